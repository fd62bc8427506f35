// KioskTesting: golden-image assertions and the UI test driver over the headless backend.
@_exported import KioskRuntime
@_exported import DesignFoundation
