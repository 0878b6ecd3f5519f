/// The program's version, as `criteria --version` prints it; `make dist` names its tarball with it.
enum CriteriaVersion {
    static let current = "0.2.0"
}
