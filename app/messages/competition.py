"""Refusals about pairing, rounds, event settings, standings and disqualification: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "pairing.across_scores": (
        "第{table}台：跨分段配对（{first} 分 对 {second} 分）",
        "Table {table}: paired across score groups (score {first} against score {second})"),
    "pairing.after_swap": (
        "调整后：{problem}",
        "After the change: {problem}"),
    "pairing.bye_above_lowest": (
        "轮空给 {player}（{points} 分）：分数更低的选手都已轮空过或无法另行编排",
        "Bye to {player} (score {points}): every lower-scored player has had a bye or cannot be paired otherwise"),
    "pairing.bye_count": (
        "本轮安排了 {byes} 个轮空，应为 {needed} 个",
        "This round has {byes} byes; it should have {needed}"),
    "pairing.bye_not_lowest": (
        "轮空应给最低分者：{player}（{points} 分）轮空，而 {lowest}（{lowest_points} 分）分数更低且未轮空过",
        "The bye goes to the lowest score: {player} (score {points}) has it, while {lowest} (score {lowest_points}) scores lower and has had none"),
    "pairing.left_out": (
        "{player} 未被编排（既无对手也未轮空）",
        "{player} is not paired (no opponent and no bye)"),
    "pairing.not_eligible": (
        "{player} 已退赛或连续弃权，不应再编排",
        "{player} has withdrawn or forfeited in a row and should not be paired"),
    "pairing.not_entered": (
        "{player} 不在参赛名单中",
        "{player} is not among the entrants"),
    "pairing.rematch": (
        "第{table}台：{first} 与 {second} 已经相遇过（重复对局）",
        "Table {table}: {first} and {second} have met before (a rematch)"),
    "pairing.same_school": (
        "第{table}台：同校相遇（{school}：{first} 对 {second}）",
        "Table {table}: schoolmates meet ({school}: {first} against {second})"),
    "pairing.seated_twice": (
        "{player} 在本轮出现了 {times} 次",
        "{player} appears {times} times in this round"),
    "pairing.second_bye": (
        "{player} 已经轮空过，不得再次轮空",
        "{player} has had a bye already and may not have another"),
    "pairing.short_table_filler": (
        "第{table}台只有 {size} 名选手：需要 1 名补位选手",
        "Table {table} has only {size} players: it needs 1 filler"),
    "pairing.short_table_smaller": (
        "第{table}台只有 {size} 名选手：打二人斗地主",
        "Table {table} has only {size} players: they play two-player Dou Dizhu"),
    "pairing.table_size": (
        "第{table}台有 {size} 名选手（应为 2 名）",
        "Table {table} has {size} players (it should have 2)"),
    "disqualify.already": (
        "该参赛者已被裁判取消比赛资格",
        "This entrant is already disqualified by the referee"),
    "disqualify.bad_round": (
        "轮次 {number} 无效：已编排 {latest} 轮",
        "Invalid round {number}: {latest} rounds are paired"),
    "disqualify.caused_by_result": (
        "该参赛者因{source_labels}被自动取消资格（{reason}）；请更改或撤销造成它的成绩",
        "This entrant was disqualified automatically by {source_labels} ({reason}); change or undo the result that caused it"),
    "disqualify.individual_event": (
        "“{name}”是个人项目，请指定选手而不是队伍",
        "“{name}” is an individual event: name a player, not a team"),
    "disqualify.no_team": (
        "“{name}”没有编号为 {team_id} 的队伍",
        "“{name}” has no team with id {team_id}"),
    "disqualify.not_disqualified": (
        "该参赛者没有被取消比赛资格",
        "This entrant is not disqualified"),
    "disqualify.not_entered": (
        "编号为 {player_id} 的选手没有报名“{name}”",
        "The player with id {player_id} is not entered in “{name}”"),
    "disqualify.not_in_team": (
        "编号为 {player_id} 的选手没有参加“{name}”的队伍",
        "The player with id {player_id} is in no team of “{name}”"),
    "disqualify.reason_needed": (
        "请填写取消比赛资格的原因",
        "Give the reason for the disqualification"),
    "disqualify.reason.result": (
        "第{round}轮第{table}桌：{label}",
        "Round {round}, table {table}: {label}"),
    "disqualify.reason.fouls_event": (
        "犯规累计 {fouls} 次（第{round}轮第{table}桌）",
        "{fouls} fouls in the event (round {round}, table {table})"),
    "disqualify.reason.fouls_game": (
        "一局犯规 {fouls} 次（第{round}轮第{table}桌）",
        "{fouls} fouls in one game (round {round}, table {table})"),
    "pairing.doudizhu_too_few": (
        "斗地主至少需要两名选手（现有 {count} 人）",
        "Dou Dizhu needs at least two players (there are {count})"),
    "pairing.entrant_twice": (
        "选手 {label} 在名单中出现了两次",
        "Player {label} appears twice in the list"),
    "pairing.identity_too_few": (
        "身份局至少需要五名选手（现有 {count} 人）",
        "Identity games need at least five players (there are {count})"),
    "pairing.no_bye_left": (
        "人数为单数，但所有可编排的选手都已轮空过，无法再安排轮空；请增加一名补双选手",
        "The number of players is odd but every pairable player has had a bye already; add a player to make the numbers even"),
    "pairing.no_team_bye_left": (
        "人数为单数，但所有队伍都已轮空过，无法再安排轮空",
        "The number is odd but every team has had a bye already"),
    "pairing.too_few_players": (
        "可编排的选手不足两人（现有 {players_count} 人）",
        "Fewer than two players can be paired (there are {players_count})"),
    "pairing.too_few_teams": (
        "可编排的队伍不足两支（现有 {count} 支）",
        "Fewer than two teams can be paired (there are {count})"),
    "rounds.bad_table_number": (
        "桌号必须为正数，而不是 {new_number}",
        "A table number must be positive, not {new_number}"),
    "rounds.event_cancelled": (
        "项目“{event}”已取消，不能编排",
        "“{event}” is cancelled and cannot be paired"),
    "rounds.has_results": (
        "{round}已有成绩，不能重新编排",
        "{round} has results and cannot be re-paired"),
    "rounds.no_legal_pairing": (
        "{round}无法编排：{exc}",
        "{round} cannot be paired: {exc}"),
    "rounds.none_paired": (
        "还没有编排任何轮次",
        "No round is paired yet"),
    "rounds.playoff_first": (
        "已编排加赛：须先删除加赛，才能删除决赛的轮次",
        "A playoff is paired: delete the playoff before deleting a round of the final stage"),
    "rounds.renumber_latest_only": (
        "只能调整最新一轮的桌号",
        "Only the latest round's tables can be renumbered"),
    "rounds.round_open": (
        "{round}还有 {tables_count} 桌未录入成绩（桌号 {tables}{more}），不能编排下一轮",
        "{round} still has {tables_count} tables without a result (tables {tables}{more}); the next round cannot be paired"),
    "rounds.stage_name.preliminary": ("预赛", "The preliminaries"),
    "rounds.stage_name.final": ("决赛", "The final stage"),
    "rounds.stage_complete": (
        "{stage}已完成全部 {needed} 轮",
        "{stage}: all {needed} rounds are paired"),
    "rounds.swap_has_result": (
        "已录入成绩的对局不能调整",
        "A game with a result cannot be changed"),
    "rounds.swap_latest_only": (
        "只能调整最新一轮的对阵",
        "Only the latest round's pairings can be changed"),
    "settings.at_least_one": (
        "设置项 “{key}” 必须至少为 1，而不是 {value}",
        "The setting “{key}” must be at least 1, not {value}"),
    "settings.bad_choice": (
        "设置项 “{key}” 的值 “{value}” 无效（可用：{choices}）",
        "The value “{value}” of the setting “{key}” is invalid (choose from: {choices})"),
    "settings.multi_seat_format": (
        "“{event}”每桌多人，不能用循环赛或预赛分组（设置项 “{key}”）",
        "“{event}” seats several players at a table and cannot use a round robin or preliminary groups (setting “{key}”)"),
    "settings.games_per_round_max": (
        "设置项 “games_per_round” 至多为 {most}，而不是 {value}",
        "The setting “games_per_round” is at most {most}, not {value}"),
    "settings.single_game_event": (
        "“{event}”每轮只下一局，设置项 “games_per_round” 须为 1，而不是 {value}",
        "“{event}” plays one game a round; the setting “games_per_round” must be 1, not {value}"),
    "settings.pool_too_small": (
        "武将表 “{pool}” 只有 {size} 名武将，本项目选将要发 {needed} 名",
        "The general pool “{pool}” holds {size} generals; this event's draft deals {needed}"),
    "settings.negative": (
        "设置项 “{key}” 不能为负数：{value}",
        "The setting “{key}” cannot be negative: {value}"),
    "settings.not_a_number": (
        "设置项 “{key}” 的值 “{value}” 不是数字",
        "The value “{value}” of the setting “{key}” is not a number"),
    "settings.not_finite": (
        "设置项 “{key}” 的值 {value} 不是有限的数",
        "The value {value} of the setting “{key}” is not a finite number"),
    "settings.too_large": (
        "设置项 “{key}” 的值 {value} 太大（至多 {most}）",
        "The value {value} of the setting “{key}” is too large (at most {most})"),
    "settings.playoff_games_odd": (
        "设置项 “playoff_games” 须为奇数（如 1 或 3，三局两胜），而不是 {value}",
        "The setting “playoff_games” must be odd (such as 1, or 3 for best of three), not {value}"),
    "settings.unknown_key": (
        "未知设置项 “{key}”",
        "Unknown setting “{key}”"),
    "settings.unknown_tiebreak": (
        "未知的小分规则：{unknown}",
        "Unknown tie-break rule: {unknown}"),
    "standings.bad_overall_tiebreak": (
        "总团体同分处理 “{tiebreak}” 无效（places 或 none）",
        "Invalid overall tie rule “{tiebreak}” (places or none)"),
    # A shared place in a sheet's place column (app.standings.numbers.place_text; a narrow cell writes 3=).
    "place.shared_wide": ("{rank}（并列）", "{rank}="),
    "standings.bad_shared_places": (
        "并列名次计分方式 “{shared_places}” 无效（average 或 higher）",
        "Invalid scoring of shared places “{shared_places}” (average or higher)"),
    "standings.bad_team_rule": (
        "团体计分规则 “{rule}” 无效（sum、go_ranks 或 checkers）",
        "Invalid team scoring rule “{rule}” (sum, go_ranks or checkers)"),
    "standings.bad_unplayed_rule": (
        "未赛轮次计算方式 “{unplayed_rule}” 无效（zero 或 fide2023）",
        "Invalid rule for unplayed rounds “{unplayed_rule}” (zero or fide2023)"),
    "standings.unknown_tiebreak": (
        "未知的小分规则：{unknown}（unknown tie-break）",
        "Unknown tie-break rule: {unknown}"),
    "tournament.event_not_held": (
        "本赛事没有项目 “{code}”",
        "This tournament has no event “{code}”"),
    "tournament.unknown_events": (
        "未知项目：{unknown}",
        "Unknown event: {unknown}"),
    "rounds.paired_elsewhere": (
        "{latest}已由另一台编排，未再编排",
        "{latest} was paired at another station; it was not paired again"),
    "rounds.deleted_elsewhere": (
        "另一台刚删除了轮次，请核对对阵后再编排",
        "Another station has just deleted a round; check the pairings before pairing"),
    "rounds.absent": (
        "{round}检录未通过：{names}{more}。未到场或未验证学生证者不得参赛",
        "Check-in of {round} not passed: {names}{more}. Entrants not present or without a checked student card may not play"),
    "rounds.requested_bye_not_taken": (
        "{event}是多人一桌或团体的比赛，不能请求轮空",
        "{event} is played at tables of several players or by teams; a bye cannot be requested"),
    "rounds.requested_bye_round_robin": (
        "循环赛的对阵是固定的，不能请求轮空",
        "A round robin's pairings are fixed; a bye cannot be requested"),
    "rounds.requested_bye_not_playing": (
        "请求轮空的选手不在本阶段比赛中（已退赛、取消资格或未进入本阶段）：{names}",
        "A bye was requested for players not playing in this stage (withdrawn, disqualified or not in it): {names}"),
    "rounds.absent_entrant": ("{name}（{school}，{reason}）", "{name} ({school}, {reason})"),
    "rounds.absent_more": (" 等 {count} 名", " and others, {count} in all"),
    "pairing.stuck": (
        "无法编排：{players} 已与所有其他可编排选手相遇过（不得重复对局）。可允许重复对局，或增加补双选手",
        "Cannot pair: {players} have met every other pairable player (no rematches). Allow rematches, or add a player to make the numbers even"),
    "pairing.no_rematch_free_round": (
        "无法在不重复对局的前提下为全部 {count} 名选手编排本轮（剩余选手之间都已相遇过）。可允许重复对局，或增加补双选手",
        "The round cannot be paired for all {count} players without a rematch (the players left have all met). Allow rematches, or add a player to make the numbers even"),
    "checkin.absent": (
        "未到场",
        "not present"),
    "checkin.not_marked": (
        "本轮未检录",
        "not checked in for this round"),
    "checkin.card_not_checked": (
        "未验证学生证",
        "student card not checked"),
    "checkin.team_short": (
        "仅 {ready} 人到场并验证学生证（须 {needed} 人）",
        "only {ready} present with a checked student card ({needed} needed)"),
    "checkin.not_cleared_line": (
        "{name}（{school}）：{reason}",
        "{name} ({school}): {reason}"),
    # The tie-breaks' names (app/rules/events.py TIEBREAK_LABELS): desk headers, sheets, the hall.
    "tiebreak.opp_points": ("大小分", "Opp. points"),
    "tiebreak.buchholz": ("布赫兹", "Buchholz"),
    "tiebreak.buchholz_cut1": ("布赫兹去最低", "Buchholz cut 1"),
    "tiebreak.median_buchholz": ("中位布赫兹", "Median Buchholz"),
    "tiebreak.sonneborn_berger": ("索伯分", "Sonneborn-Berger"),
    "tiebreak.progressive": ("累进分", "Progressive"),
    "tiebreak.wins": ("胜局数", "Wins"),
    "tiebreak.direct_encounter": ("直胜", "Direct encounter"),
    "tiebreak.lots": ("抽签", "Lots"),
    "tiebreak.game_points": ("局分", "Game points"),
    "pairing.table_schoolmates": (
        "第{table}台：同校同桌（{school}：{players}）",
        "Table {table}: schoolmates at one table ({school}: {players})"),
    "pairing.table_repeat": (
        "第{table}台：重复同桌（{pairs} 已经同桌过）",
        "Table {table}: table-mates again ({pairs} have sat at one table before)"),
    "pairing.table_off_standing": (
        "第{table}台：{players} 不在本积分段的桌次（为避开同校或重复同桌而调动）",
        "Table {table}: {players} moved away from their score group's tables (to keep schoolmates or earlier table-mates apart)"),
    "pairing.identity_table_size": (
        "第{table}台为 {size} 人局",
        "Table {table} is a game of {size} players"),
    "rounds.not_last_any_more": (
        "{round}已不是最后一轮（现在是{latest}，可能由另一台编排），未作改动；请核对对阵后再操作",
        "{round} is no longer the last round (the last is {latest}, perhaps paired at another station); nothing was changed: check the pairings and try again"),
    "settings.wrong_kind": (
        "设置项 “{key}” 应为{kind}，而不是 {value}",
        "The setting “{key}” must be {kind}, not {value}"),
    # Every event setting choice in words (app/rules/events.py CHOICE_WORDS): the settings dialog.
    "choice.pairing.swiss": ("积分编排（瑞士制）", "Swiss (by score)"),
    "choice.pairing.round_robin": ("循环赛", "Round robin"),
    "choice.pairing.by_standing": ("按名次编排（首轮抽签）", "By standing (round 1 by lot)"),
    "choice.first_move.coin": ("每轮猜先（随机）", "Coin toss each round"),
    "choice.first_move.balance": ("平衡每人先后手", "Balance each player's colours"),
    "choice.unplayed_rule.zero": ("只计实际交手（轮空、弃权不计）", "Only games played (byes, forfeits add nothing)"),
    "choice.unplayed_rule.fide2023": ("按 FIDE C.07（2023）第16条", "FIDE C.07 (2023) Art. 16"),
    "choice.team_rule.sum": ("总分；同分比最好个人成绩", "Sum; ties by the best individual score"),
    "choice.team_rule.go_ranks": ("总分；同分比最好个人名次（围棋）", "Sum; ties by the best individual rank (go)"),
    "choice.team_rule.checkers": (
        "总分；同分比决赛人数、名次和（跳棋）",
        "Sum; ties by players in the final, then rank sum (checkers)"),
    "choice.kill_reward.any3": ("击杀任意角色摸 3 张", "Any kill draws 3"),
    "choice.kill_reward.vanguard2": ("击杀前锋摸 2 张", "Killing a vanguard draws 2"),
    "choice.identity_kill_bonus.killer": ("归击杀者", "To the winner who killed"),
    "choice.identity_kill_bonus.side": ("胜方每人都得", "To every winner of the side"),
    "choice.leftover.fillers": ("补位", "Fillers"),
    "choice.leftover.smaller": ("两人小桌", "Two-player tables"),
    "choice.school_priority.high": ("优先于积分分组", "Above the score groups"),
    "choice.school_priority.low": ("仅在同分对阵间", "Only among pairings equal by score"),
    "choice.preliminary_group_mode.school": ("按学校分组", "One group per school"),
    "choice.preliminary_group_mode.spread": ("同校选手分散到各组", "Schoolmates dealt out over the groups"),
    "choice.dq_past_games.count": ("照常计入", "Counted as played"),
    "choice.dq_past_games.ignore": ("不计", "Add nothing"),
    "choice.dq_team_points.exclude": ("不计入", "Left out"),
    "choice.dq_team_points.include": ("计入", "Kept"),
    "choice.fouls_scope.event": ("整个项目", "The whole event"),
    "choice.fouls_scope.game": ("每局", "Each game"),
    "choice.points_per.match": ("整场计一次", "Once per match"),
    "choice.points_per.game": ("每局计分", "Every game"),
    "choice.general_pool.3v3": ("3v3 武将表", "3v3 generals"),
    "choice.general_pool.standard_wind": ("标准 25 + 风 7（官方裁判规则）", "25 standard + 7 Wind (official referee rules)"),
    "choice.general_pool.standard_16": ("标准武将随机 16 张，两堆", "16 of the 25 standard at random, 2 piles"),
    "choice.general_pool.1v1": ("标准武将表（1v1）", "Standard generals (1v1)"),
    # The kinds of value a setting holds (app/rules/events.py, in "settings.wrong_kind").
    "settings.kind_yes_no": ("是或否", "yes or no"),
    "settings.kind_number": ("数字", "a number"),
    "settings.kind_text": ("文字", "text"),
    "settings.kind_list": ("一列文字", "a list of texts"),
    "settings.kind_group": ("一组设置", "a group of settings"),
}
