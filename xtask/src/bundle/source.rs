//! A crate's source as the judge file holds it: `mod x;` inlined from its file, the items
//! marked `#[cfg(test)]` (test modules, test helpers) left out, paths rewritten for the new
//! layout. Everything else, comments included, stays as written. A judge crate has no other
//! `cfg`: any other `cfg`, `cfg_attr` or `cfg!`, and a `cfg(test)` on anything but an item, is
//! refused with its file and line.

use super::text::{Edits, Source};
use anyhow::{bail, Context, Result};
use proc_macro2::{Spacing, TokenStream, TokenTree};
use std::path::Path;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, Item};

/// A module's text with its children inlined, and the children apart when `apart` (the
/// crate root keeps its modules for the end of the file, after the code that ties them up).
pub struct Module {
    pub text: String,
    pub children: Vec<String>,
}

/// What a judge crate's file holds of `cfg`: its test items, and the lines of any other.
pub fn scan(file: &syn::File) -> TestItems {
    let mut found = TestItems::default();
    found.visit_file(file);
    found
}

/// Loads `path`, leaves out its `#[cfg(test)]` items, and inlines its `mod x;` from
/// `dir/x.rs` (their own children from `dir/x/`). With `apart`, the inlined modules are cut
/// out of the text and returned in `children`, in declaration order.
pub fn load(dir: &Path, path: &Path, apart: bool) -> Result<Module> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let file = syn::parse_file(&text).with_context(|| format!("parsing {}", path.display()))?;
    let found = scan(&file);
    if let Some(line) = found.other_cfg.first() {
        bail!(
            "{}:{}: a judge crate holds no `cfg` but `#[cfg(test)]` on an item (it is the judge \
             program, the same in every build): move what needs it to the lab crate",
            path.display(),
            line
        );
    }
    let source = Source::new(&text);
    let mut edits = Edits::default();
    for span in found.items {
        edits.remove(source.with_its_lines(source.range(span)));
    }
    let mut children = Vec::new();
    for item in &file.items {
        let Item::Mod(m) = item else { continue };
        let Some(semi) = m.semi else { continue };
        if is_test_only(&m.attrs) {
            continue;
        }
        let name = m.ident.to_string();
        let child = load(&dir.join(&name), &dir.join(format!("{}.rs", name)), false)?;
        let head = &text[source.range(item.span()).start..source.range(semi.span).start];
        let inlined = format!("{} {{\n{}}}\n", head.trim_end(), child.text);
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

/// Whether the attributes hold `#[cfg(test)]`.
pub fn is_test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Path>()
                .is_ok_and(|p| p.is_ident("test"))
    })
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

fn impl_item_attrs(member: &syn::ImplItem) -> &[Attribute] {
    match member {
        syn::ImplItem::Const(i) => &i.attrs,
        syn::ImplItem::Fn(i) => &i.attrs,
        syn::ImplItem::Type(i) => &i.attrs,
        _ => &[],
    }
}

fn trait_item_attrs(member: &syn::TraitItem) -> &[Attribute] {
    match member {
        syn::TraitItem::Const(i) => &i.attrs,
        syn::TraitItem::Fn(i) => &i.attrs,
        syn::TraitItem::Type(i) => &i.attrs,
        _ => &[],
    }
}

/// The spans of the items and impl or trait members marked `#[cfg(test)]` (not looked into),
/// and the lines of every other `cfg`, `cfg_attr` or `cfg!`.
#[derive(Default)]
pub struct TestItems {
    pub items: Vec<proc_macro2::Span>,
    pub other_cfg: Vec<usize>,
}

impl TestItems {
    /// Records a test-only node, or else visits it.
    fn test_only_or(
        &mut self,
        attrs: &[Attribute],
        span: proc_macro2::Span,
        visit: impl FnOnce(&mut Self),
    ) {
        if is_test_only(attrs) {
            self.items.push(span);
        } else {
            visit(self);
        }
    }
}

impl<'ast> Visit<'ast> for TestItems {
    fn visit_item(&mut self, item: &'ast Item) {
        let attrs = item_attrs(item);
        self.test_only_or(attrs, item.span(), |v| syn::visit::visit_item(v, item));
    }

    fn visit_impl_item(&mut self, member: &'ast syn::ImplItem) {
        let attrs = impl_item_attrs(member);
        self.test_only_or(attrs, member.span(), |v| {
            syn::visit::visit_impl_item(v, member)
        });
    }

    fn visit_trait_item(&mut self, member: &'ast syn::TraitItem) {
        let attrs = trait_item_attrs(member);
        self.test_only_or(attrs, member.span(), |v| {
            syn::visit::visit_trait_item(v, member)
        });
    }

    fn visit_attribute(&mut self, attr: &'ast Attribute) {
        if attr.path().is_ident("cfg") || attr.path().is_ident("cfg_attr") {
            self.other_cfg.push(attr.span().start().line);
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("cfg") {
            self.other_cfg.push(mac.span().start().line);
        }
        syn::visit::visit_macro(self, mac);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `text` as the `lib.rs` of a scratch crate and loads it.
    fn load_text(name: &str, text: &str) -> Result<Module> {
        let dir =
            std::env::temp_dir().join(format!("xtask-source-{}-{}", name, std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("lib.rs"), text).unwrap();
        let loaded = load(&dir, &dir.join("lib.rs"), false);
        std::fs::remove_dir_all(&dir).unwrap();
        loaded
    }

    #[test]
    fn test_items_are_left_out() {
        let text = "fn a() {}\n#[cfg(test)]\nmod tests {\n    #[cfg(feature = \"x\")]\n    fn t() {}\n}\nstruct S;\nimpl S {\n    #[cfg(test)]\n    fn helper() {}\n    fn kept() {}\n}\n";
        let module = load_text("tests", text).unwrap();
        assert_eq!(
            module.text,
            "fn a() {}\nstruct S;\nimpl S {\n    fn kept() {}\n}\n"
        );
    }

    #[test]
    fn any_other_cfg_is_refused_with_its_line() {
        for (text, line) in [
            ("fn a() {}\n#[cfg(feature = \"x\")]\nfn b() {}\n", 2),
            ("fn a() {\n    #[cfg(test)]\n    let x = 1;\n}\n", 2),
            ("#[cfg_attr(test, derive(Debug))]\nstruct S;\n", 1),
            ("fn a() -> bool {\n    cfg!(debug_assertions)\n}\n", 2),
            ("#[cfg(not(test))]\nfn a() {}\n", 1),
        ] {
            let error = load_text("refused", text)
                .err()
                .expect("refused")
                .to_string();
            assert!(error.contains(&format!("lib.rs:{}:", line)), "{}", error);
        }
    }

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
}
