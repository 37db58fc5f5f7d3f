//! `cargo xtask bench [crate]`: whole-process timings on generated inputs, printed as the
//! Markdown tables of the README's performance sections.
//!
//! Every figure is the median over `runs` counted runs after one warm-up run (the machine is
//! shared and noisy); the oracle, which can take a minute, runs once, without warm-up, where
//! marked. Inputs are generated from fixed seeds into `target/bench/<crate>/`, so every run
//! measures the same work. With `--baseline REV` the same crate built from an earlier commit
//! runs beside the solver, alternately, and each solver figure shows both and their ratio.

use crate::process;
use crate::solvers::{build_release, names, release_binary, root, selected, Solver};
use anyhow::{bail, Result};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

/// The release binaries of the baseline commit, when `--baseline` is given.
static BASELINE: OnceLock<(String, PathBuf)> = OnceLock::new();

/// No single run may take longer.
const LIMIT: Duration = Duration::from_secs(900);

pub fn run(solver: Option<Solver>, runs: usize, baseline: Option<&str>) -> Result<()> {
    let solvers = selected(solver);
    let mut packages = names(&solvers);
    if let Some(rev) = baseline {
        let dir = build_baseline(rev, &packages)?;
        BASELINE.get_or_init(|| (rev.to_string(), dir));
    }
    packages.push("xtask");
    build_release(&packages)?;
    for solver in solvers {
        let name = solver.name();
        println!(
            "\n### {} (`cargo xtask bench {}`, median of {} runs)\n",
            name, name, runs
        );
        match solver {
            Solver::StakeClaim => stake_claim(runs)?,
            Solver::ChessContour => chess_contour(runs)?,
            Solver::LolFill => lol_fill(runs)?,
        }
    }
    Ok(())
}

/// Builds the packages at commit `rev` in `target/baseline/` (a git worktree of its own and
/// its own target folder); returns the folder of its release binaries.
fn build_baseline(rev: &str, packages: &[&str]) -> Result<PathBuf> {
    let base = root().join("target/baseline");
    let (src, target) = (base.join("src"), base.join("target"));
    let git = |args: &[&str]| -> Result<()> {
        let status = std::process::Command::new("git")
            .current_dir(root())
            .args(args)
            .status()?;
        if !status.success() {
            bail!("`git {}` failed", args.join(" "));
        }
        Ok(())
    };
    if src.exists() {
        git(&[
            "-C",
            &src.to_string_lossy(),
            "checkout",
            "--quiet",
            "--detach",
            rev,
        ])?;
    } else {
        git(&[
            "worktree",
            "add",
            "--quiet",
            "--detach",
            &src.to_string_lossy(),
            rev,
        ])?;
    }
    let mut cmd = std::process::Command::new(env!("CARGO"));
    cmd.current_dir(&src)
        .env("CARGO_TARGET_DIR", &target)
        .args(["build", "--release", "--quiet"]);
    for p in packages {
        cmd.args(["-p", p]);
    }
    if !cmd.status()?.success() {
        bail!("building {} at {} failed", packages.join(", "), rev);
    }
    Ok(target.join("release"))
}

/// Median wall time and peak memory of a program on an input, and of the baseline's binary
/// when there is one.
struct Figures {
    wall: Duration,
    peak_kib: u64,
    baseline: Option<Duration>,
}

/// A solver's time as the tables show it: with the baseline's beside it when there is one.
fn timing(figures: &Figures) -> String {
    match (figures.baseline, BASELINE.get()) {
        (Some(before), Some((rev, _))) => format!(
            "{} (at {}: {}, {:.1}×)",
            ms(figures.wall),
            rev,
            ms(before),
            before.as_secs_f64() / figures.wall.as_secs_f64().max(1e-9)
        ),
        _ => ms(figures.wall),
    }
}

fn measure(program: &Path, args: &[&str], input: &Path, runs: usize) -> Result<Figures> {
    measure_beside(program, None, args, input, runs)
}

/// [`measure`], with `beside` (the baseline's binary) run after each run of `program`.
fn measure_beside(
    program: &Path,
    beside: Option<&Path>,
    args: &[&str],
    input: &Path,
    runs: usize,
) -> Result<Figures> {
    let (mut walls, mut peaks, mut before) = (Vec::new(), Vec::new(), Vec::new());
    // One warm-up run first, except for single runs (the slow oracles).
    let warmups = usize::from(runs > 1);
    for k in 0..runs + warmups {
        let outcome = run_once(program, args, input)?;
        let baseline = beside.map(|b| run_once(b, args, input)).transpose()?;
        if k >= warmups {
            walls.push(outcome.wall);
            peaks.push(outcome.peak_kib);
            before.extend(baseline.map(|b| b.wall));
        }
    }
    Ok(Figures {
        wall: median(walls),
        peak_kib: {
            peaks.sort_unstable();
            peaks[peaks.len() / 2]
        },
        baseline: (!before.is_empty()).then(|| median(before)),
    })
}

