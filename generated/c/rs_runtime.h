/* The rulestone C runtime (generated file: do not edit; from rulestone/templates/c/
   _rules_runtime.c.txt and _rules_engine.c.txt), included by every engine <game>.c and
   by driver.c (docs/c-target.md). */
#ifndef RULESTONE_RS_RUNTIME_H
#define RULESTONE_RS_RUNTIME_H
/* ---- runtime (rulestone/templates/c/_rules_runtime.c.txt, the same for every game) ----
   Values: every scalar (int, bool, enum) is an int64_t (a string enum is its index, an int enum its
   value; None of an optional scalar is RS_NONE); strings are const char * (NULL is None); lists,
   dicts and records are pointers (NULL is None). Everything a state holds lives in the state's
   arena; the state is compacted (deep-copied into a fresh arena) between actions once garbage
   dominates, so rule bodies allocate freely and never free. */

#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define RS_UNUSED __attribute__((unused))
/* the few helpers of every rule body's hot path, inlined whatever gcc's budget says (left to it, a
   change anywhere moves which of them stay calls) */
#define RS_HOT inline __attribute__((always_inline, unused))
#else
#define RS_UNUSED
#define RS_HOT inline
#endif
#define RS_NONE INT64_MIN
#define RS_WHILE_BOUND (INT64_C(1) << 20)

typedef union rs_val { int64_t i; void *p; const char *s; } rs_val;
#define RS_VI(x) ((rs_val){.i = (x)})
#define RS_VP(x) ((rs_val){.p = (void *)(x)})
#define RS_VS(x) ((rs_val){.s = (x)})

/* ---- errors: rs_fail unwinds to the API call that set rs_jmp ---- */
static _Thread_local jmp_buf *rs_jmp;
static _Thread_local char rs_err[2048];
static _Thread_local int rs_err_kind; /* 1 IllegalAction, 2 ValueError (bad input), 3 runtime error */

static _Noreturn RS_UNUSED void rs_fail_kind(int kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(rs_err, sizeof rs_err, fmt, ap);
  va_end(ap);
  rs_err_kind = kind;
  if (rs_jmp == NULL) {
    fprintf(stderr, "rulestone engine: %s\n", rs_err);
    abort();
  }
  longjmp(*rs_jmp, 1);
}
#define rs_fail(...) rs_fail_kind(3, __VA_ARGS__)

/* ---- arena ---- */
typedef struct rs_chunk { struct rs_chunk *next; size_t size, used; } rs_chunk;
typedef struct rs_arena { rs_chunk *head; size_t total; } rs_arena;
static _Thread_local rs_arena *rs_cur;
#define RS_CHUNK ((size_t)1 << 16)

#define RS_CHUNK_HEAD ((sizeof(rs_chunk) + 15) & ~(size_t)15)
/* freed chunks of the usual size kept for reuse by this thread (a state lives a few hundred
   actions: reusing its chunks saves malloc, free and the first touch of fresh pages) */
#define RS_SPARE_MAX 32
static _Thread_local rs_chunk *rs_spare;
static _Thread_local int rs_nspare;
static RS_UNUSED void *rs_alloc_slow(rs_arena *a, size_t n) {
  rs_chunk *c = a->head;
  {
    size_t size = n > RS_CHUNK / 4 ? n : RS_CHUNK;
    rs_chunk *fresh = NULL;
    if (size == RS_CHUNK && rs_spare != NULL) {
      fresh = rs_spare;
      rs_spare = fresh->next;
      rs_nspare--;
    } else {
      fresh = malloc(sizeof(rs_chunk) + 16 + size);
    }
    if (fresh == NULL) rs_fail("out of memory");
    fresh->size = size;
    fresh->used = 0;
    if (size > RS_CHUNK && c != NULL) { /* a big block goes behind the current chunk */
      fresh->next = c->next;
      c->next = fresh;
    } else {
      fresh->next = c;
      a->head = fresh;
    }
    a->total += size;
    c = fresh;
  }
  void *p = (char *)c + RS_CHUNK_HEAD + c->used;
  c->used += n;
  return p;
}
static inline RS_UNUSED void *rs_alloc(size_t n) {
  rs_arena *a = rs_cur;
  n = (n + 15) & ~(size_t)15;
  rs_chunk *c = a->head;
  if (c == NULL || c->used + n > c->size) return rs_alloc_slow(a, n);
  void *p = (char *)c + RS_CHUNK_HEAD + c->used;
  c->used += n;
  return p;
}

static RS_UNUSED void rs_arena_free(rs_arena *a) {
  rs_chunk *c = a->head;
  while (c != NULL) {
    rs_chunk *next = c->next;
    if (c->size == RS_CHUNK && rs_nspare < RS_SPARE_MAX) {
      c->next = rs_spare;
      rs_spare = c;
      rs_nspare++;
    } else {
      free(c);
    }
    c = next;
  }
  a->head = NULL;
  a->total = 0;
}

/* ---- ints (Python semantics: floor division and modulo) ---- */
static inline RS_UNUSED int64_t rs_floordiv(int64_t a, int64_t b) {
  if (b == 0) rs_fail("ZeroDivisionError: integer division or modulo by zero");
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  return q;
}
static inline RS_UNUSED int64_t rs_mod(int64_t a, int64_t b) {
  if (b == 0) rs_fail("ZeroDivisionError: integer division or modulo by zero");
  int64_t m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}
static inline RS_UNUSED int64_t rs_abs(int64_t a) { return a < 0 ? -a : a; }
static inline RS_UNUSED int64_t rs_max2(int64_t a, int64_t b) { return a >= b ? a : b; }
static inline RS_UNUSED int64_t rs_min2(int64_t a, int64_t b) { return a <= b ? a : b; }
static inline RS_UNUSED int64_t rs_must_i(int64_t v) {
  if (v == RS_NONE) rs_fail("must(): the value is None");
  return v;
}
static inline RS_UNUSED void *rs_must_p(const void *v) {
  if (v == NULL) rs_fail("must(): the value is None");
  return (void *)v;
}

/* ---- strings ---- */
static inline RS_UNUSED uint32_t rs_hash_n(const char *s, size_t n) { /* FNV-1a */
  uint32_t h = 2166136261u;
  for (size_t k = 0; k < n; k++) {
    h ^= (unsigned char)s[k];
    h *= 16777619u;
  }
  return h;
}

/* The string pool: every string a rule body, a copy or the JSON loader makes is interned there (one
   copy per text, its FNV-1a hash in the 4 bytes before it and before those the position it last had
   as a key of a str dict, tried first: the game's dicts keyed by one set of names list them in one
   order), so two pooled strings are equal exactly when their pointers are, and a pooled string's hash
   is read, not computed. One block per process
   (zero pages until used), shared by the games of every thread (a spin lock around interning, which
   is rare: a text is interned once), never freed: the texts are the specs' vocabulary. Once full, new
   texts are plain copies in the arena, compared by text as before. */
#define RS_POOL_CAP ((size_t)1 << 22)
static _Alignas(8) char rs_pool_block[RS_POOL_CAP];
_Static_assert((RS_POOL_CAP & (RS_POOL_CAP - 1)) == 0, "rs_streq needs a power of two");
static struct { size_t used; uint32_t *idx; uint32_t icap, n; } rs_pool;
static atomic_flag rs_pool_lock = ATOMIC_FLAG_INIT;

static RS_HOT int rs_pooled(const char *s) {
  return (uintptr_t)s - (uintptr_t)rs_pool_block < RS_POOL_CAP;
}
/* the header of a pooled string, addressed through the block (s is known to lie in it) */
static RS_HOT char *rs_pool_at(const char *s, size_t back) {
  return rs_pool_block + ((uintptr_t)s - (uintptr_t)rs_pool_block - back);
}
static inline RS_UNUSED uint32_t rs_pool_hash(const char *s) {
  uint32_t h;
  memcpy(&h, rs_pool_at(s, 4), 4);
  return h;
}
/* a hint, not a fact (checked against the dict): relaxed atomics, as threads may write it at once */
static RS_HOT _Atomic int32_t *rs_pool_hint(const char *s) {
  return (_Atomic int32_t *)(void *)rs_pool_at(s, 8);
}
static RS_UNUSED const char *rs_intern_locked(const char *s, size_t n) {
  uint32_t h = rs_hash_n(s, n);
  if (rs_pool.icap != 0)
    for (uint32_t m = rs_pool.icap - 1, j = h & m, e; (e = rs_pool.idx[j]) != 0; j = (j + 1) & m) {
      const char *t = rs_pool_block + e + 7;
      if (rs_pool_hash(t) == h && memcmp(t, s, n) == 0 && t[n] == 0) return t;
    }
  size_t need = (8 + n + 1 + 3) & ~(size_t)3;
  if (rs_pool.used + need > RS_POOL_CAP) return NULL;
  if (2 * (rs_pool.n + 1) > rs_pool.icap) {
    uint32_t icap = rs_pool.icap ? 2 * rs_pool.icap : 1024;
    uint32_t *idx = calloc(icap, sizeof(uint32_t));
    if (idx == NULL) return NULL;
    for (uint32_t k = 0; k < rs_pool.icap; k++) {
      uint32_t e = rs_pool.idx[k];
      if (e == 0) continue;
      uint32_t j = rs_pool_hash(rs_pool_block + e + 7) & (icap - 1);
      while (idx[j] != 0) j = (j + 1) & (icap - 1);
      idx[j] = e;
    }
    free(rs_pool.idx);
    rs_pool.idx = idx;
    rs_pool.icap = icap;
  }
  char *at = rs_pool_block + rs_pool.used;
  atomic_init((_Atomic int32_t *)(void *)at, 0);
  memcpy(at + 4, &h, 4);
  memcpy(at + 8, s, n);
  at[8 + n] = 0;
  uint32_t j = h & (rs_pool.icap - 1);
  while (rs_pool.idx[j] != 0) j = (j + 1) & (rs_pool.icap - 1);
  rs_pool.idx[j] = (uint32_t)rs_pool.used + 1; /* the entry's offset + 1; its text is 8 bytes on */
  rs_pool.used += need;
  rs_pool.n++;
  return at + 8;
}
/* the pooled copy of s[0..n) (s has no NUL inside), or NULL once the pool is full */
static RS_UNUSED const char *rs_intern(const char *s, size_t n) {
  while (atomic_flag_test_and_set_explicit(&rs_pool_lock, memory_order_acquire)) {
  }
  const char *q = rs_intern_locked(s, n);
  atomic_flag_clear_explicit(&rs_pool_lock, memory_order_release);
  return q;
}
static RS_HOT int rs_streq(const char *a, const char *b) {
  if (a == b) return 1;
  /* both pooled: no text read (one test: the cap is a power of two, so the OR of the two offsets
     is below it exactly when both are; NULL is never pooled) */
  if ((((uintptr_t)a - (uintptr_t)rs_pool_block) | ((uintptr_t)b - (uintptr_t)rs_pool_block)) < RS_POOL_CAP)
    return 0;
  if (a == NULL || b == NULL) return 0;
  if (a[0] != b[0]) return 0;
  return a[0] == 0 || strcmp(a + 1, b + 1) == 0;
}
/* the pooled twin of s (the same text), or s itself when there is no room */
static inline RS_UNUSED const char *rs_pool_of(const char *s) {
  if (s == NULL || rs_pooled(s)) return s;
  const char *q = rs_intern(s, strlen(s));
  return q != NULL ? q : s;
}
/* a string to keep: the pooled copy (a pooled string is itself), else a copy in the arena */
static RS_UNUSED const char *rs_strdup(const char *s) {
  if (s == NULL) return NULL;
  if (rs_pooled(s)) return s;
  size_t n = strlen(s);
  const char *q = rs_intern(s, n);
  if (q != NULL) return q;
  char *p = rs_alloc(n + 1);
  memcpy(p, s, n + 1);
  return p;
}
/* rs_strdup of a malloc'd text about to be freed (never itself kept: gcc can see no path that
   returns it, so -Wuse-after-free has nothing to say) */
