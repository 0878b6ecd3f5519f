import cmark_gfm
import Foundation

/// Parses GitHub-flavoured Markdown with cmark-gfm and returns its top-level blocks as Swift values.
///
/// Ownership is kept inside `parse`: cmark allocates the parser, the document and every rendered
/// buffer in a `ParseArena`, which goes when `parse` returns. Nodes reached by walking the tree
/// are borrowed and never stored. One parser per call, so concurrent calls from different tasks
/// are safe.
public enum MarkdownParser {
    public enum Failure: Error, Equatable {
        case allocation
        case missingExtension(String)
    }

    /// The GFM extensions every document gets. `tagfilter` is deliberately absent: it escapes
    /// `<textarea>` and `<title>` that demonstrations use, and it does not remove `on*=` handlers
    /// or `javascript:` URLs, so our own sanitizer handles raw HTML instead.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Parse options: smart punctuation off so quotes in criteria stay as written.
    static let parseOptions = CMARK_OPT_DEFAULT
    /// Render options: `CMARK_OPT_UNSAFE` keeps raw HTML (videos, forms, `<example>` demos) so that
    /// the sanitizer sees it; without it cmark replaces it with a comment. No `SOURCEPOS`: it would
    /// publish `data-sourcepos` attributes.
    static let renderOptions = CMARK_OPT_UNSAFE

    /// Splits `text` into its top-level blocks, each rendered to HTML and to plain text.
    /// `listingItems`: whether the blocks after a top-level `## ` heading (its plain text; nil
    /// for the blocks before the first) list their items (`MarkdownBlock.listItems`), which only
    /// some sections need: listing every item, with its text, showed in the parse stage's profile.
    public static func parse(_ text: String, listingItems: (_ heading: String?) -> Bool = { _ in true }) throws -> [MarkdownBlock] {
        registerExtensions
        // Nothing is freed one by one: the arena takes the parser, the tree and the rendered
        // HTML with it.
        return try ParseArena.withArena { allocator in
            guard let parser = cmark_parser_new_with_mem(parseOptions, allocator) else { throw Failure.allocation }
            parserLock.lock()
            let finished = Result { try feedAndFinish(parser, text) }
            parserLock.unlock()
            let root = try finished.get()
            let extensions = cmark_parser_get_syntax_extensions(parser)

            var blocks: [MarkdownBlock] = []
            var listsItems = listingItems(nil)
            var node = cmark_node_first_child(root)
            while let current = node {
                let block = copyBlock(current, extensions: extensions, listingItems: listsItems)
                if block.headingLevel == 2 { listsItems = listingItems(block.plainText) }
                blocks.append(block)
                node = cmark_node_next(current)
            }
            return blocks
        }
    }

    /// Attaches the extensions, feeds the text and parses it; the root lives in the parser's arena.
    private static func feedAndFinish(_ parser: OpaquePointer, _ text: String) throws -> OpaquePointer {
        for name in extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                throw Failure.missingExtension(name)
            }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        var utf8 = text
        utf8.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else { throw Failure.allocation }
        return root
    }

    private static func copyBlock(_ node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?, listingItems: Bool) -> MarkdownBlock {
        let walk = BlockWalk(node, listingItems: listingItems)
        return MarkdownBlock(
            kind: kind(of: node),
            line: Int(cmark_node_get_start_line(node)),
            byteColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            html: takeString(cmark_render_html(node, renderOptions, extensions)),
            plainText: String(decoding: walk.plainText, as: UTF8.self),
            constructs: walk.constructs,
            listItems: walk.listItems
        )
    }

    private static func kind(of node: OpaquePointer) -> MarkdownBlock.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        default: .other
        }
    }

    /// Copies a buffer that cmark allocated in the parse's arena, which frees it.
    private static func takeString(_ buffer: UnsafeMutablePointer<CChar>?) -> String {
        guard let buffer else { return "" }
        return String(cString: buffer)
    }
}

/// Parsing is serialised. cmark-gfm 0.29 keeps the inline parser's table of special characters
/// in a global: `cmark_parser_finish` adds the extensions' `~`, `w`, `:` … before it parses
/// inlines and removes them after, so a parser finishing on one thread makes another thread's
/// parser miss strikethrough and autolinks (seen in `parsingIsSafeFromManyThreadsAtOnce`).
/// Feeding does not read that table, but locking only the finish made no measurable difference
/// (the other stages keep the cores busy), so the lock covers all of cmark's parsing and does
/// not depend on which of its functions touch globals. Rendering reads only its own tree and
/// stays parallel. Adding the characters once and
/// emptying the extensions' lists (`cmark_syntax_extension_set_special_inline_chars`), so no
/// finish removes them, is no way out: strikethrough finds its delimiter's extension through
/// that list, and `~~a~~` then never finishes parsing.
private let parserLock = NSLock()

/// `cmark_gfm_core_extensions_ensure_registered` is not thread-safe in 0.29.0.gfm.6; a global's
/// lazy initialiser runs exactly once, whichever thread gets there first.
private let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
