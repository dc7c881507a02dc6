/* The code paths that must be C: everything here may raise a Lua error (longjmp) or is
 * called by Lua through a C function pointer. Swift frames are never on the stack when
 * a longjmp happens: the trampoline raises only after the Swift dispatcher returned. */

#include "internal.h"

#include <string.h>

#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <time.h>

/* Exported by LuaBridge (Swift, `@c`). Returns the number of results pushed, or -1 with
 * the error message pushed. */
extern int clua_swift_dispatch(lua_State *L, void *box);

void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_context *context = (clua_context *)ud;
    size_t old = ptr != NULL ? osize : 0; /* with ptr NULL, osize is a type tag */
    if (nsize == 0) {
        if (ptr != NULL) clua_arena_release(context, ptr, old);
        context->used -= old;
        clua_account_discharge(context->account, old);
        return NULL;
    }
    if (context->enforce && nsize > old && !clua_account_fits(context->account, context->cap, nsize - old)) {
        context->refused = 1;
        return NULL;
    }
    void *block = clua_arena_resize(context, ptr, old, nsize);
    if (block != NULL) {
        context->used = context->used - old + nsize;
        if (nsize > old) clua_account_charge(context->account, nsize - old);
        else clua_account_discharge(context->account, old - nsize);
    }
    return block;
}

int clua_panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
    fprintf(stderr, "tabhost: unprotected Lua error (a host bug): %s\n", message);
    fflush(stderr);
    abort();
}

double clua_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

/* Raises the timeout after the position pushed on the stack. */
static int raise_timeout(lua_State *L) {
    clua_context *context = clua_context_of(L);
    context->timed_out = 1;
    /* Fire again on the very next instruction: a script `pcall` that caught this error
     * cannot keep running (nor the resumer of a coroutine it ends). */
    clua_expire(L);
    lua_pushfstring(L, "script timed out after %d ms", context->budget_ms);
    lua_concat(L, 2);
    return lua_error(L);
}

int clua_raise_timeout(lua_State *L, int level) {
    clua_push_position(L, level, 0);
    if (lua_rawlen(L, -1) > 0) {
        lua_pushliteral(L, " ");
        lua_concat(L, 2);
    }
    return raise_timeout(L);
}

int clua_raise_timeout_at(lua_State *L, const char *source, int line) {
    lua_pushfstring(L, "%s:%d: ", source, line);
    return raise_timeout(L);
}

int clua_past_deadline(lua_State *L) {
    clua_context *context = clua_context_of(L);
    return context->deadline > 0 && clua_now() >= context->deadline;
}

void clua_count_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    if (!clua_past_deadline(L)) {
        /* Left on from a call that ended (or an inner one whose deadline passed): off again. */
        if (clua_alarm_ready()) lua_sethook(L, NULL, 0, 0);
        else clua_periodic_hook(L);  /* no alarm: back to every CLUA_HOOK_INTERVAL instructions */
        return;
    }
    /* The error leaves this thread with hooks off; a coroutine is marked so that its
     * `__close` handlers are never run that way (guards.c). */
    clua_remember_killed(L);
    clua_raise_timeout(L, 0);
}

void clua_meter_start(clua_meter *meter, lua_State *L) {
    meter->L = L;
    meter->left = CLUA_STEPS_PER_CHECK;
}

void clua_meter_check(clua_meter *meter) {
    meter->left = CLUA_STEPS_PER_CHECK;
    if (clua_past_deadline(meter->L)) clua_raise_timeout(meter->L, 1);
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
    clua_context_of(L)->enforce = 0;
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

int clua_trampoline(lua_State *L) {
    /* Checked, so that a trusted script's debug.setupvalue cannot pass any other userdata. */
    void **slot = (void **)luaL_testudata(L, lua_upvalueindex(1), CLUA_BOX_METATABLE);
    int results = clua_swift_dispatch(L, slot != NULL ? *slot : NULL);
    if (results < 0) return lua_error(L); /* the Swift frame has returned */
    return results;
}

int clua_current_line(lua_State *L) {
    lua_Debug frame;
    lua_Integer level = luaL_optinteger(L, 1, 1);
    int line = level >= 0 && level < INT_MAX && lua_getstack(L, (int)level, &frame) && lua_getinfo(L, "l", &frame)
        ? frame.currentline : 0;
    lua_pushinteger(L, line > 0 ? line : 0);
    return 1;
}
