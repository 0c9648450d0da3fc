/* Cast chains: for every backend, every (src, dst) dtype pair that its
 * `tcvt_native` table does not convert in one pto.tcvt but reaches through
 * native hops, the dtypes of the shortest such chain -> gen/cast_chains.c
 * (types in src/ir/cast_chains.h).  LegalizeTileCast reads the table; the
 * search is the reference's (LegalizeTileCast): breadth-first over the
 * native pairs in table order, the same-width float neighbour tried first,
 * among chains of equal length the one whose hops convert integer to
 * same-width float and then change float width, and no intermediate dtype
 * that provably drops values the destination can hold. */
#include <stdlib.h>
#include <string.h>

#include "cast_chains.h"
#include "specgen.h"

enum num_class { NC_OTHER, NC_SINT, NC_UINT, NC_FLOAT };

static enum num_class cls(int dt)
{
	const char *n = dtype_infos[dt].name;
	if (!strncmp(n, "UINT", 4))
		return NC_UINT;
	if (!strncmp(n, "INT", 3) && strcmp(n, "INDEX"))
		return NC_SINT;
	if (!strncmp(n, "FP", 2) || !strncmp(n, "BF", 2) || !strncmp(n, "HF", 2))
		return NC_FLOAT;
	return NC_OTHER;
}

static bool is_int(int dt) { return cls(dt) == NC_SINT || cls(dt) == NC_UINT; }
static bool is_float(int dt) { return cls(dt) == NC_FLOAT; }

/* Significand bits (with the implicit one) and exponent bits of the float
 * formats whose range the search reasons about; others are unknown (0). */
static void float_format(int dt, int *sig, int *exp)
{
	const char *n = dtype_infos[dt].name;
	*sig = *exp = 0;
	if (!strcmp(n, "FP32"))
		*sig = 24, *exp = 8;
	else if (!strcmp(n, "FP16"))
		*sig = 11, *exp = 5;
	else if (!strcmp(n, "BF16"))
		*sig = 8, *exp = 8;
}

static int int_value_bits(int dt)
{
	return dtype_infos[dt].bits - (cls(dt) == NC_SINT ? 1 : 0);
}

/* Routing through `mid` provably loses values a direct cast to `dst` keeps;
 * what cannot be proved is admitted. */
static bool narrows(int mid, int dst)
{
	if (mid == dst)
		return false;
	if (is_int(mid) && is_float(dst))
		return true;
	int ms, me, ds, de;
	float_format(mid, &ms, &me);
	float_format(dst, &ds, &de);
	if (is_float(mid) && is_float(dst))
		return ms && ds && (ms < ds || me < de);
	if (is_float(mid) && is_int(dst))
		return ms && ms < int_value_bits(dst);
	if (is_int(mid) && is_int(dst))
		return (cls(mid) == NC_UINT && cls(dst) == NC_SINT) ||
		       int_value_bits(mid) < int_value_bits(dst);
	return false;
}

/* Ranks equal-length chains: integer to same-width float first (0), float
 * width changes next (1), anything else last (2). */
static int edge_cost(int from, int to)
{
	if (!is_float(from) && is_float(to) && dtype_infos[from].bits == dtype_infos[to].bits)
		return 0;
	return is_float(from) && is_float(to) ? 1 : 2;
}

static int same_width_float(int dt)
{
	if (is_float(dt))
		return -1;
	if (dtype_infos[dt].bits == 32)
		return DT_FP32;
	if (dtype_infos[dt].bits == 16)
		return DT_FP16;
	return -1;
}

struct chain {
	uint8_t src, dst, n;
	uint8_t via[CAST_CHAIN_MAX];
};

static struct chain *chains;
static int n_chains, chains_cap;
static int *first; /* [n_backends + 1] */

/* Neighbours of `from` in table order, each once (at most DT_COUNT). */
static int neighbours(const struct spec_backend *b, int from, int *out)
{
	bool seen[DT_COUNT] = {0};
	int n = 0;
	for (unsigned i = 0; i < b->n_tcvt_pairs; i++) {
		int to = b->tcvt_pairs[i][1];
		if (b->tcvt_pairs[i][0] == from && to != from && !seen[to]) {
			seen[to] = true;
			out[n++] = to;
		}
	}
	return n;
}

