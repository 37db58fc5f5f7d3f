//! Bounds on a node's value, and the live squares, before any move is tried.
//!
//! Each player's final score is bounded: at least its largest region now, at most, over the
//! regions of (own ∪ empty), its squares there plus as many empty squares as it still has
//! moves (⌈e/2⌉ for the mover, ⌊e/2⌋ for the other, e empty squares).
//!
//! **Dead squares are never played.** A square is dead for a player when its region of (own ∪
//! empty) cannot outgrow the player's largest region even with all the player's moves: whoever
//! owns it, that player's score is the same. A square dead for both changes no score; playing
//! it is a pass. *Lemma: an extra square never hurts its owner* (play the old optimal strategy;
//! when it names the square you own, play anywhere: your squares end a superset, the
//! opponent's a subset). So every move is worth at least a pass, the best move is a live one,
//! and a position is worth what it is without its dead squares (induction on e: they stay dead,
//! as regions only shrink and largest regions only grow). With no live square, scores are final.

use super::position::{Areas, Detail, Node};
use common::bits::ones;
use std::ops::ControlFlow;

/// What a player can still reach: a bound on its score, and the squares that matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Over the regions of (own ∪ empty): its squares there plus at most `moves` empty ones.
    pub bound: u32,
    /// The bound if the opponent takes one empty square of the best area (`best`).
    pub blocked: u32,
    /// The bound if the opponent answers each move in an area with a move in the same area
    /// (while it has an empty square): at most ⌈e/2⌉ of an area's e empty squares.
    pub paired: u32,
    /// The empty squares of the area giving `paired`, and `paired` if one of them is taken by
    /// the opponent before the pairing starts.
    pub paired_best: u64,
    pub paired_blocked: u32,
    /// The empty squares of the area giving `bound` (0 if no area beats `largest`).
    pub best: u64,
    /// The empty squares of the regions whose bound exceeds `largest` (the largest region now):
    /// elsewhere, whoever writes, this player's score does not change.
    pub live: u64,
    /// The empty squares of the regions whose bound exceeds `above` (≥ `largest`): the squares
    /// that matter to a null-window question (see [`live_above`]).
    pub strong: u64,
}

/// [`Reach`] for a player with squares `own`, `moves` moves left and largest region `largest`,
/// over its `areas` (the regions of (own ∪ empty) that may hold a live square).
pub fn reach(own: u64, empty: u64, moves: u32, largest: u32, above: u32, areas: &Areas) -> Reach {
    let mut r = Reach {
        bound: largest,
        blocked: largest,
        best: 0,
        paired: largest,
        paired_best: 0,
        paired_blocked: largest,
        live: 0,
        strong: 0,
    };
    let (mut second, mut second_paired) = (largest, largest);
    for &found in areas.iter() {
        let (mine, open) = ((found & own).count_ones(), (found & empty).count_ones());
        let size = mine + open.min(moves);
        let paired = mine + open.div_ceil(2).min(moves);
        if paired > r.paired {
            second_paired = r.paired;
            r.paired = paired;
            r.paired_best = found & empty;
            r.paired_blocked = mine + (open / 2).min(moves);
        } else {
            second_paired = second_paired.max(paired);
        }
        if size > largest {
            if size > r.bound {
                second = r.bound;
                r.bound = size;
                r.best = found & empty;
                r.blocked = mine + (open - 1).min(moves);
            } else {
                second = second.max(size);
            }
            r.live |= found & empty;
            if size > above {
                r.strong |= found & empty;
            }
        }
    }
    r.blocked = r.blocked.max(second).max(largest);
    r.paired_blocked = r.paired_blocked.max(second_paired).max(largest);
    r
}

