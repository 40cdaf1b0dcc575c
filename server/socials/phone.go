package socials

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/phoneverification"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

const (
	// CodeFor is how long an SMS code confirms.
	CodeFor = 10 * time.Minute
	// CodeEvery is the least time between two codes; CodesPerDay caps a
	// player's codes per UTC day (each costs an SMS).
	CodeEvery   = time.Minute
	CodesPerDay = 5
	// CodeAttempts is how many wrong codes burn the code sent.
	CodeAttempts = 5
)

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)

// normalPhone drops the spaces, dashes, dots and brackets people type.
func normalPhone(v string) (string, error) {
	p := strings.Map(func(r rune) rune {
		if strings.ContainsRune(" -.()", r) {
			return -1
		}
		return r
	}, strings.TrimSpace(v))
	if !e164.MatchString(p) {
		return "", apperr.Validation.Msg("enter the number with its country code, like +4915112345678").
			With("field", "phone").With("reason", "phone_invalid")
	}
	return p, nil
}

func (s *Service) codeHash(userID int, phone, code string) string {
	m := hmac.New(sha256.New, s.Cfg.CodeKey)
	m.Write([]byte("phone " + strconv.Itoa(userID) + " " + phone + " " + code))
	return hex.EncodeToString(m.Sum(nil))
}

func phoneOf(ph *ent.PhoneVerification, now time.Time) Phone {
	if ph == nil {
		return Phone{Status: "none"}
	}
	p := Phone{Status: "none"}
	if ph.ConfirmedPhone != nil {
		p.Status, p.Masked = "confirmed", mask(*ph.ConfirmedPhone)
	}
	if ph.CodeHash != "" && ph.CodeExpiresAt != nil && ph.CodeExpiresAt.After(now) {
		p.Status, p.Masked, p.CodeExpiresAt = "code_sent", mask(ph.Phone), ph.CodeExpiresAt
		p.AttemptsLeft = max(CodeAttempts-ph.Attempts, 0)
	}
	if next := ph.SentAt.Add(CodeEvery); next.After(now) {
		p.ResendAt = &next
	}
	return p
}

func mask(phone string) *string {
	m := phone
	if len(phone) > 4 {
		m = phone[:2] + strings.Repeat("•", len(phone)-6) + phone[len(phone)-4:]
	}
	return &m
}

// CreateCode sends a confirmation code by SMS to phone (POST /phone/create
// {phone}, mutation createPhoneCode); the SMS is a job enqueued with the
// code.
func (s *Service) CreateCode(ctx context.Context, a *actor.Actor, phone string) (*View, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	num, err := normalPhone(phone)
	if err != nil {
		return nil, err
	}
	if s.Cfg.SMS.AccountSID == "" {
		return nil, apperr.SocialUnavailable.Msg("phone confirmation is not available on this site yet")
	}
	day := now.UTC().Format(time.DateOnly)
	var v *View
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		taken, err := tx.PhoneVerification.Query().Where(phoneverification.ConfirmedPhone(num), phoneverification.UserIDNEQ(u.ID)).Exist(ctx)
		if err != nil {
			return err
		}
		if taken {
			return apperr.SocialTaken.Msg("this number is linked to another account").With("field", "phone")
		}
		ph, err := tx.PhoneVerification.Query().Where(phoneverification.UserID(u.ID)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		sends := 1
		if ph != nil {
			switch {
			case ph.ConfirmedPhone != nil && *ph.ConfirmedPhone == num:
				return refuse("phone_confirmed", "this number is already confirmed").With("field", "phone")
			case ph.SentAt.Add(CodeEvery).After(now):
				wait := int(ph.SentAt.Add(CodeEvery).Sub(now).Seconds()) + 1
				return apperr.RateLimited.Msg("a code was sent a moment ago: wait %d s", wait).With("retry_after_seconds", wait)
			case ph.SentDay == day && ph.SendsToday >= CodesPerDay:
				y, m, d := now.UTC().Date()
				wait := int(time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC).Sub(now).Seconds()) + 1
				return apperr.RateLimited.Msg("no more codes today").With("retry_after_seconds", wait).With("reason", "daily_limit")
			case ph.SentDay == day:
				sends = ph.SendsToday + 1
			}
		}
		code, err := sixDigits()
		if err != nil {
			return err
		}
		if ph == nil {
			ph, err = tx.PhoneVerification.Create().SetUserID(u.ID).SetPhone(num).SetCodeHash(s.codeHash(u.ID, num, code)).
				SetCodeExpiresAt(now.Add(CodeFor)).SetSentAt(now).SetSentDay(day).SetSendsToday(sends).SetCreatedAt(now).Save(ctx)
		} else {
			ph, err = ph.Update().SetPhone(num).SetCodeHash(s.codeHash(u.ID, num, code)).SetCodeExpiresAt(now.Add(CodeFor)).
				SetAttempts(0).SetSentAt(now).SetSentDay(day).SetSendsToday(sends).Save(ctx)
		}
		if err != nil {
			return err
		}
		sealed, err := seal(s.Cfg.TokenKey, []byte(code))
		if err != nil {
			return err
		}
		if err := s.Jobs.InsertTx(ctx, tx, SMSArgs{VerificationID: ph.ID, Code: sealed, Lang: u.Lang},
			&river.InsertOpts{MaxAttempts: 4}); err != nil {
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

func sixDigits() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

var sixDigitCode = regexp.MustCompile(`^[0-9]{6}$`)

// ConfirmCode confirms the phone with the code sent (POST /phone/code
// {code}, mutation confirmPhoneCode). A wrong code counts, and is kept
// counted though the answer is a refusal; the CodeAttempts-th burns it.
func (s *Service) ConfirmCode(ctx context.Context, a *actor.Actor, code string) (*View, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	code = strings.TrimSpace(code)
	if !sixDigitCode.MatchString(code) {
		return nil, refuse("code_invalid", "the code is 6 digits").With("field", "code")
	}
	var v *View
	var refusal error
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		v, refusal = nil, nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		ph, err := tx.PhoneVerification.Query().Where(phoneverification.UserID(u.ID)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		if ph == nil || ph.CodeHash == "" || ph.CodeExpiresAt == nil || !ph.CodeExpiresAt.After(now) {
			refusal = refuse("code_expired", "ask for a new code").With("field", "code")
			return nil
		}
		if !hmac.Equal([]byte(s.codeHash(u.ID, ph.Phone, code)), []byte(ph.CodeHash)) {
			left := CodeAttempts - ph.Attempts - 1
			upd := ph.Update().AddAttempts(1)
			if left <= 0 {
				upd.SetCodeHash("")
			}
			refusal = refuse("code_invalid", "this is not the code sent").With("field", "code").With("attempts_left", max(left, 0))
			return upd.Exec(ctx)
		}
		err = ph.Update().SetConfirmedPhone(ph.Phone).SetConfirmedAt(now).SetCodeHash("").Exec(ctx)
		if ent.IsConstraintError(err) {
			refusal = apperr.SocialTaken.Msg("this number is linked to another account").With("field", "phone")
			return nil
		} else if err != nil {
			return err
		}
		v, err = s.view(ctx, tx.Client(), u.ID, now)
		return err
	})
	if err != nil {
		return nil, err
	}
	if refusal != nil {
		return nil, refusal
	}
	return v, nil
}
