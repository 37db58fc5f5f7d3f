//! Helpers for tests and fuzz checks (never in a judge file): drive a binary with malformed input
//! and check it refuses it the way every binary must; check an error the library returned;
//! replay a fuzz target's corpus under plain `cargo test`.
//!
//! - [`packed_cells`]: the check of the `packed_cells` fuzz target (`common::bits::PackedCells`
//!   against a plain vector).

pub mod packed_cells;

use common::scanner::ParseError;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `binary` on `input` and checks: exit code 1 (not a panic's 101), nothing on stdout, and
/// one line on stderr of the form `error: line L, column C: …` naming `line` and `column`.
/// Returns that line for further checks.
pub fn assert_refused(binary: &str, input: &[u8], line: usize, column: usize) -> String {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // A binary may stop reading early and close the pipe; a failed write is no test failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    let output = child.wait_with_output().expect("the binary finishes");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let shown = String::from_utf8_lossy(input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "input {:?}: stderr {}",
        shown,
        stderr
    );
    assert!(
        output.stdout.is_empty(),
        "input {:?} printed an answer",
        shown
    );
    let prefix = format!("error: line {}, column {}: ", line, column);
    assert!(
        stderr.starts_with(&prefix),
        "input {:?}: expected `{}…`, got {}",
        shown,
        prefix,
        stderr
    );
    assert_eq!(stderr.lines().count(), 1, "input {:?}: {}", shown, stderr);
    stderr
}

/// Checks an error of the library's `answer` the way [`assert_refused`] checks the binary's, for
/// the fuzz checks: it points into the input (1-based; the line at most one past the last line
/// end) and its message is one non-empty line.
pub fn assert_error_in_input(input: &[u8], error: &ParseError) {
    let lines = input.iter().filter(|&&b| b == b'\n').count() + 1;
    assert!(
        error.line >= 1 && error.line <= lines && error.column >= 1,
        "input {:?} ({} lines): {}",
        String::from_utf8_lossy(input),
        lines,
        error
    );
    assert!(
        !error.message.is_empty() && !error.message.contains('\n'),
        "input {:?}: message {:?}",
        String::from_utf8_lossy(input),
        error.message
    );
}

/// A program's answer: input bytes → output text, or the error it prints.
pub type Answer = fn(&[u8]) -> Result<String, ParseError>;

/// For the fuzz checks: the program must answer a legal input, and answer it as the oracle does
/// (`expected`, in the judge's format).
pub fn assert_answers_as_oracle(text: &str, answer: Answer, expected: &str) {
    let fast = answer(text.as_bytes())
        .unwrap_or_else(|e| panic!("a legal input is refused: {}\n{}", e, text));
    assert_eq!(fast, expected, "solver ≠ oracle on\n{}", text);
}

/// For the `bytes` fuzz checks: the lab and the judge program each answer `input` or refuse it
/// with an error that points into it. What the judge program answers, the lab answers alike;
/// what the lab answers, the judge program answers too unless the input is past the judge's
/// sizes (`within_judge_sizes` false), where it may refuse it.
pub fn assert_programs_agree(input: &[u8], lab: Answer, judge: Answer, within_judge_sizes: bool) {
    let (lab, judge) = (lab(input), judge(input));
    for error in [&lab, &judge].into_iter().filter_map(|r| r.as_ref().err()) {
        assert_error_in_input(input, error);
    }
    let shown = String::from_utf8_lossy(input);
    match (&lab, &judge) {
        (_, Ok(_)) => assert_eq!(judge, lab, "the programs differ on {:?}", shown),
        (Ok(_), Err(e)) => assert!(
            !within_judge_sizes,
            "the judge program refuses {:?}, within the judge's sizes: {}",
            shown, e
        ),
        (Err(_), Err(_)) => {}
    }
}

/// Replays a fuzz target's inputs without cargo-fuzz: every file of `fuzz/corpus/<target>/`
/// (the minimised corpus) and `fuzz/regressions/<target>/` (inputs that once failed) through
/// `check` (the target's body). `manifest_dir` is the calling crate's `CARGO_MANIFEST_DIR`
/// (`crates/<crate>`, two levels below `fuzz/`'s workspace). A panic names the file; a target
/// with no input at all fails.
pub fn replay_fuzz_inputs(manifest_dir: &str, target: &str, check: &dyn Fn(&[u8])) {
    let workspace = std::path::Path::new(manifest_dir).join("../..");
    let mut inputs = Vec::new();
    for dir in ["corpus", "regressions"] {
        let entries = match std::fs::read_dir(workspace.join("fuzz").join(dir).join(target)) {
            Ok(entries) => entries,
            Err(_) => continue,
        };
        for entry in entries {
            let path = entry.expect("a readable directory").path();
            let bytes = std::fs::read(&path).expect("a readable file");
            inputs.push((path.display().to_string(), bytes));
        }
    }
    inputs.sort();
    for (name, bytes) in &inputs {
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(bytes))).is_err() {
            panic!(
                "{} fails its fuzz check (the panic above says how); in fuzz/, `cargo fuzz run \
                 {} -s none {}` replays it",
                name, target, name
            );
        }
    }
    assert!(!inputs.is_empty(), "no corpus for {}", target);
}
