/* The rulestone C runtime (generated file: do not edit; from rulestone/templates/c/
   _rules_runtime.c.txt), included by every engine <game>.c and by driver.c
   (docs/c-target.md). */
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
