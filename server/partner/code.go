package partner

import (
	"context"
	"regexp"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	entpromo "github.com/casefront/casefront/ent/promo"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Code rules (docs/partner.md): 3 to 16 letters, digits, _ or -, starting
// with a letter or digit; stored upper case, so uniqueness ignores case.
var codeFormat = regexp.MustCompile(`^[A-Z0-9][A-Z0-9_-]{2,15}$`)

// MaxCodeSaves is how many times a player may save a code (the first save
// counts): a partner's links live in videos and posts, so a code is meant
// to stay, and a code freed by a change cannot be taken back at will.
const MaxCodeSaves = 3

// reserved are words no player's code may contain: the site's and staff's
// names (a code is shown to referrals as a recommendation) and the
// offensive words of the main languages, matched on the code with _ and -
// removed.
var reserved = []string{
	"ADMIN", "CASEFRONT", "MODERATOR", "SUPPORT", "OFFICIAL", "STAFF", "SYSTEM", "ROOT", "HELPDESK",
	"NULL", "UNDEFINED", "STEAM", "VALVE",
	"FUCK", "SHIT", "CUNT", "BITCH", "NIGGER", "NIGGA", "FAGGOT", "WHORE", "RETARD", "NAZI", "HITLER",
	"PUTA", "PUTO", "MERDA", "CAZZO", "SCHEISSE", "HURENSOHN", "KURWA", "BLYAT", "SUKA", "PIZDA", "HUY", "XUY",
	"PORN", "RAPE",
}

// CodeProblem says why code (normalized) may not be saved, "" when it may:
// format, reserved.
func CodeProblem(code string) string {
	if !codeFormat.MatchString(code) {
		return "format"
	}
	flat := strings.NewReplacer("_", "", "-", "").Replace(code)
	for _, w := range reserved {
		if strings.Contains(flat, w) {
			return "reserved"
		}
	}
	return ""
}

// CodeCheck is the answer to a live availability check.
type CodeCheck struct {
	Code      string
	Available bool
	Reason    string // format, reserved, taken, no_changes_left; "" when available
}

// CheckCode says whether the actor may save code now. It writes nothing;
// SaveCode decides again under the lock.
func (s *Service) CheckCode(ctx context.Context, a *actor.Actor, code string) (CodeCheck, error) {
	if err := s.allowed(a); err != nil {
		return CodeCheck{}, err
	}
	c := CodeCheck{Code: NormalizeCode(code)}
	u, err := s.DB.User.Query().Where(user.ID(a.UserID)).Select(user.FieldPartnerCode, user.FieldPartnerCodeSaves).Only(ctx)
	if err != nil {
		return CodeCheck{}, err
	}
	if u.PartnerCode != nil && *u.PartnerCode == c.Code {
		c.Available = true
		return c, nil
	}
	if c.Reason = CodeProblem(c.Code); c.Reason != "" {
		return c, nil
	}
	if u.PartnerCodeSaves >= MaxCodeSaves {
		c.Reason = "no_changes_left"
		return c, nil
	}
	taken, err := codeTaken(ctx, s.DB, a.UserID, c.Code)
	if err != nil {
		return CodeCheck{}, err
	}
	if taken {
		c.Reason = "taken"
		return c, nil
	}
	c.Available = true
	return c, nil
}

// codeTaken reports whether another player's code, or any promo code but
// the player's own partner code, is code.
func codeTaken(ctx context.Context, c *ent.Client, userID int, code string) (bool, error) {
	if n, err := c.User.Query().Where(user.PartnerCode(code), user.IDNEQ(userID)).Exist(ctx); err != nil || n {
		return n, err
	}
	return c.Promo.Query().Where(entpromo.Code(code),
		entpromo.Not(entpromo.And(entpromo.TypeEQ(entpromo.TypePartner), entpromo.PartnerID(userID)))).Exist(ctx)
}

// SaveCode sets the actor's referral code. Under the player's lock: the
// code passes CodeProblem, a save is left, no one else has it (the unique
// indexes settle two players saving one code at once: the second is told
// it is taken). The player's partner promo code follows it, so that a
// typed code (the partner promo type) and ref-{code} both bind to the
// partner; the old code stops working at once (its promo row goes, and no
// player has it), which docs/partner.md tells partners before they change.
// Saving the current code again changes nothing and uses no save.
func (s *Service) SaveCode(ctx context.Context, a *actor.Actor, code string) (*ent.User, error) {
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	norm := NormalizeCode(code)
	if p := CodeProblem(norm); p != "" {
		return nil, apperr.PartnerCodeInvalid.Msg("a code is 3 to 16 letters, digits, _ or -, and no reserved word").
			With("field", "code").With("reason", p)
	}
	var out *ent.User
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if u.PartnerCode != nil && *u.PartnerCode == norm {
			out = u
			return nil
		}
		if u.PartnerCodeSaves >= MaxCodeSaves {
			return apperr.PartnerCodeNoChanges.Msg("a code may be saved %d times", MaxCodeSaves).With("field", "code")
		}
		if taken, err := codeTaken(ctx, tx.Client(), u.ID, norm); err != nil {
			return err
		} else if taken {
			return apperr.PartnerCodeTaken.With("field", "code")
		}
		if _, err := tx.Promo.Delete().Where(entpromo.TypeEQ(entpromo.TypePartner), entpromo.PartnerID(u.ID)).Exec(ctx); err != nil {
			return err
		}
		if err := tx.User.UpdateOneID(u.ID).SetPartnerCode(norm).AddPartnerCodeSaves(1).Exec(ctx); err != nil {
			return err
		}
		if err := tx.Promo.Create().SetCode(norm).SetType(entpromo.TypePartner).SetPartnerID(u.ID).
			SetCreatedAt(s.now()).Exec(ctx); err != nil {
			return err
		}
		out, err = store.LockUser(ctx, tx, u.ID)
		return err
	})
	if ent.IsConstraintError(err) {
		return nil, apperr.PartnerCodeTaken.With("field", "code")
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
