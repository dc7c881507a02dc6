/* Lua 5.4's patterns, matched step by step under a meter (pattern.c), for the string
 * functions (strings.c). */

#ifndef CLUA_PATTERN_H
#define CLUA_PATTERN_H

#include <stddef.h>
#include <lua.h>

#include "meter.h"

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
