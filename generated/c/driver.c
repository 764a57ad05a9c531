/* Conformance driver for the rulestone C engines (generated file: do not edit), protocol v1
   (docs/protocol.md): JSON lines on stdin/stdout. Build it with the engines beside it:
     cc -std=c11 -O2 -o driver driver.c dragon_keeper.c el_dorado.c emerald.c emporium.c
   or let `rulestone conform --impls c` build it into its cache. */
#include "dragon_keeper.h"
#include "el_dorado.h"
#include "emerald.h"
#include "emporium.h"
#define RS_VERSION "0.1.0"
#include "rs_runtime.h"
typedef struct dragon_keeper_cached { int players; const char *options; dragon_keeper_game *game; } dragon_keeper_cached;
static dragon_keeper_cached dragon_keeper_games[64];
static int dragon_keeper_ngames;

static dragon_keeper_game *dragon_keeper_game_for(int players, const char *options) {
  for (int k = 0; k < dragon_keeper_ngames; k++)
    if (dragon_keeper_games[k].players == players && strcmp(dragon_keeper_games[k].options, options) == 0) return dragon_keeper_games[k].game;
  dragon_keeper_game *g = dragon_keeper_game_new(players, options);
  if (g == NULL) return NULL;
  if (dragon_keeper_ngames == 64) { /* Game objects describe the rules: keep a few, like the Python driver */
    for (int k = 0; k < dragon_keeper_ngames; k++) {
      dragon_keeper_game_free(dragon_keeper_games[k].game);
      free((void *)dragon_keeper_games[k].options);
    }
    dragon_keeper_ngames = 0;
  }
  char *copy = malloc(strlen(options) + 1);
  strcpy(copy, options);
  dragon_keeper_games[dragon_keeper_ngames].players = players;
  dragon_keeper_games[dragon_keeper_ngames].options = copy;
  dragon_keeper_games[dragon_keeper_ngames++].game = g;
  return g;
}

static void dragon_keeper_errored(rs_buf *out, const char *what) {
  const char *kind = dragon_keeper_last_error_kind() == 3 ? "RuntimeError: " : "ValueError: ";
  rs_buf m = {0};
  rs_wc(&m, what ? what : kind);
  rs_wc(&m, dragon_keeper_last_error());
  rs_wc(out, "\"errored\":true,\"context\":{\"message\":");
  rs_w_str(out, m.p);
  rs_wc(out, ",\"traceback\":\"\"}");
  free(m.p);
}

static void dragon_keeper_ints(rs_buf *out, const int64_t *v, int n) {
  rs_wc(out, "[");
  for (int k = 0; k < n; k++) {
    if (k) rs_wc(out, ",");
    rs_w_int(out, v[k]);
  }
  rs_wc(out, "]");
}

