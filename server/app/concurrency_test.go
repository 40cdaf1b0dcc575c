package app_test

import (
	"context"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

// Parallel requests of one player must neither overdraw the balance nor
// credit a drop twice, on every database the server supports.
func TestConcurrentOpenAndSell(t *testing.T) {
	t.Parallel()
	for _, db := range testenv.Databases() {
		t.Run(db.Name, func(t *testing.T) {
			t.Parallel()
			s := catalogServer(t, map[string]string{"DATABASE_URL": db.URL(t)})
			_, tok := s.player(t, 5000) // enough for exactly five openings

			const n = 10
			statuses := make([]int, n)
			bodies := make([]string, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case"})
					statuses[i], bodies[i] = r.Status, string(r.Body)
				}()
			}
			wg.Wait()
			okCount := 0
			for i, st := range statuses {
				switch st {
				case http.StatusOK:
					okCount++
				case http.StatusPaymentRequired:
				default:
					t.Errorf("parallel open %d: HTTP %d %s", i, st, bodies[i])
				}
			}
			if okCount != 5 {
				t.Fatalf("%d parallel openings succeeded with money for 5", okCount)
			}
			if b, d := s.balance(t, tok), s.dropCount(t, tok); b != 0 || d != 5 {
				t.Fatalf("after parallel openings: balance %d drops %d, want 0 and 5", b, d)
			}

			// The same drop sold from several requests at once is credited once.
			inv := decodeAs[dropPage](t, s.get(t, "/user/me/drop", tok), http.StatusOK)
			target := inv.Data[0]
			sold := 0
			var mu sync.Mutex
			for range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := s.postJSON(t, "/sell_list", tok, map[string]any{"ids": []int{target.ID}})
					mu.Lock()
					defer mu.Unlock()
					switch r.Status {
					case http.StatusOK:
						sold++
					case http.StatusConflict:
					default:
						t.Errorf("parallel sell: %s", r)
					}
				}()
			}
			wg.Wait()
			if sold != 1 {
				t.Fatalf("drop sold %d times", sold)
			}
			if b := s.balance(t, tok); b != cents(t, target.Price) {
				t.Fatalf("balance %d after selling one drop worth %s", b, target.Price)
			}
			s.noErrorLogs(t)
		})
	}
}

// Forty mixed sales at once over REST (overlapping lists in shuffled order
// and sell-alls): each answers 200 or a refusal the player can read, never a
// 500 (a deadlock victim), and the ledger still equals the balances.
func TestConcurrentMixedSalesOverHTTP(t *testing.T) {
	t.Parallel()
	for _, db := range testenv.Databases() {
		t.Run(db.Name, func(t *testing.T) {
			t.Parallel()
			s := catalogServer(t, map[string]string{"DATABASE_URL": db.URL(t)})
			_, tok := s.player(t, 60000)
			var ids []int
			for range 6 {
				res := decodeAs[openResult](t, s.postJSON(t, "/case/open", tok, map[string]any{"alias": "test-case", "count": 10}), http.StatusOK)
				for _, d := range res.Data.Drops {
					ids = append(ids, d.ID)
				}
			}
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range 40 {
				pick := rand.Perm(len(ids))[:5+i%15]
				list := make([]int, len(pick))
				for j, p := range pick {
					list[j] = ids[p]
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					var r result
					if i%4 == 3 {
						r = s.postJSON(t, "/sell_all", tok, map[string]any{})
					} else {
						r = s.postJSON(t, "/sell_list", tok, map[string]any{"ids": list})
					}
					switch r.Status {
					case http.StatusOK, http.StatusConflict, http.StatusUnprocessableEntity:
					default:
						t.Errorf("sale %d: %s", i, r)
					}
				}()
			}
			close(start)
			wg.Wait()
			if bad, err := ledger.Verify(context.Background(), s.App.DB.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
			s.noErrorLogs(t)
		})
	}
}
