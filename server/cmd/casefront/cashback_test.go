package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// `cashback set` stores a rate `list` then shows as set; `reset` brings the
// default back; a bad rate or a short line is refused and changes nothing.
func TestCashbackCommand(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.Databases()[0].URL(t))
	s := &gabenstore.Service{DB: db.Client}
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runCashback(ctx, s, args, &out)
		return out.String(), err
	}
	if out, err := run("set", "battle", "250"); err != nil || out != "battle\t250 bps\tset (default 100)\n" {
		t.Fatalf("set: %q %v", out, err)
	}
	out, err := run("list")
	if err != nil || !strings.Contains(out, "battle\t250 bps\tset (default 100)\n") || !strings.Contains(out, "upgrade\t50 bps\tdefault\n") {
		t.Fatalf("list: %q %v", out, err)
	}
	for _, bad := range [][]string{{"set", "battle", "5000"}, {"set", "battle", "x"}, {"set", "battle"}, {"reset"}, {"nope"}, {}} {
		if _, err := run(bad...); err == nil {
			t.Fatalf("%v was taken", bad)
		}
	}
	if out, err := run("reset", "battle"); err != nil || out != "battle\t100 bps\tdefault\n" {
		t.Fatalf("reset: %q %v", out, err)
	}
	if n := db.CashbackRate.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d rows after reset", n)
	}
}
