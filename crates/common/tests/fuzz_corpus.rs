//! The `packed_cells` fuzz corpus, replayed without cargo-fuzz: every file of
//! `fuzz/corpus/packed_cells/` and `fuzz/regressions/packed_cells/` goes through the target's
//! check (`src/bits/fuzzing.rs`).

#[test]
fn packed_cells_corpus_replays() {
    common::testing::replay_fuzz_inputs(
        env!("CARGO_MANIFEST_DIR"),
        "packed_cells",
        common::bits::fuzzing::operations,
    );
}
