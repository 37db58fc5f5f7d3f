//! The rules of the game as local patterns, and the lemmas the solver rests on.
//!
//! A *threat* is a window of three cells reading `L*L`, `LO*` or `*OL`: the player to move
//! completes `LOL` there and wins. A *gap* is a window of four reading `L**L`.
//!
//! **Lemma 1** (threats). A threat wins for the player to move, so a move making one loses:
//! while a *safe* move exists, optimal play makes only safe moves, and in a threat-free position
//! nobody can complete `LOL`.
//!
//! **Lemma 2** (unsafe cells). In a threat-free position an empty cell on which neither letter is
//! safe is exactly one of the two middle cells of a gap (an `L` is unsafe only at the end of
//! `L*L`, an `O` only beside an `L` with an empty cell beyond: both means `L**L`). Gaps never
//! disappear: only unsafe moves fill their cells.
//!
//! **Lemma 3** (the race). From a threat-free position with e empty cells, optimal play makes
//! safe moves until none is left; then every empty cell lies in a gap (Lemma 2): with no gap
//! the row is full (a draw), else the mover must make a threat and loses. Gaps hold two cells,
//! so the safe moves made are ≡ e (mod 2): with e odd the first player wins exactly when some
//! gap ever forms, else draws; with e even it loses exactly then, else draws. *Maker* wants a
//! gap (the mover when e is odd), *Breaker* not. A gap move ends the race (Maker wins, whoever
//! made it); a safe move making no gap is *quiet*.
//!
//! **Lemma 4** (pieces). An `L`, or two letters side by side, separates the row: no window that
//! can become a threat or gap holds empty cells from both sides (`*L*` is neither; a window
//! through two letters holds one empty cell at most). A lone `O` couples its neighbours (`*O*`
//! is a threat after one `L`). So a threat-free row splits into independent *pieces*: runs of
//! empty cells and lone `O`s, with the `L`s that border them; an `O` at a border acts like the
//! row's end.
//!
//! **Lemma 5** (spare cells). A piece with no four cells `[L*]**[L*]` never holds a gap: its
//! cells are *spare*, pure tempo. Two spare moves pair away (answer one with the other), so only
//! the parity of the spare cells counts.
//!
//! **Lemma 7** (six classes). For a piece C with e empty cells, MF(C): Maker, moving first in C
//! plus (e + 1) mod 2 spare cells (an odd total), forces a gap; BF(C): Breaker, moving first in
//! C plus e mod 2 spare cells (an even total), cannot stop one; t(C) = MF(C) + BF(C). BF implies
//! MF (the first move can be the spare): (e mod 2, t) takes six values.
//!
//! *Rule.* A threat-free, gap-free position with pieces C_i and E empty cells (spare cells
//! included) forms a gap iff Σ t(C_i) ≥ 2, or Σ t(C_i) ≥ 1 and E is odd (Maker to move).
//!
//! *Hypothesis P0.* Every piece with t = 0 and odd e has a quiet move leaving no part with a
//! gap move and only parts with t = 0.
//!
//! *Proof* (in full in [`crate::proofs`]): over pieces closed under quiet moves where P0 holds,
//! by induction on E, MF and BF being the rule one move later. The one case needing P0: Breaker
//! to move, every piece of odd e and t = 0, no spare cell. ∎ Without P0 it fails on D `OO` D.
//!
//! *Proven and checked.* P0 holds on every piece of up to 24 cells (tests): the rule is proven
//! for rows whose pieces have at most 24 cells; on longer ones the solver checks P0 on each
//! piece of odd e and t = 0 it learns, refusing the row on a failure.

use crate::row::Cell;
use Cell::{Empty, L, O};

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

/// Whether a gap can still form in the row (Lemma 5): four cells `[L*] * * [L*]`.
pub fn can_hold_gap(row: &[Cell]) -> bool {
    row.windows(4)
        .any(|w| w[0] != O && w[1] == Empty && w[2] == Empty && w[3] != O)
}

/// Whether writing `letter` at empty cell `i` creates a threat (is unsafe). Only the three
/// windows through `i` change.
#[inline]
pub fn creates_threat(row: &[Cell], i: usize, letter: Cell) -> bool {
    let at = |j: usize| if j == i { letter } else { row[j] };
    // Windows start at s ≤ i and end at s + 2 < len.
    let starts = i.saturating_sub(2)..(i + 1).min(row.len().saturating_sub(2));
    starts
        .into_iter()
        .any(|s| is_threat(&[at(s), at(s + 1), at(s + 2)]))
}

/// Whether writing `letter` at empty cell `i` creates a gap. Only an `L` can, at a gap's end.
pub fn creates_gap(row: &[Cell], i: usize, letter: Cell) -> bool {
    letter == L
        && ((i >= 3 && row[i - 3] == L && row[i - 2] == Empty && row[i - 1] == Empty)
            || (i + 3 < row.len() && row[i + 3] == L && row[i + 2] == Empty && row[i + 1] == Empty))
}
