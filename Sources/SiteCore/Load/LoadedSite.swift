import Foundation

/// What the load stage read.
struct LoadedSite {
    var settings: SiteSettings
    var theme: Theme
    var assets: AssetCatalog
    var includes: IncludeLibrary
    var sources: [SourceFile]
}
