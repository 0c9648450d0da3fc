/* specgen driver: `specgen -o OUTDIR SPECDIR...` finds the spec files,
 * expands .yaml.m4 families, runs every check and, only when all specs are
 * clean, writes gen/ (write-if-changed).  Exit: 0 ok, 1 spec errors,
 * 2 usage or I/O errors. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "specgen.h"

struct flist {
	char **v;
	int n, cap;
};

static void fl_add(struct flist *l, char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 32;
		l->v = realloc(l->v, sizeof *l->v * (size_t)l->cap);
		if (!l->v)
			abort();
	}
	l->v[l->n++] = s;
}

static bool ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

/* Adds every *.yaml and *.yaml.m4 below dir (missing dir: nothing). */
static void walk(const char *dir, struct flist *out)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		char *p = sg_fmt("%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(p, &st) != 0)
			continue;
		if (S_ISDIR(st.st_mode))
			walk(p, out);
		else if (ends_with(p, ".yaml") || ends_with(p, ".yaml.m4"))
			fl_add(out, p);
	}
	closedir(d);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0;
	char *buf = malloc(cap);
	size_t r;
	while (buf && (r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		n += r;
		if (n + 1 == cap)
			buf = realloc(buf, cap *= 2);
	}
	fclose(f);
	if (!buf)
		return NULL;
	buf[n] = 0;
	*len = n;
	return buf;
}

/* Expands a .yaml.m4 file with `m4 -P -s` into build/specs/<rel>, where rel
 * is its path below the spec dir without ".m4".  Returns the expansion. */
static char *expand_m4(const char *path, const char *rel, size_t *len, int *io_err)
{
	char *q = sg_alloc(strlen(path) * 4 + 3), *w = q;
	*w++ = '\'';
	for (const char *p = path; *p; p++) {
		if (*p == '\'') {
			memcpy(w, "'\\''", 4);
			w += 4;
		} else {
			*w++ = *p;
		}
	}
	*w++ = '\'';
	char *cmd = sg_fmt("m4 -P -s %s", q);
	FILE *f = popen(cmd, "r");
	if (!f) {
		fprintf(stderr, "specgen: error: cannot run m4: %s\n", strerror(errno));
		*io_err = 1;
		return NULL;
	}
	size_t cap = 4096, n = 0, r;
	char *buf = sg_alloc(cap);
	while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		n += r;
		if (n + 1 == cap) {
			char *nb = sg_alloc(cap * 2);
			memcpy(nb, buf, n);
			free(buf);
			buf = nb;
			cap *= 2;
		}
	}
	buf[n] = 0;
	int st = pclose(f);
	if (st == -1 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		sg_error_at(path, 1, 1, NULL, "m4 failed on this file (its messages are above)");
		return NULL;
	}
	char *out = sg_fmt("build/specs/%.*s", (int)(strlen(rel) - 3), rel);
	char *slash = strrchr(out, '/');
	*slash = 0;
	if (sg_mkdirs(out) == 0) {
		*slash = '/';
		FILE *o = fopen(out, "wb");
		if (o) {
			fwrite(buf, 1, n, o);
			fclose(o);
		}
	}
	*len = n;
	return buf;
}

enum ftype { F_OPS, F_BACKEND, F_PIPELINE, F_SIMPLIFY, F_DECOMPOSE };

static int load_one(const char *path, const char *rel, enum ftype t)
{
	size_t len = 0;
	int io_err = 0;
	bool m4 = ends_with(path, ".m4");
	char *text = m4 ? expand_m4(path, rel, &len, &io_err) : slurp(path, &len);
	if (!text) {
		if (!m4) {
			fprintf(stderr, "specgen: error: cannot read %s: %s\n", path, strerror(errno));
			return 2;
		}
		return io_err ? 2 : 0;
	}
	const struct sg_node *root = sg_load(path, text, len, m4);
	if (!root)
		return 0;
	switch (t) {
	case F_OPS: ops_collect(root); break;
	case F_BACKEND: be_collect(root); break;
	case F_PIPELINE: pipe_collect(root); break;
	case F_SIMPLIFY: simp_collect(root); break;
	case F_DECOMPOSE: dcmp_collect(root); break;
	}
	return 0;
}

