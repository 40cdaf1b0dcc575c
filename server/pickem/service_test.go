package pickem_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/pickemstage"
	"github.com/casefront/casefront/ent/rewardcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/pickem"
	"github.com/casefront/casefront/server/store"
)

var base = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

type fixture struct {
	t      *testing.T
	db     *store.DB
	svc    *pickem.Service
	now    atomic.Pointer[time.Time]
	tour   *ent.PickemTournament
	group  *ent.PickemStage
	finals *ent.PickemStage
	// g1, g2 in the group stage (start at base+1h, base+2h); f1 the final (base+3h)
	g1, g2, f1 *ent.PickemMatch
	caseID     int
}

var operator = &actor.Actor{UserID: -1, Roles: []string{"admin"}}

// setup is a tournament running from base-1h to base+1d with a group stage
// of two matches and a final of one; prizes: rank 1 $50 and a case, ranks
// 2-3 $10 and 500 crystals. The clock stands at base.
func setup(t *testing.T, url string) *fixture {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	if err := jobs.Migrate(ctx, db, nil); err != nil {
		t.Fatal(err)
	}
	q, err := jobs.New(db, nil, jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Close() })
	f := &fixture{t: t, db: db}
	f.set(base)
	f.svc = &pickem.Service{DB: db.Client, Jobs: q, Clock: func() time.Time { return *f.now.Load() }}
	pickem.Register(q, f.svc) // registered, not started: the tests run the job step
	f.caseID = db.LootCase.Query().FirstIDX(ctx)
	f.tour = db.PickemTournament.Create().SetSlug("test-cup").SetName("Test Cup").SetStartsAt(base.Add(-time.Hour)).
		SetEndsAt(base.Add(24 * time.Hour)).SaveX(ctx)
	db.PickemPrize.Create().SetTournamentID(f.tour.ID).SetRankFrom(1).SetRankTo(1).SetMoney(5000).SetCaseID(f.caseID).ExecX(ctx)
	db.PickemPrize.Create().SetTournamentID(f.tour.ID).SetRankFrom(2).SetRankTo(3).SetMoney(1000).SetCrystals(500).ExecX(ctx)
	f.group = db.PickemStage.Create().SetTournamentID(f.tour.ID).SetKind(pickemstage.KindGroup).SetName("Groups").SetSort(0).SaveX(ctx)
	f.finals = db.PickemStage.Create().SetTournamentID(f.tour.ID).SetKind(pickemstage.KindPlayoffs).SetName("Final").SetSort(1).SetPoints(2).SaveX(ctx)
	match := func(st *ent.PickemStage, a, b string, at time.Duration) *ent.PickemMatch {
		return db.PickemMatch.Create().SetStageID(st.ID).SetTournamentID(f.tour.ID).SetTeamA(a).SetTeamB(b).SetStartsAt(base.Add(at)).SaveX(ctx)
	}
	f.g1 = match(f.group, "Vitality", "Spirit", time.Hour)
	f.g2 = match(f.group, "MOUZ", "FaZe", 2*time.Hour)
	f.f1 = match(f.finals, "Vitality", "MOUZ", 3*time.Hour)
	return f
}

func (f *fixture) set(at time.Time) { f.now.Store(&at) }

func (f *fixture) player() (*ent.User, *actor.Actor) {
	u := testdb.Player(f.t, f.db, 0)
	return u, testdb.Actor(u)
}

func (f *fixture) vote(a *actor.Actor, m *ent.PickemMatch, team string) {
	f.t.Helper()
	if _, err := f.svc.Vote(context.Background(), a, m.ID, team); err != nil {
		f.t.Fatalf("vote %s on %d: %v", team, m.ID, err)
	}
}

func (f *fixture) result(m *ent.PickemMatch, winner string) *pickem.Entered {
	f.t.Helper()
	e, err := f.svc.Result(context.Background(), operator, f.tour.Slug, m.ID, winner)
	if err != nil {
		f.t.Fatalf("result %d: %v", m.ID, err)
	}
	return e
}

