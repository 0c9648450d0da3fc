/* Cross-core pipes: a Cube kernel and its Vector kernel(s) run together as
 * one group and pass tiles through FIFO pipes (pto.tpush_to_* /
 * tpop_from_* / tfree_from_*).
 *
 * Each member runs on its own thread, but only the member holding the turn
 * executes: a member hands the turn on (round robin) only when it must wait,
 * a pop on an empty pipe or a push into a full one, or when it ends.  Runs
 * are therefore deterministic, every member has its own on-chip memories,
 * and a state where no member can move is reported as a deadlock at the
 * instruction that waits.
 *
 * A pipe is named by its id and direction (Cube to Vector or Vector to Cube)
 * and holds at most `slot_num` tiles that the consumer has not freed.  A
 * push copies the tile's valid region; the consumer's pop places its part
 * at its consumer buffer + (sequence number mod slots) * slot_size in the
 * popped tile's memory.  With a split code (1/3 up-down, 2/4 left-right,
 * odd codes for odd extents) the two Vector lanes each get (Cube to Vector)
 * or give (Vector to Cube) one half along the split axis, lane 0 first:
 * even codes need equal halves, odd codes a lane 0 one longer.  Without a
 * split code two lanes (no-split dual dispatch) each get the whole tile from
 * the Cube, and both push to it: the Cube's pop takes the pair, lane 0's tile. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "gm_pipe.h"
#include "rt_exec.h"

static const struct {
	const char *name;
	int op;
} pipe_ops[] = {
	{"pto.reserve_buffer", PIPE_RESERVE},
	{"pto.import_reserved_buffer", PIPE_IMPORT},
	{"pto.aic_initialize_pipe", PIPE_INIT_AIC},
	{"pto.aiv_initialize_pipe", PIPE_INIT_AIV},
	{"pto.tpush_to_aiv", PIPE_PUSH | PIPE_C2V << 4},
	{"pto.tpush_to_aic", PIPE_PUSH | PIPE_V2C << 4},
	{"pto.tpop_from_aic", PIPE_POP | PIPE_C2V << 4},
	{"pto.tpop_from_aiv", PIPE_POP | PIPE_V2C << 4},
	{"pto.tfree_from_aic", PIPE_FREE | PIPE_C2V << 4},
	{"pto.tfree_from_aiv", PIPE_FREE | PIPE_V2C << 4},
};

int rt_pipe_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof pipe_ops / sizeof *pipe_ops; i++)
		if (strcmp(pipe_ops[i].name, name) == 0)
			return pipe_ops[i].op;
	return -1;
}

static const char *const dir_names[] = {"Cube to Vector", "Vector to Cube"};

#define MAX_MEMBERS 8
#define MAX_PIPES 16
#define MAX_LANES 2

/* One transfer: `rows` x `cols` elements, row-major.  A Vector-to-Cube
 * split transfer is assembled from each lane's part. */
struct msg {
	int dtype, split;
	int rows, cols;
	uint8_t *data;
	uint8_t *part[MAX_LANES];
	int prows[MAX_LANES], pcols[MAX_LANES];
	unsigned parts, freed; /* lanes whose part arrived / that freed it */
	struct span at;        /* the push (of lane 0) */
};

struct pipe {
	int id, dir;
	int slot_size, slots;
	bool init[MAX_MEMBERS];
	int64_t cbuf[MAX_MEMBERS]; /* consumer buffer of each consumer member; -1: unknown */
	/* the GM slot region (gm_slot_buffer): bytes [gm_lo, gm_hi) of the
	 * group's GM pipe buffer, as the first member that named one placed it */
	bool gm;
	int64_t gm_lo, gm_hi;
	struct msg *q;             /* messages base .. base + n - 1 */
	long base, n, cap;
	long pushes[MAX_MEMBERS], pops[MAX_MEMBERS], frees[MAX_MEMBERS];
};

struct member_state {
	struct rt_group *g;
	int index;
	bool done, blocked;
	unsigned long seen; /* progress when it blocked */
	int status;
	pthread_t th;
};

struct rt_group {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct rt_member *mb;
	const struct rt_caps *caps;
	int n, turn, lanes;
	int world; /* rt_run_ranks: member r is rank r of `world`; 0 for a cross-core group */
	struct member_state ms[MAX_MEMBERS];
	unsigned long progress;
	bool failed;
	struct pipe pipes[MAX_PIPES];
	int npipes;
};

