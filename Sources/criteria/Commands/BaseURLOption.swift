import ArgumentParser
import SiteCore

/// `--base-url`, as `build`, `bundle` and `plan` take it: the address the site is
/// published at, over the config's `base-url`. A plan made for a site built with it
/// then links where the site's own downloads do, without a config file written for the purpose.
struct BaseURLOption: ParsableArguments {
    @Option(help: "The address the site is published at (canonical links, sitemap.xml, 404.html, the links of plans); overrides the config's base-url.")
    var baseURL: String?

    func validate() throws {
        if let baseURL, let problem = SiteConfig.baseURLProblem(baseURL) {
            throw ValidationError("--base-url \(baseURL) \(problem)")
        }
    }
}
