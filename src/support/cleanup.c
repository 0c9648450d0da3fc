/* Registered temporary paths and child processes, and the signal handlers
 * that remove and stop them.  Everything the handlers touch is static and
 * async-signal-safe: fixed slots, raw directory reads, unlinkat. */
#define _GNU_SOURCE
#include "cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#else
#include <dirent.h>
#endif

#define MAX_PATHS 16
#define MAX_CHILDREN 64
/* Deeper than any folder ptoc writes (DIR/kernels/aiv/NAME.cpp). */
#define MAX_DEPTH 16

static struct {
	char path[PATH_MAX];
	volatile sig_atomic_t used;
} paths[MAX_PATHS];
static volatile sig_atomic_t children[MAX_CHILDREN];
static pid_t owner; /* a forked child before exec must not clean up its parent's files */

static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define N_CRASH (sizeof crash_signals / sizeof *crash_signals)
static struct sigaction crash_prev[N_CRASH];

int cleanup_add(const char *path)
{
	size_t n = strlen(path);
	if (n >= PATH_MAX)
		return -1;
	for (int i = 0; i < MAX_PATHS; i++)
		if (!paths[i].used) {
			memcpy(paths[i].path, path, n + 1);
			/* the path is complete before a handler can see the slot */
			atomic_signal_fence(memory_order_seq_cst);
			paths[i].used = 1;
			return i;
		}
	return -1;
}

void cleanup_forget(int handle)
{
	if (handle >= 0 && handle < MAX_PATHS)
		paths[handle].used = 0;
}

void cleanup_add_child(pid_t pid)
{
	for (int i = 0; i < MAX_CHILDREN; i++)
		if (!children[i]) {
			children[i] = pid;
			return;
		}
}

void cleanup_forget_child(pid_t pid)
{
	for (int i = 0; i < MAX_CHILDREN; i++)
		if (children[i] == pid)
			children[i] = 0;
}

#ifdef __linux__
/* getdents64 records: readdir may allocate, which a handler must not. */
struct ldirent {
	uint64_t ino;
	int64_t off;
	unsigned short reclen;
	unsigned char type;
	char name[];
};
#endif

static bool remove_at(int dfd, const char *name, int depth);

/* Removes the entries of the open folder fd. */
static void empty_folder(int fd, int depth)
{
#ifdef __linux__
	_Alignas(8) char buf[2048];
	for (;;) {
		long n = syscall(SYS_getdents64, fd, buf, sizeof buf);
		if (n <= 0)
			return;
		for (long off = 0; off < n;) {
			struct ldirent *d = (struct ldirent *)(buf + off);
			off += d->reclen;
			if (strcmp(d->name, ".") != 0 && strcmp(d->name, "..") != 0)
				remove_at(fd, d->name, depth + 1);
		}
	}
#else
	/* elsewhere readdir is the only way; not async-signal-safe */
	int dup_fd = dup(fd);
	DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
	for (struct dirent *e; d && (e = readdir(d));)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			remove_at(fd, e->d_name, depth + 1);
	if (d)
		closedir(d);
#endif
}

static bool remove_at(int dfd, const char *name, int depth)
{
	if (unlinkat(dfd, name, 0) == 0 || errno == ENOENT)
		return true;
	if ((errno != EISDIR && errno != EPERM) || depth >= MAX_DEPTH)
		return false;
	/* entries removed while the folder is read may be skipped: read again */
	for (int round = 0; round < 4; round++) {
		int fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0)
			return errno == ENOENT;
		empty_folder(fd, depth);
		close(fd);
		if (unlinkat(dfd, name, AT_REMOVEDIR) == 0 || errno == ENOENT)
			return true;
		if (errno != ENOTEMPTY && errno != EEXIST)
			return false;
	}
	return false;
}

bool remove_tree(const char *path)
{
	int e = errno;
	bool ok = remove_at(AT_FDCWD, path, 0);
	errno = e;
	return ok;
}

