//go:build !windows

package winconsole

// Attach does nothing outside Windows: the process already has the
// terminal's standard streams. It reports false.
func Attach() bool { return false }
