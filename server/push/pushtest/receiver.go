// Package pushtest is a push service on loopback for tests: it takes a Web
// Push request as a browser vendor's push service does (RFC 8030), checks
// its VAPID authorization (RFC 8292) and decrypts its aes128gcm payload
// (RFC 8291, RFC 8188) with the keys of a browser it made up itself.
package pushtest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"golang.org/x/crypto/hkdf"
)

// Browser is a made-up browser's subscription keys.
type Browser struct {
	Endpoint string
	key      *ecdh.PrivateKey
	auth     []byte
}

// P256dh is the browser's public key as a subscription's toJSON gives it.
func (b *Browser) P256dh() string {
	return base64.RawURLEncoding.EncodeToString(b.key.PublicKey().Bytes())
}

// Auth is its auth secret, base64url.
func (b *Browser) Auth() string { return base64.RawURLEncoding.EncodeToString(b.auth) }

// Delivery is one push the receiver accepted and decrypted.
type Delivery struct {
	Device  string // the browser's name
	TTL     int
	Urgency string
	Payload map[string]string
}

// Receiver is the loopback push service.
type Receiver struct {
	t         testing.TB
	srv       *httptest.Server
	vapidKey  string // the server's VAPID public key it must be signed with
	mu        sync.Mutex
	browsers  map[string]*Browser
	answers   map[string][]int // per browser, statuses to answer before 201
	requests  map[string]int
	delivered chan Delivery
}

// New starts a receiver that accepts pushes signed with vapidPublicKey
// (base64url).
func New(t testing.TB, vapidPublicKey string) *Receiver {
	r := &Receiver{t: t, vapidKey: vapidPublicKey, browsers: map[string]*Browser{},
		answers: map[string][]int{}, requests: map[string]int{}, delivered: make(chan Delivery, 64)}
	r.srv = httptest.NewServer(http.HandlerFunc(r.serve))
	t.Cleanup(r.srv.Close)
	return r
}

// Browser makes up a browser called name with fresh keys.
func (r *Receiver) Browser(name string) *Browser {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		r.t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	b := &Browser{Endpoint: r.srv.URL + "/push/" + name, key: key, auth: auth}
	r.mu.Lock()
	r.browsers[name] = b
	r.mu.Unlock()
	return b
}

// Answer makes the receiver answer name's next requests with statuses, in
// order, before it accepts again.
func (r *Receiver) Answer(name string, statuses ...int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.answers[name] = append(r.answers[name], statuses...)
}

// Requests is how many requests came for name.
func (r *Receiver) Requests(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.requests[name]
}

// Next waits for the next accepted push.
func (r *Receiver) Next(timeout time.Duration) (Delivery, error) {
	select {
	case d := <-r.delivered:
		return d, nil
	case <-time.After(timeout):
		return Delivery{}, errors.New("no push arrived")
	}
}

