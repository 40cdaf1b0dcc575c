package season

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/pinataprize"
	"github.com/casefront/casefront/ent/seasonevent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// Game names the piñata's plays.
const Game = "pinata"

// Prize is one item of a piñata with its weight and chance.
type Prize struct {
	Item   *ent.Item
	Weight int64
	// ChanceBps is Weight over the total in basis points (truncated).
	ChanceBps int64
}

// Pinata is an event's piñata at one revision, prizes in ascending item id.
type Pinata struct {
	Event       *ent.SeasonEvent
	Revision    int
	Price       int64
	TotalWeight int64
	Prizes      []Prize
}

// Roll is the descriptor a piñata drop carries: the event and revision.
func Roll(eventKey string, revision int) string {
	return "pinata:" + eventKey + ":" + strconv.Itoa(revision)
}

// ParseRoll reads a Roll descriptor.
func ParseRoll(s string) (eventKey string, revision int, ok bool) {
	rest, found := strings.CutPrefix(s, "pinata:")
	if !found {
		return "", 0, false
	}
	i := strings.LastIndexByte(rest, ':')
	if i <= 0 {
		return "", 0, false
	}
	revision, err := strconv.Atoi(rest[i+1:])
	return rest[:i], revision, err == nil && revision > 0
}

// prizesOf reads an event's piñata revision with its items.
func prizesOf(ctx context.Context, c *ent.Client, ev *ent.SeasonEvent, revision int) (*Pinata, error) {
	rows, err := c.PinataPrize.Query().Where(pinataprize.EventID(ev.ID), pinataprize.Revision(revision)).
		Order(ent.Asc(pinataprize.FieldItemID)).All(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, apperr.Validation.Msg("the event %s has no piñata of revision %d", ev.Key, revision).
			With("reason", "pinata_unknown").With("field", "pinata")
	}
	ids := make([]int, len(rows))
	for i, r := range rows {
		ids[i] = r.ItemID
	}
	items, err := c.Item.Query().Where(item.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.Item{}
	for _, it := range items {
		byID[it.ID] = it
	}
	p := &Pinata{Event: ev, Revision: revision, Price: ev.PinataPrice}
	for _, r := range rows {
		if byID[r.ItemID] == nil {
			return nil, fmt.Errorf("season: piñata of %s names item %d, which does not exist", ev.Key, r.ItemID)
		}
		p.TotalWeight += r.Weight
		p.Prizes = append(p.Prizes, Prize{Item: byID[r.ItemID], Weight: r.Weight})
	}
	for i := range p.Prizes {
		p.Prizes[i].ChanceBps = p.Prizes[i].Weight * 10_000 / p.TotalWeight
	}
	return p, nil
}

// pick is the prize a ticket falls on (cumulative weights in order).
func (p *Pinata) pick(ticket int64) *Prize {
	for i := range p.Prizes {
		if ticket < p.Prizes[i].Weight {
			return &p.Prizes[i]
		}
		ticket -= p.Prizes[i].Weight
	}
	return &p.Prizes[len(p.Prizes)-1]
}

// Pinata is the event's current piñata with its odds.
func (s *Service) Pinata(ctx context.Context, ev *ent.SeasonEvent) (*Pinata, error) {
	return prizesOf(ctx, s.DB, ev, ev.PinataRevision)
}

// Broken is the outcome of one piñata.
type Broken struct {
	Open   *ent.PinataOpen
	Drop   *ent.Drop // with its item
	Pinata *Pinata
	Seed   *ent.FairSeed
	User   *ent.User
}

func notEnoughCandies(_ ledger.Currency, need int64) error {
	return apperr.NotEnoughCandies.Msg("%d candies are needed", need).With("need", need)
}

// OpenPinata spends the event's piñata price in candies on one draw (POST
// /halloween/pinata_open, mutation openPinata): one nonce, cursor 0, the
// ticket floor(roll * total weight) looked up in ascending item id, the
// drop minted by the one drop writer. The event must be on.
func (s *Service) OpenPinata(ctx context.Context, a *actor.Actor, eventName string) (*Broken, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	ev, err := s.Event(ctx, eventName)
	if err != nil {
		return nil, err
	}
	if StatusAt(ev, s.now()) != Running {
		return nil, notRunning(ev, s.now())
	}
	out := &Broken{}
	t, err := s.Run(ctx, a, play.Play{
		Game: Game, Nonces: 1,
		Debits: [2]play.Debit{{Currency: ledger.Candies, Amount: ev.PinataPrice, Short: notEnoughCandies}},
		Check: func(ctx context.Context, t *play.Tx) error {
			cur, err := t.Client().SeasonEvent.Query().Where(seasonevent.ID(ev.ID)).Only(ctx)
			if err != nil {
				return err
			}
			if StatusAt(cur, t.Now) != Running || cur.PinataPrice != ev.PinataPrice {
				return notRunning(cur, t.Now)
			}
			out.Pinata, err = prizesOf(ctx, t.Client(), cur, cur.PinataRevision)
			return err
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			p := out.Pinata
			ticket := fair.Ticket(fair.Bits52(t.Seed.ServerSeed, t.Seed.ClientSeed, t.Nonce, 0), p.TotalWeight)
			prize := p.pick(ticket)
			now := t.Now
			d := &ent.Drop{UserID: t.User.ID, ItemID: prize.Item.ID, Price: prize.Item.Price, SeedID: &t.Seed.ID,
				Nonce: t.Nonce, Ticket: ticket, Roll: Roll(p.Event.Key, p.Revision), CreatedAt: now, FeedAt: &now}
			d.Edges.Item = prize.Item
			if err := t.Mint(ctx, d); err != nil {
				return err
			}
			rec, err := t.PinataOpen.Create().SetUserID(t.User.ID).SetEventID(p.Event.ID).SetRevision(p.Revision).
				SetPrice(p.Price).SetSeedID(t.Seed.ID).SetNonce(t.Nonce).SetTicket(ticket).SetTotalWeight(p.TotalWeight).
				SetDropID(d.ID).SetCreatedAt(now).Save(ctx)
			if err != nil {
				return err
			}
			t.Ref = "pinata:" + strconv.Itoa(rec.ID)
			t.Announce(now, nil, d)
			out.Open, out.Drop = rec, d
			t.AfterCommit(func() { rec.Unwrap() })
			return nil
		},
	})
	if err != nil {
		return nil, err
	}
	out.User, out.Seed = t.User, t.Seed
	return out, nil
}

// VerifyInput is a past piñata roll to recompute: the revealed seeds, the
// nonce and the piñata (its event and revision).
type VerifyInput struct {
	ServerSeed, ClientSeed string
	Nonce                  int64
	EventKey               string
	Revision               int
}

// Verified is a recomputed piñata roll.
type Verified struct {
	ServerSeedHash string
	Roll           float64
	Bits52         uint64
	Ticket         int64
	TotalWeight    int64
	Item           *ent.Item
	Pinata         *Pinata
}

// Verify recomputes a piñata roll from its revealed seed on the revision
// it was drawn from (GET /fair/verify?pinata=EVENT:REVISION, query
// verifyRoll with pinata).
func (s *Service) Verify(ctx context.Context, in VerifyInput) (*Verified, error) {
	if in.ServerSeed == "" || in.ClientSeed == "" {
		return nil, apperr.Validation.Msg("server_seed and client_seed are required").With("field", "server_seed")
	}
	if in.Nonce < 0 {
		return nil, apperr.Validation.Msg("nonce must not be negative").With("field", "nonce")
	}
	ev, err := s.DB.SeasonEvent.Query().Where(seasonevent.Key(in.EventKey)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, unknownEvent(in.EventKey)
	} else if err != nil {
		return nil, err
	}
	p, err := prizesOf(ctx, s.DB, ev, in.Revision)
	if err != nil {
		return nil, err
	}
	bits := fair.Bits52(in.ServerSeed, in.ClientSeed, in.Nonce, 0)
	ticket := fair.Ticket(bits, p.TotalWeight)
	return &Verified{ServerSeedHash: fair.Hash(in.ServerSeed), Roll: float64(bits) / (1 << 52), Bits52: bits, Ticket: ticket,
		TotalWeight: p.TotalWeight, Item: p.pick(ticket).Item, Pinata: p}, nil
}

// PinataAt reads an event's piñata at one revision (GET
// /fair/contents?pinata=EVENT:REVISION), whether the event is on or not.
func (s *Service) PinataAt(ctx context.Context, eventKey string, revision int) (*Pinata, error) {
	ev, err := s.DB.SeasonEvent.Query().Where(seasonevent.Key(eventKey)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, unknownEvent(eventKey)
	} else if err != nil {
		return nil, err
	}
	return prizesOf(ctx, s.DB, ev, revision)
}

// Contents is the piñata as the standalone verifiers are given it: the
// prizes in roll order (ascending item id) with their weights.
func (p *Pinata) Contents() fair.Contents {
	out := fair.Contents{Key: fair.PinataContentsKey(p.Event.Key, p.Revision)}
	for _, pr := range p.Prizes {
		out.Items = append(out.Items, fair.ContentsItem{ItemID: pr.Item.ID, MarketHashName: pr.Item.MarketHashName,
			Rarity: string(pr.Item.Rarity), Price: pr.Item.Price, Weight: pr.Weight})
	}
	return out
}
