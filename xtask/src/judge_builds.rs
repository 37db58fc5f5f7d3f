//! The judge files built the way judges build them: every compiler we test in every edition it
//! has (the matrix, `-O`), and the judges' own command lines where they differ (the presets).
//! A build that prints a single warning fails: judges show warnings to the user. Builds are
//! kept in `target/judge/<problem>/builds/`, named by a hash of the file, the compiler and the
//! flags, so an unchanged file is not built again.

mod presets;

use crate::bundle::JudgeFile;
use crate::digest::fnv1a;
use crate::toolchain;
use anyhow::{bail, Context, Result};
pub use presets::advice;
use presets::of_judges;
use std::path::{Path, PathBuf};

/// A compiler of the matrix and the editions it has.
pub struct Compiler {
    pub path: PathBuf,
    /// `rustc 1.95.0 (…)`.
    pub version: String,
    /// `1.95.0`.
    pub short: String,
    pub editions: Vec<&'static str>,
}

/// One way to build a judge file: compiler, edition, flags, and the judges it stands for.
pub struct Recipe<'a> {
    pub compiler: &'a Compiler,
    pub edition: &'static str,
    pub flags: &'static [&'static str],
    /// `-O` for the matrix, else the presets' names.
    pub stands_for: String,
}

/// A build of a judge file.
pub struct JudgeBuild {
    /// e.g. `rustc 1.63.0 --edition 2018 -O`.
    pub label: String,
    pub binary: PathBuf,
}

/// Every edition, and the first rustc that has it.
const EDITIONS: [(&str, (u32, u32)); 4] = [
    ("2015", (1, 0)),
    ("2018", (1, 31)),
    ("2021", (1, 56)),
    ("2024", (1, 85)),
];

/// The flags of the matrix: what `rustc -O` does on every judge that says "-O".
const MATRIX_FLAGS: &[&str] = &["-O"];

/// The workspace's rustc, and the old judge compiler when it is installed and another version.
/// A missing old compiler is skipped with a line saying how to install it, or is an error
/// under `CI=true`.
pub fn compilers() -> Result<Vec<Compiler>> {
    let workspace = toolchain::workspace_rustc();
    let mut list = vec![compiler(workspace)?];
    let old = toolchain::old_rustc();
    match toolchain::version(&old) {
        Some(version) if version != list[0].version => list.push(compiler(old)?),
        Some(_) => {}
        None if std::env::var("CI").is_ok_and(|v| v == "true") => bail!(
            "the old judge compiler {} is missing (CI needs it): {}",
            old.display(),
            toolchain::OLD_RUSTC_INSTALL
        ),
        None => println!(
            "skipped: the old judge compiler {} is not installed; install it with: {} (or set \
             JUDGE_OLD_RUSTC)",
            old.display(),
            toolchain::OLD_RUSTC_INSTALL
        ),
    }
    Ok(list)
}

fn compiler(path: PathBuf) -> Result<Compiler> {
    let version =
        toolchain::version(&path).with_context(|| format!("{} does not run", path.display()))?;
    let short = version.split_whitespace().nth(1).unwrap_or("?").to_string();
    let number = |k: usize| -> u32 {
        short
            .split('.')
            .nth(k)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let (major, minor) = (number(0), number(1));
    let editions = EDITIONS
        .iter()
        .filter(|(_, since)| (major, minor) >= *since)
        .map(|(edition, _)| *edition)
        .collect();
    Ok(Compiler {
        path,
        version,
        short,
        editions,
    })
}

/// The matrix (every compiler × every edition it has, `-O`), then the command line of each of
/// `judges` (a problem's list) where it differs from `-O`, on every compiler and edition of
/// the judge that the compiler has; the same command line twice is one recipe.
pub fn recipes<'a>(compilers: &'a [Compiler], judges: &[&str]) -> Vec<Recipe<'a>> {
    let mut list: Vec<Recipe> = Vec::new();
    for compiler in compilers {
        for &edition in &compiler.editions {
            list.push(Recipe {
                compiler,
                edition,
                flags: MATRIX_FLAGS,
                stands_for: "-O".to_string(),
            });
        }
    }
    for preset in of_judges(judges).filter(|p| p.flags != MATRIX_FLAGS) {
        for compiler in compilers {
            for &edition in preset
                .editions
                .iter()
                .filter(|e| compiler.editions.contains(e))
            {
                let same = |r: &&mut Recipe| {
                    std::ptr::eq(r.compiler, compiler)
                        && r.edition == edition
                        && r.flags == preset.flags
                };
                match list.iter_mut().find(|r| same(r)) {
                    Some(recipe) => recipe.stands_for += &format!(", {}", preset.name),
                    None => list.push(Recipe {
                        compiler,
                        edition,
                        flags: preset.flags,
                        stands_for: preset.name.to_string(),
                    }),
                }
            }
        }
    }
    list
}

