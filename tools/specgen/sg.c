/* specgen's shared services: diagnostics, typed access to YAML nodes, the
 * run-long allocator and the buffered, write-if-changed output files. */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sg.h"
#include "specgen.h"

/* ---- allocation ---- */

void *sg_alloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);
	if (!p) {
		fprintf(stderr, "specgen: out of memory\n");
		exit(2);
	}
	return p;
}

char *sg_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(sg_alloc(n), s, n);
}

char *sg_fmt(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *s = sg_alloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

/* ---- diagnostics ---- */

/* Inherited backend fields are checked once per heir; printing each
 * distinct message once keeps the report readable.  The messages printed so
 * far are a hash set: a spec with many errors would otherwise compare each
 * new message with every earlier one. */
struct seen {
	struct seen *next;
	char *msg;
	uint64_t h;
};
static struct seen **seen_msgs; /* seen_cap buckets (a power of two) */
static size_t seen_cap, n_seen;
static int n_errors;

static uint64_t msg_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static void seen_grow(void)
{
	size_t cap = seen_cap ? 2 * seen_cap : 64;
	struct seen **t = sg_alloc(sizeof *t * cap);
	for (size_t i = 0; i < seen_cap; i++)
		for (struct seen *s = seen_msgs[i], *next; s; s = next) {
			next = s->next;
			s->next = t[s->h & (cap - 1)];
			t[s->h & (cap - 1)] = s;
		}
	free(seen_msgs);
	seen_msgs = t;
	seen_cap = cap;
}

static void emit_error(const char *msg)
{
	uint64_t h = msg_hash(msg);
	if (seen_cap)
		for (struct seen *s = seen_msgs[h & (seen_cap - 1)]; s; s = s->next)
			if (s->h == h && strcmp(s->msg, msg) == 0)
				return;
	if (2 * (n_seen + 1) > seen_cap)
		seen_grow();
	struct seen *s = sg_alloc(sizeof *s);
	s->msg = sg_strdup(msg);
	s->h = h;
	s->next = seen_msgs[h & (seen_cap - 1)];
	seen_msgs[h & (seen_cap - 1)] = s;
	n_seen++;
	n_errors++;
	/* like ptoc: a spec with thousands of broken ops would otherwise print
	 * screenfuls; the count stays exact */
	if (n_errors <= SG_MAX_ERRORS)
		fputs(msg, stderr);
	else if (n_errors == SG_MAX_ERRORS + 1)
		fprintf(stderr, "specgen: note: more than %d errors; the rest are not shown\n",
			SG_MAX_ERRORS);
}

void sg_error(const struct sg_node *at, const char *who, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *body = sg_alloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(body, (size_t)n + 1, fmt, ap);
	va_end(ap);
	char *msg;
	if (at)
		msg = sg_fmt("%s:%d:%d: error: %s%s%s\n", at->file, at->line,
			     at->col, who ? who : "", who ? ": " : "", body);
	else
		msg = sg_fmt("specgen: error: %s%s%s\n", who ? who : "",
			     who ? ": " : "", body);
	emit_error(msg);
	free(msg);
	free(body);
}

void sg_error_at(const char *file, int line, int col, const char *who,
		 const char *fmt, ...)
{
	struct sg_node at = {.kind = SG_SCALAR, .file = file, .line = line, .col = col};
	va_list ap;
	va_start(ap, fmt);
	char buf[1024];
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	sg_error(&at, who, "%s", buf);
}

int sg_error_count(void) { return n_errors; }

void sg_first_equal(const char *const *s, int n, int *first)
{
	size_t cap = 16;
	while (cap < 2 * (size_t)n)
		cap *= 2;
	int *slot = sg_alloc(sizeof *slot * cap); /* index + 1, 0 = empty */
	for (int j = 0; j < n; j++) {
		size_t h = (size_t)msg_hash(s[j]) & (cap - 1);
		while (slot[h] && strcmp(s[slot[h] - 1], s[j]) != 0)
			h = (h + 1) & (cap - 1);
		first[j] = slot[h] ? slot[h] - 1 : -1;
		if (!slot[h])
			slot[h] = j + 1;
	}
	free(slot);
}

/* ---- node access ---- */

const struct sg_node *sg_get(const struct sg_node *map, const char *key)
{
	if (!map || map->kind != SG_MAP)
		return NULL;
	for (int i = 0; i < map->n; i++)
		if (strcmp(map->keys[i]->value, key) == 0)
			return map->vals[i];
	return NULL;
}

/* Whether `word` is one of the space-separated words of `list`. */
bool sg_word_in(const char *word, const char *list)
{
	size_t n = strlen(word);
	for (const char *p = list; *p;) {
		while (*p == ' ')
			p++;
		const char *e = p;
		while (*e && *e != ' ')
			e++;
		if ((size_t)(e - p) == n && n && strncmp(p, word, n) == 0)
			return true;
		p = e;
	}
	return false;
}

static const char *kind_name(const struct sg_node *n)
{
	switch (n->kind) {
	case SG_SCALAR: return "a scalar";
	case SG_SEQ: return "a list";
	case SG_MAP: return "a mapping";
	}
	return "?";
}

bool sg_is_seq(const struct sg_node *n, const char *who)
{
	if (n->kind == SG_SEQ)
		return true;
	sg_error(n, who, "expected a list, got %s", kind_name(n));
	return false;
}

bool sg_is_map(const struct sg_node *n, const char *who)
{
	if (n->kind == SG_MAP)
		return true;
	sg_error(n, who, "expected a mapping, got %s", kind_name(n));
	return false;
}

bool sg_required(const struct sg_node *map, const char *who, const char *required)
{
	bool ok = true;
	for (const char *p = required; *p;) {
		while (*p == ' ')
			p++;
		const char *e = p;
		while (*e && *e != ' ')
			e++;
		if (e > p) {
			char key[64];
			snprintf(key, sizeof key, "%.*s", (int)(e - p), p);
			if (!sg_get(map, key)) {
				sg_error(map, who, "missing required key '%s'", key);
				ok = false;
			}
		}
		p = e;
	}
	return ok;
}

bool sg_keys(const struct sg_node *map, const char *who, const char *allowed,
	     const char *required)
{
	if (!sg_is_map(map, who))
		return false;
	bool ok = true;
	for (int i = 0; i < map->n; i++) {
		if (!sg_word_in(map->keys[i]->value, allowed)) {
			sg_error(map->keys[i], who, "unknown key '%s' (allowed: %s)",
				 map->keys[i]->value, allowed);
			ok = false;
		}
	}
	return sg_required(map, who, required) && ok;
}

static bool scalar(const struct sg_node *n, const char *who, const char *what)
{
	if (n->kind == SG_SCALAR)
		return true;
	sg_error(n, who, "expected %s, got %s", what, kind_name(n));
	return false;
}

bool sg_int(const struct sg_node *n, const char *who, int64_t *out)
{
	if (!scalar(n, who, "an integer"))
		return false;
	const char *s = n->value;
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 0);
	if (n->quoted || !*s || *end || errno || s[0] == '+' ||
	    (s[0] == '0' && s[1] && s[1] != 'x' && s[1] != 'X')) {
		sg_error(n, who, "expected an integer, got '%s'", s);
		return false;
	}
	*out = v;
	return true;
}

