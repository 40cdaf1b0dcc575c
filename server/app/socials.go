package app

import (
	"net/http"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/socials"
	socialsandbox "github.com/casefront/casefront/server/socials/sandbox"
)

// socialsDomain adds the socials (docs/socials.md) to the services and
// their mail and SMS workers to the queue.
func (a *App) socialsDomain(env play.Env) {
	cfg := a.Cfg
	s := &socials.Service{DB: a.DB.Client, Jobs: a.Jobs, Events: a.Events, Cfg: cfg.Socials, BaseURL: cfg.BaseURL,
		Log: a.Log, Now: env.Clock.Now, DevMail: !cfg.Production()}
	socials.Register(a.Jobs, s)
	a.Services.Socials = s
}

// mountSocialsSandbox serves the stand-ins of the social services' OAuth
// providers under /sandbox/oauth and of the SMS gateway under
// /sandbox/sms when SOCIALS_SANDBOX is on; otherwise those paths are a
// plain 404.
func (a *App) mountSocialsSandbox(mux *http.ServeMux) {
	cfg := a.Cfg.Socials
	if !cfg.Sandbox {
		mux.Handle("/sandbox/oauth/", http.NotFoundHandler())
		mux.Handle("/sandbox/sms/", http.NotFoundHandler())
		return
	}
	clients := map[string]socialsandbox.Client{}
	for svc, p := range cfg.Providers {
		if p.AuthURL == a.Cfg.BaseURL+"/sandbox/oauth/"+svc+"/authorize" {
			clients[svc] = socialsandbox.Client{ID: p.ClientID, Secret: p.ClientSecret}
		}
	}
	a.OAuthSandbox = socialsandbox.NewOAuth("/sandbox/oauth", clients)
	mux.Handle("/sandbox/oauth/", a.OAuthSandbox)
	a.SMSSandbox = &socialsandbox.SMS{Prefix: "/sandbox/sms", AccountSID: cfg.SMS.AccountSID, AuthToken: cfg.SMS.AuthToken}
	mux.Handle("/sandbox/sms/", a.SMSSandbox)
	if a.Cfg.Production() {
		a.Log.Warn("the socials sandbox is on (SOCIALS_SANDBOX=1): services without credentials link sandbox accounts")
	}
	a.Log.Debug("socials sandbox mounted", zap.Int("services", len(clients)))
}
