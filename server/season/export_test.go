package season

// CrashAfter makes PayDay fail once n winners were paid, as a crashed run
// would stop; nil restores it.
func CrashAfter(f func(n int) error) { crash = f }
