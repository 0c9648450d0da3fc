/* PipelineLoopValid: a pl.pipeline loop carries its stage count, and only a
 * pl.pipeline loop does (the reference's kind <=> pipeline_stages attr
 * invariant: the stage is what the pipeline passes key on, a pipeline loop
 * without one would print as a plain range loop).  A structural invariant,
 * checked by `ptoc verify` and at --verify=all. */
#include "verify.h"

struct plv {
	const struct function *fn;
	bool report;
	int bad;
};

static bool plv_stmt(struct stmt *s, void *ctx)
{
	struct plv *c = ctx;
	if (s->kind != ST_FOR)
		return true;
	bool pipe = s->u.loop.kind == FOR_PIPELINE, staged = s->u.loop.stage != NULL;
	if (pipe == staged)
		return true;
	c->bad++;
	if (c->report)
		diag_error(s->span, pipe ? "PipelineLoopValid: a pl.pipeline loop in function '%s' has no "
					   "stage= (pipeline loops always carry their stage count)"
					 : "PipelineLoopValid: a loop in function '%s' that is not pl.pipeline "
					   "carries a stage count",
			   c->fn->name);
	return true;
}

int verify_pipeline_loop_valid(const struct program *p, bool strict, bool report)
{
	struct plv c = {.report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		c.fn = p->funcs[f];
		ir_walk_stmts(p->funcs[f]->body, plv_stmt, &c);
	}
	return c.bad;
}
