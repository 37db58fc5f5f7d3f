//! Counted nouns for messages: `1 input`, `3 inputs`.

/// `count` and the noun in the number it takes.
pub fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{} {}", count, if count == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_takes_the_singular_and_every_other_count_the_plural() {
        assert_eq!(super::plural(1, "move", "moves"), "1 move");
        assert_eq!(super::plural(0, "move", "moves"), "0 moves");
        assert_eq!(super::plural(2, "case", "cases"), "2 cases");
    }
}
