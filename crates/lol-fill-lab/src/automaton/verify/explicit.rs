//! F_A the plain way, to check V against: every quiet move of the piece string, each of its
//! parts cut out (`piece::parts_after`) and A run on it.

use super::{part_code, part_of_code};
use crate::automaton::class::{maker_and_breaker_first, p0_holds, Class, Found, PartClass};
use crate::automaton::dfa::Dfa;
use crate::piece::{can_hold_gap, has_gap_move, parts_after, quiet_moves};
use lol_fill::pieces::empties;
use lol_fill::row::Cell;

/// F_A(w) with A's outputs for the parts: the class, and whether P0 holds on w.
pub fn recursion_on_parts(a: &Dfa, piece: &[Cell]) -> (Class, bool) {
    let mut found = Found::default();
    for (i, letter) in quiet_moves(piece) {
        // Every part, live or not: A's own output says which are live, as in V.
        let parts: Vec<PartClass> = parts_after(piece, i, letter)
            .iter()
            .filter_map(|part| part_of_code(part_code(a.output(part))))
            .collect();
        found.add(&parts);
    }
    let odd = empties(piece) % 2 == 1;
    let gap_move = has_gap_move(piece);
    let (maker_first, breaker_first) = maker_and_breaker_first(odd, gap_move, found);
    let class = Class {
        piece: true,
        odd,
        live: can_hold_gap(piece),
        gap_move,
        maker_first,
        breaker_first,
    };
    (class, p0_holds(odd, maker_first, found))
}
