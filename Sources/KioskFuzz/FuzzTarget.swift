/// A parser or decoder that the kiosk exposes to data from outside, driven with arbitrary
/// bytes. A target must return normally for every input: bad input is a typed error that the
/// target checks for context, never a crash. A crash, a sanitizer report or a failed check
/// (`FuzzCheck`) is a finding; each becomes a file in the target's corpus, replayed by the
/// unit tests from then on.
@MainActor
package struct FuzzTarget: Sendable {
    package let name: String
    package let summary: String
    package let run: @MainActor ([UInt8]) -> Void

    package static let all: [FuzzTarget] = [
        BoardFuzz.target, PNGFuzz.target, JPEGFuzz.target, SVGFuzz.target, FontFuzz.target, TextFuzz.target,
        InputFuzz.target,
        CommandLineFuzz.target,
    ]

    package static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// A property every input must keep (an error names its source, a decoded image re-encodes):
/// a broken one stops the run as a crash would, so the fuzzer keeps the input.
package func FuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError("fuzz check failed: \(message())", file: file, line: line) }
}

/// Reads an input as a stream of small numbers (the fuzzer mutates bytes; targets that need
/// structure decode it from them). Past the end every read is zero.
package struct FuzzBytes {
    let bytes: [UInt8]
    var index = 0
    package init(_ bytes: [UInt8]) { self.bytes = bytes }
    package var isAtEnd: Bool { index >= bytes.count }
    package mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// 0 ..< n.
    package mutating func int(below n: Int) -> Int { n <= 1 ? 0 : Int(byte()) % n }
    /// 0 ... 1 in 1/255 steps.
    package mutating func unit() -> Double { Double(byte()) / 255 }
    /// The rest of the input.
    package mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return index < bytes.count ? Array(bytes[index...]) : []
    }
}
