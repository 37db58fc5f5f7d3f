//! `cargo xtask bundle <crate>`: the crate and the parts of `common` it uses, in one file that
//! compiles alone with `rustc --edition 2021 -O main.rs`.
//!
//! Real parsing (syn) and printing (prettyplease): `mod x;` declarations are inlined from their
//! files, items whose `#[cfg]` is false without tests and features (tests, oracles, explain) are
//! dropped, doc comments are dropped, and paths are rewritten for the new layout: the crate
//! becomes `mod <crate_ident>` and `common` becomes `mod common`, both at the root, next to the
//! binary's `main`.

use crate::solvers::{known, root};
use anyhow::{bail, Context, Result};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, Meta};

/// Judges cap a submission near 64 KiB; we keep well under.
pub const MAX_BYTES: usize = 32 * 1024;

/// Writes target/judge/<crate>/main.rs and returns its path.
pub fn run(name: &str) -> Result<PathBuf> {
    let krate = known(name)?;
    let text = bundle(krate)?;
    if text.len() > MAX_BYTES {
        bail!(
            "the judge file of {} is {} bytes, over the {} allowed",
            krate,
            text.len(),
            MAX_BYTES
        );
    }
    let dir = root().join("target/judge").join(krate);
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("main.rs");
    std::fs::write(&path, text)?;
    Ok(path)
}

