/* The pto compute instructions the interpreter knows: category (which
 * executor runs it), kernel op, which `ins` operands carry data (the others
 * are scratch `tmp` tiles or scalars), and the tile liveness they imply. */
#include <stdlib.h>
#include <string.h>

#include "rt_exec.h"

const struct rt_cop rt_cops[] = {
	{"pto.tload", CAT_LOAD, 0, 0x0},
	{"pto.tstore", CAT_STORE, 0, 0x1},
	{"pto.tadd", CAT_BIN, K_ADD, 0x3},
	{"pto.tsub", CAT_BIN, K_SUB, 0x3},
	{"pto.tmul", CAT_BIN, K_MUL, 0x3},
	{"pto.tdiv", CAT_BIN, K_DIV, 0x3},
	{"pto.tmax", CAT_BIN, K_MAX, 0x3},
	{"pto.tmin", CAT_BIN, K_MIN, 0x3},
	{"pto.trem", CAT_BIN, K_REM, 0x3},
	{"pto.tfmod", CAT_BIN, K_FMOD, 0x3},
	{"pto.tand", CAT_BIN, K_AND, 0x3},
	{"pto.tor", CAT_BIN, K_OR, 0x3},
	{"pto.txor", CAT_BIN, K_XOR, 0x3},
	{"pto.tshl", CAT_BIN, K_SHL, 0x3},
	{"pto.tshr", CAT_BIN, K_SHR, 0x3},
	{"pto.tprelu", CAT_BIN, K_LRELU, 0x3},
	{"pto.tpartadd", CAT_PART, K_ADD, 0x3},
	{"pto.tpartmul", CAT_PART, K_MUL, 0x3},
	{"pto.tpartmax", CAT_PART, K_MAX, 0x3},
	{"pto.tpartmin", CAT_PART, K_MIN, 0x3},
	{"pto.tadds", CAT_SCA, K_ADD, 0x1},
	{"pto.tsubs", CAT_SCA, K_SUB, 0x1},
	{"pto.tmuls", CAT_SCA, K_MUL, 0x1},
	{"pto.tdivs", CAT_SCA, K_DIV, 0x1},
	{"pto.tmaxs", CAT_SCA, K_MAX, 0x1},
	{"pto.tmins", CAT_SCA, K_MIN, 0x1},
	{"pto.trems", CAT_SCA, K_REM, 0x1},
	{"pto.tfmods", CAT_SCA, K_FMOD, 0x1},
	{"pto.tands", CAT_SCA, K_AND, 0x1},
	{"pto.tors", CAT_SCA, K_OR, 0x1},
	{"pto.txors", CAT_SCA, K_XOR, 0x1},
	{"pto.tshls", CAT_SCA, K_SHL, 0x1},
	{"pto.tshrs", CAT_SCA, K_SHR, 0x1},
	{"pto.tlrelu", CAT_SCA, K_LRELU, 0x1},
	{"pto.tabs", CAT_UN, K_ABS, 0x1},
	{"pto.texp", CAT_UN, K_EXP, 0x1},
	{"pto.tlog", CAT_UN, K_LOG, 0x1},
	{"pto.tsqrt", CAT_UN, K_SQRT, 0x1},
	{"pto.trsqrt", CAT_UN, K_RSQRT, 0x1},
	{"pto.trecip", CAT_UN, K_RECIP, 0x1},
	{"pto.tneg", CAT_UN, K_NEG, 0x1},
	{"pto.tnot", CAT_UN, K_NOT, 0x1},
	{"pto.trelu", CAT_UN, K_RELU, 0x1},
	{"pto.taddc", CAT_TERN, K_ADD, 0x7},
	{"pto.tsubc", CAT_TERN, K_SUB, 0x7},
	{"pto.taddsc", CAT_TERNS, K_ADD, 0x5},
	{"pto.tsubsc", CAT_TERNS, K_SUB, 0x5},
	{"pto.trowsum", CAT_ROWRED, K_SUM, 0x1},
	{"pto.trowmax", CAT_ROWRED, K_MAX, 0x1},
	{"pto.trowmin", CAT_ROWRED, K_MIN, 0x1},
	{"pto.trowprod", CAT_ROWRED, K_PROD, 0x1},
	{"pto.tcolsum", CAT_COLRED, K_SUM, 0x1},
	{"pto.tcolmax", CAT_COLRED, K_MAX, 0x1},
	{"pto.tcolmin", CAT_COLRED, K_MIN, 0x1},
	{"pto.tcolprod", CAT_COLRED, K_PROD, 0x1},
	{"pto.trowargmax", CAT_ROWARG, K_MAX, 0x1},
	{"pto.trowargmin", CAT_ROWARG, K_MIN, 0x1},
	{"pto.tcolargmax", CAT_COLARG, K_MAX, 0x1},
	{"pto.tcolargmin", CAT_COLARG, K_MIN, 0x1},
	{"pto.trowexpand", CAT_ROWEXP, K_COPY, 0x1},
	{"pto.trowexpandadd", CAT_ROWEXPOP, K_ADD, 0x3},
	{"pto.trowexpandsub", CAT_ROWEXPOP, K_SUB, 0x3},
	{"pto.trowexpandmul", CAT_ROWEXPOP, K_MUL, 0x3},
	{"pto.trowexpanddiv", CAT_ROWEXPOP, K_DIV, 0x3},
	{"pto.trowexpandmax", CAT_ROWEXPOP, K_MAX, 0x3},
	{"pto.trowexpandmin", CAT_ROWEXPOP, K_MIN, 0x3},
	{"pto.trowexpandexpdif", CAT_ROWEXPOP, K_EXPDIF, 0x3},
	{"pto.tcolexpand", CAT_COLEXP, K_COPY, 0x1},
	{"pto.tcolexpandadd", CAT_COLEXPOP, K_ADD, 0x3},
	{"pto.tcolexpandsub", CAT_COLEXPOP, K_SUB, 0x3},
	{"pto.tcolexpandmul", CAT_COLEXPOP, K_MUL, 0x3},
	{"pto.tcolexpanddiv", CAT_COLEXPOP, K_DIV, 0x3},
	{"pto.tcolexpandmax", CAT_COLEXPOP, K_MAX, 0x3},
	{"pto.tcolexpandmin", CAT_COLEXPOP, K_MIN, 0x3},
	{"pto.tcolexpandexpdif", CAT_COLEXPOP, K_EXPDIF, 0x3},
	{"pto.texpands", CAT_EXPANDS, 0, 0x0},
	{"pto.tfillpad", CAT_FILLPAD, 0, 0x1},
	{"pto.tfillpad_expand", CAT_FILLPAD, 0, 0x1},
	{"pto.tcvt", CAT_CVT, 0, 0x1},
	{"pto.tcmp", CAT_CMP, 0, 0x3},
	{"pto.tcmps", CAT_CMPS, 0, 0x1},
	{"pto.tsel", CAT_SEL, 0, 0x7},
	{"pto.tsels", CAT_SELS, 0, 0x3},
	{"pto.tmatmul", CAT_MATMUL, 0, 0x3},
	{"pto.tmatmul.acc", CAT_MATMUL_ACC, 0, 0x7},
	{"pto.tmatmul.bias", CAT_MATMUL_BIAS, 0, 0x7},
	{"pto.tgemv", CAT_MATMUL, 0, 0x3},
	{"pto.tgemv.acc", CAT_MATMUL_ACC, 0, 0x7},
	{"pto.tgemv.bias", CAT_MATMUL_BIAS, 0, 0x7},
	{"pto.tmatmul.mx", CAT_MATMUL, MM_MX, 0xf},
	{"pto.tmatmul.mx.acc", CAT_MATMUL_ACC, MM_MX, 0x1f},
	{"pto.tmatmul.mx.bias", CAT_MATMUL_BIAS, MM_MX, 0x1f},
	{"pto.tmov", CAT_MOV, 0, 0x1},
	{"pto.textract", CAT_EXTRACT, 0, 0x1},
	{"pto.tinsert", CAT_INSERT, 0, 0x1},
	/* a hint: reads no data and leaves the tile's contents undefined */
	{"pto.tprefetch", CAT_PREFETCH, 0, 0x0},
	{"pto.tquant.mx", CAT_QUANT_MX, 0, 0x1},
	{"pto.ttrans", CAT_TRANS, 0, 0x1},
	{"pto.tci", CAT_CI, 0, 0x0},
	{"pto.tsetval", CAT_SETVAL, 0, 0x0},
	{"pto.tgetval", CAT_GETVAL, 0, 0x1},
	{"pto.tconcat", CAT_CONCAT, 0, 0x3},
	{"pto.tgather", CAT_GATHER, 0, 0x3},
	{"pto.tgatherb", CAT_GATHERB, 0, 0x3},
	{"pto.tscatter", CAT_SCATTER, 0, 0x3},
	{"pto.mgather", CAT_MGATHER, 0, 0x2},
	{"pto.mscatter", CAT_MSCATTER, 0, 0x3},
	{"pto.tsort32", CAT_SORT32, 0, 0x3},
	{"pto.tmrgsort", CAT_MRGSORT, 0, 0xf},
	{"pto.ttri", CAT_TRI, 0, 0x0},
	{"pto.trandom", CAT_RANDOM, 0, 0x0},
	/* binds an MX scale tile to its operand's scale address: where the
	 * cube reads the scales, not their values (the scale tile keeps the
	 * data moved into it) */
	{"pto.tget_scale_addr", CAT_BIND, 0, 0x1},
};
const int rt_n_cops = (int)(sizeof rt_cops / sizeof *rt_cops);

