//! Work on all cores, in safe code: threads take items from a shared list until it is empty
//! (`std::thread::scope`, a `Mutex<Vec<_>>`), so a thread slowed down by another process on its
//! core holds up no more than the item it has.

use std::sync::Mutex;

/// How a fill uses threads: up to `count` of them, on batches of at least `from_positions`
/// positions (below that, starting threads costs more than they save).
#[derive(Clone, Copy, Debug)]
pub struct Threads {
    pub count: usize,
    pub from_positions: usize,
}

impl Threads {
    /// As many threads as the process may use (asked once: on Linux the answer reads the cgroup
    /// files), from 32,768 positions: a layer takes two or three batches, each starting its
    /// threads (tens of microseconds), and such a batch takes about a quarter of a millisecond
    /// on one thread. A 14×14 board's batches are mostly under 262,144 positions.
    pub fn available() -> Threads {
        Threads {
            count: std::thread::available_parallelism().map_or(1, |n| n.get()),
            from_positions: 1 << 15,
        }
    }

    /// One thread.
    pub fn one() -> Threads {
        Threads {
            count: 1,
            from_positions: usize::MAX,
        }
    }
}

/// Calls `work` on every item, on `threads` threads.
pub fn for_each<T: Send>(items: Vec<T>, threads: usize, work: impl Fn(T) + Sync) {
    let items = Mutex::new(items);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let item = items.lock().expect("no thread panics holding it").pop();
                match item {
                    Some(item) => work(item),
                    None => return,
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_item_is_done_once() {
        let sum = AtomicUsize::new(0);
        for_each((1..=100).collect(), 3, |k: usize| {
            sum.fetch_add(k, Ordering::Relaxed);
        });
        assert_eq!(sum.into_inner(), 5050);
    }
}
