#!/usr/bin/env python3
"""Held-out set 10 for ComputeCheck's quote importer: 10 GPU-rental quote files, each with
FILE.expected.json beside it.  Run: python3 make_files.py  (writes into this script's folder)

All vendors are fictitious. Every expected number is worked out by hand from the cell text:
day 24 h, week 168 h, month 720 h, 包季/quarter 2160 h, 12个月 8640 h, 包年/year 8760 h.
Whole-machine prices are divided by the GPUs in one machine. Rows: xlsx sheet row; csv/tsv
record number (blank lines count, a quoted multi-line cell is one row).
Helpers (expected-row helpers, Sheet, write_text, raw-zipfile xlsx writer) copied from the
practice set's make_files.py.
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


# ================================================================== 01 IDC workbook: cover, terms, tier columns on sheet 3
def f01():
    name = "01_beichen_idc_quote_2026q4.xlsx"
    V, AL = "北辰智算", ["北辰智算科技（天津）有限公司", "北辰智算科技"]
    S = "报价明细"
    cover = {1: ["北辰智算科技（天津）有限公司"], 2: ["GPU算力租赁报价单"], 3: ["报价编号：BC-2026-1207"],
             4: ["联系人：商务部 王经理 138-0000-0000"], 5: ["本报价单共三页：封面、商务条款、报价明细"]}
    terms = {1: ["商务条款"], 2: ["1", "包季、包年须一次性预付全部租金；按需、包月按月结算。"],
             3: ["2", "价格含6%增值税，含机柜、电力及100M公网带宽。"], 4: ["3", "交付周期：签约后5个工作日。"]}
    t1 = "GPU算力租赁报价明细"
    t2 = "报价日期：2026-12-01    币种：人民币"
    note = "注：租期单价均为每卡每小时价格；“面议”请联系商务；“—”表示该租期不提供。"
    rows = {
        1: [t1], 2: [t2],
        3: ["序号", "GPU型号", "单机卡数", "可供台数", "租期单价（元/卡/时）", "", "", "", "备注"],
        4: ["", "", "", "", "按需", "包月", "包季", "包年", ""],
        5: [1, "H100 SXM5 80GB", 8, 4, 15.8, 13.5, 12.9, 11.6, "NVLink + IB 400G×8"],
        6: [2, "A800 PCIe 80GB", 8, 6, "6.20", "5.40", "5.10", "面议", ""],
        7: [3, "L40S 48GB", 8, 10, 4.3, 3.6, "—", "—", "仅提供短租"],
        8: [4, "H20 96GB", 8, 3, 7.9, 6.8, 6.4, 5.9, ""],
        10: ["合计可供台数", "", "", Formula("SUM(D5:D8)", 23)],
        11: [note],
    }
    merges = ["A3:A4", "B3:B4", "C3:C4", "D3:D4", "E3:H3", "I3:I4", "A1:I1"]
    write_xlsx(name, [("封面", cover, ["A1:F1"], [40]), ("商务条款", terms, None, [6, 60]),
                      (S, rows, merges, [6, 18, 10, 10, 10, 10, 10, 10, 24])], creator="北辰智算商务部")
    H = "租期单价（元/卡/时） "

    def q(r, gpu, nodes, tier, v, mh=None):
        return quote(r, V, gpu, 8, nodes, v, sheet=S, aliases=AL, min_hours=mh,
                     cell=H + tier + " = " + str(v), how="per card-hour as the merged header says; tier " + tier +
                     ("" if mh is None else " = %d h" % mh))
    qs = [
        q(5, "H100-80G-SXM", 4, "按需", 15.8), q(5, "H100-80G-SXM", 4, "包月", 13.5),
        q(5, "H100-80G-SXM", 4, "包季", 12.9, 2160), q(5, "H100-80G-SXM", 4, "包年", 11.6, 8760),
        q(6, "A800-80G-PCIe", 6, "按需", 6.2), q(6, "A800-80G-PCIe", 6, "包月", 5.4),
        q(6, "A800-80G-PCIe", 6, "包季", 5.1, 2160),
        q(7, "L40S-48G", 10, "按需", 4.3), q(7, "L40S-48G", 10, "包月", 3.6),
        q(8, "H20-96G", 3, "按需", 7.9), q(8, "H20-96G", 3, "包月", 6.8),
        q(8, "H20-96G", 3, "包季", 6.4, 2160), q(8, "H20-96G", 3, "包年", 5.9, 8760),
    ]
    cp = [refuse(6, V, "A800-80G-PCIe", H + "包年 = 面议", "yearly price to be negotiated; the other tiers on this row import", sheet=S)]
    nq = [other(1, t1, "title", S), other(2, t2, "date/currency line", S),
          other(4, "按需 / 包月 / 包季 / 包年", "second header row (tier names under the merged group)", S),
          other(10, "合计可供台数 23", "totals row (SUM formula)", S), other(11, note, "notes row", S)]
    expected(name, "IDC workbook: vendor only on the cover sheet (full company name), a terms sheet, the price table on the "
                   "third sheet with a two-row header (merged 租期单价（元/卡/时） over 按需/包月/包季/包年 tier columns), "
                   "numbers partly stored as text, tiers not offered (—), 面议 in one tier, SUM totals row, notes row",
             qs, cp, nq)


# ================================================================== 02 WeChat paste, GBK TSV CRLF, spec cells
def f02():
    name = "02_yunque_wechat_paste_gbk.tsv"
    V = "云雀算力"
    s = Sheet()
    t = "【云雀算力】12月第一周现货报价（群内转发，以私聊确认为准）"
    s.add([t], "t"); s.add([])
    s.add(["型号配置", "数量", "报价", "说明"])
    s.add(["8卡H800 SXM 80G / 2T内存 / 8*3.84T NVMe / IB 400G×8", "3台", "7.6万/台/月", "包月，月付"], "h800")
    s.add(["4090 24G ×8卡 整机", "10台", "1.3万/台/月（折合约2.26元/卡时）", ""], "4090")
    s.add(["A100 80G SXM4 8卡", "2台", "单卡 7.2元/时", "按量"], "a100")
    s.add(["L20 48G 8张/台 RoCE 200G", "5台", "包年 32万/台", "年付，均摊约4.57元/卡时"], "l20")
    s.add(["H20 141G 8卡", "4台", "面议", "量大可谈"], "h20")
    s.add(["910B 64G 8卡 昇腾", "6台", "包季 9.9万/台", "季付"], "910b")
    s.add(["4090D 24G 8卡", "8台", "1.9-2.1元/卡时", "看数量"], "4090d")
    s.add(["H100 PCIe 80G 8卡", "1台", "1728元/台/天", "可短租"], "h100")
    s.add([])
    n = "以上含税含电，机房在廊坊，有意私聊"
    s.add([n], "n")
    write_text(name, s, "gbk", "\t", "\r\n")
    r = s.at
    qs = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 3, 76000 / (M * 8), inter="ib",
              cell="7.6万/台/月", how="76000 per machine-month / (720 h x 8 GPUs from the spec cell)"),
        quote(r["4090"], V, "RTX4090-24G", 8, 10, 13000 / (M * 8),
              cell="1.3万/台/月（折合约2.26元/卡时）", how="13000 / 5760 = 2.2569; the 折合 figure agrees"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 2, 7.2, cell="单卡 7.2元/时", how="per card-hour"),
        quote(r["l20"], V, "L20-48G", 8, 5, 320000 / (Y * 8), min_hours=8760, inter="roce",
              cell="包年 32万/台 | 均摊约4.57元/卡时", how="320000 per machine-year / (8760 h x 8) = 4.5662"),
        quote(r["910b"], V, "Ascend910B-64G", 8, 6, 99000 / (QTR * 8), min_hours=2160,
              cell="包季 9.9万/台", how="99000 per machine-quarter / (2160 h x 8) = 5.7292"),
        quote(r["h100"], V, "H100-80G-PCIe", 8, 1, 1728 / (D * 8),
              cell="1728元/台/天", how="1728 per machine-day / (24 h x 8) = 9.0"),
    ]
    cp = [refuse(r["h20"], V, "H20-141G", "面议", "price to be negotiated"),
          refuse(r["4090d"], V, "RTX4090D-24G", "1.9-2.1元/卡时", "a range, not one price")]
    nq = [other(r["t"], t, "title line (vendor named only here)"), other(r["n"], n, "notes line")]
    expected(name, "Reseller WeChat paste saved as GBK TSV with CRLF: vendor only in the title line, whole machine in one "
                   "spec cell (8卡 / ×8卡 / 8张/台 / 8卡 with RAM, NVMe, IB/RoCE), counts as '3台', 万 per machine-month/"
                   "quarter/year, 折合/均摊 equivalents that agree, per machine-day, 面议 and a range",
             qs, cp, nq, "gbk")


# ================================================================== 03 English cloud catalogue: per instance, two columns
def f03():
    name = "03_tallgrass_cloud_catalog_en.csv"
    V = "Tallgrass Cloud"
    s = Sheet()
    t = "Tallgrass Cloud - GPU instance pricing (USD), effective 1 Dec 2026"
    s.add([t], "t")
    s.add(["Instance type", "GPUs", "Accelerator", "vCPU", "Memory (GiB)", "Interconnect",
           "On-demand ($/instance/hr)", "1-year reserved ($/instance/hr)"])
    s.add(["tg.h100x8", "8", "H100 SXM 80GB", "192", "2048", "NVLink + 3200 Gbps InfiniBand", "25.20", "17.60"], "h100")
    s.add(["tg.h200x8", "8", "H200 141GB", "192", "2048", "NVLink + 3200 Gbps InfiniBand", "31.92", "Contact sales"], "h200")
    s.add(["tg.l40sx4", "4", "L40S 48GB", "48", "384", "PCIe", "7.40", "5.12"], "l40s4")
    s.add(["tg.l40sx1", "1", "L40S 48GB", "12", "96", "PCIe", "1.85", "1.28"], "l40s1")
    s.add(["tg.a10x1", "1", "A10 24GB", "8", "64", "PCIe", "0.75", "0.52"], "a10")
    s.add(["tg.a100x8", "8", "A100 80GB SXM", "96", "1152", "NVLink + 1600 Gbps RoCE", "14.32", "10.00"], "a100")
    s.add(["tg.b200x8", "8", "B200 180GB", "224", "2880", "NVLink 5 + 3200 Gbps InfiniBand", "Waitlist", "Waitlist"], "b200")
    s.add([])
    n = "Prices are per instance-hour, billed per second. Reserved = 1-year commitment, billed monthly."
    s.add([n], "n")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    OD, RS = "On-demand ($/instance/hr)", "1-year reserved ($/instance/hr)"

    def q(tag, gpu, g, od, rs, intra, inter=None):
        out = [quote(r[tag], V, gpu, g, usd=od, unit="node_hour", intra=intra, inter=inter,
                     cell="%s = %.2f" % (OD, od), how="whole %d-GPU instance: USD %.4f per GPU-hour" % (g, od / g))]
        if rs is not None:
            out.append(quote(r[tag], V, gpu, g, usd=rs, unit="node_hour", min_hours=8760, intra=intra, inter=inter,
                             cell="%s = %.2f" % (RS, rs), how="1-year term; USD %.4f per GPU-hour" % (rs / g)))
        return out
    qs = (q("h100", "H100-80G-SXM", 8, 25.20, 17.60, "nvlink", "ib") + q("h200", "H200-141G", 8, 31.92, None, "nvlink", "ib")
          + q("l40s4", "L40S-48G", 4, 7.40, 5.12, "pcie") + q("l40s1", "L40S-48G", 1, 1.85, 1.28, "pcie")
          + q("a10", "A10-24G", 1, 0.75, 0.52, "pcie") + q("a100", "A100-80G-SXM", 8, 14.32, 10.00, "nvlink", "roce"))
    cp = [refuse(r["h200"], V, "H200-141G", RS + " = Contact sales", "no reserved price; the on-demand price on this row imports"),
          refuse(r["b200"], V, "B200-180G", "Waitlist", "not available, no price")]
    nq = [other(r["t"], t, "title"), other(r["n"], n, "notes row")]
    expected(name, "English cloud catalogue (UTF-8, LF): vendor only in the title, prices per whole instance in two columns "
                   "(on-demand and 1-year reserved -> two quotes per row) for 8-, 4- and 1-GPU instances, Contact sales, Waitlist",
             qs, cp, nq, "utf-8")


# ================================================================== 04 analyst consolidation: bilingual, merged vendors, mixed currency
def f04():
    name = "04_analyst_gpu_survey_bilingual.xlsx"
    S = "汇总 Survey"
    readme = {1: ["说明 / Read me"], 2: ["本表汇总12月第一周各供应商口头及书面报价，未经核实。"],
              3: ["USD quotes are not converted to CNY. 台 = one whole server."], 4: ["数据截止：2026-12-04"]}
    t1 = "2026年12月 GPU租赁市场询价汇总 / GPU rental price survey, Dec 2026"
    t2 = "整理：研究部（仅供内部参考）"
    note = "注：USD 报价未折算人民币；台 = 整机；询价中 = 尚未拿到书面报价。"
    rows = {
        1: [t1], 2: [t2],
        3: ["Vendor 供应商", "Model 型号", "Cards/Node 每台卡数", "Nodes 可用台数", "Price 报价", "Currency 币种",
            "Unit 计价单位", "Term 租期", "Source 来源"],
        4: ["国内 Domestic"],
        5: ["沧澜云", "H800", 8, 16, 72000, "CNY", "元/台·月", "包月", "微信"],
        6: ["", "A800 80G PCIe", 8, 4, 4.9, "CNY", "元/卡·时", "按量", "邮件"],
        7: ["", "RTX 4090", 8, 20, 42, "CNY", "元/卡·天", "按天", "微信"],
        8: ["朔风数据", "H20 96G", 8, 6, 45, "CNY", "万元/台·年", "包年", "报价单"],
        9: ["", "L20", 8, 12, "询价中", "CNY", "元/卡·时", "", ""],
        10: ["海外 Overseas"],
        11: ["Pinecrest GPU", "H100 SXM 80GB", 8, 32, 2.49, "USD", "per GPU-hour", "On-demand", "website"],
        12: ["", "A100 80GB SXM", 8, 10, 13.6, "USD", "per node-hour", "1-yr", "quote PDF"],
        13: ["Vellum Compute", "RTX 6000 Ada", 4, 5, 3.1, "USD", "per 4-GPU VM-hour", "Hourly", "website"],
        14: ["晴川智算", "RTX A6000 48G", 8, 3, "1.2万", "CNY", "元/台·月", "包月", "电话"],
        16: ["样本数 Count", Formula("COUNTA(B5:B14)", 9)],
        17: [note],
    }
    merges = ["A5:A7", "A8:A9", "A11:A12", "A1:I1", "A4:I4", "A10:I10"]
    write_xlsx(name, [("说明 Notes", readme, None, [70]), (S, rows, merges, [16, 18, 12, 12, 10, 10, 18, 12, 12])],
               creator="research")
    qs = [
        quote(5, "沧澜云", "H800-80G-SXM", 8, 16, 72000 / (M * 8), sheet=S,
              cell="72000 | 元/台·月", how="72000 per machine-month / 5760 = 12.5; plain H800 = SXM part (warn)"),
        quote(6, "沧澜云", "A800-80G-PCIe", 8, 4, 4.9, sheet=S, cell="4.9 | 元/卡·时", how="merged vendor cell; per card-hour"),
        quote(7, "沧澜云", "RTX4090-24G", 8, 20, 42 / D, sheet=S, cell="42 | 元/卡·天", how="42 per card-day / 24 = 1.75"),
        quote(8, "朔风数据", "H20-96G", 8, 6, 450000 / (Y * 8), sheet=S, min_hours=8760,
              cell="45 | 万元/台·年 | 包年", how="450000 per machine-year / (8760 x 8) = 6.4212"),
        quote(11, "Pinecrest GPU", "H100-80G-SXM", 8, 32, sheet=S, usd=2.49, unit="gpu_hour",
              cell="2.49 | USD | per GPU-hour", how="USD per GPU-hour"),
        quote(12, "Pinecrest GPU", "A100-80G-SXM", 8, 10, sheet=S, usd=13.6, unit="node_hour", min_hours=8760,
              cell="13.6 | USD | per node-hour | 1-yr", how="USD 13.6 per 8-GPU node-hour = 1.70 per GPU-hour; 1-yr term"),
        quote(13, "Vellum Compute", "RTX6000Ada-48G", 4, 5, sheet=S, usd=3.1, unit="node_hour",
              cell="3.1 | USD | per 4-GPU VM-hour", how="USD 3.1 per 4-GPU VM-hour = 0.775 per GPU-hour"),
        quote(14, "晴川智算", "A6000-48G", 8, 3, 12000 / (M * 8), sheet=S,
              cell="1.2万 | 元/台·月", how="12000 per machine-month / 5760 = 2.0833"),
    ]
    cp = [refuse(9, "朔风数据", "L20-48G", "询价中", "price still being requested", sheet=S)]
    nq = [other(1, t1, "title", S), other(2, t2, "byline", S), other(4, "国内 Domestic", "section row", S),
          other(10, "海外 Overseas", "section row", S), other(16, "样本数 Count 9", "count row (COUNTA formula)", S),
          other(17, note, "notes row", S)]
    expected(name, "Analyst consolidation workbook: read-me sheet first, survey on sheet 2 with bilingual 'English 中文' headers, "
                   "vendor cells merged vertically, section rows, CNY and USD side by side, units per row (元/台·月, 元/卡·时, "
                   "元/卡·天, 万元/台·年, per GPU-hour, per node-hour, per 4-GPU VM-hour), 1.2万 as text, plain H800, 询价中, "
                   "count and notes rows", qs, cp, nq)


# ================================================================== 05 IDC GBK CSV: billing mode beside unit column, total cards
def f05():
    name = "05_hengyuan_idc_billing_modes_gbk.csv"
    V = "恒远数据"
    s = Sheet()
    t = "恒远数据 · 算力资源报价（华北二区）  更新于2026-12-02"
    s.add([t], "t")
    s.add(["资源池", "GPU", "台数", "总卡数", "计费方式", "报价", "计价单位", "说明"])
    s.add(["廊坊A", "H800 SXM 80G", "4", "32", "包月", "68,400", "元/台/月", "NVLink，IB 400G"], "h800")
    s.add(["廊坊A", "A800 SXM 80G", "2", "16", "包月", "5.1", "元/卡/时", "按月签约，按卡时计价"], "a800")
    s.add(["廊坊B", "RTX 4090D", "6", "48", "按量", "1.55", "元/卡/时", ""], "4090d")
    s.add(["廊坊B", "L40S", "3", "24", "包季", "9.6万", "元/台/季", ""], "l40s")
    s.add(["怀来", "H20 141G", "2", "16", "包年", "52万", "元/台/年", ""], "h20")
    s.add(["怀来", "Ascend 910B", "8", "64", "包月", "2.9", "元/卡/时", "昇腾，HCCS"], "910b")
    s.add(["怀来", "A100 PCIe 80G", "4", "16", "包月", "已约满", "元/台/月", "1月中旬释放"], "a100")
    s.add(["怀来", "T4 16G", "5", "20", "按量", "0.68", "元/卡/时", "推理机型"], "t4")
    s.add(["廊坊A", "H100 SXM 80G", "2", "16", "包天", "2,520", "元/台/天", ""], "h100")
    s.add([])
    s.add(["合计", "", "36", "252", "", "", "", ""], "tot")
    n = "说明：总卡数=台数×每台卡数；包季、包年需预付；价格不含税。"
    s.add([n], "n")
    write_text(name, s, "gbk", ",", "\r\n", width=8)
    r = s.at
    qs = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 4, 68400 / (M * 8), intra="nvlink", inter="ib",
              cell="68,400 | 元/台/月 | 包月", how="32 cards / 4 machines = 8 per machine; 68400 / 5760 = 11.875"),
        quote(r["a800"], V, "A800-80G-SXM", 8, 2, 5.1,
              cell="5.1 | 元/卡/时 | 包月", how="unit column says per card-hour; 包月 is the commitment, not the unit"),
        quote(r["4090d"], V, "RTX4090D-24G", 8, 6, 1.55, cell="1.55 | 元/卡/时 | 按量", how="48/6 = 8 per machine"),
        quote(r["l40s"], V, "L40S-48G", 8, 3, 96000 / (QTR * 8), min_hours=2160,
              cell="9.6万 | 元/台/季 | 包季", how="96000 per machine-quarter / (2160 x 8) = 5.5556"),
        quote(r["h20"], V, "H20-141G", 8, 2, 520000 / (Y * 8), min_hours=8760,
              cell="52万 | 元/台/年 | 包年", how="520000 per machine-year / (8760 x 8) = 7.4201"),
        quote(r["910b"], V, "Ascend910B-64G", 8, 8, 2.9, cell="2.9 | 元/卡/时 | 包月", how="64/8 = 8 per machine"),
        quote(r["t4"], V, "T4-16G", 4, 5, 0.68, cell="0.68 | 元/卡/时 | 按量", how="20 cards / 5 machines = 4 per machine"),
        quote(r["h100"], V, "H100-80G-SXM", 8, 2, 2520 / (D * 8),
              cell="2,520 | 元/台/天 | 包天", how="2520 per machine-day / (24 x 8) = 13.125"),
    ]
    cp = [refuse(r["a100"], V, "A100-80G-PCIe", "已约满", "fully booked, no price")]
    nq = [other(r["t"], t, "title"), other(r["tot"], "合计 36 252", "totals row"), other(r["n"], n, "notes row")]
    expected(name, "IDC sheet as GBK CSV with CRLF: 计费方式 billing-mode column beside a 计价单位 unit column that is the "
                   "clearer evidence (包月 with 元/卡/时), 总卡数 total cards beside 台数 (no per-machine column), 万 per "
                   "machine-quarter/year, comma thousands, 已约满, blank spacer, totals and notes rows", qs, cp, nq, "gbk")


# ================================================================== 06 reseller email CSV, BOM, CRLF: fill-down upstream, equivalents
def f06():
    name = "06_qingcheng_reseller_email_bom.csv"
    s = Sheet()
    t = "王总您好，以下是本周可调度资源，价格有效期3天："
    s.add([t], "t"); s.add([])
    s.add(["上游", "卡型", "机型", "可租台数", "价格", "付费", "备注"])
    s.add(["鸣湖算力", "H100 80G SXM", "8卡整机", "2", "包年 72万/台，均摊约10.27元/卡时", "年付", "需签年框"], "h100")
    s.add(["", "A800 80G PCIe", "8卡整机", "3", "约合 4.6 元/卡时（按月付 26,496 元/台）", "月付", ""], "a800")
    s.add(["", "RTX 4090", "8卡整机", "12", "2.1-2.4元/卡时", "按量", "视数量"], "4090")
    s.add(["瑞丰IDC", "H20 96G", "8卡整机", "5", "4.8万/台/月（折合8.33元/卡时）", "月付", ""], "h20")
    s.add(["", "L40S 48G", "8卡整机", "4", "3.2元/卡时起", "按量", ""], "l40s")
    s.add(["", "A100 40G PCIe", "8卡整机", "2", "1.9万元/台/月", "月付", ""], "a100")
    s.add(["雁栖云", "H200 141G SXM", "8卡整机", "1", "4.05万元/卡/季", "季付", "现货1台"], "h200")
    s.add(["", "RTX 4090D", "单卡云主机", "—", "1.68元/卡/时", "按量", "可单卡租用"], "4090d")
    s.add([])
    n = "以上价格均含税，H100/H200 需签年度框架。有需要随时联系。——青橙渠道 小李"
    s.add([n], "n")
    write_text(name, s, "utf-8-sig", ",", "\r\n")
    r = s.at
    qs = [
        quote(r["h100"], "鸣湖算力", "H100-80G-SXM", 8, 2, 720000 / (Y * 8), min_hours=8760,
              cell="包年 72万/台，均摊约10.27元/卡时", how="720000 per machine-year / (8760 x 8) = 10.274; 均摊 agrees"),
        quote(r["a800"], "鸣湖算力", "A800-80G-PCIe", 8, 3, 4.6,
              cell="约合 4.6 元/卡时（按月付 26,496 元/台）", how="fill-down vendor; 26496 / 5760 = 4.6 = the 约合 figure"),
        quote(r["h20"], "瑞丰IDC", "H20-96G", 8, 5, 48000 / (M * 8),
              cell="4.8万/台/月（折合8.33元/卡时）", how="48000 / 5760 = 8.3333"),
        quote(r["a100"], "瑞丰IDC", "A100-40G-PCIe", 8, 2, 19000 / (M * 8),
              cell="1.9万元/台/月", how="fill-down vendor; 19000 / 5760 = 3.2986"),
        quote(r["h200"], "雁栖云", "H200-141G", 8, 1, 40500 / QTR, min_hours=2160,
              cell="4.05万元/卡/季", how="40500 per card-quarter / 2160 h = 18.75"),
        quote(r["4090d"], "雁栖云", "RTX4090D-24G", None, None, 1.68,
              cell="1.68元/卡/时", how="single-card cloud host, per card-hour; no machine count"),
    ]
    cp = [refuse(r["4090"], "鸣湖算力", "RTX4090-24G", "2.1-2.4元/卡时", "a range, not one price"),
          refuse(r["l40s"], "瑞丰IDC", "L40S-48G", "3.2元/卡时起", "a 'from' price (起), not a firm price")]
    nq = [other(r["t"], t, "email greeting"), other(r["n"], n, "signature / notes line")]
    expected(name, "Reseller email table saved as UTF-8 BOM CSV with CRLF: upstream vendor written once and left blank below "
                   "(fill-down), price cells carrying 均摊/约合/折合 per card-hour equivalents beside the machine price, 万/万元 "
                   "per machine-year/month, per card-quarter, a single-card host, a range and a 起 price", qs, cp, nq, "utf-8-sig")


# ================================================================== 07 spec cells, UTF-8 LF, price header carries the basis
def f07():
    name = "07_rigui_machine_list_spec.csv"
    V = "日晷算力"
    s = Sheet()
    t = "日晷算力 现货整机清单 2026-12"
    s.add([t], "t")
    s.add(["整机配置", "库存", "整机月租(元)", "网络", "备注"])
    s.add(["NVIDIA HGX H200 141GB ×8 | 2× Xeon 8558 | 2TB DDR5 | 8× 7.68TB NVMe", "2台", "118,000", "8×400G InfiniBand NDR", ""], "h200")
    s.add(["4张 L40S 48G\n512GB 内存\n2×3.84TB NVMe", "6台", "10,800", "2×25G 以太网", ""], "l40s")
    s.add(["8x A100-SXM4-80GB, 1TB RAM, 4x3.84TB NVMe", "3台", "3.9万", "4×200G RoCE", ""], "a100")
    s.add(["GPU: RTX 4090 24G * 8 / CPU: 2*7K62 / 内存 512G", "15台", "9,600", "10G以太网", ""], "4090")
    s.add(["昇腾910B×8（64GB）/ 1.5T内存 / HCCS", "4台", "待定", "RoCE 200G×8", "新机上架中"], "910b")
    s.add(["2卡 A6000 48G 工作站 / 256G / 2T SSD", "8台", "3,300", "千兆", ""], "a6000")
    s.add(["H800 80GB 八卡 | 2T | 8*3.84T | IB 400G*8", "2台", "76,000", "IB 400G×8", ""], "h800")
    s.add(["8 × L20 48GB；1TB；4 × 3.84TB NVMe", "5台", "2.6万/台/月", "RoCE 100G×2", ""], "l20")
    s.add([])
    n = "月租均为整台价格，含机柜、电力与带宽；价格不含税。"
    s.add([n], "n")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    qs = [
        quote(r["h200"], V, "H200-141G", 8, 2, 118000 / (M * 8), inter="ib",
              cell="整机月租(元) = 118,000", how="118000 / (720 x 8) = 20.486"),
        quote(r["l40s"], V, "L40S-48G", 4, 6, 10800 / (M * 4), inter="ethernet",
              cell="整机月租(元) = 10,800", how="multi-line spec cell, 4 cards; 10800 / 2880 = 3.75"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 3, 39000 / (M * 8), inter="roce",
              cell="整机月租(元) = 3.9万", how="39000 / 5760 = 6.7708"),
        quote(r["4090"], V, "RTX4090-24G", 8, 15, 9600 / (M * 8), inter="ethernet",
              cell="整机月租(元) = 9,600", how="9600 / 5760 = 1.6667"),
        quote(r["a6000"], V, "A6000-48G", 2, 8, 3300 / (M * 2),
              cell="整机月租(元) = 3,300", how="2-card workstation; 3300 / 1440 = 2.2917"),
        quote(r["h800"], V, "H800-80G-SXM", 8, 2, 76000 / (M * 8), inter="ib",
              cell="整机月租(元) = 76,000", how="八卡 = 8; plain H800 = SXM part (warn); 76000 / 5760 = 13.194"),
        quote(r["l20"], V, "L20-48G", 8, 5, 26000 / (M * 8), inter="roce",
              cell="整机月租(元) = 2.6万/台/月", how="26000 / 5760 = 4.5139"),
    ]
    cp = [refuse(r["910b"], V, "Ascend910B-64G", "待定", "price not yet set")]
    nq = [other(r["t"], t, "title"), other(r["n"], n, "notes row")]
    expected(name, "IDC machine list (UTF-8, LF): no GPU or card-count column, the whole machine in one spec cell written "
                   "seven ways (×8, 4张 multi-line, 8x, * 8, ×8（64GB）, 2卡, 八卡, 8 ×), per-machine basis in the price header "
                   "整机月租(元), 万, 待定", qs, cp, nq, "utf-8")


# ================================================================== 08 tiers in rows, merged GPU cells, numbers as text
def f08():
    name = "08_qingtian_longterm_tier_rows.xlsx"
    V = "擎天云算"
    S = "长租价格"
    t1 = "擎天云算 长期租用阶梯价格表"
    t2 = "单位：元/台/月（整机，含税）"
    n1 = "注：12个月租期按季付款；以上单价均为整台每月价格。"
    n2 = "更新：2026-12-01"
    rows = {1: [t1], 2: [t2], 3: ["GPU型号", "每台卡数", "租期", "月租单价", "现货(台)", "备注"],
            4: ["H100 SXM5 80GB", "8", "1个月", "82,000", "6", "NVLink，IB 400G"], 5: ["", "", "3个月", "78,500"],
            6: ["", "", "6个月", "75,000"], 7: ["", "", "12个月", "7.1万"],
            8: ["A800 SXM4 80GB", "8", "1个月", "39,600", "4", ""], 9: ["", "", "3个月", "37,400"],
            10: ["", "", "6个月", "35,900"], 11: ["", "", "12个月", "面议"],
            12: ["RTX 4090 24G", "8", "1个月", "10,200", "12", ""], 13: ["", "", "3个月", "9,650"],
            14: ["", "", "12个月", "8,900"],
            15: ["L40S 48G", "4", "1个月", "11,800", "5", "4卡机型"], 16: ["", "", "3个月", "11,200"],
            17: ["", "", "6个月", "10,600"],
            19: [n1], 20: [n2]}
    merges = ["A4:A7", "B4:B7", "E4:E7", "F4:F7", "A8:A11", "B8:B11", "E8:E11", "F8:F11",
              "A12:A14", "B12:B14", "E12:E14", "F12:F14", "A15:A17", "B15:B17", "E15:E17", "F15:F17", "A1:F1"]
    terms = {1: ["租赁条款"], 2: ["起租期1个月；3个月及以上租期须签订书面合同。"], 3: ["提前解约须支付剩余租期30%的费用。"]}
    write_xlsx(name, [(S, rows, merges, [18, 10, 10, 12, 10, 16]), ("条款", terms, None, [60])], creator="擎天云算")
    TERM = {"1个月": None, "3个月": 2160, "6个月": 4320, "12个月": 8640}

    def q(r, gpu, g, nodes, term, price_txt, v):
        mh = TERM[term]
        return quote(r, V, gpu, g, nodes, v / (M * g), sheet=S, min_hours=mh,
                     cell="租期 %s | 月租单价 = %s" % (term, price_txt),
                     how="%s per machine-month (元/台/月 in row 2) / (720 x %d)%s" % (v, g, "" if mh is None else "; term %d h" % mh))
    qs = [q(4, "H100-80G-SXM", 8, 6, "1个月", "82,000", 82000), q(5, "H100-80G-SXM", 8, 6, "3个月", "78,500", 78500),
          q(6, "H100-80G-SXM", 8, 6, "6个月", "75,000", 75000), q(7, "H100-80G-SXM", 8, 6, "12个月", "7.1万", 71000),
          q(8, "A800-80G-SXM", 8, 4, "1个月", "39,600", 39600), q(9, "A800-80G-SXM", 8, 4, "3个月", "37,400", 37400),
          q(10, "A800-80G-SXM", 8, 4, "6个月", "35,900", 35900),
          q(12, "RTX4090-24G", 8, 12, "1个月", "10,200", 10200), q(13, "RTX4090-24G", 8, 12, "3个月", "9,650", 9650),
          q(14, "RTX4090-24G", 8, 12, "12个月", "8,900", 8900),
          q(15, "L40S-48G", 4, 5, "1个月", "11,800", 11800), q(16, "L40S-48G", 4, 5, "3个月", "11,200", 11200),
          q(17, "L40S-48G", 4, 5, "6个月", "10,600", 10600)]
    cp = [refuse(11, V, "A800-80G-SXM", "面议", "12-month price to be negotiated", sheet=S)]
    nq = [other(1, t1, "title", S), other(2, t2, "unit line above the header", S),
          other(19, n1, "notes row", S), other(20, n2, "date row", S)]
    expected(name, "Long-term tier workbook: vendor only in the title, the unit (元/台/月) only in a line above the header, tiers in "
                   "rows (租期 1/3/6/12个月) under GPU, card-count and stock cells merged over each group, all numbers stored as "
                   "text with commas or 万, tiers missing for some GPUs, 面议, notes rows, a terms sheet", qs, cp, nq)


# ================================================================== 09 English reseller plans, CRLF: Billing + Per columns, USD
def f09():
    name = "09_ridgeline_gpu_plans_en_crlf.csv"
    s = Sheet()
    s.add(["Provider", "Plan", "Accelerators", "Price (USD)", "Billing", "Per", "Notes"])
    s.add(["Ridgeline", "rl-h100-8", "8x H100 SXM 80GB", "2.39", "Hourly", "GPU", "NVLink, 3.2T InfiniBand"], "h100h")
    s.add(["Ridgeline", "rl-h100-8-m", "8x H100 SXM 80GB", "12,960", "Monthly", "server", "reserved monthly, NVLink, 3.2T InfiniBand"], "h100m")
    s.add(["Ridgeline", "rl-a100-4", "4x A100 80GB PCIe", "5.16", "Hourly", "VM", ""], "a100")
    s.add(["Ridgeline", "rl-4090-1", "1x RTX 4090", "0.44", "Hourly", "VM", "community cloud"], "4090")
    s.add(["Coldwater AI", "cw-h200", "8x H200 141GB", "3.49", "Hourly", "GPU", "min. 64 GPUs per cluster"], "h200")
    s.add(["Coldwater AI", "cw-l40s-2", "2x L40S 48GB", "2.10", "Hourly", "VM", ""], "l40s")
    s.add(["Coldwater AI", "cw-b200", "8x B200 180GB", "Call us", "Hourly", "GPU", "Q1 2027"], "b200")
    s.add(["Coldwater AI", "cw-a10", "1x A10 24GB", "from $0.60", "Hourly", "GPU", "spot"], "a10")
    s.add(["Coldwater AI", "cw-h100-d", "8x H100 SXM 80GB", "460.80", "Daily", "server", ""], "h100d")
    s.add(["Coldwater AI", "cw-t4", "4x T4 16GB", "1,008.00", "Monthly", "VM", "inference"], "t4")
    write_text(name, s, "utf-8", ",", "\r\n")
    r = s.at

    def q(tag, v, gpu, g, usd, unit, how, **kw):
        return quote(r[tag], v, gpu, g, usd=usd, unit=unit, cell=s.rows[r[tag] - 1][3] + " | " +
                     s.rows[r[tag] - 1][4] + " | per " + s.rows[r[tag] - 1][5], how=how, **kw)
    R, C = "Ridgeline", "Coldwater AI"
    qs = [q("h100h", R, "H100-80G-SXM", 8, 2.39, "gpu_hour", "per GPU-hour", intra="nvlink", inter="ib"),
          q("h100m", R, "H100-80G-SXM", 8, 12960.0, "node_month", "12960 per server-month / (720 x 8) = USD 2.25 per GPU-hour",
            intra="nvlink", inter="ib"),
          q("a100", R, "A100-80G-PCIe", 4, 5.16, "node_hour", "4-GPU VM: USD 1.29 per GPU-hour"),
          q("4090", R, "RTX4090-24G", 1, 0.44, "node_hour", "1-GPU VM: USD 0.44 per GPU-hour"),
          q("h200", C, "H200-141G", 8, 3.49, "gpu_hour", "per GPU-hour"),
          q("l40s", C, "L40S-48G", 2, 2.10, "node_hour", "2-GPU VM: USD 1.05 per GPU-hour"),
          q("h100d", C, "H100-80G-SXM", 8, 460.80, "node_day", "460.80 per server-day / (24 x 8) = USD 2.40 per GPU-hour"),
          q("t4", C, "T4-16G", 4, 1008.0, "node_month", "1008 per VM-month / (720 x 4) = USD 0.35 per GPU-hour")]
    cp = [refuse(r["b200"], C, "B200-180G", "Call us", "no price stated"),
          refuse(r["a10"], C, "A10-24G", "from $0.60", "a 'from' price, not a firm price")]
    expected(name, "English reseller plan list (UTF-8, CRLF): basis in a 'Per' column (GPU / VM / server) beside a 'Billing' "
                   "column (Hourly / Daily / Monthly), GPU count inside the Accelerators cell (8x, 4x, 2x, 1x), comma thousands, "
                   "two providers, Call us and a 'from' price", qs, cp, [], "utf-8")


# ================================================================== 10 marketplace listing, TAB .tsv, total cards
def f10():
    name = "10_xinghe_market_listing.tsv"
    s = Sheet()
    t = "星河算力市场 · 当前在架（复制自网页）"
    s.add([t], "t"); s.add([])
    s.add(["商家", "型号", "规格", "在架机器", "在架卡数(总)", "价格", "计费"])
    s.add(["南岭云", "H100 SXM 80G", "8卡/台", "3", "24", "¥13.80/卡·时", "按小时"], "h100")
    s.add(["南岭云", "RTX 4090", "8卡/台", "10", "80", "¥1.65/卡·时", "按小时"], "4090")
    s.add([])
    s.add(["岱山计算", "A800 80G PCIe", "8卡/台", "2", "16", "¥ 36,000/台·月", "包月"], "a800")
    s.add(["岱山计算", "L20 48G", "4卡/台", "5", "20", "¥ 1.1万/台·月", "包月"], "l20")
    s.add(["岱山计算", "H20 96G", "8卡/台", "1", "8", "询价"], "h20")
    s.add([])
    s.add(["松风智算", "RTX 4090D", "单卡", "", "40", "¥1.45/卡·时", "按小时"], "4090d")
    s.add(["松风智算", "A100 40G SXM", "8卡/台", "2", "16", "¥3.90~4.30/卡·时", "按小时"], "a100")
    s.add(["松风智算", "Ascend 910B", "8卡/台", "4", "32", "¥2.85/卡·时（包年）", "包年"], "910b")
    s.add(["松风智算", "V100 32G", "8卡/台", "6", "48", "¥0.95/卡·时", "按小时"], "v100")
    write_text(name, s, "utf-8", "\t", "\n")
    r = s.at
    qs = [quote(r["h100"], "南岭云", "H100-80G-SXM", 8, 3, 13.8, cell="¥13.80/卡·时", how="per card-hour; 24 total cards on 3 machines"),
          quote(r["4090"], "南岭云", "RTX4090-24G", 8, 10, 1.65, cell="¥1.65/卡·时", how="per card-hour; 80 cards total"),
          quote(r["a800"], "岱山计算", "A800-80G-PCIe", 8, 2, 36000 / (M * 8), cell="¥ 36,000/台·月", how="36000 / 5760 = 6.25"),
          quote(r["l20"], "岱山计算", "L20-48G", 4, 5, 11000 / (M * 4), cell="¥ 1.1万/台·月", how="11000 / (720 x 4) = 3.8194"),
          quote(r["4090d"], "松风智算", "RTX4090D-24G", None, None, 1.45, cell="¥1.45/卡·时", how="single-card listing; 40 is total cards, not per machine"),
          quote(r["910b"], "松风智算", "Ascend910B-64G", 8, 4, 2.85, min_hours=8760, cell="¥2.85/卡·时（包年）", how="per card-hour on a yearly term"),
          quote(r["v100"], "松风智算", "V100-32G", 8, 6, 0.95, cell="¥0.95/卡·时", how="per card-hour")]
    cp = [refuse(r["h20"], "岱山计算", "H20-96G", "询价", "ask for price: no number"),
          refuse(r["a100"], "松风智算", "A100-40G-SXM", "¥3.90~4.30/卡·时", "a range, not one price")]
    nq = [other(r["t"], t, "title")]
    expected(name, "Marketplace listing copied from a web page into a TAB-separated .tsv (UTF-8, LF): empty lines between "
                   "merchants, a short row, 在架卡数(总) total cards beside 在架机器, ¥ prices with /卡·时 and /台·月, 1.1万, "
                   "包年 per card-hour, 询价 and a ~ range", qs, cp, nq, "utf-8")


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10):
        f()
    print("written")
