/* The small blocks of a state (arena.c), for the allocator (allocator.c), which keeps the cap
 * and the accounts. */

#ifndef CLUA_ARENA_H
#define CLUA_ARENA_H

#include "clua_memory.h"

void *clua_arena_resize(clua_arena *arena, void *block, size_t old, size_t size);
void clua_arena_release(clua_arena *arena, void *block, size_t size);

#endif
