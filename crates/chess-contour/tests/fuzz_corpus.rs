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
    let n = replay("chess_contour_bytes", chess_contour::fuzzing::bytes);
    assert!(n > 0, "no corpus for chess_contour_bytes");
}

#[test]
fn oracle_corpus_replays() {
    let n = replay("chess_contour_oracle", chess_contour::fuzzing::oracle);
    assert!(n > 0, "no corpus for chess_contour_oracle");
}

/// Found by `chess_contour_bytes`: totals of A and B that fit an `i64` each but not together
/// made the solver's unused lane (the non-mover's candidate) overflow: a panic with overflow
/// checks. The answer is the one line of play: 4 − 9774180414 + 856676386563031126.
#[test]
fn totals_that_overflow_together_are_solved() {
    let input = b"1 3 4\n84656646803 856676386563031126 8463795211214001910 9774180414\n\n1\t";
    let want = format!("{}\n", 4 - 9_774_180_414 + 856_676_386_563_031_126i64);
    assert_eq!(chess_contour::answer(input).unwrap(), want);
    let board = chess_contour::parse(input).unwrap();
    assert_eq!(
        chess_contour::oracle::solve(&board),
        chess_contour::solve(&board)
    );
}

/// The same with totals that fit an `i32` each (the narrow table) but not together.
#[test]
fn narrow_totals_that_overflow_together_are_solved() {
    let input = b"1 3\n1 1000000000 1000000000\n2000000000 1 1\n";
    let board = chess_contour::parse(input).unwrap();
    assert_eq!(board.bytes_per_position(), 4);
    let want = chess_contour::format(chess_contour::oracle::solve(&board));
    assert_eq!(chess_contour::answer(input).unwrap(), want);
}
