# Minimax Arcade：游戏中的文字（简体中文）。与 en.ftl 的消息和占位符（{ $name }）一一对应。

## 游戏

game-tictactoe = 井字棋
game-four-in-a-row = 自由四子棋
game-gomoku = 五子棋
game-gomoku-standard = 五子棋（长连不胜）
game-connect4 = 四子棋
game-custom = 自定义棋盘
game-bones = 取骨头
game-nim = 尼姆游戏
game-board = { $cols }×{ $rows } 棋盘，{ $k } 子连线
game-board-exactly = { $cols }×{ $rows } 棋盘，恰好 { $k } 子连线
game-gravity-board = { $cols }×{ $rows } 重力棋盘，{ $k } 子连线
game-bones-heap = 取骨头（{ $heap }）
game-nim-heaps = 尼姆游戏（{ $heaps }）
game-nim-heap-separator = 、
game-kalah = 卡拉哈棋
game-kalah-board = 卡拉哈棋（每方 { $pits } 洞，每洞 { $seeds } 子{ $rule ->
        [empty] {"，空洞也可吃子"}
       *[standard] {""}
    }）
about-tictactoe = 在 3×3 的棋盘上连成三子。
about-four-in-a-row = 在 7×6 的棋盘上连成四子；可下在任意空位。
about-gomoku = 在 15×15 的棋盘上连成五子或更多。
about-gomoku-standard = 在 15×15 的棋盘上恰好连成五子：六子及以上不算赢。
about-connect4 = 把棋子投进 7 列之一；先连成四子者胜。
about-nim = 三堆骨头，分别有 3、4、5 根：每次从一堆中取任意根；取走最后一根者胜。
about-kalah = 两排棋洞，双方各有一个仓：把棋子逐个播入后面的洞；仓里棋子多者胜。

## 电脑难度

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-perfect = 完美

## 菜单

menu-title = Minimax Arcade
menu-tagline = 与深谋远虑的电脑对弈经典棋类游戏
menu-game = 游戏
menu-heap = 骨堆
menu-heap-rules = { $heap ->
       *[other] 根骨头
    }；每次取 1、2 或 3 根；无骨头可取者输
menu-board = 棋盘
menu-board-size = { $side }×{ $side }
menu-columns = 列数
menu-rows = 行数
menu-in-a-row = 连子数
menu-gravity-on = 重力：开
menu-gravity-off = 重力：关
menu-pits = 洞数
menu-seeds = 子数
menu-capture = 吃子
menu-capture-standard = 标准
menu-capture-empty = 对面空洞也可
menu-human = 真人
menu-computer = 电脑
menu-record = 你的战绩
menu-record-none = 尚未与「{ $level }」电脑对局
menu-record-some = 对「{ $level }」：{ $wins } 胜 { $draws } 平 { $losses } 负
menu-first-move = 先手
menu-plays-black = 执黑
menu-you-play = 你执
menu-random = 随机
menu-clock = 计时
menu-clock-none = 不限时
menu-clock-custom = 自定义
menu-clock-minutes = 分钟
menu-clock-seconds = 秒每步加时
menu-continue = 继续对局
menu-explorer = 搜索树
menu-settings = 设置
menu-start = 开始
menu-keys = 回车开始 · Tab 或方向键切换按钮 · 对局中：方向键 + 回车或点击落子，H 提示，A 分析，U 悔棋，M 静音，Esc 暂停
# The version and the licence, at the foot of the menu.
menu-about = Minimax Arcade { $version } · 自由软件（MIT 或 Apache 2.0）

## 暂停菜单与设置

