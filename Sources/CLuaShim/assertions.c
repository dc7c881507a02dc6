/* The spec runner's common assertions decided in C when they pass (BustedAssertions.swift),
 * and luassert's deep comparison of plain tables.
 *
 * clua_assertion_check(made, ...) is what the __call of an assertion chain the runner's
 * `assert` hands out asks first: `made` is a table { chain, uses, message, real, key, keys }
 * whose chain (a table) says what it checks in its first four slots: an ASSERTION_* code
 * (0: none here), the argument luassert keeps as the failure message, whether it negates,
 * the type a type check wants. When the check is plain and holds, it does what the Lua
 * __call does then (counts the use, keeps a message given) and returns true; the __call then
 * returns the arguments. Anything else (a failure, tables `equal` compares, tables `same`
 * cannot decide, a chain luassert already made a state for, `error` and `matches`) returns
 * false, and the Lua __call decides as luassert would, in a tail call, so that luassert's
 * error levels still find the spec's line.
 *
 * A passing `assert.equal(1, 1)` cost about 5,400 instructions, 2,700 of them in the Lua
 * __call (three vararg calls and their argument copies); with this check first, and the
 * chain a read hands out kept for the next read (BustedAssertions), about 2,700 in all.
 *
 * clua_deep_same(a, b) is luassert's util.deepcompare of two tables, for tables without
 * metatables: true, false, or nil when luassert must decide (a metatable, userdata, more
 * than 30 levels deep). Written in Lua it cost about 1,000 instructions an element (five
 * calls of C functions: next, rawget, type twice, getmetatable); here about 150. */

#include "internal.h"

enum {
    ASSERTION_EQUAL = 1,
    ASSERTION_SAME = 2,
    ASSERTION_TRUTHY = 3,
    ASSERTION_FALSY = 4,
    ASSERTION_TRUE = 5,
    ASSERTION_FALSE = 6,
    ASSERTION_TYPE = 7,
};

/* What Lua's type() says of the value at `index`, as a type code (light userdata is
 * "userdata" too). */
static int type_of(lua_State *L, int index) {
    int type = lua_type(L, index);
    return type == LUA_TLIGHTUSERDATA ? LUA_TUSERDATA : type;
}

/* equal: 1 when the two arguments are raw equal, 0 when they differ and no __eq can say
 * otherwise, -1 when luassert must decide. */
static int equal(lua_State *L, int n) {
    if (n < 2) return -1;
    if (lua_rawequal(L, 2, 3)) return 1;
    int a = type_of(L, 2);
    if (a != type_of(L, 3)) return 0;
    return a == LUA_TTABLE || a == LUA_TUSERDATA ? -1 : 0;
}

/* util.deepcompare(a, b) for the tables at `a` and `b` (absolute indices): 1 the same, 0
 * not, -1 when luassert must decide. As luassert: every key of a must be in b with a value
 * that compares the same (tables deeply, anything else by ==, which no metamethod can answer
 * for values of which at most one is a table), then every key of b in a. Raises nothing: no
 * call here allocates or calls a metamethod. */
static int deep_same(lua_State *L, int a, int b, int depth) {
    if (lua_rawequal(L, a, b)) return 1;
    if (depth > 30 || !lua_checkstack(L, 4)) return -1;
    if (lua_getmetatable(L, a)) {
        lua_pop(L, 1);
        return -1;
    }
    if (lua_getmetatable(L, b)) {
        lua_pop(L, 1);
        return -1;
    }
    lua_pushnil(L);
    while (lua_next(L, a)) {  /* key, v1 */
        lua_pushvalue(L, -2);
        int t2 = lua_rawget(L, b);  /* key, v1, v2 */
        int t1 = lua_type(L, -2);
        int verdict = 1;
        if (t2 == LUA_TNIL) {
            verdict = 0;
        } else if (t1 == LUA_TTABLE && t2 == LUA_TTABLE) {
            int top = lua_gettop(L);
            verdict = deep_same(L, top - 1, top, depth + 1);
        } else if (t1 == LUA_TUSERDATA || t1 == LUA_TLIGHTUSERDATA || t2 == LUA_TUSERDATA || t2 == LUA_TLIGHTUSERDATA) {
            verdict = -1;
        } else if (!lua_rawequal(L, -2, -1)) {
            verdict = 0;
        }
        if (verdict != 1) {
            lua_pop(L, 3);
            return verdict;
        }
        lua_pop(L, 2);
    }
    lua_pushnil(L);
    while (lua_next(L, b)) {  /* key, v2 */
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, a) == LUA_TNIL) {
            lua_pop(L, 2);
            return 0;
        }
        lua_pop(L, 1);
    }
    return 1;
}

