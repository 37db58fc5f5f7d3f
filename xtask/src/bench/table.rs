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

    /// The baseline's own median over the inputs (a run over its limit counts as slower than
    /// any that finished), when it ran.
    pub fn baseline_median(&self) -> Option<Baseline> {
        let mut runs: Vec<Baseline> = self.timings.iter().filter_map(|t| t.baseline).collect();
        runs.sort();
        runs.get(runs.len() / 2).copied()
    }

    /// The baseline's own slowest input, when it ran.
    pub fn baseline_slowest(&self) -> Option<Baseline> {
        self.timings.iter().filter_map(|t| t.baseline).max()
    }

    /// The largest peak memory over the inputs, in MiB.
    pub fn peak_mib(&self) -> f64 {
        self.timings.iter().map(|t| t.peak_kib).max().unwrap_or(0) as f64 / 1024.0
    }
}

/// The table: case, lab (median over the inputs), slowest input, ns per unit of work (wall and
/// CPU), peak memory, oracle and oracle / lab, each column only where some case has it. Beside
/// the lab's median and slowest stand the baseline's own median and slowest over the same
/// inputs (which may be other inputs than the lab's).
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
    let mut cells = vec![
        row.label.clone(),
        with_baseline(median.wall, row.baseline_median(), rev),
    ];
    if several {
        let slowest = row.timings.iter().map(|t| t.wall).max().expect("inputs");
        cells.push(with_baseline(slowest, row.baseline_slowest(), rev));
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

/// A wall time of the lab, with the baseline's beside it and their ratio when it ran.
fn with_baseline(wall: Duration, baseline: Option<Baseline>, rev: Option<&str>) -> String {
    match (baseline, rev) {
        (Some(Baseline::Wall(before)), Some(rev)) => format!(
            "{} (at {}: {}, {:.1}×)",
            ms(wall),
            rev,
            ms(before),
            ratio(before, wall)
        ),
        (Some(Baseline::Over(limit)), Some(rev)) => format!(
            "{} (at {}: over {:.0} s, over {:.0}×)",
            ms(wall),
            rev,
            limit.as_secs_f64(),
            ratio(limit, wall)
        ),
        _ => ms(wall),
    }
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn ratio(slow: Duration, fast: Duration) -> f64 {
    slow.as_secs_f64() / fast.as_secs_f64().max(1e-9)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timing(wall_ms: u64, baseline: Baseline) -> Timing {
        Timing {
            wall: Duration::from_millis(wall_ms),
            cpu: Duration::from_millis(wall_ms),
            peak_kib: 1024,
            baseline: Some(baseline),
        }
    }

    /// The baseline's median and slowest are its own, over the same inputs: a run stopped at
    /// its limit counts as the slowest, and the baseline's slowest input need not be the lab's.
    #[test]
    fn the_baseline_has_its_own_median_and_slowest() {
        let secs = Duration::from_secs;
        let row = Row {
            label: "three boards".to_string(),
            timings: vec![
                timing(30, Baseline::Wall(secs(1))),
                timing(10, Baseline::Over(secs(300))),
                timing(20, Baseline::Wall(secs(5))),
            ],
            oracle: None,
            work: None,
            size: None,
        };
        assert_eq!(row.baseline_median(), Some(Baseline::Wall(secs(5))));
        assert_eq!(row.baseline_slowest(), Some(Baseline::Over(secs(300))));
        let table = markdown(&[row], None, Some("abc"));
        assert!(
            table.contains("20.0 ms (at abc: 5000.0 ms, 250.0×)"),
            "{}",
            table
        );
        assert!(
            table.contains("30.0 ms (at abc: over 300 s, over 10000×)"),
            "{}",
            table
        );
    }
}
