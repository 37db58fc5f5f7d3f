//! Checks at sizes no oracle reaches, each minutes long and gigabytes large: ignored by
//! `cargo test`; run them one at a time with
//! `cargo test --release -p chess-contour-lab --test big_boards -- --ignored --test-threads=1`.
//!
//! Uniform boards have a closed form, a board padded with zero rows and columns in pairs is
//! worth its corner, and a board and its transpose have the same value
//! (`chess_contour_lab::closed_forms`). The values drawn below make every total fit an `i32`,
//! so these runs take the same 4-byte path as the random boards of the bench.

use chess_contour_lab::closed_forms::{drawn, padded, uniform, uniform_value};
use chess_contour_lab::solver::solve;

/// Uniform boards at 19×19 (35 billion positions), 20×20 (138 billion) and 19×21 (131
/// billion): A = 99,991 and B = 100,000 everywhere.
fn check_uniform(rows: usize, cols: usize) {
    let (a, b) = (99_991, 100_000);
    let board = uniform(rows, cols, a, b);
    assert_eq!(board.bytes_per_position(), 4);
    assert_eq!(solve(&board), uniform_value(rows, cols, a, b));
}

#[test]
#[ignore = "3–5 minutes, 2.8 GiB"]
fn uniform_19_by_19() {
    check_uniform(19, 19);
}

#[test]
#[ignore = "10–20 minutes, 9 GiB"]
fn uniform_20_by_20() {
    check_uniform(20, 20);
}

#[test]
#[ignore = "10–20 minutes, 9 GiB"]
fn uniform_19_by_21() {
    check_uniform(19, 21);
}

/// A 20×20 board whose values (0–100,000) fill its 12×12 corner: worth the corner, which the
/// flat-memo oracle and the judge program both solve.
#[test]
#[ignore = "10–20 minutes, 9 GiB"]
fn padded_20_by_20_is_worth_its_12_by_12_corner() {
    let corner = drawn(12, 12, 2012, 100_000);
    let expected = chess_contour_lab::oracle::solve_by_rank(&corner);
    assert_eq!(chess_contour::solve(&corner), expected);
    assert_eq!(solve(&padded(&corner, 20, 20)), expected);
}

/// The bench's 18×18 board (seed 18) and its transpose: −40339 both (the flat-memo oracle
/// cannot hold 18×18; the dense fill of the judge program refuses it).
#[test]
#[ignore = "2–4 minutes, 1 GiB"]
fn transposed_18_by_18_has_the_same_value() {
    let draw = lab::Draw {
        seed: 18,
        size: Some(18),
        cases: None,
    };
    let text = chess_contour_lab::generate::generate("largest", &draw).unwrap();
    let board = chess_contour_lab::parse(text.as_bytes()).unwrap();
    let value = solve(&board);
    assert_eq!(solve(&board.transposed()), value);
    assert_eq!(value, -40339);
}
