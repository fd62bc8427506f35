/// How a drawn source combines with the pixels already there (Porter-Duff, premultiplied).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The source over the destination: the normal way to draw.
    case sourceOver
    /// The source replaces the destination where the shape covers it.
    case source
    /// The covered destination becomes transparent.
    case clear
    /// The destination is erased by the source's alpha (cut-outs).
    case destinationOut
}

/// Every kernel computes, per channel, `d' = min(255, t + div255(d * f))` where `t` is the source
/// term and `f` the factor applied to the destination. With the source colour `s`, coverage `m`
/// and `s' = div255(s * m)`:
///
/// | mode | t | f |
/// | --- | --- | --- |
/// | sourceOver | s' | 255 - alpha(s') |
/// | source | s' | 255 - m |
/// | clear | 0 | 255 - m |
/// | destinationOut | 0 | 255 - alpha(s') |
extension BlendMode {
    @inlinable @inline(__always) public var keepsSource: Bool { self == .sourceOver || self == .source }
    @inlinable @inline(__always) public var factorFromAlpha: Bool { self == .sourceOver || self == .destinationOut }
}

/// x / 255 rounded to nearest, exact for x in 0...65025.
@inlinable @inline(__always) public func div255(_ x: UInt32) -> UInt32 {
    let t = x + 128
    return (t + (t >> 8)) >> 8
}
