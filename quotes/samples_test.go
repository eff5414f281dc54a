package quotes

import "computecheck/internal/repotest"

// sampleDir is the repository's copy of the sample vendor files.
func sampleDir() string { return repotest.SamplesDir() }
