/* Lua 5.4's pattern matching (manual section 6.4.1), written for this host so that a long
 * search can be stopped: every attempt and every character a repetition consumes is a step
 * on a meter that checks the time budget. Results, captures and error messages are those of
 * Lua's own string library; Tests/LuaBridgeTests/PatternDifferentialTests.swift compares the
 * two over a generated corpus.
 *
 * The search is the classic backtracking one (greedy `*` and `+` try the longest run first,
 * lazy `-` the shortest, `?` tries with the item first), since that order decides which match
 * Lua reports. Recursion is limited to the same depth as Lua's ("pattern too complex"). */

#include "pattern.h"

#include <lauxlib.h>

#include <ctype.h>
#include <string.h>

#define ESCAPE '%'
#define MAXIMUM_DEPTH 200

static const char *match(clua_pattern *m, const char *s, const char *p);

void clua_pattern_start(clua_pattern *m, lua_State *L, const char *subject, size_t subject_length,
                        const char *pattern, size_t pattern_length) {
    m->L = L;
    clua_meter_start(&m->meter, L);
    m->subject = subject;
    m->subject_end = subject + subject_length;
    m->pattern_end = pattern + pattern_length;
    m->depth = MAXIMUM_DEPTH;
    m->count = 0;
    m->lead_end = NULL;
}

const char *clua_pattern_match(clua_pattern *m, const char *s, const char *pattern) {
    m->count = 0;
    m->depth = MAXIMUM_DEPTH;
    clua_tick(&m->meter);
    return match(m, s, pattern);
}

/* ---- single items ---- */

/* Past the single-character item at `p`: `%x`, a `[set]`, or one character. */
static inline const char *item_end(clua_pattern *m, const char *p) {
    char first = *p++;
    if (first == ESCAPE) {
        if (p == m->pattern_end) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (first != '[') return p;
    if (*p == '^') p++;
    /* The first character of a set is never its end, so `[]]` is a set of one ']'. */
    do {
        if (p == m->pattern_end) luaL_error(m->L, "malformed pattern (missing ']')");
        char c = *p++;
        if (c == ESCAPE && p < m->pattern_end) p++;
    } while (*p != ']');
    return p + 1;
}

/* Whether `c` is in the class named by letter `cl` (`%a`...; upper case complements). */
static inline int in_class(int c, int cl) {
    int yes;
    switch (tolower(cl)) {
        case 'a': yes = isalpha(c); break;
        case 'c': yes = iscntrl(c); break;
        case 'd': yes = isdigit(c); break;
        case 'g': yes = isgraph(c); break;
        case 'l': yes = islower(c); break;
        case 'p': yes = ispunct(c); break;
        case 's': yes = isspace(c); break;
        case 'u': yes = isupper(c); break;
        case 'w': yes = isalnum(c); break;
        case 'x': yes = isxdigit(c); break;
        case 'z': yes = (c == 0); break;  /* still accepted by Lua 5.4 */
        default: return cl == c;          /* `%.` and friends: the character itself */
    }
    if (islower(cl)) return yes != 0;
    return yes == 0;
}

/* Whether `c` is in the set that opens at `open` ('[') and closes at `close` (']'). */
static inline int in_set(int c, const char *open, const char *close) {
    const char *p = open + 1;
    int inside = 1;
    if (*p == '^') {
        inside = 0;
        p++;
    }
    for (; p < close; p++) {
        if (*p == ESCAPE) {
            p++;
            if (in_class(c, (unsigned char)*p)) return inside;
        } else if (p[1] == '-' && p + 2 < close) {
            int low = (unsigned char)p[0], high = (unsigned char)p[2];
            p += 2;
            if (low <= c && c <= high) return inside;
        } else if ((unsigned char)*p == c) {
            return inside;
        }
    }
    return !inside;
}

/* Whether the item p..end matches the character at `s` (never past the subject's end). */
static inline int item_matches(clua_pattern *m, const char *s, const char *p, const char *end) {
    if (s >= m->subject_end) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
        case '.': return 1;
        case ESCAPE: return in_class(c, (unsigned char)p[1]);
        case '[': return in_set(c, p, end - 1);
        default: return (unsigned char)*p == c;
    }
}

/* ---- special items ---- */

/* `%bxy` at `s` (p points at x): past the balanced run, or NULL. */
static const char *balanced(clua_pattern *m, const char *s, const char *p) {
    if (p >= m->pattern_end - 1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subject_end || *s != *p) return NULL;
    char open = p[0], close = p[1];
    int depth = 1;
    while (++s < m->subject_end) {
        clua_tick(&m->meter);
        if (*s == close) {
            if (--depth == 0) return s + 1;
        } else if (*s == open) {
            depth++;
        }
    }
    return NULL;
}

/* `%f[set]` at `s` (p points at '['): whether the set starts here; `*next` is past it. The
 * characters before the subject and at its end count as '\0'. */
