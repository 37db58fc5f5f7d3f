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
    pub fn parts(&self) -> &[PieceId] {
        &self.parts[..usize::from(self.count)]
    }
}

/// What is known of one distinct piece.
struct Info {
    cells: Piece,
    /// Whether some safe move creates a gap.
    gap_move: bool,
    /// Its quiet moves in `Pieces::moves`, once worked out: Maker's likeliest winners first.
    moves: Option<(usize, usize)>,
}

/// Every distinct piece met so far, numbered, with its quiet moves.
#[derive(Default)]
pub struct Pieces {
    ids: HashMap<Piece, PieceId, FastHash>,
    info: Vec<Info>,
    moves: Vec<Move>,
}

impl Pieces {
    /// The number of a (canonical) piece, assigning the next one if it is new.
    pub fn id(&mut self, piece: Piece) -> PieceId {
        if let Some(&id) = self.ids.get(&piece) {
            return id;
        }
        let id = self.info.len() as PieceId;
        self.info.push(Info {
            gap_move: has_gap_move(&piece),
            cells: piece.clone(),
            moves: None,
        });
        self.ids.insert(piece, id);
        id
    }

    /// Whether some safe move in the piece creates a gap (Maker would win by making it).
    pub fn has_gap_move(&self, id: PieceId) -> bool {
        self.info[id as usize].gap_move
    }

    /// Where the piece's quiet moves lie in [`Pieces::move_at`]: a range of indices, stable
    /// while more pieces are added.
    pub fn moves(&mut self, id: PieceId) -> std::ops::Range<usize> {
        if let Some((start, end)) = self.info[id as usize].moves {
            return start..end;
        }
        let cells = self.info[id as usize].cells.clone();
        let mut found = Vec::new();
        for (i, letter) in quiet_moves(&cells) {
            let mut after = cells.clone();
            after[i] = letter;
            let (parts, spare) = split(&after);
            debug_assert!(parts.len() <= 2, "one letter splits a piece in two at most");
            let mut ids = [0; 2];
            let mut calm = true;
            for (slot, part) in ids.iter_mut().zip(parts.iter()) {
                *slot = self.id(part.clone());
                calm &= !self.has_gap_move(*slot);
            }
            found.push(Move {
                parts: ids,
                count: parts.len() as u8,
                odd_spare: spare % 2 == 1,
                calm,
            });
        }
        let start = self.moves.len();
        self.moves.extend(found);
        let end = self.moves.len();
        self.info[id as usize].moves = Some((start, end));
        start..end
    }

    pub fn move_at(&self, index: usize) -> Move {
        self.moves[index]
    }
}

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
    moves.sort_by_key(|&(i, letter)| {
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
