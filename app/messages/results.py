"""Refusals about entered results of every event: code → (Chinese, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "identity.no_cards": (
        "项目“{event}”没有身份牌（只有三国杀身份局有）",
        "“{event}” has no identity cards (only Sanguosha identity has them)"),
    "match.bad_camp": (
        "阵营选择权（camp）须为座位 0 或 1，而不是 “{side}”",
        "The camp choice (camp) must be seat 0 or 1, not “{side}”"),
    "match.bad_code": (
        "无法识别的比分 “{text}”（每轮 {games} 局）。可用格式：{forms}",
        "Unrecognised score “{text}” ({games} games a round). Forms: {forms}"),
    "match.bad_game_code": (
        "第 {number} 局的比分 “{token}” 无法识别。可用格式：{forms}",
        "The score “{token}” of game {number} is not recognised. Forms: {forms}"),
    "match.camp_not_swapped": (
        "第 {number} 局的阵营选择权应交换给另一方：第 {before} 局已由座位 {holder} 持有（双数局交换阵营选择权）",
        "Game {number}: the camp choice passes to the other side; seat {holder} held it in game {before} "
        "(even games swap the camp choice)"),
    "match.double_forfeit_game": (
        "第 {number} 局：双方弃权只能是整场弃权（--）",
        "Game {number}: a double forfeit can only be for the whole match (--)"),
    "match.fields_per_game": (
        "每轮 {games} 局：整场只录比分（score）或逐局结果（games），{fields} 请写在每一局里",
        "{games} games a round: the match takes only a score or the games; write {fields} in each game"),
    "match.game_after_end": (
        "本场在第 {last} 局后已经结束（每轮 {games} 局），第 {number} 局多余",
        "The match was decided after game {last} ({games} games a round); game {number} is one too many"),
    "match.games_not_list": (
        "逐局结果（games）须为每局一项的列表",
        "The games must be a list with one entry per game"),
    "match.in_game": (
        "第 {number} 局：{error}",
        "Game {number}: {error}"),
    "match.partial_forfeit": (
        "整场弃权须每局（{games} 局）都记为同一方弃权",
        "A whole-match forfeit must record the same side forfeiting every game ({games} games)"),
    "match.score_or_games": (
        "每轮 {games} 局：请录入整场比分（score）或逐局结果（games）其中之一",
        "{games} games a round: enter either the match score or the games, one of the two"),
    "match.single_game": (
        "每轮只有 1 局，请直接录入该局结果，不用逐局结果（games）",
        "One game a round: enter that game's result, not a list of games"),
    "match.too_few_games": (
        "每轮 {games} 局，而只录入了 {given} 局",
        "{games} games a round, but only {given} entered"),
    "match.unknown_fields": (
        "第 {number} 局的记录含未知字段：{fields}",
        "Game {number} has unknown fields: {fields}"),
    "doudizhu.bad_bid": (
        "叫分 “{bid}” 无效：只能叫 1、2、3 分（或无人叫牌）",
        "Invalid bid “{bid}”: the bid is 1, 2 or 3 (or nobody bid)"),
    "doudizhu.bad_bombs": (
        "炸弹数 “{bombs}” 无效：一副牌最多 {MAX_BOMBS} 个炸弹（火箭另计）",
        "Invalid number of bombs “{bombs}”: a deck has at most {MAX_BOMBS} bombs (the rocket apart)"),
    "doudizhu.bad_fouls": (
        "犯规次数须为三个 0 到 {most} 的整数（每座一个）",
        "Fouls must be three whole numbers from 0 to {most} (one per seat)"),
    "doudizhu.bad_landlord": (
        "地主座位 “{landlord}” 无效：只能是 0、1、2",
        "Invalid landlord seat “{landlord}”: only 0, 1 or 2"),
    "doudizhu.bad_open": (
        "明牌方式 “{kind}” 无效；可用：{known}",
        "Invalid open-hand kind “{kind}”; choose from: {known}"),
    "doudizhu.in_hand": (
        "第 {number} 手：{error}",
        "Hand {number}: {error}"),
    "doudizhu.no_bid_no_landlord": (
        "无人叫牌的一手不产生地主，也没有胜负",
        "A hand nobody bid for has no landlord and no winner"),
    "doudizhu.no_bid_no_play": (
        "无人叫牌的一手没有打牌，不能有炸弹、火箭、春天或明牌",
        "A hand nobody bid for was not played: no bombs, rocket, spring or open hand"),
    "doudizhu.no_hands": (
        "斗地主一局至少要录入一手牌",
        "A Dou Dizhu game needs at least one hand"),
    "doudizhu.spring_bombs": (
        "地主春天时农民一张未出，炸弹和火箭都出自地主的 {LANDLORD_CARDS} 张牌，{bombs} 个炸弹{value}不可能",
        "In a landlord's spring the farmers played no card, so every bomb and the rocket came from the landlord's {LANDLORD_CARDS} cards: {bombs} bombs{value} is impossible"),
    "doudizhu.unknown_fields": (
        "斗地主牌局记录含未知字段：{fields}",
        "The Dou Dizhu hand record holds unknown fields: {fields}"),
    "doudizhu.winner_side": (
        "请注明地主胜还是农民胜",
        "Say whether the landlord or the farmers won"),
    "doudizhu.yes_no": (
        "火箭与春天只能是 是/否",
        "Rocket and spring can only be yes or no"),
    "gomoku.bad_black": (
        "第 {number} 局执黑座位 “{black}” 无效：只能是 0 或 1",
        "Game {number}: invalid black seat “{black}”: only 0 or 1"),
    "gomoku.bad_game_score": (
        "第 {number} 局的比分 “{token}” 无法识别。可用格式：{GOMOKU_FORMS}",
        "The score “{token}” of game {number} is not recognised. Valid forms: {GOMOKU_FORMS}"),
    "gomoku.bad_score": (
        "无法识别的五子棋比分 “{text}”（每轮 {games} 局，双方合计应为 {games}）。可用格式：{GOMOKU_FORMS}",
        "Unrecognised gomoku score “{text}” ({games} games a round; the two sides add up to {games}). Valid forms: {GOMOKU_FORMS}"),
    "gomoku.colours": (
        "五子棋每轮双方各执黑一次（先后手各一局），执黑记录不符",
        "In gomoku each side plays black once a round (one game each); the black seats do not match"),
    "gomoku.empty_score": (
        "比分为空。可用格式：{GOMOKU_FORMS}",
        "The score is empty. Valid forms: {GOMOKU_FORMS}"),
    "gomoku.forbidden_black": (
        "第 {number} 局：只有黑方有禁手，禁手判负的应是执黑的座位 {black}",
        "Game {number}: only black has forbidden moves; a loss by forbidden move goes to the seat playing black, {black}"),
    "gomoku.game_count": (
        "五子棋每轮 {expected} 局，而录入了 {games_count} 局",
        "Gomoku plays {expected} games a round, but {games_count} were entered"),
    "gomoku.token_count": (
        "五子棋每轮 {games_per_round} 局，而 “{text}” 含 {tokens_count} 局。可用格式：{GOMOKU_FORMS}",
        "Gomoku plays {games_per_round} games a round, but “{text}” holds {tokens_count}. Valid forms: {GOMOKU_FORMS}"),
    "identity.alive_and_killed": (
        "座位 {victim} 被记为存活，不能同时被击杀",
        "Seat {victim} is recorded alive and cannot also be killed"),
    "identity.alive_list": (
        "存活名单须为座位列表或每座一个是/否",
        "The survivors must be a list of seats, or yes/no for each seat"),
    "identity.alive_twice": (
        "存活名单中有重复的座位",
        "A seat is listed twice among the survivors"),
    "identity.bad_kill_bonus": (
        "设置 identity_kill_bonus “{kill_bonus}” 无效：killer 或 side",
        "Invalid setting identity_kill_bonus “{kill_bonus}”: killer or side"),
    "identity.bad_kill_entry": (
        "{seat}号位的击杀记录 “{part}” 无效：座位号为 1 到 {kills_count}",
        "Invalid kill record “{part}” of seat {seat}: seats are 1 to {kills_count}"),
    "identity.bad_role": (
        "座位 {seat} 的身份 “{role}” 无效；可用：主公、忠臣、反贼、内奸（lord、loyalist、rebel、traitor）",
        "Invalid role “{role}” for seat {seat}; choose lord, loyalist, rebel or traitor"),
    "identity.bad_seat": (
        "{name}中的座位 “{value}” 无效：只能是 0 到 {seats}",
        "Invalid seat “{value}” in {name}: only 0 to {seats}"),
    "identity.bad_winner": (
        "胜方 “{winner}” 无效；可用：lord（主忠）、rebels（反贼）、traitor（内奸）",
        "Invalid winner “{winner}”; choose lord (lord and loyalists), rebels or traitor"),
    "identity.killed_twice": (
        "座位 {victim} 被记录击杀了两次",
        "Seat {victim} is recorded killed twice"),
    "identity.kills_shape": (
        "击杀记录须为 {{击杀者座位: [被杀座位, ...]}}",
        "Kills must be {{killer seat: [killed seats, ...]}}"),
    "identity.lord_dead_lord_wins": (
        "主公已阵亡，主忠一方不能获胜",
        "The lord is dead, so the lord's side cannot win"),
    "identity.lord_should_win": (
        "主公存活、反贼与内奸全部阵亡时，应为主忠胜",
        "The lord is alive and every rebel and the traitor are dead: the lord's side wins"),
    "identity.not_over": (
        "主公存活且仍有反贼或内奸存活，游戏尚未结束",
        "The lord is alive and so is a rebel or the traitor: the game is not over"),
    "identity.role_count": (
        "{roles_count} 人局应有 {count} 名{role_name}，而录入了 {count2} 名",
        "A {roles_count}-player game has {count} {role_name}, but {count2} were entered"),
    "identity.self_kill": (
        "座位 {killer} 不能击杀自己",
        "Seat {killer} cannot kill itself"),
    "identity.table_size": (
        "身份局每桌 {min} 到 {max} 人，而录入了 {roles_count} 人",
        "An identity table has {min} to {max} players, but {roles_count} were entered"),
    "identity.traitor_kills_lord": (
        "内奸胜时主公只能由内奸击杀（最后的存活者）",
        "When the traitor wins, only the traitor can have killed the lord (the last survivor)"),
    "identity.traitor_not_alone": (
        "内奸须是唯一存活的角色才能获胜",
        "The traitor wins only as the last one alive"),
    "identity.traitor_should_win": (
        "主公阵亡时仅内奸存活，应为内奸胜",
        "The lord is dead and only the traitor is alive: the traitor wins"),
    "playoff.bad_score": (
        "加赛比分 “{text}” 无效：请输入如 {needed}-0 的局数比分，或 +- / -+（弃权）",
        "Invalid playoff score “{text}”: enter the games won, such as {needed}-0, or +- / -+ (forfeit)"),
    "playoff.impossible_score": (
        "加赛为{games}局{needed}胜，比分 “{text}” 不可能（须有一方恰好胜 {needed} 局）",
        "The playoff is best of {games} (first to {needed}); the score “{text}” is impossible (one side must win exactly {needed} games)"),
    "playoff.none_needed": (
        "项目“{event}”现在没有须加赛的并列名次（最后一轮成绩录完、并列涉及获奖名次时才加赛）",
        "“{event}” has no tied places to play off now (a playoff comes once the last round's results are in and a tie touches an award place)"),
    "playoff.score_only": (
        "加赛成绩只录比分，如 1-0、2-1 或 +-（弃权）",
        "A playoff result is a score only, such as 1-0, 2-1 or +- (forfeit)"),
    "result.3v3_how_only": (
        "3v3 的结果原因请只录入 how",
        "For 3v3, enter the result's reason as “how” only"),
    "result.bad_code": (
        "无法识别的比分 “{text}”。可用格式：{forms}",
        "Unrecognised score “{text}”. Valid forms: {forms}"),
    "result.bad_foul_scope": (
        "犯规累计范围 “{scope}” 无效（event 或 game）",
        "Invalid foul-count scope “{scope}” (event or game)"),
    "result.bad_winner_seat": (
        "胜方座位 “{winner}” 无效：只能是 0、1 或空（和棋）",
        "Invalid winning seat “{winner}”: only 0, 1 or none (a draw)"),
    "result.blocked_pair": (
        "被堵棋子数须为两个数（每方一个）",
        "Blocked pieces must be two numbers (one per side)"),
    "result.code_needed": (
        "请输入比分代码",
        "Enter a score code"),
    "result.detail_form_only": (
        "斗地主与三国杀身份局的成绩须逐项录入（双击该桌打开录入窗口）",
        "Dou Dizhu and Sanguosha identity results are entered item by item (double-click the table to open its form)"),
    "result.detail_only": (
        "斗地主与三国杀身份局的成绩须逐项录入，不能用比分代码",
        "Dou Dizhu and Sanguosha identity results are entered item by item, not as a score code"),
    "result.disqualified_forfeit": (
        "{name} 自{round}起已被取消比赛资格：未下的对局只能判其弃权负，不能判其胜或和",
        "{name} is disqualified from {round} on: an unplayed game can only be their forfeit loss, "
        "never a win or a draw"),
    "result.forfeit_mismatch": (
        "比分 “{score}” 与弃权标记（forfeit）不一致",
        "The score “{score}” does not match the forfeit mark"),
    "result.draw_with_forfeit_reason": (
        "“{score}” 是下完的和棋，不能以 “{label}” 为原因；双方弃权请录 --，一方弃权请录 +- 或 -+",
        "“{score}” is a draw that was played and cannot end by “{label}”; enter -- when both forfeit, +- or -+ "
        "when one does"),
    "result.forfeit_reason": (
        "弃权的对局不能以 “{label}” 结束",
        "A forfeited game cannot end by “{label}”"),
    "result.gomoku_game_fields": (
        "每局须录入 winner（胜方座位或空）与 black（执黑座位）",
        "Each game needs winner (the winning seat or none) and black (the seat playing black)"),
    "result.gomoku_unknown_fields": (
        "五子棋对局记录含未知字段：{fields}",
        "The gomoku game record holds unknown fields: {fields}"),
    "result.hands_list": (
        "斗地主成绩的 hands 须为逐手记录的列表",
        "A Dou Dizhu result's hands must be a list of hand records"),
    "result.identity_missing": (
        "身份局成绩缺少：{fields}",
        "The identity result lacks: {fields}"),
    "result.missing_setting": (
        "赛事设置缺少 “{key}”（missing setting）",
        "The event's settings lack “{key}”"),
    "result.no_draws": (
        "此项目没有和棋，请录入胜负。可用格式：{forms}",
        "This event has no draws; enter a win or a loss. Valid forms: {forms}"),
    "result.no_playoff": (
        "该项目还没有加赛（先由 playoff 命令或“轮次与对阵”页创建）",
        "This event has no playoff yet (create it with the playoff command or on the rounds page)"),
    "result.no_table": (
        "{where}没有第 {table_number} 桌",
        "{where} has no table {table_number}"),
    "result.pair_count": (
        "{name} 须为两个数（每方一个），而不是 {pair_count} 个",
        "{name} must be two numbers (one per side), not {pair_count}"),
    "result.pair_range": (
        "{name} “{value}” 无效：须为 {low} 到 {high} 的整数",
        "Invalid {name} “{value}”: a whole number from {low} to {high}"),
    "result.pair_shape": (
        "{name} 须为两个数（每方一个），而不是 “{values}”",
        "{name} must be two numbers (one per side), not “{values}”"),
    "result.reason_is_draw": (
        "“{label}” 是和棋原因，不能有胜方",
        "“{label}” is a reason for a draw; there cannot be a winner"),
    "result.reason_needs_winner": (
        "“{label}” 是分出胜负的原因，不能是和棋",
        "“{label}” decides a winner; it cannot be a draw"),
    "result.reason_not_here": (
        "结果原因 “{reason}” 不适用于此项目；可用：{allowed}",
        "The result reason “{reason}” does not apply to this event; choose from: {allowed}"),
    "result.round_not_paired": (
        "{where}尚未编排（已编排 {latest} 轮）",
        "{where} is not paired ({latest} rounds paired)"),
    "result.score_or_games": (
        "请录入比分（score）或逐局结果（games）其中之一",
        "Enter either the score or the results game by game"),
    "result.score_not_text": (
        "成绩记录的比分（score）须为文字，如 \"1-0\"、\"=\"，而不是 {value}",
        "The score of an entry must be text such as \"1-0\" or \"=\", not {value}"),
    "result.score_or_winner": (
        "请录入比分（score）或胜方（winner）其中之一",
        "Enter either the score or the winner"),
    "result.seat_count": (
        "第 {table_number} 桌有 {seats_count} 个座位，成绩却有 {points_count} 个",
        "Table {table_number} has {seats_count} seats but the result has {points_count}"),
    "result.three_foul_counts": (
        "犯规次数须为三个整数（每座一个）",
        "Fouls must be three whole numbers (one per seat)"),
    "result.unknown_event": (
        "未知项目 “{code}”",
        "Unknown event “{code}”"),
    "result.unknown_fields": (
        "成绩记录含未知字段 {fields}；此项目可用：{allowed}",
        "The result holds unknown fields {fields}; this event accepts: {allowed}"),
    "sanguosha.bad_max_hp": (
        "体力上限 “{value}” 无效：须为 1 到 9 的整数",
        "Invalid maximum HP “{value}”: a whole number from 1 to 9"),
    "sanguosha.forfeit_no_fouls": (
        "弃权的对局没有进行，不能记技术犯规",
        "A forfeited game was not played and has no technical fouls"),
    "sanguosha.forfeit_no_generals": (
        "弃权的对局没有进行，不能录入剩余武将数",
        "A forfeited game was not played and has no generals left"),
    "sanguosha.foul_loss_counts": (
        "技术犯规判负须负方被扣满 {limit} 次、胜方未满，而记录为 {fouls} 与 {fouls2}",
        "A loss by technical fouls needs the loser at {limit} deductions and the winner below, but {fouls} and {fouls2} were recorded"),
    "sanguosha.foul_loss_due": (
        "第 {at_limit} 方技术犯规已扣满 {limit} 次，本局应以技术犯规判负",
        "Side {at_limit} has {limit} technical-foul deductions; this game is lost by technical fouls"),
    "sanguosha.loser_generals": (
        "负方 3 名武将须全部阵亡，而记录剩余 {left} 名；如为认输或判定，请注明原因",
        "All 3 generals of the loser must be dead, but {left} are recorded left; for a resignation or a decision, give the reason"),
    "sanguosha.lost_hp_impossible": (
        "第 {side} 方只有 {alive} 名存活角色，不可能损失 {lost_hp} 点体力（至多 {most} 点）",
        "Side {side} has only {alive} living roles and cannot have lost {lost_hp} HP (at most {most})"),
    "sanguosha.max_hp_count": (
        "第 {side} 方只有 {alive} 名存活角色，却录入了 {known_count} 个体力上限",
        "Side {side} has {alive} living roles, but {known_count} maximum HP values were entered"),
    "sanguosha.needs_extra_rounds": (
        "时间到时双方存活角色与损失体力相同，须加赛 {extra_rounds} 个对战回合，结果原因应为加赛决胜",
        "At time-up both sides have equal living roles and lost HP: {extra_rounds} extra battle rounds are needed and the reason is an extra-rounds decider"),
    "sanguosha.no_extra_needed": (
        "时间到时已可判定第 {winner} 方胜，无需加赛",
        "At time-up side {winner} already wins; no extra rounds are needed"),
    "sanguosha.time_up_only": (
        "只有时间到判定或加赛决胜时才录入时间到时的存活角色与损失体力",
        "Living roles and lost HP at time-up are entered only for a time-up decision or an extra-rounds decider"),
    "sanguosha.time_up_winner": (
        "按时间到判定（存活角色、损失体力）胜方应为第 {winner} 方",
        "By the time-up decision (living roles, lost HP) the winner is side {winner}"),
    "sanguosha.winner_has_general": (
        "胜方至少还有 1 名武将存活",
        "The winner has at least one general alive"),
    "two_player.both_fouled_out": (
        "双方不可能都犯规满 {limit} 次：第 {limit} 次犯规时对局即已判负",
        "Both sides cannot reach {limit} fouls: the game is lost at the {limit}th foul"),
    "two_player.forfeit_no_fouls": (
        "弃权的对局没有下过，不能记犯规",
        "A forfeited game was not played and has no fouls"),
    "two_player.foul_loser": (
        "座位 {loser} 犯规满 {limit} 次即判负，胜方应为座位 {winner}",
        "Seat {loser} loses at {limit} fouls, so the winner is seat {winner}"),
    "two_player.foul_loss_counts": (
        "判犯规负须负方犯规满 {limit} 次，而记录为 {fouls} 与 {fouls2}",
        "A loss by fouls needs the loser at {limit} fouls, but {fouls} and {fouls2} were recorded"),
    "two_player.foul_reason": (
        "座位 {loser} 已犯规满 {limit} 次，结果原因应为犯规判负，而不是 “{label}”",
        "Seat {loser} has {limit} fouls, so the reason is a loss by fouls, not “{label}”"),
    "two_player.no_draws": (
        "此项目没有和棋（无和局规则），请录入胜负",
        "This event has no draws; enter a win or a loss"),
    "two_player.nothing_blocked": (
        "双方都没有被堵死的棋子，不能按堵子判定，请直接录入结果",
        "Neither side has blocked pieces: no decision by blocked pieces; enter the result directly"),
    "result.nothing_paired": (
        "该项目还没有编排任何轮次",
        "This event has no round paired yet"),
    "result.cleared_elsewhere": (
        "第 {table_number} 桌的成绩已被另一台清除，请核对后重新录入",
        "Another station has cleared the result of table {table_number}; check it and enter it again"),
    "result.redrawn_elsewhere": (
        "{where}已重新编排或调整了座位（另一台）：第 {table_number} 桌已不是您看到的对阵，未录入；请重新查看对阵后录入",
        "{where} was drawn again or its seats changed (another station): table {table_number} is not the "
        "pairing you saw; nothing was entered. Look at the pairings again and enter it"),
    "result.changed_elsewhere": (
        "第 {table_number} 桌已由另一台录入为 {current}，请核对后重新录入",
        "Table {table_number} was already recorded as {current} by another station; check it and enter it again"),
    "round.bad_name": (
        "无法识别的轮次 “{text}”：请输入轮次号（如 3），或加上阶段（预赛2、决赛1、加赛2）",
        "Unrecognised round “{text}”: type the round's number (3), or its stage with it (preliminary 2, "
        "final 1, playoff 2)"),
    "round.name.preliminary": ("预赛第 {number} 轮", "Preliminary round {number}"),
    "round.name.final": ("第 {number} 轮", "Round {number}"),
    "round.name.final_stage": ("决赛第 {number} 轮", "Final stage, round {number}"),  # not "Final round": the last
    "round.name.playoff": ("加赛 {number}", "Playoff {number}"),
    "round.name.before_first": ("第 1 轮前", "Before round 1"),
    "round.bad_round": (
        "没有这样的轮次：阶段 “{stage}”，第 {number} 轮",
        "No such round: stage “{stage}”, number {number}"),
    "result.console_disagrees": (
        "第 {table_number} 桌的录入与选将台不符。选将台：{console}；录入：{entered}。"
        "请改正录入；确需以录入为准时，须注明理由（记入审计日志）",
        "Table {table_number}: the entry contradicts its console. Console: {console}; entered: {entered}. "
        "Correct the entry; to overrule the console, give a reason (written to the audit log)"),
    # How a game ended (app/scoring/reasons.py): the reason's label, on forms, sheets and in refusals.
    "reason.checkmate": ("将死/困毙", "checkmate / stalemate"),
    "reason.count": ("数子", "counting"),
    "reason.five": ("连五", "five in a row"),
    "reason.all_home": ("全部入营", "all pieces home"),
    "reason.blocked": ("堵子判定", "blocked pieces"),
    "reason.generals_dead": ("三将阵亡", "three generals dead"),
    "reason.commander_killed": ("主帅阵亡", "commander killed"),
    "reason.resignation": ("认输", "resignation"),
    "reason.time": ("超时", "time"),
    "reason.fouls": ("犯规满次", "fouls"),
    "reason.illegal_move": ("违例/悔棋", "illegal move / take-back"),
    "reason.forbidden_move": ("禁手", "forbidden move"),
    "reason.refused_draws": ("三次提和被拒", "three draw offers refused"),
    "reason.technical_fouls": ("技术犯规扣满", "technical fouls"),
    "reason.time_up": ("时间到判定", "time-up decision"),
    "reason.extra_rounds": ("加赛决胜", "extra-rounds decider"),
    "reason.cheating": ("作弊（取消资格）", "cheating (disqualified)"),
    "reason.disqualified": ("取消资格", "disqualified"),
    "reason.adjudication": ("裁判判定", "adjudication"),
    "reason.agreement": ("协议和", "agreed draw"),
    "reason.repetition": ("循环反复", "repetition"),
    "reason.no_capture": ("30回合未吃子", "30 moves without capture"),
    "reason.full_board": ("满盘", "full board"),
    "reason.late": ("迟到", "late"),
    "reason.absent": ("缺席", "absent"),
    "reason.left_hall": ("离场", "left the hall"),
    "reason.no_student_card": ("无学生证", "no student card"),
    "reason.with_code": ("{code}（{label}）", "{code} ({label})"),
    # What put an entrant out of the event (app/services/disqualification.py).
    "disqualify.source.referee": ("裁判判定", "the referee's decision"),
    "disqualify.source.result": ("成绩", "a result"),
    "disqualify.source.fouls": ("犯规满次", "reaching the foul limit"),
    # Why a write to the tournament file failed (app/services/write_errors.py); nothing was written.
    "write.not_saved": (
        "未能保存：{reason}。已输入的内容仍保留，请稍后重试。",
        "Not saved: {reason}. What you typed is kept; try again in a moment."),
    "write.locked": (
        "赛事文件正被另一台（或另一个程序）写入",
        "another station (or program) is writing to the tournament file"),
    "write.read_only": (
        "赛事文件是只读的（文件或所在文件夹不允许写入）",
        "the tournament file is read-only (the file or its folder cannot be written)"),
    "write.full": ("磁盘已满", "the disk is full"),
    "write.failed": ("数据库写入失败：{error}", "the database write failed: {error}"),
    # What a refusal names in an entered result (app/scoring): a field, and the forms a score may take.
    "label.living_roles": ("存活角色数", "living roles"),
    "label.lost_hp": ("已损失体力值", "lost HP"),
    "label.technical_fouls": ("技术犯规次数", "technical fouls"),
    "label.generals_left": ("剩余武将数", "generals left"),
    "label.fouls": ("犯规次数", "fouls"),
    "label.blocked_pieces": ("被堵棋子数", "blocked pieces"),
    "label.survivors": ("存活名单", "the survivors"),
    "label.kills": ("击杀记录", "the kills"),
    "label.and_rocket": ("加火箭", " and the rocket"),
    "forms.game": (
        "1-0、0-1、=（或 ½-½、1/2）、+-、-+（弃权胜/负）、--（双方弃权），快捷键 1、=、0",
        "1-0, 0-1, = (or ½-½, 1/2), +-, -+ (won / lost by forfeit), -- (both forfeit); short keys 1, =, 0"),
    "forms.drawless_game": (
        "1-0、0-1、+-、-+（弃权胜/负）、--（双方弃权），快捷键 1、0",
        "1-0, 0-1, +-, -+ (won / lost by forfeit), -- (both forfeit); short keys 1, 0"),
    "forms.gomoku": (
        "2-0、1-1、0-2、1½-½、½-1½，逐局 1-0,0-1 或 =,1-0（第 1 局座位 0 执黑，第 2 局座位 1 执黑），整轮弃权 +-、-+、--",
        "2-0, 1-1, 0-2, 1½-½, ½-1½; game by game 1-0,0-1 or =,1-0 (game 1 seat 0 black, game 2 seat 1 black); "
        "whole round forfeited +-, -+, --"),
    "forms.match": (
        "整场比分 2-1、1-2，逐局 1-0,0-1,1-0（或 1,0,1），整场弃权 +-、-+、--",
        "whole match 2-1, 1-2; game by game 1-0,0-1,1-0 (or 1,0,1); whole-match forfeit +-, -+, --"),
    "doudizhu.bad_totals": (
        "斗地主合计须为三个整数（每座一个），收到：{totals}",
        "Dou Dizhu totals must be three whole numbers (one per seat), got: {totals}"),
    "doudizhu.totals_not_zero": (
        "三人合计 {totals} 相加为 {sum}，应为 0：请核对纸面记分",
        "The three totals {totals} add up to {sum}, not 0: check the paper sheet"),
    "doudizhu.hands_or_totals": (
        "请录入逐手记录（hands）或三人合计（totals）其中之一",
        "Enter either the hands or the three totals, one of the two"),
    # the stored summary of a card table (printed as the Chinese; app/scoring/summaries.py words it)
    "summary.doudizhu": ("斗地主 {totals}", "Dou Dizhu {totals}"),
    "summary.identity.lord": ("主忠胜", "Lord's side won"),
    "summary.identity.rebels": ("反贼胜", "Rebels won"),
    "summary.identity.traitor": ("内奸胜", "Traitor won"),
    "summary.bye": ("轮空", "Bye"),
    "summary.forfeit": ("{score}（弃权）", "{score} (forfeit)"),
}
