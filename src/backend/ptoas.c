/* The ptoas query layer over gen/ptoas.c: versions, the words each version's
 * parser knows, ops' forms by version and their verifier rules.  Nothing
 * here names a version or an op: specs/ops/ptoas.yaml and the ops' `ptoas`
 * fields say everything. */
#include "ptoas.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_ids.h"
#include "util.h"

const char *const ptoas_rule_names[PR_COUNT] = {
#define PTOAS_RULE(n, ...) #n,
#include "ptoas_rules.def"
};
const char *const ptoas_layout_names[PL_COUNT] = {"ND", "DN", "NZ", "ZN", "ZZ", "NN"};

/* ---- versions ---- */

bool ptoas_parse_version(const char *s, uint32_t *code)
{
	uint32_t parts[3] = {0, 0, 0};
	int n = 0;
	if (!s)
		return false;
	for (;;) {
		if (*s < '0' || *s > '9' || n == 3)
			return false;
		uint32_t x = 0;
		while (*s >= '0' && *s <= '9') {
			x = x * 10 + (uint32_t)(*s++ - '0');
			if (x > 999)
				return false;
		}
		parts[n++] = x;
		if (!*s)
			break;
		if (*s++ != '.')
			return false;
	}
	*code = parts[0] * 1000000u + parts[1] * 1000u + parts[2];
	return true;
}

void ptoas_version_text(uint32_t code, char *buf, size_t cap)
{
	unsigned major = code / 1000000u, minor = code / 1000u % 1000u, patch = code % 1000u;
	/* every kernel's codegen and rule check asks: digits, not snprintf */
	char t[48], *e = put_u64(t, major);
	*e++ = '.';
	e = put_u64(e, minor);
	if (patch) {
		*e++ = '.';
		e = put_u64(e, patch);
	}
	size_t n = (size_t)(e - t);
	if (!cap)
		return;
	if (n >= cap)
		n = cap - 1;
	memcpy(buf, t, n);
	buf[n] = 0;
}

