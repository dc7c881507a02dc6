/* The deadline alarm: Lua code runs with no hook while its call is within the budget, and
 * the count hook is armed only once the deadline has passed (any active hook makes Lua 5.4
 * run every instruction through luaG_traceexec).
 *
 * As lua.c does for Ctrl-C: each OS thread that runs Lua has a POSIX timer that sends a
 * real-time signal (SIGRTMIN + CLUA_ALARM_SIGNAL_OFFSET, with SA_RESTART) to that very thread
 * (SIGEV_THREAD_ID); the handler arms the count hook, count 1, on the Lua thread (main
 * state or coroutine) this OS thread is running, which raises the timeout on its next
 * instruction. lua_sethook is safe in a signal handler; it is never called on a Lua thread
 * that another OS thread runs.
 *
 * What the handler may touch is `here`, this OS thread's own record: the Lua thread being
 * run (set by whoever starts running one: a call into Lua, a resume, a finalizer, and put
 * back by the same C frame when it returns, so it always names a thread that some frame
 * still on this stack keeps alive) and the timer's expiry. The timer is armed lazily: only
 * when the new deadline comes before the one it will already ring at, so a call costs no
 * system call in the common case (deadlines grow); an early ring re-arms it for the running
 * call's deadline, a late one between calls does nothing (and the end of the next call
 * disarms the timer, so that a loop that calls Lua when it wakes is not woken every budget).
 * While the running call is past its deadline the alarm rings again every CLUA_ALARM_RETRY
 * seconds (a trusted script's `debug.sethook` may have removed the hook in between).
 *
 * The alarm is the embedder's choice (clua_use_deadline_signal): a process that does not ask
 * for it gets no signal handler, and every thread uses the fallback. Where no timer can be
 * made (not asked for, the signal is taken, timer_create fails), the thread falls back to the
 * count hook every CLUA_HOOK_INTERVAL instructions, which looks at the clock there. */

#include "clua_context.h"
#include "alarm.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Instructions between two runs of the count hook where no timer could be made. */
#define CLUA_HOOK_INTERVAL 10000
/* Seconds between two rings while the running call is past its deadline. */
#define CLUA_ALARM_RETRY 0.01

typedef struct alarm_thread {
    lua_State *volatile running;  /* the Lua thread this OS thread runs script code on, or NULL */
    volatile double armed;        /* the timer's expiry; 0: not armed */
    volatile int idle_rang;       /* it rang while no Lua thread ran here */
    timer_t timer;
    int ready;                    /* 1: timer made; -1: none, use the periodic hook; 0: not tried */
} alarm_thread;

static __thread alarm_thread here;

static int alarm_signal;          /* 0: not usable (set once, by install; read with acquire) */
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static pthread_key_t thread_end;  /* its destructor deletes the thread's timer */

/* The deadline whose passing has been noticed, as the handler and the thread share it. */
static double noticed(clua_deadline *deadline) { return *(volatile double *)&deadline->expired; }

static void notice(clua_deadline *deadline, double at) { *(volatile double *)&deadline->expired = at; }

static void barrier(void) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }

/* Sets the timer to ring at `deadline` (clua_now() seconds), never before it. Called with
 * the signal blocked (in the handler, or by arm_blocked). */
static void arm(double deadline) {
    struct itimerspec when;
    memset(&when, 0, sizeof when);
    when.it_value.tv_sec = (time_t)deadline;
    when.it_value.tv_nsec = (long)((deadline - (double)when.it_value.tv_sec) * 1e9) + 1000;
    if (when.it_value.tv_nsec >= 1000000000L) {
        when.it_value.tv_sec += 1;
        when.it_value.tv_nsec -= 1000000000L;
    }
    here.armed = deadline;
    if (timer_settime(here.timer, TIMER_ABSTIME, &when, NULL) != 0) {
        here.armed = 0;
        here.ready = -1;
    }
}

/* Arms the timer with the signal blocked meanwhile, and unblocked after (whatever blocked it
 * since the timer was made: the ring must reach this thread). */
static void arm_blocked(double deadline) {
    sigset_t mine;
    sigemptyset(&mine);
    sigaddset(&mine, alarm_signal);
    pthread_sigmask(SIG_BLOCK, &mine, NULL);
    arm(deadline);
    pthread_sigmask(SIG_UNBLOCK, &mine, NULL);
}

/* After a ring between calls (which woke whatever the thread waited in), the next end of a
 * call leaves the timer unarmed, so that a loop that calls Lua whenever it wakes is not woken
 * again a budget later, and so on. */
