/* Emporium engine, compiled by rulestone from rulespecs/emporium.yaml
   (docs/rule-language.md, docs/c-target.md). Do not edit: change the rule bodies in the spec and
   run `rulestone build`.
   C11, standard library only; the API is in the header beside this file. */
#include "emporium.h"
#define RS_API(name) emporium_##name
#define RS_GAME_ID "emporium"
#define RS_SPEC_SHA256 "da19a44e06e7df03648d365228f99b6962f8ef85db66a7fef8ec17bca4eae20f"
#define RS_MIN_PLAYERS 2
#define RS_MAX_PLAYERS 4
#include "rs_runtime.h"
/* ---- the game ---- */
static RS_UNUSED const char *const EN_kind[] = {"culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"};
static RS_UNUSED const int32_t RK_kind[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED const char *const EN_action_card[] = {"reserve", "history", "progress", "reserved", "explore"};
static RS_UNUSED const int32_t RK_action_card[] = {3, 1, 2, 4, 0};
static RS_UNUSED const char *const EN_phase[] = {"draw", "act", "split", "over"};
static RS_UNUSED const int32_t RK_phase[] = {1, 0, 3, 2};
static RS_UNUSED const char *const EN_step[] = {"port history", "port progress", "loot", "forced", "end"};
static RS_UNUSED const int32_t RK_step[] = {3, 4, 2, 1, 0};
static const char *const *const RS_ENUMS[] = {EN_kind, EN_action_card, EN_phase, EN_step};
static const int RS_ENUM_SIZES[] = {19, 5, 4, 5};
const char *RS_API(enum_value)(int e, int k) {
  if (e < 0 || e >= 4 || k < 0 || k >= RS_ENUM_SIZES[e]) return NULL;
  return RS_ENUMS[e][k];
}
#define RS_NOPT 5
static const char *const RS_OPTV_0[] = {"empty-polis", "explored-polis"};
static const char *const RS_OPTV_1[] = {"returns", "spent"};
static const char *const RS_OPTV_2[] = {"1", "2"};
static const char *const RS_OPTV_3[] = {"no-loot", "loot"};
static const char *const RS_OPTV_4[] = {"emptied", "draw-failed"};
static RS_UNUSED const char *const RS_OPT_NAMES[] = {"setup_polis", "reserve_drachma", "reserve_limit", "forced_exploration_loot", "history_deck_end"};
static RS_UNUSED const char *const RS_OPT_SORTED[] = {"forced_exploration_loot", "history_deck_end", "reserve_drachma", "reserve_limit", "setup_polis"};
static RS_UNUSED const int RS_OPT_NVALUES[] = {2, 2, 2, 2, 2};
static RS_UNUSED const char *const *const RS_OPT_VALUES[] = {RS_OPTV_0, RS_OPTV_1, RS_OPTV_2, RS_OPTV_3, RS_OPTV_4};
static RS_UNUSED const int RS_OPT_DEFAULT[] = {0, 0, 0, 0, 0};
static RS_UNUSED const int64_t C_HISTORY_COUNT = 68;
static RS_UNUSED const int64_t C_GOODS_COUNT = 14;
static RS_UNUSED const int64_t C_PRESTIGE_COUNT = 18;
static RS_UNUSED const int64_t C_START_COUNT = 4;
static RS_UNUSED const int64_t C_DRACHMA_COUNT = 8;
static RS_UNUSED const int64_t C_MAX_SEATS = 4;
static RS_UNUSED const int32_t RS_INDEX_ACTION_CARDS[] = {0, 1, 2, 3, 4};
static RS_UNUSED const int32_t RS_COUNT_ACTION_CARDS[] = {1, 1, 1, 1, 1};
static rs_val C_ACTION_CARDS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_ACTION_CARDS_l = {5, -1, C_ACTION_CARDS_it};
#define C_ACTION_CARDS (&C_ACTION_CARDS_l)
static RS_UNUSED const int64_t C_PORT_SIZE = 4;
static RS_UNUSED const int64_t C_RESERVE_MAX = 1;
static RS_UNUSED const int64_t C_RESERVE_PENALTY = 3;
static RS_UNUSED const int64_t C_EXPLORE_MAX = 4;
static RS_UNUSED const int64_t C_FORCED_CARDS = 4;
static RS_UNUSED const int64_t C_REALM_END = 18;
static RS_UNUSED const int64_t C_REALM_WARNING = 17;
static RS_UNUSED const int64_t C_START_DRACHMAS = 2;
static rs_val C_START_LOOT_it[] = {{.s = ""}, {.s = ""}, {.s = "unknown"}, {.s = "unknown"}, {.s = "unknown"}};
static RS_UNUSED rs_list C_START_LOOT_l = {5, -1, C_START_LOOT_it};
#define C_START_LOOT (&C_START_LOOT_l)
static RS_UNUSED const int32_t RS_INDEX_KINDS[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED const int32_t RS_COUNT_KINDS[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_KINDS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}};
static RS_UNUSED rs_list C_KINDS_l = {19, -1, C_KINDS_it};
#define C_KINDS (&C_KINDS_l)
static rs_val C_KIND_DECK_it[] = {{.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "progress"}, {.s = "progress"}, {.s = "start"}, {.s = "progress"}, {.s = "progress"}, {.s = "progress"}, {.s = "start"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}};
static RS_UNUSED rs_list C_KIND_DECK_l = {19, -1, C_KIND_DECK_it};
#define C_KIND_DECK (&C_KIND_DECK_l)
static rs_val C_KIND_TYPE_it[] = {{.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "goods"}, {.s = "goods"}, {.s = "history"}, {.s = "prestige"}, {.s = "prestige"}, {.s = "prestige"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}, {.s = "history"}};
static RS_UNUSED rs_list C_KIND_TYPE_l = {19, -1, C_KIND_TYPE_it};
#define C_KIND_TYPE (&C_KIND_TYPE_l)
static rs_val C_KIND_COUNT_it[] = {{.i = 8}, {.i = 5}, {.i = 8}, {.i = 2}, {.i = 7}, {.i = 7}, {.i = 2}, {.i = 7}, {.i = 7}, {.i = 4}, {.i = 2}, {.i = 8}, {.i = 5}, {.i = 8}, {.i = 2}, {.i = 8}, {.i = 5}, {.i = 7}, {.i = 2}};
static RS_UNUSED rs_list C_KIND_COUNT_l = {19, -1, C_KIND_COUNT_it};
#define C_KIND_COUNT (&C_KIND_COUNT_l)
static rs_val C_KIND_POINTS_it[] = {{.i = 1}, {.i = 2}, {.i = 0}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 0}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 0}, {.i = 1}, {.i = 2}, {.i = 0}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_KIND_POINTS_l = {19, -1, C_KIND_POINTS_it};
#define C_KIND_POINTS (&C_KIND_POINTS_l)
static rs_val C_KIND_MARKS_it[] = {{.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}};
static RS_UNUSED rs_list C_KIND_MARKS_l = {19, -1, C_KIND_MARKS_it};
#define C_KIND_MARKS (&C_KIND_MARKS_l)
static rs_val C_KIND_PALAIAPOLIS_it[] = {{.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_KIND_PALAIAPOLIS_l = {19, -1, C_KIND_PALAIAPOLIS_it};
#define C_KIND_PALAIAPOLIS (&C_KIND_PALAIAPOLIS_l)
static rs_val C_START_KINDS_it[] = {{.s = "hoplites"}, {.s = "sophistes"}};
static RS_UNUSED rs_list C_START_KINDS_l = {2, -1, C_START_KINDS_it};
#define C_START_KINDS (&C_START_KINDS_l)
static RS_UNUSED const int32_t RS_INDEX_PHASES[] = {0, 1, 2, 3};
static RS_UNUSED const int32_t RS_COUNT_PHASES[] = {1, 1, 1, 1};
static rs_val C_PHASES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_PHASES_l = {4, -1, C_PHASES_it};
#define C_PHASES (&C_PHASES_l)
static RS_UNUSED const int32_t RS_INDEX_STEPS[] = {0, 1, 2, 3, 4};
static RS_UNUSED const int32_t RS_COUNT_STEPS[] = {1, 1, 1, 1, 1};
static rs_val C_STEPS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_STEPS_l = {5, -1, C_STEPS_it};
#define C_STEPS (&C_STEPS_l)
static rs_val C_SPLITS_it[] = {{.i = 1}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_SPLITS_l = {3, -1, C_SPLITS_it};
#define C_SPLITS (&C_SPLITS_l)
typedef struct R_Decks R_Decks;
typedef struct R_State R_State;
struct R_Decks {
  rs_edict *f_history;
  rs_edict *f_progress;
};
struct R_State {
  int64_t f_phase;
  int64_t f_turn;
  int64_t f_round;
  rs_list *f_markers;
  R_Decks *f_decks;
  rs_list *f_port;
  rs_list *f_polis;
  rs_list *f_realms;
  rs_list *f_reserved;
  rs_list *f_loot;
  rs_list *f_drachmas;
  int64_t f_spent;
  rs_list *f_removed;
  rs_list *f_pending;
  int64_t f_split;
  int64_t f_setup;
  int64_t f_history_out;
  rs_list *f_announced;
  int64_t f_history_left;
  int64_t f_progress_left;
};
typedef struct emporium_game rs_game;
struct emporium_game {
  int players;
  int opt[5];
  rs_arena arena;
  rs_rtab rt;
  rs_edict *gf_deck;
  rs_edict *gf_type;
  rs_edict *gf_count;
  rs_edict *gf_points;
  rs_edict *gf_marks;
  rs_edict *gf_palaiapolis;
  rs_list *gf_start_kinds;
  int64_t gf_reserve_limit;
};
static RS_UNUSED R_Decks *mk_Decks(rs_edict *a_history, rs_edict *a_progress) {
  R_Decks *r = rs_alloc(sizeof *r);
  r->f_history = a_history;
  r->f_progress = a_progress;
  return r;
}
static RS_UNUSED R_State *mk_State(int64_t a_phase, int64_t a_turn, int64_t a_round, rs_list *a_markers, R_Decks *a_decks, rs_list *a_port, rs_list *a_polis, rs_list *a_realms, rs_list *a_reserved, rs_list *a_loot, rs_list *a_drachmas, int64_t a_spent, rs_list *a_removed, rs_list *a_pending, int64_t a_split, int64_t a_setup, int64_t a_history_out, rs_list *a_announced, int64_t a_history_left, int64_t a_progress_left) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = a_phase;
  r->f_turn = a_turn;
  r->f_round = a_round;
  r->f_markers = a_markers;
  r->f_decks = a_decks;
  r->f_port = a_port;
  r->f_polis = a_polis;
  r->f_realms = a_realms;
  r->f_reserved = a_reserved;
  r->f_loot = a_loot;
  r->f_drachmas = a_drachmas;
  r->f_spent = a_spent;
  r->f_removed = a_removed;
  r->f_pending = a_pending;
  r->f_split = a_split;
  r->f_setup = a_setup;
  r->f_history_out = a_history_out;
  r->f_announced = a_announced;
  r->f_history_left = a_history_left;
  r->f_progress_left = a_progress_left;
  return r;
}
static RS_UNUSED R_State *f_init(rs_game *g);
static RS_UNUSED R_Decks *f_new_decks(rs_game *g);
static RS_UNUSED int64_t f_deck_size(rs_game *g, rs_edict *l_c);
static RS_UNUSED rs_list *f_empty_hands(rs_game *g);
static RS_UNUSED rs_edict *f_game_deck(rs_game *g);
static RS_UNUSED rs_edict *f_game_type(rs_game *g);
static RS_UNUSED rs_edict *f_game_count(rs_game *g);
static RS_UNUSED rs_edict *f_game_points(rs_game *g);
static RS_UNUSED rs_edict *f_game_marks(rs_game *g);
static RS_UNUSED rs_edict *f_game_palaiapolis(rs_game *g);
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_with_card(rs_game *g, rs_list *l_cards, int64_t l_k);
static RS_UNUSED rs_list *f_distinct(rs_game *g, rs_list *l_cards);
static RS_UNUSED rs_list *f_draw_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_draw_weight(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_do_draw(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_step_rank(rs_game *g, int64_t l_st);
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_count_cards(rs_game *g, rs_edict *l_seen, const char *l_where, rs_list *l_cards);
static RS_UNUSED const char *f_start_cards_in(rs_game *g, const char *l_where, rs_list *l_cards);
static RS_UNUSED int64_t f_has_legal(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_setup_steps(rs_game *g);
static RS_UNUSED const char *f_polis_at_setup(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_start_kind(rs_game *g, int64_t l_seat);
static RS_UNUSED rs_list *f_game_start_kinds(rs_game *g);
static RS_UNUSED rs_list *f_start_realms(rs_game *g);
static RS_UNUSED rs_list *f_start_drachmas(rs_game *g);
static RS_UNUSED rs_list *f_no_markers(rs_game *g);
static RS_UNUSED void f_start_player(rs_game *g, R_State *l_s);
static RS_UNUSED void f_next_turn(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_after_action(rs_game *g);
static RS_UNUSED int64_t f_pop_front(rs_game *g, rs_list *l_xs);
static RS_UNUSED rs_list *f_prepend(rs_game *g, rs_list *l_front, rs_list *l_xs);
static RS_UNUSED rs_list *f_repeat(rs_game *g, int64_t l_x, int64_t l_n);
static RS_UNUSED void f_advance(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_free_cards(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_card_free(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card);
static RS_UNUSED const char *f_markers_apart(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_may_share(rs_game *g, int64_t l_card);
static RS_UNUSED int64_t f_moves_on(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card);
static RS_UNUSED int64_t f_can_do(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card);
static RS_UNUSED int64_t f_any_act(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_polis_kinds(rs_game *g, R_State *l_s, const char *l_what);
static RS_UNUSED rs_list *f_discard_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_discard_cards(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED rs_list *f_pass_cards(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_discard(rs_game *g, R_State *l_s, int64_t l_k, int64_t l_card);
static RS_UNUSED void f_do_pass(rs_game *g, R_State *l_s, int64_t l_card);
static RS_UNUSED rs_list *f_reserve_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_reserve(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED void f_do_reserve(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_refill_after_reserve(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_has_drachma(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_game_reserve_limit(rs_game *g);
static RS_UNUSED int64_t f_under_limit(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_realm_size(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_history_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_history(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED rs_list *f_progress_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_progress(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED rs_list *f_reserved_kinds(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_reserved(rs_game *g, R_State *l_s, int64_t l_k);
static RS_UNUSED void f_release_drachma(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED const char *f_spent_allowed(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_explore_count(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_explore_choices(rs_game *g, R_State *l_s);
static RS_UNUSED void f_port_subsets(rs_game *g, rs_list *l_port, int64_t l_m, int64_t l_start, rs_list *l_chosen, rs_list *l_out);
static RS_UNUSED void f_do_explore(rs_game *g, R_State *l_s, rs_list *l_ks);
static RS_UNUSED rs_list *f_refill_one(rs_game *g, int64_t l_m);
static RS_UNUSED rs_list *f_refill_more(rs_game *g, R_State *l_s, int64_t l_m);
static RS_UNUSED int64_t f_can_split(rs_game *g, R_State *l_s, int64_t l_h);
static RS_UNUSED void f_do_split(rs_game *g, R_State *l_s, int64_t l_h);
static RS_UNUSED rs_list *f_loot_steps(rs_game *g, int64_t l_m);
static RS_UNUSED int64_t f_loot_points(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED void f_forced(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_deck_for(rs_game *g, R_State *l_s, int64_t l_st);
static RS_UNUSED int64_t f_card_points(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_scores_json(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_history_bonus(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_reserved_penalty(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_winners_json(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_returns(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_palaiapolis(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_progress_cards(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED void f_announce(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_ending(rs_game *g, R_State *l_s);
static RS_UNUSED void f_history_emptied(rs_game *g, R_State *l_s, const char *l_dk);
static RS_UNUSED void f_failed_draw(rs_game *g, R_State *l_s, int64_t l_st);
static RS_UNUSED const char *f_history_out_matches(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_end_turn(rs_game *g, R_State *l_s);
static RS_UNUSED rs_edict *cp_De4kind_str(rs_edict *v);
static RS_UNUSED R_State *cp_R5State(R_State *v);
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v);
static RS_UNUSED void w_int(rs_buf *b, int64_t v);
static RS_UNUSED void w_LOe11action_card(rs_buf *b, rs_list *v);
static RS_UNUSED void w_R5Decks(rs_buf *b, R_Decks *v);
static RS_UNUSED void w_Le4kind(rs_buf *b, rs_list *v);
static RS_UNUSED void w_LLe4kind(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Lint(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Le4step(rs_buf *b, rs_list *v);
static RS_UNUSED void w_bool(rs_buf *b, int64_t v);
static RS_UNUSED void w_OLint(rs_buf *b, rs_list *v);
static RS_UNUSED int64_t ld_e5phase(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LOe11action_card(const rs_json *v, const char *path);
static RS_UNUSED R_Decks *ld_R5Decks(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Le4kind(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LLe4kind(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Lint(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Le4step(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path);
static RS_UNUSED const char *cp_str(const char *v);
static RS_UNUSED int64_t cp_e5phase(int64_t v);
static RS_UNUSED int64_t cp_int(int64_t v);
static RS_UNUSED rs_list *cp_LOe11action_card(rs_list *v);
static RS_UNUSED R_Decks *cp_R5Decks(R_Decks *v);
static RS_UNUSED rs_list *cp_Le4kind(rs_list *v);
static RS_UNUSED rs_list *cp_LLe4kind(rs_list *v);
static RS_UNUSED rs_list *cp_Lint(rs_list *v);
static RS_UNUSED rs_list *cp_Le4step(rs_list *v);
static RS_UNUSED int64_t cp_bool(int64_t v);
static RS_UNUSED void w_Oe11action_card(rs_buf *b, int64_t v);
static RS_UNUSED void w_Ce4kind_int(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_e4kind(rs_buf *b, int64_t v);
static RS_UNUSED void w_e4step(rs_buf *b, int64_t v);
static RS_UNUSED int64_t ld_Oe11action_card(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *ld_Ce4kind_int(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e4kind(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e4step(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *cp_Ce4kind_int(rs_edict *v);
static RS_UNUSED void w_e11action_card(rs_buf *b, int64_t v);
static RS_UNUSED int64_t ld_e11action_card(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *cp_De4kind_str(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = RS_VS(cp_str((v->v[k]).s));
  return d;
}
static RS_UNUSED R_State *cp_R5State(R_State *v) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = cp_e5phase(v->f_phase);
  r->f_turn = cp_int(v->f_turn);
  r->f_round = cp_int(v->f_round);
  r->f_markers = cp_LOe11action_card(v->f_markers);
  r->f_decks = cp_R5Decks(v->f_decks);
  r->f_port = cp_Le4kind(v->f_port);
  r->f_polis = cp_Le4kind(v->f_polis);
  r->f_realms = cp_LLe4kind(v->f_realms);
  r->f_reserved = cp_LLe4kind(v->f_reserved);
  r->f_loot = cp_LLe4kind(v->f_loot);
  r->f_drachmas = cp_Lint(v->f_drachmas);
  r->f_spent = cp_int(v->f_spent);
  r->f_removed = cp_Le4kind(v->f_removed);
  r->f_pending = cp_Le4step(v->f_pending);
  r->f_split = cp_int(v->f_split);
  r->f_setup = cp_bool(v->f_setup);
  r->f_history_out = cp_bool(v->f_history_out);
  r->f_announced = cp_Lint(v->f_announced);
  r->f_history_left = cp_int(v->f_history_left);
  r->f_progress_left = cp_int(v->f_progress_left);
  return r;
}
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_phase[v]);
}
static RS_UNUSED void w_int(rs_buf *b, int64_t v) {
  rs_w_int(b, v);
}
static RS_UNUSED void w_LOe11action_card(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_Oe11action_card(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_R5Decks(rs_buf *b, R_Decks *v) {
  rs_wc(b, "{\"history\":");
  w_Ce4kind_int(b, v->f_history);
  rs_wc(b, ",\"progress\":");
  w_Ce4kind_int(b, v->f_progress);
  rs_wc(b, "}");
}
static RS_UNUSED void w_Le4kind(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_e4kind(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_LLe4kind(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_Le4kind(b, ((rs_list *)(v->it[k]).p));
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_Lint(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_int(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_Le4step(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_e4step(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_bool(rs_buf *b, int64_t v) {
  rs_wc(b, v ? "true" : "false");
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
    for (int32_t k = 0; k < 4; k++)
      if (strcmp(EN_phase[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"draw\",\"act\",\"split\",\"over\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JINT)
  rs_fail_kind(2, "state: %s: expected an integer, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED rs_list *ld_LOe11action_card(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_Oe11action_card(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED R_Decks *ld_R5Decks(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "history") != 0 && strcmp(k, "progress") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"history\",\"progress\"]", pre, k);
  }
  R_Decks *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_history = rs_j_get(v, "history");
  if (x_history == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "history");
  r->f_history = ld_Ce4kind_int(x_history,
    rs_path(pre, "history", ""));
  const rs_json *x_progress = rs_j_get(v, "progress");
  if (x_progress == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "progress");
  r->f_progress = ld_Ce4kind_int(x_progress,
    rs_path(pre, "progress", ""));
  return r;
}
static RS_UNUSED rs_list *ld_Le4kind(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_e4kind(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED rs_list *ld_LLe4kind(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VP(ld_Le4kind(v->items[k], sub)));
  }
  return l;
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
static RS_UNUSED rs_list *ld_Le4step(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_e4step(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path) {
  if (v->kind != RS_JBOOL)
  rs_fail_kind(2, "state: %s: expected true or false, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED const char *cp_str(const char *v) {
  return rs_strdup(v);
}
static RS_UNUSED int64_t cp_e5phase(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_int(int64_t v) {
  return v;
}
static RS_UNUSED rs_list *cp_LOe11action_card(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED R_Decks *cp_R5Decks(R_Decks *v) {
  R_Decks *r = rs_alloc(sizeof *r);
  r->f_history = cp_Ce4kind_int(v->f_history);
  r->f_progress = cp_Ce4kind_int(v->f_progress);
  return r;
}
static RS_UNUSED rs_list *cp_Le4kind(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_LLe4kind(rs_list *v) {
  rs_list *l = rs_list_new(v->len);
  for (int32_t k = 0; k < v->len; k++) rs_push(l, RS_VP(cp_Le4kind(((rs_list *)(v->it[k]).p))));
  return l;
}
static RS_UNUSED rs_list *cp_Lint(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_Le4step(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED int64_t cp_bool(int64_t v) {
  return v;
}
static RS_UNUSED void w_Oe11action_card(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e11action_card(b, v);
}
static RS_UNUSED void w_Ce4kind_int(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_kind[k]);
    rs_wc(b, ":");
    w_int(b, (v->v[k]).i);
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_e4kind(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_kind[v]);
}
static RS_UNUSED void w_e4step(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_step[v]);
}
static RS_UNUSED int64_t ld_Oe11action_card(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e11action_card(v, path);
}
static RS_UNUSED rs_edict *ld_Ce4kind_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(19);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 19 && strcmp(EN_kind[k], v->keys[m]) != 0) k++;
    if (k == 19)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"culture-1\",\"culture-2\",\"culture-explore\",\"culture-palaiapolis\",\"goods-1\",\"goods-2\",\"hoplites\",\"prestige-2\",\"prestige-3\",\"prestige-special\",\"sophistes\",\"trade-1\",\"trade-2\",\"trade-explore\",\"trade-palaiapolis\",\"war-1\",\"war-2\",\"war-explore\",\"war-palaiapolis\"]", path, v->keys[m]);
    int64_t x = ld_int(v->items[m], rs_path(path, ".", v->keys[m]));
    if (x <= 0)
      rs_fail_kind(2, "state: %s.%s: expected a positive count, found %s", path, v->keys[m], rs_j_show(v->items[m]));
    rs_ed_set(d, k, RS_VI(x));
  }
  return d;
}
static RS_UNUSED int64_t ld_e4kind(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 19; k++)
      if (strcmp(EN_kind[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"culture-1\",\"culture-2\",\"culture-explore\",\"culture-palaiapolis\",\"goods-1\",\"goods-2\",\"hoplites\",\"prestige-2\",\"prestige-3\",\"prestige-special\",\"sophistes\",\"trade-1\",\"trade-2\",\"trade-explore\",\"trade-palaiapolis\",\"war-1\",\"war-2\",\"war-explore\",\"war-palaiapolis\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_e4step(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 5; k++)
      if (strcmp(EN_step[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"port history\",\"port progress\",\"loot\",\"forced\",\"end\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED rs_edict *cp_Ce4kind_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED void w_e11action_card(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_action_card[v]);
}
static RS_UNUSED int64_t ld_e11action_card(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 5; k++)
      if (strcmp(EN_action_card[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"reserve\",\"history\",\"progress\",\"reserved\",\"explore\"]" ", found %s", path, rs_j_show(v));
}
// rule setup.decks: The two decks
// spec: rulespecs/emporium.yaml:288
// external: "two decks: the history deck and the progress (development) deck made of prestige and goods cards"
// assumed: "The setup picture is missing; the two decks are named in the post ('歴史カードの山札', '発展カードの山札') and made up as the facts say. Every draw is a chance step of the engine (gap setup-missing)."
static RS_UNUSED R_State *f_init(rs_game *g) {
  (void)g;
  R_State *l_s = NULL;
  (void)l_s;
  rs_list *t_1 = NULL;
  (void)t_1;
  R_Decks *t_2 = NULL;
  (void)t_2;
  rs_list *t_3 = NULL;
  (void)t_3;
  rs_list *t_4 = NULL;
  (void)t_4;
  rs_list *t_5 = NULL;
  (void)t_5;
  rs_list *t_6 = NULL;
  (void)t_6;
  rs_list *t_7 = NULL;
  (void)t_7;
  rs_list *t_8 = NULL;
  (void)t_8;
  rs_list *t_9 = NULL;
  (void)t_9;
  rs_list *t_10 = NULL;
  (void)t_10;
  rs_list *t_11 = NULL;
  (void)t_11;
  l_s = (t_1 = f_no_markers(g), t_2 = f_new_decks(g), t_3 = rs_list_new(0), t_4 = rs_list_new(0), t_5 = f_start_realms(g), t_6 = f_empty_hands(g), t_7 = f_empty_hands(g), t_8 = f_start_drachmas(g), t_9 = rs_list_new(0), t_10 = f_setup_steps(g), t_11 = rs_list_new(0), mk_State(0, 0, 1, t_1, t_2, t_3, t_4, t_5, t_6, t_7, t_8, 0, t_9, t_10, 0, 1, 0, t_11, 0, 0));
  {
    int64_t v_ = f_deck_size(g, ((l_s)->f_decks)->f_history);
    (l_s)->f_history_left = v_;
  }
  {
    int64_t v_ = f_deck_size(g, ((l_s)->f_decks)->f_progress);
    (l_s)->f_progress_left = v_;
  }
  (void)(f_start_player(g, l_s));
  (void)(f_advance(g, l_s));
  return l_s;
  rs_fail("init: reached the end without a return");
}
static RS_UNUSED R_Decks *f_new_decks(rs_game *g) {
  (void)g;
  R_Decks *l_d = NULL;
  (void)l_d;
  int64_t l_k = 0;
  (void)l_k;
  l_d = mk_Decks(rs_ed_new(19), rs_ed_new(19));
  {
    rs_list *k_1_l = C_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "history")) {
        {
          int64_t v_ = (*rs_ed_get(g->gf_count, l_k, EN_kind)).i;
          rs_edict *c_ = (l_d)->f_history;
          int64_t k_ = l_k;
          rs_ed_cset(c_, k_, v_);
        }
      } else if (rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "progress")) {
        {
          int64_t v_ = (*rs_ed_get(g->gf_count, l_k, EN_kind)).i;
          rs_edict *c_ = (l_d)->f_progress;
          int64_t k_ = l_k;
          rs_ed_cset(c_, k_, v_);
        }
      }
    }
  }
  return l_d;
  rs_fail("new_decks: reached the end without a return");
}
static RS_UNUSED int64_t f_deck_size(rs_game *g, rs_edict *l_c) {
  (void)g;
  (void)l_c;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = rs_ed_keys(l_c);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_n += (l_c)->v[l_k].i;
    }
  }
  return l_n;
  rs_fail("deck_size: reached the end without a return");
}
static RS_UNUSED rs_list *f_empty_hands(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VP(rs_list_new(0))));
    }
  }
  return l_out;
  rs_fail("empty_hands: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_deck(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        const char *v_ = (*rs_at(C_KIND_DECK, l_i)).s;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VS(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_deck: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_type(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        const char *v_ = (*rs_at(C_KIND_TYPE, l_i)).s;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VS(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_type: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_count(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(C_KIND_COUNT, l_i)).i;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_count: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_points(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(C_KIND_POINTS, l_i)).i;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_points: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_marks(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(C_KIND_MARKS, l_i)).i;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_marks: reached the end without a return");
}
static RS_UNUSED rs_edict *f_game_palaiapolis(rs_game *g) {
  (void)g;
  rs_edict *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_ed_new(19);
  {
    int64_t k_1_end = ((int64_t)(C_KINDS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(C_KIND_PALAIAPOLIS, l_i)).i;
        rs_edict *c_ = l_out;
        int64_t k_ = (*rs_at(C_KINDS, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_out;
  rs_fail("game_palaiapolis: reached the end without a return");
}
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (l_s)->f_turn;
  rs_fail("seat_turn: reached the end without a return");
}
static RS_UNUSED rs_list *f_with_card(rs_game *g, rs_list *l_cards, int64_t l_k) {
  (void)g;
  (void)l_cards;
  (void)l_k;
  (void)(rs_push(l_cards, RS_VI(l_k)));
  return rs_sorted(l_cards, 2, RK_kind);
  rs_fail("with_card: reached the end without a return");
}
static RS_UNUSED rs_list *f_distinct(rs_game *g, rs_list *l_cards) {
  (void)g;
  (void)l_cards;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_k = 0;
  (void)l_k;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = l_cards;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if ((((int64_t)(l_out)->len) == 0) || ((rs_top(l_out)).i != l_k)) {
        (void)(rs_push(l_out, RS_VI(l_k)));
      }
    }
  }
  return l_out;
  rs_fail("distinct: reached the end without a return");
}
static RS_UNUSED rs_list *f_draw_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  const char *l_dk = NULL;
  (void)l_dk;
  l_dk = f_deck_for(g, l_s, (*rs_at((l_s)->f_pending, 0)).i);
  if (rs_streq(l_dk, "history")) {
    return rs_ed_keys(((l_s)->f_decks)->f_history);
  }
  return rs_ed_keys(((l_s)->f_decks)->f_progress);
  rs_fail("draw_kinds: reached the end without a return");
}
static RS_UNUSED int64_t f_draw_weight(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  if (rs_streq(f_deck_for(g, l_s, (*rs_at((l_s)->f_pending, 0)).i), "history")) {
    return (((l_s)->f_decks)->f_history)->v[l_k].i;
  }
  return (((l_s)->f_decks)->f_progress)->v[l_k].i;
  rs_fail("draw_weight: reached the end without a return");
}
static RS_UNUSED void f_do_draw(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  int64_t l_st = 0;
  (void)l_st;
  const char *l_dk = NULL;
  (void)l_dk;
  l_st = f_pop_front(g, (l_s)->f_pending);
  l_dk = f_deck_for(g, l_s, l_st);
  if (rs_streq(l_dk, "history")) {
    {
      rs_edict *c_ = ((l_s)->f_decks)->f_history;
      int64_t k_ = l_k;
      int64_t o_ = c_->v[k_].i;
      int64_t v_ = 1;
      rs_ed_cset(c_, k_, o_ - v_);
    }
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_history_left;
      int64_t v_ = 1;
      r_->f_history_left = o_ - v_;
    }
  } else {
    {
      rs_edict *c_ = ((l_s)->f_decks)->f_progress;
      int64_t k_ = l_k;
      int64_t o_ = c_->v[k_].i;
      int64_t v_ = 1;
      rs_ed_cset(c_, k_, o_ - v_);
    }
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_progress_left;
      int64_t v_ = 1;
      r_->f_progress_left = o_ - v_;
    }
  }
  if (l_st == 2) {
    {
      rs_list *v_ = f_with_card(g, ((rs_list *)(*rs_at((l_s)->f_loot, (l_s)->f_turn)).p), l_k);
      rs_list *c_ = (l_s)->f_loot;
      int64_t i_ = (l_s)->f_turn;
      rs_at(c_, i_)->p = (void *)v_;
    }
  } else {
    {
      rs_list *v_ = f_with_card(g, (l_s)->f_port, l_k);
      (l_s)->f_port = v_;
    }
  }
  (void)(f_history_emptied(g, l_s, l_dk));
  (void)(f_advance(g, l_s));
}
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  {
    rs_list *v_ = rs_sorted((l_s)->f_port, 2, RK_kind);
    (l_s)->f_port = v_;
  }
  {
    rs_list *v_ = rs_sorted((l_s)->f_polis, 2, RK_kind);
    (l_s)->f_polis = v_;
  }
  {
    rs_list *v_ = rs_sorted((l_s)->f_removed, 2, RK_kind);
    (l_s)->f_removed = v_;
  }
  {
    int64_t k_1_end = ((int64_t)((l_s)->f_realms)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        rs_list *v_ = rs_sorted(((rs_list *)(*rs_at((l_s)->f_realms, l_i)).p), 2, RK_kind);
        rs_list *c_ = (l_s)->f_realms;
        int64_t i_ = l_i;
        rs_at(c_, i_)->p = (void *)v_;
      }
    }
  }
  {
    int64_t k_2_end = ((int64_t)((l_s)->f_reserved)->len);
    for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
      l_i = k_2;
      {
        rs_list *v_ = rs_sorted(((rs_list *)(*rs_at((l_s)->f_reserved, l_i)).p), 2, RK_kind);
        rs_list *c_ = (l_s)->f_reserved;
        int64_t i_ = l_i;
        rs_at(c_, i_)->p = (void *)v_;
      }
    }
  }
  {
    int64_t k_3_end = ((int64_t)((l_s)->f_loot)->len);
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_i = k_3;
      {
        rs_list *v_ = rs_sorted(((rs_list *)(*rs_at((l_s)->f_loot, l_i)).p), 2, RK_kind);
        rs_list *c_ = (l_s)->f_loot;
        int64_t i_ = l_i;
        rs_at(c_, i_)->p = (void *)v_;
      }
    }
  }
  {
    int64_t v_ = f_deck_size(g, ((l_s)->f_decks)->f_history);
    (l_s)->f_history_left = v_;
  }
  {
    int64_t v_ = f_deck_size(g, ((l_s)->f_decks)->f_progress);
    (l_s)->f_progress_left = v_;
  }
}
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_x = 0;
  (void)l_x;
  int64_t l_a = 0;
  (void)l_a;
  l_n = ((int64_t)g->players);
  if (((l_s)->f_turn < 0) || ((l_s)->f_turn >= l_n)) {
    return "turn: a seat expected";
  }
  if ((l_s)->f_round < 1) {
    return "round: a count from 1 expected";
  }
  if (((int64_t)((l_s)->f_markers)->len) != l_n) {
    return "markers: one per seat";
  }
  {
    rs_list *k_1_l = rs_ed_keys(((l_s)->f_decks)->f_history);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (!rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "history")) {
        return rs_concat(3, (const char *const[]){"decks.history.", EN_kind[l_k], ": not a card of that deck"});
      }
      if ((((l_s)->f_decks)->f_history)->v[l_k].i > (*rs_ed_get(g->gf_count, l_k, EN_kind)).i) {
        return rs_concat(5, (const char *const[]){"decks.history.", EN_kind[l_k], ": a count 1 to ", rs_itoa((*rs_ed_get(g->gf_count, l_k, EN_kind)).i), " expected"});
      }
    }
  }
  {
    rs_list *k_2_l = rs_ed_keys(((l_s)->f_decks)->f_progress);
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_k = (k_2_l->it[k_2]).i;
      if (!rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "progress")) {
        return rs_concat(3, (const char *const[]){"decks.progress.", EN_kind[l_k], ": not a card of that deck"});
      }
      if ((((l_s)->f_decks)->f_progress)->v[l_k].i > (*rs_ed_get(g->gf_count, l_k, EN_kind)).i) {
        return rs_concat(5, (const char *const[]){"decks.progress.", EN_kind[l_k], ": a count 1 to ", rs_itoa((*rs_ed_get(g->gf_count, l_k, EN_kind)).i), " expected"});
      }
    }
  }
  if (((int64_t)((l_s)->f_port)->len) > C_PORT_SIZE) {
    return rs_concat(3, (const char *const[]){"port: at most ", rs_itoa(C_PORT_SIZE), " cards"});
  }
  if (((int64_t)((l_s)->f_realms)->len) != l_n) {
    return "realms: one per seat";
  }
  if (((int64_t)((l_s)->f_reserved)->len) != l_n) {
    return "reserved: one per seat";
  }
  if (((int64_t)((l_s)->f_loot)->len) != l_n) {
    return "loot: one per seat";
  }
  {
    int64_t k_3_end = l_n;
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_i = k_3;
      if (((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, l_i)).p))->len) > g->gf_reserve_limit) {
        return rs_concat(5, (const char *const[]){"reserved[", rs_itoa(l_i), "]: at most ", rs_itoa(g->gf_reserve_limit), " cards"});
      }
    }
  }
  if (((int64_t)((l_s)->f_drachmas)->len) != l_n) {
    return "drachmas: one per seat";
  }
  {
    rs_list *k_4_l = (l_s)->f_drachmas;
    for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
      l_x = (k_4_l->it[k_4]).i;
      if ((l_x < 0) || (l_x > (C_START_DRACHMAS * l_n))) {
        return "drachmas: a count per seat";
      }
    }
  }
  if (((l_s)->f_spent < 0) || ((l_s)->f_spent > (C_START_DRACHMAS * l_n))) {
    return "spent: a count expected";
  }
  if (((l_s)->f_split < 0) || ((l_s)->f_split > C_EXPLORE_MAX)) {
    return "split: a count expected";
  }
  {
    int64_t k_5_end = ((int64_t)((l_s)->f_announced)->len);
    for (int64_t k_5 = 0; k_5 < k_5_end; k_5++) {
      l_i = k_5;
      l_a = (*rs_at((l_s)->f_announced, l_i)).i;
      if ((l_a < 0) || (l_a >= l_n) || ((l_i > 0) && ((*rs_at((l_s)->f_announced, (l_i - 1))).i >= l_a))) {
        return "announced: seats in order, each once";
      }
    }
  }
  return "";
  rs_fail("check_shape: reached the end without a return");
}
static RS_UNUSED int64_t f_step_rank(rs_game *g, int64_t l_st) {
  (void)g;
  (void)l_st;
  if (l_st == 2) {
    return 1;
  }
  if (l_st == 3) {
    return 2;
  }
  if (l_st == 4) {
    return 3;
  }
  return 0;
  rs_fail("step_rank: reached the end without a return");
}
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  rs_edict *l_seen = NULL;
  (void)l_seen;
  int64_t l_k = 0;
  (void)l_k;
  const char *l_why = NULL;
  (void)l_why;
  rs_list *l_r = NULL;
  (void)l_r;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_own = 0;
  (void)l_own;
  int64_t l_held = 0;
  (void)l_held;
  int64_t l_a = 0;
  (void)l_a;
  int64_t l_forced_steps = 0;
  (void)l_forced_steps;
  int64_t l_ends = 0;
  (void)l_ends;
  int64_t l_loots = 0;
  (void)l_loots;
  int64_t l_rank = 0;
  (void)l_rank;
  int64_t l_m = 0;
  (void)l_m;
  l_n = ((int64_t)g->players);
  l_seen = rs_ed_new(19);
  {
    rs_list *k_1_l = rs_ed_keys(((l_s)->f_decks)->f_history);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      {
        int64_t v_ = ((rs_ed_getd(l_seen, l_k, RS_VI(0))).i + (((l_s)->f_decks)->f_history)->v[l_k].i);
        rs_edict *c_ = l_seen;
        int64_t k_ = l_k;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
      if ((*rs_ed_get(l_seen, l_k, EN_kind)).i > (*rs_ed_get(g->gf_count, l_k, EN_kind)).i) {
        return rs_concat(3, (const char *const[]){"decks: more ", EN_kind[l_k], " cards than the game has"});
      }
    }
  }
  {
    rs_list *k_2_l = rs_ed_keys(((l_s)->f_decks)->f_progress);
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_k = (k_2_l->it[k_2]).i;
      {
        int64_t v_ = ((rs_ed_getd(l_seen, l_k, RS_VI(0))).i + (((l_s)->f_decks)->f_progress)->v[l_k].i);
        rs_edict *c_ = l_seen;
        int64_t k_ = l_k;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
      if ((*rs_ed_get(l_seen, l_k, EN_kind)).i > (*rs_ed_get(g->gf_count, l_k, EN_kind)).i) {
        return rs_concat(3, (const char *const[]){"decks: more ", EN_kind[l_k], " cards than the game has"});
      }
    }
  }
  l_why = f_count_cards(g, l_seen, "port", (l_s)->f_port);
  if (rs_streq(l_why, "")) {
    l_why = f_count_cards(g, l_seen, "polis", (l_s)->f_polis);
  }
  {
    rs_list *k_3_l = (l_s)->f_realms;
    for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
      l_r = ((rs_list *)(k_3_l->it[k_3]).p);
      if (rs_streq(l_why, "")) {
        l_why = f_count_cards(g, l_seen, "realms", l_r);
      }
    }
  }
  {
    rs_list *k_4_l = (l_s)->f_reserved;
    for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
      l_r = ((rs_list *)(k_4_l->it[k_4]).p);
      if (rs_streq(l_why, "")) {
        l_why = f_count_cards(g, l_seen, "reserved", l_r);
      }
    }
  }
  {
    rs_list *k_5_l = (l_s)->f_loot;
    for (int32_t k_5 = 0; k_5 < k_5_l->len; k_5++) {
      l_r = ((rs_list *)(k_5_l->it[k_5]).p);
      if (rs_streq(l_why, "")) {
        l_why = f_count_cards(g, l_seen, "loot", l_r);
      }
    }
  }
  if (rs_streq(l_why, "")) {
    l_why = f_count_cards(g, l_seen, "removed", (l_s)->f_removed);
  }
  if (!rs_streq(l_why, "")) {
    return l_why;
  }
  {
    int64_t k_6_end = l_n;
    for (int64_t k_6 = 0; k_6 < k_6_end; k_6++) {
      l_i = k_6;
      l_own = 0;
      {
        rs_list *k_7_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_i)).p);
        for (int32_t k_7 = 0; k_7 < k_7_l->len; k_7++) {
          l_k = (k_7_l->it[k_7]).i;
          if (rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "start")) {
            l_own += 1;
            if (l_k != f_start_kind(g, l_i)) {
              return rs_concat(3, (const char *const[]){"realms[", rs_itoa(l_i), "]: its one start card"});
            }
          }
        }
      }
      if (l_own > 1) {
        return rs_concat(3, (const char *const[]){"realms[", rs_itoa(l_i), "]: its one start card"});
      }
    }
  }
  l_why = f_start_cards_in(g, "port", (l_s)->f_port);
  if (rs_streq(l_why, "")) {
    l_why = f_start_cards_in(g, "polis", (l_s)->f_polis);
  }
  {
    rs_list *k_8_l = (l_s)->f_reserved;
    for (int32_t k_8 = 0; k_8 < k_8_l->len; k_8++) {
      l_r = ((rs_list *)(k_8_l->it[k_8]).p);
      if (rs_streq(l_why, "")) {
        l_why = f_start_cards_in(g, "reserved", l_r);
      }
    }
  }
  {
    rs_list *k_9_l = (l_s)->f_loot;
    for (int32_t k_9 = 0; k_9 < k_9_l->len; k_9++) {
      l_r = ((rs_list *)(k_9_l->it[k_9]).p);
      if (rs_streq(l_why, "")) {
        l_why = f_start_cards_in(g, "loot", l_r);
      }
    }
  }
  if (rs_streq(l_why, "")) {
    l_why = f_start_cards_in(g, "removed", (l_s)->f_removed);
  }
  if (!rs_streq(l_why, "")) {
    return l_why;
  }
  l_held = 0;
  {
    rs_list *k_10_l = (l_s)->f_reserved;
    for (int32_t k_10 = 0; k_10 < k_10_l->len; k_10++) {
      l_r = ((rs_list *)(k_10_l->it[k_10]).p);
      l_held += ((int64_t)(l_r)->len);
    }
  }
  if (((rs_sum((l_s)->f_drachmas) + l_held) + (l_s)->f_spent) != (C_START_DRACHMAS * l_n)) {
    return rs_concat(2, (const char *const[]){"drachmas: in hand, on reserved cards and spent they make ", rs_itoa((C_START_DRACHMAS * l_n))});
  }
  l_why = f_spent_allowed(g, l_s);
  if (!rs_streq(l_why, "")) {
    return l_why;
  }
  l_why = f_markers_apart(g, l_s);
  if (!rs_streq(l_why, "")) {
    return l_why;
  }
  {
    rs_list *k_11_l = (l_s)->f_announced;
    for (int32_t k_11 = 0; k_11 < k_11_l->len; k_11++) {
      l_a = (k_11_l->it[k_11]).i;
      if (f_realm_size(g, l_s, l_a) < C_REALM_WARNING) {
        return rs_concat(5, (const char *const[]){"announced: seat ", rs_itoa(l_a), " has fewer than ", rs_itoa(C_REALM_WARNING), " cards"});
      }
    }
  }
  l_why = f_history_out_matches(g, l_s);
  if (!rs_streq(l_why, "")) {
    return l_why;
  }
  l_forced_steps = 0;
  l_ends = 0;
  l_loots = 0;
  {
    int64_t k_12_end = ((int64_t)((l_s)->f_pending)->len);
    for (int64_t k_12 = 0; k_12 < k_12_end; k_12++) {
      l_i = k_12;
      l_rank = f_step_rank(g, (*rs_at((l_s)->f_pending, l_i)).i);
      if ((l_i > 0) && (f_step_rank(g, (*rs_at((l_s)->f_pending, (l_i - 1))).i) > l_rank)) {
        return "pending: steps out of order";
      }
      if (l_rank == 1) {
        l_loots += 1;
      } else if (l_rank == 2) {
        l_forced_steps += 1;
      } else if (l_rank == 3) {
        l_ends += 1;
      }
    }
  }
  if ((l_forced_steps > 1) || (l_ends > 1)) {
    return "pending: steps out of order";
  }
  if (((l_s)->f_phase == 2) != ((l_s)->f_split > 0)) {
    return "split: cards to split only in phase split";
  }
  if ((l_s)->f_split == 1) {
    return "split: at least 2 cards";
  }
  if ((l_s)->f_setup) {
    if (((l_s)->f_phase != 0) || ((l_s)->f_round != 1) || ((l_s)->f_turn != 0)) {
      return "setup: only while the setup draws";
    }
    if ((l_ends > 0) || (l_loots > 0)) {
      return "pending: the setup draws the port only";
    }
    {
      rs_list *k_13_l = (l_s)->f_markers;
      for (int32_t k_13 = 0; k_13 < k_13_l->len; k_13++) {
        l_m = (k_13_l->it[k_13]).i;
        if (l_m != RS_NONE) {
          return "markers: none placed during the setup";
        }
      }
    }
    l_why = f_polis_at_setup(g, l_s);
    if (!rs_streq(l_why, "")) {
      return l_why;
    }
    if (((int64_t)((l_s)->f_removed)->len) > 0) {
      return "setup: nothing played yet";
    }
    {
      int64_t k_14_end = l_n;
      for (int64_t k_14 = 0; k_14 < k_14_end; k_14++) {
        l_i = k_14;
        if ((((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, l_i)).p))->len) > 0) || (((int64_t)(((rs_list *)(*rs_at((l_s)->f_loot, l_i)).p))->len) > 0)) {
          return "setup: nothing played yet";
        }
      }
    }
  } else if (((l_s)->f_phase == 0) || ((l_s)->f_phase == 2)) {
    if ((((int64_t)((l_s)->f_pending)->len) == 0) || ((rs_top((l_s)->f_pending)).i != 4)) {
      return "pending: the turn's end is still to come";
    }
  }
  if ((((l_s)->f_phase == 1) || ((l_s)->f_phase == 3)) && (((int64_t)((l_s)->f_pending)->len) > 0)) {
    return rs_concat(2, (const char *const[]){"pending: nothing is left to do in phase ", EN_phase[(l_s)->f_phase]});
  }
  if ((l_s)->f_phase == 0) {
    if (((int64_t)((l_s)->f_pending)->len) == 0) {
      return "pending: a draw from a deck with cards";
    }
    if (rs_streq(f_deck_for(g, l_s, (*rs_at((l_s)->f_pending, 0)).i), "")) {
      return "pending: a draw from a deck with cards";
    }
  }
  if (((l_s)->f_phase == 2) && (((l_s)->f_history_left == 0) || ((l_s)->f_progress_left == 0))) {
    return "split: both decks have cards";
  }
  if (((l_s)->f_phase == 3) && (((l_s)->f_turn != (l_n - 1)) || (!f_ending(g, l_s)))) {
    return "phase: the game ends with a round once an end holds";
  }
  if ((((l_s)->f_phase == 1) || ((l_s)->f_phase == 2)) && (!f_has_legal(g, l_s))) {
    return rs_concat(3, (const char *const[]){"phase: ", EN_phase[(l_s)->f_phase], " with no legal action"});
  }
  return "";
  rs_fail("check_reachable: reached the end without a return");
}
static RS_UNUSED const char *f_count_cards(rs_game *g, rs_edict *l_seen, const char *l_where, rs_list *l_cards) {
  (void)g;
  (void)l_seen;
  (void)l_where;
  (void)l_cards;
  int64_t l_k = 0;
  (void)l_k;
  {
    rs_list *k_1_l = l_cards;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      {
        int64_t v_ = ((rs_ed_getd(l_seen, l_k, RS_VI(0))).i + 1);
        rs_edict *c_ = l_seen;
        int64_t k_ = l_k;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
      if ((*rs_ed_get(l_seen, l_k, EN_kind)).i > (*rs_ed_get(g->gf_count, l_k, EN_kind)).i) {
        return rs_concat(4, (const char *const[]){l_where, ": more ", EN_kind[l_k], " cards than the game has"});
      }
    }
  }
  return "";
  rs_fail("count_cards: reached the end without a return");
}
static RS_UNUSED const char *f_start_cards_in(rs_game *g, const char *l_where, rs_list *l_cards) {
  (void)g;
  (void)l_where;
  (void)l_cards;
  int64_t l_k = 0;
  (void)l_k;
  {
    rs_list *k_1_l = l_cards;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (rs_streq((*rs_ed_get(g->gf_deck, l_k, EN_kind)).s, "start")) {
        return rs_concat(2, (const char *const[]){l_where, ": a start card"});
      }
    }
  }
  return "";
  rs_fail("start_cards_in: reached the end without a return");
}
static RS_UNUSED int64_t f_has_legal(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_phase == 2) {
    return ((l_s)->f_split > 1);
  }
  return ((((int64_t)(f_free_cards(g, l_s, (l_s)->f_turn))->len) > 0) || f_any_act(g, l_s));
  rs_fail("has_legal: reached the end without a return");
}
// end rule setup.decks

// rule setup.port: The port
// spec: rulespecs/emporium.yaml:628
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
// assumed: "The setup picture is missing. The port always offers four cards, so it starts with four (from the history deck, which is what refills it); nothing puts cards in the polis but exploring, so it starts empty (gaps setup-missing, setup-polis)."
static RS_UNUSED rs_list *f_setup_steps(rs_game *g) {
  (void)g;
  rs_list *l_steps = NULL;
  (void)l_steps;
  l_steps = f_repeat(g, 0, C_PORT_SIZE);
  if (g->opt[0] == 1) {
    (void)(rs_push(l_steps, RS_VI(3)));
  } else if (g->opt[0] == 0) {
    ;
  }
  return l_steps;
  rs_fail("setup_steps: reached the end without a return");
}
static RS_UNUSED const char *f_polis_at_setup(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((((int64_t)((l_s)->f_polis)->len) > 0) && (g->opt[0] == 0)) {
    return "polis: empty during the setup";
  }
  return "";
  rs_fail("polis_at_setup: reached the end without a return");
}
// end rule setup.port

// rule setup.players: Each player
// spec: rulespecs/emporium.yaml:659
// external: "each player starts with one Hoplites or Sophistes card, 2 drachmas, and face-down loot cards that act as wildcards (how many depends on player count)"
// assumed: "Which seat gets which start card is not known: seats alternate Hoplites, Sophistes. Starting loot: gap start-loot."
static RS_UNUSED int64_t f_start_kind(rs_game *g, int64_t l_seat) {
  (void)g;
  (void)l_seat;
  return (*rs_at(g->gf_start_kinds, rs_mod(l_seat, ((int64_t)(g->gf_start_kinds)->len)))).i;
  rs_fail("start_kind: reached the end without a return");
}
static RS_UNUSED rs_list *f_game_start_kinds(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  const char *l_name = NULL;
  (void)l_name;
  int64_t l_k = 0;
  (void)l_k;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = C_START_KINDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_name = (k_1_l->it[k_1]).s;
      {
        rs_list *k_2_l = C_KINDS;
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_k = (k_2_l->it[k_2]).i;
          if (rs_streq(EN_kind[l_k], l_name)) {
            (void)(rs_push(l_out, RS_VI(l_k)));
          }
        }
      }
    }
  }
  return l_out;
  rs_fail("game_start_kinds: reached the end without a return");
}
static RS_UNUSED rs_list *f_start_realms(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VP(rs_list_of(1, (rs_val[]){RS_VI(f_start_kind(g, l_i))}))));
    }
  }
  return l_out;
  rs_fail("start_realms: reached the end without a return");
}
static RS_UNUSED rs_list *f_start_drachmas(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI(C_START_DRACHMAS)));
    }
  }
  return l_out;
  rs_fail("start_drachmas: reached the end without a return");
}
static RS_UNUSED rs_list *f_no_markers(rs_game *g) {
  (void)g;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI(RS_NONE)));
    }
  }
  return l_out;
  rs_fail("no_markers: reached the end without a return");
}
// end rule setup.players

// rule setup.start-player: Start player
// spec: rulespecs/emporium.yaml:706
// cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
// assumed: "The post names a start player but not how it is chosen (gap setup-missing); the way it is chosen changes no rule, so any way is assumed to do."
static RS_UNUSED void f_start_player(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    int64_t v_ = 0;
    (l_s)->f_turn = v_;
  }
  {
    int64_t v_ = 1;
    (l_s)->f_round = v_;
  }
}
// end rule setup.start-player

// rule turn.order: Rounds and turns
// spec: rulespecs/emporium.yaml:727
// cite ja: "ゲームはいくつかのラウンド行います。"
// cite ja: "各ラウンドは1人1回ずつ手番を行います。"
// cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
// cite ja: "全てのプレイヤーが自分の手番を終得れば、そのラウンドを終了します、また新しいラウンドを行います。"
static RS_UNUSED void f_next_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    int64_t v_ = rs_mod(((l_s)->f_turn + 1), ((int64_t)g->players));
    (l_s)->f_turn = v_;
  }
  if ((l_s)->f_turn == 0) {
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_round;
      int64_t v_ = 1;
      r_->f_round = o_ + v_;
    }
  }
}
// end rule turn.order

// rule turn.steps: A turn
// spec: rulespecs/emporium.yaml:744
// cite ja: "手番プレイヤーは順番に以下の行動を取ります:行動を選択する、行動する、必要あれば、強制的な探検アクションを実行しなければなりません。"
static RS_UNUSED rs_list *f_after_action(rs_game *g) {
  (void)g;
  return rs_list_of(2, (rs_val[]){RS_VI(3), RS_VI(4)});
  rs_fail("after_action: reached the end without a return");
}
static RS_UNUSED int64_t f_pop_front(rs_game *g, rs_list *l_xs) {
  (void)g;
  (void)l_xs;
  int64_t l_first = 0;
  (void)l_first;
  int64_t l_i = 0;
  (void)l_i;
  l_first = (*rs_at(l_xs, 0)).i;
  {
    int64_t k_1_end = ((int64_t)(l_xs)->len);
    for (int64_t k_1 = 1; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(l_xs, l_i)).i;
        rs_list *c_ = l_xs;
        int64_t i_ = (l_i - 1);
        rs_at(c_, i_)->i = v_;
      }
    }
  }
  (void)((rs_pop(l_xs)).i);
  return l_first;
  rs_fail("pop_front: reached the end without a return");
}
static RS_UNUSED rs_list *f_prepend(rs_game *g, rs_list *l_front, rs_list *l_xs) {
  (void)g;
  (void)l_front;
  (void)l_xs;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_x = 0;
  (void)l_x;
  l_out = rs_list_copy(l_front);
  {
    rs_list *k_1_l = l_xs;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_x = (k_1_l->it[k_1]).i;
      (void)(rs_push(l_out, RS_VI(l_x)));
    }
  }
  return l_out;
  rs_fail("prepend: reached the end without a return");
}
static RS_UNUSED rs_list *f_repeat(rs_game *g, int64_t l_x, int64_t l_n) {
  (void)g;
  (void)l_x;
  (void)l_n;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = l_n;
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI(l_x)));
    }
  }
  return l_out;
  rs_fail("repeat: reached the end without a return");
}
static RS_UNUSED void f_advance(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_st = 0;
  (void)l_st;
  {
    int64_t b_1 = RS_WHILE_BOUND;
    while (1) {
      if (--b_1 < 0) rs_fail("rule turn.steps: while loop bound exceeded");
      if ((l_s)->f_split > 0) {
        {
          int64_t v_ = 2;
          (l_s)->f_phase = v_;
        }
        return;
      }
      if (((int64_t)((l_s)->f_pending)->len) == 0) {
        {
          int64_t v_ = 0;
          (l_s)->f_setup = v_;
        }
        {
          int64_t v_ = 1;
          (l_s)->f_phase = v_;
        }
        return;
      }
      l_st = (*rs_at((l_s)->f_pending, 0)).i;
      if ((l_st == 0) || (l_st == 1) || (l_st == 2)) {
        (void)(f_failed_draw(g, l_s, l_st));
        if (rs_streq(f_deck_for(g, l_s, l_st), "")) {
          (void)(f_pop_front(g, (l_s)->f_pending));
          continue;
        }
        {
          int64_t v_ = 0;
          (l_s)->f_phase = v_;
        }
        return;
      }
      (void)(f_pop_front(g, (l_s)->f_pending));
      if (l_st == 3) {
        (void)(f_forced(g, l_s));
      } else if (l_st == 4) {
        if (f_end_turn(g, l_s)) {
          return;
        }
      }
    }
  }
}
// end rule turn.steps

// rule choose.free-card: A card without a marker
// spec: rulespecs/emporium.yaml:805
// cite ja: "手番プレイヤーはトークンをアクションエリアの中のあるカードの上に置きます、以下のルールに従います。"
// cite ja: "手番プレイヤーは上にトークンがないアクションカードしか選べません。"
static RS_UNUSED rs_list *f_free_cards(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_card = 0;
  (void)l_card;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = C_ACTION_CARDS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_card = (k_1_l->it[k_1]).i;
      if (f_card_free(g, l_s, l_seat, l_card)) {
        (void)(rs_push(l_out, RS_VI(l_card)));
      }
    }
  }
  return l_out;
  rs_fail("free_cards: reached the end without a return");
}
static RS_UNUSED int64_t f_card_free(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_card;
  int64_t l_taken = 0;
  (void)l_taken;
  int64_t l_i = 0;
  (void)l_i;
  if (!f_moves_on(g, l_s, l_seat, l_card)) {
    return 0;
  }
  l_taken = 0;
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if ((l_i != l_seat) && ((*rs_at((l_s)->f_markers, l_i)).i == l_card)) {
        l_taken = 1;
      }
    }
  }
  if (l_taken && f_may_share(g, l_card)) {
    l_taken = 0;
  }
  return (!l_taken);
  rs_fail("card_free: reached the end without a return");
}
static RS_UNUSED const char *f_markers_apart(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_m = 0;
  (void)l_m;
  int64_t l_j = 0;
  (void)l_j;
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      l_m = (*rs_at((l_s)->f_markers, l_i)).i;
      if (l_m != RS_NONE) {
        {
          int64_t k_2_end = ((int64_t)g->players);
          for (int64_t k_2 = (l_i + 1); k_2 < k_2_end; k_2++) {
            l_j = k_2;
            if (((*rs_at((l_s)->f_markers, l_j)).i == l_m) && (!f_may_share(g, rs_must_i(l_m)))) {
              return "markers: two on one action card";
            }
          }
        }
      }
    }
  }
  return "";
  rs_fail("markers_apart: reached the end without a return");
}
// end rule choose.free-card

