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
//! **Judge limits**: n ≤ 8, 1 to 10 empty squares; 1 s, 128 MB. This program takes up
//! to [`LIMITS`] empty squares.
//!
//! **Algorithm** ([`search`]): alpha-beta negamax with a transposition table, bounds from the
//! regions each player can still reach (`bounds`), and only live squares played: O(3^e) for
//! e empty squares in the worst case, about 800 nodes for a judge case.
//!
//! Flow: [`parse`] → [`solve`] → [`format`]; [`answer`] chains them for the binary.

pub mod bitboard;
pub mod board;
mod bounds;
mod ordering;
mod position;
pub mod search;
mod table;

pub use board::{parse, Board, Limits};
use common::scanner::ParseError;
pub use search::{BestMove, Solver};

/// What this program answers within 0.5 s (hunted in the lab): n ≤ 8, up to 14 empty squares,
/// and the work of two hardest 14-square boards in one input.
pub const LIMITS: Limits = Limits {
    max_side: 8,
    max_empties: 14,
    max_work: 2 * 3u64.pow(14),
};

/// The most input read (its most cases take 3 MB).
pub const MAX_INPUT_BYTES: usize = 8 << 20;

/// The transposition table: at most 2^21 entries of 24 bytes, 48 MiB (the judge allows 128 MB).
pub const TABLE_BITS: u32 = 21;

/// Each board's best move and value; one table serves all.
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
    Ok(format(&solve(&parse(input, &LIMITS)?)))
}
