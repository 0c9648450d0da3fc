/* Lexer of printed tile programs (Python syntax subset): a stream of tokens
 * with Python INDENT/DEDENT/NEWLINE tokens, produced one logical line at a
 * time as the parser asks for them, and the full-line comments so the
 * parser can attach them to statements.  Tokens live in fixed-size chunks,
 * so a token's address is stable until the chunk is released; the parser
 * releases what it has consumed, which keeps lexing memory bounded by the
 * part of the file being parsed rather than by the file. */
#ifndef PTOC_LEX_H
#define PTOC_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "util.h"

enum tok_kind {
	T_EOF, T_NEWLINE, T_INDENT, T_DEDENT,
	T_NAME, T_INT, T_FLOAT, T_STRING,
	T_LPAREN, T_RPAREN, T_LBRACK, T_RBRACK, T_LBRACE, T_RBRACE,
	T_COMMA, T_COLON, T_DOT, T_SEMI, T_ASSIGN, T_ARROW, T_AT, T_ELLIPSIS,
	T_PLUS, T_MINUS, T_STAR, T_SLASH, T_DSLASH, T_PERCENT, T_DSTAR,
	T_EQ, T_NE, T_LT, T_LE, T_GT, T_GE,
	T_AMP, T_PIPE, T_CARET, T_TILDE, T_SHL, T_SHR,
	T_PLUSEQ, T_MINUSEQ, T_STAREQ, T_SLASHEQ, T_DSLASHEQ, T_PERCENTEQ,
	T_ERROR, /* where a lexical error was reported (the parser stays quiet) */
	T_ANNOT, /* an annotation the parser knows by its bytes (lexer.ann): one
		    token for the colon before it and all of it (and the `=`
		    after it: ann_assign), its `p` the parser's entry, its
		    span the annotation's */
	T_COUNT
};

extern const char *const tok_names[T_COUNT]; /* for messages: "'('", "name" */

/* A token keeps its position without the file (the same for every token
 * of a lex_file call; tok_span() adds it back) and shares one word between
 * its text and its value (a token is read by its kind: the text of a name
 * or string, the value of a number): at a few tokens per source word the
 * array is the largest thing lexing allocates. */
struct token {
	uint8_t kind;  /* enum tok_kind */
	bool int_overflow; /* T_INT: literal does not fit in int64 (set on no other kind) */
	bool ann_assign;   /* T_ANNOT: the `=` after the annotation is taken with it */
	uint32_t off;  /* byte offset of the token in the text (clamped) */
	int line, col;
	uint32_t end;  /* its span's end word (span_make): the token's width in
			  columns, as every token ends on the line it starts */
	union { /* NULL (text) but on the kinds named */
		const char *text; /* T_NAME: interned name (NULL when skimmed);
				     T_STRING: interned contents (idem) */
		int64_t i; /* T_INT */
		double f;  /* T_FLOAT */
		const void *p; /* T_ANNOT */
	};
};
_Static_assert(sizeof(struct token) <= 32, "struct token grew");

static inline struct span tok_span(uint32_t fid, const struct token *t)
{
	return (struct span){fid, t->line, t->col, t->end};
}

struct comment {
	int line, col;
	const char *text; /* after "#" and one optional space; interned */
};

#define LEX_CHUNK_BITS 9
#define LEX_CHUNK (1u << LEX_CHUNK_BITS)
#define LEX_LINE_MARKS 2

/* Where a logical line starts: enough to lex it again (with the indentation
 * stack, which lex_save copies). */
struct lex_line {
	const unsigned char *cur, *line_start;
	int line, n_indents;
	uint32_t tok; /* index of the line's first token */
};

