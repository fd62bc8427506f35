import KioskGoldens

/// Golden images of this target live in `Goldens/` beside its tests.
typealias UIGolden = GoldenImage
