/// The files of a new app package (`kiosk new`): everything `swift build`, `swift run` and
/// `swift test` need, and the service that boots a board into the app.
struct AppTemplate {
    /// The app's name: its package, executable, module and service.
    var name: String
    /// Where Kiosk's package is, as the app's Package.swift names it.
    var kioskPath: String
    /// The board profile the service starts with (nil: chosen by the machine's model).
    var board: String?

    /// The files, by path relative to the package's folder.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(name)/\(name).swift", app),
            ("Tests/\(name)Tests/\(name)Tests.swift", test),
            ("Tests/\(name)Tests/Goldens/.gitkeep", ""),
            ("\(serviceName).service", service),
            (".gitignore", ".build/\n*.actual.png\n*.diff.png\n"),
            ("README.md", readme),
        ]
    }

    /// The systemd unit's name: the app's name in lower case.
    var serviceName: String { name.lowercased() }

    /// Whether `name` can be a package, a module and an executable: a letter, then letters,
    /// digits or underscores.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    var packageManifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            // Kiosk by path: the clone this app was made from (move both together, or change it).
            dependencies: [.package(name: "Kiosk", path: "\(kioskPath)")],
            targets: [
                .executableTarget(
                    name: "\(name)", dependencies: [.product(name: "DesignFoundation", package: "Kiosk")]),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)", .product(name: "KioskTesting", package: "Kiosk")],
                    exclude: ["Goldens"]),
            ]
        )

        """
    }

    var app: String {
        """
        import DesignFoundation

        @main
        struct \(name): App {
            @State private var counter = Counter()

            var body: some Scene {
                WindowGroup {
                    ContentView()
                        .environment(counter)
                }
            }
        }

        /// What the screen shows, kept apart from the views (SwiftUI's `@Observable`).
        @Observable
        final class Counter {
            var count = 0
        }

        struct ContentView: View {
            @Environment(Counter.self) private var counter

            var body: some View {
                VStack(spacing: 24) {
                    DFText("\(name)", style: .display)
                    DFText(counter.count == 0 ? "Touch the button" : "Touched \\(counter.count) times")
                    HStack(spacing: 16) {
                        DFButton("Touch me") { counter.count += 1 }
                        DFButton("Start over") { counter.count = 0 }
                            .dfButtonStyle(.outlined)
                    }
                }
                .padding(24)
                // Back to the start when nobody has touched the screen for a minute.
                .onIdle(after: 60) { counter.count = 0 }
            }
        }

        """
    }

    var test: String {
        """
        import DesignFoundation
        import KioskTesting
        import Testing

        @testable import \(name)

        @MainActor
        struct \(name)Tests {
            @Test func countsTouches() throws {
                let ui = UITestDriver(
                    ContentView().environment(Counter()), size: Size(width: 800, height: 480))
                try ui.tap("Touch me")
                try ui.tap("Touch me")
                #expect(ui.exists(label: "Touched 2 times"))
                // The picture, against Tests/\(name)Tests/Goldens/touched-twice.png; the first
                // time, run with KIOSK_RECORD_GOLDENS=1 to record it, and look at it.
                try ui.checkScreenshot("touched-twice")
            }
        }

        """
    }

    var service: String {
        let boardOption = board.map { " --board \($0)" } ?? ""
        return """
            # Boots the machine into \(name) and brings it back if it ever stops.
            # Install with `kiosk install .build/release/\(name)\(boardOption)` (see Kiosk's Docs/deploy.md),
            # which puts the app at /usr/local/bin/\(name) and this unit in /etc/systemd/system.
            [Unit]
            Description=\(name)
            After=systemd-udevd.service systemd-user-sessions.service
            Conflicts=getty@tty1.service
            After=getty@tty1.service
            StartLimitIntervalSec=0

            [Service]
            User=kiosk
            Group=kiosk
            SupplementaryGroups=video input
            TTYPath=/dev/tty1
            StandardInput=tty-fail
            StandardOutput=journal
            StandardError=journal
            ExecStart=/usr/local/bin/\(name) --backend drm\(boardOption)
            StateDirectory=kiosk
            Type=notify
            NotifyAccess=main
            WatchdogSec=30
            Restart=always
            RestartSec=200ms
            NoNewPrivileges=yes
            ProtectSystem=strict
            ProtectHome=yes
            PrivateTmp=yes
            RestrictAddressFamilies=AF_UNIX AF_NETLINK
            ProtectKernelTunables=yes
            ProtectKernelModules=yes
            ProtectControlGroups=yes
            RestrictNamespaces=yes
            LockPersonality=yes
            MemoryDenyWriteExecute=yes
            RestrictRealtime=yes
            SystemCallArchitectures=native
            DeviceAllow=char-drm rw
            DeviceAllow=char-input rw
            DeviceAllow=/dev/tty1 rw
            DeviceAllow=/dev/tty0 rw

            [Install]
            WantedBy=multi-user.target

            """
    }

    var readme: String {
        let boardOption = board.map { " --board \($0)" } ?? ""
        return """
            # \(name)

            A kiosk app on [Kiosk](\(kioskPath)).

            ```sh
            swift run \(name)                        # a preview window on a desktop, the display on a console
            swift run \(name) --backend headless --screenshot shots/home.png
            swift test                               # the UI test (KIOSK_RECORD_GOLDENS=1 records its golden)
            swift build -c release --static-swift-stdlib
            sudo .build/release/\(name) --help       # the runtime's options
            ```

            To boot a board into it: `kiosk install .build/release/\(name)\(boardOption)`, as
            Kiosk's `Docs/deploy.md` describes.

            """
    }
}
