/* Emerald engine, compiled by rulestone from rulespecs/emerald.yaml
   (docs/rule-language.md, docs/c-target.md). Do not edit: change the rule bodies in the spec and
   run `rulestone build`.
   C11, standard library only; the API is in the header beside this file. */
#include "emerald.h"
#define RS_API(name) emerald_##name
#define RS_GAME_ID "emerald"
#define RS_SPEC_SHA256 "994cb1fd170d342204cc02dfcb7552502446a9de8c951f7566ba584642c8bd51"
#define RS_MIN_PLAYERS 2
#define RS_MAX_PLAYERS 5
#include "rs_runtime.h"
/* ---- the game ---- */
static RS_UNUSED const char *const EN_colour[] = {"c1", "c2", "c3", "c4", "c5"};
static RS_UNUSED const int32_t RK_colour[] = {0, 1, 2, 3, 4};
static RS_UNUSED const char *const EN_place[] = {"tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"};
static RS_UNUSED const int32_t RK_place[] = {16, 17, 18, 19, 15, 0, 7, 8, 9, 10, 11, 12, 13, 14, 1, 2, 3, 4, 5, 6};
static RS_UNUSED const char *const EN_gem_kind[] = {"ruby", "emerald", "garnet", "turquoise"};
static RS_UNUSED const int32_t RK_gem_kind[] = {2, 0, 1, 3};
static RS_UNUSED const char *const EN_phase[] = {"deal", "move", "take", "roll", "dragon-end", "capture", "catch", "ransom", "over"};
static RS_UNUSED const int32_t RK_phase[] = {2, 4, 8, 7, 3, 0, 1, 6, 5};
static RS_UNUSED const char *const EN_facing[] = {"left", "right"};
static RS_UNUSED const int32_t RK_facing[] = {0, 1};
static RS_UNUSED const char *const EN_caught[] = {"ransomed", "eaten"};
static RS_UNUSED const int32_t RK_caught[] = {1, 0};
static RS_UNUSED const char *const EN_pile[] = {"gem", "gold"};
static RS_UNUSED const int32_t RK_pile[] = {0, 1};
static RS_UNUSED const char *const EN_pick[] = {"last", "other"};
static RS_UNUSED const int32_t RK_pick[] = {0, 1};
static const char *const *const RS_ENUMS[] = {EN_colour, EN_place, EN_gem_kind, EN_phase, EN_facing, EN_caught, EN_pile, EN_pick};
static const int RS_ENUM_SIZES[] = {5, 20, 4, 9, 2, 2, 2, 2};
const char *RS_API(enum_value)(int e, int k) {
  if (e < 0 || e >= 8 || k < 0 || k >= RS_ENUM_SIZES[e]) return NULL;
  return RS_ENUMS[e][k];
}
#define RS_NOPT 9
static const char *const RS_OPTV_0[] = {"same-colour", "one-knight"};
static const char *const RS_OPTV_1[] = {"dragon-first", "card-first"};
static const char *const RS_OPTV_2[] = {"takes-card", "no-card"};
static const char *const RS_OPTV_3[] = {"dragon-moves", "dragon-skipped"};
static const char *const RS_OPTV_4[] = {"bounce", "may-stop-at-end"};
static const char *const RS_OPTV_5[] = {"per-building", "whole-town"};
static const char *const RS_OPTV_6[] = {"knights-only", "dragon-counts"};
static const char *const RS_OPTV_7[] = {"ends-turn", "continues"};
static const char *const RS_OPTV_8[] = {"per-player", "per-colour"};
static RS_UNUSED const char *const RS_OPT_NAMES[] = {"two_player_moves", "card_dragon_order", "ransomed_knight_takes_card", "dragon_after_card", "dragon_end_of_track", "start_space_count", "dragon_counts_for_distance", "treasure_room_ends_turn", "two_player_last_knight"};
static RS_UNUSED const char *const RS_OPT_SORTED[] = {"card_dragon_order", "dragon_after_card", "dragon_counts_for_distance", "dragon_end_of_track", "ransomed_knight_takes_card", "start_space_count", "treasure_room_ends_turn", "two_player_last_knight", "two_player_moves"};
static RS_UNUSED const int RS_OPT_NVALUES[] = {2, 2, 2, 2, 2, 2, 2, 2, 2};
static RS_UNUSED const char *const *const RS_OPT_VALUES[] = {RS_OPTV_0, RS_OPTV_1, RS_OPTV_2, RS_OPTV_3, RS_OPTV_4, RS_OPTV_5, RS_OPTV_6, RS_OPTV_7, RS_OPTV_8};
static RS_UNUSED const int RS_OPT_DEFAULT[] = {0, 1, 0, 0, 0, 0, 0, 0, 0};
static RS_UNUSED const int64_t C_TOWERS = 4;
static rs_val C_CENTRE_USED_it[] = {{.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 1}, {.i = 0}};
static RS_UNUSED rs_list C_CENTRE_USED_l = {6, -1, C_CENTRE_USED_it};
#define C_CENTRE_USED (&C_CENTRE_USED_l)
static RS_UNUSED const int64_t C_FIELD_SPACES = 6;
static RS_UNUSED const int64_t C_CAVE_SPACES = 9;
static RS_UNUSED const int64_t C_NCOLOURS = 5;
static RS_UNUSED const int32_t RS_INDEX_COLOURS[] = {0, 1, 2, 3, 4};
static RS_UNUSED const int32_t RS_COUNT_COLOURS[] = {1, 1, 1, 1, 1};
static rs_val C_COLOURS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COLOURS_l = {5, -1, C_COLOURS_it};
#define C_COLOURS (&C_COLOURS_l)
static rs_val C_KNIGHTS_PER_PLAYER_it[] = {{.i = 0}, {.i = 0}, {.i = 8}, {.i = 5}, {.i = 5}, {.i = 4}};
static RS_UNUSED rs_list C_KNIGHTS_PER_PLAYER_l = {6, -1, C_KNIGHTS_PER_PLAYER_it};
#define C_KNIGHTS_PER_PLAYER (&C_KNIGHTS_PER_PLAYER_l)
static rs_val C_KNIGHTS_PER_COLOUR_it[] = {{.i = 0}, {.i = 0}, {.i = 4}, {.i = 5}, {.i = 5}, {.i = 4}};
static RS_UNUSED rs_list C_KNIGHTS_PER_COLOUR_l = {6, -1, C_KNIGHTS_PER_COLOUR_it};
#define C_KNIGHTS_PER_COLOUR (&C_KNIGHTS_PER_COLOUR_l)
static rs_val C_COLOURS_PER_PLAYER_it[] = {{.i = 0}, {.i = 0}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}};
static RS_UNUSED rs_list C_COLOURS_PER_PLAYER_l = {6, -1, C_COLOURS_PER_PLAYER_it};
#define C_COLOURS_PER_PLAYER (&C_COLOURS_PER_PLAYER_l)
static RS_UNUSED const int32_t RS_INDEX_GEM_KINDS[] = {0, 1, 2, 3};
static RS_UNUSED const int32_t RS_COUNT_GEM_KINDS[] = {1, 1, 1, 1};
static rs_val C_GEM_KINDS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_GEM_KINDS_l = {4, -1, C_GEM_KINDS_it};
#define C_GEM_KINDS (&C_GEM_KINDS_l)
static RS_UNUSED const int64_t C_GEMS_PER_KIND = 6;
static rs_val C_GOLD_VALUES_it[] = {{.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}};
static RS_UNUSED rs_list C_GOLD_VALUES_l = {5, -1, C_GOLD_VALUES_it};
#define C_GOLD_VALUES (&C_GOLD_VALUES_l)
static RS_UNUSED const int64_t C_GOLD_PER_VALUE = 5;
static rs_val C_GEM_PILES_it[] = {{.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}};
static RS_UNUSED rs_list C_GEM_PILES_l = {9, -1, C_GEM_PILES_it};
#define C_GEM_PILES (&C_GEM_PILES_l)
static rs_val C_GOLD_PILES_it[] = {{.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_GOLD_PILES_l = {9, -1, C_GOLD_PILES_it};
#define C_GOLD_PILES (&C_GOLD_PILES_l)
static RS_UNUSED const int64_t C_TREASURE_CARDS = 4;
static RS_UNUSED const int64_t C_TREASURE_PLACES = 4;
static RS_UNUSED const int64_t C_DRAGON_START_SPACE = 4;
static RS_UNUSED const int64_t C_TRACK_START_SPACE = 1;
static RS_UNUSED const int64_t C_TRACK_LAST_START_SPACE = 6;
static RS_UNUSED const int64_t C_DRAGON_START = 10;
static RS_UNUSED const int64_t C_TRACK_START = 7;
static RS_UNUSED const int64_t C_TRACK_LAST_START = 12;
static RS_UNUSED const int64_t C_TRACK_LENGTH = 4;
static RS_UNUSED const int64_t C_TRACK_ADVANCE = 1;
static rs_val C_DIE_FACES_it[] = {{.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}};
static RS_UNUSED rs_list C_DIE_FACES_l = {6, -1, C_DIE_FACES_it};
#define C_DIE_FACES (&C_DIE_FACES_l)
static rs_val C_ROLLS_it[] = {{.i = 1}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_ROLLS_l = {3, -1, C_ROLLS_it};
#define C_ROLLS (&C_ROLLS_l)
static RS_UNUSED const int64_t C_KNIGHTS_MOVED_MAX = 2;
static RS_UNUSED const int64_t C_RANSOM_GOLD_CARDS = 1;
static RS_UNUSED const int64_t C_END_KNIGHTS_LEFT = 1;
static RS_UNUSED const int64_t C_POINTS_TREASURE = 5;
static RS_UNUSED const int64_t C_POINTS_GEM = 1;
static RS_UNUSED const int64_t C_POINTS_BONUS = 4;
static rs_val C_START_SPOTS_it[] = {{.s = "tower-1"}, {.s = "tower-2"}, {.s = "tower-3"}, {.s = "tower-4"}, {.s = "centre"}};
static RS_UNUSED rs_list C_START_SPOTS_l = {5, -1, C_START_SPOTS_it};
#define C_START_SPOTS (&C_START_SPOTS_l)
static RS_UNUSED const int64_t C_NSTART = 5;
static RS_UNUSED const int64_t C_NPATH = 15;
static RS_UNUSED const int64_t C_CAVE_FIRST = 7;
static RS_UNUSED const int32_t RS_INDEX_PLACES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
static RS_UNUSED const int32_t RS_COUNT_PLACES[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_PLACES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_PLACES_l = {20, -1, C_PLACES_it};
#define C_PLACES (&C_PLACES_l)
static RS_UNUSED const int32_t RS_INDEX_PHASES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
static RS_UNUSED const int32_t RS_COUNT_PHASES[] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_PHASES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}};
static RS_UNUSED rs_list C_PHASES_l = {9, -1, C_PHASES_it};
#define C_PHASES (&C_PHASES_l)
static RS_UNUSED const int32_t RS_INDEX_FACINGS[] = {0, 1};
static RS_UNUSED const int32_t RS_COUNT_FACINGS[] = {1, 1};
static rs_val C_FACINGS_it[] = {{.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_FACINGS_l = {2, -1, C_FACINGS_it};
#define C_FACINGS (&C_FACINGS_l)
static RS_UNUSED const int32_t RS_INDEX_CAUGHT[] = {0, 1};
static RS_UNUSED const int32_t RS_COUNT_CAUGHT[] = {1, 1};
static rs_val C_CAUGHT_it[] = {{.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_CAUGHT_l = {2, -1, C_CAUGHT_it};
#define C_CAUGHT (&C_CAUGHT_l)
static RS_UNUSED const int32_t RS_INDEX_PILES[] = {0, 1};
static RS_UNUSED const int32_t RS_COUNT_PILES[] = {1, 1};
static rs_val C_PILES_it[] = {{.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_PILES_l = {2, -1, C_PILES_it};
#define C_PILES (&C_PILES_l)
static RS_UNUSED const int32_t RS_INDEX_PICKS[] = {0, 1};
static RS_UNUSED const int32_t RS_COUNT_PICKS[] = {1, 1};
static rs_val C_PICKS_it[] = {{.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_PICKS_l = {2, -1, C_PICKS_it};
#define C_PICKS (&C_PICKS_l)
static rs_val C_DEAL_PILE_it[] = {{.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gem"}, {.s = "gem"}, {.s = "gold"}, {.s = "gold"}, {.s = "gold"}};
static RS_UNUSED rs_list C_DEAL_PILE_l = {45, -1, C_DEAL_PILE_it};
#define C_DEAL_PILE (&C_DEAL_PILE_l)
static rs_val C_DEAL_CAVE_it[] = {{.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 5}, {.i = 5}, {.i = 5}, {.i = 5}, {.i = 5}, {.i = 6}, {.i = 6}, {.i = 6}, {.i = 6}, {.i = 6}, {.i = 7}, {.i = 7}, {.i = 7}, {.i = 7}, {.i = 7}, {.i = 8}, {.i = 8}, {.i = 8}, {.i = 8}, {.i = 8}};
static RS_UNUSED rs_list C_DEAL_CAVE_l = {45, -1, C_DEAL_CAVE_it};
#define C_DEAL_CAVE (&C_DEAL_CAVE_l)
static RS_UNUSED const int64_t C_NDEAL = 45;
typedef struct R_Dragon R_Dragon;
typedef struct R_Cave R_Cave;
typedef struct R_Hand R_Hand;
typedef struct R_Last R_Last;
typedef struct R_Turn R_Turn;
typedef struct R_Capture R_Capture;
typedef struct R_State R_State;
struct R_Dragon {
  int64_t f_space;
  int64_t f_facing;
};
struct R_Cave {
  int64_t f_space;
  rs_list *f_gems;
  rs_list *f_gold;
};
struct R_Hand {
  rs_list *f_gold;
  rs_edict *f_gems;
  int64_t f_treasure;
  int64_t f_four_gem_bonus;
};
struct R_Last {
  int64_t f_colour;
  int64_t f_place;
};
struct R_Turn {
  int64_t f_moved;
  R_Last *f_last;
  int64_t f_took;
  int64_t f_roll_due;
  int64_t f_pips;
  int64_t f_caught;
};
struct R_Capture {
  int64_t f_space;
  int64_t f_colour;
};
struct R_State {
  int64_t f_phase;
  int64_t f_turn;
  rs_edict *f_knights;
  R_Dragon *f_dragon;
  rs_list *f_track;
  rs_list *f_caves;
  int64_t f_treasure;
  int64_t f_four_gem_bonus;
  rs_list *f_hands;
  R_Turn *f_this_turn;
  R_Capture *f_capture;
  int64_t f_dealt;
  rs_edict *f_gems_left;
  rs_list *f_gold_left;
  rs_edict *f_crowd;
  rs_edict *f_stands;
};
typedef struct emerald_game rs_game;
struct emerald_game {
  int players;
  int opt[9];
  rs_arena arena;
  rs_rtab rt;
  int64_t gf_colours_per_player;
  rs_list *gf_colours;
  rs_list *gf_seat_colours;
  rs_edict *gf_owner;
  int64_t gf_knights_per_colour;
  rs_list *gf_spots;
  int64_t gf_max_moves;
};
static RS_UNUSED R_Dragon *mk_Dragon(int64_t a_space, int64_t a_facing) {
  R_Dragon *r = rs_alloc(sizeof *r);
  r->f_space = a_space;
  r->f_facing = a_facing;
  return r;
}
static RS_UNUSED R_Cave *mk_Cave(int64_t a_space, rs_list *a_gems, rs_list *a_gold) {
  R_Cave *r = rs_alloc(sizeof *r);
  r->f_space = a_space;
  r->f_gems = a_gems;
  r->f_gold = a_gold;
  return r;
}
static RS_UNUSED R_Hand *mk_Hand(rs_list *a_gold, rs_edict *a_gems, int64_t a_treasure, int64_t a_four_gem_bonus) {
  R_Hand *r = rs_alloc(sizeof *r);
  r->f_gold = a_gold;
  r->f_gems = a_gems;
  r->f_treasure = a_treasure;
  r->f_four_gem_bonus = a_four_gem_bonus;
  return r;
}
static RS_UNUSED R_Last *mk_Last(int64_t a_colour, int64_t a_place) {
  R_Last *r = rs_alloc(sizeof *r);
  r->f_colour = a_colour;
  r->f_place = a_place;
  return r;
}
static RS_UNUSED R_Turn *mk_Turn(int64_t a_moved, R_Last *a_last, int64_t a_took, int64_t a_roll_due, int64_t a_pips, int64_t a_caught) {
  R_Turn *r = rs_alloc(sizeof *r);
  r->f_moved = a_moved;
  r->f_last = a_last;
  r->f_took = a_took;
  r->f_roll_due = a_roll_due;
  r->f_pips = a_pips;
  r->f_caught = a_caught;
  return r;
}
static RS_UNUSED R_Capture *mk_Capture(int64_t a_space, int64_t a_colour) {
  R_Capture *r = rs_alloc(sizeof *r);
  r->f_space = a_space;
  r->f_colour = a_colour;
  return r;
}
static RS_UNUSED R_State *mk_State(int64_t a_phase, int64_t a_turn, rs_edict *a_knights, R_Dragon *a_dragon, rs_list *a_track, rs_list *a_caves, int64_t a_treasure, int64_t a_four_gem_bonus, rs_list *a_hands, R_Turn *a_this_turn, R_Capture *a_capture, int64_t a_dealt, rs_edict *a_gems_left, rs_list *a_gold_left, rs_edict *a_crowd, rs_edict *a_stands) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = a_phase;
  r->f_turn = a_turn;
  r->f_knights = a_knights;
  r->f_dragon = a_dragon;
  r->f_track = a_track;
  r->f_caves = a_caves;
  r->f_treasure = a_treasure;
  r->f_four_gem_bonus = a_four_gem_bonus;
  r->f_hands = a_hands;
  r->f_this_turn = a_this_turn;
  r->f_capture = a_capture;
  r->f_dealt = a_dealt;
  r->f_gems_left = a_gems_left;
  r->f_gold_left = a_gold_left;
  r->f_crowd = a_crowd;
  r->f_stands = a_stands;
  return r;
}
static RS_UNUSED R_State *f_init(rs_game *g);
static RS_UNUSED int64_t f_place_of(rs_game *g, int64_t l_space);
static RS_UNUSED int64_t f_space_of(rs_game *g, int64_t l_p);
static RS_UNUSED int64_t f_on_place(rs_game *g, R_State *l_s, int64_t l_p);
static RS_UNUSED rs_edict *f_crowd_of(rs_game *g, rs_edict *l_knights);
static RS_UNUSED rs_edict *f_stands_of(rs_game *g, rs_edict *l_knights);
static RS_UNUSED void f_knight_off(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p);
static RS_UNUSED void f_knight_on(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p);
static RS_UNUSED rs_list *f_colours_on(rs_game *g, R_State *l_s, int64_t l_p);
static RS_UNUSED int64_t f_colour_count(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_get_seat(rs_game *g, int64_t l_b);
static RS_UNUSED const char *f_names(rs_game *g, rs_list *l_cs);
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_treasure_start(rs_game *g);
static RS_UNUSED int64_t f_bonus_start(rs_game *g);
static RS_UNUSED rs_list *f_track_start(rs_game *g);
static RS_UNUSED R_Dragon *f_dragon_start(rs_game *g);
static RS_UNUSED rs_list *f_empty_caves(rs_game *g);
static RS_UNUSED int64_t f_dealt(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_count_dealt(rs_game *g, rs_list *l_caves);
static RS_UNUSED rs_edict *f_undealt_gems(rs_game *g, rs_list *l_caves);
static RS_UNUSED rs_list *f_undealt_gold(rs_game *g, rs_list *l_caves);
static RS_UNUSED rs_list *f_deal_gem_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_deal_gold_values(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_deal_gem_weight(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED int64_t f_deal_gold_weight(rs_game *g, R_State *l_s, int64_t l_v);
static RS_UNUSED void f_deal_gem(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_deal_gold(rs_game *g, R_State *l_s, int64_t l_v);
static RS_UNUSED void f_deal_done(rs_game *g, R_State *l_s, int64_t l_n);
static RS_UNUSED const char *f_check_deal(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_check_counts(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_game_colours(rs_game *g);
static RS_UNUSED rs_list *f_game_seat_colours(rs_game *g);
static RS_UNUSED rs_edict *f_game_owner(rs_game *g);
static RS_UNUSED int64_t f_game_knights_per_colour(rs_game *g);
static RS_UNUSED rs_list *f_game_spots(rs_game *g);
static RS_UNUSED rs_edict *f_start_knights(rs_game *g);
static RS_UNUSED int64_t f_first_player(rs_game *g);
static RS_UNUSED void f_end_turn(rs_game *g, R_State *l_s);
static RS_UNUSED R_Turn *f_fresh_turn(rs_game *g);
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_pass(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_pass(rs_game *g, R_State *l_s);
static RS_UNUSED void f_next_move(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_game_max_moves(rs_game *g);
static RS_UNUSED int64_t f_move_distance(rs_game *g, R_State *l_s, int64_t l_p);
static RS_UNUSED int64_t f_start_distance(rs_game *g, R_State *l_s, int64_t l_p, int64_t l_steps);
static RS_UNUSED void f_do_move(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p);
static RS_UNUSED rs_list *f_mover_colours(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_second_knights(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED rs_list *f_movable(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_treasure_room(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_treasure_room_turn(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_dragon_triggered(rs_game *g, R_State *l_s, int64_t l_space);
static RS_UNUSED int64_t f_roll_weight(rs_game *g, R_State *l_s, int64_t l_n);
static RS_UNUSED int64_t f_step_of(rs_game *g, int64_t l_f);
static RS_UNUSED int64_t f_turned(rs_game *g, int64_t l_f);
static RS_UNUSED void f_walk(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_at_end(rs_game *g, R_State *l_s);
static RS_UNUSED void f_stop_dragon(rs_game *g, R_State *l_s);
static RS_UNUSED void f_dragon_stopped(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_track_stop(rs_game *g, R_State *l_s, int64_t l_advance);
static RS_UNUSED void f_roll(rs_game *g, R_State *l_s, int64_t l_n);
static RS_UNUSED void f_capture_after_move(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_in_play(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_capture(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_choose_colour(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED int64_t f_last_among_others(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED int64_t f_can_catch(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_catch_knight(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_eaten(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_captured(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_owner_decides(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED int64_t f_seat_ransom(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_refuse(rs_game *g, R_State *l_s);
static RS_UNUSED void f_refuse(rs_game *g, R_State *l_s);
static RS_UNUSED void f_pay(rs_game *g, R_State *l_s, int64_t l_v);
static RS_UNUSED int64_t f_can_pay(rs_game *g, R_State *l_s, int64_t l_v);
static RS_UNUSED void f_offer_card(rs_game *g, R_State *l_s, int64_t l_cave);
static RS_UNUSED int64_t f_can_take(rs_game *g, R_State *l_s, int64_t l_p);
static RS_UNUSED void f_take(rs_game *g, R_State *l_s, int64_t l_p);
static RS_UNUSED void f_empty_pile(rs_game *g, R_State *l_s, int64_t l_cave);
static RS_UNUSED int64_t f_card_now(rs_game *g, R_State *l_s, int64_t l_cave, int64_t l_trigger, int64_t l_dragon_done);
static RS_UNUSED void f_dragon_done(rs_game *g, R_State *l_s);
static RS_UNUSED void f_card_ends_turn(rs_game *g, R_State *l_s);
static RS_UNUSED void f_gold_face_down(rs_game *g, R_Hand *l_hand, int64_t l_v);
static RS_UNUSED void f_gem_face_up(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_k);
static RS_UNUSED void f_four_kinds(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_owns_every_kind(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_game_colours_per_player(rs_game *g);
static RS_UNUSED rs_list *f_majority_bonus(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_gem_cards(rs_game *g, R_Hand *l_h);
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_winners_json(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_returns(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_ahead(rs_game *g, R_State *l_s, rs_list *l_sc, int64_t l_a, int64_t l_b);
static RS_UNUSED int64_t f_check_end(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_knights_left(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_seat_down(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_end_scores(rs_game *g, R_State *l_s);
static RS_UNUSED int eq_De6colour_Ce5place_int(rs_edict *a, rs_edict *b);
static RS_UNUSED int eq_Lint(rs_list *a, rs_list *b);
static RS_UNUSED R_State *cp_R5State(R_State *v);
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v);
static RS_UNUSED void w_int(rs_buf *b, int64_t v);
static RS_UNUSED void w_De6colour_Ce5place_int(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_R6Dragon(rs_buf *b, R_Dragon *v);
static RS_UNUSED void w_Lint(rs_buf *b, rs_list *v);
static RS_UNUSED void w_LR4Cave(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Oint(rs_buf *b, int64_t v);
static RS_UNUSED void w_LR4Hand(rs_buf *b, rs_list *v);
static RS_UNUSED void w_R4Turn(rs_buf *b, R_Turn *v);
static RS_UNUSED void w_OR7Capture(rs_buf *b, R_Capture *v);
static RS_UNUSED void w_OLint(rs_buf *b, rs_list *v);
static RS_UNUSED int64_t ld_e5phase(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *ld_De6colour_Ce5place_int(const rs_json *v, const char *path);
static RS_UNUSED R_Dragon *ld_R6Dragon(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Lint(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LR4Cave(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oint(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LR4Hand(const rs_json *v, const char *path);
static RS_UNUSED R_Turn *ld_R4Turn(const rs_json *v, const char *path);
static RS_UNUSED R_Capture *ld_OR7Capture(const rs_json *v, const char *path);
static RS_UNUSED int eqv_Ce5place_int(rs_val a, rs_val b);
static RS_UNUSED int64_t cp_e5phase(int64_t v);
static RS_UNUSED int64_t cp_int(int64_t v);
static RS_UNUSED rs_edict *cp_De6colour_Ce5place_int(rs_edict *v);
static RS_UNUSED R_Dragon *cp_R6Dragon(R_Dragon *v);
static RS_UNUSED rs_list *cp_Lint(rs_list *v);
static RS_UNUSED rs_list *cp_LR4Cave(rs_list *v);
static RS_UNUSED int64_t cp_Oint(int64_t v);
static RS_UNUSED rs_list *cp_LR4Hand(rs_list *v);
static RS_UNUSED R_Turn *cp_R4Turn(R_Turn *v);
static RS_UNUSED R_Capture *cp_OR7Capture(R_Capture *v);
static RS_UNUSED rs_edict *cp_De8gem_kind_int(rs_edict *v);
static RS_UNUSED rs_edict *cp_De5place_int(rs_edict *v);
static RS_UNUSED rs_edict *cp_De6colour_Le5place(rs_edict *v);
static RS_UNUSED void w_Ce5place_int(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_e6facing(rs_buf *b, int64_t v);
static RS_UNUSED void w_R4Cave(rs_buf *b, R_Cave *v);
static RS_UNUSED void w_R4Hand(rs_buf *b, R_Hand *v);
static RS_UNUSED void w_OR4Last(rs_buf *b, R_Last *v);
static RS_UNUSED void w_bool(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oe6caught(rs_buf *b, int64_t v);
static RS_UNUSED void w_R7Capture(rs_buf *b, R_Capture *v);
static RS_UNUSED rs_edict *ld_Ce5place_int(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e6facing(const rs_json *v, const char *path);
static RS_UNUSED R_Cave *ld_R4Cave(const rs_json *v, const char *path);
static RS_UNUSED R_Hand *ld_R4Hand(const rs_json *v, const char *path);
static RS_UNUSED R_Last *ld_OR4Last(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe6caught(const rs_json *v, const char *path);
static RS_UNUSED R_Capture *ld_R7Capture(const rs_json *v, const char *path);
static RS_UNUSED int eq_Ce5place_int(rs_edict *a, rs_edict *b);
static RS_UNUSED rs_edict *cp_Ce5place_int(rs_edict *v);
static RS_UNUSED int64_t cp_e6facing(int64_t v);
static RS_UNUSED R_Cave *cp_R4Cave(R_Cave *v);
static RS_UNUSED R_Hand *cp_R4Hand(R_Hand *v);
static RS_UNUSED R_Last *cp_OR4Last(R_Last *v);
static RS_UNUSED int64_t cp_bool(int64_t v);
static RS_UNUSED int64_t cp_Oe6caught(int64_t v);
static RS_UNUSED R_Capture *cp_R7Capture(R_Capture *v);
static RS_UNUSED rs_list *cp_Le5place(rs_list *v);
static RS_UNUSED void w_Le8gem_kind(rs_buf *b, rs_list *v);
static RS_UNUSED void w_De8gem_kind_int(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_R4Last(rs_buf *b, R_Last *v);
static RS_UNUSED void w_e6caught(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oe6colour(rs_buf *b, int64_t v);
static RS_UNUSED rs_list *ld_Le8gem_kind(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *ld_De8gem_kind_int(const rs_json *v, const char *path);
static RS_UNUSED R_Last *ld_R4Last(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e6caught(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe6colour(const rs_json *v, const char *path);
static RS_UNUSED rs_list *cp_Le8gem_kind(rs_list *v);
static RS_UNUSED R_Last *cp_R4Last(R_Last *v);
static RS_UNUSED int64_t cp_Oe6colour(int64_t v);
static RS_UNUSED void w_e8gem_kind(rs_buf *b, int64_t v);
static RS_UNUSED void w_e6colour(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oe5place(rs_buf *b, int64_t v);
static RS_UNUSED int64_t ld_e8gem_kind(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e6colour(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe5place(const rs_json *v, const char *path);
static RS_UNUSED int64_t cp_e6colour(int64_t v);
static RS_UNUSED int64_t cp_Oe5place(int64_t v);
static RS_UNUSED void w_e5place(rs_buf *b, int64_t v);
static RS_UNUSED int64_t ld_e5place(const rs_json *v, const char *path);
static RS_UNUSED int eq_De6colour_Ce5place_int(rs_edict *a, rs_edict *b) {
  if (a->len != b->len) return 0;
  for (int32_t k = 0; k < a->n; k++) {
    if (a->has[k] != b->has[k]) return 0;
    if (a->has[k] && !eqv_Ce5place_int(a->v[k], b->v[k])) return 0;
  }
  return 1;
}
static RS_UNUSED int eq_Lint(rs_list *a, rs_list *b) {
  if (a->len != b->len) return 0;
  for (int32_t k = 0; k < a->len; k++) if (!rs_eq_i(a->it[k], b->it[k])) return 0;
  return 1;
}
static RS_UNUSED R_State *cp_R5State(R_State *v) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = cp_e5phase(v->f_phase);
  r->f_turn = cp_int(v->f_turn);
  r->f_knights = cp_De6colour_Ce5place_int(v->f_knights);
  r->f_dragon = cp_R6Dragon(v->f_dragon);
  r->f_track = cp_Lint(v->f_track);
  r->f_caves = cp_LR4Cave(v->f_caves);
  r->f_treasure = cp_int(v->f_treasure);
  r->f_four_gem_bonus = cp_Oint(v->f_four_gem_bonus);
  r->f_hands = cp_LR4Hand(v->f_hands);
  r->f_this_turn = cp_R4Turn(v->f_this_turn);
  r->f_capture = cp_OR7Capture(v->f_capture);
  r->f_dealt = cp_int(v->f_dealt);
  r->f_gems_left = cp_De8gem_kind_int(v->f_gems_left);
  r->f_gold_left = cp_Lint(v->f_gold_left);
  r->f_crowd = cp_De5place_int(v->f_crowd);
  r->f_stands = cp_De6colour_Le5place(v->f_stands);
  return r;
}
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_phase[v]);
}
static RS_UNUSED void w_int(rs_buf *b, int64_t v) {
  rs_w_int(b, v);
}
static RS_UNUSED void w_De6colour_Ce5place_int(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_colour[k]);
    rs_wc(b, ":");
    w_Ce5place_int(b, ((rs_edict *)(v->v[k]).p));
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_R6Dragon(rs_buf *b, R_Dragon *v) {
  rs_wc(b, "{\"space\":");
  w_int(b, v->f_space);
  rs_wc(b, ",\"facing\":");
  w_e6facing(b, v->f_facing);
  rs_wc(b, "}");
}
static RS_UNUSED void w_Lint(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_int(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_LR4Cave(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_R4Cave(b, ((R_Cave *)(v->it[k]).p));
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_Oint(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_int(b, v);
}
static RS_UNUSED void w_LR4Hand(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_R4Hand(b, ((R_Hand *)(v->it[k]).p));
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_R4Turn(rs_buf *b, R_Turn *v) {
  rs_wc(b, "{\"moved\":");
  w_int(b, v->f_moved);
  rs_wc(b, ",\"last\":");
  w_OR4Last(b, v->f_last);
  rs_wc(b, ",\"took\":");
  w_bool(b, v->f_took);
  rs_wc(b, ",\"roll_due\":");
  w_bool(b, v->f_roll_due);
  rs_wc(b, ",\"pips\":");
  w_int(b, v->f_pips);
  rs_wc(b, ",\"caught\":");
  w_Oe6caught(b, v->f_caught);
  rs_wc(b, "}");
}
static RS_UNUSED void w_OR7Capture(rs_buf *b, R_Capture *v) {
  if (v == NULL) {
    rs_wc(b, "null");
    return;
  }
  w_R7Capture(b, v);
}
static RS_UNUSED void w_OLint(rs_buf *b, rs_list *v) {
  if (v == NULL) {
    rs_wc(b, "null");
    return;
  }
  w_Lint(b, v);
}
static RS_UNUSED int64_t ld_e5phase(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 9; k++)
      if (strcmp(EN_phase[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"deal\",\"move\",\"take\",\"roll\",\"dragon-end\",\"capture\",\"catch\",\"ransom\",\"over\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JINT)
  rs_fail_kind(2, "state: %s: expected an integer, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED rs_edict *ld_De6colour_Ce5place_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(5);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 5 && strcmp(EN_colour[k], v->keys[m]) != 0) k++;
    if (k == 5)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"c1\",\"c2\",\"c3\",\"c4\",\"c5\"]", path, v->keys[m]);
    rs_edict *x = ld_Ce5place_int(v->items[m], rs_path(path, ".", v->keys[m]));
    rs_ed_set(d, k, RS_VP(x));
  }
  return d;
}
static RS_UNUSED R_Dragon *ld_R6Dragon(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "space") != 0 && strcmp(k, "facing") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"space\",\"facing\"]", pre, k);
  }
  R_Dragon *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_space = rs_j_get(v, "space");
  if (x_space == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "space");
  r->f_space = ld_int(x_space,
    rs_path(pre, "space", ""));
  const rs_json *x_facing = rs_j_get(v, "facing");
  if (x_facing == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "facing");
  r->f_facing = ld_e6facing(x_facing,
    rs_path(pre, "facing", ""));
  return r;
}
static RS_UNUSED rs_list *ld_Lint(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_int(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED rs_list *ld_LR4Cave(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VP(ld_R4Cave(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED int64_t ld_Oint(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_int(v, path);
}
static RS_UNUSED rs_list *ld_LR4Hand(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VP(ld_R4Hand(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED R_Turn *ld_R4Turn(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "moved") != 0 && strcmp(k, "last") != 0 && strcmp(k, "took") != 0 && strcmp(k, "roll_due") != 0 && strcmp(k, "pips") != 0 && strcmp(k, "caught") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"moved\",\"last\",\"took\",\"roll_due\",\"pips\",\"caught\"]", pre, k);
  }
  R_Turn *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_moved = rs_j_get(v, "moved");
  if (x_moved == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "moved");
  r->f_moved = ld_int(x_moved,
    rs_path(pre, "moved", ""));
  const rs_json *x_last = rs_j_get(v, "last");
  if (x_last == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "last");
  r->f_last = ld_OR4Last(x_last,
    rs_path(pre, "last", ""));
  const rs_json *x_took = rs_j_get(v, "took");
  if (x_took == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "took");
  r->f_took = ld_bool(x_took,
    rs_path(pre, "took", ""));
  const rs_json *x_roll_due = rs_j_get(v, "roll_due");
  if (x_roll_due == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "roll_due");
  r->f_roll_due = ld_bool(x_roll_due,
    rs_path(pre, "roll_due", ""));
  const rs_json *x_pips = rs_j_get(v, "pips");
  if (x_pips == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "pips");
  r->f_pips = ld_int(x_pips,
    rs_path(pre, "pips", ""));
  const rs_json *x_caught = rs_j_get(v, "caught");
  if (x_caught == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "caught");
  r->f_caught = ld_Oe6caught(x_caught,
    rs_path(pre, "caught", ""));
  return r;
}
static RS_UNUSED R_Capture *ld_OR7Capture(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return NULL;
  return ld_R7Capture(v, path);
}
static RS_UNUSED int eqv_Ce5place_int(rs_val a, rs_val b) {
  return eq_Ce5place_int(((rs_edict *)(a).p), ((rs_edict *)(b).p));
}
static RS_UNUSED int64_t cp_e5phase(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_int(int64_t v) {
  return v;
}
static RS_UNUSED rs_edict *cp_De6colour_Ce5place_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = RS_VP(cp_Ce5place_int(((rs_edict *)(v->v[k]).p)));
  return d;
}
static RS_UNUSED R_Dragon *cp_R6Dragon(R_Dragon *v) {
  R_Dragon *r = rs_alloc(sizeof *r);
  r->f_space = cp_int(v->f_space);
  r->f_facing = cp_e6facing(v->f_facing);
  return r;
}
static RS_UNUSED rs_list *cp_Lint(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_LR4Cave(rs_list *v) {
  rs_list *l = rs_list_new(v->len);
  for (int32_t k = 0; k < v->len; k++) rs_push(l, RS_VP(cp_R4Cave(((R_Cave *)(v->it[k]).p))));
  return l;
}
static RS_UNUSED int64_t cp_Oint(int64_t v) {
  return v;
}
static RS_UNUSED rs_list *cp_LR4Hand(rs_list *v) {
  rs_list *l = rs_list_new(v->len);
  for (int32_t k = 0; k < v->len; k++) rs_push(l, RS_VP(cp_R4Hand(((R_Hand *)(v->it[k]).p))));
  return l;
}
static RS_UNUSED R_Turn *cp_R4Turn(R_Turn *v) {
  R_Turn *r = rs_alloc(sizeof *r);
  r->f_moved = cp_int(v->f_moved);
  r->f_last = cp_OR4Last(v->f_last);
  r->f_took = cp_bool(v->f_took);
  r->f_roll_due = cp_bool(v->f_roll_due);
  r->f_pips = cp_int(v->f_pips);
  r->f_caught = cp_Oe6caught(v->f_caught);
  return r;
}
static RS_UNUSED R_Capture *cp_OR7Capture(R_Capture *v) {
  if (v == NULL) return NULL;
  return cp_R7Capture(v);
}
static RS_UNUSED rs_edict *cp_De8gem_kind_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED rs_edict *cp_De5place_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED rs_edict *cp_De6colour_Le5place(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = RS_VP(cp_Le5place(((rs_list *)(v->v[k]).p)));
  return d;
}
static RS_UNUSED void w_Ce5place_int(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_place[k]);
    rs_wc(b, ":");
    w_int(b, (v->v[k]).i);
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_e6facing(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_facing[v]);
}
static RS_UNUSED void w_R4Cave(rs_buf *b, R_Cave *v) {
  rs_wc(b, "{\"space\":");
  w_int(b, v->f_space);
  rs_wc(b, ",\"gems\":");
  w_Le8gem_kind(b, v->f_gems);
  rs_wc(b, ",\"gold\":");
  w_Lint(b, v->f_gold);
  rs_wc(b, "}");
}
static RS_UNUSED void w_R4Hand(rs_buf *b, R_Hand *v) {
  rs_wc(b, "{\"gold\":");
  w_Lint(b, v->f_gold);
  rs_wc(b, ",\"gems\":");
  w_De8gem_kind_int(b, v->f_gems);
  rs_wc(b, ",\"treasure\":");
  w_int(b, v->f_treasure);
  rs_wc(b, ",\"four_gem_bonus\":");
  w_bool(b, v->f_four_gem_bonus);
  rs_wc(b, "}");
}
static RS_UNUSED void w_OR4Last(rs_buf *b, R_Last *v) {
  if (v == NULL) {
    rs_wc(b, "null");
    return;
  }
  w_R4Last(b, v);
}
static RS_UNUSED void w_bool(rs_buf *b, int64_t v) {
  rs_wc(b, v ? "true" : "false");
}
static RS_UNUSED void w_Oe6caught(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e6caught(b, v);
}
static RS_UNUSED void w_R7Capture(rs_buf *b, R_Capture *v) {
  rs_wc(b, "{\"space\":");
  w_int(b, v->f_space);
  rs_wc(b, ",\"colour\":");
  w_Oe6colour(b, v->f_colour);
  rs_wc(b, "}");
}
static RS_UNUSED rs_edict *ld_Ce5place_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(20);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 20 && strcmp(EN_place[k], v->keys[m]) != 0) k++;
    if (k == 20)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"tower-1\",\"tower-2\",\"tower-3\",\"tower-4\",\"centre\",\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\",\"10\",\"11\",\"12\",\"13\",\"14\",\"15\"]", path, v->keys[m]);
    int64_t x = ld_int(v->items[m], rs_path(path, ".", v->keys[m]));
    if (x <= 0)
      rs_fail_kind(2, "state: %s.%s: expected a positive count, found %s", path, v->keys[m], rs_j_show(v->items[m]));
    rs_ed_set(d, k, RS_VI(x));
  }
  return d;
}
static RS_UNUSED int64_t ld_e6facing(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 2; k++)
      if (strcmp(EN_facing[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"left\",\"right\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED R_Cave *ld_R4Cave(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "space") != 0 && strcmp(k, "gems") != 0 && strcmp(k, "gold") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"space\",\"gems\",\"gold\"]", pre, k);
  }
  R_Cave *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_space = rs_j_get(v, "space");
  if (x_space == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "space");
  r->f_space = ld_int(x_space,
    rs_path(pre, "space", ""));
  const rs_json *x_gems = rs_j_get(v, "gems");
  if (x_gems == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "gems");
  r->f_gems = ld_Le8gem_kind(x_gems,
    rs_path(pre, "gems", ""));
  const rs_json *x_gold = rs_j_get(v, "gold");
  if (x_gold == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "gold");
  r->f_gold = ld_Lint(x_gold,
    rs_path(pre, "gold", ""));
  return r;
}
static RS_UNUSED R_Hand *ld_R4Hand(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "gold") != 0 && strcmp(k, "gems") != 0 && strcmp(k, "treasure") != 0 && strcmp(k, "four_gem_bonus") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"gold\",\"gems\",\"treasure\",\"four_gem_bonus\"]", pre, k);
  }
  R_Hand *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_gold = rs_j_get(v, "gold");
  if (x_gold == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "gold");
  r->f_gold = ld_Lint(x_gold,
    rs_path(pre, "gold", ""));
  const rs_json *x_gems = rs_j_get(v, "gems");
  if (x_gems == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "gems");
  r->f_gems = ld_De8gem_kind_int(x_gems,
    rs_path(pre, "gems", ""));
  const rs_json *x_treasure = rs_j_get(v, "treasure");
  if (x_treasure == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "treasure");
  r->f_treasure = ld_int(x_treasure,
    rs_path(pre, "treasure", ""));
  const rs_json *x_four_gem_bonus = rs_j_get(v, "four_gem_bonus");
  if (x_four_gem_bonus == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "four_gem_bonus");
  r->f_four_gem_bonus = ld_bool(x_four_gem_bonus,
    rs_path(pre, "four_gem_bonus", ""));
  return r;
}
static RS_UNUSED R_Last *ld_OR4Last(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return NULL;
  return ld_R4Last(v, path);
}
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path) {
  if (v->kind != RS_JBOOL)
  rs_fail_kind(2, "state: %s: expected true or false, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED int64_t ld_Oe6caught(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e6caught(v, path);
}
static RS_UNUSED R_Capture *ld_R7Capture(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "space") != 0 && strcmp(k, "colour") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"space\",\"colour\"]", pre, k);
  }
  R_Capture *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_space = rs_j_get(v, "space");
  if (x_space == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "space");
  r->f_space = ld_int(x_space,
    rs_path(pre, "space", ""));
  const rs_json *x_colour = rs_j_get(v, "colour");
  if (x_colour == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "colour");
  r->f_colour = ld_Oe6colour(x_colour,
    rs_path(pre, "colour", ""));
  return r;
}
static RS_UNUSED int eq_Ce5place_int(rs_edict *a, rs_edict *b) {
  if (a->len != b->len) return 0;
  for (int32_t k = 0; k < a->n; k++) {
    if (a->has[k] != b->has[k]) return 0;
    if (a->has[k] && !rs_eq_i(a->v[k], b->v[k])) return 0;
  }
  return 1;
}
static RS_UNUSED rs_edict *cp_Ce5place_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED int64_t cp_e6facing(int64_t v) {
  return v;
}
static RS_UNUSED R_Cave *cp_R4Cave(R_Cave *v) {
  R_Cave *r = rs_alloc(sizeof *r);
  r->f_space = cp_int(v->f_space);
  r->f_gems = cp_Le8gem_kind(v->f_gems);
  r->f_gold = cp_Lint(v->f_gold);
  return r;
}
static RS_UNUSED R_Hand *cp_R4Hand(R_Hand *v) {
  R_Hand *r = rs_alloc(sizeof *r);
  r->f_gold = cp_Lint(v->f_gold);
  r->f_gems = cp_De8gem_kind_int(v->f_gems);
  r->f_treasure = cp_int(v->f_treasure);
  r->f_four_gem_bonus = cp_bool(v->f_four_gem_bonus);
  return r;
}
static RS_UNUSED R_Last *cp_OR4Last(R_Last *v) {
  if (v == NULL) return NULL;
  return cp_R4Last(v);
}
static RS_UNUSED int64_t cp_bool(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_Oe6caught(int64_t v) {
  return v;
}
static RS_UNUSED R_Capture *cp_R7Capture(R_Capture *v) {
  R_Capture *r = rs_alloc(sizeof *r);
  r->f_space = cp_int(v->f_space);
  r->f_colour = cp_Oe6colour(v->f_colour);
  return r;
}
static RS_UNUSED rs_list *cp_Le5place(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED void w_Le8gem_kind(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_e8gem_kind(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_De8gem_kind_int(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_gem_kind[k]);
    rs_wc(b, ":");
    w_int(b, (v->v[k]).i);
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_R4Last(rs_buf *b, R_Last *v) {
  rs_wc(b, "{\"colour\":");
  w_e6colour(b, v->f_colour);
  rs_wc(b, ",\"place\":");
  w_Oe5place(b, v->f_place);
  rs_wc(b, "}");
}
static RS_UNUSED void w_e6caught(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_caught[v]);
}
static RS_UNUSED void w_Oe6colour(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e6colour(b, v);
}
static RS_UNUSED rs_list *ld_Le8gem_kind(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_e8gem_kind(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED rs_edict *ld_De8gem_kind_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(4);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 4 && strcmp(EN_gem_kind[k], v->keys[m]) != 0) k++;
    if (k == 4)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"ruby\",\"emerald\",\"garnet\",\"turquoise\"]", path, v->keys[m]);
    int64_t x = ld_int(v->items[m], rs_path(path, ".", v->keys[m]));
    rs_ed_set(d, k, RS_VI(x));
  }
  return d;
}
static RS_UNUSED R_Last *ld_R4Last(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "colour") != 0 && strcmp(k, "place") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"colour\",\"place\"]", pre, k);
  }
  R_Last *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_colour = rs_j_get(v, "colour");
  if (x_colour == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "colour");
  r->f_colour = ld_e6colour(x_colour,
    rs_path(pre, "colour", ""));
  const rs_json *x_place = rs_j_get(v, "place");
  if (x_place == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "place");
  r->f_place = ld_Oe5place(x_place,
    rs_path(pre, "place", ""));
  return r;
}
static RS_UNUSED int64_t ld_e6caught(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 2; k++)
      if (strcmp(EN_caught[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"ransomed\",\"eaten\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_Oe6colour(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e6colour(v, path);
}
static RS_UNUSED rs_list *cp_Le8gem_kind(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED R_Last *cp_R4Last(R_Last *v) {
  R_Last *r = rs_alloc(sizeof *r);
  r->f_colour = cp_e6colour(v->f_colour);
  r->f_place = cp_Oe5place(v->f_place);
  return r;
}
static RS_UNUSED int64_t cp_Oe6colour(int64_t v) {
  return v;
}
static RS_UNUSED void w_e8gem_kind(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_gem_kind[v]);
}
static RS_UNUSED void w_e6colour(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_colour[v]);
}
static RS_UNUSED void w_Oe5place(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e5place(b, v);
}
static RS_UNUSED int64_t ld_e8gem_kind(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 4; k++)
      if (strcmp(EN_gem_kind[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"ruby\",\"emerald\",\"garnet\",\"turquoise\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_e6colour(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 5; k++)
      if (strcmp(EN_colour[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"c1\",\"c2\",\"c3\",\"c4\",\"c5\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_Oe5place(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e5place(v, path);
}
static RS_UNUSED int64_t cp_e6colour(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_Oe5place(int64_t v) {
  return v;
}
static RS_UNUSED void w_e5place(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_place[v]);
}
static RS_UNUSED int64_t ld_e5place(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 20; k++)
      if (strcmp(EN_place[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"tower-1\",\"tower-2\",\"tower-3\",\"tower-4\",\"centre\",\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\",\"10\",\"11\",\"12\",\"13\",\"14\",\"15\"]" ", found %s", path, rs_j_show(v));
}
// rule setup.board: Board
// spec: rulespecs/emerald.yaml:534
// cite ja: "ゲームボードをテーブルの中央に置きます"
// cite ja: "これらの建物が各騎士コマのスタート位置です"
// cite ja: "はじめの６マスは野原であり、後の９マスはドラゴンの洞窟です"
// cite zh-Hant: "遊戲圖板放在桌子的正中央"
// cite zh-Hant: "五色城堡與龍窟距離六格,龍窟內有九格"
static RS_UNUSED R_State *f_init(rs_game *g) {
  (void)g;
  rs_list *l_hands = NULL;
  (void)l_hands;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_edict *l_gems = NULL;
  (void)l_gems;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_first = 0;
  (void)l_first;
  rs_edict *l_knights = NULL;
  (void)l_knights;
  int64_t t_3 = 0;
  (void)t_3;
  R_Dragon *t_4 = NULL;
  (void)t_4;
  rs_list *t_5 = NULL;
  (void)t_5;
  rs_list *t_6 = NULL;
  (void)t_6;
  int64_t t_7 = 0;
  (void)t_7;
  int64_t t_8 = 0;
  (void)t_8;
  R_Turn *t_9 = NULL;
  (void)t_9;
  rs_edict *t_10 = NULL;
  (void)t_10;
  rs_list *t_11 = NULL;
  (void)t_11;
  rs_edict *t_12 = NULL;
  (void)t_12;
  rs_edict *t_13 = NULL;
  (void)t_13;
  l_hands = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      l_gems = rs_ed_new(4);
      {
        rs_list *k_2_l = C_GEM_KINDS;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_k = (k_2_l->it[k_2]).i;
          {
            int64_t v_ = 0;
            rs_edict *c_ = l_gems;
            int64_t k_ = l_k;
            rs_ed_set(c_, k_, RS_VI(v_));
          }
        }
      }
      (void)(rs_push(l_hands, RS_VP(mk_Hand(rs_list_new(0), l_gems, 0, 0))));
    }
  }
  l_first = 1;
  if (C_NDEAL > 0) {
    l_first = 0;
  }
  l_knights = f_start_knights(g);
  return (t_3 = f_first_player(g), t_4 = f_dragon_start(g), t_5 = f_track_start(g), t_6 = f_empty_caves(g), t_7 = f_treasure_start(g), t_8 = f_bonus_start(g), t_9 = f_fresh_turn(g), t_10 = f_undealt_gems(g, rs_list_new(0)), t_11 = f_undealt_gold(g, rs_list_new(0)), t_12 = f_crowd_of(g, l_knights), t_13 = f_stands_of(g, l_knights), mk_State(l_first, t_3, l_knights, t_4, t_5, t_6, t_7, t_8, l_hands, t_9, NULL, 0, t_10, t_11, t_12, t_13));
  rs_fail("init: reached the end without a return");
}
static RS_UNUSED int64_t f_place_of(rs_game *g, int64_t l_space) {
  (void)g;
  (void)l_space;
  return (*rs_at(C_PLACES, ((C_NSTART + l_space) - 1))).i;
  rs_fail("place_of: reached the end without a return");
}
static RS_UNUSED int64_t f_space_of(rs_game *g, int64_t l_p) {
  (void)g;
  (void)l_p;
  int64_t l_i = 0;
  (void)l_i;
  l_i = rs_tab_index(RS_INDEX_PLACES, 20, l_p);
  if (l_i < C_NSTART) {
    return 0;
  }
  return ((l_i - C_NSTART) + 1);
  rs_fail("space_of: reached the end without a return");
}
static RS_UNUSED int64_t f_on_place(rs_game *g, R_State *l_s, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_p;
  return (*rs_ed_get((l_s)->f_crowd, l_p, EN_place)).i;
  rs_fail("on_place: reached the end without a return");
}
static RS_UNUSED rs_edict *f_crowd_of(rs_game *g, rs_edict *l_knights) {
  (void)g;
  (void)l_knights;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_p = 0;
  (void)l_p;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_c = 0;
  (void)l_c;
  l_out = rs_ed_new(20);
  {
    rs_list *k_1_l = C_PLACES;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_p = (k_1_l->it[k_1]).i;
      l_n = 0;
      {
        rs_list *k_2_l = g->gf_colours;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_c = (k_2_l->it[k_2]).i;
          l_n += (((rs_edict *)(*rs_ed_get(l_knights, l_c, EN_colour)).p))->v[l_p].i;
        }
      }
      {
        int64_t v_ = l_n;
        rs_edict *c_ = l_out;
        int64_t k_ = l_p;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("crowd_of: reached the end without a return");
}
static RS_UNUSED rs_edict *f_stands_of(rs_game *g, rs_edict *l_knights) {
  (void)g;
  (void)l_knights;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_c = 0;
  (void)l_c;
  l_out = rs_ed_new(5);
  {
    rs_list *k_1_l = g->gf_colours;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      {
        rs_list *v_ = rs_sorted(rs_ed_keys(((rs_edict *)(*rs_ed_get(l_knights, l_c, EN_colour)).p)), 2, RK_place);
        rs_edict *c_ = l_out;
        int64_t k_ = l_c;
        rs_ed_set(c_, k_, RS_VP(v_));
      }
    }
  }
  return l_out;
  rs_fail("stands_of: reached the end without a return");
}
static RS_UNUSED void f_knight_off(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_c;
  (void)l_p;
  {
    rs_edict *c_ = ((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p);
    int64_t k_ = l_p;
    int64_t o_ = c_->v[k_].i;
    int64_t v_ = 1;
    rs_ed_cset(c_, k_, o_ - v_);
  }
  {
    rs_edict *c_ = (l_s)->f_crowd;
    int64_t k_ = l_p;
    int64_t o_ = rs_ed_get(c_, k_, EN_place)->i;
    int64_t v_ = 1;
    rs_ed_set(c_, k_, RS_VI(o_ - v_));
  }
  if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i == 0) {
    (void)(rs_remove(((rs_list *)(*rs_ed_get((l_s)->f_stands, l_c, EN_colour)).p), RS_VI(l_p), rs_eq_i));
  }
}
static RS_UNUSED void f_knight_on(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_c;
  (void)l_p;
  {
    rs_edict *c_ = ((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p);
    int64_t k_ = l_p;
    int64_t o_ = c_->v[k_].i;
    int64_t v_ = 1;
    rs_ed_cset(c_, k_, o_ + v_);
  }
  {
    rs_edict *c_ = (l_s)->f_crowd;
    int64_t k_ = l_p;
    int64_t o_ = rs_ed_get(c_, k_, EN_place)->i;
    int64_t v_ = 1;
    rs_ed_set(c_, k_, RS_VI(o_ + v_));
  }
  if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i == 1) {
    (void)(rs_push(((rs_list *)(*rs_ed_get((l_s)->f_stands, l_c, EN_colour)).p), RS_VI(l_p)));
  }
}
static RS_UNUSED rs_list *f_colours_on(rs_game *g, R_State *l_s, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_p;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_c = 0;
  (void)l_c;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = g->gf_colours;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i > 0) {
        (void)(rs_push(l_out, RS_VI(l_c)));
      }
    }
  }
  return l_out;
  rs_fail("colours_on: reached the end without a return");
}
static RS_UNUSED int64_t f_colour_count(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_p = 0;
  (void)l_p;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_ed_get((l_s)->f_stands, l_c, EN_colour)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_p = (k_1_l->it[k_1]).i;
      l_n += (((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i;
    }
  }
  return l_n;
  rs_fail("colour_count: reached the end without a return");
}
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_c = 0;
  (void)l_c;
  R_Hand *l_h = NULL;
  (void)l_h;
  {
    rs_list *k_1_l = g->gf_colours;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if (!(((l_s)->f_knights)->has[l_c] != 0)) {
        {
          rs_edict *v_ = rs_ed_new(20);
          rs_edict *c_ = (l_s)->f_knights;
          int64_t k_ = l_c;
          rs_ed_set(c_, k_, RS_VP(v_));
        }
      }
    }
  }
  {
    rs_list *k_2_l = (l_s)->f_hands;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_h = ((R_Hand *)(k_2_l->it[k_2]).p);
      {
        rs_list *v_ = rs_sorted((l_h)->f_gold, 0, NULL);
        (l_h)->f_gold = v_;
      }
    }
  }
  {
    int64_t v_ = f_count_dealt(g, (l_s)->f_caves);
    (l_s)->f_dealt = v_;
  }
  {
    rs_edict *v_ = f_undealt_gems(g, (l_s)->f_caves);
    (l_s)->f_gems_left = v_;
  }
  {
    rs_list *v_ = f_undealt_gold(g, (l_s)->f_caves);
    (l_s)->f_gold_left = v_;
  }
  {
    rs_edict *v_ = f_crowd_of(g, (l_s)->f_knights);
    (l_s)->f_crowd = v_;
  }
  {
    rs_edict *v_ = f_stands_of(g, (l_s)->f_knights);
    (l_s)->f_stands = v_;
  }
}
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_lo = 0;
  (void)l_lo;
  int64_t l_i = 0;
  (void)l_i;
  R_Cave *l_cave = NULL;
  (void)l_cave;
  int64_t l_v = 0;
  (void)l_v;
  int64_t l_held = 0;
  (void)l_held;
  R_Hand *l_h = NULL;
  (void)l_h;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_b4 = 0;
  (void)l_b4;
  R_Turn *l_t = NULL;
  (void)l_t;
  R_Last *l_last = NULL;
  (void)l_last;
  R_Capture *l_cap = NULL;
  (void)l_cap;
  int64_t l_ph = 0;
  (void)l_ph;
  int64_t l_busy = 0;
  (void)l_busy;
  l_n = ((int64_t)g->players);
  if (((l_s)->f_turn < 0) || ((l_s)->f_turn >= l_n)) {
    return "turn must be a seat";
  }
  {
    rs_list *k_1_l = rs_ed_keys((l_s)->f_knights);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if (!(rs_find_i(g->gf_colours, l_c) >= 0)) {
        return rs_concat(2, (const char *const[]){"knights: colours must be among ", f_names(g, g->gf_colours)});
      }
    }
  }
  {
    rs_list *k_2_l = g->gf_colours;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_c = (k_2_l->it[k_2]).i;
      if (f_colour_count(g, l_s, l_c) > g->gf_knights_per_colour) {
        return rs_concat(3, (const char *const[]){"knights.", EN_colour[l_c], ": more than a colour has"});
      }
    }
  }
  if ((((l_s)->f_dragon)->f_space < C_CAVE_FIRST) || (((l_s)->f_dragon)->f_space > C_NPATH)) {
    return "dragon.space must be a cave space";
  }
  if (((int64_t)((l_s)->f_track)->len) != 2) {
    return "track";
  }
  l_lo = (*rs_at((l_s)->f_track, 0)).i;
  if ((l_lo < C_TRACK_START) || (l_lo > C_TRACK_LAST_START) || ((*rs_at((l_s)->f_track, 1)).i != ((l_lo + C_TRACK_LENGTH) - 1))) {
    return "track";
  }
  if (((int64_t)((l_s)->f_caves)->len) != C_CAVE_SPACES) {
    return rs_concat(3, (const char *const[]){"caves must list ", rs_itoa(C_CAVE_SPACES), " spaces"});
  }
  {
    int64_t k_3_end = C_CAVE_SPACES;
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_i = k_3;
      l_cave = ((R_Cave *)(*rs_at((l_s)->f_caves, l_i)).p);
      if ((l_cave)->f_space != (C_CAVE_FIRST + l_i)) {
        return rs_concat(3, (const char *const[]){"caves[", rs_itoa(l_i), "].space"});
      }
      {
        rs_list *k_4_l = (l_cave)->f_gold;
        for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
          l_v = (k_4_l->it[k_4]).i;
          if (!(rs_find_i(C_GOLD_VALUES, l_v) >= 0)) {
            return rs_concat(3, (const char *const[]){"caves[", rs_itoa(l_i), "].gold"});
          }
        }
      }
      if ((((int64_t)((l_cave)->f_gems)->len) > (*rs_at(C_GEM_PILES, l_i)).i) || (((int64_t)((l_cave)->f_gold)->len) > (*rs_at(C_GOLD_PILES, l_i)).i)) {
        return rs_concat(3, (const char *const[]){"caves[", rs_itoa(l_i), "]: more cards than the pile holds"});
      }
    }
  }
  if (((l_s)->f_treasure < 0) || ((l_s)->f_treasure > C_TREASURE_CARDS)) {
    return "treasure";
  }
  if (((int64_t)((l_s)->f_hands)->len) != l_n) {
    return "hands: one per seat";
  }
  l_held = 0;
  {
    rs_list *k_5_l = (l_s)->f_hands;
    for (int32_t k_5 = 0; k_5 < k_5_l->len; k_5++) {
      l_h = ((R_Hand *)(k_5_l->it[k_5]).p);
      {
        rs_list *k_6_l = (l_h)->f_gold;
        for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
          l_v = (k_6_l->it[k_6]).i;
          if (!(rs_find_i(C_GOLD_VALUES, l_v) >= 0)) {
            return "hands[].gold";
          }
        }
      }
      {
        rs_list *k_7_l = C_GEM_KINDS;
        for (int32_t k_7 = 0; k_7 < k_7_l->len; k_7++) {
          l_k = (k_7_l->it[k_7]).i;
          if (!(((l_h)->f_gems)->has[l_k] != 0)) {
            return "hands[].gems";
          }
          if ((*rs_ed_get((l_h)->f_gems, l_k, EN_gem_kind)).i < 0) {
            return "hands[].gems";
          }
        }
      }
      l_held += (l_h)->f_treasure;
    }
  }
  if ((l_held + (l_s)->f_treasure) > C_TREASURE_CARDS) {
    return "hands[].treasure";
  }
  l_b4 = (l_s)->f_four_gem_bonus;
  if (l_b4 != RS_NONE) {
    if ((rs_must_i(l_b4) < 0) || (rs_must_i(l_b4) >= l_n)) {
      return "four_gem_bonus";
    }
  }
  {
    int64_t k_8_end = l_n;
    for (int64_t k_8 = 0; k_8 < k_8_end; k_8++) {
      l_i = k_8;
      if ((((R_Hand *)(*rs_at((l_s)->f_hands, l_i)).p))->f_four_gem_bonus != ((l_b4 != RS_NONE) && (f_get_seat(g, l_b4) == l_i))) {
        return "hands[].four_gem_bonus";
      }
    }
  }
  l_t = (l_s)->f_this_turn;
  if (((l_t)->f_moved < 0) || ((l_t)->f_moved > g->gf_max_moves)) {
    return "this_turn.moved";
  }
  if (((l_t)->f_pips < 0) || ((l_t)->f_pips > rs_maxl(C_DIE_FACES)) || (((l_t)->f_pips > 0) != ((l_s)->f_phase == 4))) {
    return "this_turn.pips";
  }
  l_last = (l_t)->f_last;
  if (l_last != NULL) {
    if (!(rs_find_i(g->gf_colours, (((R_Last *)rs_must_p(l_last)))->f_colour) >= 0)) {
      return "this_turn.last.colour";
    }
  }
  l_cap = (l_s)->f_capture;
  if (l_cap != NULL) {
    if ((((R_Capture *)rs_must_p(l_cap)))->f_colour != RS_NONE) {
      if (!(rs_find_i(g->gf_colours, rs_must_i((((R_Capture *)rs_must_p(l_cap)))->f_colour)) >= 0)) {
        return "capture.colour";
      }
    }
  }
  l_ph = (l_s)->f_phase;
  if (((l_ph == 5) || (l_ph == 6) || (l_ph == 7)) && (l_cap == NULL)) {
    return "capture: needed in this phase";
  }
  if (((l_ph == 6) || (l_ph == 7)) && ((((R_Capture *)rs_must_p(l_cap)))->f_colour == RS_NONE)) {
    return rs_concat(2, (const char *const[]){"capture.colour: needed in phase ", EN_phase[l_ph]});
  }
  l_busy = ((l_ph == 2) || (l_ph == 3) || (l_ph == 4) || (l_ph == 5) || (l_ph == 6));
  if (l_busy || (l_ph == 7)) {
    if (l_last == NULL) {
      return "this_turn.last";
    }
    if ((((R_Last *)rs_must_p(l_last)))->f_place == RS_NONE) {
      return "this_turn.last";
    }
  }
  if (((l_t)->f_moved != 0) && (l_last == NULL) && (l_ph != 8)) {
    return "this_turn.last: needed after a move";
  }
  if ((l_ph == 1) && ((l_t)->f_moved >= g->gf_max_moves)) {
    return "this_turn.moved: no move left in phase move";
  }
  if (l_ph == 0) {
    return f_check_deal(g, l_s);
  }
  return "";
  rs_fail("check_shape: reached the end without a return");
}
static RS_UNUSED int64_t f_get_seat(rs_game *g, int64_t l_b) {
  (void)g;
  (void)l_b;
  if (l_b == RS_NONE) {
    return (-1);
  }
  return rs_must_i(l_b);
  rs_fail("get_seat: reached the end without a return");
}
static RS_UNUSED const char *f_names(rs_game *g, rs_list *l_cs) {
  (void)g;
  (void)l_cs;
  const char *l_out = NULL;
  (void)l_out;
  int64_t l_c = 0;
  (void)l_c;
  l_out = "";
  {
    rs_list *k_1_l = l_cs;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if (!rs_streq(l_out, "")) {
        l_out = rs_concat(2, (const char *const[]){l_out, ", "});
      }
      l_out = rs_concat(2, (const char *const[]){l_out, EN_colour[l_c]});
    }
  }
  return l_out;
  rs_fail("names: reached the end without a return");
}
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_ph = 0;
  (void)l_ph;
  R_Turn *l_t = NULL;
  (void)l_t;
  int64_t l_inplay = 0;
  (void)l_inplay;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_out = 0;
  (void)l_out;
  int64_t l_held = 0;
  (void)l_held;
  R_Hand *l_h = NULL;
  (void)l_h;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_p = 0;
  (void)l_p;
  int64_t l_most = 0;
  (void)l_most;
  int64_t l_first = 0;
  (void)l_first;
  int64_t l_seat = 0;
  (void)l_seat;
  int64_t l_b4 = 0;
  (void)l_b4;
  int64_t l_lo = 0;
  (void)l_lo;
  int64_t l_hi = 0;
  (void)l_hi;
  int64_t l_behind = 0;
  (void)l_behind;
  R_Dragon *l_d = NULL;
  (void)l_d;
  int64_t l_moved = 0;
  (void)l_moved;
  R_Last *l_last = NULL;
  (void)l_last;
  int64_t l_card_first = 0;
  (void)l_card_first;
  int64_t l_lc = 0;
  (void)l_lc;
  int64_t l_lp = 0;
  (void)l_lp;
  int64_t l_early = 0;
  (void)l_early;
  int64_t l_late = 0;
  (void)l_late;
  R_State *l_fresh = NULL;
  (void)l_fresh;
  int64_t l_empty = 0;
  (void)l_empty;
  int64_t l_lc2 = 0;
  (void)l_lc2;
  int64_t l_lp2 = 0;
  (void)l_lp2;
  int64_t l_space = 0;
  (void)l_space;
  int64_t l_cave = 0;
  (void)l_cave;
  R_Capture *l_cap = NULL;
  (void)l_cap;
  rs_list *l_present = NULL;
  (void)l_present;
  int64_t l_cc = 0;
  (void)l_cc;
  const char *l_low = NULL;
  (void)l_low;
  int64_t l_ended = 0;
  (void)l_ended;
  const char *l_has = NULL;
  (void)l_has;
  l_n = ((int64_t)g->players);
  l_ph = (l_s)->f_phase;
  l_t = (l_s)->f_this_turn;
  l_inplay = 0;
  {
    rs_list *k_1_l = g->gf_colours;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      l_inplay += f_colour_count(g, l_s, l_c);
    }
  }
  l_out = ((l_n * (*rs_at(C_KNIGHTS_PER_PLAYER, l_n)).i) - l_inplay);
  l_held = 0;
  {
    rs_list *k_2_l = (l_s)->f_hands;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_h = ((R_Hand *)(k_2_l->it[k_2]).p);
      l_held += (l_h)->f_treasure;
    }
  }
  if (l_held > l_out) {
    return rs_concat(5, (const char *const[]){"hands[].treasure: ", rs_itoa(l_held), " held, but ", rs_itoa(l_out), " knights have left play"});
  }
  {
    rs_list *k_3_l = g->gf_colours;
    for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
      l_c = (k_3_l->it[k_3]).i;
      {
        int64_t k_4_end = C_NSTART;
        for (int64_t k_4 = 0; k_4 < k_4_end; k_4++) {
          l_i = k_4;
          l_p = (*rs_at(C_PLACES, l_i)).i;
          l_most = 0;
          if ((rs_find_i(g->gf_spots, l_p) >= 0)) {
            l_most = 1;
          }
          if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i > l_most) {
            return rs_concat(5, (const char *const[]){"knights.", EN_colour[l_c], ".", EN_place[l_p], ": more than the game sets up there"});
          }
        }
      }
    }
  }
  l_first = (-1);
  {
    int64_t k_5_end = l_n;
    for (int64_t k_5 = 0; k_5 < k_5_end; k_5++) {
      l_seat = k_5;
      if ((l_first < 0) && f_owns_every_kind(g, l_s, l_seat)) {
        l_first = l_seat;
      }
    }
  }
  l_b4 = (l_s)->f_four_gem_bonus;
  if (l_b4 != RS_NONE) {
    if (!f_owns_every_kind(g, l_s, rs_must_i(l_b4))) {
      return rs_concat(3, (const char *const[]){"four_gem_bonus: seat ", rs_itoa(rs_must_i(l_b4)), " does not own every gem kind"});
    }
  }
  if ((l_b4 == RS_NONE) && (l_first >= 0)) {
    return rs_concat(3, (const char *const[]){"four_gem_bonus: null, but seat ", rs_itoa(l_first), " owns every gem kind"});
  }
  l_lo = (*rs_at((l_s)->f_track, 0)).i;
  l_hi = ((l_lo + C_TRACK_LENGTH) - 1);
  l_behind = rs_max2((l_lo - C_TRACK_ADVANCE), C_TRACK_START);
  l_d = (l_s)->f_dragon;
  if (((l_d)->f_space < l_behind) || ((l_d)->f_space > l_hi)) {
    return rs_concat(11, (const char *const[]){"dragon.space: ", rs_itoa((l_d)->f_space), " is outside ", rs_itoa(l_behind), "..", rs_itoa(l_hi), " (track ", rs_itoa(l_lo), "..", rs_itoa(l_hi), ")"});
  }
  if (((l_d)->f_space == l_hi) && ((l_d)->f_facing == 1)) {
    return rs_concat(3, (const char *const[]){"dragon.facing: right on the track's last space ", rs_itoa(l_hi), ", where the dragon turns"});
  }
  if (((l_d)->f_space == (l_lo - C_TRACK_ADVANCE)) && ((l_d)->f_facing == 0)) {
    return rs_concat(3, (const char *const[]){"dragon.facing: left behind the track (space ", rs_itoa((l_d)->f_space), "), where the dragon turned"});
  }
  l_moved = ((l_t)->f_moved > 0);
  l_last = (l_t)->f_last;
  if (l_moved != (l_last != NULL)) {
    return "this_turn.last: null exactly when this_turn.moved is 0";
  }
  l_card_first = (g->opt[1] == 1);
  if (l_last != NULL) {
    l_lc = (((R_Last *)rs_must_p(l_last)))->f_colour;
    l_lp = (((R_Last *)rs_must_p(l_last)))->f_place;
    if (!(rs_find_i(((rs_list *)(*rs_at(g->gf_seat_colours, (l_s)->f_turn)).p), l_lc) >= 0)) {
      return rs_concat(2, (const char *const[]){"this_turn.last.colour: not a colour of seat ", rs_itoa((l_s)->f_turn)});
    }
    if (l_lp != RS_NONE) {
      if (f_space_of(g, rs_must_i(l_lp)) == 0) {
        return "this_turn.last.place: a start building (knights only move forward)";
      }
    }
    if ((l_lp == RS_NONE) && (l_ph != 8) && ((l_ph != 1) || (g->opt[7] == 0))) {
      return rs_concat(2, (const char *const[]){"this_turn.last.place: null (the treasure room) in phase ", EN_phase[l_ph]});
    }
  }
  l_early = ((l_ph == 3) || (l_ph == 4) || (l_ph == 5) || (l_ph == 6));
  if (((l_t)->f_caught != RS_NONE) && ((!l_moved) || l_early)) {
    return rs_concat(2, (const char *const[]){"this_turn.caught: the dragon has caught nobody yet in phase ", EN_phase[l_ph]});
  }
  if ((l_t)->f_roll_due && (!((l_ph == 2) && l_card_first))) {
    return "this_turn.roll_due: only while a card is taken before the dragon moves";
  }
  l_late = (l_early || (l_ph == 7) || (l_ph == 8));
  if ((l_t)->f_took && (!(l_late && l_card_first && (g->opt[3] == 0)))) {
    return rs_concat(3, (const char *const[]){"this_turn.took: a card ends the turn unless the dragon moves after it (phase ", EN_phase[l_ph], ")"});
  }
  if (((l_s)->f_capture != NULL) != ((l_ph == 5) || (l_ph == 6) || (l_ph == 7))) {
    return "capture: given exactly in phases capture, catch and ransom";
  }
  if (l_ph == 0) {
    l_fresh = f_init(g);
    l_empty = 1;
    {
      rs_list *k_6_l = (l_s)->f_hands;
      for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
        l_h = ((R_Hand *)(k_6_l->it[k_6]).p);
        if ((((int64_t)((l_h)->f_gold)->len) > 0) || (f_gem_cards(g, l_h) > 0)) {
          l_empty = 0;
        }
      }
    }
    if (!eq_De6colour_Ce5place_int((l_s)->f_knights, (l_fresh)->f_knights)) {
      return "knights: not as the game sets up (phase deal)";
    }
    if ((l_s)->f_turn != (l_fresh)->f_turn) {
      return "turn: not as the game sets up (phase deal)";
    }
    if (((l_d)->f_space != ((l_fresh)->f_dragon)->f_space) || ((l_d)->f_facing != ((l_fresh)->f_dragon)->f_facing)) {
      return "dragon: not as the game sets up (phase deal)";
    }
    if (!eq_Lint((l_s)->f_track, (l_fresh)->f_track)) {
      return "track: not as the game sets up (phase deal)";
    }
    if ((l_s)->f_treasure != (l_fresh)->f_treasure) {
      return "treasure: not as the game sets up (phase deal)";
    }
    if (!l_empty) {
      return "hands: not as the game sets up (phase deal)";
    }
    if (l_moved || ((l_t)->f_caught != RS_NONE) || (l_t)->f_took || (l_t)->f_roll_due) {
      return "this_turn: not as the game sets up (phase deal)";
    }
  } else if ((l_ph == 2) || (l_ph == 3)) {
    l_lc2 = (((R_Last *)rs_must_p(l_last)))->f_colour;
    l_lp2 = rs_must_i((((R_Last *)rs_must_p(l_last)))->f_place);
    if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_lc2, EN_colour)).p))->v[l_lp2].i == 0) {
      return rs_concat(4, (const char *const[]){"this_turn.last: no knight of ", EN_colour[l_lc2], " on ", EN_place[l_lp2]});
    }
    l_space = f_space_of(g, l_lp2);
    l_cave = (l_space - C_CAVE_FIRST);
    if (l_ph == 2) {
      if (l_cave < 0) {
        return rs_concat(3, (const char *const[]){"phase: take, but space ", rs_itoa(l_space), " does not offer both a gem and a gold card"});
      }
      if ((((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)->len) == 0) || (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)->len) == 0)) {
        return rs_concat(3, (const char *const[]){"phase: take, but space ", rs_itoa(l_space), " does not offer both a gem and a gold card"});
      }
    }
    if ((l_ph == 3) && (!((l_cave >= 0) && ((l_space == (l_d)->f_space) || ((l_lo <= l_space) && (l_space <= l_hi)))))) {
      return rs_concat(3, (const char *const[]){"phase: roll, but the last knight (space ", rs_itoa(l_space), ") is neither under the track nor on the dragon"});
    }
  } else if (l_ph == 4) {
    if (g->opt[4] == 0) {
      return "phase: dragon-end needs option dragon_end_of_track=may-stop-at-end";
    }
    if (!((((l_d)->f_space == l_lo) && ((l_d)->f_facing == 1)) || (((l_d)->f_space == l_hi) && ((l_d)->f_facing == 0)))) {
      return "dragon: in phase dragon-end it has just turned on an end of the track";
    }
    if ((l_t)->f_pips >= rs_maxl(C_DIE_FACES)) {
      return rs_concat(3, (const char *const[]){"this_turn.pips: ", rs_itoa((l_t)->f_pips), " left after the dragon reached the end of the track"});
    }
  } else if ((l_ph == 5) || (l_ph == 6) || (l_ph == 7)) {
    l_cap = ((R_Capture *)rs_must_p((l_s)->f_capture));
    if ((l_cap)->f_space != (l_d)->f_space) {
      return rs_concat(2, (const char *const[]){"capture.space: not the dragon's space ", rs_itoa((l_d)->f_space)});
    }
    l_present = f_colours_on(g, l_s, f_place_of(g, (l_d)->f_space));
    if ((l_ph == 5) && ((l_cap)->f_colour != RS_NONE)) {
      return "capture.colour: chosen already in phase capture";
    }
    if ((l_ph == 5) && (((int64_t)(l_present)->len) < 2)) {
      return "phase: capture, but knights of fewer than two colours are on the dragon's space";
    }
    if ((l_ph == 6) && (!f_last_among_others(g, l_s, rs_must_i((l_cap)->f_colour)))) {
      return "phase: catch, but the knight that just moved has no other knight of its colour beside it on the dragon's space";
    }
    if (l_ph == 7) {
      l_cc = rs_must_i((l_cap)->f_colour);
      if (!(rs_find_i(l_present, l_cc) >= 0)) {
        return rs_concat(3, (const char *const[]){"capture.colour: no knight of ", EN_colour[l_cc], " on the dragon's space"});
      }
      if (((int64_t)((((R_Hand *)(*rs_at((l_s)->f_hands, (*rs_ed_get(g->gf_owner, l_cc, EN_colour)).i)).p))->f_gold)->len) < C_RANSOM_GOLD_CARDS) {
        return rs_concat(3, (const char *const[]){"phase: ransom, but seat ", rs_itoa((*rs_ed_get(g->gf_owner, l_cc, EN_colour)).i), " has no gold card to pay with"});
      }
    }
  }
  l_low = "";
  {
    int64_t k_7_end = l_n;
    for (int64_t k_7 = 0; k_7 < k_7_end; k_7++) {
      l_seat = k_7;
      if (f_seat_down(g, l_s, l_seat)) {
        if (!rs_streq(l_low, "")) {
          l_low = rs_concat(2, (const char *const[]){l_low, ", "});
        }
        l_low = rs_concat(2, (const char *const[]){l_low, rs_itoa(l_seat)});
      }
    }
  }
  l_ended = (((l_s)->f_treasure == 0) || (!rs_streq(l_low, "")));
  if (l_ended != (l_ph == 8)) {
    l_has = "has not";
    if (l_ended) {
      l_has = "has";
    }
    if (rs_streq(l_low, "")) {
      l_low = "none";
    }
    return rs_concat(9, (const char *const[]){"phase: ", EN_phase[l_ph], ", but the game ", l_has, " ended (", rs_itoa((l_s)->f_treasure), " treasure cards left; seats down to their last knight: ", l_low, ")"});
  }
  if ((l_ph == 8) && (!l_moved)) {
    return "this_turn.moved: 0, but the game ends on a move";
  }
  return "";
  rs_fail("check_reachable: reached the end without a return");
}
// end rule setup.board

// rule setup.treasure-cards: Treasure cards
// spec: rulespecs/emerald.yaml:878
// cite ja: "騎士が描かれた４枚の財宝カードをゲームボード左上の財宝の間に置きます"
// cite zh-Hant: "右上方的格子(綠龍寶寶右邊)放上四張騎士獎勵卡(面朝上)"
static RS_UNUSED int64_t f_treasure_start(rs_game *g) {
  (void)g;
  return C_TREASURE_CARDS;
  rs_fail("treasure_start: reached the end without a return");
}
// end rule setup.treasure-cards

// rule setup.bonus-cards: Bonus cards
// spec: rulespecs/emerald.yaml:893
// cite ja: "５枚のボーナスカードは、ゲームボードのそばに置いておきます"
// cite zh-Hant: "遊戲圖板外找個空位放四張寶石獎勵卡(面朝上)"
static RS_UNUSED int64_t f_bonus_start(rs_game *g) {
  (void)g;
  return RS_NONE;
  rs_fail("bonus_start: reached the end without a return");
}
// end rule setup.bonus-cards

// rule setup.dragon-track: Dragon track
// spec: rulespecs/emerald.yaml:909
// cite ja: "ドラゴントラックを、１ページの図のように洞窟スペースの左４マスの上部に置きます"
// cite zh-Hant: "將龍軌跡棒放在龍軌的左邊靠龍窟入口處"
static RS_UNUSED rs_list *f_track_start(rs_game *g) {
  (void)g;
  return rs_list_of(2, (rs_val[]){RS_VI(C_TRACK_START), RS_VI(((C_TRACK_START + C_TRACK_LENGTH) - 1))});
  rs_fail("track_start: reached the end without a return");
}
// end rule setup.dragon-track

// rule setup.dragon: Dragon
// spec: rulespecs/emerald.yaml:926
// cite ja: "洞窟スペースの４つ目のマスにはドラゴンが描かれています"
// cite ja: "このマスに、顔が入り口に向かうようにしてドラゴンのコマを置きます。"
// cite zh-Hant: "將紅龍放在龍窟左起第四格,面朝龍窟入口"
static RS_UNUSED R_Dragon *f_dragon_start(rs_game *g) {
  (void)g;
  return mk_Dragon(C_DRAGON_START, 0);
  rs_fail("dragon_start: reached the end without a return");
}
// end rule setup.dragon

// rule setup.die: Die
// spec: rulespecs/emerald.yaml:941
// cite ja: "サイコロは手の届く範囲内に置いておきます"
// cite zh-Hant: "遊戲骰*1 (六面骰 1/2/3 各兩面)"
// carried by rule dragon.roll
// end rule setup.die

// rule setup.cards: Gold and gem cards
// spec: rulespecs/emerald.yaml:958
// cite ja: "ゴールドカードと宝石カードはそれぞれ別にしてよく混ぜ、ゴールドカード置き場と宝石カード置き場に裏にして置いてゆきます。"
// cite ja: "それぞれのカード置き場にはゲームボードに描かれているように、2枚・3枚のカードを交互に置きます。"
// cite ja: "そして、それぞれの山の一番上のカードを表にします。"
// cite ja: "余った、2枚ずつのゴールドカードと宝石カードは内容を見ずに箱に戻します。"
// cite zh-Hant: "將寶石卡及黃金卡分開洗牌後,面朝下按照圖板指示的張數放在龍窟上方的寶石庫及下方的黃金庫,然後將上方第一張打開;"
// cite zh-Hant: "然後將上方第一張打開;剩餘卡片收起不用(不得公開)"
static RS_UNUSED rs_list *f_empty_caves(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = C_CAVE_SPACES;
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VP(mk_Cave((C_CAVE_FIRST + l_i), rs_list_new(0), rs_list_new(0)))));
    }
  }
  return l_out;
  rs_fail("empty_caves: reached the end without a return");
}
static RS_UNUSED int64_t f_dealt(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (l_s)->f_dealt;
  rs_fail("dealt: reached the end without a return");
}
static RS_UNUSED int64_t f_count_dealt(rs_game *g, rs_list *l_caves) {
  (void)g;
  (void)l_caves;
  int64_t l_n = 0;
  (void)l_n;
  R_Cave *l_cave = NULL;
  (void)l_cave;
  l_n = 0;
  {
    rs_list *k_1_l = l_caves;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_cave = ((R_Cave *)(k_1_l->it[k_1]).p);
      l_n += (((int64_t)((l_cave)->f_gems)->len) + ((int64_t)((l_cave)->f_gold)->len));
    }
  }
  return l_n;
  rs_fail("count_dealt: reached the end without a return");
}
static RS_UNUSED rs_edict *f_undealt_gems(rs_game *g, rs_list *l_caves) {
  (void)g;
  (void)l_caves;
  rs_edict *l_left = NULL;
  (void)l_left;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_n = 0;
  (void)l_n;
  R_Cave *l_cave = NULL;
  (void)l_cave;
  l_left = rs_ed_new(4);
  {
    rs_list *k_1_l = C_GEM_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_n = C_GEMS_PER_KIND;
      {
        rs_list *k_2_l = l_caves;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_cave = ((R_Cave *)(k_2_l->it[k_2]).p);
          l_n -= rs_count_i((l_cave)->f_gems, l_k);
        }
      }
      {
        int64_t v_ = l_n;
        rs_edict *c_ = l_left;
        int64_t k_ = l_k;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_left;
  rs_fail("undealt_gems: reached the end without a return");
}
static RS_UNUSED rs_list *f_undealt_gold(rs_game *g, rs_list *l_caves) {
  (void)g;
  (void)l_caves;
  rs_list *l_left = NULL;
  (void)l_left;
  int64_t l_v = 0;
  (void)l_v;
  int64_t l_n = 0;
  (void)l_n;
  R_Cave *l_cave = NULL;
  (void)l_cave;
  l_left = rs_list_new(0);
  {
    rs_list *k_1_l = C_GOLD_VALUES;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_v = (k_1_l->it[k_1]).i;
      l_n = C_GOLD_PER_VALUE;
      {
        rs_list *k_2_l = l_caves;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_cave = ((R_Cave *)(k_2_l->it[k_2]).p);
          l_n -= rs_count_i((l_cave)->f_gold, l_v);
        }
      }
      (void)(rs_push(l_left, RS_VI(l_n)));
    }
  }
  return l_left;
  rs_fail("undealt_gold: reached the end without a return");
}
static RS_UNUSED rs_list *f_deal_gem_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  l_i = f_dealt(g, l_s);
  if (l_i < C_NDEAL) {
    if (rs_streq((*rs_at(C_DEAL_PILE, l_i)).s, "gem")) {
      return C_GEM_KINDS;
    }
  }
  return rs_list_new(0);
  rs_fail("deal_gem_kinds: reached the end without a return");
}
static RS_UNUSED rs_list *f_deal_gold_values(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  l_i = f_dealt(g, l_s);
  if (l_i < C_NDEAL) {
    if (rs_streq((*rs_at(C_DEAL_PILE, l_i)).s, "gold")) {
      return C_GOLD_VALUES;
    }
  }
  return rs_list_new(0);
  rs_fail("deal_gold_values: reached the end without a return");
}
static RS_UNUSED int64_t f_deal_gem_weight(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  return (*rs_ed_get((l_s)->f_gems_left, l_k, EN_gem_kind)).i;
  rs_fail("deal_gem_weight: reached the end without a return");
}
static RS_UNUSED int64_t f_deal_gold_weight(rs_game *g, R_State *l_s, int64_t l_v) {
  (void)g;
  (void)l_s;
  (void)l_v;
  return (*rs_at((l_s)->f_gold_left, rs_index_i(C_GOLD_VALUES, l_v))).i;
  rs_fail("deal_gold_weight: reached the end without a return");
}
static RS_UNUSED void f_deal_gem(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  int64_t l_i = 0;
  (void)l_i;
  l_i = f_dealt(g, l_s);
  (void)(rs_push((((R_Cave *)(*rs_at((l_s)->f_caves, (*rs_at(C_DEAL_CAVE, l_i)).i)).p))->f_gems, RS_VI(l_k)));
  {
    rs_edict *c_ = (l_s)->f_gems_left;
    int64_t k_ = l_k;
    int64_t o_ = rs_ed_get(c_, k_, EN_gem_kind)->i;
    int64_t v_ = 1;
    rs_ed_set(c_, k_, RS_VI(o_ - v_));
  }
  (void)(f_deal_done(g, l_s, (l_i + 1)));
}
static RS_UNUSED void f_deal_gold(rs_game *g, R_State *l_s, int64_t l_v) {
  (void)g;
  (void)l_s;
  (void)l_v;
  int64_t l_i = 0;
  (void)l_i;
  l_i = f_dealt(g, l_s);
  (void)(rs_push((((R_Cave *)(*rs_at((l_s)->f_caves, (*rs_at(C_DEAL_CAVE, l_i)).i)).p))->f_gold, RS_VI(l_v)));
  {
    rs_list *c_ = (l_s)->f_gold_left;
    int64_t i_ = rs_index_i(C_GOLD_VALUES, l_v);
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = 1;
    rs_at(c_, i_)->i = o_ - v_;
  }
  (void)(f_deal_done(g, l_s, (l_i + 1)));
}
static RS_UNUSED void f_deal_done(rs_game *g, R_State *l_s, int64_t l_n) {
  (void)g;
  (void)l_s;
  (void)l_n;
  {
    int64_t v_ = l_n;
    (l_s)->f_dealt = v_;
  }
  if (l_n == C_NDEAL) {
    {
      int64_t v_ = 1;
      (l_s)->f_phase = v_;
    }
  }
}
static RS_UNUSED const char *f_check_deal(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_cave = 0;
  (void)l_cave;
  int64_t l_gems = 0;
  (void)l_gems;
  int64_t l_gold = 0;
  (void)l_gold;
  int64_t l_j = 0;
  (void)l_j;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_left = 0;
  (void)l_left;
  R_Cave *l_c = NULL;
  (void)l_c;
  int64_t l_v = 0;
  (void)l_v;
  l_i = f_dealt(g, l_s);
  if (l_i >= C_NDEAL) {
    return "phase deal with every pile full";
  }
  {
    int64_t k_1_end = C_CAVE_SPACES;
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_cave = k_1;
      l_gems = 0;
      l_gold = 0;
      {
        int64_t k_2_end = l_i;
        for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
          l_j = k_2;
          if (((*rs_at(C_DEAL_CAVE, l_j)).i == l_cave) && (rs_streq((*rs_at(C_DEAL_PILE, l_j)).s, "gem"))) {
            l_gems += 1;
          }
          if (((*rs_at(C_DEAL_CAVE, l_j)).i == l_cave) && (rs_streq((*rs_at(C_DEAL_PILE, l_j)).s, "gold"))) {
            l_gold += 1;
          }
        }
      }
      if ((((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)->len) != l_gems) || (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)->len) != l_gold)) {
        return "piles are dealt in order";
      }
    }
  }
  {
    rs_list *k_3_l = C_GEM_KINDS;
    for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
      l_k = (k_3_l->it[k_3]).i;
      l_left = C_GEMS_PER_KIND;
      {
        rs_list *k_4_l = (l_s)->f_caves;
        for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
          l_c = ((R_Cave *)(k_4_l->it[k_4]).p);
          l_left -= rs_count_i((l_c)->f_gems, l_k);
        }
      }
      if (l_left < 0) {
        return "more gem cards than the box holds";
      }
    }
  }
  {
    rs_list *k_5_l = C_GOLD_VALUES;
    for (int32_t k_5 = 0; k_5 < k_5_l->len; k_5++) {
      l_v = (k_5_l->it[k_5]).i;
      l_left = C_GOLD_PER_VALUE;
      {
        rs_list *k_6_l = (l_s)->f_caves;
        for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
          l_c = ((R_Cave *)(k_6_l->it[k_6]).p);
          l_left -= rs_count_i((l_c)->f_gold, l_v);
        }
      }
      if (l_left < 0) {
        return "more gold cards than the box holds";
      }
    }
  }
  return "";
  rs_fail("check_deal: reached the end without a return");
}
static RS_UNUSED const char *f_check_counts(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_total = 0;
  (void)l_total;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_m = 0;
  (void)l_m;
  R_Hand *l_h = NULL;
  (void)l_h;
  R_Cave *l_c = NULL;
  (void)l_c;
  int64_t l_golds = 0;
  (void)l_golds;
  int64_t l_v = 0;
  (void)l_v;
  int64_t l_held = 0;
  (void)l_held;
  int64_t l_seat = 0;
  (void)l_seat;
  l_n = ((int64_t)g->players);
  l_total = 0;
  {
    rs_list *k_1_l = C_GEM_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_m = 0;
      {
        rs_list *k_2_l = (l_s)->f_hands;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_h = ((R_Hand *)(k_2_l->it[k_2]).p);
          l_m += (*rs_ed_get((l_h)->f_gems, l_k, EN_gem_kind)).i;
        }
      }
      {
        rs_list *k_3_l = (l_s)->f_caves;
        for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
          l_c = ((R_Cave *)(k_3_l->it[k_3]).p);
          l_m += rs_count_i((l_c)->f_gems, l_k);
        }
      }
      if (l_m > C_GEMS_PER_KIND) {
        return rs_concat(6, (const char *const[]){"caves[].gems, hands[].gems: ", rs_itoa(l_m), " ", EN_gem_kind[l_k], " cards, the game has ", rs_itoa(C_GEMS_PER_KIND)});
      }
      l_total += l_m;
    }
  }
  if (l_total > rs_sum(C_GEM_PILES)) {
    return rs_concat(4, (const char *const[]){"caves[].gems, hands[].gems: ", rs_itoa(l_total), " gem cards, the deal puts out ", rs_itoa(rs_sum(C_GEM_PILES))});
  }
  l_golds = 0;
  {
    rs_list *k_4_l = C_GOLD_VALUES;
    for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
      l_v = (k_4_l->it[k_4]).i;
      l_m = 0;
      {
        rs_list *k_5_l = (l_s)->f_hands;
        for (int32_t k_5 = 0; k_5 < k_5_l->len; k_5++) {
          l_h = ((R_Hand *)(k_5_l->it[k_5]).p);
          l_m += rs_count_i((l_h)->f_gold, l_v);
        }
      }
      {
        rs_list *k_6_l = (l_s)->f_caves;
        for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
          l_c = ((R_Cave *)(k_6_l->it[k_6]).p);
          l_m += rs_count_i((l_c)->f_gold, l_v);
        }
      }
      if (l_m > C_GOLD_PER_VALUE) {
        return rs_concat(6, (const char *const[]){"caves[].gold, hands[].gold: ", rs_itoa(l_m), " gold cards of ", rs_itoa(l_v), ", the game has ", rs_itoa(C_GOLD_PER_VALUE)});
      }
      l_golds += l_m;
    }
  }
  if (l_golds > rs_sum(C_GOLD_PILES)) {
    return rs_concat(4, (const char *const[]){"caves[].gold, hands[].gold: ", rs_itoa(l_golds), " gold cards, the deal puts out ", rs_itoa(rs_sum(C_GOLD_PILES))});
  }
  l_held = 0;
  {
    rs_list *k_7_l = (l_s)->f_hands;
    for (int32_t k_7 = 0; k_7 < k_7_l->len; k_7++) {
      l_h = ((R_Hand *)(k_7_l->it[k_7]).p);
      l_held += (l_h)->f_treasure;
    }
  }
  if (((l_s)->f_treasure + l_held) != C_TREASURE_CARDS) {
    return rs_concat(7, (const char *const[]){"treasure, hands[].treasure: ", rs_itoa((l_s)->f_treasure), " left and ", rs_itoa(l_held), " held, not the ", rs_itoa(C_TREASURE_CARDS), " the game has"});
  }
  {
    int64_t k_8_end = l_n;
    for (int64_t k_8 = 0; k_8 < k_8_end; k_8++) {
      l_seat = k_8;
      if ((((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p))->f_treasure > ((*rs_at(C_KNIGHTS_PER_PLAYER, l_n)).i - f_knights_left(g, l_s, l_seat))) {
        return rs_concat(5, (const char *const[]){"hands[", rs_itoa(l_seat), "].treasure: more treasure cards than seat ", rs_itoa(l_seat), " has knights out of play"});
      }
    }
  }
  return "";
  rs_fail("check_counts: reached the end without a return");
}
// end rule setup.cards

// rule setup.knights: Knights
// spec: rulespecs/emerald.yaml:1117
// cite ja: "各プレイヤーは色を選び、その色の騎士コマを受けて取ります"
// cite ja: "5人プレイ4個"
// cite ja: "3人または4人プレイ5個"
// cite ja: "2人プレイ8個(2色各4個)"
// cite ja: "残った騎士コマは箱に戻してください"
// cite zh-Hant: "五位玩家使用4個騎士棋,三~四位玩家使用5個騎士棋"
// cite zh-Hant: "兩位玩家各持兩種顏色"
static RS_UNUSED rs_list *f_game_colours(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = (((int64_t)g->players) * g->gf_colours_per_player);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI((*rs_at(C_COLOURS, l_i)).i)));
    }
  }
  return l_out;
  rs_fail("game_colours: reached the end without a return");
}
static RS_UNUSED rs_list *f_game_seat_colours(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_list *l_mine = NULL;
  (void)l_mine;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      l_mine = rs_list_new(0);
      {
        int64_t k_2_end = ((l_seat + 1) * g->gf_colours_per_player);
        for (int64_t k_2 = (l_seat * g->gf_colours_per_player); k_2 < k_2_end; k_2++) {
          l_i = k_2;
          (void)(rs_push(l_mine, RS_VI((*rs_at(C_COLOURS, l_i)).i)));
        }
      }
      (void)(rs_push(l_out, RS_VP(l_mine)));
    }
  }
  return l_out;
  rs_fail("game_seat_colours: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_owner(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(5);
  {
    int64_t k_1_end = ((int64_t)(g->gf_colours)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = rs_floordiv(l_i, g->gf_colours_per_player);
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(g->gf_colours, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_owner: reached the end without a return");
}
static RS_UNUSED int64_t f_game_knights_per_colour(rs_game *g) {
  (void)g;
  return (*rs_at(C_KNIGHTS_PER_COLOUR, ((int64_t)g->players))).i;
  rs_fail("game_knights_per_colour: reached the end without a return");
}
// end rule setup.knights

// rule setup.start-positions: Start positions
// spec: rulespecs/emerald.yaml:1157
// cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
// cite ja: "塔や建物の色と騎士コマの色は関係ありません"
// cite ja: "なお、２人または５人でプレイする場合は、中央の建物には騎士コマを置きません"
// cite zh-Hant: "當有三位或四位玩家時,五色城堡每位玩家可放置一位騎士"
// cite zh-Hant: "當有二位或五位玩家時"
static RS_UNUSED rs_list *f_game_spots(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = C_TOWERS;
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI((*rs_at(C_PLACES, l_i)).i)));
    }
  }
  if ((*rs_at(C_CENTRE_USED, ((int64_t)g->players))).i) {
    (void)(rs_push(l_out, RS_VI(4)));
  }
  return l_out;
  rs_fail("game_spots: reached the end without a return");
}
static RS_UNUSED rs_edict *f_start_knights(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_c = 0;
  (void)l_c;
  rs_edict *l_mine = NULL;
  (void)l_mine;
  int64_t l_p = 0;
  (void)l_p;
  l_out = rs_ed_new(5);
  {
    rs_list *k_1_l = g->gf_colours;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      l_mine = rs_ed_new(20);
      {
        rs_list *k_2_l = g->gf_spots;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_p = (k_2_l->it[k_2]).i;
          {
            rs_edict *c_ = l_mine;
            int64_t k_ = l_p;
            int64_t o_ = c_->v[k_].i;
            int64_t v_ = 1;
            rs_ed_cset(c_, k_, o_ + v_);
          }
        }
      }
      {
        rs_edict *v_ = l_mine;
        rs_edict *c_ = l_out;
        int64_t k_ = l_c;
        rs_ed_set(c_, k_, RS_VP(v_));
      }
    }
  }
  return l_out;
  rs_fail("start_knights: reached the end without a return");
}
// end rule setup.start-positions

// rule setup.start-player: Start player
// spec: rulespecs/emerald.yaml:1187
// cite ja: "適当な方法で、スタートプレイヤーを決めます"
// cite zh-Hant: "玩家用任何喜歡的方式決定起始順序"
static RS_UNUSED int64_t f_first_player(rs_game *g) {
  (void)g;
  return 0;
  rs_fail("first_player: reached the end without a return");
}
// end rule setup.start-player

// rule turn.order: Turn order
// spec: rulespecs/emerald.yaml:1209
// cite ja: "ゲームは、スタートプレイヤーから始めて時計回りの順で進めます"
// cite ja: "左隣のプレイヤーの手番となります"
// cite zh-Hant: "遊戲由順時針方式進行回合"
// cite zh-Hant: "由左手邊玩家進行遊戲"
static RS_UNUSED void f_end_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  R_Turn *l_t = NULL;
  (void)l_t;
  {
    int64_t v_ = rs_mod(((l_s)->f_turn + 1), ((int64_t)g->players));
    (l_s)->f_turn = v_;
  }
  l_t = (l_s)->f_this_turn;
  {
    int64_t v_ = 0;
    (l_t)->f_moved = v_;
  }
  {
    int64_t v_ = RS_NONE;
    (l_t)->f_caught = v_;
  }
  {
    R_Last *v_ = NULL;
    (l_t)->f_last = v_;
  }
  {
    int64_t v_ = 0;
    (l_t)->f_took = v_;
  }
  {
    int64_t v_ = 0;
    (l_t)->f_roll_due = v_;
  }
  {
    int64_t v_ = 1;
    (l_s)->f_phase = v_;
  }
}
static RS_UNUSED R_Turn *f_fresh_turn(rs_game *g) {
  (void)g;
  return mk_Turn(0, NULL, 0, 0, 0, RS_NONE);
  rs_fail("fresh_turn: reached the end without a return");
}
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (l_s)->f_turn;
  rs_fail("seat_turn: reached the end without a return");
}
// end rule turn.order

// rule turn.knights: Knights moved per turn
// spec: rulespecs/emerald.yaml:1240
// cite ja: "手番では、任意の１個または 2 個の騎士コマを移動させることができます"
// cite ja: "同じコマを2度移動させることはできません。"
// cite zh-Hant: "玩家每回合可移動1~2名騎士"
// also carries: two-player.moves
static RS_UNUSED int64_t f_can_pass(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (((l_s)->f_this_turn)->f_moved > 0);
  rs_fail("can_pass: reached the end without a return");
}
static RS_UNUSED void f_do_pass(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  (void)(f_end_turn(g, l_s));
}
static RS_UNUSED void f_next_move(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (((l_s)->f_this_turn)->f_moved < g->gf_max_moves) {
    {
      int64_t v_ = 1;
      (l_s)->f_phase = v_;
    }
  } else {
    (void)(f_end_turn(g, l_s));
  }
}
static RS_UNUSED int64_t f_game_max_moves(rs_game *g) {
  (void)g;
  if ((((int64_t)g->players) == 2) && (g->opt[0] == 1)) {
    return 1;
  }
  return C_KNIGHTS_MOVED_MAX;
  rs_fail("game_max_moves: reached the end without a return");
}
// end rule turn.knights

// rule move.distance: Distance
// spec: rulespecs/emerald.yaml:1277
// cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
// cite ja: "このコマの数とは、移動させるコマも含めて、プレイヤーにかかわらずすべてのコマをいいます。"
// cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
// external: "a knight moves exactly as many spaces as there are figures on its starting space, itself included; more or fewer is not allowed"
static RS_UNUSED int64_t f_move_distance(rs_game *g, R_State *l_s, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_p;
  int64_t l_steps = 0;
  (void)l_steps;
  l_steps = f_on_place(g, l_s, l_p);
  if ((g->opt[6] == 1) && (l_p == f_place_of(g, ((l_s)->f_dragon)->f_space))) {
    l_steps += 1;
  } else if (g->opt[6] == 0) {
    l_steps += 0;
  }
  return f_start_distance(g, l_s, l_p, l_steps);
  rs_fail("move_distance: reached the end without a return");
}
// end rule move.distance

// rule move.start-space: Moving from the start
// spec: rulespecs/emerald.yaml:1301
// cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
// cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
// cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
static RS_UNUSED int64_t f_start_distance(rs_game *g, R_State *l_s, int64_t l_p, int64_t l_steps) {
  (void)g;
  (void)l_s;
  (void)l_p;
  (void)l_steps;
  int64_t l_town = 0;
  (void)l_town;
  int64_t l_i = 0;
  (void)l_i;
  if ((g->opt[5] == 1) && (f_space_of(g, l_p) == 0)) {
    l_town = 0;
    {
      int64_t k_1_end = C_NSTART;
      for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
        l_i = k_1;
        l_town += f_on_place(g, l_s, (*rs_at(C_PLACES, l_i)).i);
      }
    }
    return l_town;
  }
  if (g->opt[5] == 0) {
    return l_steps;
  }
  return l_steps;
  rs_fail("start_distance: reached the end without a return");
}
// end rule move.start-space

// rule move.forward-only: Forward only
// spec: rulespecs/emerald.yaml:1326
// cite ja: "騎士コマは、財宝の間に向かって必ず前進しなければなりません"
// cite zh-Hant: "必須移動三格,不能少走,亦不可後退"
// also carries: move.stacking, treasure-room.enter
static RS_UNUSED void f_do_move(rs_game *g, R_State *l_s, int64_t l_c, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_c;
  (void)l_p;
  int64_t l_space = 0;
  (void)l_space;
  R_Turn *l_t = NULL;
  (void)l_t;
  R_Last *l_last = NULL;
  (void)l_last;
  int64_t l_dest = 0;
  (void)l_dest;
  int64_t l_trigger = 0;
  (void)l_trigger;
  int64_t l_cave = 0;
  (void)l_cave;
  l_space = (f_space_of(g, l_p) + f_move_distance(g, l_s, l_p));
  (void)(f_knight_off(g, l_s, l_c, l_p));
  l_t = (l_s)->f_this_turn;
  {
    R_Turn *r_ = l_t;
    int64_t o_ = r_->f_moved;
    int64_t v_ = 1;
    r_->f_moved = o_ + v_;
  }
  {
    int64_t v_ = 0;
    (l_t)->f_took = v_;
  }
  {
    int64_t v_ = RS_NONE;
    (l_t)->f_caught = v_;
  }
  l_last = mk_Last(l_c, RS_NONE);
  {
    R_Last *v_ = l_last;
    (l_t)->f_last = v_;
  }
  if (l_space > C_NPATH) {
    (void)(f_treasure_room(g, l_s, l_c));
    return;
  }
  l_dest = f_place_of(g, l_space);
  (void)(f_knight_on(g, l_s, l_c, l_dest));
  {
    int64_t v_ = l_dest;
    (l_last)->f_place = v_;
  }
  l_trigger = f_dragon_triggered(g, l_s, l_space);
  l_cave = (l_space - C_CAVE_FIRST);
  if ((l_cave >= 0) && f_card_now(g, l_s, l_cave, l_trigger, 0)) {
    {
      int64_t v_ = l_trigger;
      (l_t)->f_roll_due = v_;
    }
    (void)(f_offer_card(g, l_s, l_cave));
    return;
  }
  if (l_trigger) {
    {
      int64_t v_ = 3;
      (l_s)->f_phase = v_;
    }
    return;
  }
  (void)(f_next_move(g, l_s));
}
// end rule move.forward-only

// rule move.stacking: Any number per space
// spec: rulespecs/emerald.yaml:1365
// cite ja: "どのマスにもいくつ騎士コマがあってもかまいません"
// carried by rule move.forward-only
// end rule move.stacking

// rule move.second-knight: Second knight
// spec: rulespecs/emerald.yaml:1380
// cite ja: "参考:1回目の移動で、別の自分の騎士コマがいるマスに移動したら、それを2回目の移動として使うこともできます。"
// cite zh-Hant: "玩家移動A騎士棋到另一個己方的B騎士棋所在格後,若此時要移動B騎士棋,移動步數需計入A騎士在步數內."
static RS_UNUSED rs_list *f_mover_colours(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return ((rs_list *)(*rs_at(g->gf_seat_colours, (l_s)->f_turn)).p);
  rs_fail("mover_colours: reached the end without a return");
}
static RS_UNUSED rs_list *f_second_knights(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  rs_list *l_out = NULL;
  (void)l_out;
  R_Last *l_last = NULL;
  (void)l_last;
  l_out = rs_list_copy(((rs_list *)(*rs_ed_get((l_s)->f_stands, l_c, EN_colour)).p));
  l_last = ((R_Last *)rs_must_p(((l_s)->f_this_turn)->f_last));
  if ((l_c == (l_last)->f_colour) && ((l_last)->f_place != RS_NONE) && (((l_s)->f_this_turn)->f_caught != 1)) {
    if ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[rs_must_i((l_last)->f_place)].i == 1) {
      (void)(rs_remove(l_out, RS_VI(rs_must_i((l_last)->f_place)), rs_eq_i));
    }
  }
  return l_out;
  rs_fail("second_knights: reached the end without a return");
}
// end rule move.second-knight

// rule move.order-advice: Which knight first (hint)
// spec: rulespecs/emerald.yaml:1406
// cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
static RS_UNUSED rs_list *f_movable(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  if (((l_s)->f_this_turn)->f_moved == 0) {
    return ((rs_list *)(*rs_ed_get((l_s)->f_stands, l_c, EN_colour)).p);
  }
  if ((((int64_t)g->players) == 2) && (g->opt[0] == 0) && (l_c != (((R_Last *)rs_must_p(((l_s)->f_this_turn)->f_last)))->f_colour)) {
    return rs_list_new(0);
  }
  return f_second_knights(g, l_s, l_c);
  rs_fail("movable: reached the end without a return");
}
// end rule move.order-advice

// rule treasure-room.enter: Entering the treasure room
// spec: rulespecs/emerald.yaml:1430
// cite ja: "最後のマスは財宝の間です"
// cite ja: "財宝の間に入るには、ちょうどの移動でなくても入れます"
// cite zh-Hant: "當玩家任何一隻騎士完成龍窟九格冒險並且再向右一格即到達寶藏室,剩餘步數不再計算"
// carried by rule move.forward-only
// end rule treasure-room.enter

// rule treasure-room.card: Taking a treasure card
// spec: rulespecs/emerald.yaml:1451
// cite ja: "財宝の間に入った騎士コマは、4箇所のいずれかのコマ置き場に置かれ、ゲームから取り除かれます。"
// cite ja: "ここに騎士コマを置いたプレイヤーは財宝カードを1枚とって自分の前に表にして置きます。"
// cite zh-Hant: "到達的騎士需站在最右方四格圈圈上,並且領取一張騎士獎勵卡"
// cite zh-Hant: "玩家需把騎士獎勵卡放在自己位置前面並且將牌打開向上"
// external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
static RS_UNUSED void f_treasure_room(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = (*rs_ed_get(g->gf_owner, l_c, EN_colour)).i;
  if ((l_s)->f_treasure > 0) {
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_treasure;
      int64_t v_ = 1;
      r_->f_treasure = o_ - v_;
    }
    {
      R_Hand *r_ = ((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p);
      int64_t o_ = r_->f_treasure;
      int64_t v_ = 1;
      r_->f_treasure = o_ + v_;
    }
  }
  if (f_check_end(g, l_s, l_seat)) {
    return;
  }
  (void)(f_treasure_room_turn(g, l_s));
}
// end rule treasure-room.card

// rule treasure-room.turn-end: Treasure room ends the turn
// spec: rulespecs/emerald.yaml:1477
// cite zh-Hant: "且立即結束該回合行動."
// external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
static RS_UNUSED void f_treasure_room_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (g->opt[7] == 0) {
    (void)(f_end_turn(g, l_s));
  } else if (g->opt[7] == 1) {
    (void)(f_next_move(g, l_s));
  }
}
// end rule treasure-room.turn-end

// rule dragon.trigger: What moves the dragon
// spec: rulespecs/emerald.yaml:1497
// cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
// cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
static RS_UNUSED int64_t f_dragon_triggered(rs_game *g, R_State *l_s, int64_t l_space) {
  (void)g;
  (void)l_s;
  (void)l_space;
  int64_t l_lo = 0;
  (void)l_lo;
  l_lo = (*rs_at((l_s)->f_track, 0)).i;
  if (l_space < C_CAVE_FIRST) {
    return 0;
  }
  return ((l_space == ((l_s)->f_dragon)->f_space) || ((l_lo <= l_space) && (l_space < (l_lo + C_TRACK_LENGTH))));
  rs_fail("dragon_triggered: reached the end without a return");
}
// end rule dragon.trigger

// rule dragon.roll: Rolling for the dragon
// spec: rulespecs/emerald.yaml:1517
// cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
// cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
// also carries: setup.die
static RS_UNUSED int64_t f_roll_weight(rs_game *g, R_State *l_s, int64_t l_n) {
  (void)g;
  (void)l_s;
  (void)l_n;
  return rs_count_i(C_DIE_FACES, l_n);
  rs_fail("roll_weight: reached the end without a return");
}
// end rule dragon.roll

// rule dragon.direction: Direction
// spec: rulespecs/emerald.yaml:1533
// cite ja: "ドラゴンは顔が向いている方向に進みます"
static RS_UNUSED int64_t f_step_of(rs_game *g, int64_t l_f) {
  (void)g;
  (void)l_f;
  if (l_f == 0) {
    return (-1);
  }
  return 1;
  rs_fail("step_of: reached the end without a return");
}
static RS_UNUSED int64_t f_turned(rs_game *g, int64_t l_f) {
  (void)g;
  (void)l_f;
  if (l_f == 0) {
    return 1;
  }
  return 0;
  rs_fail("turned: reached the end without a return");
}
// end rule dragon.direction

// rule dragon.turn-at-end: Turning at the end of the track
// spec: rulespecs/emerald.yaml:1559
// cite ja: "ドラゴントラックの端のマスまできたら直ちに方向変換し、移動を続けます。"
// cite ja: "ドラゴントラックの端でぴったりドラゴンの移動が終了したら、単に方向転換のみ行います。"
// cite zh-Hant: "紅龍只會在龍窟內的龍軌跡棒方格內移動,當觸及龍軌跡棒底端時,紅龍立即轉身並可向下一格移動,轉身的動作不計入移動骰點數"
static RS_UNUSED void f_walk(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_lo = 0;
  (void)l_lo;
  int64_t l_hi = 0;
  (void)l_hi;
  int64_t l_pos = 0;
  (void)l_pos;
  int64_t l_f = 0;
  (void)l_f;
  R_Turn *l_t = NULL;
  (void)l_t;
  l_lo = (*rs_at((l_s)->f_track, 0)).i;
  l_hi = ((l_lo + C_TRACK_LENGTH) - 1);
  l_pos = ((l_s)->f_dragon)->f_space;
  l_f = ((l_s)->f_dragon)->f_facing;
  l_t = (l_s)->f_this_turn;
  {
    int64_t b_1 = RS_WHILE_BOUND;
    while ((l_t)->f_pips > 0) {
      if (--b_1 < 0) rs_fail("rule dragon.turn-at-end: while loop bound exceeded");
      l_pos += f_step_of(g, l_f);
      {
        R_Turn *r_ = l_t;
        int64_t o_ = r_->f_pips;
        int64_t v_ = 1;
        r_->f_pips = o_ - v_;
      }
      if (((l_f == 1) && (l_pos >= l_hi)) || ((l_f == 0) && (l_pos <= l_lo))) {
        l_f = f_turned(g, l_f);
        if (((l_t)->f_pips > 0) && (g->opt[4] == 1)) {
          {
            int64_t v_ = l_pos;
            ((l_s)->f_dragon)->f_space = v_;
          }
          {
            int64_t v_ = l_f;
            ((l_s)->f_dragon)->f_facing = v_;
          }
          {
            int64_t v_ = 4;
            (l_s)->f_phase = v_;
          }
          return;
        }
      }
    }
  }
  {
    int64_t v_ = l_pos;
    ((l_s)->f_dragon)->f_space = v_;
  }
  {
    int64_t v_ = l_f;
    ((l_s)->f_dragon)->f_facing = v_;
  }
  (void)(f_dragon_stopped(g, l_s));
}
static RS_UNUSED int64_t f_at_end(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return 1;
  rs_fail("at_end: reached the end without a return");
}
static RS_UNUSED void f_stop_dragon(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    int64_t v_ = 0;
    ((l_s)->f_this_turn)->f_pips = v_;
  }
  (void)(f_dragon_stopped(g, l_s));
}
// end rule dragon.turn-at-end

// rule track.advance: Track advance
// spec: rulespecs/emerald.yaml:1601
// cite ja: "ドラゴンが移動を終えたら、騎士コマを捕らえたかどうかにかかわらず、ドラゴントラックを、財宝の間のほうに1マス分移動させます。"
// cite zh-Hant: "龍軌跡棒一開始在龍窟的最左邊,每觸發一次紅龍時,龍軌跡棒就向右移動一格"
static RS_UNUSED void f_dragon_stopped(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_advance = 0;
  (void)l_advance;
  l_advance = f_track_stop(g, l_s, C_TRACK_ADVANCE);
  {
    rs_list *c_ = (l_s)->f_track;
    int64_t i_ = 0;
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = l_advance;
    rs_at(c_, i_)->i = o_ + v_;
  }
  {
    rs_list *c_ = (l_s)->f_track;
    int64_t i_ = 1;
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = l_advance;
    rs_at(c_, i_)->i = o_ + v_;
  }
  (void)(f_capture_after_move(g, l_s));
}
// end rule track.advance

// rule track.stop: Track stops before the treasure room
// spec: rulespecs/emerald.yaml:1623
// cite ja: "ドラゴントラックの先端が財宝の間の直前のマスまで移動したら、それ以上移動することはありません。"
// cite ja: "ゲーム終了までその位置に居続けます。"
// cite zh-Hant: "當龍軌跡棒到達龍窟最右邊時,龍軌跡棒就不再移動,紅龍僅在龍窟最右邊四格來回移動"
static RS_UNUSED int64_t f_track_stop(rs_game *g, R_State *l_s, int64_t l_advance) {
  (void)g;
  (void)l_s;
  (void)l_advance;
  return rs_max2(0, rs_min2(l_advance, (C_TRACK_LAST_START - (*rs_at((l_s)->f_track, 0)).i)));
  rs_fail("track_stop: reached the end without a return");
}
// end rule track.stop

// rule dragon.outside-track: Dragon left outside the track
// spec: rulespecs/emerald.yaml:1643
// cite ja: "注意:ドラゴンがドラゴントラックの洞窟入り口側の端で移動を終えたら、ドラゴントラックの移動により、ドラゴンがドラゴントラックの範囲から出てしまいます。"
// cite ja: "その場合も次に、騎士コマがドラゴンまたはドラゴントラックのマスで移動を終え、ドラゴンの移動がはじまるまで、そこに居続けます。"
// cite zh-Hant: "紅龍有可能會離開龍軌跡棒的範圍,紅龍會在下次觸發移動時朝龍軌跡棒前進"
// cite zh-Hant: "紅龍有可能移動後,龍軌跡棒移出紅龍所在範圍,此時紅龍並不會移動,需等下次有任何玩家觸發紅龍的移動時,紅龍會朝龍軌跡棒移動."
static RS_UNUSED void f_roll(rs_game *g, R_State *l_s, int64_t l_n) {
  (void)g;
  (void)l_s;
  (void)l_n;
  int64_t l_lo = 0;
  (void)l_lo;
  int64_t l_hi = 0;
  (void)l_hi;
  R_Dragon *l_d = NULL;
  (void)l_d;
  l_lo = (*rs_at((l_s)->f_track, 0)).i;
  l_hi = ((l_lo + C_TRACK_LENGTH) - 1);
  l_d = (l_s)->f_dragon;
  if ((((l_d)->f_facing == 0) && ((l_d)->f_space <= l_lo)) || (((l_d)->f_facing == 1) && ((l_d)->f_space >= l_hi))) {
    {
      int64_t v_ = f_turned(g, (l_d)->f_facing);
      (l_d)->f_facing = v_;
    }
  }
  {
    int64_t v_ = l_n;
    ((l_s)->f_this_turn)->f_pips = v_;
  }
  (void)(f_walk(g, l_s));
}
// end rule dragon.outside-track

// rule capture.after-dragon-move: Capture only after the dragon moves
// spec: rulespecs/emerald.yaml:1668
// cite ja: "ドラゴンが騎士を捕らえるのは、ドラゴンが移動した後だけです"
// cite ja: "ドラゴンが騎士コマのいないマスに移動したら、だれも捕まえることができません"
// cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士"
// also carries: capture.own-knight
static RS_UNUSED void f_capture_after_move(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_present = NULL;
  (void)l_present;
  if (f_on_place(g, l_s, f_place_of(g, ((l_s)->f_dragon)->f_space)) == 0) {
    (void)(f_dragon_done(g, l_s));
    return;
  }
  l_present = f_colours_on(g, l_s, f_place_of(g, ((l_s)->f_dragon)->f_space));
  {
    R_Capture *v_ = mk_Capture(((l_s)->f_dragon)->f_space, RS_NONE);
    (l_s)->f_capture = v_;
  }
  if (((int64_t)(l_present)->len) == 1) {
    (void)(f_choose_colour(g, l_s, (*rs_at(l_present, 0)).i));
    return;
  }
  {
    int64_t v_ = 5;
    (l_s)->f_phase = v_;
  }
}
// end rule capture.after-dragon-move

// rule capture.choose: Who is caught
// spec: rulespecs/emerald.yaml:1703
// cite ja: "騎士コマが複数いるマスにドラゴンが移動したら、ドラゴンを移動させたプレイヤーがどの騎士コマ（１個）を捕らえるか決めることができます。"
// cite ja: "捕らえられなかった騎士コマは、その後通常通り移動することができます。"
// cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士,如果有多名騎士,則由觸發紅龍的玩家決定紅龍捕獲騎士對象,紅龍一次僅會捕捉一名騎士."
// external: "the active player chooses which knight the dragon eats when several stand on its space"
static RS_UNUSED rs_list *f_in_play(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return g->gf_colours;
  rs_fail("in_play: reached the end without a return");
}
static RS_UNUSED int64_t f_can_capture(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  if (!(rs_find_i(g->gf_colours, l_c) >= 0)) {
    return 0;
  }
  return ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[f_place_of(g, (((R_Capture *)rs_must_p((l_s)->f_capture)))->f_space)].i > 0);
  rs_fail("can_capture: reached the end without a return");
}
static RS_UNUSED void f_choose_colour(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  R_Capture *l_cap = NULL;
  (void)l_cap;
  l_cap = ((R_Capture *)rs_must_p((l_s)->f_capture));
  if (f_last_among_others(g, l_s, l_c)) {
    {
      int64_t v_ = l_c;
      (l_cap)->f_colour = v_;
    }
    {
      int64_t v_ = 6;
      (l_s)->f_phase = v_;
    }
    return;
  }
  (void)(f_captured(g, l_s, l_c));
}
static RS_UNUSED int64_t f_last_among_others(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  R_Last *l_last = NULL;
  (void)l_last;
  int64_t l_p = 0;
  (void)l_p;
  l_last = ((R_Last *)rs_must_p(((l_s)->f_this_turn)->f_last));
  if ((l_c != (l_last)->f_colour) || ((l_last)->f_place == RS_NONE)) {
    return 0;
  }
  l_p = f_place_of(g, (((R_Capture *)rs_must_p((l_s)->f_capture)))->f_space);
  return ((rs_must_i((l_last)->f_place) == l_p) && ((((rs_edict *)(*rs_ed_get((l_s)->f_knights, l_c, EN_colour)).p))->v[l_p].i > 1));
  rs_fail("last_among_others: reached the end without a return");
}
static RS_UNUSED int64_t f_can_catch(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  return 1;
  rs_fail("can_catch: reached the end without a return");
}
static RS_UNUSED void f_catch_knight(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  int64_t l_c = 0;
  (void)l_c;
  l_c = rs_must_i((((R_Capture *)rs_must_p((l_s)->f_capture)))->f_colour);
  if (l_k == 0) {
    {
      int64_t v_ = 0;
      ((l_s)->f_this_turn)->f_caught = v_;
    }
  }
  (void)(f_owner_decides(g, l_s, l_c));
}
// end rule capture.choose

// rule capture.own-knight: Only the mover's own knights
// spec: rulespecs/emerald.yaml:1751
// cite ja: "注意:ドラゴンが、ドラゴンを移動させたプレイヤーの騎士コマしかいないマスに移動したら、そこの1個を捕らえねばなりません。"
// carried by rule capture.after-dragon-move
// end rule capture.own-knight

// rule capture.nest: Eaten knights
// spec: rulespecs/emerald.yaml:1767
// cite ja: "ドラゴンに身代金を支払わないと決めたか、支払えないプレイヤーは、その騎士コマを財宝の間にあるドラゴンの巣に移動させます。"
// cite ja: "注意：ドラゴンの巣に移動させたコマは財宝カードを取れません"
// cite zh-Hant: "無黃金卡或不願意打出黃金卡,則該騎士是為出局,將該騎士方在綠龍寶寶的格子內變成綠龍寶寶的食物"
static RS_UNUSED void f_eaten(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  int64_t l_owner = 0;
  (void)l_owner;
  l_owner = (*rs_ed_get(g->gf_owner, l_c, EN_colour)).i;
  (void)(f_knight_off(g, l_s, l_c, f_place_of(g, (((R_Capture *)rs_must_p((l_s)->f_capture)))->f_space)));
  if (((l_s)->f_this_turn)->f_caught != RS_NONE) {
    {
      int64_t v_ = 1;
      ((l_s)->f_this_turn)->f_caught = v_;
    }
  }
  {
    R_Capture *v_ = NULL;
    (l_s)->f_capture = v_;
  }
  if (f_check_end(g, l_s, l_owner)) {
    return;
  }
  (void)(f_dragon_done(g, l_s));
}
// end rule capture.nest

// rule ransom.decide: Owner decides on the ransom
// spec: rulespecs/emerald.yaml:1792
// cite ja: "騎士コマが捕らえられたプレイヤーは、ドラゴンに身代金を支払うかどうか決めなければなりません。"
// cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍"
static RS_UNUSED void f_captured(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  R_Capture *l_cap = NULL;
  (void)l_cap;
  R_Last *l_last = NULL;
  (void)l_last;
  l_cap = ((R_Capture *)rs_must_p((l_s)->f_capture));
  {
    int64_t v_ = l_c;
    (l_cap)->f_colour = v_;
  }
  l_last = ((R_Last *)rs_must_p(((l_s)->f_this_turn)->f_last));
  if ((l_c == (l_last)->f_colour) && ((l_last)->f_place != RS_NONE)) {
    if (f_place_of(g, (l_cap)->f_space) == rs_must_i((l_last)->f_place)) {
      {
        int64_t v_ = 0;
        ((l_s)->f_this_turn)->f_caught = v_;
      }
    }
  }
  (void)(f_owner_decides(g, l_s, l_c));
}
static RS_UNUSED void f_owner_decides(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  if (((int64_t)((((R_Hand *)(*rs_at((l_s)->f_hands, (*rs_ed_get(g->gf_owner, l_c, EN_colour)).i)).p))->f_gold)->len) >= C_RANSOM_GOLD_CARDS) {
    {
      int64_t v_ = 7;
      (l_s)->f_phase = v_;
    }
  } else {
    (void)(f_eaten(g, l_s, l_c));
  }
}
static RS_UNUSED int64_t f_seat_ransom(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (*rs_ed_get(g->gf_owner, rs_must_i((((R_Capture *)rs_must_p((l_s)->f_capture)))->f_colour), EN_colour)).i;
  rs_fail("seat_ransom: reached the end without a return");
}
static RS_UNUSED int64_t f_can_refuse(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return 1;
  rs_fail("can_refuse: reached the end without a return");
}
static RS_UNUSED void f_refuse(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  (void)(f_eaten(g, l_s, rs_must_i((((R_Capture *)rs_must_p((l_s)->f_capture)))->f_colour)));
}
// end rule ransom.decide

// rule ransom.pay: Paying the ransom
// spec: rulespecs/emerald.yaml:1834
// cite ja: "ドラゴンに身代金を支払うと決めたプレイヤーは、ゴールドカードを1枚、箱に戻すことによって、捕らえられた騎士コマをドラゴンの巣に移動させなくてすみます。"
// cite ja: "箱に戻すゴールドカードの価値は関係ありません"
// cite ja: "身代金によって助けられた騎士コマは、捕らえられたマスに置かれ、以降の手番で通常通り移動できます。"
// cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍,賄賂後騎士不會被捕穫將停留於原地."
static RS_UNUSED void f_pay(rs_game *g, R_State *l_s, int64_t l_v) {
  (void)g;
  (void)l_s;
  (void)l_v;
  (void)(rs_remove((((R_Hand *)(*rs_at((l_s)->f_hands, f_seat_ransom(g, l_s))).p))->f_gold, RS_VI(l_v), rs_eq_i));
  {
    R_Capture *v_ = NULL;
    (l_s)->f_capture = v_;
  }
  (void)(f_dragon_done(g, l_s));
}
// end rule ransom.pay

// rule ransom.gold-only: Gold cards only
// spec: rulespecs/emerald.yaml:1855
// cite ja: "身代金は、ゴールドカードによってのみ支払うことができます"
// cite ja: "ドラゴンへの身代金に宝石カードは使えません"
// cite zh-Hant: "賄賂龍時僅能使用黃金卡,不能使用寶石卡或獎勵卡"
static RS_UNUSED int64_t f_can_pay(rs_game *g, R_State *l_s, int64_t l_v) {
  (void)g;
  (void)l_s;
  (void)l_v;
  rs_list *l_hand = NULL;
  (void)l_hand;
  l_hand = (((R_Hand *)(*rs_at((l_s)->f_hands, f_seat_ransom(g, l_s))).p))->f_gold;
  return ((((int64_t)(l_hand)->len) >= C_RANSOM_GOLD_CARDS) && ((rs_find_i(l_hand, l_v) >= 0)));
  rs_fail("can_pay: reached the end without a return");
}
// end rule ransom.gold-only

// rule cards.take: Taking a card
// spec: rulespecs/emerald.yaml:1878
// cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
// cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時,龍窟的上方有寶石牌,下方有黃金牌,騎士可任選領取一張打開的牌,(一定要拿,不能選擇不拿)"
// external: "a knight ending on a cave space with cards takes the top gem or the top gold card there and the turn ends; on a space without cards the player may still move a second knight"
static RS_UNUSED void f_offer_card(rs_game *g, R_State *l_s, int64_t l_cave) {
  (void)g;
  (void)l_s;
  (void)l_cave;
  if ((((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)->len) > 0) && (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)->len) > 0)) {
    {
      int64_t v_ = 2;
      (l_s)->f_phase = v_;
    }
    return;
  }
  (void)(f_empty_pile(g, l_s, l_cave));
}
static RS_UNUSED int64_t f_can_take(rs_game *g, R_State *l_s, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_p;
  return 1;
  rs_fail("can_take: reached the end without a return");
}
// end rule cards.take

