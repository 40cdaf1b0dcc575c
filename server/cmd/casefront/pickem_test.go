package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/pickemmatch"
	"github.com/casefront/casefront/ent/pickemtournament"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/pickem"
)

// `pickem list` shows the demo's matches; `pickem result` enters each
// cologne-2025 playoff winner, the last one queues the stage's scoring;
// scoring twice pays the one winner once.
func TestPickemCommand(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.Databases()[0].URL(t))
	if err := jobs.Migrate(ctx, db, nil); err != nil {
		t.Fatal(err)
	}
	q, err := jobs.New(db, nil, jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Close() })
	now := time.Now()
	if err := pickem.SeedDemo(ctx, db.Client, now); err != nil {
		t.Fatal(err)
	}
	s := &pickem.Service{DB: db.Client, Jobs: q}
	pickem.Register(q, s)
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runPickem(ctx, s, args, &out)
		return out.String(), err
	}
	if out, err := run("list"); err != nil || !strings.Contains(out, "cologne-2025\tIEM Cologne 2025\tongoing") || !strings.Contains(out, "winner=-") {
		t.Fatalf("list: %q %v", out, err)
	}
	if _, err := run("result", "cologne-2025"); err == nil {
		t.Fatal("a short command line was taken")
	}
	u := testdb.Player(t, db, 0)
	tour := db.PickemTournament.Query().Where(pickemtournament.Slug("cologne-2025")).OnlyX(ctx)
	matches := db.PickemMatch.Query().Where(pickemmatch.TournamentID(tour.ID), pickemmatch.WinnerIsNil()).
		Order(pickemmatch.ByStartsAt()).AllX(ctx)
	if _, err := s.Vote(ctx, testdb.Actor(u), matches[1].ID, matches[1].TeamA); err != nil {
		t.Fatal(err)
	}
	var out string
	for _, m := range matches {
		if out, err = run("result", "cologne-2025", strconv.Itoa(m.ID), m.TeamA); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(out, "its scoring is queued") {
		t.Fatalf("last result: %q", out)
	}
	stage := matches[0].StageID
	for range 2 {
		if err := s.Score(ctx, stage); err != nil {
			t.Fatal(err)
		}
	}
	if n := db.PickemPayout.Query().CountX(ctx); n != 1 {
		t.Fatalf("%d payouts", n)
	}
}
