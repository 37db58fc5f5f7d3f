//! The lab's search: the judge's answers on boards of up to 24 empty squares, on both cores.
//!
//! The judge program's search (crate `stake-claim`) with more of what makes a search fast, one
//! purpose per file:
//! - `position.rs`: a node (masks, largest regions, table key) and what it derives from its
//!   parent only when asked (each square's growth, the areas where regions can still grow);
//! - `key.rs`: exact base-3 keys over the root's empty squares (a key and its bounds fit one
//!   word); `table.rs`: the table shared by the threads, atomic words in two-slot buckets;
//! - `bounds.rs`: live squares (dead squares; threshold liveness in null windows) and bounds
//!   from strategies (growth, blocking, pairing), each with its lemma and proof;
//! - `dominance.rs`: dominated and interchangeable squares are not searched (lemma, proof);
//! - `ordering.rs`: table move, killers, growth, history; `estimate.rs`: children ordered by
//!   their static bounds, and the root's moves by a 3-ply estimate;
//! - `search.rs`: fail-soft negamax, alpha-beta, PVS, enhanced transposition cutoffs;
//!   `root.rs`: the judge's move (ties to the first square) in one pass; `parallel.rs`: both
//!   cores on one board, sharing the table (ABDADA; `busy.rs`: the nodes being searched);
//! - `params.rs`: the tuning constants, each chosen by a measurement.
//!
//! This file is the interface: a board's value, one move's value, the judge's move.

mod bounds;
mod busy;
mod dominance;
mod estimate;
mod key;
mod ordering;
mod parallel;
mod params;
mod position;
mod root;
mod search;
mod table;

use self::busy::Busy;
use self::key::{KeyCoder, MAX_KEYED_EMPTIES};
use self::ordering::Ordering;
use self::parallel::search_in_threads;
pub use self::params::Params;
use self::position::Node;
use self::search::{Searcher, INFINITY};
use self::table::Table;
pub use stake_claim::BestMove;
use stake_claim::Board;
use std::sync::atomic::AtomicBool;

/// The search, with its table and the root the table's keys refer to.
pub struct Solver {
    table: Table,
    pub(crate) coder: KeyCoder,
    /// Move ordering state per thread, kept from search to search.
    pub(crate) orderings: Vec<Ordering>,
    /// The position (mover's, other's and empty squares) whose empty squares the keys
    /// describe (None: the table is unused).
    root: Option<[u64; 3]>,
    threads: usize,
    nodes: u64,
    pub(crate) params: Params,
}

impl Solver {
    /// A table of 2^(empties + 1) slots, from 2^12 (32 KiB) to 2^25 (256 MiB) (see
    /// [`Params`]).
    pub fn for_empties(empties: u32) -> Self {
        Self::with_params(empties, Params::default())
    }

    /// A table for the largest of these boards.
    pub fn for_boards(boards: &[Board]) -> Self {
        let most = boards
            .iter()
            .map(|b| b.empty().count_ones())
            .max()
            .unwrap_or(0);
        Self::for_empties(most)
    }

    /// A table for `empties` empty squares, sized as `params` say.
    pub fn with_params(empties: u32, params: Params) -> Self {
        let bits = (empties + params.table_extra_bits).clamp(12, params.table_bits_max);
        let mut solver = Self::with_table_bits(bits);
        solver.params = params;
        solver
    }

    /// A table of 2^bits slots (8 bytes each).
    pub fn with_table_bits(bits: u32) -> Self {
        Solver {
            params: Params::default(),
            table: Table::new(bits),
            coder: KeyCoder::new(0),
            orderings: vec![Ordering::new()],
            root: None,
            threads: 1,
            nodes: 0,
        }
    }

    /// Threads searching each position (1: no thread is started).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Nodes searched so far, all threads.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Keys describe the root's empty squares: a new root means a new coder and a clear table.
    pub(crate) fn prepare(&mut self, board: &Board) {
        assert!(board.empty().count_ones() <= MAX_KEYED_EMPTIES);
        let position = [board.mover, board.other, board.empty()];
        if self.root != Some(position) {
            if self.root.is_some() {
                self.table.clear();
            }
            self.coder = KeyCoder::new(board.empty());
            self.root = Some(position);
        }
    }

    /// The exact value of the board for the player to move.
    pub fn value(&mut self, board: &Board) -> i32 {
        self.prepare(board);
        let root = Node::root(board.mover, board.other, board.empty());
        self.run(&root, -INFINITY, INFINITY)
    }

    /// The node after the root's mover writes on `index`.
    fn root_child(&self, board: &Board, index: usize) -> Node<'static> {
        let m = 1u64 << index;
        let key = self.coder.step(index, self::key::ROOT_MOVER_DIGIT);
        let digit = self::key::OTHER_DIGIT;
        Node::new(board.other, board.mover | m, board.empty() & !m, key, digit)
    }

    /// The value for the mover of writing its digit on square `index` (8r + c).
    pub fn move_value(&mut self, board: &Board, index: usize) -> i32 {
        self.prepare(board);
        let child = self.root_child(board, index);
        -self.run(&child, -INFINITY, INFINITY)
    }

    /// One search of `node` in the window, by the solver's threads (alone below
    /// `params.parallel_from` empty squares, where starting threads costs more than it gains).
    pub(crate) fn run(&mut self, node: &Node, alpha: i32, beta: i32) -> i32 {
        let done = AtomicBool::new(false);
        let parallel = node.empty.count_ones() >= self.params.parallel_from;
        let threads = if parallel { self.threads } else { 1 };
        let busy = (threads > 1).then(Busy::new);
        self.orderings
            .resize_with(threads.max(self.orderings.len()), Ordering::new);
        let searchers: Vec<Searcher> = self.orderings[..threads]
            .iter_mut()
            .map(|o| {
                let ordering = std::mem::replace(o, Ordering::new());
                Searcher::new(
                    &self.table,
                    &self.coder,
                    &done,
                    busy.as_ref(),
                    ordering,
                    self.params,
                )
            })
            .collect();
        let (value, searchers) = if threads == 1 {
            let mut searchers = searchers;
            let value = searchers[0].search(node, alpha, beta);
            (value, searchers)
        } else {
            search_in_threads(searchers, &done, node, alpha, beta)
        };
        for (k, searcher) in searchers.into_iter().enumerate() {
            self.nodes += searcher.nodes;
            self.orderings[k] = searcher.ordering;
        }
        value
    }
}