// rule choose.two-player-reserve: Two players: the reserve card
// spec: rulespecs/emporium.yaml:847
// cite ja: "二人でプレイする時、手番プレイヤーは上にトークンがあるリザーブアクションカード選ぶことができます。"
// cite ja: "だからリザーブアクションカードの上にはトークン2枚があるかもしれません。"
static RS_UNUSED int64_t f_may_share(rs_game *g, int64_t l_card) {
  (void)g;
  (void)l_card;
  return ((((int64_t)g->players) == 2) && (l_card == 0));
  rs_fail("may_share: reached the end without a return");
}
// end rule choose.two-player-reserve

// rule choose.not-same: Not the same card as last time
// spec: rulespecs/emporium.yaml:863
// cite ja: "前回と同様なアクションカードを選べません。"
// cite ja: "手番プレイヤーは手番開始時トークンを元の場所から別のカードの上に置かなければなりません。"
static RS_UNUSED int64_t f_moves_on(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_card;
  return ((*rs_at((l_s)->f_markers, l_seat)).i != l_card);
  rs_fail("moves_on: reached the end without a return");
}
// end rule choose.not-same

// rule choose.must-act: The chosen action must be carried out
// spec: rulespecs/emporium.yaml:883
// cite ja: "手番プレイヤーはアクションを1つ選択し、アクションを実行しなければなりません。"
// assumed: "The post does not say what a card does when its action cannot be carried out; since the action must be carried out and a separate rule covers 'no action can be carried out', such a card is read as not choosable (gap unexecutable-action)."
static RS_UNUSED int64_t f_can_do(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_card) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_card;
  if (l_card == 0) {
    return f_can_reserve(g, l_s, l_seat);
  }
  if (l_card == 1) {
    return (((int64_t)(f_polis_kinds(g, l_s, "history"))->len) > 0);
  }
  if (l_card == 2) {
    return (((int64_t)(f_polis_kinds(g, l_s, "progress"))->len) > 0);
  }
  if (l_card == 3) {
    return (((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p))->len) > 0);
  }
  return (f_explore_count(g, l_s, l_seat) > 0);
  rs_fail("can_do: reached the end without a return");
}
static RS_UNUSED int64_t f_any_act(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_card = 0;
  (void)l_card;
  {
    rs_list *k_1_l = f_free_cards(g, l_s, (l_s)->f_turn);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_card = (k_1_l->it[k_1]).i;
      if (f_can_do(g, l_s, (l_s)->f_turn, l_card)) {
        return 1;
      }
    }
  }
  return 0;
  rs_fail("any_act: reached the end without a return");
}
static RS_UNUSED rs_list *f_polis_kinds(rs_game *g, R_State *l_s, const char *l_what) {
  (void)g;
  (void)l_s;
  (void)l_what;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_k = 0;
  (void)l_k;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = f_distinct(g, (l_s)->f_polis);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if ((rs_streq((*rs_ed_get(g->gf_type, l_k, EN_kind)).s, "history")) == (rs_streq(l_what, "history"))) {
        (void)(rs_push(l_out, RS_VI(l_k)));
      }
    }
  }
  return l_out;
  rs_fail("polis_kinds: reached the end without a return");
}
// end rule choose.must-act

