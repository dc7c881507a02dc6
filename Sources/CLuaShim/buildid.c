/* The identity of the Lua library this process runs: the GNU build id of the shared object
 * that holds `lua_newstate` (liblua). Bytecode is specific to one Lua build; the host keeps
 * dumped chunks on disk only under this id. No id (Lua linked into the executable, or an
 * address that resolves there): the host keeps nothing on disk. */

#define _GNU_SOURCE
#include "clua_buildid.h"

#include <lua.h>

#include <elf.h>
#include <link.h>
#include <string.h>

typedef struct build_id_search {
    ElfW(Addr) address;   /* an address inside the object sought */
    unsigned char *out;
    size_t capacity;
    size_t length;        /* the id's length once found */
} build_id_search;

/* Copies the NT_GNU_BUILD_ID note found in the `size` bytes of notes at `notes`, if any. */
static void read_notes(build_id_search *search, const char *notes, size_t size) {
    size_t at = 0;
    while (at + sizeof(ElfW(Nhdr)) <= size) {
        const ElfW(Nhdr) *note = (const ElfW(Nhdr) *)(notes + at);
        size_t name = (note->n_namesz + 3) & ~(size_t)3;
        size_t desc = (note->n_descsz + 3) & ~(size_t)3;
        const char *body = notes + at + sizeof(ElfW(Nhdr));
        if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && memcmp(body, "GNU", 4) == 0
            && note->n_descsz <= search->capacity && at + sizeof(ElfW(Nhdr)) + name + note->n_descsz <= size) {
            memcpy(search->out, body + name, note->n_descsz);
            search->length = note->n_descsz;
            return;
        }
        at += sizeof(ElfW(Nhdr)) + name + desc;
    }
}

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    build_id_search *search = (build_id_search *)data;
    int holds = 0;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum && !holds; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        ElfW(Addr) start = info->dlpi_addr + segment->p_vaddr;
        holds = segment->p_type == PT_LOAD && search->address >= start
            && search->address < start + segment->p_memsz;
    }
    if (!holds) return 0;
    if (info->dlpi_name == NULL || info->dlpi_name[0] == '\0') return 1;  /* the executable: Lua not shared */
    for (ElfW(Half) i = 0; i < info->dlpi_phnum && search->length == 0; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type == PT_NOTE) {
            read_notes(search, (const char *)(info->dlpi_addr + segment->p_vaddr), segment->p_memsz);
        }
    }
    return 1;
}

size_t clua_library_build_id(unsigned char *out, size_t capacity) {
    build_id_search search = {(ElfW(Addr))&lua_newstate, out, capacity, 0};
    dl_iterate_phdr(visit_object, &search);
    return search.length;
}
