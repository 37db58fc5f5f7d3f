//! A position in the search, with what its parent already knew: both players' largest regions,
//! the region each square would join for either player, the squares that may still be live, and
//! the table key. Children are built incrementally: a move changes only the region it joins.

use super::key::{KeyCoder, OTHER_DIGIT, ROOT_MOVER_DIGIT};
use common::bits::ones;
use stake_claim::bitboard::{largest_region, neighbours, region};

/// Per square, the size of the region it would join for each player (1 + the squares of that
/// player's regions beside it). Kept for the squares that may be live.
#[derive(Clone, Copy)]
pub struct Growth {
    pub mover: [u8; 64],
    pub other: [u8; 64],
}

/// Both players' largest regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regions {
    pub mover: i32,
    pub other: i32,
}

impl Regions {
    /// The regions after the mover's move joined a region of `joined` squares, seen from the
    /// next mover (a move grows only the region it joins).
    #[inline]
    pub fn after_joining(self, joined: i32) -> Regions {
        Regions {
            mover: self.other,
            other: self.mover.max(joined),
        }
    }

    /// The final value when no square can change a score: mover's region − other's.
    #[inline]
    pub fn difference(self) -> i32 {
        self.mover - self.other
    }
}

/// The regions of (a player's squares ∪ empty squares) that hold a square that may be live:
/// the areas where a player's regions can still grow. A player's own move leaves them as they
/// are (a square goes from empty to its own); the opponent's move can only split the one area
/// it falls in. So children get them without flood fills but for that one area.
#[derive(Clone, Copy)]
pub struct Areas {
    masks: [u64; MOST_AREAS],
    len: usize,
}

/// Each area holds an empty square: at most one per empty square.
const MOST_AREAS: usize = super::key::MAX_KEYED_EMPTIES as usize;

impl Areas {
    /// The regions of (`own` ∪ `empty`) holding a square of `seeds` (⊆ `empty`).
    pub fn flood(own: u64, empty: u64, seeds: u64) -> Areas {
        let mut areas = Areas {
            masks: [0; MOST_AREAS],
            len: 0,
        };
        areas.add_split(own | empty, seeds);
        areas
    }

    /// Adds the regions of `open` holding a square of `seeds`.
    #[inline]
    fn add_split(&mut self, open: u64, seeds: u64) {
        let mut rest = seeds & open;
        while rest != 0 {
            let found = region(rest & rest.wrapping_neg(), open);
            self.masks[self.len] = found;
            self.len += 1;
            rest &= !found;
        }
    }

    /// No area.
    const NONE: Areas = Areas {
        masks: [0; MOST_AREAS],
        len: 0,
    };

    /// Sets these to `from` after the opponent writes on `m`, keeping the areas holding a
    /// square of `seeds` (built in place: a node's detail is not copied around).
    #[inline]
    fn set_after_block(&mut self, from: &Areas, m: u64, seeds: u64) {
        self.len = 0;
        for &mask in from.iter() {
            if mask & m != 0 {
                self.add_split(mask & !m, seeds);
            } else if mask & seeds != 0 {
                self.masks[self.len] = mask;
                self.len += 1;
            }
        }
    }

    /// Sets these to the areas of `from` holding a square of `seeds`.
    #[inline]
    fn set_holding(&mut self, from: &Areas, seeds: u64) {
        self.len = 0;
        for &mask in from.iter() {
            if mask & seeds != 0 {
                self.masks[self.len] = mask;
                self.len += 1;
            }
        }
    }

    /// The areas as masks.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, u64> {
        self.masks[..self.len].iter()
    }
}

/// What a node knows beyond its masks, derived from its parent's when the node is searched
/// (a node the table decides never needs it): the region each square would join, the areas.
#[derive(Clone, Copy)]
pub struct Detail {
    pub growth: Growth,
    /// The mover's and the other player's areas (see [`Areas`]).
    pub areas: [Areas; 2],
}

