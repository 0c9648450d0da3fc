/* Emit templates (specs/README.md "emit and pto"): an re2c lexer that turns
 * a template into struct spec_tpl_piece[] and checks every placeholder
 * against the op's operands and kwargs, the enums and the emit kind. */
#include <stdlib.h>
#include <string.h>

#include "specgen.h"

struct tplc {
	const struct sg_node *src;
	const char *who;
	const struct spec_op *op;
	uint8_t emit;
	const unsigned char *base;
	int col0;                 /* column of the template's first character */
	struct spec_tpl_piece *p;
	int n, cap;
	int open[32], depth;      /* indices of unmatched TP_OPT_BEGIN pieces */
	const unsigned char *open_at[32];
	bool ok;
};

static void terr(struct tplc *c, const unsigned char *at, const char *fmt, const char *arg)
{
	char msg[512];
	snprintf(msg, sizeof msg, fmt, arg);
	int col = c->col0 < 0 ? c->src->col : c->col0 + (int)(at - c->base);
	sg_error_at(c->src->file, c->src->line, col, c->who, "%s", msg);
	c->ok = false;
}

static struct spec_tpl_piece *piece(struct tplc *c, int kind)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 16;
		struct spec_tpl_piece *p = sg_alloc(sizeof *p * (size_t)c->cap);
		if (c->n)
			memcpy(p, c->p, sizeof *p * (size_t)c->n);
		free(c->p);
		c->p = p;
	}
	struct spec_tpl_piece *p = &c->p[c->n++];
	*p = (struct spec_tpl_piece){.kind = (uint8_t)kind, .operand = -1, .kwarg = -1,
				     .enum_id = -1, .match = -1};
	return p;
}

/* Literal text; consecutive text pieces are merged into one. */
static void text(struct tplc *c, const unsigned char *s, const unsigned char *e)
{
	int len = (int)(e - s);
	if (c->n && c->p[c->n - 1].kind == TP_TEXT) {
		struct spec_tpl_piece *p = &c->p[c->n - 1];
		p->text = sg_fmt("%s%.*s", p->text, len, (const char *)s);
		return;
	}
	piece(c, TP_TEXT)->text = sg_fmt("%.*s", len, (const char *)s);
}

static int kwarg_index(const struct spec_op *op, const char *name)
{
	for (int i = 0; i < op->n_kwargs; i++)
		if (!strcmp(op->kwargs[i].name, name))
			return i;
	return -1;
}

/* Copies the identifier at s into buf; returns the character after it. */
static const unsigned char *ident(const unsigned char *s, char *buf, size_t cap)
{
	size_t n = 0;
	while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
	       (*s >= '0' && *s <= '9') || *s == '_') {
		if (n + 1 < cap)
			buf[n++] = (char)*s;
		s++;
	}
	buf[n] = 0;
	return s;
}

static int kwarg_or_err(struct tplc *c, const unsigned char *at, const char *name)
{
	int k = kwarg_index(c->op, name);
	if (k < 0)
		terr(c, at, "'%s' is not a kwarg of this op", name);
	return k;
}

/* ${N} ${N:t} ${N@conv} ${N@conv:t} */
static void operand(struct tplc *c, const unsigned char *tok)
{
	const unsigned char *s = tok + 2;
	long n = strtol((const char *)s, NULL, 10);
	while (*s >= '0' && *s <= '9')
		s++;
	int conv = CONV_NONE;
	if (*s == '@') {
		char name[64];
		s = ident(s + 1, name, sizeof name);
		conv = vocab_lookup(operand_conv_names, CONV_COUNT, name);
		if (conv <= CONV_NONE) {
			terr(c, tok, "unknown operand conversion '@%s' (one of: i32 index intw)", name);
			conv = CONV_NONE;
		}
	}
	bool t = *s == ':';
	if (n >= c->op->n_operands) {
		char num[32];
		snprintf(num, sizeof num, "%ld", n);
		terr(c, tok + 2, "operand index %s is past the op's operands", num);
	}
	struct spec_tpl_piece *p = piece(c, t ? TP_OPERAND_T : TP_OPERAND);
	p->operand = (int8_t)(n < c->op->n_operands ? n : -1);
	p->conv = (uint8_t)conv;
}

/* ${kw:NAME} ${kw:NAME|ENUM} */
static void kwarg(struct tplc *c, const unsigned char *tok)
{
	char name[64], en[64];
	const unsigned char *s = ident(tok + 5, name, sizeof name);
	struct spec_tpl_piece *p = piece(c, TP_KWARG);
	p->kwarg = (int16_t)kwarg_or_err(c, tok + 5, name);
	if (*s == '|') {
		ident(s + 1, en, sizeof en);
		p->enum_id = (int16_t)enum_find(en);
		if (p->enum_id < 0)
			terr(c, s + 1, "unknown enum '%s'", en);
	}
}

