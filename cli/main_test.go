package cli

import (
	"os"
	"testing"
)

// TestMain points the default data folder at a temporary one, so no test,
// even one that forgets --db, ever touches the user's real database.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "computecheck-cli-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	os.Unsetenv("LOCALAPPDATA")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