static int frontier(clua_pattern *m, const char *s, const char *p, const char **next) {
    if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
    const char *end = item_end(m, p);
    int before = s == m->subject ? 0 : (unsigned char)s[-1];
    int here = s < m->subject_end ? (unsigned char)*s : 0;
    *next = end;
    return !in_set(before, p, end - 1) && in_set(here, p, end - 1);
}

/* `%1`..`%9` at `s`: past a copy of that capture, or NULL. */
static const char *backreference(clua_pattern *m, const char *s, int digit) {
    int i = digit - '1';
    if (i < 0 || i >= m->count || m->captures[i].length == CLUA_CAPTURE_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", i + 1);
    size_t length = (size_t)m->captures[i].length;  /* a position capture never matches */
    if ((size_t)(m->subject_end - s) < length) return NULL;
    clua_charge(&m->meter, length);
    return memcmp(m->captures[i].start, s, length) == 0 ? s + length : NULL;
}

/* ---- captures ---- */

static const char *open_capture(clua_pattern *m, const char *s, const char *p, ptrdiff_t kind) {
    if (m->count >= CLUA_MAXIMUM_CAPTURES) luaL_error(m->L, "too many captures");
    int i = m->count++;
    m->captures[i].start = s;
    m->captures[i].length = kind;
    const char *end = match(m, s, p);
    if (end == NULL) m->count--;
    return end;
}

static const char *close_capture(clua_pattern *m, const char *s, const char *p) {
    int i = m->count - 1;
    while (i >= 0 && m->captures[i].length != CLUA_CAPTURE_OPEN) i--;
    if (i < 0) luaL_error(m->L, "invalid pattern capture");
    m->captures[i].length = s - m->captures[i].start;
    const char *end = match(m, s, p);
    if (end == NULL) m->captures[i].length = CLUA_CAPTURE_OPEN;
    return end;
}

/* ---- repetitions ---- */

/* `item*` (and the rest of `item+`): the longest run first, then shorter ones. */
static const char *greedy(clua_pattern *m, const char *s, const char *p, const char *end) {
    ptrdiff_t run = 0;
    while (item_matches(m, s + run, p, end)) {
        clua_tick(&m->meter);
        run++;
    }
    for (; run >= 0; run--) {
        const char *rest = match(m, s + run, end + 1);
        if (rest != NULL) return rest;
    }
    return NULL;
}

/* `item-`: the shortest run first, then one more at a time. */
static const char *lazy(clua_pattern *m, const char *s, const char *p, const char *end) {
    for (;;) {
        const char *rest = match(m, s, end + 1);
        if (rest != NULL) return rest;
        if (!item_matches(m, s, p, end)) return NULL;
        s++;
    }
}

/* ---- the matcher ---- */

/* An item with a repetition suffix (`*`, `+`, `-`, `?`) at `s`; `end` is past the item.
 * Returns the end of the whole match, or NULL; or sets `*again`, for the cases that go on
 * with the rest of the pattern (`*next`) from the position returned. */
static const char *repetition(clua_pattern *m, const char *s, const char *p, const char *end,
                              const char **next, int *again) {
    char suffix = *end;
    if (!item_matches(m, s, p, end)) {
        if (suffix == '+') return NULL;
        *next = end + 1;
        *again = 1;
        return s;
    }
    switch (suffix) {
        case '?': {
            const char *with = match(m, s + 1, end + 1);
            if (with != NULL) return with;
            *next = end + 1;
            *again = 1;
            return s;
        }
        case '+': return greedy(m, s + 1, p, end);
        case '*': return greedy(m, s, p, end);
        default: return lazy(m, s, p, end);
    }
}

static inline int is_suffix(char c) { return c == '*' || c == '+' || c == '-' || c == '?'; }

/* One item, optionally repeated: a plain item just steps on (the usual case, kept short);
 * a repeated one goes through `repetition`. */
static inline __attribute__((always_inline)) const char *item(clua_pattern *m, const char *s, const char *p, const char **next, int *again) {
    const char *end = item_end(m, p);
    if (is_suffix(*end)) return repetition(m, s, p, end, next, again);
    if (!item_matches(m, s, p, end)) return NULL;
    *next = end;
    *again = 1;
    return s + 1;
}

/* The end of a match of p..pattern_end at `s`, or NULL. Items that just continue with the
 * rest of the pattern loop here instead of recursing, so depth grows only where Lua's does. */
static const char *match(clua_pattern *m, const char *s, const char *p) {
    if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
    while (s != NULL && p != m->pattern_end) {
        clua_tick(&m->meter);
        int again = 0;
        const char *next = NULL;
        switch (*p) {
            case '(':
                s = p[1] == ')' ? open_capture(m, s, p + 2, CLUA_CAPTURE_POSITION)
                                : open_capture(m, s, p + 1, CLUA_CAPTURE_OPEN);
                break;
            case ')':
                s = close_capture(m, s, p + 1);
                break;
            case '$':
                if (p + 1 == m->pattern_end) {
                    s = s == m->subject_end ? s : NULL;
                    break;
                }
                s = item(m, s, p, &next, &again);
                break;
            case ESCAPE:
                switch (p[1]) {
                    case 'b':
                        s = balanced(m, s, p + 2);
                        next = p + 4;
                        again = 1;
                        break;
                    case 'f':
                        if (frontier(m, s, p + 2, &next)) again = 1;
                        else s = NULL;
                        break;
                    case '0': case '1': case '2': case '3': case '4':
                    case '5': case '6': case '7': case '8': case '9':
                        s = backreference(m, s, (unsigned char)p[1]);
                        next = p + 2;
                        again = 1;
                        break;
                    default:
                        s = item(m, s, p, &next, &again);
                }
                break;
            default:
                s = item(m, s, p, &next, &again);
        }
        if (!again) break;
        p = next;
    }
    m->depth++;
    return s;
}

/* ---- results ---- */

ptrdiff_t clua_pattern_capture(clua_pattern *m, int i, const char *s, const char *e, const char **start) {
    if (i >= m->count) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        *start = s;
        return e - s;
    }
    ptrdiff_t length = m->captures[i].length;
    *start = m->captures[i].start;
    if (length == CLUA_CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == CLUA_CAPTURE_POSITION) lua_pushinteger(m->L, (m->captures[i].start - m->subject) + 1);
    return length;
}

