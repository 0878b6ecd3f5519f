import Mustache
import Synchronization

/// The spliced templates of one build, by template and view shape, learned as views are
/// rendered (`TemplateRenderer`).
///
/// The template library looks up every value by name and asks each what it is; a page writes
/// some sixty values, and its two navigation entries more. Most pages share a shape with many
/// others (the same tabs, a crumb trail as deep), so the library renders a shape's stand-ins
/// once and the rest of its views are spliced.
///
/// A shape is learned the second time it is seen: a shape seen once (an open folder's whole
/// navigation, say) costs one rendering, not three. Views the stand-ins cannot be trusted for
/// (`SplicedTemplate`), and views of a template that asks for the navigation items
/// (`StandInWriter`), are rendered by the library, every time.
final class SplicedTemplates: Sendable {
    private struct Key: Hashable, Sendable {
        var template: String
        var shape: [UInt8]
    }

    private enum Entry: Sendable {
        case seenOnce
        case spliced(SplicedTemplate)
        case rendered
    }

    /// The second stand-in's first number: its numbers are longer than the first's.
    private static let secondNumbers = 1_000_000

    /// Pages are assembled on many threads, which learn and look up shapes at once.
    private let entries = Mutex<[Key: Entry]>([:])

    /// `view` rendered with `template`: what `library` renders, spliced where the shape is known.
    func render<View: TemplateView>(_ view: View, template: String, library: MustacheLibrary) -> String {
        var recorder = ShapeRecorder()
        View.fields.record(view, into: &recorder)
        let key = Key(template: template, shape: recorder.shape)
        let known = entries.withLock { entries -> Entry? in
            let entry = entries[key]
            if entry == nil { entries[key] = .seenOnce }
            return entry
        }
        switch known {
        case .spliced(let spliced)?:
            return spliced.render(recorder.texts)
        case .seenOnce?:
            // Two threads may learn the same shape at once; both learn the same.
            let spliced = Self.learn(view, template: template, library: library)
            entries.withLock { $0[key] = spliced.map(Entry.spliced) ?? .rendered }
            return spliced?.render(recorder.texts) ?? library.render(view, withTemplate: template) ?? ""
        case .rendered?, nil:
            return library.render(view, withTemplate: template) ?? ""
        }
    }

    /// Whether views of `view`'s shape are spliced now, for tests.
    func splices<View: TemplateView>(_ view: View, template: String) -> Bool {
        var recorder = ShapeRecorder()
        View.fields.record(view, into: &recorder)
        let key = Key(template: template, shape: recorder.shape)
        guard case .spliced? = entries.withLock({ $0[key] }) else { return false }
        return true
    }

    private static func learn<View: TemplateView>(_ view: View, template: String, library: MustacheLibrary) -> SplicedTemplate? {
        var first = view, second = view
        var firstWriter = StandInWriter(firstNumber: 0)
        var secondWriter = StandInWriter(firstNumber: secondNumbers)
        View.fields.writeStandIns(into: &first, with: &firstWriter)
        View.fields.writeStandIns(into: &second, with: &secondWriter)
        guard let firstOutput = library.render(first, withTemplate: template), !firstWriter.navigationAsked.isSet,
              let secondOutput = library.render(second, withTemplate: template) else { return nil }
        return SplicedTemplate(first: firstOutput, second: secondOutput, secondNumbers: secondNumbers,
                               keepsEnding: firstWriter.keepsEnding)
    }
}
