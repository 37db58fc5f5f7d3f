//! A cheap estimate of a position's value, to order moves: a few plies of plain negamax, scored
//! at the horizon by the middle of the static bounds (`bounds.rs`). Only an order comes of it,
//! never a value.
//!
//! At the root (3 plies): a bad order there costs exact searches of moves that are not the
//! best (a 22-empty board spent 90% of its nodes so); −18% nodes on 20- and 22-empty boards.
//! Inside the tree, from `Params::inner_estimate_from` empty squares up, the children are
//! ordered by their own static bounds (1 ply) after the table's move: the bounds that decide
//! nodes are the best guide to which child decides this one. −44% nodes and −12% time on
//! 20-empty boards, −57% nodes and −45% time on two 24-empty boards; from 8 or 12 squares up
//! it costs more than it saves.

use super::bounds::{reaches, static_bounds};
use super::key::KeyCoder;
use super::ordering::{Moves, MOST_MOVES};
use super::position::{Detail, Node};
use common::bits::ones;

/// Twice the estimated value of `node` for its mover, looking `depth` plies ahead.
pub fn estimate(node: &Node, coder: &KeyCoder, depth: u32) -> i32 {
    estimate_with(node, &node.detail(), coder, depth)
}

/// [`estimate`] of a node whose detail is known.
pub fn estimate_with(node: &Node, detail: &Detail, coder: &KeyCoder, depth: u32) -> i32 {
    let largest = [node.regions.mover as u32, node.regions.other as u32];
    let reach = reaches(node, detail, largest);
    let live = reach[0].live | reach[1].live;
    if live == 0 {
        return 2 * node.regions.difference();
    }
    if depth == 0 || node.empty.count_ones() <= 1 {
        let (lower, upper) = static_bounds(node, detail, live, &reach);
        return lower + upper;
    }
    ones(live)
        .map(|index| {
            -estimate(
                &node.after_move(index, live, coder, detail),
                coder,
                depth - 1,
            )
        })
        .max()
        .expect("a live square")
}

/// Reorders `moves` from position `from` on by their 1-ply estimate (the child's static
/// bounds), likeliest best first; equal estimates keep their order.
pub fn order_by_estimate(
    node: &Node,
    detail: &Detail,
    live: u64,
    coder: &KeyCoder,
    moves: &mut Moves,
    from: usize,
) {
    let mut keyed = [(0i32, 0u8); MOST_MOVES];
    let squares = &mut moves.squares[from..moves.len];
    for (k, &square) in squares.iter().enumerate() {
        let child = node.after_move(usize::from(square), live, coder, detail);
        // The child's estimate is for the other player: low first is best for the mover.
        keyed[k] = (estimate(&child, coder, 0), square);
    }
    let keyed = &mut keyed[..squares.len()];
    keyed.sort_by_key(|&(e, _)| e);
    for (slot, &(_, square)) in squares.iter_mut().zip(keyed.iter()) {
        *slot = square;
    }
}
