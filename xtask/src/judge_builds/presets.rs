//! The judges that take these problems and how they build a Rust submission, as far as known.

use anyhow::{bail, Result};
use std::path::Path;

/// A judge's command line for Rust.
pub struct Preset {
    /// The `--judge` name of `cargo xtask bundle`.
    pub key: &'static str,
    pub name: &'static str,
    /// The compiler the judge runs, as far as known.
    pub compiler: &'static str,
    /// What to choose on the judge's submit page.
    pub language: &'static str,
    pub editions: &'static [&'static str],
    /// The flags besides `--edition`.
    pub flags: &'static [&'static str],
}

pub const PRESETS: [Preset; 3] = [
    Preset {
        key: "luogu",
        name: "Luogu",
        compiler: "rustc 1.88 (since 2025)",
        language: "Rust, with O2 on (edition 2024 is the only one offered)",
        editions: &["2024"],
        flags: &["-C", "opt-level=2"],
    },
    Preset {
        key: "loj",
        name: "LOJ",
        compiler: "a rustc whose version it does not state",
        language: "Rust, edition 2015, 2018, 2021 or 2024",
        editions: &["2015", "2018", "2021", "2024"],
        flags: &["-C", "opt-level=2", "--cfg", "ONLINE_JUDGE"],
    },
    Preset {
        key: "acmicpc",
        name: "acmicpc.net",
        compiler: "a rustc whose version it does not state",
        language: "Rust 2015, Rust 2018 or Rust 2021",
        editions: &["2015", "2018", "2021"],
        flags: &["-O"],
    },
];

/// Judges that host one of the problems and take no Rust at all (`shared/problems.md`).
const WITHOUT_RUST: [&str; 2] = ["poj", "lanqiao"];

/// The presets of the judges that host a problem, `judges` being the problem's list.
pub fn of_judges<'a>(judges: &'a [&str]) -> impl Iterator<Item = &'static Preset> + 'a {
    PRESETS.iter().filter(move |p| judges.contains(&p.key))
}

/// What `bundle --judge KEY` prints: what to choose on the judge and the command line that
/// builds the file as it does. A judge that does not host the problem, or hosts it and builds
/// no Rust, is an error naming the problem's judges that do.
pub fn advice(file: &Path, problem: &str, judges: &[&str], key: &str) -> Result<String> {
    let with_rust: Vec<&str> = of_judges(judges).map(|p| p.key).collect();
    if !judges.contains(&key) {
        bail!(
            "{} is not judged on `{}`; its judges: {} (with Rust: {})",
            problem,
            key,
            judges.join(", "),
            with_rust.join(", ")
        );
    }
    match PRESETS.iter().find(|p| p.key == key) {
        Some(preset) => Ok(how_to_submit(file, preset)),
        None if WITHOUT_RUST.contains(&key) => bail!(
            "`{}` hosts {} but takes no Rust; its judges that do: {}",
            key,
            problem,
            with_rust.join(", ")
        ),
        None => bail!(
            "`{}` hosts {} but its Rust command line is not known here; its judges with a \
             known one: {}",
            key,
            problem,
            with_rust.join(", ")
        ),
    }
}

/// What to choose on the judge, and the local command line that builds the file as it does,
/// on a line of its own so that it pastes into a shell as it is.
fn how_to_submit(file: &Path, preset: &Preset) -> String {
    let (newest, older) = preset
        .editions
        .split_last()
        .expect("a preset has an edition");
    let mut text = format!(
        "On {} choose: {}. It runs {}.\nBuild it here as {} does:\n  rustc --edition {} {} {}",
        preset.name,
        preset.language,
        preset.compiler,
        preset.name,
        newest,
        preset.flags.join(" "),
        file.display(),
    );
    if !older.is_empty() {
        text += &format!(
            "\n{} also offers {} {}: the same line with that --edition builds it too.",
            preset.name,
            if older.len() == 1 {
                "edition"
            } else {
                "editions"
            },
            crate::words::list(older)
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::advice;
    use std::path::Path;

    const FILE: &str = "target/judge/chess-contour/main.rs";

    #[test]
    fn a_judge_of_the_problem_gets_a_line_that_pastes_as_it_is() {
        let text = advice(
            Path::new(FILE),
            "chess-contour",
            &["luogu", "loj", "bzoj"],
            "loj",
        )
        .expect("LOJ hosts chess-contour");
        let line = text
            .lines()
            .find(|l| l.starts_with("  rustc"))
            .expect("a line");
        assert_eq!(
            line,
            "  rustc --edition 2024 -C opt-level=2 --cfg ONLINE_JUDGE target/judge/chess-contour/main.rs"
        );
        assert!(text.ends_with(
            "LOJ also offers editions 2015, 2018 and 2021: the same line with that --edition \
             builds it too."
        ));
    }

    #[test]
    fn a_judge_that_does_not_host_the_problem_or_takes_no_rust_is_refused_naming_those_that_do() {
        let why = |judges: &[&str], key| {
            format!(
                "{:#}",
                advice(Path::new(FILE), "stake-claim", judges, key).unwrap_err()
            )
        };
        assert_eq!(
            why(&["acmicpc", "poj"], "luogu"),
            "stake-claim is not judged on `luogu`; its judges: acmicpc, poj (with Rust: acmicpc)"
        );
        assert_eq!(
            why(&["acmicpc", "poj"], "poj"),
            "`poj` hosts stake-claim but takes no Rust; its judges that do: acmicpc"
        );
    }
}
