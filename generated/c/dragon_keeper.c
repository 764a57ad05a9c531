/* Dragon Keeper: The Dungeon engine, compiled by rulestone from rulespecs/dragon_keeper.yaml
   (docs/rule-language.md, docs/c-target.md). Do not edit: change the rule bodies in the spec and
   run `rulestone build`.
   C11, standard library only; the API is in the header beside this file. */
#include "dragon_keeper.h"
#define RS_API(name) dragon_keeper_##name
#define RS_GAME_ID "dragon_keeper"
#define RS_SPEC_SHA256 "fc1efc09a336a12bda1dc6c03e4f4a000e19a7aa8303dbe77093d43ea6f23054"
#define RS_MIN_PLAYERS 2
#define RS_MAX_PLAYERS 4
#include "rs_runtime.h"
/* ---- the game ---- */
static RS_UNUSED const char *const EN_phase[] = {"place", "guild", "start", "take", "give", "action", "tribute", "release", "over"};
static RS_UNUSED const int32_t RK_phase[] = {4, 2, 6, 7, 1, 0, 8, 5, 3};
static RS_UNUSED const char *const EN_colour[] = {"red", "blue", "yellow", "green", "purple"};
static RS_UNUSED const int32_t RK_colour[] = {3, 0, 4, 1, 2};
static RS_UNUSED const char *const EN_cell[] = {"a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"};
static RS_UNUSED const int32_t RK_cell[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED const char *const EN_tile[] = {"blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"};
static RS_UNUSED const int32_t RK_tile[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 27, 28};
static RS_UNUSED const char *const EN_lvkey[] = {"1", "2", "3"};
static RS_UNUSED const int32_t RK_lvkey[] = {0, 1, 2};
static RS_UNUSED const char *const EN_follow[] = {"give", "end"};
static RS_UNUSED const int32_t RK_follow[] = {1, 0};
static const char *const *const RS_ENUMS[] = {EN_phase, EN_colour, EN_cell, EN_tile, EN_lvkey, EN_follow};
static const int RS_ENUM_SIZES[] = {9, 5, 25, 43, 3, 2};
const char *RS_API(enum_value)(int e, int k) {
  if (e < 0 || e >= 6 || k < 0 || k >= RS_ENUM_SIZES[e]) return NULL;
  return RS_ENUMS[e][k];
}
#define RS_NOPT 8
static const char *const RS_OPTV_0[] = {"previous", "next"};
static const char *const RS_OPTV_1[] = {"any-tile", "nearest"};
static const char *const RS_OPTV_2[] = {"level-ends", "give-only"};
static const char *const RS_OPTV_3[] = {"active-player", "recipient"};
static const char *const RS_OPTV_4[] = {"pay-what-they-have", "pay-nothing"};
static const char *const RS_OPTV_5[] = {"release-own", "keep-own"};
static const char *const RS_OPTV_6[] = {"all-tied", "nobody"};
static const char *const RS_OPTV_7[] = {"after-gift", "on-take"};
static RS_UNUSED const char *const RS_OPT_NAMES[] = {"gift_to", "line_reach", "empty_row", "last_tile", "short_tribute", "own_guild_largest", "treasure_bonus_tie", "action_timing"};
static RS_UNUSED const char *const RS_OPT_SORTED[] = {"action_timing", "empty_row", "gift_to", "last_tile", "line_reach", "own_guild_largest", "short_tribute", "treasure_bonus_tie"};
static RS_UNUSED const int RS_OPT_NVALUES[] = {2, 2, 2, 2, 2, 2, 2, 2};
static RS_UNUSED const char *const *const RS_OPT_VALUES[] = {RS_OPTV_0, RS_OPTV_1, RS_OPTV_2, RS_OPTV_3, RS_OPTV_4, RS_OPTV_5, RS_OPTV_6, RS_OPTV_7};
static RS_UNUSED const int RS_OPT_DEFAULT[] = {0, 0, 0, 0, 0, 0, 0, 0};
static RS_UNUSED const int64_t C_LEVELS = 3;
static RS_UNUSED const int64_t C_SIZE = 5;
static RS_UNUSED const int64_t C_TILES_PER_BOARD = 25;
static RS_UNUSED const int64_t C_RANDOM_WITH_STAIRS = 24;
static RS_UNUSED const int64_t C_PER_COLOUR = 15;
static RS_UNUSED const int64_t C_STAIRS_COUNT = 2;
static rs_val C_COLUMNS_it[] = {{.s = "a"}, {.s = "b"}, {.s = "c"}, {.s = "d"}, {.s = "e"}};
static RS_UNUSED rs_list C_COLUMNS_l = {5, -1, C_COLUMNS_it};
#define C_COLUMNS (&C_COLUMNS_l)
static rs_val C_ROWS_it[] = {{.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}};
static RS_UNUSED rs_list C_ROWS_l = {5, -1, C_ROWS_it};
#define C_ROWS (&C_ROWS_l)
static RS_UNUSED const int64_t C_CENTRE = 12;
static RS_UNUSED const int32_t RS_INDEX_COLOURS[] = {0, 1, 2, 3, 4};
static RS_UNUSED const int32_t RS_COUNT_COLOURS[] = {1, 1, 1, 1, 1};
static rs_val C_COLOURS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COLOURS_l = {5, -1, C_COLOURS_it};
#define C_COLOURS (&C_COLOURS_l)
static RS_UNUSED const int32_t RS_INDEX_GUILD_COLOURS[] = {-1, 0, 1, 2, 3};
static RS_UNUSED const int32_t RS_COUNT_GUILD_COLOURS[] = {0, 1, 1, 1, 1};
static rs_val C_GUILD_COLOURS_it[] = {{.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_GUILD_COLOURS_l = {4, -1, C_GUILD_COLOURS_it};
#define C_GUILD_COLOURS (&C_GUILD_COLOURS_l)
static RS_UNUSED const char *const C_STAIRS_COLOUR = "red";
static RS_UNUSED const int64_t C_STAIRS_VALUE = 1;
static rs_val C_STAIRS_LEVELS_it[] = {{.i = 1}, {.i = 2}};
static RS_UNUSED rs_list C_STAIRS_LEVELS_l = {2, -1, C_STAIRS_LEVELS_it};
#define C_STAIRS_LEVELS (&C_STAIRS_LEVELS_l)
static RS_UNUSED const int64_t C_START_TREASURE = 4;
static RS_UNUSED const int64_t C_TREASURE_TOKENS = 24;
static RS_UNUSED const int64_t C_GIFT_REWARD_MIN_VALUE = 3;
static RS_UNUSED const int64_t C_GIFT_REWARD = 1;
static RS_UNUSED const int64_t C_TRIBUTE_SMALL_MAX = 5;
static RS_UNUSED const int64_t C_TRIBUTE_SMALL = 1;
static RS_UNUSED const int64_t C_TRIBUTE_MEDIUM_MAX = 8;
static RS_UNUSED const int64_t C_TRIBUTE_MEDIUM = 2;
static RS_UNUSED const int64_t C_TRIBUTE_LARGE = 3;
static RS_UNUSED const int64_t C_LAST_TILE_EXTRA = 1;
static RS_UNUSED const int64_t C_TREASURE_BONUS = 2;
static RS_UNUSED const int32_t RS_INDEX_CELLS[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED const int32_t RS_COUNT_CELLS[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_CELLS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_CELLS_l = {25, -1, C_CELLS_it};
#define C_CELLS (&C_CELLS_l)
static rs_val C_ROW_LINE_0_it[] = {{.i = 0}, {.i = 5}, {.i = 10}, {.i = 15}, {.i = 20}};
static RS_UNUSED rs_list C_ROW_LINE_0_l = {5, -1, C_ROW_LINE_0_it};
static rs_val C_ROW_LINE_1_it[] = {{.i = 1}, {.i = 6}, {.i = 11}, {.i = 16}, {.i = 21}};
static RS_UNUSED rs_list C_ROW_LINE_1_l = {5, -1, C_ROW_LINE_1_it};
static rs_val C_ROW_LINE_2_it[] = {{.i = 2}, {.i = 7}, {.i = 12}, {.i = 17}, {.i = 22}};
static RS_UNUSED rs_list C_ROW_LINE_2_l = {5, -1, C_ROW_LINE_2_it};
static rs_val C_ROW_LINE_3_it[] = {{.i = 3}, {.i = 8}, {.i = 13}, {.i = 18}, {.i = 23}};
static RS_UNUSED rs_list C_ROW_LINE_3_l = {5, -1, C_ROW_LINE_3_it};
static rs_val C_ROW_LINE_4_it[] = {{.i = 4}, {.i = 9}, {.i = 14}, {.i = 19}, {.i = 24}};
static RS_UNUSED rs_list C_ROW_LINE_4_l = {5, -1, C_ROW_LINE_4_it};
static rs_val C_ROW_LINE_5_it[] = {{.i = 0}, {.i = 5}, {.i = 10}, {.i = 15}, {.i = 20}};
static RS_UNUSED rs_list C_ROW_LINE_5_l = {5, -1, C_ROW_LINE_5_it};
static rs_val C_ROW_LINE_6_it[] = {{.i = 1}, {.i = 6}, {.i = 11}, {.i = 16}, {.i = 21}};
static RS_UNUSED rs_list C_ROW_LINE_6_l = {5, -1, C_ROW_LINE_6_it};
static rs_val C_ROW_LINE_7_it[] = {{.i = 2}, {.i = 7}, {.i = 12}, {.i = 17}, {.i = 22}};
static RS_UNUSED rs_list C_ROW_LINE_7_l = {5, -1, C_ROW_LINE_7_it};
static rs_val C_ROW_LINE_8_it[] = {{.i = 3}, {.i = 8}, {.i = 13}, {.i = 18}, {.i = 23}};
static RS_UNUSED rs_list C_ROW_LINE_8_l = {5, -1, C_ROW_LINE_8_it};
static rs_val C_ROW_LINE_9_it[] = {{.i = 4}, {.i = 9}, {.i = 14}, {.i = 19}, {.i = 24}};
static RS_UNUSED rs_list C_ROW_LINE_9_l = {5, -1, C_ROW_LINE_9_it};
static rs_val C_ROW_LINE_10_it[] = {{.i = 0}, {.i = 5}, {.i = 10}, {.i = 15}, {.i = 20}};
static RS_UNUSED rs_list C_ROW_LINE_10_l = {5, -1, C_ROW_LINE_10_it};
static rs_val C_ROW_LINE_11_it[] = {{.i = 1}, {.i = 6}, {.i = 11}, {.i = 16}, {.i = 21}};
static RS_UNUSED rs_list C_ROW_LINE_11_l = {5, -1, C_ROW_LINE_11_it};
static rs_val C_ROW_LINE_12_it[] = {{.i = 2}, {.i = 7}, {.i = 12}, {.i = 17}, {.i = 22}};
static RS_UNUSED rs_list C_ROW_LINE_12_l = {5, -1, C_ROW_LINE_12_it};
static rs_val C_ROW_LINE_13_it[] = {{.i = 3}, {.i = 8}, {.i = 13}, {.i = 18}, {.i = 23}};
static RS_UNUSED rs_list C_ROW_LINE_13_l = {5, -1, C_ROW_LINE_13_it};
static rs_val C_ROW_LINE_14_it[] = {{.i = 4}, {.i = 9}, {.i = 14}, {.i = 19}, {.i = 24}};
static RS_UNUSED rs_list C_ROW_LINE_14_l = {5, -1, C_ROW_LINE_14_it};
static rs_val C_ROW_LINE_15_it[] = {{.i = 0}, {.i = 5}, {.i = 10}, {.i = 15}, {.i = 20}};
static RS_UNUSED rs_list C_ROW_LINE_15_l = {5, -1, C_ROW_LINE_15_it};
static rs_val C_ROW_LINE_16_it[] = {{.i = 1}, {.i = 6}, {.i = 11}, {.i = 16}, {.i = 21}};
static RS_UNUSED rs_list C_ROW_LINE_16_l = {5, -1, C_ROW_LINE_16_it};
static rs_val C_ROW_LINE_17_it[] = {{.i = 2}, {.i = 7}, {.i = 12}, {.i = 17}, {.i = 22}};
static RS_UNUSED rs_list C_ROW_LINE_17_l = {5, -1, C_ROW_LINE_17_it};
static rs_val C_ROW_LINE_18_it[] = {{.i = 3}, {.i = 8}, {.i = 13}, {.i = 18}, {.i = 23}};
static RS_UNUSED rs_list C_ROW_LINE_18_l = {5, -1, C_ROW_LINE_18_it};
static rs_val C_ROW_LINE_19_it[] = {{.i = 4}, {.i = 9}, {.i = 14}, {.i = 19}, {.i = 24}};
static RS_UNUSED rs_list C_ROW_LINE_19_l = {5, -1, C_ROW_LINE_19_it};
static rs_val C_ROW_LINE_20_it[] = {{.i = 0}, {.i = 5}, {.i = 10}, {.i = 15}, {.i = 20}};
static RS_UNUSED rs_list C_ROW_LINE_20_l = {5, -1, C_ROW_LINE_20_it};
static rs_val C_ROW_LINE_21_it[] = {{.i = 1}, {.i = 6}, {.i = 11}, {.i = 16}, {.i = 21}};
static RS_UNUSED rs_list C_ROW_LINE_21_l = {5, -1, C_ROW_LINE_21_it};
static rs_val C_ROW_LINE_22_it[] = {{.i = 2}, {.i = 7}, {.i = 12}, {.i = 17}, {.i = 22}};
static RS_UNUSED rs_list C_ROW_LINE_22_l = {5, -1, C_ROW_LINE_22_it};
static rs_val C_ROW_LINE_23_it[] = {{.i = 3}, {.i = 8}, {.i = 13}, {.i = 18}, {.i = 23}};
static RS_UNUSED rs_list C_ROW_LINE_23_l = {5, -1, C_ROW_LINE_23_it};
static rs_val C_ROW_LINE_24_it[] = {{.i = 4}, {.i = 9}, {.i = 14}, {.i = 19}, {.i = 24}};
static RS_UNUSED rs_list C_ROW_LINE_24_l = {5, -1, C_ROW_LINE_24_it};
static uint8_t C_ROW_LINE_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_ROW_LINE_v[] = {{.p = (&C_ROW_LINE_0_l)}, {.p = (&C_ROW_LINE_1_l)}, {.p = (&C_ROW_LINE_2_l)}, {.p = (&C_ROW_LINE_3_l)}, {.p = (&C_ROW_LINE_4_l)}, {.p = (&C_ROW_LINE_5_l)}, {.p = (&C_ROW_LINE_6_l)}, {.p = (&C_ROW_LINE_7_l)}, {.p = (&C_ROW_LINE_8_l)}, {.p = (&C_ROW_LINE_9_l)}, {.p = (&C_ROW_LINE_10_l)}, {.p = (&C_ROW_LINE_11_l)}, {.p = (&C_ROW_LINE_12_l)}, {.p = (&C_ROW_LINE_13_l)}, {.p = (&C_ROW_LINE_14_l)}, {.p = (&C_ROW_LINE_15_l)}, {.p = (&C_ROW_LINE_16_l)}, {.p = (&C_ROW_LINE_17_l)}, {.p = (&C_ROW_LINE_18_l)}, {.p = (&C_ROW_LINE_19_l)}, {.p = (&C_ROW_LINE_20_l)}, {.p = (&C_ROW_LINE_21_l)}, {.p = (&C_ROW_LINE_22_l)}, {.p = (&C_ROW_LINE_23_l)}, {.p = (&C_ROW_LINE_24_l)}};
static RS_UNUSED rs_edict C_ROW_LINE_d = {25, 25, C_ROW_LINE_has, C_ROW_LINE_v};
#define C_ROW_LINE (&C_ROW_LINE_d)
static rs_val C_COL_LINE_0_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COL_LINE_0_l = {5, -1, C_COL_LINE_0_it};
static rs_val C_COL_LINE_1_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COL_LINE_1_l = {5, -1, C_COL_LINE_1_it};
static rs_val C_COL_LINE_2_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COL_LINE_2_l = {5, -1, C_COL_LINE_2_it};
static rs_val C_COL_LINE_3_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COL_LINE_3_l = {5, -1, C_COL_LINE_3_it};
static rs_val C_COL_LINE_4_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};
static RS_UNUSED rs_list C_COL_LINE_4_l = {5, -1, C_COL_LINE_4_it};
static rs_val C_COL_LINE_5_it[] = {{.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}};
static RS_UNUSED rs_list C_COL_LINE_5_l = {5, -1, C_COL_LINE_5_it};
static rs_val C_COL_LINE_6_it[] = {{.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}};
static RS_UNUSED rs_list C_COL_LINE_6_l = {5, -1, C_COL_LINE_6_it};
static rs_val C_COL_LINE_7_it[] = {{.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}};
static RS_UNUSED rs_list C_COL_LINE_7_l = {5, -1, C_COL_LINE_7_it};
static rs_val C_COL_LINE_8_it[] = {{.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}};
static RS_UNUSED rs_list C_COL_LINE_8_l = {5, -1, C_COL_LINE_8_it};
static rs_val C_COL_LINE_9_it[] = {{.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}};
static RS_UNUSED rs_list C_COL_LINE_9_l = {5, -1, C_COL_LINE_9_it};
static rs_val C_COL_LINE_10_it[] = {{.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}};
static RS_UNUSED rs_list C_COL_LINE_10_l = {5, -1, C_COL_LINE_10_it};
static rs_val C_COL_LINE_11_it[] = {{.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}};
static RS_UNUSED rs_list C_COL_LINE_11_l = {5, -1, C_COL_LINE_11_it};
static rs_val C_COL_LINE_12_it[] = {{.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}};
static RS_UNUSED rs_list C_COL_LINE_12_l = {5, -1, C_COL_LINE_12_it};
static rs_val C_COL_LINE_13_it[] = {{.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}};
static RS_UNUSED rs_list C_COL_LINE_13_l = {5, -1, C_COL_LINE_13_it};
static rs_val C_COL_LINE_14_it[] = {{.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}};
static RS_UNUSED rs_list C_COL_LINE_14_l = {5, -1, C_COL_LINE_14_it};
static rs_val C_COL_LINE_15_it[] = {{.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_COL_LINE_15_l = {5, -1, C_COL_LINE_15_it};
static rs_val C_COL_LINE_16_it[] = {{.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_COL_LINE_16_l = {5, -1, C_COL_LINE_16_it};
static rs_val C_COL_LINE_17_it[] = {{.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_COL_LINE_17_l = {5, -1, C_COL_LINE_17_it};
static rs_val C_COL_LINE_18_it[] = {{.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_COL_LINE_18_l = {5, -1, C_COL_LINE_18_it};
static rs_val C_COL_LINE_19_it[] = {{.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}};
static RS_UNUSED rs_list C_COL_LINE_19_l = {5, -1, C_COL_LINE_19_it};
static rs_val C_COL_LINE_20_it[] = {{.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_COL_LINE_20_l = {5, -1, C_COL_LINE_20_it};
static rs_val C_COL_LINE_21_it[] = {{.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_COL_LINE_21_l = {5, -1, C_COL_LINE_21_it};
static rs_val C_COL_LINE_22_it[] = {{.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_COL_LINE_22_l = {5, -1, C_COL_LINE_22_it};
static rs_val C_COL_LINE_23_it[] = {{.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_COL_LINE_23_l = {5, -1, C_COL_LINE_23_it};
static rs_val C_COL_LINE_24_it[] = {{.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_COL_LINE_24_l = {5, -1, C_COL_LINE_24_it};
static uint8_t C_COL_LINE_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_COL_LINE_v[] = {{.p = (&C_COL_LINE_0_l)}, {.p = (&C_COL_LINE_1_l)}, {.p = (&C_COL_LINE_2_l)}, {.p = (&C_COL_LINE_3_l)}, {.p = (&C_COL_LINE_4_l)}, {.p = (&C_COL_LINE_5_l)}, {.p = (&C_COL_LINE_6_l)}, {.p = (&C_COL_LINE_7_l)}, {.p = (&C_COL_LINE_8_l)}, {.p = (&C_COL_LINE_9_l)}, {.p = (&C_COL_LINE_10_l)}, {.p = (&C_COL_LINE_11_l)}, {.p = (&C_COL_LINE_12_l)}, {.p = (&C_COL_LINE_13_l)}, {.p = (&C_COL_LINE_14_l)}, {.p = (&C_COL_LINE_15_l)}, {.p = (&C_COL_LINE_16_l)}, {.p = (&C_COL_LINE_17_l)}, {.p = (&C_COL_LINE_18_l)}, {.p = (&C_COL_LINE_19_l)}, {.p = (&C_COL_LINE_20_l)}, {.p = (&C_COL_LINE_21_l)}, {.p = (&C_COL_LINE_22_l)}, {.p = (&C_COL_LINE_23_l)}, {.p = (&C_COL_LINE_24_l)}};
static RS_UNUSED rs_edict C_COL_LINE_d = {25, 25, C_COL_LINE_has, C_COL_LINE_v};
#define C_COL_LINE (&C_COL_LINE_d)
static RS_UNUSED const int32_t RS_INDEX_DRAW_TILES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, -1, -1};
static RS_UNUSED const int32_t RS_COUNT_DRAW_TILES[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0};
static rs_val C_DRAW_TILES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}, {.i = 25}, {.i = 26}, {.i = 27}, {.i = 28}, {.i = 29}, {.i = 30}, {.i = 31}, {.i = 32}, {.i = 33}, {.i = 34}, {.i = 35}, {.i = 36}, {.i = 37}, {.i = 38}, {.i = 39}, {.i = 40}};
static RS_UNUSED rs_list C_DRAW_TILES_l = {41, -1, C_DRAW_TILES_it};
#define C_DRAW_TILES (&C_DRAW_TILES_l)
static rs_val C_DRAW_COUNTS_it[] = {{.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 3}, {.i = 4}, {.i = 3}, {.i = 2}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}};
static RS_UNUSED rs_list C_DRAW_COUNTS_l = {41, -1, C_DRAW_COUNTS_it};
#define C_DRAW_COUNTS (&C_DRAW_COUNTS_l)
static RS_UNUSED const int32_t RS_INDEX_STAIRS_TILES[] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1};
static RS_UNUSED const int32_t RS_COUNT_STAIRS_TILES[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1};
static rs_val C_STAIRS_TILES_it[] = {{.i = 41}, {.i = 42}};
static RS_UNUSED rs_list C_STAIRS_TILES_l = {2, -1, C_STAIRS_TILES_it};
#define C_STAIRS_TILES (&C_STAIRS_TILES_l)
static RS_UNUSED const int32_t RS_INDEX_TILES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
static RS_UNUSED const int32_t RS_COUNT_TILES[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_TILES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}, {.i = 25}, {.i = 26}, {.i = 27}, {.i = 28}, {.i = 29}, {.i = 30}, {.i = 31}, {.i = 32}, {.i = 33}, {.i = 34}, {.i = 35}, {.i = 36}, {.i = 37}, {.i = 38}, {.i = 39}, {.i = 40}, {.i = 41}, {.i = 42}};
static RS_UNUSED rs_list C_TILES_l = {43, -1, C_TILES_it};
#define C_TILES (&C_TILES_l)
static uint8_t C_TILE_COLOUR_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_TILE_COLOUR_v[] = {{.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 4}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 0}, {.i = 0}};
static RS_UNUSED rs_edict C_TILE_COLOUR_d = {43, 43, C_TILE_COLOUR_has, C_TILE_COLOUR_v};
#define C_TILE_COLOUR (&C_TILE_COLOUR_d)
static uint8_t C_TILE_VALUE_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_TILE_VALUE_v[] = {{.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 5}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 5}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 5}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 1}, {.i = 1}, {.i = 2}, {.i = 2}, {.i = 3}, {.i = 3}, {.i = 4}, {.i = 4}, {.i = 5}, {.i = 1}, {.i = 1}};
static RS_UNUSED rs_edict C_TILE_VALUE_d = {43, 43, C_TILE_VALUE_has, C_TILE_VALUE_v};
#define C_TILE_VALUE (&C_TILE_VALUE_d)
static uint8_t C_TILE_SPECIAL_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_TILE_SPECIAL_v[] = {{.s = ""}, {.s = "passage"}, {.s = ""}, {.s = "release"}, {.s = ""}, {.s = "exchange"}, {.s = ""}, {.s = "trap"}, {.s = ""}, {.s = ""}, {.s = "passage"}, {.s = ""}, {.s = "release"}, {.s = ""}, {.s = "exchange"}, {.s = ""}, {.s = "trap"}, {.s = ""}, {.s = ""}, {.s = "passage"}, {.s = ""}, {.s = "release"}, {.s = ""}, {.s = "exchange"}, {.s = ""}, {.s = "trap"}, {.s = ""}, {.s = ""}, {.s = ""}, {.s = ""}, {.s = ""}, {.s = ""}, {.s = ""}, {.s = "passage"}, {.s = ""}, {.s = "release"}, {.s = ""}, {.s = "exchange"}, {.s = ""}, {.s = "trap"}, {.s = ""}, {.s = "stairs"}, {.s = "stairs"}};
static RS_UNUSED rs_edict C_TILE_SPECIAL_d = {43, 43, C_TILE_SPECIAL_has, C_TILE_SPECIAL_v};
#define C_TILE_SPECIAL (&C_TILE_SPECIAL_d)
static uint8_t C_TILE_COUNT_has[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_TILE_COUNT_v[] = {{.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 3}, {.i = 4}, {.i = 3}, {.i = 2}, {.i = 1}, {.i = 4}, {.i = 1}, {.i = 3}, {.i = 1}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}};
static RS_UNUSED rs_edict C_TILE_COUNT_d = {43, 43, C_TILE_COUNT_has, C_TILE_COUNT_v};
#define C_TILE_COUNT (&C_TILE_COUNT_d)
static RS_UNUSED const int64_t C_RELEASE_TILES = 4;
static RS_UNUSED const int32_t RS_INDEX_LEVEL_KEYS[] = {0, 1, 2};
static RS_UNUSED const int32_t RS_COUNT_LEVEL_KEYS[] = {1, 1, 1};
static rs_val C_LEVEL_KEYS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}};
static RS_UNUSED rs_list C_LEVEL_KEYS_l = {3, -1, C_LEVEL_KEYS_it};
#define C_LEVEL_KEYS (&C_LEVEL_KEYS_l)
static RS_UNUSED const int32_t RS_INDEX_FILL_LEVELS[] = {49, 25, 0};
static RS_UNUSED const int32_t RS_COUNT_FILL_LEVELS[] = {24, 24, 25};
static rs_val C_FILL_LEVELS_it[] = {{.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 2}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 1}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}, {.i = 0}};
static RS_UNUSED rs_list C_FILL_LEVELS_l = {73, -1, C_FILL_LEVELS_it};
#define C_FILL_LEVELS (&C_FILL_LEVELS_l)
static RS_UNUSED const int32_t RS_INDEX_FILL_CELLS[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED const int32_t RS_COUNT_FILL_CELLS[] = {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
static rs_val C_FILL_CELLS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 12}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}, {.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}, {.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}, {.i = 9}, {.i = 10}, {.i = 11}, {.i = 13}, {.i = 14}, {.i = 15}, {.i = 16}, {.i = 17}, {.i = 18}, {.i = 19}, {.i = 20}, {.i = 21}, {.i = 22}, {.i = 23}, {.i = 24}};
static RS_UNUSED rs_list C_FILL_CELLS_l = {73, -1, C_FILL_CELLS_it};
#define C_FILL_CELLS (&C_FILL_CELLS_l)
static rs_val C_SEATS_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}};
static RS_UNUSED rs_list C_SEATS_l = {4, -1, C_SEATS_it};
#define C_SEATS (&C_SEATS_l)
static RS_UNUSED const int32_t RS_INDEX_PHASES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
static RS_UNUSED const int32_t RS_COUNT_PHASES[] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
static rs_val C_PHASES_it[] = {{.i = 0}, {.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}, {.i = 5}, {.i = 6}, {.i = 7}, {.i = 8}};
static RS_UNUSED rs_list C_PHASES_l = {9, -1, C_PHASES_it};
#define C_PHASES (&C_PHASES_l)
static RS_UNUSED const int32_t RS_INDEX_FOLLOWS[] = {0, 1};
static RS_UNUSED const int32_t RS_COUNT_FOLLOWS[] = {1, 1};
static rs_val C_FOLLOWS_it[] = {{.i = 0}, {.i = 1}};
static RS_UNUSED rs_list C_FOLLOWS_l = {2, -1, C_FOLLOWS_it};
#define C_FOLLOWS (&C_FOLLOWS_l)
typedef struct R_Turn R_Turn;
typedef struct R_Last R_Last;
typedef struct R_End R_End;
typedef struct R_State R_State;
struct R_Turn {
  int64_t f_taken;
  int64_t f_action;
  int64_t f_chained;
  int64_t f_after;
};
struct R_Last {
  int64_t f_remover;
  int64_t f_receiver;
};
struct R_End {
  int64_t f_seat;
  rs_list *f_releases;
};
struct R_State {
  int64_t f_phase;
  int64_t f_level;
  int64_t f_turn;
  rs_edict *f_boards;
  int64_t f_dragon;
  rs_list *f_guilds;
  rs_list *f_stacks;
  rs_list *f_treasure;
  int64_t f_stock;
  rs_list *f_out;
  rs_list *f_discarded;
  rs_list *f_boxed;
  R_Turn *f_this_turn;
  R_Last *f_last_tile;
  R_End *f_end;
  int64_t f_fill;
  rs_edict *f_left;
};
typedef struct dragon_keeper_game rs_game;
struct dragon_keeper_game {
  int players;
  int opt[8];
  rs_arena arena;
  rs_rtab rt;
};
static RS_UNUSED R_Turn *mk_Turn(int64_t a_taken, int64_t a_action, int64_t a_chained, int64_t a_after) {
  R_Turn *r = rs_alloc(sizeof *r);
  r->f_taken = a_taken;
  r->f_action = a_action;
  r->f_chained = a_chained;
  r->f_after = a_after;
  return r;
}
static RS_UNUSED R_Last *mk_Last(int64_t a_remover, int64_t a_receiver) {
  R_Last *r = rs_alloc(sizeof *r);
  r->f_remover = a_remover;
  r->f_receiver = a_receiver;
  return r;
}
static RS_UNUSED R_End *mk_End(int64_t a_seat, rs_list *a_releases) {
  R_End *r = rs_alloc(sizeof *r);
  r->f_seat = a_seat;
  r->f_releases = a_releases;
  return r;
}
static RS_UNUSED R_State *mk_State(int64_t a_phase, int64_t a_level, int64_t a_turn, rs_edict *a_boards, int64_t a_dragon, rs_list *a_guilds, rs_list *a_stacks, rs_list *a_treasure, int64_t a_stock, rs_list *a_out, rs_list *a_discarded, rs_list *a_boxed, R_Turn *a_this_turn, R_Last *a_last_tile, R_End *a_end, int64_t a_fill, rs_edict *a_left) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = a_phase;
  r->f_level = a_level;
  r->f_turn = a_turn;
  r->f_boards = a_boards;
  r->f_dragon = a_dragon;
  r->f_guilds = a_guilds;
  r->f_stacks = a_stacks;
  r->f_treasure = a_treasure;
  r->f_stock = a_stock;
  r->f_out = a_out;
  r->f_discarded = a_discarded;
  r->f_boxed = a_boxed;
  r->f_this_turn = a_this_turn;
  r->f_last_tile = a_last_tile;
  r->f_end = a_end;
  r->f_fill = a_fill;
  r->f_left = a_left;
  return r;
}
static RS_UNUSED rs_edict *f_board(rs_game *g, R_State *l_s);
static RS_UNUSED R_State *f_init(rs_game *g);
static RS_UNUSED rs_edict *f_undrawn(rs_game *g);
static RS_UNUSED int64_t f_place_weight(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED void f_do_place(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s);
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_dragon_start(rs_game *g);
static RS_UNUSED int64_t f_guild_weight(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_deal_guild(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s);
static RS_UNUSED void f_deal_treasure(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_seats(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_start_weight(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_active_seats(rs_game *g, R_State *l_s);
static RS_UNUSED void f_end_turn(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_line(rs_game *g, R_State *l_s, rs_list *l_cells);
static RS_UNUSED rs_list *f_row_choices(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_column_choices(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_on_line(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_do_take(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_gain(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_t);
static RS_UNUSED int64_t f_recipient(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_give(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_gift_reward(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED void f_start_turn(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED void f_to_give(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_last_tile_player(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_tribute_due(rs_game *g, int64_t l_tiles_left);
static RS_UNUSED void f_collect_tribute(rs_game *g, R_State *l_s, int64_t l_tiles_left, int64_t l_last);
static RS_UNUSED void f_pay_tribute(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_amount);
static RS_UNUSED void f_level_end(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_level_start_player(rs_game *g, R_State *l_s, int64_t l_finished, int64_t l_last, rs_list *l_seated);
static RS_UNUSED int64_t f_offer(rs_game *g, R_State *l_s, int64_t l_t, int64_t l_then);
static RS_UNUSED int64_t f_has_uses(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED const char *f_action_special(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_skip(rs_game *g, R_State *l_s);
static RS_UNUSED void f_after_action(rs_game *g, R_State *l_s);
static RS_UNUSED void f_discard_own(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED rs_list *f_passage_cells(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_passage(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED rs_list *f_exchange_seats(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_exchange_colours(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED int64_t f_can_exchange(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c);
static RS_UNUSED void f_do_exchange(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c);
static RS_UNUSED rs_list *f_trap_cells(rs_game *g, R_State *l_s);
static RS_UNUSED void f_do_trap(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED int64_t f_own_action_tile(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_seat_end(rs_game *g, R_State *l_s);
static RS_UNUSED void f_next_release(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_release_tiles(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_release(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED void f_do_release(rs_game *g, R_State *l_s, int64_t l_t);
static RS_UNUSED void f_release_done(rs_game *g, R_State *l_s);
static RS_UNUSED void f_release_next(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_tribute_choices(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_end_choices(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_can_tribute(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_pay_stack(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c);
static RS_UNUSED void f_do_tribute(rs_game *g, R_State *l_s, int64_t l_c);
static RS_UNUSED void f_next_tribute(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_tile_points(rs_game *g, R_State *l_s, int64_t l_seat);
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_scores_json(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_bonus_seats(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_winners_json(rs_game *g, R_State *l_s);
static RS_UNUSED rs_list *f_returns(rs_game *g, R_State *l_s);
static RS_UNUSED int64_t f_game_over_now(rs_game *g, R_State *l_s, rs_list *l_seated);
static RS_UNUSED void f_game_end(rs_game *g, R_State *l_s);
static RS_UNUSED R_State *cp_R5State(R_State *v);
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v);
static RS_UNUSED void w_int(rs_buf *b, int64_t v);
static RS_UNUSED void w_De5lvkey_De4cell_e4tile(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_e4cell(rs_buf *b, int64_t v);
static RS_UNUSED void w_LOe6colour(rs_buf *b, rs_list *v);
static RS_UNUSED void w_LDe6colour_Le4tile(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Lint(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Lbool(rs_buf *b, rs_list *v);
static RS_UNUSED void w_Le4tile(rs_buf *b, rs_list *v);
static RS_UNUSED void w_R4Turn(rs_buf *b, R_Turn *v);
static RS_UNUSED void w_R4Last(rs_buf *b, R_Last *v);
static RS_UNUSED void w_R3End(rs_buf *b, R_End *v);
static RS_UNUSED void w_OLint(rs_buf *b, rs_list *v);
static RS_UNUSED int64_t ld_e5phase(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *ld_De5lvkey_De4cell_e4tile(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e4cell(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LOe6colour(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_LDe6colour_Le4tile(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Lint(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Lbool(const rs_json *v, const char *path);
static RS_UNUSED rs_list *ld_Le4tile(const rs_json *v, const char *path);
static RS_UNUSED R_Turn *ld_R4Turn(const rs_json *v, const char *path);
static RS_UNUSED R_Last *ld_R4Last(const rs_json *v, const char *path);
static RS_UNUSED R_End *ld_R3End(const rs_json *v, const char *path);
static RS_UNUSED int64_t cp_e5phase(int64_t v);
static RS_UNUSED int64_t cp_int(int64_t v);
static RS_UNUSED rs_edict *cp_De5lvkey_De4cell_e4tile(rs_edict *v);
static RS_UNUSED int64_t cp_e4cell(int64_t v);
static RS_UNUSED rs_list *cp_LOe6colour(rs_list *v);
static RS_UNUSED rs_list *cp_LDe6colour_Le4tile(rs_list *v);
static RS_UNUSED rs_list *cp_Lint(rs_list *v);
static RS_UNUSED rs_list *cp_Lbool(rs_list *v);
static RS_UNUSED rs_list *cp_Le4tile(rs_list *v);
static RS_UNUSED R_Turn *cp_R4Turn(R_Turn *v);
static RS_UNUSED R_Last *cp_R4Last(R_Last *v);
static RS_UNUSED R_End *cp_R3End(R_End *v);
static RS_UNUSED rs_edict *cp_De4tile_int(rs_edict *v);
static RS_UNUSED void w_De4cell_e4tile(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_Oe6colour(rs_buf *b, int64_t v);
static RS_UNUSED void w_De6colour_Le4tile(rs_buf *b, rs_edict *v);
static RS_UNUSED void w_bool(rs_buf *b, int64_t v);
static RS_UNUSED void w_e4tile(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oe4tile(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oe6follow(rs_buf *b, int64_t v);
static RS_UNUSED void w_Oint(rs_buf *b, int64_t v);
static RS_UNUSED rs_edict *ld_De4cell_e4tile(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe6colour(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *ld_De6colour_Le4tile(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e4tile(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe4tile(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oe6follow(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_Oint(const rs_json *v, const char *path);
static RS_UNUSED rs_edict *cp_De4cell_e4tile(rs_edict *v);
static RS_UNUSED rs_edict *cp_De6colour_Le4tile(rs_edict *v);
static RS_UNUSED int64_t cp_Oe4tile(int64_t v);
static RS_UNUSED int64_t cp_bool(int64_t v);
static RS_UNUSED int64_t cp_Oe6follow(int64_t v);
static RS_UNUSED int64_t cp_Oint(int64_t v);
static RS_UNUSED void w_e6colour(rs_buf *b, int64_t v);
static RS_UNUSED void w_e6follow(rs_buf *b, int64_t v);
static RS_UNUSED int64_t ld_e6colour(const rs_json *v, const char *path);
static RS_UNUSED int64_t ld_e6follow(const rs_json *v, const char *path);
static RS_UNUSED R_State *cp_R5State(R_State *v) {
  R_State *r = rs_alloc(sizeof *r);
  r->f_phase = cp_e5phase(v->f_phase);
  r->f_level = cp_int(v->f_level);
  r->f_turn = cp_int(v->f_turn);
  r->f_boards = cp_De5lvkey_De4cell_e4tile(v->f_boards);
  r->f_dragon = cp_e4cell(v->f_dragon);
  r->f_guilds = cp_LOe6colour(v->f_guilds);
  r->f_stacks = cp_LDe6colour_Le4tile(v->f_stacks);
  r->f_treasure = cp_Lint(v->f_treasure);
  r->f_stock = cp_int(v->f_stock);
  r->f_out = cp_Lbool(v->f_out);
  r->f_discarded = cp_Le4tile(v->f_discarded);
  r->f_boxed = cp_Le4tile(v->f_boxed);
  r->f_this_turn = cp_R4Turn(v->f_this_turn);
  r->f_last_tile = cp_R4Last(v->f_last_tile);
  r->f_end = cp_R3End(v->f_end);
  r->f_fill = cp_int(v->f_fill);
  r->f_left = cp_De4tile_int(v->f_left);
  return r;
}
static RS_UNUSED void w_e5phase(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_phase[v]);
}
static RS_UNUSED void w_int(rs_buf *b, int64_t v) {
  rs_w_int(b, v);
}
static RS_UNUSED void w_De5lvkey_De4cell_e4tile(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_lvkey[k]);
    rs_wc(b, ":");
    w_De4cell_e4tile(b, ((rs_edict *)(v->v[k]).p));
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_e4cell(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_cell[v]);
}
static RS_UNUSED void w_LOe6colour(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_Oe6colour(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_LDe6colour_Le4tile(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_De6colour_Le4tile(b, ((rs_edict *)(v->it[k]).p));
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
static RS_UNUSED void w_Lbool(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_bool(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_Le4tile(rs_buf *b, rs_list *v) {
  rs_wc(b, "[");
  for (int32_t k = 0; k < v->len; k++) {
    if (k) rs_wc(b, ",");
    w_e4tile(b, (v->it[k]).i);
  }
  rs_wc(b, "]");
}
static RS_UNUSED void w_R4Turn(rs_buf *b, R_Turn *v) {
  rs_wc(b, "{\"taken\":");
  w_Oe4tile(b, v->f_taken);
  rs_wc(b, ",\"action\":");
  w_Oe4tile(b, v->f_action);
  rs_wc(b, ",\"chained\":");
  w_bool(b, v->f_chained);
  rs_wc(b, ",\"after\":");
  w_Oe6follow(b, v->f_after);
  rs_wc(b, "}");
}
static RS_UNUSED void w_R4Last(rs_buf *b, R_Last *v) {
  rs_wc(b, "{\"remover\":");
  w_Oint(b, v->f_remover);
  rs_wc(b, ",\"receiver\":");
  w_Oint(b, v->f_receiver);
  rs_wc(b, "}");
}
static RS_UNUSED void w_R3End(rs_buf *b, R_End *v) {
  rs_wc(b, "{\"seat\":");
  w_Oint(b, v->f_seat);
  rs_wc(b, ",\"releases\":");
  w_Lint(b, v->f_releases);
  rs_wc(b, "}");
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
  rs_fail_kind(2, "state: %s: expected one of " "[\"place\",\"guild\",\"start\",\"take\",\"give\",\"action\",\"tribute\",\"release\",\"over\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_int(const rs_json *v, const char *path) {
  if (v->kind != RS_JINT)
  rs_fail_kind(2, "state: %s: expected an integer, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED rs_edict *ld_De5lvkey_De4cell_e4tile(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(3);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 3 && strcmp(EN_lvkey[k], v->keys[m]) != 0) k++;
    if (k == 3)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"1\",\"2\",\"3\"]", path, v->keys[m]);
    rs_edict *x = ld_De4cell_e4tile(v->items[m], rs_path(path, ".", v->keys[m]));
    rs_ed_set(d, k, RS_VP(x));
  }
  return d;
}
static RS_UNUSED int64_t ld_e4cell(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 25; k++)
      if (strcmp(EN_cell[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"a1\",\"a2\",\"a3\",\"a4\",\"a5\",\"b1\",\"b2\",\"b3\",\"b4\",\"b5\",\"c1\",\"c2\",\"c3\",\"c4\",\"c5\",\"d1\",\"d2\",\"d3\",\"d4\",\"d5\",\"e1\",\"e2\",\"e3\",\"e4\",\"e5\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED rs_list *ld_LOe6colour(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_Oe6colour(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED rs_list *ld_LDe6colour_Le4tile(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VP(ld_De6colour_Le4tile(v->items[k], sub)));
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
static RS_UNUSED rs_list *ld_Lbool(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_bool(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED rs_list *ld_Le4tile(const rs_json *v, const char *path) {
  if (v->kind != RS_JARR)
  rs_fail_kind(2, "state: %s: expected a list, found %s", path, rs_j_show(v));
  rs_list *l = rs_list_new(v->n);
  for (int32_t k = 0; k < v->n; k++) {
    char idx[24];
    snprintf(idx, sizeof idx, "[%d]", (int)k);
    const char *sub = rs_path(path, idx, "");
    rs_push(l, RS_VI(ld_e4tile(v->items[k], sub)));
  }
  return l;
}
static RS_UNUSED R_Turn *ld_R4Turn(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "taken") != 0 && strcmp(k, "action") != 0 && strcmp(k, "chained") != 0 && strcmp(k, "after") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"taken\",\"action\",\"chained\",\"after\"]", pre, k);
  }
  R_Turn *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_taken = rs_j_get(v, "taken");
  if (x_taken == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "taken");
  r->f_taken = ld_Oe4tile(x_taken,
    rs_path(pre, "taken", ""));
  const rs_json *x_action = rs_j_get(v, "action");
  if (x_action == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "action");
  r->f_action = ld_Oe4tile(x_action,
    rs_path(pre, "action", ""));
  const rs_json *x_chained = rs_j_get(v, "chained");
  if (x_chained == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "chained");
  r->f_chained = ld_bool(x_chained,
    rs_path(pre, "chained", ""));
  const rs_json *x_after = rs_j_get(v, "after");
  if (x_after == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "after");
  r->f_after = ld_Oe6follow(x_after,
    rs_path(pre, "after", ""));
  return r;
}
static RS_UNUSED R_Last *ld_R4Last(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "remover") != 0 && strcmp(k, "receiver") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"remover\",\"receiver\"]", pre, k);
  }
  R_Last *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_remover = rs_j_get(v, "remover");
  if (x_remover == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "remover");
  r->f_remover = ld_Oint(x_remover,
    rs_path(pre, "remover", ""));
  const rs_json *x_receiver = rs_j_get(v, "receiver");
  if (x_receiver == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "receiver");
  r->f_receiver = ld_Oint(x_receiver,
    rs_path(pre, "receiver", ""));
  return r;
}
static RS_UNUSED R_End *ld_R3End(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  const char *pre = path[0] ? rs_path(path, ".", "") : "";
  for (int32_t m = 0; m < v->n; m++) {
    const char *k = v->keys[m];
    if (strcmp(k, "seat") != 0 && strcmp(k, "releases") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"seat\",\"releases\"]", pre, k);
  }
  R_End *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_seat = rs_j_get(v, "seat");
  if (x_seat == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "seat");
  r->f_seat = ld_Oint(x_seat,
    rs_path(pre, "seat", ""));
  const rs_json *x_releases = rs_j_get(v, "releases");
  if (x_releases == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "releases");
  r->f_releases = ld_Lint(x_releases,
    rs_path(pre, "releases", ""));
  return r;
}
static RS_UNUSED int64_t cp_e5phase(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_int(int64_t v) {
  return v;
}
static RS_UNUSED rs_edict *cp_De5lvkey_De4cell_e4tile(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = RS_VP(cp_De4cell_e4tile(((rs_edict *)(v->v[k]).p)));
  return d;
}
static RS_UNUSED int64_t cp_e4cell(int64_t v) {
  return v;
}
static RS_UNUSED rs_list *cp_LOe6colour(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_LDe6colour_Le4tile(rs_list *v) {
  rs_list *l = rs_list_new(v->len);
  for (int32_t k = 0; k < v->len; k++) rs_push(l, RS_VP(cp_De6colour_Le4tile(((rs_edict *)(v->it[k]).p))));
  return l;
}
static RS_UNUSED rs_list *cp_Lint(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_Lbool(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED rs_list *cp_Le4tile(rs_list *v) {
  return rs_list_copy(v);
}
static RS_UNUSED R_Turn *cp_R4Turn(R_Turn *v) {
  R_Turn *r = rs_alloc(sizeof *r);
  r->f_taken = cp_Oe4tile(v->f_taken);
  r->f_action = cp_Oe4tile(v->f_action);
  r->f_chained = cp_bool(v->f_chained);
  r->f_after = cp_Oe6follow(v->f_after);
  return r;
}
static RS_UNUSED R_Last *cp_R4Last(R_Last *v) {
  R_Last *r = rs_alloc(sizeof *r);
  r->f_remover = cp_Oint(v->f_remover);
  r->f_receiver = cp_Oint(v->f_receiver);
  return r;
}
static RS_UNUSED R_End *cp_R3End(R_End *v) {
  R_End *r = rs_alloc(sizeof *r);
  r->f_seat = cp_Oint(v->f_seat);
  r->f_releases = cp_Lint(v->f_releases);
  return r;
}
static RS_UNUSED rs_edict *cp_De4tile_int(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED void w_De4cell_e4tile(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_cell[k]);
    rs_wc(b, ":");
    w_e4tile(b, (v->v[k]).i);
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_Oe6colour(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e6colour(b, v);
}
static RS_UNUSED void w_De6colour_Le4tile(rs_buf *b, rs_edict *v) {
  int first = 1;
  rs_wc(b, "{");
  for (int32_t k = 0; k < v->n; k++) {
    if (!v->has[k]) continue;
    if (!first) rs_wc(b, ",");
    first = 0;
    rs_w_str(b, EN_colour[k]);
    rs_wc(b, ":");
    w_Le4tile(b, ((rs_list *)(v->v[k]).p));
  }
  rs_wc(b, "}");
}
static RS_UNUSED void w_bool(rs_buf *b, int64_t v) {
  rs_wc(b, v ? "true" : "false");
}
static RS_UNUSED void w_e4tile(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_tile[v]);
}
static RS_UNUSED void w_Oe4tile(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e4tile(b, v);
}
static RS_UNUSED void w_Oe6follow(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_e6follow(b, v);
}
static RS_UNUSED void w_Oint(rs_buf *b, int64_t v) {
  if (v == RS_NONE) {
    rs_wc(b, "null");
    return;
  }
  w_int(b, v);
}
static RS_UNUSED rs_edict *ld_De4cell_e4tile(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(25);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 25 && strcmp(EN_cell[k], v->keys[m]) != 0) k++;
    if (k == 25)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"a1\",\"a2\",\"a3\",\"a4\",\"a5\",\"b1\",\"b2\",\"b3\",\"b4\",\"b5\",\"c1\",\"c2\",\"c3\",\"c4\",\"c5\",\"d1\",\"d2\",\"d3\",\"d4\",\"d5\",\"e1\",\"e2\",\"e3\",\"e4\",\"e5\"]", path, v->keys[m]);
    int64_t x = ld_e4tile(v->items[m], rs_path(path, ".", v->keys[m]));
    rs_ed_set(d, k, RS_VI(x));
  }
  return d;
}
static RS_UNUSED int64_t ld_Oe6colour(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e6colour(v, path);
}
static RS_UNUSED rs_edict *ld_De6colour_Le4tile(const rs_json *v, const char *path) {
  if (v->kind != RS_JOBJ)
  rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));
  rs_edict *d = rs_ed_new(5);
  for (int32_t m = 0; m < v->n; m++) {
    int32_t k = 0;
    while (k < 5 && strcmp(EN_colour[k], v->keys[m]) != 0) k++;
    if (k == 5)
      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " "[\"red\",\"blue\",\"yellow\",\"green\",\"purple\"]", path, v->keys[m]);
    rs_list *x = ld_Le4tile(v->items[m], rs_path(path, ".", v->keys[m]));
    rs_ed_set(d, k, RS_VP(x));
  }
  return d;
}
static RS_UNUSED int64_t ld_bool(const rs_json *v, const char *path) {
  if (v->kind != RS_JBOOL)
  rs_fail_kind(2, "state: %s: expected true or false, found %s", path, rs_j_show(v));
  return v->i;
}
static RS_UNUSED int64_t ld_e4tile(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 43; k++)
      if (strcmp(EN_tile[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"blue-1\",\"blue-1-passage\",\"blue-2\",\"blue-2-release\",\"blue-3\",\"blue-3-exchange\",\"blue-4\",\"blue-4-trap\",\"blue-5\",\"green-1\",\"green-1-passage\",\"green-2\",\"green-2-release\",\"green-3\",\"green-3-exchange\",\"green-4\",\"green-4-trap\",\"green-5\",\"purple-1\",\"purple-1-passage\",\"purple-2\",\"purple-2-release\",\"purple-3\",\"purple-3-exchange\",\"purple-4\",\"purple-4-trap\",\"purple-5\",\"red-2\",\"red-3\",\"red-4\",\"red-5\",\"red-6\",\"yellow-1\",\"yellow-1-passage\",\"yellow-2\",\"yellow-2-release\",\"yellow-3\",\"yellow-3-exchange\",\"yellow-4\",\"yellow-4-trap\",\"yellow-5\",\"red-1-stairs1\",\"red-1-stairs2\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_Oe4tile(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e4tile(v, path);
}
static RS_UNUSED int64_t ld_Oe6follow(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_e6follow(v, path);
}
static RS_UNUSED int64_t ld_Oint(const rs_json *v, const char *path) {
  if (v->kind == RS_JNULL) return RS_NONE;
  return ld_int(v, path);
}
static RS_UNUSED rs_edict *cp_De4cell_e4tile(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  return d;
}
static RS_UNUSED rs_edict *cp_De6colour_Le4tile(rs_edict *v) {
  rs_edict *d = rs_ed_copy(v);
  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = RS_VP(cp_Le4tile(((rs_list *)(v->v[k]).p)));
  return d;
}
static RS_UNUSED int64_t cp_Oe4tile(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_bool(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_Oe6follow(int64_t v) {
  return v;
}
static RS_UNUSED int64_t cp_Oint(int64_t v) {
  return v;
}
static RS_UNUSED void w_e6colour(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_colour[v]);
}
static RS_UNUSED void w_e6follow(rs_buf *b, int64_t v) {
  rs_w_str(b, EN_follow[v]);
}
static RS_UNUSED int64_t ld_e6colour(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 5; k++)
      if (strcmp(EN_colour[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"red\",\"blue\",\"yellow\",\"green\",\"purple\"]" ", found %s", path, rs_j_show(v));
}
static RS_UNUSED int64_t ld_e6follow(const rs_json *v, const char *path) {
  if (v->kind == RS_JSTR)
    for (int32_t k = 0; k < 2; k++)
      if (strcmp(EN_follow[k], v->s) == 0) return k;
  rs_fail_kind(2, "state: %s: expected one of " "[\"give\",\"end\"]" ", found %s", path, rs_j_show(v));
}
// rule setup.boards: Building the dungeon
// spec: rulespecs/dragon_keeper.yaml:302
// cite ja: "テーブル中央にダンジョンの最下層レベルのボード(箱の蓋)を置きます"
// cite ja: "冒険者タイル25枚を5x5の正方形に沿ってランダムに配置します"
// cite ja: "2番目のレベルのボード(ボックスの下部)をこの上に置きます"
// cite ja: "中央に階段タイルを置き、ボードの空いているスペースにランダムに選ばれた冒険者タイルを配置します"
// cite ja: "そして、階段タイルを中央に配置し、残りの24枚の冒険者タイルをボードの空いているスペースに置きます"
// cite ja: "ボードを別のボードの上に置くには、あらかじめ下のボードのコーナーに4つの柱を置く必要があります"
static RS_UNUSED rs_edict *f_board(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return ((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_LEVEL_KEYS, ((l_s)->f_level - 1))).i, EN_lvkey)).p);
  rs_fail("board: reached the end without a return");
}
static RS_UNUSED R_State *f_init(rs_game *g) {
  (void)g;
  rs_edict *l_boards = NULL;
  (void)l_boards;
  int64_t l_k = 0;
  (void)l_k;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_i = 0;
  (void)l_i;
  rs_list *l_guilds = NULL;
  (void)l_guilds;
  rs_list *l_stacks = NULL;
  (void)l_stacks;
  rs_list *l_treasure = NULL;
  (void)l_treasure;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_list *l_releases = NULL;
  (void)l_releases;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_edict *l_st = NULL;
  (void)l_st;
  int64_t l_c = 0;
  (void)l_c;
  rs_list *l_ts = NULL;
  (void)l_ts;
  R_State *l_s = NULL;
  (void)l_s;
  int64_t t_5 = 0;
  (void)t_5;
  rs_list *t_6 = NULL;
  (void)t_6;
  rs_list *t_7 = NULL;
  (void)t_7;
  R_Turn *t_8 = NULL;
  (void)t_8;
  R_Last *t_9 = NULL;
  (void)t_9;
  R_End *t_10 = NULL;
  (void)t_10;
  rs_edict *t_11 = NULL;
  (void)t_11;
  l_boards = rs_ed_new(3);
  {
    rs_list *k_1_l = C_LEVEL_KEYS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_k = (k_1_l->it[k_1]).i;
      l_b = rs_ed_new(25);
      {
        rs_edict *v_ = l_b;
        rs_edict *c_ = l_boards;
        int64_t k_ = l_k;
        rs_ed_set(c_, k_, RS_VP(v_));
      }
    }
  }
  {
    int64_t k_2_end = ((int64_t)(C_STAIRS_LEVELS)->len);
    for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
      l_i = k_2;
      {
        int64_t v_ = (*rs_at(C_STAIRS_TILES, l_i)).i;
        rs_edict *c_ = ((rs_edict *)(*rs_ed_get(l_boards, (*rs_at(C_LEVEL_KEYS, ((*rs_at(C_STAIRS_LEVELS, l_i)).i - 1))).i, EN_lvkey)).p);
        int64_t k_ = C_CENTRE;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  l_guilds = rs_list_new(0);
  l_stacks = rs_list_new(0);
  l_treasure = rs_list_new(0);
  l_out = rs_list_new(0);
  l_releases = rs_list_new(0);
  {
    int64_t k_3_end = ((int64_t)g->players);
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_seat = k_3;
      (void)(rs_push(l_guilds, RS_VI(RS_NONE)));
      l_st = rs_ed_new(5);
      {
        rs_list *k_4_l = C_COLOURS;
        for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
          l_c = (k_4_l->it[k_4]).i;
          l_ts = rs_list_new(0);
          {
            rs_list *v_ = l_ts;
            rs_edict *c_ = l_st;
            int64_t k_ = l_c;
            rs_ed_set(c_, k_, RS_VP(v_));
          }
        }
      }
      (void)(rs_push(l_stacks, RS_VP(l_st)));
      (void)(rs_push(l_treasure, RS_VI(0)));
      (void)(rs_push(l_out, RS_VI(0)));
      (void)(rs_push(l_releases, RS_VI(0)));
    }
  }
  l_s = (t_5 = f_dragon_start(g), t_6 = rs_list_new(0), t_7 = rs_list_new(0), t_8 = mk_Turn(RS_NONE, RS_NONE, 0, RS_NONE), t_9 = mk_Last(RS_NONE, RS_NONE), t_10 = mk_End(RS_NONE, l_releases), t_11 = f_undrawn(g), mk_State(0, 1, 0, l_boards, t_5, l_guilds, l_stacks, l_treasure, C_TREASURE_TOKENS, l_out, t_6, t_7, t_8, t_9, t_10, 0, t_11));
  (void)(f_deal_treasure(g, l_s));
  return l_s;
  rs_fail("init: reached the end without a return");
}
static RS_UNUSED rs_edict *f_undrawn(rs_game *g) {
  (void)g;
  rs_edict *l_left = NULL;
  (void)l_left;
  int64_t l_i = 0;
  (void)l_i;
  l_left = rs_ed_new(43);
  {
    int64_t k_1_end = ((int64_t)(C_DRAW_TILES)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      {
        int64_t v_ = (*rs_at(C_DRAW_COUNTS, l_i)).i;
        rs_edict *c_ = l_left;
        int64_t k_ = (*rs_at(C_DRAW_TILES, l_i)).i;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
    }
  }
  return l_left;
  rs_fail("undrawn: reached the end without a return");
}
static RS_UNUSED int64_t f_place_weight(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  return (*rs_ed_get((l_s)->f_left, l_t, EN_tile)).i;
  rs_fail("place_weight: reached the end without a return");
}
static RS_UNUSED void f_do_place(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  {
    int64_t v_ = l_t;
    rs_edict *c_ = ((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_FILL_LEVELS, (l_s)->f_fill)).i, EN_lvkey)).p);
    int64_t k_ = (*rs_at(C_FILL_CELLS, (l_s)->f_fill)).i;
    rs_ed_set(c_, k_, RS_VI(v_));
  }
  {
    rs_edict *c_ = (l_s)->f_left;
    int64_t k_ = l_t;
    int64_t o_ = rs_ed_get(c_, k_, EN_tile)->i;
    int64_t v_ = 1;
    rs_ed_set(c_, k_, RS_VI(o_ - v_));
  }
  {
    R_State *r_ = l_s;
    int64_t o_ = r_->f_fill;
    int64_t v_ = 1;
    r_->f_fill = o_ + v_;
  }
  if ((l_s)->f_fill == ((int64_t)(C_FILL_CELLS)->len)) {
    {
      int64_t v_ = 1;
      (l_s)->f_phase = v_;
    }
  }
}
static RS_UNUSED void f_normalise(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_t = 0;
  (void)l_t;
  {
    rs_edict *v_ = f_undrawn(g);
    (l_s)->f_left = v_;
  }
  {
    int64_t v_ = ((int64_t)(C_FILL_CELLS)->len);
    (l_s)->f_fill = v_;
  }
  if ((l_s)->f_phase == 0) {
    l_k = 0;
    {
      int64_t b_1 = RS_WHILE_BOUND;
      while ((l_k < ((int64_t)(C_FILL_CELLS)->len)) && ((((l_s)->f_boards)->has[(*rs_at(C_FILL_LEVELS, l_k)).i] != 0)) && (((((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_FILL_LEVELS, l_k)).i, EN_lvkey)).p))->has[(*rs_at(C_FILL_CELLS, l_k)).i] != 0))) {
        if (--b_1 < 0) rs_fail("rule setup.boards: while loop bound exceeded");
        l_t = (*rs_ed_get(((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_FILL_LEVELS, l_k)).i, EN_lvkey)).p), (*rs_at(C_FILL_CELLS, l_k)).i, EN_cell)).i;
        if ((((l_s)->f_left)->has[l_t] != 0)) {
          {
            rs_edict *c_ = (l_s)->f_left;
            int64_t k_ = l_t;
            int64_t o_ = rs_ed_get(c_, k_, EN_tile)->i;
            int64_t v_ = 1;
            rs_ed_set(c_, k_, RS_VI(o_ - v_));
          }
        }
        l_k += 1;
      }
    }
    {
      int64_t v_ = l_k;
      (l_s)->f_fill = v_;
    }
  }
}
static RS_UNUSED const char *f_check_shape(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_lk = 0;
  (void)l_lk;
  int64_t l_gc = 0;
  (void)l_gc;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_j = 0;
  (void)l_j;
  int64_t l_k = 0;
  (void)l_k;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_t = 0;
  (void)l_t;
  int64_t l_x = 0;
  (void)l_x;
  rs_edict *l_seen = NULL;
  (void)l_seen;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_at = 0;
  (void)l_at;
  rs_edict *l_st = NULL;
  (void)l_st;
  int64_t l_a = 0;
  (void)l_a;
  int64_t l_r = 0;
  (void)l_r;
  int64_t l_e = 0;
  (void)l_e;
  l_n = ((int64_t)g->players);
  if (((l_s)->f_level < 1) || ((l_s)->f_level > C_LEVELS)) {
    return rs_concat(2, (const char *const[]){"level: must be 1 to ", rs_itoa(C_LEVELS)});
  }
  if (((l_s)->f_turn < 0) || ((l_s)->f_turn >= l_n)) {
    return "turn: a seat expected";
  }
  {
    rs_list *k_1_l = C_LEVEL_KEYS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_lk = (k_1_l->it[k_1]).i;
      if (!(((l_s)->f_boards)->has[l_lk] != 0)) {
        return rs_concat(3, (const char *const[]){"boards.", EN_lvkey[l_lk], ": missing"});
      }
    }
  }
  if (((int64_t)((l_s)->f_guilds)->len) != l_n) {
    return "guilds: a guild colour or null per seat";
  }
  {
    rs_list *k_2_l = (l_s)->f_guilds;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_gc = (k_2_l->it[k_2]).i;
      if ((l_gc != RS_NONE) && (!(rs_tab_count(RS_COUNT_GUILD_COLOURS, 5, rs_must_i(l_gc)) > 0))) {
        return "guilds: a guild colour or null per seat";
      }
    }
  }
  {
    int64_t k_3_end = l_n;
    for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
      l_i = k_3;
      {
        int64_t k_4_end = l_i;
        for (int64_t k_4 = 0; k_4 < k_4_end; k_4++) {
          l_j = k_4;
          if (((*rs_at((l_s)->f_guilds, l_i)).i != RS_NONE) && ((*rs_at((l_s)->f_guilds, l_i)).i == (*rs_at((l_s)->f_guilds, l_j)).i)) {
            return "guilds: each guild once";
          }
        }
      }
    }
  }
  if (((int64_t)((l_s)->f_stacks)->len) != l_n) {
    return "stacks: one per seat";
  }
  {
    int64_t k_5_end = l_n;
    for (int64_t k_5 = 0; k_5 < k_5_end; k_5++) {
      l_k = k_5;
      {
        rs_list *k_6_l = C_COLOURS;
        for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
          l_c = (k_6_l->it[k_6]).i;
          if (!((((rs_edict *)(*rs_at((l_s)->f_stacks, l_k)).p))->has[l_c] != 0)) {
            return rs_concat(5, (const char *const[]){"stacks[", rs_itoa(l_k), "].", EN_colour[l_c], ": missing"});
          }
        }
      }
      {
        rs_list *k_7_l = C_COLOURS;
        for (int32_t k_7 = 0; k_7 < k_7_l->len; k_7++) {
          l_c = (k_7_l->it[k_7]).i;
          {
            rs_list *k_8_l = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_k)).p), l_c, EN_colour)).p);
            for (int32_t k_8 = 0; k_8 < k_8_l->len; k_8++) {
              l_t = (k_8_l->it[k_8]).i;
              if ((*rs_ed_get(C_TILE_COLOUR, l_t, EN_tile)).i != l_c) {
                return rs_concat(5, (const char *const[]){"stacks[", rs_itoa(l_k), "].", EN_colour[l_c], ": a tile of another colour"});
              }
            }
          }
        }
      }
    }
  }
  if (((int64_t)((l_s)->f_treasure)->len) != l_n) {
    return "treasure: a count per seat";
  }
  {
    rs_list *k_9_l = (l_s)->f_treasure;
    for (int32_t k_9 = 0; k_9 < k_9_l->len; k_9++) {
      l_x = (k_9_l->it[k_9]).i;
      if ((l_x < 0) || (l_x > C_TREASURE_TOKENS)) {
        return "treasure: a count per seat";
      }
    }
  }
  if (((l_s)->f_stock < 0) || ((l_s)->f_stock > C_TREASURE_TOKENS)) {
    return rs_concat(3, (const char *const[]){"stock: a count 0 to ", rs_itoa(C_TREASURE_TOKENS), " expected"});
  }
  if (((l_s)->f_stock + rs_sum((l_s)->f_treasure)) != C_TREASURE_TOKENS) {
    return rs_concat(2, (const char *const[]){"stock: stock and treasure must add up to ", rs_itoa(C_TREASURE_TOKENS)});
  }
  if (((int64_t)((l_s)->f_out)->len) != l_n) {
    return "out: true or false per seat";
  }
  l_seen = rs_ed_new(43);
  {
    rs_list *k_10_l = C_LEVEL_KEYS;
    for (int32_t k_10 = 0; k_10 < k_10_l->len; k_10++) {
      l_lk = (k_10_l->it[k_10]).i;
      l_b = ((rs_edict *)(*rs_ed_get((l_s)->f_boards, l_lk, EN_lvkey)).p);
      {
        rs_list *k_11_l = C_CELLS;
        for (int32_t k_11 = 0; k_11 < k_11_l->len; k_11++) {
          l_at = (k_11_l->it[k_11]).i;
          if (((l_b)->has[l_at] != 0)) {
            l_t = (*rs_ed_get(l_b, l_at, EN_cell)).i;
            {
              int64_t v_ = ((rs_ed_getd(l_seen, l_t, RS_VI(0))).i + 1);
              rs_edict *c_ = l_seen;
              int64_t k_ = l_t;
              rs_ed_set(c_, k_, RS_VI(v_));
            }
            if ((*rs_ed_get(l_seen, l_t, EN_tile)).i > (*rs_ed_get(C_TILE_COUNT, l_t, EN_tile)).i) {
              return rs_concat(3, (const char *const[]){"boards: more ", EN_tile[l_t], " tiles than the box holds"});
            }
          }
        }
      }
    }
  }
  {
    rs_list *k_12_l = (l_s)->f_stacks;
    for (int32_t k_12 = 0; k_12 < k_12_l->len; k_12++) {
      l_st = ((rs_edict *)(k_12_l->it[k_12]).p);
      {
        rs_list *k_13_l = C_COLOURS;
        for (int32_t k_13 = 0; k_13 < k_13_l->len; k_13++) {
          l_c = (k_13_l->it[k_13]).i;
          {
            rs_list *k_14_l = ((rs_list *)(*rs_ed_get(l_st, l_c, EN_colour)).p);
            for (int32_t k_14 = 0; k_14 < k_14_l->len; k_14++) {
              l_t = (k_14_l->it[k_14]).i;
              {
                int64_t v_ = ((rs_ed_getd(l_seen, l_t, RS_VI(0))).i + 1);
                rs_edict *c_ = l_seen;
                int64_t k_ = l_t;
                rs_ed_set(c_, k_, RS_VI(v_));
              }
              if ((*rs_ed_get(l_seen, l_t, EN_tile)).i > (*rs_ed_get(C_TILE_COUNT, l_t, EN_tile)).i) {
                return rs_concat(3, (const char *const[]){"stacks: more ", EN_tile[l_t], " tiles than the box holds"});
              }
            }
          }
        }
      }
    }
  }
  {
    rs_list *k_15_l = (l_s)->f_discarded;
    for (int32_t k_15 = 0; k_15 < k_15_l->len; k_15++) {
      l_t = (k_15_l->it[k_15]).i;
      {
        int64_t v_ = ((rs_ed_getd(l_seen, l_t, RS_VI(0))).i + 1);
        rs_edict *c_ = l_seen;
        int64_t k_ = l_t;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
      if ((*rs_ed_get(l_seen, l_t, EN_tile)).i > (*rs_ed_get(C_TILE_COUNT, l_t, EN_tile)).i) {
        return rs_concat(3, (const char *const[]){"discarded: more ", EN_tile[l_t], " tiles than the box holds"});
      }
    }
  }
  {
    rs_list *k_16_l = (l_s)->f_boxed;
    for (int32_t k_16 = 0; k_16 < k_16_l->len; k_16++) {
      l_t = (k_16_l->it[k_16]).i;
      {
        int64_t v_ = ((rs_ed_getd(l_seen, l_t, RS_VI(0))).i + 1);
        rs_edict *c_ = l_seen;
        int64_t k_ = l_t;
        rs_ed_set(c_, k_, RS_VI(v_));
      }
      if ((*rs_ed_get(l_seen, l_t, EN_tile)).i > (*rs_ed_get(C_TILE_COUNT, l_t, EN_tile)).i) {
        return rs_concat(3, (const char *const[]){"boxed: more ", EN_tile[l_t], " tiles than the box holds"});
      }
    }
  }
  l_a = ((l_s)->f_this_turn)->f_action;
  if ((l_a != RS_NONE) && (!rs_streq((*rs_ed_get(C_TILE_SPECIAL, rs_must_i(l_a), EN_tile)).s, "passage")) && (!rs_streq((*rs_ed_get(C_TILE_SPECIAL, rs_must_i(l_a), EN_tile)).s, "exchange"))) {
    if (!rs_streq((*rs_ed_get(C_TILE_SPECIAL, rs_must_i(l_a), EN_tile)).s, "trap")) {
      return "this_turn.action: an action tile or null expected";
    }
  }
  l_r = ((l_s)->f_last_tile)->f_remover;
  if ((l_r != RS_NONE) && ((rs_must_i(l_r) < 0) || (rs_must_i(l_r) >= l_n))) {
    return "last_tile.remover: a seat or null expected";
  }
  l_r = ((l_s)->f_last_tile)->f_receiver;
  if ((l_r != RS_NONE) && ((rs_must_i(l_r) < 0) || (rs_must_i(l_r) >= l_n))) {
    return "last_tile.receiver: a seat or null expected";
  }
  if ((((l_s)->f_last_tile)->f_remover == RS_NONE) != (((l_s)->f_last_tile)->f_receiver == RS_NONE)) {
    return "last_tile: remover and receiver are null together";
  }
  l_e = ((l_s)->f_end)->f_seat;
  if ((l_e != RS_NONE) && ((rs_must_i(l_e) < 0) || (rs_must_i(l_e) >= l_n))) {
    return "end.seat: a seat or null expected";
  }
  if (((int64_t)(((l_s)->f_end)->f_releases)->len) != l_n) {
    return "end.releases: a count per seat";
  }
  {
    rs_list *k_17_l = ((l_s)->f_end)->f_releases;
    for (int32_t k_17 = 0; k_17 < k_17_l->len; k_17++) {
      l_x = (k_17_l->it[k_17]).i;
      if ((l_x < 0) || (l_x > C_RELEASE_TILES)) {
        return "end.releases: a count per seat";
      }
    }
  }
  return "";
  rs_fail("check_shape: reached the end without a return");
}
static RS_UNUSED const char *f_check_reachable(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_ph = 0;
  (void)l_ph;
  int64_t l_setup = 0;
  (void)l_setup;
  int64_t l_playing = 0;
  (void)l_playing;
  int64_t l_ending = 0;
  (void)l_ending;
  rs_list *l_active = NULL;
  (void)l_active;
  int64_t l_dealt = 0;
  (void)l_dealt;
  int64_t l_filled = 0;
  (void)l_filled;
  int64_t l_i = 0;
  (void)l_i;
  rs_edict *l_b = NULL;
  (void)l_b;
  rs_edict *l_st = NULL;
  (void)l_st;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_x = 0;
  (void)l_x;
  int64_t l_o = 0;
  (void)l_o;
  int64_t l_lv = 0;
  (void)l_lv;
  int64_t l_t = 0;
  (void)l_t;
  int64_t l_a = 0;
  (void)l_a;
  rs_list *l_own = NULL;
  (void)l_own;
  int64_t l_e = 0;
  (void)l_e;
  int64_t l_seat = 0;
  (void)l_seat;
  l_n = ((int64_t)g->players);
  l_ph = (l_s)->f_phase;
  l_setup = ((l_ph == 0) || (l_ph == 1) || (l_ph == 2));
  l_playing = ((l_ph == 3) || (l_ph == 4) || (l_ph == 5));
  l_ending = ((l_ph == 6) || (l_ph == 7));
  l_active = f_active_seats(g, l_s);
  l_dealt = (l_n - rs_count_i((l_s)->f_guilds, RS_NONE));
  if (l_ph == 0) {
    l_filled = 0;
    {
      int64_t k_1_end = ((int64_t)(C_FILL_CELLS)->len);
      for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
        l_i = k_1;
        if (((((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_FILL_LEVELS, l_i)).i, EN_lvkey)).p))->has[(*rs_at(C_FILL_CELLS, l_i)).i] != 0)) {
          l_filled += 1;
        }
      }
    }
    if ((l_filled != (l_s)->f_fill) || ((l_s)->f_fill >= ((int64_t)(C_FILL_CELLS)->len))) {
      return "boards: filled in order";
    }
    if (l_dealt > 0) {
      return "guilds: dealt after the boards are filled";
    }
  }
  if ((l_ph == 0) || (l_ph == 1)) {
    {
      int64_t k_2_end = ((int64_t)(C_STAIRS_LEVELS)->len);
      for (int64_t k_2 = 0; k_2 < k_2_end; k_2++) {
        l_i = k_2;
        l_b = ((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_LEVEL_KEYS, ((*rs_at(C_STAIRS_LEVELS, l_i)).i - 1))).i, EN_lvkey)).p);
        if ((!((l_b)->has[C_CENTRE] != 0)) || ((*rs_ed_get(l_b, C_CENTRE, EN_cell)).i != (*rs_at(C_STAIRS_TILES, l_i)).i)) {
          return rs_concat(5, (const char *const[]){"boards.", rs_itoa((*rs_at(C_STAIRS_LEVELS, l_i)).i), ".", EN_cell[C_CENTRE], ": the Stairs tile"});
        }
      }
    }
  }
  if (l_ph == 1) {
    if (l_dealt >= l_n) {
      return "guilds: dealt seat by seat";
    }
    {
      int64_t k_3_end = l_n;
      for (int64_t k_3 = 0; k_3 < k_3_end; k_3++) {
        l_i = k_3;
        if (((*rs_at((l_s)->f_guilds, l_i)).i == RS_NONE) != (l_i >= l_dealt)) {
          return "guilds: dealt seat by seat";
        }
      }
    }
  }
  if (l_setup) {
    if (((l_s)->f_level != 1) || ((l_s)->f_dragon != C_CENTRE)) {
      return "level: the game starts on level 1";
    }
    {
      rs_list *k_4_l = (l_s)->f_stacks;
      for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
        l_st = ((rs_edict *)(k_4_l->it[k_4]).p);
        {
          rs_list *k_5_l = C_COLOURS;
          for (int32_t k_5 = 0; k_5 < k_5_l->len; k_5++) {
            l_c = (k_5_l->it[k_5]).i;
            if (((int64_t)(((rs_list *)(*rs_ed_get(l_st, l_c, EN_colour)).p))->len) > 0) {
              return "stacks: empty during the setup";
            }
          }
        }
      }
    }
    {
      rs_list *k_6_l = (l_s)->f_treasure;
      for (int32_t k_6 = 0; k_6 < k_6_l->len; k_6++) {
        l_x = (k_6_l->it[k_6]).i;
        if (l_x != C_START_TREASURE) {
          return "treasure: as dealt during the setup";
        }
      }
    }
    {
      rs_list *k_7_l = (l_s)->f_out;
      for (int32_t k_7 = 0; k_7 < k_7_l->len; k_7++) {
        l_o = (k_7_l->it[k_7]).i;
        if (l_o) {
          return "out: nobody is out during the setup";
        }
      }
    }
    if ((((int64_t)((l_s)->f_discarded)->len) > 0) || (((int64_t)((l_s)->f_boxed)->len) > 0)) {
      return "discarded: empty during the setup";
    }
    if ((((l_s)->f_this_turn)->f_taken != RS_NONE) || (((l_s)->f_last_tile)->f_remover != RS_NONE)) {
      return "this_turn.taken: null during the setup";
    }
  } else if (l_dealt != l_n) {
    return "guilds: every seat has one after the setup";
  }
  {
    int64_t k_8_end = (l_s)->f_level;
    for (int64_t k_8 = 1; k_8 < k_8_end; k_8++) {
      l_lv = k_8;
      if (((int64_t)(((rs_edict *)(*rs_ed_get((l_s)->f_boards, (*rs_at(C_LEVEL_KEYS, (l_lv - 1))).i, EN_lvkey)).p))->len) > 0) {
        return rs_concat(3, (const char *const[]){"boards.", rs_itoa(l_lv), ": a finished level is empty"});
      }
    }
  }
  if (((l_s)->f_level == 1) && (((int64_t)((l_s)->f_boxed)->len) > 0)) {
    return "boxed: tiles come from finished levels";
  }
  if ((((f_board(g, l_s))->has[(l_s)->f_dragon] != 0)) && ((l_s)->f_dragon != C_CENTRE) && (!l_setup)) {
    return "dragon: it stands on the tile it took, or on the centre it started on";
  }
  if ((((l_s)->f_this_turn)->f_action != RS_NONE) && (((l_s)->f_this_turn)->f_after == RS_NONE)) {
    return "this_turn.after: given with the action";
  }
  if (l_playing) {
    if (((int64_t)(l_active)->len) < 2) {
      return "out: the game ends when fewer than two players are left";
    }
    if ((*rs_at((l_s)->f_out, (l_s)->f_turn)).i) {
      return "turn: the active player is still in the game";
    }
    {
      rs_list *k_9_l = (l_s)->f_discarded;
      for (int32_t k_9 = 0; k_9 < k_9_l->len; k_9++) {
        l_t = (k_9_l->it[k_9]).i;
        if ((!rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "passage")) && (!rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "trap"))) {
          return "discarded: only Secret Passages and Remote Traps are discarded during play";
        }
      }
    }
  }
  if (l_ph == 3) {
    if ((((l_s)->f_this_turn)->f_taken != RS_NONE) || (((l_s)->f_this_turn)->f_action != RS_NONE) || (((l_s)->f_this_turn)->f_after != RS_NONE)) {
      return "this_turn: nothing happened yet in phase take";
    }
    if (((l_s)->f_this_turn)->f_chained) {
      return "this_turn: nothing happened yet in phase take";
    }
  }
  if (l_ph == 4) {
    if ((((l_s)->f_this_turn)->f_action != RS_NONE) || (((l_s)->f_this_turn)->f_after != RS_NONE)) {
      return "this_turn.action: null in phase give";
    }
  }
  if (l_ph == 5) {
    if (((l_s)->f_this_turn)->f_action == RS_NONE) {
      return "this_turn.action: needed in phase action";
    }
    l_a = rs_must_i(((l_s)->f_this_turn)->f_action);
    l_own = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, (l_s)->f_turn)).p), (*rs_ed_get(C_TILE_COLOUR, l_a, EN_tile)).i, EN_colour)).p);
    if ((((int64_t)(l_own)->len) == 0) || ((rs_top(l_own)).i != l_a)) {
      return "this_turn.action: the tile on top of the active player's stack";
    }
    if (((l_s)->f_this_turn)->f_chained && (((l_s)->f_this_turn)->f_after != 1)) {
      return "this_turn.chained: only after the gift";
    }
  } else if (((l_s)->f_this_turn)->f_action != RS_NONE) {
    return "this_turn.action: null outside phase action";
  }
  if (l_ending) {
    if (((l_s)->f_end)->f_seat == RS_NONE) {
      return "end.seat: a player still in";
    }
    if ((*rs_at((l_s)->f_out, rs_must_i(((l_s)->f_end)->f_seat))).i) {
      return "end.seat: a player still in";
    }
    if (((l_s)->f_level != C_LEVELS) && (((int64_t)(l_active)->len) >= 2)) {
      return "phase: the game ends after the last level";
    }
  } else if (((l_s)->f_end)->f_seat != RS_NONE) {
    return "end.seat: null before the end";
  }
  if (l_ph == 7) {
    l_e = rs_must_i(((l_s)->f_end)->f_seat);
    {
      int64_t k_10_end = l_n;
      for (int64_t k_10 = 0; k_10 < k_10_end; k_10++) {
        l_seat = k_10;
        if (((l_seat < l_e) || (*rs_at((l_s)->f_out, l_seat)).i) && ((*rs_at(((l_s)->f_end)->f_releases, l_seat)).i != 0)) {
          return "end.releases: seats before the deciding one are done";
        }
      }
    }
    if ((*rs_at(((l_s)->f_end)->f_releases, l_e)).i <= 0) {
      return "end.releases: the deciding seat has a Release left";
    }
  } else {
    {
      rs_list *k_11_l = ((l_s)->f_end)->f_releases;
      for (int32_t k_11 = 0; k_11 < k_11_l->len; k_11++) {
        l_x = (k_11_l->it[k_11]).i;
        if (l_x != 0) {
          return "end.releases: all 0 outside phase release";
        }
      }
    }
  }
  if ((l_ph == 3) && (((int64_t)(f_row_choices(g, l_s))->len) == 0)) {
    return "phase: take with no legal action";
  }
  if ((l_ph == 4) && (((int64_t)(f_column_choices(g, l_s))->len) == 0)) {
    return "phase: give with no legal action";
  }
  if ((l_ph == 6) && (((int64_t)(f_end_choices(g, l_s))->len) == 0)) {
    return "phase: tribute with no legal action";
  }
  return "";
  rs_fail("check_reachable: reached the end without a return");
}
// end rule setup.boards

// rule setup.dragon: Dragon
// spec: rulespecs/dragon_keeper.yaml:588
// cite ja: "ドラゴンを最上段の階段タイルに置きます"
// assumed: "The page does not say whether the tile under the dragon can be taken; since a player can hold a level's Stairs tile (it decides the next start player), the tile under the dragon must stay in play (discrepancy tile-under-dragon)."
static RS_UNUSED int64_t f_dragon_start(rs_game *g) {
  (void)g;
  return C_CENTRE;
  rs_fail("dragon_start: reached the end without a return");
}
// end rule setup.dragon

// rule setup.guilds: Guild tiles
// spec: rulespecs/dragon_keeper.yaml:608
// cite ja: "ギルドタイルを各プレイヤーに1枚配ります"
// cite ja: "プレイヤーはギルドタイルを密かに確認し、手元に裏向きにして置きます"
// external: "the 4 guild tiles are blue, yellow, green, purple; red is never a guild"
static RS_UNUSED int64_t f_guild_weight(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  if ((rs_find_i((l_s)->f_guilds, l_c) >= 0)) {
    return 0;
  }
  return 1;
  rs_fail("guild_weight: reached the end without a return");
}
static RS_UNUSED void f_deal_guild(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  {
    int64_t v_ = l_c;
    rs_list *c_ = (l_s)->f_guilds;
    int64_t i_ = rs_index_i((l_s)->f_guilds, RS_NONE);
    rs_at(c_, i_)->i = v_;
  }
  if (rs_count_i((l_s)->f_guilds, RS_NONE) == 0) {
    {
      int64_t v_ = 2;
      (l_s)->f_phase = v_;
    }
  }
}
static RS_UNUSED int64_t f_seat_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return (l_s)->f_turn;
  rs_fail("seat_turn: reached the end without a return");
}
// end rule setup.guilds

// rule setup.treasure: Treasure tokens
// spec: rulespecs/dragon_keeper.yaml:635
// cite ja: "各プレイヤーに宝物4個が配られます"
// cite ja: "残りの宝物トークンはストックに置かれます"
static RS_UNUSED void f_deal_treasure(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_seat = 0;
  (void)l_seat;
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      {
        int64_t v_ = C_START_TREASURE;
        rs_list *c_ = (l_s)->f_treasure;
        int64_t i_ = l_seat;
        rs_at(c_, i_)->i = v_;
      }
    }
  }
  {
    int64_t v_ = (C_TREASURE_TOKENS - (C_START_TREASURE * ((int64_t)g->players)));
    (l_s)->f_stock = v_;
  }
}
// end rule setup.treasure

// rule setup.start-player: Start player
// spec: rulespecs/dragon_keeper.yaml:650
// cite ja: "スタートプレイヤーがランダムに選ばれます"
static RS_UNUSED rs_list *f_seats(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      (void)(rs_push(l_out, RS_VI(l_seat)));
    }
  }
  return l_out;
  rs_fail("seats: reached the end without a return");
}
static RS_UNUSED int64_t f_start_weight(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  return 1;
  rs_fail("start_weight: reached the end without a return");
}
// end rule setup.start-player

// rule turn.order: Turn order
// spec: rulespecs/dragon_keeper.yaml:676
// cite ja: "時計回りに手番を実行します"
// cite ja: "これら終わった後、次のプレイヤーの手番となります。"
static RS_UNUSED rs_list *f_active_seats(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      if (!(*rs_at((l_s)->f_out, l_seat)).i) {
        (void)(rs_push(l_out, RS_VI(l_seat)));
      }
    }
  }
  return l_out;
  rs_fail("active_seats: reached the end without a return");
}
static RS_UNUSED void f_end_turn(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_seated = NULL;
  (void)l_seated;
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_action = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_after = v_;
  }
  l_seated = f_active_seats(g, l_s);
  (void)(f_start_turn(g, l_s, (*rs_at(l_seated, rs_mod((rs_index_i(l_seated, (l_s)->f_turn) + 1), ((int64_t)(l_seated)->len)))).i));
}
// end rule turn.order

// rule turn.take: Direction 1: take a tile
// spec: rulespecs/dragon_keeper.yaml:704
// cite ja: "アクティブプレイヤーは、ボード上で「1」と表示されている方向にドラゴンフィギュアを移動させ、横列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
// cite ja: "アクティブプレイヤーはフィギュアを置いたタイルを獲得し、手元に表向きにして置きます"
static RS_UNUSED rs_list *f_line(rs_game *g, R_State *l_s, rs_list *l_cells) {
  (void)g;
  (void)l_s;
  (void)l_cells;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_here = 0;
  (void)l_here;
  rs_list *l_full = NULL;
  (void)l_full;
  int64_t l_c = 0;
  (void)l_c;
  rs_list *l_near = NULL;
  (void)l_near;
  int64_t l_pos = 0;
  (void)l_pos;
  int64_t l_before = 0;
  (void)l_before;
  int64_t l_after = 0;
  (void)l_after;
  int64_t l_k = 0;
  (void)l_k;
  l_b = f_board(g, l_s);
  l_here = (l_s)->f_dragon;
  l_full = rs_list_new(0);
  {
    rs_list *k_1_l = l_cells;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if ((l_c != l_here) && (((l_b)->has[l_c] != 0))) {
        (void)(rs_push(l_full, RS_VI(l_c)));
      }
    }
  }
  if (g->opt[1] == 0) {
    return l_full;
  }
  l_near = rs_list_new(0);
  if (g->opt[1] == 1) {
    l_pos = rs_index_i(l_cells, l_here);
    l_before = RS_NONE;
    l_after = RS_NONE;
    {
      rs_list *k_2_l = l_full;
      for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
        l_c = (k_2_l->it[k_2]).i;
        l_k = rs_index_i(l_cells, l_c);
        if (l_k < l_pos) {
          l_before = l_c;
        } else if ((l_k > l_pos) && (l_after == RS_NONE)) {
          l_after = l_c;
        }
      }
    }
    if (l_before != RS_NONE) {
      (void)(rs_push(l_near, RS_VI(rs_must_i(l_before))));
    }
    if (l_after != RS_NONE) {
      (void)(rs_push(l_near, RS_VI(rs_must_i(l_after))));
    }
  }
  return l_near;
  rs_fail("line: reached the end without a return");
}
static RS_UNUSED rs_list *f_row_choices(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return f_line(g, l_s, ((rs_list *)(*rs_ed_get(C_ROW_LINE, (l_s)->f_dragon, EN_cell)).p));
  rs_fail("row_choices: reached the end without a return");
}
static RS_UNUSED rs_list *f_column_choices(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return f_line(g, l_s, ((rs_list *)(*rs_ed_get(C_COL_LINE, (l_s)->f_dragon, EN_cell)).p));
  rs_fail("column_choices: reached the end without a return");
}
static RS_UNUSED int64_t f_on_line(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  return 1;
  rs_fail("on_line: reached the end without a return");
}
static RS_UNUSED void f_do_take(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_t = 0;
  (void)l_t;
  l_b = f_board(g, l_s);
  l_t = (*rs_ed_get(l_b, l_c, EN_cell)).i;
  (void)(rs_ed_del(l_b, l_c));
  {
    int64_t v_ = l_c;
    (l_s)->f_dragon = v_;
  }
  (void)(f_gain(g, l_s, (l_s)->f_turn, l_t));
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_remover = v_;
  }
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_receiver = v_;
  }
  {
    int64_t v_ = l_t;
    ((l_s)->f_this_turn)->f_taken = v_;
  }
  if ((rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "exchange")) || (rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "trap"))) {
    if ((g->opt[7] == 1) && f_offer(g, l_s, l_t, 0)) {
      return;
    }
  }
  (void)(f_to_give(g, l_s));
}
// end rule turn.take

// rule turn.stacks: One stack per colour
// spec: rulespecs/dragon_keeper.yaml:773
// cite ja: "手元に表向きにして置きます。このとき、既に同じギルドの冒険者タイルを持っているなら、新しいタイルをその上に置き、ギルド(タイルの色)ごとに1つの山札を作ります"
// cite ja: "プレイヤーはいつでも自分の冒険者タイル山札を確認できますが、タイルの順序を変更することはできません"
static RS_UNUSED void f_gain(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_t;
  (void)(rs_push(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), (*rs_ed_get(C_TILE_COLOUR, l_t, EN_tile)).i, EN_colour)).p), RS_VI(l_t)));
}
// end rule turn.stacks

// rule turn.give: Direction 2: give a tile
// spec: rulespecs/dragon_keeper.yaml:794
// cite ja: "次に、ボード上で「2」と表示されている方向にドラゴンフィギュアを動かし、縦列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
// cite ja: "アクティブプレイヤーは前の手番のプレイヤーにタイルを渡す。"
// external: "the tile taken along the dragon's column is given to the preceding player (the one who played before the active player)"
static RS_UNUSED int64_t f_recipient(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_seated = NULL;
  (void)l_seated;
  int64_t l_step = 0;
  (void)l_step;
  l_seated = f_active_seats(g, l_s);
  l_step = 0;
  if (g->opt[0] == 0) {
    l_step = (-1);
  } else if (g->opt[0] == 1) {
    l_step = 1;
  }
  return (*rs_at(l_seated, rs_mod((rs_index_i(l_seated, (l_s)->f_turn) + l_step), ((int64_t)(l_seated)->len)))).i;
  rs_fail("recipient: reached the end without a return");
}
static RS_UNUSED void f_do_give(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_t = 0;
  (void)l_t;
  int64_t l_to = 0;
  (void)l_to;
  int64_t l_own = 0;
  (void)l_own;
  l_b = f_board(g, l_s);
  l_t = (*rs_ed_get(l_b, l_c, EN_cell)).i;
  (void)(rs_ed_del(l_b, l_c));
  {
    int64_t v_ = l_c;
    (l_s)->f_dragon = v_;
  }
  l_to = f_recipient(g, l_s);
  (void)(f_gain(g, l_s, l_to, l_t));
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_remover = v_;
  }
  {
    int64_t v_ = l_to;
    ((l_s)->f_last_tile)->f_receiver = v_;
  }
  (void)(f_gift_reward(g, l_s, l_t));
  l_own = f_own_action_tile(g, l_s);
  if (l_own != RS_NONE) {
    if (f_offer(g, l_s, rs_must_i(l_own), 1)) {
      return;
    }
  }
  (void)(f_end_turn(g, l_s));
}
// end rule turn.give

// rule turn.gift-reward: Treasure for a gift
// spec: rulespecs/dragon_keeper.yaml:840
// cite ja: "与えた冒険者タイルの値が2より大きい場合(つまり3〜6の場合)、アクティブプレイヤーはストックから宝物トークン1個を獲得します"
// assumed: "The page does not say what happens when the stock is empty. The token comes from the stock, so with none left nothing is gained (assumed; the box holds only 24 tokens)."
static RS_UNUSED void f_gift_reward(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  int64_t l_got = 0;
  (void)l_got;
  if ((*rs_ed_get(C_TILE_VALUE, l_t, EN_tile)).i >= C_GIFT_REWARD_MIN_VALUE) {
    l_got = rs_min2(C_GIFT_REWARD, (l_s)->f_stock);
    {
      R_State *r_ = l_s;
      int64_t o_ = r_->f_stock;
      int64_t v_ = l_got;
      r_->f_stock = o_ - v_;
    }
    {
      rs_list *c_ = (l_s)->f_treasure;
      int64_t i_ = (l_s)->f_turn;
      int64_t o_ = rs_at(c_, i_)->i;
      int64_t v_ = l_got;
      rs_at(c_, i_)->i = o_ + v_;
    }
  }
}
// end rule turn.gift-reward

// rule level.end: End of a level
// spec: rulespecs/dragon_keeper.yaml:859
// cite ja: "タイルを取るべき列にタイルが無く、アクティブプレイヤーがタイルを取る、もしくは渡せなくなると1つのレベルが終了します"
static RS_UNUSED void f_start_turn(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  {
    int64_t v_ = l_seat;
    (l_s)->f_turn = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_taken = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_action = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_after = v_;
  }
  {
    int64_t v_ = 0;
    ((l_s)->f_this_turn)->f_chained = v_;
  }
  if (((int64_t)(f_row_choices(g, l_s))->len) > 0) {
    {
      int64_t v_ = 3;
      (l_s)->f_phase = v_;
    }
    return;
  }
  if (g->opt[2] == 0) {
    (void)(f_level_end(g, l_s));
    return;
  }
  if ((g->opt[2] == 1) && (((int64_t)(f_column_choices(g, l_s))->len) > 0)) {
    {
      int64_t v_ = 4;
      (l_s)->f_phase = v_;
    }
    return;
  }
  (void)(f_level_end(g, l_s));
}
static RS_UNUSED void f_to_give(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (((int64_t)(f_column_choices(g, l_s))->len) == 0) {
    (void)(f_level_end(g, l_s));
    return;
  }
  {
    int64_t v_ = 4;
    (l_s)->f_phase = v_;
  }
}
// end rule level.end

// rule level.tribute: End-of-level payment
// spec: rulespecs/dragon_keeper.yaml:907
// cite ja: "1つのレベルが終了したら、ボード上に残っている「冒険者」タイルの枚数が数えられます"
// cite ja: "-冒険家タイルが1枚も残っていない場合は0個"
// cite ja: "-冒険者タイルが1〜5枚なら1個"
// cite ja: "-冒険者タイルが6〜8枚の場合は2個"
// cite ja: "-冒険者が9枚以上残っていれば3個"
// cite ja: "最後のタイルを取ったプレイヤーは、財宝トークンを追加で1個ストックに戻さなければなりません"
// external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
static RS_UNUSED int64_t f_last_tile_player(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_who = 0;
  (void)l_who;
  l_who = ((l_s)->f_last_tile)->f_remover;
  if (g->opt[3] == 1) {
    l_who = ((l_s)->f_last_tile)->f_receiver;
  } else if (g->opt[3] == 0) {
    l_who = ((l_s)->f_last_tile)->f_remover;
  }
  return l_who;
  rs_fail("last_tile_player: reached the end without a return");
}
static RS_UNUSED int64_t f_tribute_due(rs_game *g, int64_t l_tiles_left) {
  (void)g;
  (void)l_tiles_left;
  if (l_tiles_left == 0) {
    return 0;
  }
  if (l_tiles_left <= C_TRIBUTE_SMALL_MAX) {
    return C_TRIBUTE_SMALL;
  }
  if (l_tiles_left <= C_TRIBUTE_MEDIUM_MAX) {
    return C_TRIBUTE_MEDIUM;
  }
  return C_TRIBUTE_LARGE;
  rs_fail("tribute_due: reached the end without a return");
}
static RS_UNUSED void f_collect_tribute(rs_game *g, R_State *l_s, int64_t l_tiles_left, int64_t l_last) {
  (void)g;
  (void)l_s;
  (void)l_tiles_left;
  (void)l_last;
  int64_t l_base = 0;
  (void)l_base;
  int64_t l_seat = 0;
  (void)l_seat;
  l_base = f_tribute_due(g, l_tiles_left);
  {
    rs_list *k_1_l = f_active_seats(g, l_s);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_seat = (k_1_l->it[k_1]).i;
      if (l_seat == l_last) {
        (void)(f_pay_tribute(g, l_s, l_seat, (l_base + C_LAST_TILE_EXTRA)));
      } else {
        (void)(f_pay_tribute(g, l_s, l_seat, l_base));
      }
    }
  }
}
// end rule level.tribute

// rule level.elimination: Elimination
// spec: rulespecs/dragon_keeper.yaml:958
// cite ja: "宝物トークンをストックに戻す際、所持しているよりも多くの宝物トークンを戻す必要があるなら、そのプレイヤーはゲームから除外され、最終得点計算に参加することができません。"
// external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
// assumed: "The page says only that the player is out, not whether they first return the tokens they hold (gap short-tribute); they are assumed to return what they have, then leave."
static RS_UNUSED void f_pay_tribute(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_amount) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_amount;
  if (l_amount > (*rs_at((l_s)->f_treasure, l_seat)).i) {
    if (g->opt[4] == 0) {
      {
        R_State *r_ = l_s;
        int64_t o_ = r_->f_stock;
        int64_t v_ = (*rs_at((l_s)->f_treasure, l_seat)).i;
        r_->f_stock = o_ + v_;
      }
      {
        int64_t v_ = 0;
        rs_list *c_ = (l_s)->f_treasure;
        int64_t i_ = l_seat;
        rs_at(c_, i_)->i = v_;
      }
    } else if (g->opt[4] == 1) {
      ;
    }
    {
      int64_t v_ = 1;
      rs_list *c_ = (l_s)->f_out;
      int64_t i_ = l_seat;
      rs_at(c_, i_)->i = v_;
    }
    return;
  }
  {
    rs_list *c_ = (l_s)->f_treasure;
    int64_t i_ = l_seat;
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = l_amount;
    rs_at(c_, i_)->i = o_ - v_;
  }
  {
    R_State *r_ = l_s;
    int64_t o_ = r_->f_stock;
    int64_t v_ = l_amount;
    r_->f_stock = o_ + v_;
  }
}
// end rule level.elimination

// rule level.next: Next level
// spec: rulespecs/dragon_keeper.yaml:984
// cite ja: "終了したレベルのボードは取り除かれ、新たなレベルのボード中央のタイルにドラゴンフィギュアが置かれます"
static RS_UNUSED void f_level_end(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_edict *l_b = NULL;
  (void)l_b;
  rs_list *l_left = NULL;
  (void)l_left;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_last = 0;
  (void)l_last;
  int64_t l_t = 0;
  (void)l_t;
  rs_list *l_seated = NULL;
  (void)l_seated;
  int64_t l_finished = 0;
  (void)l_finished;
  l_b = f_board(g, l_s);
  l_left = rs_list_new(0);
  {
    rs_list *k_1_l = C_CELLS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if (((l_b)->has[l_c] != 0)) {
        (void)(rs_push(l_left, RS_VI((*rs_ed_get(l_b, l_c, EN_cell)).i)));
      }
    }
  }
  l_last = f_last_tile_player(g, l_s);
  (void)(f_collect_tribute(g, l_s, ((int64_t)(l_left)->len), l_last));
  {
    rs_list *k_2_l = l_left;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_t = (k_2_l->it[k_2]).i;
      (void)(rs_push((l_s)->f_boxed, RS_VI(l_t)));
    }
  }
  {
    rs_edict *v_ = rs_ed_new(25);
    rs_edict *c_ = (l_s)->f_boards;
    int64_t k_ = (*rs_at(C_LEVEL_KEYS, ((l_s)->f_level - 1))).i;
    rs_ed_set(c_, k_, RS_VP(v_));
  }
  l_seated = f_active_seats(g, l_s);
  if (f_game_over_now(g, l_s, l_seated)) {
    (void)(f_game_end(g, l_s));
    return;
  }
  l_finished = (l_s)->f_level;
  {
    R_State *r_ = l_s;
    int64_t o_ = r_->f_level;
    int64_t v_ = 1;
    r_->f_level = o_ + v_;
  }
  {
    int64_t v_ = f_dragon_start(g);
    (l_s)->f_dragon = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_last_tile)->f_remover = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_last_tile)->f_receiver = v_;
  }
  (void)(f_start_turn(g, l_s, f_level_start_player(g, l_s, l_finished, l_last, l_seated)));
}
// end rule level.next

