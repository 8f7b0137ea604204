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
game-kalah = Kalah
game-kalah-board = Kalah ({ $pits } lubang, { $seeds } biji{ $rule ->
        [empty] {", tangkapan lubang kosong"}
       *[standard] {""}
    })
about-tictactoe = Tiga sebaris pada papan 3×3.
about-four-in-a-row = Empat sebaris pada papan 7×6; letak di mana-mana petak.
about-gomoku = Lima atau lebih sebaris pada papan 15×15.
about-gomoku-standard = Tepat lima sebaris pada papan 15×15: enam atau lebih tidak menang.
about-connect4 = Jatuhkan cakera ke dalam 7 lajur; empat sebaris menang.
about-nim = Timbunan 3, 4 dan 5: ambil berapa sahaja daripada satu timbunan; siapa yang mengambil tulang terakhir menang.
about-kalah = Dua baris lubang dan sebuah rumah setiap pemain: taburkan biji mengelilingi papan; biji terbanyak dalam rumah menang.

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
menu-board-size = { $side }×{ $side }
menu-columns = Lajur
menu-rows = Baris
menu-in-a-row = Sebaris
menu-gravity-on = Graviti: hidup
menu-gravity-off = Graviti: mati
menu-pits = Lubang
menu-seeds = Biji
menu-capture = Tangkapan
menu-capture-standard = biasa
menu-capture-empty = juga lubang kosong
menu-human = Manusia
menu-computer = Komputer
menu-record = Rekod anda
menu-record-none = belum ada permainan menentang { $level }
menu-record-some = { $wins } menang, { $draws } seri, { $losses } kalah menentang { $level }
menu-first-move = Langkah pertama
menu-plays-black = Bermain hitam
menu-you-play = Anda bermain
menu-random = Rawak
menu-clock = Jam
menu-clock-none = Tanpa had
menu-clock-custom = Tersuai
menu-clock-minutes = minit
menu-clock-seconds = saat setiap langkah
menu-continue = Sambung permainan
menu-explorer = Pokok carian
menu-settings = Tetapan
menu-start = Mula
menu-keys = Enter untuk mula · Tab atau kekunci anak panah untuk beralih butang · dalam permainan: anak panah + Enter atau klik untuk bergerak, H petunjuk, A analisis, U buat asal, M senyap, Esc jeda
# The version and the licence, at the foot of the menu.
menu-about = Minimax Arcade { $version } · perisian bebas (MIT atau Apache 2.0)

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
settings-coordinates-auto = Di mana langkah menamakan petak
settings-legal-moves = Langkah sah
settings-move-preview = Pratonton langkah
settings-on = Hidup
settings-off = Mati
settings-back = Kembali
settings-text-size = Saiz teks
settings-percent = { $percent }%
settings-language = Bahasa
settings-system-language = Ikut sistem

## Pihak-pihak, seperti yang dinamakan oleh bar atas, baris status dan senarai langkah

side-x = X
side-o = O
side-red = Merah
side-yellow = Kuning
side-black = Hitam
side-white = Putih
piece-crown = { $side } bermahkota
side-first = Pemain 1
side-second = Pemain 2

## Langkah dalam ayat ("Petunjuk: lajur 4 (menang dalam 3 langkah)")

move-cell = petak { $cell }
move-column = lajur { $column }
move-take = ambil { $bones }
move-from-heap = { $bones } daripada timbunan { $heap }
move-pit = lubang { $pit }
place-your-pit = lubang { $pit } anda
place-their-pit = lubang { $pit } lawan
place-your-store = rumah anda
place-their-store = rumah lawan
label-you = Anda
label-computer = Komputer
move-take-button = Ambil { $bones }

## Nilai sesuatu langkah, dikira dalam langkah pemain itu sendiri

reading-wins-now = menang sekarang
reading-win = menang dalam { $moves } langkah
reading-draw = seri
reading-won = menang
reading-lost = kalah
reading-loses-now = kalah sekarang
reading-loss = kalah dalam { $moves } langkah
reading-worth = bernilai { $value }
reading-margin = { $value }
reading-about = kira-kira { $value }
board-win = menang { $moves }
board-loss = kalah { $moves }
board-lost = kalah
board-draw = seri

## Perlawanan: bar atas, baris status dan butang

