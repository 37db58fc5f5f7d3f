//! The dense staircase DP: one table entry per position, filled from the full board down.
//!
//! `value[rank]` is the best (mover's score − opponent's score) over the rest of the game from
//! that position, the mover being fixed by the number of stones placed (even: the first player).
//! Negamax: `value(S) = max over stones s addable to S of gain(s) − value(S + s)`, and 0 for the
//! full board. Positions are visited in decreasing rank (see [`crate::staircase`]), which keeps
//! every read of `value(S + s)` behind the write. Time O(C(n+m, n) · n), memory one `i32` (or
//! `i64` when scores can pass 2^31) per position; no hashing, and each read stream `S + s` for a
//! fixed row walks memory in order.

use crate::board::Board;
use crate::staircase::{positions, Binomials};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A score type wide enough for the board (`i32` or `i64`).
pub trait Score: Copy + Ord + Default + Send + Sync + std::ops::Sub<Output = Self> {
    const MIN: Self;
    /// Converts a value that is known to fit (a cell value ≤ the board's score bound).
    fn from_i64(value: i64) -> Self;
    fn to_i64(self) -> i64;
    /// Subtraction that wraps instead of overflowing (see the corner loop of `Fill::block`).
    fn wrapping_sub(self, rhs: Self) -> Self;
}

impl Score for i32 {
    const MIN: Self = i32::MIN;
    fn from_i64(value: i64) -> Self {
        value as i32
    }
    fn to_i64(self) -> i64 {
        i64::from(self)
    }
    fn wrapping_sub(self, rhs: Self) -> Self {
        i32::wrapping_sub(self, rhs)
    }
}

impl Score for i64 {
    const MIN: Self = i64::MIN;
    fn from_i64(value: i64) -> Self {
        value
    }
    fn to_i64(self) -> i64 {
        self
    }
    fn wrapping_sub(self, rhs: Self) -> Self {
        i64::wrapping_sub(self, rhs)
    }
}

/// The values of every position, in the narrowest width that holds them.
pub enum ValueTable {
    Narrow(Vec<i32>),
    Wide(Vec<i64>),
}

impl ValueTable {
    /// The value of the position with this rank, from the mover's side.
    pub fn get(&self, rank: usize) -> i64 {
        match self {
            ValueTable::Narrow(v) => i64::from(v[rank]),
            ValueTable::Wide(v) => v[rank],
        }
    }
}

/// The first player's optimal score minus the second's. O(C(n+m, n) · n) time.
pub fn solve(board: &Board) -> i64 {
    value_table(board).get(0)
}

/// Fills the table of all positions (rank 0 is the empty board).
pub fn value_table(board: &Board) -> ValueTable {
    if board.bytes_per_position() == 4 {
        ValueTable::Narrow(fill::<i32>(board))
    } else {
        ValueTable::Wide(fill::<i64>(board))
    }
}

/// Largest local program (see [`LocalRows`]) the solver builds, in positions; and at most a
/// 64th of the table, so that building the programs (one per width) stays small beside the fill.
const MAX_LOCAL_POSITIONS: u64 = 1 << 16;
const TABLE_PER_LOCAL_POSITION: u64 = 64;

/// Fills the table in blocks. The bottom `k` rows are *local*: fix the rows above them and the
/// C(w+k, k) staircases of the bottom rows (w = length of the lowest fixed row) form one
/// contiguous block of ranks, in the same order for every block of that width. A stone in a
/// fixed row moves every position of the block by the same rank jump, so its candidates for the
/// whole block come from one contiguous slice: a straight loop the compiler vectorises. Only the
/// stones in the bottom rows need a per-position pass, from a precomputed program.
fn fill<T: Score>(board: &Board) -> Vec<T> {
    // As many local rows as keep the largest block program small.
    let count = positions(board.rows, board.cols).expect("checked by parse");
    let budget = MAX_LOCAL_POSITIONS
        .min(count / TABLE_PER_LOCAL_POSITION)
        .max(1);
    let local_rows = (0..=board.rows)
        .rev()
        .find(|&k| positions(k, board.cols).is_some_and(|p| p <= budget))
        .expect("zero local rows always fit");
    fill_with_local_rows(board, local_rows)
}

