//! The edge of what the judge program admits (`cargo xtask hunt stake-claim --edge`): its most
//! empty squares with its most work, and its most cases, from its own [`stake_claim::LIMITS`].

use lab::Edge;
use stake_claim::LIMITS;

/// The work of one case of `empties` ≥ 5 empty squares, as the judge program counts it.
fn work(empties: usize) -> u64 {
    3u64.pow(empties.max(5) as u32)
}

pub fn edges() -> Vec<Edge> {
    let most = LIMITS.max_empties;
    let hardest = (LIMITS.max_work / work(most)) as usize;
    let edge = |about: String, family, empties: usize, cases: usize| Edge {
        about,
        family,
        size: Some(empties),
        cases: Some(cases),
        draw: None,
    };
    let many = |empties| (LIMITS.max_work / work(empties)) as usize;
    vec![
        edge(
            format!("{} 8×8 boards of {} empty squares", hardest, most),
            "largest",
            most,
            hardest,
        ),
        edge(
            format!("{} boards of any side, {} empty squares", hardest, most),
            "any-side",
            most,
            hardest,
        ),
        edge(
            format!("{} 8×8 boards of 10 empty squares", many(10)),
            "largest",
            10,
            many(10),
        ),
        edge(
            format!("{} 8×8 boards of 5 empty squares", many(5)),
            "largest",
            5,
            many(5),
        ),
    ]
}

/// The judge program's view of `input`: its work and largest case against its limits, or its
/// refusal.
pub fn judge_prediction(input: &[u8]) -> Result<String, String> {
    if input.len() > stake_claim::MAX_INPUT_BYTES {
        return Err(format!(
            "longer than {} bytes",
            stake_claim::MAX_INPUT_BYTES
        ));
    }
    let boards = stake_claim::parse(input, &LIMITS).map_err(|e| e.to_string())?;
    let empties = |b: &stake_claim::Board| b.empty().count_ones() as usize;
    let total: u64 = boards.iter().map(|b| work(empties(b))).sum();
    let largest = boards.iter().map(empties).max().unwrap_or(0);
    Ok(format!(
        "{} cases, up to {} of {} empty squares, {:.0}% of the work admitted",
        boards.len(),
        largest,
        LIMITS.max_empties,
        100.0 * total as f64 / LIMITS.max_work as f64
    ))
}