// rule level.start-player: Who starts the next level
// spec: rulespecs/dragon_keeper.yaml:1022
// cite ja: "新たなレベルが始まった直後のスタートプレイヤーは、直前のレベルの階段タイルを持っているプレイヤーです"
// cite ja: "階段タイルを得ているプレイヤーがいなかった場合は、直前のレベルにおいて最後のタイルを得たプレイヤーから手番を開始します"
// cite ja: "ただし、階段タイルだけは自動的にボーナス効果が適用されます"
static RS_UNUSED int64_t f_level_start_player(rs_game *g, R_State *l_s, int64_t l_finished, int64_t l_last, rs_list *l_seated) {
  (void)g;
  (void)l_s;
  (void)l_finished;
  (void)l_last;
  (void)l_seated;
  int64_t l_first = 0;
  (void)l_first;
  int64_t l_i = 0;
  (void)l_i;
  int64_t l_st = 0;
  (void)l_st;
  int64_t l_seat = 0;
  (void)l_seat;
  int64_t l_f = 0;
  (void)l_f;
  l_first = RS_NONE;
  {
    int64_t k_1_end = ((int64_t)(C_STAIRS_LEVELS)->len);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_i = k_1;
      if ((*rs_at(C_STAIRS_LEVELS, l_i)).i == l_finished) {
        l_st = (*rs_at(C_STAIRS_TILES, l_i)).i;
        {
          rs_list *k_2_l = l_seated;
          for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
            l_seat = (k_2_l->it[k_2]).i;
            if ((rs_find_i(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), (*rs_ed_get(C_TILE_COLOUR, l_st, EN_tile)).i, EN_colour)).p), l_st) >= 0)) {
              l_first = l_seat;
            }
          }
        }
      }
    }
  }
  if (l_first != RS_NONE) {
    return rs_must_i(l_first);
  }
  l_f = (l_s)->f_turn;
  if (l_last != RS_NONE) {
    l_f = rs_must_i(l_last);
  }
  {
    int64_t b_3 = RS_WHILE_BOUND;
    while ((*rs_at((l_s)->f_out, l_f)).i) {
      if (--b_3 < 0) rs_fail("rule level.start-player: while loop bound exceeded");
      l_f = rs_mod((l_f + 1), ((int64_t)g->players));
    }
  }
  return l_f;
  rs_fail("level_start_player: reached the end without a return");
}
// end rule level.start-player

