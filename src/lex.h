/* Lexer of printed tile programs (Python syntax subset): turns a whole file
 * into a token array with Python INDENT/DEDENT/NEWLINE tokens, and records
 * full-line comments so the parser can attach them to statements. */
#ifndef PTOC_LEX_H
#define PTOC_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

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
	T_COUNT
};

extern const char *const tok_names[T_COUNT]; /* for messages: "'('", "name" */

/* A token keeps its position without the file name (the same for every token
 * of a lex_file call; tok_span() adds it back) and shares the number fields:
 * at a few tokens per source word the array is the largest thing lexing
 * allocates. */
struct token {
	uint8_t kind;  /* enum tok_kind */
	bool int_overflow; /* T_INT: literal does not fit in int64 */
	int line, col, end_line, end_col;
	const char *text; /* T_NAME: interned name; T_STRING: interned contents; else NULL */
	union {
		int64_t i; /* T_INT */
		double f;  /* T_FLOAT */
	};
};
_Static_assert(sizeof(struct token) <= 40, "struct token grew");

static inline struct span tok_span(const char *file, const struct token *t)
{
	return (struct span){file, t->line, t->col, t->end_line, t->end_col};
}

struct comment {
	int line, col;
	const char *text; /* after "#" and one optional space; interned */
};

struct lex_result {
	struct token *toks; /* ends with T_EOF */
	uint32_t n;
	struct comment *comments; /* full-line comments, in order */
	uint32_t n_comments;
};

/* Lexes text[0..len) (text[len] must be NUL).  Errors (bad character, bad
 * indentation, unterminated string) are reported through diag and lexing
 * continues; returns the number of errors.  `file` must be interned or
 * static.  Free the result with lex_free. */
int lex_file(const char *file, const char *text, size_t len, struct lex_result *out);
void lex_free(struct lex_result *r);

#endif
