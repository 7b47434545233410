<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="21"/>
        <source>关于</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="24"/>
        <source>赛事裁判工作站 %1</source>
        <translation>Referee station %1</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="25"/>
        <source>赛事裁判工作站：编排、计时、成绩、排名与打印。</source>
        <translation>Referee station: pairing, clocks, results, standings and printing.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="27"/>
        <source>日志文件：</source>
        <translation>Log file:</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="31"/>
        <source>日志记录每次启动、打开和升级的赛事文件、未能保存的操作和程序错误（不含学号）。遇到问题时，请把这个文件发给技术支持。</source>
        <translation>The log records each start, the tournament files opened and upgraded, changes that could not be saved and program errors (never a student ID). When something goes wrong, send this file to whoever supports the station.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_about.py" line="34"/>
        <source>打开日志文件夹</source>
        <translation>Open the log folder</translation>
    </message>
</context>
<context>
    <name>AbsentDialog</name>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="20"/>
        <source>检录未通过</source>
        <translation>Not cleared at check-in</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="23"/>
        <source>%1尚未检录：本项目已使用检录，%2 名选手都还没有登记。请先在“检录”页登记到场，或照样编排全部选手。</source>
        <translation>%1 is not checked in yet: this event uses check-in, and none of its %2 entrants is marked. Mark who is present on the Check-in page first, or pair everyone anyway.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="27"/>
        <source>%1：%2 名选手未到场或未验证学生证，按规定不得参赛。</source>
        <translation>%1: %2 entrants are absent or have no checked student card; by the rules they may not play.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="33"/>
        <source>……其余见“详细信息”</source>
        <translation>… the rest under “Show Details”</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="35"/>
        <source>不编排他们</source>
        <translation>Leave them out</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/pairing_dialogs.py" line="36"/>
        <source>照样编排他们</source>
        <translation>Pair them anyway</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="352"/>
        <source>调整时钟</source>
        <translation>Adjust clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="364"/>
        <source>剩余秒数</source>
        <translation>Seconds left</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="365"/>
        <source>读秒次数</source>
        <translation>Byo-yomi periods</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="366"/>
        <source>着数</source>
        <translation>Moves</translation>
    </message>
</context>
<context>
    <name>AuditDialog</name>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="56"/>
        <source>审计日志（最近 500 条）</source>
        <translation>Audit log (latest 500)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="63"/>
        <source>筛选…</source>
        <translation>Filter…</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="14"/>
        <source>时间</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="15"/>
        <source>操作人</source>
        <translation>By</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="16"/>
        <source>操作</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="17"/>
        <source>对象</source>
        <translation>Object</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="18"/>
        <source>原值</source>
        <translation>Old</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/audit_view.py" line="19"/>
        <source>新值</source>
        <translation>New</translation>
    </message>
</context>
<context>
    <name>BackupKeeper</name>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="64"/>
        <source>未自动备份（数据库服务器）</source>
        <translation>No automatic backups (database server)</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="73"/>
        <source>自动备份已开启</source>
        <translation>Automatic backups on</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="102"/>
        <source>备份文件夹已恢复，自动备份继续。</source>
        <translation>The backup folder is back; automatic backups resume.</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="103"/>
        <source>已备份 %1</source>
        <translation>Backed up %1</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="113"/>
        <source>上次 %1</source>
        <translation>last %1</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="114"/>
        <source>尚无备份</source>
        <translation>none yet</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_keeper.py" line="115"/>
        <source>未能备份（%1）</source>
        <translation>Backup failed (%1)</translation>
    </message>
</context>
<context>
    <name>BackupSettingsDialog</name>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="16"/>
        <source>自动备份设置</source>
        <translation>Automatic backups</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="20"/>
        <source>选择…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="26"/>
        <source> 分钟</source>
        <translation> minutes</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="27"/>
        <source> 份</source>
        <translation> backups</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="29"/>
        <source>备份文件夹：</source>
        <translation>Backup folder:</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="30"/>
        <source>定时备份间隔：</source>
        <translation>Timed backup every:</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="31"/>
        <source>保留最近：</source>
        <translation>Keep the latest:</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="32"/>
        <source>每次编排后，以及赛事文件有改动时（第一次改动立即备份，之后按设定的间隔），自动备份一份完整副本，文件名含赛事名称和时间。建议选 U 盘上的文件夹；留空则备份到本机的用户数据文件夹。U 盘拔出时只提示一次，插回后自动继续。</source>
        <translation>A complete copy is made after every pairing, and while the tournament file changes (at the first change, then at the interval set), named with the tournament and the time. Choose a folder on a USB stick; left empty, backups go to this computer&apos;s user data folder. A pulled stick is reported once, and backups resume when it is back.</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/backup_settings_dialog.py" line="48"/>
        <source>选择备份文件夹</source>
        <translation>Choose the backup folder</translation>
    </message>
</context>
<context>
    <name>BackupsModel</name>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="23"/>
        <source>备份时间</source>
        <translation>Made</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="23"/>
        <source>赛事</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="24"/>
        <source>项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="24"/>
        <source>轮次</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="25"/>
        <source>成绩</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="25"/>
        <source>大小</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="26"/>
        <source>文件</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="41"/>
        <source>（已损坏，不能恢复）</source>
        <translation>(damaged, cannot be restored)</translation>
    </message>
