//! The rules of the game as local patterns, and the lemmas the solver rests on.
//!
//! A *threat* is a window of three cells reading `L*L`, `LO*` or `*OL`: the player to move
//! completes `LOL` there and wins. A *gap* is a window of four reading `L**L`.
//!
//! **Lemma 1** (threats). A position with a threat is a win for the player to move; a move that
//! creates a threat hands the opponent that win. So as long as a *safe* move (one that creates no
//! threat) exists, optimal play makes only safe moves, and in a threat-free position nobody can
//! complete `LOL` (that would need a threat one move earlier).
//!
//! **Lemma 2** (unsafe cells). In a threat-free position an empty cell on which neither letter is
//! safe is exactly one of the two middle cells of a gap. *Proof.* `L` at cell c is unsafe only
//! through `L*L` with c at an end (the `*` is a neighbour and the far cell an `L`), and `O` at c
//! is unsafe only through `LO*`/`*OL` (an `L` beside c and an empty cell on its other side).
//! Both unsafe: say `O` is unsafe through `L` at c−1 and empty c+1 (the mirror case is the same).
//! `L` unsafe needs `L` at c−2 with c−1 empty — impossible, c−1 holds `L` — or `L` at c+2 with
//! c+1 empty: so cells c−1..c+2 read `L**L`. Conversely both middle cells of `L**L` fail both
//! letters. Gaps never disappear: their cells can only be filled by unsafe moves.
//!
//! **Lemma 3** (the race). From a threat-free position with e empty cells, optimal play makes
//! safe moves until none is left. Then every empty cell lies in a gap (Lemma 2): if there is no
//! gap the row is full and it is a draw; otherwise the player to move must create a threat and
//! loses. Gaps hold two cells each, so the number of safe moves made is ≡ e (mod 2): with e odd
//! the first player wins exactly when some gap ever forms, and draws otherwise; with e even the
//! first player loses exactly when some gap forms, and draws otherwise. Call *Maker* the player
//! who wants a gap (the mover when e is odd) and *Breaker* the other. A move that creates a gap
//! ends the race (Maker has won, whoever made it); a move that is safe and creates no gap is a
//! *quiet* move.
//!
//! **Lemma 4** (pieces). A cell holding `L`, or two letters side by side, separates the row: no
//! window that can become a threat or a gap holds empty cells from both sides. (A window through
//! an `L` with empties on both sides reads `*L*`, never a threat or gap; a window through two
//! letters holds at most one empty cell.) A lone `O` between empty cells couples them (`*O*` turns
//! into a threat after one `L`). So a threat-free row splits into independent *pieces*: runs of
//! empty cells and lone `O`s, each with a flag per side telling whether an `L` borders it. An `O`
//! at the border acts like the row's end: `xO*` is never a threat, and never becomes one, unless
//! x is `L`, which would already be a threat.
//!
//! **Lemma 5** (spare moves). A piece in which no four consecutive cells read `[L*][*][*][L*]`
//! (with `L` or empty at the ends and two empties inside) can never hold a gap: cells only fill.
//! Its quiet moves are just moves; by Lemma 3 all of its cells get filled by quiet moves. Two such
//! spare moves can be paired away: whoever wins the race without them wins it with them, by
//! answering a spare move with a spare move and otherwise playing as before. So only the parity
//! of the number of spare moves matters.
//!
//! **Lemma 6** (neutral pieces). Call a live piece *cleared* by a quiet move that leaves only
//! spare moves and neutral pieces, and call it *neutral* if it has no gap move, some quiet move
//! clears it, and every quiet move in it leaves only spare moves and neutral pieces, or those
//! and one other piece that some quiet move clears (defined from smaller pieces up). A neutral
//! piece counts as its empty cells in spare moves: for every position X and either player to
//! move, X plus a neutral piece with k empty cells has the value of X plus k spare moves
//! (by Lemma 5, k mod 2 of them).
//!
//! *Proof.* Call a *neutral region* some neutral pieces and spare moves with an even number of
//! empty cells in all. Every move in one has an answer in it that leaves a neutral region again,
//! and no gap move: a move that leaves only neutral pieces and spare moves is answered by a spare
//! move, or, if none is left, by a move that clears a neutral piece (one exists: an odd number of
//! cells is left); a move that leaves one other piece, by the move that clears it. Claim: X plus a
//! neutral region R has the value of X; and R with an odd number of cells, alone, with Maker to
//! move, is won by Breaker (no gap forms). By induction on the number of empty cells, both at once.
//! If the player who wins X is to move and X is not empty, they play their winning move in X. If
//! the other player moves in R, the winner answers in R: the position is again X plus a neutral
//! region, with the same player to move as in X (smaller: induction). If the other player moves in
//! X, the position is a smaller X plus R. Breaker wins an empty X; with Breaker to move in R alone,
//! Breaker plays a spare move or a clearing move, leaving an odd region with Maker to move; there
//! every Maker move either leaves a neutral region with Breaker to move (the first claim again) or
//! one other piece, which Breaker clears (the second claim again). Gap moves in X + R are exactly
//! X's, so Maker's immediate wins and Breaker's forced replies are the same as in X, and a Breaker
//! stuck in X without a calm move stays stuck: each of its moves in R is answered. Now a neutral
//! piece with k empty cells, and k mod 2 spare moves, form a neutral region: X plus the piece has
//! the value of X plus the piece plus twice k mod 2 spare moves (Lemma 5), which is X plus k mod 2
//! spare moves by the claim. ∎
//!
//! The solver tests pieces of up to 12 empty cells (the test works out every move of each piece
//! and of what it leaves) and counts the neutral ones as spare moves.

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

/// Whether writing `letter` at empty cell `i` creates a threat (is unsafe). Only windows through
/// `i` change.
pub fn creates_threat(row: &mut [Cell], i: usize, letter: Cell) -> bool {
    row[i] = letter;
    let from = i.saturating_sub(2);
    let to = (i + 3).min(row.len());
    let unsafe_move = row[from..to].windows(3).any(is_threat);
    row[i] = Empty;
    unsafe_move
}

/// Whether writing `letter` at empty cell `i` creates a gap. Only an `L` can, at a gap's end.
pub fn creates_gap(row: &[Cell], i: usize, letter: Cell) -> bool {
    letter == L
        && ((i >= 3 && row[i - 3] == L && row[i - 2] == Empty && row[i - 1] == Empty)
            || (i + 3 < row.len() && row[i + 3] == L && row[i + 2] == Empty && row[i + 1] == Empty))
}
