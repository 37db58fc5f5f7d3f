//! A position in the search, with what its parent knew, updated move by move.

use crate::bitboard::{largest_region, neighbours, region};
use common::bits::ones;

/// The player to move's squares (`mover`), the other player's and the empty ones, with what
/// the parent knew.
pub struct Node {
    pub mover: u64,
    pub other: u64,
    pub empty: u64,
    pub regions: Regions,
    /// Per square that may be live: the region it would join for either player.
    pub growth: Growth,
    /// A superset of the live squares (a dead square stays dead).
    pub maybe_live: u64,
}

/// Per square, the size of the region it would join for each player.
#[derive(Clone, Copy)]
pub struct Growth {
    pub mover: [u8; 64],
    pub other: [u8; 64],
}

/// Both players' largest regions, kept up to date move by move.
#[derive(Clone, Copy)]
pub struct Regions {
    pub mover: i32,
    pub other: i32,
}

impl Node {
    /// A node known only by its masks: regions and growth from scratch.
    pub fn new(mover: u64, other: u64, empty: u64) -> Node {
        let mut growth = Growth {
            mover: [0; 64],
            other: [0; 64],
        };
        for index in ones(empty) {
            let m = 1u64 << index;
            growth.mover[index] = region(m, mover | m).count_ones() as u8;
            growth.other[index] = region(m, other | m).count_ones() as u8;
        }
        Node {
            mover,
            other,
            empty,
            regions: Regions {
                mover: largest_region(mover) as i32,
                other: largest_region(other) as i32,
            },
            growth,
            maybe_live: empty,
        }
    }

    /// The node after the mover writes on `m` (`live`: the squares live now). Only the
    /// mover's region that `m` joins changes: only squares beside it need a new flood fill.
    #[inline]
    pub fn after_move(&self, m: u64, live: u64) -> Node {
        let mover = self.mover | m;
        let joined = region(m, mover);
        let maybe_live = live & !m;
        let mut growth = Growth {
            mover: self.growth.other,
            other: self.growth.mover,
        };
        for index in ones(neighbours(joined) & maybe_live) {
            let s = 1u64 << index;
            growth.other[index] = region(s, mover | s).count_ones() as u8;
        }
        Node {
            mover: self.other,
            other: mover,
            empty: self.empty & !m,
            regions: self.regions.after_joining(joined.count_ones() as i32),
            growth,
            maybe_live,
        }
    }
}

impl Regions {
    /// The regions after the mover writes on `m`, seen from the next mover.
    #[inline]
    pub fn after_move(self, mover: u64, m: u64) -> Regions {
        self.after_joining(region(m, mover | m).count_ones() as i32)
    }

    /// The regions after a move whose region then holds `joined` squares.
    #[inline]
    fn after_joining(self, joined: i32) -> Regions {
        Regions {
            mover: self.other,
            other: self.mover.max(joined),
        }
    }

    /// Mover's largest region minus the other's.
    pub fn difference(self) -> i32 {
        self.mover - self.other
    }
}