int rt_compute_lookup(const char *name)
{
	for (int i = 0; i < rt_n_cops; i++)
		if (strcmp(rt_cops[i].name, name) == 0)
			return i;
	return -1;
}

/* Instructions ptoc can emit that the interpreter does not run, and why. */
static const struct {
	const char *name, *why;
} unsupported[] = {
	{NULL, NULL},
};

const char *rt_unsupported_reason(const char *name)
{
	for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
		if (unsupported[i].name && strcmp(unsupported[i].name, name) == 0)
			return unsupported[i].why;
	return NULL;
}

int rt_compute_readmask(int op) { return rt_cops[op].readmask; }

bool rt_compute_writes_whole(int op) { return rt_compute_full_write(op) || rt_cops[op].cat == CAT_MATMUL_ACC; }

bool rt_compute_full_write(int op)
{
	int c = rt_cops[op].cat;
	return c != CAT_SETVAL && c != CAT_INSERT && c != CAT_PREFETCH && c != CAT_MATMUL_ACC && c != CAT_GETVAL && c != CAT_STORE && c != CAT_SCATTER &&
	       c != CAT_MSCATTER && c != CAT_BIND;
}

const struct rt_async_op rt_async_ops[] = {
	{"pto.make_prefetch_async_context", 1, {RH_PTR}, RH_CTX},
	{"pto.get_prefetch_async_session", 1, {RH_CTX}, RH_SESSION},
	{"pto.tprefetch_async", 2, {RH_PVIEW, RH_CTX}, RH_EVENT},
	{"pto.comm.wait_async_event", 2, {RH_EVENT, RH_SESSION}, RH_DONE},
};