// rule actions.optional: Special actions are optional
// spec: rulespecs/dragon_keeper.yaml:1054
// cite ja: "このアクションを行うかどうかは任意です"
// cite ja: "タイルの得点を目当てにアクションタイルを獲得し、そのアクションを無視することができます"
static RS_UNUSED int64_t f_offer(rs_game *g, R_State *l_s, int64_t l_t, int64_t l_then) {
  (void)g;
  (void)l_s;
  (void)l_t;
  (void)l_then;
  const char *l_special = NULL;
  (void)l_special;
  rs_list *l_own = NULL;
  (void)l_own;
  l_special = (*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s;
  if ((!rs_streq(l_special, "passage")) && (!rs_streq(l_special, "exchange")) && (!rs_streq(l_special, "trap"))) {
    return 0;
  }
  if (rs_streq(l_special, "passage")) {
    if ((l_then != 1) || ((l_s)->f_this_turn)->f_chained) {
      return 0;
    }
  } else if (!((l_s)->f_this_turn)->f_chained) {
    if ((g->opt[7] == 0) && (l_then == 0)) {
      return 0;
    }
    if ((g->opt[7] == 1) && (l_then == 1)) {
      return 0;
    }
  }
  l_own = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, (l_s)->f_turn)).p), (*rs_ed_get(C_TILE_COLOUR, l_t, EN_tile)).i, EN_colour)).p);
  if ((((int64_t)(l_own)->len) == 0) || ((rs_top(l_own)).i != l_t)) {
    return 0;
  }
  if (!f_has_uses(g, l_s, l_t)) {
    return 0;
  }
  {
    int64_t v_ = l_t;
    ((l_s)->f_this_turn)->f_action = v_;
  }
  {
    int64_t v_ = l_then;
    ((l_s)->f_this_turn)->f_after = v_;
  }
  {
    int64_t v_ = 5;
    (l_s)->f_phase = v_;
  }
  return 1;
  rs_fail("offer: reached the end without a return");
}
static RS_UNUSED int64_t f_has_uses(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  const char *l_special = NULL;
  (void)l_special;
  int64_t l_seat = 0;
  (void)l_seat;
  l_special = (*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s;
  if (rs_streq(l_special, "passage")) {
    return (((int64_t)(f_row_choices(g, l_s))->len) > 0);
  }
  if (rs_streq(l_special, "exchange")) {
    {
      rs_list *k_1_l = f_active_seats(g, l_s);
      for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
        l_seat = (k_1_l->it[k_1]).i;
        if ((l_seat != (l_s)->f_turn) && (((int64_t)(f_exchange_colours(g, l_s, l_seat))->len) > 0)) {
          return 1;
        }
      }
    }
    return 0;
  }
  if (rs_streq(l_special, "trap")) {
    return (((int64_t)(f_board(g, l_s))->len) > 0);
  }
  return 0;
  rs_fail("has_uses: reached the end without a return");
}
static RS_UNUSED const char *f_action_special(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_a = 0;
  (void)l_a;
  l_a = ((l_s)->f_this_turn)->f_action;
  if (l_a == RS_NONE) {
    return "";
  }
  return (*rs_ed_get(C_TILE_SPECIAL, rs_must_i(l_a), EN_tile)).s;
  rs_fail("action_special: reached the end without a return");
}
static RS_UNUSED int64_t f_can_skip(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return 1;
  rs_fail("can_skip: reached the end without a return");
}
static RS_UNUSED void f_after_action(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_action = v_;
  }
  if (((l_s)->f_this_turn)->f_after == 0) {
    {
      int64_t v_ = RS_NONE;
      ((l_s)->f_this_turn)->f_after = v_;
    }
    (void)(f_to_give(g, l_s));
  } else {
    (void)(f_end_turn(g, l_s));
  }
}
static RS_UNUSED void f_discard_own(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  (void)((rs_pop(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, (l_s)->f_turn)).p), (*rs_ed_get(C_TILE_COLOUR, l_t, EN_tile)).i, EN_colour)).p))).i);
  (void)(rs_push((l_s)->f_discarded, RS_VI(l_t)));
}
// end rule actions.optional

