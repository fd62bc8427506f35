import Testing

@testable import KioskTools

/// The app scenes of `kiosk bench scenes --apps FILE`.
@Suite struct AppBenchSceneTests {
    @Test func aFileListsAppsWithTheirArguments() throws {
        let scenes = try AppBenchScene.read(
            json: """
                { "scenes": [
                    { "name": "coffee", "executable": "bin/coffee", "arguments": ["--tap", "Latte"] },
                    { "name": "plant", "executable": "/opt/plant" } ] }
                """, path: "apps.json")
        #expect(
            scenes == [
                AppBenchScene(name: "coffee", executable: "bin/coffee", arguments: ["--tap", "Latte"]),
                AppBenchScene(name: "plant", executable: "/opt/plant"),
            ])
    }

    @Test func theRuntimesOptionsComeBeforeTheApps() {
        let scene = AppBenchScene(name: "coffee", executable: "bin/coffee", arguments: ["--tap", "Latte", "--", "-x"])
        #expect(
            scene.benchArguments(width: 800, height: 480, frames: 40, warmup: 10, json: "/tmp/r.json") == [
                "bin/coffee", "--bench", "app", "--size", "800x480", "--bench-frames", "40", "--bench-warmup", "10",
                "--bench-json", "/tmp/r.json", "--tap", "Latte", "--", "-x",
            ])
    }

    @Test func aMistakeIsNamedWithItsPlace() {
        func error(_ text: String) -> String? {
            do {
                _ = try AppBenchScene.read(json: text, path: "apps.json")
                return nil
            } catch { return error.description }
        }
        #expect(error("[]") == "apps.json:1:1: expected an object")
        #expect(error("{}") == "apps.json:1:1: expected \"scenes\": a list of apps")
        #expect(
            error("{\"scenes\": [{\"name\": \"a\"}]}")
                == "apps.json:1:13: a scene needs a \"name\" and an \"executable\"")
        #expect(
            error("{\"scenes\": [\n {\"name\": \"a\", \"executable\": \"x\", \"arguments\": [1]}]}")
                == "apps.json:2:49: \"arguments\" expects strings, not a number")
        #expect(
            error("{\"scenes\": [{\"name\": \"a\", \"executable\": \"x\", \"size\": 3}]}")
                == "apps.json:1:54: unknown key \"size\" (a scene has name, executable and arguments)")
        #expect(
            error("{\"scenes\": [{\"name\": \"a\", \"executable\": \"x\"}, {\"name\": \"a\", \"executable\": \"y\"}]}")
                == "apps.json:1:47: a second scene named \"a\"")
        #expect(error("{\"scenes\": [") != nil)
    }
}
