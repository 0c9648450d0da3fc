/* Lexer of printed tile programs (re2c): Python tokens, INDENT/DEDENT from
 * leading whitespace, implicit line joining inside brackets, full-line
 * comments kept for statement attachment. */
#include "lex.h"

/* The token fields are stored one by one: packed into vector registers
 * first, as the vectorizer does, they take twice the instructions. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "intern.h"
#include "util.h"

const char *const tok_names[T_COUNT] = {
	[T_EOF] = "end of file", [T_NEWLINE] = "newline", [T_INDENT] = "indent",
	[T_DEDENT] = "dedent", [T_NAME] = "name", [T_INT] = "integer",
	[T_FLOAT] = "float", [T_STRING] = "string",
	[T_LPAREN] = "'('", [T_RPAREN] = "')'", [T_LBRACK] = "'['", [T_RBRACK] = "']'",
	[T_LBRACE] = "'{'", [T_RBRACE] = "'}'", [T_COMMA] = "','", [T_COLON] = "':'",
	[T_DOT] = "'.'", [T_SEMI] = "';'", [T_ASSIGN] = "'='", [T_ARROW] = "'->'",
	[T_AT] = "'@'", [T_ELLIPSIS] = "'...'", [T_PLUS] = "'+'", [T_MINUS] = "'-'",
	[T_STAR] = "'*'", [T_SLASH] = "'/'", [T_DSLASH] = "'//'", [T_PERCENT] = "'%'",
	[T_DSTAR] = "'**'", [T_EQ] = "'=='", [T_NE] = "'!='", [T_LT] = "'<'",
	[T_LE] = "'<='", [T_GT] = "'>'", [T_GE] = "'>='", [T_AMP] = "'&'",
	[T_PIPE] = "'|'", [T_CARET] = "'^'", [T_TILDE] = "'~'", [T_SHL] = "'<<'",
	[T_SHR] = "'>>'", [T_PLUSEQ] = "'+='", [T_MINUSEQ] = "'-='", [T_STAREQ] = "'*='",
	[T_SLASHEQ] = "'/='", [T_DSLASHEQ] = "'//='", [T_PERCENTEQ] = "'%='",
	[T_ERROR] = "an invalid token",
	[T_ANNOT] = "annotation",
};

static __attribute__((noinline)) void ensure_chunk(struct lexer *L, uint32_t c)
{
	if (c >= L->cap_chunks) {
		uint32_t cap = L->cap_chunks ? L->cap_chunks * 2 : 64;
		while (cap <= c)
			cap *= 2;
		L->chunks = xrealloc(L->chunks, cap * sizeof *L->chunks);
		memset(L->chunks + L->cap_chunks, 0, (cap - L->cap_chunks) * sizeof *L->chunks);
		L->cap_chunks = cap;
	}
	if (!L->chunks[c]) {
		if (L->spare) {
			L->chunks[c] = L->spare;
			L->spare = NULL;
		} else {
			L->chunks[c] = xmalloc(LEX_CHUNK * sizeof **L->chunks);
		}
	}
	if (c >= L->n_chunks)
		L->n_chunks = c + 1;
	L->chunk = L->chunks[c];
}

static struct span span_at(struct lexer *L, const unsigned char *p)
{
	int col = (int)(p - L->line_start) + 1;
	return span_make(L->fid, L->line, col, L->line, col + 1);
}

/* Appends a token of kind k starting at `start` and ending at L->cur (when
 * that is after it on the same line; always when `spans`, a constant).
 * Called for every token: the chunk bookkeeping is out of line, the rest
 * is a few stores. */
static inline __attribute__((always_inline)) struct token *push_at(struct lexer *L, enum tok_kind k,
								   const unsigned char *start, bool spans)
{
	/* everything read from L before the first store to the token (an int
	 * store could alias L's fields, which would be read again) */
	uint32_t i = L->n;
	int line = L->line;
	const unsigned char *ls = L->line_start, *cur = L->cur;
	ptrdiff_t off = start - L->base;
	if ((i & (LEX_CHUNK - 1)) == 0)
		ensure_chunk(L, i >> LEX_CHUNK_BITS);
	struct token *t = L->chunk + (i & (LEX_CHUNK - 1));
	L->n = i + 1;
	L->last_kind = (uint8_t)k;
	ptrdiff_t col = start - ls;
	ptrdiff_t end = cur - ls;
	t->kind = (uint8_t)k;
	t->off = off < UINT32_MAX ? (uint32_t)off : UINT32_MAX;
	t->line = line;
	t->col = (int)col + 1;
	t->end = (spans || (start < cur && end >= col) ? (uint32_t)(end - col) : 1u) & ~SPAN_MULTI;
	t->text = NULL;
	return t;
}

