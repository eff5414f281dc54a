#!/usr/bin/env python3
"""Write held-out set 8 for ComputeCheck's quote importer: 10 GPU-rental quote files, each with
FILE.expected.json beside it (same schema as the public practice set).

Run:  python3 make_files.py          (writes into this script's folder)

Every vendor is fictitious. Every expected number is worked out by hand from what the
cells say (the "how" field of each row shows the arithmetic), never from the app:
  day = 24 h, week = 168 h, month = 720 h (30 days), quarter (包季, 3个月) = 2160 h,
  6个月 = 4320 h, 12个月 = 8640 h, year (包年 / 年付 / 1-year / 365天) = 8760 h.
Whole-machine (整机/台/per node/per instance/per VM) prices are divided by the GPUs in one machine;
总卡数 / Total GPUs / 库存(卡) are all the cards offered, so nodes = total / per machine.
Row numbers are the rows a spreadsheet shows: for .xlsx the sheet row, for .csv/.tsv the
record number (a blank line counts; a quoted cell that runs over several lines is one row).
The writers below are copied from the practice set's generator.
"""
import csv, io, json, os, zipfile
from xml.sax.saxutils import escape

OUT = os.path.dirname(os.path.abspath(__file__))
D, W, M, QTR, M12, Y = 24.0, 168.0, 720.0, 2160.0, 8640.0, 8760.0
CONVENTIONS = ("month=720h, week=168h, year=8760h, day=24h, quarter(包季)=2160h, 12 months=8640h; "
               "price_per_gpu_hour in CNY; USD rows carry currency/price/price_unit instead "
               "(the app states no default FX rate)")


# ------------------------------------------------------------------ expected-row helpers
def quote(row, vendor, gpu, gpn=None, nodes=None, pph=None, *, sheet=None, aliases=None,
          usd=None, unit=None, min_hours=None, intra=None, inter=None, resume=None, cell="", how=""):
    """One expected stored quote. CNY rows give pph (CNY per GPU-hour); USD rows give
    usd=(price) and unit=(price_unit)."""
    d = {"row": row}
    if sheet:
        d["sheet"] = sheet
    d["vendor"] = vendor
    if aliases:
        d["vendor_aliases"] = list(aliases)
    d["gpu"] = gpu
    if gpn is not None:
        d["gpus_per_node"] = gpn
    if nodes is not None:
        d["nodes"] = nodes
    if pph is not None:
        d["price_per_gpu_hour"] = round(pph, 6)
    if usd is not None:
        d["currency"] = "USD"
        d["price"] = usd
        d["price_unit"] = unit
    if min_hours is not None:
        d["min_hours"] = min_hours
    if intra:
        d["intra_node"] = intra
    if inter:
        d["inter_node"] = inter
    if resume is not None:
        d["resume_supported"] = resume
    d["cell"] = cell
    if how:
        d["how"] = how
    return d


def refuse(row, vendor, gpu, cell, why, sheet=None):
    """A row that names an offer but cannot be priced: the importer must refuse it with a reason."""
    d = {"row": row}
    if sheet:
        d["sheet"] = sheet
    d.update({"vendor": vendor, "gpu": gpu, "cell": cell, "why": why})
    return d


def other(row, text, why, sheet=None):
    """A row that is not a quote (title, totals, notes, section label)."""
    d = {"row": row}
    if sheet:
        d["sheet"] = sheet
    d.update({"text": text, "why": why})
    return d


