package socials

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/riverqueue/river"
	gomail "github.com/wneessen/go-mail"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/emailsubscription"
	"github.com/casefront/casefront/server/jobs"
)

// MailArgs is one confirmation mail, enqueued by Subscribe.
type MailArgs struct {
	SubscriptionID int       `json:"subscription_id"`
	SentAt         time.Time `json:"sent_at"` // the subscription's sent_at the link is keyed by
}

func (MailArgs) Kind() string { return "socials_mail" }

// A mail server that does not answer is tried again by River's backoff,
// about an hour in all: a confirmation later than that is no use.
func mailOpts() *river.InsertOpts { return &river.InsertOpts{MaxAttempts: 8} }

type mailer struct {
	river.WorkerDefaults[MailArgs]
	s *Service
}

func (w *mailer) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	return w.s.SendMail(ctx, job.Args)
}

// Register adds the socials' workers (mail, SMS) to q.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &mailer{s: s})
	jobs.Register(q, &texter{s: s})
}

// SendMail sends one confirmation mail; nothing when a newer mail or a
// confirmation replaced it.
func (s *Service) SendMail(ctx context.Context, args MailArgs) error {
	sub, err := s.DB.EmailSubscription.Get(ctx, args.SubscriptionID)
	if ent.IsNotFound(err) {
		return nil
	} else if err != nil {
		return err
	}
	token := s.token(sub.ID, args.SentAt)
	if sub.Status != emailsubscription.StatusPending || sub.TokenHash != hashHex(token) {
		return nil
	}
	confirm := s.BaseURL + "/me/email/confirm?token=" + token
	unsubscribe := s.BaseURL + "/me/email/unsubscribe?id=" + strconv.Itoa(sub.ID) + "&sig=" + s.unsubscribeSig(sub.ID)
	t := mailText(sub.Lang)
	if s.Cfg.SMTPURL == "" {
		// Development without a mail server: the link is in the log.
		s.log().Info("confirmation mail (no SMTP_URL: not sent)", zap.String("to", sub.Email), zap.String("confirm", confirm))
		return nil
	}
	m := gomail.NewMsg()
	if err := m.From(s.Cfg.MailFrom); err != nil {
		return fmt.Errorf("socials: MAIL_FROM: %w", err)
	}
	if err := m.To(sub.Email); err != nil {
		s.log().Info("confirmation mail to an address the mailer refuses", zap.Int("subscription", sub.ID), zap.Error(err))
		return nil
	}
	m.SetGenHeader("Content-Language", sub.Lang)
	m.SetGenHeader("List-Unsubscribe", "<"+unsubscribe+">")
	m.SetGenHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	m.Subject(t.Subject)
	m.SetBodyString(gomail.TypeTextPlain, t.plain(confirm, unsubscribe))
	m.AddAlternativeString(gomail.TypeTextHTML, t.html(confirm, unsubscribe))
	c, err := s.smtpClient()
	if err != nil {
		return err
	}
	if err := c.DialAndSendWithContext(ctx, m); err != nil {
		return fmt.Errorf("socials: mail %d: %w", sub.ID, err) // again later
	}
	return nil
}

func (s *Service) smtpClient() (*gomail.Client, error) {
	u, err := url.Parse(s.Cfg.SMTPURL)
	if err != nil {
		return nil, err
	}
	port, _ := strconv.Atoi(u.Port())
	opts := []gomail.Option{gomail.WithPort(port), gomail.WithTimeout(15 * time.Second)}
	if u.Scheme == "smtps" {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.TLSOpportunistic))
	}
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	return gomail.NewClient(u.Hostname(), opts...)
}
