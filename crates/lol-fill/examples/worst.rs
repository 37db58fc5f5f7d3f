use lol_fill::{solve, Cell};
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let mut worst = (std::time::Duration::ZERO, String::new());
    for i in 0..n {
        for letter in [Cell::L, Cell::O] {
            let mut row = vec![Cell::Empty; n];
            row[i] = letter;
            let t = std::time::Instant::now();
            solve(&row);
            let e = t.elapsed();
            if e > worst.0 {
                worst = (e, lol_fill::row::show(&row));
            }
        }
    }
    println!("{} {:?} {}", n, worst.0, worst.1);
}
