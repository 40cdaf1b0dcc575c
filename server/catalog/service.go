package catalog

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
)

// Service is the catalogue as the transports read it: groups, cases,
// contents and items, through the cache when one is set.
type Service struct {
	DB    *ent.Client
	Cache *Cache // nil: every read goes to the database
}

// Groups is the case groups of the home page and the header.
func (s *Service) Groups(ctx context.Context) ([]*ent.CaseGroup, error) {
	return s.Cache.GroupsOf(ctx, s.DB)
}

// CaseByID is a case by its id (api.not_found when there is none).
func (s *Service) CaseByID(ctx context.Context, id int) (*ent.LootCase, error) {
	cs, err := s.DB.LootCase.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no case %d", id)
	}
	return cs, err
}

// Case is a case by its id (api.not_found when there is none), through the
// cache when one is set: a list's elements ask it of their case one by one.
func (s *Service) Case(ctx context.Context, id int) (*ent.LootCase, error) {
	if s.Cache != nil {
		return s.Cache.Case(ctx, id, "")
	}
	return s.CaseByID(ctx, id)
}

// OpensCase is the case a container item opens, nil for any other item or
// when its case is gone: through the cache when one is set, as a page of
// items would otherwise read a case per item.
func (s *Service) OpensCase(ctx context.Context, it *ent.Item) (*ent.LootCase, error) {
	if it.OpensCaseID == nil {
		return nil, nil
	}
	if s.Cache == nil {
		cs, err := s.DB.LootCase.Get(ctx, *it.OpensCaseID)
		return cs, ent.MaskNotFound(err)
	}
	cs, err := s.Cache.Case(ctx, *it.OpensCaseID, "")
	if apperr.KeyOf(err) == apperr.NotFound.Key {
		return nil, nil
	}
	return cs, err
}

// CaseByAlias is a case by its URL alias, read from the database.
func (s *Service) CaseByAlias(ctx context.Context, alias string) (*ent.LootCase, error) {
	return CaseByAlias(ctx, s.DB, alias)
}

// CasesByIDs is the cases with these ids (CasesByIDs).
func (s *Service) CasesByIDs(ctx context.Context, ids []int) ([]*ent.LootCase, error) {
	return CasesByIDs(ctx, s.DB, ids)
}

// Cases is the query of every case, for a connection's paging.
func (s *Service) Cases() *ent.LootCaseQuery { return s.DB.LootCase.Query() }

// Contents is a case's current contents in roll order.
func (s *Service) Contents(ctx context.Context, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	if s.Cache != nil {
		return s.Cache.Contents(ctx, cs)
	}
	return Contents(ctx, s.DB, cs)
}

// ItemVariants is every exterior and StatTrak variant of one skin.
func (s *Service) ItemVariants(ctx context.Context, staticName string) ([]*ent.Item, error) {
	return ItemVariants(ctx, s.DB, staticName)
}

// ItemsPage is one page of the item search.
func (s *Service) ItemsPage(ctx context.Context, q ItemsQuery) ([]*ent.Item, int, error) {
	return ItemsPage(ctx, s.DB, q)
}