static RS_UNUSED const char *rs_keep(const char *p) {
  size_t n = strlen(p);
  const char *q = rs_intern(p, n);
  if (q != NULL) return q;
  char *c = rs_alloc(n + 1);
  memcpy(c, p, n + 1);
  return c;
}
static RS_UNUSED const char *rs_itoa(int64_t v) {
  char tmp[24];
  int n = snprintf(tmp, sizeof tmp, "%lld", (long long)v);
  const char *q = rs_intern(tmp, (size_t)n);
  if (q != NULL) return q;
  char *p = rs_alloc((size_t)n + 1);
  memcpy(p, tmp, (size_t)n + 1);
  return p;
}
static RS_UNUSED const char *rs_concat(int n, const char *const *parts) {
  size_t len = 0;
  for (int i = 0; i < n; i++) len += strlen(parts[i]);
  char *p = rs_alloc(len + 1), *q = p;
  for (int i = 0; i < n; i++) {
    size_t k = strlen(parts[i]);
    memcpy(q, parts[i], k);
    q += k;
  }
  *q = 0;
  const char *in = rs_intern(p, len);
  return in != NULL ? in : p;
}

/* ---- lists ---- */
typedef struct rs_list { int32_t len, cap; rs_val *it; } rs_list; /* cap < 0: a constant */

typedef struct rs_list_block { rs_list l; rs_val it[]; } rs_list_block; /* a new list: one allocation */
static RS_UNUSED rs_list *rs_list_new(int32_t cap) {
  cap = cap < 4 ? 4 : cap;
  rs_list_block *b = rs_alloc(sizeof *b + sizeof(rs_val) * (size_t)cap);
  b->l.len = 0;
  b->l.cap = cap;
  b->l.it = b->it;
  return &b->l;
}
static RS_UNUSED rs_list *rs_list_of(int32_t n, const rs_val *items) {
  rs_list *l = rs_list_new(n);
  memcpy(l->it, items, sizeof(rs_val) * (size_t)n);
  l->len = n;
  return l;
}
static RS_UNUSED void rs_list_grow(rs_list *l) {
  if (l->cap < 0) rs_fail("a constant list cannot change");
  int32_t cap = l->cap * 2;
  rs_val *it = rs_alloc(sizeof(rs_val) * (size_t)cap);
  memcpy(it, l->it, sizeof(rs_val) * (size_t)l->len);
  l->it = it;
  l->cap = cap;
}
static inline RS_UNUSED void rs_push(rs_list *l, rs_val v) {
  if (l->len >= l->cap) rs_list_grow(l);
  l->it[l->len++] = v;
}
static inline RS_UNUSED rs_val *rs_at(const rs_list *l, int64_t i) {
  if (i < 0) i += l->len;
  if (i < 0 || i >= l->len) rs_fail("IndexError: list index out of range");
  return &l->it[i];
}
static inline RS_UNUSED rs_val rs_pop(rs_list *l) {
  if (l->cap < 0) rs_fail("a constant list cannot change");
  if (l->len == 0) rs_fail("IndexError: pop from empty list");
  return l->it[--l->len];
}
static inline RS_UNUSED rs_val rs_top(const rs_list *l) {
  if (l->len == 0) rs_fail("IndexError: list index out of range");
  return l->it[l->len - 1];
}
static RS_UNUSED rs_list *rs_list_copy(const rs_list *l) {
  rs_list *c = rs_list_new(l->len);
  memcpy(c->it, l->it, sizeof(rs_val) * (size_t)l->len);
  c->len = l->len;
  return c;
}
typedef int (*rs_eqfn)(rs_val, rs_val);
static RS_UNUSED int rs_eq_i(rs_val a, rs_val b) { return a.i == b.i; }
static RS_UNUSED int rs_eq_s(rs_val a, rs_val b) { return rs_streq(a.s, b.s); }
static RS_UNUSED int64_t rs_find(const rs_list *l, rs_val x, rs_eqfn eq) {
  for (int32_t k = 0; k < l->len; k++)
    if (eq(l->it[k], x)) return k;
  return -1;
}
/* rs_find of an int or a string, without the call through a pointer (the common `x in xs`) */
static RS_HOT int64_t rs_find_i(const rs_list *l, int64_t x) {
  for (int32_t k = 0; k < l->len; k++)
    if (l->it[k].i == x) return k;
  return -1;
}
static RS_HOT int64_t rs_find_s(const rs_list *l, const char *x) {
  for (int32_t k = 0; k < l->len; k++)
    if (rs_streq(l->it[k].s, x)) return k;
  return -1;
}
static inline RS_UNUSED int64_t rs_index_i(const rs_list *l, int64_t x) {
  int64_t k = rs_find_i(l, x);
  if (k < 0) rs_fail("ValueError: the value is not in list");
  return k;
}
/* index/count of a constant list of a string enum: its tables by enum value (emitted with it) */
static RS_HOT int64_t rs_tab_index(const int32_t *pos, int64_t n, int64_t x) {
  if ((uint64_t)x >= (uint64_t)n || pos[x] < 0) rs_fail("ValueError: the value is not in list");
  return pos[x];
}
static RS_HOT int64_t rs_tab_count(const int32_t *count, int64_t n, int64_t x) {
  return (uint64_t)x < (uint64_t)n ? count[x] : 0;
}
static inline RS_UNUSED int64_t rs_count_i(const rs_list *l, int64_t x) {
  int64_t n = 0;
  for (int32_t k = 0; k < l->len; k++) n += l->it[k].i == x;
  return n;
}
static RS_UNUSED int64_t rs_count(const rs_list *l, rs_val x, rs_eqfn eq) {
  int64_t n = 0;
  for (int32_t k = 0; k < l->len; k++) n += eq(l->it[k], x) ? 1 : 0;
  return n;
}
static RS_UNUSED int64_t rs_index(const rs_list *l, rs_val x, rs_eqfn eq) {
  int64_t k = rs_find(l, x, eq);
  if (k < 0) rs_fail("ValueError: the value is not in list");
  return k;
}
static RS_UNUSED void rs_remove(rs_list *l, rs_val x, rs_eqfn eq) {
  int64_t k = rs_find(l, x, eq);
  if (k < 0) rs_fail("ValueError: list.remove(x): x not in list");
  if (l->cap < 0) rs_fail("a constant list cannot change");
  memmove(&l->it[k], &l->it[k + 1], sizeof(rs_val) * (size_t)(l->len - k - 1));
  l->len--;
}
static RS_UNUSED int64_t rs_sum(const rs_list *l) {
  int64_t t = 0;
  for (int32_t k = 0; k < l->len; k++) t += l->it[k].i;
  return t;
}
static RS_UNUSED int64_t rs_maxl(const rs_list *l) {
  if (l->len == 0) rs_fail("ValueError: max() arg is an empty sequence");
  int64_t m = l->it[0].i;
  for (int32_t k = 1; k < l->len; k++) m = l->it[k].i > m ? l->it[k].i : m;
  return m;
}
static RS_UNUSED int64_t rs_minl(const rs_list *l) {
  if (l->len == 0) rs_fail("ValueError: min() arg is an empty sequence");
  int64_t m = l->it[0].i;
  for (int32_t k = 1; k < l->len; k++) m = l->it[k].i < m ? l->it[k].i : m;
  return m;
}
/* sorted(): ints by value, strings by code point (strcmp on UTF-8), string enums by the rank of
   their text (given by the emitter); insertion sort, stable, on the short lists of a game */
static RS_UNUSED rs_list *rs_sorted(const rs_list *l, int kind, const int32_t *rank) {
  rs_list *c = rs_list_copy(l);
  for (int32_t i = 1; i < c->len; i++) {
    rs_val v = c->it[i];
    int32_t j = i - 1;
    while (j >= 0) {
      rs_val u = c->it[j];
      int gt = kind == 0 ? u.i > v.i : kind == 1 ? strcmp(u.s, v.s) > 0 : rank[u.i] > rank[v.i];
      if (!gt) break;
      c->it[j + 1] = u;
      j--;
    }
    c->it[j + 1] = v;
  }
  return c;
}

/* ---- dicts keyed by a string enum: one slot per value; a counter keeps only non-zero entries ---- */
typedef struct rs_edict { int32_t n, len; uint8_t *has; rs_val *v; } rs_edict;

static RS_UNUSED rs_edict *rs_ed_new(int32_t n) {
  rs_edict *d = rs_alloc(sizeof *d);
  d->n = n;
  d->len = 0;
  d->has = rs_alloc((size_t)n);
  d->v = rs_alloc(sizeof(rs_val) * (size_t)n);
  memset(d->has, 0, (size_t)n);
  memset(d->v, 0, sizeof(rs_val) * (size_t)n);
  return d;
}
static inline RS_UNUSED rs_val *rs_ed_get(const rs_edict *d, int64_t k, const char *const *names) {
  if (!d->has[k]) rs_fail("KeyError: '%s'", names[k]);
  return &d->v[k];
}
static inline RS_UNUSED void rs_ed_set(rs_edict *d, int64_t k, rs_val v) {
  if (!d->has[k]) {
    d->has[k] = 1;
    d->len++;
  }
  d->v[k] = v;
}
static inline RS_UNUSED void rs_ed_cset(rs_edict *d, int64_t k, int64_t v) {
  if (v != 0) {
    rs_ed_set(d, k, RS_VI(v));
  } else if (d->has[k]) {
    d->has[k] = 0;
    d->len--;
    d->v[k].i = 0;
  }
}
static inline RS_UNUSED rs_val rs_ed_getd(const rs_edict *d, int64_t k, rs_val dflt) {
  return d->has[k] ? d->v[k] : dflt;
}
static inline RS_UNUSED void rs_ed_del(rs_edict *d, int64_t k) {
  if (d->has[k]) {
    d->has[k] = 0;
    d->len--;
    d->v[k].i = 0;
  }
}
static RS_UNUSED rs_edict *rs_ed_copy(const rs_edict *d) {
  rs_edict *c = rs_ed_new(d->n);
  memcpy(c->has, d->has, (size_t)d->n);
  memcpy(c->v, d->v, sizeof(rs_val) * (size_t)d->n);
  c->len = d->len;
  return c;
}
static RS_UNUSED rs_list *rs_ed_keys(const rs_edict *d) {
  rs_list *l = rs_list_new(d->len);
  for (int32_t k = 0; k < d->n; k++)
    if (d->has[k]) rs_push(l, RS_VI(k));
  return l;
}

