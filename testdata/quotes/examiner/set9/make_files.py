#!/usr/bin/env python3
"""Write ComputeCheck held-out set 9 (examiner): 10 GPU-rental quote files, each with
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


# ================================================================== 01 IDC workbook: cover, two-row header, tier columns
def p01():
    name = "01_yunjing_guian_idc_pricebook.xlsx"
    S = "报价明细"
    V = "云境数据（贵安）有限公司"
    AL = ["云境数据（贵安）", "云境数据"]
    cover = {1: ["云境数据（贵安）有限公司"], 3: ["智算服务器租赁报价单"], 5: ["报价日期：2026-12-01"],
             6: ["联系人：商务部 王经理 139-0000-0000"], 8: ["本报价单共三页：封面、报价明细、租赁条款"]}
    I = lambda v: Num(v, "int")
    rows = {
        1: ["智算集群租赁报价（单位：元/卡/月，含6%增值税）"],
        3: ["序号", "机型", "单机配置", "可租台数", "卡间互联", "组网", "断点续训", "租赁单价（元/卡/月）", None, None, None, "备注"],
        4: [None, None, None, None, None, None, None, "月租(1个月)", "3个月合约", "6个月合约", "12个月合约", None],
        5: ["一、训练型"],
        6: [1, "H800 SXM 80G", "8卡/台 · 2×Xeon 8480+ · 2TB内存 · 8×3.84TB NVMe", I(4), "NVLink", "IB 400G×8", "支持",
            I(7800), I(7400), I(7050), I(6700), "现货"],
        7: [2, "H100 80G SXM5", "8卡/台 · 2TB内存 · 8×3.84TB NVMe", I(2), "NVLink", "IB 400G×8", "支持",
            I(14400), I(13900), "—", I(12960), "6个月档暂不提供"],
        8: [3, "A800 80G PCIe", "8卡/台 · 1TB内存 · 4×3.84TB NVMe", I(6), "PCIe", "RoCE 2×200G", "支持",
            I(3960), I(3780), I(3600), I(3420), None],
        9: ["二、推理型"],
        10: [4, "L20 48G", "4卡/台 · 512GB内存 · 2×3.84TB NVMe", I(10), "PCIe", "25G以太网", "不支持",
             I(1440), I(1368), I(1296), I(1224), None],
        11: [5, "H20 96G", "8卡/台 · 1.5TB内存", "—", "NVLink", "RoCE 4×200G", "支持", "面议", None, None, None, "按量级报价"],
        12: ["合计", None, None, Formula("SUM(D6:D11)", 22, "int")],
        14: ["注：1. 以上单价为每张GPU卡每月价格；2. 合约期内按月支付；3. 交付周期约5个工作日。"],
    }
    terms = {1: ["租赁条款"], 2: ["1. 合约期满前退租，按实际租期对应档位补差价。"],
             3: ["2. 机房：贵安新区二期，双路市电 + UPS。"], 4: ["3. 付款：每月5日前预付当月租金。"]}
    merges = ["A1:L1", "A3:A4", "B3:B4", "C3:C4", "D3:D4", "E3:E4", "F3:F4", "G3:G4", "H3:K3", "L3:L4",
              "A5:L5", "A9:L9", "H11:K11", "A12:C12", "A14:L14"]
    write_xlsx(name, [("封面", cover, ["A1:F1"], [40]), (S, rows, merges, [6, 16, 44, 10, 10, 14, 10, 12, 12, 12, 12, 18]),
                      ("租赁条款", terms, [], [60])], creator="云境数据")
    q = []
    H = ["月租(1个月)", "3个月合约", "6个月合约", "12个月合约"]
    MH = [None, 2160, 4320, 8640]

    def tiers(r, gid, gpn, nodes, prices, intra, inter, res):
        for p, h, mh in zip(prices, H, MH):
            if p is None:
                continue
            q.append(quote(r, V, gid, gpn, nodes, p / M, sheet=S, aliases=AL, min_hours=mh, intra=intra, inter=inter,
                           resume=res, cell="租赁单价（元/卡/月） %s = %s" % (h, p),
                           how="%s per card-month / 720 h%s" % (p, "; term %d h" % mh if mh else "")))
    # 7800/720=10.8333, 7400/720=10.2778, 7050/720=9.7917, 6700/720=9.3056; H800 form from 'SXM'
    tiers(6, "H800-80G-SXM", 8, 4, [7800, 7400, 7050, 6700], "nvlink", "ib", True)
    # 14400/720=20.0, 13900/720=19.3056, 6-month '—' not offered, 12960/720=18.0
    tiers(7, "H100-80G-SXM", 8, 2, [14400, 13900, None, 12960], "nvlink", "ib", True)
    # 3960/720=5.5, 3780/720=5.25, 3600/720=5.0, 3420/720=4.75
    tiers(8, "A800-80G-PCIe", 8, 6, [3960, 3780, 3600, 3420], "pcie", "roce", True)
    # 1440/720=2.0, 1368/720=1.9, 1296/720=1.8, 1224/720=1.7; 4 cards per machine from the config cell
    tiers(10, "L20-48G", 4, 10, [1440, 1368, 1296, 1224], "pcie", "ethernet", False)
    cp = [refuse(11, V, "H20-96G", "面议", "price to be negotiated (面议): no number", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(4, "月租(1个月) | 3个月合约 | 6个月合约 | 12个月合约", "second header row", sheet=S),
          other(5, "一、训练型", "section row", sheet=S), other(9, "二、推理型", "section row", sheet=S),
          other(12, "合计 | 22", "totals row (SUM formula)", sheet=S), other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Chinese IDC workbook: cover sheet naming the vendor (the only place), price table on the second sheet "
                   "with a two-row merged header, tier columns 1/3/6/12 months per card-month, section rows, a tier not "
                   "offered (—), 面议 merged over the tier cells, SUM totals row, notes row, terms sheet", q, cp, nq)


# ================================================================== 02 WeChat paste, GBK, TAB, CRLF
def p02():
    name = "02_qiaoyun_wechat_spot_gbk.tsv"
    V = "桥云算力"
    s = Sheet()
    s.add(["【桥云算力】本周现货报价 12/01（含税价请备注）"], "title")
    s.add(["卡型", "配置", "现货", "价格", "计费", "备注"])
    s.add(["4090 24G", "8卡机 / 64核 / 512G / 3.84T", "5台", "2.05元/卡/时", "按量", "随开随停"], "4090h")
    s.add(["4090 24G", "8卡机 / 64核 / 512G / 3.84T", "5台", "1.1万/台/月", "包月", ""], "4090m")
    s.add(["4090D 24G", "8卡机", "3台", "9800/台/月", "包月", "含税"], "4090d")
    s.add(["A100 80G SXM", "8卡 NVLink", "2台", "5.3/卡/时", "包月", "月付，折合每月3816/卡"], "a100")
    s.add(["H800", "8卡 NVLink + IB", "1台", "8.6万/台/月", "包月", ""], "h800")
    s.add(["L40S 48G", "8卡机", "4台", "145/卡/天", "包天", ""], "l40s")
    s.add(["3090", "8卡机", "", "0.95起", "按量", "看量"], "3090")
    s.add(["V100 32G", "8卡 SXM2", "6台", "1.35-1.5/卡/时", "按量", ""], "v100")
    s.add([])
    note = "以上价格均不含税（备注含税的除外），量大另议，有需要私聊"
    s.add([note], "note")
    write_text(name, s, "gbk", "\t", "\r\n")
    r = s.at
    q = [
        quote(r["4090h"], V, "RTX4090-24G", 8, 5, 2.05, cell="2.05元/卡/时 | 按量", how="per card-hour in the price cell"),
        quote(r["4090m"], V, "RTX4090-24G", 8, 5, 11000 / (M * 8), cell="1.1万/台/月 | 包月",
              how="11000 per machine-month / (720 x 8) = 1.9097"),
        quote(r["4090d"], V, "RTX4090D-24G", 8, 3, 9800 / (M * 8), cell="9800/台/月 | 包月", how="9800 / 5760 = 1.7014"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 2, 5.3, intra="nvlink", cell="5.3/卡/时 | 包月",
              how="the cell says per card-hour; 包月 is only the billing mode (3816 = 5.3 x 720 agrees)"),
        quote(r["h800"], V, "H800-80G-SXM", 8, 1, 86000 / (M * 8), intra="nvlink", inter="ib", cell="8.6万/台/月",
              how="86000 / 5760 = 14.9306; plain H800 -> SXM (warn)"),
        quote(r["l40s"], V, "L40S-48G", 8, 4, 145 / D, cell="145/卡/天 | 包天", how="145 per card-day / 24 = 6.0417"),
    ]
    cp = [refuse(r["3090"], V, "RTX3090-24G", "0.95起", "a 'from' price (起), not one price"),
          refuse(r["v100"], V, "V100-32G", "1.35-1.5/卡/时", "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title line (the vendor is named only here)"), other(r["note"], note, "notes row")]
    expected(name, "Reseller's WeChat message pasted into a file: GBK, TAB-separated, CRLF, short rows; vendor only in the "
                   "first line; the unit inside the price cell (元/卡/时, 万/台/月, /卡/天) beside a billing-mode column; "
                   "plain H800; 起 and a range", q, cp, nq, "gbk")


# ================================================================== 03 English cloud catalogue, per instance
def p03():
    name = "03_nimbusforge_gpu_catalog_en.csv"
    V = "NimbusForge Cloud"
    s = Sheet()
    s.add(["NimbusForge Cloud - GPU instance price list (USD), effective 2026-12-01"], "title")
    s.add(["Instance type", "Region", "GPU", "GPU count", "GPU memory", "vCPUs", "RAM (GiB)", "GPU interconnect",
           "Network", "On-demand $/instance-hr", "1-year commit $/instance-hr", "Notes"])
    s.add(["nf.h100x8", "us-west", "NVIDIA H100 SXM", "8", "80 GB", "208", "1800", "NVLink", "InfiniBand 3.2 Tbps", "21.60", "15.12", ""], "h100x8")
    s.add(["nf.h100x1", "us-west", "NVIDIA H100 PCIe", "1", "80 GB", "26", "225", "PCIe", "50 Gbps Ethernet", "2.89", "—", ""], "h100x1")
    s.add(["nf.a100x4", "eu-central", "NVIDIA A100 SXM4", "4", "40 GB", "96", "900", "NVLink", "400 Gbps RoCE", "6.20", "4.34", ""], "a100x4")
    s.add(["nf.l40sx2", "eu-central", "NVIDIA L40S", "2", "48 GB", "48", "384", "PCIe", "100 Gbps Ethernet", "3.46", "2.42", ""], "l40s")
    s.add(["nf.a10x1", "us-west", "NVIDIA A10", "1", "24 GB", "12", "96", "—", "25 Gbps Ethernet", "1.12", "0.78", ""], "a10")
    s.add(["nf.h200x8", "us-west", "NVIDIA H200", "8", "141 GB", "208", "2000", "NVLink", "InfiniBand 3.2 Tbps", "Contact sales", "Contact sales", "capacity-limited"], "h200")
    s.add(["nf.b200x8", "us-west", "NVIDIA B200", "8", "180 GB", "224", "2900", "NVLink", "InfiniBand 3.2 Tbps", "from 38.00", "—", "preview"], "b200")
    s.add([])
    note = "Prices are per instance (all GPUs of the instance), exclude taxes; per-second billing, 1-minute minimum."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [
        quote(r["h100x8"], V, "H100-80G-SXM", 8, usd=21.60, unit="node_hour", intra="nvlink", inter="ib",
              cell="On-demand $/instance-hr = 21.60", how="USD 2.70 per GPU-hour (21.60 / 8)"),
        quote(r["h100x8"], V, "H100-80G-SXM", 8, usd=15.12, unit="node_hour", min_hours=8760, intra="nvlink", inter="ib",
              cell="1-year commit $/instance-hr = 15.12", how="USD 1.89 per GPU-hour; 1-year term = 8760 h"),
        quote(r["h100x1"], V, "H100-80G-PCIe", 1, usd=2.89, unit="node_hour", intra="pcie", inter="ethernet",
              cell="On-demand $/instance-hr = 2.89", how="1-GPU instance: USD 2.89 per GPU-hour"),
        quote(r["a100x4"], V, "A100-40G-SXM", 4, usd=6.20, unit="node_hour", intra="nvlink", inter="roce",
              cell="On-demand $/instance-hr = 6.20", how="USD 1.55 per GPU-hour (6.20 / 4)"),
        quote(r["a100x4"], V, "A100-40G-SXM", 4, usd=4.34, unit="node_hour", min_hours=8760, intra="nvlink", inter="roce",
              cell="1-year commit $/instance-hr = 4.34", how="USD 1.085 per GPU-hour"),
        quote(r["l40s"], V, "L40S-48G", 2, usd=3.46, unit="node_hour", intra="pcie", inter="ethernet",
              cell="On-demand $/instance-hr = 3.46", how="USD 1.73 per GPU-hour"),
        quote(r["l40s"], V, "L40S-48G", 2, usd=2.42, unit="node_hour", min_hours=8760, intra="pcie", inter="ethernet",
              cell="1-year commit $/instance-hr = 2.42", how="USD 1.21 per GPU-hour"),
        quote(r["a10"], V, "A10-24G", 1, usd=1.12, unit="node_hour", inter="ethernet", cell="On-demand $/instance-hr = 1.12"),
        quote(r["a10"], V, "A10-24G", 1, usd=0.78, unit="node_hour", min_hours=8760, inter="ethernet",
              cell="1-year commit $/instance-hr = 0.78"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "Contact sales | Contact sales", "no price (contact sales)"),
          refuse(r["b200"], V, "B200-180G", "from 38.00", "a 'from' price, not one price; the 1-year cell is '—'")]
    nq = [other(r["title"], s.rows[0][0], "title (vendor named only here)"), other(r["note"], note, "notes row")]
    expected(name, "English cloud catalogue, UTF-8 LF: prices per instance-hour for 8/4/2/1-GPU instances in USD, an "
                   "on-demand and a 1-year-commit column (two offers per row), the GPU memory in its own column, "
                   "Contact sales and a 'from' price", q, cp, nq, "utf-8")


# ================================================================== 04 analyst shortlist, bilingual, mixed currency
def p04():
    name = "04_analyst_shortlist_mixed_bom.csv"
    A, B, C, E = "星衡智算", "岭东云", "Aurora Ridge Compute", "翠微数据"
    s = Sheet()
    s.add(["厂商 Vendor", "GPU型号 Model", "总卡数 Total GPUs", "每台卡数 GPUs/server", "报价 Quote", "币种 Currency",
           "计价方式 Pricing basis", "卡间互联 Interconnect", "备注 Remarks"])
    s.add([A, "H100 SXM 80GB", "64", "8", "16.8", "CNY", "元/卡/小时", "NVLink", ""], "h100")
    s.add([A, "A800 SXM 80GB", "32", "8", "4.9万", "CNY", "整机/月", "NVLink", "含税"], "a800")
    s.add([A, "H20 96G", "40", "8", "面议", "CNY", "", "NVLink", "需走招标"], "h20")
    s.add([B, "L40S", "16", "4", "折合 4.35元/卡时", "CNY", "包月", "PCIe", "月费 12,528/台"], "l40s")
    s.add([B, "RTX 4090", "48", "8", "约合 1.72 元/卡时", "CNY", "包年", "PCIe", "年付 120,500/台"], "4090")
    s.add([C, "H100 80GB SXM", "128", "8", "2.25", "USD", "per GPU-hour", "NVLink", ""], "ch100")
    s.add([C, "H200 141GB", "16", "8", "31.60", "USD", "per node-hour", "NVLink", ""], "ch200")
    s.add([C, "A100 80GB SXM", "24", "8", "1,310", "USD", "per GPU-month", "NVLink", "monthly reservation"], "ca100")
    s.add([E, "RTX A6000 48G", "12", "4", "22,800", "CNY", "包季/台", "PCIe", "季付，均摊约2.64元/卡时"], "a6000")
    s.add([E, "昇腾910B 64G", "64", "8", "3.2~3.6", "CNY", "元/卡/时", "HCCS", "视规模"], "910b")
    s.add([])
    tot = sum(int(x[2]) for x in s.rows[1:] if x and x[2].isdigit())
    s.add(["小计 Subtotal", "", str(tot), "", "", "", "", "", ""], "total")
    note = "汇率未换算；USD报价为供应商原文 / USD quotes as supplied, not converted"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=9)
    r = s.at
    q = [
        quote(r["h100"], A, "H100-80G-SXM", 8, 8, 16.8, intra="nvlink", cell="16.8 | 元/卡/小时",
              how="per card-hour; nodes = 64 total GPUs / 8"),
        quote(r["a800"], A, "A800-80G-SXM", 8, 4, 49000 / (M * 8), intra="nvlink", cell="4.9万 | 整机/月",
              how="49000 per machine-month / 5760 = 8.5069; nodes 32/8"),
        quote(r["l40s"], B, "L40S-48G", 4, 4, 4.35, intra="pcie", cell="折合 4.35元/卡时 | 包月",
              how="stated card-hour equivalent; 12528/(720 x 4) = 4.35 agrees; nodes 16/4"),
        quote(r["4090"], B, "RTX4090-24G", 8, 6, 1.72, min_hours=8760, intra="pcie", cell="约合 1.72 元/卡时 | 包年",
              how="stated card-hour equivalent (120500/(8760 x 8) = 1.7195 agrees); 包年 = 8760 h; nodes 48/8"),
        quote(r["ch100"], C, "H100-80G-SXM", 8, 16, usd=2.25, unit="gpu_hour", intra="nvlink",
              cell="2.25 | USD | per GPU-hour", how="nodes 128/8"),
        quote(r["ch200"], C, "H200-141G", 8, 2, usd=31.60, unit="node_hour", intra="nvlink",
              cell="31.60 | USD | per node-hour", how="USD 3.95 per GPU-hour; nodes 16/8"),
        quote(r["ca100"], C, "A100-80G-SXM", 8, 3, usd=1310.0, unit="gpu_month", intra="nvlink",
              cell="1,310 | USD | per GPU-month", how="USD 1.8194 per GPU-hour; nodes 24/8"),
        quote(r["a6000"], E, "A6000-48G", 4, 3, 22800 / (QTR * 4), min_hours=2160, intra="pcie", cell="22,800 | 包季/台",
              how="22800 per machine-quarter / (2160 x 4) = 2.6389 (remark's 2.64 agrees); nodes 12/4"),
    ]
    cp = [refuse(r["h20"], A, "H20-96G", "面议", "price to be negotiated: no number"),
          refuse(r["910b"], E, "Ascend910B-64G", "3.2~3.6", "a price range, not one price")]
    nq = [other(r["total"], "小计 Subtotal | %d" % tot, "totals row"), other(r["note"], note, "notes row")]
    expected(name, "Analyst's shortlist, UTF-8 BOM + CRLF: bilingual '中文 English' headers, a total-GPUs column beside "
                   "GPUs per server (nodes = total / per server), CNY and USD rows, 万, 折合/约合/均摊 card-hour "
                   "equivalents, 包季 per machine, 包年, per node-hour and per GPU-month USD, 面议, a range, subtotal and "
                   "notes rows", q, cp, nq, "utf-8-sig")


# ================================================================== 05 spec cells, price header in 万元/台
def p05():
    name = "05_tianshu_whole_server_specs_crlf.csv"
    V = "天枢智算"
    s = Sheet()
    s.add(["天枢智算 整机租赁报价 2026-12"], "title")
    s.add(["序号", "服务器配置", "数量", "月租金（万元/台）", "交付周期"])
    s.add(["1", "H800 80G SXM ×8 | 2TB DDR5 | 8×3.84TB NVMe | 8×400G IB", "3台", "8.8", "现货"], "h800")
    s.add(["2", "8 x H100-SXM5-80GB, 2 TB RAM, 4 x 7.68 TB NVMe, 8 x 400 Gb/s InfiniBand NDR", "2台", "10.2", "2周"], "h100")
    s.add(["3", "A800-SXM4-80G*8\n1TB内存\n4*3.84T NVMe\nRoCE 4*200G", "4台", "5.1", "现货"], "a800")
    s.add(["4", "4卡 L40S 48G / 512G内存 / 2×3.84T / 25GbE", "6台", "1.25", "现货"], "l40s")
    s.add(["5", "H20 96G 8张卡 / 1.5T内存 / 4×3.84T NVMe / RoCE 2×200G", "5台", "4.3", "1周"], "h20")
    s.add(["6", "10×RTX 4090 24G / 512G / 2×1.92T NVMe", "8台", "1.05", "现货"], "4090")
    s.add(["7", "2×A100 PCIe 80G 工作站 / 256G / 1×3.84T", "3台", "0.55", "现货"], "a100")
    s.add(["8", "8×H100 80G SXM5 / 2T / 8×3.84T / IB 400G×8", "4台", "待报", "12月下旬"], "h100b")
    s.add([])
    note = "以上为整机月租（30天），含机柜及电力，不含税。"
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\r\n", width=5)
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 3, 88000 / (M * 8), inter="ib", cell="H800 80G SXM ×8 ... | 8.8 万元/台/月",
              how="88000 / 5760 = 15.2778"),
        quote(r["h100"], V, "H100-80G-SXM", 8, 2, 102000 / (M * 8), inter="ib", cell="8 x H100-SXM5-80GB ... | 10.2",
              how="102000 / 5760 = 17.7083"),
        quote(r["a800"], V, "A800-80G-SXM", 8, 4, 51000 / (M * 8), inter="roce", cell="A800-SXM4-80G*8 (multi-line) | 5.1",
              how="51000 / 5760 = 8.8542"),
        quote(r["l40s"], V, "L40S-48G", 4, 6, 12500 / (M * 4), inter="ethernet", cell="4卡 L40S 48G ... | 1.25",
              how="12500 / (720 x 4) = 4.3403"),
        quote(r["h20"], V, "H20-96G", 8, 5, 43000 / (M * 8), inter="roce", cell="H20 96G 8张卡 ... | 4.3",
              how="43000 / 5760 = 7.4653"),
        quote(r["4090"], V, "RTX4090-24G", 10, 8, 10500 / (M * 10), cell="10×RTX 4090 24G ... | 1.05",
              how="a 10-GPU server: 10500 / (720 x 10) = 1.4583"),
        quote(r["a100"], V, "A100-80G-PCIe", 2, 3, 5500 / (M * 2), cell="2×A100 PCIe 80G 工作站 ... | 0.55",
              how="5500 / (720 x 2) = 3.8194"),
    ]
    cp = [refuse(r["h100b"], V, "H100-80G-SXM", "待报", "price not yet given (待报)")]
    nq = [other(r["title"], s.rows[0][0], "title (vendor named only here)"), other(r["note"], note, "notes row")]
    expected(name, "Whole-server quote, UTF-8 CRLF: no GPU column, each machine described in one spec cell (×, x, *, "
                   "multi-line, 卡, 张, a 10-GPU and a 2-GPU machine); the price header says 万元/台 per month; 待报",
             q, cp, nq, "utf-8")


# ================================================================== 06 term plans, fill-down vendor, GBK
def p06():
    name = "06_huaxi_term_plans_gbk.csv"
    A, B = "华曦云", "邺城算力"
    s = Sheet()
    s.add(["供应商", "GPU", "每台GPU数", "计费周期", "单价", "单位", "可用台数", "网络"])
    s.add([A, "H100 SXM 80G", "8", "按小时", "19.8", "元/卡/小时", "3", "IB NDR"], "h1")
    s.add(["", "H100 SXM 80G", "8", "包季", "39,600", "元/卡/季", "3", "IB NDR"], "h2")
    s.add(["", "H100 SXM 80G", "8", "包年", "1,191,360", "元/台/年", "3", "IB NDR"], "h3")
    s.add(["", "A100 40G PCIe", "8", "包月", "16,560", "元/台/月", "5", "RoCE"], "a100")
    s.add(["", "L40 48G", "8", "包月", "3.4", "元/卡/小时", "4", "RoCE"], "l40")
    s.add([B, "RTX 4090D", "8", "按天", "38.4", "元/卡/天", "12", "以太网"], "d1")
    s.add(["", "RTX 4090D", "8", "包季", "2,980", "元/卡/季", "12", "以太网"], "d2")
    s.add(["", "T4 16G", "4", "包月", "1,080", "元/台/月", "20", "以太网"], "t4")
    s.add(["", "A40 48G", "8", "包年", "1.6万", "元/卡/年", "6", "以太网"], "a40")
    s.add(["", "H20 141G", "8", "包年", "价格另议", "", "2", "RoCE"], "h20")
    s.add([])
    note = "备注：包季、包年需预付；按小时/按天随时释放。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=8)
    r = s.at
    q = [
        quote(r["h1"], A, "H100-80G-SXM", 8, 3, 19.8, inter="ib", cell="19.8 | 元/卡/小时"),
        quote(r["h2"], A, "H100-80G-SXM", 8, 3, 39600 / QTR, min_hours=2160, inter="ib", cell="39,600 | 元/卡/季 | 包季",
              how="39600 per card-quarter / 2160 = 18.3333"),
        quote(r["h3"], A, "H100-80G-SXM", 8, 3, 1191360 / (Y * 8), min_hours=8760, inter="ib", cell="1,191,360 | 元/台/年 | 包年",
              how="1191360 per machine-year / (8760 x 8) = 17.0"),
        quote(r["a100"], A, "A100-40G-PCIe", 8, 5, 16560 / (M * 8), inter="roce", cell="16,560 | 元/台/月",
              how="16560 / 5760 = 2.875 (vendor filled down)"),
        quote(r["l40"], A, "L40-48G", 8, 4, 3.4, inter="roce", cell="3.4 | 元/卡/小时 | 包月",
              how="unit column says per card-hour; 包月 is only the billing mode"),
        quote(r["d1"], B, "RTX4090D-24G", 8, 12, 38.4 / D, inter="ethernet", cell="38.4 | 元/卡/天", how="38.4 / 24 = 1.6"),
        quote(r["d2"], B, "RTX4090D-24G", 8, 12, 2980 / QTR, min_hours=2160, inter="ethernet", cell="2,980 | 元/卡/季",
              how="2980 / 2160 = 1.3796"),
        quote(r["t4"], B, "T4-16G", 4, 20, 1080 / (M * 4), inter="ethernet", cell="1,080 | 元/台/月",
              how="1080 / (720 x 4) = 0.375"),
        quote(r["a40"], B, "A40-48G", 8, 6, 16000 / Y, min_hours=8760, inter="ethernet", cell="1.6万 | 元/卡/年",
              how="16000 per card-year / 8760 = 1.8265"),
    ]
    cp = [refuse(r["h20"], B, "H20-141G", "价格另议", "price to be agreed separately: no number")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "Supplier term plans, GBK + CRLF: vendor written once per group and left blank below (fill-down), "
                   "a 计费周期 column (按小时/按天/包月/包季/包年) beside a 单位 column that carries the unit and basis "
                   "(元/卡/季, 元/台/年 ...), one 包月 row whose unit is per card-hour, comma thousands, 万, 价格另议",
             q, cp, nq, "gbk")


# ================================================================== 07 marketplace workbook: merged merchant cells, total cards
def p07():
    name = "07_beichen_market_listing.xlsx"
    S = "现货列表"
    A, B, C = "澄江数据", "松川云", "星野算力"
    guide = {1: ["使用说明"], 2: ["1. “在架总卡数”为该商家此型号全部上架GPU卡数（合计），不是单台卡数。"],
             3: ["2. 价格由商家自行填写，单位见“计费单位”列。"], 4: ["3. 下单请联系平台客服。"]}
    lst = [  # tag, merchant, gpu text, cards/server, total cards, price text, unit text
        (4, A, "H800 SXM 80G", "8", "48", "12.6", "元/卡·时"),
        (5, A, "A800 PCIe 80G", "8", "16", "42,800", "元/台·月"),
        (6, A, "L40S", "8", "64", "4.1", "元/卡·时"),
        (7, B, "RTX 4090", "4", "120", "45", "元/卡·天"),
        (8, B, "昇腾910B", "8", "32", "9.2万", "元/台·月"),
        (9, C, "H100 PCIe 80G", "8", "16", "询价", ""),
        (10, C, "RTX 3090", "8", "40", "1.2~1.4", "元/卡·时"),
        (11, C, "A10 24G", "2", "30", "36", "元/卡·日"),
    ]
    rows = {1: ["北辰算力集市 · 商家现货（12月第1周）"],
            3: ["商家", "显卡", "单机卡数", "在架总卡数", "价格", "计费单位", "更新时间"]}
    first = set()
    for rn, m, g, gpn, tot, p, u in lst:
        rows[rn] = [m if m not in first else None, g, gpn, tot, p, u, "2026-12-01"]
        first.add(m)
    total = sum(int(x[4]) for x in lst)  # 366
    rows[12] = ["合计", None, None, str(total)]
    rows[14] = ["价格由商家自行填写，以商家确认为准。"]
    merchants = {1: ["商家", "所在地", "认证"], 2: [A, "宁夏中卫", "已认证"], 3: [B, "内蒙古和林格尔", "已认证"], 4: [C, "甘肃庆阳", "审核中"]}
    write_xlsx(name, [("使用说明", guide, [], [70]), (S, rows, ["A1:G1", "A4:A6", "A7:A8", "A9:A11", "A14:G14"],
                                                   [12, 16, 10, 12, 10, 12, 12]), ("商家信息", merchants, [], [12, 16, 10])],
               creator="北辰算力集市")
    q = [
        quote(4, A, "H800-80G-SXM", 8, 6, 12.6, sheet=S, cell="12.6 | 元/卡·时", how="nodes = 48 total cards / 8"),
        quote(5, A, "A800-80G-PCIe", 8, 2, 42800 / (M * 8), sheet=S, cell="42,800 | 元/台·月",
              how="42800 / 5760 = 7.4306; vendor from merged cell A4:A6; nodes 16/8"),
        quote(6, A, "L40S-48G", 8, 8, 4.1, sheet=S, cell="4.1 | 元/卡·时", how="nodes 64/8"),
        quote(7, B, "RTX4090-24G", 4, 30, 45 / D, sheet=S, cell="45 | 元/卡·天", how="45 / 24 = 1.875; nodes 120/4"),
        quote(8, B, "Ascend910B-64G", 8, 4, 92000 / (M * 8), sheet=S, cell="9.2万 | 元/台·月",
              how="92000 / 5760 = 15.9722; 昇腾910B; nodes 32/8"),
        quote(11, C, "A10-24G", 2, 15, 36 / D, sheet=S, cell="36 | 元/卡·日", how="36 / 24 = 1.5; nodes 30/2"),
    ]
    cp = [refuse(9, C, "H100-80G-PCIe", "询价", "price on enquiry: no number", sheet=S),
          refuse(10, C, "RTX3090-24G", "1.2~1.4", "a price range, not one price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(12, "合计 | %d" % total, "totals row", sheet=S),
          other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Marketplace export workbook: a guide sheet first, the listing on the second sheet with the merchant in "
                   "merged cells over its rows, all numbers stored as text, 在架总卡数 = total cards beside cards per "
                   "server, units 元/卡·时 / 元/台·月 / 元/卡·天 / 元/卡·日, 万, 昇腾910B, 询价, a range, totals and notes "
                   "rows, a merchants sheet", q, cp, nq)


# ================================================================== 08 e-mail quote, equivalents in words, BOM
def p08():
    name = "08_haiyan_email_quote_bom.csv"
    V = "海晏科技"
    s = Sheet()
    s.add(["报价方", "资源", "规格", "台数", "报价", "说明"])
    s.add([V, "H100", "8卡 SXM5 80G", "2", "整机 11.52万元/月", "折合 20元/卡时"], "h100")
    s.add([V, "H200 141G", "8卡", "1", "均摊 26.5元/卡·时", "包年合同，年付"], "h200")
    s.add([V, "A800 80G", "8卡 PCIe", "3", "约合 5.8 元/卡/时", "月付 33,408元/台"], "a800")
    s.add([V, "L20", "8卡", "6", "1.9 元/卡/时", "按量，最低1小时"], "l20")
    s.add([V, "RTX 4090", "单卡", "", "1.65元/卡时", "容器实例"], "4090")
    s.add([V, "H800 PCIe 80G", "8卡", "2", "9.6万元/台/月起", "视租期"], "h800")
    s.add([V, "H20 96G", "8卡", "4", "48,000元/台/月", ""], "h20")
    s.add([V, "A100 80G", "8卡 SXM4", "2", "面议", "库存紧张"], "a100")
    note = "以上报价有效期7天，含6%增值税。如需发票抬头请回邮件告知。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\n", width=6)
    r = s.at
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, 2, 115200 / (M * 8), cell="整机 11.52万元/月 | 折合 20元/卡时",
              how="115200 / 5760 = 20.0, as the 折合 note says"),
        quote(r["h200"], V, "H200-141G", 8, 1, 26.5, min_hours=8760, cell="均摊 26.5元/卡·时 | 包年合同",
              how="the cell states the card-hour rate; 包年 = 8760 h"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, 3, 5.8, intra="pcie", cell="约合 5.8 元/卡/时 | 月付 33,408元/台",
              how="stated card-hour equivalent; 33408 / 5760 = 5.8 agrees"),
        quote(r["l20"], V, "L20-48G", 8, 6, 1.9, cell="1.9 元/卡/时"),
        quote(r["4090"], V, "RTX4090-24G", 1, None, 1.65, cell="1.65元/卡时 | 单卡", how="one card, per card-hour"),
        quote(r["h20"], V, "H20-96G", 8, 4, 48000 / (M * 8), cell="48,000元/台/月", how="48000 / 5760 = 8.3333"),
    ]
    cp = [refuse(r["h800"], V, "H800-80G-PCIe", "9.6万元/台/月起", "a 'from' price (起), not one price"),
          refuse(r["a100"], V, "A100-80G-SXM", "面议", "price to be negotiated: no number")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "Table copied out of a sales e-mail, UTF-8 BOM + LF: price cells in words (整机 …万元/月, 均摊 / 约合 … "
                   "元/卡时), equivalents in the 说明 column, 包年 only in the note, a single-card container, 起, 面议",
             q, cp, nq, "utf-8-sig")


# ================================================================== 09 English rate card: vendor on cover, tiers in rows
def p09():
    name = "09_tidewater_rate_card_en.xlsx"
    S = "Rate card"
    V = "Tidewater GPU Cloud Pte. Ltd."
    AL = ["Tidewater GPU Cloud", "Tidewater"]
    cover = {1: ["Tidewater GPU Cloud Pte. Ltd."], 2: ["GPU capacity proposal for: (customer)"], 4: ["Prepared 1 December 2026"],
             5: ["See the 'Rate card' sheet for prices and 'Terms' for conditions."]}
    U = lambda v: Num(v, "usd")
    rows = {
        1: ["Rate card - December 2026 (USD)"],
        3: ["GPU", "Server", "Commitment", "Rate", "Basis", "Nodes available", "Fabric"],
        4: ["H100 80GB SXM5", "8-GPU node", "On-demand", U(2.49), "per GPU-hour", "6", "InfiniBand NDR"],
        5: [None, "8-GPU node", "3-month", U(1.99), "per GPU-hour", "6", "InfiniBand NDR"],
        6: [None, "8-GPU node", "12-month", U(1.69), "per GPU-hour", "6", "InfiniBand NDR"],
        7: ["A100 80GB SXM4", "8-GPU node", "On-demand", U(11.20), "per node-hour", "4", "RoCE v2"],
        8: [None, "8-GPU node", "6-month", U(9.60), "per node-hour", "4", "RoCE v2"],
        9: ["L40S 48GB", "4-GPU node", "On-demand", U(3.80), "per node-hour", "10", "100GbE"],
        10: [None, "4-GPU node", "1-month", U(576), "per GPU-month", "10", "100GbE"],
        11: ["B200 180GB", "8-GPU node", "Reserved", "Contact us", "", "", "InfiniBand XDR"],
        12: ["RTX 6000 Ada 48GB", "1-GPU VM", "On-demand", "0.89–1.10", "per GPU-hour", "", "25GbE"],
        14: ["All rates exclude GST. Commitment terms are billed monthly in advance."],
    }
    terms = {1: ["Terms"], 2: ["Commitments start on handover of the nodes."], 3: ["Early termination: remaining months are due."]}
    write_xlsx(name, [("Cover", cover, [], [60]), (S, rows, ["A1:G1", "A4:A6", "A7:A8", "A9:A10", "A14:G14"],
                                                  [18, 12, 12, 10, 14, 14, 16]), ("Terms", terms, [], [60])],
               creator="Tidewater")
    q = [
        quote(4, V, "H100-80G-SXM", 8, 6, sheet=S, aliases=AL, usd=2.49, unit="gpu_hour", inter="ib",
              cell="On-demand | 2.49 | per GPU-hour", how="vendor from the cover sheet"),
        quote(5, V, "H100-80G-SXM", 8, 6, sheet=S, aliases=AL, usd=1.99, unit="gpu_hour", min_hours=2160, inter="ib",
              cell="3-month | 1.99 | per GPU-hour", how="GPU from merged A4:A6; 3 months = 2160 h"),
        quote(6, V, "H100-80G-SXM", 8, 6, sheet=S, aliases=AL, usd=1.69, unit="gpu_hour", min_hours=8640, inter="ib",
              cell="12-month | 1.69 | per GPU-hour", how="12 months = 8640 h"),
        quote(7, V, "A100-80G-SXM", 8, 4, sheet=S, aliases=AL, usd=11.20, unit="node_hour", inter="roce",
              cell="On-demand | 11.20 | per node-hour", how="USD 1.40 per GPU-hour"),
        quote(8, V, "A100-80G-SXM", 8, 4, sheet=S, aliases=AL, usd=9.60, unit="node_hour", min_hours=4320, inter="roce",
              cell="6-month | 9.60 | per node-hour", how="USD 1.20 per GPU-hour; 6 months = 4320 h"),
        quote(9, V, "L40S-48G", 4, 10, sheet=S, aliases=AL, usd=3.80, unit="node_hour", inter="ethernet",
              cell="On-demand | 3.80 | per node-hour", how="USD 0.95 per GPU-hour"),
        quote(10, V, "L40S-48G", 4, 10, sheet=S, aliases=AL, usd=576.0, unit="gpu_month", inter="ethernet",
              cell="1-month | 576 | per GPU-month", how="USD 0.80 per GPU-hour; a one-month term leaves min_hours unchecked"),
    ]
    cp = [refuse(11, V, "B200-180G", "Contact us", "no price (contact us)", sheet=S),
          refuse(12, V, "RTX6000Ada-48G", "0.89–1.10", "a price range, not one price", sheet=S)]
    nq = [other(1, rows[1][0], "title (no vendor)", sheet=S), other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "English rate card workbook: vendor only on the cover sheet, the table on the second sheet, tiers "
                   "in rows (a Commitment column: On-demand / 1-, 3-, 6-, 12-month) with the GPU merged over its tier "
                   "rows, a Basis column (per GPU-hour / per node-hour / per GPU-month), $ number formats, node counts "
                   "as text, Contact us, a range, a terms sheet", q, cp, nq)


# ================================================================== 10 IDC workbook: tier columns with mixed bases
def p10():
    name = "10_lanting_idc_term_matrix.xlsx"
    S = "报价单"
    V = "澜汀智算中心"
    I = lambda v: Num(v, "int")
    rows = {
        1: ["澜汀智算中心 2027年一季度 资源报价"],
        2: ["（价格含税；包月及以上为整台价格，按需为单卡价格）"],
        3: ["型号", "单机卡数", "可供台数", "价格", None, None, None, "组网", "断点续训"],
        4: [None, None, None, "按需\n元/卡/时", "包月\n元/台/月", "包季\n元/台/季", "包年\n元/台/年", None, None],
        5: ["H800 80G SXM", 8, 10, 16.0, I(86400), I(241920), I(911040), "IB 8×400G", "支持"],
        6: ["A100 80G PCIe", 8, 6, 6.2, I(31680), I(90720), I(350400), "RoCE 2×200G", "支持"],
        7: ["L40 48G", 8, 4, 3.6, I(18720), "—", "—", "25GbE", "不支持"],
        8: ["RTX 4090 24G", 8, 20, 2.0, I(9792), I(27648), I(105120), "25GbE", "不支持"],
        9: ["H20 141G", 8, 8, "面议", None, None, None, "RoCE 4×200G", "支持"],
        10: ["合计", None, Formula("SUM(C5:C9)", 48)],
        12: ["说明：包季=3个月，包年=12个月按365天计；合同期内不可降配。"],
    }
    terms = {1: ["服务条款"], 2: ["1. 机房位于浙江湖州，Tier III。"], 3: ["2. 包月及以上需预付。"]}
    merges = ["A1:I1", "A2:I2", "A3:A4", "B3:B4", "C3:C4", "D3:G3", "H3:H4", "I3:I4", "D9:G9", "A12:I12"]
    write_xlsx(name, [(S, rows, merges, [16, 10, 10, 12, 12, 12, 12, 14, 10]), ("服务条款", terms, [], [60])],
               creator="澜汀智算")
    q = []
    HD = ["按需 元/卡/时", "包月 元/台/月", "包季 元/台/季", "包年 元/台/年"]

    def row(r, gid, gpn, nodes, od, mo, qt, yr, inter, res):
        for head, p, div, mh in ((HD[0], od, 1.0, None), (HD[1], mo, M * gpn, None),
                                 (HD[2], qt, QTR * gpn, 2160), (HD[3], yr, Y * gpn, 8760)):
            if p is None:
                continue
            q.append(quote(r, V, gid, gpn, nodes, p / div, sheet=S, min_hours=mh, inter=inter, resume=res,
                           cell="%s = %s" % (head.replace("\n", " "), p),
                           how="%s / %s" % (p, "1 (per card-hour)" if div == 1.0 else "%g" % div)))
    # H800: 16.0; 86400/5760=15.0; 241920/17280=14.0; 911040/70080=13.0
    row(5, "H800-80G-SXM", 8, 10, 16.0, 86400, 241920, 911040, "ib", True)
    # A100 PCIe: 6.2; 31680/5760=5.5; 90720/17280=5.25; 350400/70080=5.0
    row(6, "A100-80G-PCIe", 8, 6, 6.2, 31680, 90720, 350400, "roce", True)
    # L40: 3.6; 18720/5760=3.25; 包季/包年 '—' not offered
    row(7, "L40-48G", 8, 4, 3.6, 18720, None, None, "ethernet", False)
    # 4090: 2.0; 9792/5760=1.7; 27648/17280=1.6; 105120/70080=1.5
    row(8, "RTX4090-24G", 8, 20, 2.0, 9792, 27648, 105120, "ethernet", False)
    cp = [refuse(9, V, "H20-141G", "面议", "price to be negotiated: no number", sheet=S)]
    nq = [other(1, rows[1][0], "title (vendor named only here)", sheet=S), other(2, rows[2][0], "explanation line", sheet=S),
          other(4, "按需 元/卡/时 | 包月 元/台/月 | 包季 元/台/季 | 包年 元/台/年", "second header row", sheet=S),
          other(10, "合计 | 48", "totals row (SUM formula)", sheet=S), other(12, rows[12][0], "notes row", sheet=S)]
    expected(name, "IDC term matrix workbook: vendor only in the title, two-row merged header whose second row names "
                   "the billing mode AND the basis per column (按需 元/卡/时, 包月 元/台/月, 包季 元/台/季, 包年 元/台/年), "
                   "so one row gives up to four offers with different bases; tiers not offered (—); 面议 merged over "
                   "the price cells; SUM totals; notes; terms sheet", q, cp, nq)


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10):
        f()
    print("written to", OUT)
