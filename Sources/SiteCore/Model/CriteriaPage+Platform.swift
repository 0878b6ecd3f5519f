import TextSupport

extension Check.Platform {
    /// Android and iOS, each with the tab of its Developer Notes: a page with that tab is for
    /// that platform too (`CriteriaPage.platforms`, `PageFacets`, the platforms' pages).
    static let nativeTabs: [(platform: Check.Platform, tab: SectionKind)] = [(.android, .androidDeveloperNotes), (.ios, .iosDeveloperNotes)]

    /// A page's platform from its category folders: a folder named `android` or `ios` says so;
    /// otherwise the first folder named `web`, or whose name holds "native" (`native/`,
    /// `checklist-native/`, `documentation/native/`), decides, and a page under neither is for
    /// the web.
    public init(folder: [String]) {
        let folders = folder.map { $0.lowercased() }
        if folders.contains("android") {
            self = .android
        } else if folders.contains("ios") {
            self = .ios
        } else {
            let decisive = folders.first { $0 == "web" || Self.holdsNative($0) }
            self = decisive.map(Self.holdsNative) == true ? .native : .web
        }
    }

    /// Whether a folder's name says which platform its pages are for, as `init(folder:)` reads it.
    static func isNamed(byFolder name: String) -> Bool {
        let name = name.lowercased()
        return name == "web" || name == "android" || name == "ios" || holdsNative(name)
    }

    /// `name.contains("native")`, byte by byte for an ASCII name: Foundation's search, for
    /// every page as it is parsed, showed in a build's profile.
    private static func holdsNative(_ name: String) -> Bool {
        name.isAllASCII ? name.containsBytes("native") : name.contains("native")
    }
}

extension CriteriaPage {
    public var platform: Check.Platform { Check.Platform(folder: folder) }

    /// The platform, then Android and iOS where the page has their Developer Notes tabs: what
    /// a reader filtering by platform finds the page under.
    public var platforms: [Check.Platform] {
        var platforms = [platform]
        for (native, tab) in Check.Platform.nativeTabs where platform != native && hasSection(tab) { platforms.append(native) }
        return platforms
    }
}
