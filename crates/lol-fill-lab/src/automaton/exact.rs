//! The recursion of the classes as plain equations (§1 of the proof): every quiet move tried,
//! no pruning, no mirror images, a memo over oriented piece strings. This is the function the
//! automaton is proven equal to; the reference search computes the same values faster, and
//! the tests compare the three.

use super::class::{maker_and_breaker_first, p0_holds, Class, Found, PartClass};
use crate::piece::{can_hold_gap, has_gap_move, is_piece, parts_after, quiet_moves};
use lol_fill::pieces::empties;
use lol_fill::row::Cell;
use rustc_hash::FxHashMap;

/// (MF, BF) of every piece string met, and the pieces where P0 failed.
#[derive(Default)]
pub struct Exact {
    memo: FxHashMap<Vec<Cell>, (bool, bool)>,
    pub p0_failures: Vec<Vec<Cell>>,
}

impl Exact {
    /// The class of any string (of no piece when it is none).
    pub fn class(&mut self, cells: &[Cell]) -> Class {
        if !is_piece(cells) {
            return Class::default();
        }
        let (maker_first, breaker_first) = self.maker_and_breaker_first(cells);
        Class {
            piece: true,
            odd: empties(cells) % 2 == 1,
            live: can_hold_gap(cells),
            gap_move: has_gap_move(cells),
            maker_first,
            breaker_first,
        }
    }

    /// (MF, BF) of a piece string.
    pub fn maker_and_breaker_first(&mut self, piece: &[Cell]) -> (bool, bool) {
        if let Some(&known) = self.memo.get(piece) {
            return known;
        }
        let mut found = Found::default();
        for (i, letter) in quiet_moves(piece) {
            let parts: Vec<PartClass> = parts_after(piece, i, letter)
                .iter()
                .filter(|part| can_hold_gap(part))
                .filter_map(|part| self.class(part).as_part())
                .collect();
            found.add(&parts);
        }
        let odd = empties(piece) % 2 == 1;
        let class = maker_and_breaker_first(odd, has_gap_move(piece), found);
        if !p0_holds(odd, class.0, found) {
            self.p0_failures.push(piece.to_vec());
        }
        self.memo.insert(piece.to_vec(), class);
        class
    }
}
