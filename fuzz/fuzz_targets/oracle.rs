//! The `oracle` target: small positions of the problem `FUZZ_PROBLEM` names, both programs
//! against the plain oracle; the check is the problem's `Problem::fuzz_oracle`.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| problems::fuzzed().fuzz_oracle(data));
