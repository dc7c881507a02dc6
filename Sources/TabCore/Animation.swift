/// A timed transition on the virtual clock: it starts at `start` and lasts `duration`
/// milliseconds, eased in and out.
///
/// Times are the host's virtual clock (`Session.now`), which `run` advances from the real
/// clock and tests advance by hand, so every frame of an animation is reproducible.
public struct Transition: Sendable, Equatable {
    public var start: Int
    public var duration: Int

    public init(start: Int, duration: Int) {
        self.start = start
        self.duration = max(0, duration)
    }

    /// The moment the transition reaches its end.
    public var end: Int { start + duration }

    /// True from `end` on.
    public func isFinished(at time: Int) -> Bool { time >= end }

    /// How far along the transition is at `time`, eased: 0 before it starts, 1 from its end.
    public func progress(at time: Int) -> Double {
        guard duration > 0, time < end else { return 1 }
        guard time > start else { return 0 }
        return Self.easeInOut(Double(time - start) / Double(duration))
    }

    /// The value between `from` and `to` at `time`, rounded to the nearest whole cell.
    public func value(from: Int, to: Int, at time: Int) -> Int {
        let progress = progress(at: time)
        return from + Int((Double(to - from) * progress).rounded())
    }

    /// Cubic ease-in-out (CSS `ease-in-out`'s shape, as UIKit's and Textual's 0.3 s slides):
    /// slow at both ends, 0.5 at the midpoint.
    public static func easeInOut(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }
}

/// The selection indicator on its way from where it was drawn to the selected tab
/// (`isIndicatorSlide`).
///
/// Only the start is stored: the target is wherever the selected tab is in the frame being
/// drawn, so a title that changes or a strip that scrolls during the slide is followed.
public struct IndicatorSlide: Sendable, Equatable {
    /// The columns the indicator covered when the selection changed.
    public var from: Range<Int>
    public var transition: Transition

    public init(from: Range<Int>, transition: Transition) {
        self.from = from
        self.transition = transition
    }

    /// The columns the indicator covers at `time` on its way to `target`; both edges move,
    /// so the indicator also grows or shrinks to the new tab's width.
    public func columns(toward target: Range<Int>, at time: Int) -> Range<Int> {
        let lower = transition.value(from: from.lowerBound, to: target.lowerBound, at: time)
        let upper = transition.value(from: from.upperBound, to: target.upperBound, at: time)
        return lower..<max(lower, upper)
    }
}

/// A brief background flash of an activated item (`inkColor`, MDC's ink).
public struct InkFlash: Sendable, Equatable {
    public var itemID: String
    public var transition: Transition

    public init(itemID: String, transition: Transition) {
        self.itemID = itemID
        self.transition = transition
    }

    /// The flash shows from its start until its end.
    public func isVisible(at time: Int) -> Bool {
        time >= transition.start && !transition.isFinished(at: time)
    }
}

/// The animations in progress and the time they are drawn at: part of the model, so
/// rendering stays a function of the container.
///
/// The runtime starts a slide or a flash on a user activation and moves `time` with its
/// virtual clock (`advance(to:)`, which also drops what has ended).
public struct Motion: Sendable, Equatable {
    /// How long the indicator takes to reach a new tab (BTab and MDC: 0.3 s).
    public static let slideDuration = 300
    /// How long an activated item shows `inkColor` (a short flash: ~100 ms).
    public static let flashDuration = 100
    /// The time between two frames of a slide (about 60 per second).
    public static let frameInterval = 16

    /// The virtual time the next frame is drawn at (ms).
    public var time = 0
    public var slide: IndicatorSlide?
    public var flash: InkFlash?

    public init() {}

    /// Starts a slide of the indicator from `columns` (where it is drawn now) at `time`.
    public mutating func startSlide(from columns: Range<Int>) {
        slide = IndicatorSlide(from: columns, transition: Transition(start: time, duration: Self.slideDuration))
    }

    /// Starts a flash of the item `id` at `time`.
    public mutating func startFlash(of id: String) {
        flash = InkFlash(itemID: id, transition: Transition(start: time, duration: Self.flashDuration))
    }

    /// Moves to `time`, dropping the animations that have ended by then.
    public mutating func advance(to time: Int) {
        self.time = time
        if slide?.transition.isFinished(at: time) == true { slide = nil }
        if flash?.transition.isFinished(at: time) == true { flash = nil }
    }

    /// When the picture next changes after `time`: the next slide frame, or the end of the
    /// flash; nil when nothing is animating (the run loop then sleeps until input).
    public var nextFrame: Int? {
        var next: Int?
        if let slide, !slide.transition.isFinished(at: time) {
            next = min(time + Self.frameInterval, slide.transition.end)
        }
        if let flash, !flash.transition.isFinished(at: time) {
            next = min(next ?? flash.transition.end, flash.transition.end)
        }
        return next
    }
}
