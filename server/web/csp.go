package web

import (
	"net/http"
	"net/url"
	"strings"
)

// Policy is the Content-Security-Policy of the client's pages. The client has
// no inline script and loads no third-party script, so script-src is the
// site itself: markup injected into a page cannot run code, and a script
// that did run could not send what it reads (the token in localStorage)
// anywhere but back to this site. Connections go to the site and its
// websocket; images come from the site, data: URLs, the asset base and
// Steam's avatar hosts; no page may frame the client.
//
// images are more origins images load from (the support files' bucket).
// blob: is for the previews of files the player picked, made in the page.
func Policy(baseURL, assetsBaseURL string, images ...string) string {
	connect := []string{"'self'"}
	if ws := websocketOrigin(baseURL); ws != "" {
		connect = append(connect, ws)
	}
	img := []string{"'self'", "data:", "blob:", "https://avatars.steamstatic.com", "https://avatars.akamai.steamstatic.com",
		"https://avatars.cloudflare.steamstatic.com"}
	for _, u := range append([]string{assetsBaseURL}, images...) {
		if o := origin(u); o != "" {
			img = append(img, o)
		}
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self'",
		"img-src " + strings.Join(img, " "),
		"connect-src " + strings.Join(connect, " "),
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// ToolPolicy is the policy of the developers' pages (GraphiQL, the REST
// reference): the client's, loosened only where their libraries need it.
// GraphiQL's editor (Monaco) and Swagger UI write <style> elements and style
// attributes at run time, their fonts and icons are data: URLs in their
// stylesheets, and the editor runs its language services in workers.
// Scripts, workers and connections still come from the site alone.
func ToolPolicy(baseURL string) string {
	connect := []string{"'self'"}
	if ws := websocketOrigin(baseURL); ws != "" {
		connect = append(connect, ws)
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self'",
		"worker-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"font-src 'self' data:",
		"connect-src " + strings.Join(connect, " "),
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// WithPolicy sets the policy on every response of h.
func WithPolicy(h http.Handler, policy string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", policy)
		h.ServeHTTP(w, r)
	})
}

// origin is scheme://host of an absolute http(s) URL, or "".
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// websocketOrigin is the ws(s) origin matching an http(s) base URL.
func websocketOrigin(baseURL string) string {
	o := origin(baseURL)
	if rest, ok := strings.CutPrefix(o, "https://"); ok {
		return "wss://" + rest
	}
	if rest, ok := strings.CutPrefix(o, "http://"); ok {
		return "ws://" + rest
	}
	return ""
}
