package ent

// Not generated: a player's balances are ledger accounts (Account rows), and
// a User carries them as loaded fields (template/balances.tmpl), filled by
// every read of users: the interceptor and hook below for Ent's queries and
// saves, ScanWithAccounts for the hot paths' own statements (store.LockUser,
// store.UserByID). The ledger keeps them current on the row a game locked.

import (
	"context"
	"database/sql"
	"fmt"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent/account"
	"github.com/casefront/casefront/internal/money"
)

// UserAccount is one account of a user as read with the row.
type UserAccount struct {
	ID       int
	Currency string
	Balance  int64
}

// Account returns the user's account in a currency (false when it has none:
// a balance of zero).
func (u *User) Account(currency string) (UserAccount, bool) {
	for _, a := range u.Accounts {
		if a.Currency == currency {
			return a, true
		}
	}
	return UserAccount{}, false
}

// PutAccount records an account's balance on the row (the caller's copy).
func (u *User) PutAccount(a UserAccount) {
	found := false
	for i := range u.Accounts {
		if u.Accounts[i].Currency == a.Currency {
			u.Accounts[i], found = a, true
			break
		}
	}
	if !found {
		u.Accounts = append(u.Accounts, a)
	}
	switch a.Currency {
	case "money":
		u.Balance = money.Cents(a.Balance)
	case "partner":
		u.PartnerBalance = money.Cents(a.Balance)
	case "crystals":
		u.Crystals = a.Balance
	case "bullets":
		u.Bullets = a.Balance
	case "candies":
		u.Candies = a.Balance
	case "event":
		u.EventBalance = a.Balance
	}
}

// accountsLoaded marks the row read with its accounts (it may have none).
func (u *User) accountsLoaded() {
	if u.Accounts == nil {
		u.Accounts = make([]UserAccount, 0, 2)
	}
}

// ScanWithAccounts reads a user from the rows of
//
//	SELECT users.<user.Columns>, accounts.id, accounts.currency, accounts.balance
//	FROM users LEFT JOIN accounts ON accounts.owner_id = users.id WHERE users.id = ?
//
// the user of the first row with the accounts of all rows. No row is Ent's
// not-found error. The caller closes rows.
func (c *UserClient) ScanWithAccounts(rows *entsql.Rows, columns []string) (*User, error) {
	node := &User{config: c.config}
	values, err := node.scanValues(columns)
	if err != nil {
		return nil, err
	}
	acc := &struct { // one allocation for the holders and the first accounts
		id       entsql.NullInt64
		currency sql.RawBytes
		balance  entsql.NullInt64
		accounts [2]UserAccount
	}{}
	values = append(values, &acc.id, &acc.currency, &acc.balance)
	first := true
	for rows.Next() {
		if err := rows.Scan(values...); err != nil {
			return nil, fmt.Errorf("ent: scan user with accounts: %w", err)
		}
		if first {
			if err := node.assignValues(columns, values[:len(columns)]); err != nil {
				return nil, err
			}
			node.Accounts = acc.accounts[:0]
			first = false
		}
		if acc.id.Valid {
			node.PutAccount(UserAccount{ID: int(acc.id.Int64), Currency: currencyName(acc.currency), Balance: acc.balance.Int64})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if first {
		return nil, &NotFoundError{label: "user"}
	}
	return node, nil
}

// currencyName is the currency a scanned name spells, without a copy for
// the usual ones.
func currencyName(b []byte) string {
	switch string(b) {
	case "money":
		return "money"
	case "partner":
		return "partner"
	case "crystals":
		return "crystals"
	case "bullets":
		return "bullets"
	case "candies":
		return "candies"
	case "event":
		return "event"
	}
	return string(b)
}

// loadAccounts fills the accounts of users read through cfg (in its
// transaction when it has one).
func loadAccounts(ctx context.Context, cfg config, users []*User) error {
	if len(users) == 0 {
		return nil
	}
	byID := make(map[int]*User, len(users))
	ids := make([]int, 0, len(users))
	for _, u := range users {
		u.Accounts = nil
		u.accountsLoaded()
		if _, dup := byID[u.ID]; !dup {
			ids = append(ids, u.ID)
		}
		byID[u.ID] = u
	}
	accounts, err := (&AccountClient{config: cfg}).Query().
		Where(account.OwnerIDIn(ids...)).
		Select(account.FieldID, account.FieldOwnerID, account.FieldCurrency, account.FieldBalance).All(ctx)
	if err != nil {
		return fmt.Errorf("ent: load balances: %w", err)
	}
	for _, a := range accounts {
		if u := byID[*a.OwnerID]; u != nil {
			u.PutAccount(UserAccount{ID: a.ID, Currency: a.Currency, Balance: a.Balance})
		}
	}
	// a user listed twice (the same row read twice in one result) shares the balances
	for _, u := range users {
		if first := byID[u.ID]; first != u {
			u.Accounts = append([]UserAccount(nil), first.Accounts...)
			for _, a := range first.Accounts {
				u.PutAccount(a)
			}
		}
	}
	return nil
}

// UserBalances is the interceptor that reads every queried user with its
// accounts (store.Open installs it with UserBalancesHook).
var UserBalances = InterceptFunc(func(next Querier) Querier {
	return QuerierFunc(func(ctx context.Context, q Query) (Value, error) {
		v, err := next.Query(ctx, q)
		if err != nil {
			return v, err
		}
		if users, ok := v.([]*User); ok {
			uq, ok := q.(*UserQuery)
			if ok && len(users) > 0 {
				if err := loadAccounts(ctx, uq.config, users); err != nil {
					return nil, err
				}
			}
		}
		return v, nil
	})
})

// UserBalancesHook gives a saved user (create, update one) its accounts.
func UserBalancesHook(next Mutator) Mutator {
	return MutateFunc(func(ctx context.Context, m Mutation) (Value, error) {
		v, err := next.Mutate(ctx, m)
		if err != nil {
			return v, err
		}
		if u, ok := v.(*User); ok && u != nil {
			if um, ok := m.(*UserMutation); ok {
				if err := loadAccounts(ctx, um.config, []*User{u}); err != nil {
					return nil, err
				}
			}
		}
		return v, nil
	})
}
