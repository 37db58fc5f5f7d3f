//! The check the `packed_cells` fuzz target runs (replayed by `tests/fuzz_corpus.rs`): a [`PackedCells`] and a plain `Vec<u8>` of codes go through the same
//! operations, read from the fuzzer's bytes, and must hold the same codes after each.

use common::bits::{PackedCells, INLINE_CELLS};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Bytes → a string of up to 255 cells (its length, then four codes a byte), then operations
/// of three bytes each: set a cell, cut a slice, mirror, take the canonical orientation.
pub fn operations(data: &[u8]) {
    let (&len, rest) = match data.split_first() {
        Some(split) => split,
        None => return,
    };
    let len = usize::from(len);
    let code_bytes = len.div_ceil(4);
    let (codes, ops) = rest.split_at(code_bytes.min(rest.len()));
    let mut plain: Vec<u8> = (0..len)
        .map(|i| codes.get(i / 4).map_or(0, |b| (b >> (2 * (i % 4))) & 3))
        .collect();
    let mut packed = PackedCells::from_fn(len, |i| plain[i]);
    assert_same(&packed, &plain);
    for op in ops.chunks_exact(3) {
        let n = plain.len();
        match op[0] % 4 {
            0 if n > 0 => {
                let (i, code) = (usize::from(op[1]) % n, op[2] % 4);
                packed.set(i, code);
                plain[i] = code;
            }
            1 => {
                let from = usize::from(op[1]) % (n + 1);
                let to = from + usize::from(op[2]) % (n + 1 - from);
                packed = packed.slice(from, to);
                plain = plain[from..to].to_vec();
            }
            2 => {
                packed = packed.reversed();
                plain.reverse();
            }
            _ => {
                let mirror: Vec<u8> = plain.iter().rev().copied().collect();
                let was = packed.clone();
                packed = packed.canonical();
                assert!(packed == was || packed == PackedCells::from_fn(n, |i| mirror[i]));
                assert_eq!(
                    packed,
                    was.reversed().canonical(),
                    "one form per mirror pair"
                );
                plain = packed.codes().collect();
            }
        }
        assert_same(&packed, &plain);
    }
}

/// The packed string holds exactly `plain`: its cells, counts, masks, and equality and hash
/// with the same codes packed afresh.
fn assert_same(packed: &PackedCells, plain: &[u8]) {
    assert_eq!(packed.len(), plain.len());
    assert_eq!(packed.codes().collect::<Vec<_>>(), plain);
    for code in 0..4 {
        let count = plain.iter().filter(|&&c| c == code).count();
        assert_eq!(packed.count(code), count, "count of {}", code);
        let mask = (plain.len() <= INLINE_CELLS).then(|| {
            (0..plain.len())
                .filter(|&i| plain[i] == code)
                .fold(0u128, |m, i| m | 1 << (2 * i))
        });
        assert_eq!(packed.inline_mask(code), mask, "mask of {}", code);
    }
    let fresh = PackedCells::from_fn(plain.len(), |i| plain[i]);
    assert_eq!(*packed, fresh);
    assert_eq!(hash(packed), hash(&fresh));
}

fn hash(packed: &PackedCells) -> u64 {
    let mut hasher = DefaultHasher::new();
    packed.hash(&mut hasher);
    hasher.finish()
}
