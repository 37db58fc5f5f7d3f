//! A crate's source as a judge build sees it: `mod x;` inlined from its file, items whose
//! `#[cfg]` is false without tests and features dropped, paths rewritten for the new layout.
//! Everything else, comments included, stays as written.

use super::text::{Edits, Source};
use anyhow::{bail, Context, Result};
use proc_macro2::{Spacing, TokenStream, TokenTree};
use std::path::Path;
use syn::spanned::Spanned;
use syn::{Attribute, ImplItem, Item, Meta, TraitItem};

/// A module's text with its children inlined, and the children apart when `apart` (the
/// crate root keeps its modules for the end of the file, after the code that ties them up).
pub struct Module {
    pub text: String,
    pub children: Vec<String>,
}

/// Loads `path`, drops what a judge build leaves out, and inlines its `mod x;` from
/// `dir/x.rs` (their own children from `dir/x/`). With `apart`, the inlined modules are cut
/// out of the text and returned in `children`, in declaration order.
pub fn load(dir: &Path, path: &Path, apart: bool) -> Result<Module> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let file = syn::parse_file(&text).with_context(|| format!("parsing {}", path.display()))?;
    let source = Source::new(&text);
    let mut edits = Edits::default();
    drop_judge_absent(&file.items, &source, &mut edits);
    let mut children = Vec::new();
    for item in &file.items {
        let Item::Mod(m) = item else { continue };
        let Some(semi) = m.semi else { continue };
        if !in_judge_build(&m.attrs) {
            continue;
        }
        let name = m.ident.to_string();
        let child = load(&dir.join(&name), &dir.join(format!("{}.rs", name)), false)?;
        // The declaration without its true `#[cfg]`s: the edit below replaces the whole item.
        let kept: String = m
            .attrs
            .iter()
            .filter(|a| cfg_value(a) != Some(true))
            .map(|a| format!("{}\n", &text[source.range(a.span())]))
            .collect();
        let declaration = match &m.vis {
            syn::Visibility::Inherited => m.mod_token.span,
            vis => vis.span(),
        };
        let head = &text[source.range(declaration).start..source.range(semi.span).start];
        let inlined = format!("{}{} {{\n{}}}\n", kept, head.trim_end(), child.text);
        if apart {
            edits.remove(source.with_its_lines(source.range(item.span())));
            children.push(inlined);
        } else {
            edits.replace(source.range(item.span()), inlined);
        }
    }
    Ok(Module {
        text: edits.apply(&text)?,
        children,
    })
}

/// Removes every item, impl member and trait member whose `#[cfg]` is false in a judge build,
/// and the `#[cfg]`s that are true there (such as `cfg(not(feature = "parallel"))`).
fn drop_judge_absent(items: &[Item], source: &Source, edits: &mut Edits) {
    for item in items {
        let attrs = item_attrs(item);
        if !in_judge_build(attrs) {
            edits.remove(source.with_its_lines(source.range(item.span())));
            continue;
        }
        drop_true_cfgs(attrs, source, edits);
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    drop_judge_absent(inner, source, edits);
                }
            }
            Item::Impl(i) => {
                for member in &i.items {
                    if !in_judge_build(impl_item_attrs(member)) {
                        edits.remove(source.with_its_lines(source.range(member.span())));
                    } else {
                        drop_true_cfgs(impl_item_attrs(member), source, edits);
                    }
                }
            }
            Item::Trait(t) => {
                for member in &t.items {
                    if !in_judge_build(trait_item_attrs(member)) {
                        edits.remove(source.with_its_lines(source.range(member.span())));
                    }
                }
            }
            _ => {}
        }
    }
}

pub fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

fn impl_item_attrs(member: &ImplItem) -> &[Attribute] {
    match member {
        ImplItem::Const(i) => &i.attrs,
        ImplItem::Fn(i) => &i.attrs,
        ImplItem::Type(i) => &i.attrs,
        _ => &[],
    }
}

fn trait_item_attrs(member: &TraitItem) -> &[Attribute] {
    match member {
        TraitItem::Const(i) => &i.attrs,
        TraitItem::Fn(i) => &i.attrs,
        TraitItem::Type(i) => &i.attrs,
        _ => &[],
    }
}

/// Removes the `#[cfg]`s that are true in a judge build: they would only puzzle its reader.
fn drop_true_cfgs(attrs: &[Attribute], source: &Source, edits: &mut Edits) {
    for attr in attrs.iter().filter(|a| cfg_value(a) == Some(true)) {
        edits.remove(source.whole_lines(source.range(attr.span())));
    }
}

