package psp

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
)

// TestCard is the card number the payment page starts with; another number
// is another card (a player paying with a friend's, a partner with their own).
const TestCard = "4242 4242 4242 4242"

var errCard = errors.New("a card number has 12 to 19 digits")

// cardFingerprint names a card as a card network's fingerprint does: the
// same number gives the same value on every payment, and the value does not
// give the number back (keyed by the PSP's secret). Spaces and dashes are
// ignored; an empty number names no card ("").
func (p *PSP) cardFingerprint(number string) (string, error) {
	digits := strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return r
		case r == ' ' || r == '-':
			return -1
		}
		return 'x'
	}, number)
	if digits == "" {
		return "", nil
	}
	if len(digits) < 12 || len(digits) > 19 || strings.ContainsRune(digits, 'x') {
		return "", errCard
	}
	m := hmac.New(sha256.New, p.cfg.WebhookSecret)
	m.Write([]byte("sandbox-psp card:" + digits))
	return "fp_" + hex.EncodeToString(m.Sum(nil)[:12]), nil
}
