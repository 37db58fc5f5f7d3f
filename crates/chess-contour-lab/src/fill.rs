//! The layered fill: the values of all positions with k stones from those with k + 1 stones,
//! for k from the full board (value 0) down to the empty one, each layer written over the one
//! it reads in a single buffer ([`crate::placement`]).
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
//! Every value is the maximum of `gain − value after` over the moves: the first top move
//! writes the block, the others take the maximum; a block of the full top shape has only
//! local moves and starts at the smallest score. A position below the full board always has a
//! free corner, so none stays there.
//!
//! The top shapes with s stones make group s of a layer, consecutive; a layer is filled in
//! batches of groups ([`crate::placement`]), each batch on all cores ([`crate::parallel`]): its
//! blocks are cut into contiguous pieces of about equal size, each filled into its own part of
//! the buffer.
//!
//! Time O(positions · rows), memory one buffer of about the largest layer plus
//! O(C(top+cols, top) + C(local+cols, local)).

use crate::parallel::{self, Threads};
use crate::placement;
use crate::progress::Progress;
use crate::runs::LocalRuns;
use crate::shapes::{BoxPlace, Move, Shapes};
use crate::sizes::{layer_sizes, BoxCounts};
use crate::split::Split;
use chess_contour::score::Score;

/// Pieces per thread in a batch: more pieces than threads keep every thread busy when one is
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
    threads: Threads,
}

/// The buffer of both layers. Block offsets count from their layer's start: `offsets[p]` is
/// where top shape p's block starts in layer k (blocks of top shapes outside the layer have
/// length 0), `next_offsets` the same in layer k + 1, which starts at `next_base` in `values`
/// and whose groups end at `next_ends`. A `u32` suffices for an offset: a layer fits in the
/// memory budget, so it holds fewer than 2^32 positions (checked below).
struct Layers<T> {
    values: Vec<T>,
    offsets: Vec<u32>,
    next_offsets: Vec<u32>,
    next_ends: Vec<u64>,
    next_base: usize,
}

/// One batch to fill: its stone count, its top shapes `first..end` and their offsets, and the
/// part of the buffer it reads: `next[o - next_start]` is layer k + 1's position at offset o.
struct LayerJob<'a, T> {
    stones: usize,
    first: usize,
    end: usize,
    offsets: &'a [u32],
    next: &'a [T],
    next_start: usize,
    next_offsets: &'a [u32],
}