static void disarm(void) {
    here.idle_rang = 0;
    here.armed = 0;
    struct itimerspec never;
    memset(&never, 0, sizeof never);
    timer_settime(here.timer, 0, &never, NULL);
}

static void on_alarm(int number) {
    (void)number;
    int saved_errno = errno;
    here.armed = 0;
    lua_State *L = here.running;
    if (L == NULL) {
        here.idle_rang = 1;
    } else {
        clua_deadline *running = clua_deadline_of(L);
        double deadline = running->at;
        double now = clua_now();
        if (deadline > 0 && now >= deadline) {
            notice(running, deadline);
            lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, 1);
            arm(now + CLUA_ALARM_RETRY);  /* a trusted script may remove the hook: again soon */
        } else if (deadline > 0) {
            arm(deadline);  /* rang for an earlier call's deadline */
            if (here.ready < 0) clua_periodic_hook(L);
        }
    }
    errno = saved_errno;
}

static void forget_thread(void *record) {
    alarm_thread *thread = (alarm_thread *)record;
    if (thread->ready > 0) timer_delete(thread->timer);
    thread->ready = -1;
}

static void after_fork(void) {
    here.ready = 0;  /* timers are not inherited */
    here.armed = 0;
}

static void install(void) {
    int number = SIGRTMIN + CLUA_ALARM_SIGNAL_OFFSET;
    if (number > SIGRTMAX) return;
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) return;
    if (current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN) return;  /* someone else's */
    if (pthread_key_create(&thread_end, forget_thread) != 0) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_alarm;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(number, &action, NULL) != 0) return;
    pthread_atfork(NULL, NULL, after_fork);
    __atomic_store_n(&alarm_signal, number, __ATOMIC_RELEASE);  /* after the key and the handler */
}

static int installed_signal(void) { return __atomic_load_n(&alarm_signal, __ATOMIC_ACQUIRE); }

int clua_use_deadline_signal(void) {
    pthread_once(&installed, install);
    return installed_signal() != 0;
}

/* Makes this OS thread's timer on first use once the alarm is installed; false when it has
 * none (the periodic hook). Until the embedder asks for the alarm, nothing is remembered, so
 * a thread that ran Lua before takes the alarm up from its next call on. */
static int thread_ready(void) {
    if (here.ready != 0) return here.ready > 0;
    if (installed_signal() == 0) return 0;
    here.ready = -1;
    struct sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = alarm_signal;
    event._sigev_un._tid = (pid_t)syscall(SYS_gettid);
    if (timer_create(CLOCK_MONOTONIC, &event, &here.timer) != 0) return 0;
    /* Threads that block every signal (libdispatch's workers) must still receive this one. */
    sigset_t mine;
    sigemptyset(&mine);
    sigaddset(&mine, alarm_signal);
    pthread_sigmask(SIG_UNBLOCK, &mine, NULL);
    pthread_setspecific(thread_end, &here);
    here.ready = 1;
    return 1;
}

void clua_periodic_hook(lua_State *L) {
    /* Setting it again would restart the count: a loop that resumes a coroutine which soon
     * yields would restart both threads' counts on every resume and never be looked at. */
    if (lua_gethook(L) == clua_count_hook && lua_gethookmask(L) == LUA_MASKCOUNT
        && lua_gethookcount(L) == CLUA_HOOK_INTERVAL) return;
    lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, CLUA_HOOK_INTERVAL);
}

lua_State *clua_watch(lua_State *L) {
    lua_State *previous = here.running;
    here.running = L;
    barrier();
    if (L == NULL) {
        if (here.idle_rang) disarm();
        return previous;
    }
    clua_deadline *watched = clua_deadline_of(L);
    double deadline = watched->at;
    if (deadline <= 0) return previous;
    if (noticed(watched) == deadline) {
        lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, 1);
    } else if (!thread_ready()) {
        clua_periodic_hook(L);
    } else if (here.armed == 0 || here.armed > deadline) {
        arm_blocked(deadline);
    }
    return previous;
}

void clua_expire(lua_State *L) {
    clua_deadline *deadline = clua_deadline_of(L);
    notice(deadline, deadline->at);
    lua_sethook(L, clua_count_hook, LUA_MASKCOUNT, 1);
}

double clua_running_deadline(int *budget_ms) {
    lua_State *L = here.running;
    if (L == NULL) return 0;
    clua_deadline *deadline = clua_deadline_of(L);
    *budget_ms = deadline->budget_ms;
    return deadline->at;
}

int clua_alarm_ready(void) { return here.ready > 0; }