/// Builds the judge file by every recipe, as many at a time as there are cores.
pub fn build_all(file: &JudgeFile, recipes: &[Recipe]) -> Result<Vec<JudgeBuild>> {
    let text = std::fs::read(&file.path)?;
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<(usize, Result<JudgeBuild>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(recipe) = recipes.get(k) else {
                            return done;
                        };
                        done.push((k, build(&file.path, &text, recipe)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a build thread"))
            .collect()
    });
    let mut results = results;
    results.sort_by_key(|(k, _)| *k);
    results.into_iter().map(|(_, r)| r).collect()
}

/// One build, or the one kept from an earlier run of the same file, compiler and flags.
fn build(source: &Path, text: &[u8], recipe: &Recipe) -> Result<JudgeBuild> {
    let mut args: Vec<&str> = vec!["--edition", recipe.edition];
    args.extend_from_slice(recipe.flags);
    let label = format!("rustc {} {}", recipe.compiler.short, args.join(" "));
    let key = fnv1a(&[
        text,
        recipe.compiler.version.as_bytes(),
        args.join(" ").as_bytes(),
    ]);
    let dir = source.with_file_name("builds");
    std::fs::create_dir_all(&dir)?;
    // No dot in the name: rustc names its temporary files after the part before the first dot,
    // and builds run side by side in this folder.
    let short = recipe.compiler.short.replace('.', "_");
    let binary = dir.join(format!("rustc-{}-{}-{:016x}", short, recipe.edition, key));
    if binary.exists() {
        return Ok(JudgeBuild { label, binary });
    }
    let output = std::process::Command::new(&recipe.compiler.path)
        .args(&args)
        .arg("-o")
        .arg(&binary)
        .arg(source)
        .output()
        .with_context(|| format!("running {}", recipe.compiler.path.display()))?;
    if !output.status.success() || !output.stderr.is_empty() {
        let _ = std::fs::remove_file(&binary);
        bail!(
            "the judge file {} {} with {}:\n{}",
            source.display(),
            if output.status.success() {
                "draws warnings"
            } else {
                "does not compile"
            },
            label,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(JudgeBuild { label, binary })
}

/// The matrix as printed under each judge file: a line per compiler, each edition with the
/// command lines built.
pub fn describe(recipes: &[Recipe], compilers: &[Compiler]) -> String {
    let mut out = String::new();
    for compiler in compilers {
        let cells: Vec<String> = compiler
            .editions
            .iter()
            .map(|&edition| {
                let stands: Vec<&str> = recipes
                    .iter()
                    .filter(|r| std::ptr::eq(r.compiler, compiler) && r.edition == edition)
                    .map(|r| r.stands_for.as_str())
                    .collect();
                format!("{}: {}", edition, stands.join(", "))
            })
            .collect();
        out += &format!("  rustc {:<8} {}\n", compiler.short, cells.join("   "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fake(short: &str, editions: &[&'static str]) -> Compiler {
        Compiler {
            path: PathBuf::new(),
            version: format!("rustc {}", short),
            short: short.to_string(),
            editions: editions.to_vec(),
        }
    }

    #[test]
    fn presets_add_builds_only_where_their_flags_differ() {
        let compilers = [
            fake("1.95.0", &["2015", "2018", "2021", "2024"]),
            fake("1.63.0", &["2015", "2018", "2021"]),
        ];
        let list = recipes(&compilers, &["luogu", "loj", "bzoj"]);
        // 7 of the matrix, LOJ's 7, Luogu's 1.
        assert_eq!(list.len(), 15);
        assert!(list
            .iter()
            .any(|r| r.edition == "2024" && r.stands_for == "Luogu"));
        assert!(list
            .iter()
            .filter(|r| r.flags == MATRIX_FLAGS)
            .all(|r| r.stands_for == "-O"));
        // acmicpc.net's `-O` is the matrix's; POJ takes no Rust.
        assert_eq!(recipes(&compilers, &["acmicpc", "poj"]).len(), 7);
    }
}
