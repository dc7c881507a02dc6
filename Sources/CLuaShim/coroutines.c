/* The coroutine functions, as Lua's own, with the alarm told which Lua thread runs
 * (alarm.c): every resume (`coroutine.resume`, `coroutine.wrap`) and every close of a
 * coroutine's to-be-closed variables tells it, and tells it back when the coroutine stops.
 * A coroutine stopped by the count hook keeps hooks off for good (lua_resume does not restore
 * them), so `coroutine.close` and `coroutine.wrap` never run its `__close` handlers. */

#include "clua_deadline.h"
#include "clua_guards.h"
#include "clua_memory.h"
#include "coroutines.h"

#include <lauxlib.h>

static char killed_key;      /* registry: weak set of coroutines the hook stopped */

/* Pushes the registry table at `key`, made (with weak keys) on first use. */
static void push_registry_table(lua_State *L, void *key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 4);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

void clua_remember_killed(lua_State *L) {
    if (lua_pushthread(L)) {  /* the main thread: its pcall restores hooks */
        lua_pop(L, 1);
        return;
    }
    clua_memory *memory = clua_memory_of(L);
    int enforce = clua_enforce_cap(memory, 0);  /* bookkeeping, not the script's memory */
    push_registry_table(L, &killed_key);
    lua_insert(L, -2);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    clua_enforce_cap(memory, enforce);
}

/* Whether the coroutine at `index` was stopped by the count hook. */
static int was_killed(lua_State *L, int index) {
    index = lua_absindex(L, index);
    push_registry_table(L, &killed_key);
    lua_pushvalue(L, index);
    int killed = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return killed;
}

enum { RUNNING, DEAD, SUSPENDED, NORMAL };
static const char *const status_names[] = {"running", "dead", "suspended", "normal"};

static int status_of(lua_State *L, lua_State *co) {
    if (L == co) return RUNNING;
    switch (lua_status(co)) {
        case LUA_YIELD: return SUSPENDED;
        case LUA_OK: {
            lua_Debug frame;
            if (lua_getstack(co, 0, &frame)) return NORMAL;
            return lua_gettop(co) == 0 ? DEAD : SUSPENDED;
        }
        default: return DEAD;
    }
}

/* Closes `co`'s pending to-be-closed variables; their handlers run on `co`, watched. */
static int close_thread(lua_State *co, lua_State *from) {
    lua_State *previous = clua_watch(co);
#if LUA_VERSION_RELEASE_NUM >= 50406
    int status = lua_closethread(co, from);
#else
    (void)from;
    int status = lua_resetthread(co);
#endif
    clua_watch(previous);
    return status;
}

/* lua_resume with `co` watched by the alarm while it runs (the caller again after). */
int clua_watched_resume(lua_State *co, lua_State *from, int count, int *results) {
    lua_State *previous = clua_watch(co);
    int status = lua_resume(co, from, count, results);
    clua_watch(previous);
    return status;
}

/* Resumes `co` with the top `count` values: the number of results moved to L, or -1 with
 * the error on L's top. */
static int resume(lua_State *L, lua_State *co, int count) {
    if (!lua_checkstack(co, count)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, count);
    int results = 0;
    int status = clua_watched_resume(co, L, count, &results);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_xmove(co, L, 1);
        return -1;
    }
    if (!lua_checkstack(L, results + 1)) {
        lua_pop(co, results);
        lua_pushliteral(L, "too many results to resume");
        return -1;
    }
    lua_xmove(co, L, results);
    return results;
}

static const char killed_message[] =
    "a coroutine stopped by the time budget cannot be closed (its to-be-closed variables stay open)";

int clua_coroutine_close(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "thread");
    int status = status_of(L, co);
    if (status != DEAD && status != SUSPENDED)
        return luaL_error(L, "cannot close a %s coroutine", status_names[status]);
    if (was_killed(L, 1)) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, killed_message);
        return 2;
    }
    if (close_thread(co, L) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

static int wrapped_call(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int results = resume(L, co, lua_gettop(L));
    if (results >= 0) return results;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD && !was_killed(L, lua_upvalueindex(1))) {
        status = close_thread(co, L);  /* its to-be-closed variables, with hooks on */
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/* `coroutine.resume`, as Lua's own, with the coroutine watched while it runs. */
int clua_coroutine_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "thread");
    int results = resume(L, co, lua_gettop(L) - 1);
    if (results < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(results + 1));
    return results + 1;
}

int clua_coroutine_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, wrapped_call, 1);
    return 1;
}