int rt_async_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof rt_async_ops / sizeof *rt_async_ops; i++)
		if (strcmp(rt_async_ops[i].name, name) == 0)
			return (int)i;
	return -1;
}

static const int arith_kinds[] = {
#define ARITH(name, kind, code) kind,
#include "rt_arith.def"
#undef ARITH
};

int rt_arith_kind(int code) { return arith_kinds[code]; }

/* What execution asks of each instruction's attributes is decoded here,
 * once, rather than looked up by name at every execution: loops run the
 * same instruction many times. */
void rt_decode(struct rt_block *b)
{
	for (int i = 0; i < b->n; i++) {
		struct rt_inst *in = b->v[i];
		if (in->kind == OPK_COMPUTE || in->kind == OPK_GETVAL)
			rt_compute_decode(in);
		else if (in->kind == OPK_PIPE)
			rt_pipe_decode(in);
		rt_decode(&in->body);
		rt_decode(&in->els);
	}
}

/* ---- liveness of tile handles ----
 * A handle is live before an instruction when a later instruction may read
 * its data before an instruction redefines it.  Views (subview, treshape)
 * share the handle of the tile they look into; each slot of a multi_tile
 * region has its own handle.  A write of a whole tile of a buffer that
 * several handles share (rt_func.handle_buf) redefines the data of all of
 * them: a later read through another of them reads what it wrote. */

struct live {
	const struct rt_func *f;
	struct arena *a;
	int words;
	uint64_t *bufs; /* the handles of each shared buffer, `words` a buffer */
};