def expected(name, describes, quotes, cannot_price, not_quotes, encoding=None):
    doc = {"file": name, "describes": describes}
    if encoding:
        doc["encoding"] = encoding
    doc["conventions"] = CONVENTIONS
    doc["quotes"] = quotes
    doc["cannot_price"] = cannot_price
    doc["not_quotes"] = not_quotes
    with open(os.path.join(OUT, name + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")


# ------------------------------------------------------------------ text writers
class Sheet:
    """Rows in order; tag a row to learn its number. A blank row is []."""

    def __init__(self):
        self.rows, self.at = [], {}

    def add(self, cells, tag=None):
        self.rows.append(list(cells))
        if tag:
            self.at[tag] = len(self.rows)
        return len(self.rows)


def write_text(name, sheet, encoding, delim=",", eol="\n", width=None):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator=eol, quoting=csv.QUOTE_MINIMAL)
    for r in sheet.rows:
        if width is not None and r:  # a spreadsheet program pads every row to the used width
            r = r + [""] * (width - len(r))
        elif width is not None:
            r = [""] * width
        w.writerow(r)
    data = buf.getvalue()
    raw = (b"\xef\xbb\xbf" + data.encode("utf-8")) if encoding == "utf-8-sig" else data.encode(encoding)
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(raw)


# ------------------------------------------------------------------ a small OOXML writer
class Num:
    """A numeric cell with a number format: fmt is one of FMTS."""

    def __init__(self, v, fmt):
        self.v, self.fmt = v, fmt


class Formula:
    """A formula cell with the value Excel cached when it last saved."""

    def __init__(self, f, cached, fmt=None):
        self.f, self.cached, self.fmt = f, cached, fmt


FMTS = {"int": (164, "#,##0"), "usd": (165, '"$"#,##0.00'), "date": (166, "yyyy\\-mm\\-dd")}
STYLE = {None: 0, "int": 1, "usd": 2, "date": 3, "bold": 4, "wrap": 5}


def letters(i):
    s, i = "", i + 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(65 + r) + s
    return s


def write_xlsx(name, sheets, creator="sales"):
    """sheets: [(title, {row: [cells]}, merges, widths)]; a cell is None/"" (absent),
    str (text: digits stay text), int/float (plain number), Num or Formula."""
    sst, idx = [], {}

    def si(s):
        if s not in idx:
            idx[s] = len(sst)
            sst.append(s)
        return idx[s]

    parts = []
    for title, rows, merges, widths in sheets:
        x = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
             '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
             'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">']
        last = max(rows) if rows else 1
        ncol = max((len(v) for v in rows.values()), default=1)
        x.append('<dimension ref="A1:%s%d"/>' % (letters(max(ncol - 1, 0)), last))
        if widths:
            x.append("<cols>")
            for i, wdt in enumerate(widths):
                x.append('<col min="%d" max="%d" width="%s" customWidth="1"/>' % (i + 1, i + 1, wdt))
            x.append("</cols>")
        x.append("<sheetData>")
        for rn in sorted(rows):
            x.append('<row r="%d">' % rn)
            for ci, v in enumerate(rows[rn]):
                if v is None or v == "":
                    continue
                ref = "%s%d" % (letters(ci), rn)
                if isinstance(v, Formula):
                    s = STYLE[v.fmt]
                    x.append('<c r="%s"%s><f>%s</f><v>%s</v></c>' % (ref, ' s="%d"' % s if s else "", escape(v.f), v.cached))
                elif isinstance(v, Num):
                    x.append('<c r="%s" s="%d"><v>%s</v></c>' % (ref, STYLE[v.fmt], v.v))
                elif isinstance(v, bool):
                    x.append('<c r="%s" t="b"><v>%d</v></c>' % (ref, v))
                elif isinstance(v, (int, float)):
                    x.append('<c r="%s"><v>%s</v></c>' % (ref, v))
                else:
                    x.append('<c r="%s" t="s"><v>%d</v></c>' % (ref, si(v)))
            x.append("</row>")
        x.append("</sheetData>")
        if merges:
            x.append('<mergeCells count="%d">%s</mergeCells>' % (len(merges), "".join('<mergeCell ref="%s"/>' % m for m in merges)))
        x.append('<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>')
        parts.append("".join(x))

    n = len(sheets)
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          + "".join('<Override PartName="/xl/worksheets/sheet%d.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' % (i + 1) for i in range(n))
          + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            '</Relationships>')
    wb = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<bookViews><workbookView activeTab="0"/></bookViews><sheets>'
          + "".join('<sheet name="%s" sheetId="%d" r:id="rId%d"/>' % (escape(t, {'"': "&quot;"}), i + 1, i + 1) for i, (t, _, _, _) in enumerate(sheets))
          + '</sheets><calcPr calcId="191029"/></workbook>')
    wbrels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              + "".join('<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>' % (i + 1, i + 1) for i in range(n))
              + '<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' % (n + 1)
              + '<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' % (n + 2)
              + '</Relationships>')
    styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
              '<numFmts count="3">' + "".join('<numFmt numFmtId="%d" formatCode="%s"/>' % (i, escape(c, {'"': "&quot;"})) for i, c in FMTS.values()) + '</numFmts>'
              '<fonts count="2"><font><sz val="11"/><name val="等线"/><family val="2"/></font>'
              '<font><b/><sz val="11"/><name val="等线"/><family val="2"/></font></fonts>'
              '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
              '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
              '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
              '<cellXfs count="6">'
              '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
              '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
              '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1"/></xf>'
              '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>')
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            '<dc:creator>%s</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2026-12-02T08:00:00Z</dcterms:created>'
            '</cp:coreProperties>' % escape(creator))
    app = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">'
           '<Application>Microsoft Excel</Application></Properties>')
    with zipfile.ZipFile(os.path.join(OUT, name), "w", zipfile.ZIP_DEFLATED) as zf:
        class _Z:  # fixed timestamps, so the same script always writes the same bytes
            @staticmethod
            def writestr(n, data):
                zi = zipfile.ZipInfo(n, date_time=(2026, 12, 2, 8, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(zi, data)
        z = _Z
        z.writestr("[Content_Types].xml", ct)
        z.writestr("_rels/.rels", rels)
        z.writestr("docProps/core.xml", core)
        z.writestr("docProps/app.xml", app)
        z.writestr("xl/workbook.xml", wb)
        z.writestr("xl/_rels/workbook.xml.rels", wbrels)
        z.writestr("xl/styles.xml", styles)
        z.writestr("xl/sharedStrings.xml",
                   '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="%d" uniqueCount="%d">' % (len(sst), len(sst))
                   + "".join('<si><t xml:space="preserve">%s</t></si>' % escape(s) for s in sst) + "</sst>")
        for i, x in enumerate(parts):
            z.writestr("xl/worksheets/sheet%d.xml" % (i + 1), x)




# ================================================================== 01 IDC workbook: cover, two-row header, machine-month tiers
def f01():
    name = "01_yunlan_idc_quote_tiers.xlsx"
    V, AL = "云岚智算科技（杭州）有限公司", ["云岚智算科技", "云岚智算"]
    cover = {1: ["云岚智算科技（杭州）有限公司"], 3: ["智算服务器租赁 报价函"], 5: ["编号：YL-2612-0457"],
             6: ["报价日期", Num(46357, "date")], 8: ["本报价有效期30天，最终以合同为准。"],
             10: ["联系人：陈经理　手机：138-0000-0000"]}
    S = "报价明细"
    specs = [  # row, no, gpu text, cpu, ram, disk, gpn, nodes, [月付, 季付(包季), 年付(包年)] per machine-month, gid
        (6, 1, "NVIDIA H100 80GB SXM5", "2×Xeon 8480+", "2TB", "8×3.84TB NVMe", 8, 4, [62400, 59800, 55200], "H100-80G-SXM", "NVLink 900GB/s", "IB NDR 8×400G", "nvlink", "ib"),
        (7, 2, "NVIDIA A800 80GB PCIe", "2×Xeon 8358", "1TB", "4×3.84TB NVMe", 8, 6, [31200, 29900, 27600], "A800-80G-PCIe", "PCIe 4.0", "RoCE 2×200G", "pcie", "roce"),
        (8, 3, "NVIDIA L20 48GB", "2×Xeon 6430", "512GB", "2×3.84TB NVMe", 4, 10, [7920, 7560, 7200], "L20-48G", "PCIe", "25GE×2", "pcie", "ethernet"),
        (9, 4, "昇腾910B 64GB", "4×鲲鹏920", "1.5TB", "4×7.68TB NVMe", 8, 8, [25200, 24000, 22800], "Ascend910B-64G", "HCCS", "RoCE 8×200G", "hccs", "roce"),
        (10, 5, "GeForce RTX 4090 24GB", "2×EPYC 7543", "512GB", "2×3.84TB NVMe", 8, 12, [9360, 8880, None], "RTX4090-24G", "PCIe", "25GE", "pcie", "ethernet"),
    ]
    rows = {1: ["GPU服务器租赁报价明细（含税）"],
            2: ["计价说明：以下价格均为整台服务器的月租金（元/台·月）；签季付、年付合同按对应列单价执行。"],
            4: ["序号", "GPU型号", "整机配置", None, None, "单机GPU数", "可交付台数", "整机月租金（元/台·月）", None, None, "GPU互联", "集群网络"],
            5: [None, None, "CPU", "内存", "本地盘", None, None, "月付", "季付（包季）", "年付（包年）"]}
    for row, no, g, cpu, ram, disk, gpn, nodes, t, gid, il, nl, *_ in specs:
        rows[row] = [no, g, cpu, ram, disk, gpn, nodes] + [Num(x, "int") if x else "—" for x in t] + [il, nl]
    rows[12] = ["合计", None, None, None, None, None, Formula("SUM(G6:G10)", 40)]
    note = "备注：1. 季付合同最短3个月，年付合同最短12个月（按365天）；2. “—”表示该机型不提供年付；3. 公网IP及带宽另计。"
    rows[13] = [note]
    terms = {1: ["商务条款"], 2: ["项目", "内容"], 3: ["付款", "月付：每月5日前预付；季付：每季首月预付；年付：签约后一次付清"],
             4: ["交付", "合同生效后7个工作日内交付整机"], 5: ["SLA", "单机可用性99.5%，故障4小时内更换"],
             6: ["发票", "6%增值税专用发票"]}
    write_xlsx(name, [("封面", cover, ["A1:F1", "A3:F3"], [36, 14]),
                      (S, rows, ["A1:L1", "A2:L2", "A4:A5", "B4:B5", "C4:E4", "F4:F5", "G4:G5", "H4:J4", "K4:K5", "L4:L5", "A13:L13"],
                       [6, 22, 14, 8, 14, 10, 10, 10, 12, 12, 14, 16]),
                      ("商务条款", terms, [], [10, 60])], creator="云岚智算 商务部")
    q = []
    for row, no, g, cpu, ram, disk, gpn, nodes, t, gid, il, nl, iid, eid in specs:
        for x, head, mh in zip(t, ["月付", "季付（包季）", "年付（包年）"], [None, 2160, 8760]):
            if x is None:
                continue
            q.append(quote(row, V, gid, gpn, nodes, x / (M * gpn), sheet=S, aliases=AL, min_hours=mh, intra=iid, inter=eid,
                           cell="整机月租金（元/台·月） %s = %s" % (head, format(x, ",")),
                           how="%d per machine-month / (720 h x %d GPUs)%s" % (x, gpn, "" if mh is None else "; term %s = %d h" % (head, mh))))
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S),
          other(12, "合计 | 40", "totals row (SUM formula)", sheet=S), other(13, note, "notes row", sheet=S)]
    expected(name, "IDC quote workbook: cover sheet holds the only vendor name (full company name); price table on the "
                   "second sheet with a two-row merged header (整机配置 over CPU/内存/本地盘; 整机月租金（元/台·月） over "
                   "月付 / 季付（包季） / 年付（包年）); every tier is a per-machine-month rate, 4- and 8-GPU machines; numeric "
                   "cells with #,##0 format; a tier not offered (—); SUM totals row, notes row; a terms sheet", q, [], nq)


