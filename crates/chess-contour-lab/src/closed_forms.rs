//! Boards whose value is known without solving them, or from a smaller board: checks for sizes
//! no oracle reaches.
//!
//! - **Uniform boards** (A = a, B = b everywhere): every game fills the board, the first player
//!   ⌈nm/2⌉ cells and the second ⌊nm/2⌋ whatever the order, so the value is
//!   ⌈nm/2⌉·a − ⌊nm/2⌋·b ([`uniform_value`]).
//! - **Shifted boards** (a added to every A, b to every B): for the same reason each player's
//!   score moves by the same amount in every game, so optimal play is unchanged and the value
//!   moves by ⌈nm/2⌉·a − ⌊nm/2⌋·b.
//! - **Two zero rows at the bottom** (or two zero columns at the right) change nothing: the
//!   value is that of the board without them ([`padded`]). The rows above never wait for them,
//!   so a player can copy the smaller board's optimal play and answer a stone the opponent puts
//!   in the first of the two rows with the stone below it in the second (always legal: the two
//!   rows stay equally long before the opponent's turn, and the opponent cannot start the
//!   second row). Stones there score nothing and every such pair leaves the turn where it was,
//!   so that player gets the smaller board's value, whichever side it is. Repeated, a board
//!   whose values fill its top-left p×q corner and are zero elsewhere is worth the
//!   p'×q' corner, p' ≡ rows and q' ≡ cols (mod 2), p' ∈ {p, p + 1}, q' ∈ {q, q + 1}; a board
//!   whose values lie in its first row is worth its first row alone (odd row count) or with one
//!   zero row (even).

use chess_contour::Board;

/// ⌈nm/2⌉·a − ⌊nm/2⌋·b: the value of a rows×cols board with A = a and B = b everywhere.
pub fn uniform_value(rows: usize, cols: usize, a: i64, b: i64) -> i64 {
    let cells = (rows * cols) as i64;
    (cells + 1) / 2 * a - cells / 2 * b
}

/// The rows×cols board with A = a and B = b everywhere.
pub fn uniform(rows: usize, cols: usize, a: i64, b: i64) -> Board {
    Board {
        rows,
        cols,
        a: vec![a; rows * cols],
        b: vec![b; rows * cols],
    }
}

/// The board with a added to every A and b to every B.
pub fn shifted(board: &Board, a: i64, b: i64) -> Board {
    Board {
        rows: board.rows,
        cols: board.cols,
        a: board.a.iter().map(|&v| v + a).collect(),
        b: board.b.iter().map(|&v| v + b).collect(),
    }
}

/// `corner` in the top-left corner of a rows×cols board of zeros (rows ≥ corner.rows, cols ≥
/// corner.cols). Its value is `corner`'s when both paddings are even (see the module's proof).
pub fn padded(corner: &Board, rows: usize, cols: usize) -> Board {
    let mut board = uniform(rows, cols, 0, 0);
    for r in 0..corner.rows {
        for c in 0..corner.cols {
            board.a[r * cols + c] = corner.a[r * corner.cols + c];
            board.b[r * cols + c] = corner.b[r * corner.cols + c];
        }
    }
    board
}

/// A rows×cols board of values 0..=max drawn from `seed` (a small linear congruential draw:
/// tests need the same board every time, not good randomness).
pub fn drawn(rows: usize, cols: usize, seed: u64, max: u64) -> Board {
    let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let mut next = || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % (max + 1)) as i64
    };
    let a = (0..rows * cols).map(|_| next()).collect();
    let b = (0..rows * cols).map(|_| next()).collect();
    Board { rows, cols, a, b }
}
