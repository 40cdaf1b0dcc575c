package sandbox

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// SMS is a Twilio-compatible Messages API mounted at a prefix:
// POST {prefix}/2010-04-01/Accounts/{sid}/Messages.json sends (form To,
// From, Body), GET the same path lists (?To= filters), newest first, as
// Twilio does; both with HTTP basic auth sid:token.
type SMS struct {
	Prefix, AccountSID, AuthToken string
	mu                            sync.Mutex
	sent                          []Message
}

// Message is one SMS, in Twilio's JSON names.
type Message struct {
	SID         string `json:"sid"`
	To          string `json:"to"`
	From        string `json:"from"`
	Body        string `json:"body"`
	Status      string `json:"status"`
	DateCreated string `json:"date_created"`
}

// Messages are the SMS sent so far, oldest first.
func (s *SMS) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.sent...)
}

func (s *SMS) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != strings.TrimRight(s.Prefix, "/")+"/2010-04-01/Accounts/"+s.AccountSID+"/Messages.json" {
		twilioError(w, http.StatusNotFound, 20404, "The requested resource was not found")
		return
	}
	sid, token, ok := r.BasicAuth()
	if !ok || sid != s.AccountSID || subtle.ConstantTimeCompare([]byte(token), []byte(s.AuthToken)) != 1 {
		twilioError(w, http.StatusUnauthorized, 20003, "Authenticate")
		return
	}
	switch r.Method {
	case http.MethodPost:
		if err := r.ParseForm(); err != nil {
			twilioError(w, http.StatusBadRequest, 21602, "Message body is required")
			return
		}
		m := Message{SID: "SM" + strings.ToLower(rand.Text()[:26]), To: r.PostForm.Get("To"), From: r.PostForm.Get("From"),
			Body: r.PostForm.Get("Body"), Status: "queued", DateCreated: time.Now().UTC().Format(time.RFC1123Z)}
		switch {
		case !strings.HasPrefix(m.To, "+") || len(m.To) < 9:
			twilioError(w, http.StatusBadRequest, 21211, "The 'To' number "+m.To+" is not a valid phone number.")
			return
		case m.Body == "":
			twilioError(w, http.StatusBadRequest, 21602, "Message body is required")
			return
		}
		s.mu.Lock()
		s.sent = append(s.sent, m)
		s.mu.Unlock()
		writeJSON(w, http.StatusCreated, m)
	case http.MethodGet:
		list := []Message{}
		for _, m := range slices.Backward(s.Messages()) {
			if to := r.URL.Query().Get("To"); to == "" || to == m.To {
				list = append(list, m)
			}
		}
		writeJSON(w, http.StatusOK, map[string]any{"messages": list, "page": 0, "page_size": len(list)})
	default:
		twilioError(w, http.StatusMethodNotAllowed, 20004, "Method not allowed")
	}
}

func twilioError(w http.ResponseWriter, status, code int, msg string) {
	writeJSON(w, status, map[string]any{"code": code, "message": msg, "status": status})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
