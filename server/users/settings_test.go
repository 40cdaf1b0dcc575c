package users_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/users"
)

var key = apperr.KeyOf

func TestCountryAndLang(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	got, err := users.SetCountry(ctx, db.Client, u.ID, "se")
	if err != nil || got.Country != "SE" {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"", "S", "SWE", "ZZ", "EU", "12"} {
		if _, err := users.SetCountry(ctx, db.Client, u.ID, bad); key(err) != "api.validation" {
			t.Errorf("%q accepted: %v", bad, err)
		}
	}
	if got, err := users.SetLang(ctx, db.Client, u.ID, "DE"); err != nil || got.Lang != "de" {
		t.Fatalf("%v %v", got, err)
	}
	if _, err := users.SetLang(ctx, db.Client, u.ID, "xx"); key(err) != "api.validation" {
		t.Fatal("unknown language accepted")
	}
}

func TestTradeURLMustBelongToTheAccount(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	// testdb players have SteamID64 7656119xxxxxxxxxx; derive the account id the way Steam does.
	db.User.UpdateOneID(u.ID).SetSteamID("76561198000000042").ExecX(ctx) // account id 39734314
	own := "https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCd_-12"
	if got, err := users.SaveTradeURL(ctx, db.Client, u.ID, "  "+own+" "); err != nil || got.TradeofferURL != own {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{
		"https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12", // someone else's
		"http://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCd_-12",
		"https://steamcommunity.com.evil/tradeoffer/new/?partner=39734314&token=AbCd_-12",
		"https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=short",
		"",
	} {
		if _, err := users.SaveTradeURL(ctx, db.Client, u.ID, bad); key(err) != "api.validation" {
			t.Errorf("%q accepted: %v", bad, err)
		}
	}
}

func TestSelfBanExtendsNeverShortens(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	got, err := users.SelfBan(ctx, db.Client, u.ID, 30, now)
	if err != nil || !got.SelfBanUntil.Equal(now.Add(30*24*time.Hour)) {
		t.Fatalf("%v %v", got.SelfBanUntil, err)
	}
	if err := users.CanPlay(got, now); key(err) != "api.self_banned" {
		t.Fatalf("self-banned player may play: %v", err)
	}
	if _, err := users.SelfBan(ctx, db.Client, u.ID, 7, now); key(err) != "api.validation" {
		t.Fatal("a shorter ban replaced a longer one")
	}
	if got, _ := users.SelfBan(ctx, db.Client, u.ID, 90, now); !got.SelfBanUntil.Equal(now.Add(90 * 24 * time.Hour)) {
		t.Fatalf("extension not applied: %v", got.SelfBanUntil)
	}
	if _, err := users.SelfBan(ctx, db.Client, u.ID, 2, now); key(err) != "api.validation" {
		t.Fatal("an unlisted period accepted")
	}
	if err := users.CanPlay(got, now.Add(91*24*time.Hour)); err != nil {
		t.Fatalf("ban did not end: %v", err)
	}
}

func TestCountriesList(t *testing.T) {
	list := users.Countries()
	byCode := map[string]string{}
	for _, c := range list {
		byCode[c.Value] = c.Label
	}
	if len(list) < 240 || byCode["TW"] != "Taiwan" || byCode["SE"] != "Sweden" || byCode["DE"] != "Germany" {
		t.Fatalf("%d countries, TW=%q SE=%q", len(list), byCode["TW"], byCode["SE"])
	}
	if _, ok := byCode["EU"]; ok {
		t.Fatal("EU is not a country")
	}
}