void cleanup_run(void)
{
	if (owner && getpid() != owner)
		return;
	int e = errno;
	for (int i = 0; i < MAX_CHILDREN; i++) {
		pid_t pid = children[i];
		if (pid > 0) {
			kill(pid, SIGKILL);
			waitpid(pid, NULL, 0);
			children[i] = 0;
		}
	}
	for (int i = 0; i < MAX_PATHS; i++)
		if (paths[i].used) {
			remove_at(AT_FDCWD, paths[i].path, 0);
			paths[i].used = 0;
		}
	errno = e;
}

static void on_fatal(int sig)
{
	cleanup_run();
	/* end the way the signal would have ended ptoc: the status says so */
	signal(sig, SIG_DFL);
	raise(sig); /* pending until the handler returns */
}

/* The mapped input and the message a fault in it ends ptoc with. */
static struct {
	const char *p;
	size_t n, len;
	char msg[PATH_MAX + 128];
} mapped;

void cleanup_note_mapped_input(const void *p, size_t n, const char *path)
{
	mapped.n = 0;
	atomic_signal_fence(memory_order_seq_cst);
	if (!p)
		return;
	static const char head[] = "ptoc: error: cannot read ";
	static const char tail[] = ": it became shorter while ptoc was reading it; compile it again\n";
	size_t k = strlen(path), m = sizeof head - 1 + k + sizeof tail - 1;
	if (m > sizeof mapped.msg)
		m = 0; /* no room: the fault stays a crash */
	if (m) {
		memcpy(mapped.msg, head, sizeof head - 1);
		memcpy(mapped.msg + sizeof head - 1, path, k);
		memcpy(mapped.msg + sizeof head - 1 + k, tail, sizeof tail - 1);
	}
	mapped.p = p;
	mapped.len = m;
	atomic_signal_fence(memory_order_seq_cst);
	mapped.n = m ? n : 0;
}

static void on_crash(int sig, siginfo_t *si, void *uctx)
{
	(void)uctx;
	cleanup_run();
	if (sig == SIGBUS && mapped.n && (const char *)si->si_addr >= mapped.p &&
	    (const char *)si->si_addr < mapped.p + mapped.n) {
		ssize_t w = write(STDERR_FILENO, mapped.msg, mapped.len);
		(void)w;
		_exit(1);
	}
	for (unsigned i = 0; i < N_CRASH; i++)
		if (crash_signals[i] == sig)
			sigaction(sig, &crash_prev[i], NULL);
	/* a fault happens again when the instruction is retried, now under
	 * the previous action (the sanitizers' report, or the default) */
	if (si->si_code <= 0)
		raise(sig);
}

void cleanup_install(void)
{
	if (owner)
		return;
	owner = getpid();
	/* a stack overflow runs the handler on a stack of its own, unless
	 * one is there already (the sanitizers install theirs) */
	static _Alignas(16) char alt[65536];
	stack_t cur;
	if (sigaltstack(NULL, &cur) == 0 && (cur.ss_flags & SS_DISABLE)) {
		stack_t ss = {.ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0};
		sigaltstack(&ss, NULL);
	}
	struct sigaction sa, old;
	for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++) {
		/* a signal the caller ignores (nohup, a background job) stays ignored */
		if (sigaction(fatal_signals[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
			continue;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_fatal;
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART;
		sigaction(fatal_signals[i], &sa, NULL);
	}
	for (unsigned i = 0; i < N_CRASH; i++) {
		memset(&sa, 0, sizeof sa);
		sa.sa_sigaction = on_crash;
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
		sigaction(crash_signals[i], &sa, &crash_prev[i]);
	}
}

void cleanup_block_signals(sigset_t *old)
{
	sigset_t set;
	sigemptyset(&set);
	for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++)
		sigaddset(&set, fatal_signals[i]);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

void cleanup_restore_signals(const sigset_t *old)
{
	pthread_sigmask(SIG_SETMASK, old, NULL);
}
