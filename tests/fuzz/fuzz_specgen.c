/* libFuzzer target for specgen: YAML -> node tree (load.c, with m4 sync
 * lines) -> collection and every cross-check -> the gen/ writers (into
 * memory, never committed).  specgen is a separate one-shot program whose
 * state lives in file-scope variables and whose allocator frees at exit, so
 * this target compiles its sources into this file (main renamed), resets
 * that state before each input and frees what the input allocated. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml.h>

/* Every block specgen's code allocates is linked into one list, so the
 * harness can free what an input leaves behind (specgen never frees its
 * nodes: the process exits). */
struct fz_hdr {
	struct fz_hdr *prev, *next;
	size_t pad; /* keeps the user block 16-byte aligned */
	size_t size;
};
static struct fz_hdr fz_live = {&fz_live, &fz_live, 0, 0};

static void *fz_link(struct fz_hdr *h)
{
	if (!h)
		return NULL;
	h->next = fz_live.next;
	h->prev = &fz_live;
	fz_live.next->prev = h;
	fz_live.next = h;
	return h + 1;
}

static void fz_unlink(struct fz_hdr *h)
{
	h->prev->next = h->next;
	h->next->prev = h->prev;
}

static void *fz_malloc(size_t n) { return fz_link(malloc(sizeof(struct fz_hdr) + n)); }
static void *fz_calloc(size_t k, size_t n) { return fz_link(calloc(1, sizeof(struct fz_hdr) + k * n)); }

static void fz_free(void *p)
{
	if (!p)
		return;
	struct fz_hdr *h = (struct fz_hdr *)p - 1;
	fz_unlink(h);
	free(h);
}

static void *fz_realloc(void *p, size_t n)
{
	if (!p)
		return fz_malloc(n);
	struct fz_hdr *h = (struct fz_hdr *)p - 1;
	fz_unlink(h);
	struct fz_hdr *nh = realloc(h, sizeof *h + n);
	if (!nh) {
		fz_link(h);
		return NULL;
	}
	return fz_link(nh);
}

static void fz_free_all(void)
{
	while (fz_live.next != &fz_live) {
		struct fz_hdr *h = fz_live.next;
		fz_unlink(h);
		free(h);
	}
}

/* specgen's messages go to fz_err: /dev/null, or stderr with FUZZ_VERBOSE=1
 * (libFuzzer itself keeps stderr). */
static FILE *fz_err;
#undef stderr
#define stderr fz_err
#define malloc fz_malloc
#define calloc fz_calloc
#define realloc fz_realloc
#define free fz_free
#define main specgen_main
#include "../../tools/specgen/sg.c"
#include "../../tools/specgen/load.c"
#define W ops_W
#include "../../tools/specgen/ops.c"
#undef W
#define W be_W
#include "../../tools/specgen/backends.c"
#undef W
#include "../../tools/specgen/pipeline.c"
#include "../../tools/specgen/simplify.c"
#include "../../tools/specgen/gen_vlayout.c"
#include "../../tools/specgen/main.c"
#include "tpl.c" /* re2c output of tools/specgen/tpl.re (build/fuzz/specgen/) */
#undef main
#undef malloc
#undef calloc
#undef realloc
#undef free
#undef stderr
#define stderr stderr

/* Back to the state of a fresh process. */
static void reset(void)
{
	fz_free_all();
	seen_msgs = NULL, seen_cap = n_seen = 0;
	n_errors = 0;
	outs = NULL;
	outs_tail = &outs;
	sg_ops = NULL, sg_n_ops = ops_cap = 0;
	sg_enums = NULL, sg_n_enums = 0;
	enum_nodes = NULL, enums_cap = 0;
	bes = NULL, n_bes = bes_cap = 0;
	sg_n_backends = 0, sg_backend_cids = NULL;
	sec_props = sec_passes = sec_planners = sec_pipes = NULL;
	n_files = files_cap = 0;
	memset(props, 0, sizeof props);
	memset(prop_nodes, 0, sizeof prop_nodes);
	memset(planners, 0, sizeof planners);
	memset(planner_nodes, 0, sizeof planner_nodes);
	passes = NULL, pass_nodes = NULL, pipes = NULL;
	sg_n_props = sg_n_passes = sg_n_planners = sg_n_pipelines = 0;
	memset(&V, 0, sizeof V);
	sr_nodes = NULL, sr_n_nodes = sr_nodes_cap = 0;
	sr_rules = NULL, sr_n_rules = sr_rules_cap = 0;
	sr_sec = NULL, sr_n_sec = 0;
}

/* The real enum spec files, read at start-up: inputs without their own
 * `enums:` are checked against the real enums (all real ops would cost
 * ~0.5 s per input under the sanitizers). */
struct spec_text {
	char *path, *text;
	size_t len;
	bool m4;
};
static struct spec_text specs[64];
static int n_specs;

