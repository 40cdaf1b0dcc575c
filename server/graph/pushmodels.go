package graph

import (
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/push"
)

// pushSettings is the service's answer as the graph's type, every kind in
// push.Kinds' order.
func pushSettings(s *push.Settings, err error) (*model.PushSettings, error) {
	if err != nil {
		return nil, err
	}
	out := &model.PushSettings{Devices: s.Devices, Kinds: make([]*model.PushKind, len(push.Kinds))}
	for i, k := range push.Kinds {
		out.Kinds[i] = &model.PushKind{Kind: k, Enabled: s.Enabled[k]}
	}
	return out, nil
}
