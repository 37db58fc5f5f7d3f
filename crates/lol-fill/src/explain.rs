//! `cargo xtask explain lol-fill`: per row, the value of every move, which moves are safe, the
//! pieces, and the principal variation.

use crate::pieces::Pieces;
use crate::row::{show, Cell, Row};
use crate::rules::{creates_threat, has_gap, has_lol, has_threat};
use crate::solve;
use crate::solver::split;
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
        let (pieces, spare) = split(row);
        let mut table = Pieces::default();
        let shown: Vec<String> = pieces
            .into_iter()
            .map(|p| {
                let shown = show(&p);
                let id = table.id(&p);
                if table.is_neutral(id) {
                    format!("{} (neutral: counts as spare moves)", shown)
                } else {
                    shown
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "  live pieces: [{}]; spare moves: {}",
            shown.join(", "),
            spare
        );
    } else {
        let _ = writeln!(out, "  a threat stands: the mover completes LOL.");
    }
    let _ = writeln!(
        out,
        "  moves (cell letter: value, * = unsafe: creates a threat):"
    );
    let mut line = String::new();
    for i in 0..row.len() {
        if row[i] != Cell::Empty {
            continue;
        }
        for letter in [Cell::L, Cell::O] {
            let unsafe_mark = if threat_free && creates_threat(&mut row.clone(), i, letter) {
                "*"
            } else {
                ""
            };
            let _ = write!(
                line,
                " {}{}:{:+}{}",
                i,
                letter.to_char(),
                move_value(row, i, letter),
                unsafe_mark
            );
        }
    }
    let _ = writeln!(out, "   {}", line.trim_start());
    let _ = writeln!(out, "  principal variation:");
    let mut current = row.clone();
    let mut ply = 0;
    loop {
        let empties: Vec<usize> = (0..current.len())
            .filter(|&i| current[i] == Cell::Empty)
            .collect();
        if empties.is_empty() {
            let _ = writeln!(out, "    full row, no LOL: draw");
            break;
        }
        let v = solve(&current);
        let (i, letter) = empties
            .iter()
            .flat_map(|&i| [(i, Cell::L), (i, Cell::O)])
            .find(|&(i, letter)| move_value(&current, i, letter) == v)
            .expect("some move reaches the value");
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
            break;
        }
    }
    out
}
