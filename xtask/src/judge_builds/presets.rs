//! The judges that take these problems and how they build a Rust submission, as far as known.

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

/// The preset of a `--judge` name.
pub fn named(key: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.key == key)
}

/// What to choose on the judge, and the local command line that builds the file as it does.
pub fn how_to_submit(file: &Path, preset: &Preset) -> String {
    let editions = preset.editions;
    let others = if editions.len() > 1 {
        format!(
            " (or --edition {})",
            editions[..editions.len() - 1].join(", ")
        )
    } else {
        String::new()
    };
    format!(
        "On {} choose: {}. It runs {}.\nBuild it here as {} does:\n  rustc --edition {} {} {}{}",
        preset.name,
        preset.language,
        preset.compiler,
        preset.name,
        editions[editions.len() - 1],
        preset.flags.join(" "),
        file.display(),
        others
    )
}
