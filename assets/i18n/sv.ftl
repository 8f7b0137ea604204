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
game-kalah = Kalaha
game-kalah-board = Kalaha ({ $pits } gropar, { $seeds } kulor{ $rule ->
        [empty] {", fångst mot tom grop"}
       *[standard] {""}
    })
about-tictactoe = Tre i rad på ett 3×3-bräde.
about-four-in-a-row = Fyra i rad på ett 7×6-bräde; lägg var du vill.
about-gomoku = Fem eller fler i rad på ett 15×15-bräde.
about-gomoku-standard = Exakt fem i rad på ett 15×15-bräde: sex eller fler vinner inte.
about-connect4 = Släpp brickor i 7 kolumner; fyra i rad vinner.
about-nim = Högar med 3, 4 och 5: ta hur många du vill från en hög; den som tar det sista benet vinner.
about-kalah = Två rader gropar och ett bo var: så ut kulorna runt brädet; flest kulor i boet vinner.

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
menu-board-size = { $side }×{ $side }
menu-columns = Kolumner
menu-rows = Rader
menu-in-a-row = I rad
menu-gravity-on = Tyngdkraft: på
menu-gravity-off = Tyngdkraft: av
menu-pits = Gropar
menu-seeds = Kulor
menu-capture = Fångst
menu-capture-standard = vanlig
menu-capture-empty = även mot tom grop
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
menu-you-play = Du spelar
menu-random = Slumpvis
menu-clock = Klocka
menu-clock-none = Obegränsad
menu-clock-custom = Egen
menu-clock-minutes = minuter
menu-clock-seconds = sekunder per drag
menu-continue = Fortsätt partiet
menu-explorer = Sökträd
menu-settings = Inställningar
menu-start = Starta
menu-keys = Enter startar · Tabb eller piltangenterna byter knapp · i spelet: pilarna + Enter eller klick för att dra, H tips, A analys, U ångra, M ljud av, Esc paus
# The version and the licence, at the foot of the menu.
menu-about = Minimax Arcade { $version } · fri programvara (MIT eller Apache 2.0)

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
settings-coordinates-auto = Där dragen namnger rutor
settings-legal-moves = Tillåtna drag
settings-move-preview = Visa draget i förväg
settings-on = På
settings-off = Av
settings-back = Tillbaka
settings-text-size = Textstorlek
settings-percent = { $percent } %
settings-language = Språk
settings-system-language = Systemets

## Sidorna, som den övre raden, statusraden och draglistan kallar dem

side-x = X
side-o = O
side-red = Röd
side-yellow = Gul
side-black = Svart
side-white = Vit
piece-crown = { $side } krönt
side-first = Spelare 1
side-second = Spelare 2

## Ett drag i en mening ("Tips: kolumn 4 (vinst på 3 drag)")

move-cell = ruta { $cell }
move-column = kolumn { $column }
move-take = ta { $bones }
move-from-heap = { $bones } från hög { $heap }
move-pit = grop { $pit }
place-your-pit = din grop { $pit }
place-their-pit = motståndarens grop { $pit }
place-your-store = ditt bo
place-their-store = motståndarens bo
label-you = Du
label-computer = Dator
move-take-button = Ta { $bones }

## Vad ett drag är värt, räknat i spelarens egna drag

reading-wins-now = vinner direkt
reading-win = { $moves ->
        [one] vinst på { $moves } drag
       *[other] vinst på { $moves } drag
    }
reading-draw = oavgjort
reading-won = vinst
reading-lost = förlust
reading-loses-now = förlorar direkt
reading-loss = { $moves ->
        [one] förlust på { $moves } drag
       *[other] förlust på { $moves } drag
    }
reading-worth = värde { $value }
reading-margin = { $value }
reading-about = ungefär { $value }
board-win = vinst { $moves }
board-loss = förl. { $moves }
board-lost = förlorat
board-draw = remi

## Ett parti: den övre raden, statusraden och knapparna

