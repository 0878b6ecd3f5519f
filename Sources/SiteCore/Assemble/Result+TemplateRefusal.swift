/// A parse's outcome, as `TemplateRenderer` keeps it.
extension Result where Failure == TemplateParser.Refusal {
    /// The refusal, when there is one.
    var refusal: TemplateParser.Refusal? {
        if case .failure(let refusal) = self { return refusal }
        return nil
    }
}
