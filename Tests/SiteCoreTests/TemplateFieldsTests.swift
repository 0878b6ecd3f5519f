import Foundation
import Testing
@testable import SiteCore

/// Templates look values up by name in the views' field tables (`TemplateView`). A name no table
/// has renders as nothing, silently: every name a default template asks for must be a field of
/// the view it is rendered with, or of a view that view holds.
@Suite struct TemplateFieldsTests {
    /// Each template of the default theme, with the view the assembler renders it with.
    static let views: [(template: String, names: Set<String>)] = [
        ("page", names(of: CriteriaPageView.self)),
        ("overview", names(of: OverviewPageView.self)),
        ("home", names(of: OverviewPageView.self)),
        ("search", names(of: SearchPageView.self)),
        ("changes", names(of: ChangesPageView.self)),
        ("404", names(of: NotFoundPageView.self)),
        ("my-criteria", names(of: MyCriteriaPageView.self)),
        ("plan", names(of: PlanPageView.self)),
        ("audit", names(of: AuditPageView.self)),
        ("redirect", names(of: RedirectPageView.self)),
        ("nav-item", names(of: NavItemView.self)),
        ("wcag-index", names(of: WCAGIndexView.self)),
        ("wcag-criterion", names(of: WCAGCriterionPageView.self)),
    ]

    static func names<View: TemplateView>(of view: View.Type) -> Set<String> {
        var names: Set<String> = [], visited: Set<ObjectIdentifier> = []
        View.fields.names(into: &names, visited: &visited)
        return names
    }

    /// The names `template` looks up, with those of the partials and parents it includes.
    static func asked(by template: String, in templates: [String: String]) -> Set<String> {
        var names: Set<String> = [], included: Set<String> = [template], pending = [template]
        while let name = pending.popLast() {
            for tag in tags(in: templates[name] ?? "") {
                switch tag.first {
                case ">", "<":
                    let partial = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
                    if included.insert(partial).inserted { pending.append(partial) }
                case "!", "%", "/", "$", "=": continue
                default: names.formUnion(lookedUp(in: tag))
                }
            }
        }
        return names
    }

    /// The text of each tag: `{{#title}}` → `#title`, `{{{html}}}` → `html`.
    static func tags(in template: String) -> [String] {
        var tags: [String] = [], rest = template[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let triple = rest.hasPrefix("{")
            guard let close = rest.range(of: triple ? "}}}" : "}}") else { break }
            tags.append(String(rest[rest.index(rest.startIndex, offsetBy: triple ? 1 : 0)..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return tags
    }

    /// `#layout.nav` → layout and nav; `uppercased(title)` → title; `first()` and `.` → nothing.
    static func lookedUp(in tag: String) -> [String] {
        var name = tag.trimmingCharacters(in: .whitespaces)
        if let sigil = name.first, "#^&".contains(sigil) { name = String(name.dropFirst()).trimmingCharacters(in: .whitespaces) }
        if let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close {
            name = String(name[name.index(after: open)..<close])
        }
        return name.split(separator: ".").map(String.init)
    }

    @Test func everyNameTheDefaultTemplatesAskForIsAField() throws {
        var sink = Diagnostics()
        let theme = ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink)
        #expect(sink.all.isEmpty)
        // Every template not included by another is one the assembler renders, and is checked.
        let included = Set(theme.templates.values.flatMap { Self.tags(in: $0) }.filter { $0.hasPrefix(">") || $0.hasPrefix("<") }
            .map { String($0.dropFirst()).trimmingCharacters(in: .whitespaces) })
        #expect(Set(theme.templates.keys).subtracting(included).subtracting(Self.views.map(\.template)).isEmpty)
        for (template, fields) in Self.views {
            let asked = Self.asked(by: template, in: theme.templates)
            #expect(!asked.isEmpty, "\(template) asks for nothing: is it still in the theme?")
            #expect(asked.subtracting(fields).isEmpty, "\(template) asks for \(asked.subtracting(fields).sorted()), which no field answers")
        }
    }

    /// The check itself finds a name that is not a field, in a template or in a partial.
    @Test func aNameNoFieldAnswersIsFound() {
        let templates = ["t": "{{#layout}}{{rooot}}{{/layout}}{{>p}}{{! comment }}{{uppercased(title)}}",
                         "p": "{{#tabs}}{{{htm}}}{{#first()}}{{.}}{{/first()}}{{/tabs}}"]
        let asked = Self.asked(by: "t", in: templates)
        #expect(asked == ["layout", "rooot", "title", "tabs", "htm"])
        #expect(asked.subtracting(Self.names(of: CriteriaPageView.self)) == ["rooot", "htm"])
    }
}
