//! The search's tuning constants in one place; the lab's README has the measurement that
//! chose each.

/// Tuning constants of the search.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    /// Nodes with this many strong squares or more look up their children in the table first.
    pub etc_from: u32,
    /// Nodes with at most this many (strong) squares are played out without table or bounds.
    pub played_out: u32,
    /// Dominated squares are looked for in nodes with this many candidate squares or more
    /// (below, the comparisons cost about what they save).
    pub dominance_from: usize,
    /// Plies of the estimate that orders the root's moves (`estimate.rs`).
    pub estimate_depth: u32,
    /// Nodes with this many empty squares or more order their moves by the 1-ply estimate.
    pub inner_estimate_from: u32,
    /// Searches of nodes with fewer empty squares run on one thread.
    pub parallel_from: u32,
    /// The table holds 2^(empty squares + this) slots, within [`Params::table_bits_max`].
    pub table_extra_bits: u32,
    /// At most 2^this slots of 8 bytes: 2^25 is 256 MiB, a 24-empty board's.
    pub table_bits_max: u32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            etc_from: 6,
            played_out: 2,
            dominance_from: 5,
            estimate_depth: 2,
            inner_estimate_from: 10,
            parallel_from: 12,
            table_extra_bits: 1,
            table_bits_max: 25,
        }
    }
}
