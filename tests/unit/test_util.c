/* util: whole-file reading (the NUL sentinels lexers rely on), checked
 * size arithmetic, decimal writing, and the file helpers every output goes through
 * (write_file_atomic on every kind of existing path, remove_tree). */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cleanup.h"
#include "util.h"

static char *temp_file(const char *text)
{
	static char path[64];
	strcpy(path, "/tmp/ptoc-test-util-XXXXXX");
	int fd = mkstemp(path);
	cr_assert(fd >= 0);
	size_t n = strlen(text);
	cr_assert(write(fd, text, n) == (ssize_t)n);
	close(fd);
	return path;
}

/* An empty file is an empty text followed by two NULs: the lexers of `run`
 * and `vlayout` read the first byte before they know the length.  The heap
 * is dirtied first so that a missing NUL shows without valgrind. */
Test(util, read_file_of_an_empty_file_is_two_nuls)
{
	for (int round = 0; round < 4; round++) {
		char *junk = xmalloc(64);
		memset(junk, 0xff, 64);
		free(junk);
		char *path = temp_file(""), *data = NULL;
		size_t len = 99;
		cr_assert(read_file(path, &data, &len));
		unlink(path);
		cr_assert_eq(len, 0);
		cr_assert_eq(data[0], 0);
		cr_assert_eq(data[1], 0);
		free(data);
	}
}

Test(util, read_file_keeps_the_text_and_adds_two_nuls)
{
	char *path = temp_file("ab\n"), *data = NULL;
	size_t len = 0;
	cr_assert(read_file(path, &data, &len));
	unlink(path);
	cr_assert_eq(len, 3);
	cr_assert_str_eq(data, "ab\n");
	cr_assert_eq(data[4], 0);
	free(data);
}

Test(util, size_arithmetic_reports_overflow)
{
	uint64_t r;
	cr_expect(size_mul((uint64_t)1 << 32, (uint64_t)1 << 31, &r) && r == (uint64_t)1 << 63);
	cr_expect(!size_mul((uint64_t)1 << 32, (uint64_t)1 << 32, &r));
	cr_expect(!size_add(UINT64_MAX, 1, &r));
	cr_expect_eq(size_add_sat(UINT64_MAX - 1, 5), UINT64_MAX);
	cr_expect_eq(size_align_sat(UINT64_MAX - 3, 512), UINT64_MAX);
	cr_expect_eq(size_align_sat(1000, 512), 1024);
	int64_t x;
	cr_expect(!i64_add(INT64_MAX, 32, &x));
	cr_expect(!i64_mul(INT64_MIN, -1, &x));
}

/* Python's // and % at the ends of int64: the remainder is taken directly,
 * so no `a - q * b` overflows where the floored multiple lies below INT64_MIN
 * ((INT64_MIN + 1) % 3: q * 3 = INT64_MIN - 2). */
Test(util, floored_division_at_int64_edges)
{
	cr_expect_eq(i64_floordiv(-7, 2), -4);
	cr_expect_eq(i64_floormod(-7, 2), 1);
	cr_expect_eq(i64_floordiv(7, -2), -4);
	cr_expect_eq(i64_floormod(7, -2), -1);
	cr_expect_eq(i64_floormod(-6, 3), 0);
	cr_expect_eq(i64_floormod(INT64_MIN + 1, 3), 2);
	cr_expect_eq(i64_floordiv(INT64_MIN + 1, 3), -3074457345618258603);
	cr_expect_eq(i64_floormod(INT64_MIN, 3), 1);
	cr_expect_eq(i64_floormod(INT64_MIN, 2), 0);
	cr_expect_eq(i64_floordiv(INT64_MIN, 1), INT64_MIN);
	cr_expect_eq(i64_floormod(INT64_MIN, 1), 0);
	cr_expect_eq(i64_floordiv(INT64_MIN, INT64_MAX), -2);
	cr_expect_eq(i64_floormod(INT64_MIN, INT64_MAX), INT64_MAX - 1);
	cr_expect_eq(i64_floordiv(INT64_MAX, INT64_MIN), -1);
	cr_expect_eq(i64_floormod(INT64_MAX, INT64_MIN), -1);
	cr_expect_eq(i64_floormod(INT64_MAX, -3), -2);
}

/* Tile [[2147483648, 2147483648]] of FP32 is 2^64 bytes: it wrapped to 0
 * and passed every capacity check. */
