/* The printed form of comm-domain scopes (SC_COMM_DOMAIN).  The reference
 * prints such a scope as the comment `# pld.comm_domain: devices=all,
 * slots=[a, b]` (or `devices=[0, 1]`) above its body, which keeps the
 * scope's indentation and runs to the end of the enclosing block; this
 * module reads those comments back into scopes, so a printed program
 * parses to the IR it was printed from. */
#ifndef PTOC_COMM_DOMAIN_H
#define PTOC_COMM_DOMAIN_H

#include "ir.h"

/* The comment prefix of a comm domain, without "# ". */
#define CD_COMMENT_PREFIX "pld.comm_domain: "

/* Turns every run of comm-domain comments leading a statement of f's body
 * into nested scopes around that statement and the rest of its block (the
 * first comment is the outermost scope).  A comment that does not read as
 * a comm domain, or names a buffer not assigned at the top of that block,
 * stays a comment. */
void cd_lift_comments(struct arena *a, struct function *f);

#endif
