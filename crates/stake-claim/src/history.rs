//! The history heuristic: squares that cut the search off before are tried earlier again.

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

    /// The square's score, below [`History::CAP`].
    pub fn score(&self, index: usize) -> u32 {
        self.score[index]
    }
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
        assert!(h.score(3) < History::CAP);
        assert!(h.score(3) > h.score(5) && h.score(5) > h.score(0));
    }
}
