import LuaBridge
import TabCore

/// The files one load of a script required or looked for, kept when the load fails.
final class LoadTrail {
    var files: [String] = []
}

/// One generation of a loaded script: its Lua state, the decoded container, and the log of
/// what it did. Embedders reach it through `Session`, which stays current across reloads.
///
/// The host is the only place where TabCore's model meets Lua: it evaluates page functions,
/// runs the effects that `update` returns, and records callbacks (`app.log`) and script
/// errors (`app.errors`). One host per script generation; a reload builds a new one.
/// Every position it takes or gives is 0-based (column, row); `app` adds one for Lua.
final class ScriptHost {
    /// The script's path as given (used in every error message).
    let path: String
    let vm: LuaVM
    /// The reusable state `vm` is, and where it goes back (`giveBackState`); nil when the
    /// host made a state of its own.
    private var reusable: (state: ReusableState, states: ScriptStates)?
    /// The model: items, style, selection.
    var container: Container
    /// The script's `state` table, handed to callbacks as `c.state`.
    var state: LuaValue
    /// Lua functions by `ScriptFunction.id`.
    var functions = FunctionRegistry()
    /// Proxies made since the last `collect`, and what was kept after it.
    var objectsMade = 0, keptAfterCollect = 0
    /// Every callback called since the log was last taken (`Session.takeLog`).
    var log: [CallbackRecord] = []
    /// Script errors raised by callbacks and page functions since they were last taken.
    var errors: [ScriptRuntimeError] = []
    /// What the script's container has that loads but is likely not meant (`check` prints
    /// them, `render` writes them to stderr, `run` shows them until dismissed).
    var warnings: [ScriptProblem] = []
    /// Style parameters as the script wrote them, for reading `c.style.x` back.
    var styleValues: [String: LuaValue] = [:]
    /// Those of each container nested in a page, by path (see `Container.nested(at:)`).
    var nestedStyleValues: [[String]: [String: LuaValue]] = [:]
    /// The Lua objects of the live container, made once and reused.
    var objects = LiveObjects()
    /// Those of each container nested in a page, by path (see `Container.nested(at:)`).
    var nestedObjects: [[String]: LiveObjects] = [:]
    /// Errors and warnings shown in the status rows above anything else: a failed reload's
    /// problems, and in `run` a callback's error or the script's warnings until dismissed.
    var banner: StatusMessage?
    /// The script's own status row (`c.status`), shown under the banner until it sets nil.
    var scriptStatus: String?
    /// The frame size in cells (the terminal's, or `--size`, or `app:resize`).
    var width = 80, height = 24
    /// The virtual clock in milliseconds: animations and debounces read it, `advance` moves it
    /// (tests never sleep; `run` advances it from the real clock).
    var now = 0
    /// Asked before each call into Lua; true skips the call (`run` after q, ctrl+c or a quit
    /// signal arrived while the script ran, so the loop answers within one call's budget).
    var interrupt: (() -> Bool)?
    /// The budget of the event running now (`event`), the script function the host called
    /// last, and whether a timeout was recorded for the event already.
    var eventBudget: Budget?
    var eventFunction: LuaFunction?
    var eventTimedOut = false
    /// The clock of the events' budgets (`HostOptions.clock`).
    let clock: @Sendable () -> Double
    /// Frames show `BarStyle.plainCloseMark` for a style that names no close mark
    /// (`HostOptions.plainCloseMark`).
    let plainCloseMark: Bool
    /// Whether `open()` ran (`onOpen` is called once per script, not per generation).
    var isOpen = false
    /// The bar whose overflow marker was clicked: its strip stays where the user scrolled it
    /// until the next selection change, edit or resize.
    var pinnedBar: [String]?
    /// Seconds spent in the script's functions so far, and where the last frame's time went
    /// (the inspector's Frames tab, docs/inspector.md).
    var luaSeconds = 0.0
    var lastFrameSplit = FrameSplit()
    /// The item a left press picked up in a reorderable bar, until the button is released.
    var dragged: DraggedItem?
    /// Bytes of host data charged to the state's memory account for this script (`hold`).
    private var held = 0

    /// What the host keeps for any script besides its decoded model (the session and host
    /// objects, registries, the state's partly used pages), charged as it opens: 20,000 apps
    /// opened in one spec stay within the spec's cap.
    static let baseCost = 24 << 10

    /// Loads the script at `path`: reads it, runs it in a fresh Lua state, decodes the container.
    convenience init(path: String, options: HostOptions = HostOptions()) throws(ScriptError) {
        try self.init(path: path, contents: try SourceFile.bytes(path).get(), options: options)
    }

    /// Loads the script at `path` from its `contents`, already read (once: Lua runs them, the
    /// decoder maps their lines; specs keep them across the tests that open one script);
    /// `trail` receives the files the load required or looked for, also when it fails (a
    /// failed reload watches them).
    convenience init(path: String, contents: [UInt8], options: HostOptions = HostOptions(), trail: LoadTrail? = nil) throws(ScriptError) {
        let source = String(decoding: contents, as: UTF8.self)
        try self.init(path: path, source: source, root: SourceFile.directory(of: path), options: options, trail: trail) { vm in
            try vm.run(file: path, contents: contents, reading: Self.resultReading)
        }
    }

    /// Loads a script from source text (`tabhost.open(source)` in specs); `name` labels errors.
    convenience init(source: String, name: String, root: String, options: HostOptions = HostOptions()) throws(ScriptError) {
        try self.init(path: name, source: source, root: root, options: options) { vm in
            try vm.run(source: source, name: name, reading: Self.resultReading)
        }
    }

