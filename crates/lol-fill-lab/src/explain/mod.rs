//! `cargo xtask explain lol-fill`: per row, the value of every move and how many moves the
//! game then lasts (its remoteness, [`crate::remoteness`]), which moves are safe, the pieces
//! with their classes and the automaton's state on each, and a principal variation in which
//! the winner ends the game as fast as it can and the loser as late as it can ([`line`]).

mod line;

use crate::automaton::emit::judge_dfa;
use crate::piece::split;
use crate::remoteness::Remoteness;
use lol_fill::pieces::empties;
use lol_fill::row::{show, Cell, Row};
use lol_fill::rules::{has_gap, has_lol, has_threat};
use lol_fill::solve;
use std::fmt::Write;

/// The value for the mover after writing `letter` at cell `i`: +1 if it makes `LOL`, else minus
/// the value of the row after it.
pub fn move_value(row: &Row, i: usize, letter: Cell) -> i8 {
    let mut next = row.clone();
    next[i] = letter;
    if has_lol(&next) {
        1
    } else {
        -solve(&next)
    }
}

/// The pieces of a threat-free, gap-free row with their classes (e mod 2, t) and the state the
/// judge program's automaton ends in on each, and Lemma 7's sum.
fn classes_line(row: &Row) -> String {
    let automaton = judge_dfa();
    let (pieces, spare) = split(row);
    let mut sum = 0;
    let shown: Vec<String> = pieces
        .iter()
        .map(|p| {
            let state = automaton.run(p);
            let t = automaton.out[state as usize];
            sum += t;
            let e = empties(p) % 2;
            format!("{} (e mod 2 = {}, t = {}: state {})", show(p), e, t, state)
        })
        .collect();
    let e = empties(row);
    format!(
        "pieces: [{}]; spare cells: {}; E = {}; sum of t = {}: {}",
        shown.join(", "),
        spare,
        e,
        sum,
        if sum >= 2 || (sum == 1 && e % 2 == 1) {
            "a gap forms (Lemma 7)"
        } else {
            "no gap forms (Lemma 7)"
        }
    )
}

/// Whether Lemma 7's sum describes the row (threat-free, no gap, no `LOL`).
fn in_the_race(row: &Row) -> bool {
    !has_lol(row) && !has_threat(row) && !has_gap(row)
}

/// The explanation of one row, its distances from a fresh search.
pub fn explain(row: &Row) -> String {
    explain_with(&mut Remoteness::default(), row)
}

/// The explanation of one row, its distances from `search` (exact within its budget).
pub fn explain_with(search: &mut Remoteness, row: &Row) -> String {
    let mut out = String::new();
    let shown = match search.outcome(row) {
        Ok(outcome) => outcome.to_string(),
        Err(_) => format!("{:+} (distance not proven)", solve(row)),
    };
    let _ = writeln!(
        out,
        "row {}  ({} cells), value for the mover: {}",
        show(row),
        row.len(),
        shown
    );
    if has_lol(row) {
        let _ = writeln!(
            out,
            "  LOL already stands: the game is over and the mover did not win."
        );
        return out;
    }
    let threat_free = !has_threat(row);
    if threat_free && has_gap(row) {
        let _ = writeln!(out, "  a gap L**L stands: whoever must fill it first loses, so the parity of the empty cells decides.");
    } else if threat_free {
        let _ = writeln!(out, "  {}", classes_line(row));
    } else {
        let _ = writeln!(out, "  a threat stands: the mover completes LOL.");
    }
    let _ = writeln!(
        out,
        "  moves (cell letter: value in moves to the end, the move included; * = unsafe: creates a threat):"
    );
    let _ = writeln!(out, "   {}", line::move_list(search, row, threat_free));
    line::principal_variation(search, row, &mut out);
    out
}
