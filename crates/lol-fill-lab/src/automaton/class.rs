//! What the automaton says about a string, and the recursion's equations on it: the class of
//! a piece (Lemma 7 of `lol_fill::rules`) from what its quiet moves leave. The verifier, the
//! exact recursion and the tests all evaluate MF and BF through these few functions.

/// What the automaton outputs about a string: whether it is a piece string, and if so its
/// class. Packed in a byte by [`Class::code`] (0 for a string that is no piece).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Class {
    /// Whether the string is a piece string (the set D of the proof); when not, every other
    /// field is false.
    pub piece: bool,
    /// e mod 2, e the number of empty cells.
    pub odd: bool,
    /// Whether a gap can still form in it (Lemma 5).
    pub live: bool,
    /// Whether some safe move makes a gap.
    pub gap_move: bool,
    /// MF: Maker, first, forces a gap.
    pub maker_first: bool,
    /// BF: Breaker, first, cannot stop one.
    pub breaker_first: bool,
}

impl Class {
    /// The byte 1 + 2·odd + 4·live + 8·gap move + 16·MF + 32·BF, or 0 off piece strings.
    pub fn code(self) -> u8 {
        if !self.piece {
            return 0;
        }
        1 | u8::from(self.odd) << 1
            | u8::from(self.live) << 2
            | u8::from(self.gap_move) << 3
            | u8::from(self.maker_first) << 4
            | u8::from(self.breaker_first) << 5
    }

    pub fn from_code(code: u8) -> Class {
        Class {
            piece: code & 1 != 0,
            odd: code & 2 != 0,
            live: code & 4 != 0,
            gap_move: code & 8 != 0,
            maker_first: code & 16 != 0,
            breaker_first: code & 32 != 0,
        }
    }

    /// t = MF + BF (BF implies MF).
    pub fn t(self) -> u8 {
        u8::from(self.maker_first) + u8::from(self.maker_first && self.breaker_first)
    }

    /// What the piece gives as a part of a move: nothing when it cannot hold a gap (spare
    /// cells) or is no piece.
    pub fn as_part(self) -> Option<PartClass> {
        (self.piece && self.live).then_some(PartClass {
            gap_move: self.gap_move,
            maker_first: self.maker_first,
            breaker_first: self.breaker_first,
        })
    }
}

impl std::fmt::Display for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if !self.piece {
            return write!(f, "no piece");
        }
        write!(
            f,
            "e {}, {}, {}gap move, MF {}, BF {} (t = {})",
            if self.odd { "odd" } else { "even" },
            if self.live { "live" } else { "dead" },
            if self.gap_move { "" } else { "no " },
            u8::from(self.maker_first),
            u8::from(self.breaker_first),
            self.t()
        )
    }
}

/// What a live part of a quiet move contributes to the recursion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PartClass {
    pub gap_move: bool,
    pub maker_first: bool,
    pub breaker_first: bool,
}

/// Lemma 7's rule with Breaker to move, on the live parts a move leaves (left, then right),
/// written as the search's `breaker_to_move_loses` is: one part with t = 2 or two with t ≥ 1
/// (for classes with BF ⇒ MF).
pub fn breaker_to_move_loses(parts: &[PartClass]) -> bool {
    let mut maker_part: Option<PartClass> = None;
    for (k, part) in parts.iter().enumerate() {
        if k + 1 == parts.len() && maker_part.is_none() {
            return part.breaker_first;
        }
        if part.maker_first {
            if maker_part.is_some() {
                return true;
            }
            maker_part = Some(*part);
        }
    }
    maker_part.is_some_and(|p| p.breaker_first)
}

/// Breaker's aim on one move (the search's `breaker_can_keep_t_zero`): no live part has a gap
/// move or MF.
pub fn keeps_t_zero(parts: &[PartClass]) -> bool {
    parts.iter().all(|p| !p.gap_move && !p.maker_first)
}

/// What the quiet moves of a piece were found to allow: `maker`, some move after which Breaker
/// to move loses; `breaker`, some move keeping t = 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Found {
    pub maker: bool,
    pub breaker: bool,
}

impl Found {
    /// Takes in one quiet move's live parts.
    pub fn add(&mut self, parts: &[PartClass]) {
        self.maker |= breaker_to_move_loses(parts);
        self.breaker |= keeps_t_zero(parts);
    }
}

/// The recursion's last step: (MF, BF) of a piece from e mod 2, its gap move and what its
/// quiet moves allow. e odd: MF = gap move or found_m, BF = MF and not found_b; e even: BF =
/// not found_b, MF = gap move or found_m or BF (the spare cell first).
pub fn maker_and_breaker_first(odd: bool, gap_move: bool, found: Found) -> (bool, bool) {
    if odd {
        let maker_first = gap_move || found.maker;
        (maker_first, maker_first && !found.breaker)
    } else {
        let breaker_first = !found.breaker;
        (gap_move || found.maker || breaker_first, breaker_first)
    }
}

/// P0 on one piece: e odd and MF false need a quiet move keeping t = 0.
pub fn p0_holds(odd: bool, maker_first: bool, found: Found) -> bool {
    !odd || maker_first || found.breaker
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_no_piece_is_zero() {
        for code in 0..64u8 {
            let class = Class::from_code(code);
            if code & 1 == 1 {
                assert_eq!(class.code(), code);
            } else {
                assert_eq!(class.code(), 0);
            }
        }
        assert_eq!(Class::default().code(), 0);
    }

    /// For classes with BF ⇒ MF, the search's rule is [Σ t ≥ 2].
    #[test]
    fn breaker_loses_exactly_when_the_parts_sum_to_two() {
        let classes: Vec<PartClass> = (0..8u8)
            .map(|b| PartClass {
                gap_move: b & 1 != 0,
                maker_first: b & 2 != 0,
                breaker_first: b & 4 != 0,
            })
            .filter(|p| !p.breaker_first || p.maker_first)
            .collect();
        let t = |p: &PartClass| u8::from(p.maker_first) + u8::from(p.breaker_first);
        for a in &classes {
            assert_eq!(breaker_to_move_loses(&[*a]), t(a) >= 2);
            for b in &classes {
                assert_eq!(breaker_to_move_loses(&[*a, *b]), t(a) + t(b) >= 2);
            }
        }
        assert!(!breaker_to_move_loses(&[]));
    }
}
