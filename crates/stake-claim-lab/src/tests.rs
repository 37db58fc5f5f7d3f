//! Both searches, the judge program's and the lab's, against the plain oracle on random boards,
//! and against each other past the oracle's reach; the statement's sample.

use crate::oracle::{Grid, Oracle};
use crate::parse;
use crate::solver::Solver;
use proptest::prelude::*;
use stake_claim::{BestMove, Board};

/// A move as the oracle gives it: ((row, column), value).
type Answer = ((usize, usize), i32);

fn answer_of(m: BestMove) -> Answer {
    ((m.row, m.col), m.value)
}

/// The judge program's answer and the lab's, each search with a table of 2^`bits` entries.
fn both_answers(board: &Board, bits: u32) -> [Answer; 2] {
    [
        answer_of(stake_claim::Solver::with_table_bits(bits).best_move(board)),
        answer_of(Solver::with_table_bits(bits).best_move(board)),
    ]
}

fn board_of(grid: &Grid) -> Board {
    let text: String = std::iter::once(grid.len().to_string())
        .chain(
            grid.iter()
                .map(|row| String::from_utf8(row.clone()).unwrap()),
        )
        .chain(std::iter::once("0".to_string()))
        .collect::<Vec<_>>()
        .join("\n");
    parse(text.as_bytes()).unwrap()[0]
}

/// A random reachable board: side 1..=8, `empties` empty squares, the rest alternately 0 and 1
/// (so either player may be to move), placed at random.
fn grid_strategy() -> impl Strategy<Value = Grid> {
    (1usize..=8)
        .prop_flat_map(|n| {
            let order: Vec<usize> = (0..n * n).collect();
            (Just(n), 1..=(n * n).min(9), Just(order).prop_shuffle())
        })
        .prop_map(|(n, empties, order)| {
            let mut grid = vec![vec![b'.'; n]; n];
            for (k, &square) in order[empties..].iter().enumerate() {
                grid[square / n][square % n] = if k % 2 == 0 { b'0' } else { b'1' };
            }
            grid
        })
}

/// The failure proptest saved (`proptest-regressions/tests.txt`, which replays its seed), as a
/// board of its own: `.0.` / `.10` / `1.0`, 1 to move.
#[test]
fn the_saved_proptest_failure_matches_the_oracle() {
    let mut grid: Grid = vec![b".0.".to_vec(), b".10".to_vec(), b"1.0".to_vec()];
    let expected = Oracle::default().best_move(&mut grid);
    assert_eq!(both_answers(&board_of(&grid), 10), [expected; 2]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    #[test]
    fn best_move_and_value_match_the_oracle(mut grid in grid_strategy()) {
        let expected = Oracle::default().best_move(&mut grid);
        // A small table: collisions and replacement get exercised too.
        prop_assert_eq!(both_answers(&board_of(&grid), 10), [expected; 2]);
    }
}

#[test]
fn sample_answers() {
    let input = b"4\n01.1\n00..\n.01.\n...1\n4\n0.01\n0.01\n1..0\n.1..\n0\n";
    assert_eq!(crate::answer(input).unwrap(), "(1,2) 2\n(2,2) -1\n");
}

/// Ties: on a board where every move is worth the same, the first empty square in row-major
/// order is chosen, even though the search tries other squares first.
#[test]
fn ties_go_to_the_first_square() {
    // Two empty squares far apart; by symmetry both moves are worth the same.
    let mut grid: Grid = ["0101", "1010", "0101", "10.."]
        .iter()
        .map(|r| r.as_bytes().to_vec())
        .collect();
    grid[3][2] = b'.';
    let expected = Oracle::default().best_move(&mut grid);
    assert_eq!(both_answers(&board_of(&grid), 12), [expected; 2]);
}

/// A node whose lower and upper bounds meet before any move is tried: its value is that bound.
/// (Searching on with the window narrowed to nothing once returned a wrong value here; found
/// by the property test above.)
#[test]
fn bounds_that_meet_are_the_value() {
    for rows in [[".01", ".10", "1.0"], [".0.", ".10", "1.0"]] {
        let mut grid: Grid = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
        let expected = Oracle::default().best_move(&mut grid);
        assert_eq!(
            both_answers(&board_of(&grid), 12),
            [expected; 2],
            "{rows:?}"
        );
    }
}

/// Every reachable board of side 1 to 3 (as many 0s as 1s or one 0 more, at least one empty
/// square): 5,950 boards, move and value against the oracle.
#[test]
fn every_board_up_to_three_by_three_matches_the_oracle() {
    use itertools::Itertools;
    let mut oracle = Oracle::default();
    let mut judge = stake_claim::Solver::with_table_bits(12);
    let mut lab = Solver::with_table_bits(12);
    let mut checked = 0;
    for side in 1..=3 {
        for cells in itertools::repeat_n(b"01.", side * side).multi_cartesian_product() {
            let count = |d: u8| cells.iter().filter(|&&&c| c == d).count();
            let (zeros, ones) = (count(b'0'), count(b'1'));
            if !(zeros == ones || zeros == ones + 1) || count(b'.') == 0 {
                continue;
            }
            let mut grid: Grid = cells
                .chunks(side)
                .map(|r| r.iter().map(|&&c| c).collect())
                .collect();
            let expected = oracle.best_move(&mut grid);
            let board = board_of(&grid);
            let got = [judge.best_move(&board), lab.best_move(&board)].map(answer_of);
            assert_eq!(got, [expected; 2], "{:?}", grid);
            checked += 1;
        }
    }
    assert_eq!(checked, 5_950);
}

/// Past the oracle's reach the two searches are independent programs (the lab's shares only
/// the bitboard with the judge's): 8×8 boards of 10 to 15 empty squares, the lab on two threads
/// (they share the table from 12 empty squares up), must answer as the judge program does.
#[test]
fn the_lab_answers_as_the_judge_program_past_the_oracle() {
    for empties in 10..=15 {
        for seed in 0..8 {
            let draw = lab::Draw {
                seed,
                size: Some(empties),
                cases: Some(1),
            };
            let input = crate::generate::generate("largest", &draw).expect("a valid draw");
            let board = parse(input.as_bytes()).unwrap()[0];
            let judge = stake_claim::Solver::for_boards(&[board]).best_move(&board);
            let mut lab = Solver::for_boards(&[board]);
            lab.set_threads(2);
            let got = lab.best_move(&board);
            assert_eq!(answer_of(got), answer_of(judge), "{}", input);
        }
    }
}
