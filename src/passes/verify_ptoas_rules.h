/* VerifyPtoasRules (verify_ptoas_rules.c): every op call of a kernel against
 * the ptoas verifier rules of its spec, for the backend's ptoas arch and a
 * ptoas version. */
#ifndef PTOC_VERIFY_PTOAS_RULES_H
#define PTOC_VERIFY_PTOAS_RULES_H

#include <stdint.h>

#include "backend.h"
#include "ir.h"

/* Checks every call of function f (its final tile types: memory spaces,
 * layouts, valid shapes, buffers) against the rules that hold for backend
 * `be` and ptoas version `version` (a code of ptoas.h; 0: the newest known),
 * reporting each broken rule at the call.  Returns the number reported. */
int verify_ptoas_rules(const struct function *f, const be_t *be, uint32_t version);

#endif
