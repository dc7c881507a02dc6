/* What the count hook (deadline.c) needs of the alarm (alarm.c). */

#ifndef CLUA_ALARM_H
#define CLUA_ALARM_H

#include <lua.h>

/* The real-time signal of the deadline alarm is SIGRTMIN plus this (one nothing else in the
 * process uses; if something else has a handler for it, the alarm falls back to a periodic
 * hook). */
#define CLUA_ALARM_SIGNAL_OFFSET 7
/* Whether this OS thread's alarm has a timer (else the hook runs periodically). */
int clua_alarm_ready(void);
/* Sets the count hook on `L` to run every CLUA_HOOK_INTERVAL instructions (the fallback),
 * unless it already does: its count goes on. */
void clua_periodic_hook(lua_State *L);

#endif
