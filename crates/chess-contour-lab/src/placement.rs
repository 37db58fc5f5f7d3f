//! One buffer for both layers: where each layer sits in it, and the batches of groups in which a
//! layer is written over the one it is computed from.
//!
//! Layer k is a run of groups G_k(s), s the stones in the top rows ([`crate::sizes::GroupSizes`]),
//! and G_k(s) reads only G_{k+1}(s) (a stone in a local row) and G_{k+1}(s + 1) (a stone in a top
//! row). Filled in ascending s, G_{k+1}(s) is read for the last time by G_k(s); so with layer
//! k + 1 against the buffer's end, layer k can be written from the buffer's start, each group
//! landing on groups of layer k + 1 that nothing reads any more. The next layer goes the other
//! way: filled in descending s, written against the end while layer k sits at the start. The
//! buffer holds the larger of the two layers plus the most by which the written part runs ahead
//! of the freed part: 1.06 times the largest layer at 20×20, where two layers side by side
//! would take 2.0 times.
//!
//! Threads fill a *batch* of groups at once: consecutive groups whose writes stop short of the
//! first position the batch still reads, so the buffer splits (`split_at_mut`) into a part
//! written and a part read. With the buffer sized for single groups, batches take about 2.5
//! groups' steps per layer at 16×16 and 20×20.

use crate::sizes::GroupSizes;
use crate::split::Split;
use std::ops::RangeInclusive;

/// Whether layer k is filled in ascending order of groups (and written from the buffer's
/// start): layer rows·cols, the full board, sits against the end, and the sides alternate.
pub fn ascending(k: usize, cells: usize) -> bool {
    (cells - 1 - k).is_multiple_of(2)
}

/// Positions of a layer in its groups before group s, from its groups' ends (all of them past
/// the last group).
pub fn before(ends: &[u64], s: usize) -> u64 {
    match s {
        0 => 0,
        s => ends[s.min(ends.len()) - 1],
    }
}

/// The buffer length that filling layer k needs: `upper` holds the group ends of layer k + 1,
/// `lower` those of layer k (see [`GroupSizes::ends`]).
pub fn step_len(upper: &[u64], lower: &[u64], ascending: bool) -> u64 {
    let groups = lower.len();
    let (upper_len, lower_len) = (before(upper, groups), before(lower, groups));
    let ahead = (0..groups).map(|s| {
        if ascending {
            // Group s of layer k ends where group s − 1 of layer k + 1 ended, at the latest.
            before(lower, s + 1).saturating_sub(before(upper, s))
        } else {
            // Group s of layer k starts where group s + 1 of layer k + 1 ended, at the earliest.
            before(upper, s + 2).saturating_sub(before(lower, s))
        }
    });
    let ahead = ahead.max().unwrap_or(0);
    if ascending {
        upper_len + ahead
    } else {
        lower_len + ahead
    }
}

/// The buffer length (in positions) for the whole fill: the largest any step needs.
/// O(rows·cols · top·cols · cols) time, O(top·cols) memory.
pub fn buffer_len(split: Split) -> u64 {
    let groups = GroupSizes::new(split);
    let cells = split.rows * split.cols;
    let mut upper = groups.ends(cells);
    let mut len = 1;
    for k in (0..cells).rev() {
        let lower = groups.ends(k);
        len = len.max(step_len(&upper, &lower, ascending(k, cells)));
        upper = lower;
    }
    len
}

/// The batches of groups that fill layer k, in order, in a buffer of `len` positions at least
/// [`step_len`]: each batch's writes stop short of what it and the later batches still read.
pub fn batches(
    upper: &[u64],
    lower: &[u64],
    len: u64,
    ascending: bool,
) -> Vec<RangeInclusive<usize>> {
    let groups = lower.len();
    let mut batches = Vec::new();
    if ascending {
        // Layer k + 1 sits against the end; groups a..=b of layer k end by where its group a − 1 ended.
        let base = len - before(upper, groups);
        let mut a = 0;
        while a < groups {
            let limit = base + before(upper, a);
            let mut b = a;
            while b + 1 < groups && before(lower, b + 2) <= limit {
                b += 1;
            }
            batches.push(a..=b);
            a = b + 1;
        }
    } else {
        // Layer k + 1 sits at the start; groups b..=a of layer k start after its group a + 1.
        let base = len - before(lower, groups);
        let mut a = groups;
        while a > 0 {
            let limit = before(upper, a + 1);
            let mut b = a - 1;
            while b > 0 && base + before(lower, b - 1) >= limit {
                b -= 1;
            }
            batches.push(b..=a - 1);
            a = b;
        }
    }
    batches
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replays the fill's writes on a buffer that records which layer and group each position
    /// holds: every batch writes only over positions nothing reads any more, and reads its groups
    /// of the layer above intact.
    #[test]
    fn no_batch_writes_over_what_is_still_read() {
        for (rows, cols) in [(4, 3), (5, 5), (6, 4), (7, 2)] {
            for top in 0..=rows {
                let split = Split::new(rows, cols).with_top(top);
                replay(split);
            }
        }
    }

    fn replay(split: Split) {
        let groups = GroupSizes::new(split);
        let cells = split.rows * split.cols;
        let len = buffer_len(split) as usize;
        // owner[i] = (layer, group) of the position at i.
        let mut owner = vec![None; len];
        let mut upper = groups.ends(cells);
        owner[len - 1] = Some((cells, split.top * split.cols));
        let mut upper_base = len - 1;
        for k in (0..cells).rev() {
            let lower = groups.ends(k);
            let up = ascending(k, cells);
            let base = if up {
                0
            } else {
                len - before(&lower, lower.len()) as usize
            };
            for batch in batches(&upper, &lower, len as u64, up) {
                let (a, b) = (*batch.start(), *batch.end());
                // What this batch reads must still be there.
                for s in a..=(b + 1).min(upper.len() - 1) {
                    let range = before(&upper, s) as usize..before(&upper, s + 1) as usize;
                    for i in range {
                        assert_eq!(
                            owner[upper_base + i],
                            Some((k + 1, s)),
                            "{:?} k {}",
                            split,
                            k
                        );
                    }
                }
                for s in a..=b {
                    let range = before(&lower, s) as usize..before(&lower, s + 1) as usize;
                    for i in range {
                        // Only positions of groups no later batch reads may be overwritten.
                        if let Some((layer, group)) = owner[base + i] {
                            let dead = layer != k + 1 || if up { group < a } else { group > b + 1 };
                            assert!(
                                dead,
                                "{:?} k {} overwrites ({}, {})",
                                split, k, layer, group
                            );
                        }
                        owner[base + i] = Some((k, s));
                    }
                }
            }
            upper = lower;
            upper_base = base;
        }
        assert_eq!(owner[upper_base], Some((0, 0)));
    }
}
