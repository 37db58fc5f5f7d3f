//! The solver: the race for a gap (see [`crate::rules`]), searched over independent pieces.
//!
//! 1. A row holding `LOL` is lost for the mover (−1); a row with a threat is won (1).
//! 2. Otherwise let e be the number of empty cells. If a gap already stands, Maker has won
//!    (Lemma 3): 1 for e odd, −1 for e even.
//! 3. Otherwise the row splits into pieces (Lemma 4); pieces that can never hold a gap are
//!    spare moves and count only by parity (Lemma 5). A memoised AND/OR search over the
//!    multiset of live pieces decides whether Maker can force a gap: Maker wins at once if it
//!    has a safe move that creates a gap; Breaker loses if it has no quiet move left. Pieces are
//!    stored mirrored into a canonical orientation and sorted, so equal positions meet in the
//!    memo whatever order the pieces stand in.
//!
//! The search is exponential in the worst case. Pieces keep it small for rows of the judge's
//! size (microseconds) and for long rows with letters, but a single piece of about 30 cells
//! held together by lone `O`s that turns out a draw makes it refute every Maker line: the
//! slowest found takes about 13 s (see the README's performance section).

use crate::row::{Cell, Row};
use crate::rules::{can_hold_gap, creates_gap, creates_threat, has_gap, has_lol, has_threat};
use std::collections::HashMap;
use Cell::{Empty, L, O};

/// The outcome for the player to move: 1 win, 0 draw, −1 loss.
pub fn solve(row: &Row) -> i8 {
    if has_lol(row) {
        return -1;
    }
    if has_threat(row) {
        return 1;
    }
    let empties = row.iter().filter(|&&c| c == Empty).count();
    let maker_is_first = empties % 2 == 1;
    let gap_forms = has_gap(row) || {
        let (pieces, spare) = split(row);
        Race::default().maker_wins(pieces, spare % 2 == 1)
    };
    match (gap_forms, maker_is_first) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => -1,
    }
}

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells (Lemma 4), in its
/// canonical orientation (the smaller of it and its mirror image).
pub type Piece = Vec<Cell>;

/// Splits a threat-free, gap-free row into its live pieces (canonical, sorted) and the number of
/// spare moves in pieces that can never hold a gap. O(length · log).
pub fn split(row: &[Cell]) -> (Vec<Piece>, usize) {
    let mut pieces = Vec::new();
    let mut spare = 0;
    let mut i = 0;
    while i < row.len() {
        if row[i] != Empty {
            i += 1;
            continue;
        }
        // A run starts at an empty cell and goes on through empty cells and lone O's.
        let start = i;
        let mut end = i + 1;
        loop {
            if end < row.len() && row[end] == Empty {
                end += 1;
            } else if end + 1 < row.len() && row[end] == O && row[end + 1] == Empty {
                end += 2;
            } else {
                break;
            }
        }
        let from = if start > 0 && row[start - 1] == L {
            start - 1
        } else {
            start
        };
        let to = if end < row.len() && row[end] == L {
            end + 1
        } else {
            end
        };
        let piece = &row[from..to];
        if can_hold_gap(piece) {
            pieces.push(canonical(piece));
        } else {
            spare += row[start..end].iter().filter(|&&c| c == Empty).count();
        }
        i = end;
    }
    pieces.sort();
    (pieces, spare)
}

/// The smaller of a piece and its mirror image.
fn canonical(piece: &[Cell]) -> Piece {
    let mirrored: Piece = piece.iter().rev().copied().collect();
    if mirrored.as_slice() < piece {
        mirrored
    } else {
        piece.to_vec()
    }
}

/// The memo's budget, in bytes of keys plus a per-entry overhead. Past it the memo starts
/// afresh: answers stay exact, only work may be repeated, and memory stays bounded (without a
/// cap, a slow row once grew the memo past 20 GiB).
const MEMO_BUDGET_BYTES: usize = 1 << 30;
const ENTRY_OVERHEAD_BYTES: usize = 64;

/// The memoised search of the race.
#[derive(Default)]
pub struct Race {
    memo: HashMap<(Vec<Piece>, bool), bool>,
    memo_bytes: usize,
}

