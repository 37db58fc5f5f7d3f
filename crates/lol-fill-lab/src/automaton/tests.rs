//! The proof's computation as tests: L* with the verifier as teacher must end with an
//! automaton passing both checks whose t quotient is the committed judge table; the verifier
//! must read moves as explicit parts do, for the automaton and for arbitrary ones; every
//! mutant of the automaton must fail; and the automaton must be the exact recursion on every
//! piece string up to 16 cells (24 in an ignored run).

use super::class::Class;
use super::dfa::Dfa;
use super::emit::{judge_dfa, judge_table, JUDGE_TABLE_PATH};
use super::exact::Exact;
use super::grammar::{piece_strings_up_to, Grammar};
use super::learn::{learn, t_of, Learnt};
use super::verify::{recursion_on_parts, Verifier};
use crate::piece::is_piece;
use lab::Rng;
use lol_fill::row::{show, Cell};
use std::sync::OnceLock;

/// The learnt automaton, learnt once for all the tests.
fn learnt() -> &'static Learnt {
    static LEARNT: OnceLock<Learnt> = OnceLock::new();
    LEARNT.get_or_init(|| learn().expect("both checks pass"))
}

#[test]
fn the_learnt_automaton_passes_both_checks_and_is_the_committed_table() {
    let learnt = learnt();
    let report = &learnt.report;
    for round in &learnt.rounds {
        println!("{}", round);
    }
    println!(
        "A: {} states; t quotient: {} states; V: {} states, {} reached by piece strings ({} \
         with e odd and MF false), strings of {} cells reach them all, at most {} open moves; \
         R: {} states",
        learnt.automaton.states(),
        learnt.t.states(),
        report.states,
        report.pieces,
        report.odd_without_maker_first,
        report.depth,
        report.max_open,
        Verifier::new(&learnt.automaton).part_states()
    );
    assert_eq!(report.mismatch, None);
    assert_eq!(report.p0_failure, None);
    assert!(report.states > 50_000 && report.odd_without_maker_first > 100);
    assert_eq!(learnt.t, learnt.automaton.quotient(t_of).0.reachable());
    assert_eq!(learnt.t, judge_dfa(), "run `cargo xtask tables lol-fill`");
    let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), JUDGE_TABLE_PATH);
    let committed = std::fs::read_to_string(path).expect("the judge table");
    assert!(
        committed == judge_table(learnt),
        "run `cargo xtask tables lol-fill`"
    );
}

fn exact_check(max_cells: usize) -> usize {
    let a = &learnt().automaton;
    let mut exact = Exact::default();
    let pieces = piece_strings_up_to(max_cells);
    for piece in &pieces {
        let class = exact.class(piece);
        assert_eq!(Class::from_code(a.output(piece)), class, "{}", show(piece));
    }
    assert!(exact.p0_failures.is_empty());
    pieces.len()
}

#[test]
fn the_automaton_is_the_exact_recursion_up_to_16_cells() {
    assert!(exact_check(16) > 6_000);
}

#[test]
#[ignore]
fn the_automaton_is_the_exact_recursion_up_to_24_cells() {
    println!("{} piece strings up to 24 cells", exact_check(24));
}

/// A random automaton with random outputs on piece strings.
fn random_automaton(rng: &mut Rng) -> Dfa {
    let states = rng.usize(2..60);
    Dfa {
        start: 0,
        next: (0..states)
            .map(|_| [(); 3].map(|()| rng.u32(0..states as u32)))
            .collect(),
        out: (0..states).map(|_| rng.u8(0..64) | 1).collect(),
    }
}

/// V's F_A equals F_A by explicit parts on every piece string up to `max_cells`.
fn verifier_reads_as_explicit_parts(a: &Dfa, max_cells: usize) {
    let verifier = Verifier::new(a);
    for piece in piece_strings_up_to(max_cells) {
        let by_v = verifier.recursion_on(&piece);
        assert_eq!(by_v, recursion_on_parts(a, &piece), "{}", show(&piece));
    }
}

#[test]
fn the_verifier_reads_moves_as_explicit_parts_do() {
    verifier_reads_as_explicit_parts(&learnt().automaton, 14);
    // For automata that are wrong everywhere, V must still read the parts right.
    let mut rng = Rng::with_seed(99);
    for _ in 0..10 {
        verifier_reads_as_explicit_parts(&random_automaton(&mut rng), 10);
    }
}

/// Every automaton in `mutants` that differs from A on some piece string fails the
/// verification; returns how many did.
fn mutants_fail(mutants: &[Dfa]) -> usize {
    let a = &learnt().automaton;
    let mut failed = 0;
    for m in mutants.iter().filter(|m| a.same_on_pieces(m).is_err()) {
        let report = Verifier::new(m).run();
        assert!(report.mismatch.is_some() || report.p0_failure.is_some());
        failed += 1;
    }
    failed
}

/// A with one output bit changed (MF or BF), on every state.
#[test]
fn every_output_mutant_of_the_automaton_fails_the_verification() {
    let a = &learnt().automaton;
    let mut mutants = Vec::new();
    for s in 0..a.states() {
        for bit in [16, 32] {
            let mut m = a.clone();
            m.out[s] ^= bit;
            mutants.push(m);
        }
    }
    assert!(mutants_fail(&mutants) > 200);
}

/// A with one transition changed, on every state and cell.
#[test]
#[ignore]
fn every_transition_mutant_of_the_automaton_fails_the_verification() {
    let a = &learnt().automaton;
    let mut mutants = Vec::new();
    for s in 0..a.states() {
        for c in 0..3 {
            let mut m = a.clone();
            m.next[s][c] = (m.next[s][c] + 1 + s as u32) % a.states() as u32;
            mutants.push(m);
        }
    }
    let failed = mutants_fail(&mutants);
    println!(
        "{} of {} transition mutants differ on pieces, and fail",
        failed,
        mutants.len()
    );
}

/// Every string over `*`, `L`, `O` of up to `max` cells.
fn all_strings(max: usize) -> Vec<Vec<Cell>> {
    let mut strings = vec![vec![]];
    let mut k = 0;
    while k < strings.len() {
        if strings[k].len() < max {
            for c in super::dfa::CELLS {
                strings.push([&strings[k][..], &[c]].concat());
            }
        }
        k += 1;
    }
    strings
}

/// The grammar, `is_piece` (a scan of the row) and V's walk agree on every string.
#[test]
fn the_grammar_is_the_set_of_pieces_up_to_11_cells() {
    let verifier = Verifier::new(&learnt().automaton);
    let strings = all_strings(11);
    for cells in &strings {
        let by_grammar = Grammar::read(cells).is_some_and(Grammar::accepts);
        assert_eq!(is_piece(cells), by_grammar, "{}", show(cells));
        assert_eq!(
            verifier.reads_as_piece(cells),
            by_grammar,
            "{}",
            show(cells)
        );
    }
    let pieces = strings.iter().filter(|c| is_piece(c)).count();
    assert_eq!(pieces, piece_strings_up_to(11).len());
}
