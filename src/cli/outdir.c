/* The output folder of `ptoc compile -o DIR` (see outdir.h for the rules):
 * checking DIR, the temporary folder, the stamp that marks DIR as ptoc's and
 * serializes publishers, and publishing with a way back. */
#define _GNU_SOURCE /* renameat2 */
#include "outdir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cleanup.h"
#include "cli.h"
#include "diag.h"
#include "util.h"

#define TMP_PREFIX ".ptoc-tmp."
#define MAX_ENTRIES 64
#define MAX_STAMP 65536

/* Top-level entry names: of the new output, or listed in a stamp. */
struct names {
	char *v[MAX_ENTRIES];
	int n;
};

static char *join(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *p = xmalloc(n);
	snprintf(p, n, "%s/%s", a, b);
	return p;
}

static void names_free(struct names *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->v[i]);
	s->n = 0;
}

static bool names_has(const struct names *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->v[i], name) == 0)
			return true;
	return false;
}

static bool names_add(struct names *s, const char *name)
{
	if (names_has(s, name))
		return true;
	if (s->n == MAX_ENTRIES)
		return false;
	s->v[s->n++] = xstrdup(name);
	return true;
}

/* "-o DIR: why": every refusal names DIR. */
static int refuse(const struct outdir *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int refuse(const struct outdir *o, const char *fmt, ...)
{
	struct buf why = {0};
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(&why, fmt, ap);
	va_end(ap);
	diag_plain("-o %s: %s", o->dir, why.data);
	buf_free(&why);
	return 2;
}

static const char *kind_of(mode_t m)
{
	return S_ISREG(m)    ? "a regular file"
	       : S_ISLNK(m)  ? "a symbolic link"
	       : S_ISCHR(m)  ? "a character device"
	       : S_ISBLK(m)  ? "a block device"
	       : S_ISFIFO(m) ? "a FIFO"
	       : S_ISSOCK(m) ? "a socket"
			     : "not a folder";
}

/* Whether resolved path `outer` is resolved path `inner` or holds it. */
static bool holds(const char *outer, const char *inner)
{
	size_t n = strlen(outer);
	if (n == 1 && outer[0] == '/')
		return true;
	return strncmp(inner, outer, n) == 0 && (inner[n] == 0 || inner[n] == '/');
}

/* ---- the stamp ---- */

static bool valid_name(const char *s, size_t n)
{
	if (n == 0 || n >= NAME_MAX || (n == 1 && s[0] == '.') || (n == 2 && s[0] == '.' && s[1] == '.'))
		return false;
	if (strncmp(s, ".ptoc", 5) == 0)
		return false;
	return memchr(s, '/', n) == NULL;
}

/* Parses a stamp: "ptoc VERSION ..." then comment lines ('#') and one
 * entry name per line.  An empty text is a stamp being made (*empty). */
static bool stamp_parse(const char *text, size_t len, struct names *out, bool *empty)
{
	*empty = len == 0;
	if (*empty)
		return true;
	if (len < 5 || memcmp(text, "ptoc ", 5) != 0 || memchr(text, 0, len))
		return false;
	const char *p = memchr(text, '\n', len), *end = text + len;
	while (p && p < end) {
		const char *line = p + 1;
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		size_t n = (size_t)((nl ? nl : end) - line);
		if (n && line[0] != '#') {
			char name[NAME_MAX + 1];
			if (!valid_name(line, n))
				return false;
			memcpy(name, line, n);
			name[n] = 0;
			if (!names_add(out, name))
				return false;
		}
		p = nl;
	}
	return true;
}

static void stamp_text(struct buf *b, const struct names *s)
{
	buf_printf(b, "ptoc %s output folder\n"
		      "# `ptoc compile -o` replaces the entries listed below and nothing else here\n",
		   PTOC_VERSION);
	for (int i = 0; i < s->n; i++)
		buf_printf(b, "%s\n", s->v[i]);
}

/* Rewrites the open stamp in place: it is the lock, it keeps its inode. */
static bool stamp_put(int fd, const char *text, size_t len)
{
	return pwrite(fd, text, len, 0) == (ssize_t)len && ftruncate(fd, (off_t)len) == 0;
}

static bool stamp_write(int fd, const struct names *s)
{
	struct buf b = {0};
	stamp_text(&b, s);
	bool ok = stamp_put(fd, b.data, b.len);
	buf_free(&b);
	return ok;
}

/* Reads and parses the stamp; its bytes in *raw when raw is not NULL. */
static bool stamp_read(int fd, struct names *out, bool *empty, struct buf *raw)
{
	char *text = xmalloc(MAX_STAMP);
	ssize_t n = pread(fd, text, MAX_STAMP, 0);
	bool ok = n >= 0 && n < MAX_STAMP && stamp_parse(text, (size_t)n, out, empty);
	if (ok && raw)
		buf_put(raw, text, (size_t)n);
	free(text);
	return ok;
}

/* ---- checks ---- */

/* flock, retried when interrupted.  A file system without locks (ENOLCK,
 * EOPNOTSUPP: some network mounts) counts as locked: runs into one DIR are
 * then not serialized there, which the README says. */
static bool lock_fd(int fd, int how)
{
	int l;
	while ((l = flock(fd, how)) != 0 && errno == EINTR)
		;
	return l == 0 || errno == ENOLCK || errno == EOPNOTSUPP;
}

/* Whether folder `dir` holds nothing but temporary folders of ptoc runs
 * (and the stamp when `stamp_ok`). */
static bool only_ptoc_temps(const char *dir, bool stamp_ok)
{
	DIR *d = opendir(dir);
	if (!d)
		return false;
	bool ok = true;
	for (struct dirent *e; ok && (e = readdir(d));) {
		const char *n = e->d_name;
		ok = strcmp(n, ".") == 0 || strcmp(n, "..") == 0 ||
		     strncmp(n, TMP_PREFIX, strlen(TMP_PREFIX)) == 0 || (stamp_ok && strcmp(n, OUTDIR_STAMP) == 0);
	}
	closedir(d);
	return ok;
}

/* Whether DIR is a folder (checked before and after the lock); with
 * `writable`, one that may be written.  0, or 2 after refusing. */
static int check_folder(const struct outdir *o, bool writable)
{
	struct stat st;
	if (lstat(o->dir, &st) != 0)
		return refuse(o, "%s", strerror(errno));
	if (!S_ISDIR(st.st_mode))
		return refuse(o, "it is %s, not a folder%s", kind_of(st.st_mode),
			      S_ISLNK(st.st_mode) ? " (name the folder it points to)" : "");
	/* even for root: a folder without write permission is the owner's no */
	if (writable && (!(st.st_mode & 0222) || access(o->dir, W_OK | X_OK) != 0))
		return refuse(o, "it is read-only");
	return 0;
}

/* The current folder and the input are never inside what is replaced. */
static int check_place(const struct outdir *o, const char *input)
{
	char *dir = realpath(o->dir, NULL), *cwd = realpath(".", NULL);
	char *in = input ? realpath(input, NULL) : NULL;
	int st = 0;
	if (dir && cwd && holds(dir, cwd))
		st = refuse(o, strcmp(dir, cwd) == 0 ? "it is the current folder" : "it holds the current folder");
	else if (dir && in && holds(dir, in))
		st = refuse(o, "it holds the input file %s", input);
	free(dir);
	free(cwd);
	free(in);
	return st;
}

static char ro_found[PATH_MAX];

static int ro_visit(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)ftw;
	bool dir = flag == FTW_D || flag == FTW_DNR;
	if (dir && (flag == FTW_DNR || !(st->st_mode & S_IWUSR) || access(path, W_OK | X_OK) != 0)) {
		snprintf(ro_found, sizeof ro_found, "%s", path);
		return 1;
	}
	return 0;
}

