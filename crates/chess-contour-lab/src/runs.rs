//! The local rows' moves as runs: a stone in local row i maps every local shape with the same
//! rows 0..=i onto consecutive shapes of the list with one stone more (the rows below i keep
//! their numbering, as in the layer's blocks). So the moves of one local row, taken in list
//! order, fall into runs (first shape, first child, length, cell), and a run is one slice
//! operation that the compiler vectorises. Runs shorter than [`SHORTEST_RUN`] are kept as single
//! moves, a loop with no length: most runs of the last rows are one move long.
//!
//! Built from the per-shape moves of [`Shapes`] by merging neighbours row by row: O(moves +
//! runs · log runs) time, memory one entry per run (at 16×16 about a third of the moves).

use crate::shapes::Shapes;
use chess_contour::score::Score;

/// Runs shorter than this are stored as single moves: below it, a slice operation's setup and
/// its loop's unpredictable exit cost more than the single moves' loop (at 14×14, runs from 8
/// moves on take a third fewer branch mispredictions than runs from 2, for 1% more instructions).
const SHORTEST_RUN: u32 = 8;

/// Shapes `from..from + len` of a stone count's list move, by a stone on the same cell, to
/// shapes `to..to + len` of the next count's list; the cell's gain for the mover of an even
/// and of an odd layer.
#[derive(Clone, Copy, Debug)]
pub struct Run<T> {
    pub from: u32,
    pub to: u32,
    pub len: u32,
    pub gains: [T; 2],
}

/// A run of length 1 (most runs of the last local rows): kept in lists of their own, so the
/// loop over them has no length to test.
#[derive(Clone, Copy, Debug)]
pub struct Single<T> {
    pub from: u32,
    pub to: u32,
    pub gains: [T; 2],
}

/// Per stone count j of the local rows: the runs of the first local row, the longer runs and
/// the single moves of the other local rows, each list sorted by `from`, so a block (a prefix
/// of the j-list) uses a prefix of each list.
pub struct LocalRuns<T> {
    first_row: Vec<Vec<Run<T>>>,
    other_rows: Vec<Vec<Run<T>>>,
    singles: Vec<Vec<Single<T>>>,
}

impl<T: Score> LocalRuns<T> {
    /// `shapes` are the local rows' shapes, whose row 0 is board row `first_board_row` of a
    /// board `cols` wide.
    pub fn new(shapes: Shapes, gains: &[Vec<T>; 2], first_board_row: usize, cols: usize) -> Self {
        let groups = shapes.group_start.len() - 1;
        let mut runs = LocalRuns {
            first_row: Vec::with_capacity(groups),
            other_rows: Vec::with_capacity(groups),
            singles: Vec::with_capacity(groups),
        };
        let gain = |cell: u32| [gains[0][cell as usize], gains[1][cell as usize]];
        let row_of = |cell: u32| cell as usize / cols - first_board_row;
        let mut by_row: Vec<Vec<(u32, u32, u32, u32)>> = Vec::new();
        for j in 0..groups {
            let (start, end) = (shapes.group_start[j], shapes.group_start[j + 1]);
            // Runs grow per row: a move continues the last run of its row when it is on the
            // same cell, from the next shape to the next child.
            let mut first = Vec::new();
            for q in start..end {
                let e = (q - start) as u32;
                if let Some(m) = shapes.top_move_or_none(q) {
                    extend(&mut first, e, m.child, m.cell);
                }
                for m in shapes.moves(q) {
                    let row = row_of(m.cell);
                    if by_row.len() <= row {
                        by_row.resize(row + 1, Vec::new());
                    }
                    extend(&mut by_row[row], e, m.child, m.cell);
                }
            }
            let mut merged: Vec<(u32, u32, u32, u32)> =
                by_row.iter_mut().flat_map(|r| r.drain(..)).collect();
            merged.sort_unstable_by_key(|r| r.0);
            let ready = |r: &(u32, u32, u32, u32)| Run {
                from: r.0,
                to: r.1,
                len: r.2,
                gains: gain(r.3),
            };
            runs.first_row.push(first.iter().map(ready).collect());
            let (short, longer): (Vec<_>, Vec<_>) = merged.iter().partition(|r| r.2 < SHORTEST_RUN);
            runs.other_rows
                .push(longer.into_iter().map(ready).collect());
            let mut singles: Vec<Single<T>> = short
                .iter()
                .flat_map(|r| {
                    (0..r.2).map(move |t| Single {
                        from: r.0 + t,
                        to: r.1 + t,
                        gains: gain(r.3),
                    })
                })
                .collect();
            singles.sort_unstable_by_key(|s| s.from);
            runs.singles.push(singles);
        }
        runs
    }

    /// Applies the moves of a block of local shapes with j stones to `block`: the first row's
    /// runs for its first `growing` shapes (those whose first row may still grow), the other
    /// rows' for all. `after` is the block of the same top shape in the next layer.
    #[inline]
    pub fn apply(&self, j: usize, growing: usize, parity: usize, after: &[T], block: &mut [T]) {
        apply_runs(&self.first_row[j], growing, parity, after, block);
        apply_runs(&self.other_rows[j], block.len(), parity, after, block);
        for single in &self.singles[j] {
            let from = single.from as usize;
            if from >= block.len() {
                break;
            }
            block[from] = block[from].max(single.gains[parity] - after[single.to as usize]);
        }
    }
}

/// `block[i] = max(block[i], gain − after[child(i)])` for every run, cut at `limit` shapes.
#[inline]
fn apply_runs<T: Score>(
    runs: &[Run<T>],
    limit: usize,
    parity: usize,
    after: &[T],
    block: &mut [T],
) {
    for run in runs {
        let from = run.from as usize;
        if from >= limit {
            break;
        }
        let len = (run.len as usize).min(limit - from);
        let to = run.to as usize;
        let gain = run.gains[parity];
        for (v, &a) in block[from..from + len].iter_mut().zip(&after[to..to + len]) {
            *v = (*v).max(gain - a);
        }
    }
}

/// Adds the move (shape e → child, on `cell`) to the runs (from, to, len, cell): it extends the
/// last run when it continues it on the same cell.
fn extend(runs: &mut Vec<(u32, u32, u32, u32)>, e: u32, child: u32, cell: u32) {
    if let Some(last) = runs.last_mut() {
        if last.3 == cell && last.0 + last.2 == e && last.1 + last.2 == child {
            last.2 += 1;
            return;
        }
    }
    runs.push((e, child, 1, cell));
}
