//! Negamax with alpha-beta, a transposition table and region bounds.
//!
//! Values are (mover's final score − other's final score). At every node the final scores are
//! bounded before any move is tried: a player ends with at least its current largest region and
//! at most, over the regions of (its squares ∪ empty squares), its squares there plus as many
//! empty squares as it still has moves (⌈e/2⌉ for the mover, ⌊e/2⌋ for the other). A node whose
//! bounds fall outside the window returns at once.
//!
//! The root: first the exact value v by a full-window search, then the squares in row-major order
//! are tested with null windows ("is this move worth at least v?"); the first that passes is the
//! judge's answer (smallest row, then column, among the best).

use crate::bitboard::{largest_region, largest_region_reachable, neighbours};
use crate::board::Board;
use crate::table::{Table, NO_MOVE};
use common::bits::ones;

/// A best move of a case: row, column, and the value from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMove {
    pub row: usize,
    pub col: usize,
    pub value: i32,
}

/// The search, with a table kept across the cases of one input.
pub struct Solver {
    table: Table,
    /// The side of the board being searched, part of every table key.
    side: u8,
    /// Positions searched (for benchmarks and tests).
    pub nodes: u64,
}

const INFINITY: i32 = 100;

impl Solver {
    /// A solver whose table suits searches of up to `empties` empty squares: 2^(empties + 5)
    /// entries, at least 2^12 and at most 2^24 (384 MiB). A judge case (≤ 10 empties) gets
    /// 768 KiB; a bigger table would cost more in page faults than it saves.
    pub fn for_empties(empties: u32) -> Self {
        Self::with_table_bits((empties + 5).clamp(12, 24))
    }

    /// A solver with a table of 2^bits entries (24 bytes each).
    pub fn with_table_bits(bits: u32) -> Self {
        Solver {
            table: Table::new(bits),
            side: 0,
            nodes: 0,
        }
    }

    fn prepare(&mut self, board: &Board) {
        // Table entries hold for one board size only (the empty squares depend on it).
        self.side = board.side as u8;
    }

    /// The exact value of the board for the player to move.
    pub fn value(&mut self, board: &Board) -> i32 {
        self.prepare(board);
        self.search(board.mover, board.other, board.empty(), -INFINITY, INFINITY)
    }

    /// The value for the mover of writing its digit on square `index` (8r + c).
    pub fn move_value(&mut self, board: &Board, index: usize) -> i32 {
        self.prepare(board);
        let m = 1u64 << index;
        -self.search(
            board.other,
            board.mover | m,
            board.empty() & !m,
            -INFINITY,
            INFINITY,
        )
    }

    /// The judge's answer: the first square in row-major order among those of best value.
    pub fn best_move(&mut self, board: &Board) -> BestMove {
        let value = self.value(board);
        for index in ones(board.empty()) {
            let m = 1u64 << index;
            // Null window around value: the child is at most −value iff this move reaches value.
            let child = self.search(
                board.other,
                board.mover | m,
                board.empty() & !m,
                -value,
                -value + 1,
            );
            if child <= -value {
                return BestMove {
                    row: index / 8,
                    col: index % 8,
                    value,
                };
            }
        }
        unreachable!("some move reaches the value of the position")
    }

    /// Fail-soft negamax: the exact value if it lies strictly inside (alpha, beta), else a bound
    /// on the same side of the window.
    fn search(&mut self, mover: u64, other: u64, empty: u64, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let left = empty.count_ones();
        if left == 0 {
            return largest_region(mover) as i32 - largest_region(other) as i32;
        }
        if left == 1 {
            return largest_region(mover | empty) as i32 - largest_region(other) as i32;
        }
        let (mover_now, other_now) = (largest_region(mover) as i32, largest_region(other) as i32);
        let upper = largest_region_reachable(mover, empty, (left + 1) / 2) as i32 - other_now;
        if upper <= alpha {
            return upper;
        }
        let lower = mover_now - largest_region_reachable(other, empty, left / 2) as i32;
        if lower >= beta {
            return lower;
        }
        let (mut lower, mut upper) = (lower, upper);
        let mut hint = NO_MOVE;
        if let Some(known) = self.table.get(self.side, mover, other) {
            if known.lower >= beta {
                return known.lower;
            }
            if known.upper <= alpha {
                return known.upper;
            }
            lower = lower.max(known.lower);
            upper = upper.min(known.upper);
            if lower == upper {
                return lower;
            }
            hint = known.best;
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        let window_alpha = alpha;

        let moves = ordered_moves(mover, other, empty, hint);
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        for &index in &moves[..left as usize] {
            let m = 1u64 << index;
            let v = -self.search(other, mover | m, empty & !m, -beta, -alpha);
            if v > best {
                best = v;
                best_move = index;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // best ≤ window_alpha: an upper bound; best ≥ beta: a lower bound; else exact.
        let new_lower = if best > window_alpha { best } else { lower };
        let new_upper = if best < beta { best } else { upper };
        self.table.put(
            self.side,
            mover,
            other,
            new_lower.max(lower),
            new_upper.min(upper),
            best_move,
        );
        best
    }
}

/// The empty squares, likeliest best first: the table's best move, then squares touching many of
/// the mover's squares, then the other's (blocking).
fn ordered_moves(mover: u64, other: u64, empty: u64, hint: u8) -> [u8; 64] {
    let mut moves = [0u8; 64];
    let mut keys = [0u32; 64];
    for (count, index) in ones(empty).enumerate() {
        let m = 1u64 << index;
        let around = neighbours(m);
        let key = if index as u8 == hint {
            u32::MAX
        } else {
            4 * (around & mover).count_ones()
                + 2 * (around & other).count_ones()
                + (around & empty).count_ones()
        };
        // Insertion sort, highest key first: at most a few dozen squares.
        let mut at = count;
        while at > 0 && keys[at - 1] < key {
            keys[at] = keys[at - 1];
            moves[at] = moves[at - 1];
            at -= 1;
        }
        keys[at] = key;
        moves[at] = index as u8;
    }
    moves
}
