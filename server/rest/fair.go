package rest

import (
	"net/http"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/ratelimit"
)

// Provably fair: the viewer's seed, rotation and the verifier.

func (h *Handler) fairRoutes() []endpoint {
	return []endpoint{
		{"GET", "/fair/verify", h.verify, 120},
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
	out := map[string]any{"server_seed_hash": v.ServerSeedHash, "roll": v.Roll, "upgrade_ticket": play.TicketOf(v.Bits52)}
	if v.Item != nil {
		out["ticket"], out["total_weight"], out["item"], out["revision"] = v.Ticket, v.TotalWeight, h.item(v.Item), v.Revision
	}
	ok(w, out)
	return nil
}

func (h *Handler) seed(w http.ResponseWriter, r *http.Request, _ *params) error {
	s, err := h.Fair.Active(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, map[string]any{"server_seed_hash": s.ServerSeedHash, "client_seed": s.ClientSeed, "nonce": s.Nonce})
	return nil
}

func (h *Handler) reseed(w http.ResponseWriter, r *http.Request, clientSeed *string) error {
	rv, next, err := h.Fair.Reseed(r.Context(), actor.From(r.Context()), clientSeed)
	if err != nil {
		return err
	}
	ok(w, map[string]any{
		"revealed": map[string]any{"server_seed": rv.ServerSeed, "server_seed_hash": rv.ServerSeedHash, "client_seed": rv.ClientSeed, "nonce": rv.Nonce},
		"current":  map[string]any{"server_seed_hash": next.ServerSeedHash, "client_seed": next.ClientSeed, "nonce": next.Nonce},
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