impl<T: Score> LayeredFill<T> {
    /// `a` and `b` are the players' values in the split's orientation (row-major, `cols` wide).
    pub fn new(split: Split, a: &[i64], b: &[i64], threads: Threads) -> Self {
        let top = Shapes::new(&BoxPlace {
            rows: split.top,
            cols: split.cols,
            first_board_row: 0,
            split_top: false,
            widest_first: true,
        });
        let local = Shapes::new(&BoxPlace {
            rows: split.local,
            cols: split.cols,
            first_board_row: split.top,
            split_top: true,
            widest_first: false,
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
            threads,
        }
    }

    /// The value of the empty board for the first player. O(positions · rows).
    pub fn solve(&self) -> T {
        let cells = self.split.rows * self.split.cols;
        let len = placement::buffer_len(self.split) as usize;
        let shapes = self.top.width.len() + 1;
        let mut layers = Layers {
            values: vec![T::default(); len],
            offsets: vec![0; shapes],
            next_offsets: vec![0; shapes],
            next_ends: Vec::new(),
            next_base: len - 1,
        };
        // The full board: one position, nothing left to play, against the buffer's end.
        let (_, _, ends) = self.place_blocks(cells, &mut layers.next_offsets);
        layers.next_ends = ends;
        let mut progress = Progress::new(&self.sizes);
        for k in (0..cells).rev() {
            self.step(k, &mut layers);
            progress.layer_done(k);
        }
        progress.finish();
        layers.values[layers.next_base]
    }

    /// Fills layer k from layer k + 1, batch by batch, then makes it the layer to read from.
    fn step(&self, k: usize, layers: &mut Layers<T>) {
        let cells = self.split.rows * self.split.cols;
        let (first, end, ends) = self.place_blocks(k, &mut layers.offsets);
        let ascending = placement::ascending(k, cells);
        let len = layers.values.len();
        let base = if ascending {
            0
        } else {
            len - placement::before(&ends, ends.len()) as usize
        };
        for batch in placement::batches(&layers.next_ends, &ends, len as u64, ascending) {
            let starts = &self.top.group_start;
            let from = starts[*batch.start()].max(first);
            let to = starts[*batch.end() + 1].min(end);
            if from < to {
                self.fill_batch(k, (from, to), *batch.start(), base, layers);
            }
        }
        layers.next_base = base;
        layers.next_ends = ends;
        std::mem::swap(&mut layers.offsets, &mut layers.next_offsets);
    }

    /// Fills the blocks of top shapes `from..to` of layer k, whose first group is `group`, into
    /// the buffer where layer k starts at `base`; the buffer splits where the batch's writes end
    /// (descending steps) or where its reads start (ascending ones).
    fn fill_batch(
        &self,
        k: usize,
        (from, to): (usize, usize),
        group: usize,
        base: usize,
        layers: &mut Layers<T>,
    ) {
        let ascending = placement::ascending(k, self.split.rows * self.split.cols);
        let (lo, hi) = (layers.offsets[from] as usize, layers.offsets[to] as usize);
        let (out, next, next_start) = if ascending {
            // Layer k + 1 sits against the end and is read from the batch's first group on.
            let next_start = placement::before(&layers.next_ends, group) as usize;
            let (write, read) = layers.values.split_at_mut(layers.next_base + next_start);
            (&mut write[base + lo..base + hi], &*read, next_start)
        } else {
            // Layer k + 1 starts the buffer; the batch writes past what it reads.
            assert_eq!(
                layers.next_base, 0,
                "a descending step reads from the start"
            );
            let (read, write) = layers.values.split_at_mut(base + lo);
            (&mut write[..hi - lo], &*read, 0)
        };
        let job = LayerJob {
            stones: k,
            first: from,
            end: to,
            offsets: &layers.offsets,
            next,
            next_start,
            next_offsets: &layers.next_offsets,
        };
        self.fill_pieces(&job, out);
    }

    /// Block offsets of layer k for the top shapes that can be in it (|τ| from k − local·cols
    /// to k); returns that range of top shapes and the layer's group ends
    /// ([`crate::sizes::GroupSizes::ends`]); `offsets[end]` is the layer's length.
    /// O(top shapes in range + top·cols).
    fn place_blocks(&self, k: usize, offsets: &mut [u32]) -> (usize, usize, Vec<u64>) {
        let (split, starts) = (&self.split, &self.top.group_start);
        let lowest = k.saturating_sub(split.local * split.cols);
        let highest = k.min(split.top * split.cols);
        let mut ends = Vec::with_capacity(split.top * split.cols + 1);
        let mut total = 0;
        for s in 0..=split.top * split.cols {
            if (lowest..=highest).contains(&s) {
                // Widest first: once a block is empty, so are the rest of the group's.
                for p in starts[s]..starts[s + 1] {
                    let len = self.counts.get(self.top.width[p] as usize, k - s);
                    if len == 0 {
                        offsets[p..starts[s + 1]].fill(total as u32);
                        break;
                    }
                    offsets[p] = total as u32; // fits: the layer's total below does
                    total += len;
                }
            }
            ends.push(total as u64);
        }
        assert!(
            total <= u32::MAX as usize,
            "parse refuses boards with layers of 2^32 positions"
        );
        offsets[starts[highest + 1]] = total as u32;
        (starts[lowest], starts[highest + 1], ends)
    }

    /// Fills the blocks of top shapes `from..to` of the layer into `out` (exactly their
    /// positions). Each block is independent of the others: threads may share a batch.
    fn fill_blocks(&self, job: &LayerJob<T>, from: usize, to: usize, mut out: &mut [T]) {
        let starts = &self.top.group_start;
        let gains = &self.gains[job.stones % 2];
        let lowest = job
            .stones
            .saturating_sub(self.split.local * self.split.cols);
        for s in lowest..=job.stones.min(self.split.top * self.split.cols) {
            for p in from.max(starts[s])..to.min(starts[s + 1]) {
                let len = (job.offsets[p + 1] - job.offsets[p]) as usize;
                if len == 0 {
                    break; // and so are the rest of the group's blocks
                }
                let (block, rest) = std::mem::take(&mut out).split_at_mut(len);
                out = rest;
                self.top_moves(job, p, s, gains, block);
                self.local_moves(job, p, job.stones - s, block);
            }
        }
    }

    /// Stones in the top rows: each moves the whole block onto a slice of the child's block.
    /// Two moves at a time, so that a block is read and written once per pair; the first pair
    /// writes the block; with no move (the top rows are full), it starts at the smallest score.
    #[inline]
    fn top_moves(&self, job: &LayerJob<T>, p: usize, s: usize, gains: &[T], block: &mut [T]) {
        let (child_group, len) = (self.top.group_start[s + 1], block.len());
        let after = |m: &Move| {
            let from = job.next_offsets[child_group + m.child as usize] as usize - job.next_start;
            (gains[m.cell as usize], &job.next[from..from + len])
        };
        let moves = self.top.moves(p);
        let mut pairs = moves.chunks_exact(2);
        match (pairs.next(), moves.first()) {
            (Some([m, n]), _) => {
                let ((g, a), (h, b)) = (after(m), after(n));
                for ((v, &a), &b) in block.iter_mut().zip(a).zip(b) {
                    *v = (g - a).max(h - b);
                }
            }
            (_, Some(m)) => {
                let (g, a) = after(m);
                for (v, &a) in block.iter_mut().zip(a) {
                    *v = g - a;
                }
            }
            _ => block.fill(T::MIN),
        }
        for pair in &mut pairs {
            let ((g, a), (h, b)) = (after(&pair[0]), after(&pair[1]));
            for ((v, &a), &b) in block.iter_mut().zip(a).zip(b) {
                *v = (*v).max((g - a).max(h - b));
            }
        }
        if let ([m], true) = (pairs.remainder(), moves.len() > 2) {
            let (g, a) = after(m);
            for (v, &a) in block.iter_mut().zip(a) {
                *v = (*v).max(g - a);
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
        let after = &job.next[job.next_offsets[p] as usize - job.next_start..];
        let width = self.top.width[p] as usize;
        let growing = if width > 0 {
            self.counts.get(width - 1, j)
        } else {
            0
        };
        self.local.apply(j, growing, job.stones % 2, after, block);
    }

    /// One batch on up to `threads.count` threads, in pieces of about equal size.
    fn fill_pieces(&self, job: &LayerJob<T>, out: &mut [T]) {
        let threads = if out.len() < self.threads.from_positions {
            1
        } else {
            self.threads.count
        };
        if threads <= 1 {
            return self.fill_blocks(job, job.first, job.end, out);
        }
        let pieces = cut(job, out, threads * PIECES_PER_THREAD);
        parallel::for_each(pieces, threads, |(from, to, part)| {
            self.fill_blocks(job, from, to, part)
        });
    }
}

/// The batch cut into `count` pieces (top shapes `from..to` and their part of `out`), each
/// cut before the first block that starts at or past the next count-th of the batch.
fn cut<'a, T>(
    job: &LayerJob<T>,
    out: &'a mut [T],
    count: usize,
) -> Vec<(usize, usize, &'a mut [T])> {
    let offsets = &job.offsets[job.first..=job.end];
    let start = offsets[0] as usize;
    let mut cuts = vec![job.first];
    for i in 1..count {
        let target = start + out.len() * i / count;
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
