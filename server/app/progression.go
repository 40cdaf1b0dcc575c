package app

import (
	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/offers"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/services"
	"github.com/casefront/casefront/server/tasks"
	"github.com/casefront/casefront/server/warehouse"
)

// progression adds the daily crystal, tasks, the warehouse and the special
// offers (which read the others) to the services.
func progression(s *services.Services, db *ent.Client, env play.Env) {
	s.DailyCrystal = &dailycrystal.Service{DB: db}
	s.Tasks = &tasks.Service{DB: db}
	s.Warehouse = &warehouse.Service{Env: env}
	s.Offers = &offers.Service{DB: db, Levels: s.Levels, Daily: s.Daily, DailyCrystal: s.DailyCrystal, Tasks: s.Tasks}
}