// rule action.secret-passage: Secret Passage
// spec: rulespecs/dragon_keeper.yaml:1132
// cite ja: "アクティブプレイヤーが秘密の通路タイルを得た場合(他プレイヤーに渡すことなく得た場合)"
// cite ja: "秘密の通路タイルを捨て、ドラゴンを「1」の方向に再度移動させます"
// cite ja: "そして、移動先の冒険者タイルを取り、自分の対応する山札に置きます"
// cite ja: "ただし、秘密の通路タイルを取った場合のみ、連続してアクションを実行することができません"
static RS_UNUSED rs_list *f_passage_cells(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if (rs_streq(f_action_special(g, l_s), "passage")) {
    return f_row_choices(g, l_s);
  }
  return rs_list_new(0);
  rs_fail("passage_cells: reached the end without a return");
}
static RS_UNUSED void f_do_passage(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_t = 0;
  (void)l_t;
  (void)(f_discard_own(g, l_s, rs_must_i(((l_s)->f_this_turn)->f_action)));
  l_b = f_board(g, l_s);
  l_t = (*rs_ed_get(l_b, l_c, EN_cell)).i;
  (void)(rs_ed_del(l_b, l_c));
  {
    int64_t v_ = l_c;
    (l_s)->f_dragon = v_;
  }
  (void)(f_gain(g, l_s, (l_s)->f_turn, l_t));
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_remover = v_;
  }
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_receiver = v_;
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_this_turn)->f_action = v_;
  }
  {
    int64_t v_ = 1;
    ((l_s)->f_this_turn)->f_chained = v_;
  }
  if ((rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "exchange")) || (rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "trap"))) {
    if (f_offer(g, l_s, l_t, 1)) {
      return;
    }
  }
  (void)(f_end_turn(g, l_s));
}
// end rule action.secret-passage

