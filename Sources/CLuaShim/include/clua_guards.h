#ifndef CLUA_GUARDS_H
#define CLUA_GUARDS_H

/* The library functions through which a script could run where the time budget cannot reach
 * it, replaced (guards.c, coroutines.c, load.c, strings.c, tables.c; docs/safety.md, "The
 * time budget"). Arguments, results and errors are those of Lua 5.4's own. */

#include <stddef.h>
#include <lua.h>

/* Replaces them in the table of opened libraries by name. A lua_CFunction: call it protected
 * with that table and a boolean, true for a trusted script. */
int clua_install_guards(lua_State *L);
/* Called by the count hook before it raises: remembers a coroutine it stops, whose
 * to-be-closed variables are then never closed with hooks off (coroutines.c). */
void clua_remember_killed(lua_State *L);

/* As installed (exposed for the differential tests). */
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
int clua_sandboxed_setmetatable(lua_State *L);
int clua_trusted_setmetatable(lua_State *L);
int clua_timed_out(lua_State *L);

/* lua_load of a text chunk the host compiles (a script file, a module), fed to the parser
 * 64 KiB at a time with the clock checked between, so a huge file is cut at the budget
 * (`name:line: script timed out after N ms`, the line the parser had reached). */
int clua_load_text(lua_State *L, const char *text, size_t length, const char *name);

#endif
