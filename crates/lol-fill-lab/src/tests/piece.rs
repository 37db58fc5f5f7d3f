//! The piece model against scans of whole rows: the parts a move leaves (by [`extents_after`])
//! against the pieces [`for_each_piece`] finds after it, and Lemma 4 as the proof uses it.

use crate::automaton::grammar::piece_strings_up_to;
use crate::piece::*;
use lol_fill::pieces::{empties, for_each_piece};
use lol_fill::row::Cell::{self, Empty, L, O};
use lol_fill::rules::{has_gap, has_lol, has_threat};

/// The extents of the pieces of a row, by a scan.
fn extents(row: &[Cell]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for_each_piece(row, |from, cells, _| found.push((from, from + cells.len())));
    found
}

/// The O(1) extents against a scan of the piece after the move, on every piece string of up
/// to 16 cells and every safe move in it; every part of a quiet move is a piece string with
/// fewer empty cells.
#[test]
fn extents_after_a_move_are_those_a_scan_finds() {
    let mut moves = 0;
    for piece in piece_strings_up_to(16) {
        for i in (0..piece.len()).filter(|&i| piece[i] == Empty) {
            for letter in [L, O]
                .into_iter()
                .filter(|&c| !creates_threat(&piece, i, c))
            {
                let mut after = piece.clone();
                after[i] = letter;
                let derived: Vec<_> = extents_after(&piece, i, letter)
                    .into_iter()
                    .flatten()
                    .collect();
                assert_eq!(
                    derived,
                    extents(&after),
                    "{:?} {:?} at {}",
                    piece,
                    letter,
                    i
                );
                if !creates_gap(&piece, i, letter) {
                    for part in parts_after(&piece, i, letter) {
                        assert!(is_piece(&part) && empties(&part) < empties(&piece));
                    }
                }
                moves += 1;
            }
        }
    }
    assert!(moves > 90_000, "{} moves", moves);
}

/// Every row of `len` cells over `*`, `L`, `O`.
fn rows(len: usize) -> impl Iterator<Item = Vec<Cell>> {
    (0..3usize.pow(len as u32)).map(move |mut code| {
        (0..len)
            .map(|_| {
                let cell = [Empty, L, O][code % 3];
                code /= 3;
                cell
            })
            .collect()
    })
}

/// Lemma 4 on one threat-free, gap-free row: every move is safe, or makes a gap, in the row
/// exactly when it does in its piece alone, and after a quiet move the pieces of the row are
/// the others and the move's parts. Returns the number of quiet moves.
fn lemma_4_on(row: &[Cell]) -> usize {
    let pieces = extents(row);
    let in_pieces: usize = pieces.iter().map(|&(f, t)| empties(&row[f..t])).sum();
    assert_eq!(in_pieces, empties(row));
    let mut quiet = 0;
    for (k, &(from, to)) in pieces.iter().enumerate() {
        let piece = &row[from..to];
        assert!(is_piece(piece));
        for i in (from..to).filter(|&i| row[i] == Empty) {
            for letter in [L, O] {
                let mut after = row.to_vec();
                after[i] = letter;
                assert!(!has_lol(&after));
                assert_eq!(
                    creates_threat(row, i, letter),
                    creates_threat(piece, i - from, letter)
                );
                if creates_threat(row, i, letter) {
                    continue;
                }
                assert_eq!(has_gap(&after), creates_gap(piece, i - from, letter));
                if has_gap(&after) {
                    continue;
                }
                assert!(!has_threat(&after));
                let others = pieces.iter().enumerate().filter(|&(m, _)| m != k);
                let mut expected: Vec<Piece> =
                    others.map(|(_, &(f, t))| row[f..t].to_vec()).collect();
                expected.extend(parts_after(piece, i - from, letter));
                let mut found: Vec<Piece> = extents(&after)
                    .iter()
                    .map(|&(f, t)| after[f..t].to_vec())
                    .collect();
                expected.sort();
                found.sort();
                assert_eq!(found, expected);
                quiet += 1;
            }
        }
    }
    quiet
}

fn lemma_4_check(max_len: usize) -> (usize, usize) {
    let (mut checked, mut quiet) = (0, 0);
    for row in (0..=max_len).flat_map(rows) {
        if !has_lol(&row) && !has_threat(&row) && !has_gap(&row) {
            quiet += lemma_4_on(&row);
            checked += 1;
        }
    }
    (checked, quiet)
}

#[test]
fn pieces_are_independent_in_every_row_up_to_ten_cells() {
    let (rows, moves) = lemma_4_check(10);
    assert!(
        rows > 10_000 && moves > 40_000,
        "{} rows, {} moves",
        rows,
        moves
    );
}

#[test]
#[ignore]
fn pieces_are_independent_in_every_row_up_to_twelve_cells() {
    let (rows, moves) = lemma_4_check(12);
    println!(
        "Lemma 4 on {} threat-free, gap-free rows up to 12 cells, {} quiet moves",
        rows, moves
    );
}
