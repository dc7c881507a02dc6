#ifndef CCODEPAGES_H
#define CCODEPAGES_H

/* The tabhost executable's code, mapped a page at a time (SPEC section 9's peak memory).
 *
 * At the first touch of a page of a file mapping, Linux maps up to 64 KiB around it that are
 * already in the page cache ("fault-around"). The binary's 6 MB of code hold the Swift
 * standard library's 1.6 MB as one section the link cannot reorder, and the functions of it
 * that start-up runs are spread over all of it: fault-around made about 20 of its 25 stretches
 * of 64 KiB resident, 1.3 MiB of `render`'s 5.4 MiB peak, for the 62 pages of it that run.
 * Linux skips fault-around in a mapping registered with userfaultfd for write protection,
 * and in the asynchronous mode (Linux 6.7 and later) such a registration changes nothing
 * else: nothing is write-protected until asked, and nothing waits on the descriptor.
 * MADV_RANDOM, the obvious hint, does not turn fault-around off.
 *
 * A constructor in code_pages.c registers the executable's code segment that way before the
 * Swift runtime starts (from main.swift, ~100 KiB more stayed resident), and keeps the
 * descriptor open (close-on-exec) for the process's life. Where userfaultfd is missing or
 * refused (older kernels, seccomp in containers, valgrind, which warns of the unknown system
 * call), nothing changes. Nothing here is called. */

#endif
