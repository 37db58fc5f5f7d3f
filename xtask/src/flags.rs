//! The command line: one subcommand per task, each owning its flags.

use clap::{Parser, Subcommand};
use lab::Problem;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Tasks of the game-solvers workspace; `cargo xtask <task> --help` says more of each"
)]
pub struct Cli {
    #[command(subcommand)]
    pub task: Task,
}

/// A problem named on the command line: the name of its judge crate.
pub type Named = &'static dyn Problem;

/// The counted runs of the bench by default: the README's figures are medians of this many.
pub const BENCH_RUNS: usize = 5;

/// The longest CPU time a case of `check` may be given, in seconds (an hour).
pub const MAX_SECONDS: f64 = 3600.0;

/// The largest memory or output limit `check` takes, in MiB (1 TiB): past it the launcher's
/// limits in bytes would no longer be a limit.
pub const MAX_MIB: u64 = 1 << 20;

/// Parses seconds of CPU time: a finite number above 0, at most [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .parse()
        .map_err(|_| format!("expected a number of seconds, found `{}`", text))?;
    if !(value > 0.0 && value <= MAX_SECONDS) {
        return Err(format!(
            "expected seconds above 0 and at most {}, found `{}`",
            MAX_SECONDS, text
        ));
    }
    Ok(value)
}

/// Parses MiB of memory or output: 1 to [`MAX_MIB`].
pub fn mebibytes(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(value) if (1..=MAX_MIB).contains(&value) => Ok(value),
        _ => Err(format!(
            "expected a whole number of MiB from 1 to {}, found `{}`",
            MAX_MIB, text
        )),
    }
}

/// Parses a count that means something only when it is at least 1.
pub fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(value) if value >= 1 => Ok(value),
        Ok(_) => Err("expected at least 1, found 0".to_string()),
        Err(_) => Err(format!("expected a whole number ≥ 1, found `{}`", text)),
    }
}

/// Parses seconds given as a whole number, at least 1.
pub fn whole_seconds(text: &str) -> Result<u64, String> {
    at_least_one(text).map(|n| n as u64)
}

/// Parses a problem's name against the one list.
pub fn problem(name: &str) -> Result<Named, String> {
    problems::named(name).ok_or_else(|| {
        format!(
            "no problem `{}`; the problems: {}",
            name,
            problems::names().join(", ")
        )
    })
}

#[derive(Subcommand)]
pub enum Task {
    /// Build every judge file with each compiler and edition of the matrix, check the
    /// snapshots, and run every fixture through the release binaries and each judge build.
    Verify {
        /// Only this problem (default: all).
        #[arg(value_parser = problem)]
        problem: Option<Named>,
    },
    /// Write target/judge/<problem>/main.rs, the single file to submit to a judge.
    Bundle {
        #[arg(value_parser = problem)]
        problem: Named,
        /// Also say what to choose on this judge and how to build the file here as it does
        /// (one of the problem's judges that take Rust).
        #[arg(long)]
        judge: Option<String>,
    },
    /// Time whole processes on generated inputs and print the problem's performance tables.
    Bench(Bench),
    /// Explain the answers for an input file: values of every move and the optimal line.
    Explain {
        #[arg(value_parser = problem)]
        problem: Named,
        file: PathBuf,
    },
    /// Answer stdin with the problem's plain oracle (same format as the judge program).
    Oracle {
        #[arg(value_parser = problem)]
        problem: Named,
    },
    /// Fuzz the problems' cargo-fuzz targets (any bytes through both programs; small
    /// positions against the oracle) and print executions, exec/s, crashes and timeouts.
    Fuzz(Fuzz),
    /// Look for slow inputs: seeded inputs of a generator family, one process each; prints the
    /// slowest with their answers.
    Hunt(Hunt),
    /// Judge your own program: run it on the judge-sized fixtures and generated cases (or your
    /// own tests, or random inputs with --stress), confined, with per-case verdicts and a
    /// shrunk counterexample on a wrong answer or a crash.
    Check(Check),
    /// Write generated inputs, with their answers, into a folder.
    Gen(Gen),
    /// Hold input files to the judges' exact format and constraints.
    Validate(Validate),
    /// Regenerate the tables the judge programs carry (each problem's generated files), or with
    /// `--check` fail if a committed one is not what the lab generates now.
    Tables {
        /// Only this problem (default: all).
        #[arg(value_parser = problem)]
        problem: Option<Named>,
        #[arg(long)]
        check: bool,
    },
}

