fn main() {
    std::process::exit(common::run::run(chess_contour::answer));
}
