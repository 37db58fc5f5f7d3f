//! The fuzz corpus, replayed without cargo-fuzz: every file of `fuzz/corpus/<target>/` (the
//! minimised corpus) and of `fuzz/regressions/<target>/` (inputs that once failed) goes through
//! the same checks as the fuzz targets (`src/fuzzing.rs`): `answer` on the raw bytes, and the
//! solver against the oracle on the position the bytes decode to.

use std::path::PathBuf;

/// Every input of the target, named for messages. A missing directory is an empty one.
fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let fuzz = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut inputs = Vec::new();
    for dir in ["corpus", "regressions"] {
        let entries = match std::fs::read_dir(fuzz.join(dir).join(target)) {
            Ok(entries) => entries,
            Err(_) => continue,
        };
        for entry in entries {
            let path = entry.expect("a readable directory").path();
            let bytes = std::fs::read(&path).expect("a readable file");
            inputs.push((path.display().to_string(), bytes));
        }
    }
    inputs.sort();
    inputs
}

/// Runs `check` on each input; a panic names the file that caused it.
fn replay(target: &str, check: fn(&[u8])) -> usize {
    let inputs = inputs(target);
    for (name, bytes) in &inputs {
        if std::panic::catch_unwind(|| check(bytes)).is_err() {
            panic!(
                "{} fails its fuzz check (the panic above says how); in fuzz/, `cargo fuzz run \
                 {} -s none {}` replays it",
                name, target, name
            );
        }
    }
    inputs.len()
}

#[test]
fn bytes_corpus_replays() {
    let n = replay("lol_fill_bytes", lol_fill::fuzzing::bytes);
    assert!(n > 0, "no corpus for lol_fill_bytes");
}

#[test]
fn oracle_corpus_replays() {
    let n = replay("lol_fill_oracle", lol_fill::fuzzing::oracle);
    assert!(n > 0, "no corpus for lol_fill_oracle");
}