    private init(path: String, source: String, root: String, options: HostOptions, trail: LoadTrail? = nil,
                 run: (LuaVM) throws -> [LuaValue]) throws(ScriptError) {
        self.path = path
        clock = options.clock
        plainCloseMark = options.plainCloseMark
        let machine: LuaVM
        do {
            if let states = options.states, !options.trusted {
                let taken = try states.take(root: root, limits: options.limits, parent: options.memoryParent)
                reusable = (taken, states)
                machine = taken.vm
            } else {
                machine = try LuaVM(limits: options.limits, sandbox: options.trusted ? .trusted(root: root) : .sandboxed(root: root),
                                    parent: options.memoryParent)
                TabhostModule.install(in: machine)
            }
        } catch {
            throw .file("cannot create a Lua state: \(error)")
        }
        vm = machine
        vm.label = path
        defer { trail?.files = machine.requiredFiles + machine.searchedFiles }
        vm.output = options.output
        container = Container()
        state = .nil
        do {
            try event { try load(source: source, options: options, run: run) }
        } catch let error as ScriptError {
            throw error
        } catch {
            throw .file("\(path): \(error)")
        }
    }

    /// The load, one event under one budget (`event`): runs the script, decodes the container
    /// it returned. A decode cut short by the budget fails the load with the timeout.
    private func load(source: String, options: HostOptions, run: (LuaVM) throws -> [LuaValue]) throws(ScriptError) {
        let machine = vm
        let results: [LuaValue]
        do {
            try options.prepare?(vm)
            results = try run(vm)
        } catch let error as LuaError {
            throw .lua(error)
        } catch {
            throw .file("\(path): \(error)")
        }
        let decoder = ContainerDecoder(file: path, source: source, function: { [unowned self] in self.register($0) },
                                       list: { [unowned machine] in try machine.readList($0, names: $1, $2) },
                                       allowance: ModelAllowance(room: vm.memoryAllowance - Self.baseCost,
                                                                 message: vm.memoryRefusal + " for the host's copy of the containers"))
        let result = results.first ?? .nil
        defer { if case .table(let table) = result { vm.release(table["tabs"]) } }
        let decoded: Result<DecodedContainer, ProblemList>
        do {
            decoded = try decoder.decode(result)
        } catch {
            throw .lua(error)
        }
        // What a decode cut short made is incomplete (its problems too): the load fails.
        if let budget = eventBudget, budget.cutShort { throw .lua(eventTimeout(budget)) }
        switch decoded {
        case .success(let decoded):
            do {
                try hold(Self.baseCost + decoded.hostBytes)
            } catch {
                throw .lua(error)
            }
            container = decoded.container
            warnings = decoded.warnings
            state = decoded.state.isNil ? ((try? vm.reference(.table(LuaTable()))) ?? .nil) : decoded.state
            if case .table(let table) = result { keepStyleValues(of: table, at: []) }
            for (id, page) in decoded.nestedPages { keepStyleValues(of: page, at: [id]) }
        case .failure(let list):
            throw .problems(list.problems)
        }
        settleScroll()
    }

    /// How the script's result is read: its `state` stays in Lua, the very table the script
    /// made (cycles, shared tables and the script's own references to it intact), and so does
    /// its `tabs` list, which the decoder reads one item at a time.
    static let resultReading = LuaReading(referencedFields: ["state", "tabs"])

    /// Gives a Lua function a `ScriptFunction` handle that TabCore can carry.
    func register(_ function: LuaFunction) -> ScriptFunction {
        functions.register(function)
    }

    /// The Lua function behind a handle.
    func lua(_ function: ScriptFunction) -> LuaFunction? {
        functions.lua(function)
    }

    /// Gives a reusable state back to where it came from (once, when the script is done:
    /// the host must not call into Lua afterwards).
    func giveBackState() {
        guard let (state, states) = reusable else { return }
        reusable = nil
        letGo(held)
        states.giveBack(state)
    }

    deinit {
        vm.letGo(bytes: held)
    }

    /// Charges `bytes` more of host data kept for the script to its state's memory account.
    func hold(_ bytes: Int) throws(LuaError) {
        do {
            try vm.hold(bytes)
        } catch {
            throw error as? LuaError ?? LuaError(.memory, "\(error)")
        }
        held += bytes
    }

    /// Takes back up to `bytes` of what `hold` charged (the host let go of that data).
    func letGo(_ bytes: Int) {
        let taken = min(max(bytes, 0), held)
        vm.letGo(bytes: taken)
        held -= taken
    }

    /// What a decode pass for this script may still charge (`ModelCost`).
    var modelAllowance: ModelAllowance {
        ModelAllowance(room: vm.memoryAllowance, message: vm.memoryRefusal)
    }

    /// Files the script `require`d, for the reload watcher.
    var requiredFiles: [String] { vm.requiredFiles }

    /// Files a `require` of the script looked for and did not find, for the reload watcher.
    var searchedFiles: [String] { vm.searchedFiles }

    /// Records a script error (the host keeps running). An error recorded once the event's
    /// deadline has passed reports that event's overrun (an error object whose `__tostring`
    /// ran until the deadline is shown in its short form), so no second timeout follows it.
    func record(_ error: LuaError) {
        if error.kind == .timeout || eventBudget.map({ clock() >= $0.deadline }) == true { eventTimedOut = true }
        errors.append(ScriptRuntimeError(error))
    }

    /// Records an error that did not come from Lua (a bad value a callback returned).
    func record(_ message: String) {
        errors.append(ScriptRuntimeError(message: message))
    }

    /// The update's last step: every bar on screen scrolled to show its cursor, except the
    /// one the user scrolled from a marker (see `Container.revealCursor`).
    func settleScroll() {
        container.revealCursor(width: width, keeping: pinnedBar)
    }
}
