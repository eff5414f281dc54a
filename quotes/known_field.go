package quotes

// KnownField reports whether f is a field a column can be read as: one
// a person can set (IsField) or one the values alone may give. A
// remembered column mapping (ReadOptions.Columns) naming any other field
// was not made by the import preview; storage refuses a restored one.
func KnownField(f string) bool {
	_, byValues := contentOnly[f]
	return IsField(f) || byValues
}
