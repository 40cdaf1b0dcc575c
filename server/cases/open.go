// Package cases opens cases: one transaction debits the price, rolls each
// case with the player's provably-fair seed, writes the drops, XP and stats,
// and then announces the wins on the live feed.
package cases

import (
	"context"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/money"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/users"
)

// MaxCount is how many cases one request may open.
const MaxCount = 10

// Service opens cases.
type Service struct {
	DB  *ent.Client
	Bus realtime.Bus
	Log *zap.Logger
	Now func() time.Time
}

// OpenRequest names the case by id or alias.
type OpenRequest struct {
	UserID     int
	CaseID     int
	CaseAlias  string
	Count      int
	Restricted func(feature string) bool // the viewer's active restrictions
}

// Opened is the outcome of one request.
type Opened struct {
	Case  *ent.LootCase
	Drops []*ent.Drop // with Item loaded
	User  *ent.User
	Seed  *ent.FairSeed
	Cost  money.Cents
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Open runs one opening request. Nothing is written unless everything succeeds.
func (s *Service) Open(ctx context.Context, r OpenRequest) (*Opened, error) {
	if r.Count < 1 || r.Count > MaxCount {
		return nil, apperr.Validation.Msg("count must be between 1 and %d", MaxCount).With("field", "count")
	}
	cs, err := s.findCase(ctx, r)
	if err != nil {
		return nil, err
	}
	if !cs.Enabled {
		return nil, apperr.CaseDisabled
	}
	if cs.Family != lootcase.FamilyNormal {
		return nil, apperr.Validation.Msg("case %q is opened through its own %s mechanic", cs.Alias, cs.Family)
	}
	if r.Restricted != nil && r.Restricted("case_open_"+string(cs.Family)) {
		return nil, apperr.Restricted.With("feature", "case_open_"+string(cs.Family))
	}
	contents, err := catalog.Contents(ctx, s.DB, cs)
	if err != nil {
		return nil, err
	}
	weights := make([]int64, len(contents))
	for i, ci := range contents {
		weights[i] = ci.Weight
	}
	total := fair.Total(weights)
	if total <= 0 {
		return nil, apperr.CaseDisabled.Msg("case %q has no contents", cs.Alias)
	}

	now := s.now()
	out := &Opened{Case: cs, Cost: cs.Price * money.Cents(r.Count)}
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := tx.User.Get(ctx, r.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := users.CanPlay(u, now); err != nil {
			return err
		}
		// Updating the user row first locks it, so one player's openings are
		// serialized and the seed and nonce read next cannot be raced.
		if u, err = tx.User.UpdateOneID(u.ID).AddXp(levels.XPFor(out.Cost)).Save(ctx); err != nil {
			return err
		}
		if lvl := levels.ForXP(u.Xp); lvl != u.Level {
			if _, err = tx.User.UpdateOneID(u.ID).SetLevel(lvl).Save(ctx); err != nil {
				return err
			}
		}
		seed, err := fair.Active(ctx, tx, r.UserID)
		if err != nil {
			return err
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{
			UserID: r.UserID, Currency: ledger.Money, Delta: -int64(out.Cost),
			Reason: "case_open", Ref: fmt.Sprintf("case:%d", cs.ID),
			IdemKey: fmt.Sprintf("open:%d:%d:%d", r.UserID, seed.ID, seed.Nonce),
		}); err != nil {
			return err
		}
		first, err := fair.Advance(ctx, tx, seed, r.Count)
		if err != nil {
			return err
		}
		for i := 0; i < r.Count; i++ {
			nonce := first + int64(i)
			ticket := fair.Ticket(fair.Bits52(seed.ServerSeed, seed.ClientSeed, nonce, 0), total)
			idx, err := fair.Pick(weights, ticket)
			if err != nil {
				return err
			}
			it := contents[idx].Edges.Item
			d, err := tx.Drop.Create().SetUserID(r.UserID).SetItemID(it.ID).SetCaseID(cs.ID).
				SetCaseRevision(cs.Revision).SetPrice(it.Price).SetSeedID(seed.ID).SetNonce(nonce).SetCursor(0).SetTicket(ticket).
				SetCreatedAt(now).Save(ctx)
			if err != nil {
				return err
			}
			d.Edges.Item, d.Edges.Case = it, cs
			out.Drops = append(out.Drops, d)
			if err := feed.Count(ctx, tx, r.UserID, string(it.Rarity), it.Stattrak, now); err != nil {
				return err
			}
		}
		if out.User, err = tx.User.Get(ctx, u.ID); err != nil { // balance after the debit
			return err
		}
		out.Seed = seed
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.announce(ctx, out)
	return out, nil
}

func (s *Service) findCase(ctx context.Context, r OpenRequest) (*ent.LootCase, error) {
	if r.CaseAlias != "" {
		return catalog.CaseByAlias(ctx, s.DB, r.CaseAlias)
	}
	cs, err := s.DB.LootCase.Get(ctx, r.CaseID)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no case %d", r.CaseID)
	}
	return cs, err
}

// announce publishes the wins after commit; a bus failure never undoes a win.
func (s *Service) announce(ctx context.Context, o *Opened) {
	if s.Bus == nil {
		return
	}
	ctx = context.WithoutCancel(ctx)
	stats, err := feed.ReadStats(ctx, s.DB, s.now())
	if err != nil {
		s.Log.Warn("feed stats", zap.Error(err))
	}
	events := make([]feed.Event, 0, len(o.Drops))
	for _, d := range o.Drops {
		it := d.Edges.Item
		events = append(events, feed.Event{Stats: stats, Win: feed.Win{
			DropID: d.ID, UserID: o.User.ID, Nickname: o.User.Nickname, Avatar: o.User.Avatar,
			ItemID: it.ID, MarketHashName: it.MarketHashName, Rarity: string(it.Rarity), StatTrak: it.Stattrak,
			Image: it.Image, Price: d.Price, CaseAlias: o.Case.Alias, CaseName: o.Case.Name, CreatedAt: d.CreatedAt,
		}})
	}
	if err := feed.Publish(ctx, s.Bus, events); err != nil {
		s.Log.Warn("feed publish", zap.Error(err))
	}
}