pause-title = 已暂停
pause-resume = 继续
pause-restart = 重新开始
pause-explore = 查看搜索过程
pause-settings = 设置
pause-menu = 主菜单
pause-quit = 退出
pause-esc = 按 Esc 继续
settings-title = 设置
settings-volume = 总音量
settings-effects = 音效
settings-music = 音乐
settings-sound = 声音 (M)
settings-sound-on = 开
settings-muted = 静音
settings-animation = 动画
settings-slow = 慢
settings-normal = 正常
settings-fast = 快
settings-reduced-motion = 减少动态效果
settings-theme = 主题
settings-dark = 深色
settings-light = 浅色
settings-high-contrast = 高对比度
settings-analysis = 分析 (A)
settings-coordinates = 坐标
settings-coordinates-auto = 着法以格名记录时
settings-legal-moves = 可下位置
settings-move-preview = 落子预览
settings-on = 开
settings-off = 关
settings-back = 返回
settings-text-size = 文字大小
settings-percent = { $percent }%
settings-language = 语言
settings-system-language = 跟随系统

## 双方的名称（顶栏、状态行和棋谱中）

side-x = X
side-o = O
side-red = 红方
side-yellow = 黄方
side-black = 黑方
side-white = 白方
piece-crown = { $side }加冕棋子
side-first = 玩家 1
side-second = 玩家 2

## 句子中的一步棋（「提示：第 4 列（3 步必胜）」）

move-cell = 格 { $cell }
move-column = 第 { $column } 列
move-take = 取 { $bones } 根
move-from-heap = { $heap } 堆 { $bones } 根
move-pit = { $pit } 洞
place-your-pit = 你的 { $pit } 洞
place-their-pit = 对方的 { $pit } 洞
place-your-store = 你的仓
place-their-store = 对方的仓
label-you = 你
label-computer = 电脑
move-take-button = 取 { $bones } 根

## 一步棋的价值，按该方自己的步数计

reading-wins-now = 立即获胜
reading-win = { $moves } 步必胜
reading-draw = 平局
reading-won = 必胜
reading-lost = 必败
reading-loses-now = 立即落败
reading-loss = { $moves } 步必败
reading-worth = { $value } 分
reading-margin = { $value }
reading-about = 约 { $value } 分
board-win = 胜{ $moves }
board-loss = 负{ $moves }
board-lost = 已负
board-draw = 和

## 对局：顶栏、状态行和按钮

hud-human = 真人
hud-computer = 电脑（{ $level }）
hud-seat = { $side }：{ $seat }
# 对局结果：状态行、横幅和读屏软件说的是同一句话。差距暂不带单位（「4」）：数的是什么（种子、棋子）由游戏自己说。
hud-you-win = 你赢了！
hud-you-win-by = 你以 { $margin } 之差获胜！
hud-computer-wins = 电脑获胜
hud-computer-wins-by = 电脑以 { $margin } 之差获胜
hud-side-wins = { $side }获胜！
hud-side-wins-by = { $side }以 { $margin } 之差获胜！
hud-you-win-score = 你以 { $won }–{ $lost } 获胜！
hud-computer-wins-score = 电脑以 { $won }–{ $lost } 获胜
hud-side-wins-score = { $side }以 { $won }–{ $lost } 获胜！
hud-draw-score = 平局 { $won }–{ $lost }
hud-draw = 平局
hud-draw-repetition = 平局：局面重复
hud-draw-no-progress = 平局：长时间没有进展
hud-draw-agreement = 平局：双方同意和棋
hud-draw-out-of-time = 平局：时间用完，但对方无法取胜
hud-thinking = 电脑（{ $side }）正在思考…
hud-paused = 已暂停：按「单步」或「继续」
hud-to-move = 轮到{ $side }走棋
hud-computer-to-move = 轮到电脑（{ $side }）走棋
hud-looking = 正在寻找好棋…
hud-hint = 提示：{ $move }（{ $reading }）
hud-your-turn = 轮到你了（{ $side }）
hud-analysing = 分析中…
hud-wins-by-fours = { $side }可连续冲四，{ $moves } 步取胜
hud-estimates = 分析：估值，未完全求解
hud-exact = 分析：精确
hud-cut-short = 分析：已中断，已评估 { $legal } 步中的 { $valued } 步
hud-no-hint = 无提示：分析在评估所有着法之前被中断
hud-review = 第 { $ply } 步，共 { $moves } 步  ·  ← → 逐步查看  ·  Esc 返回对局
hud-solving = 精确求解中：{ $reading }
hud-solving-between = 精确求解中：介于 { $low } 与 { $high } 之间
hud-depth = 深度 { $depth }
hud-nodes = { $nodes } 个节点
hud-menu = 菜单
hud-restart = 重新开始
hud-undo = 悔棋
hud-redo = 重做
hud-pause = 暂停
hud-resume = 继续
hud-step = 单步
hud-speed = 速度：{ $speed }
hud-hint-button = 提示
hud-offer-draw = 提和
hud-accept-draw = 接受和棋
hud-claim-draw = 要求判和
hud-analysis-on = 分析：开
hud-analysis-off = 分析：关
speed-slow = 慢
speed-normal = 正常
speed-fast = 快
speed-instant = 即时

