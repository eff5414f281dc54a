// Command computecheck (算力体检) tells a buyer of GPU time what a training
// job will really cost on each vendor's offer. With no command it opens the
// window; with a command from docs/contract.md it answers on the
// command line.
package main

import (
	"os"

	"computecheck/app"
	"computecheck/cli"
	_ "computecheck/internal/localefix" // before Fyne's locale is read
	"computecheck/internal/winconsole"
)

func main() {
	args := os.Args[1:]
	if cli.IsCLI(args) {
		winconsole.Attach() // Windows GUI build: print into the calling console
		os.Exit(cli.Run(args, os.Stdout, os.Stderr))
	}
	dbPath, lang := cli.GUIFlags(args)
	os.Exit(app.Run(dbPath, lang))
}