fn fill_with_local_rows<T: Score>(board: &Board, local_rows: usize) -> Vec<T> {
    let (rows, cols) = (board.rows, board.cols);
    // parse() refused boards whose table does not fit in memory, so this is a usize.
    let count = positions(rows, cols).expect("checked by parse") as usize;
    let mut value = vec![T::default(); count];
    advise_huge_pages(&value);
    let binomials = Binomials::new(rows, cols);
    let gain_first: Vec<T> = board.a.iter().map(|&v| T::from_i64(v)).collect();
    let gain_second: Vec<T> = board.b.iter().map(|&v| T::from_i64(v)).collect();
    let fill = Fill {
        board,
        local_rows,
        // Without local rows every block is one position and all widths share one program
        // (a 1×m board would otherwise build m + 1 of them).
        programs: (0..=if local_rows == 0 { 0 } else { cols })
            .map(|w| {
                LocalRows::new(
                    board,
                    &binomials,
                    local_rows,
                    w,
                    (&gain_first, &gain_second),
                )
            })
            .collect(),
        gain_first,
        gain_second,
        binomials,
        table: SharedTable {
            start: value.as_mut_ptr(),
            len: count,
        },
    };
    let bytes = count * std::mem::size_of::<T>();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if bytes >= PREFAULT_FROM_BYTES && cores > 1 {
        fill.in_rank_order_with_prefault();
    } else {
        fill.in_rank_order(&AtomicUsize::new(0));
    }
    value
}

/// Tables this large get a second thread that touches their pages ahead of the fill: the
/// kernel's first touch of fresh memory (zeroing, mapping) took 6 of 14 s at 16×16 on one core.
/// The judge's tables (≤ 0.7 MiB) never start a thread.
const PREFAULT_FROM_BYTES: usize = 64 << 20;

/// A free corner of the fixed rows: the rank jump of its stone and its cell.
#[derive(Clone, Copy)]
struct Corner {
    jump: usize,
    cell: usize,
}

/// A block: the positions sharing one shape of the fixed rows.
struct Block<'c> {
    /// Rank of the block's first position.
    base: usize,
    /// Length of the lowest fixed row (the local rows' width).
    width: usize,
    /// Stones in the fixed rows.
    stones: usize,
    corners: &'c [Corner],
}

/// One thread's working arrays: the best candidate from the fixed rows' stones, per position
/// of a block, for each player.
struct Scratch<T> {
    best_first: Vec<T>,
    best_second: Vec<T>,
}

/// Everything the block fill reads, shared by the fill threads.
struct Fill<'a, T> {
    board: &'a Board,
    local_rows: usize,
    programs: Vec<LocalRows<T>>,
    gain_first: Vec<T>,
    gain_second: Vec<T>,
    binomials: Binomials,
    table: SharedTable<T>,
}

