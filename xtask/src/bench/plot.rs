//! A bench table's figure: wall time (log scale) and peak memory against the cases' sizes, the
//! lab beside the baseline and the oracle where they ran, as an SVG for the READMEs.

use super::table::Row;
use anyhow::{anyhow, Result};
use lab::Plot;
use plotters::prelude::*;
use std::path::Path;

/// A named series of (size, value) points.
type Series = (&'static str, RGBColor, Vec<(f64, f64)>);

/// Draws the figure of `rows` to `path`; rows without a size are left out.
pub fn draw(path: &Path, plot: &Plot, rows: &[Row], baseline: Option<&str>) -> Result<()> {
    let root = SVGBackend::new(path, (1000, 420)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| anyhow!("{:?}", e))?;
    let (left, right) = root.split_horizontally(500);
    let at = |row: &Row| row.size;
    let time = |f: fn(&Row) -> Option<f64>| -> Vec<(f64, f64)> {
        rows.iter().filter_map(|r| Some((at(r)?, f(r)?))).collect()
    };
    let mut times: Vec<Series> = vec![(
        "lab, wall",
        BLUE,
        time(|r| Some(r.median().wall.as_secs_f64())),
    )];
    if baseline.is_some() {
        times.push((
            "baseline, wall",
            RED,
            time(|r| Some(r.baseline_median()?.seconds())),
        ));
    }
    times.push((
        "oracle, wall",
        GREEN,
        time(|r| Some(r.oracle.as_ref()?.wall.as_secs_f64())),
    ));
    let memory: Vec<Series> = vec![("lab, peak memory", BLUE, time(|r| Some(r.peak_mib())))];
    chart(&left, plot.x_label, "seconds", &times)?;
    chart(&right, plot.x_label, "MiB", &memory)?;
    root.present().map_err(|e| anyhow!("{:?}", e))
}

/// One chart, log scale on y, of the series that have points.
fn chart(
    area: &DrawingArea<SVGBackend, plotters::coord::Shift>,
    x_label: &str,
    y_label: &str,
    series: &[Series],
) -> Result<()> {
    let points: Vec<&(f64, f64)> = series.iter().flat_map(|s| &s.2).collect();
    let (x_min, x_max) = bounds(points.iter().map(|p| p.0));
    let (y_min, y_max) = bounds(points.iter().map(|p| p.1.max(1e-4)));
    let err = |e| anyhow!("{:?}", e);
    let mut chart = ChartBuilder::on(area)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(
            x_min - 0.5..x_max + 0.5,
            (y_min / 2.0..y_max * 2.0).log_scale(),
        )
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc(y_label)
        .draw()
        .map_err(err)?;
    for (name, color, points) in series.iter().filter(|s| !s.2.is_empty()) {
        let color = *color;
        chart
            .draw_series(LineSeries::new(points.iter().copied(), color))
            .map_err(err)?
            .label(*name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 3, color.filled())))
            .map_err(err)?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperLeft)
        .draw()
        .map_err(err)
}

/// The smallest and the largest value (1 and 1 when there are none).
fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values
        .fold(None, |acc: Option<(f64, f64)>, v| {
            Some(acc.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))))
        })
        .unwrap_or((1.0, 1.0))
}