// rule cards.flip: Turning the next card
// spec: rulespecs/emerald.yaml:1902
// cite ja: "上のカードを取ったら、下のカードを１枚表に向けてください"
// cite zh-Hant: "領取寶石牌或黃金牌後,請將下一張打開向上放好"
static RS_UNUSED void f_take(rs_game *g, R_State *l_s, int64_t l_p) {
  (void)g;
  (void)l_s;
  (void)l_p;
  int64_t l_cave = 0;
  (void)l_cave;
  int64_t l_seat = 0;
  (void)l_seat;
  R_Hand *l_hand = NULL;
  (void)l_hand;
  l_cave = (f_space_of(g, rs_must_i((((R_Last *)rs_must_p(((l_s)->f_this_turn)->f_last)))->f_place)) - C_CAVE_FIRST);
  l_seat = (l_s)->f_turn;
  l_hand = ((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p);
  if (l_p == 0) {
    (void)(f_gem_face_up(g, l_s, l_seat, (rs_pop((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)).i));
  } else {
    (void)(f_gold_face_down(g, l_hand, (rs_pop((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)).i));
  }
  {
    int64_t v_ = 1;
    ((l_s)->f_this_turn)->f_took = v_;
  }
  (void)(f_card_ends_turn(g, l_s));
}
// end rule cards.flip

// rule cards.empty-pile: Empty piles
// spec: rulespecs/emerald.yaml:1927
// cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
// cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
static RS_UNUSED void f_empty_pile(rs_game *g, R_State *l_s, int64_t l_cave) {
  (void)g;
  (void)l_s;
  (void)l_cave;
  if (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)->len) > 0) {
    (void)(f_take(g, l_s, 0));
  } else if (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)->len) > 0) {
    (void)(f_take(g, l_s, 1));
  } else {
    (void)(f_next_move(g, l_s));
  }
}
// end rule cards.empty-pile

