//! The `bytes` target: any bytes through both programs of the problem `FUZZ_PROBLEM` names
//! (`cargo xtask fuzz` sets it); the check is the problem's `Problem::fuzz_bytes`.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| problems::fuzzed().fuzz_bytes(data));
