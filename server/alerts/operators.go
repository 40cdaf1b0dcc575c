package alerts

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/modalnotification"
	"github.com/casefront/casefront/ent/pagenotification"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/users"
)

// Operators are the staff roles that create and end notices.
func operatorOnly(a *actor.Actor) error {
	if !a.SignedIn() {
		return apperr.NoAuth
	}
	if !a.IsStaff() {
		return apperr.Forbidden.Msg("only operators manage notices")
	}
	return nil
}

// AlertInput is a new alert: its text per language (en required), style,
// visibility, link and time window.
type AlertInput struct {
	Text       map[string]string
	Style      string // info (default), warning, danger, success
	Visibility string // all (default), guests, players
	Link       string
	StartsAt   *time.Time
	EndsAt     *time.Time
}

// ModalInput is a new modal notification.
type ModalInput struct {
	Name     string
	Title    map[string]string
	Body     map[string]string
	Button   map[string]string
	Image    string
	Link     string
	Audience string // all (default), guests, players
	StartsAt *time.Time
	EndsAt   *time.Time
}

func invalid(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

// AddAlert creates an alert (operators only).
func (s *Service) AddAlert(ctx context.Context, a *actor.Actor, in AlertInput) (*ent.PageNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	if in.Style == "" {
		in.Style = "info"
	}
	if in.Visibility == "" {
		in.Visibility = "all"
	}
	if pagenotification.StyleValidator(pagenotification.Style(in.Style)) != nil {
		return nil, invalid("style", "style is info, warning, danger or success")
	}
	if pagenotification.VisibilityValidator(pagenotification.Visibility(in.Visibility)) != nil {
		return nil, invalid("visibility", "visibility is all, guests or players")
	}
	if err := checkTexts("text", in.Text, 500, true); err != nil {
		return nil, err
	}
	if err := checkCommon(in.Link, "", in.StartsAt, in.EndsAt); err != nil {
		return nil, err
	}
	return s.DB.PageNotification.Create().SetText(in.Text).SetStyle(pagenotification.Style(in.Style)).
		SetVisibility(pagenotification.Visibility(in.Visibility)).SetLink(in.Link).
		SetNillableStartsAt(in.StartsAt).SetNillableEndsAt(in.EndsAt).SetCreatedAt(s.now()).Save(ctx)
}

// AddModal creates a modal notification (operators only); its name is
// unique.
func (s *Service) AddModal(ctx context.Context, a *actor.Actor, in ModalInput) (*ent.ModalNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" || utf8.RuneCountInString(in.Name) > 100 {
		return nil, invalid("name", "a name of 1 to 100 characters")
	}
	if in.Audience == "" {
		in.Audience = "all"
	}
	if modalnotification.AudienceValidator(modalnotification.Audience(in.Audience)) != nil {
		return nil, invalid("audience", "audience is all, guests or players")
	}
	if err := checkTexts("title", in.Title, 200, true); err != nil {
		return nil, err
	}
	if err := checkTexts("body", in.Body, 4000, true); err != nil {
		return nil, err
	}
	if err := checkTexts("button", in.Button, 60, false); err != nil {
		return nil, err
	}
	if err := checkCommon(in.Link, in.Image, in.StartsAt, in.EndsAt); err != nil {
		return nil, err
	}
	if in.Button == nil {
		in.Button = map[string]string{}
	}
	m, err := s.DB.ModalNotification.Create().SetName(in.Name).SetTitle(in.Title).SetBody(in.Body).SetButton(in.Button).
		SetImage(in.Image).SetLink(in.Link).SetAudience(modalnotification.Audience(in.Audience)).
		SetNillableStartsAt(in.StartsAt).SetNillableEndsAt(in.EndsAt).SetCreatedAt(s.now()).Save(ctx)
	if ent.IsConstraintError(err) {
		return nil, invalid("name_taken", "a modal named %q exists", in.Name)
	}
	return m, err
}

// Alerts lists every alert, newest first (operators only).
func (s *Service) Alerts(ctx context.Context, a *actor.Actor) ([]*ent.PageNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	return s.DB.PageNotification.Query().Order(ent.Desc(pagenotification.FieldID)).Limit(200).All(ctx)
}

// Modals lists every modal notification, newest first (operators only).
func (s *Service) Modals(ctx context.Context, a *actor.Actor) ([]*ent.ModalNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	return s.DB.ModalNotification.Query().Order(ent.Desc(modalnotification.FieldID)).Limit(200).All(ctx)
}

// EndAlert takes an alert down now (operators only).
func (s *Service) EndAlert(ctx context.Context, a *actor.Actor, id int) (*ent.PageNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	n, err := s.DB.PageNotification.UpdateOneID(id).SetActive(false).Save(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no alert %d", id)
	}
	return n, err
}

// EndModal takes a modal notification down now (operators only).
func (s *Service) EndModal(ctx context.Context, a *actor.Actor, id int) (*ent.ModalNotification, error) {
	if err := operatorOnly(a); err != nil {
		return nil, err
	}
	m, err := s.DB.ModalNotification.UpdateOneID(id).SetActive(false).Save(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no modal %d", id)
	}
	return m, err
}

// checkTexts: site languages only, each at most max characters; required
// texts need an English one (every other language falls back to it).
func checkTexts(field string, texts map[string]string, max int, required bool) error {
	for lang, t := range texts {
		if !slices.Contains(users.Languages, lang) {
			return invalid(field, "%s: %q is not a site language", field, lang)
		}
		if utf8.RuneCountInString(t) > max {
			return invalid(field, "%s (%s): at most %d characters", field, lang, max)
		}
	}
	if required && strings.TrimSpace(texts[DefaultLang]) == "" {
		return invalid(field, "%s: the English text is required", field)
	}
	return nil
}

// checkCommon: a link is a site path or an https URL; an image an https
// URL or a site path; the window ends after it starts.
func checkCommon(link, image string, starts, ends *time.Time) error {
	for name, v := range map[string]string{"link": link, "image": image} {
		if v != "" && !safeURL(v) {
			return invalid(name, "%s: a site path (/fair) or an https URL", name)
		}
	}
	if starts != nil && ends != nil && !ends.After(*starts) {
		return invalid("window", "ends_at must be after starts_at")
	}
	return nil
}

func safeURL(v string) bool {
	if len(v) > 500 {
		return false
	}
	if strings.HasPrefix(v, "/") {
		return !strings.HasPrefix(v, "//") && !strings.ContainsAny(v, "\\ \t\n")
	}
	u, err := url.Parse(v)
	return err == nil && u.Scheme == "https" && u.Host != ""
}