## 着法被拒绝的原因

refusal-stale = 这步棋针对的是之前的局面
refusal-not-your-turn = 请等待电脑走棋
refusal-game-over = 对局已经结束
refusal-off-board = 那里在棋盘之外
refusal-occupied = 这一格已经有棋子了
refusal-column-full = 这一列已经满了
refusal-bad-take = 每次可取 1、2 或 3 根，且不能超过堆中剩余的根数
refusal-no-such-move = 这枚棋子不能这样走
refusal-must-jump = 必须吃子：你的一枚棋子必须跳吃
refusal-in-check = 你的王正被将军：这一步必须应将
refusal-pinned = 这枚棋子被牵制：走它会让你的王被将军
refusal-into-check = 王不能走到被将军的位置
refusal-bad-heap-take = 从一堆中取至少一根，且不能超过该堆剩余的根数
refusal-empty-pit = 这个洞是空的：请从你自己有棋子的洞播子
refusal-no-move-here = 这里没有可走的棋
refusal-not-a-landing = 所选棋子不能走到那里

## 对局结束时的横幅

banner-nobody-wins = 这一局不分胜负。
banner-draw-agreed = { $answer }。
banner-draw-claimed = { $side }要求判和。
banner-time-out-you = 你的时间用完了。
banner-time-out-computer = 电脑的时间用完了。
banner-time-out-side = { $side }的时间用完了。
banner-you-beat = 你战胜了电脑。
banner-perfect = 它的每一步都完美无缺。
banner-try-again = 再试一次？
banner-record = 你的战绩（{ $record }）。
banner-not-counted = 不计入你的战绩：这局从设定的局面开始。
banner-play-again = 再来一局
banner-menu = 菜单

## 棋谱

moves-title = 棋谱
moves-copy = 复制局面
moves-copy-game = 复制棋谱
moves-live = 回到对局
moves-person = 玩家
moves-computer = 电脑
moves-paste = 粘贴
moves-none = 还没有走棋
moves-row = { $number }. { $side } { $move }
moves-row-computer = { $number }. { $side } { $move }  ·  电脑

## 骨堆上方的一行（取骨头、尼姆游戏）

caption-bones-left = 还剩 { $bones } 根骨头
# $move 在取骨头中是数字 1、2 或 3（这里补上「根」），在尼姆游戏中是 move-from-heap 的文字；$side 总是「玩家 1」或「玩家 2」。
caption-took = { $side } 取走了 { $move ->
        [1] 1 根
        [2] 2 根
        [3] 3 根
       *[other] { $move }
    }
caption-bones-how = 每次取 1、2 或 3 根：点击末尾的骨头、按数字键或使用按钮
caption-heaps = 骨堆 { $heaps }
caption-nim-how = 从一堆中取任意根：点击一根骨头，即取走它及其后的所有骨头
caption-kalah-standard = 标准规则：对面洞里有子才能吃
caption-kalah-empty = 空洞吃子规则
caption-kalah-how = 点击你的一个洞，播出其中的棋子
caption-sowed = { $side } 播了 { $move }
caption-you = 你
caption-computer = 电脑
caption-then = 接着 { $move }
caption-again = 再走一步
caption-captured = 吃掉 { $seeds } 枚棋子
caption-kalah-swept = 对局结束：每一方剩下的棋子都归入其主人的仓