static bool native(const struct spec_backend *b, int from, int to)
{
	for (unsigned i = 0; i < b->n_tcvt_pairs; i++)
		if (b->tcvt_pairs[i][0] == from && b->tcvt_pairs[i][1] == to)
			return true;
	return false;
}

/* The chain from -> to (intermediates and to), or 0 when unreachable or
 * longer than CAST_CHAIN_MAX hops. */
static int search(const struct spec_backend *b, int from, int to, uint8_t *via)
{
	int parent[DT_COUNT], dist[DT_COUNT], pref[DT_COUNT], queue[DT_COUNT], nb[DT_COUNT];
	for (int i = 0; i < DT_COUNT; i++)
		dist[i] = -1;
	int qh = 0, qt = 0;
	dist[from] = 0, pref[from] = 0, parent[from] = from;
	queue[qt++] = from;
	while (qh < qt) {
		int cur = queue[qh++];
		int n = neighbours(b, cur, nb);
		int sw = same_width_float(cur);
		for (int i = 0; sw >= 0 && i < n; i++)
			if (nb[i] == sw) {
				nb[i] = nb[0];
				nb[0] = sw;
				break;
			}
		for (int i = 0; i < n; i++) {
			int nx = nb[i];
			if (nx != to && narrows(nx, to))
				continue;
			int d = dist[cur] + 1, pr = pref[cur] + edge_cost(cur, nx);
			if (dist[nx] < 0) {
				dist[nx] = d, pref[nx] = pr, parent[nx] = cur;
				queue[qt++] = nx;
			} else if (dist[nx] == d && pr < pref[nx]) {
				parent[nx] = cur, pref[nx] = pr;
			}
		}
	}
	if (dist[to] < 0 || dist[to] > CAST_CHAIN_MAX)
		return 0;
	int n = dist[to];
	for (int c = to, k = n - 1; c != from; c = parent[c])
		via[k--] = (uint8_t)c;
	return n;
}

void chains_check(void)
{
	first = sg_alloc(sizeof *first * (size_t)(sg_n_backends + 1));
	for (int bi = 0; bi < sg_n_backends; bi++) {
		const struct spec_backend *b = be_model(bi, NULL);
		first[bi] = n_chains;
		for (int s = 0; s < DT_COUNT; s++)
			for (int d = 0; d < DT_COUNT; d++) {
				uint8_t via[CAST_CHAIN_MAX];
				if (s == d || native(b, s, d))
					continue;
				int n = search(b, s, d, via);
				if (n < 2)
					continue;
				if (n_chains == chains_cap) {
					chains_cap = chains_cap ? chains_cap * 2 : 64;
					chains = realloc(chains, sizeof *chains * (size_t)chains_cap);
					if (!chains)
						abort();
				}
				struct chain *c = &chains[n_chains++];
				memset(c, 0, sizeof *c);
				c->src = (uint8_t)s, c->dst = (uint8_t)d, c->n = (uint8_t)n;
				memcpy(c->via, via, (size_t)n);
			}
	}
	first[sg_n_backends] = n_chains;
}

void chains_write(void)
{
	struct sg_out *o = sg_out_open("cast_chains.c");
	sg_printf(o, BANNER "#include \"cast_chains.h\"\n#include \"spec_ids.h\"\n\n"
		     "const struct cast_chain cast_chains[] = {\n");
	for (int bi = 0; bi < sg_n_backends; bi++) {
		const char *cid;
		be_model(bi, &cid);
		for (int i = first[bi]; i < first[bi + 1]; i++) {
			const struct chain *c = &chains[i];
			sg_printf(o, "\t{%s, DT_%s, DT_%s, %d, {", cid, dtype_infos[c->src].name,
				  dtype_infos[c->dst].name, c->n);
			for (int k = 0; k < c->n; k++)
				sg_printf(o, "%sDT_%s", k ? ", " : "", dtype_infos[c->via[k]].name);
			sg_printf(o, "}},\n");
		}
	}
	if (!n_chains)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\n\nconst unsigned cast_chains_first[BE_COUNT + 1] = {");
	for (int bi = 0; bi <= sg_n_backends; bi++)
		sg_printf(o, "%s%d", bi ? ", " : "", first[bi]);
	sg_printf(o, "};\n");
}
