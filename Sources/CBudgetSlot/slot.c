#include "CBudgetSlot.h"

static _Thread_local void *slot;

void *tabhost_budget_slot_get(void) { return slot; }

void tabhost_budget_slot_set(void *budget) { slot = budget; }
