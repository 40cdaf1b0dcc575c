// Package nodes answers, for every transport (GraphQL's node(id), REST, a
// back office), what a viewer may see of a row by its global id. Each
// domain registers the rule of its own types (its ViewOf) once at start; a
// type no domain registered is never shown, so a new type stays hidden
// until its domain decides who may see it.
package nodes

import (
	"context"
	"fmt"
	"reflect"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// Rule is what the actor sees of n: n itself, a projection of it, or nil
// (hidden). owner is the user id on n's row for an owned type (read from
// the row: n may hold only the columns a query asked for), 0 otherwise.
type Rule func(ctx context.Context, a *actor.Actor, n ent.Noder, owner int) (ent.Noder, error)

// Views holds every type's rule.
type Views struct {
	DB    *ent.Client
	types map[reflect.Type]view
}

type view struct {
	table string // "" for a public type: no owner to read
	rule  Rule
}

// Public registers the rule of a type without an owner (sample is a value
// of the type, e.g. &ent.LootCase{}).
func (v *Views) Public(sample ent.Noder, rule Rule) { v.add(sample, "", rule) }

// Owned registers the rule of a type owned by a player: its table has a
// user_id column, read for the rule.
func (v *Views) Owned(sample ent.Noder, table string, rule Rule) { v.add(sample, table, rule) }

func (v *Views) add(sample ent.Noder, table string, rule Rule) {
	if v.types == nil {
		v.types = map[reflect.Type]view{}
	}
	t := reflect.TypeOf(sample)
	if _, dup := v.types[t]; dup {
		panic(fmt.Sprintf("nodes: two rules for %s", t))
	}
	v.types[t] = view{table: table, rule: rule}
}

// Of is what the actor sees of n (nil: nothing).
func (v *Views) Of(ctx context.Context, a *actor.Actor, n ent.Noder) (ent.Noder, error) {
	if n == nil {
		return nil, nil
	}
	w, ok := v.types[reflect.TypeOf(n)]
	if !ok {
		return nil, nil
	}
	owner := 0
	if w.table != "" {
		var found bool
		var err error
		if owner, found, err = v.owner(ctx, w.table, idOf(n)); err != nil || !found {
			return nil, err
		}
	}
	return w.rule(ctx, a, n, owner)
}

// Node is the row with global id id as the actor may see it (nil: none or
// hidden).
func (v *Views) Node(ctx context.Context, a *actor.Actor, id int) (ent.Noder, error) {
	n, err := v.DB.Noder(ctx, id)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return v.Of(ctx, a, n)
}

// Nodes is Node for several ids, in their order.
func (v *Views) Nodes(ctx context.Context, a *actor.Actor, ids []int) ([]ent.Noder, error) {
	nodes, err := v.DB.Noders(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i, n := range nodes {
		if nodes[i], err = v.Of(ctx, a, n); err != nil {
			return nil, err
		}
	}
	return nodes, nil
}

// owner reads the user_id of row id of table.
func (v *Views) owner(ctx context.Context, table string, id int) (int, bool, error) {
	drv := v.DB.Driver()
	q, args := entsql.Dialect(drv.Dialect()).Select("user_id").From(entsql.Table(table)).
		Where(entsql.EQ("id", id)).Query()
	var rows entsql.Rows
	if err := drv.Query(ctx, q, args, &rows); err != nil {
		return 0, false, fmt.Errorf("nodes: owner of %s %d: %w", table, id, err)
	}
	defer rows.Close()
	if !rows.Next() {
		return 0, false, rows.Err()
	}
	var uid int
	if err := rows.Scan(&uid); err != nil {
		return 0, false, err
	}
	return uid, true, rows.Close()
}

// idOf is an Ent entity's id (every generated entity has an int ID field).
func idOf(n ent.Noder) int {
	return int(reflect.ValueOf(n).Elem().FieldByName("ID").Int())
}

// Typed makes a Rule of a rule on one type T (a pointer to an entity): its
// nil result hides the node.
func Typed[T interface {
	ent.Noder
	comparable
}](f func(ctx context.Context, a *actor.Actor, v T, owner int) (T, error)) Rule {
	return func(ctx context.Context, a *actor.Actor, n ent.Noder, owner int) (ent.Noder, error) {
		var none T
		v, err := f(ctx, a, n.(T), owner)
		if err != nil || v == none {
			return nil, err
		}
		return v, nil
	}
}
