package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/users"
)

// operator is the command line's actor: staff with every role.
var operator = &actor.Actor{UserID: -1, Roles: []string{"admin"}}

const blogUsage = "usage: casefront blog pending | publish-comment ID | unpublish-comment ID | delete-comment ID | publish-post ID | unpublish-post ID"

// blogCommand moderates from the command line what staff moderate in the
// app (a back office will call the same service).
func blogCommand(ctx context.Context, cfg *config.Config, args []string) error {
	if len(args) == 0 || (args[0] != "pending" && len(args) != 2) {
		return usageError{blogUsage}
	}
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	s := &blog.Service{DB: db.Client}
	if args[0] == "pending" {
		list, err := s.Queue(ctx, operator, 100)
		if err != nil {
			return err
		}
		for _, c := range list {
			fmt.Printf("%d\tpost %d\tuser %d\t%s\n", c.ID, c.PostID, c.UserID, strings.ReplaceAll(c.Body, "\n", " "))
		}
		return nil
	}
	id, err := strconv.Atoi(args[1])
	if err != nil {
		return usageError{blogUsage}
	}
	switch args[0] {
	case "publish-comment", "unpublish-comment", "delete-comment":
		c, err := s.ModerateComment(ctx, operator, id, strings.TrimSuffix(args[0], "-comment"))
		if err != nil {
			return err
		}
		fmt.Printf("comment %d: published=%t deleted=%t\n", c.ID, c.Published, c.DeletedAt != nil)
	case "publish-post", "unpublish-post":
		p, err := s.PublishPost(ctx, operator, id, args[0] == "publish-post")
		if err != nil {
			return err
		}
		fmt.Printf("post %d (%s, %s): published_at=%v\n", p.ID, p.Slug, p.Lang, p.PublishedAt)
	default:
		return usageError{blogUsage}
	}
	return nil
}

// roleCommand gives an account (id or Steam id) a role.
func roleCommand(ctx context.Context, cfg *config.Config, args []string) error {
	if len(args) != 2 {
		return usageError{"usage: casefront role USER ROLE (USER: account id or Steam id; ROLE: user, moderator or admin)"}
	}
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	u, err := users.SetRole(ctx, db.Client, args[0], args[1])
	if err != nil {
		return err
	}
	fmt.Printf("account %d (%s) is now %s\n", u.ID, u.Nickname, u.Role)
	return nil
}

// creatorCommand gives or takes an account's creator role (is_creator).
func creatorCommand(ctx context.Context, cfg *config.Config, args []string) error {
	if len(args) != 2 || (args[1] != "on" && args[1] != "off") {
		return usageError{"usage: casefront creator USER on|off (USER: account id or Steam id)"}
	}
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	u, err := users.SetCreator(ctx, db.Client, args[0], args[1] == "on")
	if err != nil {
		return err
	}
	fmt.Printf("account %d (%s): creator %v\n", u.ID, u.Nickname, u.IsCreator)
	return nil
}
