//! The breadth-first walk of V's states, a layer (a string length) at a time: both checks at
//! every state a piece string reaches.
//!
//! Each state keeps a witness: a string of the least length reaching it and, among those, one
//! with the fewest empty cells. The walk stops after the first layer where check 1 fails and
//! reports that layer's witness with the fewest empty cells: every part of that string is
//! shorter or has fewer empty cells, so A is right on its parts, F_A is the truth there, and A
//! is wrong on the string itself (what L* needs of a counterexample).

use super::state::State;
use super::Verifier;
use crate::automaton::class::Class;
use lol_fill::row::Cell::{self, Empty};
use rustc_hash::FxHashMap;

/// A piece string on which F_A and A differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub cells: Vec<Cell>,
    pub automaton: Class,
    pub recursion: Class,
}

/// What the walk found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The states of V walked.
    pub states: usize,
    /// Those reached by piece strings (where the checks were made).
    pub pieces: usize,
    /// Those with e odd and MF false (where P0 was checked).
    pub odd_without_maker_first: usize,
    /// The most open moves a state holds.
    pub max_open: usize,
    /// The length of the longest witness: strings that long reach every state.
    pub depth: usize,
    /// Check 1's first failure.
    pub mismatch: Option<Mismatch>,
    /// A shortest piece string where P0 fails.
    pub p0_failure: Option<Vec<Cell>>,
}

/// The states found so far, each with its witness.
#[derive(Default)]
struct Walk {
    index: FxHashMap<State, u32>,
    states: Vec<State>,
    /// The state before the witness's last cell, and that cell.
    parent: Vec<Option<(u32, Cell)>>,
    empties: Vec<u32>,
}

impl Walk {
    fn witness(&self, mut k: u32) -> Vec<Cell> {
        let mut cells = Vec::new();
        while let Some((before, c)) = self.parent[k as usize] {
            cells.push(c);
            k = before;
        }
        cells.reverse();
        cells
    }

    /// Adds a state of the next layer (those from `next_layer` on), or gives one already in
    /// it a witness with fewer empty cells.
    fn reach(&mut self, s: State, from: u32, cell: Cell, next_layer: usize) {
        let empties = self.empties[from as usize] + u32::from(cell == Empty);
        match self.index.get(&s) {
            None => {
                self.index.insert(s.clone(), self.states.len() as u32);
                self.states.push(s);
                self.parent.push(Some((from, cell)));
                self.empties.push(empties);
            }
            Some(&k) if k as usize >= next_layer && empties < self.empties[k as usize] => {
                self.parent[k as usize] = Some((from, cell));
                self.empties[k as usize] = empties;
            }
            Some(_) => {}
        }
    }
}

impl<'a> Verifier<'a> {
    /// Both checks on every state of V that a piece string reaches.
    pub fn run(&self) -> Report {
        let mut walk = Walk::default();
        walk.index.insert(self.start(), 0);
        walk.states.push(self.start());
        walk.parent.push(None);
        walk.empties.push(0);
        let mut report = Report::default();
        let mut layer = 0..1;
        while !layer.is_empty() {
            report.mismatch = self.check_layer(&walk, layer.clone(), &mut report);
            if report.mismatch.is_some() {
                break;
            }
            for k in layer.clone() {
                let s = walk.states[k].clone();
                for &c in s.allowed() {
                    walk.reach(self.step(&s, c), k as u32, c, layer.end);
                }
            }
            layer = layer.end..walk.states.len();
            report.depth += usize::from(!layer.is_empty());
        }
        report.states = walk.states.len();
        report
    }

    /// The checks at one layer's states; check 1's failure with the fewest empty cells.
    fn check_layer(
        &self,
        walk: &Walk,
        layer: std::ops::Range<usize>,
        report: &mut Report,
    ) -> Option<Mismatch> {
        let mut worst: Option<(u32, usize, Class, Class)> = None;
        for k in layer {
            let s = &walk.states[k];
            report.max_open = report.max_open.max(s.open_moves());
            if !s.is_piece() {
                continue;
            }
            report.pieces += 1;
            let (recursion, p0) = self.finish(s);
            let automaton = Class::from_code(self.a.out[s.automaton_state() as usize]);
            let fewer = |&(e, ..): &(u32, usize, Class, Class)| walk.empties[k] < e;
            if recursion != automaton && worst.as_ref().is_none_or(fewer) {
                worst = Some((walk.empties[k], k, automaton, recursion));
            }
            if automaton.odd && !automaton.maker_first {
                report.odd_without_maker_first += 1;
            }
            if !p0 && report.p0_failure.is_none() {
                report.p0_failure = Some(walk.witness(k as u32));
            }
        }
        worst.map(|(_, k, automaton, recursion)| Mismatch {
            cells: walk.witness(k as u32),
            automaton,
            recursion,
        })
    }
}
