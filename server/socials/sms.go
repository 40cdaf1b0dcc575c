package socials

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
)

// SMSArgs is one code by SMS, enqueued by CreateCode; the code is sealed.
type SMSArgs struct {
	VerificationID int    `json:"verification_id"`
	Code           []byte `json:"code"`
	Lang           string `json:"lang"`
}

func (SMSArgs) Kind() string { return "socials_sms" }

type texter struct {
	river.WorkerDefaults[SMSArgs]
	s *Service
}

func (w *texter) Work(ctx context.Context, job *river.Job[SMSArgs]) error {
	return w.s.SendSMS(ctx, job.Args)
}

var smsTexts = map[string]string{
	"en": "Casefront code: %s. It expires in 10 minutes.",
	"ru": "Код Casefront: %s. Действует 10 минут.",
	"de": "Casefront-Code: %s. Er läuft in 10 Minuten ab.",
	"es": "Código de Casefront: %s. Caduca en 10 minutos.",
	"fr": "Code Casefront : %s. Il expire dans 10 minutes.",
	"br": "Código da Casefront: %s. Expira em 10 minutos.",
	"pl": "Kod Casefront: %s. Wygasa za 10 minut.",
	"tr": "Casefront kodu: %s. 10 dakika içinde geçerliliğini yitirir.",
	"cn": "Casefront 验证码：%s，10 分钟内有效。",
	"jp": "Casefront の確認コード：%s（10分間有効）",
	"kr": "Casefront 인증 코드: %s. 10분 후 만료됩니다.",
}

// SendSMS sends one code through the Twilio-compatible Messages API;
// nothing when a newer code replaced it or it was used.
func (s *Service) SendSMS(ctx context.Context, args SMSArgs) error {
	ph, err := s.DB.PhoneVerification.Get(ctx, args.VerificationID)
	if ent.IsNotFound(err) {
		return nil
	} else if err != nil {
		return err
	}
	code, err := open(s.Cfg.TokenKey, args.Code)
	if err != nil || ph.CodeHash == "" || ph.CodeHash != s.codeHash(ph.UserID, ph.Phone, string(code)) {
		return nil
	}
	t, ok := smsTexts[args.Lang]
	if !ok {
		t = smsTexts["en"]
	}
	g := s.Cfg.SMS
	form := url.Values{"To": {ph.Phone}, "From": {g.From}, "Body": {fmt.Sprintf(t, code)}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost,
		g.URL+"/2010-04-01/Accounts/"+url.PathEscape(g.AccountSID)+"/Messages.json", strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.SetBasicAuth(g.AccountSID, g.AuthToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := s.http().Do(req)
	if err != nil {
		return fmt.Errorf("socials: sms %d: %w", ph.ID, err)
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 1<<16))
	switch c := res.StatusCode; {
	case c >= 200 && c < 300:
		return nil
	case c == http.StatusTooManyRequests || c >= 500:
		return fmt.Errorf("socials: sms %d: the gateway answered %d", ph.ID, c) // again later
	default:
		// A number the gateway refuses will not become good by waiting.
		s.log().Info("sms refused by the gateway", zap.Int("verification", ph.ID), zap.Int("status", c))
		return nil
	}
}
