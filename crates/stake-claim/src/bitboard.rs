//! Boards as 64-bit masks (square (r, c) at bit 8r + c) and their regions, by bit-parallel
//! flood fill.

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
}
