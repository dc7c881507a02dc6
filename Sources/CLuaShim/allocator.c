/* The allocator of every state (lua_Alloc): a state's heap grows only while it fits the cap
 * and the accounts above it (account.c), and its small blocks come from its own pages
 * (arena.c). */

#include "clua_memory.h"
#include "arena.h"

void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_memory *memory = (clua_memory *)ud;
    size_t old = ptr != NULL ? osize : 0; /* with ptr NULL, osize is a type tag */
    if (nsize == 0) {
        if (ptr != NULL) clua_arena_release(&memory->arena, ptr, old);
        memory->used -= old;
        clua_account_discharge(memory->account, old);
        return NULL;
    }
    if (memory->enforce && nsize > old && !clua_account_fits(memory->account, memory->cap, nsize - old)) {
        memory->refused = 1;
        return NULL;
    }
    void *block = clua_arena_resize(&memory->arena, ptr, old, nsize);
    if (block != NULL) {
        memory->used = memory->used - old + nsize;
        if (nsize > old) clua_account_charge(memory->account, nsize - old);
        else clua_account_discharge(memory->account, old - nsize);
    }
    return block;
}
