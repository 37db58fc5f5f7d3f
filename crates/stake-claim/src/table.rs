//! The transposition table: bounds on position values, keyed by the two players' masks.

pub const NO_MOVE: u8 = u8::MAX;

/// An always-replace table of `[mover, other, packed]`, `packed` a byte each of the side (0 =
/// unused), lower and upper bound and best move. The side is in the key, so entries hold across
/// cases; zeroed, it costs only the pages used.
pub struct Table {
    entries: Vec<[u64; 3]>,
}

/// Bounds and best move of a position, as stored.
pub struct Known {
    pub lower: i32,
    pub upper: i32,
    pub best: u8,
}

impl Table {
    /// A table of 2^bits entries.
    pub fn new(bits: u32) -> Self {
        Table {
            entries: vec![[0; 3]; 1 << bits],
        }
    }

    fn index(&self, mover: u64, other: u64) -> usize {
        // A multiply-xorshift mix of both masks (Zobrist keys would cost a lookup per square).
        let mut h = mover.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ other.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^= h >> 31;
        h = h.wrapping_mul(0x94D0_49BB_1331_11EB);
        (h >> ((self.entries.len() as u64).leading_zeros() + 1)) as usize
    }

    pub fn get(&self, side: u8, mover: u64, other: u64) -> Option<Known> {
        let [m, o, packed] = self.entries[self.index(mover, other)];
        let [entry_side, lower, upper, best, ..] = packed.to_le_bytes();
        if entry_side == side && m == mover && o == other {
            Some(Known {
                lower: i32::from(lower as i8),
                upper: i32::from(upper as i8),
                best,
            })
        } else {
            None
        }
    }

    pub fn put(&mut self, side: u8, mover: u64, other: u64, lower: i32, upper: i32, best: u8) {
        // Values lie in −64..=64, so they fit an i8.
        let packed =
            u64::from_le_bytes([side, lower as i8 as u8, upper as i8 as u8, best, 0, 0, 0, 0]);
        let index = self.index(mover, other);
        self.entries[index] = [mover, other, packed];
    }
}
