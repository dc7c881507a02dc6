/* A long list's records read in one call: reading one through the API a field at a time,
 * from Swift, was most of what loading 10,000 tabs cost the host. */

#include "clua_records.h"

int clua_read_record(lua_State *L, int index, const char *const *names, int count,
                     clua_field *fields, uint64_t *present) {
    index = lua_absindex(L, index);
    *present = 0;
    if (count > 64) return 0;
    if (lua_rawgeti(L, index, 1) != LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    lua_pop(L, 1);
    lua_pushnil(L);
    while (lua_next(L, index)) {
        int type = lua_type(L, -1);
        const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        int name = 0;
        while (name < count && names[name] != key) name++;
        if (key == NULL || name == count
            || (type != LUA_TSTRING && type != LUA_TNUMBER && type != LUA_TBOOLEAN)) {
            lua_pop(L, 2);
            return 0;
        }
        clua_field *field = &fields[name];
        field->type = type;
        if (type == LUA_TSTRING) {
            field->bytes = lua_tolstring(L, -1, &field->length);
        } else if (type == LUA_TBOOLEAN) {
            field->boolean = lua_toboolean(L, -1);
        } else if ((field->is_integer = lua_isinteger(L, -1))) {
            field->integer = lua_tointeger(L, -1);
        } else {
            field->number = lua_tonumber(L, -1);
        }
        *present |= (uint64_t)1 << name;
        lua_pop(L, 1);
    }
    return 1;
}
