package support

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/supportattachment"
	"github.com/casefront/casefront/ent/supportcomment"
	"github.com/casefront/casefront/ent/supportticket"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a ticket, a comment and a file by global id:
// the ticket's player and staff.
func Views(v *nodes.Views) {
	v.Owned(&ent.SupportTicket{}, supportticket.Table, nodes.Typed(ownerOrStaff[*ent.SupportTicket]))
	v.Owned(&ent.SupportComment{}, supportcomment.Table, nodes.Typed(ownerOrStaff[*ent.SupportComment]))
	v.Owned(&ent.SupportAttachment{}, supportattachment.Table, nodes.Typed(ownerOrStaff[*ent.SupportAttachment]))
}

func ownerOrStaff[T any](_ context.Context, a *actor.Actor, n T, owner int) (T, error) {
	var none T
	if !a.Is(owner) && !IsStaff(a) {
		return none, nil
	}
	return n, nil
}

func supportcommentOf(ticketID, commentID int) []predicate.SupportComment {
	return []predicate.SupportComment{supportcomment.ID(commentID), supportcomment.TicketID(ticketID)}
}
