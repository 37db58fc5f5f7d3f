//! The inputs `cargo xtask bench chess-contour` times: square boards of random values from 8×8
//! up, with the oracle beside the judge's sizes.

use crate::generate::generate;
use crate::sizes::layer_sizes;
use lab::{BenchCase, BenchOptions, BenchTable, Draw, Plot};

/// The largest side timed unless `--max-size` says otherwise.
const DEFAULT_MAX_SIDE: usize = 18;

/// A side×side board of random values, drawn from seed `side` (the same board every run).
fn square(side: usize) -> String {
    let draw = Draw {
        seed: side as u64,
        size: Some(side),
        cases: None,
    };
    generate("largest", &draw).expect("a valid draw")
}

pub fn tables(options: &BenchOptions) -> Vec<BenchTable> {
    let max = options.max_size.unwrap_or(DEFAULT_MAX_SIDE);
    let sides = [8, 10, 12, 14, 16, 17, 18, 19, 20];
    let cases = sides
        .into_iter()
        .filter(|&side| side <= max)
        .map(|side| BenchCase {
            label: format!("{}×{}", side, side),
            inputs: vec![square(side)],
            oracle: side <= 10,
            // 17×17 takes seconds and 18×18 a minute: fewer runs there.
            max_runs: match side {
                0..=15 => None,
                16 | 17 => Some(3),
                _ => Some(1),
            },
            work: Some(layer_sizes(side, side).iter().sum()),
            size: Some(side as f64),
        })
        .collect();
    vec![BenchTable {
        title: "square boards, random values 0–100000".to_string(),
        unit: Some("position"),
        cases,
        plot: Some(Plot {
            name: "chess-contour-squares",
            x_label: "board side n (n×n)",
        }),
    }]
}
