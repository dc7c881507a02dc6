/* The memory of a Lua state: most of what Lua allocates (strings, tables, closures, upvalues)
 * is small and short-lived, and each state lives for one spec test or one script. Blocks up
 * to CLUA_SMALL_MAX bytes are cut from the state's own pages, in size classes with a free
 * list each, so allocating and freeing one is a few instructions instead of malloc's
 * bookkeeping (13% of a UI test went to malloc, realloc and free), and a block carries no
 * malloc header. The pages go back all at once when the state closes. Bigger blocks are
 * malloc's. Lua passes the size of the block it frees or resizes, which picks the class. */

#include "arena.h"

#include <stdlib.h>
#include <string.h>

/* The size of the pages small blocks are cut from; the first grain holds the page link. */
#define CLUA_PAGE_SIZE (32 * 1024)

static inline size_t size_class(size_t size) { return (size - 1) / CLUA_SMALL_GRAIN; }

static void *small_block(clua_arena *arena, size_t class) {
    void *block = arena->free_blocks[class];
    if (block != NULL) {
        arena->free_blocks[class] = *(void **)block;
        return block;
    }
    size_t size = (class + 1) * CLUA_SMALL_GRAIN;
    if (arena->fresh_left < size) {  /* the rest of the page (under a block) stays unused */
        char *page = malloc(CLUA_PAGE_SIZE);
        if (page == NULL) return NULL;
        *(void **)page = arena->pages;
        arena->pages = page;
        arena->fresh = page + CLUA_SMALL_GRAIN;
        arena->fresh_left = CLUA_PAGE_SIZE - CLUA_SMALL_GRAIN;
    }
    block = arena->fresh;
    arena->fresh += size;
    arena->fresh_left -= size;
    return block;
}

void clua_arena_release(clua_arena *arena, void *block, size_t size) {
    if (size > CLUA_SMALL_MAX) {
        free(block);
        return;
    }
    size_t class = size_class(size);
    *(void **)block = arena->free_blocks[class];
    arena->free_blocks[class] = block;
}

void *clua_arena_resize(clua_arena *arena, void *block, size_t old, size_t size) {
    if (block == NULL) return size <= CLUA_SMALL_MAX ? small_block(arena, size_class(size)) : malloc(size);
    if (old > CLUA_SMALL_MAX && size > CLUA_SMALL_MAX) return realloc(block, size);
    /* A small block shrinking stays where it is (Lua counts on a shrink never failing); it
     * is freed later into the class of its new size, which it more than fills. */
    if (old <= CLUA_SMALL_MAX && size <= CLUA_SMALL_MAX && size_class(size) <= size_class(old)) return block;
    void *moved = size <= CLUA_SMALL_MAX ? small_block(arena, size_class(size)) : malloc(size);
    if (moved == NULL) return NULL;
    memcpy(moved, block, old < size ? old : size);
    clua_arena_release(arena, block, old);
    return moved;
}

void clua_release_pages(clua_arena *arena) {
    void *page = arena->pages;
    while (page != NULL) {
        void *next = *(void **)page;
        free(page);
        page = next;
    }
    memset(arena->free_blocks, 0, sizeof arena->free_blocks);
    arena->pages = NULL;
    arena->fresh = NULL;
    arena->fresh_left = 0;
}
