/* See CSignalShim.h. Everything a handler reaches is static storage set before the handler
 * is installed; the handlers call only write, poll, tcsetattr, sigaction, raise and _exit. */
#include "CSignalShim.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define LEAVE_CAPACITY 256
#define SIGNAL_SLOTS 65
#define ALTERNATE_STACK_SIZE (64 * 1024)

/* ---- Terminal restore ---- */

static int armed; /* read and cleared atomically: one restore per arm, whoever calls it */
static int restore_input = -1, restore_output = -1;
static struct termios restore_settings;
static unsigned char leave_bytes[LEAVE_CAPACITY];
static size_t leave_count;
static int atexit_registered;

static void restore_at_exit(void) { tabhost_restore(); }

void tabhost_restore_arm(int input, int output, const struct termios *saved,
                         const unsigned char *leave, size_t count) {
    __atomic_store_n(&armed, 0, __ATOMIC_SEQ_CST);
    restore_input = input;
    restore_output = output;
    restore_settings = *saved;
    leave_count = count < LEAVE_CAPACITY ? count : LEAVE_CAPACITY;
    memcpy(leave_bytes, leave, leave_count);
    __atomic_store_n(&armed, 1, __ATOMIC_SEQ_CST);
    if (!atexit_registered) {
        atexit_registered = 1;
        atexit(restore_at_exit);
    }
}

void tabhost_restore_disarm(void) { __atomic_store_n(&armed, 0, __ATOMIC_SEQ_CST); }

int tabhost_restore_armed(void) { return __atomic_load_n(&armed, __ATOMIC_SEQ_CST); }

int tabhost_write_all(int fd, const unsigned char *bytes, size_t count) {
    size_t written = 0;
    int waits = 0;
    while (written < count) {
        ssize_t result = write(fd, bytes + written, count - written);
        if (result > 0) {
            written += (size_t)result;
        } else if (result < 0 && errno == EINTR) {
            continue;
        } else if (result < 0 && errno == EAGAIN && waits < 20) {
            struct pollfd ready = { .fd = fd, .events = POLLOUT };
            (void)poll(&ready, 1, 50);
            waits++;
        } else {
            return result < 0 ? errno : EIO; /* a write of 0 bytes: nothing more will go */
        }
    }
    return 0;
}

void tabhost_restore(void) {
    if (!__atomic_exchange_n(&armed, 0, __ATOMIC_SEQ_CST)) return;
    int saved_errno = errno;
    (void)tabhost_write_all(restore_output, leave_bytes, leave_count);
    (void)tcsetattr(restore_input, TCSAFLUSH, &restore_settings);
    errno = saved_errno;
}

/* ---- The self-pipe ---- */

static volatile sig_atomic_t pipe_fd = -1;
static volatile sig_atomic_t undrained_quits;
static unsigned char relayed[SIGNAL_SLOTS];
static unsigned char quits[SIGNAL_SLOTS];
static struct sigaction relayed_previous[SIGNAL_SLOTS];

static void on_signal(int number) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)number;
    if (pipe_fd >= 0) (void)write(pipe_fd, &byte, 1);
    if (number > 0 && number < SIGNAL_SLOTS && quits[number]) {
        undrained_quits += 1; /* every relayed signal is blocked while this runs */
        if (undrained_quits > 1) {
            tabhost_restore();
            _exit(128 + number);
        }
    }
    errno = saved_errno;
}

void tabhost_signals_open(int write_fd) {
    undrained_quits = 0;
    pipe_fd = write_fd;
}

int tabhost_signals_relay(int number, int is_quit) {
    if (number <= 0 || number >= SIGNAL_SLOTS) {
        errno = EINVAL;
        return -1;
    }
    quits[number] = is_quit ? 1 : 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    struct sigaction old;
    if (sigaction(number, &action, &old) != 0) return -1;
    if (!relayed[number]) relayed_previous[number] = old;
    relayed[number] = 1;
    return 0;
}

void tabhost_signals_close(void) {
    for (int number = 1; number < SIGNAL_SLOTS; number++) {
        if (!relayed[number]) continue;
        (void)sigaction(number, &relayed_previous[number], NULL);
        relayed[number] = 0;
        quits[number] = 0;
    }
    pipe_fd = -1;
    undrained_quits = 0;
}

void tabhost_signals_drained(void) { undrained_quits = 0; }

void tabhost_signals_stop_self(void) {
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    (void)sigaction(SIGTSTP, &stop, &ours);
    (void)kill(getpid(), SIGTSTP);
    (void)sigaction(SIGTSTP, &ours, NULL);
}

/* ---- The crash path ---- */

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
static struct sigaction crash_previous[SIGNAL_SLOTS];

/* Restores the terminal, then ends the process with the signal. A fault (si_code > 0) goes
 * to the previous action: it happens again when this handler returns and reaches that action
 * (the Swift backtracer) with its real details. A sent signal (abort, raise, kill) would not
 * happen again, and the backtracer returns from a sent one and lets the process run on, so it
 * gets the default action: raised again, it ends the process once this handler returns. */
static void on_crash(int number, siginfo_t *info, void *context) {
    (void)context;
    tabhost_restore();
    if (info != NULL && info->si_code > 0) {
        (void)sigaction(number, &crash_previous[number], NULL);
        return;
    }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    (void)sigaction(number, &fallback, NULL);
    (void)raise(number);
}

static int ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) != 0) return -1;
    if (!(current.ss_flags & SS_DISABLE)) return 0;
    long minimum = sysconf(_SC_SIGSTKSZ);
    size_t size = ALTERNATE_STACK_SIZE;
    if (minimum > 0 && (size_t)minimum * 4 > size) size = (size_t)minimum * 4;
    void *memory = malloc(size); /* never freed: the stack serves the thread's lifetime */
    if (memory == NULL) return -1;
    stack_t stack = { .ss_sp = memory, .ss_size = size, .ss_flags = 0 };
    return sigaltstack(&stack, NULL);
}

int tabhost_crash_install(void) {
    if (ensure_alternate_stack() != 0) return -1;
    for (size_t index = 0; index < sizeof crash_signals / sizeof crash_signals[0]; index++) {
        int number = crash_signals[index];
        struct sigaction current;
        if (sigaction(number, NULL, &current) != 0) return -1;
        if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction == on_crash) continue;
        crash_previous[number] = current;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_crash;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        if (sigaction(number, &action, NULL) != 0) return -1;
    }
    return 0;
}
