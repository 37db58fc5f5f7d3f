//! V's states and steps: what V keeps after each cell read, how a cell updates it, and F_A
//! read off it at the end of a piece string.

use super::window::{analyse, Left, MoveKind, Right, Slot};
use super::{part_of_code, Verifier};
use crate::automaton::class::{maker_and_breaker_first, p0_holds, Class, Found, PartClass};
use crate::automaton::grammar::Grammar;
use lol_fill::row::Cell::{self, Empty, L, O};

/// A quiet move seen, whose right part (or whole part, for a lone `O`) is still being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpenMove {
    /// A split: what its left part gives (known at once), and R's state on its right part.
    Split(Option<PartClass>, u32),
    /// A lone `O`: R's state on the piece with that cell turned into `O`.
    LoneO(u32),
}

/// What V has learnt about the string read so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flags {
    pub odd: bool,
    pub live: bool,
    pub gap_move: bool,
    /// What the quiet moves closed so far allow.
    pub found: Found,
}

/// V's state after p cells of a string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    grammar: Grammar,
    /// The last 7 cells read, `None` before the start.
    window: [Slot; 7],
    /// A's states after the prefixes of lengths p − 5 ..= p, `None` for negative lengths.
    history: [Option<u32>; 6],
    flags: Flags,
    /// The open moves, sorted, each once.
    open: Vec<OpenMove>,
}

impl State {
    /// The cells the grammar lets follow.
    pub fn allowed(&self) -> &'static [Cell] {
        self.grammar.allowed()
    }

    /// Whether the string read is a piece string.
    pub fn is_piece(&self) -> bool {
        self.grammar.accepts()
    }

    /// A's state on the string read.
    pub fn automaton_state(&self) -> u32 {
        self.history[5].expect("the string read")
    }

    pub fn open_moves(&self) -> usize {
        self.open.len()
    }
}

/// The cells of `window` from index `from` on (up to the last one read).
fn cells_from(window: &[Slot], from: usize) -> impl Iterator<Item = Cell> + '_ {
    window[from.min(window.len())..].iter().flatten().copied()
}

/// Whether four cells read `[L*] * * [L*]` (Lemma 5).
fn can_hold_gap(four: &[Slot]) -> bool {
    matches!(four, [Some(a), Some(Empty), Some(Empty), Some(b)] if *a != O && *b != O)
}

impl<'a> Verifier<'a> {
    pub fn start(&self) -> State {
        let mut history = [None; 6];
        history[5] = Some(self.a.start);
        State {
            grammar: Grammar::Start,
            window: [None; 7],
            history,
            flags: Flags::default(),
            open: Vec::new(),
        }
    }

    /// The state after one more cell (one the grammar allows).
    pub fn step(&self, s: &State, cell: Cell) -> State {
        let mut window = [None; 7];
        window[..6].copy_from_slice(&s.window[1..]);
        window[6] = Some(cell);
        let mut history = [None; 6];
        history[..5].copy_from_slice(&s.history[1..]);
        history[5] = Some(self.a.step(s.automaton_state(), cell));
        let mut flags = s.flags;
        flags.odd ^= cell == Empty;
        flags.live |= can_hold_gap(&window[3..]);
        let mut open: Vec<OpenMove> = s.open.iter().map(|&m| self.advance(m, cell)).collect();
        // The move three cells back is decided now: its window is complete.
        if window[3] == Some(Empty) {
            for letter in [L, O] {
                let kind = analyse(&window, 3, letter);
                self.open_move(&window, &history, 3, kind, &mut flags, &mut open);
            }
        }
        prune(&flags, &mut open);
        let grammar = s.grammar.step(cell);
        State {
            grammar,
            window,
            history,
            flags,
            open,
        }
    }

    /// An open move after one more cell of its part.
    fn advance(&self, m: OpenMove, cell: Cell) -> OpenMove {
        match m {
            OpenMove::Split(left, run) => OpenMove::Split(left, self.r.step(run, cell)),
            OpenMove::LoneO(run) => OpenMove::LoneO(self.r.step(run, cell)),
        }
    }

