import TabCore

/// Where the indicator was when an activation began, so a slide knows where to start.
struct SlideOrigin {
    var selectedID: String?
    var columns: Range<Int>
}

/// The animations of a user activation (docs/scripting.md, "Indicator"): the indicator slides
/// to the new tab (`isIndicatorSlide`) and the activated item flashes `inkColor`, both on the
/// virtual clock (`now`), both off with `isAnimated = false`. TabCore's `Motion` holds the
/// state; the renderer draws it.
extension ScriptHost {
    /// Starts the ink flash of `id`, when the style has an `inkColor`.
    func flash(_ id: String) {
        guard container.style.isAnimated, container.style.inkColor != nil else { return }
        container.motion.startFlash(of: id)
    }

    /// The indicator's columns before a selection change, when the style slides it (or the
    /// change asks for it: `c:select(id, { animated = true })`); the position mid-slide when
    /// one is running, so a quick second key continues from there.
    func slideOrigin(animated: Bool = false) -> SlideOrigin? {
        let style = container.style
        guard style.isIndicatorSlide || animated, style.isAnimated else { return nil }
        let layout = Layout.bar(container, width: width, revealSelection: false)
        guard let columns = Renderer.indicatorColumns(container, layout: layout) else { return nil }
        return SlideOrigin(selectedID: container.selectedID, columns: columns)
    }

    /// Starts the slide from `origin` when the selected tab changed.
    func slide(from origin: SlideOrigin?) {
        guard let origin, origin.selectedID != container.selectedID else { return }
        container.motion.startSlide(from: origin.columns)
    }

    /// The virtual time at which the picture next changes by itself (an animation frame);
    /// nil when nothing moves.
    var nextAnimationFrame: Int? {
        container.motion.nextFrame
    }

    /// Ends every animation at once, so the next frame shows the state at rest (`render`
    /// prints one frame: a slide caught at its start would misplace the indicator).
    func finishAnimations() {
        container.motion.slide = nil
        container.motion.flash = nil
    }
}
