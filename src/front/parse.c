/* Recursive-descent parser: tokens (lex.h) -> IR (ir.h).  One function per
 * grammar rule, each headed by its rule.  Names resolve in one flat scope
 * per function (Python semantics: the latest binding wins); types are
 * deduced while parsing (typecheck.h).  Errors are reported and the parser
 * resynchronizes at the next line, so every independent error is seen. */
#include "parse.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cleanup.h"
#include "comm_domain.h"
#include "intern.h"
#include "lex.h"
#include "print.h"
#include "spec_ids.h"
#include "typecheck.h"
#include "util.h"

/* The nesting limit of the recursive rules (parentheses, unary operators,
 * `**`, subscripts of types, compound statements, counted together: an
 * expression inside statements nested n deep has MAX_DEPTH - n levels
 * left), the engine's IR_MAX_DEPTH: the parser, and the type checker,
 * printer and equality on what it builds, recurse at most about this deep.  Left-associative chains
 * (`a + b + ...`, any length) are built and walked with loops, not
 * recursion: the front end takes them at any length, and the pass manager's
 * ir_check_depth refuses those longer than IR_MAX_DEPTH before a pass. */
#define MAX_DEPTH IR_MAX_DEPTH

struct sym {
	const char *name;
	struct var *var;   /* or NULL for a constant */
	struct expr *cval; /* module-level constant (M = 64) */
	int32_t shadowed;  /* index of the previous binding of the name, or -1 */
	const struct memref *mref; /* module-level declaration (BUF = pl.MemRef(slots=2)) */
	int32_t fn;        /* a module-level function: 1 + its index in parser.pend,
			      SYM_PYTHON_FN for a plain Python def, 0: none */
};

#define SYM_PYTHON_FN (-1)

/* What a pl.yield_ at the end of the current block defines. */
struct yield_ctx {
	enum { YC_LOOP, YC_IF_THEN, YC_IF_ELSE } kind;
	uint32_t n_expected;      /* loops: number of iter args */
	const struct iter_arg *iters; /* loops: the iter args (yielded values match them) */
	uint32_t n_vars;          /* return vars defined so far */
	struct var **vars;
	bool yielded;             /* a yield statement was parsed in this block */
	bool region_yield;        /* a pl.split_aiv region ending the block
				     yielded (bare: no targets) */
	bool defines;             /* if-else: the then branch yielded in a
				     region, so this branch's targets define
				     the if's results */
};

/* What a function defined at module level is: one of the program (or of a
 * file of functions), one a program method calls by its bare name (added to
 * the program where called: the reference's external function), or one
 * whose body is expanded where it is called (@pl.inline). */
enum fn_mod { FM_PROGRAM, FM_EXTERNAL, FM_INLINE };

struct fn_pending {
	struct function *fn;
	uint8_t mod;              /* enum fn_mod */
	bool used;                /* FM_EXTERNAL: called from a program method */
	bool expanding;           /* FM_INLINE: its body is being expanded */
	uint32_t body_pos;        /* token index of the body's first token, 0: none */
	struct lex_resume body;   /* how to lex the body again */
	int header_line;
	bool strict_ssa;          /* strict_ssa=True: a name is assigned once */
	bool jit;                 /* decorated @pl.jit, .incore, .inline or .opaque */
	bool jit_entry;           /* decorated @pl.jit: the program's entry */
	uint32_t n_syms;          /* symbols of the params (start of the body scope) */
	struct sym *syms;
};

/* The latest binding of a var: its serial, and for a tensor bound from a
 * task submission (`rc, tid = pl.submit(...)`), the task-id var bound with
 * it and that var's serial then (a later `tid = ...` names another task). */
struct binding {
	uint32_t serial;
	struct var *tid;
	uint32_t tid_serial;
	struct span at;
};

struct parser {
	struct arena *a;
	struct program *prog;
	const char *file;
	struct lexer L;
	uint32_t pos;       /* the next token; moved with set_pos (or next) */
	struct token *tok;  /* token pos when known, else NULL (peek) */
	struct ptab types;  /* annotation types seen (const struct type *) */
	/* In a body parsed alone (parse_session_body): the arena that outlives
	 * it, where the type of an annotation of constant tokens (dotted pl
	 * names, integers, brackets) is made, so that the annotation tables
	 * keep it from body to body (an annotation means the same in every
	 * body); keep_types is `types` for it.  NULL elsewhere. */
	struct arena *keep;
	struct ptab keep_types;
	bool ann_of_bodies; /* the annotation tables hold bodies' types only */
	struct ptab ann_text; /* struct ann_text *: annotations by their tokens */
	struct ptab ann_bytes; /* struct ann_bytes *: those by their text */
	struct tc_memo memo;  /* deduced op call types (in P->a) */
	uint32_t in_annotation; /* parsing an annotation: its nodes may be
				   rewound, so no type goes to the memo */
	uint32_t n_fcalls;  /* self.f(...) calls parsed */
	bool saw_cd_comment; /* a statement was given a comm-domain comment
				(attach_comments; cd_lift_comments reads them) */
	uint32_t block_depth; /* parse_block nesting: 1 = a function body */
	uint32_t ci;        /* next comment (L.comments) to attach */
	uint32_t stmt_ci;   /* the first comment leading the current statement */
	uint32_t *claim;    /* set by a compound statement: where its body's
			       block stores the end of the header's comments */
	struct vec carry;   /* comment texts waiting for the next statement
			       (those of a docstring, `pass`, a failed line) */
	const char *docstring; /* a docstring parsed in this statement */
	bool saw_ellipsis;  /* a `...` statement was parsed in this function */
	bool in_manual_scope; /* inside a pl.scope(mode=MANUAL) */
	struct var **dump_tags; /* pl.dump_tag'd vars of this function, in order */
	uint32_t n_dump_tags, cap_dump_tags;
	bool in_deps;       /* the value of a deps= argument starts here */
	int loop_kind;      /* the innermost enclosing loop: an enum for_kind, FOR_COUNT
			     * for a while loop, -1 outside loops (break/continue) */
	int split_mode;     /* inside a pl.split_aiv region: its split (0 NONE,
			       1 UP_DOWN, 2 LEFT_RIGHT); else -1 */
	int scope_level;    /* the level of the innermost enclosing pl.at (an enum
			       level) or LV_CORE_GROUP inside pl.cluster / pl.spmd /
			       pl.split_aiv; LV_NONE outside such scopes */
	bool in_host_scope; /* inside a pl.at(level=HOST) scope */
	bool in_cluster;    /* inside a pl.cluster() scope */
	int core_owner;     /* the kind of the innermost scope that made scope_level
			       LV_CORE_GROUP (an enum scope_kind), -1 if none */
	uint32_t in_dispatch; /* inside the body of a scope that dispatches (pl.at,
				 pl.cluster, pl.spmd, pl.split_aiv): tags land on
				 the outermost one, not on what it holds */
	bool past_prologue; /* a statement of the function body was parsed: no
			       pl.func_attr may follow */
	bool strict_ssa;    /* strict_ssa=True on the function or the program */
	bool in_class;      /* parsing the functions of the @pl.program class */
	/* vars [sib_lo, sib_hi) were defined in the then branch of the if whose
	 * else branch is being parsed: strict SSA lets that branch bind them
	 * again (the if merges the two) */
	uint32_t sib_lo, sib_hi;
	bool empty_block_ok; /* the next block may be missing (a scope's) */
	bool program_strict_ssa; /* @pl.program(strict_ssa=True) */
	struct stmt_buf *out; /* the statements of the current block (a yield
				 inside an expression goes there first) */
	int depth;          /* compound statement, expression and type nesting */
	bool stmt_failed;   /* a syntax error was reported in this statement */
	bool in_dims;       /* unknown names in type dims become pl.dynamic vars */
	bool in_submit;     /* the arguments of pl.submit: `self.k` may name no function */
	struct expr **alloc_slot; /* the right side of `NAME = ...` being parsed: where
				     the window-buffer allocation it is goes (NULL: none may) */
	struct ptab windows; /* struct window_name *: the window buffers allocated */
	struct ptab mref_names; /* struct memref *: the module-level declarations, by allocation name */
	bool nodep_ok;      /* the arguments of a kernel call: pl.no_dep(x) may stand there */
	struct expr **nodep; /* the arguments pl.no_dep marked, not yet taken by their call */
	uint32_t n_nodep, cap_nodep;
	bool in_signature;  /* parameter and result types: their dims do not
			       see the parameters */
	/* the pl.dynamic vars the current signature's types have named so
	 * far, each once (a later Scalar[INDEX] parameter may not take one's
	 * name: the reference resolves annotations left to right) */
	const struct var **sig_dyn;
	uint32_t n_sig_dyn, cap_sig_dyn;
	/* by var id: the serial of the var's latest binding, and the task
	 * submission whose result that binding is (a predicate's producer) */
	struct binding *bindings;
	uint32_t cap_bindings, n_serial;
	struct sym *syms;
	uint32_t n_syms, cap_syms, n_global;
	int32_t *bound;     /* by intern_id of a name: 1 + the index of its
			       latest binding in syms, 0 when it has none */
	uint32_t cap_bound;
	const struct spec_spelling **spelled; /* spelling_of's, by intern id */
	uint32_t cap_spelled;
	struct yield_ctx *yc;
	struct fn_pending *pend; /* the functions of the file (parse_headers) */
	uint32_t n_pend;
	uint32_t *ext_order; /* the external functions called, in first-call order */
	uint32_t n_ext;
	bool in_external;    /* parsing an external function's body */
	bool jit;            /* the file's functions are @pl.jit ones (one program) */
	bool jit_dec;        /* the decorator just parsed is a @pl.jit one */
	bool jit_entry;      /* ... a plain @pl.jit */
	uint32_t n_expanding; /* inline expansions in progress */
	struct expr **inline_ret; /* expanding an inline body: where its return value goes */
	struct stmt *pending_while; /* a pl.while_ whose pl.cond is still due */
	struct function *fn;
	/* interned words */
	const char *w_deps;
	const char *w_def, *w_class, *w_return, *w_for, *w_in, *w_if, *w_elif, *w_else,
		*w_while, *w_with, *w_as, *w_and, *w_or, *w_xor, *w_not, *w_pass, *w_break,
		*w_continue, *w_import, *w_from, *w_true, *w_false, *w_none, *w_self,
		*w_attrs, *w_init_values, *w_stage, *w_tuple, *w_DN, *w_pl, *w_yield_word, *w_range, *w_submit, *w_spmd_submit,
		*w_yield, *w_const, *w_no_dep, *w_split, *w_cross_core_slot, *w_opt_split,
		*w_chunked_loop_optimizer;
	const char *keywords[40]; /* Python's keywords, interned (ann_lookup) */
#define ANN_MRU 4
	const struct ann_bytes *ann_mru[ANN_MRU]; /* the last found (ann_lookup) */
	unsigned n_keywords;
	uint64_t *keyword_ids; /* a bit for each keyword's intern id below keyword_id_end */
	unsigned keyword_id_end;
	struct dot_slot *dots; /* dot_join's table */
	size_t n_dots, cap_dots;
};

/* ---- tokens --------------------------------------------------------------- */

/* The token helpers are inlined: a token's common case is a few loads
 * (lex_tok), less than a call. */
#define TOK_INLINE static inline __attribute__((always_inline))

/* Moves to token `pos`.  Every move but next's goes through here, and so
 * does any change of the lexer's tokens (lex_restore, another lexer): the
 * token pointer is looked up again when needed. */
static inline void set_pos(struct parser *P, uint32_t pos)
{
	P->pos = pos;
	P->tok = NULL;
}

/* The token at P->pos, remembered: a statement looks at each of its
 * tokens several times. */
TOK_INLINE struct token *peek(struct parser *P)
{
	struct token *t = P->tok;
	if (__builtin_expect(t == NULL, 0))
		t = P->tok = lex_tok(&P->L, P->pos);
	return t;
}

static struct span tspan(const struct parser *P, const struct token *t) { return tok_span(P->L.fid, t); }

static struct token *peek_at(struct parser *P, uint32_t k) { return lex_tok(&P->L, P->pos + k); }

TOK_INLINE struct token *next(struct parser *P)
{
	struct token *t = peek(P);
	if (t->kind != T_EOF) {
		uint32_t pos = ++P->pos;
		/* the next token is the next slot when it was lexed into the
		 * same chunk */
		P->tok = (pos & (LEX_CHUNK - 1)) && pos < P->L.n ? t + 1 : NULL;
	}
	return t;
}

TOK_INLINE bool is(struct parser *P, enum tok_kind k) { return peek(P)->kind == k; }

static bool is_word(struct token *t, const char *w) { return t->kind == T_NAME && t->text == w; }

TOK_INLINE bool accept(struct parser *P, enum tok_kind k)
{
	if (peek(P)->kind != k)
		return false;
	next(P);
	return true;
}

static void perr(struct parser *P, struct span sp, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void perr(struct parser *P, struct span sp, const char *fmt, ...)
{
	if (P->stmt_failed)
		return;
	if (peek(P)->kind == T_ERROR) { /* the lexer reported this place */
		P->stmt_failed = true;
		return;
	}
	va_list ap;
	va_start(ap, fmt);
	diag_verror(sp, fmt, ap);
	va_end(ap);
	P->stmt_failed = true;
}

static const char *tok_desc(struct token *t, char *buf, size_t n)
{
	if (t->kind == T_NAME)
		snprintf(buf, n, "'%s'", t->text);
	else
		snprintf(buf, n, "%s", tok_names[t->kind]);
	return buf;
}

static __attribute__((noinline)) bool expected(struct parser *P, enum tok_kind k, const char *what)
{
	char b[64];
	perr(P, tspan(P, peek(P)), "expected %s, found %s", what ? what : tok_names[k],
	     tok_desc(peek(P), b, sizeof b));
	return false;
}

TOK_INLINE bool expect(struct parser *P, enum tok_kind k, const char *what)
{
	return accept(P, k) || expected(P, k, what);
}

static bool expect_word(struct parser *P, const char *w)
{
	if (is_word(peek(P), w)) {
		next(P);
		return true;
	}
	char b[64];
	perr(P, tspan(P, peek(P)), "expected '%s', found %s", w, tok_desc(peek(P), b, sizeof b));
	return false;
}

/* Skips to the start of the next line (after its NEWLINE). */
static void sync_line(struct parser *P)
{
	while (!is(P, T_EOF) && !is(P, T_NEWLINE)) {
		if (is(P, T_INDENT) || is(P, T_DEDENT))
			break;
		next(P);
	}
	accept(P, T_NEWLINE);
}

static void release_consumed(struct parser *P);

/* Skips an indented block (INDENT ... matching DEDENT); with `release`,
 * frees the tokens as it goes (only where no token pointer is held). */
static void skip_block_tokens(struct parser *P, bool release)
{
	if (!accept(P, T_INDENT))
		return;
	int d = 1;
	while (d > 0 && !is(P, T_EOF)) {
		struct token *t = next(P);
		if (t->kind == T_INDENT)
			d++;
		else if (t->kind == T_DEDENT)
			d--;
		if (release && (P->pos & (LEX_CHUNK - 1)) == 0)
			release_consumed(P);
	}
}

static void skip_block(struct parser *P)
{
	skip_block_tokens(P, false);
}

static struct span span_join(struct span a, struct span b)
{
	return span_make(a.fid, a.line, a.col, span_end_line(b), span_end_col(b));
}

/* `start` extended to the end of the last consumed token. */
static struct span span_to_prev(struct parser *P, struct span start)
{
	return P->pos ? span_join(start, tspan(P, lex_tok(&P->L, P->pos - 1))) : start;
}

/* Frees the tokens before the previous one (which spans still reach):
 * called between functions and between the statements of a function
 * body, where no token pointer is held. */
static void release_consumed(struct parser *P)
{
	if (P->pos)
		lex_release(&P->L, P->pos - 1);
}

/* ---- symbols -------------------------------------------------------------- */

/* A zeroed table indexed by intern id, of *cap entries of `elem` bytes,
 * grown to every name interned so far (at least doubled, at least `min`);
 * the old entries are kept. */
static void *by_intern_id_grow(void *v, uint32_t *cap, size_t elem, size_t min)
{
	size_t n = intern_count();
	if (n < 2 * (size_t)*cap)
		n = 2 * (size_t)*cap;
	if (n < min)
		n = min;
	if (n > UINT32_MAX)
		n = UINT32_MAX; /* the ids are below intern_count() */
	void *nv = big_zalloc(n * elem);
	if (*cap)
		memcpy(nv, v, *cap * elem);
	big_free(v, *cap * elem);
	*cap = (uint32_t)n;
	return nv;
}

/* Symbols are a stack (bindings are popped at the end of a function) with
 * an array from the interned name's id to its latest binding, so lookups
 * stay O(1) however long a function is, without hashing. */
static void sym_push(struct parser *P, const char *name, struct var *v, struct expr *c)
{
	if (P->n_syms == P->cap_syms) {
		if (P->cap_syms > INT32_MAX / 2)
			die("more than %d symbols", INT32_MAX / 2);
		uint32_t cap = P->cap_syms ? P->cap_syms * 2 : 64;
		P->syms = big_grow(P->syms, P->cap_syms * sizeof *P->syms, cap * sizeof *P->syms);
		P->cap_syms = cap;
	}
	unsigned id = intern_id(name);
	if (id >= P->cap_bound)
		P->bound = by_intern_id_grow(P->bound, &P->cap_bound, sizeof *P->bound, 1024);
	int32_t prev = P->bound[id] - 1;
	P->bound[id] = (int32_t)P->n_syms + 1;
	P->syms[P->n_syms++] = (struct sym){name, v, c, prev, NULL, 0};
}

static struct sym *sym_find(struct parser *P, const char *name)
{
	if (!name)
		return NULL;
	unsigned id = intern_id(name);
	return id < P->cap_bound && P->bound[id] ? &P->syms[P->bound[id] - 1] : NULL;
}

/* Pops bindings down to `mark` (restoring what they shadowed). */
static void sym_truncate(struct parser *P, uint32_t mark)
{
	while (P->n_syms > mark) {
		struct sym *s = &P->syms[--P->n_syms];
		P->bound[intern_id(s->name)] = s->shadowed + 1;
	}
}

static struct var *new_var(struct parser *P, const char *name, enum var_kind k,
			   const struct type *t, struct span sp)
{
	struct var *v = ir_new_var(P->prog, name, k, t, sp);
	sym_push(P, name, v, NULL);
	return v;
}

/* The binding record of v, made room for (zeroed). */
static struct binding *binding_of(struct parser *P, const struct var *v)
{
	if (v->id >= P->cap_bindings) {
		/* a large table is mapped: its new pages are zero without a memset */
		uint32_t cap = P->cap_bindings ? P->cap_bindings : 64;
		while (v->id >= cap) {
			if (cap > UINT32_MAX / 2)
				die("more than %u variables", cap);
			cap *= 2;
		}
		P->bindings = big_zgrow(P->bindings, (size_t)P->cap_bindings * sizeof *P->bindings,
					(size_t)cap * sizeof *P->bindings);
		P->cap_bindings = cap;
	}
	return &P->bindings[v->id];
}

/* Notes a new binding of v: no task produced it (yet). */
static void note_binding(struct parser *P, const struct var *v)
{
	struct binding *b = binding_of(P, v);
	*b = (struct binding){.serial = ++P->n_serial};
}

/* ---- forward declarations ------------------------------------------------ */

/* Marks e as a Python constant of the source (EXF_PYCONST). */
static struct expr *pyconst(struct expr *e)
{
	e->flags |= EXF_PYCONST;
	return e;
}

static bool is_pyconst(const struct expr *e)
{
	return (e->flags & EXF_PYCONST) && (e->kind == EX_INT || e->kind == EX_FLOAT || e->kind == EX_BOOL);
}

static bool module_constant(const struct expr *e);
static bool module_dim_expr(const struct expr *e);

static struct expr *parse_expr(struct parser *P);
static const struct type *parse_type(struct parser *P);
static const struct type *parse_type_in(struct parser *P);
static struct expr *dim_dyn_ref(struct parser *P, const char *name, struct span sp);
static struct stmt_list parse_block(struct parser *P);

/* ---- dotted names ----------------------------------------------------------- */

/* The interned "a.b" of interned a and b, remembered by the pair, so that
 * a dotted name is joined and interned once per distinct prefix rather
 * than at every use. */
struct dot_slot {
	const char *a, *b, *ab;
};

static const char *dot_join(struct parser *P, const char *a, const char *b)
{
	if (2 * (P->n_dots + 1) > P->cap_dots) {
		size_t ncap = P->cap_dots ? 2 * P->cap_dots : 256;
		struct dot_slot *nt = xcalloc(ncap, sizeof *nt);
		for (size_t i = 0; i < P->cap_dots; i++) {
			struct dot_slot *o = &P->dots[i];
			if (!o->a)
				continue;
			size_t j = ((intern_id(o->a) * 0x9E3779B1u) ^ intern_id(o->b)) * 0x85EBCA6Bu & (ncap - 1);
			while (nt[j].a)
				j = (j + 1) & (ncap - 1);
			nt[j] = *o;
		}
		free(P->dots);
		P->dots = nt;
		P->cap_dots = ncap;
	}
	size_t j = ((intern_id(a) * 0x9E3779B1u) ^ intern_id(b)) * 0x85EBCA6Bu & (P->cap_dots - 1);
	for (; P->dots[j].a; j = (j + 1) & (P->cap_dots - 1))
		if (P->dots[j].a == a && P->dots[j].b == b)
			return P->dots[j].ab;
	size_t na = strlen(a), nb = strlen(b);
	char small[128], *p = na + nb + 1 <= sizeof small ? small : xmalloc(na + nb + 1);
	memcpy(p, a, na);
	p[na] = '.';
	memcpy(p + na + 1, b, nb);
	const char *ab = intern(p, na + nb + 1);
	if (p != small)
		free(p);
	P->dots[j] = (struct dot_slot){a, b, ab};
	P->n_dots++;
	return ab;
}

/* dotted ::= NAME { "." NAME } */
static const char *parse_dotted(struct parser *P, struct span *sp)
{
	struct token *t = next(P);
	*sp = tspan(P, t);
	const char *r = t->text;
	while (is(P, T_DOT) && peek_at(P, 1)->kind == T_NAME) {
		next(P);
		struct token *nt = next(P);
		*sp = span_join(*sp, tspan(P, nt));
		r = dot_join(P, r, nt->text);
	}
	return r;
}

static bool has_prefix(const char *s, const char *p, const char **rest)
{
	/* byte by byte: the prefixes are a few bytes, and most differ at the
	 * first (a call of pl.* tested for self.) */
	size_t n = 0;
	for (; p[n]; n++)
		if (s[n] != p[n])
			return false;
	*rest = s + n;
	return true;
}

/* A closed-vocabulary dotted name (pl.FP32, pl.Mem.Vec ...): its class and
 * value, or false. *known is set when the prefix is a vocabulary but the
 * member is unknown (an error). */
static bool vocab_name(const char *path, enum enum_class *cls, int *val, const char **family)
{
	const char *r;
	*family = NULL;
	if (has_prefix(path, "pl.Mem.", &r) || has_prefix(path, "pl.MemorySpace.", &r)) {
		*cls = EN_MEM;
		*family = "memory space";
		*val = vocab_lookup(memspace_names, MS_COUNT, r);
	} else if (has_prefix(path, "pl.TileLayout.", &r)) {
		*cls = EN_TILE_LAYOUT;
		*family = "tile layout";
		*val = vocab_lookup(tile_layout_names, TL_COUNT, r);
	} else if (has_prefix(path, "pl.TensorLayout.", &r)) {
		*cls = EN_TENSOR_LAYOUT;
		*family = "tensor layout";
		*val = vocab_lookup(tensor_layout_names, TLY_COUNT, r);
	} else if (has_prefix(path, "pl.PadValue.", &r)) {
		*cls = EN_PAD;
		*family = "pad value";
		*val = vocab_lookup(pad_value_names, PAD_COUNT, r);
	} else if (has_prefix(path, "pl.CompactMode.", &r)) {
		*cls = EN_COMPACT;
		*family = "compact mode";
		*val = vocab_lookup(compact_mode_names, CM_COUNT, r);
	} else if (has_prefix(path, "pl.", &r) && !strchr(r, '.') && (*val = dtype_lookup(r)) >= 0) {
		*cls = EN_DTYPE;
	} else {
		return false;
	}
	return *val >= 0;
}

/* ---- expressions ---------------------------------------------------------- */

#define ARGS_INLINE 6
struct args {
	struct expr **pos; /* `small` until more than ARGS_INLINE */
	uint32_t n_pos, cap_pos;
	struct expr *small[ARGS_INLINE];
	struct tc_named *kw;
	uint32_t n_kw, cap_kw;
	struct attr_list attrs;
	bool has_attrs;
	struct span end;
};

static void args_free(struct args *a)
{
	if (a->pos != a->small)
		free(a->pos);
	free(a->kw);
}

/* dict ::= "{" [ STRING ":" expr { "," STRING ":" expr } [","] ] "}" */
static bool parse_dict(struct parser *P, struct attr_list *out)
{
	if (!expect(P, T_LBRACE, "'{'"))
		return false;
	struct attr *v = NULL;
	uint32_t n = 0, cap = 0;
	while (!is(P, T_RBRACE)) {
		struct token *k = peek(P);
		if (!expect(P, T_STRING, "a string key"))
			break;
		if (!expect(P, T_COLON, "':'"))
			break;
		struct expr *e = parse_expr(P);
		if (!e)
			break;
		if (n == cap) {
			cap = cap ? cap * 2 : 4;
			v = xrealloc(v, cap * sizeof *v);
		}
		v[n++] = (struct attr){k->text, e};
		if (!accept(P, T_COMMA))
			break;
	}
	bool ok = expect(P, T_RBRACE, "'}'");
	out->n = n;
	out->v = ARENA_ARRAY(P->a, struct attr, n ? n : 1);
	if (n)
		memcpy(out->v, v, n * sizeof *v);
	free(v);
	return ok;
}

/* arglist ::= "(" [ arg { "," arg } [","] ] ")"
 * arg ::= NAME "=" expr | "attrs" "=" dict | expr */
static bool parse_args(struct parser *P, struct args *A)
{
	/* every field but the inline slots, which are read below n_pos only */
	A->pos = A->small;
	A->n_pos = 0;
	A->cap_pos = ARGS_INLINE;
	A->kw = NULL;
	A->n_kw = A->cap_kw = 0;
	A->attrs = (struct attr_list){0, NULL};
	A->has_attrs = false;
	A->end = (struct span){0};
	if (!expect(P, T_LPAREN, "'('"))
		return false;
	while (!is(P, T_RPAREN)) {
		struct token *t = peek(P);
		if (t->kind == T_NAME && peek_at(P, 1)->kind == T_ASSIGN) {
			next(P);
			next(P);
			if (t->text == P->w_attrs && is(P, T_LBRACE)) {
				if (!parse_dict(P, &A->attrs))
					return false;
				A->has_attrs = true;
			} else {
				/* deps=[... for ...]: the one place a comprehension is read */
				P->in_deps = t->text == P->w_deps && is(P, T_LBRACK);
				struct expr *e = parse_expr(P);
				P->in_deps = false;
				if (!e)
					return false;
				if (A->n_kw == A->cap_kw) {
					A->cap_kw = A->cap_kw ? A->cap_kw * 2 : 4;
					A->kw = xrealloc(A->kw, A->cap_kw * sizeof *A->kw);
				}
				A->kw[A->n_kw++] = (struct tc_named){t->text, e, tspan(P, t)};
			}
		} else {
			if (A->n_kw) {
				perr(P, tspan(P, t), "positional argument follows keyword argument");
				return false;
			}
			struct expr *e = parse_expr(P);
			if (!e)
				return false;
			if (A->n_pos == A->cap_pos) {
				A->cap_pos *= 2;
				if (A->pos == A->small)
					A->pos = memcpy(xmalloc(A->cap_pos * sizeof *A->pos), A->small,
							sizeof A->small);
				else
					A->pos = xrealloc(A->pos, A->cap_pos * sizeof *A->pos);
			}
			A->pos[A->n_pos++] = e;
		}
		if (!accept(P, T_COMMA))
			break;
	}
	A->end = tspan(P, peek(P));
	return expect(P, T_RPAREN, "')'");
}

static struct expr_list args_list(struct parser *P, struct expr **v, uint32_t n)
{
	struct expr_list l = ir_expr_list_new(P->a, n);
	if (n)
		memcpy(l.v, v, n * sizeof *v);
	return l;
}

/* The written positional arguments, not copied: for a callee that copies
 * what it keeps (tc_op_call, ir_new_fcall). */
static struct expr_list args_view(struct expr **v, uint32_t n)
{
	return (struct expr_list){n, v};
}

static const struct tc_named *find_kw(struct args *A, const char *name)
{
	for (uint32_t i = 0; i < A->n_kw; i++)
		if (A->kw[i].name == name || strcmp(A->kw[i].name, name) == 0)
			return &A->kw[i];
	return NULL;
}

static bool expr_dtype(const struct expr *e, enum dtype *dt)
{
	if (!e || e->kind != EX_ENUM || e->u.en.cls != EN_DTYPE)
		return false;
	*dt = (enum dtype)e->u.en.value;
	return true;
}

/* const_call ::= "pl.const" "(" (INT | FLOAT | "-" num) "," DTYPE ")" */
static struct expr *make_const(struct parser *P, struct args *A, struct span sp)
{
	enum dtype dt;
	if (A->n_pos != 2 || A->n_kw || !expr_dtype(A->pos[1], &dt)) {
		perr(P, sp, "pl.const takes a number and a dtype: pl.const(1, pl.INT32)");
		return NULL;
	}
	struct expr *v = A->pos[0];
	bool is_int_dt = dt != DT_BOOL && !(dtype_infos[dt].code >= 0x30 && dtype_infos[dt].code < 0x50);
	if (v->kind == EX_INT)
		return is_int_dt ? ir_new_int(P->a, v->u.i, dt, sp)
				 : ir_new_float(P->a, (double)v->u.i, dt, sp);
	if (v->kind == EX_FLOAT && !is_int_dt)
		return ir_new_float(P->a, v->u.f, dt, sp);
	if (v->kind == EX_BOOL && dt == DT_BOOL)
		return ir_new_bool(P->a, v->u.b, sp);
	perr(P, v->span, "pl.const value must be a number literal of dtype %s", dtype_infos[dt].name);
	return NULL;
}

/* The program function a call or submission names; reports it when
 * there is none.  Checks the arguments against its parameters. */
static struct function *resolve_callee(struct parser *P, struct expr *r, struct span sp,
				       struct span full)
{
	struct function *f = P->prog ? ir_find_function(P->prog, r->u.fcall.name) : NULL;
	P->n_fcalls++;
	if (!f) {
		perr(P, sp, "call of undefined function '%s'", r->u.fcall.name);
		return NULL;
	}
	r->u.fcall.callee = f;
	uint32_t required = 0;
	for (uint32_t i = 0; r->u.fcall.submit && i < f->n_params; i++)
		required += f->params[i].dir == DIR_IN;
	if (r->u.fcall.args.n != f->n_params && required < f->n_params)
		diag_error(full, "function '%s' takes %u arguments (%u without the Out / InOut ones a "
			   "submission may leave to the runtime), %u given", f->name, f->n_params, required,
			   r->u.fcall.args.n);
	else if (r->u.fcall.args.n != f->n_params)
		diag_error(full, "function '%s' takes %u arguments, %u given", f->name, f->n_params,
			   r->u.fcall.args.n);
	else
		for (uint32_t i = 0; i < f->n_params; i++)
			tc_check_argument(f->params[i].var->type, r->u.fcall.args.v[i],
					  r->u.fcall.args.v[i]->span);
	return f;
}

static bool bool_kw(struct parser *P, const struct tc_named *k, bool *out)
{
	if (k->value->kind != EX_BOOL) {
		perr(P, k->value->span, "'%s' must be True or False", k->name);
		return false;
	}
	*out = k->value->u.b;
	return true;
}

/* submit ::= ("pl.submit" | "pl.spmd_submit") "(" "self." NAME { "," expr }
 *            { "," submit_kw } ")"
 * submit_kw ::= "deps=" list | "dumps=" list | "core_num=" expr
 *             | "sync_start=" BOOL | "allow_early_resolve=" BOOL
 *             | "predicate=" expr | "attrs=" dict
 * Typed as the callee's results followed by the producer's
 * Scalar[TASK_ID], one flat tuple. */
/* Dependencies of a call are written deps=[task ids] on pl.submit, never as
 * an attribute (the reference's ManualDepsOnSubmitOnly). */
static void merge_dump_vars(struct parser *P, struct expr_list args, struct expr_list *have);

static bool no_manual_dep_edges(struct parser *P, struct args *A)
{
	for (uint32_t i = 0; i < A->attrs.n; i++)
		if (strcmp(A->attrs.v[i].key, "manual_dep_edges") == 0) {
			perr(P, A->attrs.v[i].value->span, "attrs may not hold 'manual_dep_edges': "
			     "dependencies are written deps=[task ids] on pl.submit");
			return false;
		}
	return true;
}

static bool is_array_element_read(const struct expr *e);

struct pred_walk {
	struct parser *P;
	const struct submit *sb;
	const char *what;
	bool ok;
};

/* A tensor the predicate reads that a task submission produced: that task
 * must be among the deps, or the scheduler could evaluate the predicate
 * before the task has written it (the reference's producer-in-deps check).
 * A task id rebound since names another task. */
static bool pred_var_fn(struct expr *e, void *ctx)
{
	struct pred_walk *w = ctx;
	if (!w->ok || e->kind != EX_VAR)
		return w->ok;
	struct parser *P = w->P;
	const struct var *v = e->u.var;
	if (v->id >= P->cap_bindings || !P->bindings[v->id].tid)
		return true;
	const struct binding *b = &P->bindings[v->id];
	bool live = binding_of(P, b->tid)->serial == b->tid_serial;
	for (uint32_t d = 0; live && d < w->sb->deps.n; d++)
		if (w->sb->deps.v[d]->kind == EX_VAR && w->sb->deps.v[d]->u.var == b->tid)
			return true;
	if (live)
		perr(P, e->span, "%s: the predicate reads '%s', produced by the task '%s', which is "
		     "not in deps=: add it (deps=[%s]) so the task ends before the predicate is read",
		     w->what, v->name, b->tid->name, b->tid->name);
	else
		perr(P, e->span, "%s: the predicate reads '%s', produced by a task whose id '%s' was "
		     "bound again since, so it is not in deps=: keep that task's id in a name of its "
		     "own and add it to deps=", w->what, v->name, b->tid->name);
	diag_note(b->at, "'%s' is produced here", v->name);
	w->ok = false;
	return false;
}

/* A tensor element a dispatch predicate reads: the runtime reads it as a
 * signed 8/16/32/64-bit integer at non-negative (uint32) indices, as the
 * reference checks. */
static bool pred_read_fn(struct expr *e, void *ctx)
{
	struct pred_walk *w = ctx;
	if (!w->ok || e->kind != EX_CALL || e->u.call.op != OP_tensor_read || e->u.call.args.n < 2)
		return w->ok;
	const struct type *t = ir_expr_type(e->u.call.args.v[0]);
	unsigned dt = t ? t->dtype : DT_COUNT;
	if (t && t->kind == TY_TENSOR && dt != DT_INT8 && dt != DT_INT16 && dt != DT_INT32 && dt != DT_INT64) {
		perr(w->P, e->u.call.args.v[0]->span, "%s: a predicate reads a signed 8/16/32/64-bit integer "
			   "tensor, not %s", w->what, dtype_infos[dt].name);
		w->ok = false;
		return false;
	}
	struct expr *ix = e->u.call.args.v[1];
	uint32_t n = ix->kind == EX_LIST ? ix->u.list.n : 1;
	for (uint32_t i = 0; i < n; i++) {
		struct expr *x = ix->kind == EX_LIST ? ix->u.list.v[i] : ix;
		int64_t v;
		if (ir_expr_is_const_int(x, &v) && v < 0) {
			perr(w->P, x->span, "%s: a predicate's index must be non-negative", w->what);
			w->ok = false;
			return false;
		}
	}
	return true;
}

static struct expr *strip_casts(struct expr *e)
{
	while (e && e->kind == EX_CAST)
		e = e->u.un.x;
	return e;
}

/* The reference's form of a dispatch predicate: one comparison of a tensor
 * element (tensor[i, j]) with an integer constant, either way round. */
static bool predicate_shape(struct parser *P, struct expr *e, const char *what)
{
	if (e->kind == EX_BINARY && e->u.bin.op >= BO_EQ && e->u.bin.op <= BO_GE) {
		struct expr *l = strip_casts(e->u.bin.l), *r = strip_casts(e->u.bin.r);
		int64_t v;
		bool lread = l->kind == EX_CALL && l->u.call.op == OP_tensor_read;
		bool rread = r->kind == EX_CALL && r->u.call.op == OP_tensor_read;
		if ((lread && ir_expr_is_const_int(r, &v)) || (rread && ir_expr_is_const_int(l, &v)))
			return true;
	}
	perr(P, e->span, "%s: a predicate compares one tensor element with an integer constant "
		   "(tensor[i, j] > N)", what);
	return false;
}

static bool predicate_producers_in_deps(struct parser *P, const struct submit *sb, const char *what)
{
	struct pred_walk w = {P, sb, what, true};
	ir_walk_expr(sb->predicate, pred_read_fn, &w);
	if (w.ok)
		ir_walk_expr(sb->predicate, pred_var_fn, &w);
	return w.ok;
}

/* A submission may leave out Out / InOut parameters of its callee: the runtime
 * allocates those outputs.  Arguments bind in order; a written argument is kept
 * for every In parameter still ahead (a trailing CommCtx too), and an Out or
 * InOut parameter takes one only while more are left than those need.  The
 * parameters left out get ir_new_runtime_out placeholders, so the call has one
 * argument per parameter from here on. */
static bool bind_runtime_outs(struct parser *P, struct expr *r, const struct function *f,
			      struct span full)
{
	struct expr_list a = r->u.fcall.args;
	uint32_t required = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		required += f->params[i].dir == DIR_IN;
	if (a.n >= f->n_params || a.n < required)
		return true; /* resolve_callee reports a wrong count */
	struct expr_list full_args = ir_expr_list_new(P->a, f->n_params);
	uint32_t k = 0, left = required;
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (f->params[i].dir == DIR_IN) {
			left--;
		} else if (a.n - k <= left) {
			bool fixed = t->kind == TY_TENSOR && !t->distributed;
			for (uint32_t d = 0; fixed && d < t->shape.n; d++)
				fixed = t->shape.v[d]->kind == EX_INT;
			if (!fixed) {
				perr(P, full, "%s of '%s' leaves out its output '%s', which the runtime "
				     "allocates: only a tensor of constant shape can be left out, pass it",
				     r->u.fcall.submit->kind == SUBMIT_SPMD ? "pl.spmd_submit" : "pl.submit",
				     f->name, f->params[i].var->name);
				return false;
			}
			full_args.v[i] = ir_new_runtime_out(P->a, t, full);
			continue;
		}
		full_args.v[i] = a.v[k++];
	}
	r->u.fcall.args = full_args;
	return true;
}

