//! The inputs `cargo xtask bench stake-claim` times: judge-sized inputs beside the oracle, then
//! single 8×8 boards with more and more empty squares, one process each.

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

pub fn tables(_options: &BenchOptions) -> Vec<BenchTable> {
    let mut beside_oracle = vec![BenchCase::new(
        "40 judge-worst boards (8×8, 10 empty) in one input",
        largest(1, 40, 10),
    )
    .with_oracle()];
    for (empties, seed) in [(12, 2), (14, 3)] {
        beside_oracle.push(
            BenchCase::new(
                format!("one 8×8 board, {} empty", empties),
                largest(seed, 1, empties),
            )
            .with_oracle(),
        );
    }
    let one_per_process = [(16, 9, 16), (18, 5, 18), (20, 5, 20)]
        .into_iter()
        .map(|(empties, boards, seed)| BenchCase {
            label: format!(
                "{} boards (8×8), {} empty, one per process",
                boards, empties
            ),
            inputs: (0..boards)
                .map(|b| largest(seed * 100 + b as u64, 1, empties))
                .collect(),
            oracle: false,
            max_runs: Some(3),
            work: None,
            size: Some(empties as f64),
        })
        .collect();
    vec![
        BenchTable {
            title: "the solver beside the oracle".to_string(),
            unit: None,
            cases: beside_oracle,
            plot: None,
        },
        BenchTable {
            title: "single boards".to_string(),
            unit: None,
            cases: one_per_process,
            plot: Some(Plot {
                name: "stake-claim-empties",
                x_label: "empty squares",
            }),
        },
    ]
}
