package graph

import (
	"entgo.io/contrib/entgql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
)

// The items connection pages by position over catalog.ItemsPage (the order
// REST /items uses too): a cursor carries the position of its item, so
// relevance ordering needs no sortable key.

func itemsQuery(after *entgql.Cursor[int], first *int, before *entgql.Cursor[int], last *int, search *string, orderBy *ent.ItemOrder) (catalog.ItemsQuery, error) {
	if err := pageSize(first, last); err != nil {
		return catalog.ItemsQuery{}, err
	}
	if before != nil || last != nil {
		return catalog.ItemsQuery{}, apperr.Validation.Msg("items pages forward only: use first and after")
	}
	q := catalog.ItemsQuery{Limit: DefaultPage}
	if first != nil {
		q.Limit = *first
	}
	if search != nil {
		q.Search = *search
	}
	if after != nil {
		if after.ID < 0 || after.ID >= catalog.MaxOffset {
			return q, apperr.Validation.Msg("bad cursor").With("field", "after")
		}
		q.Offset = after.ID + 1
	}
	if orderBy != nil && orderBy.Field == ent.ItemOrderFieldPrice {
		q.ByPrice = string(orderBy.Direction)
	}
	return q, nil
}

func itemConnection(items []*ent.Item, total, offset int) *ent.ItemConnection {
	conn := &ent.ItemConnection{TotalCount: total, Edges: make([]*ent.ItemEdge, len(items))}
	for i, it := range items {
		conn.Edges[i] = &ent.ItemEdge{Node: it, Cursor: entgql.Cursor[int]{ID: offset + i}}
	}
	conn.PageInfo.HasPreviousPage = offset > 0
	conn.PageInfo.HasNextPage = offset+len(items) < total
	if len(items) > 0 {
		conn.PageInfo.StartCursor = &conn.Edges[0].Cursor
		conn.PageInfo.EndCursor = &conn.Edges[len(items)-1].Cursor
	}
	return conn
}
