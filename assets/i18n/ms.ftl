# Minimax Arcade: perkataan permainan dalam bahasa Melayu. Mesej dan pemegang tempat ({ $name }) yang sama
# seperti dalam en.ftl.

## Permainan

game-tictactoe = Tic-Tac-Toe
game-four-in-a-row = Empat Segaris
game-gomoku = Gomoku
game-gomoku-standard = Gomoku, peraturan standard
game-connect4 = Connect Four
game-custom = Papan sendiri
game-bones = Permainan Tulang
game-nim = Nim
game-board = Papan { $cols }×{ $rows }, { $k } sebaris
game-board-exactly = Papan { $cols }×{ $rows }, tepat { $k } sebaris
game-gravity-board = Papan graviti { $cols }×{ $rows }, { $k } sebaris
game-bones-heap = Permainan Tulang ({ $heap })
game-nim-heaps = Nim ({ $heaps })
game-nim-heap-separator = { ", " }
about-tictactoe = Tiga sebaris pada papan 3×3.
about-four-in-a-row = Empat sebaris pada papan 7×6; letak di mana-mana petak.
about-gomoku = Lima atau lebih sebaris pada papan 15×15.
about-gomoku-standard = Tepat lima sebaris pada papan 15×15: enam atau lebih tidak menang.
about-connect4 = Jatuhkan cakera ke dalam 7 lajur; empat sebaris menang.
about-nim = Timbunan 3, 4 dan 5: ambil berapa sahaja daripada satu timbunan; siapa yang mengambil tulang terakhir menang.

## Tahap komputer

level-easy = Mudah
level-medium = Sederhana
level-hard = Sukar
level-perfect = Sempurna

## Menu

menu-title = Minimax Arcade
menu-tagline = Permainan papan klasik menentang komputer yang berfikir jauh ke hadapan
menu-game = Permainan
menu-heap = Timbunan
menu-heap-rules = { $heap ->
       *[other] tulang
    }; ambil 1, 2 atau 3 setiap giliran; sesiapa yang tidak dapat bergerak kalah
menu-board = Papan
menu-columns = Lajur
menu-rows = Baris
menu-in-a-row = Sebaris
menu-gravity-on = Graviti: hidup
menu-gravity-off = Graviti: mati
menu-human = Manusia
menu-computer = Komputer
menu-record = Rekod anda
menu-record-none = belum ada permainan menentang { $level }
menu-record-some = { $wins } menang, { $draws } seri, { $losses } kalah menentang { $level }
menu-first-move = Langkah pertama
menu-plays-black = Bermain hitam
menu-random = Rawak
menu-continue = Sambung permainan
menu-explorer = Pokok carian
menu-settings = Tetapan
menu-start = Mula
menu-keys = Enter untuk mula · Tab atau kekunci anak panah untuk beralih butang · dalam permainan: anak panah + Enter atau klik untuk bergerak, H petunjuk, A analisis, U buat asal, M senyap, Esc jeda

## Menu jeda dan tetapan

pause-title = Dijeda
pause-resume = Sambung
pause-restart = Mula semula
pause-explore = Terokai carian
pause-settings = Tetapan
pause-menu = Menu utama
pause-quit = Keluar
pause-esc = Esc untuk sambung
settings-title = Tetapan
settings-volume = Kelantangan
settings-effects = Kesan bunyi
settings-music = Muzik
settings-sound = Bunyi (M)
settings-sound-on = Hidup
settings-muted = Senyap
settings-animation = Animasi
settings-slow = Perlahan
settings-normal = Biasa
settings-fast = Pantas
settings-reduced-motion = Kurangkan gerakan
settings-theme = Tema
settings-dark = Gelap
settings-light = Cerah
settings-high-contrast = Kontras tinggi
settings-analysis = Analisis (A)
settings-coordinates = Koordinat
settings-on = Hidup
settings-off = Mati
settings-back = Kembali
