// Package loaders batches the graph's per-object lookups into one query per
// kind and request (dataloader), so lists never cause N+1 queries.
package loaders

import (
	"context"
	"net/http"
	"time"

	"github.com/graph-gophers/dataloader/v7"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/predicate"
)

// Loaders is one request's set of batch loaders.
type Loaders struct {
	Contents *dataloader.Loader[Revision, []*ent.CaseItem] // contents in roll order, items loaded
	Cases    *dataloader.Loader[int, *ent.LootCase]
	Seeds    *dataloader.Loader[int, *ent.FairSeed] // the seeds of rolls (a verify link)
}

type ctxKey struct{}

// Revision names one contents revision of a case.
type Revision struct{ CaseID, Revision int }

// New makes fresh loaders; they cache for one request only.
func New(db *ent.Client) *Loaders {
	wait := dataloader.WithWait[Revision, []*ent.CaseItem](2 * time.Millisecond)
	return &Loaders{
		Contents: dataloader.NewBatchedLoader(contents(db), wait),
		Cases: dataloader.NewBatchedLoader(byID(func(ctx context.Context, ids []int) ([]*ent.LootCase, error) {
			return db.LootCase.Query().Where(lootcase.IDIn(ids...)).All(ctx)
		}, func(c *ent.LootCase) int { return c.ID }), dataloader.WithWait[int, *ent.LootCase](2*time.Millisecond)),
		Seeds: dataloader.NewBatchedLoader(byID(func(ctx context.Context, ids []int) ([]*ent.FairSeed, error) {
			return db.FairSeed.Query().Where(fairseed.IDIn(ids...)).All(ctx)
		}, func(s *ent.FairSeed) int { return s.ID }), dataloader.WithWait[int, *ent.FairSeed](2*time.Millisecond)),
	}
}

// Middleware attaches fresh loaders to each request.
func Middleware(db *ent.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, New(db))))
	})
}

// For returns the request's loaders (fresh ones outside a request, e.g. subscriptions).
func For(ctx context.Context, db *ent.Client) *Loaders {
	if l, ok := ctx.Value(ctxKey{}).(*Loaders); ok {
		return l
	}
	return New(db)
}

func contents(db *ent.Client) dataloader.BatchFunc[Revision, []*ent.CaseItem] {
	return func(ctx context.Context, keys []Revision) []*dataloader.Result[[]*ent.CaseItem] {
		match := make([]predicate.CaseItem, len(keys))
		for i, k := range keys {
			match[i] = caseitem.And(caseitem.CaseID(k.CaseID), caseitem.Revision(k.Revision))
		}
		rows, err := db.CaseItem.Query().Where(caseitem.Or(match...)).WithItem().
			Order(ent.Asc(caseitem.FieldID)).All(ctx)
		by := map[Revision][]*ent.CaseItem{}
		for _, r := range rows {
			k := Revision{r.CaseID, r.Revision}
			by[k] = append(by[k], r)
		}
		out := make([]*dataloader.Result[[]*ent.CaseItem], len(keys))
		for i, k := range keys {
			out[i] = &dataloader.Result[[]*ent.CaseItem]{Data: by[k], Error: err}
		}
		return out
	}
}

func byID[T any](load func(context.Context, []int) ([]T, error), id func(T) int) dataloader.BatchFunc[int, T] {
	return func(ctx context.Context, ids []int) []*dataloader.Result[T] {
		rows, err := load(ctx, ids)
		by := make(map[int]T, len(rows))
		for _, r := range rows {
			by[id(r)] = r
		}
		out := make([]*dataloader.Result[T], len(ids))
		for i, k := range ids {
			v, ok := by[k]
			res := &dataloader.Result[T]{Data: v, Error: err}
			if err == nil && !ok {
				res.Error = &ent.NotFoundError{}
			}
			out[i] = res
		}
		return out
	}
}
