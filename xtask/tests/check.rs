//! `cargo xtask check`, `gen` and `validate` as a user runs them: hostile programs get their
//! verdicts and leave nothing running; deliberately wrong solutions get a wrong answer and a
//! small shrunk counterexample; a right but slow one gets TLE; generated inputs validate; bad
//! inputs are reported with their line and column. Needs `gcc`, `g++` and `python3`
//! (`.ci/run` installs them).

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::{program, root, sample_folder, verdict_on_sample, xtask};

#[test]
fn hostile_programs_get_verdicts_and_leave_nothing_running() {
    let cases = [
        ("hostile/spin.c", "TLE"),
        ("hostile/sleep.py", "TLE"),
        ("hostile/hog.c", "MLE"),
        ("hostile/flood.c", "OLE"),
        ("hostile/crash.c", "RE"),
        ("hostile/exit3.py", "RE"),
        ("hostile/silent.py", "WA"),
    ];
    for (source, expected) in cases {
        let (code, out) =
            verdict_on_sample(source, &["--memory-limit", "64", "--output-limit", "1"]);
        let line = out.lines().find(|l| l.starts_with("sample")).unwrap_or("");
        assert_eq!(
            line.split_whitespace().nth(1),
            Some(expected),
            "{}:\n{}",
            source,
            out
        );
        assert_eq!(code, 1, "{}:\n{}", source, out);
    }
    let (_, out) = verdict_on_sample("hostile/fork_bomb.c", &["--memory-limit", "64"]);
    let line = out.lines().find(|l| l.starts_with("sample")).unwrap_or("");
    assert!(line.contains("MLE") || line.contains("RE"), "{}", out);
    let (code, out) = verdict_on_sample("hostile/orphan.c", &[]);
    assert_eq!(code, 0, "{}", out);
    // The hostile programs' own builds only: other tests run stake-claim programs meanwhile.
    let builds = ["spin", "hog", "flood", "crash", "fork_bomb", "orphan"]
        .map(|name| format!("check/stake-claim/bin/{}-", name));
    let scripts = ["sleep 999", "hostile/sleep.py"].map(String::from);
    for leftover in builds.iter().chain(&scripts) {
        let found = Command::new("pgrep")
            .args(["-f", leftover])
            .output()
            .unwrap();
        assert!(found.stdout.is_empty(), "left running: {}", leftover);
    }
}