/// The judge file's text.
pub fn bundle(krate: &str) -> Result<String> {
    let ident = krate.replace('-', "_");
    let src = root().join("crates").join(krate).join("src");
    let lib_text = std::fs::read_to_string(src.join("lib.rs"))?;
    let title = lib_text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("//! # "))
        .with_context(|| format!("{}/src/lib.rs must start with `//! # <title>`", krate))?
        .to_string();

    let mut lib = load_module(&src, &src.join("lib.rs"))?;
    Rewrite {
        own_module: ident.clone(),
    }
    .visit_file_mut(&mut lib);
    let mut main = load_module(&src, &src.join("main.rs"))?;
    Rewrite {
        own_module: ident.clone(),
    }
    .visit_file_mut(&mut main);

    // The common modules the crate names, and the ones those name in turn.
    let common_src = root().join("crates/common/src");
    let mut wanted: BTreeSet<String> = BTreeSet::new();
    collect_common_uses(&lib, &mut wanted);
    collect_common_uses(&main, &mut wanted);
    let mut modules: Vec<(String, syn::File)> = Vec::new();
    let mut done: BTreeSet<String> = BTreeSet::new();
    while let Some(name) = wanted.iter().find(|m| !done.contains(*m)).cloned() {
        done.insert(name.clone());
        let mut file = load_module(&common_src, &common_src.join(format!("{}.rs", name)))?;
        Rewrite {
            own_module: "common".to_string(),
        }
        .visit_file_mut(&mut file);
        collect_common_uses(&file, &mut wanted);
        modules.push((name, file));
    }

    let mut items: Vec<Item> = main.items;
    let common_items: Vec<Item> = modules
        .into_iter()
        .map(|(name, file)| module(&name, file.items))
        .collect();
    items.push(module("common", common_items));
    items.push(module(&ident, lib.items));
    let file = syn::File {
        shebang: None,
        attrs: vec![syn::parse_quote!(#![allow(dead_code)])],
        items,
    };
    let header = format!(
        "// {}\n// Judge file made by `cargo xtask bundle {}` from the workspace; edit the workspace, not this file.\n// Compiles alone: rustc --edition 2021 -O main.rs\n",
        title, krate
    );
    let text = prettyplease::unparse(&file);
    Ok(header + &crate::tabs::indent_with_tabs(&text)?)
}

/// `mod name { items }` (private at the root, public inside `common`).
fn module(name: &str, items: Vec<Item>) -> Item {
    let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
    syn::parse_quote!(pub mod #ident { #(#items)* })
}

/// Parses a file, drops what a judge build leaves out, and inlines its `mod x;` declarations
/// from `dir/x.rs` (recursively, from `dir/x/` for their own children).
fn load_module(dir: &Path, path: &Path) -> Result<syn::File> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let mut file = syn::parse_file(&text).with_context(|| format!("parsing {}", path.display()))?;
    file.attrs.retain(|a| !a.path().is_ident("doc"));
    strip_items(&mut file.items);
    for item in &mut file.items {
        if let Item::Mod(m) = item {
            if m.content.is_none() {
                let name = m.ident.to_string();
                let child = load_module(&dir.join(&name), &dir.join(format!("{}.rs", name)))?;
                m.content = Some((Default::default(), child.items));
                m.semi = None;
            }
        }
    }
    StripAttributes.visit_file_mut(&mut file);
    Ok(file)
}

/// Drops items whose `#[cfg]` is false in a judge build.
fn strip_items(items: &mut Vec<Item>) {
    items.retain_mut(|item| item_attrs(item).is_none_or(|attrs| in_judge_build(attrs)));
}

/// Whether no `#[cfg]` among these attributes is false in a judge build.
fn in_judge_build(attrs: &[Attribute]) -> bool {
    attrs.iter().all(|a| cfg_value(a) != Some(false))
}

fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

/// The value of a `#[cfg(...)]` in a judge build (no `test`, no features), or `None` when it
/// is not a cfg or depends on something else (the target), which the judge's rustc decides.
fn cfg_value(attr: &Attribute) -> Option<bool> {
    if !attr.path().is_ident("cfg") {
        return None;
    }
    attr.parse_args::<Meta>().ok().and_then(|m| eval(&m))
}

fn eval(meta: &Meta) -> Option<bool> {
    match meta {
        Meta::Path(p) if p.is_ident("test") => Some(false),
        Meta::NameValue(nv) if nv.path.is_ident("feature") => Some(false),
        Meta::List(list) => {
            let args: Vec<Meta> = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<Meta, syn::Token![,]>::parse_terminated,
                )
                .ok()?
                .into_iter()
                .collect();
            let values: Vec<Option<bool>> = args.iter().map(eval).collect();
            if list.path.is_ident("not") {
                values.first().copied().flatten().map(|v| !v)
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else if values.iter().all(|v| *v == Some(false)) {
                    Some(false)
                } else {
                    None
                }
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else if values.iter().all(|v| *v == Some(true)) {
                    Some(true)
                } else {
                    None
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Removes doc comments from everything that carries them in our code, and drops impl members
/// that are cfg'd out.
struct StripAttributes;

fn drop_docs(attrs: &mut Vec<Attribute>) {
    attrs.retain(|a| !a.path().is_ident("doc"));
}

impl VisitMut for StripAttributes {
    fn visit_item_mut(&mut self, item: &mut Item) {
        if let Some(attrs) = item_attrs(item) {
            drop_docs(attrs);
        }
        if let Item::Mod(m) = item {
            if let Some((_, items)) = &mut m.content {
                strip_items(items);
            }
        }
        visit_mut::visit_item_mut(self, item);
    }
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain(|member| match member {
            syn::ImplItem::Fn(f) => in_judge_build(&f.attrs),
            syn::ImplItem::Const(c) => in_judge_build(&c.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, i);
    }
    fn visit_impl_item_fn_mut(&mut self, i: &mut syn::ImplItemFn) {
        drop_docs(&mut i.attrs);
        visit_mut::visit_impl_item_fn_mut(self, i);
    }
    fn visit_impl_item_const_mut(&mut self, i: &mut syn::ImplItemConst) {
        drop_docs(&mut i.attrs);
        visit_mut::visit_impl_item_const_mut(self, i);
    }
    fn visit_trait_item_fn_mut(&mut self, i: &mut syn::TraitItemFn) {
        drop_docs(&mut i.attrs);
        visit_mut::visit_trait_item_fn_mut(self, i);
    }
    fn visit_trait_item_const_mut(&mut self, i: &mut syn::TraitItemConst) {
        drop_docs(&mut i.attrs);
        visit_mut::visit_trait_item_const_mut(self, i);
    }
    fn visit_field_mut(&mut self, f: &mut syn::Field) {
        drop_docs(&mut f.attrs);
        visit_mut::visit_field_mut(self, f);
    }
    fn visit_variant_mut(&mut self, v: &mut syn::Variant) {
        drop_docs(&mut v.attrs);
        visit_mut::visit_variant_mut(self, v);
    }
    fn visit_foreign_item_fn_mut(&mut self, f: &mut syn::ForeignItemFn) {
        drop_docs(&mut f.attrs);
        visit_mut::visit_foreign_item_fn_mut(self, f);
    }
}

/// Rewrites `crate::…` to `crate::<own_module>::…` and `common::…` to `crate::common::…`.
struct Rewrite {
    own_module: String,
}

impl Rewrite {
    fn prefix(&self, first: &syn::Ident) -> Option<Vec<syn::Ident>> {
        let span = first.span();
        if first == "crate" {
            Some(vec![
                syn::Ident::new("crate", span),
                syn::Ident::new(&self.own_module, span),
            ])
        } else if first == "common" {
            Some(vec![
                syn::Ident::new("crate", span),
                syn::Ident::new("common", span),
            ])
        } else {
            None
        }
    }
}

impl VisitMut for Rewrite {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.leading_colon.is_none() && path.segments.len() > 1 {
            if let Some(prefix) = self.prefix(&path.segments[0].ident) {
                let rest: Vec<syn::PathSegment> = path.segments.iter().skip(1).cloned().collect();
                path.segments = prefix
                    .into_iter()
                    .map(syn::PathSegment::from)
                    .chain(rest)
                    .collect();
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_use_tree_mut(&mut self, tree: &mut syn::UseTree) {
        if let syn::UseTree::Path(p) = tree {
            if let Some(prefix) = self.prefix(&p.ident) {
                let mut rebuilt = (*p.tree).clone();
                for ident in prefix.into_iter().skip(1).rev() {
                    rebuilt = syn::UseTree::Path(syn::UsePath {
                        ident,
                        colon2_token: Default::default(),
                        tree: Box::new(rebuilt),
                    });
                }
                p.ident = syn::Ident::new("crate", p.ident.span());
                *p.tree = rebuilt;
                return; // the rest of the tree is relative to the new prefix: leave it
            }
        }
        visit_mut::visit_use_tree_mut(self, tree);
    }
}

/// Adds to `wanted` the module names `m` of every `crate::common::m` path or use in the file.
fn collect_common_uses(file: &syn::File, wanted: &mut BTreeSet<String>) {
    struct Collect<'a>(&'a mut BTreeSet<String>);
    impl<'a> syn::visit::Visit<'_> for Collect<'a> {
        fn visit_path(&mut self, path: &syn::Path) {
            let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if names.len() > 2 && names[0] == "crate" && names[1] == "common" {
                self.0.insert(names[2].clone());
            }
            syn::visit::visit_path(self, path);
        }
        fn visit_use_tree(&mut self, tree: &syn::UseTree) {
            let mut names = Vec::new();
            let mut t = tree;
            while let syn::UseTree::Path(p) = t {
                names.push(p.ident.to_string());
                t = &p.tree;
            }
            if names.len() >= 2 && names[0] == "crate" && names[1] == "common" {
                match (names.get(2), t) {
                    (Some(m), _) => {
                        self.0.insert(m.clone());
                    }
                    (None, syn::UseTree::Name(n)) => {
                        self.0.insert(n.ident.to_string());
                    }
                    _ => {}
                }
            }
        }
    }
    syn::visit::Visit::visit_file(&mut Collect(wanted), file);
}
