//! The expected answers, computed by the lab and timed apart from the program and the checker:
//! an exact answer can take far longer than the program it judges (a board of twenty empty
//! squares, seconds to minutes), so its time is reported on its own line, and a line on stderr
//! says what is being computed once an answer runs past a second.

use common::scanner::ParseError;
use lab::Problem;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long an answer runs before the progress line, and between its updates.
const QUIET: Duration = Duration::from_secs(1);
const EVERY: Duration = Duration::from_secs(10);

/// The lab's answer to `input` and the time it took; `name` labels the progress line.
pub fn answer(
    problem: &dyn Problem,
    name: &str,
    input: &[u8],
) -> (Result<String, ParseError>, Duration) {
    let started = Instant::now();
    let (done, waiting) = mpsc::channel::<()>();
    let answer = std::thread::scope(|scope| {
        scope.spawn(move || progress(name, started, &waiting));
        let answer = problem.lab_answer(input);
        drop(done);
        answer
    });
    (answer, started.elapsed())
}

/// Prints to stderr while the answer runs past `QUIET`, then every `EVERY`, until `waiting`
/// is closed; then, if it printed, the time the answer took.
fn progress(name: &str, started: Instant, waiting: &mpsc::Receiver<()>) {
    let mut wait = QUIET;
    let mut spoke = false;
    while waiting.recv_timeout(wait) == Err(mpsc::RecvTimeoutError::Timeout) {
        eprintln!(
            "computing the expected answer of {} ({:.0} s so far)…",
            name,
            started.elapsed().as_secs_f64()
        );
        spoke = true;
        wait = EVERY;
    }
    if spoke {
        eprintln!(
            "computed the expected answer of {} in {:.1} s",
            name,
            started.elapsed().as_secs_f64()
        );
    }
}

/// The expected answers' time over a run: in all, how many, and the slowest.
#[derive(Default)]
pub struct Times {
    total: Duration,
    count: usize,
    slowest: Option<(Duration, String)>,
}

impl Times {
    pub fn record(&mut self, name: &str, took: Duration) {
        self.total += took;
        self.count += 1;
        if self.slowest.as_ref().is_none_or(|(t, _)| took > *t) {
            self.slowest = Some((took, name.to_string()));
        }
    }

    /// `the expected answers (the lab): 35.9 s for 12 cases, the slowest fixture/x 30.1 s`.
    pub fn summary(&self) -> String {
        let mut line = format!(
            "the expected answers (the lab): {} for {}",
            seconds(self.total),
            crate::words::plural(self.count, "case", "cases")
        );
        if let (Some((took, name)), true) = (&self.slowest, self.count > 1) {
            line += &format!(", the slowest {} {}", name, seconds(*took));
        }
        line
    }
}

fn seconds(d: Duration) -> String {
    if d < Duration::from_secs(1) {
        format!("{:.1} ms", d.as_secs_f64() * 1e3)
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_names_the_total_the_count_and_the_slowest() {
        let mut times = Times::default();
        times.record("a", Duration::from_millis(200));
        times.record("b", Duration::from_millis(1500));
        assert_eq!(
            times.summary(),
            "the expected answers (the lab): 1.7 s for 2 cases, the slowest b 1.5 s"
        );
        let mut one = Times::default();
        one.record("a", Duration::from_micros(2500));
        assert_eq!(
            one.summary(),
            "the expected answers (the lab): 2.5 ms for 1 case"
        );
    }
}
