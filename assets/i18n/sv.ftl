# Minimax Arcade: spelets ord på svenska. Samma meddelanden och samma platshållare ({ $name }) som i en.ftl.

## Spelen

game-tictactoe = Tre i rad
game-four-in-a-row = Fyra i linje
game-gomoku = Luffarschack (gomoku)
game-gomoku-standard = Luffarschack, standardregler
game-connect4 = Fyra i rad
game-custom = Eget bräde
game-bones = Benspelet
game-nim = Nim
game-board = { $cols }×{ $rows }-bräde, { $k } i rad
game-board-exactly = { $cols }×{ $rows }-bräde, exakt { $k } i rad
game-gravity-board = { $cols }×{ $rows }-bräde med tyngdkraft, { $k } i rad
game-bones-heap = Benspelet ({ $heap })
game-nim-heaps = Nim ({ $heaps })
game-nim-heap-separator = { ", " }
about-tictactoe = Tre i rad på ett 3×3-bräde.
about-four-in-a-row = Fyra i rad på ett 7×6-bräde; lägg var du vill.
about-gomoku = Fem eller fler i rad på ett 15×15-bräde.
about-gomoku-standard = Exakt fem i rad på ett 15×15-bräde: sex eller fler vinner inte.
about-connect4 = Släpp brickor i 7 kolumner; fyra i rad vinner.
about-nim = Högar med 3, 4 och 5: ta hur många du vill från en hög; den som tar det sista benet vinner.

## Datorns nivåer

level-easy = Lätt
level-medium = Medel
level-hard = Svår
level-perfect = Perfekt

## Menyn

menu-title = Minimax Arcade
menu-tagline = Klassiska brädspel mot en dator som tänker framåt
menu-game = Spel
menu-heap = Hög
menu-heap-rules = { $heap ->
       *[other] ben
    }; ta 1, 2 eller 3 per drag; den som inte kan dra förlorar
menu-board = Bräde
menu-columns = Kolumner
menu-rows = Rader
menu-in-a-row = I rad
menu-gravity-on = Tyngdkraft: på
menu-gravity-off = Tyngdkraft: av
menu-human = Människa
menu-computer = Dator
menu-record = Ditt resultat
menu-record-none = inga partier ännu mot { $level }
menu-record-some = { $wins ->
        [one] 1 vinst
       *[other] { $wins } vinster
    }, { $draws ->
        [one] 1 remi
       *[other] { $draws } remier
    }, { $losses ->
        [one] 1 förlust
       *[other] { $losses } förluster
    } mot { $level }
menu-first-move = Första draget
menu-plays-black = Spelar svart
menu-random = Slumpvis
menu-continue = Fortsätt partiet
menu-explorer = Sökträd
menu-settings = Inställningar
menu-start = Starta
menu-keys = Enter startar · Tabb eller piltangenterna byter knapp · i spelet: pilarna + Enter eller klick för att dra, H tips, A analys, U ångra, M ljud av, Esc paus

## Pausmenyn och inställningarna

pause-title = Pausat
pause-resume = Fortsätt
pause-restart = Börja om
pause-explore = Utforska sökningen
pause-settings = Inställningar
pause-menu = Huvudmeny
pause-quit = Avsluta
pause-esc = Esc fortsätter
settings-title = Inställningar
settings-volume = Volym
settings-effects = Effekter
settings-music = Musik
settings-sound = Ljud (M)
settings-sound-on = På
settings-muted = Tyst
settings-animation = Animering
settings-slow = Långsam
settings-normal = Normal
settings-fast = Snabb
settings-reduced-motion = Minskad rörelse
settings-theme = Tema
settings-dark = Mörkt
settings-light = Ljust
settings-high-contrast = Hög kontrast
settings-analysis = Analys (A)
settings-coordinates = Koordinater
settings-on = På
settings-off = Av
settings-back = Tillbaka
