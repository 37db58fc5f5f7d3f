//! Test helper (feature `testing`, never in a judge file): drive a judge binary with malformed
//! input and check it refuses it the way every binary must.

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
pub fn assert_error_in_input(input: &[u8], error: &crate::scanner::ParseError) {
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
