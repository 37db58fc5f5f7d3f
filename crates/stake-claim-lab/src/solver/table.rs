//! The transposition table: bounds on position values, one `u64` per entry, shared by the
//! search threads through atomics (a word is written and read whole, so no thread ever sees
//! half an entry: the reason for packing an entry into one word).
//!
//! Word layout, low bits first: key + 1 (39 bits; 0 marks an unused slot), lower bound + 64
//! (7 bits), upper bound + 64 (7), best move's square (6), depth (5: empty squares left).
//! Values lie in −63..=63 (a board of side 8 keeps ≥ 40 filled squares, so both players own
//! ≥ 20; a smaller board has ≤ 49 squares), so clamping stored bounds to −64..=63 keeps them
//! true bounds.
//!
//! Buckets of two slots in one cache line: slot 0 keeps the deepest entry (depth-preferred:
//! deep entries save the most work), slot 1 takes whatever the first refuses (always-replace:
//! fresh entries serve the siblings searched next). A deep entry pushed out of slot 0 moves to
//! slot 1.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What the table knows of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Known {
    pub lower: i32,
    pub upper: i32,
    pub best: u8,
}

pub struct Table {
    slots: Vec<AtomicU64>,
    /// Bits of the bucket index.
    bucket_bits: u32,
}

const KEY_BITS: u32 = 39;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;
const BOUND_MIN: i32 = -64;
const BOUND_MAX: i32 = 63;

impl Table {
    /// A table of 2^bits slots (8 bytes each), at least one bucket.
    pub fn new(bits: u32) -> Self {
        let bits = bits.max(1);
        Table {
            slots: (0..1usize << bits).map(|_| AtomicU64::new(0)).collect(),
            bucket_bits: bits - 1,
        }
    }

    /// Forgets every entry (keys are only meaningful for one root).
    pub fn clear(&self) {
        for slot in &self.slots {
            slot.store(0, Relaxed);
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // Fibonacci hashing: the top bits of key × 2^64/φ depend on every digit of the key.
        // The top bits of the product, scaled to the bucket count (any count, even one).
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((u128::from(h) << self.bucket_bits >> 64) as usize) * 2
    }

    /// The bounds stored for `key`; where both slots hold it, their intersection.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Known> {
        let at = self.bucket(key);
        let tag = key + 1;
        let (deep, recent) = (
            self.slots[at].load(Relaxed),
            self.slots[at + 1].load(Relaxed),
        );
        match (deep & KEY_MASK == tag, recent & KEY_MASK == tag) {
            (true, true) => {
                let (a, b) = (unpack(deep), unpack(recent));
                Some(Known {
                    lower: a.lower.max(b.lower),
                    upper: a.upper.min(b.upper),
                    best: a.best,
                })
            }
            (true, false) => Some(unpack(deep)),
            (false, true) => Some(unpack(recent)),
            (false, false) => None,
        }
    }

    /// Stores bounds and best move of `key`, found with `depth` empty squares left. Bounds
    /// already stored for the key are intersected with the new ones (both are true bounds).
    #[inline]
    pub fn put(&self, key: u64, lower: i32, upper: i32, best: u8, depth: u32) {
        let at = self.bucket(key);
        let tag = key + 1;
        let word = pack(key, lower, upper, best, depth);
        let deep = self.slots[at].load(Relaxed);
        if deep & KEY_MASK == tag {
            self.slots[at].store(merge(deep, word), Relaxed);
        } else if depth >= (deep >> 59) as u32 {
            self.slots[at].store(word, Relaxed);
            if deep != 0 {
                self.slots[at + 1].store(deep, Relaxed);
            }
        } else {
            let recent = self.slots[at + 1].load(Relaxed);
            let word = if recent & KEY_MASK == tag {
                merge(recent, word)
            } else {
                word
            };
            self.slots[at + 1].store(word, Relaxed);
        }
    }
}

/// Two entries of one key as one: the tighter bounds, the newer move, the larger depth.
fn merge(old: u64, new: u64) -> u64 {
    let (a, b) = (unpack(old), unpack(new));
    let depth = (old >> 59).max(new >> 59) as u32;
    pack(
        (new & KEY_MASK) - 1,
        a.lower.max(b.lower),
        a.upper.min(b.upper),
        b.best,
        depth,
    )
}

fn pack(key: u64, lower: i32, upper: i32, best: u8, depth: u32) -> u64 {
    let lower = (lower.clamp(BOUND_MIN, BOUND_MAX) - BOUND_MIN) as u64;
    let upper = (upper.clamp(BOUND_MIN, BOUND_MAX) - BOUND_MIN) as u64;
    (key + 1)
        | lower << 39
        | upper << 46
        | u64::from(best & 63) << 53
        | u64::from(depth.min(31)) << 59
}

fn unpack(word: u64) -> Known {
    Known {
        lower: ((word >> 39) & 127) as i32 + BOUND_MIN,
        upper: ((word >> 46) & 127) as i32 + BOUND_MIN,
        best: ((word >> 53) & 63) as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_keep_the_deepest() {
        let t = Table::new(4);
        let big_key = 3u64.pow(24) - 1;
        t.put(big_key, -64, 63, 63, 24);
        assert_eq!(
            t.get(big_key),
            Some(Known {
                lower: -64,
                upper: 63,
                best: 63
            })
        );
        t.put(5, -3, 7, 12, 9);
        assert_eq!(
            t.get(5),
            Some(Known {
                lower: -3,
                upper: 7,
                best: 12
            })
        );
        assert_eq!(t.get(6), None);
        // Bounds past the range are clamped (they stay true bounds).
        t.put(0, -100, 100, 0, 0);
        assert_eq!(
            t.get(0),
            Some(Known {
                lower: -64,
                upper: 63,
                best: 0
            })
        );
    }

    #[test]
    fn both_slots_of_a_key_intersect() {
        let t = Table::new(1); // one bucket: every key shares it
        t.put(1, -5, 10, 3, 10);
        t.put(2, 0, 0, 4, 2); // shallower: slot 1
        t.put(1, 2, 20, 3, 4); // same key as slot 0: bounds intersected
        assert_eq!(
            t.get(1),
            Some(Known {
                lower: 2,
                upper: 10,
                best: 3
            })
        );
        t.put(3, 1, 1, 5, 12); // deeper: slot 0, key 1 demoted to slot 1
        assert_eq!(t.get(3).unwrap().lower, 1);
        assert_eq!(t.get(1).unwrap().upper, 10);
        assert_eq!(t.get(2), None);
    }
}
