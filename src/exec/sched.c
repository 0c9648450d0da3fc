/* The executor's task scheduler (sched.h): a dependency graph built as tasks are
 * submitted, a ready queue and a pool of worker threads. */
#include "sched.h"

#include <pthread.h>
#include <stdlib.h>

#include "util.h"

struct task {
	void *payload;
	uint32_t pending; /* predecessors not done */
	uint32_t mark;    /* id of the task last made its successor (dedup) */
	bool done;
	uint32_t *succ, n_succ, cap_succ;
	struct task *next; /* ready queue */
};

/* An access of a task not known to be done; a buffer keeps a list of them. */
struct entry {
	uint64_t lo, hi;
	uint32_t task;
	bool write;
};

struct bufrec {
	struct entry *v;
	uint32_t n, cap;
};

struct sch {
	pthread_mutex_t mu;
	pthread_cond_t work, progress;
	pthread_t *th;
	unsigned n_th;
	struct task **tasks;
	uint32_t n_tasks, cap_tasks;
	struct bufrec *bufs;
	uint32_t n_bufs, cap_bufs;
	struct task *head, *tail;
	uint64_t completed, ran;
	bool stop, failed;
	sch_run_fn run;
	sch_done_fn done;
	void *ctx;
};

static void push_ready(struct sch *s, struct task *t)
{
	t->next = NULL;
	if (s->tail)
		s->tail->next = t;
	else
		s->head = t;
	s->tail = t;
}

static void *worker(void *arg)
{
	struct sch *s = arg;
	pthread_mutex_lock(&s->mu);
	for (;;) {
		while (!s->head && !s->stop)
			pthread_cond_wait(&s->work, &s->mu);
		if (!s->head)
			break;
		struct task *t = s->head;
		s->head = t->next;
		if (!s->head)
			s->tail = NULL;
		bool skip = s->failed;
		pthread_mutex_unlock(&s->mu);
		bool ok = skip || s->run(t->payload, s->ctx);
		if (s->done)
			s->done(t->payload, s->ctx);
		pthread_mutex_lock(&s->mu);
		if (!ok)
			s->failed = true;
		if (!skip)
			s->ran++;
		t->done = true;
		s->completed++;
		bool woke = false;
		for (uint32_t i = 0; i < t->n_succ; i++) {
			struct task *u = s->tasks[t->succ[i]];
			if (--u->pending == 0) {
				push_ready(s, u);
				woke = true;
			}
		}
		free(t->succ);
		t->succ = NULL;
		t->n_succ = t->cap_succ = 0;
		if (woke)
			pthread_cond_broadcast(&s->work);
		pthread_cond_broadcast(&s->progress);
	}
	pthread_mutex_unlock(&s->mu);
	return NULL;
}

struct sch *sch_new(unsigned threads, sch_run_fn run, sch_done_fn done, void *ctx)
{
	struct sch *s = xcalloc(1, sizeof *s);
	pthread_mutex_init(&s->mu, NULL);
	pthread_cond_init(&s->work, NULL);
	pthread_cond_init(&s->progress, NULL);
	s->run = run;
	s->done = done;
	s->ctx = ctx;
	s->n_th = threads ? threads : 1;
	s->th = xcalloc(s->n_th, sizeof *s->th);
	for (unsigned i = 0; i < s->n_th; i++)
		if (pthread_create(&s->th[i], NULL, worker, s) != 0)
			die("cannot start an executor thread");
	return s;
}

void sch_wait_all(struct sch *s)
{
	pthread_mutex_lock(&s->mu);
	while (s->completed < s->n_tasks)
		pthread_cond_wait(&s->progress, &s->mu);
	pthread_mutex_unlock(&s->mu);
}

bool sch_free(struct sch *s)
{
	sch_wait_all(s);
	pthread_mutex_lock(&s->mu);
	s->stop = true;
	pthread_cond_broadcast(&s->work);
	pthread_mutex_unlock(&s->mu);
	for (unsigned i = 0; i < s->n_th; i++)
		pthread_join(s->th[i], NULL);
	bool ok = !s->failed;
	for (uint32_t i = 0; i < s->n_tasks; i++) {
		free(s->tasks[i]->succ);
		free(s->tasks[i]);
	}
	for (uint32_t i = 0; i < s->n_bufs; i++)
		free(s->bufs[i].v);
	free(s->bufs);
	free(s->tasks);
	free(s->th);
	pthread_cond_destroy(&s->work);
	pthread_cond_destroy(&s->progress);
	pthread_mutex_destroy(&s->mu);
	free(s);
	return ok;
}