static struct expr *make_submit(struct parser *P, struct args *A, bool spmd, struct span sp,
				struct span full)
{
	const char *what = spmd ? "pl.spmd_submit" : "pl.submit", *name;
	if (!A->n_pos || A->pos[0]->kind != EX_SYMBOL || !has_prefix(A->pos[0]->u.s, "self.", &name) ||
	    strchr(name, '.')) {
		perr(P, A->n_pos ? A->pos[0]->span : sp,
		     "%s takes the kernel first, not called: %s(self.kernel, args...)", what, what);
		return NULL;
	}
	struct expr *r = ir_new_fcall(P->a, intern_cstr(name), NULL,
				      args_view(A->pos + 1, A->n_pos - 1), full);
	struct submit *sb = ARENA_NEW(P->a, struct submit);
	sb->kind = spmd ? SUBMIT_SPMD : SUBMIT_TASK;
	r->u.fcall.submit = sb;
	r->u.fcall.attrs = A->attrs;
	if (!no_manual_dep_edges(P, A))
		return NULL;
	for (uint32_t i = 0; i < A->n_kw; i++) {
		const struct tc_named *k = &A->kw[i];
		bool ok = true;
		if (k->name == intern_cstr("deps") || k->name == intern_cstr("dumps")) {
			if (k->value->kind != EX_LIST) {
				perr(P, k->value->span, "'%s' must be a list: %s=[t]", k->name, k->name);
				return NULL;
			}
			if (k->name[1] == 'e') {
				/* whole task-id arrays and single ids may mix, as the
				 * reference allows, but not an array with elements
				 * read by subscript (arr[i]), which the reference
				 * gathers into an array of their own */
				sb->deps = k->value->u.list;
				const struct expr *whole = NULL, *elem = NULL;
				for (uint32_t d = 0; d < sb->deps.n; d++) {
					const struct type *t = ir_expr_type(sb->deps.v[d]);
					if (t->kind == TY_ARRAY)
						whole = whole ? whole : sb->deps.v[d];
					else if (is_array_element_read(sb->deps.v[d]))
						elem = elem ? elem : sb->deps.v[d];
					if (whole && elem) {
						perr(P, sb->deps.v[d]->span,
						     "%s: deps= cannot mix a whole task-id array with elements "
						     "read by subscript (arr[i]): pass the array alone or its "
						     "elements", what);
						return NULL;
					}
					if (t->kind != TY_UNKNOWN && t->dtype != DT_TASK_ID &&
					    !(sb->deps.v[d]->kind == EX_SYMBOL && sb->deps.v[d]->u.s == P->w_none))
						diag_error(sb->deps.v[d]->span, "%s: a dep must be a task id "
							   "(pl.Scalar[pl.TASK_ID] or an array of them)", what);
				}
			} else {
				sb->dumps = k->value->u.list;
			}
		} else if (spmd && k->name == intern_cstr("core_num")) {
			sb->core_num = k->value;
			if (k->value->kind == EX_FLOAT || (ir_expr_type(k->value)->kind == TY_SCALAR &&
							   tc_dtype_is_float(ir_expr_type(k->value)->dtype))) {
				perr(P, k->value->span, "core_num must be an integer");
				return NULL;
			}
			if (k->value->kind == EX_INT && k->value->u.i <= 0) {
				perr(P, k->value->span, "core_num must be positive, got %lld",
				     (long long)k->value->u.i);
				return NULL;
			}
			tc_expect_scalar(k->value, "core_num");
		} else if (spmd && k->name == intern_cstr("sync_start")) {
			ok = bool_kw(P, k, &sb->sync_start);
		} else if (k->name == intern_cstr("allow_early_resolve")) {
			ok = bool_kw(P, k, &sb->allow_early_resolve);
		} else if (k->name == intern_cstr("predicate")) {
			sb->predicate = k->value;
			tc_expect_scalar(k->value, "a predicate");
			ok = predicate_shape(P, k->value, what);
		} else {
			perr(P, k->span, "unknown keyword '%s' of %s", k->name, what);
			return NULL;
		}
		if (!ok)
			return NULL;
	}
	if (sb->predicate && !predicate_producers_in_deps(P, sb, what))
		return NULL;
	if (P->in_cluster && (spmd || sb->deps.n || sb->allow_early_resolve || sb->predicate)) {
		/* the cluster is dispatched as one Group task: its tasks have no
		 * dispatch of their own to carry these */
		perr(P, full, "%s inside pl.cluster() cannot carry per-task dispatch metadata (%s): the "
			      "cluster is dispatched as one task", what,
		     spmd ? "core_num" : sb->deps.n ? "deps" : sb->allow_early_resolve ? "allow_early_resolve"
										  : "predicate");
		return NULL;
	}
	merge_dump_vars(P, r->u.fcall.args, &sb->dumps);
	if (spmd && !sb->core_num) {
		perr(P, full, "pl.spmd_submit needs the number of cores: core_num=N");
		return NULL;
	}
	/* A launch of a function the program does not define stays unresolved (the
	 * reference prints them after InlineFunctions drops a submitted Inline function);
	 * the OrchestrationReferencesResolved verifier rejects it once the outline passes
	 * have run, and codegen and the executor at its line. */
	struct function *f = P->prog ? ir_find_function(P->prog, r->u.fcall.name) : NULL;
	if (!f) {
		P->n_fcalls++;
		r->type = ir_type_unknown();
		return r;
	}
	if (!bind_runtime_outs(P, r, f, full))
		return NULL;
	resolve_callee(P, r, A->pos[0]->span, full);
	const struct type *res = tc_fcall_type(P->a, f, r->u.fcall.args);
	uint32_t n = res->kind == TY_TUPLE ? res->n_elems : res->kind == TY_UNKNOWN ? 0 : 1;
	const struct type **el = ARENA_ARRAY(P->a, const struct type *, n + 1);
	for (uint32_t i = 0; i < n; i++)
		el[i] = res->kind == TY_TUPLE ? res->elems[i] : res;
	el[n] = ir_type_scalar(DT_TASK_ID);
	r->type = ir_type_tuple(P->a, n + 1, el);
	return r;
}

/* yield_expr ::= "pl.yield_" "(" expr ")"   (inside an expression)
 * Yields the value (a yield statement before the current one) and stands
 * for it, as the reference evaluates it. */
static struct expr *yield_expression(struct parser *P, struct args *A, struct span full)
{
	if (A->n_pos != 1 || A->n_kw || A->has_attrs) {
		perr(P, full, "pl.yield_ inside an expression yields one value; several are yielded by "
			      "a statement: a, b = pl.yield_(x, y)");
		return NULL;
	}
	if (!P->yc)
		diag_error(full, "pl.yield_ outside a loop or if");
	else
		P->yc->yielded = true;
	if (P->out)
		ir_sb_push(P->out, ir_new_yield(P->a, args_list(P, A->pos, 1), full));
	return A->pos[0];
}

/* Whether a dtype's name starts with c: most calls of pl.<word>.<name>
 * (pl.tile.add ...) are told from pl.FP32.get_byte() by their first letter. */
static bool dtype_may_start(char c)
{
	static uint64_t first[4];
	static bool made;
	if (!made) {
		for (int i = 0; i < DT_COUNT; i++) {
			unsigned char f = (unsigned char)dtype_infos[i].name[0];
			first[f >> 6] |= 1ull << (f & 63);
		}
		made = true;
	}
	return first[(unsigned char)c >> 6] >> ((unsigned char)c & 63) & 1;
}

/* dtype_attr ::= "pl." DTYPE "." ("get_byte" | "get_bit") "(" ")"
 * The size of a dtype, folded to a constant at parse time (bytes round up:
 * a 4-bit type takes 1). */
static __attribute__((noinline)) bool dtype_attribute_at(struct parser *P, const char *path,
							 const char *rest, struct args *A,
							 struct span full, struct expr **r)
{
	const char *dot;
	if (!(dot = strchr(rest, '.')) || strchr(dot + 1, '.'))
		return false;
	char name[32];
	size_t n = (size_t)(dot - rest);
	if (n >= sizeof name)
		return false;
	memcpy(name, rest, n);
	name[n] = 0;
	int dt = dtype_lookup(name);
	if (dt < 0)
		return false;
	bool bytes = strcmp(dot + 1, "get_byte") == 0;
	if (!bytes && strcmp(dot + 1, "get_bit") != 0) {
		perr(P, full, "unknown dtype attribute '%s' (pl.%s has get_byte() and get_bit())", dot + 1, name);
		*r = NULL;
		return true;
	}
	if (A->n_pos || A->n_kw || A->has_attrs) {
		perr(P, full, "%s() takes no arguments", path);
		*r = NULL;
		return true;
	}
	unsigned bits = dtype_infos[dt].bits;
	*r = pyconst(ir_new_int(P->a, bytes ? (bits + 7) / 8 : bits, DT_INDEX, full));
	return true;
}

/* dtype_attribute_at for a path that may be one: most calls (pl.add) are
 * turned away here, without its frame. */
static inline bool dtype_attribute(struct parser *P, const char *path, struct args *A, struct span full,
				   struct expr **r)
{
	const char *rest;
	return has_prefix(path, "pl.", &rest) && dtype_may_start(rest[0]) &&
	       dtype_attribute_at(P, path, rest, A, full, r);
}

/* optimization ::= "pl.split" "(" "pl.SplitMode." MODE [ "," "slot_num=" INT ] ")"
 *                | "pl.cross_core_slot" "(" "slot_num=" INT ")"
 * An entry of a scope's optimizations= list, kept as its canonical text (a
 * symbol); pl.split with a slot count is two entries (a list). */
static struct expr *make_optimization(struct parser *P, struct args *A, const char *path,
				      struct span full)
{
	bool split = path[3] == 's' && path[4] == 'p';
	struct expr *mode = NULL;
	int64_t slots = -1;
	if (split) {
		const char *m;
		if (A->n_pos != 1 || A->pos[0]->kind != EX_SYMBOL ||
		    !has_prefix(A->pos[0]->u.s, "pl.SplitMode.", &m) ||
		    (strcmp(m, "NONE") != 0 && strcmp(m, "UP_DOWN") != 0 && strcmp(m, "LEFT_RIGHT") != 0)) {
			perr(P, A->n_pos ? A->pos[0]->span : full,
			     "pl.split takes a split mode: pl.split(pl.SplitMode.UP_DOWN | LEFT_RIGHT)");
			return NULL;
		}
		if (strcmp(m, "NONE") == 0) {
			/* the reference: no split is written as no pl.split entry */
			perr(P, A->pos[0]->span, "pl.split(pl.SplitMode.NONE) is not an optimization: "
						 "leave the pl.split entry out");
			return NULL;
		}
		mode = A->pos[0];
	} else if (A->n_pos) {
		perr(P, A->pos[0]->span, "pl.cross_core_slot takes slot_num= only");
		return NULL;
	}
	for (uint32_t i = 0; i < A->n_kw; i++) {
		if (strcmp(A->kw[i].name, "slot_num") != 0 || !ir_expr_is_const_int(A->kw[i].value, &slots) ||
		    slots < 1) {
			perr(P, A->kw[i].span, "%s: expected slot_num=N (a positive integer)", path);
			return NULL;
		}
	}
	if (!split && slots < 0) {
		perr(P, full, "pl.cross_core_slot needs slot_num=N");
		return NULL;
	}
	struct expr *e_split = mode ? ir_new_symbol(P->a, intern_cstr(arena_printf(P->a, "pl.split(%s)",
										   mode->u.s)), full) : NULL;
	struct expr *e_slot = slots >= 0 ? ir_new_symbol(P->a, intern_cstr(arena_printf(P->a,
		"pl.cross_core_slot(slot_num=%lld)", (long long)slots)), full) : NULL;
	if (e_split && e_slot) {
		struct expr_list l = ir_expr_list_new(P->a, 2);
		l.v[0] = e_split;
		l.v[1] = e_slot;
		return ir_new_list(P->a, l, full);
	}
	return e_split ? e_split : e_slot;
}

/* pl.chunked_loop_optimizer(split=pl.SplitMode.X): the value of pl.at's
 * deprecated optimization= keyword, kept as a symbol naming its split
 * (the bare name pl.chunked_loop_optimizer splits UP_DOWN). */
static struct expr *chunked_loop_optimizer(struct parser *P, struct args *A, struct span full)
{
	const char *m;
	if (A->n_pos || A->n_kw != 1 || strcmp(A->kw[0].name, "split") != 0 ||
	    A->kw[0].value->kind != EX_SYMBOL || !has_prefix(A->kw[0].value->u.s, "pl.SplitMode.", &m) ||
	    (strcmp(m, "UP_DOWN") != 0 && strcmp(m, "LEFT_RIGHT") != 0)) {
		perr(P, full, "pl.chunked_loop_optimizer takes split=pl.SplitMode.UP_DOWN or LEFT_RIGHT");
		return NULL;
	}
	return ir_new_symbol(P->a, intern_cstr(arena_printf(P->a, "pl.chunked_loop_optimizer(%s)",
							     A->kw[0].value->u.s)), full);
}

/* pl.at's deprecated keywords as the optimizations= list they stand for, as
 * the reference's parser maps them: optimization=pl.chunked_loop_optimizer
 * [(split=X)] is [pl.auto_chunk, pl.split(X)] (X defaults to UP_DOWN), and
 * split=X is [pl.split(X)].  NULL after an error. */
static struct expr *legacy_optimizations(struct parser *P, const char *name, struct expr *v)
{
	const char *mode = NULL, *rest;
	bool chunk = name[0] == 'o';
	if (chunk) {
		if (v->kind == EX_SYMBOL && strcmp(v->u.s, "pl.chunked_loop_optimizer") == 0)
			mode = "pl.SplitMode.UP_DOWN";
		else if (v->kind == EX_SYMBOL && has_prefix(v->u.s, "pl.chunked_loop_optimizer(", &rest))
			mode = arena_printf(P->a, "%.*s", (int)strlen(rest) - 1, rest);
		else {
			perr(P, v->span, "optimization= takes pl.chunked_loop_optimizer or "
					 "pl.chunked_loop_optimizer(split=pl.SplitMode.X)");
			return NULL;
		}
	} else {
		if (v->kind != EX_SYMBOL || !has_prefix(v->u.s, "pl.SplitMode.", &rest) ||
		    (strcmp(rest, "UP_DOWN") != 0 && strcmp(rest, "LEFT_RIGHT") != 0)) {
			perr(P, v->span, "split= takes pl.SplitMode.UP_DOWN, LEFT_RIGHT or NONE");
			return NULL;
		}
		mode = v->u.s;
	}
	struct expr_list l = ir_expr_list_new(P->a, chunk ? 2 : 1);
	uint32_t n = 0;
	if (chunk)
		l.v[n++] = ir_new_symbol(P->a, intern_cstr("pl.auto_chunk"), v->span);
	l.v[n++] = ir_new_symbol(P->a, intern_cstr(arena_printf(P->a, "pl.split(%s)", mode)), v->span);
	return ir_new_list(P->a, l, v->span);
}

/* A scalar form (pl.add(a, b), pl.min(a, b), abs(x), pl.cast(x, pl.INT32)
 * ...) on arguments tc_dispatch found to fit it. */
static struct expr *scalar_form(struct parser *P, enum scalar_form f, struct expr_list pos,
				struct span sp)
{
	static const uint8_t binops[SF_COUNT] = {
		[SF_add] = BO_ADD, [SF_sub] = BO_SUB, [SF_mul] = BO_MUL, [SF_div] = BO_DIV,
		[SF_min] = BO_MIN, [SF_max] = BO_MAX,
	};
	struct expr *r;
	switch (f) {
	case SF_abs:
		r = ir_new_unary(P->a, UO_ABS, pos.v[0], sp);
		break;
	case SF_cast:
		r = ir_new_cast(P->a, pos.v[0], (enum dtype)pos.v[1]->u.en.value, sp);
		tc_expect_scalar(pos.v[0], "pl.cast operand");
		return r;
	default:
		r = ir_new_binary(P->a, (enum binop)binops[f], pos.v[0], pos.v[1], sp);
		break;
	}
	tc_scalar_expr(r);
	return r;
}

/* ---- window buffers ---------------------------------------------------------
 * An op whose comm_role is AllocWindow (pld.alloc_window_buffer) names its
 * buffer after the variable it is assigned to, as the reference does: it
 * stands only as the right side of a simple `NAME = ...` assignment, takes
 * no name=, and each name is allocated once in the program.  Its size is a
 * byte count, or a shape list with dtype= (the product of the dimensions
 * and the dtype's size, folded when the dimensions are constants). */
static struct expr *binary(struct parser *P, enum binop op, struct expr *l, struct expr *r);

struct window_name {
	const char *name; /* interned */
	struct span span;
};

static bool is_window_alloc_op(int op)
{
	return op >= 0 && spec_ops[op].comm_role && strcmp(spec_ops[op].comm_role, "AllocWindow") == 0;
}

static bool is_window_alloc(const struct expr *e)
{
	return e && e->kind == EX_CALL && is_window_alloc_op((int)e->u.call.op);
}

static uint64_t window_name_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct window_name *)item)->name);
}

static bool window_name_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct window_name *)item)->name == key;
}

/* Records the window buffer `name` (interned) allocated at sp; an error when
 * the program allocated that name before. */
static void declare_window(struct parser *P, const char *name, struct span sp)
{
	ptab_reserve(&P->windows, window_name_hash, NULL);
	void **slot = ptab_find(&P->windows, ptr_hash(name), name, window_name_eq, NULL);
	if (*slot) {
		const struct window_name *w = *slot;
		diag_error(sp, "window buffer '%s' is already declared: window buffer names are unique "
			   "across the program", name);
		diag_note(w->span, "'%s' first allocated here", name);
		return;
	}
	struct window_name *w = xmalloc(sizeof *w);
	*w = (struct window_name){name, sp};
	ptab_put(&P->windows, slot, w);
}

/* The arguments of a window-buffer allocation: no name=; a shape list with
 * dtype= becomes the byte size.  False after an error. */
static bool window_alloc_args(struct parser *P, const char *path, struct args *A)
{
	uint32_t dk = A->n_kw;
	for (uint32_t i = 0; i < A->n_kw; i++) {
		if (strcmp(A->kw[i].name, "name") == 0) {
			perr(P, A->kw[i].span, "the 'name' kwarg cannot be passed explicitly: %s "
			     "names the buffer after the variable it is assigned to", path);
			return false;
		}
		if (strcmp(A->kw[i].name, "dtype") == 0)
			dk = i;
	}
	if (A->n_pos < 1 || A->pos[0]->kind != EX_LIST)
		return true; /* a byte size: the spec checks the rest */
	struct expr *shape = A->pos[0];
	if (dk == A->n_kw) {
		perr(P, shape->span, "%s with a shape requires dtype= (or give the size in bytes)", path);
		return false;
	}
	const struct expr *d = A->kw[dk].value;
	if (d->kind != EX_ENUM || d->u.en.cls != EN_DTYPE) {
		perr(P, d->span, "dtype= of %s must be a dtype such as pl.FP32", path);
		return false;
	}
	if (!shape->u.list.n) {
		perr(P, shape->span, "the shape of %s must be non-empty", path);
		return false;
	}
	struct expr *size = NULL;
	bool consts = true;
	for (uint32_t i = 0; i < shape->u.list.n; i++) {
		struct expr *x = shape->u.list.v[i];
		int64_t v;
		if (ir_expr_is_const_int(x, &v) && v <= 0) {
			perr(P, x->span, "all dimensions of a window buffer must be positive, got %lld",
			     (long long)v);
			return false;
		}
		consts = consts && is_pyconst(x) && x->kind == EX_INT;
		size = size ? binary(P, BO_MUL, size, x) : x;
	}
	unsigned bits = dtype_infos[d->u.en.value].bits;
	size = binary(P, BO_MUL, size, pyconst(ir_new_int(P->a, (bits + 7) / 8, DT_INDEX, d->span)));
	if (consts && size->kind != EX_INT) {
		perr(P, shape->span, "the size of the window buffer overflows");
		return false;
	}
	A->pos[0] = size;
	memmove(&A->kw[dk], &A->kw[dk + 1], (A->n_kw - dk - 1) * sizeof *A->kw);
	A->n_kw--;
	return true;
}

/* call ::= dotted arglist — scalar intrinsics, self.f(...), or an op. */

/* ir_spelling_lookup of an interned path, looked up once per path for the
 * whole parse (an array by intern id; no_spelling: looked up, none). */
static const struct spec_spelling no_spelling;
static const struct spec_spelling *spelling_of(struct parser *P, const char *path)
{
	unsigned id = intern_id(path);
	if (id >= P->cap_spelled)
		P->spelled = by_intern_id_grow(P->spelled, &P->cap_spelled, sizeof *P->spelled, 256);
	if (!P->spelled[id]) {
		const struct spec_spelling *s = ir_spelling_lookup(path);
		P->spelled[id] = s ? s : &no_spelling;
	}
	return P->spelled[id] == &no_spelling ? NULL : P->spelled[id];
}

/* Whether a host_only op (pld.world_size) may be called here: in the body of
 * a HOST-level function (or of a pl.at(level=HOST) scope), outside the
 * device-side scopes it holds, as the reference's parser enforces.  In an
 * Inline function the level is its call sites': InlineFunctions checks each
 * copy where it lands; only a device-side scope of its own is refused here. */
static bool host_context(struct parser *P, const char *path, struct span sp)
{
	bool inl = P->fn && P->fn->kind == FK_Inline;
	if (!inl && !P->in_host_scope && !(P->fn && P->fn->level == LV_HOST)) {
		perr(P, sp, "%s is host-only: %s", path, ir_host_only_reason(false));
		return false;
	}
	if (P->scope_level != LV_NONE && P->scope_level < LV_HOST) {
		perr(P, sp, "%s is host-only: %s", path, ir_host_only_reason(true));
		return false;
	}
	return true;
}

static bool has_cast_form(const struct spec_spelling *s)
{
	for (unsigned i = 0; i < s->n_cands; i++)
		if (s->cands[i].op < 0 && s->cands[i].form == SF_cast)
			return true;
	return false;
}

/* A call of an op spelling (`pl.add`, `pl.tile.load` ...) with its parsed
 * arguments: the candidate the arguments fit, type-checked (NULL after an
 * error). */
static struct expr *call_spelled(struct parser *P, const char *path, struct args *A, struct span sp,
				 struct span full)
{
	const struct spec_spelling *spelled = spelling_of(P, path);
	if (!spelled) {
		if (strcmp(path, "pl.yield_") == 0 || strcmp(path, "pl.cond") == 0)
			perr(P, sp, "%s is a statement, not an expression", path);
		else
			perr(P, sp, "unknown op '%s'", path);
		return NULL;
	}
	if (spelled->n_cands == 1 && is_window_alloc_op(spelled->cands[0].op) &&
	    !window_alloc_args(P, path, A))
		return NULL;
	if (A->n_pos == 1 && A->n_kw == 1 && !A->has_attrs && strcmp(A->kw[0].name, "target_type") == 0 &&
	    ir_expr_type(A->pos[0])->kind == TY_SCALAR && has_cast_form(spelled)) {
		/* pl.cast(x, target_type=pl.INDEX) on a scalar: the cast form's
		 * dtype by the keyword the tile and tensor casts name it */
		A->pos[A->n_pos++] = A->kw[0].value;
		A->n_kw = 0;
	}
	struct expr_list pos = args_view(A->pos, A->n_pos);
	bool kinds_miss;
	int k = tc_dispatch(spelled, pos, A->kw, A->n_kw, A->n_kw || A->has_attrs, &kinds_miss);
	if (kinds_miss && spelled->n_cands > 1) {
		/* a shorthand of several meanings: say which the arguments miss */
		struct buf b = {0};
		tc_dispatch_mismatch(&b, path, spelled, pos);
		perr(P, full, "%s", b.data);
		buf_free(&b);
		return NULL;
	}
	if (k < 0) {
		perr(P, full, "%s takes %u scalar operand%s here", path,
		     scalar_form_arity[spelled->cands[0].form],
		     scalar_form_arity[spelled->cands[0].form] == 1 ? "" : "s");
		return NULL;
	}
	const struct spec_candidate *cand = &spelled->cands[k];
	if (cand->op < 0)
		return scalar_form(P, (enum scalar_form)cand->form, pos, full);
	const struct spec_op *so = &spec_ops[cand->op];
	const struct spec_alias *alias = cand->alias >= 0 ? &so->aliases[cand->alias] : NULL;
	if ((so->flags & OP_FLAG_MASK(host_only)) && !host_context(P, path, full))
		return NULL;
	bool written = false;
	for (uint32_t i = 0; i < A->n_kw; i++) {
		if (strcmp(A->kw[i].name, "split") != 0)
			continue;
		written = true;
		int64_t v;
		if (P->split_mode >= 0 && so->type_rule.kind == TR_split_reshape &&
		    !(ir_expr_is_const_int(A->kw[i].value, &v) && v == P->split_mode)) {
			perr(P, A->kw[i].span, "inside a pl.split_aiv region the split is the region's "
			     "(%d); leave split= out", P->split_mode);
			return NULL;
		}
	}
	if (P->split_mode >= 0 && so->type_rule.kind == TR_split_reshape && !written) {
		/* a split boundary inside a pl.split_aiv region takes the region's
		 * split (1 UP_DOWN, 2 LEFT_RIGHT, 0 NONE), as the reference stamps
		 * it; the printer leaves it out there */
		struct tc_named *kw = xmalloc((A->n_kw + 1) * sizeof *kw);
		if (A->n_kw)
			memcpy(kw, A->kw, A->n_kw * sizeof *kw);
		kw[A->n_kw] = (struct tc_named){intern_cstr("split"),
						 ir_new_int(P->a, P->split_mode, DT_INDEX, full), full};
		struct expr *r = tc_op_call(P->a, (unsigned)cand->op, alias, pos, kw, A->n_kw + 1,
					    A->attrs, full, P->in_annotation ? NULL : &P->memo);
		free(kw);
		return r;
	}
	return tc_op_call(P->a, (unsigned)cand->op, alias, pos, A->kw, A->n_kw, A->attrs, full,
			  P->in_annotation ? NULL : &P->memo);
}

/* ---- pl.dump_tag -----------------------------------------------------------
 * `pl.dump_tag(t)` marks the variable t: every later kernel call of the
 * function that passes t gets it in its dump list (attrs {"dump_vars": [...]}
 * of a call, dumps=[...] of a pl.submit), as the reference desugars it; the
 * statement itself leaves nothing in the IR. */
static bool dump_tagged(struct parser *P, const struct var *v)
{
	for (uint32_t i = 0; i < P->n_dump_tags; i++)
		if (P->dump_tags[i] == v)
			return true;
	return false;
}

/* The tagged variables among args, in argument order, added to *have
 * (those not in it yet). */
static void merge_dump_vars(struct parser *P, struct expr_list args, struct expr_list *have)
{
	if (!P->n_dump_tags || P->in_dispatch) /* in a scope: the scope took the tags */
		return;
	struct expr **v = NULL;
	uint32_t n = 0;
	for (uint32_t i = 0; i < args.n; i++) {
		struct expr *a = args.v[i];
		if (a->kind != EX_VAR || !dump_tagged(P, a->u.var))
			continue;
		bool seen = false;
		for (uint32_t j = 0; j < have->n && !seen; j++)
			seen = have->v[j]->kind == EX_VAR && have->v[j]->u.var == a->u.var;
		for (uint32_t j = 0; j < n && !seen; j++)
			seen = v[j]->u.var == a->u.var;
		if (seen)
			continue;
		v = xrealloc(v, (n + 1) * sizeof *v);
		v[n++] = ir_new_var_ref(P->a, a->u.var, a->span);
	}
	if (n) {
		struct expr_list l = ir_expr_list_new(P->a, have->n + n);
		if (have->n)
			memcpy(l.v, have->v, have->n * sizeof *l.v);
		memcpy(l.v + have->n, v, n * sizeof *v);
		*have = l;
	}
	free(v);
}

/* A kernel call's dump list, as its attrs {"dump_vars": [...]}. */
static void call_dump_vars(struct parser *P, struct expr *call)
{
	struct attr_list *al = &call->u.fcall.attrs;
	struct expr_list have = {0};
	uint32_t at = al->n;
	for (uint32_t i = 0; i < al->n; i++)
		if (strcmp(al->v[i].key, "dump_vars") == 0 && al->v[i].value->kind == EX_LIST) {
			have = al->v[i].value->u.list;
			at = i;
		}
	uint32_t before = have.n;
	merge_dump_vars(P, call->u.fcall.args, &have);
	if (have.n == before)
		return;
	struct expr *list = ir_new_list(P->a, have, call->span);
	if (at == al->n) {
		struct attr *v = ARENA_ARRAY(P->a, struct attr, al->n + 1);
		if (al->n)
			memcpy(v, al->v, al->n * sizeof *v);
		v[al->n] = (struct attr){intern_cstr("dump_vars"), list};
		al->v = v;
		al->n++;
	} else {
		al->v[at].value = list;
	}
}

/* dump_tag_stmt ::= "pl.dump_tag" "(" NAME ")"  (the "pl.dump_tag" taken) */
static void parse_dump_tag(struct parser *P, struct span sp)
{
	struct args A;
	if (!parse_args(P, &A)) {
		args_free(&A);
		return;
	}
	if (A.n_pos != 1 || A.n_kw || A.has_attrs)
		perr(P, sp, "pl.dump_tag takes exactly one positional argument, the variable to dump");
	else if (A.pos[0]->kind != EX_VAR)
		perr(P, A.pos[0]->span, "pl.dump_tag takes a bare variable name");
	else if (P->fn && (P->fn->kind == FK_InCore || P->fn->kind == FK_AIC || P->fn->kind == FK_AIV))
		perr(P, sp, "pl.dump_tag is only valid inside an Orchestration function: a kernel's "
		     "body dispatches nothing to mark");
	else if (!dump_tagged(P, A.pos[0]->u.var)) {
		if (P->n_dump_tags == P->cap_dump_tags) {
			P->cap_dump_tags = P->cap_dump_tags ? P->cap_dump_tags * 2 : 4;
			P->dump_tags = xrealloc(P->dump_tags, P->cap_dump_tags * sizeof *P->dump_tags);
		}
		P->dump_tags[P->n_dump_tags++] = A.pos[0]->u.var;
	}
	args_free(&A);
}

/* static_stmt ::= "pl.static_print" "(" arg {"," arg} ")"
 *               | "pl.static_assert" "(" cond ["," STRING] ")"
 * Parse-time helpers that make no IR.  pl.static_print writes each
 * argument (a string as is, a variable as `name: type`, any other value as
 * `value: type`) as a note at its line; pl.static_assert evaluates COND
 * (a literal, a module-level constant, or arithmetic and comparisons on
 * them) and fails the parse when it is false. */
static void parse_static(struct parser *P, struct span sp, bool is_assert)
{
	struct args A;
	if (!parse_args(P, &A)) {
		args_free(&A);
		return;
	}
	const char *what = is_assert ? "pl.static_assert" : "pl.static_print";
	if (A.n_kw || A.has_attrs) {
		perr(P, sp, "%s takes positional arguments only", what);
	} else if (!is_assert) {
		if (A.n_pos == 0) {
			perr(P, sp, "pl.static_print requires at least 1 argument");
		} else {
			struct buf b = {0};
			for (uint32_t i = 0; i < A.n_pos; i++) {
				const struct expr *e = A.pos[i];
				if (i)
					buf_puts(&b, " ");
				if (e->kind == EX_STR) {
					buf_puts(&b, e->u.s);
					continue;
				}
				print_expr(&b, e);
				const struct type *t = ir_expr_type(e);
				if (t) {
					buf_puts(&b, ": ");
					print_type(&b, t);
				}
			}
			buf_put(&b, "", 1);
			diag_note(sp, "static_print: %s", b.data);
			buf_free(&b);
		}
	} else if (A.n_pos < 1 || A.n_pos > 2) {
		perr(P, sp, "pl.static_assert takes 1 or 2 arguments (a condition and a message)");
	} else if (A.n_pos == 2 && A.pos[1]->kind != EX_STR) {
		perr(P, A.pos[1]->span, "the message of pl.static_assert must be a string literal");
	} else {
		const struct expr *c = A.pos[0];
		bool known = true, ok = false;
		switch (c->kind) {
		case EX_BOOL: ok = c->u.b; break;
		case EX_INT: ok = c->u.i != 0; known = is_pyconst(c); break;
		case EX_FLOAT: ok = c->u.f != 0; known = is_pyconst(c); break;
		default: known = false; break;
		}
		if (!known)
			perr(P, c->span, "the condition of pl.static_assert must be compile-time evaluable "
			     "(a literal, a module-level constant, or arithmetic and comparisons on them)");
		else if (!ok && A.n_pos == 2)
			perr(P, sp, "static_assert failed: %s", A.pos[1]->u.s);
		else if (!ok)
			perr(P, sp, "static_assert failed");
	}
	args_free(&A);
}

/* ---- pl.no_dep ---------------------------------------------------------------
 * `self.k(a, pl.no_dep(b))` (or inside pl.submit / pl.spmd_submit) opts one
 * argument of a kernel call out of automatic dependency tracking: as the
 * reference parses it, the call gets attrs {"arg_direction_overrides": [i]}
 * (argument positions), which DeriveCallDirections turns into no_dep.  The
 * marker yields its variable; the call it is a whole argument of takes it. */
static struct expr *no_dep_marker(struct parser *P, struct args *A, bool ok, struct span full)
{
	if (!ok) {
		perr(P, full, "pl.no_dep(x) marks a whole argument of a kernel call: "
		     "self.kernel(..., pl.no_dep(x), ...), in pl.submit or pl.spmd_submit too");
		return NULL;
	}
	if (A->n_pos != 1 || A->n_kw || A->has_attrs) {
		perr(P, full, "pl.no_dep takes one argument, a tensor variable");
		return NULL;
	}
	struct expr *x = A->pos[0];
	const struct type *t = ir_expr_type(x);
	if (x->kind != EX_VAR || (t->kind != TY_TENSOR && t->kind != TY_UNKNOWN)) {
		perr(P, x->span, "pl.no_dep takes a tensor variable");
		return NULL;
	}
	struct expr *r = ir_new_var_ref(P->a, x->u.var, x->span);
	ARRAY_RESERVE(P->nodep, P->n_nodep, P->cap_nodep, 4);
	P->nodep[P->n_nodep++] = r;
	return r;
}

/* The arguments args.v[first..] of a kernel call that pl.no_dep marked (the
 * markers from `from` on), as the call's arg_direction_overrides (positions
 * counted from first); a marker that is not a whole argument is an error.
 * The markers are taken. */
static void take_no_deps(struct parser *P, uint32_t from, struct expr_list args, uint32_t first,
			 struct attr_list *attrs, struct span sp)
{
	if (P->n_nodep <= from)
		return;
	uint32_t n = 0;
	struct expr_list l = ir_expr_list_new(P->a, P->n_nodep - from);
	for (uint32_t m = from; m < P->n_nodep; m++) {
		bool found = false;
		for (uint32_t i = first; i < args.n && !found; i++)
			if (args.v[i] == P->nodep[m]) {
				found = true;
				l.v[n++] = ir_new_int(P->a, i - first, DT_INDEX, P->nodep[m]->span);
			}
		if (!found)
			perr(P, P->nodep[m]->span, "pl.no_dep(x) must be a whole argument of the kernel "
			     "call, not part of an expression");
	}
	P->n_nodep = from;
	if (!n)
		return;
	for (uint32_t i = 0; i < attrs->n; i++)
		if (strcmp(attrs->v[i].key, "arg_direction_overrides") == 0) {
			perr(P, sp, "a call with pl.no_dep(...) arguments takes no "
			     "attrs={\"arg_direction_overrides\": ...} besides");
			return;
		}
	l.n = n;
	struct attr *v = ARENA_ARRAY(P->a, struct attr, attrs->n + 1);
	if (attrs->n)
		memcpy(v, attrs->v, attrs->n * sizeof *v);
	v[attrs->n] = (struct attr){intern_cstr("arg_direction_overrides"), ir_new_list(P->a, l, sp)};
	attrs->v = v;
	attrs->n++;
}

static void parse_stmt(struct parser *P, struct stmt_buf *out);
static const void *ann_lookup(void *ctx, const char *name, const unsigned char *s, uint32_t *lenp);

/* A call of an external function by its bare name (or an alias of it):
 * a call of the program function it becomes, as `self.<name>(...)` is.
 * The reference's rules: its name may not be a program method's, and two
 * different functions of one name may not both be called. */
