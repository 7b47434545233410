<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>CheckInView</name>
    <message>
        <location filename="../../app/views/checkin_view.py" line="21" />
        <source>第 </source>
        <translation>Round </translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="22" />
        <source> 轮</source>
        <translation />
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="24" />
        <source>全部到场并已验证学生证</source>
        <translation>All present, cards checked</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="28" />
        <source>检录轮次：</source>
        <translation>Check-in for:</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="35" />
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="35" />
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="35" />
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="36" />
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="36" />
        <source>到场</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="36" />
        <source>学生证已验</source>
        <translation>Card checked</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="41" />
        <source>选手须在赛前15分钟入场，并出示有效学生证；未验证学生证者不得参赛。</source>
        <translation>Players are seated 15 minutes before the round and show a valid student card; without a checked card nobody plays.</translation>
    </message>
    <message>
        <location filename="../../app/views/checkin_view.py" line="69" />
        <source>到场 %1 / %2，可参赛 %3</source>
        <translation>Present %1 / %2, may play %3</translation>
    </message>
</context>
<context>
    <name>EntriesPage</name>
    <message>
        <location filename="../../app/views/event_tab.py" line="86" />
        <source>按姓名、学校或学号筛选…</source>
        <translation>Filter by name, school or student ID…</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="93" />
        <source>添加选手</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="93" />
        <source>编辑</source>
        <translation>Edit</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="94" />
        <source>退赛/恢复</source>
        <translation>Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="94" />
        <source>删除</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="95" />
        <source>导入报名表…</source>
        <translation>Import roster…</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="95" />
        <source>项目设置…</source>
        <translation>Event settings…</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="117" />
        <source>报名 %1 人，其中退赛 %2 人</source>
        <translation>%1 entrants, %2 withdrawn</translation>
    </message>
</context>
<context>
    <name>EventTab</name>
    <message>
        <location filename="../../app/views/event_tab.py" line="146" />
        <source>报名</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="147" />
        <source>检录</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="148" />
        <source>编排功能即将提供（arrives with pairing）</source>
        <translation>Arrives with pairing</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="148" />
        <source>轮次与对阵</source>
        <translation>Rounds &amp; pairings</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="149" />
        <source>成绩录入随编排功能提供（arrives with pairing）</source>
        <translation>Result entry arrives with pairing</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="149" />
        <source>成绩</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="150" />
        <source>排名随成绩录入提供（arrives with results）</source>
        <translation>Standings arrive with results</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="150" />
        <source>排名</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="151" />
        <source>计时器即将提供（arrives with clocks）</source>
        <translation>Arrives with clocks</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="151" />
        <source>计时</source>
        <translation>Clocks</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/views/import_dialog.py" line="11" />
        <source>新增</source>
        <translation>New</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="12" />
        <source>补报项目</source>
        <translation>New events</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="13" />
        <source>无变化</source>
        <translation>Unchanged</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="22" />
        <source>导入报名表 — %1</source>
        <translation>Import roster — %1</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="26" />
        <source>共 %1 行，没有发现问题。点击“导入”写入赛事文件。</source>
        <translation>%1 rows, no problems found. Press Import to write them to the tournament.</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="28" />
        <source>发现 %1 个问题，请修改报名表后重新导入；赛事文件不会被修改。</source>
        <translation>%1 problems found: correct the roster and import again. The tournament file is not changed.</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="38" />
        <location filename="../../app/views/import_dialog.py" line="44" />
        <source>行</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="38" />
        <source>列</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="38" />
        <source>值</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="38" />
        <source>问题</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="44" />
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="44" />
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="44" />
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="44" />
        <source>项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="45" />
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="45" />
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="50" />
        <source>问题 (%1)</source>
        <translation>Problems (%1)</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="51" />
        <source>预览 (%1)</source>
        <translation>Preview (%1)</translation>
    </message>
    <message>
        <location filename="../../app/views/import_dialog.py" line="55" />
        <source>导入</source>
        <translation>Import</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/views/main_window.py" line="66" />
        <source>文件(&amp;F)</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="67" />
        <source>新建赛事…</source>
        <translation>New tournament…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="68" />
        <source>打开…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="69" />
        <source>另存副本…</source>
        <translation>Save a copy…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="71" />
        <source>最近打开</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="74" />
        <source>退出</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="76" />
        <source>编辑(&amp;E)</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="77" />
        <source>撤销</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="79" />
        <source>重做</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="84" />
        <source>报名(&amp;R)</source>
        <translation>&amp;Roster</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="85" />
        <source>添加选手…</source>
        <translation>Add player…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="86" />
        <source>导入报名表…</source>
        <translation>Import roster…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="87" />
        <source>保存报名表模板…</source>
        <translation>Save roster template…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="88" />
        <source>项目设置…</source>
        <translation>Event settings…</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="90" />
        <source>视图(&amp;V)</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="91" />
        <source>语言 Language</source>
        <translation>Language 语言</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="97" />
        <source>帮助(&amp;H)</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="98" />
        <location filename="../../app/views/main_window.py" line="279" />
        <source>关于</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="120" />
        <source>已升级赛事文件</source>
        <translation>Tournament file upgraded</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="121" />
        <source>该文件来自旧版本，已升级；原文件备份在：
