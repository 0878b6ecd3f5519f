import Foundation

/// Gives each check of a page its ID (`docs/content-format.md#check-ids`).
///
/// A generated ID is a slug of the check's first words and six hex digits of a hash of its
/// section kind and its normalised text: nothing else on the page goes in, so adding, removing
/// or reordering other checks, or editing other text, leaves it as it is, on any machine and
/// in any folder. Only checks with the same text in the same section kind on one page share a
/// base; the second gets `-2`, the third `-3`, in document order. A valid pinned name is the
/// ID unless a heading, the theme or an earlier check holds it already (`check-id` reports that).
enum CheckIDs {
    /// The slug keeps at most this many words, and at most `slugLength` characters of them.
    static let slugWords = 5
    static let slugLength = 32

    /// `taken`: the page's heading anchors; `reserved`: the theme's IDs, the same on every page,
    /// so asked apart rather than copied into each page's set.
    /// The IDs are set in place, and those given kept apart from `taken`: copying the checks,
    /// and the page's anchors into a set of IDs used, showed in the parse stage's profile.
    static func assign(_ checks: inout [Check], taken: Set<String>, reserved: Set<String> = []) {
        var given: Set<String> = []
        given.reserveCapacity(checks.count)
        func claim(_ id: String) -> Bool { !reserved.contains(id) && !taken.contains(id) && given.insert(id).inserted }
        var pinned = Array(repeating: false, count: checks.count)
        for index in checks.indices {
            guard let pin = checks[index].pin, pin.isValid, claim(pin.name) else { continue }
            checks[index].id = pin.name
            pinned[index] = true
        }
        for index in checks.indices where !pinned[index] {
            let base = generated(section: checks[index].section, text: checks[index].text)
            var id = base
            var next = 2
            while !claim(id) {
                id = "\(base)-\(next)"
                next += 1
            }
            checks[index].id = id
        }
    }

    /// `tab-arrow-keys-or-ctrl-tab-3f9a1c` for "Tab, arrow keys, or ctrl+tab: Focus visibly moves…".
    static func generated(section: SectionKind, text: String) -> String {
        guard !holdsOnlyASCIIAndQuotes(text) else { return asciiGenerated(section: section, text: text) }
        return characterGenerated(section: section, text: text)
    }

