//! `confine REPORT CPU_MS WALL_MS MEMORY_KIB ADDRESS_KIB OUTPUT_BYTES STDIN STDOUT STDERR
//! PROGRAM [ARGS…]`: runs an untrusted PROGRAM the way a judge would, and writes to REPORT what
//! came of it.
//!
//! The program reads STDIN (a file: it sees its end, then nothing more) and writes STDOUT (a
//! file) and its standard error, of which the last 64 KiB are kept in STDERR (judges ignore
//! stderr: it counts against no limit). It gets at most CPU_MS of CPU time (its whole process
//! tree), WALL_MS of wall time, MEMORY_KIB of resident memory (the sum over its tree),
//! ADDRESS_KIB of address space per process (0: no such cap) and OUTPUT_BYTES per file it
//! writes. This launcher makes itself a child subreaper, so that every descendant, even one that
//! called `setsid` and whose parent died, stays in its tree; when the program ends, or breaks a
//! limit, every descendant is killed and reaped. Nothing is left running.
//!
//! SIGINT, SIGTERM or SIGHUP to the launcher (from `check` when it is stopped, or Ctrl-C to
//! the terminal's process group) kills and reaps the whole tree, then the launcher exits with
//! 128 + the signal and writes no report. Should the launcher itself be killed, the program
//! gets SIGKILL (its parent-death signal).
//!
//! REPORT gets one line: `LIMIT CODE CPU_NS WALL_NS PEAK_KIB`, where LIMIT is the limit broken
//! (`cpu`, `wall`, `memory`, `processes` or `none`; output past its cap shows as a file of the
//! cap's size or death by SIGXFSZ) and CODE the exit code, or −signal.

use std::collections::HashSet;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How often the tree is looked at.
const TICK: Duration = Duration::from_millis(5);

/// More processes than this at once is a fork bomb.
const MAX_PROCESSES: usize = 64;

/// The stack of the program's main thread, at most: a judge's usual size. (Not the memory
/// limit: glibc gives every new thread a stack of this size, which would soon fill the address
/// space of a program that starts threads.)
const STACK_BYTES: u64 = 64 << 20;

/// The end of the program's standard error that is kept.
const STDERR_KEPT: usize = 64 << 10;

/// The signal that asked the launcher to stop, or 0.
static STOPPED: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_stop(signal: libc::c_int) {
    STOPPED.store(signal, Ordering::Relaxed);
}

/// Makes SIGINT, SIGTERM and SIGHUP ask the watch to stop (they are reset to their default in
/// the program, at its exec).
fn catch_stop_signals() {
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only stores to an atomic, which is async-signal-safe.
        unsafe {
            libc::signal(
                signal,
                on_stop as extern "C" fn(libc::c_int) as libc::sighandler_t,
            )
        };
    }
}

/// The limits of a run.
struct Limits {
    cpu: Duration,
    wall: Duration,
    memory_kib: u64,
    /// 0 for none.
    address_kib: u64,
    output_bytes: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 10 {
        eprintln!("usage: confine REPORT CPU_MS WALL_MS MEMORY_KIB ADDRESS_KIB OUTPUT_BYTES STDIN STDOUT STDERR PROGRAM [ARGS…]");
        std::process::exit(2);
    }
    let number = |k: usize| -> u64 {
        args[k].parse().unwrap_or_else(|_| {
            eprintln!("confine: `{}` is not a number", args[k]);
            std::process::exit(2)
        })
    };
    let limits = Limits {
        cpu: Duration::from_millis(number(1)),
        wall: Duration::from_millis(number(2)),
        memory_kib: number(3),
        address_kib: number(4),
        output_bytes: number(5),
    };
    let report = match run(&limits, &args[6..]) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("confine: {}", e);
            std::process::exit(2);
        }
    };
    if std::fs::write(&args[0], report).is_err() {
        std::process::exit(2);
    }
}