int ptoas_version_cmp(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

bool ptoas_in_range(struct spec_ptoas_range r, uint32_t code)
{
	return (!r.lo || code >= r.lo) && (!r.hi || code < r.hi);
}

const struct spec_ptoas_version *ptoas_newest(void)
{
	return spec_n_ptoas_versions ? &spec_ptoas_versions[spec_n_ptoas_versions - 1] : NULL;
}

const struct spec_ptoas_version *ptoas_known(uint32_t code)
{
	const struct spec_ptoas_version *best = NULL;
	for (unsigned i = 0; i < spec_n_ptoas_versions; i++)
		if (spec_ptoas_versions[i].code <= code)
			best = &spec_ptoas_versions[i];
	return best;
}

int ptoas_arch_index(const be_t *be)
{
	const char *a = be ? be->caps_str[CAPS_ptoas_arch] : NULL;
	for (unsigned i = 0; a && i < spec_n_ptoas_archs; i++)
		if (strcmp(spec_ptoas_archs[i].name, a) == 0)
			return (int)i;
	return -1;
}

const char *ptoas_arch_name(const be_t *be)
{
	const char *a = be ? be->caps_str[CAPS_ptoas_arch] : NULL;
	return a ? a : "";
}

const char *ptoas_arch_title(const be_t *be)
{
	int i = ptoas_arch_index(be);
	return i >= 0 ? spec_ptoas_archs[i].title : ptoas_arch_name(be);
}

/* ---- words ---- */

static inline bool ident_char(char c)
{
	unsigned u = (unsigned char)c;
	return (u | 0x20) - 'a' < 26u || u - '0' < 10u || u == '_';
}

/* The length of the word at s (dots inside allowed when `dots`), trailing
 * dots dropped. */
static size_t word_len(const char *s, bool dots)
{
	size_t n = 0;
	while (ident_char(s[n]) || (dots && s[n] == '.'))
		n++;
	while (n && s[n - 1] == '.')
		n--;
	return n;
}

/* strstr(s, "pto"): the next 'p' by the C library's vectorised strchr.
 * Op lines have few 'p's, and strstr's setup cost more than its search. */
static const char *find_pto(const char *s)
{
	while ((s = strchr(s, 'p')) != NULL && (s[1] != 't' || s[2] != 'o'))
		s++;
	return s;
}

void ptoas_scan_words(const char *text, ptoas_word_fn fn, void *ctx)
{
	bool quoted = false;
	/* outside quotes only a '"' or a "pto" starts anything: jump to the
	 * nearer of the next of each, found by the C library's vectorised
	 * searches and kept while still ahead (codegen checks every op line,
	 * ~400 bytes of mostly type text, and this scan was a fifth of it) */
	const char *q = strchr(text, '"'), *w = find_pto(text);
	for (const char *p = text; *p; p++) {
		if (!quoted) {
			if (q && q < p)
				q = strchr(p, '"');
			if (w && w < p)
				w = find_pto(p);
			const char *next = !q ? w : !w || q < w ? q : w;
			if (!next)
				return;
			p = next;
		}
		if (*p == '\\' && quoted && p[1]) {
			p++;
			continue;
		}
		if (*p == '"') {
			/* a quoted op name: "pto.ttri"( */
			if (!quoted && strncmp(p + 1, "pto.", 4) == 0) {
				size_t n = word_len(p + 1, true);
				if (n > 4 && p[1 + n] == '"' && p[2 + n] == '(') {
					fn(PW_OP, p + 1, n, ctx);
					p += n + 1;
					continue;
				}
			}
			quoted = !quoted;
			continue;
		}
		if (quoted || strncmp(p, "pto", 3) != 0)
			continue;
		char prev = p > text ? p[-1] : ' ';
		if (prev == '!' && p[3] == '.') {
			size_t n = word_len(p + 4, true);
			if (n)
				fn(PW_TYPE, p + 4, n, ctx);
			p += 3 + n;
		} else if (prev == '#' && p[3] == '<') {
			size_t n = word_len(p + 4, false);
			if (n)
				fn(PW_ENUM_ATTR, p + 4, n, ctx);
			p += 3 + n;
		} else if (prev == '#' && p[3] == '.') {
			size_t n = word_len(p + 4, true);
			if (n)
				fn(PW_ATTR, p + 4, n, ctx);
			p += 3 + n;
		} else if (p[3] == '.' && !ident_char(prev) && prev != '.' && prev != '!' && prev != '#') {
			size_t n = word_len(p, true);
			const char *q = p + n;
			while (*q == ' ')
				q++;
			if (n > 4 && *q != '=')
				fn(PW_OP, p, n, ctx);
			p += n ? n - 1 : 0;
		}
	}
}

static int cmp_word(const void *key, const void *elem)
{
	const char *const *k = key;
	return strcmp(*k, *(const char *const *)elem);
}

bool ptoas_has_word(const struct spec_ptoas_version *v, enum ptoas_word kind, const char *w,
		    size_t n)
{
	if (!v)
		return true;
	char buf[128];
	if (n >= sizeof buf)
		return false;
	memcpy(buf, w, n);
	buf[n] = 0;
	const char *key = buf;
	uint16_t cnt = kind == PW_OP ? v->n_ops : kind == PW_TYPE ? v->n_types
		     : kind == PW_ENUM_ATTR ? v->n_enum_attrs : v->n_attrs;
	const char *const *l = kind == PW_OP ? v->ops : kind == PW_TYPE ? v->types
			     : kind == PW_ENUM_ATTR ? v->enum_attrs : v->attrs;
	return cnt && bsearch(&key, l, cnt, sizeof *l, cmp_word);
}

const char *ptoas_word_shown(enum ptoas_word kind, const char *w, size_t n, char *buf, size_t cap)
{
	static const char *const fmt[PW_COUNT] = {"%.*s", "!pto.%.*s", "#pto<%.*s>", "#pto.%.*s"};
	snprintf(buf, cap, fmt[kind], (int)n, w);
	return buf;
}

const char *ptoas_word_needs(enum ptoas_word kind, const char *w, size_t n, uint32_t found,
			     char *buf, size_t cap)
{
	const struct spec_ptoas_version *newer = NULL, *older = NULL;
	for (unsigned i = 0; i < spec_n_ptoas_versions; i++) {
		const struct spec_ptoas_version *v = &spec_ptoas_versions[i];
		if (!ptoas_has_word(v, kind, w, n))
			continue;
		if (v->code > found && !newer)
			newer = v;
		if (v->code <= found)
			older = v;
	}
	if (newer)
		snprintf(buf, cap, "needs ptoas >= %s", newer->name);
	else if (older)
		snprintf(buf, cap, "needs ptoas <= %s", older->name);
	else
		snprintf(buf, cap, "is in no known ptoas");
	return buf;
}

/* ---- per op ---- */

static const struct spec_ptoas_override *find_override(const be_t *be, unsigned op)
{
	if (!be)
		return NULL;
	unsigned b = (unsigned)(be - spec_backends);
	size_t lo = 0, hi = spec_n_ptoas_overrides;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct spec_ptoas_override *o = &spec_ptoas_overrides[mid];
		if (o->backend < b || (o->backend == b && o->op < op))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < spec_n_ptoas_overrides && spec_ptoas_overrides[lo].backend == b &&
	    spec_ptoas_overrides[lo].op == op)
		return &spec_ptoas_overrides[lo];
	return NULL;
}

