//! The rules as local patterns, and the lemmas the solver rests on.
//!
//! A *threat* is three cells `L*L`, `LO*` or `*OL`: the player to move completes `LOL` there. A
//! *gap* is four cells `L**L`.
//!
//! **Lemma 1** (threats). A threat wins for the player to move, so a move making one loses:
//! optimal play makes *safe* moves while any exists, and in a threat-free row nobody completes
//! `LOL`.
//!
//! **Lemma 2** (unsafe cells). In a threat-free row an empty cell where neither letter is safe is
//! a middle cell of a gap (`L` is unsafe only at an end of `L*L`, `O` only beside an `L` with an
//! empty cell beyond). Gaps never go away: only unsafe moves fill them.
//!
//! **Lemma 3** (the race). From a threat-free row with e empty cells, optimal play makes safe
//! moves until none is left; then every empty cell lies in a gap: with none the row is full (a
//! draw), else the mover must make a threat and loses. Gaps hold two cells, so the safe moves
//! number ≡ e (mod 2): with e odd the first player wins exactly when a gap ever forms, else
//! draws; with e even it loses exactly then. *Maker* wants a gap (the mover when e is odd),
//! *Breaker* not. A gap move ends the race; a safe move making no gap is *quiet*.
//!
//! **Lemma 4** (pieces). An `L`, or two letters side by side, separate the row: no window that can
//! become a threat or a gap holds empty cells of both sides. A lone `O` couples its neighbours. So
//! a threat-free row splits into independent *pieces*: runs of empty cells and lone `O`s, with
//! the `L`s that border them; an `O` at a border acts like the row's end.
//!
//! **Lemma 5** (spare cells). A piece with no four cells `[L*]**[L*]` never holds a gap: its cells
//! are *spare*, pure tempo, and only their parity counts (two spare moves pair away).
//!
//! **Lemma 7** (six classes). For a piece C with e empty cells, MF(C): Maker, moving first in C
//! plus (e + 1) mod 2 spare cells (an odd total), forces a gap; BF(C): Breaker, moving first in
//! C plus e mod 2 spare cells (an even total), cannot stop one; t(C) = MF(C) + BF(C). BF implies
//! MF (the first move can be the spare): (e mod 2, t) takes six values.
//!
//! *Rule.* A threat-free, gap-free position with pieces C_i and E empty cells (spare cells
//! included) forms a gap iff Σ t(C_i) ≥ 2, or Σ t(C_i) ≥ 1 and E is odd (Maker to move).
//!
//! *P0.* Every piece with t = 0 and odd e has a quiet move leaving no part with a gap move
//! and only parts with t = 0.
//!
//! *Proof* (in full in the lab, `lol_fill_lab::proofs`): by induction on E, MF and BF being
//! the rule one move later. The one case needing P0: Breaker to move, every piece of odd e and
//! t = 0, no spare cell. ∎
//!
//! **The automaton.** t is a regular function of a piece's cells: an automaton of 41 states
//! reads it ([`crate::automaton`]), and P0 holds on every piece. Both are proven for pieces of
//! any length by a finite computation on the automaton, in the lab
//! (`crates/lol-fill-lab/docs/automaton-proof.md`; `cargo test -p lol-fill-lab` runs it).

use crate::row::Cell::{self, Empty, L, O};

/// Whether `LOL` stands anywhere in the row.
pub fn has_lol(row: &[Cell]) -> bool {
    row.windows(3).any(|w| w == [L, O, L])
}

/// Whether three cells form a threat (`L*L`, `LO*`, `*OL`).
pub fn is_threat(w: &[Cell]) -> bool {
    matches!(w, [L, Empty, L] | [L, O, Empty] | [Empty, O, L])
}

/// Whether the row holds a threat.
pub fn has_threat(row: &[Cell]) -> bool {
    row.windows(3).any(is_threat)
}

/// Whether four cells form a gap (`L**L`).
pub fn is_gap(w: &[Cell]) -> bool {
    w == [L, Empty, Empty, L]
}

/// Whether the row holds a gap.
pub fn has_gap(row: &[Cell]) -> bool {
    row.windows(4).any(is_gap)
}
