//! The plain oracle: memoised minimax over the board's characters, straight from the rules, with
//! its own region counting (a depth-first search over the grid). Independent of the bitboards.
//! Fine up to about 12 empty squares.

use stake_claim::bitboard::square;
use stake_claim::Board;
use std::collections::HashMap;

/// A board as rows of `0`, `1`, `.`.
pub type Grid = Vec<Vec<u8>>;

/// The board as rows of `0`, `1`, `.` (the oracle's grid, and explain's picture).
pub fn rows(board: &Board) -> Vec<String> {
    let (zeros, ones) = if board.mover_digit() == 0 {
        (board.mover, board.other)
    } else {
        (board.other, board.mover)
    };
    let digit = |r: usize, c: usize| match square(r, c) {
        bit if zeros & bit != 0 => '0',
        bit if ones & bit != 0 => '1',
        _ => '.',
    };
    (0..board.side)
        .map(|r| (0..board.side).map(|c| digit(r, c)).collect())
        .collect()
}

/// The positions the oracle's memo may hold over one input: past them it is refused, so that it
/// answers within 60 s and 4 GiB. It takes about 520 bytes and 2.7 µs a position (a board of
/// 13 empty squares, 414,584 positions: 1.12 s, 209 MB), so this is about 4 GiB and 22 s: one
/// board of 15 empty squares (3,492,117 positions) or two, not one of 16 (10,165,779).
pub const MAX_POSITIONS: u64 = 8_000_000;

/// The positions reachable from a board of `e` empty squares: k moves fill any k of them, the
/// mover's ⌈k/2⌉ among them.
fn positions(e: u64) -> u64 {
    // In u128: for a full 8×8 board the terms pass 10^26.
    let choose = |n: u128, k: u128| (0..k).fold(1u128, |c, i| c * (n - i) / (i + 1));
    let e = u128::from(e);
    let all: u128 = (0..=e)
        .map(|k| choose(e, k) * choose(k, k.div_ceil(2)))
        .sum();
    u64::try_from(all).unwrap_or(u64::MAX)
}

/// Ok when the boards' positions fit [`MAX_POSITIONS`]; else the refusal, naming the limit.
pub fn admit(boards: &[Board]) -> Result<(), String> {
    let mut total: u64 = 0;
    for (k, board) in boards.iter().enumerate() {
        total = total.saturating_add(positions(u64::from(board.empty().count_ones())));
        if total > MAX_POSITIONS {
            return Err(format!(
                "the oracle memoises every position it reaches, at most {} over an input to finish \
                 within 60 s and 4 GiB; the boards up to case {} reach {}",
                MAX_POSITIONS,
                k + 1,
                total
            ));
        }
    }
    Ok(())
}

/// The oracle's answers for these boards, in the judge's format.
pub fn answer(boards: &[Board]) -> String {
    let mut oracle = Oracle::default();
    boards
        .iter()
        .map(|board| {
            let mut grid: Grid = rows(board).into_iter().map(String::into_bytes).collect();
            let ((r, c), v) = oracle.best_move(&mut grid);
            format!("({},{}) {}\n", r, c, v)
        })
        .collect()
}

/// The size of the largest 4-connected region of `digit`.
pub fn largest_region(grid: &Grid, digit: u8) -> i32 {
    let n = grid.len();
    let mut seen = vec![vec![false; n]; n];
    let mut best = 0;
    for r in 0..n {
        for c in 0..n {
            if grid[r][c] != digit || seen[r][c] {
                continue;
            }
            let mut stack = vec![(r, c)];
            seen[r][c] = true;
            let mut size = 0;
            while let Some((r, c)) = stack.pop() {
                size += 1;
                let around = [
                    (r.wrapping_sub(1), c),
                    (r + 1, c),
                    (r, c.wrapping_sub(1)),
                    (r, c + 1),
                ];
                for (rr, cc) in around {
                    if rr < n && cc < n && grid[rr][cc] == digit && !seen[rr][cc] {
                        seen[rr][cc] = true;
                        stack.push((rr, cc));
                    }
                }
            }
            best = best.max(size);
        }
    }
    best
}

