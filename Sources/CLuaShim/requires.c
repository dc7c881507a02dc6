/* Helpers of the host's `require`s (the sandbox's, the spec runner's), in C so that neither
 * changes what errors name (docs/safety.md, "Errors"):
 *
 * - `keepCaller(f)` puts a C function between a script and the host's Lua `require`: Lua
 *   replaces the caller's frame in a tail call (`return require "m"`) only when the callee is
 *   a Lua function, so the script's line stays on the stack for errors to name.
 * - `endLoad`, the `__close` of `{loading, chain, name}`, ends the load of module `name` (also
 *   one that failed): no Lua code of the host's runs during an error's unwinding, where the
 *   count hook of a timed-out call would raise again and replace the error being reported. */

#include "clua_requires.h"

#include <lauxlib.h>

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

/* Removes the last `name` from the sequence `chain` (loads in coroutines may end in any order). */
static void remove_last(lua_State *L, int chain, int name) {
    lua_Integer count = (lua_Integer)lua_rawlen(L, chain);
    for (lua_Integer at = count; at >= 1; at--) {
        int same = lua_rawgeti(L, chain, at) != LUA_TNIL && lua_rawequal(L, -1, name);
        lua_pop(L, 1);
        if (!same) continue;
        for (lua_Integer next = at + 1; next <= count; next++) {
            lua_rawgeti(L, chain, next);
            lua_rawseti(L, chain, next - 1);
        }
        lua_pushnil(L);
        lua_rawseti(L, chain, count);
        return;
    }
}

int clua_end_load(lua_State *L) {
    lua_settop(L, 1);  /* __close's second argument, the error, is not needed */
    if (lua_type(L, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 2) != LUA_TTABLE
        || lua_rawgeti(L, 1, 3) == LUA_TNIL) return 0;
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, 2);  /* loading[name] = nil */
    remove_last(L, 3, 4);
    return 0;
}
