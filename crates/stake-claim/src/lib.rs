//! # stake-claim — "Stake Your Claim" (ACM ICPC East Central NA regional 2007)
//!
//! An n×n board holds some 0s, some 1s and empty squares. Players 0 and 1 alternately write
//! their own digit into an empty square until the board is full. A player's score is the size of
//! their largest 4-connected region of their digit (0 if they own no square).
//!
//! **Task**: for the player to move (player 0 when the counts of 0s and 1s are equal, player 1
//! when there is one more 0), the move that maximises (own final score − opponent's final score)
//! under optimal play, and that value.
//!
//! **Input**: several cases, each `n` then n rows of n characters from `0`, `1`, `.`; a line
//! `0` (or the end of the input after a complete case) ends it.
//! **Output**: per case `(r,c) s`: 0-based row and column of the best move, then the value from
//! the mover's side. Ties go to the smallest row, then the smallest column.
//!
//! Judge limits: n ≤ 8, 1 to 10 empty squares. This crate takes n ≤ 8 and up to
//! [`board::MAX_EMPTIES`] empty squares (see the README for timings).
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary.

pub mod bitboard;
pub mod board;
mod history;
pub mod solver;
mod table;

#[cfg(any(test, feature = "analysis"))]
pub mod explain;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
#[cfg(any(test, feature = "analysis"))]
pub mod oracle;
#[cfg(test)]
mod tests;

pub use board::{parse, Board};
use common::scanner::ParseError;
pub use solver::{BestMove, Solver};

/// The best move and its value for each board, sharing one search table sized for the largest.
pub fn solve(boards: &[Board]) -> Vec<BestMove> {
    let mut solver = Solver::for_boards(boards);
    boards.iter().map(|b| solver.best_move(b)).collect()
}

/// The judge's output: `(r,c) s` per case.
pub fn format(moves: &[BestMove]) -> String {
    moves
        .iter()
        .map(|m| format!("({},{}) {}\n", m.row, m.col, m.value))
        .collect()
}

/// Input bytes → output text, as the judge binary prints it.
pub fn answer(input: &[u8]) -> Result<String, ParseError> {
    Ok(format(&solve(&parse(input)?)))
}
