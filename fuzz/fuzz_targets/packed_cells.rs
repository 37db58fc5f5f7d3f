//! The `packed_cells` target: `common::bits::PackedCells` against a plain vector of codes under
//! random operations (the check is `test_support::packed_cells::operations`).
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| test_support::packed_cells::operations(data));