static int attr_int(const struct rt_inst *in, const char *key, int dflt)
{
	const char *v = rt_attr(in, key);
	return v && *v ? (int)strtol(v, NULL, 0) : dflt;
}

void rt_pipe_decode(struct rt_inst *in)
{
	in->split = attr_int(in, "split", 0);
	in->pipe_id = attr_int(in, "id", 0);
}

static bool is_cube(const struct rt_group *g, int member) { return g->mb[member].lane < 0; }

int rt_group_lane(const struct rt_group *g, int member) { return g->mb[member].lane; }

/* The pipe (id, dir), created at its first use. */
static struct pipe *pipe_of(struct rt_run *R, int id, int dir)
{
	struct rt_group *g = R->group;
	for (int i = 0; i < g->npipes; i++)
		if (g->pipes[i].id == id && g->pipes[i].dir == dir)
			return &g->pipes[i];
	if (g->npipes == MAX_PIPES)
		return rt_fail(R, "more than %d pipes", MAX_PIPES), NULL;
	struct pipe *p = &g->pipes[g->npipes++];
	memset(p, 0, sizeof *p);
	p->id = id;
	p->dir = dir;
	for (int m = 0; m < MAX_MEMBERS; m++)
		p->cbuf[m] = -1;
	return p;
}

static struct msg *msg_at(struct pipe *p, long seq) { return &p->q[seq - p->base]; }

static bool consumer_of(const struct rt_group *g, const struct pipe *p, int member)
{
	return (p->dir == PIPE_C2V) != is_cube(g, member);
}

/* Frees the head messages every consumer has freed. */
static void release(struct rt_group *g, struct pipe *p)
{
	unsigned all = p->dir == PIPE_C2V ? (1u << g->lanes) - 1 : 1u;
	long k = 0;
	while (k < p->n && p->q[k].freed == all) {
		free(p->q[k].data);
		for (int l = 0; l < MAX_LANES; l++)
			free(p->q[k].part[l]);
		k++;
	}
	if (k) {
		memmove(p->q, p->q + k, (size_t)(p->n - k) * sizeof *p->q);
		p->n -= k;
		p->base += k;
	}
}

/* ---- scheduling ---- */

/* Gives the turn to the next member that may run (not done; not waiting
 * since the last progress), or returns false when there is none. */
static bool pass_turn(struct rt_group *g, int me, bool any_waiting)
{
	for (int k = 1; k <= g->n; k++) {
		int j = (me + k) % g->n;
		struct member_state *o = &g->ms[j];
		if (j == me || o->done)
			continue;
		if (any_waiting || !o->blocked || o->seen != g->progress) {
			g->turn = j;
			pthread_cond_broadcast(&g->cv);
			return true;
		}
	}
	return false;
}

/* Lets the other members run until ready() holds (see rt_exec.h).  Even after a
 * failure members proceed one at a time: the turn passes on as each ends. */
int rt_wait_until(struct rt_run *R, rt_ready_fn *ready, void *ctx)
{
	struct rt_group *g = R->group;
	int me = R->member;
	while (!ready(R, ctx)) {
		if (!g)
			return RT_WAIT_DEADLOCK;
		pthread_mutex_lock(&g->mu);
		struct member_state *s = &g->ms[me];
		if (g->failed) {
			pthread_mutex_unlock(&g->mu);
			return RT_WAIT_STOP;
		}
		s->blocked = true;
		s->seen = g->progress;
		if (!pass_turn(g, me, false)) {
			g->failed = true;
			pthread_mutex_unlock(&g->mu);
			return RT_WAIT_DEADLOCK;
		}
		while (g->turn != me)
			pthread_cond_wait(&g->cv, &g->mu);
		s->blocked = false;
		bool failed = g->failed;
		pthread_mutex_unlock(&g->mu);
		if (failed)
			return RT_WAIT_STOP;
	}
	return RT_WAIT_OK;
}

typedef bool ready_fn(struct rt_run *R, struct pipe *p);
struct pipe_wait {
	struct pipe *p;
	ready_fn *ready;
};

static bool pipe_ready(struct rt_run *R, void *ctx)
{
	struct pipe_wait *w = ctx;
	return w->ready(R, w->p);
}

/* rt_wait_until on pipe p; false after reporting a deadlock (`what`), or
 * quietly when another member has failed. */
