//! The shapes of a group of rows and their moves, numbered for the layered fill.
//!
//! A shape is a list of non-increasing row lengths in a box of `rows` rows and `cols` columns.
//! Shapes are numbered by stone count first and, among shapes with the same count, in
//! lexicographic order of (row 0, row 1, …). With that order, the shapes whose first row is at
//! most w are a *prefix* of their count's list, for every w: a block of the fill can keep the
//! same local numbering under every width of the rows above. The top rows' shapes are numbered
//! widest last row first instead (then lexicographically): the blocks under them shrink along
//! a count's list, so the empty ones end it and the fill stops at the first.
//!
//! Each shape records its free corners as moves: the cell the stone lands on and the number of
//! the shape after it, inside the list of one stone more. Building is O(shapes · rows) time
//! and memory O(shapes + moves); finding a child uses the shapes' dense ranks
//! (`chess_contour::staircase`), so no hashing.

use crate::sizes::BoxCounts;
use chess_contour::staircase::Binomials;

/// A stone: the board cell it lands on and the shape after it, numbered within its count.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub child: u32,
    pub cell: u32,
}

/// The shapes of a box with their moves. `moves(p)` lists the moves of shape `p`; with
/// `split_top`, those in row 0 are kept apart (`top_move_or_none`): the local rows' first row
/// may grow only while it stays under the row above the box.
pub struct Shapes {
    /// Shapes with s stones are numbers `group_start[s]..group_start[s + 1]`.
    pub group_start: Vec<usize>,
    /// Length of each shape's last row (`cols` for a box of zero rows): the width the rows
    /// below may use.
    pub width: Vec<u32>,
    move_start: Vec<u32>,
    moves: Vec<Move>,
    top_moves: Vec<Move>,
}

/// Where a box sits on the board, and whether its first row's moves are kept apart.
pub struct BoxPlace {
    pub rows: usize,
    pub cols: usize,
    /// The board row of the box's row 0.
    pub first_board_row: usize,
    pub split_top: bool,
    /// Number a count's shapes by their last row, longest first (else lexicographically).
    pub widest_first: bool,
}

impl Shapes {
    pub fn new(place: &BoxPlace) -> Shapes {
        let (rows, cols) = (place.rows, place.cols);
        let counts = BoxCounts::new(rows, cols);
        let mut group_start = vec![0usize; rows * cols + 2];
        for s in 0..=rows * cols {
            group_start[s + 1] = group_start[s] + counts.get(cols, s);
        }
        let numbering = Numbering::new(rows, cols, &group_start, place.widest_first);
        let total = group_start[rows * cols + 1];
        let mut shapes = Shapes {
            group_start,
            width: vec![0; total],
            move_start: vec![0; total + 1],
            moves: Vec::new(),
            top_moves: Vec::new(),
        };
        shapes.collect_moves(place, &numbering);
        shapes
    }

    /// Three walks over the shapes: widths and move counts, then the moves in number order.
    fn collect_moves(&mut self, place: &BoxPlace, numbering: &Numbering) {
        let skip = usize::from(place.split_top);
        let mut count = vec![0u32; self.width.len()];
        for_each_shape(place.rows, place.cols, &mut |shape| {
            let p = numbering.number(shape);
            self.width[p] = shape.last().map_or(place.cols as u32, |&w| w as u32);
            count[p] = free_rows(shape, place.cols).filter(|&r| r >= skip).count() as u32;
        });
        for (p, &c) in count.iter().enumerate() {
            self.move_start[p + 1] = self.move_start[p] + c;
        }
        let none = Move {
            child: u32::MAX,
            cell: 0,
        };
        self.moves = vec![none; self.move_start[count.len()] as usize];
        self.top_moves = vec![none; if place.split_top { count.len() } else { 0 }];
        let mut filled = vec![0u32; count.len()];
        for_each_shape(place.rows, place.cols, &mut |shape| {
            let p = numbering.number(shape);
            for r in free_rows(shape, place.cols) {
                let m = Move {
                    child: numbering.child_in_group(shape, r) as u32,
                    cell: ((place.first_board_row + r) * place.cols + shape[r]) as u32,
                };
                if r < skip {
                    self.top_moves[p] = m;
                } else {
                    self.moves[(self.move_start[p] + filled[p]) as usize] = m;
                    filled[p] += 1;
                }
            }
        });
    }

    /// The first row's move of shape `p`, if its first row can grow (only with `split_top`).
    #[inline]
    pub fn top_move_or_none(&self, p: usize) -> Option<Move> {
        self.top_moves
            .get(p)
            .copied()
            .filter(|m| m.child != u32::MAX)
    }

    /// Moves of shape `p` (in the rows not kept apart).
    #[inline]
    pub fn moves(&self, p: usize) -> &[Move] {
        &self.moves[self.move_start[p] as usize..self.move_start[p + 1] as usize]
    }

