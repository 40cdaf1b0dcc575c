package psp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/payments/sandbox"
)

// WebhookAttempts is how often a webhook is tried before it is given up:
// with River's backoff (attempt^4 seconds) the last try comes about four
// hours after the first.
const WebhookAttempts = 10

// WebhookArgs is a webhook delivery job: the event, fixed when the status
// changed, and where it goes. Every attempt sends the same body, signed
// afresh.
type WebhookArgs struct {
	CallbackURL string        `json:"callback_url"`
	Event       sandbox.Event `json:"event"`
}

func (WebhookArgs) Kind() string { return "sandbox_psp_webhook" }

func (WebhookArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: WebhookAttempts}
}

type webhookWorker struct {
	river.WorkerDefaults[WebhookArgs]
	secret []byte
	hc     *http.Client
	now    func() time.Time
	log    *zap.Logger
}

func (w *webhookWorker) Timeout(*river.Job[WebhookArgs]) time.Duration { return 30 * time.Second }

// Work POSTs the event; anything but a 2xx answer is an error, so River
// tries again later.
func (w *webhookWorker) Work(ctx context.Context, job *river.Job[WebhookArgs]) error {
	body, err := json.Marshal(job.Args.Event)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, job.Args.CallbackURL, bytes.NewReader(body))
	if err != nil {
		// A URL that cannot make a request never will: stop retrying.
		return river.JobCancel(fmt.Errorf("callback url: %w", err))
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "casefront-sandbox-psp/1")
	req.Header.Set(sandbox.SignatureHeader, sandbox.Sign(w.secret, w.now(), body))
	resp, err := w.hc.Do(req)
	if err != nil {
		return fmt.Errorf("deliver %s (%s): %w", job.Args.Event.ID, job.Args.Event.Type, err)
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("deliver %s (%s): callback answered %d", job.Args.Event.ID, job.Args.Event.Type, resp.StatusCode)
	}
	w.log.Debug("webhook delivered", zap.String("event", job.Args.Event.ID), zap.String("type", job.Args.Event.Type),
		zap.Int("attempt", job.Attempt))
	return nil
}
