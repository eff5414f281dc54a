package quotes

import "testing"

// A title line of labelled fields side by side gives the vendor label only
// its own value; a value that names no company is still no vendor.
func TestVendorFromSideBySideFields(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"报价单位：青禾云算科技有限公司    报价日期：2026-12-03    报价有效期：15天", "青禾云算科技有限公司"},
		{"报价方：青禾云算科技有限公司\u3000联系人：王工", "青禾云算科技有限公司"},
		{"Quoted by: Northwind Compute Ltd    Contact: J. Smith", "Northwind Compute Ltd"},
		{"报价单位：元/卡/时    报价日期：2026-12-03", ""},
		{"客户：某大学人工智能学院    项目：大模型微调", ""},
		// the vendor's field after a project's, each ended by the next one's gap (stop 52)
		{"项目：某某科技有限公司 私有化训练平台\u3000报价单位：某甲信安系统集成有限公司\u3000日期：2027-11-02", "某甲信安系统集成有限公司"},
		{"项目：某某训练平台    报价方：某乙云算有限公司    日期：2027-11-02", "某乙云算有限公司"},
	} {
		if got := vendorFromTitle(tc.line); got != tc.want {
			t.Errorf("%q: vendor %q, want %q", tc.line, got, tc.want)
		}
	}
}

// A project quote's spec column ("规格说明", "Specification / notes") names
// the GPU among storage and service lines: it is the GPU column.
func TestGPUInSpecNotesColumn(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		gpus  []string
	}{
		{"zh", []string{"算力租赁项目报价单", "报价单位：青禾云算科技有限公司    报价日期：2026-12-03",
			"序号,项目内容,规格说明,数量,单位,单价（元/月）,金额（元）",
			"1,GPU服务器租赁,H100 SXM 80G ×8,1,台,52000,52000",
			"2,高性能存储,并行文件系统,20,TB,1200,24000",
			"3,GPU服务器租赁,A800 SXM 80G ×8,2,台,38000,76000",
			"4,运维服务,7×24小时响应,1,项,2000,2000",
			"5,GPU云主机,L20 48G ×1,4,台,1450,5800"},
			[]string{"H100-80G-SXM", "A800-80G-SXM", "L20-48G"}},
	} {
		res, err := Read(tc.name+".csv", csvOf(tc.lines...))
		var got []string
		if res != nil {
			for _, q := range res.Quotes {
				got = append(got, q.GPU)
				if q.Vendor != "青禾云算科技有限公司" {
					t.Errorf("%s: vendor %q", tc.name, q.Vendor)
				}
			}
		}
		if len(got) != len(tc.gpus) {
			t.Fatalf("%s: read %v (%v), want %v", tc.name, got, err, tc.gpus)
		}
		for i := range got {
			if got[i] != tc.gpus[i] {
				t.Errorf("%s: quote %d is %s, want %s", tc.name, i, got[i], tc.gpus[i])
			}
		}
	}
}