static void set_bit(uint64_t *s, int h) { s[h / 64] |= 1ull << (h % 64); }
static void clr_bit(uint64_t *s, int h) { s[h / 64] &= ~(1ull << (h % 64)); }

static void live_block(struct live *L, struct rt_block *b, uint64_t *live);

static void live_inst(struct live *L, struct rt_inst *in, uint64_t *live)
{
	const struct rt_func *f = L->f;
	int w = L->words;
	if (!in->live_in)
		in->live_in = ARENA_ARRAY(L->a, uint64_t, w);
	if (in->kind == OPK_FOR || in->kind == OPK_WHILE) {
		/* h: live at the loop header, from a fixpoint.  for: the body
		 * flows back to the header, which flows to the body or out.
		 * while: before -> (out | after -> before). */
		bool wh = in->kind == OPK_WHILE;
		uint64_t *h = xcalloc(w, 8), *t = xcalloc(w, 8);
		if (!wh)
			memcpy(h, live, w * 8);
		for (;;) {
			memcpy(t, h, w * 8);
			if (wh) {
				live_block(L, &in->els, t);
				for (int i = 0; i < w; i++)
					t[i] |= live[i];
			}
			live_block(L, &in->body, t);
			bool changed = false;
			for (int i = 0; i < w; i++) {
				uint64_t n = wh ? t[i] : live[i] | t[i];
				changed |= n != h[i];
				h[i] = n;
			}
			if (!changed)
				break;
		}
		memcpy(live, h, w * 8);
		free(h);
		free(t);
	} else if (in->kind == OPK_IF) {
		uint64_t *e = xcalloc(w, 8);
		memcpy(e, live, w * 8);
		live_block(L, &in->body, live);
		live_block(L, &in->els, e);
		for (int i = 0; i < w; i++)
			live[i] |= e[i];
		free(e);
	} else if (in->kind == OPK_PIPE) {
		/* a pop defines its tile; a push reads one */
		int k = PIPE_OP(in->op);
		if (k == PIPE_POP && f->slot_handle[in->res[0]] >= 0)
			clr_bit(live, f->slot_handle[in->res[0]]);
		else if (k == PIPE_PUSH && f->slot_handle[in->args[0]] >= 0)
			for (int j = 0; j < f->slot_nh[in->args[0]]; j++)
				set_bit(live, f->slot_handle[in->args[0]] + j);
	} else if (in->kind == OPK_COMPUTE || in->kind == OPK_GETVAL) {
		/* a write through a slot that may be any of several handles (a
		 * multi_tile_get with a run-time index) kills none of them; a read
		 * through it may read each */
		int o = in->nouts ? in->outs[0] : -1;
		int h = o >= 0 && f->slot_root[o] && f->slot_nh[o] == 1 ? f->slot_handle[o] : -1;
		if (h >= 0 && rt_compute_full_write(in->op))
			clr_bit(live, h);
		if (h >= 0 && L->bufs && f->handle_buf[h] >= 0 && f->handle_whole[h] && rt_compute_writes_whole(in->op))
			for (int i = 0; i < w; i++)
				live[i] &= ~L->bufs[(size_t)f->handle_buf[h] * w + i];
		int mask = rt_compute_readmask(in->op);
		for (int j = 0; j < in->nargs; j++) {
			int s = in->args[j];
			if ((mask >> j & 1) && f->slot_handle[s] >= 0)
				for (int k = 0; k < f->slot_nh[s]; k++)
					set_bit(live, f->slot_handle[s] + k);
		}
	}
	memcpy(in->live_in, live, w * 8);
}

static void live_block(struct live *L, struct rt_block *b, uint64_t *live)
{
	for (int i = b->n; i-- > 0;)
		live_inst(L, b->v[i], live);
}

void rt_liveness(struct arena *a, struct rt_func *f)
{
	struct live L = {f, a, (f->nhandles + 63) / 64 + 1, NULL};
	if (f->nbufs && f->handle_buf) {
		L.bufs = xcalloc((size_t)f->nbufs * L.words, 8);
		for (int h = 0; h < f->nhandles; h++)
			if (f->handle_buf[h] >= 0)
				set_bit(L.bufs + (size_t)f->handle_buf[h] * L.words, h);
	}
	uint64_t *live = xcalloc(L.words, 8);
	live_block(&L, &f->body, live);
	free(live);
	free(L.bufs);
}
