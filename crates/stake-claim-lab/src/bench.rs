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

/// The most empty squares timed unless `--max-size` says otherwise.
const DEFAULT_MAX_EMPTIES: usize = 24;

/// The single-board rows up to `max` empty squares: [`SINGLE_BOARDS`], then every second
/// count past it (seeds 100 × empties, one run each) up to a full 8×8 board.
fn single_board_rows(max: usize) -> Vec<(usize, u64, usize)> {
    let past = (DEFAULT_MAX_EMPTIES + 2..=max.min(64))
        .step_by(2)
        .map(|empties| (empties, 100 * empties as u64, 1));
    SINGLE_BOARDS
        .into_iter()
        .chain(past)
        .filter(|&(empties, _, _)| empties <= max)
        .collect()
}

/// The 6 boards of 20 empty squares the search found hardest, by nodes searched, among 200
/// drawn (seeds 20000–20199, `largest` family): the search's worst case at that size, kept as
/// seeds so that every run times the same boards.
const HUNTED_SLOW_20: [u64; 6] = [20187, 20131, 20037, 20165, 20147, 20196];

/// The tables, each cut to boards of at most `--max-size` empty squares (a table left with
/// no rows is left out).
pub fn tables(options: &BenchOptions) -> Vec<BenchTable> {
    let max = options.max_size.unwrap_or(DEFAULT_MAX_EMPTIES);
    let tables = vec![
        BenchTable {
            title: "the solver beside the oracle".to_string(),
            unit: None,
            cases: beside_oracle(max),
            plot: None,
        },
        BenchTable {
            title: "single boards".to_string(),
            unit: None,
            cases: single_board_rows(max)
                .into_iter()
                .map(single_boards)
                .collect(),
            plot: Some(Plot {
                name: "stake-claim-empties",
                x_label: "empty squares",
            }),
        },
        BenchTable {
            title: "hard boards".to_string(),
            unit: None,
            cases: if max >= 20 {
                vec![hunted()]
            } else {
                Vec::new()
            },
            plot: None,
        },
    ];
    tables.into_iter().filter(|t| !t.cases.is_empty()).collect()
}

/// Judge-sized inputs, and boards the oracle still reaches, timed beside the oracle; those of
/// at most `max` empty squares.
fn beside_oracle(max: usize) -> Vec<BenchCase> {
    let mut cases = Vec::new();
    if max >= 10 {
        cases.push(
            BenchCase::new(
                "40 judge-worst boards (8×8, 10 empty) in one input",
                largest(1, 40, 10),
            )
            .with_oracle(),
        );
    }
    for (empties, seed) in [(12, 2), (14, 3)].into_iter().filter(|&(e, _)| e <= max) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(max: Option<usize>) -> Vec<(String, usize)> {
        tables(&BenchOptions { max_size: max })
            .into_iter()
            .map(|t| (t.title, t.cases.len()))
            .collect()
    }

    #[test]
    fn max_size_cuts_every_table_to_boards_of_at_most_that_many_empty_squares() {
        let of = |title: &str, n| (title.to_string(), n);
        assert_eq!(
            rows(None),
            [
                of("the solver beside the oracle", 3),
                of("single boards", 5),
                of("hard boards", 1)
            ]
        );
        assert_eq!(
            rows(Some(18)),
            [
                of("the solver beside the oracle", 3),
                of("single boards", 2)
            ]
        );
        assert_eq!(rows(Some(11)), [of("the solver beside the oracle", 1)]);
        assert_eq!(rows(Some(28))[1], of("single boards", 7));
    }
}
