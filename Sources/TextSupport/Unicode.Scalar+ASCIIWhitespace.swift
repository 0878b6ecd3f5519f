extension Unicode.Scalar {
    /// Tab to carriage return, and space: the ASCII scalars with Unicode's White_Space property,
    /// which every white-space scan here classifies by value.
    @inlinable public var isASCIIWhitespace: Bool { value == 0x20 || (0x09...0x0D).contains(value) }
}
