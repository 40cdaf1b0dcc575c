package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/warehouse"
)

// The warehouse (spec 7 POST /warehouse/open {bullets}; server/warehouse).

func (h *Handler) warehouseRoutes() []endpoint {
	return []endpoint{
		{"GET", "/warehouse", h.warehousePools, 0},
		{"POST", ratelimit.WarehouseOpen.Name, h.warehouseOpen, ratelimit.WarehouseOpen.PerMinute},
	}
}

type warehousePrizeView struct {
	Item      itemView `json:"item"`
	Weight    int64    `json:"weight"`
	ChanceBps int64    `json:"chance_bps"`
}

func (h *Handler) warehousePool(p *warehouse.Pool) warehousePoolDoc {
	prizes := make([]warehousePrizeView, len(p.Prizes))
	for i, pr := range p.Prizes {
		prizes[i] = warehousePrizeView{Item: h.item(pr.Item), Weight: pr.Weight, ChanceBps: pr.ChanceBps}
	}
	return warehousePoolDoc{Bullets: p.Bullets, Revision: p.Revision, TotalWeight: p.TotalWeight, Prizes: prizes}
}

// warehousePools lists the pools with their prizes and odds (GET /warehouse).
func (h *Handler) warehousePools(w http.ResponseWriter, r *http.Request, _ *params) error {
	pools, err := h.Warehouse.Pools(r.Context())
	if err != nil {
		return err
	}
	out := make([]warehousePoolDoc, len(pools))
	for i, p := range pools {
		out[i] = h.warehousePool(p)
	}
	ok(w, out)
	return nil
}

// warehouseOpen spends {bullets} on one draw (POST /warehouse/open).
func (h *Handler) warehouseOpen(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	if !p.has("bullets") {
		return apperr.Validation.Msg("bullets is required").With("field", "bullets")
	}
	n, err := p.int("bullets", 0)
	if err != nil {
		return err
	}
	o, err := h.Warehouse.Open(ctx, actor.From(ctx), int64(n))
	if err != nil {
		return err
	}
	ok(w, warehouseOpenedDoc{Drop: h.drop(o.Drop), Bullets: o.Open.Bullets, Revision: o.Open.Revision,
		Nonce: o.Open.Nonce, Ticket: o.Open.Ticket, TotalWeight: o.Open.TotalWeight,
		ServerSeedHash: o.Seed.ServerSeedHash, ClientSeed: o.Seed.ClientSeed,
		User: warehouseUserDoc{Bullets: o.User.Bullets, Balance: Money(o.User.Balance)}})
	return nil
}

// verifyWarehouse recomputes a warehouse roll (GET /fair/verify with
// warehouse=BULLETS:REVISION).
func (h *Handler) verifyWarehouse(w http.ResponseWriter, r *http.Request, p *params, nonce int) error {
	bullets, revision, found := warehouse.ParseRoll("warehouse:" + p.str("warehouse"))
	if !found {
		return apperr.Validation.Msg("warehouse is BULLETS:REVISION").With("field", "warehouse")
	}
	v, err := h.Warehouse.Verify(r.Context(), warehouse.VerifyInput{ServerSeed: p.str("server_seed"), ClientSeed: p.str("client_seed"),
		Nonce: int64(nonce), Bullets: bullets, Revision: revision})
	if err != nil {
		return err
	}
	ok(w, warehouseVerifiedView{pinataVerifiedView: pinataVerifiedView{ServerSeedHash: v.ServerSeedHash, Roll: v.Roll, Ticket: v.Ticket,
		TotalWeight: v.TotalWeight, Item: h.item(v.Item)}, Warehouse: h.warehousePool(v.Pool)})
	return nil
}

// warehouseVerifiedView is a warehouse draw recomputed (GET /fair/verify
// with warehouse): the roll, its ticket on the pool and the pool.
type warehouseVerifiedView struct {
	pinataVerifiedView
	Warehouse warehousePoolDoc `json:"warehouse"`
}
