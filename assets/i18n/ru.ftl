# Minimax Arcade: слова игры, по-русски. Те же сообщения и те же подстановки ({ $name }), что в en.ftl.

## Игры

game-tictactoe = Крестики-нолики
game-four-in-a-row = Четыре в линию
game-gomoku = Гомоку
game-gomoku-standard = Гомоку, стандартные правила
game-connect4 = Четыре в ряд
game-custom = Своя доска
game-bones = Косточки
game-nim = Ним
game-board = Доска { $cols }×{ $rows }, { $k } в ряд
game-board-exactly = Доска { $cols }×{ $rows }, ровно { $k } в ряд
game-gravity-board = Доска { $cols }×{ $rows } с гравитацией, { $k } в ряд
game-bones-heap = Косточки ({ $heap })
game-nim-heaps = Ним ({ $heaps })
game-nim-heap-separator = { ", " }
game-kalah = Калах
game-kalah-board = Калах ({ $pits } { $pits ->
        [one] лунка
        [few] лунки
       *[many] лунок
    }, { $seeds } { $seeds ->
        [one] камень
        [few] камня
       *[many] камней
    }{ $rule ->
        [empty] {", захват у пустой лунки"}
       *[standard] {""}
    })
about-tictactoe = Три в ряд на доске 3×3.
about-four-in-a-row = Четыре в ряд на доске 7×6; ставить можно на любую клетку.
about-gomoku = Пять или больше в ряд на доске 15×15.
about-gomoku-standard = Ровно пять в ряд на доске 15×15: шесть и больше не выигрывают.
about-connect4 = Бросайте фишки в 7 столбцов; побеждают четыре в ряд.
about-nim = Кучки из 3, 4 и 5: берите сколько угодно из одной кучки; кто взял последнюю косточку, тот и победил.
about-kalah = Два ряда лунок и по калаху у каждого: раскладывайте камни по кругу; у кого в калахе больше камней, тот и победил.

## Уровни компьютера

level-easy = Лёгкий
level-medium = Средний
level-hard = Сложный
level-perfect = Идеальный

## Меню

menu-title = Minimax Arcade
menu-tagline = Классические настольные игры против компьютера, который думает наперёд
menu-game = Игра
menu-heap = Кучка
menu-heap-rules = { $heap ->
        [one] косточка
        [few] косточки
       *[many] косточек
    }; за ход берут 1, 2 или 3; кто не может сходить, проигрывает
menu-board = Доска
menu-board-size = { $side }×{ $side }
menu-columns = Столбцы
menu-rows = Строки
menu-in-a-row = В ряд
menu-gravity-on = Гравитация: вкл.
menu-gravity-off = Гравитация: выкл.
menu-pits = Лунки
menu-seeds = Камни
menu-capture = Захват
menu-capture-standard = обычный
menu-capture-empty = и у пустой лунки
menu-human = Человек
menu-computer = Компьютер
menu-record = Ваш счёт
menu-record-none = ещё ни одной партии против уровня «{ $level }»
menu-record-some = { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    }, { $draws ->
        [one] { $draws } ничья
        [few] { $draws } ничьи
       *[many] { $draws } ничьих
    }, { $losses ->
        [one] { $losses } поражение
        [few] { $losses } поражения
       *[many] { $losses } поражений
    } против уровня «{ $level }»
menu-first-move = Первый ход
menu-plays-black = Играет чёрными
menu-you-play = Вы играете
menu-random = Случайно
menu-clock = Часы
menu-clock-none = Без ограничения
menu-clock-custom = Свой контроль
menu-clock-minutes = минут
menu-clock-seconds = секунд на ход
menu-continue = Продолжить партию
menu-explorer = Дерево поиска
menu-settings = Настройки
menu-start = Начать
menu-keys = Enter — начать · Tab или стрелки — переход по кнопкам · в игре: стрелки + Enter или щелчок — ход, H — подсказка, A — анализ, U — отменить ход, M — звук, Esc — пауза
# The version and the licence, at the foot of the menu.
menu-about = Minimax Arcade { $version } · свободная программа (MIT или Apache 2.0)

## Пауза и настройки