/// Whether no `#[cfg]` among these attributes is false in a judge build.
fn in_judge_build(attrs: &[Attribute]) -> bool {
    attrs.iter().all(|a| cfg_value(a) != Some(false))
}

/// The value of a `#[cfg(...)]` in a judge build (no `test`, no `doc`, no features), or `None`
/// when it is not a cfg or depends on something else (the target), which the judge's rustc
/// decides.
fn cfg_value(attr: &Attribute) -> Option<bool> {
    if !attr.path().is_ident("cfg") {
        return None;
    }
    attr.parse_args::<Meta>().ok().and_then(|m| eval(&m))
}

fn eval(meta: &Meta) -> Option<bool> {
    match meta {
        Meta::Path(p) if p.is_ident("test") || p.is_ident("doc") => Some(false),
        Meta::NameValue(nv) if nv.path.is_ident("feature") => Some(false),
        Meta::List(list) => {
            let args = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<Meta, syn::Token![,]>::parse_terminated,
                )
                .ok()?;
            let values: Vec<Option<bool>> = args.iter().map(eval).collect();
            let all_known = values.iter().all(Option::is_some);
            if list.path.is_ident("not") {
                values.first().copied().flatten().map(|v| !v)
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else {
                    all_known.then_some(false)
                }
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else {
                    all_known.then_some(true)
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Rewrites the first segment of every path (also inside macro calls) named in `renames`:
/// `common::scanner::X` → `crate::common::scanner::X` and the like. A path's first segment is
/// an identifier followed by `::` and not preceded by one.
pub fn rename_paths(text: &str, renames: &[(&str, &str)]) -> Result<String> {
    let tokens: TokenStream = text
        .parse()
        .map_err(|e| anyhow::anyhow!("lexing the judge file: {}", e))?;
    let source = Source::new(text);
    let mut edits = Edits::default();
    rename_in(tokens, &source, renames, &mut edits);
    edits.apply(text)
}

fn rename_in(tokens: TokenStream, source: &Source, renames: &[(&str, &str)], edits: &mut Edits) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_colon = |t: Option<&TokenTree>, joint: bool| {
        matches!(t, Some(TokenTree::Punct(p))
            if p.as_char() == ':' && (!joint || p.spacing() == Spacing::Joint))
    };
    for (k, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => rename_in(group.stream(), source, renames, edits),
            TokenTree::Ident(ident) => {
                let starts_path = is_colon(tokens.get(k + 1), true)
                    && is_colon(tokens.get(k + 2), false)
                    && !(k > 0 && is_colon(tokens.get(k - 1), false));
                let name = ident.to_string();
                if let Some((_, to)) = renames.iter().find(|(from, _)| *from == name) {
                    if starts_path {
                        edits.replace(source.range(ident.span()), *to);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Fails if a `cfg` of tests or features is left where the bundler does not remove it (on a
/// statement, an expression or a field): the judge would compile it out, but its text would
/// still stand in the file.
pub fn check_no_cfg_left(text: &str) -> Result<()> {
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        if code.contains("cfg(") && (code.contains("test") || code.contains("feature")) {
            bail!(
                "line {} of the judge file keeps `{}`: put tool-only code in items (functions, \
                 modules, impl members) so that the bundler can leave it out",
                n + 1,
                line.trim()
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_first_segments_are_renamed_also_in_macros() {
        let text = "use common::scanner::X;\nfn f() { common::run::run(a::common::b); \
                    format!(\"{}\", common::x()); let common = 1; }\n";
        let renamed = rename_paths(text, &[("common", "crate::common")]).unwrap();
        assert_eq!(
            renamed,
            "use crate::common::scanner::X;\nfn f() { crate::common::run::run(a::common::b); \
             format!(\"{}\", crate::common::x()); let common = 1; }\n"
        );
    }

    #[test]
    fn cfg_of_tests_docs_and_features_is_false_in_a_judge_build() {
        let value = |text: &str| {
            let item: syn::ItemFn = syn::parse_str(&format!("{} fn f() {{}}", text)).unwrap();
            in_judge_build(&item.attrs)
        };
        assert!(!value("#[cfg(test)]"));
        assert!(!value("#[cfg(doc)]"));
        assert!(!value("#[cfg(any(test, feature = \"analysis\"))]"));
        assert!(value("#[cfg(not(feature = \"parallel\"))]"));
        assert!(value("#[cfg(target_os = \"linux\")]"));
        assert!(value("#[cfg(all(target_os = \"linux\", not(test)))]"));
        assert!(!value("#[cfg(all(target_os = \"linux\", test))]"));
        assert!(value("#[inline]"));
    }
}
