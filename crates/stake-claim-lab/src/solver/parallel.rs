//! Both cores on one search: every thread searches the same node over the shared table, and
//! the first to finish gives the result (every thread's search is complete and exact on its
//! own; the table only ever holds true bounds, so sharing it cannot make a result wrong).
//!
//! Threads split the work as in ABDADA (Weill 1996): a thread marks the nodes it is searching
//! (`busy.rs`), and a thread that meets a marked child among the younger brothers defers it to
//! the end of its move list; by then the other thread has usually stored its value, and the
//! table answers it.

use super::position::Node;
use super::search::Searcher;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

/// Values are stored in `result` shifted to be positive (u64::MAX: no result yet).
const OFFSET: i64 = 1000;

/// The first complete result of `searchers` (run one per thread, the first on this thread) on
/// `node` in the window; each searcher comes back with its node count and ordering state.
pub fn search_in_threads<'a>(
    searchers: Vec<Searcher<'a>>,
    done: &AtomicBool,
    node: &Node,
    alpha: i32,
    beta: i32,
) -> (i32, Vec<Searcher<'a>>) {
    let result = AtomicU64::new(u64::MAX);
    // The first finisher stores its value and raises `done`: the others then unwind.
    let finish = |searcher: &mut Searcher, value: i32| {
        if !searcher.stopped() {
            let coded = (i64::from(value) + OFFSET) as u64;
            let _ = result.compare_exchange(u64::MAX, coded, Relaxed, Relaxed);
            done.store(true, Relaxed);
        }
    };
    let mut searchers = searchers;
    let mut main = searchers.remove(0);
    let helpers = std::thread::scope(|scope| {
        let handles: Vec<_> = searchers
            .into_iter()
            .map(|mut helper| {
                scope.spawn(move || {
                    let value = helper.search(node, alpha, beta);
                    finish(&mut helper, value);
                    helper
                })
            })
            .collect();
        let value = main.search(node, alpha, beta);
        finish(&mut main, value);
        handles
            .into_iter()
            .map(|h| h.join().expect("search thread"))
            .collect::<Vec<_>>()
    });
    let mut all = vec![main];
    all.extend(helpers);
    let value = (result.load(Relaxed) as i64 - OFFSET) as i32;
    (value, all)
}