// rule action.prisoner-exchange: Prisoner Exchange
// spec: rulespecs/dragon_keeper.yaml:1170
// cite ja: "このタイルと他プレイヤーの山札の一番上にある冒険者タイル1枚を交換できます"
// cite ja: "交換された冒険者タイルは、対応する山札に置かれます"
// cite ja: "交換されたタイルがアクションタイルであっても、そのアクションを実行することはできません"
static RS_UNUSED rs_list *f_exchange_seats(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  l_out = rs_list_new(0);
  if (rs_streq(f_action_special(g, l_s), "exchange")) {
    {
      rs_list *k_1_l = f_active_seats(g, l_s);
      for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
        l_seat = (k_1_l->it[k_1]).i;
        if (l_seat != (l_s)->f_turn) {
          (void)(rs_push(l_out, RS_VI(l_seat)));
        }
      }
    }
  }
  return l_out;
  rs_fail("exchange_seats: reached the end without a return");
}
static RS_UNUSED rs_list *f_exchange_colours(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_c = 0;
  (void)l_c;
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = C_COLOURS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      if (((int64_t)(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), l_c, EN_colour)).p))->len) > 0) {
        (void)(rs_push(l_out, RS_VI(l_c)));
      }
    }
  }
  return l_out;
  rs_fail("exchange_colours: reached the end without a return");
}
static RS_UNUSED int64_t f_can_exchange(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_c;
  return 1;
  rs_fail("can_exchange: reached the end without a return");
}
static RS_UNUSED void f_do_exchange(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_c;
  int64_t l_mine = 0;
  (void)l_mine;
  int64_t l_got = 0;
  (void)l_got;
  l_mine = rs_must_i(((l_s)->f_this_turn)->f_action);
  (void)((rs_pop(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, (l_s)->f_turn)).p), (*rs_ed_get(C_TILE_COLOUR, l_mine, EN_tile)).i, EN_colour)).p))).i);
  l_got = (rs_pop(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), l_c, EN_colour)).p))).i;
  (void)(f_gain(g, l_s, l_seat, l_mine));
  (void)(f_gain(g, l_s, (l_s)->f_turn, l_got));
  (void)(f_after_action(g, l_s));
}
// end rule action.prisoner-exchange