/* the `result` of one case (or errored), written after `"seq":..,` */
static void dragon_keeper_run(const rs_json *c, int players, const char *options, rs_buf *out) {
  dragon_keeper_game *g = dragon_keeper_game_for(players, options);
  if (g == NULL) {
    dragon_keeper_errored(out, NULL);
    return;
  }
  const rs_json *setup = rs_j_get(c, "setup");
  dragon_keeper_state *s;
  if (setup == NULL || setup->kind == RS_JNULL) {
    s = dragon_keeper_new_initial_state(g);
  } else {
    const rs_json *st = rs_j_get(setup, "state");
    if (st == NULL) {
      rs_wc(out, "\"errored\":true,\"context\":{\"message\":\"KeyError: 'state'\",\"traceback\":\"\"}");
      return;
    }
    s = dragon_keeper_state_from_json(g, st->src, st->srclen); /* its own text: it parses to this same value */
  }
  if (s == NULL) {
    dragon_keeper_errored(out, NULL);
    return;
  }
  rs_buf steps = {0};
  rs_wc(&steps, "[");
  const rs_json *list = rs_j_get(c, "steps");
  for (int32_t k = 0; list != NULL && list->kind == RS_JARR && k < list->n; k++) {
    const rs_json *a = list->items[k];
    int rc = a->kind == RS_JSTR ? dragon_keeper_apply_str(s, a->s) : dragon_keeper_apply(s, -1);
    if (k) rs_wc(&steps, ",");
    if (rc == 2) {
      free(steps.p);
      dragon_keeper_state_free(s);
      dragon_keeper_errored(out, NULL);
      return;
    }
    if (rc == 1) {
      rs_wc(&steps, "{\"ok\":false,\"error\":\"IllegalAction\",\"message\":");
      rs_w_str(&steps, dragon_keeper_last_error());
      rs_wc(&steps, "}");
      break;
    }
    rs_wc(&steps, "{\"ok\":true}");
  }
  rs_wc(&steps, "]");
  int terminal = dragon_keeper_is_terminal(s);
  char *state = dragon_keeper_to_json(s);
  int nlegal = terminal ? 0 : dragon_keeper_legal(s, NULL, NULL, 0);
  int *ids = malloc(sizeof(int) * (size_t)(nlegal > 0 ? nlegal : 1));
  if (nlegal > 0) dragon_keeper_legal(s, ids, NULL, nlegal);
  int64_t scores[256], rets[256];
  int ns = dragon_keeper_scores(s, scores, 256), nr = dragon_keeper_returns(s, rets, 256);
  int who = dragon_keeper_current_player(s);
  if (state == NULL || nlegal < 0 || ns < 0 || nr < 0 || who == -3) {
    free(state);
    free(ids);
    free(steps.p);
    dragon_keeper_state_free(s);
    dragon_keeper_errored(out, NULL);
    return;
  }
  rs_wc(out, "\"result\":{\"steps\":");
  rs_wc(out, steps.p);
  rs_wc(out, ",\"state\":");
  rs_wc(out, state);
  rs_wc(out, ",\"legal\":[");
  for (int k = 0; k < nlegal; k++) {
    if (k) rs_wc(out, ",");
    rs_w_str(out, dragon_keeper_game_action_name(g, ids[k]));
  }
  rs_wc(out, "],\"terminal\":");
  rs_wc(out, terminal ? "true" : "false");
  rs_wc(out, ",\"scores\":");
  dragon_keeper_ints(out, scores, ns);
  rs_wc(out, ",\"returns\":");
  dragon_keeper_ints(out, rets, nr);
  rs_wc(out, ",\"current_player\":");
  rs_w_int(out, who);
  rs_wc(out, "}");
  free(state);
  free(ids);
  free(steps.p);
  dragon_keeper_state_free(s);
}

typedef struct el_dorado_cached { int players; const char *options; el_dorado_game *game; } el_dorado_cached;
static el_dorado_cached el_dorado_games[64];
static int el_dorado_ngames;

static el_dorado_game *el_dorado_game_for(int players, const char *options) {
  for (int k = 0; k < el_dorado_ngames; k++)
    if (el_dorado_games[k].players == players && strcmp(el_dorado_games[k].options, options) == 0) return el_dorado_games[k].game;
  el_dorado_game *g = el_dorado_game_new(players, options);
  if (g == NULL) return NULL;
  if (el_dorado_ngames == 64) { /* Game objects describe the rules: keep a few, like the Python driver */
    for (int k = 0; k < el_dorado_ngames; k++) {
      el_dorado_game_free(el_dorado_games[k].game);
      free((void *)el_dorado_games[k].options);
    }
    el_dorado_ngames = 0;
  }
  char *copy = malloc(strlen(options) + 1);
  strcpy(copy, options);
  el_dorado_games[el_dorado_ngames].players = players;
  el_dorado_games[el_dorado_ngames].options = copy;
  el_dorado_games[el_dorado_ngames++].game = g;
  return g;
}

static void el_dorado_errored(rs_buf *out, const char *what) {
  const char *kind = el_dorado_last_error_kind() == 3 ? "RuntimeError: " : "ValueError: ";
  rs_buf m = {0};
  rs_wc(&m, what ? what : kind);
  rs_wc(&m, el_dorado_last_error());
  rs_wc(out, "\"errored\":true,\"context\":{\"message\":");
  rs_w_str(out, m.p);
  rs_wc(out, ",\"traceback\":\"\"}");
  free(m.p);
}

