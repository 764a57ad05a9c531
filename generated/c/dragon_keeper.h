/* Dragon Keeper: The Dungeon engine API, compiled by rulestone from rulespecs/dragon_keeper.yaml
   (docs/c-target.md). Do not edit: change the spec and run `rulestone build`. */
#ifndef RULESTONE_DRAGON_KEEPER_H
#define RULESTONE_DRAGON_KEEPER_H
#include <stddef.h>
#include <stdint.h>
typedef struct dragon_keeper_game dragon_keeper_game;
typedef struct dragon_keeper_state dragon_keeper_state;
const char *dragon_keeper_last_error(void);
int dragon_keeper_last_error_kind(void); /* 1 IllegalAction, 2 bad input (ValueError), 3 the rules failed */
const char *dragon_keeper_game_id(void);
const char *dragon_keeper_spec_sha256(void);
int dragon_keeper_min_players(void);
int dragon_keeper_max_players(void);
int dragon_keeper_num_actions(void);
const char *dragon_keeper_action_name(int id);
int dragon_keeper_action_id(const char *action);
int dragon_keeper_game_action_id(const dragon_keeper_game *g, const char *action); /* run-time strings too */
const char *dragon_keeper_game_action_name(const dragon_keeper_game *g, int id);
int dragon_keeper_num_options(void);
const char *dragon_keeper_option_name(int k);
const char *dragon_keeper_enum_value(int e, int k);
dragon_keeper_game *dragon_keeper_game_new(int players, const char *options_json);
void dragon_keeper_game_free(dragon_keeper_game *g);
int dragon_keeper_game_players(const dragon_keeper_game *g);
const char *dragon_keeper_game_option(const dragon_keeper_game *g, int k);
dragon_keeper_state *dragon_keeper_new_initial_state(dragon_keeper_game *g);
dragon_keeper_state *dragon_keeper_state_from_json(dragon_keeper_game *g, const char *json, size_t len);
dragon_keeper_state *dragon_keeper_clone(const dragon_keeper_state *s);
void dragon_keeper_state_free(dragon_keeper_state *s);
int dragon_keeper_is_terminal(const dragon_keeper_state *s);
int dragon_keeper_is_chance_node(const dragon_keeper_state *s);
int dragon_keeper_current_player(dragon_keeper_state *s);
int dragon_keeper_legal(dragon_keeper_state *s, int *ids, int64_t *weights, int max);
int dragon_keeper_chance_outcomes(dragon_keeper_state *s, int *ids, int64_t *num, int64_t *den, int max);
int dragon_keeper_apply(dragon_keeper_state *s, int id);
int dragon_keeper_apply_str(dragon_keeper_state *s, const char *action);
int dragon_keeper_scores(dragon_keeper_state *s, int64_t *out, int max);
int dragon_keeper_returns(dragon_keeper_state *s, int64_t *out, int max);
char *dragon_keeper_to_json(dragon_keeper_state *s);
void dragon_keeper_free(void *p);
int dragon_keeper_playouts(dragon_keeper_game *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats);
#endif
