//! The score type of the value table: `i32` when every score difference of the board fits in
//! 31 bits (half the memory), `i64` otherwise.

/// A score type wide enough for the board (`i32` or `i64`).
pub trait Score: Copy + Ord + Default + Send + Sync + std::ops::Sub<Output = Self> {
    const MIN: Self;
    /// Converts a value that is known to fit (a cell value ≤ the board's score bound).
    fn from_i64(value: i64) -> Self;
    fn to_i64(self) -> i64;
}

impl Score for i32 {
    const MIN: Self = i32::MIN;
    fn from_i64(value: i64) -> Self {
        value as i32
    }
    fn to_i64(self) -> i64 {
        i64::from(self)
    }
}

impl Score for i64 {
    const MIN: Self = i64::MIN;
    fn from_i64(value: i64) -> Self {
        value
    }
    fn to_i64(self) -> i64 {
        self
    }
}