/* ${NAME} ${NAME:t}: a placeholder the emit kind provides. */
static void extra(struct tplc *c, const unsigned char *tok)
{
	char name[64];
	const unsigned char *s = ident(tok + 2, name, sizeof name);
	const char *have = emit_kind_placeholders[c->emit];
	if (!sg_word_in(name, have)) {
		char msg[256];
		snprintf(msg, sizeof msg, "unknown placeholder '${%%s}' (emit kind %s provides %s%s%s)",
			 emit_kind_names[c->emit], *have ? "'" : "nothing; use ${N}, ${N:t}, ${dst}, ${kw:NAME}",
			 have, *have ? "'" : "");
		terr(c, tok, msg, name);
	}
	piece(c, *s == ':' ? TP_EXTRA_T : TP_EXTRA)->text = sg_strdup(name);
}

/* `$[` (kind 0), `$[?NAME` (kind '?': NAME set and not its default) or
 * `$[!NAME` (kind '!': NAME absent or its default). */
static void opt_begin(struct tplc *c, const unsigned char *tok, char cond)
{
	struct spec_tpl_piece *p = piece(c, cond == '!' ? TP_OPT_DEFAULT : TP_OPT_BEGIN);
	if (cond) {
		char name[64];
		ident(tok + 3, name, sizeof name);
		p->kwarg = (int16_t)kwarg_or_err(c, tok + 3, name);
	}
	if (c->depth == 32) {
		terr(c, tok, "%sgroups nested too deeply", "");
		return;
	}
	c->open_at[c->depth] = tok;
	c->open[c->depth++] = c->n - 1;
}

static void opt_end(struct tplc *c, const unsigned char *tok)
{
	if (!c->depth) {
		terr(c, tok, "'$]' without an opening '$['%s", "");
		return;
	}
	int b = c->open[--c->depth];
	struct spec_tpl_piece *p = piece(c, TP_OPT_END);
	p->match = (int16_t)b;
	c->p[b].match = (int16_t)(c->n - 1);
}

static void lex(struct tplc *c)
{
	const unsigned char *YYCURSOR = c->base, *YYMARKER, *tok;
	for (;;) {
		tok = YYCURSOR;
	/*!re2c
		re2c:define:YYCTYPE = "unsigned char";
		re2c:yyfill:enable = 0;

		id = [A-Za-z_][A-Za-z0-9_]*;

		"\x00" { return; }
		[^$\x00-\x08\x0b-\x1f\x7f]+ { text(c, tok, YYCURSOR); continue; }
		"$$" { text(c, tok + 1, YYCURSOR); continue; }
		"$[?" id " "? { opt_begin(c, tok, '?'); continue; }
		"$[!" id " "? { opt_begin(c, tok, '!'); continue; }
		"$[" { opt_begin(c, tok, 0); continue; }
		"$]" { opt_end(c, tok); continue; }
		"${" [0-9]+ ("@" id)? ":t"? "}" { operand(c, tok); continue; }
		"${dst}" { piece(c, TP_DST); continue; }
		"${dst:t}" { piece(c, TP_DST_T); continue; }
		"${kw:" id ("|" id)? "}" { kwarg(c, tok); continue; }
		"${" id ":t"? "}" { extra(c, tok); continue; }
		"${" [^}\x00]* "}" {
			char buf[128];
			snprintf(buf, sizeof buf, "%.*s", (int)(YYCURSOR - tok), (const char *)tok);
			terr(c, tok, "malformed placeholder '%s' (forms: ${N} ${N:t} ${N@conv} ${N@conv:t} ${dst} ${dst:t} ${kw:NAME} ${kw:NAME|ENUM} ${NAME})", buf);
			continue;
		}
		"${" { terr(c, tok, "unterminated placeholder: '${' without '}'%s", ""); return; }
		"$" { terr(c, tok, "stray '$' (write '$$' for a literal '$')%s", ""); continue; }
		* {
			char ch[8];
			snprintf(ch, sizeof ch, "\\x%02x", tok[0]);
			terr(c, tok, "invalid character '%s' in template", ch);
			continue;
		}
	*/
	}
}

bool tpl_compile(const struct sg_node *src, const char *who, const struct spec_op *op,
		 uint8_t emit, struct spec_template *out)
{
	memset(out, 0, sizeof *out);
	if (!sg_str(src, who))
		return false;
	struct tplc c = {.src = src, .who = who, .op = op, .emit = emit, .ok = true,
			 .base = (const unsigned char *)src->value};
	/* Columns inside the template are exact for one-line plain or quoted
	 * scalars without escapes; otherwise errors point at the scalar. */
	c.col0 = strchr(src->value, '\n') ? -1 : src->col + (src->quoted ? 1 : 0);
	lex(&c);
	while (c.depth > 0)
		terr(&c, c.open_at[--c.depth], "unclosed optional group '$[' (close it with '$]')%s", "");
	out->source = src->value;
	out->n_pieces = (uint16_t)c.n;
	out->pieces = c.p;
	return c.ok;
}
