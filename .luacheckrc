-- luacheck configuration (Debian's `lua-check`): `luacheck examples spec Sources` runs clean.
-- Copy it next to your own scripts and specs; docs/scripting.md says what it checks.
--
-- Scripts get Lua 5.4 and the `tabhost` module (also a global); specs get busted's globals
-- (describe, it, assert, spy, ...) and the spec runner's `tabhost.open` besides.

stds.tabhost = {
  read_globals = { tabhost = { fields = { "container", "width", "truncate", "pad", "version" } } },
}

stds.tabhost_spec = {
  read_globals = { tabhost = { fields = { "container", "width", "truncate", "pad", "version", "open" } } },
}

std = "lua54+tabhost"

-- Callbacks have fixed signatures (`didSelect = function(c, item, index)`): writing every
-- parameter out documents them, so unused ones are not worth a warning.
unused_args = false
-- Spec tables and page rows read best on one line each, however long.
max_line_length = false

files["spec"] = { std = "lua54+busted+tabhost_spec" }
-- The host's own Lua (`Sources/*/Lua/*.lua`, built into the binary by the EmbedLua plugin):
-- plain Lua 5.4; each chunk takes what it needs as arguments or reads it from _G.
files["Sources"] = { std = "lua54" }
files["**/*_spec.lua"] = { std = "lua54+busted+tabhost_spec" }
files["types"] = { only = {} }  -- the LuaCATS stub: declarations, not code
-- This spec checks busted's insulate/expose of globals, so it sets and reads them on purpose.
files["spec/busted/env_spec.lua"] = { globals = { "shared", "mine", "fromHook", "leaked", "exposed" } }