static void read_specs(void)
{
	const char *dir = PTOC_ROOT "/specs/ops";
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d)) && n_specs < 64) {
		bool m4 = ends_with(e->d_name, ".yaml.m4");
		if (!m4 && !ends_with(e->d_name, ".yaml"))
			continue;
		if (!strstr(e->d_name, "enum"))
			continue;
		char cmd[4096];
		snprintf(cmd, sizeof cmd, "%s %s/%s", m4 ? "m4 -P -s" : "cat", dir, e->d_name);
		FILE *f = popen(cmd, "r");
		if (!f)
			continue;
		struct spec_text *s = &specs[n_specs];
		size_t cap = 1 << 16;
		s->text = malloc(cap);
		size_t r;
		while ((r = fread(s->text + s->len, 1, cap - s->len - 1, f)) > 0)
			if ((s->len += r) + 1 == cap)
				s->text = realloc(s->text, cap *= 2);
		s->text[s->len] = 0;
		pclose(f);
		s->path = strdup(e->d_name);
		s->m4 = m4;
		n_specs++;
	}
	closedir(d);
}

/* The real enums are collected once: the blocks they live in move off the
 * per-input list (fz_kept), and each input that needs them starts from a
 * copy of the two enum arrays.  Collecting them again per input cost as much
 * as the input itself. */
static struct fz_hdr fz_kept = {&fz_kept, &fz_kept, 0, 0};
static struct spec_enum *kept_enums;
static const struct sg_node **kept_enum_nodes;
static int n_kept_enums;
static bool enums_kept;

static void keep_enums(void)
{
	reset();
	bool only_enums = true;
	for (int i = 0; i < n_specs; i++) {
		char *copy = fz_malloc(specs[i].len + 1);
		memcpy(copy, specs[i].text, specs[i].len + 1);
		const struct sg_node *r = sg_load(specs[i].path, copy, specs[i].len, specs[i].m4);
		if (r)
			ops_collect(r);
		if (r && (sg_get(r, "ops") || sg_get(r, "vlayout")))
			only_enums = false;
	}
	/* anything besides clean enums would need more state restored per
	 * input: collect per input then */
	if (!only_enums || sg_error_count() || sg_n_ops) {
		reset();
		return;
	}
	while (fz_live.next != &fz_live) {
		struct fz_hdr *h = fz_live.next;
		fz_unlink(h);
		h->next = fz_kept.next;
		h->prev = &fz_kept;
		fz_kept.next->prev = h;
		fz_kept.next = h;
	}
	kept_enums = sg_enums;
	kept_enum_nodes = enum_nodes;
	n_kept_enums = sg_n_enums;
	enums_kept = true;
	reset();
}

/* Sets the enum state to what collecting the real enum files gives. */
static void collect_real_enums(void)
{
	if (enums_kept) {
		sg_enums = fz_malloc(sizeof *sg_enums * (size_t)n_kept_enums);
		enum_nodes = fz_malloc(sizeof *enum_nodes * (size_t)n_kept_enums);
		if (n_kept_enums) {
			memcpy(sg_enums, kept_enums, sizeof *sg_enums * (size_t)n_kept_enums);
			memcpy(enum_nodes, kept_enum_nodes, sizeof *enum_nodes * (size_t)n_kept_enums);
		}
		sg_n_enums = enums_cap = n_kept_enums;
		return;
	}
	for (int i = 0; i < n_specs; i++) {
		char *copy = fz_malloc(specs[i].len + 1);
		memcpy(copy, specs[i].text, specs[i].len + 1);
		const struct sg_node *r = sg_load(specs[i].path, copy, specs[i].len, specs[i].m4);
		if (r)
			ops_collect(r);
	}
}

/* The file kind of an input, from its top-level keys. */
static enum ftype kind_of(const struct sg_node *root)
{
	if (sg_get(root, "name") || sg_get(root, "soc") || sg_get(root, "inherits"))
		return F_BACKEND;
	if (sg_get(root, "passes") || sg_get(root, "pipelines") || sg_get(root, "properties") ||
	    sg_get(root, "planners"))
		return F_PIPELINE;
	if (sg_get(root, "rules"))
		return F_SIMPLIFY;
	return F_OPS;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool init;
	if (!init) {
		init = true;
		read_specs();
		fz_err = getenv("FUZZ_VERBOSE") ? stderr : fopen("/dev/null", "w");
		keep_enums();
	}
	reset();
	/* sg_load edits the text in place (m4 sync lines): a private copy. */
	char *text = fz_malloc(size + 1);
	memcpy(text, data, size);
	text[size] = 0;
	struct sg_node *root = sg_load("fuzz.yaml", text, size, true);
	if (root) {
		enum ftype t = kind_of(root);
		if (!sg_get(root, "enums"))
			collect_real_enums();
		switch (t) {
		case F_OPS: ops_collect(root); break;
		case F_BACKEND: be_collect(root); break;
		case F_PIPELINE: pipe_collect(root); break;
		case F_SIMPLIFY: simp_collect(root); break;
		}
		ops_check();
		be_check();
		pipe_check();
		simp_check();
		if (!sg_error_count()) {
			ids_write();
			ops_write();
			be_write();
			pipe_write();
			simp_write();
			gen_vlayout_write();
		}
	}
	reset();
	return 0;
}
