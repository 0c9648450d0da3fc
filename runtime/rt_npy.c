/* Host arrays and the .npy format (v1, v2 and v3 headers; C order,
 * little-endian).  bf16 uses the descr of ml_dtypes ('bfloat16'), which
 * numpy can read when ml_dtypes is installed; '<V2' is accepted on input.
 * 8-bit float arrays and FP4 x2-carrier arrays are written as their raw bytes
 * ('|u1') and read back as u8. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

struct rt_array *rt_array_try_new(int dtype, int rank, const int64_t *shape, char *err, size_t errlen)
{
	uint64_t count, bytes;
	if (rank < 0 || rank > RT_MAX_RANK ||
	    !size_of_shape(shape, (size_t)rank, 8u * (unsigned)rt_dtype_size(dtype), &count, &bytes)) {
		snprintf(err, errlen, "an array of that shape has more than %lld bytes",
			 (long long)INT64_MAX);
		return NULL;
	}
	if (bytes > RT_MAX_ARRAY_BYTES) {
		snprintf(err, errlen, "an array of that shape has %llu bytes; the runtime holds at "
			 "most %llu bytes per array", (unsigned long long)bytes,
			 (unsigned long long)RT_MAX_ARRAY_BYTES);
		return NULL;
	}
	uint8_t *data = calloc(bytes ? bytes : 1, 1);
	if (!data) {
		snprintf(err, errlen, "cannot allocate %llu bytes for the array",
			 (unsigned long long)bytes);
		return NULL;
	}
	struct rt_array *a = xcalloc(1, sizeof *a);
	a->dtype = dtype;
	a->rank = rank;
	for (int i = 0; i < rank; i++)
		a->shape[i] = shape[i];
	a->count = (size_t)count;
	a->data = data;
	return a;
}

struct rt_array *rt_array_new(int dtype, int rank, const int64_t *shape)
{
	char err[160];
	struct rt_array *a = rt_array_try_new(dtype, rank, shape, err, sizeof err);
	if (!a)
		die("%s", err);
	return a;
}

void rt_array_free(struct rt_array *a)
{
	if (!a)
		return;
	free(a->data);
	free(a);
}

double rt_array_get_f(const struct rt_array *a, size_t i)
{
	return rt_ld_f(a->dtype, a->data + i * rt_dtype_size(a->dtype));
}

int64_t rt_array_get_i(const struct rt_array *a, size_t i)
{
	return rt_ld_i(a->dtype, a->data + i * rt_dtype_size(a->dtype));
}

void rt_array_set_f(struct rt_array *a, size_t i, double v)
{
	rt_st_f(a->dtype, a->data + i * rt_dtype_size(a->dtype), v);
}

void rt_array_set_i(struct rt_array *a, size_t i, int64_t v)
{
	rt_st_i(a->dtype, a->data + i * rt_dtype_size(a->dtype), v);
}

static const struct {
	const char *descr;
	int dt;
} descrs[] = {
	{"<f4", DT_FP32}, {"<f2", DT_FP16}, {"bfloat16", DT_BF16}, {"<V2", DT_BF16}, {"|i1", DT_INT8},
	{"|u1", DT_UINT8}, {"<i2", DT_INT16}, {"<u2", DT_UINT16}, {"<i4", DT_INT32}, {"<u4", DT_UINT32},
	{"<i8", DT_INT64}, {"|b1", DT_BOOL},
	/* written only: a descr's first row is the dtype it reads as */
	{"|u1", DT_FP8E4M3FN}, {"|u1", DT_FP8E5M2}, {"|u1", DT_FP8E8M0}, {"|u1", DT_FP4},
};

static void set_err(char *err, size_t n, const char *msg)
{
	if (err && n)
		snprintf(err, n, "%s", msg);
}

/* Finds `'key':` in the header dict and returns the text after it. */
static const char *dict_value(const char *h, const char *key)
{
	char pat[32];
	snprintf(pat, sizeof pat, "'%s'", key);
	const char *p = strstr(h, pat);
	if (!p)
		return NULL;
	p = strchr(p + strlen(pat), ':');
	if (!p)
		return NULL;
	p++;
	while (*p == ' ')
		p++;
	return p;
}

