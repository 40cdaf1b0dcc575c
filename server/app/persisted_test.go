package app_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/graph/persisted"
)

// clientOperation is the id of one of the client's operations, by name.
func clientOperation(t *testing.T, name string) string {
	t.Helper()
	for id, text := range persisted.Client() {
		if strings.HasPrefix(text, "query "+name+" ") {
			return id
		}
	}
	t.Fatalf("the client has no operation %s", name)
	return ""
}

func byID(id string) map[string]any {
	return map[string]any{"version": 1, "sha256Hash": id}
}

func postGQL(t *testing.T, s *testServer, body map[string]any) gqlResponse {
	t.Helper()
	r := s.postJSON(t, "/graphql", "", body)
	var g gqlResponse
	if err := json.Unmarshal(r.Body, &g); err != nil {
		t.Fatalf("graphql: %v: %s", err, r)
	}
	g.raw, g.status = r.Body, r.Status
	return g
}

func TestTheClientSendsItsOperationsByID(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	id := clientOperation(t, "settingsQuery")

	var settings struct{ Settings struct{ Languages []string } }
	postGQL(t, s, map[string]any{"operationName": "settingsQuery", "variables": map[string]any{}, "extensions": map[string]any{"persistedQuery": byID(id)}}).into(t, &settings)
	if len(settings.Settings.Languages) == 0 {
		t.Fatalf("settings by id: %+v", settings)
	}

	// Over graphql-ws too (the client's subscriptions go this way).
	ws := connectWS(t, s, "graphql-transport-ws", "")
	ws.send(wsMessage{ID: "1", Type: "subscribe", Payload: mustJSON(t, map[string]any{"query": "", "extensions": map[string]any{"persistedQuery": byID(id)}})})
	settings.Settings.Languages = nil
	if !ws.nextData("1", 5*time.Second, &settings) || len(settings.Settings.Languages) == 0 {
		t.Fatalf("settings by id over graphql-ws: %+v", settings)
	}

	// Plain queries (GraphiQL, scripts) still send their text.
	var plain struct{ Settings struct{ Languages []string } }
	s.graphql(t, "", "{ settings { languages } }", nil).into(t, &plain)
	if len(plain.Settings.Languages) == 0 {
		t.Fatalf("plain query: %+v", plain)
	}
	s.noErrorLogs(t)
}

func TestOnlyTheClientsOperationsAreKnownByID(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	other := "query Other { settings { languages } }"
	sum := sha256.Sum256([]byte(other))
	id := hex.EncodeToString(sum[:])

	g := postGQL(t, s, map[string]any{"extensions": map[string]any{"persistedQuery": byID(id)}})
	if code := g.code(t); code != "PERSISTED_QUERY_NOT_FOUND" {
		t.Fatalf("unknown id: code %q: %s", code, g.raw)
	}

	// Sent with its text and hash, an operation runs, and is not remembered.
	var data struct{ Settings struct{ Languages []string } }
	postGQL(t, s, map[string]any{"query": other, "extensions": map[string]any{"persistedQuery": byID(id)}}).into(t, &data)
	if code := postGQL(t, s, map[string]any{"extensions": map[string]any{"persistedQuery": byID(id)}}).code(t); code != "PERSISTED_QUERY_NOT_FOUND" {
		t.Fatalf("an operation sent with its text was remembered (code %q)", code)
	}

	// A text that is not its hash's, or another protocol version, is the client's mistake.
	wrong := postGQL(t, s, map[string]any{"query": "{ settings { languages } }", "extensions": map[string]any{"persistedQuery": byID(id)}})
	if code := wrong.code(t); code != "api.validation" || string(wrong.Data) != "null" && len(wrong.Data) > 0 {
		t.Fatalf("a text that is not its hash's: %s", wrong.raw)
	}
	v2 := postGQL(t, s, map[string]any{"extensions": map[string]any{"persistedQuery": map[string]any{"version": 2, "sha256Hash": id}}})
	if code := v2.code(t); code != "api.validation" {
		t.Fatalf("version 2: %s", v2.raw)
	}
	s.noErrorLogs(t)
}
