//! Set-bit iteration for `u64` bitboards.

/// The indices of the set bits of `mask`, lowest first. O(1) per bit.
pub fn ones(mask: u64) -> Ones {
    Ones(mask)
}

/// Iterator returned by [`ones`].
#[derive(Clone, Copy, Debug)]
pub struct Ones(u64);

impl Iterator for Ones {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lists_bits_lowest_first() {
        assert_eq!(super::ones(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(super::ones(1 << 63).collect::<Vec<_>>(), vec![63]);
        assert_eq!(super::ones(0).count(), 0);
    }
}