// rule choose.none-possible: No action possible
// spec: rulespecs/emporium.yaml:927
// cite ja: "もしアクションエリアには実行できるアクションがないなら、手番プレイヤーはリザーブしたカードを捨て、"
// cite ja: "そのカードをゲームから除きます。次のプレイヤーに手番が移ります。"
// assumed: "Without a reserved card to discard, the post says nothing: the turn passes (gap unexecutable-action). The marker still moves to a free card of the player's choice: it must leave its old place at the start of the turn, and a marker left in place can lock every player out for ever (four players, all markers stuck)."
static RS_UNUSED rs_list *f_discard_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, (l_s)->f_turn)).p))->len) == 0) || f_any_act(g, l_s)) {
    return rs_list_new(0);
  }
  return f_distinct(g, ((rs_list *)(*rs_at((l_s)->f_reserved, (l_s)->f_turn)).p));
  rs_fail("discard_kinds: reached the end without a return");
}
static RS_UNUSED rs_list *f_discard_cards(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  return f_free_cards(g, l_s, (l_s)->f_turn);
  rs_fail("discard_cards: reached the end without a return");
}
static RS_UNUSED rs_list *f_pass_cards(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, (l_s)->f_turn)).p))->len) > 0) || f_any_act(g, l_s)) {
    return rs_list_new(0);
  }
  return f_free_cards(g, l_s, (l_s)->f_turn);
  rs_fail("pass_cards: reached the end without a return");
}
static RS_UNUSED void f_do_discard(rs_game *g, R_State *l_s, int64_t l_k, int64_t l_card) {
  (void)g;
  (void)l_s;
  (void)l_k;
  (void)l_card;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = (l_s)->f_turn;
  (void)(rs_remove(((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p), RS_VI(l_k), rs_eq_i));
  {
    rs_list *v_ = f_with_card(g, (l_s)->f_removed, l_k);
    (l_s)->f_removed = v_;
  }
  (void)(f_release_drachma(g, l_s, l_seat));
  {
    int64_t v_ = l_card;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->i = v_;
  }
  {
    rs_list *v_ = f_after_action(g);
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
static RS_UNUSED void f_do_pass(rs_game *g, R_State *l_s, int64_t l_card) {
  (void)g;
  (void)l_s;
  (void)l_card;
  {
    int64_t v_ = l_card;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->i = v_;
  }
  {
    rs_list *v_ = f_after_action(g);
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
// end rule choose.none-possible

// rule reserve.take: Reserving from the port
// spec: rulespecs/emporium.yaml:969
// cite ja: "手番プレイヤーはトークンをリザーブアクションカードの上に置き、港から1枚を選び、表向きに自分のレルムに置き、そして1枚ドラクマをそのカードの上に置きます。"
static RS_UNUSED rs_list *f_reserve_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((!f_card_free(g, l_s, (l_s)->f_turn, 0)) || (!f_can_reserve(g, l_s, (l_s)->f_turn))) {
    return rs_list_new(0);
  }
  return f_distinct(g, (l_s)->f_port);
  rs_fail("reserve_kinds: reached the end without a return");
}
static RS_UNUSED int64_t f_can_reserve(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return ((((int64_t)((l_s)->f_port)->len) > 0) && f_has_drachma(g, l_s, l_seat) && f_under_limit(g, l_s, l_seat));
  rs_fail("can_reserve: reached the end without a return");
}
static RS_UNUSED void f_do_reserve(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = (l_s)->f_turn;
  {
    int64_t v_ = 0;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->i = v_;
  }
  (void)(rs_remove((l_s)->f_port, RS_VI(l_k), rs_eq_i));
  {
    rs_list *v_ = f_with_card(g, ((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p), l_k);
    rs_list *c_ = (l_s)->f_reserved;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->p = (void *)v_;
  }
  {
    rs_list *c_ = (l_s)->f_drachmas;
    int64_t i_ = l_seat;
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = 1;
    rs_at(c_, i_)->i = o_ - v_;
  }
  (void)(f_refill_after_reserve(g, l_s));
  (void)(f_advance(g, l_s));
}
// end rule reserve.take

// rule reserve.refill: Refilling the port
// spec: rulespecs/emporium.yaml:1000
// cite ja: "手番プレイヤーは歴史カードの山札からカード1枚を取り、表向きに港に置きます。"
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
static RS_UNUSED void f_refill_after_reserve(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    rs_list *v_ = f_prepend(g, rs_list_of(1, (rs_val[]){RS_VI(0)}), f_after_action(g));
    (l_s)->f_pending = v_;
  }
}
// end rule reserve.refill

// rule reserve.drachma: A drachma is needed
// spec: rulespecs/emporium.yaml:1015
// cite ja: "手番プレイヤーは1枚以上ドラクマを持つ限り、リザーブすることができます。"
static RS_UNUSED int64_t f_has_drachma(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return ((*rs_at((l_s)->f_drachmas, l_seat)).i >= 1);
  rs_fail("has_drachma: reached the end without a return");
}
// end rule reserve.drachma

// rule reserve.limit: Reserved cards: at most \u007b{ reserve_max }}
// spec: rulespecs/emporium.yaml:1030
// cite ja: "各プレイヤーはリザーブしたカード2枚以上を持つことをできません。"
static RS_UNUSED int64_t f_game_reserve_limit(rs_game *g) {
  (void)g;
  if (g->opt[2] == 1) {
    return 2;
  } else if (g->opt[2] == 0) {
    return 1;
  }
  return C_RESERVE_MAX;
  rs_fail("game_reserve_limit: reached the end without a return");
}
static RS_UNUSED int64_t f_under_limit(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return (((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p))->len) < g->gf_reserve_limit);
  rs_fail("under_limit: reached the end without a return");
}
// end rule reserve.limit

// rule reserve.not-in-realm: Reserved cards do not count
// spec: rulespecs/emporium.yaml:1055
// cite ja: "ゲーム終了時、リザーブしたカードはレルムのカードに加えません。"
// cite ja: "各プレイヤーのレルムのカードに加える前に、リザーブしたカードは役に立てません。"
static RS_UNUSED int64_t f_realm_size(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return ((int64_t)(((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p))->len);
  rs_fail("realm_size: reached the end without a return");
}
// end rule reserve.not-in-realm

// rule realm.history: Adding a history card from the polis
// spec: rulespecs/emporium.yaml:1078
// cite ja: "ポリスから歴史カード1枚を加えます"
// cite ja: "このアクションはレルムを広げるためカード1枚を加えます。"
// assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
static RS_UNUSED rs_list *f_history_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (!f_card_free(g, l_s, (l_s)->f_turn, 1)) {
    return rs_list_new(0);
  }
  return f_polis_kinds(g, l_s, "history");
  rs_fail("history_kinds: reached the end without a return");
}
static RS_UNUSED void f_do_history(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  {
    int64_t v_ = 1;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->i = v_;
  }
  (void)(rs_remove((l_s)->f_polis, RS_VI(l_k), rs_eq_i));
  {
    rs_list *v_ = f_with_card(g, ((rs_list *)(*rs_at((l_s)->f_realms, (l_s)->f_turn)).p), l_k);
    rs_list *c_ = (l_s)->f_realms;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->p = (void *)v_;
  }
  {
    rs_list *v_ = f_after_action(g);
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
// end rule realm.history

// rule realm.progress: Adding a prestige or goods card from the polis
// spec: rulespecs/emporium.yaml:1108
// cite ja: "ポリスから威信カードや荷物カード1枚を加えま"
// assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
static RS_UNUSED rs_list *f_progress_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (!f_card_free(g, l_s, (l_s)->f_turn, 2)) {
    return rs_list_new(0);
  }
  return f_polis_kinds(g, l_s, "progress");
  rs_fail("progress_kinds: reached the end without a return");
}
static RS_UNUSED void f_do_progress(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  {
    int64_t v_ = 2;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->i = v_;
  }
  (void)(rs_remove((l_s)->f_polis, RS_VI(l_k), rs_eq_i));
  {
    rs_list *v_ = f_with_card(g, ((rs_list *)(*rs_at((l_s)->f_realms, (l_s)->f_turn)).p), l_k);
    rs_list *c_ = (l_s)->f_realms;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->p = (void *)v_;
  }
  {
    rs_list *v_ = f_after_action(g);
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
// end rule realm.progress

// rule realm.reserved: Adding a reserved card
// spec: rulespecs/emporium.yaml:1138
// cite ja: "リザーブしたカードを加えま"
// assumed: "The explanation under this heading was a picture and is missing (gaps add-to-realm-details, reserve-drachma)."
static RS_UNUSED rs_list *f_reserved_kinds(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (!f_card_free(g, l_s, (l_s)->f_turn, 3)) {
    return rs_list_new(0);
  }
  return f_distinct(g, ((rs_list *)(*rs_at((l_s)->f_reserved, (l_s)->f_turn)).p));
  rs_fail("reserved_kinds: reached the end without a return");
}
static RS_UNUSED void f_do_reserved(rs_game *g, R_State *l_s, int64_t l_k) {
  (void)g;
  (void)l_s;
  (void)l_k;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = (l_s)->f_turn;
  {
    int64_t v_ = 3;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->i = v_;
  }
  (void)(rs_remove(((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p), RS_VI(l_k), rs_eq_i));
  {
    rs_list *v_ = f_with_card(g, ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p), l_k);
    rs_list *c_ = (l_s)->f_realms;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->p = (void *)v_;
  }
  (void)(f_release_drachma(g, l_s, l_seat));
  {
    rs_list *v_ = f_after_action(g);
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
static RS_UNUSED void f_release_drachma(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  if (g->opt[1] == 0) {
    {
      rs_list *c_ = (l_s)->f_drachmas;
      int64_t i_ = l_seat;
      int64_t o_ = rs_at(c_, i_)->i;
      int64_t v_ = 1;
      rs_at(c_, i_)->i = o_ + v_;
    }
  } else if (g->opt[1] == 1) {
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_spent;
      int64_t v_ = 1;
      r_->f_spent = o_ + v_;
    }
  }
}
static RS_UNUSED const char *f_spent_allowed(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (((l_s)->f_spent != 0) && (g->opt[1] == 0)) {
    return "spent: 0 when drachmas return to their owners";
  }
  return "";
  rs_fail("spent_allowed: reached the end without a return");
}
// end rule realm.reserved

// rule explore.marks: As many cards as exploration marks
// spec: rulespecs/emporium.yaml:1178
// cite ja: "新しいカードをポリスに置き、戦利品カードをもらいます。"
// cite ja: "プレイヤーのレルムの探検マークの量により、港からカードをポリスに加えます、カードの上限は4枚です。"
// cite ja: "プレイヤーは探検マークを全部使わなければなりません。(上限は4つです)"
static RS_UNUSED int64_t f_explore_count(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_marks = 0;
  (void)l_marks;
  int64_t l_k = 0;
  (void)l_k;
  l_marks = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_marks += (*rs_ed_get(g->gf_marks, l_k, EN_kind)).i;
    }
  }
  return rs_min2(rs_min2(l_marks, C_EXPLORE_MAX), ((int64_t)((l_s)->f_port)->len));
  rs_fail("explore_count: reached the end without a return");
}
static RS_UNUSED rs_list *f_explore_choices(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_m = 0;
  (void)l_m;
  rs_list *l_chosen = NULL;
  (void)l_chosen;
  l_out = rs_list_new(0);
  if (!f_card_free(g, l_s, (l_s)->f_turn, 4)) {
    return l_out;
  }
  l_m = f_explore_count(g, l_s, (l_s)->f_turn);
  if (l_m > 0) {
    l_chosen = rs_list_new(0);
    (void)(f_port_subsets(g, (l_s)->f_port, l_m, 0, l_chosen, l_out));
  }
  return l_out;
  rs_fail("explore_choices: reached the end without a return");
}
static RS_UNUSED void f_port_subsets(rs_game *g, rs_list *l_port, int64_t l_m, int64_t l_start, rs_list *l_chosen, rs_list *l_out) {
  (void)g;
  (void)l_port;
  (void)l_m;
  (void)l_start;
  (void)l_chosen;
  (void)l_out;
  int64_t l_j = 0;
  (void)l_j;
  if (((int64_t)(l_chosen)->len) == l_m) {
    (void)(rs_push(l_out, RS_VP(rs_list_copy(l_chosen))));
    return;
  }
  {
    int64_t k_1_end = ((int64_t)(l_port)->len);
    for (int64_t k_1 = l_start; k_1 < k_1_end; k_1++) {
      l_j = k_1;
      if ((l_j > l_start) && ((*rs_at(l_port, l_j)).i == (*rs_at(l_port, (l_j - 1))).i)) {
        continue;
      }
      (void)(rs_push(l_chosen, RS_VI((*rs_at(l_port, l_j)).i)));
      (void)(f_port_subsets(g, l_port, l_m, (l_j + 1), l_chosen, l_out));
      (void)((rs_pop(l_chosen)).i);
    }
  }
}
static RS_UNUSED void f_do_explore(rs_game *g, R_State *l_s, rs_list *l_ks) {
  (void)g;
  (void)l_s;
  (void)l_ks;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_m = 0;
  (void)l_m;
  rs_list *l_steps = NULL;
  (void)l_steps;
  rs_list *t_2 = NULL;
  (void)t_2;
  rs_list *t_3 = NULL;
  (void)t_3;
  {
    int64_t v_ = 4;
    rs_list *c_ = (l_s)->f_markers;
    int64_t i_ = (l_s)->f_turn;
    rs_at(c_, i_)->i = v_;
  }
  {
    rs_list *k_1_l = l_ks;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      (void)(rs_remove((l_s)->f_port, RS_VI(l_k), rs_eq_i));
      {
        rs_list *v_ = f_with_card(g, (l_s)->f_polis, l_k);
        (l_s)->f_polis = v_;
      }
    }
  }
  l_m = ((int64_t)(l_ks)->len);
  l_steps = f_refill_one(g, l_m);
  if (l_m > 1) {
    l_steps = f_refill_more(g, l_s, l_m);
  }
  {
    rs_list *v_ = (t_2 = f_prepend(g, l_steps, f_loot_steps(g, l_m)), t_3 = f_after_action(g), f_prepend(g, t_2, t_3));
    (l_s)->f_pending = v_;
  }
  (void)(f_advance(g, l_s));
}
// end rule explore.marks

// rule explore.refill-one: One card moved
// spec: rulespecs/emporium.yaml:1233
// cite ja: "プレイヤーは新しいカードを港に4枚まで加えます。"
// cite ja: "もしプレイヤーは港からカード1枚をポリスに加えたら、歴史カードの山札から1枚カードを引き、港に置きます。"
static RS_UNUSED rs_list *f_refill_one(rs_game *g, int64_t l_m) {
  (void)g;
  (void)l_m;
  if (l_m == 1) {
    return rs_list_of(1, (rs_val[]){RS_VI(0)});
  }
  return rs_list_new(0);
  rs_fail("refill_one: reached the end without a return");
}
// end rule explore.refill-one

// rule explore.refill-more: Several cards moved
// spec: rulespecs/emporium.yaml:1251
// cite ja: "もしプレイヤーは港からカード1枚以上をポリスに加えたら、歴史カードの山札と発展カードの山札から各最低1枚カードを引き(合わせて最大カード4枚を引き)、港に置きます。"
// cite ja: "そのため、プレイヤーは以下のルールに従って歴史カードの山札や発展カードの山札を取ります。"
static RS_UNUSED rs_list *f_refill_more(rs_game *g, R_State *l_s, int64_t l_m) {
  (void)g;
  (void)l_s;
  (void)l_m;
  if (((l_s)->f_history_left > 0) && ((l_s)->f_progress_left > 0)) {
    {
      int64_t v_ = l_m;
      (l_s)->f_split = v_;
    }
    return rs_list_new(0);
  }
  return f_repeat(g, 0, l_m);
  rs_fail("refill_more: reached the end without a return");
}
static RS_UNUSED int64_t f_can_split(rs_game *g, R_State *l_s, int64_t l_h) {
  (void)g;
  (void)l_s;
  (void)l_h;
  return (l_h < (l_s)->f_split);
  rs_fail("can_split: reached the end without a return");
}
static RS_UNUSED void f_do_split(rs_game *g, R_State *l_s, int64_t l_h) {
  (void)g;
  (void)l_s;
  (void)l_h;
  rs_list *l_steps = NULL;
  (void)l_steps;
  rs_list *t_1 = NULL;
  (void)t_1;
  rs_list *t_2 = NULL;
  (void)t_2;
  l_steps = (t_1 = f_repeat(g, 0, l_h), t_2 = f_repeat(g, 1, ((l_s)->f_split - l_h)), f_prepend(g, t_1, t_2));
  {
    rs_list *v_ = f_prepend(g, l_steps, (l_s)->f_pending);
    (l_s)->f_pending = v_;
  }
  {
    int64_t v_ = 0;
    (l_s)->f_split = v_;
  }
  (void)(f_advance(g, l_s));
}
// end rule explore.refill-more

// rule explore.loot: Loot cards
// spec: rulespecs/emporium.yaml:1282
// cite ja: "プレイヤーはカードをポリスに置く時、1枚につき1枚歴史カードの山札からカードを引き、裏向きにプレイヤーのレルムに置きます。"
// cite ja: "そのカードたちは戦利品カードとして表向きに置くことはできません。"
// cite ja: "もし歴史カードの山札がなくなった場合、プレイヤーは戦利品カードをもらえません。"
static RS_UNUSED rs_list *f_loot_steps(rs_game *g, int64_t l_m) {
  (void)g;
  (void)l_m;
  return f_repeat(g, 2, l_m);
  rs_fail("loot_steps: reached the end without a return");
}
// end rule explore.loot

// rule loot.hidden: What loot cards do
// spec: rulespecs/emporium.yaml:1304
// cite ja: "(戦利品カードとリザーブしたカードを除き)"
// assumed: "The post only excludes loot from the realm count; the facts call loot cards wildcards without saying for what. With no cost to pay in the engine (gap add-to-realm-details), they do nothing (gap loot-effect)."
static RS_UNUSED int64_t f_loot_points(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return 0;
  rs_fail("loot_points: reached the end without a return");
}
// end rule loot.hidden

// rule explore.forced: Forced exploration
// spec: rulespecs/emporium.yaml:1323
// cite ja: "プレイヤーの手番が終わったら、ポリスの中にカードがあるかどうかチェックします。"
// cite ja: "もしポリスの中にカードがない場合、プレイヤーは強制的な探検を実行します。"
// cite ja: "港からカード4枚をポリスに置き、歴史カードの山札からカード4枚を引き、港に置きます。"
// cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
static RS_UNUSED void f_forced(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_moved = 0;
  (void)l_moved;
  rs_list *l_rest = NULL;
  (void)l_rest;
  int64_t l_k = 0;
  (void)l_k;
  rs_list *l_steps = NULL;
  (void)l_steps;
  if (((int64_t)((l_s)->f_polis)->len) > 0) {
    return;
  }
  l_moved = 0;
  l_rest = rs_list_new(0);
  {
    rs_list *k_1_l = (l_s)->f_port;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (l_moved < C_FORCED_CARDS) {
        {
          rs_list *v_ = f_with_card(g, (l_s)->f_polis, l_k);
          (l_s)->f_polis = v_;
        }
        l_moved += 1;
      } else {
        (void)(rs_push(l_rest, RS_VI(l_k)));
      }
    }
  }
  {
    rs_list *v_ = l_rest;
    (l_s)->f_port = v_;
  }
  l_steps = f_repeat(g, 0, l_moved);
  if ((g->opt[3] == 1) && (!(l_s)->f_setup)) {
    l_steps = f_prepend(g, l_steps, f_repeat(g, 2, l_moved));
  } else if (g->opt[3] == 0) {
    ;
  }
  {
    rs_list *v_ = f_prepend(g, l_steps, (l_s)->f_pending);
    (l_s)->f_pending = v_;
  }
}
// end rule explore.forced

// rule deck.empty: An empty deck
// spec: rulespecs/emporium.yaml:1361
// cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
// assumed: "Only the forced exploration says what to do when the history deck is gone; the same is assumed for every port refill, and the progress deck running out is not mentioned at all (gap empty-deck)."
static RS_UNUSED const char *f_deck_for(rs_game *g, R_State *l_s, int64_t l_st) {
  (void)g;
  (void)l_s;
  (void)l_st;
  if (l_st == 2) {
    return (((l_s)->f_history_left > 0) ? "history" : "");
  }
  if (l_st == 0) {
    if ((l_s)->f_history_left > 0) {
      return "history";
    }
    return (((l_s)->f_progress_left > 0) ? "progress" : "");
  }
  if ((l_s)->f_progress_left > 0) {
    return "progress";
  }
  return (((l_s)->f_history_left > 0) ? "history" : "");
  rs_fail("deck_for: reached the end without a return");
}
// end rule deck.empty

// rule score.cards: Prestige and goods cards
// spec: rulespecs/emporium.yaml:1390
// cite ja: "プレイヤーは下のように自分の勝利点を計算します。"
// cite ja: "威信カードと荷物カードの点数"
// cite ja: "ゲームの目的は点数カードを集めることです。"
static RS_UNUSED int64_t f_card_points(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (!rs_streq((*rs_ed_get(g->gf_type, l_k, EN_kind)).s, "history")) {
        l_n += (*rs_ed_get(g->gf_points, l_k, EN_kind)).i;
      }
    }
  }
  return l_n;
  rs_fail("card_points: reached the end without a return");
}
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      (void)(rs_push(l_out, RS_VI((((f_card_points(g, l_s, l_i) + f_history_bonus(g, l_s, l_i)) - f_reserved_penalty(g, l_s, l_i)) + f_loot_points(g, l_s, l_i)))));
    }
  }
  return l_out;
  rs_fail("scores: reached the end without a return");
}
static RS_UNUSED rs_list *f_scores_json(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_phase == 3) {
    return f_scores(g, l_s);
  }
  return NULL;
  rs_fail("scores_json: reached the end without a return");
}
// end rule score.cards