# ================================================================== 02 WeChat paste, TSV, spec cells + billing modes
def f02():
    name = "02_canglan_wechat_paste.tsv"
    V = "沧澜云"
    s = Sheet()
    s.add(["【沧澜云】12月资源速报（群内转发，以此为准）"], "title")
    s.add([])
    s.add(["资源", "配置", "价格", "计费", "说明"])
    spec_h100 = "8卡 H100 80G SXM｜2T内存｜8*3.84T NVMe｜IB 400G×8"
    s.add(["H100", spec_h100, "6.2万/台", "包月", "现货2台"], "h100m")
    s.add(["H100", spec_h100, "17.4万/台", "包季", "季付"], "h100q")
    s.add([])
    spec_4090 = "4090 24G*8 / 512G / 2T NVMe"
    s.add(["4090", spec_4090, "1.55/卡/时", "按量"], "4090h")
    s.add(["4090", spec_4090, "9,900/台", "包月"], "4090m")
    s.add(["A800", "A800 80G SXM ×8 / 1T / IB 200G×4", "28.5万/台", "包年", "年付一次结清"], "a800")
    s.add(["L20", "L20 48G 八卡机 / 1T", "2.1", "按量", "单卡价"], "l20")
    s.add(["H20", "H20 96G ×8", "面议", "包年"], "h20")
    s.add([])
    s.add(["910B", "910B 64G×8 / HCCS / RoCE 8×200G", "2.65万/台", "包月"], "910b")
    s.add(["A100", "A100 80G PCIe ×4", "5,760/台", "包月", "4卡机"], "a100")
    s.add(["3090", "3090×8", "1.2起", "按量", "看数量"], "3090")
    s.add([])
    note = "以上价格不含税，“/台”为整台价格；有需要私聊。"
    s.add([note], "note")
    write_text(name, s, "utf-8", "\t", "\n")
    r = s.at
    q = [
        quote(r["h100m"], V, "H100-80G-SXM", 8, None, 62000 / (M * 8), inter="ib", cell="6.2万/台 | 包月 | 配置 8卡 H100...",
              how="6.2万 = 62000 per machine-month / (720 x 8); 8 GPUs from the spec cell"),
        quote(r["h100q"], V, "H100-80G-SXM", 8, None, 174000 / (QTR * 8), min_hours=2160, inter="ib", cell="17.4万/台 | 包季",
              how="174000 per machine-quarter / (2160 x 8)"),
        quote(r["4090h"], V, "RTX4090-24G", 8, None, 1.55, cell="1.55/卡/时 | 按量", how="per card-hour"),
        quote(r["4090m"], V, "RTX4090-24G", 8, None, 9900 / (M * 8), cell="9,900/台 | 包月", how="9900 / (720 x 8)"),
        quote(r["a800"], V, "A800-80G-SXM", 8, None, 285000 / (Y * 8), min_hours=8760, inter="ib", cell="28.5万/台 | 包年",
              how="285000 per machine-year / (8760 x 8)"),
        quote(r["l20"], V, "L20-48G", 8, None, 2.1, cell="2.1 | 按量 | 说明 单卡价", how="按量 + 单卡价 -> per card-hour; 八卡机 = 8 GPUs"),
        quote(r["910b"], V, "Ascend910B-64G", 8, None, 26500 / (M * 8), intra="hccs", inter="roce", cell="2.65万/台 | 包月",
              how="26500 / (720 x 8)"),
        quote(r["a100"], V, "A100-80G-PCIe", 4, None, 5760 / (M * 4), cell="5,760/台 | 包月 | A100 80G PCIe ×4",
              how="5760 per 4-GPU machine-month / (720 x 4) = 2.0"),
    ]
    cp = [refuse(r["h20"], V, "H20-96G", "面议", "price to be negotiated: no number"),
          refuse(r["3090"], V, "RTX3090-24G", "1.2起", "a 'from' price (起), not one price")]
    nq = [other(r["title"], s.rows[0][0], "title (the only place the vendor is named)"), other(r["note"], note, "notes row")]
    expected(name, "Reseller WeChat group post pasted into a .tsv (UTF-8, LF, TAB): vendor only in the title line, blank "
                   "lines and short rows, the whole machine in one '配置' cell (8卡 H100…, 4090 24G*8, ×8, 八卡机, ×4, 3090×8), "
                   "the unit from the billing mode (按量/包月/包季/包年) plus /台 or /卡/时 in the price cell, 万, 面议 and 起",
             q, cp, nq, "utf-8")


