// Command loadgen measures a running Casefront on this machine: it signs in
// demo players through the development sign-in, then opens cases from many
// goroutines for a bounded time and prints throughput and latency.
//
//	DEV_LOGIN=1 DEMO_SEED=1 ./bin/casefront &
//	go run ./server/cmd/loadgen -url http://127.0.0.1:8080 -players 4 -workers 16 -duration 20s
//
// It only talks to loopback addresses and stops by itself.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/casefront/casefront/server/auth"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8080", "server origin (loopback only)")
	players := flag.Int("players", 4, "demo players to sign in (at most 4)")
	workers := flag.Int("workers", 16, "concurrent requests")
	duration := flag.Duration("duration", 20*time.Second, "how long to run (at most 5m)")
	alias := flag.String("case", "recoil-case", "case alias to open")
	flag.Parse()

	u, err := url.Parse(*base)
	if err != nil {
		log.Fatal(err)
	}
	if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
		log.Fatalf("refusing to load %s: loopback addresses only", u.Host)
	}
	*duration = min(*duration, 5*time.Minute)
	*players = max(1, min(*players, len(auth.DemoPlayers)))
	jar, _ := cookiejar.New(nil) // sign-in is bound to the browser by a cookie
	client := &http.Client{Jar: jar, Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	tokens := make([]string, *players)
	for i := range tokens {
		if tokens[i], err = signIn(client, *base, auth.DemoPlayers[i].Key); err != nil {
			log.Fatalf("sign in: %v (is the server running with DEV_LOGIN=1?)", err)
		}
	}

	var mu sync.Mutex
	var lat []time.Duration
	codes := map[string]int{}
	deadline := time.Now().Add(*duration)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			tok := tokens[w%len(tokens)]
			for time.Now().Before(deadline) {
				start := time.Now()
				code := open(client, *base, tok, *alias)
				d := time.Since(start)
				mu.Lock()
				lat = append(lat, d)
				codes[code]++
				mu.Unlock()
			}
		}(w)
	}
	wg.Wait()
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*p))]
	}
	fmt.Printf("requests %d in %s: %.0f/s\n", len(lat), *duration, float64(len(lat))/duration.Seconds())
	fmt.Printf("latency p50 %s p90 %s p99 %s max %s\n", pct(.5), pct(.9), pct(.99), pct(1))
	fmt.Printf("outcomes %v\n", codes)
}

func signIn(c *http.Client, base, player string) (string, error) {
	var login struct{ Data struct{ Session string } }
	if err := getJSON(c, base+"/api/auth/login", "", &login); err != nil {
		return "", err
	}
	resp, err := c.PostForm(base+"/auth/dev", url.Values{"session": {login.Data.Session}, "player": {player}})
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	var tok struct{ Data struct{ Token string } }
	if err := getJSON(c, base+"/api/auth/token?session="+login.Data.Session, "", &tok); err != nil {
		return "", err
	}
	if tok.Data.Token == "" {
		return "", fmt.Errorf("no token")
	}
	return tok.Data.Token, nil
}

func open(c *http.Client, base, token, alias string) string {
	req, _ := http.NewRequest(http.MethodPost, base+"/api/case/open", strings.NewReader(`{"alias":"`+alias+`","count":1}`))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return "transport_error"
	}
	defer resp.Body.Close()
	var body struct{ Error string }
	b, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(b, &body)
	if body.Error != "" {
		return body.Error
	}
	return fmt.Sprint(resp.StatusCode)
}

func getJSON(c *http.Client, u, token string, v any) error {
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	req.Header.Set("Accept", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("%s: %s %s", u, resp.Status, b)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}
