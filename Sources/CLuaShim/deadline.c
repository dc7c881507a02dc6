/* The time budget's clock, count hook and timeout (clua_deadline.h), and the meter that
 * carries the budget into long C loops (meter.h). */

#include "clua_context.h"
#include "clua_calls.h"
#include "clua_guards.h"
#include "alarm.h"
#include "meter.h"

#include <time.h>

double clua_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

void clua_deadline_start(clua_deadline *deadline, double seconds, double now) {
    deadline->at = seconds > 0 ? now + seconds : 0;
    deadline->timed_out = 0;
    clua_deadline_publish(deadline, deadline->at);
}

int clua_deadline_resume(clua_deadline *deadline, const clua_deadline *kept) {
    deadline->timed_out = kept->timed_out;
    if (kept->at <= 0 || (deadline->at > 0 && deadline->at <= kept->at)) return 0;
    deadline->at = kept->at;
    clua_deadline_publish(deadline, kept->at);
    return 1;
}

/* Raises the timeout after the position pushed on the stack. */
static int raise_timeout(lua_State *L) {
    clua_deadline *deadline = clua_deadline_of(L);
    deadline->timed_out = 1;
    /* Fire again on the very next instruction: a script `pcall` that caught this error
     * cannot keep running (nor the resumer of a coroutine it ends). */
    clua_expire(L);
    lua_pushfstring(L, "script timed out after %d ms", deadline->budget_ms);
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
    double at = clua_deadline_of(L)->at;
    return at > 0 && clua_now() >= at;
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
     * `__close` handlers are never run that way (coroutines.c). */
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