static void el_dorado_ints(rs_buf *out, const int64_t *v, int n) {
  rs_wc(out, "[");
  for (int k = 0; k < n; k++) {
    if (k) rs_wc(out, ",");
    rs_w_int(out, v[k]);
  }
  rs_wc(out, "]");
}

/* the `result` of one case (or errored), written after `"seq":..,` */
static void el_dorado_run(const rs_json *c, int players, const char *options, rs_buf *out) {
  el_dorado_game *g = el_dorado_game_for(players, options);
  if (g == NULL) {
    el_dorado_errored(out, NULL);
    return;
  }
  const rs_json *setup = rs_j_get(c, "setup");
  el_dorado_state *s;
  if (setup == NULL || setup->kind == RS_JNULL) {
    s = el_dorado_new_initial_state(g);
  } else {
    const rs_json *st = rs_j_get(setup, "state");
    if (st == NULL) {
      rs_wc(out, "\"errored\":true,\"context\":{\"message\":\"KeyError: 'state'\",\"traceback\":\"\"}");
      return;
    }
    s = el_dorado_state_from_json(g, st->src, st->srclen); /* its own text: it parses to this same value */
  }
  if (s == NULL) {
    el_dorado_errored(out, NULL);
    return;
  }
  rs_buf steps = {0};
  rs_wc(&steps, "[");
  const rs_json *list = rs_j_get(c, "steps");
  for (int32_t k = 0; list != NULL && list->kind == RS_JARR && k < list->n; k++) {
    const rs_json *a = list->items[k];
    int rc = a->kind == RS_JSTR ? el_dorado_apply_str(s, a->s) : el_dorado_apply(s, -1);
    if (k) rs_wc(&steps, ",");
    if (rc == 2) {
      free(steps.p);
      el_dorado_state_free(s);
      el_dorado_errored(out, NULL);
      return;
    }
    if (rc == 1) {
      rs_wc(&steps, "{\"ok\":false,\"error\":\"IllegalAction\",\"message\":");
      rs_w_str(&steps, el_dorado_last_error());
      rs_wc(&steps, "}");
      break;
    }
    rs_wc(&steps, "{\"ok\":true}");
  }
  rs_wc(&steps, "]");
  int terminal = el_dorado_is_terminal(s);
  char *state = el_dorado_to_json(s);
  int nlegal = terminal ? 0 : el_dorado_legal(s, NULL, NULL, 0);
  int *ids = malloc(sizeof(int) * (size_t)(nlegal > 0 ? nlegal : 1));
  if (nlegal > 0) el_dorado_legal(s, ids, NULL, nlegal);
  int64_t scores[256], rets[256];
  int ns = el_dorado_scores(s, scores, 256), nr = el_dorado_returns(s, rets, 256);
  int who = el_dorado_current_player(s);
  if (state == NULL || nlegal < 0 || ns < 0 || nr < 0 || who == -3) {
    free(state);
    free(ids);
    free(steps.p);
    el_dorado_state_free(s);
    el_dorado_errored(out, NULL);
    return;
  }
  rs_wc(out, "\"result\":{\"steps\":");
  rs_wc(out, steps.p);
  rs_wc(out, ",\"state\":");
  rs_wc(out, state);
  rs_wc(out, ",\"legal\":[");
  for (int k = 0; k < nlegal; k++) {
    if (k) rs_wc(out, ",");
    rs_w_str(out, el_dorado_game_action_name(g, ids[k]));
  }
  rs_wc(out, "],\"terminal\":");
  rs_wc(out, terminal ? "true" : "false");
  rs_wc(out, ",\"scores\":");
  el_dorado_ints(out, scores, ns);
  rs_wc(out, ",\"returns\":");
  el_dorado_ints(out, rets, nr);
  rs_wc(out, ",\"current_player\":");
  rs_w_int(out, who);
  rs_wc(out, "}");
  free(state);
  free(ids);
  free(steps.p);
  el_dorado_state_free(s);
}

