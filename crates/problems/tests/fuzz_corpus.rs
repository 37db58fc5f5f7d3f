//! The fuzz corpus, replayed without cargo-fuzz: every file of `fuzz/corpus/<target>/` (the
//! minimised corpus) and of `fuzz/regressions/<target>/` (inputs that once failed) goes through
//! the same check as the fuzz target, for every problem of the list: its `bytes` check on the
//! raw bytes, and its `oracle` check on the position the bytes decode to.

use test_support::replay_fuzz_inputs;

fn replay(kind: &str, check: fn(&dyn lab::Problem, &[u8])) {
    for &problem in &problems::ALL {
        let folder = problems::fuzz_target_folder(problem, kind);
        replay_fuzz_inputs(env!("CARGO_MANIFEST_DIR"), &folder, &|bytes| {
            check(problem, bytes)
        });
    }
}

#[test]
fn bytes_corpus_replays() {
    replay("bytes", |p, bytes| p.fuzz_bytes(bytes));
}

#[test]
fn oracle_corpus_replays() {
    replay("oracle", |p, bytes| p.fuzz_oracle(bytes));
}
