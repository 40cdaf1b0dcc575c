package support_test

import (
	"strconv"
	"testing"

	"github.com/golang-jwt/jwt/v5"
)

func itoa(n int) string { return strconv.Itoa(n) }

func parseWidget(t *testing.T, tok string, secret []byte) jwt.MapClaims {
	t.Helper()
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(tok, claims, func(*jwt.Token) (any, error) { return secret, nil },
		jwt.WithValidMethods([]string{"HS256"}))
	if err != nil {
		t.Fatal(err)
	}
	return claims
}