hud-human = Människa
hud-computer = Dator ({ $level })
hud-seat = { $side }: { $seat }
# Hur partiet slutade: statusraden, skylten och skärmläsaren säger samma sak. Marginalen har ännu ingen enhet
# ("med 4"): vad som räknas (frön, brickor) är spelets sak att säga.
hud-you-win = Du vann!
hud-you-win-by = Du vann med { $margin }!
hud-computer-wins = Datorn vinner
hud-computer-wins-by = Datorn vinner med { $margin }
hud-side-wins = { $side } vinner!
hud-side-wins-by = { $side } vinner med { $margin }!
hud-you-win-score = Du vann med { $won }–{ $lost }!
hud-computer-wins-score = Datorn vinner med { $won }–{ $lost }
hud-side-wins-score = { $side } vinner med { $won }–{ $lost }!
hud-draw-score = Oavgjort { $won }–{ $lost }
hud-draw = Oavgjort
hud-draw-repetition = Oavgjort: ställningen upprepades
hud-draw-no-progress = Oavgjort: för många drag utan framsteg
hud-draw-agreement = Oavgjort efter överenskommelse
hud-draw-out-of-time = Oavgjort: tiden tog slut, men ingen vinst var möjlig
hud-thinking = Datorn ({ $side }) tänker…
hud-paused = Pausat: tryck Steg eller Fortsätt
hud-to-move = { $side } vid draget
hud-computer-to-move = Datorn ({ $side }) vid draget
hud-looking = Letar efter ett bra drag…
hud-hint = Tips: { $move } ({ $reading })
hud-your-turn = Din tur ({ $side })
hud-analysing = analyserar…
hud-wins-by-fours = { $moves ->
        [one] { $side } vinner med fyror på { $moves } drag
       *[other] { $side } vinner med fyror på { $moves } drag
    }
hud-estimates = analys: uppskattningar, inte löst
hud-exact = analys: exakt
hud-cut-short = analys: avbruten, { $valued } av { $legal } drag värderade
hud-no-hint = Inget tips: analysen avbröts innan den värderat alla drag
hud-review = Drag { $ply } av { $moves }  ·  ← → stega  ·  Esc tillbaka till partiet
hud-solving = löser exakt: { $reading }
hud-solving-between = löser exakt: mellan { $low } och { $high }
hud-depth = djup { $depth }
hud-nodes = { $nodes ->
        [one] { $nodes } nod
       *[other] { $nodes } noder
    }
hud-menu = Meny
hud-restart = Börja om
hud-undo = Ångra
hud-redo = Gör om
hud-pause = Paus
hud-resume = Fortsätt
hud-step = Steg
hud-speed = Fart: { $speed }
hud-hint-button = Tips
hud-offer-draw = Erbjud remi
hud-accept-draw = Godta remi
hud-claim-draw = Begär remi
hud-analysis-on = Analys: på
hud-analysis-off = Analys: av
speed-slow = Långsam
speed-normal = Normal
speed-fast = Snabb
speed-instant = Direkt

## Varför ett drag inte godtogs

refusal-stale = Det draget gällde en tidigare ställning
refusal-not-your-turn = Vänta på datorns drag
refusal-game-over = Partiet är redan slut
refusal-off-board = Det är utanför brädet
refusal-occupied = Den rutan är redan tagen
refusal-column-full = Den kolumnen är full
refusal-bad-take = Du får ta 1, 2 eller 3 ben, och inte fler än det finns i högen
refusal-no-such-move = Den pjäsen kan inte gå så
refusal-must-jump = Slag är tvingande: en av dina pjäser måste hoppa
refusal-in-check = Din kung står i schack: draget måste häva schacken
refusal-pinned = Den pjäsen är bunden: flyttas den står kungen i schack
refusal-into-check = Kungen får inte gå in i schack
refusal-bad-heap-take = Ta ett eller flera ben från en hög, och inte fler än det finns i den
refusal-empty-pit = Den gropen är tom: så från en av dina gropar som har kulor
refusal-no-move-here = Inget drag börjar där
refusal-not-a-landing = Pjäsen du valde kan inte gå dit

## Skylten när ett parti är slut

