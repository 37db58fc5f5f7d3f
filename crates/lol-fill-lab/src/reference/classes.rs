//! The class of each piece (Lemma 7 of `lol_fill::rules`): MF and BF, learnt on demand and
//! remembered per distinct piece. A move's value comes from the classes of the parts it leaves,
//! by Lemma 7's rule: the search of a piece is one ply deep, over its own quiet moves, and
//! recurses only into strictly smaller pieces.

use super::moves::{breaker_moves, maker_moves};
use super::part::Part;
use crate::piece::Piece;
use common::bits::PackedCells;
use lol_fill::row::Cell;
use std::collections::HashMap;

/// MF and BF of a piece, as far as known.
#[derive(Clone, Copy, Default)]
struct Known {
    maker_first: Option<bool>,
    breaker_first: Option<bool>,
}

/// A memo entry's bytes besides a byte per cell of its key (key, value, the table's slack).
const ENTRY_OVERHEAD_BYTES: usize = 96;

/// The classes of the pieces met so far, by packed key (FxHash: a few operations a word).
pub struct Classes {
    memo: HashMap<PackedCells, Known, rustc_hash::FxBuildHasher>,
    memo_bytes: usize,
    /// The memo's budget in bytes.
    limit: usize,
    /// A piece of odd e and t = 0 on which P0 failed, if any.
    pub p0_fails_on: Option<Piece>,
}

impl Classes {
    pub fn new(limit: usize) -> Self {
        Classes {
            memo: HashMap::default(),
            memo_bytes: 0,
            limit,
            p0_fails_on: None,
        }
    }

    /// MF: Maker, first in the piece (plus a spare cell if e is even), forces a gap (t ≥ 1).
    pub fn maker_first(&mut self, piece: &[Cell]) -> bool {
        self.part_maker_first(&Part::whole(piece))
    }

    /// t of a piece: 0, 1 or 2.
    pub fn t(&mut self, piece: &[Cell]) -> u8 {
        let part = Part::whole(piece);
        let maker_first = self.part_maker_first(&part);
        u8::from(maker_first) + u8::from(maker_first && self.part_breaker_first(&part, None))
    }

    /// MF of a part, from the memo or a search.
    fn part_maker_first(&mut self, part: &Part) -> bool {
        if let Some(v) = self.known(part).maker_first {
            return v;
        }
        let v = self.search_maker_first(part);
        self.remember(part, |k| k.maker_first = Some(v));
        v
    }

    /// BF: Breaker, first in the piece (plus a spare cell if e is odd), cannot stop one (t = 2).
    /// Breaker's answers near cell `near` are tried first.
    fn part_breaker_first(&mut self, part: &Part, near: Option<usize>) -> bool {
        if let Some(v) = self.known(part).breaker_first {
            return v;
        }
        let v = self.search_breaker_first(part, near);
        self.remember(part, |k| k.breaker_first = Some(v));
        v
    }

    fn known(&self, part: &Part) -> Known {
        self.memo.get(part.form.key()).copied().unwrap_or_default()
    }

    fn remember(&mut self, part: &Part, learn: impl FnOnce(&mut Known)) {
        let key = part.form.key();
        if let Some(known) = self.memo.get_mut(key) {
            learn(known);
            return;
        }
        let bytes = ENTRY_OVERHEAD_BYTES + part.cells.len();
        if self.memo_bytes + bytes > self.limit {
            self.memo.clear();
            self.memo_bytes = 0;
        }
        self.memo_bytes += bytes;
        let mut known = Known::default();
        learn(&mut known);
        self.memo.insert(key.clone(), known);
    }

    /// MF: a gap move, or a quiet move after which Breaker cannot stop a gap, or with e even the
    /// spare move (Breaker then first in the piece).
    fn search_maker_first(&mut self, part: &Part) -> bool {
        let piece = part.cells;
        if part.has_gap_move() {
            return true;
        }
        let mut after = piece.to_vec();
        for (i, letter) in maker_moves(piece) {
            after[i] = letter;
            let wins = self.breaker_to_move_loses(&part.live_parts(&after, i, letter));
            after[i] = Cell::Empty;
            if wins {
                return true;
            }
        }
        if part.empties().is_multiple_of(2) {
            return self.part_breaker_first(part, None);
        }
        if !self.breaker_can_keep_t_zero(part, None) {
            self.p0_fails_on = Some(piece.to_vec());
        }
        false
    }

    /// BF: every calm move (leaving no gap move) leaves a part where Maker, first, wins; with e
    /// odd the spare move must lose too (Maker then first in the piece alone).
    fn search_breaker_first(&mut self, part: &Part, near: Option<usize>) -> bool {
        let spare = part.empties() % 2 == 1;
        if spare && self.known(part).maker_first == Some(false) {
            return false;
        }
        // A real answer before the spare: small parts are cheaper to refute.
        if self.breaker_can_keep_t_zero(part, near) {
            return false;
        }
        !spare || self.part_maker_first(part)
    }

    /// Whether some calm quiet move leaves only parts with t = 0 (P0 of Lemma 7).
    fn breaker_can_keep_t_zero(&mut self, part: &Part, near: Option<usize>) -> bool {
        let piece = part.cells;
        let mut after = piece.to_vec();
        for (i, letter) in breaker_moves(piece, near.unwrap_or(piece.len() / 2)) {
            after[i] = letter;
            let parts = part.live_parts(&after, i, letter);
            let keeps = !parts.iter().any(Part::has_gap_move)
                && !parts.iter().any(|p| self.part_maker_first(p));
            drop(parts);
            after[i] = Cell::Empty;
            if keeps {
                return true;
            }
        }
        false
    }

    /// Lemma 7's rule, Breaker to move: a gap iff one piece has t = 2 or two have t ≥ 1.
    pub fn breaker_to_move_loses(&mut self, parts: &[Part]) -> bool {
        let mut maker_part = None;
        for (k, part) in parts.iter().enumerate() {
            // With no t ≥ 1 before it, only the last piece's t = 2 matters; asking that
            // directly lets Breaker's answers, not Maker's second move in a row, decide it.
            if k + 1 == parts.len() && maker_part.is_none() {
                return self.part_breaker_first(part, part.near);
            }
            if self.part_maker_first(part) {
                if maker_part.is_some() {
                    return true;
                }
                maker_part = Some(part);
            }
        }
        match maker_part {
            Some(part) => self.part_breaker_first(part, part.near),
            None => false,
        }
    }
}
