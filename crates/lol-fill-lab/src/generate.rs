//! Generated rows: the families that `cargo xtask gen`, `check`, `bench` and `hunt` draw from.

use lab::{Draw, Family, Rng, Size};
use lol_fill::row::Cell;
use lol_fill::rules::{has_lol, has_threat};

pub const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        about: "1–9 rows of 1–19 cells over `L`, `O`, `*` at random (the judge's range)",
        size: None,
        cases: true,
    },
    Family {
        name: "quiet",
        about: "9 rows of 19 cells, 5 random letters, no threat: games really played",
        size: Some(Size {
            means: "cells",
            max: lol_fill::cost::MAX_INPUT_BYTES,
        }),
        cases: true,
    },
    Family {
        name: "empty",
        about: "9 empty rows of 19 cells, the judge's longest",
        size: Some(Size {
            means: "cells",
            max: lol_fill::cost::MAX_INPUT_BYTES,
        }),
        cases: true,
    },
    Family {
        name: "few-os",
        about: "empty rows but for 1–6 `O`s and, one time in three, an `L`",
        size: Some(Size {
            means: "cells",
            max: lol_fill::cost::MAX_INPUT_BYTES,
        }),
        cases: true,
    },
    Family {
        name: "lone-os",
        about: "a lone `O` every 3–9 cells and, one time in two, an `L`: the slowest rows known",
        size: Some(Size {
            means: "cells",
            max: lol_fill::cost::MAX_INPUT_BYTES,
        }),
        cases: true,
    },
];

/// The judge's longest row (rows under 20 cells) and most rows (t < 10).
const JUDGE_CELLS: usize = 19;
const JUDGE_ROWS: usize = 9;

/// A whole input of `family`: t, then t rows.
pub fn generate(family: &str, draw: &Draw) -> Result<String, String> {
    let mut rng = draw.rng();
    let cells = draw.size.unwrap_or(JUDGE_CELLS);
    if cells == 0 {
        return Err("a row has at least one cell".to_string());
    }
    let rows: Vec<String> = match family {
        "random" => {
            let t = draw.cases.unwrap_or_else(|| rng.usize(1..=JUDGE_ROWS));
            (0..t).map(|_| random_row(&mut rng)).collect()
        }
        "quiet" | "empty" | "few-os" | "lone-os" => {
            let t = draw.cases.unwrap_or(JUDGE_ROWS);
            let row = |rng: &mut Rng| match family {
                "quiet" => quiet_row(rng, cells, 5),
                "empty" => "*".repeat(cells),
                "few-os" => few_os(rng, cells),
                _ => lone_os(rng, cells),
            };
            (0..t).map(|_| row(&mut rng)).collect()
        }
        _ => return Err(unknown(family)),
    };
    Ok(input(&rows))
}

fn unknown(family: &str) -> String {
    let names: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
    format!(
        "lol-fill has no family `{}`; its families: {}",
        family,
        names.join(", ")
    )
}

/// The judge's input for these rows.
pub fn input(rows: &[String]) -> String {
    let mut text = format!("{}\n", rows.len());
    for row in rows {
        text.push_str(row);
        text.push('\n');
    }
    text
}

fn random_row(rng: &mut Rng) -> String {
    let len = rng.usize(1..=JUDGE_CELLS);
    (0..len).map(|_| ['L', 'O', '*'][rng.usize(0..3)]).collect()
}

/// A row of `len` cells with `letters` letters at random places, drawn again until it holds
/// no `LOL` and no threat (a game really played, not won at once).
pub fn quiet_row(rng: &mut Rng, len: usize, letters: usize) -> String {
    loop {
        let mut cells = vec![b'*'; len];
        for _ in 0..letters {
            cells[rng.usize(0..len)] = if rng.bool() { b'L' } else { b'O' };
        }
        let row: Vec<Cell> = cells.iter().filter_map(|&b| Cell::from_byte(b)).collect();
        if !has_lol(&row) && !has_threat(&row) {
            return String::from_utf8(cells).expect("ASCII");
        }
    }
}

/// Empty but for 1–6 `O`s inside the row and, one time in three, an `L`.
fn few_os(rng: &mut Rng, len: usize) -> String {
    let mut cells = vec![b'*'; len];
    if len > 2 {
        for _ in 0..rng.usize(1..=6) {
            cells[rng.usize(1..len - 1)] = b'O';
        }
    }
    let with_l = rng.usize(0..3) == 0;
    finish(rng, cells, with_l)
}

/// A lone `O` every 3–9 cells and, one time in two, an `L`.
fn lone_os(rng: &mut Rng, len: usize) -> String {
    let mut cells = vec![b'*'; len];
    let mut i = rng.usize(0..9);
    while i < len {
        cells[i] = b'O';
        i += rng.usize(3..=9);
    }
    let with_l = rng.bool();
    finish(rng, cells, with_l)
}

/// The row, with an `L` at a random cell that is not beside an `O` when `with_l` (beside an `O`
/// it would make a threat: a row won at once, not a hard one).
fn finish(rng: &mut Rng, mut cells: Vec<u8>, with_l: bool) -> String {
    let len = cells.len();
    if with_l {
        let beside_o = |i: usize| cells[i.saturating_sub(1)..(i + 2).min(len)].contains(&b'O');
        if let Some(i) = (0..20).map(|_| rng.usize(0..len)).find(|&i| !beside_o(i)) {
            cells[i] = b'L';
        }
    }
    String::from_utf8(cells).expect("ASCII")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_draws_judge_sized_rows_deterministically() {
        for family in FAMILIES {
            for seed in 0..20 {
                let text = generate(family.name, &Draw::seed(seed)).unwrap();
                assert_eq!(text, generate(family.name, &Draw::seed(seed)).unwrap());
                assert!(lol_fill::parse(text.as_bytes()).is_ok(), "{}", text);
                assert!(crate::within_judge_sizes(text.as_bytes()), "{}", text);
            }
        }
        assert!(generate("nope", &Draw::seed(1)).is_err());
    }
}
