//! Generated boards: the families that `cargo xtask gen`, `check`, `bench` and `hunt` draw
//! from. Values are drawn uniformly from the family's range.

use lab::{Draw, Family, Rng, Size};

pub const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        about: "n and m from 1 to 10, values 0–100000 at random (the judge's range)",
        size: None,
        cases: false,
    },
    Family {
        name: "largest",
        about: "10×10 boards, the judge's largest, values 0–100000",
        size: Some(Size {
            means: "the side",
            max: LARGEST_SIDE,
        }),
        cases: false,
    },
    Family {
        name: "b-zero",
        about: "10×10 boards with every B zero, as in the judge's odd-numbered tests",
        size: Some(Size {
            means: "the side",
            max: LARGEST_SIDE,
        }),
        cases: false,
    },
    Family {
        name: "max-values",
        about: "10×10 boards with every value 100000: the largest totals, every order alike",
        size: Some(Size {
            means: "the side",
            max: LARGEST_SIDE,
        }),
        cases: false,
    },
    Family {
        name: "ties",
        about: "boards up to 10×10 with values 0–3, so that many moves tie",
        size: None,
        cases: false,
    },
    Family {
        name: "thin",
        about: "one row or one column of up to 10 cells",
        size: Some(Size {
            means: "the length",
            max: 4_000_000,
        }),
        cases: false,
    },
];

/// The largest square board the lab answers within its memory budget (20×20 takes 9 GiB).
const LARGEST_SIDE: usize = 20;

/// The judge's largest value.
const MAX_VALUE: u32 = 100_000;

/// A whole input of `family` (one board: the problem has one case per input).
pub fn generate(family: &str, draw: &Draw) -> Result<String, String> {
    let mut rng = draw.rng();
    let side = draw.size.unwrap_or(10);
    let (rows, cols, values) = match family {
        "random" => (rng.usize(1..=10), rng.usize(1..=10), 0..=MAX_VALUE),
        "largest" => (side, side, 0..=MAX_VALUE),
        "b-zero" => (side, side, 0..=MAX_VALUE),
        "max-values" => (side, side, MAX_VALUE..=MAX_VALUE),
        "ties" => (rng.usize(1..=10), rng.usize(1..=10), 0..=3),
        "thin" if rng.bool() => (1, draw.size.unwrap_or(rng.usize(1..=10)), 0..=MAX_VALUE),
        "thin" => (draw.size.unwrap_or(rng.usize(1..=10)), 1, 0..=MAX_VALUE),
        _ => return Err(unknown(family)),
    };
    if rows == 0 || cols == 0 {
        return Err("a board has at least one row and one column".to_string());
    }
    let b_values = if family == "b-zero" {
        0..=0
    } else {
        values.clone()
    };
    Ok(board(&mut rng, rows, cols, [values, b_values]))
}

fn unknown(family: &str) -> String {
    let names: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
    format!(
        "chess-contour has no family `{}`; its families: {}",
        family,
        names.join(", ")
    )
}

/// `n m`, then rows×cols values of A drawn from `values[0]`, then those of B from `values[1]`,
/// a row per line.
pub fn board(
    rng: &mut Rng,
    rows: usize,
    cols: usize,
    values: [std::ops::RangeInclusive<u32>; 2],
) -> String {
    let mut text = format!("{} {}\n", rows, cols);
    for range in values {
        for _ in 0..rows {
            let row: Vec<String> = (0..cols)
                .map(|_| rng.u32(range.clone()).to_string())
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_draws_judge_sized_boards_deterministically() {
        for family in FAMILIES {
            for seed in 0..20 {
                let text = generate(family.name, &Draw::seed(seed)).unwrap();
                assert_eq!(text, generate(family.name, &Draw::seed(seed)).unwrap());
                assert!(crate::parse(text.as_bytes()).is_ok(), "{}", text);
                assert!(crate::within_judge_sizes(text.as_bytes()), "{}", text);
            }
        }
        assert!(generate("nope", &Draw::seed(1)).is_err());
    }
}
