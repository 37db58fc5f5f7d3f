#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| lol_fill::fuzzing::oracle(data));
