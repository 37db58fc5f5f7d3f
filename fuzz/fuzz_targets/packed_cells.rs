#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| common::bits::fuzzing::operations(data));