static inline struct token *push(struct lexer *L, enum tok_kind k, const unsigned char *start)
{
	return push_at(L, k, start, false);
}

/* The token the scanner matched, L->tok .. L->cur (on one line). */
static inline struct token *push_match(struct lexer *L, enum tok_kind k)
{
	return push_at(L, k, L->tok, true);
}

static void add_comment(struct lexer *L, const unsigned char *hash, const unsigned char *end)
{
	if (hash < L->reported)
		return;
	if (L->n_comments == L->cap_comments) {
		L->cap_comments = L->cap_comments ? L->cap_comments * 2 : 16;
		L->comments = xrealloc(L->comments, L->cap_comments * sizeof *L->comments);
	}
	const unsigned char *s = hash + 1;
	if (s < end && *s == ' ')
		s++;
	/* the text is kept as a C string: it ends at a NUL byte */
	const unsigned char *z = s < end ? memchr(s, 0, (size_t)(end - s)) : NULL;
	if (z)
		end = z;
	/* the text is kept as written (the reference prints it back as is),
	 * but for the \r of a CRLF line end */
	if (end > s && end[-1] == '\r')
		end--;
	L->comments[L->n_comments++] = (struct comment){
		L->line, (int)(hash - L->line_start) + 1,
		intern((const char *)s, (size_t)(end - s))};
}

static void error_at(struct lexer *L, const unsigned char *p, const char *fmt, const char *arg)
{
	if (p >= L->reported)
		diag_error(span_at(L, p), fmt, arg);
	L->errors++;
}

/* Measures the indentation of the line starting at L->cur and emits
 * INDENT/DEDENT tokens.  Blank and comment-only lines produce nothing.
 * Returns false at end of input. */

/* Pushes an indentation column, growing the stack as needed. */
static void push_indent(struct lexer *L, int col)
{
	if (L->n_indents == L->cap_indents) {
		L->cap_indents = L->cap_indents ? 2 * L->cap_indents : 64;
		L->indents = xrealloc(L->indents, (size_t)L->cap_indents * sizeof *L->indents);
	}
	L->indents[L->n_indents++] = col;
}

