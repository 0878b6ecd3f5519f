import Foundation
import Testing
@testable import SiteCore

@Suite struct ContentHashTests {
    /// The cache stores these values: the same text must hash the same on every run and machine.
    @Test func aTextHashesToTheSameValueEveryRun() {
        #expect(ContentHash("").hex == "f3488f06cee483c8")
        #expect(ContentHash("## Criteria\n\n- Given a link\n").hex == "6df88dff7c5bef18")
        #expect(ContentHash("é").hex.count == 16)
        // 95 bytes: two blocks in four lanes, three leftover words, seven leftover bytes.
        #expect(ContentHash("Focus moves to the next control in order, then back with shift tab; the focus ring shows where.").hex
                == "34e275258daf8ed6")
    }

    /// Every one-byte change, at every place of texts of 0 to 95 bytes (32-byte blocks in
    /// four lanes, leftover words, leftover bytes, and each with the others), changes the hash.
    @Test func everyOneByteChangeChangesTheHash() {
        let sentence = "Focus moves to the next control in order, then back with shift tab; the focus ring shows where."
        for length in 0...sentence.utf8.count {
            let text = Array(sentence.utf8.prefix(length))
            let original = ContentHash(String(decoding: text, as: UTF8.self))
            for index in text.indices {
                var changed = text
                changed[index] ^= 0x01
                #expect(ContentHash(String(decoding: changed, as: UTF8.self)) != original, "length \(length), byte \(index)")
            }
            #expect(ContentHash(String(decoding: text + [0x20], as: UTF8.self)) != original, "a byte added to \(length)")
        }
    }

    @Test func fieldsAreKeptApart() {
        var split1 = ContentHash(), split2 = ContentHash()
        split1.add("abcdefgh"); split1.add("i")
        split2.add("abcdefg"); split2.add("hi")
        #expect(split1 != split2)
        #expect(ContentHash(Data("abc".utf8).base64EncodedString()) != ContentHash("abc"))
        var data = ContentHash()
        data.add(Data("same bytes".utf8))
        #expect(data == ContentHash("same bytes"), "a text and its UTF-8 bytes hash alike")
    }
}

@Suite struct FrontMatterFenceTests {
    private func outline(_ text: String) -> FrontMatter {
        FrontMatterReader().outlineFields(of: SourceFile(path: "web/a.md", text: text))
    }

    private func read(_ text: String) -> FrontMatterReader.Result {
        var sink = Diagnostics()
        return FrontMatterReader().read(SourceFile(path: "web/a.md", text: text), into: &sink)
    }

    /// Only a first line that is `---` (spaces around it allowed, any line ending) opens front matter.
    @Test(arguments: [
        ("---\ntitle: A\n---\nBody\n", "A"), ("  ---  \ntitle: A\n---\n", "A"), ("---\r\ntitle: A\r\n---\r\n", "A"),
        ("---\rtitle: A\r...\r", "A"), ("---", nil), ("----\ntitle: A\n---\n", nil), ("\n---\ntitle: A\n---\n", nil),
        ("## Criteria\n---\ntitle: A\n---\n", nil), ("", nil), ("--- x\ntitle: A\n---\n", nil),
    ] as [(String, String?)])
    func frontMatterOpensOnlyOnTheFirstLine(text: String, title: String?) {
        #expect(outline(text).title == title)
        #expect(read(text).frontMatter.title == title)
        if title == nil { #expect(read(text).body == text, "a page without front matter is its own body") }
    }

    /// The fast answer for first lines that cannot be a fence agrees with trimming them.
    @Test(arguments: ["---", " ---", "\t---  ", "\u{A0}---", "\u{3000}---\u{3000}", "--- x", "-- -", "----", "", " ", "## Criteria",
                      "\u{0C}---", "é---", "...", "x"])
    func anOpeningFenceIsThreeDashesBetweenSpaces(_ line: String) {
        #expect(FrontMatterReader.opensFrontMatter(line[...]) == (line.trimmingCharacters(in: .whitespaces) == "---"))
    }
}
