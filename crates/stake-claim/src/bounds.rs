//! Bounds on a position's value before any move is tried, and the squares never played.
//!
//! Each player ends with at least its largest region now, and at most, over the regions of
//! (own ∪ empty), its squares there plus its moves left (⌈e/2⌉ for the mover, ⌊e/2⌋ for the
//! other, e empty squares).
//!
//! **Dead squares are never played.** A square is dead for a player when its region of (own ∪
//! empty) cannot outgrow the player's largest region even with all the player's moves: whoever
//! owns it, that player's score is the same. A square dead for both changes no score; playing
//! it is a pass. *Lemma: an extra square never hurts its owner* (play the old optimal strategy;
//! when it names the square you own, play anywhere: your squares end a superset, the
//! opponent's a subset). So every move is worth at least a pass, the best move is a live one,
//! and a position is worth what it is without its dead squares (induction on e: they stay dead,
//! as regions only shrink and largest regions only grow). With no live square, scores are final.

use crate::bitboard::region;
use crate::position::Node;
use common::bits::ones;

/// What a player can still reach: a bound on its score, and the squares that matter.
pub struct Reach {
    /// Over the regions of (own ∪ empty): its squares there plus at most `moves` empty ones.
    pub bound: u32,
    /// The empty squares of the regions whose bound exceeds `largest` (the largest region now):
    /// elsewhere, whoever writes, this player's score does not change.
    pub live: u64,
}

/// [`Reach`] of a player with squares `own`, `moves` moves left and largest region `largest`,
/// over the regions holding a square of `seeds` (the squares that may still be live).
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

/// Each player's [`Reach`] from `node`, the mover's first.
pub fn reaches(node: &Node) -> [Reach; 2] {
    let (left, r, seeds) = (node.empty.count_ones(), node.regions, node.maybe_live);
    [
        reach(
            node.mover,
            node.empty,
            (left + 1) / 2,
            r.mover as u32,
            seeds,
        ),
        reach(node.other, node.empty, left / 2, r.other as u32, seeds),
    ]
}

/// Lower and upper bounds on the value of `node`, whose live squares are `live`, from the most
/// each player's regions can grow to (`reaches`, the mover's first).
pub fn value_bounds(node: &Node, live: u64, reaches: &[Reach; 2]) -> (i32, i32) {
    let growth = &node.growth;
    let (mut best_mover, mut best_other, mut second_other) = (0, 0, 0);
    for index in ones(live) {
        let (g_mover, g_other) = (
            i32::from(growth.mover[index]),
            i32::from(growth.other[index]),
        );
        best_mover = best_mover.max(g_mover);
        if g_other > best_other {
            second_other = best_other;
            best_other = g_other;
        } else {
            second_other = second_other.max(g_other);
        }
    }
    // The other player ends with at least its region now, and at least the second-best growth
    // square: the mover can take only one of the two best.
    let other_at_least = node.regions.other.max(second_other);
    // The mover ends with at least its best growth square, which it can take now.
    let mover_at_least = node.regions.mover.max(best_mover);
    (
        mover_at_least - reaches[1].bound as i32,
        reaches[0].bound as i32 - other_at_least,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::square;

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