hud-human = Manusia
hud-computer = Komputer ({ $level })
hud-seat = { $side }: { $seat }
# Bagaimana permainan berakhir: baris status, sepanduk dan pembaca skrin menyebut perkataan yang sama. Kelebihan
# belum ada unit ("dengan kelebihan 4"): apa yang dikira (biji, kepingan) ditentukan oleh permainan itu sendiri.
hud-you-win = Anda menang!
hud-you-win-by = Anda menang dengan kelebihan { $margin }!
hud-computer-wins = Komputer menang
hud-computer-wins-by = Komputer menang dengan kelebihan { $margin }
hud-side-wins = { $side } menang!
hud-side-wins-by = { $side } menang dengan kelebihan { $margin }!
hud-you-win-score = Anda menang { $won }–{ $lost }!
hud-computer-wins-score = Komputer menang { $won }–{ $lost }
hud-side-wins-score = { $side } menang { $won }–{ $lost }!
hud-draw-score = Seri { $won }–{ $lost }
hud-draw = Seri
hud-draw-repetition = Seri kerana kedudukan berulang
hud-draw-no-progress = Seri: terlalu banyak langkah tanpa kemajuan
hud-draw-agreement = Seri atas persetujuan bersama
hud-draw-out-of-time = Seri: masa habis, tetapi kemenangan tidak mungkin
hud-thinking = Komputer ({ $side }) sedang berfikir…
hud-paused = Dijeda: tekan Langkah atau Sambung
hud-to-move = Giliran { $side }
hud-computer-to-move = Giliran komputer ({ $side })
hud-looking = Mencari langkah yang baik…
hud-hint = Petunjuk: { $move } ({ $reading })
hud-your-turn = Giliran anda ({ $side })
hud-analysing = menganalisis…
hud-wins-by-fours = { $side } menang dengan ancaman empat berturut-turut dalam { $moves } langkah
hud-estimates = analisis: anggaran, belum diselesaikan
hud-exact = analisis: tepat
hud-cut-short = analisis: terhenti, { $valued } daripada { $legal } langkah dinilai
hud-no-hint = Tiada petunjuk: analisis terhenti sebelum menilai semua langkah
hud-review = Langkah { $ply } daripada { $moves }  ·  ← → undur/maju  ·  Esc kembali ke permainan
hud-solving = menyelesaikan secara tepat: { $reading }
hud-solving-between = menyelesaikan secara tepat: antara { $low } dan { $high }
hud-depth = kedalaman { $depth }
hud-nodes = { $nodes } nod
hud-menu = Menu
hud-restart = Mula semula
hud-undo = Buat asal
hud-redo = Buat semula
hud-pause = Jeda
hud-resume = Sambung
hud-step = Langkah
hud-speed = Kelajuan: { $speed }
hud-hint-button = Petunjuk
hud-offer-draw = Tawar seri
hud-accept-draw = Terima seri
hud-claim-draw = Tuntut seri
hud-analysis-on = Analisis: hidup
hud-analysis-off = Analisis: mati
speed-slow = Perlahan
speed-normal = Biasa
speed-fast = Pantas
speed-instant = Serta-merta

## Mengapa sesuatu langkah ditolak

refusal-stale = Langkah itu untuk kedudukan yang lebih awal
refusal-not-your-turn = Tunggu langkah komputer
refusal-game-over = Permainan sudah tamat
refusal-off-board = Itu di luar papan
refusal-occupied = Petak itu sudah diisi
refusal-column-full = Lajur itu sudah penuh
refusal-bad-take = Anda boleh mengambil 1, 2 atau 3 tulang, dan tidak lebih daripada isi timbunan
refusal-no-such-move = Buah itu tidak boleh bergerak begitu
refusal-must-jump = Makan adalah wajib: salah satu buah anda mesti melompat
refusal-in-check = Raja anda dalam syah: langkah mesti menangkis syah itu
refusal-pinned = Buah itu tersemat: menggerakkannya akan membiarkan raja anda dalam syah
refusal-into-check = Raja tidak boleh bergerak ke dalam syah
refusal-bad-heap-take = Ambil satu tulang atau lebih daripada satu timbunan, dan tidak lebih daripada isinya
refusal-empty-pit = Lubang itu kosong: taburkan biji daripada lubang anda yang berisi
refusal-no-move-here = Tiada langkah bermula di situ
refusal-not-a-landing = Buah yang anda pilih tidak boleh pergi ke situ

## Sepanduk di akhir permainan