/* What replacing the entries of `old` and `new` in DIR takes: every old
 * entry a folder or file ptoc can remove, no new one the user's. */
static int check_entries(const struct outdir *o, const struct names *old, const struct names *new)
{
	int r = 0;
	for (int i = 0; i < new->n && !r; i++) {
		char *p = join(o->dir, new->v[i]);
		struct stat st;
		if (lstat(p, &st) == 0 && !names_has(old, new->v[i]))
			r = refuse(o, "%s exists and ptoc did not write it", p);
		free(p);
	}
	for (int i = 0; i < old->n && !r; i++) {
		char *p = join(o->dir, old->v[i]);
		struct stat st;
		if (lstat(p, &st) != 0) {
			if (errno != ENOENT)
				r = refuse(o, "cannot replace %s: %s", p, strerror(errno));
		} else if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode)) {
			r = refuse(o, "%s is %s, not what ptoc wrote there", p, kind_of(st.st_mode));
		} else if (S_ISDIR(st.st_mode) && nftw(p, ro_visit, 16, FTW_PHYS) != 0) {
			r = refuse(o, "cannot replace %s: %s is read-only", p, ro_found);
		}
		free(p);
	}
	return r;
}

/* An unstamped existing folder may be written only when it is empty; the
 * entries a stamp lists must be ones ptoc can replace (checked again under
 * the lock, but a run that would be refused then fails before compiling). */
