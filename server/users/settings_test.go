package users_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/actor"
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
	a := testdb.Actor(u)
	got, err := users.SetCountry(ctx, db.Client, a, "se")
	if err != nil || got.Country != "SE" {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"", "S", "SWE", "ZZ", "EU", "12"} {
		if _, err := users.SetCountry(ctx, db.Client, a, bad); key(err) != "api.validation" {
			t.Errorf("%q accepted: %v", bad, err)
		}
	}
	if got, err := users.SetLang(ctx, db.Client, a, "DE"); err != nil || got.Lang != "de" {
		t.Fatalf("%v %v", got, err)
	}
	if _, err := users.SetLang(ctx, db.Client, a, "xx"); key(err) != "api.validation" {
		t.Fatal("unknown language accepted")
	}
}

func TestTradeURLMustBelongToTheAccount(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	// testdb players have SteamID64 7656119xxxxxxxxxx; derive the account id the way Steam does.
	db.User.UpdateOneID(u.ID).SetSteamID("76561198000000042").ExecX(ctx) // account id 39734314
	own := "https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCd_-12"
	if got, err := users.SaveTradeURL(ctx, db.Client, a, "  "+own+" "); err != nil || got.TradeofferURL != own {
		t.Fatalf("%v %v", got, err)
	}
	for bad, reason := range map[string]string{
		"https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12":             users.TradeURLNotYourAccount,
		"http://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCd_-12":       users.TradeURLFormat,
		"https://steamcommunity.com.evil/tradeoffer/new/?partner=39734314&token=AbCd_-12": users.TradeURLFormat,
		"https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=short":         users.TradeURLFormat,
		"": users.TradeURLFormat,
	} {
		_, err := users.SaveTradeURL(ctx, db.Client, a, bad)
		if e, _ := apperr.As(err); key(err) != "api.validation" || e.Fields["reason"] != reason {
			t.Errorf("%q: %v, want reason %s", bad, err, reason)
		}
	}
	if _, err := users.SaveTradeURL(ctx, db.Client, &actor.Actor{}, own); key(err) != "api.no_auth" {
		t.Fatalf("anonymous save: %v", err)
	}
}

func TestSelfBanExtendsNeverShortens(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	got, err := users.SelfBan(ctx, db.Client, a, 30, now)
	if err != nil || !got.SelfBanUntil.Equal(now.Add(30*24*time.Hour)) {
		t.Fatalf("%v %v", got.SelfBanUntil, err)
	}
	if err := actor.CanPlayRow(got, now); key(err) != "api.self_banned" {
		t.Fatalf("self-banned player may play: %v", err)
	}
	if _, err := users.SelfBan(ctx, db.Client, a, 7, now); key(err) != "api.validation" {
		t.Fatal("a shorter ban replaced a longer one")
	}
	if got, _ := users.SelfBan(ctx, db.Client, a, 90, now); !got.SelfBanUntil.Equal(now.Add(90 * 24 * time.Hour)) {
		t.Fatalf("extension not applied: %v", got.SelfBanUntil)
	}
	if _, err := users.SelfBan(ctx, db.Client, a, 2, now); key(err) != "api.validation" {
		t.Fatal("an unlisted period accepted")
	}
	if err := actor.CanPlayRow(got, now.Add(91*24*time.Hour)); err != nil {
		t.Fatalf("ban did not end: %v", err)
	}
}

func TestCountriesList(t *testing.T) {
	withdrawn := []string{"DD", "UK", "FX", "YU", "CS", "SU", "AN", "ZR", "TP", "BU", "NT", "YD", "EU", "QO", "ZZ"}
	for _, lang := range users.Languages {
		list := users.Countries(lang)
		byCode := map[string]string{}
		for _, c := range list {
			if _, dup := byCode[c.Value]; dup {
				t.Fatalf("%s: %s listed twice", lang, c.Value)
			}
			if c.Label == "" || c.Label == c.Value {
				t.Fatalf("%s: %s has no label", lang, c.Value)
			}
			byCode[c.Value] = c.Label
		}
		for _, code := range withdrawn {
			if _, ok := byCode[code]; ok {
				t.Fatalf("%s: withdrawn code %s listed", lang, code)
			}
		}
		if len(list) < 240 || byCode["DE"] == "" || byCode["GB"] == "" || byCode["SS"] == "" {
			t.Fatalf("%s: %d countries, DE=%q GB=%q SS=%q", lang, len(list), byCode["DE"], byCode["GB"], byCode["SS"])
		}
	}
	// Labels follow the language.
	for lang, want := range map[string]string{"en": "Germany", "de": "Deutschland", "ru": "Германия", "br": "Alemanha", "jp": "ドイツ"} {
		if got := label(users.Countries(lang), "DE"); got != want {
			t.Errorf("DE in %s: %q, want %q", lang, got, want)
		}
	}
	if got := label(users.Countries("xx"), "SE"); got != "Sweden" {
		t.Errorf("unknown language falls back to English: SE %q", got)
	}
	if !users.ValidCountry("DE") || users.ValidCountry("DD") || users.ValidCountry("UK") || users.ValidCountry("de") {
		t.Error("ValidCountry accepts a withdrawn code or lower case, or refuses DE")
	}
	if users.PickLang("", "de") != "de" || users.PickLang("ru", "de") != "ru" || users.PickLang("xx", "") != "en" {
		t.Error("PickLang: request, then saved, then English")
	}
}

func label(list []users.Country, code string) string {
	for _, c := range list {
		if c.Value == code {
			return c.Label
		}
	}
	return ""
}
