//! `cargo xtask bundle <problem>`: the judge crate and the parts of `common` it uses, in one
//! file that compiles alone, without a warning, with rustc 1.63 or newer in every edition it has
//! (`rustc --edition 2021 -O main.rs`).
//!
//! The bundler works on the source text, so comments stay where they are: the crate root's
//! docs and items first, then `main`, then the crate's modules in declaration order, then the
//! shared helpers. `mod x;` is inlined from its file and `#[cfg(test)]` items are left out
//! ([`source`]; any other `cfg` is refused), paths to `common` are rewritten, and whatever the
//! judge binary does not reach is cut ([`prune`]). rustfmt lays the file out with tabs (judges
//! count bytes).

mod prune;
pub mod source;
mod text;

use crate::paths::root;
use crate::toolchain;
use anyhow::{bail, Context, Result};
use lab::Problem;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Judges cap a submission near 64 KiB; we keep well under.
pub const MAX_BYTES: usize = 32 * 1024;

/// A judge file and what it is made of.
pub struct JudgeFile {
    pub path: PathBuf,
    pub bytes: usize,
    pub lines: usize,
    pub comment_lines: usize,
    pub comment_bytes: usize,
}

impl std::fmt::Display for JudgeFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} bytes ({} in comments), {} lines ({} of comments)",
            self.path.display(),
            self.bytes,
            self.comment_bytes,
            self.lines,
            self.comment_lines
        )
    }
}

/// target/judge/<problem>/main.rs.
pub fn file_path(problem: &dyn Problem) -> PathBuf {
    root()
        .join("target/judge")
        .join(problem.name())
        .join("main.rs")
}

/// Writes target/judge/<problem>/main.rs.
pub fn run(problem: &dyn Problem) -> Result<JudgeFile> {
    let text = bundle(problem)?;
    let path = file_path(problem);
    std::fs::create_dir_all(path.parent().expect("the file is in a folder"))?;
    std::fs::write(&path, &text)?;
    let file = measure(path, &text);
    if file.bytes > MAX_BYTES {
        bail!("{}: over the {} bytes allowed", file, MAX_BYTES);
    }
    Ok(file)
}

/// What the judge file at `path`, holding `text`, is made of.
fn measure(path: PathBuf, text: &str) -> JudgeFile {
    let comments: Vec<&str> = text
        .lines()
        .filter(|l| l.trim_start().starts_with("//"))
        .collect();
    JudgeFile {
        path,
        bytes: text.len(),
        lines: text.lines().count(),
        comment_lines: comments.len(),
        comment_bytes: comments.iter().map(|l| l.len() + 1).sum(),
    }
}

/// The judge file's text.
pub fn bundle(problem: &dyn Problem) -> Result<String> {
    let krate = problem.name();
    let ident = krate.replace('-', "_");
    let src = root().join("crates").join(krate).join("src");
    let lib = source::load(&src, &src.join("lib.rs"), true)?;
    let main = source::load(&src, &src.join("main.rs"), false)?;
    let to_common = [("common", "crate::common")];
    let mut text = String::new();
    text.push_str(&format!(
        "// Made by `cargo xtask bundle {}`: edit the workspace, not this file.\n// Compiles \
         alone, without a warning, with rustc 1.63 or newer in every edition: rustc --edition \
         2021 -O main.rs\n",
        krate
    ));
    text.push_str(&source::rename_paths(&lib.text, &to_common)?);
    text.push('\n');
    // The binary's own `//!` line would stand in the middle of the file: the crate's docs say it.
    let main_code: String = main
        .text
        .lines()
        .skip_while(|l| l.starts_with("//!") || l.trim().is_empty())
        .map(|l| format!("{}\n", l))
        .collect();
    text.push_str(&source::rename_paths(
        &main_code,
        &[("common", "crate::common"), (ident.as_str(), "crate")],
    )?);
    for child in &lib.children {
        text.push('\n');
        text.push_str(&source::rename_paths(child, &to_common)?);
    }
    text.push_str(&common_modules(&text)?);
    let scratch = root().join("target/judge").join(krate).join("check");
    let text = prune::prune(text, &toolchain::workspace_rustc(), &scratch)?;
    let text = rustfmt(&text)?;
    check_judge_safe(&text)?;
    Ok(text)
}

/// `pub mod common { … }` with the modules of `common` the text names, and those they name.
fn common_modules(text: &str) -> Result<String> {
    let dir = root().join("crates/common/src");
    let mut wanted = names_after(text, "crate::common::");
    let mut done = BTreeSet::new();
    let mut modules = String::new();
    while let Some(name) = wanted.iter().find(|m| !done.contains(*m)).cloned() {
        done.insert(name.clone());
        let module = source::load(&dir.join(&name), &dir.join(format!("{}.rs", name)), false)?;
        let module = source::rename_paths(&module.text, &[("crate", "crate::common")])?;
        let module = without_item_comments(&module);
        wanted.extend(names_after(&module, "crate::common::"));
        modules.push_str(&format!("pub mod {} {{\n{}}}\n", name, module));
    }
    Ok(format!(
        "\n/// The workspace's shared helpers (crate `common`), the parts this solver uses.\npub mod common {{\n{}}}\n",
        modules
    ))
}

