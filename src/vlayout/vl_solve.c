/* The two searches over the rule alternatives.  Both return the reference's
 * winner: the lexicographically first complete assignment of the choice
 * sequence (dangling combination, then each op's alternative in processing
 * order; vector-layout.md §4.6).
 * - VL_EXHAUSTIVE mirrors the reference's breadth-first candidate list,
 *   including the call-operand product and the candidate count at a failure.
 * - VL_FAST is a depth-first search with conflict-directed backjumping over
 *   independent components; a call's operand product becomes one choice point
 *   per operand (last operand first, as the product orders them). */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "util.h"
#include "vl_solve.h"

/* ---- the choice sequence shared by both searches ---- */

struct order {
	int *proc, nproc;   /* processed ops (index in f->ops), reverse pre-order */
	int *dang, ndang;   /* enumerated dangling values, most significant first */
	bool empty_init;    /* §4.2 quirk emptied the initial space */
};

static void post_order(const struct vl_func *f, int from, int to, int *out, int *n)
{
	for (int i = from; i < to;) {
		const struct vl_inst *in = f->ops[i];
		if (in->body_end > i) {
			post_order(f, i + 1, in->body_end, out, n);
			out[(*n)++] = i;
			i = in->body_end;
		} else {
			out[(*n)++] = i++;
		}
	}
}

static void make_order(const struct vl_func *f, struct order *o)
{
	o->proc = xmalloc(sizeof *o->proc * (size_t)(f->nops + 1));
	o->nproc = 0;
	for (int i = f->nops - 1; i >= 0; i--)
		if (vl_processed(f, f->ops[i]))
			o->proc[o->nproc++] = i;
	int *post = xmalloc(sizeof *post * (size_t)(f->nops + 1)), np = 0;
	post_order(f, 0, f->nops, post, &np);
	int *d = xmalloc(sizeof *d * (size_t)(f->nvals + 1)), nd = 0, cut = -1;
	for (int i = 0; i < np; i++) {
		const struct vl_inst *in = f->ops[post[i]];
		for (int k = 0; k < in->nres; k++) {
			const struct vl_value *v = &f->vals[in->res[k]];
			if (!v->ty.vec || v->nuses)
				continue;
			if (vl_legal_states(vl_fold_width(v->ty.width))[0] < 0)
				cut = nd;
			d[nd++] = in->res[k];
		}
	}
	free(post);
	o->empty_init = nd > 0 && cut == nd - 1;
	o->ndang = 0;
	o->dang = xmalloc(sizeof *o->dang * (size_t)(nd + 1));
	if (!o->empty_init)
		for (int i = nd - 1; i > cut; i--)
			o->dang[o->ndang++] = d[i];
	free(d);
}

static void free_order(struct order *o)
{
	free(o->proc);
	free(o->dang);
}

static void sol_init(const struct vl_func *f, struct vl_solution *s)
{
	memset(s, 0, sizeof *s);
	s->state = xmalloc((size_t)f->nvals + 1);
	memset(s->state, VL_NOSTATE, (size_t)f->nvals + 1);
	s->ft = xcalloc((size_t)f->nops + 1, 1);
	s->failed_op = -1;
	s->before = -1;
}

void vl_solution_free(struct vl_solution *s)
{
	free(s->state);
	free(s->ft);
	free(s->fail_states);
	memset(s, 0, sizeof *s);
}

/* ---- exhaustive: the reference's breadth-first list ---- */

/* A candidate is the state of every value (nvals + 1 bytes) followed by the
 * function type of every op (nops + 1 bytes).  A list keeps its candidates
 * in one buffer: the millions the tool allows cost their bytes, not one
 * allocation each. */
struct clist {
	int8_t *c;
	long long n, cap;
	size_t nst, size; /* bytes of the states, of a whole candidate */
};

static struct clist clist_new(const struct vl_func *f)
{
	return (struct clist){NULL, 0, 0, (size_t)f->nvals + 1, (size_t)f->nvals + (size_t)f->nops + 2};
}