# ================================================================== 03 e-mail attachment: equivalent-rate phrases
def f03():
    name = "03_xingyao_email_equivalents.csv"
    A, B = "星曜算力", "澄江数据"
    s = Sheet()
    s.add(["各位好，附件为本周可租资源及报价，请查收。"], "greet")
    s.add(["服务商", "GPU", "机型", "付费方式", "报价", "说明"])
    s.add([A, "H100 SXM 80G", "8卡整机", "包月", "整机5.76万/月（折合10.00元/卡时）", "含税"], "h100")
    s.add(["", "A800 SXM4 80G", "8卡整机", "包年", "折合 3.15 元/卡时", "年付，一次性付款"], "a800")
    s.add(["", "RTX 4090 24G", "8卡整机", "包年", "年付均摊 1.38元/卡·时", "年付"], "4090")
    s.add(["", "L40S 48G", "8卡整机", "包季", "约合每卡每小时 2.4 元", "按季预付"], "l40s")
    s.add([B, "A100 PCIe 40G", "8卡整机", "按量", "1.75元/卡时", "随开随停"], "a100")
    s.add(["", "L20 48G", "4卡整机", "包月", "13,800元/台/月", ""], "l20")
    s.add(["", "H20 96G", "8卡整机", "包季", "6.5万/台·季", "季付"], "h20")
    s.add(["", "RTX 3090 24G", "8卡整机", "按量", "约合 0.9 元/卡时起", "量大从优"], "3090")
    s.add(["", "H800 SXM 80G", "8卡整机", "包年", "面议", "需评估"], "h800")
    s.add([])
    note = "注：服务商为空表示同上一行；“折合/约合/均摊”均为折算到每卡每小时的价格。"
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n", width=6)
    r = s.at
    q = [
        quote(r["h100"], A, "H100-80G-SXM", 8, None, 10.00, cell="整机5.76万/月（折合10.00元/卡时）",
              how="折合 gives the card-hour rate; check 57600 / (720 x 8) = 10.00"),
        quote(r["a800"], A, "A800-80G-SXM", 8, None, 3.15, min_hours=8760, cell="折合 3.15 元/卡时 | 包年",
              how="折合 card-hour rate; 包年 -> 8760 h commitment"),
        quote(r["4090"], A, "RTX4090-24G", 8, None, 1.38, min_hours=8760, cell="年付均摊 1.38元/卡·时 | 包年",
              how="均摊 card-hour rate; 包年 -> 8760 h"),
        quote(r["l40s"], A, "L40S-48G", 8, None, 2.4, min_hours=2160, cell="约合每卡每小时 2.4 元 | 包季",
              how="约合 card-hour rate; 包季 -> 2160 h"),
        quote(r["a100"], B, "A100-40G-PCIe", 8, None, 1.75, cell="1.75元/卡时 | 按量", how="per card-hour; vendor filled down"),
        quote(r["l20"], B, "L20-48G", 4, None, 13800 / (M * 4), cell="13,800元/台/月 | 4卡整机", how="13800 / (720 x 4)"),
        quote(r["h20"], B, "H20-96G", 8, None, 65000 / (QTR * 8), min_hours=2160, cell="6.5万/台·季 | 包季",
              how="65000 per machine-quarter / (2160 x 8)"),
    ]
    cp = [refuse(r["3090"], B, "RTX3090-24G", "约合 0.9 元/卡时起", "a 'from' price (起), not one price"),
          refuse(r["h800"], B, "H800-80G-SXM", "面议", "price to be negotiated: no number")]
    nq = [other(r["greet"], s.rows[0][0], "e-mail greeting line above the header"), other(r["note"], note, "notes row")]
    expected(name, "Reseller e-mail attachment (UTF-8, LF): greeting line above the header, vendor filled down (blank = same "
                   "as above), the price cell states an equivalent card-hour rate (折合 / 约合每卡每小时 / 年付均摊) under "
                   "包月/包季/包年, machine prices with 万 and /台/月, /台·季; 起 and 面议", q, cp, nq, "utf-8")


# ================================================================== 04 English catalogue, vendor only in the file name
def f04():
    name = "04_atlasridge_gpu_pricing.csv"
    V = "AtlasRidge"
    s = Sheet()
    s.add(["Instance", "GPUs", "GPU model", "vCPU", "Memory", "Price (USD)", "Billing unit", "Term", "Notes"])
    s.add(["ar.h100.8x", "8", "H100 80GB SXM", "192", "1.8 TiB", "23.44", "per instance-hour", "On-demand", ""], "h100")
    s.add(["ar.h100.8x", "8", "H100 80GB SXM", "192", "1.8 TiB", "2.05", "per GPU-hour", "1-year reserved", "billed monthly"], "h100r")
    s.add(["ar.a100.8x", "8", "A100 80GB SXM", "96", "1.1 TiB", "1.62", "per GPU-hour", "3-month commitment", ""], "a100r")
    s.add(["ar.a100-40.4x", "4", "A100 40GB SXM", "48", "560 GiB", "5.12", "per instance-hour", "On-demand", ""], "a100")
    s.add(["ar.h200.8x", "8", "H200 141GB", "192", "2 TiB", "3.79", "per GPU-hour", "On-demand", ""], "h200")
    s.add(["ar.l40s.1x", "1", "L40S", "16", "96 GiB", "1.19", "per instance-hour", "On-demand", "single GPU"], "l40s")
    s.add(["ar.a10.2x", "2", "A10 24GB", "24", "128 GiB", "1.36", "per instance-hour", "On-demand", ""], "a10")
    s.add(["ar.ada.4x", "4", "RTX 6000 Ada", "64", "512 GiB", "4,680.00", "per instance-month", "Monthly", ""], "ada")
    s.add(["ar.t4.1x", "1", "Tesla T4", "8", "32 GiB", "0.35", "per instance-hour", "On-demand", ""], "t4")
    s.add(["ar.b200.8x", "8", "B200 180GB", "", "", "Contact sales", "", "", "limited preview"], "b200")
    s.add(["ar.h100p.1x", "1", "H100 80GB PCIe", "", "", "from 1.99", "per instance-hour", "Spot", "market-priced"], "h100p")
    s.add([])
    note = "Prices exclude sales tax. Reserved and committed prices require a signed order form."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, usd=23.44, unit="node_hour", cell="23.44 | per instance-hour (8 GPUs)",
              how="whole 8-GPU instance: USD 2.93 per GPU-hour"),
        quote(r["h100r"], V, "H100-80G-SXM", 8, usd=2.05, unit="gpu_hour", min_hours=8760, cell="2.05 | per GPU-hour | 1-year reserved",
              how="per GPU-hour; 1-year term -> 8760 h"),
        quote(r["a100r"], V, "A100-80G-SXM", 8, usd=1.62, unit="gpu_hour", min_hours=2160, cell="1.62 | per GPU-hour | 3-month commitment",
              how="3 months = 2160 h"),
        quote(r["a100"], V, "A100-40G-SXM", 4, usd=5.12, unit="node_hour", cell="5.12 | per instance-hour (4 GPUs)",
              how="USD 1.28 per GPU-hour"),
        quote(r["h200"], V, "H200-141G", 8, usd=3.79, unit="gpu_hour", cell="3.79 | per GPU-hour"),
        quote(r["l40s"], V, "L40S-48G", 1, usd=1.19, unit="gpu_hour", cell="1.19 | per instance-hour (1 GPU)",
              how="a one-GPU instance: instance price = GPU price"),
        quote(r["a10"], V, "A10-24G", 2, usd=1.36, unit="node_hour", cell="1.36 | per instance-hour (2 GPUs)",
              how="USD 0.68 per GPU-hour"),
        quote(r["ada"], V, "RTX6000Ada-48G", 4, usd=4680.0, unit="node_month", cell="4,680.00 | per instance-month (4 GPUs)",
              how="4680 / (720 x 4) = USD 1.625 per GPU-hour"),
        quote(r["t4"], V, "T4-16G", 1, usd=0.35, unit="gpu_hour", cell="0.35 | per instance-hour (1 GPU)"),
    ]
    cp = [refuse(r["b200"], V, "B200-180G", "Contact sales", "no price: contact sales"),
          refuse(r["h100p"], V, "H100-80G-PCIe", "from 1.99", "a 'from' (spot) price, not one price")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "English cloud price export (UTF-8, LF) with no vendor column and no title: the vendor is only in the "
                   "file name (AtlasRidge); a 'Billing unit' column says per instance-hour / per GPU-hour / per "
                   "instance-month beside a GPUs count; reserved and committed terms (1-year, 3-month); comma thousands; "
                   "'Contact sales' and 'from' prices", q, cp, nq, "utf-8")