// rule score.history-bonus: History card bonuses
// spec: rulespecs/emporium.yaml:1426
// cite ja: "歴史カードのボーナス点数"
// assumed: "How a history card's bonus is worked out is not said (gap card-effects); the engine scores a fixed number per card, from the card list."
static RS_UNUSED int64_t f_history_bonus(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (rs_streq((*rs_ed_get(g->gf_type, l_k, EN_kind)).s, "history")) {
        l_n += (*rs_ed_get(g->gf_points, l_k, EN_kind)).i;
      }
    }
  }
  return l_n;
  rs_fail("history_bonus: reached the end without a return");
}
// end rule score.history-bonus

// rule score.reserved-penalty: Reserved cards cost points
// spec: rulespecs/emporium.yaml:1445
// cite ja: "リザーブしたカード1枚ずつ3点減らします。"
static RS_UNUSED int64_t f_reserved_penalty(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return (C_RESERVE_PENALTY * ((int64_t)(((rs_list *)(*rs_at((l_s)->f_reserved, l_seat)).p))->len));
  rs_fail("reserved_penalty: reached the end without a return");
}
// end rule score.reserved-penalty

// rule score.winner: Winner
// spec: rulespecs/emporium.yaml:1460
// cite ja: "最も多くの勝利点を獲得したプレイヤーが勝者となります。"
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_list *l_sc = NULL;
  (void)l_sc;
  int64_t l_best = 0;
  (void)l_best;
  int64_t l_pala = 0;
  (void)l_pala;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_cards = 0;
  (void)l_cards;
  l_out = rs_list_new(0);
  if ((l_s)->f_phase != 3) {
    return l_out;
  }
  l_sc = f_scores(g, l_s);
  l_best = rs_maxl(l_sc);
  l_pala = (-1);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if ((*rs_at(l_sc, l_i)).i == l_best) {
        l_pala = rs_max2(l_pala, f_palaiapolis(g, l_s, l_i));
      }
    }
  }
  l_cards = (-1);
  {
    int64_t k_2_end = ((int64_t)g->players);
    for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
      l_i = k_2;
      if (((*rs_at(l_sc, l_i)).i == l_best) && (f_palaiapolis(g, l_s, l_i) == l_pala)) {
        l_cards = rs_max2(l_cards, f_progress_cards(g, l_s, l_i));
      }
    }
  }
  {
    int64_t k_3_end = ((int64_t)g->players);
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_i = k_3;
      if (((*rs_at(l_sc, l_i)).i == l_best) && (f_palaiapolis(g, l_s, l_i) == l_pala) && (f_progress_cards(g, l_s, l_i) == l_cards)) {
        (void)(rs_push(l_out, RS_VI(l_i)));
      }
    }
  }
  return l_out;
  rs_fail("winners: reached the end without a return");
}
static RS_UNUSED rs_list *f_winners_json(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_phase == 3) {
    return f_winners(g, l_s);
  }
  return NULL;
  rs_fail("winners_json: reached the end without a return");
}
static RS_UNUSED rs_list *f_returns(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_list *l_won = NULL;
  (void)l_won;
  int64_t l_i = 0;
  (void)l_i;
  l_out = rs_list_new(0);
  l_won = f_winners(g, l_s);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if ((l_s)->f_phase != 3) {
        (void)(rs_push(l_out, RS_VI(0)));
      } else if ((rs_find_i(l_won, l_i) >= 0)) {
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

// rule score.tiebreak-palaiapolis: Tie: Palaiapolis cards
// spec: rulespecs/emporium.yaml:1515
// cite ja: "同点の場合、その中で最も多くのパライアポリスカードを持っているプレイヤーが勝者となります。"
// assumed: "Which cards are Palaiapolis cards is not said (gap palaiapolis); the engine counts those marked so in the card list, in the realm."
static RS_UNUSED int64_t f_palaiapolis(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if ((*rs_ed_get(g->gf_palaiapolis, l_k, EN_kind)).i) {
        l_n += 1;
      }
    }
  }
  return l_n;
  rs_fail("palaiapolis: reached the end without a return");
}
// end rule score.tiebreak-palaiapolis

