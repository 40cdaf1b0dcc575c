package socials

import (
	"html/template"
	"strings"
)

// The confirmation mail in the player's language (the site's 11).
type mailTexts struct {
	Subject, Intro, Button, Ignore, Unsubscribe string
}

var mailTextsByLang = map[string]mailTexts{
	"en": {"Confirm your email for Casefront", "Follow the link to confirm that this address is yours and receive Casefront news and offers.", "Confirm my email", "If you did not ask for this, ignore this mail: nothing will be sent to you.", "Unsubscribe"},
	"ru": {"Подтвердите почту для Casefront", "Перейдите по ссылке, чтобы подтвердить, что это ваш адрес, и получать новости и предложения Casefront.", "Подтвердить почту", "Если вы этого не запрашивали, просто проигнорируйте письмо: мы ничего не будем вам присылать.", "Отписаться"},
	"de": {"Bestätige deine E-Mail für Casefront", "Folge dem Link, um zu bestätigen, dass diese Adresse dir gehört, und Neuigkeiten und Angebote von Casefront zu erhalten.", "E-Mail bestätigen", "Wenn du das nicht angefordert hast, ignoriere diese Mail: Wir schicken dir nichts.", "Abmelden"},
	"es": {"Confirma tu correo para Casefront", "Sigue el enlace para confirmar que esta dirección es tuya y recibir noticias y ofertas de Casefront.", "Confirmar mi correo", "Si no lo has pedido, ignora este correo: no te enviaremos nada.", "Darse de baja"},
	"fr": {"Confirmez votre e-mail pour Casefront", "Suivez le lien pour confirmer que cette adresse est la vôtre et recevoir les nouvelles et offres de Casefront.", "Confirmer mon e-mail", "Si vous n'avez rien demandé, ignorez ce message : rien ne vous sera envoyé.", "Se désabonner"},
	"br": {"Confirme seu e-mail para a Casefront", "Siga o link para confirmar que este endereço é seu e receber novidades e ofertas da Casefront.", "Confirmar meu e-mail", "Se você não pediu isso, ignore este e-mail: nada será enviado a você.", "Cancelar inscrição"},
	"pl": {"Potwierdź swój e-mail w Casefront", "Kliknij link, aby potwierdzić, że ten adres należy do ciebie, i otrzymywać nowości i oferty Casefront.", "Potwierdź e-mail", "Jeśli o to nie prosiłeś, zignoruj tę wiadomość: nic ci nie wyślemy.", "Wypisz się"},
	"tr": {"Casefront için e-postanı onayla", "Bu adresin sana ait olduğunu onaylamak ve Casefront haberlerini ve fırsatlarını almak için bağlantıyı takip et.", "E-postamı onayla", "Bunu sen istemediysen bu e-postayı yok say: sana hiçbir şey gönderilmeyecek.", "Abonelikten çık"},
	"cn": {"确认你在 Casefront 的邮箱", "点击链接确认此地址属于你，并接收 Casefront 的新闻和优惠。", "确认我的邮箱", "如果不是你本人申请，请忽略此邮件：我们不会向你发送任何内容。", "退订"},
	"jp": {"Casefront のメールアドレスを確認してください", "リンクを開いて、このアドレスがあなたのものであることを確認し、Casefront のニュースとお得な情報を受け取りましょう。", "メールアドレスを確認する", "お心当たりがない場合は、このメールを無視してください。今後何も送信されません。", "配信停止"},
	"kr": {"Casefront 이메일을 인증하세요", "링크를 눌러 이 주소가 본인 것임을 인증하고 Casefront 소식과 혜택을 받아 보세요.", "이메일 인증하기", "요청하지 않으셨다면 이 메일을 무시하세요. 아무것도 발송되지 않습니다.", "수신 거부"},
}

func mailText(lang string) mailTexts {
	if t, ok := mailTextsByLang[lang]; ok {
		return t
	}
	return mailTextsByLang["en"]
}

func (t mailTexts) plain(confirm, unsubscribe string) string {
	return strings.Join([]string{t.Intro, "", t.Button + ": " + confirm, "", t.Ignore, "", t.Unsubscribe + ": " + unsubscribe, ""}, "\n")
}

var mailHTML = template.Must(template.New("mail").Parse(`<!doctype html>
<html><body style="font-family:sans-serif;background:#14161c;color:#e8eaf0;padding:24px">
<p>{{.T.Intro}}</p>
<p><a href="{{.Confirm}}" style="display:inline-block;padding:12px 20px;background:#f5a623;color:#14161c;border-radius:6px;text-decoration:none;font-weight:bold">{{.T.Button}}</a></p>
<p style="color:#9aa0ad;font-size:13px">{{.T.Ignore}}</p>
<p style="font-size:12px"><a href="{{.Unsubscribe}}" style="color:#9aa0ad">{{.T.Unsubscribe}}</a></p>
</body></html>
`))

func (t mailTexts) html(confirm, unsubscribe string) string {
	var b strings.Builder
	_ = mailHTML.Execute(&b, struct {
		T                    mailTexts
		Confirm, Unsubscribe string
	}{t, confirm, unsubscribe})
	return b.String()
}