    /// Whether each character beyond ASCII is a curly quote, a dash or an ellipsis (`’ ‘ “ ” – —
    /// …`), as in most checks that are not ASCII. Those are neither letters, digits nor white
    /// space, in canonical composition and without case, so the bytes give the same ID as the
    /// characters (`asciiGenerated`); Foundation's normalisation showed in the parse stage.
    static func holdsOnlyASCIIAndQuotes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 {
                    index += 1
                    continue
                }
                // U+2013, U+2014, U+2018, U+2019, U+201C, U+201D and U+2026: E2 80 then one of these.
                guard index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
                      [0x93, 0x94, 0x98, 0x99, 0x9C, 0x9D, 0xA6].contains(bytes[index + 2]) else { return false }
                index += 3
            }
            return true
        }
    }

    static func characterGenerated(section: SectionKind, text: String) -> String {
        let hash = hex(fnv1a(section.anchor + "\u{1F}" + normalised(text)))
        let slug = shortSlug(text)
        return slug.isEmpty ? "check-" + hash : slug + "-" + hash
    }

    /// `characterGenerated` for an ASCII text (or one `holdsOnlyASCIIAndQuotes`), read over its
    /// bytes without making the normalised text, the full slug or the short one: the steps between
    /// showed in the parse stage's profile.
    static func asciiGenerated(section: SectionKind, text: String) -> String {
        var id: [UInt8] = []
        id.reserveCapacity(slugLength + 8)
        var hash: UInt64 = 0
        var text = text
        text.withUTF8 { bytes in
            hash = hashOfNormalisedASCII(bytes, section: section)
            appendShortSlug(of: bytes, to: &id)
        }
        if id.isEmpty { id.append(contentsOf: "check".utf8) }
        id.append(UInt8(ascii: "-"))
        appendHex(hash, to: &id)
        return String(decoding: id, as: UTF8.self)
    }

    /// `fnv1a` of the section's anchor, a unit separator and `normalised(text)` of an ASCII text,
    /// fed byte by byte: lower case, each run of white space one space, none at the start, and
    /// nothing after the last byte that is neither white space nor trailing punctuation.
    private static func hashOfNormalisedASCII(_ bytes: UnsafeBufferPointer<UInt8>, section: SectionKind) -> UInt64 {
        var hash = fnv1a(section.anchor.utf8)
        func feed(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        feed(0x1F)
        let end = (bytes.lastIndex { !isASCIISpace($0) && !trailing.contains($0) } ?? -1) + 1
        var pendingSpace = false, started = false
        for byte in bytes[..<end] {
            if isASCIISpace(byte) {
                pendingSpace = started
                continue
            }
            if pendingSpace { feed(0x20) }
            feed((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            (pendingSpace, started) = (false, true)
        }
        return hash
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// `shortSlug` of an ASCII text: its first `slugWords` runs of letters and digits, lower
    /// case, a hyphen between each, cut after the last whole word within `slugLength` bytes.
    private static func appendShortSlug(of bytes: UnsafeBufferPointer<UInt8>, to id: inout [UInt8]) {
        let start = id.count
        var words = 0, inWord = false
        for byte in bytes {
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            let isWordByte = (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower)
            if isWordByte, !inWord {
                guard words < slugWords else { break }
                if words > 0 { id.append(UInt8(ascii: "-")) }
                words += 1
            }
            if isWordByte { id.append(lower) }
            inWord = isWordByte
        }
        guard id.count - start > slugLength else { return }
        let lastHyphen = id[start...(start + slugLength)].lastIndex(of: UInt8(ascii: "-"))
        id.removeSubrange((lastHyphen ?? start)...)
    }

    /// What `normalised` leaves off the end.
    private static let trailing = Set(".,;:!? ".utf8)

    /// Lower case, canonical composition, white space collapsed, trailing punctuation left out:
    /// "Tab:  Focus moves." and "tab: focus moves" are one text.
    static func normalised(_ text: String) -> String {
        // ASCII is already in canonical composition; Foundation's normalisation showed in the parse stage's profile.
        let composed = text.isAllASCII ? text : text.precomposedStringWithCanonicalMapping
        var words = composed.lowercased().wordsJoinedBySpaces
        while let last = words.last, ".,;:!?".contains(last) || last == " " { words.removeLast() }
        return words
    }

    static func shortSlug(_ text: String) -> String {
        if text.isAllASCII { return asciiShortSlug(text) }
        let full = PageAddress.slug(text)
        return full.isAllASCII ? asciiShortSlug(full) : characterShortSlug(full)
    }

    /// At most `slugWords` of a slug's words, and at most `slugLength` characters of them.
    static func characterShortSlug(_ full: String) -> String {
        var slug = "", length = 0
        for word in full.split(separator: "-").prefix(slugWords) {
            let added = word.count + (slug.isEmpty ? 0 : 1)
            guard length + added <= slugLength else { break }
            slug += (slug.isEmpty ? "" : "-") + word
            length += added
        }
        return slug
    }

    /// `shortSlug` of an ASCII text, a slug among them: its words are its runs of letters and
    /// digits, so the short slug is read straight from its bytes (`appendShortSlug`).
    static func asciiShortSlug(_ text: String) -> String {
        var slug: [UInt8] = []
        var text = text
        text.withUTF8 { appendShortSlug(of: $0, to: &slug) }
        return String(decoding: slug, as: UTF8.self)
    }

    /// 64-bit FNV-1a over the UTF-8 bytes: simple, and fixed here for good, unlike the build
    /// cache's hash, which may change with the cache's format.
    static func fnv1a(_ text: String) -> UInt64 { fnv1a(text.utf8) }

    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `hex(hash)`'s digits, written where they go rather than made a string first.
    private static func appendHex(_ hash: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 40, by: -4) {
            let digit = UInt8(truncatingIfNeeded: hash >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
    }

    /// The top 24 bits as six lowercase hex digits.
    static func hex(_ hash: UInt64) -> String {
        let value = String(hash >> 40, radix: 16)
        return String(repeating: "0", count: 6 - value.count) + value
    }
}
