/* Out-parameter write-back, run by ConvertToSSA on the program it made.
 *
 * In every Orchestration function and every Opaque function with a
 * CORE_GROUP scope, a returned tensor that rebinds an Out or InOut
 * parameter (`c = pl.add(a, b)` in a scope, or in a scope of each trip of a
 * loop, or of each branch of an if, then `return c` with `c: pl.Out[...]`)
 * but does not write back into it (its buffer is neither the parameter, a
 * pl.assemble into it, nor a result the return lineage traces to it) is
 * written into the parameter by the kernel that makes it: the scope's
 * definition `c = v` becomes `c__val = v` and
 * `c = pl.tensor.assemble(c_param, c__val, [0, ...])`; inside a loop it is
 * assembled into the loop's iter arg carrying the parameter, so each trip
 * passes the carry and the loop carries the kernel's result.  A value no such
 * scope makes is assembled into the parameter before the return instead
 * (`c__wb`).  A rebinding is told by the SSA name's stem (`c__ssa_v1`,
 * `c__rv_v2`, `c__phi_v3` of the parameter `c__ssa_v0`) and needs the
 * parameter's shape and dtype.
 *
 * The reference leaves such a value in a buffer of its own (OutlineIncoreScopes
 * gives the outlined kernel a fresh output and the parameter is never
 * written; its test_out_param_write_dropped_warning only warns), so a run
 * leaves the parameter as it was. */
#ifndef PTOC_OUT_WRITE_BACK_H
#define PTOC_OUT_WRITE_BACK_H

#include "ir.h"

/* The rewrite on every such function of p; false after reporting an error. */
bool out_write_back(struct program *p);

#endif