pause-title = Пауза
pause-resume = Продолжить
pause-restart = Начать заново
pause-explore = Исследовать поиск
pause-settings = Настройки
pause-menu = Главное меню
pause-quit = Выйти
pause-esc = Esc — продолжить
settings-title = Настройки
settings-volume = Громкость
settings-effects = Эффекты
settings-music = Музыка
settings-sound = Звук (M)
settings-sound-on = Вкл.
settings-muted = Без звука
settings-animation = Анимация
settings-slow = Медленно
settings-normal = Обычно
settings-fast = Быстро
settings-reduced-motion = Меньше движения
settings-theme = Тема
settings-dark = Тёмная
settings-light = Светлая
settings-high-contrast = Высокий контраст
settings-analysis = Анализ (A)
settings-coordinates = Координаты
settings-coordinates-auto = Где ходы называют поля
settings-legal-moves = Возможные ходы
settings-move-preview = Предпросмотр хода
settings-on = Вкл.
settings-off = Выкл.
settings-back = Назад
settings-text-size = Размер текста
settings-percent = { $percent }%
settings-language = Язык
settings-system-language = Системный

## Стороны: так их называют верхняя панель, строка состояния и список ходов

side-x = X
side-o = O
side-red = Красные
side-yellow = Жёлтые
side-black = Чёрные
side-white = Белые
piece-crown = { $side }, коронованная
side-first = Игрок 1
side-second = Игрок 2

## Ход внутри фразы («Подсказка: столбец 4 (выигрыш за 3 хода)»)

move-cell = клетка { $cell }
move-column = столбец { $column }
move-take = взять { $bones }
move-from-heap = { $bones } из кучки { $heap }
move-pit = лунка { $pit }
place-your-pit = ваша лунка { $pit }
place-their-pit = лунка { $pit } противника
place-your-store = ваш калах
place-their-store = калах противника
label-you = Вы
label-computer = Компьютер
move-take-button = Взять { $bones }

## Чего стоит ход, в ходах самого игрока

reading-wins-now = немедленный выигрыш
reading-win = { $moves ->
        [one] выигрыш за { $moves } ход
        [few] выигрыш за { $moves } хода
       *[many] выигрыш за { $moves } ходов
    }
reading-draw = ничья
reading-won = выигрыш
reading-lost = проигрыш
reading-loses-now = немедленный проигрыш
reading-loss = { $moves ->
        [one] проигрыш за { $moves } ход
        [few] проигрыш за { $moves } хода
       *[many] проигрыш за { $moves } ходов
    }
reading-worth = оценка { $value }
reading-margin = { $value }
reading-about = около { $value }
board-win = выигр. { $moves }
board-loss = проигр. { $moves }
board-lost = проигран
board-draw = ничья

## Партия: верхняя панель, строка состояния и кнопки

hud-human = Человек
hud-computer = Компьютер ({ $level })
hud-seat = { $side }: { $seat }
# Как закончилась партия: строка состояния, табличка в конце и экранный диктор говорят одно и то же. Перевес
# пока без единиц («с перевесом в 4»): что считают (камни, фишки), скажет сама игра.
hud-you-win = Вы победили!
hud-you-win-by = Вы победили с перевесом в { $margin }!
hud-computer-wins = Компьютер победил
hud-computer-wins-by = Компьютер победил с перевесом в { $margin }
hud-side-wins = Победа: { $side }!
hud-side-wins-by = Победа: { $side }, с перевесом в { $margin }!
hud-you-win-score = Вы победили со счётом { $won }–{ $lost }!
hud-computer-wins-score = Компьютер победил со счётом { $won }–{ $lost }
hud-side-wins-score = Победа: { $side }, { $won }–{ $lost }!
hud-draw-score = Ничья { $won }–{ $lost }
hud-draw = Ничья
hud-draw-repetition = Ничья: позиция повторилась
hud-draw-no-progress = Ничья: слишком много ходов без прогресса
hud-draw-agreement = Ничья по соглашению
hud-draw-out-of-time = Ничья: время истекло, но выиграть было невозможно
hud-thinking = Компьютер ({ $side }) думает…
hud-paused = Пауза: нажмите «Шаг» или «Продолжить»
hud-to-move = Ход: { $side }
hud-computer-to-move = Ход: компьютер ({ $side })
hud-looking = Поиск хорошего хода…
hud-hint = Подсказка: { $move } ({ $reading })
hud-your-turn = Ваш ход ({ $side })
hud-analysing = анализ…
hud-wins-by-fours = { $moves ->
        [one] { $side }: выигрыш четвёрками за { $moves } ход
        [few] { $side }: выигрыш четвёрками за { $moves } хода
       *[many] { $side }: выигрыш четвёрками за { $moves } ходов
    }