    /// The first row's move of shape `p`; only for shapes whose first row is shorter than the
    /// box and only with `split_top`.
    #[cfg(test)]
    pub fn top_move(&self, p: usize) -> Move {
        self.top_moves[p]
    }
}

/// The rows of a shape that can take a stone: shorter than the box and than the row above.
fn free_rows(shape: &[usize], cols: usize) -> impl Iterator<Item = usize> + '_ {
    (0..shape.len()).filter(move |&r| shape[r] < cols && (r == 0 || shape[r - 1] > shape[r]))
}

/// Calls `visit` on every shape of a rows×cols box in lexicographic order. O(shapes · rows).
fn for_each_shape(rows: usize, cols: usize, visit: &mut dyn FnMut(&[usize])) {
    fn extend(shape: &mut Vec<usize>, rows: usize, limit: usize, visit: &mut dyn FnMut(&[usize])) {
        if shape.len() == rows {
            visit(shape);
            return;
        }
        for len in 0..=limit {
            shape.push(len);
            extend(shape, rows, len, visit);
            shape.pop();
        }
    }
    extend(&mut Vec::with_capacity(rows), rows, cols, visit);
}

/// A shape's number from its dense rank: the rank (an O(rows) sum of binomials) indexes a
/// table of numbers within the shape's stone count.
struct Numbering {
    binomials: Binomials,
    group_start: Vec<usize>,
    within_group: Vec<u32>,
}

impl Numbering {
    fn new(rows: usize, cols: usize, group_start: &[usize], widest_first: bool) -> Numbering {
        let total = group_start[rows * cols + 1];
        let mut numbering = Numbering {
            binomials: Binomials::new(rows, cols),
            group_start: group_start.to_vec(),
            within_group: vec![0; total],
        };
        // The walk is in lexicographic order, so counting per stone count (and last row) numbers
        // each group; widest first, a last row's shapes start after those of longer last rows.
        let class = |shape: &[usize]| -> usize {
            let s: usize = shape.iter().sum();
            let last = if widest_first {
                shape.last().map_or(cols, |&w| w)
            } else {
                0
            };
            s * (cols + 1) + cols - last
        };
        let mut next = vec![0u32; (rows * cols + 1) * (cols + 1)];
        for_each_shape(rows, cols, &mut |shape| next[class(shape)] += 1);
        for count in next.chunks_mut(cols + 1) {
            let mut start = 0;
            for n in count {
                (*n, start) = (start, start + *n);
            }
        }
        for_each_shape(rows, cols, &mut |shape| {
            let (c, r) = (class(shape), numbering.rank(shape));
            numbering.within_group[r] = next[c];
            next[c] += 1;
        });
        numbering
    }

    /// The shape's rank among all shapes of the box (`chess_contour::staircase`).
    fn rank(&self, shape: &[usize]) -> usize {
        let rows = shape.len();
        (0..rows)
            .map(|i| self.binomials.get(i + shape[rows - 1 - i], i + 1))
            .sum()
    }

    /// The shape's number among all shapes.
    fn number(&self, shape: &[usize]) -> usize {
        let s: usize = shape.iter().sum();
        self.group_start[s] + self.within_group[self.rank(shape)] as usize
    }

    /// The number, within the list of one stone more, of the shape after a stone in row `r`:
    /// the rank grows by C(i + len, i) with i = rows − 1 − r.
    fn child_in_group(&self, shape: &[usize], r: usize) -> usize {
        let i = shape.len() - 1 - r;
        let jump = self.binomials.get(i + shape[r], i);
        self.within_group[self.rank(shape) + jump] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move leads to the shape with that stone added, numbered in the next list, and
    /// the lists are sorted lexicographically within each stone count.
    #[test]
    fn moves_lead_to_the_shape_with_one_stone_more() {
        let (rows, cols) = (3, 4);
        let place = BoxPlace {
            rows,
            cols,
            first_board_row: 2,
            split_top: true,
            widest_first: false,
        };
        let shapes = Shapes::new(&place);
        let mut by_number = vec![vec![]; shapes.width.len()];
        let numbering = Numbering::new(rows, cols, &shapes.group_start, false);
        for_each_shape(rows, cols, &mut |s| {
            by_number[numbering.number(s)] = s.to_vec()
        });
        for (p, shape) in by_number.iter().enumerate() {
            let s: usize = shape.iter().sum();
            let next = |child: u32| &by_number[shapes.group_start[s + 1] + child as usize];
            if p > 0 && shapes.group_start[s] < p {
                assert!(by_number[p - 1] < *shape);
            }
            for m in shapes.moves(p) {
                let r = m.cell as usize / cols - 2;
                let mut grown = shape.clone();
                grown[r] += 1;
                assert!(r > 0);
                assert_eq!(next(m.child), &grown);
            }
            if shape[0] < cols {
                let m = shapes.top_move(p);
                assert_eq!(m.cell as usize, 2 * cols + shape[0]);
                assert_eq!(next(m.child)[0], shape[0] + 1);
            }
            assert_eq!(shapes.width[p] as usize, shape[rows - 1]);
        }
    }
}
