package app_test

// A VAPID key pair for the tests' servers (production-like ones need one).
const (
	testVAPIDPublic  = "BCoPASlhUCrfKaLP2HshoNrVjGN-FCdYpfcwl6F8v_rgTyLj4VfETgRKlG51G33o7YPYb8ZS75s-m1QBJzQfcI0"
	testVAPIDPrivate = "xZjMslS6CbhkUNqdAgHHVzj5Md7S218Zp8EU3rOihgc"
)