impl Race {
    /// Whether Maker forces a gap from these live pieces (sorted, canonical) with one spare move
    /// (`spare`) or none. Maker moves when the number of empty cells is odd.
    pub fn maker_wins(&mut self, pieces: Vec<Piece>, spare: bool) -> bool {
        if pieces.is_empty() {
            return false;
        }
        let empties: usize = pieces
            .iter()
            .map(|p| p.iter().filter(|&&c| c == Empty).count())
            .sum();
        let maker_moves = (empties + spare as usize) % 2 == 1;
        let key = (pieces, spare);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let (pieces, spare) = key;
        let v = self.search(&pieces, spare, maker_moves);
        let bytes = ENTRY_OVERHEAD_BYTES + pieces.iter().map(|p| p.len() + 24).sum::<usize>();
        if self.memo_bytes + bytes > MEMO_BUDGET_BYTES {
            self.memo.clear();
            self.memo_bytes = 0;
        }
        self.memo_bytes += bytes;
        self.memo.insert((pieces, spare), v);
        v
    }

    fn search(&mut self, pieces: &[Piece], spare: bool, maker_moves: bool) -> bool {
        let threatened: Vec<usize> = (0..pieces.len())
            .filter(|&k| has_gap_move(&pieces[k]))
            .collect();
        if maker_moves && !threatened.is_empty() {
            return true;
        }
        // Breaker must take away every gap move Maker has. Its move changes one piece only, so
        // two threatened pieces lose, and one threatened piece is the only place to play.
        if !maker_moves && threatened.len() >= 2 {
            return true;
        }
        let only_in = threatened.first().copied();
        for (k, piece) in pieces.iter().enumerate() {
            if k > 0 && pieces[k - 1] == *piece || only_in.is_some_and(|t| t != k) {
                continue; // the same piece twice has the same moves
            }
            for (i, letter) in quiet_moves(piece, maker_moves) {
                let mut cells = piece.clone();
                cells[i] = letter;
                let (parts, new_spare) = split(&cells);
                let mut next: Vec<Piece> = pieces[..k].to_vec();
                next.extend_from_slice(&pieces[k + 1..]);
                next.extend(parts);
                next.sort();
                if self.maker_wins(next, spare ^ (new_spare % 2 == 1)) == maker_moves {
                    return maker_moves;
                }
            }
        }
        if spare && only_in.is_none() && self.maker_wins(pieces.to_vec(), false) == maker_moves {
            return maker_moves;
        }
        // Maker found no winning move; Breaker found no saving one — or had no quiet move at
        // all and must now make a gap or a threat.
        !maker_moves
    }
}

/// The quiet moves (safe, creating no gap) of a piece. For Maker the likeliest winners come
/// first: an `L` that prepares gaps on both sides, then one side, nearest the middle first.
fn quiet_moves(piece: &[Cell], maker_first: bool) -> Vec<(usize, Cell)> {
    let mut cells = piece.to_vec();
    let mut moves: Vec<(usize, Cell)> = Vec::new();
    for i in 0..cells.len() {
        if cells[i] != Empty {
            continue;
        }
        for letter in [L, O] {
            if !creates_threat(&mut cells, i, letter) && !creates_gap(&cells, i, letter) {
                moves.push((i, letter));
            }
        }
    }
    if maker_first {
        let middle = cells.len() / 2;
        moves.sort_by_key(|&(i, letter)| {
            let prepared = if letter == L {
                gaps_prepared(&mut cells, i)
            } else {
                0
            };
            (std::cmp::Reverse(prepared), i.abs_diff(middle), letter != L)
        });
    }
    moves
}

/// How many gaps an `L` at cell i would leave one move away: the cells three to either side
/// where a second, safe `L` would then complete `L**L`.
fn gaps_prepared(cells: &mut [Cell], i: usize) -> usize {
    cells[i] = L;
    let mut completions = 0;
    for j in [i.checked_sub(3), Some(i + 3)].into_iter().flatten() {
        if j < cells.len()
            && cells[j] == Empty
            && creates_gap(cells, j, L)
            && !creates_threat(cells, j, L)
        {
            completions += 1;
        }
    }
    cells[i] = Empty;
    completions
}

/// Whether some safe move in the piece creates a gap.
fn has_gap_move(piece: &[Cell]) -> bool {
    let mut cells = piece.to_vec();
    (0..cells.len()).any(|i| {
        cells[i] == Empty && creates_gap(&cells, i, L) && !creates_threat(&mut cells, i, L)
    })
}
