//! Each operation against the same operation on a plain `Vec<u8>` of codes.

use super::*;
use std::collections::HashSet;

/// The string whose cell i holds base-4 digit i of `n`.
fn nth_string(len: usize, mut n: u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            let code = (n % 4) as u8;
            n /= 4;
            code
        })
        .collect()
}

fn pack(codes: &[u8]) -> PackedCells {
    codes.iter().copied().collect()
}

/// Deterministic pseudo-random strings (an LCG), so the long cases need no dependency.
fn random_string(len: usize, seed: &mut u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            *seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (*seed >> 62) as u8
        })
        .collect()
}

fn check_against_plain(codes: &[u8]) {
    let packed = pack(codes);
    assert_eq!(packed.len(), codes.len());
    assert_eq!(packed.codes().collect::<Vec<_>>(), codes, "round trip");
    for code in 0..4 {
        let plain = codes.iter().filter(|&&c| c == code).count();
        assert_eq!(
            packed.count(code),
            plain,
            "count of {} in {:?}",
            code,
            codes
        );
    }
    for code in 0..4 {
        let mask = packed.inline_mask(code);
        if codes.len() > INLINE_CELLS {
            assert_eq!(mask, None);
            continue;
        }
        let plain = codes
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c == code)
            .fold(0u128, |mask, (i, _)| mask | 1 << (2 * i));
        assert_eq!(mask, Some(plain), "mask of {} in {:?}", code, codes);
    }
    let mirror: Vec<u8> = codes.iter().rev().copied().collect();
    assert_eq!(packed.reversed(), pack(&mirror), "mirror of {:?}", codes);
    assert_eq!(packed.clone().canonical(), pack(&mirror).canonical());
    let canonical = packed.clone().canonical();
    assert!(canonical == packed || canonical == pack(&mirror));
}

#[test]
fn lists_bits_lowest_first() {
    assert_eq!(ones(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
    assert_eq!(ones(1 << 63).collect::<Vec<_>>(), vec![63]);
    assert_eq!(ones(0).count(), 0);
    assert_eq!(ones(u64::MAX).count(), 64);
}

#[test]
fn every_string_up_to_six_cells_round_trips_slices_and_sets() {
    for len in 0..=6 {
        for n in 0..4u64.pow(len as u32) {
            let codes = nth_string(len, n);
            check_against_plain(&codes);
            let packed = pack(&codes);
            for from in 0..=len {
                for to in from..=len {
                    assert_eq!(packed.slice(from, to), pack(&codes[from..to]));
                }
            }
            for i in 0..len {
                for code in 0..4 {
                    let mut changed = packed.clone();
                    changed.set(i, code);
                    let mut plain = codes.clone();
                    plain[i] = code;
                    assert_eq!(changed, pack(&plain));
                }
            }
        }
    }
}

#[test]
fn the_mirror_of_every_string_up_to_twelve_cells() {
    for len in 0..=12 {
        for n in 0..4u64.pow(len as u32) {
            let mut packed = PackedCells::new(len);
            let mut mirror = PackedCells::new(len);
            for i in 0..len {
                let code = ((n >> (2 * i)) & 3) as u8;
                packed.set(i, code);
                mirror.set(len - 1 - i, code);
            }
            assert_eq!(packed.reversed(), mirror, "len {} n {}", len, n);
        }
    }
}

#[test]
fn long_strings_spill_and_slices_come_back_inline() {
    let mut seed = 7;
    for len in (0..=200).chain([255, 256, 257, 1000]) {
        let codes = random_string(len, &mut seed);
        check_against_plain(&codes);
        let packed = pack(&codes);
        let cuts = [0, 1, 31, 32, 33, 63, 64, 65, 100, len / 2, len];
        for &from in cuts.iter().filter(|&&c| c <= len) {
            for &to in cuts.iter().filter(|&&c| from <= c && c <= len) {
                // Equal to the same codes built directly, inline or not: the invariant that
                // makes derived equality exact.
                assert_eq!(packed.slice(from, to), pack(&codes[from..to]));
            }
        }
    }
}

#[test]
fn equal_strings_hash_alike_and_distinct_ones_stay_distinct() {
    let mut seed = 11;
    let mut set = HashSet::new();
    let mut plain = HashSet::new();
    for len in [3, 64, 65, 130] {
        for _ in 0..200 {
            let codes = random_string(len, &mut seed);
            set.insert(pack(&codes));
            plain.insert(codes);
        }
    }
    assert_eq!(set.len(), plain.len());
    for codes in &plain {
        assert!(set.contains(&pack(codes)));
        let mut longer = codes.clone();
        longer.push(0);
        assert!(!set.contains(&pack(&longer)) || plain.contains(&longer));
    }
}

#[test]
#[should_panic(expected = "cell 5 of 5")]
fn reading_past_the_end_panics() {
    PackedCells::new(5).get(5);
}

#[test]
#[should_panic(expected = "code 4 needs more than 2 bits")]
fn codes_past_two_bits_are_refused() {
    PackedCells::new(3).set(0, 4);
}
