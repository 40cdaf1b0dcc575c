package app_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/internal/testenv"
)

// Signing out ends the whole sign-in: the tokens it was refreshed from are
// refused too, on REST, GraphQL and websockets of every instance, and the
// player's other sign-ins keep working. Instances that share a bus hear of
// it at once; one that shares only the database refuses it once its memory
// of earlier answers lapses (auth.SignOutTrust).
func TestSignOutRevokesTheWholeSignIn(t *testing.T) {
	t.Parallel()
	t.Run("shared bus", func(t *testing.T) {
		// Well within the memory's window: the bus, not time, told it.
		testSignOut(t, map[string]string{"DATABASE_URL": testenv.SQLiteURL(t), "REDIS_URL": testenv.RedisURL(t)}, auth.SignOutTrust/2)
	})
	t.Run("database only", func(t *testing.T) {
		testSignOut(t, map[string]string{"DATABASE_URL": testenv.SQLiteURL(t)}, auth.SignOutTrust+5*time.Second)
	})
}

// testSignOut signs out on one instance; the other refuses within the given time.
func testSignOut(t *testing.T, env map[string]string, within time.Duration) {
	s := startServer(t, env)
	other := startServer(t, env) // another instance on the same database
	player, _ := s.player(t, 0)
	u := player.ID
	// A is two days old: using it brings back B, a fresher token of the same sign-in.
	tokA, err := (&auth.Tokens{Secret: []byte(testSecret), Now: func() time.Time { return time.Now().Add(-48 * time.Hour) }}).Issue(u)
	if err != nil {
		t.Fatal(err)
	}
	onA := connectWS(t, other, "graphql-transport-ws", tokA)
	r := s.get(t, "/api/user/me", tokA)
	tokB := auth.BearerToken(r.Header.Get("Authorization"))
	if r.Status != http.StatusOK || tokB == "" {
		t.Fatalf("two-day-old token: %s, Authorization %q", r, r.Header.Get("Authorization"))
	}
	tokC, err := s.App.Tokens.Issue(u) // another sign-in of the same player
	if err != nil {
		t.Fatal(err)
	}

	// Both instances have checked A and B: they remember them as clean.
	for _, srv := range []*testServer{s, other} {
		for _, tok := range []string{tokA, tokB} {
			if r := srv.get(t, "/api/user/me", tok); r.Status != http.StatusOK {
				t.Fatalf("before sign-out: %s", r)
			}
		}
	}

	if r := s.get(t, "/auth/logout", tokB); r.Status != http.StatusOK {
		t.Fatalf("logout: %s", r)
	}
	wantAPIError(t, s.get(t, "/api/user/me", tokA), http.StatusUnauthorized, "api.no_auth") // at once here
	// Each token's remembered answer lapses on its own (B was checked a
	// little after A), so wait for both.
	deadline := time.Now().Add(within)
	for tok, which := range map[string]string{tokA: "A", tokB: "B"} {
		for other.get(t, "/api/user/me", tok).Status == http.StatusOK {
			if time.Now().After(deadline) {
				t.Fatalf("another instance still takes token %s %s after the sign-out", which, within)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for name, srv := range map[string]*testServer{"this instance": s, "another instance": other} {
		for tok, which := range map[string]string{tokA: "A", tokB: "B"} {
			wantAPIError(t, srv.get(t, "/api/user/me", tok), http.StatusUnauthorized, "api.no_auth")
			if r := srv.postJSON(t, "/graphql", tok, map[string]any{"query": "{ me { id } }"}); r.Status != http.StatusUnauthorized {
				t.Fatalf("GraphQL on %s with token %s after sign-out: %s", name, which, r)
			}
			ws := dialWS(t, srv, "graphql-transport-ws", tok)
			for {
				m, ok := ws.next(5 * time.Second)
				if !ok {
					break
				}
				if m.Type == "connection_ack" {
					t.Fatalf("websocket on %s with token %s acknowledged after sign-out", name, which)
				}
			}
		}
		if got := srv.me(t, tokC).Data.ID; got != u {
			t.Fatalf("the player's other sign-in on %s: user %d, want %d", name, got, u)
		}
	}
	// The socket opened with A before the sign-out is closed too.
	deadline = time.Now().Add(10 * time.Second)
	for {
		if _, open := onA.next(time.Until(deadline)); !open {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("socket signed in with A still open after signing out with B")
		}
	}
	if got := onA.status.Load(); got != 4403 {
		t.Fatalf("socket signed in with A closed with %d, want 4403", got)
	}
}
