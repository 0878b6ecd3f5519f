import Mustache

/// Reads a theme template into a `TemplateProgram`: the template library's parse, written again
/// over our own steps, so that no program depends on the library's internal types.
///
/// It reads what the library reads, Character by Character and with the library's rules for
/// standalone lines, indentation, partials, parents and their blocks, comments and changed
/// delimiters; `TemplateParserTests` hold the two together on random templates. What it does
/// not read is refused (`Refusal`), and the library then renders the whole theme:
/// transforms (`{{uppercased(title)}}`), dynamic partials (`{{>*name}}`), a content type it
/// was not given, and any template the library reports an error in.
struct TemplateParser {
    /// Why a template is left to the library.
    enum Refusal: Error, Equatable {
        /// A transform, a dynamic partial or an unknown content type.
        case outsideSubset(String)
        /// Something the library reports as an error (an unclosed section, a bad tag).
        case malformed
    }

    /// What a nested parse (`parse(_:)`) carries: the library's `ParserState`.
    struct State {
        var section: String?
        var newLine = true
        /// Inside a parent (`{{<name}}`), at any depth.
        var inParent = false
        /// Directly inside a parent, where `{{$name}}` defines a block instead of showing one.
        var definesBlocks = false
        var start: [Character] = ["{", "{"]
        var end: [Character] = ["}", "}"]
        /// The indentation of a block definition's first line, taken off its other lines.
        var definitionIndent: Int?
    }

    /// One nested parse's output.
    struct Level {
        var state: State
        var steps: [TemplateProgram.Step] = []
        /// The blocks a parent's body defines.
        var definitions: [String: TemplateProgram] = [:]
        /// The spaces and tabs that began the line, not yet written.
        var before = ""
    }

    /// After a tag: whether the next line starts a line, or the section being read ended.
    enum After { case line(Bool), closed }

    let source: String
    /// The template's Characters, and where each starts in `source` (then its end): a run of
    /// them is read as a slice of the text, where making a string of Characters one by one
    /// was most of the parse's time.
    let characters: [Character]
    let starts: [String.Index]
    var at = 0
    /// The content types a pragma (`{{% CONTENT_TYPE: name}}`) may name.
    let contentTypes: [String: any MustacheContentType]

    init(_ text: String, contentTypes: [String: any MustacheContentType]) {
        var characters: [Character] = [], starts: [String.Index] = []
        characters.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count + 1)
        var index = text.startIndex
        while index < text.endIndex {
            characters.append(text[index])
            starts.append(index)
            index = text.index(after: index)
        }
        starts.append(text.endIndex)
        (source, self.characters, self.starts, self.contentTypes) = (text, characters, starts, contentTypes)
    }

    /// `text` as a program.
    static func program(_ text: String, contentTypes: [String: any MustacheContentType]) throws(Refusal) -> TemplateProgram {
        var parser = TemplateParser(text, contentTypes: contentTypes)
        return TemplateProgram(steps: try parser.parse(State()).steps)
    }

    /// The library's `parse(_:state:)`: text up to each tag, and the tag.
    mutating func parse(_ state: State) throws(Refusal) -> Level {
        var level = Level(state: state)
        while !atEnd {
            if level.state.newLine { readIndentation(&level) }
            let text = try readText(level.state)
            if current.isNewline {
                level.steps.append(.text(level.before + text + String(current)))
                level.state.newLine = true
                at += 1
                continue
            }
            if !text.isEmpty {
                level.steps.append(.text(level.before + text))
                level.before = ""
                level.state.newLine = false
            }
            if atEnd { break }
            switch try tag(&level) {
            case .closed: return level
            case .line(let newLine): level.state.newLine = newLine
            }
        }
        guard level.state.section == nil else { throw .malformed }
        return level
    }

    private mutating func readIndentation(_ level: inout Level) {
        let white = read(while: { $0 == " " || $0 == "\t" })
        guard level.state.inParent, !level.state.definesBlocks else {
            level.before = white
            return
        }
        if let indent = level.state.definitionIndent {
            level.before = String(white.dropFirst(indent))
        } else {
            level.state.definitionIndent = white.count
        }
    }

    /// Text up to a newline (not taken) or the start delimiter (taken). The delimiter's first
    /// Character with fewer Characters left than the delimiter has is an error to the library.
    private mutating func readText(_ state: State) throws(Refusal) -> String {
        var text = ""
        while !atEnd {
            text += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != state.start[0] })
            if current.isNewline { break }
            if current == state.start[0] {
                guard characters.count - at >= state.start.count else { throw .malformed }
                if read(state.start) { break }
                text.append(current)
                at += 1
            }
        }
        return text
    }
}