## 通知：设置出了什么问题，以及按钮做了什么

notice-settings-set-aside = 无法读取设置（{ $why }），已恢复默认设置。旧文件已保留为 { $path }。
notice-settings-stuck = 无法读取设置（{ $why }）。现使用默认设置，且不会覆盖旧的设置。
notice-settings-partly = 部分设置无法读取：{ $notes }。
notice-settings-damaged = 设置文件已损坏（{ $why }），已恢复默认设置。
notice-file-kept = 原文件已保留为 { $path }。
notice-file-not-kept = 无法保留该文件的副本：{ $why }。
notice-file-not-moved = 无法将其移到别处（{ $why }），因此不会覆盖它。
notice-link-ignored = 已忽略链接中的参数：{ $why }。
notice-save-failed = 无法将设置保存到 { $place }：{ $why }
notice-replay-dropped = 已保存的对局中有 { $moves } 步无法重放。
notice-copied-position = 已将局面（{ $moves }）复制到剪贴板
notice-pasted = 已从粘贴的内容开始
notice-paste-refused = 未粘贴：{ $why }
notice-draw-offered = { $side }提和：接受，或继续走棋以拒绝
notice-draw-weighing = 电脑正在考虑你的提和…
notice-computer-offers-draw = 电脑提和：它已证明此局是和棋。接受，或继续走棋以拒绝
notice-draw-accepted-proven = 电脑接受和棋：双方最佳应对下它无法取胜
notice-draw-accepted = 电脑接受和棋：它对自己局面的评估为{ $value }
notice-draw-declined-win = 电脑拒绝和棋：它已找到胜法
notice-draw-declined = 电脑拒绝和棋：它对自己局面的评估为{ $value }
notice-may-claim-repetition = 同一局面已出现三次：{ $side }可以要求判和
notice-time-short = { $side }：剩余时间不足 { $seconds } 秒
notice-may-claim-no-progress = 双方各走五十步，既未动兵也未吃子：{ $side }可以要求判和
notice-draw-claimed-proven = 电脑要求判和：双方最佳应对下它无法取胜
notice-draw-claimed = 电脑要求判和：它对自己局面的评估为{ $value }
paste-prompt = 粘贴本游戏的局面或着法
notice-copied-empty = 已将局面（空棋盘）复制到剪贴板
notice-copied = 已复制到剪贴板
notice-downloaded = 已下载 { $file }
notice-in-address-bar = 此局面的链接已显示在地址栏中
notice-copy-failed = 无法复制局面：{ $why }
notice-two = { $first }{ $second }

## 搜索树：查看搜索过程

explorer-heading = 搜索树
explorer-title = 搜索树：{ $subject }
explorer-subject-minimax = 教材示例树：极小化极大
explorer-subject-alpha-beta = 教材示例树：α-β 剪枝
explorer-subject-bones = 取骨头，一堆 { $heap } 根
explorer-subject-block = 井字棋，X 必须堵截
explorer-subject-empty = 井字棋，空棋盘
explorer-subject-edited = 教材示例树（已编辑）
explorer-from-match = { $moves ->
        [0] { $game }，初始局面
       *[other] { $game }，第 { $moves } 步之后
    }
