//! The inputs `cargo xtask bench lol-fill` times: judge-sized rows beside the oracle, long rows
//! of every kind, the slowest rows known (for the search the judge program ran before the
//! automaton), rows of 10^6 cells of every mix, and the time against the row's length.

use crate::generate::{generate, input, quiet_row};
use lab::{BenchCase, BenchOptions, BenchTable, Draw, Rng};

/// `count` quiet rows (no `LOL`, no threat) of `len` cells with `letters` random letters.
fn quiet_rows(seed: u64, count: usize, len: usize, letters: usize) -> Vec<String> {
    let mut rng = Rng::with_seed(seed);
    (0..count)
        .map(|_| quiet_row(&mut rng, len, letters))
        .collect()
}

pub fn tables(options: &BenchOptions) -> Vec<BenchTable> {
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
        BenchTable {
            title: "rows of 10^6 cells, one input each".to_string(),
            unit: Some("cell"),
            plot: None,
            cases: million_cell_rows(),
        },
        BenchTable {
            title: "rows held together by lone `O`s (one piece each), by length".to_string(),
            unit: Some("cell"),
            plot: None,
            cases: by_length(options.max_size.unwrap_or(1_000_000)),
        },
    ]
}

/// The cells of the rows of [`million_cell_rows`] and the longest of [`by_length`].
const MILLION: usize = 1_000_000;

/// A row of the `lone-os` family (a lone `O` every 3–9 cells, an `L` one time in two).
fn lone_os(seed: u64, cells: usize) -> String {
    let draw = Draw {
        seed,
        size: Some(cells),
        cases: Some(1),
    };
    let text = generate("lone-os", &draw).expect("a valid draw");
    text.lines().nth(1).expect("one row").to_string()
}

/// A threat-free row of `cells` cells: runs of 3–40 cells, each empty but for a lone `O`
/// one cell in five, cut apart by an `L` or by `OO` (many pieces of every class).
fn many_pieces(rng: &mut Rng, cells: usize) -> String {
    let mut row = String::with_capacity(cells + 50);
    while row.len() < cells {
        let len = rng.usize(3..=40);
        row.push('*');
        let mut run = 1;
        while run < len {
            let lone_o = run + 1 < len && row.ends_with('*') && rng.usize(0..5) == 0;
            row.push(if lone_o { 'O' } else { '*' });
            run += 1;
        }
        row.push_str(if rng.bool() { "L" } else { "OO" });
    }
    row.truncate(cells);
    while !row.ends_with('*') {
        row.pop();
    }
    // Longer runs at the end: still no threat.
    while row.len() < cells {
        row.push('*');
    }
    row
}

fn million_cell_rows() -> Vec<BenchCase> {
    let mut rng = Rng::with_seed(6);
    let random: String = (0..MILLION)
        .map(|_| ['L', 'O', '*'][rng.usize(0..3)])
        .collect();
    let cases = [
        ("empty", "*".repeat(MILLION)),
        ("one piece, a lone `O` every 3–9 cells", lone_os(6, MILLION)),
        (
            "many pieces cut by `L` or `OO`",
            many_pieces(&mut rng, MILLION),
        ),
        ("`L`, `O`, `*` at random (a threat stands)", random),
        (
            "a quiet row, 1,000 random letters",
            quiet_row(&mut rng, MILLION, 1000),
        ),
    ];
    cases
        .into_iter()
        .map(|(label, row)| per_cell(label.to_string(), row))
        .collect()
}

/// One row as a case, its work counted in cells.
fn per_cell(label: String, row: String) -> BenchCase {
    let cells = row.len() as u64;
    let mut case = BenchCase::new(label, input(&[row]));
    case.work = Some(cells);
    case
}

/// The `lone-os` rows of 10^2, 10^3, … cells up to `max`.
fn by_length(max: usize) -> Vec<BenchCase> {
    (2..)
        .map(|k| (k, 10usize.pow(k)))
        .take_while(|&(_, n)| n <= max)
        .map(|(k, n)| per_cell(format!("10^{} cells", k), lone_os(n as u64, n)))
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;
    use lol_fill::rules::{has_gap, has_lol, has_threat};

    /// The generated long rows have the length asked, and the many-piece row is quiet (no
    /// `LOL`, threat or gap: the pieces decide it).
    #[test]
    fn long_rows_are_what_their_labels_say() {
        for cells in [100, 1000, 20_000] {
            let row =
                lol_fill::parse(input(&[many_pieces(&mut Rng::with_seed(1), cells)]).as_bytes())
                    .expect("a row")
                    .remove(0);
            assert_eq!(row.len(), cells);
            assert!(!has_lol(&row) && !has_threat(&row) && !has_gap(&row));
            assert_eq!(lone_os(1, cells).len(), cells);
        }
    }
}
