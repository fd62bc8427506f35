// The fuzzing executable. Built with `-sanitize=fuzzer -DLIBFUZZER` (Scripts/fuzz) it is a
// libFuzzer binary for the target named by KIOSK_FUZZ_TARGET; built normally it replays a
// corpus, or runs seeded mutations of it where libFuzzer is not available.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskFuzz
#if LIBFUZZER
import CFuzzer
#endif

nonisolated(unsafe) var selectedTarget: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
public func kioskFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    let name = getenv("KIOSK_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    selectedTarget = MainActor.assumeIsolated { FuzzTarget.named(name) }
    if selectedTarget == nil {
        let names = MainActor.assumeIsolated { FuzzTarget.all.map(\.name).joined(separator: ", ") }
        let message = "kiosk-fuzz: set KIOSK_FUZZ_TARGET to one of: \(names)\n"
        _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        exit(2)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func kioskFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { selectedTarget?.run(bytes) }
    return 0
}

#if LIBFUZZER
@main
struct FuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in kioskFuzzTestOneInput(data, size) })
    }
}
#else
@main
struct FuzzRunner {
    static let usage = """
        usage: kiosk-fuzz TARGET CORPUS... [--mutate N] [--seed S]

        Runs every file of the corpus (files or directories) through the target; with --mutate,
        then N seeded mutations of them (for machines without libFuzzer; Scripts/fuzz uses it).
        A finding stops the run; the mutated input that caused it is left in
        .build/kiosk-fuzz-last-input.
        """

    @MainActor
    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())
        var mutations = 0, seed: UInt64 = 1
        if let i = args.firstIndex(of: "--mutate"), i + 1 < args.count, let n = Int(args[i + 1]) {
            mutations = n
            args.removeSubrange(i...(i + 1))
        }
        if let i = args.firstIndex(of: "--seed"), i + 1 < args.count, let s = UInt64(args[i + 1]) {
            seed = s
            args.removeSubrange(i...(i + 1))
        }
        guard let name = args.first, let target = FuzzTarget.named(name) else {
            print(usage)
            print("targets:")
            for t in FuzzTarget.all { print("  \(t.name): \(t.summary)") }
            exit(2)
        }
        let inputs = FuzzCorpus.files(Array(args.dropFirst())).compactMap(FuzzCorpus.read)
        for bytes in inputs { target.run(bytes) }
        print("\(name): \(inputs.count) corpus inputs ran")
        guard mutations > 0 else { return }
        var mutator = FuzzMutator(seed: seed)
        let corpus = inputs.isEmpty ? [[UInt8]()] : inputs
        for n in 0..<mutations {
            let a = corpus[n % corpus.count], b = corpus[(n * 7 + 3) % corpus.count]
            let mutated = mutator.mutate(a, other: b)
            keepLastInput(mutated)
            target.run(mutated)
        }
        print("\(name): \(mutations) mutations (seed \(seed)) ran")
    }
}

/// Leaves the mutated input about to run in `.build/kiosk-fuzz-last-input`, so that a crash
/// leaves its input behind for a regression file (corpus inputs are files already).
func keepLastInput(_ bytes: [UInt8]) {
    let fd = open(".build/kiosk-fuzz-last-input", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
}
#endif
