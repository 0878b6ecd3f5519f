extension String {
    /// Whether the text holds `needle`, compared byte for byte over the UTF-8. On Linux,
    /// `String.contains(String)` goes through Foundation, which costs far more on a page.
    func containsBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard haystack.count >= wanted.count else { return false }
                let lastStart = haystack.count - wanted.count
                var index = 0
                while index <= lastStart {
                    if haystack[index] == first, haystack[index..<index + wanted.count].elementsEqual(wanted) {
                        return true
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