static int8_t *cand_at(const struct clist *l, long long i) { return l->c + (size_t)i * l->size; }

/* Appends a copy of candidate c (not one of l's own) and returns it. */
static int8_t *clist_push(struct clist *l, const int8_t *c)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->c = xrealloc(l->c, l->size * (size_t)l->cap);
	}
	int8_t *x = cand_at(l, l->n++);
	memcpy(x, c, l->size);
	return x;
}

static void clist_free(struct clist *l)
{
	free(l->c);
	l->c = NULL;
	l->n = l->cap = 0;
}

/* list <- next, and next empty (keeping its buffer). */
static void clist_advance(struct clist *list, struct clist *next)
{
	struct clist t = *list;
	*list = *next;
	*next = t;
	next->n = 0;
}

/* Applies requirements; false on a conflict. */
/* Requirements of alternative a of e (n of them).  e->req stays NULL while
 * no alternative has any, and NULL + 0 is undefined. */
static const struct vl_req *alt_req(const struct vl_eval *e, int a, int *n)
{
	*n = e->first[a + 1] - e->first[a];
	return *n ? e->req + e->first[a] : NULL;
}

static bool apply(int8_t *st, const struct vl_req *r, int n)
{
	for (int i = 0; i < n; i++) {
		if (st[r[i].v] >= 0 && st[r[i].v] != r[i].s)
			return false;
		st[r[i].v] = r[i].s;
	}
	return true;
}

/* a * b, or cap + 1 when that exceeds cap (a, b >= 0, cap >= 0). */
static long long mul_capped(long long a, long long b, long long cap)
{
	if (b != 0 && a > (cap + 1) / b)
		return cap + 1;
	return a * b < cap + 1 ? a * b : cap + 1;
}

static int nlegal(const struct vl_func *f, int v)
{
	const int8_t *l = vl_legal_states(vl_fold_width(f->vals[v].ty.width));
	int n = 0;
	while (l[n] >= 0)
		n++;
	return n;
}

/* Pushes onto `next` the candidates of the call-operand product of e over
 * candidate c: every assignment of a legal state to each operand, the first
 * operand varying fastest, that agrees with c and with itself.  Only those
 * are enumerated: an operand c already fixes has one choice, a repeated
 * operand follows its last occurrence (which sets its significance), so the
 * work is the number of candidates pushed.  Returns false, pushing nothing,
 * when `next` would exceed cap. */
static bool push_product(const struct vl_func *f, const int8_t *c, const struct vl_eval *e,
			 long long cap, struct clist *next, int8_t *t)
{
	enum { CHOSEN = -2 }; /* in t: a free operand already listed */
	int n = e->nprod;
	if (n == 0)
		return true; /* an empty product: the op fails for c */
	memcpy(t, c, next->size);
	/* free_v[] = the distinct free operands, by last occurrence, the last
	 * one first; a fixed operand must hold a legal state */
	int *free_v = xmalloc(sizeof *free_v * (size_t)n), nfree = 0;
	long long count = 1;
	for (int k = n - 1; k >= 0 && count > 0; k--) {
		int v = e->prod[k];
		if (t[v] == CHOSEN)
			continue;
		if (t[v] >= 0) {
			const int8_t *l = vl_legal_states(vl_fold_width(f->vals[v].ty.width));
			while (*l >= 0 && *l != t[v])
				l++;
			if (*l < 0)
				count = 0;
			continue;
		}
		t[v] = CHOSEN;
		free_v[nfree++] = v;
		count = mul_capped(count, nlegal(f, v), cap);
	}
	bool fits = count <= cap - next->n;
	int *idx = xcalloc((size_t)nfree + 1, sizeof *idx);
	/* the first operand varies fastest: free_v[nfree - 1] */
	while (fits && count > 0) {
		for (int k = 0; k < nfree; k++)
			t[free_v[k]] = vl_legal_states(vl_fold_width(f->vals[free_v[k]].ty.width))[idx[k]];
		clist_push(next, t);
		int k = nfree - 1;
		for (; k >= 0; k--) {
			if (vl_legal_states(vl_fold_width(f->vals[free_v[k]].ty.width))[++idx[k]] >= 0)
				break;
			idx[k] = 0;
		}
		if (k < 0)
			break;
	}
	free(idx);
	free(free_v);
	return fits;
}

