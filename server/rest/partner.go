package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/ratelimit"
)

// The partner programme (spec 7 "Partner"; server/partner) and the
// privacy settings (spec 6).

func (h *Handler) partnerRoutes() []endpoint {
	return []endpoint{
		{"GET", "/partner", h.partnerOverview, 0},
		{"GET", "/partner/check_code", h.partnerCheckCode, 0},
		{"GET", "/partner/levels", h.partnerLevels, 0},
		{"GET", "/partner/transfers", h.partnerTransfers, 0},
		{"GET", "/partner/history", h.partnerHistory, 0},
		{"GET", "/partner/creator_history", h.partnerCreatorHistory, 0},
		{"GET", "/partner/shop", h.partnerShop, 0},
		{"GET", "/user/history/creator_uses", h.creatorUses, 0},
		{"POST", ratelimit.PartnerSaveCode.Name, h.partnerSaveCode, ratelimit.PartnerSaveCode.PerMinute},
		// One route for both withdrawals: /partner/withdraw/balance is its
		// {crypto} "balance" (two patterns would overlap in the router).
		{"POST", ratelimit.PartnerWithdraw.Name, h.partnerWithdraw, ratelimit.PartnerWithdraw.PerMinute},
		{"POST", ratelimit.PartnerShopBuy.Name, h.partnerShopBuy, ratelimit.PartnerShopBuy.PerMinute},
		{"POST", ratelimit.SetPrivacy.Name, h.setPrivacy, ratelimit.SetPrivacy.PerMinute},
	}
}

type partnerLevelView struct {
	Level      int    `json:"level"`
	Name       string `json:"name"`
	Percentage int64  `json:"percentage_bps"`
	Bonus      int64  `json:"bonus_bps"`
	Threshold  Money  `json:"threshold"`
}

func partnerLevelOf(l partner.Level) partnerLevelView {
	return partnerLevelView{Level: l.Level, Name: l.Name, Percentage: l.ShareBps, Bonus: l.BonusBps, Threshold: Money(l.DepositedFrom)}
}

// partnerView is spec 3's Partner (code, level, referrals_count,
// referrals_deposited, percentage, earnings, referral_bonus,
// partner_balance) and what the page shows besides.
type partnerView struct {
	Code               *string           `json:"code"`
	Level              partnerLevelView  `json:"level"`
	NextLevel          *partnerLevelView `json:"next_level"`
	ToNextLevel        Money             `json:"to_next_level"`
	ReferralsCount     int               `json:"referrals_count"`
	ReferralsDeposited Money             `json:"referrals_deposited"`
	Percentage         int64             `json:"percentage_bps"`
	Earnings           Money             `json:"earnings"`
	ReferralBonus      int64             `json:"referral_bonus_bps"`
	PartnerBalance     Money             `json:"partner_balance"`
	IsCreator          bool              `json:"is_creator"`
	CodeChangesLeft    int               `json:"code_changes_left"`
	CryptoMinimum      Money             `json:"crypto_minimum"`
	CryptoCoins        []string          `json:"crypto_coins"`
}

func partnerOf(o *partner.Overview) partnerView {
	v := partnerView{Code: o.Code, Level: partnerLevelOf(o.Level), ToNextLevel: Money(o.ToNext), ReferralsCount: o.ReferralsCount,
		ReferralsDeposited: Money(o.ReferralsDeposited), Percentage: o.Level.ShareBps, Earnings: Money(o.Earnings),
		ReferralBonus: o.Level.BonusBps, PartnerBalance: Money(o.PartnerBalance), IsCreator: o.IsCreator,
		CodeChangesLeft: o.CodeChangesLeft, CryptoMinimum: Money(partner.CryptoMinimum), CryptoCoins: partner.CryptoCoins}
	if o.Next != nil {
		n := partnerLevelOf(*o.Next)
		v.NextLevel = &n
	}
	return v
}

func (h *Handler) partnerOverview(w http.ResponseWriter, r *http.Request, _ *params) error {
	o, err := h.Partner.Overview(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, partnerOf(o))
	return nil
}

func (h *Handler) partnerCheckCode(w http.ResponseWriter, r *http.Request, p *params) error {
	c, err := h.Partner.CheckCode(r.Context(), actor.From(r.Context()), p.str("code"))
	if err != nil {
		return err
	}
	ok(w, partnerCodeCheckDoc{Code: c.Code, Available: c.Available, Reason: c.Reason})
	return nil
}

func (h *Handler) partnerLevels(w http.ResponseWriter, _ *http.Request, _ *params) error {
	out := make([]partnerLevelView, len(partner.Levels))
	for i, l := range partner.Levels {
		out[i] = partnerLevelOf(l)
	}
	ok(w, out)
	return nil
}

