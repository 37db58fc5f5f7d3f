//! What `check` prints: the header with the limits, a line per case, the counterexample.

use super::confined::{Limits, Run};
use super::shrink::Shrunk;
use super::verdict::Verdict;
use lab::Problem;

/// Inputs and outputs up to this size are printed whole.
const SHOWN_BYTES: usize = 600;

pub fn header(problem: &dyn Problem, limits: &Limits, command: &[String], made: &str) {
    println!("check {}: {} ({})", problem.name(), command.join(" "), made);
    println!(
        "limits: {} s of CPU time ({} s of wall time), {} MiB of memory, {} MiB of output",
        limits.cpu.as_secs_f64(),
        limits.wall.as_secs_f64(),
        limits.memory_mib,
        limits.output_mib
    );
}

/// The heading of the cases' lines.
pub fn table_heading() {
    println!(
        "\n{:<36} {:<8} {:>9} {:>11}",
        "case", "verdict", "time", "memory"
    );
}

/// The last lines of stderr shown under a crash.
const STDERR_LINES: usize = 3;

/// A case's line: its name, verdict, CPU time and peak memory, and the verdict's detail (for a
/// program that waited, its wall time); under a crash or an MLE, the last lines the program
/// wrote to stderr.
pub fn row(name: &str, verdict: &Verdict, run: &Run) {
    let mut detail = verdict
        .detail()
        .map_or(String::new(), |d| format!("  {}", d));
    if run.broken == "wall" {
        detail += &format!(
            "  (stopped at {:.1} s of wall time)",
            run.wall.as_secs_f64()
        );
    }
    println!(
        "{:<36} {:<8} {:>7.3} s {:>7.1} MiB{}",
        name,
        verdict.name(),
        run.cpu.as_secs_f64(),
        run.peak_kib as f64 / 1024.0,
        detail
    );
    if matches!(verdict, Verdict::Re(_) | Verdict::Mle(_)) {
        print!("{}", stderr_tail(&run.stderr));
    }
}

/// The last non-empty lines of stderr, each indented under its case and cut at 100 characters.
fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let shown = &lines[lines.len().saturating_sub(STDERR_LINES)..];
    let mut tail = String::new();
    for (k, line) in shown.iter().enumerate() {
        let label = if k == 0 { "stderr:" } else { "" };
        let line: String = line.chars().take(100).collect();
        tail += &format!("    {:<8}{}\n", label, line);
    }
    tail
}

pub fn counterexample(shrunk: &Shrunk) {
    println!(
        "\n{} shrunk in {} steps ({} runs) to {} bytes: {} (with .ans, ours, and .got and .err, the program's)",
        shrunk.verdict.name(),
        shrunk.steps,
        shrunk.runs,
        shrunk.input.len(),
        shrunk.file.strip_prefix(crate::paths::root()).unwrap_or(&shrunk.file).display()
    );
    if let Some(detail) = shrunk.verdict.detail() {
        println!("{}", detail);
    }
    let received = &shrunk.run.stdout;
    if shrunk.input.len() + received.len() <= SHOWN_BYTES {
        println!(
            "input:\n{}",
            String::from_utf8_lossy(&shrunk.input).trim_end()
        );
        println!("expected (ours):\n{}", shrunk.expected.trim_end());
        println!(
            "received:\n{}\n",
            String::from_utf8_lossy(received).trim_end()
        );
    }
    print!("{}", stderr_tail(&shrunk.run.stderr));
}
