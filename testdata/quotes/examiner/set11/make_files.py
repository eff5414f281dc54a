#!/usr/bin/env python3
"""Write held-out set 11: 10 GPU-rental quote files, each with
FILE.expected.json beside it.

Run:  python3 make_files.py          (writes into this script's folder)

Every vendor is fictitious. Every expected number is worked out by hand from what the
cells say, never from the app:
  day = 24 h, week = 168 h, month = 720 h (30 days), quarter (包季) = 3 months = 2160 h,
  12 months = 8640 h, year (包年 / 年) = 8760 h.
Whole-machine prices are divided by the GPUs in one machine.
Row numbers are the rows a spreadsheet shows: for .xlsx the sheet row, for .csv the
record number (a blank line or a row of empty fields counts; a quoted cell that runs
over several lines is still one row).
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


def with_aliases(rows, aliases):
    """Give every expected row of a file the same vendor aliases (placed right after vendor)."""
    out = []
    for d in rows:
        n = {}
        for k, v in d.items():
            n[k] = v
            if k == "vendor":
                n["vendor_aliases"] = list(aliases)
        out.append(n)
    return out


# ================================================================== 01 IDC workbook: cover, terms, table on 3rd sheet, tier columns
def p01():
    name = "01_yunluo_idc_pricebook.xlsx"
    S = "报价明细"
    V = "云洛智算"
    cover = {2: ["云洛智算（乌兰察布）数据中心"], 3: ["GPU 算力租赁报价书"], 5: ["版本：2026-12 / V3"],
             6: ["联系人：商务部 王经理 138-0000-0000"]}
    terms = {1: ["租赁条款"], 2: ["1. 单价均为每卡每月，整机按 8 卡计。"],
             3: ["2. 3个月档须一次签满一个季度；12个月档须签满 12 个月，按月付费。"],
             4: ["3. 价格不含税，开票加 6%。"]}
    rows = {
        1: ["GPU 服务器租赁单价表"],
        2: ["单位：元/卡/月（不含税）"],
        4: ["序号", "GPU型号", "机器规格", None, "按租期单价（元/卡/月）", None, None, "备注"],
        5: [None, None, "每台卡数", "可供台数", "1个月", "3个月", "12个月", None],
        6: [1, "NVIDIA H100 SXM5 80G", 8, 4, Num(7200, "int"), Num(6800, "int"), Num(6200, "int"), "NVLink + 8×400G IB"],
        7: [2, "A800 SXM4 80G", 8, 6, Num(5040, "int"), Num(4680, "int"), Num(4320, "int"), None],
        8: [3, "L40S 48G", 8, 5, Num(2160, "int"), Num(1980, "int"), "—", "12个月档暂不提供"],
        9: [4, "GeForce RTX 4090 24G", 8, 10, Num(1296, "int"), Num(1224, "int"), Num(1152, "int"), None],
        10: [5, "H20 96G", 8, 3, "面议", "面议", "面议", "新到货"],
        11: ["合计", None, None, Formula("SUM(D6:D10)", 28), None, None, None, None],
        13: ["注：以上为每卡单价，整机月租 = 单价 × 8。"],
    }
    merges = ["A1:H1", "A2:H2", "A4:A5", "B4:B5", "C4:D4", "E4:G4", "H4:H5", "A13:H13"]
    write_xlsx(name, [("封面", cover, ["A2:F2", "A3:F3"], [40]), ("租赁条款", terms, [], [80]),
                      (S, rows, merges, [6, 24, 10, 10, 10, 10, 10, 22])], creator="云洛智算")
    q = []
    # (row, gpu, nodes, [1m, 3m, 12m] per card-month); month = 720 h; 3个月 -> 2160 h, 12个月 -> 8640 h
    for rn, gid, nodes, tiers, how in [
            (6, "H100-80G-SXM", 4, [7200, 6800, 6200], ""),          # 10.0 / 9.444444 / 8.611111
            (7, "A800-80G-SXM", 6, [5040, 4680, 4320], ""),          # 7.0 / 6.5 / 6.0
            (8, "L40S-48G", 5, [2160, 1980, None], ""),              # 3.0 / 2.75
            (9, "RTX4090-24G", 10, [1296, 1224, 1152], "")]:         # 1.8 / 1.7 / 1.6
        for head, p, mh in zip(["1个月", "3个月", "12个月"], tiers, [None, 2160, 8640]):
            if p is None:
                continue
            q.append(quote(rn, V, gid, 8, nodes, p / M, sheet=S, min_hours=mh,
                           cell="%s = %d (元/卡/月)" % (head, p), how="%d per card-month / 720" % p
                           + ("; tier term %d h" % mh if mh else "")))
    cp = [refuse(10, V, "H20-96G", "面议 | 面议 | 面议", "price negotiable: no number", sheet=S)]
    # the cover names the data centre as 云洛智算（乌兰察布）数据中心: accept that spelling too
    q = with_aliases(q, ["云洛智算（乌兰察布）数据中心", "云洛智算（乌兰察布）"])
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "unit line", sheet=S),
          other(5, "每台卡数 | 可供台数 | 1个月 | 3个月 | 12个月", "second header row", sheet=S),
          other(11, "合计 | 28", "totals row (SUM formula)", sheet=S), other(13, rows[13][0], "notes row", sheet=S)]
    expected(name, "IDC workbook: vendor only on the cover sheet, a terms sheet, table on the third sheet with a two-row "
                   "merged header; tier columns 1个月/3个月/12个月 per card-month; 面议 row; SUM totals row; notes",
             q, cp, nq)


# ================================================================== 02 WeChat paste: GBK TSV, CRLF, unit in price cell + billing mode
def p02():
    name = "02_qinglan_wechat_paste.tsv"
    V = "青澜算力"
    s = Sheet()
    s.add(["【青澜算力】本周现货报价，要的老板私聊"], "title")
    s.add(["卡型", "配置", "租法", "报价", "备注"])
    s.add(["4090", "单卡", "按小时", "2.1元/卡时", "随开随停"], "4090")
    s.add(["4090D", "8卡整机", "包月", "1.1万/台", "含税"], "4090d")
    s.add(["A100 80G SXM", "8卡整机", "包季", "5.4万/台/月", "季付"], "a100")
    s.add(["H800", "8卡整机 NVLink", "包年", "折合8.8元/卡时", "年签"], "h800")
    s.add(["3090", "单卡", "包天", "45元/卡/天", ""], "3090")
    s.add(["L20", "8卡", "包周", "3,360元/台/周", ""], "l20")
    s.add(["H200", "8卡", "包月", "面议", "量大从优"], "h200")
    s.add(["A6000", "4卡", "包月", "1.5万~1.8万/台", "看配置"], "a6000")
    s.add([])
    s.add(["以上报价均含税，先到先得"], "note")
    write_text(name, s, "gbk", "\t", "\r\n")
    r = s.at
    q = [quote(r["4090"], V, "RTX4090-24G", 1, None, 2.1, cell="2.1元/卡时", how="per card-hour"),
         quote(r["4090d"], V, "RTX4090D-24G", 8, None, 11000 / (M * 8), cell="1.1万/台 | 包月",
               how="11000 per machine-month / (720 x 8) = 1.909722"),
         quote(r["a100"], V, "A100-80G-SXM", 8, None, 54000 / (M * 8), min_hours=2160, cell="5.4万/台/月 | 包季",
               how="54000 per machine-month / 5760 = 9.375; 包季 -> 2160 h"),
         quote(r["h800"], V, "H800-80G-SXM", 8, None, 8.8, min_hours=8760, cell="折合8.8元/卡时 | 包年",
               how="equivalent card-hour stated; 包年 -> 8760 h; H800 form factor not stated -> SXM"),
         quote(r["3090"], V, "RTX3090-24G", 1, None, 45 / D, cell="45元/卡/天 | 包天", how="45/24 = 1.875"),
         quote(r["l20"], V, "L20-48G", 8, None, 3360 / (W * 8), cell="3,360元/台/周 | 包周", how="3360/1344 = 2.5")]
    cp = [refuse(r["h200"], V, "H200-141G", "面议", "negotiable, no price"),
          refuse(r["a6000"], V, "A6000-48G", "1.5万~1.8万/台", "a price range")]
    nq = [other(r["title"], s.rows[0][0], "title (only place the vendor is named)"),
          other(r["note"], s.rows[r["note"] - 1][0], "notes row")]
    expected(name, "Reseller's WeChat paste saved as GBK tab-separated text with CRLF: vendor only in the title line, "
                   "unit inside the price cell beside a billing-mode column (按小时/包天/包周/包月/包季/包年), 万/台, 折合 "
                   "equivalent, 面议, a 万~万 range, blank line and notes", q, cp, nq, "gbk")


# ================================================================== 03 English cloud catalogue, per instance, USD
def p03():
    name = "03_tessellate_instances_en.csv"
    V = "Tessellate Cloud"
    s = Sheet()
    s.add(["Tessellate Cloud - GPU instance catalogue (US-East), Dec 2026"], "title")
    s.add(["Instance", "GPUs", "GPU model", "vCPU", "RAM (GiB)", "On-demand (USD/instance/hr)",
           "1-yr reserved (USD/instance/hr)", "Interconnect"])
    s.add(["tc.h100x8", "8", "H100 SXM 80GB", "192", "2048", "31.60", "24.80", "NVLink + 3.2 Tbps IB"], "h100")
    s.add(["tc.h100x1", "1", "H100 PCIe 80GB", "24", "240", "2.85", "2.20", "PCIe"], "h100p")
    s.add(["tc.a100x4", "4", "A100 SXM4 40GB", "96", "1152", "6.40", "4.96", "NVLink"], "a100")
    s.add(["tc.l40sx2", "2", "L40S 48GB", "32", "256", "2.30", "—", "PCIe"], "l40s")
    s.add(["tc.a10x1", "1", "A10 24GB", "8", "64", "0.75", "0.55", "PCIe"], "a10")
    s.add(["tc.b200x8", "8", "B200 180GB", "224", "2880", "Contact sales", "Contact sales", "NVLink 5 + IB"], "b200")
    s.add(["tc.h200x8", "8", "H200 141GB", "192", "2048", "from 36.00", "", "NVLink + 3.2 Tbps IB"], "h200")
    s.add(["* Prices are per instance-hour, billed per second. Reserved prices need a 12-month commitment."], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = []
    for tag, gid, gpn, od, rs, intra in [("h100", "H100-80G-SXM", 8, 31.60, 24.80, "nvlink"),   # 3.95 / 3.10 per GPU-h
                                         ("h100p", "H100-80G-PCIe", 1, 2.85, 2.20, "pcie"),
                                         ("a100", "A100-40G-SXM", 4, 6.40, 4.96, "nvlink"),   # 1.60 / 1.24
                                         ("l40s", "L40S-48G", 2, 2.30, None, "pcie"),          # 1.15
                                         ("a10", "A10-24G", 1, 0.75, 0.55, "pcie")]:
        q.append(quote(r[tag], V, gid, gpn, usd=od, unit="node_hour", cell="On-demand = %.2f" % od,
                       how="USD per %d-GPU instance-hour" % gpn))
        if rs is not None:
            q.append(quote(r[tag], V, gid, gpn, usd=rs, unit="node_hour", min_hours=8760, cell="1-yr reserved = %.2f" % rs,
                           how="USD per instance-hour, 1-year commitment (8760 h)"))
    cp = [refuse(r["b200"], V, "B200-180G", "Contact sales", "no price"),
          refuse(r["h200"], V, "H200-141G", "from 36.00", "a lower bound ('from'), not a price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], s.rows[-1][0], "footnote")]
    expected(name, "English cloud catalogue, UTF-8 LF: prices per instance-hour for 8/4/2/1-GPU instances in USD, an "
                   "on-demand and a 1-yr reserved column per row, 'Contact sales', a 'from' lower bound, footnote",
             q, cp, nq, "utf-8")


# ================================================================== 04 analyst consolidation: bilingual two-row header, merged vendor, mixed currency, total cards
def p04():
    name = "04_procurement_consolidation_bilingual.xlsx"
    S = "汇总 Summary"
    A, B, C = "星衡计算", "Ridgeline GPU", "鹭汀云"
    rows = {
        1: ["GPU 供应商比价汇总 / GPU supplier comparison (2026-12)"],
        3: ["供应商", "GPU型号", "单机卡数", "总卡数", "报价", "币种", "计价单位", "备注"],
        4: ["Vendor", "Model", "GPUs/node", "Total cards", "Price", "Currency", "Unit", "Notes"],
        5: [A, "H100 SXM 80G", 8, 32, 9.6, "CNY", "元/卡·时", None],
        6: [None, "A800 80G PCIe", 8, 16, Num(52000, "int"), "CNY", "元/台·月", None],
        7: [None, "RTX4090", 8, 64, "约合1.65元/卡时", "CNY", "包月", "月付"],
        8: [B, "H100 80GB SXM", 8, 16, 2.49, "USD", "per GPU-hour", "excl. tax"],
        9: [None, "L40S 48GB", 4, 8, 5.20, "USD", "per node-hour", "4-GPU node"],
        10: [C, "昇腾910B 64G", 8, 40, "4.2万", "CNY", "元/台/月", None],
        11: [None, "A100 40G PCIe", 8, 24, "2.6~3.0", "CNY", "元/卡/时", "视数量"],
        12: ["小计 Subtotal", None, None, Formula("SUM(D5:D11)", 200), None, None, None, None],
        14: ["注：币种按供应商原报价，未换算。Currencies as quoted, not converted."],
    }
    merges = ["A1:H1", "A5:A7", "A8:A9", "A10:A11", "A14:H14"]
    write_xlsx(name, [(S, rows, merges, [16, 18, 10, 10, 16, 8, 14, 12])], creator="采购部")
    q = [quote(5, A, "H100-80G-SXM", 8, 4, 9.6, sheet=S, cell="9.6 | 元/卡·时", how="32 cards / 8 = 4 nodes"),
         quote(6, A, "A800-80G-PCIe", 8, 2, 52000 / (M * 8), sheet=S, cell="52000 | 元/台·月",
               how="52000/5760 = 9.027778; 16/8 = 2 nodes; vendor from merged cell"),
         quote(7, A, "RTX4090-24G", 8, 8, 1.65, sheet=S, cell="约合1.65元/卡时 | 包月", how="equivalent stated; 64/8 = 8 nodes"),
         quote(8, B, "H100-80G-SXM", 8, 2, sheet=S, usd=2.49, unit="gpu_hour", cell="2.49 USD per GPU-hour", how="16/8 = 2 nodes"),
         quote(9, B, "L40S-48G", 4, 2, sheet=S, usd=5.20, unit="node_hour", cell="5.20 USD per node-hour",
               how="USD 1.30 per GPU-hour; 8/4 = 2 nodes"),
         quote(10, C, "Ascend910B-64G", 8, 5, 42000 / (M * 8), sheet=S, cell="4.2万 | 元/台/月",
               how="42000/5760 = 7.291667; 40/8 = 5 nodes")]
    cp = [refuse(11, C, "A100-40G-PCIe", "2.6~3.0", "a price range", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(4, "Vendor | Model | ...", "second (English) header row", sheet=S),
          other(12, "小计 Subtotal | 200", "totals row", sheet=S), other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Analyst's consolidation workbook: Chinese header row with an English one under it, vendor cells "
                   "merged over their rows, a total-cards column (nodes = total / GPUs per node), CNY and USD rows, "
                   "约合 equivalent, 万 per machine-month, a range, subtotal formula and note", q, cp, nq)


# ================================================================== 05 IDC CSV, GBK CRLF: spec cells, section rows, per-year and per-quarter units
def p05():
    name = "05_haoyue_idc_rates_gbk.csv"
    V = "皓月数据"
    s = Sheet()
    s.add(["皓月数据（张北）GPU 整机/单卡租赁价格表  2026年12月"], "title")
    s.add([])
    s.add(["机型配置", "可租台数", "价格", "计费单位", "网络", "说明"])
    s.add(["【训练卡】"], "sec1")
    s.add(["8*H100 SXM 80G / 2*Xeon 8480+ / 2TB / 8*3.84T NVMe", "3", "6.8", "万元/台/月", "8×400G IB", ""], "h100")
    s.add(["8×A800-SXM4-80G，1T内存，4×3.84T", "4", "55", "万元/台/年", "4×200G IB", "年付"], "a800")
    s.add(["H20 96G ×8，2T内存", "2", "165,000", "元/台/季", "RoCE", "包季"], "h20")
    s.add(["【推理卡】"], "sec2")
    s.add(["4卡 L20 48G 服务器", "6", "10,512", "元/卡/年", "25G", "包年"], "l20")
    s.add(["RTX4090 24G*8 / 512G", "10", "285", "元/台/天", "25G", ""], "4090")
    s.add(["T4 16G x 4", "5", "0.62", "元/卡/时", "10G", "按量"], "t4")
    s.add(["8*L40S 48G", "—", "3.2起", "元/卡/时", "25G", "看租期"], "l40s")
    s.add(["合计", "30台", "", "", "", ""], "total")
    s.add(["注：价格不含税；“台”指整机。"], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=6)
    r = s.at
    q = [quote(r["h100"], V, "H100-80G-SXM", 8, 3, 68000 / (M * 8), cell="6.8 | 万元/台/月", how="68000/5760 = 11.805556; 8 GPUs from spec cell"),
         quote(r["a800"], V, "A800-80G-SXM", 8, 4, 550000 / (Y * 8), min_hours=8760, cell="55 | 万元/台/年",
               how="550000 / (8760 x 8) = 7.848174; per-year -> 8760 h"),
         quote(r["h20"], V, "H20-96G", 8, 2, 165000 / (QTR * 8), min_hours=2160, cell="165,000 | 元/台/季",
               how="165000 / (2160 x 8) = 9.548611; quarter -> 2160 h"),
         quote(r["l20"], V, "L20-48G", 4, 6, 10512 / Y, min_hours=8760, cell="10,512 | 元/卡/年", how="10512/8760 = 1.2"),
         quote(r["4090"], V, "RTX4090-24G", 8, 10, 285 / (D * 8), cell="285 | 元/台/天", how="285/192 = 1.484375"),
         quote(r["t4"], V, "T4-16G", 4, 5, 0.62, cell="0.62 | 元/卡/时")]
    cp = [refuse(r["l40s"], V, "L40S-48G", "3.2起", "a lower bound (起), not a price")]
    q = with_aliases(q, ["皓月数据（张北）"])  # the title writes the site after the name
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["sec1"], "【训练卡】", "section row"),
          other(r["sec2"], "【推理卡】", "section row"), other(r["total"], "合计 | 30台", "totals row"),
          other(r["note"], s.rows[-1][0], "notes row")]
    expected(name, "IDC price table, GBK CSV CRLF: GPU model and count only in a whole-machine spec cell (several "
                   "spellings), section rows, 万元/台/月, 万元/台/年, 元/台/季, 元/卡/年, 元/台/天, a 起 lower bound, totals and notes",
             q, cp, nq, "gbk")


# ================================================================== 06 reseller email paste, BOM CRLF, fill-down upstream vendor
def p06():
    name = "06_qiming_upstream_quotes_bom.csv"
    A, B = "澜沧算力", "北极星云"
    s = Sheet()
    s.add(["上游", "GPU", "每台卡数", "台数", "单价", "单位", "备注"])
    s.add([A, "H800 PCIe 80G", "8", "2", "6.3", "元/卡/小时", ""], "h800")
    s.add(["", "A800 80G", "8", "3", "36,000", "元/台/月", "包月"], "a800")
    s.add(["", "RTX 4090", "8", "12", "1,199", "元/卡/月", ""], "4090")
    s.add([B, "H100 80G SXM", "8", "1", "98万", "元/台/年", "包年，一次付清"], "h100")
    s.add(["", "L40 48G", "8", "4", "均摊2.35元/卡时", "包季", "季付"], "l40")
    s.add(["", "V100 32G", "8", "6", "0.9", "万元/台/月", "老卡"], "v100")
    s.add(["", "H200 141G", "8", "", "售罄", "", "下月补货"], "h200")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=7)
    r = s.at
    q = [quote(r["h800"], A, "H800-80G-PCIe", 8, 2, 6.3, cell="6.3 | 元/卡/小时"),
         quote(r["a800"], A, "A800-80G-SXM", 8, 3, 36000 / (M * 8), cell="36,000 | 元/台/月",
               how="36000/5760 = 6.25; vendor filled down; A800 form factor not stated -> SXM"),
         quote(r["4090"], A, "RTX4090-24G", 8, 12, 1199 / M, cell="1,199 | 元/卡/月", how="1199/720 = 1.665278"),
         quote(r["h100"], B, "H100-80G-SXM", 8, 1, 980000 / (Y * 8), min_hours=8760, cell="98万 | 元/台/年",
               how="980000 / (8760 x 8) = 13.984018; year -> 8760 h"),
         quote(r["l40"], B, "L40-48G", 8, 4, 2.35, min_hours=2160, cell="均摊2.35元/卡时 | 包季",
               how="equivalent card-hour stated; 包季 -> 2160 h"),
         quote(r["v100"], B, "V100-32G", 8, 6, 9000 / (M * 8), cell="0.9 | 万元/台/月", how="9000/5760 = 1.5625")]
    cp = [refuse(r["h200"], B, "H200-141G", "售罄", "sold out, no price")]
    expected(name, "Reseller's e-mail table of upstream offers, UTF-8 BOM CRLF: upstream vendor written once and left "
                   "blank below (fill-down), 万 and 万元 units, per-year machine price, 均摊 equivalent under 包季, sold out",
             q, cp, [], "utf-8-sig")


# ================================================================== 07 English workbook, merged GPU cells, tiers in rows, USD per GPU-hour
def p07():
    name = "07_silverline_gpu_pricing.xlsx"
    S = "GPU Pricing"
    V = "Silverline Compute"
    over = {1: ["Overview"], 3: ["All prices are USD per GPU-hour, billed per minute."],
            4: ["Commitments are billed monthly; the commitment length is the minimum term."],
            5: ["Taxes not included."]}
    rows = {
        1: ["Silverline Compute — GPU price list (USD)"],
        3: ["GPU", "Node config", "Commitment", "USD per GPU-hour", "Notes"],
        4: ["NVIDIA H100 SXM 80GB", "8x HGX, NVLink, 3.2T IB", "On-demand", Num(2.99, "usd"), None],
        5: [None, None, "3-month commit", Num(2.59, "usd"), None],
        6: [None, None, "12-month commit", Num(2.19, "usd"), None],
        7: ["NVIDIA H200 SXM 141GB", "8x HGX, NVLink, 3.2T IB", "On-demand", Num(3.79, "usd"), None],
        8: [None, None, "12-month commit", Num(2.89, "usd"), None],
        9: ["NVIDIA A100 SXM 80GB", "8x HGX, NVLink", "On-demand", Num(1.69, "usd"), None],
        10: [None, None, "3-month commit", Num(1.45, "usd"), None],
        11: ["NVIDIA L40S 48GB", "4x PCIe", "On-demand", Num(1.05, "usd"), None],
        12: ["NVIDIA B200 180GB", "8x HGX, NVLink 5", "On-demand", "Request a quote", None],
        13: [None, None, "12-month commit", "from $4.20", None],
        15: ["Volume pricing above 256 GPUs available on request."],
    }
    merges = ["A1:E1", "A4:A6", "B4:B6", "A7:A8", "B7:B8", "A9:A10", "B9:B10", "A12:A13", "B12:B13", "A15:E15"]
    write_xlsx(name, [("Overview", over, [], [90]), (S, rows, merges, [24, 24, 18, 16, 20])], creator="Silverline Compute")
    q = []
    for rn, gid, gpn, p, mh, term in [(4, "H100-80G-SXM", 8, 2.99, None, "On-demand"),
                                      (5, "H100-80G-SXM", 8, 2.59, 2160, "3-month commit"),
                                      (6, "H100-80G-SXM", 8, 2.19, 8640, "12-month commit"),
                                      (7, "H200-141G", 8, 3.79, None, "On-demand"),
                                      (8, "H200-141G", 8, 2.89, 8640, "12-month commit"),
                                      (9, "A100-80G-SXM", 8, 1.69, None, "On-demand"),
                                      (10, "A100-80G-SXM", 8, 1.45, 2160, "3-month commit"),
                                      (11, "L40S-48G", 4, 1.05, None, "On-demand")]:
        q.append(quote(rn, V, gid, gpn, sheet=S, usd=p, unit="gpu_hour", min_hours=mh,
                       cell="%s = $%.2f" % (term, p), how="GPU and node config from merged cells above" if rn in (5, 6, 8, 10) else ""))
    cp = [refuse(12, V, "B200-180G", "Request a quote", "no price", sheet=S),
          refuse(13, V, "B200-180G", "from $4.20", "a lower bound, not a price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(15, rows[15][0], "notes row", sheet=S)]
    expected(name, "English cloud workbook: Overview sheet first, vendor in the price sheet title; GPU and node-config "
                   "cells merged over tier rows (On-demand / 3-month / 12-month commit), $ number formats, USD per "
                   "GPU-hour, 'Request a quote' and a 'from' lower bound", q, cp, nq)


# ================================================================== 08 IDC workbook: key-value header block, tiers 包月/包季/包年 in columns, numbers as text
def p08():
    name = "08_tianshu_lease_tiers.xlsx"
    S = "整机报价"
    V = "天枢算力"
    rows = {
        1: ["整机租赁报价单"],
        2: ["供应商：", V],
        3: ["报价日期：", "2026-12-01"],
        4: ["有效期：", "30天"],
        6: ["序号", "机型", "配置", "包月（元/台/月）", "包季（元/台/月）", "包年（元/台/月）"],
        7: ["1", "H100", "8×H100 SXM5 80GB，2×8468，2TB", "¥76,800", "¥72,000", "¥63,360"],
        8: ["2", "A800", "A800 SXM 80G ×8，1TB", "46,080", "43,200", "40,320"],
        9: ["3", "4090", "8卡 RTX4090 24G，512GB", "10,080", "9,504", "8,640"],
        10: ["4", "L20", "4卡 L20 48G，512GB", "8,064", "7,488", "—"],
        11: ["5", "H20", "8卡 H20 141G", "电询", "电询", "电询"],
        12: ["以上均为整机价（8卡机或4卡机整台），含13%增值税；包季、包年按月付款。"],
    }
    write_xlsx(name, [(S, rows, ["A1:F1", "A12:F12"], [6, 8, 34, 16, 16, 16])], creator="天枢算力")
    q = []
    # per machine-month / (720 x GPUs); 包季 -> 2160 h, 包年 -> 8760 h
    for rn, gid, gpn, tiers in [(7, "H100-80G-SXM", 8, [76800, 72000, 63360]),   # 13.333333 / 12.5 / 11.0
                                (8, "A800-80G-SXM", 8, [46080, 43200, 40320]),   # 8.0 / 7.5 / 7.0
                                (9, "RTX4090-24G", 8, [10080, 9504, 8640]),      # 1.75 / 1.65 / 1.5
                                (10, "L20-48G", 4, [8064, 7488, None])]:         # 2.8 / 2.6
        for head, p, mh in zip(["包月", "包季", "包年"], tiers, [None, 2160, 8760]):
            if p is None:
                continue
            q.append(quote(rn, V, gid, gpn, None, p / (M * gpn), sheet=S, min_hours=mh,
                           cell="%s = %s (元/台/月, text)" % (head, "{:,}".format(p)),
                           how="%d per machine-month / (720 x %d)" % (p, gpn)))
    cp = [refuse(11, V, "H20-141G", "电询 | 电询 | 电询", "ask by phone: no price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, "供应商： | 天枢算力", "key-value header line (names the vendor)", sheet=S),
          other(3, "报价日期： | 2026-12-01", "key-value header line", sheet=S), other(4, "有效期： | 30天", "key-value header line", sheet=S),
          other(12, rows[12][0], "notes row", sheet=S)]
    expected(name, "IDC workbook: vendor in a 供应商： key-value block above the table; tier columns 包月/包季/包年 all "
                   "priced per machine-month; GPU count only in the spec cell; numbers stored as text with ¥ and commas; "
                   "a tier not offered; 电询; notes", q, cp, nq)


# ================================================================== 09 marketplace listing, total card column, UTF-8 LF
def p09():
    name = "09_xinghe_marketplace_listing.csv"
    s = Sheet()
    s.add(["卖家", "显卡", "单机卡数", "在架总卡数", "价格(元/卡时)", "计费方式"])
    s.add(["峻岭云", "RTX 4090D", "8", "96", "1.38", "按量"], "4090d")
    s.add(["峻岭云", "RTX 3090", "4", "40", "0.95", "按量"], "3090")
    s.add(["渚清数据", "A100 PCIe 80G", "8", "16", "4.10", "按量"], "a100")
    s.add(["渚清数据", "H800 SXM 80G", "8", "64", "包年约合7.2", "包年"], "h800")
    s.add(["远帆智算", "L40S", "8", "24", "2.45", "包月"], "l40s")
    s.add(["远帆智算", "A10", "4", "32", "0.88", "按量"], "a10")
    s.add(["远帆智算", "H100 PCIe", "8", "8", "5.5-6.2", "按量"], "h100")
    s.add(["远帆智算", "Ascend 910B", "8", "16", "询价", "包月"], "910b")
    s.add(["合计", "", "", "296", "", ""], "total")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [quote(r["4090d"], "峻岭云", "RTX4090D-24G", 8, 12, 1.38, cell="1.38", how="96 total cards / 8 = 12 nodes"),
         quote(r["3090"], "峻岭云", "RTX3090-24G", 4, 10, 0.95, cell="0.95", how="40/4 = 10 nodes"),
         quote(r["a100"], "渚清数据", "A100-80G-PCIe", 8, 2, 4.10, cell="4.10", how="16/8 = 2"),
         quote(r["h800"], "渚清数据", "H800-80G-SXM", 8, 8, 7.2, min_hours=8760, cell="包年约合7.2",
               how="equivalent card-hour; 包年 -> 8760 h; 64/8 = 8"),
         quote(r["l40s"], "远帆智算", "L40S-48G", 8, 3, 2.45, cell="2.45 | 包月", how="header unit is per card-hour; 24/8 = 3"),
         quote(r["a10"], "远帆智算", "A10-24G", 4, 8, 0.88, cell="0.88", how="32/4 = 8")]
    cp = [refuse(r["h100"], "远帆智算", "H100-80G-PCIe", "5.5-6.2", "a price range"),
          refuse(r["910b"], "远帆智算", "Ascend910B-64G", "询价", "ask for price")]
    nq = [other(r["total"], "合计 | 296", "totals row")]
    expected(name, "Marketplace listing export, UTF-8 LF: unit in the price header (元/卡时), a total-cards column "
                   "beside cards per machine (nodes = total / per machine), 包年约合 equivalent, a hyphen range, 询价, "
                   "totals row", q, cp, nq, "utf-8")


# ================================================================== 10 channel price list, GBK CRLF, one price column per mode with mixed bases
def p10():
    name = "10_beichen_channel_prices_gbk.csv"
    V = "北辰云算"
    s = Sheet()
    s.add(["北辰云算 渠道价（内部，勿外传）"], "title")
    s.add(["型号", "单机卡数", "现货(台)", "按天(元/卡/天)", "包周(元/台/周)", "包月(元/卡/月)", "备注"])
    s.add(["H100 SXM 80G", "8", "5", "288", "15,120", "7,560", ""], "h100")
    s.add(["A800 PCIe 80G", "8", "4", "192", "9,744", "5,040", ""], "a800")
    s.add(["L40S 48G", "8", "6", "72", "3,696", "1,944", ""], "l40s")
    s.add(["RTX4090 24G", "8", "20", "43.2", "2,184", "1,116", ""], "4090")
    s.add(["RTX3090 24G", "4", "8", "28.8", "756", "720", "4卡机"], "3090")
    s.add(["A40 48G", "4", "3", "48", "—", "1,296", "4卡机，不做周租"], "a40")
    s.add(["H20 96G", "8", "2", "—", "面议", "4,320", ""], "h20")
    s.add(["备注：周租为整台价；天租、月租为单卡价。"], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=7)
    r = s.at
    q = []
    # day: per card-day / 24; week: per machine-week / (168 x GPUs); month: per card-month / 720
    for tag, gid, gpn, nodes, day, week, month in [
            ("h100", "H100-80G-SXM", 8, 5, 288, 15120, 7560),    # 12.0 / 11.25 / 10.5
            ("a800", "A800-80G-PCIe", 8, 4, 192, 9744, 5040),    # 8.0 / 7.25 / 7.0
            ("l40s", "L40S-48G", 8, 6, 72, 3696, 1944),          # 3.0 / 2.75 / 2.7
            ("4090", "RTX4090-24G", 8, 20, 43.2, 2184, 1116),    # 1.8 / 1.625 / 1.55
            ("3090", "RTX3090-24G", 4, 8, 28.8, 756, 720),       # 1.2 / 1.125 / 1.0
            ("a40", "A40-48G", 4, 3, 48, None, 1296),            # 2.0 / 1.8
            ("h20", "H20-96G", 8, 2, None, None, 4320)]:         # 6.0
        if day is not None:
            q.append(quote(r[tag], V, gid, gpn, nodes, day / D, cell="按天(元/卡/天) = %s" % day, how="%s / 24" % day))
        if week is not None:
            q.append(quote(r[tag], V, gid, gpn, nodes, week / (W * gpn), cell="包周(元/台/周) = {:,}".format(week),
                           how="%d / (168 x %d)" % (week, gpn)))
        q.append(quote(r[tag], V, gid, gpn, nodes, month / M, cell="包月(元/卡/月) = {:,}".format(month), how="%d / 720" % month))
    cp = [refuse(r["h20"], V, "H20-96G", "包周 = 面议", "weekly price negotiable; the monthly price on this row still imports")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], s.rows[-1][0], "notes row")]
    expected(name, "Channel price list, GBK CSV CRLF: one price column per billing mode whose headers carry different "
                   "bases (元/卡/天, 元/台/周, 元/卡/月), so one row gives up to three quotes; '—' not offered; 面议 in one "
                   "cell beside prices that import", q, cp, nq, "gbk")


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10):
        f()
    print("written to", OUT)
