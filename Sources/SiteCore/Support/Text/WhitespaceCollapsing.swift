import TextSupport

/// Runs of white space made one space, as search excerpts show text, and page summaries,
/// caption cues and exported outlines when their text is ASCII (`wordsJoinedBySpaces`).
enum WhitespaceCollapsing {
    /// `texts` joined with spaces, runs of white space (Unicode's White_Space, scalar by scalar)
    /// made one space, leading and trailing space gone; stops once `scalarLimit` scalars are
    /// written. Read over UTF-8 bytes, ASCII classified by value, and without joining the texts
    /// first: a unit's text is often ten times its excerpt. Written straight into the string's
    /// storage: appending to an array a byte at a time, each append checking the array's
    /// uniqueness and capacity, was most of it.
    static func collapsed(_ texts: [String], scalarLimit: Int = .max) -> String {
        // The result is at most the texts and a space between each, and at most four bytes a scalar.
        let joinedLength = texts.reduce(0) { $0 + $1.utf8.count + 1 }
        let capacity = scalarLimit > joinedLength / 4 ? joinedLength : 4 * scalarLimit
        return String(unsafeUninitializedCapacity: capacity) { output in
            var count = 0
            var pendingSpace = false
            var written = 0
            for (number, var text) in texts.enumerated() {
                if number > 0 { pendingSpace = count > 0 }   // the space joining the texts
                let full = text.withUTF8 { utf8 -> Bool in
                    var index = 0
                    while index < utf8.count {
                        if written >= scalarLimit { return true }
                        let (scalar, length) = UTF8Scalars.decode(utf8, at: index)
                        let isSpace = length == 1 ? scalar.isASCIIWhitespace : scalar.properties.isWhitespace
                        if isSpace {
                            pendingSpace = count > 0
                        } else {
                            if pendingSpace {
                                output[count] = UInt8(ascii: " ")
                                count += 1
                                written += 1
                            }
                            pendingSpace = false
                            if written >= scalarLimit { return true }
                            for offset in 0..<length { output[count + offset] = utf8[index + offset] }
                            count += length
                            written += 1
                        }
                        index += length
                    }
                    return false
                }
                if full { break }
            }
            return count
        }
    }
}