static struct expr *external_call(struct parser *P, uint32_t k, struct args *A, struct span sp,
				  struct span full)
{
	struct fn_pending *pf = &P->pend[k];
	struct function *f = pf->fn;
	/* from another external function's body: that function is made on its
	 * own, as the reference parses it, so the callee stays out of the program */
	bool joins = !P->in_external;
	if (joins && ir_find_function(P->prog, f->name)) {
		perr(P, sp, "external function '%s' conflicts with program function '%s'", f->name, f->name);
		return NULL;
	}
	for (uint32_t i = 0; joins && i < P->n_ext; i++)
		if (P->ext_order[i] != k && P->pend[P->ext_order[i]].fn->name == f->name) {
			perr(P, sp, "conflicting external functions with name '%s': another function of "
				    "that name is called too", f->name);
			return NULL;
		}
	if (A->n_kw) {
		perr(P, A->kw[0].span, "function '%s' takes positional arguments only", f->name);
		return NULL;
	}
	if (joins && !pf->used) {
		pf->used = true;
		P->ext_order = xrealloc(P->ext_order, (P->n_ext + 1) * sizeof *P->ext_order);
		P->ext_order[P->n_ext++] = k;
	}
	struct expr *r = ir_new_fcall(P->a, f->name, f, args_view(A->pos, A->n_pos), full);
	P->n_fcalls++;
	if (A->n_pos != f->n_params) {
		diag_error(full, "function '%s' expects %u argument(s), got %u", f->name, f->n_params, A->n_pos);
		r->type = ir_type_unknown();
		return r;
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		tc_check_argument(f->params[i].var->type, A->pos[i], A->pos[i]->span);
	r->type = tc_fcall_type(P->a, f, r->u.fcall.args);
	return r;
}

/* The depth of inline expansions within each other. */
#define MAX_INLINE_DEPTH 64

/* Parses the statements of inline function pf's body into the current
 * block (P->out), with a lexer of their own over the same text, and
 * returns the value its return statement gives (NULL: none). */
static struct expr *expand_inline_body(struct parser *P, struct fn_pending *pf)
{
	struct lexer saved = P->L;
	uint32_t save_pos = P->pos, save_ci = P->ci;
	struct yield_ctx *save_yc = P->yc;
	struct expr **save_ret = P->inline_ret;
	struct stmt_buf *out = P->out;
	struct expr *ret = NULL;
	lex_init(&P->L, saved.file, (const char *)saved.base, (size_t)(saved.lim - saved.base));
	P->L.high = saved.high; /* its errors and comments were seen */
	lex_restore(&P->L, &pf->body);
	P->L.ann = ann_lookup;
	P->L.ann_ctx = P;
	P->L.call_heads = true;
	set_pos(P, pf->body_pos);
	P->ci = 0;
	P->yc = NULL;
	P->inline_ret = &ret;
	pf->expanding = true;
	P->n_expanding++;
	if (accept(P, T_NEWLINE) && accept(P, T_INDENT)) {
		if (is(P, T_STRING) && peek_at(P, 1)->kind == T_NEWLINE) /* its docstring: not expanded */
			next(P), next(P);
		while (!is(P, T_DEDENT) && !is(P, T_EOF)) {
			uint32_t at = P->pos;
			parse_stmt(P, out);
			if (P->pos == at)
				next(P);
		}
	}
	P->n_expanding--;
	pf->expanding = false;
	lex_fini(&P->L);
	P->L = saved;
	set_pos(P, save_pos);
	P->ci = save_ci;
	P->yc = save_yc;
	P->inline_ret = save_ret;
	P->out = out;
	return ret;
}

/* A call of an @pl.inline function: its body's statements are parsed where
 * the call is, before the statement that holds it, with each parameter
 * naming its argument; the locals keep their names and stay visible after
 * it, as in the reference.  The call's value is what the body returns. */
static struct expr *inline_call(struct parser *P, uint32_t k, struct args *A, struct span sp,
				struct span full)
{
	struct fn_pending *pf = &P->pend[k];
	struct function *f = pf->fn;
	if (A->n_kw) {
		perr(P, A->kw[0].span, "inline function '%s' takes positional arguments only", f->name);
		return NULL;
	}
	if (A->n_pos != f->n_params) {
		perr(P, full, "inline function '%s' expects %u argument(s), got %u", f->name, f->n_params,
		     A->n_pos);
		return NULL;
	}
	if (pf->expanding || P->n_expanding >= MAX_INLINE_DEPTH) {
		perr(P, sp, pf->expanding ? "inline function '%s' calls itself: its expansion would not end"
					  : "inline function '%s' expanded within more than 64 others",
		     f->name);
		return NULL;
	}
	if (!P->out || P->in_annotation || P->in_dims) {
		perr(P, sp, "inline function '%s' called where no statement can precede its use", f->name);
		return NULL;
	}
	if (!pf->body_pos)
		return NULL; /* its header failed (reported) */
	/* the parameters name the arguments; what they named before comes back after */
	struct sym *before = xmalloc((f->n_params ? f->n_params : 1) * sizeof *before);
	for (uint32_t i = 0; i < f->n_params; i++) {
		const char *name = f->params[i].var->name;
		struct sym *s = sym_find(P, name);
		before[i] = s ? *s : (struct sym){name, NULL, NULL, -1, NULL, 0};
		struct expr *a = A->pos[i];
		if (a->kind == EX_VAR)
			sym_push(P, name, a->u.var, NULL);
		else
			sym_push(P, name, NULL, a);
	}
	bool save_failed = P->stmt_failed;
	int errors = diag_error_count();
	struct expr *ret = expand_inline_body(P, pf);
	P->stmt_failed = save_failed || !ret; /* no value: the caller's statement failed */
	for (uint32_t i = 0; i < f->n_params; i++) {
		sym_push(P, before[i].name, before[i].var, before[i].cval);
		P->syms[P->n_syms - 1].mref = before[i].mref;
		P->syms[P->n_syms - 1].fn = before[i].fn;
	}
	free(before);
	if (!ret && diag_error_count() == errors) /* a failed return was reported */
		perr(P, full, "inline function '%s' has no return value", f->name);
	return ret;
}

/* A call by a bare name of a module-level function; NULL (and *handled
 * false) when the name is none. */
static struct expr *module_fn_call(struct parser *P, const char *path, struct args *A, struct span sp,
				   struct span full, bool *handled)
{
	struct sym *s = sym_find(P, path);
	if (s && strchr(path, '.'))
		s = NULL;
	*handled = s && s->fn && !s->var && !s->cval;
	if (!*handled)
		return NULL;
	if (s->fn == SYM_PYTHON_FN) {
		perr(P, sp, "unsupported function call: '%s' is a plain Python function; call pl.* "
			    "operations, self.<method>(...), or a @pl.function / @pl.inline function by name",
		     path);
		return NULL;
	}
	uint32_t k = (uint32_t)s->fn - 1;
	switch (P->pend[k].mod) {
	case FM_EXTERNAL:
		return external_call(P, k, A, sp, full);
	case FM_INLINE:
		return inline_call(P, k, A, sp, full);
	default:
		*handled = false;
		return NULL;
	}
}

/* Whether `path` names a function of a file of @pl.jit functions. */
static bool jit_function(struct parser *P, const char *path)
{
	const struct sym *s = strchr(path, '.') ? NULL : sym_find(P, path);
	return s && s->fn > 0 && !s->var && !s->cval && P->pend[s->fn - 1].mod == FM_PROGRAM;
}

static struct expr *parse_call(struct parser *P, const char *path, struct span sp)
{
	struct args A;
	const char *rest;
	bool save = P->in_submit, save_nodep = P->nodep_ok;
	uint32_t nodep_from = P->n_nodep;
	P->in_submit = path == P->w_submit || path == P->w_spmd_submit;
	bool self_call = has_prefix(path, "self.", &rest);
	if (!self_call && P->jit && jit_function(P, path)) /* a @pl.jit sibling by name */
		self_call = true, rest = path;
	bool kernel_call = P->in_submit || self_call;
	P->nodep_ok = kernel_call;
	bool ok = parse_args(P, &A);
	P->in_submit = save;
	P->nodep_ok = save_nodep;
	struct span full = span_join(sp, A.end);
	struct expr *r = NULL;
	if (!ok)
		goto out;
	if (path == P->w_no_dep) {
		r = no_dep_marker(P, &A, save_nodep, full);
		goto out;
	}
	bool handled;
	r = module_fn_call(P, path, &A, sp, full, &handled);
	if (handled)
		goto out;
	if (P->in_dims && P->prog && strcmp(path, "pl.dynamic") == 0) {
		/* pl.Tensor[[pl.dynamic("N"), 128], ...]: the dim is the var N */
		if (A.n_pos != 1 || A.n_kw || A.pos[0]->kind != EX_STR)
			perr(P, sp, "pl.dynamic takes the name as a string");
		else
			r = dim_dyn_ref(P, A.pos[0]->u.s, full);
		goto out;
	}
	if (self_call) {
		r = ir_new_fcall(P->a, intern_cstr(rest), NULL, args_view(A.pos, A.n_pos), full);
		for (uint32_t i = 0; i < A.n_kw; i++) {
			if (strcmp(A.kw[i].name, "device") == 0)
				r->u.fcall.device = A.kw[i].value;
			else
				perr(P, A.kw[i].span, "unknown keyword '%s' in a function call",
				     A.kw[i].name);
		}
		r->u.fcall.attrs = A.attrs;
		take_no_deps(P, nodep_from, r->u.fcall.args, 0, &r->u.fcall.attrs, full);
		if (!no_manual_dep_edges(P, &A))
			goto out;
		call_dump_vars(P, r);
		struct function *f = resolve_callee(P, r, sp, full);
		r->type = f ? tc_fcall_type(P->a, f, r->u.fcall.args) : ir_type_unknown();
		goto out;
	}
	if (path == P->w_split || path == P->w_cross_core_slot || path == P->w_opt_split) {
		r = make_optimization(P, &A, path[3] == 'o' ? "pl.split" : path, full);
		goto out;
	}
	if (path == P->w_chunked_loop_optimizer) {
		r = chunked_loop_optimizer(P, &A, full);
		goto out;
	}
	if (path == P->w_submit || path == P->w_spmd_submit) {
		r = make_submit(P, &A, path == P->w_spmd_submit, sp, full);
		if (r)
			take_no_deps(P, nodep_from, r->u.fcall.args, 0, &r->u.fcall.attrs, full);
		goto out;
	}
	if (dtype_attribute(P, path, &A, full, &r))
		goto out;
	if (path == P->w_yield) {
		r = yield_expression(P, &A, full);
		goto out;
	}
	if (path == P->w_const) {
		r = make_const(P, &A, full);
		goto out;
	}
	r = call_spelled(P, path, &A, sp, full);
	if (is_window_alloc(r)) {
		if (P->alloc_slot && !*P->alloc_slot)
			*P->alloc_slot = r;
		else
			perr(P, full, "%s must appear as the RHS of a simple assignment `NAME = %s(...)`: "
			     "the buffer is named after its variable", path, path);
	}
out:
	if (kernel_call)
		P->n_nodep = nodep_from; /* its markers: taken, or dropped after an error */
	args_free(&A);
	return r;
}

/* The open namespaces whose members are values kept as written (symbols):
 * enum spellings the parser passes on (levels, roles, modes, argument
 * directions ...) and the enums of the op specs. */
static const char *const symbol_namespaces[] = {
	"pl.Level.", "pl.Role.", "pl.FunctionType.", "pl.SplitMode.", "pl.ScopeMode.", "pl.adir.",
	"pl.KernelType.", "pl.SyncAllMode.", "pl.CachePolicy.",
};

/* Whether a dotted name is a value the program may use as a symbol: a
 * member of an open namespace, a layout shorthand, a self.f of the program
 * (pl.submit's kernel), or a pl.split / pl.cross_core_slot entry. */
static bool symbol_known(struct parser *P, const char *path)
{
	const char *rest;
	for (size_t i = 0; i < sizeof symbol_namespaces / sizeof *symbol_namespaces; i++)
		if (has_prefix(path, symbol_namespaces[i], &rest) && *rest)
			return true;
	for (unsigned i = 0; i < spec_n_enums; i++)
		if (ir_enum_qualified_name(&spec_enums[i], path))
			return true;
	if ((has_prefix(path, "pl.", &rest) && vocab_lookup(tensor_layout_names, TLY_COUNT, rest) >= 0) ||
	    strcmp(path, "pl.auto_chunk") == 0 || /* an optimizations= entry */
	    strcmp(path, "pl.chunked_loop_optimizer") == 0) /* pl.at's deprecated optimization= */
		return true;
	if (has_prefix(path, "self.", &rest))
		return !strchr(rest, '.') &&
		       (!P->prog || P->in_submit || ir_find_function(P->prog, intern_cstr(rest)));
	return false;
}

/* Records that the signature being parsed named the pl.dynamic var v.  A
 * signature names few distinct ones; a repeated name is kept once. */
static void note_sig_dyn(struct parser *P, const struct var *v)
{
	for (uint32_t i = 0; i < P->n_sig_dyn; i++)
		if (P->sig_dyn[i] == v)
			return;
	if (P->n_sig_dyn == P->cap_sig_dyn) {
		P->cap_sig_dyn = P->cap_sig_dyn ? 2 * P->cap_sig_dyn : 8;
		P->sig_dyn = xrealloc(P->sig_dyn, P->cap_sig_dyn * sizeof *P->sig_dyn);
	}
	P->sig_dyn[P->n_sig_dyn++] = v;
}

/* Whether `path` + "Type" names a handle type (an op's opaque type rule),
 * written into out (80 bytes). */
static bool handle_wrapper(const char *path, char *out)
{
	snprintf(out, 80, "%sType", path);
	return tc_is_handle_type(out);
}

/* value_attr ::= NAME "." ATTR { "." ATTR }
 * An attribute of a value calls the op one of whose spellings is the
 * value's type name and the attribute (`pld.DistributedTensor.comm`,
 * `pld.CommCtxType.rank`: specs/README.md, aliases) with the value as its
 * one operand, as the reference lifts `data.comm.rank`; a chain applies them
 * left to right.  An attribute no spelling names is an error. */
static struct expr *attribute_chain(struct parser *P, struct var *v, const char *rest, struct span sp)
{
	struct expr *x = ir_new_var_ref(P->a, v, sp);
	while (x && *rest == '.') {
		const char *attr = rest + 1;
		size_t n = strcspn(attr, ".");
		const struct type *t = ir_expr_type(x);
		if (t->kind == TY_UNKNOWN)
			return x; /* its own error was reported */
		struct buf b = {0};
		print_type(&b, t);
		size_t head = strcspn(b.data, "[");
		struct buf name = {0};
		buf_printf(&name, "%.*s.%.*s", (int)head, b.data, (int)n, attr);
		const char *spelling = intern(name.data, name.len);
		if (!ir_spelling_lookup(spelling)) {
			const char *short_name = b.data;
			for (size_t i = 0; i < head; i++)
				if (b.data[i] == '.')
					short_name = b.data + i + 1;
			perr(P, sp, "%.*s has no attribute '%.*s'", (int)(head - (size_t)(short_name - b.data)),
			     short_name, (int)n, attr);
			x = NULL;
		} else {
			struct args A;
			memset(&A, 0, sizeof A);
			A.pos = A.small;
			A.small[0] = x;
			A.n_pos = 1;
			A.end = sp;
			x = call_spelled(P, spelling, &A, sp, sp);
		}
		buf_free(&b);
		buf_free(&name);
		rest = attr + n;
	}
	return x;
}

/* A dotted name used as a value: variable, constant, vocabulary member, or
 * an open symbol (pl.Level.CHIP, pl.adir.input ...). */
/* A use in a type's dims of the pl.dynamic var named name (interned): the
 * program's var of that name, created on first use. */
static struct expr *dim_dyn_ref(struct parser *P, const char *name, struct span sp)
{
	for (uint32_t i = 0; i < P->prog->n_dyn; i++)
		if (P->prog->dyn[i]->name == name) {
			if (P->in_signature)
				note_sig_dyn(P, P->prog->dyn[i]);
			return ir_new_var_ref(P->a, P->prog->dyn[i], sp);
		}
	struct var *v = ir_new_var(P->prog, name, VAR_DYN, ir_type_scalar(DT_INDEX), sp);
	P->prog->dyn = xrealloc(P->prog->dyn, (P->prog->n_dyn + 1) * sizeof *P->prog->dyn);
	P->prog->dyn[P->prog->n_dyn++] = v;
	if (P->in_signature)
		note_sig_dyn(P, v);
	/* Global: insert below the function's symbols. */
	sym_push(P, name, v, NULL);
	return ir_new_var_ref(P->a, v, sp);
}

/* The program's pl.dynamic var named name (interned), or NULL. */
static struct var *module_dyn(const struct parser *P, const char *name)
{
	for (uint32_t i = 0; P->prog && i < P->prog->n_dyn; i++)
		if (P->prog->dyn[i]->name == name)
			return P->prog->dyn[i];
	return NULL;
}

/* The value a name without a dot stands for (name_value). */
static __attribute__((noinline)) struct expr *plain_name_value_at(struct parser *P, const char *path,
								   struct span sp)
{
	if (path == P->w_true || path == P->w_false)
		return pyconst(ir_new_bool(P->a, path == P->w_true, sp));
	struct sym *s = sym_find(P, path);
	if (s && s->var && s->var->kind == VAR_PARAM && P->in_signature && P->in_dims)
		s = NULL; /* a signature's dims name module-level values, as the
			     reference evaluates them, never a parameter */
	if (s && s->var && s->var->kind == VAR_DYN && P->in_signature)
		note_sig_dyn(P, s->var);
	if (s && s->var)
		return ir_new_var_ref(P->a, s->var, sp);
	if (s && s->cval) {
		struct expr *c = ir_expr_copy(P->a, s->cval);
		c->span = sp;
		return c;
	}
	if (s && s->fn) {
		perr(P, sp, "'%s' is a function, not a value: call it, %s(...)", path, path);
		return NULL;
	}
	if (s && s->mref) {
		perr(P, sp, "'%s' is a pl.MemRef declaration: it is written in a tile type "
			    "(pl.Tile[..., %s[slot], pl.Mem.Vec]), not as a value", path, path);
		return ir_new_var_ref(P->a, new_var(P, path, VAR_LOCAL, ir_type_unknown(), sp), sp);
	}
	if (P->in_dims && P->prog)
		/* pypto auto-creates a pl.dynamic var for an unknown dim name. */
		return dim_dyn_ref(P, path, sp);
	/* The reference prints a use of a var its function does not define
	 * (malformed IR after a pass) as `x__FREE_VAR`: it reads back as such
	 * a var (named x; it prints back the same), not as an error. */
	size_t n = strlen(path), k = sizeof "__FREE_VAR" - 1;
	if (n > k && strcmp(path + n - k, "__FREE_VAR") == 0) {
		struct var *v = ir_new_var(P->prog, intern(path, n - k), VAR_LOCAL, ir_type_unknown(), sp);
		sym_push(P, path, v, NULL);
		return ir_new_var_ref(P->a, v, sp);
	}
	diag_error(sp, "undefined name '%s'", path);
	/* Define it (unknown type) so later uses do not repeat the error. */
	struct var *v = new_var(P, path, VAR_LOCAL, ir_type_unknown(), sp);
	return ir_new_var_ref(P->a, v, sp);
}

/* plain_name_value_at, inline for the most names read: a variable's, outside
 * a signature. */
TOK_INLINE struct expr *plain_name_value(struct parser *P, const char *path, struct span sp)
{
	struct sym *s = P->in_signature || path == P->w_true || path == P->w_false ? NULL
										    : sym_find(P, path);
	if (s && s->var)
		return ir_new_var_ref(P->a, s->var, sp);
	return plain_name_value_at(P, path, sp);
}

/* The value a (dotted) name stands for: a binding, a vocabulary member, a
 * var's attribute chain; reports what it cannot be. */
static struct expr *name_value(struct parser *P, const char *path, struct span sp)
{
	if (!strchr(path, '.'))
		return plain_name_value(P, path, sp);
	struct sym *base = sym_find(P, intern(path, strcspn(path, ".")));
	if (base && base->var)
		return attribute_chain(P, base->var, strchr(path, '.'), sp);
	enum enum_class cls;
	int val;
	const char *family;
	if (vocab_name(path, &cls, &val, &family))
		return ir_new_enum(P->a, cls, val, sp);
	if (family) {
		perr(P, sp, "unknown %s '%s'", family, strrchr(path, '.') + 1);
		return NULL;
	}
	/* The reference's placeholder for "let the compiler choose" (a reserve_buffer's
	 * base): the constant -1, which its printer writes back as -1. */
	if (strcmp(path, "pl.AUTO") == 0)
		return pyconst(ir_new_int(P->a, -1, DT_INDEX, sp));
	const char *rest;
	if (has_prefix(path, "pl.", &rest) && !strchr(rest, '.') && rest[0] >= 'A' && rest[0] <= 'Z' &&
	    strlen(rest) > 2 && strspn(rest, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(rest) &&
	    vocab_lookup(tensor_layout_names, TLY_COUNT, rest) < 0) {
		perr(P, sp, "unknown dtype '%s'", path);
		return NULL;
	}
	if (strcmp(path, "pl.optimizations.auto_chunk") == 0)
		return ir_new_symbol(P->a, intern_cstr("pl.auto_chunk"), sp); /* the same entry */
	if (!symbol_known(P, path)) {
		size_t n = strcspn(path, ".");
		if (ir_op_lookup(path, NULL) >= 0)
			perr(P, sp, "'%s' is an op, not a value: call it, %s(...)", path, path);
		else if (!(n == 2 && strncmp(path, "pl", 2) == 0) && !(n == 3 && strncmp(path, "pld", 3) == 0) &&
			 !(n == 4 && strncmp(path, "self", 4) == 0))
			perr(P, sp, "undefined name '%.*s'", (int)n, path);
		else
			perr(P, sp, "unknown name '%s'", path);
		return NULL;
	}
	return ir_new_symbol(P->a, path, sp);
}

/* list ::= "[" [ expr { "," expr } [","] ] "]"   (also "(" ... ")" tuples) */
static struct expr *parse_seq(struct parser *P, enum tok_kind close, struct span sp,
			      struct expr *first)
{
	struct expr **v = NULL;
	uint32_t n = 0, cap = 0;
	bool ok = true;
	if (first) {
		v = xrealloc(v, 4 * sizeof *v);
		cap = 4;
		v[n++] = first;
		if (!accept(P, T_COMMA))
			goto close;
	}
	while (!is(P, close)) {
		struct expr *e = parse_expr(P);
		if (!e) {
			ok = false;
			break;
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 4;
			v = xrealloc(v, cap * sizeof *v);
		}
		v[n++] = e;
		if (!accept(P, T_COMMA))
			break;
	}
close:;
	struct span end = tspan(P, peek(P));
	if (ok)
		ok = expect(P, close, close == T_RBRACK ? "']'" : "')'");
	struct expr *r = ok ? ir_new_list(P->a, args_list(P, v, n), span_join(sp, end)) : NULL;
	free(v);
	return r;
}

/* The offset of the `for` of a list comprehension [elt for ...] whose
 * element starts at the current token, or 0 for a plain list (the scan ends
 * at the first comma or the closing bracket of the first element's level). */
static uint32_t comprehension_for(struct parser *P)
{
	int depth = 0;
	for (uint32_t k = 0;; k++) {
		const struct token *t = peek_at(P, k);
		switch (t->kind) {
		case T_LPAREN: case T_LBRACK: case T_LBRACE: depth++; break;
		case T_RPAREN: case T_RBRACK: case T_RBRACE:
			if (depth-- == 0)
				return 0;
			break;
		case T_COMMA:
			if (depth == 0)
				return 0;
			break;
		case T_EOF: case T_NEWLINE: case T_ERROR: return 0;
		case T_NAME:
			if (depth == 0 && k && t->text == P->w_for)
				return k;
			break;
		default: break;
		}
	}
}

/* The values a comprehension's iterable takes: range(...) of integer
 * constants or a list of them (a module-level one included); NULL after an
 * error.  Bounded, as the entries are spelled out. */
enum { COMPREHENSION_MAX = 4096 };
static int64_t *comprehension_values(struct parser *P, uint32_t *n)
{
	struct token *it = peek(P);
	int64_t b[3] = {0, 0, 1}, *v = NULL;
	uint32_t cap = 0;
	*n = 0;
	if (it->kind == T_NAME && it->text == P->w_range && peek_at(P, 1)->kind == T_LPAREN) {
		next(P);
		struct args A;
		bool ok = parse_args(P, &A);
		ok = ok && !A.n_kw && !A.has_attrs && A.n_pos >= 1 && A.n_pos <= 3;
		for (uint32_t i = 0; ok && i < A.n_pos; i++)
			ok = ir_expr_is_const_int(A.pos[i], &b[A.n_pos == 1 ? 1 : i]);
		args_free(&A);
		if (!ok || !b[2]) {
			perr(P, tspan(P, it), "range() in a comprehension takes one to three integer "
					      "constants (a non-zero step)");
			return NULL;
		}
		for (int64_t x = b[0]; b[2] > 0 ? x < b[1] : x > b[1]; x += b[2]) {
			if (*n == COMPREHENSION_MAX) {
				perr(P, tspan(P, it), "a comprehension takes at most %d values",
				     COMPREHENSION_MAX);
				free(v);
				return NULL;
			}
			ARRAY_RESERVE(v, *n, cap, 16);
			v[(*n)++] = x;
		}
		return v ? v : xmalloc(sizeof *v);
	}
	if (it->kind == T_NAME && it->text == P->w_pl && peek_at(P, 1)->kind == T_DOT &&
	    peek_at(P, 2)->kind == T_NAME && peek_at(P, 3)->kind == T_LPAREN) {
		const char *w = peek_at(P, 2)->text;
		if (!strcmp(w, "range") || !strcmp(w, "parallel") || !strcmp(w, "unroll") ||
		    !strcmp(w, "pipeline")) {
			perr(P, tspan(P, it), "pl.%s is a DSL loop, not known when the program is read: "
					      "iterate range(...) of constants in a comprehension", w);
			return NULL;
		}
	}
	struct expr *e = parse_expr(P);
	if (!e)
		return NULL;
	for (uint32_t i = 0; e->kind == EX_LIST && i < e->u.list.n; i++)
		if (!ir_expr_is_const_int(e->u.list.v[i], &b[0]))
			break;
		else if (i < COMPREHENSION_MAX) {
			ARRAY_RESERVE(v, *n, cap, 16);
			v[(*n)++] = b[0];
		}
	if (e->kind != EX_LIST || *n != e->u.list.n) {
		perr(P, e->span, "the iterable of a comprehension must be known when the program is "
				 "read: range(...) of constants or a constant list, not a DSL loop");
		free(v);
		return NULL;
	}
	return v ? v : xmalloc(sizeof *v);
}

/* comprehension ::= "[" expr "for" NAME "in" iterable { "if" expr } "]"
 * (as deps= of a submit or a scope): spelled out when the program is read, as the reference does:
 * the element once per value of NAME (a constant there) that every
 * condition, a constant too, keeps. */
static struct expr *parse_comprehension(struct parser *P, struct span sp, uint32_t for_at)
{
	uint32_t elt = P->pos, mark = P->n_syms, cond_at[16], n_cond = 0, n = 0;
	set_pos(P, P->pos + for_at);
	next(P);
	struct token *name = peek(P);
	if (!expect(P, T_NAME, "a name") || !expect_word(P, P->w_in))
		return NULL;
	int64_t *vals = comprehension_values(P, &n);
	if (!vals)
		return NULL;
	bool ok = true;
	while (ok && is_word(peek(P), P->w_if)) {
		next(P);
		if (n_cond == sizeof cond_at / sizeof *cond_at) {
			perr(P, tspan(P, peek(P)), "a comprehension takes at most %zu conditions",
			     sizeof cond_at / sizeof *cond_at);
			ok = false;
			break;
		}
		cond_at[n_cond++] = P->pos;
		/* read once (with NAME bound) to find where it ends */
		sym_push(P, name->text, NULL, pyconst(ir_new_int(P->a, n ? vals[0] : 0, DT_INDEX,
								 tspan(P, name))));
		ok = parse_expr(P) != NULL;
		sym_truncate(P, mark);
	}
	struct span end = tspan(P, peek(P));
	ok = ok && expect(P, T_RBRACK, "']'");
	uint32_t after = P->pos;
	struct expr **v = NULL;
	uint32_t m = 0, cap = 0;
	for (uint32_t i = 0; ok && i < n; i++) {
		sym_push(P, name->text, NULL, pyconst(ir_new_int(P->a, vals[i], DT_INDEX, tspan(P, name))));
		bool keep = true;
		for (uint32_t c = 0; ok && keep && c < n_cond; c++) {
			set_pos(P, cond_at[c]);
			struct expr *e = parse_expr(P);
			int64_t k;
			if (!e)
				ok = false;
			else if (e->kind == EX_BOOL)
				keep = e->u.b;
			else if (ir_expr_is_const_int(e, &k))
				keep = k != 0;
			else {
				perr(P, e->span, "the condition of a comprehension must be known when the "
						 "program is read: it uses a DSL value");
				ok = false;
			}
		}
		if (ok && keep) {
			set_pos(P, elt);
			struct expr *e = parse_expr(P);
			ok = e != NULL;
			ARRAY_RESERVE(v, m, cap, 16);
			v[m++] = e;
		}
		sym_truncate(P, mark);
	}
	free(vals);
	set_pos(P, after);
	struct expr *r = ok ? ir_new_list(P->a, args_list(P, v, m), span_join(sp, end)) : NULL;
	free(v);
	return r;
}

/* atom ::= NAME | dotted | dotted arglist | INT | FLOAT | STRING
 *        | "(" expr ")" | "(" exprs ")" | "[" exprs "]" */
static struct expr *parse_atom(struct parser *P)
{
	struct token *t = peek(P);
	char b[64];
	switch (t->kind) {
	case T_NAME: {
		if (t->text == P->w_none) {
			next(P);
			return ir_new_symbol(P->a, t->text, tspan(P, t));
		}
		struct span sp;
		const char *path = parse_dotted(P, &sp);
		if (is(P, T_LPAREN))
			return parse_call(P, path, sp);
		return name_value(P, path, sp);
	}
	case T_INT:
		next(P);
		if (t->int_overflow) {
			perr(P, tspan(P, t), "integer literal too large");
			return NULL;
		}
		return pyconst(ir_new_int(P->a, t->i, DT_INDEX, tspan(P, t)));
	case T_FLOAT:
		next(P);
		return pyconst(ir_new_float(P->a, t->f, DT_FP32, tspan(P, t)));
	case T_STRING:
		next(P);
		return ir_new_str(P->a, t->text, tspan(P, t));
	case T_LPAREN: {
		next(P);
		if (is(P, T_RPAREN))
			return parse_seq(P, T_RPAREN, tspan(P, t), NULL);
		struct expr *e = parse_expr(P);
		if (!e)
			return NULL;
		if (is(P, T_COMMA))
			return parse_seq(P, T_RPAREN, tspan(P, t), e);
		if (!expect(P, T_RPAREN, "')'"))
			return NULL;
		return e;
	}
	case T_LBRACK: {
		next(P);
		uint32_t for_at = comprehension_for(P);
		if (for_at && P->in_deps) {
			P->in_deps = false;
			return parse_comprehension(P, tspan(P, t), for_at);
		}
		if (for_at) {
			perr(P, tspan(P, t), "a list comprehension is accepted only as the deps= of a "
					     "submit or a scope, written there");
			return NULL;
		}
		P->in_deps = false;
		return parse_seq(P, T_RBRACK, tspan(P, t), NULL);
	}
	default:
		perr(P, tspan(P, t), "expected an expression, found %s", tok_desc(t, b, sizeof b));
		return NULL;
	}
}

/* ---- subscripts ------------------------------------------------------------
 * A subscript of a tensor or a tile is sugar for the DSL spelling the
 * reference desugars it to (the op each spelling calls, per operand kind, is
 * spec data): x[a:b, i] reads the window [a, b) x [i, i+1) (pl.slice: an
 * open start is 0, an open end the dimension), x[i, j] with an index per
 * dimension reads a tensor element (pl.tensor.read), and the statement
 * x[a:b, ...] = v writes v into the window's offsets (pl.assemble) and
 * rebinds x to the result.  A subscript of a local array reads an element
 * (pl.array.get_element), and arr[i] = v rebinds arr to
 * pl.array.update_element(arr, i, v).  A subscript of a tuple takes an item. */
static struct expr *binary(struct parser *P, enum binop op, struct expr *l, struct expr *r);
static struct var *bind_assign(struct parser *P, struct token *name, const struct type *t,
			       bool annotated);

static const char *const sub_slice = "pl.slice";
static const char *const sub_read = "pl.tensor.read";
static const char *const sub_write = "pl.assemble";
static const char *const sub_array_read = "pl.array.get_element";
static const char *const sub_array_write = "pl.array.update_element";

/* Whether e reads an element of an array by subscript (arr[i]). */
static bool is_array_element_read(const struct expr *e)
{
	const struct spec_spelling *s = e->kind == EX_CALL ? ir_spelling_lookup(sub_array_read) : NULL;
	return s && s->n_cands == 1 && s->cands[0].op == (int)e->u.call.op;
}

#define MAX_SUB_ITEMS 16

struct sub_item {
	struct expr *lo, *hi; /* lo: the index of a plain item */
	bool slice;
};

/* items ::= item { "," item } [","] "]"  item ::= expr | [expr] ":" [expr]
 * (the "[" already taken) */
static bool parse_sub_items(struct parser *P, struct sub_item *it, uint32_t *n, struct span *end)
{
	*n = 0;
	while (!is(P, T_RBRACK)) {
		struct sub_item x = {0};
		if (*n == MAX_SUB_ITEMS) {
			perr(P, tspan(P, peek(P)), "a subscript takes at most %d items", MAX_SUB_ITEMS);
			return false;
		}
		if (!is(P, T_COLON) && !(x.lo = parse_expr(P)))
			return false;
		if (accept(P, T_COLON)) {
			x.slice = true;
			if (!is(P, T_COMMA) && !is(P, T_RBRACK) && !is(P, T_COLON) && !(x.hi = parse_expr(P)))
				return false;
			if (is(P, T_COLON)) {
				perr(P, tspan(P, peek(P)), "a subscript with a step is not supported");
				return false;
			}
		}
		it[(*n)++] = x;
		if (!accept(P, T_COMMA))
			break;
	}
	*end = tspan(P, peek(P));
	return expect(P, T_RBRACK, "']'");
}

static bool shaped(const struct type *t) { return t->kind == TY_TENSOR || t->kind == TY_TILE; }

static struct expr *index_const(struct parser *P, int64_t v, struct span sp)
{
	return pyconst(ir_new_int(P->a, v, DT_INDEX, sp));
}

/* hi - lo, folded when both are constants. */
static struct expr *extent(struct parser *P, struct expr *hi, struct expr *lo, struct span sp)
{
	int64_t d;
	if (hi->kind == EX_INT && lo->kind == EX_INT && !__builtin_sub_overflow(hi->u.i, lo->u.i, &d))
		return index_const(P, d, sp);
	/* x[i : i + c] (x[b : c + b]) is c rows whatever i is, as the
	 * reference's simplifier folds the extent */
	if (hi->kind == EX_BINARY && hi->u.bin.op == BO_ADD) {
		if (hi->u.bin.r->kind == EX_INT && ir_expr_equal_exact(hi->u.bin.l, lo))
			return index_const(P, hi->u.bin.r->u.i, sp);
		if (hi->u.bin.l->kind == EX_INT && ir_expr_equal_exact(hi->u.bin.r, lo))
			return index_const(P, hi->u.bin.l->u.i, sp);
	}
	return binary(P, BO_SUB, hi, lo);
}

static struct expr *call_with(struct parser *P, const char *spelling, struct expr **pos, uint32_t n,
			      struct span full)
{
	struct args A;
	memset(&A, 0, sizeof A);
	A.pos = pos;
	A.n_pos = n;
	return call_spelled(P, intern_cstr(spelling), &A, full, full);
}

static bool any_slice(const struct sub_item *it, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (it[i].slice)
			return true;
	return false;
}

/* The rank check shared by reads and writes.  A subscript with a slice
 * and fewer items than the rank takes the whole of the trailing axes
 * (`out[:] = ...` writes all of a rank-2 tensor), as the reference reads
 * it; one of indices only must name every axis. */
static bool sub_rank(struct parser *P, const struct type *t, struct sub_item *it, uint32_t *np,
		     struct span full)
{
	uint32_t n = *np;
	if (n < t->shape.n && t->shape.n <= MAX_SUB_ITEMS && any_slice(it, n)) {
		for (uint32_t i = n; i < t->shape.n; i++)
			it[i] = (struct sub_item){.slice = true};
		*np = n = t->shape.n;
	}
	if (n == t->shape.n)
		return true;
	perr(P, full, "a subscript of a rank-%u %s takes %u indices, got %u", t->shape.n,
	     t->kind == TY_TILE ? "tile" : "tensor", t->shape.n, n);
	return false;
}

/* The offsets of a window (its starts), and its shape when `shape` is set. */
static void sub_window(struct parser *P, const struct type *t, const struct sub_item *it, uint32_t n,
		       struct span sp, struct expr **offsets, struct expr **shape)
{
	struct expr *off[MAX_SUB_ITEMS], *ext[MAX_SUB_ITEMS];
	for (uint32_t i = 0; i < n; i++) {
		off[i] = it[i].lo ? it[i].lo : index_const(P, 0, sp);
		if (!it[i].slice)
			ext[i] = index_const(P, 1, sp);
		else
			ext[i] = extent(P, it[i].hi ? it[i].hi : t->shape.v[i], off[i], sp);
	}
	*offsets = ir_new_list(P->a, args_list(P, off, n), sp);
	if (shape)
		*shape = ir_new_list(P->a, args_list(P, ext, n), sp);
}

/* x[i] (x[i, j] ...) with fewer indices than the tensor's rank, in a HOST
 * function: the view of the remaining axes at those leading indices, the
 * indexed axes dropped (pl.slice(x, [1, ..., d], [i, ..., 0], [], [0, ...]),
 * as the reference reads a rank's row inputs[r]; elsewhere the reference
 * rejects the rank mismatch). */
static struct expr *sub_rows(struct parser *P, struct expr *e, const struct type *t,
			     struct sub_item *it, uint32_t n, struct span full)
{
	struct sub_item all[MAX_SUB_ITEMS];
	struct expr *drop[MAX_SUB_ITEMS];
	if (t->shape.n > MAX_SUB_ITEMS) {
		perr(P, full, "a subscript takes at most %d items", MAX_SUB_ITEMS);
		return NULL;
	}
	for (uint32_t i = 0; i < t->shape.n; i++) {
		all[i] = i < n ? it[i] : (struct sub_item){.slice = true};
		if (i < n)
			drop[i] = index_const(P, i, full);
	}
	struct expr *args[5] = {e, NULL, NULL, NULL, NULL};
	sub_window(P, t, all, t->shape.n, full, &args[2], &args[1]);
	args[3] = ir_new_list(P->a, args_list(P, NULL, 0), full);
	args[4] = ir_new_list(P->a, args_list(P, drop, n), full);
	return call_with(P, sub_slice, args, 5, full);
}

static struct expr *subscript(struct parser *P, struct expr *e)
{
	struct sub_item it[MAX_SUB_ITEMS];
	uint32_t n;
	struct span end;
	if (!parse_sub_items(P, it, &n, &end))
		return NULL;
	struct span full = span_join(e->span, end);
	const struct type *tt = ir_expr_type(e);
	if (tt->kind == TY_TENSOR && n && n < tt->shape.n && !any_slice(it, n) && P->fn &&
	    P->fn->level == LV_HOST)
		return sub_rows(P, e, tt, it, n, full);
	if (shaped(tt)) {
		if (!sub_rank(P, tt, it, &n, full))
			return NULL;
		struct expr *args[3] = {e, NULL, NULL};
		if (!any_slice(it, n)) {
			if (tt->kind == TY_TILE) {
				perr(P, full, "reading a tile element by subscript (tile.read) is not supported");
				return NULL;
			}
			sub_window(P, tt, it, n, full, &args[1], NULL);
			return call_with(P, sub_read, args, 2, full);
		}
		sub_window(P, tt, it, n, full, &args[2], &args[1]);
		return call_with(P, sub_slice, args, 3, full);
	}
	if (tt->kind == TY_ARRAY) {
		if (n != 1 || it[0].slice) {
			perr(P, full, "an array subscript takes one index");
			return NULL;
		}
		struct expr *args[2] = {e, it[0].lo};
		return call_with(P, sub_array_read, args, 2, full);
	}
	if (n != 1 || it[0].slice || it[0].lo->kind != EX_INT) {
		perr(P, full, "a tuple subscript takes one constant index");
		return NULL;
	}
	int64_t i = it[0].lo->u.i;
	struct expr *g = ir_new_getitem(P->a, e, (uint32_t)i, full);
	if (tt->kind == TY_TUPLE) {
		if (i < 0 || (uint64_t)i >= tt->n_elems) {
			diag_error(it[0].lo->span, "tuple index %lld out of range (tuple has %u elements)",
				   (long long)i, tt->n_elems);
			g->type = ir_type_unknown();
		} else {
			g->type = tt->elems[i];
		}
	} else {
		if (tt->kind != TY_UNKNOWN)
			diag_error(e->span, "subscript of a value that is not a tuple, a tensor or a tile");
		g->type = ir_type_unknown();
	}
	return g;
}

/* Whether the line starts with `NAME "[" ... "]" "="`: a subscript write. */
static bool at_subscript_write(struct parser *P)
{
	if (!is(P, T_NAME) || peek_at(P, 1)->kind != T_LBRACK)
		return false;
	uint32_t depth = 0;
	for (uint32_t k = 1;; k++) {
		enum tok_kind kind = peek_at(P, k)->kind;
		if (kind == T_NEWLINE || kind == T_EOF)
			return false;
		if (kind == T_LBRACK || kind == T_LPAREN || kind == T_LBRACE)
			depth++;
		else if (kind == T_RBRACK || kind == T_RPAREN || kind == T_RBRACE) {
			if (--depth == 0)
				return peek_at(P, k + 1)->kind == T_ASSIGN;
		}
	}
}

/* subscript_write ::= NAME "[" items "=" expr */
static bool parse_subscript_write(struct parser *P, struct stmt_buf *out)
{
	struct token *name = next(P);
	struct span sp = tspan(P, name);
	struct expr *target = name_value(P, name->text, sp);
	next(P); /* [ */
	struct sub_item it[MAX_SUB_ITEMS];
	uint32_t n;
	struct span end;
	if (!target || !parse_sub_items(P, it, &n, &end) || !expect(P, T_ASSIGN, "'='"))
		return false;
	struct span full = span_join(sp, end);
	struct expr *v = parse_expr(P);
	if (!v)
		return false;
	const struct type *tt = ir_expr_type(target);
	struct expr *args[3] = {target, v, NULL};
	const char *spelling = sub_write;
	if (tt->kind == TY_ARRAY) {
		if (n != 1 || it[0].slice) {
			perr(P, full, "an array subscript takes one index");
			return false;
		}
		args[1] = it[0].lo;
		args[2] = v;
		spelling = sub_array_write;
	} else if (!shaped(tt)) {
		if (tt->kind != TY_UNKNOWN)
			perr(P, full, "subscript assignment to a value that is not a tensor, a tile or an array");
		return false;
	} else {
		if (!sub_rank(P, tt, it, &n, full))
			return false;
		if (!any_slice(it, n)) {
			perr(P, full, "assigning one element by subscript is not supported (write a window: x[i:i+1])");
			return false;
		}
		sub_window(P, tt, it, n, full, &args[2], NULL);
	}
	struct expr *call = call_with(P, spelling, args, 3, span_join(sp, v->span));
	if (!call)
		return false;
	const struct type *t = tc_assign_type(P->a, NULL, call, sp, &P->memo);
	ir_sb_push(out, ir_new_assign(P->a, bind_assign(P, name, t, false), call, span_join(sp, v->span)));
	return true;
}

/* primary ::= atom { "[" items } */
static struct expr *parse_primary(struct parser *P)
{
	struct expr *e = parse_atom(P);
	while (e && accept(P, T_LBRACK))
		e = subscript(P, e);
	return e;
}

/* Python's value of `l op r` for two Python constants, or NULL when it is
 * not folded here (an operator without a Python meaning on them, a
 * division by zero, an overflow: those stay expressions). */
static struct expr *fold_binary(struct parser *P, enum binop op, struct expr *l, struct expr *r,
				struct span sp)
{
	bool fl = l->kind == EX_FLOAT || r->kind == EX_FLOAT;
	if (l->kind == EX_BOOL || r->kind == EX_BOOL)
		return NULL;
	double a = l->kind == EX_FLOAT ? l->u.f : (double)l->u.i;
	double b = r->kind == EX_FLOAT ? r->u.f : (double)r->u.i;
	int64_t x = l->u.i, y = r->u.i, v = 0;
	bool cmp = false, res = false;
	switch (op) {
	case BO_ADD: if (fl) return pyconst(ir_new_float(P->a, a + b, DT_FP32, sp));
		if (__builtin_add_overflow(x, y, &v)) return NULL;
		break;
	case BO_SUB: if (fl) return pyconst(ir_new_float(P->a, a - b, DT_FP32, sp));
		if (__builtin_sub_overflow(x, y, &v)) return NULL;
		break;
	case BO_MUL: if (fl) return pyconst(ir_new_float(P->a, a * b, DT_FP32, sp));
		if (__builtin_mul_overflow(x, y, &v)) return NULL;
		break;
	case BO_DIV:
		if (b == 0)
			return NULL;
		return pyconst(ir_new_float(P->a, a / b, DT_FP32, sp));
	case BO_FLOORDIV:
		if (fl || y == 0 || (x == INT64_MIN && y == -1))
			return NULL;
		v = i64_floordiv(x, y);
		break;
	case BO_MOD:
		if (fl || y == 0 || (x == INT64_MIN && y == -1))
			return NULL;
		v = i64_floormod(x, y);
		break;
	case BO_POW:
		if (fl || y < 0)
			return NULL;
		v = 1;
		for (int64_t k = 0; k < y; k++)
			if (__builtin_mul_overflow(v, x, &v))
				return NULL;
		break;
	case BO_SHL:
		if (fl || y < 0 || (y > 62 && x != 0))
			return NULL;
		v = x ? (int64_t)((uint64_t)x << y) : 0;
		if (x && v >> y != x)
			return NULL;
		break;
	case BO_SHR:
		if (fl || y < 0)
			return NULL;
		v = x >> (y > 63 ? 63 : y);
		break;
	case BO_EQ: cmp = true, res = a == b; break;
	case BO_NE: cmp = true, res = a != b; break;
	case BO_LT: cmp = true, res = a < b; break;
	case BO_LE: cmp = true, res = a <= b; break;
	case BO_GT: cmp = true, res = a > b; break;
	case BO_GE: cmp = true, res = a >= b; break;
	default:
		return NULL;
	}
	if (cmp)
		return pyconst(ir_new_bool(P->a, res, sp));
	return pyconst(ir_new_int(P->a, v, DT_INDEX, sp));
}

static struct expr *binary(struct parser *P, enum binop op, struct expr *l, struct expr *r)
{
	struct span sp = span_join(l->span, r->span);
	if (is_pyconst(l) && is_pyconst(r)) {
		struct expr *f = fold_binary(P, op, l, r, sp);
		if (f)
			return f;
	}
	struct expr *e = ir_new_binary(P->a, op, l, r, sp);
	tc_scalar_expr(e);
	return e;
}

/* power ::= primary [ "**" factor ] */
static struct expr *parse_factor(struct parser *P);
static struct expr *parse_power(struct parser *P)
{
	struct expr *l = parse_primary(P);
	if (!l || !is(P, T_DSTAR))
		return l;
	/* `**` nests to the right: each level is counted against the nesting
	 * limit like a parenthesis */
	if (++P->depth > MAX_DEPTH) {
		perr(P, tspan(P, peek(P)), "expression nested too deeply (more than %d levels)", MAX_DEPTH);
		P->depth--;
		return NULL;
	}
	next(P);
	struct expr *r = parse_factor(P);
	P->depth--;
	return r ? binary(P, BO_POW, l, r) : NULL;
}

/* factor ::= ("-" | "+" | "~") factor | power */
static struct expr *parse_factor(struct parser *P)
{
	struct token *t = peek(P);
	if (t->kind != T_MINUS && t->kind != T_PLUS && t->kind != T_TILDE)
		return parse_power(P);
	/* -9223372036854775808: the literal alone is past INT64, negated it is INT64_MIN */
	struct token *lit = peek_at(P, 1);
	if (t->kind == T_MINUS && lit->kind == T_INT && lit->int_overflow && lit->i == INT64_MIN &&
	    peek_at(P, 2)->kind != T_DSTAR && peek_at(P, 2)->kind != T_LBRACK) {
		next(P);
		next(P);
		return pyconst(ir_new_int(P->a, INT64_MIN, DT_INDEX, span_join(tspan(P, t), tspan(P, lit))));
	}
	if (++P->depth > MAX_DEPTH) {
		perr(P, tspan(P, t), "expression nested too deeply (more than %d levels)", MAX_DEPTH);
		P->depth--;
		return NULL;
	}
	next(P);
	struct expr *x = parse_factor(P);
	P->depth--;
	if (!x || t->kind == T_PLUS)
		return x;
	if (t->kind == T_MINUS && x->kind == EX_INT && x->u.i != INT64_MIN) {
		x->u.i = -x->u.i;
		x->span = span_join(tspan(P, t), x->span);
		return x;
	}
	if (t->kind == T_MINUS && x->kind == EX_FLOAT) {
		x->u.f = -x->u.f;
		x->span = span_join(tspan(P, t), x->span);
		return x;
	}
	struct expr *e = ir_new_unary(P->a, t->kind == T_MINUS ? UO_NEG : UO_BITNOT, x,
				      span_join(tspan(P, t), x->span));
	tc_scalar_expr(e);
	return e;
}

/* The binary operators by token kind: precedence (0 = not one; higher binds
 * tighter) and operator.  The word operators (or, xor, and) are names, not
 * token kinds: word_ops holds them; `not`, a prefix, sits between them and
 * the comparisons. */
enum { PREC_OR = 1, PREC_XOR, PREC_AND, PREC_NOT, PREC_CMP };
static const struct {
	uint8_t prec, op;
} bin_ops[T_COUNT] = {
	[T_EQ] = {PREC_CMP, BO_EQ}, [T_NE] = {PREC_CMP, BO_NE}, [T_LT] = {PREC_CMP, BO_LT},
	[T_LE] = {PREC_CMP, BO_LE}, [T_GT] = {PREC_CMP, BO_GT}, [T_GE] = {PREC_CMP, BO_GE},
	[T_PIPE] = {PREC_CMP + 1, BO_BITOR},
	[T_CARET] = {PREC_CMP + 2, BO_BITXOR},
	[T_AMP] = {PREC_CMP + 3, BO_BITAND},
	[T_SHL] = {PREC_CMP + 4, BO_SHL}, [T_SHR] = {PREC_CMP + 4, BO_SHR},
	[T_PLUS] = {PREC_CMP + 5, BO_ADD}, [T_MINUS] = {PREC_CMP + 5, BO_SUB},
	[T_STAR] = {PREC_CMP + 6, BO_MUL}, [T_SLASH] = {PREC_CMP + 6, BO_DIV},
	[T_DSLASH] = {PREC_CMP + 6, BO_FLOORDIV}, [T_PERCENT] = {PREC_CMP + 6, BO_MOD},
};

/* expr ::= xor_test { "or" xor_test }; xor_test ::= and_test { "xor" and_test }
 *   (the printer's spelling of Xor); and_test ::= not_test { "and" not_test };
 * not_test ::= "not" not_test | comparison;
 * comparison ::= bitor { ("=="|"!="|"<"|"<="|">"|">=") bitor };
 * bitor ::= bitxor { "|" bitxor }; bitxor ::= bitand { "^" bitand };
 * bitand ::= shift { "&" shift }; shift ::= arith { ("<<"|">>") arith };
 * arith ::= term { ("+"|"-") term }; term ::= factor { ("*"|"/"|"//"|"%") factor }
 * by precedence climbing over the tables above: the operators of precedence
 * >= min, all left associative (an operand is parsed once, not once per
 * level; a chain of one level is a loop). */
static struct expr *parse_binary(struct parser *P, int min)
{
	struct token *t = peek(P);
	struct expr *l;
	if (min <= PREC_NOT && is_word(t, P->w_not)) {
		if (++P->depth > MAX_DEPTH) {
			perr(P, tspan(P, t), "expression nested too deeply (more than %d levels)", MAX_DEPTH);
			P->depth--;
			return NULL;
		}
		next(P);
		struct expr *x = parse_binary(P, PREC_NOT);
		P->depth--;
		if (!x)
			return NULL;
		l = ir_new_unary(P->a, UO_NOT, x, span_join(tspan(P, t), x->span));
		tc_scalar_expr(l);
	} else {
		l = parse_factor(P);
	}
	bool compared = false; /* l is a comparison of this loop: another would chain */
	while (l) {
		t = peek(P);
		int prec = bin_ops[t->kind].prec;
		enum binop op = (enum binop)bin_ops[t->kind].op;
		if (t->kind == T_NAME) {
			prec = t->text == P->w_or ? PREC_OR : t->text == P->w_xor ? PREC_XOR
							     : t->text == P->w_and ? PREC_AND : 0;
			op = prec == PREC_OR ? BO_OR : prec == PREC_XOR ? BO_XOR : BO_AND;
		}
		if (prec < min || prec == 0)
			break;
		if (prec == PREC_CMP && compared) {
			perr(P, tspan(P, t), "only simple comparisons are supported: a chained one "
					     "(a < b < c) is not; write (a < b) and (b < c)");
			return NULL;
		}
		compared = prec == PREC_CMP;
		next(P);
		struct expr *r = parse_binary(P, prec + 1);
		if (!r)
			return NULL;
		l = binary(P, op, l, r);
	}
	return l;
}

static struct expr *parse_expr(struct parser *P)
{
	if (++P->depth > MAX_DEPTH) {
		perr(P, tspan(P, peek(P)), "expression nested too deeply (more than %d levels)", MAX_DEPTH);
		P->depth--;
		return NULL;
	}
	/* a lone name or number before ',', ')' or ']' (most call arguments
	 * and list items): what parse_atom makes of it, without the climb
	 * through the operator levels */
	struct token *t = peek(P);
	if ((t->kind == T_NAME && t->text != P->w_none && t->text != P->w_not) || t->kind == T_INT ||
	    t->kind == T_FLOAT) {
		enum tok_kind k = peek_at(P, 1)->kind;
		if (k == T_COMMA || k == T_RPAREN || k == T_RBRACK) {
			struct expr *e;
			if (t->kind == T_NAME) {
				next(P);
				e = plain_name_value(P, t->text, tspan(P, t));
			} else {
				e = parse_atom(P);
			}
			P->depth--;
			return e;
		}
	}
	struct expr *l = parse_binary(P, PREC_OR);
	P->depth--;
	return l;
}

/* ---- types ------------------------------------------------------------------ */

/* Notes the pl.dynamic vars a module-level dim expression names as named by
 * the signature being parsed. */
static void note_dim_dyns(struct parser *P, const struct expr *e)
{
	if (e->kind == EX_VAR && e->u.var->kind == VAR_DYN)
		note_sig_dyn(P, e->u.var);
	else if (e->kind == EX_BINARY) {
		note_dim_dyns(P, e->u.bin.l);
		note_dim_dyns(P, e->u.bin.r);
	}
}

/* dims ::= "[" [ dim { "," dim } [","] ] "]"   dim ::= expr (unknown names
 * become pl.dynamic vars) */
static bool parse_dims(struct parser *P, struct expr_list *out)
{
	struct token *t = peek(P);
	struct sym *c = t->kind == T_NAME && peek_at(P, 1)->kind != T_DOT ? sym_find(P, t->text) : NULL;
	if (c && c->cval && c->cval->kind == EX_LIST) {
		/* a module-level tuple of dims: SHAPE = (64, 128), or of
		 * pl.dynamic names: SHAPE = [M, 128] */
		next(P);
		for (uint32_t i = 0; i < c->cval->u.list.n; i++) {
			const struct expr *d = c->cval->u.list.v[i];
			if (d->kind != EX_INT && !module_dim_expr(d)) {
				perr(P, tspan(P, t), "'%s' is not a list of integer dims", t->text);
				return false;
			}
			if (P->in_signature)
				note_dim_dyns(P, d);
		}
		*out = ir_expr_list_copy(P->a, c->cval->u.list);
		return true;
	}
	if (t->kind != T_LBRACK && t->kind != T_LPAREN) {
		expect(P, T_LBRACK, "'[' (a list of dims)");
		return false;
	}
	next(P);
	bool save = P->in_dims;
	P->in_dims = true;
	struct expr *l = parse_seq(P, t->kind == T_LBRACK ? T_RBRACK : T_RPAREN, tspan(P, t), NULL);
	P->in_dims = save;
	if (!l)
		return false;
	for (uint32_t i = 0; i < l->u.list.n; i++) {
		struct expr *d = l->u.list.v[i];
		const struct type *dt = ir_expr_type(d);
		if (dt->kind != TY_SCALAR && dt->kind != TY_UNKNOWN) {
			perr(P, d->span, "a dim must be an integer expression");
			return false;
		}
		if (dt->kind == TY_SCALAR && !(dtype_infos[dt->dtype].code >= 0x10 &&
					       dtype_infos[dt->dtype].code < 0x30)) {
			perr(P, d->span, "a dim must be an integer expression");
			return false;
		}
	}
	*out = l->u.list;
	return true;
}

static bool parse_dtype_arg(struct parser *P, enum dtype *dt)
{
	struct token *t = peek(P);
	if (t->kind != T_NAME) {
		expect(P, T_NAME, "a dtype (pl.FP32 ...)");
		return false;
	}
	struct span sp;
	const char *path = parse_dotted(P, &sp);
	const char *r;
	int d;
	if (has_prefix(path, "pl.", &r) && (d = dtype_lookup(r)) >= 0) {
		*dt = (enum dtype)d;
		return true;
	}
	struct sym *c = sym_find(P, path);
	if (c && c->cval && c->cval->kind == EX_ENUM && c->cval->u.en.cls == EN_DTYPE) {
		*dt = (enum dtype)c->cval->u.en.value; /* a module-level DT = pl.FP16 */
		return true;
	}
	perr(P, sp, "unknown dtype '%s'", path);
	return false;
}

/* The keywords of a pl.MemRef call (slots=N) into m; false after an error. */
static bool memref_kwargs(struct parser *P, const struct args *A, struct memref *m)
{
	for (uint32_t i = 0; i < A->n_kw; i++) {
		int64_t v;
		if (strcmp(A->kw[i].name, "slots") == 0 && ir_expr_is_const_int(A->kw[i].value, &v) &&
		    v > 0 && v <= UINT32_MAX) {
			m->slots = (uint32_t)v;
		} else {
			perr(P, A->kw[i].span, "unknown or bad MemRef argument '%s'", A->kw[i].name);
			return false;
		}
	}
	return true;
}

/* The optional slot selection of a declared MemRef: "[" expr "]". */
static bool memref_slot_index(struct parser *P, struct memref *m)
{
	if (!accept(P, T_LBRACK))
		return true;
	m->slot_index = parse_expr(P);
	return m->slot_index && expect(P, T_RBRACK, "']'");
}

static uint64_t name_hash(const char *interned);

static uint64_t mref_item_hash(const void *item, void *ctx)
{
	return name_hash(((const struct memref *)item)->base_name);
}

static bool mref_item_named(const void *item, const void *name, void *ctx)
{
	return ((const struct memref *)item)->base_name == name;
}

/* A module-level declaration NAME = pl.MemRef(["ALLOC"] [slots=N]): the
 * allocation named ALLOC (else NAME) that tile types name as NAME or
 * NAME[slot]. */
static void parse_memref_decl(struct parser *P, const char *name)
{
	struct span sp;
	parse_dotted(P, &sp);
	struct args A;
	struct memref *m = ARENA_NEW(P->a, struct memref);
	if (parse_args(P, &A)) {
		if (A.n_pos > 1 || (A.n_pos == 1 && A.pos[0]->kind != EX_STR))
			perr(P, A.pos[0]->span, "a module-level pl.MemRef takes only its allocation's name "
						"(a string; else the name it is bound to) and slots=N");
		else if (memref_kwargs(P, &A, m)) {
			m->base_name = A.n_pos ? A.pos[0]->u.s : name;
			m->author = true;
			ptab_reserve(&P->mref_names, mref_item_hash, NULL);
			void **slot = ptab_find(&P->mref_names, name_hash(m->base_name), m->base_name,
						mref_item_named, NULL);
			if (*slot)
				perr(P, A.n_pos ? A.pos[0]->span : sp, "two module-level pl.MemRef declarations "
				     "name the allocation '%s'", m->base_name);
			else
				ptab_put(&P->mref_names, slot, m);
			sym_push(P, name, NULL, NULL);
			P->syms[P->n_syms - 1].mref = m;
		}
	}
	args_free(&A);
}

/* memref ::= "pl.MemRef" "(" (NAME | STRING) [ "," expr "," INT ] [ "," "slots=" INT ] ")"
 *            [ "[" expr "]" ] */
static struct memref *parse_memref(struct parser *P, struct span sp)
{
	struct args A;
	bool literal = peek_at(P, 1)->kind == T_STRING; /* the token after '(' */
	bool ok = parse_args(P, &A);
	struct memref *m = NULL;
	if (!ok)
		goto out;
	m = ARENA_NEW(P->a, struct memref);
	if (A.n_pos < 1 || (A.n_pos != 1 && A.n_pos != 3)) {
		perr(P, sp, "pl.MemRef takes (base, byte_offset, size) or (\"name\")");
		m = NULL;
		goto out;
	}
	if (A.n_pos == 1 && !literal) {
		/* the declared name identifies the allocation when the program is read */
		perr(P, A.pos[0]->span, "the name of a declared MemRef must be a string literal");
		m = NULL;
		goto out;
	}
	struct expr *b = A.pos[0];
	if (b->kind == EX_STR) {
		m->base_name = b->u.s;
	} else if (b->kind == EX_VAR) {
		m->base = b->u.var;
		m->base_name = b->u.var->name;
	} else {
		perr(P, b->span, "a MemRef base must be a name or a string");
		m = NULL;
		goto out;
	}
	m->author = A.n_pos == 1;
	if (A.n_pos == 3) {
		m->offset = A.pos[1];
		int64_t sz;
		if (!ir_expr_is_const_int(A.pos[2], &sz) || sz < 0) {
			perr(P, A.pos[2]->span, "a MemRef size must be a non-negative integer");
			m = NULL;
			goto out;
		}
		m->size = (uint64_t)sz;
	}
	if (!memref_kwargs(P, &A, m) || !memref_slot_index(P, m))
		m = NULL;
out:
	args_free(&A);
	return m;
}

static bool enum_arg(struct parser *P, const struct tc_named *k, enum enum_class cls, uint8_t *out)
{
	struct expr *e = k->value;
	if (e->kind != EX_ENUM || e->u.en.cls != cls) {
		perr(P, e->span, "bad value for '%s'", k->name);
		return false;
	}
	*out = e->u.en.value;
	return true;
}

static bool dims_arg(struct parser *P, const struct tc_named *k, struct expr_list *out)
{
	if (k->value->kind != EX_LIST) {
		perr(P, k->value->span, "'%s' must be a list of dims", k->name);
		return false;
	}
	*out = k->value->u.list;
	return true;
}

/* tile_view ::= "pl.TileView" "(" tv_item { "," tv_item } ")"; fields not
 * written take the implicit value (filled in by the caller). */
struct tv_parsed {
	struct tile_view v;
	bool has_blayout, has_slayout, has_fractal;
};

/* The keyword arguments of a view constructor (`what`), with unknown dim
 * names taken as pl.dynamic vars; false after an error (A is still to be
 * freed). */
static bool parse_view_args(struct parser *P, const char *what, struct args *A)
{
	bool save = P->in_dims;
	P->in_dims = true;
	bool ok = parse_args(P, A);
	P->in_dims = save;
	if (ok && A->n_pos) {
		perr(P, A->pos[0]->span, "%s takes keyword arguments only", what);
		ok = false;
	}
	return ok;
}

static bool parse_tile_view(struct parser *P, struct tv_parsed *out)
{
	memset(out, 0, sizeof *out);
	struct args A;
	bool ok = parse_view_args(P, "pl.TileView", &A);
	for (uint32_t i = 0; ok && i < A.n_kw; i++) {
		const struct tc_named *k = &A.kw[i];
		const char *n = k->name;
		int64_t v;
		if (strcmp(n, "valid_shape") == 0)
			ok = dims_arg(P, k, &out->v.valid_shape);
		else if (strcmp(n, "stride") == 0)
			ok = dims_arg(P, k, &out->v.stride);
		else if (strcmp(n, "start_offset") == 0)
			out->v.start_offset = k->value;
		else if (strcmp(n, "blayout") == 0)
			ok = out->has_blayout = enum_arg(P, k, EN_TILE_LAYOUT, &out->v.blayout);
		else if (strcmp(n, "slayout") == 0)
			ok = out->has_slayout = enum_arg(P, k, EN_TILE_LAYOUT, &out->v.slayout);
		else if (strcmp(n, "pad") == 0)
			ok = enum_arg(P, k, EN_PAD, &out->v.pad);
		else if (strcmp(n, "compact") == 0)
			ok = enum_arg(P, k, EN_COMPACT, &out->v.compact);
		else if (strcmp(n, "fractal") == 0 && ir_expr_is_const_int(k->value, &v) && v > 0 &&
			 v < (1ll << 31))
			out->v.fractal = (uint32_t)v, out->has_fractal = true;
		else {
			perr(P, k->span, "unknown or bad TileView field '%s'", n);
			ok = false;
		}
	}
	args_free(&A);
	return ok;
}

/* tensor_view ::= "pl.TensorView" "(" tview_item { "," tview_item } ")" */
static bool parse_tensor_view(struct parser *P, struct tensor_view *out)
{
	memset(out, 0, sizeof *out);
	struct args A;
	bool ok = parse_view_args(P, "pl.TensorView", &A);
	for (uint32_t i = 0; ok && i < A.n_kw; i++) {
		const struct tc_named *k = &A.kw[i];
		const char *n = k->name;
		if (strcmp(n, "valid_shape") == 0)
			ok = dims_arg(P, k, &out->valid_shape);
		else if (strcmp(n, "stride") == 0)
			ok = dims_arg(P, k, &out->stride);
		else if (strcmp(n, "layout") == 0)
			ok = enum_arg(P, k, EN_TENSOR_LAYOUT, &out->layout);
		else if (strcmp(n, "pad") == 0)
			ok = enum_arg(P, k, EN_PAD, &out->pad);
		else {
			perr(P, k->span, "unknown TensorView field '%s'", n);
			ok = false;
		}
	}
	args_free(&A);
	return ok;
}

/* shaped ::= ("pl.Tensor" | "pld.DistributedTensor" | "pl.Tile")
 *            "[" dims "," dtype { "," extra } "]"
 * extra ::= memref | "pl.Mem." SPACE | tile_view | tensor_view | "pl." TLAYOUT */
static const struct type *parse_shaped(struct parser *P, const char *path, struct span sp)
{
	bool tile = strcmp(path, "pl.Tile") == 0;
	bool legacy = is(P, T_LPAREN); /* pl.Tensor((64, 128), pl.FP16) */
	if (!legacy && !expect(P, T_LBRACK, "'['"))
		return NULL;
	if (legacy)
		next(P);
	struct expr_list shape;
	enum dtype dt;
	if (!parse_dims(P, &shape) || !expect(P, T_COMMA, "',' and a dtype") || !parse_dtype_arg(P, &dt))
		return NULL;
	for (uint32_t i = 0; i < shape.n; i++) {
		int64_t d;
		if (ir_expr_is_const_int(shape.v[i], &d) && d <= 0) {
			perr(P, shape.v[i]->span, "dim %u of a %s is %lld; every dim must be positive", i,
			     tile ? "tile" : "tensor", (long long)d);
			return NULL;
		}
	}
	struct memref *mr = NULL;
	enum memspace mem = MS_COUNT;
	struct tv_parsed tv;
	bool has_tv = false, has_tensor_view = false;
	struct tensor_view tnv = {0};
	while (accept(P, T_COMMA)) {
		if (is(P, legacy ? T_RPAREN : T_RBRACK))
			break;
		struct token *t = peek(P);
		if (t->kind != T_NAME) {
			perr(P, tspan(P, t), "expected a memory space, view or MemRef in a type");
			return NULL;
		}
		struct span esp;
		const char *e = parse_dotted(P, &esp);
		struct sym *named = strchr(e, '.') ? NULL : sym_find(P, e);
		if (named && named->cval && named->cval->kind == EX_SYMBOL)
			e = named->cval->u.s; /* a module-level LAYOUT = pl.NZ */
		enum enum_class cls;
		int val;
		const char *family;
		if (strcmp(e, "pl.MemRef") == 0) {
			if (!(mr = parse_memref(P, esp)))
				return NULL;
		} else if (named && named->mref) { /* a module-level BUF = pl.MemRef(slots=2) */
			mr = ARENA_NEW(P->a, struct memref);
			*mr = *named->mref;
			if (!memref_slot_index(P, mr))
				return NULL;
		} else if (tile && strcmp(e, "pl.TileView") == 0) {
			if (!parse_tile_view(P, &tv))
				return NULL;
			has_tv = true;
		} else if (!tile && strcmp(e, "pl.TensorView") == 0) {
			if (!parse_tensor_view(P, &tnv))
				return NULL;
			has_tensor_view = true;
		} else if (vocab_name(e, &cls, &val, &family) && cls == EN_MEM && tile) {
			mem = (enum memspace)val;
		} else if (!tile && ((vocab_name(e, &cls, &val, &family) && cls == EN_TENSOR_LAYOUT) ||
				     (strncmp(e, "pl.", 3) == 0 &&
				      (val = vocab_lookup(tensor_layout_names, TLY_COUNT, e + 3)) >= 0))) {
			/* the reference still takes the shorthand, with a
			 * DeprecationWarning (test_type_resolver) */
			if (val == TLY_DN && strcmp(e, "pl.DN") == 0)
				diag_warning(esp, "the pl.DN layout shorthand is deprecated; write "
						  "pl.TensorView(stride=[], layout=pl.TensorLayout.DN)");
			tnv.layout = (uint8_t)val;
			has_tensor_view = true;
		} else {
			perr(P, esp, "unexpected '%s' in a %s type", e, tile ? "tile" : "tensor");
			return NULL;
		}
	}
	struct span end = tspan(P, peek(P));
	if (!expect(P, legacy ? T_RPAREN : T_RBRACK, legacy ? "')'" : "']'"))
		return NULL;
	(void)end;
	if (!tile) {
		struct type *t = ir_type_tensor(P->a, shape, dt, has_tensor_view ? &tnv : NULL, mr);
		ir_type_set_distributed(t, strcmp(path, "pld.DistributedTensor") == 0);
		return t;
	}
	if (mr && mem == MS_COUNT) {
		perr(P, sp, "a tile type with a MemRef needs an explicit memory space");
		return NULL;
	}
	if (has_tv) {
		struct tile_view imp = ir_tile_view_implicit(shape, mem);
		if (!tv.has_blayout)
			tv.v.blayout = imp.blayout;
		if (!tv.has_slayout)
			tv.v.slayout = imp.slayout;
		if (!tv.has_fractal)
			tv.v.fractal = imp.fractal;
	}
	return ir_type_tile(P->a, shape, dt, mem, has_tv ? &tv.v : NULL, mr);
}

/* type ::= "pl.Scalar" "[" dtype "]" | shaped
 *        | ("pl.Tuple" | "tuple") "[" (type { "," type } | "()") "]"
 *        | "pl.Array" "[" dim "," dtype "]"
 *        | "pl.Ptr" | "pl.MemRefType" | "pl.UnknownType"
 *        | "pld." NAME "Type" | a handle type of an op's opaque type rule */
static const struct type *parse_type_in(struct parser *P)
{
	struct token *t = peek(P);
	if (t->kind != T_NAME) {
		char b[64];
		perr(P, tspan(P, t), "expected a type, found %s", tok_desc(t, b, sizeof b));
		return NULL;
	}
	if (++P->depth > MAX_DEPTH) {
		perr(P, tspan(P, t), "type nested too deeply (more than %d levels)", MAX_DEPTH);
		P->depth--;
		return NULL;
	}
	struct span sp;
	const char *path = parse_dotted(P, &sp);
	const struct type *r = NULL;
	const char *rest;
	char b[80];
	if (strcmp(path, "pl.Scalar") == 0) {
		enum dtype dt;
		if (expect(P, T_LBRACK, "'['") && parse_dtype_arg(P, &dt) && expect(P, T_RBRACK, "']'"))
			r = ir_type_scalar(dt);
	} else if (strcmp(path, "pl.Tensor") == 0 || strcmp(path, "pl.Tile") == 0 ||
		   strcmp(path, "pld.DistributedTensor") == 0) {
		r = parse_shaped(P, path, sp);
	} else if (strcmp(path, "pl.Tuple") == 0 || path == P->w_tuple) {
		const struct type *el[64];
		uint32_t n = 0;
		bool ok = expect(P, T_LBRACK, "'['");
		if (ok && is(P, T_LPAREN) && peek_at(P, 1)->kind == T_RPAREN) {
			next(P);
			next(P);
		} else {
			while (ok && !is(P, T_RBRACK)) {
				const struct type *e = parse_type(P);
				if (!e || n == 64) {
					ok = false;
					break;
				}
				el[n++] = e;
				if (!accept(P, T_COMMA))
					break;
			}
		}
		if (ok && expect(P, T_RBRACK, "']'"))
			r = ir_type_tuple(P->a, n, el);
	} else if (strcmp(path, "pl.Array") == 0) {
		enum dtype dt;
		bool save = P->in_dims;
		P->in_dims = true;
		struct expr *d = expect(P, T_LBRACK, "'['") ? parse_expr(P) : NULL;
		P->in_dims = save;
		if (d && expect(P, T_COMMA, "','") && parse_dtype_arg(P, &dt) && expect(P, T_RBRACK, "']'"))
			r = ir_type_array(P->a, d, dt);
	} else if (strcmp(path, "pl.Ptr") == 0) {
		r = ir_type_ptr();
	} else if (strcmp(path, "pl.MemRefType") == 0) {
		r = ir_type_memref_t();
	} else if (strcmp(path, "pl.UnknownType") == 0) {
		r = ir_type_unknown();
	} else if ((has_prefix(path, "pld.", &rest) && strstr(rest, "Type")) || tc_is_handle_type(path)) {
		r = ir_type_opaque(P->a, path);
	} else if (has_prefix(path, "pld.", &rest) && !strchr(rest, '.') && strlen(rest) < 64 &&
		   handle_wrapper(path, b)) {
		/* the DSL wrapper of a handle type (pld.CommCtx for the
		 * pld.CommCtxType an op's opaque type rule names) is that type */
		r = ir_type_opaque(P->a, intern_cstr(b));
	} else if (has_prefix(path, "pl.", &rest) && dtype_lookup(rest) >= 0) {
		perr(P, sp, "Incomplete type annotation: %s (write pl.Scalar[%s])", path, path);
	} else {
		perr(P, sp, "unknown type '%s'", path);
	}
	P->depth--;
	return r;
}

/* ---- statements ----------------------------------------------------------- */

/* Comments, as the reference attaches them: the `#` lines above a
 * statement, and those on its own lines (a simple statement's, a compound
 * statement's header), lead that statement; a docstring's lines and the
 * comments of a statement that produces nothing (`pass`) lead the next
 * statement; those at the end of a block are dropped. */

/* Advances P->ci over the comments on lines before `line` + `inclusive`. */
static void skip_comments_to(struct parser *P, int line, bool inclusive)
{
	while (P->ci < P->L.n_comments &&
	       (P->L.comments[P->ci].line < line || (inclusive && P->L.comments[P->ci].line == line)))
		P->ci++;
}

/* Gives `s` the carried comments and those of L.comments[first, end). */
static void attach_comments(struct parser *P, struct stmt *s, uint32_t first, uint32_t end)
{
	uint32_t n = (uint32_t)P->carry.n + (end - first);
	if (!n)
		return;
	s->n_comments = n;
	s->comments = ARENA_ARRAY(P->a, const char *, n);
	for (size_t i = 0; i < P->carry.n; i++)
		s->comments[i] = P->carry.items[i];
	for (uint32_t i = first; i < end; i++)
		s->comments[P->carry.n + i - first] = P->L.comments[i].text;
	P->carry.n = 0;
	for (uint32_t i = 0; i < n && !P->saw_cd_comment; i++)
		P->saw_cd_comment = strncmp(s->comments[i], CD_COMMENT_PREFIX, sizeof CD_COMMENT_PREFIX - 1) == 0;
}

/* Keeps L.comments[first, end) for the next statement. */
static void carry_comments(struct parser *P, uint32_t first, uint32_t end)
{
	for (uint32_t i = first; i < end; i++)
		vec_push(&P->carry, (void *)P->L.comments[i].text);
}

/* A docstring's lines lead the next statement as comments. */
static void carry_docstring(struct parser *P, const char *text)
{
	for (const char *p = text;;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		vec_push(&P->carry, (void *)intern(p, len));
		if (!nl)
			break;
		p = nl + 1;
	}
}

/* Assignment of a plain (non-yield) value to NAME: reuses the var of an
 * existing binding with the same type (non-SSA re-assignment keeps one
 * Var), else defines a new var. */
/* ---- annotation types ------------------------------------------------------ */

static uint64_t type_hash(const struct type *t)
{
	uint64_t h = 1469598103934665603ull;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ull)
	MIX(t->kind);
	MIX(t->dtype);
	MIX(t->mem);
	MIX(t->shape.n);
	for (uint32_t i = 0; i < t->shape.n; i++) {
		const struct expr *d = t->shape.v[i];
		MIX(d->kind);
		MIX(d->kind == EX_INT ? (uint64_t)d->u.i : d->kind == EX_VAR ? (uint64_t)(uintptr_t)d->u.var : 0);
	}
	MIX(t->view != NULL);
	MIX(t->tview != NULL);
#undef MIX
	return h;
}

static uint64_t type_item_hash(const void *item, void *ctx)
{
	return type_hash(item);
}

static bool type_item_eq(const void *item, const void *key, void *ctx)
{
	return ir_type_equal(item, key);
}

/* Annotations by their text.  An annotation whose tokens are only `pl.`
 * dotted names, integers, brackets and commas means the same type wherever
 * it is written (no name in it refers to a var or a constant); once parsed,
 * an annotation of the same tokens is given its type without parsing it
 * again (it would be given the same object: see parse_annotation). */
struct ann_tok {
	uint8_t kind;
	const char *text; /* T_NAME */
	int64_t i;        /* T_INT */
};

struct ann_text {
	uint64_t h;
	const struct type *t;
	uint32_t n;
	struct ann_tok tok[];
};

#define ANN_MAX_TOKENS 64

/* The tokens of the annotation at P->pos when they are of that kind (at
 * most ANN_MAX_TOKENS; none lexed beyond the annotation's line): how many,
 * or 0.  `sig`: a type in a signature, which ends at the `,`, `)`, `]` or
 * `:` after it too (a parameter's, pl.Out's, a tuple item's, a result's). */
static uint32_t ann_scan(struct parser *P, struct ann_tok *out, uint64_t *h, bool sig)
{
	const char *pl = P->w_pl;
	uint64_t x = 1469598103934665603ull;
	int depth = 0;
	uint32_t n = 0;
	for (;; n++) {
		struct token *t = peek_at(P, n);
		if (depth == 0 && n > 0 &&
		    (t->kind == T_ASSIGN || t->kind == T_NEWLINE ||
		     (sig && (t->kind == T_COMMA || t->kind == T_RPAREN || t->kind == T_RBRACK ||
			      t->kind == T_COLON))))
			break;
		if (n == ANN_MAX_TOKENS)
			return 0;
		switch (t->kind) {
		case T_NAME:
			/* `pl` starting a dotted name, or a name after a dot */
			if (t->text == pl ? peek_at(P, n + 1)->kind != T_DOT
					  : n == 0 || out[n - 1].kind != T_DOT)
				return 0;
			/* the pl.DN shorthand warns where it is written */
			if (sig && t->text == P->w_DN)
				return 0;
			break;
		case T_INT:
			if (t->int_overflow)
				return 0;
			break;
		case T_LBRACK:
			depth++;
			break;
		case T_RBRACK:
			if (--depth < 0)
				return 0;
			break;
		case T_DOT:
		case T_COMMA:
			break;
		default:
			return 0;
		}
		out[n] = (struct ann_tok){t->kind, t->kind == T_NAME ? t->text : NULL,
					  t->kind == T_INT ? t->i : 0};
		x = (x ^ t->kind) * 1099511628211ull;
		x = (x ^ (uint64_t)(uintptr_t)out[n].text) * 1099511628211ull;
		x = (x ^ (uint64_t)out[n].i) * 1099511628211ull;
	}
	*h = x;
	return depth == 0 ? n : 0;
}

struct ann_key {
	const struct ann_tok *tok;
	uint32_t n;
};

static uint64_t ann_item_hash(const void *item, void *ctx)
{
	return ((const struct ann_text *)item)->h;
}

static bool ann_item_eq(const void *item, const void *key, void *ctx)
{
	const struct ann_text *a = item;
	const struct ann_key *k = key;
	if (a->n != k->n)
		return false;
	for (uint32_t i = 0; i < a->n; i++)
		if (a->tok[i].kind != k->tok[i].kind || a->tok[i].text != k->tok[i].text ||
		    a->tok[i].i != k->tok[i].i)
			return false;
	return true;
}

/* Annotations by their bytes: the text of an annotation the token cache
 * holds, from its first token to its end, when that text is only name
 * characters, digits, dots, commas, brackets and blanks.  Such bytes lex to
 * the same tokens wherever they are written, so an annotation spelled as an
 * earlier one gets its type without its tokens being read. */
struct ann_bytes {
	uint64_t h;
	const struct type *t;
	uint32_t nt, len;
	unsigned char text[];
};

struct ann_bytes_key {
	const unsigned char *text;
	uint32_t len;
};

static uint64_t ann_bytes_hash(const void *item, void *ctx)
{
	return ((const struct ann_bytes *)item)->h;
}

static bool ann_bytes_eq(const void *item, const void *key, void *ctx)
{
	const struct ann_bytes *a = item;
	const struct ann_bytes_key *k = key;
	return a->len == k->len && memcmp(a->text, k->text, k->len) == 0;
}

/* Classes of the bytes an annotation may hold, for ann_bytes_len: one load
 * per byte instead of a chain of comparisons (the scan runs over every
 * annotated assignment). */
enum { AB_BAD, AB_WORD, AB_BLANK, AB_OPEN, AB_CLOSE, AB_END };
static const unsigned char ann_class[256] = {
	[' '] = AB_BLANK, ['.'] = AB_WORD, [','] = AB_WORD, ['_'] = AB_WORD,
	['['] = AB_OPEN, [']'] = AB_CLOSE, ['='] = AB_END, ['\n'] = AB_END, ['\r'] = AB_END,
	['0'] = AB_WORD, ['1'] = AB_WORD, ['2'] = AB_WORD, ['3'] = AB_WORD, ['4'] = AB_WORD,
	['5'] = AB_WORD, ['6'] = AB_WORD, ['7'] = AB_WORD, ['8'] = AB_WORD, ['9'] = AB_WORD,
	['A'] = AB_WORD, ['B'] = AB_WORD, ['C'] = AB_WORD, ['D'] = AB_WORD, ['E'] = AB_WORD,
	['F'] = AB_WORD, ['G'] = AB_WORD, ['H'] = AB_WORD, ['I'] = AB_WORD, ['J'] = AB_WORD,
	['K'] = AB_WORD, ['L'] = AB_WORD, ['M'] = AB_WORD, ['N'] = AB_WORD, ['O'] = AB_WORD,
	['P'] = AB_WORD, ['Q'] = AB_WORD, ['R'] = AB_WORD, ['S'] = AB_WORD, ['T'] = AB_WORD,
	['U'] = AB_WORD, ['V'] = AB_WORD, ['W'] = AB_WORD, ['X'] = AB_WORD, ['Y'] = AB_WORD,
	['Z'] = AB_WORD,
	['a'] = AB_WORD, ['b'] = AB_WORD, ['c'] = AB_WORD, ['d'] = AB_WORD, ['e'] = AB_WORD,
	['f'] = AB_WORD, ['g'] = AB_WORD, ['h'] = AB_WORD, ['i'] = AB_WORD, ['j'] = AB_WORD,
	['k'] = AB_WORD, ['l'] = AB_WORD, ['m'] = AB_WORD, ['n'] = AB_WORD, ['o'] = AB_WORD,
	['p'] = AB_WORD, ['q'] = AB_WORD, ['r'] = AB_WORD, ['s'] = AB_WORD, ['t'] = AB_WORD,
	['u'] = AB_WORD, ['v'] = AB_WORD, ['w'] = AB_WORD, ['x'] = AB_WORD, ['y'] = AB_WORD,
	['z'] = AB_WORD,
};

/* The length of the annotation text at s (up to its last non-blank byte
 * before the `=` or line end that follows it at bracket depth 0), or 0 when
 * it holds another byte than those above. */
static uint32_t ann_bytes_len(const unsigned char *s)
{
	uint32_t end = 0;
	int depth = 0;
	for (uint32_t n = 0; n < 1024; n++) {
		switch (ann_class[s[n]]) {
		case AB_WORD:
			end = n + 1;
			break;
		case AB_BLANK:
			break;
		case AB_OPEN:
			depth++;
			end = n + 1;
			break;
		case AB_CLOSE:
			if (--depth < 0)
				return 0;
			end = n + 1;
			break;
		case AB_END:
			return depth == 0 ? end : 0;
		default:
			return 0;
		}
	}
	return 0;
}

/* Whether the nt tokens from P->pos are the bytes [off, off + len) and the
 * token after them ends the annotation. */
static bool ann_bytes_match(struct parser *P, uint32_t nt, uint32_t off, uint32_t len)
{
	const struct token *last = peek_at(P, nt - 1);
	if ((uint64_t)last->off + last->end != (uint64_t)off + len)
		return false;
	uint8_t k = peek_at(P, nt)->kind;
	return k == T_ASSIGN || k == T_NEWLINE;
}

/* Whether the annotation bytes [s, e) end where an assignment's `=` (not
 * `==`) or the line end follows their blanks. */
static bool ann_ends(const unsigned char *e)
{
	while (*e == ' ')
		e++;
	return *e == '\n' || (*e == '\r' && e[1] == '\n') || (*e == '=' && e[1] != '=');
}

/* The lexer's annotation hook (lexer.ann), in a function body: the entry of
 * the annotation at s when its bytes are those of an earlier annotation
 * whose tokens were found to be them, and `=` (not `==`) or the line end
 * follows, as parse_annotation's own look-up by bytes would find it.  A
 * keyword before the colon (`else:`, `try:`) starts no assignment. */

static const void *ann_lookup(void *ctx, const char *name, const unsigned char *s, uint32_t *lenp)
{
	struct parser *P = ctx;
	if (!P->ann_bytes.n || (uint64_t)(s - P->L.base) >= UINT32_MAX)
		return NULL;
	/* the entries found last, most recent first: equal bytes followed by
	 * the end are the text ann_bytes_len measures (an entry's text is
	 * such a text, its brackets closed) */
	const struct ann_bytes *b = NULL;
	size_t left = (size_t)(P->L.lim - s);
	unsigned i = 0;
	for (; i < ANN_MRU && P->ann_mru[i]; i++) {
		const struct ann_bytes *m = P->ann_mru[i];
		if (m->len <= left && memcmp(s, m->text, m->len) == 0 && ann_ends(s + m->len)) {
			b = m;
			break;
		}
	}
	if (!b) {
		struct ann_bytes_key k = {s, ann_bytes_len(s)};
		if (!k.len || !ann_ends(s + k.len))
			return NULL;
		b = *ptab_find(&P->ann_bytes, intern_hash((const char *)s, k.len), &k, ann_bytes_eq,
			       NULL);
		if (!b)
			return NULL;
		if (i == ANN_MRU)
			i--;
	}
	unsigned id = intern_id(name);
	if (id < P->keyword_id_end && (P->keyword_ids[id >> 6] >> (id & 63) & 1))
		return NULL;
	for (; i > 0; i--)
		P->ann_mru[i] = P->ann_mru[i - 1];
	P->ann_mru[0] = b;
	*lenp = b->len;
	return b;
}

static void ann_text_free(struct parser *P)
{
	for (uint32_t i = 0; i < P->ann_text.cap; i++)
		free(P->ann_text.v[i]);
	ptab_free(&P->ann_text);
	for (uint32_t i = 0; i < P->ann_bytes.cap; i++)
		free(P->ann_bytes.v[i]);
	ptab_free(&P->ann_bytes);
	memset(P->ann_mru, 0, sizeof P->ann_mru);
	ptab_free(&P->types);
	tc_memo_reset(&P->memo);
}

static void ann_bytes_put(struct parser *P, const struct ann_bytes_key *k, uint64_t h, uint32_t nt,
			  const struct type *t)
{
	ptab_reserve(&P->ann_bytes, ann_bytes_hash, NULL);
	void **slot = ptab_find(&P->ann_bytes, h, k, ann_bytes_eq, NULL);
	if (*slot)
		return;
	struct ann_bytes *b = xmalloc(sizeof *b + k->len);
	b->h = h;
	b->t = t;
	b->nt = nt;
	b->len = k->len;
	memcpy(b->text, k->text, k->len);
	ptab_put(&P->ann_bytes, slot, b);
}

/* A type (parse_type_in) that, when a tile or tensor type that created
 * nothing else (no pl.dynamic var, no error), is the object of an equal
 * type parsed before (its own nodes freed): *kept then. */
static const struct type *parse_type_kept(struct parser *P, bool *kept)
{
	struct arena_mark m = arena_mark(P->a);
	uint32_t n_vars = P->prog->n_vars;
	int errors = diag_error_count();
	*kept = false;
	P->in_annotation++;
	const struct type *t = parse_type_in(P);
	P->in_annotation--;
	if (!t || (t->kind != TY_TILE && t->kind != TY_TENSOR) || t->memref || t->distributed ||
	    P->prog->n_vars != n_vars || diag_error_count() != errors)
		return t;
	ptab_reserve(&P->types, type_item_hash, NULL);
	void **slot = ptab_find(&P->types, type_hash(t), t, type_item_eq, NULL);
	if (*slot) {
		const struct type *seen = *slot;
		if (!arena_rewind(P->a, m))
			return t;
		t = seen;
	} else {
		ptab_put(&P->types, slot, (void *)t);
	}
	*kept = true;
	return t;
}

/* parse_type_kept for an annotation of constant tokens in a body parsed
 * alone: made in the arena that outlives the body (P->keep). */
static const struct type *parse_type_keep(struct parser *P, bool *kept)
{
	struct arena *a = P->a;
	struct ptab types = P->types;
	P->a = P->keep;
	P->types = P->keep_types;
	const struct type *t = parse_type_kept(P, kept);
	P->keep_types = P->types;
	P->types = types;
	P->a = a;
	return t;
}

/* Notes that the tokens of key are type t. */
static void ann_text_put(struct parser *P, const struct ann_key *key, uint64_t th, const struct type *t)
{
	struct ann_text *a = xmalloc(sizeof *a + key->n * sizeof *a->tok);
	a->h = th;
	a->t = t;
	a->n = key->n;
	memcpy(a->tok, key->tok, key->n * sizeof *key->tok);
	ptab_reserve(&P->ann_text, ann_item_hash, NULL);
	ptab_put(&P->ann_text, ptab_find(&P->ann_text, th, key, ann_item_eq, NULL), a);
}

/* A written `name: <type>` annotation.  Most statements repeat a few tile
 * and tensor types: an annotation equal to one seen before (and that
 * created nothing else: no pl.dynamic var, no error) is given the earlier
 * type object and its own nodes are freed. */
static const struct type *parse_annotation(struct parser *P)
{
	if (is(P, T_ANNOT)) /* the lexer found it by its bytes (ann_lookup) */
		return ((const struct ann_bytes *)next(P)->p)->t;
	uint32_t off = peek(P)->off;
	struct ann_bytes_key bkey = {P->L.base + off, 0};
	uint64_t bh = 0;
	if (off < UINT32_MAX && (bkey.len = ann_bytes_len(bkey.text))) {
		bh = intern_hash((const char *)bkey.text, bkey.len);
		const struct ann_bytes *b = *ptab_find(&P->ann_bytes, bh, &bkey, ann_bytes_eq, NULL);
		if (b && ann_bytes_match(P, b->nt, off, bkey.len)) {
			set_pos(P, P->pos + b->nt);
			return b->t;
		}
	}
	struct ann_tok tok[ANN_MAX_TOKENS];
	uint64_t th = 0;
	uint32_t nt = ann_scan(P, tok, &th, false);
	struct ann_key key = {tok, nt};
	if (nt) {
		void **hit = ptab_find(&P->ann_text, th, &key, ann_item_eq, NULL);
		if (*hit) {
			const struct type *t = ((const struct ann_text *)*hit)->t;
			if (bkey.len && ann_bytes_match(P, nt, off, bkey.len))
				ann_bytes_put(P, &bkey, bh, nt, t);
			set_pos(P, P->pos + nt);
			return t;
		}
	}
	uint32_t pos = P->pos;
	bool kept;
	const struct type *t = nt && P->keep ? parse_type_keep(P, &kept) : parse_type_kept(P, &kept);
	if (kept && nt && P->pos == pos + nt) {
		ann_text_put(P, &key, th, t);
		set_pos(P, pos);
		if (bkey.len && ann_bytes_match(P, nt, off, bkey.len))
			ann_bytes_put(P, &bkey, bh, nt, t);
		set_pos(P, pos + nt);
	}
	return t;
}

/* A type in a signature.  One of dotted names, integers, brackets and
 * commas only is given the type an earlier one of the same tokens was
 * (the same object), as an annotation is (parse_annotation): every kernel
 * of a program takes tensors of a few types. */
static const struct type *parse_type(struct parser *P)
{
	if (!P->in_signature)
		return parse_type_in(P);
	struct ann_tok tok[ANN_MAX_TOKENS];
	uint64_t th = 0;
	uint32_t nt = ann_scan(P, tok, &th, true);
	if (!nt)
		return parse_type_in(P);
	struct ann_key key = {tok, nt};
	void **hit = ptab_find(&P->ann_text, th, &key, ann_item_eq, NULL);
	if (*hit) {
		set_pos(P, P->pos + nt);
		return ((const struct ann_text *)*hit)->t;
	}
	uint32_t pos = P->pos;
	bool kept;
	const struct type *t = parse_type_kept(P, &kept);
	if (kept && P->pos == pos + nt)
		ann_text_put(P, &key, th, t);
	return t;
}

/* Whether rebinding a tensor or tile name to a value of type T changes what
 * the reference never lets a plain rebinding change (#642): the dtype, or a
 * static extent of the shape (valid regions, views and memory may differ).
 * An annotated assignment declares the name's new type (printed IR retypes
 * that way). */
static bool shape_clash(const struct type *old, const struct type *t)
{
	if (old->kind != t->kind || (t->kind != TY_TENSOR && t->kind != TY_TILE))
		return false;
	if (old->dtype != t->dtype || old->shape.n != t->shape.n)
		return true;
	for (uint32_t i = 0; i < t->shape.n; i++) {
		const struct expr *a = old->shape.v[i], *b = t->shape.v[i];
		if (a->kind == EX_INT && b->kind == EX_INT && a->u.i != b->u.i)
			return true;
	}
	return false;
}

/* The var an assignment to NAME defines.  Outside strict SSA a name bound
 * in the function (parameter, local, loop variable, iter arg) keeps its var
 * when the value has the same type (MemRefs aside): the program is not in
 * SSA form until ConvertToSSA (ir.h, "Non-SSA programs").  A value of
 * another type makes a new var of the same name; without an annotation a
 * tensor or tile of another dtype or static shape is an error, as in the
 * reference (shape_clash).  Under strict_ssa=True a second binding of a name is an
 * error. */
static struct var *bind_assign_var(struct parser *P, struct token *name, const struct type *t,
				   bool annotated);

static struct var *bind_assign(struct parser *P, struct token *name, const struct type *t,
			       bool annotated)
{
	struct var *v = bind_assign_var(P, name, t, annotated);
	note_binding(P, v);
	return v;
}

static struct var *bind_assign_var(struct parser *P, struct token *name, const struct type *t,
				   bool annotated)
{
	struct sym *s = sym_find(P, name->text);
	if (!s || !s->var || s->var->kind == VAR_DYN)
		return new_var(P, name->text, VAR_LOCAL, t, tspan(P, name));
	struct var *v = s->var;
	if (P->strict_ssa && !(v->id >= P->sib_lo && v->id < P->sib_hi)) {
		diag_error(tspan(P, name), "'%s' is assigned again in a strict_ssa function", name->text);
		diag_note(v->span, "first assigned here (use another name, or drop strict_ssa=True)");
		return new_var(P, name->text, VAR_LOCAL, t, tspan(P, name));
	}
	if (v->type && t && v->type->kind != TY_UNKNOWN && t->kind != TY_UNKNOWN &&
	    !tc_types_match(v->type, t)) {
		if (!annotated && shape_clash(v->type, t)) {
			struct buf x = {0}, y = {0};
			print_type(&x, v->type);
			print_type(&y, t);
			diag_error(tspan(P, name), "cannot reassign '%s' of type %s to a value of type %s",
				   name->text, x.data, y.data);
			diag_note(v->span, "'%s' first bound here", name->text);
			buf_free(&x);
			buf_free(&y);
		}
		return new_var(P, name->text, VAR_LOCAL, t, tspan(P, name));
	}
	return v;
}

/* Defines the targets of `targets = pl.yield_(values)` in the innermost
 * yield context. */
static void bind_yield(struct parser *P, struct token **names, uint32_t n, const struct type *annot,
		       struct span annot_span, struct expr_list values, struct span sp)
{
	struct yield_ctx *yc = P->yc;
	if (!yc) {
		diag_error(sp, "pl.yield_ outside a loop or if");
		return;
	}
	yc->yielded = true;
	if (n != values.n) {
		diag_error(sp, "%u targets for %u yielded values", n, values.n);
		return;
	}
	if (yc->kind == YC_LOOP && yc->n_expected != n)
		diag_error(sp, "the loop carries %u values but yields %u", yc->n_expected, n);
	else if (yc->kind == YC_LOOP && yc->iters)
		for (uint32_t i = 0; i < n; i++)
			tc_check_value(yc->iters[i].var->type, values.v[i], values.v[i]->span,
				       "the yielded value");
	if (yc->kind == YC_IF_ELSE && !(yc->defines && !yc->n_vars)) {
		if (yc->n_vars != n) {
			diag_error(sp, "the else branch yields %u values, the then branch %u", n,
				   yc->n_vars);
			return;
		}
		for (uint32_t i = 0; i < n; i++) {
			struct var *v = yc->vars[i];
			if (v->name != names[i]->text)
				diag_error(tspan(P, names[i]),
					   "the else branch yields into '%s', the then branch into '%s'",
					   names[i]->text, v->name);
			const struct type *vt = ir_expr_type(values.v[i]);
			if (!ir_type_equal(v->type, vt) && v->type->kind != TY_UNKNOWN &&
			    vt->kind != TY_UNKNOWN && v->type->kind != vt->kind)
				diag_error(values.v[i]->span, "the branches yield different kinds of values");
		}
		return;
	}
	yc->vars = ARENA_ARRAY(P->a, struct var *, n ? n : 1);
	yc->n_vars = n;
	/* The results of a loop's several-value yield, which the printer cannot
	 * annotate, take their iter args' types, MemRefs included, as the
	 * reference's loop builder infers them; a one-value yield's result takes
	 * its annotation or the yielded value's type, as the printer writes it. */
	bool from_iters = yc->kind == YC_LOOP && yc->iters && n > 1 && n == yc->n_expected;
	for (uint32_t i = 0; i < n; i++) {
		const struct type *it = from_iters ? yc->iters[i].var->type : NULL;
		const struct type *t = it && it->kind != TY_UNKNOWN
			? it
			: tc_assign_type(P->a, n == 1 ? annot : NULL, values.v[i], annot_span,
					 &P->memo);
		yc->vars[i] = new_var(P, names[i]->text, VAR_LOCAL, t, tspan(P, names[i]));
	}
}

/* yield_call ::= "pl.yield_" "(" [ exprs ] ")" */
static bool parse_yield_values(struct parser *P, struct expr_list *out)
{
	struct args A;
	bool ok = parse_args(P, &A);
	if (ok && (A.n_kw || A.has_attrs)) {
		perr(P, A.n_kw ? A.kw[0].span : A.end, "pl.yield_ takes positional values only");
		ok = false;
	}
	if (ok)
		*out = args_list(P, A.pos, A.n_pos);
	args_free(&A);
	return ok;
}

/* Whether a yield statement starts here: `pl.yield_(...)` that is the
 * whole rest of the statement (inside a larger expression it is a yield
 * expression, yield_expression()), possibly in parentheses (`x: T = (
 * pl.yield_(v))`, the same statement to Python).  Returns the number of
 * parentheses around the call, -1 when no yield statement starts here.
 * `pl.yield_` is three tokens, or one after `=` (the lexer's call heads). */
static __attribute__((noinline)) int at_yield_scan(struct parser *P)
{
	uint32_t p = 0;
	while (peek_at(P, p)->kind == T_LPAREN)
		p++;
	struct token *t = peek_at(P, p);
	uint32_t k;
	if (t->kind == T_NAME && t->text == P->w_yield && peek_at(P, p + 1)->kind == T_LPAREN)
		k = p + 2;
	else if (t->kind == T_NAME && t->text == P->w_pl && peek_at(P, p + 1)->kind == T_DOT &&
		 peek_at(P, p + 2)->kind == T_NAME && peek_at(P, p + 2)->text == P->w_yield_word &&
		 peek_at(P, p + 3)->kind == T_LPAREN)
		k = p + 4;
	else
		return -1;
	for (int d = 1; d > 0; k++) {
		enum tok_kind kk = peek_at(P, k)->kind;
		if (kk == T_EOF || kk == T_NEWLINE)
			return p ? -1 : 0; /* unbalanced: the statement reports it */
		d += kk == T_LPAREN || kk == T_LBRACK || kk == T_LBRACE;
		d -= kk == T_RPAREN || kk == T_RBRACK || kk == T_RBRACE;
	}
	for (uint32_t i = 0; i < p; i++, k++)
		if (peek_at(P, k)->kind != T_RPAREN)
			return -1;
	enum tok_kind after = peek_at(P, k)->kind;
	return after == T_NEWLINE || after == T_SEMI || after == T_EOF || after == T_DEDENT ? (int)p : -1;
}

/* at_yield, inline for what decides most statements: a right side that
 * starts with a name other than pl (or the one token pl.yield_), or with
 * pl.NAME where NAME is not yield_, is not a yield (the two tokens after pl
 * are the next slots when they were lexed into the same chunk: a line is
 * lexed whole). */
TOK_INLINE int at_yield(struct parser *P)
{
	struct token *t0 = peek(P);
	if (t0->kind == T_NAME && ((t0->text != P->w_pl && t0->text != P->w_yield) ||
	    ((P->pos & (LEX_CHUNK - 1)) + 2 < LEX_CHUNK && P->pos + 2 < P->L.n &&
	     t0[1].kind == T_DOT && t0[2].kind == T_NAME && t0[2].text != P->w_yield_word)))
		return -1;
	return at_yield_scan(P);
}

/* Parses the values of the yield statement at_yield() found `p`
 * parentheses deep. */
static bool parse_yield_stmt_values(struct parser *P, int p, struct expr_list *out)
{
	for (int i = 0; i < p; i++)
		next(P);
	if (next(P)->text != P->w_yield) /* pl . yield_, not the one token */
		next(P), next(P);
	if (!parse_yield_values(P, out))
		return false;
	for (int i = 0; i < p; i++)
		if (!expect(P, T_RPAREN, "')'"))
			return false;
	return true;
}

/* The targets of an assignment: names, at most one parenthesized group
 * (the results of `(a, b), tid = pl.submit(...)`). */
struct targets {
	struct token *name[64];
	uint8_t group[64];  /* 1: inside the parenthesized group */
	uint32_t n, n_top;  /* names; top-level targets (a group counts once) */
	bool has_group;
};

/* target_list ::= target { "," target }   target ::= NAME | "(" NAME { "," NAME } [","] ")" */
static bool parse_targets(struct parser *P, struct targets *T)
{
	T->n = T->n_top = 0;
	T->has_group = false;
	do {
		bool group = accept(P, T_LPAREN);
		if (group && T->has_group) {
			perr(P, tspan(P, peek(P)), "only one parenthesized group of targets is supported");
			return false;
		}
		T->has_group |= group;
		do {
			if (!is(P, T_NAME) || T->n == 64) {
				perr(P, tspan(P, peek(P)), "expected a name in the assignment targets");
				return false;
			}
			T->group[T->n] = group;
			T->name[T->n++] = next(P);
		} while (group && accept(P, T_COMMA) && !is(P, T_RPAREN));
		if (group && !expect(P, T_RPAREN, "')'"))
			return false;
		T->n_top++;
	} while (accept(P, T_COMMA) && !is(P, T_ASSIGN));
	return true;
}

/* Whether the line starts with `( NAME {, NAME} ) ,|=`: a group of targets. */
static bool at_group_target(struct parser *P)
{
	if (!is(P, T_LPAREN))
		return false;
	uint32_t k = 1;
	while (peek_at(P, k)->kind == T_NAME || peek_at(P, k)->kind == T_COMMA)
		k++;
	enum tok_kind after = peek_at(P, k + 1)->kind;
	return k > 1 && peek_at(P, k)->kind == T_RPAREN && (after == T_COMMA || after == T_ASSIGN);
}

/* name = tmp[i] for every target name, the k-th name taking item first + k. */
static void bind_items(struct parser *P, struct stmt_buf *out, struct var *tmp, struct token **names,
		       uint32_t n, uint32_t first, struct span sp)
{
	const struct type *tt = tmp->type;
	for (uint32_t k = 0; k < n; k++) {
		struct expr *g = ir_new_getitem(P->a, ir_new_var_ref(P->a, tmp, sp), first + k, sp);
		g->type = tt->kind == TY_TUPLE && first + k < tt->n_elems ? tt->elems[first + k]
									  : ir_type_unknown();
		ir_sb_push(out, ir_new_assign(P->a, bind_assign(P, names[k], g->type, false), g, sp));
	}
}

/* Unpacking of a tuple value, as the reference desugars it: the value is
 * bound to a temporary (`_submit_tmp` for a task submission, `_tuple_tmp`
 * otherwise) and each target to its item; `out, tid = pl.submit(...)`
 * binds the callee's results (a name, or a group for several) and the task
 * id, the last item. */
static bool unpack(struct parser *P, struct stmt_buf *out, struct targets *T, struct expr *v,
		   struct span sp)
{
	const struct type *t = ir_expr_type(v);
	bool submit = v->kind == EX_FCALL && v->u.fcall.submit;
	uint32_t want = t->kind == TY_TUPLE ? t->n_elems : 0;
	if (t->kind != TY_TUPLE && t->kind != TY_UNKNOWN) {
		perr(P, v->span, "cannot unpack a value that is not a tuple (%s)",
		     t->kind == TY_SCALAR ? "a scalar" : t->kind == TY_TILE ? "a tile" :
		     t->kind == TY_TENSOR ? "a tensor" : "not a tuple");
		return false;
	}
	if (submit && (T->n_top != 2 || T->group[T->n - 1])) {
		perr(P, sp, "a task submission unpacks into exactly 2 targets: result, tid = "
			    "pl.submit(...) (a group for several results: (a, b), tid = ...)");
		return false;
	}
	if (!submit && T->has_group) {
		perr(P, sp, "a parenthesized group of targets is only for the results of pl.submit");
		return false;
	}
	if (want && T->n != want) {
		perr(P, sp, "cannot unpack %u values into %u targets", want, T->n);
		return false;
	}
	struct var *tmp = new_var(P, intern_cstr(submit ? "_submit_tmp" : "_tuple_tmp"), VAR_LOCAL, t, sp);
	ir_sb_push(out, ir_new_assign(P->a, tmp, v, sp));
	bind_items(P, out, tmp, T->name, T->n, 0, sp);
	if (submit) {
		/* the results are produced by the task whose id is the last target */
		struct sym *ts = sym_find(P, T->name[T->n - 1]->text);
		for (uint32_t k = 0; ts && ts->var && k + 1 < T->n; k++) {
			struct sym *rs = sym_find(P, T->name[k]->text);
			if (!rs || !rs->var || rs->var == ts->var)
				continue;
			struct binding *b = binding_of(P, rs->var);
			b->tid = ts->var;
			b->tid_serial = binding_of(P, ts->var)->serial;
			b->at = v->span;
		}
	}
	return true;
}

/* assign ::= NAME [ ":" type ] "=" (expr | yield_call)
 *          | target_list "=" (yield_call | expr)
 *          | NAME augop expr */
static bool parse_assign(struct parser *P, struct stmt_buf *out)
{
	struct targets T;
	struct span sp = tspan(P, peek(P));
	if (!parse_targets(P, &T))
		return false;
	struct token **names = T.name;
	uint32_t n = T.n;
	bool single = T.n_top == 1 && !T.has_group;
	const struct type *annot = NULL;
	struct span annot_span = sp;
	bool annot_assign = false;
	if (single && (is(P, T_ANNOT) || accept(P, T_COLON))) {
		annot_span = tspan(P, peek(P));
		/* the lexer's one token for a known annotation (and the colon
		 * before it) spans all of it; it took the `=` after it too */
		bool one_token = is(P, T_ANNOT);
		annot_assign = one_token && peek(P)->ann_assign;
		if (!(annot = parse_annotation(P))) {
			/* define the target anyway so its uses are not reported again */
			if (!sym_find(P, names[0]->text))
				new_var(P, names[0]->text, VAR_LOCAL, ir_type_unknown(), tspan(P, names[0]));
			return false;
		}
		if (!one_token)
			annot_span = span_to_prev(P, annot_span);
	}
	enum tok_kind ak = peek(P)->kind;
	if (single && !annot && ak >= T_PLUSEQ && ak <= T_PERCENTEQ) {
		next(P);
		struct expr *r = parse_expr(P);
		if (!r)
			return false;
		static const enum binop ops[] = {BO_ADD, BO_SUB, BO_MUL, BO_DIV, BO_FLOORDIV, BO_MOD};
		struct expr *l = name_value(P, names[0]->text, tspan(P, names[0]));
		struct expr *v = binary(P, ops[ak - T_PLUSEQ], l, r);
		const struct type *t = tc_assign_type(P->a, NULL, v, sp, &P->memo);
		ir_sb_push(out, ir_new_assign(P->a, bind_assign(P, names[0], t, false), v, span_join(sp, v->span)));
		return true;
	}
	if (!annot_assign && !expect(P, T_ASSIGN, "'='"))
		return false;
	int yp = at_yield(P);
	if (yp >= 0) {
		/* `(a,) = pl.yield_(x)` / `(a, b) = ...`: one parenthesized group is
		 * the plain name list */
		if (T.has_group && T.n_top != 1) {
			perr(P, sp, "pl.yield_ assigns plain names: a, b = pl.yield_(x, y)");
			return false;
		}
		/* up to the end of `pl` (of the one token pl.yield_ too) */
		struct span ysp = tspan(P, peek_at(P, (uint32_t)yp));
		ysp.end = 2;
		struct expr_list vals;
		if (!parse_yield_stmt_values(P, yp, &vals))
			return false;
		bind_yield(P, names, n, annot, annot_span, vals, span_join(sp, ysp));
		ir_sb_push(out, ir_new_yield(P->a, vals, sp));
		return true;
	}
	struct expr *claimed = NULL, **save_slot = P->alloc_slot;
	P->alloc_slot = single ? &claimed : NULL;
	struct expr *v = parse_expr(P);
	P->alloc_slot = save_slot;
	if (claimed && claimed != v) {
		diag_error(claimed->span, "a window-buffer allocation must be the whole right side of a "
			   "simple assignment `NAME = ...`: the buffer is named after its variable");
		claimed = NULL;
	}
	if (claimed)
		declare_window(P, names[0]->text, tspan(P, names[0]));
	if (!v) {
		/* Define the targets anyway so their uses are not reported again. */
		for (uint32_t i = 0; i < n; i++)
			if (!sym_find(P, names[i]->text))
				new_var(P, names[i]->text, VAR_LOCAL, annot ? annot : ir_type_unknown(),
					tspan(P, names[i]));
		return false;
	}
	int inv = single && v->kind == EX_SYMBOL && v->u.s == P->w_none
		  ? ir_op_lookup("pl.system.task_invalid", NULL) : -1;
	if (inv >= 0) /* `prev_tid = None`: the "no producer yet" seed of a
			 task-id carry, which the reference binds as task_invalid() */
		v = tc_op_call(P->a, (unsigned)inv, NULL, (struct expr_list){0}, NULL, 0,
			       (struct attr_list){0}, v->span, NULL);
	if (single) {
		const struct type *t = tc_assign_type(P->a, annot, v, annot_span, &P->memo);
		ir_sb_push(out, ir_new_assign(P->a, bind_assign(P, names[0], t, annot != NULL), v, sp));
		return true;
	}
	return unpack(P, out, &T, v, sp);
}

/* Whether `text` is a `type: ignore` comment that covers `code`: bare, or
 * with `code` in its bracketed list (`type: ignore[return-value]`). */
static bool ignore_covers(const char *text, const char *code)
{
	static const char kw[] = "type:";
	if (strncmp(text, kw, sizeof kw - 1))
		return false;
	text += sizeof kw - 1;
	while (*text == ' ')
		text++;
	if (strncmp(text, "ignore", 6))
		return false;
	text += 6;
	if (*text != '[')
		return *text == 0 || *text == ' ' || *text == '#';
	size_t n = strlen(code);
	for (const char *c = text + 1; *c && *c != ']';) {
		while (*c == ' ' || *c == ',')
			c++;
		const char *e = c;
		while (*e && *e != ',' && *e != ']' && *e != ' ')
			e++;
		if ((size_t)(e - c) == n && !strncmp(c, code, n))
			return true;
		c = e;
	}
	return false;
}

/* Whether the current simple statement carries a `type: ignore` comment for
 * `code`, leading it (the reference prints a trailing comment above its
 * statement) or trailing it on its last line.  Called once the statement's
 * last token and the one after it are lexed, so its trailing comment is. */
static bool type_ignored(struct parser *P, const char *code)
{
	for (size_t i = 0; i < P->carry.n; i++)
		if (ignore_covers(P->carry.items[i], code))
			return true;
	int last = P->pos ? lex_tok(&P->L, P->pos - 1)->line : 0;
	for (uint32_t i = P->stmt_ci; i < P->L.n_comments && P->L.comments[i].line <= last; i++)
		if (ignore_covers(P->L.comments[i].text, code))
			return true;
	return false;
}

/* return_stmt ::= "return" [ expr { "," expr } ] */
static struct stmt *parse_return(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	struct expr *v[64];
	uint32_t n = 0;
	if (!is(P, T_NEWLINE) && !is(P, T_SEMI)) {
		do {
			if (n == 64) {
				perr(P, tspan(P, peek(P)), "too many return values");
				return NULL;
			}
			if (!(v[n++] = parse_expr(P)))
				return NULL;
		} while (accept(P, T_COMMA));
	}
	struct function *f = P->fn;
	bool unchecked = type_ignored(P, "return-value");
	/* a function written without `->` may return values (the reference
	 * derives its result types from its first return) */
	/* one tuple value may stand for all the results: return self.g(...) */
	const struct type *t0 = n == 1 ? ir_expr_type(v[0]) : NULL;
	if (f && f->n_rets > 1 && n == 1 && (t0->kind == TY_UNKNOWN ||
					      (t0->kind == TY_TUPLE && t0->n_elems == f->n_rets))) {
		for (uint32_t i = 0; t0->kind == TY_TUPLE && i < f->n_rets; i++)
			if (!tc_type_agrees(f->rets[i], t0->elems[i]))
				diag_error(v[0]->span, "item %u of the returned tuple does not have result "
					   "type %u", i, i);
	} else if (f && f->n_rets == 1 && n > 1 && f->rets[0]->kind == TY_TUPLE &&
		   f->rets[0]->n_elems == n) {
		/* `-> pl.Tuple[A, B]` (one tuple result) returned as `return a, b` */
		for (uint32_t i = 0; !unchecked && i < n; i++)
			tc_check_passed(f->rets[0]->elems[i], v[i], v[i]->span, "the returned value");
	} else if (f && f->n_rets && n != f->n_rets)
		diag_error(sp, "function '%s' returns %u values, this returns %u", f->name, f->n_rets, n);
	else if (f && !unchecked)
		for (uint32_t i = 0; i < n && i < f->n_rets; i++) {
			/* a tensor returned for a tensor result of its shape keeps
			 * the declared type whatever its dtype, as the reference
			 * accepts it (test_type_resolver: an FP16 parameter
			 * returned as FP32); a shape that differs is an error */
			if (tc_tensor_shapes_agree(f->rets[i], ir_expr_type(v[i])))
				continue;
			tc_check_passed(f->rets[i], v[i], v[i]->span, "the returned value");
		}
	return ir_new_return(P->a, args_list(P, v, n), sp);
}

/* The return statement of an inline body being expanded: its value (a
 * tuple of several) is the call's value, not a statement. */
static bool inline_return(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	struct expr *v[64];
	uint32_t n = 0;
	while (!is(P, T_NEWLINE) && !is(P, T_SEMI)) {
		if (n == 64) {
			perr(P, tspan(P, peek(P)), "too many return values");
			return false;
		}
		if (!(v[n++] = parse_expr(P)))
			return false;
		if (!accept(P, T_COMMA))
			break;
	}
	if (!n) {
		perr(P, sp, "an inline function's return must give its value");
		return false;
	}
	*P->inline_ret = n == 1 ? v[0] : ir_new_list(P->a, args_list(P, v, n), span_join(sp, v[n - 1]->span));
	return true;
}

/* simple ::= return_stmt | "pass" | "break" | "continue" | "..." | assign
 *          | yield_call | "pl.func_attr" "(" dict ")" | expr */
/* Adds the attributes of a pl.func_attr to the function's (those of its
 * decorator and earlier pl.func_attr calls); a key given twice is an error. */
static void merge_func_attrs(struct parser *P, struct attr_list *have, struct attr_list add, struct span sp)
{
	uint32_t n = have->n;
	struct attr *v = ARENA_ARRAY(P->a, struct attr, n + add.n ? n + add.n : 1);
	if (n)
		memcpy(v, have->v, n * sizeof *v);
	for (uint32_t i = 0; i < add.n; i++) {
		bool dup = false;
		for (uint32_t j = 0; j < n && !dup; j++)
			dup = strcmp(v[j].key, add.v[i].key) == 0;
		if (dup) {
			perr(P, sp, "duplicate function attribute '%s': each attribute may be declared only once",
			     add.v[i].key);
			continue;
		}
		v[n++] = add.v[i];
	}
	have->v = v;
	have->n = n;
}

static struct stmt *parse_simple(struct parser *P, struct stmt_buf *out, bool *skip)
{
	struct token *t = peek(P);
	*skip = false;
	if (is_word(t, P->w_return) && P->inline_ret) {
		*skip = inline_return(P);
		return NULL;
	}
	if (is_word(t, P->w_return))
		return parse_return(P);
	if (is_word(t, P->w_pass) || t->kind == T_ELLIPSIS) {
		P->saw_ellipsis |= t->kind == T_ELLIPSIS;
		next(P);
		*skip = true;
		return NULL;
	}
	if (is_word(t, P->w_break) || is_word(t, P->w_continue)) {
		next(P);
		if (P->loop_kind == FOR_PARALLEL || P->loop_kind == FOR_UNROLL)
			perr(P, tspan(P, t), "'%s' is not allowed in %s loop: its iterations do not "
					     "run one after another", t->text,
			     P->loop_kind == FOR_PARALLEL ? "a parallel" : "an unrolled");
		return ir_new_stmt(P->a, t->text == P->w_break ? ST_BREAK : ST_CONTINUE, tspan(P, t));
	}
	if (t->kind == T_STRING && peek_at(P, 1)->kind == T_NEWLINE) { /* docstring */
		next(P);
		P->docstring = t->text ? t->text : "";
		*skip = true;
		return NULL;
	}
	if (t->kind == T_NAME) {
		enum tok_kind k2 = peek_at(P, 1)->kind;
		if (k2 == T_COLON || k2 == T_ANNOT || k2 == T_ASSIGN || k2 == T_COMMA ||
		    (k2 >= T_PLUSEQ && k2 <= T_PERCENTEQ)) {
			/* pushed into out directly: unpacking makes several */
			*skip = parse_assign(P, out);
			return NULL;
		}
	}
	if (at_group_target(P)) {
		*skip = parse_assign(P, out);
		return NULL;
	}
	if (at_subscript_write(P)) {
		*skip = parse_subscript_write(P, out);
		return NULL;
	}
	int yp = at_yield(P);
	if (yp >= 0) {
		struct expr_list vals;
		if (!parse_yield_stmt_values(P, yp, &vals))
			return NULL;
		if (P->yc)
			P->yc->yielded = true;
		else
			diag_error(tspan(P, t), "pl.yield_ outside a loop or if");
		return ir_new_yield(P->a, vals, tspan(P, t));
	}
	if (t->kind == T_NAME && t->text == intern_cstr("pl") && peek_at(P, 1)->kind == T_DOT &&
	    peek_at(P, 2)->kind == T_NAME && peek_at(P, 2)->text == intern_cstr("cond") &&
	    peek_at(P, 3)->kind == T_LPAREN) {
		/* cond_stmt ::= "pl.cond" "(" expr ")"  (first statement of a pl.while_ body) */
		next(P), next(P), next(P), next(P);
		struct expr *c = parse_expr(P);
		if (!c || !expect(P, T_RPAREN, "')'"))
			return NULL;
		tc_expect_scalar(c, "a loop condition");
		if (!P->pending_while || P->pending_while->u.wloop.cond)
			diag_error(tspan(P, t), "pl.cond must be the first statement of a pl.while_ body");
		else
			P->pending_while->u.wloop.cond = c;
		*skip = true;
		return NULL;
	}
	if (t->kind == T_NAME && t->text == intern_cstr("pl") && peek_at(P, 1)->kind == T_DOT &&
	    peek_at(P, 2)->kind == T_NAME && peek_at(P, 2)->text == intern_cstr("dump_tag") &&
	    peek_at(P, 3)->kind == T_LPAREN) {
		next(P), next(P), next(P);
		parse_dump_tag(P, tspan(P, t));
		*skip = true;
		return NULL;
	}
	if (t->kind == T_NAME && t->text == intern_cstr("pl") && peek_at(P, 1)->kind == T_DOT &&
	    peek_at(P, 2)->kind == T_NAME &&
	    (peek_at(P, 2)->text == intern_cstr("static_print") ||
	     peek_at(P, 2)->text == intern_cstr("static_assert")) &&
	    peek_at(P, 3)->kind == T_LPAREN) {
		bool is_assert = peek_at(P, 2)->text == intern_cstr("static_assert");
		next(P), next(P), next(P);
		parse_static(P, tspan(P, t), is_assert);
		*skip = true;
		return NULL;
	}
	if (t->kind == T_NAME && t->text == intern_cstr("pl") && peek_at(P, 1)->kind == T_DOT &&
	    peek_at(P, 2)->kind == T_NAME && peek_at(P, 2)->text == intern_cstr("func_attr")) {
		next(P), next(P), next(P);
		struct attr_list al;
		if (!expect(P, T_LPAREN, "'('") || !parse_dict(P, &al) || !expect(P, T_RPAREN, "')'"))
			return NULL;
		*skip = true;
		if (!P->fn)
			return NULL;
		if (P->past_prologue || P->block_depth > 1) {
			perr(P, tspan(P, t), "pl.func_attr must appear before every other statement of the "
			     "function body");
			return NULL;
		}
		for (uint32_t i = 0; i < al.n; i++)
			if (!strcmp(al.v[i].key, "auto_scope") || !strcmp(al.v[i].key, "external_source")) {
				perr(P, tspan(P, t), "'%s' cannot be set with pl.func_attr: it is read before "
				     "the body; give it in @pl.function(%s=...)", al.v[i].key, al.v[i].key);
				return NULL;
			}
		merge_func_attrs(P, &P->fn->attrs, al, tspan(P, t));
		return NULL;
	}
	/* Any expression is a statement (pypto EvalStmt: a call, a constant, a
	 * tuple item ...), evaluated for its effect. */
	struct expr *e = parse_expr(P);
	if (!e)
		return NULL;
	if (e->kind == EX_FCALL && e->u.fcall.submit) {
		perr(P, e->span, "the result of %s must be unpacked: out, tid = %s(...)",
		     e->u.fcall.submit->kind == SUBMIT_SPMD ? "pl.spmd_submit" : "pl.submit",
		     e->u.fcall.submit->kind == SUBMIT_SPMD ? "pl.spmd_submit" : "pl.submit");
		return NULL;
	}
	return ir_new_eval(P->a, e, e->span);
}

/* range_call ::= ("pl.range"|"pl.parallel"|"pl.unroll"|"pl.pipeline") arglist
 * (a bare Python `range` is an error, as in the reference) */
static bool parse_range(struct parser *P, struct stmt *s, const char *path, struct span sp,
			struct args *A)
{
	static const char *const kinds[FOR_COUNT] = {"pl.range", "pl.parallel", "pl.unroll",
						     "pl.pipeline"};
	s->u.loop.kind = FOR_RANGE;
	for (int i = 0; i < FOR_COUNT; i++)
		if (strcmp(path, kinds[i]) == 0)
			s->u.loop.kind = (uint8_t)i;
	if (!parse_args(P, A))
		return false;
	if (A->n_pos < 1 || A->n_pos > 3) {
		perr(P, sp, "%s takes 1 to 3 positional arguments", path);
		return false;
	}
	struct expr *one = ir_new_int(P->a, 1, DT_INDEX, sp), *zero = ir_new_int(P->a, 0, DT_INDEX, sp);
	s->u.loop.start = A->n_pos >= 2 ? A->pos[0] : zero;
	s->u.loop.stop = A->n_pos >= 2 ? A->pos[1] : A->pos[0];
	s->u.loop.step = A->n_pos == 3 ? A->pos[2] : one;
	tc_expect_scalar(s->u.loop.start, "a loop bound");
	tc_expect_scalar(s->u.loop.stop, "a loop bound");
	tc_expect_scalar(s->u.loop.step, "a loop step");
	for (uint32_t i = 0; i < A->n_kw; i++) {
		const struct tc_named *k = &A->kw[i];
		if (k->name == P->w_init_values)
			continue;
		if (k->name == P->w_stage && s->u.loop.kind == FOR_PIPELINE)
			s->u.loop.stage = k->value;
		else if (strcmp(k->name, "chunk") == 0 && s->u.loop.kind != FOR_PIPELINE) {
			/* chunk=C: split the loop into chunks of C iterations (the
			 * reference's SplitChunkedLoops); as its rules say, a
			 * compile-time positive integer, without init_values */
			const struct expr *c = k->value;
			if (c->kind != EX_INT || !(c->flags & EXF_PYCONST) || c->u.i <= 0) {
				perr(P, c->span, "chunk must be a compile-time constant positive integer");
				return false;
			}
			if (find_kw(A, "init_values")) {
				perr(P, k->span, "chunk cannot be combined with init_values");
				return false;
			}
			s->u.loop.chunk = c->u.i;
		} else if (strcmp(k->name, "chunk_policy") == 0 && s->u.loop.kind != FOR_PIPELINE) {
			const struct expr *c = k->value;
			if (c->kind != EX_STR || (strcmp(c->u.s, "leading_full") != 0 &&
						  strcmp(c->u.s, "guarded") != 0)) {
				perr(P, c->span, "chunk_policy is \"leading_full\" or \"guarded\"");
				return false;
			}
			s->u.loop.chunk_policy = c->u.s;
		} else {
			perr(P, k->span, "unknown keyword '%s' of %s", k->name, path);
			return false;
		}
	}
	if (s->u.loop.chunk_policy && !s->u.loop.chunk) {
		perr(P, sp, "chunk_policy= needs chunk=");
		return false;
	}
	/* an unrolled loop is copied out before ConvertToSSA, so it carries
	 * nothing: its copies re-assign the names instead (as the reference).
	 * The loop is still read, so its body reports only its own errors. */
	const struct tc_named *iv = find_kw(A, "init_values");
	if (iv && s->u.loop.kind == FOR_UNROLL)
		diag_error(iv->span, "pl.unroll() cannot be combined with init_values");
	s->u.loop.attrs = A->attrs;
	return true;
}

/* Turns init_values=(a, b) into a list of expressions. */
static bool init_values(struct parser *P, struct args *A, struct expr_list *out, struct span sp)
{
	const struct tc_named *k = find_kw(A, "init_values");
	if (!k) {
		*out = (struct expr_list){0, NULL};
		return true;
	}
	if (k->value->kind != EX_LIST) {
		perr(P, k->value->span, "init_values must be a tuple: init_values=(x,)");
		return false;
	}
	*out = k->value->u.list;
	return true;
}

/* Parses a loop/if body under yield context `yc`; checks that a yield, if
 * any, is the last statement. */
static struct stmt_list parse_yield_block(struct parser *P, struct yield_ctx *yc)
{
	struct yield_ctx *save = P->yc;
	P->yc = yc;
	struct stmt_list body = parse_block(P);
	P->yc = save;
	for (uint32_t i = 0; i + 1 < body.n; i++)
		if (body.v[i]->kind == ST_YIELD)
			diag_error(body.v[i]->span, "pl.yield_ must be the last statement of its block");
	return body;
}

/* Creates a VAR_ITER per target name with its init's type. */
static struct iter_arg *make_iters(struct parser *P, struct token **names, uint32_t n,
				   struct expr_list inits, struct span sp)
{
	if (n != inits.n) {
		diag_error(sp, "%u loop-carried names for %u init_values", n, inits.n);
		if (inits.n < n)
			n = inits.n;
	}
	struct iter_arg *it = ARENA_ARRAY(P->a, struct iter_arg, n ? n : 1);
	for (uint32_t i = 0; i < n; i++) {
		it[i].init = inits.v[i];
		it[i].var = new_var(P, names[i]->text, VAR_ITER, ir_expr_type(inits.v[i]), tspan(P, names[i]));
	}
	return it;
}

/* The return vars of a loop written with init_values but no yield (the
 * reference's synthetic `<iter>_out` names, unbound in the body's scope):
 * typed as the iter args. */
static struct var **out_vars(struct parser *P, const struct iter_arg *it, uint32_t n, struct span sp)
{
	struct var **rv = ARENA_ARRAY(P->a, struct var *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		rv[i] = ir_new_var(P->prog, intern_cstr(arena_printf(P->a, "%s_out", it[i].var->name)),
				   VAR_LOCAL, it[i].var->type, sp);
	return rv;
}

/* The results of a loop whose values are yielded inside a pl.split_aiv
 * region, named as ConvertToSSA names them (the reference prints no names
 * for them): iter arg `x__iter_vN` gives `x__rv_v<N+1>`, which later
 * statements read. */
static struct var **region_out_vars(struct parser *P, const struct iter_arg *it, uint32_t n,
				    struct span sp)
{
	struct var **rv = ARENA_ARRAY(P->a, struct var *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++) {
		const char *name = it[i].var->name, *m = strstr(name, "__iter_v");
		char *end = NULL;
		long ver = m ? strtol(m + 8, &end, 10) : -1;
		if (!m || !end || *end || ver < 0 || ver >= 1000000000L) {
			rv[i] = ir_new_var(P->prog, intern_cstr(arena_printf(P->a, "%s_out", name)),
					   VAR_LOCAL, it[i].var->type, sp);
			continue;
		}
		rv[i] = new_var(P, intern_cstr(arena_printf(P->a, "%.*s__rv_v%ld", (int)(m - name), name,
							    ver + 1)), VAR_LOCAL, it[i].var->type, sp);
	}
	return rv;
}

/* name_tuple ::= "(" NAME { "," NAME } [","] ")" */
static bool parse_name_tuple(struct parser *P, struct token **names, uint32_t *n)
{
	*n = 0;
	if (!expect(P, T_LPAREN, "'('"))
		return false;
	while (is(P, T_NAME) && *n < 64) {
		names[(*n)++] = next(P);
		if (!accept(P, T_COMMA))
			break;
	}
	return expect(P, T_RPAREN, "')'");
}

/* while_loop ::= "for" name_tuple "in" "pl.while_" "(" "init_values=" tuple ")" ":"
 *                NEWLINE INDENT "pl.cond" "(" expr ")" NEWLINE stmt { stmt } DEDENT */
static struct stmt *parse_while_loop(struct parser *P, struct span sp, struct token **names,
				     uint32_t n, struct span csp)
{
	struct args A;
	struct stmt *s = ir_new_stmt(P->a, ST_WHILE, sp);
	struct expr_list inits;
	if (!parse_args(P, &A) || !init_values(P, &A, &inits, csp)) {
		args_free(&A);
		return NULL;
	}
	args_free(&A);
	if (!expect(P, T_COLON, "':'"))
		return NULL;
	s->u.wloop.iter = make_iters(P, names, n, inits, csp);
	s->u.wloop.n_iter = n < inits.n ? n : inits.n;
	/* body ::= NEWLINE INDENT "pl.cond" "(" expr ")" NEWLINE stmt... DEDENT */
	struct yield_ctx yc = {.kind = YC_LOOP, .n_expected = s->u.wloop.n_iter,
			       .iters = s->u.wloop.iter};
	P->pending_while = s;
	int save_loop = P->loop_kind;
	P->loop_kind = FOR_COUNT;
	s->u.wloop.body = parse_yield_block(P, &yc);
	P->loop_kind = save_loop;
	P->pending_while = NULL;
	if (!s->u.wloop.cond) {
		diag_error(sp, "a pl.while_ body must start with pl.cond(condition)");
		s->u.wloop.cond = ir_new_bool(P->a, false, sp);
	}
	if (s->u.wloop.n_iter && yc.n_vars == s->u.wloop.n_iter)
		s->u.wloop.return_vars = yc.vars;
	else if (s->u.wloop.n_iter && !yc.yielded) {
		/* non-SSA, as a range loop without a yield */
		s->u.wloop.return_vars = out_vars(P, s->u.wloop.iter, s->u.wloop.n_iter, sp);
	} else {
		if (s->u.wloop.n_iter)
			diag_error(sp, "a pl.while_ loop must end with targets = pl.yield_(...)");
		s->u.wloop.n_iter = 0;
	}
	return s;
}

/* The keywords of each scope, in the order the reference prints them (a
 * scope's keywords are kept in this order whatever order they are written
 * in; a NULL ends a list). */
/* Whether s is a Python identifier that is not a keyword (a scope's
 * name_hint names the function it is outlined to). */
static bool py_identifier(const char *s)
{
	static const char *const kw[] = {
		"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
		"continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
		"if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
		"return", "try", "while", "with", "yield"};
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
		return false;
	for (const char *c = s + 1; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
		      *c == '_'))
			return false;
	for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
		if (strcmp(s, kw[i]) == 0)
			return false;
	return true;
}

/* pl.at(no_dep_args=[...]): as the reference requires, a list literal of
 * distinct bare names of variables the scope may read. */
static bool check_no_dep_args(struct parser *P, const struct expr *v)
{
	if (v->kind != EX_LIST) {
		perr(P, v->span, "no_dep_args must be a list literal of tensor names");
		return false;
	}
	for (uint32_t j = 0; j < v->u.list.n; j++) {
		const struct expr *x = v->u.list.v[j];
		if (x->kind != EX_VAR) {
			perr(P, x->span, "no_dep_args entries must be bare tensor names");
			return false;
		}
		for (uint32_t i = 0; i < j; i++)
			if (v->u.list.v[i]->u.var == x->u.var) {
				perr(P, x->span, "no_dep_args names '%s' more than once", x->u.var->name);
				return false;
			}
	}
	return true;
}

static const char *const scope_keys[SC_COUNT][10] = {
	[SC_AT] = {"level", "role", "optimizations", "name_hint", "deps", "no_dep_args", "dumps",
		   "allow_early_resolve", "windowize", "predicate"},
	[SC_CLUSTER] = {"name_hint", "dumps"},
	[SC_SPMD] = {"sync_start", "name_hint", "optimizations", "deps", "dumps",
		     "allow_early_resolve", "predicate"},
	[SC_SPMD_FOR] = {"sync_start", "name_hint", "optimizations", "dumps", "allow_early_resolve",
			 "predicate"},
	[SC_SPLIT_AIV] = {"mode"},
	[SC_SCOPE] = {"mode", "name_hint"},
};

/* The entries of optimizations=[...], flattened (pl.split(mode, slot_num=N)
 * stands for two entries) and ordered as the reference prints them: the
 * split first, then the slot count; pl.auto_chunk (chunk the scope's
 * loops before outlining, a hint) last. */
static struct expr *canonical_optimizations(struct parser *P, struct expr *e)
{
	if (e->kind != EX_LIST) {
		perr(P, e->span, "optimizations= takes a list: [pl.split(pl.SplitMode.X), "
				 "pl.cross_core_slot(slot_num=N), pl.auto_chunk]");
		return NULL;
	}
	struct expr *got[3] = {NULL, NULL, NULL}; /* split, slot, auto_chunk */
	for (uint32_t i = 0; i < e->u.list.n; i++) {
		struct expr *x = e->u.list.v[i];
		uint32_t n = x->kind == EX_LIST ? x->u.list.n : 1;
		for (uint32_t k = 0; k < n; k++) {
			struct expr *y = x->kind == EX_LIST ? x->u.list.v[k] : x;
			int w = -1;
			if (y->kind == EX_SYMBOL && strncmp(y->u.s, "pl.split(", 9) == 0)
				w = 0;
			else if (y->kind == EX_SYMBOL && strncmp(y->u.s, "pl.cross_core_slot(", 19) == 0)
				w = 1;
			else if (y->kind == EX_SYMBOL && strcmp(y->u.s, "pl.auto_chunk") == 0)
				w = 2;
			if (w < 0) {
				perr(P, y->span, "an optimization is pl.split(pl.SplitMode.X), "
						 "pl.cross_core_slot(slot_num=N) or pl.auto_chunk");
				return NULL;
			}
			if (got[w]) {
				perr(P, y->span, "this optimization is given twice");
				return NULL;
			}
			got[w] = y;
		}
	}
	struct expr_list l = ir_expr_list_new(P->a, (got[0] != NULL) + (got[1] != NULL) + (got[2] != NULL));
	uint32_t n = 0;
	for (int w = 0; w < 3; w++)
		if (got[w])
			l.v[n++] = got[w];
	return ir_new_list(P->a, l, e->span);
}

/* Stores the keywords of a scope in s->u.scope.kw in its kind's order:
 * `pre` (a keyword the spelling implies, e.g. pl.incore's level), then the
 * written ones.  Unknown and repeated keywords are errors. */
static const char *sym_rest(const struct expr *e, const char *prefix);

/* The level a pl.Level member names: the reference's readability aliases
 * (L2CACHE, PROCESSOR, UMA, NODE, POD, CLOS1, CLOS2) stand for CHIP_DIE,
 * CHIP, CHIP, HOST, CLUSTER_0, CLUSTER_1 and CLUSTER_2. */
static const char *level_canonical(const char *r)
{
	static const char *const alias[][2] = {
		{"L2CACHE", "CHIP_DIE"}, {"PROCESSOR", "CHIP"}, {"UMA", "CHIP"}, {"NODE", "HOST"},
		{"POD", "CLUSTER_0"},    {"CLOS1", "CLUSTER_1"}, {"CLOS2", "CLUSTER_2"},
	};
	for (size_t i = 0; r && i < sizeof alias / sizeof *alias; i++)
		if (strcmp(r, alias[i][0]) == 0)
			return alias[i][1];
	return r;
}

/* The keyword `key` of the 10 a scope may have (`got`), or NULL. */
static const struct attr *got_attr(const struct attr *got, const char *key)
{
	for (int j = 0; j < 10; j++)
		if (got[j].key && strcmp(got[j].key, key) == 0)
			return &got[j];
	return NULL;
}

/* The names a scope's body assigns are produced by its task (`as tid`):
 * a later predicate that reads them needs that task among its deps. */
struct scope_producer {
	struct parser *P;
	struct var *tid;
};

static bool scope_producer_fn(struct stmt *st, void *ctx)
{
	struct scope_producer *c = ctx;
	if (st->kind == ST_ASSIGN && st->u.assign.var != c->tid) {
		struct binding *b = binding_of(c->P, st->u.assign.var);
		b->tid = c->tid;
		b->tid_serial = binding_of(c->P, c->tid)->serial;
		b->at = st->span;
	}
	return true;
}

/* The reference: a pl.at predicate needs the scope to become a task of its
 * own (a Submit), so the scope is a CORE_GROUP one, not inside another scope
 * that folds its dispatch (pl.spmd, a CORE_GROUP pl.at; pl.cluster is
 * checked with the other scopes), in a function whose InCore scopes are
 * outlined into calls. */
static bool at_predicate_ok(struct parser *P, const struct attr *lv, const struct attr *pred)
{
	const char *r = lv ? sym_rest(lv->value, "pl.Level.") : NULL;
	if (!r || strcmp(r, "CORE_GROUP") != 0) {
		perr(P, pred->value->span, "predicate= on pl.at is only supported with level=pl.Level.CORE_GROUP: "
					   "no other level becomes a task of its own");
		return false;
	}
	if (P->scope_level == LV_CORE_GROUP && !P->in_cluster) {
		perr(P, pred->value->span, "a pl.at with predicate= cannot be nested inside `%s`: the "
					   "dispatch is folded into the enclosing one and the predicate would be lost",
		     P->core_owner == SC_AT ? "another pl.at(level=pl.Level.CORE_GROUP)" : "pl.spmd");
		return false;
	}
	if (P->fn && (P->fn->kind == FK_Group || P->fn->kind == FK_Spmd || P->fn->kind == FK_InCore)) {
		perr(P, pred->value->span, "pl.at(..., predicate=...) is not supported inside a %s function: "
					   "its scopes are not outlined into submitted tasks",
		     func_kind_names[P->fn->kind]);
		return false;
	}
	return true;
}

static bool scope_keywords(struct parser *P, struct stmt *s, const char *what, struct attr *pre,
			   uint32_t n_pre, const struct tc_named *kw, uint32_t n_kw)
{
	const char *const *keys = scope_keys[s->u.scope.kind];
	struct attr got[10] = {{0}};
	const char *legacy = NULL; /* a deprecated optimization= / split= of pl.at */
	for (uint32_t i = 0; i < n_pre + n_kw; i++) {
		const char *name = i < n_pre ? pre[i].key : kw[i - n_pre].name;
		struct expr *v = i < n_pre ? pre[i].value : kw[i - n_pre].value;
		struct span at = i < n_pre ? v->span : kw[i - n_pre].span;
		if (strcmp(name, "predicate") == 0 && !predicate_shape(P, v, what))
			return false;
		if (P->in_cluster && strcmp(name, "predicate") == 0) {
			/* the reference: the nested scope never becomes a task of its own */
			perr(P, at, "a %s inside pl.cluster() takes no predicate: it is not dispatched on its own, "
				    "so the predicate would be lost", what);
			return false;
		}
		if (s->u.scope.kind == SC_AT && (strcmp(name, "optimization") == 0 || strcmp(name, "split") == 0)) {
			for (uint32_t j = 0; j < n_kw; j++)
				if (strcmp(kw[j].name, "optimizations") == 0 ||
				    (legacy && kw[j].name != name && (strcmp(kw[j].name, "optimization") == 0 ||
								       strcmp(kw[j].name, "split") == 0))) {
					perr(P, at, "Cannot mix %s= with %s= in pl.at: write "
						    "optimizations=[pl.auto_chunk, pl.split(...)] alone",
					     name, kw[j].name);
					return false;
				}
			legacy = name;
			/* split=pl.SplitMode.NONE asks for no split: no pl.split entry */
			if (name[0] == 's' && v->kind == EX_SYMBOL && strcmp(v->u.s, "pl.SplitMode.NONE") == 0)
				continue;
			if (!(v = legacy_optimizations(P, name, v)))
				return false;
			name = "optimizations";
		}
		int k = -1;
		for (int j = 0; j < 10 && keys[j]; j++)
			if (strcmp(keys[j], name) == 0)
				k = j;
		if (k < 0) {
			struct buf b = {0};
			for (int j = 0; j < 10 && keys[j]; j++)
				buf_printf(&b, "%s%s", j ? ", " : "", keys[j]);
			perr(P, at, "unknown keyword '%s' of %s (it takes %s)", name, what,
			     b.len ? b.data : "none");
			buf_free(&b);
			return false;
		}
		if (got[k].key) {
			perr(P, at, "keyword '%s' given twice", name);
			return false;
		}
		if (strcmp(name, "optimizations") == 0 && !(v = canonical_optimizations(P, v)))
			return false;
		if ((strcmp(name, "windowize") == 0 || strcmp(name, "allow_early_resolve") == 0 ||
		     strcmp(name, "sync_start") == 0) && v->kind != EX_BOOL) {
			/* the reference: these flags take a boolean literal */
			perr(P, v->span, "%s must be a boolean literal (True or False)", name);
			return false;
		}
		if (strcmp(name, "level") == 0 || strcmp(name, "role") == 0) {
			/* the reference's Level / Role enums (as on @pl.function) */
			bool lv = name[0] == 'l';
			const char *r = sym_rest(v, lv ? "pl.Level." : "pl.Role.");
			if (lv && r && level_canonical(r) != r) {
				r = level_canonical(r);
				v = ir_new_symbol(P->a, intern_cstr(arena_printf(P->a, "pl.Level.%s", r)), v->span);
			}
			if (!r || (lv ? vocab_lookup(ir_level_names, LV_COUNT, r)
				      : vocab_lookup(ir_role_names, ROLE_COUNT, r)) <= 0) {
				perr(P, v->span, "bad value for '%s' of %s: expected %s", name, what,
				     lv ? "a level (pl.Level.X)" : "a role (pl.Role.Orchestrator or pl.Role.SubWorker)");
				return false;
			}
		}
		if (strcmp(name, "name_hint") == 0 && s->u.scope.kind == SC_SCOPE) {
			/* a runtime scope's name: any string; "" is no name */
			if (v->kind != EX_STR) {
				perr(P, v->span, "the 'name_hint' argument must be a string literal");
				return false;
			}
			if (!v->u.s[0])
				continue;
		} else if (strcmp(name, "name_hint") == 0 && v->kind == EX_STR && v->u.s[0] && !py_identifier(v->u.s)) {
			perr(P, v->span, "name_hint must be a valid non-keyword identifier, got \"%s\"", v->u.s);
			return false;
		}
		if (strcmp(name, "dumps") == 0) {
			/* the tensors to dump: variables of tensor type */
			if (v->kind != EX_LIST) {
				perr(P, v->span, "%s(dumps=[...]) takes a list of tensor variables", what);
				return false;
			}
			for (uint32_t j = 0; j < v->u.list.n; j++) {
				const struct expr *x = v->u.list.v[j];
				if (x->kind != EX_VAR || !x->u.var->type || x->u.var->type->kind != TY_TENSOR) {
					perr(P, x->span, "%s(dumps=[...]) entry '%s' is not a tensor", what,
					     x->kind == EX_VAR ? x->u.var->name : "?");
					return false;
				}
			}
		}
		if (strcmp(name, "no_dep_args") == 0 && !check_no_dep_args(P, v))
			return false;
		got[k] = (struct attr){intern_cstr(keys[k]), v}; /* keys are interned (compared by pointer) */
	}
	if (s->u.scope.kind == SC_AT) {
		/* the reference: split / auto_chunk / slot optimizations are for
		 * an InCore scope, pl.at(level=pl.Level.CORE_GROUP) */
		const struct attr *lv = got_attr(got, "level"), *opt = got_attr(got, "optimizations");
		if (opt && opt->value->kind == EX_LIST && opt->value->u.list.n && lv &&
		    strcmp(sym_rest(lv->value, "pl.Level.") ? sym_rest(lv->value, "pl.Level.") : "",
			   "CORE_GROUP") != 0) {
			perr(P, opt->value->span, "%s= (pl.split, pl.auto_chunk, pl.cross_core_slot) "
						  "is only for level=pl.Level.CORE_GROUP",
			     legacy ? legacy : "optimizations");
			return false;
		}
	}
	const struct attr *pred = got_attr(got, "predicate"), *deps = got_attr(got, "deps");
	if (pred && s->u.scope.kind == SC_AT && !at_predicate_ok(P, got_attr(got, "level"), pred))
		return false;
	if (pred) { /* the checks of pl.spmd_submit's predicate */
		struct submit sb = {0};
		sb.predicate = pred->value;
		if (deps && deps->value->kind == EX_LIST)
			sb.deps = deps->value->u.list;
		if (!predicate_producers_in_deps(P, &sb, what))
			return false;
	}
	uint32_t n = 0;
	for (int j = 0; j < 10; j++)
		n += got[j].key != NULL;
	s->u.scope.kw.n = n;
	s->u.scope.kw.v = ARENA_ARRAY(P->a, struct attr, n ? n : 1);
	n = 0;
	for (int j = 0; j < 10; j++)
		if (got[j].key)
			s->u.scope.kw.v[n++] = got[j];
	return true;
}

/* ---- pl.dump_tag before a scope ---------------------------------------------
 * A scope that dispatches takes the tagged variables its body reads, as the
 * reference lands them (in tag order): pl.at and pl.cluster, and a pl.spmd
 * whose body is a kernel call or an explicit carrier, take them as their own
 * dumps=[...]; a pl.spmd over tile code (with, as-tid and for forms) and a
 * bare pl.split_aiv get the InCore carrier the reference synthesises for
 * them spelled out, `pl.at(level=pl.Level.CORE_GROUP, dumps=[...])`, which
 * is how its printer shows a carrier with dumps.  What the scope holds gets
 * no tags of its own. */
struct dump_use {
	struct parser *P;
	bool *used; /* per tag, of the first n_tags */
	uint32_t n_tags;
};

static bool dump_use_expr(struct expr *e, void *ctx)
{
	struct dump_use *u = ctx;
	if (e->kind == EX_VAR)
		for (uint32_t i = 0; i < u->n_tags; i++)
			if (u->P->dump_tags[i] == e->u.var)
				u->used[i] = true;
	return true;
}

static struct attr *scope_kw_slot(struct stmt *s, const char *key)
{
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
		if (strcmp(s->u.scope.kw.v[i].key, key) == 0)
			return &s->u.scope.kw.v[i];
	return NULL;
}

/* Sets keyword `key` of scope s to v, in its kind's keyword order. */
static void scope_kw_set(struct parser *P, struct stmt *s, const char *key, struct expr *v)
{
	struct attr *have = scope_kw_slot(s, key);
	if (have) {
		have->value = v;
		return;
	}
	const char *const *keys = scope_keys[s->u.scope.kind];
	int rank = -1;
	for (int j = 0; j < 10 && keys[j]; j++)
		if (strcmp(keys[j], key) == 0)
			rank = j;
	if (rank < 0)
		die("scope keyword '%s' not in its kind's table", key);
	struct attr *kv = ARENA_ARRAY(P->a, struct attr, s->u.scope.kw.n + 1);
	uint32_t n = 0;
	bool put = false;
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++) {
		int r = -1;
		for (int j = 0; j < 10 && keys[j]; j++)
			if (strcmp(keys[j], s->u.scope.kw.v[i].key) == 0)
				r = j;
		if (!put && r > rank) {
			kv[n++] = (struct attr){intern_cstr(keys[rank]), v};
			put = true;
		}
		kv[n++] = s->u.scope.kw.v[i];
	}
	if (!put)
		kv[n++] = (struct attr){intern_cstr(keys[rank]), v};
	s->u.scope.kw.v = kv;
	s->u.scope.kw.n = n;
}

