import Foundation

/// Everything a build produced before it is written: the emit stage's input.
public struct BuildOutput: Sendable {
    public var config: SiteConfig
    public var theme: Theme
    public var assets: AssetCatalog
    public var pageCount: Int
    public var files: [OutputFile]
    /// The media the pages use, in page order: the files copied beside the HTML.
    public var media: [MediaRef]
    /// Stage name and seconds, in order, for `--verbose`.
    public var stageTimes: [StageLap]
}