// rule action.remote-trap: Remote Trap
// spec: rulespecs/dragon_keeper.yaml:1219
// cite ja: "このタイルを捨ててボード上に残っている他の冒険者タイル1枚を取ることができます"
// cite ja: "選択したタイルがアクションタイルであっても、そのアクションは実行できません"
// assumed: "Whether the dragon moves is not said. The Remote Trap takes any tile on the board, not one along a line, so the dragon is assumed to stay where its second move left it."
static RS_UNUSED rs_list *f_trap_cells(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_c = 0;
  (void)l_c;
  l_out = rs_list_new(0);
  if (rs_streq(f_action_special(g, l_s), "trap")) {
    l_b = f_board(g, l_s);
    {
      rs_list *k_1_l = C_CELLS;
      for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
        l_c = (k_1_l->it[k_1]).i;
        if (((l_b)->has[l_c] != 0)) {
          (void)(rs_push(l_out, RS_VI(l_c)));
        }
      }
    }
  }
  return l_out;
  rs_fail("trap_cells: reached the end without a return");
}
static RS_UNUSED void f_do_trap(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  rs_edict *l_b = NULL;
  (void)l_b;
  int64_t l_t = 0;
  (void)l_t;
  (void)(f_discard_own(g, l_s, rs_must_i(((l_s)->f_this_turn)->f_action)));
  l_b = f_board(g, l_s);
  l_t = (*rs_ed_get(l_b, l_c, EN_cell)).i;
  (void)(rs_ed_del(l_b, l_c));
  (void)(f_gain(g, l_s, (l_s)->f_turn, l_t));
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_remover = v_;
  }
  {
    int64_t v_ = (l_s)->f_turn;
    ((l_s)->f_last_tile)->f_receiver = v_;
  }
  (void)(f_after_action(g, l_s));
}
// end rule action.remote-trap

// rule action.not-when-given: Given action tiles
// spec: rulespecs/dragon_keeper.yaml:1254
// cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。交換された"
// cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。選択した"
static RS_UNUSED int64_t f_own_action_tile(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return ((l_s)->f_this_turn)->f_taken;
  rs_fail("own_action_tile: reached the end without a return");
}
// end rule action.not-when-given

