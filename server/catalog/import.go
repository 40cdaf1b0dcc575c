package catalog

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/casegroup"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/store"
)

// Import writes a seed into the database in one transaction: items and cases
// are upserted by market_hash_name and alias. A case whose contents changed
// gets a new contents revision; earlier revisions stay, so every past roll
// can still be verified against the contents it was made on.
func Import(ctx context.Context, c *ent.Client, s *Seed) error {
	if err := s.Validate(); err != nil {
		return err
	}
	return store.WithTx(ctx, c, func(tx *ent.Tx) error {
		groups := map[string]int{}
		for _, g := range s.Groups {
			id, err := tx.CaseGroup.Create().SetName(g.Name).SetNavIndex(g.NavIndex).
				OnConflictColumns(casegroup.FieldName).UpdateNavIndex().ID(ctx)
			if err != nil {
				return fmt.Errorf("catalog: group %q: %w", g.Name, err)
			}
			groups[g.Name] = id
		}
		itemIDs, err := importItems(ctx, tx, s.Items)
		if err != nil {
			return err
		}
		for i, sc := range s.Cases {
			if err := importCase(ctx, tx, i, sc, groups, itemIDs); err != nil {
				return err
			}
		}
		return linkContainers(ctx, tx, s.Items, itemIDs)
	})
}

func importItems(ctx context.Context, tx *ent.Tx, items []SeedItem) (map[string]int, error) {
	const chunk = 200 // keeps each INSERT under SQLite's bound-variable limit
	for start := 0; start < len(items); start += chunk {
		end := min(start+chunk, len(items))
		bulk := make([]*ent.ItemCreate, 0, end-start)
		for _, it := range items[start:end] {
			bulk = append(bulk, tx.Item.Create().SetMarketHashName(it.MarketHashName).SetStaticName(it.StaticName).
				SetName(it.Name).SetWeapon(it.Weapon).SetSkin(it.Skin).SetExterior(it.Exterior).
				SetStattrak(it.StatTrak).SetRarity(item.Rarity(it.Rarity)).SetCategory(it.Category).
				SetPrice(money.Cents(it.PriceCents)).SetImage(imagePath(it.Image)))
		}
		err := tx.Item.CreateBulk(bulk...).OnConflictColumns(item.FieldMarketHashName).
			UpdateNewValues().Exec(ctx)
		if err != nil {
			return nil, fmt.Errorf("catalog: items: %w", err)
		}
	}
	ids := make(map[string]int, len(items))
	var rows []struct {
		ID   int    `json:"id"`
		Name string `json:"market_hash_name"`
	}
	if err := tx.Item.Query().Select(item.FieldID, item.FieldMarketHashName).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		ids[r.Name] = r.ID
	}
	return ids, nil
}

// ImportDemoIfEmpty loads the demo catalogue into a database without cases.
func ImportDemoIfEmpty(ctx context.Context, c *ent.Client) (bool, error) {
	n, err := c.LootCase.Query().Count(ctx)
	if err != nil || n > 0 {
		return false, err
	}
	s, err := DemoSeed()
	if err != nil {
		return false, err
	}
	return true, Import(ctx, c, s)
}

func importCase(ctx context.Context, tx *ent.Tx, sort int, sc SeedCase, groups, itemIDs map[string]int) error {
	want := make([]*ent.CaseItem, len(sc.Items))
	var total int64
	for i, e := range sc.Items {
		want[i] = &ent.CaseItem{ItemID: itemIDs[e.MarketHashName], Weight: e.Weight}
		total += e.Weight
	}
	cr := tx.LootCase.Create().SetAlias(sc.Alias).SetName(sc.Name).SetImage(imagePath(sc.Image)).
		SetFamily(lootcase.Family(sc.Family)).SetPrice(money.Cents(sc.PriceCents)).SetSort(sort)
	if gid, ok := groups[sc.Group]; ok {
		cr.SetGroupID(gid)
	}
	caseID, err := cr.OnConflictColumns(lootcase.FieldAlias).
		UpdateName().UpdateImage().UpdateFamily().UpdatePrice().UpdateSort().UpdateGroupID().ID(ctx)
	if err != nil {
		return fmt.Errorf("catalog: case %q: %w", sc.Alias, err)
	}
	cs, err := tx.LootCase.Get(ctx, caseID)
	if err != nil {
		return err
	}
	have, err := tx.CaseItem.Query().Where(caseitem.CaseID(caseID), caseitem.Revision(cs.Revision)).
		Order(ent.Asc(caseitem.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	rev := cs.Revision
	if !sameContents(have, want) {
		if len(have) > 0 {
			rev++
		}
		bulk := make([]*ent.CaseItemCreate, len(want))
		for i, w := range want {
			bulk[i] = tx.CaseItem.Create().SetCaseID(caseID).SetItemID(w.ItemID).SetWeight(w.Weight).SetRevision(rev)
		}
		for start := 0; start < len(bulk); start += 200 {
			if err := tx.CaseItem.CreateBulk(bulk[start:min(start+200, len(bulk))]...).Exec(ctx); err != nil {
				return fmt.Errorf("catalog: contents of %q: %w", sc.Alias, err)
			}
		}
	}
	return tx.LootCase.UpdateOneID(caseID).SetRevision(rev).SetTotalWeight(total).SetRtpBps(sc.RTPBps).Exec(ctx)
}

// linkContainers points each container item at the case it opens, once the
// cases exist.
func linkContainers(ctx context.Context, tx *ent.Tx, items []SeedItem, itemIDs map[string]int) error {
	for _, it := range items {
		if it.OpensCase == "" {
			continue
		}
		caseID, err := tx.LootCase.Query().Where(lootcase.Alias(it.OpensCase)).OnlyID(ctx)
		if err != nil {
			return fmt.Errorf("catalog: container %q: %w", it.MarketHashName, err)
		}
		if err := tx.Item.UpdateOneID(itemIDs[it.MarketHashName]).SetOpensCaseID(caseID).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

func sameContents(have, want []*ent.CaseItem) bool {
	if len(have) != len(want) {
		return false
	}
	for i := range have {
		if have[i].ItemID != want[i].ItemID || have[i].Weight != want[i].Weight {
			return false
		}
	}
	return true
}
