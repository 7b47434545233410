"""The self check-in tablet at the entrance: its refusals and the words of its pages, code → (Chinese,
English); the page is worded in the tablet's language."""

MESSAGES: dict[str, tuple[str, str]] = {
    # refusals
    "checkin.tablet_off": (
        "{event}的自助检录未开启：请到检录台检录",
        "Self check-in for {event} is not open: please check in at the desk"),
    "checkin.tablet_round_moved": (
        "此页面是{seen}的检录，现在{now}：请重新查找姓名",
        "This page was for {seen}; now {now}: please find your name again"),
    "checkin.tablet_now_closed": (
        "自助检录已关闭",
        "self check-in is closed"),
    "checkin.tablet_now_round": (
        "检录的是{round}",
        "check-in is for {round}"),
    "checkin.tablet_not_listed": (
        "本轮名单中没有这位选手（已退赛或被取消资格者不能自助检录）：请到检录台",
        "This player is not on the list for this round (a withdrawn or disqualified player cannot check in "
        "here): please go to the desk"),
    "checkin.tablet_no_student_id": (
        "名单中没有此选手的学生证号：请到检录台检录",
        "The roster holds no student ID for this player: please check in at the desk"),
    "checkin.tablet_digits_format": (
        "请输入学生证号的后{digits}位（刚好{digits}个字符）",
        "Type the last {digits} characters of your student ID (exactly {digits})"),
    "checkin.tablet_wrong_digits": (
        "学生证号后{digits}位不对：请再试一次，或到检录台",
        "Those are not the last {digits} characters of the student ID: try again, or go to the desk"),
    "checkin.tablet_unknown_event": (
        "没有这个比赛项目：{code}",
        "There is no event {code}"),
    # the page's words
    "tablet.title": ("{event} 自助检录", "{event} self check-in"),
    "tablet.find": ("输入你的姓名、拼音或首字母", "Type your name, its pinyin or its initials"),
    "tablet.find_button": ("查找", "Find"),
    "tablet.hint": ("例如 张三、zhangsan 或 zs", "e.g. zhangsan or zs"),
    "tablet.none_found": ("没有找到：请检查拼写，或到检录台", "Nobody found: check the spelling, or go to the desk"),
    "tablet.more_found": ("还有 {count} 人：请多输入几个字", "{count} more: type more of the name"),
    "tablet.already": ("已检录", "checked in"),
    "tablet.digits_label": ("请输入你的学生证号后{digits}位", "Type the last {digits} characters of your student ID"),
    "tablet.confirm_button": ("确认检录", "Check in"),
    "tablet.not_me": ("不是我，返回", "Not me: back"),
    "tablet.done": ("{name}，你已检录（{round}）", "{name}, you are checked in ({round})"),
    "tablet.was_done": ("{name}，你已经检录过了（{round}）", "{name}, you were already checked in ({round})"),
    "tablet.show_card": ("请向裁判出示学生证：验证学生证后才能参赛", "Show your student card to the referee: "
                         "you play only once it is checked"),
    "tablet.next": ("下一位", "Next player"),
    "tablet.back": ("返回", "Back"),
}
