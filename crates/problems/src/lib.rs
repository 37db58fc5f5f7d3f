//! The one list of problems. Fixtures, the xtask and the fuzz targets serve every problem
//! through it, by name, with no per-problem `match`: a new problem is a judge crate, a lab
//! crate implementing [`lab::Problem`], and one line in [`ALL`].

use lab::Problem;

/// Every problem, in the order tasks visit them.
pub static ALL: [&dyn Problem; 3] = [
    &stake_claim_lab::StakeClaim,
    &chess_contour_lab::ChessContour,
    &lol_fill_lab::LolFill,
];

/// The problem whose judge crate has this name.
pub fn named(name: &str) -> Option<&'static dyn Problem> {
    ALL.iter().copied().find(|p| p.name() == name)
}

/// The names of all problems, for messages and command lines.
pub fn names() -> Vec<&'static str> {
    ALL.iter().map(|p| p.name()).collect()
}

/// The problem a fuzz target runs: the one the environment variable `FUZZ_PROBLEM` names (set
/// by `cargo xtask fuzz`). Exits with a message when it names none.
pub fn fuzzed() -> &'static dyn Problem {
    static CHOSEN: std::sync::OnceLock<&'static dyn Problem> = std::sync::OnceLock::new();
    *CHOSEN.get_or_init(|| {
        let name = std::env::var("FUZZ_PROBLEM").unwrap_or_default();
        named(&name).unwrap_or_else(|| {
            eprintln!(
                "FUZZ_PROBLEM names no problem (`{}`); one of: {} (run `cargo xtask fuzz`)",
                name,
                names().join(", ")
            );
            std::process::exit(2)
        })
    })
}

/// The fuzz corpus folder of a problem's target (`bytes` or `oracle`): `fuzz/corpus/<name>_<kind>`
/// with the name's dashes as underscores.
pub fn fuzz_target_folder(problem: &dyn Problem, kind: &str) -> String {
    format!("{}_{}", problem.name().replace('-', "_"), kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for problem in ALL {
            assert!(std::ptr::eq(
                named(problem.name()).unwrap() as *const dyn Problem as *const u8,
                problem as *const dyn Problem as *const u8
            ));
        }
        let mut names = names();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert!(named("nope").is_none());
    }
}