void clua_pattern_push_capture(clua_pattern *m, int i, const char *s, const char *e) {
    const char *start;
    ptrdiff_t length = clua_pattern_capture(m, i, s, e, &start);
    if (length != CLUA_CAPTURE_POSITION) lua_pushlstring(m->L, start, (size_t)length);
}

int clua_pattern_push_captures(clua_pattern *m, const char *s, const char *e) {
    int count = (m->count == 0 && s != NULL) ? 1 : m->count;
    luaL_checkstack(m->L, count, "too many captures");
    for (int i = 0; i < count; i++) clua_pattern_push_capture(m, i, s, e);
    return count;
}

/* ---- where a match can start ---- */

/* Past the single-character item at `p` like `item_end`, or NULL where that would raise. */
static const char *quiet_item_end(const clua_pattern *m, const char *p) {
    if (*p == ESCAPE) return p + 1 < m->pattern_end ? p + 2 : NULL;
    if (*p != '[') return p + 1;
    const char *q = p + 1;
    if (q < m->pattern_end && *q == '^') q++;
    do {
        if (q >= m->pattern_end) return NULL;
        if (*q++ == ESCAPE && q < m->pattern_end) q++;
    } while (q >= m->pattern_end || *q != ']');
    return q + 1;
}

void clua_pattern_find_lead(clua_pattern *m, const char *p) {
    m->lead = p;
    m->lead_end = NULL;
    m->lead_byte = -1;
    if (p >= m->pattern_end || strchr("$().", *p) != NULL) return;
    if (*p == ESCAPE && (p + 1 >= m->pattern_end || strchr("bf0123456789", p[1]) != NULL)) return;
    const char *end = quiet_item_end(m, p);
    if (end == NULL) return;
    char suffix = end < m->pattern_end ? *end : '\0';
    if (suffix == '*' || suffix == '?' || suffix == '-') return;  /* it may match nothing */
    m->lead_end = end;
    if (end == p + 1 && *p != '[') m->lead_byte = (unsigned char)*p;
}

const char *clua_pattern_skip(clua_pattern *m, const char *from) {
    const char *end = m->subject_end;
    if (m->lead_byte >= 0) {
        const char *hit = from < end ? memchr(from, m->lead_byte, (size_t)(end - from)) : NULL;
        clua_charge(&m->meter, (size_t)((hit != NULL ? hit : end) - from) / 64);
        return hit;
    }
    for (; from < end; from++) {
        if (item_matches(m, from, m->lead, m->lead_end)) return from;
        clua_tick(&m->meter);
    }
    return NULL;
}

/* ---- plain search ---- */

int clua_pattern_is_plain(const char *p, size_t length) {
    static const char specials[] = "^$*+?.([%-";
    for (size_t i = 0; i < length; i++) {
        if (p[i] != '\0' && strchr(specials, p[i]) != NULL) return 0;
    }
    return 1;
}

const char *clua_find_plain(clua_meter *meter, const char *haystack, size_t haystack_length,
                            const char *needle, size_t needle_length) {
    if (needle_length == 0) return haystack;
    if (needle_length > haystack_length) return NULL;
    const char *last = haystack + (haystack_length - needle_length);  /* last possible start */
    const char *from = haystack;
    while (from <= last) {
        const char *candidate = memchr(from, needle[0], (size_t)(last - from) + 1);
        if (candidate == NULL) return NULL;
        clua_charge(meter, (size_t)(candidate - from) / 64 + needle_length);
        if (memcmp(candidate + 1, needle + 1, needle_length - 1) == 0) return candidate;
        from = candidate + 1;
    }
    return NULL;
}
