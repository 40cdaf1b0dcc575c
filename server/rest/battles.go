package rest

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/users"
)

// Case battles (spec 7 "Case battle"; docs/battles.md). POST
// /case_battle/bots and GET /case_battle/rematch are this server's own
// additions: the creator calling bots, and the viewer's open offers.

func (h *Handler) battlesRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.BattleCreate.Name, h.battleCreate, ratelimit.BattleCreate.PerMinute},
		{"POST", ratelimit.BattleEnter.Name, h.battleEnter, ratelimit.BattleEnter.PerMinute},
		{"POST", ratelimit.BattleLeave.Name, h.battleLeave, ratelimit.BattleLeave.PerMinute},
		{"POST", ratelimit.BattleBots.Name, h.battleBots, ratelimit.BattleBots.PerMinute},
		{"POST", ratelimit.RematchCreate.Name, h.rematchCreate, ratelimit.RematchCreate.PerMinute},
		{"POST", ratelimit.RematchDecline.Name, h.rematchDecline, ratelimit.RematchDecline.PerMinute},
		{"POST", ratelimit.BattleOK.Name, h.battleUnderstand, ratelimit.BattleOK.PerMinute},
		{"GET", "/case_battle", h.battleGet, 0},
		{"GET", "/case_battle/available_cases", h.battleCases, 0},
		{"GET", "/case_battle/presets", h.battlePresets, 0},
		{"GET", "/case_battle/wins", h.battleWins, 0},
		{"GET", "/case_battle/rematch", h.rematchOffers, 0},
		{"GET", "/case_battles", h.battleList, 0},
		{"GET", "/case_battles/topbar", h.battleTopbar, 0},
		{"GET", "/case_battles/active_battles_count", h.battleActiveCount, 0},
		{"GET", "/fair/battle", h.battleVerify, 120},
	}
}

