//! Inputs that once failed, kept as tests (the fuzz corpus itself replays in the `problems`
//! crate's tests).

/// Found by `chess_contour_bytes`: totals of A and B that fit an `i64` each but not together
/// made the solver's unused lane (the non-mover's candidate) overflow: a panic with overflow
/// checks. The answer is the one line of play: 4 − 9774180414 + 856676386563031126.
#[test]
fn totals_that_overflow_together_are_solved() {
    let input = b"1 3 4\n84656646803 856676386563031126 8463795211214001910 9774180414\n\n1\t";
    let want = format!("{}\n", 4 - 9_774_180_414 + 856_676_386_563_031_126i64);
    assert_eq!(chess_contour_lab::answer(input).unwrap(), want);
    let board = chess_contour_lab::parse(input).unwrap();
    assert_eq!(
        chess_contour_lab::oracle::solve(&board),
        chess_contour_lab::solver::solve(&board)
    );
    assert_eq!(chess_contour::answer(input).unwrap(), want);
}

/// The same with totals that fit an `i32` each (the narrow table) but not together.
#[test]
fn narrow_totals_that_overflow_together_are_solved() {
    let input = b"1 3\n1 1000000000 1000000000\n2000000000 1 1\n";
    let board = chess_contour_lab::parse(input).unwrap();
    assert_eq!(board.bytes_per_position(), 4);
    let want = chess_contour::format(chess_contour_lab::oracle::solve(&board));
    assert_eq!(chess_contour_lab::answer(input).unwrap(), want);
    assert_eq!(chess_contour::answer(input).unwrap(), want);
}
