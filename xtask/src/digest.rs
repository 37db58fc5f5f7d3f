//! A digest of some bytes, for the names of cached builds: stable across runs and machines.

/// The 64-bit FNV-1a hash of the parts, each ended by a zero byte: a cache key stable across
/// runs and machines.
pub fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in parts.iter().flat_map(|p| p.iter().chain(&[0])) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_key_changes_with_any_part() {
        let key = fnv1a(&[b"fn main() {}", b"rustc 1.63.0", b"--edition 2018 -O"]);
        assert_ne!(
            key,
            fnv1a(&[b"fn main() {}", b"rustc 1.95.0", b"--edition 2018 -O"])
        );
        assert_ne!(
            key,
            fnv1a(&[b"fn main() {} ", b"rustc 1.63.0", b"--edition 2018 -O"])
        );
        assert_ne!(fnv1a(&[b"ab", b"c"]), fnv1a(&[b"a", b"bc"]));
    }
}
