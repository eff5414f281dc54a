package quotes

// KnownField reports whether f is a field a column can be read as: one
// of the fields the header matcher knows, or "-" (the column is not
// read). A remembered column mapping (ReadOptions.Columns) naming any
// other field was not made by the import preview; storage refuses a
// restored one.
func KnownField(f string) bool {
	if f == fIgnore {
		return true
	}
	for _, s := range synonyms {
		if s.field == f {
			return true
		}
	}
	_, ok := contentOnly[f]
	return ok
}
