package winconsole

import (
	"os"
	"runtime"
	"testing"
)

// Outside Windows Attach must leave the streams alone; under `go test` on
// Windows they are pipes or a console already, so it must too.
func TestAttachKeepsUsableStreams(t *testing.T) {
	out, errs := os.Stdout, os.Stderr
	if Attach() && runtime.GOOS != "windows" {
		t.Fatal("Attach reported attaching outside Windows")
	}
	if os.Stdout != out || os.Stderr != errs {
		t.Fatal("Attach replaced streams that were usable")
	}
}
