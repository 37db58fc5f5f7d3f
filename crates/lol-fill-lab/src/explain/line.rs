//! The moves of a row with their value and moves to the end, and the principal variation: at
//! each step the move with the best remoteness (a win as fast as possible, a loss as late as
//! possible; ties go to the leftmost cell, `L` before `O`).
//!
//! Past the exact search's budget a step knows values only (from the judge program): it then
//! takes a move of the best value, an immediate win first, and one that hands the opponent no
//! immediate win when it can; each move shows `(distance not proven)` and the line says that
//! its length is not proven optimal.

use super::{classes_line, in_the_race, move_value};
use crate::piece::creates_threat;
use crate::remoteness::{Outcome, Remoteness};
use lol_fill::row::{show, Cell, Row};
use lol_fill::rules::{has_lol, has_threat};
use std::fmt::Write;

/// What is known of a move for its player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// Its value and the moves to the end, exact.
    Exact(Outcome),
    /// Its value alone (past the search's budget).
    Value(i8),
}

impl std::fmt::Display for Known {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Known::Exact(outcome) => write!(f, "{}", outcome),
            Known::Value(value) => write!(f, "{:+} (distance not proven)", value),
        }
    }
}

/// A move: its cell, its letter and what is known of it.
pub type Move = (usize, Cell, Known);

/// Every move of the row, by cell, `L` before `O`: all exact when the search can give every
/// one within its budget, else all by value.
pub fn moves(search: &mut Remoteness, row: &Row) -> Vec<Move> {
    let all: Vec<(usize, Cell)> = (0..row.len())
        .filter(|&i| row[i] == Cell::Empty)
        .flat_map(|i| [(i, Cell::L), (i, Cell::O)])
        .collect();
    let exact: Result<Vec<Move>, _> = all
        .iter()
        .map(|&(i, letter)| {
            let outcome = search.of_move(row, i, letter)?;
            Ok((i, letter, Known::Exact(outcome)))
        })
        .collect();
    exact.unwrap_or_else(|_: crate::remoteness::OutOfBudget| {
        let by_value =
            |&(i, letter): &(usize, Cell)| (i, letter, Known::Value(move_value(row, i, letter)));
        all.iter().map(by_value).collect()
    })
}

/// Every move's outcome, e.g. `0L: +0 in 5, 0O: -1 in 2*` (`*`: unsafe in a threat-free row).
pub fn move_list(search: &mut Remoteness, row: &Row, threat_free: bool) -> String {
    let shown: Vec<String> = moves(search, row)
        .into_iter()
        .map(|(i, letter, known)| {
            let unsafe_mark = threat_free && creates_threat(row, i, letter);
            let mark = if unsafe_mark { "*" } else { "" };
            format!("{}{}: {}{}", i, letter.to_char(), known, mark)
        })
        .collect();
    shown.join(", ")
}

/// How a move ranks for its player; the line plays the first of the highest.
fn rank(row: &Row, &(i, letter, known): &Move) -> (i8, i64, bool, bool) {
    match known {
        Known::Exact(outcome) => {
            let (value, moves) = outcome.rank();
            (value, moves, false, false)
        }
        Known::Value(value) => {
            let mut after = row.clone();
            after[i] = letter;
            (value, 0, has_lol(&after), !has_threat(&after))
        }
    }
}

/// The move the line plays.
pub fn best(row: &Row, moves: &[Move]) -> Move {
    let mut best = moves[0];
    for m in &moves[1..] {
        if rank(row, m) > rank(row, &best) {
            best = *m;
        }
    }
    best
}

/// The principal variation, a move per line with its outcome, and how it ends.
pub fn principal_variation(search: &mut Remoteness, row: &Row, out: &mut String) {
    let _ = writeln!(
        out,
        "  principal variation (the winner ends the game as fast as it can, the loser as late as it can):"
    );
    let mut current = row.clone();
    let (mut ply, mut proven) = (0, true);
    while current.contains(&Cell::Empty) {
        let before = current.clone();
        let (i, letter, known) = best(&current, &moves(search, &current));
        proven &= matches!(known, Known::Exact(_));
        current[i] = letter;
        ply += 1;
        let who = if ply % 2 == 1 { "first " } else { "second" };
        let _ = writeln!(
            out,
            "    {:>3}. {} writes {} at {:>3}: {}   {}",
            ply,
            who,
            letter.to_char(),
            i,
            show(&current),
            known
        );
        if has_lol(&current) {
            let _ = writeln!(
                out,
                "    {} made LOL and wins: {} move{}",
                who.trim_end(),
                ply,
                if ply == 1 { "" } else { "s" }
            );
            return ending(out, proven);
        }
        if ply == 1 && in_the_race(&before) && in_the_race(&current) {
            let _ = writeln!(out, "         before: {}", classes_line(&before));
            let _ = writeln!(out, "         after:  {}", classes_line(&current));
        }
    }
    let noun = if ply == 1 { "move" } else { "moves" };
    let _ = writeln!(out, "    full row, no LOL: a draw after {} {}", ply, noun);
    ending(out, proven)
}

/// The note on a line that went past the search's budget.
fn ending(out: &mut String, proven: bool) {
    if !proven {
        let _ = writeln!(
            out,
            "    (past the exact search's reach: the line takes every immediate win and avoids \
             every immediate loss it can, but its length is not proven optimal)"
        );
    }
}
