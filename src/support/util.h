/* Small helpers every module uses: checked allocation, internal-error abort,
 * growable buffers, whole-file reading and atomic file writing. */
#ifndef PTOC_UTIL_H
#define PTOC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A broken internal invariant: prints "file:line: internal error: msg" and
 * aborts.  Never used for bad input. */
#define die(...) util_die(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void util_die(const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
#define ASSERT(c) ((c) ? (void)0 : die("assertion failed: %s", #c))

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Huge pages (util.c owns all of it).  Large tables outside arenas (hash tables,
 * stacks of a whole file): big_zalloc gives n zeroed bytes, mapped when n
 * is at least 128 KiB; big_free takes the size given to big_zalloc;
 * big_grow(p, old, n) moves the first `old` bytes to a new table of n
 * (the rest of which is zero only when it came from big_zalloc) and frees
 * p; a mapped table it gives is aligned and advised as page_map's are.  A
 * table below 128 KiB is plain heap memory.  page_map: n zero bytes
 * of fresh pages (from 2 MiB on starting on a 2 MiB boundary and advised
 * as transparent huge pages), NULL when the mapping fails and always under
 * AddressSanitizer; huge_unmap takes the same n and frees them. */
void *page_map(size_t n);
void huge_unmap(void *p, size_t n);
/* Under AddressSanitizer nothing is mapped: its leak checker does not scan
 * mapped memory, so a pointer kept only in a mapping (an arena's chain,
 * the intern table) would read as a leak, and heap blocks get its bounds
 * checks. */
#if defined(__SANITIZE_ADDRESS__)
#define MAP_BIG 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MAP_BIG 0
#endif
#endif
#ifndef MAP_BIG
#define MAP_BIG 1
#endif
void *big_zalloc(size_t n);
void big_free(void *p, size_t n);
void *big_grow(void *p, size_t old, size_t n);
/* big_grow with the bytes past `old` zero; big_free frees it. */
void *big_zgrow(void *p, size_t old, size_t n);
/* A large table written at few, scattered entries (one per var id of a
 * kind, say): n zeroed bytes of fresh small pages (no huge-page advice),
 * so only the pages written become resident; heap memory under
 * AddressSanitizer.  sparse_free takes the same n. */
void *sparse_zalloc(size_t n);
void sparse_free(void *p, size_t n);
/* Gives back the whole pages of the n bytes at p past its first `used`
 * bytes (memory p owns: a mapping, a table, a heap block): they read as
 * zero again, and are taken again when written.  A huge page the used
 * bytes end in is resident whole, up to 2 MiB, where most of it is not
 * needed yet.  big_trim does it for big_zalloc's table p of n bytes when
 * it is mapped. */
void huge_trim(void *p, size_t n, size_t used);
void big_trim(void *p, size_t n, size_t used);

/* Growable byte buffer; `data` is always NUL-terminated. */
struct buf {
	char *data;
	size_t len, cap;
};
void buf_reserve(struct buf *b, size_t extra);
/* The appends are inline: emitters call them for every few bytes, and the
 * room is nearly always there already (b->cap > b->len once data is set). */
static inline void buf_put(struct buf *b, const char *s, size_t n)
{
	if (n >= b->cap - b->len)
		buf_reserve(b, n);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = 0;
}
static inline void buf_puts(struct buf *b, const char *s) { buf_put(b, s, strlen(s)); }
static inline void buf_putc(struct buf *b, char c)
{
	if (b->cap - b->len < 2)
		buf_reserve(b, 1);
	b->data[b->len++] = c;
	b->data[b->len] = 0;
}
void buf_printf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_vprintf(struct buf *b, const char *fmt, va_list ap);
void buf_clear(struct buf *b);
void buf_free(struct buf *b);

/* Decimal writing, inline for the emitters and name makers that call it for
 * every statement: put_u64 writes u's digits at d (at most 20 bytes, no NUL)
 * and returns their end; put_i64 writes v the same way, with a '-' when it
 * is negative (at most 20 bytes). */
