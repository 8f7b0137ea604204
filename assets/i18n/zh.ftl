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
about-tictactoe = 在 3×3 的棋盘上连成三子。
about-four-in-a-row = 在 7×6 的棋盘上连成四子；可下在任意空位。
about-gomoku = 在 15×15 的棋盘上连成五子或更多。
about-gomoku-standard = 在 15×15 的棋盘上恰好连成五子：六子及以上不算赢。
about-connect4 = 把棋子投进 7 列之一；先连成四子者胜。
about-nim = 三堆骨头，分别有 3、4、5 根：每次从一堆中取任意根；取走最后一根者胜。

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
menu-columns = 列数
menu-rows = 行数
menu-in-a-row = 连子数
menu-gravity-on = 重力：开
menu-gravity-off = 重力：关
menu-human = 真人
menu-computer = 电脑
menu-record = 你的战绩
menu-record-none = 尚未与「{ $level }」电脑对局
menu-record-some = 对「{ $level }」：{ $wins } 胜 { $draws } 平 { $losses } 负
menu-first-move = 先手
menu-plays-black = 执黑
menu-random = 随机
menu-continue = 继续对局
menu-explorer = 搜索树
menu-settings = 设置
menu-start = 开始
menu-keys = 回车开始 · Tab 或方向键切换按钮 · 对局中：方向键 + 回车或点击落子，H 提示，A 分析，U 悔棋，M 静音，Esc 暂停

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
settings-on = 开
settings-off = 关
settings-back = 返回