explorer-minimax = 极小化极大
explorer-alpha-beta = α-β 剪枝
explorer-ordered = α-β + 排序
explorer-table = α-β + 置换表
explorer-next = 下一个示例
explorer-back = 返回
explorer-play = 播放 / 暂停
explorer-next-cut = 下一次剪枝
explorer-slower = 减速
explorer-faster = 加速
explorer-shallower = 深度 −
explorer-deeper = 深度 +
explorer-export = 导出
explorer-side-by-side = 并排对比
explorer-recording = 正在记录搜索过程…
explorer-depth = 深度 { $depth }
explorer-depth-evaluated = 深度 { $depth }（叶节点取引擎的估值）
explorer-step = 步骤 { $step } / { $steps }
explorer-playing = 播放中，每秒 { $speed } 步
explorer-truncated = 已达节点上限而中止：搜索树缺了一部分
explorer-under-pointer = 鼠标所指：{ $path }
explorer-where-search = 搜索所在：{ $path }
explorer-root = 根节点
explorer-max-to-move = 轮到 max（根节点一方）走棋
explorer-min-to-move = 轮到 min（对手）走棋
explorer-moves-again = 同一方再走一步
explorer-again-mark = （再走）
explorer-value = 值 { $value }
explorer-value-unknown = 值尚未确定
explorer-at-least = 值 { $value }（下界：至少为此值）
explorer-at-most = 值 { $value }（上界：至多为此值）
explorer-window = 窗口 { $window }
explorer-table-hit = 由置换表（TT）直接给出
explorer-cut-unvalued = 剪枝：{ $moves } 个着法未被搜索
explorer-cut-max = 剪枝：{ $moves } 个着法未被搜索。原因：max 在这里能得到 { $value }，但 min 在别处已有 β { $edge }，所以 min 绝不会让对局走到这里。
explorer-cut-min = 剪枝：{ $moves } 个着法未被搜索。原因：min 在这里能把 max 压到 { $value }，但 max 在别处已有 α { $edge }，所以 max 绝不会走到这里。
explorer-nodes = { $nodes } 个节点
explorer-more-nodes = 超过 { $nodes } 个节点
explorer-cuts = { $cuts } 次剪枝
explorer-hits = { $hits } 次 TT 命中
explorer-counting = 统计中…
explorer-edit = 叶节点 { $leaf } 的新值：{ $text }_
    回车确认，Esc 取消。
explorer-keys =
    ← → 单步 · 空格 播放 · C 下一次剪枝 · Home/End
    {"["} ] 速度 · 1–4 算法 · E 导出 · Esc 返回
    拖动或 W A S D 平移 · 滚轮或 + − 缩放
    点击节点可展开或收起。
explorer-click-leaf = 点击叶节点可为其赋值。
explorer-values = 数值均从根节点一方的角度计算：W5 表示在第 5 层获胜。
explorer-bones = { $bones } 根骨头
explorer-leaf = 叶节点，值 { $value }
explorer-exported = { $done }：Graphviz DOT 格式的搜索树（{ $nodes } 个节点）。
explorer-export-failed = 无法导出搜索树：{ $why }。
explorer-leaf-range = 叶节点的值须为 { $low } 到 { $high } 之间的整数。

## 网页，游戏运行之前（scripts/build-web.sh 会把这些复制到页面中）

web-loading = Minimax Arcade 加载中…
web-failed = Minimax Arcade 无法在此浏览器中启动（需要 WebGL2）。
web-downloading = 正在下载：{ $done } / { $total } MB
web-downloading-unknown = 正在下载：{ $done } MB
web-starting = 正在启动…
web-no-webgl = Minimax Arcade 需要 WebGL2，但此浏览器不支持或已将其关闭。
web-download-failed = 游戏下载失败。请检查网络连接后重试。
web-retry = 重试

## 读屏软件听到的内容：棋盘上的格子和每一步棋

access-board = { $game }：棋盘
access-cell = { $cell }，{ $side }
access-cell-empty = { $cell }，空
access-column = 第 { $column } 列，自下而上：{ $discs }
access-column-empty = 第 { $column } 列，空
access-list = { $first }、{ $second }
access-heap = { $heap } 堆：{ $bones } 根
access-place-seeds = { $place }：{ $seeds } 子
access-played = { $side }：{ $move }
access-computer-played = 电脑（{ $side }）：{ $move }
access-turned = 翻转了 { $count } 枚棋子
access-captured = 吃掉了 { $count } 枚棋子
access-moves-again = { $side } 再走一步
access-passes = { $side } 无棋可走，跳过
access-reversi-move = { $move }，{ $colour }；翻转 { $turned } 枚棋子
access-picked = 已选中 { $place }：请选择走到哪里
access-controls = 对局按钮