banner-nobody-wins = Tiada siapa yang menang kali ini.
banner-draw-agreed = { $answer }.
banner-draw-claimed = { $side } menuntut seri.
banner-time-out-you = Masa anda sudah habis.
banner-time-out-computer = Masa komputer sudah habis.
banner-time-out-side = Masa { $side } sudah habis.
banner-you-beat = Anda menewaskan komputer.
banner-perfect = Ia bermain dengan sempurna.
banner-try-again = Cuba lagi?
banner-record = Rekod anda: { $record }.
banner-not-counted = Tidak dikira dalam rekod anda: perlawanan bermula dari kedudukan yang disusun.
banner-play-again = Main lagi
banner-menu = Menu

## Senarai langkah

moves-title = Langkah
moves-copy = Salin kedudukan
moves-copy-game = Salin permainan
moves-live = Kembali ke permainan
moves-person = manusia
moves-computer = komputer
moves-paste = Tampal
moves-none = Belum ada langkah
moves-row = { $number }. { $side } { $move }
moves-row-computer = { $number }. { $side } { $move }  ·  komputer

## Baris di atas timbunan (Permainan Tulang, Nim)

caption-bones-left = tinggal { $bones } tulang
caption-took = { $side } mengambil { $move }
caption-bones-how = ambil 1, 2 atau 3: klik tulang yang terakhir, tekan kekunci, atau guna butang
caption-heaps = Timbunan { $heaps }
caption-nim-how = ambil berapa sahaja daripada satu timbunan: klik tulang untuk mengambilnya bersama tulang-tulang selepasnya
caption-kalah-standard = Peraturan biasa: tangkapan hanya jika lubang bertentangan berisi biji
caption-kalah-empty = Peraturan tangkapan lubang kosong
caption-kalah-how = klik salah satu lubang anda untuk menaburkan bijinya
caption-sowed = { $side } menabur { $move }
caption-you = Anda
caption-computer = Komputer
caption-then = kemudian { $move }
caption-again = bergerak sekali lagi
caption-captured = menawan { $seeds } biji
caption-kalah-swept = permainan tamat: biji yang tinggal di setiap pihak masuk ke rumah pemiliknya

## Notis: apa yang tidak kena dengan tetapan, dan apa yang dilakukan oleh butang

notice-settings-set-aside = Tetapan tidak dapat dibaca ({ $why }), jadi tetapan lalai dipulihkan. Fail lama disimpan sebagai { $path }.
notice-settings-stuck = Tetapan tidak dapat dibaca ({ $why }). Tetapan lalai digunakan, dan tiada apa-apa disimpan di atas tetapan lama.
notice-settings-partly = Sebahagian tetapan tidak dapat dibaca: { $notes }.
notice-settings-damaged = Fail tetapan rosak ({ $why }), jadi tetapan lalai dipulihkan.
notice-file-kept = Fail asal disimpan sebagai { $path }.
notice-file-not-kept = Salinan fail tidak dapat disimpan: { $why }.
notice-file-not-moved = Fail itu tidak dapat dialihkan ({ $why }), jadi tiada apa-apa disimpan di atasnya.
notice-link-ignored = Parameter pautan diabaikan: { $why }.
notice-save-failed = Tidak dapat menyimpan tetapan ke { $place }: { $why }
notice-replay-dropped = { $moves } langkah daripada perlawanan yang disimpan tidak dapat dimainkan semula.
notice-copied-position = Kedudukan ({ $moves }) telah disalin ke papan keratan
notice-pasted = Dimulakan daripada apa yang anda tampal
notice-paste-refused = Tiada yang ditampal: { $why }
notice-draw-offered = { $side } menawarkan seri: terimanya, atau teruskan bermain untuk menolak
notice-draw-weighing = Komputer sedang menimbang tawaran seri anda…
notice-computer-offers-draw = Komputer menawarkan seri: ia telah membuktikan permainan ini seri. Terimanya, atau teruskan bermain untuk menolak
notice-draw-accepted-proven = Komputer menerima seri: dengan permainan terbaik ia tidak boleh menang
notice-draw-accepted = Komputer menerima seri: ia menilai kedudukannya { $value }
notice-draw-declined-win = Komputer menolak seri: ia telah menemui kemenangan
notice-draw-declined = Komputer menolak seri: ia menilai kedudukannya { $value }
notice-may-claim-repetition = Kedudukan ini telah berlaku tiga kali: { $side } boleh menuntut seri
notice-time-short = { $side }: tinggal kurang daripada { $seconds } saat
notice-may-claim-no-progress = Lima puluh langkah setiap pihak tanpa gerakan bidak dan tanpa tangkapan: { $side } boleh menuntut seri
notice-draw-claimed-proven = Komputer menuntut seri: dengan permainan terbaik ia tidak boleh menang
notice-draw-claimed = Komputer menuntut seri: ia menilai kedudukannya { $value }
paste-prompt = Tampal kedudukan atau langkah permainan ini
notice-copied-empty = Kedudukan (papan kosong) telah disalin ke papan keratan
notice-copied = Telah disalin ke papan keratan
notice-downloaded = { $file } telah dimuat turun
notice-in-address-bar = Pautan ke kedudukan ini ada di bar alamat
notice-copy-failed = Tidak dapat menyalin kedudukan: { $why }
notice-two = { $first } { $second }