Test(util, size_of_shape_never_wraps)
{
	uint64_t e, b;
	int64_t tile[2] = {2147483648, 2147483648};
	cr_expect(!size_of_shape(tile, 2, 32, &e, &b));
	int64_t tensor[2] = {(int64_t)1 << 40, (int64_t)1 << 40};
	cr_expect(!size_of_shape(tensor, 2, 32, &e, &b));
	int64_t half[2] = {(int64_t)1 << 31, (int64_t)1 << 30};
	cr_expect(!size_of_shape(half, 2, 32, &e, &b)); /* 2^63 bytes: past INT64_MAX */
	int64_t fits[2] = {(int64_t)1 << 30, (int64_t)1 << 30};
	cr_expect(size_of_shape(fits, 2, 32, &e, &b));
	cr_expect_eq(e, (uint64_t)1 << 60);
	cr_expect_eq(b, (uint64_t)1 << 62);
	int64_t fp4[1] = {3};
	cr_expect(size_of_shape(fp4, 1, 4, &e, &b));
	cr_expect_eq(b, 2);
	int64_t neg[2] = {4, -1};
	cr_expect(!size_of_shape(neg, 2, 8, &e, &b));
	cr_expect(size_of_shape(NULL, 0, 16, NULL, &b) && b == 2);
}

/* put_u64 counts the digits from the bit length: every power of ten and
 * its neighbours, every power of two and its neighbours and the ends are
 * what snprintf writes, and nothing past the digits is touched. */
Test(util, decimal_writing_matches_printf)
{
	char got[32], want[32];
	uint64_t p10 = 1;
	for (int i = 0; i < 20; i++, p10 *= 10)
		for (int k = -1; k <= 1; k++)
			for (int shift = 0; shift < 2; shift++) {
				uint64_t u = (shift ? (uint64_t)1 << (i * 3 + 3) % 64 : p10) + (uint64_t)k;
				memset(got, 'x', sizeof got);
				char *e = put_u64(got, u);
				cr_expect_eq(*e, 'x');
				*e = 0;
				snprintf(want, sizeof want, "%llu", (unsigned long long)u);
				cr_expect_str_eq(got, want);
			}
	*put_u64(got, UINT64_MAX) = 0;
	cr_expect_str_eq(got, "18446744073709551615");
	*put_i64(got, INT64_MIN) = 0;
	cr_expect_str_eq(got, "-9223372036854775808");
	*put_i64(got, -7) = 0;
	cr_expect_str_eq(got, "-7");
	*put_i64(got, 0) = 0;
	cr_expect_str_eq(got, "0");
}

/* A mapped table that grows keeps its bytes, gains zero bytes and, from a
 * huge page on, starts on a huge-page boundary: a mapping just past it
 * blocks growth in place, so its pages move, onto an aligned reservation. */
