//! `cargo xtask explain lol-fill`: per row, the value of every move, which moves are safe, the
//! pieces with their classes and the automaton's state on each, and the principal variation.

use crate::automaton::emit::judge_dfa;
use crate::piece::{creates_threat, split};
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

/// The explanation of one row.
pub fn explain(row: &Row) -> String {
    let mut out = String::new();
    let value = solve(row);
    let _ = writeln!(
        out,
        "row {}  ({} cells), value for the mover: {}",
        show(row),
        row.len(),
        value
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
        "  moves (cell letter: value, * = unsafe: creates a threat):"
    );
    let _ = writeln!(out, "   {}", move_values(row, threat_free));
    let _ = writeln!(out, "  principal variation:");
    principal_variation(row, &mut out);
    out
}

/// Every move's value, e.g. `0L:+0 0O:-1*` (`*`: unsafe in a threat-free row).
fn move_values(row: &Row, threat_free: bool) -> String {
    let mut line = String::new();
    for i in (0..row.len()).filter(|&i| row[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            let unsafe_mark = if threat_free && creates_threat(row, i, letter) {
                "*"
            } else {
                ""
            };
            let value = move_value(row, i, letter);
            let _ = write!(
                line,
                " {}{}:{:+}{}",
                i,
                letter.to_char(),
                value,
                unsafe_mark
            );
        }
    }
    line.trim_start().to_string()
}

/// Best play to the end; after the first move, how it changed the pieces' classes and their sum.
fn principal_variation(row: &Row, out: &mut String) {
    let mut current = row.clone();
    let mut ply = 0;
    loop {
        let empties: Vec<usize> = (0..current.len())
            .filter(|&i| current[i] == Cell::Empty)
            .collect();
        if empties.is_empty() {
            let _ = writeln!(out, "    full row, no LOL: draw");
            return;
        }
        let v = solve(&current);
        let (i, letter) = best_move(&current, &empties, v);
        let before = current.clone();
        current[i] = letter;
        ply += 1;
        let who = if ply % 2 == 1 { "first " } else { "second" };
        let _ = writeln!(
            out,
            "    {:>3}. {} writes {} at {:>3}: {}",
            ply,
            who,
            letter.to_char(),
            i,
            show(&current)
        );
        if has_lol(&current) {
            let _ = writeln!(out, "    {} made LOL and wins", who.trim_end());
            return;
        }
        if ply == 1 && in_the_race(&before) && in_the_race(&current) {
            let _ = writeln!(out, "         before: {}", classes_line(&before));
            let _ = writeln!(out, "         after:  {}", classes_line(&current));
        }
    }
}

/// The first move (by cell, `L` before `O`) that reaches the row's value `v`.
fn best_move(row: &Row, empties: &[usize], v: i8) -> (usize, Cell) {
    for &i in empties {
        for letter in [Cell::L, Cell::O] {
            if move_value(row, i, letter) == v {
                return (i, letter);
            }
        }
    }
    unreachable!("some move reaches the value of the row")
}
