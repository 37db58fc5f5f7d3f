//! The layer fill on all cores, in safe code: the layer's blocks are cut into contiguous pieces
//! with about equal positions, `split_at_mut` gives each piece its own part of the layer, and
//! the threads take pieces from a shared list until it is empty, reading the layer above
//! through a shared reference. More pieces than threads keep every thread busy when one of
//! them is slowed down (another process on its core, blocks of unequal cost). Only with the
//! `parallel` feature; a judge build fills each layer on one thread.

use crate::fill::{LayerJob, Layers};
use crate::solver::Score;
use std::sync::Mutex;

/// Layers smaller than this stay on one thread: starting threads costs more than they save.
const THREADS_FROM_POSITIONS: usize = 1 << 16;

/// Pieces per thread in a layer.
const PIECES_PER_THREAD: usize = 4;

/// Fills one layer with up to `available_parallelism()` threads.
pub fn fill_layer<T: Score>(layers: &Layers<T>, job: &LayerJob<T>, out: &mut [T]) {
    // Asked only for large layers: on Linux the answer reads the cgroup files each time.
    let threads = if out.len() < THREADS_FROM_POSITIONS {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    };
    if threads == 1 {
        layers.fill_blocks(job, job.first, job.end, out);
        return;
    }
    let pieces = Mutex::new(cut(job, out, threads * PIECES_PER_THREAD));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let piece = pieces.lock().expect("no thread panics holding it").pop();
                match piece {
                    Some((from, to, part)) => layers.fill_blocks(job, from, to, part),
                    None => return,
                }
            });
        }
    });
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
