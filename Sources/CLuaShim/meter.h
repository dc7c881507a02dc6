/* The time budget inside one C library call (deadline.c), for the guards: a countdown of
 * work steps that looks at the clock now and then, and the timeout it raises. */

#ifndef CLUA_METER_H
#define CLUA_METER_H

#include <stddef.h>
#include <lua.h>

/* Steps between two looks at the clock in long C loops: a clock read costs about as much
 * as a few dozen steps, so this keeps the overhead under a percent. */
#define CLUA_STEPS_PER_CHECK 4096

/* A countdown of work steps inside one C library call; every CLUA_STEPS_PER_CHECK steps it
 * compares the clock with the deadline and raises the timeout once it has passed. */
typedef struct clua_meter {
    lua_State *L;
    int left;
} clua_meter;

void clua_meter_start(clua_meter *meter, lua_State *L);
/* Looks at the clock now (and restarts the countdown); raises past the deadline. */
void clua_meter_check(clua_meter *meter);

static inline void clua_tick(clua_meter *meter) {
    if (--meter->left <= 0) clua_meter_check(meter);
}

/* Charges `steps` at once (a memcmp of that many bytes, say). */
static inline void clua_charge(clua_meter *meter, size_t steps) {
    if (steps >= (size_t)meter->left) clua_meter_check(meter);
    else meter->left -= (int)steps;
}

/* Marks the running call as timed out, re-arms the hook to fire on the next instruction and
 * raises `where: script timed out after N ms`, `where` being the function `level` up. */
int clua_raise_timeout(lua_State *L, int level);
/* The same at `source:line:` (a chunk being compiled, where no function runs yet). */
int clua_raise_timeout_at(lua_State *L, const char *source, int line);
/* True once the running call's deadline has passed. */
int clua_past_deadline(lua_State *L);

#endif
