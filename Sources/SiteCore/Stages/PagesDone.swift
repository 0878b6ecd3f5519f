/// What the page pass gave the finish stage.
struct PagesDone {
    var pages: PagePass
    var writeFailure: (any Error)?
    /// Thread time keeping what each page gave (`PageKeeper`); wall time between batches,
    /// recording the files written and writing those held (in memory: pages, docs files).
    var keeping = 0.0, writing = 0.0
}
