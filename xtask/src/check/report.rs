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
        "limits: {} s of CPU time ({} s of wall time), {} MiB of memory, {} MiB of output\n",
        limits.cpu.as_secs_f64(),
        limits.wall.as_secs_f64(),
        limits.memory_mib,
        limits.output_mib
    );
    println!(
        "{:<36} {:<8} {:>9} {:>11}",
        "case", "verdict", "time", "memory"
    );
}

/// A case's line: its name, verdict, CPU time and peak memory, and the verdict's detail (for a
/// crash, the first line the program wrote to stderr; for a program that waited, its wall time).
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
    let stderr = String::from_utf8_lossy(&run.stderr);
    if let (Verdict::Re(_), Some(line)) = (verdict, stderr.lines().next()) {
        let line: String = line.chars().take(100).collect();
        detail += &format!("; stderr: {}", line);
    }
    println!(
        "{:<36} {:<8} {:>7.3} s {:>7.1} MiB{}",
        name,
        verdict.name(),
        run.cpu.as_secs_f64(),
        run.peak_kib as f64 / 1024.0,
        detail
    );
}

pub fn counterexample(shrunk: &Shrunk) {
    println!(
        "\n{} shrunk in {} steps ({} runs) to {} bytes: {} (with .ans, ours, and .got, the program's)",
        shrunk.verdict.name(),
        shrunk.steps,
        shrunk.runs,
        shrunk.input.len(),
        shrunk.file.strip_prefix(crate::paths::root()).unwrap_or(&shrunk.file).display()
    );
    if let Some(detail) = shrunk.verdict.detail() {
        println!("{}", detail);
    }
    if shrunk.input.len() + shrunk.received.len() <= SHOWN_BYTES {
        println!(
            "input:\n{}",
            String::from_utf8_lossy(&shrunk.input).trim_end()
        );
        println!("expected (ours):\n{}", shrunk.expected.trim_end());
        println!(
            "received:\n{}\n",
            String::from_utf8_lossy(&shrunk.received).trim_end()
        );
    }
}
