//! The cost model: the time and memory an input takes, predicted from its length and its
//! number of rows before any row is read, so that an input past the judge's limits is refused
//! in a millisecond rather than run out of time or memory.

/// The most input this program reads (the judge's inputs are a few hundred bytes).
pub const MAX_INPUT_BYTES: usize = 32 << 20;

/// The judge's limits (Luogu P8658): 1 s of CPU time and 256 MB.
const JUDGE_SECONDS: f64 = 1.0;
const JUDGE_BYTES: f64 = 256e6;

/// The share of each limit an input may be predicted to take: room for the model's error and
/// a slower judge machine.
const ADMITTED_SHARE: f64 = 0.75;

/// What one input takes.
pub struct Cost {
    pub seconds: f64,
    pub bytes: f64,
}

/// The predicted cost of `rows` rows in `input_bytes` bytes of input.
pub fn predict(rows: usize, input_bytes: usize) -> Cost {
    let (rows, input) = (rows as f64, input_bytes as f64);
    // The input is read whole and grows by doubling (2 bytes held per byte read); a row keeps
    // one byte of result and up to 3 of output, which grows by doubling too.
    let bytes = 3e6 + 2.0 * input + 7.0 * rows;
    // 400 ns a row (its messages, made before it is read) and 20 ns a byte, rounded up from
    // the slowest judge build in `cargo xtask hunt lol-fill --edge`: about 300 ns a row (rows
    // of one cell) and 15.5 ns a byte (a row of 33,554,429 cells with lone `O`s, 0.50 s).
    let seconds = 400e-9 * rows + 20e-9 * input;
    Cost { seconds, bytes }
}

/// Ok when the input's predicted cost is within [`ADMITTED_SHARE`] of the judge's limits;
/// otherwise why not, with the numbers.
pub fn admit(rows: usize, input_bytes: usize) -> Result<(), String> {
    let cost = predict(rows, input_bytes);
    if cost.seconds <= ADMITTED_SHARE * JUDGE_SECONDS && cost.bytes <= ADMITTED_SHARE * JUDGE_BYTES
    {
        return Ok(());
    }
    Err(format!(
        "{} rows in {} bytes would take about {:.2} s and {:.0} MB, past what this program \
         admits: {:.2} s and {:.0} MB, three quarters of the judge's {} s and {} MB",
        rows,
        input_bytes,
        cost.seconds,
        cost.bytes / 1e6,
        ADMITTED_SHARE * JUDGE_SECONDS,
        ADMITTED_SHARE * JUDGE_BYTES / 1e6,
        JUDGE_SECONDS,
        JUDGE_BYTES / 1e6
    ))
}