# ================================================================== 05 analyst consolidation workbook, bilingual, mixed currency
def f05():
    name = "05_procurement_compare_bilingual.xlsx"
    S = "汇总 Summary"
    A, B, C, Dv = "天枢智算", "锦鲤云", "Helios GPU", "Corvid Cloud"
    notes_sheet = {1: ["说明 Notes"], 2: ["本表汇总各家原始报价，未做汇率换算。Prices as quoted by each supplier; no FX conversion."],
                   3: ["总卡数 = 该报价可供的全部GPU张数。Total GPUs = all GPUs offered on that line."]}
    TOT = 32 + 16 + 24 + 64 + 80 + 16 + 64 + 32 + 16 + 16 + 8  # = 368, the cached value of SUM(D5:D16)
    rows = {
        1: ["GPU租赁比价汇总 GPU rental comparison (2026-12)"],
        3: ["供应商 Vendor", "GPU型号 Model", "每节点卡数 GPUs/node", "总卡数 Total GPUs", "价格 Price", "币种 Currency",
            "计价单位 Unit", "合约 Term", "备注 Remarks"],
        4: ["国内 Domestic"],
        5: [A, "H100 SXM 80G", 8, 32, 9.8, "CNY", "元/卡/时", "按需", None],
        6: [None, "A800 80G PCIe", 8, 16, 4.6, "CNY", "元/卡/时", "按需", None],
        7: [None, "L40S 48G", 8, 24, Num(16200, "int"), "CNY", "元/台/月", "包月", None],
        8: [B, "昇腾910B", 8, 64, 21.6, "CNY", "万元/台/年", "包年", "年付"],
        9: [None, "RTX 4090 24G", 8, 80, 1.6, "CNY", "元/卡/时", "包月", "月付"],
        10: [None, "H20 96G", 8, 16, "面议", "CNY", None, "包年", "需商务确认"],
        11: ["海外 Overseas"],
        12: [C, "H100 SXM5 80GB", 8, 64, Num(2.29, "usd"), "USD", "USD/GPU/hr", "On-demand", None],
        13: [None, "H200 SXM 141GB", 8, 32, Num(29.6, "usd"), "USD", "USD/node/hr", "On-demand", None],
        14: [None, "A100 80GB SXM", 8, 16, "1.45–1.80", "USD", "USD/GPU/hr", "Spot", "浮动 varies"],
        15: [None, "B200 180GB", 8, 16, Num(5.49, "usd"), "USD", "USD/GPU/hr", "1-yr reserved", None],
        16: [Dv, "L40S 48GB", 4, 8, Num(3.52, "usd"), "USD", "USD/VM/hr (4 GPUs)", "On-demand", None],
        18: ["合计 Total", None, None, Formula("SUM(D5:D16)", TOT)],
        19: ["注 Note: 空白供应商单元格为合并单元格或同上。Blank vendor cells are merged or same as above."],
    }
    write_xlsx(name, [("说明 Notes", notes_sheet, [], [90]),
                      (S, rows, ["A1:I1", "A4:I4", "A5:A7", "A11:I11", "A12:A15", "A19:I19"], [14, 18, 12, 12, 10, 10, 18, 14, 14])],
               creator="采购部 分析")
    q = [
        quote(5, A, "H100-80G-SXM", 8, 4, 9.8, sheet=S, cell="9.8 | CNY | 元/卡/时 | 按需", how="per card-hour; nodes = 32 total / 8"),
        quote(6, A, "A800-80G-PCIe", 8, 2, 4.6, sheet=S, cell="4.6 | 元/卡/时 (vendor merged A5:A7)", how="16 / 8 = 2 nodes"),
        quote(7, A, "L40S-48G", 8, 3, 16200 / (M * 8), sheet=S, cell="16,200 | 元/台/月 | 包月", how="16200 / (720 x 8); 24 / 8 = 3 nodes"),
        quote(8, B, "Ascend910B-64G", 8, 8, 216000 / (Y * 8), sheet=S, min_hours=8760, cell="21.6 | 万元/台/年 | 包年",
              how="21.6万元 = 216000 per machine-year / (8760 x 8); 64 / 8 = 8 nodes"),
        quote(9, B, "RTX4090-24G", 8, 10, 1.6, sheet=S, cell="1.6 | 元/卡/时 | 包月 (vendor blank, fill-down)",
              how="the unit column says per card-hour; 包月 is only the billing plan (no min term); 80 / 8 = 10 nodes"),
        quote(12, C, "H100-80G-SXM", 8, 8, sheet=S, usd=2.29, unit="gpu_hour", cell="$2.29 | USD/GPU/hr", how="64 / 8 = 8 nodes"),
        quote(13, C, "H200-141G", 8, 4, sheet=S, usd=29.6, unit="node_hour", cell="$29.60 | USD/node/hr (vendor merged A12:A15)",
              how="USD 3.70 per GPU-hour; 32 / 8 = 4 nodes"),
        quote(15, C, "B200-180G", 8, 2, sheet=S, usd=5.49, unit="gpu_hour", min_hours=8760, cell="$5.49 | USD/GPU/hr | 1-yr reserved",
              how="1-year term -> 8760 h; 16 / 8 = 2 nodes"),
        quote(16, Dv, "L40S-48G", 4, 2, sheet=S, usd=3.52, unit="node_hour", cell="$3.52 | USD/VM/hr (4 GPUs)",
              how="USD 0.88 per GPU-hour; 8 / 4 = 2 nodes"),
    ]
    cp = [refuse(10, B, "H20-96G", "面议", "price to be negotiated: no number", sheet=S),
          refuse(14, C, "A100-80G-SXM", "1.45–1.80", "a price range (spot), not one price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(4, "国内 Domestic", "section row", sheet=S),
          other(11, "海外 Overseas", "section row", sheet=S), other(18, "合计 Total | %d" % TOT, "totals row (SUM formula)", sheet=S),
          other(19, rows[19][0], "notes row", sheet=S)]
    expected(name, "Procurement analyst's comparison workbook: a notes sheet first, then the table; bilingual 'Chinese "
                   "English' header cells; total GPUs (总卡数 Total GPUs) beside GPUs per node; vendor merged down (A5:A7, "
                   "A12:A15) and one left blank (fill-down); CNY and USD in a currency column; units 元/卡/时, 元/台/月, "
                   "万元/台/年, USD/GPU/hr, USD/node/hr, USD/VM/hr (4 GPUs); 按需/包月/包年/1-yr reserved; section rows, "
                   "面议, a range, a SUM totals row, notes row", q, cp, nq)


# ================================================================== 06 IDC rate card, one spec cell per machine, BOM CRLF
def f06():
    name = "06_zhongyuan_machine_specs_bom.csv"
    V = "中原数港"
    s = Sheet()
    s.add(["序号", "服务商", "整机配置", "可用台数", "月租金", "备注"])
    s.add(["1", V, "H800 SXM5 80G ×8 | 2048G | 8×3.84T NVMe | 8×400G IB", "3", "7.2万/台", "含税"], "h800")
    s.add(["2", V, "8张A800 PCIe 80G，1T内存，4块3.84T U.2，RoCE 2×200G", "2", "4.35万/台", "含税"], "a800")
    s.add(["3", V, "4卡 L40S 48G\n内存 512G\nNVMe 2×3.84T\n25G×2", "5", "1.38万/台", "含税"], "l40s")
    s.add(["4", V, "910B*8 (64G) / 1.5T / 4*7.68T / RoCE 8*200G", "4", "2.98万/台", "国产化"], "910b")
    s.add(["5", V, "RTX4090 24G x8，512G，2x3.84T，25GE", "6", "6,800元/台", ""], "4090")
    s.add(["6", V, "A100 80G SXM4 八卡 / 2T / 4×3.84T / IB HDR 4×200G", "2", "单卡 3,600元/月", "按卡计费"], "a100")
    s.add(["7", V, "H20 141G ×8 / 2T / 4×3.84T / RoCE 4×400G", "1", "待定", "下月到货"], "h20")
    s.add(["8", V, "2*L20 48G 单机 / 256G / 1*3.84T", "3", "2,980元/台", "小规格"], "l20")
    s.add([])
    note = "说明：“/台”为整台服务器月租金；所有机型均含本地NVMe，网络以配置列为准。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=6)
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 3, 72000 / (M * 8), inter="ib", cell="7.2万/台 | H800 SXM5 80G ×8",
              how="72000 per machine-month / (720 x 8)"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, 2, 43500 / (M * 8), inter="roce", cell="4.35万/台 | 8张A800 PCIe 80G",
              how="43500 / (720 x 8)"),
        quote(r["l40s"], V, "L40S-48G", 4, 5, 13800 / (M * 4), inter="ethernet", cell="1.38万/台 | 4卡 L40S 48G (multi-line cell)",
              how="13800 / (720 x 4)"),
        quote(r["910b"], V, "Ascend910B-64G", 8, 4, 29800 / (M * 8), inter="roce", cell="2.98万/台 | 910B*8 (64G)",
              how="29800 / (720 x 8)"),
        quote(r["4090"], V, "RTX4090-24G", 8, 6, 6800 / (M * 8), inter="ethernet", cell="6,800元/台 | RTX4090 24G x8",
              how="6800 / (720 x 8)"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 2, 3600 / M, inter="ib", cell="单卡 3,600元/月 | A100 80G SXM4 八卡",
              how="per card-month: 3600 / 720 = 5.0"),
        quote(r["l20"], V, "L20-48G", 2, 3, 2980 / (M * 2), cell="2,980元/台 | 2*L20 48G 单机", how="2980 / (720 x 2)"),
    ]
    cp = [refuse(r["h20"], V, "H20-141G", "待定", "price not fixed yet (待定)")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "IDC rate card (UTF-8 BOM, CRLF) with no GPU or card-count column: the whole machine in one '整机配置' "
                   "cell, spelled many ways (×8, 8张, 4卡 multi-line, *8, x8, 八卡, 2*…单机); the unit from the '月租金' "
                   "header plus /台 or 单卡 in the price cell; 万; 待定", q, cp, nq, "utf-8-sig")