// rule cards.order: The card before the dragon
// spec: rulespecs/emerald.yaml:1952
// cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
// cite ja: "騎士ゴマが移動したマスにカードをあれば、まず取らなければなりません。"
// cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
// cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌"
// cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時"
static RS_UNUSED int64_t f_card_now(rs_game *g, R_State *l_s, int64_t l_cave, int64_t l_trigger, int64_t l_dragon_done) {
  (void)g;
  (void)l_s;
  (void)l_cave;
  (void)l_trigger;
  (void)l_dragon_done;
  int64_t l_got = 0;
  (void)l_got;
  if (l_cave < 0) {
    return 0;
  }
  if ((((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gems)->len) == 0) && (((int64_t)((((R_Cave *)(*rs_at((l_s)->f_caves, l_cave)).p))->f_gold)->len) == 0)) {
    return 0;
  }
  if (g->opt[1] == 1) {
    return (!l_dragon_done);
  }
  if (!l_dragon_done) {
    return (!l_trigger);
  }
  l_got = ((l_s)->f_this_turn)->f_caught;
  if ((l_got == 0) && (g->opt[2] == 0)) {
    return 1;
  }
  if ((l_got == 0) && (g->opt[2] == 1)) {
    return 0;
  }
  return (l_got == RS_NONE);
  rs_fail("card_now: reached the end without a return");
}
static RS_UNUSED void f_dragon_done(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_cave = 0;
  (void)l_cave;
  R_Last *l_last = NULL;
  (void)l_last;
  if (g->opt[1] == 0) {
    l_cave = (-1);
    l_last = ((l_s)->f_this_turn)->f_last;
    if (l_last != NULL) {
      if ((((R_Last *)rs_must_p(l_last)))->f_place != RS_NONE) {
        l_cave = (f_space_of(g, rs_must_i((((R_Last *)rs_must_p(l_last)))->f_place)) - C_CAVE_FIRST);
      }
    }
    if (f_card_now(g, l_s, l_cave, 1, 1)) {
      (void)(f_offer_card(g, l_s, l_cave));
    } else {
      (void)(f_next_move(g, l_s));
    }
    return;
  }
  if (((l_s)->f_this_turn)->f_took) {
    (void)(f_end_turn(g, l_s));
  } else {
    (void)(f_next_move(g, l_s));
  }
}
// end rule cards.order