/// Runs the program (`files_and_program`: STDIN STDOUT STDERR PROGRAM ARGS…) and returns the
/// report line.
fn run(limits: &Limits, files_and_program: &[String]) -> std::io::Result<String> {
    // SAFETY: a plain system call on this process.
    if unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    catch_stop_signals();
    let [stdin, stdout, stderr, program, args @ ..] = files_and_program else {
        unreachable!("checked by main")
    };
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::from(std::fs::File::open(stdin)?))
        .stdout(Stdio::from(std::fs::File::create(stdout)?))
        .stderr(Stdio::piped());
    let rlimits = rlimits(limits);
    // SAFETY: between fork and exec the closure only calls prctl and setrlimit, which are
    // async-signal-safe, on values computed before the fork.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            for &(resource, value) in &rlimits {
                let limit = libc::rlimit {
                    rlim_cur: value,
                    rlim_max: value,
                };
                if libc::setrlimit(resource, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let mut child = command.spawn()?;
    let kept = keep_the_end(child.stderr.take().expect("piped"));
    let outcome = watch(child.id() as libc::pid_t, limits, started);
    // Every process that could hold the pipe is dead: the reader has seen its end.
    std::fs::write(stderr, kept.join().unwrap_or_default())?;
    Ok(format!(
        "{} {} {} {} {}\n",
        outcome.broken,
        outcome.code,
        outcome.cpu.as_nanos(),
        started.elapsed().as_nanos(),
        outcome.peak_kib
    ))
}

/// A thread reading the program's standard error to its end, keeping the last
/// [`STDERR_KEPT`] bytes.
fn keep_the_end(mut pipe: std::process::ChildStderr) -> std::thread::JoinHandle<Vec<u8>> {
    use std::io::Read;
    std::thread::spawn(move || {
        let mut kept = std::collections::VecDeque::with_capacity(STDERR_KEPT);
        let mut chunk = [0u8; 8192];
        while let Ok(n @ 1..) = pipe.read(&mut chunk) {
            kept.extend(&chunk[..n]);
            let excess = kept.len().saturating_sub(STDERR_KEPT);
            kept.drain(..excess);
        }
        kept.into()
    })
}

/// The hard limits set on the program: CPU two seconds past the limit (the watch kills at the
/// limit; this is the backstop), each file it writes one byte past the output cap, the address
/// space asked for (the watch judges the resident memory), the stack of a judge, no core dumps.
fn rlimits(limits: &Limits) -> Vec<(libc::__rlimit_resource_t, libc::rlim_t)> {
    let memory = limits.memory_kib * 1024;
    let mut rlimits = vec![
        (libc::RLIMIT_CPU, limits.cpu.as_secs() + 2),
        (libc::RLIMIT_FSIZE, limits.output_bytes + 1),
        (libc::RLIMIT_STACK, memory.min(STACK_BYTES)),
        (libc::RLIMIT_CORE, 0),
    ];
    if limits.address_kib > 0 {
        rlimits.push((libc::RLIMIT_AS, limits.address_kib * 1024));
    }
    rlimits
}

/// What came of a run.
struct Outcome {
    broken: &'static str,
    code: i32,
    cpu: Duration,
    peak_kib: u64,
}

/// Watches the program's tree until the program ends or breaks a limit, then kills and reaps
/// every descendant.
fn watch(pid: libc::pid_t, limits: &Limits, started: Instant) -> Outcome {
    let (sender, ended) = mpsc::channel();
    std::thread::spawn(move || {
        let mut status = 0;
        // SAFETY: rusage is plain data filled in by the kernel; the pid is our own child.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: as above; both pointers are valid for the call.
        unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        let _ = sender.send((status, usage));
    });
    let mut tree = Tree::default();
    let mut broken = "none";
    let waited = loop {
        if let Ok(waited) = ended.recv_timeout(TICK) {
            break waited;
        }
        let signal = STOPPED.load(Ordering::Relaxed);
        if signal != 0 {
            kill_all(pid);
            let _ = ended.recv();
            std::process::exit(128 + signal);
        }
        tree.look();
        broken = tree.broken(limits, started.elapsed());
        if broken != "none" {
            kill_all(pid);
            break ended.recv().expect("the waiting thread reports");
        }
    };
    kill_all(pid);
    let (status, usage) = waited;
    let cpu = tree.cpu.max(time(usage.ru_utime) + time(usage.ru_stime));
    let broken = if broken == "none" && cpu > limits.cpu {
        "cpu"
    } else {
        broken
    };
    Outcome {
        broken,
        code: if libc::WIFEXITED(status) {
            libc::WEXITSTATUS(status)
        } else {
            -libc::WTERMSIG(status)
        },
        cpu,
        peak_kib: tree.peak_kib.max(usage.ru_maxrss as u64),
    }
}

