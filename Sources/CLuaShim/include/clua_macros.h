#ifndef CLUA_MACROS_H
#define CLUA_MACROS_H

/* Lua's function-like macros as static inline functions: Swift imports no function-like
 * macro. No logic. */

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }

static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}

static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }

static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }

static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

/* lua_gc is variadic, which Swift cannot call. */
static inline int clua_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }
/* The incremental collector with `pause` (percent the heap may grow before a cycle starts). */
static inline int clua_gc_pause(lua_State *L, int pause) { return lua_gc(L, LUA_GCINC, pause, 0, 0); }

static inline lua_Integer clua_tointeger(lua_State *L, int index) { return lua_tointeger(L, index); }

static inline lua_Number clua_tonumber(lua_State *L, int index) { return lua_tonumber(L, index); }

#endif