// rule action.release: Release
// spec: rulespecs/dragon_keeper.yaml:1273
// cite ja: "解放:ゲーム終了時、貢物をドラゴンに捧げてから得点計算を行う前に"
// cite ja: "所持している解放タイル1枚につき自分のギルドタイルと同じギルド(色)の冒険者タイルを1枚捨てることができます"
// cite ja: "ただし、ドラゴンに捧げた解放タイルはこの効果を発揮しません"
// cite ja: "ドラゴンへの捧げ物の後でまだ冒険者タイルが残っている場合、各プレイヤーは所持している解放タイルの効果を使うことができます"
static RS_UNUSED int64_t f_seat_end(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return rs_must_i(((l_s)->f_end)->f_seat);
  rs_fail("seat_end: reached the end without a return");
}
static RS_UNUSED void f_next_release(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_seat = 0;
  (void)l_seat;
  {
    rs_list *k_1_l = f_active_seats(g, l_s);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_seat = (k_1_l->it[k_1]).i;
      if (l_seat <= rs_must_i(((l_s)->f_end)->f_seat)) {
        continue;
      }
      if (((*rs_at(((l_s)->f_end)->f_releases, l_seat)).i > 0) && (((int64_t)(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), rs_must_i((*rs_at((l_s)->f_guilds, l_seat)).i), EN_colour)).p))->len) > 0)) {
        {
          int64_t v_ = l_seat;
          ((l_s)->f_end)->f_seat = v_;
        }
        {
          int64_t v_ = 7;
          (l_s)->f_phase = v_;
        }
        return;
      }
      {
        int64_t v_ = 0;
        rs_list *c_ = ((l_s)->f_end)->f_releases;
        int64_t i_ = l_seat;
        rs_at(c_, i_)->i = v_;
      }
    }
  }
  {
    int64_t v_ = RS_NONE;
    ((l_s)->f_end)->f_seat = v_;
  }
  {
    int64_t v_ = 8;
    (l_s)->f_phase = v_;
  }
}
static RS_UNUSED rs_list *f_release_tiles(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_t = 0;
  (void)l_t;
  l_seat = rs_must_i(((l_s)->f_end)->f_seat);
  l_out = rs_list_new(0);
  {
    rs_list *k_1_l = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), rs_must_i((*rs_at((l_s)->f_guilds, l_seat)).i), EN_colour)).p);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_t = (k_1_l->it[k_1]).i;
      if (!(rs_find_i(l_out, l_t) >= 0)) {
        (void)(rs_push(l_out, RS_VI(l_t)));
      }
    }
  }
  return l_out;
  rs_fail("release_tiles: reached the end without a return");
}
static RS_UNUSED int64_t f_can_release(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  return 1;
  rs_fail("can_release: reached the end without a return");
}
static RS_UNUSED void f_do_release(rs_game *g, R_State *l_s, int64_t l_t) {
  (void)g;
  (void)l_s;
  (void)l_t;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = rs_must_i(((l_s)->f_end)->f_seat);
  (void)(rs_remove(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), rs_must_i((*rs_at((l_s)->f_guilds, l_seat)).i), EN_colour)).p), RS_VI(l_t), rs_eq_i));
  (void)(rs_push((l_s)->f_discarded, RS_VI(l_t)));
  {
    rs_list *c_ = ((l_s)->f_end)->f_releases;
    int64_t i_ = l_seat;
    int64_t o_ = rs_at(c_, i_)->i;
    int64_t v_ = 1;
    rs_at(c_, i_)->i = o_ - v_;
  }
  (void)(f_release_next(g, l_s, l_seat));
}
static RS_UNUSED void f_release_done(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_seat = 0;
  (void)l_seat;
  l_seat = rs_must_i(((l_s)->f_end)->f_seat);
  {
    int64_t v_ = 0;
    rs_list *c_ = ((l_s)->f_end)->f_releases;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->i = v_;
  }
  (void)(f_release_next(g, l_s, l_seat));
}
static RS_UNUSED void f_release_next(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  if (((*rs_at(((l_s)->f_end)->f_releases, l_seat)).i > 0) && (((int64_t)(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), rs_must_i((*rs_at((l_s)->f_guilds, l_seat)).i), EN_colour)).p))->len) > 0)) {
    return;
  }
  {
    int64_t v_ = 0;
    rs_list *c_ = ((l_s)->f_end)->f_releases;
    int64_t i_ = l_seat;
    rs_at(c_, i_)->i = v_;
  }
  (void)(f_next_release(g, l_s));
}
// end rule action.release

// rule score.tribute: Tribute to the dragon
// spec: rulespecs/dragon_keeper.yaml:1343
// cite ja: "第3レベルが終わるとゲームが終了します。まず、ドラゴンに貢物を捧げなければいけません。"
// cite ja: "各プレイヤーは、自身の山札のうち最も枚数が多い山札のタイルをすべて捨てます"
// cite ja: "対象となる山札が自身のギルドタイルと同じギルド(色)の場合は、2番目に枚数が多い山札のタイルをすべて捨てる必要があります"
// cite ja: "元いたギルドの冒険者(1番目に高い山札)は解放し、ドラゴンには他のギルドの冒険者(2番目に高い山札)を捧げるのです"
// cite ja: "同じ枚数の山札がある場合は、どの山札を捨てるのかをプレイヤー自身が選択します"
static RS_UNUSED rs_list *f_tribute_choices(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_guild = 0;
  (void)l_guild;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_most = 0;
  (void)l_most;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_k = 0;
  (void)l_k;
  l_guild = (*rs_at((l_s)->f_guilds, l_seat)).i;
  l_out = rs_list_new(0);
  l_most = 0;
  {
    rs_list *k_1_l = C_COLOURS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      l_k = ((int64_t)(((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), l_c, EN_colour)).p))->len);
      if ((l_c != l_guild) && (l_k > 0)) {
        if (l_k > l_most) {
          l_most = l_k;
          l_out = rs_list_of(1, (rs_val[]){RS_VI(l_c)});
        } else if (l_k == l_most) {
          (void)(rs_push(l_out, RS_VI(l_c)));
        }
      }
    }
  }
  return l_out;
  rs_fail("tribute_choices: reached the end without a return");
}
static RS_UNUSED rs_list *f_end_choices(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  return f_tribute_choices(g, l_s, rs_must_i(((l_s)->f_end)->f_seat));
  rs_fail("end_choices: reached the end without a return");
}
static RS_UNUSED int64_t f_can_tribute(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  return 1;
  rs_fail("can_tribute: reached the end without a return");
}
static RS_UNUSED void f_pay_stack(rs_game *g, R_State *l_s, int64_t l_seat, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  (void)l_c;
  rs_edict *l_st = NULL;
  (void)l_st;
  int64_t l_guild = 0;
  (void)l_guild;
  int64_t l_largest = 0;
  (void)l_largest;
  int64_t l_o = 0;
  (void)l_o;
  int64_t l_t = 0;
  (void)l_t;
  l_st = ((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p);
  l_guild = rs_must_i((*rs_at((l_s)->f_guilds, l_seat)).i);
  if ((g->opt[5] == 0) && (((int64_t)(((rs_list *)(*rs_ed_get(l_st, l_guild, EN_colour)).p))->len) > 0)) {
    l_largest = 1;
    {
      rs_list *k_1_l = C_COLOURS;
      for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
        l_o = (k_1_l->it[k_1]).i;
        if ((l_o != l_guild) && (((int64_t)(((rs_list *)(*rs_ed_get(l_st, l_o, EN_colour)).p))->len) > ((int64_t)(((rs_list *)(*rs_ed_get(l_st, l_guild, EN_colour)).p))->len))) {
          l_largest = 0;
        }
      }
    }
    if (l_largest) {
      {
        rs_list *k_2_l = ((rs_list *)(*rs_ed_get(l_st, l_guild, EN_colour)).p);
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_t = (k_2_l->it[k_2]).i;
          (void)(rs_push((l_s)->f_discarded, RS_VI(l_t)));
        }
      }
      {
        rs_list *v_ = rs_list_new(0);
        rs_edict *c_ = l_st;
        int64_t k_ = l_guild;
        rs_ed_set(c_, k_, RS_VP(v_));
      }
    }
  } else if (g->opt[5] == 1) {
    ;
  }
  if (l_c != RS_NONE) {
    {
      rs_list *k_3_l = ((rs_list *)(*rs_ed_get(l_st, rs_must_i(l_c), EN_colour)).p);
      for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
        l_t = (k_3_l->it[k_3]).i;
        (void)(rs_push((l_s)->f_discarded, RS_VI(l_t)));
      }
    }
    {
      rs_list *v_ = rs_list_new(0);
      rs_edict *c_ = l_st;
      int64_t k_ = rs_must_i(l_c);
      rs_ed_set(c_, k_, RS_VP(v_));
    }
  }
}
static RS_UNUSED void f_do_tribute(rs_game *g, R_State *l_s, int64_t l_c) {
  (void)g;
  (void)l_s;
  (void)l_c;
  (void)(f_pay_stack(g, l_s, rs_must_i(((l_s)->f_end)->f_seat), l_c));
  (void)(f_next_tribute(g, l_s));
}
static RS_UNUSED void f_next_tribute(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_list *l_choices = NULL;
  (void)l_choices;
  int64_t l_n = 0;
  (void)l_n;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_t = 0;
  (void)l_t;
  {
    rs_list *k_1_l = f_active_seats(g, l_s);
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_seat = (k_1_l->it[k_1]).i;
      if (l_seat <= rs_must_i(((l_s)->f_end)->f_seat)) {
        continue;
      }
      l_choices = f_tribute_choices(g, l_s, l_seat);
      if (((int64_t)(l_choices)->len) > 1) {
        {
          int64_t v_ = l_seat;
          ((l_s)->f_end)->f_seat = v_;
        }
        {
          int64_t v_ = 6;
          (l_s)->f_phase = v_;
        }
        return;
      }
      if (((int64_t)(l_choices)->len) == 1) {
        (void)(f_pay_stack(g, l_s, l_seat, (*rs_at(l_choices, 0)).i));
      } else {
        (void)(f_pay_stack(g, l_s, l_seat, RS_NONE));
      }
    }
  }
  {
    rs_list *k_2_l = f_active_seats(g, l_s);
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_seat = (k_2_l->it[k_2]).i;
      l_n = 0;
      {
        rs_list *k_3_l = C_COLOURS;
        for (int32_t k_3 = 0; k_3 < k_3_l->len; k_3++) {
          l_c = (k_3_l->it[k_3]).i;
          {
            rs_list *k_4_l = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), l_c, EN_colour)).p);
            for (int32_t k_4 = 0; k_4 < k_4_l->len; k_4++) {
              l_t = (k_4_l->it[k_4]).i;
              if (rs_streq((*rs_ed_get(C_TILE_SPECIAL, l_t, EN_tile)).s, "release")) {
                l_n += 1;
              }
            }
          }
        }
      }
      {
        int64_t v_ = l_n;
        rs_list *c_ = ((l_s)->f_end)->f_releases;
        int64_t i_ = l_seat;
        rs_at(c_, i_)->i = v_;
      }
    }
  }
  {
    int64_t v_ = (-1);
    ((l_s)->f_end)->f_seat = v_;
  }
  (void)(f_next_release(g, l_s));
}
// end rule score.tribute

// rule score.values: Tile points
// spec: rulespecs/dragon_keeper.yaml:1436
// cite ja: "残っている冒険者タイルのそれぞれの点数を数えます:「元のギルド」のタイルによる点数は減点で、他のギルドの冒険者タイルの点数は得点となります"
// external: "red tiles by value: 1 x2 (both are the Stairs tiles), 2 x3, 3 x4, 4 x3, 5 x2, 6 x1"
static RS_UNUSED int64_t f_tile_points(rs_game *g, R_State *l_s, int64_t l_seat) {
  (void)g;
  (void)l_s;
  (void)l_seat;
  int64_t l_guild = 0;
  (void)l_guild;
  int64_t l_total = 0;
  (void)l_total;
  int64_t l_c = 0;
  (void)l_c;
  int64_t l_points = 0;
  (void)l_points;
  int64_t l_t = 0;
  (void)l_t;
  l_guild = (*rs_at((l_s)->f_guilds, l_seat)).i;
  l_total = 0;
  {
    rs_list *k_1_l = C_COLOURS;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_c = (k_1_l->it[k_1]).i;
      l_points = 0;
      {
        rs_list *k_2_l = ((rs_list *)(*rs_ed_get(((rs_edict *)(*rs_at((l_s)->f_stacks, l_seat)).p), l_c, EN_colour)).p);
        for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
          l_t = (k_2_l->it[k_2]).i;
          l_points += (*rs_ed_get(C_TILE_VALUE, l_t, EN_tile)).i;
        }
      }
      if (l_c == l_guild) {
        l_total -= l_points;
      } else {
        l_total += l_points;
      }
    }
  }
  return l_total;
  rs_fail("tile_points: reached the end without a return");
}
static RS_UNUSED rs_list *f_scores(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_bonus = NULL;
  (void)l_bonus;
  rs_list *l_out = NULL;
  (void)l_out;
  int64_t l_seat = 0;
  (void)l_seat;
  l_bonus = f_bonus_seats(g, l_s);
  l_out = rs_list_new(0);
  {
    int64_t k_1_end = ((int64_t)g->players);
    for (int64_t k_1 = 0; k_1 < k_1_end; k_1++) {
      l_seat = k_1;
      if ((*rs_at((l_s)->f_out, l_seat)).i) {
        (void)(rs_push(l_out, RS_VI(0)));
      } else if ((rs_find_i(l_bonus, l_seat) >= 0)) {
        (void)(rs_push(l_out, RS_VI((f_tile_points(g, l_s, l_seat) + C_TREASURE_BONUS))));
      } else {
        (void)(rs_push(l_out, RS_VI(f_tile_points(g, l_s, l_seat))));
      }
    }
  }
  return l_out;
  rs_fail("scores: reached the end without a return");
}
static RS_UNUSED rs_list *f_scores_json(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  if ((l_s)->f_phase == 8) {
    return f_scores(g, l_s);
  }
  return NULL;
  rs_fail("scores_json: reached the end without a return");
}
// end rule score.values

// rule score.treasure-bonus: Treasure bonus
// spec: rulespecs/dragon_keeper.yaml:1483
// cite ja: "さらに、最も多くの財宝トークンを保有しているプレイヤーは+2点のボーナス点を得ます"
static RS_UNUSED rs_list *f_bonus_seats(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_seated = NULL;
  (void)l_seated;
  int64_t l_most = 0;
  (void)l_most;
  int64_t l_seat = 0;
  (void)l_seat;
  rs_list *l_best = NULL;
  (void)l_best;
  l_seated = f_active_seats(g, l_s);
  l_most = 0;
  {
    rs_list *k_1_l = l_seated;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_seat = (k_1_l->it[k_1]).i;
      l_most = rs_max2(l_most, (*rs_at((l_s)->f_treasure, l_seat)).i);
    }
  }
  l_best = rs_list_new(0);
  {
    rs_list *k_2_l = l_seated;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_seat = (k_2_l->it[k_2]).i;
      if ((l_most > 0) && ((*rs_at((l_s)->f_treasure, l_seat)).i == l_most)) {
        (void)(rs_push(l_best, RS_VI(l_seat)));
      }
    }
  }
  if ((((int64_t)(l_best)->len) > 1) && (g->opt[6] == 1)) {
    return rs_list_new(0);
  }
  if ((((int64_t)(l_best)->len) > 1) && (g->opt[6] == 0)) {
    return l_best;
  }
  return l_best;
  rs_fail("bonus_seats: reached the end without a return");
}
// end rule score.treasure-bonus

