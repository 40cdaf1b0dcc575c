package graph

import (
	"context"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/trades"
)

// withdraw starts a withdrawal and answers its state.
func (r *mutationResolver) withdraw(ctx context.Context, in trades.AcceptInput) (*trades.TradeState, error) {
	w, err := r.Services.Trades.Accept(ctx, actor.From(ctx), in)
	if err != nil {
		return nil, err
	}
	st := trades.StateOf(w)
	return &st, nil
}

func tradeStatePtrs(ts []trades.TradeState) []*trades.TradeState {
	out := make([]*trades.TradeState, len(ts))
	for i := range ts {
		out[i] = &ts[i]
	}
	return out
}
