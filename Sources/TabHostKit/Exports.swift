// `import TabHostKit` alone reaches every type the embedding API uses (docs/embedding.md):
// TabCore whole (the model, `Frame`, `Screen`, `Cell`, `HitMap`: the values a session hands
// out), and from LuaBridge only the plain values that cross the API (`LuaLimits` in
// `HostOptions`, `LuaValue` and `LuaTable` for `insert`/`setTabs`/`setField`, `LuaError` in
// `ScriptError`, and the handles a `LuaValue` may hold). The Lua state itself (`LuaVM`)
// stays out of reach: a session owns its states.
@_exported import TabCore
@_exported import struct LuaBridge.LuaLimits
@_exported import enum LuaBridge.LuaValue
@_exported import struct LuaBridge.LuaTable
@_exported import struct LuaBridge.LuaFunction
@_exported import struct LuaBridge.LuaReference
@_exported import struct LuaBridge.LuaError
