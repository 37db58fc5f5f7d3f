//! The automaton that reads a piece's class off its cells, and the computation that proves it
//! (`docs/automaton-proof.md`).
//!
//! - [`class`]: what the automaton says about a string, and the recursion's equations;
//! - [`grammar`]: the piece strings as a pattern;
//! - [`dfa`]: Moore machines, minimisation and quotients;
//! - [`exact`]: the recursion as plain equations, the function proven equal to the automaton;
//! - [`lstar`], [`learn`]: finding the automaton (L*, the reference search answering queries,
//!   the verifier as teacher);
//! - [`verify`]: the two checks that prove it for every piece of any length;
//! - [`emit`]: the judge program's table, `crates/lol-fill/src/automaton.rs`.

pub mod class;
pub mod dfa;
pub mod emit;
pub mod exact;
pub mod grammar;
pub mod learn;
pub mod lstar;
pub mod verify;

#[cfg(test)]
mod tests;
