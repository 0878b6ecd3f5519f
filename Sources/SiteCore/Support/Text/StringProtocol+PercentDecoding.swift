import Foundation
import TextSupport

extension StringProtocol {
    /// Foundation's `removingPercentEncoding`: nil when a `%` does not start an escape of UTF-8.
    /// A text without `%` is returned as it is, without asking Foundation, which bridges it
    /// through NSString, at a cost every link path (nearly all without escapes) would pay.
    var removingPercentEscapes: String? {
        containsByte(UInt8(ascii: "%")) ? removingPercentEncoding : String(self)
    }
}
