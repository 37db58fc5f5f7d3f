//! Angluin's L*: the observation table of a Moore machine learnt from membership queries, with
//! Rivest–Schapire's processing of counterexamples.
//!
//! The table has access strings S (one per state, each one cell longer than an earlier one)
//! and distinguishing continuations X (the first one empty); the row of a string u is the
//! outputs on u·x for x in X. Rows of access strings are distinct, and the table is kept
//! closed: every access string followed by any cell has the row of some access string. The
//! hypothesis has a state per access string, and u·c goes to the state with u·c's row.
//! Everything is kept in insertion order, so a run is deterministic.

use super::dfa::{Dfa, CELLS};
use lol_fill::row::Cell;
use std::collections::HashMap;

/// The true output on a string.
type Truth<'a> = Box<dyn FnMut(&[Cell]) -> u8 + 'a>;

/// The membership oracle: the true output on any string, asked once per string.
pub struct Membership<'a> {
    truth: Truth<'a>,
    known: HashMap<Vec<Cell>, u8>,
}

impl<'a> Membership<'a> {
    pub fn new(truth: impl FnMut(&[Cell]) -> u8 + 'a) -> Self {
        Membership {
            truth: Box::new(truth),
            known: HashMap::new(),
        }
    }

    pub fn output(&mut self, cells: &[Cell]) -> u8 {
        if let Some(&out) = self.known.get(cells) {
            return out;
        }
        let out = (self.truth)(cells);
        self.known.insert(cells.to_vec(), out);
        out
    }

    /// The number of distinct strings asked about.
    pub fn queries(&self) -> usize {
        self.known.len()
    }
}

pub struct Table<'a> {
    pub membership: Membership<'a>,
    access: Vec<Vec<Cell>>,
    continuations: Vec<Vec<Cell>>,
    rows: HashMap<Vec<Cell>, Vec<u8>>,
    state_of_row: HashMap<Vec<u8>, usize>,
}

fn joined(u: &[Cell], v: &[Cell]) -> Vec<Cell> {
    [u, v].concat()
}

impl<'a> Table<'a> {
    /// A closed table with these continuations (the first must be empty).
    pub fn new(continuations: Vec<Vec<Cell>>, membership: Membership<'a>) -> Self {
        assert!(
            continuations[0].is_empty(),
            "the first continuation is empty"
        );
        let mut table = Table {
            membership,
            access: Vec::new(),
            continuations,
            rows: HashMap::new(),
            state_of_row: HashMap::new(),
        };
        table.add_access(Vec::new());
        table.close();
        table
    }

    pub fn continuations(&self) -> usize {
        self.continuations.len()
    }

    /// The row of `u`, asking only for the continuations added since it was last asked.
    fn row(&mut self, u: &[Cell]) -> Vec<u8> {
        let mut row = self.rows.remove(u).unwrap_or_default();
        for x in &self.continuations[row.len()..] {
            row.push(self.membership.output(&joined(u, x)));
        }
        self.rows.insert(u.to_vec(), row.clone());
        row
    }

    fn add_access(&mut self, u: Vec<Cell>) {
        let row = self.row(&u);
        let fresh = self.state_of_row.insert(row, self.access.len()).is_none();
        assert!(fresh, "access strings have distinct rows");
        self.access.push(u);
    }

    /// Adds access strings until every one-cell extension has the row of an access string.
    fn close(&mut self) {
        let mut k = 0;
        while k < self.access.len() {
            for c in CELLS {
                let longer = joined(&self.access[k], &[c]);
                let row = self.row(&longer);
                if !self.state_of_row.contains_key(&row) {
                    self.add_access(longer);
                }
            }
            k += 1;
        }
    }

    /// The hypothesis: a state per access string, its output the row's first entry.
    pub fn hypothesis(&mut self) -> Dfa {
        let mut next = Vec::new();
        let mut out = Vec::new();
        for k in 0..self.access.len() {
            let u = self.access[k].clone();
            next.push(CELLS.map(|c| {
                let row = self.row(&joined(&u, &[c]));
                self.state_of_row[&row] as u32
            }));
            out.push(self.row(&u)[0]);
        }
        Dfa {
            start: 0,
            next,
            out,
        }
    }

    /// Rivest–Schapire: `w` is a string on which the hypothesis `h` is wrong. Finds by
    /// bisection a suffix of `w` that tells two of its states apart, adds it as a
    /// continuation and closes the table again. Returns the suffix.
    pub fn refine(&mut self, h: &Dfa, w: &[Cell]) -> Vec<Cell> {
        let truth = self.membership.output(w);
        assert_ne!(h.output(w), truth, "not a counterexample");
        // beta(i): the output on the access string of h's state after w[..i], then w[i..]:
        // beta(0) is the truth, beta(len) the hypothesis's answer.
        let beta = |table: &mut Table, i: usize| {
            let access = &table.access[h.run(&w[..i]) as usize];
            table.membership.output(&joined(access, &w[i..]))
        };
        let (mut lo, mut hi) = (0, w.len());
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if beta(self, mid) == truth {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let suffix = w[hi..].to_vec();
        assert!(!self.continuations.contains(&suffix), "a new continuation");
        self.continuations.push(suffix.clone());
        // A new column only splits rows: the access strings' rows stay distinct.
        self.state_of_row.clear();
        for k in 0..self.access.len() {
            let u = self.access[k].clone();
            let row = self.row(&u);
            self.state_of_row.insert(row, k);
        }
        self.close();
        suffix
    }
}