/* Removes keyword `key` of scope s; its value, or NULL. */
static struct expr *scope_kw_take(struct stmt *s, const char *key)
{
	struct attr *a = scope_kw_slot(s, key);
	if (!a)
		return NULL;
	struct expr *v = a->value;
	uint32_t k = (uint32_t)(a - s->u.scope.kw.v);
	memmove(a, a + 1, (s->u.scope.kw.n - k - 1) * sizeof *a);
	s->u.scope.kw.n--;
	return v;
}

/* Whether a pl.spmd body is a dispatch of its own (a kernel call or an
 * explicit carrier) rather than tile code. */
static bool spmd_body_dispatches(const struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.scope.body.n; i++) {
		const struct stmt *t = s->u.scope.body.v[i];
		const struct expr *v = t->kind == ST_ASSIGN ? t->u.assign.value
				       : t->kind == ST_EVAL ? t->u.eval.value : NULL;
		if ((t->kind == ST_SCOPE && t->u.scope.kind == SC_AT) || (v && v->kind == EX_FCALL))
			return true;
	}
	return false;
}

/* Whether a pl.spmd body reads its block index (pl.tile.get_block_idx). */
static bool spmd_reads_block_idx(const struct stmt *s)
{
	/* pl.tile.get_block_idx() or its tensor-scope form pl.get_block_idx() */
	int op = ir_op_lookup("pl.tile.get_block_idx", NULL);
	int top = ir_op_lookup("pl.get_block_idx", NULL);
	if (op < 0 || top < 0)
		die("the specs have no pl.tile.get_block_idx / pl.get_block_idx");
	return ir_stmts_call_op(s->u.scope.body, op) || ir_stmts_call_op(s->u.scope.body, top);
}

