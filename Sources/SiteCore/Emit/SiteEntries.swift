import Foundation

/// The files of a finished build as the emit stage lays them out: generated files, the theme's
/// assets under `_assets/`, the media pages use, and the manifest listing them. Both writers,
/// `OutputWriter` (a folder) and `ZipBundleWriter` (a zip), write exactly this list.
struct SiteEntries {
    struct Entry {
        enum Source {
            /// Generated text, made (a page: assembled) and turned into bytes only as it is
            /// written, so a site's pages are never all in memory while the writer goes through them.
            case generated(OutputFile)
            case file(URL)
            /// A theme's stylesheet, written without its comments (`StylesheetCompactor`).
            case stylesheet(URL)
            /// A file of the assets folder read at load (a caption track), written from memory
            /// so that it is opened once; its stamp is the source's as it was read.
            case loaded(Data, stamp: FileStamp)
        }

        /// Relative to the site root, with forward slashes.
        var path: String
        var source: Source
    }

    static func list(_ output: BuildOutput) -> [Entry] {
        list(files: output.files, media: output.media, assets: output.assets, theme: output.theme)
    }

    /// `kept`: files of an earlier build that stay as they are (pages the build cache did not
    /// render again); `writtenBefore`: files this build has already written (pages written as
    /// they were rendered). Neither are entries, but the manifest lists them.
    static func list(files: [OutputFile], media: [MediaRef], assets: AssetCatalog, theme: Theme, kept: [String] = [],
                     writtenBefore: [String] = []) -> [Entry] {
        var entries: [Entry] = files.map { Entry(path: $0.path, source: .generated($0)) }
        var written = Set(entries.map(\.path)).union(writtenBefore)
        for (path, source) in theme.assets.sorted(by: { $0.key < $1.key }) {
            let target = Theme.assetsFolder + "/" + path
            if written.insert(target).inserted { entries.append(Entry(path: target, source: path.hasSuffix(".css") ? .stylesheet(source) : .file(source))) }
        }
        if let root = assets.root {
            for path in Set(media.filter(\.exists).map(\.assetPath)).sorted() where written.insert(path).inserted {
                entries.append(Entry(path: path, source: loadedSource(of: path, in: assets) ?? .file(root.appendingFile(path))))
            }
        }
        written.formUnion(kept)
        let manifest = "# Files written by criteria build; the next build replaces exactly these.\n"
            + written.sorted().joined(separator: "\n") + "\n"
        entries.append(Entry(path: OutputFolderGuard.manifestName,
                             source: .generated(OutputFile(path: OutputFolderGuard.manifestName, contents: manifest))))
        return entries
    }

    /// A caption track's bytes and stamp, as the load stage read them.
    static func loadedSource(of path: String, in assets: AssetCatalog) -> Entry.Source? {
        guard let track = assets.captions[path], let stamp = track.stamp else { return nil }
        return .loaded(track.data, stamp: stamp)
    }
}
