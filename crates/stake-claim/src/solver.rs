//! Negamax with alpha-beta, a transposition table and region bounds. Values are (mover's final
//! score − other's). Before any move is tried, each player's score is bounded: at least its
//! largest region now, at most, over the regions of (own ∪ empty), its squares there plus its
//! moves left (⌈e/2⌉ for the mover, ⌊e/2⌋ for the other, e empty squares).
//!
//! **Dead squares are never played.** A square is dead for a player when its region of (own ∪
//! empty) cannot outgrow the player's largest region even with all the player's moves: whoever
//! owns it, that player's score is the same. A square dead for both changes no score; playing
//! it is a pass. *Lemma: an extra square never hurts its owner* (play the old optimal strategy;
//! when it names the square you own, play anywhere: your squares end a superset, the
//! opponent's a subset). So every move is worth at least a pass, the best move is a live one,
//! and a position is worth what it is without its dead squares (induction on e: they stay dead,
//! as regions only shrink and largest regions only grow). With no live square, scores are final.
//!
//! The root: the exact value v by a full-window search, then the squares in row-major order are
//! tested with null windows ("worth at least v?"); the first that passes is the judge's answer.

use crate::bitboard::{largest_region, neighbours, reach, region};
use crate::board::Board;
use crate::history::History;
use crate::table::{Table, NO_MOVE};
use common::bits::ones;
use std::ops::ControlFlow;

/// A case's answer: row, column, value for the mover.
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
    history: History,
}

const INFINITY: i32 = 100;

/// Nodes with this many empty squares or more look up their children first.
const ETC_FROM_EMPTIES: u32 = 6;

/// Nodes with at most this many live squares are played out by [`last_moves`].
const PLAYED_OUT: u32 = 2;

impl Solver {
    /// A table of 2^(empties + 2) entries, from 2^12 to 2^24 (384 MiB): 96 KiB for a judge
    /// case. Dead squares keep the search far smaller than that.
    pub fn for_empties(empties: u32) -> Self {
        Self::with_table_bits((empties + 2).clamp(12, 24))
    }

    /// A table for the largest of these boards.
    pub fn for_boards(boards: &[Board]) -> Self {
        let most_empties = boards
            .iter()
            .map(|b| b.empty().count_ones())
            .max()
            .unwrap_or(0);
        Self::for_empties(most_empties)
    }

    /// A table of 2^bits entries (24 bytes each).
    pub fn with_table_bits(bits: u32) -> Self {
        Solver {
            table: Table::new(bits),
            side: 0,
            history: History::new(),
        }
    }

    fn prepare(&mut self, board: &Board) {
        self.side = board.side as u8;
    }

    /// The exact value of the board for the player to move.
    pub fn value(&mut self, board: &Board) -> i32 {
        self.prepare(board);
        self.search(board.mover, board.other, board.empty(), -INFINITY, INFINITY)
    }

    /// The value for the mover of writing its digit on square `index` (8r + c).
    #[cfg(any(test, feature = "analysis"))]
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

    /// The judge's answer: the first best square in row-major order.
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

    /// Fail-soft negamax: the value if inside (alpha, beta), else a bound on that side.
    fn search(&mut self, mover: u64, other: u64, empty: u64, alpha: i32, beta: i32) -> i32 {
        self.search_node(&Node::new(mover, other, empty), alpha, beta)
    }

