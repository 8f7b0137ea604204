# Minimax Arcade: the words of the game, in English. Every other language's file has the same messages, with
# the same placeables ({ $name }); see src/app/words.rs. Numbers given as placeables are grouped the language's
# way by the game.

## The games, as the menu and the top bar name them

game-tictactoe = Tic-Tac-Toe
game-four-in-a-row = Four in a Row
game-gomoku = Gomoku
game-gomoku-standard = Gomoku, standard rules
game-connect4 = Connect Four
game-custom = Custom board
game-bones = Game of Bones
game-nim = Nim
game-board = { $cols }×{ $rows } board, { $k } in a row
game-board-exactly = { $cols }×{ $rows } board, exactly { $k } in a row
game-gravity-board = { $cols }×{ $rows } gravity board, { $k } in a row
game-bones-heap = Game of Bones ({ $heap })
game-nim-heaps = Nim ({ $heaps })
game-nim-heap-separator = { ", " }
about-tictactoe = Three in a row on a 3×3 board.
about-four-in-a-row = Four in a row on a 7×6 board; place anywhere.
about-gomoku = Five or more in a row on a 15×15 board.
about-gomoku-standard = Exactly five in a row on a 15×15 board: six or more do not win.
about-connect4 = Drop discs into 7 columns; four in a row wins.
about-nim = Heaps of 3, 4 and 5: take any number from one heap; the last bone wins.

## Levels of the computer

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-perfect = Perfect

## The menu

menu-title = Minimax Arcade
menu-tagline = Classic board games against a computer that thinks ahead
menu-game = Game
menu-heap = Heap
menu-heap-rules = { $heap ->
        [one] bone
       *[other] bones
    }; take 1, 2 or 3 a turn; whoever cannot move loses
menu-board = Board
menu-columns = Columns
menu-rows = Rows
menu-in-a-row = In a row
menu-gravity-on = Gravity: on
menu-gravity-off = Gravity: off
menu-human = Human
menu-computer = Computer
menu-record = Your record
menu-record-none = no games yet against { $level }
menu-record-some = { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }, { $draws ->
        [one] 1 draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] 1 loss
       *[other] { $losses } losses
    } against { $level }
menu-first-move = First move
menu-plays-black = Plays black
menu-random = Random
menu-continue = Continue game
menu-explorer = Explorer
menu-settings = Settings
menu-start = Start
menu-keys = Enter starts · Tab or arrows move between buttons · in a game: arrows + Enter or click to play, H hint, A analysis, U undo, M mute, Esc pause

## The pause menu and the settings

pause-title = Paused
pause-resume = Resume
pause-restart = Restart
pause-explore = Explore the search
pause-settings = Settings
pause-menu = Main menu
pause-quit = Quit
pause-esc = Esc resumes
settings-title = Settings
settings-volume = Volume
settings-effects = Effects
settings-music = Music
settings-sound = Sound (M)
settings-sound-on = On
settings-muted = Muted
settings-animation = Animation
settings-slow = Slow
settings-normal = Normal
settings-fast = Fast
settings-reduced-motion = Reduced motion
settings-theme = Theme
settings-dark = Dark
settings-light = Light
settings-high-contrast = High contrast
settings-analysis = Analysis (A)
settings-coordinates = Coordinates
settings-on = On
settings-off = Off
settings-back = Back
