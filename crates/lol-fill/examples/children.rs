use lol_fill::{solve, Cell};
fn main() {
    let row: Vec<Cell> = std::env::args()
        .nth(1)
        .unwrap()
        .bytes()
        .map(|b| Cell::from_byte(b).unwrap())
        .collect();
    for i in 0..row.len() {
        if row[i] != Cell::Empty {
            continue;
        }
        for letter in [Cell::L, Cell::O] {
            let mut next = row.clone();
            next[i] = letter;
            let t = std::time::Instant::now();
            let v = solve(&next);
            let e = t.elapsed();
            if e.as_millis() > 20 {
                println!("{} {} {:?}", lol_fill::row::show(&next), v, e);
            }
        }
    }
}