hud-estimates = анализ: оценки, позиция не решена
hud-exact = анализ: точный
hud-cut-short = анализ: прерван, оценено ходов: { $valued } из { $legal }
hud-no-hint = Подсказки нет: анализ прервался, не оценив все ходы
hud-review = Ход { $ply } из { $moves }  ·  ← → — листать  ·  Esc — назад к партии
hud-solving = точный расчёт: { $reading }
hud-solving-between = точный расчёт: от { $low } до { $high }
hud-depth = глубина { $depth }
hud-nodes = { $nodes ->
        [one] { $nodes } узел
        [few] { $nodes } узла
       *[many] { $nodes } узлов
    }
hud-menu = Меню
hud-restart = Заново
hud-undo = Отменить
hud-redo = Вернуть
hud-pause = Пауза
hud-resume = Продолжить
hud-step = Шаг
hud-speed = Скорость: { $speed }
hud-hint-button = Подсказка
hud-offer-draw = Предложить ничью
hud-accept-draw = Принять ничью
hud-claim-draw = Потребовать ничью
hud-analysis-on = Анализ: вкл.
hud-analysis-off = Анализ: выкл.
speed-slow = Медленно
speed-normal = Обычно
speed-fast = Быстро
speed-instant = Мгновенно

## Почему ход не принят

refusal-stale = Этот ход относился к прежней позиции
refusal-not-your-turn = Дождитесь хода компьютера
refusal-game-over = Партия уже окончена
refusal-off-board = Это за пределами доски
refusal-occupied = Эта клетка уже занята
refusal-column-full = Этот столбец заполнен
refusal-bad-take = Можно взять 1, 2 или 3 косточки, но не больше, чем есть в кучке
refusal-no-such-move = Эта фигура не может так ходить
refusal-must-jump = Бить обязательно: одна из ваших шашек должна бить
refusal-in-check = Ваш король под шахом: ход должен защитить от шаха
refusal-pinned = Эта фигура связана: её ход оставит короля под шахом
refusal-into-check = Король не может встать под шах
refusal-bad-heap-take = Возьмите одну или несколько косточек из одной кучки, но не больше, чем в ней есть
refusal-empty-pit = Эта лунка пуста: берите камни из своей лунки, где они есть
refusal-no-move-here = Отсюда нет хода
refusal-not-a-landing = Выбранная фигура не может пойти туда

## Табличка в конце партии

banner-nobody-wins = На этот раз никто не победил.
banner-draw-agreed = { $answer }.
banner-draw-claimed = Ничью потребовали: { $side }.
banner-time-out-you = Ваше время истекло.
banner-time-out-computer = Время компьютера истекло.
banner-time-out-side = Время истекло: { $side }.
banner-you-beat = Вы обыграли компьютер.
banner-perfect = Он играет безошибочно.
banner-try-again = Ещё раз?
banner-record = Ваш счёт: { $record }.
banner-not-counted = Не идёт в ваш счёт: партия началась с заданной позиции.
banner-play-again = Сыграть ещё
banner-menu = Меню

## Список ходов

moves-title = Ходы
moves-copy = Копировать позицию
moves-copy-game = Копировать партию
moves-live = К партии
moves-person = человек
moves-computer = компьютер
moves-paste = Вставить
moves-none = Ходов пока нет
moves-row = { $number }. { $side } { $move }
moves-row-computer = { $number }. { $side } { $move }  ·  компьютер

## Строка над кучками (Косточки, Ним)

caption-bones-left = { $bones ->
        [one] осталась { $bones } косточка
        [few] осталось { $bones } косточки
       *[many] осталось { $bones } косточек
    }
