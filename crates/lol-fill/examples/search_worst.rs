//! Hunts for slow rows: random rows of the given length with a few letters.
use lol_fill::{solve, Cell};
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let tries: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut seed = 12345u64 + n as u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut worst = (std::time::Duration::ZERO, String::new());
    for t in 0..tries {
        let letters = 1 + (t % 12);
        let mut row = vec![Cell::Empty; n];
        for _ in 0..letters {
            let i = (next() % n as u64) as usize;
            row[i] = if next() % 3 == 0 { Cell::L } else { Cell::O };
        }
        let s = std::time::Instant::now();
        solve(&row);
        let e = s.elapsed();
        if e > worst.0 {
            worst = (e, lol_fill::row::show(&row));
        }
    }
    println!("{} {:?} {}", n, worst.0, worst.1);
}