#[test]
fn a_source_that_does_not_compile_is_ce_and_a_missing_compiler_a_setup_error() {
    let (code, out) = verdict_on_sample("hostile/broken.cpp", &[]);
    assert_eq!(code, 1, "{}", out);
    assert!(out.contains("CE"), "{}", out);
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .env("PATH", "/nonexistent")
        .args([
            "check",
            "chess-contour",
            "--",
            &program("wrong/chess_greedy.cpp"),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("g++ is not installed"));
}

/// A wrong solution, judged on the fixtures or on `--tests DIR`: its "WA shrunk" line and the
/// shrunk counterexample.
fn wrong(problem: &str, source: &str, tests: Option<&Path>) -> (String, String) {
    let tests = tests.map(|dir| dir.display().to_string());
    let mut args = vec!["check", problem, "--time-limit", "0.3"];
    if let Some(dir) = &tests {
        args.extend(["--tests", dir.as_str()]);
    }
    let source = program(source);
    args.extend(["--", source.as_str()]);
    let (code, out) = xtask(&args);
    assert_eq!(code, 1, "{}", out);
    let shrunk = out
        .lines()
        .find(|l| l.starts_with("WA shrunk"))
        .unwrap_or_else(|| panic!("{}", out));
    let counterexample = root()
        .join("target/check")
        .join(problem)
        .join("counterexample.in");
    let input = std::fs::read_to_string(&counterexample).unwrap();
    assert!(out.contains(" WA "), "{}", out);
    (shrunk.to_string(), input)
}

/// A folder holding one test, `name.in`.
fn one_test(name: &str, input: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-{}-{}", name, std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    dir
}

#[test]
fn wrong_solutions_are_caught_and_shrunk_to_small_counterexamples() {
    let (line, input) = wrong("stake-claim", "wrong/stake_last_tie.cpp", None);
    assert!(input.len() <= 16, "{}:\n{}", line, input);
    let (line, input) = wrong("chess-contour", "wrong/chess_greedy.cpp", None);
    assert!(input.len() <= 24, "{}:\n{}", line, input);
    let (line, input) = wrong("lol-fill", "wrong/lol_never_o.py", None);
    assert!(input.len() <= 8, "{}:\n{}", line, input);
}

/// Planted bugs shrink to the smallest input that shows them, from fixtures and from inputs
/// past the judges' sizes alike.
#[test]
fn planted_bugs_shrink_to_the_smallest_input_that_shows_them() {
    // Ties scanned column by column: the smallest board with a tie between a row-major first
    // and a column-major first is 2×2 (on `0.` / `..`, (0,1) and (1,0) are worth the same).
    let (line, input) = wrong("stake-claim", "wrong/stake_column_tie.cpp", None);
    assert!(input.starts_with("2\n"), "{}:\n{}", line, input);
    // A finished row called a draw: 200 cells, past the judge's 19, shrink to `LOL` itself.
    let row = format!("1\nLOL{}\n", "*".repeat(197));
    let dir = one_test("finished", &row);
    let (line, input) = wrong("lol-fill", "wrong/lol_finished_draw.py", Some(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(input, "1\nLOL\n", "{}", line);
    // Greedy on a 12×12 board, past the judge's 10×10, shrinks as far as from a fixture.
    let mut board = String::from("12 12\n");
    for k in 0..288 {
        let sep = if k % 12 == 11 { "\n" } else { " " };
        board += &format!("{}{}", (k * 37 + 11) % 101, sep);
    }
    let dir = one_test("greedy", &board);
    let (line, input) = wrong("chess-contour", "wrong/chess_greedy.cpp", Some(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(input.len() <= 24, "{}:\n{}", line, input);
}

#[test]
fn a_right_but_slow_solution_gets_tle_where_it_is_slow_only() {
    let slow = program("wrong/lol_slow.py");
    let (code, out) = xtask(&["check", "lol-fill", "--time-limit", "0.3", "--", &slow]);
    assert_eq!(code, 1, "{}", out);
    let verdict = |case: &str| {
        let line = out
            .lines()
            .find(|l| l.starts_with(case))
            .unwrap_or_else(|| panic!("{}", out));
        line.split_whitespace().nth(1).unwrap().to_string()
    };
    assert_eq!(verdict("fixture/sample"), "AC");
    assert_eq!(verdict("fixture/judge-empty-9x19"), "TLE");
    assert!(!out.contains(" WA "), "{}", out);
}

#[test]
fn stress_runs_seeded_inputs_and_stops_at_the_first_failure() {
    let judge = root().join("target/judge/stake-claim/main.rs");
    if !judge.exists() {
        xtask(&["bundle", "stake-claim"]);
    }
    let judge = judge.display().to_string();
    let (code, out) = xtask(&[
        "check",
        "stake-claim",
        "--stress",
        "200",
        "--seed",
        "7",
        "--",
        &judge,
    ]);
    assert_eq!(code, 0, "{}", out);
    assert!(
        out.contains("seed 7")
            && out.contains("200 passed, 0 failed")
            && out.contains("the expected answers (the lab): ")
            && out.contains(" for 200 cases, the slowest "),
        "the reference answers' time has a line of its own: {}",
        out
    );
    let greedy = program("wrong/chess_greedy.cpp");
    let (code, out) = xtask(&[
        "check",
        "chess-contour",
        "--stress",
        "200",
        "--seed",
        "7",
        "--",
        &greedy,
    ]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains("passed, 1 failed") && out.contains("WA shrunk"),
        "{}",
        out
    );
}

#[test]
fn a_given_answer_that_disagrees_is_a_warning() {
    let dir = sample_folder("given");
    std::fs::write(dir.join("sample.ans"), "(1,2) 2\n(2,3) -1\n").unwrap();
    let judge = root().join("target/release/stake-claim");
    Command::new(env!("CARGO"))
        .current_dir(root())
        .args(["build", "--release", "-q", "-p", "stake-claim"])
        .status()
        .unwrap();
    let (code, out) = xtask(&[
        "check",
        "stake-claim",
        "--tests",
        &dir.display().to_string(),
        "--",
        &judge.display().to_string(),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 0, "{}", out);
    assert!(
        out.contains("sample.ans disagrees with our answer: line 2, column 1"),
        "{}",
        out
    );
}

#[test]
fn generated_files_validate_and_bad_ones_are_reported_where_they_break() {
    let dir = std::env::temp_dir().join(format!("xtask-gen-{}", std::process::id()));
    for problem in ["stake-claim", "chess-contour", "lol-fill"] {
        let out_dir = dir.join(problem).display().to_string();
        let (code, out) = xtask(&[
            "gen", problem, "--count", "2", "--seed", "3", "--out", &out_dir,
        ]);
        assert_eq!(code, 0, "{}", out);
        assert!(!out.contains("past the judge"), "{}", out);
        let files: Vec<String> = std::fs::read_dir(dir.join(problem))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .map(|p| p.display().to_string())
            .collect();
        assert!(files.len() >= 6, "{:?}", files);
        let mut args = vec!["validate", problem];
        args.extend(files.iter().map(String::as_str));
        let (code, out) = xtask(&args);
        assert_eq!(code, 0, "{}", out);
    }
    let bad = dir.join("bad.in");
    std::fs::write(&bad, "2 3\n2 7 3\n9 1  2\n3 7 2\n2 3 1\n").unwrap();
    let (code, out) = xtask(&["validate", "chess-contour", &bad.display().to_string()]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains("bad.in:3:5: expected A[1][2], found a space"),
        "{}",
        out
    );
    let (code, out) = xtask(&[
        "validate",
        "chess-contour",
        "--judge",
        "codeforces",
        &bad.display().to_string(),
    ]);
    assert_eq!(code, 2, "{}", out);
    let _ = std::fs::remove_dir_all(dir);
}
