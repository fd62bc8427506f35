// KioskTesting: the UI test driver over the headless backend (golden-image assertions join it
// as the component tests need them).
@_exported import KioskUI
