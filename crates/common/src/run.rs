//! The body of every judge binary, so each `main.rs` is one line and all three behave alike.

use crate::scanner::{read_stdin, ParseError};

/// Reads stdin, computes the answer text, writes it to stdout in one call.
/// Returns the process exit code: 0 on success, 1 after printing `error: …` to stderr.
pub fn run(answer: fn(&[u8]) -> Result<String, ParseError>) -> i32 {
    let text = read_stdin().and_then(|input| answer(&input));
    match text {
        Ok(text) => {
            use std::io::Write;
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            match lock.write_all(text.as_bytes()).and_then(|()| lock.flush()) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: could not write standard output: {}", e);
                    1
                }
            }
        }
        Err(e) => {
            eprintln!("error: {}", e);
            1
        }
    }
}