fn run_once(program: &Path, args: &[&str], input: &Path) -> Result<process::Outcome> {
    let outcome = process::run(program, args, input, LIMIT)?;
    if outcome.code != Some(0) {
        bail!(
            "{} failed on {}:\n{}",
            program.display(),
            input.display(),
            outcome.transcript()
        );
    }
    Ok(outcome)
}

fn solver(krate: &str, input: &Path, runs: usize) -> Result<Figures> {
    let solver = Solver::named(krate).expect("a solver's name");
    let baseline = BASELINE.get().map(|(_, dir)| dir.join(krate));
    measure_beside(
        &release_binary(solver),
        baseline.as_deref(),
        &[],
        input,
        runs,
    )
}

fn oracle(krate: &str, input: &Path, runs: usize) -> Result<Figures> {
    let xtask = root().join("target/release/xtask");
    measure(&xtask, &["oracle", krate], input, runs)
}

fn write_input(krate: &str, name: &str, text: &str) -> Result<PathBuf> {
    let dir = root().join("target/bench").join(krate);
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{}.in", name));
    std::fs::write(&path, text)?;
    Ok(path)
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn mib(kib: u64) -> String {
    format!("{:.0} MiB", kib as f64 / 1024.0)
}

fn median(mut values: Vec<Duration>) -> Duration {
    values.sort();
    values[values.len() / 2]
}

// ---- stake-claim ----

/// `count` random 8×8 boards with `empties` empty squares, the other squares alternately 0 and
/// 1 in random places.
fn stake_boards(seed: u64, count: usize, empties: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut text = String::new();
    for _ in 0..count {
        let mut order: Vec<usize> = (0..64).collect();
        rng.shuffle(&mut order);
        let mut grid = [b'.'; 64];
        for (k, &square) in order[empties..].iter().enumerate() {
            grid[square] = if k % 2 == 0 { b'0' } else { b'1' };
        }
        text.push_str("8\n");
        for row in grid.chunks(8) {
            text.push_str(std::str::from_utf8(row).expect("ascii"));
            text.push('\n');
        }
    }
    text.push_str("0\n");
    text
}

fn stake_claim(runs: usize) -> Result<()> {
    println!("| input | solver | oracle | oracle / solver |");
    println!("|---|---|---|---|");
    let judge = write_input("stake-claim", "judge-worst-40x10", &stake_boards(1, 40, 10))?;
    let (s, o) = (
        solver("stake-claim", &judge, runs)?,
        oracle("stake-claim", &judge, 1)?,
    );
    println!(
        "| 40 judge-worst boards (8×8, 10 empty) in one input | {} | {} (1 run) | {:.0}× |",
        timing(&s),
        ms(o.wall),
        ratio(&o, &s)
    );
    for (empties, seed) in [(12, 2), (14, 3)] {
        let input = write_input(
            "stake-claim",
            &format!("one-{}", empties),
            &stake_boards(seed, 1, empties),
        )?;
        let (s, o) = (
            solver("stake-claim", &input, runs)?,
            oracle("stake-claim", &input, 1)?,
        );
        println!(
            "| one 8×8 board, {} empty | {} | {} (1 run) | {:.0}× |",
            empties,
            timing(&s),
            ms(o.wall),
            ratio(&o, &s)
        );
    }
    println!();
    println!("| boards (8×8, one per process) | median per board | slowest board | peak memory |");
    println!("|---|---|---|---|");
    for (empties, boards, seed) in [(16, 9, 16), (18, 5, 18), (20, 5, 20)] {
        let mut walls = Vec::new();
        let mut peak = 0;
        for b in 0..boards {
            let input = write_input(
                "stake-claim",
                &format!("{}-empties-{}", empties, b),
                &stake_boards(seed * 100 + b as u64, 1, empties),
            )?;
            let f = solver("stake-claim", &input, runs.min(3))?;
            walls.push(f.wall);
            peak = peak.max(f.peak_kib);
        }
        let slowest = *walls.iter().max().expect("boards");
        println!(
            "| {} boards, {} empty | {} | {} | {} |",
            boards,
            empties,
            ms(median(walls)),
            ms(slowest),
            mib(peak)
        );
    }
    Ok(())
}

fn ratio(slow: &Figures, fast: &Figures) -> f64 {
    slow.wall.as_secs_f64() / fast.wall.as_secs_f64().max(1e-9)
}

// ---- chess-contour ----

fn chess_board(seed: u64, n: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut text = format!("{} {}\n", n, n);
    for _ in 0..2 * n {
        let row: Vec<String> = (0..n).map(|_| rng.u32(0..=100_000).to_string()).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

fn chess_contour(runs: usize) -> Result<()> {
    println!(
        "| board | positions | solver | ns / position | peak memory | oracle | oracle / solver |"
    );
    println!("|---|---|---|---|---|---|---|");
    for n in [8, 10, 12, 14, 16, 17, 18] {
        let input = write_input(
            "chess-contour",
            &format!("{}x{}", n, n),
            &chess_board(n as u64, n),
        )?;
        // The solver's own count: the sizes of its layers (positions with k stones).
        let positions: u64 = chess_contour::layers::layer_sizes(n, n).iter().sum();
        // 17×17 takes seconds and 18×18 minutes: fewer runs there.
        let solver_runs = match n {
            18 => 1,
            16 | 17 => runs.min(3),
            _ => runs,
        };
        let s = solver("chess-contour", &input, solver_runs)?;
        let per = s.wall.as_secs_f64() * 1e9 / positions as f64;
        let (o, r) = if n <= 10 {
            let o = oracle("chess-contour", &input, 1)?;
            (
                format!("{} (1 run)", ms(o.wall)),
                format!("{:.0}×", ratio(&o, &s)),
            )
        } else {
            ("—".to_string(), "—".to_string())
        };
        println!(
            "| {}×{} | {} | {} | {:.1} | {} | {} | {} |",
            n,
            n,
            positions,
            timing(&s),
            per,
            mib(s.peak_kib),
            o,
            r
        );
    }
    Ok(())
}

// ---- lol-fill ----

fn rows_input(rows: &[String]) -> String {
    let mut text = format!("{}\n", rows.len());
    for r in rows {
        text.push_str(r);
        text.push('\n');
    }
    text
}

/// `count` rows of `len` cells with `letters` random letters, kept only when the row holds no
/// `LOL` and no threat (rows the game is really played on), as the solver's own rules say.
fn quiet_rows(seed: u64, count: usize, len: usize, letters: usize) -> Vec<String> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut rows = Vec::new();
    while rows.len() < count {
        let mut cells = vec![b'*'; len];
        for _ in 0..letters {
            cells[rng.usize(0..len)] = if rng.bool() { b'L' } else { b'O' };
        }
        let row: Vec<lol_fill::Cell> = cells
            .iter()
            .filter_map(|&b| lol_fill::Cell::from_byte(b))
            .collect();
        if !lol_fill::rules::has_lol(&row) && !lol_fill::rules::has_threat(&row) {
            rows.push(String::from_utf8(cells).expect("ascii"));
        }
    }
    rows
}

fn lol_fill(runs: usize) -> Result<()> {
    println!("| input | solver | oracle | oracle / solver |");
    println!("|---|---|---|---|");
    let nine = write_input(
        "lol-fill",
        "nine-19",
        &rows_input(&quiet_rows(19, 9, 19, 5)),
    )?;
    let (s, o) = (
        solver("lol-fill", &nine, runs)?,
        oracle("lol-fill", &nine, 1)?,
    );
    println!(
        "| 9 rows of 19 cells, 14 empty each | {} | {} (1 run) | {:.0}× |",
        timing(&s),
        ms(o.wall),
        ratio(&o, &s)
    );
    println!();
    println!("| input (rows of up to 64 cells and beyond) | solver, whole input | peak memory |");
    println!("|---|---|---|");
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
            "`******O********O****************` (32 cells, a draw; the slowest row known before)",
            vec![format!("{}O{}O{}", empty(6), empty(8), empty(16))],
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
    for (k, (label, rows)) in cases.iter().enumerate() {
        let input = write_input("lol-fill", &format!("case-{}", k), &rows_input(rows))?;
        let s = solver("lol-fill", &input, runs)?;
        println!("| {} | {} | {} |", label, timing(&s), mib(s.peak_kib));
    }
    // The slowest rows found: before per-piece classes (45-50 cells, the 50-cell one the
    // slowest then), and since, by `hunt --rows 3000 --seed 1` in each family and
    // `hunt --rows 10 --seed 3 --family lone-os:128` and `lone-os:256`.
    let slowest = [
        (
            "a draw, 45 cells",
            "*******O****O***O***************O*****O******",
        ),
        (
            "a second-player win, 48 cells",
            "***O****OO******O*****************O************",
        ),
        (
            "a draw, 50 cells",
            "***O******O******O*******O********O*************O*",
        ),
        (
            "a draw, 44 cells: the slowest of a first `--family few-os` hunt",
            "**O*************O*O********O***O****O*******",
        ),
        (
            "a draw, 64 cells: the slowest of a first `--family lone-os` hunt",
            "*O*****O****O*****O****O********O****O********O******O****O****O",
        ),
        (
            "a draw, 128 cells: the slowest of `--family lone-os:128 --rows 10 --seed 3`",
            "*******O****O****O******O***O*****O********O**O******O****O*******O**O********O********O**O***O****O********O***O******O*******O",
        ),
        (
            "a draw, 256 cells: the slowest of `--family lone-os:256 --rows 10 --seed 3`",
            "****O****O**O****O**O******O*******O*******O********O******O**O**O*****O******O*****O********O*******O**O********O***O********O**O**O***O****O**O****O*****O*****O****O***O*****O******O*****O******O***O*****O****O********O******O*******O********O********O**",
        ),
    ];
    for (k, (label, row)) in slowest.iter().enumerate() {
        let input = write_input(
            "lol-fill",
            &format!("slowest-{}", k),
            &rows_input(&[row.to_string()]),
        )?;
        let s = solver("lol-fill", &input, runs)?;
        println!(
            "| slow row `{}` ({}) | {} | {} |",
            row,
            label,
            timing(&s),
            mib(s.peak_kib)
        );
    }
    Ok(())
}
