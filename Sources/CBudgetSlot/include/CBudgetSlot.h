#ifndef CBUDGETSLOT_H
#define CBUDGETSLOT_H

/* One pointer per thread: the time budget of the event that thread is handling (TabCore's
 * Budget.current). Swift has thread-local storage only through the concurrency runtime's
 * task-locals, which would bring that runtime and libdispatch into every start of the
 * binary for this one pointer; C11's _Thread_local is a load from the thread's own block.
 *
 * What the pointer means, and its lifetime, are Swift's (Budget.swift): C only keeps it. */

/* The pointer this thread set last, or NULL. */
void *tabhost_budget_slot_get(void);
/* Sets this thread's pointer (NULL clears it). */
void tabhost_budget_slot_set(void *budget);

#endif