static bool wait_for(struct rt_run *R, struct pipe *p, ready_fn *ready, const char *what)
{
	struct pipe_wait w = {p, ready};
	int st = rt_wait_until(R, pipe_ready, &w);
	if (st == RT_WAIT_DEADLOCK)
		return rt_fail(R, "deadlock: %s on pipe id %d (%s), and no other core can proceed", what, p->id,
			       dir_names[p->dir]);
	return st == RT_WAIT_OK;
}

void rt_progress(struct rt_group *g)
{
	if (!g)
		return;
	pthread_mutex_lock(&g->mu);
	g->progress++;
	pthread_mutex_unlock(&g->mu);
}

struct rt_binding *rt_group_binds(struct rt_group *g, int member) { return g->mb[member].binds; }

int rt_group_world(const struct rt_group *g) { return g && g->world > 1 ? g->world : 1; }

static void *member_main(void *arg)
{
	struct member_state *s = arg;
	struct rt_group *g = s->g;
	pthread_mutex_lock(&g->mu);
	while (g->turn != s->index)
		pthread_cond_wait(&g->cv, &g->mu);
	bool failed = g->failed;
	pthread_mutex_unlock(&g->mu);
	struct rt_member *mb = &g->mb[s->index];
	s->status = failed ? 1 : rt_run_member(mb->m, mb->func, g->caps, mb->binds, g, s->index);
	pthread_mutex_lock(&g->mu);
	s->done = true;
	if (s->status)
		g->failed = true;
	pass_turn(g, s->index, true);
	pthread_mutex_unlock(&g->mu);
	return NULL;
}

static struct rt_group *group_new(struct rt_member *mb, int n, const struct rt_caps *caps)
{
	if (n < 1 || n > MAX_MEMBERS)
		die("rt_run_group: %d members", n);
	struct rt_group *g = xcalloc(1, sizeof *g);
	pthread_mutex_init(&g->mu, NULL);
	pthread_cond_init(&g->cv, NULL);
	g->mb = mb;
	g->n = n;
	g->caps = caps;
	return g;
}

/* Runs every member of g to its end; the status of all. */
static int run_members(struct rt_group *g)
{
	/* every state is set before the first member can look at it */
	for (int i = 0; i < g->n; i++)
		g->ms[i] = (struct member_state){.g = g, .index = i};
	for (int i = 0; i < g->n; i++)
		if (pthread_create(&g->ms[i].th, NULL, member_main, &g->ms[i]) != 0)
			die("cannot start a thread for a group member");
	int status = 0;
	for (int i = 0; i < g->n; i++) {
		pthread_join(g->ms[i].th, NULL);
		status |= g->ms[i].status;
	}
	return status;
}

static void group_free(struct rt_group *g)
{
	pthread_cond_destroy(&g->cv);
	pthread_mutex_destroy(&g->mu);
	free(g);
}

int rt_run_ranks(struct rt_member *ranks, int world, const struct rt_caps *caps)
{
	if (world > RT_MAX_WORLD)
		die("rt_run_ranks: %d ranks", world);
	struct rt_group *g = group_new(ranks, world, caps);
	g->world = world;
	int status = run_members(g);
	group_free(g);
	return status;
}

int rt_run_group(struct rt_member *mb, int n, const struct rt_caps *caps)
{
	struct rt_group *g = group_new(mb, n, caps);
	int cubes = 0;
	for (int i = 0; i < n; i++)
		if (mb[i].lane >= 0)
			g->lanes++;
		else
			cubes++;
	for (int i = 0; i < n; i++)
		if (mb[i].lane >= g->lanes)
			die("rt_run_group: lane %d of %d", mb[i].lane, g->lanes);
	if (cubes != 1 || g->lanes < 1 || g->lanes > MAX_LANES)
		die("rt_run_group: %d Cube members and %d Vector lanes", cubes, g->lanes);
	int status = run_members(g);
	for (int i = 0; i < g->npipes; i++) {
		struct pipe *p = &g->pipes[i];
		for (long k = 0; k < p->n; k++) {
			struct msg *m = &p->q[k];
			bool popped = true;
			for (int j = 0; j < n; j++)
				if (consumer_of(g, p, j) && p->pops[j] <= p->base + k)
					popped = false;
			if (!popped && !status) {
				diag_error(m->at, "a tile pushed to pipe id %d (%s) is never popped", p->id,
					   dir_names[p->dir]);
				status = 1;
			}
			free(m->data);
			for (int l = 0; l < MAX_LANES; l++)
				free(m->part[l]);
		}
		free(p->q);
	}
	group_free(g);
	return status;
}

