/* The table functions whose loops a script sizes: `insert`, `remove` and `concat` run to the
 * length `__len` reports, `move` over any integer range, `sort` in n log n comparisons. Here
 * each iteration is a step on the time budget's meter. Arguments, results and errors are
 * those of Lua 5.4's own, except that `sort` is a heapsort: the order of equal elements
 * differs (Lua leaves it unspecified) and it never reports "invalid order function". */

#include "clua_guards.h"
#include "meter.h"

#include <lauxlib.h>

#include <limits.h>

enum { READ = 1, WRITE = 2, LENGTH = 4 };

static int has_field(lua_State *L, const char *name) {
    lua_pushstring(L, name);
    int present = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 1);
    return present;
}

/* Argument `arg` is a table, or has the metamethods that let it act like one for `needs`. */
static void check_table(lua_State *L, int arg, int needs) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    if (lua_getmetatable(L, arg)) {
        int ok = (!(needs & READ) || has_field(L, "__index"))
            && (!(needs & WRITE) || has_field(L, "__newindex"))
            && (!(needs & LENGTH) || has_field(L, "__len"));
        lua_pop(L, 1);
        if (ok) return;
    }
    luaL_checktype(L, arg, LUA_TTABLE);
}

static lua_Integer length_of(lua_State *L, int arg, int needs) {
    check_table(L, arg, needs | LENGTH);
    return luaL_len(L, arg);
}

int clua_table_insert(lua_State *L) {
    lua_Integer end = length_of(L, 1, READ | WRITE);
    end = (lua_Integer)((lua_Unsigned)end + 1u);  /* the first empty slot */
    lua_Integer position;
    switch (lua_gettop(L)) {
        case 2:
            position = end;
            break;
        case 3: {
            position = luaL_checkinteger(L, 2);
            luaL_argcheck(L, (lua_Unsigned)position - 1u < (lua_Unsigned)end, 2, "position out of bounds");
            clua_meter meter;
            clua_meter_start(&meter, L);
            for (lua_Integer i = end; i > position; i--) {
                clua_tick(&meter);
                lua_geti(L, 1, i - 1);
                lua_seti(L, 1, i);
            }
            break;
        }
        default:
            return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, position);
    return 0;
}

int clua_table_remove(lua_State *L) {
    lua_Integer size = length_of(L, 1, READ | WRITE);
    lua_Integer position = luaL_optinteger(L, 2, size);
    if (position != size)
        luaL_argcheck(L, (lua_Unsigned)position - 1u <= (lua_Unsigned)size, 1, "position out of bounds");
    lua_geti(L, 1, position);
    clua_meter meter;
    clua_meter_start(&meter, L);
    for (; position < size; position++) {
        clua_tick(&meter);
        lua_geti(L, 1, position + 1);
        lua_seti(L, 1, position);
    }
    lua_pushnil(L);
    lua_seti(L, 1, position);
    return 1;
}

int clua_table_move(lua_State *L) {
    lua_Integer first = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    lua_Integer to = luaL_checkinteger(L, 4);
    int target = lua_isnoneornil(L, 5) ? 1 : 5;
    check_table(L, 1, READ);
    check_table(L, target, WRITE);
    if (last >= first) {
        luaL_argcheck(L, first > 0 || last < LUA_MAXINTEGER + first, 3, "too many elements to move");
        lua_Integer count = last - first + 1;
        luaL_argcheck(L, to <= LUA_MAXINTEGER - count + 1, 4, "destination wrap around");
        /* Forward unless the ranges overlap with the destination after the source. */
        int forward = to > last || to <= first || (target != 1 && !lua_compare(L, 1, target, LUA_OPEQ));
        clua_meter meter;
        clua_meter_start(&meter, L);
        for (lua_Integer k = 0; k < count; k++) {
            lua_Integer i = forward ? k : count - 1 - k;
            clua_tick(&meter);
            lua_geti(L, 1, first + i);
            lua_seti(L, target, to + i);
        }
    }
    lua_pushvalue(L, target);
    return 1;
}

static void add_element(lua_State *L, luaL_Buffer *b, lua_Integer i) {
    lua_geti(L, 1, i);
    if (!lua_isstring(L, -1))
        luaL_error(L, "invalid value (%s) at index %I in table for 'concat'", luaL_typename(L, -1), (LUAI_UACINT)i);
    luaL_addvalue(b);
}

int clua_table_concat(lua_State *L) {
    lua_Integer last = length_of(L, 1, READ);
    size_t separator_length;
    const char *separator = luaL_optlstring(L, 2, "", &separator_length);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    last = luaL_optinteger(L, 4, last);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    clua_meter meter;
    clua_meter_start(&meter, L);
    for (; i < last; i++) {
        clua_tick(&meter);
        add_element(L, &b, i);
        luaL_addlstring(&b, separator, separator_length);
    }
    if (i == last) add_element(L, &b, i);
    luaL_pushresult(&b);
    return 1;
}

/* ---- sort ---- */

/* Whether the value at `a` sorts before the one at `b` (absolute indices): the script's
 * function at index 2, or `<`. */
static int before(lua_State *L, int a, int b) {
    if (lua_isnil(L, 2)) return lua_compare(L, a, b, LUA_OPLT);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a);
    lua_pushvalue(L, b);
    lua_call(L, 2, 1);
    int result = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return result;
}

/* Moves the value at the top down the max-heap t[1..size] from `hole`, then stores it. */
static void sift_down(lua_State *L, clua_meter *meter, lua_Integer hole, lua_Integer size) {
    int value = lua_gettop(L);
    for (lua_Integer child = 2 * hole; child <= size; child = 2 * hole) {
        clua_tick(meter);
        lua_geti(L, 1, child);
        if (child < size) {
            lua_geti(L, 1, child + 1);
            if (before(L, value + 1, value + 2)) {
                child++;
                lua_remove(L, value + 1);
            } else {
                lua_pop(L, 1);
            }
        }
        if (!before(L, value, value + 1)) {
            lua_pop(L, 1);
            break;
        }
        lua_seti(L, 1, hole);  /* the larger child moves up */
        hole = child;
    }
    lua_seti(L, 1, hole);
}

int clua_table_sort(lua_State *L) {
    lua_Integer size = length_of(L, 1, READ | WRITE);
    if (size <= 1) return 0;
    luaL_argcheck(L, size < INT_MAX, 1, "array too big");
    if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_settop(L, 2);
    luaL_checkstack(L, 8, "table too big to sort");
    clua_meter meter;
    clua_meter_start(&meter, L);
    for (lua_Integer root = size / 2; root >= 1; root--) {
        lua_geti(L, 1, root);
        sift_down(L, &meter, root, size);
    }
    for (lua_Integer end = size; end > 1; end--) {
        lua_geti(L, 1, end);  /* the last leaf, to be placed from the root */
        lua_geti(L, 1, 1);    /* the largest, to the end */
        lua_seti(L, 1, end);
        sift_down(L, &meter, 1, end - 1);
    }
    return 0;
}