/// The text without its comments but the first paragraph of its module docs (`//!`): the
/// shared helpers are plumbing, and judge files are short of bytes for the solver's own
/// explanations.
fn without_item_comments(text: &str) -> String {
    let mut in_summary = true;
    text.lines()
        .filter(|line| {
            let line = line.trim_start();
            if line == "//!" {
                in_summary = false;
            }
            !line.starts_with("//") || (line.starts_with("//!") && in_summary)
        })
        .map(|line| format!("{}\n", line))
        .collect()
}

/// The identifiers that follow `prefix` anywhere in the text.
fn names_after(text: &str, prefix: &str) -> BTreeSet<String> {
    text.match_indices(prefix)
        .map(|(i, _)| {
            text[i + prefix.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// The text as rustfmt lays it out, with hard tabs.
fn rustfmt(text: &str) -> Result<String> {
    use std::io::Write;
    let mut child = std::process::Command::new(toolchain::rustfmt())
        .args([
            "--edition",
            "2021",
            "--config",
            "hard_tabs=true,use_small_heuristics=Max",
            "--emit",
            "stdout",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .context("running rustfmt (install: `rustup component add rustfmt`)")?;
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(text.as_bytes())?;
    let output = child.wait_with_output()?;
    if !output.status.success() {
        bail!(
            "rustfmt failed on the judge file:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(String::from_utf8(output.stdout)?)
}

/// Judge files hold no `unsafe`, no `extern` block or function and start no thread.
fn check_judge_safe(text: &str) -> Result<()> {
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let words: Vec<&str> = code
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .collect();
        let found = words.iter().find(|w| {
            matches!(**w, "unsafe" | "extern")
                || w.ends_with("thread::spawn")
                || w.ends_with("thread::scope")
        });
        if let Some(word) = found {
            bail!(
                "line {} of the judge file has `{}`: judge files are safe, single-threaded \
                 code; it belongs in the lab crate",
                n + 1,
                word
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `common::bits` holds the set-bit iterator stake-claim uses and the packed cells only
    /// lol-fill's workspace build uses: each judge file must carry just what it calls.
    #[test]
    fn judge_files_carry_only_the_helpers_they_use() {
        let named = |name: &str| bundle(problems::named(name).unwrap()).unwrap();
        let stake = named("stake-claim");
        assert!(stake.contains("pub fn ones(mask: u64)"));
        assert!(!stake.contains("PackedCells"));
        let chess = named("chess-contour");
        assert!(!chess.contains("mod bits"));
        let lol = named("lol-fill");
        assert!(!lol.contains("mod bits") && !lol.contains("PackedCells"));
        for text in [&stake, &chess, &lol] {
            assert!(text.len() <= MAX_BYTES);
        }
    }

    /// The first `N bytes (M of comments)` a README states, as numbers.
    fn stated_bytes(readme: &str) -> Option<(usize, usize)> {
        let number = |s: &str| s.replace(',', "").parse::<usize>().ok();
        let at = readme.find(" of comments)")?;
        let before = &readme[..at];
        let open = before.rfind(" bytes (")?;
        let comments = number(&before[open + " bytes (".len()..])?;
        let start = before[..open].rfind(|c: char| !(c.is_ascii_digit() || c == ','))? + 1;
        Some((number(&before[start..open])?, comments))
    }

    /// Each judge crate's README states its file's size and comments as the bundler makes it
    /// today, and docs/judge-files.md quotes lol-fill's `bundle` line as it prints it.
    #[test]
    fn the_readmes_state_the_judge_files_as_they_are() {
        for problem in problems::ALL {
            let text = bundle(problem).unwrap();
            let file = measure(file_path(problem), &text);
            let path = root().join("crates").join(problem.name()).join("README.md");
            let readme = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                stated_bytes(&readme),
                Some((file.bytes, file.comment_bytes)),
                "{}: bytes and comment bytes as `cargo xtask bundle {}` prints them",
                path.display(),
                problem.name()
            );
            if problem.name() == "lol-fill" {
                let docs = std::fs::read_to_string(root().join("docs/judge-files.md")).unwrap();
                let line = file.to_string().replace(&root().display().to_string(), "");
                let line = line.trim_start_matches('/').to_string();
                assert!(
                    docs.contains(&line),
                    "docs/judge-files.md should quote: {}",
                    line
                );
            }
        }
    }
}
