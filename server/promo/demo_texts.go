package promo

import "fmt"

// The demo promo pages' texts in the 11 site languages. A promo's data keeps
// the English value under the plain key and the others under key.<lang>
// ("title.de"); the promo page shows its language's (the client's
// features/promo/content.ts).

// localized is the promo data of one title and one text, given per language
// ("en" goes under the plain key).
func localized(title, text map[string]string) map[string]string {
	data := map[string]string{}
	for lang, v := range title {
		data[langKey("title", lang)] = v
	}
	for lang, v := range text {
		data[langKey("text", lang)] = v
	}
	return data
}

func langKey(key, lang string) string {
	if lang == "en" {
		return key
	}
	return key + "." + lang
}

func welcomeData() map[string]string {
	return localized(map[string]string{
		"en": "Welcome bonus",
		"ru": "Приветственный бонус",
		"de": "Willkommensbonus",
		"fr": "Bonus de bienvenue",
		"es": "Bono de bienvenida",
		"br": "Bônus de boas-vindas",
		"pl": "Bonus powitalny",
		"tr": "Hoş geldin bonusu",
		"cn": "新人奖励",
		"jp": "ウェルカムボーナス",
		"kr": "웰컴 보너스",
	}, map[string]string{
		"en": "Top up today and get 15% more on your deposit.",
		"ru": "Пополните баланс сегодня и получите на 15% больше к депозиту.",
		"de": "Lade heute auf und erhalte 15 % mehr auf deine Einzahlung.",
		"fr": "Rechargez aujourd’hui et recevez 15 % de plus sur votre dépôt.",
		"es": "Recarga hoy y recibe un 15 % más en tu depósito.",
		"br": "Recarregue hoje e ganhe 15% a mais no seu depósito.",
		"pl": "Doładuj konto dziś i zyskaj 15% więcej do wpłaty.",
		"tr": "Bugün bakiye yükleyin, yatırdığınız tutarın %15 fazlasını alın.",
		"cn": "今天充值，即可额外获得存款金额的 15%。",
		"jp": "今日チャージすると、入金額が 15% 増えます。",
		"kr": "오늘 충전하면 입금액의 15%를 더 드립니다.",
	})
}

func refillData() map[string]string {
	return localized(map[string]string{
		"en": "+20% on your first top-up",
		"ru": "+20% к первому пополнению",
		"de": "+20 % auf deine erste Aufladung",
		"fr": "+20 % sur votre première recharge",
		"es": "+20 % en tu primera recarga",
		"br": "+20% na sua primeira recarga",
		"pl": "+20% do pierwszego doładowania",
		"tr": "İlk yüklemenize +%20",
		"cn": "首充 +20%",
		"jp": "初回チャージ +20%",
		"kr": "첫 충전 +20%",
	}, map[string]string{
		"en": "Activate, then top up: 20% more lands on your balance.",
		"ru": "Активируйте и пополните баланс: на него придёт на 20% больше.",
		"de": "Aktivieren, dann aufladen: 20 % mehr landen auf deinem Guthaben.",
		"fr": "Activez, puis rechargez : 20 % de plus arrivent sur votre solde.",
		"es": "Actívalo y recarga: recibirás un 20 % más en tu saldo.",
		"br": "Ative e depois recarregue: 20% a mais caem no seu saldo.",
		"pl": "Aktywuj, a potem doładuj konto: na saldo trafi 20% więcej.",
		"tr": "Etkinleştirin, ardından bakiye yükleyin: bakiyenize %20 fazlası yatar.",
		"cn": "先激活，再充值：余额将多到账 20%。",
		"jp": "有効化してからチャージすると、残高に 20% 多く入ります。",
		"kr": "활성화한 뒤 충전하면 잔액에 20%가 더 들어옵니다.",
	})
}

// freeCaseData names the case it gives (a case's name is the same in every language).
func freeCaseData(caseName string) map[string]string {
	text := map[string]string{
		"en": "Activate to get a free %s.",
		"ru": "Активируйте и получите %s бесплатно.",
		"de": "Aktiviere und erhalte %s gratis.",
		"fr": "Activez pour recevoir la caisse %s gratuitement.",
		"es": "Actívalo para recibir gratis la caja %s.",
		"br": "Ative para ganhar grátis a caixa %s.",
		"pl": "Aktywuj, aby otrzymać za darmo skrzynkę %s.",
		"tr": "Ücretsiz %s kazanmak için etkinleştirin.",
		"cn": "激活即可免费获得 %s。",
		"jp": "有効化すると %s を無料で受け取れます。",
		"kr": "활성화하면 무료로 받을 수 있습니다: %s.",
	}
	for lang, f := range text {
		text[lang] = fmt.Sprintf(f, caseName)
	}
	return localized(map[string]string{
		"en": "A free case",
		"ru": "Бесплатный кейс",
		"de": "Ein Gratis-Case",
		"fr": "Une caisse gratuite",
		"es": "Una caja gratis",
		"br": "Uma caixa grátis",
		"pl": "Darmowa skrzynka",
		"tr": "Ücretsiz kasa",
		"cn": "免费箱子",
		"jp": "無料ケース",
		"kr": "무료 케이스",
	}, text)
}
