//! The nodes the threads are searching, for ABDADA's deferral (`parallel.rs`): a small table
//! of keys, written and read with relaxed atomics (a mark is only a hint).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Nodes with this many empty squares or more are marked while searched: below, the subtrees
/// are too small for the marks to pay.
pub const BUSY_FROM: u32 = 7;

/// Keys of the nodes being searched, one per slot (a later mark overwrites an earlier one: a
/// lost mark only costs some duplicated work).
pub struct Busy {
    slots: Vec<AtomicU64>,
}

impl Busy {
    pub fn new() -> Self {
        Busy {
            slots: (0..1 << 14).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - 14);
        &self.slots[h as usize]
    }

    /// Marks `key` as being searched.
    #[inline]
    pub fn mark(&self, key: u64) {
        self.slot(key).store(key + 1, Relaxed);
    }

    /// Unmarks `key` (if its mark is still there).
    #[inline]
    pub fn unmark(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key + 1, 0, Relaxed, Relaxed);
    }

    /// Whether some thread is searching `key`.
    #[inline]
    pub fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Relaxed) == key + 1
    }
}
