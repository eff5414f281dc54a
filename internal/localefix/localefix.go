// Package localefix runs before Fyne's lang package initialises (package
// initialisation follows import-path order among ready packages, and
// "computecheck/..." sorts before "fyne.io/..."). On machines whose locale is
// C, POSIX or C.UTF-8 (containers, CI, minimal installs) Fyne cannot parse the
// locale and logs three errors to stderr at start-up, which would break the
// CLI's promise of one clear line on stderr. Setting LANGUAGE, which Fyne's
// locale reader consults after LC_ALL/LC_MESSAGES/LANG, gives it a tag it can
// parse; ComputeCheck's own language choice does not read LANGUAGE.
package localefix

import (
	"os"
	"strings"
)

func init() {
	if os.Getenv("LANGUAGE") != "" {
		return
	}
	loc := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = os.Getenv(k); loc != "" {
			break
		}
	}
	base := strings.SplitN(strings.SplitN(loc, ".", 2)[0], "@", 2)[0]
	if base == "" || base == "C" || base == "POSIX" {
		os.Setenv("LANGUAGE", "en_US")
	}
}