static int solve_exhaustive(const struct vl_func *f, const struct order *o, long long cap,
			    struct vl_solution *out)
{
	struct clist list = clist_new(f), next = clist_new(f);
	int8_t *t = xmalloc(list.size); /* a scratch candidate */
	memset(t, VL_NOSTATE, list.nst);
	memset(t + list.nst, 0, list.size - list.nst);
	if (!o->empty_init)
		clist_push(&list, t);
	/* initial product: the value added last varies slowest; o->dang is
	 * most significant first, so add it in reverse.  Its size is known
	 * before it is built, so an oversized space is refused up front. */
	long long size = list.n;
	for (int d = 0; d < o->ndang; d++)
		size = mul_capped(size, nlegal(f, o->dang[d]), cap);
	if (size > cap) {
		free(t);
		clist_free(&list);
		return 2;
	}
	for (int d = o->ndang - 1; d >= 0; d--) {
		int v = o->dang[d];
		const int8_t *l = vl_legal_states(vl_fold_width(f->vals[v].ty.width));
		for (; *l >= 0; l++)
			for (long long i = 0; i < list.n; i++)
				clist_push(&next, cand_at(&list, i))[v] = *l;
		out->steps += next.n;
		clist_advance(&list, &next);
	}
	struct vl_eval e;
	vl_eval_init(&e);
	int rc = 0;
	for (int j = 0; j < o->nproc; j++) {
		int opi = o->proc[j];
		const struct vl_inst *in = f->ops[opi];
		out->steps += list.n;
		for (long long i = 0; i < list.n; i++) {
			const int8_t *c = cand_at(&list, i);
			vl_eval(f, in, c, &e);
			if (e.product) {
				if (!push_product(f, c, &e, cap, &next, t)) {
					rc = 2;
					goto done;
				}
			} else {
				for (int a = 0; a < e.nalt; a++) {
					int8_t *x = clist_push(&next, c);
					int nr;
					const struct vl_req *r = alt_req(&e, a, &nr);
					if (apply(x, r, nr))
						x[next.nst + (size_t)opi] = e.ft[a];
					else
						next.n--;
				}
			}
			if (next.n > cap) {
				rc = 2;
				goto done;
			}
		}
		if (next.n == 0) {
			out->failed_op = opi;
			out->before = list.n;
			out->fail_states = xmalloc((size_t)f->nvals + 1);
			memset(out->fail_states, VL_NOSTATE, (size_t)f->nvals + 1);
			for (long long i = 0; i < list.n; i++)
				for (int v = 0; v < f->nvals; v++)
					if (out->fail_states[v] < 0)
						out->fail_states[v] = cand_at(&list, i)[v];
			rc = 1;
			goto done;
		}
		clist_advance(&list, &next);
	}
	if (list.n == 0) {
		rc = 1; /* nothing processed and an empty initial space */
		goto done;
	}
	memcpy(out->state, cand_at(&list, 0), list.nst);
	memcpy(out->ft, cand_at(&list, 0) + list.nst, (size_t)f->nops + 1);
	out->ok = true;
done:
	vl_eval_free(&e);
	free(t);
	clist_free(&list);
	clist_free(&next);
	return rc;
}

/* ---- fast: depth-first search with conflict-directed backjumping ---- */

/* A set of choice-point indices (sorted), shared and never mutated. */
struct rs { int n; int a[]; };

struct dfs {
	const struct vl_func *f;
	struct arena ar;
	int8_t *st;
	struct rs **why;   /* per value: reason of its state */
	int *trail, ntrail;
	struct vl_eval e;
	long long steps;   /* try_node calls */
};

