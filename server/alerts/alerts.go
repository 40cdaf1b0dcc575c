// Package alerts is the operators' notices: page notifications (the global
// alert bar) and modal notifications (a pop-up shown once), what a viewer
// is shown of them, a player's dismissals and views, and the operators'
// creating and ending them.
package alerts

import (
	"context"
	"database/sql"
	"errors"
	"sort"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/modalnotification"
	"github.com/casefront/casefront/ent/modalnotificationview"
	"github.com/casefront/casefront/ent/pagenotification"
	"github.com/casefront/casefront/ent/pagenotificationhide"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// DefaultLang is the text shown when the viewer's language has none.
const DefaultLang = "en"

// Service answers the viewers and the operators.
type Service struct {
	DB  *ent.Client
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Alert is an alert bar as a viewer sees it, in their language.
type Alert struct {
	AlertID int    `json:"id"`
	Text    string `json:"text"`
	Style   string `json:"style"`
	Link    string `json:"link"`
}

// Modal is a modal notification as a viewer sees it, in their language.
type Modal struct {
	ModalID int    `json:"id"`
	Name    string `json:"name"`
	Title   string `json:"title"`
	Body    string `json:"body"`
	Button  string `json:"button"`
	Image   string `json:"image"`
	Link    string `json:"link"`
}

// Notices is what the layout shows: the alerts running now and the modals
// not yet seen, oldest first (the client shows the first one it has not
// seen either: a guest's views are kept by the browser).
type Notices struct {
	Alerts []Alert `json:"alerts"`
	Modals []Modal `json:"modals"`
}

// For is what the viewer is shown now in lang: the running alerts and
// modals of their audience, less a signed-in player's hidden alerts and
// viewed modals. A guest's answer depends on the language only, so it can
// be cached.
func (s *Service) For(ctx context.Context, a *actor.Actor, lang string) (*Notices, error) {
	now := s.now()
	audience := "guests"
	if a.SignedIn() {
		audience = "players"
	}
	alerts, err := s.DB.PageNotification.Query().Where(
		pagenotification.Active(true),
		pagenotification.Or(pagenotification.StartsAtIsNil(), pagenotification.StartsAtLTE(now)),
		pagenotification.Or(pagenotification.EndsAtIsNil(), pagenotification.EndsAtGT(now)),
		pagenotification.VisibilityIn("all", pagenotification.Visibility(audience)),
	).Order(ent.Asc(pagenotification.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	modals, err := s.DB.ModalNotification.Query().Where(
		modalnotification.Active(true),
		modalnotification.Or(modalnotification.StartsAtIsNil(), modalnotification.StartsAtLTE(now)),
		modalnotification.Or(modalnotification.EndsAtIsNil(), modalnotification.EndsAtGT(now)),
		modalnotification.AudienceIn("all", modalnotification.Audience(audience)),
	).Order(ent.Asc(modalnotification.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	hidden, viewed := map[int]bool{}, map[int]bool{}
	if a.SignedIn() && len(alerts) > 0 {
		ids, err := s.DB.PageNotificationHide.Query().Where(pagenotificationhide.UserID(a.UserID),
			pagenotificationhide.NotificationIDIn(alertIDs(alerts)...)).
			Select(pagenotificationhide.FieldNotificationID).Ints(ctx)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			hidden[id] = true
		}
	}
	if a.SignedIn() && len(modals) > 0 {
		ids, err := s.DB.ModalNotificationView.Query().Where(modalnotificationview.UserID(a.UserID),
			modalnotificationview.ModalIDIn(modalIDs(modals)...)).
			Select(modalnotificationview.FieldModalID).Ints(ctx)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			viewed[id] = true
		}
	}
	out := &Notices{Alerts: []Alert{}, Modals: []Modal{}}
	for _, n := range alerts {
		if !hidden[n.ID] {
			out.Alerts = append(out.Alerts, Alert{AlertID: n.ID, Text: pick(n.Text, lang), Style: n.Style.String(), Link: n.Link})
		}
	}
	for _, m := range modals {
		if !viewed[m.ID] {
			out.Modals = append(out.Modals, Modal{ModalID: m.ID, Name: m.Name, Title: pick(m.Title, lang),
				Body: pick(m.Body, lang), Button: pick(m.Button, lang), Image: m.Image, Link: m.Link})
		}
	}
	return out, nil
}

// Hide dismisses an alert for good for the signed-in player (a second
// hide changes nothing). An alert that is not running is not found.
func (s *Service) Hide(ctx context.Context, a *actor.Actor, id int) error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	now := s.now()
	ok, err := s.DB.PageNotification.Query().Where(pagenotification.ID(id), pagenotification.Active(true),
		pagenotification.Or(pagenotification.EndsAtIsNil(), pagenotification.EndsAtGT(now))).Exist(ctx)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFound.Msg("no running alert %d", id)
	}
	err = s.DB.PageNotificationHide.Create().SetUserID(a.UserID).SetNotificationID(id).
		OnConflictColumns(pagenotificationhide.FieldUserID, pagenotificationhide.FieldNotificationID).DoNothing().Exec(ctx)
	return ignoreConflict(err)
}

// ignoreConflict: an insert the unique index turned into nothing (ent's
// DoNothing then reads no returned id) is the row already there.
func ignoreConflict(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	return err
}

// View records that the signed-in player saw a modal, once: it reports
// whether this call recorded it (false: it was recorded before).
func (s *Service) View(ctx context.Context, a *actor.Actor, id int) (bool, error) {
	if !a.SignedIn() {
		return false, apperr.NoAuth
	}
	ok, err := s.DB.ModalNotification.Query().Where(modalnotification.ID(id), modalnotification.Active(true)).Exist(ctx)
	if err != nil {
		return false, err
	}
	if !ok {
		return false, apperr.NotFound.Msg("no running modal %d", id)
	}
	seen := []predicate.ModalNotificationView{modalnotificationview.UserID(a.UserID), modalnotificationview.ModalID(id)}
	if done, err := s.DB.ModalNotificationView.Query().Where(seen...).Exist(ctx); err != nil || done {
		return false, err
	}
	// The unique (user, modal) index keeps one row when two views race.
	err = s.DB.ModalNotificationView.Create().SetUserID(a.UserID).SetModalID(id).
		OnConflictColumns(modalnotificationview.FieldUserID, modalnotificationview.FieldModalID).DoNothing().Exec(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil // a concurrent view won the insert
	}
	return err == nil, err
}

// pick is a text in lang, else English, else any language's (the first by
// code, so the answer is stable).
func pick(texts map[string]string, lang string) string {
	if t := texts[lang]; t != "" {
		return t
	}
	if t := texts[DefaultLang]; t != "" {
		return t
	}
	keys := make([]string, 0, len(texts))
	for k := range texts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if texts[k] != "" {
			return texts[k]
		}
	}
	return ""
}

func alertIDs(ns []*ent.PageNotification) []int {
	ids := make([]int, len(ns))
	for i, n := range ns {
		ids[i] = n.ID
	}
	return ids
}

func modalIDs(ms []*ent.ModalNotification) []int {
	ids := make([]int, len(ms))
	for i, m := range ms {
		ids[i] = m.ID
	}
	return ids
}
