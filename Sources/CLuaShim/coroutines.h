/* What the other guards need of the coroutine functions (coroutines.c). */

#ifndef CLUA_COROUTINES_H
#define CLUA_COROUTINES_H

#include <lua.h>

/* lua_resume with `co` watched by the alarm while it runs (the caller again after). */
int clua_watched_resume(lua_State *co, lua_State *from, int count, int *results);

#endif