caption-took = { $side }: взято { $move }
caption-bones-how = берите 1, 2 или 3: щёлкните по последним косточкам, нажмите клавишу или используйте кнопки
caption-heaps = Кучки { $heaps }
caption-nim-how = берите сколько угодно из одной кучки: щёлкните по косточке, чтобы взять её и все следующие за ней
caption-kalah-standard = Обычные правила: захват, только если напротив есть камни
caption-kalah-empty = Правило захвата у пустой лунки
caption-kalah-how = щёлкните по своей лунке, чтобы разложить её камни
caption-sowed = { $side }: { $move }
caption-you = Вы
caption-computer = Компьютер
caption-then = затем { $move }
caption-again = ходит ещё раз
caption-captured = { $seeds ->
    [one] захвачен { $seeds } камень
    [few] захвачено { $seeds } камня
   *[many] захвачено { $seeds } камней
    }
caption-kalah-swept = игра окончена: камни, оставшиеся на каждой стороне, ушли в калах её владельца

## Уведомления: что не так с настройками и что сделала кнопка

notice-settings-set-aside = Не удалось прочитать настройки ({ $why }), поэтому восстановлены значения по умолчанию. Старый файл сохранён как { $path }.
notice-settings-stuck = Не удалось прочитать настройки ({ $why }). Используются значения по умолчанию, а старые настройки не будут перезаписаны.
notice-settings-partly = Часть настроек не удалось прочитать: { $notes }.
notice-settings-damaged = Файл настроек был повреждён ({ $why }), поэтому восстановлены значения по умолчанию.
notice-file-kept = Файл в прежнем виде сохранён как { $path }.
notice-file-not-kept = Не удалось сохранить копию файла: { $why }.
notice-file-not-moved = Его не удалось переместить ({ $why }), поэтому он не будет перезаписан.
notice-link-ignored = Параметры ссылки проигнорированы: { $why }.
notice-save-failed = Не удалось сохранить настройки в { $place }: { $why }
notice-replay-dropped = { $moves ->
        [one] Не удалось воспроизвести { $moves } ход сохранённой партии.
        [few] Не удалось воспроизвести { $moves } хода сохранённой партии.
       *[many] Не удалось воспроизвести { $moves } ходов сохранённой партии.
    }
notice-copied-position = Позиция ({ $moves }) скопирована в буфер обмена
notice-pasted = Партия начата со вставленного
notice-paste-refused = Ничего не вставлено: { $why }
notice-draw-offered = { $side } предлагает ничью: примите её или продолжайте игру, чтобы отказаться
notice-draw-weighing = Компьютер обдумывает ваше предложение ничьей…
notice-computer-offers-draw = Компьютер предлагает ничью: он доказал, что партия ничейная. Примите её или продолжайте игру, чтобы отказаться
notice-draw-accepted-proven = Компьютер соглашается на ничью: при лучшей игре ему не выиграть
notice-draw-accepted = Компьютер соглашается на ничью: он оценивает свою позицию как { $value }
notice-draw-declined-win = Компьютер отказывается от ничьей: он нашёл выигрыш
notice-draw-declined = Компьютер отказывается от ничьей: он оценивает свою позицию как { $value }
notice-may-claim-repetition = Позиция повторилась три раза: { $side } могут потребовать ничью
notice-time-short = { $side }: осталось меньше { $seconds } секунд
notice-may-claim-no-progress = Пятьдесят ходов каждой стороны без хода пешкой и без взятий: { $side } могут потребовать ничью
notice-draw-claimed-proven = Компьютер требует ничью: при лучшей игре ему не выиграть
notice-draw-claimed = Компьютер требует ничью: он оценивает свою позицию как { $value }
paste-prompt = Вставьте позицию или ходы этой игры
notice-copied-empty = Позиция (пустая доска) скопирована в буфер обмена
notice-copied = Скопировано в буфер обмена
notice-downloaded = Скачан файл { $file }
notice-in-address-bar = Ссылка на эту позицию — в адресной строке
notice-copy-failed = Не удалось скопировать позицию: { $why }
notice-two = { $first } { $second }

## Дерево поиска: как думает компьютер

explorer-heading = Дерево поиска
explorer-title = Дерево поиска: { $subject }
explorer-subject-minimax = Учебное дерево: минимакс
explorer-subject-alpha-beta = Учебное дерево: альфа-бета
explorer-subject-bones = { $heap ->
        [one] Косточки, кучка из { $heap } косточки
        [few] Косточки, кучка из { $heap } косточек
       *[many] Косточки, кучка из { $heap } косточек
    }