# ================================================================== 07 long-term lease, tiers in rows, numbers as text
def f07():
    name = "07_lingxi_lease_terms_rows.xlsx"
    S = "长租报价"
    V = "灵犀算力"
    TERM = {"1个月": None, "3个月": 2160, "6个月": 4320, "12个月": 8640}
    groups = [  # first row, gpu text, gpn, stock, [(term, price text per card-month)], gid, intra
        (4, "H800 SXM 80GB", "8", "6台", [("1个月", "7,200"), ("3个月", "6,912"), ("6个月", "6,624"), ("12个月", "6,336")], "H800-80G-SXM", "NVLink"),
        (8, "A100 SXM4 40GB", "8", "10台", [("1个月", "3,240"), ("3个月", "3,096"), ("6个月", "2,952"), ("12个月", "2,808")], "A100-40G-SXM", "NVLink"),
        (12, "L40S 48GB", "8", "4台", [("1个月", "2,520"), ("3个月", "2,412"), ("6个月", "2,304"), ("12个月", "面议")], "L40S-48G", "PCIe"),
        (16, "RTX 4090 24GB", "8", "20台", [("1个月", "1,296"), ("3个月", "1,224")], "RTX4090-24G", "PCIe"),
    ]
    rows = {1: ["灵犀算力 · GPU整机长租价格表（2026年12月）"],
            2: ["单价为每卡每月（元），数字均为含税价；按整台交付，起租1台。"],
            3: ["GPU型号", "单机卡数", "库存", "租期", "单价（元/卡/月）", "卡间互联", "交付"]}
    merges = ["A1:G1", "A2:G2"]
    for first, g, gpn, stock, tiers, gid, il in groups:
        for i, (t, p) in enumerate(tiers):
            rows[first + i] = ([g, gpn, stock] if i == 0 else [None, None, None]) + [t, p, il if i == 0 else None, "现货" if i == 0 else None]
        last = first + len(tiers) - 1
        merges += ["A%d:A%d" % (first, last), "B%d:B%d" % (first, last), "C%d:C%d" % (first, last),
                   "F%d:F%d" % (first, last), "G%d:G%d" % (first, last)]
    note = "注：3个月及以上需预付首月；12个月合同按季度结算；上表价格不含公网带宽。"
    rows[19] = [note]
    merges.append("A19:G19")
    net = {1: ["机型", "机间网络"], 2: ["H800 SXM 80GB", "IB NDR 8×400G"], 3: ["A100 SXM4 40GB", "IB HDR 4×200G"],
           4: ["L40S 48GB", "RoCE 2×100G"], 5: ["RTX 4090 24GB", "25GE"]}
    write_xlsx(name, [(S, rows, merges, [18, 9, 8, 9, 16, 10, 8]), ("网络说明", net, [], [18, 18])], creator="灵犀算力")
    q, cp = [], []
    for first, g, gpn, stock, tiers, gid, il in groups:
        for i, (t, p) in enumerate(tiers):
            row = first + i
            if p == "面议":
                cp.append(refuse(row, V, gid, "单价（元/卡/月） = 面议 (租期 12个月)", "price to be negotiated: no number", sheet=S))
                continue
            v = float(p.replace(",", ""))
            q.append(quote(row, V, gid, int(gpn), None, v / M, sheet=S, min_hours=TERM[t], intra=il.lower(),
                           cell="租期 %s | 单价（元/卡/月） %s (text cell; GPU cell merged over the tier rows)" % (t, p),
                           how="%s per card-month / 720 h%s" % (p, "" if TERM[t] is None else "; term %s = %d h" % (t, TERM[t]))))
    nq = [other(1, rows[1][0], "title (the only place the vendor is named)", sheet=S),
          other(2, rows[2][0], "explanation line", sheet=S), other(19, note, "notes row", sheet=S)]
    expected(name, "Long-term lease workbook: vendor only in the title; tiers in rows (a '租期' column 1个月/3个月/6个月/"
                   "12个月) with the GPU, card-count, stock and link cells merged down over each group; every number "
                   "stored as text with comma thousands; per card-month unit only in the header; a 面议 tier; notes row; "
                   "a network sheet", q, cp, nq)