static struct rs *rs_union(struct arena *ar, struct rs *a, struct rs *b)
{
	if (!a || a->n == 0)
		return b;
	if (!b || b->n == 0 || a == b)
		return a;
	struct rs *r = arena_alloc(ar, sizeof *r + sizeof(int) * (size_t)(a->n + b->n));
	int i = 0, j = 0, n = 0;
	while (i < a->n || j < b->n) {
		int x;
		if (j >= b->n || (i < a->n && a->a[i] < b->a[j]))
			x = a->a[i++];
		else if (i >= a->n || b->a[j] < a->a[i])
			x = b->a[j++];
		else
			x = a->a[i++], j++;
		r->a[n++] = x;
	}
	r->n = n;
	if (n == a->n)
		return a;
	if (n == b->n)
		return b;
	return r;
}

static struct rs *rs_one(struct arena *ar, int x)
{
	struct rs *r = arena_alloc(ar, sizeof *r + sizeof(int));
	r->n = 1;
	r->a[0] = x;
	return r;
}

static struct rs *rs_without(struct arena *ar, struct rs *a, int x)
{
	if (!a)
		return a;
	int k = -1;
	for (int i = 0; i < a->n; i++)
		if (a->a[i] == x)
			k = i;
	if (k < 0)
		return a;
	struct rs *r = arena_alloc(ar, sizeof *r + sizeof(int) * (size_t)a->n);
	r->n = 0;
	for (int i = 0; i < a->n; i++)
		if (i != k)
			r->a[r->n++] = a->a[i];
	return r;
}

enum { NODE_DANG, NODE_OP, NODE_CALLARG };

struct node {
	uint8_t kind;
	int op;      /* index in f->ops (NODE_OP, NODE_CALLARG) */
	int pos;     /* processing position of the op (-1 for dangling) */
	int v;       /* NODE_DANG, NODE_CALLARG: the value chosen */
	int alt;     /* next alternative to try */
	int trail;
	int8_t ft;
	struct rs *acc;
};

static void undo(struct dfs *d, int mark)
{
	while (d->ntrail > mark)
		d->st[d->trail[--d->ntrail]] = VL_NOSTATE;
}

/* Tries alternatives of node i from n->alt.  Returns true when one applied;
 * otherwise *conf is the conflict set. */
static bool try_node(struct dfs *d, struct node *nd, int i, struct rs **conf)
{
	const struct vl_func *f = d->f;
	struct rs *base = NULL;
	int nalt;
	d->steps++;
	const int8_t *legal = NULL;
	if (nd->kind == NODE_OP) {
		vl_eval(f, f->ops[nd->op], d->st, &d->e);
		for (int r = 0; r < d->e.nreads; r++)
			if (d->st[d->e.reads[r]] >= 0)
				base = rs_union(&d->ar, base, d->why[d->e.reads[r]]);
		nalt = d->e.nalt;
	} else {
		legal = vl_legal_states(vl_fold_width(f->vals[nd->v].ty.width));
		for (nalt = 0; legal[nalt] >= 0; nalt++)
			;
	}
	for (; nd->alt < nalt; nd->alt++) {
		struct rs *why = rs_union(&d->ar, base, nd->acc);
		if (nalt > 1)
			why = rs_union(&d->ar, why, rs_one(&d->ar, i));
		struct vl_req one;
		const struct vl_req *req = &one;
		int nreq = 1;
		if (legal)
			one = (struct vl_req){nd->v, legal[nd->alt]};
		else
			req = alt_req(&d->e, nd->alt, &nreq);
		bool ok = true;
		for (int k = 0; k < nreq; k++) {
			int v = req[k].v;
			if (d->st[v] >= 0) {
				if (d->st[v] != req[k].s) {
					nd->acc = rs_union(&d->ar, nd->acc, d->why[v]);
					ok = false;
					break;
				}
				continue;
			}
			d->st[v] = req[k].s;
			d->why[v] = why;
			d->trail[d->ntrail++] = v;
		}
		if (ok) {
			nd->ft = legal ? 0 : d->e.ft[nd->alt];
			nd->alt++;
			return true;
		}
		undo(d, nd->trail);
	}
	*conf = rs_without(&d->ar, rs_union(&d->ar, base, nd->acc), i);
	return false;
}