bool sg_int_range(const struct sg_node *n, const char *who, int64_t lo,
		  int64_t hi, int64_t *out)
{
	if (!sg_int(n, who, out))
		return false;
	if (*out < lo || *out > hi) {
		sg_error(n, who, "%lld is out of range [%lld, %lld]", (long long)*out,
			 (long long)lo, (long long)hi);
		return false;
	}
	return true;
}

bool sg_bool(const struct sg_node *n, const char *who, bool *out)
{
	if (!scalar(n, who, "true or false"))
		return false;
	const char *s = n->value;
	if (!n->quoted && (!strcmp(s, "true") || !strcmp(s, "True") || !strcmp(s, "TRUE"))) {
		*out = true;
		return true;
	}
	if (!n->quoted && (!strcmp(s, "false") || !strcmp(s, "False") || !strcmp(s, "FALSE"))) {
		*out = false;
		return true;
	}
	sg_error(n, who, "expected true or false, got '%s'", s);
	return false;
}

bool sg_float(const struct sg_node *n, const char *who, double *out)
{
	if (!scalar(n, who, "a number"))
		return false;
	char *end;
	const char *s = n->value;
	double v = strtod(s, &end);
	if (n->quoted || !*s || *end) {
		sg_error(n, who, "expected a number, got '%s'", s);
		return false;
	}
	*out = v;
	return true;
}

const char *sg_str(const struct sg_node *n, const char *who)
{
	if (!scalar(n, who, "a string"))
		return NULL;
	return n->value;
}

/* A C-identifier-safe name: letters, digits, '_' (and '.' when `dots`). */
bool sg_ident(const struct sg_node *n, const char *who, bool dots)
{
	const char *s = n->value;
	bool ok = n->kind == SG_SCALAR && *s;
	for (const char *p = s; ok && *p; p++)
		ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		     (*p >= '0' && *p <= '9') || *p == '_' || (dots && *p == '.');
	if (ok && !dots && s[0] >= '0' && s[0] <= '9')
		ok = false;
	if (!ok && n->kind == SG_SCALAR)
		sg_error(n, who, "'%s' is not a valid name (letters, digits, '_'%s)", s,
			 dots ? ", '.'" : "");
	else if (!ok)
		sg_error(n, who, "expected a name, got %s", kind_name(n));
	return ok;
}