typedef struct emerald_cached { int players; const char *options; emerald_game *game; } emerald_cached;
static emerald_cached emerald_games[64];
static int emerald_ngames;

static emerald_game *emerald_game_for(int players, const char *options) {
  for (int k = 0; k < emerald_ngames; k++)
    if (emerald_games[k].players == players && strcmp(emerald_games[k].options, options) == 0) return emerald_games[k].game;
  emerald_game *g = emerald_game_new(players, options);
  if (g == NULL) return NULL;
  if (emerald_ngames == 64) { /* Game objects describe the rules: keep a few, like the Python driver */
    for (int k = 0; k < emerald_ngames; k++) {
      emerald_game_free(emerald_games[k].game);
      free((void *)emerald_games[k].options);
    }
    emerald_ngames = 0;
  }
  char *copy = malloc(strlen(options) + 1);
  strcpy(copy, options);
  emerald_games[emerald_ngames].players = players;
  emerald_games[emerald_ngames].options = copy;
  emerald_games[emerald_ngames++].game = g;
  return g;
}

static void emerald_errored(rs_buf *out, const char *what) {
  const char *kind = emerald_last_error_kind() == 3 ? "RuntimeError: " : "ValueError: ";
  rs_buf m = {0};
  rs_wc(&m, what ? what : kind);
  rs_wc(&m, emerald_last_error());
  rs_wc(out, "\"errored\":true,\"context\":{\"message\":");
  rs_w_str(out, m.p);
  rs_wc(out, ",\"traceback\":\"\"}");
  free(m.p);
}

static void emerald_ints(rs_buf *out, const int64_t *v, int n) {
  rs_wc(out, "[");
  for (int k = 0; k < n; k++) {
    if (k) rs_wc(out, ",");
    rs_w_int(out, v[k]);
  }
  rs_wc(out, "]");
}

/* the `result` of one case (or errored), written after `"seq":..,` */
static void emerald_run(const rs_json *c, int players, const char *options, rs_buf *out) {
  emerald_game *g = emerald_game_for(players, options);
  if (g == NULL) {
    emerald_errored(out, NULL);
    return;
  }
  const rs_json *setup = rs_j_get(c, "setup");
  emerald_state *s;
  if (setup == NULL || setup->kind == RS_JNULL) {
    s = emerald_new_initial_state(g);
  } else {
    const rs_json *st = rs_j_get(setup, "state");
    if (st == NULL) {
      rs_wc(out, "\"errored\":true,\"context\":{\"message\":\"KeyError: 'state'\",\"traceback\":\"\"}");
      return;
    }
    s = emerald_state_from_json(g, st->src, st->srclen); /* its own text: it parses to this same value */
  }
  if (s == NULL) {
    emerald_errored(out, NULL);
    return;
  }
  rs_buf steps = {0};
  rs_wc(&steps, "[");
  const rs_json *list = rs_j_get(c, "steps");
  for (int32_t k = 0; list != NULL && list->kind == RS_JARR && k < list->n; k++) {
    const rs_json *a = list->items[k];
    int rc = a->kind == RS_JSTR ? emerald_apply_str(s, a->s) : emerald_apply(s, -1);
    if (k) rs_wc(&steps, ",");
    if (rc == 2) {
      free(steps.p);
      emerald_state_free(s);
      emerald_errored(out, NULL);
      return;
    }
    if (rc == 1) {
      rs_wc(&steps, "{\"ok\":false,\"error\":\"IllegalAction\",\"message\":");
      rs_w_str(&steps, emerald_last_error());
      rs_wc(&steps, "}");
      break;
    }
    rs_wc(&steps, "{\"ok\":true}");
  }
  rs_wc(&steps, "]");
  int terminal = emerald_is_terminal(s);
  char *state = emerald_to_json(s);
  int nlegal = terminal ? 0 : emerald_legal(s, NULL, NULL, 0);
  int *ids = malloc(sizeof(int) * (size_t)(nlegal > 0 ? nlegal : 1));
  if (nlegal > 0) emerald_legal(s, ids, NULL, nlegal);
  int64_t scores[256], rets[256];
  int ns = emerald_scores(s, scores, 256), nr = emerald_returns(s, rets, 256);
  int who = emerald_current_player(s);
  if (state == NULL || nlegal < 0 || ns < 0 || nr < 0 || who == -3) {
    free(state);
    free(ids);
    free(steps.p);
    emerald_state_free(s);
    emerald_errored(out, NULL);
    return;
  }
  rs_wc(out, "\"result\":{\"steps\":");
  rs_wc(out, steps.p);
  rs_wc(out, ",\"state\":");
  rs_wc(out, state);
  rs_wc(out, ",\"legal\":[");
  for (int k = 0; k < nlegal; k++) {
    if (k) rs_wc(out, ",");
    rs_w_str(out, emerald_game_action_name(g, ids[k]));
  }
  rs_wc(out, "],\"terminal\":");
  rs_wc(out, terminal ? "true" : "false");
  rs_wc(out, ",\"scores\":");
  emerald_ints(out, scores, ns);
  rs_wc(out, ",\"returns\":");
  emerald_ints(out, rets, nr);
  rs_wc(out, ",\"current_player\":");
  rs_w_int(out, who);
  rs_wc(out, "}");
  free(state);
  free(ids);
  free(steps.p);
  emerald_state_free(s);
}

