/// The two sets, scalar by scalar; ASCII is classified by value, without Unicode's tables.
@usableFromInline enum TrimmedSpace {
    @inlinable static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.isASCIIWhitespace }
        return scalar.properties.isWhitespace || scalar.value == 0x200B
    }

    @inlinable static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value == 0x20 || scalar.value == 0x09 }
        return scalar.properties.generalCategory == .spaceSeparator || scalar.value == 0x200B
    }
}