struct rt_array *rt_npy_parse(const uint8_t *b, size_t len, char *err, size_t errlen)
{
	if (len < 10 || memcmp(b, "\x93NUMPY", 6) != 0)
		return set_err(err, errlen, "not a .npy file (bad magic)"), NULL;
	int major = b[6];
	size_t hlen, off;
	if (major == 1) {
		hlen = b[8] | (size_t)b[9] << 8;
		off = 10;
	} else if (major == 2 || major == 3) {
		if (len < 12)
			return set_err(err, errlen, "truncated .npy header"), NULL;
		hlen = b[8] | (size_t)b[9] << 8 | (size_t)b[10] << 16 | (size_t)b[11] << 24;
		off = 12;
	} else {
		return set_err(err, errlen, "unsupported .npy version"), NULL;
	}
	if (off + hlen > len)
		return set_err(err, errlen, "truncated .npy header"), NULL;
	char *h = xmalloc(hlen + 1);
	memcpy(h, b + off, hlen);
	h[hlen] = 0;
	struct rt_array *a = NULL;
	const char *d = dict_value(h, "descr"), *fo = dict_value(h, "fortran_order"), *sh = dict_value(h, "shape");
	int dt = -1;
	if (!d || !fo || !sh) {
		set_err(err, errlen, "malformed .npy header");
		goto out;
	}
	for (size_t i = 0; i < sizeof descrs / sizeof *descrs; i++) {
		size_t n = strlen(descrs[i].descr);
		if (*d == '\'' && strncmp(d + 1, descrs[i].descr, n) == 0 && d[1 + n] == '\'') {
			dt = descrs[i].dt;
			break;
		}
	}
	if (dt < 0) {
		/* the descr as written: its quoted text, printable bytes only */
		char name[24];
		size_t n = 0;
		const char *q = *d == '\'' || *d == '"' ? d + 1 : d;
		for (; *q && *q != *d && *q != ',' && n + 1 < sizeof name; q++)
			name[n++] = *q >= 0x20 && *q < 0x7f ? *q : '?';
		name[n] = 0;
		char m[200];
		snprintf(m, sizeof m, "unsupported .npy dtype '%s' (supported: <f4 <f2 bfloat16 |i1 |u1 <i2 "
			 "<u2 <i4 <u4 <i8 |b1)", name);
		set_err(err, errlen, m);
		goto out;
	}
	if (strncmp(fo, "True", 4) == 0) {
		set_err(err, errlen, "fortran_order arrays are not supported (use C order)");
		goto out;
	}
	int64_t shape[RT_MAX_RANK];
	int rank = 0;
	if (*sh != '(') {
		set_err(err, errlen, "malformed .npy shape");
		goto out;
	}
	for (const char *p = sh + 1; *p && *p != ')';) {
		if (*p == ',' || *p == ' ') {
			p++;
			continue;
		}
		char *e;
		errno = 0;
		long long v = strtoll(p, &e, 10);
		if (e == p || rank == RT_MAX_RANK || v < 0 || errno == ERANGE) {
			set_err(err, errlen, e != p && (v < 0 || errno == ERANGE)
					     ? "malformed .npy shape (a dim outside 0 .. 2^63-1)"
					     : "malformed .npy shape");
			goto out;
		}
		shape[rank++] = v;
		p = e;
	}
	/* the size is checked against the data before anything is allocated */
	uint64_t bytes;
	if (!size_of_shape(shape, (size_t)rank, 8u * (unsigned)rt_dtype_size(dt), NULL, &bytes) ||
	    bytes > len - off - hlen) {
		set_err(err, errlen, "the .npy data is shorter than its shape says");
		goto out;
	}
	char aerr[160];
	a = rt_array_try_new(dt, rank, shape, aerr, sizeof aerr);
	if (!a) {
		set_err(err, errlen, aerr);
		goto out;
	}
	memcpy(a->data, b + off + hlen, bytes);
out:
	free(h);
	return a;
}

struct rt_array *rt_npy_read(const char *path, char *err, size_t errlen, bool *io_error)
{
	char *data;
	size_t len;
	*io_error = false;
	if (!read_file(path, &data, &len)) {
		*io_error = true;
		char m[512];
		snprintf(m, sizeof m, "cannot read %s: %s", path, strerror(errno));
		set_err(err, errlen, m);
		return NULL;
	}
	/* several files are read: the message names the one at fault */
	char why[256];
	struct rt_array *a = rt_npy_parse((const uint8_t *)data, len, why, sizeof why);
	if (!a && err && errlen)
		snprintf(err, errlen, "%s: %s", path, why);
	free(data);
	return a;
}

uint8_t *rt_npy_encode(const struct rt_array *a, int version, size_t *len)
{
	const char *descr = "?";
	for (size_t i = 0; i < sizeof descrs / sizeof *descrs; i++)
		if (descrs[i].dt == a->dtype) {
			descr = descrs[i].descr;
			break;
		}
	struct buf h = {0};
	buf_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
	for (int i = 0; i < a->rank; i++)
		buf_printf(&h, "%lld%s", (long long)a->shape[i], a->rank == 1 ? "," : i + 1 < a->rank ? ", " : "");
	buf_puts(&h, "), }");
	size_t pre = version == 1 ? 10 : 12;
	while ((pre + h.len + 1) % 64)
		buf_putc(&h, ' ');
	buf_putc(&h, '\n');
	size_t bytes = a->count * (size_t)rt_dtype_size(a->dtype);
	uint8_t *out = xmalloc(pre + h.len + bytes);
	memcpy(out, "\x93NUMPY", 6);
	out[6] = (uint8_t)(version == 1 ? 1 : 2);
	out[7] = 0;
	if (version == 1) {
		out[8] = (uint8_t)h.len;
		out[9] = (uint8_t)(h.len >> 8);
	} else {
		for (int i = 0; i < 4; i++)
			out[8 + i] = (uint8_t)(h.len >> (8 * i));
	}
	memcpy(out + pre, h.data, h.len);
	memcpy(out + pre + h.len, a->data, bytes);
	*len = pre + h.len + bytes;
	buf_free(&h);
	return out;
}

bool rt_npy_write(const char *path, const struct rt_array *a, int version, char *err, size_t errlen)
{
	size_t len;
	uint8_t *b = rt_npy_encode(a, version, &len);
	bool ok = write_file_atomic(path, (const char *)b, len);
	if (!ok) {
		char m[512];
		snprintf(m, sizeof m, "cannot write %s: %s", path, strerror(errno));
		set_err(err, errlen, m);
	}
	free(b);
	return ok;
}
