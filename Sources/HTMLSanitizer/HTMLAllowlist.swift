/// What raw HTML may contain when the site sanitizes it (the default raw-HTML policy).
///
/// The lists cover the demonstration markup criteria use (forms, tables, details, dialog, inline
/// SVG, media) and nothing that runs code or embeds another document.
enum HTMLAllowlist {
    static let elements: Set<String> = [
        "a", "abbr", "address", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "br",
        "button", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del",
        "details", "dfn", "dialog", "div", "dl", "dt", "em", "fieldset", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img",
        "input", "ins", "kbd", "label", "legend", "li", "main", "mark", "menu", "meter", "nav", "ol",
        "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby",
        "s", "samp", "search", "section", "select", "small", "source", "span", "strong", "sub",
        "summary", "sup", "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "time",
        "title", "tr", "track", "u", "ul", "var", "video", "wbr",
        // Inline SVG, as icons and chart demonstrations use it.
        "svg", "g", "path", "circle", "rect", "line", "polyline", "polygon", "ellipse", "text",
        "tspan", "defs", "use", "symbol", "desc", "lineargradient", "radialgradient", "stop",
        "clippath", "mask", "pattern", "marker",
    ]

    /// Removed together with everything inside them, and reported.
    static let removedWithContent: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "applet", "noembed", "noframes",
        "template", "xmp", "plaintext",
    ]

    /// Removed (they have no content), and reported.
    static let removedVoid: Set<String> = ["embed", "base", "link", "meta", "param", "portal"]

    /// Document-level tags sometimes pasted with a demo: the tag goes, its content stays.
    static let unwrapped: Set<String> = ["html", "head", "body"]

    /// Elements renamed so the page stays valid HTML: `<example>` wraps live demonstrations.
    static let renamed: [String: (name: String, className: String)] = ["example": ("div", "example")]

    /// Attributes whose value is a URL, checked for dangerous schemes.
    static let urlAttributes: Set<String> = [
        "href", "src", "poster", "action", "formaction", "cite", "xlink:href", "background", "ping", "longdesc",
    ]

    /// Attributes dropped wherever they appear.
    static let removedAttributes: Set<String> = ["srcdoc", "http-equiv"]

    /// URL schemes that run code or smuggle documents.
    static let dangerousSchemes: Set<String> = ["javascript", "vbscript", "data", "livescript"]

}
