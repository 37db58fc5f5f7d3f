//! `cargo xtask hunt lol-fill --family F`: a seeded random search for slow rows. The slowest
//! rows known are long pieces held together by lone `O`s. Two families of rows, 18–64 cells
//! unless the family names a length (`lone-os:256`):
//! - `few-os`: empty but for 1–6 `O`s at random places and, one time in three, one `L`;
//! - `lone-os`: a lone `O` every 3–9 cells over the whole row and, one time in two, one `L`.
//!
//! Each row runs as its own process under a time limit; the slowest are printed with their
//! answers.

use crate::process;
use crate::solvers::{build_release, release_binary, root, Solver};
use anyhow::{bail, Result};
use std::time::Duration;

/// How many of the slowest rows are printed.
const SHOWN: usize = 10;

pub fn run(solver: Solver, rows: usize, seed: u64, limit_secs: u64, family: &str) -> Result<()> {
    if solver != Solver::LolFill {
        bail!("hunt knows lol-fill only (got `{}`)", solver.name());
    }
    let family = Family::parse(family)?;
    build_release(&["lol-fill"])?;
    let binary = release_binary(Solver::LolFill);
    let dir = root().join("target/hunt");
    std::fs::create_dir_all(&dir)?;
    let input = dir.join("row.in");
    let limit = Duration::from_secs(limit_secs);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut timed: Vec<(Duration, String, String)> = Vec::new();
    for _ in 0..rows {
        let row = family.row(&mut rng);
        std::fs::write(&input, format!("1\n{}\n", row))?;
        let (wall, answer) = match process::run(&binary, &[], &input, limit) {
            Ok(outcome) if outcome.code == Some(0) => (
                outcome.wall,
                String::from_utf8_lossy(&outcome.stdout).trim().to_string(),
            ),
            Ok(outcome) => bail!("lol-fill failed on `{}`:\n{}", row, outcome.transcript()),
            Err(e) if e.downcast_ref::<process::TimedOut>().is_some() => {
                (limit, format!("over {} s", limit_secs))
            }
            Err(e) => return Err(e),
        };
        timed.push((wall, row, answer));
    }
    timed.sort_by_key(|t| std::cmp::Reverse(t.0));
    println!(
        "{} random rows of family {} (seed {}), the {} slowest:\n",
        rows,
        family.name,
        seed,
        SHOWN.min(rows)
    );
    println!("| row | cells | answer | time |");
    println!("|---|---|---|---|");
    for (wall, row, answer) in timed.iter().take(SHOWN) {
        println!(
            "| `{}` | {} | {} | {:.1} ms |",
            row,
            row.len(),
            answer,
            wall.as_secs_f64() * 1e3
        );
    }
    Ok(())
}

/// A family of random rows, and the lengths drawn.
struct Family {
    name: String,
    lone_os: bool,
    lengths: std::ops::RangeInclusive<usize>,
}

impl Family {
    /// `few-os` or `lone-os`, optionally `:LENGTH` for rows of that length only.
    fn parse(text: &str) -> Result<Family> {
        let (kind, length) = match text.split_once(':') {
            Some((kind, length)) => (kind, Some(length.parse::<usize>()?)),
            None => (text, None),
        };
        let lone_os = match kind {
            "few-os" => false,
            "lone-os" => true,
            _ => bail!("unknown family `{}`: run `cargo xtask hunt lol-fill --family few-os` or `--family lone-os` (optionally `:LENGTH`, e.g. `lone-os:256`)", kind),
        };
        let lengths = match length {
            Some(n) if n >= 4 => n..=n,
            Some(n) => bail!("rows of {} cells are too short to hunt in", n),
            None => 18..=64,
        };
        Ok(Family {
            name: text.to_string(),
            lone_os,
            lengths,
        })
    }

    fn row(&self, rng: &mut fastrand::Rng) -> String {
        let length = rng.usize(self.lengths.clone());
        let mut cells = vec![b'*'; length];
        if self.lone_os {
            let mut i = rng.usize(0..9);
            while i < length {
                cells[i] = b'O';
                i += rng.usize(3..=9);
            }
        } else {
            for _ in 0..rng.usize(1..=6) {
                cells[rng.usize(1..length - 1)] = b'O';
            }
        }
        let with_l = if self.lone_os {
            rng.bool()
        } else {
            rng.usize(0..3) == 0
        };
        if with_l {
            // Beside an `O` it would make a threat, a row won at once: not a hard one.
            let beside_o =
                |i: usize| cells[i.saturating_sub(1)..(i + 2).min(length)].contains(&b'O');
            if let Some(i) = (0..20)
                .map(|_| rng.usize(0..length))
                .find(|&i| !beside_o(i))
            {
                cells[i] = b'L';
            }
        }
        String::from_utf8(cells).expect("ASCII")
    }
}
