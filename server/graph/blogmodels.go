package graph

// deref is the value of an optional argument, its zero value when absent.
func deref[T any](v *T) T {
	var zero T
	if v == nil {
		return zero
	}
	return *v
}