/* ---- dicts keyed by str: keys in insertion order; past 8 keys an open-addressing index of
   positions (FNV-1a, linear probing) finds them. A dict is changed only in the arena it lives in
   (the index and the arrays grow there); cap < 0: a constant (its index made by the emitter) ---- */
/* idx slots: the key's hash << 32 | its position + 1 (0: empty) */
typedef struct rs_sdict { int32_t len, cap; const char **k; rs_val *v; uint64_t *idx; int32_t icap; } rs_sdict;
#define RS_SD_LINEAR 8

static inline RS_UNUSED uint32_t rs_hash(const char *s) {
  if (rs_pooled(s)) return rs_pool_hash(s);
  uint32_t h = 2166136261u;
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 16777619u;
  }
  return h;
}
static RS_UNUSED rs_sdict *rs_sd_new(int32_t cap) {
  rs_sdict *d = rs_alloc(sizeof *d);
  d->len = 0;
  d->cap = cap < 4 ? 4 : cap;
  d->k = rs_alloc(sizeof(char *) * (size_t)d->cap);
  d->v = rs_alloc(sizeof(rs_val) * (size_t)d->cap);
  d->idx = NULL;
  d->icap = 0;
  return d;
}
static RS_UNUSED void rs_sd_slot(rs_sdict *d, int32_t i) {
  uint32_t full = rs_hash(d->k[i]), m = (uint32_t)d->icap - 1, h = full & m;
  while (d->idx[h] != 0) h = (h + 1) & m;
  d->idx[h] = (uint64_t)full << 32 | (uint64_t)(i + 1);
}
static RS_UNUSED void rs_sd_reindex(rs_sdict *d) {
  if (d->len <= RS_SD_LINEAR) {
    d->idx = NULL;
    d->icap = 0;
    return;
  }
  int32_t icap = 16;
  while (icap < 2 * d->len + 2) icap *= 2;
  d->idx = rs_alloc(sizeof(uint64_t) * (size_t)icap);
  memset(d->idx, 0, sizeof(uint64_t) * (size_t)icap);
  d->icap = icap;
  for (int32_t i = 0; i < d->len; i++) rs_sd_slot(d, i);
}
/* a per-thread cache of (dict, key pointer) -> position, checked against the dict itself (a key
   pointer at that position is that key: keys are unique), so it is never wrong, only missed; a pooled
   key skips it (its hash is stored and the index compares pointers) */
typedef struct rs_sdc { const rs_sdict *d; const char *k; int32_t i; } rs_sdc;
static _Thread_local RS_UNUSED rs_sdc rs_sd_cache[4096];
static RS_UNUSED int32_t rs_sd_find_slow(const rs_sdict *d, const char *k);
static RS_UNUSED int32_t rs_sd_find_cached(const rs_sdict *d, const char *k) {
  if (d->idx == NULL) return rs_sd_find_slow(d, k);
  uint64_t x = ((uint64_t)(uintptr_t)d * UINT64_C(0x9E3779B97F4A7C15)) ^ (uint64_t)(uintptr_t)k;
  rs_sdc *c = &rs_sd_cache[(x * UINT64_C(0xBF58476D1CE4E5B9)) >> 52];
  if (c->d == d && c->k == k && c->i < d->len && d->k[c->i] == k) return c->i;
  int32_t i = rs_sd_find_slow(d, k);
  if (i >= 0) {
    c->d = d;
    c->k = k;
    c->i = i;
  }
  return i;
}
static RS_UNUSED int32_t rs_sd_find_pooled(const rs_sdict *d, const char *k) {
  int32_t i = rs_sd_find_slow(d, k);
  if (i >= 0) atomic_store_explicit(rs_pool_hint(k), i, memory_order_relaxed);
  return i;
}
static RS_HOT int32_t rs_sd_find(const rs_sdict *d, const char *k) {
  if (!rs_pooled(k)) return rs_sd_find_cached(d, k);
  int32_t i = atomic_load_explicit(rs_pool_hint(k), memory_order_relaxed);
  if (i < d->len && d->k[i] == k) return i;
  return rs_sd_find_pooled(d, k);
}
static RS_UNUSED int32_t rs_sd_find_slow(const rs_sdict *d, const char *k) {
  if (d->idx == NULL) {
    for (int32_t i = 0; i < d->len; i++)
      if (rs_streq(d->k[i], k)) return i;
    return -1;
  }
  uint32_t full = rs_hash(k), m = (uint32_t)d->icap - 1, h = full & m;
  for (uint64_t e; (e = d->idx[h]) != 0; h = (h + 1) & m) {
    int32_t j = (int32_t)(e & 0xFFFFFFFFu) - 1;
    if ((uint32_t)(e >> 32) == full && rs_streq(d->k[j], k)) return j;
  }
  return -1;
}
static RS_HOT rs_val *rs_sd_get(const rs_sdict *d, const char *k) {
  int32_t i = rs_sd_find(d, k);
  if (i < 0) rs_fail("KeyError: '%s'", k);
  return &d->v[i];
}
static inline RS_UNUSED rs_val rs_sd_getd(const rs_sdict *d, const char *k, rs_val dflt) {
  int32_t i = rs_sd_find(d, k);
  return i < 0 ? dflt : d->v[i];
}
static inline RS_UNUSED int rs_sd_has(const rs_sdict *d, const char *k) { return rs_sd_find(d, k) >= 0; }
static RS_UNUSED void rs_sd_set(rs_sdict *d, const char *k, rs_val v) {
  int32_t i = rs_sd_find(d, k);
  if (i >= 0) {
    if (d->cap < 0) rs_fail("a constant dict cannot change");
    d->v[i] = v;
    return;
  }
  if (d->cap < 0) rs_fail("a constant dict cannot change");
  if (d->len >= d->cap) {
    int32_t cap = d->cap * 2;
    const char **nk = rs_alloc(sizeof(char *) * (size_t)cap);
    rs_val *nv = rs_alloc(sizeof(rs_val) * (size_t)cap);
    memcpy(nk, d->k, sizeof(char *) * (size_t)d->len);
    memcpy(nv, d->v, sizeof(rs_val) * (size_t)d->len);
    d->k = nk;
    d->v = nv;
    d->cap = cap;
  }
  d->k[d->len] = k;
  d->v[d->len++] = v;
  if (d->idx != NULL && 2 * d->len + 2 <= d->icap) rs_sd_slot(d, d->len - 1);
  else if (d->len > RS_SD_LINEAR) rs_sd_reindex(d);
}
static RS_UNUSED void rs_sd_del(rs_sdict *d, const char *k) {
  int32_t i = rs_sd_find(d, k);
  if (i < 0) return;
  if (d->cap < 0) rs_fail("a constant dict cannot change");
  memmove(&d->k[i], &d->k[i + 1], sizeof(char *) * (size_t)(d->len - i - 1));
  memmove(&d->v[i], &d->v[i + 1], sizeof(rs_val) * (size_t)(d->len - i - 1));
  d->len--;
  if (d->idx != NULL) rs_sd_reindex(d);
}
static RS_UNUSED void rs_sd_cset(rs_sdict *d, const char *k, int64_t v) {
  if (v != 0) rs_sd_set(d, k, RS_VI(v));
  else rs_sd_del(d, k);
}
static inline RS_UNUSED int64_t rs_sd_cget(const rs_sdict *d, const char *k) {
  int32_t i = rs_sd_find(d, k);
  return i < 0 ? 0 : d->v[i].i;
}
static RS_UNUSED rs_sdict *rs_sd_copy(const rs_sdict *d) {
  rs_sdict *c = rs_sd_new(d->len);
  memcpy(c->k, d->k, sizeof(char *) * (size_t)d->len);
  memcpy(c->v, d->v, sizeof(rs_val) * (size_t)d->len);
  c->len = d->len;
  rs_sd_reindex(c);
  return c;
}
static RS_UNUSED rs_list *rs_sd_keys(const rs_sdict *d) {
  rs_list *l = rs_list_new(d->len);
  for (int32_t i = 0; i < d->len; i++) rs_push(l, RS_VS(d->k[i]));
  return l;
}
/* key order of the canonical JSON: sorted by code point */
static RS_UNUSED int32_t *rs_sd_order(const rs_sdict *d) {
  int32_t *o = rs_alloc(sizeof(int32_t) * (size_t)(d->len + 1));
  for (int32_t i = 0; i < d->len; i++) {
    int32_t j = i - 1;
    while (j >= 0 && strcmp(d->k[o[j]], d->k[i]) > 0) {
      o[j + 1] = o[j];
      j--;
    }
    o[j + 1] = i;
  }
  return o;
}

/* ---- JSON text out (json.dumps(ensure_ascii=False, separators=(",", ":")) byte for byte) ---- */
typedef struct rs_buf { char *p; size_t len, cap; } rs_buf;

static RS_UNUSED void rs_w(rs_buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (b->len + n + 1 > cap) cap *= 2;
    char *p = realloc(b->p, cap);
    if (p == NULL) rs_fail("out of memory");
    b->p = p;
    b->cap = cap;
  }
  memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}
static RS_UNUSED void rs_wc(rs_buf *b, const char *s) { rs_w(b, s, strlen(s)); }
static RS_UNUSED void rs_w_int(rs_buf *b, int64_t v) { /* "%lld", without printf's cost */
  char tmp[24], *q = tmp + sizeof tmp;
  uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  do {
    *--q = (char)('0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (v < 0) *--q = '-';
  rs_w(b, q, (size_t)(tmp + sizeof tmp - q));
}
static RS_UNUSED void rs_w_str(rs_buf *b, const char *s) {
  rs_w(b, "\"", 1);
  const char *run = s;
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    const char *esc = NULL;
    char tmp[8];
    if (c == '"') esc = "\\\"";
    else if (c == '\\') esc = "\\\\";
    else if (c == '\n') esc = "\\n";
    else if (c == '\r') esc = "\\r";
    else if (c == '\t') esc = "\\t";
    else if (c == '\b') esc = "\\b";
    else if (c == '\f') esc = "\\f";
    else if (c < 0x20) {
      snprintf(tmp, sizeof tmp, "\\u%04x", c);
      esc = tmp;
    }
    if (esc != NULL) {
      rs_w(b, run, (size_t)(s - run));
      rs_wc(b, esc);
      run = s + 1;
    }
  }
  rs_w(b, run, (size_t)(s - run));
  rs_w(b, "\"", 1);
}
/* Python's repr() of a str, for the words of IllegalAction (as the Python engine says them) */
static RS_UNUSED void rs_w_repr(rs_buf *b, const char *s) {
  int q = strchr(s, '\'') != NULL && strchr(s, '"') == NULL ? '"' : '\'';
  char qs[2] = {(char)q, 0};
  rs_wc(b, qs);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    char tmp[8];
    if (c == '\\') rs_wc(b, "\\\\");
    else if (c == q) { rs_wc(b, "\\"); rs_wc(b, qs); }
    else if (c == '\n') rs_wc(b, "\\n");
    else if (c == '\r') rs_wc(b, "\\r");
    else if (c == '\t') rs_wc(b, "\\t");
    else if (c < 0x20 || c == 0x7f) { snprintf(tmp, sizeof tmp, "\\x%02x", c); rs_wc(b, tmp); }
    else rs_w(b, (const char *)&c, 1);
  }
  rs_wc(b, qs);
}

