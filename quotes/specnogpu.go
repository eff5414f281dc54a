package quotes

import "strings"

// specColumnNamesGPU: does any value of the machine-spec column name a GPU
// model? A spec column that only gives counts, memory and disks ("8卡/台 ·
// 2TB内存") leaves the GPU to another column, such as an offer column of
// GPU names ("机型" over "H800 SXM 80G").
func specColumnNamesGPU(l *layout, values [][]string) bool {
	i, ok := l.byField[fSpec]
	if !ok {
		return false
	}
	for _, v := range values[l.cols[i].col] {
		if strings.TrimSpace(v) == "" {
			continue
		}
		if sp, _ := ParseSpec(v); sp.GPU != "" {
			return true
		}
	}
	return false
}
