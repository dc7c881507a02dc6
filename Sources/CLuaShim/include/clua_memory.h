#ifndef CLUA_MEMORY_H
#define CLUA_MEMORY_H

/* The allocator of a state: its heap under a cap (allocator.c), charged to memory accounts
 * (account.c), its small blocks cut from its own pages (arena.c). */

#include <stddef.h>
#include <lua.h>

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

/* The state's small blocks (arena.c): freed ones by size class, linked through their first
 * word; the pages they come from, linked the same way; the unused end of the newest page.
 * All zero for a new state. */
typedef struct clua_arena {
    void *free_blocks[CLUA_SMALL_CLASSES];
    void *pages;
    char *fresh;
    size_t fresh_left;
} clua_arena;

/* Frees the pages of a closed state's small blocks (after lua_close). */
void clua_release_pages(clua_arena *arena);

/* What the allocator keeps for a state; it is the allocator's `ud`, so every thread of a
 * state reaches it. All zero but `account` for a new state. */
typedef struct clua_memory {
    size_t used;            /* bytes currently allocated by the state */
    clua_account *account;  /* what the state is charged to (its heap is part of it) */
    size_t cap;             /* refuse growth of the account past this while `enforce` is set; 0: none */
    int enforce;            /* nonzero while script code runs (relaxed for host work) */
    int refused;            /* set when the allocator refused a request because of the cap */
    clua_arena arena;
} clua_memory;

/* lua_Alloc over the clua_memory passed as `ud`. */
void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/* The allocator's record of the state `L` belongs to. */
static inline clua_memory *clua_memory_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (clua_memory *)ud;
}

/* Turns the cap on (1) or off (0) for what runs next and returns the setting it replaces: off
 * for the host's own bookkeeping in a script's call (a report, a record), which must not fail
 * on the script's cap. */
static inline int clua_enforce_cap(clua_memory *memory, int enforce) {
    int previous = memory->enforce;
    memory->enforce = enforce;
    return previous;
}

/* Whether the allocator refused a request because of the cap since the flag was last set:
 * cleared for a fresh call, put back to an earlier call's when the host deals with its error. */
static inline int clua_cap_refused(const clua_memory *memory) { return memory->refused; }

static inline void clua_set_cap_refused(clua_memory *memory, int refused) { memory->refused = refused; }

#endif