# ================================================================== 08 GBK price list: on-demand card-hour + machine quarter/year in 万元
def f08():
    name = "08_beichen_wangshu_rates_gbk.csv"
    A, B = "北辰云谷", "望舒算力"
    s = Sheet()
    s.add(["北辰云谷 / 望舒算力 联合渠道价目表（2026年12月）"], "title")
    s.add(["供应商", "显卡", "单台卡数", "库存台数", "单卡按量(元/卡·时)", "整机包季(万元/台)", "整机包年(万元/台)", "网络", "备注"])
    data = [  # tag, vendor, gpu text, gpn, nodes, on-demand, quarter 万元, year 万元, net, gid, inter
        ("h100", A, "H100 SXM 80G", 8, 4, "11.8", "15.6", "57.0", "IB 8×400G", "H100-80G-SXM", "ib"),
        ("a800", A, "A800 SXM 80G", 8, 6, "6.2", "8.4", "30.5", "IB 4×200G", "A800-80G-SXM", "ib"),
        ("l20", A, "L20 48G", 8, 10, "2.6", "3.45", "—", "25GE", "L20-48G", "ethernet"),
        ("4090", B, "RTX4090 24G", 8, 12, "1.85", "2.28", "8.4", "25GE", "RTX4090-24G", "ethernet"),
        ("910b", B, "昇腾910B 64G", 8, 6, "—", "7.6", "27.8", "RoCE 8×200G", "Ascend910B-64G", "roce"),
        ("h200", B, "H200 141G", 8, 2, "面议", "面议", "面议", "IB 8×400G", "H200-141G", "ib"),
    ]
    for tag, v, g, gpn, nodes, od, qt, yr, net, gid, eid in data:
        s.add([v, g, str(gpn), str(nodes), od, qt, yr, net, ""], tag)
    s.add([])
    s.add(["合计", "", "", str(sum(d[4] for d in data)), "", "", "", "", ""], "total")
    note = "说明：包季按3个月、包年按一年（365天）整机预付；“—”为不提供；价格不含税。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=9)
    r = s.at
    q, cp = [], []
    for tag, v, g, gpn, nodes, od, qt, yr, net, gid, eid in data:
        if od == "面议":
            cp.append(refuse(r[tag], v, gid, "面议 | 面议 | 面议", "price to be negotiated in every column: no number"))
            continue
        if od != "—":
            q.append(quote(r[tag], v, gid, gpn, nodes, float(od), inter=eid, cell="单卡按量(元/卡·时) = %s" % od, how="per card-hour"))
        if qt != "—":
            q.append(quote(r[tag], v, gid, gpn, nodes, float(qt) * 10000 / (QTR * gpn), min_hours=2160, inter=eid,
                           cell="整机包季(万元/台) = %s" % qt, how="%s万元 = %d per machine-quarter / (2160 x %d)" % (qt, round(float(qt) * 10000), gpn)))
        if yr != "—":
            q.append(quote(r[tag], v, gid, gpn, nodes, float(yr) * 10000 / (Y * gpn), min_hours=8760, inter=eid,
                           cell="整机包年(万元/台) = %s" % yr, how="%s万元 = %d per machine-year / (8760 x %d)" % (yr, round(float(yr) * 10000), gpn)))
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["total"], "合计 | %d" % sum(d[4] for d in data), "totals row"),
          other(r["note"], note, "notes row")]
    expected(name, "Joint channel price list, GBK CSV with CRLF: three price columns per row whose headers carry basis, "
                   "mode and unit (单卡按量(元/卡·时), 整机包季(万元/台), 整机包年(万元/台)), so one row gives up to three "
                   "quotes; 万元 in the header only; '—' not offered; a row 面议 in every column; totals and notes rows",
             q, cp, nq, "gbk")


