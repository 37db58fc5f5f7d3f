//! A progress line for long computations of the labs, on stderr.

use std::io::Write;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// Runs `work`, a computation without progress of its own, and when `shown` says on stderr
/// how long it has run, once a second from the first, on one line rewritten in place.
pub fn while_running<T>(what: &str, shown: bool, work: impl FnOnce() -> T) -> T {
    if !shown {
        return work();
    }
    let (done, wait) = std::sync::mpsc::channel::<()>();
    let started = Instant::now();
    let ticker = std::thread::scope(|scope| {
        let ticker = scope.spawn(move || {
            let mut shown = false;
            // Until the work ends: its message, or its sender dropped by a panic.
            while let Err(RecvTimeoutError::Timeout) = wait.recv_timeout(Duration::from_secs(1)) {
                eprint!("\r{}: {:.0} s   ", what, started.elapsed().as_secs_f64());
                let _ = std::io::stderr().flush();
                shown = true;
            }
            shown
        });
        let value = work();
        let _ = done.send(());
        (value, ticker.join().unwrap_or(false))
    });
    if ticker.1 {
        eprintln!();
    }
    ticker.0
}