banner-nobody-wins = Ingen vinner den här gången.
banner-draw-agreed = { $answer }.
banner-draw-claimed = { $side } begärde remi.
banner-time-out-you = Din tid tog slut.
banner-time-out-computer = Datorns tid tog slut.
banner-time-out-side = Tiden tog slut för { $side }.
banner-you-beat = Du slog datorn.
banner-perfect = Den spelar perfekt.
banner-try-again = Ett försök till?
banner-record = Ditt resultat: { $record }.
banner-not-counted = Räknas inte i ditt resultat: matchen började från en uppställd ställning.
banner-play-again = Spela igen
banner-menu = Meny

## Draglistan

moves-title = Drag
moves-copy = Kopiera ställning
moves-copy-game = Kopiera partiet
moves-live = Till partiet
moves-person = person
moves-computer = dator
moves-paste = Klistra in
moves-none = Inga drag ännu
moves-row = { $number }. { $side } { $move }
moves-row-computer = { $number }. { $side } { $move }  ·  datorn

## Raden ovanför högarna (Benspelet, Nim)

caption-bones-left = { $bones ->
        [one] { $bones } ben kvar
       *[other] { $bones } ben kvar
    }
caption-took = { $side } tog { $move }
caption-bones-how = ta 1, 2 eller 3: klicka på de sista benen, tryck på en siffertangent eller använd knapparna
caption-heaps = Högar { $heaps }
caption-nim-how = ta hur många du vill från en hög: klicka på ett ben för att ta det och alla efter det
caption-kalah-standard = Vanliga regler: fångst bara om gropen mittemot har kulor
caption-kalah-empty = Regeln om fångst mot tom grop
caption-kalah-how = klicka på en av dina gropar för att så ut dess kulor
caption-sowed = { $side } sådde { $move }
caption-you = Du
caption-computer = Datorn
caption-then = sedan { $move }
caption-again = drar igen
caption-captured = { $seeds ->
    [one] tog en kula
   *[other] tog { $seeds } kulor
    }
caption-kalah-swept = spelet är slut: kulorna kvar på varje sida gick till ägarens bo

## Meddelanden: vad som gick fel med inställningarna, och vad en knapp gjorde

notice-settings-set-aside = Inställningarna kunde inte läsas ({ $why }), så standardvärdena gäller igen. Den gamla filen finns kvar som { $path }.
notice-settings-stuck = Inställningarna kunde inte läsas ({ $why }). Standardvärdena används, och ingenting sparas över de gamla inställningarna.
notice-settings-partly = Delar av inställningarna kunde inte läsas: { $notes }.
notice-settings-damaged = Inställningsfilen var skadad ({ $why }), så standardvärdena gäller igen.
notice-file-kept = Filen som den var finns kvar som { $path }.
notice-file-not-kept = Det gick inte att spara en kopia av filen: { $why }.
notice-file-not-moved = Den kunde inte flyttas undan ({ $why }), så ingenting sparas över den.
notice-link-ignored = Länkens parametrar ignorerades: { $why }.
notice-save-failed = Kunde inte spara inställningarna i { $place }: { $why }
notice-replay-dropped = { $moves ->
        [one] { $moves } drag i det sparade partiet kunde inte spelas upp igen.
       *[other] { $moves } drag i det sparade partiet kunde inte spelas upp igen.
    }
