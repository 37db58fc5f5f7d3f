//! `measure REPORT PROGRAM [ARGS…]`: runs PROGRAM with this process's standard streams and
//! writes to the file REPORT its peak memory in KiB, its exit code (or −signal), its wall time
//! and its CPU time (user + system) in nanoseconds.
//!
//! Why a launcher: Linux counts in a process's peak memory (`ru_maxrss`) the resident size of
//! the process that forked it, at the fork. Started by the xtask, a 2 MiB judge binary would
//! show the xtask's 9 MiB or more; started by this small launcher, it shows its own, within
//! about a MiB.

use std::process::Command;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: measure REPORT PROGRAM [ARGS…]");
        std::process::exit(2);
    }
    let started = std::time::Instant::now();
    let child = match Command::new(&args[1]).args(&args[2..]).spawn() {
        Ok(child) => child,
        Err(e) => {
            eprintln!("measure: cannot start {:?}: {}", args[1], e);
            std::process::exit(2);
        }
    };
    let mut status = 0;
    // SAFETY: rusage is plain data, filled in by the kernel.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own unreaped child; both pointers are valid for the call.
    let reaped = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    if reaped < 0 {
        eprintln!("measure: waiting for the program failed");
        std::process::exit(2);
    }
    let ended = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -libc::WTERMSIG(status)
    };
    let wall = started.elapsed().as_nanos();
    let nanos = |t: libc::timeval| t.tv_sec as i128 * 1_000_000_000 + t.tv_usec as i128 * 1_000;
    let cpu = nanos(usage.ru_utime) + nanos(usage.ru_stime);
    let report = format!("{} {} {} {}\n", usage.ru_maxrss, ended, wall, cpu);
    if std::fs::write(&args[0], report).is_err() {
        std::process::exit(2);
    }
}