uint32_t sch_buffer(struct sch *s)
{
	pthread_mutex_lock(&s->mu);
	if (s->n_bufs == s->cap_bufs) {
		s->cap_bufs = s->cap_bufs ? 2 * s->cap_bufs : 16;
		s->bufs = xrealloc(s->bufs, sizeof *s->bufs * s->cap_bufs);
	}
	uint32_t id = s->n_bufs++;
	s->bufs[id] = (struct bufrec){0};
	pthread_mutex_unlock(&s->mu);
	return id;
}

/* u runs after t (t not done). */
static void add_edge(struct task *t, struct task *u, uint32_t uid)
{
	if (t->mark == uid + 1)
		return;
	t->mark = uid + 1;
	if (t->n_succ == t->cap_succ) {
		t->cap_succ = t->cap_succ ? 2 * t->cap_succ : 4;
		t->succ = xrealloc(t->succ, sizeof *t->succ * t->cap_succ);
	}
	t->succ[t->n_succ++] = uid;
	u->pending++;
}

static bool overlap(uint64_t lo1, uint64_t hi1, uint64_t lo2, uint64_t hi2)
{
	return lo1 < hi2 && lo2 < hi1;
}

/* Links u after the accesses of undone tasks its access `a` conflicts with, drops the
 * entries of done tasks and those a write of u covers, and records a. */
static void track(struct sch *s, struct task *u, uint32_t uid, const struct sch_access *a)
{
	if (a->buf >= s->n_bufs)
		die("access to unknown buffer %u", a->buf);
	struct bufrec *b = &s->bufs[a->buf];
	for (uint32_t i = 0; i < b->n;) {
		struct entry *e = &b->v[i];
		struct task *t = s->tasks[e->task];
		bool hit = overlap(e->lo, e->hi, a->lo, a->hi);
		if (e->task != uid && !t->done && hit && (e->write || a->write))
			add_edge(t, u, uid);
		/* a covered entry's later conflicts all conflict with this write, which
		 * comes after it */
		bool covered = a->write && e->task != uid && a->lo <= e->lo && e->hi <= a->hi;
		if (t->done || covered) {
			b->v[i] = b->v[--b->n];
			continue;
		}
		i++;
	}
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 8;
		b->v = xrealloc(b->v, sizeof *b->v * b->cap);
	}
	b->v[b->n++] = (struct entry){a->lo, a->hi, uid, a->write};
}

uint32_t sch_submit(struct sch *s, void *payload, const struct sch_access *acc, uint32_t n_acc,
		    const uint32_t *deps, uint32_t n_deps)
{
	pthread_mutex_lock(&s->mu);
	while (s->n_tasks - s->completed >= SCH_WINDOW)
		pthread_cond_wait(&s->progress, &s->mu);
	if (s->n_tasks == s->cap_tasks) {
		s->cap_tasks = s->cap_tasks ? 2 * s->cap_tasks : 64;
		s->tasks = xrealloc(s->tasks, sizeof *s->tasks * s->cap_tasks);
	}
	uint32_t id = s->n_tasks;
	struct task *u = xcalloc(1, sizeof *u);
	u->payload = payload;
	u->pending = 1; /* held until linked */
	s->tasks[s->n_tasks++] = u;
	for (uint32_t i = 0; i < n_acc; i++)
		track(s, u, id, &acc[i]);
	for (uint32_t i = 0; i < n_deps; i++)
		if (deps[i] < id && !s->tasks[deps[i]]->done)
			add_edge(s->tasks[deps[i]], u, id);
	if (--u->pending == 0) {
		push_ready(s, u);
		pthread_cond_signal(&s->work);
	}
	pthread_mutex_unlock(&s->mu);
	return id;
}

void sch_wait_writers(struct sch *s, uint32_t buf, uint64_t lo, uint64_t hi)
{
	pthread_mutex_lock(&s->mu);
	for (;;) {
		bool busy = false;
		const struct bufrec *b = buf < s->n_bufs ? &s->bufs[buf] : NULL;
		for (uint32_t i = 0; b && i < b->n && !busy; i++) {
			const struct entry *e = &b->v[i];
			busy = e->write && !s->tasks[e->task]->done && overlap(e->lo, e->hi, lo, hi);
		}
		if (!busy)
			break;
		pthread_cond_wait(&s->progress, &s->mu);
	}
	pthread_mutex_unlock(&s->mu);
}

bool sch_failed(struct sch *s)
{
	pthread_mutex_lock(&s->mu);
	bool f = s->failed;
	pthread_mutex_unlock(&s->mu);
	return f;
}

uint64_t sch_submitted(const struct sch *s)
{
	return s->n_tasks;
}

uint64_t sch_ran(struct sch *s)
{
	pthread_mutex_lock(&s->mu);
	uint64_t r = s->ran;
	pthread_mutex_unlock(&s->mu);
	return r;
}
