//! The machine's memory bandwidth on the fill's own kind of loop, for the README's traffic
//! figures: `cargo run --release -p chess-contour-lab --example bandwidth [GIB] [THREADS]`.
//!
//! Over a buffer far larger than the caches (default 2 GiB of `i32`s), in safe code, on 1 and
//! on THREADS threads (default: all), the best of five passes each:
//! - read: add up every value (bytes read per second);
//! - write: set every value (bytes written; the processor also reads each line first);
//! - fill kernel: `v[i] = max(v[i], g − a[i])` with `a` the second half of the buffer, the
//!   fill's inner loop (bytes read and written, counted 4 + 4 + 4 per element).

use std::time::Instant;

/// The largest buffer asked for, in GiB: more than most machines hold.
const MAX_GIB: usize = 64;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let all = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (gib, threads) = match parse(&args, all) {
        Ok(parsed) => parsed,
        Err(why) => {
            eprintln!(
                "error: {}\nusage: bandwidth [GIB (1 to {})] [THREADS (1 or more)]",
                why, MAX_GIB
            );
            std::process::exit(2);
        }
    };
    let mut buffer: Vec<i32> = (0..gib << 28).map(|k| (k % 1000) as i32).collect();
    for t in [1, threads] {
        let read = best(|| read(&buffer, t));
        let write = best(|| write(&mut buffer, t));
        let kernel = best(|| kernel(&mut buffer, t));
        let bytes = (buffer.len() * 4) as f64;
        println!(
            "{} thread(s): read {:.1} GB/s, write {:.1} GB/s, fill kernel {:.1} GB/s (read + written)",
            t,
            bytes / read / 1e9,
            bytes / write / 1e9,
            bytes * 1.5 / kernel / 1e9
        );
    }
}

/// GIB and THREADS from the command line, each with its default when left out.
fn parse(args: &[String], all_cores: usize) -> Result<(usize, usize), String> {
    if args.len() > 2 {
        return Err(format!(
            "expected at most 2 arguments, found {}",
            args.len()
        ));
    }
    let number = |k: usize, name: &str, default: usize, max: usize| match args.get(k) {
        None => Ok(default),
        Some(a) => match a.parse::<usize>() {
            Ok(n) if (1..=max).contains(&n) => Ok(n),
            _ => Err(format!(
                "expected {} as an integer from 1 to {}, found `{}`",
                name, max, a
            )),
        },
    };
    Ok((
        number(0, "GIB", 2, MAX_GIB)?,
        number(1, "THREADS", all_cores, 1024)?,
    ))
}

/// The shortest of five runs, in seconds.
fn best(mut run: impl FnMut()) -> f64 {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

fn read(buffer: &[i32], threads: usize) {
    let chunk = buffer.len().div_ceil(threads);
    let total = std::thread::scope(|s| {
        let parts: Vec<_> = buffer
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().fold(0i32, |t, &v| t.wrapping_add(v))))
            .collect();
        parts
            .into_iter()
            .fold(0i32, |t, p| t.wrapping_add(p.join().expect("no panic")))
    });
    std::hint::black_box(total);
}

fn write(buffer: &mut [i32], threads: usize) {
    let chunk = buffer.len().div_ceil(threads);
    std::thread::scope(|s| {
        for part in buffer.chunks_mut(chunk) {
            s.spawn(move || part.fill(7));
        }
    });
}

fn kernel(buffer: &mut [i32], threads: usize) {
    let (values, after) = buffer.split_at_mut(buffer.len() / 2);
    let chunk = values.len().div_ceil(threads);
    std::thread::scope(|s| {
        for (part, read) in values.chunks_mut(chunk).zip(after.chunks(chunk)) {
            s.spawn(move || {
                for (v, &a) in part.iter_mut().zip(read) {
                    *v = (*v).max(5 - a);
                }
            });
        }
    });
}