// rule cards.turn-ends: A card ends the turn
// spec: rulespecs/emerald.yaml:2003
// cite ja: "カードを取ったら、手番は直ちに終了です"
// cite ja: "参考:プレイヤーは1回の手番で2個の騎士コマを移動できますが、ゴールドカードまたは宝石カードを取ったら、直ちに手番が終了になります。"
// cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌,只要拿一張時,該玩家立即終止該回合行動,由左手邊玩家進行遊戲."
// cite zh-Hant: "當第一名騎士停留在龍窟後,如移動龍完成且取得一張黃金卡或寶石卡,則立即結束遊戲且不能移動第二隻騎士."
static RS_UNUSED void f_card_ends_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  R_Turn *l_t = NULL;
  (void)l_t;
  int64_t l_due = 0;
  (void)l_due;
  l_t = (l_s)->f_this_turn;
  l_due = (l_t)->f_roll_due;
  {
    int64_t v_ = 0;
    (l_t)->f_roll_due = v_;
  }
  if (l_due && (g->opt[3] == 0)) {
    {
      int64_t v_ = 3;
      (l_s)->f_phase = v_;
    }
    return;
  }
  if (l_due && (g->opt[3] == 1)) {
    (void)(f_end_turn(g, l_s));
    return;
  }
  (void)(f_end_turn(g, l_s));
}
// end rule cards.turn-ends

