//! The packed form against the judge program's plain form, on every whole piece of up to 18
//! cells and every safe move in it, and on long pieces past the inline size: the parts each
//! move leaves, their empty cells, whether they can hold a gap and have a gap move (by masks
//! of letters in the packed form, by scans in the plain one), and their keys (the same piece
//! up to its mirror image).

use super::piece_shapes_up_to;
use crate::packed::Packed;
use lol_fill::form::{Form, Part};
use lol_fill::pieces::for_each_piece;
use lol_fill::plain::Plain;
use lol_fill::row::Cell;
use lol_fill::rules::{creates_threat, has_threat};

/// Whether the cells are one whole piece (live or not) of a threat-free row.
fn is_whole_piece(cells: &[Cell]) -> bool {
    let mut extents = Vec::new();
    for_each_piece(cells, |from, piece, _| {
        extents.push((from, from + piece.len()))
    });
    !has_threat(cells) && extents == [(0, cells.len())]
}

/// The two forms of one part agree.
fn same_part(packed: &Part<Packed>, plain: &Part<Plain>) {
    let shown = lol_fill::row::show(plain.cells);
    assert_eq!(packed.cells, plain.cells, "{}", shown);
    assert_eq!(Packed::empties(packed), Plain::empties(plain), "{}", shown);
    assert_eq!(
        Packed::has_gap_move(packed),
        Plain::has_gap_move(plain),
        "{}",
        shown
    );
    assert_eq!(
        Packed::can_hold_gap(packed),
        Plain::can_hold_gap(plain),
        "{}",
        shown
    );
    let key: Vec<Cell> = packed
        .form
        .key()
        .codes()
        .map(|c| [Cell::Empty, Cell::L, Cell::O][c as usize])
        .collect();
    let mirror: Vec<Cell> = key.iter().rev().copied().collect();
    assert!(
        key == *plain.form.key() || mirror == *plain.form.key(),
        "{}",
        shown
    );
}

/// Checks the piece and the parts of every safe move; returns the number of moves.
fn check_piece(piece: &[Cell]) -> usize {
    let (packed, plain) = (Part::<Packed>::whole(piece), Part::<Plain>::whole(piece));
    same_part(&packed, &plain);
    let mut moves = 0;
    for i in (0..piece.len()).filter(|&i| piece[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            if creates_threat(piece, i, letter) {
                continue; // never played: Lemma 1
            }
            let mut after = piece.to_vec();
            after[i] = letter;
            let packed_parts = packed.live_parts(&after, i, letter);
            let plain_parts = plain.live_parts(&after, i, letter);
            assert_eq!(packed_parts.len(), plain_parts.len());
            for (a, b) in packed_parts.iter().zip(&plain_parts) {
                same_part(a, b);
            }
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
            if is_whole_piece(&piece) {
                check_piece(&piece);
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "{} long pieces", checked);
}
