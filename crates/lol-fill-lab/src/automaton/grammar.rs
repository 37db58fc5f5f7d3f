//! The grammar of piece strings, `L? * (* | O*)* L?` other than `L*L` and `L**L`, as a small
//! automaton: the strings that are one whole piece of a threat-free, gap-free row (the set D
//! of the proof; `piece::is_piece` says the same of a given string, and the tests check that
//! the two agree). Every walk over piece strings (the verifier, equivalence on pieces, L*'s
//! continuations) steps through it.

use lol_fill::row::Cell::{self, Empty, L, O};

/// Where a prefix of a piece string stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grammar {
    /// Nothing read.
    Start,
    /// `L`.
    LeftL,
    /// `L*`.
    LeftLOne,
    /// `L**`.
    LeftLTwo,
    /// In the run, after an empty cell (and not one of the three above).
    Run,
    /// After a lone `O`: an empty cell must follow.
    AfterO,
    /// After the closing `L`: the string ends.
    Closed,
    /// `L*L` (a threat) or `L**L` (a gap): strings of the pattern that are no piece.
    ThreatOrGap,
}

impl Grammar {
    /// The cells that the pattern lets follow, in the order the walks try them.
    pub fn allowed(self) -> &'static [Cell] {
        match self {
            Grammar::Start => &[L, Empty],
            Grammar::LeftL | Grammar::AfterO => &[Empty],
            Grammar::LeftLOne | Grammar::LeftLTwo | Grammar::Run => &[Empty, O, L],
            Grammar::Closed | Grammar::ThreatOrGap => &[],
        }
    }

    /// The state after an allowed cell.
    pub fn step(self, cell: Cell) -> Grammar {
        debug_assert!(self.allowed().contains(&cell), "{:?} then {:?}", self, cell);
        match (self, cell) {
            (Grammar::Start, L) => Grammar::LeftL,
            (Grammar::LeftL, Empty) => Grammar::LeftLOne,
            (Grammar::LeftLOne, Empty) => Grammar::LeftLTwo,
            (Grammar::LeftLOne | Grammar::LeftLTwo, L) => Grammar::ThreatOrGap,
            (_, Empty) => Grammar::Run,
            (_, O) => Grammar::AfterO,
            (_, L) => Grammar::Closed,
        }
    }

    /// Whether the string read is a piece string.
    pub fn accepts(self) -> bool {
        matches!(
            self,
            Grammar::LeftLOne | Grammar::LeftLTwo | Grammar::Run | Grammar::Closed
        )
    }

    /// The state after the cells, if they can start a piece string.
    pub fn read(cells: &[Cell]) -> Option<Grammar> {
        cells.iter().try_fold(Grammar::Start, |g, &c| {
            g.allowed().contains(&c).then(|| g.step(c))
        })
    }
}

/// Every piece string of exactly `len` cells, in the order of the grammar's walk.
pub fn piece_strings(len: usize) -> Vec<Vec<Cell>> {
    let mut layer = vec![(Vec::new(), Grammar::Start)];
    for _ in 0..len {
        layer = layer
            .iter()
            .flat_map(|(cells, g)| {
                g.allowed().iter().map(move |&c| {
                    let mut longer = cells.clone();
                    longer.push(c);
                    (longer, g.step(c))
                })
            })
            .collect();
    }
    layer
        .into_iter()
        .filter(|(_, g)| g.accepts())
        .map(|(cells, _)| cells)
        .collect()
}

/// Every piece string of 1 to `max` cells, shortest first.
pub fn piece_strings_up_to(max: usize) -> Vec<Vec<Cell>> {
    (1..=max).flat_map(piece_strings).collect()
}

/// Every string of up to `max` cells that can be read from some point of the grammar (start,
/// after a leading `L`, in the run, after an `O`): L*'s first continuations.
pub fn continuations(max: usize) -> Vec<Vec<Cell>> {
    let mut found = std::collections::BTreeSet::new();
    for from in [
        Grammar::Start,
        Grammar::LeftL,
        Grammar::Run,
        Grammar::AfterO,
    ] {
        let mut layer = vec![(Vec::new(), from)];
        for _ in 0..=max {
            let mut longer = Vec::new();
            for (cells, g) in &layer {
                found.insert((cells.len(), cells.clone()));
                for &c in g.allowed() {
                    let mut next = cells.clone();
                    next.push(c);
                    longer.push((next, g.step(c)));
                }
            }
            layer = longer;
        }
    }
    found
        .into_iter()
        .filter(|(n, _)| *n <= max)
        .map(|(_, cells)| cells)
        .collect()
}
