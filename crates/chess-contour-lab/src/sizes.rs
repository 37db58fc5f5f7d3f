//! Layers and their sizes: the positions with k stones, and how many there are.
//!
//! The number of staircases with k stones in an r×w box is the number of partitions of k into
//! at most r parts, each at most w: the coefficient of q^k in the Gaussian binomial
//! [r+w choose r]_q. A partition either has its largest part below w (it fits in r×(w−1)) or
//! equal to w (the other r−1 parts fit in (r−1)×w), which gives the recurrence of [`BoxCounts`].
//!
//! A layer splits into groups by the stones in the top rows ([`GroupSizes`]): the fill writes a
//! layer over the one it reads group by group ([`crate::placement`]).

use crate::split::Split;

/// How many shapes of j stones fit in `rows` rows of length at most w, for every w ≤ `cols`
/// and j ≤ rows·cols. O(rows · cols · rows·cols) to build, O(1) to read.
pub struct BoxCounts {
    stride: usize,
    table: Vec<u64>,
}

impl BoxCounts {
    pub fn new(rows: usize, cols: usize) -> Self {
        let stride = rows * cols + 1;
        // Zero rows: only the empty shape, for every width.
        let mut fewer = vec![0u64; (cols + 1) * stride];
        for w in 0..=cols {
            fewer[w * stride] = 1;
        }
        for r in 1..=rows {
            let mut table = vec![0u64; (cols + 1) * stride];
            table[0] = 1;
            for w in 1..=cols {
                for j in 0..=r * w {
                    // Largest part below w, or equal to w with the rest under it in r−1 rows.
                    let below = table[(w - 1) * stride + j];
                    let full = if j >= w { fewer[w * stride + j - w] } else { 0 };
                    table[w * stride + j] = below.saturating_add(full);
                }
            }
            fewer = table;
        }
        BoxCounts {
            stride,
            table: fewer,
        }
    }

    /// Shapes of `stones` stones with every row at most `width` long.
    #[inline]
    pub fn get(&self, width: usize, stones: usize) -> usize {
        if stones < self.stride {
            self.table[width * self.stride + stones] as usize
        } else {
            0
        }
    }
}

/// The number of staircases with k stones on a rows×cols board, for k = 0..=rows·cols: the
/// coefficients of [rows+cols choose s]_q = Π_{i=1..s} (1 − q^{l+i}) / (1 − q^i) with s the
/// short side and l the long one. O(s · rows·cols). The caller has checked that C(rows+cols,
/// rows) fits in a `u64`, which bounds every coefficient here.
pub fn layer_sizes(rows: usize, cols: usize) -> Vec<u64> {
    let (long, short) = (rows.max(cols), rows.min(cols));
    let cells = long * short;
    let mut poly = vec![0i128; cells + 1];
    poly[0] = 1;
    for i in 1..=short {
        // Times (1 − q^{long+i}), from the top down so each term reads an old one.
        for k in (long + i..=cells).rev() {
            poly[k] -= poly[k - long - i];
        }
        // Divided by (1 − q^i): multiply by 1 + q^i + q^{2i} + …, a running sum with stride i.
        for k in i..=cells {
            poly[k] += poly[k - i];
        }
    }
    poly.into_iter().map(|c| c as u64).collect()
}

/// The groups of every layer: G_k(s) holds the positions with k stones, s of them in the top
/// rows (consecutive in the layer, [`crate::fill`]). |G_k(s)| = Σ_w T(s, w) · L(w, k − s), with
/// T(s, w) the top shapes of s stones whose last row is w long and L(w, j) the local shapes of
/// j stones with rows at most w. O(top·cols · cols) to build, O(top·cols · cols) per layer.
pub struct GroupSizes {
    split: Split,
    /// T(s, w) at `s * (cols + 1) + w`.
    top_by_width: Vec<u64>,
    local: BoxCounts,
}

