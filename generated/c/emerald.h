/* Emerald engine API, compiled by rulestone from rulespecs/emerald.yaml
   (docs/c-target.md). Do not edit: change the spec and run `rulestone build`. */
#ifndef RULESTONE_EMERALD_H
#define RULESTONE_EMERALD_H
#include <stddef.h>
#include <stdint.h>
typedef struct emerald_game emerald_game;
typedef struct emerald_state emerald_state;
const char *emerald_last_error(void);
int emerald_last_error_kind(void); /* 1 IllegalAction, 2 bad input (ValueError), 3 the rules failed */
const char *emerald_game_id(void);
const char *emerald_spec_sha256(void);
int emerald_min_players(void);
int emerald_max_players(void);
int emerald_num_actions(void);
const char *emerald_action_name(int id);
int emerald_action_id(const char *action);
int emerald_game_action_id(const emerald_game *g, const char *action); /* run-time strings too */
const char *emerald_game_action_name(const emerald_game *g, int id);
int emerald_num_options(void);
const char *emerald_option_name(int k);
const char *emerald_enum_value(int e, int k);
emerald_game *emerald_game_new(int players, const char *options_json);
void emerald_game_free(emerald_game *g);
int emerald_game_players(const emerald_game *g);
const char *emerald_game_option(const emerald_game *g, int k);
emerald_state *emerald_new_initial_state(emerald_game *g);
emerald_state *emerald_state_from_json(emerald_game *g, const char *json, size_t len);
emerald_state *emerald_clone(const emerald_state *s);
void emerald_state_free(emerald_state *s);
int emerald_is_terminal(const emerald_state *s);
int emerald_is_chance_node(const emerald_state *s);
int emerald_current_player(emerald_state *s);
int emerald_legal(emerald_state *s, int *ids, int64_t *weights, int max);
int emerald_chance_outcomes(emerald_state *s, int *ids, int64_t *num, int64_t *den, int max);
int emerald_apply(emerald_state *s, int id);
int emerald_apply_str(emerald_state *s, const char *action);
int emerald_scores(emerald_state *s, int64_t *out, int max);
int emerald_returns(emerald_state *s, int64_t *out, int max);
char *emerald_to_json(emerald_state *s);
void emerald_free(void *p);
int emerald_playouts(emerald_game *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats);
#endif
