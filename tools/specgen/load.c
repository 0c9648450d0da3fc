/* YAML loading: libyaml events -> struct sg_node with 1-based marks mapped
 * back through m4 sync lines.  Duplicate keys, aliases, non-scalar keys and
 * multi-document files are rejected here. */
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "specgen.h"

/* Where each line of the parsed text comes from. */
struct linemap {
	int n;
	const char **file;
	int *line;
};

/* Strips `#line N "file"` lines (m4 -s) from `text` in place and records,
 * for every remaining line, its source file and line. */
static void strip_sync(const char *path, char *text, size_t *len, struct linemap *m)
{
	int cap = 64;
	m->n = 0;
	m->file = sg_alloc(sizeof *m->file * (size_t)cap);
	m->line = sg_alloc(sizeof *m->line * (size_t)cap);
	const char *cur = path;
	int line = 1;
	char *w = text;
	for (char *r = text; r < text + *len;) {
		char *e = memchr(r, '\n', (size_t)(text + *len - r));
		char *next = e ? e + 1 : text + *len;
		int n;
		if (strncmp(r, "#line ", 6) == 0 && sscanf(r + 6, "%d", &n) == 1) {
			line = n;
			char *q = memchr(r, '"', (size_t)(next - r));
			if (q) {
				char *q2 = memchr(q + 1, '"', (size_t)(next - q - 1));
				if (q2)
					cur = sg_fmt("%.*s", (int)(q2 - q - 1), q + 1);
			}
			r = next;
			continue;
		}
		if (m->n == cap) {
			cap *= 2;
			m->file = realloc(m->file, sizeof *m->file * (size_t)cap);
			m->line = realloc(m->line, sizeof *m->line * (size_t)cap);
			if (!m->file || !m->line)
				abort();
		}
		m->file[m->n] = cur;
		m->line[m->n++] = line++;
		memmove(w, r, (size_t)(next - r));
		w += next - r;
		r = next;
	}
	*len = (size_t)(w - text);
	*w = 0;
}

struct loader {
	yaml_parser_t p;
	const char *path;
	struct linemap map; /* n == 0: identity */
	int depth;          /* sequences and mappings open around the current node */
	bool failed;
};

/* Specs nest a few levels; the bound keeps this recursive descent, and every
 * walk over the tree after it, within the stack. */
#define MAX_DEPTH 64

static void set_mark(struct loader *L, struct sg_node *n, yaml_mark_t m)
{
	int line = (int)m.line;
	n->col = (int)m.column + 1;
	if (L->map.n) {
		if (line >= L->map.n)
			line = L->map.n - 1;
		n->file = L->map.file[line];
		n->line = L->map.line[line];
	} else {
		n->file = L->path;
		n->line = line + 1;
	}
}

static bool next_event(struct loader *L, yaml_event_t *ev)
{
	if (yaml_parser_parse(&L->p, ev))
		return true;
	struct sg_node at = {0};
	set_mark(L, &at, L->p.problem_mark);
	sg_error(&at, NULL, "YAML syntax: %s%s%s", L->p.problem,
		 L->p.context ? " " : "", L->p.context ? L->p.context : "");
	L->failed = true;
	return false;
}

static struct sg_node *parse_node(struct loader *L, yaml_event_t *ev);

static void push(struct sg_node ***arr, int n, int *cap, struct sg_node *x)
{
	if (n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		struct sg_node **a = sg_alloc(sizeof *a * (size_t)*cap);
		if (n)
			memcpy(a, *arr, sizeof *a * (size_t)n);
		free(*arr);
		*arr = a;
	}
	(*arr)[n] = x;
}

/* seq := SEQUENCE-START node* SEQUENCE-END */
static bool parse_seq(struct loader *L, struct sg_node *n)
{
	int cap = 0;
	for (;;) {
		yaml_event_t ev;
		if (!next_event(L, &ev))
			return false;
		if (ev.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&ev);
			return true;
		}
		struct sg_node *item = parse_node(L, &ev);
		yaml_event_delete(&ev);
		if (!item)
			return false;
		push(&n->items, n->n, &cap, item);
		n->n++;
	}
}

