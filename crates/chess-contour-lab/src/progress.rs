//! Progress of a long fill on stderr: the layer, the share of positions done and the time left
//! at the pace so far. Shown when stderr is a terminal or `CHESS_CONTOUR_PROGRESS=1`; at most
//! once a second, so short runs print nothing.

use std::io::Write;
use std::time::{Duration, Instant};

pub struct Progress {
    shown: bool,
    started: Instant,
    last: Instant,
    sizes: Vec<u64>,
    total: u64,
    done: u64,
}

impl Progress {
    pub fn new(sizes: &[u64]) -> Progress {
        let now = Instant::now();
        Progress {
            shown: wanted(),
            started: now,
            last: now,
            sizes: sizes.to_vec(),
            total: sizes.iter().sum(),
            done: 1,
        }
    }

    /// Layer k is filled.
    pub fn layer_done(&mut self, k: usize) {
        self.done += self.sizes[k];
        if !self.shown || self.last.elapsed() < Duration::from_secs(1) {
            return;
        }
        self.last = Instant::now();
        let elapsed = self.started.elapsed().as_secs_f64();
        let share = self.done as f64 / self.total as f64;
        let left = elapsed * (1.0 - share) / share;
        eprint!(
            "\rlayer {} of {}: {:.1}% of positions, {:.0} s so far, about {:.0} s left   ",
            k,
            self.sizes.len() - 1,
            100.0 * share,
            elapsed,
            left
        );
        let _ = std::io::stderr().flush();
    }

    /// Ends the progress line, if one was shown.
    pub fn finish(&self) {
        if self.shown && self.last > self.started {
            eprintln!();
        }
    }
}

fn wanted() -> bool {
    use std::io::IsTerminal;
    std::env::var("CHESS_CONTOUR_PROGRESS").is_ok_and(|v| v == "1")
        || std::io::stderr().is_terminal()
}
