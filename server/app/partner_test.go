package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/payments/stripe/stripetest"
	"github.com/casefront/casefront/server/store"
)

type restPartner struct {
	Data struct {
		Code  *string `json:"code"`
		Level struct {
			Name       string `json:"name"`
			Percentage int64  `json:"percentage_bps"`
		} `json:"level"`
		NextLevel *struct {
			Name      string      `json:"name"`
			Threshold json.Number `json:"threshold"`
		} `json:"next_level"`
		ReferralsCount     int         `json:"referrals_count"`
		ReferralsDeposited json.Number `json:"referrals_deposited"`
		Percentage         int64       `json:"percentage_bps"`
		Earnings           json.Number `json:"earnings"`
		ReferralBonus      int64       `json:"referral_bonus_bps"`
		PartnerBalance     json.Number `json:"partner_balance"`
		CodeChangesLeft    int         `json:"code_changes_left"`
	} `json:"data"`
}

type restEarning struct {
	Nickname   string      `json:"nickname"`
	Deposit    json.Number `json:"deposit"`
	Percentage int64       `json:"percentage_bps"`
	Amount     json.Number `json:"amount"`
	ClawedBack bool        `json:"clawed_back"`
}

// The partner REST calls end to end on a Stripe deposit: a code saved
// (under /api and at the bare path), a referral's $50 deposit earning 3%,
// the history per deposit, a refund clawing it back, a withdrawal to the
// balance, the creator uses, and refusals as {error, message} that write
// nothing.
func TestPartnerREST(t *testing.T) {
	t.Parallel()
	s := stripeServer(t)
	ctx := context.Background()
	db := s.App.DB
	p, ptok := s.player(t, 0)

	wantAPIError(t, s.get(t, "/api/partner", ""), http.StatusUnauthorized, apperr.NoAuth.Key)
	wantAPIError(t, s.postJSON(t, "/partner/save_code", ptok, map[string]any{"code": "a b"}), http.StatusUnprocessableEntity, apperr.PartnerCodeInvalid.Key)
	check := decodeAs[struct {
		Data struct {
			Code      string `json:"code"`
			Available bool   `json:"available"`
		} `json:"data"`
	}](t, s.get(t, "/partner/check_code?code=ace", ptok), http.StatusOK).Data
	if !check.Available || check.Code != "ACE" {
		t.Fatalf("check %+v", check)
	}
	saved := decodeAs[restPartner](t, s.postJSON(t, "/partner/save_code", ptok, map[string]any{"code": "ace"}), http.StatusOK).Data
	if saved.Code == nil || *saved.Code != "ACE" || saved.CodeChangesLeft != partner.MaxCodeSaves-1 || saved.Level.Name != "Underdog" ||
		saved.Percentage != 300 || saved.ReferralBonus != 9_000 || saved.NextLevel == nil || cents(t, saved.NextLevel.Threshold) != 100_000 {
		t.Fatalf("saved %+v", saved)
	}
	_, otok := s.player(t, 0)
	wantAPIError(t, s.postJSON(t, "/api/partner/save_code", otok, map[string]any{"code": "Ace"}), http.StatusConflict, apperr.PartnerCodeTaken.Key)

	u, tok := s.player(t, 0)
	if err := partner.BindOnSignIn(ctx, db.Client, u.ID, "ace"); err != nil { // the sign-in through ref-ace
		t.Fatal(err)
	}
	now := time.Now()
	ref := s.topup(t, tok, "widget", "50")
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref, 5_000)), whsec, now)
	got := decodeAs[restPartner](t, s.get(t, "/partner", ptok), http.StatusOK).Data
	if got.ReferralsCount != 1 || cents(t, got.ReferralsDeposited) != 5_000 || cents(t, got.Earnings) != 150 || cents(t, got.PartnerBalance) != 150 {
		t.Fatalf("after the deposit %+v", got)
	}
	hist := decodeAs[struct{ Data []restEarning }](t, s.get(t, "/api/partner/history", ptok), http.StatusOK).Data
	if len(hist) != 1 || cents(t, hist[0].Deposit) != 5_000 || hist[0].Percentage != 300 || cents(t, hist[0].Amount) != 150 || hist[0].ClawedBack {
		t.Fatalf("history %+v", hist)
	}

	// The refund claws the earning back, in the refund's transaction.
	s.deliver(t, stripetest.ChargeRefundedEvent("", now, stripetest.Charge{Reference: ref, Amount: 5_000}), whsec, now)
	if st := s.payment(t, ref).Status; st != payment.StatusRefunded {
		t.Fatalf("payment %s", st)
	}
	got = decodeAs[restPartner](t, s.get(t, "/partner", ptok), http.StatusOK).Data
	if cents(t, got.PartnerBalance) != 0 || cents(t, got.Earnings) != 0 || cents(t, got.ReferralsDeposited) != 0 {
		t.Fatalf("after the refund %+v", got)
	}
	if hist := decodeAs[struct{ Data []restEarning }](t, s.get(t, "/partner/history", ptok), http.StatusOK).Data; !hist[0].ClawedBack {
		t.Fatalf("history after the refund %+v", hist)
	}
	wantAPIError(t, s.postJSON(t, "/partner/withdraw/balance", ptok, map[string]any{}), http.StatusPaymentRequired, apperr.PartnerBalanceLow.Key)

	ref2 := s.topup(t, tok, "widget", "100")
	s.deliver(t, stripetest.SessionEvent(stripetest.SessionCompleted, "", now, paid(ref2, 10_000)), whsec, now)
	for _, c := range []struct {
		path string
		body map[string]any
		code int
		key  string
	}{
		{"/partner/withdraw/balance", map[string]any{"amount": "abc"}, http.StatusUnprocessableEntity, apperr.Validation.Key},
		{"/partner/withdraw/balance", map[string]any{"amount": "3.01"}, http.StatusPaymentRequired, apperr.PartnerBalanceLow.Key},
		{"/partner/withdraw/balance", map[string]any{"amount": "0"}, http.StatusUnprocessableEntity, apperr.Validation.Key},
		{"/partner/withdraw/eth", map[string]any{"wallet": "0xnot", "amount": "10"}, http.StatusUnprocessableEntity, apperr.InvalidWallet.Key},
		{"/partner/withdraw/doge", map[string]any{"wallet": "D123", "amount": "10"}, http.StatusUnprocessableEntity, apperr.Validation.Key},
		{"/partner/withdraw/eth", map[string]any{"amount": "10"}, http.StatusUnprocessableEntity, apperr.Validation.Key},
		{"/partner/shop/buy", map[string]any{}, http.StatusUnprocessableEntity, apperr.Validation.Key},
		{"/partner/shop/buy", map[string]any{"market_hash_name": "no such"}, http.StatusNotFound, apperr.NotFound.Key},
	} {
		wantAPIError(t, s.postJSON(t, c.path, ptok, c.body), c.code, c.key)
	}
	w := decodeAs[struct {
		Data struct {
			Transfer struct {
				Kind   string      `json:"kind"`
				Amount json.Number `json:"amount"`
				State  string      `json:"state"`
			} `json:"transfer"`
			Balance json.Number `json:"balance"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/partner/withdraw/balance", ptok, map[string]any{}), http.StatusOK).Data
	if w.Transfer.Kind != "balance" || cents(t, w.Transfer.Amount) != 300 || w.Transfer.State != "done" || cents(t, w.Balance) != 300 {
		t.Fatalf("withdrawal %+v", w)
	}
	if b := s.balance(t, ptok); b != 300 {
		t.Fatalf("balance %d, want 300", b)
	}
	transfers := decodeAs[struct {
		Data []map[string]any `json:"data"`
		Meta map[string]any   `json:"meta"`
	}](t, s.get(t, "/partner/transfers", ptok), http.StatusOK)
	if len(transfers.Data) != 1 || transfers.Meta["total"] != json.Number("1") {
		t.Fatalf("transfers %+v", transfers)
	}
	wantAPIError(t, s.get(t, "/partner/transfers?limit=0", ptok), http.StatusUnprocessableEntity, apperr.Validation.Key)

	uses := decodeAs[struct {
		Data []struct {
			Deposited json.Number `json:"deposited"`
		} `json:"data"`
		Meta map[string]any `json:"meta"`
	}](t, s.get(t, "/user/history/creator_uses?page=1", ptok), http.StatusOK)
	if len(uses.Data) != 1 || cents(t, uses.Data[0].Deposited) != 10_000 || uses.Meta["per_page"] != json.Number("5") {
		t.Fatalf("creator uses %+v", uses)
	}
	wantAPIError(t, s.get(t, "/user/history/creator_uses?per_page=500", ptok), http.StatusUnprocessableEntity, apperr.Validation.Key)
	days := decodeAs[struct{ Data []map[string]any }](t, s.get(t, "/partner/creator_history?days=7", ptok), http.StatusOK).Data
	if len(days) != 7 || cents(t, days[6]["deposits"]) != 15_000 {
		t.Fatalf("creator history %+v", days)
	}
	wantAPIError(t, s.get(t, "/partner/creator_history?days=999", ptok), http.StatusUnprocessableEntity, apperr.Validation.Key)
	if shop := decodeAs[struct{ Data []map[string]any }](t, s.get(t, "/partner/shop", ptok), http.StatusOK).Data; len(shop) == 0 {
		t.Fatal("the shop is empty on the demo catalogue")
	}
	if n := db.PartnerTransfer.Query().CountX(ctx); n != 1 {
		t.Fatalf("%d transfers written, want 1 (refusals write nothing)", n)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
	_ = p
}

// The partner restriction refuses the partner calls on every transport.
func TestPartnerRestricted(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"RESTRICTED_FEATURES": "partner"})
	_, tok := s.player(t, 0)
	wantAPIError(t, s.get(t, "/partner", tok), http.StatusForbidden, apperr.Restricted.Key)
	wantAPIError(t, s.postJSON(t, "/api/partner/save_code", tok, map[string]any{"code": "ace"}), http.StatusForbidden, apperr.Restricted.Key)
	wantAPIError(t, s.postJSON(t, "/partner/withdraw/balance", tok, map[string]any{}), http.StatusForbidden, apperr.Restricted.Key)
	if c := s.graphql(t, tok, `mutation { savePartnerCode(code: "ace") { code } }`, nil).code(t); c != apperr.Restricted.Key {
		t.Fatalf("graphql code %s", c)
	}
	if c := s.graphql(t, tok, `{ partner { code } }`, nil).code(t); c != apperr.Restricted.Key {
		t.Fatalf("graphql query code %s", c)
	}
}

// The partner page over GraphQL: the contract's queries and mutations,
// refusals as errors with their code, and the privacy settings seen by
// another viewer.
func TestPartnerGraphQL(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	ctx := context.Background()
	db := s.App.DB
	p, ptok := s.player(t, 0)

	var anon struct{ Partner *struct{ Code *string } }
	s.graphql(t, "", `{ partner { code } }`, nil).into(t, &anon)
	if anon.Partner != nil {
		t.Fatal("an anonymous visitor has a partner page")
	}
	var chk struct {
		PartnerCodeCheck struct {
			Code      string
			Available bool
			Reason    *string
		}
	}
	s.graphql(t, ptok, `{ partnerCodeCheck(code: "the-admin") { code available reason } }`, nil).into(t, &chk)
	if chk.PartnerCodeCheck.Available || chk.PartnerCodeCheck.Reason == nil || *chk.PartnerCodeCheck.Reason != "reserved" {
		t.Fatalf("check %+v", chk)
	}
	if c := s.graphql(t, ptok, `mutation { savePartnerCode(code: "x") { code } }`, nil).code(t); c != apperr.PartnerCodeInvalid.Key {
		t.Fatalf("bad code: %s", c)
	}
	var saved struct {
		SavePartnerCode struct {
			Code         string
			ReferralPath string
			Level        struct{ Name string }
		}
	}
	s.graphql(t, ptok, `mutation { savePartnerCode(code: "queen") { code referralPath level { name } } }`, nil).into(t, &saved)
	if saved.SavePartnerCode.Code != "QUEEN" || saved.SavePartnerCode.ReferralPath != "/ref-QUEEN" || saved.SavePartnerCode.Level.Name != "Underdog" {
		t.Fatalf("saved %+v", saved)
	}

	// A referral's $2,000 of deposits: $60 at 3%, then Money Maker.
	u, _ := s.player(t, 0)
	if err := partner.BindOnSignIn(ctx, db.Client, u.ID, "queen"); err != nil {
		t.Fatal(err)
	}
	earn(t, s, u.ID, 200_000, "payment:g1")
	var page struct {
		Partner struct {
			Level          struct{ Name string }
			NextLevel      struct{ Name string }
			ToNextLevel    string
			PartnerBalance string
			Earnings       string
			ReferralsCount int
		}
		PartnerLevels  []struct{ Percentage, Bonus int }
		PartnerHistory struct {
			TotalCount int
			Edges      []struct {
				Node struct {
					Deposit    string
					Percentage int
					Amount     string
					ClawedBack bool
					Referral   struct{ Nickname string }
				}
			}
			PageInfo struct{ HasNextPage bool }
		}
	}
	s.graphql(t, ptok, `{ partner { level { name } nextLevel { name } toNextLevel partnerBalance earnings referralsCount }
		partnerLevels { percentage bonus }
		partnerHistory(first: 5) { totalCount edges { node { deposit percentage amount clawedBack referral { nickname } } } pageInfo { hasNextPage } } }`, nil).into(t, &page)
	pp := page.Partner
	if pp.Level.Name != "Money Maker" || pp.NextLevel.Name != "Golden Boy" || pp.ToNextLevel != "1000.00" || pp.PartnerBalance != "60.00" ||
		pp.Earnings != "60.00" || pp.ReferralsCount != 1 || len(page.PartnerLevels) != 3 || page.PartnerLevels[2].Percentage != 700 {
		t.Fatalf("partner %+v", page)
	}
	if h := page.PartnerHistory; h.TotalCount != 1 || h.Edges[0].Node.Deposit != "2000.00" || h.Edges[0].Node.Percentage != 300 ||
		h.Edges[0].Node.Amount != "60.00" || h.Edges[0].Node.Referral.Nickname != "Tester" || h.PageInfo.HasNextPage {
		t.Fatalf("history %+v", h)
	}
	if c := s.graphql(t, ptok, `{ partnerHistory(first: 500) { totalCount } }`, nil).code(t); c != apperr.Validation.Key {
		t.Fatalf("first 500: %s", c)
	}
	if c := s.graphql(t, ptok, `mutation { withdrawPartnerBalance(amount: "60.01") { transfer { id } } }`, nil).code(t); c != apperr.PartnerBalanceLow.Key {
		t.Fatalf("over the balance: %s", c)
	}
	var w struct {
		WithdrawPartnerBalance struct {
			Transfer struct {
				Kind, State, Amount string
				Coin                *string
			}
			Partner struct{ PartnerBalance string }
			User    struct{ Balance string }
		}
	}
	s.graphql(t, ptok, `mutation { withdrawPartnerBalance(amount: "25.50") { transfer { kind state amount coin } partner { partnerBalance } user { balance } } }`, nil).into(t, &w)
	if ww := w.WithdrawPartnerBalance; ww.Transfer.Kind != "balance" || ww.Transfer.State != "done" || ww.Transfer.Amount != "25.50" || ww.Transfer.Coin != nil ||
		ww.Partner.PartnerBalance != "34.50" || ww.User.Balance != "25.50" {
		t.Fatalf("withdraw %+v", ww)
	}
	var shop struct {
		PartnerShop []struct {
			Item  struct{ MarketHashName string }
			Price string
		}
	}
	s.graphql(t, ptok, `{ partnerShop { item { marketHashName } price } }`, nil).into(t, &shop)
	if len(shop.PartnerShop) != 1 || shop.PartnerShop[0].Price != "5.00" {
		t.Fatalf("shop %+v", shop)
	}
	var buy struct {
		BuyPartnerShopItem struct {
			Transfer struct {
				Kind string
				Item struct{ MarketHashName string }
			}
			Drop    struct{ State string }
			Partner struct{ PartnerBalance string }
		}
	}
	s.graphql(t, ptok, `mutation($n: String!) { buyPartnerShopItem(marketHashName: $n) { transfer { kind item { marketHashName } } drop { state } partner { partnerBalance } } }`,
		map[string]any{"n": shop.PartnerShop[0].Item.MarketHashName}).into(t, &buy)
	if b := buy.BuyPartnerShopItem; b.Transfer.Kind != "shop" || b.Transfer.Item.MarketHashName != shop.PartnerShop[0].Item.MarketHashName ||
		b.Drop.State != "active" || b.Partner.PartnerBalance != "29.50" {
		t.Fatalf("buy %+v", b)
	}
	var lists struct {
		PartnerTransfers struct {
			TotalCount int
			Edges      []struct{ Node struct{ Kind string } }
		}
		PartnerCreatorHistory []struct {
			Uses     int
			Deposits string
		}
		CreatorUses struct {
			Total, PerPage int
			Items          []struct{ Deposited, Earned string }
		}
	}
	s.graphql(t, ptok, `{ partnerTransfers(first: 1) { totalCount edges { node { kind } } }
		partnerCreatorHistory(days: 3) { uses deposits } creatorUses { total perPage items { deposited earned } } }`, nil).into(t, &lists)
	if lists.PartnerTransfers.TotalCount != 2 || len(lists.PartnerTransfers.Edges) != 1 || lists.PartnerTransfers.Edges[0].Node.Kind != "shop" {
		t.Fatalf("transfers %+v", lists.PartnerTransfers)
	}
	if d := lists.PartnerCreatorHistory; len(d) != 3 || d[2].Uses != 1 || d[2].Deposits != "2000.00" {
		t.Fatalf("creator history %+v", d)
	}
	if c := lists.CreatorUses; c.Total != 1 || c.PerPage != 5 || c.Items[0].Earned != "60.00" {
		t.Fatalf("creator uses %+v", c)
	}

	// Privacy: the level hidden and the inventory private from others.
	db.User.UpdateOneID(p.ID).SetXp(1_000).SetLevel(3).SetLevelBasedOnXp(3).ExecX(ctx)
	_, otok := s.player(t, 0)
	const seen = `query($id: ID!) { user(id: $id) { level accountLevelHidden profilePrivate } userDrops(userId: $id, first: 10) { totalCount } }`
	type view struct {
		User struct {
			Level                              int
			AccountLevelHidden, ProfilePrivate bool
		}
		UserDrops struct{ TotalCount int }
	}
	var before, after view
	s.graphql(t, otok, seen, map[string]any{"id": p.ID}).into(t, &before)
	if before.User.Level != 3 || before.UserDrops.TotalCount != 1 {
		t.Fatalf("before %+v", before)
	}
	var set struct {
		SetProfilePrivacy struct{ ProfilePrivate, AccountLevelHidden bool }
	}
	s.graphql(t, ptok, `mutation { setProfilePrivacy(profilePrivate: true) { profilePrivate accountLevelHidden } }`, nil).into(t, &set)
	if !set.SetProfilePrivacy.ProfilePrivate || set.SetProfilePrivacy.AccountLevelHidden {
		t.Fatalf("set %+v", set)
	}
	s.graphql(t, otok, seen, map[string]any{"id": p.ID}).into(t, &after)
	if after.User.Level != 0 || after.UserDrops.TotalCount != 0 || !after.User.ProfilePrivate {
		t.Fatalf("another viewer sees %+v", after)
	}
	var own view
	s.graphql(t, ptok, seen, map[string]any{"id": p.ID}).into(t, &own)
	if own.User.Level != 3 || own.UserDrops.TotalCount != 1 {
		t.Fatalf("the owner sees %+v", own)
	}
	wantAPIError(t, s.postJSON(t, "/user/privacy", "", map[string]any{"profile_private": false}), http.StatusUnauthorized, apperr.NoAuth.Key)
	decodeAs[map[string]any](t, s.postJSON(t, "/user/privacy", ptok, map[string]any{"profile_private": false, "account_level_hidden": true}), http.StatusOK)
	if got := db.User.GetX(ctx, p.ID); got.ProfilePrivate || !got.AccountLevelHidden {
		t.Fatalf("after REST: private %v, level hidden %v", got.ProfilePrivate, got.AccountLevelHidden)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// earn is a referral's settled deposit as the deposit's subscriber sees it.
func earn(t *testing.T, s *testServer, referralID int, paid money.Cents, ref string) {
	t.Helper()
	ctx := context.Background()
	err := store.WithTx(ctx, s.App.DB.Client, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, referralID)
		if err != nil {
			return err
		}
		_, err = partner.Earn(ctx, tx, u, paid, ref, "", time.Now())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A crypto withdrawal of partner balance runs on its durable job through
// the sandbox marketplace's payout API: a 5xx is retried with the same
// client order id, and the transfer ends done with one payout.
func TestPartnerCryptoWithdrawalThroughTheJob(t *testing.T) {
	t.Parallel()
	s := tradeServer(t)
	ctx := context.Background()
	db := s.App.DB
	p, ptok := s.player(t, 0)
	decodeAs[restPartner](t, s.postJSON(t, "/partner/save_code", ptok, map[string]any{"code": "coin"}), http.StatusOK)
	u, _ := s.player(t, 0)
	if err := partner.BindOnSignIn(ctx, db.Client, u.ID, "coin"); err != nil {
		t.Fatal(err)
	}
	earn(t, s, u.ID, 100_000, "payment:crypto") // $30
	s.supplierCall(t, "/faults", map[string]any{"fault": "5xx", "count": 1})
	const wallet = "0x52908400098527886E0F7030069857D2E4169EE7"
	w := decodeAs[struct {
		Data struct {
			Transfer struct {
				ID     int    `json:"id"`
				State  string `json:"state"`
				Wallet string `json:"wallet"`
			} `json:"transfer"`
		} `json:"data"`
	}](t, s.postJSON(t, "/api/partner/withdraw/eth", ptok, map[string]any{"wallet": wallet, "amount": "25"}), http.StatusOK).Data
	if w.Transfer.State != "pending" || w.Transfer.Wallet != partner.ShortWallet(wallet) {
		t.Fatalf("transfer %+v", w.Transfer)
	}
	if !eventually(30*time.Second, func() bool { return db.PartnerTransfer.GetX(ctx, w.Transfer.ID).State == "done" }) {
		t.Fatalf("transfer %+v never paid out", db.PartnerTransfer.GetX(ctx, w.Transfer.ID))
	}
	ps := s.App.SupplierSandbox.Payouts()
	if got := db.PartnerTransfer.GetX(ctx, w.Transfer.ID); len(ps) != 1 || ps[0].Amount != 2_500 || ps[0].ID != got.PayoutID || got.Attempts != 2 {
		t.Fatalf("payouts %+v, transfer %+v", ps, got)
	}
	if pb := db.User.GetX(ctx, p.ID).PartnerBalance; pb != 500 {
		t.Fatalf("partner balance %s, want 5.00", pb)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}
