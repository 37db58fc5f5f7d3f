//! The principal variations `explain` prints, against the remoteness search and plain
//! minimax with remoteness: `L*****L` is won in 3; where the loser can delay, the line delays
//! as long as minimax says it can; every move printed in a line has the value and distance
//! the search gives it, and no move of the row does better; past the search's budget the line
//! takes immediate wins and avoids immediate losses.

use super::table;
use crate::explain::{explain, explain_with};
use crate::remoteness::{Outcome, Remoteness};
use lol_fill::row::{show, Cell, Row};
use lol_fill::rules::{has_lol, has_threat};

/// A move printed in a principal variation: cell, letter, the row after it, and its outcome
/// as printed (`+1 in 3`, or `+1 (distance not proven)`).
struct Printed {
    cell: usize,
    letter: Cell,
    after: Row,
    outcome: String,
}

/// The moves of the principal variation in `explain`'s text.
fn printed_line(text: &str) -> Vec<Printed> {
    let mut line = Vec::new();
    for l in text.lines() {
        // `      1. first  writes L at   3: L**L**L   +1 in 3`
        let words: Vec<&str> = l.split_whitespace().collect();
        if words.len() < 7 || words[2] != "writes" || !words[0].ends_with('.') {
            continue;
        }
        let parsed = lol_fill::parse(format!("1\n{}\n", words[6]).as_bytes());
        line.push(Printed {
            cell: words[5].trim_end_matches(':').parse().expect("a cell"),
            letter: Cell::from_byte(words[3].as_bytes()[0]).expect("a letter"),
            after: parsed.expect("a row").remove(0),
            outcome: words[7..].join(" "),
        });
    }
    line
}

#[test]
fn l_five_empty_l_is_won_in_three_moves() {
    let text = explain(&row("L*****L"));
    assert!(
        text.contains("value for the mover: +1 in 3 moves"),
        "{}",
        text
    );
    let line = printed_line(&text);
    assert_eq!(line.len(), 3, "{}", text);
    assert!(has_lol(&line[2].after) && text.contains("first made LOL and wins: 3 moves"));
}

fn row(cells: &str) -> Row {
    lol_fill::parse(format!("1\n{}\n", cells).as_bytes())
        .expect("a row")
        .remove(0)
}

/// Every printed move against the search: its outcome is the search's, no move of the row
/// before it does better, and it is the first of the best (leftmost cell, `L` before `O`).
fn line_agrees_with_the_search(search: &mut Remoteness, start: &Row) -> usize {
    let text = explain_with(search, start);
    let mut before = start.clone();
    let line = printed_line(&text);
    for step in &line {
        let played = search
            .of_move(&before, step.cell, step.letter)
            .expect("exact");
        assert_eq!(step.outcome, played.to_string(), "{}", text);
        for i in (0..before.len()).filter(|&i| before[i] == Cell::Empty) {
            for letter in [Cell::L, Cell::O] {
                let other = search.of_move(&before, i, letter).expect("exact");
                let earlier = (i, letter as u8) < (step.cell, step.letter as u8);
                assert!(
                    other.rank() < played.rank() || (other.rank() == played.rank() && !earlier),
                    "{}",
                    text
                );
            }
        }
        before[step.cell] = step.letter;
        assert_eq!(before, step.after, "{}", text);
    }
    line.len()
}

/// On every row of up to `max_len` cells: the line agrees with the search at every move, and
/// its length is the row's remoteness by plain minimax. Returns the rows where the mover
/// loses and could lose sooner than the line does.
fn lines_are_minimax(max_len: usize) -> usize {
    let mut search = Remoteness::with_budget(usize::MAX);
    let mut delayed = 0;
    table::for_every_row(max_len, |row, (value, moves)| {
        if has_lol(row) {
            return;
        }
        let length = line_agrees_with_the_search(&mut search, row);
        assert_eq!(length, usize::from(moves), "{}", show(row));
        let faster_at_hand = usize::from(moves) > shortest_loss(&mut search, row);
        delayed += usize::from(value == -1 && faster_at_hand);
    });
    delayed
}

