//! The local rows' moves as runs: a stone in local row i maps every local shape with the same
//! rows 0..=i onto consecutive shapes of the list with one stone more (the rows below i keep
//! their numbering, as in the layer's blocks). So the moves of one local row, taken in list
//! order, fall into runs (first shape, first child, length, cell), and a run is one slice
//! operation that the compiler vectorises. Runs shorter than [`SHORTEST_RUN`] are kept as single
//! moves, a loop with no length: most runs of the last rows are one move long.
//!
//! Built from the per-shape moves of [`Shapes`] by merging neighbours row by row: O(moves +
//! runs · log runs) time, memory one entry per run or single move ([`expected_counts`] says how
//! many without building them: at 20×20, 1.9 million runs and 76 million single moves for 180
//! million moves).

use crate::shapes::Shapes;
use crate::sizes::BoxCounts;
use chess_contour::score::Score;
use chess_contour::staircase::Binomials;

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

/// A single move (most moves of the last local rows): kept in lists of their own, so the loop
/// over them has no length to test.
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

/// A run being built: first shape, first child, length, cell.
type Pending = (u32, u32, u32, u32);

/// How many runs (of the first row, and of the others from [`SHORTEST_RUN`] moves) and single
/// moves a box's local runs hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunCounts {
    pub runs: u64,
    pub singles: u64,
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
        let ready = |r: &Pending| Run {
            from: r.0,
            to: r.1,
            len: r.2,
            gains: gain(r.3),
        };
        let mut by_row: Vec<Vec<Pending>> = Vec::new();
        for j in 0..groups {
            let first = pending_runs(&shapes, j, (first_board_row, cols), &mut by_row);
            runs.first_row.push(first.iter().map(ready).collect());
            // Each row's runs are in order of their first shape: merged, not sorted.
            let (mut longer, mut singles) = (Vec::new(), Vec::new());
            for row in by_row.iter_mut() {
                let (short, long): (Vec<Pending>, Vec<Pending>) =
                    row.drain(..).partition(|r| r.2 < SHORTEST_RUN);
                longer.push(long.iter().map(ready).collect::<Vec<_>>());
                let expand = |&r: &Pending| {
                    (0..r.2).map(move |t| Single {
                        from: r.0 + t,
                        to: r.1 + t,
                        gains: gain(r.3),
                    })
                };
                singles.push(short.iter().flat_map(expand).collect::<Vec<_>>());
            }
            runs.other_rows.push(merge_in_order(&longer, |r| r.from));
            runs.singles.push(merge_in_order(&singles, |s| s.from));
        }
        runs
    }

    /// How many runs and single moves there are.
    pub fn counts(&self) -> RunCounts {
        let total = |lists: &[Vec<Run<T>>]| lists.iter().map(Vec::len).sum::<usize>() as u64;
        RunCounts {
            runs: total(&self.first_row) + total(&self.other_rows),
            singles: self.singles.iter().map(Vec::len).sum::<usize>() as u64,
        }
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

/// The runs of the shapes with j stones: returns those of the first row and leaves those of
/// each other row in `by_row` (one list a row, each in order of first shape). `place` is the
/// local rows' first board row and the board's width.
fn pending_runs(
    shapes: &Shapes,
    j: usize,
    (first_board_row, cols): (usize, usize),
    by_row: &mut Vec<Vec<Pending>>,
) -> Vec<Pending> {
    let (start, end) = (shapes.group_start[j], shapes.group_start[j + 1]);
    let row_of = |cell: u32| cell as usize / cols - first_board_row;
    // Runs grow per row: a move continues the last run of its row when it is on the same
    // cell, from the next shape to the next child.
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
    first
}

/// Lists each in order of `from`, merged into one (the smallest first of the lists' next items).
/// O(n log lists).
fn merge_in_order<X: Copy>(lists: &[Vec<X>], from: impl Fn(&X) -> u32) -> Vec<X> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut merged = Vec::with_capacity(lists.iter().map(Vec::len).sum());
    let mut next: BinaryHeap<Reverse<(u32, usize, usize)>> = lists
        .iter()
        .enumerate()
        .filter_map(|(l, list)| list.first().map(|x| Reverse((from(x), l, 0))))
        .collect();
    while let Some(Reverse((_, l, k))) = next.pop() {
        merged.push(lists[l][k]);
        if let Some(x) = lists[l].get(k + 1) {
            next.push(Reverse((from(x), l, k + 1)));
        }
    }
    merged
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
fn extend(runs: &mut Vec<Pending>, e: u32, child: u32, cell: u32) {
    if let Some(last) = runs.last_mut() {
        if last.3 == cell && last.0 + last.2 == e && last.1 + last.2 == child {
            last.2 += 1;
            return;
        }
    }
    runs.push((e, child, 1, cell));
}

/// The runs and single moves [`LocalRuns::new`] makes for `rows` local rows of `cols` columns,
/// counted from the shapes' structure without building them. A stone in row i ≥ 1 on a row of
/// length v (shorter than row i − 1) makes one run per choice of rows 0..i (each longer than v:
/// C(i + cols − v − 1, i) choices) and per number t of stones below row i, as long as the
/// shapes of t stones in the rows below, each at most v: B(rows − 1 − i, v)[t]. Row 0's runs are
/// kept whatever their length (one per v < cols and t). O(rows² · cols²) time.
pub fn expected_counts(rows: usize, cols: usize) -> RunCounts {
    let mut counts = RunCounts::default();
    if rows == 0 {
        return counts;
    }
    let binomials = Binomials::new(rows, cols);
    for i in 0..rows {
        let below = BoxCounts::new(rows - 1 - i, cols);
        for v in 0..cols {
            // Rows 0..i above a row of length v, each longer than v (none for row 0).
            let above = if i == 0 {
                1
            } else {
                binomials.get(i + cols - v - 1, i) as u64
            };
            for t in 0..=(rows - 1 - i) * v {
                let len = below.get(v, t) as u64;
                if i == 0 {
                    counts.runs += above * u64::from(len > 0);
                } else if len >= u64::from(SHORTEST_RUN) {
                    counts.runs += above;
                } else {
                    counts.singles += above * len;
                }
            }
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shapes::BoxPlace;

    /// The counts of [`expected_counts`] are those of the runs built, for boxes whose runs have
    /// every length.
    #[test]
    fn expected_counts_are_the_built_ones() {
        for (rows, cols) in [(1, 5), (3, 4), (4, 6), (5, 9), (7, 8), (6, 12)] {
            let shapes = Shapes::new(&BoxPlace {
                rows,
                cols,
                first_board_row: 1,
                split_top: true,
                widest_first: false,
            });
            let gains = [vec![0i32; (rows + 1) * cols], vec![0; (rows + 1) * cols]];
            let runs = LocalRuns::new(shapes, &gains, 1, cols);
            assert_eq!(
                runs.counts(),
                expected_counts(rows, cols),
                "{}×{}",
                rows,
                cols
            );
        }
    }
}