## 玩法（从菜单和暂停菜单打开的面板）：每种游戏的规则，然后是如何落子。

how-title = 玩法
how-mnk = 双方轮流把自己的棋子下在任意空格上。先在横、竖或斜方向连成 { $k } 子者胜。棋盘下满仍无人连成，则为和棋。
how-mnk-exact = 双方轮流把自己的棋子下在任意空格上。先在横、竖或斜方向恰好连成 { $k } 子者胜；更长的连线不算。棋盘下满仍无人连成，则为和棋。
how-gravity = 双方轮流把棋子投进某一列：棋子会落到该列最低的空格。先在横、竖或斜方向连成 { $k } 子者胜。棋盘下满仍无人连成，则为和棋。
how-bones = 只有一堆骨头。双方轮流从中取 1、2 或 3 根。取走最后一根骨头者胜。
how-nim = 有几堆骨头。双方轮流从其中一堆取任意根，至少一根。取走最后一根骨头者胜。
how-kalah = 每位玩家拥有离自己最近的一排 { $pits } 个洞和右手边的仓；开局时每个洞有 { $seeds } 枚棋子。轮到你时，取出你一个洞里的全部棋子，按逆时针方向逐个播入后面的洞：沿着你的一排，进入你自己的仓，再沿着对方的一排（从不放入对方的仓），然后继续绕圈。如果最后一枚棋子落入你的仓，你再走一步。一旦某一方的洞全部为空，双方各自把己方剩下的棋子放入自己的仓，仓里棋子多者胜。
how-kalah-capture = 吃子：如果最后一枚棋子落入你自己的空洞，而对面的洞里有棋子，这枚棋子和对面洞里的所有棋子都归入你的仓。
how-kalah-capture-empty = 吃子（空洞规则）：如果最后一枚棋子落入你自己的空洞，这枚棋子和对面洞里的所有棋子都归入你的仓，即使对面的洞是空的。
picture-kalah-again = 从洞 { $pit } 播种：最后一枚棋子落入你的仓，你再走一步。
picture-kalah-capture = 从洞 { $pit } 播种：最后一枚棋子落入你的空洞 { $last }，它和对面的 { $taken } 枚棋子都归入你的仓。
picture-kalah-no-capture = 同样的播种，但对面的洞是空的：按此规则不吃子，棋子留在洞 { $last }。
picture-kalah-empty-capture = 同样的播种，但对面的洞是空的：按空洞规则，洞 { $last } 里的棋子仍归入你的仓。
how-controls = 点击或轻触想下的位置，或用方向键移动光标后按回车。U 悔棋，H 提示，A 显示每步棋的价值，Esc 暂停。
how-clock = 使用计时（在菜单中选择：5+3 表示每方五分钟，每走一步再加三秒）时，轮到哪一方走棋，哪一方的时间就在流逝。时间用完的一方判负，除非对方无论怎样走都不可能获胜（例如国际象棋中只剩一个王）：此时为平局。游戏暂停或查看之前的棋步时，计时停止。

