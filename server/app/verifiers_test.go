package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
)

// The standalone verifiers (verifier/verify.js, verifier/verify.py,
// docs/fair.md) must print, for every game, exactly what the Go code gave:
// the plays below are made by the games themselves through their services
// (their stored rows are the reference, and the server's own verifiers must
// agree with them first), or computed with the functions the games call.
// Each play's contents come from GET /fair/contents, as a player downloads
// them. One process per language verifies the whole batch.

// verifierLanguages are the programs and how to run them.
var verifierLanguages = []struct{ name, bin, script string }{
	{"javascript", "node", "verify.js"},
	{"python", "python3", "verify.py"},
}

// anyVerifierRuns says whether one of the languages' interpreters is installed.
func anyVerifierRuns() bool {
	for _, lang := range verifierLanguages {
		if _, err := exec.LookPath(lang.bin); err == nil {
			return true
		}
	}
	return false
}

// verifierBatch is a set of plays for the verifiers with, for each, the
// line the Go code says they must print (decoded; "error": true for a play
// both must refuse).
type verifierBatch struct {
	s        *testServer
	contents []any             // the published tables, in the order first used
	keys     map[string]string // GET /fair/contents query -> the table's key
	seeds    map[int]*ent.FairSeed
	plays    []map[string]any
	want     []map[string]any
	labels   []string
}

func newVerifierBatch(s *testServer) *verifierBatch {
	return &verifierBatch{s: s, keys: map[string]string{}, seeds: map[int]*ent.FairSeed{}}
}

func (b *verifierBatch) add(label string, play, want map[string]any) {
	b.plays, b.want, b.labels = append(b.plays, play), append(b.want, want), append(b.labels, label)
}

// published downloads a table (GET /fair/contents?query) once and returns
// the name the batch's plays name it by: its key, or for a table priced by
// a snapshot (prices=…) that snapshot's hash.
func (b *verifierBatch) published(t *testing.T, query string) string {
	t.Helper()
	if k, ok := b.keys[query]; ok {
		return k
	}
	d := decodeAs[struct {
		Data map[string]any `json:"data"`
	}](t, b.s.get(t, "/api/fair/contents?"+query, ""), 200).Data
	k, _ := d["key"].(string)
	if k == "" {
		t.Fatalf("GET /fair/contents?%s: no key in %v", query, d)
	}
	if h, ok := d["prices_sha256"].(string); ok {
		k = h
	}
	b.keys[query] = k
	b.contents = append(b.contents, d)
	return k
}

// seed is a fair seed row (the test reads it; a player has it once revealed).
func (b *verifierBatch) seed(t *testing.T, id int) *ent.FairSeed {
	t.Helper()
	if sd, ok := b.seeds[id]; ok {
		return sd
	}
	sd, err := b.s.App.DB.FairSeed.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	b.seeds[id] = sd
	return sd
}

// seeded is a play of game on a player's seed and the start of its line.
func seeded(game string, sd *ent.FairSeed, nonce int64) (play, want map[string]any) {
	play = map[string]any{"game": game, "server_seed": sd.ServerSeed, "server_seed_hash": sd.ServerSeedHash,
		"client_seed": sd.ClientSeed, "nonce": nonce}
	want = map[string]any{"game": game, "server_seed_hash": sd.ServerSeedHash, "hash_matches": true, "nonce": nonce}
	return play, want
}

// rollText is how the verifiers write a roll: bits52 / 2^52 with 16
// decimals, truncated.
func rollText(bits52 uint64) string {
	hi, lo := bits.Mul64(bits52, 10_000_000_000_000_000)
	return fmt.Sprintf("0.%016d", hi<<12|lo>>52)
}

// run writes the batch as one document and has each verifier check it.
func (b *verifierBatch) run(t *testing.T) {
	t.Helper()
	doc, err := json.Marshal(map[string]any{"contents": b.contents, "plays": b.plays})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "plays.json")
	if err := os.WriteFile(file, doc, 0o600); err != nil {
		t.Fatal(err)
	}
	games := map[string]int{}
	for _, p := range b.plays {
		games[fmt.Sprint(p["game"])]++
	}
	t.Logf("%d plays %v, %d published tables, %d KB of input", len(b.plays), games, len(b.contents), len(doc)/1024)
	outputs := map[string][]byte{}
	for _, lang := range verifierLanguages {
		t.Run(lang.name, func(t *testing.T) {
			bin, err := exec.LookPath(lang.bin)
			if err != nil {
				if os.Getenv("CASEFRONT_REQUIRE_VERIFIERS") == "1" {
					t.Fatalf("%s is needed to test verifier/%s (CASEFRONT_REQUIRE_VERIFIERS=1): %v", lang.bin, lang.script, err)
				}
				t.Skipf("%s not found: verifier/%s is not checked (CASEFRONT_REQUIRE_VERIFIERS=1 makes this a failure)", lang.bin, lang.script)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, filepath.Join("..", "..", "verifier", lang.script), file)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			start := time.Now()
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s %s: %v\n%s", lang.bin, lang.script, err, stderr.String())
			}
			t.Logf("%s verified %d plays in %v", lang.script, len(b.plays), time.Since(start).Round(time.Millisecond))
			outputs[lang.name] = out
			b.compare(t, out)
		})
	}
	// Both print the same bytes, so their answers can be compared by anyone.
	if js, py := outputs["javascript"], outputs["python"]; js != nil && py != nil && !bytes.Equal(js, py) {
		jl, pl := strings.Split(string(js), "\n"), strings.Split(string(py), "\n")
		for i := range min(len(jl), len(pl)) {
			if jl[i] != pl[i] {
				t.Fatalf("verify.js and verify.py differ at line %d:\n%s\n%s", i, jl[i], pl[i])
			}
		}
		t.Fatalf("verify.js printed %d lines, verify.py %d", len(jl), len(pl))
	}
}

// compare checks every printed line against the Go code's.
func (b *verifierBatch) compare(t *testing.T, out []byte) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) != len(b.plays) {
		t.Fatalf("%d lines for %d plays", len(lines), len(b.plays))
	}
	bad := 0
	for i, line := range lines {
		var got map[string]any
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatalf("line %d is not JSON: %v: %s", i, err, line)
		}
		want := normalize(t, b.want[i])
		want["index"] = float64(i)
		if _, refused := b.want[i]["error"]; refused {
			if msg, ok := got["error"].(string); ok && msg != "" {
				continue
			}
		} else if reflect.DeepEqual(got, want) {
			continue
		}
		if bad++; bad <= 5 {
			wj, _ := json.Marshal(want)
			t.Errorf("%s (line %d):\n got %s\nwant %s", b.labels[i], i, line, wj)
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d plays disagree", bad, len(lines))
	}
}

// normalize gives v the shape a decoded line has (numbers as float64:
// every integer here is below 2^53).
func normalize(t *testing.T, v map[string]any) map[string]any {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}
