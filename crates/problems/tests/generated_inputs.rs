//! Every family's default draws are judge-valid (the strict validator finds nothing), and each
//! problem's shrink candidates of a generated input are all smaller than it.

#[test]
fn every_family_draws_inputs_the_validator_accepts() {
    for &problem in &problems::ALL {
        for family in problem.families() {
            for seed in 0..10 {
                let input = problem
                    .generate(family.name, &lab::Draw::seed(seed))
                    .expect("a default draw");
                let violations = problem.validate(input.as_bytes());
                assert!(
                    violations.is_empty(),
                    "{} {} seed {}: {:?}\n{}",
                    problem.name(),
                    family.name,
                    seed,
                    violations,
                    input
                );
            }
        }
    }
}

#[test]
fn shrink_candidates_are_smaller() {
    for &problem in &problems::ALL {
        for family in problem.families() {
            let input = problem.generate(family.name, &lab::Draw::seed(7)).unwrap();
            for candidate in problem.shrink(input.as_bytes()) {
                assert!(
                    candidate.len() <= input.len(),
                    "{}: {}",
                    problem.name(),
                    candidate
                );
                assert_ne!(candidate, input, "{}", problem.name());
            }
        }
    }
}