explorer-subject-block = Крестики-нолики, X должен блокировать
explorer-subject-empty = Крестики-нолики, пустая доска
explorer-subject-edited = Учебное дерево, изменённое
explorer-from-match = { $moves ->
        [0] { $game }, начальная позиция
        [one] { $game }, после { $moves } хода
        [few] { $game }, после { $moves } ходов
       *[many] { $game }, после { $moves } ходов
    }
explorer-minimax = Минимакс
explorer-alpha-beta = Альфа-бета
explorer-ordered = Альфа-бета + сортировка
explorer-table = Альфа-бета + таблица
explorer-next = Следующий пример
explorer-back = Назад
explorer-play = Пуск / Пауза
explorer-next-cut = К отсечению
explorer-slower = Медленнее
explorer-faster = Быстрее
explorer-shallower = Глубина −
explorer-deeper = Глубина +
explorer-export = Экспорт
explorer-side-by-side = Сравнение
explorer-recording = запись поиска…
explorer-depth = глубина { $depth }
explorer-depth-evaluated = глубина { $depth } (в листьях — оценка движка)
explorer-step = шаг { $step } из { $steps }
explorer-playing = { $speed ->
        [one] воспроизведение, { $speed } шаг/с
        [few] воспроизведение, { $speed } шага/с
       *[many] воспроизведение, { $speed } шагов/с
    }
explorer-truncated = достигнут предел числа узлов: часть дерева не показана
explorer-under-pointer = Под курсором: { $path }
explorer-where-search = Где сейчас поиск: { $path }
explorer-root = корень
explorer-max-to-move = ходит max (игрок в корне)
explorer-min-to-move = ходит min (соперник)
explorer-moves-again = тот же игрок ходит ещё раз
explorer-again-mark = (ещё)
explorer-value = значение { $value }
explorer-value-unknown = значение пока неизвестно
explorer-at-least = значение { $value } (граница: не меньше)
explorer-at-most = значение { $value } (граница: не больше)
explorer-window = окно { $window }
explorer-table-hit = взято из таблицы транспозиций (TT)
explorer-cut-unvalued = { $moves ->
        [one] отсечение: пропущен { $moves } ход
        [few] отсечение: пропущены { $moves } хода
       *[many] отсечение: пропущено { $moves } ходов
    }
explorer-cut-max = { $moves ->
        [one] отсечение: пропущен { $moves } ход.
        [few] отсечение: пропущены { $moves } хода.
       *[many] отсечение: пропущено { $moves } ходов.
    } Почему: здесь max получает { $value }, но у min уже есть β { $edge } в другой ветке: min не допустит, чтобы игра пришла сюда.
explorer-cut-min = { $moves ->
        [one] отсечение: пропущен { $moves } ход.
        [few] отсечение: пропущены { $moves } хода.
       *[many] отсечение: пропущено { $moves } ходов.
    } Почему: здесь min не даёт max больше { $value }, но у max уже есть α { $edge } в другой ветке: max сюда не пойдёт.
explorer-nodes = { $nodes ->
        [one] { $nodes } узел
        [few] { $nodes } узла
       *[many] { $nodes } узлов
    }
explorer-more-nodes = { $nodes ->
        [one] больше { $nodes } узла
        [few] больше { $nodes } узлов
       *[many] больше { $nodes } узлов
    }
explorer-cuts = { $cuts ->
        [one] { $cuts } отсечение
        [few] { $cuts } отсечения
       *[many] { $cuts } отсечений
    }
explorer-hits = { $hits ->
        [one] { $hits } попадание в TT
        [few] { $hits } попадания в TT
       *[many] { $hits } попаданий в TT
    }
explorer-counting = подсчёт…
explorer-edit = Новое значение листа { $leaf }: { $text }_
    Enter — сохранить, Esc — отмена.
explorer-keys =
    ← → — шаг · Пробел — пуск · C — к отсечению · Home/End
    {"["} ] — скорость · 1–4 — алгоритм · E — экспорт · Esc — назад
    Перетаскивание или W A S D — сдвиг · колесо или + − — масштаб
    Щёлкните по узлу, чтобы раскрыть или свернуть его.
