package socials

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"go.uber.org/zap"
	"golang.org/x/oauth2"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/socialconnection"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
)

// TweetEvery is the least time between two tweets of one player.
const TweetEvery = 24 * time.Hour

var tweetTexts = map[string]string{
	"en": "I'm opening CS2 cases on Casefront, provably fair. Join me: %s",
	"ru": "Открываю кейсы CS2 на Casefront, с доказуемой честностью. Присоединяйся: %s",
	"de": "Ich öffne CS2-Cases auf Casefront, nachweislich fair. Mach mit: %s",
	"es": "Estoy abriendo cajas de CS2 en Casefront, con equidad demostrable. Únete: %s",
	"fr": "J'ouvre des caisses CS2 sur Casefront, équitables et vérifiables. Rejoins-moi : %s",
	"br": "Estou abrindo caixas de CS2 na Casefront, com justiça comprovável. Vem comigo: %s",
	"pl": "Otwieram skrzynki CS2 na Casefront, uczciwie i sprawdzalnie. Dołącz: %s",
	"tr": "Casefront'ta kanıtlanabilir adil CS2 kasaları açıyorum. Sen de katıl: %s",
	"cn": "我在 Casefront 开 CS2 箱子，公平可验证。一起来：%s",
	"jp": "Casefront で公正性を検証できる CS2 ケースを開けています。一緒にどう？ %s",
	"kr": "Casefront에서 공정성이 증명되는 CS2 케이스를 열고 있어요. 함께해요: %s",
}

func (s *Service) tweetText(u *ent.User) string {
	link := s.BaseURL
	if u.PartnerCode != nil {
		link += "/ref-" + *u.PartnerCode
	}
	t, ok := tweetTexts[u.Lang]
	if !ok {
		t = tweetTexts["en"]
	}
	return fmt.Sprintf(t, link)
}

// PublishTweet publishes the site's tweet with the actor's link through
// their connected twitter account (POST /me/publish-tweet, mutation
// publishTweet), at most once per TweetEvery. The slot is taken before
// the call, so parallel requests publish once; a failed call gives it back.
func (s *Service) PublishTweet(ctx context.Context, a *actor.Actor) (*View, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	u, err := s.DB.User.Get(ctx, a.UserID)
	if err != nil {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	if err := actor.CanPlayRow(u, now); err != nil {
		return nil, err
	}
	sc, err := s.DB.SocialConnection.Query().Where(socialconnection.UserID(u.ID), socialconnection.Service("twitter")).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, refuse("twitter_not_connected", "connect twitter first")
	} else if err != nil {
		return nil, err
	}
	cfg, p, err := s.oauth("twitter")
	if err != nil {
		return nil, err
	}
	n, err := s.DB.SocialConnection.Update().Where(socialconnection.ID(sc.ID),
		socialconnection.Or(socialconnection.TweetedAtIsNil(), socialconnection.TweetedAtLT(now.Add(-TweetEvery)))).
		SetTweetedAt(now).Save(ctx)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		wait := TweetEvery
		if sc.TweetedAt != nil {
			wait = sc.TweetedAt.Add(TweetEvery).Sub(now)
		}
		return nil, apperr.RateLimited.Msg("one tweet a day").With("retry_after_seconds", int(wait.Seconds())+1)
	}
	id, err := s.tweet(ctx, cfg, p.APIURL, sc, s.tweetText(u))
	if err != nil {
		s.log().Info("tweet not published", zap.Int("user", u.ID), zap.Error(err))
		back := s.DB.SocialConnection.Update().Where(socialconnection.ID(sc.ID), socialconnection.TweetedAt(now))
		if sc.TweetedAt != nil {
			back.SetTweetedAt(*sc.TweetedAt)
		} else {
			back.ClearTweetedAt()
		}
		if err := back.Exec(ctx); err != nil {
			return nil, err
		}
		return nil, apperr.SocialUnavailable.Msg("twitter did not publish the tweet, try again").With("service", "twitter")
	}
	if err := s.DB.SocialConnection.UpdateOneID(sc.ID).SetTweetID(id).Exec(ctx); err != nil {
		return nil, err
	}
	return s.view(ctx, s.DB, u.ID, now)
}

// tweet posts text (twitter API v2 POST /2/tweets) with the account's
// token, refreshed (and stored again) when it has expired.
func (s *Service) tweet(ctx context.Context, cfg *oauth2.Config, api string, sc *ent.SocialConnection, text string) (string, error) {
	raw, err := open(s.Cfg.TokenKey, sc.Token)
	if err != nil {
		return "", err
	}
	var tok oauth2.Token
	if err := json.Unmarshal(raw, &tok); err != nil {
		return "", err
	}
	hctx := context.WithValue(ctx, oauth2.HTTPClient, s.http())
	src := cfg.TokenSource(hctx, &tok)
	fresh, err := src.Token()
	if err != nil {
		return "", err
	}
	if fresh.AccessToken != tok.AccessToken {
		if b, err := json.Marshal(fresh); err == nil {
			if sealed, err := seal(s.Cfg.TokenKey, b); err == nil {
				_ = s.DB.SocialConnection.UpdateOneID(sc.ID).SetToken(sealed).Exec(ctx)
			}
		}
	}
	body, _ := json.Marshal(map[string]string{"text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, api+"/2/tweets", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := oauth2.NewClient(hctx, oauth2.StaticTokenSource(fresh)).Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	out, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusCreated && res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("POST /2/tweets answered %d", res.StatusCode)
	}
	var r struct{ Data struct{ ID string } }
	if err := json.Unmarshal(out, &r); err != nil || r.Data.ID == "" {
		return "", fmt.Errorf("POST /2/tweets answered no id")
	}
	return r.Data.ID, nil
}
