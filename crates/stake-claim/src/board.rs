//! Boards and their input format.

use crate::bitboard::{square, valid_mask};
use common::scanner::{ParseError, Scanner};

/// The largest board side: boards are 64-bit masks, one byte per row.
pub const MAX_SIDE: usize = 8;

/// The most empty squares accepted: time grows about 3× per square, and past this a board
/// would run for hours.
pub const MAX_EMPTIES: usize = 24;

/// A position: the side, and the squares of the player to move (`mover`) and of the other
/// player, as masks with square (r, c) at bit 8r + c.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub side: usize,
    pub mover: u64,
    pub other: u64,
    /// The digit of the player to move: 0 or 1.
    pub mover_digit: u8,
}

impl Board {
    pub fn empty(&self) -> u64 {
        valid_mask(self.side) & !(self.mover | self.other)
    }

    /// The board as rows of `0`, `1`, `.` (for the oracle and explain).
    #[cfg(any(test, feature = "analysis"))]
    pub fn rows(&self) -> Vec<String> {
        let (zeros, ones) = if self.mover_digit == 0 {
            (self.mover, self.other)
        } else {
            (self.other, self.mover)
        };
        (0..self.side)
            .map(|r| {
                (0..self.side)
                    .map(|c| {
                        let bit = square(r, c);
                        if zeros & bit != 0 {
                            '0'
                        } else if ones & bit != 0 {
                            '1'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect()
    }
}

/// Reads cases until a line `0` or the end of the input after a complete case.
pub fn parse(input: &[u8]) -> Result<Vec<Board>, ParseError> {
    let mut s = Scanner::new(input);
    let mut boards = Vec::new();
    loop {
        if s.at_end() {
            if boards.is_empty() {
                return Err(
                    s.error_here("expected the board size n, found end of input".to_string())
                );
            }
            return Ok(boards);
        }
        let what = "the board size n (or 0 to end the input)";
        let token = s.row(what)?;
        // Boards are 64-bit masks: n ≤ 8, the judge's limit too.
        let side = common::scanner::parse_integer(&token, what, 0, MAX_SIDE as i64)? as usize;
        if side == 0 {
            break;
        }
        boards.push(read_board(&mut s, side, boards.len() + 1, &token)?);
    }
    s.expect_end("the closing `0`")?;
    Ok(boards)
}

fn read_board(
    s: &mut Scanner,
    side: usize,
    case: usize,
    size: &common::scanner::Token,
) -> Result<Board, ParseError> {
    let (mut zeros, mut ones) = (0u64, 0u64);
    for r in 0..side {
        let what = format!("row {} of case {}", r + 1, case);
        let row = s.cells(&what, b"01.", Some(side))?;
        for (c, &byte) in row.text.iter().enumerate() {
            match byte {
                b'0' => zeros |= square(r, c),
                b'1' => ones |= square(r, c),
                _ => {}
            }
        }
    }
    let (z, o) = (zeros.count_ones() as usize, ones.count_ones() as usize);
    let empties = side * side - z - o;
    let mover_digit = if z == o {
        0
    } else if z == o + 1 {
        1
    } else {
        return Err(size.error(format!(
            "case {} has {} 0s and {} 1s; a reachable board has as many 0s as 1s or one 0 more",
            case, z, o
        )));
    };
    if empties == 0 {
        return Err(size.error(format!(
            "case {} has no empty square: there is no move to find",
            case
        )));
    }
    if empties > MAX_EMPTIES {
        return Err(size.error(format!(
            "case {} has {} empty squares; this solver takes at most {} (the search grows about 3× \
             per square)",
            case, empties, MAX_EMPTIES
        )));
    }
    let (mover, other) = if mover_digit == 0 {
        (zeros, ones)
    } else {
        (ones, zeros)
    };
    Ok(Board {
        side,
        mover,
        other,
        mover_digit,
    })
}