/* ---- instructions ---- */

/* The base of reserve_buffer `name` in function `fname` of any member's
 * module: its static base, or -1 when the buffer is placed automatically. */
static int64_t peer_base(struct rt_run *R, const char *fname, const char *name)
{
	for (int i = 0; i < R->group->n; i++) {
		struct rt_module *m = R->group->mb[i].m;
		int f = rt_module_func_find(m, fname);
		if (f < 0)
			continue;
		struct rt_block *b = &m->funcs[f].body;
		for (int k = 0; k < b->n; k++) {
			struct rt_inst *in = b->v[k];
			const char *nm = in->kind == OPK_PIPE && PIPE_OP(in->op) == PIPE_RESERVE ? rt_attr(in, "name") : NULL;
			if (nm && strcmp(nm, name) == 0)
				return rt_attr(in, "base") ? attr_int(in, "base", 0) : -1;
		}
	}
	return -2;
}

static bool exec_reserve(struct rt_run *R, struct rt_inst *in)
{
	int64_t base;
	if (PIPE_OP(in->op) == PIPE_IMPORT) {
		const char *name = rt_attr(in, "name"), *peer = rt_attr(in, "peer_func");
		if (!name || !peer)
			return rt_fail(R, "expected name and peer_func attributes");
		base = R->group ? peer_base(R, peer, name) : -1;
		if (base == -2)
			return rt_fail(R, "no reserve_buffer \"%s\" in @%s", name, peer);
	} else if (rt_attr(in, "base")) {
		base = attr_int(in, "base", 0);
	} else {
		const char *loc = rt_attr(in, "location");
		int space = -1;
		for (int s = 0; s < MS_COUNT && loc; s++)
			if (strcmp(rt_space_names[s], loc) == 0)
				space = s;
		if (space < 0)
			return rt_fail(R, "reserve_buffer: unknown location '%s'", loc ? loc : "");
		base = (int64_t)rt_auto_place(R, in, space, (uint64_t)attr_int(in, "size", 0));
	}
	rt_set_scalar(R, in->res[0], DT_INT32, base, (double)base);
	return true;
}

/* Places pipe p's GM slot region at pointer `ptr` (gm_slot_buffer): both
 * members of a pipe must name the same region, and pipes of different ids
 * must not share bytes of the group's one GM pipe buffer (its workspace holds
 * gm_pipe_bytes per pipe: its rings of slots of slot_size bytes). */
static bool place_gm(struct rt_run *R, struct pipe *p, int mask, int slot_num, int ptr)
{
	struct rt_val *v;
	if (!rt_get_kind(R, ptr, V_PTR, "a pointer parameter", &v))
		return false;
	int64_t lo, len, hi;
	if (__builtin_mul_overflow(v->off, (int64_t)rt_dtype_size(v->dtype), &lo) ||
	    !gm_pipe_bytes(mask, slot_num, p->slot_size, &len) ||
	    __builtin_add_overflow(lo, len, &hi))
		return rt_fail(R, "pipe id %d: its GM slot region is past int64", p->id);
	if (p->gm) {
		if (p->gm_lo != lo)
			return rt_fail(R, "pipe id %d (%s): the GM slot region starts at byte %lld here, at byte %lld "
				       "on its peer", p->id, dir_names[p->dir], (long long)lo, (long long)p->gm_lo);
		return true;
	}
	struct rt_group *g = R->group;
	for (int i = 0; i < g->npipes; i++) {
		const struct pipe *q = &g->pipes[i];
		if (q->gm && q->id != p->id && q->gm_lo < hi && lo < q->gm_hi)
			return rt_fail(R, "pipe id %d shares the GM slot buffer with pipe id %d: their regions, bytes "
				       "[%lld, %lld) and [%lld, %lld), overlap", p->id, q->id, (long long)lo,
				       (long long)hi, (long long)q->gm_lo, (long long)q->gm_hi);
	}
	p->gm = true;
	p->gm_lo = lo;
	p->gm_hi = hi;
	return true;
}

