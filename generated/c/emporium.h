/* Emporium engine API, compiled by rulestone from rulespecs/emporium.yaml
   (docs/c-target.md). Do not edit: change the spec and run `rulestone build`. */
#ifndef RULESTONE_EMPORIUM_H
#define RULESTONE_EMPORIUM_H
#include <stddef.h>
#include <stdint.h>
typedef struct emporium_game emporium_game;
typedef struct emporium_state emporium_state;
const char *emporium_last_error(void);
int emporium_last_error_kind(void); /* 1 IllegalAction, 2 bad input (ValueError), 3 the rules failed */
const char *emporium_game_id(void);
const char *emporium_spec_sha256(void);
int emporium_min_players(void);
int emporium_max_players(void);
int emporium_num_actions(void);
const char *emporium_action_name(int id);
int emporium_action_id(const char *action);
int emporium_game_action_id(const emporium_game *g, const char *action); /* run-time strings too */
const char *emporium_game_action_name(const emporium_game *g, int id);
int emporium_num_options(void);
const char *emporium_option_name(int k);
const char *emporium_enum_value(int e, int k);
emporium_game *emporium_game_new(int players, const char *options_json);
void emporium_game_free(emporium_game *g);
int emporium_game_players(const emporium_game *g);
const char *emporium_game_option(const emporium_game *g, int k);
emporium_state *emporium_new_initial_state(emporium_game *g);
emporium_state *emporium_state_from_json(emporium_game *g, const char *json, size_t len);
emporium_state *emporium_clone(const emporium_state *s);
void emporium_state_free(emporium_state *s);
int emporium_is_terminal(const emporium_state *s);
int emporium_is_chance_node(const emporium_state *s);
int emporium_current_player(emporium_state *s);
int emporium_legal(emporium_state *s, int *ids, int64_t *weights, int max);
int emporium_chance_outcomes(emporium_state *s, int *ids, int64_t *num, int64_t *den, int max);
int emporium_apply(emporium_state *s, int id);
int emporium_apply_str(emporium_state *s, const char *action);
int emporium_scores(emporium_state *s, int64_t *out, int max);
int emporium_returns(emporium_state *s, int64_t *out, int max);
char *emporium_to_json(emporium_state *s);
void emporium_free(void *p);
int emporium_playouts(emporium_game *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats);
#endif
