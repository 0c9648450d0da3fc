/* Reading comm-domain comments back into SC_COMM_DOMAIN scopes (see
 * comm_domain.h).  Linear in the size of the function: every block is
 * visited once, and a domain's buffers are found with one pass over the
 * statements it wraps and a hash set of their names. */
#include "comm_domain.h"

#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "util.h"

struct cd_parsed {
	int64_t *devices; /* none: all */
	size_t n_devices, cap_devices;
	struct vec names; /* interned buffer names (const char *) */
};

static const char *skip_prefix(const char *s, const char *p)
{
	size_t n = strlen(p);
	return strncmp(s, p, n) == 0 ? s + n : NULL;
}

static bool is_ident_char(char c, bool first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (!first && c >= '0' && c <= '9');
}

/* devices=(all | [N, ...]), slots=[name, ...] */
static bool parse_comment(const char *text, struct cd_parsed *out)
{
	const char *s = skip_prefix(text, CD_COMMENT_PREFIX);
	if (!s || !(s = skip_prefix(s, "devices=")))
		return false;
	const char *t = skip_prefix(s, "all");
	if (t) {
		s = t;
	} else {
		if (*s++ != '[')
			return false;
		for (bool first = true; *s != ']'; first = false) {
			if (!first && !(s = skip_prefix(s, ", ")))
				return false;
			if (*s < '0' || *s > '9')
				return false;
			int64_t v = 0;
			for (; *s >= '0' && *s <= '9'; s++) {
				if (v > (INT64_MAX - 9) / 10)
					return false;
				v = v * 10 + (*s - '0');
			}
			if (out->n_devices == out->cap_devices) {
				out->cap_devices = out->cap_devices ? 2 * out->cap_devices : 8;
				out->devices = xrealloc(out->devices,
							out->cap_devices * sizeof *out->devices);
			}
			out->devices[out->n_devices++] = v;
		}
		s++;
	}
	if (!(s = skip_prefix(s, ", slots=[")))
		return false;
	for (bool first = true; *s != ']'; first = false) {
		if (!first && !(s = skip_prefix(s, ", ")))
			return false;
		const char *b = s;
		while (is_ident_char(*s, s == b))
			s++;
		if (s == b)
			return false;
		vec_push(&out->names, (void *)intern(b, (size_t)(s - b)));
	}
	return s[1] == '\0';
}

/* Open addressing over interned name pointers: the slot index of each name. */
struct name_set {
	const char **key;
	uint32_t *index;
	uint32_t mask;
};

static uint32_t hash_ptr(const char *p)
{
	uintptr_t v = (uintptr_t)p;
	v ^= v >> 17;
	v *= 0xed5ad4bbu;
	v ^= v >> 11;
	return (uint32_t)v;
}

static void ns_init(struct name_set *h, const char *const *names, uint32_t n)
{
	uint32_t cap = 8;
	while (cap < 2 * n)
		cap *= 2;
	h->key = xcalloc(cap, sizeof *h->key);
	h->index = xcalloc(cap, sizeof *h->index);
	h->mask = cap - 1;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t k = hash_ptr(names[i]) & h->mask;
		while (h->key[k] && h->key[k] != names[i])
			k = (k + 1) & h->mask;
		if (!h->key[k]) {
			h->key[k] = names[i];
			h->index[k] = i;
		}
	}
}

static int ns_find(const struct name_set *h, const char *name)
{
	uint32_t k = hash_ptr(name) & h->mask;
	while (h->key[k]) {
		if (h->key[k] == name)
			return (int)h->index[k];
		k = (k + 1) & h->mask;
	}
	return -1;
}

static void ns_free(struct name_set *h)
{
	free(h->key);
	free(h->index);
}

/* The buffers a domain names, from the assignments of body[0..n); false when
 * one is missing. */
