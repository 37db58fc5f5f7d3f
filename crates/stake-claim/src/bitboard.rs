//! Boards as 64-bit masks (square (r, c) at bit 8r + c) and bit-parallel regions.

/// The mask of square (r, c).
pub fn square(r: usize, c: usize) -> u64 {
    1u64 << (8 * r + c)
}

/// The squares of an n×n board.
pub fn valid_mask(side: usize) -> u64 {
    let row = (1u64 << side) - 1;
    (0..side).fold(0, |mask, r| mask | row << (8 * r))
}

const NOT_FIRST_COLUMN: u64 = !0x0101_0101_0101_0101;
const NOT_LAST_COLUMN: u64 = !0x8080_8080_8080_8080;

/// The squares 4-adjacent to some square of `cells` (board edges respected).
#[inline]
pub fn neighbours(cells: u64) -> u64 {
    (cells << 8)
        | (cells >> 8)
        | ((cells << 1) & NOT_FIRST_COLUMN)
        | ((cells >> 1) & NOT_LAST_COLUMN)
}

/// The region of `within` that contains `seed` (a subset of `within`). O(region diameter).
#[inline]
pub fn region(seed: u64, within: u64) -> u64 {
    let mut grown = seed;
    loop {
        let next = (grown | neighbours(grown)) & within;
        if next == grown {
            return grown;
        }
        grown = next;
    }
}

/// The size of the largest 4-connected region of `cells`.
pub fn largest_region(cells: u64) -> u32 {
    let mut rest = cells;
    let mut best = 0;
    while rest.count_ones() > best {
        let found = region(rest & rest.wrapping_neg(), cells);
        best = best.max(found.count_ones());
        rest &= !found;
    }
    best
}

/// What a player can still reach: a bound on its score, and the squares that matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Over the regions of (own ∪ empty): its squares there plus at most `moves` empty ones.
    pub bound: u32,
    /// The empty squares of the regions whose bound exceeds `largest` (the largest region now):
    /// elsewhere, whoever writes, this player's score does not change.
    pub live: u64,
}

/// [`Reach`] for a player with squares `own`, `moves` moves left and largest region `largest`.
/// Only regions holding a square of `seeds` (every empty square that may still be live) count.
pub fn reach(own: u64, empty: u64, moves: u32, largest: u32, seeds: u64) -> Reach {
    let open = own | empty;
    let mut rest = seeds;
    let (mut bound, mut live) = (largest, 0);
    while rest != 0 {
        let found = region(rest & rest.wrapping_neg(), open);
        let size = (found & own).count_ones() + (found & empty).count_ones().min(moves);
        if size > largest {
            bound = bound.max(size);
            live |= found & empty;
        }
        rest &= !found;
    }
    Reach { bound, live }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_do_not_wrap_around_the_edges() {
        // (0,7) and (1,0) are adjacent bits but not adjacent squares.
        let cells = square(0, 7) | square(1, 0) | square(1, 1);
        assert_eq!(largest_region(cells), 2);
        assert_eq!(largest_region(valid_mask(8)), 64);
        assert_eq!(largest_region(0), 0);
        let checker = 0x55AA_55AA_55AA_55AA;
        assert_eq!(largest_region(checker), 1);
    }

    #[test]
    fn reach_counts_limited_moves() {
        let own = square(0, 0);
        let empty = square(0, 1) | square(0, 2) | square(0, 3);
        assert_eq!(reach(own, empty, 2, 1, empty).bound, 3);
        assert_eq!(reach(own, empty, 5, 1, empty).bound, 4);
    }

    #[test]
    fn squares_that_cannot_outgrow_the_largest_region_are_not_live() {
        // Own: a region of 3 in row 0, and (2,0); empty: (2,1) and, walled off, (4,4).
        let own = square(0, 0) | square(0, 1) | square(0, 2) | square(2, 0);
        let empty = square(2, 1) | square(4, 4);
        let r = reach(own, empty, 2, 3, empty);
        assert_eq!(r.bound, 3);
        assert_eq!(
            r.live, 0,
            "(2,0)+(2,1) makes 2 and (4,4) makes 1: neither beats 3"
        );
        let r = reach(own | square(3, 0) | square(4, 0), empty, 2, 3, empty);
        assert_eq!(r.bound, 4);
        assert_eq!(r.live, square(2, 1), "(2,0)-(4,0) and (2,1) would make 4");
    }
}
