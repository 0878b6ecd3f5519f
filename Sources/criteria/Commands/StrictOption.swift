import ArgumentParser

/// `--warnings-as-errors`, also `--strict`: one flag under both names in every command that
/// reports content problems, so a CI script need not remember whose name is whose.
struct StrictOption: ParsableArguments {
    @Flag(name: [.customLong("warnings-as-errors"), .customLong("strict")],
          help: "Treat warnings as errors: check exits 1, build and bundle keep the site they had, plan and export write nothing.")
    var warningsAsErrors = false
}
