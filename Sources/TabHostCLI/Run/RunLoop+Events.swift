import TabCore
import TabTerminal

/// Signals and saves in `run`: quitting, resizing, stopping and continuing; the watch set and
/// the reload after a save.
extension RunLoop {
    // MARK: - Signals

    /// Drains the signal source: a quit signal ends the loop at once; the others wait in
    /// `laterSignals` for `handleLaterSignals`, since they may run the script (`onResize`).
    func takeSignals() {
        for signal in signals?.drain() ?? [] {
            if let exit = signal.exitStatus {
                status = status ?? exit
            } else if !laterSignals.contains(signal) {
                laterSignals.append(signal)
            }
        }
    }

    /// SIGWINCH re-lays out; SIGCONT puts the terminal mode back; SIGTSTP from outside suspends
    /// as ctrl+z does. Each redraws every cell.
    func handleLaterSignals() {
        let signals = laterSignals
        laterSignals = []
        for signal in signals where status == nil {
            switch signal {
            case .continued: settings.resume?()
            case .stop: suspend()
            default: break
            }
            resized()
        }
    }

    /// `ctrl+z` or SIGTSTP: the suspend action, then every cell again (the shell drew over the
    /// screen, and the size may have changed). Without a suspend action, nothing. The SIGCONT
    /// that continued the process is this stop's own: the suspend action entered the mode
    /// again already, so it is dropped (no second entry, no second full frame).
    func suspend() {
        guard let suspend = settings.suspend else { return }
        suspend()
        takeSignals()
        laterSignals.removeAll { $0 == .continued }
        resized()
    }

    /// SIGWINCH: the new size (unless `--size` fixed it), then every cell drawn again, since
    /// the terminal may have cleared, cut or moved what it showed.
    func resized() {
        if settings.size == nil, let size = terminal.size {
            session.resize(width: size.width, height: size.height)
            stepEvents.append("resize \(size.width)x\(size.height)")
            recorder?.resized(session)
        }
        writer.invalidate()
        shown = Screen(width: 0, height: 0)
    }

    // MARK: - Saves

    /// A watched file changed: reload once things are quiet.
    func noteChanges() {
        guard let watcher, !watcher.read().isEmpty else { return }
        let now = clock.milliseconds
        let first = firstChange ?? now
        firstChange = first
        reloadDeadline = min(now + Self.reloadQuiet, first + Self.reloadLongestWait)
    }

    /// Reloads the script and watches what it requires now. A failure keeps the old script
    /// running, its error in the session (`reloadError`), which the banner shows.
    func reload() {
        stepEvents.append("reload")
        if (try? session.reload()) != nil {
            notice = Self.notice(warnings: session.warnings)
            recorder?.reloaded()
        }
        refreshWatch()
    }

    /// Tells the watcher about files the script read or looked for since the last time: a
    /// module a page function or callback required, one a failed load could not find, a
    /// reload's new set.
    func refreshWatch() {
        guard let watcher else { return }
        let files = session.watchedFiles
        guard files != watched else { return }
        watched = files
        watcher.watch(files: files)
    }
}
