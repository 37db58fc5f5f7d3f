//! The workspace's conventions, checked in `cargo test` (after rust-analyzer's `tidy.rs`):
//!
//! - a judge crate, and `common` which every judge file inlines, holds no `cfg` but
//!   `#[cfg(test)]` on an item: it is the judge program, the same in every build;
//! - no modules of a crate that sit side by side import each other in a circle (`modules.rs`);
//! - no function is longer than 60 lines;
//! - every source file opens with a `//!` line saying what it holds.

mod modules;

use crate::bundle::source::{is_test_only, item_attrs, scan};
use crate::paths::root;
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The longest a function may be, in lines from `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 60;

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The source folders of the workspace: every crate's `src/` and `tests/`, the fuzz targets.
fn source_files() -> Vec<PathBuf> {
    let root = root();
    let mut dirs: Vec<PathBuf> = vec![
        root.join("xtask"),
        root.join("fixtures"),
        root.join("fuzz/fuzz_targets"),
    ];
    for entry in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        dirs.push(entry.path());
    }
    dirs.iter()
        .flat_map(|d| {
            rust_files(&d.join("src"))
                .into_iter()
                .chain(rust_files(&d.join("tests")))
        })
        .chain(rust_files(&root.join("fuzz/fuzz_targets")))
        .collect()
}

fn parse(path: &Path) -> syn::File {
    let text = std::fs::read_to_string(path).unwrap();
    syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
}

fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[test]
fn judge_crates_hold_no_cfg_but_test() {
    let mut crates: Vec<String> = problems::names().iter().map(|n| n.to_string()).collect();
    crates.push("common".to_string());
    let mut found = Vec::new();
    for name in crates {
        for path in rust_files(&root().join("crates").join(&name).join("src")) {
            for line in scan(&parse(&path)).other_cfg {
                found.push(format!("{}:{}", shown(&path), line));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a judge crate (and common) holds no `cfg` but `#[cfg(test)]` on an item; move this \
         code to the lab crate or the tests:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_source_file_opens_with_what_it_holds() {
    let missing: Vec<String> = source_files()
        .into_iter()
        .filter(|p| !std::fs::read_to_string(p).unwrap().starts_with("//!"))
        .map(|p| shown(&p))
        .collect();
    assert!(
        missing.is_empty(),
        "these files do not open with a `//!` line saying what they hold:\n{}",
        missing.join("\n")
    );
}

/// Collects the functions longer than [`MAX_FUNCTION_LINES`].
#[derive(Default)]
struct LongFunctions(Vec<(String, usize, usize)>);

impl LongFunctions {
    fn check(&mut self, name: &syn::Ident, from: proc_macro2::Span, to: proc_macro2::Span) {
        let lines = to.end().line - from.start().line + 1;
        if lines > MAX_FUNCTION_LINES {
            self.0.push((name.to_string(), from.start().line, lines));
        }
    }
}

impl<'ast> Visit<'ast> for LongFunctions {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.check(
            &f.sig.ident,
            f.sig.fn_token.span,
            f.block.brace_token.span.close(),
        );
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.check(
            &f.sig.ident,
            f.sig.fn_token.span,
            f.block.brace_token.span.close(),
        );
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.check(
                &f.sig.ident,
                f.sig.fn_token.span,
                block.brace_token.span.close(),
            );
        }
        syn::visit::visit_trait_item_fn(self, f);
    }
}

#[test]
fn no_function_is_longer_than_sixty_lines() {
    let mut long = Vec::new();
    for path in source_files() {
        let mut found = LongFunctions::default();
        found.visit_file(&parse(&path));
        for (name, line, lines) in found.0 {
            long.push(format!(
                "{}:{}: `{}` has {} lines",
                shown(&path),
                line,
                name,
                lines
            ));
        }
    }
    assert!(
        long.is_empty(),
        "functions of more than {} lines (split them):\n{}",
        MAX_FUNCTION_LINES,
        long.join("\n")
    );
}
