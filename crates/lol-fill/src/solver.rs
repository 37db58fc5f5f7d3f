//! The solver: the race for a gap (see [`crate::rules`]), searched over independent pieces.
//!
//! 1. A row holding `LOL` is lost for the mover (−1); a row with a threat is won (1).
//! 2. Otherwise let e be the number of empty cells. If a gap already stands, Maker has won
//!    (Lemma 3): 1 for e odd, −1 for e even.
//! 3. Otherwise the row splits into pieces (Lemma 4); pieces that can never hold a gap are
//!    spare moves and count only by parity (Lemma 5), and so do neutral pieces (Lemma 6:
//!    pieces where every move has an answer that leaves only such pieces). A memoised AND/OR
//!    search over the multiset of live pieces decides whether Maker can force a gap: Maker wins
//!    at once if it has a safe move that creates a gap; Breaker loses if it has no quiet move
//!    left that keeps every piece free of gap moves. Each distinct piece is numbered once, with
//!    its quiet moves and what they split it into ([`crate::pieces`]); a position is the sorted
//!    list of its pieces' numbers, so equal positions meet in the memo whatever order the
//!    pieces stand in.
//!
//! Before searching, every child is looked up in the memo (a child already known to win for
//! the mover settles the node; one known to lose is not searched again). Maker first presses on
//! in what her opponent's last move left, else moves that settled nodes before come first (the
//! history heuristic, kept per side and per move of each distinct piece).
//!
//! The search is exponential in the worst case. Pieces and neutral pieces keep it small for
//! rows of the judge's size (microseconds) and for long rows with letters; the slowest rows
//! found are single pieces of 45–50 cells held together by a few lone `O`s, drawn, where every
//! Maker line must be refuted: up to about a second (see the README's performance section).

use crate::fast_hash::FastHash;
use crate::pieces::{Move, Moves, PieceId, Pieces};
use crate::row::{Cell, Row};
use crate::rules::{has_gap, has_lol, has_threat};
use std::collections::HashMap;

pub use crate::pieces::split;

/// The outcome for the player to move: 1 win, 0 draw, −1 loss; or the search would need more
/// memory than [`MEMORY_LIMIT_BYTES`].
pub fn solve(row: &Row) -> Result<i8, TooHard> {
    solve_within(row, MEMORY_LIMIT_BYTES)
}

/// [`solve`] with a memory limit of `limit` bytes.
fn solve_within(row: &Row, limit: usize) -> Result<i8, TooHard> {
    if has_lol(row) {
        return Ok(-1);
    }
    if has_threat(row) {
        return Ok(1);
    }
    let empties = row.iter().filter(|&&c| c == Cell::Empty).count();
    let maker_is_first = empties % 2 == 1;
    let gap_forms = has_gap(row) || {
        let mut race = Race::new(limit);
        let mut ids = Vec::new();
        let spare = race.pieces.live_pieces(row, |id| ids.push(id));
        ids.sort_unstable();
        let wins = race.maker_wins(ids, spare % 2 == 1, maker_is_first, &[]);
        if race.too_hard {
            return Err(TooHard);
        }
        wins
    };
    Ok(match (gap_forms, maker_is_first) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => -1,
    })
}

/// A row whose search outgrew [`MEMORY_LIMIT_BYTES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooHard;

impl std::fmt::Display for TooHard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the search of this row needs more than {} MiB of memory, this solver's limit",
            MEMORY_LIMIT_BYTES >> 20
        )
    }
}

/// The memory budget: memo keys plus a per-entry overhead, the piece table and the history.
/// Past it the memo starts afresh: answers stay exact, only work may be repeated (without a
/// cap, a slow row once grew the memo past 20 GiB). The piece table and the history cannot be
/// cleared (the search holds piece numbers); if they alone outgrow the budget the row is
/// refused. They hold each distinct piece once: the slowest rows found use a third of it.
pub const MEMORY_LIMIT_BYTES: usize = 1 << 30;
/// A memo entry besides its key's numbers: the hash table's slot (key header and value, at the
/// table's load factor about twice over) and the key's allocation. With 48 a search measured
/// 1.2 GiB at its peak under the 1 GiB budget.
const ENTRY_OVERHEAD_BYTES: usize = 112;

