//! The edge of what a judge program admits, for `cargo xtask hunt --edge`.

/// Draws of one family at the edge of what the judge program admits.
#[derive(Clone, Debug)]
pub struct Edge {
    /// What the draws hold, in a few words ("rows of 19 cells, as many as admitted").
    pub about: String,
    /// The generator family drawn from, or for [`Edge::draw`]'s draws a name for them.
    pub family: &'static str,
    pub size: Option<usize>,
    pub cases: Option<usize>,
    /// Draws of the lab's own, for an edge no family draws; `None` for the family's.
    pub draw: Option<fn(&crate::Draw) -> String>,
}

/// The largest n in `1..=most` that `admitted` accepts, for a judge program's admission that
/// grows with n (1 when none is): a binary search.
pub fn largest_admitted(most: usize, admitted: impl Fn(usize) -> bool) -> usize {
    let (mut low, mut high) = (1, most);
    while low < high {
        let mid = low + (high - low).div_ceil(2);
        if admitted(mid) {
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_admitted_is_found_at_either_end_and_between() {
        assert_eq!(largest_admitted(100, |n| n <= 37), 37);
        assert_eq!(largest_admitted(100, |_| true), 100);
        assert_eq!(largest_admitted(100, |_| false), 1);
        assert_eq!(largest_admitted(1, |_| true), 1);
    }
}
