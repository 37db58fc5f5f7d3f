//! The search's packed form against scans of the cells, on every piece string of up to 18
//! cells and every safe move in it, and on long pieces past the inline size: the parts each
//! move leaves, their empty cells, whether they can hold a gap and have a gap move (by masks
//! of letters), and their keys (the part or its mirror image).

use crate::automaton::grammar::piece_strings_up_to;
use crate::piece::{can_hold_gap, creates_threat, has_gap_move, is_piece, parts_after};
use crate::reference::Part;
use lol_fill::pieces::empties;
use lol_fill::row::{show, Cell};

/// The packed part agrees with scans of its cells.
fn same_as_scans(part: &Part) {
    let shown = show(part.cells);
    assert_eq!(part.empties(), empties(part.cells), "{}", shown);
    assert_eq!(part.has_gap_move(), has_gap_move(part.cells), "{}", shown);
    assert_eq!(part.can_hold_gap(), can_hold_gap(part.cells), "{}", shown);
    let key: Vec<Cell> = part
        .form
        .key()
        .codes()
        .map(|c| [Cell::Empty, Cell::L, Cell::O][c as usize])
        .collect();
    let mirror: Vec<Cell> = key.iter().rev().copied().collect();
    assert!(key == part.cells || mirror == part.cells, "{}", shown);
}

/// Checks the piece and the live parts of every safe move; returns the number of moves.
fn check_piece(piece: &[Cell]) -> usize {
    let whole = Part::whole(piece);
    same_as_scans(&whole);
    let mut moves = 0;
    for i in (0..piece.len()).filter(|&i| piece[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            if creates_threat(piece, i, letter) {
                continue; // never played: Lemma 1
            }
            let mut after = piece.to_vec();
            after[i] = letter;
            let parts = whole.live_parts(&after, i, letter);
            let mut scanned = parts_after(piece, i, letter);
            scanned.retain(|p| can_hold_gap(p));
            let cut: Vec<Vec<Cell>> = parts.iter().map(|p| p.cells.to_vec()).collect();
            assert_eq!(cut, scanned, "{} {:?} at {}", show(piece), letter, i);
            parts.iter().for_each(same_as_scans);
            moves += 1;
        }
    }
    moves
}

#[test]
fn every_piece_up_to_eighteen_cells_and_every_safe_move() {
    let pieces = piece_strings_up_to(18);
    let moves: usize = pieces.iter().map(|p| check_piece(p)).sum();
    assert!(
        pieces.len() > 10_000 && moves > 100_000,
        "{} {}",
        pieces.len(),
        moves
    );
}

#[test]
fn long_pieces_past_the_inline_size() {
    // Lone `O`s every 2–5 cells, with and without `L` borders, 60–200 cells: the parts must not
    // depend on the packed form being inline.
    let mut checked = 0;
    for len in (60..=200).step_by(7) {
        for (step, left, right) in [(2, false, true), (3, true, false), (5, true, true)] {
            let mut piece: Vec<Cell> = (0..len)
                .map(|k| {
                    if k % step == step - 1 {
                        Cell::O
                    } else {
                        Cell::Empty
                    }
                })
                .collect();
            if piece[len - 1] == Cell::O {
                piece[len - 1] = Cell::Empty;
            }
            if left {
                piece[0] = Cell::L;
            }
            if right {
                piece[len - 1] = Cell::L;
            }
            if is_piece(&piece) {
                check_piece(&piece);
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "{} long pieces", checked);
}
