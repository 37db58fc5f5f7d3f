//! The remoteness search against plain minimax with remoteness on every row of up to 12
//! cells (14 in an ignored run): the value and the moves to the end, for the row and for every
//! move in it.

use super::table;
use crate::remoteness::Remoteness;
use lol_fill::row::show;

/// Every row of up to `max_len` cells; returns how many rows were won or lost.
fn search_is_minimax(max_len: usize) -> usize {
    let mut search = Remoteness::with_budget(usize::MAX);
    let mut decided = 0;
    table::for_every_row(max_len, |row, (value, moves)| {
        let found = search.outcome(row).expect("no budget");
        let expected = (found.value, found.moves as u8);
        assert_eq!(expected, (value, moves), "{}", show(row));
        decided += usize::from(value != 0);
    });
    decided
}

#[test]
fn the_search_is_plain_minimax_on_every_row_up_to_twelve_cells() {
    assert!(search_is_minimax(12) > 100_000);
}

#[test]
#[ignore]
fn the_search_is_plain_minimax_on_every_row_up_to_fourteen_cells() {
    println!(
        "{} won or lost rows up to 14 cells agree",
        search_is_minimax(14)
    );
}

/// The search's reach: for each kind of row, longer and longer rows until the budget runs
/// out, with the time and positions each took (`--release`; the lab README's figures).
#[test]
#[ignore]
fn reach() {
    let quiet = |n: usize| {
        let mut rng = lab::Rng::with_seed(n as u64);
        crate::generate::quiet_row(&mut rng, n, n / 4)
    };
    let kinds: [(&str, &dyn Fn(usize) -> String); 3] = [
        ("empty", &|n| "*".repeat(n)),
        ("L, empty, L", &|n| format!("L{}L", "*".repeat(n - 2))),
        ("quiet, a quarter letters", &quiet),
    ];
    for (kind, make) in kinds {
        for n in 12.. {
            let row = lol_fill::parse(format!("1\n{}\n", make(n)).as_bytes())
                .expect("a row")
                .remove(0);
            let mut search = Remoteness::default();
            let clock = std::time::Instant::now();
            let found = search.outcome(&row);
            let seconds = clock.elapsed().as_secs_f64();
            let positions = search.positions();
            println!(
                "{kind}: {} ({n} cells): {found:?}, {positions} positions, {seconds:.3} s",
                show(&row)
            );
            if found.is_err() {
                break;
            }
        }
    }
}
