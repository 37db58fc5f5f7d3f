//! The inputs `cargo xtask bench stake-claim` times: judge-sized inputs beside the oracle, then
//! single 8×8 boards with more and more empty squares, one process each (9 seeded boards per
//! size), and the hardest boards a hunt found.

use crate::generate::generate;
use lab::{BenchCase, BenchOptions, BenchTable, Draw, Plot};

/// `cases` 8×8 boards with `empties` empty squares, drawn from `seed`.
fn largest(seed: u64, cases: usize, empties: usize) -> String {
    let draw = Draw {
        seed,
        size: Some(empties),
        cases: Some(cases),
    };
    generate("largest", &draw).expect("a valid draw")
}

/// The single-board rows: empty squares, the first of 9 seeds, counted runs per board (one
/// from 22 empty squares up, where a board can take minutes).
const SINGLE_BOARDS: [(usize, u64, usize); 5] = [
    (16, 1600, 3),
    (18, 1800, 3),
    (20, 2000, 3),
    (22, 2200, 1),
    (24, 2400, 1),
];

/// The 6 boards of 20 empty squares the search found hardest, by nodes searched, among 200
/// drawn (seeds 20000–20199, `largest` family): the search's worst case at that size, kept as
/// seeds so that every run times the same boards.
const HUNTED_SLOW_20: [u64; 6] = [20187, 20131, 20037, 20165, 20147, 20196];

pub fn tables(_options: &BenchOptions) -> Vec<BenchTable> {
    vec![
        BenchTable {
            title: "the solver beside the oracle".to_string(),
            unit: None,
            cases: beside_oracle(),
            plot: None,
        },
        BenchTable {
            title: "single boards".to_string(),
            unit: None,
            cases: SINGLE_BOARDS
                .iter()
                .map(|&row| single_boards(row))
                .collect(),
            plot: Some(Plot {
                name: "stake-claim-empties",
                x_label: "empty squares",
            }),
        },
        BenchTable {
            title: "hard boards".to_string(),
            unit: None,
            cases: vec![hunted()],
            plot: None,
        },
    ]
}

/// Judge-sized inputs, and boards the oracle still reaches, timed beside the oracle.
fn beside_oracle() -> Vec<BenchCase> {
    let mut cases = vec![BenchCase::new(
        "40 judge-worst boards (8×8, 10 empty) in one input",
        largest(1, 40, 10),
    )
    .with_oracle()];
    for (empties, seed) in [(12, 2), (14, 3)] {
        cases.push(
            BenchCase::new(
                format!("one 8×8 board, {} empty", empties),
                largest(seed, 1, empties),
            )
            .with_oracle(),
        );
    }
    cases
}

/// A row of [`SINGLE_BOARDS`]: 9 boards of `empties` empty squares, one process each.
fn single_boards((empties, first_seed, runs): (usize, u64, usize)) -> BenchCase {
    let seeds = first_seed..first_seed + 9;
    BenchCase {
        label: format!(
            "9 boards (8×8), {} empty, seeds {}–{}, one per process",
            empties,
            seeds.start,
            seeds.end - 1
        ),
        inputs: seeds.map(|seed| largest(seed, 1, empties)).collect(),
        oracle: false,
        max_runs: Some(runs),
        work: None,
        size: Some(empties as f64),
    }
}

/// The boards of [`HUNTED_SLOW_20`], one process each.
fn hunted() -> BenchCase {
    BenchCase {
        label: "the 6 slowest of 200 boards (8×8), 20 empty, seeds 20000–20199".to_string(),
        inputs: HUNTED_SLOW_20
            .iter()
            .map(|&seed| largest(seed, 1, 20))
            .collect(),
        oracle: false,
        max_runs: Some(3),
        work: None,
        size: None,
    }
}
