package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/ratelimit"
)

// The wardrobe (spec 7 /customizations; server/customizations).

func (h *Handler) customizationsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/customizations", h.customizations, 0},
		{"POST", ratelimit.CustomizationsEquip.Name, h.equipCustomizations, ratelimit.CustomizationsEquip.PerMinute},
		{"POST", ratelimit.CustomizationsViewed.Name, h.viewedCustomizations, ratelimit.CustomizationsViewed.PerMinute},
		{"GET", "/customizations/catalogue", h.customizationCatalogue, 0},
	}
}

type customizationView struct {
	ID      int                     `json:"id"`
	Type    string                  `json:"type"`
	Label   *string                 `json:"label"`
	Name    string                  `json:"name"`
	FileURL string                  `json:"file_url"`
	Group   *customizationGroupView `json:"group"`
}

// customizationGroupView names a customization's group (a set shown together).
type customizationGroupView struct {
	Name string `json:"name"`
}

func customizationOf(c *ent.Customization) customizationView {
	v := customizationView{ID: c.ID, Type: string(c.Type), Name: c.Name, FileURL: c.FileURL}
	if c.Tag != nil {
		l := string(*c.Tag)
		v.Label = &l
	}
	if c.Group != "" {
		v.Group = &customizationGroupView{c.Group}
	}
	return v
}

// profileCustomizationView is spec 3's profile_customization.
type profileCustomizationView struct {
	AccountLevelHidden bool `json:"account_level_hidden"`
	BorderID           *int `json:"border_id"`
	HoodID             *int `json:"hood_id"`
	AvatarID           *int `json:"avatar_id"`
	BackgroundID       *int `json:"background_id"`
}

func profileCustomizationOf(p customizations.Profile) profileCustomizationView {
	return profileCustomizationView{AccountLevelHidden: p.AccountLevelHidden, BorderID: p.BorderID, HoodID: p.HoodID,
		AvatarID: p.AvatarID, BackgroundID: p.BackgroundID}
}

type ownedCustomizationView struct {
	customizationView
	Viewed    bool      `json:"viewed"`
	IsNew     bool      `json:"is_new"`
	Equipped  bool      `json:"equipped"`
	CreatedAt time.Time `json:"created_at"`
}

// customizations is the viewer's wardrobe (GET /customizations).
func (h *Handler) customizations(w http.ResponseWriter, r *http.Request, _ *params) error {
	wd, err := h.Customizations.Wardrobe(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	list := make([]ownedCustomizationView, len(wd.Owned))
	for i, o := range wd.Owned {
		list[i] = ownedCustomizationView{customizationOf(o.Customization), o.Viewed, !o.Viewed, o.Equipped, o.At}
	}
	ok(w, wardrobeDoc{Customizations: list, ProfileCustomization: profileCustomizationOf(wd.Profile), NewCount: wd.New})
	return nil
}

// customizationCatalogue lists every customization (public: what the
// feed's and profiles' ids name).
func (h *Handler) customizationCatalogue(w http.ResponseWriter, r *http.Request, _ *params) error {
	all, err := h.Customizations.Catalogue(r.Context())
	if err != nil {
		return err
	}
	out := make([]customizationView, len(all))
	for i, c := range all {
		out[i] = customizationOf(c)
	}
	ok(w, out)
	return nil
}

// optionalID reads an id to equip: absent is nil, null or 0 takes the
// type off.
func optionalID(p *params, k string) (*int, error) {
	if !p.has(k) {
		return nil, nil
	}
	if v, inBody := p.body[k]; inBody && v == nil {
		zero := 0
		return &zero, nil
	}
	n, err := p.int(k, 0)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// equipCustomizations equips what the body names (POST /customizations
// {border_id, hood_id, avatar_id, background_id, account_level_hidden}):
// an owned id equips it, null or 0 takes it off, an absent key is kept.
func (h *Handler) equipCustomizations(w http.ResponseWriter, r *http.Request, p *params) error {
	var c customizations.Change
	var err error
	for _, f := range []struct {
		key string
		to  **int
	}{{"border_id", &c.BorderID}, {"hood_id", &c.HoodID}, {"avatar_id", &c.AvatarID}, {"background_id", &c.BackgroundID}} {
		if *f.to, err = optionalID(p, f.key); err != nil {
			return err
		}
	}
	if p.has("account_level_hidden") {
		hidden := p.bool("account_level_hidden")
		c.AccountLevelHidden = &hidden
	}
	prof, err := h.Customizations.Equip(r.Context(), actor.From(r.Context()), c)
	if err != nil {
		return err
	}
	ok(w, equippedDoc{ProfileCustomization: profileCustomizationOf(prof)})
	return nil
}

// viewedCustomizations marks customizations seen (POST
// /customizations/viewed {ids}; none: all).
func (h *Handler) viewedCustomizations(w http.ResponseWriter, r *http.Request, p *params) error {
	var ids []int
	if p.has("ids") {
		var err error
		if ids, err = p.ints("ids"); err != nil {
			return err
		}
	}
	n, err := h.Customizations.Viewed(r.Context(), actor.From(r.Context()), ids)
	if err != nil {
		return err
	}
	ok(w, viewedDoc{Viewed: n})
	return nil
}