# Reversi
game-reversi = 黑白棋
game-reversi-board = 黑白棋（{ $side }×{ $side }）
game-crowning = 加冕棋（{ $side }×{ $side }）
about-reversi = 黑白两色的棋子：夹住对手的一排棋子，它们就翻转成你的颜色；终局时棋子多的一方获胜。
how-reversi = 棋盘有 { $side }×{ $side } 格，中央放着黑白各两枚棋子；黑方先下。把棋子下在空格上，使它和你的另一枚棋子在横、竖或斜的直线上夹住至少一排对手的棋子：每一排被夹住的棋子都翻成你的颜色。不能翻转任何棋子的地方不能下。
how-reversi-end = 如果你无处可下，就停一步（游戏会替你停），由对手继续下。双方都无法落子时游戏结束，棋子多的一方获胜。分析中的数值按黑白棋棋手的算法，把空格计给胜方。
how-crowning = 一个用于测试的跳棋。棋子站在深色格上，每步斜向前走一格，或跳过对方的一枚棋子落到其后的空格并吃掉它，能跳就继续跳。走到对面底线的棋子加冕，加冕的棋子也能向后走和跳。无棋可走的一方输。
picture-crowning-jump = 黑方的棋子跳过白方的棋子落到底线，吃掉它并加冕。
game-checkers = 英国跳棋
about-checkers = 按联合会规则下的英国跳棋：必须吃子，走到对面底线的棋子升为王。
how-checkers = 棋子放在32个深色格上，从黑方一侧编号1到32；黑方先走。普通棋子每步斜向前走一格；王斜向任意方向走一格。棋子跳过相邻的对方棋子落到其后的空格即吃掉它，能跳就继续跳，路线自选。吃子是强制的：能跳就必须跳，但可以选择跳哪一步。走到对面底线的棋子升为王，这一步就此结束。没有棋子或无棋可走的一方输。
how-checkers-draws = 同一局面在同一方走棋时第三次出现，或连续80步（每方40步）没有普通棋子移动、也没有吃子，则为和棋。分析的数值以一枚普通棋子计100。
picture-checkers-jump = 黑方14格的棋子连跳两枚白子，先落在23，再落在30，在那里升为王：14x23x30。
checkers-square = 第{ $square }格
piece-man = { $side }棋子
piece-king = { $side }王
access-checkers-step = { $colour }：{ $from } 走到 { $to }
access-checkers-jump = { $colour }：{ $from } 跳到 { $landings }，吃掉 { $taken }
game-chess = 国际象棋
about-chess = 按国际棋联规则的国际象棋：将死对方的王。包括王车易位、吃过路兵和升变。
how-chess = 白方先走。王可向任意方向走一格；后可沿横线、直线或斜线走任意格；车沿横线或直线；象沿斜线；马走“日”字，可越过棋子。兵向前走一格（从初始格可走两格），向斜前方一格吃子；刚走两格的兵可被吃过路兵，如同它只走了一格。走到底线的兵升变为后、车、象或马。王车易位时王向车的方向走两格，车越过王，条件是王和车都未走过、两者之间无子、王未被将军、不经过也不落在受攻击的格子上。任何一步都不能让自己的王处于被将军状态。
how-chess-ends = 王受到攻击即被将军；被将军而无路可逃即被将死，该方告负。未被将军却无合法着法的一方为逼和：和棋。当双方都不可能将死对方、同一局面第五次出现、或双方各走75步既无兵走动也无吃子时，对局也是和棋；同一局面第三次出现或双方各走50步后，轮到走棋的一方可以提和。分析把一个兵算作100。
picture-chess-castling = 白方短易位：王从e1走到g1，车从h1走到f1。O-O。
piece-pawn = { $side }兵
piece-knight = { $side }马
piece-bishop = { $side }象
piece-rook = { $side }车
piece-queen = { $side }后
piece-chess-king = { $side }王
access-chess-move = { $piece }：{ $from } 走到 { $to }
access-chess-capture = { $piece }：{ $from } 吃 { $to } 的{ $taken }
access-chess-promotion = { $move }，升变为{ $piece }
access-chess-check = { $move }，将军
access-chess-castles = { $colour }王车易位
chess-check = 将军
choose-move = 走哪一步？
picture-reversi-two-lines = 黑方下 d4，同时夹住两排：c4 和 d3 上的白子都翻成黑子。
picture-reversi-pass = 白方在这里无处可下（任何空格都翻不了棋子）：白方停一步，黑方继续下。
caption-reversi-count = 黑 { $black } · 白 { $white }
caption-played = { $side } 下了 { $move }
banner-reversi-empties = 空格计入胜方为 { $all }–{ $lost }。
move-square = { $square }
move-pass = 停一步
refusal-square-taken = 这一格已经有棋子了
refusal-no-flip = 下在这里翻转不了任何棋子：必须夹住对手的一排棋子
refusal-cannot-pass = 只有无处可下时才能停一步