## Peneroka pokok carian

explorer-heading = Pokok carian
explorer-title = Pokok carian: { $subject }
explorer-subject-minimax = Pokok buku teks: minimax
explorer-subject-alpha-beta = Pokok buku teks: alfa-beta
explorer-subject-bones = Permainan Tulang, timbunan { $heap } tulang
explorer-subject-block = Tic-Tac-Toe, X mesti menyekat
explorer-subject-empty = Tic-Tac-Toe, papan kosong
explorer-subject-edited = Pokok buku teks, disunting
explorer-from-match = { $moves ->
        [0] { $game }, permulaan
       *[other] { $game }, selepas { $moves } langkah
    }
explorer-minimax = Minimax
explorer-alpha-beta = Alfa-beta
explorer-ordered = Alfa-beta, tersusun
explorer-table = Alfa-beta + jadual
explorer-next = Contoh seterusnya
explorer-back = Kembali
explorer-play = Main / Jeda
explorer-next-cut = Cantasan seterusnya
explorer-slower = Lebih perlahan
explorer-faster = Lebih pantas
explorer-shallower = Kedalaman −
explorer-deeper = Kedalaman +
explorer-export = Eksport
explorer-side-by-side = Sebelah-menyebelah
explorer-recording = merekod carian…
explorer-depth = kedalaman { $depth }
explorer-depth-evaluated = kedalaman { $depth } (penilaian enjin pada daun)
explorer-step = langkah { $step } daripada { $steps }
explorer-playing = dimainkan, { $speed } langkah/s
explorer-truncated = terhenti pada had nod: sebahagian pokok tiada
explorer-under-pointer = Di bawah penuding: { $path }
explorer-where-search = Carian sekarang di: { $path }
explorer-root = akar
explorer-max-to-move = giliran max (pemain di akar)
explorer-min-to-move = giliran min (lawan)
explorer-moves-again = pemain yang sama bergerak lagi
explorer-again-mark = (lagi)
explorer-value = nilai { $value }
explorer-value-unknown = nilai belum diketahui
explorer-at-least = nilai { $value } (had: sekurang-kurangnya)
explorer-at-most = nilai { $value } (had: selebih-lebihnya)
explorer-window = tetingkap { $window }
explorer-table-hit = dijawab daripada jadual transposisi (TT)
explorer-cut-unvalued = cantasan: { $moves } langkah tidak dicari langsung
explorer-cut-max = cantasan: { $moves } langkah tidak dicari langsung. Sebabnya: max mendapat { $value } di sini, tetapi min sudah ada β { $edge } di tempat lain: min tidak akan membiarkan permainan sampai ke sini.
explorer-cut-min = cantasan: { $moves } langkah tidak dicari langsung. Sebabnya: min mengehadkan max kepada { $value } di sini, tetapi max sudah ada α { $edge } di tempat lain: max tidak akan datang ke sini.
explorer-nodes = { $nodes } nod
explorer-more-nodes = lebih daripada { $nodes } nod
explorer-cuts = { $cuts } cantasan
explorer-hits = { $hits } padanan TT
explorer-counting = mengira…
explorer-edit = Nilai baharu untuk daun { $leaf }: { $text }_
    Enter untuk tetapkan, Escape untuk batal.
explorer-keys =
    ← → langkah · Space main · C cantasan seterusnya · Home/End
    {"["} ] kelajuan · 1–4 algoritma · E eksport · Esc kembali
    Seret atau W A S D untuk alih · roda atau + − untuk zum
    Klik nod untuk membuka atau menutupnya.
