import Foundation

extension Encodable {
    /// One line of JSON with sorted keys, as a server-sent event's data must be.
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The values sent (strings, integers, numbers) always encode.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
