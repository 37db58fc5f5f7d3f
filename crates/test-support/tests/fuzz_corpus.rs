//! The `packed_cells` fuzz corpus, replayed without cargo-fuzz: every file of
//! `fuzz/corpus/packed_cells/` and `fuzz/regressions/packed_cells/` goes through the target's
//! check (`src/packed_cells.rs`).

#[test]
fn packed_cells_corpus_replays() {
    test_support::replay_fuzz_inputs(
        env!("CARGO_MANIFEST_DIR"),
        "packed_cells",
        &test_support::packed_cells::operations,
    );
}
