#ifndef CLUA_CALLS_H
#define CLUA_CALLS_H

/* Calls between Lua and Swift (calls.c): the trampoline behind every Swift function, the
 * panic and message handlers, and the positions errors name. Swift frames are never on the
 * stack when a longjmp happens: the trampoline raises only after the Swift dispatcher
 * returned. */

#include <lua.h>

/* The registry name of the metatable of the userdata that holds a Swift function. */
#define CLUA_BOX_METATABLE "tabhost.box"

/* The lua_CFunction behind every Swift function: upvalue 1 is the box userdata. */
int clua_trampoline(lua_State *L);
/* lua_atpanic handler: an unprotected error is a host bug; report it and abort. */
int clua_panic(lua_State *L);
/* pcall message handler: keeps the traceback and the error's position for the host
 * (clua_take_report), relaxes the cap, and returns the error object untouched (a script that
 * sees the error, through `load`'s reader say, sees it as raised). */
int clua_traceback(lua_State *L);
/* Pushes the { traceback, "file:line:" } the handler kept (nil when it did not run) and
 * forgets it. */
void clua_take_report(lua_State *L);
/* Pushes `source:line:` of the first Lua function from `level` up, passing over the host's
 * own chunks (`=tabhost/sandbox.lua`, ...) for the script code that called them; "" when there is none.
 * `exact`: a C function at `level` itself gives "" (as luaL_where). */
void clua_push_position(lua_State *L, int level, int exact);
/* `line(level)`: the current line of the function `level` levels up (1: the caller), 0 when
 * there is none or it has no line; debug.getinfo(level, "l").currentline without a table. */
int clua_current_line(lua_State *L);

#endif