/* same: two tables compare deeply, anything else as equal. */
static int same(lua_State *L, int n) {
    if (n < 2) return -1;
    if (lua_type(L, 2) != LUA_TTABLE || lua_type(L, 3) != LUA_TTABLE) return equal(L, n);
    return deep_same(L, 2, 3, 1);
}

/* Whether the check `check` of the arguments (after the chain at 1) holds: 1, 0, or -1 when
 * it is not plain. `kind` is the index of the type name a type check wants. */
static int holds(lua_State *L, int check, int kind, int n) {
    switch (check) {
    case ASSERTION_EQUAL: return equal(L, n);
    case ASSERTION_SAME: return same(L, n);
    case ASSERTION_TRUTHY: return n < 1 ? -1 : lua_toboolean(L, 2);
    case ASSERTION_FALSY: return n < 1 ? -1 : !lua_toboolean(L, 2);
    case ASSERTION_TRUE: return lua_isboolean(L, 2) && lua_toboolean(L, 2);
    case ASSERTION_FALSE: return lua_isboolean(L, 2) && !lua_toboolean(L, 2);
    case ASSERTION_TYPE: {
        const char *wanted = lua_tostring(L, kind);
        return wanted != NULL && strcmp(lua_typename(L, type_of(L, 2)), wanted) == 0;
    }
    default: return -1;
    }
}

int clua_assertion_check(lua_State *L) {
    int n = lua_gettop(L) - 1;
    /* the first two arguments are nil when missing (not what is pushed after them) */
    int top = n < 2 ? 3 : n + 1;
    lua_settop(L, top);
    /* made[4] is false until luassert's own state stands for the chain */
    if (lua_type(L, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 4) != LUA_TBOOLEAN || lua_toboolean(L, -1)
        || lua_rawgeti(L, 1, 1) != LUA_TTABLE || lua_rawgeti(L, 1, 2) != LUA_TNUMBER) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_Integer uses = lua_tointeger(L, -1) + 1;
    int chain = top + 2;
    int check = lua_rawgeti(L, chain, 1) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : 0;
    lua_Integer message_at = lua_rawgeti(L, chain, 2) == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
    lua_rawgeti(L, chain, 3);
    int positive = lua_toboolean(L, -1) ? uses % 2 == 0 : 1;  /* luassert flips a negation on every call */
    lua_rawgeti(L, chain, 4);
    int verdict = holds(L, check, lua_gettop(L), n);
    if (verdict < 0 || verdict != positive) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_settop(L, chain);
    lua_pushinteger(L, uses);
    lua_rawseti(L, 1, 2);
    if (message_at > 0 && n >= message_at && !lua_isnil(L, (int)message_at + 1)) {
        lua_pushvalue(L, (int)message_at + 1);
        lua_rawseti(L, 1, 3);
        /* a chain with a message of its own is no longer the one `assert` hands out */
        if (lua_getfield(L, chain, "shared") != LUA_TNIL && lua_rawequal(L, -1, 1)) {
            lua_pushnil(L);
            lua_setfield(L, chain, "shared");
        }
    }
    lua_pushboolean(L, 1);
    return 1;
}

int clua_deep_same(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    int verdict = deep_same(L, 1, 2, 1);
    if (verdict < 0) lua_pushnil(L); else lua_pushboolean(L, verdict);
    return 1;
}
