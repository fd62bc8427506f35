// KioskRuntime: runs an app's scene on the best backend (KMS, fbdev, a desktop window or
// headless), with the board's profile, the command line's options and the seat's input.
//
// Apps name one platform type in their options: the scan-out pixel format of a board.
@_exported import enum KioskPlatform.ScanoutFormat
