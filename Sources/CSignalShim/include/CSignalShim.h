#ifndef CSIGNALSHIM_H
#define CSIGNALSHIM_H

/* The C side of TabTerminal: what runs inside signal handlers.
 *
 * A signal handler may only call async-signal-safe functions and touch memory that is ready
 * before the signal arrives; Swift code (lazy globals, exclusivity checks, retain/release)
 * guarantees neither. So the handlers, the state they read and the terminal restore they
 * call are C, in static storage, filled before any handler can run. No other logic: which
 * signals to relay and what they mean is decided in Swift (Signals.swift). */

#include <stddef.h>
#include <termios.h>

/* Writes every byte, retrying on EINTR and waiting out a full non-blocking descriptor for
 * about a second; gives up on any other error. Returns 0, or the errno of the write that
 * failed (EAGAIN when the descriptor stayed full). Async-signal-safe. */
int tabhost_write_all(int fd, const unsigned char *bytes, size_t count);

/* Terminal restore, from bytes prepared in advance. */

/* Remembers how to restore `input` (its settings before raw mode) and the bytes that leave
 * the interactive mode on `output` (at most 256 are kept). Registers the atexit handler once. */
void tabhost_restore_arm(int input, int output, const struct termios *saved,
                         const unsigned char *leave, size_t count);
/* Forgets the armed terminal without writing anything. */
void tabhost_restore_disarm(void);
/* Nonzero while a terminal is armed. */
int tabhost_restore_armed(void);
/* Writes the leave bytes and restores the saved settings (TCSAFLUSH), once per arm; does
 * nothing when nothing is armed. Async-signal-safe. */
void tabhost_restore(void);

/* The self-pipe: a relayed signal writes its number, one byte, to the pipe. */

/* Sets the pipe's write end that handlers write to (-1: none). */
void tabhost_signals_open(int write_fd);
/* Installs the relaying handler for `number` (on the alternate stack, SA_RESTART), keeping
 * the previous action. A `quits` signal that arrives while another is still undrained means
 * the loop is stuck: the handler restores the terminal and exits with 128 + number.
 * Returns 0, or -1 with errno set. */
int tabhost_signals_relay(int number, int quits);
/* Puts back the previous action of every relayed signal and forgets the pipe. */
void tabhost_signals_close(void);
/* Tells the handlers that the loop has read the pipe (no quit is undrained any more). */
void tabhost_signals_drained(void);
/* Stops the process as SIGTSTP's default action would (when a job-control shell can resume
 * it), even while SIGTSTP is relayed; returns once the process is continued, or at once where
 * it cannot stop (an orphaned process group). */
void tabhost_signals_stop_self(void);

/* The crash path: SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE restore the terminal,
 * then end the process: a fault through the handler that was there before (the Swift
 * backtracer prints its report on the normal screen), a sent signal by the default action.
 * Gives the calling thread an alternate signal stack when it has none, so a stack overflow
 * can be handled. Idempotent. Returns 0, or -1 with errno set. */
int tabhost_crash_install(void);

#endif