/* Searches nodes[0..n).  Returns true if solved; *deepest = the largest
 * processing position at which a path died. */
static bool dfs_run(struct dfs *d, struct node *nodes, int n, int *deepest)
{
	int i = 0;
	bool fresh = true;
	while (i < n) {
		struct node *nd = &nodes[i];
		if (fresh) {
			nd->alt = 0;
			nd->acc = NULL;
			nd->trail = d->ntrail;
		} else {
			undo(d, nd->trail);
		}
		struct rs *conf;
		if (try_node(d, nd, i, &conf)) {
			i++;
			fresh = true;
			continue;
		}
		if (nd->pos > *deepest)
			*deepest = nd->pos;
		if (!conf || conf->n == 0)
			return false;
		int t = conf->a[conf->n - 1];
		nodes[t].acc = rs_union(&d->ar, nodes[t].acc, rs_without(&d->ar, conf, t));
		i = t;
		fresh = false;
	}
	return true;
}

static int uf_find(int *p, int x)
{
	while (p[x] != x)
		x = p[x] = p[p[x]];
	return x;
}

static void uf_join(int *p, int a, int b)
{
	a = uf_find(p, a);
	b = uf_find(p, b);
	if (a != b)
		p[a < b ? b : a] = a < b ? a : b;
}

/* The values a processed op constrains or reads. */
static int touched(const struct vl_func *f, const struct vl_inst *in, int *out)
{
	int n = 0;
	for (int i = 0; i < in->nopnd; i++)
		if (f->vals[in->opnd[i]].ty.vec)
			out[n++] = in->opnd[i];
	for (int i = 0; i < in->nres; i++)
		if (f->vals[in->res[i]].ty.vec)
			out[n++] = in->res[i];
	if (in->nopnd && in->nres)
		out[n++] = in->opnd[0], out[n++] = in->res[0];
	for (int i = 0; i < in->niter; i++)
		out[n++] = in->iter[i];
	if (in->loop)
		for (int i = 0; i < in->loop->nres; i++)
			out[n++] = in->loop->res[i];
	return n;
}

