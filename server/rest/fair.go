package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/warehouse"
)

// Provably fair: the viewer's seed, rotation and the verifier.

func (h *Handler) fairRoutes() []endpoint {
	return []endpoint{
		{"GET", "/fair/verify", h.verify, 120},
		{"GET", "/fair/contents", h.fairContents, 120},
		{"GET", "/fair/seed", h.seed, 0},
		{"POST", ratelimit.ClientSeed.Name, h.setClientSeed, ratelimit.ClientSeed.PerMinute},
		{"POST", ratelimit.RotateSeed.Name, h.rotate, ratelimit.RotateSeed.PerMinute},
	}
}

func (h *Handler) verify(w http.ResponseWriter, r *http.Request, p *params) error {
	nonce, err := p.int("nonce", -1)
	if err != nil {
		return err
	}
	if nonce < 0 {
		return apperr.Validation.Msg("nonce is required").With("field", "nonce")
	}
	if p.has("warehouse") {
		return h.verifyWarehouse(w, r, p, nonce)
	}
	if p.has("pinata") {
		return h.verifyPinata(w, r, p, nonce)
	}
	cursor, err := p.int("cursor", 0)
	if err != nil {
		return err
	}
	revision, err := p.int("revision", 0)
	if err != nil {
		return err
	}
	v, err := h.Cases.Verify(r.Context(), cases.VerifyInput{ServerSeed: p.str("server_seed"), ClientSeed: p.str("client_seed"),
		Nonce: int64(nonce), Cursor: cursor, CaseAlias: p.str("case"), CaseRevision: revision, Roll: p.str("roll")})
	if err != nil {
		return err
	}
	out := rollVerifiedView{ServerSeedHash: v.ServerSeedHash, Roll: v.Roll, UpgradeTicket: play.TicketOf(v.Bits52)}
	if v.Item != nil {
		it := h.item(v.Item)
		out.Ticket, out.TotalWeight, out.Item, out.Revision = &v.Ticket, &v.TotalWeight, &it, &v.Revision
	}
	ok(w, out)
	return nil
}

// rollVerifiedView is a roll recomputed from revealed seeds: the roll and
// its upgrade ticket; with a case, the case ticket, the table's total
// weight and revision and the item won (absent without a case).
type rollVerifiedView struct {
	ServerSeedHash string    `json:"server_seed_hash"`
	Roll           float64   `json:"roll"`
	UpgradeTicket  int64     `json:"upgrade_ticket"`
	Ticket         *int64    `json:"ticket,omitempty"`
	TotalWeight    *int64    `json:"total_weight,omitempty"`
	Item           *itemView `json:"item,omitempty"`
	Revision       *int      `json:"revision,omitempty"`
}

// seedView is a seed's public side: the server seed's hash, the client
// seed and the next nonce.
type seedView struct {
	ServerSeedHash string `json:"server_seed_hash"`
	ClientSeed     string `json:"client_seed"`
	Nonce          int64  `json:"nonce"`
}

// revealedSeedView is a retired seed, its server seed revealed.
type revealedSeedView struct {
	ServerSeed string `json:"server_seed"`
	seedView
}

// reseededView is a reseed's answer: the seed retired and the one now used.
type reseededView struct {
	Revealed revealedSeedView `json:"revealed"`
	Current  seedView         `json:"current"`
}

func (h *Handler) seed(w http.ResponseWriter, r *http.Request, _ *params) error {
	s, err := h.Fair.Active(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, seedView{ServerSeedHash: s.ServerSeedHash, ClientSeed: s.ClientSeed, Nonce: s.Nonce})
	return nil
}

func (h *Handler) reseed(w http.ResponseWriter, r *http.Request, clientSeed *string) error {
	rv, next, err := h.Fair.Reseed(r.Context(), actor.From(r.Context()), clientSeed)
	if err != nil {
		return err
	}
	ok(w, reseededView{
		Revealed: revealedSeedView{ServerSeed: rv.ServerSeed, seedView: seedView{ServerSeedHash: rv.ServerSeedHash, ClientSeed: rv.ClientSeed, Nonce: rv.Nonce}},
		Current:  seedView{ServerSeedHash: next.ServerSeedHash, ClientSeed: next.ClientSeed, Nonce: next.Nonce},
	})
	return nil
}

