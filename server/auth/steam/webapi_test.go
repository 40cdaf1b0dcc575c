package steam_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/auth/steam"
	"github.com/casefront/casefront/server/auth/steam/steamtest"
)

const apiKey = "0123456789ABCDEF0123456789ABCDEF"

func apiSetup(t *testing.T) *steamtest.Server {
	t.Helper()
	fake := steamtest.New()
	t.Cleanup(fake.Close)
	fake.SetAPIKey(apiKey)
	fake.SetUser(testSteamID, "Tester", "https://avatars.example/full.jpg")
	return fake
}

func TestPlayerSummary(t *testing.T) {
	fake := apiSetup(t)
	w := &steam.WebAPI{Base: fake.APIBase(), Key: apiKey}
	got, err := w.PlayerSummary(context.Background(), testSteamID)
	if err != nil {
		t.Fatal(err)
	}
	want := steam.Profile{SteamID: testSteamID, Nickname: "Tester", Avatar: "https://avatars.example/full.jpg"}
	if got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestPlayerSummaryWrongKey(t *testing.T) {
	fake := apiSetup(t)
	w := &steam.WebAPI{Base: fake.APIBase(), Key: "wrong"}
	if _, err := w.PlayerSummary(context.Background(), testSteamID); !errors.Is(err, steam.ErrKeyRejected) {
		t.Fatalf("err = %v, want ErrKeyRejected", err)
	}
}

func TestPlayerSummaryNoKey(t *testing.T) {
	w := &steam.WebAPI{Base: "http://127.0.0.1:1"}
	if _, err := w.PlayerSummary(context.Background(), testSteamID); !errors.Is(err, steam.ErrNoKey) {
		t.Fatalf("err = %v, want ErrNoKey", err)
	}
}

func TestPlayerSummaryUnknown(t *testing.T) {
	fake := apiSetup(t)
	w := &steam.WebAPI{Base: fake.APIBase(), Key: apiKey}
	for _, id := range []string{"76561198000000099", "123", testSteamID + ",76561198000000099", ""} {
		if _, err := w.PlayerSummary(context.Background(), id); !errors.Is(err, steam.ErrNoPlayer) {
			t.Errorf("id %q: err = %v, want ErrNoPlayer", id, err)
		}
	}
}

func TestPlayerSummaryDownHidesKey(t *testing.T) {
	fake := apiSetup(t)
	w := &steam.WebAPI{Base: fake.APIBase(), Key: apiKey}
	fake.Close()
	_, err := w.PlayerSummary(context.Background(), testSteamID)
	if !errors.Is(err, steam.ErrEndpoint) {
		t.Fatalf("err = %v, want ErrEndpoint", err)
	}
	if strings.Contains(err.Error(), apiKey) {
		t.Fatalf("error leaks the API key: %v", err)
	}
}