/// What the watch has seen of the tree: its peak resident memory and CPU time.
#[derive(Default)]
struct Tree {
    peak_kib: u64,
    cpu: Duration,
    processes: usize,
}

impl Tree {
    /// Samples the tree: resident memory and CPU time summed over the live processes.
    fn look(&mut self) {
        let pids = descendants();
        let (mut kib, mut ticks) = (0, 0);
        for &pid in &pids {
            let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid)).unwrap_or_default();
            // The fields after the command's closing parenthesis: state is the 1st, utime the
            // 12th and stime the 13th, rss (in pages) the 22nd.
            let fields: Vec<&str> = stat
                .rsplit(')')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect();
            let field = |k: usize| {
                fields
                    .get(k)
                    .and_then(|f| f.parse::<u64>().ok())
                    .unwrap_or(0)
            };
            ticks += field(11) + field(12);
            kib += field(21) * page_kib();
        }
        self.peak_kib = self.peak_kib.max(kib);
        self.cpu = self
            .cpu
            .max(Duration::from_nanos(ticks * 1_000_000_000 / clock_ticks()));
        self.processes = pids.len();
    }

    /// The limit the tree breaks now, or `none`.
    fn broken(&self, limits: &Limits, elapsed: Duration) -> &'static str {
        if self.peak_kib >= limits.memory_kib {
            "memory"
        } else if self.cpu > limits.cpu {
            "cpu"
        } else if elapsed > limits.wall {
            "wall"
        } else if self.processes > MAX_PROCESSES {
            "processes"
        } else {
            "none"
        }
    }
}

/// Every descendant of this process, through `/proc/<pid>/task/<tid>/children`.
fn descendants() -> Vec<libc::pid_t> {
    let mut found = Vec::new();
    let mut seen = HashSet::new();
    let mut frontier = vec![std::process::id() as libc::pid_t];
    while let Some(pid) = frontier.pop() {
        let tasks = std::fs::read_dir(format!("/proc/{}/task", pid));
        for task in tasks.into_iter().flatten().flatten() {
            let children =
                std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
            for child in children.split_whitespace().filter_map(|c| c.parse().ok()) {
                if seen.insert(child) {
                    found.push(child);
                    frontier.push(child);
                }
            }
        }
    }
    found
}

/// Kills every descendant and reaps those that became this process's children (but `program`,
/// which the waiting thread reaps), until none is left: a process may fork while its siblings
/// are being killed.
fn kill_all(program: libc::pid_t) {
    loop {
        let pids = descendants();
        if pids.is_empty() {
            return;
        }
        for &pid in &pids {
            // SAFETY: a plain system call; the pid is a descendant of this process.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        for pid in pids.into_iter().filter(|&p| p != program) {
            // SAFETY: reaps the pid if it is an exited child of ours; no status is read.
            unsafe { libc::waitpid(pid, std::ptr::null_mut(), libc::WNOHANG) };
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn time(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}

fn page_kib() -> u64 {
    // SAFETY: a plain query.
    (unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as u64 / 1024).max(1)
}

fn clock_ticks() -> u64 {
    // SAFETY: a plain query.
    (unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as u64).max(1)
}
