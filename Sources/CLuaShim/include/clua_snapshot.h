#ifndef CLUA_SNAPSHOT_H
#define CLUA_SNAPSHOT_H

/* The C half of a state snapshot (snapshot.c; LuaBridge/LuaSnapshot.swift). */

#include <lua.h>

/* `restore(kept, metas, sizes)` puts every table of `kept` (table -> copy of its entries,
 * `sizes[table]` of them) back to that copy, raw, and gives it `metas[table]` as metatable
 * (false: none). */
int clua_snapshot_restore(lua_State *L);

/* `copy(t)` returns a new table with t's entries, read raw, and how many. */
int clua_snapshot_copy(lua_State *L);

#endif
