//! The search proper: fail-soft negamax with alpha-beta, principal variation search, the
//! shared transposition table, enhanced transposition cutoffs and the bounds of `bounds.rs`.
//! One [`Searcher`] per thread; threads share only the table and the stop flag.

use super::bounds::{bounds, live_above, reaches, Window};
use super::busy::{Busy, BUSY_FROM};
use super::dominance::drop_dominated;
use super::key::KeyCoder;
use super::ordering::{Moves, Ordering, MOST_MOVES, NO_SQUARE};
use super::params::Params;
use super::position::{Detail, Node, Regions};
use super::table::Table;
use common::bits::ones;
use stake_claim::bitboard::region;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// Beyond every value (values lie in −63..=63).
pub const INFINITY: i32 = 100;

/// The squares of a node: `live` (children keep them as their candidates), `strong` (the ones
/// searched: live and able to change the answer of this window), per player.
#[derive(Clone, Copy)]
struct Candidates {
    live: u64,
    strong: u64,
    strong_for: [u64; 2],
    pruned: bool,
}

/// The best move of a node so far, and the window's alpha it raised.
struct Best {
    value: i32,
    square: u8,
    alpha: i32,
}

impl Best {
    /// Takes `value` of `square` into account; true on a cutoff (value ≥ beta).
    #[inline]
    fn improve(&mut self, value: i32, square: u8, beta: i32) -> bool {
        if value > self.value {
            self.value = value;
            self.square = square;
            self.alpha = self.alpha.max(value);
        }
        self.alpha >= beta
    }
}

/// One thread's search over the shared table.
pub struct Searcher<'a> {
    table: &'a Table,
    coder: &'a KeyCoder,
    /// Set when another thread has finished: the search then unwinds without storing.
    stop: &'a AtomicBool,
    /// The nodes other threads are searching (None: searching alone).
    busy: Option<&'a Busy>,
    params: Params,
    pub ordering: Ordering,
    pub nodes: u64,
}

impl<'a> Searcher<'a> {
    pub fn new(
        table: &'a Table,
        coder: &'a KeyCoder,
        stop: &'a AtomicBool,
        busy: Option<&'a Busy>,
        ordering: Ordering,
        params: Params,
    ) -> Self {
        Searcher {
            table,
            coder,
            stop,
            busy,
            params,
            ordering,
            nodes: 0,
        }
    }

    /// Whether the search was told to stop (its results are then meaningless).
    #[inline]
    pub fn stopped(&self) -> bool {
        self.stop.load(Relaxed)
    }

    /// Fail-soft negamax: the value if inside (alpha, beta), else a bound on that side. The
    /// table, the bounds or the children in the table may decide the node before any move.
    pub fn search(&mut self, node: &Node, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let left = node.empty.count_ones();
        if left <= self.params.played_out {
            let (mover, other, empty) = (node.mover, node.other, node.empty);
            return last_moves(mover, other, empty, node.regions, alpha, beta);
        }
        let mut window = match self.probe(node, alpha, beta) {
            ControlFlow::Break(value) => {
                return value;
            }
            ControlFlow::Continue(window) => window,
        };
        let detail = &node.detail();
        let squares = match self.triage(node, detail, &mut window) {
            ControlFlow::Break(value) => return value,
            ControlFlow::Continue(squares) => squares,
        };
        // Other threads defer this node while it is searched (parallel.rs).
        let marked = self.busy.filter(|_| left >= BUSY_FROM);
        if let Some(busy) = marked {
            busy.mark(node.key);
        }
        let value = self.search_moves(node, detail, squares, window);
        if let Some(busy) = marked {
            busy.unmark(node.key);
        }
        value
    }

    /// What may decide a node before its moves are searched: no live square, the bounds, few
    /// squares left (played out), a child in the table (ETC); else the squares to search.
    fn triage(
        &mut self,
        node: &Node,
        detail: &Detail,
        window: &mut Window,
    ) -> ControlFlow<i32, Candidates> {
        let (alpha, beta) = (window.alpha, window.beta);
        // Only live squares are played (bounds.rs); in a null window only the squares that
        // can change its answer (threshold liveness).
        let reach = reaches(node, detail, live_above(node, window));
        let live = reach[0].live | reach[1].live;
        if live == 0 {
            return ControlFlow::Break(node.regions.difference());
        }
        let strong_for = [reach[0].strong, reach[1].strong];
        let strong = strong_for[0] | strong_for[1];
        // Squares left out for either player (threshold liveness): the node is searched in the
        // game G' of `bounds::live_above`, so its values are only bounds on the side of the
        // window they fall on.
        let pruned = reach[0].strong != reach[0].live || reach[1].strong != reach[1].live;
        if let ControlFlow::Break(value) = bounds(node, detail, live, &reach, window) {
            return ControlFlow::Break(value);
        }
        if strong.count_ones() <= self.params.played_out {
            let v = last_moves(node.mover, node.other, strong, node.regions, alpha, beta);
            return ControlFlow::Break(if pruned { v.clamp(alpha, beta) } else { v });
        }
        if let Some(value) = self.etc_cutoff(node, strong, window.beta) {
            return ControlFlow::Break(value);
        }
        ControlFlow::Continue(Candidates {
            live,
            strong,
            strong_for,
            pruned,
        })
    }

