/* The fixture of the unit tests that parse programs: a fresh arena per test
 * and the diagnostics captured in a buffer (errors()).  Each test file that
 * includes it gets its own copy. */
#ifndef PTOC_TEST_FIXTURE_H
#define PTOC_TEST_FIXTURE_H

#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "diag.h"

static struct arena arena;
static char errbuf[16384];
static FILE *errf;

static inline void setup(void)
{
	memset(&arena, 0, sizeof arena);
	diag_reset();
	memset(errbuf, 0, sizeof errbuf);
	errf = fmemopen(errbuf, sizeof errbuf, "w");
	diag_set_stream(errf);
}

static inline void teardown(void)
{
	fclose(errf);
	diag_set_stream(stderr);
	arena_free(&arena);
}

/* What was reported since setup. */
static inline const char *errors(void)
{
	fflush(errf);
	return errbuf;
}

#endif
