import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import SiteCore

/// The server could not listen on its address: the port is taken, or not ours to use.
public struct PreviewServerError: Error, CustomStringConvertible {
    public let host: String
    public let port: Int
    public let errno: Int32

    public var isPortInUse: Bool { errno == EADDRINUSE }

    public var description: String {
        if isPortInUse {
            return "port \(port) is already in use on \(host); choose another with --port, or --port 0 for any free port"
        }
        return "cannot listen on \(host) port \(port): \(String(cString: strerror(errno)))"
    }
}
