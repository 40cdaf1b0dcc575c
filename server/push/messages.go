package push

import "regexp"

// message is a kind's text in one language. {name} is replaced by the
// Notify param of that name; a body needing a param the caller did not
// pass falls back to Plain.
type message struct{ Title, Body, Plain string }

// messages are the pushes' texts per kind and language (the client's eleven
// languages; a language without a row reads English).
var messages = map[string]map[string]message{
	KindWithdrawalSent: {
		"en": {"Withdrawal sent", "{item} is on its way to your Steam inventory.", "Your item is on its way to your Steam inventory."},
		"ru": {"Вывод отправлен", "{item} уже в пути в ваш инвентарь Steam.", "Ваш предмет уже в пути в инвентарь Steam."},
		"de": {"Auszahlung gesendet", "{item} ist auf dem Weg in dein Steam-Inventar.", "Dein Gegenstand ist auf dem Weg in dein Steam-Inventar."},
		"fr": {"Retrait envoyé", "{item} est en route vers votre inventaire Steam.", "Votre objet est en route vers votre inventaire Steam."},
		"es": {"Retiro enviado", "{item} va de camino a tu inventario de Steam.", "Tu objeto va de camino a tu inventario de Steam."},
		"br": {"Saque enviado", "{item} está a caminho do seu inventário Steam.", "Seu item está a caminho do seu inventário Steam."},
		"pl": {"Wypłata wysłana", "{item} jest w drodze do twojego ekwipunku Steam.", "Twój przedmiot jest w drodze do ekwipunku Steam."},
		"tr": {"Çekim gönderildi", "{item} Steam envanterine doğru yolda.", "Eşyan Steam envanterine doğru yolda."},
		"cn": {"提取已发出", "{item} 正在发往你的 Steam 库存。", "你的物品正在发往 Steam 库存。"},
		"jp": {"出金を送信しました", "{item} が Steam インベントリへ送られています。", "アイテムが Steam インベントリへ送られています。"},
		"kr": {"출금 전송됨", "{item}이(가) Steam 인벤토리로 가는 중입니다.", "아이템이 Steam 인벤토리로 가는 중입니다."},
	},
	KindWithdrawalFailed: {
		"en": {"Withdrawal failed", "{item} could not be sent; it is back in your inventory.", "Your item could not be sent; it is back in your inventory."},
		"ru": {"Вывод не удался", "{item} не удалось отправить, предмет вернулся в инвентарь.", "Предмет не удалось отправить, он вернулся в инвентарь."},
		"de": {"Auszahlung fehlgeschlagen", "{item} konnte nicht gesendet werden und ist zurück in deinem Inventar.", "Dein Gegenstand konnte nicht gesendet werden und ist zurück im Inventar."},
		"fr": {"Échec du retrait", "{item} n'a pas pu être envoyé ; il est de retour dans votre inventaire.", "Votre objet n'a pas pu être envoyé ; il est de retour dans votre inventaire."},
		"es": {"Retiro fallido", "No se pudo enviar {item}; ha vuelto a tu inventario.", "No se pudo enviar tu objeto; ha vuelto a tu inventario."},
		"br": {"Falha no saque", "Não foi possível enviar {item}; ele voltou ao seu inventário.", "Não foi possível enviar seu item; ele voltou ao inventário."},
		"pl": {"Wypłata nieudana", "Nie udało się wysłać {item}; wrócił do ekwipunku.", "Nie udało się wysłać przedmiotu; wrócił do ekwipunku."},
		"tr": {"Çekim başarısız", "{item} gönderilemedi; envanterine geri döndü.", "Eşyan gönderilemedi; envanterine geri döndü."},
		"cn": {"提取失败", "{item} 未能发出，已退回你的库存。", "你的物品未能发出，已退回库存。"},
		"jp": {"出金に失敗しました", "{item} を送信できず、インベントリに戻りました。", "アイテムを送信できず、インベントリに戻りました。"},
		"kr": {"출금 실패", "{item}을(를) 보내지 못해 인벤토리로 돌아왔습니다.", "아이템을 보내지 못해 인벤토리로 돌아왔습니다."},
	},
	KindBattleStarted: {
		"en": {"Your battle has started", "Every seat is taken: watch the rounds now.", ""},
		"ru": {"Ваша битва началась", "Все места заняты: смотрите раунды прямо сейчас.", ""},
		"de": {"Dein Battle hat begonnen", "Alle Plätze sind belegt: sieh dir jetzt die Runden an.", ""},
		"fr": {"Votre bataille a commencé", "Toutes les places sont prises : regardez les manches.", ""},
		"es": {"Tu batalla ha empezado", "Todos los puestos están ocupados: mira las rondas ahora.", ""},
		"br": {"Sua batalha começou", "Todos os lugares foram ocupados: assista às rodadas agora.", ""},
		"pl": {"Twoja bitwa się zaczęła", "Wszystkie miejsca zajęte: oglądaj rundy teraz.", ""},
		"tr": {"Savaşın başladı", "Tüm yerler doldu: turları şimdi izle.", ""},
		"cn": {"你的对战已开始", "座位已满：现在就来观看回合。", ""},
		"jp": {"バトルが始まりました", "全席が埋まりました。ラウンドを観戦しましょう。", ""},
		"kr": {"배틀이 시작되었습니다", "모든 자리가 찼습니다. 지금 라운드를 확인하세요.", ""},
	},
	KindRematchOffer: {
		"en": {"Rematch?", "Your opponents offer a rematch of your last battle.", ""},
		"ru": {"Реванш?", "Соперники предлагают реванш в последней битве.", ""},
		"de": {"Revanche?", "Deine Gegner bieten eine Revanche für dein letztes Battle an.", ""},
		"fr": {"Revanche ?", "Vos adversaires proposent une revanche de votre dernière bataille.", ""},
		"es": {"¿Revancha?", "Tus rivales ofrecen la revancha de tu última batalla.", ""},
		"br": {"Revanche?", "Seus adversários oferecem uma revanche da última batalha.", ""},
		"pl": {"Rewanż?", "Przeciwnicy proponują rewanż za ostatnią bitwę.", ""},
		"tr": {"Rövanş?", "Rakiplerin son savaşın için rövanş teklif ediyor.", ""},
		"cn": {"再战一局？", "对手邀请你重赛上一场对战。", ""},
		"jp": {"リマッチしますか？", "対戦相手が前回のバトルの再戦を申し込んでいます。", ""},
		"kr": {"리매치?", "상대가 지난 배틀의 재대결을 제안했습니다.", ""},
	},
	KindSupportReply: {
		"en": {"Support answered", "There is a new answer on your support ticket.", ""},
		"ru": {"Ответ поддержки", "В вашем обращении в поддержку новый ответ.", ""},
		"de": {"Der Support hat geantwortet", "Es gibt eine neue Antwort auf dein Support-Ticket.", ""},
		"fr": {"Le support a répondu", "Votre ticket d'assistance a une nouvelle réponse.", ""},
		"es": {"Soporte ha respondido", "Hay una nueva respuesta en tu ticket de soporte.", ""},
		"br": {"O suporte respondeu", "Há uma nova resposta no seu ticket de suporte.", ""},
		"pl": {"Pomoc techniczna odpowiedziała", "Twoje zgłoszenie ma nową odpowiedź.", ""},
		"tr": {"Destek yanıtladı", "Destek talebinde yeni bir yanıt var.", ""},
		"cn": {"客服已回复", "你的工单有新的回复。", ""},
		"jp": {"サポートから返信がありました", "サポートチケットに新しい返信があります。", ""},
		"kr": {"지원팀이 답변했습니다", "지원 티켓에 새 답변이 있습니다.", ""},
	},
	KindLevelReward: {
		"en": {"New level reached", "Level {level}: your reward is waiting to be claimed.", "Your level reward is waiting to be claimed."},
		"ru": {"Новый уровень", "Уровень {level}: награда ждёт вас.", "Награда за уровень ждёт вас."},
		"de": {"Neues Level erreicht", "Level {level}: deine Belohnung wartet auf dich.", "Deine Level-Belohnung wartet auf dich."},
		"fr": {"Nouveau niveau atteint", "Niveau {level} : votre récompense vous attend.", "Votre récompense de niveau vous attend."},
		"es": {"Nuevo nivel alcanzado", "Nivel {level}: tu recompensa te espera.", "Tu recompensa de nivel te espera."},
		"br": {"Novo nível alcançado", "Nível {level}: sua recompensa está esperando.", "Sua recompensa de nível está esperando."},
		"pl": {"Nowy poziom", "Poziom {level}: nagroda czeka na odebranie.", "Nagroda za poziom czeka na odebranie."},
		"tr": {"Yeni seviyeye ulaştın", "Seviye {level}: ödülün seni bekliyor.", "Seviye ödülün seni bekliyor."},
		"cn": {"升级了", "等级 {level}：奖励等你领取。", "等级奖励等你领取。"},
		"jp": {"レベルアップ", "レベル {level}：報酬を受け取れます。", "レベル報酬を受け取れます。"},
		"kr": {"새 레벨 달성", "레벨 {level}: 보상을 받아 가세요.", "레벨 보상을 받아 가세요."},
	},
	KindExtraRewardReminder: {
		"en": {"Extra rewards are waiting", "Claim the extra rewards of the levels you reached.", ""},
		"ru": {"Дополнительные награды ждут", "Заберите дополнительные награды за полученные уровни.", ""},
		"de": {"Extra-Belohnungen warten", "Hol dir die Extra-Belohnungen deiner erreichten Level.", ""},
		"fr": {"Des récompenses bonus vous attendent", "Récupérez les récompenses bonus des niveaux atteints.", ""},
		"es": {"Te esperan recompensas extra", "Reclama las recompensas extra de los niveles alcanzados.", ""},
		"br": {"Recompensas extras esperando", "Resgate as recompensas extras dos níveis alcançados.", ""},
		"pl": {"Czekają dodatkowe nagrody", "Odbierz dodatkowe nagrody za osiągnięte poziomy.", ""},
		"tr": {"Ekstra ödüller seni bekliyor", "Ulaştığın seviyelerin ekstra ödüllerini al.", ""},
		"cn": {"额外奖励等你领取", "领取你已达到等级的额外奖励。", ""},
		"jp": {"追加報酬があります", "到達したレベルの追加報酬を受け取りましょう。", ""},
		"kr": {"추가 보상이 기다립니다", "달성한 레벨의 추가 보상을 받으세요.", ""},
	},
	KindDailyBonusReminder: {
		"en": {"Your daily bonus is ready", "Open today's free case.", ""},
		"ru": {"Ежедневный бонус готов", "Откройте сегодняшний бесплатный кейс.", ""},
		"de": {"Dein Tagesbonus ist bereit", "Öffne die heutige Gratis-Kiste.", ""},
		"fr": {"Votre bonus quotidien est prêt", "Ouvrez la caisse gratuite du jour.", ""},
		"es": {"Tu bonus diario está listo", "Abre la caja gratis de hoy.", ""},
		"br": {"Seu bônus diário está pronto", "Abra a caixa grátis de hoje.", ""},
		"pl": {"Dzienny bonus czeka", "Otwórz dzisiejszą darmową skrzynkę.", ""},
		"tr": {"Günlük bonusun hazır", "Bugünün ücretsiz kasasını aç.", ""},
		"cn": {"每日奖励已就绪", "打开今天的免费箱子。", ""},
		"jp": {"デイリーボーナスの準備ができました", "今日の無料ケースを開けましょう。", ""},
		"kr": {"일일 보너스가 준비되었습니다", "오늘의 무료 케이스를 여세요.", ""},
	},
	KindTest: {
		"en": {"Notifications are on", "This is a test push: this device will hear from us.", ""},
		"ru": {"Уведомления включены", "Это тестовое уведомление: это устройство будет их получать.", ""},
		"de": {"Benachrichtigungen sind an", "Dies ist ein Test: dieses Gerät erhält unsere Nachrichten.", ""},
		"fr": {"Notifications activées", "Ceci est un test : cet appareil recevra nos notifications.", ""},
		"es": {"Notificaciones activadas", "Esto es una prueba: este dispositivo recibirá nuestros avisos.", ""},
		"br": {"Notificações ativadas", "Este é um teste: este dispositivo receberá nossos avisos.", ""},
		"pl": {"Powiadomienia włączone", "To test: to urządzenie będzie otrzymywać powiadomienia.", ""},
		"tr": {"Bildirimler açık", "Bu bir test bildirimi: bu cihaz bildirimlerimizi alacak.", ""},
		"cn": {"通知已开启", "这是一条测试推送：此设备将收到我们的通知。", ""},
		"jp": {"通知がオンになりました", "テスト通知です。この端末に通知が届きます。", ""},
		"kr": {"알림이 켜졌습니다", "테스트 알림입니다. 이 기기로 알림이 전송됩니다.", ""},
	},
}

var placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)

// Render is a kind's title and body in lang, with params filled in.
func Render(kind, lang string, params map[string]string) (title, body string) {
	byLang := messages[kind]
	m, ok := byLang[lang]
	if !ok {
		m = byLang["en"]
	}
	missing := false
	body = placeholder.ReplaceAllStringFunc(m.Body, func(p string) string {
		v, ok := params[p[1:len(p)-1]]
		missing = missing || !ok || v == ""
		return v
	})
	if missing {
		body = m.Plain
	}
	return m.Title, body
}
