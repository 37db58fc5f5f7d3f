//! The search (see the crate's Algorithm), as principal variation search with enhanced
//! transposition cutoffs; values are (mover's score − other's).

use crate::board::Board;
use crate::bounds::{reaches, value_bounds};
use crate::ordering::{ordered_moves, History};
use crate::position::{Node, Regions};
use crate::table::{Table, NO_MOVE};
use crate::TABLE_BITS;
use common::bits::ones;
use std::ops::ControlFlow;

/// A case's answer: row, column, value for the mover.
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
    history: History,
}

const INFINITY: i32 = 100;

/// Nodes with this many live squares or more look up their children first.
const ETC_FROM_LIVE: u32 = 6;

/// Nodes with at most this many live squares are played out by [`last_moves`].
const PLAYED_OUT: u32 = 2;

impl Solver {
    /// A table of 2^(e + 2) entries, e the most empty squares of the boards, within 2^12 and
    /// 2^[`TABLE_BITS`]: 96 KiB for a judge case.
    pub fn for_boards(boards: &[Board]) -> Self {
        let e = boards.iter().map(|b| b.empty().count_ones()).max();
        Self::with_table_bits((e.unwrap_or(0) + 2).clamp(12, TABLE_BITS))
    }

    /// A table of 2^bits entries (24 bytes each).
    pub fn with_table_bits(bits: u32) -> Self {
        Solver {
            table: Table::new(bits),
            side: 0,
            history: History::new(),
        }
    }

    /// The exact value of the board for the player to move.
    pub fn value(&mut self, board: &Board) -> i32 {
        self.side = board.side as u8;
        self.search_node(&root(board), -INFINITY, INFINITY)
    }

    /// The judge's answer: the value v by a full window, then the first square in row-major
    /// order that a null window shows worth v.
    pub fn best_move(&mut self, board: &Board) -> BestMove {
        let value = self.value(board);
        let root = root(board);
        for index in ones(board.empty()) {
            let child = root.after_move(1u64 << index, board.empty());
            if -self.search_node(&child, -value, -value + 1) >= value {
                return BestMove {
                    row: index / 8,
                    col: index % 8,
                    value,
                };
            }
        }
        unreachable!("some move reaches the value of the position")
    }

    /// Fail-soft negamax: the value if inside (alpha, beta), else a bound on that side. The node
    /// carries what its parent knew: the table, the bounds or the children's entries may decide
    /// it before any move is searched.
    fn search_node(&mut self, node: &Node, alpha: i32, beta: i32) -> i32 {
        let left = node.empty.count_ones();
        if left <= PLAYED_OUT {
            return last_moves(
                node.mover,
                node.other,
                node.empty,
                node.regions,
                alpha,
                beta,
            );
        }
        let mut window = match self.probe(node, alpha, beta) {
            ControlFlow::Break(value) => return value,
            ControlFlow::Continue(window) => window,
        };
        let reaches = reaches(node);
        // Only live squares are played (see crate::bounds).
        let live = reaches[0].live | reaches[1].live;
        if live == 0 {
            return node.regions.difference();
        }
        if live.count_ones() <= PLAYED_OUT {
            return last_moves(node.mover, node.other, live, node.regions, alpha, beta);
        }
        let (lower, upper) = value_bounds(node, live, &reaches);
        if let ControlFlow::Break(value) = window.narrow(lower, upper) {
            return value;
        }
        if let Some(value) = self.etc_cutoff(node, live, window.beta) {
            return value;
        }
        self.search_moves(node, live, window)
    }

    /// The table's entry: a value or bound that decides the node, or the window with its bounds
    /// and best move.
    fn probe(&self, node: &Node, alpha: i32, beta: i32) -> ControlFlow<i32, Window> {
        let mut window = Window {
            alpha,
            beta,
            lower: -INFINITY,
            upper: INFINITY,
            hint: NO_MOVE,
        };
        if let Some(known) = self.table.get(self.side, node.mover, node.other) {
            if known.lower >= beta || known.lower == known.upper {
                return ControlFlow::Break(known.lower);
            }
            if known.upper <= alpha {
                return ControlFlow::Break(known.upper);
            }
            window.lower = known.lower;
            window.upper = known.upper;
            window.hint = known.best;
        }
        ControlFlow::Continue(window)
    }