// rule score.tiebreak-cards: Tie: prestige and goods cards
// spec: rulespecs/emporium.yaml:1535
// cite ja: "それも同じ場合はその中で最も多くの威信カードと荷物カードを持っているプレイヤーが勝者となります。"
// cite ja: "それも同じ場合はプレイヤー同士で勝利を分かち合います。"
static RS_UNUSED int64_t f_progress_cards(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_k = 0;
  (void)l_k;
  l_n = 0;
  {
    rs_list *k_1_l = ((rs_list *)(*rs_at((l_s)->f_realms, l_seat)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      if (!rs_streq((*rs_ed_get(g->gf_type, l_k, EN_kind)).s, "history")) {
        l_n += 1;
      }
    }
  }
  return l_n;
  rs_fail("progress_cards: reached the end without a return");
}
// end rule score.tiebreak-cards

// rule end.realm-size: \u007b{ realm_end }} cards in a realm
// spec: rulespecs/emporium.yaml:1557
// cite ja: "あるプレイヤーのレルムの中にはカードが18枚あります(戦利品カードとリザーブしたカードを除き)。"
// cite ja: "もしプレイヤーはカード17枚があれば、他のプレイヤーに知らせなければなりません。"
static RS_UNUSED void f_announce(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if ((f_realm_size(g, l_s, l_i) >= C_REALM_WARNING) && (!(rs_find_i((l_s)->f_announced, l_i) >= 0))) {
        (void)(rs_push((l_s)->f_announced, RS_VI(l_i)));
        {
          rs_list *v_ = rs_sorted((l_s)->f_announced, 0, NULL);
          (l_s)->f_announced = v_;
        }
      }
    }
  }
}
static RS_UNUSED int64_t f_ending(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_i = 0;
  (void)l_i;
  if ((l_s)->f_history_out) {
    return 1;
  }
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if (f_realm_size(g, l_s, l_i) >= C_REALM_END) {
        return 1;
      }
    }
  }
  return 0;
  rs_fail("ending: reached the end without a return");
}
// end rule end.realm-size

