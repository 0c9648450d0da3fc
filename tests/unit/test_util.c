/* util: whole-file reading (the NUL sentinels lexers rely on). */
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
