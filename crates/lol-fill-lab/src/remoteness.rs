//! Remoteness: how many moves the game lasts when the winner ends it as fast as it can and the
//! loser as late as it can; a draw runs to the full row. A move's distance counts the move
//! itself: on `L*****L`, writing `L` on cell 3 wins in 3 (the move, the forced reply, `LOL`).
//!
//! The search is exact and memoised, with shortcuts that keep it exact:
//!
//! - a row holding a threat is won in 1;
//! - the value of every row is known in O(n) from the judge program: a draw lasts its E empty
//!   cells, a winner only tries moves that keep the win, and a loser's moves all lose;
//! - in a threat-free row an unsafe move (a loss in 2) is never better than a safe one, so only
//!   safe moves are searched;
//! - a threat-free row's outcome depends only on its live pieces up to mirror image and order,
//!   the number of its spare cells, and whether a gap stands ([`position`]), so the memo keys
//!   positions by that, and moves leading to the same position are tried once.
//!
//! A budget of positions bounds its time; past it the search says so instead of answering.

use crate::piece::{can_hold_gap, canonical, creates_threat};
use lol_fill::pieces::{empties, for_each_piece};
use lol_fill::row::Cell::{self, Empty, L, O};
use lol_fill::rules::{has_lol, has_threat, is_gap};
use rustc_hash::{FxHashMap, FxHashSet};

/// The value for the player to move (1 win, 0 draw, −1 loss) and the moves to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub value: i8,
    pub moves: u32,
}

impl Outcome {
    /// The outcome of a move for its player, from the outcome of the row it leaves (for the
    /// opponent, who moves next).
    pub fn of_move(after: Outcome) -> Outcome {
        Outcome {
            value: -after.value,
            moves: after.moves + 1,
        }
    }

    /// A drawn row: the game runs until the row is full.
    pub fn draw(row: &[Cell]) -> Outcome {
        Outcome {
            value: 0,
            moves: empties(row) as u32,
        }
    }

    /// The outcome of a move that makes `LOL`.
    pub const WIN_NOW: Outcome = Outcome { value: 1, moves: 1 };

    /// A key that orders outcomes from the mover's side: a higher value first, then a faster
    /// win or a slower loss (draws all last their E moves).
    pub fn rank(self) -> (i8, i64) {
        let moves = i64::from(self.moves);
        (self.value, if self.value > 0 { -moves } else { moves })
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let noun = if self.moves == 1 { "move" } else { "moves" };
        write!(f, "{:+} in {} {}", self.value, self.moves, noun)
    }
}

/// The search ran out of its budget of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

/// The exact search, its memo kept from row to row.
pub struct Remoteness {
    memo: FxHashMap<Vec<u8>, Outcome>,
    /// The most positions the memo may hold.
    budget: usize,
}

/// The positions the search may store: about a second's work.
pub const BUDGET: usize = 1 << 16;

impl Default for Remoteness {
    fn default() -> Self {
        Remoteness::with_budget(BUDGET)
    }
}

impl Remoteness {
    pub fn with_budget(budget: usize) -> Self {
        Remoteness {
            memo: FxHashMap::default(),
            budget,
        }
    }

    /// The outcome for the player to move in `row`.
    pub fn outcome(&mut self, row: &[Cell]) -> Result<Outcome, OutOfBudget> {
        if has_lol(row) {
            return Ok(Outcome {
                value: -1,
                moves: 0,
            });
        }
        if has_threat(row) {
            return Ok(Outcome::WIN_NOW);
        }
        match lol_fill::solve(row) {
            0 => Ok(Outcome::draw(row)),
            value => self.decided(&mut row.to_vec(), position(row), value),
        }
    }

    /// The outcome of a move for its player.
    pub fn of_move(
        &mut self,
        row: &[Cell],
        i: usize,
        letter: Cell,
    ) -> Result<Outcome, OutOfBudget> {
        let mut after = row.to_vec();
        after[i] = letter;
        if has_lol(&after) {
            return Ok(Outcome::WIN_NOW);
        }
        self.outcome(&after).map(Outcome::of_move)
    }

    /// A threat-free row won (`value` 1) or lost (−1) by the player to move.
    fn decided(
        &mut self,
        row: &mut [Cell],
        key: Vec<u8>,
        value: i8,
    ) -> Result<Outcome, OutOfBudget> {
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        if self.memo.len() >= self.budget {
            return Err(OutOfBudget);
        }
        let mut best: Option<Outcome> = None;
        let mut tried = FxHashSet::default();
        for i in 0..row.len() {
            if row[i] != Empty {
                continue;
            }
            for letter in [L, O] {
                if creates_threat(row, i, letter) {
                    continue;
                }
                row[i] = letter;
                let key = position(row);
                let next = if tried.insert(key.clone()) {
                    self.child(row, key, value)
                } else {
                    Ok(None)
                };
                row[i] = Empty;
                if let Some(found) = next? {
                    best = Some(best.map_or(found, |b| better(b, found)));
                }
            }
        }
        // No safe move: every move makes a threat, which the opponent completes.
        let outcome = best.unwrap_or(Outcome {
            value: -1,
            moves: 2,
        });
        self.memo.insert(key, outcome);
        Ok(outcome)
    }

    /// The outcome of the safe move just written into `row`, from a row of value `value`;
    /// `None` for a winner's move that gives the win away (never its best).
    fn child(
        &mut self,
        row: &mut [Cell],
        key: Vec<u8>,
        value: i8,
    ) -> Result<Option<Outcome>, OutOfBudget> {
        if let Some(&known) = self.memo.get(&key) {
            let gives_away = value == 1 && known.value != -1;
            return Ok((!gives_away).then_some(Outcome::of_move(known)));
        }
        // A lost row's moves all leave the opponent a won row.
        let after = if value == -1 { 1 } else { lol_fill::solve(row) };
        if value == 1 && after != -1 {
            return Ok(None);
        }
        let after = if after == 0 {
            Outcome::draw(row)
        } else {
            self.decided(row, key, after)?
        };
        Ok(Some(Outcome::of_move(after)))
    }

    /// The number of positions stored.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// What a threat-free row's outcome depends on: its live pieces, each in its smaller
/// orientation, sorted; the number of its spare cells (empty cells of pieces that cannot hold a
/// gap, Lemma 5: all alike, each a safe move leaving the rest as it was); and whether a gap
/// stands (its cells are never played safely; when the safe moves run out, the player to move
/// loses in 2 if a gap stands, and the game is drawn if the row is full).
pub fn position(row: &[Cell]) -> Vec<u8> {
    let mut pieces = Vec::new();
    let (mut spare, mut gap) = (0u32, false);
    for_each_piece(row, |_, piece, empties| {
        if is_gap(piece) {
            gap = true;
        } else if can_hold_gap(piece) {
            pieces.push(canonical(piece));
        } else {
            spare += empties as u32;
        }
    });
    pieces.sort();
    let mut key: Vec<u8> = Vec::with_capacity(row.len() + 8);
    for piece in pieces {
        key.extend(piece.iter().map(|&c| c as u8));
        key.push(3);
    }
    key.extend(spare.to_le_bytes());
    key.push(u8::from(gap));
    key
}

/// The better of two outcomes for the mover; the first on a tie.
pub fn better(a: Outcome, b: Outcome) -> Outcome {
    if b.rank() > a.rank() {
        b
    } else {
        a
    }
}
