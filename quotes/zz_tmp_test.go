package quotes
import "testing"
func TestZZTmp(t *testing.T) {
	s := "导出：蓉城智算科技有限公司 计费系统 价目导出 2026-12-04 09:12"
	t.Logf("section %q cf %q status %q titleHead %q barred %q", sectionVendor(s), companyFormName(s), statusTitleName(s), titleHead(s), barredCompany(s))
}
