//! Negamax with alpha-beta, a transposition table and region bounds.
//!
//! Values are (mover's final score − other's final score). At every node the final scores are
//! bounded before any move is tried: a player ends with at least its current largest region and
//! at most, over the regions of (its squares ∪ empty squares), its squares there plus as many
//! empty squares as it still has moves (⌈e/2⌉ for the mover, ⌊e/2⌋ for the other). A node whose
//! bounds fall outside the window returns at once.
//!
//! **Dead squares are never played.** A square is dead for a player when its region of (the
//! player's squares ∪ empty squares) cannot outgrow the player's largest region, even taking
//! every move the player has left there: whoever ends up owning it, that player's score is the
//! same. A square dead for both players changes no score. Claim: the value of a position is the
//! best over its live squares alone (or the current difference if none is left).
//!
//! *Lemma (an extra square never hurts its owner).* Giving a player one more square, with the
//! same player to move, never lowers that player's value. Proof: the player follows its optimal
//! strategy for the old position in an imagined old game; when that strategy names the square
//! it already owns in the real game, it plays any empty square for real instead (which becomes
//! the extra one). The opponent's real moves are always legal in the imagined game; when the
//! real board is full the imagined one has at most the extra square left, filled by whoever is
//! to move there. The player's real squares are then a superset, and the opponent's a subset,
//! of the imagined ones, and the score is monotone in both, so it reaches at least the old
//! value.
//!
//! *Proof of the claim*, by induction on the empty squares. Let d be dead for both and P the
//! position without d (d left out of the board). A live move r in P ∪ {d} leads to
//! P_r ∪ {d}, worth the same as P_r (induction: d stays dead, since regions only shrink and
//! largest regions only grow). Playing d itself changes no score and leaves P with the opponent
//! to move: a pass in P. By the lemma every move r in P is worth at least that pass (the
//! position after r is the position after the pass plus a square of the mover's), so the best
//! move of P ∪ {d} is a live one and P ∪ {d} is worth what P is. With no live square left, no
//! score can change. (The 3,000-board oracle test checks the search as a whole.)
//!
//! Each node inherits from its parent both players' largest regions, the region each live
//! square would join for either player (only squares beside the region the last move joined
//! need a new flood fill), and the squares that may still be live (a dead square stays dead).
//!
//! The root: first the exact value v by a full-window search, then the squares in row-major order
//! are tested with null windows ("is this move worth at least v?"); the first that passes is the
//! judge's answer (smallest row, then column, among the best).

use crate::bitboard::{largest_region, neighbours, ones, reach, region};
use crate::board::Board;
use crate::history::History;
use crate::table::{Table, NO_MOVE};

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
    history: History,
}

const INFINITY: i32 = 100;

/// Nodes with at least this many empty squares look up their children first (see search).
const ETC_FROM_EMPTIES: u32 = 6;

/// Nodes with at most this many (live) empty squares are played out by [`last_moves`]. Three
/// paid before live squares and inherited growth made nodes cheaper; now two is 5% fewer
/// instructions.
const PLAYED_OUT: u32 = 2;

impl Solver {
    /// A solver whose table suits searches of up to `empties` empty squares: 2^(empties + 2)
    /// entries, at least 2^12 and at most 2^24 (384 MiB). A judge case (≤ 10 empties) gets
    /// 96 KiB. The search visits far fewer positions than that since dead squares are skipped,
    /// and first touches of memory are dear: 2^(empties + 5) made a 16-empty board 2.4× slower
    /// for 3% fewer instructions.
    pub fn for_empties(empties: u32) -> Self {
        Self::with_table_bits((empties + 2).clamp(12, 24))
    }

    /// A solver whose table suits the largest of these boards.
    pub fn for_boards(boards: &[Board]) -> Self {
        let most_empties = boards
            .iter()
            .map(|b| b.empty().count_ones())
            .max()
            .unwrap_or(0);
        Self::for_empties(most_empties)
    }

