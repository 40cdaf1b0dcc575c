package config

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Socials is what server/socials talks to: the SMTP server confirmation
// mails go through, the OAuth 2.0 providers of the four services, the SMS
// gateway, and the rewards (docs/socials.md).
type Socials struct {
	// SMTP_URL: smtp://[user:pass@]host:port (STARTTLS when offered) or
	// smtps://... (TLS). Empty: no mail server; in development the mail is
	// written to the log instead, in production subscribing is refused.
	SMTPURL string
	// MAIL_FROM: the sender of the confirmation mails.
	MailFrom string
	// SOCIALS_SANDBOX: the built-in OAuth provider and SMS gateway, mounted
	// under /sandbox/oauth and /sandbox/sms, stand in for every service
	// without credentials. Default on for a local BASE_URL, like the
	// sandbox PSP.
	Sandbox bool
	// Providers by service (twitter, discord, youtube, telegrambot): a
	// service without one is not offered.
	Providers map[string]OAuthProvider
	// SMS is a Twilio-compatible Messages API.
	SMS SMSGateway
	// SOCIAL_REWARD_EMAIL_CRYSTALS, SOCIAL_REWARD_TWITTER_CRYSTALS.
	RewardEmail, RewardTwitter int64
	// TokenKey seals the services' OAuth tokens at rest (derived from
	// JWT_SECRET).
	TokenKey []byte
	// CodeKey keys the hashes of SMS codes (derived from JWT_SECRET).
	CodeKey []byte
}

// OAuthProvider is one service's OAuth 2.0 client and API root.
type OAuthProvider struct {
	ClientID, ClientSecret string
	AuthURL, TokenURL      string
	// APIURL is the root the account's profile (and, for twitter, tweets)
	// is read from, in the service's own API shape.
	APIURL string
	Scopes []string
}

// SMSGateway is a Twilio-compatible Messages API: POST
// {URL}/2010-04-01/Accounts/{AccountSID}/Messages.json.
type SMSGateway struct {
	URL, AccountSID, AuthToken, From string
}

// SocialServices are the services a player may connect, in display order.
var SocialServices = []string{"twitter", "discord", "youtube", "telegrambot"}

// The services' own endpoints. Telegram has no OAuth 2.0 of its own: a
// bridge speaking OpenID Connect (an /userinfo with sub and
// preferred_username) is configured by its URLs.
var socialDefaults = map[string]OAuthProvider{
	"twitter": {AuthURL: "https://twitter.com/i/oauth2/authorize", TokenURL: "https://api.twitter.com/2/oauth2/token",
		APIURL: "https://api.twitter.com", Scopes: []string{"tweet.read", "tweet.write", "users.read", "offline.access"}},
	"discord": {AuthURL: "https://discord.com/oauth2/authorize", TokenURL: "https://discord.com/api/oauth2/token",
		APIURL: "https://discord.com/api", Scopes: []string{"identify"}},
	"youtube": {AuthURL: "https://accounts.google.com/o/oauth2/v2/auth", TokenURL: "https://oauth2.googleapis.com/token",
		APIURL: "https://www.googleapis.com", Scopes: []string{"https://www.googleapis.com/auth/youtube.readonly"}},
	"telegrambot": {Scopes: []string{"openid", "profile"}},
}

func (c *Config) loadSocials(get func(k, def string) string) error {
	s := &c.Socials
	s.SMTPURL = get("SMTP_URL", "")
	if s.SMTPURL != "" {
		u, err := url.Parse(s.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" || u.Port() == "" {
			return fmt.Errorf("config: SMTP_URL must be smtp://host:port or smtps://host:port, got %q", s.SMTPURL)
		}
	}
	host := "localhost"
	if u, err := url.Parse(c.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	s.MailFrom = get("MAIL_FROM", "Casefront <no-reply@"+host+">")
	var err error
	if s.Sandbox, err = onOff("SOCIALS_SANDBOX", get("SOCIALS_SANDBOX", ""), !c.Production()); err != nil {
		return err
	}
	sandbox := strings.TrimRight(c.BaseURL, "/") + "/sandbox/oauth/"
	s.Providers = map[string]OAuthProvider{}
	for _, svc := range SocialServices {
		env := strings.ToUpper(svc) + "_"
		p := socialDefaults[svc]
		p.ClientID, p.ClientSecret = get(env+"CLIENT_ID", ""), get(env+"CLIENT_SECRET", "")
		p.AuthURL = get(env+"AUTH_URL", p.AuthURL)
		p.TokenURL = get(env+"TOKEN_URL", p.TokenURL)
		p.APIURL = strings.TrimRight(get(env+"API_URL", p.APIURL), "/")
		switch {
		case p.ClientID != "" && p.AuthURL != "" && p.TokenURL != "" && p.APIURL != "":
		case p.ClientID == "" && s.Sandbox:
			p.ClientID, p.ClientSecret = "casefront-"+svc, derive(c.JWTSecret, "sandbox oauth "+svc)
			p.AuthURL, p.TokenURL, p.APIURL = sandbox+svc+"/authorize", sandbox+svc+"/token", sandbox+svc+"/api"
		case p.ClientID != "":
			return fmt.Errorf("config: %sCLIENT_ID is set but %sAUTH_URL, TOKEN_URL or API_URL is missing", env, env)
		default:
			continue // not offered
		}
		s.Providers[svc] = p
	}
	s.SMS = SMSGateway{URL: strings.TrimRight(get("TWILIO_API_URL", "https://api.twilio.com"), "/"),
		AccountSID: get("TWILIO_ACCOUNT_SID", ""), AuthToken: get("TWILIO_AUTH_TOKEN", ""), From: get("SMS_FROM", "")}
	if s.SMS.AccountSID == "" && s.Sandbox {
		s.SMS = SMSGateway{URL: strings.TrimRight(c.BaseURL, "/") + "/sandbox/sms", AccountSID: "ACsandbox",
			AuthToken: derive(c.JWTSecret, "sandbox sms token"), From: "+15005550006"}
	}
	for k, dst := range map[string]*int64{"SOCIAL_REWARD_EMAIL_CRYSTALS": &s.RewardEmail, "SOCIAL_REWARD_TWITTER_CRYSTALS": &s.RewardTwitter} {
		n, err := strconv.ParseInt(get(k, "50"), 10, 64)
		if err != nil || n < 0 || n > 1_000_000 {
			return fmt.Errorf("config: %s must be a whole number of crystals from 0 to 1000000", k)
		}
		*dst = n
	}
	s.TokenKey = []byte(derive(c.JWTSecret, "socials token key")[:32])
	s.CodeKey = []byte(derive(c.JWTSecret, "socials code key"))
	return nil
}

// onOff reads a 1/0 switch, def when empty.
func onOff(name, v string, def bool) (bool, error) {
	switch strings.ToLower(v) {
	case "":
		return def, nil
	case "1", "true", "on", "yes":
		return true, nil
	case "0", "false", "off", "no":
		return false, nil
	}
	return false, fmt.Errorf("config: %s must be 1 or 0, got %q", name, v)
}
