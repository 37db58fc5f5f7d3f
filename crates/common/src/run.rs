//! The body of every judge binary, so each `main.rs` is one line and all three behave alike.

use crate::scanner::{read_stdin, ParseError};
use std::io::Write;

/// Reads stdin (at most `max_input_bytes`), writes the answer text to stdout in one call.
/// Returns the exit code: 0 on success, 1 after printing `error: …` to stderr.
pub fn run(answer: fn(&[u8]) -> Result<String, ParseError>, max_input_bytes: usize) -> i32 {
    let written = read_stdin(max_input_bytes)
        .and_then(|input| answer(&input))
        .map(|text| {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).and_then(|()| out.flush())
        });
    match written {
        Ok(Ok(())) => 0,
        Ok(Err(e)) => {
            eprintln!("error: could not write standard output: {}", e);
            1
        }
        Err(e) => {
            eprintln!("error: {}", e);
            1
        }
    }
}
