//! The fuzz checks (the `bytes` and `oracle` targets of `fuzz/`, replayed on the committed
//! corpus by the `problems` crate's tests):
//!
//! - [`bytes`]: any input through the lab's and the judge program's answers; they must return,
//!   an error must name a line and a column inside the input, and the two must agree.
//! - [`oracle`]: a small legal board decoded from the bytes with [`arbitrary`]; both programs'
//!   answers (move and value) must equal the plain oracle's.

use crate::oracle::{Grid, Oracle};
use arbitrary::{Result, Unstructured};

/// Boards with more empty squares than this are not solved by [`bytes`]: the search grows about
/// 3× per empty square, and a fuzzer wants microseconds per input, not seconds.
pub const BYTES_MAX_EMPTIES: u32 = 12;

/// The most empty squares of an [`oracle`] board. The oracle's time grows about 3× per empty
/// square: 0.4 ms at 7, 3.3 ms at 8, and a coverage-guided fuzzer soon keeps a third of its
/// corpus at the largest count allowed. 7 still reaches every part of the search (the
/// enhanced transposition cutoff from 6 empty squares, the played-out last 2).
pub const ORACLE_MAX_EMPTIES: usize = 7;

/// Arbitrary bytes through both programs. Inputs that parse into a board with more than
/// [`BYTES_MAX_EMPTIES`] empty squares are skipped (the parse is linear in the input); all
/// others, malformed ones above all, are answered.
pub fn bytes(input: &[u8]) {
    if let Ok(boards) = crate::parse(input) {
        if boards
            .iter()
            .any(|b| b.empty().count_ones() > BYTES_MAX_EMPTIES)
        {
            return;
        }
    }
    let within = crate::within_judge_sizes(input);
    test_support::assert_programs_agree(input, crate::answer, stake_claim::answer, within);
}

/// A legal board of side 1..=8 with 1..=[`ORACLE_MAX_EMPTIES`] empty squares: the filled
/// squares hold as many 0s as 1s, or one 0 more.
pub fn decode(u: &mut Unstructured) -> Result<Grid> {
    let side = u.int_in_range(1..=8usize)?;
    let empties = u.int_in_range(1..=ORACLE_MAX_EMPTIES.min(side * side))?;
    let filled = side * side - empties;
    let zeros = filled.div_ceil(2);
    let mut grid = vec![vec![b'.'; side]; side];
    // Draw the filled squares one by one from those left, 0s first.
    let mut free: Vec<usize> = (0..side * side).collect();
    for k in 0..filled {
        let i = free.swap_remove(u.choose_index(free.len())?);
        grid[i / side][i % side] = if k < zeros { b'0' } else { b'1' };
    }
    Ok(grid)
}

/// The judge's input for one board: the side, the rows, then `0`.
pub fn input_text(grid: &Grid) -> String {
    let mut text = format!("{}\n", grid.len());
    for row in grid {
        text.push_str(&String::from_utf8_lossy(row));
        text.push('\n');
    }
    text.push_str("0\n");
    text
}

/// The oracle's answer in the judge's format: the one place the fuzz target calls the oracle.
fn oracle_answer(grid: &Grid) -> String {
    let ((r, c), v) = Oracle::default().best_move(&mut grid.clone());
    format!("({},{}) {}\n", r, c, v)
}

/// Decodes a board from the fuzzer's bytes and checks the solver against the oracle.
pub fn oracle(data: &[u8]) {
    let Ok(grid) = decode(&mut Unstructured::new(data)) else {
        return; // too few bytes for a position
    };
    let text = input_text(&grid);
    let expected = oracle_answer(&grid);
    test_support::assert_answers_as_oracle(&text, crate::answer, &expected);
    test_support::assert_answers_as_oracle(&text, stake_claim::answer, &expected);
}