static int check_stamp(const struct outdir *o)
{
	char *stamp = join(o->dir, OUTDIR_STAMP);
	struct stat st;
	int r = 0;
	/* an empty folder that a concurrent run stamps and fills between the
	 * look for a stamp and the look at the entries: look again */
	bool stamped = lstat(stamp, &st) == 0, temps_only = false;
	int e = errno;
	if (!stamped && e == ENOENT && !(temps_only = only_ptoc_temps(o->dir, false))) {
		stamped = lstat(stamp, &st) == 0;
		e = errno;
	}
	if (stamped) {
		struct names old = {0};
		bool empty;
		int fd = S_ISREG(st.st_mode) ? open(stamp, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) : -1;
		if (fd >= 0)
			lock_fd(fd, LOCK_SH); /* a run publishing rewrites it */
		if (!S_ISREG(st.st_mode))
			r = refuse(o, "%s is %s, not a stamp ptoc wrote", stamp, kind_of(st.st_mode));
		else if (fd < 0)
			r = refuse(o, "cannot read %s: %s", stamp, strerror(errno));
		else if (!stamp_read(fd, &old, &empty, NULL))
			r = refuse(o, "%s is not a stamp ptoc wrote", stamp);
		else if (empty && !only_ptoc_temps(o->dir, true)) /* a run names its entries before it moves them */
			r = refuse(o, "%s is empty, and ptoc did not write the files beside it", stamp);
		struct names none = {0};
		if (!r)
			r = check_entries(o, &old, &none);
		if (fd >= 0)
			close(fd);
		names_free(&old);
	} else if (e != ENOENT) {
		r = refuse(o, "cannot read %s: %s", stamp, strerror(e));
	} else if (!temps_only) {
		r = refuse(o, "it holds files ptoc did not write (there is no %s); name a new or empty folder",
			   stamp);
	}
	free(stamp);
	return r;
}

/* ---- open ---- */

static int make_tmp(struct outdir *o, const char *where)
{
	char *t = join(where, TMP_PREFIX "XXXXXX");
	if (!mkdtemp(t)) {
		int e = errno;
		free(t);
		return refuse(o, "cannot create a folder in %s: %s", where, strerror(e));
	}
	/* mkdtemp makes it private; a new DIR gets the modes of any new folder */
	mode_t um = umask(0);
	umask(um);
	chmod(t, 0777 & ~um);
	o->tmp = t;
	o->handle = cleanup_add(t);
	return 0;
}

/* The nearest existing ancestor of a missing DIR. */
static int find_anchor(struct outdir *o)
{
	char *p = xstrdup(o->dir);
	for (;;) {
		char *slash = strrchr(p, '/');
		if (!slash) {
			free(p);
			o->anchor = xstrdup(".");
			return 0;
		}
		slash[slash == p] = 0; /* "/x" -> "/" */
		struct stat st;
		if (stat(p, &st) == 0) {
			if (!S_ISDIR(st.st_mode)) {
				int r = refuse(o, "cannot create it: %s is %s", p, kind_of(st.st_mode));
				free(p);
				return r;
			}
			o->anchor = p;
			return 0;
		}
		if (errno != ENOENT || slash == p) {
			int e = errno;
			int r = refuse(o, "cannot create it: %s: %s", p, strerror(e));
			free(p);
			return r;
		}
	}
}

