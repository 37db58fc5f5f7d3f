//! The judge program's table against the reference search: t of every piece string up to 18
//! cells (24 in an ignored run), and of random long pieces, 30 to 300 cells, lone `O`s at
//! random or every 3 to 9 cells (the hunts' hard family).
//!
//! Ignored runs: `cargo test --release -p lol-fill-lab -- --ignored --nocapture`.

use crate::automaton::grammar::piece_strings_up_to;
use crate::reference;
use lab::Rng;
use lol_fill::row::{show, Cell};

/// The table's t against the search's on every piece string up to `max_cells`, one memo for
/// all; returns how many pieces had t = 0, 1, 2.
fn table_is_the_search(max_cells: usize) -> [usize; 3] {
    let mut classes = reference::classes();
    let mut by_t = [0; 3];
    for piece in piece_strings_up_to(max_cells) {
        let t = lol_fill::automaton::t(&piece);
        assert_eq!(t, classes.t(&piece), "{}", show(&piece));
        by_t[t as usize] += 1;
    }
    by_t
}

#[test]
fn the_table_is_the_search_on_every_piece_up_to_18_cells() {
    let by_t = table_is_the_search(18);
    println!("piece strings up to 18 cells with t = 0, 1, 2: {:?}", by_t);
    assert!(by_t.iter().all(|&n| n > 200), "{:?}", by_t);
}

#[test]
#[ignore]
fn the_table_is_the_search_on_every_piece_up_to_24_cells() {
    let by_t = table_is_the_search(24);
    println!("piece strings up to 24 cells with t = 0, 1, 2: {:?}", by_t);
}

/// A piece of `len` cells or a few more, an `L` or not at each end, its run empty but for lone
/// `O`s `gaps` cells apart (each gap drawn from the range).
fn piece_with_os(rng: &mut Rng, len: usize, gaps: std::ops::RangeInclusive<usize>) -> Vec<Cell> {
    let mut piece = Vec::with_capacity(len + 12);
    if rng.bool() {
        piece.push(Cell::L);
    }
    piece.extend(std::iter::repeat_n(Cell::Empty, rng.usize(1..=*gaps.end())));
    while piece.len() < len {
        piece.push(Cell::O);
        let run = rng.usize(gaps.clone());
        piece.extend(std::iter::repeat_n(Cell::Empty, run));
    }
    if rng.bool() {
        piece.push(Cell::L);
    }
    piece
}

/// `count` random pieces of `lens` cells, lone `O`s `gaps` apart, each with a fresh search;
/// returns how many had t = 0, 1, 2.
fn random_pieces(
    seed: u64,
    count: usize,
    lens: std::ops::RangeInclusive<usize>,
    gaps: std::ops::RangeInclusive<usize>,
) -> [usize; 3] {
    let mut rng = Rng::with_seed(seed);
    let mut by_t = [0; 3];
    for _ in 0..count {
        let len = rng.usize(lens.clone());
        let piece = piece_with_os(&mut rng, len, gaps.clone());
        assert!(crate::piece::is_piece(&piece), "{}", show(&piece));
        let t = lol_fill::automaton::t(&piece);
        let mut classes = reference::classes();
        assert_eq!(t, classes.t(&piece), "{}", show(&piece));
        by_t[t as usize] += 1;
    }
    by_t
}

#[test]
fn the_table_is_the_search_on_random_long_pieces() {
    let sparse = random_pieces(1, 40, 30..=300, 1..=12);
    let lone_os = random_pieces(2, 40, 30..=64, 3..=9);
    let dense = random_pieces(3, 40, 30..=48, 1..=6);
    println!("t = 0, 1, 2: sparse {sparse:?}, lone Os {lone_os:?}, dense {dense:?}");
    assert!(sparse[2] > 0 && lone_os.iter().chain(&dense).all(|&n| n > 0));
}

#[test]
#[ignore]
fn the_table_is_the_search_on_many_random_long_pieces() {
    for (seed, count, lens, gaps) in [
        (4, 3000, 30..=120, 1..=12),
        (5, 300, 120..=300, 1..=12),
        (6, 1000, 30..=64, 3..=9),
        (7, 200, 64..=128, 3..=9),
        (8, 40, 128..=200, 3..=9),
        (9, 12, 200..=300, 3..=9),
        (10, 300, 30..=96, 1..=6),
    ] {
        let by_t = random_pieces(seed, count, lens.clone(), gaps.clone());
        println!(
            "{} pieces of {:?} cells, lone Os {:?} apart: t = 0, 1, 2 on {:?}",
            count, lens, gaps, by_t
        );
    }
}
