//! `cargo xtask hunt lol-fill`: a seeded random search for slow rows. The slowest rows known
//! are long pieces held together by a few lone `O`s, so the rows tried are 18–64 cells, empty
//! but for 1–6 `O`s at random places and, one time in three, one `L`. Each row runs as its own
//! process under a time limit; the slowest are printed with their answers.

use crate::process;
use crate::solvers::{build_release, release_binary, root, Solver};
use anyhow::{bail, Result};
use std::time::Duration;

/// How many of the slowest rows are printed.
const SHOWN: usize = 10;

pub fn run(solver: Solver, rows: usize, seed: u64, limit_secs: u64) -> Result<()> {
    if solver != Solver::LolFill {
        bail!("hunt knows lol-fill only (got `{}`)", solver.name());
    }
    build_release(&["lol-fill"])?;
    let binary = release_binary(Solver::LolFill);
    let dir = root().join("target/hunt");
    std::fs::create_dir_all(&dir)?;
    let input = dir.join("row.in");
    let limit = Duration::from_secs(limit_secs);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut timed: Vec<(Duration, String, String)> = Vec::new();
    for _ in 0..rows {
        let row = random_row(&mut rng);
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
        "{} random rows (seed {}), the {} slowest:\n",
        rows,
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

fn random_row(rng: &mut fastrand::Rng) -> String {
    let length = rng.usize(18..=64);
    let mut cells = vec![b'*'; length];
    for _ in 0..rng.usize(1..=6) {
        cells[rng.usize(1..length - 1)] = b'O';
    }
    if rng.usize(0..3) == 0 {
        cells[rng.usize(0..length)] = b'L';
    }
    String::from_utf8(cells).expect("ASCII")
}