Test(util, big_grow_keeps_bytes_and_huge_page_alignment)
{
	size_t n = (size_t)192 << 10;
	unsigned char *p = big_zalloc(n);
	for (size_t i = 0; i < n; i++)
		p[i] = (unsigned char)(i * 7);
	for (int round = 0; round < 5; round++) {
		void *block = mmap(p + ((n + 4095) & ~(size_t)4095), 4096, PROT_READ,
				   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
		size_t m = n * 3;
		p = big_grow(p, n, m);
		if (block != MAP_FAILED)
			munmap(block, 4096);
		for (size_t i = 0; i < n; i++)
			cr_assert_eq(p[i], (unsigned char)(i * 7));
		for (size_t i = n; i < m; i++)
			cr_assert_eq(p[i], 0);
		/* without MAP_BIG (AddressSanitizer) big tables are heap blocks */
#if MAP_BIG
		if (m >= (size_t)2 << 20)
			cr_expect_eq((uintptr_t)p & (((uintptr_t)2 << 20) - 1), 0, "round %d", round);
#endif
		for (size_t i = n; i < m; i++)
			p[i] = (unsigned char)(i * 7);
		n = m;
	}
	big_free(p, n);
}

/* ---- writing the files a user names ---- */

static char dir[64];

static void make_dir(void)
{
	snprintf(dir, sizeof dir, "/tmp/ptoc-test-util-XXXXXX");
	cr_assert_not_null(mkdtemp(dir));
}

static void drop_dir(void)
{
	remove_tree(dir);
}

static const char *at(const char *name)
{
	static char p[4][128];
	static int k;
	k = (k + 1) % 4;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static char *text_of(const char *path)
{
	char *d;
	size_t n;
	return read_file(path, &d, &n) ? d : NULL;
}

/* The file tests share a temporary folder, made and removed around each. */
TestSuite(files, .init = make_dir, .fini = drop_dir);

Test(files, atomic_write_replaces_a_regular_file_keeping_its_mode)
{
	const char *p = at("f");
	cr_assert(write_file(p, "old", 3));
	chmod(p, 0600);
	struct stat a, b;
	stat(p, &a);
	cr_assert(write_file_atomic(p, "new", 3));
	stat(p, &b);
	cr_expect_neq(a.st_ino, b.st_ino, "a regular file is replaced, not rewritten");
	cr_expect_eq(b.st_mode & 0777, 0600);
	char *t = text_of(p);
	cr_expect_str_eq(t, "new");
	free(t);
}

Test(files, atomic_write_writes_through_a_symbolic_link)
{
	cr_assert(write_file(at("target"), "old", 3));
	cr_assert(symlink("target", at("link")) == 0);
	cr_assert(write_file_atomic(at("link"), "new", 3));
	struct stat st;
	cr_expect(lstat(at("link"), &st) == 0 && S_ISLNK(st.st_mode), "the link stays a link");
	char *t = text_of(at("target"));
	cr_expect_str_eq(t, "new");
	free(t);
}

Test(files, atomic_write_refuses_folders_and_links_to_nothing)
{
	cr_assert(mkdir(at("d"), 0777) == 0);
	cr_expect(!write_file_atomic(at("d"), "x", 1));
	cr_expect_eq(errno, EISDIR);
	cr_assert(symlink("missing", at("dangling")) == 0);
	cr_expect(!write_file_atomic(at("dangling"), "x", 1));
	cr_expect_eq(errno, ENOENT);
	cr_expect(access(at("missing"), F_OK) != 0, "nothing is created behind the link");
}

Test(files, atomic_write_writes_a_device_in_place)
{
	struct stat a, b;
	cr_assert(stat("/dev/null", &a) == 0);
	cr_expect(write_file_atomic("/dev/null", "x", 1));
	cr_assert(stat("/dev/null", &b) == 0);
	cr_expect(S_ISCHR(b.st_mode) && a.st_ino == b.st_ino && a.st_rdev == b.st_rdev);
	if (access("/dev/full", W_OK) == 0) {
		cr_expect(!write_file_atomic("/dev/full", "x", 1));
		cr_expect_eq(errno, ENOSPC);
	}
}

Test(files, atomic_write_leaves_no_temporary_file)
{
	cr_assert(write_file_atomic(at("f"), "a", 1));
	cr_expect(!write_file_atomic(at("nodir/f"), "a", 1));
	int n = 0;
	char cmd[160];
	snprintf(cmd, sizeof cmd, "ls -A %s", dir);
	FILE *ls = popen(cmd, "r");
	for (char line[128]; fgets(line, sizeof line, ls);)
		n++;
	pclose(ls);
	cr_expect_eq(n, 1, "only f is there");
}

Test(files, read_file_names_the_reason)
{
	char *d;
	size_t n;
	cr_expect(!read_file(dir, &d, &n));
	cr_expect_eq(errno, EISDIR);
	cr_expect(!read_file(at("missing"), &d, &n));
	cr_expect_eq(errno, ENOENT);
	cr_assert(write_file(at("empty"), "", 0));
	cr_assert(read_file(at("empty"), &d, &n));
	cr_expect(n == 0 && d[0] == 0 && d[1] == 0, "an empty file is two NULs");
	free(d);
}

Test(files, remove_tree_does_not_follow_links)
{
	cr_assert(write_file(at("keep"), "k", 1));
	cr_assert(mkdir(at("t"), 0777) == 0 && mkdir(at("t/a"), 0777) == 0);
	cr_assert(write_file(at("t/a/f"), "f", 1));
	cr_assert(symlink("../keep", at("t/a/l")) == 0);
	chmod(at("t/a/f"), 0400);
	cr_expect(remove_tree(at("t")));
	cr_expect(access(at("t"), F_OK) != 0);
	cr_expect(access(at("keep"), F_OK) == 0, "a link's target stays");
	cr_expect(remove_tree(at("never-there")));
}

/* A mapped input that shrinks under ptoc faults when its lost pages are
 * read: that ends ptoc with an error and status 1, not a crash. */
Test(util, a_mapped_input_that_shrinks_is_an_error, .exit_code = 1)
{
	char path[] = "/tmp/ptoc-mapped-XXXXXX";
	int fd = mkstemp(path);
	cr_assert(fd >= 0);
	long page = sysconf(_SC_PAGESIZE);
	cr_assert(ftruncate(fd, 3 * page + 100) == 0);
	const char *p = mmap(NULL, 3 * page + 100, PROT_READ, MAP_PRIVATE, fd, 0);
	cr_assert(p != MAP_FAILED);
	unlink(path);
	cleanup_install();
	cleanup_note_mapped_input(p, 3 * page + 102, path);
	cr_assert(ftruncate(fd, 10) == 0);
	volatile char byte = p[2 * page]; /* SIGBUS: the handler exits 1 */
	(void)byte;
	cr_assert(0, "reading a page past the end of the file did not fault");
}

Test(util, pointer_set_adds_each_pointer_once)
{
	struct ptab set = {0};
	int items[100];
	for (int i = 0; i < 100; i++)
		cr_assert(ptr_set_add(&set, &items[i]));
	cr_assert(!ptr_set_add(&set, &items[7]), "a pointer already in the set is not new");
	cr_assert_eq(set.n, 100);
	for (int i = 0; i < 100; i++)
		cr_assert(ptr_set_has(&set, &items[i]));
	int other;
	cr_assert(!ptr_set_has(&set, &other));
	ptab_free(&set);
	cr_assert(!ptr_set_has(&set, &items[0]), "an empty set holds nothing");
}