/* Lands the first n_tags tags on scope s (parsed after them, outside any
 * dispatching scope); returns the statement to put in s's place. */
static struct stmt *land_dump_tags(struct parser *P, struct stmt *s, uint32_t n_tags)
{
	if (!n_tags)
		return s;
	struct dump_use u = {P, xcalloc(n_tags, sizeof(bool)), n_tags};
	ir_walk_stmts_exprs(s->u.scope.body, dump_use_expr, &u);
	struct expr *have = NULL;
	struct attr *slot = scope_kw_slot(s, "dumps");
	if (slot && slot->value->kind == EX_LIST)
		have = slot->value;
	uint32_t n = have ? have->u.list.n : 0, n_new = 0;
	for (uint32_t i = 0; i < n_tags; i++) {
		bool seen = false;
		for (uint32_t j = 0; j < n && !seen; j++)
			seen = have->u.list.v[j]->kind == EX_VAR && have->u.list.v[j]->u.var == P->dump_tags[i];
		if (seen)
			u.used[i] = false;
		n_new += u.used[i];
	}
	if (!n_new) {
		free(u.used);
		return s;
	}
	struct expr_list l = ir_expr_list_new(P->a, n + n_new);
	if (n)
		memcpy(l.v, have->u.list.v, n * sizeof *l.v);
	for (uint32_t i = 0; i < n_tags; i++)
		if (u.used[i])
			l.v[n++] = ir_new_var_ref(P->a, P->dump_tags[i], s->span);
	free(u.used);
	struct expr *dumps = ir_new_list(P->a, l, s->span);
	enum scope_kind k = s->u.scope.kind;
	if (k == SC_AT || k == SC_CLUSTER || (k == SC_SPMD && spmd_body_dispatches(s))) {
		scope_kw_set(P, s, "dumps", dumps);
		return s;
	}
	/* the carrier: pl.at(level=CORE_GROUP, [optimizations,] dumps=[...]) */
	struct stmt *at = ir_new_stmt(P->a, ST_SCOPE, s->span);
	at->u.scope.kind = SC_AT;
	scope_kw_set(P, at, "level", ir_new_symbol(P->a, intern_cstr("pl.Level.CORE_GROUP"), s->span));
	scope_kw_set(P, at, "dumps", dumps);
	if (k == SC_SPLIT_AIV) {
		at->u.scope.body.n = 1;
		at->u.scope.body.v = ARENA_ARRAY(P->a, struct stmt *, 1);
		at->u.scope.body.v[0] = s;
		return at;
	}
	struct expr *opt = scope_kw_take(s, "optimizations");
	if (opt)
		scope_kw_set(P, at, "optimizations", opt);
	struct stmt_buf b = {0};
	if (k == SC_SPMD_FOR) {
		/* for i in pl.spmd(n): the carrier starts with i = pl.tile.get_block_idx() */
		if (s->u.scope.var) {
			int idx_op = ir_op_lookup("pl.tile.get_block_idx", NULL);
			if (idx_op < 0)
				die("the specs have no pl.tile.get_block_idx");
			struct expr *call = ir_new_call(P->a, (unsigned)idx_op, (struct expr_list){0}, s->span);
			call->type = s->u.scope.var->type;
			ir_sb_push(&b, ir_new_assign(P->a, s->u.scope.var, call, s->span));
		}
		s->u.scope.kind = SC_SPMD;
		s->u.scope.var = NULL;
	}
	ir_sb_append(&b, s->u.scope.body);
	at->u.scope.body = ir_sb_finish(P->a, &b);
	ir_sb_free(&b);
	s->u.scope.body.n = 1;
	s->u.scope.body.v = ARENA_ARRAY(P->a, struct stmt *, 1);
	s->u.scope.body.v[0] = at;
	return s;
}

