//! Inputs the fuzz targets once failed on (`fuzz/regressions/`), as tests.

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
