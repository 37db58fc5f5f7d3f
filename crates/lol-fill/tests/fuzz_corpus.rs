//! The fuzz corpus, replayed without cargo-fuzz: every file of `fuzz/corpus/<target>/` (the
//! minimised corpus) and of `fuzz/regressions/<target>/` (inputs that once failed) goes through
//! the same checks as the fuzz targets (`src/fuzzing.rs`): `answer` on the raw bytes, and the
//! solver against the oracle on the position the bytes decode to.

use common::testing::replay_fuzz_inputs;
use std::path::Path;

/// The workspace root, where `fuzz/` lies.
fn workspace() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

#[test]
fn bytes_corpus_replays() {
    let n = replay_fuzz_inputs(workspace(), "lol_fill_bytes", lol_fill::fuzzing::bytes);
    assert!(n > 0, "no corpus for lol_fill_bytes");
}

#[test]
fn oracle_corpus_replays() {
    let n = replay_fuzz_inputs(workspace(), "lol_fill_oracle", lol_fill::fuzzing::oracle);
    assert!(n > 0, "no corpus for lol_fill_oracle");
}