extern const char util_digit_pairs[];
extern const uint64_t util_pow10[20]; /* 10^0 .. 10^19 */
static inline char *put_u64(char *d, uint64_t u)
{
	if (u < 10) { /* most version numbers and counts */
		*d = (char)('0' + u);
		return d + 1;
	}
	/* the digit count from the bit length b: t = floor(b * log10(2))
	 * (1233 / 4096 is just above log10(2)) is the count less one, or the
	 * count itself when u is below 10^t */
	unsigned t = (unsigned)(64 - __builtin_clzll(u)) * 1233 >> 12;
	char *e = d + t + 1 - (u < util_pow10[t]), *q = e;
	while (u >= 100) { /* two digits a division */
		uint64_t h = u / 100;
		unsigned r = (unsigned)(u - h * 100);
		u = h;
		q -= 2;
		memcpy(q, util_digit_pairs + 2 * r, 2);
	}
	if (u >= 10)
		memcpy(q - 2, util_digit_pairs + 2 * u, 2);
	else
		q[-1] = (char)('0' + u);
	return e;
}
static inline char *put_i64(char *d, int64_t v)
{
	if (v < 0)
		*d++ = '-';
	return put_u64(d, v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
}

/* Checked size arithmetic.  Every size the engine and the runtime compute
 * from their input (element counts, tile and tensor bytes, byte offsets and
 * ends, view extents) goes through these, so a size that does not fit is
 * reported as an error, never wrapped.  The checked forms return false on
 * overflow; the saturating ones give UINT64_MAX, more than any memory has,
 * for bookkeeping that is compared with a capacity afterwards. */
static inline bool size_add(uint64_t a, uint64_t b, uint64_t *r)
{
	return !__builtin_add_overflow(a, b, r);
}
static inline bool size_mul(uint64_t a, uint64_t b, uint64_t *r)
{
	return !__builtin_mul_overflow(a, b, r);
}
static inline bool i64_add(int64_t a, int64_t b, int64_t *r)
{
	return !__builtin_add_overflow(a, b, r);
}
static inline bool i64_mul(int64_t a, int64_t b, int64_t *r)
{
	return !__builtin_mul_overflow(a, b, r);
}
/* a // b and a % b as Python floors them (b != 0, and not INT64_MIN // -1:
 * callers check both). */
static inline int64_t i64_floordiv(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}
static inline int64_t i64_floormod(int64_t a, int64_t b)
{
	int64_t r = a % b;
	return (r != 0 && (r < 0) != (b < 0)) ? r + b : r;
}
static inline uint64_t size_add_sat(uint64_t a, uint64_t b)
{
	uint64_t r;
	return size_add(a, b, &r) ? r : UINT64_MAX;
}
/* x rounded up to a multiple of m (m > 0), saturating. */
static inline uint64_t size_align_sat(uint64_t x, uint64_t m)
{
	uint64_t r;
	return size_add(x, m - 1, &r) ? r / m * m : UINT64_MAX;
}
/* The elements of a shape of n dims and their bytes at `bits` bits each
 * (rounded up to whole bytes).  False when a dim is negative or a result
 * exceeds INT64_MAX (sizes must also fit the IR's signed offsets).  `elems`
 * may be NULL. */
bool size_of_shape(const int64_t *dims, size_t n, unsigned bits, uint64_t *elems, uint64_t *bytes);

/* Reads a whole file into a NUL-terminated buffer (an extra NUL sentinel
 * follows for lexers).  Returns false and sets errno on failure. */
bool read_file(const char *path, char **data, size_t *len);

/* Writes `len` bytes to the file a user named.  A new or regular file is
 * written through a temporary file beside it and a rename, so a failure
 * never leaves a partial file; a character device, a FIFO or a symbolic
 * link is written in place (to what it points to), never replaced; a
 * folder (EISDIR), a block device or socket (EPERM) and a link to nothing
 * (ENOENT) are refused.  Returns false and sets errno on failure. */
bool write_file_atomic(const char *path, const char *data, size_t len);
/* Writes a file in place (a partial file on failure: for files inside a
 * folder that is itself renamed into place). */
bool write_file(const char *path, const char *data, size_t len);
/* write_file of data[0, at), then the first n bytes of the file open as
 * `from`, then data[at, len). */
bool write_file_spliced(const char *path, const char *data, size_t len, size_t at, int from,
			size_t n);
/* write_file of data[0, at), then piece[0, n), then data[at, len). */
bool write_file_pieces(const char *path, const char *data, size_t len, size_t at,
		       const char *piece, size_t n);
/* Writes all of data to fd; 0 or the errno of the first failure. */
int write_all(int fd, const char *data, size_t len);

/* Creates a directory and its parents (mkdir -p).  Returns false on error. */
bool make_dirs(const char *path);

/* An open-addressing table of pointers (linear probing, at most half
 * full); the caller hashes and compares.  ptab_find returns the slot of
 * the item `eq` accepts for `key`, or the empty slot where it goes (fill
 * it with ptab_put).  Call ptab_reserve before a lookup that may insert:
 * it grows the table, rehashing every item with `hash`. */
struct ptab {
	void **v;
	uint32_t cap, n;
};
typedef bool (*ptab_eq_fn)(const void *item, const void *key, void *ctx);
typedef uint64_t (*ptab_hash_fn)(const void *item, void *ctx);

/* The hash of a pointer key (interned names, IR nodes): Fibonacci hashing,
 * with the high bits, the best mixed, folded onto the low ones that ptab
 * takes its slot from: a product's low bits depend only on the pointer's
 * low bits, so nodes 64 bytes apart (IR types) used one slot in 64 and
 * probed long runs. */
static inline uint64_t ptr_hash(const void *p)
{
	uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
	return h ^ (h >> 32);
}
void ptab_reserve(struct ptab *t, ptab_hash_fn hash, void *ctx);
void **ptab_find(const struct ptab *t, uint64_t h, const void *key, ptab_eq_fn eq, void *ctx);
void ptab_put(struct ptab *t, void **slot, void *item);
void ptab_free(struct ptab *t);
/* A ptab used as a set of pointers, each its own key: ptr_set_add adds `p`
 * and says whether it was new; ptr_set_has says whether `p` is in it. */
bool ptr_set_add(struct ptab *t, const void *p);
bool ptr_set_has(const struct ptab *t, const void *p);

/* Growth of a typed array `p` of `n` used and `cap` allocated elements
 * (uint32_t counts): ARRAY_RESERVE makes room for one more, doubling the
 * capacity (at least `min`); sizes are checked for overflow. */
void *array_grow(void *p, uint32_t *cap, uint32_t min, size_t elem);
#define ARRAY_RESERVE(p, n, cap, min) \
	((void)((n) < (cap) || ((p) = array_grow((p), &(cap), (min), sizeof *(p))) != NULL))

/* Dynamic array of pointers. */
struct vec {
	void **items;
	size_t n, cap;
};
void vec_push(struct vec *v, void *p);
void vec_free(struct vec *v);

#endif