func (h *Handler) setClientSeed(w http.ResponseWriter, r *http.Request, p *params) error {
	seed := p.str("client_seed")
	return h.reseed(w, r, &seed)
}

func (h *Handler) rotate(w http.ResponseWriter, r *http.Request, _ *params) error {
	return h.reseed(w, r, nil)
}

// contentsView is a published table (fair.Contents): what the standalone
// verifiers (verifier/, docs/fair.md) map rolls onto, with its hash.
type contentsView struct {
	Key         string             `json:"key"`
	Case        *contentsCaseView  `json:"case"`
	Warehouse   *int64             `json:"warehouse"` // the pool's price in bullets
	Pinata      *string            `json:"pinata"`    // the event's key
	Revision    int                `json:"revision"`
	TotalWeight int64              `json:"total_weight"`
	Items       []contentsItemView `json:"items"`
	SHA256      string             `json:"sha256"`
	// PricesSHA256 names the price snapshot the items are priced by
	// (prices=…: a range or daily-bonus drop's); null for today's prices.
	PricesSHA256 *string `json:"prices_sha256"`
}

type contentsCaseView struct {
	ID    int    `json:"id"`
	Alias string `json:"alias"`
	Name  string `json:"name"`
}

type contentsItemView struct {
	ItemID         int    `json:"item_id"`
	MarketHashName string `json:"market_hash_name"`
	Rarity         string `json:"rarity"`
	Price          Money  `json:"price"`
	PriceCents     int64  `json:"price_cents"` // the same, in integer cents, for the verifiers
	Weight         int64  `json:"weight"`
}

func contentsOf(c fair.Contents, revision int) contentsView {
	v := contentsView{Key: c.Key, Revision: revision, TotalWeight: c.TotalWeight(), SHA256: c.SHA256(),
		Items: make([]contentsItemView, len(c.Items))}
	for i, it := range c.Items {
		v.Items[i] = contentsItemView{ItemID: it.ItemID, MarketHashName: it.MarketHashName, Rarity: it.Rarity,
			Price: Money(it.Price), PriceCents: int64(it.Price), Weight: it.Weight}
	}
	return v
}

// fairContents publishes a table at one revision (GET /fair/contents): a
// case's (case or case_id, revision; 0 or none: the current one; prices:
// priced by a drop's price snapshot), a
// warehouse pool's (warehouse=BULLETS:REVISION) or a piñata's
// (pinata=EVENT:REVISION), the names /fair/verify takes.
func (h *Handler) fairContents(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	switch {
	case p.has("warehouse"):
		bullets, revision, found := warehouse.ParseRoll("warehouse:" + p.str("warehouse"))
		if !found {
			return apperr.Validation.Msg("warehouse is BULLETS:REVISION").With("field", "warehouse")
		}
		pool, err := h.Warehouse.PoolAt(ctx, bullets, revision)
		if err != nil {
			return err
		}
		v := contentsOf(pool.Contents(), pool.Revision)
		v.Warehouse = &pool.Bullets
		ok(w, v)
	case p.has("pinata"):
		key, revision, found := season.ParseRoll("pinata:" + p.str("pinata"))
		if !found {
			return apperr.Validation.Msg("pinata is EVENT:REVISION").With("field", "pinata")
		}
		pn, err := h.Season.PinataAt(ctx, key, revision)
		if err != nil {
			return err
		}
		v := contentsOf(pn.Contents(), pn.Revision)
		v.Pinata = &pn.Event.Key
		ok(w, v)
	default:
		id, err := p.int("case_id", 0)
		if err != nil {
			return err
		}
		revision, err := p.int("revision", 0)
		if err != nil {
			return err
		}
		pub, err := h.Cases.PublishedContents(ctx, id, p.str("case"), revision, p.str("prices"))
		if err != nil {
			return err
		}
		v := contentsOf(pub.Contents, pub.Revision)
		v.Case = &contentsCaseView{ID: pub.Case.ID, Alias: pub.Case.Alias, Name: pub.Case.Name}
		if pub.Prices != "" {
			sum := pub.Contents.PricesSHA256()
			v.PricesSHA256 = &sum
		}
		ok(w, v)
	}
	return nil
}
