//! The class of each piece (Lemma 7 of [`crate::rules`]): MF and BF, learnt on demand and
//! remembered per distinct piece. A move's value comes from the classes of the parts it leaves,
//! by Lemma 7's rule: the search of a piece is one ply deep, over its own quiet moves, and
//! recurses only into strictly smaller pieces.

use crate::fast_hash::FastHash;
use crate::pieces::{
    after_move, breaker_moves, empties, has_gap_move, live_parts, maker_moves, Part, Piece,
};
use crate::row::Cell;
use std::collections::HashMap;

/// MF and BF of a piece, as far as known.
#[derive(Clone, Copy, Default)]
struct Known {
    maker_first: Option<bool>,
    breaker_first: Option<bool>,
}

/// A piece as the memo's key: up to 253 cells, 256 bits (an `L` flag per end, a bit per inner
/// cell, `O` or empty, and a closing 1); longer pieces by their cells.
#[derive(PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Key {
    Packed([u64; 4]),
    Cells(Piece),
}

/// The key of a piece and of its mirror image alike: that of the smaller orientation.
fn key(piece: &[Cell]) -> Key {
    let mirrored = piece.iter().rev().lt(piece.iter());
    if piece.len() > 253 {
        return Key::Cells(if mirrored {
            piece.iter().rev().copied().collect()
        } else {
            piece.to_vec()
        });
    }
    let left = usize::from(piece[0] == Cell::L);
    let right = usize::from(piece[piece.len() - 1] == Cell::L);
    let inside = &piece[left..piece.len() - right];
    let (first_l, last_l) = if mirrored {
        (right, left)
    } else {
        (left, right)
    };
    let mut words = [first_l as u64 | (last_l as u64) << 1, 0, 0, 0];
    let mut set = |bit: usize| words[bit / 64] |= 1 << (bit % 64);
    let mut bit = 2;
    let mut pack = |c: &Cell| {
        if *c == Cell::O {
            set(bit);
        }
        bit += 1;
    };
    if mirrored {
        inside.iter().rev().for_each(&mut pack);
    } else {
        inside.iter().for_each(&mut pack);
    }
    set(2 + inside.len());
    Key::Packed(words)
}

/// A memo entry's bytes besides the piece's cells (key, value, the table's slack).
const ENTRY_OVERHEAD_BYTES: usize = 96;

/// The classes of the pieces met so far.
pub struct Classes {
    memo: HashMap<Key, Known, FastHash>,
    memo_bytes: usize,
    /// Past this many bytes the memo starts afresh: answers stay exact, work may be repeated.
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
        let key = key(piece);
        if let Some(v) = self.known(&key).maker_first {
            return v;
        }
        let v = self.search_maker_first(piece);
        self.remember(key, piece.len(), |k| k.maker_first = Some(v));
        v
    }

    /// BF: Breaker, first in the piece (plus a spare cell if e is odd), cannot stop one (t = 2).
    pub fn breaker_first(&mut self, piece: &[Cell]) -> bool {
        self.breaker_first_near(piece, None)
    }

    /// [`Classes::breaker_first`], Breaker's answers near cell `near` tried first.
    fn breaker_first_near(&mut self, piece: &[Cell], near: Option<usize>) -> bool {
        let key = key(piece);
        if let Some(v) = self.known(&key).breaker_first {
            return v;
        }
        let v = self.search_breaker_first(piece, near);
        self.remember(key, piece.len(), |k| k.breaker_first = Some(v));
        v
    }

    /// t of a piece: 0, 1 or 2.
    pub fn t(&mut self, piece: &[Cell]) -> u8 {
        u8::from(self.maker_first(piece))
            + u8::from(self.maker_first(piece) && self.breaker_first(piece))
    }

    fn known(&self, key: &Key) -> Known {
        self.memo.get(key).copied().unwrap_or_default()
    }

    fn remember(&mut self, key: Key, cells: usize, learn: impl FnOnce(&mut Known)) {
        if let Some(known) = self.memo.get_mut(&key) {
            learn(known);
            return;
        }
        let bytes = ENTRY_OVERHEAD_BYTES + cells;
        if self.memo_bytes + bytes > self.limit {
            self.memo.clear();
            self.memo_bytes = 0;
        }
        self.memo_bytes += bytes;
        let mut known = Known::default();
        learn(&mut known);
        self.memo.insert(key, known);
    }

    /// MF: a gap move, or a quiet move after which Breaker cannot stop a gap, or with e even the
    /// spare move (Breaker then first in the piece).
    fn search_maker_first(&mut self, piece: &[Cell]) -> bool {
        if has_gap_move(piece) {
            return true;
        }
        for (i, letter) in maker_moves(piece) {
            let after = after_move(piece, i, letter);
            if self.breaker_to_move_loses(&live_parts(&after, i)) {
                return true;
            }
        }
        if empties(piece) % 2 == 0 {
            return self.breaker_first(piece);
        }
        if !self.breaker_can_keep_t_zero(piece, None) {
            self.p0_fails_on = Some(piece.to_vec());
        }
        false
    }

    /// BF: every calm move (leaving no gap move) leaves a part where Maker, first, wins; with e
    /// odd the spare move must lose too (Maker then first in the piece alone).
    fn search_breaker_first(&mut self, piece: &[Cell], near: Option<usize>) -> bool {
        let spare = empties(piece) % 2 == 1;
        if spare && self.known(&key(piece)).maker_first == Some(false) {
            return false;
        }
        // A real answer before the spare: small parts are cheaper to refute.
        if self.breaker_can_keep_t_zero(piece, near) {
            return false;
        }
        !spare || self.maker_first(piece)
    }

    /// Whether some calm quiet move leaves only parts with t = 0 (P0 of Lemma 7).
    fn breaker_can_keep_t_zero(&mut self, piece: &[Cell], near: Option<usize>) -> bool {
        for (i, letter) in breaker_moves(piece, near.unwrap_or(piece.len() / 2)) {
            let after = after_move(piece, i, letter);
            let parts = live_parts(&after, i);
            if parts.iter().any(|p| has_gap_move(p.cells)) {
                continue;
            }
            if !parts.iter().any(|p| self.maker_first(p.cells)) {
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
                return self.breaker_first_near(part.cells, part.near);
            }
            if self.maker_first(part.cells) {
                if maker_part.is_some() {
                    return true;
                }
                maker_part = Some(part);
            }
        }
        match maker_part {
            Some(part) => self.breaker_first_near(part.cells, part.near),
            None => false,
        }
    }
}