static inline uint64_t load8(const unsigned char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

static bool line_start(struct lexer *L)
{
	for (;;) {
		const unsigned char *p = L->cur;
		int col = 0;
		/* eight blanks at a time: a statement is indented by a few
		 * levels of four */
		while (L->lim - p >= 8 && load8(p) == 0x2020202020202020ull) {
			p += 8;
			col += 8;
		}
		while (*p == ' ' || *p == '\t' || *p == '\f') {
			col = *p == '\t' ? (col / 8 + 1) * 8 : *p == '\f' ? 0 : col + 1;
			p++;
		}
		if (*p == '#') {
			const unsigned char *e = p;
			while (*e != '\n' && !(*e == 0 && e >= L->lim))
				e++;
			add_comment(L, p, e);
			p = e;
		}
		if (*p == '\r' && p[1] == '\n')
			p++;
		if (*p == '\n') {
			L->cur = p + 1;
			L->line++;
			L->line_start = L->cur;
			continue;
		}
		if (*p == 0 && p >= L->lim) {
			L->cur = p;
			return false;
		}
		L->cur = p;
		int top = L->indents[L->n_indents - 1];
		if (L->skim_indents) {
			int level = L->n_indents;
			if (col > top)
				level++;
			else
				for (int i = L->n_indents - 1; i > 0 && col < L->indents[i]; i--)
					level--;
			L->skimming = level > L->skim_indents;
			if (!L->skimming)
				L->skim_indents = 0;
		}
		if (col > top) {
			push_indent(L, col);
			push(L, T_INDENT, p);
		} else {
			int pops = 0;
			uint8_t before = L->last_kind;
			while (col < L->indents[L->n_indents - 1]) {
				--L->n_indents;
				push(L, T_DEDENT, p);
				pops++;
			}
			if (col != L->indents[L->n_indents - 1]) {
				error_at(L, p, "unindent does not match any outer indentation level%s", "");
				/* Recover: the line stays in the block it was dedented from
				 * (the last DEDENT is taken back), which now continues at
				 * this line's indentation, so the lines after it that are
				 * indented as it is are not reported again. */
				L->n--;
				L->last_kind = pops > 1 ? T_DEDENT : before;
				push_indent(L, col);
			}
		}
		return true;
	}
}

/* Scans a string literal whose opening quote is at L->tok and ends at
 * L->cur (quote count q = 1 or 3).  Decodes simple escapes. */
static void string_lit(struct lexer *L, int q)
{
	const unsigned char *start = L->tok;
	unsigned char quote = *start;
	const unsigned char *p = start + q;
	struct buf b = {0};
	int start_line = L->line;
	const unsigned char *start_ls = L->line_start;
	for (;;) {
		if ((*p == 0 && p >= L->lim) || (q == 1 && (*p == '\n' || *p == '\r'))) {
			int col = (int)(start - start_ls) + 1;
			struct span sp = span_make(L->fid, start_line, col, start_line, col + 1);
			if (start >= L->reported)
				diag_error(sp, "unterminated string");
			L->errors++;
			/* The closing bracket was most likely inside the string. */
			L->depth = 0;
			L->cur = p;
			push(L, T_ERROR, start);
			buf_free(&b);
			return;
		}
		if (*p == quote && (q == 1 || (p[1] == quote && p[2] == quote))) {
			p += q;
			break;
		}
		if (*p == '\\' && !(p[1] == 0 && p + 1 >= L->lim)) {
			p++;
			char c = (char)*p;
			switch (*p) {
			case 'n': c = '\n'; break;
			case 't': c = '\t'; break;
			case 'r': c = '\r'; break;
			case '0': c = 0; break;
			case '\n': L->line++; L->line_start = p + 1; p++; continue;
			default: break;
			}
			buf_putc(&b, c);
			p++;
			continue;
		}
		if (*p == '\n') {
			L->line++;
			L->line_start = p + 1;
		}
		buf_putc(&b, (char)*p++);
	}
	L->cur = p;
	int save_line = L->line;
	const unsigned char *save_ls = L->line_start;
	L->line = start_line;
	L->line_start = start_ls;
	struct token *t = push(L, T_STRING, start);
	L->line = save_line;
	L->line_start = save_ls;
	t->end = (uint32_t)(p - start) & ~SPAN_MULTI;
	if (!L->skimming)
		t->text = intern(b.data ? b.data : "", b.len);
	buf_free(&b);
}

static void number(struct lexer *L, bool is_float)
{
	const unsigned char *s = L->tok;
	if (L->skimming) {
		struct token *t = push(L, is_float ? T_FLOAT : T_INT, s);
		t->int_overflow = false;
		t->i = 0;
		return;
	}
	if (!is_float && L->cur - s <= 18 && (*s != '0' || L->cur - s == 1)) {
		/* plain decimal digits that fit (the common case): no strtoull */
		int64_t v = 0;
		const unsigned char *p = s;
		while (p < L->cur && *p >= '0' && *p <= '9')
			v = v * 10 + (*p++ - '0');
		if (p == L->cur) {
			struct token *t = push(L, T_INT, s);
			t->int_overflow = false;
			t->i = v;
			return;
		}
	}
	if (is_float && L->cur - s <= 16) {
		/* d.ddd with at most 15 digits (the common case): the digits
		 * as an integer m < 2^53 and 10^k (k <= 15) are both exact
		 * doubles, so one division rounds as strtod does */
		static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
					       1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
		int64_t m = 0;
		int k = -1, digits = 0;
		const unsigned char *p = s;
		for (; p < L->cur; p++) {
			if (*p >= '0' && *p <= '9') {
				m = m * 10 + (*p - '0');
				digits++;
				if (k >= 0)
					k++;
			} else if (*p == '.' && k < 0) {
				k = 0;
			} else {
				break;
			}
		}
		if (p == L->cur && k >= 0 && digits > 0 && digits <= 15) {
			push(L, T_FLOAT, s)->f = (double)m / pow10[k];
			return;
		}
	}
	char tmp[128];
	size_t n = 0;
	for (const unsigned char *p = s; p < L->cur && n < sizeof tmp - 1; p++)
		if (*p != '_')
			tmp[n++] = (char)*p;
	tmp[n] = 0;
	struct token *t = push(L, is_float ? T_FLOAT : T_INT, s);
	t->int_overflow = false;
	errno = 0;
	if (is_float) {
		t->f = strtod(tmp, NULL);
	} else {
		unsigned long long v = strtoull(tmp, NULL, 0);
		if (errno == ERANGE || v > (unsigned long long)INT64_MAX)
			t->int_overflow = true;
		t->i = (int64_t)v;
	}
}

static void bad_char(struct lexer *L)
{
	unsigned char c = *L->tok;
	char desc[16];
	if (c >= 0x20 && c < 0x7f)
		snprintf(desc, sizeof desc, "%c", c);
	else
		snprintf(desc, sizeof desc, "\\x%02x", c);
	error_at(L, L->tok, "bad character '%s'", desc);
	push(L, T_ERROR, L->tok);
}

/* Whether the line at p starts with a word that cannot continue an
 * expression (def, class, return, a decorator): inside unclosed brackets
 * such a line means a bracket was left open, and lexing resynchronizes
 * there so the rest of the file is still read line by line. */
static bool starts_statement(const unsigned char *p)
{
	static const char *const words[] = {"def", "class", "return", "with", "elif", "else"};
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '@')
		return true;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
		size_t n = strlen(words[i]);
		if (strncmp((const char *)p, words[i], n) == 0 && !(p[n] == '_' || (p[n] >= 'a' && p[n] <= 'z') ||
		    (p[n] >= 'A' && p[n] <= 'Z') || (p[n] >= '0' && p[n] <= '9')))
			return true;
	}
	return false;
}

