package battles_test

import (
	"context"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleroll"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/droptransition"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/levels"
)

// seen is one played event a test subscriber saw.
type seen struct {
	game, ref string
	userID    int
	staked    money.Cents
}

// plays is a test subscriber to every play: what it saw, in order.
type plays struct {
	mu   sync.Mutex
	list []seen
}

// take returns what was seen since the last take.
func (p *plays) take() []seen {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.list
	p.list = nil
	return out
}

// withPlays gives the env a registry with the app's subscribers (XP and
// levels) and a test subscriber that records every play.
func (e *env) withPlays() *plays {
	p := &plays{}
	r := &events.Registry{}
	r.On(events.Played, "test.plays", func(ctx context.Context, tx *ent.Tx, ev *events.Event) error {
		p.mu.Lock()
		p.list = append(p.list, seen{game: ev.Game, ref: ev.Ref, userID: ev.UserID, staked: ev.Staked})
		p.mu.Unlock()
		return nil
	})
	levels.Subscribe(r)
	r.Seal()
	e.svc.Events = r
	return p
}

func battleRef(id int) string { return "battle:" + strconv.Itoa(id) }

// wantPlays fails unless got is exactly want, in order (payers by
// ascending id).
func wantPlays(t *testing.T, when string, got, want []seen) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s: plays %+v, want %+v", when, got, want)
	}
}

// A battle is one play per payer, at its settlement, with all they paid
// for it: taking a seat (creating, entering, bots, a rematch's seats)
// plays nothing, a canceled battle plays nothing, and a second settlement
// adds nothing. The XP is the plays', once.
func TestBattleIsOnePlayPerPayer(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			p := e.withPlays()
			xp := map[int]money.Cents{} // what each player's plays staked

			// Each pays their own seat.
			cu, ca := e.player(t, 100_000)
			ju, ja := e.player(t, 100_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2})
			v = e.enter(t, ja, v.ID, "")
			wantPlays(t, "seats of paymode each", p.take(), nil)
			old := e.finish(t, v.ID)
			wantPlays(t, "settled", p.take(), []seen{
				{"battle", battleRef(v.ID), cu.ID, casePrice},
				{"battle", battleRef(v.ID), ju.ID, casePrice},
			})
			xp[cu.ID] += casePrice
			xp[ju.ID] += casePrice
			if _, err := e.svc.Finish(e.ctx, v.ID); err != nil {
				t.Fatal(err)
			}
			wantPlays(t, "settled again", p.take(), nil)

			// The creator pays every seat: one play, theirs.
			c2, c2a := e.player(t, 100_000)
			_, j2a := e.player(t, 0)
			_, j3a := e.player(t, 0)
			v = e.create(t, c2a, battles.CreateRequest{PlayersCount: 3, Paymode: "creator"})
			e.enter(t, j2a, v.ID, "")
			e.enter(t, j3a, v.ID, "")
			wantPlays(t, "seats of paymode creator", p.take(), nil)
			e.finish(t, v.ID)
			wantPlays(t, "settled, paymode creator", p.take(), []seen{{"battle", battleRef(v.ID), c2.ID, 3 * casePrice}})
			xp[c2.ID] += 3 * casePrice

			// Bots: the creator's seat and the bots' are one play.
			c3, c3a := e.player(t, 100_000)
			v = e.create(t, c3a, battles.CreateRequest{PlayersCount: 3})
			if _, err := e.svc.AddBots(e.ctx, c3a, v.ID); err != nil {
				t.Fatal(err)
			}
			wantPlays(t, "bots' seats", p.take(), nil)
			e.finish(t, v.ID)
			wantPlays(t, "settled with bots", p.take(), []seen{{"battle", battleRef(v.ID), c3.ID, 3 * casePrice}})
			xp[c3.ID] += 3 * casePrice

			// A rematch's seats are paid at the acceptance, played at its end.
			w, l := ca, ja
			if old.WinnerSeats[0] == 1 {
				w, l = ja, ca
			}
			if _, err := e.svc.CreateRematch(e.ctx, l, old.ID); err != nil {
				t.Fatal(err)
			}
			rm, err := e.svc.CreateRematch(e.ctx, w, old.ID)
			if err != nil || rm.NewBattleID == nil {
				t.Fatalf("accept: %+v %v", rm, err)
			}
			wantPlays(t, "a rematch's seats", p.take(), nil)
			e.finish(t, *rm.NewBattleID)
			wantPlays(t, "the rematch settled", p.take(), []seen{
				{"battle", battleRef(*rm.NewBattleID), cu.ID, casePrice},
				{"battle", battleRef(*rm.NewBattleID), ju.ID, casePrice},
			})
			xp[cu.ID] += casePrice
			xp[ju.ID] += casePrice

			// A canceled battle is no play.
			c4, c4a := e.player(t, 100_000)
			v = e.create(t, c4a, battles.CreateRequest{PlayersCount: 2})
			if _, err := e.svc.Leave(e.ctx, c4a, v.ID); err != nil {
				t.Fatal(err)
			}
			wantPlays(t, "a canceled battle", p.take(), nil)

			for uid, staked := range xp {
				if got := e.db.User.GetX(e.ctx, uid).Xp; got != levels.XPFor(staked) {
					t.Errorf("user %d has %d XP, want %d for %s staked", uid, got, levels.XPFor(staked), staked)
				}
			}
			if got := e.db.User.GetX(e.ctx, c4.ID).Xp; got != 0 {
				t.Errorf("the canceled battle's creator has %d XP", got)
			}
			e.ledgerHolds(t)
		})
	}
}

