package app_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/support"
)

func supportForm(t *testing.T, fields map[string]string, files map[string][]byte) (string, io.Reader) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	for name, data := range files {
		f, err := w.CreateFormFile("files[]", name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = f.Write(data)
	}
	_ = w.Close()
	return w.FormDataContentType(), &b
}

type supportCreated struct {
	Data struct {
		Ticket struct {
			ID     int    `json:"id"`
			Status string `json:"status"`
		} `json:"ticket"`
		Comments []struct {
			Attachments []struct {
				ID          int    `json:"id"`
				Name        string `json:"file_name"`
				ContentType string `json:"content_type"`
				URL         string `json:"content_url"`
			} `json:"attachments"`
		} `json:"comments"`
	} `json:"data"`
}

// POST /zendesk/create with a PNG and a renamed executable: refused with
// api.validation; with the PNG alone: a ticket whose file downloads on its
// link. Another player finds neither the ticket (REST, GraphQL) nor the
// file. A staff answer reaches the player's subscription.
func TestSupportTicketOverRESTAndLive(t *testing.T) {
	s := startServer(t, nil)
	u, tok := s.player(t, 0)
	_, otherTok := s.player(t, 0)
	var png_ bytes.Buffer
	_ = png.Encode(&png_, image.NewGray(image.Rect(0, 0, 3, 3)))
	exe := append([]byte("MZ\x90\x00\x03"), make([]byte, 200)...)

	ct, body := supportForm(t, map[string]string{"subject": "Withdrawal stuck", "body": "pending since yesterday"},
		map[string][]byte{"shot.png": png_.Bytes(), "tool.png": exe})
	r := s.do(t, http.MethodPost, "/api/zendesk/create", tok, ct, body)
	wantAPIError(t, r, http.StatusUnprocessableEntity, "api.validation")
	if !bytes.Contains(r.Body, []byte("tool.png is not an image")) {
		t.Fatalf("refusal does not name the file: %s", r)
	}

	ct, body = supportForm(t, map[string]string{"subject": "Withdrawal stuck", "body": "pending since yesterday"},
		map[string][]byte{"shot.png": png_.Bytes()})
	created := decodeAs[supportCreated](t, s.do(t, http.MethodPost, "/api/zendesk/create", tok, ct, body), http.StatusOK)
	id := created.Data.Ticket.ID
	att := created.Data.Comments[0].Attachments
	if created.Data.Ticket.Status != "new" || len(att) != 1 || att[0].ContentType != "image/png" {
		t.Fatalf("created %+v", created)
	}
	res, err := http.Get(att[0].URL)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !bytes.Equal(got, png_.Bytes()) {
		t.Fatalf("download %d", res.StatusCode)
	}

	q := "?id=" + strconv.Itoa(id)
	decodeAs[map[string]any](t, s.get(t, "/api/zendesk/ticket"+q, tok), http.StatusOK)
	for _, path := range []string{"/api/zendesk/ticket", "/api/zendesk/ticket_comments"} {
		wantAPIError(t, s.get(t, path+q, otherTok), http.StatusNotFound, "api.not_found")
	}
	wantAPIError(t, s.postJSON(t, "/api/zendesk/comment", otherTok, map[string]any{"ticket_id": id, "body": "mine?"}), http.StatusNotFound, "api.not_found")
	var node struct {
		Node *struct{ ID string } `json:"node"`
	}
	s.graphql(t, otherTok, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": id}).into(t, &node)
	if node.Node != nil {
		t.Fatal("another player sees the ticket by node(id)")
	}
	var one struct {
		SupportTicket *struct{ ID string } `json:"supportTicket"`
	}
	s.graphql(t, otherTok, `query($id: ID!) { supportTicket(id: $id) { id } }`, map[string]any{"id": id}).into(t, &one)
	if one.SupportTicket != nil {
		t.Fatal("another player reads the ticket")
	}

	// The player's comments, JSON and multipart, then the staff answer, live.
	decodeAs[map[string]any](t, s.postJSON(t, "/api/zendesk/comment", tok, map[string]any{"ticket_id": id, "body": "any news?"}), http.StatusOK)
	ct, body = supportForm(t, map[string]string{"ticket_id": strconv.Itoa(id), "body": "another shot"}, map[string][]byte{"two.png": png_.Bytes()})
	decodeAs[map[string]any](t, s.do(t, http.MethodPost, "/api/zendesk/comment", tok, ct, body), http.StatusOK)
	mod, modTok := s.player(t, 0)
	s.App.DB.User.UpdateOneID(mod.ID).SetRole(user.RoleModerator).ExecX(context.Background())
	ws := connectWS(t, s, "graphql-transport-ws", tok)
	defer ws.Close()
	ws.subscribe("1", `subscription { supportTicketChanged { ticket { id status } comment { body isStaff } } }`)
	s.subscribed(t, support.Topic(u.ID))
	if c := s.graphql(t, tok, `mutation($id: ID!) { replySupportTicket(ticketId: $id, body: "self-answer") { id } }`, map[string]any{"id": id}).code(t); c != "api.forbidden" {
		t.Fatalf("a player answered as staff: %s", c)
	}
	s.graphql(t, modTok, `mutation($id: ID!) { replySupportTicket(ticketId: $id, body: "Sent again", status: solved) { id } }`, map[string]any{"id": id}).into(t, &struct{}{})
	var ev struct {
		SupportTicketChanged struct {
			Ticket  struct{ ID, Status string }
			Comment *struct {
				Body    string
				IsStaff bool
			}
		} `json:"supportTicketChanged"`
	}
	if !ws.nextData("1", 5*time.Second, &ev) || ev.SupportTicketChanged.Ticket.Status != "solved" ||
		ev.SupportTicketChanged.Comment == nil || ev.SupportTicketChanged.Comment.Body != "Sent again" || !ev.SupportTicketChanged.Comment.IsStaff {
		t.Fatalf("live answer: %+v", ev)
	}
	s.noErrorLogs(t)
}