/// Per player, the reach at or below which a region cannot change the answer of the node's
/// search: its largest region, or more in a null window (beta = alpha + 1).
///
/// **Lemma (threshold liveness).** In a null window the search only asks "value ≥ beta?". Let
/// L_M, L_O be the largest regions now (each player ends with at least its own). A region of
/// (M ∪ empty) with reach b ≤ beta + L_O − 1 cannot decide it: if M's final score S_M came
/// from that region, S_M − S_O ≤ b − L_O < beta whatever else happens. So the game G' that
/// scores M without such regions has, fill by fill, the same answer to "S_M − S_O ≥ beta" as
/// the game itself; the same holds for a region of (O ∪ empty) with reach b ≤ L_M − alpha − 1
/// (if O's score came from it, S_M − S_O ≥ L_M − b > alpha). Two games that agree, fill by
/// fill, on which fills reach beta have the same answer to "value ≥ beta?" (the same moves,
/// the same winning fills). In G', those regions' squares are dead (their owner changes no G'
/// score), so by the dead-square lemma they need not be played, in this node: the answer is
/// found among the other squares. The children are searched as usual (same threshold), and a
/// value found this way is a bound only on the side of the window it fell: beta or alpha.
pub fn live_above(node: &Node, window: &Window) -> [u32; 2] {
    let (mover, other) = (node.regions.mover, node.regions.other);
    if window.beta != window.alpha + 1 {
        return [mover as u32, other as u32];
    }
    [
        mover.max(window.beta + other - 1) as u32,
        other.max(mover - window.alpha - 1) as u32,
    ]
}

/// Both players' [`Reach`], live squares decided by the thresholds `above` ([`live_above`]).
#[inline]
pub fn reaches(node: &Node, detail: &Detail, above: [u32; 2]) -> [Reach; 2] {
    let left = node.empty.count_ones();
    let regions = node.regions;
    [
        reach(
            node.mover,
            node.empty,
            left.div_ceil(2),
            regions.mover as u32,
            above[0],
            &detail.areas[0],
        ),
        reach(
            node.other,
            node.empty,
            left / 2,
            regions.other as u32,
            above[1],
            &detail.areas[1],
        ),
    ]
}

/// A node's search window, its known bounds and the table's best move.
#[derive(Clone, Copy, Debug)]
pub struct Window {
    pub alpha: i32,
    pub beta: i32,
    pub lower: i32,
    pub upper: i32,
    pub hint: u8,
}

/// Lower and upper bounds on the value from what each player must and can still get.
///
/// **Lemma (strategy bounds).** Let M move, O be the other player, L_M, L_O their largest
/// regions, an *area* of a player a region of (its squares ∪ empty squares), and for an area
/// A: own(A) its squares of the player, e(A) its empty squares, m the player's moves left.
/// Each of these is a bound on the value:
///   (U1) max over M's areas of own(A) + min(e(A), m), minus max(L_O, the second-best growth
///        square of O);
///   (U2) as U1 with one empty square fewer in M's best area A*, minus max(L_O, the
///        second-best growth square of O in A*) (needs e(A*) ≥ 2);
///   (U3) max over M's areas of own(A) + min(⌈e(A)/2⌉, m), minus L_O;
///   (L1) max(L_M, M's best growth square) minus O's plain reach (as in U1);
///   (L2) max(L_M, M's best growth square in O's best area B*) minus O's reach with one empty
///        square fewer in B*;
///   (L3) max(L_M, M's best growth square) minus O's paired reach (as in U3), and the same
///        with M's first move in O's best paired area, one empty square fewer there.
///
/// **Proof.** An upper bound holds if some strategy of O holds M to it whatever M does; a
/// lower bound if some strategy of M does, whatever O does. Scores only grow: each player ends
/// with at least its largest region now, and with at least any region it has completed; a
/// final region of a player lies in one of its areas, with at most min(e(A), m) new squares.
/// (U1) O takes, on its first move, the best growth square left (M took one of the two best at
/// most): O ends with at least the second-best growth; M with at most its reach. (U2) O's
/// first move takes the square of A* where O's region grows most (at least the second best of
/// A*, as M took one at most; e(A*) ≥ 2 leaves one): M's region in A* misses that square, so
/// it has at most own(A*) + min(e(A*) − 1, m) squares; elsewhere the reach is unchanged.
/// (U3) *Pairing*: O answers each move of M in one of M's areas (as they are now) with a move
/// in the same area while it has an empty square, anything else otherwise. In every area, each
/// of M's moves but the last is followed by one of O's there, so M gets at most ⌈e(A)/2⌉ of its
/// e(A) empty squares, and at most m; O ends with at least L_O. (L1), (L2) M's first move is
/// the named square (M ends with at least the region it joins), then anything; O's areas lose
/// that square (L2). (L3) M plays the named square, then pairs against O in O's areas as in U3:
/// O gets at most ⌈e/2⌉ of an area's e empty squares left after M's first move. ∎
///
/// Effect: the blocking bounds (U2, L2) cut 12% of the nodes of 16-empty boards, the pairing
/// bounds (U3, L3) another 22% of those of 20-empty boards (lab README).
pub fn static_bounds(node: &Node, detail: &Detail, live: u64, reach: &[Reach; 2]) -> (i32, i32) {
    let growth = &detail.growth;
    let (l_mover, l_other) = (node.regions.mover, node.regions.other);
    let [mover, other] = reach;
    // The other player ends with at least its region now, and at least the second-best growth
    // square: the mover can take only one of the two best.
    let other_at_least = l_other.max(second_best(&growth.other, live));
    let mut upper = mover.bound as i32 - other_at_least;
    if mover.best.count_ones() >= 2 {
        let block_growth = second_best(&growth.other, mover.best);
        upper = upper.min(mover.blocked as i32 - l_other.max(block_growth));
    }
    upper = upper.min(mover.paired as i32 - l_other);
    // The mover ends with at least its best growth square, which it can take now.
    let mover_at_least = l_mover.max(best(&growth.mover, live));
    let mut lower = mover_at_least - other.bound as i32;
    if other.best != 0 {
        let block_growth = best(&growth.mover, other.best);
        lower = lower.max(l_mover.max(block_growth) - other.blocked as i32);
    }
    lower = lower.max(mover_at_least - other.paired as i32);
    if other.paired_best != 0 {
        let block_growth = best(&growth.mover, other.paired_best);
        lower = lower.max(l_mover.max(block_growth) - other.paired_blocked as i32);
    }
    (lower, upper)
}

