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
about-tictactoe = Три в ряд на доске 3×3.
about-four-in-a-row = Четыре в ряд на доске 7×6; ставить можно на любую клетку.
about-gomoku = Пять или больше в ряд на доске 15×15.
about-gomoku-standard = Ровно пять в ряд на доске 15×15: шесть и больше не выигрывают.
about-connect4 = Бросайте фишки в 7 столбцов; побеждают четыре в ряд.
about-nim = Кучки из 3, 4 и 5: берите сколько угодно из одной кучки; кто взял последнюю косточку, тот и победил.

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
menu-columns = Столбцы
menu-rows = Строки
menu-in-a-row = В ряд
menu-gravity-on = Гравитация: вкл.
menu-gravity-off = Гравитация: выкл.
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
menu-random = Случайно
menu-continue = Продолжить партию
menu-explorer = Дерево поиска
menu-settings = Настройки
menu-start = Начать
menu-keys = Enter — начать · Tab или стрелки — переход по кнопкам · в игре: стрелки + Enter или щелчок — ход, H — подсказка, A — анализ, U — отменить ход, M — звук, Esc — пауза

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
settings-on = Вкл.
settings-off = Выкл.
settings-back = Назад