const struct spec_ptoas_form *ptoas_op_form(const be_t *be, unsigned op, uint32_t code, int mem)
{
	ASSERT(op < spec_n_ops);
	const struct spec_ptoas_override *o = find_override(be, op);
	const struct spec_ptoas_op *d = &spec_ptoas_ops[op];
	if (o && o->has_forms) {
		d = &o->p;
	} else if (be) {
		/* a backend that replaces the op's template replaces its forms too */
		const struct spec_op_override *ov = be_op_override(be, op);
		if (ov && ov->has_emit)
			return NULL;
	}
	int arch = -2; /* looked up by name: only for a form limited to some archs */
	for (unsigned i = 0; i < d->n_forms; i++) {
		const struct spec_ptoas_form *f = &d->forms[i];
		if (f->arch_mask && arch == -2)
			arch = ptoas_arch_index(be);
		if (!ptoas_in_range(f->when, code) ||
		    (f->arch_mask && (arch < 0 || !(f->arch_mask >> arch & 1))) ||
		    (f->if_mem && (mem < 0 || mem >= 32 || !(f->if_mem >> mem & 1))))
			continue;
		return f;
	}
	return NULL;
}

unsigned ptoas_op_rules(const be_t *be, unsigned op, const struct spec_ptoas_rule **rules)
{
	ASSERT(op < spec_n_ops);
	const struct spec_ptoas_override *o = find_override(be, op);
	const struct spec_ptoas_op *d = o && o->has_rules ? &o->p : &spec_ptoas_ops[op];
	*rules = d->rules;
	return d->n_rules;
}

uint32_t ptoas_op_result_mems(const be_t *be, unsigned op)
{
	const struct spec_ptoas_rule *rules;
	unsigned n = ptoas_op_rules(be, op, &rules);
	int arch = ptoas_arch_index(be);
	uint32_t m = (1u << MS_COUNT) - 1;
	for (unsigned i = 0; i < n; i++) {
		const struct spec_ptoas_rule *r = &rules[i];
		/* a version range narrows some versions only: it counts too */
		if (r->kind != PR_mem || !r->n_args || r->args[0] != PTOAS_ARG_DST || r->if_mem ||
		    r->if_blayout >= 0 || r->n_if_dtypes || r->if_matrix || r->n_if_pairs || r->if_kwarg >= 0 || r->if_addr >= 0 ||
		    r->if_arg >= 0)
			continue;
		if (r->arch_mask && (arch < 0 || !(r->arch_mask & (1u << arch))))
			continue;
		uint32_t l = 0;
		for (unsigned j = 0; j < r->n_list; j++)
			if (r->list[j] >= 0 && r->list[j] < MS_COUNT)
				l |= 1u << r->list[j];
		m &= l;
	}
	return m;
}

bool ptoas_op_empty_noop(const be_t *be, unsigned op, uint32_t code)
{
	ASSERT(op < spec_n_ops);
	const struct spec_ptoas_override *o = find_override(be, op);
	const struct spec_ptoas_op *d = o && o->has_rules ? &o->p : &spec_ptoas_ops[op];
	return d->has_empty_noop && ptoas_in_range(d->empty_noop, code);
}

bool ptoas_op_static_valid(const be_t *be, unsigned op, uint32_t code)
{
	ASSERT(op < spec_n_ops);
	const struct spec_ptoas_override *o = find_override(be, op);
	const struct spec_ptoas_op *d = o && o->has_rules ? &o->p : &spec_ptoas_ops[op];
	return d->has_static_valid && ptoas_in_range(d->static_valid, code);
}

bool ptoas_rule_applies(const struct spec_ptoas_rule *r, int arch, uint32_t code)
{
	if (r->arch_mask && (arch < 0 || !(r->arch_mask & (1u << arch))))
		return false;
	return ptoas_in_range(r->when, code);
}

uint32_t ptoas_form_next(const struct spec_ptoas_form *f)
{
	return f->when.hi;
}
