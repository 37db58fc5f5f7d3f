//! Leaves out what the judge binary never reaches. The compiler knows: the judge file is a
//! binary crate, so every item no path from `main` uses draws a `dead_code` warning, and every
//! import left without use an `unused_imports` one. Those items are cut from the text, and the
//! file checked again, until nothing is dead.

use super::text::{Edits, Source};
use anyhow::{bail, Context, Result};
use serde_json::Value;
use std::path::Path;
use syn::spanned::Spanned;
use syn::{ImplItem, Item};

/// Rounds of checking; each round removes everything reported dead in it.
const MAX_ROUNDS: usize = 12;

/// The text without dead items and unused imports; `rustc` is the compiler that checks it.
pub fn prune(mut text: String, rustc: &Path, scratch: &Path) -> Result<String> {
    for _ in 0..MAX_ROUNDS {
        let findings = check(&text, rustc, scratch)?;
        if findings.is_empty() {
            return Ok(text);
        }
        text = cut(&text, &findings)?;
    }
    bail!("dead code still reported after {} rounds", MAX_ROUNDS)
}

/// What the compiler reported: dead items by the byte where their name starts, and the
/// removals it suggests for unused imports.
#[derive(Default)]
struct Findings {
    dead_names: Vec<(usize, String)>,
    unused_imports: Vec<(std::ops::Range<usize>, String)>,
}

impl Findings {
    fn is_empty(&self) -> bool {
        self.dead_names.is_empty() && self.unused_imports.is_empty()
    }
}

/// Type-checks the text as a binary crate (no code generation) and collects the warnings.
fn check(text: &str, rustc: &Path, scratch: &Path) -> Result<Findings> {
    std::fs::create_dir_all(scratch)?;
    let file = scratch.join("judge.rs");
    let crate_only = CrateVisible::new(text)?;
    std::fs::write(&file, &crate_only.text)?;
    let output = std::process::Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        .args([
            "--error-format=json",
            "-W",
            "dead_code",
            "-W",
            "unused_imports",
        ])
        .arg("-o")
        .arg(scratch.join("judge.rmeta"))
        .arg(&file)
        .output()
        .with_context(|| format!("running {}", rustc.display()))?;
    let mut findings = Findings::default();
    let mut errors = String::new();
    for line in String::from_utf8_lossy(&output.stderr).lines() {
        let Ok(diagnostic) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let code = diagnostic["code"]["code"].as_str().unwrap_or("");
        match (diagnostic["level"].as_str(), code) {
            (Some("error"), _) => {
                errors.push_str(diagnostic["rendered"].as_str().unwrap_or(line));
            }
            (_, "dead_code") => {
                for span in primary_spans(&diagnostic) {
                    let message = diagnostic["message"].as_str().unwrap_or("").to_string();
                    findings
                        .dead_names
                        .push((crate_only.original(span.0), message));
                }
            }
            (_, "unused_imports") => {
                let mut removals = Vec::new();
                collect_removals(&diagnostic, &mut removals);
                for (range, with) in removals {
                    let range = crate_only.original(range.start)..crate_only.original(range.end);
                    findings.unused_imports.push((range, with));
                }
            }
            _ => {}
        }
    }
    if !errors.is_empty() {
        bail!("the bundled file does not compile:\n{}", errors);
    }
    Ok(findings)
}

/// The text with every `pub` made `pub(crate)`: rustc counts public items of the crate root's
/// public modules as used even in a binary, and so would not report them. Offsets of the
/// check's diagnostics are mapped back to the original text.
struct CrateVisible {
    text: String,
    /// Where `(crate)` went in, as offsets of the original text.
    inserted_at: Vec<usize>,
}

const CRATE: &str = "(crate)";

impl CrateVisible {
    fn new(text: &str) -> Result<Self> {
        let tokens: proc_macro2::TokenStream = text
            .parse()
            .map_err(|e| anyhow::anyhow!("lexing the judge file: {}", e))?;
        let source = Source::new(text);
        let mut inserted_at = Vec::new();
        bare_pubs(tokens, &source, &mut inserted_at);
        inserted_at.sort_unstable();
        let mut edits = Edits::default();
        for &at in &inserted_at {
            edits.replace(at..at, CRATE);
        }
        Ok(CrateVisible {
            text: edits.apply(text)?,
            inserted_at,
        })
    }

    /// The original offset of an offset in the check's text.
    fn original(&self, offset: usize) -> usize {
        let before = self
            .inserted_at
            .iter()
            .enumerate()
            .take_while(|&(k, &at)| at + k * CRATE.len() < offset)
            .count();
        offset - before * CRATE.len()
    }
}

