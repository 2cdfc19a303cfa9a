import FuzzChecks
import FuzzerDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error with `write(2)`, which involves no shared `FILE`.
func writeError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// The target this process fuzzes, named by NAVIGATIONKIT_FUZZ_TARGET (see Scripts/fuzz.sh).
/// Set once, before libFuzzer starts; read only by libFuzzer's calls, all on this thread.
nonisolated(unsafe) var target = FuzzTarget.deepLinks

let name = getenv("NAVIGATIONKIT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard let chosen = FuzzTarget(rawValue: name) else {
  writeError(
    "set NAVIGATIONKIT_FUZZ_TARGET to one of: "
      + FuzzTarget.allCases.map(\.name).joined(separator: ", ") + "\n")
  exit(2)
}
target = chosen

// libFuzzer calls this for every input, on the main thread: a failed check aborts, so that
// libFuzzer keeps the input as a crash.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
      do {
        try target.check(input)
      } catch {
        writeError("\(target.name): \(error)\n")
        abort()
      }
    }
    return 0
  })
