//! The open question of the README: is a piece's class a regular function of its cells? An
//! exploration, not a proof: Myhill–Nerode classes of piece prefixes, told apart by suffixes of
//! up to 7 cells, make an automaton; it is checked for consistency and then asked the class of
//! random long pieces, against the solver.
//!
//! `cargo test --release -p lol-fill regular -- --ignored --nocapture`

use crate::Classes;
use lol_fill::pieces::{empties, split};
use lol_fill::row::Cell;
use lol_fill::rules::{has_gap, has_threat};
use std::collections::HashMap;

/// Every string of `len` cells over empty and `O` without two `O`s side by side.
fn strings(len: usize) -> Vec<Vec<Cell>> {
    let mut out = vec![vec![]];
    for _ in 0..len {
        let mut longer = Vec::new();
        for s in &out {
            for c in [Cell::Empty, Cell::O] {
                if !(c == Cell::O && s.last() == Some(&Cell::O)) {
                    let mut t = s.clone();
                    t.push(c);
                    longer.push(t);
                }
            }
        }
        out = longer;
    }
    out
}

/// The suffixes that tell prefixes apart: up to `max` cells ending in an empty cell, then an
/// `L` or the row's end.
fn suffixes(max: usize) -> Vec<Vec<Cell>> {
    let mut out = Vec::new();
    for w in (1..=max).flat_map(strings) {
        if w.last() == Some(&Cell::Empty) {
            let mut with_l = w.clone();
            with_l.push(Cell::L);
            out.extend([w, with_l]);
        }
    }
    out
}

/// What the rule sees of `prefix + suffix`: Σ t, E mod 2, the number of live pieces and the
/// parity of the spare cells (or a marker for a suffix that cannot follow).
fn outcome(classes: &mut Classes, prefix: &[Cell], suffix: &[Cell]) -> u8 {
    if prefix.last() == Some(&Cell::O) && suffix[0] == Cell::O {
        return 255;
    }
    let row: Vec<Cell> = prefix.iter().chain(suffix).copied().collect();
    if has_threat(&row) || has_gap(&row) {
        return 254;
    }
    let (pieces, spare) = split(&row);
    let t: u8 = pieces.iter().map(|p| classes.t(p)).sum();
    let e = (empties(&row) % 2) as u8;
    t * 2 + e + 10 * pieces.len() as u8 + 40 * (spare % 2) as u8
}

/// The automaton: states numbered by signature (the outcomes over all suffixes), transitions
/// by the next cell; and how many prefixes disagreed with a transition already recorded.
struct Automaton {
    states: HashMap<Vec<u8>, usize>,
    next: HashMap<(usize, Cell), usize>,
    conflicts: usize,
}

impl Automaton {
    fn state(&mut self, classes: &mut Classes, prefix: &[Cell], suffixes: &[Vec<Cell>]) -> usize {
        let signature: Vec<u8> = suffixes
            .iter()
            .map(|w| outcome(classes, prefix, w))
            .collect();
        let n = self.states.len();
        *self.states.entry(signature).or_insert(n)
    }

    /// From every prefix (an optional `L`, then up to `max` cells starting empty).
    fn learn(classes: &mut Classes, max: usize, suffixes: &[Vec<Cell>]) -> Automaton {
        let mut a = Automaton {
            states: HashMap::new(),
            next: HashMap::new(),
            conflicts: 0,
        };
        for u in (1..=max).flat_map(strings) {
            for l in [false, true] {
                if u[0] != Cell::Empty {
                    continue;
                }
                let prefix: Vec<Cell> = l.then_some(Cell::L).into_iter().chain(u.clone()).collect();
                let s = a.state(classes, &prefix, suffixes);
                for c in [Cell::Empty, Cell::O] {
                    if c == Cell::O && prefix.last() == Some(&Cell::O) {
                        continue;
                    }
                    let longer: Vec<Cell> = prefix.iter().copied().chain([c]).collect();
                    let s2 = a.state(classes, &longer, suffixes);
                    if *a.next.entry((s, c)).or_insert(s2) != s2 {
                        a.conflicts += 1;
                    }
                }
            }
        }
        a
    }
}

#[test]
#[ignore]
fn piece_classes_look_regular() {
    let mut classes = Classes::new(1 << 30);
    let suffixes = suffixes(7);
    let mut a = Automaton::learn(&mut classes, 19, &suffixes);
    println!(
        "{} states, {} transitions, {} conflicts (prefixes up to 19 cells, {} suffixes up to 7)",
        a.states.len(),
        a.next.len(),
        a.conflicts,
        suffixes.len()
    );
    assert_eq!(a.conflicts, 0);
    let ends = [vec![Cell::Empty], vec![Cell::Empty, Cell::L]];
    let at = |w: &Vec<Cell>| suffixes.iter().position(|s| s == w).expect("a suffix");
    let answer: HashMap<usize, Vec<u8>> = a
        .states
        .iter()
        .map(|(sig, &s)| (s, ends.iter().map(|w| sig[at(w)]).collect()))
        .collect();
    let mut rng = 0x1234_5678_9abc_def0u64;
    let mut random = move |n: u64| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng % n
    };
    for (shortest, longest, count) in [(30usize, 60usize, 3000), (60, 120, 300)] {
        for _ in 0..count {
            let len = shortest + random((longest - shortest + 1) as u64) as usize;
            let mut prefix = vec![Cell::Empty];
            if random(2) == 0 {
                prefix.insert(0, Cell::L);
            }
            while prefix.len() < len {
                let o = prefix.last() != Some(&Cell::O) && random(5) == 0;
                prefix.push(if o { Cell::O } else { Cell::Empty });
            }
            let start = 1 + usize::from(prefix[0] == Cell::L);
            let mut s = a.state(&mut classes, &prefix[..start], &suffixes);
            for &c in &prefix[start..] {
                s = a.next[&(s, c)];
            }
            let actual: Vec<u8> = ends
                .iter()
                .map(|w| outcome(&mut classes, &prefix, w))
                .collect();
            assert_eq!(answer[&s], actual, "{}", lol_fill::row::show(&prefix));
        }
        println!(
            "{} random pieces of {}-{} cells (+ 1 or 2 at the end): the automaton agrees",
            count, shortest, longest
        );
    }
}
