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
