/* Interfaces between specgen's modules: loading, the op/enum model that
 * backends and templates refer to, and the writers of each gen/ file. */
#ifndef SPECGEN_H
#define SPECGEN_H

#include "sg.h"
#include "spec.h"

/* sg.c */
char *sg_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void sg_error_at(const char *file, int line, int col, const char *who,
		 const char *fmt, ...) __attribute__((format(printf, 5, 6)));
bool sg_word_in(const char *word, const char *list);
bool sg_int_range(const struct sg_node *n, const char *who, int64_t lo,
		  int64_t hi, int64_t *out);
bool sg_ident(const struct sg_node *n, const char *who, bool dots);
int sg_dtype(const struct sg_node *n, const char *who);
int sg_out_commit(const char *dir); /* 0, or -1 after an I/O error message */
int sg_mkdirs(const char *dir);
/* first[j] = the least i < j with strcmp(s[i], s[j]) == 0, or -1 (hashed:
 * linear in n). */
void sg_first_equal(const char *const *s, int n, int *first);

/* load.c: a YAML file as a node tree.  `text` is the file content; when it
 * came from m4 -s, sync lines map lines back to the .m4 source.  Returns NULL
 * for an empty document or after reporting an error. */
struct sg_node *sg_load(const char *path, char *text, size_t len, bool m4_sync);

/* ops.c: enums and ops. */
struct sg_op {
	const char *name;      /* "tile.add" */
	const char *cid;       /* "OP_tile_add" */
	const struct sg_node *node;
	struct spec_op op;
	bool ok;               /* parsed without error */
};
extern struct sg_op *sg_ops; /* sorted by name after ops_check() */
extern int sg_n_ops;
extern struct spec_enum *sg_enums; /* sorted by name */
extern int sg_n_enums;

void ops_collect(const struct sg_node *file_root); /* an ops/ file */
void ops_check(void);
int op_find(const char *name);     /* index into sg_ops, or -1 */
int enum_find(const char *name);   /* index into sg_enums, or -1 */
/* Parses a scratch rule `{rule: R, ...}` for op `op` (operand/kwarg checks). */
bool scratch_parse(const struct sg_node *n, const char *who,
		   const struct spec_op *op, struct spec_rule *out);
/* Parses `layout: {inputs: [...], output: bool}`. */
bool layout_parse(const struct sg_node *n, const char *who,
		  const struct spec_op *op, uint32_t *in, bool *out);
void print_scratch(struct sg_out *o, const struct spec_rule *r, const char *ind);
void print_template(struct sg_out *o, const struct spec_template *t, const char *ind);
void ops_write(void);   /* enums.c, ops.c */
/* Checks a kwarg value written in a spec against its type (and enum). */
bool ops_kw_value_ok(const struct sg_node *n, const char *who, int type, int enum_id);

/* lowering.c: the `lowers_to` field, parsed once every op is, written per op. */
void lowering_check(void);
void lowering_write(struct sg_out *o, const struct spec_op *op);

/* tpl.re: lexes and checks an emit template for `op` with emit kind `emit`. */
bool tpl_compile(const struct sg_node *src, const char *who,
		 const struct spec_op *op, uint8_t emit, struct spec_template *out);

/* backends.c */
void be_collect(const struct sg_node *file_root);
void be_check(void);
void be_write(void);
extern int sg_n_backends;
extern const char **sg_backend_cids;
/* Backend i (0..sg_n_backends) as parsed by be_check; *cid gets its C id when cid is set. */
const struct spec_backend *be_model(int i, const char **cid);

/* The backend's spec mapping after inheritance (its `ops: overrides` hold
 * the `ptoas` fields ptoas.c reads). */
const struct sg_node *be_flat_node(int i);

/* ptoas.c: the ptoas version inventory (the top-level `ptoas:` of an ops
 * file), the ops' `ptoas` fields and the backends' ptoas overrides. */
void ptoas_collect(const struct sg_node *v);
void ptoas_check(void); /* after ops_check and be_check */
bool ptoas_arch_known(const char *name); /* after ptoas_check */
void ptoas_write(void); /* gen/ptoas.c */

/* pipeline.c */
void pipe_collect(const struct sg_node *file_root);
void pipe_check(void);
void pipe_write(void);
extern int sg_n_props, sg_n_passes, sg_n_planners, sg_n_pipelines;
const char *pipe_prop_name(int i);
const char *pipe_pass_name(int i);
const char *pipe_planner_name(int i);
const char *pipe_pipeline_name(int i);

/* simplify.c: the rewrite rules of the Simplify pass (specs/simplify.yaml). */
void simp_collect(const struct sg_node *file_root);
void simp_check(void);
void simp_write(void);

/* cast_chains.c: the native cast chains of every backend (gen/cast_chains.c). */
void chains_check(void);
void chains_write(void);

/* decompose.c: the decompositions of composite ops (specs/decompositions.yaml). */
void dcmp_collect(const struct sg_node *file_root);
void dcmp_check(void);
void dcmp_check_archs(void); /* after ptoas_check */
void dcmp_write(void);

/* collective.c: the `collectives:` mapping of decompositions.yaml (gen/collectives.c). */
void coll_collect(const struct sg_node *map);
void coll_check(void);
void coll_write(void);

/* main.c: the ids header, written last from every model. */
void ids_write(void);

#define BANNER "/* DO NOT EDIT: generated by tools/specgen from specs/ */\n"

#endif
