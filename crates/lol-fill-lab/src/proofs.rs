//! The full proofs of the lemmas stated in `lol_fill::rules` (the judge program carries the
//! statements and the ideas of the proofs only). The proof that an automaton reads each
//! piece's class, and that P0 holds on every piece, is in `docs/automaton-proof.md`. This
//! module holds documentation only.
//!
//! **Lemma 2** (unsafe cells). *Proof.* `L` at cell c is unsafe only
//! through `L*L` with c at an end (the `*` is a neighbour and the far cell an `L`), and `O` at c
//! is unsafe only through `LO*`/`*OL` (an `L` beside c and an empty cell on its other side).
//! Both unsafe: say `O` is unsafe through `L` at c−1 and empty c+1 (the mirror case is the same).
//! `L` unsafe needs `L` at c−2 with c−1 empty — impossible, c−1 holds `L` — or `L` at c+2 with
//! c+1 empty: so cells c−1..c+2 read `L**L`. Conversely both middle cells of `L**L` fail both
//! letters. Gaps never disappear: their cells can only be filled by unsafe moves.
//!
//! **Lemma 6** (neutral pieces; subsumed by Lemma 7, where a neutral piece has t = 0, and no
//! longer used on its own). Call a live piece *cleared* by a quiet move that leaves only
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
//! Lemma 6 is no longer used on its own: a neutral piece has t = 0 in Lemma 7.
//!
//!
//! **Lemma 7** (six classes): the proof.
//!
//! *Proof*, by induction on E; the recursion for MF and BF is the rule applied to the position
//! one move later (E − 1 cells), by induction. Spare cells count only through E's parity
//! (Lemma 5), and Maker is the mover iff E is odd (Lemma 3). Let T = Σ t(C_i).
//! (a) Maker to move, T ≥ 1: some C has MF. Its winning first move in C + k spares is a gap
//!     move (won), or a quiet move leaving parts with Σ t ≥ 2: played here, the other pieces
//!     keep their t, so Breaker faces T' ≥ 2 with E − 1 even: a gap forms. Or it is the spare
//!     (e even, BF(C), t(C) = 2); E odd means other cells exist: Maker plays a spare cell or any
//!     safe move in another piece (a gap move wins; a quiet one leaves C, so T' ≥ 2).
//! (b) Breaker to move, T ≥ 2. A move outside a piece with t ≥ 1 leaves T' ≥ 1 with E − 1 odd.
//!     If two pieces have t ≥ 1, a move changes one of them only. If only C has t ≥ 1, t(C) = 2:
//!     BF(C) says every Breaker move in C either makes a gap, or leaves a part with a gap move
//!     (MF), or, being calm, leaves a part with MF: T' ≥ 1 again.
//! (c) Maker to move, T = 0: no piece has MF, so no piece has a gap move and every quiet move
//!     in a piece C leaves parts with Σ t ≤ 1 (else MF(C)); a spare leaves T' = 0. Breaker then
//!     faces T' ≤ 1: no gap (case d).
//! (d) Breaker to move, T ≤ 1 (E = 0: no gap). With T = 1 in C, ¬BF(C) with MF(C) gives a
//!     calm quiet move in C leaving parts without MF (not the spare: that would need ¬MF(C)):
//!     T' = 0. With T = 0: play a spare cell if there is one; else a piece of even e, where
//!     ¬BF gives such a move (there is no spare in its game). Otherwise every piece has odd e
//!     and t = 0, and P0 gives the move. Maker then faces T' = 0: no gap (case c). ∎
//!
//!
//! *What is proven and what is checked.* The argument above proves the rule over any set of
//! pieces closed under quiet moves on which P0 holds. **P0 holds on every piece**, of any
//! length: it is check 2 of the automaton's proof (`docs/automaton-proof.md`, Theorem 2), a
//! finite computation over the 53,653 states of the verifier's automaton that covers every
//! piece string, run by `cargo test -p lol-fill-lab`. So the rule holds for every threat-free,
//! gap-free row, unconditionally (Theorem 3 there writes the same induction with the
//! automaton's notation). Beside the proof, the tests compare the judge program's answers
//! with plain minimax on every row of up to 12 cells (16 in an ignored run), check
//! t(C + two spare cells) = t(C) with the oracle, the induction step directly on small
//! positions, and P0 again by the reference search on every piece of up to 18 cells (24
//! ignored).
