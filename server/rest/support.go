package rest

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/support"
)

// Support tickets (spec 7 "Support"): the zendesk-shaped paths, answered
// by our own tickets.

func (h *Handler) supportRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.SupportCreate.Name, h.supportCreate, ratelimit.SupportCreate.PerMinute},
		{"POST", ratelimit.SupportComment.Name, h.supportComment, ratelimit.SupportComment.PerMinute},
		{"GET", "/zendesk/jwt", h.supportJWT, 30},
		{"GET", "/zendesk/list_search_custom", h.supportList, 0},
		{"GET", "/zendesk/ticket", h.supportTicket, 0},
		{"GET", "/zendesk/ticket_comments", h.supportComments, 0},
	}
}

// multipartRoutes take a multipart/form-data body (text fields and
// files[]) as well as JSON.
var multipartRoutes = map[string]bool{"/zendesk/create": true, "/zendesk/comment": true}

func isMultipart(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return r.Method == http.MethodPost && mt == "multipart/form-data"
}

// multipartMemory is how much of a multipart body is held in memory; the
// rest of the files wait in temporary files, removed after the request.
const multipartMemory = 8 << 20

// readMultipart reads the query string and a multipart body of at most
// support.MaxUpload bytes: its text fields as parameters, its files[]
// (or files) as uploads, each read up to one byte over the cap so the
// service can tell it is too large.
func readMultipart(w http.ResponseWriter, r *http.Request) (*params, error) {
	p := &params{q: r.URL.Query(), body: map[string]any{}}
	for k, vs := range p.q {
		for _, v := range append([]string{k}, vs...) {
			if err := checkText(k, v); err != nil {
				return nil, err
			}
		}
	}
	r.Body = http.MaxBytesReader(w, r.Body, support.MaxUpload)
	if err := r.ParseMultipartForm(multipartMemory); err != nil {
		var big *http.MaxBytesError
		if errors.As(err, &big) {
			return nil, apperr.PayloadTooLarge.Msg("the files are larger than %d MB in all", support.MaxUpload>>20).With("limit", support.MaxUpload)
		}
		return nil, apperr.Validation.Msg("the request body is not valid multipart/form-data")
	}
	form := r.MultipartForm
	defer form.RemoveAll()
	for k, vs := range form.Value {
		if len(vs) == 0 {
			continue
		}
		if err := checkText(k, k); err != nil {
			return nil, err
		}
		if err := checkText(k, vs[0]); err != nil {
			return nil, err
		}
		p.q.Set(k, vs[0]) // text fields read as the query string's (numbers in decimal)
	}
	heads := append(form.File["files[]"], form.File["files"]...)
	if len(heads) > support.MaxFiles {
		return nil, apperr.Validation.Msg("at most %d files per message", support.MaxFiles).With("field", "files").With("max", support.MaxFiles)
	}
	for _, fh := range heads {
		f, err := fh.Open()
		if err != nil {
			return nil, apperr.Validation.Msg("a file could not be read").With("field", "files")
		}
		data, err := io.ReadAll(io.LimitReader(f, support.MaxFileSize+1))
		f.Close()
		if err != nil {
			return nil, apperr.Validation.Msg("a file could not be read").With("field", "files")
		}
		p.files = append(p.files, support.Upload{Name: fh.Filename, Data: data})
	}
	return p, nil
}

