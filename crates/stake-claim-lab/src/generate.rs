//! Generated boards: the families that `cargo xtask gen`, `check`, `bench` and `hunt` draw
//! from. Every board is reachable: as many 0s as 1s, or one 0 more.

use lab::{Draw, Family, Rng, Size};

pub const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        about: "boards of side 1–8 with 1–10 empty squares at random places (the judge's range)",
        size: None,
        cases: true,
    },
    Family {
        name: "largest",
        about: "8×8 boards with 10 empty squares, the judge's largest",
        size: Some(Size {
            means: "empty squares",
            max: 64,
        }),
        cases: true,
    },
    Family {
        name: "any-side",
        about: "boards of every side with room for them (4–8 for 10; 6–8 past 20, the lab's reach \
                on 5×5) with 10 empty squares",
        size: Some(Size {
            means: "empty squares",
            max: 64,
        }),
        cases: true,
    },
    Family {
        name: "tiny",
        about: "boards of side 1–3, where ties and the edges of the rules show",
        size: None,
        cases: true,
    },
];

/// Cases per input unless the draw says otherwise.
const DEFAULT_CASES: usize = 10;

/// A whole input of `family`: its boards, then the closing `0`.
pub fn generate(family: &str, draw: &Draw) -> Result<String, String> {
    let mut rng = draw.rng();
    let cases = draw.cases.unwrap_or(DEFAULT_CASES);
    let mut text = String::new();
    for _ in 0..cases {
        let (side, empties) = match family {
            "random" => {
                let side = rng.usize(1..=8);
                (side, rng.usize(1..=(side * side).min(10)))
            }
            "largest" => (8, draw.size.unwrap_or(10)),
            "any-side" => {
                let empties = draw.size.unwrap_or(10);
                // The sides with room for them, within the lab's reach on small boards.
                let fits = |s: usize| {
                    s * s >= empties
                        && (s > crate::reach::SMALL_BOARD_SIDE
                            || empties <= crate::reach::SMALL_BOARD_MAX_EMPTIES as usize)
                };
                let smallest = (1..=8).find(|&s| fits(s)).unwrap_or(8);
                (rng.usize(smallest..=8), empties)
            }
            "tiny" => {
                let side = rng.usize(1..=3);
                (side, rng.usize(1..=side * side))
            }
            _ => return Err(unknown(family)),
        };
        if !(1..=side * side).contains(&empties) {
            return Err(format!(
                "{}×{} boards have room for 1 to {} empty squares, not {}",
                side,
                side,
                side * side,
                empties
            ));
        }
        text.push_str(&board(&mut rng, side, empties));
    }
    text.push_str("0\n");
    Ok(text)
}

fn unknown(family: &str) -> String {
    let names: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
    format!(
        "stake-claim has no family `{}`; its families: {}",
        family,
        names.join(", ")
    )
}

/// One case: a side×side board with `empties` empty squares at random places, the other
/// squares 0 and 1 by turns in random order (so either player may be to move).
pub fn board(rng: &mut Rng, side: usize, empties: usize) -> String {
    let mut order: Vec<usize> = (0..side * side).collect();
    rng.shuffle(&mut order);
    let mut grid = vec![b'.'; side * side];
    for (k, &square) in order[empties..].iter().enumerate() {
        grid[square] = if k % 2 == 0 { b'0' } else { b'1' };
    }
    let mut text = format!("{}\n", side);
    for row in grid.chunks(side) {
        text.push_str(&String::from_utf8_lossy(row));
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_draws_reachable_boards_deterministically() {
        for family in FAMILIES {
            for seed in 0..20 {
                let text = generate(family.name, &Draw::seed(seed)).unwrap();
                assert_eq!(text, generate(family.name, &Draw::seed(seed)).unwrap());
                let boards = crate::parse(text.as_bytes()).unwrap();
                assert_eq!(boards.len(), DEFAULT_CASES);
                assert!(crate::within_judge_sizes(text.as_bytes()), "{}", text);
            }
        }
        assert!(generate("nope", &Draw::seed(1)).is_err());
    }
}