    /// The table's entry: a value or bound that decides the node, or the window with its
    /// bounds and best move.
    fn probe(&self, node: &Node, alpha: i32, beta: i32) -> ControlFlow<i32, Window> {
        let mut window = Window {
            alpha,
            beta,
            lower: -INFINITY,
            upper: INFINITY,
            hint: NO_SQUARE,
        };
        if let Some(known) = self.table.get(node.key) {
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
        if live.count_ones() < self.params.etc_from {
            return None;
        }
        ones(live).find_map(|index| {
            let child = self.table.get(node.child_key(index, self.coder))?;
            (-child.upper >= beta).then(|| -child.upper)
        })
    }

    /// Principal variation search over the live squares, best first; the result goes to the
    /// table as a bound or an exact value (unless the search was stopped).
    fn search_moves(
        &mut self,
        node: &Node,
        detail: &Detail,
        squares: Candidates,
        window: Window,
    ) -> i32 {
        let left = node.empty.count_ones();
        let mut moves = self
            .ordering
            .order(squares.strong, window.hint, left, &detail.growth);
        if moves.len >= self.params.dominance_from {
            drop_dominated(node, &detail.growth, squares.strong_for, &mut moves);
        }
        self.search_ordered(node, detail, squares, window, moves)
    }

    /// [`Self::search_moves`] once the moves are ordered (estimates come after the table's
    /// move, which usually cuts off alone). Younger brothers that another thread is searching
    /// wait for the end of the list (parallel.rs).
    fn search_ordered(
        &mut self,
        node: &Node,
        detail: &Detail,
        squares: Candidates,
        window: Window,
        mut moves: Moves,
    ) -> i32 {
        let left = node.empty.count_ones();
        let estimated = left >= self.params.inner_estimate_from;
        let hinted = moves.len > 0 && moves.squares[0] == window.hint;
        if estimated && !hinted {
            self.order_by_estimate(node, detail, squares.live, &mut moves, 0);
        }
        let mut best = Best {
            value: -INFINITY,
            square: NO_SQUARE,
            alpha: window.alpha,
        };
        let mut deferred = Moves {
            squares: [0; MOST_MOVES],
            len: 0,
        };
        let (mut i, mut searched) = (0, 0);
        while i < moves.len + deferred.len {
            if i == 1 && estimated && hinted {
                self.order_by_estimate(node, detail, squares.live, &mut moves, 1);
            }
            let square = if i < moves.len {
                moves.squares[i]
            } else {
                deferred.squares[i - moves.len]
            };
            let child = node.after_move(usize::from(square), squares.live, self.coder, detail);
            i += 1;
            if i <= moves.len && searched > 0 && self.is_busy(&child) {
                deferred.squares[deferred.len] = square;
                deferred.len += 1;
                continue;
            }
            let v = self.pvs_child(&child, searched == 0, best.alpha, window.beta);
            searched += 1;
            if self.stopped() {
                return 0;
            }
            if best.improve(v, square, window.beta) {
                self.ordering
                    .reward(square, left, squares.strong.count_ones());
                break;
            }
        }
        self.finish(node, window, best.value, best.square, squares.pruned)
    }

    /// Reorders `moves` from position `from` on by the estimate of `estimate.rs`.
    fn order_by_estimate(
        &self,
        node: &Node,
        detail: &Detail,
        live: u64,
        moves: &mut Moves,
        from: usize,
    ) {
        super::estimate::order_by_estimate(node, detail, live, self.coder, moves, from);
    }

    /// Whether another thread is searching this child (only children big enough to be marked).
    #[inline]
    fn is_busy(&self, child: &Node) -> bool {
        match self.busy {
            Some(busy) => child.empty.count_ones() >= BUSY_FROM && busy.is_busy(child.key),
            None => false,
        }
    }

    /// A child's value for the mover in a principal variation search: the first child with the
    /// full window; the others with a null window first ("does it beat alpha?"), and again with
    /// the full window only if it does.
    #[inline]
    fn pvs_child(&mut self, child: &Node, first: bool, alpha: i32, beta: i32) -> i32 {
        if first {
            return -self.search(child, -beta, -alpha);
        }
        let v = -self.search(child, -alpha - 1, -alpha);
        if v > alpha && v < beta && !self.stopped() {
            return -self.search(child, -beta, -v);
        }
        v
    }

    /// The end of a searched node: its value, stored in the table.
    fn finish(
        &mut self,
        node: &Node,
        window: Window,
        best: i32,
        best_move: u8,
        pruned: bool,
    ) -> i32 {
        let mut best = best;
        if best <= window.alpha && pruned {
            // Squares were left out: the value is known only to be at most alpha.
            best = window.alpha;
        }
        self.store(node, window, best, best_move);
        best
    }

    /// Stores a searched node: best ≤ the window's alpha is an upper bound, ≥ beta a lower
    /// bound, else the exact value; intersected with the bounds known before.
    fn store(&self, node: &Node, window: Window, best: i32, best_move: u8) {
        let lower = if best > window.alpha {
            best
        } else {
            window.lower
        };
        let upper = if best < window.beta {
            best
        } else {
            window.upper
        };
        let (lower, upper) = (lower.max(window.lower), upper.min(window.upper));
        let left = node.empty.count_ones();
        self.table.put(node.key, lower, upper, best_move, left);
    }
}

/// Fail-soft negamax over the last few squares, without table or bounds.
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
        let joined = region(m, mover | m).count_ones() as i32;
        let v = -last_moves(
            other,
            mover | m,
            empty & !m,
            regions.after_joining(joined),
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