// rule score.winner: Winner
// spec: rulespecs/dragon_keeper.yaml:1512
// cite ja: "そして、最も点数が高いプレイヤーが勝者となります。同点の場合は引き分けです。"
// cite ja: "そして、貢物を捧げた後に最も多くの得点を持っているプレイヤーはドラゴンの尊敬を得るでしょう"
static RS_UNUSED rs_list *f_winners(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  rs_list *l_out = NULL;
  (void)l_out;
  rs_list *l_sc = NULL;
  (void)l_sc;
  rs_list *l_seated = NULL;
  (void)l_seated;
  int64_t l_best = 0;
  (void)l_best;
  int64_t l_seat = 0;
  (void)l_seat;
  l_out = rs_list_new(0);
  if ((l_s)->f_phase != 8) {
    return l_out;
  }
  l_sc = f_scores(g, l_s);
  l_seated = f_active_seats(g, l_s);
  if (((int64_t)(l_seated)->len) == 0) {
    return l_out;
  }
  l_best = (*rs_at(l_sc, (*rs_at(l_seated, 0)).i)).i;
  {
    rs_list *k_1_l = l_seated;
    for (int32_t k_1 = 0; k_1 < k_1_l->len; k_1++) {
      l_seat = (k_1_l->it[k_1]).i;
      l_best = rs_max2(l_best, (*rs_at(l_sc, l_seat)).i);
    }
  }
  {
    rs_list *k_2_l = l_seated;
    for (int32_t k_2 = 0; k_2 < k_2_l->len; k_2++) {
      l_seat = (k_2_l->it[k_2]).i;
      if ((*rs_at(l_sc, l_seat)).i == l_best) {
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
  if ((l_s)->f_phase == 8) {
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

// rule end.third-level: End of the game
// spec: rulespecs/dragon_keeper.yaml:1569
// cite ja: "最後のボード、3レベル目が終了した場合にゲームは終了します"
// cite ja: "第3レベルの終了時、プレイヤーはドラゴンへ貢物を捧げなければなりません"
// assumed: "The page never says what happens when eliminations leave one player or none; with one player left there is nobody to give tiles to, so the game ends and the survivors are scored."
static RS_UNUSED int64_t f_game_over_now(rs_game *g, R_State *l_s, rs_list *l_seated) {
  (void)g;
  (void)l_s;
  (void)l_seated;
  return (((l_s)->f_level == C_LEVELS) || (((int64_t)(l_seated)->len) < 2));
  rs_fail("game_over_now: reached the end without a return");
}
static RS_UNUSED void f_game_end(rs_game *g, R_State *l_s) {
  (void)g;
  (void)l_s;
  {
    int64_t v_ = 6;
    (l_s)->f_phase = v_;
  }
  {
    int64_t v_ = (-1);
    ((l_s)->f_end)->f_seat = v_;
  }
  (void)(f_next_tribute(g, l_s));
}
// end rule end.third-level

/* ---- actions: every string made at compile time, numbered in code point order */
#define RS_NACT 219
static const char *const RS_ACT_NAMES[] = {"exchange 0 blue", "exchange 0 green", "exchange 0 purple", "exchange 0 red", "exchange 0 yellow", "exchange 1 blue", "exchange 1 green", "exchange 1 purple", "exchange 1 red", "exchange 1 yellow", "exchange 2 blue", "exchange 2 green", "exchange 2 purple", "exchange 2 red", "exchange 2 yellow", "exchange 3 blue", "exchange 3 green", "exchange 3 purple", "exchange 3 red", "exchange 3 yellow", "give a1", "give a2", "give a3", "give a4", "give a5", "give b1", "give b2", "give b3", "give b4", "give b5", "give c1", "give c2", "give c3", "give c4", "give c5", "give d1", "give d2", "give d3", "give d4", "give d5", "give e1", "give e2", "give e3", "give e4", "give e5", "guild blue", "guild green", "guild purple", "guild yellow", "passage a1", "passage a2", "passage a3", "passage a4", "passage a5", "passage b1", "passage b2", "passage b3", "passage b4", "passage b5", "passage c1", "passage c2", "passage c3", "passage c4", "passage c5", "passage d1", "passage d2", "passage d3", "passage d4", "passage d5", "passage e1", "passage e2", "passage e3", "passage e4", "passage e5", "place blue-1", "place blue-1-passage", "place blue-2", "place blue-2-release", "place blue-3", "place blue-3-exchange", "place blue-4", "place blue-4-trap", "place blue-5", "place green-1", "place green-1-passage", "place green-2", "place green-2-release", "place green-3", "place green-3-exchange", "place green-4", "place green-4-trap", "place green-5", "place purple-1", "place purple-1-passage", "place purple-2", "place purple-2-release", "place purple-3", "place purple-3-exchange", "place purple-4", "place purple-4-trap", "place purple-5", "place red-2", "place red-3", "place red-4", "place red-5", "place red-6", "place yellow-1", "place yellow-1-passage", "place yellow-2", "place yellow-2-release", "place yellow-3", "place yellow-3-exchange", "place yellow-4", "place yellow-4-trap", "place yellow-5", "release blue-1", "release blue-1-passage", "release blue-2", "release blue-2-release", "release blue-3", "release blue-3-exchange", "release blue-4", "release blue-4-trap", "release blue-5", "release done", "release green-1", "release green-1-passage", "release green-2", "release green-2-release", "release green-3", "release green-3-exchange", "release green-4", "release green-4-trap", "release green-5", "release purple-1", "release purple-1-passage", "release purple-2", "release purple-2-release", "release purple-3", "release purple-3-exchange", "release purple-4", "release purple-4-trap", "release purple-5", "release red-1-stairs1", "release red-1-stairs2", "release red-2", "release red-3", "release red-4", "release red-5", "release red-6", "release yellow-1", "release yellow-1-passage", "release yellow-2", "release yellow-2-release", "release yellow-3", "release yellow-3-exchange", "release yellow-4", "release yellow-4-trap", "release yellow-5", "skip", "start 0", "start 1", "start 2", "start 3", "take a1", "take a2", "take a3", "take a4", "take a5", "take b1", "take b2", "take b3", "take b4", "take b5", "take c1", "take c2", "take c3", "take c4", "take c5", "take d1", "take d2", "take d3", "take d4", "take d5", "take e1", "take e2", "take e3", "take e4", "take e5", "trap a1", "trap a2", "trap a3", "trap a4", "trap a5", "trap b1", "trap b2", "trap b3", "trap b4", "trap b5", "trap c1", "trap c2", "trap c3", "trap c4", "trap c5", "trap d1", "trap d2", "trap d3", "trap d4", "trap d5", "trap e1", "trap e2", "trap e3", "trap e4", "trap e5", "tribute blue", "tribute green", "tribute purple", "tribute red", "tribute yellow"};
static const int RS_ACT_PAT[] = {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 10, 11, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 8, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 9, 9, 9, 9, 9};
static const rs_val RS_ACT_ARGS[][2] = {{{.i = 0}, {.i = 1}}, {{.i = 0}, {.i = 3}}, {{.i = 0}, {.i = 4}}, {{.i = 0}, {.i = 0}}, {{.i = 0}, {.i = 2}}, {{.i = 1}, {.i = 1}}, {{.i = 1}, {.i = 3}}, {{.i = 1}, {.i = 4}}, {{.i = 1}, {.i = 0}}, {{.i = 1}, {.i = 2}}, {{.i = 2}, {.i = 1}}, {{.i = 2}, {.i = 3}}, {{.i = 2}, {.i = 4}}, {{.i = 2}, {.i = 0}}, {{.i = 2}, {.i = 2}}, {{.i = 3}, {.i = 1}}, {{.i = 3}, {.i = 3}}, {{.i = 3}, {.i = 4}}, {{.i = 3}, {.i = 0}}, {{.i = 3}, {.i = 2}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 1}}, {{.i = 3}}, {{.i = 4}}, {{.i = 2}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 25}}, {{.i = 26}}, {{.i = 27}}, {{.i = 28}}, {{.i = 29}}, {{.i = 30}}, {{.i = 31}}, {{.i = 32}}, {{.i = 33}}, {{.i = 34}}, {{.i = 35}}, {{.i = 36}}, {{.i = 37}}, {{.i = 38}}, {{.i = 39}}, {{.i = 40}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 0}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 25}}, {{.i = 26}}, {{.i = 41}}, {{.i = 42}}, {{.i = 27}}, {{.i = 28}}, {{.i = 29}}, {{.i = 30}}, {{.i = 31}}, {{.i = 32}}, {{.i = 33}}, {{.i = 34}}, {{.i = 35}}, {{.i = 36}}, {{.i = 37}}, {{.i = 38}}, {{.i = 39}}, {{.i = 40}}, {{.i = 0}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 0}}, {{.i = 1}}, {{.i = 2}}, {{.i = 3}}, {{.i = 4}}, {{.i = 5}}, {{.i = 6}}, {{.i = 7}}, {{.i = 8}}, {{.i = 9}}, {{.i = 10}}, {{.i = 11}}, {{.i = 12}}, {{.i = 13}}, {{.i = 14}}, {{.i = 15}}, {{.i = 16}}, {{.i = 17}}, {{.i = 18}}, {{.i = 19}}, {{.i = 20}}, {{.i = 21}}, {{.i = 22}}, {{.i = 23}}, {{.i = 24}}, {{.i = 1}}, {{.i = 3}}, {{.i = 4}}, {{.i = 0}}, {{.i = 2}}};
static const int32_t RS_COMBO_0[] = {74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114};
static RS_UNUSED const int64_t RS_DOM_0_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40};
static RS_UNUSED int64_t rs_pos_0_0(int64_t v) {
  for (int64_t q = 0; q < 41; q++)
    if (RS_DOM_0_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {t} in place {t}");
}
static void rs_cand_0(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 41; p_0++) {
    int64_t v_0 = RS_DOM_0_0[p_0];
    int64_t w = f_place_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_0[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_1[] = {45, 48, 46, 47};
static RS_UNUSED const int64_t RS_DOM_1_0[] = {1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_1_0(int64_t v) {
  for (int64_t q = 0; q < 4; q++)
    if (RS_DOM_1_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {c} in guild {c}");
}
static void rs_cand_1(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  for (int64_t p_0 = 0; p_0 < 4; p_0++) {
    int64_t v_0 = RS_DOM_1_0[p_0];
    int64_t w = f_guild_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_1[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_2[] = {160, 161, 162, 163};
static RS_UNUSED const int64_t RS_DOM_2_0[] = {0, 1, 2, 3};
static RS_UNUSED int64_t rs_pos_2_0(int64_t v) {
  for (int64_t q = 0; q < 4; q++)
    if (RS_DOM_2_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {seat} in start {seat}");
}
static void rs_cand_2(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_seats(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_2_0(v_0);
    int64_t w = f_start_weight(g, s, v_0);
    if (w > 0) rs_cand_add(out, RS_COMBO_2[p_0], w);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_3[] = {164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188};
static RS_UNUSED const int64_t RS_DOM_3_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED int64_t rs_pos_3_0(int64_t v) {
  return v;
}
static void rs_cand_3(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_row_choices(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_3_0(v_0);
    if (f_on_line(g, s, v_0)) rs_cand_add(out, RS_COMBO_3[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_4[] = {20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44};
static RS_UNUSED const int64_t RS_DOM_4_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED int64_t rs_pos_4_0(int64_t v) {
  return v;
}
static void rs_cand_4(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_column_choices(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_4_0(v_0);
    if (f_on_line(g, s, v_0)) rs_cand_add(out, RS_COMBO_4[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_5[] = {49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73};
static RS_UNUSED const int64_t RS_DOM_5_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED int64_t rs_pos_5_0(int64_t v) {
  return v;
}
static void rs_cand_5(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_passage_cells(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_5_0(v_0);
    if (f_on_line(g, s, v_0)) rs_cand_add(out, RS_COMBO_5[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_6[] = {3, 0, 4, 1, 2, 8, 5, 9, 6, 7, 13, 10, 14, 11, 12, 18, 15, 19, 16, 17};
static RS_UNUSED const int64_t RS_DOM_6_0[] = {0, 1, 2, 3};
static RS_UNUSED int64_t rs_pos_6_0(int64_t v) {
  for (int64_t q = 0; q < 4; q++)
    if (RS_DOM_6_0[q] == v) return q;
  rs_fail("KeyError: a value outside the domain of {seat} in exchange {seat} {c}");
}
static RS_UNUSED const int64_t RS_DOM_6_1[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_6_1(int64_t v) {
  return v;
}
static void rs_cand_6(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[1] == NULL) h[1] = f_exchange_seats(g, s);
  rs_list *l_0 = h[1];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_6_0(v_0);
    rs_list *l_1 = f_exchange_colours(g, s, v_0);
    for (int32_t q_1 = 0; q_1 < l_1->len; q_1++) {
      int64_t v_1 = (l_1->it[q_1]).i;
      int64_t p_1 = rs_pos_6_1(v_1);
      if (f_can_exchange(g, s, v_0, v_1)) rs_cand_add(out, RS_COMBO_6[(p_0) * 5 + p_1], 1);
    }
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_7[] = {189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213};
static RS_UNUSED const int64_t RS_DOM_7_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static RS_UNUSED int64_t rs_pos_7_0(int64_t v) {
  return v;
}
static void rs_cand_7(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[2] == NULL) h[2] = f_trap_cells(g, s);
  rs_list *l_0 = h[2];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_7_0(v_0);
    if (f_on_line(g, s, v_0)) rs_cand_add(out, RS_COMBO_7[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_8[] = {159};
static void rs_cand_8(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_can_skip(g, s)) rs_cand_add(out, RS_COMBO_8[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_9[] = {217, 214, 218, 215, 216};
static RS_UNUSED const int64_t RS_DOM_9_0[] = {0, 1, 2, 3, 4};
static RS_UNUSED int64_t rs_pos_9_0(int64_t v) {
  return v;
}
static void rs_cand_9(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_end_choices(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_9_0(v_0);
    if (f_can_tribute(g, s, v_0)) rs_cand_add(out, RS_COMBO_9[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_10[] = {115, 116, 117, 118, 119, 120, 121, 122, 123, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 143, 144};
static RS_UNUSED const int64_t RS_DOM_10_0[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
static RS_UNUSED int64_t rs_pos_10_0(int64_t v) {
  return v;
}
static void rs_cand_10(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (h[0] == NULL) h[0] = f_release_tiles(g, s);
  rs_list *l_0 = h[0];
  for (int32_t q_0 = 0; q_0 < l_0->len; q_0++) {
    int64_t v_0 = (l_0->it[q_0]).i;
    int64_t p_0 = rs_pos_10_0(v_0);
    if (f_can_release(g, s, v_0)) rs_cand_add(out, RS_COMBO_10[p_0], 1);
  }
  (void)g;
  (void)s;
  (void)h;
}
static const int32_t RS_COMBO_11[] = {124};
static void rs_cand_11(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {
  if (f_can_skip(g, s)) rs_cand_add(out, RS_COMBO_11[0], 1);
  (void)g;
  (void)s;
  (void)h;
}
#define RS_NCOMBO 219
static const int RS_PHASE_KIND[] = {1, 1, 1, 2, 2, 2, 2, 2, 3};
#define RS_PHASE_NAMES EN_phase
static int rs_g_phase(const R_State *s) { return (int)s->f_phase; }
static int64_t rs_g_seat(rs_game *g, R_State *s, int phase) {
  switch (phase) {
  case 3: return f_seat_turn(g, s);
  case 4: return f_seat_turn(g, s);
  case 5: return f_seat_turn(g, s);
  case 6: return f_seat_end(g, s);
  case 7: return f_seat_end(g, s);
  default: return -2;
  }
}
static void rs_g_cands(rs_game *g, R_State *s, rs_cands *out) {
  switch (rs_g_phase(s)) {
  case 0: { rs_cand_0(g, s, out, NULL); break; }
  case 1: { rs_cand_1(g, s, out, NULL); break; }
  case 2: { rs_list *h[1] = {NULL}; rs_cand_2(g, s, out, h); break; }
  case 3: { rs_list *h[1] = {NULL}; rs_cand_3(g, s, out, h); break; }
  case 4: { rs_list *h[1] = {NULL}; rs_cand_4(g, s, out, h); break; }
  case 5: { rs_list *h[3] = {NULL}; rs_cand_5(g, s, out, h); rs_cand_6(g, s, out, h); rs_cand_7(g, s, out, h); rs_cand_8(g, s, out, h); break; }
  case 6: { rs_list *h[1] = {NULL}; rs_cand_9(g, s, out, h); break; }
  case 7: { rs_list *h[1] = {NULL}; rs_cand_10(g, s, out, h); rs_cand_11(g, s, out, h); break; }
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
  case 0: f_do_place(g, s, (a[0]).i); break;
  case 1: f_deal_guild(g, s, (a[0]).i); break;
  case 2: f_start_turn(g, s, (a[0]).i); break;
  case 3: f_do_take(g, s, (a[0]).i); break;
  case 4: f_do_give(g, s, (a[0]).i); break;
  case 5: f_do_passage(g, s, (a[0]).i); break;
  case 6: f_do_exchange(g, s, (a[0]).i, (a[1]).i); break;
  case 7: f_do_trap(g, s, (a[0]).i); break;
  case 8: f_after_action(g, s); break;
  case 9: f_do_tribute(g, s, (a[0]).i); break;
  case 10: f_do_release(g, s, (a[0]).i); break;
  case 11: f_release_done(g, s); break;
  default: break;
  }
}
static void rs_g_game_init(rs_game *g) {
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
  rs_wc(b, "\"dragon_keeper\"");
  rs_wc(b, ",\"players\":");
  rs_w_int(b, g->players);
  rs_wc(b, ",\"options\":");
  rs_wc(b, "{");
  rs_wc(b, "\"action_timing\":");
  rs_w_str(b, RS_OPT_VALUES[7][g->opt[7]]);
  rs_wc(b, ",\"empty_row\":");
  rs_w_str(b, RS_OPT_VALUES[2][g->opt[2]]);
  rs_wc(b, ",\"gift_to\":");
  rs_w_str(b, RS_OPT_VALUES[0][g->opt[0]]);
  rs_wc(b, ",\"last_tile\":");
  rs_w_str(b, RS_OPT_VALUES[3][g->opt[3]]);
  rs_wc(b, ",\"line_reach\":");
  rs_w_str(b, RS_OPT_VALUES[1][g->opt[1]]);
  rs_wc(b, ",\"own_guild_largest\":");
  rs_w_str(b, RS_OPT_VALUES[5][g->opt[5]]);
  rs_wc(b, ",\"short_tribute\":");
  rs_w_str(b, RS_OPT_VALUES[4][g->opt[4]]);
  rs_wc(b, ",\"treasure_bonus_tie\":");
  rs_w_str(b, RS_OPT_VALUES[6][g->opt[6]]);
  rs_wc(b, "}");
  rs_wc(b, ",\"phase\":");
  w_e5phase(b, s->f_phase);
  rs_wc(b, ",\"level\":");
  w_int(b, s->f_level);
  rs_wc(b, ",\"turn\":");
  w_int(b, s->f_turn);
  rs_wc(b, ",\"boards\":");
  w_De5lvkey_De4cell_e4tile(b, s->f_boards);
  rs_wc(b, ",\"dragon\":");
  w_e4cell(b, s->f_dragon);
  rs_wc(b, ",\"guilds\":");
  w_LOe6colour(b, s->f_guilds);
  rs_wc(b, ",\"stacks\":");
  w_LDe6colour_Le4tile(b, s->f_stacks);
  rs_wc(b, ",\"treasure\":");
  w_Lint(b, s->f_treasure);
  rs_wc(b, ",\"stock\":");
  w_int(b, s->f_stock);
  rs_wc(b, ",\"out\":");
  w_Lbool(b, s->f_out);
  rs_wc(b, ",\"discarded\":");
  w_Le4tile(b, s->f_discarded);
  rs_wc(b, ",\"boxed\":");
  w_Le4tile(b, s->f_boxed);
  rs_wc(b, ",\"this_turn\":");
  w_R4Turn(b, s->f_this_turn);
  rs_wc(b, ",\"last_tile\":");
  w_R4Last(b, s->f_last_tile);
  rs_wc(b, ",\"end\":");
  w_R3End(b, s->f_end);
  rs_wc(b, ",\"winners\":");
  w_OLint(b, f_winners_json(g, s));
  rs_wc(b, ",\"scores\":");
  w_OLint(b, f_scores_json(g, s));
  rs_wc(b, "}");
}
static const char *rs_options_repr(const rs_game *g) {
  rs_buf b = {0};
  rs_wc(&b, "{");
  for (int k = 0; k < 8; k++) {
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
    rs_fail_kind(2, "state: game must be %s", "\"dragon_keeper\"");
  x = rs_j_get(v, "players");
  if (x->kind != RS_JINT || x->i != g->players)
    rs_fail_kind(2, "state: players must be %d", g->players);
  x = rs_j_get(v, "options");
  int same = x == NULL;
  if (x != NULL && x->kind == RS_JOBJ && x->n == 8) {
    same = 1;
    for (int k = 0; k < 8; k++) {
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
    if (strcmp(k, "phase") != 0 && strcmp(k, "level") != 0 && strcmp(k, "turn") != 0 && strcmp(k, "boards") != 0 && strcmp(k, "dragon") != 0 && strcmp(k, "guilds") != 0 && strcmp(k, "stacks") != 0 && strcmp(k, "treasure") != 0 && strcmp(k, "stock") != 0 && strcmp(k, "out") != 0 && strcmp(k, "discarded") != 0 && strcmp(k, "boxed") != 0 && strcmp(k, "this_turn") != 0 && strcmp(k, "last_tile") != 0 && strcmp(k, "end") != 0 && strcmp(k, "game") != 0 && strcmp(k, "players") != 0 && strcmp(k, "options") != 0 && strcmp(k, "winners") != 0 && strcmp(k, "scores") != 0)
      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " "[\"phase\",\"level\",\"turn\",\"boards\",\"dragon\",\"guilds\",\"stacks\",\"treasure\",\"stock\",\"out\",\"discarded\",\"boxed\",\"this_turn\",\"last_tile\",\"end\"]", pre, k);
  }
  R_State *r = rs_alloc(sizeof *r);
  memset(r, 0, sizeof *r);
  const rs_json *x_phase = rs_j_get(v, "phase");
  if (x_phase == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "phase");
  r->f_phase = ld_e5phase(x_phase,
    rs_path(pre, "phase", ""));
  const rs_json *x_level = rs_j_get(v, "level");
  if (x_level == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "level");
  r->f_level = ld_int(x_level,
    rs_path(pre, "level", ""));
  const rs_json *x_turn = rs_j_get(v, "turn");
  if (x_turn == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "turn");
  r->f_turn = ld_int(x_turn,
    rs_path(pre, "turn", ""));
  const rs_json *x_boards = rs_j_get(v, "boards");
  if (x_boards == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "boards");
  r->f_boards = ld_De5lvkey_De4cell_e4tile(x_boards,
    rs_path(pre, "boards", ""));
  const rs_json *x_dragon = rs_j_get(v, "dragon");
  if (x_dragon == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "dragon");
  r->f_dragon = ld_e4cell(x_dragon,
    rs_path(pre, "dragon", ""));
  const rs_json *x_guilds = rs_j_get(v, "guilds");
  if (x_guilds == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "guilds");
  r->f_guilds = ld_LOe6colour(x_guilds,
    rs_path(pre, "guilds", ""));
  const rs_json *x_stacks = rs_j_get(v, "stacks");
  if (x_stacks == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "stacks");
  r->f_stacks = ld_LDe6colour_Le4tile(x_stacks,
    rs_path(pre, "stacks", ""));
  const rs_json *x_treasure = rs_j_get(v, "treasure");
  if (x_treasure == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "treasure");
  r->f_treasure = ld_Lint(x_treasure,
    rs_path(pre, "treasure", ""));
  const rs_json *x_stock = rs_j_get(v, "stock");
  if (x_stock == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "stock");
  r->f_stock = ld_int(x_stock,
    rs_path(pre, "stock", ""));
  const rs_json *x_out = rs_j_get(v, "out");
  if (x_out == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "out");
  r->f_out = ld_Lbool(x_out,
    rs_path(pre, "out", ""));
  const rs_json *x_discarded = rs_j_get(v, "discarded");
  if (x_discarded == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "discarded");
  r->f_discarded = ld_Le4tile(x_discarded,
    rs_path(pre, "discarded", ""));
  const rs_json *x_boxed = rs_j_get(v, "boxed");
  if (x_boxed == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "boxed");
  r->f_boxed = ld_Le4tile(x_boxed,
    rs_path(pre, "boxed", ""));
  const rs_json *x_this_turn = rs_j_get(v, "this_turn");
  if (x_this_turn == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "this_turn");
  r->f_this_turn = ld_R4Turn(x_this_turn,
    rs_path(pre, "this_turn", ""));
  const rs_json *x_last_tile = rs_j_get(v, "last_tile");
  if (x_last_tile == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "last_tile");
  r->f_last_tile = ld_R4Last(x_last_tile,
    rs_path(pre, "last_tile", ""));
  const rs_json *x_end = rs_j_get(v, "end");
  if (x_end == NULL)
    rs_fail_kind(2, "state: %s%s: missing", pre, "end");
  r->f_end = ld_R3End(x_end,
    rs_path(pre, "end", ""));
  r->f_fill = 0;
  r->f_left = rs_ed_new(43);
  return r;
}
#define RS_ENGINE_PART
#include "rs_runtime.h"