/// The largest growth over the squares of `mask`.
#[inline]
fn best(growth: &[u8; 64], mask: u64) -> i32 {
    ones(mask).map(|i| i32::from(growth[i])).max().unwrap_or(0)
}

/// The second-largest growth over the squares of `mask` (0 if fewer than two).
#[inline]
fn second_best(growth: &[u8; 64], mask: u64) -> i32 {
    let (mut first, mut second) = (0, 0);
    for i in ones(mask) {
        let g = i32::from(growth[i]);
        if g > first {
            second = first;
            first = g;
        } else {
            second = second.max(g);
        }
    }
    second
}

/// Bounds the value from what each player must and can still get (`reach`: the most each
/// player's regions can grow to); a bound outside the window decides the node, else the
/// window narrows to the bounds.
pub fn bounds(
    node: &Node,
    detail: &Detail,
    live: u64,
    reach: &[Reach; 2],
    window: &mut Window,
) -> ControlFlow<i32> {
    let (lower_now, upper_now) = static_bounds(node, detail, live, reach);
    if upper_now <= window.alpha {
        return ControlFlow::Break(upper_now);
    }
    if lower_now >= window.beta {
        return ControlFlow::Break(lower_now);
    }
    window.lower = window.lower.max(lower_now);
    window.upper = window.upper.min(upper_now);
    if window.lower >= window.upper {
        // The bounds meet: that is the value (searching on would use an empty window).
        return ControlFlow::Break(window.lower);
    }
    window.alpha = window.alpha.max(window.lower);
    window.beta = window.beta.min(window.upper);
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use stake_claim::bitboard::square;

    #[test]
    fn reach_counts_limited_moves() {
        let own = square(0, 0);
        let empty = square(0, 1) | square(0, 2) | square(0, 3);
        assert_eq!(
            reach(own, empty, 2, 1, 1, &Areas::flood(own, empty, empty)).bound,
            3
        );
        assert_eq!(
            reach(own, empty, 5, 1, 1, &Areas::flood(own, empty, empty)).bound,
            4
        );
    }

    #[test]
    fn squares_that_cannot_outgrow_the_largest_region_are_not_live() {
        // Own: a region of 3 in row 0, and (2,0); empty: (2,1) and, walled off, (4,4).
        let own = square(0, 0) | square(0, 1) | square(0, 2) | square(2, 0);
        let empty = square(2, 1) | square(4, 4);
        let r = reach(own, empty, 2, 3, 3, &Areas::flood(own, empty, empty));
        assert_eq!(r.bound, 3);
        assert_eq!(
            r.live, 0,
            "(2,0)+(2,1) makes 2 and (4,4) makes 1: neither beats 3"
        );
        let own = own | square(3, 0) | square(4, 0);
        let r = reach(own, empty, 2, 3, 3, &Areas::flood(own, empty, empty));
        assert_eq!(r.bound, 4);
        assert_eq!(r.live, square(2, 1), "(2,0)-(4,0) and (2,1) would make 4");
    }
}
