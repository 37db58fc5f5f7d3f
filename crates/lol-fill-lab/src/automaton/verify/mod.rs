//! The verifier: the two finite checks of the proof (`docs/automaton-proof.md`, §2–§5).
//!
//! A candidate automaton A gives each string an output, meant to be its [`Class`]. For a piece
//! string w, F_A(w) is the recursion of the classes evaluated on w with A's outputs standing
//! for the classes of the parts each quiet move leaves. The checks:
//!
//! 1. F_A(w) = A(w) for every piece string w;
//! 2. P0 for every piece string w, by F_A: e odd and MF false imply a quiet move whose live
//!    parts have no gap move and no MF.
//!
//! Both are decided on an automaton V that reads w once ([`state`]): its state holds the last
//! 7 cells, A's states on the last 6 prefixes, a few flags, and the *open moves*, the quiet
//! moves already seen whose right part is still being read (a run of R, A's quotient by what a
//! part gives). F_A(w) is a function of V's state after w, and V has finitely many states: a
//! breadth-first walk of them ([`walk`]) checks every piece string of any length.

mod explicit;
mod state;
mod walk;
mod window;

pub use explicit::recursion_on_parts;
pub use state::State;
pub use walk::{Mismatch, Report};
pub use window::{analyse, Left, MoveKind, Right, Slot};

use super::class::{breaker_to_move_loses, keeps_t_zero, Class, PartClass};
use super::dfa::Dfa;
use lol_fill::row::Cell;

/// What a string gives as a part of a move, as a byte (R's output): 0 no piece, 1 a piece that
/// cannot hold a gap (spare cells), else 2 + 4·gap move + 8·MF + 16·BF.
pub fn part_code(code: u8) -> u8 {
    let class = Class::from_code(code);
    if !class.piece {
        return 0;
    }
    match class.as_part() {
        None => 1,
        Some(p) => {
            2 | u8::from(p.gap_move) << 2
                | u8::from(p.maker_first) << 3
                | u8::from(p.breaker_first) << 4
        }
    }
}

/// The part a [`part_code`] stands for; a string that is no piece counts as spare cells.
pub fn part_of_code(code: u8) -> Option<PartClass> {
    (code >= 2).then_some(PartClass {
        gap_move: code & 4 != 0,
        maker_first: code & 8 != 0,
        breaker_first: code & 16 != 0,
    })
}

/// Every value a live part, or its absence, can give, in the order of [`part_index`].
fn part_values() -> Vec<Option<PartClass>> {
    let classes = (0..8u8).map(|b| PartClass {
        gap_move: b & 1 != 0,
        maker_first: b & 2 != 0,
        breaker_first: b & 4 != 0,
    });
    std::iter::once(None).chain(classes.map(Some)).collect()
}

/// The index of a value in [`part_values`].
fn part_index(part: Option<PartClass>) -> usize {
    part.map_or(0, |p| {
        1 + usize::from(p.gap_move)
            + 2 * usize::from(p.maker_first)
            + 4 * usize::from(p.breaker_first)
    })
}

pub struct Verifier<'a> {
    a: &'a Dfa,
    /// R: A's quotient by [`part_code`], and the image in R of each state of A.
    r: Dfa,
    a_to_r: Vec<u32>,
    /// For each left part (by [`part_index`]), the first one that acts alike on
    /// every right part: open moves keep that one, so fewer states differ.
    left_representative: Vec<Option<PartClass>>,
}

impl<'a> Verifier<'a> {
    pub fn new(a: &'a Dfa) -> Verifier<'a> {
        let (r, a_to_r) = a.quotient(part_code);
        let values = part_values();
        let behaviour = |left: Option<PartClass>| -> Vec<(bool, bool)> {
            let with = |right: &Option<PartClass>| -> Vec<PartClass> {
                left.into_iter().chain(*right).collect()
            };
            let rights = values.iter().map(with);
            rights
                .map(|parts| (breaker_to_move_loses(&parts), keeps_t_zero(&parts)))
                .collect()
        };
        let left_representative = values
            .iter()
            .map(|&l| {
                let same = values.iter().find(|&&m| behaviour(m) == behaviour(l));
                *same.expect("a value acts as itself")
            })
            .collect();
        Verifier {
            a,
            r,
            a_to_r,
            left_representative,
        }
    }

    /// The number of states of R.
    pub fn part_states(&self) -> usize {
        self.r.states()
    }

    /// F_A(w) by running V along a piece string: F_A's class, and whether P0 holds on w.
    pub fn recursion_on(&self, cells: &[Cell]) -> (Class, bool) {
        let end = cells.iter().fold(self.start(), |s, &c| self.step(&s, c));
        assert!(end.is_piece(), "a piece string");
        self.finish(&end)
    }

    /// Whether V reads the cells as a piece string (the grammar's verdict, stepped by V).
    pub fn reads_as_piece(&self, cells: &[Cell]) -> bool {
        let mut s = self.start();
        for &c in cells {
            if !s.allowed().contains(&c) {
                return false;
            }
            s = self.step(&s, c);
        }
        s.is_piece()
    }
}
