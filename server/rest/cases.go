package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/ratelimit"
)

// Opening cases.

func (h *Handler) casesRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.CaseOpen.Name, h.open, ratelimit.CaseOpen.PerMinute},
	}
}

func (h *Handler) open(w http.ResponseWriter, r *http.Request, p *params) error {
	count, err := p.int("count", 1)
	if err != nil {
		return err
	}
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	if id == 0 {
		if id, err = p.int("case_id", 0); err != nil {
			return err
		}
	}
	res, err := h.Cases.Open(r.Context(), actor.From(r.Context()), cases.OpenRequest{CaseID: id, CaseAlias: p.str("alias"), Count: count, Fast: p.bool("fast")})
	if err != nil {
		return err
	}
	ok(w, map[string]any{
		"drops": h.drops(res.Drops), "cost": Money(res.Cost), "balance": Money(res.User.Balance),
		"xp": res.User.Xp, "level": res.User.Level,
		"fair": map[string]any{"server_seed_hash": res.Seed.ServerSeedHash, "client_seed": res.Seed.ClientSeed, "nonce": res.Seed.Nonce},
	})
	return nil
}