explorer-click-leaf = Klik daun untuk memberinya nilai.
explorer-values = Nilai dilihat dari sudut pemain di akar: W5 bermaksud menang pada separuh langkah ke-5.
explorer-bones = { $bones } tulang
explorer-leaf = daun { $value }
explorer-exported = { $done }: pokok sebagai Graphviz DOT ({ $nodes } nod).
explorer-export-failed = Tidak dapat mengeksport pokok: { $why }.
explorer-leaf-range = Nilai daun ialah nombor bulat dari { $low } hingga { $high }.

## Halaman web, sebelum permainan berjalan (scripts/build-web.sh menyalin mesej ini ke dalam halaman)

web-loading = Memuatkan Minimax Arcade…
web-failed = Minimax Arcade tidak dapat dimulakan dalam pelayar ini (ia memerlukan WebGL2).
web-downloading = Memuat turun: { $done } daripada { $total } MB
web-downloading-unknown = Memuat turun: { $done } MB
web-starting = Memulakan…
web-no-webgl = Minimax Arcade memerlukan WebGL2, yang tidak disokong atau dimatikan dalam pelayar ini.
web-download-failed = Permainan tidak dapat dimuat turun. Semak sambungan dan cuba lagi.
web-retry = Cuba lagi

## Apa yang didengar oleh pembaca skrin: petak papan dan setiap langkah

access-board = { $game }: papan
access-cell = { $cell }, { $side }
access-cell-empty = { $cell }, kosong
access-column = lajur { $column }, dari bawah: { $discs }
access-column-empty = lajur { $column }, kosong
access-list = { $first }, { $second }
access-heap = timbunan { $heap }: { $bones } tulang
access-place-seeds = { $place }: { $seeds } biji
access-played = { $side } bermain { $move }
access-computer-played = Komputer ({ $side }) bermain { $move }
access-turned = { $count } buah diterbalikkan
access-captured = { $count } buah ditawan
access-moves-again = { $side } bergerak sekali lagi
access-passes = { $side } tiada langkah dan melepaskan giliran
access-reversi-move = { $move }, { $colour }; { $turned } cakera diterbalikkan
access-picked = { $place } dipilih: pilih ke mana ia pergi
access-controls = Butang permainan

## Cara bermain (panel dari menu dan menu jeda): peraturan setiap permainan, kemudian cara bergerak.