/* pl.spmd(core_num=N, ...): the keyword form of the core count, which the
 * reference's parser keeps beside the positional pl.spmd(N, ...), becomes
 * the positional argument.  False (reported) when both are given. */
static bool spmd_core_num_kw(struct parser *P, struct args *A)
{
	for (uint32_t i = 0; i < A->n_kw; i++) {
		if (strcmp(A->kw[i].name, "core_num") != 0)
			continue;
		if (A->n_pos) {
			perr(P, A->kw[i].span, "pl.spmd got multiple values for argument 'core_num'");
			return false;
		}
		A->pos[A->n_pos++] = A->kw[i].value; /* n_pos was 0: the inline slots hold it */
		memmove(&A->kw[i], &A->kw[i + 1], (A->n_kw - i - 1) * sizeof *A->kw);
		A->n_kw--;
		return true;
	}
	return true;
}

/* scope_loop ::= "for" NAME "in" ("pl.spmd" | "pl.split_aiv") arglist ":" block */
static struct stmt *parse_scope_loop(struct parser *P, struct span sp, struct token *loop_name,
				     const char *path, struct span csp)
{
	struct args A;
	struct stmt *s = ir_new_stmt(P->a, ST_SCOPE, sp);
	s->u.scope.kind = path[3] == 's' && path[4] == 'p' && path[5] == 'm' ? SC_SPMD_FOR
									   : SC_SPLIT_AIV;
	if (s->u.scope.kind == SC_SPLIT_AIV)
		ir_note_split_aiv();
	if (!parse_args(P, &A) || (s->u.scope.kind == SC_SPMD_FOR && !spmd_core_num_kw(P, &A))) {
		args_free(&A);
		return NULL;
	}
	if (A.n_pos != 1) {
		perr(P, csp, "%s takes one positional argument", path);
		args_free(&A);
		return NULL;
	}
	s->u.scope.arg = A.pos[0];
	tc_expect_scalar(A.pos[0], s->u.scope.kind == SC_SPMD_FOR ? "the core count" : "the lane count");
	bool ok = scope_keywords(P, s, path, NULL, 0, A.kw, A.n_kw);
	args_free(&A);
	if (!ok || !expect(P, T_COLON, "':'"))
		return NULL;
	s->u.scope.var = new_var(P, loop_name->text, VAR_LOOP, ir_type_scalar(DT_INDEX),
				 tspan(P, loop_name));
	/* a yield inside the region is bare (printed as is); it yields the
	 * enclosing loop's or if's values (the region is spliced into it by
	 * LowerAutoVectorSplit), but defines no names */
	struct yield_ctx yc = {.kind = YC_LOOP}, *save_yc = P->yc;
	P->yc = &yc;
	uint32_t n_tags = P->in_dispatch ? 0 : P->n_dump_tags;
	int save_split = P->split_mode;
	if (s->u.scope.kind == SC_SPLIT_AIV) {
		const struct attr *m = scope_kw_slot(s, "mode");
		const char *v = m && m->value->kind == EX_SYMBOL ? m->value->u.s : "";
		const char *dot = strrchr(v, '.');
		dot = dot ? dot + 1 : v;
		P->split_mode = strcmp(dot, "UP_DOWN") == 0 ? 1 : strcmp(dot, "LEFT_RIGHT") == 0 ? 2 : 0;
	}
	int save_level = P->scope_level, save_owner = P->core_owner;
	if (save_level != LV_CORE_GROUP)
		P->core_owner = s->u.scope.kind;
	P->scope_level = LV_CORE_GROUP;
	P->in_dispatch++;
	s->u.scope.body = parse_block(P);
	P->in_dispatch--;
	P->scope_level = save_level;
	P->core_owner = save_owner;
	P->split_mode = save_split;
	P->yc = save_yc;
	if (yc.yielded && save_yc)
		save_yc->region_yield = true;
	return land_dump_tags(P, s, n_tags);
}

