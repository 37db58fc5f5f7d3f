//! The inputs `cargo xtask bench lol-fill` times: judge-sized rows beside the oracle, long rows
//! of every kind, and the slowest rows known.

use crate::generate::{input, quiet_row};
use lab::{BenchCase, BenchOptions, BenchTable, Rng};

/// `count` quiet rows (no `LOL`, no threat) of `len` cells with `letters` random letters.
fn quiet_rows(seed: u64, count: usize, len: usize, letters: usize) -> Vec<String> {
    let mut rng = Rng::with_seed(seed);
    (0..count)
        .map(|_| quiet_row(&mut rng, len, letters))
        .collect()
}

pub fn tables(_options: &BenchOptions) -> Vec<BenchTable> {
    vec![
        BenchTable {
            title: "judge-sized rows beside the oracle".to_string(),
            unit: None,
            plot: None,
            cases: vec![BenchCase::new(
                "9 rows of 19 cells, 14 empty each",
                input(&quiet_rows(19, 9, 19, 5)),
            )
            .with_oracle()],
        },
        BenchTable {
            title: "rows of up to 64 cells and beyond, one input each".to_string(),
            unit: None,
            plot: None,
            cases: long_rows(),
        },
        BenchTable {
            title: "the slowest rows known, one input each".to_string(),
            unit: None,
            plot: None,
            cases: SLOWEST
                .iter()
                .map(|(label, row)| {
                    let label = format!("`{}` ({})", row, label);
                    BenchCase::new(label, input(&[row.to_string()]))
                })
                .collect(),
        },
    ]
}

fn long_rows() -> Vec<BenchCase> {
    let empty = |n: usize| "*".repeat(n);
    let cases: Vec<(&str, Vec<String>)> = vec![
        (
            "empty rows of every length 1–64 (64 rows)",
            (1..=64).map(empty).collect(),
        ),
        (
            "64 random quiet rows of 64 cells, 8 letters",
            quiet_rows(64, 64, 64, 8),
        ),
        (
            "64 random quiet rows of 64 cells, 16 letters",
            quiet_rows(65, 64, 64, 16),
        ),
        (
            "lone O's: `*O*O…`, `**O**O…` and shifts (64 cells)",
            vec![
                "*O".repeat(32),
                "O*".repeat(32),
                format!("{}*", "**O".repeat(21)),
                format!("{}*", "*O*".repeat(21)),
            ],
        ),
        (
            "many short pieces (64 cells)",
            vec![
                format!("{}*", "**L".repeat(21)),
                format!("{}L", "L**OO**".repeat(9)),
                format!("{}****", "***LL".repeat(12)),
                format!("{}*", "*L*".repeat(21)),
            ],
        ),
        (
            "empty rows of 1000, 1001 and 2000 cells",
            vec![empty(1000), empty(1001), empty(2000)],
        ),
        (
            "8 random quiet rows of 1000 cells, 100 letters",
            quiet_rows(1000, 8, 1000, 100),
        ),
    ];
    cases
        .into_iter()
        .map(|(label, rows)| BenchCase::new(label, input(&rows)))
        .collect()
}

/// The slowest rows found: before per-piece classes (45–50 cells), and since, by `cargo xtask
/// hunt lol-fill` in each family.
const SLOWEST: [(&str, &str); 8] = [
    ("a draw, 32 cells", "******O********O****************"),
    ("a draw, 45 cells", "*******O****O***O***************O*****O******"),
    ("a second-player win, 48 cells", "***O****OO******O*****************O************"),
    ("a draw, 50 cells", "***O******O******O*******O********O*************O*"),
    ("a draw, 44 cells, few-os", "**O*************O*O********O***O****O*******"),
    (
        "a draw, 64 cells, lone-os",
        "*O*****O****O*****O****O********O****O********O******O****O****O",
    ),
    (
        "a draw, 128 cells, lone-os",
        "*******O****O****O******O***O*****O********O**O******O****O*******O**O********O********O**O***O****O********O***O******O*******O",
    ),
    (
        "a draw, 256 cells, lone-os",
        "****O****O**O****O**O******O*******O*******O********O******O**O**O*****O******O*****O********O*******O**O********O***O********O**O**O***O****O**O****O*****O*****O****O***O*****O******O*****O******O***O*****O****O********O******O*******O********O********O**",
    ),
];
