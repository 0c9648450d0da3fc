/* NormalizeStmtStructure: PyPTO flattens nested SeqStmts and unwraps
 * single-child ones.  ptoc's statement lists are flat arrays by construction
 * (ir.h: no SeqStmt nodes), so the pass only rebuilds each body as one array
 * and checks what a rewrite could have broken (holes, a yield that is not
 * last), which is an internal error.
 * requires: (nothing)
 * produces: NormalizedStmtStructure */
#include "pass.h"
#include "passes.h"
#include "util.h"

static void norm_list(struct arena *a, struct stmt_list *l)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		if (!s)
			die("a pass left a hole in a statement list");
		if (s->kind == ST_YIELD && i + 1 != l->n)
			die("a pass left a yield that is not the last statement of its body");
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			norm_list(a, kids[k]);
		ir_sb_push(&b, s);
	}
	*l = ir_sb_finish(a, &b);
	ir_sb_free(&b);
}

bool pass_normalize_stmt_structure(struct pass_ctx *ctx, struct program *p)
{
	for (uint32_t f = 0; f < p->n_funcs; f++)
		norm_list(p->arena, &p->funcs[f]->body);
	return true;
}