/// The player to move: `0` when the counts are equal, `1` when there is one more 0.
pub fn mover(grid: &Grid) -> u8 {
    let count = |d: u8| grid.iter().flatten().filter(|&&x| x == d).count();
    if count(b'0') == count(b'1') {
        b'0'
    } else {
        b'1'
    }
}

/// Exact minimax over every order of play.
#[derive(Default)]
pub struct Oracle {
    memo: HashMap<Grid, i32>,
}

impl Oracle {
    /// Value for the player to move (its final score − the other's).
    pub fn value(&mut self, grid: &mut Grid) -> i32 {
        if let Some(&v) = self.memo.get(grid) {
            return v;
        }
        let me = mover(grid);
        let them = if me == b'0' { b'1' } else { b'0' };
        let mut best: Option<i32> = None;
        let n = grid.len();
        for r in 0..n {
            for c in 0..n {
                if grid[r][c] == b'.' {
                    let v = self.move_value(grid, r, c);
                    best = Some(best.map_or(v, |b| b.max(v)));
                }
            }
        }
        let v = best.unwrap_or_else(|| largest_region(grid, me) - largest_region(grid, them));
        self.memo.insert(grid.clone(), v);
        v
    }

    /// Value for the player to move of writing its digit at (r, c).
    pub fn move_value(&mut self, grid: &mut Grid, r: usize, c: usize) -> i32 {
        grid[r][c] = mover(grid);
        let v = -self.value(grid);
        grid[r][c] = b'.';
        v
    }

    /// Every move's value, then the first (row-major) of the best: ((r, c), value).
    pub fn best_move(&mut self, grid: &mut Grid) -> ((usize, usize), i32) {
        let n = grid.len();
        let mut best: Option<((usize, usize), i32)> = None;
        for r in 0..n {
            for c in 0..n {
                if grid[r][c] == b'.' {
                    let v = self.move_value(grid, r, c);
                    if best.is_none_or(|(_, b)| v > b) {
                        best = Some(((r, c), v));
                    }
                }
            }
        }
        best.expect("a case has an empty square")
    }
}

#[cfg(test)]
mod admission {
    use super::{admit, positions};
    use lab::Draw;
    use std::collections::HashSet;

    /// The positions reached from `e` empty squares, by playing every game out.
    fn enumerated(e: u32) -> u64 {
        let mut seen = HashSet::new();
        let mut next = vec![(0u32, 0u32)];
        while let Some((mover, other)) = next.pop() {
            if !seen.insert((mover, other)) {
                continue;
            }
            let free = !(mover | other) & ((1 << e) - 1);
            for k in (0..e).filter(|k| free >> k & 1 == 1) {
                next.push((other, mover | 1 << k));
            }
        }
        seen.len() as u64
    }

    #[test]
    fn the_positions_counted_are_those_the_games_reach() {
        for e in 0..=9 {
            assert_eq!(
                positions(u64::from(e)),
                enumerated(e),
                "{} empty squares",
                e
            );
        }
        assert_eq!(positions(64), u64::MAX, "a full board saturates");
    }

    #[test]
    fn one_board_of_15_empty_squares_is_admitted_and_one_of_16_refused() {
        let boards = |empties| {
            let draw = Draw {
                seed: 1,
                size: Some(empties),
                cases: Some(1),
            };
            let text = crate::generate::generate("largest", &draw).expect("a valid draw");
            crate::parse(text.as_bytes()).expect("a valid board")
        };
        assert_eq!(admit(&boards(15)), Ok(()));
        let why = admit(&boards(16)).unwrap_err();
        assert!(why.contains("at most 8000000"), "{}", why);
    }
}
