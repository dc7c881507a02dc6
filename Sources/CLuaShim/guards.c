/* The base functions through which a script could make Lua run its code where the count
 * hook cannot fire (docs/safety.md, "The time budget"), and the installation of every guard:
 *
 * - An error raised by the count hook runs the innermost `xpcall` handler with hooks off, so
 *   `xpcall` wraps the handler: once the call has timed out, it hands the error back untouched.
 * - `__gc` finalizers always run with hooks off: the sandbox's `setmetatable` refuses them;
 *   the trusted one runs a function `__gc` in a fresh coroutine, where hooks are allowed.
 * - The coroutine functions tell the alarm which Lua thread runs (coroutines.c), `load`
 *   compiles under the clock (load.c), and the string and table functions count their steps
 *   (strings.c, tables.c). */

#include "clua_context.h"
#include "clua_guards.h"
#include "coroutines.h"

#include <lauxlib.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* ---- xpcall ---- */

int clua_timed_out(lua_State *L) {
    lua_pushboolean(L, clua_deadline_of(L)->timed_out);
    return 1;
}

/* Makes the wrapper of a Lua handler; in Lua so that it tail-calls the script's handler,
 * which then sees the stack of the error (its own frame is marked as a tail call). */
static const char handler_maker[] =
    "local timedOut = ...\n"
    "return function(handler)\n"
    "  return function(e)\n"
    "    if timedOut() then return e end\n"
    "    return handler(e)\n"
    "  end\n"
    "end\n";

/* handler_maker's bytecode, compiled once per process (a state's own compile of it took a
 * tenth of making an app's state); NULL when that failed, and each state compiles the text. */
static char *handler_bytecode;
static size_t handler_length;
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;

static int collect_bytecode(lua_State *L, const void *piece, size_t size, void *data) {
    (void)L;
    (void)data;
    char *grown = realloc(handler_bytecode, handler_length + size);
    if (grown == NULL) return 1;
    memcpy(grown + handler_length, piece, size);
    handler_bytecode = grown;
    handler_length += size;
    return 0;
}

static void dump_handler_maker(void) {
    lua_State *L = luaL_newstate();
    if (L == NULL) return;
    if (luaL_loadbufferx(L, handler_maker, sizeof handler_maker - 1, "=tabhost/xpcall", "t") != LUA_OK
        || lua_dump(L, collect_bytecode, NULL, 0) != 0) {
        free(handler_bytecode);
        handler_bytecode = NULL;
    }
    lua_close(L);
}

/* Pushes handler_maker as a function. */
static int load_handler_maker(lua_State *L) {
    pthread_once(&handler_once, dump_handler_maker);
    if (handler_bytecode != NULL) return luaL_loadbufferx(L, handler_bytecode, handler_length, "=tabhost/xpcall", "b");
    return luaL_loadbufferx(L, handler_maker, sizeof handler_maker - 1, "=tabhost/xpcall", "t");
}

static int xpcall_finish(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

/* `xpcall(f, handler, ...)` with the handler wrapped (upvalue 1 makes the wrapper). */
static int guarded_xpcall(lua_State *L) {
    int arguments = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    /* A C handler (`debug.traceback`) runs only C, on the timeout's message: no need. */
    if (!lua_iscfunction(L, 2)) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushvalue(L, 2);
        lua_call(L, 1, 1);
        lua_replace(L, 2);
    }
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);  /* true, f, then f's arguments */
    int status = lua_pcallk(L, arguments - 2, LUA_MULTRET, 2, 2, xpcall_finish);
    return xpcall_finish(L, status, 2);
}

/* ---- setmetatable and finalizers ---- */

/* The checks of Lua's own setmetatable; returns the type of the new metatable. */
static int check_setmetatable(lua_State *L) {
    int kind = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, kind == LUA_TNIL || kind == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    return kind;
}

static int finish_setmetatable(lua_State *L) {
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* A metatable without `__gc` when it is set never gets its object finalized, so refusing
 * the field here covers a later `mt.__gc = f` as well. */
int clua_sandboxed_setmetatable(lua_State *L) {
    if (check_setmetatable(L) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "__gc metamethods are not available in the sandbox (run with --trust)");
    }
    return finish_setmetatable(L);
}

/* The `__gc` the trusted setmetatable installs, a closure over the script's finalizer: runs
 * it in a coroutine of its own (hooks allowed, watched by the alarm), so the budget stops
 * it. The finalizer travels with the field, so a metatable that copies `__gc` from another
 * (a subclass's, in class libraries) finalizes its objects too. */
static int run_finalizer(lua_State *L) {
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 2);
    int results = 0;
    int status = clua_watched_resume(co, L, 1, &results);
    if (status == LUA_OK || status == LUA_YIELD) return 0;
    if (clua_deadline_of(L)->timed_out) lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, 1);
    lua_xmove(co, L, 1);
    return lua_error(L);  /* Lua reports finalizer errors as warnings */
}

int clua_trusted_setmetatable(lua_State *L) {
    if (check_setmetatable(L) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) == LUA_TFUNCTION && lua_tocfunction(L, -1) != run_finalizer) {
            lua_pushliteral(L, "__gc");
            lua_insert(L, -2);
            lua_pushcclosure(L, run_finalizer, 1);
            lua_rawset(L, 2);
        }
    }
    return finish_setmetatable(L);
}

/* ---- installation ---- */

static const luaL_Reg string_guards[] = {
    {"find", clua_string_find}, {"match", clua_string_match}, {"gmatch", clua_string_gmatch},
    {"gsub", clua_string_gsub}, {"rep", clua_string_rep}, {NULL, NULL},
};

static const luaL_Reg table_guards[] = {
    {"insert", clua_table_insert}, {"remove", clua_table_remove}, {"move", clua_table_move},
    {"concat", clua_table_concat}, {"sort", clua_table_sort}, {NULL, NULL},
};

static const luaL_Reg coroutine_guards[] = {
    {"resume", clua_coroutine_resume}, {"close", clua_coroutine_close}, {"wrap", clua_coroutine_wrap},
    {NULL, NULL},
};

/* Sets `functions` in the library `name` of the table of libraries at index 1. */
static void replace(lua_State *L, const char *name, const luaL_Reg *functions) {
    lua_getfield(L, 1, name);
    luaL_setfuncs(L, functions, 0);
    lua_pop(L, 1);
}

int clua_install_guards(lua_State *L) {
    int trusted = lua_toboolean(L, 2);
    lua_settop(L, 1);
    replace(L, "string", string_guards);
    replace(L, "table", table_guards);
    replace(L, "coroutine", coroutine_guards);
    lua_getfield(L, 1, "_G");
    if (trusted) {
        lua_pushcfunction(L, clua_load);
    } else {
        lua_pushliteral(L, "t");  /* text chunks only */
        lua_pushcclosure(L, clua_load, 1);
    }
    lua_setfield(L, -2, "load");
    lua_pushcfunction(L, trusted ? clua_trusted_setmetatable : clua_sandboxed_setmetatable);
    lua_setfield(L, -2, "setmetatable");
    if (load_handler_maker(L) != LUA_OK) lua_error(L);
    lua_pushcfunction(L, clua_timed_out);
    lua_call(L, 1, 1);
    lua_pushcclosure(L, guarded_xpcall, 1);
    lua_setfield(L, -2, "xpcall");
    return 0;
}
