/* The Quest for El Dorado engine API, compiled by rulestone from rulespecs/el_dorado.yaml
   (docs/c-target.md). Do not edit: change the spec and run `rulestone build`. */
#ifndef RULESTONE_EL_DORADO_H
#define RULESTONE_EL_DORADO_H
#include <stddef.h>
#include <stdint.h>
typedef struct el_dorado_game el_dorado_game;
typedef struct el_dorado_state el_dorado_state;
const char *el_dorado_last_error(void);
int el_dorado_last_error_kind(void); /* 1 IllegalAction, 2 bad input (ValueError), 3 the rules failed */
const char *el_dorado_game_id(void);
const char *el_dorado_spec_sha256(void);
int el_dorado_min_players(void);
int el_dorado_max_players(void);
int el_dorado_num_actions(void);
const char *el_dorado_action_name(int id);
int el_dorado_action_id(const char *action);
int el_dorado_game_action_id(const el_dorado_game *g, const char *action); /* run-time strings too */
const char *el_dorado_game_action_name(const el_dorado_game *g, int id);
int el_dorado_num_options(void);
const char *el_dorado_option_name(int k);
const char *el_dorado_enum_value(int e, int k);
el_dorado_game *el_dorado_game_new(int players, const char *options_json);
void el_dorado_game_free(el_dorado_game *g);
int el_dorado_game_players(const el_dorado_game *g);
const char *el_dorado_game_option(const el_dorado_game *g, int k);
el_dorado_state *el_dorado_new_initial_state(el_dorado_game *g);
el_dorado_state *el_dorado_state_from_json(el_dorado_game *g, const char *json, size_t len);
el_dorado_state *el_dorado_clone(const el_dorado_state *s);
void el_dorado_state_free(el_dorado_state *s);
int el_dorado_is_terminal(const el_dorado_state *s);
int el_dorado_is_chance_node(const el_dorado_state *s);
int el_dorado_current_player(el_dorado_state *s);
int el_dorado_legal(el_dorado_state *s, int *ids, int64_t *weights, int max);
int el_dorado_chance_outcomes(el_dorado_state *s, int *ids, int64_t *num, int64_t *den, int max);
int el_dorado_apply(el_dorado_state *s, int id);
int el_dorado_apply_str(el_dorado_state *s, const char *action);
int el_dorado_scores(el_dorado_state *s, int64_t *out, int max);
int el_dorado_returns(el_dorado_state *s, int64_t *out, int max);
char *el_dorado_to_json(el_dorado_state *s);
void el_dorado_free(void *p);
int el_dorado_playouts(el_dorado_game *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats);
#endif
