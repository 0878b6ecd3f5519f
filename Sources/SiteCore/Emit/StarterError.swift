import Foundation

/// Why `criteria init` wrote nothing.
public enum StarterError: Error, CustomStringConvertible, Equatable {
    case targetIsAFile(String)
    case targetNotEmpty(String, examples: [String], count: Int)
    case starterMissing

    public var description: String {
        switch self {
        case .targetIsAFile(let path):
            "\(path) is a file, not a folder"
        case .targetNotEmpty(let path, let examples, let count):
            "\(path) is not empty (it holds \(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); "
                + "choose a new folder, or pass --force to add the starter's files beside what is there (existing files are kept)"
        case .starterMissing:
            "the starter site that ships with criteria was not found beside the program (a starter or share/criteria/starter folder "
                + "in the program's folder or one above it, as the release tarball and make install leave it); reinstall it"
        }
    }
}
