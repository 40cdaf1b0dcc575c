package battles

import (
	"context"
	"slices"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleroll"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/rematch"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// View is a battle as one viewer may see it at one moment. It is the only
// way out of this package for a battle: rolls of rounds not yet shown are
// never in it, nor the server seed before the end, nor a private key for
// someone who neither plays nor gave it.
type View struct {
	ID             int
	State          battle.State
	Type           battle.Type
	Privacy        battle.Privacy
	Paymode        battle.Paymode
	ChoosingWinner battle.ChoosingWinner
	PlayersCount   int
	UsersCount     int // seats taken, bots included
	Delay          int // seconds: 10 × rounds + 6
	SeatPrice      money.Cents
	Creator        *ent.User
	CreatedAt      time.Time
	ExpiresAt      time.Time // when a battle still waiting is canceled
	StartedAt      *time.Time
	FinishAt       *time.Time // started_at + delay
	FinishedAt     *time.Time
	CanceledAt     *time.Time
	// BattleHash is the SHA-256 of the server seed (battle_hash).
	BattleHash      string
	ClientSeedsHash string // once started
	ServerSeed      string // once finished
	PrivateKey      string // to the creator, the seated players and whoever gave it
	OldBattleID     *int
	GotXP           bool
	Seats           []SeatView // by seat; free seats are absent
	Rounds          []RoundView
	// Cases are the battle's distinct cases in the order they are first
	// played: a page loads each one's contents once, however often it repeats.
	Cases []*ent.LootCase
	// Revealed is how many rounds are shown.
	Revealed    int
	WinnerSeats []int       // once finished
	WinningSide *int        // once finished
	Total       money.Cents // once finished: the value of every item rolled
	// MySeat is the viewer's seat, if any.
	MySeat *int
	// Rematch is the rematch offer made after this battle, if any.
	Rematch *RematchView
	// Now is the server's time of the view, for a client to align its clock.
	Now time.Time
}

// SeatView is one taken seat.
type SeatView struct {
	Seat, Side int
	User       *ent.User // nil for a bot
	IsBot      bool
	// Paymode says who paid the seat: own (the player) or creator.
	Paymode    string
	ClientSeed string
	// Total is the value of what the seat rolled in the rounds shown.
	Total    money.Cents
	Won      bool // once finished
	JoinedAt time.Time
}

// RoundView is one round: its case, when it is shown, and its rolls once
// shown.
type RoundView struct {
	Round        int
	Case         *ent.LootCase
	CaseRevision int
	RevealAt     *time.Time // once started
	Revealed     bool
	Rolls        []RollView // empty until revealed
}

// RollView is one seat's roll in a shown round.
type RollView struct {
	Seat   int
	Item   *ent.Item
	Price  money.Cents
	Ticket int64
	// RecipientID and DropID: who received the item and its drop, once
	// finished (none when a bot won it).
	RecipientID *int
	DropID      *int
}

// CasesPage is the most of a battle's distinct cases one answer carries
// with their contents (GraphQL Battle.cases), so an operation that loads a
// battle's reels stays within its cost limit whatever the battle holds.
const CasesPage = 10

// CasesFrom is the page of v's distinct cases from offset, at most first
// (1 to CasesPage).
func (v *View) CasesFrom(offset, first int) ([]*ent.LootCase, error) {
	if err := store.Limit("first", first, 1, CasesPage); err != nil {
		return nil, err
	}
	if offset < 0 {
		return nil, apperr.Validation.Msg("offset must not be negative").With("field", "offset")
	}
	if offset >= len(v.Cases) {
		return []*ent.LootCase{}, nil
	}
	return v.Cases[offset:min(offset+first, len(v.Cases))], nil
}

// revealed is how many rounds of b are shown at now.
func (s *Service) revealed(b *ent.Battle, now time.Time) int {
	switch {
	case b.State == battle.StateFinished:
		return len(b.CaseIds)
	case b.State != battle.StateActive || b.StartedAt == nil:
		return 0
	}
	n := 0
	for r := 1; r <= len(b.CaseIds); r++ {
		if now.Before(b.StartedAt.Add(s.seconds(revealOffset(r)))) {
			break
		}
		n = r
	}
	return n
}

// mayView: a public battle is seen by anyone; a private one by its
// creator, its players and whoever gives its key.
func mayView(a *actor.Actor, b *ent.Battle, key string) bool {
	if keyOK(b, key) || a.Is(b.CreatorID) {
		return true
	}
	for _, st := range b.Edges.Seats {
		if st.UserID != nil && a.Is(*st.UserID) {
			return true
		}
	}
	return false
}

func withDetails(q *ent.BattleQuery) *ent.BattleQuery {
	return q.WithCreator().WithSeats(func(sq *ent.BattleSeatQuery) {
		sq.WithUser().Order(ent.Asc(battleseat.FieldSeat))
	})
}

// Get is a battle as the actor sees it (GET /case_battle): a private one
// needs its key unless the actor created it or plays in it.
func (s *Service) Get(ctx context.Context, a *actor.Actor, id int, key string) (*View, error) {
	b, err := withDetails(s.DB.Battle.Query().Where(battle.ID(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no battle %d", id)
	}
	if err != nil {
		return nil, err
	}
	if !mayView(a, b, key) {
		return nil, apperr.BattlePrivate
	}
	vs, err := s.build(ctx, a, []*ent.Battle{b}, key)
	if err != nil {
		return nil, err
	}
	v := vs[0]
	if b.State == battle.StateFinished {
		rm, err := s.DB.Rematch.Query().Where(rematch.OldBattleID(b.ID)).WithLoser().Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, err
		}
		if rm != nil {
			v.Rematch = s.rematchView(rm, s.Now())
		}
	}
	return v, nil
}

// build makes the views of bs (loaded withDetails). Rolls are read only for
// the rounds shown at now.
func (s *Service) build(ctx context.Context, a *actor.Actor, bs []*ent.Battle, key string) ([]*View, error) {
	now := s.Now()
	var caseIDs []int
	var shown []predicate.BattleRoll
	revealedOf := map[int]int{}
	for _, b := range bs {
		caseIDs = append(caseIDs, b.CaseIds...)
		if n := s.revealed(b, now); n > 0 {
			revealedOf[b.ID] = n
			shown = append(shown, battleroll.And(battleroll.BattleID(b.ID), battleroll.RoundLTE(n)))
		}
	}
	cs, err := s.DB.LootCase.Query().Where(lootcase.IDIn(slices.Compact(slices.Sorted(slices.Values(caseIDs)))...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byCase := map[int]*ent.LootCase{}
	for _, c := range cs {
		byCase[c.ID] = c
	}
	rollsOf := map[int][]*ent.BattleRoll{}
	if len(shown) > 0 {
		rolls, err := s.DB.BattleRoll.Query().Where(battleroll.Or(shown...)).WithItem().
			Order(ent.Asc(battleroll.FieldRound), ent.Asc(battleroll.FieldSeat)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range rolls {
			if r.Round <= revealedOf[r.BattleID] { // never more than shown, whatever the query did
				rollsOf[r.BattleID] = append(rollsOf[r.BattleID], r)
			}
		}
	}
	out := make([]*View, len(bs))
	for i, b := range bs {
		out[i] = s.viewOf(a, b, key, byCase, rollsOf[b.ID], revealedOf[b.ID], now)
	}
	return out, nil
}

func (s *Service) viewOf(a *actor.Actor, b *ent.Battle, key string, byCase map[int]*ent.LootCase, rolls []*ent.BattleRoll,
	revealed int, now time.Time) *View {
	v := &View{ID: b.ID, State: b.State, Type: b.Type, Privacy: b.Privacy, Paymode: b.Paymode, ChoosingWinner: b.ChoosingWinner,
		PlayersCount: b.PlayersCount, UsersCount: len(b.Edges.Seats), Delay: b.Delay, SeatPrice: b.SeatPrice,
		Creator: b.Edges.Creator, CreatedAt: b.CreatedAt, ExpiresAt: b.ExpiresAt, StartedAt: b.StartedAt, FinishAt: b.FinishAt,
		FinishedAt: b.FinishedAt, CanceledAt: b.CanceledAt, BattleHash: b.ServerSeedHash, ClientSeedsHash: b.ClientSeedsHash,
		OldBattleID: b.OldBattleID, GotXP: b.GotXp, Revealed: revealed, Now: now}
	finished := b.State == battle.StateFinished
	if finished {
		v.ServerSeed = b.ServerSeed
		v.WinnerSeats = slices.Clone(b.WinnerSeats)
		v.Total = b.Total
		if len(b.WinnerSeats) > 0 {
			side := sideOf(b.Type, b.WinnerSeats[0])
			v.WinningSide = &side
		}
	}
	seated := false
	totals := map[int]money.Cents{}
	for _, r := range rolls {
		totals[r.Seat] += r.Price
	}
	for _, st := range b.Edges.Seats {
		sv := SeatView{Seat: st.Seat, Side: st.Side, User: st.Edges.User, IsBot: st.IsBot, ClientSeed: st.ClientSeed,
			Total: totals[st.Seat], Won: finished && slices.Contains(b.WinnerSeats, st.Seat), JoinedAt: st.CreatedAt, Paymode: "creator"}
		if st.UserID != nil && st.PaidByID == *st.UserID {
			sv.Paymode = "own"
		}
		if st.UserID != nil && a.Is(*st.UserID) {
			seated = true
			seat := st.Seat
			v.MySeat = &seat
		}
		v.Seats = append(v.Seats, sv)
	}
	if b.Privacy == battle.PrivacyPrivate && (seated || a.Is(b.CreatorID) || keyOK(b, key)) {
		v.PrivateKey = b.PrivateKey
	}
	byRound := map[int][]RollView{}
	for _, r := range rolls {
		byRound[r.Round] = append(byRound[r.Round], RollView{Seat: r.Seat, Item: r.Edges.Item, Price: r.Price, Ticket: r.Ticket,
			RecipientID: r.RecipientID, DropID: r.DropID})
	}
	seen := map[int]bool{}
	for _, id := range b.CaseIds {
		if !seen[id] && byCase[id] != nil {
			seen[id] = true
			v.Cases = append(v.Cases, byCase[id])
		}
	}
	for i, id := range b.CaseIds {
		rv := RoundView{Round: i + 1, Case: byCase[id], CaseRevision: b.CaseRevisions[i], Revealed: i+1 <= revealed,
			Rolls: byRound[i+1]}
		if b.StartedAt != nil {
			at := b.StartedAt.Add(s.seconds(revealOffset(i + 1)))
			rv.RevealAt = &at
		}
		v.Rounds = append(v.Rounds, rv)
	}
	return v
}

// Tabs of the battle lists (GET /case_battles).
const (
	TabActive = "active"
	TabTop    = "top"
	TabMy     = "my"
)

// ListQuery asks for a page of a tab; State filters the my tab.
type ListQuery struct {
	Tab         string
	Page, Limit int
	State       string
}

// Page is a page of battles with the tab's total (meta.total).
type Page struct {
	Battles     []*View
	Total       int
	Page, Limit int
}

func checkLimit(limit int) error { return store.Limit("limit", limit, 1, MaxPage) }

// activeNow is the active list's rule (spec 4): public battles waiting for
// players, and those started whose started_at + delay has not passed.
func activeNow(now time.Time) []predicate.Battle {
	return []predicate.Battle{
		battle.PrivacyEQ(battle.PrivacyPublic),
		battle.Or(battle.StateEQ(battle.StateNew),
			battle.And(battle.StateIn(battle.StateActive, battle.StateFinished), battle.FinishAtGT(now))),
	}
}

// List is a page of a tab: active (public, waiting or playing), top (public
// battles finished in the last TopWindow, dearest first) or my (the
// actor's battles, newest first, optionally in one state).
func (s *Service) List(ctx context.Context, a *actor.Actor, q ListQuery) (*Page, error) {
	if q.Page == 0 {
		q.Page = 1
	}
	if q.Limit == 0 {
		q.Limit = DefaultPage
	}
	offset, err := store.Offset(q.Page, q.Limit, MaxPage)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	query := s.DB.Battle.Query()
	order := []battle.OrderOption{ent.Desc(battle.FieldID)}
	switch q.Tab {
	case TabActive, "":
		for _, p := range activeNow(now) {
			query.Where(p)
		}
	case TabTop:
		query.Where(battle.PrivacyEQ(battle.PrivacyPublic), battle.StateEQ(battle.StateFinished),
			battle.FinishedAtGTE(now.Add(-TopWindow)))
		order = []battle.OrderOption{ent.Desc(battle.FieldTotal), ent.Desc(battle.FieldID)}
	case TabMy:
		if err := a.Require(); err != nil {
			return nil, err
		}
		query.Where(battle.Or(battle.CreatorID(a.UserID), battle.HasSeatsWith(battleseat.UserID(a.UserID))))
	default:
		return nil, apperr.Validation.Msg("tab must be active, top or my").With("field", "tab")
	}
	if q.State != "" {
		st := battle.State(q.State)
		if battle.StateValidator(st) != nil {
			return nil, apperr.Validation.Msg("state must be new, active, finished or canceled").With("field", "state")
		}
		query.Where(battle.StateEQ(st))
	}
	total, err := query.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	bs, err := withDetails(query).Order(order...).Offset(offset).Limit(q.Limit).All(ctx)
	if err != nil {
		return nil, err
	}
	views, err := s.build(ctx, a, bs, "")
	if err != nil {
		return nil, err
	}
	return &Page{Battles: views, Total: total, Page: q.Page, Limit: q.Limit}, nil
}

// ActiveCount is how many battles the active tab shows (the header's count).
func (s *Service) ActiveCount(ctx context.Context) (int, error) {
	q := s.DB.Battle.Query()
	for _, p := range activeNow(s.Now()) {
		q.Where(p)
	}
	return q.Count(ctx)
}

// Topbar is the battles page's top bar: public battles waiting and
// playing, those finished in the last TopWindow and the dearest of them.
type Topbar struct {
	Waiting, Playing, FinishedToday int
	Biggest                         *View
}

// Topbar answers GET /case_battles/topbar.
func (s *Service) Topbar(ctx context.Context, a *actor.Actor) (*Topbar, error) {
	now := s.Now()
	public := battle.PrivacyEQ(battle.PrivacyPublic)
	var out Topbar
	var err error
	if out.Waiting, err = s.DB.Battle.Query().Where(public, battle.StateEQ(battle.StateNew)).Count(ctx); err != nil {
		return nil, err
	}
	if out.Playing, err = s.DB.Battle.Query().Where(public, battle.StateEQ(battle.StateActive), battle.FinishAtGT(now)).Count(ctx); err != nil {
		return nil, err
	}
	top, err := s.List(ctx, a, ListQuery{Tab: TabTop, Page: 1, Limit: 1})
	if err != nil {
		return nil, err
	}
	out.FinishedToday = top.Total
	if len(top.Battles) > 0 {
		out.Biggest = top.Battles[0]
	}
	return &out, nil
}

// Win is an item a finished battle gave to a winner.
type Win struct {
	DropID int
	User   *ent.User
	Item   *ent.Item
	Price  money.Cents
	Round  int
	Seat   int // the seat that rolled it
}

// Wins lists what a finished battle gave its winners (GET
// /case_battle/wins), by round and seat; nothing before the end.
func (s *Service) Wins(ctx context.Context, a *actor.Actor, id int, key string) ([]Win, error) {
	v, err := s.Get(ctx, a, id, key)
	if err != nil {
		return nil, err
	}
	if v.State != battle.StateFinished {
		return []Win{}, nil
	}
	rolls, err := s.DB.BattleRoll.Query().Where(battleroll.BattleID(id), battleroll.DropIDNotNil()).
		Order(ent.Asc(battleroll.FieldRound), ent.Asc(battleroll.FieldSeat)).WithItem().All(ctx)
	if err != nil {
		return nil, err
	}
	var ids []int
	for _, r := range rolls {
		ids = append(ids, *r.RecipientID)
	}
	us, err := s.DB.User.Query().Where(user.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int]*ent.User{}
	for _, u := range us {
		byID[u.ID] = u
	}
	out := make([]Win, 0, len(rolls))
	for _, r := range rolls {
		out = append(out, Win{DropID: *r.DropID, User: byID[*r.RecipientID], Item: r.Edges.Item, Price: r.Price, Round: r.Round, Seat: r.Seat})
	}
	return out, nil
}

// Understand records that the actor accepted the battle rules (POST
// /case_battle/understand); doing it again keeps the first time.
func (s *Service) Understand(ctx context.Context, a *actor.Actor) (time.Time, error) {
	if err := a.Require(); err != nil {
		return time.Time{}, err
	}
	if _, err := s.DB.User.Update().Where(user.ID(a.UserID), user.BattleRulesAcceptedAtIsNil()).
		SetBattleRulesAcceptedAt(s.Now()).Save(ctx); err != nil {
		return time.Time{}, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return time.Time{}, apperr.NoAuth.Msg("unknown user")
	}
	return *u.BattleRulesAcceptedAt, nil
}

// RulesAccepted reports whether the actor accepted the battle rules.
func (s *Service) RulesAccepted(ctx context.Context, a *actor.Actor) (bool, error) {
	if !a.SignedIn() {
		return false, nil
	}
	return s.DB.User.Query().Where(user.ID(a.UserID), user.BattleRulesAcceptedAtNotNil()).Exist(ctx)
}

// Exists tells whether battle id was ever created (its page is a page
// even when private: the key is asked on the page).
func (s *Service) Exists(ctx context.Context, id int) (bool, error) {
	return s.DB.Battle.Query().Where(battle.ID(id)).Exist(ctx)
}
