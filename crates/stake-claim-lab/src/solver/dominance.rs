//! Dominated squares are not searched: where one square is at least as good as another for
//! the mover, whatever happens next, only the first is tried. Two squares that dominate each
//! other are *interchangeable* (same neighbourhood for both players): one of them is searched.
//!
//! **Definitions.** In a node, the mover M and the other player O. For a player p, L_p is its
//! largest region and V_p the empty squares that count for p: the squares live for p
//! (`bounds.rs`: in a region of (p ∪ empty) whose reach exceeds L_p), or in a null window
//! the strong ones (`bounds::live_above`: the game G' there scores p without its weak regions).
//! Square s *dominates* square t (both empty, s ≠ t) when, for each player p with t ∈ V_p:
//!   (a) every p-region beside t is beside s,
//!   (b) every square of V_p other than s beside t is beside s, and
//!   (c) s ∈ V_p.
//!
//! **Lemma.** If s dominates t, the mover's value after playing s is at least its value after
//! playing t (in the game whose V_p were used: the game itself, or G' in a null window).
//!
//! **Proof.** (1) *Only V_p counts*: for a final fill F of the empty squares, p's score is the
//! largest region of (p's squares now ∪ (p's squares of F ∩ V_p)). A square outside V_p lies in
//! a region R of (p ∪ empty) whose p-squares plus min(its empty squares, p's moves) are at most
//! L_p (dead), or, in G', in a weak region that G' does not score; a final p-region meeting a
//! dead R lies in R and has at most that many squares, so it never beats L_p, which p keeps.
//! (2) Let σ swap the owners of s and t. Take a final fill F after M plays t; if M also ends
//! with s, σF = F. Else O owns s. For M, by (1), F counts the squares Y ∪ {t} and σF the squares
//! Y ∪ {s} (Y: M's squares now and M's squares of F in V_M, other than s and t; if t ∉ V_M, F
//! counts Y alone and σF at least Y: done). t's region in Y ∪ {t} is t and the regions of Y
//! beside t, each holding a square beside t that is M's now, hence by (a) in a region beside s,
//! or in V_M \ {s}, hence by (b) beside s; by (c) s counts: s's region in Y ∪ {s} holds all of
//! them and s, and the other regions of Y ∪ {t} are regions of Y, unchanged or inside s's
//! region. So M's score under σF is at least under F. The same argument with the roles of s and
//! t exchanged (O counts Z ∪ {s} under F and Z ∪ {t} under σF) shows O's score under σF is at
//! most under F. (3) σ maps the game after t onto the game after s (the same empty squares up
//! to the swap, the same player to move): equal trees whose leaves are, by (2), at least as
//! good for M after s. Minimax over them gives value(s) ≥ value(t). ∎
//!
//! In a null window, G' and the game give the same answer to "value ≥ beta?" for every
//! position below the node (`bounds::live_above`), so a dropped square t never changes it: if t
//! reaches beta in the game it does in G', so s does in G', so s does in the game.
//!
//! So the best value is reached among squares not dominated by another searched square: a
//! square is dropped only if a square kept before it dominates it (the dominating square is
//! searched, so no chain of drops can lose the best).
//!
//! Effect (lab README): half the nodes on 16- to 20-empty boards; on nodes with fewer than
//! `Params::dominance_from` candidates the comparisons cost what they save.

use super::key::MAX_KEYED_EMPTIES;
use super::ordering::Moves;
use super::position::{Growth, Node};
use stake_claim::bitboard::{neighbours, region};

/// A region mask not yet flood-filled (no player owns every square while one is empty).
const UNKNOWN: u64 = u64::MAX;

/// The most squares a node can have (one per empty square).
const MOST: usize = MAX_KEYED_EMPTIES as usize;

/// What a square offers: the squares beside it, and per player the regions beside it
/// (flood-filled when a comparison first needs them).
#[derive(Clone, Copy)]
struct Offer {
    square: u8,
    beside: u64,
    regions: [u64; 2],
}

impl Offer {
    fn new(square: u8) -> Offer {
        Offer {
            square,
            beside: neighbours(1u64 << square),
            regions: [UNKNOWN; 2],
        }
    }

    /// The regions of `own` (player `p`'s squares) beside this square.
    #[inline]
    fn regions(&mut self, p: usize, own: u64) -> u64 {
        if self.regions[p] == UNKNOWN {
            self.regions[p] = region(self.beside & own, own);
        }
        self.regions[p]
    }
}

/// Drops from `moves` every square dominated by a square kept before it; `live` holds V_M and
/// V_O. Order is kept.
pub fn drop_dominated(node: &Node, growth: &Growth, live: [u64; 2], moves: &mut Moves) {
    let mut kept = [Offer {
        square: 0,
        beside: 0,
        regions: [UNKNOWN; 2],
    }; MOST];
    let mut count = 0;
    for k in 0..moves.len {
        let t = Offer::new(moves.squares[k]);
        if !kept[..count]
            .iter_mut()
            .any(|s| dominates(node, growth, live, s, &t))
        {
            kept[count] = t;
            moves.squares[count] = t.square;
            count += 1;
        }
    }
    moves.len = count;
}

/// Whether square `s` dominates square `t` (both live), with `live` holding V_M and V_O.
pub fn square_dominates(node: &Node, growth: &Growth, live: [u64; 2], s: u8, t: u8) -> bool {
    dominates(node, growth, live, &mut Offer::new(s), &Offer::new(t))
}

/// Whether `s` dominates `t`: conditions (a), (b), (c) for each player for whom t is live.
#[inline]
fn dominates(node: &Node, growth: &Growth, live: [u64; 2], s: &mut Offer, t: &Offer) -> bool {
    let (s_bit, s_index, t_index) = (
        1u64 << s.square,
        usize::from(s.square),
        usize::from(t.square),
    );
    let players = [(node.mover, &growth.mover), (node.other, &growth.other)];
    for (p, &(own, growth)) in players.iter().enumerate() {
        if live[p] >> t_index & 1 == 0 {
            continue;
        }
        // (c), then cheap necessary conditions before any flood fill: (b), and for (a) the
        // region t would join is no larger than the one s would join.
        if s_bit & live[p] == 0
            || growth[t_index] > growth[s_index]
            || t.beside & live[p] & !s_bit & !s.beside != 0
        {
            return false;
        }
        let beside_own = t.beside & own;
        if beside_own != 0 && beside_own & !s.regions(p, own) != 0 {
            return false;
        }
    }
    true
}
