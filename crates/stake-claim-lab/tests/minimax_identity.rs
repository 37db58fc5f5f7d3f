//! Boards too big for the oracle are checked by the minimax identity: the printed value equals
//! the best, over the empty squares, of minus the value of the board after that move, and the
//! printed move is the first square (row-major) reaching it.

use stake_claim::{Board, Solver};
use stake_claim_lab::parse;

fn fixture(name: &str) -> Vec<Board> {
    let path = format!(
        "{}/../../fixtures/stake-claim/{}.in",
        env!("CARGO_MANIFEST_DIR"),
        name
    );
    parse(&std::fs::read(path).expect("fixture exists")).expect("fixture parses")
}

fn check_identity(board: &Board) {
    let mut solver = Solver::for_boards(&[*board], stake_claim_lab::TABLE_BITS);
    let best = solver.best_move(board);
    // A fresh solver for the children, so no table entry of the parent's search is reused.
    let mut children = Solver::for_boards(&[*board], stake_claim_lab::TABLE_BITS);
    let values: Vec<(usize, i32)> = common::bits::ones(board.empty())
        .map(|index| (index, -children.value(&board.after(index))))
        .collect();
    let top = values
        .iter()
        .map(|&(_, v)| v)
        .max()
        .expect("an empty square");
    let first = values
        .iter()
        .find(|&&(_, v)| v == top)
        .expect("a best square")
        .0;
    assert_eq!(best.value, top);
    assert_eq!((best.row, best.col), (first / 8, first % 8));
}

#[test]
fn sixteen_empty_squares() {
    for board in fixture("beyond-16-empties") {
        check_identity(&board);
    }
}

#[test]
fn twelve_empty_squares_three_boards() {
    for board in fixture("beyond-12-empties") {
        check_identity(&board);
    }
}

/// A few seconds since dead squares are skipped (it was a minute and ignored before).
#[test]
fn twenty_empty_squares() {
    for board in fixture("beyond-20-empties") {
        check_identity(&board);
    }
}