static int load_dir(const char *dir, int index)
{
	struct stat st;
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "specgen: error: %s is not a directory\n", dir);
		return 2;
	}
	static const char *const sub[] = {"ops", "backends"};
	for (int s = 0; s < 2; s++) {
		struct flist l = {0};
		walk(sg_fmt("%s/%s", dir, sub[s]), &l);
		if (l.n)
			qsort(l.v, (size_t)l.n, sizeof *l.v, cmp_str);
		for (int i = 0; i < l.n; i++) {
			const char *rel = l.v[i] + strlen(dir) + 1;
			if (index)
				rel = sg_fmt("%d/%s", index, rel);
			if (load_one(l.v[i], rel, s == 0 ? F_OPS : F_BACKEND))
				return 2;
		}
		free(l.v);
	}
	const char *pl = sg_fmt("%s/pipeline.yaml", dir);
	if (stat(pl, &st) == 0 && load_one(pl, "pipeline.yaml", F_PIPELINE))
		return 2;
	const char *sr = sg_fmt("%s/simplify.yaml", dir);
	if (stat(sr, &st) == 0 && load_one(sr, "simplify.yaml", F_SIMPLIFY))
		return 2;
	const char *dc = sg_fmt("%s/decompositions.yaml", dir);
	if (stat(dc, &st) == 0 && load_one(dc, "decompositions.yaml", F_DECOMPOSE))
		return 2;
	return 0;
}

static void ids_enum(struct sg_out *o, const char *tag, const char *prefix, int n,
		     const char *(*name)(int))
{
	sg_printf(o, "enum %s {\n", tag);
	for (int i = 0; i < n; i++)
		sg_printf(o, "\t%s%s,\n", prefix, name(i));
	sg_printf(o, "\t%sCOUNT\n};\n\n", prefix);
}

static const char *op_cid(int i) { return sg_ops[i].cid + 3; }
static const char *be_cid(int i) { return sg_backend_cids[i] + 3; }
static const char *enum_name(int i) { return sg_enums[i].name; }

void ids_write(void)
{
	struct sg_out *o = sg_out_open("spec_ids.h");
	sg_printf(o, BANNER "/* Ids of the ops, backends, enums and pipeline entities in specs/:\n"
		     " * indices into the tables of gen/ (types in src/ir/spec.h). */\n"
		     "#ifndef PTOC_SPEC_IDS_H\n#define PTOC_SPEC_IDS_H\n\n");
	ids_enum(o, "op_id", "OP_", sg_n_ops, op_cid);
	ids_enum(o, "backend_id", "BE_", sg_n_backends, be_cid);
	ids_enum(o, "spec_enum_id", "ENUM_", sg_n_enums, enum_name);
	ids_enum(o, "property_id", "PROP_", sg_n_props, pipe_prop_name);
	ids_enum(o, "pass_id", "PASS_", sg_n_passes, pipe_pass_name);
	ids_enum(o, "planner_id", "PLANNER_", sg_n_planners, pipe_planner_name);
	ids_enum(o, "pipeline_id", "PIPELINE_", sg_n_pipelines, pipe_pipeline_name);
	sg_printf(o, "_Static_assert(OP_COUNT <= 65535, \"spec_op_override.op is a uint16_t\");\n"
		     "_Static_assert(ENUM_COUNT <= 32767, \"enum ids are int16_t\");\n"
		     "_Static_assert(PROP_COUNT <= 64, \"property sets are uint64_t masks\");\n"
		     "_Static_assert(PLANNER_COUNT <= 32, \"planner sets are uint32_t masks\");\n"
		     "_Static_assert(PASS_COUNT <= 65535, \"pipeline entries hold a uint16_t pass\");\n"
		     "\n#endif\n");
}

static int usage(void)
{
	fprintf(stderr, "usage: specgen -o OUTDIR SPECDIR [SPECDIR...]\n");
	return 2;
}

int main(int argc, char **argv)
{
	const char *out = NULL;
	int first = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (argv[i][0] == '-') {
			return usage();
		} else if (!first) {
			first = i;
		}
	}
	if (!out || !first)
		return usage();
	int index = 0;
	for (int i = first; i < argc; i++) {
		if (!strcmp(argv[i], "-o")) {
			i++;
			continue;
		}
		char *dir = sg_strdup(argv[i]);
		size_t n = strlen(dir);
		while (n > 1 && dir[n - 1] == '/')
			dir[--n] = 0;
		if (load_dir(dir, index++))
			return 2;
	}
	ops_check();
	be_check();
	pipe_check();
	simp_check();
	dcmp_check();
	coll_check();
	ptoas_check();
	dcmp_check_archs();
	if (sg_error_count())
		goto fail;
	chains_check();
	ids_write();
	ops_write();
	ptoas_write();
	be_write();
	pipe_write();
	simp_write();
	chains_write();
	dcmp_write();
	coll_write();
	gen_vlayout_write();
	if (sg_error_count())
		goto fail;
	return sg_out_commit(out) ? 2 : 0;
fail:
	fprintf(stderr, "specgen: %d error%s; nothing written\n", sg_error_count(),
		sg_error_count() == 1 ? "" : "s");
	return 1;
}
