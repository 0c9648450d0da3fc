/* Lexer for the MLIR subset read by `ptoc vlayout` (vector-layout-input.md):
 * SSA names, symbols, identifiers, numbers, strings, `->`, punctuation and
 * newlines; `//` comments are dropped. */

#include "diag.h"
#include "intern.h"
#include "util.h"
#include "vl_ir.h"

/*!re2c
	re2c:define:YYCTYPE = "unsigned char";
	re2c:yyfill:enable = 0;
*/

int vl_lex_line(struct vl_lexer *L, struct vl_token **tp, int *np, int *capp)
{
	const unsigned char *YYCURSOR = L->cur, *YYMARKER, *tok;
	(void)YYMARKER;
	for (;;) {
		tok = YYCURSOR;
		if (*np + 2 >= *capp) {
			*capp = *capp ? 2 * *capp : 64;
			*tp = xrealloc(*tp, sizeof **tp * (size_t)*capp);
		}
		struct vl_token *k = &(*tp)[*np];
		k->line = L->line;
		k->col = (int)(tok - L->line_start) + 1;
		k->s = (const char *)tok;
		k->name = NULL;
		k->c = 0;
		/*!re2c
		id = [A-Za-z_#!^][A-Za-z0-9_.$#]*;
		"\x00" { L->cur = tok; L->eof = true; return 0; }
		"//" [^\n\x00]* { continue; }
		[ \t\r]+ { continue; }
		"\n" { L->line++; L->line_start = YYCURSOR; L->cur = YYCURSOR; return 0; }
		"%" [A-Za-z0-9_$.\-]+ ("#" [0-9]+)? { k->kind = VT_SSA; goto named; }
		"@" ([A-Za-z0-9_$.\-]+ | ["] [^"\n\x00]* ["]) { k->kind = VT_SYM; goto named; }
		id { k->kind = VT_ID; goto named; }
		"-"? [0-9] [A-Za-z0-9_.]* { k->kind = VT_NUM; goto named; }
		["] ([^"\\\n\x00] | "\\" [^\n\x00])* ["] { k->kind = VT_STR; goto named; }
		"->" { k->kind = VT_ARROW; k->len = 2; (*np)++; continue; }
		[()[\]{}<>,:=?*+\-|.&] { k->kind = VT_PUNCT; k->c = (char)*tok; k->len = 1; (*np)++; continue; }
		* {
			struct span at = span_make(diag_file_id(L->file), L->line, k->col, L->line, k->col + 1);
			if (*tok >= 0x20 && *tok < 0x7f)
				diag_error(at, "unexpected character '%c'", *tok);
			else
				diag_error(at, "unexpected byte 0x%02x", *tok);
			L->eof = true;
			return -1;
		}
		*/
	named:
		k->len = (int)(YYCURSOR - tok);
		k->name = intern((const char *)tok, (size_t)k->len);
		(*np)++;
	}
}
