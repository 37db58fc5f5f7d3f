//! Writes a generated board as an input file, optionally transposed: the inputs of the README's
//! big runs. `cargo run -q -p chess-contour-lab --example board -- FAMILY SIDE SEED [transposed]`,
//! e.g. `… -- largest 20 20 > 20x20.in` (the bench's boards use seed = side).

use chess_contour::board::Capacity;
use chess_contour::Board;
use lab::Draw;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |k: usize| -> usize {
        args.get(k)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| usage())
    };
    let (family, side, seed) = (
        args.first().unwrap_or_else(|| usage()),
        number(1),
        number(2),
    );
    let draw = Draw {
        seed: seed as u64,
        size: Some(side),
        cases: None,
    };
    let text = chess_contour_lab::generate::generate(family, &draw).unwrap_or_else(|e| {
        eprintln!("{}", e);
        std::process::exit(2)
    });
    match args.get(3).map(String::as_str) {
        None => print!("{}", text),
        Some("transposed") => {
            let board = chess_contour::parse(text.as_bytes(), &AnySize).expect("a generated board");
            print!("{}", input_text(&board.transposed()));
        }
        Some(_) => usage(),
    }
}

/// Any board: a generated one is transposed whether or not a solver can hold it.
struct AnySize;

impl Capacity for AnySize {
    fn check_size(&self, _rows: usize, _cols: usize) -> Result<(), String> {
        Ok(())
    }

    fn check_board(&self, _board: &Board) -> Result<(), String> {
        Ok(())
    }
}

/// The board in the input format: `n m`, then A and B row by row.
fn input_text(board: &Board) -> String {
    let mut text = format!("{} {}\n", board.rows, board.cols);
    for table in [&board.a, &board.b] {
        for row in table.chunks(board.cols) {
            let cells: Vec<String> = row.iter().map(i64::to_string).collect();
            text.push_str(&cells.join(" "));
            text.push('\n');
        }
    }
    text
}

fn usage() -> ! {
    eprintln!("usage: board FAMILY SIDE SEED [transposed]");
    std::process::exit(2)
}
