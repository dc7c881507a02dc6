/* The string functions that can run long inside C, as the host installs them in `string`:
 * `find`, `match`, `gmatch` and `gsub` on the metered matcher of pattern.c, and `rep`, whose
 * empty case Lua loops over. Arguments, results and errors are those of Lua 5.4's own. */

#include "clua_guards.h"
#include "pattern.h"

#include <lauxlib.h>

#include <limits.h>
#include <string.h>

/* A 1-based, possibly negative, start position as an offset clipped to [0, inf). */
static size_t start_offset(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position - 1;
    if (position == 0 || position < -(lua_Integer)length) return 0;
    return length - (size_t)(-position);
}

/* Starts matching the pattern `*p` in `s`. A leading `^` anchors it: it is skipped and 1 is
 * returned; otherwise the item every match starts with is found, so searches skip ahead. */
static int start_search(clua_pattern *m, lua_State *L, const char *s, size_t length,
                        const char **p, size_t pattern_length) {
    int anchored = **p == '^';
    if (anchored) {
        (*p)++;
        pattern_length--;
    }
    clua_pattern_start(m, L, s, length, *p, pattern_length);
    if (!anchored) clua_pattern_find_lead(m, *p);
    return anchored;
}

/* find and match share everything but what they return. */
static int search(lua_State *L, int find) {
    size_t length, pattern_length;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &pattern_length);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), length);
    if (init > length) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || clua_pattern_is_plain(p, pattern_length))) {
        clua_meter meter;
        clua_meter_start(&meter, L);
        const char *found = clua_find_plain(&meter, s + init, length - init, p, pattern_length);
        if (found == NULL) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (found - s) + 1);
        lua_pushinteger(L, (lua_Integer)((found - s) + pattern_length));
        return 2;
    }
    clua_pattern m;
    int anchored = start_search(&m, L, s, length, &p, pattern_length);
    const char *from = s + init;
    do {
        if ((from = clua_pattern_next_start(&m, from)) == NULL) break;
        const char *end = clua_pattern_match(&m, from, p);
        if (end != NULL) {
            if (!find) return clua_pattern_push_captures(&m, from, end);
            lua_pushinteger(L, (from - s) + 1);
            lua_pushinteger(L, end - s);
            return clua_pattern_push_captures(&m, NULL, NULL) + 2;
        }
    } while (from++ < m.subject_end && !anchored);
    luaL_pushfail(L);
    return 1;
}

int clua_string_find(lua_State *L) { return search(L, 1); }

int clua_string_match(lua_State *L) { return search(L, 0); }

/* ---- gmatch ---- */

typedef struct iteration {
    const char *next;        /* where the next search starts */
    const char *last_end;    /* end of the last match: an empty match may not end there again */
    const char *pattern;
    clua_pattern m;
} iteration;

static int gmatch_next(lua_State *L) {
    iteration *it = (iteration *)lua_touserdata(L, lua_upvalueindex(3));
    it->m.L = L;
    it->m.meter.L = L;
    for (const char *from = it->next; from <= it->m.subject_end; from++) {
        if ((from = clua_pattern_next_start(&it->m, from)) == NULL) break;
        const char *end = clua_pattern_match(&it->m, from, it->pattern);
        if (end != NULL && end != it->last_end) {
            it->next = it->last_end = end;
            return clua_pattern_push_captures(&it->m, from, end);
        }
    }
    return 0;
}

int clua_string_gmatch(lua_State *L) {
    size_t length, pattern_length;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &pattern_length);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), length);
    if (init > length) init = length + 1;
    lua_settop(L, 2);  /* the closure keeps both strings alive */
    iteration *it = (iteration *)lua_newuserdatauv(L, sizeof(iteration), 0);
    clua_pattern_start(&it->m, L, s, length, p, pattern_length);
    it->next = s + init;
    it->last_end = NULL;
    it->pattern = p;
    clua_pattern_find_lead(&it->m, p);
    lua_pushcclosure(L, gmatch_next, 3);
    return 1;
}