/* range_loop ::= "for" NAME [ "," name_tuple ] "in" range_call ":" block */
/* The loop variable's dtype from the written bounds (start, stop, step in
 * order), as the reference parses it so a printed loop reads back the same:
 * the first integer constant of a dtype other than INDEX and INT64 gives
 * its dtype; else INT64 constants and no INDEX constant give INT64; else
 * INDEX (bare literals are INDEX). */
static enum dtype range_var_dtype(struct expr *const *bounds, uint32_t n)
{
	bool saw_index = false, saw_int64 = false;
	for (uint32_t i = 0; i < n; i++) {
		const struct expr *b = bounds[i];
		if (b->kind != EX_INT)
			continue;
		if (b->dtype == DT_INDEX)
			saw_index = true;
		else if (b->dtype == DT_INT64)
			saw_int64 = true;
		else
			return (enum dtype)b->dtype;
	}
	return saw_int64 && !saw_index ? DT_INT64 : DT_INDEX;
}

static struct stmt *parse_range_loop(struct parser *P, struct span sp, struct token *loop_name,
				     struct token **names, uint32_t n, const char *path,
				     struct span csp)
{
	struct args A;
	struct stmt *s;
	if (strcmp(path, "pl.range") != 0 && strcmp(path, "pl.parallel") != 0 &&
	    strcmp(path, "pl.unroll") != 0 && strcmp(path, "pl.pipeline") != 0) {
		perr(P, csp, "unknown loop form '%s' (expected pl.range, pl.parallel, pl.unroll, "
			     "pl.pipeline, pl.while_)", path);
		return NULL;
	}
	s = ir_new_stmt(P->a, ST_FOR, sp);
	struct expr_list inits = {0, NULL};
	bool ok = parse_range(P, s, path, csp, &A) && init_values(P, &A, &inits, csp);
	enum dtype var_dt = ok ? range_var_dtype(A.pos, A.n_pos) : DT_INDEX;
	args_free(&A);
	if (!ok || !expect(P, T_COLON, "':'"))
		return NULL;
	if (!n && inits.n)
		diag_error(csp, "init_values needs loop-carried names: for i, (x,) in ...");
	s->u.loop.loop_var = new_var(P, loop_name->text, VAR_LOOP, ir_type_scalar(var_dt),
				     tspan(P, loop_name));
	s->u.loop.iter = make_iters(P, names, n, inits, csp);
	s->u.loop.n_iter = n < inits.n ? n : inits.n;
	struct yield_ctx yc = {.kind = YC_LOOP, .n_expected = s->u.loop.n_iter,
			       .iters = s->u.loop.iter};
	int save_loop = P->loop_kind;
	P->loop_kind = s->u.loop.kind;
	s->u.loop.body = parse_yield_block(P, &yc);
	P->loop_kind = save_loop;
	if (s->u.loop.n_iter && !yc.yielded && yc.region_yield) {
		/* the body ends in a pl.split_aiv region whose bare yield yields
		 * the loop's values: the reference prints no names for them */
		s->u.loop.return_vars = region_out_vars(P, s->u.loop.iter, s->u.loop.n_iter, sp);
	} else if (s->u.loop.n_iter && !yc.yielded) {
		/* non-SSA: the body re-assigns the iter args; ConvertToSSA adds
		 * the yield (ir.h) */
		s->u.loop.return_vars = out_vars(P, s->u.loop.iter, s->u.loop.n_iter, sp);
	} else if (s->u.loop.n_iter && !yc.vars)
		diag_error(sp, "a loop with init_values must end with targets = pl.yield_(...): the "
			       "targets name the values after the loop");
	else if (yc.n_vars != s->u.loop.n_iter)
		s->u.loop.n_iter = 0, s->u.loop.return_vars = NULL;
	else
		s->u.loop.return_vars = yc.vars;
	return s;
}

/* for_stmt ::= "for" NAME [ "," (NAME | name_tuple) ] "in" range_call ":" block
 *            | "for" (name_tuple | NAME "," NAME { "," NAME }) "in" "pl.while_"
 *                  "(" "init_values=" tuple ")" ":" block
 *            | "for" NAME "in" ("pl.spmd" | "pl.split_aiv") arglist ":" block */
static struct stmt *parse_for(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	struct token *names[64], *loop_name = NULL;
	uint32_t n = 0;
	bool is_while = false, bare = false;
	if (is(P, T_LPAREN)) {
		is_while = true;
		if (!parse_name_tuple(P, names, &n))
			return NULL;
	} else {
		if (!is(P, T_NAME)) {
			expect(P, T_NAME, "a loop variable");
			return NULL;
		}
		loop_name = next(P);
		if (accept(P, T_COMMA)) {
			if (is(P, T_NAME)) {
				/* names without parentheses: a pl.while_'s carried
				 * names (with loop_name), or a range loop's one */
				bare = true;
				names[n++] = next(P);
				while (n < 63 && accept(P, T_COMMA) && is(P, T_NAME))
					names[n++] = next(P);
			} else if (!parse_name_tuple(P, names, &n)) {
				return NULL;
			}
		}
	}
	if (!expect_word(P, P->w_in) || !is(P, T_NAME)) {
		if (!P->stmt_failed)
			expect(P, T_NAME, "pl.range(...)");
		return NULL;
	}
	struct span csp;
	const char *path = parse_dotted(P, &csp);
	if (strcmp(path, "pl.while_") == 0) {
		if (bare) { /* for a, b in pl.while_(...): the names are the tuple */
			memmove(names + 1, names, n * sizeof *names);
			names[0] = loop_name;
			n++;
			is_while = true;
		}
		if (!is_while) {
			perr(P, csp, "pl.while_ needs a tuple of loop-carried names: for (x,) in pl.while_(...)");
			return NULL;
		}
		return parse_while_loop(P, sp, names, n, csp);
	}
	if (is_while) {
		perr(P, csp, "a tuple of loop-carried names needs pl.while_");
		return NULL;
	}
	if (n > 1 && bare) /* reported, then parsed as if in parentheses */
		diag_error(csp, "a loop's carried names go in parentheses: for i, (x, y) in %s(...)", path);
	if (strcmp(path, "pl.spmd") == 0 || strcmp(path, "pl.split_aiv") == 0)
		return parse_scope_loop(P, sp, loop_name, path, csp);
	return parse_range_loop(P, sp, loop_name, names, n, path, csp);
}

/* while_stmt ::= "while" expr ":" block */
static struct stmt *parse_while(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	struct expr *c = parse_expr(P);
	if (!c || !expect(P, T_COLON, "':'"))
		return NULL;
	tc_expect_scalar(c, "a while condition");
	struct stmt *s = ir_new_stmt(P->a, ST_WHILE, sp);
	s->u.wloop.cond = c;
	struct yield_ctx *save = P->yc;
	int save_loop = P->loop_kind;
	P->yc = NULL;
	P->loop_kind = FOR_COUNT;
	s->u.wloop.body = parse_block(P);
	P->loop_kind = save_loop;
	P->yc = save;
	return s;
}

/* if_stmt ::= "if" expr ":" block { "elif" expr ":" block } [ "else" ":" block ] */
static struct stmt *parse_if(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	struct expr *c = parse_expr(P);
	if (!c || !expect(P, T_COLON, "':'"))
		return NULL;
	tc_expect_scalar(c, "an if condition");
	struct stmt *s = ir_new_stmt(P->a, ST_IF, sp);
	s->u.cond.cond = c;
	struct yield_ctx then = {.kind = YC_IF_THEN};
	uint32_t then_lo = P->prog->n_vars;
	s->u.cond.then_body = parse_yield_block(P, &then);
	uint32_t save_lo = P->sib_lo, save_hi = P->sib_hi;
	P->sib_lo = then_lo;
	P->sib_hi = P->prog->n_vars;
	struct yield_ctx els = {.kind = YC_IF_ELSE, .n_vars = then.n_vars, .vars = then.vars,
				.defines = then.region_yield && !then.n_vars};
	struct token *t = peek(P);
	if (is_word(t, P->w_elif)) {
		/* elif: an if nested in the else branch (no results). */
		struct yield_ctx *save = P->yc;
		P->yc = &els;
		struct stmt *inner = parse_if(P);
		P->yc = save;
		s->u.cond.has_else = true;
		if (inner) {
			s->u.cond.else_body.n = 1;
			s->u.cond.else_body.v = ARENA_ARRAY(P->a, struct stmt *, 1);
			s->u.cond.else_body.v[0] = inner;
		}
	} else if (is_word(t, P->w_else)) {
		next(P);
		if (expect(P, T_COLON, "':'")) {
			s->u.cond.else_body = parse_yield_block(P, &els);
			s->u.cond.has_else = true;
		} else {
			sync_line(P);
			skip_block(P);
		}
	}
	P->sib_lo = save_lo;
	P->sib_hi = save_hi;
	if (els.defines && els.n_vars) {
		/* the then branch's yield is bare (inside a pl.split_aiv region,
		 * as the reference prints it): the else branch names the results */
		s->u.cond.n_ret = els.n_vars;
		s->u.cond.return_vars = els.vars;
	} else if (then.yielded && then.n_vars) {
		if (!s->u.cond.has_else || !(els.yielded || els.region_yield))
			diag_error(sp, "an if whose then branch yields values needs an else branch "
				       "yielding the same values");
		s->u.cond.n_ret = then.n_vars;
		s->u.cond.return_vars = then.vars;
	} else if (els.yielded && s->u.cond.has_else && s->u.cond.else_body.n &&
		   s->u.cond.else_body.v[s->u.cond.else_body.n - 1]->kind == ST_YIELD &&
		   s->u.cond.else_body.v[s->u.cond.else_body.n - 1]->u.ret.values.n) {
		diag_error(sp, "the else branch yields values but the then branch does not");
	}
	return s;
}

/* The with-scopes and what each spelling means: its kind and the keyword
 * it implies (pl.incore() is pl.at(level=CORE_GROUP), pl.manual_scope() is
 * pl.scope(mode=MANUAL), pl.auto_scope() is pl.scope()). */
static const struct {
	const char *spelling;
	uint8_t kind;
	const char *key, *value; /* implied keyword, or NULL */
	bool arg;                /* takes one positional argument */
} with_scopes[] = {
	{"pl.at", SC_AT, NULL, NULL, false},
	{"pl.incore", SC_AT, "level", "pl.Level.CORE_GROUP", false},
	{"pl.cluster", SC_CLUSTER, NULL, NULL, false},
	{"pl.spmd", SC_SPMD, NULL, NULL, true},
	{"pl.scope", SC_SCOPE, NULL, NULL, false},
	{"pl.auto_scope", SC_SCOPE, NULL, NULL, false},
	{"pl.manual_scope", SC_SCOPE, "mode", "pl.ScopeMode.MANUAL", false},
};

/* with_stmt ::= "with" scope arglist [ "as" NAME ] ":" block
 * scope ::= "pl.at" | "pl.incore" | "pl.cluster" | "pl.spmd" | "pl.scope"
 *         | "pl.auto_scope" | "pl.manual_scope" */
static struct stmt *parse_with(struct parser *P)
{
	struct span sp = tspan(P, next(P));
	if (!is(P, T_NAME)) {
		expect(P, T_NAME, "pl.at(...) or pl.scope()");
		return NULL;
	}
	struct span csp;
	const char *path = parse_dotted(P, &csp);
	int w = -1;
	for (int i = 0; i < (int)(sizeof with_scopes / sizeof *with_scopes); i++)
		if (strcmp(path, with_scopes[i].spelling) == 0)
			w = i;
	if (w < 0) {
		perr(P, csp, "unknown scope '%s' (expected pl.at, pl.incore, pl.cluster, pl.spmd, "
			     "pl.scope, pl.auto_scope, pl.manual_scope)", path);
		return NULL;
	}
	struct args A;
	if (!is(P, T_LPAREN)) {
		expect(P, T_LPAREN, "'('");
		return NULL;
	}
	if (!parse_args(P, &A) || (with_scopes[w].kind == SC_SPMD && !spmd_core_num_kw(P, &A))) {
		args_free(&A);
		return NULL;
	}
	struct stmt *s = ir_new_stmt(P->a, ST_SCOPE, sp);
	s->u.scope.kind = with_scopes[w].kind;
	if (A.n_pos != (with_scopes[w].arg ? 1u : 0u)) {
		if (A.n_pos)
			perr(P, A.pos[A.n_pos - 1]->span, "%s takes %s", path,
			     with_scopes[w].arg ? "one positional argument" : "keyword arguments only");
		else
			perr(P, csp, "%s takes the number of cores first: %s(N, ...)", path, path);
		args_free(&A);
		return NULL;
	}
	if (A.n_pos) {
		s->u.scope.arg = A.pos[0];
		tc_expect_scalar(A.pos[0], "the core count");
	}
	struct attr pre = {NULL, NULL};
	if (with_scopes[w].key)
		pre = (struct attr){intern_cstr(with_scopes[w].key),
				    ir_new_symbol(P->a, intern_cstr(with_scopes[w].value), csp)};
	bool ok = scope_keywords(P, s, path, &pre, pre.key ? 1 : 0, A.kw, A.n_kw);
	args_free(&A);
	if (!ok)
		return NULL;
	struct token *as = NULL;
	if (is_word(peek(P), P->w_as)) {
		next(P);
		as = peek(P);
		if (!expect(P, T_NAME, "a name after 'as'"))
			return NULL;
		if (s->u.scope.kind != SC_AT && s->u.scope.kind != SC_SPMD) {
			perr(P, tspan(P, as), "only pl.at and pl.spmd scopes bind a task id with 'as'");
			return NULL;
		}
	}
	if (!expect(P, T_COLON, "':'"))
		return NULL;
	/* `as tid` binds the scope's producer task id */
	if (as)
		s->u.scope.var = new_var(P, as->text, VAR_LOCAL, ir_type_scalar(DT_TASK_ID), tspan(P, as));
	bool manual = false;
	if (s->u.scope.kind == SC_SCOPE) {
		for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
			if (strcmp(s->u.scope.kw.v[i].key, "mode") == 0 && s->u.scope.kw.v[i].value->kind == EX_SYMBOL &&
			    strcmp(s->u.scope.kw.v[i].value->u.s, "pl.ScopeMode.MANUAL") == 0)
				manual = true;
		/* the reference's rules for hand-placed runtime scopes */
		if (!manual && P->fn && !P->fn->auto_scope_false) {
			perr(P, csp, "an AUTO runtime scope needs auto_scope=False on its function "
				     "(@pl.function(..., auto_scope=False)); pl.manual_scope() needs none");
			return NULL;
		}
		if (!manual && P->in_manual_scope) {
			perr(P, csp, "an AUTO runtime scope cannot be nested in a MANUAL one");
			return NULL;
		}
	}
	bool save_manual = P->in_manual_scope;
	P->in_manual_scope |= manual;
	P->empty_block_ok = true;
	bool dispatches = s->u.scope.kind != SC_SCOPE;
	uint32_t n_tags = P->in_dispatch || !dispatches ? 0 : P->n_dump_tags;
	int save_level = P->scope_level;
	bool save_host = P->in_host_scope, save_cluster = P->in_cluster;
	P->in_cluster |= s->u.scope.kind == SC_CLUSTER;
	if (s->u.scope.kind == SC_AT) {
		const struct attr *lv = scope_kw_slot(s, "level");
		const char *r = lv ? sym_rest(lv->value, "pl.Level.") : NULL;
		int l = r ? vocab_lookup(ir_level_names, LV_COUNT, level_canonical(r)) : -1;
		P->scope_level = l > 0 ? l : LV_CORE_GROUP;
		P->in_host_scope |= P->scope_level == LV_HOST;
	} else if (dispatches) {
		P->scope_level = LV_CORE_GROUP;
	}
	int save_owner = P->core_owner;
	if (P->scope_level == LV_CORE_GROUP && save_level != LV_CORE_GROUP)
		P->core_owner = s->u.scope.kind;
	P->in_dispatch += dispatches;
	s->u.scope.body = parse_block(P);
	P->in_dispatch -= dispatches;
	if (s->u.scope.var) { /* what the body assigns, the task `as tid` produces */
		struct scope_producer c = {P, s->u.scope.var};
		ir_walk_stmts(s->u.scope.body, scope_producer_fn, &c);
	}
	P->scope_level = save_level;
	P->core_owner = save_owner;
	P->in_host_scope = save_host;
	P->in_cluster = save_cluster;
	P->in_manual_scope = save_manual;
	/* the reference: an inline pl.spmd body (not a kernel call) is the
	 * kernel of every block, so it must read the block index */
	if (s->u.scope.kind == SC_SPMD && !spmd_body_dispatches(s) && !scope_kw_slot(s, "optimizations") &&
	    !spmd_reads_block_idx(s))
		perr(P, csp, "the inline body of %s(...) must read its block index "
		     "(pl.tile.get_block_idx()): otherwise every block does the same work; "
		     "dispatch a kernel (self.kernel(...)) or use `for i in pl.spmd(n):`", path);
	return land_dump_tags(P, s, n_tags);
}

/* stmt ::= for_stmt | while_stmt | if_stmt | with_stmt | simple { ";" simple } NEWLINE */
static void parse_stmt(struct parser *P, struct stmt_buf *out)
{
	struct token *t = peek(P);
	P->stmt_failed = false;
	struct stmt *s = NULL;
	uint32_t start = out->n;
	bool compound = true;
	uint32_t c_first = P->ci;
	skip_comments_to(P, t->line, false);
	uint32_t c_end = P->ci;
	uint32_t save_stmt_ci = P->stmt_ci;
	P->stmt_ci = c_first;
	struct stmt_buf *save_out = P->out;
	P->out = out;
	struct stmt *save_while = P->pending_while;
	P->pending_while = NULL;
	bool nests = is_word(t, P->w_for) || is_word(t, P->w_while) || is_word(t, P->w_if) ||
		     is_word(t, P->w_with);
	if (nests && P->depth + 2 > MAX_DEPTH) { /* with room for its header */
		perr(P, tspan(P, t), "statements nested too deeply (more than %d levels)", MAX_DEPTH);
		sync_line(P);
		if (is(P, T_INDENT))
			skip_block(P);
		P->pending_while = save_while;
		P->out = save_out;
		return;
	}
	P->depth += nests;
	uint32_t *save_claim = P->claim;
	P->claim = nests ? &c_end : NULL;
	if (is_word(t, P->w_for))
		s = parse_for(P);
	else if (is_word(t, P->w_while))
		s = parse_while(P);
	else if (is_word(t, P->w_if))
		s = parse_if(P);
	else if (is_word(t, P->w_with))
		s = parse_with(P);
	else
		compound = false;
	P->pending_while = save_while;
	P->depth -= nests;
	P->claim = save_claim;
	if (compound) {
		if (s)
			ir_sb_push(out, s);
		else {
			sync_line(P);
			struct stmt_buf junk = {0};
			/* the body of the failed header, parsed for its own errors
			 * and names: back to the line end sync_line took */
			if (is(P, T_INDENT) && P->pos && lex_tok(&P->L, P->pos - 1)->kind == T_NEWLINE)
				set_pos(P, P->pos - 1);
			if (is(P, T_NEWLINE) && peek_at(P, 1)->kind == T_INDENT)
				(void)parse_block(P);
			ir_sb_free(&junk);
		}
	} else {
		for (;;) {
			bool skip;
			s = parse_simple(P, out, &skip);
			if (s)
				ir_sb_push(out, s);
			else if (!skip) {
				sync_line(P);
				break;
			}
			if (!accept(P, T_SEMI) || is(P, T_NEWLINE))
				break;
			P->stmt_failed = false;
		}
		if (!P->stmt_failed && !is(P, T_NEWLINE) && !is(P, T_EOF) && !is(P, T_DEDENT)) {
			char b[64];
			perr(P, tspan(P, peek(P)), "expected end of line, found %s",
			     tok_desc(peek(P), b, sizeof b));
			sync_line(P);
		}
		/* the comments on the statement's own lines (a trailing `# ...`) */
		skip_comments_to(P, P->pos ? lex_tok(&P->L, P->pos - 1)->line : t->line, true);
		c_end = P->ci;
		accept(P, T_NEWLINE);
	}
	if (out->n > start) {
		P->past_prologue = true;
		attach_comments(P, out->v[start], c_first, c_end);
	} else {
		carry_comments(P, c_first, c_end);
		if (P->docstring)
			carry_docstring(P, P->docstring);
	}
	P->docstring = NULL;
	P->out = save_out;
	P->stmt_ci = save_stmt_ci;
}

/* block ::= NEWLINE INDENT stmt { stmt } DEDENT | simple NEWLINE */
static struct stmt_list parse_block(struct parser *P)
{
	struct stmt_buf b = {0};
	if (!is(P, T_NEWLINE)) { /* `if c: stmt` on one line */
		parse_stmt(P, &b);
	} else {
		next(P);
		bool empty_ok = P->empty_block_ok;
		P->empty_block_ok = false;
		if (!is(P, T_INDENT)) {
			/* the reference prints a scope with an empty body as its
			 * header alone */
			char buf[64];
			if (!empty_ok)
				diag_error(tspan(P, peek(P)), "expected an indented block, found %s",
					   tok_desc(peek(P), buf, sizeof buf));
		} else {
			/* the comments of the compound statement's header lines */
			if (P->claim) {
				skip_comments_to(P, lex_tok(&P->L, P->pos - 1)->line, true);
				*P->claim = P->ci;
				P->claim = NULL;
			}
			next(P);
			P->block_depth++;
			while (!is(P, T_DEDENT) && !is(P, T_EOF)) {
				/* between the statements of a function body no token
				 * is held: what was parsed can go */
				if (P->block_depth == 1)
					release_consumed(P);
				if (is(P, T_INDENT)) {
					diag_error(tspan(P, peek(P)), "unexpected indent");
					skip_block(P);
					continue;
				}
				uint32_t before = P->pos;
				parse_stmt(P, &b);
				if (P->pos == before)
					next(P); /* never loop without progress */
			}
			P->block_depth--;
			accept(P, T_DEDENT);
			P->carry.n = 0; /* comments at the end of a block are dropped */
		}
	}
	struct stmt_list l = ir_sb_finish(P->a, &b);
	ir_sb_free(&b);
	return l;
}

/* ---- functions and programs ----------------------------------------------- */

static const char *sym_rest(const struct expr *e, const char *prefix)
{
	if (!e || e->kind != EX_SYMBOL)
		return NULL;
	size_t n = strlen(prefix);
	return strncmp(e->u.s, prefix, n) == 0 ? e->u.s + n : NULL;
}

/* decorator ::= "@" "pl.inline" NEWLINE   (module level)
 *             | "@" "pl.function" [ "(" fkw { "," fkw } ")" ] NEWLINE
 * fkw ::= "type=pl.FunctionType." T | "level=pl.Level." L | "role=pl.Role." R
 *       | "auto_scope=" BOOL | "external_source=" STRING | "strict_ssa=" BOOL */
static bool parse_decorator(struct parser *P, struct function *f, bool *strict_ssa, bool *inline_fn)
{
	*strict_ssa = P->program_strict_ssa;
	struct span sp;
	next(P); /* @ */
	if (!is(P, T_NAME)) {
		expect(P, T_NAME, "pl.function");
		return false;
	}
	const char *path = parse_dotted(P, &sp);
	*inline_fn = strcmp(path, "pl.inline") == 0 && P->block_depth == 0 && !P->in_class;
	if (*inline_fn) { /* "@pl.inline" NEWLINE, at module level */
		f->kind = FK_Opaque;
		return expect(P, T_NEWLINE, "end of line after the decorator");
	}
	static const struct { const char *path; uint8_t kind; } jits[] = {
		{"pl.jit", FK_Orchestration}, {"pl.jit.incore", FK_InCore},
		{"pl.jit.inline", FK_Inline}, {"pl.jit.opaque", FK_Opaque}};
	for (size_t i = 0; i < sizeof jits / sizeof *jits; i++) {
		if (strcmp(path, jits[i].path) != 0)
			continue;
		/* the reference's JIT front end: each decorated module-level
		 * function is a function of one program, of the kind its
		 * decorator names, the plain @pl.jit one its orchestrating entry */
		if (P->block_depth || P->in_class) {
			perr(P, sp, "@%s decorates a module-level function", path);
			return false;
		}
		f->kind = jits[i].kind;
		P->jit = P->jit_dec = true;
		P->jit_entry = i == 0;
		ir_function_derive_level_role((enum func_kind)f->kind, &f->level, &f->role);
		if (is(P, T_LPAREN)) {
			/* auto_scope= on the entry and .inline (an orchestration body
			 * or one spliced into it); level= on .incore */
			struct args A;
			bool ok = parse_args(P, &A);
			if (ok && A.n_pos) {
				perr(P, A.pos[0]->span, "@%s takes keyword arguments only", path);
				ok = false;
			}
			for (uint32_t k = 0; ok && k < A.n_kw; k++) {
				const struct tc_named *kw = &A.kw[k];
				const char *r;
				if (strcmp(kw->name, "auto_scope") == 0 && kw->value->kind == EX_BOOL &&
				    (f->kind == FK_Orchestration || f->kind == FK_Inline))
					f->auto_scope_false = !kw->value->u.b;
				else if (strcmp(kw->name, "level") == 0 && f->kind == FK_InCore &&
					 (r = level_canonical(sym_rest(kw->value, "pl.Level."))) &&
					 vocab_lookup(ir_level_names, LV_COUNT, r) > 0)
					; /* as @pl.function(type=InCore, level=...): the kind fixes it */
				else {
					perr(P, kw->span, "@%s does not take %s= here (auto_scope=True|False on "
							  "@pl.jit and @pl.jit.inline, level=pl.Level.X on @pl.jit.incore)",
					     path, kw->name);
					ok = false;
				}
			}
			args_free(&A);
			if (!ok)
				return false;
		}
		return expect(P, T_NEWLINE, "end of line after the decorator");
	}
	if (strcmp(path, "pl.function") != 0) {
		perr(P, sp, "expected @pl.function, found @%s", path);
		return false;
	}
	f->kind = FK_Opaque;
	int level = -1, role = -1;
	if (is(P, T_LPAREN)) {
		struct args A;
		bool ok = parse_args(P, &A);
		for (uint32_t i = 0; ok && i < A.n_kw; i++) {
			const struct tc_named *k = &A.kw[i];
			const char *r;
			if (strcmp(k->name, "type") == 0 && (r = sym_rest(k->value, "pl.FunctionType.")) &&
			    vocab_lookup(func_kind_names, FK_COUNT, r) >= 0)
				f->kind = (uint8_t)vocab_lookup(func_kind_names, FK_COUNT, r);
			else if (strcmp(k->name, "level") == 0 && (r = level_canonical(sym_rest(k->value, "pl.Level."))) &&
				 vocab_lookup(ir_level_names, LV_COUNT, r) > 0)
				level = vocab_lookup(ir_level_names, LV_COUNT, r);
			else if (strcmp(k->name, "role") == 0 && (r = sym_rest(k->value, "pl.Role.")) &&
				 vocab_lookup(ir_role_names, ROLE_COUNT, r) > 0)
				role = vocab_lookup(ir_role_names, ROLE_COUNT, r);
			else if (strcmp(k->name, "auto_scope") == 0 && k->value->kind == EX_BOOL)
				f->auto_scope_false = !k->value->u.b;
			else if (strcmp(k->name, "external_source") == 0 && k->value->kind == EX_STR)
				f->external_source = k->value->u.s;
			else if (strcmp(k->name, "strict_ssa") == 0 && k->value->kind == EX_BOOL)
				*strict_ssa = k->value->u.b;
			else {
				static const char *const what[][2] = {
					{"type", "function type (pl.FunctionType.X)"},
					{"level", "level (pl.Level.X)"}, {"role", "role (pl.Role.X)"},
					{"auto_scope", "bool"}, {"external_source", "string"},
					{"strict_ssa", "bool"}};
				const char *expected = NULL;
				for (size_t w = 0; w < sizeof what / sizeof *what; w++)
					if (strcmp(k->name, what[w][0]) == 0)
						expected = what[w][1];
				if (expected)
					perr(P, k->value->span, "bad value for '%s': expected a %s", k->name,
					     expected);
				else
					perr(P, k->span, "unknown @pl.function argument '%s'", k->name);
				ok = false;
			}
		}
		if (ok && A.n_pos) {
			perr(P, A.pos[0]->span, "@pl.function takes keyword arguments only");
			ok = false;
		}
		if (ok && A.has_attrs) /* the older spelling of pl.func_attr */
			merge_func_attrs(P, &f->attrs, A.attrs, sp);
		args_free(&A);
		if (!ok)
			return false;
	}
	ir_function_derive_level_role((enum func_kind)f->kind, &f->level, &f->role);
	if (f->level == LV_NONE && level > 0)
		f->level = (uint8_t)level;
	if (f->role == ROLE_NONE && role > 0)
		f->role = (uint8_t)role;
	return expect(P, T_NEWLINE, "end of line after the decorator");
}

/* Skips the rest of a malformed parameter: up to the ',' or ')' that ends
 * it at its own bracket depth (or the end of the line). */
static void skip_param(struct parser *P)
{
	int depth = 0;
	while (!is(P, T_EOF) && !is(P, T_NEWLINE)) {
		enum tok_kind k = peek(P)->kind;
		if (depth == 0 && (k == T_COMMA || k == T_RPAREN))
			return;
		if (k == T_LPAREN || k == T_LBRACK || k == T_LBRACE)
			depth++;
		else if ((k == T_RPAREN || k == T_RBRACK || k == T_RBRACE) && depth > 0)
			depth--;
		next(P);
	}
}

/* param ::= NAME ":" ( type | "pl.Out" "[" type "]" | "pl.InOut" "[" type "]" )
 * On an error the parameter is still defined (with an unknown type) so the
 * body does not report its uses again. */
static bool parse_param(struct parser *P, struct param *out)
{
	struct token *name = peek(P);
	out->dir = DIR_IN;
	out->var = NULL;
	if (!expect(P, T_NAME, "a parameter name"))
		return false;
	const struct type *ty = NULL;
	bool ok = expect(P, T_COLON, "':' and a parameter type");
	struct token *t = peek(P);
	if (ok && t->kind == T_NAME && t->text == intern_cstr("pl") && peek_at(P, 2)->kind == T_NAME &&
	    (peek_at(P, 2)->text == intern_cstr("Out") || peek_at(P, 2)->text == intern_cstr("InOut")) &&
	    peek_at(P, 3)->kind == T_LBRACK) {
		out->dir = peek_at(P, 2)->text == intern_cstr("Out") ? DIR_OUT : DIR_INOUT;
		next(P), next(P), next(P), next(P);
	}
	if (ok)
		ok = (ty = parse_type(P)) != NULL;
	if (ok && out->dir != DIR_IN)
		ok = expect(P, T_RBRACK, "']'");
	if (ok && out->dir == DIR_INOUT && ty->kind == TY_SCALAR) {
		perr(P, span_to_prev(P, tspan(P, t)), "pl.InOut of a scalar is not allowed");
		ok = false;
	}
	/* An INDEX scalar parameter stands for the pl.dynamic symbol of its
	 * name only in the annotations after it: one an earlier parameter's
	 * annotation already read would be a second extent for it. */
	for (uint32_t i = 0; ok && ty->kind == TY_SCALAR && ty->dtype == DT_INDEX && i < P->n_sig_dyn; i++)
		if (P->sig_dyn[i]->name == name->text) {
			perr(P, tspan(P, name),
			     "parameter '%s' names the pl.dynamic symbol an earlier parameter's annotation "
			     "already used; declare it before that parameter",
			     name->text);
			ok = false;
		}
	/* Otherwise it is that symbol: the annotations after it and the body name
	 * the parameter (the reference binds the symbol's var, as
	 * MaterializeValidShapeSymbols adds it). */
	struct var *dyn = ok && ty->kind == TY_SCALAR && ty->dtype == DT_INDEX
		? module_dyn(P, name->text) : NULL;
	if (dyn) {
		sym_push(P, name->text, dyn, NULL);
		out->var = dyn;
		return true;
	}
	out->var = new_var(P, name->text, VAR_PARAM, ok ? ty : ir_type_unknown(), tspan(P, name));
	return ok;
}

/* signature ::= "def" NAME "(" [ "self" [","] ] [ param { "," param } [","] ] ")"
 *               [ "->" rettype ] ":"
 * rettype ::= type | "tuple" "[" type { "," type } "]" */
static bool parse_signature_in(struct parser *P, struct function *f);

static bool parse_signature(struct parser *P, struct function *f)
{
	P->in_signature = true;
	P->n_sig_dyn = 0;
	bool ok = parse_signature_in(P, f);
	P->in_signature = false;
	return ok;
}

static bool parse_signature_in(struct parser *P, struct function *f)
{
	struct token *def = peek(P);
	if (!expect_word(P, P->w_def))
		return false;
	struct token *name = peek(P);
	if (!expect(P, T_NAME, "a function name"))
		return false;
	f->name = name->text;
	f->span = span_join(tspan(P, def), tspan(P, name));
	if (!expect(P, T_LPAREN, "'('"))
		return false;
	if (is_word(peek(P), P->w_self)) {
		next(P);
		if (!accept(P, T_COMMA) && !is(P, T_RPAREN))
			return expect(P, T_COMMA, "','");
	}
	struct param params[256];
	uint32_t n = 0;
	bool ok = true;
	while (!is(P, T_RPAREN) && !is(P, T_NEWLINE) && !is(P, T_EOF)) {
		if (n == 256) {
			perr(P, tspan(P, peek(P)), "too many parameters");
			return false;
		}
		if (!parse_param(P, &params[n])) {
			ok = false;
			skip_param(P);
			P->stmt_failed = false;
		}
		if (params[n].var)
			n++;
		if (!accept(P, T_COMMA))
			break;
	}
	if (!ok)
		P->stmt_failed = true;
	f->n_params = n;
	f->params = ARENA_ARRAY(P->a, struct param, n ? n : 1);
	memcpy(f->params, params, n * sizeof *params);
	if (!expect(P, T_RPAREN, "')'") || !ok)
		return false;
	if (accept(P, T_ARROW)) {
		/* `-> tuple[A, B]` means two results; `pl.Tuple[...]` is one tuple value. */
		bool multi = is_word(peek(P), P->w_tuple);
		const struct type *r = parse_type(P);
		if (!r)
			return false;
		if (multi) {
			f->n_rets = r->n_elems;
			f->rets = (const struct type **)r->elems;
		} else {
			f->n_rets = 1;
			f->rets = ARENA_ARRAY(P->a, const struct type *, 1);
			f->rets[0] = r;
		}
	}
	return expect(P, T_COLON, "':'");
}

/* function ::= decorator signature body — parses the header and records
 * where the body starts; bodies are parsed once every signature is known
 * (so self.f calls may precede f's definition). */
static bool parse_function_header(struct parser *P, struct fn_pending *pf)
{
	struct function *f = ARENA_NEW(P->a, struct function);
	pf->fn = f;
	P->stmt_failed = false;
	uint32_t mark = P->n_syms;
	bool inline_fn = false;
	P->jit_entry = P->jit_dec = false;
	if (!parse_decorator(P, f, &pf->strict_ssa, &inline_fn))
		sync_line(P);
	pf->jit = P->jit_dec;
	pf->jit_entry = P->jit_entry;
	if (inline_fn)
		pf->mod = FM_INLINE;
	P->stmt_failed = false;
	bool ok = parse_signature(P, f);
	pf->header_line = lex_tok(&P->L, P->pos ? P->pos - 1 : 0)->line;
	pf->n_syms = P->n_syms - mark;
	pf->syms = xmalloc((pf->n_syms ? pf->n_syms : 1) * sizeof *pf->syms);
	if (pf->n_syms)
		memcpy(pf->syms, P->syms + mark, pf->n_syms * sizeof *pf->syms);
	/* Dynamic dims created by the signature are program-wide: keep them. */
	sym_truncate(P, mark);
	for (uint32_t i = 0; i < pf->n_syms; i++)
		if (pf->syms[i].var && pf->syms[i].var->kind == VAR_DYN)
			sym_push(P, pf->syms[i].name, pf->syms[i].var, NULL);
	if (!ok) {
		/* Skip the rest of the header line; the body is still parsed. */
		while (!is(P, T_EOF) && !is(P, T_NEWLINE) && !is(P, T_INDENT) && !is(P, T_DEDENT))
			next(P);
		if (!f->name || !is(P, T_NEWLINE)) {
			pf->body_pos = 0;
			sync_line(P);
			skip_block(P);
			return false;
		}
	}
	pf->body_pos = P->pos;
	if (!lex_save(&P->L, P->pos, &pf->body))
		die("the body of '%s' starts before the last lexed lines", f->name);
	if (is(P, T_NEWLINE)) {
		/* The body is parsed later, from pf->body: lex it for its
		 * block structure only, unless lookahead already went there. */
		if (P->L.n == P->pos + 1)
			lex_skim_block(&P->L);
		next(P);
		skip_block_tokens(P, true);
	} else {
		sync_line(P);
	}
	return true;
}

