import Foundation
import Testing
@testable import SiteCore

@Suite struct BrandColourTests {
    @Test(arguments: [("#ffffff", "#000000", 21.0), ("#777777", "#ffffff", 4.48), ("#767676", "#ffffff", 4.54)])
    func contrastFollowsWCAG(first: String, second: String, ratio: Double) throws {
        let a = try #require(RGBColour(hex: first)), b = try #require(RGBColour(hex: second))
        #expect(abs(a.contrast(with: b) - ratio) < 0.01)
        #expect(abs(b.contrast(with: a) - ratio) < 0.01)
    }

    @Test func onlySixOrThreeHexDigitsAreColours() {
        #expect(RGBColour(hex: "#A3005C")?.hex == "#a3005c")
        #expect(RGBColour(hex: "#a05")?.hex == "#aa0055")
        for text in ["a3005c", "#a3005", "#gg0000", "red", "", "#"] { #expect(RGBColour(hex: text) == nil, "\(text)") }
    }

    @Test func oneColourGetsALighterTintForTheDarkScheme() throws {
        let brand = BrandColour(light: try #require(RGBColour(hex: "#0b6e4f")))
        #expect(brand.light.hex == "#0b6e4f")
        // On every background of the dark scheme: the header's too, where a team's trial found
        // 4.45:1 when only the page's was asked.
        for background in BrandColour.darkBackgrounds { #expect(brand.dark.contrast(with: background) >= BrandColour.minimumContrast, "\(background.hex)") }
        #expect(brand.dark.luminance > brand.light.luminance)
        #expect(brand.css.contains("--accent:#0b6e4f") && brand.css.contains("prefers-color-scheme: dark"))
        #expect(brand.css.hasPrefix("@media screen{"), "print keeps black on white")
    }

    @Test func theConfigTakesOneColourOrOnePerScheme() {
        var sink = Diagnostics()
        let one = ConfigLoader().load("accent: \"#0b6e4f\"\n", path: "criteria.yml", into: &sink)
        let two = ConfigLoader().load("accent:\n  light: \"#0b6e4f\"\n  dark: \"#7fe0b9\"\n", path: "criteria.yml", into: &sink)
        #expect(sink.all.isEmpty)
        #expect(one.accent?.light.hex == "#0b6e4f")
        #expect(two.accent?.light.hex == "#0b6e4f" && two.accent?.dark.hex == "#7fe0b9")
    }

    @Test func aColourUnderFourAndAHalfToOneIsALocatedError() {
        var sink = Diagnostics()
        _ = ConfigLoader().load("title: x\naccent: \"#ffcc00\"\n", path: "criteria.yml", into: &sink)
        _ = ConfigLoader().load("accent:\n  light: \"#0b6e4f\"\n  dark: \"#333333\"\n", path: "site.yml", into: &sink)
        _ = ConfigLoader().load("accent: #0b6e4f\n", path: "bare.yml", into: &sink)
        _ = ConfigLoader().load("accent: {light: \"#0b6e4f\"}\n", path: "half.yml", into: &sink)
        _ = ConfigLoader().load("accent: \"#767676\"\n", path: "grey.yml", into: &sink)
        #expect(sink.sorted.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
            "bare.yml:1:8: error: accent \"\" is not a colour written as #rrggbb",
            "criteria.yml:2:9: error: accent \"#ffcc00\" has a contrast of 1.23:1 against the light scheme's background #e6e8ec; it needs at least 4.5:1",
            "grey.yml:1:9: error: accent \"#767676\" has a contrast of 3.7:1 against the light scheme's background #e6e8ec; it needs at least 4.5:1",
            "half.yml:1:9: error: accent needs both a light and a dark colour",
            "site.yml:3:9: error: accent \"#333333\" has a contrast of 1.07:1 against the dark scheme's background #2b2e34; it needs at least 4.5:1",
        ])
        #expect(sink.all.contains { $0.note == "quote it, or YAML reads the # as a comment: accent: \"#a3005c\"" })
    }

    @Test func theLogoIsAnImageBesideTheConfig() {
        var config = SiteConfig()
        #expect(config.logoPath == "_assets/icon.svg")
        config.logo = "brand/Mark.PNG"
        #expect(config.logoPath == "_assets/logo.png")
        config.logo = "brand/mark.pdf"
        #expect(config.logoAssetName == nil)
    }

    @Test func aLogoThatIsNotThereIsALocatedError() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: x\nlogo: brand/mark.svg\n", to: "content/criteria.yml")
        let input = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"))
        var sink = Diagnostics()
        let settings = SiteSettings.resolve(input, into: &sink)
        var theme = settings.loadTheme(into: &sink)
        let missing = sink.all.filter { $0.message.hasPrefix("logo file not found") }
        #expect(missing.count == 1 && missing.first?.location.line == 2 && missing.first?.location.column == 7)
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "content/brand/mark.svg")
        sink = Diagnostics()
        theme = settings.loadTheme(into: &sink)
        #expect(!sink.all.contains { $0.message.hasPrefix("logo") })
        #expect(theme.assets["logo.svg"]?.lastPathComponent == "mark.svg")
    }
}
