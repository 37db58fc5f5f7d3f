//! Generated inputs: families of them, drawn deterministically from a seed.

/// The seeded generator every family draws from (fastrand's wyrand: the same seed gives the
/// same input on every machine).
pub use fastrand::Rng;

/// A family of generated inputs.
#[derive(Clone, Copy, Debug)]
pub struct Family {
    pub name: &'static str,
    /// One line: what its inputs hold.
    pub about: &'static str,
    /// What `--size` sets in this family and how large it may be, or `None` when it takes no
    /// size.
    pub size: Option<Size>,
    /// Whether an input of this family holds several cases (`--cases` sets how many).
    pub cases: bool,
}

/// The most cases an input may be asked to hold: far past every judge's, and few enough that
/// the lab answers them all in reasonable time.
pub const MAX_CASES: usize = 10_000;

/// The size a family's draws may be given.
#[derive(Clone, Copy, Debug)]
pub struct Size {
    /// What it counts (`"cells"`).
    pub means: &'static str,
    /// The largest it may be: past it an input would not fit in memory, or the lab would refuse
    /// it anyway.
    pub max: usize,
}

impl Family {
    /// Refuses a draw that sets what this family does not use, naming what it takes, or a size
    /// past the family's range.
    pub fn admits(&self, draw: &Draw) -> Result<(), String> {
        match (draw.size, self.size) {
            (Some(_), None) => {
                return Err(format!(
                    "family `{}` takes no --size (it draws its own sizes)",
                    self.name
                ))
            }
            (Some(size), Some(range)) if !(1..=range.max).contains(&size) => {
                return Err(format!(
                    "family `{}` takes a --size ({}) from 1 to {}, not {}",
                    self.name, range.means, range.max, size
                ))
            }
            _ => {}
        }
        match draw.cases {
            Some(_) if !self.cases => {
                return Err(format!(
                    "family `{}` takes no --cases: each input holds one case",
                    self.name
                ))
            }
            Some(cases) if !(1..=MAX_CASES).contains(&cases) => {
                return Err(format!(
                    "family `{}` takes --cases from 1 to {}, not {}",
                    self.name, MAX_CASES, cases
                ))
            }
            _ => {}
        }
        Ok(())
    }

    /// The flags this family takes past `--seed`, for a listing: `--size: cells, --cases`.
    pub fn knobs(&self) -> String {
        let mut knobs = Vec::new();
        if let Some(size) = self.size {
            knobs.push(format!("--size: {}, up to {}", size.means, size.max));
        }
        if self.cases {
            knobs.push(format!("--cases, up to {}", MAX_CASES));
        }
        knobs.join(", ")
    }
}

/// How one input of a family is drawn.
#[derive(Clone, Copy, Debug)]
pub struct Draw {
    pub seed: u64,
    /// The family's main size (a board's side or empty squares, a row's length), past the
    /// family's default; `None` for the default.
    pub size: Option<usize>,
    /// How many cases the input holds, where the problem has several; `None` for the default.
    pub cases: Option<usize>,
}

impl Draw {
    /// The default draw of a seed.
    pub fn seed(seed: u64) -> Draw {
        Draw {
            seed,
            size: None,
            cases: None,
        }
    }

    /// The generator of this draw.
    pub fn rng(&self) -> Rng {
        Rng::with_seed(self.seed)
    }
}
