//! One run of the user's program under the `confine` launcher
//! (`xtask/launchers/src/bin/confine.rs`): its CPU,
//! wall time, memory and output limited, every process it starts killed when it ends.

use crate::paths::root;
use crate::process::{helper_binary, tempfile_path};
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::time::Duration;

/// What a case may use.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub cpu: Duration,
    /// The backstop for a program that sleeps or waits: three times the CPU limit.
    pub wall: Duration,
    pub memory_mib: u64,
    /// The address space per process, in MiB, or `None` for no cap.
    pub address_mib: Option<u64>,
    pub output_mib: u64,
}

impl Limits {
    /// The address-space backstop of a memory limit: generous, since a runtime reserves far
    /// more than it touches (Node.js 0.7 GiB at start, a JVM its heap, code cache and class
    /// space), and the watch judges the resident memory. A program that dies under it is
    /// judged MLE (see `judged`).
    pub fn address_backstop(memory_mib: u64) -> u64 {
        (4 * memory_mib).max(memory_mib + (4 << 10))
    }
}

/// What came of a run.
pub struct Run {
    /// The limit the launcher stopped the program for: `cpu`, `wall`, `memory`, `processes`
    /// or `none`.
    pub broken: String,
    /// The exit code, or −signal.
    pub code: i32,
    pub cpu: Duration,
    pub wall: Duration,
    pub peak_kib: u64,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `argv` on `input` within `limits`.
pub fn run(argv: &[String], input: &[u8], limits: &Limits) -> Result<Run> {
    let dir = root().join("target/check/run");
    std::fs::create_dir_all(&dir)?;
    let report = tempfile_path()?;
    let stem = report
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    let file = |what: &str| -> PathBuf { dir.join(format!("{}.{}", stem, what)) };
    let (stdin, stdout, stderr) = (file("in"), file("out"), file("err"));
    let files = [&report, &stdin, &stdout, &stderr];
    super::stop::files(&files);
    std::fs::write(&stdin, input)?;
    let mut launcher = std::process::Command::new(helper_binary("confine")?);
    launcher
        .arg(&report)
        .arg(limits.cpu.as_millis().to_string())
        .arg(limits.wall.as_millis().to_string())
        .arg((limits.memory_mib * 1024).to_string())
        .arg((limits.address_mib.unwrap_or(0) * 1024).to_string())
        .arg((limits.output_mib << 20).to_string())
        .args([&stdin, &stdout, &stderr])
        .args(argv);
    let status = super::stop::run(&mut launcher).context("starting the confine launcher")?;
    let line = std::fs::read_to_string(&report).unwrap_or_default();
    let run = read(&line, &stdout, &stderr);
    super::stop::remove_files(&files);
    match run {
        Some(run) => Ok(run),
        None => bail!(
            "could not run {} ({}; is it a program this machine can start?)",
            argv.join(" "),
            status
        ),
    }
}

/// The launcher's report line and the output files, read back.
fn read(line: &str, stdout: &PathBuf, stderr: &PathBuf) -> Option<Run> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [broken, code, cpu, wall, peak] = fields[..] else {
        return None;
    };
    let number = |f: &str| f.parse::<u64>().ok();
    Some(Run {
        broken: broken.to_string(),
        code: code.parse().ok()?,
        cpu: Duration::from_nanos(number(cpu)?),
        wall: Duration::from_nanos(number(wall)?),
        peak_kib: number(peak)?,
        stdout: std::fs::read(stdout).unwrap_or_default(),
        stderr: std::fs::read(stderr).unwrap_or_default(),
    })
}
