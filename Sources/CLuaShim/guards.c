/* The base and coroutine functions through which a script could make Lua run its code
 * where the count hook cannot fire (docs/safety.md, "The time budget"):
 *
 * - The alarm arms the hook on the Lua thread it is told is running (alarm.c): every resume
 *   (`coroutine.resume`, `coroutine.wrap`, a finalizer's coroutine) and every close of a
 *   coroutine's to-be-closed variables tells it, and tells it back when the coroutine stops.
 * - An error raised by the count hook runs the innermost `xpcall` handler with hooks off, so
 *   `xpcall` wraps the handler: once the call has timed out, it hands the error back untouched.
 * - A coroutine stopped by the hook keeps hooks off for good (lua_resume does not restore
 *   them), so `coroutine.close` and `coroutine.wrap` never run its `__close` handlers.
 * - `__gc` finalizers always run with hooks off: the sandbox's `setmetatable` refuses them;
 *   the trusted one runs a function `__gc` in a fresh coroutine, where hooks are allowed.
 * - `load` compiles in C: it hands the parser 64 KiB at a time and checks the clock between
 *   (`clua_load_text` does the same for the host's own loads of scripts and modules). */

#include "internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static char killed_key;      /* registry: weak set of coroutines the hook stopped */

/* Pushes the registry table at `key`, made (with weak keys) on first use. */
static void push_registry_table(lua_State *L, void *key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 4);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

void clua_remember_killed(lua_State *L) {
    if (lua_pushthread(L)) {  /* the main thread: its pcall restores hooks */
        lua_pop(L, 1);
        return;
    }
    clua_context *context = clua_context_of(L);
    int enforce = context->enforce;
    context->enforce = 0;  /* bookkeeping, not the script's memory */
    push_registry_table(L, &killed_key);
    lua_insert(L, -2);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    context->enforce = enforce;
}

/* Whether the coroutine at `index` was stopped by the count hook. */
static int was_killed(lua_State *L, int index) {
    index = lua_absindex(L, index);
    push_registry_table(L, &killed_key);
    lua_pushvalue(L, index);
    int killed = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return killed;
}

/* ---- xpcall ---- */

int clua_timed_out(lua_State *L) {
    lua_pushboolean(L, clua_context_of(L)->timed_out);
    return 1;
}

/* Makes the wrapper of a Lua handler; in Lua so that it tail-calls the script's handler,
 * which then sees the stack of the error (its own frame is marked as a tail call). */
static const char handler_maker[] =
    "local timedOut = ...\n"
    "return function(handler)\n"
    "  return function(e)\n"
    "    if timedOut() then return e end\n"
    "    return handler(e)\n"
    "  end\n"
    "end\n";

/* handler_maker's bytecode, compiled once per process (a state's own compile of it took a
 * tenth of making an app's state); NULL when that failed, and each state compiles the text. */
static char *handler_bytecode;
static size_t handler_length;
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;

static int collect_bytecode(lua_State *L, const void *piece, size_t size, void *data) {
    (void)L;
    (void)data;
    char *grown = realloc(handler_bytecode, handler_length + size);
    if (grown == NULL) return 1;
    memcpy(grown + handler_length, piece, size);
    handler_bytecode = grown;
    handler_length += size;
    return 0;
}

static void dump_handler_maker(void) {
    lua_State *L = luaL_newstate();
    if (L == NULL) return;
    if (luaL_loadbufferx(L, handler_maker, sizeof handler_maker - 1, "=tabhost/xpcall", "t") != LUA_OK
        || lua_dump(L, collect_bytecode, NULL, 0) != 0) {
        free(handler_bytecode);
        handler_bytecode = NULL;
    }
    lua_close(L);
}

/* Pushes handler_maker as a function. */
static int load_handler_maker(lua_State *L) {
    pthread_once(&handler_once, dump_handler_maker);
    if (handler_bytecode != NULL) return luaL_loadbufferx(L, handler_bytecode, handler_length, "=tabhost/xpcall", "b");
    return luaL_loadbufferx(L, handler_maker, sizeof handler_maker - 1, "=tabhost/xpcall", "t");
}

static int xpcall_finish(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

/* `xpcall(f, handler, ...)` with the handler wrapped (upvalue 1 makes the wrapper). */
static int guarded_xpcall(lua_State *L) {
    int arguments = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    /* A C handler (`debug.traceback`) runs only C, on the timeout's message: no need. */
    if (!lua_iscfunction(L, 2)) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushvalue(L, 2);
        lua_call(L, 1, 1);
        lua_replace(L, 2);
    }
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);  /* true, f, then f's arguments */
    int status = lua_pcallk(L, arguments - 2, LUA_MULTRET, 2, 2, xpcall_finish);
    return xpcall_finish(L, status, 2);
}

/* ---- coroutines ---- */

enum { RUNNING, DEAD, SUSPENDED, NORMAL };
static const char *const status_names[] = {"running", "dead", "suspended", "normal"};

static int status_of(lua_State *L, lua_State *co) {
    if (L == co) return RUNNING;
    switch (lua_status(co)) {
        case LUA_YIELD: return SUSPENDED;
        case LUA_OK: {
            lua_Debug frame;
            if (lua_getstack(co, 0, &frame)) return NORMAL;
            return lua_gettop(co) == 0 ? DEAD : SUSPENDED;
        }
        default: return DEAD;
    }
}

/* Closes `co`'s pending to-be-closed variables; their handlers run on `co`, watched. */
static int close_thread(lua_State *co, lua_State *from) {
    lua_State *previous = clua_watch(co);
#if LUA_VERSION_RELEASE_NUM >= 50406
    int status = lua_closethread(co, from);
#else
    (void)from;
    int status = lua_resetthread(co);
#endif
    clua_watch(previous);
    return status;
}

