//! Pieces (Lemma 4 of [`crate::rules`]) and what a quiet move does inside one, each worked out
//! once per distinct piece: the race then moves between multisets of piece numbers.

use crate::fast_hash::FastHash;
use crate::row::Cell;
use crate::rules::{can_hold_gap, creates_gap, creates_threat};
use std::collections::HashMap;
use Cell::{Empty, L, O};

/// A piece: a run of empty cells and lone `O`s, with the bordering `L` cells, in its canonical
/// orientation (the smaller of it and its mirror image).
pub type Piece = Vec<Cell>;

/// Splits a threat-free, gap-free row into its live pieces (canonical, sorted) and the number of
/// spare moves in pieces that can never hold a gap. O(length · log).
pub fn split(row: &[Cell]) -> (Vec<Piece>, usize) {
    let mut pieces = Vec::new();
    let mut spare = 0;
    for_each_piece(row, |piece, empties| {
        if can_hold_gap(piece) {
            let mut canonical = Vec::new();
            canonical_into(piece, &mut canonical);
            pieces.push(canonical);
        } else {
            spare += empties;
        }
    });
    pieces.sort();
    (pieces, spare)
}

/// Calls `each` with every piece of a threat-free, gap-free row (its cells, with the bordering
/// `L`s) and the number of its empty cells, left to right.
fn for_each_piece<'a>(row: &'a [Cell], mut each: impl FnMut(&'a [Cell], usize)) {
    let mut i = 0;
    while i < row.len() {
        if row[i] != Empty {
            i += 1;
            continue;
        }
        // A run starts at an empty cell and goes on through empty cells and lone O's.
        let start = i;
        let mut end = i + 1;
        let mut empties = 1;
        loop {
            if end < row.len() && row[end] == Empty {
                end += 1;
                empties += 1;
            } else if end + 1 < row.len() && row[end] == O && row[end + 1] == Empty {
                end += 2;
                empties += 1;
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
        each(&row[from..to], empties);
        i = end;
    }
}

/// Writes the smaller of a piece and its mirror image into `out`.
fn canonical_into(piece: &[Cell], out: &mut Vec<Cell>) {
    out.clear();
    if piece.iter().rev().lt(piece.iter()) {
        out.extend(piece.iter().rev());
    } else {
        out.extend_from_slice(piece);
    }
}

/// The number of a distinct piece in [`Pieces`].
pub type PieceId = u32;

/// A quiet move in a piece (safe, creating no gap), by what it leaves behind.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    /// The live pieces the piece turns into: the first `count` entries.
    parts: [PieceId; 2],
    count: u8,
    /// Whether the spare moves it leaves (Lemma 5) are odd in number.
    pub odd_spare: bool,
    /// Whether no part has a gap move: any other move loses the race for Breaker at once.
    pub calm: bool,
}

impl Move {
    /// A spare move, for the search's record of the last move: no parts.
    pub const SPARE: Move = Move {
        parts: [0; 2],
        count: 0,
        odd_spare: false,
        calm: true,
    };

    pub fn parts(&self) -> &[PieceId] {
        &self.parts[..usize::from(self.count)]
    }
}

/// What is known of one distinct piece.
struct Info {
    cells: Piece,
    /// Whether some safe move creates a gap.
    gap_move: bool,
    /// Its quiet moves in `Pieces::moves`, once worked out (short pieces only).
    moves: Option<(usize, usize)>,
    /// Whether it is neutral (Lemma 6 of [`crate::rules`]), once worked out.
    neutral: Option<bool>,
    /// Whether some quiet move clears it (Lemma 6), once worked out.
    clears: Option<bool>,
}

/// Pieces up to this many cells keep their list of moves. A longer piece (only long rows have
/// them) works out each move when the search reaches it: the search often stops after a few of
/// its thousands of moves, and keeping them all made an empty row of 2000 cells take minutes.
const KEPT_MOVES_UP_TO_CELLS: usize = 128;

/// The quiet moves of a piece, in the order the search tries them.
pub enum Moves {
    /// Worked out before: indices for [`Pieces::kept_move`].
    Kept(std::ops::Range<usize>),
    /// Cell and letter of each, for [`Pieces::play`].
    Listed(Vec<(usize, Cell)>),
}

/// Every distinct piece met so far, numbered, with its quiet moves.
#[derive(Default)]
pub struct Pieces {
    ids: HashMap<Piece, PieceId, FastHash>,
    info: Vec<Info>,
    moves: Vec<Move>,
    /// Bytes held by the pieces and their kept moves, for the memory budget.
    pub bytes: usize,
    /// Buffers for [`Pieces::play`].
    after: Vec<Cell>,
    canonical: Vec<Cell>,
}

impl Pieces {
    /// The number of a (canonical) piece, assigning the next one if it is new.
    pub fn id(&mut self, piece: &[Cell]) -> PieceId {
        if let Some(&id) = self.ids.get(piece) {
            return id;
        }
        let id = self.info.len() as PieceId;
        // The cells twice (table key and info), two vector headers, the hash entry.
        self.bytes += 2 * piece.len() + 128;
        self.info.push(Info {
            gap_move: has_gap_move(piece),
            cells: piece.to_vec(),
            moves: None,
            neutral: None,
            clears: None,
        });
        self.ids.insert(piece.to_vec(), id);
        id
    }

    /// Whether some safe move in the piece creates a gap (Maker would win by making it).
    pub fn has_gap_move(&self, id: PieceId) -> bool {
        self.info[id as usize].gap_move
    }

    /// The piece's quiet moves, Maker's likeliest winners first.
    pub fn moves(&mut self, id: PieceId) -> Moves {
        let info = &self.info[id as usize];
        if let Some((start, end)) = info.moves {
            return Moves::Kept(start..end);
        }
        let listed = quiet_moves(&info.cells);
        if info.cells.len() > KEPT_MOVES_UP_TO_CELLS {
            return Moves::Listed(listed);
        }
        // Played first, kept after: playing works out (and keeps) the moves of the parts.
        let played: Vec<Move> = listed
            .into_iter()
            .map(|(i, letter)| self.play(id, i, letter))
            .collect();
        let start = self.moves.len();
        self.moves.extend(played);
        let end = self.moves.len();
        self.info[id as usize].moves = Some((start, end));
        self.bytes += (end - start) * std::mem::size_of::<Move>();
        Moves::Kept(start..end)
    }

    /// A move worked out before, by its index from [`Pieces::moves`].
    pub fn kept_move(&self, index: usize) -> Move {
        self.moves[index]
    }

    /// Writes `letter` on cell `i` of the piece: the parts it leaves.
    pub fn play(&mut self, id: PieceId, i: usize, letter: Cell) -> Move {
        // The row after the move goes into a buffer kept for the next move: this runs for
        // every move of every piece the search meets.
        let mut after = std::mem::take(&mut self.after);
        after.clear();
        after.extend_from_slice(&self.info[id as usize].cells);
        after[i] = letter;
        let mut parts = [0; 2];
        let mut count = 0;
        let spare = self.live_pieces(&after, |part| {
            debug_assert!(count < 2, "one letter splits a piece in two at most");
            parts[count] = part;
            count += 1;
        });
        self.after = after;
        // Neutral parts have no gap move either.
        let calm = parts[..count].iter().all(|&part| !self.has_gap_move(part));
        Move {
            parts,
            count: count as u8,
            odd_spare: spare % 2 == 1,
            calm,
        }
    }

    /// Splits a threat-free, gap-free row into pieces: each live one goes by number to `live`,
    /// unless it is neutral (Lemma 6). Returns the number of spare moves: the empty cells of
    /// pieces that can never hold a gap (Lemma 5) and of neutral ones.
    pub fn live_pieces(&mut self, row: &[Cell], mut live: impl FnMut(PieceId)) -> usize {
        let mut canonical = std::mem::take(&mut self.canonical);
        let mut spare = 0;
        for_each_piece(row, |piece, empties| {
            if !can_hold_gap(piece) {
                spare += empties;
                return;
            }
            canonical_into(piece, &mut canonical);
            let id = self.id(&canonical);
            if self.is_neutral(id) {
                spare += empties;
            } else {
                live(id);
            }
        });
        self.canonical = canonical;
        spare
    }
}

impl Pieces {
    /// Whether the piece is neutral (Lemma 6 of [`crate::rules`]): no gap move, some quiet
    /// move clears it, and every quiet move in it leaves only neutral pieces and spare moves,
    /// or those and one other piece that some quiet move clears. Worked out for pieces of up to
    /// [`NEUTRAL_UP_TO_EMPTIES`] empty cells; longer ones count as not neutral, which only
    /// costs search.
    pub fn is_neutral(&mut self, id: PieceId) -> bool {
        let info = &self.info[id as usize];
        if let Some(neutral) = info.neutral {
            return neutral;
        }
        let empties = info.cells.iter().filter(|&&c| c == Empty).count();
        let neutral =
            !info.gap_move && empties <= NEUTRAL_UP_TO_EMPTIES && self.answered_and_cleared(id);
        self.info[id as usize].neutral = Some(neutral);
        neutral
    }

    /// Whether every quiet move in the piece leaves only neutral pieces and spare moves, or
    /// those and one other piece that some quiet move clears; and some move clears the piece
    /// itself. One pass over the moves, stopping at the first unanswered one. Neutral pieces
    /// are already left out of the moves' parts ([`Pieces::play`]).
    fn answered_and_cleared(&mut self, id: PieceId) -> bool {
        let mut cleared = false;
        let unanswered = self.some_move(id, |pieces, quiet| match quiet.parts() {
            [] => {
                cleared = true;
                false
            }
            &[rest] => !pieces.clears_in_one_move(rest),
            _ => true,
        });
        if !unanswered {
            self.info[id as usize].clears = Some(cleared);
        }
        !unanswered && cleared
    }

    /// Whether some quiet move in the piece leaves only neutral pieces and spare moves (clears
    /// it).
    fn clears_in_one_move(&mut self, id: PieceId) -> bool {
        if let Some(clears) = self.info[id as usize].clears {
            return clears;
        }
        let clears = self.some_move(id, |_, quiet| quiet.count == 0);
        self.info[id as usize].clears = Some(clears);
        clears
    }

    /// Whether some quiet move in the piece passes `test`. Unless the piece keeps its moves,
    /// they are played one at a time, so that the first to pass ends the work: working out
    /// every move of every piece met on the way made the test cost more than the search it
    /// saves (empty rows of 1–64 cells took 20 times longer).
    fn some_move(&mut self, id: PieceId, mut test: impl FnMut(&mut Self, Move) -> bool) -> bool {
        if let Some((start, end)) = self.info[id as usize].moves {
            return (start..end).any(|index| {
                let quiet = self.moves[index];
                test(self, quiet)
            });
        }
        let cells = self.info[id as usize].cells.clone();
        quiet_moves(&cells).into_iter().any(|(i, letter)| {
            let quiet = self.play(id, i, letter);
            test(self, quiet)
        })
    }
}

/// Pieces with more empty cells are not tried as neutral: the test works out every move of the
/// piece and of what each leaves.
const NEUTRAL_UP_TO_EMPTIES: usize = 12;

/// The quiet moves (safe, creating no gap) of a piece, Maker's likeliest winners first: an `L`
/// that prepares gaps on both sides, then one side, nearest the middle first.
fn quiet_moves(piece: &[Cell]) -> Vec<(usize, Cell)> {
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
    let middle = cells.len() / 2;
    moves.sort_by_cached_key(|&(i, letter)| {
        let prepared = if letter == L {
            gaps_prepared(&mut cells, i)
        } else {
            0
        };
        (std::cmp::Reverse(prepared), i.abs_diff(middle), letter != L)
    });
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