how-title = Cara bermain
how-mnk = Bergilir-gilir meletakkan tanda anda pada mana-mana petak kosong. Yang pertama mendapat { $k } sebaris, mendatar, menegak atau menyerong, menang. Papan yang penuh tanpa baris sedemikian ialah seri.
how-mnk-exact = Bergilir-gilir meletakkan tanda anda pada mana-mana petak kosong. Yang pertama mendapat tepat { $k } sebaris, mendatar, menegak atau menyerong, menang; baris yang lebih panjang tidak dikira. Papan yang penuh tanpa baris sedemikian ialah seri.
how-gravity = Bergilir-gilir menjatuhkan cakera ke dalam satu lajur: ia jatuh ke petak kosong yang paling bawah. Yang pertama mendapat { $k } sebaris, mendatar, menegak atau menyerong, menang. Papan yang penuh tanpa baris sedemikian ialah seri.
how-bones = Ada satu timbunan tulang. Bergilir-gilir mengambil 1, 2 atau 3 daripadanya. Sesiapa yang mengambil tulang terakhir menang.
how-nim = Ada beberapa timbunan tulang. Bergilir-gilir mengambil seberapa banyak tulang yang anda mahu, sekurang-kurangnya satu, daripada satu timbunan sahaja. Sesiapa yang mengambil tulang terakhir menang.
how-kalah = Setiap pemain memiliki baris { $pits } lubang yang paling dekat dengannya dan rumah di sebelah kanannya; setiap lubang bermula dengan { $seeds } biji. Pada giliran anda, ambil semua biji daripada salah satu lubang anda dan taburkan satu demi satu ke dalam lubang-lubang berikutnya, melawan arah jam: sepanjang baris anda, ke dalam rumah anda sendiri, sepanjang baris lawan (tidak sekali-kali ke dalam rumah lawan), dan berpusing lagi. Jika biji terakhir jatuh ke dalam rumah anda, anda bergerak sekali lagi. Sebaik sahaja semua lubang di satu pihak kosong, setiap pemain memasukkan biji yang tinggal di pihaknya ke dalam rumahnya sendiri, dan pemain yang mempunyai lebih banyak biji dalam rumahnya menang.
how-kalah-capture = Tangkapan: jika biji terakhir anda jatuh ke dalam lubang kosong milik anda dan lubang bertentangan berisi biji, biji itu dan semua biji di lubang bertentangan masuk ke rumah anda.
how-kalah-capture-empty = Tangkapan (peraturan lubang kosong): jika biji terakhir anda jatuh ke dalam lubang kosong milik anda, biji itu dan semua biji di lubang bertentangan masuk ke rumah anda, walaupun lubang bertentangan kosong.
picture-kalah-again = Lubang { $pit }: biji terakhirnya jatuh ke dalam rumah anda, dan anda bergerak sekali lagi.
picture-kalah-capture = Lubang { $pit }: biji terakhir jatuh ke dalam lubang kosong { $last } anda; biji itu dan { $taken } biji di seberang masuk ke rumah anda.
picture-kalah-no-capture = Semaian yang sama dengan lubang bertentangan kosong: tiada tangkapan di bawah peraturan ini, dan biji itu kekal di lubang { $last }.
picture-kalah-empty-capture = Semaian yang sama dengan lubang bertentangan kosong: di bawah peraturan lubang kosong, biji di lubang { $last } tetap masuk ke rumah anda.
how-controls = Klik atau sentuh tempat anda mahu bermain, atau gerakkan kursor dengan kekunci anak panah dan tekan Enter. U membuat asal satu langkah, H memberi petunjuk, A menunjukkan nilai setiap langkah, Esc menjeda.
how-clock = Dengan jam (dipilih di menu: 5+3 ialah lima minit setiap pihak dan tiga saat lagi bagi setiap langkah), masa sesuatu pihak berjalan semasa gilirannya. Pihak yang kehabisan masa kalah, kecuali pihak lawan tidak mungkin menang dengan apa-apa langkah (raja yang bersendirian, dalam catur): maka permainan seri. Jam berhenti semasa permainan dijeda atau langkah-langkah lalunya ditunjukkan.

