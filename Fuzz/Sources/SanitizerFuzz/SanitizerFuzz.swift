/// libFuzzer's entry point for the HTML sanitizer alone: every input is raw HTML, so the whole
/// run goes to the sanitizer's tokenizer, allowlist and repairs (`SiteFuzz` shares its inputs
/// among five components). The checks are `SanitizerFuzzChecks`, which the unit tests run too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let problems = SanitizerFuzzChecks.problems(in: html)
    // libFuzzer keeps the input of a crash; NUL bytes are spelt out, as `fatalError` prints a C string.
    if let first = problems.first { fatalError(first.replacingOccurrences(of: "\0", with: "\\0")) }
    return 0
}
