//! The checks of Lemma 7's rule (the six classes) of `lol_fill::rules`, beside its proof: the
//! judge program's row solver against plain minimax on every row up to 12 cells (up to 16 in
//! an ignored run), spare pairs, the induction step on small positions, and P0 by the
//! reference search on every piece up to 18 cells (24 ignored).
//!
//! Ignored runs: `cargo test --release -p lol-fill-lab -- --ignored --nocapture`.

use super::table;
use crate::automaton::grammar::piece_strings_up_to;
use crate::oracle::Oracle;
use crate::piece::{can_hold_gap, canonical, creates_gap, creates_threat, Piece};
use crate::reference::{self, Classes, Part};
use itertools::Itertools;
use lol_fill::pieces::empties;
use lol_fill::row::{show, Cell, Row};
use lol_fill::rules::{has_lol, has_threat};
use lol_fill::solve;

/// The judge program's row solver against the minimax table on every row of up to `max_len`
/// cells; returns the number of rows and of threat-free ones.
fn rows_match_minimax(max_len: usize) -> (usize, usize) {
    let (mut rows, mut threat_free) = (0, 0);
    table::for_every_row(max_len, |row, (value, _)| {
        assert_eq!(solve(row), value, "row {}", show(row));
        rows += 1;
        threat_free += usize::from(!has_lol(row) && !has_threat(row));
    });
    (rows, threat_free)
}

#[test]
fn every_row_up_to_twelve_cells_matches_minimax() {
    let (rows, threat_free) = rows_match_minimax(12);
    assert_eq!(rows, (0..=12).map(|l| 3usize.pow(l)).sum::<usize>());
    assert!(threat_free > 170_000, "{} threat-free rows", threat_free);
}

#[test]
#[ignore]
fn every_row_up_to_sixteen_cells_matches_minimax() {
    let (rows, threat_free) = rows_match_minimax(16);
    println!(
        "{} rows up to 16 cells agree, {} threat-free",
        rows, threat_free
    );
}

/// A small deterministic generator (xorshift), so the ignored run is repeatable.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[test]
#[ignore]
fn random_rows_of_17_to_24_cells_match_the_oracle() {
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let mut classes = reference::classes();
    let mut checked = 0;
    while checked < 1000 {
        let len = 17 + rng.below(8) as usize;
        // 8 to 12 empty cells: the oracle's cost triples with each one.
        let mut row: Row = (0..len)
            .map(|_| [Cell::L, Cell::O][rng.below(2) as usize])
            .collect();
        for _ in 0..8 + rng.below(5) {
            row[rng.below(len as u64) as usize] = Cell::Empty;
        }
        if has_lol(&row) || has_threat(&row) {
            continue;
        }
        let expected = Oracle::default().solve(&row).ok();
        assert_eq!(Some(solve(&row)), expected, "row {}", show(&row));
        let by_search = reference::solve(&mut classes, &row);
        assert_eq!(Some(by_search), expected, "row {}", show(&row));
        checked += 1;
    }
    println!("{} random threat-free rows of 17–24 cells agree", checked);
}

/// Every canonical live piece of up to `max_cells` cells.
fn pieces_up_to(max_cells: usize) -> Vec<Piece> {
    let live_canonical = |p: &Piece| can_hold_gap(p) && canonical(p) == *p;
    piece_strings_up_to(max_cells)
        .into_iter()
        .filter(live_canonical)
        .collect()
}

/// The row of a piece followed by `spares` spare cells, each `OO*` (two letters cut it off).
fn with_spares(piece: &[Cell], spares: usize) -> Row {
    let mut row = piece.to_vec();
    for _ in 0..spares {
        row.extend([Cell::O, Cell::O, Cell::Empty]);
    }
    row
}

/// t from plain minimax: whether a gap forms (a non-zero value, Lemma 3) with k and k + 1
/// spare cells.
fn t_by_oracle(oracle: &mut Oracle, piece: &[Cell], k: usize) -> u8 {
    (k..k + 2)
        .map(|spares| u8::from(oracle.solve(&with_spares(piece, spares)) != Ok(0)))
        .sum()
}

fn spare_pairs_check(max_cells: usize) -> usize {
    let mut classes = reference::classes();
    let pieces = pieces_up_to(max_cells);
    for piece in &pieces {
        let mut oracle = Oracle::default();
        let t = t_by_oracle(&mut oracle, piece, 0);
        assert_eq!(t, t_by_oracle(&mut oracle, piece, 2), "{}", show(piece));
        assert_eq!(t, classes.t(piece), "{}", show(piece));
        assert_eq!(t, lol_fill::automaton::t(piece), "{}", show(piece));
    }
    pieces.len()
}