// partnerSaveCode saves the viewer's code {code} (POST /partner/save_code).
func (h *Handler) partnerSaveCode(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	u, err := h.Partner.SaveCode(ctx, actor.From(ctx), p.str("code"))
	if err != nil {
		return err
	}
	o, err := h.Partner.OverviewOf(ctx, u)
	if err != nil {
		return err
	}
	ok(w, partnerOf(o))
	return nil
}

type partnerTransferView struct {
	ID             int       `json:"id"`
	Kind           string    `json:"kind"`
	Amount         Money     `json:"amount"`
	State          string    `json:"state"`
	Coin           string    `json:"coin,omitempty"`
	Wallet         string    `json:"wallet,omitempty"`
	MarketHashName string    `json:"market_hash_name,omitempty"`
	DropID         *int      `json:"drop_id,omitempty"`
	Reason         string    `json:"reason,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
}

func partnerTransferOf(t *ent.PartnerTransfer, itemName string) partnerTransferView {
	return partnerTransferView{ID: t.ID, Kind: string(t.Kind), Amount: Money(t.Amount), State: string(t.State), Coin: t.Coin,
		Wallet: partner.ShortWallet(t.Wallet), MarketHashName: itemName, DropID: t.DropID, Reason: t.Reason,
		CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
}

// cursor reads after (the last id of the previous page) and limit.
func cursor(p *params) (after, limit int, err error) {
	if after, err = p.int("after", 0); err != nil {
		return 0, 0, err
	}
	if limit, err = p.int("limit", 20); err != nil {
		return 0, 0, err
	}
	if limit < 1 || limit > partner.MaxPage {
		return 0, 0, apperr.Validation.Msg("limit is 1 to %d", partner.MaxPage).With("field", "limit")
	}
	return after, limit, nil
}

func (h *Handler) partnerTransfers(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	after, limit, err := cursor(p)
	if err != nil {
		return err
	}
	page, err := h.Partner.Transfers(ctx, actor.From(ctx), after, limit)
	if err != nil {
		return err
	}
	names, err := h.Partner.ItemNames(ctx, page.Items)
	if err != nil {
		return err
	}
	out := make([]partnerTransferView, len(page.Items))
	for i, t := range page.Items {
		out[i] = partnerTransferOf(t, names[t.ID])
	}
	ok(w, out, map[string]any{"total": page.Total, "has_next": page.HasNext})
	return nil
}

type partnerEarningView struct {
	ID           int        `json:"id"`
	Nickname     string     `json:"nickname"`
	Avatar       string     `json:"avatar"`
	Deposit      Money      `json:"deposit"`
	Percentage   int64      `json:"percentage_bps"`
	Amount       Money      `json:"amount"`
	ClawedBack   bool       `json:"clawed_back"`
	ClawedBackAt *time.Time `json:"clawed_back_at,omitempty"`
	CreatedAt    time.Time  `json:"created_at"`
}

// partnerHistory lists the viewer's earnings, one per referral deposit.
func (h *Handler) partnerHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	after, limit, err := cursor(p)
	if err != nil {
		return err
	}
	page, err := h.Partner.History(ctx, actor.From(ctx), after, limit)
	if err != nil {
		return err
	}
	out := make([]partnerEarningView, len(page.Items))
	for i, e := range page.Items {
		out[i] = partnerEarningView{ID: e.ID, Nickname: e.Referral.Nickname, Avatar: e.Referral.Avatar, Deposit: Money(e.Deposit),
			Percentage: e.ShareBps, Amount: Money(e.Amount), ClawedBack: e.ClawedBackAt != nil, ClawedBackAt: e.ClawedBackAt, CreatedAt: e.CreatedAt}
	}
	ok(w, out, map[string]any{"total": page.Total, "has_next": page.HasNext})
	return nil
}

func (h *Handler) partnerCreatorHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	days, err := p.int("days", 30)
	if err != nil {
		return err
	}
	list, err := h.Partner.CreatorHistory(ctx, actor.From(ctx), days)
	if err != nil {
		return err
	}
	out := make([]partnerDayDoc, len(list))
	for i, d := range list {
		out[i] = partnerDayDoc{Day: d.Day, Uses: d.Uses, Deposits: Money(d.Deposits), Earnings: Money(d.Earnings)}
	}
	ok(w, out)
	return nil
}

// creatorUses pages the players who used the viewer's code (GET
// /user/history/creator_uses?page=&per_page=, 5 a page).
func (h *Handler) creatorUses(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	per, err := p.int("per_page", partner.CreatorUsesPerPage)
	if err != nil {
		return err
	}
	if page < 1 || per < 1 || per > partner.MaxPage {
		return apperr.Validation.Msg("page is from 1, per_page 1 to %d", partner.MaxPage).With("field", "per_page")
	}
	list, total, err := h.Partner.CreatorUses(ctx, actor.From(ctx), page, per)
	if err != nil {
		return err
	}
	out := make([]creatorUseDoc, len(list))
	for i, u := range list {
		out[i] = creatorUseDoc{Nickname: u.Referral.Nickname, Avatar: u.Referral.Avatar, UsedAt: u.UsedAt,
			Deposited: Money(u.Deposited), Earned: Money(u.Earned)}
	}
	ok(w, out, pageMeta(total, page, per))
	return nil
}

func (h *Handler) partnerShop(w http.ResponseWriter, r *http.Request, _ *params) error {
	ctx := r.Context()
	list, err := h.Partner.Shop(ctx, actor.From(ctx))
	if err != nil {
		return err
	}
	out := make([]partnerShopItemDoc, len(list))
	for i, s := range list {
		out[i] = partnerShopItemDoc{Item: h.item(s.Item), Price: Money(s.Price)}
	}
	ok(w, out)
	return nil
}

// partnerWithdraw is POST /partner/withdraw/balance and /partner/withdraw/{crypto}.
func (h *Handler) partnerWithdraw(w http.ResponseWriter, r *http.Request, p *params) error {
	if r.PathValue("crypto") == "balance" {
		return h.partnerWithdrawBalance(w, r, p)
	}
	return h.partnerWithdrawCrypto(w, r, p)
}

// partnerWithdrawBalance moves partner balance to the money balance
// {amount?} (POST /partner/withdraw/balance; no amount: all of it).
func (h *Handler) partnerWithdrawBalance(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	var amount *money.Cents
	if p.has("amount") {
		c, err := p.money("amount")
		if err != nil {
			return err
		}
		amount = &c
	}
	wd, err := h.Partner.WithdrawBalance(ctx, actor.From(ctx), amount)
	if err != nil {
		return err
	}
	return h.withdrawn(w, r, wd)
}

// partnerWithdrawCrypto pays partner balance out in {crypto} {wallet,
// amount} (POST /partner/withdraw/{crypto}).
func (h *Handler) partnerWithdrawCrypto(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	wallet := p.str("wallet")
	if wallet == "" {
		return apperr.Validation.Msg("wallet is required").With("field", "wallet")
	}
	amount, err := p.money("amount")
	if err != nil {
		return err
	}
	wd, err := h.Partner.WithdrawCrypto(ctx, actor.From(ctx), r.PathValue("crypto"), wallet, amount)
	if err != nil {
		return err
	}
	return h.withdrawn(w, r, wd)
}

func (h *Handler) withdrawn(w http.ResponseWriter, r *http.Request, wd *partner.Withdrawal) error {
	o, err := h.Partner.OverviewOf(r.Context(), wd.User)
	if err != nil {
		return err
	}
	ok(w, partnerWithdrawnDoc{Transfer: partnerTransferOf(wd.Transfer, ""), Partner: partnerOf(o),
		Balance: Money(wd.User.Balance)})
	return nil
}

// partnerShopBuy buys {market_hash_name} with partner balance.
func (h *Handler) partnerShopBuy(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	name := p.str("market_hash_name")
	if name == "" {
		return apperr.Validation.Msg("market_hash_name is required").With("field", "market_hash_name")
	}
	b, err := h.Partner.Buy(ctx, actor.From(ctx), name)
	if err != nil {
		return err
	}
	o, err := h.Partner.OverviewOf(ctx, b.User)
	if err != nil {
		return err
	}
	ok(w, partnerBoughtDoc{Transfer: partnerTransferOf(b.Transfer, b.Drop.Edges.Item.MarketHashName), Drop: h.drop(b.Drop),
		Partner: partnerOf(o)})
	return nil
}

// setPrivacy sets {profile_private?, account_level_hidden?} (POST
// /user/privacy); an absent field is left as it is.
func (h *Handler) setPrivacy(w http.ResponseWriter, r *http.Request, p *params) error {
	opt := func(k string) *bool {
		if !p.has(k) {
			return nil
		}
		v := p.bool(k)
		return &v
	}
	private, hidden := opt("profile_private"), opt("account_level_hidden")
	return h.setting(w, r, func(a *actor.Actor) (*ent.User, error) {
		return h.Users.SetPrivacy(r.Context(), a, private, hidden)
	})
}