type supportTicketView struct {
	ID        int       `json:"id"`
	Subject   string    `json:"subject"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

type supportFileView struct {
	ID          int    `json:"id"`
	Name        string `json:"file_name"`
	ContentType string `json:"content_type"`
	Size        int64  `json:"size"`
	URL         string `json:"content_url"`
}

type supportCommentView struct {
	ID          int               `json:"id"`
	TicketID    int               `json:"ticket_id"`
	Body        string            `json:"body"`
	IsStaff     bool              `json:"is_staff"`
	CreatedAt   time.Time         `json:"created_at"`
	Attachments []supportFileView `json:"attachments"`
}

func ticketOf(t *ent.SupportTicket) supportTicketView {
	return supportTicketView{ID: t.ID, Subject: t.Subject, Status: string(t.Status), CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
}

func (h *Handler) commentOf(r *http.Request, c *ent.SupportComment) (supportCommentView, error) {
	v := supportCommentView{ID: c.ID, TicketID: c.TicketID, Body: c.Body, IsStaff: c.IsStaff, CreatedAt: c.CreatedAt,
		Attachments: []supportFileView{}}
	for _, a := range c.Edges.Attachments {
		url, err := h.Support.Link(r.Context(), a)
		if err != nil {
			return v, err
		}
		v.Attachments = append(v.Attachments, supportFileView{ID: a.ID, Name: a.Name, ContentType: a.ContentType, Size: a.Size, URL: url})
	}
	return v, nil
}

func (h *Handler) commentsOf(r *http.Request, cs []*ent.SupportComment) ([]supportCommentView, error) {
	out := make([]supportCommentView, 0, len(cs))
	for _, c := range cs {
		v, err := h.commentOf(r, c)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// body is the message: body, else comment or description (the names
// zendesk-shaped callers use).
func supportBody(p *params) string {
	for _, k := range []string{"body", "comment", "description"} {
		if v := p.str(k); strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

func ticketID(p *params) (int, error) {
	for _, k := range []string{"ticket_id", "id"} {
		if p.has(k) {
			id, err := p.int(k, 0)
			if err != nil {
				return 0, err
			}
			if id <= 0 {
				return 0, apperr.Validation.Msg("%s must be a ticket id", k).With("field", k)
			}
			return id, nil
		}
	}
	return 0, apperr.Validation.Msg("ticket_id is required").With("field", "ticket_id")
}

func (h *Handler) supportCreate(w http.ResponseWriter, r *http.Request, p *params) error {
	th, err := h.Support.Create(r.Context(), actor.From(r.Context()), p.str("subject"), supportBody(p), p.files)
	if err != nil {
		return err
	}
	cs, err := h.commentsOf(r, th.Comments)
	if err != nil {
		return err
	}
	ok(w, supportThreadView{Ticket: ticketOf(th.Ticket), Comments: cs})
	return nil
}

// supportThreadView is a new ticket and its first comment.
type supportThreadView struct {
	Ticket   supportTicketView    `json:"ticket"`
	Comments []supportCommentView `json:"comments"`
}

func (h *Handler) supportComment(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := ticketID(p)
	if err != nil {
		return err
	}
	c, err := h.Support.Comment(r.Context(), actor.From(r.Context()), id, supportBody(p), p.files)
	if err != nil {
		return err
	}
	v, err := h.commentOf(r, c)
	if err != nil {
		return err
	}
	ok(w, v)
	return nil
}

func (h *Handler) supportJWT(w http.ResponseWriter, r *http.Request, _ *params) error {
	a := actor.From(r.Context())
	if err := a.Require(); err != nil {
		return err
	}
	u, err := h.Users.Me(r.Context(), a)
	if err != nil {
		return err
	}
	tok, err := h.Support.Widget(r.Context(), a, u.Nickname)
	if err != nil {
		return err
	}
	ok(w, supportWidgetView{JWT: tok.Token, ExpiresAt: tok.ExpiresAt})
	return nil
}

// supportWidgetView is the support widget's sign-in token.
type supportWidgetView struct {
	JWT       string    `json:"jwt"`
	ExpiresAt time.Time `json:"expires_at"`
}

func (h *Handler) supportList(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(20)
	if err != nil {
		return err
	}
	if page < 1 {
		return apperr.Validation.Msg("page must be at least 1").With("field", "page")
	}
	q := p.str("query")
	if q == "" {
		q = p.str("search")
	}
	rows, total, err := h.Support.List(r.Context(), actor.From(r.Context()), q, false, limit, (page-1)*limit)
	if err != nil {
		return err
	}
	out := make([]supportTicketView, len(rows))
	for i, t := range rows {
		out[i] = ticketOf(t)
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}

func (h *Handler) supportTicket(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := ticketID(p)
	if err != nil {
		return err
	}
	t, err := h.Support.Ticket(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, ticketOf(t))
	return nil
}

func (h *Handler) supportComments(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := ticketID(p)
	if err != nil {
		return err
	}
	th, err := h.Support.Thread(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	cs, err := h.commentsOf(r, th.Comments)
	if err != nil {
		return err
	}
	ok(w, cs)
	return nil
}
