//! A deterministic automaton with an output on each state (a Moore machine) over the cells
//! `*`, `L`, `O`: it reads a string left to right, and the output of the state it ends in is
//! its answer about the string. Minimisation and quotients by a coarser output (Moore's
//! partition refinement), and equivalence on piece strings.

use super::grammar::Grammar;
use lol_fill::row::Cell;
use std::collections::{BTreeMap, HashMap, VecDeque};

/// The cells in the order of their codes (`Cell as usize`): the columns of the table.
pub const CELLS: [Cell; 3] = [Cell::Empty, Cell::L, Cell::O];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dfa {
    pub start: u32,
    /// `next[state][cell]`: the state after reading the cell (`Cell as usize`).
    pub next: Vec<[u32; 3]>,
    /// The output of each state.
    pub out: Vec<u8>,
}

impl Dfa {
    pub fn states(&self) -> usize {
        self.next.len()
    }

    pub fn step(&self, state: u32, cell: Cell) -> u32 {
        self.next[state as usize][cell as usize]
    }

    pub fn run_from(&self, state: u32, cells: &[Cell]) -> u32 {
        cells.iter().fold(state, |s, &c| self.step(s, c))
    }

    pub fn run(&self, cells: &[Cell]) -> u32 {
        self.run_from(self.start, cells)
    }

    /// The output on the string.
    pub fn output(&self, cells: &[Cell]) -> u8 {
        self.out[self.run(cells) as usize]
    }

    /// The states reachable from the start, renumbered in breadth-first order (start 0).
    pub fn reachable(&self) -> Dfa {
        let mut id = vec![u32::MAX; self.states()];
        let mut order = vec![self.start];
        id[self.start as usize] = 0;
        let mut k = 0;
        while k < order.len() {
            for &t in &self.next[order[k] as usize] {
                if id[t as usize] == u32::MAX {
                    id[t as usize] = order.len() as u32;
                    order.push(t);
                }
            }
            k += 1;
        }
        Dfa {
            start: 0,
            next: order
                .iter()
                .map(|&s| self.next[s as usize].map(|t| id[t as usize]))
                .collect(),
            out: order.iter().map(|&s| self.out[s as usize]).collect(),
        }
    }

    /// The coarsest partition of the states that respects `project(out)` and the transitions
    /// (Moore's algorithm): each state's block, and the number of blocks.
    pub fn blocks(&self, project: impl Fn(u8) -> u8) -> (Vec<u32>, usize) {
        let mut ids = BTreeMap::new();
        let mut block: Vec<u32> = self
            .out
            .iter()
            .map(|&o| {
                let k = ids.len() as u32;
                *ids.entry(project(o)).or_insert(k)
            })
            .collect();
        let mut count = ids.len();
        loop {
            let mut ids = HashMap::new();
            block = (0..self.states())
                .map(|s| {
                    let [a, b, c] = self.next[s].map(|t| block[t as usize]);
                    let k = ids.len() as u32;
                    *ids.entry((block[s], a, b, c)).or_insert(k)
                })
                .collect();
            if ids.len() == count {
                return (block, count);
            }
            count = ids.len();
        }
    }

    /// The quotient by [`Dfa::blocks`], with outputs `project(out)`, and each state's image. It
    /// is a homomorphic image: the image of the state a string reaches is the state the
    /// quotient reaches on it, so it gives every string the projected output.
    pub fn quotient(&self, project: impl Fn(u8) -> u8 + Copy) -> (Dfa, Vec<u32>) {
        let (block, count) = self.blocks(project);
        let mut next = vec![[0u32; 3]; count];
        let mut out = vec![0u8; count];
        for s in 0..self.states() {
            let b = block[s] as usize;
            next[b] = self.next[s].map(|t| block[t as usize]);
            out[b] = project(self.out[s]);
        }
        let start = block[self.start as usize];
        (Dfa { start, next, out }, block)
    }

    /// The minimal automaton: reachable states, Moore-minimised, numbered breadth-first.
    pub fn minimal(&self) -> Dfa {
        self.reachable().quotient(|o| o).0.reachable()
    }

    /// Whether the two give every piece string the same output (a walk of the product with
    /// the grammar of piece strings); if not, a shortest piece string telling them apart.
    pub fn same_on_pieces(&self, other: &Dfa) -> Result<(), Vec<Cell>> {
        type Node = (Grammar, u32, u32);
        let first: Node = (Grammar::Start, self.start, other.start);
        let mut parent: HashMap<Node, Option<(Node, Cell)>> = HashMap::from([(first, None)]);
        let mut queue = VecDeque::from([first]);
        while let Some(node @ (g, a, b)) = queue.pop_front() {
            if g.accepts() && self.out[a as usize] != other.out[b as usize] {
                let mut cells = Vec::new();
                let mut at = node;
                while let Some(&Some((before, c))) = parent.get(&at) {
                    cells.push(c);
                    at = before;
                }
                cells.reverse();
                return Err(cells);
            }
            for c in g.allowed() {
                let next = (g.step(*c), self.step(a, *c), other.step(b, *c));
                parent.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    Some((node, *c))
                });
            }
        }
        Ok(())
    }
}
