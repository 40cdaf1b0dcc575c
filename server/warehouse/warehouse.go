// Package warehouse is the warehouse (spec 2 sub-header, 7 POST
// /warehouse/open {bullets}): bullets spent for a provably-fair draw of one
// item from the pool of that price, through the play spine (play.Run: the
// game is its draw).
//
//   - Pools are operator data: warehouse_pools (one per price in bullets,
//     with its current revision) and warehouse_prizes (the items of a
//     pool's revision with integer weights; defaults in the migration). A
//     change adds prizes under a new revision and moves the pool to it, so
//     every past draw can be recomputed on the prizes it was drawn from.
//   - The roll: one nonce of the player's seed, cursor 0; the ticket is
//     floor(roll * total_weight), looked up in the prizes' cumulative
//     weights in ascending item id, as a case's items are. The odds shown
//     come from the same weights.
//   - An open debits the bullets (ledger currency bullets, key
//     warehouse:USER:SEED:NONCE), mints the drop, records warehouse_opens
//     and emits the play's event (a stake of 0: bullets earn no XP). The
//     drop's roll names the pool (warehouse:BULLETS:REVISION), so /fair
//     verifies it with the revealed seed (Verify).
//
// Refusals (api.validation reason pool_unknown, api.not_enough_bullets)
// write nothing.
package warehouse

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/warehousepool"
	"github.com/casefront/casefront/ent/warehouseprize"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
)

// Game names the warehouse's plays.
const Game = "warehouse"

// Service is the warehouse.
type Service struct {
	play.Env
}

// Prize is one item of a pool with its weight and chance.
type Prize struct {
	Item   *ent.Item
	Weight int64
	// ChanceBps is Weight over the pool's total in basis points (truncated).
	ChanceBps int64
}

// Pool is one price of the warehouse and its prizes in ascending item id.
type Pool struct {
	Bullets     int64
	Revision    int
	TotalWeight int64
	Prizes      []Prize
}

// Opened is the outcome of one open.
type Opened struct {
	Open *ent.WarehouseOpen
	Drop *ent.Drop // with its item
	Pool *Pool
	Seed *ent.FairSeed
	User *ent.User
}

// Nonce is the nonce the open rolled with.
func (o *Opened) Nonce() int64 { return o.Open.Nonce }

// Ticket is the open's ticket on [0, the pool's total weight).
func (o *Opened) Ticket() int64 { return o.Open.Ticket }

// Roll is the descriptor a warehouse drop carries (its pool and revision).
func Roll(bullets int64, revision int) string {
	return "warehouse:" + strconv.FormatInt(bullets, 10) + ":" + strconv.Itoa(revision)
}

// ParseRoll reads a Roll descriptor.
func ParseRoll(s string) (bullets int64, revision int, ok bool) {
	rest, found := strings.CutPrefix(s, "warehouse:")
	if !found {
		return 0, 0, false
	}
	b, r, found := strings.Cut(rest, ":")
	if !found {
		return 0, 0, false
	}
	bullets, err1 := strconv.ParseInt(b, 10, 64)
	revision, err2 := strconv.Atoi(r)
	return bullets, revision, err1 == nil && err2 == nil && bullets > 0 && revision > 0
}

func poolUnknown(bullets int64) *apperr.Error {
	return apperr.Validation.Msg("the warehouse has no pool of %d bullets", bullets).With("reason", "pool_unknown").With("field", "bullets")
}

