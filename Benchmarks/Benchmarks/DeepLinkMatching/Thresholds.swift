import Benchmark

/// How far a run may drift from the committed baseline before `swift package benchmark
/// baseline check` fails. Time is noisy on a shared 2-core machine, so it gets a wide margin;
/// allocation counts are exact, so they get none.
enum Thresholds {
  static var match: [BenchmarkMetric: BenchmarkThresholds] {
    [
      .wallClock: .init(relative: [.p50: 50.0]),
      .mallocCountTotal: .init(relative: [.p50: 0.0], absolute: [.p50: 0]),
    ]
  }

  static var build: [BenchmarkMetric: BenchmarkThresholds] {
    [
      .wallClock: .init(relative: [.p50: 50.0]),
      .mallocCountTotal: .init(relative: [.p50: 5.0]),
    ]
  }
}
