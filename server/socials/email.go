package socials

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/mail"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/emailsubscription"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

const (
	// MailEvery is the least time between two confirmation mails.
	MailEvery = time.Minute
	// ConfirmFor is how long a mailed link confirms.
	ConfirmFor = 7 * 24 * time.Hour
)

// normalEmail is addr trimmed and lower-cased, or a refusal.
func normalEmail(addr string) (string, error) {
	addr = strings.ToLower(strings.TrimSpace(addr))
	bad := apperr.Validation.Msg("enter a valid email address").With("field", "email").With("reason", "email_invalid")
	if addr == "" || len(addr) > 254 {
		return "", bad
	}
	p, err := mail.ParseAddress(addr)
	if err != nil || p.Address != addr || p.Name != "" {
		return "", bad
	}
	at := strings.LastIndexByte(addr, '@')
	if dom := addr[at+1:]; !strings.Contains(dom, ".") || strings.HasPrefix(dom, ".") || strings.HasSuffix(dom, ".") {
		return "", bad
	}
	return addr, nil
}

// token is the confirmation token of a subscription's mail: keyed by the
// row and the moment it was sent, so it need not be stored (the row keeps
// its hash) and a newer mail replaces it.
func (s *Service) token(subID int, sentAt time.Time) string {
	m := hmac.New(sha256.New, s.Cfg.CodeKey)
	m.Write([]byte("email confirm " + strconv.Itoa(subID) + " " + strconv.FormatInt(sentAt.UnixNano(), 10)))
	return hex.EncodeToString(m.Sum(nil))
}

func hashHex(v string) string {
	h := sha256.Sum256([]byte(v))
	return hex.EncodeToString(h[:])
}

// unsubscribeSig signs a subscription's unsubscribe link: it works as long
// as the row does.
func (s *Service) unsubscribeSig(subID int) string {
	m := hmac.New(sha256.New, s.Cfg.CodeKey)
	m.Write([]byte("email unsubscribe " + strconv.Itoa(subID)))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// Subscribe subscribes the actor's email (POST /me/email/subscribe,
// mutation subscribeEmail): the row is pending and a confirmation mail is
// enqueued with it. Asking again sends a new link (at most one a minute).
func (s *Service) Subscribe(ctx context.Context, a *actor.Actor, email string) (*View, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	addr, err := normalEmail(email)
	if err != nil {
		return nil, err
	}
	if s.Cfg.SMTPURL == "" && !s.DevMail {
		return nil, apperr.SocialUnavailable.Msg("email is not available on this site yet")
	}
	var v *View
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		taken, err := tx.EmailSubscription.Query().Where(emailsubscription.ConfirmedEmail(addr),
			emailsubscription.UserIDNEQ(u.ID)).Exist(ctx)
		if err != nil {
			return err
		}
		if taken {
			return apperr.SocialTaken.Msg("this address is linked to another account").With("field", "email")
		}
		sub, err := tx.EmailSubscription.Query().Where(emailsubscription.UserID(u.ID)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		switch {
		case sub == nil:
			sub, err = tx.EmailSubscription.Create().SetUserID(u.ID).SetEmail(addr).SetTokenHash(hashHex("new " + strconv.Itoa(u.ID))).
				SetLang(u.Lang).SetSentAt(now).SetCreatedAt(now).Save(ctx)
		case sub.Email == addr && sub.Status == emailsubscription.StatusConfirmed:
			return refuse("email_confirmed", "this address is already confirmed").With("field", "email")
		case sub.SentAt.Add(MailEvery).After(now):
			wait := int(sub.SentAt.Add(MailEvery).Sub(now).Seconds()) + 1
			return apperr.RateLimited.Msg("a mail was sent a moment ago: wait %d s", wait).With("retry_after_seconds", wait)
		default:
			upd := sub.Update().SetEmail(addr).SetStatus(emailsubscription.StatusPending).SetLang(u.Lang).SetSentAt(now)
			if sub.Email != addr {
				upd.ClearConfirmedAt().ClearConfirmedEmail() // the old address is released
			}
			sub, err = upd.Save(ctx)
		}
		if err != nil {
			return err
		}
		if err := tx.EmailSubscription.UpdateOneID(sub.ID).SetTokenHash(hashHex(s.token(sub.ID, now))).Exec(ctx); err != nil {
			return err
		}
		if err := s.Jobs.InsertTx(ctx, tx, MailArgs{SubscriptionID: sub.ID, SentAt: now}, mailOpts()); err != nil {
			return err
		}
		v, err = s.view(ctx, tx.Client(), u.ID, now)
		return err
	})
	if err != nil {
		return nil, err
	}
	return v, nil
}

// Confirmed is what following a mailed link did: confirmed, already
// confirmed, invalid (unknown or outdated link), expired, or taken (the
// address was confirmed by another account meanwhile).
type Confirmed string

const (
	EmailConfirmed Confirmed = "email_confirmed"
	EmailInvalid   Confirmed = "email_invalid"
	EmailExpired   Confirmed = "email_expired"
	EmailTaken     Confirmed = "email_taken"
)

// Confirm follows a mailed link (GET /me/email/confirm?token=): the
// subscription is confirmed and email_subscribed emitted in the same
// transaction. Following it again answers confirmed again and emits
// nothing.
func (s *Service) Confirm(ctx context.Context, token string) (Confirmed, error) {
	if len(token) != 64 {
		return EmailInvalid, nil
	}
	now := s.Now.Now()
	out := EmailInvalid
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		sub, err := tx.EmailSubscription.Query().Where(emailsubscription.TokenHash(hashHex(token))).Only(ctx)
		if ent.IsNotFound(err) {
			out = EmailInvalid
			return nil
		} else if err != nil {
			return err
		}
		u, err := store.LockUser(ctx, tx, sub.UserID)
		if err != nil {
			return err
		}
		if sub, err = tx.EmailSubscription.Get(ctx, sub.ID); err != nil { // again, under the lock
			return err
		}
		switch {
		case sub.Status == emailsubscription.StatusConfirmed:
			out = EmailConfirmed
			return nil
		case sub.SentAt.Add(ConfirmFor).Before(now):
			out = EmailExpired
			return nil
		}
		err = sub.Update().SetStatus(emailsubscription.StatusConfirmed).SetConfirmedAt(now).SetConfirmedEmail(sub.Email).Exec(ctx)
		if ent.IsConstraintError(err) {
			out = EmailTaken
			return nil
		} else if err != nil {
			return err
		}
		out = EmailConfirmed
		return s.Events.Emit(ctx, tx, &events.Event{Kind: events.EmailSubscribed, UserID: u.ID, At: now,
			Ref: "email_subscription:" + strconv.Itoa(sub.ID), Key: "email_subscribed:" + strconv.Itoa(u.ID)})
	})
	if err != nil {
		return "", err
	}
	return out, nil
}

// Unsubscribe follows a mail's unsubscribe link (GET or one-click POST
// /me/email/unsubscribe?id=&sig=): no more mails to that address. A wrong
// signature is not found.
func (s *Service) Unsubscribe(ctx context.Context, id int, sig string) error {
	if !hmac.Equal([]byte(sig), []byte(s.unsubscribeSig(id))) {
		return apperr.NotFound.Msg("unknown unsubscribe link")
	}
	n, err := s.DB.EmailSubscription.Update().Where(emailsubscription.ID(id)).
		SetStatus(emailsubscription.StatusUnsubscribed).ClearConfirmedEmail().Save(ctx)
	if err != nil {
		return err
	}
	if n == 0 {
		return apperr.NotFound.Msg("unknown unsubscribe link")
	}
	return nil
}