</source>
        <translation>The file came from an older version and was upgraded; the original is backed up at:
</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="128" />
        <source>无法打开赛事文件</source>
        <translation>Cannot open the tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="132" />
        <source>打开赛事文件</source>
        <translation>Open tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="148" />
        <source>另存副本</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="153" />
        <source>保存失败</source>
        <translation>Saving failed</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="155" />
        <source>已保存副本：</source>
        <translation>Copy saved: </translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="166" />
        <source>赛事裁判工作站</source>
        <translation>Referee Station</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="183" />
        <source>选手 %1 名 · </source>
        <translation>%1 players · </translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="195" />
        <source>操作未完成</source>
        <translation>Not done</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="218" />
        <source>退赛</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="219" />
        <source>确定让 %1 退赛吗？退赛后不再编排，已有成绩保留。</source>
        <translation>Withdraw %1? They will no longer be paired; results so far are kept.</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="229" />
        <source>删除选手</source>
        <translation>Delete player</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="230" />
        <source>确定删除 %1（%2）吗？可用“撤销”恢复。</source>
        <translation>Delete %1 (%2)? Undo brings them back.</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="241" />
        <source>导入报名表</source>
        <translation>Import roster</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="247" />
        <source>无法读取报名表</source>
        <translation>Cannot read the roster</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="254" />
        <source>导入完成</source>
        <translation>Import finished</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="255" />
        <source>新增选手 %1 名，新增报名 %2 项。</source>
        <translation>%1 new players, %2 new entries.</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="260" />
        <source>保存报名表模板</source>
        <translation>Save roster template</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="274" />
        <source>设置无效</source>
        <translation>Invalid setting</translation>
    </message>
    <message>
        <location filename="../../app/views/main_window.py" line="279" />
        <source>赛事裁判工作站：编排、计时、成绩、排名与打印。</source>
        <translation>Referee station: pairing, clocks, results, standings and printing.</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="17" />
        <source>新建赛事</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="26" />
        <source>浏览…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="32" />
        <source>赛事名称</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="33" />
        <source>主办单位</source>
        <translation>Organiser</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="34" />
        <source>比赛地点</source>
        <translation>Venue</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="35" />
        <source>开始日期</source>
        <translation>Start date</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="36" />
        <source>结束日期</source>
        <translation>End date</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="37" />
        <source>赛事文件</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="38" />
        <source>比赛项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="56" />
        <source>赛事文件保存位置</source>
        <translation>Where to save the tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="64" />
        <location filename="../../app/views/new_tournament_dialog.py" line="68" />
        <source>信息不完整</source>
        <translation>Incomplete</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="64" />
        <source>请填写赛事名称并选择文件位置。</source>
        <translation>Give the tournament a name and choose where to save it.</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="68" />
        <source>请至少选择一个比赛项目。</source>
        <translation>Choose at least one event.</translation>
    </message>
    <message>
        <location filename="../../app/views/new_tournament_dialog.py" line="77" />
        <source>无法新建赛事</source>
        <translation>Cannot create the tournament</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../app/views/player_dialog.py" line="17" />
        <source>编辑选手</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="17" />
        <source>添加选手</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="29" />
        <source>团体项目（三国杀3v3）必填</source>
        <translation>Required for team events (Sanguosha 3v3)</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="32" />
        <location filename="../../app/views/player_dialog.py" line="71" />
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="33" />
        <location filename="../../app/views/player_dialog.py" line="71" />
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="34" />
        <location filename="../../app/views/player_dialog.py" line="72" />
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="35" />
        <source>性别</source>
        <translation>Gender</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="36" />
        <source>年级</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="37" />
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="39" />
        <source>参赛项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="74" />
        <location filename="../../app/views/player_dialog.py" line="77" />
        <source>信息不完整</source>
        <translation>Incomplete</translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="74" />
        <source>请填写：</source>
        <translation>Please fill in: </translation>
    </message>
    <message>
        <location filename="../../app/views/player_dialog.py" line="77" />
        <source>团体项目需要填写队伍名称。</source>
        <translation>Team events need a team name.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../app/views/players_model.py" line="14" />
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="15" />
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="16" />
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="17" />
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="18" />
        <source>性别</source>
        <translation>Gender</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="19" />
        <source>年级</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="20" />
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="78" />
        <source>已退赛</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <location filename="../../app/views/players_model.py" line="79" />
        <source>参赛</source>
        <translation>Playing</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="14" />
        <source>胜局得分</source>
        <translation>Points for a win</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="15" />
        <source>和局得分</source>
        <translation>Points for a draw</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="16" />
        <source>负局得分</source>
        <translation>Points for a loss</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="17" />
        <source>轮空得分</source>
        <translation>Points for a bye</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="18" />
        <source>每轮局数</source>
        <translation>Games per round</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="19" />
        <source>编排方式</source>
        <translation>Pairing system</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="20" />
        <source>决赛轮数</source>
        <translation>Final-stage rounds</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="21" />
        <source>预赛分组数（0 = 不设预赛）</source>
        <translation>Preliminary groups (0 = none)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="22" />
        <source>每组出线人数</source>
        <translation>Qualifiers per group</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="23" />
        <source>同校回避轮数（-1 = 前一半轮次）</source>
        <translation>Rounds keeping schoolmates apart (-1 = first half)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="24" />
        <source>先后手</source>
        <translation>First move</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="25" />
        <source>小分顺序（逗号分隔）</source>
        <translation>Tie-breaks (comma separated)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="26" />
        <source>轮空/弃权在小分中的计算</source>
        <translation>Unplayed rounds in tie-breaks</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="27" />
        <source>连续弃权几次不再编排</source>
        <translation>Consecutive forfeits before unpaired</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="28" />
        <source>迟到判负（分钟）</source>
        <translation>Late forfeit after (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="29" />
        <source>每轮时长（分钟）</source>
        <translation>Round length (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="30" />
        <source>团体排名规则</source>
        <translation>Team ranking rule</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="31" />
        <source>计入总团体</source>
        <translation>Counts for overall team</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="32" />
        <source>同分加赛</source>
        <translation>Playoff on a tie</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="33" />
        <source>犯规几次判负（0 = 不判）</source>
        <translation>Fouls that lose a game (0 = never)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="34" />
        <source>个人录取名次</source>
        <translation>Individual places awarded</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="35" />
        <source>奖金名次</source>
        <translation>Places with prize money</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="36" />
        <source>团体录取名次</source>
        <translation>Team places awarded</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="37" />
        <source>棋王杯</source>
        <translation>Champion's cup</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="38" />
        <source>开设项目最少人数/队数</source>
        <translation>Minimum entrants (or teams) to hold the event</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="39" />
        <source>每队上场人数</source>
        <translation>Players per team</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="40" />
        <source>每队替补人数</source>
        <translation>Substitutes per team</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="41" />
        <source>计时方式（JSON）</source>
        <translation>Clock (JSON)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="42" />
        <source>击杀奖励</source>
        <translation>Kill reward</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="43" />
        <source>允许和棋</source>
        <translation>Draws allowed</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="44" />
        <source>技术犯规几次判负</source>
        <translation>Technical fouls that lose</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="45" />
        <source>明牌倍数（JSON）</source>
        <translation>Open-hand multipliers (JSON)</translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="46" />
        <source>击杀奖励归属</source>
        <translation>Kill bonus goes to</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="69" />
        <source>项目设置 — </source>
        <translation>Event settings — </translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="81" />
        <source>可用小分：</source>
        <translation>Available tie-breaks: </translation>
    </message>
    <message>
        <location filename="../../app/views/settings_dialog.py" line="150" />
        <source>设置无效</source>
        <translation>Invalid setting</translation>
    </message>
</context>
<context>
    <name>ViabilityBanner</name>
    <message>
        <location filename="../../app/views/event_tab.py" line="25" />
        <source>取消该项目</source>
        <translation>Cancel the event</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="26" />
        <source>仍然举行</source>
        <translation>Hold it anyway</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="27" />
        <source>恢复该项目</source>
        <translation>Restore the event</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="37" />
        <source>队</source>
        <translation>teams</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="37" />
        <source>人</source>
        <translation>players</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="39" />
        <source>该项目已取消。</source>
        <translation>This event is cancelled.</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="43" />
        <source>⚠ 报名不足：本项目现有 %1 %2，按规程不超过 %3 %2 的项目不开设。</source>
        <translation>⚠ Too few entrants: %1 %2; by the rules an event with %3 %2 or fewer is not held.</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="53" />
        <source>取消项目</source>
        <translation>Cancel event</translation>
    </message>
    <message>
        <location filename="../../app/views/event_tab.py" line="53" />
        <source>确定取消该项目吗？（可随时恢复）</source>
        <translation>Cancel this event? (It can be restored at any time.)</translation>
    </message>
</context>
</TS>