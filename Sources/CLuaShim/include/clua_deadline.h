#ifndef CLUA_DEADLINE_H
#define CLUA_DEADLINE_H

/* The time budget: a deadline per call, the alarm that arms the count hook once it has passed
 * (alarm.c), the hook that raises the timeout (deadline.c). The guards (clua_guards.h) carry
 * it into the loops of library functions. */

#include <lua.h>

/* What the time budget keeps for a state (its clua_context's `deadline`). All zero for a new
 * state; the host sets `at` and `budget_ms` for each call. */
typedef struct clua_deadline {
    double at;         /* clua_now() seconds after which the count hook raises; 0: none */
    int budget_ms;     /* the budget named in the timeout message */
    int timed_out;     /* set by the count hook once the deadline has passed */
    double expired;    /* the deadline whose passing the alarm noticed (alarm.c) */
    double published;  /* the deadline as the watchdog thread reads it (atomic); 0: no call */
} clua_deadline;

/* Monotonic clock in seconds. */
double clua_now(void);

/* A fresh deadline `seconds` (0: none) from `now`, not yet timed out, published. The alarm
 * then watches the thread that runs under it (clua_watch). */
void clua_deadline_start(clua_deadline *deadline, double seconds, double now);

/* Puts back what `kept` (a copy of an earlier call's) says: its timeout flag, and its
 * deadline when that is the earlier one, published, so that what runs next is still within
 * that call's budget. Returns whether the deadline changed (the alarm must watch again). */
int clua_deadline_resume(clua_deadline *deadline, const clua_deadline *kept);

/* The deadline of the call running in a state, for the watchdog thread (atomic). */
static inline void clua_deadline_publish(clua_deadline *deadline, double at) {
    __atomic_store(&deadline->published, &at, __ATOMIC_RELAXED);
}

static inline double clua_deadline_published(clua_deadline *deadline) {
    double at;
    __atomic_load(&deadline->published, &at, __ATOMIC_RELAXED);
    return at;
}

/* Count hook, armed by the alarm once the deadline has passed: re-arms with count 1 and
 * raises the timeout error (a hook left on from an earlier call turns itself off). */
void clua_count_hook(lua_State *L, lua_Debug *ar);

/* alarm.c: the deadline alarm. Makes `L` (NULL: none) the Lua thread the alarm stops on this
 * OS thread, and returns the one it replaces, which the caller puts back when `L` stops
 * running. Call it after setting the deadline of L's call, and whenever another thread
 * starts running. Past a deadline already noticed it arms the hook on `L` at once. */
lua_State *clua_watch(lua_State *L);
/* Installs the deadline alarm's handler for SIGRTMIN+7 (once per process; nothing does
 * otherwise), so that every call from then on runs with no hook until its deadline. Returns 1
 * when the alarm is in use, 0 when it cannot be (something else handles the signal): the
 * count hook then looks at the clock every 10,000 instructions, as without it. */
int clua_use_deadline_signal(void);
/* Notes that the deadline of L's call has passed and arms the hook on `L` with count 1. */
void clua_expire(lua_State *L);
/* The deadline of the call this OS thread is running script code for, whatever its state
 * (another state's call that called the host, which called into this one), 0 when none;
 * `budget_ms` gets the budget its timeout message names. A call that begins inside it keeps
 * the earlier of the two, so the enclosing budget still covers it. */
double clua_running_deadline(int *budget_ms);

#endif
