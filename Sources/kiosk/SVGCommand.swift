enum SVGCommand {
    static let usage = "usage: kiosk svg FILE.svg --out FILE.png [--size WxH]"
    static func run(_ args: [String]) throws -> Int32 {
        printError("kiosk svg: not in this build yet (issue #3)")
        return 1
    }
}
