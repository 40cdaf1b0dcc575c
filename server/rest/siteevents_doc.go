package rest

import "github.com/casefront/casefront/server/siteevents"

func init() {
	tagDescriptions["site_events"] = "Site events: the event store's season and the site events running now, and the seasonal theme (docs/siteevents.md)."
	describe("site_events", map[string]opDoc{
		"GET /site_events": {
			Summary: "The events running now (type gabenstore or site_event, name, finish_at), soonest end first; finished ones are never listed.",
			Desc:    "theme is the seasonal theme the site wears: the newest running site event's name when it names one, else the configured default, else empty.",
			Access:  anyone,
			Data:    []siteevents.Event{},
			Top:     map[string]any{"theme": schema{"type": "string", "enum": append([]any{""}, anyStrings(siteevents.Themes)...)}},
		},
	})
}

func anyStrings(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
