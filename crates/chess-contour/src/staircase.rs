//! Staircases (the reachable positions) and their dense ranks.
//!
//! A staircase in an n×m box is fixed by its boundary: a lattice path of n + m unit steps from
//! the bottom-left corner to the top-right one, n of them up (U) and m right (R). Write
//! `c_0 < c_1 < … < c_{n-1}` for the step indices of the U's; the i-th U runs along the left end
//! of row n−1−i, so `c_i = i + len(row n−1−i)`. The combinatorial number system ranks the path
//! as `Σ_i C(c_i, i+1)`, a bijection onto `0..C(n+m, n)`: the empty board has rank 0 and the
//! full board the largest rank. Placing a stone in row n−1−i turns a `UR` into `RU`, i.e. moves
//! `c_i` one step later, and raises the rank by exactly `C(c_i, i)`.

/// C(rows + cols, rows), the number of staircases in a rows×cols box, or `None` past `u64`.
/// O(min(rows, cols)).
pub fn positions(rows: usize, cols: usize) -> Option<u64> {
    let (small, large) = (rows.min(cols) as u128, rows.max(cols) as u128);
    let mut count: u128 = 1;
    for i in 1..=small {
        // count = C(large + i, i), built up exactly: C(l+i, i) = C(l+i-1, i-1) · (l+i) / i.
        count = count * (large + i) / i;
        if count > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(count as u64)
}

/// Pascal's triangle up to C(rows + cols − 1, rows): rank jumps and rank terms.
pub struct Binomials {
    width: usize,
    table: Vec<usize>,
}

impl Binomials {
    /// C(p, i) for p < rows + cols and i ≤ rows. Every entry the solver reads is below the
    /// number of positions, which the caller has checked fits; others (C(71, 35) on a 70×2 board)
    /// may not fit, and saturate. Saturation never reaches a used entry: Pascal's rule builds
    /// each from two smaller ones.
    pub fn new(rows: usize, cols: usize) -> Self {
        let (len, width) = (rows + cols, rows + 1);
        let mut table = vec![0usize; len * width];
        for p in 0..len {
            table[p * width] = 1;
            for i in 1..width.min(p + 1) {
                table[p * width + i] =
                    table[(p - 1) * width + i - 1].saturating_add(table[(p - 1) * width + i]);
            }
        }
        Binomials { width, table }
    }

    /// C(p, i): how much the rank grows when the U at step p, the i-th U, moves one step later;
    /// and C(c_i, i + 1) is that U's share of the rank.
    #[inline]
    pub fn get(&self, p: usize, i: usize) -> usize {
        self.table[p * self.width + i]
    }
}

/// The rank of a staircase given by its row lengths (top row first, non-increasing).
/// O(rows).
pub fn rank(row_lengths: &[usize], cols: usize) -> usize {
    let rows = row_lengths.len();
    let binomials = Binomials::new(rows, cols);
    (0..rows)
        .map(|i| binomials.get(i + row_lengths[rows - 1 - i], i + 1))
        .sum()
}

/// Every staircase of a rows×cols box as row lengths, in rank order. O(C(rows+cols, rows) ·
/// rows) time and memory: for small boxes.
pub fn all_staircases(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let mut shapes = vec![vec![]];
    for _ in 0..rows {
        shapes = shapes
            .into_iter()
            .flat_map(|s: Vec<usize>| {
                let longest = s.last().copied().unwrap_or(cols);
                (0..=longest).map(move |len| [s.clone(), vec![len]].concat())
            })
            .collect();
    }
    shapes.sort_by_key(|s| rank(s, cols));
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_positions() {
        assert_eq!(positions(10, 10), Some(184_756));
        assert_eq!(positions(16, 16), Some(601_080_390));
        assert_eq!(positions(1, 7), Some(8));
        assert_eq!(positions(33, 33), Some(7_219_428_434_016_265_740));
        assert_eq!(positions(40, 40), None);
    }

    /// Every staircase of a small box gets a distinct rank in 0..C(n+m, n), empty = 0 and
    /// full = last, and adding a stone in row n−1−i adds C(c_i, i).
    #[test]
    fn ranks_are_a_dense_bijection_that_grows_by_one_binomial_per_move() {
        let (rows, cols) = (4, 3);
        let b = Binomials::new(rows, cols);
        let mut seen = vec![false; positions(rows, cols).unwrap() as usize];
        for shape in &all_staircases(rows, cols) {
            let r = rank(shape, cols);
            assert!(!seen[r]);
            seen[r] = true;
            for row in 0..rows {
                let can_grow = shape[row] < cols && (row == 0 || shape[row - 1] > shape[row]);
                if can_grow {
                    let mut next = shape.clone();
                    next[row] += 1;
                    let i = rows - 1 - row;
                    assert_eq!(rank(&next, cols), r + b.get(i + shape[row], i));
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rank(&[0; 4], cols), 0);
        assert_eq!(rank(&[3; 4], cols), seen.len() - 1);
    }
}
