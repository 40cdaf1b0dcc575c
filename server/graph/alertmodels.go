package graph

import "github.com/casefront/casefront/server/alerts"

// textMap is a list of localized texts as the service takes them.
func textMap(list []*alerts.Text) map[string]string {
	if list == nil {
		return nil
	}
	m := make(map[string]string, len(list))
	for _, t := range list {
		m[t.Lang] = t.Text
	}
	return m
}