struct lexer {
	const char *file;
	uint32_t fid;           /* diag_file_id(file), for spans */
	const unsigned char *base, *cur, *lim, *line_start, *tok;
	int line;
	int depth; /* open brackets: newlines are not tokens inside */
	int *indents;           /* the indentation stack, any depth: the
				   parser limits nesting, at its line */
	int n_indents, cap_indents;
	int errors;
	uint32_t first_live;    /* chunks below this one are released */
	bool done;              /* T_EOF is the last token */
	bool skimming;          /* the current line is lexed for kinds only */
	uint8_t last_kind;      /* kind of the last token pushed */
	int skim_indents;       /* > 0: lines indented deeper than this many
				   levels are lexed for their kinds only */
	const unsigned char *reported; /* errors and comments before here were
					  already seen by an earlier lexing */
	const unsigned char *high;     /* furthest position lexed so far */
	struct token **chunks;  /* token i: chunks[i >> LEX_CHUNK_BITS][i % LEX_CHUNK] */
	uint32_t n_chunks, cap_chunks, n;
	struct token *chunk;    /* the chunk token n goes to (pushes read it) */
	struct token *spare;    /* one released chunk kept for reuse */
	struct lex_line marks[LEX_LINE_MARKS]; /* the last few logical lines */
	uint32_t n_marks;
	struct comment *comments; /* full-line comments of the whole file, in order */
	uint32_t n_comments, cap_comments;
	/* When set: called for a logical line that starts with `NAME :` (after
	 * INDENT / DEDENT tokens), outside brackets and not skimmed, with the
	 * name and the first byte after the colon's blanks.  A non-NULL result
	 * is the parser's entry for the annotation written there, *len its
	 * bytes: the colon and they become one T_ANNOT token instead of being
	 * lexed (with the `=` that follows them, if one does). */
	const void *(*ann)(void *ctx, const char *name, const unsigned char *s, uint32_t *len);
	void *ann_ctx;
	/* When set: right after `=` outside brackets, a called dotted name that
	 * starts with `pl` or `self` (`pl.tile.adds(`) is one T_NAME token whose
	 * text is the interned dotted name, spanning all of it. */
	bool call_heads;
};

/* A position to lex again from (lex_save / lex_restore). */
struct lex_resume {
	struct lex_line at;
	uint32_t tok;
	int *indents;
};

/* Starts lexing text[0..len) (text[len] must be NUL).  Errors (bad
 * character, bad indentation, unterminated string) are reported through
 * diag as the lines are lexed and lexing continues.  `file` must be
 * interned or static.  Free with lex_fini. */
void lex_init(struct lexer *L, const char *file, const char *text, size_t len);
void lex_fini(struct lexer *L);

/* Lexes one more logical line (or the end of input), after the skimmed
 * lines before it that give no token; false once T_EOF is the last
 * token. */
bool lex_more(struct lexer *L);

/* Token i when it needs lexing first or was released (out of line, so
 * that the common case below stays a few loads). */
struct token *lex_tok_slow(struct lexer *L, uint32_t i);

/* Token i, lexing as far as needed; past the end, the T_EOF token. */
static inline struct token *lex_tok(struct lexer *L, uint32_t i)
{
	if (__builtin_expect(i < L->n, 1)) {
		struct token *c = L->chunks[i >> LEX_CHUNK_BITS];
		if (__builtin_expect(c != NULL, 1))
			return &c[i & (LEX_CHUNK - 1)];
	}
	return lex_tok_slow(L, i);
}

/* Frees the tokens before index `below` (whole chunks only). */
void lex_release(struct lexer *L, uint32_t below);

/* The lines indented deeper than the current block are lexed for their
 * token kinds only (no names, numbers or string contents; a run of lines
 * passed whole gives one NEWLINE): for a block the parser skips now and
 * lexes again later. */
void lex_skim_block(struct lexer *L);

/* Records how to lex again from token `tok` (which must be on one of the
 * last LEX_LINE_MARKS logical lines); false if it is older. */
bool lex_save(struct lexer *L, uint32_t tok, struct lex_resume *r);
/* Drops every token and lexes again from r: the tokens get the same
 * indices as before, errors and comments are not reported twice. */
void lex_restore(struct lexer *L, const struct lex_resume *r);
void lex_resume_free(struct lex_resume *r);

#endif