typedef struct emporium_cached { int players; const char *options; emporium_game *game; } emporium_cached;
static emporium_cached emporium_games[64];
static int emporium_ngames;

static emporium_game *emporium_game_for(int players, const char *options) {
  for (int k = 0; k < emporium_ngames; k++)
    if (emporium_games[k].players == players && strcmp(emporium_games[k].options, options) == 0) return emporium_games[k].game;
  emporium_game *g = emporium_game_new(players, options);
  if (g == NULL) return NULL;
  if (emporium_ngames == 64) { /* Game objects describe the rules: keep a few, like the Python driver */
    for (int k = 0; k < emporium_ngames; k++) {
      emporium_game_free(emporium_games[k].game);
      free((void *)emporium_games[k].options);
    }
    emporium_ngames = 0;
  }
  char *copy = malloc(strlen(options) + 1);
  strcpy(copy, options);
  emporium_games[emporium_ngames].players = players;
  emporium_games[emporium_ngames].options = copy;
  emporium_games[emporium_ngames++].game = g;
  return g;
}

static void emporium_errored(rs_buf *out, const char *what) {
  const char *kind = emporium_last_error_kind() == 3 ? "RuntimeError: " : "ValueError: ";
  rs_buf m = {0};
  rs_wc(&m, what ? what : kind);
  rs_wc(&m, emporium_last_error());
  rs_wc(out, "\"errored\":true,\"context\":{\"message\":");
  rs_w_str(out, m.p);
  rs_wc(out, ",\"traceback\":\"\"}");
  free(m.p);
}

static void emporium_ints(rs_buf *out, const int64_t *v, int n) {
  rs_wc(out, "[");
  for (int k = 0; k < n; k++) {
    if (k) rs_wc(out, ",");
    rs_w_int(out, v[k]);
  }
  rs_wc(out, "]");
}

