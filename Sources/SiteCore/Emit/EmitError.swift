/// Why the output could not be written; each names the path and the operation.
public enum EmitError: Error, CustomStringConvertible, Equatable {
    case outputIsContent(String)
    case outputContainsContent(output: String, content: String)
    case outputInsideContent(output: String, content: String)
    case outputIsNotAFolder(String)
    case foreignFiles(output: String, examples: [String], count: Int)
    case io(operation: String, path: String, reason: String)
    case bundleTargetIsAFolder(String)
    case bundleTargetIsForeign(String)

    public var description: String {
        switch self {
        case .outputIsContent(let path):
            "the output folder \(path) is the content folder; choose another with --output"
        case .outputContainsContent(let output, let content):
            "the output folder \(output) contains the content folder \(content); replacing it would lose the content"
        case .outputInsideContent(let output, let content):
            "the output folder \(output) is inside the content folder \(content); choose one outside it"
        case .outputIsNotAFolder(let path):
            "the output path \(path) exists and is not a folder"
        case .foreignFiles(let output, let examples, let count):
            "the output folder \(output) holds \(count) file\(count == 1 ? "" : "s") this tool did not write (\(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); "
                + "move \(count == 1 ? "it" : "them") away or pass --force to set the old folder aside"
        case .io(let operation, let path, let reason):
            "cannot \(operation) \(path): \(reason)"
        case .bundleTargetIsAFolder(let path):
            "the bundle path \(path) is a folder; name a .zip file with --output (or write a folder with --folder)"
        case .bundleTargetIsForeign(let path):
            "\(path) exists and is not a bundle this tool wrote; choose another --output or pass --force to set it aside"
        }
    }
}
