//! Every task refuses flags that mean nothing (out of range, contradictory, unused) with exit
//! 2 and a message naming the flag, refuses a bad input with exit 1, and never panics; a
//! closed stdout ends a task quietly, by SIGPIPE, as it ends any Unix tool.

mod support;

use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use support::{root, xtask};

/// Argument lists that are usage errors, each with a word its message must hold.
const USAGE_ERRORS: &[(&str, &str)] = &[
    ("check stake-claim --time-limit nan -- x", "--time-limit"),
    ("check stake-claim --time-limit inf -- x", "--time-limit"),
    ("check stake-claim --time-limit 1e30 -- x", "--time-limit"),
    ("check stake-claim --time-limit 0 -- x", "--time-limit"),
    ("check stake-claim --time-limit=-1 -- x", "--time-limit"),
    ("check stake-claim --memory-limit 0 -- x", "--memory-limit"),
    (
        "check stake-claim --memory-limit 18446744073709551615 -- x",
        "--memory-limit",
    ),
    (
        "check stake-claim --output-limit 8796093022208 -- x",
        "--output-limit",
    ),
    ("check stake-claim --output-limit 0 -- x", "--output-limit"),
    ("check stake-claim --stress 0 -- x", "--stress"),
    ("check stake-claim --tests t --stress 3 -- x", "--stress"),
    ("check stake-claim --seed 3 -- x", "--stress"),
    ("check stake-claim", "COMMAND"),
    ("gen stake-claim --count 0 --out target/t", "--count"),
    ("gen stake-claim --size 0 --out target/t", "--size"),
    ("gen stake-claim --cases 0 --out target/t", "--cases"),
    ("gen stake-claim --cases 1000000 --out target/t", "--cases"),
    (
        "gen stake-claim --family tiny --size 3 --out target/t",
        "--size",
    ),
    ("gen stake-claim --size 3 --out target/t", "largest"),
    (
        "gen stake-claim --family largest --size 65 --out target/t",
        "64",
    ),
    ("gen chess-contour --cases 2 --out target/t", "--cases"),
    (
        "gen lol-fill --family empty --size 99999999999 --out target/t",
        "33554432",
    ),
    ("gen lol-fill --family nope --out target/t", "families"),
    ("gen lol-fill", "--out"),
    ("gen lol-fill --list --count 2", "--list"),
    ("hunt lol-fill --family random --count 0", "--count"),
    ("hunt lol-fill --family random --limit 0", "--limit"),
    ("hunt lol-fill --family random --size 5", "--size"),
    ("hunt lol-fill", "--family"),
    ("hunt lol-fill --edge --family random", "--family"),
    ("hunt lol-fill --edge --size 5", "--size"),
    ("bench --runs 0", "--runs"),
    ("bench --max-size 0", "--max-size"),
    ("bench --baseline-limit 5", "--baseline"),
    ("fuzz --time 0", "--time"),
    ("fuzz --jobs 0", "--jobs"),
    (
        "validate lol-fill --judge codeforces fixtures/lol-fill/sample.in",
        "judges",
    ),
    ("bundle no-such-problem", "problems"),
    ("explain lol-fill no/such/file.in", "no/such/file.in"),
    ("tables no-such-problem", "problems"),
];

#[test]
fn nonsense_flags_are_usage_errors_and_no_task_panics() {
    for (args, word) in USAGE_ERRORS {
        let args: Vec<&str> = args.split_whitespace().collect();
        let (code, out) = xtask(&args);
        assert!(!out.contains("panicked"), "{:?}:\n{}", args, out);
        assert_eq!(code, 2, "{:?}:\n{}", args, out);
        assert!(
            out.contains(word),
            "{:?} should name {}:\n{}",
            args,
            word,
            out
        );
    }
}

#[test]
fn a_bad_input_is_exit_1_with_its_place() {
    let bad = std::env::temp_dir().join(format!("xtask-bad-{}.in", std::process::id()));
    std::fs::write(&bad, "2\nLOX\n").unwrap();
    let bad = bad.display().to_string();
    let (code, out) = xtask(&["explain", "lol-fill", &bad]);
    assert_eq!(code, 1, "{}", out);
    assert!(out.contains(":2:3") || out.contains("line 2"), "{}", out);
    let _ = std::fs::remove_file(&bad);
}

#[test]
fn a_closed_stdout_ends_a_task_quietly_by_sigpipe() {
    // Far more than a pipe holds, so that the task writes after the reader is gone.
    let sample = "fixtures/lol-fill/sample.in";
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .arg("validate")
        .arg("lol-fill")
        .args(std::iter::repeat_n(sample, 5000))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("valid"), "{}", first);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.signal(), Some(libc::SIGPIPE), "{}", stderr);
    assert!(stderr.is_empty(), "{}", stderr);
}
