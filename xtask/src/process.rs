//! Running a program on an input file: output, exit code, wall time and peak memory, with a
//! time limit so that nothing a task starts can hang it.

use anyhow::{bail, Context, Result};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What one run produced.
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The exit code, or `None` when a signal ended the program.
    pub code: Option<i32>,
    pub wall: Duration,
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
pub fn run(program: &Path, args: &[&str], input: &Path, limit: Duration) -> Result<Outcome> {
    let stdin =
        std::fs::File::open(input).with_context(|| format!("opening {}", input.display()))?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {}", program.display()))?;
    let started = Instant::now();
    let pid = child.id() as libc::pid_t;
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
    let receiver = reap(pid, started);
    let Ok(Reaped {
        pid: reaped,
        status,
        usage,
        wall,
    }) = receiver.recv_timeout(limit)
    else {
        let _ = child.kill();
        let _ = receiver.recv();
        return Err(TimedOut {
            program: program.display().to_string(),
            limit,
            input: input.display().to_string(),
        }
        .into());
    };
    if reaped != pid {
        bail!("waiting for {} failed", program.display());
    }
    let [stdout, stderr] = readers.map(|r| r.join().unwrap_or_default());
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    Ok(Outcome {
        stdout,
        stderr,
        code,
        wall,
        peak_kib: usage.ru_maxrss as u64,
    })
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

/// What `wait4` tells of a finished child.
struct Reaped {
    pid: libc::pid_t,
    status: i32,
    usage: libc::rusage,
    wall: Duration,
}

/// Waits for the child in a thread, with `wait4`, which reports the child's own peak memory
/// (std's wait does not); the result arrives on the channel.
fn reap(pid: libc::pid_t, started: Instant) -> mpsc::Receiver<Reaped> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut status = 0;
        // SAFETY: rusage is plain data, filled in by the kernel.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: pid is our own unreaped child; both pointers are valid for the call.
        let pid = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        let _ = sender.send(Reaped {
            pid,
            status,
            usage,
            wall: started.elapsed(),
        });
    });
    receiver
}
