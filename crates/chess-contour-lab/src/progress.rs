//! Progress of a long fill on stderr: the layer, the share of positions done, positions per
//! second, the time left at the pace so far and the memory in use. Shown when stderr is a
//! terminal or `CHESS_CONTOUR_PROGRESS=1`; at most once a second, so short runs print nothing.

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
        let status = Status {
            layer: k,
            layers: self.sizes.len() - 1,
            done: self.done,
            total: self.total,
            elapsed: self.started.elapsed(),
            resident: resident_bytes(),
        };
        eprint!("\r{}   ", status.line());
        let _ = std::io::stderr().flush();
    }

    /// Ends the progress line, if one was shown.
    pub fn finish(&self) {
        if self.shown && self.last > self.started {
            eprintln!();
        }
    }
}

/// Runs `work`, a computation without progress of its own, saying on stderr how long it has
/// run once a second (when progress is shown at all).
pub fn while_running<T>(what: &str, work: impl FnOnce() -> T) -> T {
    lab::progress::while_running(what, wanted(), work)
}

/// What a progress line says.
struct Status {
    /// The layer just filled (its stone count) and the first one (the board's cells): the fill
    /// counts down.
    layer: usize,
    layers: usize,
    done: u64,
    total: u64,
    elapsed: Duration,
    /// The process's resident memory, where the system says.
    resident: Option<u64>,
}

impl Status {
    fn line(&self) -> String {
        let seconds = self.elapsed.as_secs_f64();
        let share = self.done as f64 / self.total as f64;
        let rate = self.done as f64 / seconds.max(1e-9);
        let left = (self.total - self.done) as f64 / rate.max(1e-9);
        let memory = self.resident.map_or(String::new(), |bytes| {
            format!(", {:.2} GiB in use", bytes as f64 / f64::from(1u32 << 30))
        });
        format!(
            "layer {} ({} → 0): {:.1}% of {} positions, {:.0} M positions/s, {} so far, about {} \
             left{}",
            self.layer,
            self.layers,
            100.0 * share,
            self.total,
            rate / 1e6,
            clock(seconds),
            clock(left),
            memory
        )
    }
}

/// Seconds as `m:ss` (or `h:mm:ss`).
fn clock(seconds: f64) -> String {
    let s = seconds.round() as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The resident memory of this process (Linux: `VmRSS` of /proc/self/status).
fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn wanted() -> bool {
    use std::io::IsTerminal;
    std::env::var("CHESS_CONTOUR_PROGRESS").is_ok_and(|v| v == "1")
        || std::io::stderr().is_terminal()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_says_layer_share_rate_time_left_and_memory() {
        let status = Status {
            layer: 212,
            layers: 400,
            done: 60_000_000_000,
            total: 120_000_000_000,
            elapsed: Duration::from_secs(300),
            resident: Some(9 << 30),
        };
        assert_eq!(
            status.line(),
            "layer 212 (400 → 0): 50.0% of 120000000000 positions, 200 M positions/s, 5:00 so far, \
             about 5:00 left, 9.00 GiB in use"
        );
        assert_eq!(clock(3725.0), "1:02:05");
        assert!(resident_bytes().is_none_or(|b| b > 1 << 20));
    }
}
