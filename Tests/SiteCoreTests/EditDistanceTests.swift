import Testing
import SiteCore

@Suite struct EditDistanceTests {
    /// Levenshtein distances (worked out apart, row by row), over characters (an accented letter,
    /// precomposed or not, is one character), either way round.
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("flaw", "lawn", 2),
        ("criteria", "criteria", 0), ("gherkin", "gherkins", 1), ("condensed", "condense", 1), ("résumé", "resume", 2),
        ("re\u{0301}sume\u{0301}", "résumé", 0), ("ios developer notes", "android developer notes", 6),
    ] as [(String, String, Int)])
    func distancesAreCountedInCharacters(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    /// A swap of two neighbouring letters is one slip, not two: the typos "did you mean" is for.
    @Test(arguments: [
        ("vidoes", "videos", 1), ("biuld", "build", 1), ("chekc", "check", 1), ("tilte", "title", 1),
        ("ab", "ba", 1), ("abcd", "badc", 2), ("ca", "abc", 3), ("bundel", "bundle", 1),
    ] as [(String, String, Int)])
    func aSwapOfNeighboursIsOneEdit(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }
}
