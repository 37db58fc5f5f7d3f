#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| chess_contour::fuzzing::bytes(data));
