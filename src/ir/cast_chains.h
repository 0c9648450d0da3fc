/* The native cast chains of each backend: tools/specgen derives them from the
 * backends' `tcvt_native` tables into gen/cast_chains.c (the search rules are
 * at the top of tools/specgen/cast_chains.c).  LegalizeTileCast rewrites a
 * tile.cast whose pair is not native into the casts of its chain. */
#ifndef PTOC_CAST_CHAINS_H
#define PTOC_CAST_CHAINS_H

#include <stdint.h>

#include "spec.h"

#define CAST_CHAIN_MAX 4

struct cast_chain {
	uint8_t backend;             /* BE_* */
	uint8_t src, dst;            /* enum dtype */
	uint8_t n;                   /* hops, >= 2 */
	uint8_t via[CAST_CHAIN_MAX]; /* the dtype after each hop; via[n - 1] = dst */
};

/* Sorted by backend, then src, then dst; backend b's chains are
 * cast_chains[cast_chains_first[b] .. cast_chains_first[b + 1]). */
extern const struct cast_chain cast_chains[];
extern const unsigned cast_chains_first[];

#endif
