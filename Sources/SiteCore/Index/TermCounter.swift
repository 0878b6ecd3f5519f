/// Counts one unit's tokens at a time as they come, field by field (title first), for its
/// `IndexBuilder.DraftUnit`. Tokens are term numbers (`WordCache`); where each term sits in the
/// unit's list is kept in an array by term number, reset after each unit, so a token costs an
/// array lookup. One counter serves the units of a page one after another.
struct TermCounter {
    /// A unit's distinct term numbers in first-seen order, their weighted frequencies, how many
    /// are the title's, and how many tokens it has.
    struct Counts {
        var numbers: [Int32] = []
        var weights: [Int32] = []
        var titleTermCount = 0
        var length = 0
    }

    private var counts = Counts()
    /// By term number: 1 + its index in `counts.numbers`, or 0 when not counted in this unit.
    private var slots: [Int32] = []

    /// `lengthens`: false for terms the unit is about without holding them (`WCAGTopics`).
    mutating func count(_ number: Int32, weight: Int32, lengthens: Bool = true) {
        if lengthens { counts.length += 1 }
        let term = Int(number)
        if term >= slots.count { slots += repeatElement(0, count: max(term + 1 - slots.count, slots.count)) }
        let slot = Int(slots[term])
        if slot > 0 {
            counts.weights[slot - 1] += weight
        } else {
            counts.numbers.append(number)
            counts.weights.append(weight)
            slots[term] = Int32(counts.numbers.count)
        }
    }

    /// The terms counted so far are the title's.
    mutating func endTitle() { counts.titleTermCount = counts.numbers.count }

    /// The unit's counts; the counter is then empty, for the next unit. The unit gets copies of
    /// its own size, and the counter keeps its grown arrays: each unit's arrays grew from empty
    /// again, a copy per doubling, a cost the build felt.
    mutating func take() -> Counts {
        for number in counts.numbers { slots[Int(number)] = 0 }
        let taken = Counts(numbers: counts.numbers.withUnsafeBufferPointer { Array($0) },
                           weights: counts.weights.withUnsafeBufferPointer { Array($0) },
                           titleTermCount: counts.titleTermCount, length: counts.length)
        counts.numbers.removeAll(keepingCapacity: true)
        counts.weights.removeAll(keepingCapacity: true)
        counts.titleTermCount = 0
        counts.length = 0
        return taken
    }
}