/* ---- JSON text in: a small DOM (objects keep their key order; a repeated key keeps the first
   place and the last value, as Python's json does) ---- */
enum { RS_JNULL, RS_JBOOL, RS_JINT, RS_JNUM, RS_JSTR, RS_JARR, RS_JOBJ };
typedef struct rs_json {
  int kind;
  int32_t n;
  int64_t i;            /* bool, int */
  const char *s;        /* string; the text of a number that is not an int64 */
  struct rs_json **items;
  const char **keys;
  const char *src;      /* the value's own text in what was parsed (src[0..srclen)) */
  size_t srclen;
} rs_json;

typedef struct rs_jparse { const char *p, *end; const char *err; int depth; } rs_jparse;

static RS_UNUSED void rs_j_ws(rs_jparse *j) {
  while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')) j->p++;
}
static RS_UNUSED void rs_j_utf8(rs_buf *b, uint32_t cp) {
  char t[4];
  if (cp < 0x80) { t[0] = (char)cp; rs_w(b, t, 1); }
  else if (cp < 0x800) { t[0] = (char)(0xC0 | cp >> 6); t[1] = (char)(0x80 | (cp & 63)); rs_w(b, t, 2); }
  else if (cp < 0x10000) {
    t[0] = (char)(0xE0 | cp >> 12); t[1] = (char)(0x80 | ((cp >> 6) & 63)); t[2] = (char)(0x80 | (cp & 63));
    rs_w(b, t, 3);
  } else {
    t[0] = (char)(0xF0 | cp >> 18); t[1] = (char)(0x80 | ((cp >> 12) & 63));
    t[2] = (char)(0x80 | ((cp >> 6) & 63)); t[3] = (char)(0x80 | (cp & 63));
    rs_w(b, t, 4);
  }
}
static RS_UNUSED int rs_j_hex4(const char *p, uint32_t *out) {
  uint32_t v = 0;
  for (int k = 0; k < 4; k++) {
    char c = p[k];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= (uint32_t)(c - '0');
    else if (c >= 'a' && c <= 'f') v |= (uint32_t)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v |= (uint32_t)(c - 'A' + 10);
    else return 0;
  }
  *out = v;
  return 1;
}
static RS_UNUSED const char *rs_j_string(rs_jparse *j) {
  j->p++; /* the opening quote */
  { /* no escape (the usual string): kept from the text itself, as rs_strdup would keep its copy */
    const char *q = j->p;
    while (q < j->end && *q != '"' && *q != '\\' && (unsigned char)*q >= 0x20) q++;
    if (q < j->end && *q == '"') {
      size_t n = (size_t)(q - j->p);
      const char *s = rs_intern(j->p, n);
      if (s == NULL) {
        char *c = rs_alloc(n + 1);
        memcpy(c, j->p, n);
        c[n] = 0;
        s = c;
      }
      j->p = q + 1;
      return s;
    }
  }
  rs_buf b = {0};
  rs_w(&b, "", 0);
  while (j->p < j->end && *j->p != '"') {
    unsigned char c = (unsigned char)*j->p;
    if (c < 0x20) { j->err = "a control character in a string"; free(b.p); return NULL; }
    if (c != '\\') {
      const char *run = j->p;
      while (j->p < j->end && *j->p != '"' && *j->p != '\\' && (unsigned char)*j->p >= 0x20) j->p++;
      rs_w(&b, run, (size_t)(j->p - run));
      continue;
    }
    if (j->p + 1 >= j->end) break;
    char e = j->p[1];
    j->p += 2;
    const char *simple = e == '"' ? "\"" : e == '\\' ? "\\" : e == '/' ? "/" : e == 'b' ? "\b" :
                         e == 'f' ? "\f" : e == 'n' ? "\n" : e == 'r' ? "\r" : e == 't' ? "\t" : NULL;
    if (simple != NULL) { rs_wc(&b, simple); continue; }
    uint32_t cp, lo;
    if (e != 'u' || j->p + 4 > j->end || !rs_j_hex4(j->p, &cp)) {
      j->err = "a bad escape in a string"; free(b.p); return NULL;
    }
    j->p += 4;
    if (cp >= 0xD800 && cp < 0xDC00 && j->p + 6 <= j->end && j->p[0] == '\\' && j->p[1] == 'u' &&
        rs_j_hex4(j->p + 2, &lo) && lo >= 0xDC00 && lo < 0xE000) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
      j->p += 6;
    }
    rs_j_utf8(&b, cp);
  }
  if (j->p >= j->end) { j->err = "an unterminated string"; free(b.p); return NULL; }
  j->p++;
  const char *s = rs_keep(b.p);
  free(b.p);
  return s;
}
static RS_UNUSED rs_json *rs_j_value_at(rs_jparse *j);
/* a value and where its text lies (so a part of a message can be handed on as it was written) */
static RS_UNUSED rs_json *rs_j_value(rs_jparse *j) {
  rs_j_ws(j);
  const char *start = j->p;
  rs_json *v = rs_j_value_at(j);
  if (v != NULL) {
    v->src = start;
    v->srclen = (size_t)(j->p - start);
  }
  return v;
}
static RS_UNUSED rs_json *rs_j_value_at(rs_jparse *j) {
  if (j->p >= j->end) { j->err = "an unexpected end"; return NULL; }
  rs_json *v = rs_alloc(sizeof *v);
  memset(v, 0, sizeof *v);
  char c = *j->p;
  if (c == '{' || c == '[') {
    if (++j->depth > 512) { j->err = "nesting too deep"; return NULL; }
    char close = c == '{' ? '}' : ']';
    v->kind = c == '{' ? RS_JOBJ : RS_JARR;
    int32_t cap = 8;
    v->items = rs_alloc(sizeof(rs_json *) * (size_t)cap);
    if (v->kind == RS_JOBJ) v->keys = rs_alloc(sizeof(char *) * (size_t)cap);
    j->p++;
    rs_j_ws(j);
    if (j->p < j->end && *j->p == close) { j->p++; j->depth--; return v; }
    for (;;) {
      const char *key = NULL;
      if (v->kind == RS_JOBJ) {
        rs_j_ws(j);
        if (j->p >= j->end || *j->p != '"') { j->err = "an object key"; return NULL; }
        key = rs_j_string(j);
        if (key == NULL) return NULL;
        rs_j_ws(j);
        if (j->p >= j->end || *j->p != ':') { j->err = "':'"; return NULL; }
        j->p++;
      }
      rs_json *item = rs_j_value(j);
      if (item == NULL) return NULL;
      int32_t at = v->n;
      if (key != NULL)
        for (int32_t k = 0; k < v->n; k++)
          if (rs_streq(v->keys[k], key)) at = k;
      if (at == v->n) {
        if (v->n == cap) {
          cap *= 2;
          rs_json **ni = rs_alloc(sizeof(rs_json *) * (size_t)cap);
          memcpy(ni, v->items, sizeof(rs_json *) * (size_t)v->n);
          v->items = ni;
          if (key != NULL) {
            const char **nk = rs_alloc(sizeof(char *) * (size_t)cap);
            memcpy(nk, v->keys, sizeof(char *) * (size_t)v->n);
            v->keys = nk;
          }
        }
        v->n++;
      }
      v->items[at] = item;
      if (key != NULL) v->keys[at] = key;
      rs_j_ws(j);
      if (j->p < j->end && *j->p == ',') { j->p++; continue; }
      if (j->p < j->end && *j->p == close) { j->p++; j->depth--; return v; }
      j->err = v->kind == RS_JOBJ ? "',' or '}'" : "',' or ']'";
      return NULL;
    }
  }
  if (c == '"') {
    v->kind = RS_JSTR;
    v->s = rs_j_string(j);
    return v->s == NULL ? NULL : v;
  }
  static const char *const words[] = {"true", "false", "null"};
  for (int w = 0; w < 3; w++) {
    size_t n = strlen(words[w]);
    if ((size_t)(j->end - j->p) >= n && memcmp(j->p, words[w], n) == 0) {
      j->p += n;
      v->kind = w == 2 ? RS_JNULL : RS_JBOOL;
      v->i = w == 0;
      return v;
    }
  }
  const char *start = j->p;
  int integral = 1;
  if (j->p < j->end && *j->p == '-') j->p++;
  if (j->p >= j->end || *j->p < '0' || *j->p > '9') { j->err = "a value"; return NULL; }
  if (*j->p == '0' && j->p + 1 < j->end && j->p[1] >= '0' && j->p[1] <= '9') { j->err = "a number"; return NULL; }
  while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
  if (j->p < j->end && *j->p == '.') {
    integral = 0;
    j->p++;
    if (j->p >= j->end || *j->p < '0' || *j->p > '9') { j->err = "a digit"; return NULL; }
    while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
  }
  if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
    integral = 0;
    j->p++;
    if (j->p < j->end && (*j->p == '+' || *j->p == '-')) j->p++;
    if (j->p >= j->end || *j->p < '0' || *j->p > '9') { j->err = "a digit"; return NULL; }
    while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
  }
  size_t n = (size_t)(j->p - start);
  char *text = rs_alloc(n + 1);
  memcpy(text, start, n);
  text[n] = 0;
  v->s = text;
  v->kind = RS_JNUM;
  if (integral && n < 19) {
    v->kind = RS_JINT;
    v->i = strtoll(text, NULL, 10);
  }
  return v;
}
/* the whole text as one value; NULL with j->err on a syntax error */
static RS_UNUSED rs_json *rs_j_parse(const char *text, size_t len, rs_jparse *j) {
  j->p = text;
  j->end = text + len;
  j->err = NULL;
  j->depth = 0;
  rs_json *v = rs_j_value(j);
  if (v == NULL) return NULL;
  rs_j_ws(j);
  if (j->p != j->end) { j->err = "the end of the text"; return NULL; }
  return v;
}
static RS_UNUSED rs_json *rs_j_get(const rs_json *o, const char *key) {
  if (o == NULL || o->kind != RS_JOBJ) return NULL;
  for (int32_t k = 0; k < o->n; k++)
    if (strcmp(o->keys[k], key) == 0) return o->items[k];
  return NULL;
}
static RS_UNUSED void rs_j_write(rs_buf *b, const rs_json *v) {
  switch (v->kind) {
  case RS_JNULL: rs_wc(b, "null"); break;
  case RS_JBOOL: rs_wc(b, v->i ? "true" : "false"); break;
  case RS_JINT: rs_w_int(b, v->i); break;
  case RS_JNUM: rs_wc(b, v->s); break;
  case RS_JSTR: rs_w_str(b, v->s); break;
  default:
    rs_wc(b, v->kind == RS_JARR ? "[" : "{");
    for (int32_t k = 0; k < v->n; k++) {
      if (k) rs_wc(b, ",");
      if (v->kind == RS_JOBJ) {
        rs_w_str(b, v->keys[k]);
        rs_wc(b, ":");
      }
      rs_j_write(b, v->items[k]);
    }
    rs_wc(b, v->kind == RS_JARR ? "]" : "}");
  }
}
/* a JSON value as the Python engine shows it in a refusal (json.dumps, compact) */
static RS_UNUSED const char *rs_j_show(const rs_json *v) {
  rs_buf b = {0};
  rs_j_write(&b, v);
  const char *s = rs_keep(b.p);
  free(b.p);
  return s;
}
static RS_UNUSED const char *rs_path(const char *base, const char *sep, const char *part) {
  const char *parts[3] = {base, sep, part};
  return rs_concat(3, parts);
}

