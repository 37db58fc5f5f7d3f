//! Words for messages: counted nouns (`1 input`, `3 inputs`) and lists (`a, b and c`).

/// `count` and the noun in the number it takes.
pub fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{} {}", count, if count == 1 { one } else { many })
}

/// `a`, `a and b`, `a, b and c`.
pub fn list(items: &[&str]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {}", rest.join(", "), last),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_takes_the_singular_and_every_other_count_the_plural() {
        assert_eq!(super::plural(1, "move", "moves"), "1 move");
        assert_eq!(super::plural(0, "move", "moves"), "0 moves");
        assert_eq!(super::plural(2, "case", "cases"), "2 cases");
    }

    #[test]
    fn a_list_joins_its_last_item_with_and() {
        assert_eq!(super::list(&[]), "");
        assert_eq!(super::list(&["2015"]), "2015");
        assert_eq!(super::list(&["2015", "2018"]), "2015 and 2018");
        assert_eq!(
            super::list(&["2015", "2018", "2021"]),
            "2015, 2018 and 2021"
        );
    }
}
