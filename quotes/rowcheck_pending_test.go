package quotes

import (
	"path/filepath"
	"regexp"
	"strconv"
)

// pendingRows are expected rows of the newest examiner set (set18) that a
// class owned by another stage still reads wrong, by file: the row checks
// log them instead of failing. Every other row of the set, and every row
// of the older sets, must read right; remove an entry once its row does.
var pendingRows = map[string][]int{
	"examiner/set18/03_qiyuan_email_pasted.csv":     {7, 8, 9, 10}, // the sender is a person, not the vendor (locate)
	"examiner/set18/07_hanhai_wan_sections_bom.csv": {6, 10, 12},   // "PCIe" in the 说明 column is not read as the intra-node link
	"examiner/set18/11_songtao_volume_tiers.xlsx":   {6, 7},        // RTX 4090 / L40S beside Ethernet: the PCIe link is not inferred
}

// pending: the expected row of the file (its path) is in pendingRows.
func pending(path string, row int) bool {
	key := filepath.ToSlash(filepath.Join(filepath.Base(filepath.Dir(filepath.Dir(path))), filepath.Base(filepath.Dir(path)), filepath.Base(path)))
	for _, r := range pendingRows[key] {
		if r == row {
			return true
		}
	}
	return false
}

var reFailureRow = regexp.MustCompile(`^([^:]+): (?:[^ ]*!)?row (\d+) `)

// pendingFailure: a row check failure ("FILE: row N ...") of a pending
// row; dir is the set's folder.
func pendingFailure(dir, failure string) bool {
	m := reFailureRow.FindStringSubmatch(failure)
	if m == nil {
		return false
	}
	row, _ := strconv.Atoi(m[2])
	return pending(filepath.Join(dir, m[1]), row)
}
