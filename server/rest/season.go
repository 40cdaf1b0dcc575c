package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/season"
)

// The seasonal event (spec 7 "Skill gaming and seasonal event":
// /halloween/*; server/season). Every call takes an optional event (a key
// or a route; default the halloween route's event).

func (h *Handler) seasonRoutes() []endpoint {
	return []endpoint{
		{"GET", "/halloween/leaderboard", h.seasonLeaderboard, 0},
		{"GET", "/halloween/leaderboard_history", h.seasonHistory, 0},
		{"POST", season.BuyBudget.Name, h.seasonBuy, season.BuyBudget.PerMinute},
		{"POST", season.PinataBudget.Name, h.seasonPinata, season.PinataBudget.PerMinute},
	}
}

func (h *Handler) seasonEvent(r *http.Request, p *params) (*ent.SeasonEvent, error) {
	name := p.str("event")
	if name == "" {
		name = "halloween"
	}
	return h.Season.Event(r.Context(), name)
}

type seasonEntryView struct {
	Position int    `json:"position"`
	UserID   int    `json:"user_id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
	Points   int64  `json:"points"`
	Reward   int64  `json:"reward_candies"`
}

func seasonEntry(e *season.Entry) seasonEntryView {
	v := seasonEntryView{Position: e.Position, UserID: e.UserID, Points: e.Points, Reward: e.Reward}
	if e.User != nil {
		v.Nickname, v.Avatar = e.User.Nickname, e.User.Avatar
	}
	return v
}

// seasonLeaderboard is the event's board of the day (GET
// /halloween/leaderboard): data, user_position (999 without a place),
// next_date_reward and current_user.
func (h *Handler) seasonLeaderboard(w http.ResponseWriter, r *http.Request, p *params) error {
	ev, err := h.seasonEvent(r, p)
	if err != nil {
		return err
	}
	b, err := h.Season.Leaderboard(r.Context(), actor.From(r.Context()), ev)
	if err != nil {
		return err
	}
	data := make([]seasonEntryView, len(b.Data))
	for i := range b.Data {
		data[i] = seasonEntry(&b.Data[i])
	}
	var cur *seasonEntryView
	if b.Current != nil {
		v := seasonEntry(b.Current)
		cur = &v
	}
	var next *string
	if b.NextReward != nil {
		s := b.NextReward.UTC().Format(time.RFC3339)
		next = &s
	}
	ok(w, seasonBoardDoc{Event: ev.Key, Status: string(b.Status), Date: b.Day, Data: data,
		UserPosition: b.UserPosition, NextDateReward: next, CurrentUser: cur})
	return nil
}

type seasonHistoryView struct {
	UserPosition  int    `json:"user_position"`
	RewardCandies int64  `json:"reward_candies"`
	Points        int64  `json:"points"`
	Date          string `json:"date"`
}

// seasonHistory is the viewer's past days (GET /halloween/leaderboard_history).
func (h *Handler) seasonHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	ev, err := h.seasonEvent(r, p)
	if err != nil {
		return err
	}
	hs, err := h.Season.History(r.Context(), actor.From(r.Context()), ev)
	if err != nil {
		return err
	}
	out := make([]seasonHistoryView, len(hs))
	for i, e := range hs {
		out[i] = seasonHistoryView{UserPosition: e.UserPosition, RewardCandies: e.RewardCandies, Points: e.Points, Date: e.Day}
	}
	ok(w, out)
	return nil
}

// seasonBuy spends candies on the shop offer {id} (POST /halloween/buy).
func (h *Handler) seasonBuy(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	if !p.has("id") {
		return apperr.Validation.Msg("id is required").With("field", "id")
	}
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	b, err := h.Season.Buy(ctx, actor.From(ctx), id)
	if err != nil {
		return err
	}
	out := seasonBoughtDoc{ID: b.Offer.ID, Kind: string(b.Offer.Kind), Price: b.Offer.Price, Delivered: b.Purchase.Delivered,
		User: seasonCandiesDoc{Candies: b.Candies}}
	if b.Drop != nil {
		d := h.drop(b.Drop)
		out.Drop = &d
	}
	ok(w, out)
	return nil
}

// seasonPinata breaks one piñata of the event (POST /halloween/pinata_open).
func (h *Handler) seasonPinata(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	name := p.str("event")
	if name == "" {
		name = "halloween"
	}
	b, err := h.Season.OpenPinata(ctx, actor.From(ctx), name)
	if err != nil {
		return err
	}
	ok(w, seasonPinataDoc{Drop: h.drop(b.Drop), Event: b.Pinata.Event.Key, Revision: b.Open.Revision, Price: b.Open.Price,
		Nonce: b.Open.Nonce, Ticket: b.Open.Ticket, TotalWeight: b.Open.TotalWeight,
		ServerSeedHash: b.Seed.ServerSeedHash, ClientSeed: b.Seed.ClientSeed,
		User: seasonCandiesDoc{Candies: b.User.Candies}})
	return nil
}

// verifyPinata recomputes a piñata roll (GET /fair/verify with
// pinata=EVENT:REVISION).
func (h *Handler) verifyPinata(w http.ResponseWriter, r *http.Request, p *params, nonce int) error {
	key, revision, found := season.ParseRoll("pinata:" + p.str("pinata"))
	if !found {
		return apperr.Validation.Msg("pinata is EVENT:REVISION").With("field", "pinata")
	}
	v, err := h.Season.Verify(r.Context(), season.VerifyInput{ServerSeed: p.str("server_seed"), ClientSeed: p.str("client_seed"),
		Nonce: int64(nonce), EventKey: key, Revision: revision})
	if err != nil {
		return err
	}
	ok(w, pinataVerifiedView{ServerSeedHash: v.ServerSeedHash, Roll: v.Roll, Ticket: v.Ticket,
		TotalWeight: v.TotalWeight, Item: h.item(v.Item)})
	return nil
}

// pinataVerifiedView is a piñata roll recomputed (GET /fair/verify with
// pinata): the roll, its ticket and the prize it lands on.
type pinataVerifiedView struct {
	ServerSeedHash string   `json:"server_seed_hash"`
	Roll           float64  `json:"roll"`
	Ticket         int64    `json:"ticket"`
	TotalWeight    int64    `json:"total_weight"`
	Item           itemView `json:"item"`
}
