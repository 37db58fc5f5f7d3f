//! Judge-safe helpers shared by the solvers. Standard library only, Rust 1.63, so that
//! `cargo xtask bundle` can inline the parts a solver uses into one judge file.
//!
//! - [`bits`]: the set bits of a word, and strings of 2-bit cells packed into words
//!   ([`bits::PackedCells`]: O(1) hashing, equality and mirror image up to 64 cells).
//! - [`scanner`]: reads all of the input once and hands out tokens and rows; every error names
//!   what was expected and the line and column where it went wrong.
//! - [`run`]: the body of every judge binary: stdin read once → answer → one write to stdout;
//!   errors to stderr with exit code 1.

pub mod bits;
pub mod run;
pub mod scanner;
