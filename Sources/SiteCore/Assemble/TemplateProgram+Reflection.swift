import Mustache

/// Reading the library's parse of a template. Its tokens are internal to the library, so they
/// are read with `Mirror`: each is an enum case, named as in the library, with its values. Any
/// case or value not as expected makes no program, and the library renders the templates.
extension TemplateProgram {
    init?(reflecting template: MustacheTemplate) {
        guard let tokens = Mirror(reflecting: template).descendant("tokens") else { return nil }
        var steps: [Step] = []
        for token in Mirror(reflecting: tokens).children {
            guard let step = Self.step(reflecting: token.value) else { return nil }
            steps.append(step)
        }
        self.init(steps: steps)
    }

    private static func step(reflecting token: Any) -> Step? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let found = mirror.children.first, let kind = found.label else { return nil }
        let values = Mirror(reflecting: found.value).children.map(\.value)
        switch kind {
        case "text":
            return (found.value as? String).map { .text($0) }
        case "variable", "unescapedVariable":
            guard values.count == 2, let name = values[0] as? String, let transforms = values[1] as? [String], transforms.isEmpty
            else { return nil }
            return .value(TemplateName(name), escaped: kind == "variable")
        case "section", "invertedSection":
            guard values.count == 3, let name = values[0] as? String, let transforms = values[1] as? [String], transforms.isEmpty,
                  let inner = (values[2] as? MustacheTemplate).flatMap(TemplateProgram.init(reflecting:)) else { return nil }
            return .section(TemplateName(name), inner, inverted: kind == "invertedSection")
        case "blockExpansion":
            guard values.count == 3, let name = values[0] as? String,
                  let inner = (values[1] as? MustacheTemplate).flatMap(TemplateProgram.init(reflecting:)),
                  let indentation = values[2] as? String? else { return nil }
            return .block(name, default: inner, indentation: indentation)
        case "partial":
            guard values.count == 3, let name = values[0] as? String, let indentation = values[1] as? String?,
                  let inherits = values[2] as? [String: MustacheTemplate]? else { return nil }
            guard let inherits else { return .partial(name, indentation: indentation, overrides: nil) }
            var overrides: [String: TemplateProgram] = [:]
            for (block, template) in inherits {
                guard let program = TemplateProgram(reflecting: template) else { return nil }
                overrides[block] = program
            }
            return .partial(name, indentation: indentation, overrides: overrides)
        case "contentType":
            return (found.value as? any MustacheContentType).map { .contentType(Escaping($0)) }
        default:
            return nil
        }
    }
}
