import Foundation

/// A colour as `#rrggbb` (or `#rgb`), with the WCAG 2 relative luminance and contrast ratio.
public struct RGBColour: Sendable, Equatable {
    public var red: Double, green: Double, blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#a3005c` or `#a05`, case-insensitive; nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 else { return nil }
        var channels: [Double] = []
        for index in stride(from: 0, to: 6, by: 2) {
            guard let value = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            channels.append(Double(value) / 255)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `#a3005c`.
    public var hex: String {
        "#" + [red, green, blue].map { channel in
            let byte = Int((min(max(channel, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// WCAG 2's relative luminance.
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055).power(2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, from 1 to 21.
    public func contrast(with other: RGBColour) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour moved `amount` (0…1) of the way to `other`.
    public func mixed(with other: RGBColour, amount: Double) -> RGBColour {
        RGBColour(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
                  blue: blue + (other.blue - blue) * amount)
    }

    public static let white = RGBColour(red: 1, green: 1, blue: 1)
    public static let black = RGBColour(red: 0, green: 0, blue: 0)
}

private extension Double {
    func power(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