static void outdir_free(struct outdir *o)
{
	cleanup_forget(o->handle);
	free(o->dir);
	free(o->tmp);
	free(o->anchor);
	*o = (struct outdir){.handle = -1};
}

int outdir_open(struct outdir *o, const char *dir, const char *input)
{
	*o = (struct outdir){.handle = -1};
	char *d = xstrdup(dir);
	for (size_t k = strlen(d); k > 1 && d[k - 1] == '/'; k--)
		d[k - 1] = 0; /* "out/" names the folder "out" */
	o->dir = d;
	struct stat st;
	int r;
	if (lstat(d, &st) != 0 && errno == ENOENT) {
		o->fresh = true;
		r = find_anchor(o);
		if (!r)
			r = make_tmp(o, o->anchor);
	} else {
		r = check_folder(o, false);
		if (!r)
			r = check_place(o, input);
		if (!r)
			r = check_folder(o, true);
		if (!r)
			r = check_stamp(o);
		if (!r)
			r = make_tmp(o, d);
	}
	if (r)
		outdir_free(o);
	return r;
}

int outdir_reset(struct outdir *o)
{
	remove_tree(o->tmp);
	if (mkdir(o->tmp, 0777) != 0) {
		int e = errno;
		return refuse(o, "cannot create %s: %s", o->dir, strerror(e));
	}
	return 0;
}

void outdir_discard(struct outdir *o)
{
	if (o->tmp)
		remove_tree(o->tmp);
	outdir_free(o);
}

/* ---- publish ---- */

/* The entries of the new output, sorted; false when there are too many. */
static bool new_entries(const char *tmp, struct names *out)
{
	DIR *d = opendir(tmp);
	if (!d)
		return false;
	bool ok = true;
	for (struct dirent *e; ok && (e = readdir(d));)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && strcmp(e->d_name, OUTDIR_STAMP))
			ok = names_add(out, e->d_name);
	closedir(d);
	for (int i = 1; i < out->n; i++) /* a handful of names */
		for (int j = i; j > 0 && strcmp(out->v[j - 1], out->v[j]) > 0; j--) {
			char *t = out->v[j];
			out->v[j] = out->v[j - 1];
			out->v[j - 1] = t;
		}
	return ok;
}

static bool rename_noreplace(const char *from, const char *to)
{
#ifdef RENAME_NOREPLACE
	if (renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0)
		return true;
	if (errno != EINVAL && errno != ENOSYS)
		return false;
#endif
	/* without it (an old kernel, some file systems): rename replaces at
	 * most an empty folder, which holds nothing to lose */
	return rename(from, to) == 0;
}

/* Exchanges two existing paths: atomically where the system can; else
 * under the lock with two renames through a spare name beside `a`. */
static bool exchange(const char *a, const char *b)
{
#ifdef RENAME_EXCHANGE
	if (renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) == 0)
		return true;
	if (errno != EINVAL && errno != ENOSYS)
		return false;
#endif
	char *spare = xmalloc(strlen(a) + 8);
	sprintf(spare, "%s.spare", a);
	bool ok = rename(b, spare) == 0;
	if (ok && rename(a, b) != 0) {
		int e = errno;
		rename(spare, b);
		errno = e;
		ok = false;
	}
	if (ok)
		rename(spare, a); /* a was just moved away: its name is free */
	free(spare);
	return ok;
}

/* One step of a publish, so that a failure can put every entry back. */
enum step_kind { STEP_EXCHANGE, STEP_IN, STEP_OUT };
struct step {
	enum step_kind kind;
	char *tmp_path, *dir_path;
};

