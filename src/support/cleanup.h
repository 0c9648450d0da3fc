/* Temporary files and folders that must not outlive ptoc, and the child
 * processes working in them: a fatal signal (SIGINT, SIGTERM, SIGHUP,
 * SIGQUIT, SIGPIPE), a crash signal or die() removes the registered paths and
 * stops the registered children before the process ends. */
#ifndef PTOC_CLEANUP_H
#define PTOC_CLEANUP_H

#include <signal.h>
#include <stdbool.h>
#include <sys/types.h>

/* Installs the signal handlers (once; main calls it first). */
void cleanup_install(void);

/* Registers `path` (a file or a whole folder) for removal; returns a handle
 * for cleanup_forget, or -1 when every slot is taken (the path is then only
 * removed by its owner). */
int cleanup_add(const char *path);
/* Forgets a registration (the owner removed or published the path). */
void cleanup_forget(int handle);

/* Registers a running child process (SIGKILLed on a fatal signal). */
void cleanup_add_child(pid_t pid);
void cleanup_forget_child(pid_t pid);

/* Registers a read-only mapping of input file `path` (one at a time; NULL
 * p forgets it): a SIGBUS inside it means the file shrank after it was
 * mapped, which ends ptoc with an error naming the file and status 1
 * instead of a crash. */
void cleanup_note_mapped_input(const void *p, size_t n, const char *path);

/* Removes every registered path and stops every registered child;
 * async-signal-safe.  die() and the signal handlers call it. */
void cleanup_run(void);

/* Removes a file or a folder and everything below it without following
 * symbolic links; true when nothing is left.  Async-signal-safe. */
bool remove_tree(const char *path);

/* Holds the fatal signals back while a folder is being published, so a run
 * interrupted there ends with the old or the new output, complete. */
void cleanup_block_signals(sigset_t *old);
void cleanup_restore_signals(const sigset_t *old);

#endif