/* map := MAPPING-START (scalar-key node)* MAPPING-END */
static bool parse_map(struct loader *L, struct sg_node *n)
{
	int kcap = 0, vcap = 0;
	for (;;) {
		yaml_event_t ev;
		if (!next_event(L, &ev))
			return false;
		if (ev.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&ev);
			return true;
		}
		struct sg_node *k = parse_node(L, &ev);
		yaml_event_delete(&ev);
		if (!k)
			return false;
		bool keep = k->kind == SG_SCALAR;
		if (!keep) {
			sg_error(k, NULL, "mapping keys must be scalars");
		} else {
			for (int i = 0; i < n->n; i++)
				if (strcmp(n->keys[i]->value, k->value) == 0) {
					sg_error(k, NULL, "duplicate key '%s' (first at line %d)",
						 k->value, n->keys[i]->line);
				}
		}
		if (!next_event(L, &ev))
			return false;
		struct sg_node *v = parse_node(L, &ev);
		yaml_event_delete(&ev);
		if (!v)
			return false;
		if (!keep)
			continue;
		push(&n->keys, n->n, &kcap, k);
		push(&n->vals, n->n, &vcap, v);
		n->n++;
	}
}

static struct sg_node *parse_node(struct loader *L, yaml_event_t *ev)
{
	struct sg_node *n = sg_alloc(sizeof *n);
	set_mark(L, n, ev->start_mark);
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		n->kind = SG_SCALAR;
		n->value = sg_strdup((const char *)ev->data.scalar.value);
		n->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
		return n;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT: {
		if (L->depth == MAX_DEPTH) {
			sg_error(n, NULL, "nested deeper than %d levels", MAX_DEPTH);
			L->failed = true;
			return NULL;
		}
		L->depth++;
		bool ok;
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			n->kind = SG_SEQ;
			ok = parse_seq(L, n);
		} else {
			n->kind = SG_MAP;
			ok = parse_map(L, n);
		}
		L->depth--;
		return ok ? n : NULL;
	}
	case YAML_ALIAS_EVENT:
		sg_error(n, NULL, "YAML aliases are not supported in specs; write the value out");
		L->failed = true;
		return NULL;
	default:
		sg_error(n, NULL, "unexpected YAML event");
		L->failed = true;
		return NULL;
	}
}

struct sg_node *sg_load(const char *path, char *text, size_t len, bool m4_sync)
{
	struct loader L = {.path = path};
	if (m4_sync)
		strip_sync(path, text, &len, &L.map);
	yaml_parser_initialize(&L.p);
	yaml_parser_set_input_string(&L.p, (const unsigned char *)text, len);
	struct sg_node *root = NULL;
	int docs = 0;
	yaml_event_t ev;
	while (next_event(&L, &ev)) {
		yaml_event_type_t t = ev.type;
		if (t == YAML_DOCUMENT_START_EVENT && ++docs > 1) {
			struct sg_node at = {0};
			set_mark(&L, &at, ev.start_mark);
			sg_error(&at, NULL, "a spec file holds a single YAML document");
			L.failed = true;
		} else if (t == YAML_SCALAR_EVENT || t == YAML_SEQUENCE_START_EVENT ||
			   t == YAML_MAPPING_START_EVENT || t == YAML_ALIAS_EVENT) {
			struct sg_node *n = parse_node(&L, &ev);
			if (!root)
				root = n;
		}
		yaml_event_delete(&ev);
		if (t == YAML_STREAM_END_EVENT || L.failed)
			break;
	}
	yaml_parser_delete(&L.p);
	free(L.map.file);
	free(L.map.line);
	if (L.failed)
		return NULL;
	/* An empty file or a bare `~` document: nothing to read. */
	if (root && root->kind == SG_SCALAR && !root->quoted &&
	    (!root->value[0] || !strcmp(root->value, "~") || !strcmp(root->value, "null")))
		return NULL;
	return root;
}