# Reversi
game-reversi = Reversi
game-reversi-board = Reversi ({ $side }×{ $side })
game-crowning = Pemahkotaan ({ $side }×{ $side })
about-reversi = Cakera hitam dan putih: kepung sebaris cakera lawan dan ia bertukar menjadi warna anda; paling banyak cakera pada akhirnya menang.
how-reversi = Papan ini ada { $side }×{ $side } petak, dengan dua cakera hitam dan dua putih di tengah; Hitam bermula. Letakkan cakera pada petak kosong supaya, bersama satu lagi cakera anda, ia mengepung sekurang-kurangnya satu barisan lurus cakera lawan (mendatar, menegak atau menyerong): setiap barisan yang dikepung diterbalikkan menjadi warna anda. Cakera yang tidak menerbalikkan apa-apa tidak boleh diletakkan.
how-reversi-end = Jika anda tiada langkah, anda melepaskan giliran (permainan melakukannya untuk anda) dan lawan terus bermain. Permainan tamat apabila kedua-dua pihak tidak boleh melangkah, dan yang mempunyai lebih banyak cakera menang. Nilai analisis mengira petak kosong untuk pemenang, seperti cara pemain Othello mengira.
how-crowning = Permainan dam untuk ujian. Buah berdiri di petak gelap dan bergerak satu petak menyerong ke hadapan, atau melompati buah lawan ke petak kosong di sebaliknya lalu mengambilnya, dan terus melompat selagi boleh. Buah yang sampai ke baris hujung dimahkotakan, dan buah bermahkota bergerak dan melompat ke belakang juga. Pihak yang tiada langkah kalah.
picture-crowning-jump = Buah Hitam melompati buah Putih ke baris hujung, mengambilnya dan dimahkotakan.
game-checkers = Dam Inggeris
about-checkers = Dam Inggeris seperti yang dimainkan oleh persekutuan: makan adalah wajib, dan buah yang sampai ke baris hujung menjadi raja.
how-checkers = Buah berdiri di 32 petak gelap, bernombor 1 hingga 32 dari sebelah Hitam; Hitam bergerak dahulu. Buah biasa bergerak satu petak menyerong ke hadapan; raja satu petak menyerong ke mana-mana arah. Buah makan dengan melompati buah lawan di sebelahnya ke petak kosong di sebaliknya, dan terus melompat selagi boleh, memilih jalannya. Makan adalah wajib: jika anda boleh melompat, anda mesti, tetapi anda boleh memilih lompatan mana. Buah yang sampai ke baris hujung menjadi raja, dan langkahnya tamat di situ. Pihak yang tiada buah atau tiada langkah kalah.
how-checkers-draws = Permainan seri apabila kedudukan yang sama dengan pihak yang sama bergerak berlaku kali ketiga, atau selepas 80 langkah (40 setiap pihak) tanpa buah biasa bergerak dan tanpa apa-apa dimakan. Nilai analisis mengira buah biasa sebagai 100.
picture-checkers-jump = Buah Hitam di 14 melompati dua buah Putih, mendarat di 23 dan kemudian 30, di mana ia menjadi raja: 14x23x30.
checkers-square = petak { $square }
piece-man = { $side }, buah
piece-king = { $side }, raja
access-checkers-step = { $colour }: { $from } ke { $to }
access-checkers-jump = { $colour }: { $from } melompat ke { $landings }, makan { $taken }
game-chess = Catur
about-chess = Catur mengikut Undang-undang FIDE: matikan raja lawan. Termasuk kasling, en passant dan kenaikan bidak.
how-chess = Putih bergerak dahulu. Raja bergerak satu petak ke mana-mana arah; menteri sejauh mana pun sepanjang baris, lajur atau pepenjuru; tir sepanjang baris atau lajur; gajah sepanjang pepenjuru; kuda dalam bentuk L, melompati buah lain. Bidak bergerak satu petak ke hadapan (dua dari petak pertamanya) dan menangkap satu petak serong ke hadapan; bidak yang baru bergerak dua petak boleh ditangkap secara en passant, seolah-olah ia bergerak satu. Bidak yang sampai ke baris terakhir menjadi menteri, tir, gajah atau kuda. Kasling menggerakkan raja dua petak ke arah tir, yang melompatinya, jika kedua-duanya belum bergerak, petak di antaranya kosong dan raja tidak disyah, tidak melalui petak yang diserang dan tidak berhenti dalam syah. Tiada langkah boleh membiarkan raja sendiri dalam syah.
how-chess-ends = Raja yang diserang berada dalam syah; jika dalam syah tanpa langkah untuk melepaskan diri, ia mati dan pihaknya kalah. Pihak yang tiada langkah sah tetapi tidak dalam syah berada dalam kebuntuan: seri. Permainan juga seri apabila tiada pihak yang boleh mematikan lagi, apabila satu kedudukan berulang kali kelima, atau selepas 75 langkah setiap pihak tanpa bidak bergerak dan tanpa tangkapan; pada kali ketiga, atau selepas 50 langkah setiap pihak, pemain yang hendak bergerak boleh menuntut seri. Analisis mengira bidak sebagai 100.
picture-chess-castling = Putih membuat kasling sebelah raja: raja pergi dari e1 ke g1 dan tir dari h1 ke f1. O-O.
piece-pawn = { $side }, bidak
piece-knight = { $side }, kuda
piece-bishop = { $side }, gajah
piece-rook = { $side }, tir
piece-queen = { $side }, menteri
piece-chess-king = { $side }, raja
access-chess-move = { $piece }: { $from } ke { $to }
access-chess-capture = { $piece } di { $from } makan { $taken } di { $to }
access-chess-promotion = { $move }, dinaikkan menjadi { $piece }
access-chess-check = { $move }, syah
access-chess-castles = { $colour } membuat kasling
chess-check = Syah
choose-move = Langkah yang mana?
picture-reversi-two-lines = d4 Hitam mengepung dua barisan sekali gus: cakera putih di c4 dan d3 bertukar menjadi hitam.
picture-reversi-pass = Putih tiada langkah di sini (tiada petak kosong yang menerbalikkan cakera): Putih melepaskan giliran dan Hitam terus bermain.
caption-reversi-count = Hitam { $black } · Putih { $white }
caption-played = { $side } bermain { $move }
banner-reversi-empties = { $all }–{ $lost } dengan petak kosong.
move-square = { $square }
move-pass = lepas giliran
refusal-square-taken = Petak itu sudah ada cakera
refusal-no-flip = Cakera di situ tidak menerbalikkan apa-apa: ia mesti mengepung barisan cakera lawan
refusal-cannot-pass = Anda hanya boleh melepaskan giliran apabila tiada langkah