/// t(C + two spare cells) = t(C), by the oracle on real rows; and the search's and the
/// automaton's t are the oracle's.
#[test]
fn two_spare_cells_change_no_class() {
    assert!(spare_pairs_check(10) > 100);
}

#[test]
#[ignore]
fn two_spare_cells_change_no_class_up_to_twelve_cells() {
    let n = spare_pairs_check(12);
    println!(
        "t(C) = t(C + 2 spares) = the search's t = the automaton's on {} pieces up to 12 cells",
        n
    );
}

/// Lemma 7's rule for a position: live pieces and E empty cells in all (spares included).
fn rule(classes: &mut Classes, pieces: &[Piece], e: usize) -> bool {
    let sum: u8 = pieces.iter().map(|p| classes.t(p)).sum();
    sum >= 2 || (sum == 1 && e % 2 == 1)
}

/// The rule's value of each safe move from the position (a gap move: a gap).
fn children(classes: &mut Classes, pieces: &[Piece], e: usize) -> Vec<bool> {
    let mut values = Vec::new();
    for (k, piece) in pieces.iter().enumerate() {
        for i in (0..piece.len()).filter(|&i| piece[i] == Cell::Empty) {
            for letter in [Cell::L, Cell::O] {
                if creates_threat(piece, i, letter) {
                    continue;
                }
                if creates_gap(piece, i, letter) {
                    values.push(true);
                    continue;
                }
                let mut next = pieces.to_vec();
                next.remove(k);
                let mut after = piece.clone();
                after[i] = letter;
                next.extend(
                    Part::whole(piece)
                        .live_parts(&after, i, letter)
                        .iter()
                        .map(|p| p.cells.to_vec()),
                );
                values.push(rule(classes, &next, e - 1));
            }
        }
    }
    if e > pieces.iter().map(|p| empties(p)).sum::<usize>() {
        values.push(rule(classes, pieces, e - 1)); // a spare cell
    }
    values
}

/// The induction step of Lemma 7: on every position of up to three pieces of up to
/// `max_cells` cells, with or without a spare cell, the rule's value is the minimax of the
/// rule's values one move later (Maker: some move keeps "gap"; Breaker: some move keeps
/// "no gap"). Returns the number of positions.
fn fixed_point_check(max_cells: usize) -> usize {
    let mut classes = reference::classes();
    let pieces = pieces_up_to(max_cells);
    let mut positions = 0;
    for size in 1..=3 {
        for chosen in pieces.iter().cloned().combinations_with_replacement(size) {
            let cells: usize = chosen.iter().map(|p| empties(p)).sum();
            for e in [cells, cells + 1] {
                let values = children(&mut classes, &chosen, e);
                let minimax = if e % 2 == 1 {
                    values.iter().any(|&v| v)
                } else {
                    !values.is_empty() && values.iter().all(|&v| v)
                };
                let shown: Vec<String> = chosen.iter().map(|p| show(p)).collect();
                assert_eq!(
                    rule(&mut classes, &chosen, e),
                    minimax,
                    "{:?} E={}",
                    shown,
                    e
                );
                positions += 1;
            }
        }
    }
    positions
}

#[test]
fn the_rule_is_a_fixed_point_of_minimax() {
    assert!(fixed_point_check(8) > 10_000);
}

#[test]
#[ignore]
fn the_rule_is_a_fixed_point_of_minimax_up_to_ten_cells() {
    let n = fixed_point_check(10);
    println!(
        "induction step holds on {} positions (≤ 3 pieces of ≤ 10 cells)",
        n
    );
}

/// P0 of Lemma 7 by the search on every piece up to `max_cells` cells (the classes check it on
/// every piece of odd e and t = 0 they learn; the verifier's check 2 proves it for all pieces);
/// returns the number of pieces and of those.
fn p0_check(max_cells: usize) -> (usize, usize) {
    let mut classes = reference::classes();
    let pieces = pieces_up_to(max_cells);
    let mut odd_zero = 0;
    for piece in &pieces {
        if !classes.maker_first(piece) && empties(piece) % 2 == 1 {
            odd_zero += 1;
        }
        assert_eq!(classes.p0_fails_on.as_ref().map(|p| show(p)), None);
    }
    (pieces.len(), odd_zero)
}

#[test]
fn p0_holds_on_every_piece_up_to_eighteen_cells() {
    let (pieces, odd_zero) = p0_check(18);
    assert!(
        pieces > 7_000 && odd_zero > 2_000,
        "{} {}",
        pieces,
        odd_zero
    );
}

#[test]
#[ignore]
fn p0_holds_on_every_piece_up_to_twenty_four_cells() {
    let (pieces, odd_zero) = p0_check(24);
    println!(
        "P0 holds on {} pieces up to 24 cells ({} of odd e and t = 0)",
        pieces, odd_zero
    );
}
