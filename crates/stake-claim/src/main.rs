fn main() {
    std::process::exit(common::run::run(stake_claim::answer));
}