/* lua_resume with `co` watched by the alarm while it runs (the caller again after). */
static int watched_resume(lua_State *co, lua_State *from, int count, int *results) {
    lua_State *previous = clua_watch(co);
    int status = lua_resume(co, from, count, results);
    clua_watch(previous);
    return status;
}

/* Resumes `co` with the top `count` values: the number of results moved to L, or -1 with
 * the error on L's top. */
static int resume(lua_State *L, lua_State *co, int count) {
    if (!lua_checkstack(co, count)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, count);
    int results = 0;
    int status = watched_resume(co, L, count, &results);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_xmove(co, L, 1);
        return -1;
    }
    if (!lua_checkstack(L, results + 1)) {
        lua_pop(co, results);
        lua_pushliteral(L, "too many results to resume");
        return -1;
    }
    lua_xmove(co, L, results);
    return results;
}

static const char killed_message[] =
    "a coroutine stopped by the time budget cannot be closed (its to-be-closed variables stay open)";

int clua_coroutine_close(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "thread");
    int status = status_of(L, co);
    if (status != DEAD && status != SUSPENDED)
        return luaL_error(L, "cannot close a %s coroutine", status_names[status]);
    if (was_killed(L, 1)) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, killed_message);
        return 2;
    }
    if (close_thread(co, L) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

static int wrapped_call(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int results = resume(L, co, lua_gettop(L));
    if (results >= 0) return results;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD && !was_killed(L, lua_upvalueindex(1))) {
        status = close_thread(co, L);  /* its to-be-closed variables, with hooks on */
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/* `coroutine.resume`, as Lua's own, with the coroutine watched while it runs. */
int clua_coroutine_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "thread");
    int results = resume(L, co, lua_gettop(L) - 1);
    if (results < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(results + 1));
    return results + 1;
}

int clua_coroutine_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, wrapped_call, 1);
    return 1;
}

/* ---- setmetatable and finalizers ---- */

/* The checks of Lua's own setmetatable; returns the type of the new metatable. */
static int check_setmetatable(lua_State *L) {
    int kind = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, kind == LUA_TNIL || kind == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    return kind;
}

static int finish_setmetatable(lua_State *L) {
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* A metatable without `__gc` when it is set never gets its object finalized, so refusing
 * the field here covers a later `mt.__gc = f` as well. */
int clua_sandboxed_setmetatable(lua_State *L) {
    if (check_setmetatable(L) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "__gc metamethods are not available in the sandbox (run with --trust)");
    }
    return finish_setmetatable(L);
}

/* The `__gc` the trusted setmetatable installs, a closure over the script's finalizer: runs
 * it in a coroutine of its own (hooks allowed, watched by the alarm), so the budget stops
 * it. The finalizer travels with the field, so a metatable that copies `__gc` from another
 * (a subclass's, in class libraries) finalizes its objects too. */
static int run_finalizer(lua_State *L) {
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 2);
    int results = 0;
    int status = watched_resume(co, L, 1, &results);
    if (status == LUA_OK || status == LUA_YIELD) return 0;
    if (clua_context_of(L)->timed_out) lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, 1);
    lua_xmove(co, L, 1);
    return lua_error(L);  /* Lua reports finalizer errors as warnings */
}

int clua_trusted_setmetatable(lua_State *L) {
    if (check_setmetatable(L) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) == LUA_TFUNCTION && lua_tocfunction(L, -1) != run_finalizer) {
            lua_pushliteral(L, "__gc");
            lua_insert(L, -2);
            lua_pushcclosure(L, run_finalizer, 1);
            lua_rawset(L, 2);
        }
    }
    return finish_setmetatable(L);
}

/* ---- load ---- */

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

/* ---- installation ---- */

static void replace(lua_State *L, int libraries, const char *library, const char *name, lua_CFunction f) {
    lua_getfield(L, libraries, library);
    lua_pushcfunction(L, f);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
}

int clua_install_guards(lua_State *L) {
    int trusted = lua_toboolean(L, 2);
    lua_settop(L, 1);
    replace(L, 1, "string", "find", clua_string_find);
    replace(L, 1, "string", "match", clua_string_match);
    replace(L, 1, "string", "gmatch", clua_string_gmatch);
    replace(L, 1, "string", "gsub", clua_string_gsub);
    replace(L, 1, "string", "rep", clua_string_rep);
    replace(L, 1, "table", "insert", clua_table_insert);
    replace(L, 1, "table", "remove", clua_table_remove);
    replace(L, 1, "table", "move", clua_table_move);
    replace(L, 1, "table", "concat", clua_table_concat);
    replace(L, 1, "table", "sort", clua_table_sort);
    replace(L, 1, "coroutine", "resume", clua_coroutine_resume);
    replace(L, 1, "coroutine", "close", clua_coroutine_close);
    replace(L, 1, "coroutine", "wrap", clua_coroutine_wrap);
    lua_getfield(L, 1, "_G");
    if (trusted) {
        lua_pushcfunction(L, clua_load);
    } else {
        lua_pushliteral(L, "t");  /* text chunks only */
        lua_pushcclosure(L, clua_load, 1);
    }
    lua_setfield(L, -2, "load");
    lua_pop(L, 1);
    replace(L, 1, "_G", "setmetatable", trusted ? clua_trusted_setmetatable : clua_sandboxed_setmetatable);
    lua_getfield(L, 1, "_G");
    if (load_handler_maker(L) != LUA_OK) lua_error(L);
    lua_pushcfunction(L, clua_timed_out);
    lua_call(L, 1, 1);
    lua_pushcclosure(L, guarded_xpcall, 1);
    lua_setfield(L, -2, "xpcall");
    return 0;
}