static bool exec_init(struct rt_run *R, struct rt_inst *in)
{
	bool aic = PIPE_OP(in->op) == PIPE_INIT_AIC;
	if (aic != is_cube(R->group, R->member))
		return rt_fail(R, "runs on a %s core", is_cube(R->group, R->member) ? "Cube" : "Vector");
	int id = attr_int(in, "id", 0), mask = attr_int(in, "dir_mask", 0), size = attr_int(in, "slot_size", 0);
	int slot_num = attr_int(in, "slot_num", 0), slots = slot_num ? slot_num : attr_int(in, "local_slot_num", 0);
	for (int dir = 0; dir < 2; dir++) {
		if (!(mask >> dir & 1))
			continue;
		struct pipe *p = pipe_of(R, id, dir);
		if (!p)
			return false;
		if (p->slot_size && p->slot_size != size)
			return rt_fail(R, "slot_size %d differs from the peer's %d for pipe id %d", size, p->slot_size, id);
		p->slot_size = size;
		if (in->nargs > 2 && in->args[2] >= 0 && !place_gm(R, p, mask, slot_num, in->args[2]))
			return false;
		if (slots > 0)
			p->slots = p->slots ? (slots < p->slots ? slots : p->slots) : slots;
		p->init[R->member] = true;
		int64_t b = -1;
		int a = in->args[dir];
		if (a >= 0) {
			struct rt_val *v = rt_slot_val(R, a);
			if (v->kind != V_SCALAR)
				return rt_fail(R, "%s is not a scalar", rt_slot_name(R, a));
			b = v->i;
		}
		p->cbuf[R->member] = b;
	}
	return true;
}

/* The pipe a push/pop/free uses, initialised on this member's side. */
static struct pipe *used_pipe(struct rt_run *R, struct rt_inst *in)
{
	int id = in->pipe_id, dir = PIPE_DIR(in->op);
	struct pipe *p = pipe_of(R, id, dir);
	if (p && !p->init[R->member])
		return rt_fail(R, "pipe id %d (%s) is not initialised on this core (its initialize_pipe dir_mask "
			       "must include %d)", id, dir_names[dir], 1 << dir), NULL;
	if (p && !p->slots)
		p->slots = 2;
	return p;
}

/* Extent of lane `lane`'s half of `e` elements, and its start. */
static bool split_half(struct rt_run *R, int split, int e, int lane, int *off, int *len)
{
	bool odd = split >= 3;
	if ((e % 2 == 1) != odd)
		return rt_fail(R, "split %d needs an %s extent on its axis, got %d", split, odd ? "odd" : "even", e);
	int e0 = (e + 1) / 2;
	*off = lane ? e0 : 0;
	*len = lane ? e / 2 : e0;
	return true;
}

static bool push_ready(struct rt_run *R, struct pipe *p)
{
	int me = R->member;
	long seq = is_cube(R->group, me) ? p->base + p->n : p->pushes[me];
	return seq < p->base + p->slots;
}

static bool pop_ready(struct rt_run *R, struct pipe *p)
{
	long seq = p->pops[R->member];
	if (seq >= p->base + p->n)
		return false;
	struct msg *m = msg_at(p, seq);
	return p->dir == PIPE_C2V || R->group->lanes < 2 || m->parts == (1u << R->group->lanes) - 1;
}

static bool exec_push(struct rt_run *R, struct rt_inst *in, struct pipe *p)
{
	struct rt_group *g = R->group;
	int me = R->member, split = in->split;
	struct rt_tilev *t;
	if (!rt_get_tile(R, in->args[0], &t) || !rt_check_read(R, t, in->args[0]))
		return false;
	if (split < 0 || split > 4)
		return rt_fail(R, "unknown split code %d", split);
	if (split && g->lanes != 2)
		return rt_fail(R, "split %d needs two Vector lanes, the group has %d", split, g->lanes);
	/* from two Vector lanes to the Cube, each push is a lane's part: its half with
	 * a split code; without one (no-split dual dispatch) the lanes' pushes are
	 * paired and the Cube pops lane 0's */
	bool lane_part = p->dir == PIPE_V2C && g->lanes > 1;
	if (!wait_for(R, p, push_ready, "a push waits for a free slot"))
		return false;
	int es = rt_dtype_size(t->dtype);
	uint8_t *data = xmalloc((size_t)t->vr * (size_t)t->vc * (size_t)es + 1);
	struct rt_acc A;
	rt_tile_stage(R, t, 0, &A);
	for (int r = 0; r < t->vr; r++)
		for (int c = 0; c < t->vc; c++)
			memcpy(data + ((size_t)r * (size_t)t->vc + (size_t)c) * (size_t)es, RT_EL(&A, r, c), (size_t)es);
	long seq = lane_part ? p->pushes[me] : p->base + p->n;
	if (seq == p->base + p->n) {
		if (p->n == p->cap) {
			p->cap = p->cap ? p->cap * 2 : 4;
			p->q = xrealloc(p->q, (size_t)p->cap * sizeof *p->q);
		}
		p->q[p->n++] = (struct msg){.dtype = t->dtype, .split = split, .at = R->cur->at};
	}
	struct msg *m = msg_at(p, seq);
	if (m->dtype != t->dtype || m->split != split)
		return free(data), rt_fail(R, "lane %d pushes %s with split %d where lane 0 pushed %s with split %d",
					   g->mb[me].lane, rt_dtype_mlir(t->dtype), split, rt_dtype_mlir(m->dtype), m->split);
	if (lane_part) {
		int l = g->mb[me].lane;
		m->part[l] = data;
		m->prows[l] = t->vr;
		m->pcols[l] = t->vc;
		m->parts |= 1u << l;
	} else {
		m->data = data;
		m->rows = t->vr;
		m->cols = t->vc;
	}
	p->pushes[me]++;
	rt_progress(g);
	return true;
}

