//! Bit tricks the solvers share.
//!
//! [`ones`] lists the set bits of a word; [`PackedCells`] packs strings of 2-bit cells into
//! words, so that short ones hash, compare and mirror in a few word operations.

use std::hash::{Hash, Hasher};

/// The indices of the set bits of `mask`, lowest first. O(1) per bit.
pub fn ones(mask: u64) -> Ones {
    Ones(mask)
}

/// Iterator returned by [`ones`].
#[derive(Clone, Copy)]
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
}

/// Cells per `u64` word.
const CELLS_PER_WORD: usize = 32;
/// Cells kept inline, in two words (a `u128`'s worth), before the string spills to the heap.
pub const INLINE_CELLS: usize = 2 * CELLS_PER_WORD;
/// The low bit of every cell of a word.
const LOW_BITS: u64 = 0x5555_5555_5555_5555;
/// The low bit of every cell of two words.
const LOW_BITS_128: u128 = (LOW_BITS as u128) << 64 | LOW_BITS as u128;

/// A string of cells of 2 bits each (codes 0–3), cell 0 in the lowest bits of word 0.
///
/// Up to [`INLINE_CELLS`] cells are held inline in two words; longer strings spill to a boxed
/// slice of ⌈len / 32⌉ words. Costs below write w for the words a string spans: 2 inline, so
/// every operation on a string of up to 64 cells is O(1) and allocates nothing.
///
/// Equality, hashing and order look at the length and the words: two strings are equal exactly
/// when they hold the same codes. That holds because the bits past the last cell are always
/// zero and a string of up to 64 cells is always inline. The order is a total order fit for
/// picking a canonical representative, not the order of the codes as a sequence.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PackedCells {
    len: usize,
    words: Words,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Words {
    Inline([u64; 2]),
    Spilled(Box<[u64]>),
}

impl PackedCells {
    /// `len` cells of code 0. O(w).
    pub fn new(len: usize) -> Self {
        let words = if len <= INLINE_CELLS {
            Words::Inline([0; 2])
        } else {
            Words::Spilled(vec![0; words_for(len)].into_boxed_slice())
        };
        PackedCells { len, words }
    }

    /// `len` cells, cell i of code `code(i)`. O(len). Panics on a code over 3.
    pub fn from_fn(len: usize, mut code: impl FnMut(usize) -> u8) -> Self {
        let mut out = PackedCells::new(len);
        for (k, word) in out.words_mut()[..words_for(len)].iter_mut().enumerate() {
            let cells = k * CELLS_PER_WORD..len.min((k + 1) * CELLS_PER_WORD);
            for i in cells {
                *word |= u64::from(two_bits(code(i))) << shift(i);
            }
        }
        out
    }