/// The memoised search of the race.
struct Race {
    pieces: Pieces,
    /// Keyed by the sorted piece numbers followed by the spare flag (0 or 1); who moves follows
    /// from them.
    memo: HashMap<Vec<PieceId>, bool, FastHash>,
    memo_bytes: usize,
    /// Per side (Breaker, Maker) and kept move: how often it settled a node. Moves that did
    /// are tried first (the history heuristic): a 48-cell draw of three pieces,
    /// `****OO*******L*O********O********O********O****`, went from 15.7 s to 2.8 s.
    settled: [Vec<u32>; 2],
    /// Set when the piece table and history alone outgrow the budget: the search then unwinds
    /// at once and its answer is void.
    too_hard: bool,
    /// [`MEMORY_LIMIT_BYTES`], but for tests.
    limit: usize,
}

/// A move the search may try, before the position after it is built: most are settled by a
/// memo lookup of the first few, so positions are built one at a time, into one buffer, for
/// the lookups.
#[derive(Clone, Copy)]
struct Candidate {
    /// The index of the piece it is played in, or `None` for a spare move.
    played_in: Option<usize>,
    quiet: Move,
    /// The move's index among the kept moves, if it is one (for the history).
    kept: Option<usize>,
    /// Whether the memo already holds the position after it (as a loss for the mover, or it
    /// would have settled the node).
    known: bool,
}

impl Race {
    fn new(limit: usize) -> Self {
        Race {
            pieces: Pieces::default(),
            memo: HashMap::default(),
            memo_bytes: 0,
            settled: [Vec::new(), Vec::new()],
            too_hard: false,
            limit,
        }
    }

    /// Whether Maker forces a gap from these live pieces (sorted numbers) with one spare move
    /// (`spare`) or none, `maker_moves` telling whose turn it is; `recent` are the pieces the
    /// last move left (Maker tries them first).
    fn maker_wins(
        &mut self,
        mut pieces: Vec<PieceId>,
        spare: bool,
        maker_moves: bool,
        recent: &[PieceId],
    ) -> bool {
        if pieces.is_empty() || self.too_hard {
            return false;
        }
        pieces.push(PieceId::from(spare));
        if let Some(&v) = self.memo.get(&pieces) {
            return v;
        }
        let live = pieces.len() - 1;
        let v = self.search(&pieces[..live], spare, maker_moves, recent);
        let bytes = ENTRY_OVERHEAD_BYTES + 4 * pieces.len();
        let kept_bytes = self.pieces.bytes + 4 * (self.settled[0].len() + self.settled[1].len());
        if kept_bytes > self.limit {
            self.too_hard = true;
            return false;
        }
        if self.memo_bytes + kept_bytes + bytes > self.limit {
            self.memo.clear();
            self.memo_bytes = 0;
        }
        self.memo_bytes += bytes;
        self.memo.insert(pieces, v);
        v
    }

