package quotes

import "testing"

// A line above the table raising every listed price by a share ("所有…订单在目录价
// 基础上加收15%…附加费") holds each quote of the table for review, stored at the
// listed price with the line quoted; a line of another subject holds none
// (stop 53, set143/02).
func TestFileSurchargeHeldForReview(t *testing.T) {
	head := []string{"某某智算 GPU实例价格目录", "", "产品编码,GPU型号,GPU数/实例,目录价,计价单位", "t.h800.8x,H800 SXM5 80GB,8,88.00,元/实例/小时"}
	for _, c := range []struct {
		line string
		held bool
	}{
		{"重要：自5月15日起，所有新购订单在目录价基础上加收15%资源紧缺附加费。下表“目录价”均未含附加费。", true},
		{"All prices +10% from June 1.", true},
		{"以上价格均含6%增值税，存储另计。", false},
		{"GPU利用率上浮10%以内不另收费。", false},
		{"说明：专属宿主机在实例目录价基础上加收15%。", false},
	} {
		lines := append([]string{head[0], c.line}, head[2:]...)
		res := readCSV(t, "cat.csv", lines...)
		if len(res.Quotes) != 1 {
			t.Fatalf("%q: %+v %+v", c.line, res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		if q.Price != 88 || q.NeedsReview != c.held || c.held != hasWarningKey(q, "import.review.file_surcharge") {
			t.Errorf("%q: price %v, held %v, want held %v (%v)", c.line, q.Price, q.NeedsReview, c.held, q.Warnings)
		}
	}
}