// rule end.history-deck: The history deck runs out
// spec: rulespecs/emporium.yaml:1586
// cite ja: "あるプレイヤーが歴史カードの山札からカードを引く時、歴史カードの山札がなくなりました。"
static RS_UNUSED void f_history_emptied(rs_game *g, R_State *l_s, const char *l_dk) {
  (void)g;
  (void)l_s;
  (void)l_dk;
  if ((rs_streq(l_dk, "history")) && ((l_s)->f_history_left == 0) && (g->opt[4] == 0) && (!(l_s)->f_setup)) {
    {
      int64_t v_ = 1;
      (l_s)->f_history_out = v_;
    }
  }
}
static RS_UNUSED void f_failed_draw(rs_game *g, R_State *l_s, int64_t l_st) {
  (void)g;
  (void)l_s;
  (void)l_st;
  if ((g->opt[4] == 1) && (!(l_s)->f_setup) && ((l_s)->f_history_left == 0) && (l_st != 1)) {
    {
      int64_t v_ = 1;
      (l_s)->f_history_out = v_;
    }
  }
}
static RS_UNUSED const char *f_history_out_matches(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_history_out && ((l_s)->f_history_left > 0)) {
    return "history_out: the history deck still has cards";
  }
  if ((!(l_s)->f_history_out) && ((l_s)->f_history_left == 0) && (g->opt[4] == 0) && (!(l_s)->f_setup)) {
    return "history_out: the history deck is empty";
  }
  return "";
  rs_fail("history_out_matches: reached the end without a return");
}
// end rule end.history-deck