int sg_enum(const struct sg_node *n, const char *who, const char *what,
	    const char *const *names, int count)
{
	if (!scalar(n, who, what))
		return -1;
	int i = vocab_lookup(names, count, n->value);
	if (i < 0) {
		char list[1024];
		size_t len = 0;
		list[0] = 0;
		for (int k = 0; k < count && len < sizeof list - 64; k++)
			if (names[k] && names[k][0])
				len += (size_t)snprintf(list + len, sizeof list - len,
							"%s%s", len ? " " : "", names[k]);
		sg_error(n, who, "unknown %s '%s' (one of: %s)", what, n->value, list);
	}
	return i;
}

int sg_dtype(const struct sg_node *n, const char *who)
{
	static const char *names[DT_COUNT];
	if (!names[0])
		for (int i = 0; i < DT_COUNT; i++)
			names[i] = dtype_infos[i].name;
	return sg_enum(n, who, "dtype", names, DT_COUNT);
}

/* ---- output ---- */

struct sg_out {
	struct sg_out *next;
	char *name;
	char *buf;
	size_t len, cap;
};
static struct sg_out *outs, **outs_tail = &outs;

struct sg_out *sg_out_open(const char *name)
{
	struct sg_out *o = sg_alloc(sizeof *o);
	o->name = sg_strdup(name);
	*outs_tail = o;
	outs_tail = &o->next;
	return o;
}

static void out_put(struct sg_out *o, const char *s, size_t n)
{
	if (o->len + n + 1 > o->cap) {
		o->cap = (o->len + n + 1) * 2;
		o->buf = realloc(o->buf, o->cap);
		if (!o->buf) {
			fprintf(stderr, "specgen: out of memory\n");
			exit(2);
		}
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = 0;
}

void sg_printf(struct sg_out *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *s = sg_alloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	out_put(o, s, (size_t)n);
	free(s);
}

void sg_cstr(struct sg_out *o, const char *s)
{
	if (!s) {
		out_put(o, "NULL", 4);
		return;
	}
	out_put(o, "\"", 1);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		char esc[8];
		if (*p == '"' || *p == '\\')
			snprintf(esc, sizeof esc, "\\%c", *p);
		else if (*p == '\n')
			snprintf(esc, sizeof esc, "\\n");
		else if (*p == '\t')
			snprintf(esc, sizeof esc, "\\t");
		else if (*p < 0x20 || *p >= 0x7f || (*p == '?' && p[1] == '?'))
			snprintf(esc, sizeof esc, "\\%03o", *p);
		else
			snprintf(esc, sizeof esc, "%c", *p);
		out_put(o, esc, strlen(esc));
	}
	out_put(o, "\"", 1);
}

static int mkdirs(const char *dir)
{
	char *p = sg_strdup(dir);
	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = 0;
		if (mkdir(p, 0777) != 0 && errno != EEXIST)
			return free(p), -1;
		*s = '/';
	}
	int r = mkdir(p, 0777) != 0 && errno != EEXIST ? -1 : 0;
	free(p);
	return r;
}

/* Writes one file if its bytes differ from what is on disk. */
static int write_if_changed(const char *path, const char *buf, size_t len)
{
	FILE *f = fopen(path, "rb");
	if (f) {
		char *old = sg_alloc(len + 2);
		size_t n = fread(old, 1, len + 1, f);
		fclose(f);
		bool same = n == len && memcmp(old, buf, len) == 0;
		free(old);
		if (same)
			return 0;
	}
	char *tmp = sg_fmt("%s.tmp%ld", path, (long)getpid());
	f = fopen(tmp, "wb");
	if (!f || fwrite(buf, 1, len, f) != len || fclose(f) != 0 ||
	    rename(tmp, path) != 0) {
		fprintf(stderr, "specgen: error: cannot write %s: %s\n", path,
			strerror(errno));
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

int sg_out_commit(const char *dir)
{
	if (mkdirs(dir) != 0) {
		fprintf(stderr, "specgen: error: cannot create %s: %s\n", dir,
			strerror(errno));
		return -1;
	}
	for (struct sg_out *o = outs; o; o = o->next) {
		char *path = sg_fmt("%s/%s", dir, o->name);
		int r = write_if_changed(path, o->buf ? o->buf : "", o->len);
		free(path);
		if (r)
			return -1;
	}
	return 0;
}

int sg_mkdirs(const char *dir) { return mkdirs(dir); }
