//! A case's verdict, as judges give them.

use super::compare::{first_difference, Difference};
use super::confined::{Limits, Run};

/// SIGXFSZ: a file grown past its limit (the output cap).
const SIGXFSZ: i32 = 25;

/// What a case came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer, and where.
    Wa(Difference),
    /// Time limit exceeded: CPU time, or wall time at three times the limit.
    Tle,
    /// Memory limit exceeded: peak resident memory reached the limit, or (with why) the
    /// program died under the address-space backstop.
    Mle(Option<String>),
    /// Runtime error: why.
    Re(String),
    /// Output limit exceeded.
    Ole,
}

impl Verdict {
    /// The verdict of a run within `limits` whose expected output is `expected`. The output
    /// limit counts stdout alone, as judges do.
    pub fn of(run: &Run, expected: &str, limits: &Limits) -> Verdict {
        match run.broken.as_str() {
            "cpu" | "wall" => return Verdict::Tle,
            "memory" => return Verdict::Mle(None),
            "processes" => return Verdict::Re("more than 64 processes at once".to_string()),
            _ => {}
        }
        // The kernel's own peak, read at the end, can reach the limit between two samples.
        if run.peak_kib >= limits.memory_mib * 1024 {
            return Verdict::Mle(None);
        }
        if run.stdout.len() as u64 > limits.output_mib << 20 || run.code == -SIGXFSZ {
            return Verdict::Ole;
        }
        match run.code {
            0 => match first_difference(expected, &String::from_utf8_lossy(&run.stdout)) {
                None => Verdict::Ac,
                Some(d) => Verdict::Wa(d),
            },
            code if code > 0 => Verdict::Re(format!("exit code {}", code)),
            code => Verdict::Re(format!("killed by signal {}", signal_name(-code))),
        }
    }

    /// The short name: AC, WA, TLE, MLE, RE, OLE.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle(_) => "MLE",
            Verdict::Re(_) => "RE",
            Verdict::Ole => "OLE",
        }
    }

    /// Whether the input makes the program fail in a way a smaller input may show too.
    pub fn shrinkable(&self) -> bool {
        matches!(self, Verdict::Wa(_) | Verdict::Re(_))
    }

    /// The detail beside the name, if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            Verdict::Wa(d) => Some(d.to_string()),
            Verdict::Re(why) | Verdict::Mle(Some(why)) => Some(why.clone()),
            _ => None,
        }
    }
}

fn signal_name(signal: i32) -> String {
    let name = match signal {
        6 => "SIGABRT",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        7 => "SIGBUS",
        _ => return signal.to_string(),
    };
    format!("{} ({})", signal, name)
}
