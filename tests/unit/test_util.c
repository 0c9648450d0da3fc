/* util: whole-file reading (the NUL sentinels lexers rely on) and checked
 * size arithmetic. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
