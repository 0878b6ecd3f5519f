/// Random texts made of chosen pieces, for checking a helper against its plain reading: the
/// pieces are the characters and bytes a helper treats differently.
enum RandomText {
    static func texts(from pieces: [String], count: Int, maxPieces: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...maxPieces, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
    }
}
