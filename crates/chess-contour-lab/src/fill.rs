//! The layered fill: the values of all positions with k stones from those with k + 1 stones,
//! for k from the full board (value 0) down to the empty one. Only two layers live at a time.
//!
//! A position is a pair (τ, λ): τ the shape of the top rows, λ the shape of the local rows
//! under them, whose first row is at most w(τ), the length of τ's last row. Layer k is the
//! concatenation of one block per top shape τ (in [`Shapes`] order) with j = k − |τ| local
//! stones: the local shapes of j stones whose first row is at most w(τ), a prefix of the
//! j-list (see [`crate::shapes`]). The mover is the same in the whole layer (the first
//! player when k is even), so one gain table serves it.
//!
//! - A stone in a top row turns τ into τ' and keeps λ: block (τ, k) maps onto the first
//!   entries of block (τ', k + 1) with the same local numbers, one contiguous slice, a loop
//!   the compiler vectorises.
//! - A stone in a local row keeps τ and turns λ into λ', found in block (τ, k + 1); the
//!   local moves of neighbouring λ land on neighbouring λ', so they too are slices
//!   ([`crate::runs`]).
//!
//! Every value starts at the smallest score and takes the maximum of `gain − value after` over
//! the moves; a position below the full board always has a free corner, so none stays there.
//!
//! Each layer is filled on all cores ([`crate::parallel`]): its blocks are cut into contiguous
//! pieces of about equal size, each filled into its own part of the layer.
//!
//! Time O(positions · rows), memory two layers plus O(C(top+cols, top) + C(local+cols, local)).

use crate::parallel;
use crate::progress::Progress;
use crate::runs::LocalRuns;
use crate::shapes::{BoxPlace, Shapes};
use crate::sizes::{layer_sizes, BoxCounts};
use crate::split::Split;
use chess_contour::score::Score;

/// Layers smaller than this stay on one thread: starting threads costs more than they save.
const THREADS_FROM_POSITIONS: usize = 1 << 16;

/// Pieces per thread in a layer: more pieces than threads keep every thread busy when one is
/// slowed down (another process on its core, blocks of unequal cost).
const PIECES_PER_THREAD: usize = 4;

/// Everything the fill reads besides the layers.
pub struct LayeredFill<T> {
    split: Split,
    /// Shapes of the local rows: counts[w][j] is the length of a block of width w with j
    /// local stones.
    counts: BoxCounts,
    top: Shapes,
    local: LocalRuns<T>,
    /// gains[k % 2][cell]: what the mover of layer k scores for a cell.
    gains: [Vec<T>; 2],
    sizes: Vec<u64>,
}

/// The two layers and their block offsets: `offsets[p]` is where top shape p's block starts in
/// its layer (blocks of top shapes outside the layer have length 0). A `u32` suffices: two
/// layers fit in the memory budget, so one holds fewer than 2^32 positions (checked below).
struct Pair<T> {
    values: Vec<T>,
    offsets: Vec<u32>,
    next_values: Vec<T>,
    next_offsets: Vec<u32>,
}

/// One layer to fill: its stone count, its top shapes `first..end` and their offsets, and the
/// layer above it (one stone more) to read from.
struct LayerJob<'a, T> {
    stones: usize,
    first: usize,
    end: usize,
    offsets: &'a [u32],
    next: &'a [T],
    next_offsets: &'a [u32],
}

impl<T: Score> LayeredFill<T> {
    /// `a` and `b` are the players' values in the split's orientation (row-major, `cols` wide).
    pub fn new(split: Split, a: &[i64], b: &[i64]) -> Self {
        let top = Shapes::new(&BoxPlace {
            rows: split.top,
            cols: split.cols,
            first_board_row: 0,
            split_top: false,
        });
        let local = Shapes::new(&BoxPlace {
            rows: split.local,
            cols: split.cols,
            first_board_row: split.top,
            split_top: true,
        });
        let gain = |v: &[i64]| v.iter().map(|&x| T::from_i64(x)).collect::<Vec<T>>();
        let gains = [gain(a), gain(b)];
        LayeredFill {
            split,
            counts: BoxCounts::new(split.local, split.cols),
            top,
            local: LocalRuns::new(local, &gains, split.top, split.cols),
            gains,
            sizes: layer_sizes(split.rows, split.cols),
        }
    }

    /// The value of the empty board for the first player. O(positions · rows).
    pub fn solve(&self) -> T {
        let largest = *self.sizes.iter().max().expect("at least one layer") as usize;
        let cells = self.split.rows * self.split.cols;
        let shapes = self.top.width.len() + 1;
        let mut pair = Pair {
            values: Vec::with_capacity(largest),
            offsets: vec![0; shapes],
            next_values: Vec::with_capacity(largest),
            next_offsets: vec![0; shapes],
        };
        // The full board: one position, nothing left to play.
        self.place_blocks(cells, &mut pair.next_offsets);
        pair.next_values.push(T::default());
        self.fill_all(&mut pair);
        pair.next_values[0]
    }

    /// Fills layers rows·cols − 1 down to 0, with progress on stderr for long runs; layer 0
    /// ends in `pair.next_values`.
    fn fill_all(&self, pair: &mut Pair<T>) {
        let mut progress = Progress::new(&self.sizes);
        for k in (0..self.split.rows * self.split.cols).rev() {
            self.step(k, pair);
            progress.layer_done(k);
        }
        progress.finish();
    }

