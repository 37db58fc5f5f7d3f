//! Exact table keys. Every position searched for one case keeps the squares filled at the root
//! and fills some of the root's empty squares, so it is told apart by the state of those
//! squares alone: empty, the root mover's digit or the other digit. Read as a base-3 number over
//! the root's empty squares, that is at most 3^24 − 1 < 2^39 for 24 empty squares: a key, two
//! bounds and a move fit one `u64` table word, and no two positions ever share a key (the table
//! needs no hash check beyond equality of keys).
//!
//! Keys are updated by one addition per move ([`KeyCoder::step`]); which player is to move
//! follows from the key (the parity of the filled squares), so values stored for "the mover"
//! are never read from the other side.

/// Base-3 place values of the root's empty squares.
pub struct KeyCoder {
    /// 3^i for the i-th empty square of the root (row-major), 0 for squares filled at the root.
    place: [u64; 64],
}

/// The most empty squares a key can describe: 3^24 < 2^39 leaves 25 bits of a word for data.
pub const MAX_KEYED_EMPTIES: u32 = 24;

/// The key digit of the root's mover; the other player writes [`OTHER_DIGIT`].
pub const ROOT_MOVER_DIGIT: u64 = 1;
pub const OTHER_DIGIT: u64 = 2;

impl KeyCoder {
    /// Place values for a root with these empty squares (at most [`MAX_KEYED_EMPTIES`]).
    pub fn new(root_empty: u64) -> Self {
        assert!(root_empty.count_ones() <= MAX_KEYED_EMPTIES);
        let mut place = [0; 64];
        let mut power = 1;
        for index in common::bits::ones(root_empty) {
            place[index] = power;
            power *= 3;
        }
        KeyCoder { place }
    }

    /// The key change when the player with key digit `digit` writes on square `index`.
    #[inline]
    pub fn step(&self, index: usize, digit: u64) -> u64 {
        self.place[index] * digit
    }

    /// The key of a position from scratch: `root_mover`'s and `root_other`'s squares (only the
    /// root's empty squares count).
    #[cfg(test)]
    pub fn key(&self, root_mover: u64, root_other: u64) -> u64 {
        let sum = |mask: u64, digit: u64| -> u64 {
            common::bits::ones(mask).map(|i| self.step(i, digit)).sum()
        };
        sum(root_mover, ROOT_MOVER_DIGIT) + sum(root_other, OTHER_DIGIT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_fit_39_bits() {
        let root = 0xFF_FFFF; // 24 empty squares
        let coder = KeyCoder::new(root);
        let all_other = coder.key(0, root);
        assert_eq!(all_other, 3u64.pow(24) - 1);
        assert!(all_other < 1 << 39);
        // Filling one square differently gives another key.
        assert_ne!(coder.key(1, 2), coder.key(2, 1));
        assert_eq!(
            coder.key(1 << 5, 0) + coder.step(7, OTHER_DIGIT),
            coder.key(1 << 5, 1 << 7)
        );
    }
}
