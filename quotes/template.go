package quotes

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// templateColumns: header zh, header en, example/allowed values zh, en.
var templateColumns = []struct{ zh, en, helpZh, helpEn string }{
	{"供应商", "vendor", "供应商名称（必填）", "vendor name (required)"},
	{"方案", "offer", "方案或套餐名，如“8卡A800整机包月”", "offer or plan name, e.g. 8x H100 SXM monthly"},
	{"GPU型号", "gpu", "如 A800 80GB SXM、H20 96GB、RTX 4090（必填）", "e.g. H100-80G-SXM, A800 80GB PCIe, RTX 4090 (required)"},
	{"每台卡数", "gpus_per_node", "每台机器的 GPU 数，如 8", "GPUs per machine, e.g. 8"},
	{"台数", "nodes", "可租机器台数", "machines offered"},
	{"报价", "price", "数字，可带单位：9.8元/卡·时、¥38,000、5.8万（必填；面议无法导入）", "a number, may carry its unit: $2.79/GPU-hr (required)"},
	{"计费方式", "price_unit", "元/卡/时、元/卡/天、元/卡/月、元/台/时、元/台/天、元/台/周、元/台/月", "gpu_hour, gpu_day, gpu_week, gpu_month, node_hour, node_day, node_week, node_month, million_tokens"},
	{"币种", "currency", "CNY（默认）、USD…", "CNY, USD, ..."},
	{"最短租期", "min_duration", "如 1个月、1天、无", "e.g. 1 hour, 1 month, none"},
	{"计费粒度", "billing_increment", "如 按秒计费、1小时、1天", "e.g. 1 second, 1 hour"},
	{"卡间互联", "intra_node", "NVLink 400GB/s、PCIe 4.0、HCCS", "nvlink, pcie, hccs"},
	{"节点互联", "inter_node", "IB 4×200G HDR、RoCE 2×200G、25GbE、无", "e.g. ib-ndr-400x8, roce-200x2, 25GbE, none"},
	{"本地NVMe", "local_nvme_tb", "如 7.68TB、无", "TB of local NVMe per machine, 0 = none"},
	{"免费存储", "storage_free_gb", "如 2TB、50GB", "GB free"},
	{"存储单价", "storage_price_gb_month", "如 0.35元/GB/月", "price per GB-month"},
	{"出网流量", "egress_price_gb", "如 0.8元/GB、免费", "price per GB out, 0 = free"},
	{"镜像费", "image_fee", "如 0", "one-off image/licence fee"},
	{"部署费", "setup_fee", "如 0", "one-off setup fee"},
	{"故障补偿", "compensation", "按宕机时长3倍补偿；SLA 99%：低于99%赔10%，低于95%赔25%；不补偿", "e.g. 3x downtime; SLA 99%: below 99% 10%, below 95% 25%; none"},
	{"断点续训", "resume_supported", "支持/不支持", "yes/no"},
	{"故障响应时间", "failure_response_hours", "如 4小时", "hours, e.g. 4"},
	{"有效期至", "valid_until", "如 2026-12-31", "YYYY-MM-DD"},
	{"备注", "notes", "其他条款", "other terms"},
}

// TemplateHeaders are the column names of the blank import template.
func TemplateHeaders(lang string) []string {
	out := make([]string, len(templateColumns))
	for i, c := range templateColumns {
		if lang == "en" {
			out[i] = c.en
		} else {
			out[i] = c.zh
		}
	}
	return out
}

// WriteTemplateCSV writes the blank template as UTF-8 CSV with a BOM, so
// Excel opens the Chinese headers correctly.
func WriteTemplateCSV(w io.Writer, lang string) error {
	if _, err := w.Write(bomUTF8); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	if err := cw.Write(TemplateHeaders(lang)); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// WriteTemplateXLSX writes the blank template as a workbook: the header on
// the first sheet (with a drop-down for the price unit) and a second sheet
// explaining each column.
func WriteTemplateXLSX(w io.Writer, lang string) error {
	f := excelize.NewFile()
	defer f.Close()
	main, help, heads := "报价", "填写说明", []any{"列名", "填写说明"}
	units := []string{"元/卡/时", "元/卡/天", "元/卡/周", "元/卡/月", "元/台/时", "元/台/天", "元/台/周", "元/台/月"}
	if lang == "en" {
		main, help, heads, units = "Quotes", "How to fill", []any{"column", "what to enter"}, PriceUnits
	}
	// the first error stops the writing; the calls after it change nothing
	var err error
	try := func(e error) {
		if err == nil {
			err = e
		}
	}
	try(f.SetSheetName("Sheet1", main))
	var row []any
	for _, h := range TemplateHeaders(lang) {
		row = append(row, h)
	}
	try(f.SetSheetRow(main, "A1", &row))
	style, e := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}}})
	try(e)
	last, _ := excelize.ColumnNumberToName(len(row))
	try(f.SetCellStyle(main, "A1", last+"1", style))
	try(f.SetColWidth(main, "A", last, 16))
	try(f.SetPanes(main, &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}))
	for i, c := range templateColumns {
		if c.en == "price_unit" {
			col, _ := excelize.ColumnNumberToName(i + 1)
			dv := excelize.NewDataValidation(true)
			dv.Sqref = col + "2:" + col + "10000"
			try(dv.SetDropList(units))
			dv.ShowErrorMessage = false // other spellings are read too
			try(f.AddDataValidation(main, dv))
		}
	}
	_, e = f.NewSheet(help)
	try(e)
	try(f.SetSheetRow(help, "A1", &heads))
	for i, c := range templateColumns {
		r := []any{c.zh, c.helpZh}
		if lang == "en" {
			r = []any{c.en, c.helpEn}
		}
		try(f.SetSheetRow(help, fmt.Sprintf("A%d", i+2), &r))
	}
	try(f.SetColWidth(help, "A", "A", 22))
	try(f.SetColWidth(help, "B", "B", 80))
	if err != nil {
		return err
	}
	f.SetActiveSheet(0)
	_, err = f.WriteTo(w)
	return err
}

// WriteTemplate writes the template to path, CSV or XLSX by extension.
func WriteTemplate(path, lang string) error {
	var buf bytes.Buffer
	var err error
	switch strings.ToLower(filepath.Ext(path)) {
	case ".csv":
		err = WriteTemplateCSV(&buf, lang)
	case ".xlsx":
		err = WriteTemplateXLSX(&buf, lang)
	default:
		return msg.Errorf("import.template.ext", path)
	}
	if err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// templateHeader is the template's (Chinese) header of field f: a column
// the importer lays out itself is named as the template names it.
func templateHeader(f string) string {
	for _, c := range templateColumns {
		if c.en == f {
			return c.zh
		}
	}
	return ""
}