static void undo(struct step *steps, int n)
{
	for (int i = n - 1; i >= 0; i--) {
		struct step *s = &steps[i];
		if (s->kind == STEP_EXCHANGE)
			exchange(s->tmp_path, s->dir_path);
		else if (s->kind == STEP_IN)
			rename(s->dir_path, s->tmp_path);
		else
			rename(s->tmp_path, s->dir_path);
	}
}

/* Moves the new entries into DIR and the old ones it replaces (or that
 * the new output lacks) into the temporary folder.  0, or 2 after putting
 * everything back and reporting. */
static int move_entries(const struct outdir *o, const struct names *old, const struct names *new)
{
	struct step steps[2 * MAX_ENTRIES];
	int n = 0, r = 0;
	for (int i = 0; i < new->n + old->n && !r; i++) {
		bool in = i < new->n;
		const char *name = in ? new->v[i] : old->v[i - new->n];
		if (!in && names_has(new, name))
			continue;
		struct step *s = &steps[n];
		s->tmp_path = join(o->tmp, name);
		s->dir_path = join(o->dir, name);
		struct stat st;
		bool there = lstat(s->dir_path, &st) == 0;
		bool ok = true;
		if (in && there) {
			s->kind = STEP_EXCHANGE;
			ok = exchange(s->tmp_path, s->dir_path);
		} else if (in) {
			s->kind = STEP_IN;
			ok = rename_noreplace(s->tmp_path, s->dir_path);
		} else if (there) {
			s->kind = STEP_OUT;
			ok = rename_noreplace(s->dir_path, s->tmp_path);
		} else {
			free(s->tmp_path);
			free(s->dir_path);
			continue;
		}
		if (!ok) {
			r = refuse(o, "cannot replace %s: %s", s->dir_path, strerror(errno));
			free(s->tmp_path);
			free(s->dir_path);
			break;
		}
		n++;
	}
	if (r)
		undo(steps, n);
	for (int i = 0; i < n; i++) {
		free(steps[i].tmp_path);
		free(steps[i].dir_path);
	}
	return r;
}

/* Opens and locks DIR's stamp, making it when it is missing (*created).
 * Returns the descriptor, or -1 after reporting. */
