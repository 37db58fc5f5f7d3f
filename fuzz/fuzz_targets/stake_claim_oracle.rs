#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| stake_claim::fuzzing::oracle(data));