/* the `result` of one case (or errored), written after `"seq":..,` */
static void emporium_run(const rs_json *c, int players, const char *options, rs_buf *out) {
  emporium_game *g = emporium_game_for(players, options);
  if (g == NULL) {
    emporium_errored(out, NULL);
    return;
  }
  const rs_json *setup = rs_j_get(c, "setup");
  emporium_state *s;
  if (setup == NULL || setup->kind == RS_JNULL) {
    s = emporium_new_initial_state(g);
  } else {
    const rs_json *st = rs_j_get(setup, "state");
    if (st == NULL) {
      rs_wc(out, "\"errored\":true,\"context\":{\"message\":\"KeyError: 'state'\",\"traceback\":\"\"}");
      return;
    }
    s = emporium_state_from_json(g, st->src, st->srclen); /* its own text: it parses to this same value */
  }
  if (s == NULL) {
    emporium_errored(out, NULL);
    return;
  }
  rs_buf steps = {0};
  rs_wc(&steps, "[");
  const rs_json *list = rs_j_get(c, "steps");
  for (int32_t k = 0; list != NULL && list->kind == RS_JARR && k < list->n; k++) {
    const rs_json *a = list->items[k];
    int rc = a->kind == RS_JSTR ? emporium_apply_str(s, a->s) : emporium_apply(s, -1);
    if (k) rs_wc(&steps, ",");
    if (rc == 2) {
      free(steps.p);
      emporium_state_free(s);
      emporium_errored(out, NULL);
      return;
    }
    if (rc == 1) {
      rs_wc(&steps, "{\"ok\":false,\"error\":\"IllegalAction\",\"message\":");
      rs_w_str(&steps, emporium_last_error());
      rs_wc(&steps, "}");
      break;
    }
    rs_wc(&steps, "{\"ok\":true}");
  }
  rs_wc(&steps, "]");
  int terminal = emporium_is_terminal(s);
  char *state = emporium_to_json(s);
  int nlegal = terminal ? 0 : emporium_legal(s, NULL, NULL, 0);
  int *ids = malloc(sizeof(int) * (size_t)(nlegal > 0 ? nlegal : 1));
  if (nlegal > 0) emporium_legal(s, ids, NULL, nlegal);
  int64_t scores[256], rets[256];
  int ns = emporium_scores(s, scores, 256), nr = emporium_returns(s, rets, 256);
  int who = emporium_current_player(s);
  if (state == NULL || nlegal < 0 || ns < 0 || nr < 0 || who == -3) {
    free(state);
    free(ids);
    free(steps.p);
    emporium_state_free(s);
    emporium_errored(out, NULL);
    return;
  }
  rs_wc(out, "\"result\":{\"steps\":");
  rs_wc(out, steps.p);
  rs_wc(out, ",\"state\":");
  rs_wc(out, state);
  rs_wc(out, ",\"legal\":[");
  for (int k = 0; k < nlegal; k++) {
    if (k) rs_wc(out, ",");
    rs_w_str(out, emporium_game_action_name(g, ids[k]));
  }
  rs_wc(out, "],\"terminal\":");
  rs_wc(out, terminal ? "true" : "false");
  rs_wc(out, ",\"scores\":");
  emporium_ints(out, scores, ns);
  rs_wc(out, ",\"returns\":");
  emporium_ints(out, rets, nr);
  rs_wc(out, ",\"current_player\":");
  rs_w_int(out, who);
  rs_wc(out, "}");
  free(state);
  free(ids);
  free(steps.p);
  emporium_state_free(s);
}

static const char *const RS_GAMES[] = {"dragon_keeper", "el_dorado", "emerald", "emporium", NULL};
static int rs_known(const char *game) {
  for (int k = 0; RS_GAMES[k] != NULL; k++)
    if (strcmp(RS_GAMES[k], game) == 0) return 1;
  return 0;
}
static void rs_dispatch(const char *game, const rs_json *c, int players, const char *options, rs_buf *out) {
  if (strcmp(game, "dragon_keeper") == 0) dragon_keeper_run(c, players, options, out);
  if (strcmp(game, "el_dorado") == 0) el_dorado_run(c, players, options, out);
  if (strcmp(game, "emerald") == 0) emerald_run(c, players, options, out);
  if (strcmp(game, "emporium") == 0) emporium_run(c, players, options, out);
}

/* ---- the protocol (docs/protocol.md, v1): JSON lines on stdin/stdout ---- */
static void rs_reply(rs_buf *b) {
  fwrite(b->p, 1, b->len, stdout);
  fputc('\n', stdout);
  fflush(stdout); /* every reply at once: a crash after it cannot take it along */
}