type playerView struct {
	ID       int    `json:"id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
	// Level is what others see (users.PublicLevel); the profile is what
	// the player wears, drawn around the avatar.
	Level                int                      `json:"level"`
	ProfileCustomization profileCustomizationView `json:"profile_customization"`
}

func playerOf(u *ent.User) *playerView {
	if u == nil {
		return nil
	}
	return &playerView{ID: u.ID, Nickname: u.Nickname, Avatar: u.Avatar, Level: users.PublicLevel(u),
		ProfileCustomization: profileCustomizationOf(customizations.ProfileOf(u))}
}

type battleCaseView struct {
	ID    int    `json:"id"`
	Alias string `json:"alias"`
	Name  string `json:"name"`
	Image string `json:"image"`
	Price Money  `json:"price"`
}

func (h *Handler) battleCase(c *ent.LootCase) *battleCaseView {
	if c == nil {
		return nil
	}
	return &battleCaseView{ID: c.ID, Alias: c.Alias, Name: c.Name, Image: catalog.CaseImageURL(h.Cfg.AssetsBaseURL, c), Price: Money(c.Price)}
}

type battleSeatView struct {
	User       *playerView `json:"user"` // null for a bot
	Paymode    string      `json:"paymode"`
	Seat       int         `json:"seat"`
	Side       int         `json:"side"`
	IsBot      bool        `json:"is_bot"`
	ClientSeed string      `json:"client_seed"`
	Total      Money       `json:"total"`
	Won        bool        `json:"won"`
	JoinedAt   time.Time   `json:"joined_at"`
}

type battleRollView struct {
	Seat        int      `json:"seat"`
	Item        itemView `json:"item"`
	Price       Money    `json:"price"`
	Ticket      int64    `json:"ticket"`
	RecipientID *int     `json:"recipient_id"`
	DropID      *int     `json:"drop_id"`
}

type battleRoundView struct {
	Round        int              `json:"round"`
	CaseData     *battleCaseView  `json:"case_data"`
	CaseRevision int              `json:"case_revision"`
	RevealAt     *time.Time       `json:"reveal_at"`
	Revealed     bool             `json:"revealed"`
	Rolls        []battleRollView `json:"rolls"`
}

type battleResultsView struct {
	WinnerSeats []int   `json:"winner_seats"`
	WinningSide *int    `json:"winning_side"`
	Totals      []Money `json:"totals"` // by seat
	Total       Money   `json:"total"`
}

type battleView struct {
	ID              int                `json:"id"`
	State           string             `json:"state"`
	Users           []battleSeatView   `json:"users"`
	UsersCount      int                `json:"users_count"`
	PlayersCount    int                `json:"players_count"`
	Rounds          []battleRoundView  `json:"rounds"`
	RevealedRounds  int                `json:"revealed_rounds"`
	Results         *battleResultsView `json:"results"` // once finished
	PrivateKey      *string            `json:"private_key"`
	Privacy         string             `json:"privacy"`
	Type            string             `json:"type"`
	Paymode         string             `json:"paymode"`
	ChoosingWinner  string             `json:"choosing_winner"`
	Delay           int                `json:"delay"`
	SeatPrice       Money              `json:"seat_price"`
	Creator         *playerView        `json:"creator"`
	CreatedAt       time.Time          `json:"created_at"`
	ExpiresAt       time.Time          `json:"expires_at"`
	StartedAt       *time.Time         `json:"started_at"`
	FinishAt        *time.Time         `json:"finish_at"`
	FinishedAt      *time.Time         `json:"finished_at"`
	CanceledAt      *time.Time         `json:"canceled_at"`
	BattleHash      string             `json:"battle_hash"`
	ClientSeedsHash string             `json:"client_seeds_hash"`
	ServerSeed      *string            `json:"server_seed"` // once finished
	OldBattle       *int               `json:"old_battle"`
	GotXP           bool               `json:"got_xp"`
	MySeat          *int               `json:"my_seat"`
	Rematch         *rematchView       `json:"rematch"`
	ServerTime      time.Time          `json:"server_time"`
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (h *Handler) battleOf(v *battles.View) battleView {
	out := battleView{ID: v.ID, State: string(v.State), UsersCount: v.UsersCount, PlayersCount: v.PlayersCount,
		RevealedRounds: v.Revealed, PrivateKey: optString(v.PrivateKey), Privacy: string(v.Privacy), Type: string(v.Type),
		Paymode: string(v.Paymode), ChoosingWinner: string(v.ChoosingWinner), Delay: v.Delay, SeatPrice: Money(v.SeatPrice),
		Creator: playerOf(v.Creator), CreatedAt: v.CreatedAt, ExpiresAt: v.ExpiresAt, StartedAt: v.StartedAt, FinishAt: v.FinishAt,
		FinishedAt: v.FinishedAt, CanceledAt: v.CanceledAt, BattleHash: v.BattleHash, ClientSeedsHash: v.ClientSeedsHash,
		ServerSeed: optString(v.ServerSeed), OldBattle: v.OldBattleID, GotXP: v.GotXP, MySeat: v.MySeat, ServerTime: v.Now,
		Users: []battleSeatView{}, Rounds: []battleRoundView{}}
	for _, st := range v.Seats {
		out.Users = append(out.Users, battleSeatView{User: playerOf(st.User), Paymode: st.Paymode, Seat: st.Seat, Side: st.Side,
			IsBot: st.IsBot, ClientSeed: st.ClientSeed, Total: Money(st.Total), Won: st.Won, JoinedAt: st.JoinedAt})
	}
	for _, r := range v.Rounds {
		rv := battleRoundView{Round: r.Round, CaseData: h.battleCase(r.Case), CaseRevision: r.CaseRevision, RevealAt: r.RevealAt,
			Revealed: r.Revealed, Rolls: []battleRollView{}}
		for _, rl := range r.Rolls {
			rv.Rolls = append(rv.Rolls, battleRollView{Seat: rl.Seat, Item: h.item(rl.Item), Price: Money(rl.Price), Ticket: rl.Ticket,
				RecipientID: rl.RecipientID, DropID: rl.DropID})
		}
		out.Rounds = append(out.Rounds, rv)
	}
	if v.WinnerSeats != nil {
		res := &battleResultsView{WinnerSeats: v.WinnerSeats, WinningSide: v.WinningSide, Total: Money(v.Total),
			Totals: make([]Money, v.PlayersCount)}
		for _, st := range v.Seats {
			res.Totals[st.Seat] = Money(st.Total)
		}
		out.Results = res
	}
	if v.Rematch != nil {
		rm := h.rematchOf(v.Rematch)
		out.Rematch = &rm
	}
	return out
}

type rematchView struct {
	ID          int         `json:"id"`
	OldBattle   int         `json:"old_battle"`
	Loser       *playerView `json:"loser"`
	State       string      `json:"state"`
	CreatedAt   time.Time   `json:"created_at"`
	ExpiresAt   time.Time   `json:"expires_at"`
	RemainingMs int64       `json:"remaining_ms"`
	AcceptedIDs []int       `json:"accepted_ids"`
	DeclinedBy  *int        `json:"declined_by"`
	NewBattle   *int        `json:"new_battle"`
}

func (h *Handler) rematchOf(v *battles.RematchView) rematchView {
	return rematchView{ID: v.ID, OldBattle: v.OldBattleID, Loser: playerOf(v.Loser), State: string(v.State), CreatedAt: v.CreatedAt,
		ExpiresAt: v.ExpiresAt, RemainingMs: v.RemainingMs, AcceptedIDs: v.AcceptedIDs, DeclinedBy: v.DeclinedBy, NewBattle: v.NewBattleID}
}

// battleID reads a required positive id parameter.
func battleID(p *params, k string) (int, error) {
	id, err := p.int(k, 0)
	if err != nil {
		return 0, err
	}
	if id <= 0 {
		return 0, apperr.Validation.Msg("%s is required", k).With("field", k)
	}
	return id, nil
}

// optInt reads an optional integer parameter.
func optInt(p *params, k string) (*int, error) {
	if !p.has(k) {
		return nil, nil
	}
	n, err := p.int(k, 0)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// battleCases reads cases: ids in round order ([3, 3, 7]) or draft
// entries with a count ([{"id": 3, "count": 2}, {"id": 7}]).
func battleCases(p *params) ([]int, error) {
	bad := apperr.Validation.Msg("cases must be case ids, or entries {id, count}").With("field", "cases")
	list, isList := p.body["cases"].([]any)
	if !isList {
		return p.ints("cases")
	}
	var out []int
	for _, e := range list {
		switch t := e.(type) {
		case json.Number:
			n, err := strconv.Atoi(t.String())
			if err != nil || n <= 0 {
				return nil, bad
			}
			out = append(out, n)
		case map[string]any:
			idNum, ok := t["id"].(json.Number)
			if !ok {
				return nil, bad
			}
			id, err := strconv.Atoi(idNum.String())
			if err != nil || id <= 0 {
				return nil, bad
			}
			count := 1
			if c, has := t["count"]; has {
				cn, ok := c.(json.Number)
				if count, err = strconv.Atoi(cn.String()); !ok || err != nil || count < 1 || count > battles.MaxRounds+1 {
					return nil, bad
				}
			}
			for range count {
				out = append(out, id)
			}
			if len(out) > battles.MaxRounds+1 {
				return out, nil // too many: the service says so
			}
		default:
			return nil, bad
		}
	}
	return out, nil
}

// battleCreate is POST /case_battle/create {data: {players_count, cases,
// privacy, type, paymode, choosing_winner, side, delay, client_seed}}.
func (h *Handler) battleCreate(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := battleCases(p)
	if err != nil {
		return err
	}
	players, err := p.int("players_count", 0)
	if err != nil {
		return err
	}
	side, err := p.int("side", 0)
	if err != nil {
		return err
	}
	delay, err := p.int("delay", 0)
	if err != nil {
		return err
	}
	v, err := h.Battles.Create(r.Context(), actor.From(r.Context()), battles.CreateRequest{PlayersCount: players, CaseIDs: ids,
		Privacy: p.str("privacy"), Type: p.str("type"), Paymode: p.str("paymode"), ChoosingWinner: p.str("choosing_winner"),
		Side: side, Delay: delay, ClientSeed: p.str("client_seed")})
	if err != nil {
		return err
	}
	ok(w, h.battleOf(v))
	return nil
}

// battleEnter is POST /case_battle/enter {data: {id, private_key, seat, side, client_seed}}.
func (h *Handler) battleEnter(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	seat, err := optInt(p, "seat")
	if err != nil {
		return err
	}
	side, err := optInt(p, "side")
	if err != nil {
		return err
	}
	v, err := h.Battles.Enter(r.Context(), actor.From(r.Context()), battles.EnterRequest{ID: id, PrivateKey: p.str("private_key"),
		Seat: seat, Side: side, ClientSeed: p.str("client_seed")})
	if err != nil {
		return err
	}
	ok(w, h.battleOf(v))
	return nil
}

// battleLeave is POST /case_battle/leave {data: {id}}.
func (h *Handler) battleLeave(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	v, err := h.Battles.Leave(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, h.battleOf(v))
	return nil
}

// battleBots is POST /case_battle/bots {id}: the creator fills the free seats with bots.
func (h *Handler) battleBots(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	v, err := h.Battles.AddBots(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, h.battleOf(v))
	return nil
}

// rematchCreate is POST /case_battle/rematch/create {old_battle_id}.
func (h *Handler) rematchCreate(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "old_battle_id")
	if err != nil {
		return err
	}
	v, err := h.Battles.CreateRematch(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, h.rematchOf(v))
	return nil
}

// rematchDecline is POST /case_battle/rematch/decline {rematch_id}.
func (h *Handler) rematchDecline(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "rematch_id")
	if err != nil {
		return err
	}
	v, err := h.Battles.DeclineRematch(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, h.rematchOf(v))
	return nil
}

// rematchOffers is GET /case_battle/rematch: the viewer's open offers.
func (h *Handler) rematchOffers(w http.ResponseWriter, r *http.Request, _ *params) error {
	vs, err := h.Battles.Rematches(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	out := make([]rematchView, len(vs))
	for i, v := range vs {
		out[i] = h.rematchOf(v)
	}
	ok(w, out)
	return nil
}

// battleUnderstand is POST /case_battle/understand.
func (h *Handler) battleUnderstand(w http.ResponseWriter, r *http.Request, _ *params) error {
	at, err := h.Battles.Understand(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, battleRulesView{AcceptedAt: at})
	return nil
}

// battleRulesView is the answer to accepting the battles' rules.
type battleRulesView struct {
	AcceptedAt time.Time `json:"accepted_at"`
}

// battleGet is GET /case_battle?id=&private_key=.
func (h *Handler) battleGet(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	v, err := h.Battles.Get(r.Context(), actor.From(r.Context()), id, p.str("private_key"))
	if err != nil {
		return err
	}
	ok(w, h.battleOf(v))
	return nil
}

type battleGroupView struct {
	Name       string              `json:"name"`
	GroupCases []availableCaseView `json:"group_cases"`
}

type availableCaseView struct {
	CaseData       *battleCaseView `json:"case_data"`
	InventoryCount int             `json:"inventory_count"`
}

// battleCases is GET /case_battle/available_cases.
func (h *Handler) battleCases(w http.ResponseWriter, r *http.Request, _ *params) error {
	groups, err := h.Battles.AvailableCases(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	out := make([]battleGroupView, len(groups))
	for i, g := range groups {
		out[i] = battleGroupView{Name: g.Group.Name, GroupCases: make([]availableCaseView, len(g.Cases))}
		for j, c := range g.Cases {
			out[i].GroupCases[j] = availableCaseView{CaseData: h.battleCase(c.Case), InventoryCount: c.InventoryCount}
		}
	}
	ok(w, out)
	return nil
}

type presetView struct {
	Key          string            `json:"key"`
	PlayersCount int               `json:"players_count"`
	Type         string            `json:"type"`
	Cases        []*battleCaseView `json:"cases"`
	SeatPrice    Money             `json:"seat_price"`
	Delay        int               `json:"delay"`
}

// battlePresets is GET /case_battle/presets; meta.show is how many the
// active list shows now.
func (h *Handler) battlePresets(w http.ResponseWriter, r *http.Request, _ *params) error {
	ps, err := h.Battles.Presets(r.Context())
	if err != nil {
		return err
	}
	out := make([]presetView, len(ps.Presets))
	for i, pr := range ps.Presets {
		out[i] = presetView{Key: pr.Key, PlayersCount: pr.PlayersCount, Type: string(pr.Type), SeatPrice: Money(pr.SeatPrice), Delay: pr.Delay}
		for _, c := range pr.Cases {
			out[i].Cases = append(out[i].Cases, h.battleCase(c))
		}
	}
	ok(w, out, map[string]any{"show": ps.Show, "active_count": ps.ActiveCount})
	return nil
}

type battleWinView struct {
	DropID int         `json:"drop_id"`
	User   *playerView `json:"user"`
	Item   itemView    `json:"item"`
	Price  Money       `json:"price"`
	Round  int         `json:"round"`
	Seat   int         `json:"seat"`
}

// battleWins is GET /case_battle/wins?id=.
func (h *Handler) battleWins(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	wins, err := h.Battles.Wins(r.Context(), actor.From(r.Context()), id, p.str("private_key"))
	if err != nil {
		return err
	}
	out := make([]battleWinView, len(wins))
	for i, win := range wins {
		out[i] = battleWinView{DropID: win.DropID, User: playerOf(win.User), Item: h.item(win.Item), Price: Money(win.Price),
			Round: win.Round, Seat: win.Seat}
	}
	ok(w, out)
	return nil
}

// battleList is GET /case_battles?tab=active|top|my&page=&limit=&state=.
func (h *Handler) battleList(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(battles.DefaultPage)
	if err != nil {
		return err
	}
	tab := p.str("tab")
	if tab == "" {
		tab = battles.TabActive
	}
	pg, err := h.Battles.List(r.Context(), actor.From(r.Context()), battles.ListQuery{Tab: tab, Page: page, Limit: limit, State: p.str("state")})
	if err != nil {
		return err
	}
	out := make([]battleView, len(pg.Battles))
	for i, v := range pg.Battles {
		out[i] = h.battleOf(v)
	}
	ok(w, out, pageMeta(pg.Total, pg.Page, pg.Limit))
	return nil
}

// battleTopbar is GET /case_battles/topbar.
func (h *Handler) battleTopbar(w http.ResponseWriter, r *http.Request, _ *params) error {
	tb, err := h.Battles.Topbar(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	out := battleTopbarView{Waiting: tb.Waiting, Playing: tb.Playing, FinishedToday: tb.FinishedToday}
	if tb.Biggest != nil {
		b := h.battleOf(tb.Biggest)
		out.Biggest = &b
	}
	ok(w, out)
	return nil
}

// battleTopbarView counts the battles waiting, playing and finished today;
// biggest is today's dearest battle (null when none).
type battleTopbarView struct {
	Waiting       int         `json:"waiting"`
	Playing       int         `json:"playing"`
	FinishedToday int         `json:"finished_today"`
	Biggest       *battleView `json:"biggest"`
}

// battleActiveCount is GET /case_battles/active_battles_count.
func (h *Handler) battleActiveCount(w http.ResponseWriter, r *http.Request, _ *params) error {
	n, err := h.Battles.ActiveCount(r.Context())
	if err != nil {
		return err
	}
	ok(w, countView{Count: n})
	return nil
}

// countView is a bare count.
type countView struct {
	Count int `json:"count"`
}

// battleVerify is GET /fair/battle?id=&server_seed=: a finished battle
// recomputed from its revealed seeds.
func (h *Handler) battleVerify(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := battleID(p, "id")
	if err != nil {
		return err
	}
	v, err := h.Battles.Verify(r.Context(), actor.From(r.Context()), id, p.str("private_key"), p.str("server_seed"))
	if err != nil {
		return err
	}
	rounds := make([]verifiedRoundView, len(v.Rounds))
	for i, rd := range v.Rounds {
		rounds[i] = verifiedRoundView{Round: rd.Round, CaseData: h.battleCase(rd.Case), CaseRevision: rd.CaseRevision, TotalWeight: rd.TotalWeight}
		for _, rl := range rd.Rolls {
			rounds[i].Rolls = append(rounds[i].Rolls, verifiedRollView{Seat: rl.Seat, Bits52: rl.Bits52, Roll: rl.Roll, Ticket: rl.Ticket,
				Item: h.item(rl.Item), Matches: rl.Matches})
		}
	}
	totals := make([]Money, len(v.SeatTotals))
	for i, t := range v.SeatTotals {
		totals[i] = Money(t)
	}
	tied := v.Tied
	if tied == nil {
		tied = []int{}
	}
	ok(w, battleVerifiedView{
		BattleID: v.BattleID, ServerSeed: v.ServerSeed, ServerSeedHash: v.ServerSeedHash, BattleHash: v.BattleHash,
		HashMatches: v.HashMatches, ClientSeeds: v.ClientSeeds, ClientSeedsHash: v.ClientSeedsHash,
		ClientSeedsMatch: v.ClientSeedsMatch, Rounds: rounds, Totals: totals, WinnerSeats: v.WinnerSeats,
		Tied: tied, TieTicket: v.TieTicket, WinnersMatch: v.WinnersMatch, OK: v.OK,
	})
	return nil
}

// battleVerifiedView is a finished battle recomputed from its revealed
// seeds: hash_matches, client_seeds_match, each roll's matches and
// winners_match compare with what was stored; ok is all of them.
type battleVerifiedView struct {
	BattleID         int                 `json:"battle_id"`
	ServerSeed       string              `json:"server_seed"`
	ServerSeedHash   string              `json:"server_seed_hash"`
	BattleHash       string              `json:"battle_hash"`
	HashMatches      bool                `json:"hash_matches"`
	ClientSeeds      []string            `json:"client_seeds"`
	ClientSeedsHash  string              `json:"client_seeds_hash"`
	ClientSeedsMatch bool                `json:"client_seeds_match"`
	Rounds           []verifiedRoundView `json:"rounds"`
	Totals           []Money             `json:"totals"`
	WinnerSeats      []int               `json:"winner_seats"`
	Tied             []int               `json:"tied"`
	TieTicket        int64               `json:"tie_ticket"`
	WinnersMatch     bool                `json:"winners_match"`
	OK               bool                `json:"ok"`
}

type verifiedRollView struct {
	Seat    int      `json:"seat"`
	Bits52  int64    `json:"bits52"`
	Roll    float64  `json:"roll"`
	Ticket  int64    `json:"ticket"`
	Item    itemView `json:"item"`
	Matches bool     `json:"matches"`
}

type verifiedRoundView struct {
	Round        int                `json:"round"`
	CaseData     *battleCaseView    `json:"case_data"`
	CaseRevision int                `json:"case_revision"`
	TotalWeight  int64              `json:"total_weight"`
	Rolls        []verifiedRollView `json:"rolls"`
}