static bool find_return(struct stmt *s, void *ctx)
{
	if (s->kind == ST_RETURN)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

/* The body of a HOST SubWorker function is Python that runs on the host, not
 * DSL: it is kept verbatim (one ST_INLINE statement, the lines without the
 * block's indent), after an optional pl.func_attr; `...` alone is an
 * abstract body.
 * inline_body ::= NEWLINE INDENT { func_attr NEWLINE } ( "..." NEWLINE | any tokens ) DEDENT */
static void parse_inline_body(struct parser *P, struct function *f)
{
	struct stmt_buf junk = {0};
	if (!accept(P, T_NEWLINE) || !accept(P, T_INDENT)) {
		f->body = parse_block(P); /* reports what is missing */
		return;
	}
	while (is(P, T_NAME) && peek(P)->text == intern_cstr("pl") && peek_at(P, 2)->kind == T_NAME &&
	       peek_at(P, 2)->text == intern_cstr("func_attr"))
		parse_stmt(P, &junk);
	ir_sb_free(&junk);
	if (is(P, T_DEDENT) || is(P, T_EOF) ||
	    (is(P, T_ELLIPSIS) && peek_at(P, 1)->kind == T_NEWLINE && peek_at(P, 2)->kind == T_DEDENT)) {
		P->saw_ellipsis = is(P, T_ELLIPSIS);
		skip_block_tokens(P, false);
		accept(P, T_NEWLINE);
		accept(P, T_DEDENT);
		return;
	}
	struct token *first = peek(P);
	struct span sp = tspan(P, first);
	uint32_t start = first->off - (uint32_t)(first->col - 1), end = first->off;
	int block_col = first->col;
	bool at_start = true; /* the token starts a statement */
	bool stmt_seen = false; /* a statement (not a docstring) came before */
	for (int d = 1; d > 0 && !is(P, T_EOF);) {
		struct token *t = next(P);
		if (at_start && t->kind == T_NAME && t->text == intern_cstr("pl") && is(P, T_DOT) &&
		    peek_at(P, 1)->kind == T_NAME && peek_at(P, 1)->text == intern_cstr("func_attr")) {
			if (stmt_seen)
				perr(P, tspan(P, t), "pl.func_attr must appear before every other statement of "
				     "the function body");
		} else if (at_start && t->kind != T_NEWLINE && t->kind != T_INDENT && t->kind != T_DEDENT &&
			   !(t->kind == T_STRING && is(P, T_NEWLINE))) {
			stmt_seen = true;
		}
		at_start = t->kind == T_NEWLINE || t->kind == T_INDENT || t->kind == T_DEDENT;
		if (t->kind == T_INDENT)
			d++;
		else if (t->kind == T_DEDENT)
			d--;
		else if (t->kind != T_NEWLINE)
			end = t->off + t->end;
		else if (t->off > end)
			end = t->off; /* a trailing comment belongs to the line */
	}
	/* the lines [start, end), each without the block's indent */
	struct buf b = {0};
	const char *text = (const char *)P->L.base;
	for (uint32_t p = start; p < end;) {
		const char *nl = memchr(text + p, '\n', end - p);
		uint32_t e = nl ? (uint32_t)(nl - text) : end;
		uint32_t q = p;
		for (int c = 1; c < block_col && q < e && (text[q] == ' ' || text[q] == '\t'); c++)
			q++;
		if (b.len)
			buf_putc(&b, '\n');
		uint32_t ee = e;
		if (ee > q && text[ee - 1] == '\r')
			ee--;
		buf_put(&b, text + q, ee - q);
		p = e + 1;
	}
	struct stmt *s = ir_new_stmt(P->a, ST_INLINE, sp);
	s->u.inl.text = arena_strdup(P->a, b.data ? b.data : "");
	buf_free(&b);
	f->body.n = 1;
	f->body.v = ARENA_ARRAY(P->a, struct stmt *, 1);
	f->body.v[0] = s;
}

static void parse_function_body(struct parser *P, struct fn_pending *pf)
{
	struct function *f = pf->fn;
	uint32_t mark = P->n_syms;
	for (uint32_t i = 0; i < pf->n_syms; i++) {
		sym_push(P, pf->syms[i].name, pf->syms[i].var, pf->syms[i].cval);
		P->syms[P->n_syms - 1].mref = pf->syms[i].mref;
	}
	lex_restore(&P->L, &pf->body);
	set_pos(P, pf->body_pos);
	P->fn = f;
	/* the first comment after the header (comments are in line order) */
	uint32_t lo = 0, hi = P->L.n_comments;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (P->L.comments[mid].line <= pf->header_line)
			lo = mid + 1;
		else
			hi = mid;
	}
	P->ci = lo;
	P->carry.n = 0;
	P->claim = NULL;
	P->strict_ssa = pf->strict_ssa;
	/* An abstract body (`...`, after an optional pl.func_attr) has no
	 * statements. */
	P->saw_ellipsis = false;
	P->past_prologue = false;
	P->in_manual_scope = false;
	P->n_dump_tags = 0;
	bool inline_body = f->level == LV_HOST && f->role == ROLE_SubWorker;
	int body_errors = diag_error_count();
	if (inline_body)
		parse_inline_body(P, f);
	else {
		P->L.ann = ann_lookup;
		P->L.ann_ctx = P;
		P->L.call_heads = true;
		f->body = parse_block(P);
		P->L.ann = NULL;
		P->L.call_heads = false;
	}
	f->abstract = !f->body.n && P->saw_ellipsis;
	/* a return statement that failed to parse is not a missing one */
	bool returns = diag_error_count() > body_errors;
	if (f->n_rets && !f->abstract && !inline_body && !returns) {
		/* most bodies end with their return: the walk is for the others */
		if (f->body.n && f->body.v[f->body.n - 1]->kind == ST_RETURN)
			returns = true;
		else
			ir_walk_stmts(f->body, find_return, &returns);
	}
	if (f->n_rets && !f->abstract && !inline_body && !returns)
		diag_error(f->span, "function '%s' declares a result (->) but no statement returns it; "
			   "end it with `return <value>`", f->name);
	P->fn = NULL;
	sym_truncate(P, mark);
}

/* header ::= "import" dotted [ "as" NAME ] NEWLINE
 *          | "from" dotted "import" NAME [ "as" NAME ] NEWLINE
 *          | NAME "=" "pl.dynamic" "(" STRING ")" NEWLINE
 *          | NAME "=" "pl.MemRef" "(" [ "slots=" INT ] ")" NEWLINE
 *          | NAME "=" const NEWLINE
 *          | NAME "=" dimexpr NEWLINE   (+ - * // % on pl.dynamic names and ints)
 *          | NAME "=" NAME NEWLINE      (another name of a module-level function) */
/* Records that the pl.dynamic var `name` stands for the symbol string `sym`
 * (kept in the arena of the program's header, doubling). */
static void note_dyn_sym(struct parser *P, const char *name, const char *sym)
{
	struct program *g = P->prog;
	if (g->n_dyn_syms == g->cap_dyn_syms) {
		uint32_t cap = g->cap_dyn_syms ? 2 * g->cap_dyn_syms : 4;
		struct dyn_sym *n = ARENA_ARRAY(P->a, struct dyn_sym, cap);
		if (g->n_dyn_syms)
			memcpy(n, g->dyn_syms, g->n_dyn_syms * sizeof *n);
		g->dyn_syms = n;
		g->cap_dyn_syms = cap;
	}
	g->dyn_syms[g->n_dyn_syms].name = name;
	g->dyn_syms[g->n_dyn_syms].sym = sym;
	g->n_dyn_syms++;
}

static void parse_header_line(struct parser *P)
{
	struct token *t = peek(P);
	P->stmt_failed = false;
	if (is_word(t, P->w_import) || is_word(t, P->w_from)) {
		sync_line(P);
		return;
	}
	if (t->kind == T_NAME && peek_at(P, 1)->kind == T_ASSIGN) {
		next(P), next(P);
		struct token *v = peek(P);
		struct sym *fs = v->kind == T_NAME && peek_at(P, 1)->kind == T_NEWLINE ? sym_find(P, v->text) : NULL;
		if (fs && fs->fn && !fs->var && !fs->cval) {
			/* alias ::= NAME "=" NAME: another name of a module-level function */
			int32_t fn = fs->fn;
			next(P);
			sym_push(P, t->text, NULL, NULL);
			P->syms[P->n_syms - 1].fn = fn;
			sync_line(P);
			return;
		}
		bool pl_call = v->kind == T_NAME && v->text == intern_cstr("pl") &&
			       peek_at(P, 1)->kind == T_DOT && peek_at(P, 2)->kind == T_NAME &&
			       peek_at(P, 3)->kind == T_LPAREN;
		bool dynamic = pl_call && peek_at(P, 2)->text == intern_cstr("dynamic");
		if (pl_call && peek_at(P, 2)->text == intern_cstr("MemRef")) {
			parse_memref_decl(P, t->text);
		} else if (!dynamic) {
			/* const ::= a Python constant: number, bool, string, dtype or
			 * another constant, arithmetic on them, a tuple or list of them */
			struct expr *c = parse_expr(P);
			if (c && !module_constant(c)) {
				perr(P, c->span, "a module-level name must be a constant (a number, bool, "
						 "string, dtype, enum member or None, arithmetic on them, "
						 "or a tuple of them), "
						 "pl.dynamic(\"%s\") or +, -, *, //, %% on pl.dynamic names "
						 "and integers", t->text);
			} else if (c) {
				sym_push(P, t->text, NULL, c);
			}
		} else {
			struct span sp;
			const char *path = parse_dotted(P, &sp);
			(void)path;
			struct args A;
			if (parse_args(P, &A)) {
				if (A.n_pos != 1 || A.pos[0]->kind != EX_STR)
					perr(P, sp, "pl.dynamic takes the name as a string");
				struct var *d = ir_new_var(P->prog, t->text, VAR_DYN,
							   ir_type_scalar(DT_INDEX), tspan(P, t));
				if (A.n_pos == 1 && A.pos[0]->kind == EX_STR && A.pos[0]->u.s != d->name)
					note_dyn_sym(P, d->name, A.pos[0]->u.s);
				P->prog->dyn = xrealloc(P->prog->dyn,
							(P->prog->n_dyn + 1) * sizeof *P->prog->dyn);
				P->prog->dyn[P->prog->n_dyn++] = d;
				sym_push(P, t->text, d, NULL);
				args_free(&A);
			} else {
				args_free(&A);
			}
		}
		if (!P->stmt_failed && !is(P, T_NEWLINE))
			expect(P, T_NEWLINE, "end of line");
		sync_line(P);
		return;
	}
	char b[64];
	perr(P, tspan(P, t), "expected @pl.program or @pl.function, found %s", tok_desc(t, b, sizeof b));
	sync_line(P);
	if (is(P, T_INDENT))
		skip_block(P);
}

/* Whether e is a value a module-level name may hold (a Python constant). */
static bool module_constant(const struct expr *e)
{
	switch (e->kind) {
	case EX_INT:
	case EX_FLOAT:
	case EX_BOOL:
		return (e->flags & EXF_PYCONST) != 0;
	case EX_STR:
	case EX_ENUM:
		return true;
	case EX_SYMBOL: /* a tensor layout (LAYOUT = pl.NZ), None or an enum member */
		if (strcmp(e->u.s, "None") == 0)
			return true;
		for (unsigned i = 0; i < spec_n_enums; i++) {
			const char *name = ir_enum_qualified_name(&spec_enums[i], e->u.s);
			for (unsigned j = 0; name && j < spec_enums[i].n_values; j++)
				if (strcmp(spec_enums[i].values[j].name, name) == 0)
					return true;
		}
		return strncmp(e->u.s, "pl.", 3) == 0 &&
		       vocab_lookup(tensor_layout_names, TLY_COUNT, e->u.s + 3) >= 0;
	case EX_LIST:
		for (uint32_t i = 0; i < e->u.list.n; i++)
			if (!module_constant(e->u.list.v[i]))
				return false;
		return true;
	case EX_VAR:
	case EX_BINARY:
		return module_dim_expr(e);
	default:
		return false;
	}
}

/* Whether e is integer arithmetic (+ - * // %) on pl.dynamic names and
 * integer constants: a module-level name for a dimension expression
 * (GATHERED = NR * 64), as the reference evaluates it. */
static bool module_dim_expr(const struct expr *e)
{
	switch (e->kind) {
	case EX_INT:
		return (e->flags & EXF_PYCONST) != 0;
	case EX_VAR:
		return e->u.var->kind == VAR_DYN;
	case EX_BINARY:
		switch (e->u.bin.op) {
		case BO_ADD:
		case BO_SUB:
		case BO_MUL:
		case BO_FLOORDIV:
		case BO_MOD:
			return module_dim_expr(e->u.bin.l) && module_dim_expr(e->u.bin.r);
		default:
			return false;
		}
	default:
		return false;
	}
}

static void add_function(struct parser *P, struct fn_pending **pend, uint32_t *n, uint32_t *cap,
			 struct fn_pending pf)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*pend = xrealloc(*pend, *cap * sizeof **pend);
	}
	(*pend)[(*n)++] = pf;
}

static bool at_decorator(struct parser *P, const char *what)
{
	return is(P, T_AT) && peek_at(P, 1)->kind == T_NAME && peek_at(P, 1)->text == intern_cstr("pl") &&
	       peek_at(P, 3)->kind == T_NAME && peek_at(P, 3)->text == intern_cstr(what);
}

/* attr ::= NAME "=" NAME NEWLINE, in the class body: the module-level
 * @pl.function it names joins the program (the reference's program takes the
 * functions its class attributes hold, `reduce_step = reduce_step`), under
 * its own name. */
static void class_function_attr(struct parser *P, struct fn_pending *pend)
{
	struct token *name = next(P);
	next(P); /* = */
	struct token *val = next(P);
	struct sym *s = sym_find(P, val->text);
	struct fn_pending *pf = s && s->fn > 0 && !s->var && !s->cval ? &pend[s->fn - 1] : NULL;
	if (!pf || pf->mod == FM_INLINE || !pf->fn->name)
		perr(P, tspan(P, val), "a class attribute of a @pl.program holds a @pl.function defined "
				       "before the class; '%s' is not one", val->text);
	else if (strcmp(pf->fn->name, name->text) != 0)
		perr(P, span_join(tspan(P, name), tspan(P, val)), "class attribute '%s' holds function "
			 "'%s': ptoc takes a function under its own name ('%s = %s')", name->text,
			 pf->fn->name, pf->fn->name, pf->fn->name);
	else
		pf->mod = FM_PROGRAM;
	accept(P, T_NEWLINE);
}

/* program ::= "@pl.program" NEWLINE "class" NAME ":" NEWLINE INDENT
 *             ( function | attr ) { function | attr } DEDENT */
static void parse_class(struct parser *P, struct fn_pending **pend, uint32_t *n, uint32_t *cap)
{
	next(P), next(P), next(P), next(P); /* @ pl . program */
	if (is(P, T_LPAREN)) {
		/* program_kw ::= "strict_ssa=" BOOL (every function's default) */
		struct args A;
		if (parse_args(P, &A)) {
			for (uint32_t i = 0; i < A.n_kw; i++) {
				if (strcmp(A.kw[i].name, "strict_ssa") == 0 && A.kw[i].value->kind == EX_BOOL)
					P->program_strict_ssa = A.kw[i].value->u.b;
				else
					perr(P, A.kw[i].span, "unknown or bad @pl.program argument '%s' "
						 "(it takes strict_ssa=True|False)", A.kw[i].name);
			}
			if (A.n_pos)
				perr(P, A.pos[0]->span, "@pl.program takes keyword arguments only");
		}
		args_free(&A);
	}
	if (!expect(P, T_NEWLINE, "end of line") || !expect_word(P, P->w_class)) {
		sync_line(P);
		return;
	}
	struct token *name = peek(P);
	if (!expect(P, T_NAME, "a class name"))
		return;
	P->prog->name = name->text;
	P->prog->span = tspan(P, name);
	if (!expect(P, T_COLON, "':'") || !expect(P, T_NEWLINE, "end of line"))
		return;
	if (!accept(P, T_INDENT)) {
		diag_error(tspan(P, peek(P)), "expected the indented functions of the program");
		return;
	}
	uint32_t n_before = *n;
	bool other = false;
	P->in_class = true;
	while (!is(P, T_DEDENT) && !is(P, T_EOF)) {
		P->stmt_failed = false;
		if (at_decorator(P, "function")) {
			struct fn_pending pf = {0};
			parse_function_header(P, &pf);
			add_function(P, pend, n, cap, pf);
			release_consumed(P);
			continue;
		}
		if ((is(P, T_STRING) && peek_at(P, 1)->kind == T_NEWLINE) || is_word(peek(P), P->w_pass)) {
			/* a docstring or `pass` among the functions: nothing in the IR */
			next(P);
			accept(P, T_NEWLINE);
			release_consumed(P);
			continue;
		}
		if (is(P, T_NAME) && peek_at(P, 1)->kind == T_ASSIGN && peek_at(P, 2)->kind == T_NAME &&
		    peek_at(P, 3)->kind == T_NEWLINE) {
			class_function_attr(P, *pend);
			release_consumed(P);
			continue;
		}
		char b[64];
		perr(P, tspan(P, peek(P)), "expected @pl.function, found %s", tok_desc(peek(P), b, sizeof b));
		other = true;
		sync_line(P);
		if (is(P, T_INDENT))
			skip_block(P);
	}
	P->in_class = false;
	accept(P, T_DEDENT);
	if (*n == n_before && !other) /* the reference: a program needs a function */
		diag_error(P->prog->span, "the @pl.program class '%s' defines no @pl.function", P->prog->name);
}

/* file ::= { header } ( program | function { function } ) */
static uint64_t name_hash(const char *interned)
{
	return ((uintptr_t)interned >> 4) * 0x9e3779b97f4a7c15ull;
}

static uint64_t fn_item_hash(const void *item, void *ctx)
{
	return name_hash(((const struct function *)item)->name);
}

static bool fn_item_named(const void *item, const void *name, void *ctx)
{
	return ((const struct function *)item)->name == name;
}

/* A file of @pl.jit functions is the program the reference specializes
 * its entry into: `_jit_<entry>`, its functions called by their bare
 * names as self.<name>(...) is (@pl.inline ones are expanded, as in a
 * program).  One entry a file (the reference compiles each on its own), and
 * no @pl.function or @pl.program beside them. */
static void jit_program(struct parser *P, struct fn_pending *pend, uint32_t n, bool seen_program)
{
	const struct function *entry = NULL;
	for (uint32_t i = 0; i < n; i++) {
		const struct function *f = pend[i].fn;
		if (!f->name || pend[i].mod == FM_INLINE) /* @pl.inline: expanded where called */
			continue;
		if (seen_program || pend[i].mod != FM_PROGRAM || !pend[i].jit) {
			diag_error(f->span, "'%s': a file of @pl.jit functions holds no @pl.program or "
					    "@pl.function", f->name);
			continue;
		}
		if (!pend[i].jit_entry)
			continue;
		if (entry)
			diag_error(f->span, "a second @pl.jit entry '%s' (the first is '%s'): the reference "
					    "compiles each entry on its own", f->name, entry->name);
		else
			entry = f;
	}
	if (!entry) {
		diag_error(span_make(P->L.fid, 1, 1, 1, 2), "no @pl.jit entry in a file of @pl.jit functions");
		return;
	}
	struct buf b = {0};
	buf_printf(&b, "_jit_%s", entry->name);
	P->prog->name = intern_cstr(b.data);
	buf_free(&b);
	P->prog->bare_function = false;
}

/* Everything but the function bodies: module-level lines and every
 * function's signature, with the functions registered (duplicates are
 * errors).  The bodies are parsed by parse_body, from *pend[0..*np). */
static void parse_headers(struct parser *P, struct fn_pending **pendp, uint32_t *np)
{
	struct fn_pending *pend = NULL;
	uint32_t n = 0, cap = 0;
	bool seen_program = false;
	while (!is(P, T_EOF)) {
		if (is(P, T_NEWLINE)) {
			next(P);
			continue;
		}
		if (is(P, T_INDENT)) {
			diag_error(tspan(P, peek(P)), "unexpected indent");
			skip_block(P);
			continue;
		}
		if (at_decorator(P, "program")) {
			if (seen_program)
				diag_error(tspan(P, peek(P)), "only one @pl.program per file");
			/* the functions before it are module-level ones its
			 * methods may call by name */
			for (uint32_t i = 0; i < n; i++)
				if (pend[i].mod == FM_PROGRAM)
					pend[i].mod = FM_EXTERNAL;
			P->prog->bare_function = false;
			seen_program = true;
			parse_class(P, &pend, &n, &cap);
			continue;
		}
		if (at_decorator(P, "function") || at_decorator(P, "inline") || at_decorator(P, "jit")) {
			if (seen_program)
				diag_error(tspan(P, peek(P)), "a function outside the @pl.program class");
			struct fn_pending pf = {0};
			parse_function_header(P, &pf);
			if (pf.mod == FM_PROGRAM)
				P->prog->bare_function = true;
			add_function(P, &pend, &n, &cap, pf);
			if (pf.fn->name) { /* a module-level name, bound to the function */
				sym_push(P, pf.fn->name, NULL, NULL);
				P->syms[P->n_syms - 1].fn = (int32_t)n;
			}
			release_consumed(P);
			continue;
		}
		if (is_word(peek(P), P->w_def) && peek_at(P, 1)->kind == T_NAME) {
			/* def ::= "def" NAME ... block: a plain Python function, not
			 * evaluated; a program may not call it */
			next(P);
			sym_push(P, next(P)->text, NULL, NULL);
			P->syms[P->n_syms - 1].fn = SYM_PYTHON_FN;
			sync_line(P);
			if (is(P, T_INDENT))
				skip_block(P);
			continue;
		}
		parse_header_line(P);
	}
	/* Register functions (duplicates are errors: names in a set of
	 * interned pointers), then parse bodies. */
	P->prog->funcs = ARENA_ARRAY(P->a, struct function *, n ? n : 1);
	struct ptab seen = {0};
	for (uint32_t i = 0; i < n; i++) {
		struct function *f = pend[i].fn;
		if (!f->name || pend[i].mod != FM_PROGRAM)
			continue;
		ptab_reserve(&seen, fn_item_hash, NULL);
		void **slot = ptab_find(&seen, name_hash(f->name), f->name, fn_item_named, NULL);
		if (*slot) {
			diag_error(f->span, "function '%s' is defined twice", f->name);
			continue;
		}
		ptab_put(&seen, slot, f);
		P->prog->funcs[P->prog->n_funcs++] = f;
	}
	ptab_free(&seen);
	uint32_t n_program = 0;
	for (uint32_t i = 0; i < n; i++)
		n_program += pend[i].mod == FM_PROGRAM;
	if (P->jit)
		jit_program(P, pend, n, seen_program);
	if (!seen_program && !n_program)
		diag_error(span_make(P->L.fid, 1, 1, 1, 2), "no @pl.program or @pl.function in the file");
	*pendp = pend;
	*np = n;
	P->pend = pend;
	P->n_pend = n;
}

/* Parses the body of pending function pf (if its header parsed) and frees
 * what only the body needed. */
static void parse_body(struct parser *P, struct fn_pending *pf)
{
	if (pf->fn->name && pf->body_pos) {
		P->in_external = pf->mod == FM_EXTERNAL;
		parse_function_body(P, pf);
		P->in_external = false;
		/* only statements that carry a comm-domain comment have scopes
		 * to lift (none has when no such comment was attached) */
		if (P->saw_cd_comment)
			cd_lift_comments(P->a, pf->fn);
	}
	release_consumed(P);
	lex_resume_free(&pf->body);
	free(pf->syms);
	pf->syms = NULL;
}

/* The external functions called join the program, after its own. */
static void add_externals(struct parser *P)
{
	for (uint32_t i = 0; i < P->n_ext; i++)
		P->prog->funcs[P->prog->n_funcs++] = P->pend[P->ext_order[i]].fn;
}

/* Frees what an inline function kept for its expansions. */
static void drop_pending(struct fn_pending *pf)
{
	lex_resume_free(&pf->body);
	free(pf->syms);
	pf->syms = NULL;
}

static void parse_file_rule(struct parser *P)
{
	struct fn_pending *pend;
	uint32_t n;
	parse_headers(P, &pend, &n);
	for (uint32_t i = 0; i < n; i++)
		if (pend[i].mod != FM_INLINE)
			parse_body(P, &pend[i]);
	for (uint32_t i = 0; i < n; i++)
		if (pend[i].mod == FM_INLINE)
			drop_pending(&pend[i]);
	add_externals(P);
	free(pend);
	P->pend = NULL;
}

static void init_words(struct parser *P)
{
	static const char *const kw[] = {
		"False", "None", "True", "and", "as", "assert", "async", "await", "break",
		"case", "class", "continue", "def", "del", "elif", "else", "except", "finally",
		"for", "from", "global", "if", "import", "in", "is", "lambda", "match",
		"nonlocal", "not", "or", "pass", "raise", "return", "try", "type", "while",
		"with", "yield",
	};
	_Static_assert(sizeof kw / sizeof *kw <= sizeof P->keywords / sizeof *P->keywords,
		       "parser.keywords");
	for (unsigned i = 0; i < sizeof kw / sizeof *kw; i++) {
		P->keywords[i] = intern_cstr(kw[i]);
		if (intern_id(P->keywords[i]) >= P->keyword_id_end)
			P->keyword_id_end = intern_id(P->keywords[i]) + 1;
	}
	P->n_keywords = sizeof kw / sizeof *kw;
	P->keyword_ids = xcalloc(P->keyword_id_end / 64 + 1, sizeof *P->keyword_ids);
	for (unsigned i = 0; i < P->n_keywords; i++)
		P->keyword_ids[intern_id(P->keywords[i]) >> 6] |= (uint64_t)1 << (intern_id(P->keywords[i]) & 63);
	P->w_def = intern_cstr("def");
	P->w_class = intern_cstr("class");
	P->w_return = intern_cstr("return");
	P->w_for = intern_cstr("for");
	P->w_deps = intern_cstr("deps");
	P->w_in = intern_cstr("in");
	P->w_if = intern_cstr("if");
	P->w_elif = intern_cstr("elif");
	P->w_else = intern_cstr("else");
	P->w_while = intern_cstr("while");
	P->w_with = intern_cstr("with");
	P->w_as = intern_cstr("as");
	P->w_and = intern_cstr("and");
	P->w_or = intern_cstr("or");
	P->w_xor = intern_cstr("xor");
	P->w_not = intern_cstr("not");
	P->w_pass = intern_cstr("pass");
	P->w_break = intern_cstr("break");
	P->w_continue = intern_cstr("continue");
	P->w_import = intern_cstr("import");
	P->w_from = intern_cstr("from");
	P->w_true = intern_cstr("True");
	P->w_false = intern_cstr("False");
	P->w_none = intern_cstr("None");
	P->w_self = intern_cstr("self");
	P->w_attrs = intern_cstr("attrs");
	P->w_init_values = intern_cstr("init_values");
	P->w_stage = intern_cstr("stage");
	P->w_tuple = intern_cstr("tuple");
	P->w_DN = intern_cstr("DN");
	P->w_pl = intern_cstr("pl");
	P->w_yield_word = intern_cstr("yield_");
	P->w_range = intern_cstr("range");
	P->w_submit = intern_cstr("pl.submit");
	P->w_spmd_submit = intern_cstr("pl.spmd_submit");
	P->w_yield = intern_cstr("pl.yield_");
	P->w_const = intern_cstr("pl.const");
	P->w_no_dep = intern_cstr("pl.no_dep");
	P->w_split = intern_cstr("pl.split");
	P->w_cross_core_slot = intern_cstr("pl.cross_core_slot");
	P->w_opt_split = intern_cstr("pl.optimizations.split");
	P->w_chunked_loop_optimizer = intern_cstr("pl.chunked_loop_optimizer");
}

static void parser_init(struct parser *P, struct arena *a, const char *file, const char *text, size_t len)
{
	*P = (struct parser){0};
	lex_init(&P->L, file, text, len);
	P->a = a;
	P->file = file;
	init_words(P);
	P->split_mode = -1;
	P->loop_kind = -1;
	P->prog = ARENA_NEW(a, struct program);
	P->prog->arena = a;
	P->prog->name = intern_cstr("Program");
	P->prog->span = span_make(P->L.fid, 1, 1, 1, 2);
}

static void parser_fini(struct parser *P)
{
	free(P->dump_tags);
	free(P->keyword_ids);
	free(P->ext_order);
	free(P->nodep);
	vec_free(&P->carry);
	big_free(P->syms, P->cap_syms * sizeof *P->syms);
	free(P->sig_dyn);
	big_free(P->bound, P->cap_bound * sizeof *P->bound);
	big_free(P->spelled, P->cap_spelled * sizeof *P->spelled);
	big_free(P->bindings, (size_t)P->cap_bindings * sizeof *P->bindings);
	free(P->dots);
	for (uint32_t i = 0; i < P->windows.cap; i++)
		free(P->windows.v[i]);
	ptab_free(&P->windows);
	ptab_free(&P->mref_names);
	ann_text_free(P);
	ptab_free(&P->keep_types);
	tc_memo_free(&P->memo);
	lex_fini(&P->L);
}

struct program *parse_program(struct arena *a, const char *file, const char *text, size_t len)
{
	struct parser P;
	parser_init(&P, a, file, text, len);
	parse_file_rule(&P);
	/* Copy the dyn list into the arena (it grew on the heap). */
	struct var **dyn = ARENA_ARRAY(a, struct var *, P.prog->n_dyn ? P.prog->n_dyn : 1);
	if (P.prog->n_dyn)
		memcpy(dyn, P.prog->dyn, P.prog->n_dyn * sizeof *dyn);
	free(P.prog->dyn);
	P.prog->dyn = dyn;
	parser_fini(&P);
	return P.prog;
}

/* ---- one function at a time ------------------------------------------------- */

struct parse_session {
	struct parser P;
	struct fn_pending *pend;
	uint32_t n, next;
	uint32_t n_dyn; /* pl.dynamic vars of the headers */
};

/* A large source is mapped from its file, not copied: the lexer reads the
 * zeros the mapping has past the end of the file in its last page, and once
 * a large body is parsed the pages are given back (release_source), to be
 * read from the file again if a diagnostic quotes a line.  A copy in the
 * arena would stay resident through the passes and the code generator of
 * a kernel that takes most of the file. */
#define MAP_SOURCE_AFTER ((size_t)1 << 20)
static struct {
	void *p;
	size_t n;
} source_map;

static char *map_source(FILE *f, size_t n)
{
	long page = sysconf(_SC_PAGESIZE);
	if (n < MAP_SOURCE_AFTER || page <= 0 || n % (size_t)page == 0 ||
	    (size_t)page - n % (size_t)page < 2 || source_map.p)
		return NULL; /* no room for the two zeros the lexer stops at */
	void *m = mmap(NULL, n, PROT_READ, MAP_PRIVATE, fileno(f), 0);
	if (m == MAP_FAILED)
		return NULL;
	source_map.p = m;
	source_map.n = n;
	return m;
}

/* Gives back the pages of a mapped source: they are read from the file
 * again when touched. */
static void release_source(void)
{
	if (source_map.p)
		madvise(source_map.p, source_map.n, MADV_DONTNEED);
}

/* Reads a regular file straight into the arena (one copy of the text, not
 * two), or maps a large one; NULL when it is not one (then read_file is
 * used). */
static char *read_regular(struct arena *a, const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	struct stat st;
	if (!f || fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
		if (f)
			fclose(f);
		return NULL;
	}
	size_t n = (size_t)st.st_size;
	char *mapped = map_source(f, n);
	if (mapped) {
		fclose(f);
		/* a file that shrinks later faults: an error, not a crash */
		cleanup_note_mapped_input(mapped, n + 2, path); /* and the lexer's two zeros */
		*len = n;
		return mapped;
	}
	char *text = arena_alloc(a, n + 2);
	size_t got = fread(text, 1, n, f);
	bool ok = got == n && fgetc(f) == EOF && !ferror(f);
	fclose(f);
	if (!ok)
		return NULL; /* changed while read, or unreadable: read_file decides */
	*len = n;
	return text;
}

static char *read_source(struct arena *a, const char *path, const char **file, size_t *len)
{
	/* The text must outlive diagnostics: it is kept in the arena, or
	 * mapped until the process exits. */
	char *kept = read_regular(a, path, len);
	if (!kept) {
		char *text;
		if (!read_file(path, &text, len)) {
			diag_plain("cannot read %s: %s", path, strerror(errno));
			return NULL;
		}
		kept = arena_alloc(a, *len + 2);
		memcpy(kept, text, *len);
		free(text);
	}
	*file = intern_cstr(path);
	/* a UTF-8 byte order mark is skipped: columns count from after it */
	if (*len >= 3 && memcmp(kept, "\xEF\xBB\xBF", 3) == 0) {
		kept += 3;
		*len -= 3;
	}
	diag_add_source(*file, kept, *len);
	return kept;
}

struct parse_session *parse_session_open(struct arena *a, const char *path, int *errors,
					  bool *io_error)
{
	*errors = 0;
	*io_error = false;
	const char *file;
	size_t len;
	char *text = read_source(a, path, &file, &len);
	if (!text) {
		*io_error = true;
		return NULL;
	}
	struct parse_session *s = xcalloc(1, sizeof *s);
	int before = diag_error_count();
	parser_init(&s->P, a, file, text, len);
	parse_headers(&s->P, &s->pend, &s->n);
	s->n_dyn = s->P.prog->n_dyn;
	/* Ids of the header vars every function shares come first. */
	for (uint32_t i = 0; i < s->n_dyn; i++)
		s->P.prog->dyn[i]->id = i;
	*errors = diag_error_count() - before;
	/* the bodies are parsed into arenas of their own */
	arena_trim(a);
	return s;
}

struct program *parse_session_program(struct parse_session *s)
{
	return s->P.prog;
}

bool parse_session_needs_whole(const struct parse_session *s)
{
	for (uint32_t i = 0; i < s->n; i++)
		if (s->pend[i].mod != FM_PROGRAM)
			return true;
	return false;
}

/* After a large body (its arena past LARGE_BODY bytes) the pages of the
 * tables it grew are given back, the passes and the code generator that
 * follow need the memory: all but what the headers still bind (the
 * symbols left and their names' entries, the bindings of the first n_keep
 * var ids: a later body numbers its own vars after them and notes their
 * bindings anew).  The spelling cache is refilled as later bodies look
 * spellings up.  The tables keep their size: a later body takes the pages
 * again as it reaches them. */
#define LARGE_BODY ((size_t)8 << 20)
static void release_body_tables(struct parser *P, const struct arena *body, uint32_t n_keep)
{
	if (body->total < LARGE_BODY)
		return;
	release_source();
	huge_trim(P->syms, (size_t)P->cap_syms * sizeof *P->syms, (size_t)P->n_syms * sizeof *P->syms);
	/* a nonzero entry names a symbol still bound */
	size_t n = 0;
	for (uint32_t i = 0; i < P->n_syms; i++)
		if (intern_id(P->syms[i].name) >= n)
			n = intern_id(P->syms[i].name) + 1;
	if (n < P->cap_bound)
		huge_trim(P->bound, (size_t)P->cap_bound * sizeof *P->bound, n * sizeof *P->bound);
	huge_trim(P->spelled, (size_t)P->cap_spelled * sizeof *P->spelled, 0);
	if (n_keep < P->cap_bindings)
		huge_trim(P->bindings, (size_t)P->cap_bindings * sizeof *P->bindings,
			  (size_t)n_keep * sizeof *P->bindings);
}

struct function *parse_session_body(struct parse_session *s, struct program *sub, int *errors,
				    bool *calls)
{
	struct parser *P = &s->P;
	while (s->next < s->n && (!s->pend[s->next].fn->name || s->pend[s->next].mod != FM_PROGRAM)) {
		if (s->pend[s->next].mod == FM_PROGRAM)
			parse_body(P, &s->pend[s->next]);
		s->next++;
	}
	if (s->next == s->n)
		return NULL;
	struct fn_pending *pf = &s->pend[s->next++];
	struct function *f = pf->fn;
	/* The function's own ids follow the shared ones, so tables indexed by
	 * var id stay the size of one function. */
	sub->n_vars = s->n_dyn;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->kind != VAR_DYN) /* a pl.dynamic symbol keeps its shared id */
			f->params[i].var->id = sub->n_vars++;
	sub->dyn = P->prog->dyn;
	sub->n_dyn = s->n_dyn;
	sub->dyn_syms = P->prog->dyn_syms;
	sub->n_dyn_syms = P->prog->n_dyn_syms;
	sub->cap_dyn_syms = P->prog->n_dyn_syms; /* read only in a body */
	struct program *whole = P->prog;
	struct arena *header_arena = P->a;
	/* self.f(...) calls resolve among every function */
	sub->funcs = whole->funcs;
	sub->n_funcs = whole->n_funcs;
	P->prog = sub;
	P->a = sub->arena;
	/* the headers' annotation tables hold signature types: the bodies
	 * make their own, which last from body to body (P->keep) */
	if (!P->ann_of_bodies)
		ann_text_free(P);
	P->ann_of_bodies = true;
	P->keep = header_arena;
	P->memo.keep = header_arena;
	uint32_t fcalls = P->n_fcalls;
	int before = diag_error_count();
	parse_body(P, pf);
	release_body_tables(P, sub->arena, s->n_dyn);
	*errors = diag_error_count() - before;
	*calls = P->n_fcalls != fcalls;
	/* pl.dynamic vars a body creates live in the body's arena */
	whole->dyn = sub->dyn;
	whole->n_dyn = s->n_dyn;
	sub->funcs = ARENA_ARRAY(sub->arena, struct function *, 1);
	sub->funcs[0] = f;
	sub->n_funcs = 1;
	P->prog = whole;
	P->a = header_arena;
	P->keep = NULL;
	P->memo.keep = NULL;
	/* the types of this body's arena go with it */
	ptab_free(&P->types);
	tc_memo_reset(&P->memo);
	return f;
}

void parse_session_close(struct parse_session *s)
{
	if (!s)
		return;
	for (uint32_t i = 0; i < s->n; i++)
		drop_pending(&s->pend[i]);
	free(s->P.prog->dyn);
	s->P.prog->dyn = NULL;
	s->P.prog->n_dyn = 0;
	free(s->pend);
	parser_fini(&s->P);
	free(s);
}

struct program *parse_file(struct arena *a, const char *path, int *errors, bool *io_error)
{
	*io_error = false;
	*errors = 0;
	const char *file;
	size_t len;
	char *text = read_source(a, path, &file, &len);
	if (!text) {
		*io_error = true;
		return NULL;
	}
	int before = diag_error_count();
	struct program *p = parse_program(a, file, text, len);
	release_source();
	*errors = diag_error_count() - before;
	return p;
}
