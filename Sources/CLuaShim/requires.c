/* Helpers of the host's `require`s (the sandbox's, the spec runner's), in C so that neither
 * changes what errors name (docs/safety.md, "Errors"):
 *
 * - `keepCaller(f)` puts a C function between a script and the host's Lua `require`: Lua
 *   replaces the caller's frame in a tail call (`return require "m"`) only when the callee is
 *   a Lua function, so the script's line stays on the stack for errors to name.
 * - `endLoad`, the `__close` of `{loading, chain}`, ends the latest load of a module (also
 *   one that failed): no Lua code of the host's runs during an error's unwinding, where the
 *   count hook of a timed-out call would raise again and replace the error being reported. */

#include "internal.h"

/* Every result of the call (also after a yield inside it: a module may yield while it loads,
 * as it could before the wrapper was there). */
static int call_finish(lua_State *L, int status, lua_KContext context) {
    (void)status;
    (void)context;
    return lua_gettop(L);
}

static int call_through(lua_State *L) {
    int count = lua_gettop(L);
    luaL_checkstack(L, 1, "too many arguments");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_callk(L, count, LUA_MULTRET, 0, call_finish);
    return call_finish(L, LUA_OK, 0);
}

int clua_keep_caller(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_pushcclosure(L, call_through, 1);
    return 1;
}

int clua_end_load(lua_State *L) {
    if (lua_type(L, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 2) != LUA_TTABLE) return 0;
    lua_Integer last = (lua_Integer)lua_rawlen(L, -1);
    if (last == 0) return 0;
    if (lua_rawgeti(L, -1, last) != LUA_TNIL) {
        lua_pushnil(L);
        lua_rawset(L, -4);  /* loading[name] = nil */
    } else {
        lua_pop(L, 1);
    }
    lua_pushnil(L);
    lua_rawseti(L, -2, last);  /* chain[last] = nil */
    return 0;
}
