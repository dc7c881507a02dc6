/// The last `capacity` values appended, oldest first: the inspector's transcript, log and
/// frame timings, so a session of hours keeps a bounded amount.
struct Ring<Element> {
    let capacity: Int
    private(set) var elements: [Element] = []
    /// How many were dropped from the front so far.
    private(set) var dropped = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    mutating func append(_ element: Element) {
        elements.append(element)
        if elements.count > capacity * 2 { trim() }
    }

    mutating func append(contentsOf more: some Sequence<Element>) {
        for element in more { append(element) }
    }

    /// The kept values: at most `capacity`, the newest.
    var last: ArraySlice<Element> { elements.suffix(capacity) }

    /// Drops all but the newest `capacity` (amortized: twice the capacity is kept between).
    private mutating func trim() {
        let extra = elements.count - capacity
        elements.removeFirst(extra)
        dropped += extra
    }
}
