/// The site's brand colour (`accent:` in `criteria.yml`) for the light and the dark scheme: the
/// selected tab, the current page's bar, links and primary buttons.
public struct BrandColour: Sendable, Equatable {
    public var light: RGBColour
    public var dark: RGBColour

    /// The theme's backgrounds, which the colour must stand out from (`--bg` in criteria.css).
    public static let lightBackground = RGBColour(red: 1, green: 1, blue: 1)
    public static let darkBackground = RGBColour(hex: "#131417") ?? .black
    /// WCAG 2.2 AA for text: the colour is used for links.
    public static let minimumContrast = 4.5

    public init(light: RGBColour, dark: RGBColour) {
        self.light = light
        self.dark = dark
    }

    /// One colour for both schemes: the dark scheme takes the lightest step towards white that
    /// it needs to reach the minimum contrast on the dark background.
    public init(light: RGBColour) {
        var dark = light
        for step in 1...20 where dark.contrast(with: Self.darkBackground) < Self.minimumContrast {
            dark = light.mixed(with: .white, amount: Double(step) / 20)
        }
        self.init(light: light, dark: dark)
    }

    /// The custom properties criteria.css reads, for a `<style>` element after it.
    public var css: String {
        let lightHover = light.mixed(with: .black, amount: 0.35), darkHover = dark.mixed(with: .white, amount: 0.4)
        // Screen only: print keeps the theme's black on white.
        return "@media screen{:root{--accent:\(light.hex);--link:\(light.hex);--link-hover:\(lightHover.hex)}}"
            + "@media screen and (prefers-color-scheme: dark){:root{--accent:\(dark.hex);--link:\(dark.hex);--link-hover:\(darkHover.hex)}}"
    }

    /// Why `colour` cannot be used on `background` (named `scheme`), or nil when it can.
    static func contrastProblem(_ colour: RGBColour, written: String, on background: RGBColour, scheme: String) -> String? {
        let ratio = colour.contrast(with: background)
        guard ratio < minimumContrast else { return nil }
        let shown = (ratio * 100).rounded(.down) / 100
        return "accent \"\(written)\" has a contrast of \(shown):1 against the \(scheme) background \(background.hex); it needs at least 4.5:1"
    }
}