    /// A solver with a table of 2^bits entries (24 bytes each).
    pub fn with_table_bits(bits: u32) -> Self {
        Solver {
            table: Table::new(bits),
            side: 0,
            history: History::new(),
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
    fn search(&mut self, mover: u64, other: u64, empty: u64, alpha: i32, beta: i32) -> i32 {
        self.search_node(&Node::new(mover, other, empty), alpha, beta)
    }

    /// [`Self::search`] of a node that carries what its parent knew.
    fn search_node(&mut self, node: &Node, mut alpha: i32, mut beta: i32) -> i32 {
        let Node {
            mover,
            other,
            empty,
            regions,
            ..
        } = *node;
        let left = empty.count_ones();
        if left <= PLAYED_OUT {
            return last_moves(mover, other, empty, regions, alpha, beta);
        }
        let mut hint = NO_MOVE;
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        if let Some(known) = self.table.get(self.side, mover, other) {
            if known.lower >= beta || known.lower == known.upper {
                return known.lower;
            }
            if known.upper <= alpha {
                return known.upper;
            }
            lower = known.lower;
            upper = known.upper;
            hint = known.best;
        }
        let seeds = node.maybe_live;
        let mover_reach = reach(mover, empty, (left + 1) / 2, regions.mover as u32, seeds);
        let other_reach = reach(other, empty, left / 2, regions.other as u32, seeds);
        // Squares live for neither player change neither score: writing there is a pass, and a
        // pass is never better than the best live square (an extra square never hurts its
        // owner), so only live squares are played, and with none left the scores are final.
        let live = mover_reach.live | other_reach.live;
        if live == 0 {
            return regions.difference();
        }
        let live_left = live.count_ones();
        if live_left <= PLAYED_OUT {
            return last_moves(mover, other, live, regions, alpha, beta);
        }
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
        // The other player ends with at least its region now, and at least the second-best
        // growth square: the mover can take only one of the two best.
        let other_at_least = regions.other.max(second_other);
        let upper_now = mover_reach.bound as i32 - other_at_least;
        if upper_now <= alpha {
            return upper_now;
        }
        // The mover ends with at least its best growth square, which it can take now.
        let mover_at_least = regions.mover.max(best_mover);
        let lower_now = mover_at_least - other_reach.bound as i32;
        if lower_now >= beta {
            return lower_now;
        }
        lower = lower.max(lower_now);
        upper = upper.min(upper_now);
        if lower >= upper {
            // The bounds meet: that is the value (searching on would use an empty window).
            return lower;
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        let window_alpha = alpha;

        // Enhanced transposition cutoff: a child the table already knows to be bad enough for
        // the other player cuts this node off without a search.
        if live_left >= ETC_FROM_EMPTIES {
            for index in ones(live) {
                let m = 1u64 << index;
                if let Some(child) = self.table.get(self.side, other, mover | m) {
                    if -child.upper >= beta {
                        return -child.upper;
                    }
                }
            }
        }
        let moves = ordered_moves(live, hint, growth, &self.history);
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        for (k, &index) in moves[..live_left as usize].iter().enumerate() {
            let child = node.after_move(1u64 << index, live);
            // Principal variation search: after the first move, ask with a null window whether a
            // move beats alpha, and search it with the full window only if it does.
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

/// The empty squares, likeliest best first: the table's best move, then by the larger of the
/// regions the square would join for either player, then by the history of cutoffs.
fn ordered_moves(empty: u64, hint: u8, growth: &Growth, history: &History) -> [u8; 64] {
    let mut moves = [0u8; 64];
    let mut keys = [0u32; 64];
    for (count, index) in ones(empty).enumerate() {
        let key = if index as u8 == hint {
            u32::MAX
        } else {
            // The larger of the regions the square would join for the mover (growth) and for
            // the other player (the region it blocks): the larger one, not the sum, 4× fewer
            // instructions on 15-empty boards. Ties by history rather than by empty
            // neighbours: 38% fewer on the bench boards.
            let joined = u32::from(growth.mover[index].max(growth.other[index]));
            joined * History::CAP + history.score(index)
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

/// A position in the search, with what its parent already knew about it.
struct Node {
    mover: u64,
    other: u64,
    empty: u64,
    regions: Regions,
    /// For each square that may still be live: the size of the region it would join for
    /// either player.
    growth: Growth,
    /// The empty squares that may still be live (a superset of the live ones: a dead square
    /// stays dead, as regions only shrink and scores only grow).
    maybe_live: u64,
}

/// What one more square gives each player: the size of the region it would join, per square.
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

    /// The node after the mover writes on square `m`, where `live` are the squares live now.
    /// The other player's regions do not change; the mover's change only in the region `m`
    /// joins, so only the squares beside it need a new flood fill for their growth.
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
    /// The regions after the mover writes on square `m`, seen from the next mover. A new square
    /// can only grow the region it joins, so one flood fill from it is enough.
    #[inline]
    fn after_move(self, mover: u64, m: u64) -> Regions {
        self.after_joining(region(m, mover | m).count_ones() as i32)
    }

    /// The regions after the mover writes on a square whose region then holds `joined` squares.
    #[inline]
    fn after_joining(self, joined: i32) -> Regions {
        Regions {
            mover: self.other,
            other: self.mover.max(joined),
        }
    }
}

/// Fail-soft negamax over the last [`PLAYED_OUT`] empty squares with no table or bounds:
/// cheaper than a table probe at this depth.
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