// Every way of paying a seat refuses on the locked row what started after
// the request was resolved: a self-ban (creating, calling bots, accepting
// a rematch), a staff restriction, a country whose rules close battles
// (entering). Each refusal writes nothing.
func TestSeatsAreRefusedOnTheLockedRow(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			until := e.clock.Now().Add(time.Hour)
			_, ca := e.player(t, 100_000)
			open := e.create(t, ca, battles.CreateRequest{PlayersCount: 3})
			refused := func(what string, want string, f func() error) {
				t.Helper()
				before := e.counts(t)
				wantKey(t, what, f(), want)
				if got := e.counts(t); got != before {
					t.Fatalf("%s wrote: %+v, before %+v", what, got, before)
				}
			}

			// Creating, banned since the request began.
			u, a := e.player(t, 100_000)
			e.db.User.UpdateOneID(u.ID).SetSelfBanUntil(until).ExecX(e.ctx)
			refused("creating", apperr.SelfBanned.Key, func() error {
				_, err := e.svc.Create(e.ctx, a, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{e.caseID(t, "test-case")}})
				return err
			})

			// Entering, restricted by staff since.
			u, a = e.player(t, 100_000)
			e.db.User.UpdateOneID(u.ID).SetRestricted(true).ExecX(e.ctx)
			refused("entering, restricted", apperr.AccountRestricted.Key, func() error {
				_, err := e.svc.Enter(e.ctx, a, battles.EnterRequest{ID: open.ID})
				return err
			})

			// Entering, after declaring a country that closes battles.
			u, _ = e.player(t, 100_000)
			policy := func(c string) []string {
				if c == "SE" {
					return []string{battles.Feature}
				}
				return nil
			}
			a = &actor.Actor{UserID: u.ID, RequestCountry: "DE", Policy: policy}
			a.Restrictions = a.RestrictionsOf(u)
			e.db.User.UpdateOneID(u.ID).SetCountry("SE").ExecX(e.ctx)
			refused("entering, from a closed country", apperr.Restricted.Key, func() error {
				_, err := e.svc.Enter(e.ctx, a, battles.EnterRequest{ID: open.ID})
				return err
			})

			// Calling bots, banned since.
			cu, c2a := e.player(t, 100_000)
			mine := e.create(t, c2a, battles.CreateRequest{PlayersCount: 2})
			e.db.User.UpdateOneID(cu.ID).SetSelfBanUntil(until).ExecX(e.ctx)
			refused("calling bots", apperr.SelfBanned.Key, func() error {
				_, err := e.svc.AddBots(e.ctx, c2a, mine.ID)
				return err
			})

			// Accepting a rematch, banned since: the offer stays open.
			old, winner, loser := e.finishedDuel(t)
			rm, err := e.svc.CreateRematch(e.ctx, loser.a, old.ID)
			if err != nil {
				t.Fatal(err)
			}
			e.db.User.UpdateOneID(winner.u.ID).SetSelfBanUntil(until).ExecX(e.ctx)
			wb, lb := e.balance(t, winner.u.ID), e.balance(t, loser.u.ID)
			refused("accepting a rematch", apperr.SelfBanned.Key, func() error {
				_, err := e.svc.CreateRematch(e.ctx, winner.a, old.ID)
				return err
			})
			got := e.db.Rematch.GetX(e.ctx, rm.ID)
			if got.State != rematch.StateCreated || !slices.Equal(got.AcceptedIds, []int{loser.u.ID}) {
				t.Fatalf("the offer after a refused acceptance: %+v", got)
			}
			if e.balance(t, winner.u.ID) != wb || e.balance(t, loser.u.ID) != lb {
				t.Fatal("a refused acceptance charged a seat")
			}
			e.ledgerHolds(t)
		})
	}
}

