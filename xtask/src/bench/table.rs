//! A bench table as Markdown: a row per case, the columns its cases need.

use comfy_table::{presets::ASCII_MARKDOWN, Table};
use std::time::Duration;

/// What one input's runs came to (medians).
pub struct Timing {
    pub wall: Duration,
    pub cpu: Duration,
    pub peak_kib: u64,
    /// The baseline's median wall time, when it ran beside.
    pub baseline: Option<Baseline>,
}

/// A run of the baseline: its wall time, or over the limit it was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Baseline {
    Wall(Duration),
    Over(Duration),
}

impl Baseline {
    /// Its wall time, or the limit it went over, in seconds.
    pub fn seconds(self) -> f64 {
        match self {
            Baseline::Wall(d) | Baseline::Over(d) => d.as_secs_f64(),
        }
    }
}

/// One case: a timing per input, the oracle's where it ran, the work of one input and the
/// case's size on the table's plot.
pub struct Row {
    pub label: String,
    pub timings: Vec<Timing>,
    pub oracle: Option<Timing>,
    pub work: Option<u64>,
    pub size: Option<f64>,
}

impl Row {
    /// The timing of the median input (by wall time).
    pub fn median(&self) -> &Timing {
        middle(&self.timings, |t| t.wall)
    }

    /// The largest peak memory over the inputs, in MiB.
    pub fn peak_mib(&self) -> f64 {
        self.timings.iter().map(|t| t.peak_kib).max().unwrap_or(0) as f64 / 1024.0
    }
}

/// The table: case, lab (median over the inputs), slowest input, ns per unit of work (wall and
/// CPU), peak memory, oracle and oracle / lab, each column only where some case has it. Beside
/// the lab's median and slowest input stands the baseline's time on that same input (a paired
/// comparison), not the baseline's own median or slowest.
pub fn markdown(rows: &[Row], unit: Option<&str>, baseline: Option<&str>) -> String {
    let several = rows.iter().any(|r| r.timings.len() > 1);
    let oracle = rows.iter().any(|r| r.oracle.is_some());
    let mut header = vec!["case".to_string(), "lab".to_string()];
    if several {
        header.push("slowest".to_string());
    }
    if let Some(unit) = unit {
        header.push(format!("wall ns / {}", unit));
        header.push(format!("CPU ns / {}", unit));
    }
    header.push("peak memory".to_string());
    if oracle {
        header.extend(["oracle".to_string(), "oracle / lab".to_string()]);
    }
    let mut table = Table::new();
    table.load_preset(ASCII_MARKDOWN).set_header(header);
    for row in rows {
        table.add_row(cells(row, several, unit.is_some(), oracle, baseline));
    }
    table.to_string()
}

fn cells(row: &Row, several: bool, per_unit: bool, oracle: bool, rev: Option<&str>) -> Vec<String> {
    let median = middle(&row.timings, |t| t.wall);
    let mut cells = vec![row.label.clone(), with_baseline(median, rev)];
    if several {
        let slowest = row.timings.iter().max_by_key(|t| t.wall).expect("inputs");
        cells.push(with_baseline(slowest, rev));
    }
    if per_unit {
        let per = |d: Duration| {
            row.work.map_or("—".to_string(), |w| {
                format!("{:.1}", d.as_secs_f64() * 1e9 / w as f64)
            })
        };
        cells.push(per(median.wall));
        cells.push(per(median.cpu));
    }
    let peak = row.timings.iter().map(|t| t.peak_kib).max().unwrap_or(0);
    cells.push(format!("{:.0} MiB", peak as f64 / 1024.0));
    if oracle {
        match &row.oracle {
            Some(o) => {
                cells.push(format!("{} (1 run)", ms(o.wall)));
                cells.push(format!("{:.0}×", ratio(o.wall, median.wall)));
            }
            None => cells.extend(["—".to_string(), "—".to_string()]),
        }
    }
    cells
}

/// The timing of the median input by `key`.
fn middle<K: Ord>(timings: &[Timing], key: impl Fn(&Timing) -> K) -> &Timing {
    let mut sorted: Vec<&Timing> = timings.iter().collect();
    sorted.sort_by_key(|t| key(t));
    sorted[sorted.len() / 2]
}

/// A wall time, with the baseline's beside it and their ratio when it ran.
fn with_baseline(timing: &Timing, rev: Option<&str>) -> String {
    match (timing.baseline, rev) {
        (Some(Baseline::Wall(before)), Some(rev)) => format!(
            "{} (at {}: {}, {:.1}×)",
            ms(timing.wall),
            rev,
            ms(before),
            ratio(before, timing.wall)
        ),
        (Some(Baseline::Over(limit)), Some(rev)) => format!(
            "{} (at {}: over {:.0} s, over {:.0}×)",
            ms(timing.wall),
            rev,
            limit.as_secs_f64(),
            ratio(limit, timing.wall)
        ),
        _ => ms(timing.wall),
    }
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn ratio(slow: Duration, fast: Duration) -> f64 {
    slow.as_secs_f64() / fast.as_secs_f64().max(1e-9)
}
