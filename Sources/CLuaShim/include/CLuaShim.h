#ifndef CLUASHIM_H
#define CLUASHIM_H

/* The C side of LuaBridge.
 *
 * Two parts: Lua's function-like macros re-exposed as static inline functions (Swift imports
 * no function-like macro), and the few entry points that must be C because they may raise a
 * Lua error (longjmp) or are called by Lua as C function pointers. No other logic. */

#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* Blocks up to CLUA_SMALL_MAX bytes come from the state's own pages (arena.c), in classes
 * CLUA_SMALL_GRAIN bytes apart. */
#define CLUA_SMALL_MAX 256
#define CLUA_SMALL_GRAIN 16
#define CLUA_SMALL_CLASSES (CLUA_SMALL_MAX / CLUA_SMALL_GRAIN)

/* What a state and the host data kept for it hold, in bytes (account.c). Accounts nest: a
 * state opened on another's behalf (an app a spec opens) charges the other's account too, so
 * one cap covers them all. The allocator charges each heap change to the state's account and
 * every account above it, and refuses growth, while the state enforces its cap, that would
 * take the state past its cap or any account above past its `limit`. */
typedef struct clua_account {
    size_t charged;                /* the state's heap, host data held for it, children's charges */
    size_t limit;                  /* refuse (from a child) growth past this; 0: none */
    struct clua_account *parent;   /* the account charged too; NULL: none */
} clua_account;

/* Whether `grow` more bytes fit `account`'s `cap` (0: none) and every ancestor's limit. */
int clua_account_fits(const clua_account *account, size_t cap, size_t grow);
/* Bytes `account` may still grow by under `cap` (0: none) and its ancestors' limits;
 * SIZE_MAX when nothing caps it. */
size_t clua_account_room(const clua_account *account, size_t cap);
/* Adds `bytes` to `account` and every account above it. */
void clua_account_charge(clua_account *account, size_t bytes);
/* Takes `bytes` off `account` and every account above it. */
void clua_account_discharge(clua_account *account, size_t bytes);
/* Moves `account`'s charge from its ancestors to those of `parent` (NULL: none). */
void clua_account_attach(clua_account *account, clua_account *parent);

/* Per-state bookkeeping shared by the allocator, the count hook, the message handler and
 * the host. It is the allocator's `ud`, so every thread of a state reaches it. */
typedef struct clua_context {
    size_t used;       /* bytes currently allocated by the state */
    clua_account *account; /* what the state is charged to (its heap is part of it) */
    size_t cap;        /* refuse growth of the account past this while `enforce` is set; 0: none */
    int enforce;       /* nonzero while script code runs (relaxed for host work) */
    int refused;       /* set when the allocator refused a request because of the cap */
    double deadline;   /* clua_now() seconds after which the count hook raises; 0: none */
    int budget_ms;     /* the budget named in the timeout message */
    int timed_out;     /* set by the count hook once the deadline has passed */
    double expired;    /* the deadline whose passing the alarm noticed (alarm.c) */
    void *host;        /* the owning LuaVM, unretained; NULL once it is closing */
    double watched;    /* the deadline as the watchdog thread reads it (atomic); 0: no call */
    int failed_status; /* budgeted.c: the status, flags and deadline of the last budgeted call */
    int failed_timed_out;
    int failed_refused;
    double failed_deadline;
    /* The state's small blocks (arena.c): freed ones by size class, linked through their
     * first word; the pages they come from, linked the same way; the unused end of the
     * newest page. All zero for a new state. */
    void *free_blocks[CLUA_SMALL_CLASSES];
    void *pages;
    char *fresh;
    size_t fresh_left;
} clua_context;

/* Frees the pages of a closed state's small blocks (after lua_close, before the context). */
void clua_release_pages(clua_context *context);

/* buildid.c: copies the GNU build id of the loaded liblua into `out` (at most `capacity`
 * bytes) and returns its length; 0 when there is none. */
size_t clua_library_build_id(unsigned char *out, size_t capacity);

/* The registry name of the metatable of the userdata that holds a Swift function. */
#define CLUA_BOX_METATABLE "tabhost.box"

/* shim.c */

/* lua_Alloc with the cap of the clua_context passed as `ud`. */
void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/* lua_atpanic handler: an unprotected error is a host bug; report it and abort. */
int clua_panic(lua_State *L);
/* Count hook, armed by the alarm once the deadline has passed: re-arms with count 1 and
 * raises the timeout error (a hook left on from an earlier call turns itself off). */
void clua_count_hook(lua_State *L, lua_Debug *ar);
/* pcall message handler: keeps the traceback and the error's position for the host
 * (clua_take_report), relaxes the cap, and returns the error object untouched (a script that
 * sees the error, through `load`'s reader say, sees it as raised). */
int clua_traceback(lua_State *L);
/* Pushes the { traceback, "file:line:" } the handler kept (nil when it did not run) and
 * forgets it. */
void clua_take_report(lua_State *L);
/* Pushes `source:line:` of the first Lua function from `level` up, passing over the host's
 * own chunks (`=tabhost/sandbox.lua`, ...) for the script code that called them; "" when there is none.
 * `exact`: a C function at `level` itself gives "" (as luaL_where). */
void clua_push_position(lua_State *L, int level, int exact);
/* The lua_CFunction behind every Swift function: upvalue 1 is the box userdata. */
int clua_trampoline(lua_State *L);
/* Monotonic clock in seconds. */
double clua_now(void);
/* `line(level)`: the current line of the function `level` levels up (1: the caller), 0 when
 * there is none or it has no line; debug.getinfo(level, "l").currentline without a table. */
int clua_current_line(lua_State *L);