    /// Enhanced transposition cutoff: a child the table knows to be bad enough for the other
    /// player cuts the node off (worth its probes only high in the tree).
    fn etc_cutoff(&self, node: &Node, live: u64, beta: i32) -> Option<i32> {
        if live.count_ones() < ETC_FROM_LIVE {
            return None;
        }
        ones(live).find_map(|index| {
            let child = self
                .table
                .get(self.side, node.other, node.mover | 1u64 << index)?;
            (-child.upper >= beta).then(|| -child.upper)
        })
    }

    /// Principal variation search over the live squares, best first; the result goes to the
    /// table as a bound or an exact value.
    fn search_moves(&mut self, node: &Node, live: u64, window: Window) -> i32 {
        let Window {
            mut alpha,
            beta,
            lower,
            upper,
            hint,
        } = window;
        let live_left = live.count_ones();
        let moves = ordered_moves(live, hint, &node.growth, &self.history);
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        for (k, &index) in moves[..live_left as usize].iter().enumerate() {
            let child = node.after_move(1u64 << index, live);
            // After the first move, ask with a null window whether a move beats alpha, and
            // search it with the full window only if it does.
            let mut v = if k == 0 {
                -self.search_node(&child, -beta, -alpha)
            } else {
                -self.search_node(&child, -alpha - 1, -alpha)
            };
            if k > 0 && v > alpha && v < beta {
                v = -self.search_node(&child, -beta, -v);
            }
            if v > best {
                best = v;
                best_move = index;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        self.history.reward(usize::from(index), live_left);
                        break;
                    }
                }
            }
        }
        // best ≤ window's alpha: an upper bound; ≥ beta: a lower bound; else exact.
        let new_lower = if best > window.alpha { best } else { lower };
        let new_upper = if best < beta { best } else { upper };
        let (mover, other) = (node.mover, node.other);
        let (lower, upper) = (new_lower.max(lower), new_upper.min(upper));
        self.table
            .put(self.side, mover, other, lower, upper, best_move);
        best
    }
}

/// The node of a board to search from: regions and growth from scratch.
fn root(board: &Board) -> Node {
    Node::new(board.mover, board.other, board.empty())
}

/// A node's window, bounds on its value and the table's best move.
struct Window {
    alpha: i32,
    beta: i32,
    lower: i32,
    upper: i32,
    hint: u8,
}

impl Window {
    /// Narrows the window to the node's bounds; a bound outside the window decides the node.
    fn narrow(&mut self, lower: i32, upper: i32) -> ControlFlow<i32> {
        if upper <= self.alpha {
            return ControlFlow::Break(upper);
        }
        if lower >= self.beta {
            return ControlFlow::Break(lower);
        }
        self.lower = self.lower.max(lower);
        self.upper = self.upper.min(upper);
        if self.lower >= self.upper {
            // The bounds meet: that is the value (searching on would use an empty window).
            return ControlFlow::Break(self.lower);
        }
        self.alpha = self.alpha.max(self.lower);
        self.beta = self.beta.min(self.upper);
        ControlFlow::Continue(())
    }
}

/// Fail-soft negamax over the last [`PLAYED_OUT`] squares, without table or bounds.
fn last_moves(
    mover: u64,
    other: u64,
    empty: u64,
    regions: Regions,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    if empty == 0 {
        return regions.difference();
    }
    let mut best = -INFINITY;
    for index in ones(empty) {
        let m = 1u64 << index;
        let v = -last_moves(
            other,
            mover | m,
            empty & !m,
            regions.after_move(mover, m),
            -beta,
            -alpha,
        );
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}
