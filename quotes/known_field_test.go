package quotes

import "testing"

func TestKnownField(t *testing.T) {
	// What the import preview offers (app/quotes_import.go mappingFields).
	for _, f := range []string{"-", "vendor", "offer", "region", "gpu", "gpu_form", "spec", "gpus_per_node", "nodes", "total_gpus",
		"price", "discount", "price_unit", "billing_mode", "currency", "tax_included", "min_term", "billing_increment", "intra_node", "inter_node",
		"local_nvme_tb", "cpu", "ram", "storage_free_gb", "storage_price_per_gb_month", "egress_price_per_gb", "resume_supported",
		"compensation", "valid_until", "notes", "pack_gpu_hours", "pack_price", "pack_valid_days"} {
		if !KnownField(f) {
			t.Errorf("%q is not known", f)
		}
	}
	for _, f := range []string{"", "owner", "price ", "PRICE", "id; DROP TABLE quotes"} {
		if KnownField(f) {
			t.Errorf("%q is known", f)
		}
	}
}