/* ---- the candidates of a state: legal action ids with their weights (malloc'd: an `each` list
   with repeated values repeats candidates, as in Python, so the buffer can grow) ---- */
typedef struct rs_cands { int32_t n, cap; int32_t *id; int64_t *w; } rs_cands;

static RS_UNUSED void rs_cands_grow(rs_cands *c) {
  int32_t cap = c->cap * 2 + 8;
  int32_t *id = realloc(c->id, sizeof(int32_t) * (size_t)cap);
  if (id != NULL) c->id = id;
  int64_t *w = id != NULL ? realloc(c->w, sizeof(int64_t) * (size_t)cap) : NULL;
  if (id == NULL || w == NULL) rs_fail("out of memory");
  c->w = w;
  c->cap = cap;
}
static inline RS_UNUSED void rs_cand_add(rs_cands *c, int32_t id, int64_t w) {
  if (c->n >= c->cap) rs_cands_grow(c);
  c->id[c->n] = id;
  c->w[c->n++] = w;
}

/* ---- a state key shown halved (`json: half`): rule bodies count halves, the JSON shows n / 2 as
   Python's float repr does (1.5, -0.5), a whole number as an int ---- */
static RS_UNUSED void rs_w_half(rs_buf *b, int64_t v) {
  if (v % 2 == 0) {
    rs_w_int(b, v / 2);
    return;
  }
  char tmp[32];
  int n = snprintf(tmp, sizeof tmp, "%s%lld.5", v < 0 ? "-" : "", (long long)((v < 0 ? -(v + 1) : v) / 2));
  rs_w(b, tmp, (size_t)n);
}
static RS_UNUSED int64_t rs_ld_half(const rs_json *v, const char *path) {
  if (v->kind == RS_JINT) return v->i * 2;
  if (v->kind == RS_JNUM) {
    double t = strtod(v->s, NULL) * 2;
    if (t > -9e18 && t < 9e18 && (double)(int64_t)t == t) return (int64_t)t;
  }
  rs_fail_kind(2, "state: %s: expected a whole or half number, found %s", path, rs_j_show(v));
}
/* canonical JSON text (keys sorted by code point: Python's json.dumps(sort_keys=True)), to compare
   a derived key given to from_json with what the position gives */
static RS_UNUSED void rs_j_canon(rs_buf *b, const rs_json *v) {
  if (v->kind != RS_JARR && v->kind != RS_JOBJ) {
    rs_j_write(b, v);
    return;
  }
  int32_t *o = rs_alloc(sizeof(int32_t) * (size_t)(v->n + 1));
  for (int32_t i = 0; i < v->n; i++) {
    int32_t j = i - 1;
    while (v->kind == RS_JOBJ && j >= 0 && strcmp(v->keys[o[j]], v->keys[i]) > 0) {
      o[j + 1] = o[j];
      j--;
    }
    o[j + 1] = i;
  }
  rs_wc(b, v->kind == RS_JARR ? "[" : "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (k) rs_wc(b, ",");
    if (v->kind == RS_JOBJ) {
      rs_w_str(b, v->keys[o[k]]);
      rs_wc(b, ":");
    }
    rs_j_canon(b, v->items[o[k]]);
  }
  rs_wc(b, v->kind == RS_JARR ? "]" : "}");
}
static RS_UNUSED int rs_j_same_text(const rs_json *given, const char *computed) {
  rs_jparse jp;
  rs_json *c = rs_j_parse(computed, strlen(computed), &jp);
  rs_buf a = {0}, b = {0};
  rs_j_canon(&a, given);
  if (c != NULL) rs_j_canon(&b, c);
  int same = c != NULL && a.len == b.len && memcmp(a.p, b.p, a.len) == 0;
  free(a.p);
  free(b.p);
  return same;
}

/* ---- action strings made at run time (a `str` or `list[...]` parameter): interned per game, id
   RS_NACT + position; the arguments are copied into the game's arena, read-only, as Python
   registers a string's arguments once (a tuple) ---- */
typedef struct rs_rtab {
  int32_t n, cap;
  const char **name;
  int32_t *pat;
  rs_val **args;
  uint64_t *idx; /* as rs_sdict's */
  int32_t icap;
  int32_t *rank;  /* every id's rank in code point order (equal texts equal ranks), made when sorting */
  int32_t ranked; /* the run-time strings `rank` covers (-1: none) */
  int32_t *order; /* the ids `rank` covers in text order */
  unsigned char *oeq; /* per position of `order`: its text equals the one before */
  uint64_t *memo; /* (pattern, argument values) -> key hash << 32 | position + 1: no string written when seen before */
  uint32_t mcap, mn;
} rs_rtab;
static _Thread_local RS_UNUSED rs_buf rs_scratch;

static RS_UNUSED int32_t rs_rt_find(const rs_rtab *t, const char *s) {
  if (t->icap == 0) return -1;
  uint32_t full = rs_hash(s), m = (uint32_t)t->icap - 1, h = full & m;
  for (uint64_t e; (e = t->idx[h]) != 0; h = (h + 1) & m) {
    int32_t j = (int32_t)(e & 0xFFFFFFFFu) - 1;
    if ((uint32_t)(e >> 32) == full && rs_streq(t->name[j], s)) return j;
  }
  return -1;
}
static RS_UNUSED void rs_rt_slot(rs_rtab *t, int32_t i) {
  uint32_t full = rs_hash(t->name[i]), m = (uint32_t)t->icap - 1, h = full & m;
  while (t->idx[h] != 0) h = (h + 1) & m;
  t->idx[h] = (uint64_t)full << 32 | (uint64_t)(i + 1);
}
static RS_UNUSED int32_t rs_rt_add(rs_rtab *t, const char *name, int32_t pat, rs_val *args) {
  if (t->n == t->cap) {
    int32_t cap = t->cap ? t->cap * 2 : 256;
    const char **nn = realloc(t->name, sizeof(char *) * (size_t)cap);
    if (nn != NULL) t->name = nn;
    int32_t *np = nn != NULL ? realloc(t->pat, sizeof(int32_t) * (size_t)cap) : NULL;
    if (np != NULL) t->pat = np;
    rs_val **na = np != NULL ? realloc(t->args, sizeof(rs_val *) * (size_t)cap) : NULL;
    if (na == NULL) rs_fail("out of memory");
    t->args = na;
    t->cap = cap;
  }
  t->name[t->n] = name;
  t->pat[t->n] = pat;
  t->args[t->n] = args;
  t->n++;
  if (2 * t->n + 2 > t->icap) {
    int32_t icap = t->icap ? t->icap * 2 : 1024;
    while (icap < 2 * t->n + 2) icap *= 2;
    uint64_t *idx = calloc((size_t)icap, sizeof(uint64_t));
    if (idx == NULL) rs_fail("out of memory");
    free(t->idx);
    t->idx = idx;
    t->icap = icap;
    for (int32_t i = 0; i < t->n; i++) rs_rt_slot(t, i);
  } else {
    rs_rt_slot(t, t->n - 1);
  }
  return t->n - 1;
}
/* The memo: for a pattern whose string arguments are all pooled (so equal exactly when their
   pointers are), the argument values find the string's position without writing it. A hit is
   checked against the arguments registered with the string, so it is never wrong, only missed. */
/* kinds[k] of each argument: 'i' a scalar, 's' a pooled string (equal exactly when the pointers are) */
static inline RS_UNUSED uint64_t rs_rt_key(int32_t pat, const rs_val *a, int n, const char *kinds) {
  uint64_t h = (uint64_t)pat * UINT64_C(0x9E3779B97F4A7C15);
  for (int k = 0; k < n; k++) {
    h = (h ^ (kinds[k] == 's' ? (uint64_t)(uintptr_t)a[k].s : (uint64_t)a[k].i)) * UINT64_C(0xBF58476D1CE4E5B9);
    h ^= h >> 29;
  }
  return h;
}
static inline RS_UNUSED int rs_rt_same(const rs_rtab *t, int32_t r, int32_t pat, const rs_val *a, int n,
                                       const char *kinds) {
  if (t->pat[r] != pat) return 0;
  for (int k = 0; k < n; k++)
    if (kinds[k] == 's' ? t->args[r][k].s != a[k].s : t->args[r][k].i != a[k].i) return 0;
  return 1;
}
static RS_UNUSED int32_t rs_rt_memo_get(const rs_rtab *t, uint64_t h, int32_t pat, const rs_val *a, int n,
                                        const char *kinds) {
  if (t->mcap == 0) return -1;
  uint32_t full = (uint32_t)(h >> 32), m = t->mcap - 1;
  for (uint32_t j = full & m; t->memo[j] != 0; j = (j + 1) & m) {
    uint64_t e = t->memo[j];
    int32_t r = (int32_t)(e & 0xFFFFFFFFu) - 1;
    if ((uint32_t)(e >> 32) == full && rs_rt_same(t, r, pat, a, n, kinds)) return r;
  }
  return -1;
}
static RS_UNUSED void rs_memo_slot(uint64_t *memo, uint32_t cap, uint64_t e) {
  uint32_t j = (uint32_t)(e >> 32) & (cap - 1);
  while (memo[j] != 0) j = (j + 1) & (cap - 1);
  memo[j] = e;
}
static RS_UNUSED void rs_rt_memo_put(rs_rtab *t, uint64_t h, int32_t r, int32_t pat, const rs_val *a, int n,
                                     const char *kinds) {
  if (!rs_rt_same(t, r, pat, a, n, kinds)) return; /* another argument tuple wrote this string first */
  if (2 * (t->mn + 1) > t->mcap) {
    uint32_t cap = t->mcap ? 2 * t->mcap : 1024;
    uint64_t *memo = calloc(cap, sizeof(uint64_t));
    if (memo == NULL) return;
    for (uint32_t k = 0; k < t->mcap; k++)
      if (t->memo[k] != 0) rs_memo_slot(memo, cap, t->memo[k]);
    free(t->memo);
    t->memo = memo;
    t->mcap = cap;
  }
  rs_memo_slot(t->memo, t->mcap, (h >> 32) << 32 | (uint64_t)(r + 1));
  t->mn++;
}
static RS_UNUSED void rs_rt_free(rs_rtab *t) {
  free(t->memo);
  free(t->order);
  free(t->oeq);
  free(t->name);
  free(t->pat);
  free(t->args);
  free(t->idx);
  free(t->rank);
  memset(t, 0, sizeof *t);
}
/* the text of one parameter in an action string: str(x) in Python; a list joins its items with spaces */
static RS_UNUSED void rs_w_text(rs_buf *b, rs_val v, int kind, const char *const *names) {
  if (kind == 0) rs_w_int(b, v.i);
  else if (kind == 1) rs_wc(b, v.s);
  else if (kind == 2) rs_wc(b, names[v.i]);
  else rs_wc(b, v.i ? "True" : "False");
}
static RS_UNUSED void rs_w_joined(rs_buf *b, const rs_list *l, int kind, const char *const *names) {
  for (int32_t k = 0; k < l->len; k++) {
    if (k) rs_wc(b, " ");
    rs_w_text(b, l->it[k], kind, names);
  }
}
/* a read-only copy in the current arena of a list of scalars or strings (an action's argument) */
static RS_UNUSED rs_list *rs_list_frozen(const rs_list *l, int strings) {
  rs_list *c = rs_list_copy(l);
  if (strings)
    for (int32_t k = 0; k < c->len; k++) c->it[k].s = rs_strdup(c->it[k].s);
  c->cap = -1;
  return c;
}
#endif
#ifdef RS_ENGINE_PART /* the engine API, at the end of an engine */
#undef RS_ENGINE_PART
/* ---- engine API (rulestone/templates/c/_rules_engine.c.txt, the same for every game) ---- */