notice-copied-position = Ställningen ({ $moves }) har kopierats till urklipp
notice-pasted = Startade från det du klistrade in
notice-paste-refused = Inget inklistrat: { $why }
notice-draw-offered = { $side } erbjuder remi: godta, eller spela vidare för att avböja
notice-draw-weighing = Datorn väger ditt remierbjudande…
notice-computer-offers-draw = Datorn erbjuder remi: den har visat att partiet är remi. Godta, eller spela vidare för att avböja
notice-draw-accepted-proven = Datorn godtar remi: med bästa spel kan den inte vinna
notice-draw-accepted = Datorn godtar remi: den värderar sin ställning till { $value }
notice-draw-declined-win = Datorn avböjer remi: den har hittat en vinst
notice-draw-declined = Datorn avböjer remi: den värderar sin ställning till { $value }
notice-may-claim-repetition = Ställningen har uppstått tre gånger: { $side } kan begära remi
notice-time-short = { $side }: mindre än { $seconds } sekunder kvar
notice-may-claim-no-progress = Femtio drag var utan bondedrag och utan slag: { $side } kan begära remi
notice-draw-claimed-proven = Datorn begär remi: med bästa spel kan den inte vinna
notice-draw-claimed = Datorn begär remi: den värderar sin ställning till { $value }
paste-prompt = Klistra in en ställning eller drag i det här spelet
notice-copied-empty = Ställningen (det tomma brädet) har kopierats till urklipp
notice-copied = Kopierat till urklipp
notice-downloaded = Laddade ner { $file }
notice-in-address-bar = Länken till den här ställningen finns i adressfältet
notice-copy-failed = Kunde inte kopiera ställningen: { $why }
notice-two = { $first } { $second }

## Sökträdet: att utforska sökningen

explorer-heading = Sökträd
explorer-title = Sökträd: { $subject }
explorer-subject-minimax = Läroboksträd: minimax
explorer-subject-alpha-beta = Läroboksträd: alfa-beta
explorer-subject-bones = { $heap ->
        [one] Benspelet, en hög med { $heap } ben
       *[other] Benspelet, en hög med { $heap } ben
    }
explorer-subject-block = Tre i rad, X måste blockera
explorer-subject-empty = Tre i rad, det tomma brädet
explorer-subject-edited = Läroboksträd, redigerat
explorer-from-match = { $moves ->
        [0] { $game }, från början
        [one] { $game }, efter { $moves } drag
       *[other] { $game }, efter { $moves } drag
    }
explorer-minimax = Minimax
explorer-alpha-beta = Alfa-beta
explorer-ordered = Alfa-beta, sorterad
explorer-table = Alfa-beta + tabell
explorer-next = Nästa exempel
explorer-back = Tillbaka
explorer-play = Spela / Paus
explorer-next-cut = Nästa avskärning
explorer-slower = Långsammare
explorer-faster = Snabbare
explorer-shallower = Djup −
explorer-deeper = Djup +
explorer-export = Exportera
explorer-side-by-side = Sida vid sida
explorer-recording = spelar in sökningen…
explorer-depth = djup { $depth }
explorer-depth-evaluated = djup { $depth } (motorns bedömning i löven)
explorer-step = steg { $step } av { $steps }
explorer-playing = spelar, { $speed } steg/s
explorer-truncated = stoppat vid nodgränsen: en del av trädet saknas
explorer-under-pointer = Under pekaren: { $path }
explorer-where-search = Där sökningen är: { $path }
explorer-root = roten
explorer-max-to-move = max (rotens spelare) vid draget
explorer-min-to-move = min (motståndaren) vid draget
explorer-moves-again = samma spelare drar igen
explorer-again-mark = (igen)
explorer-value = värde { $value }
explorer-value-unknown = värdet är ännu okänt
explorer-at-least = värde { $value } (en gräns: minst)
explorer-at-most = värde { $value } (en gräns: högst)
explorer-window = fönster { $window }
explorer-table-hit = hämtad ur transpositionstabellen (TT)
explorer-cut-unvalued = { $moves ->
        [one] avskärning: { $moves } drag söktes aldrig
       *[other] avskärning: { $moves } drag söktes aldrig
    }
explorer-cut-max = { $moves ->
        [one] avskärning: { $moves } drag söktes aldrig.
       *[other] avskärning: { $moves } drag söktes aldrig.
    } Varför: max får { $value } här, men min har redan β { $edge } på annat håll: min låter aldrig partiet komma hit.
explorer-cut-min = { $moves ->
        [one] avskärning: { $moves } drag söktes aldrig.
       *[other] avskärning: { $moves } drag söktes aldrig.
    } Varför: min håller max nere på { $value } här, men max har redan α { $edge } på annat håll: max går aldrig hit.
explorer-nodes = { $nodes ->
        [one] { $nodes } nod
       *[other] { $nodes } noder
    }
