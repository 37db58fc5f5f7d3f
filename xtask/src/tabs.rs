//! Judge files indented with tabs.

use anyhow::Result;

/// The same code with each leading four spaces written as one tab: judges count bytes, and
/// nesting every module inside the file makes indentation nearly half of them. A line's leading
/// blanks are code, except inside a literal that spans lines: after a `\` line continuation
/// they are skipped (so tabs do as well), anywhere else they would change the literal, and then
/// the spaces stay.
pub fn indent_with_tabs(text: &str) -> Result<String> {
    let tokens: proc_macro2::TokenStream = text
        .parse()
        .map_err(|e| anyhow::anyhow!("lexing the judge file: {}", e))?;
    if !literals_keep_their_value(tokens) {
        return Ok(text.to_string());
    }
    Ok(text
        .lines()
        .map(|line| {
            let spaces = line.len() - line.trim_start_matches(' ').len();
            format!("{}{}\n", "\t".repeat(spaces / 4), &line[spaces / 4 * 4..])
        })
        .collect())
}

/// Whether every literal spanning lines breaks them only after a `\` (not a raw string).
fn literals_keep_their_value(tokens: proc_macro2::TokenStream) -> bool {
    tokens.into_iter().all(|token| match token {
        proc_macro2::TokenTree::Group(group) => literals_keep_their_value(group.stream()),
        proc_macro2::TokenTree::Literal(literal) => {
            let text = literal.to_string();
            let raw = text.starts_with('r') || text.starts_with("br");
            let lines: Vec<&str> = text.split('\n').collect();
            // A continuation is an odd run of backslashes at the end (`\\` is a backslash).
            let continued = |l: &&str| (l.len() - l.trim_end_matches('\\').len()) % 2 == 1;
            lines.len() == 1 || !raw && lines[..lines.len() - 1].iter().all(continued)
        }
        _ => true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_replace_leading_spaces_but_not_inside_literals() {
        let code = "fn f() {\n    let s = \"a \\\n        b\";\n}\n";
        assert_eq!(
            indent_with_tabs(code).unwrap(),
            "fn f() {\n\tlet s = \"a \\\n\t\tb\";\n}\n"
        );
        let literal_newline = "fn f() {\n    let s = \"a\n        b\";\n}\n";
        assert_eq!(indent_with_tabs(literal_newline).unwrap(), literal_newline);
        let raw = "fn f() {\n    let s = r\"a\\\n        b\";\n}\n";
        assert_eq!(indent_with_tabs(raw).unwrap(), raw);
        let escaped_backslash = "fn f() {\n    let s = \"a\\\\\n        b\";\n}\n";
        assert_eq!(
            indent_with_tabs(escaped_backslash).unwrap(),
            escaped_backslash
        );
    }
}
