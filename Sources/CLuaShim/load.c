/* `load` compiles in C: it hands the parser 64 KiB at a time and checks the clock between;
 * `clua_load_text` does the same for the host's own loads of scripts and modules. */

#include "clua_guards.h"
#include "meter.h"

#include <lauxlib.h>
#include <string.h>

#define LOAD_PIECE (64 * 1024)
#define READER_SLOT 5  /* where a reader function's last piece is kept alive */

typedef struct chunk_reader {
    const char *text;
    size_t left;
    int from_function;
    clua_meter meter;
    const char *source;  /* for the host's loads: the chunk as errors name it, else NULL */
    int line;            /* the line the parser has reached (the host's loads) */
} chunk_reader;

/* Asks the script's reader function (argument 1) for its next piece. */
static void next_piece(lua_State *L, chunk_reader *reader) {
    luaL_checkstack(L, 2, "too many nested functions");
    lua_pushvalue(L, 1);
    lua_call(L, 0, 1);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        reader->from_function = 0;
        return;
    }
    if (!lua_isstring(L, -1)) luaL_error(L, "reader function must return a string");
    lua_replace(L, READER_SLOT);
    reader->text = lua_tolstring(L, READER_SLOT, &reader->left);
    if (reader->left == 0) reader->from_function = 0;  /* an empty piece ends the chunk */
}

static const char *read_piece(lua_State *L, void *data, size_t *size) {
    chunk_reader *reader = (chunk_reader *)data;
    if (reader->left == 0 && reader->from_function) next_piece(L, reader);
    if (reader->source == NULL) {
        clua_meter_check(&reader->meter);
    } else if (clua_past_deadline(L)) {
        clua_raise_timeout_at(L, reader->source, reader->line);
    }
    size_t piece = reader->left < LOAD_PIECE ? reader->left : LOAD_PIECE;
    const char *text = reader->text;
    reader->text += piece;
    reader->left -= piece;
    if (reader->source != NULL) {
        for (const char *c = text; (c = memchr(c, '\n', (size_t)(text + piece - c))) != NULL; c++) reader->line++;
    }
    *size = piece;
    return piece > 0 ? text : NULL;
}

int clua_load_text(lua_State *L, const char *text, size_t length, const char *name) {
    /* Errors name the chunk as Lua does: `@app.lua` as `app.lua`, `=name` as `name`. */
    const char *source = name[0] == '@' || name[0] == '=' ? name + 1 : name;
    chunk_reader reader = {text, length, 0, {L, 0}, source, 1};
    clua_meter_start(&reader.meter, L);
    return lua_load(L, read_piece, &reader, name, "t");
}

/* `load(chunk [, name [, mode [, env]]])`; a closure whose upvalue is a mode string keeps
 * to that mode whatever the script asks (the sandbox's text-only load). */
int clua_load(lua_State *L) {
    size_t length;
    const char *text = lua_tolstring(L, 1, &length);
    const char *mode = luaL_optstring(L, 3, "bt");
    if (lua_type(L, lua_upvalueindex(1)) == LUA_TSTRING) mode = lua_tostring(L, lua_upvalueindex(1));
    int environment = lua_isnone(L, 4) ? 0 : 4;
    chunk_reader reader = {text, text != NULL ? length : 0, text == NULL, {L, 0}, NULL, 0};
    clua_meter_start(&reader.meter, L);
    const char *name;
    if (text != NULL) {
        name = luaL_optstring(L, 2, text);
    } else {
        name = luaL_optstring(L, 2, "=(load)");
        luaL_checktype(L, 1, LUA_TFUNCTION);
        lua_settop(L, READER_SLOT);
    }
    int status = lua_load(L, read_piece, &reader, name, mode);
    if (status != LUA_OK) {
        luaL_pushfail(L);
        lua_insert(L, -2);
        return 2;
    }
    if (environment != 0) {
        lua_pushvalue(L, environment);
        if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    }
    return 1;
}
