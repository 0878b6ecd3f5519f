import Mustache

/// One rendering of a view with `TemplateProgram`s: what the library's `render(context:)` and
/// `getChild` do, step for step, over `TemplateValue`s instead of values cast at each look-up.
struct TemplateRun {
    /// What the library's context carries besides its stack.
    struct Scope {
        var indentation: String?
        var overrides: [String: TemplateProgram]?
        var contentType: any MustacheContentType
    }

    private let programs: [String: TemplateProgram]
    /// The values of the sections entered, innermost last; the view rendered first.
    private var stack: [TemplateValue]

    init(programs: [String: TemplateProgram], view: ViewBox) {
        self.programs = programs
        stack = [.view(view)]
    }

    /// The view rendered with `program`; every program starts with its content type, so the one
    /// given here is never used to write.
    mutating func render(_ program: TemplateProgram, contentType: any MustacheContentType) -> String {
        var output = ""
        render(program, scope: Scope(indentation: nil, overrides: nil, contentType: contentType), into: &output)
        return output
    }

    /// An indented partial or block indents each line its steps start (after a step's output
    /// ended one), not lines inside a value: as the library does.
    /// The steps are read where they are, not copied: a copy retains a step's text or box, and
    /// with the scope's copies that showed in the assemble stage's profile.
    private mutating func render(_ program: TemplateProgram, scope: Scope, into output: inout String) {
        var scope = scope
        program.steps.withUnsafeBufferPointer { steps in
            guard let indentation = scope.indentation, !indentation.isEmpty else {
                for index in steps.indices { render(steps[index], scope: &scope, into: &output) }
                return
            }
            var written = ""
            for index in steps.indices {
                var piece = ""
                render(steps[index], scope: &scope, into: &piece)
                if !piece.isEmpty, written.last == "\n" { written += indentation }
                written += piece
            }
            output += written
        }
    }

    private mutating func render(_ step: TemplateProgram.Step, scope: inout Scope, into output: inout String) {
        switch step {
        case .text(let text):
            output += text
        case .value(let name, let escaped):
            guard let value = value(named: name) else { return }
            let text: String
            if case .text(let string) = value { text = string } else { text = String(describing: value.libraryValue) }
            output += escaped ? scope.contentType.escapeText(text) : text
        case .section(let name, let inner, let inverted):
            section(value(named: name), inner, inverted: inverted, scope: scope, into: &output)
        case .block(let name, let defaultProgram, let indentation):
            var inner = scope
            inner.indentation = indentation.map { (scope.indentation ?? "") + $0 } ?? scope.indentation
            render(scope.overrides?[name] ?? defaultProgram, scope: inner, into: &output)
        case .partial(let name, let indentation, let overrides):
            guard let program = programs[name] else { return }
            var inner = scope
            inner.indentation = indentation.map { (scope.indentation ?? "") + $0 } ?? scope.indentation
            if let overrides {
                inner.overrides = scope.overrides.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            render(program, scope: inner, into: &output)
        case .contentType(let escaping):
            scope.contentType = escaping.contentType
        }
    }

    /// A section: once for a true fact, a text or a view (entered), once for each view of a
    /// list; an inverted one for a false fact, nothing found, or an empty list (entered).
    private mutating func section(_ value: TemplateValue?, _ program: TemplateProgram, inverted: Bool, scope: Scope,
                                  into output: inout String) {
        switch (value, inverted) {
        case (.flag(let flag), _):
            if flag != inverted { render(program, scope: scope, into: &output) }
        case (.list(let boxes), false):
            for box in boxes { entering(.view(box), program, scope: scope, into: &output) }
        case (.list(let boxes), true):
            if boxes.isEmpty { entering(.list(boxes), program, scope: scope, into: &output) }
        case (.some(let value), false):
            entering(value, program, scope: scope, into: &output)
        case (.none, true):
            render(program, scope: scope, into: &output)
        case (.some, true), (.none, false):
            break
        }
    }

    private mutating func entering(_ value: TemplateValue, _ program: TemplateProgram, scope: Scope, into output: inout String) {
        stack.append(value)
        render(program, scope: scope, into: &output)
        stack.removeLast()
    }

    /// The library's `getChild` without transforms: the first part of a name is looked for from
    /// the innermost value outwards, and the rest inside what it found. Only views have names:
    /// a text answers none (as `TemplateText`), nor do a fact or a list (the library's reflection
    /// of a `Bool` or an array has no named children).
    private func value(named name: TemplateName) -> TemplateValue? {
        switch name.scope {
        case .current:
            return stack.last
        case .innermost:
            return stack.last.flatMap { Self.descend(name.parts[...], from: $0) }
        case .stack:
            guard let first = name.parts.first else { return stack.last }
            for value in stack.reversed() {
                if let found = Self.child(first, of: value) { return Self.descend(name.parts.dropFirst(), from: found) }
            }
            return nil
        }
    }

    private static func descend(_ parts: ArraySlice<String>, from value: TemplateValue) -> TemplateValue? {
        var value = value
        for part in parts {
            guard let found = child(part, of: value) else { return nil }
            value = found
        }
        return value
    }

    private static func child(_ name: String, of value: TemplateValue) -> TemplateValue? {
        if case .view(let box) = value { return box.value(named: name) }
        return nil
    }
}