# ================================================================== 09 English workbook, per-node hour and month columns
def f09():
    name = "09_meridian_stack_pricing_en.xlsx"
    S = "Pricing"
    V = "Meridian Stack"
    overview = {1: ["Overview"], 3: ["• Prices are per node (the whole server, all GPUs in it), in USD, excluding taxes."],
                4: ["• Monthly = 720 hours, billed in advance."], 6: ["Questions: sales desk, Lisbon office"]}
    rows = {
        1: ["Meridian Stack — GPU Node Pricing (Q1 2027)"],
        3: ["GPU", "Node config", "On-demand (per node / hr)", "Monthly (per node / month)", "Region", "Remarks"],
        4: ["H100 SXM 80GB", "8x, NVSwitch, 3.2 Tbps InfiniBand", Num(22.8, "usd"), Num(14976, "usd"), "Lisbon", None],
        5: ["A100 SXM 80GB", "8x, NVLink, 1.6 Tbps InfiniBand", Num(12.4, "usd"), Num(8064, "usd"), "Lisbon", None],
        6: ["L40S 48GB", "4x, PCIe, 100 GbE", Num(4.2, "usd"), "—", "Madrid", "on-demand only"],
        7: ["A10 24GB", "1x, PCIe", Num(0.72, "usd"), Num(450, "usd"), "Madrid", None],
        8: ["H200 SXM 141GB", "8x, NVSwitch, 3.2 Tbps InfiniBand", "Call us", "Call us", "Lisbon", "allocation-based"],
        10: ["Volume discounts above 16 nodes on request."],
    }
    write_xlsx(name, [("Overview", overview, [], [90]), (S, rows, ["A1:F1", "A10:F10"], [16, 32, 18, 20, 10, 16])],
               creator="Meridian Stack")
    q = [
        quote(4, V, "H100-80G-SXM", 8, sheet=S, usd=22.8, unit="node_hour", intra="nvlink", inter="ib",
              cell="On-demand (per node / hr) = $22.80 | 8x", how="USD 2.85 per GPU-hour"),
        quote(4, V, "H100-80G-SXM", 8, sheet=S, usd=14976.0, unit="node_month", intra="nvlink", inter="ib",
              cell="Monthly (per node / month) = $14,976.00 | 8x", how="14976 / (720 x 8) = USD 2.60 per GPU-hour"),
        quote(5, V, "A100-80G-SXM", 8, sheet=S, usd=12.4, unit="node_hour", intra="nvlink", inter="ib",
              cell="On-demand (per node / hr) = $12.40 | 8x", how="USD 1.55 per GPU-hour"),
        quote(5, V, "A100-80G-SXM", 8, sheet=S, usd=8064.0, unit="node_month", intra="nvlink", inter="ib",
              cell="Monthly (per node / month) = $8,064.00 | 8x", how="8064 / (720 x 8) = USD 1.40 per GPU-hour"),
        quote(6, V, "L40S-48G", 4, sheet=S, usd=4.2, unit="node_hour", intra="pcie", inter="ethernet",
              cell="On-demand (per node / hr) = $4.20 | 4x", how="USD 1.05 per GPU-hour"),
        quote(7, V, "A10-24G", 1, sheet=S, usd=0.72, unit="node_hour", intra="pcie",
              cell="On-demand (per node / hr) = $0.72 | 1x", how="a one-GPU node: USD 0.72 per GPU-hour"),
        quote(7, V, "A10-24G", 1, sheet=S, usd=450.0, unit="node_month", intra="pcie",
              cell="Monthly (per node / month) = $450.00 | 1x", how="450 / 720 = USD 0.625 per GPU-hour"),
    ]
    cp = [refuse(8, V, "H200-141G", "Call us | Call us", "no price: call sales", sheet=S)]
    nq = [other(1, rows[1][0], "title (the only place on this sheet the vendor is named)", sheet=S),
          other(10, rows[10][0], "notes row", sheet=S)]
    expected(name, "English vendor workbook: an Overview sheet first, the table on 'Pricing' with the vendor only in its "
                   "title; two price columns per row, both per whole node (per node / hr, per node / month), GPUs per "
                   "node only as '8x'/'4x'/'1x' at the start of a config cell; $ number formats; 'Call us'", q, cp, nq)


# ================================================================== 10 group-chat digest, fill-down vendor, total cards, BOM LF
def f10():
    name = "10_group_digest_totalcards_bom.csv"
    A, B = "玄鸟算力", "霁青科技"
    s = Sheet()
    s.add(["厂商", "卡型", "单机卡数", "总卡数", "报价", "交付地"])
    s.add([A, "A100 40G PCIe", "8", "48", "2.35元/卡/时", "乌兰察布"], "a100")
    s.add(["", "RTX 3090", "8", "64", "1,150元/台/天", "乌兰察布"], "3090")
    s.add(["", "V100 32G SXM2", "8", "40", "0.95~1.2元/卡时", "乌兰察布"], "v100")
    s.add([B, "H800 80G", "8", "128", "9.9元/卡时", "庆阳"], "h800")
    s.add(["", "L40 48G", "4", "24", "5,200元/台/周", "庆阳"], "l40")
    s.add(["", "T4", "4", "16", "0.6元/卡时起", "庆阳"], "t4")
    s.add(["", "A6000 48G", "8", "16", "2.9万/台/月", "庆阳"], "a6000")
    s.add(["合计", "", "", str(48 + 64 + 40 + 128 + 24 + 16 + 16), "", ""], "total")
    note = "厂商为空即同上；总卡数为该型号可供的全部卡数（不是每台卡数）。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\n", width=6)
    r = s.at
    q = [
        quote(r["a100"], A, "A100-40G-PCIe", 8, 6, 2.35, cell="2.35元/卡/时", how="per card-hour; 48 cards / 8 = 6 machines"),
        quote(r["3090"], A, "RTX3090-24G", 8, 8, 1150 / (D * 8), cell="1,150元/台/天 (厂商 blank = 玄鸟算力)",
              how="1150 per machine-day / (24 x 8); 64 / 8 = 8 machines"),
        quote(r["h800"], B, "H800-80G-SXM", 8, 16, 9.9, cell="9.9元/卡时 | H800 80G",
              how="per card-hour; 128 / 8 = 16 machines; H800 form factor not stated -> SXM (warning)"),
        quote(r["l40"], B, "L40-48G", 4, 6, 5200 / (W * 4), cell="5,200元/台/周 (厂商 blank = 霁青科技)",
              how="5200 per machine-week / (168 x 4); 24 / 4 = 6 machines"),
        quote(r["a6000"], B, "A6000-48G", 8, 2, 29000 / (M * 8), cell="2.9万/台/月", how="29000 / (720 x 8); 16 / 8 = 2 machines"),
    ]
    cp = [refuse(r["v100"], A, "V100-32G", "0.95~1.2元/卡时", "a price range, not one price"),
          refuse(r["t4"], B, "T4-16G", "0.6元/卡时起", "a 'from' price (起), not one price")]
    nq = [other(r["total"], "合计 | 336", "totals row"), other(r["note"], note, "notes row")]
    expected(name, "Group-chat digest saved as CSV (UTF-8 BOM, LF): vendor written once and left blank below, 总卡数 "
                   "(all cards offered) beside 单机卡数, the unit inside each price cell (元/卡/时, 元/台/天, 元/台/周, "
                   "万/台/月), plain H800; a ~ range and a 起 price; totals and notes rows", q, cp, nq, "utf-8-sig")


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10):
        f()
    print("written to", OUT)
