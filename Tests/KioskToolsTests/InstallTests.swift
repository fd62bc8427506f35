import Testing

@testable import KioskTools

/// The pieces of `kiosk new` and `kiosk install` that are not file system work (that is
/// checked end to end by Tests/Examples/run and the end-to-end guest).
@Suite struct InstallTests {
    @Test func unitWordsAreQuotedAsSystemdReadsThem() {
        #expect(UnitFile.quoted("--board") == "--board")
        #expect(UnitFile.quoted("Main hall") == "\"Main hall\"")
        #expect(UnitFile.quoted("50%") == "50%%")
        #expect(UnitFile.quoted("$HOME") == "$$HOME")
        #expect(UnitFile.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(UnitFile.quoted("") == "\"\"")
    }

    @Test func theUnitGetsTheAppsCommandLine() {
        let unit =
            "# comment\n[Unit]\nDescription=Kiosk app\n[Service]\nExecStart=/usr/local/bin/kiosk-app --backend drm\nUser=kiosk\n"
        let out = UnitFile.settingExecStart(in: unit, to: "/usr/local/bin/Coffee --backend drm", description: "Coffee")
        #expect(out.contains("\nExecStart=/usr/local/bin/Coffee --backend drm\n"))
        #expect(out.contains("\nDescription=Coffee\n"))
        #expect(out.contains("\nUser=kiosk\n"))
        #expect(!out.contains("kiosk-app"))
    }

    @Test func appNamesAreSwiftModuleNames() {
        #expect(AppTemplate.isValidName("Coffee"))
        #expect(AppTemplate.isValidName("Ticket_Machine2"))
        #expect(!AppTemplate.isValidName("2fast"))
        #expect(!AppTemplate.isValidName("my-app"))
        #expect(!AppTemplate.isValidName(""))
        #expect(!AppTemplate.isValidName("Café"))
    }

    @Test func theTemplateNamesKioskByItsPackageName() {
        let template = AppTemplate(name: "Coffee", kioskPath: "/src/kiosk", board: "rpi4-official-7inch-dsi")
        let manifest = template.files.first { $0.path == "Package.swift" }?.text ?? ""
        #expect(manifest.contains(#".package(name: "Kiosk", path: "/src/kiosk")"#))
        #expect(manifest.contains(#".product(name: "DesignFoundation", package: "Kiosk")"#))
        #expect(manifest.contains(#".product(name: "KioskTesting", package: "Kiosk")"#))
        let unit = template.files.first { $0.path == "coffee.service" }?.text ?? ""
        #expect(unit.contains("ExecStart=/usr/local/bin/Coffee --backend drm --board rpi4-official-7inch-dsi\n"))
        #expect(template.files.contains { $0.path == "Tests/CoffeeTests/CoffeeTests.swift" })
    }
}
