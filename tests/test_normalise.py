from extract.normalise import fold, kanji_number, normalise


def test_fullwidth_digits_and_letters_become_ascii():
    assert normalise("２∼５人 １０歳以上").text == "2〜5人10歳以上"


def test_every_range_mark_becomes_one():
    assert {normalise(s).text for s in ("1～5", "1〜5", "1∼5", "1~5")} == {"1〜5"}


def test_middle_dots_unified():
    assert normalise("‧威信").text == "・威信" == normalise("･威信").text


def test_kanji_numerals_that_count_things_are_read_as_digits():
    n = normalise("五位玩家使用4個騎士棋,三~四位玩家", numerals=True)
    assert n.text == "5位玩家使用4個騎士棋,3〜4位玩家"
    assert normalise("四種純寶石各一張", numerals=True).text == "4種純寶石各1張"
    assert normalise("兩張小豬卡", numerals=True).text == "2張小豬卡"
    assert fold("一回の手番で") == fold("1回の手番で")


def test_clause_text_keeps_kanji_numerals_as_written():
    assert normalise("一回の手番で、二人用").text == "一回の手番で、二人用"


def test_kanji_that_do_not_count_are_kept():
    assert normalise("一番多く", numerals=True).text == "一番多く"
    assert normalise("十分な在庫", numerals=True).text == "十分な在庫"


def test_kanji_number_reading():
    readings = [kanji_number(s) for s in ("一", "十", "十五", "二十四", "百二", "二五")]
    assert readings == [1, 10, 15, 24, 102, 25]


def test_offsets_point_back_to_the_source():
    src = "任意の１個または 2 個"
    n = normalise(src, numerals=True)
    assert n.text == "任意の1個または2個"
    for ch, off in zip(n.text, n.offsets, strict=True):
        assert normalise(src[off]).text in (ch, "") or src[off] in "１２"


def test_line_breaks_inside_cjk_leave_no_gap_but_latin_words_keep_one():
    assert normalise("中\n央の建物").text == "中央の建物"
    assert normalise("Rudiger\nDorn").text == "Rudiger Dorn"
    assert fold("a b\nc") == "abc"
