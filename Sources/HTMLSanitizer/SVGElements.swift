/// The SVG elements the allowlist admits (foreign content: self-closing tags are fine there).
enum SVGElements {
    static let names: Set<String> = [
        "svg", "g", "path", "circle", "rect", "line", "polyline", "polygon", "ellipse", "text", "tspan", "defs",
        "use", "symbol", "desc", "lineargradient", "radialgradient", "stop", "clippath", "mask", "pattern", "marker",
    ]
}