static int solve_fast(const struct vl_func *f, const struct order *o, struct vl_solution *out)
{
	struct dfs d = {0};
	d.f = f;
	d.st = out->state;
	d.why = xcalloc((size_t)f->nvals + 1, sizeof *d.why);
	d.trail = xmalloc(sizeof *d.trail * (size_t)(f->nvals + 1));
	vl_eval_init(&d.e);
	int *uf = xmalloc(sizeof *uf * (size_t)(f->nvals + 1));
	for (int v = 0; v < f->nvals; v++)
		uf[v] = v;
	int maxt = 0;
	for (int j = 0; j < o->nproc; j++) {
		const struct vl_inst *in = f->ops[o->proc[j]];
		int t = in->nopnd + in->nres + 2 + in->niter + (in->loop ? in->loop->nres : 0);
		maxt = t > maxt ? t : maxt;
	}
	int *tv = xmalloc(sizeof *tv * (size_t)(maxt + 1));
	for (int j = 0; j < o->nproc; j++) {
		int n = touched(f, f->ops[o->proc[j]], tv);
		for (int k = 1; k < n; k++)
			uf_join(uf, tv[0], tv[k]);
	}
	/* nodes in choice order, then a stable partition by component */
	int cap = o->ndang + o->nproc + 1;
	for (int j = 0; j < o->nproc; j++)
		cap += f->ops[o->proc[j]]->nopnd;
	struct node *all = xcalloc((size_t)cap, sizeof *all);
	int *comp = xmalloc(sizeof *comp * (size_t)cap), n = 0;
	for (int k = 0; k < o->ndang; k++) {
		all[n] = (struct node){.kind = NODE_DANG, .op = -1, .pos = -1, .v = o->dang[k]};
		comp[n++] = uf_find(uf, o->dang[k]);
	}
	for (int j = 0; j < o->nproc; j++) {
		const struct vl_inst *in = f->ops[o->proc[j]];
		touched(f, in, tv);
		int c = uf_find(uf, tv[0]);
		vl_eval(f, in, d.st, &d.e); /* only to learn whether it is a product */
		if (d.e.product) {
			if (d.e.nprod == 0) { /* an empty product: the op fails */
				all[n] = (struct node){.kind = NODE_OP, .op = o->proc[j], .pos = j};
				comp[n++] = c;
			}
			for (int k = d.e.nprod - 1; k >= 0; k--) {
				all[n] = (struct node){.kind = NODE_CALLARG, .op = o->proc[j], .pos = j, .v = d.e.prod[k]};
				comp[n++] = c;
			}
		} else {
			all[n] = (struct node){.kind = NODE_OP, .op = o->proc[j], .pos = j};
			comp[n++] = c;
		}
	}
	/* group nodes by component, keeping choice order inside each */
	int *ord = xmalloc(sizeof *ord * (size_t)(n + 1)), *cnt = xcalloc((size_t)f->nvals + 1, sizeof *cnt);
	for (int i = 0; i < n; i++)
		cnt[comp[i]]++;
	int *start = xmalloc(sizeof *start * (size_t)(f->nvals + 1)), s = 0;
	for (int v = 0; v < f->nvals; v++) {
		start[v] = s;
		s += cnt[v];
	}
	for (int i = 0; i < n; i++)
		ord[start[comp[i]]++] = i;
	struct node *nodes = xmalloc(sizeof *nodes * (size_t)(n + 1));
	for (int i = 0; i < n; i++)
		nodes[i] = all[ord[i]];
	int fail = -1, rc = 0;
	for (int i = 0; i < n;) {
		int c = comp[ord[i]], e = i;
		while (e < n && comp[ord[e]] == c)
			e++;
		int deepest = -1;
		if (!dfs_run(&d, nodes + i, e - i, &deepest)) {
			rc = 1;
			if (fail < 0 || deepest < fail)
				fail = deepest;
		}
		i = e;
	}
	if (o->empty_init && o->nproc > 0) {
		rc = 1;
		fail = 0;
	}
	if (rc == 0) {
		for (int i = 0; i < n; i++)
			if (nodes[i].kind == NODE_OP)
				out->ft[nodes[i].op] = nodes[i].ft;
		out->ok = true;
	} else {
		out->failed_op = fail >= 0 ? o->proc[fail] : -1;
	}
	out->steps = d.steps;
	free(nodes);
	free(start);
	free(cnt);
	free(ord);
	free(comp);
	free(all);
	free(tv);
	free(uf);
	free(d.why);
	free(d.trail);
	vl_eval_free(&d.e);
	arena_free(&d.ar);
	return rc;
}

int vl_solve(const struct vl_func *f, enum vl_solver how, long long cap, struct vl_solution *out)
{
	struct order o;
	make_order(f, &o);
	sol_init(f, out);
	int rc = how == VL_EXHAUSTIVE ? solve_exhaustive(f, &o, cap, out) : solve_fast(f, &o, out);
	if (rc == 1 && how == VL_FAST && cap > 0) {
		/* the candidate count and recorded states of the No Solve block
		 * are those of the reference's list: count them when small */
		struct vl_solution x;
		sol_init(f, &x);
		if (solve_exhaustive(f, &o, cap, &x) == 1 && x.failed_op == out->failed_op) {
			out->before = x.before;
			out->fail_states = x.fail_states;
			x.fail_states = NULL;
		}
		vl_solution_free(&x);
	}
	free_order(&o);
	return rc;
}
