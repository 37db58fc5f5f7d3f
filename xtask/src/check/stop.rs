//! What `check` undoes when SIGINT, SIGTERM or SIGHUP stops it: the processes it started (the
//! `confine` launcher, which kills the user's whole process tree when told to stop, and the
//! compiler) and the temporary files of the case in flight. Then it exits with 128 + the
//! signal, as a shell reports a process the signal killed.
//!
//! Whatever `check` starts or writes for a while is registered here first and unregistered when
//! done, under one lock: once a signal has taken the lock, nothing new can start.

use anyhow::{Context, Result};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use std::path::PathBuf;
use std::process::{Child, Command};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What would be left behind if `check` stopped now.
struct Registry {
    processes: Vec<libc::pid_t>,
    files: Vec<PathBuf>,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    processes: Vec::new(),
    files: Vec::new(),
});

/// The registry, locked. A thread that panicked holding the lock left a registry as good as
/// any.
fn registry() -> std::sync::MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

/// How long a stopped launcher may take to kill its tree before it is killed itself.
const GRACE: Duration = Duration::from_secs(5);

/// Starts the thread that waits for the signals.
pub fn install() -> Result<()> {
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
        .context("installing the signal handlers")?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            stop(signal);
        }
    });
    Ok(())
}

/// Stops every registered process, removes every registered file, and exits.
fn stop(signal: i32) -> ! {
    let registry = registry();
    for &pid in &registry.processes {
        // SAFETY: plain system calls on a child of this process.
        unsafe { libc::kill(pid, libc::SIGTERM) };
    }
    let started = Instant::now();
    for &pid in &registry.processes {
        while !ended(pid) {
            if started.elapsed() > GRACE {
                // SAFETY: as above.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    for file in &registry.files {
        let _ = std::fs::remove_file(file);
    }
    eprintln!("check: stopped by signal {}; nothing left running", signal);
    std::process::exit(128 + signal)
}

/// Whether a child has ended: reaped here, or already reaped by the thread waiting for it.
fn ended(pid: libc::pid_t) -> bool {
    // SAFETY: reaps the pid if it is an exited child of ours; no status is read.
    let waited = unsafe { libc::waitpid(pid, std::ptr::null_mut(), libc::WNOHANG) };
    waited != 0
}

/// Registers files that the case in flight writes, before it writes them.
pub fn files(paths: &[&PathBuf]) {
    let mut registry = registry();
    registry.files.extend(paths.iter().map(|p| (*p).clone()));
}

/// Removes registered files and forgets them.
pub fn remove_files(paths: &[&PathBuf]) {
    let mut registry = registry();
    for path in paths {
        let _ = std::fs::remove_file(path);
        registry.files.retain(|f| f != *path);
    }
}

/// Starts `command` as a registered process and waits for it.
pub fn run(command: &mut Command) -> std::io::Result<std::process::ExitStatus> {
    let mut child = spawn(command)?;
    let status = child.wait();
    forget(child.id());
    status
}

/// Starts `command` as a registered process and collects its output.
pub fn output(command: &mut Command) -> std::io::Result<std::process::Output> {
    use std::process::Stdio;
    let child = spawn(command.stdout(Stdio::piped()).stderr(Stdio::piped()))?;
    let pid = child.id();
    let output = child.wait_with_output();
    forget(pid);
    output
}

/// Spawns under the lock, so that a signal either comes first (and nothing starts) or finds
/// the process registered.
fn spawn(command: &mut Command) -> std::io::Result<Child> {
    let mut registry = registry();
    let child = command.spawn()?;
    registry.processes.push(child.id() as libc::pid_t);
    Ok(child)
}

fn forget(pid: u32) {
    let mut registry = registry();
    registry.processes.retain(|&p| p != pid as libc::pid_t);
}
