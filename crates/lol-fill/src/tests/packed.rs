//! The O(1) forms the search uses on packed pieces against the plain scans they replace, on
//! every piece of up to 18 cells and every move in it: the parts' extents after a move
//! ([`extents_after`] against [`for_each_piece`]) and the two patterns of [`Letters`].

use super::piece_shapes_up_to;
use crate::packed::{before, extents_after, Letters};
use crate::pieces::{for_each_piece, has_gap_move};
use crate::row::Cell;
use crate::rules::{can_hold_gap, creates_threat, has_threat};

/// Whether the cells are one whole piece (live or not) of a threat-free row.
fn is_whole_piece(cells: &[Cell]) -> bool {
    let mut extents = Vec::new();
    for_each_piece(cells, |from, piece, _| {
        extents.push((from, from + piece.len()))
    });
    !has_threat(cells) && extents == [(0, cells.len())]
}

fn check_piece(piece: &[Cell]) -> usize {
    let packed = before(piece);
    if let Some(letters) = Letters::of(&packed) {
        assert_eq!(letters.can_hold_gap(), can_hold_gap(piece), "{:?}", piece);
        assert_eq!(letters.has_gap_move(), has_gap_move(piece), "{:?}", piece);
    }
    let mut moves = 0;
    for i in (0..piece.len()).filter(|&i| piece[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            if creates_threat(piece, i, letter) {
                continue; // never played: Lemma 1
            }
            let mut after = piece.to_vec();
            after[i] = letter;
            let mut scanned = Vec::new();
            for_each_piece(&after, |from, part, _| {
                scanned.push((from, from + part.len()))
            });
            let derived: Vec<_> = extents_after(&packed, i, letter)
                .iter()
                .flatten()
                .copied()
                .collect();
            assert_eq!(derived, scanned, "{:?}, {:?} at {}", piece, letter, i);
            moves += 1;
        }
    }
    moves
}

#[test]
fn every_piece_up_to_eighteen_cells_and_every_safe_move() {
    let pieces = piece_shapes_up_to(18, is_whole_piece);
    let moves: usize = pieces.iter().map(|p| check_piece(p)).sum();
    println!("{} pieces, {} safe moves", pieces.len(), moves);
    assert!(pieces.len() > 1_000 && moves > 10_000);
}

#[test]
fn long_pieces_past_the_inline_size() {
    // Lone `O`s every 2–5 cells, with and without `L` borders, 60–200 cells: the extents
    // must not depend on the packed form being inline.
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
            if is_whole_piece(&piece) {
                check_piece(&piece);
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "{} long pieces", checked);
}
