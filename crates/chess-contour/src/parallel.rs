//! The layer fill on all cores, in safe code: the layer's blocks are cut into contiguous runs
//! with about equal positions, `split_at_mut` gives each thread its own run of the layer, and
//! every thread reads the layer above through a shared reference. Only with the `parallel`
//! feature; a judge build fills each layer on one thread.

use crate::fill::{LayerJob, Layers};
use crate::solver::Score;

/// Layers smaller than this stay on one thread: starting threads costs more than they save.
const THREADS_FROM_POSITIONS: usize = 1 << 16;

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
    // Cut before the first block that starts at or past each i/threads of the layer.
    let offsets = &job.offsets[job.first..=job.end];
    let mut cuts = vec![job.first];
    for i in 1..threads {
        let target = out.len() * i / threads;
        let cut = job.first + offsets.partition_point(|&o| (o as usize) < target);
        cuts.push(cut.max(cuts[cuts.len() - 1]));
    }
    cuts.push(job.end);
    std::thread::scope(|scope| {
        let mut rest = out;
        for run in cuts.windows(2) {
            let (from, to) = (run[0], run[1]);
            let len = (job.offsets[to] - job.offsets[from]) as usize;
            let (mine, others) = std::mem::take(&mut rest).split_at_mut(len);
            rest = others;
            scope.spawn(move || layers.fill_blocks(job, from, to, mine));
        }
    });
}
