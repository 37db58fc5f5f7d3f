//! The judge's answer: the value of the root and the first square in row-major order that
//! reaches it, in one pass over the root's moves.
//!
//! A principal variation search at the root, except that a move preceding the best so far in
//! row-major order must only *equal* alpha to replace it: it is asked "≥ alpha?" (window
//! (alpha − 1, alpha)) instead of "> alpha?". Every searched move is then either known below
//! the final value or searched exactly, and the best is the first that reaches it. Squares the
//! search leaves out are settled after: all dead squares are worth the same (a pass: swapping
//! two dead squares changes no score), so only the first is tested; a dominated square is
//! below the value if its dominating square is (`dominance.rs`), else it is tested.

use super::bounds::reaches;
use super::dominance::{drop_dominated, square_dominates};
use super::estimate::estimate;
use super::ordering::{Moves, NO_SQUARE};
use super::position::{Detail, Node};
use super::search::INFINITY;
use super::{BestMove, Solver};
use common::bits::ones;
use stake_claim::Board;

/// What the root search learnt of each square's value: `lo[s] ≤ value(s) ≤ hi[s]`.
struct Known {
    lo: [i32; 64],
    hi: [i32; 64],
}

impl Known {
    fn new() -> Self {
        Known {
            lo: [-INFINITY; 64],
            hi: [INFINITY; 64],
        }
    }
}

impl Solver {
    /// The judge's answer: the first best square in row-major order.
    pub fn best_move(&mut self, board: &Board) -> BestMove {
        self.prepare(board);
        let root = Node::root(board.mover, board.other, board.empty());
        let largest = [root.regions.mover as u32, root.regions.other as u32];
        let detail = root.detail();
        let reach = reaches(&root, &detail, largest);
        let live_for = [reach[0].live, reach[1].live];
        let answer = |index: usize, value: i32| BestMove {
            row: index / 8,
            col: index % 8,
            value,
        };
        if live_for[0] | live_for[1] == 0 {
            // Every move is a pass: scores are final.
            let first = board.empty().trailing_zeros() as usize;
            return answer(first, root.regions.difference());
        }
        let (moves, guess) = self.root_order(&root, &detail, live_for);
        let mut known = Known::new();
        let value = self.root_pvs(&root, &detail, live_for, &moves, guess, &mut known);
        answer(
            self.first_reaching_value(&root, &detail, live_for, &mut known, value),
            value,
        )
    }

    /// The root's value by a principal variation search over `moves`, with each move's bounds
    /// in `known`. The first move's exact value comes from null-window questions from `guess`
    /// (each far from the value is cheap, as threshold liveness prunes it hard; a 24-empty
    /// board took 20M nodes so against 41M by a full window). A move preceding the best so far
    /// in row-major order must only equal alpha to replace it: it is asked "≥ alpha?" rather
    /// than "> alpha?".
    fn root_pvs(
        &mut self,
        root: &Node,
        detail: &Detail,
        live_for: [u64; 2],
        moves: &Moves,
        guess: i32,
        known: &mut Known,
    ) -> i32 {
        let live = live_for[0] | live_for[1];
        let (mut value, mut best) = (-INFINITY, usize::MAX);
        for &square in &moves.squares[..moves.len] {
            let index = usize::from(square);
            let child = root.after_move(index, live, &self.coder, detail);
            let asked = if index < best { value - 1 } else { value };
            let mut v = if best == usize::MAX {
                self.move_value_by_tests(&child, -INFINITY, INFINITY, guess)
            } else {
                -self.run(&child, -asked - 1, -asked)
            };
            if v > asked && best != usize::MAX {
                // v is a lower bound (fail-soft): the exact search starts just below it.
                v = -self.run(&child, -INFINITY, -(v - 1));
            }
            if best == usize::MAX || v > asked {
                known.lo[index] = v; // searched exactly
            }
            known.hi[index] = v;
            if v > value || (v == value && index < best) {
                value = v;
                best = index;
            }
        }
        value
    }

    /// The exact value of the move leading to `child`, by null-window questions only ("is it
    /// at least t?"), t starting at `guess` and moving by doubling steps until the value is
    /// bracketed, then by halves.
    fn move_value_by_tests(&mut self, child: &Node, lower: i32, upper: i32, guess: i32) -> i32 {
        let (mut lo, mut hi) = (lower, upper);
        let (mut t, mut step) = (guess, 1);
        while lo < hi {
            t = t.clamp(lo + 1, hi);
            let v = -self.run(child, -t, -t + 1);
            if v >= t {
                lo = v;
                t = if hi == INFINITY {
                    lo + step
                } else {
                    (lo + 1 + hi + 1) / 2
                };
            } else {
                hi = v;
                t = if lo == -INFINITY {
                    hi - step + 1
                } else {
                    (lo + 1 + hi + 1) / 2
                };
            }
            step *= 2;
        }
        lo
    }

    /// The root's squares worth searching (live, not dominated), likeliest best first by the
    /// estimate, the first in row-major order among equals (ties go to it); and the estimate
    /// of the first.
    fn root_order(&mut self, root: &Node, detail: &Detail, live_for: [u64; 2]) -> (Moves, i32) {
        let live = live_for[0] | live_for[1];
        let left = root.empty.count_ones();
        let mut moves = self.orderings[0].order(live, NO_SQUARE, left, &detail.growth);
        drop_dominated(root, &detail.growth, live_for, &mut moves);
        let depth = self.params.estimate_depth;
        let mut keyed: Vec<(i32, u8)> = moves.squares[..moves.len]
            .iter()
            .map(|&square| {
                let child = root.after_move(usize::from(square), live, &self.coder, detail);
                (estimate(&child, &self.coder, depth), square)
            })
            .collect();
        // The child's estimate is (twice) for the other player: lowest first.
        keyed.sort_unstable();
        for (slot, &(_, square)) in moves.squares.iter_mut().zip(&keyed) {
            *slot = square;
        }
        (moves, (-keyed[0].0).div_euclid(2))
    }

    /// The first square in row-major order whose value reaches `value` (the root's value):
    /// known from the search, or else asked. Squares the search left out: all dead squares are
    /// worth the same (a pass: swapping two dead squares changes no score), so only the first
    /// is asked; a dominated square is below the value if a square dominating it is.
    fn first_reaching_value(
        &mut self,
        root: &Node,
        detail: &Detail,
        live_for: [u64; 2],
        known: &mut Known,
        value: i32,
    ) -> usize {
        let live = live_for[0] | live_for[1];
        let mut dead_asked = false;
        for index in ones(root.empty) {
            if known.lo[index] >= value {
                return index;
            }
            if known.hi[index] < value {
                continue;
            }
            if live >> index & 1 == 0 {
                if dead_asked {
                    continue; // dead squares are all worth the first one
                }
                dead_asked = true;
            } else {
                let t = index as u8;
                let mut below = (0..64).filter(|&s| known.hi[s] < value);
                if below.any(|s| square_dominates(root, &detail.growth, live_for, s as u8, t)) {
                    continue; // dominated by a square below the value
                }
            }
            let child = root.after_move(index, root.empty, &self.coder, detail);
            if -self.run(&child, -value, -value + 1) >= value {
                return index;
            }
        }
        unreachable!("some square reaches the value of the position")
    }
}