// A battle's wins are minted as every game's are (play's Mint): active
// drops of the winner, counted as openings of their cases in the live
// stats, with no transition until they move; their rolls name them; and
// they move like any drop, each move recorded with its cause.
func TestBattleDropsAreMintedLikeEveryGames(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	_, ca := e.player(t, 100_000)
	_, ja := e.player(t, 100_000)
	tc := e.caseID(t, "test-case")
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc, tc}})
	e.enter(t, ja, v.ID, "")
	before, err := feed.ReadStats(e.ctx, e.db.Client, e.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	b := e.finish(t, v.ID)
	after, err := feed.ReadStats(e.ctx, e.db.Client, e.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	if after.CasesOpened-before.CasesOpened != 4 {
		t.Fatalf("%d openings counted for 4 drops", after.CasesOpened-before.CasesOpened)
	}
	rolls := e.db.BattleRoll.Query().Where(battleroll.BattleID(b.ID)).AllX(e.ctx)
	seats := []*actor.Actor{ca, ja}
	winner := seats[b.WinnerSeats[0]]
	drops := e.db.Drop.Query().Where(drop.UserID(winner.UserID)).Order(ent.Asc(drop.FieldID)).AllX(e.ctx)
	if len(drops) != 4 || len(rolls) != 4 {
		t.Fatalf("%d drops, %d rolls", len(drops), len(rolls))
	}
	byDrop := map[int]*ent.BattleRoll{}
	for _, r := range rolls {
		if r.DropID == nil || r.RecipientID == nil || *r.RecipientID != winner.UserID {
			t.Fatalf("roll %d names no drop of the winner: %+v", r.ID, r)
		}
		byDrop[*r.DropID] = r
	}
	for _, d := range drops {
		r := byDrop[d.ID]
		if r == nil || d.State != drop.StateActive || d.CaseID == nil || *d.CaseID != tc || d.ItemID != r.ItemID ||
			d.Price != r.Price || d.Ticket != r.Ticket || d.Nonce != int64(r.Round) || d.Cursor != r.Seat ||
			d.FeedAt == nil || !d.FeedAt.Equal(*b.FinishedAt) {
			t.Fatalf("drop %+v from roll %+v", d, r)
		}
	}
	if n := e.db.DropTransition.Query().CountX(e.ctx); n != 0 {
		t.Fatalf("%d transitions at the mint", n)
	}
	sold := drops[0]
	inv := &inventory.Service{DB: e.db.Client, Clock: e.clock.Now}
	if _, err := inv.Sell(e.ctx, winner, []int{sold.ID}); err != nil {
		t.Fatal(err)
	}
	tr := e.db.DropTransition.Query().Where(droptransition.DropID(sold.ID)).OnlyX(e.ctx)
	if tr.From != "active" || tr.To != "sold" || tr.Reason != "sold" || tr.UserID != winner.UserID {
		t.Fatalf("the sale moved %+v", tr)
	}
	if got := e.db.Battle.GetX(e.ctx, b.ID); got.State != battle.StateFinished || !got.GotXp {
		t.Fatalf("battle %+v", got)
	}
	e.ledgerHolds(t)
}
