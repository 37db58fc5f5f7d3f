//! How a problem's fuzz targets run.

/// libFuzzer's limits for one target.
#[derive(Clone, Copy, Debug)]
pub struct TargetLimits {
    /// `-max_len`: the longest input tried, in bytes.
    pub max_len: usize,
    /// `-timeout`: seconds one input may take before it counts as a hang.
    pub timeout_secs: u64,
}

/// The limits of a problem's two targets: `bytes` (any bytes through both programs) and
/// `oracle` (small positions against the oracle).
#[derive(Clone, Copy, Debug)]
pub struct FuzzLimits {
    pub bytes: TargetLimits,
    pub oracle: TargetLimits,
}
