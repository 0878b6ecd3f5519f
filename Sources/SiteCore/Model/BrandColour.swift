/// The site's brand colour (`accent:` in `criteria.yml`) for the light and the dark scheme: the
/// selected tab, the current page's bar, links and primary buttons.
public struct BrandColour: Sendable, Equatable {
    public var light: RGBColour
    public var dark: RGBColour

    /// The theme's backgrounds the colour is text on, page first (`--bg`, `--surface` of the
    /// header, `--surface-strong` of a linked check, `--example-bg` in criteria.css): a colour
    /// that passes on the page alone failed on the header's (a team's trial, in the dark scheme).
    public static let lightBackgrounds = ["#ffffff", "#f3f4f6", "#e6e8ec", "#f6f1f9"].compactMap { RGBColour(hex: $0) }
    public static let darkBackgrounds = ["#131417", "#1d1f23", "#2b2e34", "#1e1925"].compactMap { RGBColour(hex: $0) }
    /// WCAG 2.2 AA for text: the colour is used for links.
    public static let minimumContrast = 4.5

    public init(light: RGBColour, dark: RGBColour) {
        self.light = light
        self.dark = dark
    }

    /// One colour for both schemes: the dark scheme takes the lightest step towards white that
    /// it needs to reach the minimum contrast on every dark background.
    public init(light: RGBColour) {
        var dark = light
        for step in 1...20 where Self.lowestContrast(dark, on: Self.darkBackgrounds).ratio < Self.minimumContrast {
            dark = light.mixed(with: .white, amount: Double(step) / 20)
        }
        self.init(light: light, dark: dark)
    }

    /// The background of `backgrounds` the colour stands out from least, and by how much.
    static func lowestContrast(_ colour: RGBColour, on backgrounds: [RGBColour]) -> (ratio: Double, background: RGBColour) {
        backgrounds.map { (colour.contrast(with: $0), $0) }.min { $0.0 < $1.0 } ?? (21, .white)
    }

    /// The custom properties criteria.css reads, for a `<style>` element after it.
    public var css: String {
        let lightHover = light.mixed(with: .black, amount: 0.35), darkHover = dark.mixed(with: .white, amount: 0.4)
        // Screen only: print keeps the theme's black on white.
        return "@media screen{:root{--accent:\(light.hex);--link:\(light.hex);--link-hover:\(lightHover.hex)}}"
            + "@media screen and (prefers-color-scheme: dark){:root{--accent:\(dark.hex);--link:\(dark.hex);--link-hover:\(darkHover.hex)}}"
    }

    /// Why `colour` cannot be used on the `scheme`'s backgrounds, or nil when it can.
    static func contrastProblem(_ colour: RGBColour, written: String, on backgrounds: [RGBColour], scheme: String) -> String? {
        let (ratio, background) = lowestContrast(colour, on: backgrounds)
        guard ratio < minimumContrast else { return nil }
        let shown = (ratio * 100).rounded(.down) / 100
        let which = background == backgrounds.first ? "the \(scheme) background" : "the \(scheme) scheme's background"
        return "accent \"\(written)\" has a contrast of \(shown):1 against \(which) \(background.hex); it needs at least 4.5:1"
    }
}
