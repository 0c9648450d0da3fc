/* What each ptoas version accepts, read from the generated ptoas tables
 * (gen/ptoas.c, specs/ops/ptoas.yaml and the ops' `ptoas` fields): version
 * codes, the words a version's parser knows, an op's PTO form for a version
 * and the verifier rules that hold for a backend's arch and a version. */
#ifndef PTOC_PTOAS_H
#define PTOC_PTOAS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "backend.h"
#include "ptoas_spec.h"

/* "0.27" -> 27000 (major * 1000000 + minor * 1000 + patch, each < 1000);
 * false when `s` is no version. */
bool ptoas_parse_version(const char *s, uint32_t *code);
/* The code printed back ("0.27", "1.2.3"). */
void ptoas_version_text(uint32_t code, char *buf, size_t cap);
int ptoas_version_cmp(uint32_t a, uint32_t b);
bool ptoas_in_range(struct spec_ptoas_range r, uint32_t code);

/* The newest known version; NULL when specs/ know none. */
const struct spec_ptoas_version *ptoas_newest(void);
/* The known version whose facts describe `code`: the newest one not newer
 * than it; NULL when every known version is newer. */
const struct spec_ptoas_version *ptoas_known(uint32_t code);

/* The verifier arch of backend `be` (its ptoas_arch capability): an index
 * into spec_ptoas_archs, or -1. */
int ptoas_arch_index(const be_t *be);
const char *ptoas_arch_name(const be_t *be);  /* "a3"; "" when unset */
const char *ptoas_arch_title(const be_t *be); /* "A2/A3" */

/* ---- words: what a version's parser knows ---- */

enum ptoas_word { PW_OP, PW_TYPE, PW_ENUM_ATTR, PW_ATTR, PW_COUNT };

/* Calls fn(kind, word, length, ctx) for every ptoas word of one line of
 * PTO text: op names (`pto.tadd`, also quoted `"pto.ttri"(`), types
 * (`tile_buf` of !pto.tile_buf), enum attributes (`cmp` of #pto<cmp ...>) and
 * attributes (`layout` of #pto.layout<...>).  Attribute keys
 * (`pto.kernel_kind = `) and other quoted text are no words. */
typedef void (*ptoas_word_fn)(enum ptoas_word kind, const char *w, size_t n, void *ctx);
void ptoas_scan_words(const char *text, ptoas_word_fn fn, void *ctx);

bool ptoas_has_word(const struct spec_ptoas_version *v, enum ptoas_word kind, const char *w,
		    size_t n);
/* The word as written in PTO text ("!pto.tile_buf", "#pto<cmp>"), into buf. */
const char *ptoas_word_shown(enum ptoas_word kind, const char *w, size_t n, char *buf, size_t cap);
/* Why version `v` (selected as `found`) cannot take the word: "needs ptoas >=
 * 0.60" / "needs ptoas <= 0.27" / "is in no known ptoas", into buf. */
const char *ptoas_word_needs(enum ptoas_word kind, const char *w, size_t n, uint32_t found,
			     char *buf, size_t cap);

/* ---- per op ---- */

/* The form of op `op` for version `code` on `be` (its ptoas arch), for a
 * call whose first operand lives in space `mem` (-1: none or unknown), or
 * NULL when the op's (or the backend's) `pto` template is the form. */
const struct spec_ptoas_form *ptoas_op_form(const be_t *be, unsigned op, uint32_t code, int mem);
/* The op's verifier rules on `be` (a backend's override, else the op's);
 * their number, *rules the array.  Filter each with ptoas_rule_applies. */
unsigned ptoas_op_rules(const be_t *be, unsigned op, const struct spec_ptoas_rule **rules);
/* The memory spaces (bit per enum memspace) the result of op `op` may be in
 * on `be`'s arch under every ptoas version: the unconditional `mem` rules on
 * its dst (every space when none applies, or with no backend). */
uint32_t ptoas_op_result_mems(const be_t *be, unsigned op);
/* Whether a call of op `op` on `be` whose result has valid shape 0x0 is a
 * no-op ptoas version `code` accepts whatever the rules say. */
bool ptoas_op_empty_noop(const be_t *be, unsigned op, uint32_t code);
/* Whether codegen types op's result with its static valid shape for ptoas
 * version `code` (the op's `ptoas: static_valid:` range). */
bool ptoas_op_static_valid(const be_t *be, unsigned op, uint32_t code);
/* Whether rule r holds for arch index `arch` (-1: every rule's arch filter
 * fails unless it has none) and version `code`. */
bool ptoas_rule_applies(const struct spec_ptoas_rule *r, int arch, uint32_t code);
/* The smallest version not below `code` outside form f's range: the form's
 * upper bound (0 when the form covers every newer version). */
uint32_t ptoas_form_next(const struct spec_ptoas_form *f);

/* Rule-kind names, for messages and docs. */
extern const char *const ptoas_rule_names[PR_COUNT];
extern const char *const ptoas_layout_names[PL_COUNT];

#endif