func (f *fixture) balance(u *ent.User, cur ledger.Currency) int64 {
	f.t.Helper()
	b, err := ledger.Balance(context.Background(), f.db.Client, u.ID, cur)
	if err != nil && !ent.IsNotFound(err) {
		f.t.Fatal(err)
	}
	return b
}

func (f *fixture) count(what string) int {
	f.t.Helper()
	ctx := context.Background()
	switch what {
	case "votes":
		return f.db.PickemVote.Query().CountX(ctx)
	case "participants":
		return f.db.PickemParticipant.Query().CountX(ctx)
	case "payouts":
		return f.db.PickemPayout.Query().CountX(ctx)
	case "jobs":
		var n int
		if err := f.db.SQL.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'pickem_score'`).Scan(&n); err != nil {
			f.t.Fatal(err)
		}
		return n
	}
	panic(what)
}

func key(err error) string { return apperr.KeyOf(err) }

func each(t *testing.T, fn func(t *testing.T, f *fixture)) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) { fn(t, setup(t, d.URL(t))) })
	}
}

// A prediction may change until the match starts; at the start it is
// refused and writes nothing, for a new voter too.
func TestVoteLocksAtTheMatchStart(t *testing.T) {
	each(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		u, a := f.player()
		f.vote(a, f.g1, "Vitality")
		f.vote(a, f.g1, "Spirit") // changed before the lock
		f.set(f.g1.StartsAt)
		_, err := f.svc.Vote(ctx, a, f.g1.ID, "Vitality")
		if key(err) != apperr.VoteLocked.Key {
			t.Fatalf("vote at the start: %v", err)
		}
		votes, err := f.svc.Votes(ctx, a, f.tour.Slug)
		if err != nil || len(votes) != 1 || votes[0].Team != "Spirit" {
			t.Fatalf("votes after a late vote: %v %v", votes, err)
		}
		_, late := f.player()
		if _, err := f.svc.Vote(ctx, late, f.g1.ID, "Vitality"); key(err) != apperr.VoteLocked.Key {
			t.Fatalf("new late voter: %v", err)
		}
		if _, err := f.svc.ChooseSide(ctx, late, f.g1.ID, "a"); key(err) != apperr.VoteLocked.Key {
			t.Fatalf("late side: %v", err)
		}
		if n, p := f.count("votes"), f.count("participants"); n != 1 || p != 1 {
			t.Fatalf("a late vote wrote: %d votes, %d participants", n, p)
		}
		// The next match is still open; the side of the featured fight is its team.
		v, err := f.svc.ChooseSide(ctx, a, 0, "b")
		if err != nil || v.MatchID != f.g2.ID || v.Team != "FaZe" {
			t.Fatalf("choose side: %+v %v", v, err)
		}
		stages, err := f.svc.Stages(ctx, a, f.tour.Slug)
		if err != nil || !stages[0].Matches[0].Locked || stages[0].Matches[1].Locked || stages[0].Matches[1].Pick != "FaZe" || !stages[1].Final {
			t.Fatalf("stages: %v", err)
		}
		_ = u
	})
}

// Refused: anonymous, the pickem restriction, a self-ban (on the request or
// only on the row), a tournament not ongoing, a team not in the match, a
// match with a result. None writes anything.
func TestRefusalsWriteNothing(t *testing.T) {
	each(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		u, a := f.player()
		cases := []struct {
			name string
			a    *actor.Actor
			team string
			want *apperr.Error
		}{
			{"anonymous", &actor.Actor{}, "Vitality", apperr.NoAuth},
			{"restricted", testdb.Actor(u, pickem.Feature), "Vitality", apperr.Restricted},
			{"bad team", a, "Astralis", apperr.Validation},
		}
		for _, c := range cases {
			if _, err := f.svc.Vote(ctx, c.a, f.g1.ID, c.team); key(err) != c.want.Key {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		if _, err := f.svc.Join(ctx, testdb.Actor(u, pickem.Feature), f.tour.Slug); key(err) != apperr.Restricted.Key {
			t.Fatalf("restricted join: %v", err)
		}
		// Banned after the request was resolved: the locked row refuses.
		until := base.Add(time.Hour)
		f.db.User.UpdateOneID(u.ID).SetSelfBanUntil(until).ExecX(ctx)
		if _, err := f.svc.Vote(ctx, a, f.g1.ID, "Vitality"); key(err) != apperr.SelfBanned.Key {
			t.Fatalf("self-banned row: %v", err)
		}
		if _, err := f.svc.Join(ctx, testdb.Actor(f.db.User.GetX(ctx, u.ID)), f.tour.Slug); key(err) != apperr.SelfBanned.Key {
			t.Fatalf("self-banned join: %v", err)
		}
		_, b := f.player()
		f.set(f.tour.EndsAt)
		if _, err := f.svc.Join(ctx, b, f.tour.Slug); key(err) != apperr.TournamentNotActive.Key {
			t.Fatalf("join after the end: %v", err)
		}
		f.set(f.tour.StartsAt.Add(-time.Minute))
		if _, err := f.svc.Vote(ctx, b, f.g1.ID, "Vitality"); key(err) != apperr.TournamentNotActive.Key {
			t.Fatalf("vote before the start: %v", err)
		}
		f.set(base)
		f.result(f.f1, "MOUZ")
		if _, err := f.svc.Vote(ctx, b, f.f1.ID, "MOUZ"); key(err) != apperr.VoteLocked.Key {
			t.Fatalf("vote on a decided match: %v", err)
		}
		if n, p := f.count("votes"), f.count("participants"); n != 0 || p != 0 {
			t.Fatalf("refusals wrote %d votes, %d participants", n, p)
		}
		if tv, err := f.svc.BySlug(ctx, testdb.Actor(u, pickem.Feature), f.tour.Slug); err != nil || tv.Available || tv.Status != pickem.StatusOngoing {
			t.Fatalf("restricted view: %+v %v", tv, err)
		}
		if _, err := f.svc.BySlug(ctx, a, "nope"); key(err) != apperr.NotFound.Key {
			t.Fatalf("unknown slug: %v", err)
		}
	})
}

// 50 players joining and voting at once are 50 participants with one vote
// each; one player's 50 racing votes on a match are one vote and one entry.
func TestRacingVotesAndJoinsStayConsistent(t *testing.T) {
	each(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		const n = 50
		actors := make([]*actor.Actor, n)
		for i := range actors {
			_, actors[i] = f.player()
		}
		_, one := f.player()
		var wg sync.WaitGroup
		errs := make(chan error, 3*n)
		for i := 0; i < n; i++ {
			wg.Add(3)
			go func() { defer wg.Done(); _, err := f.svc.Join(ctx, actors[i], f.tour.Slug); errs <- err }()
			go func() { defer wg.Done(); _, err := f.svc.Vote(ctx, actors[i], f.g1.ID, "Vitality"); errs <- err }()
			go func() {
				defer wg.Done()
				team := []string{"Vitality", "Spirit"}[i%2]
				_, err := f.svc.Vote(ctx, one, f.g1.ID, team)
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if v, p := f.count("votes"), f.count("participants"); v != n+1 || p != n+1 {
			t.Fatalf("%d votes, %d participants; want %d", v, p, n+1)
		}
		tv, err := f.svc.BySlug(ctx, one, f.tour.Slug)
		if err != nil || !tv.Joined || tv.Participants != n+1 {
			t.Fatalf("view: %+v %v", tv, err)
		}
	})
}

// Results: the stage's last result enqueues its scoring with it; scoring
// gives points per correct prediction; the final stage's scoring pays each
// winner once, however often the job runs; ranks share ties.
func TestScoringPaysEachWinnerOnce(t *testing.T) {
	each(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		best, ab := f.player()
		second, as := f.player()
		zero, az := f.player()
		f.vote(ab, f.g1, "Vitality")
		f.vote(ab, f.g2, "MOUZ")
		f.vote(ab, f.f1, "MOUZ")
		f.vote(as, f.g1, "Vitality")
		f.vote(as, f.g2, "FaZe")
		f.vote(az, f.g1, "Spirit")
		if _, err := f.svc.Result(ctx, ab, f.tour.Slug, f.g1.ID, "Vitality"); key(err) != apperr.Forbidden.Key {
			t.Fatalf("a player entered a result: %v", err)
		}
		f.set(base.Add(4 * time.Hour))
		if e := f.result(f.g1, "Vitality"); e.StageComplete || f.count("jobs") != 0 {
			t.Fatal("the stage completed with a match left")
		}
		if e := f.result(f.g1, "Vitality"); e.StageComplete { // the same result again: nothing
			t.Fatal("a repeated result completed the stage again")
		}
		if _, err := f.svc.Result(ctx, operator, f.tour.Slug, f.g1.ID, "Spirit"); key(err) != apperr.Validation.Key {
			t.Fatalf("a changed result: %v", err)
		}
		if e := f.result(f.g2, "MOUZ"); !e.StageComplete || !e.Scheduled || f.count("jobs") != 1 {
			t.Fatalf("the stage's last result: %+v, %d jobs", e, f.count("jobs"))
		}
		if err := f.svc.Score(ctx, f.group.ID); err != nil {
			t.Fatal(err)
		}
		pts := func(a *actor.Actor) int {
			tv, err := f.svc.BySlug(ctx, a, f.tour.Slug)
			if err != nil {
				t.Fatal(err)
			}
			return tv.Points
		}
		if pts(ab) != 2 || pts(as) != 1 || pts(az) != 0 || f.count("payouts") != 0 {
			t.Fatalf("group points %d %d %d, payouts %d", pts(ab), pts(as), pts(az), f.count("payouts"))
		}
		f.result(f.f1, "MOUZ")
		for range 2 { // the job run twice
			if err := f.svc.Score(ctx, f.finals.ID); err != nil {
				t.Fatal(err)
			}
		}
		if err := f.svc.Score(ctx, f.group.ID); err != nil { // and the other stage again
			t.Fatal(err)
		}
		if pts(ab) != 4 || pts(as) != 1 {
			t.Fatalf("final points %d %d", pts(ab), pts(as))
		}
		if f.count("payouts") != 2 {
			t.Fatalf("%d payouts", f.count("payouts"))
		}
		if f.balance(best, ledger.Money) != 5000 || f.balance(second, ledger.Money) != 1000 || f.balance(second, ledger.Crystals) != 500 || f.balance(zero, ledger.Money) != 0 {
			t.Fatal("prize balances")
		}
		if n := f.db.RewardCase.Query().Where(rewardcase.UserID(best.ID), rewardcase.SourceEQ(rewardcase.SourcePickem)).CountX(ctx); n != 1 {
			t.Fatalf("%d prize cases", n)
		}
		if n := f.db.LedgerEntry.Query().Where(ledgerentry.IdemKey(pickem.PrizeKey(f.tour.ID, best.ID))).CountX(ctx); n != 1 {
			t.Fatalf("%d entries of the prize key", n)
		}
		my, err := f.svc.PrizeOf(ctx, ab, "")
		if err != nil || my.Payout == nil || my.Prize == nil || my.Prize.Money != 5000 || *my.Tournament.Rank != 1 {
			t.Fatalf("my prize: %+v %v", my, err)
		}
		w, err := f.svc.Winners(ctx, f.tour.Slug, 10)
		if err != nil || len(w) != 3 || w[0].UserID != best.ID || !w[0].Paid || w[2].Prize == nil || w[2].Paid {
			t.Fatalf("winners: %+v %v", w, err)
		}
		h, err := f.svc.History(ctx, ab)
		if err != nil || len(h) != 1 || h[0].Correct != 3 || h[0].Votes != 3 || h[0].Payout == nil {
			t.Fatalf("history: %+v %v", h, err)
		}
		assertLedger(t, f)
	})
}

// A payout job killed after paying one winner pays the others when it runs
// again, and nobody twice.
func TestPayoutResumesAfterACrash(t *testing.T) {
	each(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		users := make([]*ent.User, 3)
		for i := range users {
			var a *actor.Actor
			users[i], a = f.player()
			f.vote(a, f.g1, "Vitality")
			if i < 2 {
				f.vote(a, f.g2, "MOUZ")
			}
			if i < 1 {
				f.vote(a, f.f1, "MOUZ")
			}
		}
		f.set(base.Add(4 * time.Hour))
		f.result(f.g1, "Vitality")
		f.result(f.g2, "MOUZ")
		if err := f.svc.Score(ctx, f.group.ID); err != nil {
			t.Fatal(err)
		}
		f.result(f.f1, "MOUZ")
		paid := 0
		crash := errors.New("killed")
		f.svc.SetBeforeCommit(func(int) error {
			if paid == 1 {
				return crash
			}
			paid++
			return nil
		})
		if err := f.svc.Score(ctx, f.finals.ID); !errors.Is(err, crash) {
			t.Fatalf("crashed run: %v", err)
		}
		if f.count("payouts") != 1 {
			t.Fatalf("%d payouts after the crash", f.count("payouts"))
		}
		f.svc.SetBeforeCommit(nil)
		for range 2 {
			if err := f.svc.Score(ctx, f.finals.ID); err != nil {
				t.Fatal(err)
			}
		}
		if f.count("payouts") != 3 {
			t.Fatalf("%d payouts", f.count("payouts"))
		}
		want := []int64{5000, 1000, 1000}
		for i, u := range users {
			if got := f.balance(u, ledger.Money); got != want[i] {
				t.Fatalf("player %d money %d, want %d", i, got, want[i])
			}
		}
		assertLedger(t, f)
	})
}

func assertLedger(t *testing.T, f *fixture) {
	t.Helper()
	bad, err := ledger.Verify(context.Background(), f.db.Client)
	if err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// The demo: seven tournaments, cologne-2025 ongoing with a locked match
// and open ones; seeding again adds nothing.
func TestSeedDemo(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testdb.URL(t, "sqlite"))
	now := time.Now()
	for range 2 {
		if err := pickem.SeedDemo(ctx, db.Client, now); err != nil {
			t.Fatal(err)
		}
	}
	svc := &pickem.Service{DB: db.Client, Clock: func() time.Time { return now }}
	list, err := svc.List(ctx, &actor.Actor{})
	if err != nil || len(list) != 7 {
		t.Fatalf("%d tournaments: %v", len(list), err)
	}
	for _, tv := range list {
		if want := pickem.StatusFinished; tv.Slug == "cologne-2025" {
			want = pickem.StatusOngoing
			if tv.Status != want {
				t.Fatalf("cologne: %s", tv.Status)
			}
		} else if tv.Status != want {
			t.Fatalf("%s: %s", tv.Slug, tv.Status)
		}
	}
	stages, err := svc.Stages(ctx, &actor.Actor{}, "cologne-2025")
	if err != nil || len(stages) != 2 {
		t.Fatal(err)
	}
	open, locked := 0, 0
	for _, m := range stages[1].Matches {
		if m.Locked {
			locked++
		} else {
			open++
		}
	}
	if open != 3 || locked != 1 || !stages[0].ResultsComplete {
		t.Fatalf("cologne playoffs: %d open, %d locked", open, locked)
	}
}
