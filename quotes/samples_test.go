package quotes

import (
	_ "computecheck/assets" // the message catalogue
	"computecheck/internal/repotest"
)

// sampleDir is the repository's copy of the sample vendor files.
func sampleDir() string { return repotest.SamplesDir() }