    /// [`Self::search`] of a node that carries what its parent knew: the table, the bounds or
    /// the children in the table may decide it before any move is searched.
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
        let seeds = node.maybe_live;
        let regions = node.regions;
        let mover_reach = reach(
            node.mover,
            node.empty,
            (left + 1) / 2,
            regions.mover as u32,
            seeds,
        );
        let other_reach = reach(
            node.other,
            node.empty,
            left / 2,
            regions.other as u32,
            seeds,
        );
        // Only live squares are played (see the module docs).
        let live = mover_reach.live | other_reach.live;
        if live == 0 {
            return regions.difference();
        }
        if live.count_ones() <= PLAYED_OUT {
            return last_moves(node.mover, node.other, live, regions, alpha, beta);
        }
        let reach_bounds = (mover_reach.bound as i32, other_reach.bound as i32);
        if let ControlFlow::Break(value) = bounds(node, live, reach_bounds, &mut window) {
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
        if live.count_ones() < ETC_FROM_EMPTIES {
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

/// A node's window, bounds on its value and the table's best move.
struct Window {
    alpha: i32,
    beta: i32,
    lower: i32,
    upper: i32,
    hint: u8,
}

/// Bounds the value from what each player must and can still get (`reach_bounds`: the most
/// each player's regions can grow to); a bound outside the window decides the node.
fn bounds(
    node: &Node,
    live: u64,
    reach_bounds: (i32, i32),
    window: &mut Window,
) -> ControlFlow<i32> {
    let growth = &node.growth;
    let (mut best_mover, mut best_other, mut second_other) = (0, 0, 0);
    for index in ones(live) {
        let (g_mover, g_other) = (
            i32::from(growth.mover[index]),
            i32::from(growth.other[index]),
        );
        best_mover = best_mover.max(g_mover);
        if g_other > best_other {
            second_other = best_other;
            best_other = g_other;
        } else {
            second_other = second_other.max(g_other);
        }
    }
    // The other player ends with at least its region now, and at least the second-best growth
    // square: the mover can take only one of the two best.
    let other_at_least = node.regions.other.max(second_other);
    let upper_now = reach_bounds.0 - other_at_least;
    if upper_now <= window.alpha {
        return ControlFlow::Break(upper_now);
    }
    // The mover ends with at least its best growth square, which it can take now.
    let mover_at_least = node.regions.mover.max(best_mover);
    let lower_now = mover_at_least - reach_bounds.1;
    if lower_now >= window.beta {
        return ControlFlow::Break(lower_now);
    }
    window.lower = window.lower.max(lower_now);
    window.upper = window.upper.min(upper_now);
    if window.lower >= window.upper {
        // The bounds meet: that is the value (searching on would use an empty window).
        return ControlFlow::Break(window.lower);
    }
    window.alpha = window.alpha.max(window.lower);
    window.beta = window.beta.min(window.upper);
    ControlFlow::Continue(())
}

/// The live squares, likeliest best first: the table's best move, then the larger region the
/// square would join for either player, then the history of cutoffs.
fn ordered_moves(empty: u64, hint: u8, growth: &Growth, history: &History) -> [u8; 64] {
    let mut moves = [0u8; 64];
    let mut keys = [0u32; 64];
    for (count, index) in ones(empty).enumerate() {
        let key = if index as u8 == hint {
            u32::MAX
        } else {
            let joined = u32::from(growth.mover[index].max(growth.other[index]));
            joined * History::CAP + history.score(index)
        };
        // Insertion sort, highest key first (a few dozen squares at most).
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

/// A position in the search, with what its parent knew: both largest regions, the region each
/// live square would join for either player, the squares that may still be live.
struct Node {
    mover: u64,
    other: u64,
    empty: u64,
    regions: Regions,
    /// Per square that may be live: the region it would join for either player.
    growth: Growth,
    /// A superset of the live squares (a dead square stays dead).
    maybe_live: u64,
}

/// Per square, the size of the region it would join for each player.
#[derive(Clone, Copy)]
struct Growth {
    mover: [u8; 64],
    other: [u8; 64],
}

impl Node {
    /// A node known only by its masks: regions and growth from scratch.
    fn new(mover: u64, other: u64, empty: u64) -> Node {
        let mut growth = Growth {
            mover: [0; 64],
            other: [0; 64],
        };
        for index in ones(empty) {
            let m = 1u64 << index;
            growth.mover[index] = region(m, mover | m).count_ones() as u8;
            growth.other[index] = region(m, other | m).count_ones() as u8;
        }
        Node {
            mover,
            other,
            empty,
            regions: Regions {
                mover: largest_region(mover) as i32,
                other: largest_region(other) as i32,
            },
            growth,
            maybe_live: empty,
        }
    }

    /// The node after the mover writes on `m` (`live`: the squares live now). Only the
    /// mover's region that `m` joins changes: only squares beside it need a new flood fill.
    #[inline]
    fn after_move(&self, m: u64, live: u64) -> Node {
        let mover = self.mover | m;
        let joined = region(m, mover);
        let maybe_live = live & !m;
        let mut growth = Growth {
            mover: self.growth.other,
            other: self.growth.mover,
        };
        for index in ones(neighbours(joined) & maybe_live) {
            let s = 1u64 << index;
            growth.other[index] = region(s, mover | s).count_ones() as u8;
        }
        Node {
            mover: self.other,
            other: mover,
            empty: self.empty & !m,
            regions: self.regions.after_joining(joined.count_ones() as i32),
            growth,
            maybe_live,
        }
    }
}

/// Both players' largest regions, kept up to date move by move.
#[derive(Clone, Copy)]
struct Regions {
    mover: i32,
    other: i32,
}

impl Regions {
    /// The regions after the mover writes on `m`, seen from the next mover (one flood fill:
    /// a square only grows the region it joins).
    #[inline]
    fn after_move(self, mover: u64, m: u64) -> Regions {
        self.after_joining(region(m, mover | m).count_ones() as i32)
    }

    /// The regions after a move whose region then holds `joined` squares.
    #[inline]
    fn after_joining(self, joined: i32) -> Regions {
        Regions {
            mover: self.other,
            other: self.mover.max(joined),
        }
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

impl Regions {
    /// Mover's largest region minus the other's.
    fn difference(self) -> i32 {
        self.mover - self.other
    }
}
