/* Declarations shared by the shim's C files (not imported by Swift). */

#ifndef CLUASHIM_INTERNAL_H
#define CLUASHIM_INTERNAL_H

#include "CLuaShim.h"

#include <string.h>

/* arena.c: what clua_alloc does with the memory of a state (the cap is clua_alloc's). */
void *clua_arena_resize(clua_context *context, void *block, size_t old, size_t size);
void clua_arena_release(clua_context *context, void *block, size_t size);

/* alarm.c: the real-time signal of the deadline alarm is SIGRTMIN plus this (one nothing
 * else in the process uses; if something else has a handler for it, the alarm falls back to
 * a periodic hook). */
#define CLUA_ALARM_SIGNAL_OFFSET 7
/* Whether this OS thread's alarm has a timer (else the hook runs periodically). */
int clua_alarm_ready(void);
/* Sets the count hook on `L` to run every CLUA_HOOK_INTERVAL instructions (the fallback),
 * unless it already does: its count goes on. */
void clua_periodic_hook(lua_State *L);

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

/* pattern.c: Lua 5.4's patterns, matched step by step under a meter. */

/* As in Lua 5.4 (lstrlib.c): at most 32 captures in a pattern. */
#define CLUA_MAXIMUM_CAPTURES 32
#define CLUA_CAPTURE_OPEN (-1)
#define CLUA_CAPTURE_POSITION (-2)

typedef struct clua_pattern {
    lua_State *L;
    clua_meter meter;
    const char *subject;      /* the whole subject (positions count from here) */
    const char *subject_end;  /* its end; Lua strings keep a '\0' there */
    const char *pattern_end;
    int depth;                /* recursion still allowed */
    int count;                /* captures opened so far */
    const char *lead, *lead_end;  /* the item every match starts with (clua_pattern_find_lead) */
    int lead_byte;            /* that item's character when it is a literal one, else -1 */
    struct {
        const char *start;
        ptrdiff_t length;     /* or CLUA_CAPTURE_OPEN / CLUA_CAPTURE_POSITION */
    } captures[CLUA_MAXIMUM_CAPTURES];
} clua_pattern;

void clua_pattern_start(clua_pattern *m, lua_State *L, const char *subject, size_t subject_length,
                        const char *pattern, size_t pattern_length);
/* The end of a match of `pattern` starting exactly at `s`, or NULL (captures reset first). */
const char *clua_pattern_match(clua_pattern *m, const char *s, const char *pattern);
/* Pushes capture `i` (the whole match s..e when there are none and i is 0). */
void clua_pattern_push_capture(clua_pattern *m, int i, const char *s, const char *e);
/* Pushes every capture (or the whole match when `s` is not NULL and there are none). */
int clua_pattern_push_captures(clua_pattern *m, const char *s, const char *e);
/* Capture `i` as text (returns its length, `*start` set) or, for a position capture,
 * pushes the position and returns CLUA_CAPTURE_POSITION. */
ptrdiff_t clua_pattern_capture(clua_pattern *m, int i, const char *s, const char *e, const char **start);

/* Notes the item every match of `p` must start with, if there is one (not a capture, a
 * special item, or one that may match nothing), so searches can skip where it fails. */
void clua_pattern_find_lead(clua_pattern *m, const char *p);
/* The first position from `from` on where that item matches, or NULL. */
const char *clua_pattern_skip(clua_pattern *m, const char *from);

/* The first position from `from` on where a match can start, or NULL when none can. */
static inline const char *clua_pattern_next_start(clua_pattern *m, const char *from) {
    return m->lead_end == NULL ? from : clua_pattern_skip(m, from);
}

/* Whether `p` holds none of the characters that make a pattern special. */
int clua_pattern_is_plain(const char *p, size_t length);
/* The first occurrence of `needle` in `haystack`, or NULL, charged to `meter`. */
const char *clua_find_plain(clua_meter *meter, const char *haystack, size_t haystack_length,
                            const char *needle, size_t needle_length);

#endif