explorer-more-nodes = { $nodes ->
        [one] fler än { $nodes } nod
       *[other] fler än { $nodes } noder
    }
explorer-cuts = { $cuts ->
        [one] { $cuts } avskärning
       *[other] { $cuts } avskärningar
    }
explorer-hits = { $hits ->
        [one] { $hits } TT-träff
       *[other] { $hits } TT-träffar
    }
explorer-counting = räknar…
explorer-edit = Nytt värde för löv { $leaf }: { $text }_
    Enter sparar det, Escape avbryter.
explorer-keys =
    ← → stega · Mellanslag spela · C nästa avskärning · Home/End
    {"["} ] fart · 1–4 algoritm · E exportera · Esc tillbaka
    Dra eller W A S D panorera · mushjul eller + − zooma
    Klicka på en nod för att öppna eller stänga den.
explorer-click-leaf = Klicka på ett löv för att ge det ett värde.
explorer-values = Värdena gäller rotens spelare: W5 betyder vinst vid halvdrag 5.
explorer-bones = { $bones ->
        [one] { $bones } ben
       *[other] { $bones } ben
    }
explorer-leaf = löv { $value }
explorer-exported = { $nodes ->
        [one] { $done }: trädet som Graphviz DOT ({ $nodes } nod).
       *[other] { $done }: trädet som Graphviz DOT ({ $nodes } noder).
    }
explorer-export-failed = Kunde inte exportera trädet: { $why }.
explorer-leaf-range = Ett lövs värde är ett heltal från { $low } till { $high }.

## Webbsidan, innan spelet körs (scripts/build-web.sh kopierar dessa till sidan)

web-loading = Laddar Minimax Arcade…
web-failed = Minimax Arcade kunde inte starta i den här webbläsaren (den behöver WebGL2).
web-downloading = Laddar ner: { $done } av { $total } MB
web-downloading-unknown = Laddar ner: { $done } MB
web-starting = Startar…
web-no-webgl = Minimax Arcade behöver WebGL2, som den här webbläsaren saknar eller har stängt av.
web-download-failed = Spelet kunde inte laddas ner. Kontrollera anslutningen och försök igen.
web-retry = Försök igen

## Vad en skärmläsare hör: brädets rutor och varje drag när det spelas

access-board = { $game }: brädet
access-cell = { $cell }, { $side }
access-cell-empty = { $cell }, tom
access-column = kolumn { $column }, nerifrån: { $discs }
access-column-empty = kolumn { $column }, tom
access-list = { $first }, { $second }
access-heap = hög { $heap }: { $bones ->
        [one] { $bones } ben
       *[other] { $bones } ben
    }
access-place-seeds = { $place }: { $seeds ->
        [one] { $seeds } kula
       *[other] { $seeds } kulor
    }
access-played = { $side } spelar { $move }
access-computer-played = Datorn ({ $side }) spelar { $move }
access-turned = { $count ->
    [one] en pjäs vänd
   *[other] { $count } pjäser vända
}
access-captured = { $count ->
    [one] en pjäs tagen
   *[other] { $count } pjäser tagna
}
access-moves-again = { $side } drar igen
access-passes = { $side } kan inte dra och står över
access-reversi-move = { $move }, { $colour }; { $turned ->
    [one] en bricka vänd
   *[other] { $turned } brickor vända
}
access-picked = { $place } vald: välj vart den ska
access-controls = Partiets knappar

## Så spelar du (en panel från menyn och pausmenyn): varje spels regler, sedan hur man drar.

