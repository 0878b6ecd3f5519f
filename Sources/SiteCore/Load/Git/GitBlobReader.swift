import Foundation

/// Reads files as they were at given revisions, all in one `git cat-file --batch`: requests
/// `rev:path` (path from the work tree's top), answers the text, or nil where the file did not
/// exist there.
struct GitBlobReader: Sendable {
    var git = GitRunner()

    func texts(_ requests: [String], in folder: URL) -> [String: String] {
        guard !requests.isEmpty else { return [:] }
        let input = Data(requests.map { $0 + "\n" }.joined().utf8)
        guard case .output(let data) = git.run(["cat-file", "--batch"], in: folder, input: input) else { return [:] }
        return Self.parse(data, requests: requests)
    }

    /// `<sha> <type> <size>\n<bytes>\n` per found object, `<name> missing\n` otherwise, in request order.
    static func parse(_ data: Data, requests: [String]) -> [String: String] {
        var texts: [String: String] = [:]
        var offset = data.startIndex
        for request in requests {
            guard let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: data[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = data.index(after: newline)
            guard header.count == 3, let size = Int(header[2]), header[1] != "missing" else { continue }
            let end = data.index(offset, offsetBy: size, limitedBy: data.endIndex) ?? data.endIndex
            if header[1] == "blob" { texts[request] = String(decoding: data[offset..<end], as: UTF8.self) }
            offset = min(data.endIndex, end + 1)
        }
        return texts
    }
}