static void rs_handle(const rs_json *m) {
  const rs_json *cmd = rs_j_get(m, "cmd");
  rs_buf b = {0};
  if (cmd != NULL && cmd->kind == RS_JSTR && strcmp(cmd->s, "start") == 0) {
    rs_wc(&b, "{\"version\":1,\"implementation\":{\"name\":\"rulestone-c\",\"language\":\"c\",\"version\":");
    rs_w_str(&b, RS_VERSION);
    rs_wc(&b, ",\"language_version\":");
#if defined(__VERSION__)
    rs_w_str(&b, __VERSION__);
#else
    rs_w_str(&b, "C11");
#endif
    rs_wc(&b, ",\"games\":[");
    for (int k = 0; RS_GAMES[k] != NULL; k++) {
      if (k) rs_wc(&b, ",");
      rs_w_str(&b, RS_GAMES[k]);
    }
    rs_wc(&b, "]}}");
    rs_reply(&b);
    free(b.p);
    return;
  }
  if (cmd == NULL || cmd->kind != RS_JSTR || strcmp(cmd->s, "run") != 0) {
    fprintf(stderr, "driver: ignoring unknown message\n");
    return;
  }
  const rs_json *seq = rs_j_get(m, "seq"), *c = rs_j_get(m, "case");
  rs_wc(&b, "{\"seq\":");
  if (seq != NULL) rs_j_write(&b, seq);
  else rs_wc(&b, "null");
  rs_wc(&b, ",");
  const rs_json *game = rs_j_get(c, "game"), *players = rs_j_get(c, "players"), *opts = rs_j_get(c, "options");
  if (c == NULL || game == NULL || game->kind != RS_JSTR || !rs_known(game->s)) {
    rs_buf msg = {0};
    rs_wc(&msg, "no engine for game ");
    if (game != NULL && game->kind == RS_JSTR) rs_w_repr(&msg, game->s);
    else rs_wc(&msg, "None");
    rs_wc(&msg, " in c/");
    rs_wc(&b, "\"skipped\":true,\"message\":");
    rs_w_str(&b, msg.p);
    free(msg.p);
  } else if (players == NULL || players->kind != RS_JINT || players->i < INT_MIN || players->i > INT_MAX ||
             (opts != NULL && opts->kind != RS_JOBJ && opts->kind != RS_JNULL)) {
    rs_wc(&b, "\"errored\":true,\"context\":{\"message\":\"ValueError: a case needs integer players and "
              "an options object\",\"traceback\":\"\"}");
  } else {
    rs_buf options = {0};
    if (opts != NULL && opts->kind == RS_JOBJ) rs_j_write(&options, opts);
    else rs_wc(&options, "{}");
    rs_dispatch(game->s, c, (int)players->i, options.p, &b);
    free(options.p);
  }
  rs_wc(&b, "}");
  rs_reply(&b);
  free(b.p);
}

int main(void) {
  rs_buf line = {0};
  static char chunk[65536], inbuf[1 << 16], outbuf[1 << 16];
  setvbuf(stdin, inbuf, _IOFBF, sizeof inbuf); /* pipelined requests come in a few reads, not per 4 KiB */
  setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
  int done = 0;
  while (!done) {
    line.len = 0;
    int got = 0;
    while (fgets(chunk, sizeof chunk, stdin) != NULL) {
      got = 1;
      rs_wc(&line, chunk);
      if (line.len > 0 && line.p[line.len - 1] == '\n') break;
    }
    if (!got) break;
    rs_arena arena = {0};
    rs_cur = &arena;
    rs_jparse jp;
    size_t n = line.len;
    while (n > 0 && (line.p[n - 1] == '\n' || line.p[n - 1] == '\r' || line.p[n - 1] == ' ')) n--;
    if (n > 0) {
      rs_json *m = rs_j_parse(line.p, n, &jp);
      if (m == NULL) {
        fprintf(stderr, "driver: ignoring a line that is not JSON (expected %s)\n", jp.err);
      } else {
        const rs_json *cmd = rs_j_get(m, "cmd");
        if (cmd != NULL && cmd->kind == RS_JSTR && strcmp(cmd->s, "stop") == 0) done = 1;
        else rs_handle(m);
      }
    }
    rs_arena_free(&arena);
    rs_cur = NULL;
  }
  free(line.p);
  return 0;
}
