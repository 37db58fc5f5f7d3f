//! The fuzz corpus, replayed without cargo-fuzz: every file of `fuzz/corpus/<target>/` (the
//! minimised corpus) and of `fuzz/regressions/<target>/` (inputs that once failed) goes through
//! the same checks as the fuzz targets (`src/fuzzing.rs`): `answer` on the raw bytes, and the
//! solver against the oracle on the position the bytes decode to.

use common::testing::replay_fuzz_inputs;

#[test]
fn bytes_corpus_replays() {
    replay_fuzz_inputs(
        env!("CARGO_MANIFEST_DIR"),
        "stake_claim_bytes",
        stake_claim::fuzzing::bytes,
    );
}

#[test]
fn oracle_corpus_replays() {
    replay_fuzz_inputs(
        env!("CARGO_MANIFEST_DIR"),
        "stake_claim_oracle",
        stake_claim::fuzzing::oracle,
    );
}