explorer-click-leaf = Щёлкните по листу, чтобы задать ему значение.
explorer-values = Значения — с точки зрения игрока в корне: W5 — выигрыш на 5-м полуходе.
explorer-bones = { $bones ->
        [one] { $bones } косточка
        [few] { $bones } косточки
       *[many] { $bones } косточек
    }
explorer-leaf = лист { $value }
explorer-exported = { $nodes ->
        [one] { $done }: дерево в формате Graphviz DOT ({ $nodes } узел).
        [few] { $done }: дерево в формате Graphviz DOT ({ $nodes } узла).
       *[many] { $done }: дерево в формате Graphviz DOT ({ $nodes } узлов).
    }
explorer-export-failed = Не удалось экспортировать дерево: { $why }.
explorer-leaf-range = Значение листа — целое число от { $low } до { $high }.

## Веб-страница до запуска игры (scripts/build-web.sh копирует эти строки в страницу)

web-loading = Загрузка Minimax Arcade…
web-failed = Не удалось запустить Minimax Arcade в этом браузере (нужен WebGL2).
web-downloading = Загрузка: { $done } из { $total } МБ
web-downloading-unknown = Загрузка: { $done } МБ
web-starting = Запуск…
web-no-webgl = Для Minimax Arcade нужен WebGL2, а этот браузер его не поддерживает или он отключён.
web-download-failed = Не удалось загрузить игру. Проверьте подключение и попробуйте ещё раз.
web-retry = Попробовать снова

## Что слышит программа экранного доступа: клетки доски и каждый ход

access-board = { $game }: доска
access-cell = { $cell }, { $side }
access-cell-empty = { $cell }, пусто
access-column = столбец { $column }, снизу вверх: { $discs }
access-column-empty = столбец { $column }, пусто
access-list = { $first }, { $second }
access-heap = кучка { $heap }: { $bones ->
        [one] { $bones } косточка
        [few] { $bones } косточки
       *[many] { $bones } косточек
    }
access-place-seeds = { $place }: { $seeds ->
        [one] { $seeds } камень
        [few] { $seeds } камня
       *[many] { $seeds } камней
    }
access-played = { $side }: { $move }
access-computer-played = Компьютер ({ $side }): { $move }
access-turned = { $count ->
    [one] перевёрнута { $count } фишка
    [few] перевёрнуты { $count } фишки
    [many] перевёрнуто { $count } фишек
   *[other] перевёрнуто { $count } фишки
}
access-captured = { $count ->
    [one] взята { $count } фишка
    [few] взяты { $count } фишки
    [many] взято { $count } фишек
   *[other] взято { $count } фишки
}
access-moves-again = { $side } ходит ещё раз
access-passes = { $side }: ходов нет, пропуск хода
access-reversi-move = { $move }, { $colour }; { $turned ->
    [one] перевёрнута { $turned } фишка
    [few] перевёрнуты { $turned } фишки
   *[many] перевёрнуто { $turned } фишек
}
access-picked = Выбрано: { $place }; выберите, куда пойти
access-controls = Кнопки партии

## Как играть (панель из меню и из паузы): правила каждой игры, затем как сделать ход.

how-title = Как играть
how-mnk = Ходите по очереди, ставя свой знак на любую свободную клетку. Побеждает тот, кто первым выстроит { $k } в ряд по горизонтали, вертикали или диагонали. Если доска заполнена, а такого ряда нет, — ничья.
how-mnk-exact = Ходите по очереди, ставя свой знак на любую свободную клетку. Побеждает тот, кто первым выстроит ровно { $k } в ряд по горизонтали, вертикали или диагонали; более длинный ряд не считается. Если доска заполнена, а такого ряда нет, — ничья.
how-gravity = Ходите по очереди, бросая фишку в столбец: она падает на самую нижнюю свободную клетку. Побеждает тот, кто первым выстроит { $k } в ряд по горизонтали, вертикали или диагонали. Если доска заполнена, а такого ряда нет, — ничья.
how-bones = Есть одна кучка косточек. Ходите по очереди, беря из неё 1, 2 или 3 косточки. Кто взял последнюю косточку, тот и победил.
how-nim = Есть несколько кучек косточек. Ходите по очереди, беря сколько угодно косточек, но не меньше одной, из одной кучки. Кто взял последнюю косточку, тот и победил.
how-kalah = У каждого игрока есть ближний к нему ряд из { $pits } лунок и калах справа от них; в начале в каждой лунке по { $seeds } { $seeds ->
        [few] камня
       *[many] камней
    }. В свой ход возьмите все камни из одной своей лунки и разложите их по одному в следующие лунки против часовой стрелки: по своему ряду, в свой калах, по ряду противника (его калах пропускается) и снова по кругу. Если последний камень попал в ваш калах, вы ходите ещё раз. Как только у одной из сторон опустеют все лунки, каждый игрок кладёт камни, оставшиеся на его стороне, в свой калах; побеждает тот, у кого в калахе больше камней.
