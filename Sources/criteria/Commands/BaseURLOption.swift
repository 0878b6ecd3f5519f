import ArgumentParser
import SiteCore

/// `--base-url`, as `build`, `bundle` and `plan` take it: the address the site is
/// published at, over the config's `base-url`. A plan made for a site built with it
/// then links where the site's own downloads do, without a config file written for the purpose.
struct BaseURLOption: ParsableArguments {
    @Option(help: "The address the site is published at, over the config's base-url: a build's canonical links, sitemap.xml and 404.html, and a plan's links, start with it.")
    var baseURL: String?

    func validate() throws {
        if let baseURL, let problem = SiteConfig.baseURLProblem(baseURL) {
            throw ValidationError("--base-url \(baseURL) \(problem)")
        }
    }
}
