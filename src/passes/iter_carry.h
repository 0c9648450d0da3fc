/* The carry classes of ClassifyIterArgCarry for loops it does not stamp: orchestration
 * codegen asks them for the iter args of a while loop (the reference classifies for
 * loops only).  A carry is trivial when what the body yields is another name of the iter
 * arg's own buffer (aliased to the init), a rebind otherwise (a mutable carry assigned at
 * the yield); a TASK_ID scalar carry is always a rebind. */
#ifndef PTOC_ITER_CARRY_H
#define PTOC_ITER_CARRY_H

#include <stdbool.h>

#include "ir.h"

struct ciac;
struct ciac *ciac_new(const struct program *p);
void ciac_free(struct ciac *c);
/* rebind[i] for each iter arg i of while loop s: true unless the carry is trivial (every
 * carry is a rebind when the body does not end in a yield of all of them). */
void ciac_while_rebind(struct ciac *c, const struct stmt *s, bool *rebind);

#endif
