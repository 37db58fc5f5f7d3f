fn main() {
    std::process::exit(common::run::run(lol_fill::answer));
}
