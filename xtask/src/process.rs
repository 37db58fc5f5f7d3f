//! Running a program on an input file: output, exit code, wall time and peak memory, with a
//! time limit so that nothing a task starts can hang it.

use anyhow::{bail, Context, Result};
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// What one run produced.
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The exit code, or `None` when a signal ended the program.
    pub code: Option<i32>,
    pub wall: Duration,
    /// User and system CPU time.
    pub cpu: Duration,
    /// Peak resident memory of the process, in KiB (from the kernel's accounting).
    pub peak_kib: u64,
}

impl Outcome {
    /// What a fixture remembers of the run: stdout, and on failure the exit code and stderr.
    pub fn transcript(&self) -> String {
        fixtures::transcript(
            &String::from_utf8_lossy(&self.stdout),
            self.code,
            &String::from_utf8_lossy(&self.stderr),
        )
    }
}

/// The error of a run killed at its time limit, told apart from other failures by callers
/// that expect slow runs (`downcast_ref`).
#[derive(Debug)]
pub struct TimedOut {
    program: String,
    limit: Duration,
    input: String,
}

impl std::fmt::Display for TimedOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ran for more than {} s on {}; killed",
            self.program,
            self.limit.as_secs(),
            self.input
        )
    }
}

impl std::error::Error for TimedOut {}

/// Runs `program args` with `input` as stdin, killing it after `limit` (error [`TimedOut`]).
/// The program runs under the `measure` launcher (`xtask/launchers/src/bin/measure.rs`), in a process group
/// of its own so that a kill reaches it too.
pub fn run(program: &Path, args: &[&str], input: &Path, limit: Duration) -> Result<Outcome> {
    let stdin =
        std::fs::File::open(input).with_context(|| format!("opening {}", input.display()))?;
    let report = tempfile_path()?;
    let mut child = Command::new(launcher()?)
        .arg(&report)
        .arg(program)
        .args(args)
        .process_group(0)
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {}", program.display()))?;
    let readers = [
        read_all(
            child
                .stdout
                .take()
                .map(|s| Box::new(s) as Box<dyn Read + Send>),
        ),
        read_all(
            child
                .stderr
                .take()
                .map(|s| Box::new(s) as Box<dyn Read + Send>),
        ),
    ];
    let pid = child.id();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(child.wait());
    });
    let Ok(waited) = receiver.recv_timeout(limit) else {
        // SAFETY: a plain system call; the group is the launcher's own (process_group(0)).
        unsafe { libc::kill(-(pid as libc::pid_t), libc::SIGKILL) };
        let _ = receiver.recv();
        let _ = std::fs::remove_file(&report);
        return Err(TimedOut {
            program: program.display().to_string(),
            limit,
            input: input.display().to_string(),
        }
        .into());
    };
    let status = waited?;
    let mut outcome = read_report(&report, program, status)?;
    [outcome.stdout, outcome.stderr] = readers.map(|r| r.join().unwrap_or_default());
    Ok(outcome)
}

/// The launcher's report of a finished run (and the file removed), without the output.
fn read_report(report: &Path, program: &Path, status: std::process::ExitStatus) -> Result<Outcome> {
    let measured = std::fs::read_to_string(report).unwrap_or_default();
    let _ = std::fs::remove_file(report);
    let numbers: Vec<i64> = measured
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let [peak_kib, ended, wall_ns, cpu_ns] = numbers[..] else {
        bail!(
            "the launcher could not run {} (status {})",
            program.display(),
            status
        );
    };
    Ok(Outcome {
        stdout: Vec::new(),
        stderr: Vec::new(),
        code: (ended >= 0).then_some(ended as i32),
        wall: Duration::from_nanos(wall_ns as u64),
        cpu: Duration::from_nanos(cpu_ns as u64),
        peak_kib: peak_kib as u64,
    })
}

/// The `measure` launcher, built on demand.
fn launcher() -> Result<PathBuf> {
    helper_binary("measure")
}

/// One of the launchers (`xtask/launchers/src/bin/<name>.rs`), built in release mode (a no-op
/// when it is up to date, so it is never stale).
pub fn helper_binary(name: &'static str) -> Result<PathBuf> {
    static BUILT: std::sync::Mutex<Vec<(&str, PathBuf)>> = std::sync::Mutex::new(Vec::new());
    let mut built = BUILT.lock().expect("no thread panics holding it");
    if let Some((_, path)) = built.iter().find(|(n, _)| *n == name) {
        return Ok(path.clone());
    }
    let status = Command::new(env!("CARGO"))
        .current_dir(crate::paths::root())
        .args([
            "build",
            "--quiet",
            "--release",
            "-p",
            "launchers",
            "--bin",
            name,
        ])
        .status()?;
    if !status.success() {
        bail!("building the {} launcher failed", name);
    }
    let path = crate::paths::root().join("target/release").join(name);
    built.push((name, path.clone()));
    Ok(path)
}

/// A fresh file name for a launcher's report.
pub fn tempfile_path() -> Result<PathBuf> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = crate::paths::root().join("target/measure");
    std::fs::create_dir_all(&dir)?;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    Ok(dir.join(format!("{}-{}.report", std::process::id(), n)))
}

/// A thread reading a pipe to its end (so the child never blocks on a full pipe).
fn read_all(pipe: Option<Box<dyn Read + Send>>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_signals_and_time_limits_are_reported() {
        let null = Path::new("/dev/null");
        let sh = Path::new("/bin/sh");
        let ran = run(
            sh,
            &["-c", "echo out; echo err >&2; exit 3"],
            null,
            Duration::from_secs(30),
        );
        let ran = ran.unwrap();
        assert_eq!(
            (ran.code, &ran.stdout[..], &ran.stderr[..]),
            (Some(3), &b"out\n"[..], &b"err\n"[..])
        );
        let killed = run(sh, &["-c", "kill -9 $$"], null, Duration::from_secs(30)).unwrap();
        assert_eq!(killed.code, None);
        let slow = run(sh, &["-c", "sleep 20"], null, Duration::from_millis(300));
        let error = slow.err().expect("killed at the limit");
        assert!(error.downcast_ref::<TimedOut>().is_some(), "{}", error);
    }
}