    /// What the left part of a move at window index `k` gives: A's output on a prefix of the
    /// string (the move's cell is prefix length k − 2 in `history`), merged with the left
    /// parts acting alike.
    fn left_gives(&self, history: &[Option<u32>; 6], k: usize, left: Left) -> Option<PartClass> {
        let prefix = |j: usize| history[j].expect("a prefix of the piece");
        let state = match left {
            Left::None => return None,
            Left::BeforeO => prefix(k - 3),
            Left::UpTo => prefix(k - 2),
            Left::UpToThenL => self.a.step(prefix(k - 2), L),
        };
        let part = Class::from_code(self.a.out[state as usize]).as_part();
        self.left_representative[super::part_index(part)]
    }

    /// Records the quiet move at window index `k` of `window` (cells after `k`: the rest of
    /// the string read, or of the window at the end), or what it decides at once.
    pub(super) fn open_move(
        &self,
        window: &[Slot],
        history: &[Option<u32>; 6],
        k: usize,
        kind: MoveKind,
        flags: &mut Flags,
        open: &mut Vec<OpenMove>,
    ) {
        let read =
            |run: u32, from: usize| cells_from(window, from).fold(run, |s, c| self.r.step(s, c));
        let fresh = self.a_to_r[self.a.start as usize];
        match kind {
            MoveKind::Unsafe => {}
            MoveKind::GapMove => flags.gap_move = true,
            MoveKind::LoneO => {
                let before = self.a_to_r[history[k - 2].expect("a prefix") as usize];
                open.push(OpenMove::LoneO(read(self.r.step(before, O), k + 1)));
            }
            MoveKind::Split(left, right) => {
                let left = self.left_gives(history, k, left);
                let run = match right {
                    Right::None => None,
                    Right::From => Some(read(fresh, k + 1)),
                    Right::LThenFrom => Some(read(self.r.step(fresh, L), k + 1)),
                    Right::AfterO => Some(read(fresh, k + 2)),
                };
                match run {
                    Some(run) => open.push(OpenMove::Split(left, run)),
                    None => flags.found.add(&left.into_iter().collect::<Vec<_>>()),
                }
            }
        }
    }

    /// F_A at the end of a piece string: its class, and whether P0 holds.
    pub fn finish(&self, s: &State) -> (Class, bool) {
        let mut flags = s.flags;
        let mut open = s.open.clone();
        // The last three cells' moves, with the end of the piece as their neighbour.
        let mut cells = [None; 10];
        cells[..7].copy_from_slice(&s.window);
        for k in 4..7 {
            if cells[k] == Some(Empty) {
                for letter in [L, O] {
                    let kind = analyse(&cells[k - 3..k + 4], 3, letter);
                    self.open_move(&cells[..7], &s.history, k, kind, &mut flags, &mut open);
                }
            }
        }
        for m in open {
            let parts: Vec<PartClass> = match m {
                OpenMove::LoneO(run) => {
                    part_of_code(self.r.out[run as usize]).into_iter().collect()
                }
                OpenMove::Split(left, run) => {
                    let right = part_of_code(self.r.out[run as usize]);
                    left.into_iter().chain(right).collect()
                }
            };
            flags.found.add(&parts);
        }
        let (maker_first, breaker_first) =
            maker_and_breaker_first(flags.odd, flags.gap_move, flags.found);
        let class = Class {
            piece: true,
            odd: flags.odd,
            live: flags.live,
            gap_move: flags.gap_move,
            maker_first,
            breaker_first,
        };
        (class, p0_holds(flags.odd, maker_first, flags.found))
    }
}

/// Drops the open moves that can no longer change the flags.
fn prune(flags: &Flags, open: &mut Vec<OpenMove>) {
    if flags.found.maker && flags.found.breaker {
        open.clear();
        return;
    }
    if flags.found.maker {
        // Only moves that may still keep t = 0 matter.
        open.retain(|m| match m {
            OpenMove::Split(Some(left), _) => !left.gap_move && !left.maker_first,
            _ => true,
        });
    }
    open.sort_unstable();
    open.dedup();
}