// rule cards.gold-face-down: Gold cards face down
// spec: rulespecs/emerald.yaml:2030
// cite ja: "ゴールドカードを獲得したら、自分の前に伏せて置きます"
// cite zh-Hant: "玩家領取黃金卡時,請將黃金卡放到自己位置前方並且將牌蓋住向下"
static RS_UNUSED void f_gold_face_down(rs_game *g, R_Hand *l_hand, int64_t l_v) {
  (void)g;
  (void)l_hand;
  (void)l_v;
  (void)(rs_push((l_hand)->f_gold, RS_VI(l_v)));
  {
    rs_list *v_ = rs_sorted((l_hand)->f_gold, 0, NULL);
    (l_hand)->f_gold = v_;
  }
}
// end rule cards.gold-face-down

// rule cards.gem-face-up: Gem cards face up
// spec: rulespecs/emerald.yaml:2049
// cite ja: "宝石カードを獲得したら、自分の前に表にして置きます"
// cite zh-Hant: "玩家領取寶石卡時,請將寶石卡放到自己位置前方並且將牌打開向上"
static RS_UNUSED void f_gem_face_up(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_k;
  {
    rs_edict *c_ = (((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p))->f_gems;
    int64_t k_ = l_k;
    int64_t o_ = rs_ed_get(c_, k_, EN_gem_kind)->i;
    int64_t v_ = 1;
    rs_ed_set(c_, k_, RS_VI(o_ + v_));
  }
  (void)(f_four_kinds(g, l_s, l_seat));
}
// end rule cards.gem-face-up

// rule bonus.four-kinds: Four-gem bonus
// spec: rulespecs/emerald.yaml:2068
// cite ja: "一番初めに4種類すべての宝石カードを獲得したプレイヤーは、4種類の宝石が描かれたボーナスカードを獲得します。"
// cite ja: "このボーナスカードは他のプレイヤーから取られることはありません"
// cite zh-Hant: "當有任何一位玩家第一個獲得四種不同的寶石時,可以立即獲得一張四種不同寶石的寶石獎勵卡,並且不會被其他人奪取."
static RS_UNUSED void f_four_kinds(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  if (((l_s)->f_four_gem_bonus == RS_NONE) && f_owns_every_kind(g, l_s, l_seat)) {
    {
      int64_t v_ = l_seat;
      (l_s)->f_four_gem_bonus = v_;
    }
    {
      int64_t v_ = 1;
      (((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p))->f_four_gem_bonus = v_;
    }
  }
}
static RS_UNUSED int64_t f_owns_every_kind(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_k = 0;
  (void)l_k;
  {
    rs_list *k_1_l = C_GEM_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if ((*rs_ed_get((((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p))->f_gems, l_k, EN_gem_kind)).i == 0) {
        return 0;
      }
    }
  }
  return 1;
  rs_fail("owns_every_kind: reached the end without a return");
}
// end rule bonus.four-kinds

// rule two-player.colours: Two players: two colours
// spec: rulespecs/emerald.yaml:2095
// cite ja: "二人用ゲームは、以下の例外以外はすべて通常のルールと同じです"
// cite ja: "それぞれ２色の騎士コマを使用します"
// cite zh-Hant: "兩位玩家各持兩種顏色,每種顏色四骨騎士棋."
static RS_UNUSED int64_t f_game_colours_per_player(rs_game *g) {
  (void)g;
  return (*rs_at(C_COLOURS_PER_PLAYER, ((int64_t)g->players))).i;
  rs_fail("game_colours_per_player: reached the end without a return");
}
// end rule two-player.colours

// rule two-player.moves: Two players: knights moved
// spec: rulespecs/emerald.yaml:2113
// cite ja: "一回の手番で移動させることのできる騎士コマは、同色のものだけです"
// cite zh-Hant: "<二個玩家則僅能移動一騎士>"
// carried by rule turn.knights
// end rule two-player.moves

// rule bonus.majority: Gem majority bonuses
// spec: rulespecs/emerald.yaml:2134
// cite ja: "これらのカードはゲーム終了時に分配されます"
// cite ja: "それぞれの宝石カードを単独で一番多く持っているプレイヤーが、その宝石が描かれたボーナスカードを獲得します。"
// cite ja: "それぞれの種類の宝石について、1番多くの宝石カードを持っているプレイヤーが、そのボーナスカードを獲得します。"
// cite ja: "もし、複数のプレイヤーがある種の宝石カードを同数で一番多く持っていた場合には、そのボーナスカードはだれにも与えられません。"
// cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
// cite zh-Hant: "有兩名以上玩家獲得最多同色寶石者,寶石獎勵卡不予發出"
static RS_UNUSED rs_list *f_majority_bonus(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_bonus = NULL;
  (void)l_bonus;
  int64_t l_seat = 0;
  (void)l_seat;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_best = 0;
  (void)l_best;
  int64_t l_holders = 0;
  (void)l_holders;
  int64_t l_who = 0;
  (void)l_who;
  int64_t l_n = 0;
  (void)l_n;
  l_bonus = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      (void)(rs_push(l_bonus, RS_VI(0)));
    }
  }
  {
    rs_list *k_2_l = C_GEM_KINDS;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_k = (k_2_l->it[k_2]).i;
      l_best = 0;
      l_holders = 0;
      l_who = 0;
      {
        int64_t k_3_end = ((int64_t)g->players);
        for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
          l_seat = k_3;
          l_n = (*rs_ed_get((((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p))->f_gems, l_k, EN_gem_kind)).i;
          if (l_n > l_best) {
            l_best = l_n;
            l_holders = 1;
            l_who = l_seat;
          } else if (l_n == l_best) {
            l_holders += 1;
          }
        }
      }
      if ((l_best > 0) && (l_holders == 1)) {
        {
          rs_list *c_ = l_bonus;
          int64_t i_ = l_who;
          int64_t o_ = rs_at(c_, i_)->i;
          int64_t v_ = 1;
          rs_at(c_, i_)->i = o_ + v_;
        }
      }
    }
  }
  return l_bonus;
  rs_fail("majority_bonus: reached the end without a return");
}
// end rule bonus.majority

