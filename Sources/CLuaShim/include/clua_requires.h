#ifndef CLUA_REQUIRES_H
#define CLUA_REQUIRES_H

/* Helpers of the host's `require`s (requires.c). */

#include <lua.h>

/* `keepCaller(f)`, a C function that calls f, so that a script calling it in a tail call
 * (`return require "m"`) keeps its own frame, and its line, on the stack. */
int clua_keep_caller(lua_State *L);
/* `endLoad`, the `__close` of a `{loading, chain, name}` table: removes `name` from the set
 * `loading` and its last place in the sequence `chain`, without running Lua code. */
int clua_end_load(lua_State *L);

#endif
