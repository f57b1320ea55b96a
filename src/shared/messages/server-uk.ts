import { FIELD_UK } from './field-uk'
import { addUkrainian } from './texts'

/**
 * The server's answers in Ukrainian (codes and rules: `./index.ts`). Loaded by the server,
 * which renders them for its `message`, and lazily by the UI. Russian: `./server-ru.ts`.
 */
export const SERVER_UK = {
  'common.text': '{{text}}',
  'common.validation': 'Перевірте введені дані',
  'http.noMarker': 'Запит відхилено: відсутній заголовок X-Requested-With.',
  'http.noSession': 'Сеанс завершився або ви не увійшли. Увійдіть, будь ласка.',
  'http.forbidden': 'Недостатньо прав для цієї дії.',
  'http.internalOnly': 'Цей запит доступний лише самому застосунку.',
  'http.notFound': 'Такого шляху API не існує.',
  'http.pageNotFound': 'Сторінку не знайдено.',
  'http.badJson': 'Тіло запиту не є коректним JSON.',
  'http.badRequest': 'Некоректний запит.',
  'http.tooLarge': 'Запит завеликий.',
  'http.tooMany': 'Забагато спроб. Зачекайте хвилину та спробуйте ще раз.',
  'http.foreignHost':
    'Запит адресовано іншому серверу. Відкрийте магазин за адресою самого сервера (назву, під якою його видно в мережі, задає SHOP_PUBLIC_HOST).',
  'http.internal': 'Внутрішня помилка сервера. Спробуйте ще раз або зверніться до адміністратора.',
  'http.timeout': 'Зовнішній сервіс не відповів вчасно. Спробуйте ще раз за хвилину.',
  'http.unreachable':
    'Зовнішній сервіс недоступний: немає зв’язку. Перевірте інтернет і спробуйте ще раз.',
  'connection.timeout': 'Сервер не відповів вчасно. Спробуйте ще раз за хвилину.',
  'connection.down': 'Сервер недоступний. Перевірте з’єднання і що сервер запущений.',
  'connection.starting': 'Сервер ще запускається. Зачекайте кілька секунд.',
  'connection.refused': 'Цей запит не дозволено.',
  'connection.badAnswer': 'Сервер дав незрозумілу відповідь.',
  'connection.signedOut': 'Сеанс завершено. Увійдіть знову.',
  'connection.denied': 'Доступ заборонено.',
  'connection.notFound': 'Не знайдено.',
  'connection.tooMany': 'Забагато запитів. Зачекайте хвилину.',
  'connection.serverError': 'Помилка сервера ({{status}}). Спробуйте пізніше.',
  'connection.failed': 'Запит не виконано ({{status}}).',
  'throttle.fetchNow':
    'Імпорт замовлень запускали надто часто. Спробуйте знову через {{seconds}} с.',
  'throttle.exports': 'Забагато вивантажень за хвилину. Спробуйте знову через {{seconds}} с.',
  'throttle.feed': 'Забагато запитів до фіду. Спробуйте знову через {{seconds}} с.',
  'backup.postgres':
    'Сервер працює на PostgreSQL (DATABASE_URL): резервні копії робить сама база даних (pg_dump, pg_basebackup), а не сервер магазину.',
  'backup.memory':
    'База даних тимчасова (DATA_DIR=memory://) і зникне після зупинки сервера; задайте BACKUP_DIR, щоб зберігати її копії.',
  'backup.empty': 'Файл {{name}} порожній: це не резервна копія.',
  'backup.notGzip': 'Файл {{name}} не є резервною копією магазину: це не стиснений архів .tar.gz.',
  'backup.truncated': 'Файл {{name}} пошкоджений або обрізаний: архів не дочитується до кінця.',
  'backup.notBackup': 'Файл {{name}} — архів, але не резервна копія бази даних магазину.',
  'backup.tooBig':
    'Файл {{name}} завеликий для резервної копії магазину (понад {{entries}} файлів або {{gb}} ГБ після розпакування).',
  'backup.fileMissing': 'Файл резервної копії не знайдено: {{file}}',
  'backup.failed': 'Не вдалося відновити базу даних: {{detail}}',
  'backup.notShopFile': 'Файл {{name}} не є резервною копією бази даних магазину ({{detail}}).',
  'backup.otherDatabase': 'Файл {{name}} містить базу даних, але не магазину.',
  'backup.currentUnreadable':
    'Поточна база даних не відкривається ({{detail}}); її не збережено й не перевірено, продовжую.',
  'backup.currentNotSaved':
    'Поточну базу даних не вдалося зберегти перед відновленням ({{detail}}); продовжую.',
  'backup.foreign':
    'Копія {{name}} — з іншої бази даних (іншого магазину або іншої теки даних), а не з {{dataDir}}; нічого не змінено.',
  'backup.unknownOrigin':
    'Увага: копія {{name}} зроблена до того, як копії почали пам’ятати свою базу даних, тож не перевірити, чи вона з цього магазину. Відновлюю.',
  'backup.notHere': 'Резервну копію «{{name}}» не можна відновити тут.',
  'backup.restoredFrom': 'Базу даних відновлено з {{name}}',
  'backup.savedAs': 'Попередній стан збережено як {{name}}',
  'backup.unknownName': 'Такої резервної копії на сервері немає. Оновіть список.',
  'backup.busy': 'Відновлення вже триває.',
  'backup.restored':
    'Базу даних відновлено з копії {{name}}. Увійдіть знову: облікові записи й сеанси тепер такі, як були в копії.',
  'backup.restoreFailed': 'Не вдалося відновити копію, база даних лишилася як була. {{why}}',
  'backup.foreignConfirm':
    'Копія {{name}} — з іншої бази даних (іншого магазину або іншої теки даних); нічого не змінено. Щоб замінити нею цю базу даних, підтвердіть це словами.',
  'backup.onServer':
    'Відновлення з копії виконується на сервері: зупиніть сервер магазину і виконайте npm run restore -- <файл копії>, потім запустіть його знову.',
  'backup.unreadable': 'Сервер відповів не так, як очікувалося. Оновіть застосунок або сервер.',
  'backup.unreachable': 'Сервер недоступний.',
  'backup.created': 'Резервну копію збережено: {{name}}.',
  'start.failed': 'Сервер не запустився: {{detail}}',
  'start.noAdmin':
    'Сервер слухає не лише цей комп’ютер (HOST={{host}}), а адміністратора ще немає: перший, хто відкрив би його, став би адміністратором. Задайте SHOP_ADMIN_LOGIN і SHOP_ADMIN_PASSWORD або запустіть один раз з HOST=127.0.0.1 і створіть адміністратора.',
  'start.portTaken':
    'Порт {{port}} на {{host}} уже зайнятий іншою програмою (можливо, сервер магазину вже працює); нічого не змінено. Зупиніть її або задайте інший PORT.',
  'start.portRefused':
    'Не вдалося зайняти порт {{port}} на {{host}} ({{code}}); нічого не змінено. Перевірте PORT і HOST.',
  'start.notFolder': 'DATA_DIR={{dataDir}} — це файл, а не тека з базою даних; нічого не змінено.',
  'start.notWritable':
    'До теки {{dataDir}} немає доступу на запис; нічого не змінено. Перевірте DATA_DIR і права на теку.',
  'start.damaged':
    'База даних у {{dataDir}} пошкоджена і не відкривається; у теці нічого не змінено. Відновіть найновішу резервну копію: npm run restore -- {{newest}}',
  'start.damagedNoBackup':
    'База даних у {{dataDir}} пошкоджена і не відкривається; у теці нічого не змінено. Резервних копій немає: відновіть копію з іншого місця (npm run restore -- <файл>).',
  'start.damagedNoBackupIn':
    'База даних у {{dataDir}} пошкоджена і не відкривається; у теці нічого не змінено. Резервних копій у {{backupDir}} немає: відновіть копію з іншого місця (npm run restore -- <файл>).',
  'server.said': 'Вбудований сервер: {{reason}}',
  'server.late': 'Вбудований сервер не запустився вчасно.',
  'server.exited': 'Вбудований сервер завершився (код {{code}}).',
  'throttle.backups':
    'Резервних копій зроблено забагато поспіль (не більше {{max}} за {{window}} хв). Наступну можна зробити через {{minutes}} хв; автоматична копія робиться й так.',
  'auth.badCredentials': 'Невірний логін або пароль',
  'auth.accountWait':
    'Забагато невдалих спроб увійти з цим логіном. Спробуйте ще раз через {{seconds}} с.',
  'auth.adminExists': 'Адміністратора вже створено. Увійдіть зі своїм логіном.',
  'auth.setupLocalOnly':
    'Адміністратора можна створити лише на комп’ютері сервера (http://127.0.0.1:<порт>) або задати SHOP_ADMIN_LOGIN і SHOP_ADMIN_PASSWORD під час запуску.',
  'auth.noAccess': 'Цей обліковий запис не має доступу. Зверніться до адміністратора магазину.',
  'session.notFound': 'Такого сеансу немає: він уже завершився.',
  'record.stale': 'Запис змінив інший користувач. Оновіть сторінку.',
  'record.notFound': 'Запис не знайдено.',
  'record.ownAccount': 'Не можна видалити, вимкнути чи понизити власний обліковий запис.',
  'record.reassign': 'Передати запис іншому працівнику може лише менеджер або адміністратор.',
  'record.taskLocked': 'Завдання заблоковане: його не можна позначити виконаним.',
  'order.statusClosed':
    'Замовлення у статусі {{from}} вже закрите: статус не можна змінити на {{to}}.',
  'order.statusRefused': 'Статус {{from}} не можна змінити на {{to}}. Дозволено: {{allowed}}.',
  'order.statusRefusedFor': '{{orders}}: {{reason}}',
  'sms.noPhone': 'У замовленні немає правильного номера телефону.',
  'sms.emptyTemplate': 'Шаблон {{template}} порожній: заповніть його в налаштуваннях.',
  'sms.noTtn': 'У замовленні немає ТТН: її нема чого надсилати.',
  'sms.noCard': 'Немає поточної картки реквізитів у налаштуваннях.',
  'sms.leftover':
    'Повідомлення не надіслано: у тексті лишилося {{found}}. Замовлення не має для цього значення, або шаблон {{template}} містить невідомий заповнювач (можна: {{allowed}}).',
  'sms.noToken':
    'Повідомлення не надіслано: не вказано токен TurboSMS. Щоб надсилати SMS і Viber, впишіть у налаштуваннях токен з кабінету TurboSMS (api.turbosms.token) і відправника, дозволеного в кабінеті (api.turbosms.sms_sender, api.turbosms.viber_sender).',
  'sms.noSenderSms': 'Не вказано відправника SMS у налаштуваннях (api.turbosms.sms_sender).',
  'sms.noSenderViber': 'Не вказано відправника Viber у налаштуваннях (api.turbosms.viber_sender).',
  'turbosms.noTokenGiven': 'TurboSMS: не вказано токен.',
  'turbosms.badToken': 'TurboSMS не прийняв токен: перевірте його в налаштуваннях.',
  'turbosms.blocked': 'Обліковий запис TurboSMS заблоковано.',
  'turbosms.noSender': 'TurboSMS: не вказано відправника.',
  'turbosms.unknownSender': 'TurboSMS: такого відправника немає.',
  'turbosms.senderNotAllowed': 'TurboSMS: цей відправник не дозволений для облікового запису.',
  'turbosms.senderNotActive': 'TurboSMS: відправник ще не активний.',
  'turbosms.emptyText': 'TurboSMS: порожній текст повідомлення.',
  'turbosms.balance': 'На балансі TurboSMS недостатньо коштів.',
  'turbosms.badPhone': 'TurboSMS не розпізнав номер телефону.',
  'turbosms.stoplist': 'Номер у стоп-листі TurboSMS: повідомлення не надіслати.',
  'turbosms.badWords': 'TurboSMS: текст містить заборонені слова.',
  'turbosms.tooLong': 'TurboSMS: текст задовгий.',
  'turbosms.smsFailed': 'TurboSMS не зміг надіслати SMS.',
  'turbosms.viberFailed': 'TurboSMS не зміг надіслати повідомлення у Viber.',
  'turbosms.refused': 'TurboSMS відмовив: {{status}}.',
  'turbosms.noToken': 'Не вказано токен TurboSMS у налаштуваннях.',
  'turbosms.down': 'TurboSMS не відповідає: повідомлення не надіслано.',
  'turbosms.badAnswer':
    'TurboSMS відповів незрозуміло (HTTP {{status}}): повідомлення не надіслано.',
  'export.unknownColumn': 'Такого стовпця в цій таблиці немає.',
  'export.twice': 'Стовпець обрано двічі.',
  'export.busy': 'Це вивантаження вже триває.',
  'export.tooMany': 'Забагато вивантажень водночас: дочекайтеся тих, що тривають.',
  'export.noJob': 'Такого вивантаження немає: воно завершилося або ще не почалося.',
  'waybill.hasTtn':
    'У замовленні вже є ТТН {{ttn}}. Щоб створити нову, підтвердіть повторне створення.',
  'waybill.busy': 'Накладна цього замовлення саме зараз створюється або видаляється.',
  'waybill.status': 'Накладну не створюють для замовлення в статусі {{status}}.',
  'waybill.order': 'Замовлення не готове до накладної: заповніть позначені поля.',
  'waybill.noSender':
    'Не задано відправника Нової Пошти в налаштуваннях (контрагент, контактна особа, телефон, місто, відділення).',
  'waybill.noKey': 'Ключ API Нової Пошти не задано в налаштуваннях.',
  'waybill.refused': 'Нова Пошта не прийняла накладну: виправте позначені поля. {{detail}}',
  'waybill.refusedBecause': 'Нова Пошта не прийняла накладну: {{detail}}',
  'waybill.changed': 'Замовлення змінилося, поки створювалась накладна. Оновіть сторінку.',
  'waybill.notMadeHere':
    'ТТН створено не в магазині: її документ у Новій Пошті магазин не видаляє.',
  'waybill.notDeleted': 'Нова Пошта не видалила накладну: {{reason}}',
  'waybill.badTtn': 'Некоректний номер ТТН.',
  'waybill.ttnDigits': 'Номер ТТН: 11–20 цифр',
  'waybill.badRef': 'Некоректний ref реєстру.',
  'waybill.notNovaPoshta': 'Доставка замовлення не Новою Поштою',
  'waybill.recipientName': 'Потрібні прізвище та імʼя одержувача',
  'waybill.chooseCity': 'Оберіть місто Нової Пошти',
  'waybill.chooseWarehouse': 'Оберіть відділення Нової Пошти',
  'waybill.npPhone': 'Нова Пошта не приймає цей телефон одержувача ({{detail}})',
  'waybill.npSurname': 'Нова Пошта не приймає імʼя одержувача ({{detail}})',
  'waybill.npCity': 'Нова Пошта не знає такого міста одержувача ({{detail}})',
  'waybill.npWarehouse': 'Нова Пошта не приймає це відділення одержувача ({{detail}})',
  'waybill.npWeight': 'Нова Пошта не приймає таку вагу ({{detail}})',
  'waybill.npSeats': 'Нова Пошта не приймає таку кількість місць ({{detail}})',
  'waybill.npDescription': 'Нова Пошта не приймає такий опис ({{detail}})',
  'waybill.npCod': 'Нова Пошта не приймає такий накладений платіж ({{detail}})',
  'waybill.npDeclaredValue': 'Нова Пошта не приймає таку оголошену вартість ({{detail}})',
  'waybill.npPayer': 'Нова Пошта не приймає такого платника ({{detail}})',
  'waybill.npSender': 'Нова Пошта не приймає відправника з налаштувань ({{detail}})',
  'waybill.npField': 'Нова Пошта не приймає це поле ({{detail}})',
  'novaPoshta.timeout': 'Нова Пошта не відповідає.',
  'novaPoshta.down': 'Нова Пошта недоступна.',
  'novaPoshta.httpError': 'Нова Пошта відповіла помилкою HTTP {{status}}.',
  'novaPoshta.badAnswer': 'Нова Пошта дала незрозумілу відповідь.',
  'novaPoshta.refused': 'Нова Пошта: {{detail}}.',
  'novaPoshta.notDone': 'Нова Пошта: запит не виконано.',
  'novaPoshta.noMarking': 'Нова Пошта не дала маркування: HTTP {{status}}.',
  'novaPoshta.noScanSheetPdf': 'Нова Пошта не дала реєстр: HTTP {{status}}.',
  'novaPoshta.markingNotPdf': 'Нова Пошта дала маркування не у форматі PDF.',
  'novaPoshta.scanSheetNotPdf': 'Нова Пошта дала реєстр не у форматі PDF.',
  'novaPoshta.pdfTooLarge': 'Нова Пошта дала завеликий файл.',
  'novaPoshta.badDocument': 'Некоректний номер документа.',
  'novaPoshta.noTtn': 'Нова Пошта не дала номер накладної.',
  'novaPoshta.notDeleted': 'Нова Пошта не підтвердила видалення накладної.',
  'novaPoshta.noScanSheet': 'Нова Пошта не створила реєстр.',
  'novaPoshta.keyFailed': 'Не вдалося отримати ключ API Нової Пошти: {{detail}}',
  'novaPoshta.noKeyAnswer': 'Сервер не дав ключ API Нової Пошти.',
  'novaPoshta.badRequest': 'Некоректний запит до Нової Пошти.',
  'novaPoshta.serverUnclear': 'Нова Пошта: сервер магазину дав незрозумілу відповідь.',
  'ukrposhta.noToken':
    'Не задано токен відстеження Укрпошти: додайте його в налаштуваннях (api.ukrposhta.token).',
  'ukrposhta.badToken':
    'Укрпошта не прийняла токен відстеження: перевірте його в налаштуваннях (api.ukrposhta.token).',
  'ukrposhta.down': 'Укрпошта не відповідає. Спробуйте пізніше.',
  'ukrposhta.garbage': 'Укрпошта дала неочікувану відповідь. Спробуйте пізніше.',
  'scanSheet.notOurs': 'Ці ТТН створено не в магазині, Нова Пошта їх не додасть: {{ttns}}',
  'scanSheet.already': 'Ці ТТН уже в реєстрі: {{ttns}}',
  'scanSheet.missing': 'Деяких накладних немає: оновіть список.',
  'image.notImage': 'Файл не є зображенням JPEG, PNG або WebP.',
  'image.broken': 'Зображення пошкоджене або не читається.',
  'image.tooLarge': 'Файл завеликий: не більше {{mb}} МБ.',
  'image.tooManyPixels': 'Зображення завелике: не більше {{mp}} мегапікселів.',
  'image.tooMany': 'У товару може бути не більше {{max}} зображень.',
  'image.tooManyPhotos': 'У замовлення може бути не більше {{max}} фото.',
  'image.notFound': 'Зображення не знайдено.',
  'image.noProduct': 'Такого товару не існує.',
  'image.noOrder': 'Такого замовлення не існує.',
  'image.order': 'Порядок має містити кожне зображення товару рівно один раз.',
  'packing.notFound': 'Замовлення «{{code}}» не знайдено: відскануйте номер замовлення або ТТН.',
  'packing.unknownBarcode': 'Штрихкод {{code}} не належить жодному товару.',
  'packing.wrongItem': '«{{title}}» не входить у це замовлення.',
  'packing.over': 'Зайва одиниця: «{{title}}» у замовленні {{quantity}} шт., усі вже відскановано.',
  'packing.manual': 'У цього товару є штрихкод: відскануйте його.',
  'packing.packed': 'Замовлення вже запаковано.',
  'packing.noItems': 'У замовленні немає товарів: пакувати нічого.',
  'packing.incomplete': 'Запаковано не все: бракує {{left}} шт. Відскануйте решту товарів.',
  'packing.notHeld': 'Замовлення нічого не затримує: дозвіл не потрібен.',
  'packing.itemNotFound': 'Такої позиції в замовленні немає.',
  'shipping.blocked': 'Замовлення у статусі {{status}} не пакують.',
  'shipping.unconfirmed':
    'Замовлення не підтверджене (статус {{status}}): спершу підтвердіть його з клієнтом.',
  'shipping.unpaid': 'Оплата {{method}} потребує передоплати, а її не внесено.',
  'shipping.unpaidStatus': 'Замовлення чекає на передоплату, а її не внесено.',
  'shipping.releaseNeeded': '{{reasons}} Пакування дозволяє менеджер: він вказує причину.',
  'shipping.both': '{{first}} {{second}}',
  'stock.short':
    'Немає на складі: «{{title}}» залишок {{left}} шт., а в замовленні {{needed}} шт. Перерахуйте товар (інвентаризація) або змініть замовлення.',
  'category.nameRequired': 'Вкажіть назву категорії',
  'category.cycle': 'Категорію не можна вкласти в неї саму чи в її підкатегорію',
  'category.tooLong': 'Повна назва довша за 255 символів',
  'category.childTooLong': 'Повна назва однієї з підкатегорій стала б довшою за 255 символів',
  'category.hasChildren':
    'У категорії є підкатегорії: спершу перенесіть їх до іншої категорії або видаліть.',
  'inventory.empty': 'Немає підрахованих товарів: спершу відскануйте товари.',
  'price.notFound': 'Запуск не знайдено.',
  'parser.notFound': 'Парсер не знайдено.',
  'columns.twice':
    'Стовпець «{{name}}» вибрано для двох полів: кожне поле читається зі свого стовпця.',
  'price.closed': 'Цей запуск уже застосовано або відхилено.',
  'price.format': 'Непідтримуваний формат файлу: завантажте CSV, XLSX або XML.',
  'price.empty': 'Файл порожній: у ньому немає жодного товару.',
  'price.noCode': 'немає ні артикулу, ні штрихкоду',
  'price.badPrice': 'ціна «{{value}}» не є додатним числом',
  'price.badAvailability': 'невідома наявність «{{value}}»',
  'price.duplicate': 'код «{{code}}» уже був у рядку {{first}}',
  'price.line': 'Рядок {{line}}: {{what}}.',
  'price.quote': 'незакрита лапка',
  'price.badChar': 'недопустимий символ (це не текстовий файл?)',
  'price.xml': 'XML не читається: {{what}}',
  'price.xlsx': 'Файл XLSX не читається (пошкоджений або це не XLSX).',
  'price.doctype':
    'Файл XML містить оголошення DOCTYPE або ENTITY: прайс-лист їх не потребує, такий файл не читаємо.',
  'price.depth':
    'Елементи файлу XML вкладені глибше ніж {{n}} рівнів: це не прайс-лист, його не читаємо.',
  'price.xlsxEntries':
    'Файл XLSX містить забагато частин (понад {{n}}): це не прайс-лист, його не читаємо.',
  'price.xlsxTotal':
    'Файл XLSX у розпакованому вигляді більший за {{mib}} МБ: такий файл не читаємо. Розділіть прайс-лист або збережіть його як CSV.',
  'price.xlsxRatio':
    'Частина «{{name}}» файлу XLSX стиснута підозріло сильно (понад {{ratio}} разів): такий файл не читаємо.',
  'price.xlsxLies':
    'Частина «{{name}}» файлу XLSX більша, ніж заявлено в архіві: файл пошкоджений або підроблений.',
  'columns.noKey':
    'У файлі немає стовпця з артикулом або штрихкодом (очікується, наприклад: «Артикул», «sku», «Штрихкод», «barcode»).',
  'columns.noPrice': 'У файлі немає стовпця «Ціна» (очікується один із: {{names}}).',
  'columns.savedMissing':
    'У файлі немає стовпця «{{name}}», названого в збереженій відповідності стовпців постачальника.',
  'feed.empty': 'Фід порожній: у ньому немає жодного товару.',
  'feed.unknown': 'Фід не схожий ні на XML (YML), ні на CSV, ні на XLSX.',
  'feed.noRecords':
    'У фіді XML немає жодного товару (очікуються елементи offer, item, product або row).',
  'feed.csv': 'CSV не читається: {{what}}',
  'feed.scheme': 'Адреса фіда має починатися з http:// або https://.',
  'feed.badUrl': 'Адреса фіда не є правильною адресою.',
  'feed.status': 'Сервер постачальника відповів помилкою HTTP {{status}}.',
  'feed.timeout': 'Сервер постачальника не відповів за {{seconds}} с.',
  'feed.network': 'Сервер постачальника недоступний ({{what}}).',
  'feed.tooLarge': 'Фід більший за {{mib}} МБ: такий не читаємо.',
  'parser.noSupplier':
    'Парсер не прив’язаний до постачальника: виберіть постачальника в його записі.',
  'parser.busy': 'Інший запуск парсера ще триває: спробуйте за хвилину.',
  'parser.crashed': 'Запуск перервано: сервер зупинився посеред нього.',
  'parser.failed': 'Запуск не вдався через внутрішню помилку сервера; нічого не змінено.',
  'parser.badFeed': '{{what}} Нічого не змінено.',
  'feed.noAccount': 'Немає такого акаунта Prom.',
  'import.busy': 'Імпорт замовлень уже триває: дочекайтеся його кінця.',
  'import.nothing':
    'Немає звідки брати замовлення: додайте токен API акаунта Prom (api.prom.accounts) або логін Rozetka в налаштуваннях.',
  'import.crashed': 'Імпорт перервано: сервер зупинився посеред нього.',
  'import.backedOff': '{{name}} був недоступний: повторимо пізніше.',
  'import.orderFailed': 'Замовлення №{{id}}: {{reason}}',
  'import.fieldFailed': '{{field}}: {{reason}}',
  'marketplace.down': '{{name}} не відповідає: спробуємо пізніше.',
  'marketplace.badAnswer': '{{name}} відповів незрозуміло (HTTP {{status}}): спробуємо пізніше.',
  'marketplace.promNoToken': 'Не вказано токен API Prom.ua для цього акаунта.',
  'marketplace.promBadToken':
    'Prom.ua не прийняв токен API: перевірте його в налаштуваннях акаунта (api.prom.accounts).',
  'marketplace.promRefused': 'Prom.ua відмовив: {{reason}}',
  'marketplace.promStatusRefused': 'Prom.ua відмовив змінити статус: {{reason}}',
  'marketplace.promStatusUnchanged': 'Prom.ua не змінив статус і не пояснив чому.',
  'marketplace.promNoTokenStatus':
    'Немає токена акаунта Prom «{{account}}»: статус на Prom не змінено.',
  'marketplace.rozetkaBadLogin':
    'Rozetka не прийняла логін або пароль продавця: перевірте їх у налаштуваннях (api.rozetka).',
  'marketplace.rozetkaRefused': 'Rozetka відмовила: {{reason}}',
  'marketplace.rozetkaNoLogin': 'Не вказано логін або пароль продавця Rozetka.',
  'marketplace.rozetkaOffStatus': 'Rozetka не налаштована: статус на Rozetka не змінено.',
} as const

// Whoever loads these texts (the server; the UI, lazily) renders Ukrainian with them.
addUkrainian(FIELD_UK)
addUkrainian(SERVER_UK)

/** Every Ukrainian text: the forms' and the server's. */
export const UK_MESSAGES = { ...FIELD_UK, ...SERVER_UK }
