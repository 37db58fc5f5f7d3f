//! The lab binary: the judge program's answers, for boards past the judge's sizes too.

fn main() {
    std::process::exit(common::run::run(
        stake_claim_lab::answer,
        stake_claim::MAX_INPUT_BYTES,
    ));
}
