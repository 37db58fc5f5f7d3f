//! The lab binary: the judge program's search on packed pieces, for rows far past the judge's.

fn main() {
    std::process::exit(common::run::run(
        lol_fill_lab::answer,
        lol_fill::cost::MAX_INPUT_BYTES,
    ));
}