impl<T: Score> Fill<'_, T> {
    /// The local program under a fixed row of this width.
    fn program(&self, width: usize) -> &LocalRows<T> {
        &self.programs[width.min(self.programs.len() - 1)]
    }

    fn scratch(&self) -> Scratch<T> {
        let largest = self
            .programs
            .iter()
            .map(|p| p.parity.len())
            .max()
            .unwrap_or(1);
        Scratch {
            best_first: vec![T::MIN; largest],
            best_second: vec![T::MIN; largest],
        }
    }

    /// Blocks in falling rank order: every jump lands in a block already filled. Before it
    /// writes below rank `r`, waits until `touched` (the lowest rank whose page the prefault
    /// thread has passed) is at most `r`; 0 means no prefault thread.
    fn in_rank_order(&self, touched: &AtomicUsize) {
        let mut upper = UpperRows::new(self.board, &self.binomials, self.local_rows);
        let mut scratch = self.scratch();
        let mut corners = Vec::new();
        let mut end = self.table.len;
        loop {
            let width = upper.width();
            let base = end - self.program(width).parity.len();
            upper.corners(&mut corners);
            let block = Block {
                base,
                width,
                stones: upper.stones,
                corners: &corners,
            };
            while touched.load(Ordering::Acquire) > base {
                std::hint::spin_loop();
            }
            // SAFETY: the only other thread, the prefaulter, has left this block behind (checked
            // just above); the block's stones land in blocks of higher rank, all filled.
            unsafe { self.block(&block, &mut scratch) };
            if base == 0 {
                return;
            }
            end = base;
            upper.previous();
        }
    }

    /// [`Self::in_rank_order`] beside a thread that writes the table's initial zeros once per
    /// page, from the top rank down, so the fill rarely waits for the kernel. The prefaulter
    /// publishes how far it got; the fill never writes where the prefaulter has yet to pass, so
    /// no cell is written by both.
    fn in_rank_order_with_prefault(&self) {
        let touched = AtomicUsize::new(self.table.len);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                const PAGE_BYTES: usize = 4096;
                let step = (PAGE_BYTES / std::mem::size_of::<T>()).max(1);
                let mut rank = self.table.len;
                while rank > 0 {
                    let low = rank.saturating_sub(step);
                    // SAFETY: the fill does not write below `touched` (= rank here), and
                    // nothing reads there before the fill has written it.
                    unsafe { self.table.slice_mut(low, 1)[0] = T::default() };
                    rank = low;
                    touched.store(rank, Ordering::Release);
                }
            });
            self.in_rank_order(&touched);
        });
    }

    /// Fills one block. A stone in a fixed row moves every position of the block by the same
    /// rank jump, so its candidates for the whole block come from one contiguous slice: a
    /// straight loop the compiler vectorises. Stones in the local rows follow a precomputed
    /// program.
    ///
    /// # Safety
    /// No other thread may touch this block meanwhile, and every block that a corner's jump
    /// lands in must be filled and no longer written (the jumps add a stone to the fixed rows).
    unsafe fn block(&self, block: &Block, scratch: &mut Scratch<T>) {
        let program = self.program(block.width);
        let size = program.parity.len();
        let best_first = &mut scratch.best_first[..size];
        let best_second = &mut scratch.best_second[..size];
        best_first.fill(T::MIN);
        best_second.fill(T::MIN);
        for corner in block.corners {
            let after = self.table.slice(block.base + corner.jump, size);
            let (a, b) = (self.gain_first[corner.cell], self.gain_second[corner.cell]);
            // Both players' candidates are computed for every position and the mover's kept
            // below. The other one subtracts a value of the wrong side and can pass the score
            // bound (up to A's total + B's total): it wraps, unused, rather than overflow (a
            // panic with overflow checks; found by fuzzing, see tests/fuzz_corpus.rs).
            for ((f, s), &v) in best_first.iter_mut().zip(best_second.iter_mut()).zip(after) {
                *f = (*f).max(a.wrapping_sub(v));
                *s = (*s).max(b.wrapping_sub(v));
            }
        }
        // Stones in the local rows land inside this block, on positions with one stone more,
        // so the program runs through the block by falling stone count: every position is
        // written before it is read, and neighbours in the program never wait for each other.
        let values = self.table.slice_mut(block.base, size);
        for (e, &l) in program.order.iter().enumerate() {
            let l = l as usize;
            let first_moves = (block.stones + program.parity[e] as usize) % 2 == 0;
            let (mut best, moves) = if first_moves {
                (best_first[l], &program.if_first)
            } else {
                (best_second[l], &program.if_second)
            };
            for m in &moves[program.start[e] as usize..program.start[e + 1] as usize] {
                best = best.max(m.gain - values[l + m.jump as usize]);
            }
            // Only the full board has no move; its value is 0.
            values[l] = if best == T::MIN { T::default() } else { best };
        }
    }
}

/// The value table, written by several threads at once in disjoint blocks.
struct SharedTable<T> {
    start: *mut T,
    len: usize,
}

// SAFETY: the fill and the prefault thread never touch the same cell at the same time (see
// `Fill::in_rank_order_with_prefault`); the scope that runs them joins before the table is used.
unsafe impl<T: Send> Sync for SharedTable<T> {}

impl<T> SharedTable<T> {
    /// # Safety
    /// Nobody writes `from..from + len` while the slice lives.
    unsafe fn slice(&self, from: usize, len: usize) -> &[T] {
        assert!(from + len <= self.len);
        std::slice::from_raw_parts(self.start.add(from), len)
    }

    /// # Safety
    /// Nobody else reads or writes `from..from + len` while the slice lives.
    #[allow(clippy::mut_from_ref)]
    unsafe fn slice_mut(&self, from: usize, len: usize) -> &mut [T] {
        assert!(from + len <= self.len);
        std::slice::from_raw_parts_mut(self.start.add(from), len)
    }
}

