//! Whether a cached build is still the build of what it was made from. A binary is named by
//! its source and compiler, but a build also reads other files: a C or C++ program's headers,
//! a Rust program's modules. The compiler lists them (`-MD` for gcc and g++, `--emit dep-info`
//! for rustc, both as a make rule); the stamp beside the binary keeps that list and a digest
//! of every file's contents, and the binary is reused only while the digest still holds.

use crate::digest::fnv1a;
use std::path::{Path, PathBuf};

/// The stamp of a binary: `<binary>.deps`.
pub fn stamp_path(binary: &Path) -> PathBuf {
    let mut name = binary.as_os_str().to_owned();
    name.push(".deps");
    PathBuf::from(name)
}

/// The files a make rule names after its target's colon: the first rule of a dependency file.
/// A backslash before a newline continues the rule; a backslash before a space keeps the space
/// in the name.
pub fn read_rule(text: &str) -> Vec<PathBuf> {
    let Some((_, rest)) = split_target(text) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    let mut name = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'\n') => {
                chars.next();
                end_name(&mut name, &mut files);
            }
            '\\' if chars.peek() == Some(&' ') => name.push(chars.next().unwrap_or(' ')),
            '\n' => break,
            ' ' | '\t' => end_name(&mut name, &mut files),
            _ => name.push(c),
        }
    }
    end_name(&mut name, &mut files);
    files
}

/// The rule's target and what follows its colon. The colon that ends the target is followed by
/// a space or the line's end (a path may hold colons of its own).
fn split_target(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    (0..bytes.len())
        .find(|&i| bytes[i] == b':' && matches!(bytes.get(i + 1), None | Some(b' ' | b'\n')))
        .map(|i| (&text[..i], &text[i + 1..]))
}

fn end_name(name: &mut String, files: &mut Vec<PathBuf>) {
    if !name.is_empty() {
        files.push(PathBuf::from(std::mem::take(name)));
    }
}

/// A digest of the files' names and contents; None when one cannot be read (removed, renamed).
fn digest(files: &[PathBuf]) -> Option<u64> {
    let mut parts = Vec::with_capacity(files.len());
    for file in files {
        parts.push(file.display().to_string().into_bytes());
        parts.push(std::fs::read(file).ok()?);
    }
    let parts: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
    Some(fnv1a(&parts))
}

/// Writes the stamp of a build that read `files`: the digest on the first line, then one file
/// a line (made absolute, so that a later run from another folder reads the same files).
pub fn write(stamp: &Path, files: &[PathBuf]) -> std::io::Result<()> {
    let files: Vec<PathBuf> = files
        .iter()
        .map(|f| std::path::absolute(f).unwrap_or_else(|_| f.clone()))
        .collect();
    let digest = digest(&files).unwrap_or(0);
    let mut text = format!("{:016x}\n", digest);
    for file in &files {
        text.push_str(&file.display().to_string());
        text.push('\n');
    }
    std::fs::write(stamp, text)
}

/// Whether the binary exists and every file its build read is as it was then.
pub fn fresh(binary: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(stamp_path(binary)) else {
        return false;
    };
    let mut lines = text.lines();
    let Some(recorded) = lines.next().and_then(|l| u64::from_str_radix(l, 16).ok()) else {
        return false;
    };
    let files: Vec<PathBuf> = lines.map(PathBuf::from).collect();
    binary.is_file() && !files.is_empty() && digest(&files) == Some(recorded)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_first_rule_of_gcc_and_rustc_dependency_files() {
        let gcc = "sol: sol.cpp val.h \\\n /usr/include/stdio.h my\\ dir/x.h\n";
        let names: Vec<String> = read_rule(gcc)
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(
            names,
            ["sol.cpp", "val.h", "/usr/include/stdio.h", "my dir/x.h"]
        );
        let rustc = "/t/bin/main-1: src/main.rs src/answer.rs\n\nsrc/main.rs:\nsrc/answer.rs:\n";
        assert_eq!(
            read_rule(rustc),
            [PathBuf::from("src/main.rs"), PathBuf::from("src/answer.rs")]
        );
        assert_eq!(read_rule("C:/x/sol.o: a.h\n"), [PathBuf::from("a.h")]);
        assert!(read_rule("no rule here").is_empty());
    }

    #[test]
    fn a_stamp_holds_until_a_file_it_names_changes() {
        let dir = std::env::temp_dir().join(format!("build-stamp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (binary, header) = (dir.join("sol"), dir.join("val.h"));
        std::fs::write(&binary, "binary").unwrap();
        std::fs::write(&header, "#define V 1").unwrap();
        assert!(!fresh(&binary), "no stamp yet");
        write(&stamp_path(&binary), std::slice::from_ref(&header)).unwrap();
        assert!(fresh(&binary));
        std::fs::write(&header, "#define V 2").unwrap();
        assert!(!fresh(&binary), "the header changed");
        write(&stamp_path(&binary), std::slice::from_ref(&header)).unwrap();
        std::fs::remove_file(&header).unwrap();
        assert!(!fresh(&binary), "the header is gone");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
