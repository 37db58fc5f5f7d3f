//! A case run and judged as a judge would: the verdict of the run, with one correction. A
//! program that crashes under the address-space backstop may have died of a failed allocation
//! (a C++ `bad_alloc`, a null `malloc`, a static array that cannot be mapped), which a judge
//! calls MLE, not RE. So a crash is run once more without the backstop: if it then does not
//! crash the same way, the backstop caused it, and the verdict is MLE.

use super::confined::{self, Limits, Run};
use super::program::Program;
use super::verdict::Verdict;
use anyhow::Result;

/// Runs the program on `input` within `limits` and judges it against `expected`.
pub fn run(
    program: &Program,
    input: &[u8],
    expected: &str,
    limits: &Limits,
) -> Result<(Verdict, Run)> {
    let run = confined::run(&program.argv, input, limits)?;
    let verdict = Verdict::of(&run, expected, limits);
    let (Verdict::Re(_), Some(cap)) = (&verdict, limits.address_mib) else {
        return Ok((verdict, run));
    };
    let uncapped = Limits {
        address_mib: None,
        ..*limits
    };
    let again = confined::run(&program.argv, input, &uncapped)?;
    if Verdict::of(&again, expected, &uncapped) == verdict {
        return Ok((verdict, run));
    }
    let why = format!("died under the address-space cap of {} MiB", cap);
    Ok((Verdict::Mle(Some(why)), run))
}