// prizes reads a pool's revision (in ascending item id, with the items).
func prizes(ctx context.Context, c *ent.Client, bullets int64, revision int) (*Pool, error) {
	rows, err := c.WarehousePrize.Query().Where(warehouseprize.Bullets(bullets), warehouseprize.Revision(revision)).
		Order(ent.Asc(warehouseprize.FieldItemID)).All(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, poolUnknown(bullets)
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
	p := &Pool{Bullets: bullets, Revision: revision}
	for _, r := range rows {
		if byID[r.ItemID] == nil {
			return nil, fmt.Errorf("warehouse: pool %d revision %d names item %d, which does not exist", bullets, revision, r.ItemID)
		}
		p.TotalWeight += r.Weight
		p.Prizes = append(p.Prizes, Prize{Item: byID[r.ItemID], Weight: r.Weight})
	}
	for i := range p.Prizes {
		p.Prizes[i].ChanceBps = p.Prizes[i].Weight * 10_000 / p.TotalWeight
	}
	return p, nil
}

// current reads the enabled pool of bullets at its current revision.
func current(ctx context.Context, c *ent.Client, bullets int64) (*Pool, error) {
	row, err := c.WarehousePool.Query().Where(warehousepool.Bullets(bullets), warehousepool.Enabled(true)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, poolUnknown(bullets)
	} else if err != nil {
		return nil, err
	}
	return prizes(ctx, c, bullets, row.Revision)
}

// Pools lists the enabled pools, cheapest first, with their prizes and
// odds (query warehouse, GET /warehouse).
func (s *Service) Pools(ctx context.Context) ([]*Pool, error) {
	rows, err := s.DB.WarehousePool.Query().Where(warehousepool.Enabled(true)).Order(ent.Asc(warehousepool.FieldBullets)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Pool, 0, len(rows))
	for _, r := range rows {
		p, err := prizes(ctx, s.DB, r.Bullets, r.Revision)
		if err != nil {
			if _, known := apperr.As(err); known {
				continue // a pool without prizes is not offered
			}
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// pick is the prize a ticket falls on (cumulative weights in order).
func (p *Pool) pick(ticket int64) *Prize {
	for i := range p.Prizes {
		if ticket < p.Prizes[i].Weight {
			return &p.Prizes[i]
		}
		ticket -= p.Prizes[i].Weight
	}
	return &p.Prizes[len(p.Prizes)-1]
}

// notEnough is the refusal for bullets that do not cover the open.
func notEnough(_ ledger.Currency, need int64) error {
	return apperr.NotEnoughBullets.Msg("%d bullets are needed", need).With("needed", need)
}

// Open spends bullets on one draw from the pool of that price (POST
// /warehouse/open {bullets}, mutation openWarehouse).
func (s *Service) Open(ctx context.Context, a *actor.Actor, bullets int64) (*Opened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if bullets <= 0 || bullets > 1e9 {
		return nil, apperr.Validation.Msg("bullets must be a pool's price").With("field", "bullets")
	}
	out := &Opened{}
	t, err := s.Run(ctx, a, play.Play{
		Game: Game, Nonces: 1,
		Debits: [2]play.Debit{{Currency: ledger.Bullets, Amount: bullets, Short: notEnough}},
		Check: func(ctx context.Context, t *play.Tx) error {
			var err error
			out.Pool, err = current(ctx, t.Client(), bullets)
			return err
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			p := out.Pool
			ticket := fair.Ticket(fair.Bits52(t.Seed.ServerSeed, t.Seed.ClientSeed, t.Nonce, 0), p.TotalWeight)
			prize := p.pick(ticket)
			now := t.Now
			d := &ent.Drop{UserID: t.User.ID, ItemID: prize.Item.ID, Price: prize.Item.Price, SeedID: &t.Seed.ID,
				Nonce: t.Nonce, Ticket: ticket, Roll: Roll(p.Bullets, p.Revision), CreatedAt: now, FeedAt: &now}
			d.Edges.Item = prize.Item
			if err := t.Mint(ctx, d); err != nil {
				return err
			}
			rec, err := t.WarehouseOpen.Create().SetUserID(t.User.ID).SetBullets(p.Bullets).SetRevision(p.Revision).
				SetSeedID(t.Seed.ID).SetNonce(t.Nonce).SetTicket(ticket).SetTotalWeight(p.TotalWeight).SetDropID(d.ID).
				SetCreatedAt(now).Save(ctx)
			if err != nil {
				return err
			}
			t.Ref = "warehouse:" + strconv.Itoa(rec.ID)
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

// VerifyInput is a past warehouse roll to recompute: the revealed seeds,
// the nonce and the pool (its price and revision).
type VerifyInput struct {
	ServerSeed, ClientSeed string
	Nonce                  int64
	Bullets                int64
	Revision               int
}

// Verified is a recomputed warehouse roll.
type Verified struct {
	ServerSeedHash string
	Roll           float64
	Bits52         uint64
	Ticket         int64
	TotalWeight    int64
	Item           *ent.Item
	Pool           *Pool
}

// Verify recomputes a warehouse roll from its revealed seed on the pool
// revision it was drawn from (GET /fair/verify?warehouse=BULLETS:REVISION,
// query verifyRoll with roll warehouse:BULLETS:REVISION).
func (s *Service) Verify(ctx context.Context, in VerifyInput) (*Verified, error) {
	if in.ServerSeed == "" || in.ClientSeed == "" {
		return nil, apperr.Validation.Msg("server_seed and client_seed are required").With("field", "server_seed")
	}
	if in.Nonce < 0 {
		return nil, apperr.Validation.Msg("nonce must not be negative").With("field", "nonce")
	}
	p, err := prizes(ctx, s.DB, in.Bullets, in.Revision)
	if err != nil {
		return nil, err
	}
	bits := fair.Bits52(in.ServerSeed, in.ClientSeed, in.Nonce, 0)
	ticket := fair.Ticket(bits, p.TotalWeight)
	return &Verified{ServerSeedHash: fair.Hash(in.ServerSeed), Roll: float64(bits) / (1 << 52), Bits52: bits, Ticket: ticket,
		TotalWeight: p.TotalWeight, Item: p.pick(ticket).Item, Pool: p}, nil
}

// PoolAt reads a pool's prizes at one revision, enabled or not (GET
// /fair/contents?warehouse=BULLETS:REVISION): a past draw is checked on
// the prizes it was drawn from.
func (s *Service) PoolAt(ctx context.Context, bullets int64, revision int) (*Pool, error) {
	return prizes(ctx, s.DB, bullets, revision)
}

// Contents is the pool as the standalone verifiers are given it: the
// prizes in roll order (ascending item id) with their weights.
func (p *Pool) Contents() fair.Contents {
	out := fair.Contents{Key: fair.WarehouseContentsKey(p.Bullets, p.Revision)}
	for _, pr := range p.Prizes {
		out.Items = append(out.Items, fair.ContentsItem{ItemID: pr.Item.ID, MarketHashName: pr.Item.MarketHashName,
			Rarity: string(pr.Item.Rarity), Price: pr.Item.Price, Weight: pr.Weight})
	}
	return out
}
