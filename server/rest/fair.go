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