    /// The number of cells. O(1).
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no cells. O(1).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The code of cell `i`. O(1). Panics if `i` is past the end.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        assert!(i < self.len, "cell {} of {}", i, self.len);
        ((self.words()[i / CELLS_PER_WORD] >> shift(i)) & 3) as u8
    }

    /// Writes code `code` into cell `i`. O(1). Panics if `i` is past the end or the code is
    /// over 3.
    #[inline]
    pub fn set(&mut self, i: usize, code: u8) {
        assert!(i < self.len, "cell {} of {}", i, self.len);
        let code = u64::from(two_bits(code));
        let word = &mut self.words_mut()[i / CELLS_PER_WORD];
        *word = (*word & !(3 << shift(i))) | (code << shift(i));
    }

    /// The codes, cell 0 first. O(1) per cell.
    pub fn codes(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len).map(move |i| self.get(i))
    }

    /// How many cells hold `code`. O(w). Panics on a code over 3.
    #[inline]
    pub fn count(&self, code: u8) -> usize {
        let pattern = LOW_BITS * u64::from(two_bits(code));
        let full_words = self.len / CELLS_PER_WORD;
        let mut count = 0;
        for (k, &word) in self.words()[..words_for(self.len)].iter().enumerate() {
            let differ = word ^ pattern;
            let mut equal = !(differ | differ >> 1) & LOW_BITS;
            if k == full_words {
                equal &= (1 << shift(self.len)) - 1;
            }
            count += equal.count_ones() as usize;
        }
        count
    }

    /// For a string of up to 64 cells, the cells holding `code` as a mask: bit 2i set when
    /// cell i does, every other bit clear. `None` for a longer string. O(1). Panics on a code
    /// over 3.
    ///
    /// Shifting a mask by 2k moves every cell k places, so a pattern of cells is a few shifts
    /// and ands of such masks.
    #[inline]
    pub fn inline_mask(&self, code: u8) -> Option<u128> {
        let cells = self.inline()?;
        let differ = cells ^ (LOW_BITS_128 * u128::from(two_bits(code)));
        let in_string = if self.len == INLINE_CELLS {
            u128::MAX
        } else {
            (1 << (2 * self.len)) - 1
        };
        Some(!(differ | (differ >> 1)) & LOW_BITS_128 & in_string)
    }

    /// Cells `from..to` as a string of their own. O(1 + (to − from) / 32). Panics unless
    /// `from ≤ to ≤ len`.
    #[inline]
    pub fn slice(&self, from: usize, to: usize) -> PackedCells {
        assert!(
            from <= to && to <= self.len,
            "cells {}..{} of {}",
            from,
            to,
            self.len
        );
        let words = self.words();
        PackedCells::from_word_source(to - from, from, |k| words.get(k).copied().unwrap_or(0))
    }

    /// The mirror image: cell i becomes cell len − 1 − i. O(w).
    #[inline]
    pub fn reversed(&self) -> PackedCells {
        if let (Some(cells), true) = (self.inline(), self.len > 0) {
            // The two words swap places, and the cells of each reverse.
            let mirrored = u128::from(reverse_cells(cells as u64)) << 64
                | u128::from(reverse_cells((cells >> 64) as u64));
            return PackedCells::inline_from(self.len, mirrored >> (128 - 2 * self.len));
        }
        let n = words_for(self.len);
        let words = self.words();
        // Reversing all n words reverses the string padded to 32·n cells; the padding, zeros
        // past the last cell, then comes first and is skipped.
        let padding = n * CELLS_PER_WORD - self.len;
        PackedCells::from_word_source(self.len, padding, |k| {
            if k < n {
                reverse_cells(words[n - 1 - k])
            } else {
                0
            }
        })
    }

    /// The smaller, in this type's order, of the string and its mirror image: a string and
    /// its mirror image have the same canonical form. O(w).
    #[inline]
    pub fn canonical(self) -> PackedCells {
        let mirror = self.reversed();
        if mirror < self {
            mirror
        } else {
            self
        }
    }

    /// The cells as one `u128`, if inline.
    #[inline]
    fn inline(&self) -> Option<u128> {
        match self.words {
            Words::Inline([low, high]) => Some(u128::from(low) | u128::from(high) << 64),
            Words::Spilled(_) => None,
        }
    }

    /// The first `len` ≤ 64 cells of `cells`, the bits past them cleared.
    #[inline]
    fn inline_from(len: usize, cells: u128) -> PackedCells {
        let cells = if len == INLINE_CELLS {
            cells
        } else {
            cells & ((1 << (2 * len)) - 1)
        };
        PackedCells {
            len,
            words: Words::Inline([cells as u64, (cells >> 64) as u64]),
        }
    }

    #[inline]
    fn words(&self) -> &[u64] {
        match &self.words {
            Words::Inline(words) => words,
            Words::Spilled(words) => words,
        }
    }

    #[inline]
    fn words_mut(&mut self) -> &mut [u64] {
        match &mut self.words {
            Words::Inline(words) => words,
            Words::Spilled(words) => words,
        }
    }

    /// `len` cells read from a word stream starting at cell `from`: word k of the stream is
    /// `source(k)`, and cell c of the stream is cell c mod 32 of word c / 32.
    fn from_word_source(len: usize, from: usize, source: impl Fn(usize) -> u64) -> PackedCells {
        let mut out = PackedCells::new(len);
        let first = from / CELLS_PER_WORD;
        let bits = shift(from);
        let n = words_for(len);
        for (k, word) in out.words_mut()[..n].iter_mut().enumerate() {
            let low = source(first + k) >> bits;
            // A shift by 64 would overflow: with `bits` = 0 the next word adds nothing.
            let high = if bits == 0 {
                0
            } else {
                source(first + k + 1) << (64 - bits)
            };
            *word = low | high;
        }
        if len % CELLS_PER_WORD != 0 {
            out.words_mut()[n - 1] &= (1 << shift(len)) - 1;
        }
        out
    }
}

impl Hash for PackedCells {
    /// O(w): the length and each word, one `write_u64` each (a byte-wise hasher sees the same).
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len);
        for &word in &self.words()[..words_for(self.len)] {
            state.write_u64(word);
        }
    }
}

impl std::iter::FromIterator<u8> for PackedCells {
    /// The string of these codes, in order. O(1) per cell.
    fn from_iter<I: IntoIterator<Item = u8>>(codes: I) -> Self {
        let codes: Vec<u8> = codes.into_iter().collect();
        PackedCells::from_fn(codes.len(), |i| codes[i])
    }
}

/// `code`, checked to fit in a cell.
#[inline]
fn two_bits(code: u8) -> u8 {
    assert!(code < 4, "code {} needs more than 2 bits", code);
    code
}

/// The words holding `len` cells.
fn words_for(len: usize) -> usize {
    (len + CELLS_PER_WORD - 1) / CELLS_PER_WORD
}

/// The bit offset of cell `i` within its word.
fn shift(i: usize) -> u32 {
    2 * (i % CELLS_PER_WORD) as u32
}

/// The 32 cells of a word in reverse order: the bits reversed, then each cell's two bits
/// swapped back.
fn reverse_cells(word: u64) -> u64 {
    let bits = word.reverse_bits();
    ((bits >> 1) & LOW_BITS) | ((bits & LOW_BITS) << 1)
}

#[cfg(test)]
mod tests;
