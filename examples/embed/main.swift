// Embedding tabhost in a Swift program (docs/embedding.md): load a script, send events, read
// the frame as text and as cells, see which callbacks ran, hot-reload, handle errors; no
// terminal. `import TabHostKit` is the only import needed. Positions are 0-based in Swift.
//
//   swift run embed-example
//
// scripts/test-embed builds this file in a package of its own that depends on tabhost by
// path, and compares what it prints with the comments below.
import TabHostKit

let first = """
return {
  tabs = { { id = "a", title = "Alpha", page = "A page" }, { id = "b", title = "Beta", page = "B page" } },
  didSelect = function(c, item) end,
  tabSwitched = function(c, to, from) print("switched to " .. to.id) end,
}
"""
let second = """
return { tabs = { { id = "a", title = "Alpha", page = "A page" }, { id = "b", title = "Bravo", page = "B page two" } } }
"""
var printed: [String] = []                                      // what the script prints
let options = HostOptions(trusted: false, limits: LuaLimits(timeout: 0.5, memory: 64 << 20)) { printed.append($0) }
let session = try Session(source: first, name: "inline.lua", options: options)
session.resize(width: 40, height: 6)
session.press("right")
print(session.frame().screen.text)                              // Beta's page: "B page"
print("log: " + session.takeLog().map { "\($0)" }.joined(separator: ", "))
                                                                // log: didSelect b, tabSwitched b a
print("printed: \(printed)")                                    // printed: ["switched to b"]
do {
    try session.reload(source: "return {")
} catch {
    print("reload failed: \(error)")                            // reload failed: inline.lua:1: ...
}
try session.reload(source: second)
let frame = session.frame()
print(frame.screen.text)                                        // Bravo, "B page two" (kept by id)
if let hit = frame.hits.hit(x: 2, y: 0) { print("hit at (2, 0): \(hit.id ?? "-")") }   // a
let cell = frame.screen[2, 0]
print("cell at (2, 0): \(cell.symbol)")                         // A
session.click(x: 2, y: 0)
print("selected after click: \(session.selectedID ?? "none")")  // a
do {
    session.press(try Key(name: "rigth"))                       // a key name read at runtime
} catch {
    print(error)                                                // unknown key 'rigth' (did you mean right?)
}