    /// Fills layer k from layer k + 1, then makes it the layer to read from.
    fn step(&self, k: usize, pair: &mut Pair<T>) {
        let (first, end) = self.place_blocks(k, &mut pair.offsets);
        pair.values.clear();
        pair.values.resize(pair.offsets[end] as usize, T::MIN);
        let job = LayerJob {
            stones: k,
            first,
            end,
            offsets: &pair.offsets,
            next: &pair.next_values,
            next_offsets: &pair.next_offsets,
        };
        self.fill_layer(&job, &mut pair.values);
        std::mem::swap(&mut pair.values, &mut pair.next_values);
        std::mem::swap(&mut pair.offsets, &mut pair.next_offsets);
    }

    /// Block offsets of layer k for the top shapes that can be in it (|τ| from k − local·cols
    /// to k); returns that range of top shapes, and `offsets[end]` is the layer's length.
    /// O(top shapes in range).
    fn place_blocks(&self, k: usize, offsets: &mut [u32]) -> (usize, usize) {
        let (split, starts) = (&self.split, &self.top.group_start);
        let lowest = k.saturating_sub(split.local * split.cols);
        let highest = k.min(split.top * split.cols);
        let mut total = 0;
        for s in lowest..=highest {
            let group = starts[s]..starts[s + 1];
            for (offset, &width) in offsets[group.clone()]
                .iter_mut()
                .zip(&self.top.width[group])
            {
                *offset = total as u32; // fits: the layer's total below does
                total += self.counts.get(width as usize, k - s);
            }
        }
        assert!(
            total <= u32::MAX as usize,
            "parse refuses boards with layers of 2^32 positions"
        );
        offsets[starts[highest + 1]] = total as u32;
        (starts[lowest], starts[highest + 1])
    }

    /// Fills the blocks of top shapes `from..to` of the layer into `out` (exactly their
    /// positions). Each block is independent of the others: threads may share a layer.
    fn fill_blocks(&self, job: &LayerJob<T>, from: usize, to: usize, mut out: &mut [T]) {
        let starts = &self.top.group_start;
        let gains = &self.gains[job.stones % 2];
        let lowest = job
            .stones
            .saturating_sub(self.split.local * self.split.cols);
        for s in lowest..=job.stones.min(self.split.top * self.split.cols) {
            for p in from.max(starts[s])..to.min(starts[s + 1]) {
                let len = (job.offsets[p + 1] - job.offsets[p]) as usize;
                if len > 0 {
                    let (block, rest) = std::mem::take(&mut out).split_at_mut(len);
                    out = rest;
                    self.top_moves(job, p, s, gains, block);
                    self.local_moves(job, p, job.stones - s, block);
                }
            }
        }
    }

    /// Stones in the top rows: each moves the whole block onto a slice of the child's block.
    #[inline]
    fn top_moves(&self, job: &LayerJob<T>, p: usize, s: usize, gains: &[T], block: &mut [T]) {
        let child_group = self.top.group_start[s + 1];
        for m in self.top.moves(p) {
            let from = job.next_offsets[child_group + m.child as usize] as usize;
            let after = &job.next[from..from + block.len()];
            let gain = gains[m.cell as usize];
            for (v, &a) in block.iter_mut().zip(after) {
                *v = (*v).max(gain - a);
            }
        }
    }

    /// Stones in the local rows: land in this top shape's block of the next layer. The first
    /// local row may grow only while it is shorter than w(τ): the local shapes with first row
    /// below w(τ) are the first counts[w − 1][j] of the block.
    #[inline]
    fn local_moves(&self, job: &LayerJob<T>, p: usize, j: usize, block: &mut [T]) {
        if j == self.split.local * self.split.cols {
            return; // the local rows are full
        }
        let after = &job.next[job.next_offsets[p] as usize..];
        let width = self.top.width[p] as usize;
        let growing = if width > 0 {
            self.counts.get(width - 1, j)
        } else {
            0
        };
        self.local.apply(j, growing, job.stones % 2, after, block);
    }

    /// One layer on up to `available_parallelism()` threads, in pieces of about equal size.
    fn fill_layer(&self, job: &LayerJob<T>, out: &mut [T]) {
        // Asked only for large layers: on Linux the answer reads the cgroup files each time.
        let threads = if out.len() < THREADS_FROM_POSITIONS {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        };
        if threads == 1 {
            return self.fill_blocks(job, job.first, job.end, out);
        }
        let pieces = cut(job, out, threads * PIECES_PER_THREAD);
        parallel::for_each(pieces, threads, |(from, to, part)| {
            self.fill_blocks(job, from, to, part)
        });
    }
}

/// The layer cut into `count` pieces (top shapes `from..to` and their part of `out`), each
/// cut before the first block that starts at or past the next count-th of the layer.
fn cut<'a, T>(
    job: &LayerJob<T>,
    out: &'a mut [T],
    count: usize,
) -> Vec<(usize, usize, &'a mut [T])> {
    let offsets = &job.offsets[job.first..=job.end];
    let mut cuts = vec![job.first];
    for i in 1..count {
        let target = out.len() * i / count;
        let cut = job.first + offsets.partition_point(|&o| (o as usize) < target);
        cuts.push(cut.max(cuts[cuts.len() - 1]));
    }
    cuts.push(job.end);
    let mut pieces = Vec::with_capacity(count);
    let mut rest = out;
    for run in cuts.windows(2) {
        let (from, to) = (run[0], run[1]);
        let len = (job.offsets[to] - job.offsets[from]) as usize;
        let (part, others) = std::mem::take(&mut rest).split_at_mut(len);
        rest = others;
        pieces.push((from, to, part));
    }
    pieces
}
