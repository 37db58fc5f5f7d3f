//! The user's program: a command as given, or a source file compiled (or, for Python, run) the
//! usual way. A missing compiler is a setup error; a source that does not compile is a CE.

use super::build_stamp;
use crate::digest::fnv1a;
use crate::paths::root;
use crate::toolchain;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A program ready to run: its command line, and how it was made.
pub struct Program {
    pub argv: Vec<String>,
    pub made: String,
}

/// The program, or the compiler's complaint.
pub enum Prepared {
    Ready(Program),
    CompileError { made: String, output: String },
}

/// How a source file is built: compiler, its flags; none for Python (interpreted).
fn recipe(extension: &str) -> Option<(String, &'static [&'static str])> {
    let rustc = toolchain::workspace_rustc().display().to_string();
    Some(match extension {
        "rs" => (rustc, &["--edition", "2021", "-O"]),
        "cpp" | "cc" | "cxx" => ("g++".to_string(), &["-O2"]),
        "c" => ("gcc".to_string(), &["-O2"]),
        "py" => ("python3".to_string(), &[]),
        _ => return None,
    })
}

/// Makes the program from `command`: a single source file is compiled into
/// `target/check/<problem>/bin/`; anything else runs as given.
pub fn prepare(problem: &str, command: &[String]) -> Result<Prepared> {
    let source = Path::new(&command[0]);
    let extension = source.extension().and_then(|e| e.to_str()).unwrap_or("");
    let Some((compiler, flags)) = recipe(extension).filter(|_| command.len() == 1) else {
        return Ok(Prepared::Ready(Program {
            argv: command.to_vec(),
            made: "run as given".to_string(),
        }));
    };
    if !source.is_file() {
        bail!("no source file {}", source.display());
    }
    let Some(version) = toolchain::version(Path::new(&compiler)) else {
        bail!("{} is not installed; install it (e.g. `apt-get install g++ gcc python3`) or give a command", compiler);
    };
    let made = [version.as_str()]
        .into_iter()
        .chain(flags.iter().copied())
        .collect::<Vec<_>>()
        .join(" ");
    if extension == "py" {
        return python(compiler, source, made);
    }
    // Named by a digest of the source (its path and contents) and the compiler, so that checks
    // running side by side never run a binary while it is written (it is built under a name of
    // its own, then renamed); reused only while every file the build read is unchanged.
    let path = std::path::absolute(source)?;
    let key = fnv1a(&[
        path.as_os_str().as_encoded_bytes(),
        &std::fs::read(source)?,
        made.as_bytes(),
    ]);
    let stem = source.file_stem().expect("a file name").to_string_lossy();
    let dir = root().join("target/check").join(problem).join("bin");
    std::fs::create_dir_all(&dir)?;
    let binary = dir.join(format!("{}-{:016x}", stem, key));
    if !build_stamp::fresh(&binary) {
        if let Some(output) = build(&compiler, flags, source, &binary)? {
            return Ok(Prepared::CompileError { made, output });
        }
    }
    Ok(Prepared::Ready(Program {
        argv: vec![binary.display().to_string()],
        made,
    }))
}

/// Compiles `source` into `binary`, with the stamp of every file the compiler read beside it:
/// the compiler's complaint when it fails.
fn build(compiler: &str, flags: &[&str], source: &Path, binary: &Path) -> Result<Option<String>> {
    let building = PathBuf::from(format!("{}-{}", binary.display(), std::process::id()));
    let depfile = build_stamp::stamp_path(&building);
    super::stop::files(&[&building, &depfile]);
    let mut command = Command::new(compiler);
    command.args(flags);
    if compiler.ends_with("rustc") {
        command.arg(format!(
            "--emit=link={},dep-info={}",
            building.display(),
            depfile.display()
        ));
    } else {
        command
            .arg("-MD")
            .arg("-MF")
            .arg(&depfile)
            .arg("-o")
            .arg(&building);
    }
    let output = super::stop::output(command.arg(source))
        .with_context(|| format!("running {}", compiler))?;
    let result = if output.status.success() {
        let read = build_stamp::read_rule(&std::fs::read_to_string(&depfile).unwrap_or_default());
        build_stamp::write(&depfile, &read)?;
        std::fs::rename(&building, binary)?;
        std::fs::rename(&depfile, build_stamp::stamp_path(binary))?;
        None
    } else {
        Some(String::from_utf8_lossy(&output.stderr).into_owned())
    };
    super::stop::remove_files(&[&building, &depfile]);
    Ok(result)
}

/// A Python program, compiled to bytecode first (in memory: no `__pycache__` beside the
/// source), so that a syntax error is a CE, as a judge reports it, not a crash on every case.
fn python(python: String, source: &Path, made: String) -> Result<Prepared> {
    let output = super::stop::output(Command::new(&python).arg("-c").arg(PY_COMPILE).arg(source))
        .with_context(|| format!("running {}", python))?;
    if !output.status.success() {
        let output = String::from_utf8_lossy(&output.stderr).into_owned();
        return Ok(Prepared::CompileError { made, output });
    }
    let argv = vec![python, source.display().to_string()];
    Ok(Prepared::Ready(Program { argv, made }))
}

/// Compiles the file named by the first argument, printing only the error if there is one.
const PY_COMPILE: &str = "import sys, traceback
path = sys.argv[1]
try:
    compile(open(path, 'rb').read(), path, 'exec')
except (SyntaxError, ValueError) as e:
    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))
    sys.exit(1)";
