#ifndef CLUA_CONTEXT_H
#define CLUA_CONTEXT_H

/* The one record a state carries, made and freed by the host (LuaState.open and close): each
 * concern's part side by side, and the host's pointer. A C file changes only its own
 * concern's part and hands another's to that concern's functions; the host sets the limits
 * of a call in `memory` and `deadline`. */

#include <stddef.h>
#include <lua.h>

#include "clua_memory.h"
#include "clua_deadline.h"
#include "clua_budgeted.h"

typedef struct clua_context {
    clua_memory memory;      /* the allocator's (clua_memory.h), and its `ud` */
    clua_deadline deadline;  /* the time budget's (clua_deadline.h) */
    clua_budgeted budgeted;  /* the budgeted calls' (clua_budgeted.h) */
    void *host;              /* the owning LuaVM, unretained; NULL once it is closing */
} clua_context;

/* The `ud` to open a state with (lua_newstate(clua_alloc, ...)). */
static inline void *clua_context_ud(clua_context *context) { return &context->memory; }

/* The context of the state `L` belongs to, found from the allocator's `ud`. */
static inline clua_context *clua_context_of(lua_State *L) {
    return (clua_context *)(void *)((char *)clua_memory_of(L) - offsetof(clua_context, memory));
}

/* The time budget's part of the state `L` belongs to. */
static inline clua_deadline *clua_deadline_of(lua_State *L) { return &clua_context_of(L)->deadline; }

/* The parts the host hands to C by address. */
static inline clua_arena *clua_context_arena(clua_context *context) { return &context->memory.arena; }

static inline clua_deadline *clua_context_deadline(clua_context *context) { return &context->deadline; }

#endif
