//! Finding the automaton: L* ([`super::lstar`]) with the reference search answering membership
//! queries and the verifier as teacher. Each round's hypothesis is minimised and verified; a
//! failure of check 1 gives a string on which the hypothesis is wrong (see `verify::walk`),
//! which refines the table. The first hypothesis that passes both checks is the result.

use super::class::Class;
use super::dfa::Dfa;
use super::grammar::continuations;
use super::lstar::{Membership, Table};
use super::verify::{Mismatch, Report, Verifier};
use crate::piece::{can_hold_gap, has_gap_move, is_piece};
use crate::reference::{self, Classes};
use lol_fill::pieces::empties;
use lol_fill::row::{show, Cell};

/// L*'s first continuations: every string of up to this many cells.
pub const FIRST_CONTINUATIONS: usize = 5;

/// One round of the learning.
#[derive(Clone, Debug)]
pub struct Round {
    /// The minimal hypothesis's states.
    pub states: usize,
    pub continuations: usize,
    /// Membership queries so far.
    pub queries: usize,
    /// The states of V walked.
    pub verifier_states: usize,
    /// Check 1's counterexample and the continuation it gave, if it failed.
    pub counterexample: Option<(Mismatch, Vec<Cell>)>,
}

impl std::fmt::Display for Round {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "hypothesis {} states, {} continuations, {} queries; V {} states; ",
            self.states, self.continuations, self.queries, self.verifier_states
        )?;
        match &self.counterexample {
            None => write!(f, "check 1 passed"),
            Some((m, continuation)) => write!(
                f,
                "counterexample {}: the automaton says {}, the recursion on its parts {}; continuation {} added",
                show(&m.cells),
                m.automaton,
                m.recursion,
                show(continuation)
            ),
        }
    }
}

/// The proven automaton and how it was found.
pub struct Learnt {
    /// A: minimal; its output on a piece string is the piece's [`Class`] code.
    pub automaton: Dfa,
    /// A's quotient by t (0 off piece strings): the judge program's table.
    pub t: Dfa,
    /// The last verification: both checks passed.
    pub report: Report,
    pub rounds: Vec<Round>,
}

/// The class code of any string, by the reference search (MF from t ≥ 1, BF from t = 2).
pub fn class_by_search(classes: &mut Classes, cells: &[Cell]) -> u8 {
    if !is_piece(cells) {
        return 0;
    }
    let t = classes.t(cells);
    let class = Class {
        piece: true,
        odd: empties(cells) % 2 == 1,
        live: can_hold_gap(cells),
        gap_move: has_gap_move(cells),
        maker_first: t >= 1,
        breaker_first: t == 2,
    };
    class.code()
}

/// The t output of a class code.
pub fn t_of(code: u8) -> u8 {
    Class::from_code(code).t()
}

/// L* until a hypothesis passes both checks. Deterministic. Err if check 2 fails on a
/// hypothesis that passes check 1, or if a counterexample is none.
pub fn learn() -> Result<Learnt, String> {
    let mut classes = reference::classes();
    let membership = Membership::new(|cells: &[Cell]| class_by_search(&mut classes, cells));
    let mut table = Table::new(continuations(FIRST_CONTINUATIONS), membership);
    let mut rounds = Vec::new();
    loop {
        let hypothesis = table.hypothesis();
        let minimal = hypothesis.minimal();
        let report = Verifier::new(&minimal).run();
        let mut round = Round {
            states: minimal.states(),
            continuations: table.continuations(),
            queries: table.membership.queries(),
            verifier_states: report.states,
            counterexample: None,
        };
        let Some(mismatch) = report.mismatch.clone() else {
            rounds.push(round);
            if let Some(cells) = &report.p0_failure {
                return Err(format!("check 2 (P0) fails on {}", show(cells)));
            }
            let t = minimal.quotient(t_of).0.reachable();
            return Ok(Learnt {
                automaton: minimal,
                t,
                report,
                rounds,
            });
        };
        let truth = table.membership.output(&mismatch.cells);
        if truth == hypothesis.output(&mismatch.cells) {
            return Err(format!(
                "{}: the automaton is right there",
                show(&mismatch.cells)
            ));
        }
        let continuation = table.refine(&hypothesis, &mismatch.cells);
        round.counterexample = Some((mismatch, continuation));
        rounds.push(round);
    }
}
