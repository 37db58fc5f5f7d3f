//! # stake-claim — "Stake Your Claim" (ACM ICPC East Central NA regional 2007)
//!
//! An n×n board holds some 0s, 1s and empty squares. Players 0 and 1 alternately write their
//! digit into an empty square until the board is full; a player's score is the size of its
//! largest 4-connected region. For the player to move (0 when the counts are equal, 1 when
//! there is one 0 more): the move maximising (own score − other's) under optimal play, and
//! that value.
//!
//! **Input**: cases of `n` and n rows over `0`, `1`, `.`; a line `0` (or the end of the input)
//! ends them. **Output**: per case `(r,c) s`, ties to the smallest row, then column.
//! **Judge limits**: n ≤ 8, 1 to 10 empty squares; 1 s, 128 MB. This crate takes up to
//! [`board::MAX_EMPTIES`] empty squares.
//!
//! **Algorithm** ([`solver`]): alpha-beta negamax with a transposition table, bounds from the
//! regions each player can still reach, and only live squares played: O(3^e) for e empty
//! squares in the worst case, about 800 nodes for a judge case.
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

/// Each board's best move and value; one search table serves all.
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