static int lock_stamp(const struct outdir *o, const char *stamp, bool *created)
{
	for (int tries = 0; tries < 100; tries++) {
		/* O_NONBLOCK: a FIFO put there must not hang the run */
		int flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
		int fd = open(stamp, flags | O_CREAT | O_EXCL, 0666);
		*created = fd >= 0;
		if (fd < 0 && errno == EEXIST)
			fd = open(stamp, flags);
		if (fd < 0 && errno == ENOENT)
			continue; /* removed in between: again */
		if (fd < 0) {
			refuse(o, "cannot open %s: %s", stamp, strerror(errno));
			return -1;
		}
		struct stat a, b;
		bool locked = false;
		if (fstat(fd, &a) != 0 || !S_ISREG(a.st_mode))
			refuse(o, "%s is %s, not a stamp ptoc wrote", stamp, kind_of(a.st_mode));
		else
			locked = lock_fd(fd, LOCK_EX);
		if (!locked) {
			if (S_ISREG(a.st_mode))
				refuse(o, "cannot lock %s: %s", stamp, strerror(errno));
			if (*created)
				unlink(stamp);
			close(fd);
			return -1;
		}
		/* the stamp a failed run made may be gone by now: lock the one there */
		if (lstat(stamp, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
			return fd;
		close(fd);
	}
	refuse(o, "cannot lock %s", stamp);
	return -1;
}

/* Publishes into the existing DIR, under the lock. */
static int merge(struct outdir *o)
{
	char *stamp = join(o->dir, OUTDIR_STAMP);
	bool created, empty;
	struct names old = {0}, new = {0}, both = {0};
	int fd = lock_stamp(o, stamp, &created), r = 2;
	if (fd < 0)
		goto out;
	/* what the first look found may have changed: look again */
	r = check_folder(o, true);
	struct buf was = {0}; /* the stamp's bytes, put back on failure */
	if (!r && !stamp_read(fd, &old, &empty, &was))
		r = refuse(o, "%s is not a stamp ptoc wrote", stamp);
	if (!r && empty && !only_ptoc_temps(o->dir, true))
		r = refuse(o, "it holds files ptoc did not write (there is no %s); name a new or empty folder",
			   stamp);
	if (!r && !new_entries(o->tmp, &new))
		r = refuse(o, "cannot list %s: %s", o->tmp, strerror(errno));
	if (!r)
		r = check_entries(o, &old, &new);
	/* the stamp lists old and new entries while they move: a run killed
	 * in the middle leaves none of them unowned */
	for (int i = 0; i < old.n; i++)
		names_add(&both, old.v[i]);
	for (int i = 0; i < new.n; i++)
		names_add(&both, new.v[i]);
	bool wrote = !r; /* the stamp is left as it was until here */
	if (!r && !stamp_write(fd, &both))
		r = refuse(o, "cannot write %s: %s", stamp, strerror(errno));
	if (!r)
		r = move_entries(o, &old, &new);
	if (!r)
		stamp_write(fd, &new); /* a failure leaves the longer list: still true */
	else if (created)
		unlink(stamp);
	else if (wrote)
		stamp_put(fd, was.data ? was.data : "", was.len);
	buf_free(&was);
	close(fd);
out:
	free(stamp);
	names_free(&old);
	names_free(&new);
	names_free(&both);
	return r;
}

/* Makes the missing parents of DIR; the ones made are listed for undo. */
static bool make_parents(const struct outdir *o, struct vec *made)
{
	char *p = xstrdup(o->dir);
	size_t skip = strcmp(o->anchor, ".") == 0 ? 0 : strlen(o->anchor);
	for (char *s = p + skip + 1; *s; s++) {
		if (*s != '/' || s[-1] == '/')
			continue;
		*s = 0;
		if (mkdir(p, 0777) == 0) {
			vec_push(made, xstrdup(p));
		} else if (errno != EEXIST) {
			int e = errno;
			refuse(o, "cannot create %s: %s", p, strerror(e));
			free(p);
			return false;
		}
		*s = '/';
	}
	free(p);
	return true;
}

/* Publishes a new DIR: the finished folder is renamed into place whole;
 * when DIR appeared meanwhile, its entries are merged like any run's. */
static int publish_fresh(struct outdir *o)
{
	struct names new = {0};
	int r = 0;
	char *stamp = join(o->tmp, OUTDIR_STAMP);
	struct buf text = {0};
	if (!new_entries(o->tmp, &new))
		r = refuse(o, "cannot list %s: %s", o->tmp, strerror(errno));
	stamp_text(&text, &new);
	if (!r && !write_file(stamp, text.data, text.len))
		r = refuse(o, "cannot write %s/%s: %s", o->dir, OUTDIR_STAMP, strerror(errno));
	buf_free(&text);
	free(stamp);
	names_free(&new);
	struct vec made = {0};
	if (!r && !make_parents(o, &made))
		r = 2;
	if (!r && !rename_noreplace(o->tmp, o->dir)) {
		struct stat st;
		if ((errno == EEXIST || errno == ENOTEMPTY) && lstat(o->dir, &st) == 0)
			r = check_folder(o, true) ? 2 : merge(o);
		else
			r = refuse(o, "cannot create it: %s", strerror(errno));
	} else if (!r) {
		cleanup_forget(o->handle); /* it is DIR now */
		o->handle = -1;
		free(o->tmp);
		o->tmp = NULL;
	}
	for (size_t i = made.n; r && i-- > 0;)
		rmdir(made.items[i]); /* only the ones this run made, if still empty */
	for (size_t i = 0; i < made.n; i++)
		free(made.items[i]);
	vec_free(&made);
	return r;
}

int outdir_publish(struct outdir *o)
{
	sigset_t old;
	cleanup_block_signals(&old);
	int r = o->fresh ? publish_fresh(o) : merge(o);
	/* the temporary folder now holds the replaced entries, or the new
	 * ones a failure put back */
	if (o->tmp && !remove_tree(o->tmp) && !r)
		r = refuse(o, "the output is in place, but %s (what it replaced) cannot be removed", o->tmp);
	outdir_free(o);
	cleanup_restore_signals(&old);
	return r;
}
