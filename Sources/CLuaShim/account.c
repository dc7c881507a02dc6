/* Memory accounts (see clua_account in clua_memory.h): the heap of a state, the host data kept
 * for it, and the accounts opened on its behalf, added up along the chain of parents, so that
 * one cap covers a spec and every app it opens. A chain is one or two accounts long, and all
 * of it belongs to one thread (a spec thread and its apps). */

#include "clua_memory.h"

#include <stdint.h>

int clua_account_fits(const clua_account *account, size_t cap, size_t grow) {
    if (cap > 0 && (account->charged > cap || grow > cap - account->charged)) return 0;
    for (account = account->parent; account != NULL; account = account->parent) {
        size_t limit = account->limit;
        if (limit > 0 && (account->charged > limit || grow > limit - account->charged)) return 0;
    }
    return 1;
}

size_t clua_account_room(const clua_account *account, size_t cap) {
    size_t room = SIZE_MAX;
    for (; account != NULL; account = account->parent, cap = account != NULL ? account->limit : 0) {
        if (cap == 0) continue;
        size_t left = account->charged < cap ? cap - account->charged : 0;
        if (left < room) room = left;
    }
    return room;
}

void clua_account_charge(clua_account *account, size_t bytes) {
    for (; account != NULL; account = account->parent) account->charged += bytes;
}

void clua_account_discharge(clua_account *account, size_t bytes) {
    for (; account != NULL; account = account->parent)
        account->charged = account->charged > bytes ? account->charged - bytes : 0;
}

void clua_account_attach(clua_account *account, clua_account *parent) {
    if (account->parent == parent) return;
    clua_account_discharge(account->parent, account->charged);
    account->parent = parent;
    clua_account_charge(parent, account->charged);
}