/// The ends of the `pub` keywords not followed by a restriction such as `(crate)`.
fn bare_pubs(tokens: proc_macro2::TokenStream, source: &Source, into: &mut Vec<usize>) {
    use proc_macro2::{Delimiter, TokenTree};
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (k, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => bare_pubs(group.stream(), source, into),
            TokenTree::Ident(ident) if ident == "pub" => {
                let restricted = matches!(tokens.get(k + 1),
                    Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
                if !restricted {
                    into.push(source.range(ident.span()).end);
                }
            }
            _ => {}
        }
    }
}

fn primary_spans(diagnostic: &Value) -> Vec<(usize, usize)> {
    diagnostic["spans"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|s| s["is_primary"].as_bool() == Some(true))
        .filter_map(|s| {
            Some((
                s["byte_start"].as_u64()? as usize,
                s["byte_end"].as_u64()? as usize,
            ))
        })
        .collect()
}

/// The compiler's suggested replacements (removals) in the diagnostic's children.
fn collect_removals(diagnostic: &Value, into: &mut Vec<(std::ops::Range<usize>, String)>) {
    for child in diagnostic["children"].as_array().into_iter().flatten() {
        for span in child["spans"].as_array().into_iter().flatten() {
            if let (Some(start), Some(end), Some(with)) = (
                span["byte_start"].as_u64(),
                span["byte_end"].as_u64(),
                span["suggested_replacement"].as_str(),
            ) {
                into.push((start as usize..end as usize, with.to_string()));
            }
        }
    }
}

/// Removes the reported items (found by where their name starts) and unused imports.
fn cut(text: &str, findings: &Findings) -> Result<String> {
    let file = syn::parse_file(text).context("parsing the bundled file")?;
    let source = Source::new(text);
    let mut edits = Edits::default();
    let mut removed_types = Vec::new();
    for (start, message) in &findings.dead_names {
        let (range, name) = find_item(&file.items, &source, *start).with_context(|| {
            let line = text[..*start].lines().count();
            format!(
                "line {} of the judge file: {}; only whole items can be left out: move it to \
                 the lab crate, or into the tests, or use it",
                line, message
            )
        })?;
        edits.remove(source.with_its_lines(range));
        removed_types.push(name);
    }
    // The impls of a removed type go with it.
    remove_impls_of(&file.items, &removed_types, &source, &mut edits);
    for (range, with) in &findings.unused_imports {
        edits.replace(range.clone(), with.clone());
    }
    edits.apply(text)
}

/// The byte range and name of the item, or impl member, whose name starts at `start`.
fn find_item(
    items: &[Item],
    source: &Source,
    start: usize,
) -> Option<(std::ops::Range<usize>, String)> {
    for item in items {
        if let Some(ident) = item_ident(item) {
            if source.range(ident.span()).start == start {
                return Some((source.range(item.span()), ident.to_string()));
            }
        }
        let found = match item {
            Item::Mod(m) => m
                .content
                .as_ref()
                .and_then(|(_, inner)| find_item(inner, source, start)),
            Item::Impl(i) => i.items.iter().find_map(|member| {
                let ident = match member {
                    ImplItem::Fn(f) => &f.sig.ident,
                    ImplItem::Const(c) => &c.ident,
                    ImplItem::Type(t) => &t.ident,
                    _ => return None,
                };
                (source.range(ident.span()).start == start)
                    .then(|| (source.range(member.span()), ident.to_string()))
            }),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

fn item_ident(item: &Item) -> Option<&syn::Ident> {
    Some(match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        Item::Mod(i) => &i.ident,
        _ => return None,
    })
}

/// Removes every impl (inherent or of a trait) whose type or trait is one of `names`.
fn remove_impls_of(items: &[Item], names: &[String], source: &Source, edits: &mut Edits) {
    let named = |path: Option<&syn::Path>| {
        path.and_then(|p| p.segments.last())
            .is_some_and(|s| names.iter().any(|n| s.ident == n))
    };
    for item in items {
        match item {
            Item::Impl(i) => {
                let self_path = match &*i.self_ty {
                    syn::Type::Path(p) => Some(&p.path),
                    _ => None,
                };
                if named(self_path) || named(i.trait_.as_ref().map(|t| &t.1)) {
                    edits.remove(source.with_its_lines(source.range(item.span())));
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    remove_impls_of(inner, names, source, edits);
                }
            }
            _ => {}
        }
    }
}
