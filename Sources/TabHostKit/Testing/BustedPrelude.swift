/// The Lua chunk that runs a spec file as busted 2.x does (SPEC section 7.1), assembled from
/// its parts (`context`, `walk`, `assertions`, `modules`: one chunk, so they share locals).
///
/// Written in Lua because busted's model is Lua all the way: blocks are closures, globals
/// resolve through the running block's environment, and luassert is Lua. What Lua cannot
/// do in the sandbox the host does: find and compile modules (`module`), run each spec
/// function in a protected call with its own budget (the walk yields at each), tell failures
/// from errors (`mark`), and keep the results.
///
/// Arguments: the host table (`mark`, `module`, `searchPath`, `now`, `exit`, ...), the spec
/// file's environment, the environments of luassert's modules and of `luassert.assert`
/// (tables the host made, so it compiles chunks with them), and the settings (with,
/// sandboxed, a debug library only this chunk holds, for luassert's `debug.getinfo`).
/// Returns `{ start = function(chunk), step = function(status, touched), call, flush,
/// testName, require }`: `start` and `step` return true while there is a spec function for
/// the host to `call`, the events the host must have by then (results in batches; see
/// `SpecResults.handle`) and, at the end, whether the run must stop (`--no-keep-going`);
/// `flush` hands over the events so far and the running test's serial, `testName` that
/// test's full name.
enum BustedPrelude {
    static let source = context + "\n" + walk + "\n" + assertions + "\n" + modules
}
