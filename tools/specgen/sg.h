/* specgen's internal API: the YAML node tree with source marks, diagnostics,
 * and deterministic output files.  Every module of specgen (ops, backends,
 * pipeline, vlayout rules) reads specs through this. */
#ifndef SG_H
#define SG_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum sg_kind { SG_SCALAR, SG_SEQ, SG_MAP };

struct sg_node {
	enum sg_kind kind;
	const char *file;  /* file to report: the .m4 source for expanded files */
	int line, col;     /* 1-based, mapped back to the .m4 source when expanded */
	const char *value; /* SG_SCALAR: the text ("" for an empty value) */
	bool quoted;       /* SG_SCALAR: written with quotes */
	int n;             /* SG_SEQ: number of items; SG_MAP: number of pairs */
	struct sg_node **items; /* SG_SEQ: items[n] */
	struct sg_node **keys;  /* SG_MAP: keys[n] (scalars) */
	struct sg_node **vals;  /* SG_MAP: vals[n] */
};

/* Reports `file:line:col: error: <who>: <msg>` at `at` and counts it.  `who`
 * names the op/backend and field ("tile.add: pto"); may be NULL.  A message
 * already reported is dropped; after SG_MAX_ERRORS, errors are counted but
 * not printed (one note says so). */
#define SG_MAX_ERRORS 20
void sg_error(const struct sg_node *at, const char *who, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int sg_error_count(void);

/* Value of `key` in mapping `map`, or NULL (also when map is NULL). */
const struct sg_node *sg_get(const struct sg_node *map, const char *key);

/* Reports every key of `map` not in `allowed` and every key of `required`
 * that is missing (both space-separated word lists).  Returns false if map is
 * not a mapping or any error was reported. */
bool sg_keys(const struct sg_node *map, const char *who, const char *allowed,
	     const char *required);
/* Reports every key of `required` (space-separated) that mapping `map` lacks;
 * false if one does. */
bool sg_required(const struct sg_node *map, const char *who, const char *required);

/* Typed scalar accessors: report a type error naming `who` and return false
 * when `n` is not of the type. */
bool sg_int(const struct sg_node *n, const char *who, int64_t *out);
bool sg_bool(const struct sg_node *n, const char *who, bool *out);
bool sg_float(const struct sg_node *n, const char *who, double *out);
const char *sg_str(const struct sg_node *n, const char *who); /* NULL on error */
bool sg_is_seq(const struct sg_node *n, const char *who);
bool sg_is_map(const struct sg_node *n, const char *who);

/* Index of scalar `n` in names[0..count), else reports "unknown <what> 'x'"
 * (listing nothing more) and returns -1. */
int sg_enum(const struct sg_node *n, const char *who, const char *what,
	    const char *const *names, int count);

/* Output: a C file in the output directory, written only if its bytes
 * changed, and only after all specs checked clean. */
struct sg_out;
struct sg_out *sg_out_open(const char *name); /* e.g. "ops.c" */
void sg_printf(struct sg_out *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Prints s as a C string literal (with quotes, escaped), or NULL. */
void sg_cstr(struct sg_out *o, const char *s);

/* Arena-style allocation that lives for the whole run. */
void *sg_alloc(size_t n);
char *sg_strdup(const char *s);

/* The vector-layout rule tables (tools/specgen/gen_vlayout.c): called with
 * the value of each top-level `vlayout:` key found in specs/ops files, then
 * once to write gen/vlayout_tables.c. */
void gen_vlayout_load(const struct sg_node *node);
void gen_vlayout_write(void);

#endif
