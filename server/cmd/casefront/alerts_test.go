package main

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// An alert and a modal added from the command line reach viewers, are
// listed, and end; a bad line is a usage error or the service's refusal.
func TestAlertAndModalCommands(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.Databases()[0].URL(t))
	s := &alerts.Service{DB: db.Client}
	run := func(kind string, args ...string) (string, error) {
		var out bytes.Buffer
		err := runNotice(ctx, s, kind, args, &out)
		return out.String(), err
	}
	out, err := run("alert", "add", "--text", "en=Maintenance tonight", "--text", "ru=Работы ночью", "--style", "danger", "--link", "/faq")
	if err != nil || !strings.HasPrefix(out, "alert ") {
		t.Fatalf("add: %q %v", out, err)
	}
	viewer := testdb.Actor(testdb.Player(t, db, 0))
	n, err := s.For(ctx, viewer, "ru")
	if err != nil || len(n.Alerts) != 1 || n.Alerts[0].Text != "Работы ночью" || n.Alerts[0].Style != "danger" {
		t.Fatalf("shown %+v %v", n, err)
	}
	if out, _ := run("alert", "list"); !strings.Contains(out, "danger") || !strings.Contains(out, "Maintenance tonight") {
		t.Fatalf("list %q", out)
	}
	if _, err := run("modal", "add", "--name", "hello", "--title", "en=Hello", "--body", "en=Welcome", "--audience", "players"); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.For(ctx, viewer, "en"); len(n.Modals) != 1 || n.Modals[0].Name != "hello" {
		t.Fatalf("modal %+v", n.Modals)
	}
	id := n.Alerts[0].AlertID
	if out, err := run("alert", "end", itoa(id)); err != nil || !strings.Contains(out, "ended") {
		t.Fatalf("end: %q %v", out, err)
	}
	if n, _ := s.For(ctx, viewer, "en"); len(n.Alerts) != 0 {
		t.Fatalf("ended alert shown %+v", n.Alerts)
	}
	var u usageError
	for _, bad := range [][]string{{}, {"end"}, {"end", "x"}, {"add", "--text", "nolang"}, {"add", "--starts", "tomorrow"}, {"bogus"}} {
		if _, err := run("alert", bad...); !errors.As(err, &u) {
			t.Errorf("%q: %v, want a usage error", bad, err)
		}
	}
	if _, err := run("alert", "add", "--text", "de=nur deutsch"); err == nil || !strings.Contains(err.Error(), "api.validation") {
		t.Errorf("no English text: %v", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
