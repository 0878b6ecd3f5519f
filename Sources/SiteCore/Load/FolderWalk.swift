import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every entry under a folder, by relative path, read with readdir(3).
///
/// readdir gives each name's kind with the name (`d_type`), so a walk costs one system call per
/// folder rather than several per file: `FileManager`'s enumerator with resource values made
/// about six (stat, lstat, path standardizing) per entry. Symbolic links are listed, never entered, so a link loop cannot make a walk
/// endless. The content, output, theme and assets walks all go through here.
struct FolderWalk {
    enum Kind {
        case file, folder, link, other
    }

    struct Entry {
        /// Relative to the walked folder, `/`-separated.
        var path: String
        var kind: Kind
        /// False when the entry's name is not UTF-8: `path` then shows each byte of the name
        /// that is not ASCII as `\xHH`, and names no file (a folder's entries are not listed).
        var nameIsUTF8 = true
    }

    /// Names starting with `.` (and what is under them) are left out.
    var skipsHidden: Bool
    /// A folder (by relative path) whose entries are left out; the folder itself is still listed.
    var skipsFolder: (String) -> Bool = { _ in false }

    /// Every entry under `root`, sorted by path; empty when `root` cannot be read.
    func entries(under root: URL) -> [Entry] {
        var entries: [Entry] = []
        var pending = [""]
        let rootPath = root.path
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? rootPath : rootPath + "/" + folder
            for (name, kind, isUTF8) in Self.children(of: absolute) where !(skipsHidden && name.hasPrefix(".")) {
                let path = folder.isEmpty ? name : folder + "/" + name
                entries.append(Entry(path: path, kind: kind, nameIsUTF8: isUTF8))
                if kind == .folder, isUTF8, !skipsFolder(path) { pending.append(path) }
            }
        }
        // Byte order, as `String` compares: the same order on every machine and file system.
        return entries.sorted { $0.path < $1.path }
    }

    /// The names in one folder, their kinds and whether they are UTF-8; `.` and `..` left out.
    private static func children(of folder: String) -> [(name: String, kind: Kind, isUTF8: Bool)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var children: [(name: String, kind: Kind, isUTF8: Bool)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            guard let name = bytes.withUnsafeBytes(String.init(validUTF8:)) else {
                // Whether it is a folder is all that is read of it: its path, with the name
                // shown with escapes, leads nowhere, so it is neither entered nor looked at.
                children.append((shownWithEscapes(bytes), entry.pointee.d_type == DT_DIR ? .folder : .file, false))
                continue
            }
            if name == "." || name == ".." { continue }
            children.append((name, kind(of: entry.pointee.d_type, at: folder + "/" + name), true))
        }
        return children
    }

    /// A name that is not UTF-8 as a person can read it in a message: ASCII as it is, any other
    /// byte as `\xHH`.
    private static func shownWithEscapes(_ bytes: [UInt8]) -> String {
        bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// Some file systems leave `d_type` unknown; those entries are looked at with lstat(2).
    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }

    /// Whether the link at `path` leads to a folder (links followed).
    static func linkLeadsToFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