struct RS_API(state) {
  rs_game *game;
  R_State *d;
  rs_arena arena;
  size_t live;    /* arena size after the last compaction */
  int legal_ok;   /* the cached candidates below belong to this state */
  rs_cands legal;
};

/* Every entry point runs its body through rs_protect: a failure (rs_fail) unwinds to it with the
   message in rs_err, and it returns -1. Bodies are functions of a context struct, so no local of the
   function that called setjmp changes after it. */
static _Thread_local int rs_guarded; /* inside rs_guard: a failure unwinds to its setjmp */

static int rs_protect(rs_arena *arena, void (*fn)(void *), void *ctx) {
  jmp_buf here, *prev = rs_jmp;
  rs_arena *prev_arena = rs_cur;
  if (rs_guarded) { /* one setjmp for a whole playout (rs_guard) rather than one per call */
    rs_cur = arena;
    fn(ctx);
    rs_cur = prev_arena;
    return 0;
  }
  if (setjmp(here)) {
    rs_jmp = prev;
    rs_cur = prev_arena;
    return -1;
  }
  rs_jmp = &here;
  rs_cur = arena;
  fn(ctx);
  rs_jmp = prev;
  rs_cur = prev_arena;
  return 0;
}

/* rs_protect for a body whose own API calls need no protection of their own: a failure in any of
   them unwinds here at once (their callers' clean-up skipped: the body's caller frees the state) */
typedef struct rs_guard_ctx { void (*fn)(void *); void *ctx; } rs_guard_ctx;
static void rs_guard_body(void *ctx) {
  rs_guard_ctx *c = ctx;
  rs_guarded = 1;
  c->fn(c->ctx);
}

static int rs_guard(rs_arena *arena, void (*fn)(void *), void *ctx) {
  rs_guarded = 0;
  int r = rs_protect(arena, rs_guard_body, &(rs_guard_ctx){fn, ctx});
  rs_guarded = 0;
  return r;
}

const char *RS_API(last_error)(void) { return rs_err; }
int RS_API(last_error_kind)(void) { return rs_err_kind; }
const char *RS_API(game_id)(void) { return RS_GAME_ID; }
const char *RS_API(spec_sha256)(void) { return RS_SPEC_SHA256; }
int RS_API(min_players)(void) { return RS_MIN_PLAYERS; }
int RS_API(max_players)(void) { return RS_MAX_PLAYERS; }
int RS_API(num_actions)(void) { return RS_NACT; }
const char *RS_API(action_name)(int id) { return id >= 0 && id < RS_NACT ? RS_ACT_NAMES[id] : NULL; }
int RS_API(num_options)(void) { return RS_NOPT; }
const char *RS_API(option_name)(int k) { return k >= 0 && k < RS_NOPT ? RS_OPT_NAMES[k] : NULL; }

