//! Boards and their input format.

use crate::bitboard::{square, valid_mask};
use common::scanner::{ParseError, Scanner};

/// What a program takes: boards of side at most `max_side` (≤ 8: a 64-bit mask, a byte a row)
/// with at most `max_empties` empty squares, and `max_work` units in one input, 3^max(e, 5) a
/// case of e empty squares.
pub struct Limits {
    pub max_side: usize,
    pub max_empties: usize,
    pub max_work: u64,
}

/// A position: the side, and the squares of the player to move (`mover`) and of the other
/// player, as masks.
#[derive(Clone, Copy)]
pub struct Board {
    pub side: usize,
    pub mover: u64,
    pub other: u64,
}

impl Board {
    pub fn empty(&self) -> u64 {
        valid_mask(self.side) & !(self.mover | self.other)
    }

    /// The digit of the player to move: 1 when it owns fewer squares (there is one 0 more).
    pub fn mover_digit(&self) -> u8 {
        u8::from(self.mover.count_ones() < self.other.count_ones())
    }

    /// The position after the mover writes on square `index` (8r + c).
    pub fn after(&self, index: usize) -> Board {
        Board {
            side: self.side,
            mover: self.other,
            other: self.mover | 1 << index,
        }
    }
}

/// Reads cases until a line `0` or the end of the input after a complete case; refuses a board
/// past `limits`.
pub fn parse(input: &[u8], limits: &Limits) -> Result<Vec<Board>, ParseError> {
    let mut s = Scanner::new(input);
    let mut boards = Vec::new();
    let mut work = 0;
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
        let side =
            common::scanner::parse_integer(&token, what, 0, limits.max_side as i64)? as usize;
        if side == 0 {
            break;
        }
        let case = boards.len() + 1;
        let board = read_board(&mut s, side, case, &token)?;
        let empties = board.empty().count_ones();
        work = 3u64.saturating_pow(empties.max(5)).saturating_add(work);
        if empties as usize > limits.max_empties || work > limits.max_work {
            return Err(token.error(format!(
                "case {} has {} empty squares, the input up to it {} units of work (3^e a case \
                 of e ≥ 5 empty); this program takes at most {} empty squares and {} \
                 units",
                case, empties, work, limits.max_empties, limits.max_work
            )));
        }
        boards.push(board);
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
    // 0 moves when the counts are equal, 1 when there is one 0 more.
    let (mover, other) = if z == o {
        (zeros, ones)
    } else if z == o + 1 {
        (ones, zeros)
    } else {
        return Err(size.error(format!(
            "case {} has {} 0s and {} 1s; a reachable board has as many 0s as 1s or one 0 more",
            case, z, o
        )));
    };
    if z + o == side * side {
        return Err(size.error(format!(
            "case {} has no empty square: there is no move to find",
            case
        )));
    }
    Ok(Board { side, mover, other })
}
