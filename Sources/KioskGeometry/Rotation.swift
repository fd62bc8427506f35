/// Clockwise rotation of the panel relative to the logical screen. One type serves the
/// presenter's pixel copies and the input transform, so touch always follows the picture.
public enum Rotation: Int, Sendable, CaseIterable {
    case none = 0, quarter = 90, half = 180, threeQuarters = 270
}