how-title = Så spelar du
how-mnk = Turas om att sätta ditt märke i en tom ruta. Den som först får { $k } i rad, vågrätt, lodrätt eller diagonalt, vinner. Blir brädet fullt utan en sådan rad blir det oavgjort.
how-mnk-exact = Turas om att sätta ditt märke i en tom ruta. Den som först får exakt { $k } i rad, vågrätt, lodrätt eller diagonalt, vinner; en längre rad räknas inte. Blir brädet fullt utan en sådan rad blir det oavgjort.
how-gravity = Turas om att släppa en bricka i en kolumn: den faller till den lägsta tomma rutan. Den som först får { $k } i rad, vågrätt, lodrätt eller diagonalt, vinner. Blir brädet fullt utan en sådan rad blir det oavgjort.
how-bones = Det finns en hög med ben. Turas om att ta 1, 2 eller 3 av dem. Den som tar det sista benet vinner.
how-nim = Det finns några högar med ben. Turas om att ta hur många ben du vill, minst ett, från en enda hög. Den som tar det sista benet vinner.
how-kalah = Varje spelare har raden med { $pits } gropar närmast sig och boet till höger; varje grop börjar med { $seeds } kulor. När det är din tur tar du alla kulor ur en av dina gropar och sår ut dem en och en i groparna som följer, moturs: längs din rad, i ditt eget bo, längs motståndarens rad (aldrig i motståndarens bo) och runt igen. Hamnar din sista kula i ditt bo får du ett drag till. Så fort alla gropar på en sida är tomma lägger varje spelare kulorna som är kvar på sin sida i sitt eget bo, och den som har flest kulor i boet vinner.
how-kalah-capture = Fångst: hamnar din sista kula i en tom grop på din sida och gropen mittemot har kulor, går den kulan och alla kulor mittemot till ditt bo.
how-kalah-capture-empty = Fångst (regeln om tom grop): hamnar din sista kula i en tom grop på din sida går den kulan och alla kulor i gropen mittemot till ditt bo, även om gropen mittemot är tom.
picture-kalah-again = Grop { $pit }: den sista kulan hamnar i ditt bo, och du får ett drag till.
picture-kalah-capture = Grop { $pit }: den sista kulan hamnar i din tomma grop { $last }, och den och de { $taken } kulorna mittemot går till ditt bo.
picture-kalah-no-capture = Samma sådd med gropen mittemot tom: ingen fångst med den här regeln, och kulan stannar i grop { $last }.
picture-kalah-empty-capture = Samma sådd med gropen mittemot tom: med regeln om tom grop går kulan i grop { $last } ändå till ditt bo.
how-controls = Klicka eller tryck där du vill spela, eller flytta markören med piltangenterna och tryck Enter. U ångrar ett drag, H ger ett tips, A visar vad varje drag är värt, Esc pausar.
how-clock = Med klocka (väljs i menyn: 5+3 är fem minuter var och tre sekunder till för varje drag) går en sidas tid medan den är vid draget. Den sida vars tid tar slut förlorar, om inte den andra inte hade kunnat vinna med några drag alls (en ensam kung, i schack): då blir partiet oavgjort. Klockorna står stilla medan spelet är pausat eller dess tidigare drag visas.