#[derive(clap::Args)]
pub struct Bench {
    /// Only this problem (default: all).
    #[arg(value_parser = problem)]
    pub problem: Option<Named>,
    /// Counted runs per measurement (the median is reported).
    #[arg(long, default_value_t = BENCH_RUNS, value_parser = at_least_one)]
    pub runs: usize,
    /// Also time the lab built from this commit (e.g. `main~5`; before the split into judge and
    /// lab crates, the workspace binary), alternately with today's, and show both and the ratio.
    #[arg(long)]
    pub baseline: Option<String>,
    /// Seconds one run of the baseline may take on an input; past it the run is stopped, the
    /// table says "over", and the baseline is not run again on that input.
    #[arg(long, default_value_t = 300, value_parser = whole_seconds, requires = "baseline")]
    pub baseline_limit: u64,
    /// The largest size to time (a board's side, empty squares, a row's length), past the
    /// default tables.
    #[arg(long, value_parser = at_least_one)]
    pub max_size: Option<usize>,
}

#[derive(clap::Args)]
pub struct Check {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// The tests: a folder of `.in` files with `.ans` (or `.out`) beside them.
    #[arg(long, conflicts_with = "stress")]
    pub tests: Option<PathBuf>,
    /// Instead of tests, this many random judge-valid inputs from the generators; stops at the
    /// first failure.
    #[arg(long, value_parser = at_least_one)]
    pub stress: Option<usize>,
    /// The seed of --stress (default: a new one, printed).
    #[arg(long, requires = "stress")]
    pub seed: Option<u64>,
    /// CPU seconds per case, above 0 and at most 3600 (default: the judge's).
    #[arg(long, value_parser = seconds)]
    pub time_limit: Option<f64>,
    /// Resident memory per case, in MiB, 1 to 1048576 (default: the judge's).
    #[arg(long, value_parser = mebibytes)]
    pub memory_limit: Option<u64>,
    /// Output (stdout) per case, in MiB, 1 to 1048576.
    #[arg(long, default_value_t = 64, value_parser = mebibytes)]
    pub output_limit: u64,
    /// The program: a command and its arguments, or a source file (.rs, .cpp, .c, .py).
    #[arg(last = true, required = true)]
    pub command: Vec<String>,
}

#[derive(clap::Args)]
pub struct Gen {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// Only this family (default: all).
    #[arg(long)]
    pub family: Option<String>,
    /// The seed: input k of a family is drawn from seed × 1,000,000 + k − 1.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Files per family.
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    pub count: usize,
    /// The family's size (a board's side or empty squares, a row's length), for the families
    /// that have one (`--list` says).
    #[arg(long, value_parser = at_least_one)]
    pub size: Option<usize>,
    /// Cases per file, for the families whose inputs hold several (`--list` says).
    #[arg(long, value_parser = at_least_one)]
    pub cases: Option<usize>,
    /// The folder the files go to.
    #[arg(long, required_unless_present = "list")]
    pub out: Option<PathBuf>,
    /// Only list the families, a line each.
    #[arg(long, conflicts_with_all = ["family", "seed", "count", "size", "cases", "out"])]
    pub list: bool,
}

#[derive(clap::Args)]
pub struct Validate {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// One of the problem's judges (they agree on the constraints, as far as known).
    #[arg(long)]
    pub judge: Option<String>,
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

#[derive(clap::Args)]
pub struct Fuzz {
    /// Only this problem (default: all).
    #[arg(value_parser = problem)]
    pub problem: Option<Named>,
    /// Seconds per target, at least 1.
    #[arg(long, default_value_t = 60, value_parser = whole_seconds)]
    pub time: u64,
    /// libFuzzer processes per target.
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    pub jobs: usize,
}

#[derive(clap::Args)]
pub struct Hunt {
    #[arg(value_parser = problem)]
    pub problem: Named,
    /// The generator family (see `cargo xtask gen <problem> --list`).
    #[arg(long, required_unless_present = "edge")]
    pub family: Option<String>,
    /// Hunt at the edge of what the judge program admits instead (each lab's edges, from the
    /// judge's own limits and cost model): the judge program and every judge build, failing
    /// past 80% of the judge's CPU time or memory; the worst are saved as fixtures.
    #[arg(long, conflicts_with_all = ["family", "size", "limit"])]
    pub edge: bool,
    /// The family's size (a board's side or empty squares, a row's length), for the families
    /// that have one.
    #[arg(long, value_parser = at_least_one)]
    pub size: Option<usize>,
    /// How many inputs to try (per edge with --edge) [default: 200, or 10 per edge].
    #[arg(long, value_parser = at_least_one)]
    pub count: Option<usize>,
    /// The hunt's seed: input k is drawn from seed × 1,000,000 + k.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds allowed per input.
    #[arg(long, default_value_t = 20, value_parser = whole_seconds)]
    pub limit: u64,
}