how-kalah-capture = Захват: если последний камень попал в вашу пустую лунку, а в лунке напротив есть камни, этот камень и все камни напротив переходят в ваш калах.
how-kalah-capture-empty = Захват (правило пустой лунки): если последний камень попал в вашу пустую лунку, этот камень и все камни из лунки напротив переходят в ваш калах, даже если лунка напротив пуста.
picture-kalah-again = Лунка { $pit }: последний камень попадает в ваш калах, и вы ходите ещё раз.
picture-kalah-capture = Лунка { $pit }: последний камень попадает в вашу пустую лунку { $last }, и он вместе с камнями напротив ({ $taken }) уходит в ваш калах.
picture-kalah-no-capture = Тот же ход, но лунка напротив пуста: по этому правилу захвата нет, и камень остаётся в лунке { $last }.
picture-kalah-empty-capture = Тот же ход, но лунка напротив пуста: по правилу пустой лунки камень из лунки { $last } всё равно уходит в ваш калах.
how-controls = Щёлкните или коснитесь места, куда хотите сходить, или ведите курсор стрелками и нажмите Enter. U отменяет ход, H даёт подсказку, A показывает цену каждого хода, Esc ставит паузу.
how-clock = При игре с часами (их выбирают в меню: 5+3 — пять минут каждому и ещё три секунды за каждый ход) время стороны идёт, пока она делает ход. Сторона, у которой истекло время, проигрывает, если только у соперника нет никакой возможности выиграть (как у одинокого короля в шахматах): тогда ничья. Часы стоят, пока игра на паузе или показаны прошлые ходы.

