package sandbox_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
)

// A callback the store keeps refusing is retried with backoff, and closing
// the market ends the retries at once: nothing keeps sleeping after Close.
func TestCloseEndsCallbackRetries(t *testing.T) {
	db := testdb.Open(t, testenv.SQLiteURL(t))
	var attempts atomic.Int32
	first := make(chan struct{}, 1)
	store := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		attempts.Add(1)
		select {
		case first <- struct{}{}:
		default:
		}
		http.Error(w, "down", http.StatusServiceUnavailable)
	}))
	defer store.Close()
	m := sandbox.New(sandbox.Config{DB: db.Client, APIKey: "k", CallbackSecret: []byte("s"),
		Price: func(context.Context, string) (money.Cents, bool) { return 100, true }})
	api := httptest.NewServer(m)
	defer api.Close()
	h := &supplier.HTTP{BaseURL: api.URL, APIKey: "k", CallbackURL: store.URL}
	o, err := h.Buy(context.Background(), supplier.BuyRequest{ClientOrderID: "w-1", MarketHashName: "AK-47 | Redline (Field-Tested)", MaxPrice: 200,
		TradeURL: "https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Advance(o.ClientOrderID); !ok {
		t.Fatal("the order did not advance")
	}
	<-first
	m.Close()
	if n := attempts.Load(); n >= 5 {
		t.Fatalf("%d attempts: Close waited for every retry", n)
	}
	n := attempts.Load()
	if m.Close(); attempts.Load() != n {
		t.Fatal("a callback was attempted after Close")
	}
}
