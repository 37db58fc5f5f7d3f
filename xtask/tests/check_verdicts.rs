//! `check`'s verdicts where a judge's differ from a plain reading of the run: stderr counts
//! against no limit and is shown under a crash; a Python syntax error is CE; a failed
//! allocation is MLE; threads are allowed; a crash shrinks to a crash; given answers that
//! disagree are all reported. Needs `gcc`, `g++` and `python3`.

mod support;

use support::{root, sample_folder, verdict_on_sample, xtask};

/// The sample case's line and the lines under it, up to the summary.
fn sample_lines(out: &str) -> String {
    out.lines()
        .skip_while(|l| !l.starts_with("sample"))
        .take_while(|l| !l.contains(" passed, "))
        .collect::<Vec<_>>()
        .join("\n")
}

fn verdict(out: &str) -> &str {
    let line = out.lines().find(|l| l.starts_with("sample")).unwrap_or("");
    line.split_whitespace().nth(1).unwrap_or("")
}

#[test]
fn stderr_counts_against_no_limit_and_is_shown_under_a_crash() {
    let (code, out) = verdict_on_sample("hostile/stderr_flood.c", &["--output-limit", "1"]);
    assert_eq!((code, verdict(&out)), (0, "AC"), "{}", out);
    let (code, out) = verdict_on_sample("hostile/divide.py", &[]);
    assert_eq!((code, verdict(&out)), (1, "RE"), "{}", out);
    let lines = sample_lines(&out);
    assert!(
        lines.contains("stderr:") && lines.contains("ZeroDivisionError: division by zero"),
        "{}",
        out
    );
    let err = root().join("target/check/stake-claim/counterexample.err");
    let kept = std::fs::read_to_string(err).unwrap();
    assert!(kept.contains("ZeroDivisionError"), "{}", kept);
}

#[test]
fn a_python_syntax_error_is_ce_with_the_error() {
    let (code, out) = verdict_on_sample("hostile/syntax.py", &[]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains("SyntaxError") && out.contains(" CE"),
        "{}",
        out
    );
    assert!(!out.contains("shrunk"), "{}", out);
}

#[test]
fn a_failed_allocation_is_mle_and_threads_are_allowed() {
    let (code, out) = verdict_on_sample("hostile/bad_alloc.cpp", &["--memory-limit", "256"]);
    assert_eq!((code, verdict(&out)), (1, "MLE"), "{}", out);
    assert!(out.contains("address-space cap"), "{}", out);
    let (code, out) = verdict_on_sample("hostile/threads.cpp", &["--memory-limit", "64"]);
    assert_eq!((code, verdict(&out)), (0, "AC"), "{}", out);
}

#[test]
fn a_crash_shrinks_to_a_crash_not_to_a_wrong_answer() {
    let program = support::program("wrong/stake_crash_at_3.py");
    let (code, out) = xtask(&["check", "stake-claim", "--", &program]);
    assert_eq!(code, 1, "{}", out);
    assert!(out.contains("\nRE shrunk"), "{}", out);
    let shrunk = root().join("target/check/stake-claim/counterexample.in");
    let board = std::fs::read_to_string(shrunk).unwrap();
    assert!(board.matches('.').count() >= 3, "{}", board);
}

#[test]
fn an_ans_and_an_out_that_disagree_are_both_reported() {
    let dir = sample_folder("both-given");
    std::fs::write(dir.join("sample.ans"), "(1,2) 2\n(2,3) -1\n").unwrap();
    std::fs::write(dir.join("sample.out"), "(1,2) 2\n(2,2) 1\n").unwrap();
    let tests = dir.display().to_string();
    let program = support::program("hostile/threads.cpp");
    let (code, out) = xtask(&["check", "stake-claim", "--tests", &tests, "--", &program]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 0, "{}", out);
    for warning in [
        "sample.ans disagrees with our answer: line 2, column 1",
        "sample.out disagrees with our answer: line 2, column 7",
        "sample.ans and sample.out disagree with each other",
    ] {
        assert!(out.contains(warning), "{}\n{}", warning, out);
    }
}
