package assets

import (
	"embed"
	"io/fs"
)

//go:embed benchkit
var benchkitFS embed.FS

// BenchKit is the benchmark kit a user copies to a rented server: bench.py,
// run.sh and README.md at its root (bench.ReadKit / WriteKit add task.json).
func BenchKit() fs.FS {
	sub, err := fs.Sub(benchkitFS, "benchkit")
	if err != nil {
		panic(err) // embedded at build time: cannot happen in a built binary
	}
	return sub
}
