/* Lexer for PTO-ISA MLIR text (.pto): turns a NUL-terminated buffer into
 * tokens.  Shapes such as `32x32xf32`, `?x?xf32` or `16x2x!pto.f8E8M0` are
 * one token because the `x`-joined form cannot be split by a context-free
 * rule otherwise. */
#include <stdio.h>

#include "diag.h"
#include "rt_int.h"

static void push(struct rt_toks *ts, int kind, const unsigned char *s, const unsigned char *e,
		 int line, const unsigned char *ls)
{
	if (ts->n == ts->cap) {
		ts->cap = ts->cap ? ts->cap * 2 : 1024;
		ts->v = xrealloc(ts->v, ts->cap * sizeof *ts->v);
	}
	ts->v[ts->n++] = (struct rt_tok){kind, (const char *)s, (int)(e - s), line, (int)(s - ls) + 1};
}

/* Tokenizes text[0..len) (text[len] must be NUL).  Returns the number of
 * lexical errors (each reported through diag). */
int rt_lex(const char *file, const char *text, size_t len, struct rt_toks *ts)
{
	const unsigned char *YYCURSOR = (const unsigned char *)text;
	const unsigned char *YYLIMIT = YYCURSOR + len, *YYMARKER = YYCURSOR;
	const unsigned char *ls = YYCURSOR, *tok;
	int line = 1, errors = 0;
	if (!ts->cap) {
		/* most tokens span several bytes: a quarter of the length rarely
		 * grows, and a small input gets a small array */
		ts->cap = len / 4 + 16;
		ts->v = xmalloc(ts->cap * sizeof *ts->v);
	}
	for (;;) {
		tok = YYCURSOR;
		/*!re2c
		re2c:define:YYCTYPE = "unsigned char";
		re2c:yyfill:enable = 0;
		re2c:eof = 0;

		id = [A-Za-z_][A-Za-z0-9_.$]*;
		sid = [A-Za-z0-9_.$\-]+;
		dim = [0-9]+ | "?";
		dig = [0-9];

		$ { push(ts, T_EOF, tok, tok, line, ls); return errors; }
		"\n" { line++; ls = YYCURSOR; continue; }
		[ \t\r]+ { continue; }
		"//" [^\n\x00]* { continue; }
		"%" sid { push(ts, T_SSA, tok, YYCURSOR, line, ls); continue; }
		"@" sid { push(ts, T_SYM, tok, YYCURSOR, line, ls); continue; }
		"!" id { push(ts, T_BANG, tok, YYCURSOR, line, ls); continue; }
		"#" id { push(ts, T_HASH, tok, YYCURSOR, line, ls); continue; }
		"^" sid { push(ts, T_ID, tok, YYCURSOR, line, ls); continue; }
		(dim "x")+ ([a-z] [a-z0-9A-Z]* | "!" id) { push(ts, T_SHAPE, tok, YYCURSOR, line, ls); continue; }
		"-"? "0x" [0-9a-fA-F]+ { push(ts, T_INT, tok, YYCURSOR, line, ls); continue; }
		"-"? dig+ { push(ts, T_INT, tok, YYCURSOR, line, ls); continue; }
		"-"? dig+ "." dig* ([eE] [+-]? dig+)? { push(ts, T_FLOAT, tok, YYCURSOR, line, ls); continue; }
		"-"? dig+ [eE] [+-]? dig+ { push(ts, T_FLOAT, tok, YYCURSOR, line, ls); continue; }
		id { push(ts, T_ID, tok, YYCURSOR, line, ls); continue; }
		"\"" ([^"\\\n\x00] | "\\" [^\n\x00])* "\"" { push(ts, T_STR, tok, YYCURSOR, line, ls); continue; }
		"->" { push(ts, T_ARROW, tok, YYCURSOR, line, ls); continue; }
		[(){}[\]<>,:=?*+] { push(ts, *tok, tok, YYCURSOR, line, ls); continue; }
		* {
			struct span at = span_make(diag_file_id(file), line, (int)(tok - ls) + 1, line,
						   (int)(tok - ls) + 2);
			if (*tok >= 0x20 && *tok < 0x7f)
				diag_error(at, "unexpected character '%c'", *tok);
			else
				diag_error(at, "unexpected byte 0x%02x", *tok);
			errors++;
			continue;
		}
		*/
	}
}