/* Joins the lanes' parts of a Vector-to-Cube split transfer; of a no-split
 * pair, lane 0's is the tile. */
static bool assemble(struct rt_run *R, struct msg *m)
{
	if (m->split == 0) {
		m->rows = m->prows[0];
		m->cols = m->pcols[0];
		m->data = m->part[0];
		m->part[0] = NULL;
		return true;
	}
	bool rows = m->split == 1 || m->split == 3;
	int e0 = rows ? m->prows[0] : m->pcols[0], e1 = rows ? m->prows[1] : m->pcols[1];
	int o0 = rows ? m->pcols[0] : m->prows[0], o1 = rows ? m->pcols[1] : m->prows[1];
	if (o0 != o1 || e0 != e1 + (m->split >= 3))
		return rt_fail(R, "split %d: lane parts %dx%d and %dx%d do not form its halves", m->split, m->prows[0],
			       m->pcols[0], m->prows[1], m->pcols[1]);
	int es = rt_dtype_size(m->dtype);
	m->rows = rows ? e0 + e1 : o0;
	m->cols = rows ? o0 : e0 + e1;
	m->data = xmalloc((size_t)m->rows * (size_t)m->cols * (size_t)es + 1);
	for (int l = 0; l < 2; l++)
		for (int r = 0; r < m->prows[l]; r++)
			memcpy(m->data + ((size_t)(r + (rows && l ? e0 : 0)) * (size_t)m->cols + (size_t)(!rows && l ? e0 : 0)) *
					 (size_t)es,
			       m->part[l] + (size_t)r * (size_t)m->pcols[l] * (size_t)es, (size_t)m->pcols[l] * (size_t)es);
	return true;
}

static bool exec_pop(struct rt_run *R, struct rt_inst *in, struct pipe *p)
{
	struct rt_group *g = R->group;
	int me = R->member, split = in->split;
	if (!wait_for(R, p, pop_ready, "a pop waits for a tile that is never pushed"))
		return false;
	long seq = p->pops[me];
	struct msg *m = msg_at(p, seq);
	if (m->split != split)
		return rt_fail(R, "pops with split %d a tile pushed with split %d", split, m->split);
	if (!m->data && !assemble(R, m))
		return false;
	int r0 = 0, c0 = 0, nr = m->rows, nc = m->cols;
	if (split && p->dir == PIPE_C2V) {
		int lane = g->mb[me].lane;
		bool rows = split == 1 || split == 3;
		if (!split_half(R, split, rows ? m->rows : m->cols, lane, rows ? &r0 : &c0, rows ? &nr : &nc))
			return false;
	}
	struct rt_tilev t;
	if (!rt_tilev_of(R, in, true, &t))
		return false;
	if (t.dtype != m->dtype)
		return rt_fail(R, "pops %s from a pipe carrying %s", rt_dtype_mlir(t.dtype), rt_dtype_mlir(m->dtype));
	if (nr > t.rows || nc > t.cols)
		return rt_fail(R, "the %dx%d tile popped does not fit the %dx%d result", nr, nc, t.rows, t.cols);
	uint64_t bytes = rt_tile_span(&t);
	if (p->slot_size && bytes > (uint64_t)p->slot_size)
		return rt_fail(R, "a %llu-byte tile does not fit the pipe's slot_size %d", (unsigned long long)bytes,
			       p->slot_size);
	if (p->cbuf[me] < 0)
		return rt_fail(R, "the consumer buffer of pipe id %d (%s) has no known address (give its "
			       "reserve_buffer a base)", p->id, dir_names[p->dir]);
	t.addr = (uint64_t)p->cbuf[me] + (uint64_t)(seq % p->slots) * (uint64_t)p->slot_size;
	if (!rt_check_capacity(R, in, &t, bytes))
		return false;
	t.handle = R->f->slot_handle[in->res[0]];
	struct rt_acc D;
	rt_tile_stage_out(R, &t, 0, &D);
	int es = rt_dtype_size(t.dtype);
	for (int r = 0; r < nr; r++)
		for (int c = 0; c < nc; c++)
			memcpy(RT_EL(&D, r, c), m->data + ((size_t)(r + r0) * (size_t)m->cols + (size_t)(c + c0)) * (size_t)es,
			       (size_t)es);
	rt_tile_unstage_part(R, &t, &D, nr, nc);
	rt_mark_region(R, &t, 0, 0, nr, nc);
	rt_set_tile(R, in->res[0], &t);
	p->pops[me]++;
	rt_progress(g);
	return true;
}