# Reversi
game-reversi = Реверси
game-reversi-board = Реверси ({ $side }×{ $side })
game-crowning = Коронация ({ $side }×{ $side })
about-reversi = Чёрные и белые фишки: замкните ряд фишек соперника, и они перевернутся на ваш цвет; побеждает тот, у кого в конце больше фишек.
how-reversi = На доске { $side }×{ $side } клеток, в центре по две чёрные и белые фишки; первыми ходят чёрные. Ставьте фишку на пустую клетку так, чтобы она вместе с другой вашей фишкой замкнула хотя бы один прямой ряд фишек соперника (по горизонтали, вертикали или диагонали): каждый замкнутый ряд переворачивается на ваш цвет. Ставить фишку, которая ничего не переворачивает, нельзя.
how-reversi-end = Если хода нет, вы пропускаете ход (игра сделает это за вас), и соперник ходит дальше. Игра кончается, когда не может ходить никто; побеждает тот, у кого больше фишек. В оценках анализа пустые клетки засчитываются победителю, как принято в отелло.
how-crowning = Тестовая игра в шашки. Простые стоят на тёмных полях и ходят на одно поле по диагонали вперёд или перепрыгивают фигуру противника на свободное поле за ней, забирая её, и прыгают дальше, пока могут. Простая, дошедшая до дальнего ряда, коронуется, и коронованная ходит и бьёт также назад. Сторона без хода проигрывает.
picture-crowning-jump = Простая чёрных перепрыгивает простую белых на дальний ряд, забирает её и коронуется.
game-checkers = Английские шашки
about-checkers = Английские шашки по правилам федераций: бить обязательно, а шашка, дошедшая до дальнего ряда, становится дамкой.
how-checkers = Шашки стоят на 32 тёмных полях, пронумерованных от 1 до 32 со стороны чёрных; первыми ходят чёрные. Простая шашка ходит на одно поле по диагонали вперёд, дамка — на одно поле по диагонали в любую сторону. Шашка бьёт, перепрыгивая соседнюю шашку противника на свободное поле за ней, и продолжает бить, пока может, выбирая путь. Бить обязательно, но можно выбрать, чем и как. Простая, дошедшая до дальнего ряда, становится дамкой, и на этом её ход заканчивается. Сторона без шашек или без хода проигрывает.
how-checkers-draws = Партия заканчивается вничью, когда одна и та же позиция с той же очередью хода повторяется в третий раз, или после 80 ходов (по 40 у каждого), в которых не сдвинулась ни одна простая шашка и ничего не было взято. Оценки анализа считают простую шашку за 100.
picture-checkers-jump = Простая чёрных с поля 14 бьёт две белые шашки, встаёт на 23, затем на 30 и становится там дамкой: 14x23x30.
checkers-square = поле { $square }
piece-man = { $side }, шашка
piece-king = { $side }, дамка
access-checkers-step = { $colour }: { $from } на { $to }
access-checkers-jump = { $colour }: { $from } бьёт { $taken } и встаёт на { $landings }
game-chess = Шахматы
about-chess = Шахматы по правилам ФИДЕ: поставьте мат королю соперника. С рокировкой, взятием на проходе и превращением пешки.
how-chess = Первыми ходят белые. Король ходит на одно поле в любую сторону; ферзь — на любое расстояние по горизонтали, вертикали или диагонали; ладья — по горизонтали или вертикали; слон — по диагонали; конь — буквой «Г», перепрыгивая через фигуры. Пешка ходит на одно поле вперёд (с начального поля — на два) и бьёт на одно поле вперёд по диагонали; пешку, только что прошедшую два поля, можно взять на проходе, как если бы она прошла одно. Пешка, дошедшая до последней горизонтали, превращается в ферзя, ладью, слона или коня. При рокировке король переходит на два поля к ладье, а ладья перепрыгивает через него, если ни король, ни ладья не ходили, поля между ними свободны, король не под шахом, не проходит через битое поле и не встаёт под шах. Ни один ход не может оставить своего короля под шахом.
how-chess-ends = Король под ударом находится под шахом; если от шаха некуда уйти, это мат, и его сторона проигрывает. Сторона без допустимых ходов, не находящаяся под шахом, получает пат — это ничья. Партия также заканчивается вничью, когда ни одна сторона уже не может поставить мат, когда позиция повторяется в пятый раз или после 75 ходов каждой стороны без хода пешкой и без взятия; при третьем повторении или после 50 ходов каждой стороны игрок, чей ход, может потребовать ничью. Анализ считает пешку за 100.
picture-chess-castling = Белые делают короткую рокировку: король идёт с e1 на g1, ладья с h1 на f1. O-O.
piece-pawn = { $side }, пешка
piece-knight = { $side }, конь
piece-bishop = { $side }, слон
piece-rook = { $side }, ладья
piece-queen = { $side }, ферзь
piece-chess-king = { $side }, король
access-chess-move = { $piece }: { $from } на { $to }
access-chess-capture = { $piece }: { $from } берёт на { $to } ({ $taken })
access-chess-promotion = { $move }, превращение: { $piece }
access-chess-check = { $move }, шах
access-chess-castles = { $colour }: рокировка
chess-check = Шах
choose-move = Какой ход?
picture-reversi-two-lines = Ход чёрных d4 замыкает сразу два ряда: белые фишки на c4 и d3 становятся чёрными.
picture-reversi-pass = У белых здесь нет хода (ни одна пустая клетка ничего не переворачивает): белые пропускают ход, и чёрные ходят дальше.
caption-reversi-count = Чёрные { $black } · Белые { $white }
caption-played = { $side }: { $move }
banner-reversi-empties = { $all }–{ $lost } с пустыми полями.
move-square = { $square }
move-pass = пас
refusal-square-taken = На этой клетке уже стоит фишка
refusal-no-flip = Фишка здесь ничего не переворачивает: она должна замкнуть ряд фишек соперника
refusal-cannot-pass = Пропустить ход можно, только когда ходить некуда
