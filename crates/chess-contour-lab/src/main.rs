//! The lab binary: the layered, threaded fill, for boards far past the judge's.

fn main() {
    std::process::exit(common::run::run(
        chess_contour_lab::answer,
        chess_contour::cost::MAX_INPUT_BYTES,
    ));
}
