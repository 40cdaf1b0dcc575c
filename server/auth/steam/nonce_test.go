package steam

import (
	"context"
	"testing"
	"time"
)

func TestMemoryNonceStore(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	m := NewMemoryNonceStore().(*memoryNonceStore)
	m.now = func() time.Time { return now }
	ctx := context.Background()

	use := func(n string, exp time.Time) bool {
		t.Helper()
		fresh, err := m.Use(ctx, n, exp)
		if err != nil {
			t.Fatal(err)
		}
		return fresh
	}
	if !use("a", now.Add(5*time.Minute)) {
		t.Fatal("first use refused")
	}
	if use("a", now.Add(5*time.Minute)) {
		t.Fatal("reuse accepted")
	}
	if !use("b", now.Add(10*time.Minute)) {
		t.Fatal("other nonce refused")
	}

	now = now.Add(6 * time.Minute) // past a's expiry and the prune interval
	use("c", now.Add(5*time.Minute))
	if _, ok := m.seen["a"]; ok {
		t.Error("expired nonce not pruned")
	}
	if _, ok := m.seen["b"]; !ok {
		t.Error("live nonce pruned")
	}
	if use("b", now.Add(5*time.Minute)) {
		t.Fatal("reuse of live nonce accepted after prune")
	}
}

func TestParseKV(t *testing.T) {
	kv, err := parseKV([]byte("ns:http://specs.openid.net/auth/2.0\r\nis_valid:true\n"))
	if err != nil || kv["is_valid"] != "true" || kv["ns"] != nsOpenID2 {
		t.Fatalf("parseKV = %v, %v", kv, err)
	}
	for _, bad := range []string{"novalue\n", "a:1\na:2\n"} {
		if _, err := parseKV([]byte(bad)); err == nil {
			t.Errorf("parseKV(%q) accepted", bad)
		}
	}
}
