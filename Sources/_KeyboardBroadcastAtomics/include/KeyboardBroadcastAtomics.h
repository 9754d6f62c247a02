#ifndef KEYBOARD_BROADCAST_ATOMICS_H
#define KEYBOARD_BROADCAST_ATOMICS_H

#include <stdbool.h>

// A registry entry's "removed" mark is written under the registry's lock but read by broadcasts that do not
// hold it. These two functions make that read and write atomic, which Swift cannot express without the
// Synchronization module (iOS 18+) or a package dependency.

static inline bool kb_load_acquire(const bool *flag) { return __atomic_load_n(flag, __ATOMIC_ACQUIRE); }

static inline void kb_store_release(bool *flag, bool value) { __atomic_store_n(flag, value, __ATOMIC_RELEASE); }

#endif
