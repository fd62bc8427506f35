// The Float forms of the C library's maths, which Swift's Glibc overlay declares on Linux and
// the plain C headers (Glibc/) do not: each is the C function of the `f`-suffixed name.
@_extern(c, "sinf") func sin(_ x: Float) -> Float
@_extern(c, "cosf") func cos(_ x: Float) -> Float
@_extern(c, "tanf") func tan(_ x: Float) -> Float
@_extern(c, "acosf") func acos(_ x: Float) -> Float