static bool exec_free(struct rt_run *R, struct rt_inst *in, struct pipe *p)
{
	int me = R->member;
	if (p->frees[me] >= p->pops[me])
		return rt_fail(R, "frees a slot of pipe id %d (%s) with no popped tile", p->id, dir_names[p->dir]);
	struct msg *m = msg_at(p, p->frees[me]++);
	m->freed |= is_cube(R->group, me) ? 1u : 1u << R->group->mb[me].lane;
	release(R->group, p);
	rt_progress(R->group);
	return true;
}

bool rt_exec_pipe(struct rt_run *R, struct rt_inst *in)
{
	int k = PIPE_OP(in->op);
	if (k == PIPE_RESERVE || k == PIPE_IMPORT)
		return exec_reserve(R, in);
	if (!R->group)
		return rt_fail(R, "cross-core pipes run only with the peer kernel (a group: ptoc run --group, ptoc check)");
	if (R->group->world)
		return rt_fail(R, "cross-core pipes in a run of several ranks are not supported (each rank runs one "
			       "kernel)");
	if (k == PIPE_INIT_AIC || k == PIPE_INIT_AIV)
		return exec_init(R, in);
	struct pipe *p = used_pipe(R, in);
	if (!p)
		return false;
	if (consumer_of(R->group, p, R->member) != (k != PIPE_PUSH))
		return rt_fail(R, "runs on the wrong core for pipe id %d (%s)", p->id, dir_names[p->dir]);
	switch (k) {
	case PIPE_PUSH: return exec_push(R, in, p);
	case PIPE_POP: return exec_pop(R, in, p);
	default: return exec_free(R, in, p);
	}
}

/* Which core a function's pipe instructions put it on, and how many Vector
 * lanes its transfers need. */
static void scan_block(const struct rt_block *b, int *side, int *lanes)
{
	for (int i = 0; i < b->n; i++) {
		const struct rt_inst *in = b->v[i];
		scan_block(&in->body, side, lanes);
		scan_block(&in->els, side, lanes);
		if (in->kind != OPK_PIPE)
			continue;
		int k = PIPE_OP(in->op), dir = PIPE_DIR(in->op);
		if (k == PIPE_INIT_AIC)
			*side = RT_SIDE_CUBE;
		else if (k == PIPE_INIT_AIV)
			*side = RT_SIDE_VECTOR;
		else if (k == PIPE_PUSH || k == PIPE_POP || k == PIPE_FREE)
			*side = (k == PIPE_PUSH) == (dir == PIPE_C2V) ? RT_SIDE_CUBE : RT_SIDE_VECTOR;
		else
			continue;
		if (*lanes < 1)
			*lanes = 1;
		if ((k == PIPE_PUSH || k == PIPE_POP) && in->split != 0)
			*lanes = 2;
	}
}

int rt_func_pipe_side(const struct rt_module *m, int f, int *lanes)
{
	int side = RT_SIDE_NONE, n = 0;
	scan_block(&m->funcs[f].body, &side, &n);
	if (lanes)
		*lanes = n;
	return side;
}