// rule score.values: Card values
// spec: rulespecs/emerald.yaml:2174
// cite ja: "ゴールドカード：１∼５ゴールドの価値がそれぞれのカードに描かれています"
// cite ja: "財宝カード:1枚5ゴールド"
// cite ja: "宝石カード:1枚1ゴールド"
// cite ja: "ボーナスカード：１枚４ゴールド"
// cite zh-Hant: "寶石卡 : 每張一分"
// cite zh-Hant: "黃金卡 : 按牌面記分"
// cite zh-Hant: "騎士獎勵卡 : 每張五分"
// cite zh-Hant: "寶石獎勵卡 : 每張四分"
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_bonus = NULL;
  (void)l_bonus;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  R_Hand *l_h = NULL;
  (void)l_h;
  int64_t l_b = 0;
  (void)l_b;
  l_bonus = f_majority_bonus(g, l_s);
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      l_h = ((R_Hand *)(*rs_at((l_s)->f_hands, l_seat)).p);
      l_b = (*rs_at(l_bonus, l_seat)).i;
      if ((l_s)->f_four_gem_bonus != RS_NONE) {
        if (rs_must_i((l_s)->f_four_gem_bonus) == l_seat) {
          l_b += 1;
        }
      }
      (void)(rs_push(l_out, RS_VI((((rs_sum((l_h)->f_gold) + (C_POINTS_TREASURE * (l_h)->f_treasure)) + (C_POINTS_GEM * f_gem_cards(g, l_h))) + (C_POINTS_BONUS * l_b)))));
    }
  }
  return l_out;
  rs_fail("scores: reached the end without a return");
}
static RS_UNUSED int64_t f_gem_cards(rs_game *g, R_Hand *l_h) {
  (void)g;
  (void)l_h;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = C_GEM_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_n += (*rs_ed_get((l_h)->f_gems, l_k, EN_gem_kind)).i;
    }
  }
  return l_n;
  rs_fail("gem_cards: reached the end without a return");
}
// end rule score.values