static void newline(struct lexer *L)
{
	if (L->depth > 0 && starts_statement(L->cur))
		L->depth = 0;
	if (L->depth == 0 && L->n && L->last_kind != T_NEWLINE && L->last_kind != T_INDENT &&
	    L->last_kind != T_DEDENT)
		push(L, T_NEWLINE, L->tok);
	L->line++;
	L->line_start = L->cur;
}

/* Bytes a skimmed line may hold for skim_line to pass over it: name and
 * number characters, blanks and the operator and bracket characters.
 * Quotes, '#', '\\', '!', '\r', NUL and non-ASCII bytes are lexed token by
 * token (strings, comments, joined lines and errors need the scanner). */
static const unsigned char skim_plain[256] = {
	['\t'] = 1, [' '] = 1, ['%'] = 1, ['&'] = 1, ['('] = 2, [')'] = 3, ['*'] = 1,
	['+'] = 1, [','] = 1, ['-'] = 1, ['.'] = 1, ['/'] = 1, [':'] = 1, [';'] = 1,
	['<'] = 1, ['='] = 1, ['>'] = 1, ['@'] = 1, ['['] = 2, [']'] = 3, ['^'] = 1,
	['{'] = 2, ['|'] = 1, ['}'] = 3, ['~'] = 1, ['_'] = 1,
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
	['7'] = 1, ['8'] = 1, ['9'] = 1,
	['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1,
	['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1,
	['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1,
	['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1,
	['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1,
	['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1,
	['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
};

/* Ends a skimmed line at its '\n' at p: its NEWLINE token, unless the
 * line before ended with one (a skimmed block is read for its INDENT and
 * DEDENT tokens, and a run of its lines needs only one NEWLINE, as blank
 * lines give none). */
static bool skim_end(struct lexer *L, const unsigned char *p)
{
	L->tok = p;
	L->cur = p + 1;
	if (L->last_kind != T_NEWLINE)
		push(L, T_NEWLINE, L->tok);
	L->line++;
	L->line_start = L->cur;
	return true;
}

#ifdef __SSE2__
/* A bit for each of p[0..16) that is not plain (skim_plain[b] != 1), and
 * for a few plain bytes that are rare in a statement (tab % & @ |), which
 * the caller passes over: a control byte or one >= 0x7f, 0x21-0x29 (! " #
 * $ % & ' ( )), and, with bit 0x20 set, 0x3f (?), 0x60 (@ `) and 0x7b-0x7d
 * ([ \ ] { | }). */
static inline unsigned skim_marks(const unsigned char *p)
{
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
	__m128i u = _mm_or_si128(v, _mm_set1_epi8(0x20));
#define RANGE(x, lo, n) _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - (lo)))), \
				      _mm_set1_epi8((char)(0x80 + (n) - 256)))
	/* v + 1 < 0x21 as signed bytes: 0x00-0x1f and 0x7f-0xff */
	__m128i ctl = _mm_cmplt_epi8(_mm_add_epi8(v, _mm_set1_epi8(1)), _mm_set1_epi8(0x21));
	__m128i m = _mm_or_si128(ctl, RANGE(v, 0x21, 9));
	m = _mm_or_si128(m, RANGE(u, 0x7b, 3));
	m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(u, _mm_set1_epi8(0x60)),
					 _mm_cmpeq_epi8(u, _mm_set1_epi8(0x3f))));
#undef RANGE
	return (unsigned)_mm_movemask_epi8(m);
}
#endif

/* One byte of a skimmed line that skim_marks marked, at q: *depth counts
 * its open brackets.  0: go on; 1: the line ends at q; -1: not a plain
 * line. */
static inline int skim_byte(const unsigned char *q, int *depth)
{
	unsigned char c = skim_plain[*q];
	if (c == 1)
		return 0;
	if (c == 2)
		++*depth;
	else if (c == 3 && *depth > 0)
		--*depth;
	else if (c == 3 || *q != '\n' || *depth > 0)
		return -1;
	else
		return 1;
	return 0;
}

/* skim_plain_line from p with `depth` brackets open. */
static const unsigned char *skim_plain_from(const unsigned char *p, const unsigned char *lim, int depth)
{
#ifdef __SSE2__
	/* sixteen bytes at a time: only those that are not plain are looked at */
	for (; lim - p >= 16; p += 16)
		for (unsigned m = skim_marks(p); m; m &= m - 1) {
			const unsigned char *q = p + __builtin_ctz(m);
			int r = skim_byte(q, &depth);
			if (r)
				return r > 0 ? q : NULL;
		}
#endif
	for (;; p++) {
		int r = skim_byte(p, &depth);
		if (r)
			return r > 0 ? p : NULL;
	}
}

#if defined(__x86_64__) && defined(__GNUC__)
#define SKIM_AVX2 1
#include <immintrin.h>
/* skim_plain_line thirty-two bytes at a time (skim_marks' classes), on a
 * machine with AVX2. */
__attribute__((target("avx2"))) static const unsigned char *skim_plain_avx2(const unsigned char *p,
									const unsigned char *lim)
{
	int depth = 0;
	for (; lim - p >= 32; p += 32) {
		__m256i v = _mm256_loadu_si256((const __m256i *)(const void *)p);
		__m256i u = _mm256_or_si256(v, _mm256_set1_epi8(0x20));
#define RANGE(x, lo, n) _mm256_cmpgt_epi8(_mm256_set1_epi8((char)(0x80 + (n) - 256)), \
					  _mm256_add_epi8(x, _mm256_set1_epi8((char)(0x80 - (lo)))))
		__m256i ctl = _mm256_cmpgt_epi8(_mm256_set1_epi8(0x21), _mm256_add_epi8(v, _mm256_set1_epi8(1)));
		__m256i m = _mm256_or_si256(ctl, RANGE(v, 0x21, 9));
		m = _mm256_or_si256(m, RANGE(u, 0x7b, 3));
		m = _mm256_or_si256(m, _mm256_or_si256(_mm256_cmpeq_epi8(u, _mm256_set1_epi8(0x60)),
						       _mm256_cmpeq_epi8(u, _mm256_set1_epi8(0x3f))));
#undef RANGE
		for (unsigned b = (unsigned)_mm256_movemask_epi8(m); b; b &= b - 1) {
			const unsigned char *q = p + __builtin_ctz(b);
			int r = skim_byte(q, &depth);
			if (r)
				return r > 0 ? q : NULL;
		}
	}
	return skim_plain_from(p, lim, depth);
}
#endif

/* The '\n' that ends the line at p when the line is made of plain bytes
 * whose brackets balance before it, else NULL. */
static const unsigned char *skim_plain_line(const unsigned char *p, const unsigned char *lim)
{
#ifdef SKIM_AVX2
	if (__builtin_cpu_supports("avx2"))
		return skim_plain_avx2(p, lim);
#endif
	return skim_plain_from(p, lim, 0);
}

/* A skimmed line (its tokens are not needed, only that it is one logical
 * line) made of plain bytes whose brackets balance before its '\n': passed
 * over whole, with the NEWLINE token that ends it.  False (nothing done)
 * for any other line, which the scanner then lexes. */
static bool skim_line(struct lexer *L)
{
	const unsigned char *q = skim_plain_line(L->cur, L->lim);
	if (!q || L->n == 0)
		return false;
	return skim_end(L, q);
}

/* The skimmed lines from L->cur that are indented as the current block
 * and plain (skim_line's lines), after a NEWLINE: what lex_more does with
 * each (a mark, no token), in one loop; it stops at the first other line,
 * which lex_more then lexes. */
static void skim_run(struct lexer *L)
{
	if (L->depth || L->last_kind != T_NEWLINE || L->n == 0 || L->n_indents <= L->skim_indents)
		return;
	int top = L->indents[L->n_indents - 1];
	for (;;) {
		const unsigned char *p = L->cur;
		int col = 0;
		while (L->lim - p >= 8 && load8(p) == 0x2020202020202020ull) {
			p += 8;
			col += 8;
		}
		while (*p == ' ') {
			p++;
			col++;
		}
		/* blanks, comments and other line starts are line_start's */
		if (col != top || *p == '\t' || skim_plain[*p] != 1)
			return;
		const unsigned char *q = skim_plain_line(p, L->lim);
		if (!q)
			return;
		L->marks[L->n_marks++ % LEX_LINE_MARKS] =
			(struct lex_line){L->cur, L->line_start, L->line, L->n_indents, L->n};
		L->tok = q;
		L->cur = q + 1;
		L->line++;
		L->line_start = L->cur;
		if (L->cur > L->high)
			L->high = L->cur;
	}
}

static const struct token *tok_at(const struct lexer *L, uint32_t i)
{
	return &L->chunks[i >> LEX_CHUNK_BITS][i & (LEX_CHUNK - 1)];
}

/* At a colon: when the logical line so far is `NAME` and the parser knows
 * the annotation's bytes that follow, the colon and they become one
 * T_ANNOT token (spanning the annotation), which takes the `=` after them
 * too when there is one, and lexing goes on after them; true then. */
static bool annotation(struct lexer *L)
{
	uint32_t first = L->marks[(L->n_marks - 1) % LEX_LINE_MARKS].tok;
	if (L->n < first + 1)
		return false;
	for (uint32_t i = first; i + 1 < L->n; i++) {
		uint8_t k = tok_at(L, i)->kind;
		if (k != T_INDENT && k != T_DEDENT)
			return false;
	}
	const struct token *name = tok_at(L, L->n - 1);
	if (name->kind != T_NAME || !name->text)
		return false;
	const unsigned char *s = L->cur;
	while (*s == ' ' || *s == '\t' || *s == '\f')
		s++;
	uint32_t len;
	const void *hit = L->ann(L->ann_ctx, name->text, s, &len);
	if (!hit)
		return false;
	L->cur = s + len;
	struct token *t = push(L, T_ANNOT, s);
	t->p = hit;
	t->ann_assign = false;
	const unsigned char *e = L->cur;
	while (*e == ' ')
		e++;
	if (*e == '=' && e[1] != '=') {
		/* what follows is lexed as after a `=` token */
		t->ann_assign = true;
		L->cur = e + 1;
		L->last_kind = T_ASSIGN;
	}
	return true;
}

static inline bool name_byte(unsigned char c)
{
	return (unsigned char)((c | 0x20) - 'a') < 26 || (unsigned char)(c - '0') < 10 || c == '_';
}

/* At the name L->tok .. L->cur, which follows `=` outside brackets: when it
 * is `pl` or `self` and, with the dotted names written right after it, is
 * called (`pl.tile.adds(`, `self.kernel(`), the whole dotted name becomes
 * one T_NAME token, its text interned as one string (what the parser's
 * dotted name makes of the separate tokens, with the same span). */
static bool call_head(struct lexer *L)
{
	const unsigned char *s = L->tok, *p = L->cur;
	size_t n = (size_t)(p - s);
	if (!(n == 2 && s[0] == 'p' && s[1] == 'l') && !(n == 4 && memcmp(s, "self", 4) == 0))
		return false;
	while (*p == '.' && name_byte(p[1]) && (unsigned char)(p[1] - '0') >= 10) {
		p += 2;
		while (name_byte(*p))
			p++;
	}
	if (*p != '(')
		return false;
	L->cur = p;
	push_match(L, T_NAME)->text = intern_recent((const char *)s, (size_t)(p - s));
	return true;
}

/* Scans tokens up to the end of the logical line; returns false at end of
 * input. */
static bool scan(struct lexer *L)
{
	const unsigned char *YYMARKER = NULL;
	if (L->skimming && L->depth == 0 && skim_line(L))
		return true;
	for (;;) {
		/* the scanner's cursor is a local (a register): L->cur is set
		 * from it before each action, which reads and moves L->cur */
		const unsigned char *cur = L->cur;
		/* the blank before most tokens, without a pass of the scanner */
		while (*cur == ' ')
			cur++;
		L->tok = cur;
		enum tok_kind k;
		/*!re2c
		re2c:define:YYCTYPE = "unsigned char";
		re2c:define:YYCURSOR = cur;
		re2c:yyfill:enable = 0;

		name = [a-zA-Z_][a-zA-Z0-9_]*;
		dec = [0-9] ("_"? [0-9])*;
		hex = "0" [xX] [0-9a-fA-F] ("_"? [0-9a-fA-F])*;
		exp = [eE] [+-]? [0-9]+;
		flt = (dec "." [0-9]* exp?) | ("." [0-9]+ exp?) | (dec exp);

		[ \t\f]+ { L->cur = cur; continue; }
		"\\" "\r"? "\n" { L->cur = cur; L->line++; L->line_start = L->cur; continue; }
		"#" [^\n\x00]* { L->cur = cur; add_comment(L, L->tok, L->cur); continue; }
		"\r"? "\n" { L->cur = cur;
			newline(L);
			if (L->depth == 0)
				return true;
			continue;
		}
		"\x00" { L->cur = cur;
			if (L->tok >= L->lim) {
				L->cur = L->tok;
				return false;
			}
			bad_char(L);
			continue;
		}
		name { L->cur = cur;
			if (*cur == '.' && L->last_kind == T_ASSIGN && L->call_heads && L->depth == 0 &&
			    !L->skimming && call_head(L))
				continue;
			struct token *t = push_match(L, T_NAME);
			if (!L->skimming)
				t->text = intern((const char *)L->tok, (size_t)(L->cur - L->tok));
			continue;
		}
		flt { L->cur = cur; number(L, true); continue; }
		dec | hex { L->cur = cur; number(L, false); continue; }
		"'''" | ["]["]["] { L->cur = cur; string_lit(L, 3); continue; }
		['] | ["] { L->cur = cur; string_lit(L, 1); continue; }

		"(" { L->cur = cur; k = T_LPAREN; L->depth++; goto tok; }
		"[" { L->cur = cur; k = T_LBRACK; L->depth++; goto tok; }
		"{" { L->cur = cur; k = T_LBRACE; L->depth++; goto tok; }
		")" { L->cur = cur; k = T_RPAREN; goto close; }
		"]" { L->cur = cur; k = T_RBRACK; goto close; }
		"}" { L->cur = cur; k = T_RBRACE; goto close; }
		"," { L->cur = cur; k = T_COMMA; goto tok; }
		":" { L->cur = cur;
			if (!(L->ann && L->depth == 0 && !L->skimming && annotation(L)))
				push_match(L, T_COLON);
			continue;
		}
		"." { L->cur = cur; k = T_DOT; goto tok; }
		";" { L->cur = cur; k = T_SEMI; goto tok; }
		"=" { L->cur = cur; k = T_ASSIGN; goto tok; }
		"->" { L->cur = cur; k = T_ARROW; goto tok; }
		"@" { L->cur = cur; k = T_AT; goto tok; }
		"..." { L->cur = cur; k = T_ELLIPSIS; goto tok; }
		"+" { L->cur = cur; k = T_PLUS; goto tok; }
		"-" { L->cur = cur; k = T_MINUS; goto tok; }
		"*" { L->cur = cur; k = T_STAR; goto tok; }
		"/" { L->cur = cur; k = T_SLASH; goto tok; }
		"//" { L->cur = cur; k = T_DSLASH; goto tok; }
		"%" { L->cur = cur; k = T_PERCENT; goto tok; }
		"**" { L->cur = cur; k = T_DSTAR; goto tok; }
		"==" { L->cur = cur; k = T_EQ; goto tok; }
		"!=" { L->cur = cur; k = T_NE; goto tok; }
		"<" { L->cur = cur; k = T_LT; goto tok; }
		"<=" { L->cur = cur; k = T_LE; goto tok; }
		">" { L->cur = cur; k = T_GT; goto tok; }
		">=" { L->cur = cur; k = T_GE; goto tok; }
		"&" { L->cur = cur; k = T_AMP; goto tok; }
		"|" { L->cur = cur; k = T_PIPE; goto tok; }
		"^" { L->cur = cur; k = T_CARET; goto tok; }
		"~" { L->cur = cur; k = T_TILDE; goto tok; }
		"<<" { L->cur = cur; k = T_SHL; goto tok; }
		">>" { L->cur = cur; k = T_SHR; goto tok; }
		"+=" { L->cur = cur; k = T_PLUSEQ; goto tok; }
		"-=" { L->cur = cur; k = T_MINUSEQ; goto tok; }
		"*=" { L->cur = cur; k = T_STAREQ; goto tok; }
		"/=" { L->cur = cur; k = T_SLASHEQ; goto tok; }
		"//=" { L->cur = cur; k = T_DSLASHEQ; goto tok; }
		"%=" { L->cur = cur; k = T_PERCENTEQ; goto tok; }
		* { L->cur = cur; bad_char(L); continue; }
		*/
	close:
		if (L->depth > 0)
			L->depth--;
	tok:
		push_match(L, k);
	}
}

void lex_init(struct lexer *L, const char *file, const char *text, size_t len)
{
	*L = (struct lexer){0};
	L->file = file;
	L->fid = diag_file_id(file);
	L->base = L->cur = L->line_start = L->reported = L->high = (const unsigned char *)text;
	L->lim = L->base + len;
	/* a UTF-8 byte order mark is not part of the program (it counts as no
	 * column: the caller registered the text without it, parse.h) */
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		L->cur = L->line_start = L->base + 3;
	L->line = 1;
	push_indent(L, 0);
	L->last_kind = T_EOF;
}

bool lex_more(struct lexer *L)
{
	if (L->done)
		return false;
	for (;;) {
		if (L->skimming)
			skim_run(L);
		uint32_t n = L->n;
		L->marks[L->n_marks++ % LEX_LINE_MARKS] =
			(struct lex_line){L->cur, L->line_start, L->line, L->n_indents, n};
		if (!line_start(L) || !scan(L))
			break;
		if (L->cur > L->high)
			L->high = L->cur;
		/* a skimmed line that gave no token: on to the next */
		if (L->n != n || !L->skimming)
			return true;
	}
	L->skimming = false;
	if (L->n && L->last_kind != T_NEWLINE && L->last_kind != T_DEDENT && L->last_kind != T_INDENT)
		push(L, T_NEWLINE, L->cur);
	while (L->n_indents > 1) {
		L->n_indents--;
		push(L, T_DEDENT, L->cur);
	}
	push(L, T_EOF, L->cur);
	L->done = true;
	L->high = L->lim;
	return true;
}

struct token *lex_tok_slow(struct lexer *L, uint32_t i)
{
	while (i >= L->n && lex_more(L))
		;
	if (i >= L->n)
		i = L->n - 1;
	struct token *c = L->chunks[i >> LEX_CHUNK_BITS];
	if (!c)
		die("token %u was released", i);
	return &c[i & (LEX_CHUNK - 1)];
}

void lex_release(struct lexer *L, uint32_t below)
{
	uint32_t end = below >> LEX_CHUNK_BITS;
	if (end > L->n_chunks)
		end = L->n_chunks;
	for (; L->first_live < end; L->first_live++) {
		struct token *c = L->chunks[L->first_live];
		L->chunks[L->first_live] = NULL;
		if (c == L->chunk)
			L->chunk = NULL; /* lex_restore gets a chunk again */
		if (c && !L->spare)
			L->spare = c;
		else
			free(c);
	}
}

void lex_skim_block(struct lexer *L)
{
	L->skim_indents = L->n_indents;
}

bool lex_save(struct lexer *L, uint32_t tok, struct lex_resume *r)
{
	uint32_t n = L->n_marks < LEX_LINE_MARKS ? L->n_marks : LEX_LINE_MARKS;
	const struct lex_line *best = NULL;
	for (uint32_t i = 0; i < n; i++) {
		const struct lex_line *m = &L->marks[(L->n_marks - 1 - i) % LEX_LINE_MARKS];
		if (m->tok <= tok && (!best || m->tok > best->tok))
			best = m;
	}
	if (!best || (n == LEX_LINE_MARKS && L->marks[L->n_marks % LEX_LINE_MARKS].tok > tok))
		return false;
	r->at = *best;
	r->tok = tok;
	r->indents = xmalloc((size_t)best->n_indents * sizeof *r->indents);
	memcpy(r->indents, L->indents, (size_t)best->n_indents * sizeof *r->indents);
	return true;
}

void lex_restore(struct lexer *L, const struct lex_resume *r)
{
	/* every live chunk: tokens are contiguous up to L->n */
	lex_release(L, L->n + LEX_CHUNK);
	L->first_live = r->at.tok >> LEX_CHUNK_BITS;
	L->n = r->at.tok;
	ensure_chunk(L, L->n >> LEX_CHUNK_BITS);
	L->cur = r->at.cur;
	L->line_start = r->at.line_start;
	L->line = r->at.line;
	L->n_indents = 0;
	for (int i = 0; i < r->at.n_indents; i++)
		push_indent(L, r->indents[i]);
	L->depth = 0;
	L->done = false;
	L->skimming = false;
	L->skim_indents = 0;
	L->n_marks = 0;
	L->reported = L->high;
	L->last_kind = T_NEWLINE;
}

void lex_resume_free(struct lex_resume *r)
{
	free(r->indents);
	r->indents = NULL;
}

void lex_fini(struct lexer *L)
{
	for (uint32_t c = 0; c < L->n_chunks; c++)
		free(L->chunks[c]);
	free(L->chunks);
	free(L->spare);
	free(L->comments);
	free(L->indents);
	*L = (struct lexer){0};
}
