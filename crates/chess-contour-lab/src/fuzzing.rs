//! The fuzz checks (the `bytes` and `oracle` targets of `fuzz/`, replayed on the committed
//! corpus by the `problems` crate's tests):
//!
//! - [`bytes`]: any input through the lab's and the judge program's answers; they must return,
//!   an error must name a line and a column inside the input, and the two must agree.
//! - [`oracle`]: a board of at most 5×5 decoded from the bytes with [`arbitrary`]; both
//!   programs' answers and the layered fill's must equal the plain oracle's.

use arbitrary::{Result, Unstructured};
use chess_contour::Board;

/// Boards with more positions (staircases) than this are not solved by [`bytes`]: the solver's
/// table grows with them (C(20, 10) = 184 756 for the judge's 10×10, 2.2 GiB for 16×16), and a
/// fuzzer wants microseconds and little memory per input.
pub const BYTES_MAX_POSITIONS: u64 = 4096;

/// The largest side of an [`oracle`] board: C(10, 5) = 252 positions for the plain oracle.
pub const ORACLE_MAX_SIDE: usize = 5;

/// Arbitrary bytes through both programs. Inputs that parse into a board of more than
/// [`BYTES_MAX_POSITIONS`] positions are skipped (the parse is linear in the input and refuses a
/// size the input cannot hold before allocating); all others, malformed ones above all, go
/// through `answer`.
pub fn bytes(input: &[u8]) {
    if let Ok(board) = crate::parse(input) {
        if chess_contour::staircase::positions(board.rows, board.cols)
            .is_none_or(|p| p > BYTES_MAX_POSITIONS)
        {
            return;
        }
    }
    let within = crate::within_judge_sizes(input);
    test_support::assert_programs_agree(input, crate::answer, chess_contour::answer, within);
}

/// A board of 1..=[`ORACLE_MAX_SIDE`] rows and columns with values in 0..=100000 (the judge's
/// range). The largest value is drawn first (1, 3, 100 or 100000, so ties are common), and a
/// quarter of the boards have all B zero.
pub fn decode(u: &mut Unstructured) -> Result<Board> {
    let rows = u.int_in_range(1..=ORACLE_MAX_SIDE)?;
    let cols = u.int_in_range(1..=ORACLE_MAX_SIDE)?;
    let max = *u.choose(&[1i64, 3, 100, 100_000])?;
    let b_zero = u.ratio(1u8, 4u8)?;
    let mut table = |zero: bool| -> Result<Vec<i64>> {
        (0..rows * cols)
            .map(|_| if zero { Ok(0) } else { u.int_in_range(0..=max) })
            .collect()
    };
    let a = table(false)?;
    let b = table(b_zero)?;
    Ok(Board { rows, cols, a, b })
}

/// The judge's input for a board: `n m`, then table A, then table B, a row per line.
pub fn input_text(board: &Board) -> String {
    let mut text = format!("{} {}\n", board.rows, board.cols);
    for table in [&board.a, &board.b] {
        for row in table.chunks(board.cols) {
            let row: Vec<String> = row.iter().map(|v| v.to_string()).collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
    }
    text
}

/// The oracle's answer in the judge's format: the one place the fuzz target calls the oracle.
fn oracle_answer(board: &Board) -> String {
    chess_contour::format(crate::oracle::solve(board))
}

/// Decodes a board from the fuzzer's bytes and checks the solver against the oracle: the
/// binary's answer (the dense fill at these sizes) and the layered fill, which the binary
/// keeps for larger boards.
pub fn oracle(data: &[u8]) {
    let Ok(board) = decode(&mut Unstructured::new(data)) else {
        return; // too few bytes for a position
    };
    let text = input_text(&board);
    let expected = oracle_answer(&board);
    test_support::assert_answers_as_oracle(&text, crate::answer, &expected);
    test_support::assert_answers_as_oracle(&text, chess_contour::answer, &expected);
    let split = crate::split::Split::new(board.rows, board.cols);
    let layered = chess_contour::format(crate::solver::solve_with(
        &board,
        split,
        crate::parallel::Threads::one(),
    ));
    assert_eq!(layered, expected, "layered fill ≠ oracle on\n{}", text);
}
