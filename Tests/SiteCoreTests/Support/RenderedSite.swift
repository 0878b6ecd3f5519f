import Foundation
@testable import SiteCore

/// Shortcuts for tests that hold every page rendered at once, as no build does: a build lays
/// the site out from outlines and cards (`PipelineRun.plan`, `finish`).
extension NavigationBuilder {
    func build(_ pages: [RenderedPage]) -> SiteTree {
        build(pages.map(\.page.outline), summaries: Dictionary(pages.map { ($0.page.sourcePath, $0.summary) }, uniquingKeysWith: { first, _ in first }),
              guides: Set(pages.filter { !$0.hasCriteria }.map(\.page.sourcePath)))
    }
}

extension PageAssembler {
    /// Every file of the site, in claim order; each page's file is made when it is read.
    func assemble(_ pages: [RenderedPage], into sink: inout Diagnostics) -> [OutputFile] {
        let assembly = assemble(pages.map(\.page.outline), into: &sink)
        let pageFiles = pages.filter { assembly.pageFiles[$0.page.sourcePath] != nil }.map { page in
            OutputFile(path: config.pageURLs.outputPath(page.page.address)) { [self] in criteriaPage(page).contents }
        }
        var files = assembly.files
        files.insert(contentsOf: pageFiles, at: assembly.pagesIndex)
        return files
    }
}
