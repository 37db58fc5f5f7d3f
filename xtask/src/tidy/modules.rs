//! No modules that sit side by side in a crate import each other in a circle, at any depth:
//! the crate's top-level modules, and the files of each module folder (`solver/search.rs`
//! and `solver/parallel.rs` are siblings as much as `lib.rs`'s modules are).
//!
//! Each file's module path comes from where it lies (`src/a/b.rs` and `src/a/b/mod.rs` are
//! `a::b`); each `crate::…`, `self::…` and `super::…` path outside tests is resolved against
//! it, and a use of `a::x::…` from `a::y::…` is an arrow from `y` to `x` among `a`'s modules.

use super::{is_test_only, item_attrs, parse, root, rust_files, shown};
use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path in its crate, from the crate's root (empty for `lib.rs` and `main.rs`).
type ModulePath = Vec<String>;

/// Per parent module, its child modules and the siblings each imports.
type Graphs = BTreeMap<ModulePath, BTreeMap<String, BTreeSet<String>>>;

/// The module a file holds, from where it lies under `src`.
fn module_of(relative: &Path) -> ModulePath {
    let mut parts: ModulePath = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// `path` (as written: `crate`, `self`, `super` and names) seen from `module`, from the root.
fn resolve(module: &[String], path: &[String]) -> ModulePath {
    let mut at = module.to_vec();
    for (k, part) in path.iter().enumerate() {
        match part.as_str() {
            "crate" if k == 0 => at.clear(),
            "self" if k == 0 => {}
            "super" => {
                at.pop();
            }
            name => at.push(name.to_string()),
        }
    }
    at
}

/// The import graphs of a crate's `src` folder (binaries under `src/bin` left out).
fn graphs(src: &Path) -> Graphs {
    let files: Vec<_> = rust_files(src)
        .into_iter()
        .filter(|p| !p.starts_with(src.join("bin")))
        .collect();
    let modules: BTreeSet<ModulePath> = files
        .iter()
        .map(|p| module_of(p.strip_prefix(src).unwrap()))
        .collect();
    let mut graphs = Graphs::new();
    for path in &files {
        let from = module_of(path.strip_prefix(src).unwrap());
        let mut paths = Vec::new();
        for item in parse(path)
            .items
            .iter()
            .filter(|i| !is_test_only(item_attrs(i)))
        {
            anchored_paths(item.to_token_stream(), &mut paths);
        }
        for path in paths {
            let to = resolve(&from, &path);
            let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if common == from.len() || common == to.len() {
                continue; // a module's own items, or its parent's
            }
            let parent = from[..common].to_vec();
            let sibling = |path: &ModulePath| path[..=common].to_vec();
            if modules.contains(&sibling(&to)) {
                graphs
                    .entry(parent)
                    .or_default()
                    .entry(from[common].clone())
                    .or_default()
                    .insert(to[common].clone());
            }
        }
    }
    graphs
}

/// The paths in the tokens that start with `crate`, `self` or `super`, as far as their names
/// go (`use super::{a::b, c}` gives `super::a::b` and `super::c`).
fn anchored_paths(tokens: TokenStream, into: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut k = 0;
    while k < tokens.len() {
        match &tokens[k] {
            TokenTree::Group(group) => anchored_paths(group.stream(), into),
            TokenTree::Ident(ident)
                if ["crate", "self", "super"].contains(&ident.to_string().as_str())
                    && !follows_colons(&tokens, k) =>
            {
                k = path_from(&tokens, k, Vec::new(), into);
                continue;
            }
            _ => {}
        }
        k += 1;
    }
}

/// Whether the token at `k` comes right after `::` (it is then inside a path, not its start).
fn follows_colons(tokens: &[TokenTree], k: usize) -> bool {
    k >= 2 && is_colons(&tokens[k - 2], &tokens[k - 1])
}

fn is_colons(a: &TokenTree, b: &TokenTree) -> bool {
    matches!((a, b), (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':')
}

/// Reads the path that starts at `k` after `prefix` into `into`; returns where it ends.
fn path_from(
    tokens: &[TokenTree],
    mut k: usize,
    mut prefix: Vec<String>,
    into: &mut Vec<Vec<String>>,
) -> usize {
    loop {
        match tokens.get(k) {
            Some(TokenTree::Ident(name)) => prefix.push(name.to_string()),
            Some(TokenTree::Group(group)) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                for element in
                    inner.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
                {
                    path_from(element, 0, prefix.clone(), into);
                }
                return k + 1;
            }
            _ => break,
        }
        let colons = match (tokens.get(k + 1), tokens.get(k + 2)) {
            (Some(a), Some(b)) => is_colons(a, b),
            _ => false,
        };
        if !colons {
            k += 1;
            break;
        }
        k += 3;
    }
    if !prefix.is_empty() {
        into.push(prefix);
    }
    k
}

/// A circle of modules in the graph, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if !done.insert(node.to_string()) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_modules_side_by_side_import_each_other_in_a_circle() {
    let root = root();
    let mut crates = vec![root.join("xtask"), root.join("fixtures")];
    for entry in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        crates.push(entry.path());
    }
    let mut circles = Vec::new();
    for krate in crates {
        for (parent, graph) in graphs(&krate.join("src")) {
            if let Some(found) = circle(&graph) {
                let within: String = parent.iter().map(|p| format!("{}::", p)).collect();
                let found: Vec<String> = found.iter().map(|m| format!("{}{}", within, m)).collect();
                circles.push(format!("{}: {}", shown(&krate), found.join(" → ")));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "modules importing each other in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_circle_finder_finds_circles() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(
        circle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into()])
    );
}

#[test]
fn paths_are_read_and_resolved_from_the_file_that_writes_them() {
    let mut paths = Vec::new();
    let code = "use crate::{x, y::z}; crate::w::f(); a::crate_b; use super::{p::q, r}; \
                use super::super::s; self::t::u();";
    anchored_paths(code.parse().unwrap(), &mut paths);
    let from: ModulePath = vec!["m".into(), "n".into()];
    let resolved: Vec<String> = paths.iter().map(|p| resolve(&from, p).join("::")).collect();
    assert_eq!(
        resolved,
        ["x", "y::z", "w::f", "m::p::q", "m::r", "s", "m::n::t::u"]
    );
    assert_eq!(module_of(Path::new("a/b/mod.rs")), ["a", "b"]);
    assert_eq!(module_of(Path::new("a/c.rs")), ["a", "c"]);
    assert_eq!(module_of(Path::new("lib.rs")), Vec::<String>::new());
}
