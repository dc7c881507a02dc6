/// The Lua chunk that runs a spec file as busted 2.x does (docs/testing.md, "The DSL and
/// busted's execution model"), assembled from its parts (`context`, `walk`, `modules`: one
/// chunk, so they share locals).
///
/// Written in Lua because busted's model is Lua all the way: blocks are closures, globals
/// resolve through the running block's environment, and luassert is Lua. What Lua cannot
/// do in the sandbox the host does: find and compile modules (`module`), run each spec
/// function in a protected call with its own budget (`settings.call`), tell failures from
/// errors (`mark`, `failed`), and keep the results (`deliver`).
///
/// The chunk runs once per spec state: it makes the parts' functions (about 200 closures)
/// and returns the function each file runs. That function starts every part afresh
/// (`beginContext`, `beginWalk`, `beginModules`: every table a file can
/// reach or change is new, every variable of the parts set again, the DSL registered), so a
/// file finds the state the chunk's own run would give it, without making the closures again.
///
/// The file's function takes the host table (`mark`, `failed`, `deliver`, `module`,
/// `searchPath`, `now`, `exit`, ...), the spec file's environment, the environments of
/// luassert's modules and of `luassert.assert` (tables the host made, so it compiles chunks
/// with them), and the settings (with `call`, `putBack`, and sandboxed a debug library only
/// this chunk holds, for luassert's `debug.getinfo`). Returns `{ start = function(chunk),
/// flush, testName, require, exited }`: `start` runs the file, handing the results over to
/// `deliver` in batches (see `SpecResults.handle`), and returns whether the run must stop
/// (`--no-keep-going`); `flush` hands over the events so far and returns the running test's
/// serial and the running call, `testName` that test's full name, `exited` stops the walk
/// after the running call.
enum BustedPrelude {
    static let source = libraries + "\nreturn (function()\n" + context + "\n" + walk + "\n" + modules
        + "\nreturn function(...)\n  beginContext(...)\n  beginWalk()\n  return beginModules()\nend\nend)()"

    /// The library functions every part uses, read once per state, outside the function that
    /// makes the parts (a local of that function would be one more open upvalue that each of
    /// its closures searches for).
    static let libraries = """
        local G = _G
        local error, type, tostring, tonumber, setmetatable, getmetatable, rawget, next, pairs, ipairs, select, pcall =
          error, type, tostring, tonumber, setmetatable, getmetatable, rawget, next, pairs, ipairs, select, pcall
        local insert, remove, concat, unpack, sort = table.insert, table.remove, table.concat, table.unpack, table.sort
        local sfind, mathType = string.find, math.type
        """
}
