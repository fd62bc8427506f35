/// The words of a label view (its texts, in order): the accessibility label of a control or
/// container whose label is a view (`Slider`, `Gauge`, `LabeledContent`, `DisclosureGroup`).
@MainActor
func labelText<L: View>(of label: L) -> String {
    // A plain text, the common label, is read without flattening it into children (controls
    // made in a body build their labels on every update).
    if let t = label as? Text { return t.content }
    if let l = label as? Label { return l.title }
    return viewChildren(of: label).compactMap(\.text).joined(separator: " ")
}
