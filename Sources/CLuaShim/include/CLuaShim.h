#ifndef CLUASHIM_H
#define CLUASHIM_H

/* The C side of LuaBridge, one header per concern:
 *
 * - clua_macros.h    Lua's function-like macros as static inline functions (Swift imports no
 *                    function-like macro).
 * - clua_memory.h    the allocator: a state's heap under its cap, memory accounts, small blocks.
 * - clua_deadline.h  the time budget: the clock, the deadline alarm and the count hook.
 * - clua_guards.h    the library functions replaced so that the budget reaches every loop.
 * - clua_calls.h     calls between Lua and Swift: the trampoline, the panic and message
 *                    handlers, the positions errors name.
 * - clua_budgeted.h  calls with a budget of their own, made from Lua (the spec runner's walk).
 * - clua_snapshot.h, clua_requires.h, clua_records.h, clua_buildid.h: the C halves of a
 *                    state snapshot, of the host's `require`, of reading records, of the
 *                    chunk cache's key.
 * - clua_context.h   the one record a state carries: each concern's part, side by side.
 *
 * Everything here is C because it may raise a Lua error (longjmp), is called by Lua through a
 * C function pointer, or runs where Swift cannot (a signal handler, the allocator). */

#include "clua_macros.h"
#include "clua_memory.h"
#include "clua_deadline.h"
#include "clua_budgeted.h"
#include "clua_context.h"
#include "clua_guards.h"
#include "clua_calls.h"
#include "clua_snapshot.h"
#include "clua_requires.h"
#include "clua_records.h"
#include "clua_buildid.h"

#endif
