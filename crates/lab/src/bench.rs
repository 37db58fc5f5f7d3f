//! What `cargo xtask bench` times: tables of cases, each one or more whole inputs.

/// What the bench was asked for.
#[derive(Clone, Copy, Debug, Default)]
pub struct BenchOptions {
    /// The largest size to time (a board's side, empty squares, a row's length), past the
    /// default tables; `None` for the defaults.
    pub max_size: Option<usize>,
}

/// A table of the bench: a title and its rows.
#[derive(Clone, Debug)]
pub struct BenchTable {
    pub title: String,
    /// What `work` counts (e.g. `position`), for a "ns per …" column.
    pub unit: Option<&'static str>,
    pub cases: Vec<BenchCase>,
    /// A figure of time and memory against the cases' sizes, where a curve says more.
    pub plot: Option<Plot>,
}

/// A figure of a bench table: `docs/figures/<name>.svg`, the cases' `size` along the x axis.
#[derive(Clone, Copy, Debug)]
pub struct Plot {
    pub name: &'static str,
    pub x_label: &'static str,
}

/// One row: inputs timed one process each (the median and the slowest are shown when there
/// are several), and whether the oracle runs beside them.
#[derive(Clone, Debug)]
pub struct BenchCase {
    pub label: String,
    pub inputs: Vec<String>,
    pub oracle: bool,
    /// At most this many counted runs per input (slow cases).
    pub max_runs: Option<usize>,
    /// The work one input holds, in the table's unit.
    pub work: Option<u64>,
    /// Where the case stands on the table's plot.
    pub size: Option<f64>,
}

impl BenchCase {
    /// One input, timed as often as the bench asks, without the oracle.
    pub fn new(label: impl Into<String>, input: String) -> BenchCase {
        BenchCase {
            label: label.into(),
            inputs: vec![input],
            oracle: false,
            max_runs: None,
            work: None,
            size: None,
        }
    }

    /// The same, with the oracle timed once beside it.
    pub fn with_oracle(mut self) -> BenchCase {
        self.oracle = true;
        self
    }
}
