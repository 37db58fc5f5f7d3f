//! Move ordering: the table's best move first, then the larger region the square would join
//! for either player, then the history of cutoffs.

use crate::position::Growth;
use common::bits::ones;

/// Per square, the cutoffs it caused, weighted by the empty squares left. Past [`History::CAP`]
/// all scores are halved: the order stays, and recent cutoffs count more.
pub struct History {
    score: [u32; 64],
}

impl History {
    /// Scores fit in 20 bits, so an ordering key can put them below other criteria.
    pub const CAP: u32 = 1 << 20;

    pub fn new() -> Self {
        History { score: [0; 64] }
    }

    /// Square `index` cut the search off with `left` empty squares to play.
    pub fn reward(&mut self, index: usize, left: u32) {
        self.score[index] += left;
        if self.score[index] >= Self::CAP {
            for s in &mut self.score {
                *s /= 2;
            }
        }
    }
}

/// The squares of `live`, likeliest best first; `hint` is the table's best move.
pub fn ordered_moves(live: u64, hint: u8, growth: &Growth, history: &History) -> [u8; 64] {
    let mut moves = [0u8; 64];
    let mut keys = [0u32; 64];
    for (count, index) in ones(live).enumerate() {
        let key = if index as u8 == hint {
            u32::MAX
        } else {
            let joined = u32::from(growth.mover[index].max(growth.other[index]));
            joined * History::CAP + history.score[index]
        };
        // Insertion sort, highest key first (a few dozen squares at most).
        let mut at = count;
        while at > 0 && keys[at - 1] < key {
            keys[at] = keys[at - 1];
            moves[at] = moves[at - 1];
            at -= 1;
        }
        keys[at] = key;
        moves[at] = index as u8;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_stay_below_the_cap_and_keep_their_order() {
        let mut h = History::new();
        for _ in 0..(History::CAP / 24 + 1) {
            h.reward(3, 24);
            h.reward(5, 12);
        }
        assert!(h.score[3] < History::CAP);
        assert!(h.score[3] > h.score[5] && h.score[5] > h.score[0]);
    }

    #[test]
    fn the_hint_comes_first_then_the_larger_region() {
        let mut growth = Growth {
            mover: [0; 64],
            other: [0; 64],
        };
        growth.mover[1] = 3;
        growth.other[2] = 5;
        let moves = ordered_moves(0b1111, 3, &growth, &History::new());
        assert_eq!(moves[..4], [3, 2, 1, 0]);
    }
}