/// Asks Linux to back the table with 2 MiB pages. The table is written once, everywhere, and
/// with 4 KiB pages the page faults alone took 40% of the run (measured on 14×14). Only advice:
/// nothing changes if the kernel declines, and other systems skip it.
#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(table: &[T]) {
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    const MADV_HUGEPAGE: i32 = 14;
    const HUGE_PAGE: usize = 2 << 20;
    let start = table.as_ptr() as usize;
    let end = start + std::mem::size_of_val(table);
    let aligned_start = (start + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    if aligned_start < end {
        // SAFETY: the range lies inside the table's own allocation, and MADV_HUGEPAGE changes
        // neither its contents nor its validity.
        unsafe {
            madvise(
                aligned_start as *mut std::ffi::c_void,
                end - aligned_start,
                MADV_HUGEPAGE,
            );
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_table: &[T]) {}

/// A stone in the local rows: where it lands (cell index) and its rank jump within the block.
struct LocalMove {
    jump: u32,
    cell: u32,
}

/// A local move as the fill reads it: the rank jump and the mover's gain, one copy per player,
/// so the inner loop needs no lookup of the cell's value.
#[derive(Clone, Copy)]
struct ReadyMove<T> {
    jump: u32,
    gain: T,
}

/// The bottom `k` rows under a fixed row of length `w`, as a program over the local ranks
/// `0..C(w+k, k)` in order of falling stone count: for each entry its local rank, stone-count
/// parity and moves.
struct LocalRows<T> {
    order: Vec<u32>,
    parity: Vec<u8>,
    /// if_first[start[e]..start[e+1]] are the moves of entry e with the first player's gains;
    /// if_second the same with the second player's.
    start: Vec<u32>,
    if_first: Vec<ReadyMove<T>>,
    if_second: Vec<ReadyMove<T>>,
}

impl<T: Score> LocalRows<T> {
    fn new(board: &Board, binomials: &Binomials, k: usize, w: usize, gains: (&[T], &[T])) -> Self {
        let (rows, cols) = (board.rows, board.cols);
        let size = positions(k, w).expect("bounded by MAX_LOCAL_POSITIONS") as usize;
        // Walk the local U steps c_0 < … < c_{k-1} < w + k upwards in colex order, which is
        // local rank order 0, 1, 2, …, noting each position's stones and moves.
        let mut shapes: Vec<(usize, usize, Vec<LocalMove>)> = Vec::with_capacity(size);
        let mut steps: Vec<usize> = (0..k).collect();
        let limit = |steps: &[usize], i: usize| if i + 1 < k { steps[i + 1] } else { w + k };
        for l in 0..size {
            let stones: usize = steps.iter().enumerate().map(|(i, &p)| p - i).sum();
            let moves = (0..k)
                .filter(|&i| steps[i] + 1 < limit(&steps, i))
                .map(|i| LocalMove {
                    jump: binomials.get(steps[i], i) as u32,
                    cell: ((rows - 1 - i) * cols + steps[i] - i) as u32,
                })
                .collect();
            shapes.push((stones, l, moves));
            // Next combination in colex order: the lowest U that can move up does, the ones
            // below it return to their lowest places.
            if let Some(i) = (0..k).find(|&i| steps[i] + 1 < limit(&steps, i)) {
                steps[i] += 1;
                for (j, step) in steps.iter_mut().enumerate().take(i) {
                    *step = j;
                }
            }
        }
        shapes.sort_by_key(|&(stones, l, _)| std::cmp::Reverse((stones, l)));
        let mut program = LocalRows {
            order: vec![],
            parity: vec![],
            start: vec![0],
            if_first: vec![],
            if_second: vec![],
        };
        for (stones, l, moves) in shapes {
            program.order.push(l as u32);
            program.parity.push((stones % 2) as u8);
            for m in moves {
                let (jump, cell) = (m.jump, m.cell as usize);
                program.if_first.push(ReadyMove {
                    jump,
                    gain: gains.0[cell],
                });
                program.if_second.push(ReadyMove {
                    jump,
                    gain: gains.1[cell],
                });
            }
            program.start.push(program.if_first.len() as u32);
        }
        program
    }
}

/// The fixed rows above the local ones while the fill walks down the blocks in rank order.
struct UpperRows<'a> {
    board: &'a Board,
    binomials: &'a Binomials,
    /// Number of local rows: U's 0..first belong to them, first..rows are walked here.
    first: usize,
    /// steps[i] for i ≥ first: the step index of the i-th U (see [`crate::staircase`]).
    steps: Vec<usize>,
    /// Stones in the fixed rows.
    stones: usize,
}

impl<'a> UpperRows<'a> {
    /// Standing on the full fixed rows (the last block).
    fn new(board: &'a Board, binomials: &'a Binomials, first: usize) -> Self {
        let (rows, cols) = (board.rows, board.cols);
        UpperRows {
            board,
            binomials,
            first,
            steps: (0..rows).map(|i| cols + i).collect(),
            stones: (rows - first) * cols,
        }
    }

    /// Length of the lowest fixed row, the width the local rows live under.
    fn width(&self) -> usize {
        if self.first < self.board.rows {
            self.steps[self.first] - self.first
        } else {
            self.board.cols
        }
    }

    /// The free corners of the fixed rows.
    fn corners(&self, corners: &mut Vec<Corner>) {
        corners.clear();
        corners.extend(fixed_corners(
            self.board,
            self.binomials,
            self.first,
            &self.steps,
        ));
    }

    /// Moves to the previous block (fixed rows one colex step down): the lowest fixed U not in
    /// its lowest place moves one step earlier and the fixed U's below it follow right behind,
    /// so the fixed rows under it take its new length. Amortised O(1).
    fn previous(&mut self) {
        let first = self.first;
        let i = (first..self.steps.len())
            .find(|&i| self.steps[i] > i)
            .expect("not the first block");
        self.steps[i] -= 1;
        for j in (first..i).rev() {
            self.steps[j] = self.steps[j + 1] - 1;
        }
        // Row rows−1−i lost a stone; the i − first fixed rows below it were empty and now hold
        // its new length each.
        let new_len = self.steps[i] - i;
        self.stones = self.stones - 1 + (i - first) * new_len;
    }
}

/// The free corners among the U's first..rows, given their steps (a U right before an R, i.e.
/// a row shorter than the one above it and than the board).
fn fixed_corners<'s>(
    board: &'s Board,
    binomials: &'s Binomials,
    first: usize,
    steps: &'s [usize],
) -> impl Iterator<Item = Corner> + 's {
    let (rows, cols) = (board.rows, board.cols);
    (first..rows).filter_map(move |i| {
        let limit = if i + 1 < rows {
            steps[i + 1]
        } else {
            rows + cols
        };
        (steps[i] + 1 < limit).then(|| Corner {
            jump: binomials.get(steps[i], i),
            cell: (rows - 1 - i) * cols + steps[i] - i,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::staircase::rank;

    /// Every split into local and fixed rows gives the oracle's value at every position.
    #[test]
    fn every_split_of_local_rows_matches_the_oracle_everywhere() {
        let board =
            crate::parse(b"3 4  1 9 3 4  5 6 2 8  9 1 11 3  4 0 7 1  0 5 2 8  3 3 0 6").unwrap();
        let (rows, cols) = (3, 4);
        for k in 0..=rows {
            let table: Vec<i32> = fill_with_local_rows(&board, k);
            for (r, lengths) in crate::staircase::all_staircases(rows, cols)
                .iter()
                .enumerate()
            {
                assert_eq!(rank(lengths, cols), r);
                let expected = crate::oracle::value_from(&board, lengths);
                assert_eq!(
                    i64::from(table[r]),
                    expected,
                    "k = {}, shape {:?}",
                    k,
                    lengths
                );
            }
        }
    }

    /// Boards whose boundary is longer than 64 steps (no bit-mask shortcuts may be assumed).
    #[test]
    fn long_thin_boards_match_the_oracle() {
        for (rows, cols) in [(3, 70), (70, 2), (1, 100)] {
            let values: Vec<String> = (0..2 * rows * cols)
                .map(|k| ((k * 7919) % 101).to_string())
                .collect();
            let text = format!("{} {}\n{}\n", rows, cols, values.join(" "));
            let board = crate::parse(text.as_bytes()).unwrap();
            assert_eq!(
                solve(&board),
                crate::oracle::solve(&board),
                "{}×{}",
                rows,
                cols
            );
        }
    }

    /// On a single row every move is forced: the value is the alternating sum, whatever the
    /// number of local rows the solver picks.
    #[test]
    fn a_single_long_row_is_the_alternating_sum() {
        let cols = 5000;
        let a: Vec<i64> = (0..cols).map(|k| (k as i64 * 31) % 1000).collect();
        let b: Vec<i64> = (0..cols).map(|k| (k as i64 * 17) % 1000).collect();
        let expected: i64 = (0..cols)
            .map(|k| if k % 2 == 0 { a[k] } else { -b[k] })
            .sum();
        assert_eq!(
            solve(&Board {
                rows: 1,
                cols,
                a,
                b
            }),
            expected
        );
    }

    #[test]
    fn sample_is_two() {
        let board = crate::parse(b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n").unwrap();
        assert_eq!(solve(&board), 2);
    }
}
