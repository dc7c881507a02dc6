import Testing
@testable import TabHostKit

/// What a session answers without changing anything (`Session+Inspection.swift`): the spec
/// runner's `app` and the recorder read sessions through these, as an embedder can.
@Suite struct SessionInspectionTests {
    static let script = """
        return {
          tabs = {
            { id = "a", title = "Alpha", page = function() error("page ran") end },
            { id = "b", title = "Beta", badgeValue = 3 },
          },
          style = { tabsGap = 2 },
          keys = { ["ctrl+k"] = function(c) c.status = "bound" end },
          didSelect = function(c, item) end,
        }
        """

    static func open() throws -> Session {
        try Session(source: script, name: "inspect.lua", root: "/tmp", size: CellSize(width: 30, height: 4))
    }

    @Test func theHitMapIsFoundWithoutRunningThePageFunction() throws {
        let session = try Self.open()
        let beta = session.hits.regions.first { $0.hit.id == "b" && $0.hit.part == .title }
        #expect(beta != nil)
        #expect(session.hit(x: beta?.x ?? -1, y: beta?.y ?? -1)?.id == "b")
        #expect(session.errors.isEmpty)
        _ = session.frame()
        #expect(session.errors.map(\.message).contains { $0.hasSuffix("page ran") })
    }

    @Test func theLogAndTheErrorsAreReadWithoutBeingTaken() throws {
        let session = try Self.open()
        session.press(.right)
        #expect(session.log.map(\.description) == ["didSelect b"])
        #expect(session.log.map(\.description) == ["didSelect b"])
        #expect(session.takeLog().map(\.description) == ["didSelect b"])
        #expect(session.log.isEmpty)
    }

    @Test func bindingsStatusAndTheWrittenStyleAreTheScripts() throws {
        let session = try Self.open()
        #expect(session.binds(try Key(name: "ctrl+k")))
        #expect(!session.binds(.enter))
        #expect(session.status == nil)
        session.press(try Key(name: "ctrl+k"))
        #expect(session.status == "bound")
        #expect(session.writtenStyle["tabsGap"] == .integer(2))
        try session.setStyle("tabsGap", to: .integer(5))
        #expect(session.writtenStyle["tabsGap"] == .integer(5))
        #expect(session.requiredFiles.isEmpty)
    }
}
