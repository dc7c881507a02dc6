/* Calls with a budget of their own, made from Lua: the spec runner's walk calls every spec
 * function this way (clua_budgeted_call) instead of returning to the host for each one.
 *
 * Each call gets what a protected call from the host gets (LuaVM.callProtected): a fresh
 * deadline the alarm watches (a hook a timeout left turns itself off), the timeout and cap
 * flags cleared, the message handler that keeps the traceback. It returns whether fn
 * succeeded and when it began and ended; when it failed, its error object, status and flags
 * are kept for the host (clua_take_budgeted_failure). Either way the code after it, the
 * walk's own, gets a fresh budget too, as the next call from the host would. */

#include "clua_budgeted.h"
#include "clua_calls.h"
#include "clua_context.h"

static char failure_key;  /* registry: the error object of the last failed budgeted call */

/* A fresh budget of `seconds` (none when 0) from `now`, as LuaVM.beginLimits sets one; the
 * alarm must then watch the thread that runs under it (clua_watch). */
static void start_budget(clua_context *context, double seconds, double now) {
    clua_deadline_start(&context->deadline, seconds, now);
    clua_set_cap_refused(&context->memory, 0);
}

int clua_budgeted_call(lua_State *L) {
    clua_context *context = clua_context_of(L);
    double seconds = lua_tonumber(L, lua_upvalueindex(1));
    lua_settop(L, 1);
    lua_pushcfunction(L, clua_traceback);
    lua_insert(L, 1);
    /* One clock read at each end: the budget starts when the call does, the walk's new one
     * when it ended. */
    double began = clua_now();
    start_budget(context, seconds, began);
    lua_State *watched = clua_watch(L);
    int enforce = clua_enforce_cap(&context->memory, 1);
    int status = lua_pcall(L, 0, 0, 1);
    double ended = clua_now();
    clua_budgeted *kept = &context->budgeted;  /* what the call left, for the host */
    kept->status = status;
    kept->refused = clua_cap_refused(&context->memory);
    kept->deadline = context->deadline;
    start_budget(context, seconds, ended);
    clua_watch(watched);
    if (status != LUA_OK) {
        clua_enforce_cap(&context->memory, 0);  /* bookkeeping, not the script's memory */
        lua_rawsetp(L, LUA_REGISTRYINDEX, &failure_key);
    }
    lua_pushboolean(L, status == LUA_OK);
    lua_pushnumber(L, began);
    lua_pushnumber(L, ended);
    clua_enforce_cap(&context->memory, enforce);
    return 3;
}

void clua_restart_budget(lua_State *L, double seconds) {
    start_budget(clua_context_of(L), seconds, clua_now());
    clua_watch(L);
}

int clua_take_budgeted_failure(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &failure_key);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &failure_key);
    clua_context *context = clua_context_of(L);
    clua_set_cap_refused(&context->memory, context->budgeted.refused);
    /* What the host then does with the error object (its `__tostring`) runs under the budget
     * of the call that raised it, not the walk's: a `__tostring` that never returns costs
     * that one call. The host restores the walk's budget after (LuaVM.endLimits). */
    if (clua_deadline_resume(&context->deadline, &context->budgeted.deadline)) clua_watch(L);
    return context->budgeted.status;
}
