#ifndef CLUA_BUDGETED_H
#define CLUA_BUDGETED_H

/* Calls with a budget of their own, made from Lua (budgeted.c): the spec runner's walk calls
 * every spec function this way instead of returning to the host for each one. */

#include <lua.h>

#include "clua_deadline.h"

/* What budgeted.c keeps for a state (its clua_context's `budgeted`): the status, the cap
 * flag and the deadline of the last budgeted call, as they were when it ended. */
typedef struct clua_budgeted {
    int status;
    int refused;
    clua_deadline deadline;
} clua_budgeted;

/* `call(fn)`, with upvalue 1 the budget in seconds (0: none): runs fn in a protected call
 * with a fresh budget of its own and returns whether it succeeded and the clock when it began
 * and ended; the code after it gets a fresh budget too. A failure is kept for
 * clua_take_budgeted_failure. */
int clua_budgeted_call(lua_State *L);
/* Pushes the error object of the last failed budgeted call and restores its timeout and cap
 * flags (as they were when it failed), and its deadline when that is the earlier one, so
 * that what the host does with the error object (its `__tostring`) runs under that call's
 * budget; returns its status. Call it inside the host's own limits (LuaVM.hostOperation),
 * which put the walk's back after. */
int clua_take_budgeted_failure(lua_State *L);
/* A fresh budget of `seconds` (0: none) from now for the code running on `L` (the walk's,
 * once the host has dealt with a failure), which the alarm then watches. */
void clua_restart_budget(lua_State *L, double seconds);

#endif
