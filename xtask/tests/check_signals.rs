//! `cargo xtask check` stopped mid-case by SIGINT, SIGTERM or SIGHUP, sent to the xtask alone
//! (as `kill` does) or to its whole process group (as Ctrl-C does): it kills the program's
//! whole tree, a grandchild in a session of its own included, removes its temporary files and
//! exits with 128 + the signal. Needs `python3`.

mod support;

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use support::root;

/// What `hostile/stays.py` leaves running in a session of its own.
const GRANDCHILD: &str = "sleep 4711";

fn running(pattern: &str) -> bool {
    let found = Command::new("pgrep")
        .args(["-f", pattern])
        .output()
        .unwrap();
    !found.stdout.is_empty()
}

/// The files of the xtask with this pid left in check's temporary folders.
fn left_files(pid: u32) -> Vec<PathBuf> {
    let prefix = format!("{}-", pid);
    ["target/check/run", "target/measure"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root().join(dir)).into_iter().flatten())
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .collect()
}

/// Starts a check of `stays.py` in a process group of its own, waits until the grandchild
/// runs, sends `signal` to the xtask or its group, and returns the exit code and the xtask's
/// pid.
fn stop_mid_case(tests: &Path, signal: i32, to_group: bool) -> (Option<i32>, u32) {
    let program = root().join("xtask/tests/programs/hostile/stays.py");
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .args(["check", "stake-claim", "--time-limit", "60", "--tests"])
        .arg(tests)
        .arg("--")
        .arg(&program)
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while !running(GRANDCHILD) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the program never started"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let pid = child.id() as i32;
    let target = if to_group { -pid } else { pid };
    // SAFETY: a plain system call on our own child (or its group, which it leads).
    unsafe { libc::kill(target, signal) };
    let status = child.wait().unwrap();
    (status.code(), child.id())
}

#[test]
fn a_stopped_check_kills_the_whole_tree_and_removes_its_files() {
    let tests = std::env::temp_dir().join(format!("xtask-check-signals-{}", std::process::id()));
    std::fs::create_dir_all(&tests).unwrap();
    std::fs::copy(
        root().join("fixtures/stake-claim/sample.in"),
        tests.join("sample.in"),
    )
    .unwrap();
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        for to_group in [false, true] {
            let (code, pid) = stop_mid_case(&tests, signal, to_group);
            let how = format!(
                "signal {} to the {}",
                signal,
                ["xtask", "group"][to_group as usize]
            );
            assert_eq!(code, Some(128 + signal), "{}", how);
            assert!(!running(GRANDCHILD), "{}: the grandchild survived", how);
            assert!(!running("stays.py"), "{}: the program survived", how);
            assert_eq!(left_files(pid), Vec::<PathBuf>::new(), "{}", how);
        }
    }
    let _ = std::fs::remove_dir_all(tests);
}
