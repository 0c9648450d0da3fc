/* The vector-layout solver's view of an MLIR file (vector-layout-input.md):
 * functions, ops in textual pre-order, SSA values with their types. */
#ifndef PTOC_VL_IR_H
#define PTOC_VL_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "vl_tables.h"

enum vl_tok {
	VT_EOF, VT_NL, VT_SSA, VT_SYM, VT_ID, VT_NUM, VT_STR, VT_ARROW, VT_PUNCT
};

struct vl_token {
	uint8_t kind;
	char c;          /* VT_PUNCT: the character */
	int line, col;
	const char *s;   /* start in the source */
	int len;
	const char *name; /* interned text for SSA/SYM/ID */
};

/* Lexes a NUL-terminated text one line at a time, so memory stays
 * proportional to the longest statement. */
struct vl_lexer {
	const char *file;
	const unsigned char *cur, *line_start;
	int line;
	bool eof;
};
/* Appends the tokens of the next line to (*t)[*n..], growing the buffer;
 * returns 0, or -1 after reporting a bad character. */
int vl_lex_line(struct vl_lexer *L, struct vl_token **t, int *n, int *cap);

struct vl_type {
	const char *text; /* source spelling */
	int len;
	bool vec;         /* a vector type */
	int8_t width;     /* element width; 0 = unknown element type */
	int8_t layout;    /* state written in the type, or VL_NOSTATE */
};

enum vl_vkind { VV_ARG, VV_RES, VV_IV, VV_ITER };

/* A vector type written in a statement and the value whose type it is
 * (val < 0: not known); res: it is (also) the type of a result. */
struct vl_titem {
	const char *at;
	int len;
	int val;
	bool res;
};

/* An entry of an attribute dictionary: its text and its name (unquoted). */
struct vl_dentry {
	const char *at;
	int len;
	const char *name;
	int namelen;
};

struct vl_inst;
struct vl_value {
	const char *name;  /* "%x" or "%x#1" as written */
	struct vl_type ty;
	uint8_t kind;      /* enum vl_vkind */
	int index;         /* result / iter_arg / argument index */
	struct vl_inst *def; /* VV_RES: defining op; VV_ITER/VV_IV: the loop */
	int nuses;
};

struct vl_inst {
	const char *name;     /* full op name, interned */
	const struct vl_op *spec; /* NULL: not listed, default rule */
	int rule;             /* index into vl_rules */
	int line, col;
	const char *text;     /* the statement as written (first line) */
	int textlen;
	int *opnd, nopnd;     /* value ids */
	int *res, nres;
	int lc;               /* enum vl_lc */
	const char *callee;   /* func.call */
	int key_k;            /* K of OPNAME#K */
	int call_k;           /* func.call: K of @callee#K */
	struct vl_inst *loop; /* scf.yield: the enclosing scf.for */
	/* scf.for: iter_args (value ids), init operands are opnd[3..] */
	int *iter, niter;
	int seq;              /* position in textual pre-order */
	int body_end;         /* scf.for: seq after the last op of its body */
	/* --emit=mlir: where the statement writes each operand, its vector
	 * types and its attribute dictionary */
	const char **opnd_at;
	struct vl_titem *ti;
	int nti;
	const char *attr_at;  /* where a new dictionary goes: after the last token
				 before the type part */
	const char *dict_at;  /* the dictionary `{...}` before the type part, or NULL */
	int dict_len;
	struct vl_dentry *dent; /* its entries */
	int ndent;
};

struct vl_func {
	const char *name;
	int line;
	struct vl_inst **ops; /* textual pre-order */
	int nops;
	struct vl_value *vals;
	int nvals;
	/* per value: the value whose layout its uses take (iter args and loop
	 * results stand for their init operands), -1 for none, VL_SRC_UNKNOWN
	 * before vl_use_layout first needs it */
	int *use_src;
	struct vl_func *next;
};
#define VL_SRC_UNKNOWN (-2)

struct vl_module {
	const char *file;
	const char *text;
	struct vl_func *funcs; /* functions with a body, in order */
	struct arena arena;
};

/* Parses `text` of `file`.  Returns false after reporting errors (exit 2). */
bool vl_parse(const char *file, const char *text, struct vl_module *m);

/* Vector-ness helpers over the tables. */
int vl_fold_width(int w);
const struct vl_op *vl_find_op(const char *name);

#endif