/// A position: the mover's and the other player's squares, the empty ones, both largest
/// regions, the table key, and the way to its [`Detail`].
#[derive(Clone, Copy)]
pub struct Node<'a> {
    pub mover: u64,
    pub other: u64,
    pub empty: u64,
    pub regions: Regions,
    /// A superset of the live squares (a dead square stays dead, see `bounds.rs`).
    pub maybe_live: u64,
    /// The table key (`key.rs`) and the key digit the mover writes.
    pub key: u64,
    pub digit: u64,
    /// The parent's detail, the square just written and the region it joined (None: a root).
    from: Option<(&'a Detail, u64, u64)>,
}

impl<'a> Node<'a> {
    /// A node known only by its masks; `key` and `digit` as [`KeyCoder`] gives them.
    pub fn new(mover: u64, other: u64, empty: u64, key: u64, digit: u64) -> Node<'a> {
        Node {
            mover,
            other,
            empty,
            regions: Regions {
                mover: largest_region(mover) as i32,
                other: largest_region(other) as i32,
            },
            maybe_live: empty,
            key,
            digit,
            from: None,
        }
    }

    /// The root of a case: key 0, the root mover to move.
    pub fn root(mover: u64, other: u64, empty: u64) -> Node<'a> {
        Node::new(mover, other, empty, 0, ROOT_MOVER_DIGIT)
    }

    /// The key of the child after the mover writes on `index`.
    #[inline]
    pub fn child_key(&self, index: usize, coder: &KeyCoder) -> u64 {
        self.key + coder.step(index, self.digit)
    }

    /// The node after the mover writes on `index` (`live`: the squares live now; `detail`:
    /// this node's detail, which the child's is derived from).
    #[inline]
    pub fn after_move(
        &self,
        index: usize,
        live: u64,
        coder: &KeyCoder,
        detail: &'a Detail,
    ) -> Node<'a> {
        let m = 1u64 << index;
        let joined = region(m, self.mover | m);
        Node {
            mover: self.other,
            other: self.mover | m,
            empty: self.empty & !m,
            regions: self.regions.after_joining(joined.count_ones() as i32),
            maybe_live: live & !m,
            key: self.child_key(index, coder),
            digit: ROOT_MOVER_DIGIT + OTHER_DIGIT - self.digit,
            from: Some((detail, m, joined)),
        }
    }

    /// The node's detail: from scratch at a root, else from the parent's. A move changes only
    /// the region it joins (squares beside it get a new fill) and splits only the opponent's
    /// area it falls in.
    pub fn detail(&self) -> Detail {
        let Some((parent, m, joined)) = self.from else {
            return self.detail_from_scratch();
        };
        let seeds = self.maybe_live;
        let growth = Growth {
            mover: parent.growth.other,
            other: parent.growth.mover,
        };
        let mut detail = Detail {
            growth,
            areas: [Areas::NONE; 2],
        };
        // A square beside the joined region J would join J and the player's other regions
        // beside it (regions are components: none of them touches J), usually none.
        let (player, joined_size) = (self.other, joined.count_ones());
        for s in ones(neighbours(joined) & seeds) {
            let others = neighbours(1u64 << s) & player & !joined;
            let extra = if others == 0 {
                0
            } else {
                region(others, player).count_ones()
            };
            detail.growth.other[s] = (1 + joined_size + extra) as u8;
        }
        detail.areas[0].set_after_block(&parent.areas[1], m, seeds);
        detail.areas[1].set_holding(&parent.areas[0], seeds);
        detail
    }

    fn detail_from_scratch(&self) -> Detail {
        let mut growth = Growth {
            mover: [0; 64],
            other: [0; 64],
        };
        for index in ones(self.empty) {
            let m = 1u64 << index;
            growth.mover[index] = region(m, self.mover | m).count_ones() as u8;
            growth.other[index] = region(m, self.other | m).count_ones() as u8;
        }
        let (mover, other, empty) = (self.mover, self.other, self.empty);
        let areas = [
            Areas::flood(mover, empty, empty),
            Areas::flood(other, empty, empty),
        ];
        Detail { growth, areas }
    }
}
