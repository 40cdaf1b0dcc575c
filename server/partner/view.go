package partner

import (
	"context"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/partnerearning"
	"github.com/casefront/casefront/ent/partnertransfer"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Overview is the viewer's partner page (GET /partner).
type Overview struct {
	Code               *string
	Level              Level
	Next               *Level
	ToNext             money.Cents
	ReferralsCount     int
	ReferralsDeposited money.Cents
	Earnings           money.Cents // earned less clawed back
	PartnerBalance     money.Cents
	IsCreator          bool
	CodeChangesLeft    int
}

// NextLevel is the level after l, nil at the top.
func NextLevel(l Level) *Level {
	for i, c := range Levels {
		if c.Level == l.Level && i+1 < len(Levels) {
			n := Levels[i+1]
			return &n
		}
	}
	return nil
}

// Overview reads the actor's partner page.
func (s *Service) Overview(ctx context.Context, a *actor.Actor) (*Overview, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	u, err := store.UserByID(ctx, s.DB, a.UserID)
	if err != nil {
		return nil, err
	}
	return s.overviewOf(ctx, s.DB, u)
}

// OverviewOf is the partner page of u as its row is (after a change).
func (s *Service) OverviewOf(ctx context.Context, u *ent.User) (*Overview, error) {
	return s.overviewOf(ctx, s.DB, u)
}

func (s *Service) overviewOf(ctx context.Context, c *ent.Client, u *ent.User) (*Overview, error) {
	refs, err := c.User.Query().Where(user.ReferrerID(u.ID)).Count(ctx)
	if err != nil {
		return nil, err
	}
	earned, err := sumEarned(ctx, c.PartnerEarning.Query().Where(partnerearning.PartnerID(u.ID), partnerearning.ClawedBackAtIsNil()))
	if err != nil {
		return nil, err
	}
	l := LevelOf(u.ReferralsDeposited)
	o := &Overview{Code: u.PartnerCode, Level: l, Next: NextLevel(l), ReferralsCount: refs, ReferralsDeposited: u.ReferralsDeposited,
		Earnings: earned, PartnerBalance: money.Cents(u.PartnerBalance), IsCreator: u.IsCreator,
		CodeChangesLeft: max(0, MaxCodeSaves-u.PartnerCodeSaves)}
	if o.Next != nil {
		o.ToNext = o.Next.DepositedFrom - u.ReferralsDeposited
	}
	return o, nil
}

func sumEarned(ctx context.Context, q *ent.PartnerEarningQuery) (money.Cents, error) {
	var v []struct {
		Sum *int64 `json:"sum"`
	}
	if err := q.Aggregate(ent.Sum(partnerearning.FieldAmount)).Scan(ctx, &v); err != nil {
		return 0, err
	}
	if len(v) == 0 || v[0].Sum == nil {
		return 0, nil
	}
	return money.Cents(*v[0].Sum), nil
}

// Page is a page of a list newest first, paged by id (After: the last id
// of the previous page).
type Page[T any] struct {
	Items   []T
	HasNext bool
	Total   int
}

// MaxPage bounds a page of transfers or history.
const MaxPage = 50

func pageSize(first int) (int, error) {
	if first < 1 || first > MaxPage {
		return 0, apperr.Validation.Msg("first is 1 to %d", MaxPage).With("field", "first")
	}
	return first, nil
}

// Transfers lists the actor's transfers out of the partner balance.
func (s *Service) Transfers(ctx context.Context, a *actor.Actor, after, first int) (*Page[*ent.PartnerTransfer], error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	n, err := pageSize(first)
	if err != nil {
		return nil, err
	}
	q := s.DB.PartnerTransfer.Query().Where(partnertransfer.UserID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	if after > 0 {
		q = q.Where(partnertransfer.IDLT(after))
	}
	rows, err := q.Order(ent.Desc(partnertransfer.FieldID)).Limit(n + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	p := &Page[*ent.PartnerTransfer]{Items: rows, Total: total}
	if len(rows) > n {
		p.Items, p.HasNext = rows[:n], true
	}
	return p, nil
}

// Earning is a history row with the referral as the partner sees them.
type Earning struct {
	*ent.PartnerEarning
	Referral Referral
}

// Referral is a referral's nickname and avatar: all a partner sees of them.
type Referral struct {
	Nickname, Avatar string
}

// History lists the actor's earnings, one per referral deposit.
func (s *Service) History(ctx context.Context, a *actor.Actor, after, first int) (*Page[Earning], error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	n, err := pageSize(first)
	if err != nil {
		return nil, err
	}
	q := s.DB.PartnerEarning.Query().Where(partnerearning.PartnerID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	if after > 0 {
		q = q.Where(partnerearning.IDLT(after))
	}
	rows, err := q.Order(ent.Desc(partnerearning.FieldID)).Limit(n + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	p := &Page[Earning]{Total: total}
	if len(rows) > n {
		rows, p.HasNext = rows[:n], true
	}
	ids := make([]int, len(rows))
	for i, r := range rows {
		ids[i] = r.ReferralID
	}
	who, err := s.referrals(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		p.Items = append(p.Items, Earning{PartnerEarning: r, Referral: who[r.ReferralID]})
	}
	return p, nil
}

func (s *Service) referrals(ctx context.Context, ids []int) (map[int]Referral, error) {
	us, err := s.DB.User.Query().Where(user.IDIn(ids...)).Select(user.FieldID, user.FieldNickname, user.FieldAvatar).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int]Referral, len(us))
	for _, u := range us {
		out[u.ID] = Referral{Nickname: u.Nickname, Avatar: u.Avatar}
	}
	return out, nil
}

// Day is a day of the creator chart (UTC).
type Day struct {
	Day      string // YYYY-MM-DD
	Uses     int
	Deposits money.Cents
	Earnings money.Cents
}

// MaxChartDays bounds the creator chart.
const MaxChartDays = 366

// CreatorHistory is the actor's code uses and earnings by day over the
// last days (today included), oldest first, every day present: a deposit
// counts on its day, its clawback takes its earning back on the clawback's.
func (s *Service) CreatorHistory(ctx context.Context, a *actor.Actor, days int) ([]Day, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	if days < 1 || days > MaxChartDays {
		return nil, apperr.Validation.Msg("days is 1 to %d", MaxChartDays).With("field", "days")
	}
	today := s.now().UTC().Truncate(24 * time.Hour)
	from := today.AddDate(0, 0, -(days - 1))
	out := make([]Day, days)
	index := map[string]int{}
	for i := range out {
		out[i].Day = from.AddDate(0, 0, i).Format(time.DateOnly)
		index[out[i].Day] = i
	}
	at := func(t time.Time) (int, bool) {
		i, ok := index[t.UTC().Format(time.DateOnly)]
		return i, ok
	}
	earned, err := s.DB.PartnerEarning.Query().Where(partnerearning.PartnerID(a.UserID),
		partnerearning.Or(partnerearning.CreatedAtGTE(from), partnerearning.ClawedBackAtGTE(from))).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, e := range earned {
		if i, ok := at(e.CreatedAt); ok {
			out[i].Deposits += e.Deposit
			out[i].Earnings += e.Amount
		}
		if e.ClawedBackAt != nil {
			if i, ok := at(*e.ClawedBackAt); ok {
				out[i].Earnings -= e.Amount
			}
		}
	}
	uses, err := s.DB.User.Query().Where(user.ReferrerID(a.UserID), user.ReferredAtGTE(from)).
		Select(user.FieldID, user.FieldReferredAt).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, u := range uses {
		if i, ok := at(*u.ReferredAt); ok {
			out[i].Uses++
		}
	}
	return out, nil
}

// CreatorUse is a player who used the creator's code.
type CreatorUse struct {
	Referral  Referral
	UsedAt    time.Time
	Deposited money.Cents
	Earned    money.Cents
}

// CreatorUsesPerPage is the spec's page size of creator uses (spec 9).
const CreatorUsesPerPage = 5

// CreatorUses pages the players who used the actor's code, newest first.
func (s *Service) CreatorUses(ctx context.Context, a *actor.Actor, page, perPage int) ([]CreatorUse, int, error) {
	if err := s.allowed(a); err != nil {
		return nil, 0, err
	}
	if page < 1 {
		page = 1
	}
	if perPage < 1 || perPage > MaxPage {
		perPage = CreatorUsesPerPage
	}
	q := s.DB.User.Query().Where(user.ReferrerID(a.UserID))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(user.ByReferredAt(entsql.OrderDesc(), entsql.OrderNullsLast()), ent.Desc(user.FieldID)).Offset((page-1)*perPage).Limit(perPage).
		Select(user.FieldID, user.FieldNickname, user.FieldAvatar, user.FieldReferredAt, user.FieldCreatedAt).All(ctx)
	if err != nil {
		return nil, 0, err
	}
	ids := make([]int, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var sums []struct {
		ReferralID int    `json:"referral_id"`
		Deposit    *int64 `json:"deposit"`
		Amount     *int64 `json:"amount"`
	}
	if len(ids) > 0 {
		if err := s.DB.PartnerEarning.Query().Where(partnerearning.PartnerID(a.UserID), partnerearning.ReferralIDIn(ids...),
			partnerearning.ClawedBackAtIsNil()).GroupBy(partnerearning.FieldReferralID).
			Aggregate(ent.As(ent.Sum(partnerearning.FieldDeposit), "deposit"), ent.As(ent.Sum(partnerearning.FieldAmount), "amount")).
			Scan(ctx, &sums); err != nil {
			return nil, 0, err
		}
	}
	by := map[int]int{}
	for i, s := range sums {
		by[s.ReferralID] = i
	}
	out := make([]CreatorUse, len(rows))
	for i, r := range rows {
		used := r.CreatedAt
		if r.ReferredAt != nil {
			used = *r.ReferredAt
		}
		out[i] = CreatorUse{Referral: Referral{Nickname: r.Nickname, Avatar: r.Avatar}, UsedAt: used}
		if j, ok := by[r.ID]; ok {
			if v := sums[j].Deposit; v != nil {
				out[i].Deposited = money.Cents(*v)
			}
			if v := sums[j].Amount; v != nil {
				out[i].Earned = money.Cents(*v)
			}
		}
	}
	return out, total, nil
}

// ShortWallet is a wallet as lists show it: its first 6 and last 4
// characters.
func ShortWallet(w string) string {
	if len(w) <= 12 {
		return w
	}
	return w[:6] + "…" + w[len(w)-4:]
}

// ItemNames are the market hash names of the shop transfers' items, by
// transfer id.
func (s *Service) ItemNames(ctx context.Context, ts []*ent.PartnerTransfer) (map[int]string, error) {
	var ids []int
	for _, t := range ts {
		if t.ItemID != nil {
			ids = append(ids, *t.ItemID)
		}
	}
	out := map[int]string{}
	if len(ids) == 0 {
		return out, nil
	}
	items, err := s.DB.Item.Query().Where(item.IDIn(ids...)).Select(item.FieldID, item.FieldMarketHashName).All(ctx)
	if err != nil {
		return nil, err
	}
	names := map[int]string{}
	for _, it := range items {
		names[it.ID] = it.MarketHashName
	}
	for _, t := range ts {
		if t.ItemID != nil {
			out[t.ID] = names[*t.ItemID]
		}
	}
	return out, nil
}

// Item is a shop transfer's item.
func (s *Service) Item(ctx context.Context, id int) (*ent.Item, error) { return s.DB.Item.Get(ctx, id) }
