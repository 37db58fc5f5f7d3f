//! The judge program: stdin → the answer on stdout, or an error on stderr and exit code 1.

fn main() {
    std::process::exit(common::run::run(
        chess_contour::answer,
        chess_contour::cost::MAX_INPUT_BYTES,
    ));
}