static bool resolve_slots(struct stmt *const *body, uint32_t n, const struct vec *names,
			  struct var **out)
{
	const char *const *nm = (const char *const *)names->items;
	struct name_set h;
	ns_init(&h, nm, (uint32_t)names->n);
	memset(out, 0, names->n * sizeof *out);
	for (uint32_t i = 0; i < n; i++) {
		if (body[i]->kind != ST_ASSIGN)
			continue;
		int k = ns_find(&h, body[i]->u.assign.var->name);
		if (k >= 0 && !out[k])
			out[k] = body[i]->u.assign.var;
	}
	ns_free(&h);
	bool ok = true;
	for (size_t i = 0; i < names->n; i++) {
		if (!out[i] && nm[i])
			for (size_t j = 0; j < i && !out[i]; j++) /* a name listed twice */
				if (nm[j] == nm[i])
					out[i] = out[j];
		ok &= out[i] != NULL;
	}
	return ok;
}

/* Reads comments[k..k+m) of l->v[i] as comm domains, up to the first that does
 * not read as one, and wraps l->v[i..n) in their scopes; returns how many. */
static uint32_t lift_at(struct arena *a, struct stmt_list *l, uint32_t i, uint32_t k, uint32_t m)
{
	struct stmt *s = l->v[i];
	struct stmt **scopes = xcalloc(m, sizeof *scopes);
	uint32_t got = 0;
	for (; got < m; got++) {
		struct cd_parsed d = {0};
		bool ok = parse_comment(s->comments[k + got], &d);
		struct stmt *sc = ir_new_stmt(a, ST_SCOPE, s->span);
		sc->u.scope.kind = SC_COMM_DOMAIN;
		sc->u.scope.n_devices = (uint32_t)d.n_devices;
		sc->u.scope.devices = ARENA_ARRAY(a, int64_t, d.n_devices ? d.n_devices : 1);
		if (d.n_devices)
			memcpy(sc->u.scope.devices, d.devices, d.n_devices * sizeof *d.devices);
		sc->u.scope.n_slots = (uint32_t)d.names.n;
		sc->u.scope.slots = ARENA_ARRAY(a, struct var *, d.names.n ? d.names.n : 1);
		ok = ok && resolve_slots(l->v + i, l->n - i, &d.names, sc->u.scope.slots);
		free(d.devices);
		vec_free(&d.names);
		if (!ok)
			break;
		scopes[got] = sc;
	}
	if (got) {
		/* comments above the domains lead the outermost scope, those below
		 * them stay with the statement */
		scopes[0]->n_comments = k;
		scopes[0]->comments = s->comments;
		s->comments = s->comments + k + got;
		s->n_comments -= k + got;
		struct stmt_list body = {l->n - i, ARENA_ARRAY(a, struct stmt *, l->n - i)};
		memcpy(body.v, l->v + i, body.n * sizeof *body.v);
		for (uint32_t c = got; c-- > 0;) {
			scopes[c]->u.scope.body = body;
			body = (struct stmt_list){1, ARENA_ARRAY(a, struct stmt *, 1)};
			body.v[0] = scopes[c];
		}
		l->v[i] = scopes[0];
		l->n = i + 1;
	}
	free(scopes);
	return got;
}

static void lift_list(struct arena *a, struct stmt_list *l)
{
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		uint32_t k = 0;
		while (k < s->n_comments && !skip_prefix(s->comments[k], CD_COMMENT_PREFIX))
			k++;
		uint32_t m = 0;
		while (k + m < s->n_comments && skip_prefix(s->comments[k + m], CD_COMMENT_PREFIX))
			m++;
		if (m && lift_at(a, l, i, k, m))
			return; /* the rest of the block is the scope's body now */
	}
}

void cd_lift_comments(struct arena *a, struct function *f)
{
	struct vec stack = {0};
	vec_push(&stack, &f->body);
	while (stack.n) {
		struct stmt_list *l = stack.items[--stack.n];
		lift_list(a, l);
		for (uint32_t i = 0; i < l->n; i++) {
			struct stmt_list *kids[2];
			int nk = ir_stmt_children(l->v[i], kids);
			for (int c = 0; c < nk; c++)
				vec_push(&stack, kids[c]);
		}
	}
	vec_free(&stack);
}