// rule score.winner: Winner
// spec: rulespecs/emerald.yaml:2206
// cite ja: "ゴールド数が一番多いプレイヤーが勝ちです"
// cite ja: "ゲーム終了時に、一番多くのゴールドを持っているプレイヤーが勝ちです"
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_sc = NULL;
  (void)l_sc;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  int64_t l_best = 0;
  (void)l_best;
  int64_t l_other = 0;
  (void)l_other;
  l_sc = f_end_scores(g, l_s);
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      l_best = 1;
      {
        int64_t k_2_end = ((int64_t)g->players);
        for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
          l_other = k_2;
          if (f_ahead(g, l_s, l_sc, l_other, l_seat)) {
            l_best = 0;
          }
        }
      }
      if (l_best) {
        (void)(rs_push(l_out, RS_VI(l_seat)));
      }
    }
  }
  return l_out;
  rs_fail("winners: reached the end without a return");
}
static RS_UNUSED rs_list *f_winners_json(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_phase != 8) {
    return NULL;
  }
  return f_winners(g, l_s);
  rs_fail("winners_json: reached the end without a return");
}
static RS_UNUSED rs_list *f_returns(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_list *l_won = NULL;
  (void)l_won;
  int64_t l_seat = 0;
  (void)l_seat;
  l_out = rs_list_new(0);
  l_won = f_winners(g, l_s);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      if ((l_s)->f_phase != 8) {
        (void)(rs_push(l_out, RS_VI(0)));
      } else if ((rs_find_i(l_won, l_seat) >= 0)) {
        (void)(rs_push(l_out, RS_VI(1)));
      } else {
        (void)(rs_push(l_out, RS_VI((-1))));
      }
    }
  }
  return l_out;
  rs_fail("returns: reached the end without a return");
}
// end rule score.winner

// rule score.tiebreak: Ties
// spec: rulespecs/emerald.yaml:2256
// cite ja: "ゴールド数が同じ場合は、財宝カードが多いほうが勝ちです。"
// cite ja: "それも同じ場合は、宝石カードが多いほうが勝ちです。"
// cite zh-Hant: "如有同分玩家,則依序比卡片數量"
// cite zh-Hant: "騎士獎勵卡 B.寶石卡"
// assumed: "Players still tied after both tie-breaks share the victory: neither edition says what happens then (finding tiebreak-full-tie)."
static RS_UNUSED int64_t f_ahead(rs_game *g, R_State *l_s, rs_list *l_sc, int64_t l_a, int64_t l_b) {
  (void)g;
  (void)l_s;
  (void)l_sc;
  (void)l_a;
  (void)l_b;
  if ((*rs_at(l_sc, l_a)).i != (*rs_at(l_sc, l_b)).i) {
    return ((*rs_at(l_sc, l_a)).i > (*rs_at(l_sc, l_b)).i);
  }
  if ((((R_Hand *)(*rs_at((l_s)->f_hands, l_a)).p))->f_treasure != (((R_Hand *)(*rs_at((l_s)->f_hands, l_b)).p))->f_treasure) {
    return ((((R_Hand *)(*rs_at((l_s)->f_hands, l_a)).p))->f_treasure > (((R_Hand *)(*rs_at((l_s)->f_hands, l_b)).p))->f_treasure);
  }
  return (f_gem_cards(g, ((R_Hand *)(*rs_at((l_s)->f_hands, l_a)).p)) > f_gem_cards(g, ((R_Hand *)(*rs_at((l_s)->f_hands, l_b)).p)));
  rs_fail("ahead: reached the end without a return");
}
// end rule score.tiebreak

// rule end.last-treasure: Last treasure card taken
// spec: rulespecs/emerald.yaml:2282
// cite ja: "ゲームは次のいずれかの状態になったら、直ちに終了します"
// cite ja: "最後の財宝カードが取られる"
// cite zh-Hant: "當騎士獎勵卡四張被抽取玩,遊戲立即結束"
// cite zh-Hant: "當有四名騎士站滿四格圈圈,遊戲立即結束"
static RS_UNUSED int64_t f_check_end(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_over = 0;
  (void)l_over;
  l_over = 0;
  if ((l_s)->f_treasure == 0) {
    l_over = 1;
  }
  if (f_seat_down(g, l_s, l_seat)) {
    l_over = 1;
  }
  if (l_over) {
    {
      int64_t v_ = 8;
      (l_s)->f_phase = v_;
    }
  }
  return l_over;
  rs_fail("check_end: reached the end without a return");
}
// end rule end.last-treasure

// rule end.one-knight-left: A player has one knight left
// spec: rulespecs/emerald.yaml:2307
// cite ja: "誰か一人のプレイヤーのゲームに残っている騎士コマが１個だけになる"
// cite zh-Hant: "當任何玩家只剩下一隻騎士可行動時,遊戲也結束"
// cite zh-Hant: "有任何玩家只剩下一隻騎士可行動"
static RS_UNUSED int64_t f_knights_left(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_c = 0;
  (void)l_c;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at(g->gf_seat_colours, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      l_n += f_colour_count(g, l_s, l_c);
    }
  }
  return l_n;
  rs_fail("knights_left: reached the end without a return");
}
static RS_UNUSED int64_t f_seat_down(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_c = 0;
  (void)l_c;
  if (f_knights_left(g, l_s, l_seat) <= C_END_KNIGHTS_LEFT) {
    return 1;
  }
  if (g->opt[8] == 0) {
    return 0;
  }
  if (g->opt[8] == 1) {
    {
      rs_list *k_1_l = ((rs_list *)(*rs_at(g->gf_seat_colours, l_seat)).p);
      for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
        l_c = (k_1_l->it[k_1]).i;
        if (f_colour_count(g, l_s, l_c) <= C_END_KNIGHTS_LEFT) {
          return 1;
        }
      }
    }
  }
  return 0;
  rs_fail("seat_down: reached the end without a return");
}
// end rule end.one-knight-left

// rule end.scoring: After the end
// spec: rulespecs/emerald.yaml:2340
// cite ja: "ここで、ボーナスカードの分配を行ないます"
// cite ja: "自分の持っているカードの得点計算を行ないます"
// cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
// cite zh-Hant: "黃金卡 : 按牌面記分"
static RS_UNUSED rs_list *f_end_scores(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return f_scores(g, l_s);
  rs_fail("end_scores: reached the end without a return");
}
// end rule end.scoring