# Reversi
game-reversi = Reversi
game-reversi-board = Reversi ({ $side }×{ $side })
game-crowning = Kröning ({ $side }×{ $side })
about-reversi = Svarta och vita brickor: stäng in en rad av motståndarens brickor så vänds de till din färg; flest brickor i slutet vinner.
how-reversi = Brädet har { $side }×{ $side } rutor, med två svarta och två vita brickor i mitten; svart börjar. Lägg en bricka på en tom ruta så att den tillsammans med en annan av dina brickor stänger in minst en rak rad av motståndarens brickor (vågrätt, lodrätt eller diagonalt): varje innesluten rad vänds till din färg. En bricka som inte vänder något får inte läggas.
how-reversi-end = Har du inget drag passar du (spelet passar åt dig) och motståndaren spelar vidare. Spelet slutar när ingen kan dra, och den som har flest brickor vinner. Analysens värden räknar de tomma rutorna till vinnaren, som othellospelare räknar.
how-crowning = Ett testspel av damspel. Bönderna står på de mörka rutorna och går en ruta snett framåt, eller hoppar över en motståndarpjäs till den tomma rutan bakom och tar den, och hoppar vidare så länge de kan. En bonde som når bortersta raden krönes, och en krönt pjäs går och hoppar också bakåt. Den som inte kan dra förlorar.
picture-crowning-jump = Svarts bonde hoppar över vits till bortersta raden, tar den och krönes.
game-checkers = Engelsk dam
about-checkers = Engelsk dam som förbunden spelar den: slag är tvingande, och en bricka som når bortersta raden blir dam.
how-checkers = Brickorna står på de 32 mörka rutorna, numrerade 1 till 32 från svarts sida; svart börjar. En bricka går en ruta snett framåt, en dam en ruta snett åt vilket håll som helst. En pjäs slår genom att hoppa över en motståndarpjäs bredvid sig till den tomma rutan bakom, och hoppar vidare så länge den kan, på den väg den väljer. Slag är tvingande: kan du hoppa måste du, men du väljer vilket hopp. En bricka som når bortersta raden blir dam, och där slutar dess drag. Den som saknar pjäser eller drag förlorar.
how-checkers-draws = Partiet blir remi när samma ställning med samma sida vid draget kommer för tredje gången, eller efter 80 drag (40 var) utan att någon bricka har flyttats eller något har slagits. Analysens värden räknar en bricka som 100.
picture-checkers-jump = Svarts bricka på 14 hoppar över två vita brickor, landar på 23 och sedan 30, där den blir dam: 14x23x30.
checkers-square = ruta { $square }
piece-man = { $side } bricka
piece-king = { $side } dam
access-checkers-step = { $colour }: { $from } till { $to }
access-checkers-jump = { $colour }: { $from } hoppar till { $landings }, slår { $taken }
game-chess = Schack
about-chess = Schack enligt FIDE:s regler: gör schack matt på motståndarens kung. Med rockad, en passant och förvandling.
how-chess = Vit börjar. Kungen går ett steg åt vilket håll som helst; damen hur långt som helst längs en rad, en linje eller en diagonal; tornet längs en rad eller en linje; löparen längs en diagonal; springaren i ett L och hoppar över pjäser. En bonde går ett steg framåt (två från sin första ruta) och slår ett steg snett framåt; en bonde som just gått två steg kan slås en passant, som om den gått ett. En bonde som når sista raden blir en dam, ett torn, en löpare eller en springare. Vid rockad går kungen två steg mot ett torn, som hoppar över den, om ingen av dem har flyttats, rutorna mellan är tomma och kungen inte står i schack, inte passerar en hotad ruta och inte hamnar i schack. Inget drag får lämna den egna kungen i schack.
how-chess-ends = En kung som hotas står i schack; står den i schack utan något drag som räddar den är den schack matt och dess sida förlorar. En sida utan lagliga drag som inte står i schack är patt: remi. Partiet blir också remi när ingen sida någonsin kan göra matt, när en ställning uppstår för femte gången, eller efter 75 drag var utan bondedrag eller slag; vid tredje gången, eller efter 50 drag var, får spelaren vid draget begära remi. Analysen räknar en bonde som 100.
picture-chess-castling = Vit gör kort rockad: kungen går från e1 till g1 och tornet från h1 till f1. O-O.
piece-pawn = { $side } bonde
piece-knight = { $side } springare
piece-bishop = { $side } löpare
piece-rook = { $side } torn
piece-queen = { $side } dam
piece-chess-king = { $side } kung
access-chess-move = { $piece }, { $from } till { $to }
access-chess-capture = { $piece } på { $from } slår { $taken } på { $to }
access-chess-promotion = { $move }, förvandlas till { $piece }
access-chess-check = { $move }, schack
access-chess-castles = { $colour } rockerar
chess-check = Schack
choose-move = Vilket drag?
picture-reversi-two-lines = Svarts d4 stänger två rader på en gång: de vita brickorna på c4 och d3 vänds till svarta.
picture-reversi-pass = Vit har inget drag här (ingen tom ruta skulle vända en bricka): vit passar och svart spelar vidare.
caption-reversi-count = Svart { $black } · Vit { $white }
caption-played = { $side } spelade { $move }
banner-reversi-empties = { $all }–{ $lost } med de tomma rutorna.
move-square = { $square }
move-pass = pass
refusal-square-taken = Den rutan har redan en bricka
refusal-no-flip = En bricka där vänder ingenting: den måste stänga in en rad av motståndarens brickor
refusal-cannot-pass = Du får bara passa när du inte har något drag
