package app_test

import (
	"net/http"
	"testing"
)

// The profile's seed list: after a rotation, the revealed seed has its
// period, and seedPlays lists the rolls made with it for the verifier;
// another player cannot list them.
func TestRevealedSeedListsItsPlays(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	_, tok := s.player(t, 100_000)
	for range 2 {
		decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case"}), http.StatusOK)
	}
	var rot struct {
		RotateServerSeed struct {
			Revealed struct {
				ServerSeedHash string
				Nonce          int
				RevealedAt     *string
			}
		}
	}
	s.graphql(t, tok, `mutation { rotateServerSeed { revealed { serverSeedHash nonce revealedAt } } }`, nil).into(t, &rot)
	rv := rot.RotateServerSeed.Revealed
	if rv.Nonce != 2 || rv.RevealedAt == nil {
		t.Fatalf("revealed %+v", rv)
	}
	var list struct {
		RevealedSeeds []struct {
			ServerSeedHash        string
			CreatedAt, RevealedAt string
		}
		SeedPlays []struct {
			Game, Roll string
			Nonce      int
			CaseAlias  *string
			ItemName   *string
		}
	}
	s.graphql(t, tok, `query($h: String!) { revealedSeeds { serverSeedHash createdAt revealedAt }
		seedPlays(serverSeedHash: $h) { game nonce roll caseAlias itemName } }`, map[string]any{"h": rv.ServerSeedHash}).into(t, &list)
	if len(list.RevealedSeeds) != 1 || list.RevealedSeeds[0].CreatedAt == "" || list.RevealedSeeds[0].RevealedAt == "" {
		t.Fatalf("revealed seeds %+v", list.RevealedSeeds)
	}
	if len(list.SeedPlays) != 2 {
		t.Fatalf("plays %+v", list.SeedPlays)
	}
	for i, p := range list.SeedPlays {
		if p.Game != "case" || p.Nonce != i || p.CaseAlias == nil || *p.CaseAlias != "test-case" || p.ItemName == nil {
			t.Fatalf("play %d: %+v", i, p)
		}
	}
	_, other := s.player(t, 0)
	if c := s.graphql(t, other, `query($h: String!) { seedPlays(serverSeedHash: $h) { nonce } }`, map[string]any{"h": rv.ServerSeedHash}).code(t); c != "api.not_found" {
		t.Fatalf("another player listed the plays: %s", c)
	}
}