int RS_API(action_id)(const char *a) { /* the names are sorted by code point: a binary search */
  int lo = 0, hi = RS_NACT - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2, c = strcmp(RS_ACT_NAMES[mid], a);
    if (c == 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

static void rs_option_value(rs_game *g, int k, const char *value) {
  for (int v = 0; v < RS_OPT_NVALUES[k]; v++)
    if (strcmp(RS_OPT_VALUES[k][v], value) == 0) {
      g->opt[k] = v;
      return;
    }
  rs_buf b = {0};
  rs_wc(&b, "option ");
  rs_w_repr(&b, RS_OPT_NAMES[k]);
  rs_wc(&b, " takes one of [");
  for (int v = 0; v < RS_OPT_NVALUES[k]; v++) {
    if (v) rs_wc(&b, ", ");
    rs_w_repr(&b, RS_OPT_VALUES[k][v]);
  }
  rs_wc(&b, "], not ");
  rs_w_repr(&b, value);
  char msg[1024];
  snprintf(msg, sizeof msg, "%s", b.p);
  free(b.p);
  rs_fail_kind(2, "%s", msg);
}

/* options: a JSON object of option name -> value (NULL or "" for the defaults) */
typedef struct rs_game_ctx { rs_game *g; int players; const char *options_json; } rs_game_ctx;

static void rs_game_body(void *ctx) {
  rs_game_ctx *c = ctx;
  rs_game *g = c->g;
  int players = c->players;
  const char *options_json = c->options_json;
  if (players < RS_MIN_PLAYERS || players > RS_MAX_PLAYERS) {
    rs_buf b = {0};
    for (int p = RS_MIN_PLAYERS; p <= RS_MAX_PLAYERS; p++) {
      if (p > RS_MIN_PLAYERS) rs_wc(&b, ", ");
      rs_w_int(&b, p);
    }
    char msg[512];
    snprintf(msg, sizeof msg, "players must be one of [%s], not %d", b.p, players);
    free(b.p);
    rs_fail_kind(2, "%s", msg);
  }
  g->players = players;
  for (int k = 0; k < RS_NOPT; k++) g->opt[k] = RS_OPT_DEFAULT[k];
  if (options_json != NULL && options_json[0] != 0) {
    rs_jparse jp;
    rs_json *o = rs_j_parse(options_json, strlen(options_json), &jp);
    if (o == NULL || o->kind != RS_JOBJ) rs_fail_kind(2, "options must be a dict of option name -> value");
    for (int32_t m = 0; m < o->n; m++) {
      int k = 0;
      while (k < RS_NOPT && strcmp(RS_OPT_NAMES[k], o->keys[m]) != 0) k++;
      if (k == RS_NOPT) {
        rs_buf b = {0};
        rs_wc(&b, "unknown option ");
        rs_w_repr(&b, o->keys[m]);
        rs_wc(&b, " (known: ");
        for (int q = 0; q < RS_NOPT; q++) { /* sorted by the generator */
          if (q) rs_wc(&b, ", ");
          rs_wc(&b, RS_OPT_SORTED[q]);
        }
        rs_wc(&b, RS_NOPT ? ")" : "none)");
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", b.p);
        free(b.p);
        rs_fail_kind(2, "%s", msg);
      }
      rs_json *v = o->items[m];
      int has_true = 0;
      for (int q = 0; q < RS_OPT_NVALUES[k]; q++) has_true |= strcmp(RS_OPT_VALUES[k][q], "true") == 0;
      if (v->kind == RS_JBOOL && has_true) rs_option_value(g, k, v->i ? "true" : "false");
      else if (v->kind == RS_JSTR) rs_option_value(g, k, v->s);
      else rs_option_value(g, k, rs_j_show(v));
    }
  }
  rs_g_game_init(g);
}

RS_API(game) *RS_API(game_new)(int players, const char *options_json) {
  rs_game *g = calloc(1, sizeof *g);
  if (g == NULL) return NULL;
  rs_game_ctx c = {g, players, options_json};
  if (rs_protect(&g->arena, rs_game_body, &c) < 0) {
    rs_rt_free(&g->rt);
    rs_arena_free(&g->arena);
    free(g);
    return NULL;
  }
  return g;
}

void RS_API(game_free)(RS_API(game) *g) {
  if (g == NULL) return;
  rs_rt_free(&g->rt);
  rs_arena_free(&g->arena);
  free(g);
}

int RS_API(game_players)(const RS_API(game) *g) { return g->players; }
const char *RS_API(game_option)(const RS_API(game) *g, int k) {
  return k >= 0 && k < RS_NOPT ? RS_OPT_VALUES[k][g->opt[k]] : NULL;
}

static RS_API(state) *rs_state_alloc(rs_game *g, int32_t cap) {
  RS_API(state) *s = calloc(1, sizeof *s);
  if (s == NULL) return NULL;
  s->game = g;
  s->legal.cap = cap;
  s->legal.id = malloc(sizeof(int32_t) * (size_t)cap);
  s->legal.w = malloc(sizeof(int64_t) * (size_t)cap);
  if (s->legal.id == NULL || s->legal.w == NULL) {
    free(s->legal.id);
    free(s->legal.w);
    free(s);
    return NULL;
  }
  return s;
}

void RS_API(state_free)(RS_API(state) *s) {
  if (s == NULL) return;
  rs_arena_free(&s->arena);
  free(s->legal.id);
  free(s->legal.w);
  free(s);
}

static void rs_init_body(void *ctx) {
  RS_API(state) *s = ctx;
  s->d = rs_g_init(s->game);
  s->live = s->arena.total;
}

RS_API(state) *RS_API(new_initial_state)(RS_API(game) *g) {
  RS_API(state) *s = rs_state_alloc(g, RS_NCOMBO + 1);
  if (s == NULL) return NULL;
  if (rs_protect(&s->arena, rs_init_body, s) < 0) {
    RS_API(state_free)(s);
    return NULL;
  }
  return s;
}

typedef struct rs_clone_ctx { RS_API(state) *s; R_State *from; } rs_clone_ctx;

static void rs_clone_body(void *ctx) {
  rs_clone_ctx *c = ctx;
  c->s->d = rs_g_clone(c->from);
  c->s->live = c->s->arena.total;
}

RS_API(state) *RS_API(clone)(const RS_API(state) *src) {
  RS_API(state) *s = rs_state_alloc(src->game, src->legal.cap);
  if (s == NULL) return NULL;
  rs_clone_ctx c = {s, src->d};
  if (rs_protect(&s->arena, rs_clone_body, &c) < 0) {
    RS_API(state_free)(s);
    return NULL;
  }
  s->legal_ok = src->legal_ok;
  s->legal.n = src->legal.n;
  memcpy(s->legal.id, src->legal.id, sizeof(int32_t) * (size_t)src->legal.n);
  memcpy(s->legal.w, src->legal.w, sizeof(int64_t) * (size_t)src->legal.n);
  return s;
}

/* a canonical state JSON (NUL-terminated); NULL with the refusal in last_error ("state: ...") */
typedef struct rs_load_ctx { RS_API(state) *s; const char *json; size_t len; } rs_load_ctx;

static void rs_load_body(void *ctx) {
  rs_load_ctx *c = ctx;
  RS_API(state) *s = c->s;
  rs_game *g = s->game;
  rs_jparse jp;
  rs_json *root = rs_j_parse(c->json, c->len, &jp);
  if (root == NULL) rs_fail_kind(2, "state: not JSON (expected %s)", jp.err);
  s->d = rs_g_load(g, root);
  /* the parse tree is garbage now: keep only the state */
  rs_arena fresh = {0};
  rs_cur = &fresh;
  s->d = rs_g_clone(s->d);
  rs_arena_free(&s->arena);
  s->arena = fresh;
  s->live = s->arena.total;
  rs_cur = &s->arena;
}

RS_API(state) *RS_API(state_from_json)(RS_API(game) *g, const char *json, size_t len) {
  RS_API(state) *s = rs_state_alloc(g, RS_NCOMBO + 1);
  if (s == NULL) return NULL;
  rs_load_ctx c = {s, json, len};
  if (rs_protect(&s->arena, rs_load_body, &c) < 0) {
    RS_API(state_free)(s);
    return NULL;
  }
  return s;
}

static int rs_phase_kind(const RS_API(state) *s) { return RS_PHASE_KIND[rs_g_phase(s->d)]; }

int RS_API(is_terminal)(const RS_API(state) *s) { return rs_phase_kind(s) == 3; }
int RS_API(is_chance_node)(const RS_API(state) *s) { return rs_phase_kind(s) == 1; }

typedef struct rs_seat_ctx { RS_API(state) *s; int64_t seat; } rs_seat_ctx;

static void rs_seat_body(void *ctx) {
  rs_seat_ctx *c = ctx;
  c->seat = rs_g_seat(c->s->game, c->s->d, rs_g_phase(c->s->d));
}

/* the seat to act; -1 chance, -2 terminal (or a phase with no seat); -3 on an error */
int RS_API(current_player)(RS_API(state) *s) {
  int kind = rs_phase_kind(s);
  if (kind != 2) return kind == 1 ? -1 : -2;
  rs_seat_ctx c = {s, 0};
  if (rs_protect(&s->arena, rs_seat_body, &c) < 0) return -3;
  return (int)c.seat;
}

/* the text of any action id: the compile-time table, then the game's run-time strings */
static const char *rs_name(const rs_game *g, int32_t id) {
  if (id >= 0 && id < RS_NACT) return RS_ACT_NAMES[id];
  id -= RS_NACT;
  return id >= 0 && id < g->rt.n ? g->rt.name[id] : NULL;
}
/* ranks of every id (the compile-time table and the run-time strings so far) in code point order,
   so sorting legal actions compares integers. The ids in text order are kept: the strings interned
   since are sorted among themselves and then placed by binary search (new strings become rare
   within a few games, and a place costs log n comparisons, not a sort of everything). */
static void rs_sort_ids(const rs_game *g, int32_t *ids, int32_t *tmp, int32_t n) { /* a merge sort by text */
  for (int32_t width = 1; width < n; width *= 2) {
    for (int32_t lo = 0; lo < n; lo += 2 * width) {
      int32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      int32_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = strcmp(rs_name(g, ids[i]), rs_name(g, ids[j])) <= 0 ? ids[i++] : ids[j++];
      while (i < mid) tmp[k++] = ids[i++];
      while (j < hi) tmp[k++] = ids[j++];
    }
    memcpy(ids, tmp, sizeof(int32_t) * (size_t)n);
  }
}
static void rs_rank(rs_game *g) {
  rs_rtab *t = &g->rt;
  if (t->rank != NULL && t->ranked == t->n) return;
  int32_t n = RS_NACT + t->n, old = t->rank != NULL && t->ranked >= 0 ? RS_NACT + t->ranked : 0;
  int32_t *order = malloc(sizeof(int32_t) * (size_t)(n + 1)), *tmp = malloc(sizeof(int32_t) * (size_t)(2 * n + 1));
  unsigned char *eq = malloc((size_t)n + 1);
  int32_t *rank = realloc(t->rank, sizeof(int32_t) * (size_t)(n + 1));
  if (order == NULL || tmp == NULL || eq == NULL || rank == NULL) {
    free(order);
    free(tmp);
    free(eq);
    if (rank != NULL) t->rank = rank;
    t->ranked = -1;
    rs_fail("out of memory");
  }
  t->rank = rank;
  int32_t k = n - old, *fresh = tmp; /* the new ids, sorted (tmp + k is scratch) */
  for (int32_t i = 0; i < k; i++) fresh[i] = old + i;
  rs_sort_ids(g, fresh, tmp + k, k);
  int32_t at = 0, lo = 0;
  for (int32_t f = 0; f < k; f++) {
    const char *x = rs_name(g, fresh[f]);
    int32_t hi = old; /* the first old position after lo whose text is greater than x */
    while (lo < hi) {
      int32_t mid = lo + (hi - lo) / 2;
      if (strcmp(rs_name(g, t->order[mid]), x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    for (; at - f < lo; at++) {
      order[at] = t->order[at - f];
      eq[at] = t->oeq[at - f];
    }
    order[at] = fresh[f];
    eq[at] = at > 0 && strcmp(rs_name(g, order[at - 1]), x) == 0;
    at++;
  }
  for (; at < n; at++) { /* no new text falls between two equal old ones: their flags hold */
    order[at] = t->order[at - k];
    eq[at] = t->oeq[at - k];
  }
  int32_t r = 0;
  for (int32_t i = 0; i < n; i++) {
    r += i > 0 && !eq[i];
    rank[order[i]] = r;
  }
  free(t->order);
  free(t->oeq);
  t->order = order;
  t->oeq = eq;
  free(tmp);
  t->ranked = t->n;
}

/* sort (id, weight) pairs as the Python engine sorts (string, weight) tuples: compile-time ids are
   ranks of their strings by code point; with run-time strings, the ranks of rs_rank. Stable. */
static void rs_sort_cands(rs_game *g, rs_cands *c) {
  int32_t n = c->n;
  if (n < 2) return;
  const int32_t *rank = NULL;
  for (int32_t i = 0; i < n && rank == NULL; i++)
    if (c->id[i] >= RS_NACT) {
      rs_rank(g);
      rank = g->rt.rank;
    }
#define RS_KEY(id) (rank != NULL ? rank[id] : (id))
  int sorted = 1;
  for (int32_t i = 1; i < n && sorted; i++) {
    int32_t a = RS_KEY(c->id[i - 1]), b = RS_KEY(c->id[i]);
    sorted = a < b || (a == b && c->w[i - 1] <= c->w[i]);
  }
  if (sorted) return;
  if (n <= 32) { /* few (the usual listing): a stable insertion sort by (rank, weight), in place */
    for (int32_t i = 1; i < n; i++) {
      int32_t x = c->id[i], kx = RS_KEY(x), j = i - 1;
      int64_t y = c->w[i];
      while (j >= 0 && (RS_KEY(c->id[j]) > kx || (RS_KEY(c->id[j]) == kx && c->w[j] > y))) {
        c->id[j + 1] = c->id[j];
        c->w[j + 1] = c->w[j];
        j--;
      }
      c->id[j + 1] = x;
      c->w[j + 1] = y;
    }
    return;
  }
  /* sort (rank << 32 | position) as integers (positions keep it stable), then order each run of one
     rank (one string listed twice: a chance outcome by weights) by weight */
  uint64_t small[512], *k = n <= 256 ? small : malloc(sizeof(uint64_t) * 2 * (size_t)n);
  int32_t sid[256], *id = n <= 256 ? sid : malloc(sizeof(int32_t) * (size_t)n);
  int64_t sw[256], *w = n <= 256 ? sw : malloc(sizeof(int64_t) * (size_t)n);
  if (k == NULL || id == NULL || w == NULL) {
    if (k != small) free(k);
    if (id != sid) free(id);
    if (w != sw) free(w);
    rs_fail("out of memory");
  }
  uint64_t *tmp = k + n;
  for (int32_t i = 0; i < n; i++) k[i] = (uint64_t)(uint32_t)RS_KEY(c->id[i]) << 32 | (uint32_t)i;
#undef RS_KEY
  for (int32_t width = 1; width < n; width *= 2) {
    for (int32_t lo = 0; lo < n; lo += 2 * width) {
      int32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      int32_t i = lo, j = mid, q = lo;
      while (i < mid && j < hi) tmp[q++] = k[i] <= k[j] ? k[i++] : k[j++];
      while (i < mid) tmp[q++] = k[i++];
      while (j < hi) tmp[q++] = k[j++];
    }
    memcpy(k, tmp, sizeof(uint64_t) * (size_t)n);
  }
  for (int32_t i = 0; i < n; i++) {
    id[i] = c->id[k[i] & 0xFFFFFFFFu];
    w[i] = c->w[k[i] & 0xFFFFFFFFu];
  }
  for (int32_t i = 1; i < n; i++) { /* within a run of equal ranks, by weight (stable) */
    if (k[i] >> 32 != k[i - 1] >> 32) continue;
    int32_t x = id[i], j = i - 1;
    int64_t y = w[i];
    while (j >= 0 && k[j] >> 32 == k[i] >> 32 && w[j] > y) {
      id[j + 1] = id[j];
      w[j + 1] = w[j];
      j--;
    }
    id[j + 1] = x;
    w[j + 1] = y;
  }
  memcpy(c->id, id, sizeof(int32_t) * (size_t)n);
  memcpy(c->w, w, sizeof(int64_t) * (size_t)n);
  if (k != small) free(k);
  if (id != sid) free(id);
  if (w != sw) free(w);
}

static void rs_legal_body(void *ctx) {
  RS_API(state) *s = ctx;
  s->legal.n = 0;
  rs_g_cands(s->game, s->d, &s->legal);
  rs_sort_cands(s->game, &s->legal);
  s->legal_ok = 1;
}

static int rs_fill_legal(RS_API(state) *s) {
  if (s->legal_ok) return 0;
  return rs_protect(&s->arena, rs_legal_body, s);
}

/* the legal actions (ids, sorted as their strings) and their weights (1 unless chance); the count,
   or -1 on an error. ids/weights may be NULL; at most max are written */
int RS_API(legal)(RS_API(state) *s, int *ids, int64_t *weights, int max) {
  if (rs_fill_legal(s) < 0) return -1;
  for (int32_t k = 0; k < s->legal.n && k < max; k++) {
    if (ids != NULL) ids[k] = s->legal.id[k];
    if (weights != NULL) weights[k] = s->legal.w[k];
  }
  return (int)s->legal.n;
}

static void rs_compact(RS_API(state) *s) {
  rs_arena fresh = {0};
  rs_cur = &fresh;
  R_State *d = rs_g_clone(s->d);
  rs_arena_free(&s->arena);
  s->arena = fresh;
  s->d = d;
  s->live = s->arena.total;
  rs_cur = &s->arena;
}

typedef struct rs_apply_ctx { RS_API(state) *s; int id; } rs_apply_ctx;

static void rs_apply_body(void *ctx) {
  rs_apply_ctx *c = ctx;
  RS_API(state) *s = c->s;
  rs_g_apply(s->game, s->d, c->id);
  if (s->arena.total > 3 * s->live + ((size_t)1 << 18)) rs_compact(s);
}

/* IllegalAction, with the Python engine's words */
static int rs_illegal(RS_API(state) *s, const char *action) {
  rs_buf b = {0};
  if (action != NULL) rs_w_repr(&b, action);
  else rs_wc(&b, "<unknown action>");
  if (rs_phase_kind(s) == 3) {
    rs_wc(&b, ": the game is over");
  } else {
    rs_wc(&b, " is not legal in phase ");
    rs_wc(&b, RS_PHASE_NAMES[rs_g_phase(s->d)]);
    rs_wc(&b, " (legal: [");
    for (int32_t k = 0; k < s->legal.n; k++) {
      if (k) rs_wc(&b, ", ");
      rs_w_repr(&b, rs_name(s->game, s->legal.id[k]));
    }
    rs_wc(&b, "])");
  }
  snprintf(rs_err, sizeof rs_err, "%s", b.p);
  free(b.p);
  rs_err_kind = 1;
  return 1;
}

/* 0 applied; 1 IllegalAction (state unchanged); 2 the rules failed (message in last_error) */
int RS_API(apply)(RS_API(state) *s, int id) {
  if (rs_fill_legal(s) < 0) return 2;
  int found = 0;
  for (int32_t k = 0; k < s->legal.n && !found; k++) found = s->legal.id[k] == id;
  if (!found) return rs_illegal(s, rs_name(s->game, id));
  s->legal_ok = 0;
  rs_apply_ctx c = {s, id};
  return rs_protect(&s->arena, rs_apply_body, &c) < 0 ? 2 : 0;
}

/* the id of an action string: the compile-time table, else the game's run-time strings; -1 unknown */
int RS_API(game_action_id)(const RS_API(game) *g, const char *a) {
  int id = RS_API(action_id)(a);
  if (id >= 0) return id;
  int32_t r = rs_rt_find(&g->rt, a);
  return r < 0 ? -1 : RS_NACT + r;
}
const char *RS_API(game_action_name)(const RS_API(game) *g, int id) { return rs_name(g, id); }

/* apply by string: an unknown string is refused as IllegalAction, like any string not legal */
int RS_API(apply_str)(RS_API(state) *s, const char *action) {
  if (rs_fill_legal(s) < 0) return 2;
  int id = RS_API(game_action_id)(s->game, action);
  if (id >= 0) return RS_API(apply)(s, id);
  return rs_illegal(s, action);
}

static int64_t rs_gcd(int64_t a, int64_t b) {
  while (b != 0) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a < 0 ? -a : a;
}

/* a chance node's outcomes as exact reduced fractions num/den; the count (0 if not chance), -1 error */
int RS_API(chance_outcomes)(RS_API(state) *s, int *ids, int64_t *num, int64_t *den, int max) {
  if (rs_phase_kind(s) != 1) return 0;
  if (rs_fill_legal(s) < 0) return -1;
  int64_t total = 0;
  for (int32_t k = 0; k < s->legal.n; k++) total += s->legal.w[k];
  for (int32_t k = 0; k < s->legal.n && k < max; k++) {
    int64_t w = s->legal.w[k], c = rs_gcd(w, total);
    if (ids != NULL) ids[k] = s->legal.id[k];
    if (num != NULL) num[k] = w / c;
    if (den != NULL) den[k] = total / c;
  }
  return (int)s->legal.n;
}

typedef struct rs_stop_ctx { RS_API(state) *s; int stopped; } rs_stop_ctx;
static void rs_stop_body(void *ctx) {
  rs_stop_ctx *c = ctx;
  c->stopped = rs_g_stopped(c->s->game, c->s->d);
}

typedef struct rs_ints_ctx { RS_API(state) *s; int which; int64_t *out; int max, n; } rs_ints_ctx;

static void rs_ints_body(void *ctx) {
  rs_ints_ctx *c = ctx;
  rs_list *l = c->which ? rs_g_returns(c->s->game, c->s->d) : rs_g_scores(c->s->game, c->s->d);
  for (int32_t k = 0; k < l->len && k < c->max; k++) c->out[k] = l->it[k].i;
  c->n = (int)l->len;
}

static int rs_ints(RS_API(state) *s, int which, int64_t *out, int max) {
  rs_ints_ctx c = {s, which, out, max, 0};
  return rs_protect(&s->arena, rs_ints_body, &c) < 0 ? -1 : c.n;
}
int RS_API(scores)(RS_API(state) *s, int64_t *out, int max) { return rs_ints(s, 0, out, max); }
int RS_API(returns)(RS_API(state) *s, int64_t *out, int max) { return rs_ints(s, 1, out, max); }

/* the canonical state JSON, byte for byte the Python engine's json.dumps(state.to_json(),
   ensure_ascii=False, separators=(",", ":")); malloc'd (free with RS_API(free)), NULL on an error */
typedef struct rs_json_ctx { RS_API(state) *s; rs_buf b; } rs_json_ctx;

static void rs_json_body(void *ctx) {
  rs_json_ctx *c = ctx;
  rs_g_to_json(&c->b, c->s->game, c->s->d);
}

char *RS_API(to_json)(RS_API(state) *s) {
  rs_json_ctx c = {s, {0}};
  if (rs_protect(&s->arena, rs_json_body, &c) < 0) {
    free(c.b.p);
    return NULL;
  }
  return c.b.p;
}

void RS_API(free)(void *p) { free(p); }

/* ---- random playouts, for bulk simulation: xoshiro256** seeded by splitmix64 ---- */
typedef struct rs_rng { uint64_t s[4]; } rs_rng;
static uint64_t rs_splitmix(uint64_t *x) {
  uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}
static uint64_t rs_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t rs_next(rs_rng *r) {
  uint64_t *s = r->s, result = rs_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rs_rotl(s[3], 45);
  return result;
}
static uint64_t rs_below(rs_rng *r, uint64_t n) { /* uniform in [0, n), no modulo bias */
  uint64_t limit = UINT64_MAX - UINT64_MAX % n, x;
  do x = rs_next(r);
  while (x >= limit);
  return x % n;
}

typedef struct rs_walk_ctx {
  RS_API(state) *s;
  rs_rng *r;
  int64_t max_steps, length, steps;
  int stopped, failed;
} rs_walk_ctx;

/* one random game from s, run under rs_guard; failed when an API call reports an error */
static void rs_walk_body(void *ctx) {
  rs_walk_ctx *c = ctx;
  RS_API(state) *s = c->s;
  while (!RS_API(is_terminal)(s)) {
    if (c->steps >= c->max_steps) {
      c->stopped = 1;
      return;
    }
    int who = RS_API(current_player)(s);
    int k = RS_API(legal)(s, NULL, NULL, 0);
    if (who == -3 || k <= 0) {
      if (k == 0) snprintf(rs_err, sizeof rs_err, "no legal action in a state that is not terminal");
      c->failed = 1;
      return;
    }
    int pick = 0;
    if (who == -1) { /* weights over their gcd: the draw of rulestone/simulation.py on the fractions */
      int64_t total = 0, d = 0;
      for (int32_t q = 0; q < s->legal.n; q++) {
        total += s->legal.w[q];
        if (d != 1) d = rs_gcd(d, s->legal.w[q]); /* mostly 1 within a few weights */
      }
      int64_t at = (int64_t)rs_below(c->r, (uint64_t)(total / d));
      if (d == 1)
        while (at >= s->legal.w[pick]) at -= s->legal.w[pick++];
      else
        while (at >= s->legal.w[pick] / d) at -= s->legal.w[pick++] / d;
    } else {
      pick = (int)rs_below(c->r, (uint64_t)k);
      if (who >= 0) c->length++;
    }
    if (RS_API(apply)(s, s->legal.id[pick]) != 0) {
      c->failed = 1;
      return;
    }
    c->steps++;
  }
}

/* Play n random games (seeds seed..seed+n-1; chance drawn with its exact weights, seats uniformly
   among the legal actions) and add their statistics to stats (doubles, zeroed by the caller):
   [0] games [1] sum of lengths (decisions) [2] sum of squared lengths [3] min length [4] max length
   [5] ties [6] games stopped at max_steps, then per seat s: [7+3s] score sum [8+3s] sum of squared
   scores [9+3s] wins (the single best return). Returns 0, or -1 on an error (last_error). */
int RS_API(playouts)(RS_API(game) *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats) {
  int64_t scores[64], rets[64];
  int players = g->players < 64 ? g->players : 64;
  for (int64_t i = 0; i < n; i++) {
    uint64_t x = seed + (uint64_t)i;
    rs_rng r;
    for (int k = 0; k < 4; k++) r.s[k] = rs_splitmix(&x);
    RS_API(state) *s = RS_API(new_initial_state)(g);
    if (s == NULL) return -1;
    rs_walk_ctx w = {s, &r, max_steps, 0, 0, 0, 0};
    if (rs_guard(&s->arena, rs_walk_body, &w) < 0 || w.failed) {
      RS_API(state_free)(s);
      return -1;
    }
    int64_t length = w.length;
    int stopped = w.stopped;
    rs_stop_ctx sc = {s, 0};
    if (!stopped && rs_protect(&s->arena, rs_stop_body, &sc) < 0) {
      RS_API(state_free)(s);
      return -1;
    }
    stopped |= sc.stopped;
    if (RS_API(scores)(s, scores, 64) < 0 || RS_API(returns)(s, rets, 64) < 0) {
      RS_API(state_free)(s);
      return -1;
    }
    RS_API(state_free)(s);
    double len = (double)length;
    if (stats[0] == 0 || len < stats[3]) stats[3] = len;
    if (stats[0] == 0 || len > stats[4]) stats[4] = len;
    stats[0] += 1;
    stats[1] += len;
    stats[2] += len * len;
    int64_t best = rets[0];
    int winners = 0, winner = 0;
    for (int p = 0; p < players; p++) best = rets[p] > best ? rets[p] : best;
    for (int p = 0; p < players; p++) {
      stats[7 + 3 * p] += (double)scores[p];
      stats[8 + 3 * p] += (double)scores[p] * (double)scores[p];
      if (rets[p] == best) {
        winners++;
        winner = p;
      }
    }
    if (stopped) stats[6] += 1;
    else if (winners == 1) stats[9 + 3 * winner] += 1;
    else stats[5] += 1;
  }
  return 0;
}
#endif
