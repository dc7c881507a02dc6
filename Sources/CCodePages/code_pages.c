/* See CCodePages.h. */
#include "CCodePages.h"

#include <elf.h>
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <stdint.h>
#include <sys/auxv.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Newer than the kernel headers of Debian 12 (Linux 6.1); the kernel checks them. */
#ifndef UFFD_FEATURE_WP_ASYNC
#define UFFD_FEATURE_WP_ASYNC (1 << 15)
#endif
#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY 1
#endif

/* The executable's code segment, [*start, *end), from its program headers; 0 if none. */
static int code_segment(uintptr_t *start, uintptr_t *end) {
    const Elf64_Phdr *headers = (const Elf64_Phdr *)getauxval(AT_PHDR);
    unsigned long count = getauxval(AT_PHNUM);
    if (headers == NULL) return 0;
    uintptr_t bias = 0;  /* where the file's addresses were loaded (0 unless position-independent) */
    for (unsigned long i = 0; i < count; i++)
        if (headers[i].p_type == PT_PHDR) bias = (uintptr_t)headers - headers[i].p_vaddr;
    for (unsigned long i = 0; i < count; i++) {
        if (headers[i].p_type != PT_LOAD || !(headers[i].p_flags & PF_X)) continue;
        uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
        *start = (bias + headers[i].p_vaddr) & ~(page - 1);
        *end = (bias + headers[i].p_vaddr + headers[i].p_memsz + page - 1) & ~(page - 1);
        return 1;
    }
    return 0;
}

__attribute__((constructor(101))) static void map_code_page_by_page(void) {
    uintptr_t start, end;
    if (!code_segment(&start, &end)) return;
    int fd = (int)syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY);
    if (fd < 0) return;
    struct uffdio_api api = {.api = UFFD_API, .features = UFFD_FEATURE_WP_ASYNC};
    struct uffdio_register range = {.range = {.start = start, .len = end - start}, .mode = UFFDIO_REGISTER_MODE_WP};
    if (ioctl(fd, UFFDIO_API, &api) != 0 || ioctl(fd, UFFDIO_REGISTER, &range) != 0) {
        close(fd);
        return;
    }
    /* The descriptor stays open: closing it would end the registration. */
}
