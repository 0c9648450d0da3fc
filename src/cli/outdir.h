/* The output folder of `ptoc compile -o DIR`: which existing paths ptoc may
 * write into, the temporary folder the output is built in, and publishing it.
 *
 * DIR may be missing (it is made, with its parents, when the output is
 * complete), an empty folder, or a folder ptoc wrote before: one holding the
 * stamp DIR/.ptoc-output, which lists the entries ptoc owns there.  Anything
 * else is refused (exit 2, DIR named): a file, device, FIFO, socket or
 * symbolic link, a folder of other files, a read-only folder, the current
 * folder or one above it, a folder that holds the input.
 *
 * Publishing replaces only the owned entries: each new entry takes the
 * place of the old one with one atomic exchange (renameat2 RENAME_EXCHANGE;
 * two renames where the file system lacks it), old entries the new output
 * lacks go, files of the user's beside them stay.  Runs into the same DIR
 * publish one at a time under an exclusive lock (flock) on the stamp, so
 * DIR always holds the complete output of one run (where the file system
 * has no locks, they are not serialized); a failed publish puts every
 * entry back.  The temporary folder is registered with cleanup, so an
 * error, SIGINT or SIGTERM leaves nothing behind. */
#ifndef PTOC_OUTDIR_H
#define PTOC_OUTDIR_H

#include <stdbool.h>

#define OUTDIR_STAMP ".ptoc-output"

struct outdir {
	char *dir;    /* DIR as given, without trailing '/' */
	char *tmp;    /* the folder the output is written into */
	char *anchor; /* a missing DIR: its nearest existing ancestor */
	bool fresh;   /* DIR did not exist when the run started */
	int handle;   /* cleanup registration of tmp */
};

/* Checks DIR and makes the temporary folder.  0, or 2 after reporting why
 * DIR is refused or the folder cannot be made.  `input`: the file compiled
 * (DIR must not hold it). */
int outdir_open(struct outdir *o, const char *dir, const char *input);
/* Empties the temporary folder (a compilation starting over).  0 or 2. */
int outdir_reset(struct outdir *o);
/* Publishes the temporary folder into DIR and frees o.  0, or 2 after
 * reporting (DIR is then as it was). */
int outdir_publish(struct outdir *o);
/* Removes the temporary folder and frees o. */
void outdir_discard(struct outdir *o);

#endif