    fn search(
        &mut self,
        pieces: &[PieceId],
        spare: bool,
        maker_moves: bool,
        recent: &[PieceId],
    ) -> bool {
        let mut threatened = pieces.iter().filter(|&&p| self.pieces.has_gap_move(p));
        let first_threatened = threatened.next().copied();
        if maker_moves && first_threatened.is_some() {
            return true;
        }
        // Breaker must take away every gap move Maker has. Its move changes one piece only, so
        // two threatened pieces lose, and one threatened piece is the only place to play.
        if !maker_moves && threatened.next().is_some() {
            return true;
        }
        let (mut candidates, long_pieces) =
            self.candidates(pieces, spare, maker_moves, first_threatened);
        let settled = &self.settled[maker_moves as usize];
        let presses_on =
            |c: &Candidate| maker_moves && c.played_in.is_some_and(|k| recent.contains(&pieces[k]));
        let score = |c: &Candidate| c.kept.and_then(|k| settled.get(k).copied()).unwrap_or(0);
        candidates.sort_by_key(|c| std::cmp::Reverse((presses_on(c), score(c))));
        // Every child is looked up in the memo before any is searched (enhanced transposition
        // cutoff): a child already known to win for the mover settles the node.
        let mut key = Vec::with_capacity(pieces.len() + 3);
        for candidate in &mut candidates {
            let child_spare = position_after(pieces, candidate, spare, &mut key);
            if key.is_empty() {
                if !maker_moves {
                    return false; // no gap can form any more
                }
                continue;
            }
            key.push(PieceId::from(child_spare));
            let known = self.memo.get(key.as_slice()).copied();
            if known == Some(maker_moves) {
                return maker_moves;
            }
            candidate.known = known.is_some();
        }
        for candidate in candidates.into_iter().filter(|c| !c.known) {
            let mut child = Vec::with_capacity(pieces.len() + 3);
            let child_spare = position_after(pieces, &candidate, spare, &mut child);
            let recent = candidate.quiet.parts();
            if self.maker_wins(child, child_spare, !maker_moves, recent) == maker_moves {
                if let Some(k) = candidate.kept {
                    let settled = &mut self.settled[maker_moves as usize];
                    if settled.len() <= k {
                        settled.resize(k + 1, 0);
                    }
                    settled[k] += 1;
                }
                return maker_moves;
            }
        }
        // Moves in long pieces, worked out one by one: the search often stops after a few.
        for (k, piece, moves) in long_pieces {
            for (i, letter) in moves {
                let quiet = self.pieces.play(piece, i, letter);
                if !maker_moves && !quiet.calm {
                    continue;
                }
                let candidate = Candidate {
                    played_in: Some(k),
                    quiet,
                    kept: None,
                    known: false,
                };
                let mut child = Vec::with_capacity(pieces.len() + 3);
                let child_spare = position_after(pieces, &candidate, spare, &mut child);
                if self.maker_wins(child, child_spare, !maker_moves, quiet.parts()) == maker_moves {
                    return maker_moves;
                }
            }
        }
        // Maker found no winning move; Breaker found no saving one — or had no quiet move at
        // all and must now make a gap or a threat.
        !maker_moves
    }

    /// The moves the mover can make: quiet moves in pieces that keep their moves (only in
    /// `only_in` if given; for Breaker only calm ones) and a spare move if there is one and the
    /// mover may play it; and the long pieces, with their moves still to be played.
    #[allow(clippy::type_complexity)]
    fn candidates(
        &mut self,
        pieces: &[PieceId],
        spare: bool,
        maker_moves: bool,
        only_in: Option<PieceId>,
    ) -> (Vec<Candidate>, Vec<(usize, PieceId, Vec<(usize, Cell)>)>) {
        let mut candidates = Vec::new();
        let mut long_pieces = Vec::new();
        for (k, &piece) in pieces.iter().enumerate() {
            if k > 0 && pieces[k - 1] == piece || only_in.is_some_and(|t| t != piece) {
                continue; // the same piece twice has the same moves
            }
            match self.pieces.moves(piece) {
                Moves::Kept(range) => {
                    for index in range {
                        let quiet = self.pieces.kept_move(index);
                        if maker_moves || quiet.calm {
                            candidates.push(Candidate {
                                played_in: Some(k),
                                quiet,
                                kept: Some(index),
                                known: false,
                            });
                        }
                    }
                }
                Moves::Listed(list) => long_pieces.push((k, piece, list)),
            }
        }
        if spare && only_in.is_none() {
            candidates.push(Candidate {
                played_in: None,
                quiet: Move::SPARE,
                kept: None,
                known: false,
            });
        }
        (candidates, long_pieces)
    }
}

/// Writes into `next` the sorted piece numbers of the position after `candidate` (Breaker plays
/// only calm moves: any other would hand Maker a gap move); returns its spare flag.
fn position_after(
    pieces: &[PieceId],
    candidate: &Candidate,
    spare: bool,
    next: &mut Vec<PieceId>,
) -> bool {
    next.clear();
    match candidate.played_in {
        None => {
            next.extend_from_slice(pieces);
            false
        }
        Some(k) => {
            next.extend_from_slice(&pieces[..k]);
            next.extend_from_slice(&pieces[k + 1..]);
            next.extend_from_slice(candidate.quiet.parts());
            next.sort_unstable();
            spare ^ candidate.quiet.odd_spare
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::parse;

    #[test]
    fn a_search_past_the_memory_limit_is_refused() {
        let rows = parse(b"1\n******O********O****************\n").unwrap();
        assert_eq!(solve_within(&rows[0], 1 << 20), Err(TooHard));
        assert_eq!(solve_within(&rows[0], MEMORY_LIMIT_BYTES), Ok(0));
    }
}
