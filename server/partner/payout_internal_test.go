package partner

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/partnertransfer"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades/supplier"
)

// A payout API that never answers: attempts before the last are errors to
// retry, the last ends the transfer failed with the amount refunded, once.
func TestPayoutJobGivesUpAndRefunds(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testdb.URL(t, "sqlite"))
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	t.Cleanup(down.Close)
	s := &Service{DB: db.Client, Payout: &supplier.HTTP{BaseURL: down.URL, APIKey: "k"}}
	p := testdb.Player(t, db, 0)
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: p.ID, Currency: ledger.Partner, Delta: 2_000,
			Reason: "partner_earning", IdemKey: "partner_earning:test"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	w, err := s.WithdrawCrypto(ctx, testdb.Actor(p), "eth", "0x52908400098527886E0F7030069857D2E4169EE7", 1_500)
	if err != nil {
		t.Fatal(err)
	}
	worker := &payoutWorker{Service: s}
	job := func(attempt int) *river.Job[PayoutArgs] {
		return &river.Job[PayoutArgs]{JobRow: &rivertype.JobRow{Attempt: attempt, MaxAttempts: PayoutAttempts},
			Args: PayoutArgs{TransferID: w.Transfer.ID}}
	}
	if err := worker.Work(ctx, job(1)); err == nil {
		t.Fatal("a payout API that does not answer reported no error to retry")
	}
	if st := db.PartnerTransfer.GetX(ctx, w.Transfer.ID).State; st != partnertransfer.StatePending {
		t.Fatalf("after a first failed attempt: %s", st)
	}
	_ = worker.Work(ctx, job(PayoutAttempts))
	got := db.PartnerTransfer.GetX(ctx, w.Transfer.ID)
	if got.State != partnertransfer.StateFailed || got.Reason != "retries_exhausted" {
		t.Fatalf("after the last attempt: %s %s", got.State, got.Reason)
	}
	_ = worker.Work(ctx, job(PayoutAttempts)) // once: no second refund
	if u, _ := store.UserByID(ctx, db.Client, p.ID); u.PartnerBalance != 2_000 {
		t.Fatalf("partner balance %s, want 20.00", u.PartnerBalance)
	}
	if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}
