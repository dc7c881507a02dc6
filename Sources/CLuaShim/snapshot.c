/* The C half of a state snapshot (LuaBridge/LuaSnapshot.swift): putting tables back as they
 * were kept (a Lua loop over the same entries costs five times as much). */

#include "clua_snapshot.h"

#include <lauxlib.h>

#include <limits.h>

/* Puts the table at `t` back to the entries of the copy at `copy` (`size` of them), raw:
 * keys the copy lacks removed, values that differ set, keys it has that `t` lost set. */
static void put_back(lua_State *L, int t, int copy, lua_Integer size) {
    lua_Integer matched = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {               /* key, value */
        lua_pushvalue(L, -2);
        if (lua_rawget(L, copy) == LUA_TNIL) {  /* key, value, nil */
            lua_pop(L, 2);
            lua_pushvalue(L, -1);
            lua_pushnil(L);
            lua_rawset(L, t);              /* clearing a field while traversing is allowed */
            continue;
        }
        matched++;
        if (!lua_rawequal(L, -1, -2)) {    /* key, value, kept */
            lua_pushvalue(L, -3);
            lua_insert(L, -2);
            lua_rawset(L, t);              /* so is changing one */
        } else {
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    if (matched == size) return;
    lua_pushnil(L);                        /* keys the script removed */
    while (lua_next(L, copy)) {
        lua_pushvalue(L, -2);
        if (lua_rawget(L, t) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, t);
        } else {
            lua_pop(L, 2);
        }
    }
}

/* Gives the table at `t` the metatable `metas[t]` (false: none). */
static void settle_metatable(lua_State *L, int t, int metas) {
    lua_pushvalue(L, t);
    lua_rawget(L, metas);
    if (!lua_getmetatable(L, t)) lua_pushboolean(L, 0);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 1);
    if (same) {
        lua_pop(L, 1);
        return;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    lua_setmetatable(L, t);
}

int clua_snapshot_restore(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);  /* table -> copy of its entries */
    luaL_checktype(L, 2, LUA_TTABLE);  /* table -> its metatable, or false */
    luaL_checktype(L, 3, LUA_TTABLE);  /* table -> how many entries the copy has */
    luaL_checkstack(L, 12, NULL);
    lua_settop(L, 3);
    lua_pushnil(L);
    while (lua_next(L, 1)) {           /* 4: table, 5: copy */
        lua_pushvalue(L, 4);
        lua_rawget(L, 3);
        lua_Integer size = lua_tointeger(L, -1);
        lua_pop(L, 1);
        put_back(L, 4, 5, size);
        settle_metatable(L, 4, 2);
        lua_pop(L, 1);
    }
    return 0;
}

/* copy(t): a table holding t's entries (raw, sized for them at once) and their count, for a
 * host's copy of what it puts back later (the spec state's reset copies every library table
 * when the state is made; a Lua loop doing it was ~0.4M instructions a state). */
int clua_snapshot_copy(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_Integer size = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        size++;
        lua_pop(L, 1);
    }
    lua_createtable(L, 0, size > INT_MAX ? INT_MAX : (int)size);  /* 2 */
    lua_pushnil(L);
    while (lua_next(L, 1)) {   /* key, value */
        lua_pushvalue(L, -2);  /* key, value, key */
        lua_insert(L, -2);     /* key, key, value */
        lua_rawset(L, 2);
    }
    lua_pushinteger(L, size);
    return 2;
}