/// The fewest moves any move of a lost row leads to the end in.
fn shortest_loss(search: &mut Remoteness, row: &Row) -> usize {
    let moves = (0..row.len())
        .filter(|&i| row[i] == Cell::Empty)
        .flat_map(|i| [(i, Cell::L), (i, Cell::O)]);
    let mut outcomes: Vec<Outcome> = Vec::new();
    for (i, letter) in moves {
        outcomes.push(search.of_move(row, i, letter).expect("exact"));
    }
    outcomes.iter().map(|o| o.moves as usize).min().unwrap_or(0)
}

/// Rows where the loser can delay get the longest delay: the line's length is minimax's
/// remoteness on every row of up to 10 cells, many of them lost rows with faster losses at hand.
#[test]
fn every_line_up_to_ten_cells_is_minimax_and_the_loser_delays() {
    let delayed = lines_are_minimax(10);
    assert!(
        delayed > 100,
        "{} lost rows with a faster loss at hand",
        delayed
    );
}

/// `L**L****` is lost: a move in the gap, or beside it, makes a threat and loses in 2; `O` on
/// cell 5 holds out for 6 moves, and the line plays it.
#[test]
fn the_loser_plays_the_longest_delay() {
    let mut search = Remoteness::default();
    let start = row("L**L****");
    let outcome = search.outcome(&start).expect("exact");
    assert_eq!(outcome.value, -1);
    assert!(shortest_loss(&mut search, &start) == 2 && outcome.moves > 2);
    assert_eq!(
        line_agrees_with_the_search(&mut search, &start),
        outcome.moves as usize
    );
}

/// Past the budget (here a budget of one position), the line keeps the row's value, takes an
/// immediate win when there is one, and hands the opponent none when it can avoid it; moves
/// whose distance the search can still give (a threat standing, a draw) show it exactly.
#[test]
fn past_the_budget_the_line_takes_wins_and_avoids_losses() {
    let mut exact = Remoteness::with_budget(usize::MAX);
    for start in [
        "*".repeat(15),
        "L*****L******O****".into(),
        "**O***L***O******".into(),
    ] {
        let start = row(&start);
        let text = explain_with(&mut Remoteness::with_budget(1), &start);
        assert!(
            text.contains("(distance not proven)") && text.contains("not proven optimal"),
            "{}",
            text
        );
        let mut before = start.clone();
        for step in printed_line(&text) {
            let played = exact
                .of_move(&before, step.cell, step.letter)
                .expect("exact");
            let unproven = format!("{:+} (distance not proven)", played.value);
            assert!(
                step.outcome == played.to_string() || step.outcome == unproven,
                "{}",
                text
            );
            assert_eq!(played.value, lol_fill::solve(&before), "{}", text);
            let options = options(&before);
            if options.iter().any(|o| o.0) {
                assert!(has_lol(&step.after), "{}", text);
            } else if options.iter().any(|o| o.1) {
                assert!(!has_threat(&step.after), "{}", text);
            }
            before = step.after;
        }
    }
}

/// For each move of the row: whether it makes `LOL`, and whether it leaves the opponent no
/// threat (no immediate win), among the moves that keep the row's value.
fn options(row: &Row) -> Vec<(bool, bool)> {
    let value = lol_fill::solve(row);
    let mut found = Vec::new();
    for i in (0..row.len()).filter(|&i| row[i] == Cell::Empty) {
        for letter in [Cell::L, Cell::O] {
            let mut after = row.clone();
            after[i] = letter;
            let keeps = has_lol(&after) || -lol_fill::solve(&after) == value;
            if keeps {
                found.push((has_lol(&after), !has_lol(&after) && !has_threat(&after)));
            }
        }
    }
    found
}
