/* Checked allocation, buffers, file input and safe file output. */
#define _GNU_SOURCE /* mremap */
#include "util.h"

#include "cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

_Noreturn void util_die(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	cleanup_run(); /* no temporary file or folder outlives the abort */
	fflush(stdout);
	fprintf(stderr, "%s:%d: internal error: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/* Huge pages, in this one place: a large kernel's IR, tables and output
 * text are fresh memory, and a page fault per 4 KiB of it cost more than
 * the work that fills it (on a virtual machine about 6 us a fault; 70,000
 * faults took 0.4 s of a 2 s compile).  Two kinds of memory are asked for
 * as transparent huge pages (a hint, without effect where they are off):
 * heap blocks of 4 MiB or more (x*alloc: the text and table buffers that
 * grow by realloc), of which only the huge pages wholly inside the block
 * can be huge, and mappings made for it (huge_map: arena blocks, big
 * tables), aligned so all of their pages can be.  The mappings are for
 * memory that dies at once: unmapping returns it, where freed heap blocks
 * stay resident (the arena blocks and tables taken from the heap instead,
 * aligned inside padded blocks, made 8 MiB more peak memory of the
 * 100,000-statement kernel). */
#define HUGE_PAGE ((uintptr_t)2 << 20)
static void *advise_huge(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	if (n >= 2 * HUGE_PAGE) {
		uintptr_t lo = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
		uintptr_t hi = ((uintptr_t)p + n) & ~(HUGE_PAGE - 1);
		if (lo < hi)
			madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
	}
#endif
	return p;
}

static void *huge_map(size_t n)
{
	if (!MAP_BIG || n > SIZE_MAX - 2 * HUGE_PAGE)
		return NULL;
	n = (n + 4095) & ~(size_t)4095; /* the tail unmapped below starts on a page */
	void *p = mmap(NULL, n + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	/* the bytes before the aligned start and after its n bytes unmapped */
	uintptr_t at = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	if (at > (uintptr_t)p)
		munmap(p, at - (uintptr_t)p);
	munmap((void *)(at + n), (uintptr_t)p + HUGE_PAGE - at);
#ifdef MADV_HUGEPAGE
	madvise((void *)at, n, MADV_HUGEPAGE);
#endif
	return (void *)at;
}

/* n zero bytes of fresh small pages, no advice; NULL when the mapping
 * fails. */
static void *small_map(size_t n)
{
	void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

void *page_map(size_t n)
{
	if (n >= HUGE_PAGE)
		return huge_map(n);
	return MAP_BIG ? small_map(n) : NULL;
}

void huge_unmap(void *p, size_t n)
{
	if (p)
		munmap(p, n);
}

void huge_trim(void *p, size_t n, size_t used)
{
	uintptr_t from = ((uintptr_t)p + used + 4095) & ~(uintptr_t)4095;
	uintptr_t to = ((uintptr_t)p + n) & ~(uintptr_t)4095;
	if (p && from < to)
		madvise((void *)from, to - from, MADV_DONTNEED);
}

/* The size from which big_zalloc maps its tables: calloc of a size below
 * the raised mmap threshold (main.c) clears heap memory byte by byte, where
 * fresh mapped pages are zero already. */
#define BIG_MAP_MIN ((size_t)128 << 10)

void big_trim(void *p, size_t n, size_t used)
{
	if (n >= BIG_MAP_MIN && MAP_BIG)
		huge_trim(p, n, used);
}

void *big_zalloc(size_t n)
{
	if (n < BIG_MAP_MIN || !MAP_BIG)
		return xcalloc(1, n ? n : 1);
	void *p = page_map(n);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

void big_free(void *p, size_t n)
{
	if (p && n >= BIG_MAP_MIN && MAP_BIG)
		huge_unmap(p, n);
	else
		free(p);
}

void *big_zgrow(void *p, size_t old, size_t n)
{
	if ((n < BIG_MAP_MIN && old < BIG_MAP_MIN) || !MAP_BIG) {
		p = xrealloc(p, n);
		if (n > old)
			memset((char *)p + old, 0, n - old);
		return p;
	}
	return big_grow(p, old, n); /* a new table of big_zalloc's: zero past `old` */
}

void *sparse_zalloc(size_t n)
{
	if (!MAP_BIG || n < BIG_MAP_MIN)
		return xcalloc(1, n ? n : 1);
	void *p = small_map(n);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

void sparse_free(void *p, size_t n)
{
	if (p && MAP_BIG && n >= BIG_MAP_MIN)
		munmap(p, n);
	else
		free(p);
}

/* mremap, or the Linux system call (and its flag values) where no header
 * names it; MAP_FAILED when it fails. */
#if defined(MREMAP_MAYMOVE) && defined(MREMAP_FIXED)
#define HAVE_REMAP 1
#define REMAP_MOVE MREMAP_MAYMOVE
#define REMAP_MOVE_TO (MREMAP_MAYMOVE | MREMAP_FIXED)
static void *remap(void *p, size_t from, size_t to, int flags, void *at)
{
	return mremap(p, from, to, flags, at);
}
#elif defined(SYS_mremap)
#define HAVE_REMAP 1
#define REMAP_MOVE 1	/* MREMAP_MAYMOVE */
#define REMAP_MOVE_TO 3 /* MREMAP_MAYMOVE | MREMAP_FIXED */
static void *remap(void *p, size_t from, size_t to, int flags, void *at)
{
	long q = syscall(SYS_mremap, p, from, to, flags, at);
	return q == -1 ? MAP_FAILED : (void *)q;
}
#endif

void *big_grow(void *p, size_t old, size_t n)
{
	if ((n < BIG_MAP_MIN && old < BIG_MAP_MIN) || !MAP_BIG)
		return xrealloc(p, n);
#ifdef HAVE_REMAP
	if (old >= BIG_MAP_MIN && n > old) {
		/* a mapped table grows where it is or has its pages moved, not
		 * copied; the pages it gains are zero.  One of a huge page or more
		 * is what huge_map gives: on a huge-page boundary (it grows in
		 * place only from one, else its pages move onto a reservation
		 * huge_map made) and advised (a table that was smaller was not) */
		size_t from = (old + 4095) & ~(size_t)4095, to = (n + 4095) & ~(size_t)4095;
		void *q = MAP_FAILED;
		if (to < HUGE_PAGE) {
			q = remap(p, from, to, REMAP_MOVE, NULL);
		} else {
			if (((uintptr_t)p & (HUGE_PAGE - 1)) == 0)
				q = remap(p, from, to, 0, NULL);
			void *at = q == MAP_FAILED ? huge_map(to) : NULL;
			if (at && (q = remap(p, from, to, REMAP_MOVE_TO, at)) == MAP_FAILED)
				huge_unmap(at, to);
#ifdef MADV_HUGEPAGE
			if (q != MAP_FAILED)
				madvise(q, to, MADV_HUGEPAGE);
#endif
		}
		if (q != MAP_FAILED)
			return q;
	}
#endif
	void *q = big_zalloc(n);
	if (old)
		memcpy(q, p, old < n ? old : n);
	big_free(p, old);
	return q;
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return advise_huge(p, n);
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		die("out of memory (%zu x %zu bytes)", n, size);
	/* calloc checked n * size */
	return advise_huge(p, n * size);
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return advise_huge(p, n);
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

const uint64_t util_pow10[20] = {1, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
	100000000ull, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
	10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
	100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull};
const char util_digit_pairs[] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

void buf_reserve(struct buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	/* format once into the free space; again only when it did not fit */
	buf_reserve(b, 128);
	size_t room = b->cap - b->len;
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(b->data + b->len, room, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		die("bad format string");
	if ((size_t)n >= room) {
		buf_reserve(b, (size_t)n);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	}
	b->len += (size_t)n;
}

void buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void buf_clear(struct buf *b)
{
	b->len = 0;
	if (b->data)
		b->data[0] = 0;
}

void buf_free(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

bool size_of_shape(const int64_t *dims, size_t n, unsigned bits, uint64_t *elems, uint64_t *bytes)
{
	uint64_t e = 1, b;
	for (size_t i = 0; i < n; i++)
		if (dims[i] < 0 || !size_mul(e, (uint64_t)dims[i], &e))
			return false;
	/* ceil(e * bits / 8) without forming e * bits: whole groups of 8
	 * elements take `bits` bytes each */
	if (!size_mul(e / 8, bits, &b) || !size_add(b, ((e % 8) * bits + 7) / 8, &b) ||
	    b > INT64_MAX || e > INT64_MAX)
		return false;
	if (elems)
		*elems = e;
	*bytes = b;
	return true;
}

bool read_file(const char *path, char **data, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	struct stat st;
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(f);
		errno = EISDIR; /* fopen opens a folder; reading it says EISDIR late */
		return false;
	}
	struct buf b = {0};
	char chunk[65536];
	size_t n;
	int err = 0;
	errno = 0;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_put(&b, chunk, n);
	if (ferror(f))
		err = errno ? errno : EIO;
	fclose(f);
	if (err) {
		buf_free(&b);
		errno = err;
		return false;
	}
	buf_reserve(&b, 1); /* the terminating NUL and a second sentinel */
	b.data[b.len] = 0;  /* an empty file never wrote the first */
	b.data[b.len + 1] = 0;
	*data = b.data;
	*len = b.len;
	return true;
}

/* Writes all of data to fd; 0 or the errno of the first failure. */
int write_all(int fd, const char *data, size_t len)
{
	while (len) {
		ssize_t w = write(fd, data, len);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return w < 0 ? errno : EIO;
		data += w;
		len -= (size_t)w;
	}
	return 0;
}

/* Writes and closes fd; false with errno of the first failure. */
static bool write_close(int fd, const char *data, size_t len)
{
	int e = write_all(fd, data, len);
	if (close(fd) != 0 && !e)
		e = errno;
	errno = e;
	return !e;
}

bool write_file(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	return fd >= 0 && write_close(fd, data, len);
}

/* Copies the first n bytes of `from` (read from offset 0, its position
 * untouched) to the end of `to`: in the kernel when it can, else through
 * a buffer.  0 or an errno. */
static int copy_head(int from, int to, size_t n)
{
	off_t in = 0;
#ifdef SYS_copy_file_range
	while (n) {
		int64_t at = in; /* the kernel's loff_t */
		long w = syscall(SYS_copy_file_range, from, &at, to, NULL, n, 0u);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break; /* unsupported between these files (or an error the copy below reports) */
		in = at;
		n -= (size_t)w;
	}
#endif
	char buf[1 << 16];
	while (n) {
		ssize_t r = pread(from, buf, n < sizeof buf ? n : sizeof buf, in);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r < 0 ? errno : EIO;
		int e = write_all(to, buf, (size_t)r);
		if (e)
			return e;
		in += r;
		n -= (size_t)r;
	}
	return 0;
}

/* Opens path for writing (emptied) and writes data[0, at): the fd, or -1
 * with errno. */
static int open_head(const char *path, const char *data, size_t at)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	int e = write_all(fd, data, at);
	if (e) {
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

/* After the middle piece's write (0 or its errno): the tail, then close. */
static bool close_tail(int fd, int e, const char *tail, size_t n)
{
	if (e) {
		close(fd);
		errno = e;
		return false;
	}
	return write_close(fd, tail, n);
}

bool write_file_spliced(const char *path, const char *data, size_t len, size_t at, int from,
			size_t n)
{
	int fd = open_head(path, data, at);
	return fd >= 0 && close_tail(fd, copy_head(from, fd, n), data + at, len - at);
}

bool write_file_pieces(const char *path, const char *data, size_t len, size_t at,
		       const char *piece, size_t n)
{
	int fd = open_head(path, data, at);
	return fd >= 0 && close_tail(fd, write_all(fd, piece, n), data + at, len - at);
}

/* Creates a file of a new name beside `path` (O_EXCL: never an existing
 * file; mode 0666 less the umask, like any new file); the name in tmp. */
static int create_beside(const char *path, char *tmp, size_t cap)
{
	static unsigned counter;
	for (int i = 0; i < 100; i++) {
		snprintf(tmp, cap, "%s.tmp.%ld.%u", path, (long)getpid(), counter++);
		int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

/* Writes into what `path` names without replacing it: a character device,
 * a FIFO, or what a symbolic link points to.  Folders, block devices,
 * sockets and links to nothing are refused. */
static bool write_in_place(const char *path, const struct stat *lst, const char *data, size_t len)
{
	struct stat st = *lst;
	bool link = S_ISLNK(st.st_mode);
	if (link && stat(path, &st) != 0)
		return false; /* a link to nothing: ENOENT */
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return false;
	}
	if (!S_ISREG(st.st_mode) && !S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode)) {
		errno = EPERM; /* a block device or a socket: never written */
		return false;
	}
	int flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (S_ISREG(st.st_mode) ? O_TRUNC : 0) |
		    (link ? 0 : O_NOFOLLOW);
	int fd = open(path, flags);
	if (fd < 0)
		return false;
	struct stat now;
	if (fstat(fd, &now) != 0 || now.st_dev != st.st_dev || now.st_ino != st.st_ino) {
		close(fd); /* replaced since it was looked at */
		errno = EAGAIN;
		return false;
	}
	return write_close(fd, data, len);
}

bool write_file_atomic(const char *path, const char *data, size_t len)
{
	struct stat st;
	bool exists = lstat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode))
		return write_in_place(path, &st, data, len);
	size_t cap = strlen(path) + 48;
	char *tmp = xmalloc(cap);
	int fd = create_beside(path, tmp, cap);
	if (fd < 0) {
		free(tmp);
		return false;
	}
	if (exists) /* the file it replaces keeps its permissions (a private file stays private) */
		fchmod(fd, st.st_mode & 07777);
	int h = cleanup_add(tmp);
	bool ok = write_close(fd, data, len) && rename(tmp, path) == 0;
	if (!ok) {
		int e = errno;
		remove(tmp);
		errno = e;
	}
	cleanup_forget(h);
	free(tmp);
	return ok;
}

bool make_dirs(const char *path)
{
	/* from the path up to the first folder that exists, then down: a
	 * folder below one that exists costs one mkdir, not one per level */
	if (mkdir(path, 0777) == 0 || errno == EEXIST)
		return true;
	if (errno != ENOENT)
		return false;
	char *p = xstrdup(path), *end = p + strlen(p), *s = end;
	for (;;) {
		while (s > p && *s != '/')
			s--;
		if (s == p)
			break; /* no folder of the path exists: made from its first */
		*s = 0;
		if (mkdir(p, 0777) == 0 || errno == EEXIST)
			break;
		if (errno != ENOENT) {
			free(p);
			return false;
		}
	}
	bool ok = true;
	for (char *t = s; ok && t < end; t++)
		if (!*t) {
			*t = '/';
			ok = mkdir(p, 0777) == 0 || errno == EEXIST;
		}
	free(p);
	return ok;
}

void *array_grow(void *p, uint32_t *cap, uint32_t min, size_t elem)
{
	uint32_t c = *cap ? *cap : min;
	if (*cap) {
		if (c > UINT32_MAX / 2)
			die("out of memory (an array of more than %u elements)", (unsigned)c);
		c *= 2;
	}
	if (elem && c > SIZE_MAX / elem)
		die("out of memory (%u elements of %zu bytes)", (unsigned)c, elem);
	*cap = c;
	return xrealloc(p, (size_t)c * elem);
}

void vec_push(struct vec *v, void *p)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 8;
		v->items = xrealloc(v->items, v->cap * sizeof *v->items);
	}
	v->items[v->n++] = p;
}

void vec_free(struct vec *v)
{
	free(v->items);
	v->items = NULL;
	v->n = v->cap = 0;
}

void ptab_reserve(struct ptab *t, ptab_hash_fn hash, void *ctx)
{
	if (2 * (t->n + 1) <= t->cap)
		return;
	void **old = t->v;
	uint32_t ocap = t->cap;
	t->cap = ocap ? 2 * ocap : 64;
	t->v = xcalloc(t->cap, sizeof *t->v);
	for (uint32_t i = 0; i < ocap; i++) {
		if (!old[i])
			continue;
		uint32_t j = (uint32_t)hash(old[i], ctx) & (t->cap - 1);
		while (t->v[j])
			j = (j + 1) & (t->cap - 1);
		t->v[j] = old[i];
	}
	free(old);
}

void **ptab_find(const struct ptab *t, uint64_t h, const void *key, ptab_eq_fn eq, void *ctx)
{
	static void *none; /* the empty slot of a table never reserved */
	if (!t->cap)
		return &none;
	uint32_t i = (uint32_t)h & (t->cap - 1);
	while (t->v[i] && !eq(t->v[i], key, ctx))
		i = (i + 1) & (t->cap - 1);
	return &t->v[i];
}

void ptab_put(struct ptab *t, void **slot, void *item)
{
	*slot = item;
	t->n++;
}

void ptab_free(struct ptab *t)
{
	free(t->v);
	*t = (struct ptab){0};
}

static bool ptr_set_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return item == key;
}

static uint64_t ptr_set_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(item);
}

bool ptr_set_add(struct ptab *t, const void *p)
{
	ptab_reserve(t, ptr_set_hash, NULL);
	void **slot = ptab_find(t, ptr_hash(p), p, ptr_set_eq, NULL);
	if (*slot)
		return false;
	ptab_put(t, slot, (void *)p);
	return true;
}

bool ptr_set_has(const struct ptab *t, const void *p)
{
	return t->n && *ptab_find(t, ptr_hash(p), p, ptr_set_eq, NULL);
}
