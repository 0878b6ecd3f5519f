import TextSupport
import Yams

/// `accent:` in `criteria.yml`: the brand colour, checked for contrast where it is written.
extension ConfigLoader {
    /// `accent: "#a3005c"` (the dark scheme gets a lighter tint of it) or `accent: {light: …,
    /// dark: …}`; a colour under 4.5:1 against any of its scheme's backgrounds is an error at the value.
    func accent(_ value: Node, reader: inout YAMLValueReader) -> BrandColour? {
        if let mapping = value.mapping {
            var light: RGBColour?, dark: RGBColour?
            let keys = mapping.keys.compactMap(\.string)
            for (key, node) in mapping {
                switch key.string {
                case "light": light = colour(node, on: BrandColour.lightBackgrounds, scheme: "light", reader: &reader)
                case "dark": dark = colour(node, on: BrandColour.darkBackgrounds, scheme: "dark", reader: &reader)
                default:
                    reader.diagnostics.error(YAMLErrors.location(of: key, in: reader.path),
                                             "unknown accent key \"\(key.string ?? "")\"", note: "known keys: light, dark")
                }
            }
            guard let light, let dark else {
                // A colour given and refused is reported already.
                if !keys.contains("light") || !keys.contains("dark") {
                    reader.diagnostics.error(YAMLErrors.location(of: value, in: reader.path), "accent needs both a light and a dark colour")
                }
                return nil
            }
            return BrandColour(light: light, dark: dark)
        }
        return colour(value, on: BrandColour.lightBackgrounds, scheme: "light", reader: &reader).map(BrandColour.init(light:))
    }

    private func colour(_ node: Node, on backgrounds: [RGBColour], scheme: String, reader: inout YAMLValueReader) -> RGBColour? {
        guard let text = reader.string(node) else { return nil }
        let location = YAMLErrors.location(of: node, in: reader.path)
        guard let colour = RGBColour(hex: text.trimmingSpacesAndTabs) else {
            reader.diagnostics.error(location, "accent \"\(text)\" is not a colour written as #rrggbb",
                                     note: "quote it, or YAML reads the # as a comment: accent: \"#a3005c\"")
            return nil
        }
        if let problem = BrandColour.contrastProblem(colour, written: text, on: backgrounds, scheme: scheme) {
            reader.diagnostics.error(location, problem, note: "choose a \(scheme == "light" ? "darker" : "lighter") colour")
            return nil
        }
        return colour
    }
}
