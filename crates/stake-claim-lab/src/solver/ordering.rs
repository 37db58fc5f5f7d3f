//! Move ordering: the likeliest best move first, so that alpha-beta cuts off early.
//!
//! Order: the table's best move; the two killer moves of this depth (squares that cut off a
//! sibling search lately: in this game the key square of a fight, a bottleneck or the square
//! joining two regions, usually stays the key square after a move elsewhere); then the larger
//! region the square would join for either player; then the history of cutoffs.
//! Killers cut the nodes of 18-empty boards 2.4× (README of the lab). Nodes with many empty
//! squares reorder all but the table's move by estimates (`estimate.rs`).

use super::position::Growth;
use common::bits::ones;

/// Ordering state learnt during one search (one per thread).
pub struct Ordering {
    /// Per square, the cutoffs it caused, weighted by the live squares left; halved past CAP.
    history: [u32; 64],
    /// Per number of empty squares left, the last two squares that caused a cutoff.
    killers: [[u8; 2]; 65],
}

/// The live squares of a node in search order.
pub struct Moves {
    pub squares: [u8; MOST_MOVES],
    pub len: usize,
}

/// A node has at most one move per empty square.
pub const MOST_MOVES: usize = super::key::MAX_KEYED_EMPTIES as usize;

/// No square (an empty killer slot, no table move).
pub const NO_SQUARE: u8 = u8::MAX;

/// History scores fit in 20 bits, so an ordering key can put them below the growth.
const CAP: u32 = 1 << 20;

impl Ordering {
    pub fn new() -> Self {
        Ordering {
            history: [0; 64],
            killers: [[NO_SQUARE; 2]; 65],
        }
    }

    /// The squares of `live` in search order, for a node with `left` empty squares.
    pub fn order(&self, live: u64, hint: u8, left: u32, growth: &Growth) -> Moves {
        let killers = self.killers[left as usize];
        let mut moves = Moves {
            squares: [0; MOST_MOVES],
            len: 0,
        };
        let mut keys = [0u32; MOST_MOVES];
        for index in ones(live) {
            let square = index as u8;
            let key = if square == hint {
                u32::MAX
            } else if square == killers[0] {
                u32::MAX - 1
            } else if square == killers[1] {
                u32::MAX - 2
            } else {
                let joined = u32::from(growth.mover[index].max(growth.other[index]));
                joined * CAP + self.history[index]
            };
            // Insertion sort, highest key first (a few dozen squares at most).
            let mut at = moves.len;
            while at > 0 && keys[at - 1] < key {
                keys[at] = keys[at - 1];
                moves.squares[at] = moves.squares[at - 1];
                at -= 1;
            }
            keys[at] = key;
            moves.squares[at] = square;
            moves.len += 1;
        }
        moves
    }

    /// Square `square` cut off a node with `left` empty and `live` live squares.
    pub fn reward(&mut self, square: u8, left: u32, live: u32) {
        let index = usize::from(square);
        self.history[index] += live;
        if self.history[index] >= CAP {
            for s in &mut self.history {
                *s /= 2;
            }
        }
        let killers = &mut self.killers[left as usize];
        if killers[0] != square {
            killers[1] = killers[0];
            killers[0] = square;
        }
    }
}
