import Foundation
import Testing
@testable import TextSupport

/// The one trimming helper serves the sanitizer (style declarations, roles, ids) and SiteCore
/// (headings, URLs, front matter, blank sections). Each of its two sets must be Foundation's,
/// and they must stay apart: a line break is white space to `isBlank` but kept in an id
/// (`SanitizerTrimmingTests` holds the sanitizer's callers to that).
@Suite struct TrimmingTests {
    static let samples = [
        "", " ", "Focus", "Cr\u{00E8}me br\u{00FB}l\u{00E9}e", "Cre\u{0300}me", "日本語 2.4.7", "Tab ⇥ then 🙂",
        "<p class=\"x\">a &amp; b</p>", "<\u{0301}b>", "ÆØÅ ǅungla Ⅻ", "x\r\ny\u{000C}z", "\u{00A0}nbsp",
        "  Focus  moves\tto the\n\nnext  control ", "\u{00A0}non\u{00A0}breaking\u{2003}space", "vertical\u{000B}tab\u{0085}next line",
        "\t", " a", "a ", "\ta\t", "a\n", "\r\na", "\u{00A0}a", "a\u{2003}", "\u{000B}x\u{000C}", "x\u{0085}", "\u{0301}", "a\u{0301}",
        "\u{3000}", "row", " col ", "\u{85}x\u{2028}", "\u{3000}全角\u{3000}", "\t\n\r\u{0B}\u{0C} a b \u{A0}", "\u{200B}zero width\u{200B}",
        " \u{301}combining after a space \u{301} ", "\u{2029}", "\u{180E}x\u{180E}", "\u{FEFF}bom", " \t ", " \r",
        "\u{2003}\u{3000}", "\u{2003}x", " a ", "Cre\u{0300}me bru\u{0302}le\u{0301}e", "ÆØÅ ǅungla Ⅻ ①②", "a\u{0301}b\u{0301}",
    ]

    @Test(arguments: samples)
    func trimmingAsFoundationTrims(_ text: String) {
        Self.expectFoundationsTrimming(text)
    }

    /// Random texts of white space of both sets, line breaks, marks and letters, against Foundation.
    @Test func randomTextsTrimAsFoundationTrims() {
        let pieces = [" ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}", "\u{200B}",
                      "\u{FEFF}", "\u{180E}", "\u{301}", "a", "é", "日", "🙂", "-"]
        for text in RandomText.texts(from: pieces, count: 3_000, maxPieces: 12) {
            Self.expectFoundationsTrimming(text)
        }
    }

    static func expectFoundationsTrimming(_ text: String) {
        for (piece, label) in [(Substring(text), "whole"), (("x" + text + "x").dropFirst().dropLast(), "inner")] {
            let withNewlines = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            let withoutNewlines = piece.trimmingCharacters(in: .whitespaces)
            #expect(piece.trimmingWhitespace == withNewlines, "\(label)")
            #expect(String(piece).trimmingWhitespace == withNewlines, "\(label)")
            #expect(piece.isBlank == withNewlines.isEmpty, "\(label)")
            #expect(piece.trimmingSpacesAndTabs == withoutNewlines, "\(label)")
            #expect(String(piece).trimmingSpacesAndTabs == withoutNewlines, "\(label)")
            #expect(piece.isOnlySpacesAndTabs == withoutNewlines.isEmpty, "\(label)")
        }
    }

    /// Scalar by scalar through every block that holds white space of either set.
    @Test func setsAreFoundationsScalarByScalar() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            #expect(text.isBlank == CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(value, radix: 16))")
            #expect(text.isOnlySpacesAndTabs == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    /// The difference is on purpose: line breaks (line feed to carriage return, next line, the
    /// line and paragraph separators) are trimmed from headings and declarations, not from ids.
    @Test(arguments: ["\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func lineBreaksAreBlankButNotSpacesAndTabs(_ text: String) {
        #expect(text.isBlank)
        #expect(text.trimmingWhitespace.isEmpty)
        #expect(!text.isOnlySpacesAndTabs)
        #expect(text.trimmingSpacesAndTabs == text)
    }
}
