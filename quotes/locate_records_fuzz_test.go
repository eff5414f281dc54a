package quotes

import "testing"

// FuzzJSONCellColumns: any cells, JSON or not, give a table whose columns
// all point at a real column and whose rows keep their numbers.
func FuzzJSONCellColumns(f *testing.F) {
	f.Add(`id,spec` + "\n" + `a,"{""k"": 1}"` + "\n" + `b,"{""k"": null, ""j"": [1]}"`)
	f.Add("x\n{}\n{\"a\":")
	f.Fuzz(func(t *testing.T, s string) {
		tb, err := csvTable(s, ',')
		if err != nil || tb == nil {
			return
		}
		nt := groupRecords(tb)
		if len(nt.rows) != len(nt.rowNum) {
			t.Fatalf("rows %d numbers %d", len(nt.rows), len(nt.rowNum))
		}
		for _, c := range nt.colNum {
			if c < 0 {
				t.Fatalf("column %d", c)
			}
		}
	})
}