impl GroupSizes {
    pub fn new(split: Split) -> GroupSizes {
        let (top, cols) = (split.top, split.cols);
        let counts = BoxCounts::new(top, cols);
        // Top shapes of s stones with every row at least w: take w off each row.
        let at_least = |s: usize, w: usize| -> u64 {
            match s.checked_sub(top * w) {
                Some(rest) if w <= cols => counts.get(cols - w, rest) as u64,
                _ => 0,
            }
        };
        let mut top_by_width = vec![0; (top * cols + 1) * (cols + 1)];
        for s in 0..=top * cols {
            for w in 0..=cols {
                top_by_width[s * (cols + 1) + w] = at_least(s, w) - at_least(s, w + 1);
            }
        }
        GroupSizes {
            split,
            top_by_width,
            local: BoxCounts::new(split.local, split.cols),
        }
    }

    /// The groups' ends in layer k: `ends[s]` positions in its groups 0..=s, s = 0..=top·cols
    /// (the last is the layer's size).
    pub fn ends(&self, k: usize) -> Vec<u64> {
        let (top, local, cols) = (self.split.top, self.split.local, self.split.cols);
        let mut ends = Vec::with_capacity(top * cols + 1);
        let mut total = 0u64;
        for s in 0..=top * cols {
            if let Some(j) = k.checked_sub(s).filter(|&j| j <= local * cols) {
                let row = &self.top_by_width[s * (cols + 1)..(s + 1) * (cols + 1)];
                for (w, &shapes) in row.iter().enumerate() {
                    total += shapes * self.local.get(w, j) as u64;
                }
            }
            ends.push(total);
        }
        ends
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_contour::staircase::positions;

    /// Layer sizes add up to C(n+m, n), match [`BoxCounts`] and a count by enumeration.
    #[test]
    fn layer_sizes_count_staircases_by_stones() {
        for (rows, cols) in [(1, 1), (1, 5), (4, 3), (3, 4), (5, 5), (16, 16)] {
            let sizes = layer_sizes(rows, cols);
            let total: u64 = sizes.iter().sum();
            assert_eq!(Some(total), positions(rows, cols));
            let counts = BoxCounts::new(rows.max(cols), rows.min(cols));
            for (k, &size) in sizes.iter().enumerate() {
                assert_eq!(size as usize, counts.get(rows.min(cols), k));
            }
            if rows * cols <= 20 {
                let mut by_stones = vec![0u64; rows * cols + 1];
                for s in chess_contour::staircase::all_staircases(rows, cols) {
                    by_stones[s.iter().sum::<usize>()] += 1;
                }
                assert_eq!(by_stones, sizes);
            }
        }
    }

    /// The groups of every layer add up to its size, for every split of a few boxes.
    #[test]
    fn groups_add_up_to_the_layers() {
        for (rows, cols) in [(4, 3), (5, 5), (7, 2), (6, 4)] {
            let sizes = layer_sizes(rows, cols);
            for top in 0..=rows {
                let split = Split::new(rows, cols).with_top(top);
                let groups = GroupSizes::new(split);
                for (k, &size) in sizes.iter().enumerate() {
                    let ends = groups.ends(k);
                    assert_eq!(ends.len(), top * cols + 1);
                    assert_eq!(
                        ends[top * cols],
                        size,
                        "{}×{} top {} layer {}",
                        rows,
                        cols,
                        top,
                        k
                    );
                }
            }
        }
    }

    #[test]
    fn counts_shapes_in_narrower_boxes() {
        let counts = BoxCounts::new(3, 4);
        // Shapes of 2 stones in 3 rows: (2), (1,1); with rows at most 1 long: (1,1) only.
        assert_eq!(counts.get(4, 2), 2);
        assert_eq!(counts.get(1, 2), 1);
        assert_eq!(counts.get(0, 0), 1);
        assert_eq!(counts.get(0, 1), 0);
        assert_eq!(counts.get(2, 7), 0);
    }
}