/* ---- gsub ---- */

/* Appends a replacement string with its `%0`..`%9` and `%%` expanded. */
static void add_template(clua_pattern *m, luaL_Buffer *b, const char *s, const char *e) {
    size_t length;
    const char *text = lua_tolstring(m->L, 3, &length);
    const char *escape;
    while ((escape = memchr(text, '%', length)) != NULL) {
        luaL_addlstring(b, text, (size_t)(escape - text));
        char code = escape[1];  /* '\0' after a final '%' */
        if (code == '%') {
            luaL_addchar(b, '%');
        } else if (code == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (code >= '1' && code <= '9') {
            const char *start;
            ptrdiff_t capture = clua_pattern_capture(m, code - '1', s, e, &start);
            if (capture == CLUA_CAPTURE_POSITION) luaL_addvalue(b);
            else luaL_addlstring(b, start, (size_t)capture);
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
        }
        length -= (size_t)(escape + 2 - text);
        text = escape + 2;
    }
    luaL_addlstring(b, text, length);
}

/* Appends the replacement of the match s..e; returns whether the text changed. */
static int add_replacement(clua_pattern *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = m->L;
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int count = clua_pattern_push_captures(m, s, e);
        lua_call(L, count, 1);
    } else if (kind == LUA_TTABLE) {
        clua_pattern_push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_template(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

int clua_string_gsub(lua_State *L) {
    size_t length, pattern_length;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &pattern_length);
    int kind = lua_type(L, 3);
    lua_Integer limit = luaL_optinteger(L, 4, (lua_Integer)length + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE,
                     3, "string/function/table");
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    clua_pattern m;
    int anchored = start_search(&m, L, s, length, &p, pattern_length);
    const char *from = s, *last_end = NULL;
    lua_Integer count = 0;
    int changed = 0;
    while (count < limit) {
        if (m.lead_end != NULL) {  /* copy what no match can start in */
            const char *start = clua_pattern_skip(&m, from);
            const char *skipped = start != NULL ? start : m.subject_end;
            luaL_addlstring(&b, from, (size_t)(skipped - from));
            from = skipped;
            if (start == NULL) break;
        }
        const char *end = clua_pattern_match(&m, from, p);
        if (end != NULL && end != last_end) {
            count++;
            changed |= add_replacement(&m, &b, from, end, kind);
            from = last_end = end;
        } else if (from < m.subject_end) {
            luaL_addchar(&b, *from++);
        } else {
            break;
        }
        if (anchored) break;
    }
    if (changed) {
        luaL_addlstring(&b, from, (size_t)(m.subject_end - from));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1);
    }
    lua_pushinteger(L, count);
    return 2;
}

/* ---- rep ---- */

/* Lua's `string.rep`, except that the empty result costs nothing (Lua loops `n` times to make
 * it) and the copies double, so a long result costs a few memcpy calls. */
int clua_string_rep(lua_State *L) {
    size_t length, separator_length;
    const char *s = luaL_checklstring(L, 1, &length);
    lua_Integer n = luaL_checkinteger(L, 2);
    const char *separator = luaL_optlstring(L, 3, "", &separator_length);
    size_t unit = length + separator_length;
    if (n <= 0 || unit == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    if (unit < length || unit > (size_t)INT_MAX / (size_t)n) return luaL_error(L, "resulting string too large");
    size_t total = (size_t)n * length + (size_t)(n - 1) * separator_length;
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, total);
    /* The result is `s sep s sep ... s`: write one `s sep`, then copy what is written. */
    memcpy(out, s, length);
    if (total > length) memcpy(out + length, separator, separator_length);
    size_t written = unit < total ? unit : total;
    while (written < total) {
        size_t copy = written < total - written ? written : total - written;
        memcpy(out + written, out, copy);
        written += copy;
    }
    luaL_pushresultsize(&b, total);
    return 1;
}
