#ifndef CLUASHIM_H
#define CLUASHIM_H
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#endif
