#ifndef CLUA_RECORDS_H
#define CLUA_RECORDS_H

/* A plain record read in one call (records.c). */

#include <stddef.h>
#include <stdint.h>
#include <lua.h>

/* One field of a record read by clua_read_record. */
typedef struct clua_field {
    int type;           /* LUA_TSTRING, LUA_TNUMBER or LUA_TBOOLEAN */
    const char *bytes;  /* a string's bytes, `length` of them (alive while the table holds it) */
    size_t length;
    int boolean;
    int is_integer;
    lua_Integer integer;
    lua_Number number;
} clua_field;

/* Reads the table at `index`, raw, when it is a plain record: nothing at key 1, every key one
 * of the `count` (at most 64) strings `names`, every value a string, a number or a boolean.
 * Keys are compared by address: each name is the contents of a short string of this state,
 * and Lua keeps one copy of each short string, so an equal key is that very string. The field
 * whose key is `names[p]` goes to `fields[p]`, and bit p of `present` says it is there.
 * Returns 1, or 0 when the table is no such record (the caller reads it the general way).
 * Raises no error. */
int clua_read_record(lua_State *L, int index, const char *const *names, int count,
                     clua_field *fields, uint64_t *present);

#endif