func (r *Receiver) serve(w http.ResponseWriter, req *http.Request) {
	name := strings.TrimPrefix(req.URL.Path, "/push/")
	r.mu.Lock()
	b := r.browsers[name]
	r.requests[name]++
	var status int
	if q := r.answers[name]; len(q) > 0 {
		status, r.answers[name] = q[0], q[1:]
	}
	r.mu.Unlock()
	if b == nil || req.Method != http.MethodPost {
		http.Error(w, "no such subscription", http.StatusNotFound)
		return
	}
	d, err := r.check(req, b)
	if err != nil {
		r.t.Errorf("push receiver: %v", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if status != 0 {
		w.WriteHeader(status)
		return
	}
	d.Device = name
	r.delivered <- d
	w.WriteHeader(http.StatusCreated)
}

// check verifies the request as a push service does and decrypts it.
func (r *Receiver) check(req *http.Request, b *Browser) (Delivery, error) {
	var d Delivery
	if ce := req.Header.Get("Content-Encoding"); ce != "aes128gcm" {
		return d, fmt.Errorf("Content-Encoding %q, want aes128gcm", ce)
	}
	ttl, err := strconv.Atoi(req.Header.Get("TTL"))
	if err != nil || ttl < 0 {
		return d, fmt.Errorf("TTL %q is not a number of seconds", req.Header.Get("TTL"))
	}
	d.TTL, d.Urgency = ttl, req.Header.Get("Urgency")
	if err := r.checkVAPID(req.Header.Get("Authorization")); err != nil {
		return d, err
	}
	body, err := io.ReadAll(io.LimitReader(req.Body, 8192))
	if err != nil {
		return d, err
	}
	plain, err := Decrypt(body, b.key, b.auth)
	if err != nil {
		return d, err
	}
	if err := json.Unmarshal(plain, &d.Payload); err != nil {
		return d, fmt.Errorf("payload %q is not a JSON object of strings: %w", plain, err)
	}
	return d, nil
}

// checkVAPID verifies "vapid t=<JWT>, k=<key>": k is the server's key, the
// JWT is ES256 under it, for this origin, expiring within 24 hours.
func (r *Receiver) checkVAPID(h string) error {
	rest, ok := strings.CutPrefix(h, "vapid ")
	if !ok {
		return fmt.Errorf("Authorization %q is not vapid", h)
	}
	var tok, k string
	for _, part := range strings.Split(rest, ",") {
		part = strings.TrimSpace(part)
		if v, ok := strings.CutPrefix(part, "t="); ok {
			tok = v
		} else if v, ok := strings.CutPrefix(part, "k="); ok {
			k = v
		}
	}
	if k != r.vapidKey {
		return fmt.Errorf("vapid k=%q, want the server's key %q", k, r.vapidKey)
	}
	raw, err := base64.RawURLEncoding.DecodeString(k)
	if err != nil || len(raw) != 65 || raw[0] != 4 {
		return fmt.Errorf("vapid k is not an uncompressed P-256 point")
	}
	pub := &ecdsa.PublicKey{Curve: elliptic.P256(), X: new(big.Int).SetBytes(raw[1:33]), Y: new(big.Int).SetBytes(raw[33:])}
	claims := jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(tok, claims, func(*jwt.Token) (any, error) { return pub, nil },
		jwt.WithValidMethods([]string{"ES256"}), jwt.WithAudience(r.srv.URL), jwt.WithExpirationRequired())
	if err != nil {
		return fmt.Errorf("vapid JWT: %w", err)
	}
	exp, _ := claims.GetExpirationTime()
	if time.Until(exp.Time) > 24*time.Hour {
		return fmt.Errorf("vapid JWT expires in %v, more than 24 hours", time.Until(exp.Time))
	}
	if sub, _ := claims["sub"].(string); !strings.HasPrefix(sub, "mailto:") && !strings.HasPrefix(sub, "https:") {
		return fmt.Errorf("vapid sub %q is neither mailto: nor https:", sub)
	}
	return nil
}

// Decrypt opens an aes128gcm body (RFC 8188) whose key the browser's
// private key and auth secret derive (RFC 8291).
func Decrypt(body []byte, ua *ecdh.PrivateKey, auth []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body shorter than the aes128gcm header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if idlen != 65 || len(body) < 21+idlen {
		return nil, fmt.Errorf("keyid of %d bytes, want the sender's 65-byte public key", idlen)
	}
	asPub, err := ecdh.P256().NewPublicKey(body[21 : 21+idlen])
	if err != nil {
		return nil, fmt.Errorf("keyid: %w", err)
	}
	records := body[21+idlen:]
	if rs < 18 || len(records) > int(rs) {
		return nil, fmt.Errorf("one record of %d bytes in a record size of %d: a push is one record", len(records), rs)
	}
	secret, err := ua.ECDH(asPub)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), ua.PublicKey().Bytes()...), asPub.Bytes()...)
	ikm := expand(hkdf.Extract(sha256.New, secret, auth), info, 32)
	prk := hkdf.Extract(sha256.New, ikm, salt)
	cek := expand(prk, []byte("Content-Encoding: aes128gcm\x00"), 16)
	nonce := expand(prk, []byte("Content-Encoding: nonce\x00"), 12)
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, records, nil)
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	// The last record ends with the delimiter 2, then zero padding.
	i := len(plain) - 1
	for i >= 0 && plain[i] == 0 {
		i--
	}
	if i < 0 || plain[i] != 2 {
		return nil, errors.New("the record has no last-record delimiter")
	}
	return plain[:i], nil
}

func expand(prk, info []byte, n int) []byte {
	out := make([]byte, n)
	if _, err := io.ReadFull(hkdf.Expand(sha256.New, prk, info), out); err != nil {
		panic(err)
	}
	return out
}