/* alarm.c: the deadline alarm. Makes `L` (NULL: none) the Lua thread the alarm stops on this
 * OS thread, and returns the one it replaces, which the caller puts back when `L` stops
 * running. Call it after setting the deadline of L's call, and whenever another thread
 * starts running. Past a deadline already noticed it arms the hook on `L` at once. */
lua_State *clua_watch(lua_State *L);
/* Installs the deadline alarm's handler for SIGRTMIN+7 (once per process; nothing does
 * otherwise), so that every call from then on runs with no hook until its deadline. Returns 1
 * when the alarm is in use, 0 when it cannot be (something else handles the signal): the
 * count hook then looks at the clock every 10,000 instructions, as without it. */
int clua_use_deadline_signal(void);
/* Notes that the deadline of L's call has passed and arms the hook on `L` with count 1. */
void clua_expire(lua_State *L);
/* The deadline of the call this OS thread is running script code for, whatever its state
 * (another state's call that called the host, which called into this one), 0 when none;
 * `budget_ms` gets the budget its timeout message names. A call that begins inside it keeps
 * the earlier of the two, so the enclosing budget still covers it. */
double clua_running_deadline(int *budget_ms);

/* requires.c: `keepCaller(f)`, a C function that calls f, so that a script calling it in a
 * tail call (`return require "m"`) keeps its own frame, and its line, on the stack;
 * `endLoad`, the `__close` of a `{loading, chain, name}` table: removes `name` from the set
 * `loading` and its last place in the sequence `chain`, without running Lua code. */
int clua_keep_caller(lua_State *L);
int clua_end_load(lua_State *L);

/* guards.c: replaces the library functions that could run script code out of the budget's
 * reach (see guards.c, strings.c, tables.c). A lua_CFunction: call it protected with the
 * table of opened libraries by name and a boolean, true for a trusted script. */
int clua_install_guards(lua_State *L);
/* Called by the count hook before it raises: remembers a coroutine it stops. */
void clua_remember_killed(lua_State *L);

/* strings.c and tables.c, as installed (exposed for the differential tests). */
int clua_string_find(lua_State *L);
int clua_string_match(lua_State *L);
int clua_string_gmatch(lua_State *L);
int clua_string_gsub(lua_State *L);
int clua_string_rep(lua_State *L);
int clua_table_insert(lua_State *L);
int clua_table_remove(lua_State *L);
int clua_table_move(lua_State *L);
int clua_table_concat(lua_State *L);
int clua_table_sort(lua_State *L);
int clua_coroutine_resume(lua_State *L);
int clua_coroutine_close(lua_State *L);
int clua_coroutine_wrap(lua_State *L);
int clua_load(lua_State *L);
/* lua_load of a text chunk the host compiles (a script file, a module), fed to the parser
 * 64 KiB at a time with the clock checked between, so a huge file is cut at the budget
 * (`name:line: script timed out after N ms`, the line the parser had reached). */
int clua_load_text(lua_State *L, const char *text, size_t length, const char *name);
int clua_sandboxed_setmetatable(lua_State *L);
int clua_trusted_setmetatable(lua_State *L);
int clua_timed_out(lua_State *L);

/* budgeted.c: `call(fn)`, with upvalue 1 the budget in seconds (0: none): runs fn in a
 * protected call with a fresh budget of its own and returns whether it succeeded and the
 * clock when it began and ended; the code after it gets a fresh budget too. A failure is
 * kept for clua_take_budgeted_failure. */
int clua_budgeted_call(lua_State *L);
/* Pushes the error object of the last failed budgeted call and restores its timeout and cap
 * flags on the context (as they were when it failed), and its deadline when that is the
 * earlier one, so that what the host does with the error object (its `__tostring`) runs
 * under that call's budget; returns its status. Call it inside the host's own limits
 * (LuaVM.hostOperation), which put the walk's back after. */
int clua_take_budgeted_failure(lua_State *L);
/* A fresh budget of `seconds` (0: none) from now for the code running on `L` (the walk's,
 * once the host has dealt with a failure), which the alarm then watches. */
void clua_restart_budget(lua_State *L, double seconds);

/* records.c: one field of a record read by clua_read_record. */
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

/* The deadline of the call running in `context`, for the watchdog thread (atomic). */
static inline void clua_set_watched(clua_context *context, double deadline) {
    __atomic_store(&context->watched, &deadline, __ATOMIC_RELAXED);
}

static inline double clua_watched(clua_context *context) {
    double deadline;
    __atomic_load(&context->watched, &deadline, __ATOMIC_RELAXED);
    return deadline;
}

/* snapshot.c: `restore(kept, metas, sizes)` puts every table of `kept` (table -> copy of its
 * entries, `sizes[table]` of them) back to that copy, raw, and gives it `metas[table]` as
 * metatable (false: none). */
int clua_snapshot_restore(lua_State *L);

/* snapshot.c: `copy(t)` returns a new table with t's entries, read raw, and how many. */
int clua_snapshot_copy(lua_State *L);

/* Macro wrappers. */

static inline clua_context *clua_context_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (clua_context *)ud;
}

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }

static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}

static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }

static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }

static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

/* lua_gc is variadic, which Swift cannot call. */
static inline int clua_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }
/* The incremental collector with `pause` (percent the heap may grow before a cycle starts). */
static inline int clua_gc_pause(lua_State *L, int pause) { return lua_gc(L, LUA_GCINC, pause, 0, 0); }

static inline lua_Integer clua_tointeger(lua_State *L, int index) { return lua_tointeger(L, index); }

static inline lua_Number clua_tonumber(lua_State *L, int index) { return lua_tonumber(L, index); }

#endif
