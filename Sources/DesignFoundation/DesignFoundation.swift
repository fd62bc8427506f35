// DesignFoundation: the DF components of the DesignFoundation specification, their style
// protocols, and the DFTheme tokens and presets. Apps import this module as they import
// SwiftUI: it re-exports KioskUI.
//
// Every component follows the specification's four-part pattern: a style protocol with
// makeBody(configuration:), a configuration carrying content, interaction states and the
// full active theme, a type eraser stored in the environment (innermost modifier wins), and
// built-in styles behind static accessors. Styles may hold @Environment properties.
@_exported import KioskUI
// `App.main()`, so that `@main struct MyApp: App` needs no other import.
@_exported import KioskRuntime
// Date, Calendar, UUID and the other Foundation essentials, as after `import SwiftUI`
// (swift-foundation's core, without ICU: month and weekday names come from DFDateNames).
@_exported import FoundationEssentials
// What `import SwiftUI` brings on Apple platforms besides: the C library (`sin`, `sqrt`,
// `floor`), Dispatch (`DispatchQueue.main.async`) and Observation (`@Observable`).
@_exported import Dispatch
@_exported import Observation
// `ObservableObject`, `@Published` and the publishers, as SwiftUI re-exports Combine.
@_exported import Combine
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
