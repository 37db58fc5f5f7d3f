//! `cargo xtask explain chess-contour`: the optimal game, move by move, with the values of the
//! positions along it from the oracle's flat memo (the layered solver keeps no more than
//! the layers it is filling).

use crate::oracle::Values;
use chess_contour::Board;
use std::fmt::Write;

/// The optimal game as text: the value, then the cells in the order they are taken (`3b` is
/// the third stone, by the first player; `w` marks the second player), then each move with the
/// running scores. Among equally good moves the topmost row is shown.
pub fn explain(board: &Board) -> String {
    let mut values = Values::new(board);
    let game = play(board, &mut values);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}×{} board; optimal first − second = {}",
        board.rows,
        board.cols,
        values.first_minus_second(&vec![0; board.rows])
    );
    let _ = writeln!(
        out,
        "every game fills the board: {} moves whatever is played, so there is no distance to \
         the end to show",
        board.rows * board.cols
    );
    let _ = writeln!(out, "order of play (b = first player, w = second player):");
    out.push_str(&order_of_play(board, &game.taken));
    let _ = writeln!(out, "moves:");
    out.push_str(&game.moves);
    let _ = writeln!(
        out,
        "final: {} − {} = {}",
        game.first_score,
        game.second_score,
        game.first_score - game.second_score
    );
    out
}

/// One optimal game: for each cell the stone number and whether the first player took it,
/// the moves as text, and the final scores.
struct Game {
    taken: Vec<(usize, bool)>,
    moves: String,
    first_score: i64,
    second_score: i64,
}

fn play(board: &Board, values: &mut Values) -> Game {
    let (rows, cols) = (board.rows, board.cols);
    let mut lengths = vec![0usize; rows];
    let mut game = Game {
        taken: vec![(0usize, false); rows * cols],
        moves: String::new(),
        first_score: 0,
        second_score: 0,
    };
    for stone in 1..=rows * cols {
        let first_moves = stone % 2 == 1;
        let row = best_row(board, values, &mut lengths, first_moves);
        let cell = row * cols + lengths[row];
        let (who, gain) = if first_moves {
            game.first_score += board.a[cell];
            ("first ", board.a[cell])
        } else {
            game.second_score += board.b[cell];
            ("second", board.b[cell])
        };
        let _ = writeln!(
            game.moves,
            "{:>4}. {} takes ({},{}) for {:>6}   score {} : {}",
            stone, who, row, lengths[row], gain, game.first_score, game.second_score
        );
        game.taken[cell] = (stone, first_moves);
        lengths[row] += 1;
    }
    game
}

/// The topmost row whose free corner is an optimal move for the player to move.
fn best_row(board: &Board, values: &mut Values, lengths: &mut [usize], first_moves: bool) -> usize {
    let (rows, cols) = (board.rows, board.cols);
    let mut best: Option<(i64, usize)> = None;
    for row in 0..rows {
        let col = lengths[row];
        if col < cols && (row == 0 || lengths[row - 1] > col) {
            let cell = row * cols + col;
            lengths[row] += 1;
            let after = values.first_minus_second(lengths);
            lengths[row] -= 1;
            // The mover's view: its gain plus its side of the difference after the move.
            let v = if first_moves {
                board.a[cell] + after
            } else {
                board.b[cell] - after
            };
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, row));
            }
        }
    }
    best.expect("a board that is not full has a free corner").1
}

/// The board with each cell's stone number and player.
fn order_of_play(board: &Board, taken: &[(usize, bool)]) -> String {
    let width = (board.rows * board.cols).to_string().len() + 1;
    let mut out = String::new();
    for row in 0..board.rows {
        let line: Vec<String> = (0..board.cols)
            .map(|col| {
                let (stone, by_first) = taken[row * board.cols + col];
                format!(
                    "{:>w$}{}",
                    stone,
                    if by_first { 'b' } else { 'w' },
                    w = width
                )
            })
            .collect();
        let _ = writeln!(out, " {}", line.join(" "));
    }
    out
}

#[cfg(test)]
mod tests {
    /// The explained game must end on the optimal value (an identity the line must satisfy).
    #[test]
    fn the_sample_game_ends_on_its_value() {
        let board = crate::parse(b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n").unwrap();
        let text = super::explain(&board);
        assert!(text.contains("optimal first − second = 2"), "{}", text);
        assert!(text.ends_with("= 2\n"), "{}", text);
        assert!(text.contains("6 moves whatever is played"), "{}", text);
    }
}
