#ifndef CLUA_BUILDID_H
#define CLUA_BUILDID_H

/* The identity of the Lua library this process runs (buildid.c). */

#include <stddef.h>

/* Copies the GNU build id of the loaded liblua into `out` (at most `capacity` bytes) and
 * returns its length; 0 when there is none. */
size_t clua_library_build_id(unsigned char *out, size_t capacity);

#endif
