fn main() {
    let input = std::fs::read(std::env::args().nth(1).unwrap()).unwrap();
    let boards = stake_claim::parse(&input).unwrap();
    for b in &boards {
        let mut s = stake_claim::Solver::for_empties(b.empty().count_ones());
        let t = std::time::Instant::now();
        let v = s.value(b);
        let n1 = s.nodes;
        let t1 = t.elapsed();
        let m = s.best_move(b);
        println!(
            "value {} nodes {} in {:?}; best {:?} total nodes {} in {:?}",
            v,
            n1,
            t1,
            m,
            s.nodes,
            t.elapsed()
        );
    }
}
