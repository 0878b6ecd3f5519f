/// The tags, each read as the library reads it (`MustacheTemplate.parse`): which whitespace
/// before a tag is written, and whether a tag alone on its line takes the line.
extension TemplateParser {
    /// The tag whose start delimiter was just read.
    mutating func tag(_ level: inout Level) throws(Refusal) -> After {
        let sigil = current
        switch sigil {
        case "#", "^":
            at += 1
            return try section(&level, inverted: sigil == "^")
        case "/":
            at += 1
            let name = try name(level.state)
            guard name == level.state.section else { throw .malformed }
            if !standalone(level.state) { writeBefore(&level) }
            return .closed
        case "!":
            at += 1
            guard read(until: level.state.end) else { throw .malformed }
            return .line(standalone(level.state))
        case "{", "&":
            writeBefore(&level)
            at += 1
            let name = try name(level.state)
            if sigil == "{" { guard read(["}"]) else { throw .malformed } }
            level.steps.append(.value(TemplateName(name), escaped: false))
            return .line(false)
        case ">", "<":
            at += 1
            _ = read(while: \.isWhitespace)
            if current == "*" { throw .outsideSubset("a dynamic partial") }
            return sigil == ">" ? try partial(&level) : try parent(&level)
        case "$":
            at += 1
            return try block(&level)
        case "=":
            at += 1
            try delimiters(&level.state)
            return .line(standalone(level.state))
        case "%":
            at += 1
            level.steps.append(.contentType(TemplateProgram.Escaping(try contentType(level.state))))
            return .line(standalone(level.state))
        default:
            writeBefore(&level)
            level.steps.append(.value(TemplateName(try name(level.state)), escaped: true))
            return .line(false)
        }
    }

    private mutating func section(_ level: inout Level, inverted: Bool) throws(Refusal) -> After {
        let name = try name(level.state)
        let alone = standalone(level.state)
        if !alone { writeBefore(&level) }
        let inner = try parse(level.state.entering(name, newLine: alone))
        level.steps.append(.section(TemplateName(name), TemplateProgram(steps: inner.steps), inverted: inverted))
        return .line(alone)
    }

    /// `{{>name}}`: its line's indentation is written, and, alone on its line, indents the partial.
    private mutating func partial(_ level: inout Level) throws(Refusal) -> After {
        let name = try partialName(level.state)
        if !level.before.isEmpty { level.steps.append(.text(level.before)) }
        let alone = standalone(level.state)
        level.steps.append(.partial(name, indentation: alone ? level.before : nil, overrides: nil))
        level.before = ""
        return .line(alone)
    }

    /// `{{<name}}…{{/name}}`: a partial with the blocks its body defines; the body holds nothing else.
    private mutating func parent(_ level: inout Level) throws(Refusal) -> After {
        let name = try partialName(level.state)
        if !level.before.isEmpty { level.steps.append(.text(level.before)) }
        let alone = standalone(level.state)
        let body = try parse(level.state.enteringParent(name))
        for step in body.steps {
            guard case .text = step else { throw .malformed }
        }
        level.steps.append(.partial(name, indentation: level.before, overrides: body.definitions))
        level.before = ""
        return .line(alone)
    }

    /// `{{$name}}…{{/name}}`: a block's definition directly inside a parent, elsewhere the block shown.
    private mutating func block(_ level: inout Level) throws(Refusal) -> After {
        let name = try name(level.state)
        if level.state.definesBlocks {
            let alone = standalone(level.state)
            level.definitions[name] = TemplateProgram(steps: try parse(level.state.entering(name, newLine: alone)).steps)
            return .line(alone)
        }
        if !level.before.isEmpty { level.steps.append(.text(level.before)) }
        let alone = standalone(level.state)
        let inner = try parse(level.state.entering(name, newLine: alone))
        level.steps.append(.block(name, default: TemplateProgram(steps: inner.steps), indentation: level.before))
        level.before = ""
        return .line(alone)
    }

    /// The line's indentation, written before a tag that is not alone on its line.
    private func writeBefore(_ level: inout Level) {
        guard !level.before.isEmpty else { return }
        level.steps.append(.text(level.before))
        level.before = ""
    }
}

extension TemplateParser.State {
    /// The state inside a section or block named `name`.
    func entering(_ name: String, newLine: Bool) -> Self {
        var inner = self
        inner.section = name
        inner.definesBlocks = false
        if !newLine { inner.newLine = false }
        return inner
    }

    /// The state inside a parent's body.
    func enteringParent(_ name: String) -> Self {
        var inner = self
        inner.section = name
        inner.newLine = true
        inner.inParent = true
        inner.definesBlocks = true
        return inner
    }
}
