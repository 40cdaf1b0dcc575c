package alerts

import (
	"sort"
	"time"

	"github.com/casefront/casefront/ent"
)

// Text is one language's text.
type Text struct {
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// AlertRow is an alert as operators see it: every language.
type AlertRow struct {
	AlertID    int
	Text       []Text
	Style      string
	Visibility string
	Link       string
	StartsAt   *time.Time
	EndsAt     *time.Time
	Active     bool
}

// ModalRow is a modal notification as operators see it.
type ModalRow struct {
	ModalID  int
	Name     string
	Title    []Text
	Body     []Text
	Button   []Text
	Image    string
	Link     string
	Audience string
	StartsAt *time.Time
	EndsAt   *time.Time
	Active   bool
}

// RowOfAlert is the operators' view of an alert.
func RowOfAlert(n *ent.PageNotification) *AlertRow {
	return &AlertRow{AlertID: n.ID, Text: Texts(n.Text), Style: n.Style.String(), Visibility: n.Visibility.String(),
		Link: n.Link, StartsAt: n.StartsAt, EndsAt: n.EndsAt, Active: n.Active}
}

// RowOfModal is the operators' view of a modal notification.
func RowOfModal(m *ent.ModalNotification) *ModalRow {
	return &ModalRow{ModalID: m.ID, Name: m.Name, Title: Texts(m.Title), Body: Texts(m.Body), Button: Texts(m.Button),
		Image: m.Image, Link: m.Link, Audience: m.Audience.String(), StartsAt: m.StartsAt, EndsAt: m.EndsAt, Active: m.Active}
}

// Texts lists a text map by language code.
func Texts(m map[string]string) []Text {
	out := make([]Text, 0, len(m))
	for l, t := range m {
		out = append(out, Text{Lang: l, Text: t})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Lang < out[j].Lang })
	return out
}