// rule end.finish-round: Finish the round
// spec: rulespecs/emporium.yaml:1617
// cite ja: "毎回ラウンドが終わる度、以下の条件をチェックします。"
// cite ja: "もし1つでも条件を満たせばゲームは終了します。"
// cite ja: "以上の条件のうちどれか1つ成立したら、スタートプレイヤーの右手側のプレイヤーの手番が終わるまで続き、その後、ゲームが終了します。"
static RS_UNUSED int64_t f_end_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  (void)(f_announce(g, l_s));
  if (((l_s)->f_turn == (((int64_t)g->players) - 1)) && f_ending(g, l_s)) {
    {
      int64_t v_ = 3;
      (l_s)->f_phase = v_;
    }
    return 1;
  }
  (void)(f_next_turn(g, l_s));
  return 0;
  rs_fail("end_turn: reached the end without a return");
}
// end rule end.finish-round

/* ---- actions: every string made at compile time, numbered in code point order */
#define RS_NACT 198
static const char *const RS_ACT_NAMES[] = {"discard culture-1 explore", "discard culture-1 history", "discard culture-1 progress", "discard culture-1 reserve", "discard culture-1 reserved", "discard culture-2 explore", "discard culture-2 history", "discard culture-2 progress", "discard culture-2 reserve", "discard culture-2 reserved", "discard culture-explore explore", "discard culture-explore history", "discard culture-explore progress", "discard culture-explore reserve", "discard culture-explore reserved", "discard culture-palaiapolis explore", "discard culture-palaiapolis history", "discard culture-palaiapolis progress", "discard culture-palaiapolis reserve", "discard culture-palaiapolis reserved", "discard goods-1 explore", "discard goods-1 history", "discard goods-1 progress", "discard goods-1 reserve", "discard goods-1 reserved", "discard goods-2 explore", "discard goods-2 history", "discard goods-2 progress", "discard goods-2 reserve", "discard goods-2 reserved", "discard hoplites explore", "discard hoplites history", "discard hoplites progress", "discard hoplites reserve", "discard hoplites reserved", "discard prestige-2 explore", "discard prestige-2 history", "discard prestige-2 progress", "discard prestige-2 reserve", "discard prestige-2 reserved", "discard prestige-3 explore", "discard prestige-3 history", "discard prestige-3 progress", "discard prestige-3 reserve", "discard prestige-3 reserved", "discard prestige-special explore", "discard prestige-special history", "discard prestige-special progress", "discard prestige-special reserve", "discard prestige-special reserved", "discard sophistes explore", "discard sophistes history", "discard sophistes progress", "discard sophistes reserve", "discard sophistes reserved", "discard trade-1 explore", "discard trade-1 history", "discard trade-1 progress", "discard trade-1 reserve", "discard trade-1 reserved", "discard trade-2 explore", "discard trade-2 history", "discard trade-2 progress", "discard trade-2 reserve", "discard trade-2 reserved", "discard trade-explore explore", "discard trade-explore history", "discard trade-explore progress", "discard trade-explore reserve", "discard trade-explore reserved", "discard trade-palaiapolis explore", "discard trade-palaiapolis history", "discard trade-palaiapolis progress", "discard trade-palaiapolis reserve", "discard trade-palaiapolis reserved", "discard war-1 explore", "discard war-1 history", "discard war-1 progress", "discard war-1 reserve", "discard war-1 reserved", "discard war-2 explore", "discard war-2 history", "discard war-2 progress", "discard war-2 reserve", "discard war-2 reserved", "discard war-explore explore", "discard war-explore history", "discard war-explore progress", "discard war-explore reserve", "discard war-explore reserved", "discard war-palaiapolis explore", "discard war-palaiapolis history", "discard war-palaiapolis progress", "discard war-palaiapolis reserve", "discard war-palaiapolis reserved", "draw culture-1", "draw culture-2", "draw culture-explore", "draw culture-palaiapolis", "draw goods-1", "draw goods-2", "draw hoplites", "draw prestige-2", "draw prestige-3", "draw prestige-special", "draw sophistes", "draw trade-1", "draw trade-2", "draw trade-explore", "draw trade-palaiapolis", "draw war-1", "draw war-2", "draw war-explore", "draw war-palaiapolis", "history culture-1", "history culture-2", "history culture-explore", "history culture-palaiapolis", "history goods-1", "history goods-2", "history hoplites", "history prestige-2", "history prestige-3", "history prestige-special", "history sophistes", "history trade-1", "history trade-2", "history trade-explore", "history trade-palaiapolis", "history war-1", "history war-2", "history war-explore", "history war-palaiapolis", "pass explore", "pass history", "pass progress", "pass reserve", "pass reserved", "progress culture-1", "progress culture-2", "progress culture-explore", "progress culture-palaiapolis", "progress goods-1", "progress goods-2", "progress hoplites", "progress prestige-2", "progress prestige-3", "progress prestige-special", "progress sophistes", "progress trade-1", "progress trade-2", "progress trade-explore", "progress trade-palaiapolis", "progress war-1", "progress war-2", "progress war-explore", "progress war-palaiapolis", "reserve culture-1", "reserve culture-2", "reserve culture-explore", "reserve culture-palaiapolis", "reserve goods-1", "reserve goods-2", "reserve hoplites", "reserve prestige-2", "reserve prestige-3", "reserve prestige-special", "reserve sophistes", "reserve trade-1", "reserve trade-2", "reserve trade-explore", "reserve trade-palaiapolis", "reserve war-1", "reserve war-2", "reserve war-explore", "reserve war-palaiapolis", "reserved culture-1", "reserved culture-2", "reserved culture-explore", "reserved culture-palaiapolis", "reserved goods-1", "reserved goods-2", "reserved hoplites", "reserved prestige-2", "reserved prestige-3", "reserved prestige-special", "reserved sophistes", "reserved trade-1", "reserved trade-2", "reserved trade-explore", "reserved trade-palaiapolis", "reserved war-1", "reserved war-2", "reserved war-explore", "reserved war-palaiapolis", "split 1", "split 2", "split 3"};
static const int RS_ACT_PAT[] = {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 7, 7, 7, 7, 7, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 8, 8, 8};
static const rs_val RS_ACT_ARGS[][2] = {{{.i = 0}, {.i = 4}}, {{.i = 0}, {.i = 1}}, {{.i = 0}, {.i = 2}}, {{.i = 0}, {.i = 0}}, {{.i = 0}, {.i = 3}}, {{.i = 1}, {.i = 4}}, {{.i = 1}, {.i = 1}}, {{.i = 1}, {.i = 2}}, {{.i = 1}, {.i = 0}}, {{.i = 1}, {.i = 3}}, {{.i = 2}, {.i = 4}}, {{.i = 2}, {.i = 1}}, {{.i = 2}, {.i = 2}}, {{.i = 2}, {.i = 0}}, {{.i = 2}, {.i = 3}}, {{.i = 3}, {.i = 4}}, {{.i = 3}, {.i = 1}}, {{.i = 3}, {.i = 2}}, {{.i = 3}, {.i = 0}}, {{.i = 3}, {.i = 3}}, {{.i = 4}, {.i = 4}}, {{.i = 4}, {.i = 1}}, {{.i = 4}, {.i = 2}}, {{.i = 4}, {.i = 0}}, {{.i = 4}, {.i = 3}}, {{.i = 5}, {.i = 4}}, {{.i = 5}, {.i = 1}}, {{.i = 5}, {.i = 2}}, {{.i = 5}, {.i = 0}}, {{.i = 5}, {.i = 3}}, {{.i = 6}, {.i = 4}}, {{.i = 6}, {.i = 1}}, {{.i = 6}, {.i = 2}}, {{.i = 6}, {.i = 0}}, {{.i = 6}, {.i = 3}}, {{.i = 7}, {.i = 4}}, {{.i = 7}, {.i = 1}}, {{.i = 7}, {.i = 2}}, {{.i = 7}, {.i = 0}}, {{.i = 7}, {.i = 3}}, {{.i = 8}, {.i = 4}}, {{.i = 8}, {.i = 1}}, {{.i = 8}, {.i = 2}}, {{.i = 8}, {.i = 0}}, {{.i = 8}, {.i = 3}}, {{.i = 9}, {.i = 4}}, {{.i = 9}, {.i = 1}}, {{.i = 9}, {.i = 2}}, {{.i = 9}, {.i = 0}}, {{.i = 9}, {.i = 3}}, {{.i = 10}, {.i = 4}}, {{.i = 10}, {.i = 1}}, {{.i = 10}, {.i = 2}}, {{.i = 10}, {.i = 0}}, {{.i = 10}, {.i = 3}}, {{.i = 11}, {.i = 4}}, {{.i = 11}, {.i = 1}}, {{.i = 11}, {.i = 2}}, {{.i = 11}, {.i = 0}}, {{.i = 11}, {.i = 3}}, {{.i = 12}, {.i = 4}}, {{.i = 12}, {.i = 1}}, {{.i = 12}, {.i = 2}}, {{.i = 12}, {.i = 0}}, {{.i = 12}, {.i = 3}}, {{.i = 13}, {.i = 4}}, {{.i = 13}, {.i = 1}}, {{.i = 13}, {.i = 2}}, {{.i = 13}, {.i = 0}}, {{.i = 13}, {.i = 3}}, {{.i = 14}, {.i = 4}}, {{.i = 14}, {.i = 1}}, {{.i = 14}, {.i = 2}}, {{.i = 14}, {.i = 0}}, {{.i = 14}, {.i = 3}}, {{.i = 15}, {.i = 4}}, {{.i = 15}, {.i = 1}}, {{.i = 15}, {.i = 2}}, {{.i = 15}, {.i = 0}}, {{.i = 15}, {.i = 3}}, {{.i = 16}, {.i = 4}}, {{.i = 16}, {.i = 1}}, {{.i = 16}, {.i = 2}}, {{.i = 16}, {.i = 0}}, {{.i = 16}, {.i = 3}}, {{.i = 17}, {.i = 4}}, {{.i = 17}, {.i = 1}}, {{.i = 17}, {.i = 2}}, {{.i = 17}, {.i = 0}}, {{.i = 17}, {.i = 3}}, {{.i = 18}, {.i = 4}}, {{.i = 18}, {.i = 1}}, {{.i = 18}, {.i = 2}}, {{.i = 18}, {.i = 0}}, {{.i = 18}, {.i = 3}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 4}}, {{.i = 1}}, {{.i = 2}}, {{.i = 0}}, {{.i = 3}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}};
static const int32_t RS_COMBO_0[] = {95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113};
static RS_UNUSED const int64_t RS_DOM_0_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_0_0(int64_t v) {
  return v;
}
static void rs_cand_0(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_draw_kinds(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_0_0(v_0);
    int64_t w = f_draw_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_0[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_1[] = {157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175};
static RS_UNUSED const int64_t RS_DOM_1_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_1_0(int64_t v) {
  return v;
}
static void rs_cand_1(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_reserve_kinds(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_1_0(v_0);
    rs_cand_add(out, RS_COMBO_1[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_2[] = {114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132};
static RS_UNUSED const int64_t RS_DOM_2_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_2_0(int64_t v) {
  return v;
}
static void rs_cand_2(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[1] == NULL) h[1] = f_history_kinds(g, s);
  rs_list *l_0 = h[1];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_2_0(v_0);
    rs_cand_add(out, RS_COMBO_2[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_3[] = {138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156};
static RS_UNUSED const int64_t RS_DOM_3_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_3_0(int64_t v) {
  return v;
}
static void rs_cand_3(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[2] == NULL) h[2] = f_progress_kinds(g, s);
  rs_list *l_0 = h[2];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_3_0(v_0);
    rs_cand_add(out, RS_COMBO_3[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_4[] = {176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194};
static RS_UNUSED const int64_t RS_DOM_4_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_4_0(int64_t v) {
  return v;
}
static void rs_cand_4(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[3] == NULL) h[3] = f_reserved_kinds(g, s);
  rs_list *l_0 = h[3];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_4_0(v_0);
    rs_cand_add(out, RS_COMBO_4[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static int32_t rs_rt_5(rs_game *g, rs_list *v_0) {
  rs_buf *b = &rs_scratch;
  b->len = 0;
  rs_w(b, "", 0);
  rs_wc(b, "explore ");
  rs_w_joined(b, v_0, 2, EN_kind);
  int32_t r = rs_rt_find(&g->rt, b->p);
  if (r < 0) {
    rs_arena *prev = rs_cur;
    rs_cur = &g->arena;
    const char *name = rs_strdup(b->p);
    rs_val *args = rs_alloc(sizeof(rs_val) * 1);
    args[0].p = rs_list_frozen(v_0, 0);
    rs_cur = prev;
    r = rs_rt_add(&g->rt, name, 5, args);
  }
  return RS_NACT + r;
}
static void rs_cand_5(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[4] == NULL) h[4] = f_explore_choices(g, s);
  rs_list *l_0 = h[4];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    rs_list *v_0 = ((rs_list *)(l_0->it[q_0]).p);
    int32_t id = rs_rt_5(g, v_0);
    rs_cand_add(out, id, 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_6[] = {3, 1, 2, 4, 0, 8, 6, 7, 9, 5, 13, 11, 12, 14, 10, 18, 16, 17, 19, 15, 23, 21, 22, 24, 20, 28, 26, 27, 29, 25, 33, 31, 32, 34, 30, 38, 36, 37, 39, 35, 43, 41, 42, 44, 40, 48, 46, 47, 49, 45, 53, 51, 52, 54, 50, 58, 56, 57, 59, 55, 63, 61, 62, 64, 60, 68, 66, 67, 69, 65, 73, 71, 72, 74, 70, 78, 76, 77, 79, 75, 83, 81, 82, 84, 80, 88, 86, 87, 89, 85, 93, 91, 92, 94, 90};
static RS_UNUSED const int64_t RS_DOM_6_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
static RS_UNUSED int64_t rs_pos_6_0(int64_t v) {
  return v;
}
static RS_UNUSED const int64_t RS_DOM_6_1[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_6_1(int64_t v) {
  return v;
}
static void rs_cand_6(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[5] == NULL) h[5] = f_discard_kinds(g, s);
  if (h[6] == NULL) h[6] = f_discard_cards(g, s, 0);
  rs_list *l_0 = h[5];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_6_0(v_0);
    rs_list *l_1 = h[6];
    for (int32_t q_1 = 0; q_1 < l_1->len; q_1++) {
      int64_t v_1 = (l_1->it[q_1]).i;
      int64_t p_1 = rs_pos_6_1(v_1);
      rs_cand_add(out, RS_COMBO_6[(p_0) * 5 + p_1], 1);
    }
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_7[] = {136, 134, 135, 137, 133};
static RS_UNUSED const int64_t RS_DOM_7_0[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_7_0(int64_t v) {
  return v;
}
static void rs_cand_7(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[7] == NULL) h[7] = f_pass_cards(g, s);
  rs_list *l_0 = h[7];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_7_0(v_0);
    rs_cand_add(out, RS_COMBO_7[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_8[] = {195, 196, 197};
static RS_UNUSED const int64_t RS_DOM_8_0[] = {1, 2, 3};
static RS_UNUSED int64_t rs_pos_8_0(int64_t v) {
  for (int64_t q = 0; q < 3; q++)
    if (RS_DOM_8_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {h} in split {h}");
}
static void rs_cand_8(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 3; p_0++) {
    int64_t v_0 = RS_DOM_8_0[p_0];
    if (f_can_split(g, s, v_0)) rs_cand_add(out, RS_COMBO_8[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
#define RS_NCOMBO 262
static const int RS_PHASE_KIND[] = {1, 2, 2, 3};
#define RS_PHASE_NAMES EN_phase
static int rs_g_phase(const R_State *s) { return (int)s->f_phase; }
static int64_t rs_g_seat(rs_game *g, R_State *s, int phase) {
  switch (phase) {
  case 1: return f_seat_turn(g, s);
  case 2: return f_seat_turn(g, s);
  default: return -2;
  }
}
static void rs_g_cands(rs_game *g, R_State *s, rs_cands *out) {
  switch (rs_g_phase(s)) {
  case 0: { rs_list *h[1] = {NULL}; rs_cand_0(g, s, out, h); break; }
  case 1: { rs_list *h[8] = {NULL}; rs_cand_1(g, s, out, h); rs_cand_2(g, s, out, h); rs_cand_3(g, s, out, h); rs_cand_4(g, s, out, h); rs_cand_5(g, s, out, h); rs_cand_6(g, s, out, h); rs_cand_7(g, s, out, h); break; }
  case 2: { rs_cand_8(g, s, out, NULL); break; }
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
  case 0: f_do_draw(g, s, (a[0]).i); break;
  case 1: f_do_reserve(g, s, (a[0]).i); break;
  case 2: f_do_history(g, s, (a[0]).i); break;
  case 3: f_do_progress(g, s, (a[0]).i); break;
  case 4: f_do_reserved(g, s, (a[0]).i); break;
  case 5: f_do_explore(g, s, ((rs_list *)(a[0]).p)); break;
  case 6: f_do_discard(g, s, (a[0]).i, (a[1]).i); break;
  case 7: f_do_pass(g, s, (a[0]).i); break;
  case 8: f_do_split(g, s, (a[0]).i); break;
  default: break;
  }
}
static void rs_g_game_init(rs_game *g) {
  g->gf_deck = f_game_deck(g);
  g->gf_type = f_game_type(g);
  g->gf_count = f_game_count(g);
  g->gf_points = f_game_points(g);
  g->gf_marks = f_game_marks(g);
  g->gf_palaiapolis = f_game_palaiapolis(g);
  g->gf_start_kinds = f_game_start_kinds(g);
  g->gf_reserve_limit = f_game_reserve_limit(g);
  g->gf_deck = cp_De4kind_str(g->gf_deck);
  g->gf_type = cp_De4kind_str(g->gf_type);
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
  rs_wc(b, "\"emporium\"");
  rs_wc(b, ",\"players\":");
  rs_w_int(b, g->players);
  rs_wc(b, ",\"options\":");
  rs_wc(b, "{");
  rs_wc(b, "\"forced_exploration_loot\":");
  rs_w_str(b, RS_OPT_VALUES[3][g->opt[3]]);
  rs_wc(b, ",\"history_deck_end\":");
  rs_w_str(b, RS_OPT_VALUES[4][g->opt[4]]);
  rs_wc(b, ",\"reserve_drachma\":");
  rs_w_str(b, RS_OPT_VALUES[1][g->opt[1]]);
  rs_wc(b, ",\"reserve_limit\":");
  rs_w_str(b, RS_OPT_VALUES[2][g->opt[2]]);
  rs_wc(b, ",\"setup_polis\":");
  rs_w_str(b, RS_OPT_VALUES[0][g->opt[0]]);
  rs_wc(b, "}");
  rs_wc(b, ",\"phase\":");
  w_e5phase(b, s->f_phase);
  rs_wc(b, ",\"turn\":");
  w_int(b, s->f_turn);
  rs_wc(b, ",\"round\":");
  w_int(b, s->f_round);
  rs_wc(b, ",\"markers\":");
  w_LOe11action_card(b, s->f_markers);
  rs_wc(b, ",\"decks\":");
  w_R5Decks(b, s->f_decks);
  rs_wc(b, ",\"port\":");
  w_Le4kind(b, s->f_port);
  rs_wc(b, ",\"polis\":");
  w_Le4kind(b, s->f_polis);
  rs_wc(b, ",\"realms\":");
  w_LLe4kind(b, s->f_realms);
  rs_wc(b, ",\"reserved\":");
  w_LLe4kind(b, s->f_reserved);
  rs_wc(b, ",\"loot\":");
  w_LLe4kind(b, s->f_loot);
  rs_wc(b, ",\"drachmas\":");
  w_Lint(b, s->f_drachmas);
  rs_wc(b, ",\"spent\":");
  w_int(b, s->f_spent);
  rs_wc(b, ",\"removed\":");
  w_Le4kind(b, s->f_removed);
  rs_wc(b, ",\"pending\":");
  w_Le4step(b, s->f_pending);
  rs_wc(b, ",\"split\":");
  w_int(b, s->f_split);
  rs_wc(b, ",\"setup\":");
  w_bool(b, s->f_setup);
  rs_wc(b, ",\"history_out\":");
  w_bool(b, s->f_history_out);
  rs_wc(b, ",\"announced\":");
  w_Lint(b, s->f_announced);
  rs_wc(b, ",\"winners\":");
  w_OLint(b, f_winners_json(g, s));
  rs_wc(b, ",\"scores\":");
  w_OLint(b, f_scores_json(g, s));
  rs_wc(b, "}");
}
static const char *rs_options_repr(const rs_game *g) {
  rs_buf b = {0};
  rs_wc(&b, "{");
  for (int k = 0; k < 5; k++) {
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
  if (rs_j_get(v, "winners") == NULL) rs_fail_kind(2, "state: %s: missing", "winners");
  if (rs_j_get(v, "scores") == NULL) rs_fail_kind(2, "state: %s: missing", "scores");
  const rs_json *x = rs_j_get(v, "game");
  if (x != NULL && (x->kind != RS_JSTR || strcmp(x->s, RS_GAME_ID) != 0))
    rs_fail_kind(2, "state: game must be %s", "\"emporium\"");
  x = rs_j_get(v, "players");
  if (x->kind != RS_JINT || x->i != g->players)
    rs_fail_kind(2, "state: players must be %d", g->players);
  x = rs_j_get(v, "options");
  int same = x == NULL;
  if (x != NULL && x->kind == RS_JOBJ && x->n == 5) {
    same = 1;
    for (int k = 0; k < 5; k++) {
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
  x = rs_j_get(v, "winners");
  if (x != NULL) {
    rs_buf b = {0};
    w_OLint(&b, f_winners_json(g, s));
    const char *text = rs_keep(b.p);
    free(b.p);
    if (!rs_j_same_text(x, text))
      rs_fail_kind(2, "state: %s: not what the position gives", "winners");
  }
  x = rs_j_get(v, "scores");
  if (x != NULL) {
    rs_buf b = {0};
    w_OLint(&b, f_scores_json(g, s));
    const char *text = rs_keep(b.p);
    free(b.p);
    if (!rs_j_same_text(x, text))
      rs_fail_kind(2, "state: %s: not what the position gives", "scores");
  }
  return s;
}
static R_State *rs_g_load_state(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "phase") != 0 && strcmp(k, "turn") != 0 && strcmp(k, "round") != 0 && strcmp(k, "markers") != 0 && strcmp(k, "decks") != 0 && strcmp(k, "port") != 0 && strcmp(k, "polis") != 0 && strcmp(k, "realms") != 0 && strcmp(k, "reserved") != 0 && strcmp(k, "loot") != 0 && strcmp(k, "drachmas") != 0 && strcmp(k, "spent") != 0 && strcmp(k, "removed") != 0 && strcmp(k, "pending") != 0 && strcmp(k, "split") != 0 && strcmp(k, "setup") != 0 && strcmp(k, "history_out") != 0 && strcmp(k, "announced") != 0 && strcmp(k, "game") != 0 && strcmp(k, "players") != 0 && strcmp(k, "options") != 0 && strcmp(k, "winners") != 0 && strcmp(k, "scores") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"phase\",\"turn\",\"round\",\"markers\",\"decks\",\"port\",\"polis\",\"realms\",\"reserved\",\"loot\",\"drachmas\",\"spent\",\"removed\",\"pending\",\"split\",\"setup\",\"history_out\",\"announced\"]", pre, k);
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
  const rs_json *x_round = rs_j_get(v, "round");
  if (x_round == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "round");
  r->f_round = ld_int(x_round,
    rs_path(pre, "round", ""));
  const rs_json *x_markers = rs_j_get(v, "markers");
  if (x_markers == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "markers");
  r->f_markers = ld_LOe11action_card(x_markers,
    rs_path(pre, "markers", ""));
  const rs_json *x_decks = rs_j_get(v, "decks");
  if (x_decks == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "decks");
  r->f_decks = ld_R5Decks(x_decks,
    rs_path(pre, "decks", ""));
  const rs_json *x_port = rs_j_get(v, "port");
  if (x_port == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "port");
  r->f_port = ld_Le4kind(x_port,
    rs_path(pre, "port", ""));
  const rs_json *x_polis = rs_j_get(v, "polis");
  if (x_polis == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "polis");
  r->f_polis = ld_Le4kind(x_polis,
    rs_path(pre, "polis", ""));
  const rs_json *x_realms = rs_j_get(v, "realms");
  if (x_realms == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "realms");
  r->f_realms = ld_LLe4kind(x_realms,
    rs_path(pre, "realms", ""));
  const rs_json *x_reserved = rs_j_get(v, "reserved");
  if (x_reserved == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "reserved");
  r->f_reserved = ld_LLe4kind(x_reserved,
    rs_path(pre, "reserved", ""));
  const rs_json *x_loot = rs_j_get(v, "loot");
  if (x_loot == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "loot");
  r->f_loot = ld_LLe4kind(x_loot,
    rs_path(pre, "loot", ""));
  const rs_json *x_drachmas = rs_j_get(v, "drachmas");
  if (x_drachmas == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "drachmas");
  r->f_drachmas = ld_Lint(x_drachmas,
    rs_path(pre, "drachmas", ""));
  const rs_json *x_spent = rs_j_get(v, "spent");
  if (x_spent == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "spent");
  r->f_spent = ld_int(x_spent,
    rs_path(pre, "spent", ""));
  const rs_json *x_removed = rs_j_get(v, "removed");
  if (x_removed == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "removed");
  r->f_removed = ld_Le4kind(x_removed,
    rs_path(pre, "removed", ""));
  const rs_json *x_pending = rs_j_get(v, "pending");
  if (x_pending == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "pending");
  r->f_pending = ld_Le4step(x_pending,
    rs_path(pre, "pending", ""));
  const rs_json *x_split = rs_j_get(v, "split");
  if (x_split == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "split");
  r->f_split = ld_int(x_split,
    rs_path(pre, "split", ""));
  const rs_json *x_setup = rs_j_get(v, "setup");
  if (x_setup == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "setup");
  r->f_setup = ld_bool(x_setup,
    rs_path(pre, "setup", ""));
  const rs_json *x_history_out = rs_j_get(v, "history_out");
  if (x_history_out == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "history_out");
  r->f_history_out = ld_bool(x_history_out,
    rs_path(pre, "history_out", ""));
  const rs_json *x_announced = rs_j_get(v, "announced");
  if (x_announced == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "announced");
  r->f_announced = ld_Lint(x_announced,
    rs_path(pre, "announced", ""));
  r->f_history_left = 0;
  r->f_progress_left = 0;
  return r;
}
#define RS_ENGINE_PART
#include "rs_runtime.h"