/* ---- actions: every string made at compile time, numbered in code point order */
#define RS_NACT 130
static const char *const RS_ACT_NAMES[] = {"capture c1", "capture c2", "capture c3", "capture c4", "capture c5", "catch last", "catch other", "deal gem emerald", "deal gem garnet", "deal gem ruby", "deal gem turquoise", "deal gold 1", "deal gold 2", "deal gold 3", "deal gold 4", "deal gold 5", "dragon continue", "dragon stop", "move c1 1", "move c1 10", "move c1 11", "move c1 12", "move c1 13", "move c1 14", "move c1 15", "move c1 2", "move c1 3", "move c1 4", "move c1 5", "move c1 6", "move c1 7", "move c1 8", "move c1 9", "move c1 centre", "move c1 tower-1", "move c1 tower-2", "move c1 tower-3", "move c1 tower-4", "move c2 1", "move c2 10", "move c2 11", "move c2 12", "move c2 13", "move c2 14", "move c2 15", "move c2 2", "move c2 3", "move c2 4", "move c2 5", "move c2 6", "move c2 7", "move c2 8", "move c2 9", "move c2 centre", "move c2 tower-1", "move c2 tower-2", "move c2 tower-3", "move c2 tower-4", "move c3 1", "move c3 10", "move c3 11", "move c3 12", "move c3 13", "move c3 14", "move c3 15", "move c3 2", "move c3 3", "move c3 4", "move c3 5", "move c3 6", "move c3 7", "move c3 8", "move c3 9", "move c3 centre", "move c3 tower-1", "move c3 tower-2", "move c3 tower-3", "move c3 tower-4", "move c4 1", "move c4 10", "move c4 11", "move c4 12", "move c4 13", "move c4 14", "move c4 15", "move c4 2", "move c4 3", "move c4 4", "move c4 5", "move c4 6", "move c4 7", "move c4 8", "move c4 9", "move c4 centre", "move c4 tower-1", "move c4 tower-2", "move c4 tower-3", "move c4 tower-4", "move c5 1", "move c5 10", "move c5 11", "move c5 12", "move c5 13", "move c5 14", "move c5 15", "move c5 2", "move c5 3", "move c5 4", "move c5 5", "move c5 6", "move c5 7", "move c5 8", "move c5 9", "move c5 centre", "move c5 tower-1", "move c5 tower-2", "move c5 tower-3", "move c5 tower-4", "pass", "ransom pay 1", "ransom pay 2", "ransom pay 3", "ransom pay 4", "ransom pay 5", "ransom refuse", "roll 1", "roll 2", "roll 3", "take gem", "take gold"};
static const int RS_ACT_PAT[] = {8, 8, 8, 8, 8, 9, 9, 0, 0, 0, 0, 1, 1, 1, 1, 1, 6, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 10, 10, 10, 10, 10, 11, 5, 5, 5, 4, 4};
static const rs_val RS_ACT_ARGS[][2] = {{{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 0}}, {{.i = 1}}, {{.i = 1}}, {{.i = 2}}, {{.i = 0}}, {{.i = 3}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 0}}, {{.i = 0}}, {{.i = 0}, {.i = 5}}, {{.i = 0}, {.i = 14}}, {{.i = 0}, {.i = 15}}, {{.i = 0}, {.i = 16}}, {{.i = 0}, {.i = 17}}, {{.i = 0}, {.i = 18}}, {{.i = 0}, {.i = 19}}, {{.i = 0}, {.i = 6}}, {{.i = 0}, {.i = 7}}, {{.i = 0}, {.i = 8}}, {{.i = 0}, {.i = 9}}, {{.i = 0}, {.i = 10}}, {{.i = 0}, {.i = 11}}, {{.i = 0}, {.i = 12}}, {{.i = 0}, {.i = 13}}, {{.i = 0}, {.i = 4}}, {{.i = 0}, {.i = 0}}, {{.i = 0}, {.i = 1}}, {{.i = 0}, {.i = 2}}, {{.i = 0}, {.i = 3}}, {{.i = 1}, {.i = 5}}, {{.i = 1}, {.i = 14}}, {{.i = 1}, {.i = 15}}, {{.i = 1}, {.i = 16}}, {{.i = 1}, {.i = 17}}, {{.i = 1}, {.i = 18}}, {{.i = 1}, {.i = 19}}, {{.i = 1}, {.i = 6}}, {{.i = 1}, {.i = 7}}, {{.i = 1}, {.i = 8}}, {{.i = 1}, {.i = 9}}, {{.i = 1}, {.i = 10}}, {{.i = 1}, {.i = 11}}, {{.i = 1}, {.i = 12}}, {{.i = 1}, {.i = 13}}, {{.i = 1}, {.i = 4}}, {{.i = 1}, {.i = 0}}, {{.i = 1}, {.i = 1}}, {{.i = 1}, {.i = 2}}, {{.i = 1}, {.i = 3}}, {{.i = 2}, {.i = 5}}, {{.i = 2}, {.i = 14}}, {{.i = 2}, {.i = 15}}, {{.i = 2}, {.i = 16}}, {{.i = 2}, {.i = 17}}, {{.i = 2}, {.i = 18}}, {{.i = 2}, {.i = 19}}, {{.i = 2}, {.i = 6}}, {{.i = 2}, {.i = 7}}, {{.i = 2}, {.i = 8}}, {{.i = 2}, {.i = 9}}, {{.i = 2}, {.i = 10}}, {{.i = 2}, {.i = 11}}, {{.i = 2}, {.i = 12}}, {{.i = 2}, {.i = 13}}, {{.i = 2}, {.i = 4}}, {{.i = 2}, {.i = 0}}, {{.i = 2}, {.i = 1}}, {{.i = 2}, {.i = 2}}, {{.i = 2}, {.i = 3}}, {{.i = 3}, {.i = 5}}, {{.i = 3}, {.i = 14}}, {{.i = 3}, {.i = 15}}, {{.i = 3}, {.i = 16}}, {{.i = 3}, {.i = 17}}, {{.i = 3}, {.i = 18}}, {{.i = 3}, {.i = 19}}, {{.i = 3}, {.i = 6}}, {{.i = 3}, {.i = 7}}, {{.i = 3}, {.i = 8}}, {{.i = 3}, {.i = 9}}, {{.i = 3}, {.i = 10}}, {{.i = 3}, {.i = 11}}, {{.i = 3}, {.i = 12}}, {{.i = 3}, {.i = 13}}, {{.i = 3}, {.i = 4}}, {{.i = 3}, {.i = 0}}, {{.i = 3}, {.i = 1}}, {{.i = 3}, {.i = 2}}, {{.i = 3}, {.i = 3}}, {{.i = 4}, {.i = 5}}, {{.i = 4}, {.i = 14}}, {{.i = 4}, {.i = 15}}, {{.i = 4}, {.i = 16}}, {{.i = 4}, {.i = 17}}, {{.i = 4}, {.i = 18}}, {{.i = 4}, {.i = 19}}, {{.i = 4}, {.i = 6}}, {{.i = 4}, {.i = 7}}, {{.i = 4}, {.i = 8}}, {{.i = 4}, {.i = 9}}, {{.i = 4}, {.i = 10}}, {{.i = 4}, {.i = 11}}, {{.i = 4}, {.i = 12}}, {{.i = 4}, {.i = 13}}, {{.i = 4}, {.i = 4}}, {{.i = 4}, {.i = 0}}, {{.i = 4}, {.i = 1}}, {{.i = 4}, {.i = 2}}, {{.i = 4}, {.i = 3}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 0}}, {{.i = 1}}};
static const int32_t RS_COMBO_0[] = {9, 7, 8, 10};
static RS_UNUSED const int64_t RS_DOM_0_0[] = {0, 1, 2, 3};
static RS_UNUSED int64_t rs_pos_0_0(int64_t v) {
  return v;
}
static void rs_cand_0(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_deal_gem_kinds(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_0_0(v_0);
    int64_t w = f_deal_gem_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_0[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_1[] = {11, 12, 13, 14, 15};
static RS_UNUSED const int64_t RS_DOM_1_0[] = {1, 2, 3, 4, 5};
static RS_UNUSED int64_t rs_pos_1_0(int64_t v) {
  for (int64_t q = 0; q < 5; q++)
    if (RS_DOM_1_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {v} in deal gold {v}");
}
static void rs_cand_1(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[1] == NULL) h[1] = f_deal_gold_values(g, s);
  rs_list *l_0 = h[1];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_1_0(v_0);
    int64_t w = f_deal_gold_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_1[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_2[] = {34, 35, 36, 37, 33, 18, 25, 26, 27, 28, 29, 30, 31, 32, 19, 20, 21, 22, 23, 24, 54, 55, 56, 57, 53, 38, 45, 46, 47, 48, 49, 50, 51, 52, 39, 40, 41, 42, 43, 44, 74, 75, 76, 77, 73, 58, 65, 66, 67, 68, 69, 70, 71, 72, 59, 60, 61, 62, 63, 64, 94, 95, 96, 97, 93, 78, 85, 86, 87, 88, 89, 90, 91, 92, 79, 80, 81, 82, 83, 84, 114, 115, 116, 117, 113, 98, 105, 106, 107, 108, 109, 110, 111, 112, 99, 100, 101, 102, 103, 104};
static RS_UNUSED const int64_t RS_DOM_2_0[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_2_0(int64_t v) {
  return v;
}
static RS_UNUSED const int64_t RS_DOM_2_1[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
static RS_UNUSED int64_t rs_pos_2_1(int64_t v) {
  return v;
}
static void rs_cand_2(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_mover_colours(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_2_0(v_0);
    rs_list *l_1 = f_movable(g, s, v_0);
    for (int32_t q_1 = 0; q_1 < l_1->len; q_1++) {
      int64_t v_1 = (l_1->it[q_1]).i;
      int64_t p_1 = rs_pos_2_1(v_1);
      rs_cand_add(out, RS_COMBO_2[(p_0) * 20 + p_1], 1);
    }
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_3[] = {118};
static void rs_cand_3(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_can_pass(g, s)) rs_cand_add(out, RS_COMBO_3[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_4[] = {128, 129};
static RS_UNUSED const int64_t RS_DOM_4_0[] = {0, 1};
static RS_UNUSED int64_t rs_pos_4_0(int64_t v) {
  return v;
}
static void rs_cand_4(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 2; p_0++) {
    int64_t v_0 = RS_DOM_4_0[p_0];
    if (f_can_take(g, s, v_0)) rs_cand_add(out, RS_COMBO_4[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_5[] = {125, 126, 127};
static RS_UNUSED const int64_t RS_DOM_5_0[] = {1, 2, 3};
static RS_UNUSED int64_t rs_pos_5_0(int64_t v) {
  for (int64_t q = 0; q < 3; q++)
    if (RS_DOM_5_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {n} in roll {n}");
}
static void rs_cand_5(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 3; p_0++) {
    int64_t v_0 = RS_DOM_5_0[p_0];
    int64_t w = f_roll_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_5[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_6[] = {16};
static void rs_cand_6(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_at_end(g, s)) rs_cand_add(out, RS_COMBO_6[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_7[] = {17};
static void rs_cand_7(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_at_end(g, s)) rs_cand_add(out, RS_COMBO_7[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_8[] = {0, 1, 2, 3, 4};
static RS_UNUSED const int64_t RS_DOM_8_0[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_8_0(int64_t v) {
  return v;
}
static void rs_cand_8(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_in_play(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_8_0(v_0);
    if (f_can_capture(g, s, v_0)) rs_cand_add(out, RS_COMBO_8[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_9[] = {5, 6};
static RS_UNUSED const int64_t RS_DOM_9_0[] = {0, 1};
static RS_UNUSED int64_t rs_pos_9_0(int64_t v) {
  return v;
}
static void rs_cand_9(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 2; p_0++) {
    int64_t v_0 = RS_DOM_9_0[p_0];
    if (f_can_catch(g, s, v_0)) rs_cand_add(out, RS_COMBO_9[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_10[] = {119, 120, 121, 122, 123};
static RS_UNUSED const int64_t RS_DOM_10_0[] = {1, 2, 3, 4, 5};
static RS_UNUSED int64_t rs_pos_10_0(int64_t v) {
  for (int64_t q = 0; q < 5; q++)
    if (RS_DOM_10_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {v} in ransom pay {v}");
}
static void rs_cand_10(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 5; p_0++) {
    int64_t v_0 = RS_DOM_10_0[p_0];
    if (f_can_pay(g, s, v_0)) rs_cand_add(out, RS_COMBO_10[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_11[] = {124};
static void rs_cand_11(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_can_refuse(g, s)) rs_cand_add(out, RS_COMBO_11[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
#define RS_NCOMBO 130
static const int RS_PHASE_KIND[] = {1, 2, 2, 1, 2, 2, 2, 2, 3};
#define RS_PHASE_NAMES EN_phase
static int rs_g_phase(const R_State *s) { return (int)s->f_phase; }
static int64_t rs_g_seat(rs_game *g, R_State *s, int phase) {
  switch (phase) {
  case 1: return f_seat_turn(g, s);
  case 2: return f_seat_turn(g, s);
  case 4: return f_seat_turn(g, s);
  case 5: return f_seat_turn(g, s);
  case 6: return f_seat_turn(g, s);
  case 7: return f_seat_ransom(g, s);
  default: return -2;
  }
}
static void rs_g_cands(rs_game *g, R_State *s, rs_cands *out) {
  switch (rs_g_phase(s)) {
  case 0: { rs_list *h[2] = {NULL}; rs_cand_0(g, s, out, h); rs_cand_1(g, s, out, h); break; }
  case 1: { rs_list *h[1] = {NULL}; rs_cand_2(g, s, out, h); rs_cand_3(g, s, out, h); break; }
  case 2: { rs_cand_4(g, s, out, NULL); break; }
  case 3: { rs_cand_5(g, s, out, NULL); break; }
  case 4: { rs_cand_6(g, s, out, NULL); rs_cand_7(g, s, out, NULL); break; }
  case 5: { rs_list *h[1] = {NULL}; rs_cand_8(g, s, out, h); break; }
  case 6: { rs_cand_9(g, s, out, NULL); break; }
  case 7: { rs_cand_10(g, s, out, NULL); rs_cand_11(g, s, out, NULL); break; }
  default: break;
  }
}
static void rs_g_apply(rs_game *g, R_State *s, int id) {
  const rs_val *a;
  int pat;
  if (id < RS_NACT) {
    a = RS_ACT_ARGS[id];
    pat = RS_ACT_PAT[id];
  } else {
    a = g->rt.args[id - RS_NACT];
    pat = g->rt.pat[id - RS_NACT];
  }
  (void)a;
  switch (pat) {
  case 0: f_deal_gem(g, s, (a[0]).i); break;
  case 1: f_deal_gold(g, s, (a[0]).i); break;
  case 2: f_do_move(g, s, (a[0]).i, (a[1]).i); break;
  case 3: f_do_pass(g, s); break;
  case 4: f_take(g, s, (a[0]).i); break;
  case 5: f_roll(g, s, (a[0]).i); break;
  case 6: f_walk(g, s); break;
  case 7: f_stop_dragon(g, s); break;
  case 8: f_choose_colour(g, s, (a[0]).i); break;
  case 9: f_catch_knight(g, s, (a[0]).i); break;
  case 10: f_pay(g, s, (a[0]).i); break;
  case 11: f_refuse(g, s); break;
  default: break;
  }
}
static void rs_g_game_init(rs_game *g) {
  g->gf_colours_per_player = f_game_colours_per_player(g);
  g->gf_colours = f_game_colours(g);
  g->gf_seat_colours = f_game_seat_colours(g);
  g->gf_owner = f_game_owner(g);
  g->gf_knights_per_colour = f_game_knights_per_colour(g);
  g->gf_spots = f_game_spots(g);
  g->gf_max_moves = f_game_max_moves(g);
  (void)g;
}
static R_State *rs_g_init(rs_game *g) { return f_init(g); }
static R_State *rs_g_clone(R_State *s) { return cp_R5State(s); }
static int rs_g_stopped(rs_game *g, R_State *s) {
  (void)g;
  (void)s;
  return 0;
}
static rs_list *rs_g_scores(rs_game *g, R_State *s) {
  return f_scores(g, s);
}
static rs_list *rs_g_returns(rs_game *g, R_State *s) {
  return f_returns(g, s);
}
static void rs_g_to_json(rs_buf *b, rs_game *g, R_State *s) {
  rs_wc(b, "{\"game\":");
  rs_wc(b, "\"emerald\"");
  rs_wc(b, ",\"players\":");
  rs_w_int(b, g->players);
  rs_wc(b, ",\"options\":");
  rs_wc(b, "{");
  rs_wc(b, "\"card_dragon_order\":");
  rs_w_str(b, RS_OPT_VALUES[1][g->opt[1]]);
  rs_wc(b, ",\"dragon_after_card\":");
  rs_w_str(b, RS_OPT_VALUES[3][g->opt[3]]);
  rs_wc(b, ",\"dragon_counts_for_distance\":");
  rs_w_str(b, RS_OPT_VALUES[6][g->opt[6]]);
  rs_wc(b, ",\"dragon_end_of_track\":");
  rs_w_str(b, RS_OPT_VALUES[4][g->opt[4]]);
  rs_wc(b, ",\"ransomed_knight_takes_card\":");
  rs_w_str(b, RS_OPT_VALUES[2][g->opt[2]]);
  rs_wc(b, ",\"start_space_count\":");
  rs_w_str(b, RS_OPT_VALUES[5][g->opt[5]]);
  rs_wc(b, ",\"treasure_room_ends_turn\":");
  rs_w_str(b, RS_OPT_VALUES[7][g->opt[7]]);
  rs_wc(b, ",\"two_player_last_knight\":");
  rs_w_str(b, RS_OPT_VALUES[8][g->opt[8]]);
  rs_wc(b, ",\"two_player_moves\":");
  rs_w_str(b, RS_OPT_VALUES[0][g->opt[0]]);
  rs_wc(b, "}");
  rs_wc(b, ",\"phase\":");
  w_e5phase(b, s->f_phase);
  rs_wc(b, ",\"turn\":");
  w_int(b, s->f_turn);
  rs_wc(b, ",\"knights\":");
  w_De6colour_Ce5place_int(b, s->f_knights);
  rs_wc(b, ",\"dragon\":");
  w_R6Dragon(b, s->f_dragon);
  rs_wc(b, ",\"track\":");
  w_Lint(b, s->f_track);
  rs_wc(b, ",\"caves\":");
  w_LR4Cave(b, s->f_caves);
  rs_wc(b, ",\"treasure\":");
  w_int(b, s->f_treasure);
  rs_wc(b, ",\"four_gem_bonus\":");
  w_Oint(b, s->f_four_gem_bonus);
  rs_wc(b, ",\"hands\":");
  w_LR4Hand(b, s->f_hands);
  rs_wc(b, ",\"this_turn\":");
  w_R4Turn(b, s->f_this_turn);
  rs_wc(b, ",\"capture\":");
  w_OR7Capture(b, s->f_capture);
  rs_wc(b, ",\"winners\":");
  w_OLint(b, f_winners_json(g, s));
  rs_wc(b, "}");
}
static const char *rs_options_repr(const rs_game *g) {
  rs_buf b = {0};
  rs_wc(&b, "{");
  for (int k = 0; k < 9; k++) {
    if (k) rs_wc(&b, ",");
    rs_w_str(&b, RS_OPT_NAMES[k]);
    rs_wc(&b, ":");
    rs_w_str(&b, RS_OPT_VALUES[k][g->opt[k]]);
  }
  rs_wc(&b, "}");
  const char *s = rs_keep(b.p);
  free(b.p);
  return s;
}
static R_State *rs_g_load_state(const rs_json *v, const char *path);
static R_State *rs_g_load(rs_game *g, const rs_json *v) {
  if (v->kind != RS_JOBJ) rs_fail_kind(2, "state: a JSON object expected");
  if (rs_j_get(v, "players") == NULL) rs_fail_kind(2, "state: players: missing");
  const rs_json *x = rs_j_get(v, "game");
  if (x != NULL && (x->kind != RS_JSTR || strcmp(x->s, RS_GAME_ID) != 0))
    rs_fail_kind(2, "state: game must be %s", "\"emerald\"");
  x = rs_j_get(v, "players");
  if (x->kind != RS_JINT || x->i != g->players)
    rs_fail_kind(2, "state: players must be %d", g->players);
  x = rs_j_get(v, "options");
  int same = x == NULL;
  if (x != NULL && x->kind == RS_JOBJ && x->n == 9) {
    same = 1;
    for (int k = 0; k < 9; k++) {
      const rs_json *o = rs_j_get(x, RS_OPT_NAMES[k]);
      same &= o != NULL && o->kind == RS_JSTR && strcmp(o->s, RS_OPT_VALUES[k][g->opt[k]]) == 0;
    }
  }
  if (!same)
    rs_fail_kind(2, "state: options must be %s", rs_options_repr(g));
  R_State *s = rs_g_load_state(v, "");
  f_normalise(g, s);
  const char *why_check_shape = f_check_shape(g, s);
  if (why_check_shape[0] != 0) rs_fail_kind(2, "state: %s", why_check_shape);
  const char *why_check_reachable = f_check_reachable(g, s);
  if (why_check_reachable[0] != 0) rs_fail_kind(2, "state: %s", why_check_reachable);
  const char *why_check_counts = f_check_counts(g, s);
  if (why_check_counts[0] != 0) rs_fail_kind(2, "state: %s", why_check_counts);
  x = rs_j_get(v, "winners");
  if (x != NULL) {
    rs_buf b = {0};
    w_OLint(&b, f_winners_json(g, s));
    const char *text = rs_keep(b.p);
    free(b.p);
    if (!rs_j_same_text(x, text))
      rs_fail_kind(2, "state: %s: not what the position gives", "winners");
  }
  return s;
}
static R_State *rs_g_load_state(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "phase") != 0 && strcmp(k, "turn") != 0 && strcmp(k, "knights") != 0 && strcmp(k, "dragon") != 0 && strcmp(k, "track") != 0 && strcmp(k, "caves") != 0 && strcmp(k, "treasure") != 0 && strcmp(k, "four_gem_bonus") != 0 && strcmp(k, "hands") != 0 && strcmp(k, "this_turn") != 0 && strcmp(k, "capture") != 0 && strcmp(k, "game") != 0 && strcmp(k, "players") != 0 && strcmp(k, "options") != 0 && strcmp(k, "winners") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"phase\",\"turn\",\"knights\",\"dragon\",\"track\",\"caves\",\"treasure\",\"four_gem_bonus\",\"hands\",\"this_turn\",\"capture\"]", pre, k);
  }
  R_State *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_phase = rs_j_get(v, "phase");
  if (x_phase == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "phase");
  r->f_phase = ld_e5phase(x_phase,
    rs_path(pre, "phase", ""));
  const rs_json *x_turn = rs_j_get(v, "turn");
  if (x_turn == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "turn");
  r->f_turn = ld_int(x_turn,
    rs_path(pre, "turn", ""));
  const rs_json *x_knights = rs_j_get(v, "knights");
  if (x_knights == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "knights");
  r->f_knights = ld_De6colour_Ce5place_int(x_knights,
    rs_path(pre, "knights", ""));
  const rs_json *x_dragon = rs_j_get(v, "dragon");
  if (x_dragon == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "dragon");
  r->f_dragon = ld_R6Dragon(x_dragon,
    rs_path(pre, "dragon", ""));
  const rs_json *x_track = rs_j_get(v, "track");
  if (x_track == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "track");
  r->f_track = ld_Lint(x_track,
    rs_path(pre, "track", ""));
  const rs_json *x_caves = rs_j_get(v, "caves");
  if (x_caves == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "caves");
  r->f_caves = ld_LR4Cave(x_caves,
    rs_path(pre, "caves", ""));
  const rs_json *x_treasure = rs_j_get(v, "treasure");
  if (x_treasure == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "treasure");
  r->f_treasure = ld_int(x_treasure,
    rs_path(pre, "treasure", ""));
  const rs_json *x_four_gem_bonus = rs_j_get(v, "four_gem_bonus");
  if (x_four_gem_bonus == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "four_gem_bonus");
  r->f_four_gem_bonus = ld_Oint(x_four_gem_bonus,
    rs_path(pre, "four_gem_bonus", ""));
  const rs_json *x_hands = rs_j_get(v, "hands");
  if (x_hands == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "hands");
  r->f_hands = ld_LR4Hand(x_hands,
    rs_path(pre, "hands", ""));
  const rs_json *x_this_turn = rs_j_get(v, "this_turn");
  if (x_this_turn == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "this_turn");
  r->f_this_turn = ld_R4Turn(x_this_turn,
    rs_path(pre, "this_turn", ""));
  const rs_json *x_capture = rs_j_get(v, "capture");
  if (x_capture == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "capture");
  r->f_capture = ld_OR7Capture(x_capture,
    rs_path(pre, "capture", ""));
  r->f_dealt = 0;
  r->f_gems_left = rs_ed_new(4);
  r->f_gold_left = rs_list_new(0);
  r->f_crowd = rs_ed_new(20);
  r->f_stands = rs_ed_new(5);
  return r;
}
#define RS_ENGINE_PART
#include "rs_runtime.h"
