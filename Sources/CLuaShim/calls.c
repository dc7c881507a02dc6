/* Calls between Lua and Swift (clua_calls.h): everything here may raise a Lua error (longjmp)
 * or is called by Lua through a C function pointer. */

#include "clua_calls.h"
#include "clua_memory.h"

#include <lauxlib.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exported by LuaBridge (Swift, `@c`). Returns the number of results pushed, or -1 with
 * the error message pushed. */
extern int clua_swift_dispatch(lua_State *L, void *box);

int clua_trampoline(lua_State *L) {
    /* Checked, so that a trusted script's debug.setupvalue cannot pass any other userdata. */
    void **slot = (void **)luaL_testudata(L, lua_upvalueindex(1), CLUA_BOX_METATABLE);
    int results = clua_swift_dispatch(L, slot != NULL ? *slot : NULL);
    if (results < 0) return lua_error(L); /* the Swift frame has returned */
    return results;
}

int clua_panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
    fprintf(stderr, "tabhost: unprotected Lua error (a host bug): %s\n", message);
    fflush(stderr);
    abort();
}

static char report_key;  /* registry: { traceback, where } of the last error handled */

/* The host's own chunks (`=tabhost/sandbox.lua`, ...) are passed over so that no position a user
 * cannot open is shown; they are named only when no script code is on the stack. */
void clua_push_position(lua_State *L, int level, int exact) {
    lua_Debug frame;
    int host_line = 0;
    char host_source[LUA_IDSIZE] = "";
    while (lua_getstack(L, level++, &frame)) {
        lua_getinfo(L, "Sl", &frame);
        if (frame.currentline <= 0) {
            if (exact && host_line == 0) break;  /* a C function, as luaL_where has it */
            continue;
        }
        if (strncmp(frame.source, "=tabhost/", 9) != 0) {
            lua_pushfstring(L, "%s:%d:", frame.short_src, frame.currentline);
            return;
        }
        if (host_line == 0) {
            host_line = frame.currentline;
            memcpy(host_source, frame.short_src, sizeof host_source);
        }
    }
    if (host_line > 0) lua_pushfstring(L, "%s:%d:", host_source, host_line);
    else lua_pushliteral(L, "");
}

int clua_traceback(lua_State *L) {
    /* The report must not fail on the cap; the host restores it when the call returns. */
    clua_enforce_cap(clua_memory_of(L), 0);
    lua_settop(L, 1);
    lua_createtable(L, 2, 0);
    luaL_traceback(L, L, NULL, 1);
    lua_rawseti(L, -2, 1);
    clua_push_position(L, 1, 0);
    lua_rawseti(L, -2, 2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &report_key);
    return 1;  /* the error object, untouched */
}

void clua_take_report(lua_State *L) {
    /* Every protected call asks first (to drop a report of an error the script caught), and
       there is usually none: then the registry is left alone. */
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &report_key) == LUA_TNIL) return;
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &report_key);
}

int clua_current_line(lua_State *L) {
    lua_Debug frame;
    lua_Integer level = luaL_optinteger(L, 1, 1);
    int line = level >= 0 && level < INT_MAX && lua_getstack(L, (int)level, &frame) && lua_getinfo(L, "l", &frame)
        ? frame.currentline : 0;
    lua_pushinteger(L, line > 0 ? line : 0);
    return 1;
}
