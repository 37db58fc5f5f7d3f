//! `check` reuses a compiled program only while every file its build read is unchanged: a
//! C++ header or a Rust module edited between two runs gives the new program's verdict. Needs
//! `g++`.

mod support;

use std::path::Path;
use support::{sample_folder, xtask};

/// The stake-claim sample's answer, and one that is wrong on its second line.
const RIGHT: &str = r"(1,2) 2\n(2,2) -1\n";
const WRONG: &str = r"(1,2) 2\n(2,2) 1\n";

/// The verdict of the sample case when `check` runs `source` on it.
fn verdict(dir: &Path, source: &Path) -> String {
    let tests = dir.join("tests");
    let (_, out) = xtask(&[
        "check",
        "stake-claim",
        "--tests",
        &tests.display().to_string(),
        "--",
        &source.display().to_string(),
    ]);
    let line = out.lines().find(|l| l.starts_with("sample")).unwrap_or("");
    match line.split_whitespace().nth(1) {
        Some(verdict) => verdict.to_string(),
        None => panic!("no verdict for the sample:\n{}", out),
    }
}

/// A folder with the sample under `tests/` and the program's files beside it.
fn folder(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = sample_folder(name);
    std::fs::create_dir_all(dir.join("tests")).unwrap();
    std::fs::rename(dir.join("sample.in"), dir.join("tests/sample.in")).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    dir
}

#[test]
fn an_edited_cpp_header_is_built_again() {
    let header = |answer: &str| format!("#define ANSWER \"{}\"\n", answer);
    let main = "#include <cstdio>\n#include \"val.h\"\nint main() { std::printf(ANSWER); }\n";
    let dir = folder("header", &[("sol.cpp", main), ("val.h", &header(RIGHT))]);
    let source = dir.join("sol.cpp");
    assert_eq!(verdict(&dir, &source), "AC");
    std::fs::write(dir.join("val.h"), header(WRONG)).unwrap();
    assert_eq!(verdict(&dir, &source), "WA", "the header changed");
    std::fs::write(dir.join("val.h"), header(RIGHT)).unwrap();
    assert_eq!(verdict(&dir, &source), "AC", "and changed back");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_edited_rust_module_is_built_again() {
    let module = |answer: &str| format!("pub const ANSWER: &str = \"{}\";\n", answer);
    let main = "mod answer;\nfn main() { print!(\"{}\", answer::ANSWER); }\n";
    let dir = folder(
        "module",
        &[("main.rs", main), ("answer.rs", &module(RIGHT))],
    );
    let source = dir.join("main.rs");
    assert_eq!(verdict(&dir, &source), "AC");
    std::fs::write(dir.join("answer.rs"), module(WRONG)).unwrap();
    assert_eq!(verdict(&dir, &source), "WA", "the module changed");
    std::fs::remove_dir_all(dir).unwrap();
}
