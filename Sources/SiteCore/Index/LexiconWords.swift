import TextSupport

/// The distinct words of a lexicon file, numbered in order of first sight, looked up by their
/// UTF-8 bytes (open addressing): the file holds about four times as many words as distinct
/// ones, and a string made and hashed with the seeded hasher for each was most of reading it.
///
/// Bytes tell words apart only in an ASCII file: strings are equal when canonically equivalent
/// ("é" as one scalar or as two; the Kelvin sign and "K"), so any other file's words are
/// looked up as strings, as a dictionary of them read it before.
struct LexiconWords {
    /// Each word once, by number.
    private(set) var strings: [String] = []
    private let isASCII: Bool
    private var numberOfString: [String: Int32] = [:]
    /// The words' bytes, one after the other; `starts[number]` is where a word's begin.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Word number + 1 in each slot, 0 for none; a power of two long, at most half full.
    private var slots = [Int32](repeating: 0, count: 1024)

    /// `isASCII`: whether every word of the file is ASCII.
    init(isASCII: Bool = true) {
        self.isASCII = isASCII
    }

    /// The number of `word`, given it if new.
    mutating func number(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard isASCII else { return number(ofString: String(decoding: word, as: UTF8.self)) }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: Self.hash(word)) & mask
        while slots[index] != 0 {
            let number = Int(slots[index] - 1)
            if holds(number, word) { return Int32(number) }
            index = (index + 1) & mask
        }
        let number = Int32(strings.count)
        strings.append(String(decoding: word, as: UTF8.self))
        bytes.append(contentsOf: word)
        starts.append(bytes.count)
        slots[index] = number + 1
        if strings.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of `word`, a string (a stem the file did not hold as it is).
    mutating func number(of word: String) -> Int32 {
        guard isASCII else { return number(ofString: word) }
        var word = word
        return word.withUTF8 { number(of: $0) }
    }

    private mutating func number(ofString word: String) -> Int32 {
        if let known = numberOfString[word] { return known }
        let number = Int32(strings.count)
        strings.append(word)
        numberOfString[word] = number
        return number
    }

    private func holds(_ number: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == word.count else { return false }
        return bytes.withUnsafeBufferPointer { ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[start..<start + word.count]), word) }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        bytes.withUnsafeBufferPointer { stored in
            for number in strings.indices {
                let word = UnsafeBufferPointer(rebasing: stored[starts[number]..<starts[number + 1]])
                var index = Int(truncatingIfNeeded: Self.hash(word)) & mask
                while slots[index] != 0 { index = (index + 1) & mask }
                slots[index] = Int32(number + 1)
            }
        }
    }

    /// FNV-1a: words are a few bytes long, and the hash need not be seeded (the file is the theme's).
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        word.reduce(ContentHash.start) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