</context>
<context>
    <name>CertificateTemplateDialog</name>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="84"/>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="105"/>
        <source>证书模板</source>
        <translation>Certificate template</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="112"/>
        <source>留空：赛事最后一天</source>
        <translation>Empty: the tournament&apos;s last day</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="114"/>
        <source>留空：双线边框</source>
        <translation>Empty: a double border</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="115"/>
        <source>选择图片…</source>
        <translation>Choose picture…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="118"/>
        <source>留空：不编号；如 NN2026- 则印 NN2026-001 …</source>
        <translation>Empty: no numbers; e.g. NN2026- prints NN2026-001 …</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="119"/>
        <source>印出盖章位置（虚线圆，试印用）</source>
        <translation>Print where the seal goes (dashed circle, for a trial print)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="125"/>
        <source>标题</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="126"/>
        <source>措辞</source>
        <translation>Wording</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="127"/>
        <source>棋王杯标题</source>
        <translation>Champion&apos;s cup title</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="128"/>
        <source>棋王杯措辞</source>
        <translation>Champion&apos;s cup wording</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="129"/>
        <source>颁发日期</source>
        <translation>Issue date</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="130"/>
        <source>背景图片</source>
        <translation>Background picture</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="131"/>
        <source>证书编号前缀</source>
        <translation>Certificate number prefix</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="133"/>
        <source>可用占位符：</source>
        <translation>Placeholders: </translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="142"/>
        <source>（已存入赛事文件的图片）</source>
        <translation>(picture stored in the tournament file)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="159"/>
        <source>证书背景图片</source>
        <translation>Certificate background picture</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="159"/>
        <source>图片 (*.png *.jpg *.jpeg)</source>
        <translation>Pictures (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="179"/>
        <source>证书模板有误</source>
        <translation>Certificate template error</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/certificate_template_dialog.py" line="84"/>
        <source>旧版工作站保存的证书模板已移入本赛事文件，以下内容有改动：</source>
        <translation>The certificate template an older station kept has moved into this tournament file, with these changes:</translation>
    </message>
</context>
<context>
    <name>CheckInView</name>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="105"/>
        <source>第 </source>
        <translation>Round </translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="46"/>
        <source> 轮</source>
        <translation> </translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="48"/>
        <source>全部到场并已验证学生证</source>
        <translation>All present, cards checked</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="52"/>
        <source>检录轮次：</source>
        <translation>Check-in for:</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="59"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="59"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="59"/>
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="60"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="60"/>
        <source>到场</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="60"/>
        <source>学生证已验</source>
        <translation>Card OK</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="68"/>
        <source>查找选手：姓名、拼音或首字母（如 zs），学号亦可；回车到该行，空格勾选</source>
        <translation>Find a player: name, pinyin or initials (e.g. zs), or student ID; Enter goes to the row, Space ticks it</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="74"/>
        <source>选手须在赛前15分钟入场，并出示有效学生证；未验证学生证者不得参赛。空格：该行到场并已验证学生证（再按一次取消）。</source>
        <translation>Players are seated 15 minutes before the round and show a valid student card; without a checked card nobody plays. Space: the row is present with a checked student card (press again to undo).</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="105"/>
        <source>预赛第 </source>
        <translation>Preliminary round </translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="123"/>
        <source>平板</source>
        <translation>Tablet</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="124"/>
        <source>选手在入口平板上自助检录；学生证仍须裁判查验</source>
        <translation>The player checked in at the entrance tablet; the referee still checks the student card</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/checkin_view.py" line="132"/>
        <source>到场 %1 / %2，可参赛 %3</source>
        <translation>Present %1 / %2, may play %3</translation>
    </message>
</context>
<context>
    <name>ClockBoard</name>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="25"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="25"/>
        <source>对阵</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="26"/>
        <source>时间</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="26"/>
        <source>行动</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="27"/>
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="31"/>
        <source>出牌</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="32"/>
        <source>技能</source>
        <translation>Skill</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="33"/>
        <source>选将</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="34"/>
        <source>布阵</source>
        <translation>Lineup</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="35"/>
        <source>阵营</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="72"/>
        <source>崩坏生效</source>
        <translation>崩坏 in force</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="73"/>
        <source>距崩坏 %1</source>
        <translation>崩坏 in %1</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="79"/>
        <source>第 %1 桌：开局已满 %2 分钟，所有存活角色获得【崩坏】</source>
        <translation>Table %1: %2 minutes played, every living player gains 崩坏 (Collapse)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="86"/>
        <source>已完赛</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="89"/>
        <source>左方超时</source>
        <translation>Left flagged</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="90"/>
        <source>右方超时</source>
        <translation>Right flagged</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="95"/>
        <source>时间到，待裁决</source>
        <translation>Time up, to adjudicate</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="97"/>
        <source>提醒：崩坏</source>
        <translation>Alert: 崩坏 (Collapse)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="100"/>
        <source>加时中</source>
        <translation>In extra time</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="101"/>
        <source>加时暂停</source>
        <translation>Extra time, paused</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="103"/>
        <source>未开始</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="104"/>
        <source>进行中</source>
        <translation>Running</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board_model.py" line="105"/>
        <source>暂停</source>
        <comment>state: paused</comment>
        <translation>Paused</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="64"/>
        <source>各桌计时</source>
        <translation>Table timers</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="86"/>
        <location filename="../../app/views/clocks/clock_board_model.py" line="53"/>
        <source>（加时）</source>
        <translation> (extra)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="87"/>
        <location filename="../../app/views/clocks/clock_board_model.py" line="63"/>
        <source>超时</source>
        <translation>over</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="90"/>
        <location filename="../../app/views/clocks/clock_board_model.py" line="92"/>
        <source>对局时间到，待裁决</source>
        <translation>Game time up, to adjudicate</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="91"/>
        <location filename="../../app/views/clocks/clock_board_model.py" line="98"/>
        <source>暂停（已到提醒时刻）</source>
        <translation>Paused (alert due)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="106"/>
        <source>全部开始</source>
        <translation>Start all</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="106"/>
        <source>开始所选</source>
        <translation>Start selected</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="107"/>
        <source>暂停所选</source>
        <translation>Pause selected</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="108"/>
        <source>全部暂停</source>
        <translation>Pause all</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="108"/>
        <source>全部继续</source>
        <translation>Resume all</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="109"/>
        <source>标记所选完赛</source>
        <translation>Mark selected finished</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="110"/>
        <source>调整所选…</source>
        <translation>Adjust selected…</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="121"/>
        <source>%1 %2秒</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="129"/>
        <source>未完赛</source>
        <translation>Unfinished</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="190"/>
        <source>第 %1 桌 棋钟 — %2</source>
        <translation>Table %1 clock — %2</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="222"/>
        <source>第 %1 桌 </source>
        <translation>Table %1 </translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="232"/>
        <source>请先在表中选择要调整的一桌</source>
        <translation>Select the table to adjust first</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="303"/>
        <source>第 %1 桌的计时由另一台工作站运行：本台只显示，不改写</source>
        <translation>Another station runs table %1&apos;s clock: this station shows it and does not change it</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_board.py" line="372"/>
        <source>第 %1 桌：%2</source>
        <translation>Table %1: %2</translation>
    </message>
</context>
<context>
    <name>ClockRecovery</name>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="42"/>
        <source>恢复计时</source>
        <translation>Restore clocks</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="44"/>
        <source>程序上次退出时（断电或意外关闭），以下计时器正在运行。它们已恢复到最后一次记录时的状态，目前暂停。</source>
        <translation>When the program last stopped (power cut or crash) these clocks were running. They are back as at their last recorded event, paused.</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="47"/>
        <source>计时器</source>
        <translation>Clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="47"/>
        <source>距最后记录</source>
        <translation>Since last record</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="56"/>
        <source>继续计时，扣除中断时间</source>
        <translation>Resume, charge the outage</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="57"/>
        <source>继续计时，不扣除中断时间</source>
        <translation>Resume, do not charge the outage</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_recovery.py" line="58"/>
        <source>保持暂停</source>
        <translation>Keep paused</translation>
    </message>
</context>
<context>
    <name>ClockWindow</name>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="70"/>
        <source>读秒 剩 %1 次</source>
        <translation>Byo-yomi: %1 left</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="74"/>
        <source>读秒 %1×%2秒</source>
        <translation>Byo-yomi %1 × %2 s</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="77"/>
        <source>还需 %1 步</source>
        <translation>%1 moves to go</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="79"/>
        <source>跳过 %1 次</source>
        <translation>%1 skipped</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="81"/>
        <source>延时 %1</source>
        <translation>Delay %1</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="82"/>
        <source>第 %1 步</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="153"/>
        <source>棋钟</source>
        <translation>Game clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="180"/>
        <source>暂停 / 继续 (空格)</source>
        <translation>Pause / resume (Space)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="181"/>
        <source>撤销 (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="182"/>
        <source>调整…</source>
        <translation>Adjust…</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="183"/>
        <source>交换座位</source>
        <translation>Swap sides</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="184"/>
        <source>全屏 (F11)</source>
        <translation>Full screen (F11)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="185"/>
        <source>静音</source>
        <translation>Mute</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="193"/>
        <source>屏幕</source>
        <translation>Screen</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="248"/>
        <source>请先暂停再调整时间（pause first）</source>
        <translation>Pause the clock before adjusting it</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="290"/>
        <source>%1 超时判负（flag）</source>
        <translation>%1 flagged: loses on time</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="292"/>
        <source>对局时间到，请裁判裁决（game time up: adjudicate）</source>
        <translation>Game time up: referee to adjudicate</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="294"/>
        <source>后走方按键（← / →）开始计时</source>
        <translation>Second player presses (← / →) to start the clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="295"/>
        <source>%1 走棋</source>
        <translation>%1 to move</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="296"/>
        <source>暂停（空格继续）</source>
        <translation>Paused (Space resumes)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="298"/>
        <source>对局剩余 %1</source>
        <translation>Game time left %1</translation>
    </message>
</context>
<context>
    <name>ClocksPage</name>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="22"/>
        <source>%1 分 %2 秒</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="24"/>
        <source>%1 分钟</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="25"/>
        <source>%1 秒</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="36"/>
        <source>每方 %1 包干</source>
        <translation>%1 each, sudden death</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="38"/>
        <source>每方 %1，每步加 %2</source>
        <translation>%1 each, plus %2 a move</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="40"/>
        <source>每方 %1，每步布朗斯坦延时 %2</source>
        <translation>%1 each, Bronstein delay %2 a move</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="42"/>
        <source>每方 %1，每步延时 %2</source>
        <translation>%1 each, delay %2 a move</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="44"/>
        <source>每方基本用时 %1，之后读秒 %2 次，每次 %3</source>
        <translation>Main time %1 each, then byo-yomi %2 × %3</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="47"/>
        <source>每方基本用时 %1，之后每 %2 步 %3</source>
        <translation>Main time %1 each, then %2 moves in %3</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="49"/>
        <source>分 %1 个阶段计时</source>
        <translation>%1 time stages</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="51"/>
        <source>每步限时 %1，超时跳过该步</source>
        <translation>%1 a move; a slow move is skipped</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="53"/>
        <source>每局倒计时 %1</source>
        <translation>Game countdown %1</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="54"/>
        <source>正计时（秒表）</source>
        <translation>Counting up (stopwatch)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="61"/>
        <source>每局限时 %1，到时由裁判裁决</source>
        <translation>game limit %1, then the referee adjudicates</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="63"/>
        <source>另加时 %1</source>
        <translation>plus %1 extra time</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="65"/>
        <source>开局 %1 时提醒（崩坏）</source>
        <translation>alert at %1 (崩坏)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_words.py" line="67"/>
        <source>行动计时：</source>
        <translation>Action timers: </translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="114"/>
        <source>静音</source>
        <translation>Mute</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="116"/>
        <source>大钟</source>
        <translation>Big clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="125"/>
        <source>全场本轮计时（到时所有对局停止）</source>
        <translation>Hall round timer (at zero every game stops)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="127"/>
        <source>各桌计时（双击一桌打开大钟）</source>
        <translation>Table timers (double-click a table for its big clock)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="147"/>
        <source>计时方式：</source>
        <translation>Clock: </translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="153"/>
        <source>无法恢复计时器 %1：%2</source>
        <translation>Cannot restore clock %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="175"/>
        <source>已恢复计时（扣除中断时间）</source>
        <translation>Clocks resumed (outage charged)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="176"/>
        <source>已恢复计时，保持暂停</source>
        <translation>Clocks restored, kept paused</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="177"/>
        <source>已恢复计时（未扣除中断时间）</source>
        <translation>Clocks resumed (outage not charged)</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="183"/>
        <source>自由棋钟</source>
        <translation>Free clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="214"/>
        <source>%1，%2 桌</source>
        <translation>%1, %2 tables</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="186"/>
        <source>全场计时</source>
        <translation>hall timer</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="188"/>
        <source>第 %1 桌 </source>
        <translation>table %1 </translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="210"/>
        <source>本项目用桌面倒计时，没有双方棋钟</source>
        <translation>This event uses table countdowns, not a two-player clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="212"/>
        <source>尚未编排轮次：可用“大钟”打开自由棋钟</source>
        <translation>No round paired yet: “Big clock” opens a free clock</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="226"/>
        <source>全场计时由另一台工作站运行：本台只显示，不改写</source>
        <translation>Another station runs the hall timer: this station shows it and does not change it</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="297"/>
        <source>第 %1 桌 </source>
        <comment>starts a line</comment>
        <translation>Table %1 </translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="397"/>
        <source>请先在下表中选择一桌</source>
        <translation>Select a table below first</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="407"/>
        <source>左方</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clocks_page.py" line="407"/>
        <source>右方</source>
        <translation>Right</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="61"/>
        <source>添加选手 %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="82"/>
        <source>编辑选手 %1</source>
        <translation>Edit player %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="95"/>
        <source>退赛 %1</source>
        <translation>Withdraw %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="95"/>
        <source>恢复参赛 %1</source>
        <translation>Reinstate %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="108"/>
        <source>删除选手 %1</source>
        <translation>Delete player %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="126"/>
        <source>取消比赛资格 %1</source>
        <translation>Disqualify %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_commands.py" line="145"/>
        <source>恢复比赛资格 %1</source>
        <translation>Lift the disqualification of %1</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_properties.py" line="88"/>
        <source>修改赛事信息</source>
        <translation>Edit tournament properties</translation>
    </message>
</context>
<context>
    <name>ConsoleBoardWindow</name>
    <message>
        <location filename="../../app/views/sanguosha/console_board.py" line="39"/>
        <source>选将总览 — %1</source>
        <translation>Draft board — %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_board.py" line="58"/>
        <source>本轮没有桌次</source>
        <translation>This round has no tables</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_board.py" line="59"/>
        <source>↑↓ 选择一桌 · Enter 或双击 打开该桌的选将台 · F5 刷新 · Esc 关闭</source>
        <translation>↑↓ choose a table · Enter or double-click opens its console · F5 refresh · Esc close</translation>
    </message>
</context>
<context>
    <name>ConsoleDisagreementDialog</name>
    <message>
        <location filename="../../app/views/results/console_disagreement.py" line="19"/>
        <source>录入与选将台不符</source>
        <translation>The entry contradicts the console</translation>
    </message>
    <message>
        <location filename="../../app/views/results/console_disagreement.py" line="24"/>
        <source>以录入为准的理由（必填，记入审计日志）</source>
        <translation>Why the entry stands (required; written to the audit log)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/console_disagreement.py" line="26"/>
        <source>改正录入</source>
        <translation>Correct the entry</translation>
    </message>
    <message>
        <location filename="../../app/views/results/console_disagreement.py" line="27"/>
        <source>以录入为准</source>
        <translation>Keep the entry</translation>
    </message>
    <message>
        <location filename="../../app/views/results/console_disagreement.py" line="36"/>
        <source>裁判确认录入无误、选将台有误时，可注明理由后以录入为准：</source>
        <translation>If the entry is right and the console wrong, give the reason and keep the entry:</translation>
    </message>
</context>
<context>
    <name>CountdownAdjustDialog</name>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="381"/>
        <source>调整倒计时</source>
        <translation>Adjust countdown</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="383"/>
        <source> 分</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="384"/>
        <source> 秒</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/clock_window.py" line="389"/>
        <source>剩余时间</source>
        <translation>Time left</translation>
    </message>
</context>
<context>
    <name>DoudizhuDialog</name>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="83"/>
        <source>添加一手</source>
        <translation>Add a hand</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="83"/>
        <source>删除最后一手</source>
        <translation>Remove the last hand</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="121"/>
        <source>犯规次数</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="72"/>
        <source>只录三人合计（纸面记分）</source>
        <translation>Totals only (scored on paper)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="73"/>
        <source>本桌在纸上逐手记分：只录入三人的合计，合计之和须为 0</source>
        <translation>The table kept its hands on paper: enter only the three players&apos; totals, which must add up to 0</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="94"/>
        <source>键盘：叫分 0–3 → 地主 1–3 → 胜方（1 地主胜 / 2 农民胜）→ Enter 记下这一手；加倍项按 Tab 或 *：炸弹（个数）、火箭 / 春天（空格）、明牌（0–3）；新的一手为空时 Enter 保存</source>
        <translation>Keys: bid 0–3 → landlord 1–3 → winner (1 landlord won / 2 farmers won) → Enter records the hand; the extras by Tab or *: bombs (a count), rocket / spring (Space), open hand (0–3); Enter on a new empty hand saves</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="361"/>
        <source>第 %1 手：无人叫，0 分</source>
        <translation>Hand %1: no bid, 0 points</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="367"/>
        <source>第 %1 手：</source>
        <translation>Hand %1: </translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="370"/>
        <source>第 %1 手：叫 %2 分 × %3 = %4 分&#x3000;%5&#x3000;Enter 记下</source>
        <translation>Hand %1: bid %2 × %3 = %4&#x3000;%5&#x3000;Enter records it</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="112"/>
        <source>三人合计</source>
        <translation>Totals</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="162"/>
        <source>0 无人叫</source>
        <translation>0 no bid</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="167"/>
        <source>1 地主胜</source>
        <translation>1 Landlord won</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="168"/>
        <source>2 农民胜</source>
        <translation>2 Farmers won</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="335"/>
        <source>本局合计：</source>
        <translation>Game totals: </translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="344"/>
        <location filename="../../app/views/results/card_forms.py" line="357"/>
        <source>第 %1 手：请选择%2</source>
        <translation>Hand %1: choose the %2</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="387"/>
        <source>叫分</source>
        <translation>bid</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="387"/>
        <source>地主</source>
        <translation>landlord</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="387"/>
        <source>胜方</source>
        <translation>winner</translation>
    </message>
</context>
<context>
    <name>EntriesPage</name>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="101"/>
        <source>按姓名、学校或学号筛选…</source>
        <translation>Filter by name, school or student ID…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="108"/>
        <source>添加选手</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="108"/>
        <source>编辑</source>
        <translation>Edit</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="109"/>
        <source>退赛/恢复</source>
        <translation>Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="110"/>
        <source>删除</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="111"/>
        <source>导入报名表…</source>
        <translation>Import roster…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="111"/>
        <source>项目设置…</source>
        <translation>Event settings…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="134"/>
        <source>报名 %1 人，其中退赛 %2 人</source>
        <translation>%1 entrants, %2 withdrawn</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="110"/>
        <source>取消资格/恢复</source>
        <translation>Disqualify / lift</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="136"/>
        <source>，取消资格 %1 人</source>
        <translation>, %1 disqualified</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../app/views/results/entry_base.py" line="56"/>
        <source>第 %1 桌成绩</source>
        <translation>Table %1 result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/entry_base.py" line="96"/>
        <source>，</source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../app/views/results/entry_base.py" line="86"/>
        <source>结果：%1&#x3000;得分：%2</source>
        <translation>Result: %1   Points: %2</translation>
    </message>
</context>
<context>
    <name>EventTab</name>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="198"/>
        <source>报名</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="198"/>
        <source>检录</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="199"/>
        <source>轮次与对阵</source>
        <translation>Rounds &amp;&amp; pairings</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="199"/>
        <source>成绩</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="200"/>
        <source>排名</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="200"/>
        <source>计时</source>
        <translation>Clocks</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="37"/>
        <source>导出…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="38"/>
        <source>导入 TRF…</source>
        <translation>Import TRF…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="49"/>
        <location filename="../../app/views/shell/export_dialog.py" line="122"/>
        <source>导出</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="51"/>
        <source>格式</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="53"/>
        <source>Excel 工作簿（.xlsx）：每个项目、每张表一个工作表</source>
        <translation>Excel workbook (.xlsx): a sheet for each event and table</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="54"/>
        <source>CSV（.zip 压缩包）：每张表一个 UTF-8 文件，Excel 可直接打开</source>
        <translation>CSV (.zip archive): one UTF-8 file a table, opened directly by Excel</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="55"/>
        <source>TRF-16（.trf）：一个双人项目，供其他编排与破同分程序核对</source>
        <translation>TRF-16 (.trf): one two-player event, for other pairing and tie-break programs to check</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="70"/>
        <source>报名表包含学号</source>
        <translation>Include student IDs in the roster</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="73"/>
        <source>项目：</source>
        <translation>Events:</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="106"/>
        <source>TRF 每个文件一个项目：象棋、围棋、跳棋等每轮一局的双人项目。</source>
        <translation>TRF holds one event a file: a two-player event of one game a round (xiangqi, go, checkers …).</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="107"/>
        <source>全选时另附总团体表；报名表不含学号，除非勾选上面一项。</source>
        <translation>With every event checked the overall table comes too; the roster has no student IDs unless the box above is checked.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="122"/>
        <source>请至少选择一个项目。</source>
        <translation>Choose at least one event.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="138"/>
        <source>成绩</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="139"/>
        <source>导出到</source>
        <translation>Export to</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="153"/>
        <source>导出失败</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="156"/>
        <source>已导出：</source>
        <translation>Exported: </translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="155"/>
        <source>正在导出…</source>
        <translation>Exporting…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="165"/>
        <location filename="../../app/views/shell/export_dialog.py" line="173"/>
        <source>导入 TRF</source>
        <translation>Import TRF</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="166"/>
        <source>所有文件 (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="174"/>
        <source>导入为哪个项目（须尚无报名和轮次）：</source>
        <translation>Import as which event (one without entrants or rounds):</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="180"/>
        <source>导入失败</source>
        <translation>Import failed</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="185"/>
        <source>导入完成</source>
        <translation>Import complete</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/export_dialog.py" line="186"/>
        <source>已导入 %1 名选手、%2 轮、%3 局对局。</source>
        <translation>Imported %1 players, %2 rounds, %3 games.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../app/views/common/file_dialogs.py" line="26"/>
        <source>文件夹</source>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../../app/views/common/file_dialogs.py" line="26"/>
        <source>文件</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../app/views/common/file_dialogs.py" line="54"/>
        <source>查找范围：</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <location filename="../../app/views/common/file_dialogs.py" line="55"/>
        <source>文件名：</source>
        <translation>File name:</translation>
    </message>
    <message>
        <location filename="../../app/views/common/file_dialogs.py" line="56"/>
        <source>文件类型：</source>
        <translation>Files of type:</translation>
    </message>
</context>
<context>
    <name>ForfeitDialog</name>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="134"/>
        <source>第 %1 桌弃权</source>
        <translation>Table %1 forfeit</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="136"/>
        <location filename="../../app/views/results/result_entry.py" line="137"/>
        <source>%1 弃权</source>
        <translation>%1 forfeits</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="138"/>
        <source>双方弃权</source>
        <translation>Both forfeit</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="143"/>
        <source>弃权方</source>
        <translation>Forfeiting side</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="144"/>
        <source>原因</source>
        <translation>Reason</translation>
    </message>
</context>
<context>
    <name>GomokuDialog</name>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="164"/>
        <source>局</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="164"/>
        <source>胜方</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="164"/>
        <source>执黑</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="164"/>
        <source>原因</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="172"/>
        <source>和</source>
        <translation>Draw</translation>
    </message>
</context>
<context>
    <name>HallScreen</name>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="224"/>
        <source>对阵</source>
        <translation>pairings</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="224"/>
        <source>个人排名</source>
        <translation>Individual</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="225"/>
        <source>团体排名</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="231"/>
        <source>选将进度</source>
        <translation>drafts in progress</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="235"/>
        <source>扫码看赛况</source>
        <translation>QR code for phones</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="236"/>
        <source>总团体排名</source>
        <translation>Overall team standings</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="236"/>
        <source>计时</source>
        <translation>Timers</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="410"/>
        <source>（暂停翻页）</source>
        <translation>(paging frozen)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="30"/>
        <source>大屏幕(&amp;D)</source>
        <translation>&amp;Display</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="31"/>
        <source>打开大屏幕</source>
        <translation>Open hall screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="34"/>
        <source>显示在屏幕</source>
        <translation>Show on screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="36"/>
        <source>退出全屏</source>
        <translation>Leave full screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="38"/>
        <source>冻结翻页</source>
        <translation>Freeze paging</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="40"/>
        <source>下一页</source>
        <translation>Next page</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="41"/>
        <source>黑屏</source>
        <translation>Blank screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="43"/>
        <location filename="../../app/views/hall/hall_menu.py" line="135"/>
        <source>显示的页面</source>
        <translation>Pages shown</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="44"/>
        <location filename="../../app/views/hall/hall_menu.py" line="136"/>
        <source>翻页间隔</source>
        <translation>Paging interval</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="45"/>
        <location filename="../../app/views/hall/hall_menu.py" line="137"/>
        <source>显示列表的哪一部分</source>
        <translation>Part of each list</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="46"/>
        <source>公告横幅…</source>
        <translation>Announcement banner…</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="69"/>
        <source>打开大屏幕（%1 全屏）</source>
        <translation>Open the hall screen (%1, full screen)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="70"/>
        <source>打开大屏幕（本屏幕上的窗口，可拖到投影仪）</source>
        <translation>Open the hall screen (a window on this screen; drag it to the projector)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="90"/>
        <source>（主屏幕）</source>
        <translation> (primary screen)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="145"/>
        <source>全部</source>
        <translation>All of it</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="146"/>
        <source>第 %1 部分（共 %2 部分）</source>
        <translation>Part %1 of %2</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="156"/>
        <source>%1 秒</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="164"/>
        <source>公告横幅</source>
        <translation>Announcement banner</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="165"/>
        <source>大屏幕底部显示的公告（留空则不显示）：</source>
        <translation>Announcement along the bottom of the hall screen (empty: none):</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_screen.py" line="233"/>
        <source>找座位</source>
        <translation>Find your table</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="35"/>
        <source>全屏显示</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="48"/>
        <source>每个屏幕各开一个大屏幕</source>
        <translation>A hall screen on each screen</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="102"/>
        <source>只显示：%1</source>
        <translation>Show only: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="103"/>
        <source>找座位（各项目）</source>
        <translation>Find your table (every event)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/hall_menu.py" line="132"/>
        <source>在此屏幕打开大屏幕</source>
        <translation>Open a hall screen here</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="12"/>
        <source>轮次与对阵：编排下一轮</source>
        <translation>Rounds: Pair the next round</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="13"/>
        <source>成绩：回到桌号输入，建议下一张未录桌</source>
        <translation>Results: back to the table field, the next open table proposed</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="14"/>
        <source>成绩：桌号 Enter，比分 Enter（1 = 0 + -，五子棋 2-0 或 1-0,0-1）</source>
        <translation>Results: table Enter, score Enter (1 = 0 + -; gomoku 2-0 or 1-0,0-1)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="15"/>
        <source>成绩：在桌号或比分栏中也撤销上一条成绩</source>
        <translation>Results: undo the last result, also from the table or score field</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="16"/>
        <source>成绩：重新读取本轮（另一台工作站录入的成绩）</source>
        <translation>Results: reload the round (results entered at another station)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="17"/>
        <source>报名：删除所选选手；成绩：清除所选桌的成绩</source>
        <translation>Entries: delete the selected player; Results: clear the selected table&apos;s result</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="18"/>
        <source>检录：Ctrl+F 查找选手（姓名、拼音或首字母，如 zs），Enter 到该行，空格勾选到场并已验证学生证（再按取消）</source>
        <translation>Check-in: Ctrl+F finds a player (name, pinyin or initials, e.g. zs), Enter goes to the row, Space ticks it present with the card checked (again to undo)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="20"/>
        <source>成绩（三国杀 3v3 / 1v1）：打开所选桌的选将台——数字键或方向键 + Enter 选择，D 阵亡，F 技术犯规，S / A 技能 / 出牌计时，Ctrl+Z 撤销</source>
        <translation>Results (Sanguosha 3v3 / 1v1): the selected table&apos;s draft console — number keys or arrows + Enter choose, D death, F technical foul, S / A skill / action timer, Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="22"/>
        <source>成绩（三国杀 3v3 / 1v1）：选将总览——本轮每一桌的选将台，Enter 打开所选桌</source>
        <translation>Results (Sanguosha 3v3 / 1v1): the draft board — every table&apos;s console of the round, Enter opens the selected table&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="23"/>
        <source>选将台（一轮多局）：N 本局决出后开始下一局，G + 局号 打开某一局</source>
        <translation>Console (several games a round): N starts the next game once this one is decided, G + number opens a game</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="24"/>
        <source>斗地主逐手录入：数字依次选叫分、地主、胜方（1 地主胜 / 2 农民胜），Enter 记下这一手并回到叫分；炸弹、火箭、春天、明牌：胜方后 Tab，或任一项按 *；新的一手为空时 Enter 保存</source>
        <translation>Dou Dizhu hands: digits choose the bid, the landlord and the winner in turn (1 landlord won / 2 farmers won), Enter records the hand and returns to the bid; bombs, rocket, spring, open hand: Tab after the winner, or * in any field; Enter on a new empty hand saves</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="27"/>
        <source>大钟：左方 / 右方拍钟</source>
        <translation>Big clock: left / right player presses</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="28"/>
        <source>大钟：暂停 / 继续</source>
        <translation>Big clock: pause / resume</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="29"/>
        <source>大钟：全屏</source>
        <translation>Big clock: full screen</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="33"/>
        <source>文件 ▸ 新建赛事（Ctrl+N）：赛事名称、主办单位、地点、日期与项目。</source>
        <translation>File ▸ New tournament (Ctrl+N): name, organiser, venue, dates and events.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="34"/>
        <source>报名 ▸ 导入报名表（Ctrl+I）：CSV 或 XLSX；预览会按行列出每个问题，确认后一次写入。需要模板时用 报名 ▸ 保存报名表模板。</source>
        <translation>Roster ▸ Import roster (Ctrl+I): CSV or XLSX; the preview lists every problem by row, and the import is written in one go once confirmed. For a template, use Roster ▸ Save roster template.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="36"/>
        <source>项目设置（Ctrl+,）：轮数、轮空得分、破同分顺序等；默认值即规则的解释。</source>
        <translation>Event settings (Ctrl+,): rounds, bye points, tie-break order and more; the defaults are the rules&apos; interpretations.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="37"/>
        <source>检录：每轮开赛前勾选到场与已验学生证。</source>
        <translation>Check-in: before each round, tick who is present and whose student card was checked.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="38"/>
        <source>轮次与对阵：Ctrl+P 编排下一轮；打印 ▸ 对阵表与记分表，贴出并发给各桌。</source>
        <translation>Rounds: Ctrl+P pairs the next round; Print ▸ pairing list and scoresheets, posted and handed to the tables.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="39"/>
        <source>计时：开启本轮计时与各桌时钟；大屏幕 ▸ 打开大屏幕 投到投影仪。</source>
        <translation>Clocks: start the round timer and the table clocks; Display ▸ Open the hall screen for the projector.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="40"/>
        <source>成绩：桌号 Enter，比分 Enter，逐桌录入；每条成绩立即保存并记入审计日志，可撤销。</source>
        <translation>Results: table Enter, score Enter, table by table; every result is saved at once, written to the audit log, and can be undone.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="41"/>
        <source>排名：实时个人与团体排名；打印 ▸ 排名表 张贴，裁判长签字。</source>
        <translation>Standings: live individual and team standings; Print ▸ standings to post, signed by the chief referee.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="42"/>
        <source>最后一轮结束后：打印 ▸ 证书；总团体排名在 成绩 ▸ 总团体。</source>
        <translation>After the last round: Print ▸ certificates; the overall team table is under Standings ▸ Overall.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="77"/>
        <source>大屏幕、打印预览的标题和打印出的各种表格、证书始终用中文（它们面向中文赛场张贴、投影和发放），与界面语言无关；英文界面只改变本程序窗口里的文字。</source>
        <translation>The hall screen, the print preview&apos;s titles and every printed sheet and certificate stay in Chinese whatever the interface language: they are posted, projected and handed out in a Chinese hall. English changes only the text of this program&apos;s own windows.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="83"/>
        <source>菜单快捷键</source>
        <translation>Menu keys</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="84"/>
        <source>页面按键</source>
        <translation>Page keys</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="85"/>
        <source>界面语言</source>
        <translation>Interface language</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/help_dialog.py" line="93"/>
        <source>第一次办赛：从新建到打印</source>
        <translation>Your first tournament: from a new file to the printed sheets</translation>
    </message>
</context>
<context>
    <name>IdentityDialog</name>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="405"/>
        <source>胜方</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="407"/>
        <source>座位</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="407"/>
        <source>身份</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="407"/>
        <source>存活</source>
        <translation>Alive</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="408"/>
        <source>击杀的座位号（如 3,5）</source>
        <translation>Seats killed (e.g. 3,5)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="408"/>
        <source>得分</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="413"/>
        <source>%1号位 %2</source>
        <translation>Seat %1 %2</translation>
    </message>
</context>
<context>
    <name>IdentityRoles</name>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="29"/>
        <source>主公</source>
        <translation>Lord</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="30"/>
        <source>忠臣</source>
        <translation>Loyalist</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="31"/>
        <source>反贼</source>
        <translation>Rebel</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="32"/>
        <source>内奸</source>
        <translation>Traitor</translation>
    </message>
</context>
<context>
    <name>IdentityRolesDialog</name>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="49"/>
        <source>%1 第 %2 桌 身份牌</source>
        <translation>%1, table %2: identity cards</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="52"/>
        <source>座位</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="52"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="52"/>
        <source>身份</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="58"/>
        <source>揭示</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="64"/>
        <source>主公身份公开；其余座位密封，按“揭示”或座位号键逐一揭示，赛后可全部揭示。</source>
        <translation>The lord is public; the other seats stay sealed. Reveal one with its Reveal button or its seat number key; after the game reveal them all.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="66"/>
        <source>全部揭示（赛后）</source>
        <translation>Reveal all (after the game)</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="68"/>
        <source>重新密封</source>
        <translation>Seal again</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="83"/>
        <source>■■ 密封</source>
        <translation>■■ sealed</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="97"/>
        <source>全部揭示</source>
        <translation>Reveal all</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/identity_roles_dialog.py" line="98"/>
        <source>本局已结束、可以公开全部身份了吗？</source>
        <translation>Is the game over, so that every role may be shown?</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="28"/>
        <source>新增</source>
        <translation>New</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="29"/>
        <source>补报项目</source>
        <translation>New events</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="30"/>
        <source>无变化</source>
        <translation>Unchanged</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="40"/>
        <source>导入报名表 — %1</source>
        <translation>Import roster — %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="113"/>
        <source>发现 %1 个问题，请修改报名表后重新导入；赛事文件不会被修改。</source>
        <translation>%1 problems found: correct the roster and import again. The tournament file is not changed.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="84"/>
        <location filename="../../app/views/roster/import_dialog.py" line="90"/>
        <source>行</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="46"/>
        <source>未填队伍的团体项目选手按学校组队（每校一队，人多则分为几队）</source>
        <translation>Form teams by school for team-event players without a team (one team per school, several if it has more players)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="84"/>
        <source>列</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="84"/>
        <source>值</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="84"/>
        <source>问题及改正方法</source>
        <translation>Problem and how to fix it</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="90"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="90"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="90"/>
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="90"/>
        <source>项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="91"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="91"/>
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="96"/>
        <source>问题 (%1 行)</source>
        <translation>Problems (%1 rows)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="97"/>
        <source>预览 (%1 名选手)</source>
        <translation>Preview (%1 players)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="101"/>
        <source>只导入没有问题的 %1 行</source>
        <translation>Import only the %1 good rows</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="110"/>
        <source>共 %1 行，%2 名选手，没有发现问题。点击“导入”写入赛事文件。</source>
        <translation>%1 rows, %2 players, no problems found. Press Import to write them to the tournament.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="115"/>
        <source>共 %1 行，其中 %2 行有问题（见“问题”页，每行写明如何改正）。可只导入没有问题的 %3 行（%4 名选手），其余各行改正后重新导入本文件即可补上，已导入的不会重复；或取消，赛事文件不会被修改。</source>
        <translation>%1 rows, %2 of them with problems (see the Problems tab: each row says how to fix it). You may import only the %3 good rows (%4 players) and bring in the rest by importing the fixed file again (nothing imported is added twice); or cancel, and the tournament file is not changed.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/import_dialog.py" line="56"/>
        <location filename="../../app/views/roster/import_dialog.py" line="99"/>
        <source>导入</source>
        <translation>Import</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="84"/>
        <location filename="../../app/views/hall/live_switch.py" line="91"/>
        <location filename="../../app/views/hall/live_switch.py" line="94"/>
        <source>赛况网页</source>
        <translation>Live page</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="85"/>
        <source>请先打开赛事文件。</source>
        <translation>Open a tournament file first.</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="97"/>
        <source>端口 %1 已被占用，赛况网页改用端口 %2：%3</source>
        <translation>Port %1 is taken; the live page uses port %2: %3</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="100"/>
        <source>赛况网页已开启：%1</source>
        <translation>Live page on: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="108"/>
        <source>已开放手机台次录入（各项目仍须在成绩页开启本轮）</source>
        <translation>The tables&apos; phones may enter results (each event still opens its round on the results page)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="109"/>
        <source>已关闭手机台次录入</source>
        <translation>The tables&apos; phones may no longer enter results</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="120"/>
        <source>端口 %1–%2 都已被占用（其他程序或本机的另一个赛况网页）：请关闭占用的程序后再开启。</source>
        <translation>Ports %1–%2 are all taken (by another program or another live page on this computer): close it, then turn the page on again.</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="122"/>
        <source>无法在端口 %1 提供赛况网页（系统错误 %2）。</source>
        <translation>Cannot serve the live page on port %1 (system error %2).</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="128"/>
        <source>赛况网页：%1（点击关闭）</source>
        <translation>Live page: %1 (click to turn off)</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="129"/>
        <source>在局域网提供赛况网页</source>
        <translation>Serve the live page on the local network</translation>
    </message>
    <message>
        <location filename="../../app/views/hall/live_switch.py" line="142"/>
        <source>接受手机台次录入</source>
        <translation>Accept results from the tables&apos; phones</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="84"/>
        <location filename="../../app/views/shell/main_window.py" line="137"/>
        <source>文件(&amp;F)</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="87"/>
        <source>正在打开 %1 …</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="89"/>
        <source>正在打开…</source>
        <translation>Opening…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="138"/>
        <source>新建赛事…</source>
        <translation>New tournament…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="139"/>
        <source>打开…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="141"/>
        <source>另存副本…</source>
        <translation>Save a copy…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="146"/>
        <source>最近打开</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="150"/>
        <source>赛事信息…</source>
        <translation>Tournament properties…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="151"/>
        <source>审计日志…</source>
        <translation>Audit log…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="152"/>
        <source>当前裁判员…</source>
        <translation>Current referee…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="154"/>
        <source>退出</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="84"/>
        <location filename="../../app/views/shell/main_window.py" line="156"/>
        <source>编辑(&amp;E)</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="159"/>
        <source>撤销</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="159"/>
        <source>重做</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="84"/>
        <location filename="../../app/views/shell/main_window.py" line="164"/>
        <source>视图(&amp;V)</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="165"/>
        <source>语言 Language</source>
        <translation>Language 语言</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="172"/>
        <source>下一个项目</source>
        <translation>Next event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="173"/>
        <source>上一个项目</source>
        <translation>Previous event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="174"/>
        <source>转到项目</source>
        <translation>Go to event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="176"/>
        <source>第 %1 个项目</source>
        <translation>Event %1</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="84"/>
        <location filename="../../app/views/shell/main_window.py" line="183"/>
        <source>帮助(&amp;H)</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="184"/>
        <location filename="../../app/views/shell/main_window.py" line="378"/>
        <source>快捷键一览</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="185"/>
        <location filename="../../app/views/shell/main_window.py" line="382"/>
        <source>第一次办赛指南</source>
        <translation>First tournament guide</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="187"/>
        <source>关于</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="226"/>
        <source>只读打开</source>
        <translation>Opened read-only</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="227"/>
        <source>该赛事文件或所在文件夹不可写，已以只读方式打开：可以查看和打印，修改不会保存。请把文件复制到可写的位置后再打开。</source>
        <translation>The tournament file or its folder cannot be written, so it was opened read-only: you can view and print, but changes will not be saved. Copy the file to a writable place and open it again.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="230"/>
        <source>已升级赛事文件</source>
        <translation>Tournament file upgraded</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="231"/>
        <source>该文件来自旧版本，已升级；原文件备份在：
</source>
        <translation>The file came from an older version and was upgraded; the original is backed up at:
</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/application.py" line="141"/>
        <location filename="../../app/views/shell/main_window.py" line="255"/>
        <source>无法打开赛事文件</source>
        <translation>Cannot open the tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="259"/>
        <source>打开赛事文件</source>
        <translation>Open tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="278"/>
        <source>另存副本</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="284"/>
        <source>保存失败</source>
        <translation>Saving failed</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="286"/>
        <source>已保存副本：</source>
        <translation>Copy saved: </translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="315"/>
        <source>（只读）</source>
        <translation> (read-only)</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="82"/>
        <location filename="../../app/views/shell/main_window.py" line="316"/>
        <source>赛事裁判工作站</source>
        <translation>Referee Station</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="324"/>
        <source>选手 %1 名 · </source>
        <translation>%1 players · </translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="371"/>
        <source>当前裁判员</source>
        <translation>Current referee</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="371"/>
        <source>姓名（记入审计日志）：</source>
        <translation>Name (recorded in the audit log):</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="243"/>
        <source>赛事信息有误</source>
        <translation>Tournament details need correcting</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="244"/>
        <source>请在 文件 ▸ 赛事信息… 中修改。</source>
        <translation>Correct them under File ▸ Tournament properties…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="143"/>
        <source>从备份恢复…</source>
        <translation>Restore from a backup…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="145"/>
        <source>自动备份设置…</source>
        <translation>Automatic backups…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="140"/>
        <source>以只读方式打开…</source>
        <translation>Open read-only…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="259"/>
        <source>以只读方式打开赛事文件</source>
        <translation>Open a tournament file read-only</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/main_window.py" line="323"/>
        <source>只读：仅供显示，不能修改 · </source>
        <translation>Read-only: for display, nothing can be changed · </translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="28"/>
        <source>新建赛事</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="32"/>
        <source>浏览…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="37"/>
        <source>赛事文件</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="38"/>
        <source>比赛项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="43"/>
        <source>赛事文件保存位置</source>
        <translation>Where to save the tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="52"/>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="56"/>
        <source>信息不完整</source>
        <translation>Incomplete</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="52"/>
        <source>请填写赛事名称并选择文件位置。</source>
        <translation>Give the tournament a name and choose where to save it.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="56"/>
        <source>请至少选择一个比赛项目。</source>
        <translation>Choose at least one event.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/new_tournament_dialog.py" line="65"/>
        <source>无法新建赛事</source>
        <translation>Cannot create the tournament</translation>
    </message>
</context>
<context>
    <name>OverallView</name>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="24"/>
        <source>总团体与各项目团体排名</source>
        <translation>Overall and event team standings</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="31"/>
        <source>总团体</source>
        <translation>Overall</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="64"/>
        <source>团体</source>
        <translation> teams</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="81"/>
        <source>未打开赛事文件</source>
        <translation>No tournament file open</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="88"/>
        <source>未完赛（%1 尚未定稿）</source>
        <translation>Provisional (%1 not final yet)</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="89"/>
        <source>最终排名</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="90"/>
        <source>总团体按各计分项目团体名次 1–6 名计 9、7、5、3、2、1 分；计入项目：%1</source>
        <translation>Overall: team places 1–6 of each counted event earn 9, 7, 5, 3, 2, 1; counted events: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="91"/>
        <source>无</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="98"/>
        <source>成绩(&amp;S)</source>
        <translation>&amp;Standings</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/overall_view.py" line="99"/>
        <source>总团体排名…</source>
        <translation>Overall standings…</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="24"/>
        <source>编辑选手</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="24"/>
        <source>添加选手</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="36"/>
        <source>团体项目（三国杀3v3）必填</source>
        <translation>Required for team events (Sanguosha 3v3)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="39"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="39"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="40"/>
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="40"/>
        <source>性别</source>
        <translation>Gender</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="41"/>
        <source>年级</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="41"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="45"/>
        <source>参赛项目</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="66"/>
        <location filename="../../app/views/roster/player_dialog.py" line="69"/>
        <source>信息不完整</source>
        <translation>Incomplete</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="66"/>
        <source>请填写：</source>
        <translation>Please fill in: </translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="69"/>
        <source>团体项目需要填写队伍名称。</source>
        <translation>Team events need a team name.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="73"/>
        <source>信息有误</source>
        <translation>Invalid entry</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="83"/>
        <source>%1含有不可见的控制字符或格式字符 %2，请删除后重新填写。</source>
        <translation>%1 contains an invisible control or format character %2; please remove it.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/player_dialog.py" line="86"/>
        <source>%1有 %2 个字符，最多 %3 个。</source>
        <translation>%1 has %2 characters; at most %3 are allowed.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="14"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="15"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="16"/>
        <source>学号</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="17"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="18"/>
        <source>性别</source>
        <translation>Gender</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="19"/>
        <source>年级</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="20"/>
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="51"/>
        <source>已退赛</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="52"/>
        <source>参赛</source>
        <translation>Playing</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/players_model.py" line="49"/>
        <source>取消资格</source>
        <translation>Disqualified</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="27"/>
        <source>对阵表</source>
        <translation>Pairing list</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="28"/>
        <source>找座位表（按姓名）</source>
        <translation>Find your table (by name)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="29"/>
        <source>记分签名表</source>
        <translation>Scoresheet</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="30"/>
        <source>身份牌（密封）</source>
        <translation>Identity slips (sealed)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="31"/>
        <source>个人排名表</source>
        <translation>Individual standings</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="32"/>
        <source>团体排名表</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="33"/>
        <source>交叉表</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="34"/>
        <source>参赛名单（按序号）</source>
        <translation>Start list (by number)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="35"/>
        <source>循环赛轮次表（贝格尔表）</source>
        <translation>Round-robin schedule (Berger table)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="36"/>
        <source>各轮成绩</source>
        <translation>Results by round</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="37"/>
        <source>加赛一览</source>
        <translation>Playoff summary</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="47"/>
        <source>检录表（全部项目，按单位）</source>
        <translation>Check-in sheet (every event, by school)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="38"/>
        <source>本项目证书</source>
        <translation>Certificates of this event</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="58"/>
        <source>打印(&amp;P)</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="67"/>
        <source>打印本页…</source>
        <translation>Print this page…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="88"/>
        <source>本页没有对应的打印表：请在 打印 菜单中选择</source>
        <translation>This page has no sheet of its own: choose one in the Print menu</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="105"/>
        <source>（未打开赛事文件）</source>
        <translation>(no tournament file open)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="134"/>
        <source>预赛分组排名表</source>
        <translation>Preliminary group tables</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="135"/>
        <source>全赛事</source>
        <translation>Whole tournament</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="42"/>
        <source>总团体排名表</source>
        <translation>Overall team standings</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="43"/>
        <source>全部证书（整个赛事）…</source>
        <translation>All certificates (whole tournament)…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="39"/>
        <source>本项目获奖名单</source>
        <translation>Prize list of this event</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="40"/>
        <source>本项目奖金签领表</source>
        <translation>Prize-money receipts of this event</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="41"/>
        <source>本项目裁判长报告</source>
        <translation>Chief referee&apos;s report of this event</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="44"/>
        <source>获奖名单（整个赛事）</source>
        <translation>Prize list (whole tournament)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="45"/>
        <source>奖金签领表（整个赛事）</source>
        <translation>Prize-money receipts (whole tournament)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="46"/>
        <source>裁判长报告（整个赛事）</source>
        <translation>Chief referee&apos;s report (whole tournament)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="123"/>
        <source>检录表（查验学生证）</source>
        <translation>Check-in sheet (student cards)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="139"/>
        <source>证书按颁奖顺序（第6名→第1名）</source>
        <translation>Certificates and lists in ceremony order (6th → 1st)</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="143"/>
        <source>证书模板…</source>
        <translation>Certificate template…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="154"/>
        <source>正在生成全部证书…</source>
        <translation>Building all certificates…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="155"/>
        <source>正在生成%1…</source>
        <translation>Building %1…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_menu.py" line="179"/>
        <source>证书模板有误</source>
        <translation>Certificate template error</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="49"/>
        <source>打印预览 — </source>
        <translation>Print preview — </translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="59"/>
        <source>共 %1 页</source>
        <translation>Pages: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="60"/>
        <source>打印…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="61"/>
        <source>另存为 PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="62"/>
        <source>关闭</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="99"/>
        <source>没有打印机</source>
        <translation>No printer</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="100"/>
        <source>这台电脑没有可用的打印机：请把文档另存为 PDF，再在连着打印机的电脑上打印。</source>
        <translation>This computer has no printer: save the document as a PDF and print it on a computer with a printer.</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="117"/>
        <source>另存为 PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="125"/>
        <source>保存失败</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="170"/>
        <source>正在生成文档…</source>
        <translation>Building the document…</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="190"/>
        <source>名次尚未定稿</source>
        <translation>Places not final yet</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="191"/>
        <source>仍要打印吗？每页证书将标明“未定稿”。</source>
        <translation>Print anyway? Every certificate page will be marked “provisional” (未定稿).</translation>
    </message>
    <message>
        <location filename="../../app/views/printing/print_preview.py" line="196"/>
        <source>无法打印</source>
        <translation>Cannot print</translation>
    </message>
</context>
<context>
    <name>ProposalsModel</name>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="15"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="15"/>
        <source>录入结果</source>
        <translation>Entered</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="16"/>
        <source>设备</source>
        <translation>Device</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="16"/>
        <source>时间</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="17"/>
        <source>双方确认</source>
        <translation>Agreed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="17"/>
        <source>冲突</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="18"/>
        <source>无需</source>
        <translation>not needed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="19"/>
        <source>✓ 已确认</source>
        <translation>✓ agreed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="20"/>
        <source>待对方确认</source>
        <translation>awaiting opponent</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="21"/>
        <source>⚠ 冲突</source>
        <translation>⚠ conflict</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_model.py" line="22"/>
        <source>已重新编排，作废</source>
        <translation>void: paired again</translation>
    </message>
</context>
<context>
    <name>ProposalsPanel</name>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="33"/>
        <source>打印录入码与桌卡…</source>
        <translation>Print codes and table cards…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="51"/>
        <source>Enter：确认所选录入；Delete 或 R：驳回（写明理由）</source>
        <translation>Enter: confirm the selected entry; Delete or R: reject it (with a reason)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="86"/>
        <source>关闭桌边录入</source>
        <translation>Turn table entry off</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="86"/>
        <source>开放桌边录入…</source>
        <translation>Turn table entry on…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="104"/>
        <source>开放桌边录入</source>
        <translation>Turn table entry on</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="105"/>
        <source>为 %1 开放桌边录入？
每桌将得到新的录入码（打印桌卡），之前的录入码作废；桌边提交的结果须经裁判台确认才生效。</source>
        <translation>Turn entry at the tables on for %1?
Each table gets a new entry code (print the table cards) and earlier codes stop working; a result entered at a table counts only once the desk confirms it.</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="118"/>
        <source>%1 桌边录入码</source>
        <translation>%1 table entry codes</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="124"/>
        <source>未能处理桌边录入</source>
        <translation>Table entry not processed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="134"/>
        <source>第 %1 桌有冲突：另一条录入或裁判台已录的结果与此不同。
仍以“%2”为本桌结果吗？</source>
        <translation>Table %1 has a conflict: another entry, or the result the desk entered, differs.
Make “%2” the table&apos;s result all the same?</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="136"/>
        <source>第 %1 桌的录入“%2”尚未经对方确认。
仍确认为本桌结果吗？</source>
        <translation>Table %1&apos;s entry “%2” has not been agreed by the opponent.
Confirm it as the table&apos;s result all the same?</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="138"/>
        <source>确认桌边录入</source>
        <translation>Confirm table entry</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="161"/>
        <source>驳回桌边录入</source>
        <translation>Reject table entry</translation>
    </message>
    <message>
        <location filename="../../app/views/results/proposals_panel.py" line="162"/>
        <source>驳回第 %1 桌的录入“%2”的理由（对方手机上会显示）：</source>
        <translation>Why is table %1&apos;s entry “%2” rejected (the phone shows it):</translation>
    </message>
</context>
<context>
    <name>RequestedByesDialog</name>
    <message>
        <location filename="../../app/views/rounds/requested_byes_dialog.py" line="17"/>
        <source>请求轮空</source>
        <translation>Requested byes</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/requested_byes_dialog.py" line="18"/>
        <source>勾选事先请求下一轮轮空的选手。他们不参加该轮编排，各得一轮和棋的分数；按 FIDE 破同分规则这是自愿未赛的一轮，Buchholz 去分时先去掉它。</source>
        <translation>Tick the players who asked in advance for a bye in the next round. They are not paired in it and each scores a drawn round&apos;s points; under FIDE&apos;s tie-break rules it is a voluntary unplayed round, the first one Buchholz cuts.</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="64"/>
        <source>从备份恢复</source>
        <translation>Restore from a backup</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="69"/>
        <source>其他文件夹…</source>
        <translation>Another folder…</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="82"/>
        <source>恢复会把所选备份另存为一个新的赛事文件并打开它；当前打开的赛事文件和备份本身都不会被改动。</source>
        <translation>Restoring saves the chosen backup as a new tournament file and opens it; neither the open tournament file nor the backup is changed.</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="85"/>
        <source>恢复为新文件…</source>
        <translation>Restore as a new file…</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="100"/>
        <source>备份文件夹：%1（%2 份备份）</source>
        <translation>Backup folder: %1 (%2 backups)</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="109"/>
        <source>选择备份文件夹</source>
        <translation>Choose the backup folder</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="122"/>
        <source>不能恢复</source>
        <translation>Cannot restore</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="122"/>
        <source>这份备份已损坏或不是本软件的赛事文件。</source>
        <translation>This backup is damaged or is not a tournament file of this program.</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="135"/>
        <source>恢复为新的赛事文件</source>
        <translation>Restore as a new tournament file</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="143"/>
        <source>恢复失败</source>
        <translation>Restore failed</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="133"/>
        <source>恢复</source>
        <translation>restored</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="163"/>
        <source>这是一份自动备份</source>
        <translation>This is an automatic backup</translation>
    </message>
    <message>
        <location filename="../../app/views/backups/restore_dialog.py" line="164"/>
        <source>“%1”是一份自动备份（%2，%3 轮，%4 个成绩），不能直接在上面工作：原赛事文件清理旧备份时会删除它。

要把它另存为新的赛事文件并打开吗？备份本身不会改动。</source>
        <translation>“%1” is an automatic backup (%2, %3 rounds, %4 results) and is not worked in as it is: the original tournament file&apos;s pruning of old backups would delete it.

Save it as a new tournament file and open that? The backup itself is not changed.</translation>
    </message>
</context>
<context>
    <name>ResultCommands</name>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="26"/>
        <source>%1 第 %2 桌录入成绩</source>
        <translation>%1, table %2: enter result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="27"/>
        <source>%1 第 %2 桌修改成绩</source>
        <translation>%1, table %2: change result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="28"/>
        <source>%1 第 %2 桌清除成绩</source>
        <translation>%1, table %2: clear result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="29"/>
        <source>%1 第 %2 桌确认桌边录入</source>
        <translation>%1 table %2: table entry confirmed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="72"/>
        <source>↷ 已重做：第 %1 桌 %2 → %3</source>
        <translation>↷ Redone: table %1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="79"/>
        <source>↶ 已撤销：第 %1 桌 %2 → %3</source>
        <translation>↶ Undone: table %1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_commands.py" line="96"/>
        <source>无成绩</source>
        <translation>no result</translation>
    </message>
</context>
<context>
    <name>ResultEntry</name>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="32"/>
        <source>不明牌</source>
        <translation>No open hand</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="33"/>
        <location filename="../../app/views/results/card_forms.py" line="61"/>
        <source>明牌</source>
        <translation>Open hand</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="34"/>
        <source>发牌明牌</source>
        <translation>Open during the deal</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="35"/>
        <source>明牌开始</source>
        <translation>Open before the deal</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="54"/>
        <source>手</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="55"/>
        <source>叫分</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="56"/>
        <source>地主</source>
        <translation>Landlord</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="57"/>
        <source>胜方</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="58"/>
        <source>炸弹</source>
        <translation>Bombs</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="59"/>
        <source>火箭</source>
        <translation>Rocket</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="60"/>
        <source>春天</source>
        <translation>Spring</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="62"/>
        <source>本手得分</source>
        <translation>Hand score</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="391"/>
        <source>主忠胜</source>
        <translation>Lord&apos;s side won</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="392"/>
        <source>反贼胜</source>
        <translation>Rebels won</translation>
    </message>
    <message>
        <location filename="../../app/views/results/card_forms.py" line="393"/>
        <source>内奸胜</source>
        <translation>Traitor won</translation>
    </message>
    <message>
        <location filename="../../app/views/results/entry_base.py" line="34"/>
        <source>（未注明）</source>
        <translation>(not given)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/entry_base.py" line="38"/>
        <source>（超过 %1 分钟）</source>
        <translation> (over %1 min)</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../app/views/results/results_model.py" line="80"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_model.py" line="81"/>
        <source>成绩</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_model.py" line="75"/>
        <source>先手（座位 0）</source>
        <translation>First (seat 0)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_model.py" line="76"/>
        <source>后手（座位 1）</source>
        <translation>Second (seat 1)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_model.py" line="78"/>
        <source>%1号位</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_model.py" line="96"/>
        <source>未录</source>
        <translation>Open</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../app/views/results/results_page.py" line="119"/>
        <source>甲队</source>
        <translation>Team A</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="119"/>
        <source>乙队</source>
        <translation>Team B</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="120"/>
        <source>选手甲</source>
        <translation>Player A</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="120"/>
        <source>选手乙</source>
        <translation>Player B</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="366"/>
        <source>；选将台：%1</source>
        <translation>; console: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="70"/>
        <location filename="../../app/views/results/results_page.py" line="103"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="81"/>
        <source>详细录入…</source>
        <translation>Detailed entry…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="82"/>
        <source>弃权…</source>
        <translation>Forfeit…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="83"/>
        <location filename="../../app/views/results/results_page.py" line="562"/>
        <source>清除成绩</source>
        <translation>Clear result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="84"/>
        <source>选将台…</source>
        <translation>Draft console…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="85"/>
        <source>所选桌的三国杀选将台（Ctrl+G）</source>
        <translation>The Sanguosha draft console of the selected table (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="89"/>
        <source>选将总览…</source>
        <translation>Draft board…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="90"/>
        <source>本轮每一桌的选将台（Ctrl+Shift+G）</source>
        <translation>Every table&apos;s console of this round (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="106"/>
        <source>比分</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="177"/>
        <source>2-0 / 1-1 / 0-2 / 1-0,0-1</source>
        <translation>2-0 / 1-1 / 0-2 / 1-0,0-1</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="179"/>
        <source>2-1 / 1-0,0-1,1-0 / + / -</source>
        <translation>2-1 / 1-0,0-1,1-0 / + / -</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="180"/>
        <source>1 / = / 0 / + / -</source>
        <translation>1 / = / 0 / + / -</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="227"/>
        <source>未能撤销或重做</source>
        <translation>Could not undo or redo</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="257"/>
        <source>加赛比分：1-0 / 2-1 / +-</source>
        <translation>Playoff score: 1-0 / 2-1 / +-</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="265"/>
        <source>尚未编排</source>
        <translation>Not paired yet</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="327"/>
        <source>已录 %1 / %2 桌</source>
        <translation>%1 / %2 tables entered</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="345"/>
        <source>请输入桌号</source>
        <translation>Enter a table number</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="348"/>
        <source>%1没有第 %2 桌</source>
        <translation>%1 has no table %2</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="362"/>
        <source>第 %1 桌：%2</source>
        <translation>Table %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="363"/>
        <source>（已录 %1）</source>
        <translation> (entered: %1)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="446"/>
        <source>✓ 第 %1 桌 %2</source>
        <translation>✓ Table %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="448"/>
        <source>（已替换 %1）</source>
        <translation> (replaced %1)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="451"/>
        <source>；取消比赛资格：%1</source>
        <translation>; disqualified: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="454"/>
        <source>注意：决赛已按预赛原来的排名编排，修改此成绩不会改变晋级名单和已编排的对阵。</source>
        <translation>Note: the final was drawn from the preliminary&apos;s old standings; changing this result does not change who went through or the pairings made.</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="456"/>
        <source>注意：%1之后的轮次已按原来的积分编排，修改此成绩不会改变已编排的对阵。</source>
        <translation>Note: the rounds after %1 were paired on the old standings; changing this result does not change those pairings.</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="459"/>
        <source>已修改早先轮次的成绩</source>
        <translation>Result of an earlier round changed</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="495"/>
        <source>成绩未保存</source>
        <translation>Result not saved</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="543"/>
        <source>请先选中一桌（或在桌号中输入），再打开选将台</source>
        <translation>Select a table (or type its number) before opening the draft console</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="563"/>
        <source>确定清除第 %1 桌的成绩（%2）吗？可用“撤销”恢复。</source>
        <translation>Clear the result of table %1 (%2)? Undo brings it back.</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="574"/>
        <source>成绩未清除</source>
        <translation>Result not cleared</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="577"/>
        <source>已清除第 %1 桌的成绩</source>
        <translation>Result of table %1 cleared</translation>
    </message>
    <message>
        <location filename="../../app/views/results/results_page.py" line="154"/>
        <source>只读：不能录入成绩</source>
        <translation>Read-only: results cannot be entered</translation>
    </message>
</context>
<context>
    <name>RosterActions</name>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="48"/>
        <source>报名(&amp;R)</source>
        <translation>&amp;Roster</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="49"/>
        <source>添加选手…</source>
        <translation>Add player…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="50"/>
        <source>导入报名表…</source>
        <translation>Import roster…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="51"/>
        <source>保存报名表模板…</source>
        <translation>Save roster template…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="52"/>
        <source>项目设置…</source>
        <translation>Event settings…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="76"/>
        <source>操作未完成</source>
        <translation>Not done</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="107"/>
        <source>退赛</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="108"/>
        <source>确定让 %1 退赛吗？退赛后不再编排，已有成绩保留。</source>
        <translation>Withdraw %1? They will no longer be paired; results so far are kept.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="120"/>
        <source>恢复比赛资格</source>
        <translation>Lift disqualification</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="121"/>
        <source>确定恢复 %1 的比赛资格吗？</source>
        <translation>Lift the disqualification of %1?</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="125"/>
        <location filename="../../app/views/roster/roster_actions.py" line="130"/>
        <source>取消比赛资格</source>
        <translation>Disqualify</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="126"/>
        <source>取消 %1 在本项目的比赛资格的原因：</source>
        <translation>Reason for disqualifying %1 from this event:</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="131"/>
        <source>确定取消 %1 的比赛资格吗？此后不再编排，不计名次，不获奖；已赛对局保留。可用“撤销”恢复。</source>
        <translation>Disqualify %1? They will not be paired again, hold no place and receive no award; games already played stay. Undo restores it.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="140"/>
        <source>删除选手</source>
        <translation>Delete player</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="141"/>
        <source>确定删除 %1（%2）吗？可用“撤销”恢复。</source>
        <translation>Delete %1 (%2)? Undo brings them back.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="152"/>
        <source>导入报名表</source>
        <translation>Import roster</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="166"/>
        <source>%1 行有问题，未导入；改正后重新导入本文件即可补上。</source>
        <translation>%1 rows with problems were not imported; fix them and import this file again to bring them in.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="168"/>
        <source>导入完成</source>
        <translation>Import finished</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="163"/>
        <source>新增选手 %1 名，新增报名 %2 项。</source>
        <translation>%1 new players, %2 new entries.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="172"/>
        <source>保存报名表模板</source>
        <translation>Save roster template</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="173"/>
        <source>报名表模板</source>
        <translation>roster-template</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="180"/>
        <source>保存失败</source>
        <translation>Saving failed</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_actions.py" line="192"/>
        <source>设置无效</source>
        <translation>Invalid setting</translation>
    </message>
</context>
<context>
    <name>RosterImportRun</name>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="43"/>
        <source>正在读取并检查报名表…</source>
        <translation>Reading and checking the roster…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="43"/>
        <source>取消</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="44"/>
        <source>导入报名表</source>
        <translation>Import roster</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="65"/>
        <source>正在读取并检查报名表… 已读取 %1 行</source>
        <translation>Reading and checking the roster… %1 rows read</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="76"/>
        <location filename="../../app/views/roster/roster_import_run.py" line="78"/>
        <source>无法读取报名表</source>
        <translation>Cannot read the roster</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="88"/>
        <source>正在写入赛事文件…</source>
        <translation>Writing to the tournament file…</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="103"/>
        <source>导入失败</source>
        <translation>Import failed</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/roster_import_run.py" line="104"/>
        <source>赛事文件未作任何修改。</source>
        <translation>The tournament file was not changed.</translation>
    </message>
</context>
<context>
    <name>RoundModel</name>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="59"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="60"/>
        <source>成绩</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="61"/>
        <source>违反的编排规则</source>
        <translation>Broken pairing rules</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="55"/>
        <source>先手</source>
        <translation>First move</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="55"/>
        <source>后手</source>
        <translation>Second</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="57"/>
        <source>%1号位</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="69"/>
        <source>；</source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/round_model.py" line="72"/>
        <source>（主公）</source>
        <translation> (lord)</translation>
    </message>
</context>
<context>
    <name>RoundTimerWidget</name>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="41"/>
        <source>本轮计时</source>
        <translation>Round timer</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="56"/>
        <source> 分钟</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="59"/>
        <source>开始 / 继续</source>
        <translation>Start / resume</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="59"/>
        <source>暂停</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="60"/>
        <source>设为剩余</source>
        <translation>Set time left</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="130"/>
        <source>本轮时间到：所有对局停止，未完赛桌次交裁判裁决</source>
        <translation>Round time up: all games stop; unfinished tables go to the referee</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="132"/>
        <source>未开始</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="134"/>
        <source>进行中</source>
        <translation>Running</translation>
    </message>
    <message>
        <location filename="../../app/views/clocks/round_timer.py" line="134"/>
        <source>暂停</source>
        <comment>state: paused</comment>
        <translation>Paused</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="85"/>
        <source>编排下一轮 (Ctrl+P)</source>
        <translation>Pair next round (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="91"/>
        <source>重新编排本轮</source>
        <translation>Re-pair this round</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="92"/>
        <source>删除最后一轮</source>
        <translation>Delete last round</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="93"/>
        <source>交换所选两名选手</source>
        <translation>Swap the two selected players</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="94"/>
        <source>调整桌号…</source>
        <translation>Renumber table…</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="95"/>
        <source>加赛…</source>
        <translation>Playoff…</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="96"/>
        <source>身份牌…</source>
        <translation>Identity cards…</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="97"/>
        <source>所选一桌的身份牌：主公公开，其余密封，由裁判揭示</source>
        <translation>The selected table&apos;s identity cards: the lord public, the others sealed until the referee reveals them</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="100"/>
        <source>最后一轮成绩录完后，获奖名次并列者加赛：查看并编排</source>
        <translation>Once the last round is in, ties at award places play off: see and pair the playoff</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="221"/>
        <source>尚未编排。按“编排下一轮”开始第 1 轮。</source>
        <translation>Not paired yet. Press “Pair next round” to start round 1.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="229"/>
        <source>%1 · %2 场，已录成绩 %3 场（录入比分如 1-0 或 2-1）</source>
        <translation>%1 · %2 matches, %3 entered (type a score such as 1-0 or 2-1)</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="234"/>
        <source>%1 · %2 桌，已录成绩 %3 桌 · 随机种子 %4</source>
        <translation>%1 · %2 tables, %3 with results · random seed %4</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="284"/>
        <source>%1已由另一台编排，未再编排；现显示该轮对阵。</source>
        <translation>%1 was already paired by another station; nothing was paired again. Its pairings are shown now.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="312"/>
        <source>放弃%1的对阵并重新抽签编排？</source>
        <translation>Discard the pairings of %1 and draw again?</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="226"/>
        <source>轮空：</source>
        <translation>Bye: </translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="49"/>
        <source>%1：交换 %2 与 %3</source>
        <translation>%1: swap %2 and %3</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="87"/>
        <source>请求轮空并编排…</source>
        <translation>Requested byes, then pair…</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="88"/>
        <source>选手事先请求本轮轮空（半分）：勾选他们，再编排下一轮</source>
        <translation>Players who asked in advance for a (half-point) bye: tick them, then pair the next round</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="250"/>
        <source>正在编排…</source>
        <translation>Pairing…</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="285"/>
        <source>另一台刚删除了轮次，未编排；请核对对阵后再编排。</source>
        <translation>Another station has just deleted a round; nothing was paired. Check the pairings, then pair again.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="286"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="295"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="300"/>
        <source>无法编排</source>
        <translation>Cannot pair</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="296"/>
        <source>是否允许重复对局后重新编排？（将在对阵表中标出）</source>
        <translation>Pair again allowing rematches? (They will be marked on the pairing list.)</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="303"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="306"/>
        <source>编排出错</source>
        <translation>Pairing failed</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="312"/>
        <source>重新编排</source>
        <translation>Re-pair</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="319"/>
        <source>无法重新编排</source>
        <translation>Cannot re-pair</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="331"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="334"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="345"/>
        <source>加赛</source>
        <translation>Playoff</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="335"/>
        <source>现在没有须加赛的并列名次：最后一轮成绩全部录入后，获奖名次仍并列时才加赛；已编排的加赛须先录完成绩。</source>
        <translation>No tie needs a playoff now: a playoff is held when, with every result of the last round in, a tie remains at an award place; a playoff already paired must be entered first.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="337"/>
        <source>编排加赛</source>
        <translation>Pair the playoff</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="338"/>
        <source>按以上安排编排加赛？</source>
        <translation>Pair the playoff as above?</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="354"/>
        <source>确定删除加赛的全部对阵和已录入的成绩吗？此操作记入日志。</source>
        <translation>Delete the playoff with all its pairings and entered results? This is written to the log.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="355"/>
        <source>确定删除%1的全部对阵和已录入的成绩吗？此操作记入日志。</source>
        <translation>Delete every pairing and result of %1? This is recorded in the audit log.</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="357"/>
        <location filename="../../app/views/rounds/rounds_page.py" line="366"/>
        <source>删除轮次</source>
        <translation>Delete round</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="384"/>
        <source>交换选手</source>
        <translation>Swap players</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="384"/>
        <source>请先选中两名选手（按住 Ctrl 点击）。</source>
        <translation>Select two players first (Ctrl+click).</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="390"/>
        <source>无法调整</source>
        <translation>Cannot change</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="398"/>
        <source>调整后违反编排规则</source>
        <translation>The change breaks pairing rules</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="405"/>
        <source>身份牌</source>
        <translation>Identity cards</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="405"/>
        <source>请先在表中选择一桌</source>
        <translation>Select a table in the list first</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="416"/>
        <source>调整桌号</source>
        <translation>Renumber table</translation>
    </message>
    <message>
        <location filename="../../app/views/rounds/rounds_page.py" line="417"/>
        <source>第 %1 桌改为：</source>
        <translation>Table %1 becomes:</translation>
    </message>
</context>
<context>
    <name>Sanguosha3v3Dialog</name>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="211"/>
        <source>周泰（不屈）存活</source>
        <translation>Zhou Tai alive (Indomitable)</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="214"/>
        <source>胜方</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="215"/>
        <source>胜负方式</source>
        <translation>How</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="216"/>
        <source>技术犯规</source>
        <translation>Technical fouls</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="216"/>
        <source>时间到：存活角色</source>
        <translation>Time-up: living roles</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="217"/>
        <source>时间到：损失体力</source>
        <translation>Time-up: lost HP</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="217"/>
        <source>时间到：不屈</source>
        <translation>Time-up: Indomitable</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="261"/>
        <source>判定：%1 胜</source>
        <translation>Adjudication: %1 wins</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="263"/>
        <source>判定：须加赛 %1 个对战回合</source>
        <translation>Adjudication: %1 extra rounds to play</translation>
    </message>
</context>
<context>
    <name>SanguoshaBoard</name>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="17"/>
        <source>就绪（未开始）%1</source>
        <translation>Ready (not started) %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="18"/>
        <source>已暂停 %1</source>
        <translation>Paused %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>桌号</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>局</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>步骤</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>轮到</source>
        <translation>To move</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>剩余</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="38"/>
        <source>技术犯规</source>
        <translation>Technical fouls</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="61"/>
        <source>%1 对 %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="69"/>
        <source>未开始</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/board_model.py" line="75"/>
        <source>%1 胜</source>
        <translation>%1 wins</translation>
    </message>
</context>
<context>
    <name>SanguoshaConsole</name>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="99"/>
        <source>%1先选</source>
        <translation>%1 picks first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="100"/>
        <source>第 %1 堆</source>
        <translation>Pile %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="101"/>
        <source>（%1已取）</source>
        <translation> (taken by %1)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="102"/>
        <source>%1确认</source>
        <translation>%1 confirms</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="103"/>
        <source>%1先行动</source>
        <translation>%1 acts first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="70"/>
        <location filename="../../app/views/sanguosha/console_texts.py" line="90"/>
        <source>暗牌</source>
        <translation>Face down</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="120"/>
        <source>第一出场</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="121"/>
        <source>第二出场</source>
        <translation>Second</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="122"/>
        <source>第三出场</source>
        <translation>Third</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="21"/>
        <source>1–3 所轮到一方的角色开始行动 · Enter/空格 结束回合 · D 阵亡 · F 技术犯规 · S 技能计时 · A 重新出牌计时 · Esc 取消 · Ctrl+Z 撤销</source>
        <translation>1–3 a role of the side to act begins · Enter/Space end the turn · D death · F technical foul · S skill timer · A restart the action timer · Esc cancel · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="80"/>
        <source>双方观看翻开的 16 名武将（1 分钟），然后由 %1 选择阵营</source>
        <translation>Both sides view the 16 generals turned up (1 minute); then %1 chooses the camp</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="23"/>
        <source>Enter 提前结束观看 · Ctrl+Z 撤销</source>
        <translation>Enter ends the viewing early · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="24"/>
        <source>数字键输入编号后按 Enter，或方向键移动后按 Enter · Backspace 清除编号 · Ctrl+Z 撤销</source>
        <translation>Type the number and press Enter, or move with the arrows and press Enter · Backspace clears the number · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="146"/>
        <source>出场：%1 · 已阵亡：%2 · 剩余 %3 名</source>
        <translation>in play: %1 · dead: %2 · %3 left</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="153"/>
        <source>本局结束：%1 胜（对方三名武将均已阵亡）</source>
        <translation>Game over: %1 won (all three of the other side&apos;s generals are dead)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="32"/>
        <source>Ctrl+Z 撤销</source>
        <translation>Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="154"/>
        <source>对战中：一方出场武将阵亡时按该方编号，下一名武将随即出场</source>
        <translation>Playing: when a side&apos;s general in play dies, press that side&apos;s number; its next general enters</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="31"/>
        <source>1 / 2 该方出场武将阵亡 · Ctrl+Z 撤销</source>
        <translation>1 / 2 that side&apos;s general in play died · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="109"/>
        <source>%1 选择阵营</source>
        <translation>%1 chooses the camp</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="110"/>
        <source>暖色方决定哪一方先选将</source>
        <translation>Warm decides which side picks first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="111"/>
        <source>%1 取一堆武将（每堆 8 张，背面朝上）</source>
        <translation>%1 takes a pile of generals (8 each, face down)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="113"/>
        <source>双方主帅确认所选武将</source>
        <translation>Both commanders confirm their picks</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="26"/>
        <source>数字键选择 · Ctrl+Z 撤销</source>
        <translation>Number keys choose · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="82"/>
        <source>%1 选将：还需 %2 名</source>
        <translation>%1 picks: %2 to go</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="86"/>
        <source>编号：%1</source>
        <translation>Number: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="134"/>
        <source>已设定：%1</source>
        <translation>Set: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="131"/>
        <source>双方阵容均已设定。
按 Enter 同时公布。</source>
        <translation>Both lineups are set.
Press Enter to reveal them together.</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="27"/>
        <source>Enter 公布 · Ctrl+Z 撤销</source>
        <translation>Enter reveal · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="135"/>
        <source>请%1回避。
%2上前，确认对方看不到屏幕后按 Enter。</source>
        <translation>%1, please step away.
%2 steps up; press Enter once the other side cannot see the screen.</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="28"/>
        <source>Enter 确认对方看不到屏幕 · Ctrl+Z 撤销</source>
        <translation>Enter: the other side is not looking · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="133"/>
        <source>%1 秘密布阵</source>
        <translation>%1 sets the secret lineup</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="29"/>
        <source>数字键依次选出 3 名武将 · Backspace 退一格 · Enter 确定 · Esc 遮屏 · Ctrl+Z 撤销</source>
        <translation>Number keys choose 3 generals in turn · Backspace one back · Enter set · Esc blank the screen · Ctrl+Z undo</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="157"/>
        <source>阵亡</source>
        <translation>dead</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="157"/>
        <source>正常</source>
        <translation>upright</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="158"/>
        <source>横置</source>
        <translation>sideways</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="168"/>
        <source>技术犯规（满 %1 次判负）</source>
        <translation>Technical fouls (%1 lose the game)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="175"/>
        <source>%1 技术犯规满 %2 次，本局判负</source>
        <translation>%1 has %2 technical fouls and loses the game</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="178"/>
        <source>本局结束：%1 胜（主帅阵亡）</source>
        <translation>Game over: %1 wins (commander killed)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="181"/>
        <source>冷色方决定哪一方先行动（首个行动单位须为主帅）</source>
        <translation>Cold decides which side acts first (the first unit must be a commander)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="183"/>
        <source>阵亡：1–3 暖色角色，4–6 冷色角色（Esc 取消）</source>
        <translation>Death: 1–3 a warm role, 4–6 a cold role (Esc cancel)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="185"/>
        <source>技术犯规：1 记暖色方，2 记冷色方（Esc 取消）</source>
        <translation>Technical foul: 1 to warm, 2 to cold (Esc cancel)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="187"/>
        <source>%1 行动中 · Enter 结束回合</source>
        <translation>%1 is acting · Enter ends the turn</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="189"/>
        <source>（%1无可行动角色，行动权跳过）</source>
        <translation> (%1 has no upright role: the action passes)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="190"/>
        <source>轮到 %1：%2</source>
        <translation>%1 to act: %2</translation>
    </message>
</context>
<context>
    <name>SanguoshaConsoleWindow</name>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="207"/>
        <source>%1 · %2 体力</source>
        <translation>%1 · %2 HP</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="256"/>
        <source>另一台已更新本桌的选将台，已重新读取；请核对后再操作</source>
        <translation>Another station updated this table&apos;s console; reloaded — check before going on</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="257"/>
        <source>赛事文件无法写入，这一步未保存：%1</source>
        <translation>The tournament file cannot be written; this step was not saved: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="251"/>
        <source>已撤销上一步</source>
        <translation>Last step undone</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="146"/>
        <source>选将台 — %1 第 %2 桌</source>
        <translation>Draft console — %1, table %2</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="252"/>
        <source>时间到：已按默认处理（%1）</source>
        <translation>Time up: the default was taken (%1)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="253"/>
        <source>选将台未开始计时：按空格或 Enter 开始</source>
        <translation>The console&apos;s clock has not started: press Space or Enter</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="275"/>
        <source>就绪：按空格或 Enter 开始计时</source>
        <translation>Ready: press Space or Enter to start the clock</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="277"/>
        <source>已暂停：按空格或 Enter 继续</source>
        <translation>Paused: press Space or Enter to go on</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="292"/>
        <source>%1 对 %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="295"/>
        <source>%1 第 %2 桌 · 三国杀%3 · %4</source>
        <translation>%1 · table %2 · Sanguosha %3 · %4</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="298"/>
        <source>步骤：%1</source>
        <translation>Step: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="313"/>
        <source>轮到：%1</source>
        <translation>To move: %1</translation>
    </message>
</context>
<context>
    <name>SanguoshaGames</name>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="55"/>
        <source>%1 · 第 %2 桌：%3 对 %4</source>
        <translation>%1 · Table %2: %3 vs %4</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="59"/>
        <source>比点 — 第 %1 桌</source>
        <translation>Card draw (比点) — Table %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="254"/>
        <source>已切换到第 %1 局</source>
        <translation>Now on game %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="51"/>
        <source>第 %1 / %2 局</source>
        <translation>Game %1 / %2</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="45"/>
        <source>N 本局已在纸面进行：开始第 %1 局</source>
        <translation>N this game was played on paper: start game %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="200"/>
        <source>第 %1 局在纸面进行。</source>
        <translation>Game %1 was played on paper. </translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="202"/>
        <source>第 %1 局在纸面进行：当时谁持阵营选择权？</source>
        <translation>Game %1 was played on paper: who held the camp choice?</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="203"/>
        <source>第 %1 局在纸面进行：当时谁是主公？</source>
        <translation>Game %1 was played on paper: who was the lord?</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="34"/>
        <source>1 / 2 · Esc 取消</source>
        <translation>1 / 2 · Esc cancel</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="35"/>
        <source>输入局号（1–%1）</source>
        <translation>Type the game number (1–%1)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="43"/>
        <source>N 开始第 %1 局</source>
        <translation>N starts game %1</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="55"/>
        <source>本局已决出</source>
        <translation>This game is decided</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_window.py" line="60"/>
        <source>第 1 局：哪一队赢得比点（获得阵营选择权）？</source>
        <translation>Game 1: which team won the card draw (比点, the camp choice)?</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="197"/>
        <source>第 %1 局：比点胜方获得阵营选择权</source>
        <translation>Game %1: the winner of the 比点 holds the camp choice</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="198"/>
        <source>第 %1 局：比点胜方为主公</source>
        <translation>Game %1: the winner of the 比点 is the lord</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="33"/>
        <source>1 / 2 比点胜方 · Esc 取消</source>
        <translation>1 / 2 the card draw&apos;s winner · Esc cancel</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="46"/>
        <source>G + 局号 打开某一局</source>
        <translation>G + number opens a game</translation>
    </message>
</context>
<context>
    <name>SanguoshaKingdoms</name>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="59"/>
        <source>魏</source>
        <translation>Wei</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="59"/>
        <source>蜀</source>
        <translation>Shu</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="60"/>
        <source>吴</source>
        <translation>Wu</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_texts.py" line="60"/>
        <source>群</source>
        <translation>Qun</translation>
    </message>
</context>
<context>
    <name>SanguoshaMatchDialog</name>
    <message>
        <location filename="../../app/views/results/match_form.py" line="38"/>
        <source>详细…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="73"/>
        <source>局</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="73"/>
        <source>阵营选择权</source>
        <translation>Camp choice</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="73"/>
        <source>主公</source>
        <translation>Lord</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="74"/>
        <source>胜方</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="74"/>
        <source>原因</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="76"/>
        <source>%1 技术犯规</source>
        <translation>%1 technical fouls</translation>
    </message>
    <message>
        <location filename="../../app/views/results/match_form.py" line="127"/>
        <source>第 %1 桌 第 %2 局</source>
        <translation>Table %1, game %2</translation>
    </message>
</context>
<context>
    <name>SanguoshaWords</name>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="11"/>
        <source>暖色</source>
        <translation>Warm</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="12"/>
        <source>冷色</source>
        <translation>Cold</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="13"/>
        <source>主帅</source>
        <translation>Commander</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="14"/>
        <source>前锋甲</source>
        <translation>Vanguard A</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="15"/>
        <source>前锋乙</source>
        <translation>Vanguard B</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="16"/>
        <source>主公</source>
        <translation>Lord</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="17"/>
        <source>内奸</source>
        <translation>Traitor</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="20"/>
        <source>选择阵营</source>
        <translation>Camp choice</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="21"/>
        <source>决定先选</source>
        <translation>First pick</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="22"/>
        <source>取武将堆</source>
        <translation>Piles</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="23"/>
        <source>观看武将（1 分钟）</source>
        <translation>Viewing the generals (1 minute)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="24"/>
        <source>选将</source>
        <translation>Picks</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="25"/>
        <source>确认选将</source>
        <translation>Confirm picks</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="26"/>
        <source>秘密布阵</source>
        <translation>Secret lineups</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="27"/>
        <source>秘密排序</source>
        <translation>Secret orders</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="28"/>
        <source>同时公布</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="29"/>
        <source>选将完成</source>
        <translation>Draft over</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="33"/>
        <source>对局：记录阵亡</source>
        <translation>Play: generals&apos; deaths</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="30"/>
        <source>决定先行动</source>
        <translation>Who acts first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="31"/>
        <source>对局：行动顺位</source>
        <translation>Game: action order</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="32"/>
        <location filename="../../app/views/sanguosha/console_words.py" line="34"/>
        <source>本局结束</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="38"/>
        <source>超时默认：暖色</source>
        <translation>On timeout: warm</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="39"/>
        <source>超时默认：暖色先选</source>
        <translation>On timeout: warm picks first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="40"/>
        <source>超时默认：编号最小的一堆</source>
        <translation>On timeout: the lowest free pile</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="41"/>
        <source>时间到：阵营选择</source>
        <translation>When time is up: the camp choice</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="42"/>
        <source>超时默认：冷色先行动</source>
        <translation>Default on timeout: cold acts first</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="43"/>
        <source>超时默认：最先翻开的可选武将</source>
        <translation>On timeout: the first-turned free general</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="44"/>
        <source>超时默认：视为确认</source>
        <translation>On timeout: confirmed</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="45"/>
        <source>超时默认：前三个选到的武将依次为主帅、前锋甲、前锋乙</source>
        <translation>On timeout: the first three picks as commander, vanguard A, vanguard B</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="46"/>
        <source>超时默认：前三个选到的武将按选将顺序</source>
        <translation>On timeout: the first three picks in pick order</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="49"/>
        <source>出牌</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="50"/>
        <source>技能</source>
        <translation>Skill</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="98"/>
        <source>%1：%2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="103"/>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="108"/>
        <source>%1（%2）</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/views/sanguosha/console_words.py" line="113"/>
        <source>%1%2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="28"/>
        <source>胜局得分</source>
        <translation>Points for a win</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="29"/>
        <source>和局得分</source>
        <translation>Points for a draw</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="30"/>
        <source>负局得分</source>
        <translation>Points for a loss</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="31"/>
        <source>轮空得分</source>
        <translation>Points for a bye</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="32"/>
        <source>每轮局数</source>
        <translation>Games per round</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="33"/>
        <source>多局一轮时计分：每局或整场</source>
        <translation>Several games a round: points per game or per match</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="34"/>
        <source>一方已胜过半局数即结束本场</source>
        <translation>End the match once a side has won more than half the games</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="35"/>
        <source>编排方式</source>
        <translation>Pairing system</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="36"/>
        <source>决赛轮数</source>
        <translation>Final-stage rounds</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="37"/>
        <source>预赛分组数（0 = 不设预赛）</source>
        <translation>Preliminary groups (0 = none)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="38"/>
        <source>每组出线人数</source>
        <translation>Qualifiers per group</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="39"/>
        <source>同校回避轮数（-1 = 前一半轮次）</source>
        <translation>Rounds keeping schoolmates apart (-1 = first half)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="40"/>
        <source>先后手</source>
        <translation>First move</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="41"/>
        <source>小分顺序（依次比较）</source>
        <translation>Tie-breaks (compared in order)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="42"/>
        <source>轮空/弃权在小分中的计算</source>
        <translation>Unplayed rounds in tie-breaks</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="43"/>
        <source>连续弃权几次不再编排</source>
        <translation>Consecutive forfeits before unpaired</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="44"/>
        <source>迟到判负（分钟）</source>
        <translation>Late forfeit after (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="45"/>
        <source>每轮时长（分钟）</source>
        <translation>Round length (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="46"/>
        <source>团体排名规则</source>
        <translation>Team ranking rule</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="47"/>
        <source>计入总团体</source>
        <translation>Counts for overall team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="48"/>
        <source>同分加赛</source>
        <translation>Playoff on a tie</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="49"/>
        <source>加赛每场局数（奇数，3 = 三局两胜）</source>
        <translation>Playoff match length in games (odd; 3 = best of three)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="50"/>
        <source>犯规几次判负（0 = 不判）</source>
        <translation>Fouls that lose a game (0 = never)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="51"/>
        <source>个人录取名次</source>
        <translation>Individual places awarded</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="52"/>
        <source>奖金名次</source>
        <translation>Places with prize money</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="53"/>
        <source>奖金金额（按名次，逗号分隔）</source>
        <translation>Prize money by place (comma-separated)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="54"/>
        <source>团体录取名次</source>
        <translation>Team places awarded</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="55"/>
        <source>棋王杯</source>
        <translation>Champion&apos;s cup</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="56"/>
        <source>开设项目最少人数/队数</source>
        <translation>Minimum entrants (or teams) to hold the event</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="57"/>
        <source>每队上场人数</source>
        <translation>Players per team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="58"/>
        <source>每队替补人数</source>
        <translation>Substitutes per team</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="59"/>
        <source>计时方式（JSON）</source>
        <translation>Clock (JSON)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="60"/>
        <source>击杀奖励</source>
        <translation>Kill reward</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="61"/>
        <source>允许和棋</source>
        <translation>Draws allowed</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="62"/>
        <source>技术犯规几次判负</source>
        <translation>Technical fouls that lose</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="63"/>
        <source>明牌倍数（JSON）</source>
        <translation>Open-hand multipliers (JSON)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="64"/>
        <source>击杀奖励归属</source>
        <translation>Kill bonus goes to</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="65"/>
        <source>不足三人的桌：补位或小桌</source>
        <translation>Short tables: fillers or smaller tables</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="66"/>
        <source>同校回避优先级</source>
        <translation>School separation priority</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="67"/>
        <source>预赛分组方式</source>
        <translation>Preliminary grouping</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="68"/>
        <source>抽签号（“抽签”小分用；0 = 未抽签）</source>
        <translation>Drawn lot number (for the “lots” tie-break; 0 = none drawn)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="69"/>
        <source>被取消资格者的对局在对手小分中</source>
        <translation>A disqualified opponent&apos;s games in tie-breaks</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="70"/>
        <source>被取消资格者的积分计入团体</source>
        <translation>A disqualified player&apos;s points in the team total</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="71"/>
        <source>犯规次数累计范围</source>
        <translation>Fouls counted across</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="72"/>
        <source>武将表</source>
        <translation>General pool</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="73"/>
        <source>桌边录入须对方确认（否则桌边裁判单独录入）</source>
        <translation>Table entry needs the opponent&apos;s agreement (otherwise the table referee enters alone)</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="74"/>
        <source>双方确认的桌边录入自动生效（有冲突时除外）</source>
        <translation>A table entry both sides agreed is accepted by itself (never with a conflict)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="90"/>
        <source>项目设置 — </source>
        <translation>Event settings — </translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="149"/>
        <source>“%1” 不是有效的 JSON：%2</source>
        <translation>“%1” is not valid JSON: %2</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/settings_dialog.py" line="169"/>
        <source>设置无效</source>
        <translation>Invalid setting</translation>
    </message>
</context>
<context>
    <name>StandingsModels</name>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="62"/>
        <location filename="../../app/views/standings/standings_models.py" line="106"/>
        <source>队伍</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="64"/>
        <location filename="../../app/views/standings/standings_models.py" line="108"/>
        <location filename="../../app/views/standings/standings_models.py" line="135"/>
        <source>名次</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="63"/>
        <location filename="../../app/views/standings/standings_models.py" line="164"/>
        <source>姓名</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="64"/>
        <location filename="../../app/views/standings/standings_models.py" line="107"/>
        <location filename="../../app/views/standings/standings_models.py" line="135"/>
        <location filename="../../app/views/standings/standings_models.py" line="164"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="64"/>
        <location filename="../../app/views/standings/standings_models.py" line="108"/>
        <location filename="../../app/views/standings/standings_models.py" line="164"/>
        <source>积分</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="65"/>
        <location filename="../../app/views/standings/standings_models.py" line="77"/>
        <source>加赛</source>
        <translation>Playoff</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="91"/>
        <source>积分相同，须加赛决定名次</source>
        <translation>Equal points: a playoff decides the place</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="108"/>
        <source>成员</source>
        <translation>Members</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="108"/>
        <location filename="../../app/views/standings/standings_models.py" line="136"/>
        <source>同分说明</source>
        <translation>Tie resolution</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="136"/>
        <source>总分</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="164"/>
        <source>序号</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="165"/>
        <source>第%1轮</source>
        <translation>Rd %1</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_models.py" line="84"/>
        <source>取消比赛资格：不计名次，不获奖</source>
        <translation>Disqualified: no place, no award</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="99"/>
        <source>学校</source>
        <translation>School</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="101"/>
        <source>小组</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="118"/>
        <location filename="../../app/views/standings/standings_page.py" line="164"/>
        <source>个人排名</source>
        <translation>Individual</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="119"/>
        <location filename="../../app/views/standings/standings_page.py" line="164"/>
        <source>团体排名</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="120"/>
        <source>对阵成绩表</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="153"/>
        <source>尚未编排</source>
        <translation>Not paired yet</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="155"/>
        <source>已编排 %1 轮</source>
        <translation>Rounds paired: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="157"/>
        <source>预赛</source>
        <translation>Preliminaries</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="157"/>
        <source>决赛</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="177"/>
        <source>第 %1 组</source>
        <translation>Group %1</translation>
    </message>
    <message>
        <location filename="../../app/views/standings/standings_page.py" line="232"/>
        <source>全部学校</source>
        <translation>All schools</translation>
    </message>
</context>
<context>
    <name>TabletSwitch</name>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="50"/>
        <source>平板自助检录：开</source>
        <translation>Self check-in tablet: on</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="50"/>
        <source>平板自助检录：关</source>
        <translation>Self check-in tablet: off</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="54"/>
        <source>未开启：选手只能在检录台检录。</source>
        <translation>Off: players check in at the desk only.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="56"/>
        <source>已为 %1 开启：入口平板打开 %2 。学生证仍须裁判查验。</source>
        <translation>On for %1: open %2 on the entrance tablet. The referee still checks each student card.</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="63"/>
        <source>已为 %1 开启，但赛况网页未开启：在“大屏幕”菜单开启“在局域网提供赛况网页”后，平板才能打开检录页。</source>
        <translation>On for %1, but the live page is off: the tablet can open its page once the live page is served (Display ▸ Serve the live page on the local network).</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="71"/>
        <location filename="../../app/views/roster/tablet_switch.py" line="80"/>
        <source>平板自助检录</source>
        <translation>Self check-in tablet</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tablet_switch.py" line="72"/>
        <source>为 %1 开启入口平板自助检录？

选手在平板上找到自己的姓名，输入学生证号后4位，即记为到场（标“平板”）。学生证仍须您查验后勾选“学生证已验”。本轮编排后自动关闭。</source>
        <translation>Open self check-in on the entrance tablet for %1?

A player finds their name on the tablet and types the last 4 digits of their student ID to be marked present (marked “Tablet”). You still check the student card and tick “Card OK”. It closes when the round is paired.</translation>
    </message>
</context>
<context>
    <name>TiebreakChainEditor</name>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="37"/>
        <source>添加</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="38"/>
        <source>删除</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="39"/>
        <source>上移</source>
        <translation>Move up</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="40"/>
        <source>下移</source>
        <translation>Move down</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="41"/>
        <source>规程默认：%1</source>
        <translation>Seed default: %1</translation>
    </message>
    <message>
        <location filename="../../app/views/roster/tiebreak_chain.py" line="73"/>
        <source>%1（规程默认）</source>
        <translation>%1 (seed default)</translation>
    </message>
</context>
<context>
    <name>TournamentFacts</name>
    <message>
        <location filename="../../app/views/shell/tournament_facts.py" line="9"/>
        <source>赛事名称</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_facts.py" line="9"/>
        <source>主办单位</source>
        <translation>Organiser</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_facts.py" line="10"/>
        <source>比赛地点</source>
        <translation>Venue</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_facts.py" line="10"/>
        <source>开始日期</source>
        <translation>Start date</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_facts.py" line="11"/>
        <source>结束日期</source>
        <translation>End date</translation>
    </message>
</context>
<context>
    <name>TournamentPropertiesDialog</name>
    <message>
        <location filename="../../app/views/shell/tournament_properties.py" line="40"/>
        <source>赛事信息</source>
        <translation>Tournament properties</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_properties.py" line="52"/>
        <source>未定</source>
        <translation>Not set</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/tournament_properties.py" line="79"/>
        <source>赛事信息未保存</source>
        <translation>Tournament details not saved</translation>
    </message>
</context>
<context>
    <name>TwoPlayerDialog</name>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="68"/>
        <source>胜负</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="69"/>
        <source>原因</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="75"/>
        <source>犯规次数</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="77"/>
        <source>按被堵棋子判定</source>
        <translation>Adjudicate by blocked pieces</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="83"/>
        <source>剩余武将</source>
        <translation>Generals left</translation>
    </message>
</context>
<context>
    <name>ViabilityBanner</name>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="47"/>
        <source>取消该项目</source>
        <translation>Cancel the event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="48"/>
        <source>仍然举行</source>
        <translation>Hold it anyway</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="49"/>
        <source>恢复该项目</source>
        <translation>Restore the event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="59"/>
        <source>队</source>
        <translation>teams</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="59"/>
        <source>人</source>
        <translation>players</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="61"/>
        <source>该项目已取消。</source>
        <translation>This event is cancelled.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="65"/>
        <source>⚠ 报名不足：本项目现有 %1 %2，按规程不超过 %3 %2 的项目不开设。</source>
        <translation>⚠ Too few entrants: %1 %2; by the rules an event with %3 %2 or fewer is not held.</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="75"/>
        <source>取消项目</source>
        <translation>Cancel event</translation>
    </message>
    <message>
        <location filename="../../app/views/shell/event_tab.py" line="75"/>
        <source>确定取消该项目吗？（可随时恢复）</source>
        <translation>Cancel this event? (It can be restored at any time.)</translation>
    </message>
</context>
<context>
    <name>WinnerChoice</name>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="40"/>
        <location filename="../../app/views/results/result_entry.py" line="43"/>
        <source>%1 胜</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <location filename="../../app/views/results/result_entry.py" line="42"/>
        <source>和</source>
        <translation>Draw</translation>
    </message>
</context>
<context>
    <name>WriteFailures</name>
    <message>
        <location filename="../../app/views/common/write_failures.py" line="37"/>
        <source>未能保存</source>
        <translation>Not saved</translation>
    </message>
</context>
</TS>
