// The Quest for El Dorado engine, compiled by rulestone from rulespecs/el_dorado.yaml (docs/rule-language.md).
// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.

export const CHANCE = -1;
export const TERMINAL = -2;
export const GAME_ID = "el_dorado";
export const TITLES = {"ja": "エルドラド", "zh-Hant": "黃金國探險", "en": "The Quest for El Dorado"};
export const OPTIONS = {"board": {"values": ["first-game", "hills-of-gold", "home-stretch", "winding-path", "serpentine", "swampland", "witchs-cauldron", "straight-river"], "default": "first-game"}, "turn_order": {"values": ["move-then-buy", "any-order"], "default": "move-then-buy"}, "two_player_pieces": {"values": ["two", "one"], "default": "two"}, "blockade_reach": {"values": ["adjacent", "anywhere"], "default": "adjacent"}, "transmitter_source": {"values": ["any-pile", "buyable"], "default": "any-pile"}, "round_limit": {"values": ["cut-off", "none"], "default": "cut-off"}, "caves": {"values": ["false", "true"], "default": "false"}};
export const SPEC_SHA256 = "b24a78da312266b763cb03379de760738fbfd1200b089f925e38355e27218579";
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const PLAYERS_MIN = MIN_PLAYERS, PLAYERS_MAX = MAX_PLAYERS;

const C_DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
const C_ROTS = [[1, 0, 0, 1], [0, -1, 1, 1], [-1, -1, 1, 0], [-1, 0, 0, -1], [0, 1, -1, -1], [1, 1, -1, 0]];
const C_BOARD_KEYS = ["first-game", "hills-of-gold", "home-stretch", "winding-path", "serpentine", "swampland", "witchs-cauldron", "straight-river"];
const C_BOARD_SPACES = [["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,10", "-1,11", "-1,12", "-1,13", "-1,14", "-1,15", "-1,16", "-1,17", "-1,18", "-1,19", "-1,2", "-1,20", "-1,21", "-1,22", "-1,23", "-1,3", "-1,9", "-2,-1", "-2,0", "-2,1", "-2,10", "-2,11", "-2,12", "-2,13", "-2,14", "-2,15", "-2,16", "-2,17", "-2,18", "-2,19", "-2,2", "-2,20", "-2,3", "-3,0", "-3,1", "-3,15", "-3,16", "-3,17", "-3,18", "-3,19", "-3,2", "-3,20", "-3,3", "-4,16", "-4,17", "-4,18", "-4,19", "-4,20", "-5,17", "-5,18", "-5,19", "-5,20", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,10", "0,11", "0,12", "0,13", "0,14", "0,15", "0,16", "0,17", "0,18", "0,19", "0,2", "0,20", "0,21", "0,22", "0,23", "0,3", "0,8", "0,9", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,14", "1,15", "1,16", "1,17", "1,18", "1,19", "1,2", "1,20", "1,21", "1,22", "1,23", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,17", "2,18", "2,19", "2,2", "2,20", "2,21", "2,22", "2,23", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,10", "3,11", "3,17", "3,18", "3,19", "3,2", "3,20", "3,21", "3,22", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,10", "4,17", "4,18", "4,19", "4,2", "4,20", "4,21", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "4,9", "5,0", "5,1", "5,17", "5,18", "5,19", "5,2", "5,20", "5,21", "5,3", "5,4", "5,5", "6,0", "6,1", "6,19", "6,2", "6,20", "6,21", "6,3", "6,4", "7,0", "7,1", "7,19", "7,2", "7,20", "7,3"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,10", "-1,11", "-1,12", "-1,13", "-1,2", "-1,3", "-1,9", "-10,18", "-10,19", "-10,20", "-10,21", "-10,22", "-10,23", "-11,19", "-11,20", "-11,21", "-11,22", "-11,23", "-12,20", "-12,21", "-12,22", "-12,23", "-12,24", "-13,23", "-13,24", "-13,25", "-14,24", "-14,25", "-2,-1", "-2,0", "-2,1", "-2,10", "-2,11", "-2,12", "-2,13", "-2,2", "-2,3", "-3,0", "-3,1", "-3,10", "-3,11", "-3,12", "-3,13", "-3,2", "-3,3", "-4,10", "-4,11", "-4,12", "-4,13", "-4,14", "-5,10", "-5,11", "-5,12", "-5,13", "-5,14", "-5,15", "-6,10", "-6,11", "-6,12", "-6,13", "-6,14", "-6,15", "-6,16", "-6,17", "-6,18", "-6,19", "-6,20", "-7,11", "-7,12", "-7,13", "-7,14", "-7,15", "-7,16", "-7,17", "-7,18", "-7,19", "-7,20", "-7,21", "-8,12", "-8,13", "-8,14", "-8,15", "-8,16", "-8,17", "-8,18", "-8,19", "-8,20", "-8,21", "-8,22", "-9,13", "-9,14", "-9,15", "-9,16", "-9,17", "-9,18", "-9,19", "-9,20", "-9,21", "-9,22", "-9,23", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,10", "0,11", "0,12", "0,13", "0,2", "0,3", "0,8", "0,9", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,2", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "10,3", "10,4", "10,5", "10,6", "10,7", "11,3", "11,4", "11,5", "11,6", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,2", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,10", "3,11", "3,2", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,10", "4,2", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "4,9", "5,0", "5,1", "5,2", "5,3", "5,4", "5,5", "5,6", "5,7", "5,8", "5,9", "6,0", "6,1", "6,2", "6,3", "6,4", "6,5", "6,6", "6,7", "6,8", "6,9", "7,0", "7,1", "7,2", "7,3", "7,4", "7,5", "7,6", "7,7", "7,8", "7,9", "8,3", "8,4", "8,5", "8,6", "8,7", "8,8", "8,9", "9,3", "9,4", "9,5", "9,6", "9,7", "9,8"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,10", "-1,11", "-1,12", "-1,13", "-1,14", "-1,15", "-1,16", "-1,17", "-1,18", "-1,19", "-1,2", "-1,20", "-1,3", "-1,8", "-1,9", "-10,27", "-10,28", "-10,29", "-10,30", "-2,-1", "-2,0", "-2,1", "-2,11", "-2,12", "-2,13", "-2,14", "-2,15", "-2,16", "-2,17", "-2,18", "-2,19", "-2,2", "-2,20", "-2,21", "-2,3", "-3,0", "-3,1", "-3,12", "-3,13", "-3,14", "-3,15", "-3,16", "-3,17", "-3,18", "-3,19", "-3,2", "-3,20", "-3,21", "-3,22", "-3,3", "-4,13", "-4,14", "-4,15", "-4,16", "-4,17", "-4,18", "-4,19", "-4,20", "-4,21", "-4,22", "-4,23", "-4,24", "-4,25", "-4,26", "-4,27", "-5,18", "-5,19", "-5,20", "-5,21", "-5,22", "-5,23", "-5,24", "-5,25", "-5,26", "-5,27", "-5,28", "-6,19", "-6,20", "-6,21", "-6,22", "-6,23", "-6,24", "-6,25", "-6,26", "-6,27", "-6,28", "-6,29", "-6,30", "-6,31", "-7,20", "-7,21", "-7,22", "-7,23", "-7,24", "-7,25", "-7,26", "-7,27", "-7,28", "-7,29", "-7,30", "-7,31", "-7,32", "-8,25", "-8,26", "-8,27", "-8,28", "-8,29", "-8,30", "-8,31", "-8,32", "-9,26", "-9,27", "-9,28", "-9,29", "-9,30", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,10", "0,11", "0,12", "0,13", "0,14", "0,15", "0,2", "0,3", "0,7", "0,8", "0,9", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,14", "1,2", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,13", "2,2", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,2", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,2", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "5,0", "5,1", "5,2", "5,3", "5,4", "5,5", "6,0", "6,1", "6,2", "6,3", "6,4", "7,0", "7,1", "7,2", "7,3"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,10", "-1,11", "-1,12", "-1,13", "-1,14", "-1,15", "-1,16", "-1,17", "-1,18", "-1,19", "-1,2", "-1,3", "-1,9", "-2,-1", "-2,0", "-2,1", "-2,10", "-2,11", "-2,12", "-2,13", "-2,14", "-2,15", "-2,16", "-2,17", "-2,18", "-2,19", "-2,2", "-2,20", "-2,21", "-2,22", "-2,23", "-2,24", "-2,3", "-3,0", "-3,1", "-3,11", "-3,12", "-3,13", "-3,14", "-3,15", "-3,16", "-3,17", "-3,18", "-3,19", "-3,2", "-3,20", "-3,21", "-3,22", "-3,23", "-3,24", "-3,25", "-3,3", "-4,11", "-4,12", "-4,13", "-4,14", "-4,15", "-4,16", "-4,17", "-4,18", "-4,19", "-4,20", "-4,21", "-4,22", "-4,23", "-4,24", "-4,25", "-4,26", "-4,27", "-4,28", "-5,11", "-5,12", "-5,13", "-5,14", "-5,15", "-5,16", "-5,17", "-5,18", "-5,19", "-5,20", "-5,21", "-5,22", "-5,23", "-5,24", "-5,25", "-5,26", "-5,27", "-5,28", "-5,29", "-6,11", "-6,12", "-6,13", "-6,14", "-6,15", "-6,16", "-6,17", "-6,22", "-6,23", "-6,24", "-6,25", "-6,26", "-6,27", "-6,28", "-6,29", "-7,12", "-7,13", "-7,14", "-7,15", "-7,16", "-7,17", "-7,23", "-7,24", "-7,25", "-7,26", "-7,27", "-8,13", "-8,14", "-8,15", "-8,16", "-8,17", "-8,24", "-8,25", "-8,26", "-8,27", "-9,14", "-9,15", "-9,16", "-9,17", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,10", "0,11", "0,12", "0,13", "0,14", "0,15", "0,16", "0,17", "0,18", "0,2", "0,3", "0,8", "0,9", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,14", "1,15", "1,16", "1,17", "1,2", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,2", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,10", "3,11", "3,2", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,10", "4,2", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "4,9", "5,0", "5,1", "5,2", "5,3", "5,4", "5,5", "6,0", "6,1", "6,2", "6,3", "6,4", "7,0", "7,1", "7,2", "7,3"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,10", "-1,11", "-1,12", "-1,13", "-1,2", "-1,3", "-1,4", "-1,5", "-1,6", "-1,7", "-1,8", "-1,9", "-2,-1", "-2,0", "-2,1", "-2,10", "-2,11", "-2,12", "-2,13", "-2,2", "-2,3", "-2,4", "-2,5", "-2,6", "-2,7", "-2,8", "-2,9", "-3,0", "-3,1", "-3,10", "-3,2", "-3,3", "-3,4", "-3,5", "-3,6", "-3,7", "-3,8", "-3,9", "-4,10", "-4,5", "-4,6", "-4,7", "-4,8", "-4,9", "-5,10", "-5,6", "-5,7", "-5,8", "-5,9", "-6,10", "-6,7", "-6,8", "-6,9", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,10", "0,11", "0,12", "0,13", "0,17", "0,18", "0,2", "0,3", "0,4", "0,5", "0,6", "0,7", "0,8", "0,9", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,16", "1,17", "1,18", "1,2", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "10,3", "10,4", "10,5", "10,6", "10,7", "11,3", "11,4", "11,5", "11,6", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,13", "2,14", "2,15", "2,16", "2,17", "2,2", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,10", "3,11", "3,12", "3,13", "3,14", "3,15", "3,16", "3,2", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,10", "4,11", "4,12", "4,13", "4,14", "4,15", "4,16", "4,2", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "4,9", "5,0", "5,1", "5,10", "5,11", "5,12", "5,13", "5,14", "5,15", "5,16", "5,2", "5,3", "5,4", "5,5", "5,6", "5,7", "5,8", "5,9", "6,0", "6,1", "6,10", "6,11", "6,12", "6,13", "6,14", "6,15", "6,2", "6,3", "6,4", "6,5", "6,6", "6,7", "6,8", "6,9", "7,0", "7,1", "7,10", "7,11", "7,12", "7,13", "7,14", "7,2", "7,3", "7,4", "7,5", "7,6", "7,7", "7,8", "7,9", "8,10", "8,11", "8,12", "8,13", "8,3", "8,4", "8,5", "8,6", "8,7", "8,8", "8,9", "9,3", "9,4", "9,5", "9,6", "9,7", "9,8"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,12", "-1,13", "-1,14", "-1,15", "-1,16", "-1,17", "-1,18", "-1,19", "-1,2", "-1,20", "-1,21", "-1,22", "-1,3", "-10,14", "-10,15", "-10,16", "-10,17", "-10,18", "-11,14", "-11,15", "-11,16", "-12,15", "-12,16", "-2,-1", "-2,0", "-2,1", "-2,15", "-2,16", "-2,17", "-2,18", "-2,19", "-2,2", "-2,20", "-2,21", "-2,22", "-2,3", "-3,0", "-3,1", "-3,15", "-3,16", "-3,17", "-3,18", "-3,19", "-3,2", "-3,20", "-3,21", "-3,22", "-3,3", "-4,12", "-4,13", "-4,14", "-4,15", "-4,16", "-4,17", "-4,18", "-4,19", "-4,20", "-4,21", "-4,22", "-5,12", "-5,13", "-5,14", "-5,15", "-5,16", "-5,17", "-5,18", "-5,19", "-6,12", "-6,13", "-6,14", "-6,15", "-6,16", "-6,17", "-6,18", "-6,19", "-6,20", "-7,12", "-7,13", "-7,14", "-7,15", "-7,16", "-7,17", "-7,18", "-7,19", "-7,20", "-8,13", "-8,14", "-8,15", "-8,16", "-8,17", "-8,18", "-9,14", "-9,15", "-9,16", "-9,17", "-9,18", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,11", "0,12", "0,13", "0,14", "0,15", "0,16", "0,17", "0,18", "0,19", "0,2", "0,20", "0,21", "0,3", "0,4", "0,5", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,10", "1,11", "1,12", "1,13", "1,14", "1,15", "1,16", "1,17", "1,18", "1,19", "1,2", "1,20", "1,3", "1,4", "1,5", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,10", "2,11", "2,12", "2,13", "2,14", "2,15", "2,16", "2,17", "2,18", "2,19", "2,2", "2,3", "2,4", "2,5", "2,6", "2,7", "2,8", "2,9", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,10", "3,11", "3,12", "3,13", "3,14", "3,2", "3,3", "3,4", "3,5", "3,6", "3,7", "3,8", "3,9", "4,0", "4,1", "4,10", "4,11", "4,12", "4,13", "4,2", "4,3", "4,4", "4,5", "4,6", "4,7", "4,8", "4,9", "5,0", "5,1", "5,10", "5,11", "5,12", "5,2", "5,3", "5,4", "5,5", "5,6", "5,7", "5,8", "5,9", "6,2", "6,3", "6,4", "6,5", "6,6", "6,7", "7,2", "7,3", "7,4", "7,5", "7,6", "8,2", "8,3", "8,4", "8,5"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,13", "-1,14", "-1,15", "-1,16", "-1,17", "-1,18", "-1,2", "-1,3", "-2,-1", "-2,0", "-2,1", "-2,13", "-2,14", "-2,15", "-2,16", "-2,17", "-2,18", "-2,19", "-2,2", "-2,3", "-3,0", "-3,1", "-3,10", "-3,11", "-3,12", "-3,13", "-3,14", "-3,15", "-3,16", "-3,17", "-3,18", "-3,19", "-3,2", "-3,3", "-4,10", "-4,11", "-4,12", "-4,13", "-4,14", "-4,15", "-4,16", "-4,17", "-4,18", "-4,19", "-5,10", "-5,11", "-5,12", "-5,13", "-5,14", "-5,15", "-5,16", "-5,17", "-5,18", "-5,19", "-5,8", "-5,9", "-6,10", "-6,11", "-6,12", "-6,13", "-6,14", "-6,15", "-6,16", "-6,8", "-6,9", "-7,10", "-7,11", "-7,12", "-7,13", "-7,14", "-7,15", "-7,16", "-7,9", "-8,12", "-8,13", "-8,14", "-8,15", "-8,16", "-9,13", "-9,14", "-9,15", "-9,16", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,13", "0,14", "0,15", "0,16", "0,17", "0,2", "0,3", "1,-1", "1,-2", "1,-3", "1,0", "1,1", "1,13", "1,14", "1,15", "1,16", "1,2", "1,3", "1,4", "1,5", "1,6", "10,3", "10,4", "10,5", "10,6", "10,7", "11,3", "11,4", "11,5", "11,6", "2,-1", "2,-2", "2,-3", "2,0", "2,1", "2,13", "2,14", "2,15", "2,16", "2,2", "2,3", "2,4", "2,5", "2,6", "3,-1", "3,-2", "3,-3", "3,0", "3,1", "3,12", "3,13", "3,14", "3,15", "3,16", "3,2", "3,3", "3,4", "3,5", "3,6", "4,0", "4,1", "4,11", "4,12", "4,13", "4,14", "4,15", "4,16", "4,2", "4,3", "4,4", "4,5", "4,6", "5,0", "5,1", "5,10", "5,11", "5,12", "5,13", "5,14", "5,15", "5,16", "5,2", "5,3", "5,4", "5,5", "5,6", "5,7", "5,8", "5,9", "6,0", "6,1", "6,10", "6,11", "6,12", "6,13", "6,14", "6,15", "6,2", "6,3", "6,4", "6,5", "6,6", "6,7", "6,8", "6,9", "7,0", "7,1", "7,10", "7,11", "7,12", "7,13", "7,14", "7,2", "7,3", "7,4", "7,5", "7,6", "7,7", "7,8", "7,9", "8,10", "8,11", "8,12", "8,13", "8,3", "8,4", "8,5", "8,6", "8,7", "8,8", "8,9", "9,3", "9,4", "9,5", "9,6", "9,7", "9,8"], ["-1,-1", "-1,-2", "-1,0", "-1,1", "-1,2", "-1,3", "-2,-1", "-2,0", "-2,1", "-2,2", "-2,3", "-3,0", "-3,1", "-3,2", "-3,3", "0,-1", "0,-2", "0,-3", "0,0", "0,1", "0,2", "0,3", "1,-1", "1,-2", "1,-3", "1,-4", "1,-5", "1,-6", "1,-7", "1,0", "1,1", "1,2", "10,-13", "10,-14", "10,-15", "10,-16", "10,-17", "10,-18", "10,-19", "10,-20", "10,-21", "10,-22", "11,-14", "11,-15", "11,-16", "11,-17", "11,-18", "11,-19", "11,-20", "11,-21", "11,-22", "11,-23", "12,-18", "12,-19", "12,-20", "12,-21", "12,-22", "12,-23", "12,-24", "13,-19", "13,-20", "13,-21", "13,-22", "13,-23", "13,-24", "14,-20", "14,-21", "14,-22", "14,-23", "14,-24", "15,-21", "15,-22", "15,-23", "15,-24", "15,-25", "16,-24", "16,-25", "16,-26", "17,-25", "17,-26", "2,-1", "2,-2", "2,-3", "2,-4", "2,-5", "2,-6", "2,-7", "2,-8", "2,0", "2,1", "3,-1", "3,-2", "3,-3", "3,-4", "3,-5", "3,-6", "3,-7", "3,-8", "3,-9", "3,0", "4,-10", "4,-4", "4,-5", "4,-6", "4,-7", "4,-8", "4,-9", "5,-10", "5,-11", "5,-12", "5,-13", "5,-14", "5,-5", "5,-6", "5,-7", "5,-8", "5,-9", "6,-10", "6,-11", "6,-12", "6,-13", "6,-14", "6,-15", "6,-6", "6,-7", "6,-8", "6,-9", "7,-10", "7,-11", "7,-12", "7,-13", "7,-14", "7,-15", "7,-16", "7,-7", "7,-8", "7,-9", "8,-11", "8,-12", "8,-13", "8,-14", "8,-15", "8,-16", "8,-17", "9,-12", "9,-13", "9,-14", "9,-15", "9,-16", "9,-17", "9,-18", "9,-19", "9,-20", "9,-21"]];
const C_BOARD_PAY = [["machete", "machete", "coin", "machete", "coin", "paddle", "machete", "machete", "paddle", "paddle", "", "machete", "coin", "coin", "coin", "machete", "machete", "machete", "remove", "paddle", "coin", "machete", "machete", "machete", "coin", "paddle", "paddle", "machete", "machete", "machete", "", "machete", "machete", "machete", "", "machete", "remove", "machete", "machete", "machete", "machete", "remove", "", "", "machete", "machete", "paddle", "machete", "", "machete", "machete", "machete", "", "machete", "machete", "machete", "machete", "machete", "", "machete", "machete", "coin", "paddle", "machete", "machete", "paddle", "paddle", "discard", "coin", "coin", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "machete", "coin", "paddle", "machete", "", "coin", "coin", "coin", "machete", "machete", "machete", "paddle", "paddle", "coin", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "paddle", "coin", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "", "machete", "machete", "coin", "coin", "coin", "machete", "machete", "machete", "paddle", "machete", "machete", "machete", "machete", "coin", "discard", "discard", "machete", "machete", "machete", "paddle", "machete", "machete", "", "paddle", "machete", "paddle", "coin", "machete", "machete", "machete", "paddle", "machete", "machete", "machete", "discard", "paddle", "machete", "paddle", "machete", "machete", "paddle", "machete", "coin", "paddle", "machete", "machete", "paddle", "coin", "machete", "machete", "", "paddle", "coin", "paddle", "machete", "machete", "paddle", "machete", "discard", "remove", "machete", "machete", "coin", "machete", "paddle", "paddle", "coin", "paddle", "discard", "paddle", "paddle", "discard", "paddle", "", "discard", "coin", "discard", "paddle", "", "paddle", "", "discard"], ["machete", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "coin", "paddle", "machete", "coin", "coin", "coin", "paddle", "machete", "machete", "coin", "paddle", "paddle", "machete", "machete", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete", "", "", "", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "", "remove", "machete", "machete", "coin", "coin", "coin", "coin", "machete", "paddle", "coin", "coin", "coin", "coin", "paddle", "coin", "coin", "machete", "machete", "paddle", "paddle", "discard", "", "machete", "remove", "machete", "", "paddle", "machete", "paddle", "paddle", "coin", "discard", "discard", "machete", "machete", "paddle", "paddle", "machete", "machete", "paddle", "coin", "coin", "discard", "discard", "discard", "paddle", "paddle", "machete", "machete", "paddle", "coin", "coin", "machete", "discard", "discard", "discard", "paddle", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "", "machete", "machete", "machete", "machete", "paddle", "machete", "machete", "machete", "machete", "machete", "paddle", "machete", "", "coin", "coin", "machete", "machete", "machete", "remove", "machete", "paddle", "paddle", "coin", "discard", "remove", "machete", "machete", "machete", "", "coin", "machete", "machete", "machete", "machete", "machete", "remove", "machete", "machete", "", "machete", "machete", "machete", "machete", "machete", "paddle", "coin", "coin", "discard", "paddle", "machete", "coin", "machete", "machete", "machete", "", "paddle", "machete", "machete", "machete", "machete", "paddle", "paddle", "discard", "paddle", "machete", "machete", "machete", "machete", "discard", "machete", "paddle", "", "coin", "paddle", "discard", "machete", "machete", "machete", "coin", "discard", "discard", "coin", "discard", "discard", "", "coin", "machete", "machete", "coin", "coin", "paddle", "coin", "machete", "coin", "", "coin", "machete", "machete", "paddle", "paddle", "machete", "machete", "machete", "coin", "coin", "coin", "coin", "machete", "machete", "machete", "coin", "coin", "discard", "", "machete", "machete", "coin", "discard", "coin", "coin", "machete"], ["machete", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "remove", "paddle", "", "coin", "", "paddle", "machete", "machete", "paddle", "paddle", "coin", "discard", "machete", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "", "paddle", "", "machete", "machete", "remove", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "", "machete", "machete", "machete", "discard", "machete", "paddle", "remove", "machete", "machete", "machete", "machete", "coin", "machete", "discard", "", "discard", "machete", "paddle", "paddle", "machete", "machete", "machete", "coin", "machete", "", "machete", "machete", "coin", "coin", "paddle", "coin", "machete", "machete", "machete", "", "machete", "paddle", "coin", "discard", "discard", "coin", "discard", "discard", "machete", "", "", "", "machete", "paddle", "machete", "discard", "paddle", "", "coin", "paddle", "discard", "machete", "", "machete", "machete", "paddle", "paddle", "discard", "paddle", "machete", "", "paddle", "coin", "coin", "discard", "paddle", "machete", "machete", "", "machete", "machete", "machete", "machete", "machete", "machete", "paddle", "machete", "machete", "machete", "discard", "discard", "discard", "paddle", "machete", "", "coin", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "discard", "coin", "machete", "machete", "machete", "machete", "", "machete", "machete", "machete", "machete", "machete", "remove", "coin", "coin", "coin", "", "discard", "coin", "coin", "machete", "machete", "machete", "", "paddle", "coin", "coin", "machete", "machete", "discard", "discard", "paddle", "paddle", "paddle", "coin", "coin", "machete", "remove", "machete", "discard", "discard", "machete", "machete", "paddle", "paddle", "machete", "machete", "discard", "discard", "paddle", "", "paddle", "paddle", "discard", "paddle", "paddle", "paddle", "paddle"], ["machete", "machete", "coin", "machete", "machete", "machete", "coin", "discard", "coin", "discard", "discard", "coin", "discard", "discard", "coin", "paddle", "", "machete", "machete", "machete", "machete", "machete", "discard", "discard", "machete", "discard", "paddle", "", "coin", "paddle", "", "discard", "machete", "paddle", "paddle", "coin", "remove", "machete", "machete", "machete", "machete", "coin", "", "machete", "machete", "paddle", "paddle", "discard", "machete", "paddle", "machete", "machete", "paddle", "coin", "coin", "paddle", "machete", "machete", "coin", "", "coin", "paddle", "coin", "coin", "discard", "paddle", "machete", "machete", "paddle", "coin", "coin", "machete", "paddle", "", "machete", "coin", "coin", "coin", "coin", "machete", "paddle", "paddle", "coin", "discard", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "paddle", "", "machete", "", "discard", "coin", "coin", "machete", "machete", "coin", "coin", "coin", "paddle", "machete", "machete", "paddle", "", "machete", "coin", "coin", "discard", "coin", "machete", "coin", "paddle", "paddle", "machete", "machete", "machete", "machete", "coin", "", "machete", "paddle", "paddle", "machete", "machete", "remove", "machete", "machete", "machete", "machete", "machete", "", "machete", "machete", "paddle", "coin", "coin", "machete", "coin", "coin", "paddle", "coin", "machete", "machete", "machete", "", "", "paddle", "machete", "", "coin", "coin", "", "discard", "machete", "remove", "paddle", "paddle", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "paddle", "paddle", "paddle", "machete", "machete", "", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "paddle", "paddle", "machete", "machete", "machete", "", "paddle", "machete", "paddle", "discard", "", "machete", "machete", "discard", "paddle", "discard", "machete", "machete", "machete", "machete", "remove", "", "machete", "", "paddle", "paddle", "discard", "discard", "paddle", "machete", "machete", "remove", "", "paddle", "paddle", "machete", "", "machete", "machete", "paddle", "", "machete", "machete", "machete"], ["machete", "", "machete", "machete", "paddle", "", "machete", "machete", "machete", "coin", "paddle", "discard", "coin", "coin", "paddle", "discard", "", "machete", "paddle", "machete", "machete", "machete", "discard", "coin", "machete", "paddle", "discard", "paddle", "paddle", "machete", "machete", "", "machete", "machete", "machete", "machete", "discard", "paddle", "coin", "", "paddle", "discard", "coin", "discard", "discard", "coin", "discard", "discard", "coin", "machete", "coin", "paddle", "coin", "paddle", "machete", "machete", "paddle", "coin", "machete", "", "paddle", "machete", "discard", "machete", "paddle", "coin", "", "", "machete", "machete", "discard", "coin", "paddle", "paddle", "discard", "machete", "machete", "machete", "machete", "coin", "machete", "paddle", "paddle", "", "coin", "paddle", "paddle", "", "machete", "machete", "machete", "machete", "machete", "", "", "discard", "discard", "", "coin", "coin", "coin", "discard", "coin", "coin", "coin", "", "coin", "machete", "", "remove", "", "machete", "coin", "", "", "machete", "paddle", "paddle", "machete", "", "coin", "machete", "machete", "discard", "discard", "machete", "paddle", "machete", "machete", "machete", "machete", "machete", "coin", "machete", "machete", "", "machete", "paddle", "coin", "discard", "coin", "coin", "coin", "machete", "machete", "machete", "remove", "machete", "remove", "machete", "coin", "machete", "", "machete", "machete", "coin", "coin", "coin", "", "", "machete", "discard", "machete", "machete", "coin", "machete", "coin", "machete", "discard", "", "discard", "machete", "discard", "coin", "coin", "coin", "paddle", "paddle", "paddle", "paddle", "machete", "", "machete", "", "machete", "machete", "discard", "machete", "coin", "machete", "machete", "discard", "paddle", "paddle", "", "paddle", "machete", "machete", "machete", "", "paddle", "machete", "machete", "machete", "machete", "discard", "discard", "machete", "machete", "paddle", "paddle", "remove", "paddle", "", "", "discard", "discard", "machete", "remove", "machete", "coin", "coin", "discard", "discard", "machete", "machete", "coin", "coin"], ["machete", "machete", "coin", "machete", "machete", "paddle", "paddle", "paddle", "", "", "discard", "paddle", "paddle", "paddle", "", "coin", "machete", "paddle", "machete", "machete", "machete", "remove", "", "paddle", "paddle", "", "", "machete", "machete", "machete", "discard", "discard", "discard", "machete", "discard", "machete", "machete", "paddle", "coin", "machete", "", "", "discard", "", "machete", "discard", "paddle", "", "", "machete", "machete", "", "remove", "machete", "machete", "machete", "machete", "", "machete", "machete", "machete", "machete", "discard", "machete", "machete", "paddle", "machete", "machete", "discard", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "coin", "machete", "paddle", "machete", "machete", "machete", "paddle", "paddle", "paddle", "discard", "discard", "machete", "", "coin", "machete", "coin", "machete", "coin", "coin", "coin", "", "machete", "machete", "machete", "machete", "machete", "coin", "coin", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete", "coin", "coin", "remove", "coin", "machete", "", "paddle", "machete", "coin", "machete", "coin", "coin", "coin", "paddle", "paddle", "machete", "discard", "machete", "remove", "", "coin", "coin", "machete", "machete", "", "paddle", "machete", "machete", "remove", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "coin", "", "", "machete", "machete", "coin", "coin", "", "machete", "machete", "machete", "machete", "coin", "", "coin", "machete", "machete", "paddle", "machete", "", "coin", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "machete", "paddle", "paddle", "", "machete", "machete", "machete", "machete", "machete", "paddle", "paddle", "paddle", "paddle", "machete", "machete", "paddle", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete"], ["machete", "machete", "coin", "machete", "machete", "coin", "machete", "machete", "paddle", "", "paddle", "machete", "machete", "machete", "machete", "", "machete", "machete", "discard", "machete", "machete", "", "machete", "machete", "", "", "machete", "machete", "machete", "", "", "", "", "", "discard", "machete", "", "", "machete", "machete", "machete", "", "machete", "machete", "machete", "machete", "discard", "machete", "machete", "", "", "remove", "machete", "machete", "paddle", "paddle", "machete", "machete", "", "paddle", "machete", "machete", "machete", "machete", "", "machete", "machete", "", "paddle", "paddle", "coin", "coin", "machete", "", "paddle", "paddle", "", "coin", "coin", "discard", "paddle", "paddle", "coin", "coin", "paddle", "paddle", "machete", "coin", "machete", "paddle", "machete", "machete", "coin", "", "", "paddle", "coin", "machete", "coin", "", "machete", "machete", "machete", "machete", "machete", "machete", "remove", "machete", "machete", "machete", "coin", "machete", "machete", "machete", "coin", "", "machete", "remove", "machete", "machete", "machete", "machete", "", "paddle", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "machete", "remove", "machete", "machete", "remove", "machete", "machete", "machete", "machete", "machete", "paddle", "paddle", "machete", "machete", "", "machete", "coin", "machete", "paddle", "paddle", "", "coin", "machete", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete", "", "remove", "paddle", "paddle", "coin", "", "", "paddle", "paddle", "machete", "machete", "", "machete", "machete", "machete", "machete", "coin", "", "remove", "machete", "", "coin", "machete", "paddle", "paddle", "machete", "machete", "machete", "machete", "machete", "machete", "coin", "", "coin", "machete", "machete", "machete", "machete", "paddle", "paddle", "machete", "machete", "machete", "machete", "coin", "coin", "coin", "coin", "machete", "machete", "machete", "machete", "machete", "machete", "", "discard", "coin", "coin", "machete", "machete", "machete", "coin", "coin", "discard", "coin", "machete"], ["", "paddle", "machete", "coin", "machete", "", "machete", "coin", "machete", "machete", "", "machete", "machete", "machete", "", "coin", "", "machete", "paddle", "machete", "machete", "", "machete", "machete", "remove", "", "discard", "machete", "machete", "machete", "paddle", "machete", "machete", "machete", "coin", "coin", "", "coin", "coin", "coin", "coin", "paddle", "machete", "machete", "", "paddle", "coin", "coin", "machete", "machete", "paddle", "paddle", "discard", "", "machete", "remove", "machete", "", "paddle", "discard", "discard", "machete", "machete", "paddle", "paddle", "discard", "discard", "discard", "paddle", "paddle", "discard", "discard", "discard", "paddle", "paddle", "paddle", "paddle", "", "", "", "machete", "machete", "machete", "discard", "", "discard", "machete", "discard", "coin", "machete", "machete", "coin", "machete", "discard", "machete", "discard", "machete", "machete", "machete", "machete", "remove", "machete", "paddle", "discard", "paddle", "", "machete", "coin", "machete", "machete", "machete", "machete", "machete", "", "machete", "paddle", "machete", "coin", "machete", "paddle", "paddle", "paddle", "machete", "machete", "machete", "paddle", "", "coin", "machete", "paddle", "paddle", "paddle", "paddle", "machete", "discard", "machete", "coin", "machete", "paddle", "paddle", "", "machete", "machete", "machete", "machete", "paddle", "machete", "", "coin", "machete", "coin", "coin", "coin", "coin"]];
const C_BOARD_NEED = [[1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 0, 1, 1, 1, 1, 1, 2, 3, 0, 0, 1, 1, 1, 1, 0, 2, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 3, 1, 2, 1, 2, 1, 3, 2, 1, 2, 1, 1, 4, 1, 1, 1, 1, 2, 1, 1, 0, 1, 1, 4, 1, 1, 1, 2, 2, 2, 1, 2, 1, 1, 3, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 3, 2, 1, 2, 1, 3, 1, 1, 3, 1, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 0, 1, 1, 1, 1, 1, 2, 1, 1, 3, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 0, 1], [1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 3, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 2, 1, 2, 2, 1, 2, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2, 1, 1, 1, 1, 2, 1, 1, 2, 2, 1, 1, 1, 2, 1, 3, 2, 1, 1, 1, 2, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1, 0, 1, 1, 3, 3, 3, 2, 1, 1, 1, 2, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 2, 4, 3, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 1, 1, 1, 1, 1, 1, 2, 4, 2, 1, 1, 1, 2, 2, 3, 1, 0, 1, 1, 1, 1, 2, 1, 1], [1, 1, 1, 1, 1, 1, 3, 1, 3, 1, 1, 1, 4, 0, 1, 0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 4, 1, 3, 1, 2, 1, 0, 1, 0, 1, 1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 0, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 1, 4, 1, 2, 0, 2, 1, 1, 1, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 2, 1, 3, 1, 3, 2, 1, 1, 1, 1, 3, 1, 1, 0, 1, 1, 2, 1, 2, 1, 2, 1, 1, 1, 1, 2, 1, 2, 1, 1, 1, 0, 1, 1, 2, 1, 1, 1, 1, 2, 2, 0, 1, 1, 3, 1, 1, 1, 0, 1, 1, 2, 1, 1, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 3, 2, 1, 2, 1, 2, 2, 1, 1, 0, 2, 1, 2, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 2, 1, 3, 2, 1, 1, 0, 1, 1, 2, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 0, 1, 0, 1, 3, 2, 2, 1, 1, 2, 3, 1, 2, 1, 1, 0, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 0, 1, 1, 1, 1, 2, 1, 1, 2, 2, 2, 1, 1, 2, 1, 1, 0, 1, 1, 2, 1, 0, 1, 1, 3, 2, 1, 1, 1, 1, 1, 2, 0, 2, 0, 1, 2, 1, 1, 2, 1, 2, 3, 0, 1, 2, 1, 0, 2, 1, 1, 0, 1, 1, 1], [1, 0, 1, 1, 2, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 3, 1, 0, 2, 2, 1, 2, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1, 3, 1, 1, 1, 1, 1, 2, 1, 1, 1, 0, 1, 1, 1, 1, 2, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 0, 1, 1, 2, 3, 4, 0, 0, 1, 1, 1, 1, 1, 1, 4, 1, 2, 0, 2, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 2, 1, 1, 2, 1, 2, 1, 2, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 2, 2, 1, 2, 1, 1, 4, 0, 0, 1, 2, 1, 1, 2, 1, 1, 1, 2, 1, 1, 2, 1], [1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 3, 1, 1, 1, 0, 1, 1, 1, 1, 2, 2, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 0, 0, 2, 0, 1, 1, 2, 0, 0, 2, 1, 0, 1, 2, 2, 1, 2, 0, 2, 1, 1, 1, 1, 1, 1, 3, 1, 2, 1, 4, 1, 1, 2, 1, 3, 1, 2, 1, 0, 1, 2, 1, 3, 1, 3, 1, 2, 2, 1, 2, 1, 3, 1, 2, 1, 2, 1, 4, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 2, 1, 1, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 2, 1, 0, 3, 2, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 0, 0, 1, 1, 3, 1, 0, 2, 1, 3, 1, 2, 0, 2, 1, 1, 1, 1, 0, 3, 1, 2, 1, 1, 1, 2, 3, 2, 1, 2, 0, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2], [1, 1, 1, 1, 1, 2, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 2, 1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 2, 1, 0, 0, 1, 1, 2, 0, 1, 1, 1, 1, 2, 1, 1, 0, 0, 3, 2, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 0, 1, 1, 0, 1, 1, 1, 2, 1, 0, 1, 1, 0, 1, 2, 3, 1, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 4, 0, 0, 4, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2, 1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 2, 1, 1, 2, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 1, 1, 1, 0, 3, 1, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1, 3, 1, 0, 0, 1, 1, 1, 3, 0, 2, 1, 1, 1, 1, 0, 1, 3, 0, 3, 1, 2, 1, 1, 1, 1, 1, 1, 2, 2, 0, 1, 3, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 4, 2, 1, 2, 1, 1, 2, 1, 0, 1, 3, 2, 2, 1, 1, 1, 2, 1, 1, 1], [0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 0, 1, 2, 2, 1, 1, 2, 1, 0, 3, 1, 2, 1, 2, 2, 1, 2, 0, 1, 1, 1, 0, 1, 1, 2, 1, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 1, 1, 1, 1, 1, 2, 1, 1, 0, 2, 1, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 1, 2, 0, 1, 1, 2, 1, 1, 1, 0, 3, 1, 1, 1, 1, 1]];
const C_BOARD_NEIGH = [[["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], ["-1,12", "-1,14", "-2,13", "-2,14", "0,12", "0,13"], ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], ["-1,18", "-1,20", "-2,19", "-2,20", "0,18", "0,19"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,19", "-1,21", "-2,20", "0,19", "0,20"], ["-1,20", "-1,22", "0,20", "0,21"], ["-1,21", "-1,23", "0,21", "0,22"], ["-1,22", "0,22", "0,23"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,10", "-2,10", "0,8", "0,9"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,10", "-1,9", "-2,11"], ["-1,10", "-1,11", "-2,10", "-2,12"], ["-1,11", "-1,12", "-2,11", "-2,13"], ["-1,12", "-1,13", "-2,12", "-2,14"], ["-1,13", "-1,14", "-2,13", "-2,15", "-3,15"], ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,19", "-1,20", "-2,19", "-3,20"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,14", "-2,15", "-3,16", "-4,16"], ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,19", "-2,20", "-3,19", "-4,20"], ["-2,2", "-2,3", "-3,2"], ["-3,15", "-3,16", "-4,17", "-5,17"], ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], ["-3,19", "-3,20", "-4,19", "-5,20"], ["-4,16", "-4,17", "-5,18"], ["-4,17", "-4,18", "-5,17", "-5,19"], ["-4,18", "-4,19", "-5,18", "-5,20"], ["-4,19", "-4,20", "-5,19"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], ["-1,18", "-1,19", "0,17", "0,19", "1,17", "1,18"], ["-1,19", "-1,20", "0,18", "0,20", "1,18", "1,19"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,20", "-1,21", "0,19", "0,21", "1,19", "1,20"], ["-1,21", "-1,22", "0,20", "0,22", "1,20", "1,21"], ["-1,22", "-1,23", "0,21", "0,23", "1,21", "1,22"], ["-1,23", "0,22", "1,22", "1,23"], ["-1,3", "0,2", "1,2", "1,3"], ["-1,9", "0,9", "1,7", "1,8"], ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "0,14", "1,12", "1,14", "2,12"], ["0,14", "0,15", "1,13", "1,15"], ["0,15", "0,16", "1,14", "1,16"], ["0,16", "0,17", "1,15", "1,17"], ["0,17", "0,18", "1,16", "1,18", "2,17"], ["0,18", "0,19", "1,17", "1,19", "2,17", "2,18"], ["0,19", "0,20", "1,18", "1,20", "2,18", "2,19"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,20", "0,21", "1,19", "1,21", "2,19", "2,20"], ["0,21", "0,22", "1,20", "1,22", "2,20", "2,21"], ["0,22", "0,23", "1,21", "1,23", "2,21", "2,22"], ["0,23", "1,22", "2,22", "2,23"], ["0,3", "1,2", "1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["1,5", "1,7", "2,5", "2,6"], ["0,8", "1,6", "1,8", "2,6", "2,7"], ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], ["1,12", "1,13", "2,11", "3,11"], ["1,17", "1,18", "2,18", "3,17"], ["1,18", "1,19", "2,17", "2,19", "3,17", "3,18"], ["1,19", "1,20", "2,18", "2,20", "3,18", "3,19"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,20", "1,21", "2,19", "2,21", "3,19", "3,20"], ["1,21", "1,22", "2,20", "2,22", "3,20", "3,21"], ["1,22", "1,23", "2,21", "2,23", "3,21", "3,22"], ["1,23", "2,22", "3,22"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], ["2,11", "2,12", "3,10", "4,10"], ["2,17", "2,18", "3,18", "4,17"], ["2,18", "2,19", "3,17", "3,19", "4,17", "4,18"], ["2,19", "2,20", "3,18", "3,20", "4,18", "4,19"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,20", "2,21", "3,19", "3,21", "4,19", "4,20"], ["2,21", "2,22", "3,20", "3,22", "4,20", "4,21"], ["2,22", "2,23", "3,21", "4,21"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,10", "3,11", "4,9"], ["3,17", "3,18", "4,18", "5,17"], ["3,18", "3,19", "4,17", "4,19", "5,17", "5,18"], ["3,19", "3,20", "4,18", "4,20", "5,18", "5,19"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,20", "3,21", "4,19", "4,21", "5,19", "5,20"], ["3,21", "3,22", "4,20", "5,20", "5,21"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "3,7", "4,5", "4,7", "5,5"], ["3,7", "3,8", "4,6", "4,8"], ["3,8", "3,9", "4,7", "4,9"], ["3,10", "3,9", "4,10", "4,8"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,17", "4,18", "5,18"], ["4,18", "4,19", "5,17", "5,19"], ["4,19", "4,20", "5,18", "5,20", "6,19"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,20", "4,21", "5,19", "5,21", "6,19", "6,20"], ["4,21", "5,20", "6,20", "6,21"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "6,4"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,19", "5,20", "6,20", "7,19"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,20", "5,21", "6,19", "6,21", "7,19", "7,20"], ["5,21", "6,20", "7,20"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "7,3"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,19", "6,20", "7,20"], ["6,2", "6,3", "7,1", "7,3"], ["6,20", "6,21", "7,19"], ["6,3", "6,4", "7,2"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], ["-1,12", "-2,13", "0,12", "0,13"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,10", "-2,10", "0,8", "0,9"], ["-10,19", "-11,19", "-9,17", "-9,18"], ["-10,18", "-10,20", "-11,19", "-11,20", "-9,18", "-9,19"], ["-10,19", "-10,21", "-11,20", "-11,21", "-9,19", "-9,20"], ["-10,20", "-10,22", "-11,21", "-11,22", "-9,20", "-9,21"], ["-10,21", "-10,23", "-11,22", "-11,23", "-9,21", "-9,22"], ["-10,22", "-11,23", "-9,22", "-9,23"], ["-10,18", "-10,19", "-11,20", "-12,20"], ["-10,19", "-10,20", "-11,19", "-11,21", "-12,20", "-12,21"], ["-10,20", "-10,21", "-11,20", "-11,22", "-12,21", "-12,22"], ["-10,21", "-10,22", "-11,21", "-11,23", "-12,22", "-12,23"], ["-10,22", "-10,23", "-11,22", "-12,23", "-12,24"], ["-11,19", "-11,20", "-12,21"], ["-11,20", "-11,21", "-12,20", "-12,22"], ["-11,21", "-11,22", "-12,21", "-12,23", "-13,23"], ["-11,22", "-11,23", "-12,22", "-12,24", "-13,23", "-13,24"], ["-11,23", "-12,23", "-13,24", "-13,25"], ["-12,22", "-12,23", "-13,24", "-14,24"], ["-12,23", "-12,24", "-13,23", "-13,25", "-14,24", "-14,25"], ["-12,24", "-13,24", "-14,25"], ["-13,23", "-13,24", "-14,25"], ["-13,24", "-13,25", "-14,24"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,10", "-1,9", "-2,11", "-3,10", "-3,11"], ["-1,10", "-1,11", "-2,10", "-2,12", "-3,11", "-3,12"], ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], ["-1,12", "-1,13", "-2,12", "-3,13"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,10", "-3,11", "-4,10", "-4,11"], ["-2,10", "-2,11", "-3,10", "-3,12", "-4,11", "-4,12"], ["-2,11", "-2,12", "-3,11", "-3,13", "-4,12", "-4,13"], ["-2,12", "-2,13", "-3,12", "-4,13", "-4,14"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,2", "-2,3", "-3,2"], ["-3,10", "-4,11", "-5,10", "-5,11"], ["-3,10", "-3,11", "-4,10", "-4,12", "-5,11", "-5,12"], ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], ["-3,13", "-4,13", "-5,14", "-5,15"], ["-4,10", "-5,11", "-6,10", "-6,11"], ["-4,10", "-4,11", "-5,10", "-5,12", "-6,11", "-6,12"], ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], ["-4,14", "-5,14", "-6,15", "-6,16"], ["-5,10", "-6,11", "-7,11"], ["-5,10", "-5,11", "-6,10", "-6,12", "-7,11", "-7,12"], ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], ["-5,15", "-6,15", "-6,17", "-7,16", "-7,17"], ["-6,16", "-6,18", "-7,17", "-7,18"], ["-6,17", "-6,19", "-7,18", "-7,19"], ["-6,18", "-6,20", "-7,19", "-7,20"], ["-6,19", "-7,20", "-7,21"], ["-6,10", "-6,11", "-7,12", "-8,12"], ["-6,11", "-6,12", "-7,11", "-7,13", "-8,12", "-8,13"], ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], ["-6,16", "-6,17", "-7,16", "-7,18", "-8,17", "-8,18"], ["-6,17", "-6,18", "-7,17", "-7,19", "-8,18", "-8,19"], ["-6,18", "-6,19", "-7,18", "-7,20", "-8,19", "-8,20"], ["-6,19", "-6,20", "-7,19", "-7,21", "-8,20", "-8,21"], ["-6,20", "-7,20", "-8,21", "-8,22"], ["-7,11", "-7,12", "-8,13", "-9,13"], ["-7,12", "-7,13", "-8,12", "-8,14", "-9,13", "-9,14"], ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], ["-7,16", "-7,17", "-8,16", "-8,18", "-9,17", "-9,18"], ["-7,17", "-7,18", "-8,17", "-8,19", "-9,18", "-9,19"], ["-7,18", "-7,19", "-8,18", "-8,20", "-9,19", "-9,20"], ["-7,19", "-7,20", "-8,19", "-8,21", "-9,20", "-9,21"], ["-7,20", "-7,21", "-8,20", "-8,22", "-9,21", "-9,22"], ["-7,21", "-8,21", "-9,22", "-9,23"], ["-8,12", "-8,13", "-9,14"], ["-8,13", "-8,14", "-9,13", "-9,15"], ["-8,14", "-8,15", "-9,14", "-9,16"], ["-8,15", "-8,16", "-9,15", "-9,17"], ["-10,18", "-8,16", "-8,17", "-9,16", "-9,18"], ["-10,18", "-10,19", "-8,17", "-8,18", "-9,17", "-9,19"], ["-10,19", "-10,20", "-8,18", "-8,19", "-9,18", "-9,20"], ["-10,20", "-10,21", "-8,19", "-8,20", "-9,19", "-9,21"], ["-10,21", "-10,22", "-8,20", "-8,21", "-9,20", "-9,22"], ["-10,22", "-10,23", "-8,21", "-8,22", "-9,21", "-9,23"], ["-10,23", "-8,22", "-9,22"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "0,12", "1,12", "1,13"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "0,2", "1,2", "1,3"], ["-1,9", "0,9", "1,7", "1,8"], ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "1,12", "2,12"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,3", "1,2", "1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["1,5", "2,5", "2,6"], ["0,8", "1,8", "2,7"], ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], ["10,4", "11,3", "9,3", "9,4"], ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], ["10,6", "11,6", "9,7", "9,8"], ["10,3", "10,4", "11,4"], ["10,4", "10,5", "11,3", "11,5"], ["10,5", "10,6", "11,4", "11,6"], ["10,6", "10,7", "11,5"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], ["1,12", "1,13", "2,11", "3,11"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "2,5", "3,5", "3,6"], ["1,7", "1,8", "2,8", "3,7"], ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], ["2,11", "2,12", "3,10", "4,10"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "3,5", "4,5", "4,6"], ["2,7", "2,8", "3,8", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,10", "3,11", "4,9", "5,9"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "4,5", "5,5", "5,6"], ["3,7", "3,8", "4,8", "5,6", "5,7"], ["3,8", "3,9", "4,7", "4,9", "5,7", "5,8"], ["3,10", "3,9", "4,10", "4,8", "5,8", "5,9"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], ["4,6", "4,7", "5,5", "5,7", "6,5", "6,6"], ["4,7", "4,8", "5,6", "5,8", "6,6", "6,7"], ["4,8", "4,9", "5,7", "5,9", "6,7", "6,8"], ["4,10", "4,9", "5,8", "6,8", "6,9"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], ["5,9", "6,8", "7,8", "7,9"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,2", "6,3", "7,1", "7,3"], ["6,3", "6,4", "7,2", "7,4", "8,3"], ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], ["6,9", "7,8", "8,8", "8,9"], ["7,3", "7,4", "8,4", "9,3"], ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], ["7,9", "8,8", "9,8"], ["10,3", "8,3", "8,4", "9,4"], ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], ["10,7", "8,8", "8,9", "9,7"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,11", "-1,9", "-2,11", "0,10", "0,9"], ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], ["-1,12", "-1,14", "-2,13", "-2,14", "0,12", "0,13"], ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], ["-1,15", "-1,17", "-2,16", "-2,17", "0,15"], ["-1,16", "-1,18", "-2,17", "-2,18"], ["-1,17", "-1,19", "-2,18", "-2,19"], ["-1,18", "-1,20", "-2,19", "-2,20"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,19", "-2,20", "-2,21"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,9", "0,7", "0,8"], ["-1,10", "-1,8", "0,8", "0,9"], ["-10,28", "-9,26", "-9,27"], ["-10,27", "-10,29", "-9,27", "-9,28"], ["-10,28", "-10,30", "-9,28", "-9,29"], ["-10,29", "-9,29", "-9,30"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,10", "-1,11", "-2,12", "-3,12"], ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], ["-1,12", "-1,13", "-2,12", "-2,14", "-3,13", "-3,14"], ["-1,13", "-1,14", "-2,13", "-2,15", "-3,14", "-3,15"], ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,19", "-1,20", "-2,19", "-2,21", "-3,20", "-3,21"], ["-1,20", "-2,20", "-3,21", "-3,22"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,11", "-2,12", "-3,13", "-4,13"], ["-2,12", "-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], ["-2,21", "-3,21", "-4,22", "-4,23"], ["-2,2", "-2,3", "-3,2"], ["-3,12", "-3,13", "-4,14"], ["-3,13", "-3,14", "-4,13", "-4,15"], ["-3,14", "-3,15", "-4,14", "-4,16"], ["-3,15", "-3,16", "-4,15", "-4,17"], ["-3,16", "-3,17", "-4,16", "-4,18", "-5,18"], ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], ["-3,19", "-3,20", "-4,19", "-4,21", "-5,20", "-5,21"], ["-3,20", "-3,21", "-4,20", "-4,22", "-5,21", "-5,22"], ["-3,21", "-3,22", "-4,21", "-4,23", "-5,22", "-5,23"], ["-3,22", "-4,22", "-4,24", "-5,23", "-5,24"], ["-4,23", "-4,25", "-5,24", "-5,25"], ["-4,24", "-4,26", "-5,25", "-5,26"], ["-4,25", "-4,27", "-5,26", "-5,27"], ["-4,26", "-5,27", "-5,28"], ["-4,17", "-4,18", "-5,19", "-6,19"], ["-4,18", "-4,19", "-5,18", "-5,20", "-6,19", "-6,20"], ["-4,19", "-4,20", "-5,19", "-5,21", "-6,20", "-6,21"], ["-4,20", "-4,21", "-5,20", "-5,22", "-6,21", "-6,22"], ["-4,21", "-4,22", "-5,21", "-5,23", "-6,22", "-6,23"], ["-4,22", "-4,23", "-5,22", "-5,24", "-6,23", "-6,24"], ["-4,23", "-4,24", "-5,23", "-5,25", "-6,24", "-6,25"], ["-4,24", "-4,25", "-5,24", "-5,26", "-6,25", "-6,26"], ["-4,25", "-4,26", "-5,25", "-5,27", "-6,26", "-6,27"], ["-4,26", "-4,27", "-5,26", "-5,28", "-6,27", "-6,28"], ["-4,27", "-5,27", "-6,28", "-6,29"], ["-5,18", "-5,19", "-6,20", "-7,20"], ["-5,19", "-5,20", "-6,19", "-6,21", "-7,20", "-7,21"], ["-5,20", "-5,21", "-6,20", "-6,22", "-7,21", "-7,22"], ["-5,21", "-5,22", "-6,21", "-6,23", "-7,22", "-7,23"], ["-5,22", "-5,23", "-6,22", "-6,24", "-7,23", "-7,24"], ["-5,23", "-5,24", "-6,23", "-6,25", "-7,24", "-7,25"], ["-5,24", "-5,25", "-6,24", "-6,26", "-7,25", "-7,26"], ["-5,25", "-5,26", "-6,25", "-6,27", "-7,26", "-7,27"], ["-5,26", "-5,27", "-6,26", "-6,28", "-7,27", "-7,28"], ["-5,27", "-5,28", "-6,27", "-6,29", "-7,28", "-7,29"], ["-5,28", "-6,28", "-6,30", "-7,29", "-7,30"], ["-6,29", "-6,31", "-7,30", "-7,31"], ["-6,30", "-7,31", "-7,32"], ["-6,19", "-6,20", "-7,21"], ["-6,20", "-6,21", "-7,20", "-7,22"], ["-6,21", "-6,22", "-7,21", "-7,23"], ["-6,22", "-6,23", "-7,22", "-7,24"], ["-6,23", "-6,24", "-7,23", "-7,25", "-8,25"], ["-6,24", "-6,25", "-7,24", "-7,26", "-8,25", "-8,26"], ["-6,25", "-6,26", "-7,25", "-7,27", "-8,26", "-8,27"], ["-6,26", "-6,27", "-7,26", "-7,28", "-8,27", "-8,28"], ["-6,27", "-6,28", "-7,27", "-7,29", "-8,28", "-8,29"], ["-6,28", "-6,29", "-7,28", "-7,30", "-8,29", "-8,30"], ["-6,29", "-6,30", "-7,29", "-7,31", "-8,30", "-8,31"], ["-6,30", "-6,31", "-7,30", "-7,32", "-8,31", "-8,32"], ["-6,31", "-7,31", "-8,32"], ["-7,24", "-7,25", "-8,26", "-9,26"], ["-7,25", "-7,26", "-8,25", "-8,27", "-9,26", "-9,27"], ["-7,26", "-7,27", "-8,26", "-8,28", "-9,27", "-9,28"], ["-7,27", "-7,28", "-8,27", "-8,29", "-9,28", "-9,29"], ["-7,28", "-7,29", "-8,28", "-8,30", "-9,29", "-9,30"], ["-7,29", "-7,30", "-8,29", "-8,31", "-9,30"], ["-7,30", "-7,31", "-8,30", "-8,32"], ["-7,31", "-7,32", "-8,31"], ["-10,27", "-8,25", "-8,26", "-9,27"], ["-10,27", "-10,28", "-8,26", "-8,27", "-9,26", "-9,28"], ["-10,28", "-10,29", "-8,27", "-8,28", "-9,27", "-9,29"], ["-10,29", "-10,30", "-8,28", "-8,29", "-9,28", "-9,30"], ["-10,30", "-8,29", "-8,30", "-9,29"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], ["-1,15", "-1,16", "0,14", "1,14"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "0,2", "1,2", "1,3"], ["-1,8", "0,8", "1,6", "1,7"], ["-1,8", "-1,9", "0,7", "0,9", "1,7", "1,8"], ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "0,14", "1,12", "1,14", "2,12", "2,13"], ["0,14", "0,15", "1,13", "2,13"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,3", "1,2", "1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["0,7", "1,5", "1,7", "2,5", "2,6"], ["0,7", "0,8", "1,6", "1,8", "2,6", "2,7"], ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,10", "1,11", "2,11", "2,9", "3,9"], ["1,11", "1,12", "2,10", "2,12"], ["1,12", "1,13", "2,11", "2,13"], ["1,13", "1,14", "2,12"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,8", "4,8"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "3,7", "4,5", "4,7", "5,5"], ["3,7", "3,8", "4,6", "4,8"], ["3,8", "3,9", "4,7"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "6,4"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "7,3"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,2", "6,3", "7,1", "7,3"], ["6,3", "6,4", "7,2"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], ["-1,12", "-2,13", "0,12", "0,13"], ["-1,15", "-2,14", "-2,15", "0,14"], ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], ["-1,18", "-2,19", "-2,20", "0,18"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,10", "-2,10", "0,8", "0,9"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,10", "-1,9", "-2,11", "-3,11"], ["-1,10", "-1,11", "-2,10", "-2,12", "-3,11", "-3,12"], ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], ["-1,12", "-1,13", "-2,12", "-3,13", "-3,14"], ["-1,14", "-2,15", "-3,14", "-3,15"], ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,19", "-2,19", "-2,21", "-3,20", "-3,21"], ["-2,20", "-2,22", "-3,21", "-3,22"], ["-2,21", "-2,23", "-3,22", "-3,23"], ["-2,22", "-2,24", "-3,23", "-3,24"], ["-2,23", "-3,24", "-3,25"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,10", "-2,11", "-3,12", "-4,11", "-4,12"], ["-2,11", "-2,12", "-3,11", "-3,13", "-4,12", "-4,13"], ["-2,12", "-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], ["-2,21", "-2,22", "-3,21", "-3,23", "-4,22", "-4,23"], ["-2,22", "-2,23", "-3,22", "-3,24", "-4,23", "-4,24"], ["-2,23", "-2,24", "-3,23", "-3,25", "-4,24", "-4,25"], ["-2,24", "-3,24", "-4,25", "-4,26"], ["-2,2", "-2,3", "-3,2"], ["-3,11", "-4,12", "-5,11", "-5,12"], ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], ["-3,13", "-3,14", "-4,13", "-4,15", "-5,14", "-5,15"], ["-3,14", "-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], ["-3,19", "-3,20", "-4,19", "-4,21", "-5,20", "-5,21"], ["-3,20", "-3,21", "-4,20", "-4,22", "-5,21", "-5,22"], ["-3,21", "-3,22", "-4,21", "-4,23", "-5,22", "-5,23"], ["-3,22", "-3,23", "-4,22", "-4,24", "-5,23", "-5,24"], ["-3,23", "-3,24", "-4,23", "-4,25", "-5,24", "-5,25"], ["-3,24", "-3,25", "-4,24", "-4,26", "-5,25", "-5,26"], ["-3,25", "-4,25", "-4,27", "-5,26", "-5,27"], ["-4,26", "-4,28", "-5,27", "-5,28"], ["-4,27", "-5,28", "-5,29"], ["-4,11", "-5,12", "-6,11", "-6,12"], ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16", "-6,17"], ["-4,16", "-4,17", "-5,16", "-5,18", "-6,17"], ["-4,17", "-4,18", "-5,17", "-5,19"], ["-4,18", "-4,19", "-5,18", "-5,20"], ["-4,19", "-4,20", "-5,19", "-5,21"], ["-4,20", "-4,21", "-5,20", "-5,22", "-6,22"], ["-4,21", "-4,22", "-5,21", "-5,23", "-6,22", "-6,23"], ["-4,22", "-4,23", "-5,22", "-5,24", "-6,23", "-6,24"], ["-4,23", "-4,24", "-5,23", "-5,25", "-6,24", "-6,25"], ["-4,24", "-4,25", "-5,24", "-5,26", "-6,25", "-6,26"], ["-4,25", "-4,26", "-5,25", "-5,27", "-6,26", "-6,27"], ["-4,26", "-4,27", "-5,26", "-5,28", "-6,27", "-6,28"], ["-4,27", "-4,28", "-5,27", "-5,29", "-6,28", "-6,29"], ["-4,28", "-5,28", "-6,29"], ["-5,11", "-6,12", "-7,12"], ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], ["-5,15", "-5,16", "-6,15", "-6,17", "-7,16", "-7,17"], ["-5,16", "-5,17", "-6,16", "-7,17"], ["-5,21", "-5,22", "-6,23", "-7,23"], ["-5,22", "-5,23", "-6,22", "-6,24", "-7,23", "-7,24"], ["-5,23", "-5,24", "-6,23", "-6,25", "-7,24", "-7,25"], ["-5,24", "-5,25", "-6,24", "-6,26", "-7,25", "-7,26"], ["-5,25", "-5,26", "-6,25", "-6,27", "-7,26", "-7,27"], ["-5,26", "-5,27", "-6,26", "-6,28", "-7,27"], ["-5,27", "-5,28", "-6,27", "-6,29"], ["-5,28", "-5,29", "-6,28"], ["-6,11", "-6,12", "-7,13", "-8,13"], ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], ["-6,16", "-6,17", "-7,16", "-8,17"], ["-6,22", "-6,23", "-7,24", "-8,24"], ["-6,23", "-6,24", "-7,23", "-7,25", "-8,24", "-8,25"], ["-6,24", "-6,25", "-7,24", "-7,26", "-8,25", "-8,26"], ["-6,25", "-6,26", "-7,25", "-7,27", "-8,26", "-8,27"], ["-6,26", "-6,27", "-7,26", "-8,27"], ["-7,12", "-7,13", "-8,14", "-9,14"], ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], ["-7,16", "-7,17", "-8,16", "-9,17"], ["-7,23", "-7,24", "-8,25"], ["-7,24", "-7,25", "-8,24", "-8,26"], ["-7,25", "-7,26", "-8,25", "-8,27"], ["-7,26", "-7,27", "-8,26"], ["-8,13", "-8,14", "-9,15"], ["-8,14", "-8,15", "-9,14", "-9,16"], ["-8,15", "-8,16", "-9,15", "-9,17"], ["-8,16", "-8,17", "-9,16"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "0,12", "1,12", "1,13"], ["-1,14", "-1,15", "0,15", "1,14"], ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], ["-1,18", "-1,19", "0,17", "1,17"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "0,2", "1,2", "1,3"], ["-1,9", "0,9", "1,7", "1,8"], ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "1,12", "2,12"], ["0,14", "0,15", "1,15"], ["0,15", "0,16", "1,14", "1,16"], ["0,16", "0,17", "1,15", "1,17"], ["0,17", "0,18", "1,16"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,3", "1,2", "1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["1,5", "1,7", "2,5", "2,6"], ["0,8", "1,6", "1,8", "2,6", "2,7"], ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], ["1,12", "1,13", "2,11", "3,11"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], ["2,11", "2,12", "3,10", "4,10"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,10", "3,11", "4,9"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "3,7", "4,5", "4,7", "5,5"], ["3,7", "3,8", "4,6", "4,8"], ["3,8", "3,9", "4,7", "4,9"], ["3,10", "3,9", "4,10", "4,8"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "6,4"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "7,3"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,2", "6,3", "7,1", "7,3"], ["6,3", "6,4", "7,2"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], ["-1,12", "-2,13", "0,12", "0,13"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,2", "-1,4", "-2,3", "-2,4", "0,2", "0,3"], ["-1,3", "-1,5", "-2,4", "-2,5", "0,3", "0,4"], ["-1,4", "-1,6", "-2,5", "-2,6", "0,4", "0,5"], ["-1,5", "-1,7", "-2,6", "-2,7", "0,5", "0,6"], ["-1,6", "-1,8", "-2,7", "-2,8", "0,6", "0,7"], ["-1,7", "-1,9", "-2,8", "-2,9", "0,7", "0,8"], ["-1,10", "-1,8", "-2,10", "-2,9", "0,8", "0,9"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,10", "-1,9", "-2,11", "-2,9", "-3,10"], ["-1,10", "-1,11", "-2,10", "-2,12"], ["-1,11", "-1,12", "-2,11", "-2,13"], ["-1,12", "-1,13", "-2,12"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,2", "-1,3", "-2,2", "-2,4", "-3,3", "-3,4"], ["-1,3", "-1,4", "-2,3", "-2,5", "-3,4", "-3,5"], ["-1,4", "-1,5", "-2,4", "-2,6", "-3,5", "-3,6"], ["-1,5", "-1,6", "-2,5", "-2,7", "-3,6", "-3,7"], ["-1,6", "-1,7", "-2,6", "-2,8", "-3,7", "-3,8"], ["-1,7", "-1,8", "-2,7", "-2,9", "-3,8", "-3,9"], ["-1,8", "-1,9", "-2,10", "-2,8", "-3,10", "-3,9"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,10", "-2,9", "-3,9", "-4,10"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,2", "-2,3", "-3,2", "-3,4"], ["-2,3", "-2,4", "-3,3", "-3,5", "-4,5"], ["-2,4", "-2,5", "-3,4", "-3,6", "-4,5", "-4,6"], ["-2,5", "-2,6", "-3,5", "-3,7", "-4,6", "-4,7"], ["-2,6", "-2,7", "-3,6", "-3,8", "-4,7", "-4,8"], ["-2,7", "-2,8", "-3,7", "-3,9", "-4,8", "-4,9"], ["-2,8", "-2,9", "-3,10", "-3,8", "-4,10", "-4,9"], ["-3,10", "-3,9", "-4,9", "-5,10"], ["-3,4", "-3,5", "-4,6", "-5,6"], ["-3,5", "-3,6", "-4,5", "-4,7", "-5,6", "-5,7"], ["-3,6", "-3,7", "-4,6", "-4,8", "-5,7", "-5,8"], ["-3,7", "-3,8", "-4,7", "-4,9", "-5,8", "-5,9"], ["-3,8", "-3,9", "-4,10", "-4,8", "-5,10", "-5,9"], ["-4,10", "-4,9", "-5,9", "-6,10"], ["-4,5", "-4,6", "-5,7", "-6,7"], ["-4,6", "-4,7", "-5,6", "-5,8", "-6,7", "-6,8"], ["-4,7", "-4,8", "-5,7", "-5,9", "-6,8", "-6,9"], ["-4,8", "-4,9", "-5,10", "-5,8", "-6,10", "-6,9"], ["-5,10", "-5,9", "-6,9"], ["-5,6", "-5,7", "-6,8"], ["-5,7", "-5,8", "-6,7", "-6,9"], ["-5,8", "-5,9", "-6,10", "-6,8"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "0,12", "1,12", "1,13"], ["0,18", "1,16", "1,17"], ["0,17", "1,17", "1,18"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "-1,4", "0,2", "0,4", "1,2"], ["-1,4", "-1,5", "0,3", "0,5"], ["-1,5", "-1,6", "0,4", "0,6"], ["-1,6", "-1,7", "0,5", "0,7"], ["-1,7", "-1,8", "0,6", "0,8", "1,7"], ["-1,8", "-1,9", "0,7", "0,9", "1,7", "1,8"], ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "1,12", "2,12"], ["0,17", "1,17", "2,15", "2,16"], ["0,17", "0,18", "1,16", "1,18", "2,16", "2,17"], ["0,18", "1,17", "2,17"], ["0,2", "0,3", "1,1", "2,1"], ["1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["1,5", "1,7", "2,5", "2,6"], ["0,7", "0,8", "1,6", "1,8", "2,6", "2,7"], ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], ["10,4", "11,3", "9,3", "9,4"], ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], ["10,6", "11,6", "9,7", "9,8"], ["10,3", "10,4", "11,4"], ["10,4", "10,5", "11,3", "11,5"], ["10,5", "10,6", "11,4", "11,6"], ["10,6", "10,7", "11,5"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "3,0"], ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], ["1,12", "1,13", "2,11", "3,11"], ["2,14", "3,12", "3,13"], ["2,13", "2,15", "3,13", "3,14"], ["1,16", "2,14", "2,16", "3,14", "3,15"], ["1,16", "1,17", "2,15", "2,17", "3,15", "3,16"], ["1,17", "1,18", "2,16", "3,16"], ["1,3", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1"], ["2,2", "3,2", "4,0", "4,1"], ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], ["2,11", "2,12", "3,10", "4,10"], ["2,13", "3,13", "4,11", "4,12"], ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], ["2,14", "2,15", "3,13", "3,15", "4,13", "4,14"], ["2,15", "2,16", "3,14", "3,16", "4,14", "4,15"], ["2,16", "2,17", "3,15", "4,15", "4,16"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], ["3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,10", "3,11", "4,9"], ["3,12", "4,12", "5,10", "5,11"], ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], ["3,13", "3,14", "4,12", "4,14", "5,12", "5,13"], ["3,14", "3,15", "4,13", "4,15", "5,13", "5,14"], ["3,15", "3,16", "4,14", "4,16", "5,14", "5,15"], ["3,16", "4,15", "5,15", "5,16"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "3,7", "4,5", "4,7", "5,5", "5,6"], ["3,7", "3,8", "4,6", "4,8"], ["3,8", "3,9", "4,7", "4,9"], ["3,10", "3,9", "4,10", "4,8"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,11", "5,11", "5,9", "6,10", "6,9"], ["4,11", "4,12", "5,10", "5,12", "6,10", "6,11"], ["4,12", "4,13", "5,11", "5,13", "6,11", "6,12"], ["4,13", "4,14", "5,12", "5,14", "6,12", "6,13"], ["4,14", "4,15", "5,13", "5,15", "6,13", "6,14"], ["4,15", "4,16", "5,14", "5,16", "6,14", "6,15"], ["4,16", "5,15", "6,15"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], ["4,6", "5,5", "5,7", "6,5", "6,6"], ["5,6", "5,8", "6,6", "6,7"], ["5,7", "5,9", "6,7", "6,8"], ["5,10", "5,8", "6,8", "6,9"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,10", "5,11", "6,11", "6,9", "7,10", "7,9"], ["5,11", "5,12", "6,10", "6,12", "7,10", "7,11"], ["5,12", "5,13", "6,11", "6,13", "7,11", "7,12"], ["5,13", "5,14", "6,12", "6,14", "7,12", "7,13"], ["5,14", "5,15", "6,13", "6,15", "7,13", "7,14"], ["5,15", "5,16", "6,14", "7,14"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], ["5,10", "5,9", "6,10", "6,8", "7,8", "7,9"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,10", "6,11", "7,11", "7,9", "8,10", "8,9"], ["6,11", "6,12", "7,10", "7,12", "8,10", "8,11"], ["6,12", "6,13", "7,11", "7,13", "8,11", "8,12"], ["6,13", "6,14", "7,12", "7,14", "8,12", "8,13"], ["6,14", "6,15", "7,13", "8,13"], ["6,2", "6,3", "7,1", "7,3"], ["6,3", "6,4", "7,2", "7,4", "8,3"], ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], ["6,10", "6,9", "7,10", "7,8", "8,8", "8,9"], ["7,10", "7,11", "8,11", "8,9"], ["7,11", "7,12", "8,10", "8,12"], ["7,12", "7,13", "8,11", "8,13"], ["7,13", "7,14", "8,12"], ["7,3", "7,4", "8,4", "9,3"], ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], ["7,10", "7,9", "8,10", "8,8", "9,8"], ["10,3", "8,3", "8,4", "9,4"], ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], ["10,7", "8,8", "8,9", "9,7"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,13", "0,11", "0,12"], ["-1,12", "-1,14", "0,12", "0,13"], ["-1,13", "-1,15", "0,13", "0,14"], ["-1,14", "-1,16", "0,14", "0,15"], ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], ["-1,18", "-1,20", "-2,19", "-2,20", "0,18", "0,19"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,19", "-1,21", "-2,20", "-2,21", "0,19", "0,20"], ["-1,20", "-1,22", "-2,21", "-2,22", "0,20", "0,21"], ["-1,21", "-2,22", "0,21"], ["-1,2", "-2,3", "0,2", "0,3"], ["-10,15", "-11,14", "-11,15", "-9,14"], ["-10,14", "-10,16", "-11,15", "-11,16", "-9,14", "-9,15"], ["-10,15", "-10,17", "-11,16", "-9,15", "-9,16"], ["-10,16", "-10,18", "-9,16", "-9,17"], ["-10,17", "-9,17", "-9,18"], ["-10,14", "-11,15", "-12,15"], ["-10,14", "-10,15", "-11,14", "-11,16", "-12,15", "-12,16"], ["-10,15", "-10,16", "-11,15", "-12,16"], ["-11,14", "-11,15", "-12,16"], ["-11,15", "-11,16", "-12,15"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-2,16", "-3,15", "-3,16"], ["-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,19", "-1,20", "-2,19", "-2,21", "-3,20", "-3,21"], ["-1,20", "-1,21", "-2,20", "-2,22", "-3,21", "-3,22"], ["-1,21", "-1,22", "-2,21", "-3,22"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,15", "-3,16", "-4,15", "-4,16"], ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], ["-2,21", "-2,22", "-3,21", "-4,22"], ["-2,2", "-2,3", "-3,2"], ["-4,13", "-5,12", "-5,13"], ["-4,12", "-4,14", "-5,13", "-5,14"], ["-4,13", "-4,15", "-5,14", "-5,15"], ["-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19"], ["-3,19", "-3,20", "-4,19", "-4,21"], ["-3,20", "-3,21", "-4,20", "-4,22"], ["-3,21", "-3,22", "-4,21"], ["-4,12", "-5,13", "-6,12", "-6,13"], ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16", "-6,17"], ["-4,16", "-4,17", "-5,16", "-5,18", "-6,17", "-6,18"], ["-4,17", "-4,18", "-5,17", "-5,19", "-6,18", "-6,19"], ["-4,18", "-4,19", "-5,18", "-6,19", "-6,20"], ["-5,12", "-6,13", "-7,12", "-7,13"], ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], ["-5,15", "-5,16", "-6,15", "-6,17", "-7,16", "-7,17"], ["-5,16", "-5,17", "-6,16", "-6,18", "-7,17", "-7,18"], ["-5,17", "-5,18", "-6,17", "-6,19", "-7,18", "-7,19"], ["-5,18", "-5,19", "-6,18", "-6,20", "-7,19", "-7,20"], ["-5,19", "-6,19", "-7,20"], ["-6,12", "-7,13", "-8,13"], ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], ["-6,16", "-6,17", "-7,16", "-7,18", "-8,17", "-8,18"], ["-6,17", "-6,18", "-7,17", "-7,19", "-8,18"], ["-6,18", "-6,19", "-7,18", "-7,20"], ["-6,19", "-6,20", "-7,19"], ["-7,12", "-7,13", "-8,14", "-9,14"], ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], ["-7,16", "-7,17", "-8,16", "-8,18", "-9,17", "-9,18"], ["-7,17", "-7,18", "-8,17", "-9,18"], ["-10,14", "-10,15", "-8,13", "-8,14", "-9,15"], ["-10,15", "-10,16", "-8,14", "-8,15", "-9,14", "-9,16"], ["-10,16", "-10,17", "-8,15", "-8,16", "-9,15", "-9,17"], ["-10,17", "-10,18", "-8,16", "-8,17", "-9,16", "-9,18"], ["-10,18", "-8,17", "-8,18", "-9,17"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,12", "0,12", "1,10", "1,11"], ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], ["-1,18", "-1,19", "0,17", "0,19", "1,17", "1,18"], ["-1,19", "-1,20", "0,18", "0,20", "1,18", "1,19"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,20", "-1,21", "0,19", "0,21", "1,19", "1,20"], ["-1,21", "-1,22", "0,20", "1,20"], ["-1,3", "0,2", "0,4", "1,2", "1,3"], ["0,3", "0,5", "1,3", "1,4"], ["0,4", "1,4", "1,5"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,11", "1,11", "2,10", "2,9"], ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], ["0,13", "0,14", "1,12", "1,14", "2,12", "2,13"], ["0,14", "0,15", "1,13", "1,15", "2,13", "2,14"], ["0,15", "0,16", "1,14", "1,16", "2,14", "2,15"], ["0,16", "0,17", "1,15", "1,17", "2,15", "2,16"], ["0,17", "0,18", "1,16", "1,18", "2,16", "2,17"], ["0,18", "0,19", "1,17", "1,19", "2,17", "2,18"], ["0,19", "0,20", "1,18", "1,20", "2,18", "2,19"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,20", "0,21", "1,19", "2,19"], ["0,3", "0,4", "1,2", "1,4", "2,2", "2,3"], ["0,4", "0,5", "1,3", "1,5", "2,3", "2,4"], ["0,5", "1,4", "2,4", "2,5"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], ["1,12", "1,13", "2,11", "2,13", "3,11", "3,12"], ["1,13", "1,14", "2,12", "2,14", "3,12", "3,13"], ["1,14", "1,15", "2,13", "2,15", "3,13", "3,14"], ["1,15", "1,16", "2,14", "2,16", "3,14"], ["1,16", "1,17", "2,15", "2,17"], ["1,17", "1,18", "2,16", "2,18"], ["1,18", "1,19", "2,17", "2,19"], ["1,19", "1,20", "2,18"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "2,4", "2,6", "3,4", "3,5"], ["2,5", "2,7", "3,5", "3,6"], ["2,6", "2,8", "3,6", "3,7"], ["2,7", "2,9", "3,7", "3,8"], ["1,10", "2,10", "2,8", "3,8", "3,9"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], ["2,11", "2,12", "3,10", "3,12", "4,10", "4,11"], ["2,12", "2,13", "3,11", "3,13", "4,11", "4,12"], ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], ["2,14", "2,15", "3,13", "4,13"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,10", "3,11", "4,11", "4,9", "5,10", "5,9"], ["3,11", "3,12", "4,10", "4,12", "5,10", "5,11"], ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], ["3,13", "3,14", "4,12", "5,12"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "3,7", "4,5", "4,7", "5,5", "5,6"], ["3,7", "3,8", "4,6", "4,8", "5,6", "5,7"], ["3,8", "3,9", "4,7", "4,9", "5,7", "5,8"], ["3,10", "3,9", "4,10", "4,8", "5,8", "5,9"], ["4,0", "4,1", "5,1"], ["4,1", "4,2", "5,0", "5,2"], ["4,10", "4,11", "5,11", "5,9"], ["4,11", "4,12", "5,10", "5,12"], ["4,12", "4,13", "5,11"], ["4,2", "4,3", "5,1", "5,3", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], ["4,6", "4,7", "5,5", "5,7", "6,5", "6,6"], ["4,7", "4,8", "5,6", "5,8", "6,6", "6,7"], ["4,8", "4,9", "5,7", "5,9", "6,7"], ["4,10", "4,9", "5,10", "5,8"], ["5,2", "5,3", "6,3", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], ["5,7", "5,8", "6,6", "7,6"], ["6,2", "6,3", "7,3", "8,2"], ["6,3", "6,4", "7,2", "7,4", "8,2", "8,3"], ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], ["6,6", "6,7", "7,5", "8,5"], ["7,2", "7,3", "8,3"], ["7,3", "7,4", "8,2", "8,4"], ["7,4", "7,5", "8,3", "8,5"], ["7,5", "7,6", "8,4"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,14", "-2,13", "-2,14", "0,13"], ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], ["-1,17", "-2,18", "-2,19", "0,17"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,13", "-2,14", "-3,13", "-3,14"], ["-1,13", "-1,14", "-2,13", "-2,15", "-3,14", "-3,15"], ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], ["-1,18", "-2,18", "-3,19"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-3,11", "-4,10", "-4,11"], ["-3,10", "-3,12", "-4,11", "-4,12"], ["-3,11", "-3,13", "-4,12", "-4,13"], ["-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], ["-2,18", "-2,19", "-3,18", "-4,19"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,2", "-2,3", "-3,2"], ["-3,10", "-4,11", "-5,10", "-5,11"], ["-3,10", "-3,11", "-4,10", "-4,12", "-5,11", "-5,12"], ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], ["-3,13", "-3,14", "-4,13", "-4,15", "-5,14", "-5,15"], ["-3,14", "-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], ["-3,18", "-3,19", "-4,18", "-5,19"], ["-4,10", "-5,11", "-5,9", "-6,10", "-6,11"], ["-4,10", "-4,11", "-5,10", "-5,12", "-6,11", "-6,12"], ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16"], ["-4,16", "-4,17", "-5,16", "-5,18"], ["-4,17", "-4,18", "-5,17", "-5,19"], ["-4,18", "-4,19", "-5,18"], ["-5,9", "-6,8", "-6,9"], ["-5,10", "-5,8", "-6,10", "-6,9"], ["-5,10", "-5,9", "-6,11", "-6,9", "-7,10", "-7,11"], ["-5,10", "-5,11", "-6,10", "-6,12", "-7,11", "-7,12"], ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], ["-5,15", "-5,16", "-6,15", "-7,16"], ["-5,8", "-6,9", "-7,9"], ["-5,8", "-5,9", "-6,10", "-6,8", "-7,10", "-7,9"], ["-6,10", "-6,9", "-7,11", "-7,9"], ["-6,10", "-6,11", "-7,10", "-7,12", "-8,12"], ["-6,11", "-6,12", "-7,11", "-7,13", "-8,12", "-8,13"], ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], ["-6,15", "-6,16", "-7,15", "-8,16"], ["-6,8", "-6,9", "-7,10"], ["-7,11", "-7,12", "-8,13", "-9,13"], ["-7,12", "-7,13", "-8,12", "-8,14", "-9,13", "-9,14"], ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], ["-7,15", "-7,16", "-8,15", "-9,16"], ["-8,12", "-8,13", "-9,14"], ["-8,13", "-8,14", "-9,13", "-9,15"], ["-8,14", "-8,15", "-9,14", "-9,16"], ["-8,15", "-8,16", "-9,15"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,13", "-1,14", "0,14", "1,13"], ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], ["-1,17", "-1,18", "0,16", "1,16"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "0,2", "1,2", "1,3"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "2,-3"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,13", "0,14", "1,14", "2,13"], ["0,14", "0,15", "1,13", "1,15", "2,13", "2,14"], ["0,15", "0,16", "1,14", "1,16", "2,14", "2,15"], ["0,16", "0,17", "1,15", "2,15", "2,16"], ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], ["0,3", "1,2", "1,4", "2,2", "2,3"], ["1,3", "1,5", "2,3", "2,4"], ["1,4", "1,6", "2,4", "2,5"], ["1,5", "2,5", "2,6"], ["10,4", "11,3", "9,3", "9,4"], ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], ["10,6", "11,6", "9,7", "9,8"], ["10,3", "10,4", "11,4"], ["10,4", "10,5", "11,3", "11,5"], ["10,5", "10,6", "11,4", "11,6"], ["10,6", "10,7", "11,5"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "3,-3"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], ["1,13", "1,14", "2,14", "3,12", "3,13"], ["1,14", "1,15", "2,13", "2,15", "3,13", "3,14"], ["1,15", "1,16", "2,14", "2,16", "3,14", "3,15"], ["1,16", "2,15", "3,15", "3,16"], ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], ["1,6", "2,5", "3,5", "3,6"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2"], ["2,0", "2,1", "3,-1", "3,1", "4,0"], ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], ["2,13", "3,13", "4,11", "4,12"], ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], ["2,14", "2,15", "3,13", "3,15", "4,13", "4,14"], ["2,15", "2,16", "3,14", "3,16", "4,14", "4,15"], ["2,16", "3,15", "4,15", "4,16"], ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], ["2,6", "3,5", "4,5", "4,6"], ["3,0", "3,1", "4,1", "5,0"], ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], ["3,12", "4,12", "5,10", "5,11"], ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], ["3,13", "3,14", "4,12", "4,14", "5,12", "5,13"], ["3,14", "3,15", "4,13", "4,15", "5,13", "5,14"], ["3,15", "3,16", "4,14", "4,16", "5,14", "5,15"], ["3,16", "4,15", "5,15", "5,16"], ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], ["3,6", "4,5", "5,5", "5,6"], ["4,0", "4,1", "5,1", "6,0"], ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], ["4,11", "5,11", "5,9", "6,10", "6,9"], ["4,11", "4,12", "5,10", "5,12", "6,10", "6,11"], ["4,12", "4,13", "5,11", "5,13", "6,11", "6,12"], ["4,13", "4,14", "5,12", "5,14", "6,12", "6,13"], ["4,14", "4,15", "5,13", "5,15", "6,13", "6,14"], ["4,15", "4,16", "5,14", "5,16", "6,14", "6,15"], ["4,16", "5,15", "6,15"], ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], ["4,6", "5,5", "5,7", "6,5", "6,6"], ["5,6", "5,8", "6,6", "6,7"], ["5,7", "5,9", "6,7", "6,8"], ["5,10", "5,8", "6,8", "6,9"], ["5,0", "5,1", "6,1", "7,0"], ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], ["5,10", "5,11", "6,11", "6,9", "7,10", "7,9"], ["5,11", "5,12", "6,10", "6,12", "7,10", "7,11"], ["5,12", "5,13", "6,11", "6,13", "7,11", "7,12"], ["5,13", "5,14", "6,12", "6,14", "7,12", "7,13"], ["5,14", "5,15", "6,13", "6,15", "7,13", "7,14"], ["5,15", "5,16", "6,14", "7,14"], ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], ["5,10", "5,9", "6,10", "6,8", "7,8", "7,9"], ["6,0", "6,1", "7,1"], ["6,1", "6,2", "7,0", "7,2"], ["6,10", "6,11", "7,11", "7,9", "8,10", "8,9"], ["6,11", "6,12", "7,10", "7,12", "8,10", "8,11"], ["6,12", "6,13", "7,11", "7,13", "8,11", "8,12"], ["6,13", "6,14", "7,12", "7,14", "8,12", "8,13"], ["6,14", "6,15", "7,13", "8,13"], ["6,2", "6,3", "7,1", "7,3"], ["6,3", "6,4", "7,2", "7,4", "8,3"], ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], ["6,10", "6,9", "7,10", "7,8", "8,8", "8,9"], ["7,10", "7,11", "8,11", "8,9"], ["7,11", "7,12", "8,10", "8,12"], ["7,12", "7,13", "8,11", "8,13"], ["7,13", "7,14", "8,12"], ["7,3", "7,4", "8,4", "9,3"], ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], ["7,10", "7,9", "8,10", "8,8", "9,8"], ["10,3", "8,3", "8,4", "9,4"], ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], ["10,7", "8,8", "8,9", "9,7"]], [["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], ["-1,-1", "-2,-1", "0,-2", "0,-3"], ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], ["-1,2", "-2,3", "0,2", "0,3"], ["-1,-1", "-1,-2", "-2,0", "-3,0"], ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], ["-1,2", "-1,3", "-2,2", "-3,3"], ["-2,-1", "-2,0", "-3,1"], ["-2,0", "-2,1", "-3,0", "-3,2"], ["-2,1", "-2,2", "-3,1", "-3,3"], ["-2,2", "-2,3", "-3,2"], ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], ["-1,-2", "0,-2", "1,-3", "1,-4"], ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], ["-1,3", "0,2", "1,2"], ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], ["0,-2", "0,-3", "1,-2", "1,-4", "2,-3", "2,-4"], ["0,-3", "1,-3", "1,-5", "2,-4", "2,-5"], ["1,-4", "1,-6", "2,-5", "2,-6"], ["1,-5", "1,-7", "2,-6", "2,-7"], ["1,-6", "2,-7", "2,-8"], ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], ["0,2", "0,3", "1,1", "2,1"], ["10,-14", "11,-14", "9,-12", "9,-13"], ["10,-13", "10,-15", "11,-14", "11,-15", "9,-13", "9,-14"], ["10,-14", "10,-16", "11,-15", "11,-16", "9,-14", "9,-15"], ["10,-15", "10,-17", "11,-16", "11,-17", "9,-15", "9,-16"], ["10,-16", "10,-18", "11,-17", "11,-18", "9,-16", "9,-17"], ["10,-17", "10,-19", "11,-18", "11,-19", "9,-17", "9,-18"], ["10,-18", "10,-20", "11,-19", "11,-20", "9,-18", "9,-19"], ["10,-19", "10,-21", "11,-20", "11,-21", "9,-19", "9,-20"], ["10,-20", "10,-22", "11,-21", "11,-22", "9,-20", "9,-21"], ["10,-21", "11,-22", "11,-23", "9,-21"], ["10,-13", "10,-14", "11,-15"], ["10,-14", "10,-15", "11,-14", "11,-16"], ["10,-15", "10,-16", "11,-15", "11,-17"], ["10,-16", "10,-17", "11,-16", "11,-18", "12,-18"], ["10,-17", "10,-18", "11,-17", "11,-19", "12,-18", "12,-19"], ["10,-18", "10,-19", "11,-18", "11,-20", "12,-19", "12,-20"], ["10,-19", "10,-20", "11,-19", "11,-21", "12,-20", "12,-21"], ["10,-20", "10,-21", "11,-20", "11,-22", "12,-21", "12,-22"], ["10,-21", "10,-22", "11,-21", "11,-23", "12,-22", "12,-23"], ["10,-22", "11,-22", "12,-23", "12,-24"], ["11,-17", "11,-18", "12,-19", "13,-19"], ["11,-18", "11,-19", "12,-18", "12,-20", "13,-19", "13,-20"], ["11,-19", "11,-20", "12,-19", "12,-21", "13,-20", "13,-21"], ["11,-20", "11,-21", "12,-20", "12,-22", "13,-21", "13,-22"], ["11,-21", "11,-22", "12,-21", "12,-23", "13,-22", "13,-23"], ["11,-22", "11,-23", "12,-22", "12,-24", "13,-23", "13,-24"], ["11,-23", "12,-23", "13,-24"], ["12,-18", "12,-19", "13,-20", "14,-20"], ["12,-19", "12,-20", "13,-19", "13,-21", "14,-20", "14,-21"], ["12,-20", "12,-21", "13,-20", "13,-22", "14,-21", "14,-22"], ["12,-21", "12,-22", "13,-21", "13,-23", "14,-22", "14,-23"], ["12,-22", "12,-23", "13,-22", "13,-24", "14,-23", "14,-24"], ["12,-23", "12,-24", "13,-23", "14,-24"], ["13,-19", "13,-20", "14,-21", "15,-21"], ["13,-20", "13,-21", "14,-20", "14,-22", "15,-21", "15,-22"], ["13,-21", "13,-22", "14,-21", "14,-23", "15,-22", "15,-23"], ["13,-22", "13,-23", "14,-22", "14,-24", "15,-23", "15,-24"], ["13,-23", "13,-24", "14,-23", "15,-24", "15,-25"], ["14,-20", "14,-21", "15,-22"], ["14,-21", "14,-22", "15,-21", "15,-23"], ["14,-22", "14,-23", "15,-22", "15,-24", "16,-24"], ["14,-23", "14,-24", "15,-23", "15,-25", "16,-24", "16,-25"], ["14,-24", "15,-24", "16,-25", "16,-26"], ["15,-23", "15,-24", "16,-25", "17,-25"], ["15,-24", "15,-25", "16,-24", "16,-26", "17,-25", "17,-26"], ["15,-25", "16,-25", "17,-26"], ["16,-24", "16,-25", "17,-26"], ["16,-25", "16,-26", "17,-25"], ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], ["1,-2", "1,-3", "2,-2", "2,-4", "3,-3", "3,-4"], ["1,-3", "1,-4", "2,-3", "2,-5", "3,-4", "3,-5"], ["1,-4", "1,-5", "2,-4", "2,-6", "3,-5", "3,-6"], ["1,-5", "1,-6", "2,-5", "2,-7", "3,-6", "3,-7"], ["1,-6", "1,-7", "2,-6", "2,-8", "3,-7", "3,-8"], ["1,-7", "2,-7", "3,-8", "3,-9"], ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], ["1,1", "1,2", "2,0", "3,0"], ["2,-1", "2,0", "3,-2", "3,0"], ["2,-1", "2,-2", "3,-1", "3,-3"], ["2,-2", "2,-3", "3,-2", "3,-4", "4,-4"], ["2,-3", "2,-4", "3,-3", "3,-5", "4,-4", "4,-5"], ["2,-4", "2,-5", "3,-4", "3,-6", "4,-5", "4,-6"], ["2,-5", "2,-6", "3,-5", "3,-7", "4,-6", "4,-7"], ["2,-6", "2,-7", "3,-6", "3,-8", "4,-7", "4,-8"], ["2,-7", "2,-8", "3,-7", "3,-9", "4,-8", "4,-9"], ["2,-8", "3,-8", "4,-10", "4,-9"], ["2,0", "2,1", "3,-1"], ["3,-9", "4,-9", "5,-10", "5,-11"], ["3,-3", "3,-4", "4,-5", "5,-5"], ["3,-4", "3,-5", "4,-4", "4,-6", "5,-5", "5,-6"], ["3,-5", "3,-6", "4,-5", "4,-7", "5,-6", "5,-7"], ["3,-6", "3,-7", "4,-6", "4,-8", "5,-7", "5,-8"], ["3,-7", "3,-8", "4,-7", "4,-9", "5,-8", "5,-9"], ["3,-8", "3,-9", "4,-10", "4,-8", "5,-10", "5,-9"], ["4,-10", "4,-9", "5,-11", "5,-9", "6,-10", "6,-11"], ["4,-10", "5,-10", "5,-12", "6,-11", "6,-12"], ["5,-11", "5,-13", "6,-12", "6,-13"], ["5,-12", "5,-14", "6,-13", "6,-14"], ["5,-13", "6,-14", "6,-15"], ["4,-4", "4,-5", "5,-6", "6,-6"], ["4,-5", "4,-6", "5,-5", "5,-7", "6,-6", "6,-7"], ["4,-6", "4,-7", "5,-6", "5,-8", "6,-7", "6,-8"], ["4,-7", "4,-8", "5,-7", "5,-9", "6,-8", "6,-9"], ["4,-8", "4,-9", "5,-10", "5,-8", "6,-10", "6,-9"], ["5,-10", "5,-9", "6,-11", "6,-9", "7,-10", "7,-11"], ["5,-10", "5,-11", "6,-10", "6,-12", "7,-11", "7,-12"], ["5,-11", "5,-12", "6,-11", "6,-13", "7,-12", "7,-13"], ["5,-12", "5,-13", "6,-12", "6,-14", "7,-13", "7,-14"], ["5,-13", "5,-14", "6,-13", "6,-15", "7,-14", "7,-15"], ["5,-14", "6,-14", "7,-15", "7,-16"], ["5,-5", "5,-6", "6,-7", "7,-7"], ["5,-6", "5,-7", "6,-6", "6,-8", "7,-7", "7,-8"], ["5,-7", "5,-8", "6,-7", "6,-9", "7,-8", "7,-9"], ["5,-8", "5,-9", "6,-10", "6,-8", "7,-10", "7,-9"], ["6,-10", "6,-9", "7,-11", "7,-9", "8,-11"], ["6,-10", "6,-11", "7,-10", "7,-12", "8,-11", "8,-12"], ["6,-11", "6,-12", "7,-11", "7,-13", "8,-12", "8,-13"], ["6,-12", "6,-13", "7,-12", "7,-14", "8,-13", "8,-14"], ["6,-13", "6,-14", "7,-13", "7,-15", "8,-14", "8,-15"], ["6,-14", "6,-15", "7,-14", "7,-16", "8,-15", "8,-16"], ["6,-15", "7,-15", "8,-16", "8,-17"], ["6,-6", "6,-7", "7,-8"], ["6,-7", "6,-8", "7,-7", "7,-9"], ["6,-8", "6,-9", "7,-10", "7,-8"], ["7,-10", "7,-11", "8,-12", "9,-12"], ["7,-11", "7,-12", "8,-11", "8,-13", "9,-12", "9,-13"], ["7,-12", "7,-13", "8,-12", "8,-14", "9,-13", "9,-14"], ["7,-13", "7,-14", "8,-13", "8,-15", "9,-14", "9,-15"], ["7,-14", "7,-15", "8,-14", "8,-16", "9,-15", "9,-16"], ["7,-15", "7,-16", "8,-15", "8,-17", "9,-16", "9,-17"], ["7,-16", "8,-16", "9,-17", "9,-18"], ["10,-13", "8,-11", "8,-12", "9,-13"], ["10,-13", "10,-14", "8,-12", "8,-13", "9,-12", "9,-14"], ["10,-14", "10,-15", "8,-13", "8,-14", "9,-13", "9,-15"], ["10,-15", "10,-16", "8,-14", "8,-15", "9,-14", "9,-16"], ["10,-16", "10,-17", "8,-15", "8,-16", "9,-15", "9,-17"], ["10,-17", "10,-18", "8,-16", "8,-17", "9,-16", "9,-18"], ["10,-18", "10,-19", "8,-17", "9,-17", "9,-19"], ["10,-19", "10,-20", "9,-18", "9,-20"], ["10,-20", "10,-21", "9,-19", "9,-21"], ["10,-21", "10,-22", "9,-20"]]];
const C_BOARD_SEAM = [[[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [2, -1, -1, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, -1, -1, 3], [-1, -1, -1, -1, -1, -1], [3, -1, 3, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 2], [2, -1, 2, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [-1, -1, 2, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, -1, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1], [-1, -1, 2, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 3, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 1, -1, -1], [-1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1], [-1, -1, 1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, 3], [-1, -1, -1, -1, 3, 3], [-1, -1, -1, -1, 3, 3], [-1, -1, -1, 3], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [3, -1, -1, -1], [3, 3, -1, -1, -1, -1], [3, 3, -1, -1, -1, -1], [3, 3, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 4, -1, 4], [4, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 4], [-1, 4, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1], [-1, -1, -1, 2, 2], [-1, -1, -1, -1, 2, 2], [-1, -1, -1, -1, 2, 2], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, 2, 1, -1, -1, -1], [2, 2, -1, -1, -1, -1], [2, 2, -1, -1, -1, -1], [2, 2, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1], [3, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [2, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, -1, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, -1, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 3], [3, -1, 3, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 4, -1, 4], [4, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 4], [4, -1, 4, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, 2, 2], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, -1, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1], [-1, -1, 1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2], [-1, -1, -1, -1, 2, 2], [-1, -1, -1, -1, 2, 2], [-1, -1, -1, 2, 2], [-1, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 4, -1, 4], [4, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [2, 2, -1, -1, -1], [2, 2, -1, -1, -1, -1], [2, 2, -1, -1, -1, -1], [2, 3, -1, 3, -1, -1], [-1, -1, 3, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1, -1], [-1, -1, 3, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [4, -1, 4, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1, -1], [-1, -1, 3, -1, 3], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 4], [4, -1, 4, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 1, -1, -1], [-1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1, -1], [-1, -1, 1, -1, 1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, 1, -1], [-1, -1, 1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 0, -1, 0, -1, -1], [0, -1, -1, -1, 0, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, -1, -1, -1, 1], [-1, 1, -1, 1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, 1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 1, 1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 0], [0, -1, 0, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 0, -1, 0, -1], [-1, -1, 0, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 2, -1, -1], [1, -1, 2, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [-1, -1, 2, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [-1, -1, 2, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, 3], [-1, -1, 2, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 4, -1, 4], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, -1, 3], [3, 3, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [4, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3, -1, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [4, -1, 4, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 4, -1, 4], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 3, 3], [3, -1, 3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [4, -1, 4, -1, -1, -1], [-1, -1, -1, 4], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [3, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [4, -1, 4, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 3, -1, -1], [3, -1, 4, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [4, -1, 4, -1, -1], [-1, -1, 4, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, 5, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, 4, -1, -1], [-1, -1, 4, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [5, -1, 5, -1, -1], [-1, -1, 5, -1, 5, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, 4, -1, -1], [-1, -1, 4, -1, 4], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 5, -1, 5, -1, -1], [-1, -1, 5, -1, 5, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 5, -1, 5, -1, -1], [-1, -1, 5, -1, 5, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 5, -1, 5, -1], [-1, -1, 5, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1, -1], [-1, -1, 3, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, 0, -1, 0], [0, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1, -1], [-1, -1, 3, -1, 3, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 3, -1, 3, -1], [-1, -1, 3, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, 1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 2, -1, -1], [-1, -1, 2, 2, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [-1, -1, -1, 2, 2, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [-1, -1, -1, 2, 2, -1], [-1, -1, -1], [-1, -1, -1, 1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [1, -1, 1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1], [-1, -1, -1, 2], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [4, -1, 4, -1, -1], [-1, -1, 4, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, 4, -1, -1], [-1, -1, 4, -1, 4, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, 4, -1, -1], [-1, -1, 4, -1, 4], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 4, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 3], [-1, -1, -1, -1, 3, 3], [-1, -1, -1, -1, 3, 3], [-1, -1, -1, 3, 3], [-1, -1, -1, 0, -1, 0], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [3, 3, -1, -1, -1], [3, 3, -1, -1, -1, -1], [3, 3, -1, -1, -1, -1], [3, -1, -1, -1], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 2, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, 1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [2, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 2, -1, 2], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1, -1], [-1, -1, -1, 2], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [2, -1, 2, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1]], [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, 0, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, 2, -1, -1], [2, -1, -1, -1, 2, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 2, 2], [2, -1, 2, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [2, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 0, -1, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, 0, 0], [0, -1, 0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, 1], [0, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 1, -1, -1, 1], [1, 1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 1, -1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, 1, -1, 1], [1, -1, 1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, 2], [-1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, 2, -1, -1, -1, 2], [-1, -1, 2, 2, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1]]];
const C_BOARD_NEAR = [[["0,3", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["1,6", "1,7", "2,6", "2,7", "3,6", "3,7", "4,6", "4,7"], ["-1,13", "-1,14", "-2,13", "-2,14", "0,13", "0,14", "1,13", "1,14"], ["-1,19", "-1,20", "-2,20", "0,18", "0,19", "1,17", "1,18", "2,17"]], [["0,3", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["4,6", "5,5", "5,6", "6,4", "6,5", "7,3", "7,4", "8,3"], ["4,10", "4,7", "4,8", "4,9", "5,6", "5,7", "5,8", "5,9"], ["-2,10", "-2,11", "-2,12", "-2,13", "-3,10", "-3,11", "-3,12", "-3,13"], ["-6,16", "-6,17", "-7,16", "-7,17", "-8,16", "-8,17", "-9,16", "-9,17"]], [["0,3", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["0,7", "1,6", "1,7", "2,6", "2,7", "3,6", "3,7", "4,6", "4,7"], ["-1,10", "-1,9", "0,10", "0,9", "1,10", "1,9", "2,10", "2,9", "3,9"], ["-1,16", "-1,17", "-2,16", "-2,17", "-3,16", "-3,17", "-4,16", "-4,17"], ["-4,23", "-4,24", "-5,23", "-5,24", "-6,23", "-6,24", "-7,23", "-7,24"]], [["0,3", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["1,6", "1,7", "2,6", "2,7", "3,6", "3,7", "4,6", "4,7"], ["-2,10", "-2,11", "-2,12", "-2,13", "-3,11", "-3,12", "-3,13", "-3,14"], ["-2,14", "-3,14", "-3,15", "-4,15", "-4,16", "-5,16", "-5,17", "-6,17"], ["-2,20", "-2,21", "-3,20", "-3,21", "-4,20", "-4,21", "-5,20", "-5,21"]], [["-1,3", "-1,4", "-2,3", "-2,4", "-3,3", "-3,4", "0,3", "0,4"], ["-1,8", "-1,9", "-2,10", "-2,9", "-3,10", "0,7", "0,8", "1,7"], ["1,6", "1,7", "2,6", "2,7", "3,6", "3,7", "4,6", "4,7"], ["4,6", "5,5", "5,6", "6,4", "6,5", "7,3", "7,4", "8,3"], ["5,10", "5,9", "6,10", "6,9", "7,10", "7,9", "8,10", "8,9"]], [["0,3", "0,4", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["1,5", "2,4", "2,5", "3,3", "3,4", "4,2", "4,3", "5,1", "5,2"], ["2,8", "2,9", "3,8", "3,9", "4,8", "4,9", "5,8", "5,9"], ["-1,15", "-1,16", "0,15", "0,16", "1,15", "1,16", "2,15", "2,16"], ["-1,16", "-2,16", "-2,17", "-3,17", "-3,18", "-4,18", "-4,19", "-5,19"], ["-3,15", "-4,15", "-4,16", "-5,16", "-5,17", "-6,17", "-6,18", "-7,18", "-7,19"]], [["0,3", "1,2", "1,3", "2,1", "2,2", "3,0", "3,1", "4,0"], ["4,6", "5,5", "5,6", "6,4", "6,5", "7,3", "7,4", "8,3"], ["5,10", "5,9", "6,10", "6,9", "7,10", "7,9", "8,10", "8,9"], ["1,13", "1,14", "1,15", "1,16", "2,13", "2,14", "2,15", "2,16"], ["-2,13", "-3,13", "-3,14", "-4,14", "-4,15", "-5,15", "-5,16", "-6,16"]], [["0,-3", "1,-3", "1,-4", "2,-3", "2,-4", "3,-3", "3,-4", "4,-4"], ["4,-10", "5,-10", "5,-11", "6,-10", "6,-11", "7,-10", "7,-11", "8,-11"], ["10,-17", "10,-18", "11,-17", "11,-18", "12,-18", "8,-17", "9,-17", "9,-18"]]];
const C_BOARD_CAVES = [["-2,2", "-5,17", "4,3"], ["-2,2", "-6,11", "4,3", "6,6"], ["-1,19", "-2,2", "-7,27", "2,5"], ["-2,17", "-2,2", "-4,14", "0,8", "7,0"], ["-3,7", "1,12", "10,4", "2,-1", "4,5", "8,12"], ["-1,21", "1,-2", "4,12", "5,5"], ["-1,18", "-3,13", "1,-2", "5,13", "5,3", "6,8"], ["-1,-1", "12,-19", "6,-9", "8,-14"]];
const C_BOARD_CAVE_NEIGH = [[[], [], [], ["-2,2"], [], [], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], [], [], [], ["-2,2"], [], ["-2,2"], ["-5,17"], ["-5,17"], [], [], [], [], ["-5,17"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,3"], ["4,3"], [], [], [], [], [], [], [], [], [], [], [], ["4,3"], [], [], [], ["4,3"], [], [], [], [], [], [], [], [], [], [], ["4,3"], [], [], ["4,3"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []], [[], [], [], ["-2,2"], [], [], [], [], ["-2,2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], [], ["-2,2"], [], [], [], [], [], [], ["-2,2"], ["-2,2"], [], [], [], [], [], ["-6,11"], ["-6,11"], [], [], [], [], ["-6,11"], [], ["-6,11"], [], [], [], [], [], [], [], [], ["-6,11"], ["-6,11"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,3"], ["4,3"], [], [], [], [], [], [], [], [], ["4,3"], [], ["4,3"], [], [], [], [], [], [], [], ["4,3"], ["4,3"], [], [], ["6,6"], ["6,6"], [], [], [], [], [], [], [], ["6,6"], [], ["6,6"], [], [], [], [], [], [], [], ["6,6"], ["6,6"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []], [[], [], [], ["-2,2"], [], [], [], [], [], [], [], [], ["-1,19"], [], ["-2,2"], ["-1,19"], [], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], [], [], [], [], ["-1,19"], [], ["-1,19"], [], ["-2,2"], [], [], [], [], [], [], [], [], [], [], ["-2,2"], [], [], [], ["-2,2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-7,27"], ["-7,27"], [], [], [], [], [], [], [], [], [], [], ["-7,27"], [], ["-7,27"], [], [], [], [], [], [], ["-7,27"], ["-7,27"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["2,5"], ["2,5"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["2,5"], [], ["2,5"], [], [], [], [], [], [], [], [], [], [], ["2,5"], ["2,5"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []], [[], [], [], ["-2,2"], [], [], [], [], [], [], ["-2,17"], ["-2,17"], [], [], ["-2,2"], [], ["0,8"], [], [], ["-2,2"], [], [], [], [], [], [], ["-2,17"], [], ["-2,17"], [], [], [], [], [], [], [], ["-2,2"], [], [], [], [], ["-4,14"], ["-4,14"], [], [], ["-2,17"], ["-2,17"], [], ["-2,2"], [], [], [], [], [], [], ["-2,2"], [], [], ["-4,14"], [], ["-4,14"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-4,14"], ["-4,14"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["0,8"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["0,8"], ["0,8"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["7,0"], ["7,0"], [], [], [], [], ["7,0"], [], []], [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-3,7"], ["-3,7"], [], [], [], [], [], [], [], [], [], ["-3,7"], [], ["-3,7"], [], [], [], [], ["-3,7"], ["-3,7"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["1,12"], ["1,12"], [], [], [], [], [], [], [], [], [], [], ["2,-1"], [], [], ["2,-1"], [], [], ["1,12"], [], ["1,12"], [], [], [], [], [], [], [], [], [], [], [], ["10,4"], [], ["10,4"], [], [], ["10,4"], ["10,4"], [], [], [], ["2,-1"], [], ["2,-1"], [], [], ["1,12"], ["1,12"], [], [], [], [], [], [], [], [], [], [], [], [], [], ["2,-1"], ["2,-1"], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,5"], ["4,5"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,5"], [], ["4,5"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,5"], ["4,5"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["8,12"], ["8,12"], [], [], [], [], [], [], [], [], [], [], ["8,12"], [], ["8,12"], [], [], [], [], [], [], [], [], ["10,4"], ["10,4"], [], [], []], [[], [], [], [], [], [], [], [], [], [], [], [], [], ["-1,21"], [], ["-1,21"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-1,21"], ["-1,21"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["1,-2"], ["1,-2"], [], [], [], [], [], [], [], [], [], [], [], [], [], ["-1,21"], ["-1,21"], [], [], [], ["1,-2"], [], ["1,-2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["1,-2"], ["1,-2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["4,12"], ["4,12"], [], [], [], [], [], [], [], [], [], [], [], [], ["4,12"], [], ["4,12"], [], [], [], ["5,5"], ["5,5"], [], [], [], [], [], [], ["4,12"], ["4,12"], [], [], ["5,5"], [], ["5,5"], [], [], [], [], [], ["5,5"], ["5,5"], [], [], [], [], [], [], [], [], [], [], []], [[], [], [], [], [], [], [], [], ["-1,18"], [], [], [], [], [], [], ["-3,13"], [], [], [], [], ["-1,18"], ["-1,18"], [], [], [], [], [], [], ["-3,13"], [], ["-3,13"], [], [], [], [], [], [], [], [], [], [], ["-3,13"], ["-3,13"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["1,-2"], ["1,-2"], [], [], [], [], [], [], [], ["-1,18"], [], [], ["1,-2"], [], ["1,-2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["1,-2"], ["1,-2"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["5,13"], ["5,13"], [], [], [], ["5,3"], ["5,3"], [], [], [], [], [], [], ["5,13"], [], ["5,13"], [], [], ["5,3"], [], ["5,3"], [], [], [], ["6,8"], ["6,8"], [], [], [], [], ["5,13"], ["5,13"], [], [], ["5,3"], ["5,3"], [], [], [], ["6,8"], [], ["6,8"], [], [], [], [], [], [], [], [], [], [], [], [], ["6,8"], ["6,8"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []], [[], ["-1,-1"], ["-1,-1"], [], [], [], ["-1,-1"], ["-1,-1"], [], [], [], [], [], [], [], ["-1,-1"], ["-1,-1"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["12,-19"], ["12,-19"], [], [], [], [], ["12,-19"], [], ["12,-19"], [], [], [], [], ["12,-19"], ["12,-19"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], ["6,-9"], ["6,-9"], ["6,-9"], [], [], [], [], [], [], [], ["6,-9"], [], ["6,-9"], [], [], ["8,-14"], ["8,-14"], [], [], [], [], ["6,-9"], [], [], ["8,-14"], [], ["8,-14"], [], [], [], [], ["8,-14"], ["8,-14"], [], [], [], [], [], []]];
const C_BOARD_START = [["3,-3", "2,-3", "1,-3", "0,-3"], ["3,-3", "2,-3", "1,-3", "0,-3"], ["3,-3", "2,-3", "1,-3", "0,-3"], ["3,-3", "2,-3", "1,-3", "0,-3"], ["0,-3", "-1,-2", "-2,-1", "-3,0"], ["-3,0", "-3,1", "-3,2", "-3,3"], ["-3,0", "-3,1", "-3,2", "-3,3"], ["0,3", "-1,3", "-2,3", "-3,3"]];
const C_BOARD_FINISH = [["5,21", "6,19", "6,20"], ["-12,24", "-13,23", "-13,24"], ["-6,30", "-7,31", "-8,31"], ["-4,27", "-5,28", "-6,28"], ["1,16", "1,17", "2,17"], ["-10,14", "-11,15", "-11,16"], ["-5,9", "-6,9", "-7,10"], ["15,-25", "16,-24", "16,-25"]];
const C_BOARD_BLK_KIND = [["jungle-1", "jungle-2", "water-1", "village-1"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1", "rubble-2"], ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1"], ["jungle-1", "village-1", "rubble-2"]];
const C_BOARD_BLK_PAY = [["machete", "machete", "paddle", "coin"], ["machete", "machete", "paddle", "coin", "discard"], ["machete", "machete", "paddle", "coin", "discard"], ["machete", "machete", "paddle", "coin", "discard"], ["machete", "machete", "paddle", "coin", "discard"], ["machete", "machete", "paddle", "coin", "discard", "discard"], ["machete", "machete", "paddle", "coin", "discard"], ["machete", "coin", "discard"]];
const C_BOARD_BLK_NEED = [[1, 2, 1, 1], [1, 2, 1, 1, 1], [1, 2, 1, 1, 1], [1, 2, 1, 1, 1], [1, 2, 1, 1, 1], [1, 2, 1, 1, 1, 2], [1, 2, 1, 1, 1], [1, 1, 2]];
const C_BLOCKADE_KINDS = ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1", "rubble-2"];
const C_BLOCKADE_IDS = [1, 2, 3, 4, 5, 6];
const C_CARD_IDS = ["card_explorer", "card_traveler", "card_sailor", "card_scout", "card_trailblazer", "card_jack_of_all_trades", "card_photographer", "card_treasure_chest", "card_transmitter", "card_pioneer", "card_giant_machete", "card_captain", "card_journalist", "card_millionaire", "card_adventurer", "card_prop_plane", "card_cartographer", "card_compass", "card_scientist", "card_travel_log", "card_native"];
const C_CARDS = ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"];
const C_CARD_TYPE = ["joker", "paddle", "action", "action", "machete", "machete", "joker", "coin", "coin", "action", "coin", "machete", "joker", "paddle", "action", "machete", "machete", "action", "action", "coin", "coin"];
const C_CARD_POWER = [2, 3, 0, 0, 1, 6, 1, 3, 4, 0, 2, 5, 4, 1, 0, 2, 3, 0, 0, 1, 4];
const C_CARD_COST = [4, 2, 4, 2, 0, 3, 2, 3, 5, 5, 2, 5, 4, 0, 4, 1, 3, 4, 3, 0, 3];
const C_CARD_SINGLE = [false, false, false, true, false, true, false, false, false, false, false, false, true, false, false, false, false, true, true, false, true];
const C_CARD_EFFECT = ["", "", "draw-2", "draw-3", "", "", "", "", "", "native-move", "", "", "", "", "draw-1-remove-1", "", "", "take-any", "draw-2-remove-2", "", ""];
const C_CARD_DRAWS = [0, 0, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0];
const C_CARD_REMOVES = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0];
const C_STARTING = ["explorer", "traveler", "sailor"];
const C_STARTING_COPIES = [3, 4, 1];
const C_MARKET = ["scout", "trailblazer", "jack-of-all-trades", "photographer", "treasure-chest", "transmitter"];
const C_RESERVE = ["pioneer", "giant-machete", "captain", "journalist", "millionaire", "adventurer", "prop-plane", "cartographer", "compass", "scientist", "travel-log", "native"];
const C_CHEAPEST = 1;
const C_TOKENS = ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"];
const C_TOKEN_COUNT = [2, 2, 3, 4, 2, 2, 3, 2, 2, 2, 3, 2, 4, 3];
const C_TOKEN_POWER = ["", "coin", "coin", "", "", "machete", "machete", "machete", "", "paddle", "paddle", "", "", ""];
const C_TOKEN_VALUE = [0, 1, 2, 0, 0, 1, 2, 3, 0, 1, 2, 0, 0, 0];
const C_HAND_SIZE = 4;
const C_COPIES = 3;
const C_BUYS_PER_TURN = 1;
const C_NON_COIN_HALVES = 1;
const C_PIECES_PER_PLAYER = [0, 0, 2, 1, 1];
const C_TOKENS_PER_CAVE = 4;
const C_TOKENS_PER_VISIT = 1;
const C_REPLACE_MAX = 4;
const C_ROUND_LIMIT = 100;
const C_MAX_COINS = 1000;
const C_MAX_POWER = 6;
const C_MAX_REMOVE = 2;
const C_GOAL = "goal";
const C_PIECES = ["a", "b"];
const C_POWER_KINDS = ["machete", "paddle", "coin"];
const C_PHASES = ["draw", "play", "remove", "take", "cave", "discard", "over"];
const C_AFTERS = ["setup", "play", "end"];
export const CARDS = {"explorer": {"type": "machete", "power": 1, "cost": null, "single_use": false, "effect": null}, "traveler": {"type": "coin", "power": 1, "cost": null, "single_use": false, "effect": null}, "sailor": {"type": "paddle", "power": 1, "cost": null, "single_use": false, "effect": null}, "scout": {"type": "machete", "power": 2, "cost": 1, "single_use": false, "effect": null}, "trailblazer": {"type": "machete", "power": 3, "cost": 3, "single_use": false, "effect": null}, "jack-of-all-trades": {"type": "joker", "power": 1, "cost": 2, "single_use": false, "effect": null}, "photographer": {"type": "coin", "power": 2, "cost": 2, "single_use": false, "effect": null}, "treasure-chest": {"type": "coin", "power": 4, "cost": 3, "single_use": true, "effect": null}, "transmitter": {"type": "action", "power": 0, "cost": 4, "single_use": true, "effect": "take-any"}, "pioneer": {"type": "machete", "power": 5, "cost": 5, "single_use": false, "effect": null}, "giant-machete": {"type": "machete", "power": 6, "cost": 3, "single_use": true, "effect": null}, "captain": {"type": "paddle", "power": 3, "cost": 2, "single_use": false, "effect": null}, "journalist": {"type": "coin", "power": 3, "cost": 3, "single_use": false, "effect": null}, "millionaire": {"type": "coin", "power": 4, "cost": 5, "single_use": false, "effect": null}, "adventurer": {"type": "joker", "power": 2, "cost": 4, "single_use": false, "effect": null}, "prop-plane": {"type": "joker", "power": 4, "cost": 4, "single_use": true, "effect": null}, "cartographer": {"type": "action", "power": 0, "cost": 4, "single_use": false, "effect": "draw-2"}, "compass": {"type": "action", "power": 0, "cost": 2, "single_use": true, "effect": "draw-3"}, "scientist": {"type": "action", "power": 0, "cost": 4, "single_use": false, "effect": "draw-1-remove-1"}, "travel-log": {"type": "action", "power": 0, "cost": 3, "single_use": true, "effect": "draw-2-remove-2"}, "native": {"type": "action", "power": 0, "cost": 5, "single_use": false, "effect": "native-move"}};
export const STARTING = {"explorer": 3, "traveler": 4, "sailor": 1};
export const MARKET = ["scout", "trailblazer", "jack-of-all-trades", "photographer", "treasure-chest", "transmitter"];
export const RESERVE = ["pioneer", "giant-machete", "captain", "journalist", "millionaire", "adventurer", "prop-plane", "cartographer", "compass", "scientist", "travel-log", "native"];
export const TOKENS = {"machete-1": {"count": 2, "power": "machete", "value": 1}, "machete-2": {"count": 3, "power": "machete", "value": 2}, "machete-3": {"count": 2, "power": "machete", "value": 3}, "paddle-1": {"count": 2, "power": "paddle", "value": 1}, "paddle-2": {"count": 3, "power": "paddle", "value": 2}, "coin-1": {"count": 2, "power": "coin", "value": 1}, "coin-2": {"count": 3, "power": "coin", "value": 2}, "draw": {"count": 4, "power": null, "value": 0}, "remove": {"count": 4, "power": null, "value": 0}, "replace": {"count": 3, "power": null, "value": 0}, "keep-single-use": {"count": 2, "power": null, "value": 0}, "pass-occupied": {"count": 2, "power": null, "value": 0}, "native": {"count": 2, "power": null, "value": 0}, "change": {"count": 2, "power": null, "value": 0}};
export const COPIES = 3;
export const HAND_SIZE = 4;
export const ROUND_LIMIT = 100;
export const BOARDS = {"first-game": {"key": "first-game", "name": "El Dorado (first game)", "spaces": {"-1,-1": ["J", 1, "B"], "-1,-2": ["J", 1, "B"], "-1,0": ["S", 1, "B"], "-1,1": ["J", 1, "B"], "-1,10": ["S", 2, "N"], "-1,11": ["W", 1, "N"], "-1,12": ["J", 1, "N"], "-1,13": ["J", 1, "N"], "-1,14": ["W", 1, "I"], "-1,15": ["W", 1, "I"], "-1,16": ["M", 0, "I"], "-1,17": ["J", 1, "I"], "-1,18": ["S", 2, "I"], "-1,19": ["S", 1, "I"], "-1,2": ["S", 1, "B"], "-1,20": ["J", 1, "K"], "-1,21": ["J", 2, "K"], "-1,22": ["J", 2, "K"], "-1,23": ["B", 1, "K"], "-1,3": ["W", 1, "B"], "-1,9": ["S", 1, "N"], "-2,-1": ["J", 1, "B"], "-2,0": ["J", 1, "B"], "-2,1": ["J", 1, "B"], "-2,10": ["S", 1, "N"], "-2,11": ["W", 1, "N"], "-2,12": ["W", 1, "N"], "-2,13": ["J", 1, "N"], "-2,14": ["J", 1, "I"], "-2,15": ["J", 1, "I"], "-2,16": ["M", 0, "I"], "-2,17": ["J", 2, "I"], "-2,18": ["J", 1, "I"], "-2,19": ["J", 1, "I"], "-2,2": ["C", 0, "B"], "-2,20": ["J", 1, "I"], "-2,3": ["B", 1, "B"], "-3,0": ["J", 1, "B"], "-3,1": ["J", 1, "B"], "-3,15": ["J", 1, "I"], "-3,16": ["J", 2, "I"], "-3,17": ["B", 3, "I"], "-3,18": ["M", 0, "I"], "-3,19": ["M", 0, "I"], "-3,2": ["J", 1, "B"], "-3,20": ["J", 1, "I"], "-3,3": ["W", 1, "B"], "-4,16": ["J", 1, "I"], "-4,17": ["M", 0, "I"], "-4,18": ["J", 2, "I"], "-4,19": ["J", 1, "I"], "-4,20": ["J", 1, "I"], "-5,17": ["C", 0, "I"], "-5,18": ["J", 1, "I"], "-5,19": ["J", 1, "I"], "-5,20": ["J", 1, "I"], "0,-1": ["J", 1, "B"], "0,-2": ["J", 1, "B"], "0,-3": ["ST", 0, "B"], "0,0": ["J", 1, "B"], "0,1": ["J", 1, "B"], "0,10": ["S", 3, "N"], "0,11": ["W", 1, "N"], "0,12": ["J", 2, "N"], "0,13": ["J", 1, "N"], "0,14": ["W", 2, "I"], "0,15": ["W", 1, "I"], "0,16": ["R", 3, "I"], "0,17": ["S", 2, "I"], "0,18": ["S", 1, "I"], "0,19": ["J", 2, "K"], "0,2": ["J", 1, "B"], "0,20": ["J", 1, "K"], "0,21": ["S", 4, "K"], "0,22": ["J", 1, "K"], "0,23": ["J", 1, "K"], "0,3": ["J", 1, "B"], "0,8": ["J", 1, "N"], "0,9": ["S", 2, "N"], "1,-1": ["W", 1, "B"], "1,-2": ["J", 1, "B"], "1,-3": ["ST", 0, "B"], "1,0": ["S", 1, "B"], "1,1": ["S", 1, "B"], "1,10": ["S", 4, "N"], "1,11": ["J", 1, "N"], "1,12": ["J", 1, "N"], "1,13": ["J", 1, "N"], "1,14": ["W", 2, "I"], "1,15": ["W", 2, "I"], "1,16": ["S", 2, "I"], "1,17": ["S", 1, "I"], "1,18": ["J", 2, "K"], "1,19": ["J", 1, "K"], "1,2": ["J", 1, "B"], "1,20": ["J", 3, "K"], "1,21": ["J", 1, "K"], "1,22": ["J", 2, "K"], "1,23": ["J", 1, "K"], "1,3": ["W", 1, "C"], "1,4": ["S", 1, "C"], "1,5": ["S", 1, "C"], "1,6": ["J", 1, "C"], "1,7": ["J", 1, "N"], "1,8": ["J", 1, "N"], "1,9": ["J", 1, "N"], "2,-1": ["J", 1, "B"], "2,-2": ["J", 1, "B"], "2,-3": ["ST", 0, "B"], "2,0": ["J", 1, "B"], "2,1": ["J", 1, "B"], "2,10": ["S", 3, "N"], "2,11": ["S", 2, "N"], "2,12": ["S", 1, "N"], "2,17": ["J", 2, "K"], "2,18": ["J", 1, "K"], "2,19": ["J", 3, "K"], "2,2": ["W", 1, "C"], "2,20": ["J", 1, "K"], "2,21": ["J", 3, "K"], "2,22": ["J", 1, "K"], "2,23": ["J", 2, "K"], "2,3": ["S", 1, "C"], "2,4": ["R", 1, "C"], "2,5": ["R", 1, "C"], "2,6": ["J", 1, "C"], "2,7": ["J", 1, "N"], "2,8": ["J", 2, "N"], "2,9": ["W", 1, "N"], "3,-1": ["J", 1, "B"], "3,-2": ["J", 1, "B"], "3,-3": ["ST", 0, "B"], "3,0": ["W", 1, "B"], "3,1": ["J", 1, "C"], "3,10": ["W", 1, "N"], "3,11": ["S", 1, "N"], "3,17": ["J", 1, "K"], "3,18": ["J", 2, "K"], "3,19": ["J", 1, "K"], "3,2": ["W", 1, "C"], "3,20": ["J", 3, "K"], "3,21": ["J", 1, "K"], "3,22": ["J", 2, "K"], "3,3": ["R", 1, "C"], "3,4": ["W", 1, "C"], "3,5": ["J", 1, "C"], "3,6": ["W", 1, "C"], "3,7": ["J", 1, "N"], "3,8": ["J", 1, "N"], "3,9": ["W", 1, "N"], "4,0": ["J", 1, "C"], "4,1": ["S", 1, "C"], "4,10": ["W", 1, "N"], "4,17": ["J", 1, "K"], "4,18": ["J", 1, "K"], "4,19": ["W", 3, "K"], "4,2": ["S", 1, "C"], "4,20": ["J", 1, "K"], "4,21": ["J", 2, "K"], "4,3": ["C", 0, "C"], "4,4": ["W", 1, "C"], "4,5": ["S", 1, "C"], "4,6": ["W", 1, "C"], "4,7": ["J", 1, "N"], "4,8": ["J", 1, "N"], "4,9": ["W", 1, "N"], "5,0": ["J", 1, "C"], "5,1": ["R", 1, "C"], "5,17": ["B", 1, "K"], "5,18": ["J", 2, "K"], "5,19": ["J", 2, "K"], "5,2": ["S", 1, "C"], "5,20": ["J", 1, "K"], "5,21": ["W", 1, "ElDorado"], "5,3": ["W", 1, "C"], "5,4": ["S", 1, "C"], "5,5": ["W", 1, "C"], "6,0": ["R", 1, "C"], "6,1": ["W", 1, "C"], "6,19": ["W", 1, "ElDorado"], "6,2": ["R", 1, "C"], "6,20": ["W", 1, "ElDorado"], "6,21": ["ED", 0, "ElDorado"], "6,3": ["R", 1, "C"], "6,4": ["S", 1, "C"], "7,0": ["R", 1, "C"], "7,1": ["W", 1, "C"], "7,19": ["ED", 0, "ElDorado"], "7,2": ["W", 1, "C"], "7,20": ["ED", 0, "ElDorado"], "7,3": ["R", 1, "C"]}, "start_spaces": ["3,-3", "2,-3", "1,-3", "0,-3"], "finish": ["5,21", "6,19", "6,20"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,10": "coin", "-1,11": "paddle", "-1,12": "machete", "-1,13": "machete", "-1,14": "paddle", "-1,15": "paddle", "-1,16": null, "-1,17": "machete", "-1,18": "coin", "-1,19": "coin", "-1,2": "coin", "-1,20": "machete", "-1,21": "machete", "-1,22": "machete", "-1,23": "remove", "-1,3": "paddle", "-1,9": "coin", "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,10": "coin", "-2,11": "paddle", "-2,12": "paddle", "-2,13": "machete", "-2,14": "machete", "-2,15": "machete", "-2,16": null, "-2,17": "machete", "-2,18": "machete", "-2,19": "machete", "-2,2": null, "-2,20": "machete", "-2,3": "remove", "-3,0": "machete", "-3,1": "machete", "-3,15": "machete", "-3,16": "machete", "-3,17": "remove", "-3,18": null, "-3,19": null, "-3,2": "machete", "-3,20": "machete", "-3,3": "paddle", "-4,16": "machete", "-4,17": null, "-4,18": "machete", "-4,19": "machete", "-4,20": "machete", "-5,17": null, "-5,18": "machete", "-5,19": "machete", "-5,20": "machete", "0,-1": "machete", "0,-2": "machete", "0,-3": null, "0,0": "machete", "0,1": "machete", "0,10": "coin", "0,11": "paddle", "0,12": "machete", "0,13": "machete", "0,14": "paddle", "0,15": "paddle", "0,16": "discard", "0,17": "coin", "0,18": "coin", "0,19": "machete", "0,2": "machete", "0,20": "machete", "0,21": "coin", "0,22": "machete", "0,23": "machete", "0,3": "machete", "0,8": "machete", "0,9": "coin", "1,-1": "paddle", "1,-2": "machete", "1,-3": null, "1,0": "coin", "1,1": "coin", "1,10": "coin", "1,11": "machete", "1,12": "machete", "1,13": "machete", "1,14": "paddle", "1,15": "paddle", "1,16": "coin", "1,17": "coin", "1,18": "machete", "1,19": "machete", "1,2": "machete", "1,20": "machete", "1,21": "machete", "1,22": "machete", "1,23": "machete", "1,3": "paddle", "1,4": "coin", "1,5": "coin", "1,6": "machete", "1,7": "machete", "1,8": "machete", "1,9": "machete", "2,-1": "machete", "2,-2": "machete", "2,-3": null, "2,0": "machete", "2,1": "machete", "2,10": "coin", "2,11": "coin", "2,12": "coin", "2,17": "machete", "2,18": "machete", "2,19": "machete", "2,2": "paddle", "2,20": "machete", "2,21": "machete", "2,22": "machete", "2,23": "machete", "2,3": "coin", "2,4": "discard", "2,5": "discard", "2,6": "machete", "2,7": "machete", "2,8": "machete", "2,9": "paddle", "3,-1": "machete", "3,-2": "machete", "3,-3": null, "3,0": "paddle", "3,1": "machete", "3,10": "paddle", "3,11": "coin", "3,17": "machete", "3,18": "machete", "3,19": "machete", "3,2": "paddle", "3,20": "machete", "3,21": "machete", "3,22": "machete", "3,3": "discard", "3,4": "paddle", "3,5": "machete", "3,6": "paddle", "3,7": "machete", "3,8": "machete", "3,9": "paddle", "4,0": "machete", "4,1": "coin", "4,10": "paddle", "4,17": "machete", "4,18": "machete", "4,19": "paddle", "4,2": "coin", "4,20": "machete", "4,21": "machete", "4,3": null, "4,4": "paddle", "4,5": "coin", "4,6": "paddle", "4,7": "machete", "4,8": "machete", "4,9": "paddle", "5,0": "machete", "5,1": "discard", "5,17": "remove", "5,18": "machete", "5,19": "machete", "5,2": "coin", "5,20": "machete", "5,21": "paddle", "5,3": "paddle", "5,4": "coin", "5,5": "paddle", "6,0": "discard", "6,1": "paddle", "6,19": "paddle", "6,2": "discard", "6,20": "paddle", "6,21": null, "6,3": "discard", "6,4": "coin", "7,0": "discard", "7,1": "paddle", "7,19": null, "7,2": "paddle", "7,20": null, "7,3": "discard"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,10": 2, "-1,11": 1, "-1,12": 1, "-1,13": 1, "-1,14": 1, "-1,15": 1, "-1,16": 0, "-1,17": 1, "-1,18": 2, "-1,19": 1, "-1,2": 1, "-1,20": 1, "-1,21": 2, "-1,22": 2, "-1,23": 1, "-1,3": 1, "-1,9": 1, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,10": 1, "-2,11": 1, "-2,12": 1, "-2,13": 1, "-2,14": 1, "-2,15": 1, "-2,16": 0, "-2,17": 2, "-2,18": 1, "-2,19": 1, "-2,2": 0, "-2,20": 1, "-2,3": 1, "-3,0": 1, "-3,1": 1, "-3,15": 1, "-3,16": 2, "-3,17": 3, "-3,18": 0, "-3,19": 0, "-3,2": 1, "-3,20": 1, "-3,3": 1, "-4,16": 1, "-4,17": 0, "-4,18": 2, "-4,19": 1, "-4,20": 1, "-5,17": 0, "-5,18": 1, "-5,19": 1, "-5,20": 1, "0,-1": 1, "0,-2": 1, "0,-3": 0, "0,0": 1, "0,1": 1, "0,10": 3, "0,11": 1, "0,12": 2, "0,13": 1, "0,14": 2, "0,15": 1, "0,16": 3, "0,17": 2, "0,18": 1, "0,19": 2, "0,2": 1, "0,20": 1, "0,21": 4, "0,22": 1, "0,23": 1, "0,3": 1, "0,8": 1, "0,9": 2, "1,-1": 1, "1,-2": 1, "1,-3": 0, "1,0": 1, "1,1": 1, "1,10": 4, "1,11": 1, "1,12": 1, "1,13": 1, "1,14": 2, "1,15": 2, "1,16": 2, "1,17": 1, "1,18": 2, "1,19": 1, "1,2": 1, "1,20": 3, "1,21": 1, "1,22": 2, "1,23": 1, "1,3": 1, "1,4": 1, "1,5": 1, "1,6": 1, "1,7": 1, "1,8": 1, "1,9": 1, "2,-1": 1, "2,-2": 1, "2,-3": 0, "2,0": 1, "2,1": 1, "2,10": 3, "2,11": 2, "2,12": 1, "2,17": 2, "2,18": 1, "2,19": 3, "2,2": 1, "2,20": 1, "2,21": 3, "2,22": 1, "2,23": 2, "2,3": 1, "2,4": 1, "2,5": 1, "2,6": 1, "2,7": 1, "2,8": 2, "2,9": 1, "3,-1": 1, "3,-2": 1, "3,-3": 0, "3,0": 1, "3,1": 1, "3,10": 1, "3,11": 1, "3,17": 1, "3,18": 2, "3,19": 1, "3,2": 1, "3,20": 3, "3,21": 1, "3,22": 2, "3,3": 1, "3,4": 1, "3,5": 1, "3,6": 1, "3,7": 1, "3,8": 1, "3,9": 1, "4,0": 1, "4,1": 1, "4,10": 1, "4,17": 1, "4,18": 1, "4,19": 3, "4,2": 1, "4,20": 1, "4,21": 2, "4,3": 0, "4,4": 1, "4,5": 1, "4,6": 1, "4,7": 1, "4,8": 1, "4,9": 1, "5,0": 1, "5,1": 1, "5,17": 1, "5,18": 2, "5,19": 2, "5,2": 1, "5,20": 1, "5,21": 1, "5,3": 1, "5,4": 1, "5,5": 1, "6,0": 1, "6,1": 1, "6,19": 1, "6,2": 1, "6,20": 1, "6,21": 0, "6,3": 1, "6,4": 1, "7,0": 1, "7,1": 1, "7,19": 0, "7,2": 1, "7,20": 0, "7,3": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,10": ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], "-1,11": ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], "-1,12": ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], "-1,13": ["-1,12", "-1,14", "-2,13", "-2,14", "0,12", "0,13"], "-1,14": ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], "-1,15": ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], "-1,16": ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], "-1,17": ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], "-1,18": ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], "-1,19": ["-1,18", "-1,20", "-2,19", "-2,20", "0,18", "0,19"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,20": ["-1,19", "-1,21", "-2,20", "0,19", "0,20"], "-1,21": ["-1,20", "-1,22", "0,20", "0,21"], "-1,22": ["-1,21", "-1,23", "0,21", "0,22"], "-1,23": ["-1,22", "0,22", "0,23"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-1,9": ["-1,10", "-2,10", "0,8", "0,9"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,10": ["-1,10", "-1,9", "-2,11"], "-2,11": ["-1,10", "-1,11", "-2,10", "-2,12"], "-2,12": ["-1,11", "-1,12", "-2,11", "-2,13"], "-2,13": ["-1,12", "-1,13", "-2,12", "-2,14"], "-2,14": ["-1,13", "-1,14", "-2,13", "-2,15", "-3,15"], "-2,15": ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], "-2,16": ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], "-2,17": ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], "-2,18": ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], "-2,19": ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,20": ["-1,19", "-1,20", "-2,19", "-3,20"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,15": ["-2,14", "-2,15", "-3,16", "-4,16"], "-3,16": ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], "-3,17": ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], "-3,18": ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], "-3,19": ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,20": ["-2,19", "-2,20", "-3,19", "-4,20"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,16": ["-3,15", "-3,16", "-4,17", "-5,17"], "-4,17": ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], "-4,18": ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], "-4,19": ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], "-4,20": ["-3,19", "-3,20", "-4,19", "-5,20"], "-5,17": ["-4,16", "-4,17", "-5,18"], "-5,18": ["-4,17", "-4,18", "-5,17", "-5,19"], "-5,19": ["-4,18", "-4,19", "-5,18", "-5,20"], "-5,20": ["-4,19", "-4,20", "-5,19"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,10": ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], "0,11": ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], "0,14": ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], "0,15": ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], "0,16": ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], "0,17": ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], "0,18": ["-1,18", "-1,19", "0,17", "0,19", "1,17", "1,18"], "0,19": ["-1,19", "-1,20", "0,18", "0,20", "1,18", "1,19"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,20": ["-1,20", "-1,21", "0,19", "0,21", "1,19", "1,20"], "0,21": ["-1,21", "-1,22", "0,20", "0,22", "1,20", "1,21"], "0,22": ["-1,22", "-1,23", "0,21", "0,23", "1,21", "1,22"], "0,23": ["-1,23", "0,22", "1,22", "1,23"], "0,3": ["-1,3", "0,2", "1,2", "1,3"], "0,8": ["-1,9", "0,9", "1,7", "1,8"], "0,9": ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "0,14", "1,12", "1,14", "2,12"], "1,14": ["0,14", "0,15", "1,13", "1,15"], "1,15": ["0,15", "0,16", "1,14", "1,16"], "1,16": ["0,16", "0,17", "1,15", "1,17"], "1,17": ["0,17", "0,18", "1,16", "1,18", "2,17"], "1,18": ["0,18", "0,19", "1,17", "1,19", "2,17", "2,18"], "1,19": ["0,19", "0,20", "1,18", "1,20", "2,18", "2,19"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,20": ["0,20", "0,21", "1,19", "1,21", "2,19", "2,20"], "1,21": ["0,21", "0,22", "1,20", "1,22", "2,20", "2,21"], "1,22": ["0,22", "0,23", "1,21", "1,23", "2,21", "2,22"], "1,23": ["0,23", "1,22", "2,22", "2,23"], "1,3": ["0,3", "1,2", "1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["1,5", "1,7", "2,5", "2,6"], "1,7": ["0,8", "1,6", "1,8", "2,6", "2,7"], "1,8": ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], "1,9": ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], "2,12": ["1,12", "1,13", "2,11", "3,11"], "2,17": ["1,17", "1,18", "2,18", "3,17"], "2,18": ["1,18", "1,19", "2,17", "2,19", "3,17", "3,18"], "2,19": ["1,19", "1,20", "2,18", "2,20", "3,18", "3,19"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,20": ["1,20", "1,21", "2,19", "2,21", "3,19", "3,20"], "2,21": ["1,21", "1,22", "2,20", "2,22", "3,20", "3,21"], "2,22": ["1,22", "1,23", "2,21", "2,23", "3,21", "3,22"], "2,23": ["1,23", "2,22", "3,22"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], "2,7": ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], "2,8": ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,10": ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], "3,11": ["2,11", "2,12", "3,10", "4,10"], "3,17": ["2,17", "2,18", "3,18", "4,17"], "3,18": ["2,18", "2,19", "3,17", "3,19", "4,17", "4,18"], "3,19": ["2,19", "2,20", "3,18", "3,20", "4,18", "4,19"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,20": ["2,20", "2,21", "3,19", "3,21", "4,19", "4,20"], "3,21": ["2,21", "2,22", "3,20", "3,22", "4,20", "4,21"], "3,22": ["2,22", "2,23", "3,21", "4,21"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,10": ["3,10", "3,11", "4,9"], "4,17": ["3,17", "3,18", "4,18", "5,17"], "4,18": ["3,18", "3,19", "4,17", "4,19", "5,17", "5,18"], "4,19": ["3,19", "3,20", "4,18", "4,20", "5,18", "5,19"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,20": ["3,20", "3,21", "4,19", "4,21", "5,19", "5,20"], "4,21": ["3,21", "3,22", "4,20", "5,20", "5,21"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "3,7", "4,5", "4,7", "5,5"], "4,7": ["3,7", "3,8", "4,6", "4,8"], "4,8": ["3,8", "3,9", "4,7", "4,9"], "4,9": ["3,10", "3,9", "4,10", "4,8"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,17": ["4,17", "4,18", "5,18"], "5,18": ["4,18", "4,19", "5,17", "5,19"], "5,19": ["4,19", "4,20", "5,18", "5,20", "6,19"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,20": ["4,20", "4,21", "5,19", "5,21", "6,19", "6,20"], "5,21": ["4,21", "5,20", "6,20", "6,21"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "6,4"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,19": ["5,19", "5,20", "6,20", "7,19"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,20": ["5,20", "5,21", "6,19", "6,21", "7,19", "7,20"], "6,21": ["5,21", "6,20", "7,20"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "7,3"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,19": ["6,19", "6,20", "7,20"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,20": ["6,20", "6,21", "7,19"], "7,3": ["6,3", "6,4", "7,2"]}}, "hills-of-gold": {"key": "hills-of-gold", "name": "Hills of Gold", "spaces": {"-1,-1": ["J", 1, "B"], "-1,-2": ["J", 1, "B"], "-1,0": ["S", 1, "B"], "-1,1": ["J", 1, "B"], "-1,10": ["J", 1, "K"], "-1,11": ["J", 1, "K"], "-1,12": ["J", 1, "K"], "-1,13": ["J", 2, "K"], "-1,2": ["S", 1, "B"], "-1,3": ["W", 1, "B"], "-1,9": ["J", 1, "K"], "-10,18": ["S", 1, "N"], "-10,19": ["S", 2, "N"], "-10,20": ["S", 3, "N"], "-10,21": ["W", 1, "N"], "-10,22": ["J", 2, "N"], "-10,23": ["J", 1, "N"], "-11,19": ["S", 1, "N"], "-11,20": ["W", 1, "N"], "-11,21": ["W", 1, "N"], "-11,22": ["J", 1, "N"], "-11,23": ["J", 1, "N"], "-12,20": ["W", 1, "N"], "-12,21": ["W", 1, "N"], "-12,22": ["J", 1, "N"], "-12,23": ["J", 1, "N"], "-12,24": ["J", 1, "ElDoradoTwo"], "-13,23": ["J", 1, "ElDoradoTwo"], "-13,24": ["J", 1, "ElDoradoTwo"], "-13,25": ["ED", 0, "ElDoradoTwo"], "-14,24": ["ED", 0, "ElDoradoTwo"], "-14,25": ["ED", 0, "ElDoradoTwo"], "-2,-1": ["J", 1, "B"], "-2,0": ["J", 1, "B"], "-2,1": ["J", 1, "B"], "-2,10": ["J", 2, "K"], "-2,11": ["J", 2, "K"], "-2,12": ["J", 2, "K"], "-2,13": ["J", 1, "K"], "-2,2": ["C", 0, "B"], "-2,3": ["B", 1, "B"], "-3,0": ["J", 1, "B"], "-3,1": ["J", 1, "B"], "-3,10": ["S", 1, "J"], "-3,11": ["S", 1, "J"], "-3,12": ["S", 1, "J"], "-3,13": ["S", 1, "J"], "-3,2": ["J", 1, "B"], "-3,3": ["W", 1, "B"], "-4,10": ["S", 1, "J"], "-4,11": ["S", 2, "J"], "-4,12": ["S", 2, "J"], "-4,13": ["S", 1, "J"], "-4,14": ["W", 1, "J"], "-5,10": ["S", 1, "J"], "-5,11": ["S", 2, "J"], "-5,12": ["J", 1, "J"], "-5,13": ["J", 2, "J"], "-5,14": ["W", 2, "J"], "-5,15": ["W", 1, "J"], "-6,10": ["R", 2, "J"], "-6,11": ["C", 0, "J"], "-6,12": ["J", 1, "J"], "-6,13": ["B", 1, "J"], "-6,14": ["J", 1, "J"], "-6,15": ["M", 0, "J"], "-6,16": ["W", 1, "J"], "-6,17": ["J", 1, "N"], "-6,18": ["W", 1, "N"], "-6,19": ["W", 1, "N"], "-6,20": ["S", 1, "N"], "-7,11": ["R", 1, "J"], "-7,12": ["R", 2, "J"], "-7,13": ["J", 1, "J"], "-7,14": ["J", 2, "J"], "-7,15": ["W", 2, "J"], "-7,16": ["W", 1, "J"], "-7,17": ["J", 1, "N"], "-7,18": ["J", 1, "N"], "-7,19": ["W", 1, "N"], "-7,20": ["S", 2, "N"], "-7,21": ["S", 1, "N"], "-8,12": ["R", 1, "J"], "-8,13": ["R", 2, "J"], "-8,14": ["R", 2, "J"], "-8,15": ["W", 1, "J"], "-8,16": ["W", 1, "J"], "-8,17": ["J", 1, "N"], "-8,18": ["J", 2, "N"], "-8,19": ["W", 1, "N"], "-8,20": ["S", 3, "N"], "-8,21": ["S", 2, "N"], "-8,22": ["J", 1, "N"], "-9,13": ["R", 1, "J"], "-9,14": ["R", 1, "J"], "-9,15": ["R", 2, "J"], "-9,16": ["W", 1, "J"], "-9,17": ["J", 1, "N"], "-9,18": ["J", 1, "N"], "-9,19": ["J", 1, "N"], "-9,20": ["S", 4, "N"], "-9,21": ["J", 1, "N"], "-9,22": ["J", 1, "N"], "-9,23": ["J", 1, "N"], "0,-1": ["J", 1, "B"], "0,-2": ["J", 1, "B"], "0,-3": ["ST", 0, "B"], "0,0": ["J", 1, "B"], "0,1": ["J", 1, "B"], "0,10": ["J", 3, "K"], "0,11": ["J", 3, "K"], "0,12": ["W", 3, "K"], "0,13": ["J", 2, "K"], "0,2": ["J", 1, "B"], "0,3": ["J", 1, "B"], "0,8": ["J", 1, "K"], "0,9": ["J", 2, "K"], "1,-1": ["W", 1, "B"], "1,-2": ["J", 1, "B"], "1,-3": ["ST", 0, "B"], "1,0": ["S", 1, "B"], "1,1": ["S", 1, "B"], "1,10": ["J", 1, "K"], "1,11": ["J", 1, "K"], "1,12": ["J", 1, "K"], "1,13": ["B", 1, "K"], "1,2": ["J", 1, "B"], "1,3": ["W", 1, "C"], "1,4": ["W", 1, "C"], "1,5": ["S", 1, "C"], "1,6": ["R", 1, "C"], "1,7": ["B", 1, "K"], "1,8": ["J", 1, "K"], "1,9": ["J", 1, "K"], "10,3": ["J", 1, "G"], "10,4": ["M", 0, "G"], "10,5": ["S", 1, "G"], "10,6": ["J", 2, "G"], "10,7": ["J", 1, "G"], "11,3": ["J", 1, "G"], "11,4": ["J", 1, "G"], "11,5": ["J", 1, "G"], "11,6": ["B", 1, "G"], "2,-1": ["J", 1, "B"], "2,-2": ["J", 1, "B"], "2,-3": ["ST", 0, "B"], "2,0": ["J", 1, "B"], "2,1": ["J", 1, "B"], "2,10": ["J", 3, "K"], "2,11": ["J", 2, "K"], "2,12": ["J", 1, "K"], "2,2": ["W", 1, "C"], "2,3": ["S", 1, "C"], "2,4": ["S", 1, "C"], "2,5": ["R", 1, "C"], "2,6": ["W", 1, "C"], "2,7": ["J", 2, "K"], "2,8": ["S", 4, "K"], "2,9": ["J", 3, "K"], "3,-1": ["J", 1, "B"], "3,-2": ["J", 1, "B"], "3,-3": ["ST", 0, "B"], "3,0": ["W", 1, "B"], "3,1": ["J", 1, "C"], "3,10": ["J", 1, "K"], "3,11": ["J", 1, "K"], "3,2": ["J", 1, "C"], "3,3": ["W", 1, "C"], "3,4": ["W", 1, "C"], "3,5": ["R", 1, "C"], "3,6": ["W", 1, "C"], "3,7": ["J", 2, "K"], "3,8": ["J", 1, "K"], "3,9": ["J", 1, "K"], "4,0": ["J", 1, "C"], "4,1": ["R", 1, "C"], "4,10": ["J", 2, "K"], "4,2": ["W", 1, "C"], "4,3": ["C", 0, "C"], "4,4": ["S", 1, "C"], "4,5": ["W", 1, "C"], "4,6": ["R", 1, "C"], "4,7": ["J", 1, "K"], "4,8": ["J", 2, "K"], "4,9": ["J", 2, "K"], "5,0": ["S", 1, "C"], "5,1": ["R", 1, "C"], "5,2": ["R", 1, "C"], "5,3": ["S", 1, "C"], "5,4": ["R", 1, "C"], "5,5": ["R", 1, "C"], "5,6": ["M", 0, "G"], "5,7": ["S", 1, "G"], "5,8": ["J", 1, "G"], "5,9": ["J", 1, "G"], "6,0": ["S", 1, "C"], "6,1": ["S", 1, "C"], "6,2": ["W", 1, "C"], "6,3": ["S", 1, "C"], "6,4": ["J", 1, "C"], "6,5": ["S", 1, "G"], "6,6": ["C", 0, "G"], "6,7": ["S", 2, "G"], "6,8": ["J", 2, "G"], "6,9": ["J", 1, "G"], "7,0": ["W", 1, "C"], "7,1": ["W", 1, "C"], "7,2": ["J", 1, "C"], "7,3": ["J", 1, "C"], "7,4": ["J", 1, "G"], "7,5": ["S", 2, "G"], "7,6": ["S", 4, "G"], "7,7": ["S", 2, "G"], "7,8": ["S", 1, "G"], "7,9": ["J", 1, "G"], "8,3": ["J", 1, "G"], "8,4": ["J", 2, "G"], "8,5": ["S", 2, "G"], "8,6": ["S", 3, "G"], "8,7": ["R", 1, "G"], "8,8": ["M", 0, "G"], "8,9": ["J", 1, "G"], "9,3": ["J", 1, "G"], "9,4": ["S", 1, "G"], "9,5": ["R", 1, "G"], "9,6": ["S", 2, "G"], "9,7": ["S", 1, "G"], "9,8": ["J", 1, "G"]}, "start_spaces": ["3,-3", "2,-3", "1,-3", "0,-3"], "finish": ["-12,24", "-13,23", "-13,24"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,10": "machete", "-1,11": "machete", "-1,12": "machete", "-1,13": "machete", "-1,2": "coin", "-1,3": "paddle", "-1,9": "machete", "-10,18": "coin", "-10,19": "coin", "-10,20": "coin", "-10,21": "paddle", "-10,22": "machete", "-10,23": "machete", "-11,19": "coin", "-11,20": "paddle", "-11,21": "paddle", "-11,22": "machete", "-11,23": "machete", "-12,20": "paddle", "-12,21": "paddle", "-12,22": "machete", "-12,23": "machete", "-12,24": "machete", "-13,23": "machete", "-13,24": "machete", "-13,25": null, "-14,24": null, "-14,25": null, "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,10": "machete", "-2,11": "machete", "-2,12": "machete", "-2,13": "machete", "-2,2": null, "-2,3": "remove", "-3,0": "machete", "-3,1": "machete", "-3,10": "coin", "-3,11": "coin", "-3,12": "coin", "-3,13": "coin", "-3,2": "machete", "-3,3": "paddle", "-4,10": "coin", "-4,11": "coin", "-4,12": "coin", "-4,13": "coin", "-4,14": "paddle", "-5,10": "coin", "-5,11": "coin", "-5,12": "machete", "-5,13": "machete", "-5,14": "paddle", "-5,15": "paddle", "-6,10": "discard", "-6,11": null, "-6,12": "machete", "-6,13": "remove", "-6,14": "machete", "-6,15": null, "-6,16": "paddle", "-6,17": "machete", "-6,18": "paddle", "-6,19": "paddle", "-6,20": "coin", "-7,11": "discard", "-7,12": "discard", "-7,13": "machete", "-7,14": "machete", "-7,15": "paddle", "-7,16": "paddle", "-7,17": "machete", "-7,18": "machete", "-7,19": "paddle", "-7,20": "coin", "-7,21": "coin", "-8,12": "discard", "-8,13": "discard", "-8,14": "discard", "-8,15": "paddle", "-8,16": "paddle", "-8,17": "machete", "-8,18": "machete", "-8,19": "paddle", "-8,20": "coin", "-8,21": "coin", "-8,22": "machete", "-9,13": "discard", "-9,14": "discard", "-9,15": "discard", "-9,16": "paddle", "-9,17": "machete", "-9,18": "machete", "-9,19": "machete", "-9,20": "coin", "-9,21": "machete", "-9,22": "machete", "-9,23": "machete", "0,-1": "machete", "0,-2": "machete", "0,-3": null, "0,0": "machete", "0,1": "machete", "0,10": "machete", "0,11": "machete", "0,12": "paddle", "0,13": "machete", "0,2": "machete", "0,3": "machete", "0,8": "machete", "0,9": "machete", "1,-1": "paddle", "1,-2": "machete", "1,-3": null, "1,0": "coin", "1,1": "coin", "1,10": "machete", "1,11": "machete", "1,12": "machete", "1,13": "remove", "1,2": "machete", "1,3": "paddle", "1,4": "paddle", "1,5": "coin", "1,6": "discard", "1,7": "remove", "1,8": "machete", "1,9": "machete", "10,3": "machete", "10,4": null, "10,5": "coin", "10,6": "machete", "10,7": "machete", "11,3": "machete", "11,4": "machete", "11,5": "machete", "11,6": "remove", "2,-1": "machete", "2,-2": "machete", "2,-3": null, "2,0": "machete", "2,1": "machete", "2,10": "machete", "2,11": "machete", "2,12": "machete", "2,2": "paddle", "2,3": "coin", "2,4": "coin", "2,5": "discard", "2,6": "paddle", "2,7": "machete", "2,8": "coin", "2,9": "machete", "3,-1": "machete", "3,-2": "machete", "3,-3": null, "3,0": "paddle", "3,1": "machete", "3,10": "machete", "3,11": "machete", "3,2": "machete", "3,3": "paddle", "3,4": "paddle", "3,5": "discard", "3,6": "paddle", "3,7": "machete", "3,8": "machete", "3,9": "machete", "4,0": "machete", "4,1": "discard", "4,10": "machete", "4,2": "paddle", "4,3": null, "4,4": "coin", "4,5": "paddle", "4,6": "discard", "4,7": "machete", "4,8": "machete", "4,9": "machete", "5,0": "coin", "5,1": "discard", "5,2": "discard", "5,3": "coin", "5,4": "discard", "5,5": "discard", "5,6": null, "5,7": "coin", "5,8": "machete", "5,9": "machete", "6,0": "coin", "6,1": "coin", "6,2": "paddle", "6,3": "coin", "6,4": "machete", "6,5": "coin", "6,6": null, "6,7": "coin", "6,8": "machete", "6,9": "machete", "7,0": "paddle", "7,1": "paddle", "7,2": "machete", "7,3": "machete", "7,4": "machete", "7,5": "coin", "7,6": "coin", "7,7": "coin", "7,8": "coin", "7,9": "machete", "8,3": "machete", "8,4": "machete", "8,5": "coin", "8,6": "coin", "8,7": "discard", "8,8": null, "8,9": "machete", "9,3": "machete", "9,4": "coin", "9,5": "discard", "9,6": "coin", "9,7": "coin", "9,8": "machete"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,10": 1, "-1,11": 1, "-1,12": 1, "-1,13": 2, "-1,2": 1, "-1,3": 1, "-1,9": 1, "-10,18": 1, "-10,19": 2, "-10,20": 3, "-10,21": 1, "-10,22": 2, "-10,23": 1, "-11,19": 1, "-11,20": 1, "-11,21": 1, "-11,22": 1, "-11,23": 1, "-12,20": 1, "-12,21": 1, "-12,22": 1, "-12,23": 1, "-12,24": 1, "-13,23": 1, "-13,24": 1, "-13,25": 0, "-14,24": 0, "-14,25": 0, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,10": 2, "-2,11": 2, "-2,12": 2, "-2,13": 1, "-2,2": 0, "-2,3": 1, "-3,0": 1, "-3,1": 1, "-3,10": 1, "-3,11": 1, "-3,12": 1, "-3,13": 1, "-3,2": 1, "-3,3": 1, "-4,10": 1, "-4,11": 2, "-4,12": 2, "-4,13": 1, "-4,14": 1, "-5,10": 1, "-5,11": 2, "-5,12": 1, "-5,13": 2, "-5,14": 2, "-5,15": 1, "-6,10": 2, "-6,11": 0, "-6,12": 1, "-6,13": 1, "-6,14": 1, "-6,15": 0, "-6,16": 1, "-6,17": 1, "-6,18": 1, "-6,19": 1, "-6,20": 1, "-7,11": 1, "-7,12": 2, "-7,13": 1, "-7,14": 2, "-7,15": 2, "-7,16": 1, "-7,17": 1, "-7,18": 1, "-7,19": 1, "-7,20": 2, "-7,21": 1, "-8,12": 1, "-8,13": 2, "-8,14": 2, "-8,15": 1, "-8,16": 1, "-8,17": 1, "-8,18": 2, "-8,19": 1, "-8,20": 3, "-8,21": 2, "-8,22": 1, "-9,13": 1, "-9,14": 1, "-9,15": 2, "-9,16": 1, "-9,17": 1, "-9,18": 1, "-9,19": 1, "-9,20": 4, "-9,21": 1, "-9,22": 1, "-9,23": 1, "0,-1": 1, "0,-2": 1, "0,-3": 0, "0,0": 1, "0,1": 1, "0,10": 3, "0,11": 3, "0,12": 3, "0,13": 2, "0,2": 1, "0,3": 1, "0,8": 1, "0,9": 2, "1,-1": 1, "1,-2": 1, "1,-3": 0, "1,0": 1, "1,1": 1, "1,10": 1, "1,11": 1, "1,12": 1, "1,13": 1, "1,2": 1, "1,3": 1, "1,4": 1, "1,5": 1, "1,6": 1, "1,7": 1, "1,8": 1, "1,9": 1, "10,3": 1, "10,4": 0, "10,5": 1, "10,6": 2, "10,7": 1, "11,3": 1, "11,4": 1, "11,5": 1, "11,6": 1, "2,-1": 1, "2,-2": 1, "2,-3": 0, "2,0": 1, "2,1": 1, "2,10": 3, "2,11": 2, "2,12": 1, "2,2": 1, "2,3": 1, "2,4": 1, "2,5": 1, "2,6": 1, "2,7": 2, "2,8": 4, "2,9": 3, "3,-1": 1, "3,-2": 1, "3,-3": 0, "3,0": 1, "3,1": 1, "3,10": 1, "3,11": 1, "3,2": 1, "3,3": 1, "3,4": 1, "3,5": 1, "3,6": 1, "3,7": 2, "3,8": 1, "3,9": 1, "4,0": 1, "4,1": 1, "4,10": 2, "4,2": 1, "4,3": 0, "4,4": 1, "4,5": 1, "4,6": 1, "4,7": 1, "4,8": 2, "4,9": 2, "5,0": 1, "5,1": 1, "5,2": 1, "5,3": 1, "5,4": 1, "5,5": 1, "5,6": 0, "5,7": 1, "5,8": 1, "5,9": 1, "6,0": 1, "6,1": 1, "6,2": 1, "6,3": 1, "6,4": 1, "6,5": 1, "6,6": 0, "6,7": 2, "6,8": 2, "6,9": 1, "7,0": 1, "7,1": 1, "7,2": 1, "7,3": 1, "7,4": 1, "7,5": 2, "7,6": 4, "7,7": 2, "7,8": 1, "7,9": 1, "8,3": 1, "8,4": 2, "8,5": 2, "8,6": 3, "8,7": 1, "8,8": 0, "8,9": 1, "9,3": 1, "9,4": 1, "9,5": 1, "9,6": 2, "9,7": 1, "9,8": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,10": ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], "-1,11": ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], "-1,12": ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], "-1,13": ["-1,12", "-2,13", "0,12", "0,13"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-1,9": ["-1,10", "-2,10", "0,8", "0,9"], "-10,18": ["-10,19", "-11,19", "-9,17", "-9,18"], "-10,19": ["-10,18", "-10,20", "-11,19", "-11,20", "-9,18", "-9,19"], "-10,20": ["-10,19", "-10,21", "-11,20", "-11,21", "-9,19", "-9,20"], "-10,21": ["-10,20", "-10,22", "-11,21", "-11,22", "-9,20", "-9,21"], "-10,22": ["-10,21", "-10,23", "-11,22", "-11,23", "-9,21", "-9,22"], "-10,23": ["-10,22", "-11,23", "-9,22", "-9,23"], "-11,19": ["-10,18", "-10,19", "-11,20", "-12,20"], "-11,20": ["-10,19", "-10,20", "-11,19", "-11,21", "-12,20", "-12,21"], "-11,21": ["-10,20", "-10,21", "-11,20", "-11,22", "-12,21", "-12,22"], "-11,22": ["-10,21", "-10,22", "-11,21", "-11,23", "-12,22", "-12,23"], "-11,23": ["-10,22", "-10,23", "-11,22", "-12,23", "-12,24"], "-12,20": ["-11,19", "-11,20", "-12,21"], "-12,21": ["-11,20", "-11,21", "-12,20", "-12,22"], "-12,22": ["-11,21", "-11,22", "-12,21", "-12,23", "-13,23"], "-12,23": ["-11,22", "-11,23", "-12,22", "-12,24", "-13,23", "-13,24"], "-12,24": ["-11,23", "-12,23", "-13,24", "-13,25"], "-13,23": ["-12,22", "-12,23", "-13,24", "-14,24"], "-13,24": ["-12,23", "-12,24", "-13,23", "-13,25", "-14,24", "-14,25"], "-13,25": ["-12,24", "-13,24", "-14,25"], "-14,24": ["-13,23", "-13,24", "-14,25"], "-14,25": ["-13,24", "-13,25", "-14,24"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,10": ["-1,10", "-1,9", "-2,11", "-3,10", "-3,11"], "-2,11": ["-1,10", "-1,11", "-2,10", "-2,12", "-3,11", "-3,12"], "-2,12": ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], "-2,13": ["-1,12", "-1,13", "-2,12", "-3,13"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,10": ["-2,10", "-3,11", "-4,10", "-4,11"], "-3,11": ["-2,10", "-2,11", "-3,10", "-3,12", "-4,11", "-4,12"], "-3,12": ["-2,11", "-2,12", "-3,11", "-3,13", "-4,12", "-4,13"], "-3,13": ["-2,12", "-2,13", "-3,12", "-4,13", "-4,14"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,10": ["-3,10", "-4,11", "-5,10", "-5,11"], "-4,11": ["-3,10", "-3,11", "-4,10", "-4,12", "-5,11", "-5,12"], "-4,12": ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], "-4,13": ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], "-4,14": ["-3,13", "-4,13", "-5,14", "-5,15"], "-5,10": ["-4,10", "-5,11", "-6,10", "-6,11"], "-5,11": ["-4,10", "-4,11", "-5,10", "-5,12", "-6,11", "-6,12"], "-5,12": ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], "-5,13": ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], "-5,14": ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], "-5,15": ["-4,14", "-5,14", "-6,15", "-6,16"], "-6,10": ["-5,10", "-6,11", "-7,11"], "-6,11": ["-5,10", "-5,11", "-6,10", "-6,12", "-7,11", "-7,12"], "-6,12": ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], "-6,13": ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], "-6,14": ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], "-6,15": ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], "-6,16": ["-5,15", "-6,15", "-6,17", "-7,16", "-7,17"], "-6,17": ["-6,16", "-6,18", "-7,17", "-7,18"], "-6,18": ["-6,17", "-6,19", "-7,18", "-7,19"], "-6,19": ["-6,18", "-6,20", "-7,19", "-7,20"], "-6,20": ["-6,19", "-7,20", "-7,21"], "-7,11": ["-6,10", "-6,11", "-7,12", "-8,12"], "-7,12": ["-6,11", "-6,12", "-7,11", "-7,13", "-8,12", "-8,13"], "-7,13": ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], "-7,14": ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], "-7,15": ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], "-7,16": ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], "-7,17": ["-6,16", "-6,17", "-7,16", "-7,18", "-8,17", "-8,18"], "-7,18": ["-6,17", "-6,18", "-7,17", "-7,19", "-8,18", "-8,19"], "-7,19": ["-6,18", "-6,19", "-7,18", "-7,20", "-8,19", "-8,20"], "-7,20": ["-6,19", "-6,20", "-7,19", "-7,21", "-8,20", "-8,21"], "-7,21": ["-6,20", "-7,20", "-8,21", "-8,22"], "-8,12": ["-7,11", "-7,12", "-8,13", "-9,13"], "-8,13": ["-7,12", "-7,13", "-8,12", "-8,14", "-9,13", "-9,14"], "-8,14": ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], "-8,15": ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], "-8,16": ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], "-8,17": ["-7,16", "-7,17", "-8,16", "-8,18", "-9,17", "-9,18"], "-8,18": ["-7,17", "-7,18", "-8,17", "-8,19", "-9,18", "-9,19"], "-8,19": ["-7,18", "-7,19", "-8,18", "-8,20", "-9,19", "-9,20"], "-8,20": ["-7,19", "-7,20", "-8,19", "-8,21", "-9,20", "-9,21"], "-8,21": ["-7,20", "-7,21", "-8,20", "-8,22", "-9,21", "-9,22"], "-8,22": ["-7,21", "-8,21", "-9,22", "-9,23"], "-9,13": ["-8,12", "-8,13", "-9,14"], "-9,14": ["-8,13", "-8,14", "-9,13", "-9,15"], "-9,15": ["-8,14", "-8,15", "-9,14", "-9,16"], "-9,16": ["-8,15", "-8,16", "-9,15", "-9,17"], "-9,17": ["-10,18", "-8,16", "-8,17", "-9,16", "-9,18"], "-9,18": ["-10,18", "-10,19", "-8,17", "-8,18", "-9,17", "-9,19"], "-9,19": ["-10,19", "-10,20", "-8,18", "-8,19", "-9,18", "-9,20"], "-9,20": ["-10,20", "-10,21", "-8,19", "-8,20", "-9,19", "-9,21"], "-9,21": ["-10,21", "-10,22", "-8,20", "-8,21", "-9,20", "-9,22"], "-9,22": ["-10,22", "-10,23", "-8,21", "-8,22", "-9,21", "-9,23"], "-9,23": ["-10,23", "-8,22", "-9,22"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,10": ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], "0,11": ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "0,12", "1,12", "1,13"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "0,2", "1,2", "1,3"], "0,8": ["-1,9", "0,9", "1,7", "1,8"], "0,9": ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "1,12", "2,12"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,3": ["0,3", "1,2", "1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["1,5", "2,5", "2,6"], "1,7": ["0,8", "1,8", "2,7"], "1,8": ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], "1,9": ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], "10,3": ["10,4", "11,3", "9,3", "9,4"], "10,4": ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], "10,5": ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], "10,6": ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], "10,7": ["10,6", "11,6", "9,7", "9,8"], "11,3": ["10,3", "10,4", "11,4"], "11,4": ["10,4", "10,5", "11,3", "11,5"], "11,5": ["10,5", "10,6", "11,4", "11,6"], "11,6": ["10,6", "10,7", "11,5"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], "2,12": ["1,12", "1,13", "2,11", "3,11"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "2,5", "3,5", "3,6"], "2,7": ["1,7", "1,8", "2,8", "3,7"], "2,8": ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,10": ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], "3,11": ["2,11", "2,12", "3,10", "4,10"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "3,5", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,8", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,10": ["3,10", "3,11", "4,9", "5,9"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "4,5", "5,5", "5,6"], "4,7": ["3,7", "3,8", "4,8", "5,6", "5,7"], "4,8": ["3,8", "3,9", "4,7", "4,9", "5,7", "5,8"], "4,9": ["3,10", "3,9", "4,10", "4,8", "5,8", "5,9"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], "5,6": ["4,6", "4,7", "5,5", "5,7", "6,5", "6,6"], "5,7": ["4,7", "4,8", "5,6", "5,8", "6,6", "6,7"], "5,8": ["4,8", "4,9", "5,7", "5,9", "6,7", "6,8"], "5,9": ["4,10", "4,9", "5,8", "6,8", "6,9"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], "6,5": ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], "6,6": ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], "6,7": ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], "6,8": ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], "6,9": ["5,9", "6,8", "7,8", "7,9"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,3": ["6,3", "6,4", "7,2", "7,4", "8,3"], "7,4": ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], "7,5": ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], "7,6": ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], "7,7": ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], "7,8": ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], "7,9": ["6,9", "7,8", "8,8", "8,9"], "8,3": ["7,3", "7,4", "8,4", "9,3"], "8,4": ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], "8,5": ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], "8,6": ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], "8,7": ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], "8,8": ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], "8,9": ["7,9", "8,8", "9,8"], "9,3": ["10,3", "8,3", "8,4", "9,4"], "9,4": ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], "9,5": ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], "9,6": ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], "9,7": ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], "9,8": ["10,7", "8,8", "8,9", "9,7"]}}, "home-stretch": {"key": "home-stretch", "name": "Home Stretch", "spaces": {"-1,-1": ["J", 1, "B"], "-1,-2": ["J", 1, "B"], "-1,0": ["S", 1, "B"], "-1,1": ["J", 1, "B"], "-1,10": ["J", 1, "K"], "-1,11": ["J", 1, "K"], "-1,12": ["J", 3, "K"], "-1,13": ["J", 1, "K"], "-1,14": ["J", 3, "K"], "-1,15": ["J", 1, "K"], "-1,16": ["J", 1, "K"], "-1,17": ["B", 1, "M"], "-1,18": ["W", 4, "M"], "-1,19": ["C", 0, "M"], "-1,2": ["S", 1, "B"], "-1,20": ["M", 0, "M"], "-1,3": ["W", 1, "B"], "-1,8": ["J", 2, "Q"], "-1,9": ["J", 1, "Q"], "-10,27": ["W", 1, "C"], "-10,28": ["W", 1, "C"], "-10,29": ["S", 1, "C"], "-10,30": ["R", 1, "C"], "-2,-1": ["J", 1, "B"], "-2,0": ["J", 1, "B"], "-2,1": ["J", 1, "B"], "-2,11": ["J", 2, "K"], "-2,12": ["S", 4, "K"], "-2,13": ["J", 1, "K"], "-2,14": ["J", 3, "K"], "-2,15": ["J", 1, "K"], "-2,16": ["J", 2, "K"], "-2,17": ["J", 1, "M"], "-2,18": ["M", 0, "M"], "-2,19": ["W", 1, "M"], "-2,2": ["C", 0, "B"], "-2,20": ["J", 1, "M"], "-2,21": ["J", 1, "M"], "-2,3": ["B", 1, "B"], "-3,0": ["J", 1, "B"], "-3,1": ["J", 1, "B"], "-3,12": ["J", 2, "K"], "-3,13": ["J", 1, "K"], "-3,14": ["J", 2, "K"], "-3,15": ["J", 1, "K"], "-3,16": ["J", 2, "K"], "-3,17": ["J", 1, "M"], "-3,18": ["M", 0, "M"], "-3,19": ["J", 1, "M"], "-3,2": ["J", 1, "B"], "-3,20": ["J", 1, "M"], "-3,21": ["R", 2, "M"], "-3,22": ["J", 1, "M"], "-3,3": ["W", 1, "B"], "-4,13": ["B", 1, "K"], "-4,14": ["J", 1, "K"], "-4,15": ["J", 1, "K"], "-4,16": ["J", 2, "K"], "-4,17": ["J", 1, "M"], "-4,18": ["S", 4, "M"], "-4,19": ["J", 1, "M"], "-4,20": ["R", 2, "M"], "-4,21": ["M", 0, "M"], "-4,22": ["R", 2, "M"], "-4,23": ["J", 1, "M"], "-4,24": ["W", 1, "C"], "-4,25": ["W", 1, "C"], "-4,26": ["J", 1, "C"], "-4,27": ["J", 1, "C"], "-5,18": ["J", 1, "M"], "-5,19": ["S", 2, "M"], "-5,20": ["J", 1, "M"], "-5,21": ["M", 0, "M"], "-5,22": ["J", 1, "M"], "-5,23": ["J", 1, "M"], "-5,24": ["S", 1, "C"], "-5,25": ["S", 1, "C"], "-5,26": ["W", 1, "C"], "-5,27": ["S", 1, "C"], "-5,28": ["J", 1, "C"], "-6,19": ["J", 1, "M"], "-6,20": ["J", 1, "M"], "-6,21": ["M", 0, "M"], "-6,22": ["J", 1, "M"], "-6,23": ["W", 1, "M"], "-6,24": ["S", 1, "C"], "-6,25": ["R", 1, "C"], "-6,26": ["R", 1, "C"], "-6,27": ["S", 1, "C"], "-6,28": ["R", 1, "C"], "-6,29": ["R", 1, "C"], "-6,30": ["J", 1, "ElDoradoTwo"], "-6,31": ["ED", 0, "ElDoradoTwo"], "-7,20": ["M", 0, "M"], "-7,21": ["M", 0, "M"], "-7,22": ["J", 1, "M"], "-7,23": ["W", 1, "M"], "-7,24": ["J", 1, "C"], "-7,25": ["R", 1, "C"], "-7,26": ["W", 1, "C"], "-7,27": ["C", 0, "C"], "-7,28": ["S", 1, "C"], "-7,29": ["W", 1, "C"], "-7,30": ["R", 1, "C"], "-7,31": ["J", 1, "ElDoradoTwo"], "-7,32": ["ED", 0, "ElDoradoTwo"], "-8,25": ["J", 1, "C"], "-8,26": ["J", 1, "C"], "-8,27": ["W", 1, "C"], "-8,28": ["W", 1, "C"], "-8,29": ["R", 1, "C"], "-8,30": ["W", 1, "C"], "-8,31": ["J", 1, "ElDoradoTwo"], "-8,32": ["ED", 0, "ElDoradoTwo"], "-9,26": ["W", 1, "C"], "-9,27": ["S", 1, "C"], "-9,28": ["S", 1, "C"], "-9,29": ["R", 1, "C"], "-9,30": ["W", 1, "C"], "0,-1": ["J", 1, "B"], "0,-2": ["J", 1, "B"], "0,-3": ["ST", 0, "B"], "0,0": ["J", 1, "B"], "0,1": ["J", 1, "B"], "0,10": ["J", 2, "K"], "0,11": ["J", 1, "K"], "0,12": ["J", 3, "K"], "0,13": ["J", 1, "K"], "0,14": ["W", 3, "K"], "0,15": ["J", 2, "K"], "0,2": ["J", 1, "B"], "0,3": ["J", 1, "B"], "0,7": ["R", 1, "Q"], "0,8": ["R", 1, "Q"], "0,9": ["R", 3, "Q"], "1,-1": ["W", 1, "B"], "1,-2": ["J", 1, "B"], "1,-3": ["ST", 0, "B"], "1,0": ["S", 1, "B"], "1,1": ["S", 1, "B"], "1,10": ["J", 2, "K"], "1,11": ["J", 1, "K"], "1,12": ["J", 2, "K"], "1,13": ["J", 1, "K"], "1,14": ["J", 2, "K"], "1,2": ["J", 1, "B"], "1,3": ["S", 1, "J"], "1,4": ["S", 1, "J"], "1,5": ["S", 1, "J"], "1,6": ["R", 2, "J"], "1,7": ["S", 1, "Q"], "1,8": ["J", 2, "Q"], "1,9": ["J", 1, "Q"], "2,-1": ["J", 1, "B"], "2,-2": ["J", 1, "B"], "2,-3": ["ST", 0, "B"], "2,0": ["J", 1, "B"], "2,1": ["J", 1, "B"], "2,10": ["J", 2, "K"], "2,11": ["J", 1, "K"], "2,12": ["J", 1, "K"], "2,13": ["B", 1, "K"], "2,2": ["S", 1, "J"], "2,3": ["S", 2, "J"], "2,4": ["S", 2, "J"], "2,5": ["C", 0, "J"], "2,6": ["R", 1, "J"], "2,7": ["S", 1, "Q"], "2,8": ["S", 3, "Q"], "2,9": ["J", 1, "Q"], "3,-1": ["J", 1, "B"], "3,-2": ["J", 1, "B"], "3,-3": ["ST", 0, "B"], "3,0": ["W", 1, "B"], "3,1": ["S", 1, "J"], "3,2": ["S", 2, "J"], "3,3": ["J", 1, "J"], "3,4": ["J", 1, "J"], "3,5": ["R", 2, "J"], "3,6": ["R", 1, "J"], "3,7": ["W", 1, "Q"], "3,8": ["W", 1, "Q"], "3,9": ["W", 2, "Q"], "4,0": ["S", 1, "J"], "4,1": ["S", 1, "J"], "4,2": ["J", 2, "J"], "4,3": ["B", 1, "J"], "4,4": ["J", 1, "J"], "4,5": ["R", 2, "J"], "4,6": ["R", 1, "J"], "4,7": ["J", 3, "Q"], "4,8": ["J", 2, "Q"], "5,0": ["W", 1, "J"], "5,1": ["W", 2, "J"], "5,2": ["J", 1, "J"], "5,3": ["J", 2, "J"], "5,4": ["R", 2, "J"], "5,5": ["R", 1, "J"], "6,0": ["W", 1, "J"], "6,1": ["M", 0, "J"], "6,2": ["W", 2, "J"], "6,3": ["W", 1, "J"], "6,4": ["R", 2, "J"], "7,0": ["W", 1, "J"], "7,1": ["W", 1, "J"], "7,2": ["W", 1, "J"], "7,3": ["W", 1, "J"]}, "start_spaces": ["3,-3", "2,-3", "1,-3", "0,-3"], "finish": ["-6,30", "-7,31", "-8,31"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,10": "machete", "-1,11": "machete", "-1,12": "machete", "-1,13": "machete", "-1,14": "machete", "-1,15": "machete", "-1,16": "machete", "-1,17": "remove", "-1,18": "paddle", "-1,19": null, "-1,2": "coin", "-1,20": null, "-1,3": "paddle", "-1,8": "machete", "-1,9": "machete", "-10,27": "paddle", "-10,28": "paddle", "-10,29": "coin", "-10,30": "discard", "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,11": "machete", "-2,12": "coin", "-2,13": "machete", "-2,14": "machete", "-2,15": "machete", "-2,16": "machete", "-2,17": "machete", "-2,18": null, "-2,19": "paddle", "-2,2": null, "-2,20": "machete", "-2,21": "machete", "-2,3": "remove", "-3,0": "machete", "-3,1": "machete", "-3,12": "machete", "-3,13": "machete", "-3,14": "machete", "-3,15": "machete", "-3,16": "machete", "-3,17": "machete", "-3,18": null, "-3,19": "machete", "-3,2": "machete", "-3,20": "machete", "-3,21": "discard", "-3,22": "machete", "-3,3": "paddle", "-4,13": "remove", "-4,14": "machete", "-4,15": "machete", "-4,16": "machete", "-4,17": "machete", "-4,18": "coin", "-4,19": "machete", "-4,20": "discard", "-4,21": null, "-4,22": "discard", "-4,23": "machete", "-4,24": "paddle", "-4,25": "paddle", "-4,26": "machete", "-4,27": "machete", "-5,18": "machete", "-5,19": "coin", "-5,20": "machete", "-5,21": null, "-5,22": "machete", "-5,23": "machete", "-5,24": "coin", "-5,25": "coin", "-5,26": "paddle", "-5,27": "coin", "-5,28": "machete", "-6,19": "machete", "-6,20": "machete", "-6,21": null, "-6,22": "machete", "-6,23": "paddle", "-6,24": "coin", "-6,25": "discard", "-6,26": "discard", "-6,27": "coin", "-6,28": "discard", "-6,29": "discard", "-6,30": "machete", "-6,31": null, "-7,20": null, "-7,21": null, "-7,22": "machete", "-7,23": "paddle", "-7,24": "machete", "-7,25": "discard", "-7,26": "paddle", "-7,27": null, "-7,28": "coin", "-7,29": "paddle", "-7,30": "discard", "-7,31": "machete", "-7,32": null, "-8,25": "machete", "-8,26": "machete", "-8,27": "paddle", "-8,28": "paddle", "-8,29": "discard", "-8,30": "paddle", "-8,31": "machete", "-8,32": null, "-9,26": "paddle", "-9,27": "coin", "-9,28": "coin", "-9,29": "discard", "-9,30": "paddle", "0,-1": "machete", "0,-2": "machete", "0,-3": null, "0,0": "machete", "0,1": "machete", "0,10": "machete", "0,11": "machete", "0,12": "machete", "0,13": "machete", "0,14": "paddle", "0,15": "machete", "0,2": "machete", "0,3": "machete", "0,7": "discard", "0,8": "discard", "0,9": "discard", "1,-1": "paddle", "1,-2": "machete", "1,-3": null, "1,0": "coin", "1,1": "coin", "1,10": "machete", "1,11": "machete", "1,12": "machete", "1,13": "machete", "1,14": "machete", "1,2": "machete", "1,3": "coin", "1,4": "coin", "1,5": "coin", "1,6": "discard", "1,7": "coin", "1,8": "machete", "1,9": "machete", "2,-1": "machete", "2,-2": "machete", "2,-3": null, "2,0": "machete", "2,1": "machete", "2,10": "machete", "2,11": "machete", "2,12": "machete", "2,13": "remove", "2,2": "coin", "2,3": "coin", "2,4": "coin", "2,5": null, "2,6": "discard", "2,7": "coin", "2,8": "coin", "2,9": "machete", "3,-1": "machete", "3,-2": "machete", "3,-3": null, "3,0": "paddle", "3,1": "coin", "3,2": "coin", "3,3": "machete", "3,4": "machete", "3,5": "discard", "3,6": "discard", "3,7": "paddle", "3,8": "paddle", "3,9": "paddle", "4,0": "coin", "4,1": "coin", "4,2": "machete", "4,3": "remove", "4,4": "machete", "4,5": "discard", "4,6": "discard", "4,7": "machete", "4,8": "machete", "5,0": "paddle", "5,1": "paddle", "5,2": "machete", "5,3": "machete", "5,4": "discard", "5,5": "discard", "6,0": "paddle", "6,1": null, "6,2": "paddle", "6,3": "paddle", "6,4": "discard", "7,0": "paddle", "7,1": "paddle", "7,2": "paddle", "7,3": "paddle"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,10": 1, "-1,11": 1, "-1,12": 3, "-1,13": 1, "-1,14": 3, "-1,15": 1, "-1,16": 1, "-1,17": 1, "-1,18": 4, "-1,19": 0, "-1,2": 1, "-1,20": 0, "-1,3": 1, "-1,8": 2, "-1,9": 1, "-10,27": 1, "-10,28": 1, "-10,29": 1, "-10,30": 1, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,11": 2, "-2,12": 4, "-2,13": 1, "-2,14": 3, "-2,15": 1, "-2,16": 2, "-2,17": 1, "-2,18": 0, "-2,19": 1, "-2,2": 0, "-2,20": 1, "-2,21": 1, "-2,3": 1, "-3,0": 1, "-3,1": 1, "-3,12": 2, "-3,13": 1, "-3,14": 2, "-3,15": 1, "-3,16": 2, "-3,17": 1, "-3,18": 0, "-3,19": 1, "-3,2": 1, "-3,20": 1, "-3,21": 2, "-3,22": 1, "-3,3": 1, "-4,13": 1, "-4,14": 1, "-4,15": 1, "-4,16": 2, "-4,17": 1, "-4,18": 4, "-4,19": 1, "-4,20": 2, "-4,21": 0, "-4,22": 2, "-4,23": 1, "-4,24": 1, "-4,25": 1, "-4,26": 1, "-4,27": 1, "-5,18": 1, "-5,19": 2, "-5,20": 1, "-5,21": 0, "-5,22": 1, "-5,23": 1, "-5,24": 1, "-5,25": 1, "-5,26": 1, "-5,27": 1, "-5,28": 1, "-6,19": 1, "-6,20": 1, "-6,21": 0, "-6,22": 1, "-6,23": 1, "-6,24": 1, "-6,25": 1, "-6,26": 1, "-6,27": 1, "-6,28": 1, "-6,29": 1, "-6,30": 1, "-6,31": 0, "-7,20": 0, "-7,21": 0, "-7,22": 1, "-7,23": 1, "-7,24": 1, "-7,25": 1, "-7,26": 1, "-7,27": 0, "-7,28": 1, "-7,29": 1, "-7,30": 1, "-7,31": 1, "-7,32": 0, "-8,25": 1, "-8,26": 1, "-8,27": 1, "-8,28": 1, "-8,29": 1, "-8,30": 1, "-8,31": 1, "-8,32": 0, "-9,26": 1, "-9,27": 1, "-9,28": 1, "-9,29": 1, "-9,30": 1, "0,-1": 1, "0,-2": 1, "0,-3": 0, "0,0": 1, "0,1": 1, "0,10": 2, "0,11": 1, "0,12": 3, "0,13": 1, "0,14": 3, "0,15": 2, "0,2": 1, "0,3": 1, "0,7": 1, "0,8": 1, "0,9": 3, "1,-1": 1, "1,-2": 1, "1,-3": 0, "1,0": 1, "1,1": 1, "1,10": 2, "1,11": 1, "1,12": 2, "1,13": 1, "1,14": 2, "1,2": 1, "1,3": 1, "1,4": 1, "1,5": 1, "1,6": 2, "1,7": 1, "1,8": 2, "1,9": 1, "2,-1": 1, "2,-2": 1, "2,-3": 0, "2,0": 1, "2,1": 1, "2,10": 2, "2,11": 1, "2,12": 1, "2,13": 1, "2,2": 1, "2,3": 2, "2,4": 2, "2,5": 0, "2,6": 1, "2,7": 1, "2,8": 3, "2,9": 1, "3,-1": 1, "3,-2": 1, "3,-3": 0, "3,0": 1, "3,1": 1, "3,2": 2, "3,3": 1, "3,4": 1, "3,5": 2, "3,6": 1, "3,7": 1, "3,8": 1, "3,9": 2, "4,0": 1, "4,1": 1, "4,2": 2, "4,3": 1, "4,4": 1, "4,5": 2, "4,6": 1, "4,7": 3, "4,8": 2, "5,0": 1, "5,1": 2, "5,2": 1, "5,3": 2, "5,4": 2, "5,5": 1, "6,0": 1, "6,1": 0, "6,2": 2, "6,3": 1, "6,4": 2, "7,0": 1, "7,1": 1, "7,2": 1, "7,3": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,10": ["-1,11", "-1,9", "-2,11", "0,10", "0,9"], "-1,11": ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], "-1,12": ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], "-1,13": ["-1,12", "-1,14", "-2,13", "-2,14", "0,12", "0,13"], "-1,14": ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], "-1,15": ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], "-1,16": ["-1,15", "-1,17", "-2,16", "-2,17", "0,15"], "-1,17": ["-1,16", "-1,18", "-2,17", "-2,18"], "-1,18": ["-1,17", "-1,19", "-2,18", "-2,19"], "-1,19": ["-1,18", "-1,20", "-2,19", "-2,20"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,20": ["-1,19", "-2,20", "-2,21"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-1,8": ["-1,9", "0,7", "0,8"], "-1,9": ["-1,10", "-1,8", "0,8", "0,9"], "-10,27": ["-10,28", "-9,26", "-9,27"], "-10,28": ["-10,27", "-10,29", "-9,27", "-9,28"], "-10,29": ["-10,28", "-10,30", "-9,28", "-9,29"], "-10,30": ["-10,29", "-9,29", "-9,30"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,11": ["-1,10", "-1,11", "-2,12", "-3,12"], "-2,12": ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], "-2,13": ["-1,12", "-1,13", "-2,12", "-2,14", "-3,13", "-3,14"], "-2,14": ["-1,13", "-1,14", "-2,13", "-2,15", "-3,14", "-3,15"], "-2,15": ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], "-2,16": ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], "-2,17": ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], "-2,18": ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], "-2,19": ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,20": ["-1,19", "-1,20", "-2,19", "-2,21", "-3,20", "-3,21"], "-2,21": ["-1,20", "-2,20", "-3,21", "-3,22"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,12": ["-2,11", "-2,12", "-3,13", "-4,13"], "-3,13": ["-2,12", "-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], "-3,14": ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], "-3,15": ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], "-3,16": ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], "-3,17": ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], "-3,18": ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], "-3,19": ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,20": ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], "-3,21": ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], "-3,22": ["-2,21", "-3,21", "-4,22", "-4,23"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,13": ["-3,12", "-3,13", "-4,14"], "-4,14": ["-3,13", "-3,14", "-4,13", "-4,15"], "-4,15": ["-3,14", "-3,15", "-4,14", "-4,16"], "-4,16": ["-3,15", "-3,16", "-4,15", "-4,17"], "-4,17": ["-3,16", "-3,17", "-4,16", "-4,18", "-5,18"], "-4,18": ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], "-4,19": ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], "-4,20": ["-3,19", "-3,20", "-4,19", "-4,21", "-5,20", "-5,21"], "-4,21": ["-3,20", "-3,21", "-4,20", "-4,22", "-5,21", "-5,22"], "-4,22": ["-3,21", "-3,22", "-4,21", "-4,23", "-5,22", "-5,23"], "-4,23": ["-3,22", "-4,22", "-4,24", "-5,23", "-5,24"], "-4,24": ["-4,23", "-4,25", "-5,24", "-5,25"], "-4,25": ["-4,24", "-4,26", "-5,25", "-5,26"], "-4,26": ["-4,25", "-4,27", "-5,26", "-5,27"], "-4,27": ["-4,26", "-5,27", "-5,28"], "-5,18": ["-4,17", "-4,18", "-5,19", "-6,19"], "-5,19": ["-4,18", "-4,19", "-5,18", "-5,20", "-6,19", "-6,20"], "-5,20": ["-4,19", "-4,20", "-5,19", "-5,21", "-6,20", "-6,21"], "-5,21": ["-4,20", "-4,21", "-5,20", "-5,22", "-6,21", "-6,22"], "-5,22": ["-4,21", "-4,22", "-5,21", "-5,23", "-6,22", "-6,23"], "-5,23": ["-4,22", "-4,23", "-5,22", "-5,24", "-6,23", "-6,24"], "-5,24": ["-4,23", "-4,24", "-5,23", "-5,25", "-6,24", "-6,25"], "-5,25": ["-4,24", "-4,25", "-5,24", "-5,26", "-6,25", "-6,26"], "-5,26": ["-4,25", "-4,26", "-5,25", "-5,27", "-6,26", "-6,27"], "-5,27": ["-4,26", "-4,27", "-5,26", "-5,28", "-6,27", "-6,28"], "-5,28": ["-4,27", "-5,27", "-6,28", "-6,29"], "-6,19": ["-5,18", "-5,19", "-6,20", "-7,20"], "-6,20": ["-5,19", "-5,20", "-6,19", "-6,21", "-7,20", "-7,21"], "-6,21": ["-5,20", "-5,21", "-6,20", "-6,22", "-7,21", "-7,22"], "-6,22": ["-5,21", "-5,22", "-6,21", "-6,23", "-7,22", "-7,23"], "-6,23": ["-5,22", "-5,23", "-6,22", "-6,24", "-7,23", "-7,24"], "-6,24": ["-5,23", "-5,24", "-6,23", "-6,25", "-7,24", "-7,25"], "-6,25": ["-5,24", "-5,25", "-6,24", "-6,26", "-7,25", "-7,26"], "-6,26": ["-5,25", "-5,26", "-6,25", "-6,27", "-7,26", "-7,27"], "-6,27": ["-5,26", "-5,27", "-6,26", "-6,28", "-7,27", "-7,28"], "-6,28": ["-5,27", "-5,28", "-6,27", "-6,29", "-7,28", "-7,29"], "-6,29": ["-5,28", "-6,28", "-6,30", "-7,29", "-7,30"], "-6,30": ["-6,29", "-6,31", "-7,30", "-7,31"], "-6,31": ["-6,30", "-7,31", "-7,32"], "-7,20": ["-6,19", "-6,20", "-7,21"], "-7,21": ["-6,20", "-6,21", "-7,20", "-7,22"], "-7,22": ["-6,21", "-6,22", "-7,21", "-7,23"], "-7,23": ["-6,22", "-6,23", "-7,22", "-7,24"], "-7,24": ["-6,23", "-6,24", "-7,23", "-7,25", "-8,25"], "-7,25": ["-6,24", "-6,25", "-7,24", "-7,26", "-8,25", "-8,26"], "-7,26": ["-6,25", "-6,26", "-7,25", "-7,27", "-8,26", "-8,27"], "-7,27": ["-6,26", "-6,27", "-7,26", "-7,28", "-8,27", "-8,28"], "-7,28": ["-6,27", "-6,28", "-7,27", "-7,29", "-8,28", "-8,29"], "-7,29": ["-6,28", "-6,29", "-7,28", "-7,30", "-8,29", "-8,30"], "-7,30": ["-6,29", "-6,30", "-7,29", "-7,31", "-8,30", "-8,31"], "-7,31": ["-6,30", "-6,31", "-7,30", "-7,32", "-8,31", "-8,32"], "-7,32": ["-6,31", "-7,31", "-8,32"], "-8,25": ["-7,24", "-7,25", "-8,26", "-9,26"], "-8,26": ["-7,25", "-7,26", "-8,25", "-8,27", "-9,26", "-9,27"], "-8,27": ["-7,26", "-7,27", "-8,26", "-8,28", "-9,27", "-9,28"], "-8,28": ["-7,27", "-7,28", "-8,27", "-8,29", "-9,28", "-9,29"], "-8,29": ["-7,28", "-7,29", "-8,28", "-8,30", "-9,29", "-9,30"], "-8,30": ["-7,29", "-7,30", "-8,29", "-8,31", "-9,30"], "-8,31": ["-7,30", "-7,31", "-8,30", "-8,32"], "-8,32": ["-7,31", "-7,32", "-8,31"], "-9,26": ["-10,27", "-8,25", "-8,26", "-9,27"], "-9,27": ["-10,27", "-10,28", "-8,26", "-8,27", "-9,26", "-9,28"], "-9,28": ["-10,28", "-10,29", "-8,27", "-8,28", "-9,27", "-9,29"], "-9,29": ["-10,29", "-10,30", "-8,28", "-8,29", "-9,28", "-9,30"], "-9,30": ["-10,30", "-8,29", "-8,30", "-9,29"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,10": ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], "0,11": ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], "0,14": ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], "0,15": ["-1,15", "-1,16", "0,14", "1,14"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "0,2", "1,2", "1,3"], "0,7": ["-1,8", "0,8", "1,6", "1,7"], "0,8": ["-1,8", "-1,9", "0,7", "0,9", "1,7", "1,8"], "0,9": ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "0,14", "1,12", "1,14", "2,12", "2,13"], "1,14": ["0,14", "0,15", "1,13", "2,13"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,3": ["0,3", "1,2", "1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["0,7", "1,5", "1,7", "2,5", "2,6"], "1,7": ["0,7", "0,8", "1,6", "1,8", "2,6", "2,7"], "1,8": ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], "1,9": ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12"], "2,12": ["1,12", "1,13", "2,11", "2,13"], "2,13": ["1,13", "1,14", "2,12"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], "2,7": ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], "2,8": ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,8", "4,8"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "3,7", "4,5", "4,7", "5,5"], "4,7": ["3,7", "3,8", "4,6", "4,8"], "4,8": ["3,8", "3,9", "4,7"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "6,4"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "7,3"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,3": ["6,3", "6,4", "7,2"]}}, "winding-path": {"key": "winding-path", "name": "Winding Path", "spaces": {"-1,-1": ["J", 1, "B"], "-1,-2": ["J", 1, "B"], "-1,0": ["S", 1, "B"], "-1,1": ["J", 1, "B"], "-1,10": ["J", 1, "F"], "-1,11": ["J", 1, "F"], "-1,12": ["S", 1, "F"], "-1,13": ["R", 1, "F"], "-1,14": ["S", 1, "C"], "-1,15": ["R", 1, "C"], "-1,16": ["R", 1, "C"], "-1,17": ["S", 1, "C"], "-1,18": ["R", 1, "C"], "-1,19": ["R", 1, "C"], "-1,2": ["S", 1, "B"], "-1,3": ["W", 1, "B"], "-1,9": ["M", 0, "F"], "-2,-1": ["J", 1, "B"], "-2,0": ["J", 1, "B"], "-2,1": ["J", 1, "B"], "-2,10": ["J", 1, "F"], "-2,11": ["J", 2, "F"], "-2,12": ["R", 1, "F"], "-2,13": ["R", 1, "F"], "-2,14": ["J", 1, "C"], "-2,15": ["R", 1, "C"], "-2,16": ["W", 1, "C"], "-2,17": ["C", 0, "C"], "-2,18": ["S", 1, "C"], "-2,19": ["W", 1, "C"], "-2,2": ["C", 0, "B"], "-2,20": ["R", 1, "C"], "-2,21": ["J", 1, "N"], "-2,22": ["W", 1, "N"], "-2,23": ["W", 1, "N"], "-2,24": ["S", 1, "N"], "-2,3": ["B", 1, "B"], "-3,0": ["J", 1, "B"], "-3,1": ["J", 1, "B"], "-3,11": ["J", 1, "G"], "-3,12": ["J", 1, "G"], "-3,13": ["S", 1, "G"], "-3,14": ["M", 0, "G"], "-3,15": ["J", 1, "C"], "-3,16": ["J", 1, "C"], "-3,17": ["W", 1, "C"], "-3,18": ["W", 1, "C"], "-3,19": ["R", 1, "C"], "-3,2": ["J", 1, "B"], "-3,20": ["W", 1, "C"], "-3,21": ["J", 1, "N"], "-3,22": ["J", 1, "N"], "-3,23": ["W", 1, "N"], "-3,24": ["S", 2, "N"], "-3,25": ["S", 1, "N"], "-3,3": ["W", 1, "B"], "-4,11": ["J", 1, "G"], "-4,12": ["J", 2, "G"], "-4,13": ["S", 2, "G"], "-4,14": ["C", 0, "G"], "-4,15": ["S", 1, "G"], "-4,16": ["W", 1, "C"], "-4,17": ["S", 1, "C"], "-4,18": ["S", 1, "C"], "-4,19": ["R", 1, "C"], "-4,20": ["W", 1, "C"], "-4,21": ["J", 1, "N"], "-4,22": ["J", 2, "N"], "-4,23": ["W", 1, "N"], "-4,24": ["S", 3, "N"], "-4,25": ["S", 2, "N"], "-4,26": ["J", 1, "N"], "-4,27": ["W", 1, "ElDorado"], "-4,28": ["ED", 0, "ElDorado"], "-5,11": ["J", 1, "G"], "-5,12": ["S", 1, "G"], "-5,13": ["S", 2, "G"], "-5,14": ["S", 4, "G"], "-5,15": ["S", 2, "G"], "-5,16": ["J", 1, "G"], "-5,17": ["W", 1, "C"], "-5,18": ["W", 1, "C"], "-5,19": ["S", 1, "C"], "-5,20": ["R", 1, "C"], "-5,21": ["J", 1, "N"], "-5,22": ["J", 1, "N"], "-5,23": ["J", 1, "N"], "-5,24": ["S", 4, "N"], "-5,25": ["J", 1, "N"], "-5,26": ["J", 1, "N"], "-5,27": ["J", 1, "N"], "-5,28": ["W", 1, "ElDorado"], "-5,29": ["ED", 0, "ElDorado"], "-6,11": ["J", 1, "G"], "-6,12": ["M", 0, "G"], "-6,13": ["R", 1, "G"], "-6,14": ["S", 3, "G"], "-6,15": ["S", 2, "G"], "-6,16": ["J", 2, "G"], "-6,17": ["J", 1, "G"], "-6,22": ["S", 1, "N"], "-6,23": ["S", 2, "N"], "-6,24": ["S", 3, "N"], "-6,25": ["W", 1, "N"], "-6,26": ["J", 2, "N"], "-6,27": ["J", 1, "N"], "-6,28": ["W", 1, "ElDorado"], "-6,29": ["ED", 0, "ElDorado"], "-7,12": ["J", 1, "G"], "-7,13": ["S", 1, "G"], "-7,14": ["S", 2, "G"], "-7,15": ["R", 1, "G"], "-7,16": ["S", 1, "G"], "-7,17": ["J", 1, "G"], "-7,23": ["S", 1, "N"], "-7,24": ["W", 1, "N"], "-7,25": ["W", 1, "N"], "-7,26": ["J", 1, "N"], "-7,27": ["J", 1, "N"], "-8,13": ["J", 1, "G"], "-8,14": ["J", 2, "G"], "-8,15": ["S", 1, "G"], "-8,16": ["M", 0, "G"], "-8,17": ["J", 1, "G"], "-8,24": ["W", 1, "N"], "-8,25": ["W", 1, "N"], "-8,26": ["J", 1, "N"], "-8,27": ["J", 1, "N"], "-9,14": ["B", 1, "G"], "-9,15": ["J", 1, "G"], "-9,16": ["J", 1, "G"], "-9,17": ["J", 1, "G"], "0,-1": ["J", 1, "B"], "0,-2": ["J", 1, "B"], "0,-3": ["ST", 0, "B"], "0,0": ["J", 1, "B"], "0,1": ["J", 1, "B"], "0,10": ["W", 2, "F"], "0,11": ["S", 2, "F"], "0,12": ["S", 1, "F"], "0,13": ["J", 1, "F"], "0,14": ["S", 1, "C"], "0,15": ["S", 1, "C"], "0,16": ["W", 1, "C"], "0,17": ["S", 1, "C"], "0,18": ["J", 1, "C"], "0,2": ["J", 1, "B"], "0,3": ["J", 1, "B"], "0,8": ["C", 0, "F"], "0,9": ["M", 0, "F"], "1,-1": ["W", 1, "B"], "1,-2": ["J", 1, "B"], "1,-3": ["ST", 0, "B"], "1,0": ["S", 1, "B"], "1,1": ["S", 1, "B"], "1,10": ["M", 0, "F"], "1,11": ["R", 2, "F"], "1,12": ["J", 3, "F"], "1,13": ["B", 1, "F"], "1,14": ["W", 1, "C"], "1,15": ["W", 1, "C"], "1,16": ["J", 1, "C"], "1,17": ["J", 1, "C"], "1,2": ["J", 1, "B"], "1,3": ["J", 1, "I"], "1,4": ["S", 1, "I"], "1,5": ["S", 1, "I"], "1,6": ["S", 1, "I"], "1,7": ["W", 1, "F"], "1,8": ["W", 1, "F"], "1,9": ["W", 3, "F"], "2,-1": ["J", 1, "B"], "2,-2": ["J", 1, "B"], "2,-3": ["ST", 0, "B"], "2,0": ["J", 1, "B"], "2,1": ["J", 1, "B"], "2,10": ["J", 1, "F"], "2,11": ["J", 1, "F"], "2,12": ["J", 2, "F"], "2,2": ["J", 1, "I"], "2,3": ["J", 1, "I"], "2,4": ["S", 2, "I"], "2,5": ["S", 2, "I"], "2,6": ["S", 2, "I"], "2,7": ["W", 1, "F"], "2,8": ["W", 1, "F"], "2,9": ["J", 2, "F"], "3,-1": ["J", 1, "B"], "3,-2": ["J", 1, "B"], "3,-3": ["ST", 0, "B"], "3,0": ["W", 1, "B"], "3,1": ["J", 1, "I"], "3,10": ["W", 2, "F"], "3,11": ["R", 1, "F"], "3,2": ["M", 0, "I"], "3,3": ["J", 1, "I"], "3,4": ["J", 1, "I"], "3,5": ["R", 3, "I"], "3,6": ["W", 2, "I"], "3,7": ["R", 1, "F"], "3,8": ["J", 1, "F"], "3,9": ["J", 1, "F"], "4,0": ["J", 1, "I"], "4,1": ["J", 1, "I"], "4,10": ["B", 2, "F"], "4,2": ["M", 0, "I"], "4,3": ["J", 2, "I"], "4,4": ["M", 0, "I"], "4,5": ["W", 1, "I"], "4,6": ["W", 2, "I"], "4,7": ["R", 1, "F"], "4,8": ["R", 1, "F"], "4,9": ["W", 2, "F"], "5,0": ["J", 1, "I"], "5,1": ["J", 2, "I"], "5,2": ["B", 3, "I"], "5,3": ["M", 0, "I"], "5,4": ["W", 1, "I"], "5,5": ["W", 2, "I"], "6,0": ["J", 1, "I"], "6,1": ["M", 0, "I"], "6,2": ["J", 2, "I"], "6,3": ["J", 1, "I"], "6,4": ["W", 1, "I"], "7,0": ["C", 0, "I"], "7,1": ["J", 1, "I"], "7,2": ["J", 1, "I"], "7,3": ["J", 1, "I"]}, "start_spaces": ["3,-3", "2,-3", "1,-3", "0,-3"], "finish": ["-4,27", "-5,28", "-6,28"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,10": "machete", "-1,11": "machete", "-1,12": "coin", "-1,13": "discard", "-1,14": "coin", "-1,15": "discard", "-1,16": "discard", "-1,17": "coin", "-1,18": "discard", "-1,19": "discard", "-1,2": "coin", "-1,3": "paddle", "-1,9": null, "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,10": "machete", "-2,11": "machete", "-2,12": "discard", "-2,13": "discard", "-2,14": "machete", "-2,15": "discard", "-2,16": "paddle", "-2,17": null, "-2,18": "coin", "-2,19": "paddle", "-2,2": null, "-2,20": "discard", "-2,21": "machete", "-2,22": "paddle", "-2,23": "paddle", "-2,24": "coin", "-2,3": "remove", "-3,0": "machete", "-3,1": "machete", "-3,11": "machete", "-3,12": "machete", "-3,13": "coin", "-3,14": null, "-3,15": "machete", "-3,16": "machete", "-3,17": "paddle", "-3,18": "paddle", "-3,19": "discard", "-3,2": "machete", "-3,20": "paddle", "-3,21": "machete", "-3,22": "machete", "-3,23": "paddle", "-3,24": "coin", "-3,25": "coin", "-3,3": "paddle", "-4,11": "machete", "-4,12": "machete", "-4,13": "coin", "-4,14": null, "-4,15": "coin", "-4,16": "paddle", "-4,17": "coin", "-4,18": "coin", "-4,19": "discard", "-4,20": "paddle", "-4,21": "machete", "-4,22": "machete", "-4,23": "paddle", "-4,24": "coin", "-4,25": "coin", "-4,26": "machete", "-4,27": "paddle", "-4,28": null, "-5,11": "machete", "-5,12": "coin", "-5,13": "coin", "-5,14": "coin", "-5,15": "coin", "-5,16": "machete", "-5,17": "paddle", "-5,18": "paddle", "-5,19": "coin", "-5,20": "discard", "-5,21": "machete", "-5,22": "machete", "-5,23": "machete", "-5,24": "coin", "-5,25": "machete", "-5,26": "machete", "-5,27": "machete", "-5,28": "paddle", "-5,29": null, "-6,11": "machete", "-6,12": null, "-6,13": "discard", "-6,14": "coin", "-6,15": "coin", "-6,16": "machete", "-6,17": "machete", "-6,22": "coin", "-6,23": "coin", "-6,24": "coin", "-6,25": "paddle", "-6,26": "machete", "-6,27": "machete", "-6,28": "paddle", "-6,29": null, "-7,12": "machete", "-7,13": "coin", "-7,14": "coin", "-7,15": "discard", "-7,16": "coin", "-7,17": "machete", "-7,23": "coin", "-7,24": "paddle", "-7,25": "paddle", "-7,26": "machete", "-7,27": "machete", "-8,13": "machete", "-8,14": "machete", "-8,15": "coin", "-8,16": null, "-8,17": "machete", "-8,24": "paddle", "-8,25": "paddle", "-8,26": "machete", "-8,27": "machete", "-9,14": "remove", "-9,15": "machete", "-9,16": "machete", "-9,17": "machete", "0,-1": "machete", "0,-2": "machete", "0,-3": null, "0,0": "machete", "0,1": "machete", "0,10": "paddle", "0,11": "coin", "0,12": "coin", "0,13": "machete", "0,14": "coin", "0,15": "coin", "0,16": "paddle", "0,17": "coin", "0,18": "machete", "0,2": "machete", "0,3": "machete", "0,8": null, "0,9": null, "1,-1": "paddle", "1,-2": "machete", "1,-3": null, "1,0": "coin", "1,1": "coin", "1,10": null, "1,11": "discard", "1,12": "machete", "1,13": "remove", "1,14": "paddle", "1,15": "paddle", "1,16": "machete", "1,17": "machete", "1,2": "machete", "1,3": "machete", "1,4": "coin", "1,5": "coin", "1,6": "coin", "1,7": "paddle", "1,8": "paddle", "1,9": "paddle", "2,-1": "machete", "2,-2": "machete", "2,-3": null, "2,0": "machete", "2,1": "machete", "2,10": "machete", "2,11": "machete", "2,12": "machete", "2,2": "machete", "2,3": "machete", "2,4": "coin", "2,5": "coin", "2,6": "coin", "2,7": "paddle", "2,8": "paddle", "2,9": "machete", "3,-1": "machete", "3,-2": "machete", "3,-3": null, "3,0": "paddle", "3,1": "machete", "3,10": "paddle", "3,11": "discard", "3,2": null, "3,3": "machete", "3,4": "machete", "3,5": "discard", "3,6": "paddle", "3,7": "discard", "3,8": "machete", "3,9": "machete", "4,0": "machete", "4,1": "machete", "4,10": "remove", "4,2": null, "4,3": "machete", "4,4": null, "4,5": "paddle", "4,6": "paddle", "4,7": "discard", "4,8": "discard", "4,9": "paddle", "5,0": "machete", "5,1": "machete", "5,2": "remove", "5,3": null, "5,4": "paddle", "5,5": "paddle", "6,0": "machete", "6,1": null, "6,2": "machete", "6,3": "machete", "6,4": "paddle", "7,0": null, "7,1": "machete", "7,2": "machete", "7,3": "machete"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,10": 1, "-1,11": 1, "-1,12": 1, "-1,13": 1, "-1,14": 1, "-1,15": 1, "-1,16": 1, "-1,17": 1, "-1,18": 1, "-1,19": 1, "-1,2": 1, "-1,3": 1, "-1,9": 0, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,10": 1, "-2,11": 2, "-2,12": 1, "-2,13": 1, "-2,14": 1, "-2,15": 1, "-2,16": 1, "-2,17": 0, "-2,18": 1, "-2,19": 1, "-2,2": 0, "-2,20": 1, "-2,21": 1, "-2,22": 1, "-2,23": 1, "-2,24": 1, "-2,3": 1, "-3,0": 1, "-3,1": 1, "-3,11": 1, "-3,12": 1, "-3,13": 1, "-3,14": 0, "-3,15": 1, "-3,16": 1, "-3,17": 1, "-3,18": 1, "-3,19": 1, "-3,2": 1, "-3,20": 1, "-3,21": 1, "-3,22": 1, "-3,23": 1, "-3,24": 2, "-3,25": 1, "-3,3": 1, "-4,11": 1, "-4,12": 2, "-4,13": 2, "-4,14": 0, "-4,15": 1, "-4,16": 1, "-4,17": 1, "-4,18": 1, "-4,19": 1, "-4,20": 1, "-4,21": 1, "-4,22": 2, "-4,23": 1, "-4,24": 3, "-4,25": 2, "-4,26": 1, "-4,27": 1, "-4,28": 0, "-5,11": 1, "-5,12": 1, "-5,13": 2, "-5,14": 4, "-5,15": 2, "-5,16": 1, "-5,17": 1, "-5,18": 1, "-5,19": 1, "-5,20": 1, "-5,21": 1, "-5,22": 1, "-5,23": 1, "-5,24": 4, "-5,25": 1, "-5,26": 1, "-5,27": 1, "-5,28": 1, "-5,29": 0, "-6,11": 1, "-6,12": 0, "-6,13": 1, "-6,14": 3, "-6,15": 2, "-6,16": 2, "-6,17": 1, "-6,22": 1, "-6,23": 2, "-6,24": 3, "-6,25": 1, "-6,26": 2, "-6,27": 1, "-6,28": 1, "-6,29": 0, "-7,12": 1, "-7,13": 1, "-7,14": 2, "-7,15": 1, "-7,16": 1, "-7,17": 1, "-7,23": 1, "-7,24": 1, "-7,25": 1, "-7,26": 1, "-7,27": 1, "-8,13": 1, "-8,14": 2, "-8,15": 1, "-8,16": 0, "-8,17": 1, "-8,24": 1, "-8,25": 1, "-8,26": 1, "-8,27": 1, "-9,14": 1, "-9,15": 1, "-9,16": 1, "-9,17": 1, "0,-1": 1, "0,-2": 1, "0,-3": 0, "0,0": 1, "0,1": 1, "0,10": 2, "0,11": 2, "0,12": 1, "0,13": 1, "0,14": 1, "0,15": 1, "0,16": 1, "0,17": 1, "0,18": 1, "0,2": 1, "0,3": 1, "0,8": 0, "0,9": 0, "1,-1": 1, "1,-2": 1, "1,-3": 0, "1,0": 1, "1,1": 1, "1,10": 0, "1,11": 2, "1,12": 3, "1,13": 1, "1,14": 1, "1,15": 1, "1,16": 1, "1,17": 1, "1,2": 1, "1,3": 1, "1,4": 1, "1,5": 1, "1,6": 1, "1,7": 1, "1,8": 1, "1,9": 3, "2,-1": 1, "2,-2": 1, "2,-3": 0, "2,0": 1, "2,1": 1, "2,10": 1, "2,11": 1, "2,12": 2, "2,2": 1, "2,3": 1, "2,4": 2, "2,5": 2, "2,6": 2, "2,7": 1, "2,8": 1, "2,9": 2, "3,-1": 1, "3,-2": 1, "3,-3": 0, "3,0": 1, "3,1": 1, "3,10": 2, "3,11": 1, "3,2": 0, "3,3": 1, "3,4": 1, "3,5": 3, "3,6": 2, "3,7": 1, "3,8": 1, "3,9": 1, "4,0": 1, "4,1": 1, "4,10": 2, "4,2": 0, "4,3": 2, "4,4": 0, "4,5": 1, "4,6": 2, "4,7": 1, "4,8": 1, "4,9": 2, "5,0": 1, "5,1": 2, "5,2": 3, "5,3": 0, "5,4": 1, "5,5": 2, "6,0": 1, "6,1": 0, "6,2": 2, "6,3": 1, "6,4": 1, "7,0": 0, "7,1": 1, "7,2": 1, "7,3": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,10": ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], "-1,11": ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], "-1,12": ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], "-1,13": ["-1,12", "-2,13", "0,12", "0,13"], "-1,14": ["-1,15", "-2,14", "-2,15", "0,14"], "-1,15": ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], "-1,16": ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], "-1,17": ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], "-1,18": ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], "-1,19": ["-1,18", "-2,19", "-2,20", "0,18"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-1,9": ["-1,10", "-2,10", "0,8", "0,9"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,10": ["-1,10", "-1,9", "-2,11", "-3,11"], "-2,11": ["-1,10", "-1,11", "-2,10", "-2,12", "-3,11", "-3,12"], "-2,12": ["-1,11", "-1,12", "-2,11", "-2,13", "-3,12", "-3,13"], "-2,13": ["-1,12", "-1,13", "-2,12", "-3,13", "-3,14"], "-2,14": ["-1,14", "-2,15", "-3,14", "-3,15"], "-2,15": ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], "-2,16": ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], "-2,17": ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], "-2,18": ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], "-2,19": ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,20": ["-1,19", "-2,19", "-2,21", "-3,20", "-3,21"], "-2,21": ["-2,20", "-2,22", "-3,21", "-3,22"], "-2,22": ["-2,21", "-2,23", "-3,22", "-3,23"], "-2,23": ["-2,22", "-2,24", "-3,23", "-3,24"], "-2,24": ["-2,23", "-3,24", "-3,25"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,11": ["-2,10", "-2,11", "-3,12", "-4,11", "-4,12"], "-3,12": ["-2,11", "-2,12", "-3,11", "-3,13", "-4,12", "-4,13"], "-3,13": ["-2,12", "-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], "-3,14": ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], "-3,15": ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], "-3,16": ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], "-3,17": ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], "-3,18": ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], "-3,19": ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,20": ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], "-3,21": ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], "-3,22": ["-2,21", "-2,22", "-3,21", "-3,23", "-4,22", "-4,23"], "-3,23": ["-2,22", "-2,23", "-3,22", "-3,24", "-4,23", "-4,24"], "-3,24": ["-2,23", "-2,24", "-3,23", "-3,25", "-4,24", "-4,25"], "-3,25": ["-2,24", "-3,24", "-4,25", "-4,26"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,11": ["-3,11", "-4,12", "-5,11", "-5,12"], "-4,12": ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], "-4,13": ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], "-4,14": ["-3,13", "-3,14", "-4,13", "-4,15", "-5,14", "-5,15"], "-4,15": ["-3,14", "-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], "-4,16": ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], "-4,17": ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], "-4,18": ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], "-4,19": ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19", "-5,20"], "-4,20": ["-3,19", "-3,20", "-4,19", "-4,21", "-5,20", "-5,21"], "-4,21": ["-3,20", "-3,21", "-4,20", "-4,22", "-5,21", "-5,22"], "-4,22": ["-3,21", "-3,22", "-4,21", "-4,23", "-5,22", "-5,23"], "-4,23": ["-3,22", "-3,23", "-4,22", "-4,24", "-5,23", "-5,24"], "-4,24": ["-3,23", "-3,24", "-4,23", "-4,25", "-5,24", "-5,25"], "-4,25": ["-3,24", "-3,25", "-4,24", "-4,26", "-5,25", "-5,26"], "-4,26": ["-3,25", "-4,25", "-4,27", "-5,26", "-5,27"], "-4,27": ["-4,26", "-4,28", "-5,27", "-5,28"], "-4,28": ["-4,27", "-5,28", "-5,29"], "-5,11": ["-4,11", "-5,12", "-6,11", "-6,12"], "-5,12": ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], "-5,13": ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], "-5,14": ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], "-5,15": ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], "-5,16": ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16", "-6,17"], "-5,17": ["-4,16", "-4,17", "-5,16", "-5,18", "-6,17"], "-5,18": ["-4,17", "-4,18", "-5,17", "-5,19"], "-5,19": ["-4,18", "-4,19", "-5,18", "-5,20"], "-5,20": ["-4,19", "-4,20", "-5,19", "-5,21"], "-5,21": ["-4,20", "-4,21", "-5,20", "-5,22", "-6,22"], "-5,22": ["-4,21", "-4,22", "-5,21", "-5,23", "-6,22", "-6,23"], "-5,23": ["-4,22", "-4,23", "-5,22", "-5,24", "-6,23", "-6,24"], "-5,24": ["-4,23", "-4,24", "-5,23", "-5,25", "-6,24", "-6,25"], "-5,25": ["-4,24", "-4,25", "-5,24", "-5,26", "-6,25", "-6,26"], "-5,26": ["-4,25", "-4,26", "-5,25", "-5,27", "-6,26", "-6,27"], "-5,27": ["-4,26", "-4,27", "-5,26", "-5,28", "-6,27", "-6,28"], "-5,28": ["-4,27", "-4,28", "-5,27", "-5,29", "-6,28", "-6,29"], "-5,29": ["-4,28", "-5,28", "-6,29"], "-6,11": ["-5,11", "-6,12", "-7,12"], "-6,12": ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], "-6,13": ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], "-6,14": ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], "-6,15": ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], "-6,16": ["-5,15", "-5,16", "-6,15", "-6,17", "-7,16", "-7,17"], "-6,17": ["-5,16", "-5,17", "-6,16", "-7,17"], "-6,22": ["-5,21", "-5,22", "-6,23", "-7,23"], "-6,23": ["-5,22", "-5,23", "-6,22", "-6,24", "-7,23", "-7,24"], "-6,24": ["-5,23", "-5,24", "-6,23", "-6,25", "-7,24", "-7,25"], "-6,25": ["-5,24", "-5,25", "-6,24", "-6,26", "-7,25", "-7,26"], "-6,26": ["-5,25", "-5,26", "-6,25", "-6,27", "-7,26", "-7,27"], "-6,27": ["-5,26", "-5,27", "-6,26", "-6,28", "-7,27"], "-6,28": ["-5,27", "-5,28", "-6,27", "-6,29"], "-6,29": ["-5,28", "-5,29", "-6,28"], "-7,12": ["-6,11", "-6,12", "-7,13", "-8,13"], "-7,13": ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], "-7,14": ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], "-7,15": ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], "-7,16": ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], "-7,17": ["-6,16", "-6,17", "-7,16", "-8,17"], "-7,23": ["-6,22", "-6,23", "-7,24", "-8,24"], "-7,24": ["-6,23", "-6,24", "-7,23", "-7,25", "-8,24", "-8,25"], "-7,25": ["-6,24", "-6,25", "-7,24", "-7,26", "-8,25", "-8,26"], "-7,26": ["-6,25", "-6,26", "-7,25", "-7,27", "-8,26", "-8,27"], "-7,27": ["-6,26", "-6,27", "-7,26", "-8,27"], "-8,13": ["-7,12", "-7,13", "-8,14", "-9,14"], "-8,14": ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], "-8,15": ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], "-8,16": ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], "-8,17": ["-7,16", "-7,17", "-8,16", "-9,17"], "-8,24": ["-7,23", "-7,24", "-8,25"], "-8,25": ["-7,24", "-7,25", "-8,24", "-8,26"], "-8,26": ["-7,25", "-7,26", "-8,25", "-8,27"], "-8,27": ["-7,26", "-7,27", "-8,26"], "-9,14": ["-8,13", "-8,14", "-9,15"], "-9,15": ["-8,14", "-8,15", "-9,14", "-9,16"], "-9,16": ["-8,15", "-8,16", "-9,15", "-9,17"], "-9,17": ["-8,16", "-8,17", "-9,16"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,10": ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], "0,11": ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "0,12", "1,12", "1,13"], "0,14": ["-1,14", "-1,15", "0,15", "1,14"], "0,15": ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], "0,16": ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], "0,17": ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], "0,18": ["-1,18", "-1,19", "0,17", "1,17"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "0,2", "1,2", "1,3"], "0,8": ["-1,9", "0,9", "1,7", "1,8"], "0,9": ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "1,12", "2,12"], "1,14": ["0,14", "0,15", "1,15"], "1,15": ["0,15", "0,16", "1,14", "1,16"], "1,16": ["0,16", "0,17", "1,15", "1,17"], "1,17": ["0,17", "0,18", "1,16"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,3": ["0,3", "1,2", "1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["1,5", "1,7", "2,5", "2,6"], "1,7": ["0,8", "1,6", "1,8", "2,6", "2,7"], "1,8": ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], "1,9": ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], "2,12": ["1,12", "1,13", "2,11", "3,11"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], "2,7": ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], "2,8": ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,10": ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], "3,11": ["2,11", "2,12", "3,10", "4,10"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,10": ["3,10", "3,11", "4,9"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "3,7", "4,5", "4,7", "5,5"], "4,7": ["3,7", "3,8", "4,6", "4,8"], "4,8": ["3,8", "3,9", "4,7", "4,9"], "4,9": ["3,10", "3,9", "4,10", "4,8"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "6,4"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "7,3"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,3": ["6,3", "6,4", "7,2"]}}, "serpentine": {"key": "serpentine", "name": "Serpentine", "spaces": {"-1,-1": ["J", 1, "A"], "-1,-2": ["ST", 0, "A"], "-1,0": ["J", 1, "A"], "-1,1": ["J", 1, "A"], "-1,10": ["W", 2, "E"], "-1,11": ["M", 0, "E"], "-1,12": ["J", 2, "E"], "-1,13": ["J", 1, "E"], "-1,2": ["J", 1, "A"], "-1,3": ["S", 1, "A"], "-1,4": ["W", 1, "C"], "-1,5": ["R", 1, "C"], "-1,6": ["S", 1, "C"], "-1,7": ["S", 1, "C"], "-1,8": ["W", 1, "C"], "-1,9": ["R", 1, "E"], "-2,-1": ["ST", 0, "A"], "-2,0": ["J", 1, "A"], "-2,1": ["W", 1, "A"], "-2,10": ["J", 1, "E"], "-2,11": ["J", 1, "E"], "-2,12": ["J", 1, "E"], "-2,13": ["R", 1, "E"], "-2,2": ["S", 1, "A"], "-2,3": ["J", 1, "A"], "-2,4": ["W", 1, "C"], "-2,5": ["R", 1, "C"], "-2,6": ["W", 1, "C"], "-2,7": ["W", 1, "C"], "-2,8": ["J", 1, "C"], "-2,9": ["J", 1, "C"], "-3,0": ["ST", 0, "A"], "-3,1": ["J", 1, "A"], "-3,10": ["J", 1, "C"], "-3,2": ["J", 1, "A"], "-3,3": ["J", 1, "A"], "-3,4": ["R", 1, "C"], "-3,5": ["W", 1, "C"], "-3,6": ["S", 1, "C"], "-3,7": ["C", 0, "C"], "-3,8": ["W", 1, "C"], "-3,9": ["R", 1, "C"], "-4,10": ["S", 1, "C"], "-4,5": ["R", 1, "C"], "-4,6": ["R", 1, "C"], "-4,7": ["S", 1, "C"], "-4,8": ["R", 1, "C"], "-4,9": ["R", 1, "C"], "-5,10": ["S", 1, "C"], "-5,6": ["J", 1, "C"], "-5,7": ["S", 1, "C"], "-5,8": ["W", 1, "C"], "-5,9": ["S", 1, "C"], "-6,10": ["W", 1, "C"], "-6,7": ["J", 1, "C"], "-6,8": ["J", 1, "C"], "-6,9": ["W", 1, "C"], "0,-1": ["S", 1, "A"], "0,-2": ["J", 1, "A"], "0,-3": ["ST", 0, "A"], "0,0": ["W", 1, "A"], "0,1": ["J", 1, "A"], "0,10": ["R", 1, "E"], "0,11": ["J", 1, "E"], "0,12": ["W", 1, "E"], "0,13": ["S", 1, "E"], "0,17": ["ED", 0, "ElDorado"], "0,18": ["ED", 0, "ElDorado"], "0,2": ["J", 1, "A"], "0,3": ["J", 1, "A"], "0,4": ["R", 1, "C"], "0,5": ["S", 1, "C"], "0,6": ["W", 1, "C"], "0,7": ["W", 1, "C"], "0,8": ["R", 1, "E"], "0,9": ["J", 2, "E"], "1,-1": ["J", 1, "A"], "1,-2": ["J", 1, "A"], "1,-3": ["J", 1, "A"], "1,0": ["S", 1, "A"], "1,1": ["J", 1, "A"], "1,10": ["W", 1, "E"], "1,11": ["W", 1, "E"], "1,12": ["C", 0, "E"], "1,13": ["S", 1, "E"], "1,16": ["W", 1, "ElDorado"], "1,17": ["W", 1, "ElDorado"], "1,18": ["ED", 0, "ElDorado"], "1,2": ["J", 1, "A"], "1,3": ["J", 1, "G"], "1,4": ["J", 1, "G"], "1,5": ["J", 1, "G"], "1,6": ["J", 1, "G"], "1,7": ["M", 0, "E"], "1,8": ["M", 0, "E"], "1,9": ["R", 3, "E"], "10,3": ["R", 1, "J"], "10,4": ["C", 0, "J"], "10,5": ["S", 2, "J"], "10,6": ["S", 2, "J"], "10,7": ["S", 1, "J"], "11,3": ["R", 2, "J"], "11,4": ["S", 1, "J"], "11,5": ["S", 1, "J"], "11,6": ["S", 1, "J"], "2,-1": ["C", 0, "A"], "2,-2": ["S", 1, "A"], "2,-3": ["J", 1, "A"], "2,0": ["M", 0, "A"], "2,1": ["B", 1, "A"], "2,10": ["M", 0, "E"], "2,11": ["J", 1, "E"], "2,12": ["S", 1, "E"], "2,13": ["M", 0, "M"], "2,14": ["M", 0, "M"], "2,15": ["J", 1, "M"], "2,16": ["W", 1, "M"], "2,17": ["W", 1, "ElDorado"], "2,2": ["J", 1, "G"], "2,3": ["M", 0, "G"], "2,4": ["S", 1, "G"], "2,5": ["J", 2, "G"], "2,6": ["J", 1, "G"], "2,7": ["R", 1, "E"], "2,8": ["R", 1, "E"], "2,9": ["J", 3, "E"], "3,-1": ["W", 1, "A"], "3,-2": ["J", 1, "A"], "3,-3": ["J", 1, "A"], "3,0": ["J", 1, "A"], "3,1": ["J", 1, "G"], "3,10": ["J", 2, "E"], "3,11": ["S", 1, "E"], "3,12": ["J", 1, "M"], "3,13": ["J", 1, "M"], "3,14": ["M", 0, "M"], "3,15": ["J", 1, "M"], "3,16": ["W", 1, "M"], "3,2": ["S", 1, "G"], "3,3": ["R", 1, "G"], "3,4": ["S", 2, "G"], "3,5": ["S", 2, "G"], "3,6": ["S", 1, "G"], "3,7": ["J", 1, "E"], "3,8": ["J", 2, "E"], "3,9": ["J", 1, "E"], "4,0": ["B", 1, "G"], "4,1": ["J", 2, "G"], "4,10": ["B", 1, "E"], "4,11": ["J", 1, "M"], "4,12": ["S", 2, "M"], "4,13": ["J", 1, "M"], "4,14": ["M", 0, "M"], "4,15": ["J", 1, "M"], "4,16": ["J", 1, "M"], "4,2": ["S", 2, "G"], "4,3": ["S", 3, "G"], "4,4": ["S", 4, "G"], "4,5": ["C", 0, "G"], "4,6": ["M", 0, "G"], "4,7": ["J", 1, "E"], "4,8": ["R", 1, "E"], "4,9": ["J", 1, "E"], "5,0": ["J", 1, "G"], "5,1": ["S", 1, "G"], "5,10": ["J", 1, "M"], "5,11": ["S", 4, "M"], "5,12": ["J", 1, "M"], "5,13": ["R", 2, "M"], "5,14": ["M", 0, "M"], "5,15": ["R", 2, "M"], "5,16": ["J", 1, "M"], "5,2": ["R", 1, "G"], "5,3": ["S", 2, "G"], "5,4": ["S", 2, "G"], "5,5": ["S", 1, "G"], "5,6": ["W", 1, "J"], "5,7": ["W", 1, "J"], "5,8": ["W", 1, "J"], "5,9": ["W", 1, "J"], "6,0": ["J", 1, "G"], "6,1": ["M", 0, "G"], "6,10": ["J", 1, "M"], "6,11": ["M", 0, "M"], "6,12": ["J", 1, "M"], "6,13": ["J", 1, "M"], "6,14": ["R", 2, "M"], "6,15": ["J", 1, "M"], "6,2": ["S", 1, "G"], "6,3": ["J", 2, "G"], "6,4": ["J", 1, "G"], "6,5": ["R", 2, "J"], "6,6": ["W", 1, "J"], "6,7": ["W", 2, "J"], "6,8": ["M", 0, "J"], "6,9": ["W", 1, "J"], "7,0": ["J", 1, "G"], "7,1": ["J", 1, "G"], "7,10": ["J", 1, "M"], "7,11": ["M", 0, "M"], "7,12": ["W", 1, "M"], "7,13": ["J", 1, "M"], "7,14": ["J", 1, "M"], "7,2": ["J", 1, "G"], "7,3": ["J", 1, "G"], "7,4": ["R", 1, "J"], "7,5": ["R", 2, "J"], "7,6": ["J", 2, "J"], "7,7": ["J", 1, "J"], "7,8": ["W", 2, "J"], "7,9": ["W", 1, "J"], "8,10": ["B", 1, "M"], "8,11": ["W", 4, "M"], "8,12": ["C", 0, "M"], "8,13": ["M", 0, "M"], "8,3": ["R", 1, "J"], "8,4": ["R", 2, "J"], "8,5": ["J", 1, "J"], "8,6": ["B", 1, "J"], "8,7": ["J", 2, "J"], "8,8": ["S", 1, "J"], "8,9": ["S", 1, "J"], "9,3": ["R", 1, "J"], "9,4": ["R", 2, "J"], "9,5": ["J", 1, "J"], "9,6": ["J", 1, "J"], "9,7": ["S", 2, "J"], "9,8": ["S", 1, "J"]}, "start_spaces": ["0,-3", "-1,-2", "-2,-1", "-3,0"], "finish": ["1,16", "1,17", "2,17"], "pay": {"-1,-1": "machete", "-1,-2": null, "-1,0": "machete", "-1,1": "machete", "-1,10": "paddle", "-1,11": null, "-1,12": "machete", "-1,13": "machete", "-1,2": "machete", "-1,3": "coin", "-1,4": "paddle", "-1,5": "discard", "-1,6": "coin", "-1,7": "coin", "-1,8": "paddle", "-1,9": "discard", "-2,-1": null, "-2,0": "machete", "-2,1": "paddle", "-2,10": "machete", "-2,11": "machete", "-2,12": "machete", "-2,13": "discard", "-2,2": "coin", "-2,3": "machete", "-2,4": "paddle", "-2,5": "discard", "-2,6": "paddle", "-2,7": "paddle", "-2,8": "machete", "-2,9": "machete", "-3,0": null, "-3,1": "machete", "-3,10": "machete", "-3,2": "machete", "-3,3": "machete", "-3,4": "discard", "-3,5": "paddle", "-3,6": "coin", "-3,7": null, "-3,8": "paddle", "-3,9": "discard", "-4,10": "coin", "-4,5": "discard", "-4,6": "discard", "-4,7": "coin", "-4,8": "discard", "-4,9": "discard", "-5,10": "coin", "-5,6": "machete", "-5,7": "coin", "-5,8": "paddle", "-5,9": "coin", "-6,10": "paddle", "-6,7": "machete", "-6,8": "machete", "-6,9": "paddle", "0,-1": "coin", "0,-2": "machete", "0,-3": null, "0,0": "paddle", "0,1": "machete", "0,10": "discard", "0,11": "machete", "0,12": "paddle", "0,13": "coin", "0,17": null, "0,18": null, "0,2": "machete", "0,3": "machete", "0,4": "discard", "0,5": "coin", "0,6": "paddle", "0,7": "paddle", "0,8": "discard", "0,9": "machete", "1,-1": "machete", "1,-2": "machete", "1,-3": "machete", "1,0": "coin", "1,1": "machete", "1,10": "paddle", "1,11": "paddle", "1,12": null, "1,13": "coin", "1,16": "paddle", "1,17": "paddle", "1,18": null, "1,2": "machete", "1,3": "machete", "1,4": "machete", "1,5": "machete", "1,6": "machete", "1,7": null, "1,8": null, "1,9": "discard", "10,3": "discard", "10,4": null, "10,5": "coin", "10,6": "coin", "10,7": "coin", "11,3": "discard", "11,4": "coin", "11,5": "coin", "11,6": "coin", "2,-1": null, "2,-2": "coin", "2,-3": "machete", "2,0": null, "2,1": "remove", "2,10": null, "2,11": "machete", "2,12": "coin", "2,13": null, "2,14": null, "2,15": "machete", "2,16": "paddle", "2,17": "paddle", "2,2": "machete", "2,3": null, "2,4": "coin", "2,5": "machete", "2,6": "machete", "2,7": "discard", "2,8": "discard", "2,9": "machete", "3,-1": "paddle", "3,-2": "machete", "3,-3": "machete", "3,0": "machete", "3,1": "machete", "3,10": "machete", "3,11": "coin", "3,12": "machete", "3,13": "machete", "3,14": null, "3,15": "machete", "3,16": "paddle", "3,2": "coin", "3,3": "discard", "3,4": "coin", "3,5": "coin", "3,6": "coin", "3,7": "machete", "3,8": "machete", "3,9": "machete", "4,0": "remove", "4,1": "machete", "4,10": "remove", "4,11": "machete", "4,12": "coin", "4,13": "machete", "4,14": null, "4,15": "machete", "4,16": "machete", "4,2": "coin", "4,3": "coin", "4,4": "coin", "4,5": null, "4,6": null, "4,7": "machete", "4,8": "discard", "4,9": "machete", "5,0": "machete", "5,1": "coin", "5,10": "machete", "5,11": "coin", "5,12": "machete", "5,13": "discard", "5,14": null, "5,15": "discard", "5,16": "machete", "5,2": "discard", "5,3": "coin", "5,4": "coin", "5,5": "coin", "5,6": "paddle", "5,7": "paddle", "5,8": "paddle", "5,9": "paddle", "6,0": "machete", "6,1": null, "6,10": "machete", "6,11": null, "6,12": "machete", "6,13": "machete", "6,14": "discard", "6,15": "machete", "6,2": "coin", "6,3": "machete", "6,4": "machete", "6,5": "discard", "6,6": "paddle", "6,7": "paddle", "6,8": null, "6,9": "paddle", "7,0": "machete", "7,1": "machete", "7,10": "machete", "7,11": null, "7,12": "paddle", "7,13": "machete", "7,14": "machete", "7,2": "machete", "7,3": "machete", "7,4": "discard", "7,5": "discard", "7,6": "machete", "7,7": "machete", "7,8": "paddle", "7,9": "paddle", "8,10": "remove", "8,11": "paddle", "8,12": null, "8,13": null, "8,3": "discard", "8,4": "discard", "8,5": "machete", "8,6": "remove", "8,7": "machete", "8,8": "coin", "8,9": "coin", "9,3": "discard", "9,4": "discard", "9,5": "machete", "9,6": "machete", "9,7": "coin", "9,8": "coin"}, "need": {"-1,-1": 1, "-1,-2": 0, "-1,0": 1, "-1,1": 1, "-1,10": 2, "-1,11": 0, "-1,12": 2, "-1,13": 1, "-1,2": 1, "-1,3": 1, "-1,4": 1, "-1,5": 1, "-1,6": 1, "-1,7": 1, "-1,8": 1, "-1,9": 1, "-2,-1": 0, "-2,0": 1, "-2,1": 1, "-2,10": 1, "-2,11": 1, "-2,12": 1, "-2,13": 1, "-2,2": 1, "-2,3": 1, "-2,4": 1, "-2,5": 1, "-2,6": 1, "-2,7": 1, "-2,8": 1, "-2,9": 1, "-3,0": 0, "-3,1": 1, "-3,10": 1, "-3,2": 1, "-3,3": 1, "-3,4": 1, "-3,5": 1, "-3,6": 1, "-3,7": 0, "-3,8": 1, "-3,9": 1, "-4,10": 1, "-4,5": 1, "-4,6": 1, "-4,7": 1, "-4,8": 1, "-4,9": 1, "-5,10": 1, "-5,6": 1, "-5,7": 1, "-5,8": 1, "-5,9": 1, "-6,10": 1, "-6,7": 1, "-6,8": 1, "-6,9": 1, "0,-1": 1, "0,-2": 1, "0,-3": 0, "0,0": 1, "0,1": 1, "0,10": 1, "0,11": 1, "0,12": 1, "0,13": 1, "0,17": 0, "0,18": 0, "0,2": 1, "0,3": 1, "0,4": 1, "0,5": 1, "0,6": 1, "0,7": 1, "0,8": 1, "0,9": 2, "1,-1": 1, "1,-2": 1, "1,-3": 1, "1,0": 1, "1,1": 1, "1,10": 1, "1,11": 1, "1,12": 0, "1,13": 1, "1,16": 1, "1,17": 1, "1,18": 0, "1,2": 1, "1,3": 1, "1,4": 1, "1,5": 1, "1,6": 1, "1,7": 0, "1,8": 0, "1,9": 3, "10,3": 1, "10,4": 0, "10,5": 2, "10,6": 2, "10,7": 1, "11,3": 2, "11,4": 1, "11,5": 1, "11,6": 1, "2,-1": 0, "2,-2": 1, "2,-3": 1, "2,0": 0, "2,1": 1, "2,10": 0, "2,11": 1, "2,12": 1, "2,13": 0, "2,14": 0, "2,15": 1, "2,16": 1, "2,17": 1, "2,2": 1, "2,3": 0, "2,4": 1, "2,5": 2, "2,6": 1, "2,7": 1, "2,8": 1, "2,9": 3, "3,-1": 1, "3,-2": 1, "3,-3": 1, "3,0": 1, "3,1": 1, "3,10": 2, "3,11": 1, "3,12": 1, "3,13": 1, "3,14": 0, "3,15": 1, "3,16": 1, "3,2": 1, "3,3": 1, "3,4": 2, "3,5": 2, "3,6": 1, "3,7": 1, "3,8": 2, "3,9": 1, "4,0": 1, "4,1": 2, "4,10": 1, "4,11": 1, "4,12": 2, "4,13": 1, "4,14": 0, "4,15": 1, "4,16": 1, "4,2": 2, "4,3": 3, "4,4": 4, "4,5": 0, "4,6": 0, "4,7": 1, "4,8": 1, "4,9": 1, "5,0": 1, "5,1": 1, "5,10": 1, "5,11": 4, "5,12": 1, "5,13": 2, "5,14": 0, "5,15": 2, "5,16": 1, "5,2": 1, "5,3": 2, "5,4": 2, "5,5": 1, "5,6": 1, "5,7": 1, "5,8": 1, "5,9": 1, "6,0": 1, "6,1": 0, "6,10": 1, "6,11": 0, "6,12": 1, "6,13": 1, "6,14": 2, "6,15": 1, "6,2": 1, "6,3": 2, "6,4": 1, "6,5": 2, "6,6": 1, "6,7": 2, "6,8": 0, "6,9": 1, "7,0": 1, "7,1": 1, "7,10": 1, "7,11": 0, "7,12": 1, "7,13": 1, "7,14": 1, "7,2": 1, "7,3": 1, "7,4": 1, "7,5": 2, "7,6": 2, "7,7": 1, "7,8": 2, "7,9": 1, "8,10": 1, "8,11": 4, "8,12": 0, "8,13": 0, "8,3": 1, "8,4": 2, "8,5": 1, "8,6": 1, "8,7": 2, "8,8": 1, "8,9": 1, "9,3": 1, "9,4": 2, "9,5": 1, "9,6": 1, "9,7": 2, "9,8": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,10": ["-1,11", "-1,9", "-2,10", "-2,11", "0,10", "0,9"], "-1,11": ["-1,10", "-1,12", "-2,11", "-2,12", "0,10", "0,11"], "-1,12": ["-1,11", "-1,13", "-2,12", "-2,13", "0,11", "0,12"], "-1,13": ["-1,12", "-2,13", "0,12", "0,13"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,3": ["-1,2", "-1,4", "-2,3", "-2,4", "0,2", "0,3"], "-1,4": ["-1,3", "-1,5", "-2,4", "-2,5", "0,3", "0,4"], "-1,5": ["-1,4", "-1,6", "-2,5", "-2,6", "0,4", "0,5"], "-1,6": ["-1,5", "-1,7", "-2,6", "-2,7", "0,5", "0,6"], "-1,7": ["-1,6", "-1,8", "-2,7", "-2,8", "0,6", "0,7"], "-1,8": ["-1,7", "-1,9", "-2,8", "-2,9", "0,7", "0,8"], "-1,9": ["-1,10", "-1,8", "-2,10", "-2,9", "0,8", "0,9"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,10": ["-1,10", "-1,9", "-2,11", "-2,9", "-3,10"], "-2,11": ["-1,10", "-1,11", "-2,10", "-2,12"], "-2,12": ["-1,11", "-1,12", "-2,11", "-2,13"], "-2,13": ["-1,12", "-1,13", "-2,12"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,3": ["-1,2", "-1,3", "-2,2", "-2,4", "-3,3", "-3,4"], "-2,4": ["-1,3", "-1,4", "-2,3", "-2,5", "-3,4", "-3,5"], "-2,5": ["-1,4", "-1,5", "-2,4", "-2,6", "-3,5", "-3,6"], "-2,6": ["-1,5", "-1,6", "-2,5", "-2,7", "-3,6", "-3,7"], "-2,7": ["-1,6", "-1,7", "-2,6", "-2,8", "-3,7", "-3,8"], "-2,8": ["-1,7", "-1,8", "-2,7", "-2,9", "-3,8", "-3,9"], "-2,9": ["-1,8", "-1,9", "-2,10", "-2,8", "-3,10", "-3,9"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,10": ["-2,10", "-2,9", "-3,9", "-4,10"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,3": ["-2,2", "-2,3", "-3,2", "-3,4"], "-3,4": ["-2,3", "-2,4", "-3,3", "-3,5", "-4,5"], "-3,5": ["-2,4", "-2,5", "-3,4", "-3,6", "-4,5", "-4,6"], "-3,6": ["-2,5", "-2,6", "-3,5", "-3,7", "-4,6", "-4,7"], "-3,7": ["-2,6", "-2,7", "-3,6", "-3,8", "-4,7", "-4,8"], "-3,8": ["-2,7", "-2,8", "-3,7", "-3,9", "-4,8", "-4,9"], "-3,9": ["-2,8", "-2,9", "-3,10", "-3,8", "-4,10", "-4,9"], "-4,10": ["-3,10", "-3,9", "-4,9", "-5,10"], "-4,5": ["-3,4", "-3,5", "-4,6", "-5,6"], "-4,6": ["-3,5", "-3,6", "-4,5", "-4,7", "-5,6", "-5,7"], "-4,7": ["-3,6", "-3,7", "-4,6", "-4,8", "-5,7", "-5,8"], "-4,8": ["-3,7", "-3,8", "-4,7", "-4,9", "-5,8", "-5,9"], "-4,9": ["-3,8", "-3,9", "-4,10", "-4,8", "-5,10", "-5,9"], "-5,10": ["-4,10", "-4,9", "-5,9", "-6,10"], "-5,6": ["-4,5", "-4,6", "-5,7", "-6,7"], "-5,7": ["-4,6", "-4,7", "-5,6", "-5,8", "-6,7", "-6,8"], "-5,8": ["-4,7", "-4,8", "-5,7", "-5,9", "-6,8", "-6,9"], "-5,9": ["-4,8", "-4,9", "-5,10", "-5,8", "-6,10", "-6,9"], "-6,10": ["-5,10", "-5,9", "-6,9"], "-6,7": ["-5,6", "-5,7", "-6,8"], "-6,8": ["-5,7", "-5,8", "-6,7", "-6,9"], "-6,9": ["-5,8", "-5,9", "-6,10", "-6,8"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,10": ["-1,10", "-1,11", "0,11", "0,9", "1,10", "1,9"], "0,11": ["-1,11", "-1,12", "0,10", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "0,12", "1,12", "1,13"], "0,17": ["0,18", "1,16", "1,17"], "0,18": ["0,17", "1,17", "1,18"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "-1,4", "0,2", "0,4", "1,2"], "0,4": ["-1,4", "-1,5", "0,3", "0,5"], "0,5": ["-1,5", "-1,6", "0,4", "0,6"], "0,6": ["-1,6", "-1,7", "0,5", "0,7"], "0,7": ["-1,7", "-1,8", "0,6", "0,8", "1,7"], "0,8": ["-1,8", "-1,9", "0,7", "0,9", "1,7", "1,8"], "0,9": ["-1,10", "-1,9", "0,10", "0,8", "1,8", "1,9"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,10", "0,11", "1,11", "1,9", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "1,12", "2,12"], "1,16": ["0,17", "1,17", "2,15", "2,16"], "1,17": ["0,17", "0,18", "1,16", "1,18", "2,16", "2,17"], "1,18": ["0,18", "1,17", "2,17"], "1,2": ["0,2", "0,3", "1,1", "2,1"], "1,3": ["1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["1,5", "1,7", "2,5", "2,6"], "1,7": ["0,7", "0,8", "1,6", "1,8", "2,6", "2,7"], "1,8": ["0,8", "0,9", "1,7", "1,9", "2,7", "2,8"], "1,9": ["0,10", "0,9", "1,10", "1,8", "2,8", "2,9"], "10,3": ["10,4", "11,3", "9,3", "9,4"], "10,4": ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], "10,5": ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], "10,6": ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], "10,7": ["10,6", "11,6", "9,7", "9,8"], "11,3": ["10,3", "10,4", "11,4"], "11,4": ["10,4", "10,5", "11,3", "11,5"], "11,5": ["10,5", "10,6", "11,4", "11,6"], "11,6": ["10,6", "10,7", "11,5"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "3,0"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], "2,12": ["1,12", "1,13", "2,11", "3,11"], "2,13": ["2,14", "3,12", "3,13"], "2,14": ["2,13", "2,15", "3,13", "3,14"], "2,15": ["1,16", "2,14", "2,16", "3,14", "3,15"], "2,16": ["1,16", "1,17", "2,15", "2,17", "3,15", "3,16"], "2,17": ["1,17", "1,18", "2,16", "3,16"], "2,2": ["1,3", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "1,7", "2,5", "2,7", "3,5", "3,6"], "2,7": ["1,7", "1,8", "2,6", "2,8", "3,6", "3,7"], "2,8": ["1,8", "1,9", "2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "1,9", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1"], "3,1": ["2,2", "3,2", "4,0", "4,1"], "3,10": ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], "3,11": ["2,11", "2,12", "3,10", "4,10"], "3,12": ["2,13", "3,13", "4,11", "4,12"], "3,13": ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], "3,14": ["2,14", "2,15", "3,13", "3,15", "4,13", "4,14"], "3,15": ["2,15", "2,16", "3,14", "3,16", "4,14", "4,15"], "3,16": ["2,16", "2,17", "3,15", "4,15", "4,16"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], "4,0": ["3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,10": ["3,10", "3,11", "4,9"], "4,11": ["3,12", "4,12", "5,10", "5,11"], "4,12": ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], "4,13": ["3,13", "3,14", "4,12", "4,14", "5,12", "5,13"], "4,14": ["3,14", "3,15", "4,13", "4,15", "5,13", "5,14"], "4,15": ["3,15", "3,16", "4,14", "4,16", "5,14", "5,15"], "4,16": ["3,16", "4,15", "5,15", "5,16"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "3,7", "4,5", "4,7", "5,5", "5,6"], "4,7": ["3,7", "3,8", "4,6", "4,8"], "4,8": ["3,8", "3,9", "4,7", "4,9"], "4,9": ["3,10", "3,9", "4,10", "4,8"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,10": ["4,11", "5,11", "5,9", "6,10", "6,9"], "5,11": ["4,11", "4,12", "5,10", "5,12", "6,10", "6,11"], "5,12": ["4,12", "4,13", "5,11", "5,13", "6,11", "6,12"], "5,13": ["4,13", "4,14", "5,12", "5,14", "6,12", "6,13"], "5,14": ["4,14", "4,15", "5,13", "5,15", "6,13", "6,14"], "5,15": ["4,15", "4,16", "5,14", "5,16", "6,14", "6,15"], "5,16": ["4,16", "5,15", "6,15"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], "5,6": ["4,6", "5,5", "5,7", "6,5", "6,6"], "5,7": ["5,6", "5,8", "6,6", "6,7"], "5,8": ["5,7", "5,9", "6,7", "6,8"], "5,9": ["5,10", "5,8", "6,8", "6,9"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,10": ["5,10", "5,11", "6,11", "6,9", "7,10", "7,9"], "6,11": ["5,11", "5,12", "6,10", "6,12", "7,10", "7,11"], "6,12": ["5,12", "5,13", "6,11", "6,13", "7,11", "7,12"], "6,13": ["5,13", "5,14", "6,12", "6,14", "7,12", "7,13"], "6,14": ["5,14", "5,15", "6,13", "6,15", "7,13", "7,14"], "6,15": ["5,15", "5,16", "6,14", "7,14"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], "6,5": ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], "6,6": ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], "6,7": ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], "6,8": ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], "6,9": ["5,10", "5,9", "6,10", "6,8", "7,8", "7,9"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,10": ["6,10", "6,11", "7,11", "7,9", "8,10", "8,9"], "7,11": ["6,11", "6,12", "7,10", "7,12", "8,10", "8,11"], "7,12": ["6,12", "6,13", "7,11", "7,13", "8,11", "8,12"], "7,13": ["6,13", "6,14", "7,12", "7,14", "8,12", "8,13"], "7,14": ["6,14", "6,15", "7,13", "8,13"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,3": ["6,3", "6,4", "7,2", "7,4", "8,3"], "7,4": ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], "7,5": ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], "7,6": ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], "7,7": ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], "7,8": ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], "7,9": ["6,10", "6,9", "7,10", "7,8", "8,8", "8,9"], "8,10": ["7,10", "7,11", "8,11", "8,9"], "8,11": ["7,11", "7,12", "8,10", "8,12"], "8,12": ["7,12", "7,13", "8,11", "8,13"], "8,13": ["7,13", "7,14", "8,12"], "8,3": ["7,3", "7,4", "8,4", "9,3"], "8,4": ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], "8,5": ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], "8,6": ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], "8,7": ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], "8,8": ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], "8,9": ["7,10", "7,9", "8,10", "8,8", "9,8"], "9,3": ["10,3", "8,3", "8,4", "9,4"], "9,4": ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], "9,5": ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], "9,6": ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], "9,7": ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], "9,8": ["10,7", "8,8", "8,9", "9,7"]}}, "swampland": {"key": "swampland", "name": "Swampland", "spaces": {"-1,-1": ["J", 1, "A"], "-1,-2": ["J", 1, "A"], "-1,0": ["S", 1, "A"], "-1,1": ["J", 1, "A"], "-1,12": ["J", 1, "H"], "-1,13": ["W", 2, "H"], "-1,14": ["W", 2, "H"], "-1,15": ["W", 2, "H"], "-1,16": ["M", 0, "E"], "-1,17": ["M", 0, "E"], "-1,18": ["R", 3, "E"], "-1,19": ["W", 1, "E"], "-1,2": ["W", 1, "A"], "-1,20": ["W", 1, "E"], "-1,21": ["C", 0, "E"], "-1,22": ["S", 1, "E"], "-1,3": ["J", 1, "A"], "-10,14": ["W", 1, "ElDorado"], "-10,15": ["J", 1, "K"], "-10,16": ["J", 2, "K"], "-10,17": ["J", 2, "K"], "-10,18": ["B", 1, "K"], "-11,14": ["ED", 0, "ElDorado"], "-11,15": ["W", 1, "ElDorado"], "-11,16": ["W", 1, "ElDorado"], "-12,15": ["ED", 0, "ElDorado"], "-12,16": ["ED", 0, "ElDorado"], "-2,-1": ["J", 1, "A"], "-2,0": ["J", 1, "A"], "-2,1": ["J", 1, "A"], "-2,15": ["R", 1, "O"], "-2,16": ["R", 1, "O"], "-2,17": ["R", 1, "E"], "-2,18": ["J", 2, "E"], "-2,19": ["R", 1, "E"], "-2,2": ["J", 1, "A"], "-2,20": ["J", 1, "E"], "-2,21": ["W", 1, "E"], "-2,22": ["S", 1, "E"], "-2,3": ["J", 1, "A"], "-3,0": ["ST", 0, "A"], "-3,1": ["ST", 0, "A"], "-3,15": ["R", 2, "O"], "-3,16": ["M", 0, "O"], "-3,17": ["J", 1, "O"], "-3,18": ["R", 1, "E"], "-3,19": ["W", 2, "E"], "-3,2": ["ST", 0, "A"], "-3,20": ["M", 0, "E"], "-3,21": ["J", 2, "E"], "-3,22": ["J", 1, "E"], "-3,3": ["ST", 0, "A"], "-4,12": ["B", 1, "K"], "-4,13": ["J", 2, "K"], "-4,14": ["J", 2, "K"], "-4,15": ["J", 1, "K"], "-4,16": ["J", 2, "O"], "-4,17": ["M", 0, "O"], "-4,18": ["J", 2, "O"], "-4,19": ["J", 1, "E"], "-4,20": ["J", 1, "E"], "-4,21": ["J", 1, "E"], "-4,22": ["R", 1, "E"], "-5,12": ["J", 1, "K"], "-5,13": ["J", 1, "K"], "-5,14": ["W", 3, "K"], "-5,15": ["J", 1, "K"], "-5,16": ["J", 2, "K"], "-5,17": ["R", 1, "O"], "-5,18": ["W", 4, "O"], "-5,19": ["W", 1, "O"], "-6,12": ["J", 1, "K"], "-6,13": ["J", 2, "K"], "-6,14": ["J", 1, "K"], "-6,15": ["J", 3, "K"], "-6,16": ["J", 1, "K"], "-6,17": ["J", 2, "K"], "-6,18": ["S", 1, "O"], "-6,19": ["M", 0, "O"], "-6,20": ["S", 1, "O"], "-7,12": ["J", 2, "K"], "-7,13": ["J", 1, "K"], "-7,14": ["J", 3, "K"], "-7,15": ["J", 1, "K"], "-7,16": ["J", 3, "K"], "-7,17": ["J", 1, "K"], "-7,18": ["J", 2, "K"], "-7,19": ["S", 2, "O"], "-7,20": ["S", 1, "O"], "-8,13": ["J", 2, "K"], "-8,14": ["J", 1, "K"], "-8,15": ["J", 3, "K"], "-8,16": ["J", 1, "K"], "-8,17": ["J", 2, "K"], "-8,18": ["J", 1, "K"], "-9,14": ["J", 2, "K"], "-9,15": ["J", 1, "K"], "-9,16": ["S", 4, "K"], "-9,17": ["J", 1, "K"], "-9,18": ["J", 1, "K"], "0,-1": ["J", 1, "A"], "0,-2": ["S", 1, "A"], "0,-3": ["J", 1, "A"], "0,0": ["W", 1, "A"], "0,1": ["J", 1, "A"], "0,11": ["J", 2, "H"], "0,12": ["J", 1, "H"], "0,13": ["W", 1, "H"], "0,14": ["W", 1, "H"], "0,15": ["W", 2, "H"], "0,16": ["R", 1, "E"], "0,17": ["R", 1, "E"], "0,18": ["J", 3, "E"], "0,19": ["M", 0, "E"], "0,2": ["S", 1, "A"], "0,20": ["J", 1, "E"], "0,21": ["S", 1, "E"], "0,3": ["J", 1, "A"], "0,4": ["S", 1, "R"], "0,5": ["S", 1, "R"], "1,-1": ["S", 1, "A"], "1,-2": ["C", 0, "A"], "1,-3": ["J", 1, "A"], "1,0": ["J", 1, "A"], "1,1": ["J", 1, "A"], "1,10": ["J", 2, "H"], "1,11": ["J", 1, "H"], "1,12": ["S", 1, "H"], "1,13": ["S", 1, "H"], "1,14": ["W", 1, "H"], "1,15": ["W", 2, "H"], "1,16": ["J", 1, "E"], "1,17": ["J", 2, "E"], "1,18": ["J", 1, "E"], "1,19": ["J", 2, "E"], "1,2": ["J", 1, "A"], "1,20": ["S", 1, "E"], "1,3": ["S", 1, "R"], "1,4": ["B", 1, "R"], "1,5": ["S", 1, "R"], "2,-1": ["J", 1, "A"], "2,-2": ["M", 0, "A"], "2,-3": ["W", 1, "A"], "2,0": ["J", 1, "A"], "2,1": ["S", 1, "A"], "2,10": ["J", 1, "H"], "2,11": ["S", 1, "H"], "2,12": ["S", 2, "H"], "2,13": ["S", 1, "H"], "2,14": ["W", 1, "H"], "2,15": ["W", 1, "H"], "2,16": ["J", 1, "E"], "2,17": ["R", 1, "E"], "2,18": ["J", 1, "E"], "2,19": ["B", 1, "E"], "2,2": ["M", 0, "R"], "2,3": ["S", 1, "R"], "2,4": ["S", 1, "R"], "2,5": ["J", 2, "D"], "2,6": ["J", 1, "D"], "2,7": ["M", 0, "D"], "2,8": ["W", 3, "D"], "2,9": ["J", 2, "H"], "3,-1": ["J", 1, "A"], "3,-2": ["B", 1, "A"], "3,-3": ["J", 1, "A"], "3,0": ["J", 1, "A"], "3,1": ["J", 1, "R"], "3,10": ["J", 1, "H"], "3,11": ["S", 1, "H"], "3,12": ["S", 2, "H"], "3,13": ["S", 2, "H"], "3,14": ["S", 1, "H"], "3,2": ["M", 0, "R"], "3,3": ["M", 0, "R"], "3,4": ["J", 1, "D"], "3,5": ["J", 1, "D"], "3,6": ["S", 3, "D"], "3,7": ["S", 1, "D"], "3,8": ["M", 0, "D"], "3,9": ["J", 2, "H"], "4,0": ["J", 1, "R"], "4,1": ["J", 3, "R"], "4,10": ["J", 1, "H"], "4,11": ["S", 2, "H"], "4,12": ["C", 0, "H"], "4,13": ["S", 2, "H"], "4,2": ["J", 1, "R"], "4,3": ["J", 1, "D"], "4,4": ["W", 1, "D"], "4,5": ["J", 1, "D"], "4,6": ["M", 0, "D"], "4,7": ["S", 3, "D"], "4,8": ["J", 1, "D"], "4,9": ["J", 2, "H"], "5,0": ["J", 1, "R"], "5,1": ["J", 1, "R"], "5,10": ["S", 1, "H"], "5,11": ["S", 2, "H"], "5,12": ["S", 3, "H"], "5,2": ["J", 2, "D"], "5,3": ["W", 1, "D"], "5,4": ["W", 2, "D"], "5,5": ["C", 0, "D"], "5,6": ["J", 1, "D"], "5,7": ["J", 1, "D"], "5,8": ["J", 2, "D"], "5,9": ["J", 1, "H"], "6,2": ["J", 1, "D"], "6,3": ["W", 1, "D"], "6,4": ["W", 1, "D"], "6,5": ["W", 2, "D"], "6,6": ["W", 1, "D"], "6,7": ["J", 1, "D"], "7,2": ["J", 1, "D"], "7,3": ["W", 1, "D"], "7,4": ["W", 1, "D"], "7,5": ["W", 1, "D"], "7,6": ["J", 1, "D"], "8,2": ["J", 1, "D"], "8,3": ["J", 1, "D"], "8,4": ["J", 1, "D"], "8,5": ["J", 2, "D"]}, "start_spaces": ["-3,0", "-3,1", "-3,2", "-3,3"], "finish": ["-10,14", "-11,15", "-11,16"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,12": "machete", "-1,13": "paddle", "-1,14": "paddle", "-1,15": "paddle", "-1,16": null, "-1,17": null, "-1,18": "discard", "-1,19": "paddle", "-1,2": "paddle", "-1,20": "paddle", "-1,21": null, "-1,22": "coin", "-1,3": "machete", "-10,14": "paddle", "-10,15": "machete", "-10,16": "machete", "-10,17": "machete", "-10,18": "remove", "-11,14": null, "-11,15": "paddle", "-11,16": "paddle", "-12,15": null, "-12,16": null, "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,15": "discard", "-2,16": "discard", "-2,17": "discard", "-2,18": "machete", "-2,19": "discard", "-2,2": "machete", "-2,20": "machete", "-2,21": "paddle", "-2,22": "coin", "-2,3": "machete", "-3,0": null, "-3,1": null, "-3,15": "discard", "-3,16": null, "-3,17": "machete", "-3,18": "discard", "-3,19": "paddle", "-3,2": null, "-3,20": null, "-3,21": "machete", "-3,22": "machete", "-3,3": null, "-4,12": "remove", "-4,13": "machete", "-4,14": "machete", "-4,15": "machete", "-4,16": "machete", "-4,17": null, "-4,18": "machete", "-4,19": "machete", "-4,20": "machete", "-4,21": "machete", "-4,22": "discard", "-5,12": "machete", "-5,13": "machete", "-5,14": "paddle", "-5,15": "machete", "-5,16": "machete", "-5,17": "discard", "-5,18": "paddle", "-5,19": "paddle", "-6,12": "machete", "-6,13": "machete", "-6,14": "machete", "-6,15": "machete", "-6,16": "machete", "-6,17": "machete", "-6,18": "coin", "-6,19": null, "-6,20": "coin", "-7,12": "machete", "-7,13": "machete", "-7,14": "machete", "-7,15": "machete", "-7,16": "machete", "-7,17": "machete", "-7,18": "machete", "-7,19": "coin", "-7,20": "coin", "-8,13": "machete", "-8,14": "machete", "-8,15": "machete", "-8,16": "machete", "-8,17": "machete", "-8,18": "machete", "-9,14": "machete", "-9,15": "machete", "-9,16": "coin", "-9,17": "machete", "-9,18": "machete", "0,-1": "machete", "0,-2": "coin", "0,-3": "machete", "0,0": "paddle", "0,1": "machete", "0,11": "machete", "0,12": "machete", "0,13": "paddle", "0,14": "paddle", "0,15": "paddle", "0,16": "discard", "0,17": "discard", "0,18": "machete", "0,19": null, "0,2": "coin", "0,20": "machete", "0,21": "coin", "0,3": "machete", "0,4": "coin", "0,5": "coin", "1,-1": "coin", "1,-2": null, "1,-3": "machete", "1,0": "machete", "1,1": "machete", "1,10": "machete", "1,11": "machete", "1,12": "coin", "1,13": "coin", "1,14": "paddle", "1,15": "paddle", "1,16": "machete", "1,17": "machete", "1,18": "machete", "1,19": "machete", "1,2": "machete", "1,20": "coin", "1,3": "coin", "1,4": "remove", "1,5": "coin", "2,-1": "machete", "2,-2": null, "2,-3": "paddle", "2,0": "machete", "2,1": "coin", "2,10": "machete", "2,11": "coin", "2,12": "coin", "2,13": "coin", "2,14": "paddle", "2,15": "paddle", "2,16": "machete", "2,17": "discard", "2,18": "machete", "2,19": "remove", "2,2": null, "2,3": "coin", "2,4": "coin", "2,5": "machete", "2,6": "machete", "2,7": null, "2,8": "paddle", "2,9": "machete", "3,-1": "machete", "3,-2": "remove", "3,-3": "machete", "3,0": "machete", "3,1": "machete", "3,10": "machete", "3,11": "coin", "3,12": "coin", "3,13": "coin", "3,14": "coin", "3,2": null, "3,3": null, "3,4": "machete", "3,5": "machete", "3,6": "coin", "3,7": "coin", "3,8": null, "3,9": "machete", "4,0": "machete", "4,1": "machete", "4,10": "machete", "4,11": "coin", "4,12": null, "4,13": "coin", "4,2": "machete", "4,3": "machete", "4,4": "paddle", "4,5": "machete", "4,6": null, "4,7": "coin", "4,8": "machete", "4,9": "machete", "5,0": "machete", "5,1": "machete", "5,10": "coin", "5,11": "coin", "5,12": "coin", "5,2": "machete", "5,3": "paddle", "5,4": "paddle", "5,5": null, "5,6": "machete", "5,7": "machete", "5,8": "machete", "5,9": "machete", "6,2": "machete", "6,3": "paddle", "6,4": "paddle", "6,5": "paddle", "6,6": "paddle", "6,7": "machete", "7,2": "machete", "7,3": "paddle", "7,4": "paddle", "7,5": "paddle", "7,6": "machete", "8,2": "machete", "8,3": "machete", "8,4": "machete", "8,5": "machete"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,12": 1, "-1,13": 2, "-1,14": 2, "-1,15": 2, "-1,16": 0, "-1,17": 0, "-1,18": 3, "-1,19": 1, "-1,2": 1, "-1,20": 1, "-1,21": 0, "-1,22": 1, "-1,3": 1, "-10,14": 1, "-10,15": 1, "-10,16": 2, "-10,17": 2, "-10,18": 1, "-11,14": 0, "-11,15": 1, "-11,16": 1, "-12,15": 0, "-12,16": 0, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,15": 1, "-2,16": 1, "-2,17": 1, "-2,18": 2, "-2,19": 1, "-2,2": 1, "-2,20": 1, "-2,21": 1, "-2,22": 1, "-2,3": 1, "-3,0": 0, "-3,1": 0, "-3,15": 2, "-3,16": 0, "-3,17": 1, "-3,18": 1, "-3,19": 2, "-3,2": 0, "-3,20": 0, "-3,21": 2, "-3,22": 1, "-3,3": 0, "-4,12": 1, "-4,13": 2, "-4,14": 2, "-4,15": 1, "-4,16": 2, "-4,17": 0, "-4,18": 2, "-4,19": 1, "-4,20": 1, "-4,21": 1, "-4,22": 1, "-5,12": 1, "-5,13": 1, "-5,14": 3, "-5,15": 1, "-5,16": 2, "-5,17": 1, "-5,18": 4, "-5,19": 1, "-6,12": 1, "-6,13": 2, "-6,14": 1, "-6,15": 3, "-6,16": 1, "-6,17": 2, "-6,18": 1, "-6,19": 0, "-6,20": 1, "-7,12": 2, "-7,13": 1, "-7,14": 3, "-7,15": 1, "-7,16": 3, "-7,17": 1, "-7,18": 2, "-7,19": 2, "-7,20": 1, "-8,13": 2, "-8,14": 1, "-8,15": 3, "-8,16": 1, "-8,17": 2, "-8,18": 1, "-9,14": 2, "-9,15": 1, "-9,16": 4, "-9,17": 1, "-9,18": 1, "0,-1": 1, "0,-2": 1, "0,-3": 1, "0,0": 1, "0,1": 1, "0,11": 2, "0,12": 1, "0,13": 1, "0,14": 1, "0,15": 2, "0,16": 1, "0,17": 1, "0,18": 3, "0,19": 0, "0,2": 1, "0,20": 1, "0,21": 1, "0,3": 1, "0,4": 1, "0,5": 1, "1,-1": 1, "1,-2": 0, "1,-3": 1, "1,0": 1, "1,1": 1, "1,10": 2, "1,11": 1, "1,12": 1, "1,13": 1, "1,14": 1, "1,15": 2, "1,16": 1, "1,17": 2, "1,18": 1, "1,19": 2, "1,2": 1, "1,20": 1, "1,3": 1, "1,4": 1, "1,5": 1, "2,-1": 1, "2,-2": 0, "2,-3": 1, "2,0": 1, "2,1": 1, "2,10": 1, "2,11": 1, "2,12": 2, "2,13": 1, "2,14": 1, "2,15": 1, "2,16": 1, "2,17": 1, "2,18": 1, "2,19": 1, "2,2": 0, "2,3": 1, "2,4": 1, "2,5": 2, "2,6": 1, "2,7": 0, "2,8": 3, "2,9": 2, "3,-1": 1, "3,-2": 1, "3,-3": 1, "3,0": 1, "3,1": 1, "3,10": 1, "3,11": 1, "3,12": 2, "3,13": 2, "3,14": 1, "3,2": 0, "3,3": 0, "3,4": 1, "3,5": 1, "3,6": 3, "3,7": 1, "3,8": 0, "3,9": 2, "4,0": 1, "4,1": 3, "4,10": 1, "4,11": 2, "4,12": 0, "4,13": 2, "4,2": 1, "4,3": 1, "4,4": 1, "4,5": 1, "4,6": 0, "4,7": 3, "4,8": 1, "4,9": 2, "5,0": 1, "5,1": 1, "5,10": 1, "5,11": 2, "5,12": 3, "5,2": 2, "5,3": 1, "5,4": 2, "5,5": 0, "5,6": 1, "5,7": 1, "5,8": 2, "5,9": 1, "6,2": 1, "6,3": 1, "6,4": 1, "6,5": 2, "6,6": 1, "6,7": 1, "7,2": 1, "7,3": 1, "7,4": 1, "7,5": 1, "7,6": 1, "8,2": 1, "8,3": 1, "8,4": 1, "8,5": 2}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,12": ["-1,13", "0,11", "0,12"], "-1,13": ["-1,12", "-1,14", "0,12", "0,13"], "-1,14": ["-1,13", "-1,15", "0,13", "0,14"], "-1,15": ["-1,14", "-1,16", "0,14", "0,15"], "-1,16": ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], "-1,17": ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], "-1,18": ["-1,17", "-1,19", "-2,18", "-2,19", "0,17", "0,18"], "-1,19": ["-1,18", "-1,20", "-2,19", "-2,20", "0,18", "0,19"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,20": ["-1,19", "-1,21", "-2,20", "-2,21", "0,19", "0,20"], "-1,21": ["-1,20", "-1,22", "-2,21", "-2,22", "0,20", "0,21"], "-1,22": ["-1,21", "-2,22", "0,21"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-10,14": ["-10,15", "-11,14", "-11,15", "-9,14"], "-10,15": ["-10,14", "-10,16", "-11,15", "-11,16", "-9,14", "-9,15"], "-10,16": ["-10,15", "-10,17", "-11,16", "-9,15", "-9,16"], "-10,17": ["-10,16", "-10,18", "-9,16", "-9,17"], "-10,18": ["-10,17", "-9,17", "-9,18"], "-11,14": ["-10,14", "-11,15", "-12,15"], "-11,15": ["-10,14", "-10,15", "-11,14", "-11,16", "-12,15", "-12,16"], "-11,16": ["-10,15", "-10,16", "-11,15", "-12,16"], "-12,15": ["-11,14", "-11,15", "-12,16"], "-12,16": ["-11,15", "-11,16", "-12,15"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,15": ["-2,16", "-3,15", "-3,16"], "-2,16": ["-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], "-2,17": ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], "-2,18": ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], "-2,19": ["-1,18", "-1,19", "-2,18", "-2,20", "-3,19", "-3,20"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,20": ["-1,19", "-1,20", "-2,19", "-2,21", "-3,20", "-3,21"], "-2,21": ["-1,20", "-1,21", "-2,20", "-2,22", "-3,21", "-3,22"], "-2,22": ["-1,21", "-1,22", "-2,21", "-3,22"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,15": ["-2,15", "-3,16", "-4,15", "-4,16"], "-3,16": ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], "-3,17": ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], "-3,18": ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], "-3,19": ["-2,18", "-2,19", "-3,18", "-3,20", "-4,19", "-4,20"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,20": ["-2,19", "-2,20", "-3,19", "-3,21", "-4,20", "-4,21"], "-3,21": ["-2,20", "-2,21", "-3,20", "-3,22", "-4,21", "-4,22"], "-3,22": ["-2,21", "-2,22", "-3,21", "-4,22"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,12": ["-4,13", "-5,12", "-5,13"], "-4,13": ["-4,12", "-4,14", "-5,13", "-5,14"], "-4,14": ["-4,13", "-4,15", "-5,14", "-5,15"], "-4,15": ["-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], "-4,16": ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], "-4,17": ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], "-4,18": ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], "-4,19": ["-3,18", "-3,19", "-4,18", "-4,20", "-5,19"], "-4,20": ["-3,19", "-3,20", "-4,19", "-4,21"], "-4,21": ["-3,20", "-3,21", "-4,20", "-4,22"], "-4,22": ["-3,21", "-3,22", "-4,21"], "-5,12": ["-4,12", "-5,13", "-6,12", "-6,13"], "-5,13": ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], "-5,14": ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], "-5,15": ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], "-5,16": ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16", "-6,17"], "-5,17": ["-4,16", "-4,17", "-5,16", "-5,18", "-6,17", "-6,18"], "-5,18": ["-4,17", "-4,18", "-5,17", "-5,19", "-6,18", "-6,19"], "-5,19": ["-4,18", "-4,19", "-5,18", "-6,19", "-6,20"], "-6,12": ["-5,12", "-6,13", "-7,12", "-7,13"], "-6,13": ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], "-6,14": ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], "-6,15": ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], "-6,16": ["-5,15", "-5,16", "-6,15", "-6,17", "-7,16", "-7,17"], "-6,17": ["-5,16", "-5,17", "-6,16", "-6,18", "-7,17", "-7,18"], "-6,18": ["-5,17", "-5,18", "-6,17", "-6,19", "-7,18", "-7,19"], "-6,19": ["-5,18", "-5,19", "-6,18", "-6,20", "-7,19", "-7,20"], "-6,20": ["-5,19", "-6,19", "-7,20"], "-7,12": ["-6,12", "-7,13", "-8,13"], "-7,13": ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], "-7,14": ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], "-7,15": ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], "-7,16": ["-6,15", "-6,16", "-7,15", "-7,17", "-8,16", "-8,17"], "-7,17": ["-6,16", "-6,17", "-7,16", "-7,18", "-8,17", "-8,18"], "-7,18": ["-6,17", "-6,18", "-7,17", "-7,19", "-8,18"], "-7,19": ["-6,18", "-6,19", "-7,18", "-7,20"], "-7,20": ["-6,19", "-6,20", "-7,19"], "-8,13": ["-7,12", "-7,13", "-8,14", "-9,14"], "-8,14": ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], "-8,15": ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], "-8,16": ["-7,15", "-7,16", "-8,15", "-8,17", "-9,16", "-9,17"], "-8,17": ["-7,16", "-7,17", "-8,16", "-8,18", "-9,17", "-9,18"], "-8,18": ["-7,17", "-7,18", "-8,17", "-9,18"], "-9,14": ["-10,14", "-10,15", "-8,13", "-8,14", "-9,15"], "-9,15": ["-10,15", "-10,16", "-8,14", "-8,15", "-9,14", "-9,16"], "-9,16": ["-10,16", "-10,17", "-8,15", "-8,16", "-9,15", "-9,17"], "-9,17": ["-10,17", "-10,18", "-8,16", "-8,17", "-9,16", "-9,18"], "-9,18": ["-10,18", "-8,17", "-8,18", "-9,17"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,11": ["-1,12", "0,12", "1,10", "1,11"], "0,12": ["-1,12", "-1,13", "0,11", "0,13", "1,11", "1,12"], "0,13": ["-1,13", "-1,14", "0,12", "0,14", "1,12", "1,13"], "0,14": ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], "0,15": ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], "0,16": ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], "0,17": ["-1,17", "-1,18", "0,16", "0,18", "1,16", "1,17"], "0,18": ["-1,18", "-1,19", "0,17", "0,19", "1,17", "1,18"], "0,19": ["-1,19", "-1,20", "0,18", "0,20", "1,18", "1,19"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,20": ["-1,20", "-1,21", "0,19", "0,21", "1,19", "1,20"], "0,21": ["-1,21", "-1,22", "0,20", "1,20"], "0,3": ["-1,3", "0,2", "0,4", "1,2", "1,3"], "0,4": ["0,3", "0,5", "1,3", "1,4"], "0,5": ["0,4", "1,4", "1,5"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,10": ["0,11", "1,11", "2,10", "2,9"], "1,11": ["0,11", "0,12", "1,10", "1,12", "2,10", "2,11"], "1,12": ["0,12", "0,13", "1,11", "1,13", "2,11", "2,12"], "1,13": ["0,13", "0,14", "1,12", "1,14", "2,12", "2,13"], "1,14": ["0,14", "0,15", "1,13", "1,15", "2,13", "2,14"], "1,15": ["0,15", "0,16", "1,14", "1,16", "2,14", "2,15"], "1,16": ["0,16", "0,17", "1,15", "1,17", "2,15", "2,16"], "1,17": ["0,17", "0,18", "1,16", "1,18", "2,16", "2,17"], "1,18": ["0,18", "0,19", "1,17", "1,19", "2,17", "2,18"], "1,19": ["0,19", "0,20", "1,18", "1,20", "2,18", "2,19"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,20": ["0,20", "0,21", "1,19", "2,19"], "1,3": ["0,3", "0,4", "1,2", "1,4", "2,2", "2,3"], "1,4": ["0,4", "0,5", "1,3", "1,5", "2,3", "2,4"], "1,5": ["0,5", "1,4", "2,4", "2,5"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,10": ["1,10", "1,11", "2,11", "2,9", "3,10", "3,9"], "2,11": ["1,11", "1,12", "2,10", "2,12", "3,10", "3,11"], "2,12": ["1,12", "1,13", "2,11", "2,13", "3,11", "3,12"], "2,13": ["1,13", "1,14", "2,12", "2,14", "3,12", "3,13"], "2,14": ["1,14", "1,15", "2,13", "2,15", "3,13", "3,14"], "2,15": ["1,15", "1,16", "2,14", "2,16", "3,14"], "2,16": ["1,16", "1,17", "2,15", "2,17"], "2,17": ["1,17", "1,18", "2,16", "2,18"], "2,18": ["1,18", "1,19", "2,17", "2,19"], "2,19": ["1,19", "1,20", "2,18"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "2,4", "2,6", "3,4", "3,5"], "2,6": ["2,5", "2,7", "3,5", "3,6"], "2,7": ["2,6", "2,8", "3,6", "3,7"], "2,8": ["2,7", "2,9", "3,7", "3,8"], "2,9": ["1,10", "2,10", "2,8", "3,8", "3,9"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,10": ["2,10", "2,11", "3,11", "3,9", "4,10", "4,9"], "3,11": ["2,11", "2,12", "3,10", "3,12", "4,10", "4,11"], "3,12": ["2,12", "2,13", "3,11", "3,13", "4,11", "4,12"], "3,13": ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], "3,14": ["2,14", "2,15", "3,13", "4,13"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "2,7", "3,5", "3,7", "4,5", "4,6"], "3,7": ["2,7", "2,8", "3,6", "3,8", "4,6", "4,7"], "3,8": ["2,8", "2,9", "3,7", "3,9", "4,7", "4,8"], "3,9": ["2,10", "2,9", "3,10", "3,8", "4,8", "4,9"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,10": ["3,10", "3,11", "4,11", "4,9", "5,10", "5,9"], "4,11": ["3,11", "3,12", "4,10", "4,12", "5,10", "5,11"], "4,12": ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], "4,13": ["3,13", "3,14", "4,12", "5,12"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "3,7", "4,5", "4,7", "5,5", "5,6"], "4,7": ["3,7", "3,8", "4,6", "4,8", "5,6", "5,7"], "4,8": ["3,8", "3,9", "4,7", "4,9", "5,7", "5,8"], "4,9": ["3,10", "3,9", "4,10", "4,8", "5,8", "5,9"], "5,0": ["4,0", "4,1", "5,1"], "5,1": ["4,1", "4,2", "5,0", "5,2"], "5,10": ["4,10", "4,11", "5,11", "5,9"], "5,11": ["4,11", "4,12", "5,10", "5,12"], "5,12": ["4,12", "4,13", "5,11"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], "5,6": ["4,6", "4,7", "5,5", "5,7", "6,5", "6,6"], "5,7": ["4,7", "4,8", "5,6", "5,8", "6,6", "6,7"], "5,8": ["4,8", "4,9", "5,7", "5,9", "6,7"], "5,9": ["4,10", "4,9", "5,10", "5,8"], "6,2": ["5,2", "5,3", "6,3", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], "6,5": ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], "6,6": ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], "6,7": ["5,7", "5,8", "6,6", "7,6"], "7,2": ["6,2", "6,3", "7,3", "8,2"], "7,3": ["6,3", "6,4", "7,2", "7,4", "8,2", "8,3"], "7,4": ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], "7,5": ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], "7,6": ["6,6", "6,7", "7,5", "8,5"], "8,2": ["7,2", "7,3", "8,3"], "8,3": ["7,3", "7,4", "8,2", "8,4"], "8,4": ["7,4", "7,5", "8,3", "8,5"], "8,5": ["7,5", "7,6", "8,4"]}}, "witchs-cauldron": {"key": "witchs-cauldron", "name": "Witch's Cauldron", "spaces": {"-1,-1": ["J", 1, "A"], "-1,-2": ["J", 1, "A"], "-1,0": ["S", 1, "A"], "-1,1": ["J", 1, "A"], "-1,13": ["J", 1, "M"], "-1,14": ["S", 2, "M"], "-1,15": ["J", 1, "M"], "-1,16": ["J", 1, "M"], "-1,17": ["W", 1, "M"], "-1,18": ["C", 0, "M"], "-1,2": ["W", 1, "A"], "-1,3": ["J", 1, "A"], "-2,-1": ["J", 1, "A"], "-2,0": ["J", 1, "A"], "-2,1": ["J", 1, "A"], "-2,13": ["M", 0, "M"], "-2,14": ["J", 1, "M"], "-2,15": ["J", 1, "M"], "-2,16": ["R", 2, "M"], "-2,17": ["J", 1, "M"], "-2,18": ["J", 1, "M"], "-2,19": ["M", 0, "M"], "-2,2": ["J", 1, "A"], "-2,3": ["J", 1, "A"], "-3,0": ["ST", 0, "A"], "-3,1": ["ST", 0, "A"], "-3,10": ["J", 1, "I"], "-3,11": ["J", 1, "I"], "-3,12": ["J", 1, "I"], "-3,13": ["C", 0, "I"], "-3,14": ["M", 0, "M"], "-3,15": ["M", 0, "M"], "-3,16": ["M", 0, "M"], "-3,17": ["M", 0, "M"], "-3,18": ["R", 2, "M"], "-3,19": ["J", 1, "M"], "-3,2": ["ST", 0, "A"], "-3,3": ["ST", 0, "A"], "-4,10": ["J", 1, "I"], "-4,11": ["J", 1, "I"], "-4,12": ["J", 2, "I"], "-4,13": ["M", 0, "I"], "-4,14": ["J", 1, "I"], "-4,15": ["J", 1, "M"], "-4,16": ["J", 1, "M"], "-4,17": ["J", 1, "M"], "-4,18": ["R", 2, "M"], "-4,19": ["J", 1, "M"], "-5,10": ["J", 1, "I"], "-5,11": ["M", 0, "I"], "-5,12": ["M", 0, "I"], "-5,13": ["B", 3, "I"], "-5,14": ["J", 2, "I"], "-5,15": ["J", 1, "I"], "-5,16": ["W", 1, "M"], "-5,17": ["W", 1, "M"], "-5,18": ["J", 1, "M"], "-5,19": ["J", 1, "M"], "-5,8": ["ED", 0, "ElDorado"], "-5,9": ["W", 1, "ElDorado"], "-6,10": ["J", 1, "I"], "-6,11": ["J", 1, "I"], "-6,12": ["J", 1, "I"], "-6,13": ["J", 2, "I"], "-6,14": ["M", 0, "I"], "-6,15": ["J", 1, "I"], "-6,16": ["J", 1, "I"], "-6,8": ["ED", 0, "ElDorado"], "-6,9": ["W", 1, "ElDorado"], "-7,10": ["W", 1, "ElDorado"], "-7,11": ["S", 1, "I"], "-7,12": ["S", 2, "I"], "-7,13": ["J", 1, "I"], "-7,14": ["M", 0, "I"], "-7,15": ["W", 1, "I"], "-7,16": ["W", 1, "I"], "-7,9": ["ED", 0, "ElDorado"], "-8,12": ["S", 1, "I"], "-8,13": ["S", 2, "I"], "-8,14": ["R", 3, "I"], "-8,15": ["W", 1, "I"], "-8,16": ["W", 2, "I"], "-9,13": ["S", 1, "I"], "-9,14": ["S", 2, "I"], "-9,15": ["W", 2, "I"], "-9,16": ["W", 2, "I"], "0,-1": ["J", 1, "A"], "0,-2": ["S", 1, "A"], "0,-3": ["J", 1, "A"], "0,0": ["W", 1, "A"], "0,1": ["J", 1, "A"], "0,13": ["J", 1, "M"], "0,14": ["S", 4, "M"], "0,15": ["M", 0, "M"], "0,16": ["M", 0, "M"], "0,17": ["W", 4, "M"], "0,2": ["S", 1, "A"], "0,3": ["J", 1, "A"], "1,-1": ["S", 1, "A"], "1,-2": ["C", 0, "A"], "1,-3": ["J", 1, "A"], "1,0": ["J", 1, "A"], "1,1": ["J", 1, "A"], "1,13": ["J", 1, "M"], "1,14": ["J", 1, "M"], "1,15": ["J", 1, "M"], "1,16": ["B", 1, "M"], "1,2": ["J", 1, "A"], "1,3": ["J", 2, "L"], "1,4": ["J", 1, "L"], "1,5": ["S", 2, "L"], "1,6": ["J", 2, "L"], "10,3": ["J", 1, "G"], "10,4": ["J", 2, "G"], "10,5": ["S", 1, "G"], "10,6": ["M", 0, "G"], "10,7": ["J", 1, "G"], "11,3": ["B", 1, "G"], "11,4": ["J", 1, "G"], "11,5": ["J", 1, "G"], "11,6": ["J", 1, "G"], "2,-1": ["J", 1, "A"], "2,-2": ["M", 0, "A"], "2,-3": ["W", 1, "A"], "2,0": ["J", 1, "A"], "2,1": ["S", 1, "A"], "2,13": ["J", 2, "D"], "2,14": ["J", 1, "D"], "2,15": ["J", 1, "D"], "2,16": ["J", 2, "D"], "2,2": ["J", 2, "L"], "2,3": ["J", 1, "L"], "2,4": ["J", 2, "L"], "2,5": ["B", 2, "L"], "2,6": ["J", 2, "L"], "3,-1": ["J", 1, "A"], "3,-2": ["B", 1, "A"], "3,-3": ["J", 1, "A"], "3,0": ["J", 1, "A"], "3,1": ["J", 1, "L"], "3,12": ["J", 1, "D"], "3,13": ["J", 1, "D"], "3,14": ["W", 1, "D"], "3,15": ["W", 1, "D"], "3,16": ["J", 1, "D"], "3,2": ["J", 1, "L"], "3,3": ["M", 0, "L"], "3,4": ["J", 2, "L"], "3,5": ["S", 2, "L"], "3,6": ["J", 1, "L"], "4,0": ["W", 1, "L"], "4,1": ["W", 1, "L"], "4,11": ["M", 0, "D"], "4,12": ["S", 3, "D"], "4,13": ["J", 1, "D"], "4,14": ["W", 2, "D"], "4,15": ["W", 1, "D"], "4,16": ["J", 1, "D"], "4,2": ["J", 1, "L"], "4,3": ["J", 1, "L"], "4,4": ["J", 1, "L"], "4,5": ["J", 1, "L"], "4,6": ["M", 0, "L"], "5,0": ["B", 1, "L"], "5,1": ["W", 1, "L"], "5,10": ["W", 3, "D"], "5,11": ["S", 1, "D"], "5,12": ["M", 0, "D"], "5,13": ["C", 0, "D"], "5,14": ["W", 1, "D"], "5,15": ["W", 1, "D"], "5,16": ["J", 1, "D"], "5,2": ["J", 3, "L"], "5,3": ["C", 0, "L"], "5,4": ["J", 2, "L"], "5,5": ["J", 1, "L"], "5,6": ["J", 1, "G"], "5,7": ["J", 1, "G"], "5,8": ["S", 1, "G"], "5,9": ["M", 0, "G"], "6,0": ["B", 1, "L"], "6,1": ["J", 3, "L"], "6,10": ["M", 0, "D"], "6,11": ["S", 3, "D"], "6,12": ["J", 1, "D"], "6,13": ["W", 2, "D"], "6,14": ["W", 1, "D"], "6,15": ["J", 1, "D"], "6,2": ["J", 1, "L"], "6,3": ["J", 1, "L"], "6,4": ["J", 1, "L"], "6,5": ["J", 1, "G"], "6,6": ["J", 2, "G"], "6,7": ["S", 2, "G"], "6,8": ["C", 0, "G"], "6,9": ["S", 1, "G"], "7,0": ["J", 3, "L"], "7,1": ["J", 1, "L"], "7,10": ["J", 1, "D"], "7,11": ["J", 1, "D"], "7,12": ["W", 1, "D"], "7,13": ["W", 1, "D"], "7,14": ["J", 1, "D"], "7,2": ["J", 2, "L"], "7,3": ["J", 2, "L"], "7,4": ["J", 1, "G"], "7,5": ["S", 1, "G"], "7,6": ["S", 2, "G"], "7,7": ["S", 4, "G"], "7,8": ["S", 2, "G"], "7,9": ["J", 1, "G"], "8,10": ["J", 2, "D"], "8,11": ["J", 1, "D"], "8,12": ["J", 1, "D"], "8,13": ["J", 2, "D"], "8,3": ["J", 1, "G"], "8,4": ["M", 0, "G"], "8,5": ["R", 1, "G"], "8,6": ["S", 3, "G"], "8,7": ["S", 2, "G"], "8,8": ["J", 2, "G"], "8,9": ["J", 1, "G"], "9,3": ["J", 1, "G"], "9,4": ["S", 1, "G"], "9,5": ["S", 2, "G"], "9,6": ["R", 1, "G"], "9,7": ["S", 1, "G"], "9,8": ["J", 1, "G"]}, "start_spaces": ["-3,0", "-3,1", "-3,2", "-3,3"], "finish": ["-5,9", "-6,9", "-7,10"], "pay": {"-1,-1": "machete", "-1,-2": "machete", "-1,0": "coin", "-1,1": "machete", "-1,13": "machete", "-1,14": "coin", "-1,15": "machete", "-1,16": "machete", "-1,17": "paddle", "-1,18": null, "-1,2": "paddle", "-1,3": "machete", "-2,-1": "machete", "-2,0": "machete", "-2,1": "machete", "-2,13": null, "-2,14": "machete", "-2,15": "machete", "-2,16": "discard", "-2,17": "machete", "-2,18": "machete", "-2,19": null, "-2,2": "machete", "-2,3": "machete", "-3,0": null, "-3,1": null, "-3,10": "machete", "-3,11": "machete", "-3,12": "machete", "-3,13": null, "-3,14": null, "-3,15": null, "-3,16": null, "-3,17": null, "-3,18": "discard", "-3,19": "machete", "-3,2": null, "-3,3": null, "-4,10": "machete", "-4,11": "machete", "-4,12": "machete", "-4,13": null, "-4,14": "machete", "-4,15": "machete", "-4,16": "machete", "-4,17": "machete", "-4,18": "discard", "-4,19": "machete", "-5,10": "machete", "-5,11": null, "-5,12": null, "-5,13": "remove", "-5,14": "machete", "-5,15": "machete", "-5,16": "paddle", "-5,17": "paddle", "-5,18": "machete", "-5,19": "machete", "-5,8": null, "-5,9": "paddle", "-6,10": "machete", "-6,11": "machete", "-6,12": "machete", "-6,13": "machete", "-6,14": null, "-6,15": "machete", "-6,16": "machete", "-6,8": null, "-6,9": "paddle", "-7,10": "paddle", "-7,11": "coin", "-7,12": "coin", "-7,13": "machete", "-7,14": null, "-7,15": "paddle", "-7,16": "paddle", "-7,9": null, "-8,12": "coin", "-8,13": "coin", "-8,14": "discard", "-8,15": "paddle", "-8,16": "paddle", "-9,13": "coin", "-9,14": "coin", "-9,15": "paddle", "-9,16": "paddle", "0,-1": "machete", "0,-2": "coin", "0,-3": "machete", "0,0": "paddle", "0,1": "machete", "0,13": "machete", "0,14": "coin", "0,15": null, "0,16": null, "0,17": "paddle", "0,2": "coin", "0,3": "machete", "1,-1": "coin", "1,-2": null, "1,-3": "machete", "1,0": "machete", "1,1": "machete", "1,13": "machete", "1,14": "machete", "1,15": "machete", "1,16": "remove", "1,2": "machete", "1,3": "machete", "1,4": "machete", "1,5": "coin", "1,6": "machete", "10,3": "machete", "10,4": "machete", "10,5": "coin", "10,6": null, "10,7": "machete", "11,3": "remove", "11,4": "machete", "11,5": "machete", "11,6": "machete", "2,-1": "machete", "2,-2": null, "2,-3": "paddle", "2,0": "machete", "2,1": "coin", "2,13": "machete", "2,14": "machete", "2,15": "machete", "2,16": "machete", "2,2": "machete", "2,3": "machete", "2,4": "machete", "2,5": "remove", "2,6": "machete", "3,-1": "machete", "3,-2": "remove", "3,-3": "machete", "3,0": "machete", "3,1": "machete", "3,12": "machete", "3,13": "machete", "3,14": "paddle", "3,15": "paddle", "3,16": "machete", "3,2": "machete", "3,3": null, "3,4": "machete", "3,5": "coin", "3,6": "machete", "4,0": "paddle", "4,1": "paddle", "4,11": null, "4,12": "coin", "4,13": "machete", "4,14": "paddle", "4,15": "paddle", "4,16": "machete", "4,2": "machete", "4,3": "machete", "4,4": "machete", "4,5": "machete", "4,6": null, "5,0": "remove", "5,1": "paddle", "5,10": "paddle", "5,11": "coin", "5,12": null, "5,13": null, "5,14": "paddle", "5,15": "paddle", "5,16": "machete", "5,2": "machete", "5,3": null, "5,4": "machete", "5,5": "machete", "5,6": "machete", "5,7": "machete", "5,8": "coin", "5,9": null, "6,0": "remove", "6,1": "machete", "6,10": null, "6,11": "coin", "6,12": "machete", "6,13": "paddle", "6,14": "paddle", "6,15": "machete", "6,2": "machete", "6,3": "machete", "6,4": "machete", "6,5": "machete", "6,6": "machete", "6,7": "coin", "6,8": null, "6,9": "coin", "7,0": "machete", "7,1": "machete", "7,10": "machete", "7,11": "machete", "7,12": "paddle", "7,13": "paddle", "7,14": "machete", "7,2": "machete", "7,3": "machete", "7,4": "machete", "7,5": "coin", "7,6": "coin", "7,7": "coin", "7,8": "coin", "7,9": "machete", "8,10": "machete", "8,11": "machete", "8,12": "machete", "8,13": "machete", "8,3": "machete", "8,4": null, "8,5": "discard", "8,6": "coin", "8,7": "coin", "8,8": "machete", "8,9": "machete", "9,3": "machete", "9,4": "coin", "9,5": "coin", "9,6": "discard", "9,7": "coin", "9,8": "machete"}, "need": {"-1,-1": 1, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,13": 1, "-1,14": 2, "-1,15": 1, "-1,16": 1, "-1,17": 1, "-1,18": 0, "-1,2": 1, "-1,3": 1, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,13": 0, "-2,14": 1, "-2,15": 1, "-2,16": 2, "-2,17": 1, "-2,18": 1, "-2,19": 0, "-2,2": 1, "-2,3": 1, "-3,0": 0, "-3,1": 0, "-3,10": 1, "-3,11": 1, "-3,12": 1, "-3,13": 0, "-3,14": 0, "-3,15": 0, "-3,16": 0, "-3,17": 0, "-3,18": 2, "-3,19": 1, "-3,2": 0, "-3,3": 0, "-4,10": 1, "-4,11": 1, "-4,12": 2, "-4,13": 0, "-4,14": 1, "-4,15": 1, "-4,16": 1, "-4,17": 1, "-4,18": 2, "-4,19": 1, "-5,10": 1, "-5,11": 0, "-5,12": 0, "-5,13": 3, "-5,14": 2, "-5,15": 1, "-5,16": 1, "-5,17": 1, "-5,18": 1, "-5,19": 1, "-5,8": 0, "-5,9": 1, "-6,10": 1, "-6,11": 1, "-6,12": 1, "-6,13": 2, "-6,14": 0, "-6,15": 1, "-6,16": 1, "-6,8": 0, "-6,9": 1, "-7,10": 1, "-7,11": 1, "-7,12": 2, "-7,13": 1, "-7,14": 0, "-7,15": 1, "-7,16": 1, "-7,9": 0, "-8,12": 1, "-8,13": 2, "-8,14": 3, "-8,15": 1, "-8,16": 2, "-9,13": 1, "-9,14": 2, "-9,15": 2, "-9,16": 2, "0,-1": 1, "0,-2": 1, "0,-3": 1, "0,0": 1, "0,1": 1, "0,13": 1, "0,14": 4, "0,15": 0, "0,16": 0, "0,17": 4, "0,2": 1, "0,3": 1, "1,-1": 1, "1,-2": 0, "1,-3": 1, "1,0": 1, "1,1": 1, "1,13": 1, "1,14": 1, "1,15": 1, "1,16": 1, "1,2": 1, "1,3": 2, "1,4": 1, "1,5": 2, "1,6": 2, "10,3": 1, "10,4": 2, "10,5": 1, "10,6": 0, "10,7": 1, "11,3": 1, "11,4": 1, "11,5": 1, "11,6": 1, "2,-1": 1, "2,-2": 0, "2,-3": 1, "2,0": 1, "2,1": 1, "2,13": 2, "2,14": 1, "2,15": 1, "2,16": 2, "2,2": 2, "2,3": 1, "2,4": 2, "2,5": 2, "2,6": 2, "3,-1": 1, "3,-2": 1, "3,-3": 1, "3,0": 1, "3,1": 1, "3,12": 1, "3,13": 1, "3,14": 1, "3,15": 1, "3,16": 1, "3,2": 1, "3,3": 0, "3,4": 2, "3,5": 2, "3,6": 1, "4,0": 1, "4,1": 1, "4,11": 0, "4,12": 3, "4,13": 1, "4,14": 2, "4,15": 1, "4,16": 1, "4,2": 1, "4,3": 1, "4,4": 1, "4,5": 1, "4,6": 0, "5,0": 1, "5,1": 1, "5,10": 3, "5,11": 1, "5,12": 0, "5,13": 0, "5,14": 1, "5,15": 1, "5,16": 1, "5,2": 3, "5,3": 0, "5,4": 2, "5,5": 1, "5,6": 1, "5,7": 1, "5,8": 1, "5,9": 0, "6,0": 1, "6,1": 3, "6,10": 0, "6,11": 3, "6,12": 1, "6,13": 2, "6,14": 1, "6,15": 1, "6,2": 1, "6,3": 1, "6,4": 1, "6,5": 1, "6,6": 2, "6,7": 2, "6,8": 0, "6,9": 1, "7,0": 3, "7,1": 1, "7,10": 1, "7,11": 1, "7,12": 1, "7,13": 1, "7,14": 1, "7,2": 2, "7,3": 2, "7,4": 1, "7,5": 1, "7,6": 2, "7,7": 4, "7,8": 2, "7,9": 1, "8,10": 2, "8,11": 1, "8,12": 1, "8,13": 2, "8,3": 1, "8,4": 0, "8,5": 1, "8,6": 3, "8,7": 2, "8,8": 2, "8,9": 1, "9,3": 1, "9,4": 1, "9,5": 2, "9,6": 1, "9,7": 1, "9,8": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,13": ["-1,14", "-2,13", "-2,14", "0,13"], "-1,14": ["-1,13", "-1,15", "-2,14", "-2,15", "0,13", "0,14"], "-1,15": ["-1,14", "-1,16", "-2,15", "-2,16", "0,14", "0,15"], "-1,16": ["-1,15", "-1,17", "-2,16", "-2,17", "0,15", "0,16"], "-1,17": ["-1,16", "-1,18", "-2,17", "-2,18", "0,16", "0,17"], "-1,18": ["-1,17", "-2,18", "-2,19", "0,17"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,13": ["-1,13", "-2,14", "-3,13", "-3,14"], "-2,14": ["-1,13", "-1,14", "-2,13", "-2,15", "-3,14", "-3,15"], "-2,15": ["-1,14", "-1,15", "-2,14", "-2,16", "-3,15", "-3,16"], "-2,16": ["-1,15", "-1,16", "-2,15", "-2,17", "-3,16", "-3,17"], "-2,17": ["-1,16", "-1,17", "-2,16", "-2,18", "-3,17", "-3,18"], "-2,18": ["-1,17", "-1,18", "-2,17", "-2,19", "-3,18", "-3,19"], "-2,19": ["-1,18", "-2,18", "-3,19"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,10": ["-3,11", "-4,10", "-4,11"], "-3,11": ["-3,10", "-3,12", "-4,11", "-4,12"], "-3,12": ["-3,11", "-3,13", "-4,12", "-4,13"], "-3,13": ["-2,13", "-3,12", "-3,14", "-4,13", "-4,14"], "-3,14": ["-2,13", "-2,14", "-3,13", "-3,15", "-4,14", "-4,15"], "-3,15": ["-2,14", "-2,15", "-3,14", "-3,16", "-4,15", "-4,16"], "-3,16": ["-2,15", "-2,16", "-3,15", "-3,17", "-4,16", "-4,17"], "-3,17": ["-2,16", "-2,17", "-3,16", "-3,18", "-4,17", "-4,18"], "-3,18": ["-2,17", "-2,18", "-3,17", "-3,19", "-4,18", "-4,19"], "-3,19": ["-2,18", "-2,19", "-3,18", "-4,19"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,3": ["-2,2", "-2,3", "-3,2"], "-4,10": ["-3,10", "-4,11", "-5,10", "-5,11"], "-4,11": ["-3,10", "-3,11", "-4,10", "-4,12", "-5,11", "-5,12"], "-4,12": ["-3,11", "-3,12", "-4,11", "-4,13", "-5,12", "-5,13"], "-4,13": ["-3,12", "-3,13", "-4,12", "-4,14", "-5,13", "-5,14"], "-4,14": ["-3,13", "-3,14", "-4,13", "-4,15", "-5,14", "-5,15"], "-4,15": ["-3,14", "-3,15", "-4,14", "-4,16", "-5,15", "-5,16"], "-4,16": ["-3,15", "-3,16", "-4,15", "-4,17", "-5,16", "-5,17"], "-4,17": ["-3,16", "-3,17", "-4,16", "-4,18", "-5,17", "-5,18"], "-4,18": ["-3,17", "-3,18", "-4,17", "-4,19", "-5,18", "-5,19"], "-4,19": ["-3,18", "-3,19", "-4,18", "-5,19"], "-5,10": ["-4,10", "-5,11", "-5,9", "-6,10", "-6,11"], "-5,11": ["-4,10", "-4,11", "-5,10", "-5,12", "-6,11", "-6,12"], "-5,12": ["-4,11", "-4,12", "-5,11", "-5,13", "-6,12", "-6,13"], "-5,13": ["-4,12", "-4,13", "-5,12", "-5,14", "-6,13", "-6,14"], "-5,14": ["-4,13", "-4,14", "-5,13", "-5,15", "-6,14", "-6,15"], "-5,15": ["-4,14", "-4,15", "-5,14", "-5,16", "-6,15", "-6,16"], "-5,16": ["-4,15", "-4,16", "-5,15", "-5,17", "-6,16"], "-5,17": ["-4,16", "-4,17", "-5,16", "-5,18"], "-5,18": ["-4,17", "-4,18", "-5,17", "-5,19"], "-5,19": ["-4,18", "-4,19", "-5,18"], "-5,8": ["-5,9", "-6,8", "-6,9"], "-5,9": ["-5,10", "-5,8", "-6,10", "-6,9"], "-6,10": ["-5,10", "-5,9", "-6,11", "-6,9", "-7,10", "-7,11"], "-6,11": ["-5,10", "-5,11", "-6,10", "-6,12", "-7,11", "-7,12"], "-6,12": ["-5,11", "-5,12", "-6,11", "-6,13", "-7,12", "-7,13"], "-6,13": ["-5,12", "-5,13", "-6,12", "-6,14", "-7,13", "-7,14"], "-6,14": ["-5,13", "-5,14", "-6,13", "-6,15", "-7,14", "-7,15"], "-6,15": ["-5,14", "-5,15", "-6,14", "-6,16", "-7,15", "-7,16"], "-6,16": ["-5,15", "-5,16", "-6,15", "-7,16"], "-6,8": ["-5,8", "-6,9", "-7,9"], "-6,9": ["-5,8", "-5,9", "-6,10", "-6,8", "-7,10", "-7,9"], "-7,10": ["-6,10", "-6,9", "-7,11", "-7,9"], "-7,11": ["-6,10", "-6,11", "-7,10", "-7,12", "-8,12"], "-7,12": ["-6,11", "-6,12", "-7,11", "-7,13", "-8,12", "-8,13"], "-7,13": ["-6,12", "-6,13", "-7,12", "-7,14", "-8,13", "-8,14"], "-7,14": ["-6,13", "-6,14", "-7,13", "-7,15", "-8,14", "-8,15"], "-7,15": ["-6,14", "-6,15", "-7,14", "-7,16", "-8,15", "-8,16"], "-7,16": ["-6,15", "-6,16", "-7,15", "-8,16"], "-7,9": ["-6,8", "-6,9", "-7,10"], "-8,12": ["-7,11", "-7,12", "-8,13", "-9,13"], "-8,13": ["-7,12", "-7,13", "-8,12", "-8,14", "-9,13", "-9,14"], "-8,14": ["-7,13", "-7,14", "-8,13", "-8,15", "-9,14", "-9,15"], "-8,15": ["-7,14", "-7,15", "-8,14", "-8,16", "-9,15", "-9,16"], "-8,16": ["-7,15", "-7,16", "-8,15", "-9,16"], "-9,13": ["-8,12", "-8,13", "-9,14"], "-9,14": ["-8,13", "-8,14", "-9,13", "-9,15"], "-9,15": ["-8,14", "-8,15", "-9,14", "-9,16"], "-9,16": ["-8,15", "-8,16", "-9,15"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,13": ["-1,13", "-1,14", "0,14", "1,13"], "0,14": ["-1,14", "-1,15", "0,13", "0,15", "1,13", "1,14"], "0,15": ["-1,15", "-1,16", "0,14", "0,16", "1,14", "1,15"], "0,16": ["-1,16", "-1,17", "0,15", "0,17", "1,15", "1,16"], "0,17": ["-1,17", "-1,18", "0,16", "1,16"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "0,2", "1,2", "1,3"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "2,-3"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,13": ["0,13", "0,14", "1,14", "2,13"], "1,14": ["0,14", "0,15", "1,13", "1,15", "2,13", "2,14"], "1,15": ["0,15", "0,16", "1,14", "1,16", "2,14", "2,15"], "1,16": ["0,16", "0,17", "1,15", "2,15", "2,16"], "1,2": ["0,2", "0,3", "1,1", "1,3", "2,1", "2,2"], "1,3": ["0,3", "1,2", "1,4", "2,2", "2,3"], "1,4": ["1,3", "1,5", "2,3", "2,4"], "1,5": ["1,4", "1,6", "2,4", "2,5"], "1,6": ["1,5", "2,5", "2,6"], "10,3": ["10,4", "11,3", "9,3", "9,4"], "10,4": ["10,3", "10,5", "11,3", "11,4", "9,4", "9,5"], "10,5": ["10,4", "10,6", "11,4", "11,5", "9,5", "9,6"], "10,6": ["10,5", "10,7", "11,5", "11,6", "9,6", "9,7"], "10,7": ["10,6", "11,6", "9,7", "9,8"], "11,3": ["10,3", "10,4", "11,4"], "11,4": ["10,4", "10,5", "11,3", "11,5"], "11,5": ["10,5", "10,6", "11,4", "11,6"], "11,6": ["10,6", "10,7", "11,5"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "3,-3"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "2,2", "3,0", "3,1"], "2,13": ["1,13", "1,14", "2,14", "3,12", "3,13"], "2,14": ["1,14", "1,15", "2,13", "2,15", "3,13", "3,14"], "2,15": ["1,15", "1,16", "2,14", "2,16", "3,14", "3,15"], "2,16": ["1,16", "2,15", "3,15", "3,16"], "2,2": ["1,2", "1,3", "2,1", "2,3", "3,1", "3,2"], "2,3": ["1,3", "1,4", "2,2", "2,4", "3,2", "3,3"], "2,4": ["1,4", "1,5", "2,3", "2,5", "3,3", "3,4"], "2,5": ["1,5", "1,6", "2,4", "2,6", "3,4", "3,5"], "2,6": ["1,6", "2,5", "3,5", "3,6"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2"], "3,0": ["2,0", "2,1", "3,-1", "3,1", "4,0"], "3,1": ["2,1", "2,2", "3,0", "3,2", "4,0", "4,1"], "3,12": ["2,13", "3,13", "4,11", "4,12"], "3,13": ["2,13", "2,14", "3,12", "3,14", "4,12", "4,13"], "3,14": ["2,14", "2,15", "3,13", "3,15", "4,13", "4,14"], "3,15": ["2,15", "2,16", "3,14", "3,16", "4,14", "4,15"], "3,16": ["2,16", "3,15", "4,15", "4,16"], "3,2": ["2,2", "2,3", "3,1", "3,3", "4,1", "4,2"], "3,3": ["2,3", "2,4", "3,2", "3,4", "4,2", "4,3"], "3,4": ["2,4", "2,5", "3,3", "3,5", "4,3", "4,4"], "3,5": ["2,5", "2,6", "3,4", "3,6", "4,4", "4,5"], "3,6": ["2,6", "3,5", "4,5", "4,6"], "4,0": ["3,0", "3,1", "4,1", "5,0"], "4,1": ["3,1", "3,2", "4,0", "4,2", "5,0", "5,1"], "4,11": ["3,12", "4,12", "5,10", "5,11"], "4,12": ["3,12", "3,13", "4,11", "4,13", "5,11", "5,12"], "4,13": ["3,13", "3,14", "4,12", "4,14", "5,12", "5,13"], "4,14": ["3,14", "3,15", "4,13", "4,15", "5,13", "5,14"], "4,15": ["3,15", "3,16", "4,14", "4,16", "5,14", "5,15"], "4,16": ["3,16", "4,15", "5,15", "5,16"], "4,2": ["3,2", "3,3", "4,1", "4,3", "5,1", "5,2"], "4,3": ["3,3", "3,4", "4,2", "4,4", "5,2", "5,3"], "4,4": ["3,4", "3,5", "4,3", "4,5", "5,3", "5,4"], "4,5": ["3,5", "3,6", "4,4", "4,6", "5,4", "5,5"], "4,6": ["3,6", "4,5", "5,5", "5,6"], "5,0": ["4,0", "4,1", "5,1", "6,0"], "5,1": ["4,1", "4,2", "5,0", "5,2", "6,0", "6,1"], "5,10": ["4,11", "5,11", "5,9", "6,10", "6,9"], "5,11": ["4,11", "4,12", "5,10", "5,12", "6,10", "6,11"], "5,12": ["4,12", "4,13", "5,11", "5,13", "6,11", "6,12"], "5,13": ["4,13", "4,14", "5,12", "5,14", "6,12", "6,13"], "5,14": ["4,14", "4,15", "5,13", "5,15", "6,13", "6,14"], "5,15": ["4,15", "4,16", "5,14", "5,16", "6,14", "6,15"], "5,16": ["4,16", "5,15", "6,15"], "5,2": ["4,2", "4,3", "5,1", "5,3", "6,1", "6,2"], "5,3": ["4,3", "4,4", "5,2", "5,4", "6,2", "6,3"], "5,4": ["4,4", "4,5", "5,3", "5,5", "6,3", "6,4"], "5,5": ["4,5", "4,6", "5,4", "5,6", "6,4", "6,5"], "5,6": ["4,6", "5,5", "5,7", "6,5", "6,6"], "5,7": ["5,6", "5,8", "6,6", "6,7"], "5,8": ["5,7", "5,9", "6,7", "6,8"], "5,9": ["5,10", "5,8", "6,8", "6,9"], "6,0": ["5,0", "5,1", "6,1", "7,0"], "6,1": ["5,1", "5,2", "6,0", "6,2", "7,0", "7,1"], "6,10": ["5,10", "5,11", "6,11", "6,9", "7,10", "7,9"], "6,11": ["5,11", "5,12", "6,10", "6,12", "7,10", "7,11"], "6,12": ["5,12", "5,13", "6,11", "6,13", "7,11", "7,12"], "6,13": ["5,13", "5,14", "6,12", "6,14", "7,12", "7,13"], "6,14": ["5,14", "5,15", "6,13", "6,15", "7,13", "7,14"], "6,15": ["5,15", "5,16", "6,14", "7,14"], "6,2": ["5,2", "5,3", "6,1", "6,3", "7,1", "7,2"], "6,3": ["5,3", "5,4", "6,2", "6,4", "7,2", "7,3"], "6,4": ["5,4", "5,5", "6,3", "6,5", "7,3", "7,4"], "6,5": ["5,5", "5,6", "6,4", "6,6", "7,4", "7,5"], "6,6": ["5,6", "5,7", "6,5", "6,7", "7,5", "7,6"], "6,7": ["5,7", "5,8", "6,6", "6,8", "7,6", "7,7"], "6,8": ["5,8", "5,9", "6,7", "6,9", "7,7", "7,8"], "6,9": ["5,10", "5,9", "6,10", "6,8", "7,8", "7,9"], "7,0": ["6,0", "6,1", "7,1"], "7,1": ["6,1", "6,2", "7,0", "7,2"], "7,10": ["6,10", "6,11", "7,11", "7,9", "8,10", "8,9"], "7,11": ["6,11", "6,12", "7,10", "7,12", "8,10", "8,11"], "7,12": ["6,12", "6,13", "7,11", "7,13", "8,11", "8,12"], "7,13": ["6,13", "6,14", "7,12", "7,14", "8,12", "8,13"], "7,14": ["6,14", "6,15", "7,13", "8,13"], "7,2": ["6,2", "6,3", "7,1", "7,3"], "7,3": ["6,3", "6,4", "7,2", "7,4", "8,3"], "7,4": ["6,4", "6,5", "7,3", "7,5", "8,3", "8,4"], "7,5": ["6,5", "6,6", "7,4", "7,6", "8,4", "8,5"], "7,6": ["6,6", "6,7", "7,5", "7,7", "8,5", "8,6"], "7,7": ["6,7", "6,8", "7,6", "7,8", "8,6", "8,7"], "7,8": ["6,8", "6,9", "7,7", "7,9", "8,7", "8,8"], "7,9": ["6,10", "6,9", "7,10", "7,8", "8,8", "8,9"], "8,10": ["7,10", "7,11", "8,11", "8,9"], "8,11": ["7,11", "7,12", "8,10", "8,12"], "8,12": ["7,12", "7,13", "8,11", "8,13"], "8,13": ["7,13", "7,14", "8,12"], "8,3": ["7,3", "7,4", "8,4", "9,3"], "8,4": ["7,4", "7,5", "8,3", "8,5", "9,3", "9,4"], "8,5": ["7,5", "7,6", "8,4", "8,6", "9,4", "9,5"], "8,6": ["7,6", "7,7", "8,5", "8,7", "9,5", "9,6"], "8,7": ["7,7", "7,8", "8,6", "8,8", "9,6", "9,7"], "8,8": ["7,8", "7,9", "8,7", "8,9", "9,7", "9,8"], "8,9": ["7,10", "7,9", "8,10", "8,8", "9,8"], "9,3": ["10,3", "8,3", "8,4", "9,4"], "9,4": ["10,3", "10,4", "8,4", "8,5", "9,3", "9,5"], "9,5": ["10,4", "10,5", "8,5", "8,6", "9,4", "9,6"], "9,6": ["10,5", "10,6", "8,6", "8,7", "9,5", "9,7"], "9,7": ["10,6", "10,7", "8,7", "8,8", "9,6", "9,8"], "9,8": ["10,7", "8,8", "8,9", "9,7"]}}, "straight-river": {"key": "straight-river", "name": "straight river (invented test board, not a recommended layout)", "spaces": {"-1,-1": ["C", 0, "A"], "-1,-2": ["W", 1, "A"], "-1,0": ["J", 1, "A"], "-1,1": ["S", 1, "A"], "-1,2": ["J", 1, "A"], "-1,3": ["ST", 0, "A"], "-2,-1": ["J", 1, "A"], "-2,0": ["S", 1, "A"], "-2,1": ["J", 1, "A"], "-2,2": ["J", 1, "A"], "-2,3": ["ST", 0, "A"], "-3,0": ["J", 1, "A"], "-3,1": ["J", 1, "A"], "-3,2": ["J", 1, "A"], "-3,3": ["ST", 0, "A"], "0,-1": ["S", 1, "A"], "0,-2": ["M", 0, "A"], "0,-3": ["J", 1, "A"], "0,0": ["W", 1, "A"], "0,1": ["J", 1, "A"], "0,2": ["J", 1, "A"], "0,3": ["ST", 0, "A"], "1,-1": ["J", 1, "A"], "1,-2": ["J", 1, "A"], "1,-3": ["B", 1, "A"], "1,-4": ["M", 0, "E"], "1,-5": ["R", 1, "E"], "1,-6": ["J", 1, "E"], "1,-7": ["J", 1, "E"], "1,0": ["J", 1, "A"], "1,1": ["W", 1, "A"], "1,2": ["J", 1, "A"], "10,-13": ["J", 1, "D"], "10,-14": ["J", 1, "D"], "10,-15": ["S", 3, "D"], "10,-16": ["S", 1, "D"], "10,-17": ["M", 0, "D"], "10,-18": ["S", 1, "J"], "10,-19": ["S", 2, "J"], "10,-20": ["S", 2, "J"], "10,-21": ["S", 1, "J"], "10,-22": ["W", 1, "J"], "11,-14": ["J", 2, "D"], "11,-15": ["J", 1, "D"], "11,-16": ["M", 0, "D"], "11,-17": ["W", 3, "D"], "11,-18": ["S", 1, "J"], "11,-19": ["S", 2, "J"], "11,-20": ["J", 1, "J"], "11,-21": ["J", 2, "J"], "11,-22": ["W", 2, "J"], "11,-23": ["W", 1, "J"], "12,-18": ["R", 2, "J"], "12,-19": ["C", 0, "J"], "12,-20": ["J", 1, "J"], "12,-21": ["B", 1, "J"], "12,-22": ["J", 1, "J"], "12,-23": ["M", 0, "J"], "12,-24": ["W", 1, "J"], "13,-19": ["R", 1, "J"], "13,-20": ["R", 2, "J"], "13,-21": ["J", 1, "J"], "13,-22": ["J", 2, "J"], "13,-23": ["W", 2, "J"], "13,-24": ["W", 1, "J"], "14,-20": ["R", 1, "J"], "14,-21": ["R", 2, "J"], "14,-22": ["R", 2, "J"], "14,-23": ["W", 1, "J"], "14,-24": ["W", 1, "J"], "15,-21": ["R", 1, "J"], "15,-22": ["R", 1, "J"], "15,-23": ["R", 2, "J"], "15,-24": ["W", 1, "J"], "15,-25": ["W", 1, "ElDorado"], "16,-24": ["W", 1, "ElDorado"], "16,-25": ["W", 1, "ElDorado"], "16,-26": ["ED", 0, "ElDorado"], "17,-25": ["ED", 0, "ElDorado"], "17,-26": ["ED", 0, "ElDorado"], "2,-1": ["J", 1, "A"], "2,-2": ["J", 1, "A"], "2,-3": ["J", 1, "A"], "2,-4": ["R", 1, "E"], "2,-5": ["M", 0, "E"], "2,-6": ["R", 1, "E"], "2,-7": ["J", 2, "E"], "2,-8": ["R", 1, "E"], "2,0": ["S", 1, "A"], "2,1": ["J", 1, "A"], "3,-1": ["J", 1, "A"], "3,-2": ["S", 1, "A"], "3,-3": ["J", 1, "A"], "3,-4": ["R", 1, "E"], "3,-5": ["J", 2, "E"], "3,-6": ["R", 3, "E"], "3,-7": ["J", 3, "E"], "3,-8": ["J", 1, "E"], "3,-9": ["J", 1, "E"], "3,0": ["J", 1, "A"], "4,-10": ["B", 1, "E"], "4,-4": ["J", 1, "E"], "4,-5": ["W", 2, "E"], "4,-6": ["R", 1, "E"], "4,-7": ["W", 1, "E"], "4,-8": ["M", 0, "E"], "4,-9": ["J", 2, "E"], "5,-10": ["S", 1, "E"], "5,-11": ["J", 1, "D"], "5,-12": ["J", 1, "D"], "5,-13": ["J", 1, "D"], "5,-14": ["J", 2, "D"], "5,-5": ["J", 1, "E"], "5,-6": ["M", 0, "E"], "5,-7": ["J", 1, "E"], "5,-8": ["W", 1, "E"], "5,-9": ["J", 1, "E"], "6,-10": ["S", 1, "E"], "6,-11": ["J", 1, "D"], "6,-12": ["W", 1, "D"], "6,-13": ["W", 1, "D"], "6,-14": ["W", 1, "D"], "6,-15": ["J", 1, "D"], "6,-6": ["J", 1, "E"], "6,-7": ["J", 2, "E"], "6,-8": ["W", 1, "E"], "6,-9": ["C", 0, "E"], "7,-10": ["S", 1, "E"], "7,-11": ["J", 1, "D"], "7,-12": ["W", 1, "D"], "7,-13": ["W", 1, "D"], "7,-14": ["W", 2, "D"], "7,-15": ["W", 1, "D"], "7,-16": ["J", 1, "D"], "7,-7": ["R", 1, "E"], "7,-8": ["J", 1, "E"], "7,-9": ["S", 1, "E"], "8,-11": ["J", 2, "D"], "8,-12": ["W", 1, "D"], "8,-13": ["W", 2, "D"], "8,-14": ["C", 0, "D"], "8,-15": ["J", 1, "D"], "8,-16": ["J", 1, "D"], "8,-17": ["J", 2, "D"], "9,-12": ["J", 1, "D"], "9,-13": ["W", 1, "D"], "9,-14": ["J", 1, "D"], "9,-15": ["M", 0, "D"], "9,-16": ["S", 3, "D"], "9,-17": ["J", 1, "D"], "9,-18": ["S", 1, "J"], "9,-19": ["S", 1, "J"], "9,-20": ["S", 1, "J"], "9,-21": ["S", 1, "J"]}, "start_spaces": ["0,3", "-1,3", "-2,3", "-3,3"], "finish": ["15,-25", "16,-24", "16,-25"], "pay": {"-1,-1": null, "-1,-2": "paddle", "-1,0": "machete", "-1,1": "coin", "-1,2": "machete", "-1,3": null, "-2,-1": "machete", "-2,0": "coin", "-2,1": "machete", "-2,2": "machete", "-2,3": null, "-3,0": "machete", "-3,1": "machete", "-3,2": "machete", "-3,3": null, "0,-1": "coin", "0,-2": null, "0,-3": "machete", "0,0": "paddle", "0,1": "machete", "0,2": "machete", "0,3": null, "1,-1": "machete", "1,-2": "machete", "1,-3": "remove", "1,-4": null, "1,-5": "discard", "1,-6": "machete", "1,-7": "machete", "1,0": "machete", "1,1": "paddle", "1,2": "machete", "10,-13": "machete", "10,-14": "machete", "10,-15": "coin", "10,-16": "coin", "10,-17": null, "10,-18": "coin", "10,-19": "coin", "10,-20": "coin", "10,-21": "coin", "10,-22": "paddle", "11,-14": "machete", "11,-15": "machete", "11,-16": null, "11,-17": "paddle", "11,-18": "coin", "11,-19": "coin", "11,-20": "machete", "11,-21": "machete", "11,-22": "paddle", "11,-23": "paddle", "12,-18": "discard", "12,-19": null, "12,-20": "machete", "12,-21": "remove", "12,-22": "machete", "12,-23": null, "12,-24": "paddle", "13,-19": "discard", "13,-20": "discard", "13,-21": "machete", "13,-22": "machete", "13,-23": "paddle", "13,-24": "paddle", "14,-20": "discard", "14,-21": "discard", "14,-22": "discard", "14,-23": "paddle", "14,-24": "paddle", "15,-21": "discard", "15,-22": "discard", "15,-23": "discard", "15,-24": "paddle", "15,-25": "paddle", "16,-24": "paddle", "16,-25": "paddle", "16,-26": null, "17,-25": null, "17,-26": null, "2,-1": "machete", "2,-2": "machete", "2,-3": "machete", "2,-4": "discard", "2,-5": null, "2,-6": "discard", "2,-7": "machete", "2,-8": "discard", "2,0": "coin", "2,1": "machete", "3,-1": "machete", "3,-2": "coin", "3,-3": "machete", "3,-4": "discard", "3,-5": "machete", "3,-6": "discard", "3,-7": "machete", "3,-8": "machete", "3,-9": "machete", "3,0": "machete", "4,-10": "remove", "4,-4": "machete", "4,-5": "paddle", "4,-6": "discard", "4,-7": "paddle", "4,-8": null, "4,-9": "machete", "5,-10": "coin", "5,-11": "machete", "5,-12": "machete", "5,-13": "machete", "5,-14": "machete", "5,-5": "machete", "5,-6": null, "5,-7": "machete", "5,-8": "paddle", "5,-9": "machete", "6,-10": "coin", "6,-11": "machete", "6,-12": "paddle", "6,-13": "paddle", "6,-14": "paddle", "6,-15": "machete", "6,-6": "machete", "6,-7": "machete", "6,-8": "paddle", "6,-9": null, "7,-10": "coin", "7,-11": "machete", "7,-12": "paddle", "7,-13": "paddle", "7,-14": "paddle", "7,-15": "paddle", "7,-16": "machete", "7,-7": "discard", "7,-8": "machete", "7,-9": "coin", "8,-11": "machete", "8,-12": "paddle", "8,-13": "paddle", "8,-14": null, "8,-15": "machete", "8,-16": "machete", "8,-17": "machete", "9,-12": "machete", "9,-13": "paddle", "9,-14": "machete", "9,-15": null, "9,-16": "coin", "9,-17": "machete", "9,-18": "coin", "9,-19": "coin", "9,-20": "coin", "9,-21": "coin"}, "need": {"-1,-1": 0, "-1,-2": 1, "-1,0": 1, "-1,1": 1, "-1,2": 1, "-1,3": 0, "-2,-1": 1, "-2,0": 1, "-2,1": 1, "-2,2": 1, "-2,3": 0, "-3,0": 1, "-3,1": 1, "-3,2": 1, "-3,3": 0, "0,-1": 1, "0,-2": 0, "0,-3": 1, "0,0": 1, "0,1": 1, "0,2": 1, "0,3": 0, "1,-1": 1, "1,-2": 1, "1,-3": 1, "1,-4": 0, "1,-5": 1, "1,-6": 1, "1,-7": 1, "1,0": 1, "1,1": 1, "1,2": 1, "10,-13": 1, "10,-14": 1, "10,-15": 3, "10,-16": 1, "10,-17": 0, "10,-18": 1, "10,-19": 2, "10,-20": 2, "10,-21": 1, "10,-22": 1, "11,-14": 2, "11,-15": 1, "11,-16": 0, "11,-17": 3, "11,-18": 1, "11,-19": 2, "11,-20": 1, "11,-21": 2, "11,-22": 2, "11,-23": 1, "12,-18": 2, "12,-19": 0, "12,-20": 1, "12,-21": 1, "12,-22": 1, "12,-23": 0, "12,-24": 1, "13,-19": 1, "13,-20": 2, "13,-21": 1, "13,-22": 2, "13,-23": 2, "13,-24": 1, "14,-20": 1, "14,-21": 2, "14,-22": 2, "14,-23": 1, "14,-24": 1, "15,-21": 1, "15,-22": 1, "15,-23": 2, "15,-24": 1, "15,-25": 1, "16,-24": 1, "16,-25": 1, "16,-26": 0, "17,-25": 0, "17,-26": 0, "2,-1": 1, "2,-2": 1, "2,-3": 1, "2,-4": 1, "2,-5": 0, "2,-6": 1, "2,-7": 2, "2,-8": 1, "2,0": 1, "2,1": 1, "3,-1": 1, "3,-2": 1, "3,-3": 1, "3,-4": 1, "3,-5": 2, "3,-6": 3, "3,-7": 3, "3,-8": 1, "3,-9": 1, "3,0": 1, "4,-10": 1, "4,-4": 1, "4,-5": 2, "4,-6": 1, "4,-7": 1, "4,-8": 0, "4,-9": 2, "5,-10": 1, "5,-11": 1, "5,-12": 1, "5,-13": 1, "5,-14": 2, "5,-5": 1, "5,-6": 0, "5,-7": 1, "5,-8": 1, "5,-9": 1, "6,-10": 1, "6,-11": 1, "6,-12": 1, "6,-13": 1, "6,-14": 1, "6,-15": 1, "6,-6": 1, "6,-7": 2, "6,-8": 1, "6,-9": 0, "7,-10": 1, "7,-11": 1, "7,-12": 1, "7,-13": 1, "7,-14": 2, "7,-15": 1, "7,-16": 1, "7,-7": 1, "7,-8": 1, "7,-9": 1, "8,-11": 2, "8,-12": 1, "8,-13": 2, "8,-14": 0, "8,-15": 1, "8,-16": 1, "8,-17": 2, "9,-12": 1, "9,-13": 1, "9,-14": 1, "9,-15": 0, "9,-16": 3, "9,-17": 1, "9,-18": 1, "9,-19": 1, "9,-20": 1, "9,-21": 1}, "neigh": {"-1,-1": ["-1,-2", "-1,0", "-2,-1", "-2,0", "0,-1", "0,-2"], "-1,-2": ["-1,-1", "-2,-1", "0,-2", "0,-3"], "-1,0": ["-1,-1", "-1,1", "-2,0", "-2,1", "0,-1", "0,0"], "-1,1": ["-1,0", "-1,2", "-2,1", "-2,2", "0,0", "0,1"], "-1,2": ["-1,1", "-1,3", "-2,2", "-2,3", "0,1", "0,2"], "-1,3": ["-1,2", "-2,3", "0,2", "0,3"], "-2,-1": ["-1,-1", "-1,-2", "-2,0", "-3,0"], "-2,0": ["-1,-1", "-1,0", "-2,-1", "-2,1", "-3,0", "-3,1"], "-2,1": ["-1,0", "-1,1", "-2,0", "-2,2", "-3,1", "-3,2"], "-2,2": ["-1,1", "-1,2", "-2,1", "-2,3", "-3,2", "-3,3"], "-2,3": ["-1,2", "-1,3", "-2,2", "-3,3"], "-3,0": ["-2,-1", "-2,0", "-3,1"], "-3,1": ["-2,0", "-2,1", "-3,0", "-3,2"], "-3,2": ["-2,1", "-2,2", "-3,1", "-3,3"], "-3,3": ["-2,2", "-2,3", "-3,2"], "0,-1": ["-1,-1", "-1,0", "0,-2", "0,0", "1,-1", "1,-2"], "0,-2": ["-1,-1", "-1,-2", "0,-1", "0,-3", "1,-2", "1,-3"], "0,-3": ["-1,-2", "0,-2", "1,-3", "1,-4"], "0,0": ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"], "0,1": ["-1,1", "-1,2", "0,0", "0,2", "1,0", "1,1"], "0,2": ["-1,2", "-1,3", "0,1", "0,3", "1,1", "1,2"], "0,3": ["-1,3", "0,2", "1,2"], "1,-1": ["0,-1", "0,0", "1,-2", "1,0", "2,-1", "2,-2"], "1,-2": ["0,-1", "0,-2", "1,-1", "1,-3", "2,-2", "2,-3"], "1,-3": ["0,-2", "0,-3", "1,-2", "1,-4", "2,-3", "2,-4"], "1,-4": ["0,-3", "1,-3", "1,-5", "2,-4", "2,-5"], "1,-5": ["1,-4", "1,-6", "2,-5", "2,-6"], "1,-6": ["1,-5", "1,-7", "2,-6", "2,-7"], "1,-7": ["1,-6", "2,-7", "2,-8"], "1,0": ["0,0", "0,1", "1,-1", "1,1", "2,-1", "2,0"], "1,1": ["0,1", "0,2", "1,0", "1,2", "2,0", "2,1"], "1,2": ["0,2", "0,3", "1,1", "2,1"], "10,-13": ["10,-14", "11,-14", "9,-12", "9,-13"], "10,-14": ["10,-13", "10,-15", "11,-14", "11,-15", "9,-13", "9,-14"], "10,-15": ["10,-14", "10,-16", "11,-15", "11,-16", "9,-14", "9,-15"], "10,-16": ["10,-15", "10,-17", "11,-16", "11,-17", "9,-15", "9,-16"], "10,-17": ["10,-16", "10,-18", "11,-17", "11,-18", "9,-16", "9,-17"], "10,-18": ["10,-17", "10,-19", "11,-18", "11,-19", "9,-17", "9,-18"], "10,-19": ["10,-18", "10,-20", "11,-19", "11,-20", "9,-18", "9,-19"], "10,-20": ["10,-19", "10,-21", "11,-20", "11,-21", "9,-19", "9,-20"], "10,-21": ["10,-20", "10,-22", "11,-21", "11,-22", "9,-20", "9,-21"], "10,-22": ["10,-21", "11,-22", "11,-23", "9,-21"], "11,-14": ["10,-13", "10,-14", "11,-15"], "11,-15": ["10,-14", "10,-15", "11,-14", "11,-16"], "11,-16": ["10,-15", "10,-16", "11,-15", "11,-17"], "11,-17": ["10,-16", "10,-17", "11,-16", "11,-18", "12,-18"], "11,-18": ["10,-17", "10,-18", "11,-17", "11,-19", "12,-18", "12,-19"], "11,-19": ["10,-18", "10,-19", "11,-18", "11,-20", "12,-19", "12,-20"], "11,-20": ["10,-19", "10,-20", "11,-19", "11,-21", "12,-20", "12,-21"], "11,-21": ["10,-20", "10,-21", "11,-20", "11,-22", "12,-21", "12,-22"], "11,-22": ["10,-21", "10,-22", "11,-21", "11,-23", "12,-22", "12,-23"], "11,-23": ["10,-22", "11,-22", "12,-23", "12,-24"], "12,-18": ["11,-17", "11,-18", "12,-19", "13,-19"], "12,-19": ["11,-18", "11,-19", "12,-18", "12,-20", "13,-19", "13,-20"], "12,-20": ["11,-19", "11,-20", "12,-19", "12,-21", "13,-20", "13,-21"], "12,-21": ["11,-20", "11,-21", "12,-20", "12,-22", "13,-21", "13,-22"], "12,-22": ["11,-21", "11,-22", "12,-21", "12,-23", "13,-22", "13,-23"], "12,-23": ["11,-22", "11,-23", "12,-22", "12,-24", "13,-23", "13,-24"], "12,-24": ["11,-23", "12,-23", "13,-24"], "13,-19": ["12,-18", "12,-19", "13,-20", "14,-20"], "13,-20": ["12,-19", "12,-20", "13,-19", "13,-21", "14,-20", "14,-21"], "13,-21": ["12,-20", "12,-21", "13,-20", "13,-22", "14,-21", "14,-22"], "13,-22": ["12,-21", "12,-22", "13,-21", "13,-23", "14,-22", "14,-23"], "13,-23": ["12,-22", "12,-23", "13,-22", "13,-24", "14,-23", "14,-24"], "13,-24": ["12,-23", "12,-24", "13,-23", "14,-24"], "14,-20": ["13,-19", "13,-20", "14,-21", "15,-21"], "14,-21": ["13,-20", "13,-21", "14,-20", "14,-22", "15,-21", "15,-22"], "14,-22": ["13,-21", "13,-22", "14,-21", "14,-23", "15,-22", "15,-23"], "14,-23": ["13,-22", "13,-23", "14,-22", "14,-24", "15,-23", "15,-24"], "14,-24": ["13,-23", "13,-24", "14,-23", "15,-24", "15,-25"], "15,-21": ["14,-20", "14,-21", "15,-22"], "15,-22": ["14,-21", "14,-22", "15,-21", "15,-23"], "15,-23": ["14,-22", "14,-23", "15,-22", "15,-24", "16,-24"], "15,-24": ["14,-23", "14,-24", "15,-23", "15,-25", "16,-24", "16,-25"], "15,-25": ["14,-24", "15,-24", "16,-25", "16,-26"], "16,-24": ["15,-23", "15,-24", "16,-25", "17,-25"], "16,-25": ["15,-24", "15,-25", "16,-24", "16,-26", "17,-25", "17,-26"], "16,-26": ["15,-25", "16,-25", "17,-26"], "17,-25": ["16,-24", "16,-25", "17,-26"], "17,-26": ["16,-25", "16,-26", "17,-25"], "2,-1": ["1,-1", "1,0", "2,-2", "2,0", "3,-1", "3,-2"], "2,-2": ["1,-1", "1,-2", "2,-1", "2,-3", "3,-2", "3,-3"], "2,-3": ["1,-2", "1,-3", "2,-2", "2,-4", "3,-3", "3,-4"], "2,-4": ["1,-3", "1,-4", "2,-3", "2,-5", "3,-4", "3,-5"], "2,-5": ["1,-4", "1,-5", "2,-4", "2,-6", "3,-5", "3,-6"], "2,-6": ["1,-5", "1,-6", "2,-5", "2,-7", "3,-6", "3,-7"], "2,-7": ["1,-6", "1,-7", "2,-6", "2,-8", "3,-7", "3,-8"], "2,-8": ["1,-7", "2,-7", "3,-8", "3,-9"], "2,0": ["1,0", "1,1", "2,-1", "2,1", "3,-1", "3,0"], "2,1": ["1,1", "1,2", "2,0", "3,0"], "3,-1": ["2,-1", "2,0", "3,-2", "3,0"], "3,-2": ["2,-1", "2,-2", "3,-1", "3,-3"], "3,-3": ["2,-2", "2,-3", "3,-2", "3,-4", "4,-4"], "3,-4": ["2,-3", "2,-4", "3,-3", "3,-5", "4,-4", "4,-5"], "3,-5": ["2,-4", "2,-5", "3,-4", "3,-6", "4,-5", "4,-6"], "3,-6": ["2,-5", "2,-6", "3,-5", "3,-7", "4,-6", "4,-7"], "3,-7": ["2,-6", "2,-7", "3,-6", "3,-8", "4,-7", "4,-8"], "3,-8": ["2,-7", "2,-8", "3,-7", "3,-9", "4,-8", "4,-9"], "3,-9": ["2,-8", "3,-8", "4,-10", "4,-9"], "3,0": ["2,0", "2,1", "3,-1"], "4,-10": ["3,-9", "4,-9", "5,-10", "5,-11"], "4,-4": ["3,-3", "3,-4", "4,-5", "5,-5"], "4,-5": ["3,-4", "3,-5", "4,-4", "4,-6", "5,-5", "5,-6"], "4,-6": ["3,-5", "3,-6", "4,-5", "4,-7", "5,-6", "5,-7"], "4,-7": ["3,-6", "3,-7", "4,-6", "4,-8", "5,-7", "5,-8"], "4,-8": ["3,-7", "3,-8", "4,-7", "4,-9", "5,-8", "5,-9"], "4,-9": ["3,-8", "3,-9", "4,-10", "4,-8", "5,-10", "5,-9"], "5,-10": ["4,-10", "4,-9", "5,-11", "5,-9", "6,-10", "6,-11"], "5,-11": ["4,-10", "5,-10", "5,-12", "6,-11", "6,-12"], "5,-12": ["5,-11", "5,-13", "6,-12", "6,-13"], "5,-13": ["5,-12", "5,-14", "6,-13", "6,-14"], "5,-14": ["5,-13", "6,-14", "6,-15"], "5,-5": ["4,-4", "4,-5", "5,-6", "6,-6"], "5,-6": ["4,-5", "4,-6", "5,-5", "5,-7", "6,-6", "6,-7"], "5,-7": ["4,-6", "4,-7", "5,-6", "5,-8", "6,-7", "6,-8"], "5,-8": ["4,-7", "4,-8", "5,-7", "5,-9", "6,-8", "6,-9"], "5,-9": ["4,-8", "4,-9", "5,-10", "5,-8", "6,-10", "6,-9"], "6,-10": ["5,-10", "5,-9", "6,-11", "6,-9", "7,-10", "7,-11"], "6,-11": ["5,-10", "5,-11", "6,-10", "6,-12", "7,-11", "7,-12"], "6,-12": ["5,-11", "5,-12", "6,-11", "6,-13", "7,-12", "7,-13"], "6,-13": ["5,-12", "5,-13", "6,-12", "6,-14", "7,-13", "7,-14"], "6,-14": ["5,-13", "5,-14", "6,-13", "6,-15", "7,-14", "7,-15"], "6,-15": ["5,-14", "6,-14", "7,-15", "7,-16"], "6,-6": ["5,-5", "5,-6", "6,-7", "7,-7"], "6,-7": ["5,-6", "5,-7", "6,-6", "6,-8", "7,-7", "7,-8"], "6,-8": ["5,-7", "5,-8", "6,-7", "6,-9", "7,-8", "7,-9"], "6,-9": ["5,-8", "5,-9", "6,-10", "6,-8", "7,-10", "7,-9"], "7,-10": ["6,-10", "6,-9", "7,-11", "7,-9", "8,-11"], "7,-11": ["6,-10", "6,-11", "7,-10", "7,-12", "8,-11", "8,-12"], "7,-12": ["6,-11", "6,-12", "7,-11", "7,-13", "8,-12", "8,-13"], "7,-13": ["6,-12", "6,-13", "7,-12", "7,-14", "8,-13", "8,-14"], "7,-14": ["6,-13", "6,-14", "7,-13", "7,-15", "8,-14", "8,-15"], "7,-15": ["6,-14", "6,-15", "7,-14", "7,-16", "8,-15", "8,-16"], "7,-16": ["6,-15", "7,-15", "8,-16", "8,-17"], "7,-7": ["6,-6", "6,-7", "7,-8"], "7,-8": ["6,-7", "6,-8", "7,-7", "7,-9"], "7,-9": ["6,-8", "6,-9", "7,-10", "7,-8"], "8,-11": ["7,-10", "7,-11", "8,-12", "9,-12"], "8,-12": ["7,-11", "7,-12", "8,-11", "8,-13", "9,-12", "9,-13"], "8,-13": ["7,-12", "7,-13", "8,-12", "8,-14", "9,-13", "9,-14"], "8,-14": ["7,-13", "7,-14", "8,-13", "8,-15", "9,-14", "9,-15"], "8,-15": ["7,-14", "7,-15", "8,-14", "8,-16", "9,-15", "9,-16"], "8,-16": ["7,-15", "7,-16", "8,-15", "8,-17", "9,-16", "9,-17"], "8,-17": ["7,-16", "8,-16", "9,-17", "9,-18"], "9,-12": ["10,-13", "8,-11", "8,-12", "9,-13"], "9,-13": ["10,-13", "10,-14", "8,-12", "8,-13", "9,-12", "9,-14"], "9,-14": ["10,-14", "10,-15", "8,-13", "8,-14", "9,-13", "9,-15"], "9,-15": ["10,-15", "10,-16", "8,-14", "8,-15", "9,-14", "9,-16"], "9,-16": ["10,-16", "10,-17", "8,-15", "8,-16", "9,-15", "9,-17"], "9,-17": ["10,-17", "10,-18", "8,-16", "8,-17", "9,-16", "9,-18"], "9,-18": ["10,-18", "10,-19", "8,-17", "9,-17", "9,-19"], "9,-19": ["10,-19", "10,-20", "9,-18", "9,-20"], "9,-20": ["10,-20", "10,-21", "9,-19", "9,-21"], "9,-21": ["10,-21", "10,-22", "9,-20"]}}};
function _mod(a, b) { const r = a % b; return r !== 0 && (r < 0) !== (b < 0) ? r + b : r; }
function _len(x) { return Array.isArray(x) ? x.length : Object.keys(x).length; }
function _pop(xs) { return xs.pop(); }
function _top(xs) { return xs[xs.length - 1]; }
// equality as Python's: by value for records, lists and dicts, which === compares by reference
function _eq(a, b) { return typeof b === "object" && b !== null ? _same(a, b) : a === b; }
// (eq: the equality of items holding a counter, _eqAs)
function _has(xs, v, eq = _eq) { return xs.some((x) => eq(x, v)); }
function _remove(xs, v, eq = _eq) { const i = xs.findIndex((x) => eq(x, v)); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _removeScalar(xs, v) { const i = xs.indexOf(v); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _count(xs, v, eq = _eq) { let n = 0; for (const x of xs) if (eq(x, v)) n++; return n; }
function _index(xs, v, eq = _eq) { const i = xs.findIndex((x) => eq(x, v)); if (i < 0) throw new Error("index: not in list"); return i; }
// a counter keeps a count set to 0 as a 0 entry (deleting a property would put the object in V8's
// slow dictionary mode): its keys are those with a count, and values holding counters compare by
// their canonical JSON, which drops the zeros
function _countedKeys(c) { return Object.keys(c).filter((k) => c[k] !== 0); }
function _eqAs(desc) { return (a, b) => canonicalJSON(_canon(desc, a)) === canonicalJSON(_canon(desc, b)); }
function _copy(x) { return Array.isArray(x) ? x.slice() : { ...x }; }
function _sum(xs) { let n = 0; for (const x of xs) n += x; return n; }
function _cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
// sorts in place by < (numbers as numbers when num, strings by code units = code points for ASCII):
// insertion sort for the short lists a phase lists (Array.prototype.sort costs more there), the
// built-in sort for longer ones
function _isort(xs, num) {
  const n = xs.length;
  if (n > 16) return xs.sort(num ? (a, b) => a - b : _cmp);
  for (let i = 1; i < n; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j] > x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}
function _isortPairs(xs) {  // as _isort, [string, weight] pairs by their strings
  const n = xs.length;
  if (n > 16) return xs.sort((a, b) => _cmp(a[0], b[0]));
  for (let i = 1; i < n; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j][0] > x[0]) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}
function _bad(what) { return new Error(`state: ${what}`); }
function _show(v) { return JSON.stringify(v); }
function _isInt(v) { return typeof v === "number" && Number.isInteger(v); }
function _isObj(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }

function _load(desc, v, path) {
  const kind = desc[0];
  if (kind === "int") { if (!_isInt(v)) throw _bad(`${path}: expected an integer, found ${_show(v)}`); return v; }
  if (kind === "bool") { if (typeof v !== "boolean") throw _bad(`${path}: expected true or false, found ${_show(v)}`); return v; }
  if (kind === "str") { if (typeof v !== "string") throw _bad(`${path}: expected a string, found ${_show(v)}`); return v; }
  if (kind === "half") {
    // a count of halves: the JSON shows it halved (Python: a whole number as an int, else a float)
    if (typeof v !== "number" || !Number.isInteger(v * 2) || !Number.isFinite(v)) throw _bad(`${path}: expected a whole or half number, found ${_show(v)}`);
    return v * 2;
  }
  if (kind === "enum") { if (!desc[1].includes(v)) throw _bad(`${path}: expected one of ${_show(desc[1])}, found ${_show(v)}`); return v; }
  if (kind === "opt") return v === null ? null : _load(desc[1], v, path);
  if (kind === "list") {
    if (!Array.isArray(v)) throw _bad(`${path}: expected a list, found ${_show(v)}`);
    return v.map((x, i) => _load(desc[1], x, `${path}[${i}]`));
  }
  if (kind === "dict" || kind === "counter") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const out = {};
    for (const [k, x0] of Object.entries(v)) {
      if (desc[1] !== null && !desc[1].includes(k)) throw _bad(`${path}.${k}: unknown key, expected one of ${_show(desc[1])}`);
      const x = _load(desc[2], x0, `${path}.${k}`);
      if (kind === "counter" && x <= 0) throw _bad(`${path}.${k}: expected a positive count, found ${_show(x)}`);
      out[k] = x;
    }
    return out;
  }
  if (kind === "rec") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const names = desc[1].map((f) => f[0]);
    const extra = Object.keys(v).filter((k) => !names.includes(k));
    const pre = path ? `${path}.` : "";
    if (extra.length) throw _bad(`${pre}${extra[0]}: unknown key, expected one of the keys ${_show(names)}`);
    const out = {};
    for (const [f, fd] of desc[1]) {
      if (!Object.hasOwn(v, f)) throw _bad(`${pre}${f}: missing`);
      out[f] = _load(fd, v[f], `${pre}${f}`);
    }
    return out;
  }
  throw new Error(`descriptor ${desc}`);
}

function _canon(desc, v) {
  const kind = desc[0];
  if (kind === "opt") return v === null ? null : _canon(desc[1], v);
  if (kind === "list") return v.map((x) => _canon(desc[1], x));
  if (kind === "dict" || kind === "counter") {
    const keys = desc[1] !== null ? desc[1] : Object.keys(v).sort(_cmp);
    const out = {};
    for (const k of keys) if (Object.hasOwn(v, k) && (kind === "dict" || v[k])) out[k] = _canon(desc[2], v[k]);
    return out;
  }
  if (kind === "rec") { const out = {}; for (const [f, fd] of desc[1]) out[f] = _canon(fd, v[f]); return out; }
  if (kind === "half") return v / 2;
  return v;
}

function _deep(v) {
  if (Array.isArray(v)) return v.map(_deep);
  if (_isObj(v)) { const out = {}; for (const k of Object.keys(v)) out[k] = _deep(v[k]); return out; }
  return v;
}

function _same(a, b) {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => _same(x, b[i]));
  if (_isObj(a)) {
    if (!_isObj(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && _same(a[k], b[k]));
  }
  return a === b;
}

// The exact text Python's json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) gives.
export function canonicalJSON(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJSON).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort(_cmp);
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJSON(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function _gcd(a, b) { while (b) [a, b] = [b, a % b]; return a; }

export class IllegalAction extends Error {
  constructor(message) { super(message); this.name = "IllegalAction"; }
}

function _chooseOptions(options) {
  if (options !== undefined && options !== null && !_isObj(options)) throw new Error("options must be an object of option name -> value");
  const chosen = {};
  for (const [name, o] of Object.entries(OPTIONS)) chosen[name] = o.default;
  for (let [name, value] of Object.entries(options || {})) {
    if (!Object.hasOwn(OPTIONS, name)) throw new Error(`unknown option ${_show(name)} (known: ${Object.keys(OPTIONS).sort().join(", ") || "none"})`);
    if (typeof value === "boolean" && OPTIONS[name].values.includes("true")) value = value ? "true" : "false";
    if (!OPTIONS[name].values.includes(value)) throw new Error(`option ${_show(name)} takes one of ${_show(OPTIONS[name].values)}, not ${_show(value)}`);
    chosen[name] = value;
  }
  return chosen;
}

// As the Python runtime's _observe: replace what the path names as `show` says.
function _observe(v, parts, show, seat, i) {
  const head = parts[0], rest = parts.slice(1);
  if (head.endsWith("[]")) {
    const items = v[head.slice(0, -2)];
    for (let k = 0; k < items.length; k++) {
      if (rest.length) _observe(items[k], rest, show, seat, k);
      else items[k] = _shown(items[k], show, seat, k);
    }
  } else if (rest.length) _observe(v[head], rest, show, seat, i);
  else v[head] = _shown(v[head], show, seat, i);
}

function _shown(x, show, seat, i) {
  // a seat's own entry; a per-seat list shows the seat only its own
  if (show === "own-only") return i === null || i === undefined ? x.map((y, j) => (j === seat ? y : null)) : (i === seat ? x : null);
  const n = Array.isArray(x) ? x.length : _sum(Object.values(x));
  if (show === "face-down") return { top: null, count: n };  // the deal: only how many
  if (show === "total") return n;  // a count's sum, for every seat
  if (show === "top-count") return { top: x.length ? x[x.length - 1] : null, count: n };
  if (show === "count-to-others") return i === seat ? x : n;
  return n;
}

const _ACTIONS = new Map(Object.entries({"draw adventurer": [0, ["adventurer"]], "draw captain": [0, ["captain"]], "draw cartographer": [0, ["cartographer"]], "draw compass": [0, ["compass"]], "draw explorer": [0, ["explorer"]], "draw giant-machete": [0, ["giant-machete"]], "draw jack-of-all-trades": [0, ["jack-of-all-trades"]], "draw journalist": [0, ["journalist"]], "draw millionaire": [0, ["millionaire"]], "draw native": [0, ["native"]], "draw photographer": [0, ["photographer"]], "draw pioneer": [0, ["pioneer"]], "draw prop-plane": [0, ["prop-plane"]], "draw sailor": [0, ["sailor"]], "draw scientist": [0, ["scientist"]], "draw scout": [0, ["scout"]], "draw trailblazer": [0, ["trailblazer"]], "draw transmitter": [0, ["transmitter"]], "draw travel-log": [0, ["travel-log"]], "draw traveler": [0, ["traveler"]], "draw treasure-chest": [0, ["treasure-chest"]], "cave change": [1, ["change"]], "cave coin-1": [1, ["coin-1"]], "cave coin-2": [1, ["coin-2"]], "cave draw": [1, ["draw"]], "cave keep-single-use": [1, ["keep-single-use"]], "cave machete-1": [1, ["machete-1"]], "cave machete-2": [1, ["machete-2"]], "cave machete-3": [1, ["machete-3"]], "cave native": [1, ["native"]], "cave paddle-1": [1, ["paddle-1"]], "cave paddle-2": [1, ["paddle-2"]], "cave pass-occupied": [1, ["pass-occupied"]], "cave remove": [1, ["remove"]], "cave replace": [1, ["replace"]], "break a adventurer 1": [7, ["a", "adventurer", 1]], "break a adventurer 2": [7, ["a", "adventurer", 2]], "break a adventurer 3": [7, ["a", "adventurer", 3]], "break a adventurer 4": [7, ["a", "adventurer", 4]], "break a adventurer 5": [7, ["a", "adventurer", 5]], "break a adventurer 6": [7, ["a", "adventurer", 6]], "break a captain 1": [7, ["a", "captain", 1]], "break a captain 2": [7, ["a", "captain", 2]], "break a captain 3": [7, ["a", "captain", 3]], "break a captain 4": [7, ["a", "captain", 4]], "break a captain 5": [7, ["a", "captain", 5]], "break a captain 6": [7, ["a", "captain", 6]], "break a cartographer 1": [7, ["a", "cartographer", 1]], "break a cartographer 2": [7, ["a", "cartographer", 2]], "break a cartographer 3": [7, ["a", "cartographer", 3]], "break a cartographer 4": [7, ["a", "cartographer", 4]], "break a cartographer 5": [7, ["a", "cartographer", 5]], "break a cartographer 6": [7, ["a", "cartographer", 6]], "break a compass 1": [7, ["a", "compass", 1]], "break a compass 2": [7, ["a", "compass", 2]], "break a compass 3": [7, ["a", "compass", 3]], "break a compass 4": [7, ["a", "compass", 4]], "break a compass 5": [7, ["a", "compass", 5]], "break a compass 6": [7, ["a", "compass", 6]], "break a explorer 1": [7, ["a", "explorer", 1]], "break a explorer 2": [7, ["a", "explorer", 2]], "break a explorer 3": [7, ["a", "explorer", 3]], "break a explorer 4": [7, ["a", "explorer", 4]], "break a explorer 5": [7, ["a", "explorer", 5]], "break a explorer 6": [7, ["a", "explorer", 6]], "break a giant-machete 1": [7, ["a", "giant-machete", 1]], "break a giant-machete 2": [7, ["a", "giant-machete", 2]], "break a giant-machete 3": [7, ["a", "giant-machete", 3]], "break a giant-machete 4": [7, ["a", "giant-machete", 4]], "break a giant-machete 5": [7, ["a", "giant-machete", 5]], "break a giant-machete 6": [7, ["a", "giant-machete", 6]], "break a jack-of-all-trades 1": [7, ["a", "jack-of-all-trades", 1]], "break a jack-of-all-trades 2": [7, ["a", "jack-of-all-trades", 2]], "break a jack-of-all-trades 3": [7, ["a", "jack-of-all-trades", 3]], "break a jack-of-all-trades 4": [7, ["a", "jack-of-all-trades", 4]], "break a jack-of-all-trades 5": [7, ["a", "jack-of-all-trades", 5]], "break a jack-of-all-trades 6": [7, ["a", "jack-of-all-trades", 6]], "break a journalist 1": [7, ["a", "journalist", 1]], "break a journalist 2": [7, ["a", "journalist", 2]], "break a journalist 3": [7, ["a", "journalist", 3]], "break a journalist 4": [7, ["a", "journalist", 4]], "break a journalist 5": [7, ["a", "journalist", 5]], "break a journalist 6": [7, ["a", "journalist", 6]], "break a millionaire 1": [7, ["a", "millionaire", 1]], "break a millionaire 2": [7, ["a", "millionaire", 2]], "break a millionaire 3": [7, ["a", "millionaire", 3]], "break a millionaire 4": [7, ["a", "millionaire", 4]], "break a millionaire 5": [7, ["a", "millionaire", 5]], "break a millionaire 6": [7, ["a", "millionaire", 6]], "break a native 1": [7, ["a", "native", 1]], "break a native 2": [7, ["a", "native", 2]], "break a native 3": [7, ["a", "native", 3]], "break a native 4": [7, ["a", "native", 4]], "break a native 5": [7, ["a", "native", 5]], "break a native 6": [7, ["a", "native", 6]], "break a photographer 1": [7, ["a", "photographer", 1]], "break a photographer 2": [7, ["a", "photographer", 2]], "break a photographer 3": [7, ["a", "photographer", 3]], "break a photographer 4": [7, ["a", "photographer", 4]], "break a photographer 5": [7, ["a", "photographer", 5]], "break a photographer 6": [7, ["a", "photographer", 6]], "break a pioneer 1": [7, ["a", "pioneer", 1]], "break a pioneer 2": [7, ["a", "pioneer", 2]], "break a pioneer 3": [7, ["a", "pioneer", 3]], "break a pioneer 4": [7, ["a", "pioneer", 4]], "break a pioneer 5": [7, ["a", "pioneer", 5]], "break a pioneer 6": [7, ["a", "pioneer", 6]], "break a prop-plane 1": [7, ["a", "prop-plane", 1]], "break a prop-plane 2": [7, ["a", "prop-plane", 2]], "break a prop-plane 3": [7, ["a", "prop-plane", 3]], "break a prop-plane 4": [7, ["a", "prop-plane", 4]], "break a prop-plane 5": [7, ["a", "prop-plane", 5]], "break a prop-plane 6": [7, ["a", "prop-plane", 6]], "break a sailor 1": [7, ["a", "sailor", 1]], "break a sailor 2": [7, ["a", "sailor", 2]], "break a sailor 3": [7, ["a", "sailor", 3]], "break a sailor 4": [7, ["a", "sailor", 4]], "break a sailor 5": [7, ["a", "sailor", 5]], "break a sailor 6": [7, ["a", "sailor", 6]], "break a scientist 1": [7, ["a", "scientist", 1]], "break a scientist 2": [7, ["a", "scientist", 2]], "break a scientist 3": [7, ["a", "scientist", 3]], "break a scientist 4": [7, ["a", "scientist", 4]], "break a scientist 5": [7, ["a", "scientist", 5]], "break a scientist 6": [7, ["a", "scientist", 6]], "break a scout 1": [7, ["a", "scout", 1]], "break a scout 2": [7, ["a", "scout", 2]], "break a scout 3": [7, ["a", "scout", 3]], "break a scout 4": [7, ["a", "scout", 4]], "break a scout 5": [7, ["a", "scout", 5]], "break a scout 6": [7, ["a", "scout", 6]], "break a trailblazer 1": [7, ["a", "trailblazer", 1]], "break a trailblazer 2": [7, ["a", "trailblazer", 2]], "break a trailblazer 3": [7, ["a", "trailblazer", 3]], "break a trailblazer 4": [7, ["a", "trailblazer", 4]], "break a trailblazer 5": [7, ["a", "trailblazer", 5]], "break a trailblazer 6": [7, ["a", "trailblazer", 6]], "break a transmitter 1": [7, ["a", "transmitter", 1]], "break a transmitter 2": [7, ["a", "transmitter", 2]], "break a transmitter 3": [7, ["a", "transmitter", 3]], "break a transmitter 4": [7, ["a", "transmitter", 4]], "break a transmitter 5": [7, ["a", "transmitter", 5]], "break a transmitter 6": [7, ["a", "transmitter", 6]], "break a travel-log 1": [7, ["a", "travel-log", 1]], "break a travel-log 2": [7, ["a", "travel-log", 2]], "break a travel-log 3": [7, ["a", "travel-log", 3]], "break a travel-log 4": [7, ["a", "travel-log", 4]], "break a travel-log 5": [7, ["a", "travel-log", 5]], "break a travel-log 6": [7, ["a", "travel-log", 6]], "break a traveler 1": [7, ["a", "traveler", 1]], "break a traveler 2": [7, ["a", "traveler", 2]], "break a traveler 3": [7, ["a", "traveler", 3]], "break a traveler 4": [7, ["a", "traveler", 4]], "break a traveler 5": [7, ["a", "traveler", 5]], "break a traveler 6": [7, ["a", "traveler", 6]], "break a treasure-chest 1": [7, ["a", "treasure-chest", 1]], "break a treasure-chest 2": [7, ["a", "treasure-chest", 2]], "break a treasure-chest 3": [7, ["a", "treasure-chest", 3]], "break a treasure-chest 4": [7, ["a", "treasure-chest", 4]], "break a treasure-chest 5": [7, ["a", "treasure-chest", 5]], "break a treasure-chest 6": [7, ["a", "treasure-chest", 6]], "break b adventurer 1": [7, ["b", "adventurer", 1]], "break b adventurer 2": [7, ["b", "adventurer", 2]], "break b adventurer 3": [7, ["b", "adventurer", 3]], "break b adventurer 4": [7, ["b", "adventurer", 4]], "break b adventurer 5": [7, ["b", "adventurer", 5]], "break b adventurer 6": [7, ["b", "adventurer", 6]], "break b captain 1": [7, ["b", "captain", 1]], "break b captain 2": [7, ["b", "captain", 2]], "break b captain 3": [7, ["b", "captain", 3]], "break b captain 4": [7, ["b", "captain", 4]], "break b captain 5": [7, ["b", "captain", 5]], "break b captain 6": [7, ["b", "captain", 6]], "break b cartographer 1": [7, ["b", "cartographer", 1]], "break b cartographer 2": [7, ["b", "cartographer", 2]], "break b cartographer 3": [7, ["b", "cartographer", 3]], "break b cartographer 4": [7, ["b", "cartographer", 4]], "break b cartographer 5": [7, ["b", "cartographer", 5]], "break b cartographer 6": [7, ["b", "cartographer", 6]], "break b compass 1": [7, ["b", "compass", 1]], "break b compass 2": [7, ["b", "compass", 2]], "break b compass 3": [7, ["b", "compass", 3]], "break b compass 4": [7, ["b", "compass", 4]], "break b compass 5": [7, ["b", "compass", 5]], "break b compass 6": [7, ["b", "compass", 6]], "break b explorer 1": [7, ["b", "explorer", 1]], "break b explorer 2": [7, ["b", "explorer", 2]], "break b explorer 3": [7, ["b", "explorer", 3]], "break b explorer 4": [7, ["b", "explorer", 4]], "break b explorer 5": [7, ["b", "explorer", 5]], "break b explorer 6": [7, ["b", "explorer", 6]], "break b giant-machete 1": [7, ["b", "giant-machete", 1]], "break b giant-machete 2": [7, ["b", "giant-machete", 2]], "break b giant-machete 3": [7, ["b", "giant-machete", 3]], "break b giant-machete 4": [7, ["b", "giant-machete", 4]], "break b giant-machete 5": [7, ["b", "giant-machete", 5]], "break b giant-machete 6": [7, ["b", "giant-machete", 6]], "break b jack-of-all-trades 1": [7, ["b", "jack-of-all-trades", 1]], "break b jack-of-all-trades 2": [7, ["b", "jack-of-all-trades", 2]], "break b jack-of-all-trades 3": [7, ["b", "jack-of-all-trades", 3]], "break b jack-of-all-trades 4": [7, ["b", "jack-of-all-trades", 4]], "break b jack-of-all-trades 5": [7, ["b", "jack-of-all-trades", 5]], "break b jack-of-all-trades 6": [7, ["b", "jack-of-all-trades", 6]], "break b journalist 1": [7, ["b", "journalist", 1]], "break b journalist 2": [7, ["b", "journalist", 2]], "break b journalist 3": [7, ["b", "journalist", 3]], "break b journalist 4": [7, ["b", "journalist", 4]], "break b journalist 5": [7, ["b", "journalist", 5]], "break b journalist 6": [7, ["b", "journalist", 6]], "break b millionaire 1": [7, ["b", "millionaire", 1]], "break b millionaire 2": [7, ["b", "millionaire", 2]], "break b millionaire 3": [7, ["b", "millionaire", 3]], "break b millionaire 4": [7, ["b", "millionaire", 4]], "break b millionaire 5": [7, ["b", "millionaire", 5]], "break b millionaire 6": [7, ["b", "millionaire", 6]], "break b native 1": [7, ["b", "native", 1]], "break b native 2": [7, ["b", "native", 2]], "break b native 3": [7, ["b", "native", 3]], "break b native 4": [7, ["b", "native", 4]], "break b native 5": [7, ["b", "native", 5]], "break b native 6": [7, ["b", "native", 6]], "break b photographer 1": [7, ["b", "photographer", 1]], "break b photographer 2": [7, ["b", "photographer", 2]], "break b photographer 3": [7, ["b", "photographer", 3]], "break b photographer 4": [7, ["b", "photographer", 4]], "break b photographer 5": [7, ["b", "photographer", 5]], "break b photographer 6": [7, ["b", "photographer", 6]], "break b pioneer 1": [7, ["b", "pioneer", 1]], "break b pioneer 2": [7, ["b", "pioneer", 2]], "break b pioneer 3": [7, ["b", "pioneer", 3]], "break b pioneer 4": [7, ["b", "pioneer", 4]], "break b pioneer 5": [7, ["b", "pioneer", 5]], "break b pioneer 6": [7, ["b", "pioneer", 6]], "break b prop-plane 1": [7, ["b", "prop-plane", 1]], "break b prop-plane 2": [7, ["b", "prop-plane", 2]], "break b prop-plane 3": [7, ["b", "prop-plane", 3]], "break b prop-plane 4": [7, ["b", "prop-plane", 4]], "break b prop-plane 5": [7, ["b", "prop-plane", 5]], "break b prop-plane 6": [7, ["b", "prop-plane", 6]], "break b sailor 1": [7, ["b", "sailor", 1]], "break b sailor 2": [7, ["b", "sailor", 2]], "break b sailor 3": [7, ["b", "sailor", 3]], "break b sailor 4": [7, ["b", "sailor", 4]], "break b sailor 5": [7, ["b", "sailor", 5]], "break b sailor 6": [7, ["b", "sailor", 6]], "break b scientist 1": [7, ["b", "scientist", 1]], "break b scientist 2": [7, ["b", "scientist", 2]], "break b scientist 3": [7, ["b", "scientist", 3]], "break b scientist 4": [7, ["b", "scientist", 4]], "break b scientist 5": [7, ["b", "scientist", 5]], "break b scientist 6": [7, ["b", "scientist", 6]], "break b scout 1": [7, ["b", "scout", 1]], "break b scout 2": [7, ["b", "scout", 2]], "break b scout 3": [7, ["b", "scout", 3]], "break b scout 4": [7, ["b", "scout", 4]], "break b scout 5": [7, ["b", "scout", 5]], "break b scout 6": [7, ["b", "scout", 6]], "break b trailblazer 1": [7, ["b", "trailblazer", 1]], "break b trailblazer 2": [7, ["b", "trailblazer", 2]], "break b trailblazer 3": [7, ["b", "trailblazer", 3]], "break b trailblazer 4": [7, ["b", "trailblazer", 4]], "break b trailblazer 5": [7, ["b", "trailblazer", 5]], "break b trailblazer 6": [7, ["b", "trailblazer", 6]], "break b transmitter 1": [7, ["b", "transmitter", 1]], "break b transmitter 2": [7, ["b", "transmitter", 2]], "break b transmitter 3": [7, ["b", "transmitter", 3]], "break b transmitter 4": [7, ["b", "transmitter", 4]], "break b transmitter 5": [7, ["b", "transmitter", 5]], "break b transmitter 6": [7, ["b", "transmitter", 6]], "break b travel-log 1": [7, ["b", "travel-log", 1]], "break b travel-log 2": [7, ["b", "travel-log", 2]], "break b travel-log 3": [7, ["b", "travel-log", 3]], "break b travel-log 4": [7, ["b", "travel-log", 4]], "break b travel-log 5": [7, ["b", "travel-log", 5]], "break b travel-log 6": [7, ["b", "travel-log", 6]], "break b traveler 1": [7, ["b", "traveler", 1]], "break b traveler 2": [7, ["b", "traveler", 2]], "break b traveler 3": [7, ["b", "traveler", 3]], "break b traveler 4": [7, ["b", "traveler", 4]], "break b traveler 5": [7, ["b", "traveler", 5]], "break b traveler 6": [7, ["b", "traveler", 6]], "break b treasure-chest 1": [7, ["b", "treasure-chest", 1]], "break b treasure-chest 2": [7, ["b", "treasure-chest", 2]], "break b treasure-chest 3": [7, ["b", "treasure-chest", 3]], "break b treasure-chest 4": [7, ["b", "treasure-chest", 4]], "break b treasure-chest 5": [7, ["b", "treasure-chest", 5]], "break b treasure-chest 6": [7, ["b", "treasure-chest", 6]], "break a leftover 1": [8, ["a", 1]], "break a leftover 2": [8, ["a", 2]], "break a leftover 3": [8, ["a", 3]], "break a leftover 4": [8, ["a", 4]], "break a leftover 5": [8, ["a", 5]], "break a leftover 6": [8, ["a", 6]], "break b leftover 1": [8, ["b", 1]], "break b leftover 2": [8, ["b", 2]], "break b leftover 3": [8, ["b", 3]], "break b leftover 4": [8, ["b", 4]], "break b leftover 5": [8, ["b", 5]], "break b leftover 6": [8, ["b", 6]], "break a token:change 1": [9, ["a", "change", 1]], "break a token:change 2": [9, ["a", "change", 2]], "break a token:change 3": [9, ["a", "change", 3]], "break a token:change 4": [9, ["a", "change", 4]], "break a token:change 5": [9, ["a", "change", 5]], "break a token:change 6": [9, ["a", "change", 6]], "break a token:coin-1 1": [9, ["a", "coin-1", 1]], "break a token:coin-1 2": [9, ["a", "coin-1", 2]], "break a token:coin-1 3": [9, ["a", "coin-1", 3]], "break a token:coin-1 4": [9, ["a", "coin-1", 4]], "break a token:coin-1 5": [9, ["a", "coin-1", 5]], "break a token:coin-1 6": [9, ["a", "coin-1", 6]], "break a token:coin-2 1": [9, ["a", "coin-2", 1]], "break a token:coin-2 2": [9, ["a", "coin-2", 2]], "break a token:coin-2 3": [9, ["a", "coin-2", 3]], "break a token:coin-2 4": [9, ["a", "coin-2", 4]], "break a token:coin-2 5": [9, ["a", "coin-2", 5]], "break a token:coin-2 6": [9, ["a", "coin-2", 6]], "break a token:draw 1": [9, ["a", "draw", 1]], "break a token:draw 2": [9, ["a", "draw", 2]], "break a token:draw 3": [9, ["a", "draw", 3]], "break a token:draw 4": [9, ["a", "draw", 4]], "break a token:draw 5": [9, ["a", "draw", 5]], "break a token:draw 6": [9, ["a", "draw", 6]], "break a token:keep-single-use 1": [9, ["a", "keep-single-use", 1]], "break a token:keep-single-use 2": [9, ["a", "keep-single-use", 2]], "break a token:keep-single-use 3": [9, ["a", "keep-single-use", 3]], "break a token:keep-single-use 4": [9, ["a", "keep-single-use", 4]], "break a token:keep-single-use 5": [9, ["a", "keep-single-use", 5]], "break a token:keep-single-use 6": [9, ["a", "keep-single-use", 6]], "break a token:machete-1 1": [9, ["a", "machete-1", 1]], "break a token:machete-1 2": [9, ["a", "machete-1", 2]], "break a token:machete-1 3": [9, ["a", "machete-1", 3]], "break a token:machete-1 4": [9, ["a", "machete-1", 4]], "break a token:machete-1 5": [9, ["a", "machete-1", 5]], "break a token:machete-1 6": [9, ["a", "machete-1", 6]], "break a token:machete-2 1": [9, ["a", "machete-2", 1]], "break a token:machete-2 2": [9, ["a", "machete-2", 2]], "break a token:machete-2 3": [9, ["a", "machete-2", 3]], "break a token:machete-2 4": [9, ["a", "machete-2", 4]], "break a token:machete-2 5": [9, ["a", "machete-2", 5]], "break a token:machete-2 6": [9, ["a", "machete-2", 6]], "break a token:machete-3 1": [9, ["a", "machete-3", 1]], "break a token:machete-3 2": [9, ["a", "machete-3", 2]], "break a token:machete-3 3": [9, ["a", "machete-3", 3]], "break a token:machete-3 4": [9, ["a", "machete-3", 4]], "break a token:machete-3 5": [9, ["a", "machete-3", 5]], "break a token:machete-3 6": [9, ["a", "machete-3", 6]], "break a token:native 1": [9, ["a", "native", 1]], "break a token:native 2": [9, ["a", "native", 2]], "break a token:native 3": [9, ["a", "native", 3]], "break a token:native 4": [9, ["a", "native", 4]], "break a token:native 5": [9, ["a", "native", 5]], "break a token:native 6": [9, ["a", "native", 6]], "break a token:paddle-1 1": [9, ["a", "paddle-1", 1]], "break a token:paddle-1 2": [9, ["a", "paddle-1", 2]], "break a token:paddle-1 3": [9, ["a", "paddle-1", 3]], "break a token:paddle-1 4": [9, ["a", "paddle-1", 4]], "break a token:paddle-1 5": [9, ["a", "paddle-1", 5]], "break a token:paddle-1 6": [9, ["a", "paddle-1", 6]], "break a token:paddle-2 1": [9, ["a", "paddle-2", 1]], "break a token:paddle-2 2": [9, ["a", "paddle-2", 2]], "break a token:paddle-2 3": [9, ["a", "paddle-2", 3]], "break a token:paddle-2 4": [9, ["a", "paddle-2", 4]], "break a token:paddle-2 5": [9, ["a", "paddle-2", 5]], "break a token:paddle-2 6": [9, ["a", "paddle-2", 6]], "break a token:pass-occupied 1": [9, ["a", "pass-occupied", 1]], "break a token:pass-occupied 2": [9, ["a", "pass-occupied", 2]], "break a token:pass-occupied 3": [9, ["a", "pass-occupied", 3]], "break a token:pass-occupied 4": [9, ["a", "pass-occupied", 4]], "break a token:pass-occupied 5": [9, ["a", "pass-occupied", 5]], "break a token:pass-occupied 6": [9, ["a", "pass-occupied", 6]], "break a token:remove 1": [9, ["a", "remove", 1]], "break a token:remove 2": [9, ["a", "remove", 2]], "break a token:remove 3": [9, ["a", "remove", 3]], "break a token:remove 4": [9, ["a", "remove", 4]], "break a token:remove 5": [9, ["a", "remove", 5]], "break a token:remove 6": [9, ["a", "remove", 6]], "break a token:replace 1": [9, ["a", "replace", 1]], "break a token:replace 2": [9, ["a", "replace", 2]], "break a token:replace 3": [9, ["a", "replace", 3]], "break a token:replace 4": [9, ["a", "replace", 4]], "break a token:replace 5": [9, ["a", "replace", 5]], "break a token:replace 6": [9, ["a", "replace", 6]], "break b token:change 1": [9, ["b", "change", 1]], "break b token:change 2": [9, ["b", "change", 2]], "break b token:change 3": [9, ["b", "change", 3]], "break b token:change 4": [9, ["b", "change", 4]], "break b token:change 5": [9, ["b", "change", 5]], "break b token:change 6": [9, ["b", "change", 6]], "break b token:coin-1 1": [9, ["b", "coin-1", 1]], "break b token:coin-1 2": [9, ["b", "coin-1", 2]], "break b token:coin-1 3": [9, ["b", "coin-1", 3]], "break b token:coin-1 4": [9, ["b", "coin-1", 4]], "break b token:coin-1 5": [9, ["b", "coin-1", 5]], "break b token:coin-1 6": [9, ["b", "coin-1", 6]], "break b token:coin-2 1": [9, ["b", "coin-2", 1]], "break b token:coin-2 2": [9, ["b", "coin-2", 2]], "break b token:coin-2 3": [9, ["b", "coin-2", 3]], "break b token:coin-2 4": [9, ["b", "coin-2", 4]], "break b token:coin-2 5": [9, ["b", "coin-2", 5]], "break b token:coin-2 6": [9, ["b", "coin-2", 6]], "break b token:draw 1": [9, ["b", "draw", 1]], "break b token:draw 2": [9, ["b", "draw", 2]], "break b token:draw 3": [9, ["b", "draw", 3]], "break b token:draw 4": [9, ["b", "draw", 4]], "break b token:draw 5": [9, ["b", "draw", 5]], "break b token:draw 6": [9, ["b", "draw", 6]], "break b token:keep-single-use 1": [9, ["b", "keep-single-use", 1]], "break b token:keep-single-use 2": [9, ["b", "keep-single-use", 2]], "break b token:keep-single-use 3": [9, ["b", "keep-single-use", 3]], "break b token:keep-single-use 4": [9, ["b", "keep-single-use", 4]], "break b token:keep-single-use 5": [9, ["b", "keep-single-use", 5]], "break b token:keep-single-use 6": [9, ["b", "keep-single-use", 6]], "break b token:machete-1 1": [9, ["b", "machete-1", 1]], "break b token:machete-1 2": [9, ["b", "machete-1", 2]], "break b token:machete-1 3": [9, ["b", "machete-1", 3]], "break b token:machete-1 4": [9, ["b", "machete-1", 4]], "break b token:machete-1 5": [9, ["b", "machete-1", 5]], "break b token:machete-1 6": [9, ["b", "machete-1", 6]], "break b token:machete-2 1": [9, ["b", "machete-2", 1]], "break b token:machete-2 2": [9, ["b", "machete-2", 2]], "break b token:machete-2 3": [9, ["b", "machete-2", 3]], "break b token:machete-2 4": [9, ["b", "machete-2", 4]], "break b token:machete-2 5": [9, ["b", "machete-2", 5]], "break b token:machete-2 6": [9, ["b", "machete-2", 6]], "break b token:machete-3 1": [9, ["b", "machete-3", 1]], "break b token:machete-3 2": [9, ["b", "machete-3", 2]], "break b token:machete-3 3": [9, ["b", "machete-3", 3]], "break b token:machete-3 4": [9, ["b", "machete-3", 4]], "break b token:machete-3 5": [9, ["b", "machete-3", 5]], "break b token:machete-3 6": [9, ["b", "machete-3", 6]], "break b token:native 1": [9, ["b", "native", 1]], "break b token:native 2": [9, ["b", "native", 2]], "break b token:native 3": [9, ["b", "native", 3]], "break b token:native 4": [9, ["b", "native", 4]], "break b token:native 5": [9, ["b", "native", 5]], "break b token:native 6": [9, ["b", "native", 6]], "break b token:paddle-1 1": [9, ["b", "paddle-1", 1]], "break b token:paddle-1 2": [9, ["b", "paddle-1", 2]], "break b token:paddle-1 3": [9, ["b", "paddle-1", 3]], "break b token:paddle-1 4": [9, ["b", "paddle-1", 4]], "break b token:paddle-1 5": [9, ["b", "paddle-1", 5]], "break b token:paddle-1 6": [9, ["b", "paddle-1", 6]], "break b token:paddle-2 1": [9, ["b", "paddle-2", 1]], "break b token:paddle-2 2": [9, ["b", "paddle-2", 2]], "break b token:paddle-2 3": [9, ["b", "paddle-2", 3]], "break b token:paddle-2 4": [9, ["b", "paddle-2", 4]], "break b token:paddle-2 5": [9, ["b", "paddle-2", 5]], "break b token:paddle-2 6": [9, ["b", "paddle-2", 6]], "break b token:pass-occupied 1": [9, ["b", "pass-occupied", 1]], "break b token:pass-occupied 2": [9, ["b", "pass-occupied", 2]], "break b token:pass-occupied 3": [9, ["b", "pass-occupied", 3]], "break b token:pass-occupied 4": [9, ["b", "pass-occupied", 4]], "break b token:pass-occupied 5": [9, ["b", "pass-occupied", 5]], "break b token:pass-occupied 6": [9, ["b", "pass-occupied", 6]], "break b token:remove 1": [9, ["b", "remove", 1]], "break b token:remove 2": [9, ["b", "remove", 2]], "break b token:remove 3": [9, ["b", "remove", 3]], "break b token:remove 4": [9, ["b", "remove", 4]], "break b token:remove 5": [9, ["b", "remove", 5]], "break b token:remove 6": [9, ["b", "remove", 6]], "break b token:replace 1": [9, ["b", "replace", 1]], "break b token:replace 2": [9, ["b", "replace", 2]], "break b token:replace 3": [9, ["b", "replace", 3]], "break b token:replace 4": [9, ["b", "replace", 4]], "break b token:replace 5": [9, ["b", "replace", 5]], "break b token:replace 6": [9, ["b", "replace", 6]], "explore a": [11, ["a"]], "explore b": [11, ["b"]], "pay adventurer": [12, ["adventurer"]], "pay captain": [12, ["captain"]], "pay cartographer": [12, ["cartographer"]], "pay compass": [12, ["compass"]], "pay explorer": [12, ["explorer"]], "pay giant-machete": [12, ["giant-machete"]], "pay jack-of-all-trades": [12, ["jack-of-all-trades"]], "pay journalist": [12, ["journalist"]], "pay millionaire": [12, ["millionaire"]], "pay native": [12, ["native"]], "pay photographer": [12, ["photographer"]], "pay pioneer": [12, ["pioneer"]], "pay prop-plane": [12, ["prop-plane"]], "pay sailor": [12, ["sailor"]], "pay scientist": [12, ["scientist"]], "pay scout": [12, ["scout"]], "pay trailblazer": [12, ["trailblazer"]], "pay transmitter": [12, ["transmitter"]], "pay travel-log": [12, ["travel-log"]], "pay traveler": [12, ["traveler"]], "pay treasure-chest": [12, ["treasure-chest"]], "pay token:change": [13, ["change"]], "pay token:coin-1": [13, ["coin-1"]], "pay token:coin-2": [13, ["coin-2"]], "pay token:draw": [13, ["draw"]], "pay token:keep-single-use": [13, ["keep-single-use"]], "pay token:machete-1": [13, ["machete-1"]], "pay token:machete-2": [13, ["machete-2"]], "pay token:machete-3": [13, ["machete-3"]], "pay token:native": [13, ["native"]], "pay token:paddle-1": [13, ["paddle-1"]], "pay token:paddle-2": [13, ["paddle-2"]], "pay token:pass-occupied": [13, ["pass-occupied"]], "pay token:remove": [13, ["remove"]], "pay token:replace": [13, ["replace"]], "buy adventurer": [14, ["adventurer"]], "buy captain": [14, ["captain"]], "buy cartographer": [14, ["cartographer"]], "buy compass": [14, ["compass"]], "buy explorer": [14, ["explorer"]], "buy giant-machete": [14, ["giant-machete"]], "buy jack-of-all-trades": [14, ["jack-of-all-trades"]], "buy journalist": [14, ["journalist"]], "buy millionaire": [14, ["millionaire"]], "buy native": [14, ["native"]], "buy photographer": [14, ["photographer"]], "buy pioneer": [14, ["pioneer"]], "buy prop-plane": [14, ["prop-plane"]], "buy sailor": [14, ["sailor"]], "buy scientist": [14, ["scientist"]], "buy scout": [14, ["scout"]], "buy trailblazer": [14, ["trailblazer"]], "buy transmitter": [14, ["transmitter"]], "buy travel-log": [14, ["travel-log"]], "buy traveler": [14, ["traveler"]], "buy treasure-chest": [14, ["treasure-chest"]], "use adventurer": [15, ["adventurer"]], "use captain": [15, ["captain"]], "use cartographer": [15, ["cartographer"]], "use compass": [15, ["compass"]], "use explorer": [15, ["explorer"]], "use giant-machete": [15, ["giant-machete"]], "use jack-of-all-trades": [15, ["jack-of-all-trades"]], "use journalist": [15, ["journalist"]], "use millionaire": [15, ["millionaire"]], "use native": [15, ["native"]], "use photographer": [15, ["photographer"]], "use pioneer": [15, ["pioneer"]], "use prop-plane": [15, ["prop-plane"]], "use sailor": [15, ["sailor"]], "use scientist": [15, ["scientist"]], "use scout": [15, ["scout"]], "use trailblazer": [15, ["trailblazer"]], "use transmitter": [15, ["transmitter"]], "use travel-log": [15, ["travel-log"]], "use traveler": [15, ["traveler"]], "use treasure-chest": [15, ["treasure-chest"]], "token draw": [16, []], "token pass-occupied": [17, []], "token change:machete": [18, ["machete"]], "token change:paddle": [18, ["paddle"]], "token change:coin": [18, ["coin"]], "token keep-single-use": [19, []], "token remove:adventurer": [20, ["adventurer"]], "token remove:captain": [20, ["captain"]], "token remove:cartographer": [20, ["cartographer"]], "token remove:compass": [20, ["compass"]], "token remove:explorer": [20, ["explorer"]], "token remove:giant-machete": [20, ["giant-machete"]], "token remove:jack-of-all-trades": [20, ["jack-of-all-trades"]], "token remove:journalist": [20, ["journalist"]], "token remove:millionaire": [20, ["millionaire"]], "token remove:native": [20, ["native"]], "token remove:photographer": [20, ["photographer"]], "token remove:pioneer": [20, ["pioneer"]], "token remove:prop-plane": [20, ["prop-plane"]], "token remove:sailor": [20, ["sailor"]], "token remove:scientist": [20, ["scientist"]], "token remove:scout": [20, ["scout"]], "token remove:trailblazer": [20, ["trailblazer"]], "token remove:transmitter": [20, ["transmitter"]], "token remove:travel-log": [20, ["travel-log"]], "token remove:traveler": [20, ["traveler"]], "token remove:treasure-chest": [20, ["treasure-chest"]], "end": [22, []], "discard adventurer": [23, ["adventurer"]], "discard captain": [23, ["captain"]], "discard cartographer": [23, ["cartographer"]], "discard compass": [23, ["compass"]], "discard explorer": [23, ["explorer"]], "discard giant-machete": [23, ["giant-machete"]], "discard jack-of-all-trades": [23, ["jack-of-all-trades"]], "discard journalist": [23, ["journalist"]], "discard millionaire": [23, ["millionaire"]], "discard native": [23, ["native"]], "discard photographer": [23, ["photographer"]], "discard pioneer": [23, ["pioneer"]], "discard prop-plane": [23, ["prop-plane"]], "discard sailor": [23, ["sailor"]], "discard scientist": [23, ["scientist"]], "discard scout": [23, ["scout"]], "discard trailblazer": [23, ["trailblazer"]], "discard transmitter": [23, ["transmitter"]], "discard travel-log": [23, ["travel-log"]], "discard traveler": [23, ["traveler"]], "discard treasure-chest": [23, ["treasure-chest"]], "done": [26, []], "remove adventurer": [25, ["adventurer"]], "remove captain": [25, ["captain"]], "remove cartographer": [25, ["cartographer"]], "remove compass": [25, ["compass"]], "remove explorer": [25, ["explorer"]], "remove giant-machete": [25, ["giant-machete"]], "remove jack-of-all-trades": [25, ["jack-of-all-trades"]], "remove journalist": [25, ["journalist"]], "remove millionaire": [25, ["millionaire"]], "remove native": [25, ["native"]], "remove photographer": [25, ["photographer"]], "remove pioneer": [25, ["pioneer"]], "remove prop-plane": [25, ["prop-plane"]], "remove sailor": [25, ["sailor"]], "remove scientist": [25, ["scientist"]], "remove scout": [25, ["scout"]], "remove trailblazer": [25, ["trailblazer"]], "remove transmitter": [25, ["transmitter"]], "remove travel-log": [25, ["travel-log"]], "remove traveler": [25, ["traveler"]], "remove treasure-chest": [25, ["treasure-chest"]], "take adventurer": [27, ["adventurer"]], "take captain": [27, ["captain"]], "take cartographer": [27, ["cartographer"]], "take compass": [27, ["compass"]], "take explorer": [27, ["explorer"]], "take giant-machete": [27, ["giant-machete"]], "take jack-of-all-trades": [27, ["jack-of-all-trades"]], "take journalist": [27, ["journalist"]], "take millionaire": [27, ["millionaire"]], "take native": [27, ["native"]], "take photographer": [27, ["photographer"]], "take pioneer": [27, ["pioneer"]], "take prop-plane": [27, ["prop-plane"]], "take sailor": [27, ["sailor"]], "take scientist": [27, ["scientist"]], "take scout": [27, ["scout"]], "take trailblazer": [27, ["trailblazer"]], "take transmitter": [27, ["transmitter"]], "take travel-log": [27, ["travel-log"]], "take traveler": [27, ["traveler"]], "take treasure-chest": [27, ["treasure-chest"]]}));
const _STATE = ["rec", [["phase", ["enum", ["draw", "play", "remove", "take", "cave", "discard", "over"]]], ["turn", ["int"]], ["round", ["int"]], ["drawer", ["int"]], ["pieces", ["list", ["list", ["str"]]]], ["decks", ["list", ["counter", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"], ["int"]]]], ["hands", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["discards", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["play", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["removed", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["market", ["list", ["rec", [["card", ["opt", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["left", ["int"]]]]]], ["reserve", ["dict", ["pioneer", "giant-machete", "captain", "journalist", "millionaire", "adventurer", "prop-plane", "cartographer", "compass", "scientist", "travel-log", "native"], ["int"]]], ["blockades", ["list", ["rec", [["id", ["int"]], ["kind", ["enum", ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1", "rubble-2"]]], ["holder", ["opt", ["int"]]]]]]], ["active", ["opt", ["rec", [["piece", ["enum", ["a", "b"]]], ["kind", ["enum", ["machete", "paddle", "coin"]]], ["power", ["int"]]]]]], ["coins", ["half"]], ["buys", ["int"]], ["draws", ["int"]], ["after", ["enum", ["setup", "play", "end"]]], ["remove_left", ["int"]], ["caves", ["list", ["rec", [["space", ["str"]], ["tokens", ["int"]]]]]], ["token_pool", ["dict", ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"], ["int"]]], ["tokens", ["list", ["list", ["enum", ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"]]]]], ["explored", ["list", ["list", ["opt", ["str"]]]]], ["this_turn", ["rec", [["pass_occupied", ["bool"]], ["change", ["opt", ["enum", ["machete", "paddle", "coin"]]]], ["keep", ["opt", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["cave", ["opt", ["str"]]]]]], ["finished", ["list", ["bool"]]], ["ending", ["bool"]], ["stopped", ["bool"]]]];
const _OPTION_TESTS = [["board", "first-game"], ["board", "hills-of-gold"], ["board", "home-stretch"], ["board", "winding-path"], ["board", "serpentine"], ["board", "swampland"], ["board", "witchs-cauldron"], ["board", "straight-river"], ["turn_order", "move-then-buy"], ["turn_order", "any-order"], ["two_player_pieces", "two"], ["two_player_pieces", "one"], ["blockade_reach", "adjacent"], ["blockade_reach", "anywhere"], ["transmitter_source", "any-pile"], ["transmitter_source", "buyable"], ["round_limit", "cut-off"], ["round_limit", "none"], ["caves", "false"], ["caves", "true"]];

// rule setup.board: Building the jungle
// spec: rulespecs/el_dorado.yaml:539
// cite ja: "タイルを組み合わせてジャングルを作ります"
// cite ja: "ジャングルが完成したら、各タイルのつなぎ目に「バリケード」を配置します"
function game_b(g) {
  let k;
  k = "";
  if (g.o[0]) {
    k = "first-game";
  } else if (g.o[1]) {
    k = "hills-of-gold";
  } else if (g.o[2]) {
    k = "home-stretch";
  } else if (g.o[3]) {
    k = "winding-path";
  } else if (g.o[4]) {
    k = "serpentine";
  } else if (g.o[5]) {
    k = "swampland";
  } else if (g.o[6]) {
    k = "witchs-cauldron";
  } else if (g.o[7]) {
    k = "straight-river";
  }
  return (_INDEX_BOARD_KEYS.get(k) ?? _index(C_BOARD_KEYS, k));
}
function game_neigh(g) {
  let out, names, i;
  out = {};
  names = C_BOARD_SPACES[g.f_b];
  for (let i_ = 0, _end1 = _len(names); i_ < _end1; i_++) {
    i = i_;
    out[names[i]] = C_BOARD_NEIGH[g.f_b][i];
  }
  return out;
}
function game_seam(g) {
  let out, names, i;
  out = {};
  names = C_BOARD_SPACES[g.f_b];
  for (let i_ = 0, _end1 = _len(names); i_ < _end1; i_++) {
    i = i_;
    out[names[i]] = C_BOARD_SEAM[g.f_b][i];
  }
  return out;
}
function game_cave_neigh(g) {
  let out, names, i;
  out = {};
  names = C_BOARD_SPACES[g.f_b];
  for (let i_ = 0, _end1 = _len(names); i_ < _end1; i_++) {
    i = i_;
    out[names[i]] = C_BOARD_CAVE_NEIGH[g.f_b][i];
  }
  return out;
}
function game_finish(g) {
  return C_BOARD_FINISH[g.f_b];
}
function game_near(g) {
  return C_BOARD_NEAR[g.f_b];
}
function game_blk_pay(g) {
  return C_BOARD_BLK_PAY[g.f_b];
}
function game_blk_need(g) {
  return C_BOARD_BLK_NEED[g.f_b];
}
function game_blk_kind(g) {
  let out, k, x;
  out = [];
  for (k of C_BOARD_BLK_KIND[g.f_b]) {
    for (x of C_BLOCKADE_KINDS) {
      if ((x === k)) {
        out.push(x);
      }
    }
  }
  return out;
}
// end rule setup.board

// rule setup.market: The market
// spec: rulespecs/el_dorado.yaml:612
// cite ja: "市場ボードを用意し、右下に「●」マークのあるカード6種類を並べます"
// cite ja: "残りのカードを市場ボードのそばに、種類ごとにまとめて並べます"
function market_start(g) {
  let out, c;
  out = [];
  for (c of C_MARKET) {
    out.push({"card": card_of(g, c), "left": C_COPIES});
  }
  return out;
}
function game_reserve_cards(g) {
  let out, r;
  out = [];
  for (r of C_RESERVE) {
    out.push(card_of(g, r));
  }
  return out;
}
function reserve_start(g) {
  let out, c;
  out = {};
  for (c of C_RESERVE) {
    out[c] = C_COPIES;
  }
  return out;
}
function card_of(g, name) {
  let c;
  for (c of C_CARDS) {
    if ((c === name)) {
      return c;
    }
  }
  return null;
}
// end rule setup.market

// rule setup.starting-deck: Starting deck
// spec: rulespecs/el_dorado.yaml:647
// cite ja: "右下に自分の色の「▲」マークがあるカードを8枚受け取ります"
// cite ja: "初期デッキを裏向きでシャッフルし、個人ボードの左側に置きます"
// cite ja: "カードの内訳は、探検家3、水夫1、旅行者4です"
function deck_start(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_STARTING); i_ < _end1; i_++) {
    i = i_;
    out[card_of(g, C_STARTING[i])] = C_STARTING_COPIES[i];
  }
  return out;
}
// end rule setup.starting-deck

// rule setup.draw: First hand
// spec: rulespecs/el_dorado.yaml:665
// cite ja: "山札から4枚引いて、手札とします"
function init(g) {
  let n, decks, hands, discards, play, tokens, explored, finished, t, row, k, blockades, b, s, _i7_out, _i8_i, _i9_r;
  n = g.players;
  decks = [];
  hands = [];
  discards = [];
  play = [];
  tokens = [];
  explored = [];
  finished = [];
  for (let t_ = 0, _end1 = n; t_ < _end1; t_++) {
    t = t_;
    _i7_out = {};
    for (let _i8_i_ = 0, _end2 = _len(C_STARTING); _i8_i_ < _end2; _i8_i_++) {
      _i8_i = _i8_i_;
      _i7_out[card_of(g, C_STARTING[_i8_i])] = C_STARTING_COPIES[_i8_i];
    }
    _i9_r = _i7_out;
    decks.push(_i9_r);
    hands.push([]);
    discards.push([]);
    play.push([]);
    tokens.push([]);
    row = [];
    for (let k_ = 0, _end3 = g.f_pieces; k_ < _end3; k_++) {
      k = k_;
      row.push(null);
    }
    explored.push(row);
    finished.push(false);
  }
  blockades = [];
  for (let b_ = 0, _end4 = _len(g.f_blk_kind); b_ < _end4; b_++) {
    b = b_;
    blockades.push({"id": (b + 1), "kind": g.f_blk_kind[b], "holder": null});
  }
  s = {"phase": "draw", "turn": 0, "round": 1, "drawer": 0, "pieces": pieces_start(g), "decks": decks, "hands": hands, "discards": discards, "play": play, "removed": [], "market": market_start(g), "reserve": reserve_start(g), "blockades": blockades, "active": null, "coins": 0, "buys": 0, "draws": 0, "after": "setup", "remove_left": 0, "caves": caves_start(g), "token_pool": pool_start(g), "tokens": tokens, "explored": explored, "this_turn": {"pass_occupied": false, "change": null, "keep": null, "cave": null}, "finished": finished, "ending": false, "stopped": false};
  start_draw(g, s, C_HAND_SIZE, "setup");
  return s;
}
function start_draw(g, s, n, after) {
  s["draws"] = n;
  s["after"] = after;
  s["phase"] = "draw";
  continue_draw(g, s);
}
function continue_draw(g, s) {
  let t, _i3_n, _i4_c, _i5_r, _i6_c;
  t = s["drawer"];
  if ((s["after"] !== "setup")) {
    t = s["turn"];
  }
  s["drawer"] = t;
  let _bound1 = 1048576;
  while ((s["draws"] > 0)) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i3_n = 0;
    for (_i4_c of _countedKeys(s["decks"][t])) {
      _i3_n += (s["decks"][t][_i4_c] ?? 0);
    }
    _i5_r = _i3_n;
    if ((_i5_r > 0)) {
      return;
    }
    if ((_len(s["discards"][t]) > 0)) {
      for (_i6_c of s["discards"][t]) {
        s["decks"][t][_i6_c] = ((s["decks"][t][_i6_c] || 0) + 1);
      }
      s["discards"][t] = [];
      continue;
    }
    s["draws"] = 0;
  }
  after_draw(g, s);
}
function deck_size(g, s, t) {
  let n, c;
  n = 0;
  for (c of _countedKeys(s["decks"][t])) {
    n += (s["decks"][t][c] ?? 0);
  }
  return n;
}
function draw_cards(g, s) {
  return _countedKeys(s["decks"][s["drawer"]]);
}
function draw_weight(g, s, c) {
  return (s["decks"][s["drawer"]][c] || 0);
}
function do_draw(g, s, c) {
  let t, _i10_xs, _i11_i, _i12_v;
  t = s["drawer"];
  s["decks"][t][c] = (s["decks"][t][c] ?? 0) - (1);
  _i10_xs = s["hands"][t];
  _i10_xs.push(c);
  _i11_i = (_len(_i10_xs) - 1);
  _i12_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i11_i > 0) && ((_INDEX_CARDS.get(_i10_xs[(_i11_i - 1)]) ?? _index(C_CARDS, _i10_xs[(_i11_i - 1)])) > _i12_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i10_xs[_i11_i] = _i10_xs[(_i11_i - 1)];
    _i11_i -= 1;
  }
  _i10_xs[_i11_i] = c;
  s["draws"] -= 1;
  continue_draw(g, s);
}
function after_draw(g, s) {
  let _i2__i1_r;
  if ((s["after"] === "setup")) {
    if (((s["drawer"] + 1) < g.players)) {
      s["drawer"] += 1;
      start_draw(g, s, C_HAND_SIZE, "setup");
      return;
    }
    s["drawer"] = 0;
    s["phase"] = "play";
  } else if ((s["after"] === "play")) {
    if (((s["remove_left"] > 0) && (_len(s["hands"][s["turn"]]) > 0))) {
      s["phase"] = "remove";
    } else {
      s["phase"] = "play";
      s["remove_left"] = 0;
    }
  } else {
    s["active"] = null;
    s["coins"] = 0;
    s["buys"] = 0;
    s["remove_left"] = 0;
    s["this_turn"] = {"pass_occupied": false, "change": null, "keep": null, "cave": null};
    s["turn"] = _mod((s["turn"] + 1), g.players);
    s["drawer"] = s["turn"];
    s["phase"] = "play";
    if ((s["turn"] === 0)) {
      if (s["ending"]) {
        _i2__i1_r = true;
      } else {
        if (g.o[16]) {
          s["stopped"] = (s["round"] >= C_ROUND_LIMIT);
        } else if (g.o[17]) {
          s["stopped"] = false;
        }
        _i2__i1_r = s["stopped"];
      }
      if (_i2__i1_r) {
        s["phase"] = "over";
      } else {
        s["round"] += 1;
      }
    }
  }
}
function add_card(g, xs, c) {
  let i, v;
  xs.push(c);
  i = (_len(xs) - 1);
  v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((i > 0) && ((_INDEX_CARDS.get(xs[(i - 1)]) ?? _index(C_CARDS, xs[(i - 1)])) > v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    xs[i] = xs[(i - 1)];
    i -= 1;
  }
  xs[i] = c;
}
// end rule setup.draw

// rule setup.pieces: Start player and pieces
// spec: rulespecs/el_dorado.yaml:773
// cite ja: "任意の方法でスタートプレイヤーを決めます"
// cite ja: "探検家コマを、プレイ順にスタート位置に置きます"
function pieces_start(g) {
  let n, out, t, row, k;
  n = g.players;
  out = [];
  for (let t_ = 0, _end1 = n; t_ < _end1; t_++) {
    t = t_;
    row = [];
    for (let k_ = 0, _end2 = g.f_pieces; k_ < _end2; k_++) {
      k = k_;
      row.push(g.f_start[((k * n) + t)]);
    }
    out.push(row);
  }
  return out;
}
function game_start(g) {
  return C_BOARD_START[g.f_b];
}
// end rule setup.pieces

// rule setup.caves: Cave tokens (option)
// spec: rulespecs/el_dorado.yaml:797
// cite ja: "ゲームの準備で、36個の洞窟トークンを4個ずつの山に分け、洞窟がある山地マスに洞窟トークンの山を置きます"
function game_caves(g) {
  if (g.o[19]) {
    return true;
  }
  if (g.o[18]) {
    return false;
  }
  return false;
}
function caves_start(g) {
  let out, c;
  out = [];
  if (g.f_caves) {
    for (c of C_BOARD_CAVES[g.f_b]) {
      out.push({"space": c, "tokens": C_TOKENS_PER_CAVE});
    }
  }
  return out;
}
function pool_start(g) {
  let out, i;
  out = {};
  if (g.f_caves) {
    for (let i_ = 0, _end1 = _len(C_TOKENS); i_ < _end1; i_++) {
      i = i_;
      out[C_TOKENS[i]] = C_TOKEN_COUNT[i];
    }
  }
  return out;
}
// end rule setup.caves

// rule turn.order: Turns and rounds
// spec: rulespecs/el_dorado.yaml:830
// cite ja: "スタートプレイヤーから時計回りで、各プレイヤーが順番にターンを行います"
// cite ja: "全てのプレイヤーがターンを行うとラウンドが終了します"
function next_turn(g, s) {
  let _i1_r;
  s["active"] = null;
  s["coins"] = 0;
  s["buys"] = 0;
  s["remove_left"] = 0;
  s["this_turn"] = {"pass_occupied": false, "change": null, "keep": null, "cave": null};
  s["turn"] = _mod((s["turn"] + 1), g.players);
  s["drawer"] = s["turn"];
  s["phase"] = "play";
  if ((s["turn"] === 0)) {
    if (s["ending"]) {
      _i1_r = true;
    } else {
      if (g.o[16]) {
        s["stopped"] = (s["round"] >= C_ROUND_LIMIT);
      } else if (g.o[17]) {
        s["stopped"] = false;
      }
      _i1_r = s["stopped"];
    }
    if (_i1_r) {
      s["phase"] = "over";
      return;
    }
    s["round"] += 1;
  }
}
function seat(g, s) {
  return s["turn"];
}
function normalise(g, s) {
  let t;
  for (let t_ = 0, _end1 = _len(s["hands"]); t_ < _end1; t_++) {
    t = t_;
    s["hands"][t] = _isort(s["hands"][t].slice(), false);
  }
  for (let t_ = 0, _end2 = _len(s["discards"]); t_ < _end2; t_++) {
    t = t_;
    s["discards"][t] = _isort(s["discards"][t].slice(), false);
  }
  for (let t_ = 0, _end3 = _len(s["play"]); t_ < _end3; t_++) {
    t = t_;
    s["play"][t] = _isort(s["play"][t].slice(), false);
  }
  for (let t_ = 0, _end4 = _len(s["tokens"]); t_ < _end4; t_++) {
    t = t_;
    s["tokens"][t] = _isort(s["tokens"][t].slice(), false);
  }
  s["removed"] = _isort(s["removed"].slice(), false);
}
function is_seat(g, x) {
  return ((0 <= x) && (x < g.players));
}
function check_parts(g, s) {
  let n, row, placed, t, k, x, own, key, named, i, slot, sc, r, c, have, rk, total, b, bx, h, a, want, unseen, m, box, in_caves, cv, kept, caves, e, ex, kp, cv2, _i13_r;
  n = g.players;
  if ((!((0 <= s["turn"]) && (s["turn"] < g.players)))) {
    return "turn must be a seat";
  }
  if ((!((0 <= s["drawer"]) && (s["drawer"] < g.players)))) {
    return "drawer must be a seat";
  }
  if ((s["round"] < 1)) {
    return "round must be a whole number from 1";
  }
  if ((g.o[16] && (s["round"] > C_ROUND_LIMIT))) {
    return ("round: beyond the round limit " + String(C_ROUND_LIMIT));
  }
  if ((_len(s["pieces"]) !== n)) {
    return ("pieces: " + String(n) + " lists of " + String(g.f_pieces));
  }
  for (row of s["pieces"]) {
    if ((_len(row) !== g.f_pieces)) {
      return ("pieces: " + String(n) + " lists of " + String(g.f_pieces));
    }
  }
  placed = [];
  for (let t_ = 0, _end1 = n; t_ < _end1; t_++) {
    t = t_;
    for (let k_ = 0, _end2 = g.f_pieces; k_ < _end2; k_++) {
      k = k_;
      x = s["pieces"][t][k];
      own = g.f_start[((k * n) + t)];
      if ((!((x === C_GOAL) || (x === own) || ((Object.hasOwn(g.f_pay, x)) && (g.f_pay[x] !== ""))))) {
        return ("pieces[" + String(t) + "][" + String(k) + "]: \"" + x + "\" is not goal, its start space or an enterable space");
      }
      if ((x !== C_GOAL)) {
        if (((placed.includes(x)) && (!g.f_caves))) {
          return "pieces: two pieces on one space";
        }
        placed.push(x);
      }
    }
  }
  if ((_len(s["decks"]) !== n)) {
    return ("decks: " + String(n) + " objects");
  }
  for (key of ["hands", "discards", "play", "tokens", "explored", "finished"]) {
    if ((key === "hands")) {
      _i13_r = _len(s["hands"]);
    } else if ((key === "discards")) {
      _i13_r = _len(s["discards"]);
    } else if ((key === "play")) {
      _i13_r = _len(s["play"]);
    } else if ((key === "tokens")) {
      _i13_r = _len(s["tokens"]);
    } else if ((key === "explored")) {
      _i13_r = _len(s["explored"]);
    } else {
      _i13_r = _len(s["finished"]);
    }
    if ((_i13_r !== n)) {
      return (key + ": " + String(n) + " lists");
    }
  }
  if ((_len(s["market"]) !== _len(C_MARKET))) {
    return ("market: " + String(_len(C_MARKET)) + " objects with card and left");
  }
  named = [];
  for (let i_ = 0, _end3 = _len(C_MARKET); i_ < _end3; i_++) {
    i = i_;
    slot = s["market"][i];
    if (((slot["left"] < 0) || (slot["left"] > C_COPIES))) {
      return ("market[" + String(i) + "].left must be 0.." + String(C_COPIES));
    }
    sc = slot["card"];
    if ((sc !== null)) {
      if (((sc !== C_MARKET[i]) && (reserve_key(g, sc) === null))) {
        return ("market[" + String(i) + "].card: \"" + sc + "\" cannot lie in this slot");
      }
      if ((named.includes(sc))) {
        return "market: a card type in two slots";
      }
      named.push(sc);
    }
    if (((sc === null) !== (slot["left"] === 0))) {
      return ("market[" + String(i) + "]: a slot is empty (card null) exactly when its pile is sold out");
    }
  }
  if ((_len(s["reserve"]) !== _len(C_RESERVE))) {
    return "reserve: every type beside the board";
  }
  for (r of C_RESERVE) {
    if (((s["reserve"][r] < 0) || (s["reserve"][r] > C_COPIES))) {
      return ("reserve." + r + " must be 0.." + String(C_COPIES));
    }
    if (((named.includes(card_of(g, r))) && (s["reserve"][r] > 0))) {
      return ("reserve." + r + ": its cards moved onto the board");
    }
  }
  for (c of C_CARDS) {
    have = _count(s["removed"], c);
    for (let t_ = 0, _end4 = n; t_ < _end4; t_++) {
      t = t_;
      have += ((((s["decks"][t][c] || 0) + _count(s["hands"][t], c)) + _count(s["discards"][t], c)) + _count(s["play"][t], c));
    }
    for (slot of s["market"]) {
      if ((slot["card"] === c)) {
        have += slot["left"];
      }
    }
    rk = reserve_key(g, c);
    if ((rk !== null)) {
      have += s["reserve"][rk];
    }
    total = C_COPIES;
    if ((C_STARTING.includes((c)))) {
      total = (C_STARTING_COPIES[(_INDEX_STARTING.get((c)) ?? _index(C_STARTING, (c)))] * n);
    }
    if ((have !== total)) {
      return ("decks, hands, discards, play, removed, market, reserve: " + String(have) + " cards " + c + ", the game has " + String(total));
    }
  }
  if ((_len(s["blockades"]) !== _len(g.f_blk_kind))) {
    return ("blockades: " + String(_len(g.f_blk_kind)) + " objects with id, kind and holder");
  }
  for (let b_ = 0, _end5 = _len(g.f_blk_kind); b_ < _end5; b_++) {
    b = b_;
    bx = s["blockades"][b];
    if ((bx["id"] !== (b + 1))) {
      return ("blockades[" + String(b) + "].id must be " + String((b + 1)));
    }
    if ((bx["kind"] !== g.f_blk_kind[b])) {
      return ("blockades[" + String(b) + "].kind must be " + g.f_blk_kind[b]);
    }
    h = bx["holder"];
    if (((h !== null) && (!((0 <= h) && (h < g.players))))) {
      return ("blockades[" + String(b) + "].holder must be null or a seat");
    }
  }
  a = s["active"];
  if ((a !== null)) {
    k = (_INDEX_PIECES.get(a["piece"]) ?? _index(C_PIECES, a["piece"]));
    if (((k >= g.f_pieces) || (s["pieces"][s["turn"]][k] === C_GOAL))) {
      return "active.piece: a piece of the seat to play, on the board";
    }
    if (((a["power"] < 0) || (a["power"] > C_MAX_POWER))) {
      return ("active.power must be 0.." + String(C_MAX_POWER));
    }
  }
  if (((s["coins"] < 0) || (s["coins"] > (2 * C_MAX_COINS)))) {
    return "coins: a number of coins, whole or a half";
  }
  if (((s["buys"] < 0) || (s["buys"] > C_BUYS_PER_TURN))) {
    return ("buys must be 0.." + String(C_BUYS_PER_TURN));
  }
  if ((s["draws"] < 0)) {
    return "draws must be a whole number from 0";
  }
  if (((s["remove_left"] < 0) || (s["remove_left"] > C_MAX_REMOVE))) {
    return ("remove_left must be 0.." + String(C_MAX_REMOVE));
  }
  want = [];
  if (g.f_caves) {
    want = C_BOARD_CAVES[g.f_b];
  }
  if ((_len(s["caves"]) !== _len(want))) {
    return "caves: one object (space, tokens) per cave of the board with option caves";
  }
  for (let i_ = 0, _end6 = _len(want); i_ < _end6; i_++) {
    i = i_;
    if ((s["caves"][i]["space"] !== want[i])) {
      return ("caves[" + String(i) + "].space must be " + want[i]);
    }
    if (((s["caves"][i]["tokens"] < 0) || (s["caves"][i]["tokens"] > C_TOKENS_PER_CAVE))) {
      return ("caves[" + String(i) + "].tokens must be 0.." + String(C_TOKENS_PER_CAVE));
    }
  }
  if (((g.f_caves && (_len(s["token_pool"]) !== _len(C_TOKENS))) || ((!g.f_caves) && (_len(s["token_pool"]) !== 0)))) {
    return "token_pool: every token kind with option caves, none without";
  }
  unseen = 0;
  for (let i_ = 0, _end7 = _len(C_TOKENS); i_ < _end7; i_++) {
    i = i_;
    m = (s["token_pool"][C_TOKENS[i]] ?? 0);
    if (((m < 0) || (m > C_TOKEN_COUNT[i]))) {
      return ("token_pool." + C_TOKENS[i] + " must be 0.." + String(C_TOKEN_COUNT[i]));
    }
    unseen += m;
  }
  box = 0;
  if (g.f_caves) {
    box = (_sum(C_TOKEN_COUNT) - (_len(s["caves"]) * C_TOKENS_PER_CAVE));
  }
  in_caves = 0;
  for (cv of s["caves"]) {
    in_caves += cv["tokens"];
  }
  if ((unseen !== (in_caves + box))) {
    return "token_pool: the unseen tokens are those of the caves' piles and the box";
  }
  for (let i_ = 0, _end8 = _len(C_TOKENS); i_ < _end8; i_++) {
    i = i_;
    kept = 0;
    for (let t_ = 0, _end9 = n; t_ < _end9; t_++) {
      t = t_;
      kept += _count(s["tokens"][t], C_TOKENS[i]);
    }
    m = (s["token_pool"][C_TOKENS[i]] ?? 0);
    if (((kept + m) > C_TOKEN_COUNT[i])) {
      return ("tokens: " + String(kept) + " tokens " + C_TOKENS[i] + " held and " + String(m) + " unseen, the game has " + String(C_TOKEN_COUNT[i]));
    }
  }
  caves = [];
  for (cv of s["caves"]) {
    caves.push(cv["space"]);
  }
  for (e of s["explored"]) {
    if ((_len(e) !== g.f_pieces)) {
      return ("explored: " + String(n) + " lists of " + String(g.f_pieces) + ", each null or a cave with option caves");
    }
    for (ex of e) {
      if (((ex !== null) && (!caves.includes(ex)))) {
        return ("explored: " + String(n) + " lists of " + String(g.f_pieces) + ", each null or a cave with option caves");
      }
    }
  }
  if ((s["this_turn"]["pass_occupied"] && (!g.f_caves))) {
    return "this_turn.pass_occupied: true or false (false without option caves)";
  }
  if (((s["this_turn"]["change"] !== null) && (!g.f_caves))) {
    return "this_turn.change: null or a power kind with option caves";
  }
  kp = s["this_turn"]["keep"];
  if (((kp !== null) && (!(g.f_card_single[kp] && (s["removed"].includes(kp)))))) {
    return "this_turn.keep: null or a single-use card just removed";
  }
  cv2 = s["this_turn"]["cave"];
  if (((cv2 !== null) && (!caves.includes(cv2)))) {
    return "this_turn.cave: null or a cave";
  }
  return "";
}
function seats_of(g, s, key) {
  if ((key === "hands")) {
    return _len(s["hands"]);
  }
  if ((key === "discards")) {
    return _len(s["discards"]);
  }
  if ((key === "play")) {
    return _len(s["play"]);
  }
  if ((key === "tokens")) {
    return _len(s["tokens"]);
  }
  if ((key === "explored")) {
    return _len(s["explored"]);
  }
  return _len(s["finished"]);
}
function check_reachable(g, s) {
  let n, p, t, all_goal, x, some, f, mid, ex, k, c, place;
  n = g.players;
  p = s["phase"];
  for (let t_ = 0, _end1 = n; t_ < _end1; t_++) {
    t = t_;
    all_goal = true;
    for (x of s["pieces"][t]) {
      if ((x !== C_GOAL)) {
        all_goal = false;
      }
    }
    if ((s["finished"][t] !== all_goal)) {
      return ("finished[" + String(t) + "]: true exactly when every piece of the seat is on El Dorado");
    }
  }
  some = false;
  for (f of s["finished"]) {
    if (f) {
      some = true;
    }
  }
  if ((s["ending"] !== some)) {
    return "ending: true exactly when a seat has finished";
  }
  if ((s["stopped"] && ((p !== "over") || s["ending"]))) {
    return "stopped: only a game over that nobody finished";
  }
  if (((p === "over") && (!(s["ending"] || s["stopped"])))) {
    return "phase: over, but nobody has finished and the round limit has not stopped the game";
  }
  if (((p !== "over") && s["ending"] && (s["turn"] === 0) && (s["after"] !== "setup"))) {
    return "ending: a seat has finished, so the game ended with the round";
  }
  if ((s["stopped"] && (!(g.o[16] && (s["round"] === C_ROUND_LIMIT))))) {
    return "stopped: the round limit stops the game after its last round";
  }
  for (let t_ = 0, _end2 = n; t_ < _end2; t_++) {
    t = t_;
    if (((t !== s["turn"]) && (_len(s["play"][t]) > 0))) {
      return ("play[" + String(t) + "]: only the seat to play has cards in play");
    }
  }
  mid = ((p === "play") || (p === "remove") || (p === "take") || (p === "cave") || ((p === "draw") && (s["after"] === "play")));
  if ((!mid)) {
    if (((_len(s["play"][s["turn"]]) > 0) && (p !== "over"))) {
      return ("play[" + String(s["turn"]) + "]: played cards are discarded at the end of the play phase");
    }
    if ((s["active"] !== null)) {
      return "active: only during the play phase";
    }
    if ((s["coins"] !== 0)) {
      return "coins: only during the play phase";
    }
  }
  if (((s["remove_left"] !== 0) && (!((p === "remove") || ((p === "draw") && (s["after"] === "play")))))) {
    return "remove_left: only while cards may be removed";
  }
  if (((p === "remove") && (!((s["remove_left"] !== 0) && (_len(s["hands"][s["turn"]]) > 0))))) {
    return "phase: remove without cards to remove";
  }
  if (((p === "cave") !== (s["this_turn"]["cave"] !== null))) {
    return "this_turn.cave: given exactly in phase cave";
  }
  if (((p === "cave") && (!((cave_tokens(g, s, s["this_turn"]["cave"]) > 0) && (pool_size(g, s) > 0))))) {
    return "this_turn.cave: a cave with tokens left";
  }
  if (((p === "take") && (_len(takeable(g, s)) === 0))) {
    return "phase: take, but no card is left to take";
  }
  if (((p === "draw") !== (s["draws"] > 0))) {
    return "draws: more than 0 exactly in phase draw";
  }
  if (((p === "draw") && (deck_size(g, s, s["drawer"]) === 0))) {
    return ("decks[" + String(s["drawer"]) + "]: phase draw with nothing to draw");
  }
  if (((p === "draw") && (s["after"] !== "setup") && (s["drawer"] !== s["turn"]))) {
    return "drawer: the seat to play draws";
  }
  if (((s["after"] === "setup") && ((s["round"] !== 1) || (s["turn"] !== 0)))) {
    return "after: setup only while the first hands are drawn";
  }
  if (((s["after"] === "setup") && (p === "draw"))) {
    for (let t_ = 0, _end3 = n; t_ < _end3; t_++) {
      t = t_;
      if (((t > s["drawer"]) && (_len(s["hands"][t]) > 0))) {
        return ("hands[" + String(t) + "]: dealt before its turn to draw");
      }
    }
  }
  if (((s["buys"] !== 0) && (s["coins"] !== 0))) {
    return "coins: the purchase used them up";
  }
  if ((!g.f_caves)) {
    for (let t_ = 0, _end4 = n; t_ < _end4; t_++) {
      t = t_;
      if ((_len(s["tokens"][t]) > 0)) {
        return "tokens: none without option caves";
      }
      for (ex of s["explored"][t]) {
        if ((ex !== null)) {
          return "tokens: none without option caves";
        }
      }
    }
  }
  for (let t_ = 0, _end5 = n; t_ < _end5; t_++) {
    t = t_;
    for (let k_ = 0, _end6 = g.f_pieces; k_ < _end6; k_++) {
      k = k_;
      c = s["explored"][t][k];
      if (((c !== null) && (t !== s["turn"]))) {
        place = s["pieces"][t][k];
        if (((place === C_GOAL) || (!g.f_cave_neigh[place].includes(c)))) {
          return ("explored[" + String(t) + "][" + String(k) + "]: a piece that stopped away from the cave it explored may explore it again");
        }
      }
    }
  }
  return "";
}
// end rule turn.order

// rule turn.phases: Three phases
// spec: rulespecs/el_dorado.yaml:1115
// cite ja: "ターンは3つのフェイズからなります"
function can_end(g, s) {
  return true;
}
function do_end(g, s) {
  let t, k, _i23_keep, _i24_r, _i25_c, _i26__i20_xs, _i27__i21_i, _i28__i22_v, _i29_c, _i30_place;
  _i23_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i24_r = _i23_keep;
  t = s["turn"];
  s["phase"] = "discard";
  for (_i25_c of s["play"][t]) {
    _i26__i20_xs = s["discards"][t];
    _i26__i20_xs.push(_i25_c);
    _i27__i21_i = (_len(_i26__i20_xs) - 1);
    _i28__i22_v = (_INDEX_CARDS.get(_i25_c) ?? _index(C_CARDS, _i25_c));
    let _bound1 = 1048576;
    while (((_i27__i21_i > 0) && ((_INDEX_CARDS.get(_i26__i20_xs[(_i27__i21_i - 1)]) ?? _index(C_CARDS, _i26__i20_xs[(_i27__i21_i - 1)])) > _i28__i22_v))) {
      if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i26__i20_xs[_i27__i21_i] = _i26__i20_xs[(_i27__i21_i - 1)];
      _i27__i21_i -= 1;
    }
    _i26__i20_xs[_i27__i21_i] = _i25_c;
  }
  s["play"][t] = [];
  s["active"] = null;
  s["coins"] = 0;
  for (let k_ = 0, _end2 = g.f_pieces; k_ < _end2; k_++) {
    k = k_;
    _i29_c = s["explored"][t][k];
    _i30_place = s["pieces"][t][k];
    if (((_i29_c !== null) && ((_i30_place === C_GOAL) || (!g.f_cave_neigh[_i30_place].includes(_i29_c))))) {
      s["explored"][t][k] = null;
    }
  }
}
function clear_keep(g, s) {
  let keep;
  keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  return keep;
}
// end rule turn.phases

// rule play.actions: Playing cards
// spec: rulespecs/el_dorado.yaml:1146
// cite ja: "手札からカードを使用し、次の3つのアクションを任意の順番で、任意の回数行います"
// cite ja: "使用したカードは個人ボードの上に載せておきます"
function to_play(g, s, t, c) {
  let _i31_xs, _i32_i, _i33_v;
  _i31_xs = s["play"][t];
  _i31_xs.push(c);
  _i32_i = (_len(_i31_xs) - 1);
  _i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i32_i > 0) && ((_INDEX_CARDS.get(_i31_xs[(_i32_i - 1)]) ?? _index(C_CARDS, _i31_xs[(_i32_i - 1)])) > _i33_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i31_xs[_i32_i] = _i31_xs[(_i32_i - 1)];
    _i32_i -= 1;
  }
  _i31_xs[_i32_i] = c;
}
// end rule play.actions

// rule terrain.requirement: Terrain and requirements
// spec: rulespecs/el_dorado.yaml:1162
// cite ja: "ゲームに登場するマップには、6種類のマスがあります"
// cite ja: "マスに示されているアイコンと数は、そのマスに入るために必要なパワーの種類と数を指しています"
// cite ja: "必要なパワー:ナタ"
// cite ja: "必要なパワー:パドル"
// cite ja: "必要なパワー:コイン"
// cite ja: "必要なパワー:手札を捨てる"
// cite ja: "必要なパワー:手札を除外する"
// cite ja: "山地マス(黒)進入不可"
// also carries: move.start-spaces
function game_pay(g) {
  let out, names, i;
  out = {};
  names = C_BOARD_SPACES[g.f_b];
  for (let i_ = 0, _end1 = _len(names); i_ < _end1; i_++) {
    i = i_;
    out[names[i]] = C_BOARD_PAY[g.f_b][i];
  }
  return out;
}
function game_need(g) {
  let out, names, i;
  out = {};
  names = C_BOARD_SPACES[g.f_b];
  for (let i_ = 0, _end1 = _len(names); i_ < _end1; i_++) {
    i = i_;
    out[names[i]] = C_BOARD_NEED[g.f_b][i];
  }
  return out;
}
// end rule terrain.requirement

// rule move.blocked: Spaces that cannot be entered
// spec: rulespecs/el_dorado.yaml:1196
// cite ja: "山地や他のプレイヤーがいるマスには入ることができません"
function can_enter(g, s, frm, j) {
  let to, b;
  to = g.f_neigh[frm][j];
  if ((g.f_pay[to] === "")) {
    return false;
  }
  if ((occupied(g, s, to) && (!s["this_turn"]["pass_occupied"]))) {
    return false;
  }
  b = g.f_seam[frm][j];
  return ((b < 0) || (s["blockades"][b]["holder"] !== null));
}
function occupied(g, s, space) {
  let row;
  for (row of s["pieces"]) {
    if ((row.includes(space))) {
      return true;
    }
  }
  return false;
}
// end rule move.blocked

// rule move.power: Moving with a card
// spec: rulespecs/el_dorado.yaml:1223
// cite ja: "使用したカードのアイコンに対応する地形で、カードのパワーと同じかそれ以下のマスに移動できます"
// cite ja: "移動後にパワーが残っている場合は、残ったパワーで追加の移動ができます"
function move_pieces(g, s) {
  let out, k, _i34_r;
  out = [];
  if (g.o[9]) {
    _i34_r = false;
  } else if (g.o[8]) {
    _i34_r = ((s["coins"] > 0) || (s["buys"] > 0));
  } else {
    _i34_r = false;
  }
  if (_i34_r) {
    return out;
  }
  for (let k_ = 0, _end1 = g.f_pieces; k_ < _end1; k_++) {
    k = k_;
    if ((s["pieces"][s["turn"]][k] !== C_GOAL)) {
      out.push(C_PIECES[k]);
    }
  }
  return out;
}
function move_cards(g, s, p) {
  let out, c, _i35_out, _i36_hand, _i37_i, _i38_r;
  out = [];
  _i35_out = [];
  _i36_hand = s["hands"][s["turn"]];
  for (let _i37_i_ = 0, _end1 = _len(_i36_hand); _i37_i_ < _end1; _i37_i_++) {
    _i37_i = _i37_i_;
    if (((_i37_i === 0) || (_i36_hand[_i37_i] !== _i36_hand[(_i37_i - 1)]))) {
      _i35_out.push(_i36_hand[_i37_i]);
    }
  }
  _i38_r = _i35_out;
  for (c of _i38_r) {
    if (((g.f_card_type[c] !== "action") || (g.f_card_effect[c] === "native-move"))) {
      out.push(c);
    }
  }
  return out;
}
function open_spaces(g, s, p) {
  let out, place, nb, j, _i39_to, _i40_b, _i41_r;
  out = [];
  place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  nb = g.f_neigh[place];
  for (let j_ = 0, _end1 = _len(nb); j_ < _end1; j_++) {
    j = j_;
    _i39_to = g.f_neigh[place][j];
    if ((g.f_pay[_i39_to] === "")) {
      _i41_r = false;
    } else if ((occupied(g, s, _i39_to) && (!s["this_turn"]["pass_occupied"]))) {
      _i41_r = false;
    } else {
      _i40_b = g.f_seam[place][j];
      _i41_r = ((_i40_b < 0) || (s["blockades"][_i40_b]["holder"] !== null));
    }
    if (_i41_r) {
      out.push(nb[j]);
    }
  }
  return out;
}
function card_targets(g, s, p, c) {
  let _i42_out, _i43_place, _i44_nb, _i45_j, _i46__i39_to, _i47__i40_b, _i48__i41_r;
  _i42_out = [];
  _i43_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i44_nb = g.f_neigh[_i43_place];
  for (let _i45_j_ = 0, _end1 = _len(_i44_nb); _i45_j_ < _end1; _i45_j_++) {
    _i45_j = _i45_j_;
    _i46__i39_to = g.f_neigh[_i43_place][_i45_j];
    if ((g.f_pay[_i46__i39_to] === "")) {
      _i48__i41_r = false;
    } else if ((occupied(g, s, _i46__i39_to) && (!s["this_turn"]["pass_occupied"]))) {
      _i48__i41_r = false;
    } else {
      _i47__i40_b = g.f_seam[_i43_place][_i45_j];
      _i48__i41_r = ((_i47__i40_b < 0) || (s["blockades"][_i47__i40_b]["holder"] !== null));
    }
    if (_i48__i41_r) {
      _i42_out.push(_i44_nb[_i45_j]);
    }
  }
  return _i42_out;
}
function leftover_targets(g, s, p) {
  let out, a, place, nb, j, to, _i49_to, _i50_b, _i51_r;
  out = [];
  a = s["active"];
  if ((a === null)) {
    return out;
  }
  if ((a["piece"] !== p)) {
    return out;
  }
  place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  nb = g.f_neigh[place];
  for (let j_ = 0, _end1 = _len(nb); j_ < _end1; j_++) {
    j = j_;
    to = nb[j];
    _i49_to = g.f_neigh[place][j];
    if ((g.f_pay[_i49_to] === "")) {
      _i51_r = false;
    } else if ((occupied(g, s, _i49_to) && (!s["this_turn"]["pass_occupied"]))) {
      _i51_r = false;
    } else {
      _i50_b = g.f_seam[place][j];
      _i51_r = ((_i50_b < 0) || (s["blockades"][_i50_b]["holder"] !== null));
    }
    if ((_i51_r && (g.f_pay[to] === a["kind"]) && (a["power"] >= g.f_need[to]))) {
      out.push(to);
    }
  }
  return out;
}
function yes_move(g, s, p, c, to) {
  let _i52_pay, _i53_t, _i54_ch, _i55_r;
  if ((g.f_card_effect[c] === "native-move")) {
    return true;
  }
  _i52_pay = g.f_pay[to];
  _i53_t = g.f_card_type[c];
  if ((_i53_t === "action")) {
    _i55_r = false;
  } else {
    _i54_ch = s["this_turn"]["change"];
    if ((_i54_ch !== null)) {
      _i55_r = (_i54_ch === _i52_pay);
    } else if ((_i53_t === "joker")) {
      _i55_r = ((_i52_pay === "machete") || (_i52_pay === "paddle") || (_i52_pay === "coin"));
    } else {
      _i55_r = (_i53_t === _i52_pay);
    }
  }
  return (_i55_r && (g.f_card_power[c] >= g.f_need[to]));
}
function yes_leftover(g, s, p, to) {
  return true;
}
function do_move_card(g, s, p, c, to) {
  let k, _i75_keep, _i76_r, _i77_pay, _i78_need, _i79_t, _i80__i65_k, _i81__i66__i56_t, _i82__i67__i57_c, _i83__i68__i58_place, _i84__i69__i59_xs, _i85__i70__i60_i, _i86__i71__i61_v, _i87__i72__i62__i31_xs, _i88__i73__i63__i32_i, _i89__i74__i64__i33_v;
  _i75_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i76_r = _i75_keep;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i77_pay = g.f_pay[to];
  _i78_need = g.f_need[to];
  _i79_t = s["turn"];
  s["active"] = null;
  for (let _i80__i65_k_ = 0, _end1 = g.f_pieces; _i80__i65_k_ < _end1; _i80__i65_k_++) {
    _i80__i65_k = _i80__i65_k_;
    _i81__i66__i56_t = s["turn"];
    _i82__i67__i57_c = s["explored"][_i81__i66__i56_t][_i80__i65_k];
    _i83__i68__i58_place = s["pieces"][_i81__i66__i56_t][_i80__i65_k];
    if (((_i82__i67__i57_c !== null) && ((_i83__i68__i58_place === C_GOAL) || (!g.f_cave_neigh[_i83__i68__i58_place].includes(_i82__i67__i57_c))))) {
      s["explored"][_i81__i66__i56_t][_i80__i65_k] = null;
    }
  }
  _removeScalar(s["hands"][_i79_t], c);
  if ((g.f_card_effect[c] !== "native-move")) {
    s["this_turn"]["change"] = null;
    s["active"] = {"piece": C_PIECES[k], "kind": kind_of(g, _i77_pay), "power": (g.f_card_power[c] - _i78_need)};
  }
  if (g.f_card_single[c]) {
    _i84__i69__i59_xs = s["removed"];
    _i84__i69__i59_xs.push(c);
    _i85__i70__i60_i = (_len(_i84__i69__i59_xs) - 1);
    _i86__i71__i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i85__i70__i60_i > 0) && ((_INDEX_CARDS.get(_i84__i69__i59_xs[(_i85__i70__i60_i - 1)]) ?? _index(C_CARDS, _i84__i69__i59_xs[(_i85__i70__i60_i - 1)])) > _i86__i71__i61_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i84__i69__i59_xs[_i85__i70__i60_i] = _i84__i69__i59_xs[(_i85__i70__i60_i - 1)];
      _i85__i70__i60_i -= 1;
    }
    _i84__i69__i59_xs[_i85__i70__i60_i] = c;
    s["this_turn"]["keep"] = c;
  } else {
    _i87__i72__i62__i31_xs = s["play"][_i79_t];
    _i87__i72__i62__i31_xs.push(c);
    _i88__i73__i63__i32_i = (_len(_i87__i72__i62__i31_xs) - 1);
    _i89__i74__i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound3 = 1048576;
    while (((_i88__i73__i63__i32_i > 0) && ((_INDEX_CARDS.get(_i87__i72__i62__i31_xs[(_i88__i73__i63__i32_i - 1)]) ?? _index(C_CARDS, _i87__i72__i62__i31_xs[(_i88__i73__i63__i32_i - 1)])) > _i89__i74__i64__i33_v))) {
      if (--_bound3 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i87__i72__i62__i31_xs[_i88__i73__i63__i32_i] = _i87__i72__i62__i31_xs[(_i88__i73__i63__i32_i - 1)];
      _i88__i73__i63__i32_i -= 1;
    }
    _i87__i72__i62__i31_xs[_i88__i73__i63__i32_i] = c;
  }
  arrive(g, s, k, to);
}
function do_move_leftover(g, s, p, to) {
  let k, _i90_keep, _i91_r, _i92_need, _i93_a;
  _i90_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i91_r = _i90_keep;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i92_need = g.f_need[to];
  _i93_a = s["active"];
  s["active"] = {"piece": C_PIECES[k], "kind": _i93_a["kind"], "power": (_i93_a["power"] - _i92_need)};
  arrive(g, s, k, to);
}
function spend_leftover(g, s, k, need) {
  let a;
  a = s["active"];
  s["active"] = {"piece": C_PIECES[k], "kind": a["kind"], "power": (a["power"] - need)};
}
function kind_of(g, x) {
  let k;
  for (k of C_POWER_KINDS) {
    if ((k === x)) {
      return k;
    }
  }
  return "coin";
}
// end rule move.power

// rule move.one-card: Cards are never combined
// spec: rulespecs/el_dorado.yaml:1311
// cite ja: "2枚以上のカードを合わせて使用することはできません"
// external: "moving onto a landscape space: one card whose symbol matches and whose power is at least the space's; leftover power may continue onto further spaces; cards are never combined for one landscape space"
// external: "English rulebook order: first play the cards used for moving, then use the rest of the hand to buy up to one card; a player may stop moving at any time and unspent power is lost immediately"
function new_payment(g, s) {
  let k, _i56_t, _i57_c, _i58_place;
  s["active"] = null;
  for (let k_ = 0, _end1 = g.f_pieces; k_ < _end1; k_++) {
    k = k_;
    _i56_t = s["turn"];
    _i57_c = s["explored"][_i56_t][k];
    _i58_place = s["pieces"][_i56_t][k];
    if (((_i57_c !== null) && ((_i58_place === C_GOAL) || (!g.f_cave_neigh[_i58_place].includes(_i57_c))))) {
      s["explored"][_i56_t][k] = null;
    }
  }
}
function spend_card(g, s, k, c, pay, need) {
  let t, _i65_k, _i66__i56_t, _i67__i57_c, _i68__i58_place, _i69__i59_xs, _i70__i60_i, _i71__i61_v, _i72__i62__i31_xs, _i73__i63__i32_i, _i74__i64__i33_v;
  t = s["turn"];
  s["active"] = null;
  for (let _i65_k_ = 0, _end1 = g.f_pieces; _i65_k_ < _end1; _i65_k_++) {
    _i65_k = _i65_k_;
    _i66__i56_t = s["turn"];
    _i67__i57_c = s["explored"][_i66__i56_t][_i65_k];
    _i68__i58_place = s["pieces"][_i66__i56_t][_i65_k];
    if (((_i67__i57_c !== null) && ((_i68__i58_place === C_GOAL) || (!g.f_cave_neigh[_i68__i58_place].includes(_i67__i57_c))))) {
      s["explored"][_i66__i56_t][_i65_k] = null;
    }
  }
  _removeScalar(s["hands"][t], c);
  if ((g.f_card_effect[c] !== "native-move")) {
    s["this_turn"]["change"] = null;
    s["active"] = {"piece": C_PIECES[k], "kind": kind_of(g, pay), "power": (g.f_card_power[c] - need)};
  }
  if (g.f_card_single[c]) {
    _i69__i59_xs = s["removed"];
    _i69__i59_xs.push(c);
    _i70__i60_i = (_len(_i69__i59_xs) - 1);
    _i71__i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i70__i60_i > 0) && ((_INDEX_CARDS.get(_i69__i59_xs[(_i70__i60_i - 1)]) ?? _index(C_CARDS, _i69__i59_xs[(_i70__i60_i - 1)])) > _i71__i61_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i69__i59_xs[_i70__i60_i] = _i69__i59_xs[(_i70__i60_i - 1)];
      _i70__i60_i -= 1;
    }
    _i69__i59_xs[_i70__i60_i] = c;
    s["this_turn"]["keep"] = c;
  } else {
    _i72__i62__i31_xs = s["play"][t];
    _i72__i62__i31_xs.push(c);
    _i73__i63__i32_i = (_len(_i72__i62__i31_xs) - 1);
    _i74__i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound3 = 1048576;
    while (((_i73__i63__i32_i > 0) && ((_INDEX_CARDS.get(_i72__i62__i31_xs[(_i73__i63__i32_i - 1)]) ?? _index(C_CARDS, _i72__i62__i31_xs[(_i73__i63__i32_i - 1)])) > _i74__i64__i33_v))) {
      if (--_bound3 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i72__i62__i31_xs[_i73__i63__i32_i] = _i72__i62__i31_xs[(_i73__i63__i32_i - 1)];
      _i73__i63__i32_i -= 1;
    }
    _i72__i62__i31_xs[_i73__i63__i32_i] = c;
  }
}
// end rule move.one-card

// rule move.joker: Jokers
// spec: rulespecs/el_dorado.yaml:1345
// external: "joker cards count as machete, paddle or coin; a card not of coin type is worth half a coin when buying"
function card_pays(g, s, c, pay) {
  let t, ch;
  t = g.f_card_type[c];
  if ((t === "action")) {
    return false;
  }
  ch = s["this_turn"]["change"];
  if ((ch !== null)) {
    return (ch === pay);
  }
  if ((t === "joker")) {
    return ((pay === "machete") || (pay === "paddle") || (pay === "coin"));
  }
  return (t === pay);
}
// end rule move.joker

// rule move.rubble: Rubble
// spec: rulespecs/el_dorado.yaml:1370
// cite ja: "移動先のマスに描かれているのは、パワーではなくカードの枚数を示しています"
// cite ja: "荒地では指定されてた枚数分のカードを捨て札にし"
function discard_words(g, s, p) {
  let _i99_out, _i100_place, _i101_nb, _i102_j, _i103_w, _i104__i94_hand, _i105__i95_n, _i106__i96_words, _i107__i97_cards, _i108__i98_r;
  _i99_out = [];
  _i100_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i101_nb = g.f_neigh[_i100_place];
  for (let _i102_j_ = 0, _end1 = _len(_i101_nb); _i102_j_ < _end1; _i102_j_++) {
    _i102_j = _i102_j_;
    if (((g.f_pay[_i101_nb[_i102_j]] === "discard") && can_enter(g, s, _i100_place, _i102_j))) {
      _i104__i94_hand = s["hands"][s["turn"]];
      _i105__i95_n = g.f_need[_i101_nb[_i102_j]];
      _i106__i96_words = [];
      _i107__i97_cards = [];
      pick(g, _isort(_i104__i94_hand.slice(), false), 0, _i105__i95_n, "", [], _i106__i96_words, _i107__i97_cards);
      _i108__i98_r = _i106__i96_words;
      for (_i103_w of _i108__i98_r) {
        if ((!_i99_out.includes(_i103_w))) {
          _i99_out.push(_i103_w);
        }
      }
    }
  }
  return _i99_out;
}
function discard_targets(g, s, p, m) {
  let _i114_out, _i115_needs, _i116_place, _i117_nb, _i118_j, _i119_paid, _i120_to, _i121__i109_hand, _i122__i110_n, _i123__i111_words, _i124__i112_cards, _i125__i113_r;
  _i114_out = [];
  _i115_needs = [];
  _i116_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i117_nb = g.f_neigh[_i116_place];
  for (let _i118_j_ = 0, _end1 = _len(_i117_nb); _i118_j_ < _end1; _i118_j_++) {
    _i118_j = _i118_j_;
    if (((g.f_pay[_i117_nb[_i118_j]] === "discard") && can_enter(g, s, _i116_place, _i118_j))) {
      _i114_out.push(_i117_nb[_i118_j]);
      if ((_count(_i115_needs, g.f_need[_i117_nb[_i118_j]]) === 0)) {
        _i115_needs.push(g.f_need[_i117_nb[_i118_j]]);
      }
    }
  }
  if ((_len(_i115_needs) < 2)) {
    return _i114_out;
  }
  _i119_paid = [];
  for (_i120_to of _i114_out) {
    _i121__i109_hand = s["hands"][s["turn"]];
    _i122__i110_n = g.f_need[_i120_to];
    _i123__i111_words = [];
    _i124__i112_cards = [];
    pick(g, _isort(_i121__i109_hand.slice(), false), 0, _i122__i110_n, "", [], _i123__i111_words, _i124__i112_cards);
    _i125__i113_r = _i123__i111_words;
    if ((_i125__i113_r.includes(m))) {
      _i119_paid.push(_i120_to);
    }
  }
  return _i119_paid;
}
function yes_combo(g, s, p, m, to) {
  return true;
}
function do_move_discard(g, s, p, m, to) {
  let k, t, c, _i126_keep, _i127_r, _i128_k, _i129__i56_t, _i130__i57_c, _i131__i58_place, _i132_xs, _i133_i, _i134_v, _i135_hand, _i136_n, _i137_words, _i138_cards, _i139_r;
  _i126_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i127_r = _i126_keep;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  t = s["turn"];
  s["active"] = null;
  for (let _i128_k_ = 0, _end1 = g.f_pieces; _i128_k_ < _end1; _i128_k_++) {
    _i128_k = _i128_k_;
    _i129__i56_t = s["turn"];
    _i130__i57_c = s["explored"][_i129__i56_t][_i128_k];
    _i131__i58_place = s["pieces"][_i129__i56_t][_i128_k];
    if (((_i130__i57_c !== null) && ((_i131__i58_place === C_GOAL) || (!g.f_cave_neigh[_i131__i58_place].includes(_i130__i57_c))))) {
      s["explored"][_i129__i56_t][_i128_k] = null;
    }
  }
  _i135_hand = s["hands"][t];
  _i136_n = g.f_need[to];
  _i137_words = [];
  _i138_cards = [];
  pick(g, _isort(_i135_hand.slice(), false), 0, _i136_n, "", [], _i137_words, _i138_cards);
  _i139_r = _i138_cards[_index(_i137_words, m)];
  for (c of _i139_r) {
    _removeScalar(s["hands"][t], c);
    _i132_xs = s["discards"][t];
    _i132_xs.push(c);
    _i133_i = (_len(_i132_xs) - 1);
    _i134_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i133_i > 0) && ((_INDEX_CARDS.get(_i132_xs[(_i133_i - 1)]) ?? _index(C_CARDS, _i132_xs[(_i133_i - 1)])) > _i134_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i132_xs[_i133_i] = _i132_xs[(_i133_i - 1)];
      _i133_i -= 1;
    }
    _i132_xs[_i133_i] = c;
  }
  arrive(g, s, k, to);
}
function combo_words_for(g, s, p, pay) {
  let out, place, nb, j, w, _i94_hand, _i95_n, _i96_words, _i97_cards, _i98_r;
  out = [];
  place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  nb = g.f_neigh[place];
  for (let j_ = 0, _end1 = _len(nb); j_ < _end1; j_++) {
    j = j_;
    if (((g.f_pay[nb[j]] === pay) && can_enter(g, s, place, j))) {
      _i94_hand = s["hands"][s["turn"]];
      _i95_n = g.f_need[nb[j]];
      _i96_words = [];
      _i97_cards = [];
      pick(g, _isort(_i94_hand.slice(), false), 0, _i95_n, "", [], _i96_words, _i97_cards);
      _i98_r = _i96_words;
      for (w of _i98_r) {
        if ((!out.includes(w))) {
          out.push(w);
        }
      }
    }
  }
  return out;
}
function combo_targets(g, s, p, pay, m) {
  let out, needs, place, nb, j, paid, to, _i109_hand, _i110_n, _i111_words, _i112_cards, _i113_r;
  out = [];
  needs = [];
  place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  nb = g.f_neigh[place];
  for (let j_ = 0, _end1 = _len(nb); j_ < _end1; j_++) {
    j = j_;
    if (((g.f_pay[nb[j]] === pay) && can_enter(g, s, place, j))) {
      out.push(nb[j]);
      if ((_count(needs, g.f_need[nb[j]]) === 0)) {
        needs.push(g.f_need[nb[j]]);
      }
    }
  }
  if ((_len(needs) < 2)) {
    return out;
  }
  paid = [];
  for (to of out) {
    _i109_hand = s["hands"][s["turn"]];
    _i110_n = g.f_need[to];
    _i111_words = [];
    _i112_cards = [];
    pick(g, _isort(_i109_hand.slice(), false), 0, _i110_n, "", [], _i111_words, _i112_cards);
    _i113_r = _i111_words;
    if ((_i113_r.includes(m))) {
      paid.push(to);
    }
  }
  return paid;
}
function combo_words(g, hand, n) {
  let words, cards;
  words = [];
  cards = [];
  pick(g, _isort(hand.slice(), false), 0, n, "", [], words, cards);
  return words;
}
function combo_cards(g, hand, n, m) {
  let words, cards;
  words = [];
  cards = [];
  pick(g, _isort(hand.slice(), false), 0, n, "", [], words, cards);
  return cards[_index(words, m)];
}
function pick(g, hand, start, n, pre, got, words, cards) {
  let i, w;
  if ((n === 0)) {
    words.push(pre);
    cards.push(_copy(got));
    return;
  }
  i = start;
  let _bound1 = 1048576;
  while ((i < _len(hand))) {
    if (--_bound1 < 0) throw new Error("rule move.rubble: while loop bound exceeded");
    if (((i === start) || (hand[i] !== hand[(i - 1)]))) {
      w = (hand[i]);
      if ((pre !== "")) {
        w = (pre + "+" + hand[i]);
      }
      got.push(hand[i]);
      pick(g, hand, (i + 1), (n - 1), w, got, words, cards);
      _pop(got);
    }
    i += 1;
  }
}
// end rule move.rubble

// rule move.base-camp: Base camp
// spec: rulespecs/el_dorado.yaml:1463
// cite ja: "ベースキャンプではカードを除外します"
function remove_words(g, s, p) {
  let _i140_out, _i141_place, _i142_nb, _i143_j, _i144_w, _i145__i94_hand, _i146__i95_n, _i147__i96_words, _i148__i97_cards, _i149__i98_r;
  _i140_out = [];
  _i141_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i142_nb = g.f_neigh[_i141_place];
  for (let _i143_j_ = 0, _end1 = _len(_i142_nb); _i143_j_ < _end1; _i143_j_++) {
    _i143_j = _i143_j_;
    if (((g.f_pay[_i142_nb[_i143_j]] === "remove") && can_enter(g, s, _i141_place, _i143_j))) {
      _i145__i94_hand = s["hands"][s["turn"]];
      _i146__i95_n = g.f_need[_i142_nb[_i143_j]];
      _i147__i96_words = [];
      _i148__i97_cards = [];
      pick(g, _isort(_i145__i94_hand.slice(), false), 0, _i146__i95_n, "", [], _i147__i96_words, _i148__i97_cards);
      _i149__i98_r = _i147__i96_words;
      for (_i144_w of _i149__i98_r) {
        if ((!_i140_out.includes(_i144_w))) {
          _i140_out.push(_i144_w);
        }
      }
    }
  }
  return _i140_out;
}
function remove_targets(g, s, p, m) {
  let _i150_out, _i151_needs, _i152_place, _i153_nb, _i154_j, _i155_paid, _i156_to, _i157__i109_hand, _i158__i110_n, _i159__i111_words, _i160__i112_cards, _i161__i113_r;
  _i150_out = [];
  _i151_needs = [];
  _i152_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i153_nb = g.f_neigh[_i152_place];
  for (let _i154_j_ = 0, _end1 = _len(_i153_nb); _i154_j_ < _end1; _i154_j_++) {
    _i154_j = _i154_j_;
    if (((g.f_pay[_i153_nb[_i154_j]] === "remove") && can_enter(g, s, _i152_place, _i154_j))) {
      _i150_out.push(_i153_nb[_i154_j]);
      if ((_count(_i151_needs, g.f_need[_i153_nb[_i154_j]]) === 0)) {
        _i151_needs.push(g.f_need[_i153_nb[_i154_j]]);
      }
    }
  }
  if ((_len(_i151_needs) < 2)) {
    return _i150_out;
  }
  _i155_paid = [];
  for (_i156_to of _i150_out) {
    _i157__i109_hand = s["hands"][s["turn"]];
    _i158__i110_n = g.f_need[_i156_to];
    _i159__i111_words = [];
    _i160__i112_cards = [];
    pick(g, _isort(_i157__i109_hand.slice(), false), 0, _i158__i110_n, "", [], _i159__i111_words, _i160__i112_cards);
    _i161__i113_r = _i159__i111_words;
    if ((_i161__i113_r.includes(m))) {
      _i155_paid.push(_i156_to);
    }
  }
  return _i155_paid;
}
function do_move_remove(g, s, p, m, to) {
  let k, t, c, _i162_keep, _i163_r, _i164_k, _i165__i56_t, _i166__i57_c, _i167__i58_place, _i168_xs, _i169_i, _i170_v, _i171_hand, _i172_n, _i173_words, _i174_cards, _i175_r;
  _i162_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i163_r = _i162_keep;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  t = s["turn"];
  s["active"] = null;
  for (let _i164_k_ = 0, _end1 = g.f_pieces; _i164_k_ < _end1; _i164_k_++) {
    _i164_k = _i164_k_;
    _i165__i56_t = s["turn"];
    _i166__i57_c = s["explored"][_i165__i56_t][_i164_k];
    _i167__i58_place = s["pieces"][_i165__i56_t][_i164_k];
    if (((_i166__i57_c !== null) && ((_i167__i58_place === C_GOAL) || (!g.f_cave_neigh[_i167__i58_place].includes(_i166__i57_c))))) {
      s["explored"][_i165__i56_t][_i164_k] = null;
    }
  }
  _i171_hand = s["hands"][t];
  _i172_n = g.f_need[to];
  _i173_words = [];
  _i174_cards = [];
  pick(g, _isort(_i171_hand.slice(), false), 0, _i172_n, "", [], _i173_words, _i174_cards);
  _i175_r = _i174_cards[_index(_i173_words, m)];
  for (c of _i175_r) {
    _removeScalar(s["hands"][t], c);
    _i168_xs = s["removed"];
    _i168_xs.push(c);
    _i169_i = (_len(_i168_xs) - 1);
    _i170_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i169_i > 0) && ((_INDEX_CARDS.get(_i168_xs[(_i169_i - 1)]) ?? _index(C_CARDS, _i168_xs[(_i169_i - 1)])) > _i170_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i168_xs[_i169_i] = _i168_xs[(_i169_i - 1)];
      _i169_i -= 1;
    }
    _i168_xs[_i169_i] = c;
  }
  arrive(g, s, k, to);
}
// end rule move.base-camp

// rule move.start-spaces: Start spaces
// spec: rulespecs/el_dorado.yaml:1491
// assumed: "The page names only six kinds of space and start spaces print no requirement; treating them as closed keeps pieces from parking behind the line (discrepancy start-spaces)."
// carried by rule terrain.requirement
// end rule move.start-spaces

// rule blockade.remove: Removing a blockade
// spec: rulespecs/el_dorado.yaml:1505
// cite ja: "通常の移動と同様に、描かれているパワーを消費することで、そのバリケードを取り除くことができます"
// cite ja: "取り除かない限り進むことはできません"
// cite ja: "パワーが残った場合も同様に追加移動ができます"
function breakable(g, s, k, b) {
  if ((s["blockades"][b]["holder"] !== null)) {
    return false;
  }
  if (g.o[13]) {
    return true;
  }
  if (g.o[12]) {
    return (g.f_near[b].includes(s["pieces"][s["turn"]][k]));
  }
  return false;
}
function open_blockades(g, s, p) {
  let out, k, b, _i176_r;
  out = [];
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let b_ = 0, _end1 = _len(g.f_blk_need); b_ < _end1; b_++) {
    b = b_;
    if ((s["blockades"][b]["holder"] !== null)) {
      _i176_r = false;
    } else if (g.o[13]) {
      _i176_r = true;
    } else if (g.o[12]) {
      _i176_r = (g.f_near[b].includes(s["pieces"][s["turn"]][k]));
    } else {
      _i176_r = false;
    }
    if (_i176_r) {
      out.push((b + 1));
    }
  }
  return out;
}
function break_ids(g, s, p, c) {
  let _i177_out, _i178_k, _i179_b, _i180__i176_r;
  _i177_out = [];
  _i178_k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let _i179_b_ = 0, _end1 = _len(g.f_blk_need); _i179_b_ < _end1; _i179_b_++) {
    _i179_b = _i179_b_;
    if ((s["blockades"][_i179_b]["holder"] !== null)) {
      _i180__i176_r = false;
    } else if (g.o[13]) {
      _i180__i176_r = true;
    } else if (g.o[12]) {
      _i180__i176_r = (g.f_near[_i179_b].includes(s["pieces"][s["turn"]][_i178_k]));
    } else {
      _i180__i176_r = false;
    }
    if (_i180__i176_r) {
      _i177_out.push((_i179_b + 1));
    }
  }
  return _i177_out;
}
function leftover_ids(g, s, p) {
  let out, a, k, b, _i181_r;
  out = [];
  a = s["active"];
  if ((a === null)) {
    return out;
  }
  if ((a["piece"] !== p)) {
    return out;
  }
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let b_ = 0, _end1 = _len(g.f_blk_need); b_ < _end1; b_++) {
    b = b_;
    if ((s["blockades"][b]["holder"] !== null)) {
      _i181_r = false;
    } else if (g.o[13]) {
      _i181_r = true;
    } else if (g.o[12]) {
      _i181_r = (g.f_near[b].includes(s["pieces"][s["turn"]][k]));
    } else {
      _i181_r = false;
    }
    if ((_i181_r && (g.f_blk_pay[b] === a["kind"]) && (a["power"] >= g.f_blk_need[b]))) {
      out.push((b + 1));
    }
  }
  return out;
}
function token_ids(g, s, p, x) {
  let _i182_out, _i183_k, _i184_b, _i185__i176_r;
  _i182_out = [];
  _i183_k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let _i184_b_ = 0, _end1 = _len(g.f_blk_need); _i184_b_ < _end1; _i184_b_++) {
    _i184_b = _i184_b_;
    if ((s["blockades"][_i184_b]["holder"] !== null)) {
      _i185__i176_r = false;
    } else if (g.o[13]) {
      _i185__i176_r = true;
    } else if (g.o[12]) {
      _i185__i176_r = (g.f_near[_i184_b].includes(s["pieces"][s["turn"]][_i183_k]));
    } else {
      _i185__i176_r = false;
    }
    if (_i185__i176_r) {
      _i182_out.push((_i184_b + 1));
    }
  }
  return _i182_out;
}
function discard_break_words(g, s, p) {
  let out, k, b, w, _i186_hand, _i187_n, _i188_words, _i189_cards, _i190_r;
  out = [];
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let b_ = 0, _end1 = _len(g.f_blk_need); b_ < _end1; b_++) {
    b = b_;
    if (((g.f_blk_pay[b] === "discard") && breakable(g, s, k, b))) {
      _i186_hand = s["hands"][s["turn"]];
      _i187_n = g.f_blk_need[b];
      _i188_words = [];
      _i189_cards = [];
      pick(g, _isort(_i186_hand.slice(), false), 0, _i187_n, "", [], _i188_words, _i189_cards);
      _i190_r = _i188_words;
      for (w of _i190_r) {
        if ((!out.includes(w))) {
          out.push(w);
        }
      }
    }
  }
  return out;
}
function discard_break_ids(g, s, p, m) {
  let out, needs, k, b, paid, _i191_hand, _i192_n, _i193_words, _i194_cards, _i195_r;
  out = [];
  needs = [];
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  for (let b_ = 0, _end1 = _len(g.f_blk_need); b_ < _end1; b_++) {
    b = b_;
    if (((g.f_blk_pay[b] === "discard") && breakable(g, s, k, b))) {
      out.push((b + 1));
      if ((_count(needs, g.f_blk_need[b]) === 0)) {
        needs.push(g.f_blk_need[b]);
      }
    }
  }
  if ((_len(needs) < 2)) {
    return out;
  }
  paid = [];
  for (b of out) {
    _i191_hand = s["hands"][s["turn"]];
    _i192_n = g.f_blk_need[(b - 1)];
    _i193_words = [];
    _i194_cards = [];
    pick(g, _isort(_i191_hand.slice(), false), 0, _i192_n, "", [], _i193_words, _i194_cards);
    _i195_r = _i193_words;
    if ((_i195_r.includes(m))) {
      paid.push(b);
    }
  }
  return paid;
}
function yes_break(g, s, p, c, b) {
  let _i196_pay, _i197_t, _i198_ch, _i199_r;
  if ((g.f_card_effect[c] === "native-move")) {
    return true;
  }
  _i196_pay = g.f_blk_pay[(b - 1)];
  _i197_t = g.f_card_type[c];
  if ((_i197_t === "action")) {
    _i199_r = false;
  } else {
    _i198_ch = s["this_turn"]["change"];
    if ((_i198_ch !== null)) {
      _i199_r = (_i198_ch === _i196_pay);
    } else if ((_i197_t === "joker")) {
      _i199_r = ((_i196_pay === "machete") || (_i196_pay === "paddle") || (_i196_pay === "coin"));
    } else {
      _i199_r = (_i197_t === _i196_pay);
    }
  }
  return (_i199_r && (g.f_card_power[c] >= g.f_blk_need[(b - 1)]));
}
function yes_break_leftover(g, s, p, b) {
  return true;
}
function yes_break_token(g, s, p, x, b) {
  let i;
  if ((x === "native")) {
    return true;
  }
  i = (_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x));
  return ((C_TOKEN_POWER[i] === g.f_blk_pay[(b - 1)]) && (C_TOKEN_VALUE[i] >= g.f_blk_need[(b - 1)]));
}
function yes_break_combo(g, s, p, m, b) {
  return true;
}
function do_break_card(g, s, p, c, b) {
  let _i200_keep, _i201_r, _i202_k, _i203_pay, _i204_need, _i205_t, _i206__i65_k, _i207__i66__i56_t, _i208__i67__i57_c, _i209__i68__i58_place, _i210__i69__i59_xs, _i211__i70__i60_i, _i212__i71__i61_v, _i213__i72__i62__i31_xs, _i214__i73__i63__i32_i, _i215__i74__i64__i33_v, _i216_b;
  _i200_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i201_r = _i200_keep;
  _i202_k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i203_pay = g.f_blk_pay[(b - 1)];
  _i204_need = g.f_blk_need[(b - 1)];
  _i205_t = s["turn"];
  s["active"] = null;
  for (let _i206__i65_k_ = 0, _end1 = g.f_pieces; _i206__i65_k_ < _end1; _i206__i65_k_++) {
    _i206__i65_k = _i206__i65_k_;
    _i207__i66__i56_t = s["turn"];
    _i208__i67__i57_c = s["explored"][_i207__i66__i56_t][_i206__i65_k];
    _i209__i68__i58_place = s["pieces"][_i207__i66__i56_t][_i206__i65_k];
    if (((_i208__i67__i57_c !== null) && ((_i209__i68__i58_place === C_GOAL) || (!g.f_cave_neigh[_i209__i68__i58_place].includes(_i208__i67__i57_c))))) {
      s["explored"][_i207__i66__i56_t][_i206__i65_k] = null;
    }
  }
  _removeScalar(s["hands"][_i205_t], c);
  if ((g.f_card_effect[c] !== "native-move")) {
    s["this_turn"]["change"] = null;
    s["active"] = {"piece": C_PIECES[_i202_k], "kind": kind_of(g, _i203_pay), "power": (g.f_card_power[c] - _i204_need)};
  }
  if (g.f_card_single[c]) {
    _i210__i69__i59_xs = s["removed"];
    _i210__i69__i59_xs.push(c);
    _i211__i70__i60_i = (_len(_i210__i69__i59_xs) - 1);
    _i212__i71__i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i211__i70__i60_i > 0) && ((_INDEX_CARDS.get(_i210__i69__i59_xs[(_i211__i70__i60_i - 1)]) ?? _index(C_CARDS, _i210__i69__i59_xs[(_i211__i70__i60_i - 1)])) > _i212__i71__i61_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i210__i69__i59_xs[_i211__i70__i60_i] = _i210__i69__i59_xs[(_i211__i70__i60_i - 1)];
      _i211__i70__i60_i -= 1;
    }
    _i210__i69__i59_xs[_i211__i70__i60_i] = c;
    s["this_turn"]["keep"] = c;
  } else {
    _i213__i72__i62__i31_xs = s["play"][_i205_t];
    _i213__i72__i62__i31_xs.push(c);
    _i214__i73__i63__i32_i = (_len(_i213__i72__i62__i31_xs) - 1);
    _i215__i74__i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound3 = 1048576;
    while (((_i214__i73__i63__i32_i > 0) && ((_INDEX_CARDS.get(_i213__i72__i62__i31_xs[(_i214__i73__i63__i32_i - 1)]) ?? _index(C_CARDS, _i213__i72__i62__i31_xs[(_i214__i73__i63__i32_i - 1)])) > _i215__i74__i64__i33_v))) {
      if (--_bound3 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i213__i72__i62__i31_xs[_i214__i73__i63__i32_i] = _i213__i72__i62__i31_xs[(_i214__i73__i63__i32_i - 1)];
      _i214__i73__i63__i32_i -= 1;
    }
    _i213__i72__i62__i31_xs[_i214__i73__i63__i32_i] = c;
  }
  _i216_b = (b - 1);
  s["blockades"][_i216_b]["holder"] = s["turn"];
}
function do_break_leftover(g, s, p, b) {
  let _i217_keep, _i218_r, _i219_k, _i220_need, _i221_a, _i222_b;
  _i217_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i218_r = _i217_keep;
  _i219_k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i220_need = g.f_blk_need[(b - 1)];
  _i221_a = s["active"];
  s["active"] = {"piece": C_PIECES[_i219_k], "kind": _i221_a["kind"], "power": (_i221_a["power"] - _i220_need)};
  _i222_b = (b - 1);
  s["blockades"][_i222_b]["holder"] = s["turn"];
}
function do_break_token(g, s, p, x, b) {
  let _i227_keep, _i228_r, _i229_k, _i230_pay, _i231_need, _i232__i223_k, _i233__i224__i56_t, _i234__i225__i57_c, _i235__i226__i58_place, _i236_b;
  _i227_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i228_r = _i227_keep;
  _i229_k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i230_pay = g.f_blk_pay[(b - 1)];
  _i231_need = g.f_blk_need[(b - 1)];
  s["active"] = null;
  for (let _i232__i223_k_ = 0, _end1 = g.f_pieces; _i232__i223_k_ < _end1; _i232__i223_k_++) {
    _i232__i223_k = _i232__i223_k_;
    _i233__i224__i56_t = s["turn"];
    _i234__i225__i57_c = s["explored"][_i233__i224__i56_t][_i232__i223_k];
    _i235__i226__i58_place = s["pieces"][_i233__i224__i56_t][_i232__i223_k];
    if (((_i234__i225__i57_c !== null) && ((_i235__i226__i58_place === C_GOAL) || (!g.f_cave_neigh[_i235__i226__i58_place].includes(_i234__i225__i57_c))))) {
      s["explored"][_i233__i224__i56_t][_i232__i223_k] = null;
    }
  }
  _removeScalar(s["tokens"][s["turn"]], x);
  if ((x !== "native")) {
    s["active"] = {"piece": C_PIECES[_i229_k], "kind": kind_of(g, _i230_pay), "power": (C_TOKEN_VALUE[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))] - _i231_need)};
  }
  _i236_b = (b - 1);
  s["blockades"][_i236_b]["holder"] = s["turn"];
}
function do_break_discard(g, s, p, m, b) {
  let t, c, _i237_keep, _i238_r, _i239_k, _i240__i56_t, _i241__i57_c, _i242__i58_place, _i243_xs, _i244_i, _i245_v, _i246_hand, _i247_n, _i248_words, _i249_cards, _i250_r, _i251_b;
  _i237_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i238_r = _i237_keep;
  t = s["turn"];
  s["active"] = null;
  for (let _i239_k_ = 0, _end1 = g.f_pieces; _i239_k_ < _end1; _i239_k_++) {
    _i239_k = _i239_k_;
    _i240__i56_t = s["turn"];
    _i241__i57_c = s["explored"][_i240__i56_t][_i239_k];
    _i242__i58_place = s["pieces"][_i240__i56_t][_i239_k];
    if (((_i241__i57_c !== null) && ((_i242__i58_place === C_GOAL) || (!g.f_cave_neigh[_i242__i58_place].includes(_i241__i57_c))))) {
      s["explored"][_i240__i56_t][_i239_k] = null;
    }
  }
  _i246_hand = s["hands"][t];
  _i247_n = g.f_blk_need[(b - 1)];
  _i248_words = [];
  _i249_cards = [];
  pick(g, _isort(_i246_hand.slice(), false), 0, _i247_n, "", [], _i248_words, _i249_cards);
  _i250_r = _i249_cards[_index(_i248_words, m)];
  for (c of _i250_r) {
    _removeScalar(s["hands"][t], c);
    _i243_xs = s["discards"][t];
    _i243_xs.push(c);
    _i244_i = (_len(_i243_xs) - 1);
    _i245_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i244_i > 0) && ((_INDEX_CARDS.get(_i243_xs[(_i244_i - 1)]) ?? _index(C_CARDS, _i243_xs[(_i244_i - 1)])) > _i245_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i243_xs[_i244_i] = _i243_xs[(_i244_i - 1)];
      _i244_i -= 1;
    }
    _i243_xs[_i244_i] = c;
  }
  _i251_b = (b - 1);
  s["blockades"][_i251_b]["holder"] = s["turn"];
}
// end rule blockade.remove

// rule blockade.keep: Blockades taken
// spec: rulespecs/el_dorado.yaml:1629
// cite ja: "取り除いたバリケードは、手元に置いておきます"
// cite ja: "ゲーム終了時の勝敗に影響します"
function keep_blockade(g, s, b) {
  s["blockades"][b]["holder"] = s["turn"];
}
// end rule blockade.keep

// rule buy.limit: One purchase a turn
// spec: rulespecs/el_dorado.yaml:1645
// cite ja: "各プレイヤーは1ターンに1枚までカードを購入できます"
function can_buy(g, s) {
  return (s["buys"] < C_BUYS_PER_TURN);
}
function buying(g, s) {
  if (g.o[9]) {
    return false;
  }
  if (g.o[8]) {
    return ((s["coins"] > 0) || (s["buys"] > 0));
  }
  return false;
}
// end rule buy.limit

// rule buy.coins: Paying
// spec: rulespecs/el_dorado.yaml:1667
// cite ja: "コインのマークのカードは、その数字分のコインを生み出します"
// cite ja: "それ以外のカードは、パワー等に関わらず、すべて0.5コインを生み出します"
function hand_kinds(g, s) {
  let out, hand, i;
  out = [];
  hand = s["hands"][s["turn"]];
  for (let i_ = 0, _end1 = _len(hand); i_ < _end1; i_++) {
    i = i_;
    if (((i === 0) || (hand[i] !== hand[(i - 1)]))) {
      out.push(hand[i]);
    }
  }
  return out;
}
function can_pay(g, s, c) {
  return (s["buys"] < C_BUYS_PER_TURN);
}
function held_tokens(g, s) {
  let out, mine, i;
  out = [];
  mine = s["tokens"][s["turn"]];
  for (let i_ = 0, _end1 = _len(mine); i_ < _end1; i_++) {
    i = i_;
    if (((i === 0) || (mine[i] !== mine[(i - 1)]))) {
      out.push(mine[i]);
    }
  }
  return out;
}
function can_pay_token(g, s, x) {
  return ((s["buys"] < C_BUYS_PER_TURN) && (C_TOKEN_POWER[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))] === "coin"));
}
function start_paying(g, s) {
  let _i252_k, _i253__i56_t, _i254__i57_c, _i255__i58_place;
  if ((g.o[8] && (!buying(g, s)))) {
    s["active"] = null;
    for (let _i252_k_ = 0, _end1 = g.f_pieces; _i252_k_ < _end1; _i252_k_++) {
      _i252_k = _i252_k_;
      _i253__i56_t = s["turn"];
      _i254__i57_c = s["explored"][_i253__i56_t][_i252_k];
      _i255__i58_place = s["pieces"][_i253__i56_t][_i252_k];
      if (((_i254__i57_c !== null) && ((_i255__i58_place === C_GOAL) || (!g.f_cave_neigh[_i255__i58_place].includes(_i254__i57_c))))) {
        s["explored"][_i253__i56_t][_i252_k] = null;
      }
    }
  }
}
function do_pay(g, s, c) {
  let t, _i259_keep, _i260_r, _i261__i252_k, _i262__i253__i56_t, _i263__i254__i57_c, _i264__i255__i58_place, _i265__i59_xs, _i266__i60_i, _i267__i61_v, _i268__i62__i31_xs, _i269__i63__i32_i, _i270__i64__i33_v, _i271__i256_xs, _i272__i257_i, _i273__i258_v, _i274_t, _i275_ch, _i276_r;
  _i259_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i260_r = _i259_keep;
  t = s["turn"];
  if ((g.o[8] && (!buying(g, s)))) {
    s["active"] = null;
    for (let _i261__i252_k_ = 0, _end1 = g.f_pieces; _i261__i252_k_ < _end1; _i261__i252_k_++) {
      _i261__i252_k = _i261__i252_k_;
      _i262__i253__i56_t = s["turn"];
      _i263__i254__i57_c = s["explored"][_i262__i253__i56_t][_i261__i252_k];
      _i264__i255__i58_place = s["pieces"][_i262__i253__i56_t][_i261__i252_k];
      if (((_i263__i254__i57_c !== null) && ((_i264__i255__i58_place === C_GOAL) || (!g.f_cave_neigh[_i264__i255__i58_place].includes(_i263__i254__i57_c))))) {
        s["explored"][_i262__i253__i56_t][_i261__i252_k] = null;
      }
    }
  }
  _removeScalar(s["hands"][t], c);
  _i274_t = g.f_card_type[c];
  if ((_i274_t === "action")) {
    _i276_r = false;
  } else {
    _i275_ch = s["this_turn"]["change"];
    if ((_i275_ch !== null)) {
      _i276_r = (_i275_ch === "coin");
    } else if ((_i274_t === "joker")) {
      _i276_r = (("coin" === "machete") || ("coin" === "paddle") || ("coin" === "coin"));
    } else {
      _i276_r = (_i274_t === "coin");
    }
  }
  if (_i276_r) {
    s["this_turn"]["change"] = null;
    s["coins"] += (2 * g.f_card_power[c]);
    if (g.f_card_single[c]) {
      _i265__i59_xs = s["removed"];
      _i265__i59_xs.push(c);
      _i266__i60_i = (_len(_i265__i59_xs) - 1);
      _i267__i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
      let _bound2 = 1048576;
      while (((_i266__i60_i > 0) && ((_INDEX_CARDS.get(_i265__i59_xs[(_i266__i60_i - 1)]) ?? _index(C_CARDS, _i265__i59_xs[(_i266__i60_i - 1)])) > _i267__i61_v))) {
        if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
        _i265__i59_xs[_i266__i60_i] = _i265__i59_xs[(_i266__i60_i - 1)];
        _i266__i60_i -= 1;
      }
      _i265__i59_xs[_i266__i60_i] = c;
      s["this_turn"]["keep"] = c;
    } else {
      _i268__i62__i31_xs = s["play"][t];
      _i268__i62__i31_xs.push(c);
      _i269__i63__i32_i = (_len(_i268__i62__i31_xs) - 1);
      _i270__i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
      let _bound3 = 1048576;
      while (((_i269__i63__i32_i > 0) && ((_INDEX_CARDS.get(_i268__i62__i31_xs[(_i269__i63__i32_i - 1)]) ?? _index(C_CARDS, _i268__i62__i31_xs[(_i269__i63__i32_i - 1)])) > _i270__i64__i33_v))) {
        if (--_bound3 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
        _i268__i62__i31_xs[_i269__i63__i32_i] = _i268__i62__i31_xs[(_i269__i63__i32_i - 1)];
        _i269__i63__i32_i -= 1;
      }
      _i268__i62__i31_xs[_i269__i63__i32_i] = c;
    }
  } else {
    if ((g.f_card_type[c] !== "action")) {
      s["this_turn"]["change"] = null;
    }
    s["coins"] += C_NON_COIN_HALVES;
    _i271__i256_xs = s["play"][t];
    _i271__i256_xs.push(c);
    _i272__i257_i = (_len(_i271__i256_xs) - 1);
    _i273__i258_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound4 = 1048576;
    while (((_i272__i257_i > 0) && ((_INDEX_CARDS.get(_i271__i256_xs[(_i272__i257_i - 1)]) ?? _index(C_CARDS, _i271__i256_xs[(_i272__i257_i - 1)])) > _i273__i258_v))) {
      if (--_bound4 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i271__i256_xs[_i272__i257_i] = _i271__i256_xs[(_i272__i257_i - 1)];
      _i272__i257_i -= 1;
    }
    _i271__i256_xs[_i272__i257_i] = c;
  }
}
function do_pay_token(g, s, x) {
  let _i277_keep, _i278_r, _i279__i252_k, _i280__i253__i56_t, _i281__i254__i57_c, _i282__i255__i58_place;
  _i277_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i278_r = _i277_keep;
  if ((g.o[8] && (!buying(g, s)))) {
    s["active"] = null;
    for (let _i279__i252_k_ = 0, _end1 = g.f_pieces; _i279__i252_k_ < _end1; _i279__i252_k_++) {
      _i279__i252_k = _i279__i252_k_;
      _i280__i253__i56_t = s["turn"];
      _i281__i254__i57_c = s["explored"][_i280__i253__i56_t][_i279__i252_k];
      _i282__i255__i58_place = s["pieces"][_i280__i253__i56_t][_i279__i252_k];
      if (((_i281__i254__i57_c !== null) && ((_i282__i255__i58_place === C_GOAL) || (!g.f_cave_neigh[_i282__i255__i58_place].includes(_i281__i254__i57_c))))) {
        s["explored"][_i280__i253__i56_t][_i279__i252_k] = null;
      }
    }
  }
  _removeScalar(s["tokens"][s["turn"]], x);
  s["coins"] += (2 * C_TOKEN_VALUE[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))]);
}
// end rule buy.coins

// rule buy.market: Buying from the market board
// spec: rulespecs/el_dorado.yaml:1730
// cite ja: "購入できるカードは、市場ボード上にある6種類のカードで、生み出したコインの合計値以下のものになります"
// cite ja: "購入したカードは、自分の捨て札置き場に置きます"
// cite ja: "購入したカードはすぐには使用できません"
function buy_cards(g, s) {
  let out, _i283_out, _i284_slot, _i285_any_empty, _i286__i14_i;
  out = [];
  if (((s["buys"] < C_BUYS_PER_TURN) && ((C_CHEAPEST * 2) <= s["coins"]))) {
    _i283_out = [];
    for (_i284_slot of s["market"]) {
      if (((_i284_slot["card"] !== null) && (_i284_slot["left"] > 0))) {
        _i283_out.push(_i284_slot["card"]);
      }
    }
    _i285_any_empty = false;
    for (_i284_slot of s["market"]) {
      if ((_i284_slot["card"] === null)) {
        _i285_any_empty = true;
      }
    }
    if (_i285_any_empty) {
      for (let _i286__i14_i_ = 0, _end1 = _len(C_RESERVE); _i286__i14_i_ < _end1; _i286__i14_i_++) {
        _i286__i14_i = _i286__i14_i_;
        if ((s["reserve"][C_RESERVE[_i286__i14_i]] > 0)) {
          _i283_out.push(g.f_reserve_cards[_i286__i14_i]);
        }
      }
    }
    out = _i283_out;
  }
  return out;
}
function can_buy_card(g, s, c) {
  return ((g.f_card_cost[c] * 2) <= s["coins"]);
}
function buyable(g, s) {
  let out, slot, any_empty, _i14_i;
  out = [];
  for (slot of s["market"]) {
    if (((slot["card"] !== null) && (slot["left"] > 0))) {
      out.push(slot["card"]);
    }
  }
  any_empty = false;
  for (slot of s["market"]) {
    if ((slot["card"] === null)) {
      any_empty = true;
    }
  }
  if (any_empty) {
    for (let _i14_i_ = 0, _end1 = _len(C_RESERVE); _i14_i_ < _end1; _i14_i_++) {
      _i14_i = _i14_i_;
      if ((s["reserve"][C_RESERVE[_i14_i]] > 0)) {
        out.push(g.f_reserve_cards[_i14_i]);
      }
    }
  }
  return out;
}
function do_buy(g, s, c) {
  let _i287_keep, _i288_r, _i289_xs, _i290_i, _i291_v;
  _i287_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i288_r = _i287_keep;
  gain(g, s, c);
  _i289_xs = s["discards"][s["turn"]];
  _i289_xs.push(c);
  _i290_i = (_len(_i289_xs) - 1);
  _i291_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i290_i > 0) && ((_INDEX_CARDS.get(_i289_xs[(_i290_i - 1)]) ?? _index(C_CARDS, _i289_xs[(_i290_i - 1)])) > _i291_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i289_xs[_i290_i] = _i289_xs[(_i290_i - 1)];
    _i290_i -= 1;
  }
  _i289_xs[_i290_i] = c;
  s["coins"] = 0;
  s["buys"] += 1;
}
function gain(g, s, c) {
  let slot, r, left;
  for (slot of s["market"]) {
    if ((slot["card"] === c)) {
      slot["left"] -= 1;
      if ((slot["left"] === 0)) {
        slot["card"] = null;
      }
      return;
    }
  }
  r = reserve_key(g, c);
  s["reserve"][r] -= 1;
  left = s["reserve"][r];
  for (slot of s["market"]) {
    if ((slot["card"] === null)) {
      if ((left > 0)) {
        slot["card"] = c;
        slot["left"] = left;
        s["reserve"][r] = 0;
      }
      return;
    }
  }
}
function reserve_key(g, c) {
  let name, r;
  name = (c);
  for (r of C_RESERVE) {
    if ((r === name)) {
      return r;
    }
  }
  return null;
}
// end rule buy.market

// rule buy.reserve: Buying a card beside the board
// spec: rulespecs/el_dorado.yaml:1798
// cite ja: "ある1種類のカード3枚がすべて売り切れ、市場ボードに空きがある場合、市場ボードにないカードを購入することができます"
// cite ja: "市場ボードにないカードを購入した場合、その残りのカードすべてを市場ボードの空きスペースに配置します"
function reserve_buyable(g, s, out) {
  let i;
  for (let i_ = 0, _end1 = _len(C_RESERVE); i_ < _end1; i_++) {
    i = i_;
    if ((s["reserve"][C_RESERVE[i]] > 0)) {
      out.push(g.f_reserve_cards[i]);
    }
  }
}
// end rule buy.reserve

// rule action.use: Action cards
// spec: rulespecs/el_dorado.yaml:1817
// cite ja: "使用したら即座に効果を適用します"
// external: "Cartographer: draw 2 cards; Compass: draw 3 cards (single-use); Scientist: draw 1 card then may remove 1 card from hand from the game; Travel Log: draw 2 cards then may remove up to 2 cards from hand from the game (single-use)"
function can_use(g, s, c) {
  let _i292_r;
  if (g.o[9]) {
    _i292_r = false;
  } else if (g.o[8]) {
    _i292_r = ((s["coins"] > 0) || (s["buys"] > 0));
  } else {
    _i292_r = false;
  }
  return ((!_i292_r) && (g.f_card_type[c] === "action") && (g.f_card_effect[c] !== "native-move"));
}
function do_use(g, s, c) {
  let t, _i293_keep, _i294_r, _i295__i59_xs, _i296__i60_i, _i297__i61_v, _i298__i62__i31_xs, _i299__i63__i32_i, _i300__i64__i33_v, _i301_out, _i302_slot, _i303__i15_out, _i304__i16_slot, _i305__i17_any_empty, _i306__i18__i14_i, _i307__i19_i, _i308_r;
  _i293_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i294_r = _i293_keep;
  t = s["turn"];
  _removeScalar(s["hands"][t], c);
  if (g.f_card_single[c]) {
    _i295__i59_xs = s["removed"];
    _i295__i59_xs.push(c);
    _i296__i60_i = (_len(_i295__i59_xs) - 1);
    _i297__i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound1 = 1048576;
    while (((_i296__i60_i > 0) && ((_INDEX_CARDS.get(_i295__i59_xs[(_i296__i60_i - 1)]) ?? _index(C_CARDS, _i295__i59_xs[(_i296__i60_i - 1)])) > _i297__i61_v))) {
      if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i295__i59_xs[_i296__i60_i] = _i295__i59_xs[(_i296__i60_i - 1)];
      _i296__i60_i -= 1;
    }
    _i295__i59_xs[_i296__i60_i] = c;
    s["this_turn"]["keep"] = c;
  } else {
    _i298__i62__i31_xs = s["play"][t];
    _i298__i62__i31_xs.push(c);
    _i299__i63__i32_i = (_len(_i298__i62__i31_xs) - 1);
    _i300__i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i299__i63__i32_i > 0) && ((_INDEX_CARDS.get(_i298__i62__i31_xs[(_i299__i63__i32_i - 1)]) ?? _index(C_CARDS, _i298__i62__i31_xs[(_i299__i63__i32_i - 1)])) > _i300__i64__i33_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i298__i62__i31_xs[_i299__i63__i32_i] = _i298__i62__i31_xs[(_i299__i63__i32_i - 1)];
      _i299__i63__i32_i -= 1;
    }
    _i298__i62__i31_xs[_i299__i63__i32_i] = c;
  }
  if ((g.f_card_effect[c] === "take-any")) {
    if (g.o[15]) {
      _i303__i15_out = [];
      for (_i304__i16_slot of s["market"]) {
        if (((_i304__i16_slot["card"] !== null) && (_i304__i16_slot["left"] > 0))) {
          _i303__i15_out.push(_i304__i16_slot["card"]);
        }
      }
      _i305__i17_any_empty = false;
      for (_i304__i16_slot of s["market"]) {
        if ((_i304__i16_slot["card"] === null)) {
          _i305__i17_any_empty = true;
        }
      }
      if (_i305__i17_any_empty) {
        for (let _i306__i18__i14_i_ = 0, _end3 = _len(C_RESERVE); _i306__i18__i14_i_ < _end3; _i306__i18__i14_i_++) {
          _i306__i18__i14_i = _i306__i18__i14_i_;
          if ((s["reserve"][C_RESERVE[_i306__i18__i14_i]] > 0)) {
            _i303__i15_out.push(g.f_reserve_cards[_i306__i18__i14_i]);
          }
        }
      }
      _i308_r = _i303__i15_out;
    } else {
      _i301_out = [];
      if (g.o[14]) {
        for (_i302_slot of s["market"]) {
          if (((_i302_slot["card"] !== null) && (_i302_slot["left"] > 0))) {
            _i301_out.push(_i302_slot["card"]);
          }
        }
        for (let _i307__i19_i_ = 0, _end4 = _len(C_RESERVE); _i307__i19_i_ < _end4; _i307__i19_i_++) {
          _i307__i19_i = _i307__i19_i_;
          if ((s["reserve"][C_RESERVE[_i307__i19_i]] > 0)) {
            _i301_out.push(g.f_reserve_cards[_i307__i19_i]);
          }
        }
      }
      _i308_r = _i301_out;
    }
    if ((_len(_i308_r) > 0)) {
      s["phase"] = "take";
    }
    return;
  }
  s["remove_left"] = g.f_card_removes[c];
  start_draw(g, s, g.f_card_draws[c], "play");
}
function can_remove(g, s, c) {
  return (s["hands"][s["turn"]].includes(c));
}
function do_remove(g, s, c) {
  let _i309_keep, _i310_r, _i311_xs, _i312_i, _i313_v;
  _i309_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i310_r = _i309_keep;
  _removeScalar(s["hands"][s["turn"]], c);
  _i311_xs = s["removed"];
  _i311_xs.push(c);
  _i312_i = (_len(_i311_xs) - 1);
  _i313_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i312_i > 0) && ((_INDEX_CARDS.get(_i311_xs[(_i312_i - 1)]) ?? _index(C_CARDS, _i311_xs[(_i312_i - 1)])) > _i313_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i311_xs[_i312_i] = _i311_xs[(_i312_i - 1)];
    _i312_i -= 1;
  }
  _i311_xs[_i312_i] = c;
  s["remove_left"] -= 1;
  if ((s["remove_left"] === 0)) {
    s["phase"] = "play";
  }
}
function can_done(g, s) {
  return true;
}
function do_done(g, s) {
  let _i314_keep, _i315_r;
  _i314_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i315_r = _i314_keep;
  if ((s["phase"] === "remove")) {
    s["remove_left"] = 0;
    s["phase"] = "play";
  } else {
    start_draw(g, s, Math.max(0, (C_HAND_SIZE - _len(s["hands"][s["turn"]]))), "end");
  }
}
// end rule action.use

// rule action.transmitter: Transmitter
// spec: rulespecs/el_dorado.yaml:1872
// external: "Transmitter: action, cost 4, single-use; take any card from the market for free into the discard pile"
function takeable(g, s) {
  let out, slot, _i15_out, _i16_slot, _i17_any_empty, _i18__i14_i, _i19_i;
  if (g.o[15]) {
    _i15_out = [];
    for (_i16_slot of s["market"]) {
      if (((_i16_slot["card"] !== null) && (_i16_slot["left"] > 0))) {
        _i15_out.push(_i16_slot["card"]);
      }
    }
    _i17_any_empty = false;
    for (_i16_slot of s["market"]) {
      if ((_i16_slot["card"] === null)) {
        _i17_any_empty = true;
      }
    }
    if (_i17_any_empty) {
      for (let _i18__i14_i_ = 0, _end1 = _len(C_RESERVE); _i18__i14_i_ < _end1; _i18__i14_i_++) {
        _i18__i14_i = _i18__i14_i_;
        if ((s["reserve"][C_RESERVE[_i18__i14_i]] > 0)) {
          _i15_out.push(g.f_reserve_cards[_i18__i14_i]);
        }
      }
    }
    return _i15_out;
  }
  out = [];
  if (g.o[14]) {
    for (slot of s["market"]) {
      if (((slot["card"] !== null) && (slot["left"] > 0))) {
        out.push(slot["card"]);
      }
    }
    for (let _i19_i_ = 0, _end2 = _len(C_RESERVE); _i19_i_ < _end2; _i19_i_++) {
      _i19_i = _i19_i_;
      if ((s["reserve"][C_RESERVE[_i19_i]] > 0)) {
        out.push(g.f_reserve_cards[_i19_i]);
      }
    }
  }
  return out;
}
function can_take(g, s, c) {
  return true;
}
function do_take(g, s, c) {
  let _i316_keep, _i317_r, _i318_xs, _i319_i, _i320_v;
  _i316_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i317_r = _i316_keep;
  gain(g, s, c);
  _i318_xs = s["discards"][s["turn"]];
  _i318_xs.push(c);
  _i319_i = (_len(_i318_xs) - 1);
  _i320_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i319_i > 0) && ((_INDEX_CARDS.get(_i318_xs[(_i319_i - 1)]) ?? _index(C_CARDS, _i318_xs[(_i319_i - 1)])) > _i320_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i318_xs[_i319_i] = _i318_xs[(_i319_i - 1)];
    _i319_i -= 1;
  }
  _i318_xs[_i319_i] = c;
  s["phase"] = "play";
}
// end rule action.transmitter

// rule action.native: Native
// spec: rulespecs/el_dorado.yaml:1905
// cite ja: "マスに描かれたパワーを無視して移動できます"
// external: "Native: action, cost 5; move 1 space to an adjacent space ignoring its requirement (not mountains, not occupied)"
// external: "the Native moves a piece one space ignoring its requirement and can also tear down a blockade; it cannot enter an occupied space or a mountain"
function game_card_type(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_TYPE[i];
  }
  return out;
}
function game_card_power(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_POWER[i];
  }
  return out;
}
function game_card_cost(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_COST[i];
  }
  return out;
}
function game_card_single(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_SINGLE[i];
  }
  return out;
}
function game_card_effect(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_EFFECT[i];
  }
  return out;
}
function game_card_draws(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_DRAWS[i];
  }
  return out;
}
function game_card_removes(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_CARDS); i_ < _end1; i_++) {
    i = i_;
    out[C_CARDS[i]] = C_CARD_REMOVES[i];
  }
  return out;
}
// end rule action.native

// rule single-use.remove: Single-use cards
// spec: rulespecs/el_dorado.yaml:1966
// cite ja: "「×」マークがあるカードは、使用すると個人ボードの上には載せず、効果を適用後にゲームから除外します"
// cite ja: "除外アイコンのあるカードの効果を使用した場合は、忘れずに除外します"
function played(g, s, t, c) {
  let _i59_xs, _i60_i, _i61_v, _i62__i31_xs, _i63__i32_i, _i64__i33_v;
  if (g.f_card_single[c]) {
    _i59_xs = s["removed"];
    _i59_xs.push(c);
    _i60_i = (_len(_i59_xs) - 1);
    _i61_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound1 = 1048576;
    while (((_i60_i > 0) && ((_INDEX_CARDS.get(_i59_xs[(_i60_i - 1)]) ?? _index(C_CARDS, _i59_xs[(_i60_i - 1)])) > _i61_v))) {
      if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i59_xs[_i60_i] = _i59_xs[(_i60_i - 1)];
      _i60_i -= 1;
    }
    _i59_xs[_i60_i] = c;
    s["this_turn"]["keep"] = c;
    return;
  }
  _i62__i31_xs = s["play"][t];
  _i62__i31_xs.push(c);
  _i63__i32_i = (_len(_i62__i31_xs) - 1);
  _i64__i33_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound2 = 1048576;
  while (((_i63__i32_i > 0) && ((_INDEX_CARDS.get(_i62__i31_xs[(_i63__i32_i - 1)]) ?? _index(C_CARDS, _i62__i31_xs[(_i63__i32_i - 1)])) > _i64__i33_v))) {
    if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i62__i31_xs[_i63__i32_i] = _i62__i31_xs[(_i63__i32_i - 1)];
    _i63__i32_i -= 1;
  }
  _i62__i31_xs[_i63__i32_i] = c;
}
// end rule single-use.remove

// rule single-use.kept: Single-use cards not used for their effect
// spec: rulespecs/el_dorado.yaml:1987
// cite ja: "カードの効果を使用しないで捨て札にある場合は、除外しません"
// cite ja: "カードの購入の際に0.5コインとして使用した場合や、移動のための捨て札として使用した場合など"
function half_coin(g, s, t, c) {
  let _i256_xs, _i257_i, _i258_v;
  _i256_xs = s["play"][t];
  _i256_xs.push(c);
  _i257_i = (_len(_i256_xs) - 1);
  _i258_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i257_i > 0) && ((_INDEX_CARDS.get(_i256_xs[(_i257_i - 1)]) ?? _index(C_CARDS, _i256_xs[(_i257_i - 1)])) > _i258_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i256_xs[_i257_i] = _i256_xs[(_i257_i - 1)];
    _i257_i -= 1;
  }
  _i256_xs[_i257_i] = c;
}
// end rule single-use.kept

// rule discard.played: Discarding played cards
// spec: rulespecs/el_dorado.yaml:2003
// cite ja: "個人ボード上にある、移動や購入に使用したカードとアクションカードすべてを捨て札にします"
function discard_played(g, s, t) {
  let c, _i20_xs, _i21_i, _i22_v;
  for (c of s["play"][t]) {
    _i20_xs = s["discards"][t];
    _i20_xs.push(c);
    _i21_i = (_len(_i20_xs) - 1);
    _i22_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound1 = 1048576;
    while (((_i21_i > 0) && ((_INDEX_CARDS.get(_i20_xs[(_i21_i - 1)]) ?? _index(C_CARDS, _i20_xs[(_i21_i - 1)])) > _i22_v))) {
      if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i20_xs[_i21_i] = _i20_xs[(_i21_i - 1)];
      _i21_i -= 1;
    }
    _i20_xs[_i21_i] = c;
  }
  s["play"][t] = [];
}
// end rule discard.played

// rule discard.hand: Discarding or keeping hand cards
// spec: rulespecs/el_dorado.yaml:2020
// cite ja: "手札に残っているカードは、好きな枚数のカードを捨て札にすることができます"
// cite ja: "残りのカードは手札として残します"
function can_discard(g, s, c) {
  return (s["hands"][s["turn"]].includes(c));
}
function do_discard(g, s, c) {
  let _i321_keep, _i322_r, _i323_xs, _i324_i, _i325_v;
  _i321_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i322_r = _i321_keep;
  _removeScalar(s["hands"][s["turn"]], c);
  _i323_xs = s["discards"][s["turn"]];
  _i323_xs.push(c);
  _i324_i = (_len(_i323_xs) - 1);
  _i325_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i324_i > 0) && ((_INDEX_CARDS.get(_i323_xs[(_i324_i - 1)]) ?? _index(C_CARDS, _i323_xs[(_i324_i - 1)])) > _i325_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i323_xs[_i324_i] = _i323_xs[(_i324_i - 1)];
    _i324_i -= 1;
  }
  _i323_xs[_i324_i] = c;
}
// end rule discard.hand

// rule draw.up-to-hand: Drawing
// spec: rulespecs/el_dorado.yaml:2041
// cite ja: "山札から手札が4枚になるようにカードを引きます"
// cite ja: "カードを引き終わったら、次のプレイヤーのターンになります"
function draw_up(g, s) {
  start_draw(g, s, Math.max(0, (C_HAND_SIZE - _len(s["hands"][s["turn"]]))), "end");
}
// end rule draw.up-to-hand

// rule draw.reshuffle: Reshuffling
// spec: rulespecs/el_dorado.yaml:2057
// cite ja: "カードを引く際、山札にカードがなければ、自分の捨て札をシャッフルし、新しい山札とします"
// cite ja: "新しい山札を作るタイミングは、カードを引く時(カードの効果や手番終了時)に山札に引くカードがない場合です"
// cite ja: "山札が0枚になった時ではありません"
function reshuffle(g, s, t) {
  let c;
  for (c of s["discards"][t]) {
    s["decks"][t][c] = ((s["decks"][t][c] || 0) + 1);
  }
  s["discards"][t] = [];
}
// end rule draw.reshuffle

// rule draw.exhausted: Nothing left to draw
// spec: rulespecs/el_dorado.yaml:2077
// assumed: "The page does not say; cards can be left over nowhere else (discrepancy draw-and-discard-empty)."
function exhausted(g, s) {
  s["draws"] = 0;
}
// end rule draw.exhausted

// rule two-player.pieces: Two players
// spec: rulespecs/el_dorado.yaml:2093
// external: "two players: each has two pieces; both must reach El Dorado; each card moves one chosen piece"
function game_pieces(g) {
  if (((g.players === 2) && g.o[11])) {
    return 1;
  }
  if (((g.players === 2) && g.o[10])) {
    return C_PIECES_PER_PLAYER[2];
  }
  return C_PIECES_PER_PLAYER[g.players];
}
// end rule two-player.pieces

// rule caves.gain: Gaining cave tokens
// spec: rulespecs/el_dorado.yaml:2114
// cite ja: "プレイヤーコマが洞窟マスの隣に移動した場合、洞窟トークンを1つ獲得できます"
// cite ja: "一旦止まる必要があります"
// cite ja: "「洞窟の隣のマス」から「同じ洞窟の隣のマス」に移動した場合、洞窟探検はできません"
// external: "caves variant: a piece must come to a stop next to a cave to explore it (no exploring while passing); to explore the same cave again the piece must first stop on a space not next to it"
function cave_to_explore(g, s, k) {
  let place, c;
  place = s["pieces"][s["turn"]][k];
  if (((place === C_GOAL) || (_len(g.f_cave_neigh[place]) === 0) || (pool_size(g, s) === 0))) {
    return null;
  }
  for (c of g.f_cave_neigh[place]) {
    if (((cave_tokens(g, s, c) > 0) && (s["explored"][s["turn"]][k] !== c))) {
      return c;
    }
  }
  return null;
}
function pool_size(g, s) {
  let n, x;
  n = 0;
  for (x of Object.keys(s["token_pool"])) {
    n += s["token_pool"][x];
  }
  return n;
}
function cave_tokens(g, s, c) {
  let cv;
  for (cv of s["caves"]) {
    if ((cv["space"] === c)) {
      return cv["tokens"];
    }
  }
  return 0;
}
function can_explore(g, s, p) {
  let k, _i326_r;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  if (g.o[9]) {
    _i326_r = false;
  } else if (g.o[8]) {
    _i326_r = ((s["coins"] > 0) || (s["buys"] > 0));
  } else {
    _i326_r = false;
  }
  return ((!_i326_r) && (k < g.f_pieces) && (cave_to_explore(g, s, k) !== null));
}
function do_explore(g, s, p) {
  let k, c, a;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  c = cave_to_explore(g, s, k);
  a = s["active"];
  if (((a !== null) && (a["piece"] === p))) {
    s["active"] = null;
  }
  s["explored"][s["turn"]][k] = c;
  s["this_turn"]["cave"] = c;
  s["phase"] = "cave";
}
function cave_weight(g, s, x) {
  return (s["token_pool"][x] ?? 0);
}
function do_cave(g, s, x) {
  let c, cv, _i327_xs, _i328_i, _i329_v;
  c = s["this_turn"]["cave"];
  for (cv of s["caves"]) {
    if ((cv["space"] === c)) {
      cv["tokens"] -= C_TOKENS_PER_VISIT;
    }
  }
  s["token_pool"][x] -= 1;
  _i327_xs = s["tokens"][s["turn"]];
  _i327_xs.push(x);
  _i328_i = (_len(_i327_xs) - 1);
  _i329_v = (_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x));
  let _bound1 = 1048576;
  while (((_i328_i > 0) && ((_INDEX_TOKENS.get(_i327_xs[(_i328_i - 1)]) ?? _index(C_TOKENS, _i327_xs[(_i328_i - 1)])) > _i329_v))) {
    if (--_bound1 < 0) throw new Error("rule caves.gain: while loop bound exceeded");
    _i327_xs[_i328_i] = _i327_xs[(_i328_i - 1)];
    _i328_i -= 1;
  }
  _i327_xs[_i328_i] = x;
  s["this_turn"]["cave"] = null;
  s["phase"] = "play";
}
function add_token(g, xs, x) {
  let i, v;
  xs.push(x);
  i = (_len(xs) - 1);
  v = (_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x));
  let _bound1 = 1048576;
  while (((i > 0) && ((_INDEX_TOKENS.get(xs[(i - 1)]) ?? _index(C_TOKENS, xs[(i - 1)])) > v))) {
    if (--_bound1 < 0) throw new Error("rule caves.gain: while loop bound exceeded");
    xs[i] = xs[(i - 1)];
    i -= 1;
  }
  xs[i] = x;
}
function stop(g, s, t, k) {
  let c, place;
  c = s["explored"][t][k];
  place = s["pieces"][t][k];
  if (((c !== null) && ((place === C_GOAL) || (!g.f_cave_neigh[place].includes(c))))) {
    s["explored"][t][k] = null;
  }
}
// end rule caves.gain

// rule caves.use: Using tokens
// spec: rulespecs/el_dorado.yaml:2197
// cite ja: "獲得したトークンは、自分の前に表向きで置きます"
// cite ja: "獲得できる数に上限はありません"
// cite ja: "持っているトークンは、そのターンも含めて、いつでも使用することができます"
// cite ja: "使用したトークンは、ゲームから取り除きます"
function has_token(g, s, x) {
  let y;
  for (y of s["tokens"][s["turn"]]) {
    if ((y === x)) {
      return true;
    }
  }
  return false;
}
function use_token(g, s, x) {
  let keep, y, _i330_keep;
  _i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  keep = _i330_keep;
  for (y of C_TOKENS) {
    if ((y === x)) {
      _removeScalar(s["tokens"][s["turn"]], y);
    }
  }
  return keep;
}
// end rule caves.use

// rule caves.power: Power tokens
// spec: rulespecs/el_dorado.yaml:2225
// cite ja: "書かれたアイコンとパワーとして移動に使用できます"
// cite ja: "コインはカードの購入に使うこともできます"
// also carries: caves.native
function token_kinds(g, s, p) {
  let out, x;
  out = [];
  if ((_len(s["tokens"][s["turn"]]) === 0)) {
    return out;
  }
  for (x of C_TOKENS) {
    if (((s["tokens"][s["turn"]].includes(x)) && ((C_TOKEN_POWER[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))] !== "") || (x === "native")))) {
      out.push(x);
    }
  }
  return out;
}
function token_targets(g, s, p, x) {
  let _i331_out, _i332_place, _i333_nb, _i334_j, _i335__i39_to, _i336__i40_b, _i337__i41_r;
  _i331_out = [];
  _i332_place = s["pieces"][s["turn"]][(_INDEX_PIECES.get(p) ?? _index(C_PIECES, p))];
  _i333_nb = g.f_neigh[_i332_place];
  for (let _i334_j_ = 0, _end1 = _len(_i333_nb); _i334_j_ < _end1; _i334_j_++) {
    _i334_j = _i334_j_;
    _i335__i39_to = g.f_neigh[_i332_place][_i334_j];
    if ((g.f_pay[_i335__i39_to] === "")) {
      _i337__i41_r = false;
    } else if ((occupied(g, s, _i335__i39_to) && (!s["this_turn"]["pass_occupied"]))) {
      _i337__i41_r = false;
    } else {
      _i336__i40_b = g.f_seam[_i332_place][_i334_j];
      _i337__i41_r = ((_i336__i40_b < 0) || (s["blockades"][_i336__i40_b]["holder"] !== null));
    }
    if (_i337__i41_r) {
      _i331_out.push(_i333_nb[_i334_j]);
    }
  }
  return _i331_out;
}
function yes_token(g, s, p, x, to) {
  let i;
  if ((x === "native")) {
    return true;
  }
  i = (_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x));
  return ((C_TOKEN_POWER[i] === g.f_pay[to]) && (C_TOKEN_VALUE[i] >= g.f_need[to]));
}
function do_move_token(g, s, p, x, to) {
  let k, _i338_keep, _i339_r, _i340_pay, _i341_need, _i342__i223_k, _i343__i224__i56_t, _i344__i225__i57_c, _i345__i226__i58_place;
  _i338_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i339_r = _i338_keep;
  k = (_INDEX_PIECES.get(p) ?? _index(C_PIECES, p));
  _i340_pay = g.f_pay[to];
  _i341_need = g.f_need[to];
  s["active"] = null;
  for (let _i342__i223_k_ = 0, _end1 = g.f_pieces; _i342__i223_k_ < _end1; _i342__i223_k_++) {
    _i342__i223_k = _i342__i223_k_;
    _i343__i224__i56_t = s["turn"];
    _i344__i225__i57_c = s["explored"][_i343__i224__i56_t][_i342__i223_k];
    _i345__i226__i58_place = s["pieces"][_i343__i224__i56_t][_i342__i223_k];
    if (((_i344__i225__i57_c !== null) && ((_i345__i226__i58_place === C_GOAL) || (!g.f_cave_neigh[_i345__i226__i58_place].includes(_i344__i225__i57_c))))) {
      s["explored"][_i343__i224__i56_t][_i342__i223_k] = null;
    }
  }
  _removeScalar(s["tokens"][s["turn"]], x);
  if ((x !== "native")) {
    s["active"] = {"piece": C_PIECES[k], "kind": kind_of(g, _i340_pay), "power": (C_TOKEN_VALUE[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))] - _i341_need)};
  }
  arrive(g, s, k, to);
}
function spend_token(g, s, k, x, pay, need) {
  let _i223_k, _i224__i56_t, _i225__i57_c, _i226__i58_place;
  s["active"] = null;
  for (let _i223_k_ = 0, _end1 = g.f_pieces; _i223_k_ < _end1; _i223_k_++) {
    _i223_k = _i223_k_;
    _i224__i56_t = s["turn"];
    _i225__i57_c = s["explored"][_i224__i56_t][_i223_k];
    _i226__i58_place = s["pieces"][_i224__i56_t][_i223_k];
    if (((_i225__i57_c !== null) && ((_i226__i58_place === C_GOAL) || (!g.f_cave_neigh[_i226__i58_place].includes(_i225__i57_c))))) {
      s["explored"][_i224__i56_t][_i223_k] = null;
    }
  }
  _removeScalar(s["tokens"][s["turn"]], x);
  if ((x !== "native")) {
    s["active"] = {"piece": C_PIECES[k], "kind": kind_of(g, pay), "power": (C_TOKEN_VALUE[(_INDEX_TOKENS.get(x) ?? _index(C_TOKENS, x))] - need)};
  }
}
// end rule caves.power

// rule caves.draw: Draw token
// spec: rulespecs/el_dorado.yaml:2269
// cite ja: "山札からカードを1枚引くことができます"
// cite ja: "引いたカードはそのターンに使用できます"
function can_token_draw(g, s) {
  let _i346_y;
  for (_i346_y of s["tokens"][s["turn"]]) {
    if ((_i346_y === "draw")) {
      return true;
    }
  }
  return false;
}
function do_token_draw(g, s) {
  let _i347_keep, _i348_y, _i349__i330_keep, _i350_r;
  _i349__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i347_keep = _i349__i330_keep;
  for (_i348_y of C_TOKENS) {
    if ((_i348_y === "draw")) {
      _removeScalar(s["tokens"][s["turn"]], _i348_y);
    }
  }
  _i350_r = _i347_keep;
  start_draw(g, s, 1, "play");
}
// end rule caves.draw

// rule caves.remove: Remove token
// spec: rulespecs/el_dorado.yaml:2289
// cite ja: "手札の好きなカードをゲームから除外できます"
function can_token_remove(g, s, c) {
  let _i351_y;
  for (_i351_y of s["tokens"][s["turn"]]) {
    if ((_i351_y === "remove")) {
      return true;
    }
  }
  return false;
}
function do_token_remove(g, s, c) {
  let _i352_keep, _i353_y, _i354__i330_keep, _i355_r, _i356_xs, _i357_i, _i358_v;
  _i354__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i352_keep = _i354__i330_keep;
  for (_i353_y of C_TOKENS) {
    if ((_i353_y === "remove")) {
      _removeScalar(s["tokens"][s["turn"]], _i353_y);
    }
  }
  _i355_r = _i352_keep;
  _removeScalar(s["hands"][s["turn"]], c);
  _i356_xs = s["removed"];
  _i356_xs.push(c);
  _i357_i = (_len(_i356_xs) - 1);
  _i358_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i357_i > 0) && ((_INDEX_CARDS.get(_i356_xs[(_i357_i - 1)]) ?? _index(C_CARDS, _i356_xs[(_i357_i - 1)])) > _i358_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i356_xs[_i357_i] = _i356_xs[(_i357_i - 1)];
    _i357_i -= 1;
  }
  _i356_xs[_i357_i] = c;
}
// end rule caves.remove

// rule caves.replace: Replace token
// spec: rulespecs/el_dorado.yaml:2309
// cite ja: "手札から1〜4枚のカードを選んで探検ボードの上に置き、選んだ数と同数のカードを山札から引きます"
function replace_words(g, s) {
  let out, n, w, _i359_hand, _i360_words, _i361_cards, _i362_r;
  out = [];
  if ((!has_token(g, s, "replace"))) {
    return out;
  }
  for (let n_ = 1, _end1 = (Math.min(C_REPLACE_MAX, _len(s["hands"][s["turn"]])) + 1); n_ < _end1; n_++) {
    n = n_;
    _i359_hand = s["hands"][s["turn"]];
    _i360_words = [];
    _i361_cards = [];
    pick(g, _isort(_i359_hand.slice(), false), 0, n, "", [], _i360_words, _i361_cards);
    _i362_r = _i360_words;
    for (w of _i362_r) {
      out.push(w);
    }
  }
  return out;
}
function can_token_replace(g, s, m) {
  return true;
}
function do_token_replace(g, s, m) {
  let t, cards, n, c, _i363_keep, _i364_y, _i365__i330_keep, _i366_r, _i367_hand, _i368_words, _i369_cards, _i370_hand, _i371_words, _i372_cards, _i373_r, _i374_xs, _i375_i, _i376_v;
  _i365__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i363_keep = _i365__i330_keep;
  for (_i364_y of C_TOKENS) {
    if ((_i364_y === "replace")) {
      _removeScalar(s["tokens"][s["turn"]], _i364_y);
    }
  }
  _i366_r = _i363_keep;
  t = s["turn"];
  cards = [];
  for (let n_ = 1, _end1 = (Math.min(C_REPLACE_MAX, _len(s["hands"][t])) + 1); n_ < _end1; n_++) {
    n = n_;
    _i370_hand = s["hands"][t];
    _i371_words = [];
    _i372_cards = [];
    pick(g, _isort(_i370_hand.slice(), false), 0, n, "", [], _i371_words, _i372_cards);
    _i373_r = _i371_words;
    if ((_i373_r.includes(m))) {
      _i367_hand = s["hands"][t];
      _i368_words = [];
      _i369_cards = [];
      pick(g, _isort(_i367_hand.slice(), false), 0, n, "", [], _i368_words, _i369_cards);
      cards = _i369_cards[_index(_i368_words, m)];
    }
  }
  for (c of cards) {
    _removeScalar(s["hands"][t], c);
    _i374_xs = s["play"][t];
    _i374_xs.push(c);
    _i375_i = (_len(_i374_xs) - 1);
    _i376_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
    let _bound2 = 1048576;
    while (((_i375_i > 0) && ((_INDEX_CARDS.get(_i374_xs[(_i375_i - 1)]) ?? _index(C_CARDS, _i374_xs[(_i375_i - 1)])) > _i376_v))) {
      if (--_bound2 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
      _i374_xs[_i375_i] = _i374_xs[(_i375_i - 1)];
      _i375_i -= 1;
    }
    _i374_xs[_i375_i] = c;
  }
  start_draw(g, s, _len(cards), "play");
}
// end rule caves.replace

// rule caves.keep-single-use: Keep token
// spec: rulespecs/el_dorado.yaml:2345
// cite ja: "アイテムカードを使った直後に使用し、そのアイテムを除外せず、通常のカードと同様に捨て札に置かれるようにします"
function can_token_keep(g, s) {
  return (has_token(g, s, "keep-single-use") && (s["this_turn"]["keep"] !== null));
}
function do_token_keep(g, s) {
  let c, _i377_keep, _i378_y, _i379__i330_keep, _i380_r, _i381_xs, _i382_i, _i383_v;
  _i379__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i377_keep = _i379__i330_keep;
  for (_i378_y of C_TOKENS) {
    if ((_i378_y === "keep-single-use")) {
      _removeScalar(s["tokens"][s["turn"]], _i378_y);
    }
  }
  _i380_r = _i377_keep;
  c = _i380_r;
  _removeScalar(s["removed"], c);
  _i381_xs = s["play"][s["turn"]];
  _i381_xs.push(c);
  _i382_i = (_len(_i381_xs) - 1);
  _i383_v = (_INDEX_CARDS.get(c) ?? _index(C_CARDS, c));
  let _bound1 = 1048576;
  while (((_i382_i > 0) && ((_INDEX_CARDS.get(_i381_xs[(_i382_i - 1)]) ?? _index(C_CARDS, _i381_xs[(_i382_i - 1)])) > _i383_v))) {
    if (--_bound1 < 0) throw new Error("rule setup.draw: while loop bound exceeded");
    _i381_xs[_i382_i] = _i381_xs[(_i382_i - 1)];
    _i382_i -= 1;
  }
  _i381_xs[_i382_i] = c;
}
// end rule caves.keep-single-use

// rule caves.pass: Pass token
// spec: rulespecs/el_dorado.yaml:2365
// cite ja: "使用したターンのみ、他のコマがあるマスに移動/通過することができます"
function can_token_pass(g, s) {
  return (has_token(g, s, "pass-occupied") && (!s["this_turn"]["pass_occupied"]));
}
function do_token_pass(g, s) {
  let _i384_keep, _i385_y, _i386__i330_keep, _i387_r;
  _i386__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i384_keep = _i386__i330_keep;
  for (_i385_y of C_TOKENS) {
    if ((_i385_y === "pass-occupied")) {
      _removeScalar(s["tokens"][s["turn"]], _i385_y);
    }
  }
  _i387_r = _i384_keep;
  s["this_turn"]["pass_occupied"] = true;
}
// end rule caves.pass

// rule caves.native: Native token
// spec: rulespecs/el_dorado.yaml:2384
// cite ja: "カード「現地人」と同じ効果です"
// carried by rule caves.power
// end rule caves.native

// rule caves.change: Change token
// spec: rulespecs/el_dorado.yaml:2397
// cite ja: "次に使用するカードの種類を変更できます"
// cite ja: "パワー数は変わりません"
function can_token_change(g, s, x) {
  return (has_token(g, s, "change") && (s["this_turn"]["change"] === null));
}
function do_token_change(g, s, x) {
  let _i388_keep, _i389_y, _i390__i330_keep, _i391_r;
  _i390__i330_keep = s["this_turn"]["keep"];
  s["this_turn"]["keep"] = null;
  _i388_keep = _i390__i330_keep;
  for (_i389_y of C_TOKENS) {
    if ((_i389_y === "change")) {
      _removeScalar(s["tokens"][s["turn"]], _i389_y);
    }
  }
  _i391_r = _i388_keep;
  s["this_turn"]["change"] = x;
}
// end rule caves.change

// rule score.winner: Winner
// spec: rulespecs/el_dorado.yaml:2419
// cite ja: "エルドラドに到達したプレイヤーが、"
// cite ja: "1人だけだった場合、そのプレイヤーの勝利です"
function winners(g, s) {
  let out, t, _i404_best, _i405_t, _i406_out, _i407__i392_n, _i408__i393_b, _i409__i394_r, _i410__i395_v, _i411__i396_b, _i412__i397_r, _i413__i398_n, _i414__i399_b, _i415__i400_r, _i416__i401_v, _i417__i402_b, _i418__i403_r;
  out = [];
  if ((s["phase"] !== "over")) {
    return out;
  }
  for (let t_ = 0, _end1 = g.players; t_ < _end1; t_++) {
    t = t_;
    if (s["finished"][t]) {
      out.push(t);
    }
  }
  if ((_len(out) <= 1)) {
    return out;
  }
  _i404_best = (-1);
  for (_i405_t of out) {
    _i407__i392_n = 0;
    for (_i408__i393_b of s["blockades"]) {
      if ((_i408__i393_b["holder"] === _i405_t)) {
        _i407__i392_n += 1;
      }
    }
    _i409__i394_r = _i407__i392_n;
    _i410__i395_v = 0;
    for (let _i411__i396_b_ = 0, _end2 = _len(s["blockades"]); _i411__i396_b_ < _end2; _i411__i396_b_++) {
      _i411__i396_b = _i411__i396_b_;
      if ((s["blockades"][_i411__i396_b]["holder"] === _i405_t)) {
        _i410__i395_v = Math.max(_i410__i395_v, g.f_blk_need[_i411__i396_b]);
      }
    }
    _i412__i397_r = _i410__i395_v;
    _i404_best = Math.max(_i404_best, ((10 * _i409__i394_r) + _i412__i397_r));
  }
  _i406_out = [];
  for (_i405_t of out) {
    _i413__i398_n = 0;
    for (_i414__i399_b of s["blockades"]) {
      if ((_i414__i399_b["holder"] === _i405_t)) {
        _i413__i398_n += 1;
      }
    }
    _i415__i400_r = _i413__i398_n;
    _i416__i401_v = 0;
    for (let _i417__i402_b_ = 0, _end3 = _len(s["blockades"]); _i417__i402_b_ < _end3; _i417__i402_b_++) {
      _i417__i402_b = _i417__i402_b_;
      if ((s["blockades"][_i417__i402_b]["holder"] === _i405_t)) {
        _i416__i401_v = Math.max(_i416__i401_v, g.f_blk_need[_i417__i402_b]);
      }
    }
    _i418__i403_r = _i416__i401_v;
    if ((((10 * _i415__i400_r) + _i418__i403_r) === _i404_best)) {
      _i406_out.push(_i405_t);
    }
  }
  return _i406_out;
}
function winners_json(g, s) {
  let _i419_out, _i420_t, _i421__i404_best, _i422__i405_t, _i423__i406_out, _i424__i407__i392_n, _i425__i408__i393_b, _i426__i409__i394_r, _i427__i410__i395_v, _i428__i411__i396_b, _i429__i412__i397_r, _i430__i413__i398_n, _i431__i414__i399_b, _i432__i415__i400_r, _i433__i416__i401_v, _i434__i417__i402_b, _i435__i418__i403_r;
  if ((s["phase"] !== "over")) {
    return null;
  }
  _i419_out = [];
  if ((s["phase"] !== "over")) {
    return _i419_out;
  }
  for (let _i420_t_ = 0, _end1 = g.players; _i420_t_ < _end1; _i420_t_++) {
    _i420_t = _i420_t_;
    if (s["finished"][_i420_t]) {
      _i419_out.push(_i420_t);
    }
  }
  if ((_len(_i419_out) <= 1)) {
    return _i419_out;
  }
  _i421__i404_best = (-1);
  for (_i422__i405_t of _i419_out) {
    _i424__i407__i392_n = 0;
    for (_i425__i408__i393_b of s["blockades"]) {
      if ((_i425__i408__i393_b["holder"] === _i422__i405_t)) {
        _i424__i407__i392_n += 1;
      }
    }
    _i426__i409__i394_r = _i424__i407__i392_n;
    _i427__i410__i395_v = 0;
    for (let _i428__i411__i396_b_ = 0, _end2 = _len(s["blockades"]); _i428__i411__i396_b_ < _end2; _i428__i411__i396_b_++) {
      _i428__i411__i396_b = _i428__i411__i396_b_;
      if ((s["blockades"][_i428__i411__i396_b]["holder"] === _i422__i405_t)) {
        _i427__i410__i395_v = Math.max(_i427__i410__i395_v, g.f_blk_need[_i428__i411__i396_b]);
      }
    }
    _i429__i412__i397_r = _i427__i410__i395_v;
    _i421__i404_best = Math.max(_i421__i404_best, ((10 * _i426__i409__i394_r) + _i429__i412__i397_r));
  }
  _i423__i406_out = [];
  for (_i422__i405_t of _i419_out) {
    _i430__i413__i398_n = 0;
    for (_i431__i414__i399_b of s["blockades"]) {
      if ((_i431__i414__i399_b["holder"] === _i422__i405_t)) {
        _i430__i413__i398_n += 1;
      }
    }
    _i432__i415__i400_r = _i430__i413__i398_n;
    _i433__i416__i401_v = 0;
    for (let _i434__i417__i402_b_ = 0, _end3 = _len(s["blockades"]); _i434__i417__i402_b_ < _end3; _i434__i417__i402_b_++) {
      _i434__i417__i402_b = _i434__i417__i402_b_;
      if ((s["blockades"][_i434__i417__i402_b]["holder"] === _i422__i405_t)) {
        _i433__i416__i401_v = Math.max(_i433__i416__i401_v, g.f_blk_need[_i434__i417__i402_b]);
      }
    }
    _i435__i418__i403_r = _i433__i416__i401_v;
    if ((((10 * _i432__i415__i400_r) + _i435__i418__i403_r) === _i421__i404_best)) {
      _i423__i406_out.push(_i422__i405_t);
    }
  }
  return _i423__i406_out;
}
function scores(g, s) {
  let out, t, v, _i436_n, _i437_b, _i438_r, _i439_v, _i440_b, _i441_r;
  out = [];
  for (let t_ = 0, _end1 = g.players; t_ < _end1; t_++) {
    t = t_;
    _i436_n = 0;
    for (_i437_b of s["blockades"]) {
      if ((_i437_b["holder"] === t)) {
        _i436_n += 1;
      }
    }
    _i438_r = _i436_n;
    _i439_v = 0;
    for (let _i440_b_ = 0, _end2 = _len(s["blockades"]); _i440_b_ < _end2; _i440_b_++) {
      _i440_b = _i440_b_;
      if ((s["blockades"][_i440_b]["holder"] === t)) {
        _i439_v = Math.max(_i439_v, g.f_blk_need[_i440_b]);
      }
    }
    _i441_r = _i439_v;
    v = ((10 * _i438_r) + _i441_r);
    if (s["finished"][t]) {
      v += 100;
    }
    out.push(v);
  }
  return out;
}
function returns(g, s) {
  let out, won, t, _i442_out, _i443_t, _i444__i404_best, _i445__i405_t, _i446__i406_out, _i447__i407__i392_n, _i448__i408__i393_b, _i449__i409__i394_r, _i450__i410__i395_v, _i451__i411__i396_b, _i452__i412__i397_r, _i453__i413__i398_n, _i454__i414__i399_b, _i455__i415__i400_r, _i456__i416__i401_v, _i457__i417__i402_b, _i458__i418__i403_r;
  out = [];
  won = winners(g, s);
  for (let t_ = 0, _end1 = g.players; t_ < _end1; t_++) {
    t = t_;
    if (((s["phase"] !== "over") || (_len(won) === 0))) {
      out.push(0);
    } else if ((won.includes(t))) {
      out.push(1);
    } else {
      out.push((-1));
    }
  }
  return out;
}
function held(g, s, t) {
  let n, b;
  n = 0;
  for (b of s["blockades"]) {
    if ((b["holder"] === t)) {
      n += 1;
    }
  }
  return n;
}
// end rule score.winner

// rule score.tiebreak-count: Tie: most blockades
// spec: rulespecs/el_dorado.yaml:2477
// cite ja: "複数人いる場合、ゴールしたプレイヤーの中でバリケードを最も多く所持しているプレイヤーの勝利です"
function best_arrivals(g, s, arrived) {
  let best, t, out, _i392_n, _i393_b, _i394_r, _i395_v, _i396_b, _i397_r, _i398_n, _i399_b, _i400_r, _i401_v, _i402_b, _i403_r;
  best = (-1);
  for (t of arrived) {
    _i392_n = 0;
    for (_i393_b of s["blockades"]) {
      if ((_i393_b["holder"] === t)) {
        _i392_n += 1;
      }
    }
    _i394_r = _i392_n;
    _i395_v = 0;
    for (let _i396_b_ = 0, _end1 = _len(s["blockades"]); _i396_b_ < _end1; _i396_b_++) {
      _i396_b = _i396_b_;
      if ((s["blockades"][_i396_b]["holder"] === t)) {
        _i395_v = Math.max(_i395_v, g.f_blk_need[_i396_b]);
      }
    }
    _i397_r = _i395_v;
    best = Math.max(best, ((10 * _i394_r) + _i397_r));
  }
  out = [];
  for (t of arrived) {
    _i398_n = 0;
    for (_i399_b of s["blockades"]) {
      if ((_i399_b["holder"] === t)) {
        _i398_n += 1;
      }
    }
    _i400_r = _i398_n;
    _i401_v = 0;
    for (let _i402_b_ = 0, _end2 = _len(s["blockades"]); _i402_b_ < _end2; _i402_b_++) {
      _i402_b = _i402_b_;
      if ((s["blockades"][_i402_b]["holder"] === t)) {
        _i401_v = Math.max(_i401_v, g.f_blk_need[_i402_b]);
      }
    }
    _i403_r = _i401_v;
    if ((((10 * _i400_r) + _i403_r) === best)) {
      out.push(t);
    }
  }
  return out;
}
// end rule score.tiebreak-count

// rule score.tiebreak-value: Tie: highest blockade
// spec: rulespecs/el_dorado.yaml:2500
// cite ja: "バリケードの数も同じ場合、バリケードの記載されれた数字が最も大きいプレイヤーの勝利です"
// assumed: "Still tied, they share the victory: neither the page nor the facts say what happens then."
function tiebreak(g, s, t) {
  let v, b;
  v = 0;
  for (let b_ = 0, _end1 = _len(s["blockades"]); b_ < _end1; b_++) {
    b = b_;
    if ((s["blockades"][b]["holder"] === t)) {
      v = Math.max(v, g.f_blk_need[b]);
    }
  }
  return v;
}
// end rule score.tiebreak-value

// rule end.goal: End of the game
// spec: rulespecs/el_dorado.yaml:2527
// cite ja: "いずれかのプレイヤーがゴールマスに止まると、そのラウンドでゲームは終了します"
// cite ja: "探検家となり黄金の都市”エルドラド”を目指します"
// external: "the finish line is the row of 3 finishing spaces on the El Dorado end piece; a piece that reaches one of them triggers the final round and is then placed on El Dorado itself, so the finishing space is free again (El Dorado is not a space to be entered with power)"
// external: "if the last player of a round is the first to reach a finishing space, the game ends at once"
function arrive(g, s, k, to) {
  let t, a, x;
  t = s["turn"];
  s["pieces"][t][k] = to;
  if ((!g.f_finish.includes(to))) {
    return;
  }
  s["pieces"][t][k] = C_GOAL;
  s["explored"][t][k] = null;
  a = s["active"];
  if (((a !== null) && (a["piece"] === C_PIECES[k]))) {
    s["active"] = null;
  }
  for (x of s["pieces"][t]) {
    if ((x !== C_GOAL)) {
      return;
    }
  }
  s["finished"][t] = true;
  s["ending"] = true;
  if ((t === (g.players - 1))) {
    s["phase"] = "over";
  }
}
// end rule end.goal

// rule end.round-limit: Round limit (engine)
// spec: rulespecs/el_dorado.yaml:2567
// assumed: "The page never ends a game in which nobody arrives; the engine needs every game to end (discrepancy no-end-without-goal)."
function game_over(g, s) {
  if (s["ending"]) {
    return true;
  }
  if (g.o[16]) {
    s["stopped"] = (s["round"] >= C_ROUND_LIMIT);
  } else if (g.o[17]) {
    s["stopped"] = false;
  }
  return s["stopped"];
}
function stopped_by_limit(g, s) {
  return s["stopped"];
}
// end rule end.round-limit

const _SEAT = {"play": seat, "remove": seat, "take": seat, "discard": seat};
const _WHO = {"draw": CHANCE, "play": seat, "remove": seat, "take": seat, "cave": CHANCE, "discard": seat, "over": TERMINAL};
const _CHANCE_PHASES = ["draw", "cave"];
const _TERMINAL_PHASES = ["over"];
// per phase: its candidates (legal strings with weights)
const _STR0 = {"adventurer": "draw adventurer", "captain": "draw captain", "cartographer": "draw cartographer", "compass": "draw compass", "explorer": "draw explorer", "giant-machete": "draw giant-machete", "jack-of-all-trades": "draw jack-of-all-trades", "journalist": "draw journalist", "millionaire": "draw millionaire", "native": "draw native", "photographer": "draw photographer", "pioneer": "draw pioneer", "prop-plane": "draw prop-plane", "sailor": "draw sailor", "scientist": "draw scientist", "scout": "draw scout", "trailblazer": "draw trailblazer", "transmitter": "draw transmitter", "travel-log": "draw travel-log", "traveler": "draw traveler", "treasure-chest": "draw treasure-chest"};
const _STR1 = {"change": "cave change", "coin-1": "cave coin-1", "coin-2": "cave coin-2", "draw": "cave draw", "keep-single-use": "cave keep-single-use", "machete-1": "cave machete-1", "machete-2": "cave machete-2", "machete-3": "cave machete-3", "native": "cave native", "paddle-1": "cave paddle-1", "paddle-2": "cave paddle-2", "pass-occupied": "cave pass-occupied", "remove": "cave remove", "replace": "cave replace"};
const _STR7 = {"a": {"adventurer": {"1": "break a adventurer 1", "2": "break a adventurer 2", "3": "break a adventurer 3", "4": "break a adventurer 4", "5": "break a adventurer 5", "6": "break a adventurer 6"}, "captain": {"1": "break a captain 1", "2": "break a captain 2", "3": "break a captain 3", "4": "break a captain 4", "5": "break a captain 5", "6": "break a captain 6"}, "cartographer": {"1": "break a cartographer 1", "2": "break a cartographer 2", "3": "break a cartographer 3", "4": "break a cartographer 4", "5": "break a cartographer 5", "6": "break a cartographer 6"}, "compass": {"1": "break a compass 1", "2": "break a compass 2", "3": "break a compass 3", "4": "break a compass 4", "5": "break a compass 5", "6": "break a compass 6"}, "explorer": {"1": "break a explorer 1", "2": "break a explorer 2", "3": "break a explorer 3", "4": "break a explorer 4", "5": "break a explorer 5", "6": "break a explorer 6"}, "giant-machete": {"1": "break a giant-machete 1", "2": "break a giant-machete 2", "3": "break a giant-machete 3", "4": "break a giant-machete 4", "5": "break a giant-machete 5", "6": "break a giant-machete 6"}, "jack-of-all-trades": {"1": "break a jack-of-all-trades 1", "2": "break a jack-of-all-trades 2", "3": "break a jack-of-all-trades 3", "4": "break a jack-of-all-trades 4", "5": "break a jack-of-all-trades 5", "6": "break a jack-of-all-trades 6"}, "journalist": {"1": "break a journalist 1", "2": "break a journalist 2", "3": "break a journalist 3", "4": "break a journalist 4", "5": "break a journalist 5", "6": "break a journalist 6"}, "millionaire": {"1": "break a millionaire 1", "2": "break a millionaire 2", "3": "break a millionaire 3", "4": "break a millionaire 4", "5": "break a millionaire 5", "6": "break a millionaire 6"}, "native": {"1": "break a native 1", "2": "break a native 2", "3": "break a native 3", "4": "break a native 4", "5": "break a native 5", "6": "break a native 6"}, "photographer": {"1": "break a photographer 1", "2": "break a photographer 2", "3": "break a photographer 3", "4": "break a photographer 4", "5": "break a photographer 5", "6": "break a photographer 6"}, "pioneer": {"1": "break a pioneer 1", "2": "break a pioneer 2", "3": "break a pioneer 3", "4": "break a pioneer 4", "5": "break a pioneer 5", "6": "break a pioneer 6"}, "prop-plane": {"1": "break a prop-plane 1", "2": "break a prop-plane 2", "3": "break a prop-plane 3", "4": "break a prop-plane 4", "5": "break a prop-plane 5", "6": "break a prop-plane 6"}, "sailor": {"1": "break a sailor 1", "2": "break a sailor 2", "3": "break a sailor 3", "4": "break a sailor 4", "5": "break a sailor 5", "6": "break a sailor 6"}, "scientist": {"1": "break a scientist 1", "2": "break a scientist 2", "3": "break a scientist 3", "4": "break a scientist 4", "5": "break a scientist 5", "6": "break a scientist 6"}, "scout": {"1": "break a scout 1", "2": "break a scout 2", "3": "break a scout 3", "4": "break a scout 4", "5": "break a scout 5", "6": "break a scout 6"}, "trailblazer": {"1": "break a trailblazer 1", "2": "break a trailblazer 2", "3": "break a trailblazer 3", "4": "break a trailblazer 4", "5": "break a trailblazer 5", "6": "break a trailblazer 6"}, "transmitter": {"1": "break a transmitter 1", "2": "break a transmitter 2", "3": "break a transmitter 3", "4": "break a transmitter 4", "5": "break a transmitter 5", "6": "break a transmitter 6"}, "travel-log": {"1": "break a travel-log 1", "2": "break a travel-log 2", "3": "break a travel-log 3", "4": "break a travel-log 4", "5": "break a travel-log 5", "6": "break a travel-log 6"}, "traveler": {"1": "break a traveler 1", "2": "break a traveler 2", "3": "break a traveler 3", "4": "break a traveler 4", "5": "break a traveler 5", "6": "break a traveler 6"}, "treasure-chest": {"1": "break a treasure-chest 1", "2": "break a treasure-chest 2", "3": "break a treasure-chest 3", "4": "break a treasure-chest 4", "5": "break a treasure-chest 5", "6": "break a treasure-chest 6"}}, "b": {"adventurer": {"1": "break b adventurer 1", "2": "break b adventurer 2", "3": "break b adventurer 3", "4": "break b adventurer 4", "5": "break b adventurer 5", "6": "break b adventurer 6"}, "captain": {"1": "break b captain 1", "2": "break b captain 2", "3": "break b captain 3", "4": "break b captain 4", "5": "break b captain 5", "6": "break b captain 6"}, "cartographer": {"1": "break b cartographer 1", "2": "break b cartographer 2", "3": "break b cartographer 3", "4": "break b cartographer 4", "5": "break b cartographer 5", "6": "break b cartographer 6"}, "compass": {"1": "break b compass 1", "2": "break b compass 2", "3": "break b compass 3", "4": "break b compass 4", "5": "break b compass 5", "6": "break b compass 6"}, "explorer": {"1": "break b explorer 1", "2": "break b explorer 2", "3": "break b explorer 3", "4": "break b explorer 4", "5": "break b explorer 5", "6": "break b explorer 6"}, "giant-machete": {"1": "break b giant-machete 1", "2": "break b giant-machete 2", "3": "break b giant-machete 3", "4": "break b giant-machete 4", "5": "break b giant-machete 5", "6": "break b giant-machete 6"}, "jack-of-all-trades": {"1": "break b jack-of-all-trades 1", "2": "break b jack-of-all-trades 2", "3": "break b jack-of-all-trades 3", "4": "break b jack-of-all-trades 4", "5": "break b jack-of-all-trades 5", "6": "break b jack-of-all-trades 6"}, "journalist": {"1": "break b journalist 1", "2": "break b journalist 2", "3": "break b journalist 3", "4": "break b journalist 4", "5": "break b journalist 5", "6": "break b journalist 6"}, "millionaire": {"1": "break b millionaire 1", "2": "break b millionaire 2", "3": "break b millionaire 3", "4": "break b millionaire 4", "5": "break b millionaire 5", "6": "break b millionaire 6"}, "native": {"1": "break b native 1", "2": "break b native 2", "3": "break b native 3", "4": "break b native 4", "5": "break b native 5", "6": "break b native 6"}, "photographer": {"1": "break b photographer 1", "2": "break b photographer 2", "3": "break b photographer 3", "4": "break b photographer 4", "5": "break b photographer 5", "6": "break b photographer 6"}, "pioneer": {"1": "break b pioneer 1", "2": "break b pioneer 2", "3": "break b pioneer 3", "4": "break b pioneer 4", "5": "break b pioneer 5", "6": "break b pioneer 6"}, "prop-plane": {"1": "break b prop-plane 1", "2": "break b prop-plane 2", "3": "break b prop-plane 3", "4": "break b prop-plane 4", "5": "break b prop-plane 5", "6": "break b prop-plane 6"}, "sailor": {"1": "break b sailor 1", "2": "break b sailor 2", "3": "break b sailor 3", "4": "break b sailor 4", "5": "break b sailor 5", "6": "break b sailor 6"}, "scientist": {"1": "break b scientist 1", "2": "break b scientist 2", "3": "break b scientist 3", "4": "break b scientist 4", "5": "break b scientist 5", "6": "break b scientist 6"}, "scout": {"1": "break b scout 1", "2": "break b scout 2", "3": "break b scout 3", "4": "break b scout 4", "5": "break b scout 5", "6": "break b scout 6"}, "trailblazer": {"1": "break b trailblazer 1", "2": "break b trailblazer 2", "3": "break b trailblazer 3", "4": "break b trailblazer 4", "5": "break b trailblazer 5", "6": "break b trailblazer 6"}, "transmitter": {"1": "break b transmitter 1", "2": "break b transmitter 2", "3": "break b transmitter 3", "4": "break b transmitter 4", "5": "break b transmitter 5", "6": "break b transmitter 6"}, "travel-log": {"1": "break b travel-log 1", "2": "break b travel-log 2", "3": "break b travel-log 3", "4": "break b travel-log 4", "5": "break b travel-log 5", "6": "break b travel-log 6"}, "traveler": {"1": "break b traveler 1", "2": "break b traveler 2", "3": "break b traveler 3", "4": "break b traveler 4", "5": "break b traveler 5", "6": "break b traveler 6"}, "treasure-chest": {"1": "break b treasure-chest 1", "2": "break b treasure-chest 2", "3": "break b treasure-chest 3", "4": "break b treasure-chest 4", "5": "break b treasure-chest 5", "6": "break b treasure-chest 6"}}};
const _STR8 = {"a": {"1": "break a leftover 1", "2": "break a leftover 2", "3": "break a leftover 3", "4": "break a leftover 4", "5": "break a leftover 5", "6": "break a leftover 6"}, "b": {"1": "break b leftover 1", "2": "break b leftover 2", "3": "break b leftover 3", "4": "break b leftover 4", "5": "break b leftover 5", "6": "break b leftover 6"}};
const _STR9 = {"a": {"change": {"1": "break a token:change 1", "2": "break a token:change 2", "3": "break a token:change 3", "4": "break a token:change 4", "5": "break a token:change 5", "6": "break a token:change 6"}, "coin-1": {"1": "break a token:coin-1 1", "2": "break a token:coin-1 2", "3": "break a token:coin-1 3", "4": "break a token:coin-1 4", "5": "break a token:coin-1 5", "6": "break a token:coin-1 6"}, "coin-2": {"1": "break a token:coin-2 1", "2": "break a token:coin-2 2", "3": "break a token:coin-2 3", "4": "break a token:coin-2 4", "5": "break a token:coin-2 5", "6": "break a token:coin-2 6"}, "draw": {"1": "break a token:draw 1", "2": "break a token:draw 2", "3": "break a token:draw 3", "4": "break a token:draw 4", "5": "break a token:draw 5", "6": "break a token:draw 6"}, "keep-single-use": {"1": "break a token:keep-single-use 1", "2": "break a token:keep-single-use 2", "3": "break a token:keep-single-use 3", "4": "break a token:keep-single-use 4", "5": "break a token:keep-single-use 5", "6": "break a token:keep-single-use 6"}, "machete-1": {"1": "break a token:machete-1 1", "2": "break a token:machete-1 2", "3": "break a token:machete-1 3", "4": "break a token:machete-1 4", "5": "break a token:machete-1 5", "6": "break a token:machete-1 6"}, "machete-2": {"1": "break a token:machete-2 1", "2": "break a token:machete-2 2", "3": "break a token:machete-2 3", "4": "break a token:machete-2 4", "5": "break a token:machete-2 5", "6": "break a token:machete-2 6"}, "machete-3": {"1": "break a token:machete-3 1", "2": "break a token:machete-3 2", "3": "break a token:machete-3 3", "4": "break a token:machete-3 4", "5": "break a token:machete-3 5", "6": "break a token:machete-3 6"}, "native": {"1": "break a token:native 1", "2": "break a token:native 2", "3": "break a token:native 3", "4": "break a token:native 4", "5": "break a token:native 5", "6": "break a token:native 6"}, "paddle-1": {"1": "break a token:paddle-1 1", "2": "break a token:paddle-1 2", "3": "break a token:paddle-1 3", "4": "break a token:paddle-1 4", "5": "break a token:paddle-1 5", "6": "break a token:paddle-1 6"}, "paddle-2": {"1": "break a token:paddle-2 1", "2": "break a token:paddle-2 2", "3": "break a token:paddle-2 3", "4": "break a token:paddle-2 4", "5": "break a token:paddle-2 5", "6": "break a token:paddle-2 6"}, "pass-occupied": {"1": "break a token:pass-occupied 1", "2": "break a token:pass-occupied 2", "3": "break a token:pass-occupied 3", "4": "break a token:pass-occupied 4", "5": "break a token:pass-occupied 5", "6": "break a token:pass-occupied 6"}, "remove": {"1": "break a token:remove 1", "2": "break a token:remove 2", "3": "break a token:remove 3", "4": "break a token:remove 4", "5": "break a token:remove 5", "6": "break a token:remove 6"}, "replace": {"1": "break a token:replace 1", "2": "break a token:replace 2", "3": "break a token:replace 3", "4": "break a token:replace 4", "5": "break a token:replace 5", "6": "break a token:replace 6"}}, "b": {"change": {"1": "break b token:change 1", "2": "break b token:change 2", "3": "break b token:change 3", "4": "break b token:change 4", "5": "break b token:change 5", "6": "break b token:change 6"}, "coin-1": {"1": "break b token:coin-1 1", "2": "break b token:coin-1 2", "3": "break b token:coin-1 3", "4": "break b token:coin-1 4", "5": "break b token:coin-1 5", "6": "break b token:coin-1 6"}, "coin-2": {"1": "break b token:coin-2 1", "2": "break b token:coin-2 2", "3": "break b token:coin-2 3", "4": "break b token:coin-2 4", "5": "break b token:coin-2 5", "6": "break b token:coin-2 6"}, "draw": {"1": "break b token:draw 1", "2": "break b token:draw 2", "3": "break b token:draw 3", "4": "break b token:draw 4", "5": "break b token:draw 5", "6": "break b token:draw 6"}, "keep-single-use": {"1": "break b token:keep-single-use 1", "2": "break b token:keep-single-use 2", "3": "break b token:keep-single-use 3", "4": "break b token:keep-single-use 4", "5": "break b token:keep-single-use 5", "6": "break b token:keep-single-use 6"}, "machete-1": {"1": "break b token:machete-1 1", "2": "break b token:machete-1 2", "3": "break b token:machete-1 3", "4": "break b token:machete-1 4", "5": "break b token:machete-1 5", "6": "break b token:machete-1 6"}, "machete-2": {"1": "break b token:machete-2 1", "2": "break b token:machete-2 2", "3": "break b token:machete-2 3", "4": "break b token:machete-2 4", "5": "break b token:machete-2 5", "6": "break b token:machete-2 6"}, "machete-3": {"1": "break b token:machete-3 1", "2": "break b token:machete-3 2", "3": "break b token:machete-3 3", "4": "break b token:machete-3 4", "5": "break b token:machete-3 5", "6": "break b token:machete-3 6"}, "native": {"1": "break b token:native 1", "2": "break b token:native 2", "3": "break b token:native 3", "4": "break b token:native 4", "5": "break b token:native 5", "6": "break b token:native 6"}, "paddle-1": {"1": "break b token:paddle-1 1", "2": "break b token:paddle-1 2", "3": "break b token:paddle-1 3", "4": "break b token:paddle-1 4", "5": "break b token:paddle-1 5", "6": "break b token:paddle-1 6"}, "paddle-2": {"1": "break b token:paddle-2 1", "2": "break b token:paddle-2 2", "3": "break b token:paddle-2 3", "4": "break b token:paddle-2 4", "5": "break b token:paddle-2 5", "6": "break b token:paddle-2 6"}, "pass-occupied": {"1": "break b token:pass-occupied 1", "2": "break b token:pass-occupied 2", "3": "break b token:pass-occupied 3", "4": "break b token:pass-occupied 4", "5": "break b token:pass-occupied 5", "6": "break b token:pass-occupied 6"}, "remove": {"1": "break b token:remove 1", "2": "break b token:remove 2", "3": "break b token:remove 3", "4": "break b token:remove 4", "5": "break b token:remove 5", "6": "break b token:remove 6"}, "replace": {"1": "break b token:replace 1", "2": "break b token:replace 2", "3": "break b token:replace 3", "4": "break b token:replace 4", "5": "break b token:replace 5", "6": "break b token:replace 6"}}};
const _STR11 = {"a": "explore a", "b": "explore b"};
const _STR12 = {"adventurer": "pay adventurer", "captain": "pay captain", "cartographer": "pay cartographer", "compass": "pay compass", "explorer": "pay explorer", "giant-machete": "pay giant-machete", "jack-of-all-trades": "pay jack-of-all-trades", "journalist": "pay journalist", "millionaire": "pay millionaire", "native": "pay native", "photographer": "pay photographer", "pioneer": "pay pioneer", "prop-plane": "pay prop-plane", "sailor": "pay sailor", "scientist": "pay scientist", "scout": "pay scout", "trailblazer": "pay trailblazer", "transmitter": "pay transmitter", "travel-log": "pay travel-log", "traveler": "pay traveler", "treasure-chest": "pay treasure-chest"};
const _STR13 = {"change": "pay token:change", "coin-1": "pay token:coin-1", "coin-2": "pay token:coin-2", "draw": "pay token:draw", "keep-single-use": "pay token:keep-single-use", "machete-1": "pay token:machete-1", "machete-2": "pay token:machete-2", "machete-3": "pay token:machete-3", "native": "pay token:native", "paddle-1": "pay token:paddle-1", "paddle-2": "pay token:paddle-2", "pass-occupied": "pay token:pass-occupied", "remove": "pay token:remove", "replace": "pay token:replace"};
const _STR14 = {"adventurer": "buy adventurer", "captain": "buy captain", "cartographer": "buy cartographer", "compass": "buy compass", "explorer": "buy explorer", "giant-machete": "buy giant-machete", "jack-of-all-trades": "buy jack-of-all-trades", "journalist": "buy journalist", "millionaire": "buy millionaire", "native": "buy native", "photographer": "buy photographer", "pioneer": "buy pioneer", "prop-plane": "buy prop-plane", "sailor": "buy sailor", "scientist": "buy scientist", "scout": "buy scout", "trailblazer": "buy trailblazer", "transmitter": "buy transmitter", "travel-log": "buy travel-log", "traveler": "buy traveler", "treasure-chest": "buy treasure-chest"};
const _STR15 = {"adventurer": "use adventurer", "captain": "use captain", "cartographer": "use cartographer", "compass": "use compass", "explorer": "use explorer", "giant-machete": "use giant-machete", "jack-of-all-trades": "use jack-of-all-trades", "journalist": "use journalist", "millionaire": "use millionaire", "native": "use native", "photographer": "use photographer", "pioneer": "use pioneer", "prop-plane": "use prop-plane", "sailor": "use sailor", "scientist": "use scientist", "scout": "use scout", "trailblazer": "use trailblazer", "transmitter": "use transmitter", "travel-log": "use travel-log", "traveler": "use traveler", "treasure-chest": "use treasure-chest"};
const _STR18 = {"machete": "token change:machete", "paddle": "token change:paddle", "coin": "token change:coin"};
const _STR20 = {"adventurer": "token remove:adventurer", "captain": "token remove:captain", "cartographer": "token remove:cartographer", "compass": "token remove:compass", "explorer": "token remove:explorer", "giant-machete": "token remove:giant-machete", "jack-of-all-trades": "token remove:jack-of-all-trades", "journalist": "token remove:journalist", "millionaire": "token remove:millionaire", "native": "token remove:native", "photographer": "token remove:photographer", "pioneer": "token remove:pioneer", "prop-plane": "token remove:prop-plane", "sailor": "token remove:sailor", "scientist": "token remove:scientist", "scout": "token remove:scout", "trailblazer": "token remove:trailblazer", "transmitter": "token remove:transmitter", "travel-log": "token remove:travel-log", "traveler": "token remove:traveler", "treasure-chest": "token remove:treasure-chest"};
const _STR23 = {"adventurer": "discard adventurer", "captain": "discard captain", "cartographer": "discard cartographer", "compass": "discard compass", "explorer": "discard explorer", "giant-machete": "discard giant-machete", "jack-of-all-trades": "discard jack-of-all-trades", "journalist": "discard journalist", "millionaire": "discard millionaire", "native": "discard native", "photographer": "discard photographer", "pioneer": "discard pioneer", "prop-plane": "discard prop-plane", "sailor": "discard sailor", "scientist": "discard scientist", "scout": "discard scout", "trailblazer": "discard trailblazer", "transmitter": "discard transmitter", "travel-log": "discard travel-log", "traveler": "discard traveler", "treasure-chest": "discard treasure-chest"};
const _STR25 = {"adventurer": "remove adventurer", "captain": "remove captain", "cartographer": "remove cartographer", "compass": "remove compass", "explorer": "remove explorer", "giant-machete": "remove giant-machete", "jack-of-all-trades": "remove jack-of-all-trades", "journalist": "remove journalist", "millionaire": "remove millionaire", "native": "remove native", "photographer": "remove photographer", "pioneer": "remove pioneer", "prop-plane": "remove prop-plane", "sailor": "remove sailor", "scientist": "remove scientist", "scout": "remove scout", "trailblazer": "remove trailblazer", "transmitter": "remove transmitter", "travel-log": "remove travel-log", "traveler": "remove traveler", "treasure-chest": "remove treasure-chest"};
const _STR27 = {"adventurer": "take adventurer", "captain": "take captain", "cartographer": "take cartographer", "compass": "take compass", "explorer": "take explorer", "giant-machete": "take giant-machete", "jack-of-all-trades": "take jack-of-all-trades", "journalist": "take journalist", "millionaire": "take millionaire", "native": "take native", "photographer": "take photographer", "pioneer": "take pioneer", "prop-plane": "take prop-plane", "sailor": "take sailor", "scientist": "take scientist", "scout": "take scout", "trailblazer": "take trailblazer", "transmitter": "take transmitter", "travel-log": "take travel-log", "traveler": "take traveler", "treasure-chest": "take treasure-chest"};
function _list0_0(g, d, out) {
  let a_c, w0;
  for (a_c of _countedKeys(d["decks"][d["drawer"]])) {
    w0 = (d["decks"][d["drawer"]][a_c] || 0);
    if ((w0 > 0)) {
      out.push([_STR0[a_c], w0]);
    }
  }
  if (out.length > 1) _isortPairs(out);
}
const _DOM1_0 = ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"];
function _list1_1(g, d, out) {
  let a_x, w1;
  for (a_x of _DOM1_0) {
    w1 = (d["token_pool"][a_x] ?? 0);
    if ((w1 > 0)) {
      out.push([_STR1[a_x], w1]);
    }
  }
}
const _DOM11_0 = ["a", "b"];
const _DOM18_0 = ["machete", "paddle", "coin"];
function _list2_2(g, d, out) {
  let a_p, a_c, a_to, _each2_2, _i627__i42_out, _i628__i43_place, _i629__i44_nb, _i630__i45_j, _i631__i46__i39_to, _i632__i47__i40_b, _i633__i48__i41_r, _i634__i52_pay, _i635__i53_t, _i636__i54_ch, _i637__i55_r, _i638_r, _i639_out, _i640_c, _i641__i35_out, _i642__i36_hand, _i643__i37_i, _i644__i38_r, _i645_r, _i646_out, _i647_k, _i648__i34_r, _i649_r;
  _i646_out = [];
  if (g.o[9]) {
    _i648__i34_r = false;
  } else if (g.o[8]) {
    _i648__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i648__i34_r = false;
  }
  if (_i648__i34_r) {
    _i649_r = _i646_out;
  } else {
    for (let _i647_k_ = 0, _end1 = g.f_pieces; _i647_k_ < _end1; _i647_k_++) {
      _i647_k = _i647_k_;
      if ((d["pieces"][d["turn"]][_i647_k] !== C_GOAL)) {
        _i646_out.push(C_PIECES[_i647_k]);
      }
    }
    _i649_r = _i646_out;
  }
  for (a_p of _i649_r) {
    _each2_2 = null;
    _i639_out = [];
    _i641__i35_out = [];
    _i642__i36_hand = d["hands"][d["turn"]];
    for (let _i643__i37_i_ = 0, _end2 = _len(_i642__i36_hand); _i643__i37_i_ < _end2; _i643__i37_i_++) {
      _i643__i37_i = _i643__i37_i_;
      if (((_i643__i37_i === 0) || (_i642__i36_hand[_i643__i37_i] !== _i642__i36_hand[(_i643__i37_i - 1)]))) {
        _i641__i35_out.push(_i642__i36_hand[_i643__i37_i]);
      }
    }
    _i644__i38_r = _i641__i35_out;
    for (_i640_c of _i644__i38_r) {
      if (((g.f_card_type[_i640_c] !== "action") || (g.f_card_effect[_i640_c] === "native-move"))) {
        _i639_out.push(_i640_c);
      }
    }
    _i645_r = _i639_out;
    for (a_c of _i645_r) {
      if ((_each2_2 === null)) {
        _i627__i42_out = [];
        _i628__i43_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
        _i629__i44_nb = g.f_neigh[_i628__i43_place];
        for (let _i630__i45_j_ = 0, _end3 = _len(_i629__i44_nb); _i630__i45_j_ < _end3; _i630__i45_j_++) {
          _i630__i45_j = _i630__i45_j_;
          _i631__i46__i39_to = g.f_neigh[_i628__i43_place][_i630__i45_j];
          if ((g.f_pay[_i631__i46__i39_to] === "")) {
            _i633__i48__i41_r = false;
          } else if ((occupied(g, d, _i631__i46__i39_to) && (!d["this_turn"]["pass_occupied"]))) {
            _i633__i48__i41_r = false;
          } else {
            _i632__i47__i40_b = g.f_seam[_i628__i43_place][_i630__i45_j];
            _i633__i48__i41_r = ((_i632__i47__i40_b < 0) || (d["blockades"][_i632__i47__i40_b]["holder"] !== null));
          }
          if (_i633__i48__i41_r) {
            _i627__i42_out.push(_i629__i44_nb[_i630__i45_j]);
          }
        }
        _each2_2 = _i627__i42_out;
      }
      for (a_to of _each2_2) {
        if ((g.f_card_effect[a_c] === "native-move")) {
          _i638_r = true;
        } else {
          _i634__i52_pay = g.f_pay[a_to];
          _i635__i53_t = g.f_card_type[a_c];
          if ((_i635__i53_t === "action")) {
            _i637__i55_r = false;
          } else {
            _i636__i54_ch = d["this_turn"]["change"];
            if ((_i636__i54_ch !== null)) {
              _i637__i55_r = (_i636__i54_ch === _i634__i52_pay);
            } else if ((_i635__i53_t === "joker")) {
              _i637__i55_r = ((_i634__i52_pay === "machete") || (_i634__i52_pay === "paddle") || (_i634__i52_pay === "coin"));
            } else {
              _i637__i55_r = (_i635__i53_t === _i634__i52_pay);
            }
          }
          _i638_r = (_i637__i55_r && (g.f_card_power[a_c] >= g.f_need[a_to]));
        }
        if (_i638_r) {
          {
            const _s = "move " + String(a_p) + " " + String(a_c) + " " + String(a_to);
            if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [2, [a_p, a_c, a_to]]);
            out.push(_s);
          }
        }
      }
    }
  }
}
function _list2_3(g, d, out) {
  let a_p, a_to, _i650_out, _i651_a, _i652_place, _i653_nb, _i654_j, _i655_to, _i656__i49_to, _i657__i50_b, _i658__i51_r, _i659_r, _i660_out, _i661_k, _i662__i34_r, _i663_r;
  _i660_out = [];
  if (g.o[9]) {
    _i662__i34_r = false;
  } else if (g.o[8]) {
    _i662__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i662__i34_r = false;
  }
  if (_i662__i34_r) {
    _i663_r = _i660_out;
  } else {
    for (let _i661_k_ = 0, _end1 = g.f_pieces; _i661_k_ < _end1; _i661_k_++) {
      _i661_k = _i661_k_;
      if ((d["pieces"][d["turn"]][_i661_k] !== C_GOAL)) {
        _i660_out.push(C_PIECES[_i661_k]);
      }
    }
    _i663_r = _i660_out;
  }
  for (a_p of _i663_r) {
    _i650_out = [];
    _i651_a = d["active"];
    if ((_i651_a === null)) {
      _i659_r = _i650_out;
    } else if ((_i651_a["piece"] !== a_p)) {
      _i659_r = _i650_out;
    } else {
      _i652_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
      _i653_nb = g.f_neigh[_i652_place];
      for (let _i654_j_ = 0, _end2 = _len(_i653_nb); _i654_j_ < _end2; _i654_j_++) {
        _i654_j = _i654_j_;
        _i655_to = _i653_nb[_i654_j];
        _i656__i49_to = g.f_neigh[_i652_place][_i654_j];
        if ((g.f_pay[_i656__i49_to] === "")) {
          _i658__i51_r = false;
        } else if ((occupied(g, d, _i656__i49_to) && (!d["this_turn"]["pass_occupied"]))) {
          _i658__i51_r = false;
        } else {
          _i657__i50_b = g.f_seam[_i652_place][_i654_j];
          _i658__i51_r = ((_i657__i50_b < 0) || (d["blockades"][_i657__i50_b]["holder"] !== null));
        }
        if ((_i658__i51_r && (g.f_pay[_i655_to] === _i651_a["kind"]) && (_i651_a["power"] >= g.f_need[_i655_to]))) {
          _i650_out.push(_i655_to);
        }
      }
      _i659_r = _i650_out;
    }
    for (a_to of _i659_r) {
      {
        const _s = "move " + String(a_p) + " leftover " + String(a_to);
        if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [3, [a_p, a_to]]);
        out.push(_s);
      }
    }
  }
}
function _list2_4(g, d, out) {
  let a_p, a_x, a_to, _each4_2, _i664__i331_out, _i665__i332_place, _i666__i333_nb, _i667__i334_j, _i668__i335__i39_to, _i669__i336__i40_b, _i670__i337__i41_r, _i671_i, _i672_r, _i673_out, _i674_x, _i675_r, _i676_out, _i677_k, _i678__i34_r, _i679_r;
  _i676_out = [];
  if (g.o[9]) {
    _i678__i34_r = false;
  } else if (g.o[8]) {
    _i678__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i678__i34_r = false;
  }
  if (_i678__i34_r) {
    _i679_r = _i676_out;
  } else {
    for (let _i677_k_ = 0, _end1 = g.f_pieces; _i677_k_ < _end1; _i677_k_++) {
      _i677_k = _i677_k_;
      if ((d["pieces"][d["turn"]][_i677_k] !== C_GOAL)) {
        _i676_out.push(C_PIECES[_i677_k]);
      }
    }
    _i679_r = _i676_out;
  }
  for (a_p of _i679_r) {
    _each4_2 = null;
    _i673_out = [];
    if ((_len(d["tokens"][d["turn"]]) === 0)) {
      _i675_r = _i673_out;
    } else {
      for (_i674_x of C_TOKENS) {
        if (((d["tokens"][d["turn"]].includes(_i674_x)) && ((C_TOKEN_POWER[(_INDEX_TOKENS.get(_i674_x) ?? _index(C_TOKENS, _i674_x))] !== "") || (_i674_x === "native")))) {
          _i673_out.push(_i674_x);
        }
      }
      _i675_r = _i673_out;
    }
    for (a_x of _i675_r) {
      if ((_each4_2 === null)) {
        _i664__i331_out = [];
        _i665__i332_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
        _i666__i333_nb = g.f_neigh[_i665__i332_place];
        for (let _i667__i334_j_ = 0, _end2 = _len(_i666__i333_nb); _i667__i334_j_ < _end2; _i667__i334_j_++) {
          _i667__i334_j = _i667__i334_j_;
          _i668__i335__i39_to = g.f_neigh[_i665__i332_place][_i667__i334_j];
          if ((g.f_pay[_i668__i335__i39_to] === "")) {
            _i670__i337__i41_r = false;
          } else if ((occupied(g, d, _i668__i335__i39_to) && (!d["this_turn"]["pass_occupied"]))) {
            _i670__i337__i41_r = false;
          } else {
            _i669__i336__i40_b = g.f_seam[_i665__i332_place][_i667__i334_j];
            _i670__i337__i41_r = ((_i669__i336__i40_b < 0) || (d["blockades"][_i669__i336__i40_b]["holder"] !== null));
          }
          if (_i670__i337__i41_r) {
            _i664__i331_out.push(_i666__i333_nb[_i667__i334_j]);
          }
        }
        _each4_2 = _i664__i331_out;
      }
      for (a_to of _each4_2) {
        if ((a_x === "native")) {
          _i672_r = true;
        } else {
          _i671_i = (_INDEX_TOKENS.get(a_x) ?? _index(C_TOKENS, a_x));
          _i672_r = ((C_TOKEN_POWER[_i671_i] === g.f_pay[a_to]) && (C_TOKEN_VALUE[_i671_i] >= g.f_need[a_to]));
        }
        if (_i672_r) {
          {
            const _s = "move " + String(a_p) + " token:" + String(a_x) + " " + String(a_to);
            if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [4, [a_p, a_x, a_to]]);
            out.push(_s);
          }
        }
      }
    }
  }
}
function _list2_5(g, d, out) {
  let a_p, a_m, a_to, _i680__i114_out, _i681__i115_needs, _i682__i116_place, _i683__i117_nb, _i684__i118_j, _i685__i119_paid, _i686__i120_to, _i687__i121__i109_hand, _i688__i122__i110_n, _i689__i123__i111_words, _i690__i124__i112_cards, _i691__i125__i113_r, _i692_r, _i693__i99_out, _i694__i100_place, _i695__i101_nb, _i696__i102_j, _i697__i103_w, _i698__i104__i94_hand, _i699__i105__i95_n, _i700__i106__i96_words, _i701__i107__i97_cards, _i702__i108__i98_r, _i703_r, _i704_out, _i705_k, _i706__i34_r, _i707_r;
  _i704_out = [];
  if (g.o[9]) {
    _i706__i34_r = false;
  } else if (g.o[8]) {
    _i706__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i706__i34_r = false;
  }
  if (_i706__i34_r) {
    _i707_r = _i704_out;
  } else {
    for (let _i705_k_ = 0, _end1 = g.f_pieces; _i705_k_ < _end1; _i705_k_++) {
      _i705_k = _i705_k_;
      if ((d["pieces"][d["turn"]][_i705_k] !== C_GOAL)) {
        _i704_out.push(C_PIECES[_i705_k]);
      }
    }
    _i707_r = _i704_out;
  }
  for (a_p of _i707_r) {
    _i693__i99_out = [];
    _i694__i100_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
    _i695__i101_nb = g.f_neigh[_i694__i100_place];
    for (let _i696__i102_j_ = 0, _end2 = _len(_i695__i101_nb); _i696__i102_j_ < _end2; _i696__i102_j_++) {
      _i696__i102_j = _i696__i102_j_;
      if (((g.f_pay[_i695__i101_nb[_i696__i102_j]] === "discard") && can_enter(g, d, _i694__i100_place, _i696__i102_j))) {
        _i698__i104__i94_hand = d["hands"][d["turn"]];
        _i699__i105__i95_n = g.f_need[_i695__i101_nb[_i696__i102_j]];
        _i700__i106__i96_words = [];
        _i701__i107__i97_cards = [];
        pick(g, _isort(_i698__i104__i94_hand.slice(), false), 0, _i699__i105__i95_n, "", [], _i700__i106__i96_words, _i701__i107__i97_cards);
        _i702__i108__i98_r = _i700__i106__i96_words;
        for (_i697__i103_w of _i702__i108__i98_r) {
          if ((!_i693__i99_out.includes(_i697__i103_w))) {
            _i693__i99_out.push(_i697__i103_w);
          }
        }
      }
    }
    _i703_r = _i693__i99_out;
    for (a_m of _i703_r) {
      _i680__i114_out = [];
      _i681__i115_needs = [];
      _i682__i116_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
      _i683__i117_nb = g.f_neigh[_i682__i116_place];
      for (let _i684__i118_j_ = 0, _end3 = _len(_i683__i117_nb); _i684__i118_j_ < _end3; _i684__i118_j_++) {
        _i684__i118_j = _i684__i118_j_;
        if (((g.f_pay[_i683__i117_nb[_i684__i118_j]] === "discard") && can_enter(g, d, _i682__i116_place, _i684__i118_j))) {
          _i680__i114_out.push(_i683__i117_nb[_i684__i118_j]);
          if ((_count(_i681__i115_needs, g.f_need[_i683__i117_nb[_i684__i118_j]]) === 0)) {
            _i681__i115_needs.push(g.f_need[_i683__i117_nb[_i684__i118_j]]);
          }
        }
      }
      if ((_len(_i681__i115_needs) < 2)) {
        _i692_r = _i680__i114_out;
      } else {
        _i685__i119_paid = [];
        for (_i686__i120_to of _i680__i114_out) {
          _i687__i121__i109_hand = d["hands"][d["turn"]];
          _i688__i122__i110_n = g.f_need[_i686__i120_to];
          _i689__i123__i111_words = [];
          _i690__i124__i112_cards = [];
          pick(g, _isort(_i687__i121__i109_hand.slice(), false), 0, _i688__i122__i110_n, "", [], _i689__i123__i111_words, _i690__i124__i112_cards);
          _i691__i125__i113_r = _i689__i123__i111_words;
          if ((_i691__i125__i113_r.includes(a_m))) {
            _i685__i119_paid.push(_i686__i120_to);
          }
        }
        _i692_r = _i685__i119_paid;
      }
      for (a_to of _i692_r) {
        {
          const _s = "move " + String(a_p) + " discard:" + String(a_m) + " " + String(a_to);
          if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [5, [a_p, a_m, a_to]]);
          out.push(_s);
        }
      }
    }
  }
}
function _list2_6(g, d, out) {
  let a_p, a_m, a_to, _i708__i150_out, _i709__i151_needs, _i710__i152_place, _i711__i153_nb, _i712__i154_j, _i713__i155_paid, _i714__i156_to, _i715__i157__i109_hand, _i716__i158__i110_n, _i717__i159__i111_words, _i718__i160__i112_cards, _i719__i161__i113_r, _i720_r, _i721__i140_out, _i722__i141_place, _i723__i142_nb, _i724__i143_j, _i725__i144_w, _i726__i145__i94_hand, _i727__i146__i95_n, _i728__i147__i96_words, _i729__i148__i97_cards, _i730__i149__i98_r, _i731_r, _i732_out, _i733_k, _i734__i34_r, _i735_r;
  _i732_out = [];
  if (g.o[9]) {
    _i734__i34_r = false;
  } else if (g.o[8]) {
    _i734__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i734__i34_r = false;
  }
  if (_i734__i34_r) {
    _i735_r = _i732_out;
  } else {
    for (let _i733_k_ = 0, _end1 = g.f_pieces; _i733_k_ < _end1; _i733_k_++) {
      _i733_k = _i733_k_;
      if ((d["pieces"][d["turn"]][_i733_k] !== C_GOAL)) {
        _i732_out.push(C_PIECES[_i733_k]);
      }
    }
    _i735_r = _i732_out;
  }
  for (a_p of _i735_r) {
    _i721__i140_out = [];
    _i722__i141_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
    _i723__i142_nb = g.f_neigh[_i722__i141_place];
    for (let _i724__i143_j_ = 0, _end2 = _len(_i723__i142_nb); _i724__i143_j_ < _end2; _i724__i143_j_++) {
      _i724__i143_j = _i724__i143_j_;
      if (((g.f_pay[_i723__i142_nb[_i724__i143_j]] === "remove") && can_enter(g, d, _i722__i141_place, _i724__i143_j))) {
        _i726__i145__i94_hand = d["hands"][d["turn"]];
        _i727__i146__i95_n = g.f_need[_i723__i142_nb[_i724__i143_j]];
        _i728__i147__i96_words = [];
        _i729__i148__i97_cards = [];
        pick(g, _isort(_i726__i145__i94_hand.slice(), false), 0, _i727__i146__i95_n, "", [], _i728__i147__i96_words, _i729__i148__i97_cards);
        _i730__i149__i98_r = _i728__i147__i96_words;
        for (_i725__i144_w of _i730__i149__i98_r) {
          if ((!_i721__i140_out.includes(_i725__i144_w))) {
            _i721__i140_out.push(_i725__i144_w);
          }
        }
      }
    }
    _i731_r = _i721__i140_out;
    for (a_m of _i731_r) {
      _i708__i150_out = [];
      _i709__i151_needs = [];
      _i710__i152_place = d["pieces"][d["turn"]][(_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p))];
      _i711__i153_nb = g.f_neigh[_i710__i152_place];
      for (let _i712__i154_j_ = 0, _end3 = _len(_i711__i153_nb); _i712__i154_j_ < _end3; _i712__i154_j_++) {
        _i712__i154_j = _i712__i154_j_;
        if (((g.f_pay[_i711__i153_nb[_i712__i154_j]] === "remove") && can_enter(g, d, _i710__i152_place, _i712__i154_j))) {
          _i708__i150_out.push(_i711__i153_nb[_i712__i154_j]);
          if ((_count(_i709__i151_needs, g.f_need[_i711__i153_nb[_i712__i154_j]]) === 0)) {
            _i709__i151_needs.push(g.f_need[_i711__i153_nb[_i712__i154_j]]);
          }
        }
      }
      if ((_len(_i709__i151_needs) < 2)) {
        _i720_r = _i708__i150_out;
      } else {
        _i713__i155_paid = [];
        for (_i714__i156_to of _i708__i150_out) {
          _i715__i157__i109_hand = d["hands"][d["turn"]];
          _i716__i158__i110_n = g.f_need[_i714__i156_to];
          _i717__i159__i111_words = [];
          _i718__i160__i112_cards = [];
          pick(g, _isort(_i715__i157__i109_hand.slice(), false), 0, _i716__i158__i110_n, "", [], _i717__i159__i111_words, _i718__i160__i112_cards);
          _i719__i161__i113_r = _i717__i159__i111_words;
          if ((_i719__i161__i113_r.includes(a_m))) {
            _i713__i155_paid.push(_i714__i156_to);
          }
        }
        _i720_r = _i713__i155_paid;
      }
      for (a_to of _i720_r) {
        {
          const _s = "move " + String(a_p) + " remove:" + String(a_m) + " " + String(a_to);
          if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [6, [a_p, a_m, a_to]]);
          out.push(_s);
        }
      }
    }
  }
}
function _list2_7(g, d, out) {
  let a_p, a_c, a_b, _each7_2, _i736__i177_out, _i737__i178_k, _i738__i179_b, _i739__i180__i176_r, _i740__i196_pay, _i741__i197_t, _i742__i198_ch, _i743__i199_r, _i744_r, _i745_out, _i746_c, _i747__i35_out, _i748__i36_hand, _i749__i37_i, _i750__i38_r, _i751_r, _i752_out, _i753_k, _i754__i34_r, _i755_r;
  _i752_out = [];
  if (g.o[9]) {
    _i754__i34_r = false;
  } else if (g.o[8]) {
    _i754__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i754__i34_r = false;
  }
  if (_i754__i34_r) {
    _i755_r = _i752_out;
  } else {
    for (let _i753_k_ = 0, _end1 = g.f_pieces; _i753_k_ < _end1; _i753_k_++) {
      _i753_k = _i753_k_;
      if ((d["pieces"][d["turn"]][_i753_k] !== C_GOAL)) {
        _i752_out.push(C_PIECES[_i753_k]);
      }
    }
    _i755_r = _i752_out;
  }
  for (a_p of _i755_r) {
    _each7_2 = null;
    _i745_out = [];
    _i747__i35_out = [];
    _i748__i36_hand = d["hands"][d["turn"]];
    for (let _i749__i37_i_ = 0, _end2 = _len(_i748__i36_hand); _i749__i37_i_ < _end2; _i749__i37_i_++) {
      _i749__i37_i = _i749__i37_i_;
      if (((_i749__i37_i === 0) || (_i748__i36_hand[_i749__i37_i] !== _i748__i36_hand[(_i749__i37_i - 1)]))) {
        _i747__i35_out.push(_i748__i36_hand[_i749__i37_i]);
      }
    }
    _i750__i38_r = _i747__i35_out;
    for (_i746_c of _i750__i38_r) {
      if (((g.f_card_type[_i746_c] !== "action") || (g.f_card_effect[_i746_c] === "native-move"))) {
        _i745_out.push(_i746_c);
      }
    }
    _i751_r = _i745_out;
    for (a_c of _i751_r) {
      if ((_each7_2 === null)) {
        _i736__i177_out = [];
        _i737__i178_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
        for (let _i738__i179_b_ = 0, _end3 = _len(g.f_blk_need); _i738__i179_b_ < _end3; _i738__i179_b_++) {
          _i738__i179_b = _i738__i179_b_;
          if ((d["blockades"][_i738__i179_b]["holder"] !== null)) {
            _i739__i180__i176_r = false;
          } else if (g.o[13]) {
            _i739__i180__i176_r = true;
          } else if (g.o[12]) {
            _i739__i180__i176_r = (g.f_near[_i738__i179_b].includes(d["pieces"][d["turn"]][_i737__i178_k]));
          } else {
            _i739__i180__i176_r = false;
          }
          if (_i739__i180__i176_r) {
            _i736__i177_out.push((_i738__i179_b + 1));
          }
        }
        _each7_2 = _i736__i177_out;
      }
      for (a_b of _each7_2) {
        if ((g.f_card_effect[a_c] === "native-move")) {
          _i744_r = true;
        } else {
          _i740__i196_pay = g.f_blk_pay[(a_b - 1)];
          _i741__i197_t = g.f_card_type[a_c];
          if ((_i741__i197_t === "action")) {
            _i743__i199_r = false;
          } else {
            _i742__i198_ch = d["this_turn"]["change"];
            if ((_i742__i198_ch !== null)) {
              _i743__i199_r = (_i742__i198_ch === _i740__i196_pay);
            } else if ((_i741__i197_t === "joker")) {
              _i743__i199_r = ((_i740__i196_pay === "machete") || (_i740__i196_pay === "paddle") || (_i740__i196_pay === "coin"));
            } else {
              _i743__i199_r = (_i741__i197_t === _i740__i196_pay);
            }
          }
          _i744_r = (_i743__i199_r && (g.f_card_power[a_c] >= g.f_blk_need[(a_b - 1)]));
        }
        if (_i744_r) {
          out.push(_STR7[a_p][a_c][a_b]);
        }
      }
    }
  }
}
function _list2_8(g, d, out) {
  let a_p, a_b, _i756_out, _i757_a, _i758_k, _i759_b, _i760__i181_r, _i761_r, _i762_out, _i763_k, _i764__i34_r, _i765_r;
  _i762_out = [];
  if (g.o[9]) {
    _i764__i34_r = false;
  } else if (g.o[8]) {
    _i764__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i764__i34_r = false;
  }
  if (_i764__i34_r) {
    _i765_r = _i762_out;
  } else {
    for (let _i763_k_ = 0, _end1 = g.f_pieces; _i763_k_ < _end1; _i763_k_++) {
      _i763_k = _i763_k_;
      if ((d["pieces"][d["turn"]][_i763_k] !== C_GOAL)) {
        _i762_out.push(C_PIECES[_i763_k]);
      }
    }
    _i765_r = _i762_out;
  }
  for (a_p of _i765_r) {
    _i756_out = [];
    _i757_a = d["active"];
    if ((_i757_a === null)) {
      _i761_r = _i756_out;
    } else if ((_i757_a["piece"] !== a_p)) {
      _i761_r = _i756_out;
    } else {
      _i758_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
      for (let _i759_b_ = 0, _end2 = _len(g.f_blk_need); _i759_b_ < _end2; _i759_b_++) {
        _i759_b = _i759_b_;
        if ((d["blockades"][_i759_b]["holder"] !== null)) {
          _i760__i181_r = false;
        } else if (g.o[13]) {
          _i760__i181_r = true;
        } else if (g.o[12]) {
          _i760__i181_r = (g.f_near[_i759_b].includes(d["pieces"][d["turn"]][_i758_k]));
        } else {
          _i760__i181_r = false;
        }
        if ((_i760__i181_r && (g.f_blk_pay[_i759_b] === _i757_a["kind"]) && (_i757_a["power"] >= g.f_blk_need[_i759_b]))) {
          _i756_out.push((_i759_b + 1));
        }
      }
      _i761_r = _i756_out;
    }
    for (a_b of _i761_r) {
      out.push(_STR8[a_p][a_b]);
    }
  }
}
function _list2_9(g, d, out) {
  let a_p, a_x, a_b, _each9_2, _i766__i182_out, _i767__i183_k, _i768__i184_b, _i769__i185__i176_r, _i770_i, _i771_r, _i772_out, _i773_x, _i774_r, _i775_out, _i776_k, _i777__i34_r, _i778_r;
  _i775_out = [];
  if (g.o[9]) {
    _i777__i34_r = false;
  } else if (g.o[8]) {
    _i777__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i777__i34_r = false;
  }
  if (_i777__i34_r) {
    _i778_r = _i775_out;
  } else {
    for (let _i776_k_ = 0, _end1 = g.f_pieces; _i776_k_ < _end1; _i776_k_++) {
      _i776_k = _i776_k_;
      if ((d["pieces"][d["turn"]][_i776_k] !== C_GOAL)) {
        _i775_out.push(C_PIECES[_i776_k]);
      }
    }
    _i778_r = _i775_out;
  }
  for (a_p of _i778_r) {
    _each9_2 = null;
    _i772_out = [];
    if ((_len(d["tokens"][d["turn"]]) === 0)) {
      _i774_r = _i772_out;
    } else {
      for (_i773_x of C_TOKENS) {
        if (((d["tokens"][d["turn"]].includes(_i773_x)) && ((C_TOKEN_POWER[(_INDEX_TOKENS.get(_i773_x) ?? _index(C_TOKENS, _i773_x))] !== "") || (_i773_x === "native")))) {
          _i772_out.push(_i773_x);
        }
      }
      _i774_r = _i772_out;
    }
    for (a_x of _i774_r) {
      if ((_each9_2 === null)) {
        _i766__i182_out = [];
        _i767__i183_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
        for (let _i768__i184_b_ = 0, _end2 = _len(g.f_blk_need); _i768__i184_b_ < _end2; _i768__i184_b_++) {
          _i768__i184_b = _i768__i184_b_;
          if ((d["blockades"][_i768__i184_b]["holder"] !== null)) {
            _i769__i185__i176_r = false;
          } else if (g.o[13]) {
            _i769__i185__i176_r = true;
          } else if (g.o[12]) {
            _i769__i185__i176_r = (g.f_near[_i768__i184_b].includes(d["pieces"][d["turn"]][_i767__i183_k]));
          } else {
            _i769__i185__i176_r = false;
          }
          if (_i769__i185__i176_r) {
            _i766__i182_out.push((_i768__i184_b + 1));
          }
        }
        _each9_2 = _i766__i182_out;
      }
      for (a_b of _each9_2) {
        if ((a_x === "native")) {
          _i771_r = true;
        } else {
          _i770_i = (_INDEX_TOKENS.get(a_x) ?? _index(C_TOKENS, a_x));
          _i771_r = ((C_TOKEN_POWER[_i770_i] === g.f_blk_pay[(a_b - 1)]) && (C_TOKEN_VALUE[_i770_i] >= g.f_blk_need[(a_b - 1)]));
        }
        if (_i771_r) {
          out.push(_STR9[a_p][a_x][a_b]);
        }
      }
    }
  }
}
function _list2_10(g, d, out) {
  let a_p, a_m, a_b, _i779_out, _i780_needs, _i781_k, _i782_b, _i783_paid, _i784__i191_hand, _i785__i192_n, _i786__i193_words, _i787__i194_cards, _i788__i195_r, _i789_r, _i790_out, _i791_k, _i792_b, _i793_w, _i794__i186_hand, _i795__i187_n, _i796__i188_words, _i797__i189_cards, _i798__i190_r, _i799_r, _i800_out, _i801_k, _i802__i34_r, _i803_r;
  _i800_out = [];
  if (g.o[9]) {
    _i802__i34_r = false;
  } else if (g.o[8]) {
    _i802__i34_r = ((d["coins"] > 0) || (d["buys"] > 0));
  } else {
    _i802__i34_r = false;
  }
  if (_i802__i34_r) {
    _i803_r = _i800_out;
  } else {
    for (let _i801_k_ = 0, _end1 = g.f_pieces; _i801_k_ < _end1; _i801_k_++) {
      _i801_k = _i801_k_;
      if ((d["pieces"][d["turn"]][_i801_k] !== C_GOAL)) {
        _i800_out.push(C_PIECES[_i801_k]);
      }
    }
    _i803_r = _i800_out;
  }
  for (a_p of _i803_r) {
    _i790_out = [];
    _i791_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
    for (let _i792_b_ = 0, _end2 = _len(g.f_blk_need); _i792_b_ < _end2; _i792_b_++) {
      _i792_b = _i792_b_;
      if (((g.f_blk_pay[_i792_b] === "discard") && breakable(g, d, _i791_k, _i792_b))) {
        _i794__i186_hand = d["hands"][d["turn"]];
        _i795__i187_n = g.f_blk_need[_i792_b];
        _i796__i188_words = [];
        _i797__i189_cards = [];
        pick(g, _isort(_i794__i186_hand.slice(), false), 0, _i795__i187_n, "", [], _i796__i188_words, _i797__i189_cards);
        _i798__i190_r = _i796__i188_words;
        for (_i793_w of _i798__i190_r) {
          if ((!_i790_out.includes(_i793_w))) {
            _i790_out.push(_i793_w);
          }
        }
      }
    }
    _i799_r = _i790_out;
    for (a_m of _i799_r) {
      _i779_out = [];
      _i780_needs = [];
      _i781_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
      for (let _i782_b_ = 0, _end3 = _len(g.f_blk_need); _i782_b_ < _end3; _i782_b_++) {
        _i782_b = _i782_b_;
        if (((g.f_blk_pay[_i782_b] === "discard") && breakable(g, d, _i781_k, _i782_b))) {
          _i779_out.push((_i782_b + 1));
          if ((_count(_i780_needs, g.f_blk_need[_i782_b]) === 0)) {
            _i780_needs.push(g.f_blk_need[_i782_b]);
          }
        }
      }
      if ((_len(_i780_needs) < 2)) {
        _i789_r = _i779_out;
      } else {
        _i783_paid = [];
        for (_i782_b of _i779_out) {
          _i784__i191_hand = d["hands"][d["turn"]];
          _i785__i192_n = g.f_blk_need[(_i782_b - 1)];
          _i786__i193_words = [];
          _i787__i194_cards = [];
          pick(g, _isort(_i784__i191_hand.slice(), false), 0, _i785__i192_n, "", [], _i786__i193_words, _i787__i194_cards);
          _i788__i195_r = _i786__i193_words;
          if ((_i788__i195_r.includes(a_m))) {
            _i783_paid.push(_i782_b);
          }
        }
        _i789_r = _i783_paid;
      }
      for (a_b of _i789_r) {
        {
          const _s = "break " + String(a_p) + " discard:" + String(a_m) + " " + String(a_b);
          if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [10, [a_p, a_m, a_b]]);
          out.push(_s);
        }
      }
    }
  }
}
function _list2_11(g, d, out) {
  let a_p, _i804_k, _i805__i326_r, _i806_r;
  for (a_p of _DOM11_0) {
    _i804_k = (_INDEX_PIECES.get(a_p) ?? _index(C_PIECES, a_p));
    if (g.o[9]) {
      _i805__i326_r = false;
    } else if (g.o[8]) {
      _i805__i326_r = ((d["coins"] > 0) || (d["buys"] > 0));
    } else {
      _i805__i326_r = false;
    }
    _i806_r = ((!_i805__i326_r) && (_i804_k < g.f_pieces) && (cave_to_explore(g, d, _i804_k) !== null));
    if (_i806_r) {
      out.push(_STR11[a_p]);
    }
  }
}
function _list2_12(g, d, out) {
  let a_c, _i807_out, _i808_hand, _i809_i, _i810_r;
  if ((d["buys"] < C_BUYS_PER_TURN)) {
    _i807_out = [];
    _i808_hand = d["hands"][d["turn"]];
    for (let _i809_i_ = 0, _end1 = _len(_i808_hand); _i809_i_ < _end1; _i809_i_++) {
      _i809_i = _i809_i_;
      if (((_i809_i === 0) || (_i808_hand[_i809_i] !== _i808_hand[(_i809_i - 1)]))) {
        _i807_out.push(_i808_hand[_i809_i]);
      }
    }
    _i810_r = _i807_out;
    for (a_c of _i810_r) {
      out.push(_STR12[a_c]);
    }
  }
}
function _list2_13(g, d, out) {
  let a_x, _i811_out, _i812_mine, _i813_i, _i814_r;
  _i811_out = [];
  _i812_mine = d["tokens"][d["turn"]];
  for (let _i813_i_ = 0, _end1 = _len(_i812_mine); _i813_i_ < _end1; _i813_i_++) {
    _i813_i = _i813_i_;
    if (((_i813_i === 0) || (_i812_mine[_i813_i] !== _i812_mine[(_i813_i - 1)]))) {
      _i811_out.push(_i812_mine[_i813_i]);
    }
  }
  _i814_r = _i811_out;
  for (a_x of _i814_r) {
    if (((d["buys"] < C_BUYS_PER_TURN) && (C_TOKEN_POWER[(_INDEX_TOKENS.get(a_x) ?? _index(C_TOKENS, a_x))] === "coin"))) {
      out.push(_STR13[a_x]);
    }
  }
}
function _list2_14(g, d, out) {
  let a_c, _i815_out, _i816__i283_out, _i817__i284_slot, _i818__i285_any_empty, _i819__i286__i14_i, _i820_r;
  _i815_out = [];
  if (((d["buys"] < C_BUYS_PER_TURN) && ((C_CHEAPEST * 2) <= d["coins"]))) {
    _i816__i283_out = [];
    for (_i817__i284_slot of d["market"]) {
      if (((_i817__i284_slot["card"] !== null) && (_i817__i284_slot["left"] > 0))) {
        _i816__i283_out.push(_i817__i284_slot["card"]);
      }
    }
    _i818__i285_any_empty = false;
    for (_i817__i284_slot of d["market"]) {
      if ((_i817__i284_slot["card"] === null)) {
        _i818__i285_any_empty = true;
      }
    }
    if (_i818__i285_any_empty) {
      for (let _i819__i286__i14_i_ = 0, _end1 = _len(C_RESERVE); _i819__i286__i14_i_ < _end1; _i819__i286__i14_i_++) {
        _i819__i286__i14_i = _i819__i286__i14_i_;
        if ((d["reserve"][C_RESERVE[_i819__i286__i14_i]] > 0)) {
          _i816__i283_out.push(g.f_reserve_cards[_i819__i286__i14_i]);
        }
      }
    }
    _i815_out = _i816__i283_out;
  }
  _i820_r = _i815_out;
  for (a_c of _i820_r) {
    if (((g.f_card_cost[a_c] * 2) <= d["coins"])) {
      out.push(_STR14[a_c]);
    }
  }
}
function _list2_15(g, d, out) {
  let a_c, _i821__i292_r, _i822_r, _i823_out, _i824_hand, _i825_i, _i826_r;
  _i823_out = [];
  _i824_hand = d["hands"][d["turn"]];
  for (let _i825_i_ = 0, _end1 = _len(_i824_hand); _i825_i_ < _end1; _i825_i_++) {
    _i825_i = _i825_i_;
    if (((_i825_i === 0) || (_i824_hand[_i825_i] !== _i824_hand[(_i825_i - 1)]))) {
      _i823_out.push(_i824_hand[_i825_i]);
    }
  }
  _i826_r = _i823_out;
  for (a_c of _i826_r) {
    if (g.o[9]) {
      _i821__i292_r = false;
    } else if (g.o[8]) {
      _i821__i292_r = ((d["coins"] > 0) || (d["buys"] > 0));
    } else {
      _i821__i292_r = false;
    }
    _i822_r = ((!_i821__i292_r) && (g.f_card_type[a_c] === "action") && (g.f_card_effect[a_c] !== "native-move"));
    if (_i822_r) {
      out.push(_STR15[a_c]);
    }
  }
}
function _list2_16(g, d, out) {
  if (can_token_draw(g, d)) {
    out.push("token draw");
  }
}
function _list2_17(g, d, out) {
  if ((has_token(g, d, "pass-occupied") && (!d["this_turn"]["pass_occupied"]))) {
    out.push("token pass-occupied");
  }
}
function _list2_18(g, d, out) {
  let a_x;
  if ((has_token(g, d, "change") && (d["this_turn"]["change"] === null))) {
    for (a_x of _DOM18_0) {
      out.push(_STR18[a_x]);
    }
  }
}
function _list2_19(g, d, out) {
  if ((has_token(g, d, "keep-single-use") && (d["this_turn"]["keep"] !== null))) {
    out.push("token keep-single-use");
  }
}
function _list2_20(g, d, out) {
  let a_c, _i827_out, _i828_hand, _i829_i, _i830_r;
  if (can_token_remove(g, d, null)) {
    _i827_out = [];
    _i828_hand = d["hands"][d["turn"]];
    for (let _i829_i_ = 0, _end1 = _len(_i828_hand); _i829_i_ < _end1; _i829_i_++) {
      _i829_i = _i829_i_;
      if (((_i829_i === 0) || (_i828_hand[_i829_i] !== _i828_hand[(_i829_i - 1)]))) {
        _i827_out.push(_i828_hand[_i829_i]);
      }
    }
    _i830_r = _i827_out;
    for (a_c of _i830_r) {
      out.push(_STR20[a_c]);
    }
  }
}
function _list2_21(g, d, out) {
  let a_m, _i831_out, _i832_n, _i833_w, _i834__i359_hand, _i835__i360_words, _i836__i361_cards, _i837__i362_r, _i838_r;
  _i831_out = [];
  if ((!has_token(g, d, "replace"))) {
    _i838_r = _i831_out;
  } else {
    for (let _i832_n_ = 1, _end1 = (Math.min(C_REPLACE_MAX, _len(d["hands"][d["turn"]])) + 1); _i832_n_ < _end1; _i832_n_++) {
      _i832_n = _i832_n_;
      _i834__i359_hand = d["hands"][d["turn"]];
      _i835__i360_words = [];
      _i836__i361_cards = [];
      pick(g, _isort(_i834__i359_hand.slice(), false), 0, _i832_n, "", [], _i835__i360_words, _i836__i361_cards);
      _i837__i362_r = _i835__i360_words;
      for (_i833_w of _i837__i362_r) {
        _i831_out.push(_i833_w);
      }
    }
    _i838_r = _i831_out;
  }
  for (a_m of _i838_r) {
    {
      const _s = "token replace:" + String(a_m);
      if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [21, [a_m]]);
      out.push(_s);
    }
  }
}
function _list2_22(g, d, out) {
  out.push("end");
  if (out.length > 1) out.sort(_cmp);
}
function _list3_23(g, d, out) {
  let a_c, _i839_out, _i840_hand, _i841_i, _i842_r;
  _i839_out = [];
  _i840_hand = d["hands"][d["turn"]];
  for (let _i841_i_ = 0, _end1 = _len(_i840_hand); _i841_i_ < _end1; _i841_i_++) {
    _i841_i = _i841_i_;
    if (((_i841_i === 0) || (_i840_hand[_i841_i] !== _i840_hand[(_i841_i - 1)]))) {
      _i839_out.push(_i840_hand[_i841_i]);
    }
  }
  _i842_r = _i839_out;
  for (a_c of _i842_r) {
    if ((d["hands"][d["turn"]].includes(a_c))) {
      out.push(_STR23[a_c]);
    }
  }
  if (out.length > 1) _isort(out);
}
function _list3_24(g, d, out) {
  out.push("done");
}
function _list4_26(g, d, out) {
  out.push("done");
}
function _list4_25(g, d, out) {
  let a_c, _i843_out, _i844_hand, _i845_i, _i846_r;
  _i843_out = [];
  _i844_hand = d["hands"][d["turn"]];
  for (let _i845_i_ = 0, _end1 = _len(_i844_hand); _i845_i_ < _end1; _i845_i_++) {
    _i845_i = _i845_i_;
    if (((_i845_i === 0) || (_i844_hand[_i845_i] !== _i844_hand[(_i845_i - 1)]))) {
      _i843_out.push(_i844_hand[_i845_i]);
    }
  }
  _i846_r = _i843_out;
  for (a_c of _i846_r) {
    if ((d["hands"][d["turn"]].includes(a_c))) {
      out.push(_STR25[a_c]);
    }
  }
  if (out.length > 1) _isort(out);
}
function _list5_27(g, d, out) {
  let a_c, _i847_out, _i848_slot, _i849__i15_out, _i850__i16_slot, _i851__i17_any_empty, _i852__i18__i14_i, _i853__i19_i, _i854_r;
  if (g.o[15]) {
    _i849__i15_out = [];
    for (_i850__i16_slot of d["market"]) {
      if (((_i850__i16_slot["card"] !== null) && (_i850__i16_slot["left"] > 0))) {
        _i849__i15_out.push(_i850__i16_slot["card"]);
      }
    }
    _i851__i17_any_empty = false;
    for (_i850__i16_slot of d["market"]) {
      if ((_i850__i16_slot["card"] === null)) {
        _i851__i17_any_empty = true;
      }
    }
    if (_i851__i17_any_empty) {
      for (let _i852__i18__i14_i_ = 0, _end1 = _len(C_RESERVE); _i852__i18__i14_i_ < _end1; _i852__i18__i14_i_++) {
        _i852__i18__i14_i = _i852__i18__i14_i_;
        if ((d["reserve"][C_RESERVE[_i852__i18__i14_i]] > 0)) {
          _i849__i15_out.push(g.f_reserve_cards[_i852__i18__i14_i]);
        }
      }
    }
    _i854_r = _i849__i15_out;
  } else {
    _i847_out = [];
    if (g.o[14]) {
      for (_i848_slot of d["market"]) {
        if (((_i848_slot["card"] !== null) && (_i848_slot["left"] > 0))) {
          _i847_out.push(_i848_slot["card"]);
        }
      }
      for (let _i853__i19_i_ = 0, _end2 = _len(C_RESERVE); _i853__i19_i_ < _end2; _i853__i19_i_++) {
        _i853__i19_i = _i853__i19_i_;
        if ((d["reserve"][C_RESERVE[_i853__i19_i]] > 0)) {
          _i847_out.push(g.f_reserve_cards[_i853__i19_i]);
        }
      }
    }
    _i854_r = _i847_out;
  }
  for (a_c of _i854_r) {
    out.push(_STR27[a_c]);
  }
  if (out.length > 1) _isort(out);
}
const _LIST = {"draw": [_list0_0], "cave": [_list1_1], "play": [_list2_2, _list2_3, _list2_4, _list2_5, _list2_6, _list2_7, _list2_8, _list2_9, _list2_10, _list2_11, _list2_12, _list2_13, _list2_14, _list2_15, _list2_16, _list2_17, _list2_18, _list2_19, _list2_20, _list2_21, _list2_22], "discard": [_list3_23, _list3_24], "remove": [_list4_26, _list4_25], "take": [_list5_27]};
const _STATIC = new Set([]);  // phases listing alike in every state of a Game
const _APPLY_FN = [do_draw, do_cave, do_move_card, do_move_leftover, do_move_token, do_move_discard, do_move_remove, do_break_card, do_break_leftover, do_break_token, do_break_discard, do_explore, do_pay, do_pay_token, do_buy, do_use, do_token_draw, do_token_pass, do_token_change, do_token_keep, do_token_remove, do_token_replace, do_end, do_discard, do_done, do_remove, do_done, do_take];
const _INDEX_BOARD_KEYS = new Map([["first-game", 0], ["hills-of-gold", 1], ["home-stretch", 2], ["winding-path", 3], ["serpentine", 4], ["swampland", 5], ["witchs-cauldron", 6], ["straight-river", 7]]);
const _INDEX_CARDS = new Map([["adventurer", 0], ["captain", 1], ["cartographer", 2], ["compass", 3], ["explorer", 4], ["giant-machete", 5], ["jack-of-all-trades", 6], ["journalist", 7], ["millionaire", 8], ["native", 9], ["photographer", 10], ["pioneer", 11], ["prop-plane", 12], ["sailor", 13], ["scientist", 14], ["scout", 15], ["trailblazer", 16], ["transmitter", 17], ["travel-log", 18], ["traveler", 19], ["treasure-chest", 20]]);
const _INDEX_PIECES = new Map([["a", 0], ["b", 1]]);
const _INDEX_STARTING = new Map([["explorer", 0], ["traveler", 1], ["sailor", 2]]);
const _INDEX_TOKENS = new Map([["change", 0], ["coin-1", 1], ["coin-2", 2], ["draw", 3], ["keep-single-use", 4], ["machete-1", 5], ["machete-2", 6], ["machete-3", 7], ["native", 8], ["paddle-1", 9], ["paddle-2", 10], ["pass-occupied", 11], ["remove", 12], ["replace", 13]]);
const _DERIVED = {"winners": winners_json};
const _KEYS = [["game", null], ["players", null], ["options", null], ["phase", ["enum", ["draw", "play", "remove", "take", "cave", "discard", "over"]]], ["turn", ["int"]], ["round", ["int"]], ["drawer", ["int"]], ["pieces", ["list", ["list", ["str"]]]], ["decks", ["list", ["counter", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"], ["int"]]]], ["hands", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["discards", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["play", ["list", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]]], ["removed", ["list", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["market", ["list", ["rec", [["card", ["opt", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["left", ["int"]]]]]], ["reserve", ["dict", ["pioneer", "giant-machete", "captain", "journalist", "millionaire", "adventurer", "prop-plane", "cartographer", "compass", "scientist", "travel-log", "native"], ["int"]]], ["blockades", ["list", ["rec", [["id", ["int"]], ["kind", ["enum", ["jungle-1", "jungle-2", "water-1", "village-1", "rubble-1", "rubble-2"]]], ["holder", ["opt", ["int"]]]]]]], ["active", ["opt", ["rec", [["piece", ["enum", ["a", "b"]]], ["kind", ["enum", ["machete", "paddle", "coin"]]], ["power", ["int"]]]]]], ["coins", ["half"]], ["buys", ["int"]], ["draws", ["int"]], ["after", ["enum", ["setup", "play", "end"]]], ["remove_left", ["int"]], ["caves", ["list", ["rec", [["space", ["str"]], ["tokens", ["int"]]]]]], ["token_pool", ["dict", ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"], ["int"]]], ["tokens", ["list", ["list", ["enum", ["change", "coin-1", "coin-2", "draw", "keep-single-use", "machete-1", "machete-2", "machete-3", "native", "paddle-1", "paddle-2", "pass-occupied", "remove", "replace"]]]]], ["explored", ["list", ["list", ["opt", ["str"]]]]], ["this_turn", ["rec", [["pass_occupied", ["bool"]], ["change", ["opt", ["enum", ["machete", "paddle", "coin"]]]], ["keep", ["opt", ["enum", ["adventurer", "captain", "cartographer", "compass", "explorer", "giant-machete", "jack-of-all-trades", "journalist", "millionaire", "native", "photographer", "pioneer", "prop-plane", "sailor", "scientist", "scout", "trailblazer", "transmitter", "travel-log", "traveler", "treasure-chest"]]]], ["cave", ["opt", ["str"]]]]]], ["finished", ["list", ["bool"]]], ["ending", ["bool"]], ["stopped", ["bool"]], ["winners", ["opt", ["list", ["int"]]]]];
const _CHECKED = [];
const _KEY_DESC = Object.fromEntries(_KEYS);
const _GAME_FIELDS = [["b", game_b], ["pieces", game_pieces], ["caves", game_caves], ["start", game_start], ["neigh", game_neigh], ["seam", game_seam], ["cave_neigh", game_cave_neigh], ["pay", game_pay], ["need", game_need], ["finish", game_finish], ["near", game_near], ["blk_pay", game_blk_pay], ["blk_need", game_blk_need], ["blk_kind", game_blk_kind], ["card_type", game_card_type], ["card_power", game_card_power], ["card_cost", game_card_cost], ["card_single", game_card_single], ["card_effect", game_card_effect], ["card_draws", game_card_draws], ["card_removes", game_card_removes], ["reserve_cards", game_reserve_cards]];
const _INVARIANTS = [check_parts, check_reachable];
const _LOAD = normalise;
const _INIT = init, _SCORES = scores, _RETURNS = returns;
const _OBSERVE = [{"key": "hands[]", "show": "count-to-others"}, {"key": "decks[]", "show": "total"}];
const _PHASE_FIELD = "phase";
export const PHASES = ["draw", "play", "remove", "take", "cave", "discard", "over"];
export class Game {
  constructor(players, options) {
    if (!_isInt(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new Error(`players must be one of ${MIN_PLAYERS}..${MAX_PLAYERS}, not ${_show(players)}`);
    this.players = players;
    this.options = _chooseOptions(options);
    this.o = _OPTION_TESTS.map(([name, value]) => this.options[name] === value);  // option("x") == "v", once per game
    for (const [name, init] of _GAME_FIELDS) this["f_" + name] = init(this);
    this._static = new Map();  // phase (of _STATIC) -> what State._listed gives there, in every state
  }
  newInitialState() { return new State(this); }
  stateFromJSON(data) { return State.fromJSON(this, data); }
  new_initial_state() { return this.newInitialState(); }
  state_from_json(data) { return this.stateFromJSON(data); }
}

function _sortedOptions(o) { const out = {}; for (const k of Object.keys(o).sort(_cmp)) out[k] = o[k]; return out; }

export class State {
  constructor(game, d) {
    this.game = game; this.d = d === undefined ? _INIT(game) : d; this._legal = null;
    this._seen = null; this._origin = null;  // the actions applied and the loaded JSON, for informationStateString
  }
  currentPlayer() {
    const who = _WHO[this.d[_PHASE_FIELD]];
    return who === undefined ? TERMINAL : typeof who === "number" ? who : who(this.game, this.d);
  }
  isTerminal() { return _TERMINAL_PHASES.includes(this.d[_PHASE_FIELD]); }
  isChanceNode() { return _CHANCE_PHASES.includes(this.d[_PHASE_FIELD]); }
  _listed() {  // the legal strings ([string, weight] pairs in a chance phase); shared: never changed
    const ph = this.d[_PHASE_FIELD];
    const static_ = _STATIC.has(ph);
    if (static_) {
      const hit = this.game._static.get(ph);
      if (hit !== undefined) return hit;
    }
    const out = [];
    const fns = _LIST[ph];
    if (fns !== undefined) for (const fn of fns) fn(this.game, this.d, out);
    if (static_) this.game._static.set(ph, out);
    return out;
  }
  _legalNow() {
    const out = this._listed();
    return this.isChanceNode() ? out.map((x) => x[0]) : out;
  }
  legalActions() { if (this._legal === null) this._legal = this._legalNow(); return this._legal.slice(); }
  chanceOutcomes() {
    if (!this.isChanceNode()) return [];
    const ws = this._listed(), n = ws.length, legal = new Array(n), out = new Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) total += ws[i][1];
    for (let i = 0; i < n; i++) {  // plain loops: no destructuring or closure per outcome
      const s = ws[i][0], w = ws[i][1], k = _gcd(w, total);
      legal[i] = s;
      out[i] = [s, [w / k, total / k]];
    }
    this._legal = legal;
    return out;
  }
  applyAction(action) {
    if (this._legal === null) this._legal = this._legalNow();
    const legal = this._legal;
    if (!legal.includes(action)) {
      if (this.isTerminal()) throw new IllegalAction(`${_show(action)}: the game is over`);
      throw new IllegalAction(`${_show(action)} is not legal in phase ${this.d[_PHASE_FIELD]}`);
    }
    this._legal = null;
    this._seen = [this._seen, action, null, null];
    const e = _ACTIONS.get(action);
    _APPLY_FN[e[0]](this.game, this.d, ...e[1]);
  }
  scores() { return _SCORES(this.game, this.d); }
  returns() { return _RETURNS(this.game, this.d); }
  clone() { const s = new State(this.game, _deep(this.d)); s._legal = this._legal; s._seen = this._seen; s._origin = this._origin; return s; }
  toJSON() {
    const g = this.game, d = this.d, out = {};
    for (const [key, desc] of _KEYS) {
      if (key === "game") out[key] = GAME_ID;
      else if (key === "players") out[key] = g.players;
      else if (key === "options") out[key] = _sortedOptions(g.options);
      else if (Object.hasOwn(_DERIVED, key)) out[key] = _canon(desc, _DERIVED[key](g, d));
      else out[key] = _canon(desc, d[key]);
    }
    return out;
  }
  static fromJSON(game, data) {
    if (!_isObj(data)) throw _bad("a JSON object expected");
    for (const key of ["players", ..._CHECKED]) if (!Object.hasOwn(data, key)) throw _bad(`${key}: missing`);
    if ((data.game ?? GAME_ID) !== GAME_ID) throw _bad(`game must be ${_show(GAME_ID)}`);
    if (data.players !== game.players) throw _bad(`players must be ${game.players}`);
    if (data.options !== undefined && JSON.stringify(_sortedOptions(data.options)) !== JSON.stringify(_sortedOptions(game.options))) throw _bad(`options must be ${_show(game.options)}`);
    const body = {};
    for (const [k, v] of Object.entries(data)) if (!["game", "players", "options"].includes(k) && !Object.hasOwn(_DERIVED, k)) body[k] = v;
    for (const key of _CHECKED) if (!Object.hasOwn(data, key)) throw _bad(`${key}: missing`);
    const d = _load(_STATE, body, "");
    if (_LOAD !== null) _LOAD(game, d);
    for (const check of _INVARIANTS) { const why = check(game, d); if (why !== "") throw _bad(why); }
    for (const [key, fn] of Object.entries(_DERIVED)) {  // a derived key given must be what the position gives
      if (Object.hasOwn(data, key) && canonicalJSON(data[key]) !== canonicalJSON(_canon(_KEY_DESC[key], fn(game, d)))) throw _bad(`${key}: not what the position gives`);
    }
    const s = new State(game, d);
    s._origin = s.toJSON();
    return s;
  }
  observation(seat) {
    if (!_isInt(seat) || seat < -1 || seat >= this.game.players) throw new Error(`seat must be one of 0..${this.game.players - 1}, not ${_show(seat)}`);
    const d = this.toJSON(), ph = this.d[_PHASE_FIELD];
    for (const ob of _OBSERVE) {
      const show = (ob.face_down_in || []).includes(ph) ? "face-down" : ob.show;
      _observe(d, ob.key.replaceAll("[].", "[] ").replaceAll(".", " ").split(" "), show, seat);
    }
    d.seat = seat;
    return d;
  }
  // observation(seat) as one line of JSON, keys sorted: the same text as the Python engine's
  observationString(seat) { return canonicalJSON(this.observation(seat)); }
  observation_string(seat) { return this.observationString(seat); }
  // what one seat knows, as the Python engine's information_state_string: the public view after every
  // action (chance outcomes shown as `chance`), then its own view; views cached on the shared trail
  informationStateString(seat) {
    const own = this.observationString(seat);
    const trail = [];
    for (let c = this._seen; c !== null; c = c[0]) trail.push(c);
    trail.reverse();
    let known = trail.length;
    while (known > 0 && trail[known - 1][2] === null) known--;
    if (known < trail.length) {
      let st, start;
      if (known > 0 && trail[known - 1][3] !== null) { st = trail[known - 1][3]; start = known; trail[known - 1][3] = null; }
      else { st = this._start(); start = 0; }
      for (const cell of trail.slice(start)) {
        const shown = st.isChanceNode() ? "chance" : cell[1];
        st.applyAction(cell[1]);
        st._seen = null;
        if (cell[2] === null) cell[2] = `${shown}: ${st.observationString(-1)}`;
      }
      trail[trail.length - 1][3] = st;
    }
    const lines = [`seat ${seat}`, `start: ${this._start().observationString(-1)}`];
    for (const cell of trail) lines.push(cell[2]);
    lines.push(`now: ${own}`);
    return lines.join("\n");
  }
  information_state_string(seat) { return this.informationStateString(seat); }
  _start() { return this._origin === null ? new State(this.game) : State.fromJSON(this.game, this._origin); }
  // the Python names, so code written against either engine runs on this one
  current_player() { return this.currentPlayer(); }
  is_terminal() { return this.isTerminal(); }
  is_chance_node() { return this.isChanceNode(); }
  legal_actions() { return this.legalActions(); }
  chance_outcomes() { return this.chanceOutcomes(); }
  apply_action(a) { return this.applyAction(a); }
  to_json() { return this.toJSON(); }
}

State.prototype.winners = function () { return winners(this.game, this.d); };
State.prototype.stoppedByLimit = function () { return stopped_by_limit(this.game, this.d); };
State.prototype.stopped_by_limit = function () { return stopped_by_limit(this.game, this.d); };

// --- exports for game frameworks (as the Python engine's: ids are positions) ---
export const ACTIONS = null;  // a decision takes a run-time string: decisions are sequences of ACTION_TOKENS
export const ACTION_TOKENS = Object.freeze([" ", "+", "-1,-1", "-1,-1 ", "-1,-1+", "-1,-2", "-1,-2 ", "-1,-2+", "-1,0", "-1,0 ", "-1,0+", "-1,1", "-1,1 ", "-1,1+", "-1,10", "-1,10 ", "-1,10+", "-1,11", "-1,11 ", "-1,11+", "-1,12", "-1,12 ", "-1,12+", "-1,13", "-1,13 ", "-1,13+", "-1,14", "-1,14 ", "-1,14+", "-1,15", "-1,15 ", "-1,15+", "-1,16", "-1,16 ", "-1,16+", "-1,17", "-1,17 ", "-1,17+", "-1,18", "-1,18 ", "-1,18+", "-1,19", "-1,19 ", "-1,19+", "-1,2", "-1,2 ", "-1,2+", "-1,20", "-1,20 ", "-1,20+", "-1,21", "-1,21 ", "-1,21+", "-1,22", "-1,22 ", "-1,22+", "-1,23", "-1,23 ", "-1,23+", "-1,3", "-1,3 ", "-1,3+", "-1,4", "-1,4 ", "-1,4+", "-1,5", "-1,5 ", "-1,5+", "-1,6", "-1,6 ", "-1,6+", "-1,7", "-1,7 ", "-1,7+", "-1,8", "-1,8 ", "-1,8+", "-1,9", "-1,9 ", "-1,9+", "-10,14", "-10,14 ", "-10,14+", "-10,15", "-10,15 ", "-10,15+", "-10,16", "-10,16 ", "-10,16+", "-10,17", "-10,17 ", "-10,17+", "-10,18", "-10,18 ", "-10,18+", "-10,19", "-10,19 ", "-10,19+", "-10,20", "-10,20 ", "-10,20+", "-10,21", "-10,21 ", "-10,21+", "-10,22", "-10,22 ", "-10,22+", "-10,23", "-10,23 ", "-10,23+", "-10,27", "-10,27 ", "-10,27+", "-10,28", "-10,28 ", "-10,28+", "-10,29", "-10,29 ", "-10,29+", "-10,30", "-10,30 ", "-10,30+", "-11,14", "-11,14 ", "-11,14+", "-11,15", "-11,15 ", "-11,15+", "-11,16", "-11,16 ", "-11,16+", "-11,19", "-11,19 ", "-11,19+", "-11,20", "-11,20 ", "-11,20+", "-11,21", "-11,21 ", "-11,21+", "-11,22", "-11,22 ", "-11,22+", "-11,23", "-11,23 ", "-11,23+", "-12,15", "-12,15 ", "-12,15+", "-12,16", "-12,16 ", "-12,16+", "-12,20", "-12,20 ", "-12,20+", "-12,21", "-12,21 ", "-12,21+", "-12,22", "-12,22 ", "-12,22+", "-12,23", "-12,23 ", "-12,23+", "-12,24", "-12,24 ", "-12,24+", "-13,23", "-13,23 ", "-13,23+", "-13,24", "-13,24 ", "-13,24+", "-13,25", "-13,25 ", "-13,25+", "-14,24", "-14,24 ", "-14,24+", "-14,25", "-14,25 ", "-14,25+", "-2,-1", "-2,-1 ", "-2,-1+", "-2,0", "-2,0 ", "-2,0+", "-2,1", "-2,1 ", "-2,1+", "-2,10", "-2,10 ", "-2,10+", "-2,11", "-2,11 ", "-2,11+", "-2,12", "-2,12 ", "-2,12+", "-2,13", "-2,13 ", "-2,13+", "-2,14", "-2,14 ", "-2,14+", "-2,15", "-2,15 ", "-2,15+", "-2,16", "-2,16 ", "-2,16+", "-2,17", "-2,17 ", "-2,17+", "-2,18", "-2,18 ", "-2,18+", "-2,19", "-2,19 ", "-2,19+", "-2,2", "-2,2 ", "-2,2+", "-2,20", "-2,20 ", "-2,20+", "-2,21", "-2,21 ", "-2,21+", "-2,22", "-2,22 ", "-2,22+", "-2,23", "-2,23 ", "-2,23+", "-2,24", "-2,24 ", "-2,24+", "-2,3", "-2,3 ", "-2,3+", "-2,4", "-2,4 ", "-2,4+", "-2,5", "-2,5 ", "-2,5+", "-2,6", "-2,6 ", "-2,6+", "-2,7", "-2,7 ", "-2,7+", "-2,8", "-2,8 ", "-2,8+", "-2,9", "-2,9 ", "-2,9+", "-3,0", "-3,0 ", "-3,0+", "-3,1", "-3,1 ", "-3,1+", "-3,10", "-3,10 ", "-3,10+", "-3,11", "-3,11 ", "-3,11+", "-3,12", "-3,12 ", "-3,12+", "-3,13", "-3,13 ", "-3,13+", "-3,14", "-3,14 ", "-3,14+", "-3,15", "-3,15 ", "-3,15+", "-3,16", "-3,16 ", "-3,16+", "-3,17", "-3,17 ", "-3,17+", "-3,18", "-3,18 ", "-3,18+", "-3,19", "-3,19 ", "-3,19+", "-3,2", "-3,2 ", "-3,2+", "-3,20", "-3,20 ", "-3,20+", "-3,21", "-3,21 ", "-3,21+", "-3,22", "-3,22 ", "-3,22+", "-3,23", "-3,23 ", "-3,23+", "-3,24", "-3,24 ", "-3,24+", "-3,25", "-3,25 ", "-3,25+", "-3,3", "-3,3 ", "-3,3+", "-3,4", "-3,4 ", "-3,4+", "-3,5", "-3,5 ", "-3,5+", "-3,6", "-3,6 ", "-3,6+", "-3,7", "-3,7 ", "-3,7+", "-3,8", "-3,8 ", "-3,8+", "-3,9", "-3,9 ", "-3,9+", "-4,10", "-4,10 ", "-4,10+", "-4,11", "-4,11 ", "-4,11+", "-4,12", "-4,12 ", "-4,12+", "-4,13", "-4,13 ", "-4,13+", "-4,14", "-4,14 ", "-4,14+", "-4,15", "-4,15 ", "-4,15+", "-4,16", "-4,16 ", "-4,16+", "-4,17", "-4,17 ", "-4,17+", "-4,18", "-4,18 ", "-4,18+", "-4,19", "-4,19 ", "-4,19+", "-4,20", "-4,20 ", "-4,20+", "-4,21", "-4,21 ", "-4,21+", "-4,22", "-4,22 ", "-4,22+", "-4,23", "-4,23 ", "-4,23+", "-4,24", "-4,24 ", "-4,24+", "-4,25", "-4,25 ", "-4,25+", "-4,26", "-4,26 ", "-4,26+", "-4,27", "-4,27 ", "-4,27+", "-4,28", "-4,28 ", "-4,28+", "-4,5", "-4,5 ", "-4,5+", "-4,6", "-4,6 ", "-4,6+", "-4,7", "-4,7 ", "-4,7+", "-4,8", "-4,8 ", "-4,8+", "-4,9", "-4,9 ", "-4,9+", "-5,10", "-5,10 ", "-5,10+", "-5,11", "-5,11 ", "-5,11+", "-5,12", "-5,12 ", "-5,12+", "-5,13", "-5,13 ", "-5,13+", "-5,14", "-5,14 ", "-5,14+", "-5,15", "-5,15 ", "-5,15+", "-5,16", "-5,16 ", "-5,16+", "-5,17", "-5,17 ", "-5,17+", "-5,18", "-5,18 ", "-5,18+", "-5,19", "-5,19 ", "-5,19+", "-5,20", "-5,20 ", "-5,20+", "-5,21", "-5,21 ", "-5,21+", "-5,22", "-5,22 ", "-5,22+", "-5,23", "-5,23 ", "-5,23+", "-5,24", "-5,24 ", "-5,24+", "-5,25", "-5,25 ", "-5,25+", "-5,26", "-5,26 ", "-5,26+", "-5,27", "-5,27 ", "-5,27+", "-5,28", "-5,28 ", "-5,28+", "-5,29", "-5,29 ", "-5,29+", "-5,6", "-5,6 ", "-5,6+", "-5,7", "-5,7 ", "-5,7+", "-5,8", "-5,8 ", "-5,8+", "-5,9", "-5,9 ", "-5,9+", "-6,10", "-6,10 ", "-6,10+", "-6,11", "-6,11 ", "-6,11+", "-6,12", "-6,12 ", "-6,12+", "-6,13", "-6,13 ", "-6,13+", "-6,14", "-6,14 ", "-6,14+", "-6,15", "-6,15 ", "-6,15+", "-6,16", "-6,16 ", "-6,16+", "-6,17", "-6,17 ", "-6,17+", "-6,18", "-6,18 ", "-6,18+", "-6,19", "-6,19 ", "-6,19+", "-6,20", "-6,20 ", "-6,20+", "-6,21", "-6,21 ", "-6,21+", "-6,22", "-6,22 ", "-6,22+", "-6,23", "-6,23 ", "-6,23+", "-6,24", "-6,24 ", "-6,24+", "-6,25", "-6,25 ", "-6,25+", "-6,26", "-6,26 ", "-6,26+", "-6,27", "-6,27 ", "-6,27+", "-6,28", "-6,28 ", "-6,28+", "-6,29", "-6,29 ", "-6,29+", "-6,30", "-6,30 ", "-6,30+", "-6,31", "-6,31 ", "-6,31+", "-6,7", "-6,7 ", "-6,7+", "-6,8", "-6,8 ", "-6,8+", "-6,9", "-6,9 ", "-6,9+", "-7,10", "-7,10 ", "-7,10+", "-7,11", "-7,11 ", "-7,11+", "-7,12", "-7,12 ", "-7,12+", "-7,13", "-7,13 ", "-7,13+", "-7,14", "-7,14 ", "-7,14+", "-7,15", "-7,15 ", "-7,15+", "-7,16", "-7,16 ", "-7,16+", "-7,17", "-7,17 ", "-7,17+", "-7,18", "-7,18 ", "-7,18+", "-7,19", "-7,19 ", "-7,19+", "-7,20", "-7,20 ", "-7,20+", "-7,21", "-7,21 ", "-7,21+", "-7,22", "-7,22 ", "-7,22+", "-7,23", "-7,23 ", "-7,23+", "-7,24", "-7,24 ", "-7,24+", "-7,25", "-7,25 ", "-7,25+", "-7,26", "-7,26 ", "-7,26+", "-7,27", "-7,27 ", "-7,27+", "-7,28", "-7,28 ", "-7,28+", "-7,29", "-7,29 ", "-7,29+", "-7,30", "-7,30 ", "-7,30+", "-7,31", "-7,31 ", "-7,31+", "-7,32", "-7,32 ", "-7,32+", "-7,9", "-7,9 ", "-7,9+", "-8,12", "-8,12 ", "-8,12+", "-8,13", "-8,13 ", "-8,13+", "-8,14", "-8,14 ", "-8,14+", "-8,15", "-8,15 ", "-8,15+", "-8,16", "-8,16 ", "-8,16+", "-8,17", "-8,17 ", "-8,17+", "-8,18", "-8,18 ", "-8,18+", "-8,19", "-8,19 ", "-8,19+", "-8,20", "-8,20 ", "-8,20+", "-8,21", "-8,21 ", "-8,21+", "-8,22", "-8,22 ", "-8,22+", "-8,24", "-8,24 ", "-8,24+", "-8,25", "-8,25 ", "-8,25+", "-8,26", "-8,26 ", "-8,26+", "-8,27", "-8,27 ", "-8,27+", "-8,28", "-8,28 ", "-8,28+", "-8,29", "-8,29 ", "-8,29+", "-8,30", "-8,30 ", "-8,30+", "-8,31", "-8,31 ", "-8,31+", "-8,32", "-8,32 ", "-8,32+", "-9,13", "-9,13 ", "-9,13+", "-9,14", "-9,14 ", "-9,14+", "-9,15", "-9,15 ", "-9,15+", "-9,16", "-9,16 ", "-9,16+", "-9,17", "-9,17 ", "-9,17+", "-9,18", "-9,18 ", "-9,18+", "-9,19", "-9,19 ", "-9,19+", "-9,20", "-9,20 ", "-9,20+", "-9,21", "-9,21 ", "-9,21+", "-9,22", "-9,22 ", "-9,22+", "-9,23", "-9,23 ", "-9,23+", "-9,26", "-9,26 ", "-9,26+", "-9,27", "-9,27 ", "-9,27+", "-9,28", "-9,28 ", "-9,28+", "-9,29", "-9,29 ", "-9,29+", "-9,30", "-9,30 ", "-9,30+", "0,-1", "0,-1 ", "0,-1+", "0,-2", "0,-2 ", "0,-2+", "0,-3", "0,-3 ", "0,-3+", "0,0", "0,0 ", "0,0+", "0,1", "0,1 ", "0,1+", "0,10", "0,10 ", "0,10+", "0,11", "0,11 ", "0,11+", "0,12", "0,12 ", "0,12+", "0,13", "0,13 ", "0,13+", "0,14", "0,14 ", "0,14+", "0,15", "0,15 ", "0,15+", "0,16", "0,16 ", "0,16+", "0,17", "0,17 ", "0,17+", "0,18", "0,18 ", "0,18+", "0,19", "0,19 ", "0,19+", "0,2", "0,2 ", "0,2+", "0,20", "0,20 ", "0,20+", "0,21", "0,21 ", "0,21+", "0,22", "0,22 ", "0,22+", "0,23", "0,23 ", "0,23+", "0,3", "0,3 ", "0,3+", "0,4", "0,4 ", "0,4+", "0,5", "0,5 ", "0,5+", "0,6", "0,6 ", "0,6+", "0,7", "0,7 ", "0,7+", "0,8", "0,8 ", "0,8+", "0,9", "0,9 ", "0,9+", "1", "1,-1", "1,-1 ", "1,-1+", "1,-2", "1,-2 ", "1,-2+", "1,-3", "1,-3 ", "1,-3+", "1,-4", "1,-4 ", "1,-4+", "1,-5", "1,-5 ", "1,-5+", "1,-6", "1,-6 ", "1,-6+", "1,-7", "1,-7 ", "1,-7+", "1,0", "1,0 ", "1,0+", "1,1", "1,1 ", "1,1+", "1,10", "1,10 ", "1,10+", "1,11", "1,11 ", "1,11+", "1,12", "1,12 ", "1,12+", "1,13", "1,13 ", "1,13+", "1,14", "1,14 ", "1,14+", "1,15", "1,15 ", "1,15+", "1,16", "1,16 ", "1,16+", "1,17", "1,17 ", "1,17+", "1,18", "1,18 ", "1,18+", "1,19", "1,19 ", "1,19+", "1,2", "1,2 ", "1,2+", "1,20", "1,20 ", "1,20+", "1,21", "1,21 ", "1,21+", "1,22", "1,22 ", "1,22+", "1,23", "1,23 ", "1,23+", "1,3", "1,3 ", "1,3+", "1,4", "1,4 ", "1,4+", "1,5", "1,5 ", "1,5+", "1,6", "1,6 ", "1,6+", "1,7", "1,7 ", "1,7+", "1,8", "1,8 ", "1,8+", "1,9", "1,9 ", "1,9+", "10,-13", "10,-13 ", "10,-13+", "10,-14", "10,-14 ", "10,-14+", "10,-15", "10,-15 ", "10,-15+", "10,-16", "10,-16 ", "10,-16+", "10,-17", "10,-17 ", "10,-17+", "10,-18", "10,-18 ", "10,-18+", "10,-19", "10,-19 ", "10,-19+", "10,-20", "10,-20 ", "10,-20+", "10,-21", "10,-21 ", "10,-21+", "10,-22", "10,-22 ", "10,-22+", "10,3", "10,3 ", "10,3+", "10,4", "10,4 ", "10,4+", "10,5", "10,5 ", "10,5+", "10,6", "10,6 ", "10,6+", "10,7", "10,7 ", "10,7+", "11,-14", "11,-14 ", "11,-14+", "11,-15", "11,-15 ", "11,-15+", "11,-16", "11,-16 ", "11,-16+", "11,-17", "11,-17 ", "11,-17+", "11,-18", "11,-18 ", "11,-18+", "11,-19", "11,-19 ", "11,-19+", "11,-20", "11,-20 ", "11,-20+", "11,-21", "11,-21 ", "11,-21+", "11,-22", "11,-22 ", "11,-22+", "11,-23", "11,-23 ", "11,-23+", "11,3", "11,3 ", "11,3+", "11,4", "11,4 ", "11,4+", "11,5", "11,5 ", "11,5+", "11,6", "11,6 ", "11,6+", "12,-18", "12,-18 ", "12,-18+", "12,-19", "12,-19 ", "12,-19+", "12,-20", "12,-20 ", "12,-20+", "12,-21", "12,-21 ", "12,-21+", "12,-22", "12,-22 ", "12,-22+", "12,-23", "12,-23 ", "12,-23+", "12,-24", "12,-24 ", "12,-24+", "13,-19", "13,-19 ", "13,-19+", "13,-20", "13,-20 ", "13,-20+", "13,-21", "13,-21 ", "13,-21+", "13,-22", "13,-22 ", "13,-22+", "13,-23", "13,-23 ", "13,-23+", "13,-24", "13,-24 ", "13,-24+", "14,-20", "14,-20 ", "14,-20+", "14,-21", "14,-21 ", "14,-21+", "14,-22", "14,-22 ", "14,-22+", "14,-23", "14,-23 ", "14,-23+", "14,-24", "14,-24 ", "14,-24+", "15,-21", "15,-21 ", "15,-21+", "15,-22", "15,-22 ", "15,-22+", "15,-23", "15,-23 ", "15,-23+", "15,-24", "15,-24 ", "15,-24+", "15,-25", "15,-25 ", "15,-25+", "16,-24", "16,-24 ", "16,-24+", "16,-25", "16,-25 ", "16,-25+", "16,-26", "16,-26 ", "16,-26+", "17,-25", "17,-25 ", "17,-25+", "17,-26", "17,-26 ", "17,-26+", "2", "2,-1", "2,-1 ", "2,-1+", "2,-2", "2,-2 ", "2,-2+", "2,-3", "2,-3 ", "2,-3+", "2,-4", "2,-4 ", "2,-4+", "2,-5", "2,-5 ", "2,-5+", "2,-6", "2,-6 ", "2,-6+", "2,-7", "2,-7 ", "2,-7+", "2,-8", "2,-8 ", "2,-8+", "2,0", "2,0 ", "2,0+", "2,1", "2,1 ", "2,1+", "2,10", "2,10 ", "2,10+", "2,11", "2,11 ", "2,11+", "2,12", "2,12 ", "2,12+", "2,13", "2,13 ", "2,13+", "2,14", "2,14 ", "2,14+", "2,15", "2,15 ", "2,15+", "2,16", "2,16 ", "2,16+", "2,17", "2,17 ", "2,17+", "2,18", "2,18 ", "2,18+", "2,19", "2,19 ", "2,19+", "2,2", "2,2 ", "2,2+", "2,20", "2,20 ", "2,20+", "2,21", "2,21 ", "2,21+", "2,22", "2,22 ", "2,22+", "2,23", "2,23 ", "2,23+", "2,3", "2,3 ", "2,3+", "2,4", "2,4 ", "2,4+", "2,5", "2,5 ", "2,5+", "2,6", "2,6 ", "2,6+", "2,7", "2,7 ", "2,7+", "2,8", "2,8 ", "2,8+", "2,9", "2,9 ", "2,9+", "3", "3,-1", "3,-1 ", "3,-1+", "3,-2", "3,-2 ", "3,-2+", "3,-3", "3,-3 ", "3,-3+", "3,-4", "3,-4 ", "3,-4+", "3,-5", "3,-5 ", "3,-5+", "3,-6", "3,-6 ", "3,-6+", "3,-7", "3,-7 ", "3,-7+", "3,-8", "3,-8 ", "3,-8+", "3,-9", "3,-9 ", "3,-9+", "3,0", "3,0 ", "3,0+", "3,1", "3,1 ", "3,1+", "3,10", "3,10 ", "3,10+", "3,11", "3,11 ", "3,11+", "3,12", "3,12 ", "3,12+", "3,13", "3,13 ", "3,13+", "3,14", "3,14 ", "3,14+", "3,15", "3,15 ", "3,15+", "3,16", "3,16 ", "3,16+", "3,17", "3,17 ", "3,17+", "3,18", "3,18 ", "3,18+", "3,19", "3,19 ", "3,19+", "3,2", "3,2 ", "3,2+", "3,20", "3,20 ", "3,20+", "3,21", "3,21 ", "3,21+", "3,22", "3,22 ", "3,22+", "3,3", "3,3 ", "3,3+", "3,4", "3,4 ", "3,4+", "3,5", "3,5 ", "3,5+", "3,6", "3,6 ", "3,6+", "3,7", "3,7 ", "3,7+", "3,8", "3,8 ", "3,8+", "3,9", "3,9 ", "3,9+", "4", "4,-10", "4,-10 ", "4,-10+", "4,-4", "4,-4 ", "4,-4+", "4,-5", "4,-5 ", "4,-5+", "4,-6", "4,-6 ", "4,-6+", "4,-7", "4,-7 ", "4,-7+", "4,-8", "4,-8 ", "4,-8+", "4,-9", "4,-9 ", "4,-9+", "4,0", "4,0 ", "4,0+", "4,1", "4,1 ", "4,1+", "4,10", "4,10 ", "4,10+", "4,11", "4,11 ", "4,11+", "4,12", "4,12 ", "4,12+", "4,13", "4,13 ", "4,13+", "4,14", "4,14 ", "4,14+", "4,15", "4,15 ", "4,15+", "4,16", "4,16 ", "4,16+", "4,17", "4,17 ", "4,17+", "4,18", "4,18 ", "4,18+", "4,19", "4,19 ", "4,19+", "4,2", "4,2 ", "4,2+", "4,20", "4,20 ", "4,20+", "4,21", "4,21 ", "4,21+", "4,3", "4,3 ", "4,3+", "4,4", "4,4 ", "4,4+", "4,5", "4,5 ", "4,5+", "4,6", "4,6 ", "4,6+", "4,7", "4,7 ", "4,7+", "4,8", "4,8 ", "4,8+", "4,9", "4,9 ", "4,9+", "5", "5,-10", "5,-10 ", "5,-10+", "5,-11", "5,-11 ", "5,-11+", "5,-12", "5,-12 ", "5,-12+", "5,-13", "5,-13 ", "5,-13+", "5,-14", "5,-14 ", "5,-14+", "5,-5", "5,-5 ", "5,-5+", "5,-6", "5,-6 ", "5,-6+", "5,-7", "5,-7 ", "5,-7+", "5,-8", "5,-8 ", "5,-8+", "5,-9", "5,-9 ", "5,-9+", "5,0", "5,0 ", "5,0+", "5,1", "5,1 ", "5,1+", "5,10", "5,10 ", "5,10+", "5,11", "5,11 ", "5,11+", "5,12", "5,12 ", "5,12+", "5,13", "5,13 ", "5,13+", "5,14", "5,14 ", "5,14+", "5,15", "5,15 ", "5,15+", "5,16", "5,16 ", "5,16+", "5,17", "5,17 ", "5,17+", "5,18", "5,18 ", "5,18+", "5,19", "5,19 ", "5,19+", "5,2", "5,2 ", "5,2+", "5,20", "5,20 ", "5,20+", "5,21", "5,21 ", "5,21+", "5,3", "5,3 ", "5,3+", "5,4", "5,4 ", "5,4+", "5,5", "5,5 ", "5,5+", "5,6", "5,6 ", "5,6+", "5,7", "5,7 ", "5,7+", "5,8", "5,8 ", "5,8+", "5,9", "5,9 ", "5,9+", "6", "6,-10", "6,-10 ", "6,-10+", "6,-11", "6,-11 ", "6,-11+", "6,-12", "6,-12 ", "6,-12+", "6,-13", "6,-13 ", "6,-13+", "6,-14", "6,-14 ", "6,-14+", "6,-15", "6,-15 ", "6,-15+", "6,-6", "6,-6 ", "6,-6+", "6,-7", "6,-7 ", "6,-7+", "6,-8", "6,-8 ", "6,-8+", "6,-9", "6,-9 ", "6,-9+", "6,0", "6,0 ", "6,0+", "6,1", "6,1 ", "6,1+", "6,10", "6,10 ", "6,10+", "6,11", "6,11 ", "6,11+", "6,12", "6,12 ", "6,12+", "6,13", "6,13 ", "6,13+", "6,14", "6,14 ", "6,14+", "6,15", "6,15 ", "6,15+", "6,19", "6,19 ", "6,19+", "6,2", "6,2 ", "6,2+", "6,20", "6,20 ", "6,20+", "6,21", "6,21 ", "6,21+", "6,3", "6,3 ", "6,3+", "6,4", "6,4 ", "6,4+", "6,5", "6,5 ", "6,5+", "6,6", "6,6 ", "6,6+", "6,7", "6,7 ", "6,7+", "6,8", "6,8 ", "6,8+", "6,9", "6,9 ", "6,9+", "7,-10", "7,-10 ", "7,-10+", "7,-11", "7,-11 ", "7,-11+", "7,-12", "7,-12 ", "7,-12+", "7,-13", "7,-13 ", "7,-13+", "7,-14", "7,-14 ", "7,-14+", "7,-15", "7,-15 ", "7,-15+", "7,-16", "7,-16 ", "7,-16+", "7,-7", "7,-7 ", "7,-7+", "7,-8", "7,-8 ", "7,-8+", "7,-9", "7,-9 ", "7,-9+", "7,0", "7,0 ", "7,0+", "7,1", "7,1 ", "7,1+", "7,10", "7,10 ", "7,10+", "7,11", "7,11 ", "7,11+", "7,12", "7,12 ", "7,12+", "7,13", "7,13 ", "7,13+", "7,14", "7,14 ", "7,14+", "7,19", "7,19 ", "7,19+", "7,2", "7,2 ", "7,2+", "7,20", "7,20 ", "7,20+", "7,3", "7,3 ", "7,3+", "7,4", "7,4 ", "7,4+", "7,5", "7,5 ", "7,5+", "7,6", "7,6 ", "7,6+", "7,7", "7,7 ", "7,7+", "7,8", "7,8 ", "7,8+", "7,9", "7,9 ", "7,9+", "8,-11", "8,-11 ", "8,-11+", "8,-12", "8,-12 ", "8,-12+", "8,-13", "8,-13 ", "8,-13+", "8,-14", "8,-14 ", "8,-14+", "8,-15", "8,-15 ", "8,-15+", "8,-16", "8,-16 ", "8,-16+", "8,-17", "8,-17 ", "8,-17+", "8,10", "8,10 ", "8,10+", "8,11", "8,11 ", "8,11+", "8,12", "8,12 ", "8,12+", "8,13", "8,13 ", "8,13+", "8,2", "8,2 ", "8,2+", "8,3", "8,3 ", "8,3+", "8,4", "8,4 ", "8,4+", "8,5", "8,5 ", "8,5+", "8,6", "8,6 ", "8,6+", "8,7", "8,7 ", "8,7+", "8,8", "8,8 ", "8,8+", "8,9", "8,9 ", "8,9+", "9,-12", "9,-12 ", "9,-12+", "9,-13", "9,-13 ", "9,-13+", "9,-14", "9,-14 ", "9,-14+", "9,-15", "9,-15 ", "9,-15+", "9,-16", "9,-16 ", "9,-16+", "9,-17", "9,-17 ", "9,-17+", "9,-18", "9,-18 ", "9,-18+", "9,-19", "9,-19 ", "9,-19+", "9,-20", "9,-20 ", "9,-20+", "9,-21", "9,-21 ", "9,-21+", "9,3", "9,3 ", "9,3+", "9,4", "9,4 ", "9,4+", "9,5", "9,5 ", "9,5+", "9,6", "9,6 ", "9,6+", "9,7", "9,7 ", "9,7+", "9,8", "9,8 ", "9,8+", "a", "a ", "a+", "action", "action ", "action+", "adventurer", "adventurer ", "adventurer+", "b", "b ", "b+", "break ", "buy ", "captain", "captain ", "captain+", "card_adventurer", "card_adventurer ", "card_adventurer+", "card_captain", "card_captain ", "card_captain+", "card_cartographer", "card_cartographer ", "card_cartographer+", "card_compass", "card_compass ", "card_compass+", "card_explorer", "card_explorer ", "card_explorer+", "card_giant_machete", "card_giant_machete ", "card_giant_machete+", "card_jack_of_all_trades", "card_jack_of_all_trades ", "card_jack_of_all_trades+", "card_journalist", "card_journalist ", "card_journalist+", "card_millionaire", "card_millionaire ", "card_millionaire+", "card_native", "card_native ", "card_native+", "card_photographer", "card_photographer ", "card_photographer+", "card_pioneer", "card_pioneer ", "card_pioneer+", "card_prop_plane", "card_prop_plane ", "card_prop_plane+", "card_sailor", "card_sailor ", "card_sailor+", "card_scientist", "card_scientist ", "card_scientist+", "card_scout", "card_scout ", "card_scout+", "card_trailblazer", "card_trailblazer ", "card_trailblazer+", "card_transmitter", "card_transmitter ", "card_transmitter+", "card_travel_log", "card_travel_log ", "card_travel_log+", "card_traveler", "card_traveler ", "card_traveler+", "card_treasure_chest", "card_treasure_chest ", "card_treasure_chest+", "cartographer", "cartographer ", "cartographer+", "cave", "cave ", "cave+", "change", "change ", "change+", "change:", "coin", "coin ", "coin+", "coin-1", "coin-1 ", "coin-1+", "coin-2", "coin-2 ", "coin-2+", "compass", "compass ", "compass+", "discard", "discard ", "discard+", "discard:", "done", "draw", "draw ", "draw+", "draw-1-remove-1", "draw-1-remove-1 ", "draw-1-remove-1+", "draw-2", "draw-2 ", "draw-2+", "draw-2-remove-2", "draw-2-remove-2 ", "draw-2-remove-2+", "draw-3", "draw-3 ", "draw-3+", "end", "end ", "end+", "explore ", "explorer", "explorer ", "explorer+", "first-game", "first-game ", "first-game+", "giant-machete", "giant-machete ", "giant-machete+", "goal", "goal ", "goal+", "hills-of-gold", "hills-of-gold ", "hills-of-gold+", "home-stretch", "home-stretch ", "home-stretch+", "jack-of-all-trades", "jack-of-all-trades ", "jack-of-all-trades+", "joker", "joker ", "joker+", "journalist", "journalist ", "journalist+", "jungle-1", "jungle-1 ", "jungle-1+", "jungle-2", "jungle-2 ", "jungle-2+", "keep-single-use", "keep-single-use ", "keep-single-use+", "leftover ", "machete", "machete ", "machete+", "machete-1", "machete-1 ", "machete-1+", "machete-2", "machete-2 ", "machete-2+", "machete-3", "machete-3 ", "machete-3+", "millionaire", "millionaire ", "millionaire+", "move ", "native", "native ", "native+", "native-move", "native-move ", "native-move+", "over", "over ", "over+", "paddle", "paddle ", "paddle+", "paddle-1", "paddle-1 ", "paddle-1+", "paddle-2", "paddle-2 ", "paddle-2+", "pass-occupied", "pass-occupied ", "pass-occupied+", "pay ", "photographer", "photographer ", "photographer+", "pioneer", "pioneer ", "pioneer+", "play", "play ", "play+", "prop-plane", "prop-plane ", "prop-plane+", "remove", "remove ", "remove+", "remove:", "replace", "replace ", "replace+", "replace:", "rubble-1", "rubble-1 ", "rubble-1+", "rubble-2", "rubble-2 ", "rubble-2+", "sailor", "sailor ", "sailor+", "scientist", "scientist ", "scientist+", "scout", "scout ", "scout+", "serpentine", "serpentine ", "serpentine+", "setup", "setup ", "setup+", "straight-river", "straight-river ", "straight-river+", "swampland", "swampland ", "swampland+", "take", "take ", "take+", "take-any", "take-any ", "take-any+", "token ", "token:", "trailblazer", "trailblazer ", "trailblazer+", "transmitter", "transmitter ", "transmitter+", "travel-log", "travel-log ", "travel-log+", "traveler", "traveler ", "traveler+", "treasure-chest", "treasure-chest ", "treasure-chest+", "use ", "village-1", "village-1 ", "village-1+", "water-1", "water-1 ", "water-1+", "winding-path", "winding-path ", "winding-path+", "witchs-cauldron", "witchs-cauldron ", "witchs-cauldron+"]);
export const MAX_ACTION_TOKENS = 7;
export const ACTION_TOKEN_SEPARATORS = " +:";
export function actionTokens(action) {  // an action cut after every separator, each token keeping its own
  const out = [];
  let start = 0;
  for (let i = 0; i < action.length; i++) {
    if (ACTION_TOKEN_SEPARATORS.includes(action[i])) { out.push(action.slice(start, i + 1)); start = i + 1; }
  }
  if (start < action.length) out.push(action.slice(start));
  return out;
}
export const CHANCE_OUTCOMES = Object.freeze(["cave change", "cave coin-1", "cave coin-2", "cave draw", "cave keep-single-use", "cave machete-1", "cave machete-2", "cave machete-3", "cave native", "cave paddle-1", "cave paddle-2", "cave pass-occupied", "cave remove", "cave replace", "draw adventurer", "draw captain", "draw cartographer", "draw compass", "draw explorer", "draw giant-machete", "draw jack-of-all-trades", "draw journalist", "draw millionaire", "draw native", "draw photographer", "draw pioneer", "draw prop-plane", "draw sailor", "draw scientist", "draw scout", "draw trailblazer", "draw transmitter", "draw travel-log", "draw traveler", "draw treasure-chest"]);
export const MAX_GAME_LENGTH = 6800;
export const UNBOUNDED_OPTIONS = Object.freeze({"round_limit": ["none"]});
export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;
export const OPENSPIEL_TERMINAL = -4;
