#!/usr/bin/env python3
"""Write held-out set 6 for ComputeCheck's quote importer: 10 GPU-rental quote files as a
procurement week brings them, each with FILE.expected.json beside it.

Run:  python3 make_files.py          (writes into this script's folder)

All vendors are fictitious. Every expected number is worked out by hand from what the
cells say (see the comment/`how` beside each), never from the app:
  day = 24 h, week = 168 h, month = 720 h, quarter (包季, 3个月, 3-month) = 2160 h,
  6 months = 4320 h, 12 months = 8640 h, year (包年, 年, 1-year) = 8760 h.
Whole-machine prices are divided by the GPUs in one machine.
Row numbers are the rows a spreadsheet shows: for .xlsx the sheet row, for .csv/.tsv the
record number (a blank line counts; a quoted multi-line cell is still one row).
The expected-row helpers and the raw-zipfile xlsx writer are copied unchanged from the
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



# ================================================================== 01 IDC formal quote workbook: cover, merged two-row header, tiers per machine
def p01():
    name = "01_tianmu_idc_quote_tiers.xlsx"
    V, AL = "天目云算", ["天目云算（杭州）科技有限公司", "天目云算科技"]
    cover = {1: ["天目云算（杭州）科技有限公司"], 3: ["算力资源租赁报价函"], 5: ["报价编号：TM-2612-0047"],
             6: ["报价日期：2026年12月1日"], 7: ["致：贵司基础设施采购部"], 9: ["联系人：陈工　138-0000-0000"]}
    S = "报价明细"
    rows = {
        1: ["GPU 整机租赁报价明细"],
        2: ["币种：人民币（元），含6%增值税；下表租金均为整台服务器价格"],
        4: ["序号", "GPU型号", "整机配置", "可售台数", "整机租金（元/台）", None, None, "卡间互联", "组网", "备注"],
        5: [None, None, None, None, "包月", "包季", "包年"],
        6: [1, "H800 SXM5 80GB", "8卡｜2×Xeon 8468｜2TB｜8×3.84TB NVMe", 5, Num(58000, "int"), Num(168000, "int"), Num(640000, "int"), "NVLink", "IB NDR 400G×8", None],
        7: [2, "A800 PCIe 80GB", "8卡｜2×Xeon 8358｜1TB｜4×3.84TB NVMe", 3, Num(30240, "int"), Num(86400, "int"), "面议", "PCIe", "RoCE 2×100G", "年付请联系商务"],
        8: [3, "H20 141GB", "8卡｜2×Xeon 8480+｜2TB｜4×3.84TB NVMe", 8, Num(33600, "int"), Num(97200, "int"), Num(374400, "int"), "NVLink", "RoCE 4×400G", None],
        9: [4, "L40S 48GB", "8卡｜2×EPYC 9354｜768GB｜2×3.84TB NVMe", 4, Num(17280, "int"), "—", "—", "PCIe", "25GE×2", "仅月租"],
        10: [5, "昇腾910B 64GB", "8卡｜鲲鹏920×4｜1.5TB｜2×7.68TB NVMe", 10, Num(24000, "int"), Num(69120, "int"), Num(262800, "int"), "HCCS", "RoCE 8×200G", None],
        11: ["合计", None, None, Formula("SUM(D6:D10)", 30, "int")],
        13: ["注：1. 包季、包年须一次性预付；2. “—”表示该租期不提供；3. 公网IP及带宽另计。"],
    }
    terms = {1: ["商务条款"], 2: ["项目", "内容"], 3: ["交付", "合同签订并收款后3个工作日内交付"],
             4: ["付款", "包月：月初预付；包季、包年：签约时一次性支付"], 5: ["SLA", "可用性99.5%，故障4小时内换机"],
             6: ["发票", "6%增值税专用发票"]}
    write_xlsx(name, [("封面", cover, ["A1:F1", "A3:F3"], [44]),
                      (S, rows, ["A1:J1", "A2:J2", "A4:A5", "B4:B5", "C4:C5", "D4:D5", "E4:G4", "H4:H5", "I4:I5", "J4:J5", "A13:J13"],
                       [6, 16, 40, 9, 11, 11, 11, 10, 16, 14]),
                      ("商务条款", terms, [], [10, 50])], creator="天目云算 商务部")
    q = []
    spec = [  # row, gpu id, nodes, [包月, 包季, 包年] per machine, intra, inter
        (6, "H800-80G-SXM", 5, [58000, 168000, 640000], "nvlink", "ib"),
        (7, "A800-80G-PCIe", 3, [30240, 86400, None], "pcie", "roce"),
        (8, "H20-141G", 8, [33600, 97200, 374400], "nvlink", "roce"),
        (10, "Ascend910B-64G", 10, [24000, 69120, 262800], "hccs", "roce"),
        (9, "L40S-48G", 4, [17280, None, None], "pcie", "ethernet"),
    ]
    for row, gid, nodes, tiers, intra, inter in spec:
        for p, head, hrs, mh in zip(tiers, ["包月", "包季", "包年"], [M, QTR, Y], [None, 2160, 8760]):
            if p is None:
                continue
            # e.g. H800 包月: 58000 / (720 x 8) = 10.0694; 包季 168000 / (2160 x 8) = 9.7222; 包年 640000 / (8760 x 8) = 9.1324
            q.append(quote(row, V, gid, 8, nodes, p / (hrs * 8), sheet=S, aliases=AL, min_hours=mh, intra=intra, inter=inter,
                           cell="整机租金（元/台） %s = %s" % (head, format(p, ",")),
                           how="per machine-%s: %d / (%d x 8); 8 GPUs from 整机配置 '8卡'" % (head, p, hrs)))
    cp = [refuse(7, V, "A800-80G-PCIe", "整机租金（元/台） 包年 = 面议",
                 "yearly price to be negotiated (面议); the 包月 and 包季 prices on this row still import", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S),
          other(5, "包月 | 包季 | 包年", "second header row (tier names under a merged group cell)", sheet=S),
          other(11, "合计 | 30", "totals row (formula)", sheet=S), other(13, rows[13][0], "notes row", sheet=S)]
    expected(name, "IDC formal quote workbook: vendor named only on the cover sheet (full company name); the price table on "
                   "the second sheet with a merged two-row header (整机租金（元/台） over 包月/包季/包年), whole-machine prices "
                   "per tier as #,##0 numbers, GPUs per machine only in the 整机配置 spec cell ('8卡｜...'), a 面议 tier cell, "
                   "'—' tiers not offered, a SUM totals row, a notes row, a terms sheet", q, cp, nq)


# ================================================================== 02 WeChat group paste, GBK CRLF: billing mode beside clearer units
def p02():
    name = "02_wechat_group_quotes_gbk.csv"
    A, B = "星河算力", "北辰智算"
    s = Sheet()
    s.add(["【GPU资源群报价整理】2026-12-02 上午"], "title")
    s.add(["商家", "显卡", "机器", "台数", "报价", "付费方式", "备注"])
    s.add([A, "4090", "8卡机", "12", "1.65元/卡/时", "包月", "月付，按卡时折算"], "4090")
    s.add([A, "3090 24G", "8卡机", "6", "9,600元/台/月", "包月", ""], "3090")
    s.add([A, "A100 40G PCIe", "8卡机", "2", "4.2万/台/季", "包季", "季付"], "a100")
    s.add([A, "H100 SXM 80G", "8卡机", "4", "折合7.9元/卡时", "包年", "年付一次性"], "h100")
    s.add([A, "A40", "8卡机", "3", "3,600", "包月", ""], "a40")
    s.add([B, "L20", "8卡/台", "5", "520/台/天", "包天", ""], "l20")
    s.add([B, "4090D", "8卡/台", "10", "288元/卡/周", "包周", ""], "4090d")
    s.add([B, "H800", "8卡/台", "2", "面议", "包年", "现货紧张"], "h800")
    s.add([B, "A6000", "4卡/台", "3", "1.2-1.5元/卡时", "按量", "看时长"], "a6000")
    s.add([B, "V100 32G SXM2", "8卡/台", "8", "0.85", "按量", "单卡价"], "v100")
    s.add([B, "4090", "8卡/台", "", "11500起", "包月", "整机"], "4090b")
    s.add([B, "RTX 3090", "8卡/台", "4", "2.1元/卡/时", "包天", "整机价"], "3090b")
    s.add([])
    note = "以上报价均含税，有效期三天，以实际签约为准。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=7)
    r = s.at
    q = [
        quote(r["4090"], A, "RTX4090-24G", 8, 12, 1.65, cell="1.65元/卡/时 | 付费方式 包月",
              how="the price cell says per card-hour; 包月 is only the billing mode (no min term for 包月)"),
        quote(r["3090"], A, "RTX3090-24G", 8, 6, 9600 / (M * 8), cell="9,600元/台/月 | 包月", how="9600 / (720 x 8) = 1.6667"),
        quote(r["a100"], A, "A100-40G-PCIe", 8, 2, 42000 / (QTR * 8), min_hours=2160, cell="4.2万/台/季 | 包季",
              how="42000 per machine-quarter / (2160 x 8) = 2.4306"),
        quote(r["h100"], A, "H100-80G-SXM", 8, 4, 7.9, min_hours=8760, cell="折合7.9元/卡时 | 包年",
              how="折合 = the card-hour equivalent of the yearly plan; 包年 -> min 8760 h"),
        quote(r["l20"], B, "L20-48G", 8, 5, 520 / (D * 8), cell="520/台/天 | 包天", how="520 / (24 x 8) = 2.7083"),
        quote(r["4090d"], B, "RTX4090D-24G", 8, 10, 288 / W, cell="288元/卡/周 | 包周", how="288 per card-week / 168 = 1.7143"),
        quote(r["v100"], B, "V100-32G", 8, 8, 0.85, cell="0.85 | 按量 | 备注 单卡价", how="按量 (hourly) + 单卡价 -> per card-hour"),
    ]
    cp = [
        refuse(r["a40"], A, "A40-48G", "3,600 | 包月 | 备注 empty",
               "per card or per machine not stated: 3,600 a month is 5.00 CNY/GPU-h per card or 0.63 per 8-card machine - ask, do not guess"),
        refuse(r["h800"], B, "H800-80G-SXM", "面议", "price to be negotiated (面议): no number"),
        refuse(r["a6000"], B, "A6000-48G", "1.2-1.5元/卡时", "a price range, not one price"),
        refuse(r["4090b"], B, "RTX4090-24G", "11500起", "a 'from' price (起), not one price"),
        refuse(r["3090b"], B, "RTX3090-24G", "2.1元/卡/时 | 备注 整机价",
               "conflicting basis: the price cell says per card-hour, the note says whole-machine price "
               "(2.10 vs 0.26 CNY/GPU-h) - flag the row, do not guess"),
    ]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Reseller WeChat group quotes typed into Excel and saved as GBK CSV with CRLF: a '付费方式' billing-mode column "
                   "(按量/包天/包周/包月/包季/包年) beside price cells that carry the clearer unit (元/卡/时, 元/台/月, 万/台/季, "
                   "折合…元/卡时); cards per machine as '8卡机'/'8卡/台'; 万; a row whose basis is open, a 面议, a range, a 起 price "
                   "and a cell/note contradiction; blank spacer and notes row", q, cp, nq, "gbk")


# ================================================================== 03 English cloud catalogue, per instance, on-demand + 1-yr columns
def p03():
    name = "03_stratus_peak_instances_usd.csv"
    V = "Stratus Peak Cloud"
    s = Sheet()
    s.add(["Stratus Peak Cloud - GPU instance pricing (us-east-2), updated 2026-11-30"], "title")
    s.add(["Instance", "GPU", "GPU qty", "vCPU", "Memory", "Instance storage", "GPU interconnect", "Network bandwidth",
           "On-demand (USD/instance-hr)", "1-yr reserved (USD/instance-hr)"])
    s.add(["sp.h100.8xl", "NVIDIA H100 80GB SXM", "8", "192", "2 TiB", "8 x 3.84 TB NVMe", "NVLink 900 GB/s", "3200 Gbps InfiniBand", "23.92", "17.60"], "h100")
    s.add(["sp.h200.8xl", "NVIDIA H200 141GB", "8", "192", "2 TiB", "8 x 3.84 TB NVMe", "NVLink", "3200 Gbps InfiniBand", "31.60", "24.80"], "h200")
    s.add(["sp.a100.4xl", "NVIDIA A100 40GB SXM", "4", "48", "576 GiB", "2 x 1.9 TB NVMe", "NVLink", "100 Gbps Ethernet", "6.12", "4.40"], "a100")
    s.add(["sp.l40s.2xl", "NVIDIA L40S 48GB", "2", "32", "256 GiB", "1 x 3.8 TB NVMe", "PCIe", "50 Gbps Ethernet", "2.38", "1.70"], "l40s")
    s.add(["sp.a10.1xl", "NVIDIA A10 24GB", "1", "8", "64 GiB", "—", "—", "25 Gbps Ethernet", "0.76", "—"], "a10")
    s.add(["sp.h100p.1xl", "NVIDIA H100 80GB PCIe", "1", "26", "225 GiB", "1 x 3.8 TB NVMe", "—", "50 Gbps Ethernet", "3.05", "2.30"], "h100p")
    s.add(["sp.a6000.4xl", "NVIDIA RTX A6000", "4", "48", "384 GiB", "2 x 1.9 TB NVMe", "PCIe", "25 Gbps Ethernet", "$0.79 per GPU", "—"], "a6000")
    s.add(["sp.b200.8xl", "NVIDIA B200 180GB", "8", "224", "3 TiB", "8 x 3.84 TB NVMe", "NVLink 5", "3200 Gbps InfiniBand", "Contact sales", "Contact sales"], "b200")
    note = "Prices exclude taxes. Reserved rates require a 1-year term and are shown as the effective hourly rate per instance."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = []

    def two(tag, gid, gpn, od, ry, intra=None, inter=None, od_unit=None):
        # per-instance prices: a multi-GPU instance is node_hour, a 1-GPU instance is the GPU price (gpu_hour)
        unit = od_unit or ("node_hour" if gpn > 1 else "gpu_hour")
        q.append(quote(r[tag], V, gid, gpn, usd=od, unit=unit, intra=intra, inter=inter,
                       cell="On-demand (USD/instance-hr) = %s" % od, how="USD %.4f per GPU-hour" % (od / (gpn if unit == "node_hour" else 1))))
        if ry is not None:
            q.append(quote(r[tag], V, gid, gpn, usd=ry, unit="node_hour" if gpn > 1 else "gpu_hour", min_hours=8760, intra=intra, inter=inter,
                           cell="1-yr reserved (USD/instance-hr) = %s" % ry,
                           how="USD %.4f per GPU-hour with a 1-year term (8760 h)" % (ry / gpn)))

    two("h100", "H100-80G-SXM", 8, 23.92, 17.60, "nvlink", "ib")      # 2.99 and 2.20 per GPU-hour
    two("h200", "H200-141G", 8, 31.60, 24.80, "nvlink", "ib")         # 3.95 and 3.10
    two("a100", "A100-40G-SXM", 4, 6.12, 4.40, "nvlink", "ethernet")  # 1.53 and 1.10
    two("l40s", "L40S-48G", 2, 2.38, 1.70, "pcie", "ethernet")        # 1.19 and 0.85
    two("a10", "A10-24G", 1, 0.76, None, None, "ethernet")            # 1-GPU instance
    two("h100p", "H100-80G-PCIe", 1, 3.05, 2.30, None, "ethernet")    # 1-GPU instance
    two("a6000", "A6000-48G", 4, 0.79, None, "pcie", "ethernet", od_unit="gpu_hour")  # the cell says per GPU
    cp = [refuse(r["b200"], V, "B200-180G", "Contact sales | Contact sales", "no price: contact sales")]
    nq = [other(r["title"], s.rows[0][0], "title line (the only place the vendor is named)"), other(r["note"], note, "notes row")]
    expected(name, "English cloud instance catalogue, UTF-8 CSV with LF: vendor only in the title line; prices per INSTANCE-hour "
                   "for 8-, 4-, 2- and 1-GPU instances, in an on-demand and a 1-yr reserved column (two offers per row); one "
                   "cell written '$0.79 per GPU' under the per-instance header; '—' not offered; Contact sales", q, cp, nq, "utf-8")


# ================================================================== 04 analyst comparison workbook: bilingual headers, total cards, merged vendor, mixed currency
def p04():
    name = "04_buyer_comparison_bilingual.xlsx"
    S = "比价 Comparison"
    A, B, C = "曜石算力", "Orchid Compute", "澜湾科技"
    rows = {
        1: ["GPU 供应商比价汇总 / GPU supplier comparison (Week 49)"],
        3: ["Vendor 供应商", "GPU 型号", "Cards/Server 每机卡数", "Total cards 总卡数", "Price 价格", "Currency 币种",
            "Unit 单位", "Term 租期", "Fabric 组网", "Source 来源"],
        4: [A, "H100 SXM 80G", 8, 64, "7.35", "CNY", "元/卡/时", "按量", "IB 400G×8", "官网"],
        5: [None, "A800 SXM 80G", 8, 32, "3.2万", "CNY", "元/台/月", "包月", "IB 200G×4", "销售报价"],
        6: [None, "RTX 4090 24G", 8, 160, "1.48", "CNY", "元/卡/时", "包月", "25GE", "销售报价"],
        7: [B, "H100 SXM 80GB", 8, 256, "2.15", "USD", "per GPU-hour", "On-demand", "InfiniBand NDR", "website"],
        8: [None, "H200 SXM 141GB", 8, 128, "26.00", "USD", "per node-hour", "On-demand", "InfiniBand NDR", "website"],
        9: [None, "L40S 48GB", 4, 48, "1.10–1.35", "USD", "per GPU-hour", "On-demand", "RoCE", "sales call"],
        10: [C, "L20 48G", 8, 40, "均摊 2.35元/卡时", "CNY", None, "包年", "RoCE 2×100G", "微信"],
        11: [None, "H20 96G", 8, 16, "28.8万", "CNY", "元/台/年", "包年", "RoCE 4×200G", "微信"],
        12: [None, "昇腾910B 64G", 8, 24, "6.9万", "CNY", "元/台/季", "包季", "RoCE 8×200G", "微信"],
        13: ["合计 Total", None, None, Formula("SUM(D4:D12)", 768, "int")],
        15: ["说明 Note：总卡数为该供应商此型号可供卡数合计；各行按供应商原币种录入，未换汇。"],
    }
    # 澜湾科技 rows 11-12 are left blank below row 10 (fill-down), 曜石/Orchid are merged over their rows
    rows[11][0] = None
    rows[12][0] = None
    write_xlsx(name, [(S, rows, ["A1:J1", "A4:A6", "A7:A9", "A15:J15"], [14, 16, 12, 12, 14, 9, 14, 10, 16, 10])],
               creator="采购部 分析")
    q = [
        quote(4, A, "H100-80G-SXM", 8, 8, 7.35, sheet=S, inter="ib", cell="7.35 | CNY | 元/卡/时 | 按量",
              how="per card-hour; nodes = 64 total cards / 8 per server"),
        quote(5, A, "A800-80G-SXM", 8, 4, 32000 / (M * 8), sheet=S, inter="ib", cell="3.2万 | 元/台/月 (vendor merged A4:A6)",
              how="32000 / (720 x 8) = 5.5556; 32 / 8 = 4 servers"),
        quote(6, A, "RTX4090-24G", 8, 20, 1.48, sheet=S, inter="ethernet", cell="1.48 | 元/卡/时 | 包月",
              how="per card-hour under a monthly plan; 160 / 8 = 20 servers"),
        quote(7, B, "H100-80G-SXM", 8, 32, sheet=S, usd=2.15, unit="gpu_hour", inter="ib", cell="2.15 | USD | per GPU-hour",
              how="256 / 8 = 32 servers"),
        quote(8, B, "H200-141G", 8, 16, sheet=S, usd=26.00, unit="node_hour", inter="ib", cell="26.00 | USD | per node-hour",
              how="USD 3.25 per GPU-hour; 128 / 8 = 16"),
        quote(10, C, "L20-48G", 8, 5, 2.35, sheet=S, min_hours=8760, inter="roce", cell="均摊 2.35元/卡时 | 包年",
              how="均摊 = the card-hour equivalent of the yearly plan; 40 / 8 = 5"),
        quote(11, C, "H20-96G", 8, 2, 288000 / (Y * 8), sheet=S, min_hours=8760, inter="roce",
              cell="28.8万 | 元/台/年 | 包年 (vendor blank = 澜湾科技)", how="288000 / (8760 x 8) = 4.1096; 16 / 8 = 2"),
        quote(12, C, "Ascend910B-64G", 8, 3, 69000 / (QTR * 8), sheet=S, min_hours=2160, inter="roce",
              cell="6.9万 | 元/台/季 | 包季 (vendor blank)", how="69000 / (2160 x 8) = 3.9931; 24 / 8 = 3"),
    ]
    cp = [refuse(9, B, "L40S-48G", "1.10–1.35", "a price range, not one price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(13, "合计 Total | 768", "totals row (formula)", sheet=S),
          other(15, rows[15][0], "notes row", sheet=S)]
    expected(name, "Buyer's own comparison workbook: bilingual 'English 中文' headers (Cards/Server 每机卡数, Total cards 总卡数), "
                   "the TOTAL card count beside cards per server, vendor cells merged over their rows for two vendors and left "
                   "blank below for the third (fill-down), CNY and USD rows side by side with a currency column, per GPU-hour and "
                   "per node-hour USD units, 万 per machine-month/year/quarter, 包季/包年, a 均摊 equivalent, an en-dash range, "
                   "a SUM totals row and a notes row", q, cp, nq)


# ================================================================== 05 spec cells, UTF-8 BOM CRLF
def p05():
    name = "05_hongyan_spec_cells_bom.csv"
    A, B = "鸿雁数据", "望舒算力"
    s = Sheet()
    s.add(["供应商", "服务器配置", "数量", "价格", "备注"])
    s.add([A, "H100*8 80G SXM5 | 2*8480+ | 2T | 8*3.84T NVMe | 8*400G IB", "2台", "6.2万/台/月", "现货"], "h100")
    s.add([A, "8张A100-80G-SXM4，1T内存，4块3.84T NVMe，4×200G RoCE", "3台", "4.05元/卡/小时", ""], "a100")
    s.add([A, "4090 24G x8 / 512G / 2x3.84T / 25G*2", "10台", "13500元/台·月", "可开专票"], "4090")
    s.add([A, "L40S 48G\n8卡\n1TB / 4×3.84TB\n100G RoCE", "4台", "1.3万/月/台", ""], "l40s")
    s.add([B, "双路8358 + 8卡A800 PCIe 80G + 1T + 2*3.84T", "2台", "整机 2.9万/月", ""], "a800")
    s.add([B, "4卡 RTX 6000 Ada / 256G / 2T NVMe / 万兆", "3台", "单卡月租 2,880", ""], "ada")
    s.add([B, "H20 96G ×8 ／ 2TB ／ 4×7.68T ／ RoCE 4×200G", "6台", "价格待议", "下周到货"], "h20")
    s.add([B, "8×H800 80G SXM / 2TB / 8×3.84T / IB 400G×8", "2台", "3.4元/卡时起", "按租期浮动"], "h800")
    s.add([B, "T4 16G ×4 ／ 128G ／ 1×960G", "5台", "0.55元/卡/时", ""], "t4")
    s.add([])
    note = "注：服务器配置即整台服务器配置；价格写“台”“整机”的为整台价格，写“卡”“单卡”的为每张卡价格。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=5)
    r = s.at
    q = [
        quote(r["h100"], A, "H100-80G-SXM", 8, 2, 62000 / (M * 8), inter="ib",
              cell="H100*8 80G SXM5 | ... | 8*400G IB | 6.2万/台/月", how="62000 / (720 x 8) = 10.7639"),
        quote(r["a100"], A, "A100-80G-SXM", 8, 3, 4.05, inter="roce",
              cell="8张A100-80G-SXM4，... | 4.05元/卡/小时", how="per card-hour in the price cell"),
        quote(r["4090"], A, "RTX4090-24G", 8, 10, 13500 / (M * 8), inter="ethernet",
              cell="4090 24G x8 / ... / 25G*2 | 13500元/台·月", how="13500 / (720 x 8) = 2.3438"),
        quote(r["l40s"], A, "L40S-48G", 8, 4, 13000 / (M * 8), inter="roce",
              cell="multi-line: L40S 48G / 8卡 / ... / 100G RoCE | 1.3万/月/台", how="13000 per machine-month / (720 x 8) = 2.2569"),
        quote(r["a800"], B, "A800-80G-PCIe", 8, 2, 29000 / (M * 8),
              cell="双路8358 + 8卡A800 PCIe 80G + ... | 整机 2.9万/月", how="29000 / (720 x 8) = 5.0347"),
        quote(r["ada"], B, "RTX6000Ada-48G", 4, 3, 2880 / M, inter="ethernet",
              cell="4卡 RTX 6000 Ada / ... / 万兆 | 单卡月租 2,880", how="2880 per card-month / 720 = 4.0"),
        quote(r["t4"], B, "T4-16G", 4, 5, 0.55, cell="T4 16G ×4 ／ ... | 0.55元/卡/时", how="per card-hour"),
    ]
    cp = [refuse(r["h20"], B, "H20-96G", "价格待议", "price still to be agreed (待议): no number"),
          refuse(r["h800"], B, "H800-80G-SXM", "3.4元/卡时起", "a 'from' price (起, varies with term), not one price")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "Two suppliers' configurations pasted into one sheet, UTF-8 with BOM and CRLF: no GPU or card-count column, "
                   "the whole machine in one '服务器配置' cell written seven ways (H100*8, 8张, x8, ×8, 8卡 on its own line of a "
                   "multi-line cell, 4卡 prefix), quantity as '2台', the unit only in the price cell (万/台/月, 元/卡/小时, "
                   "元/台·月, 万/月/台, 整机 万/月, 单卡月租), 待议 and a 起 price, blank spacer and notes row", q, cp, nq, "utf-8-sig")


# ================================================================== 06 tiers in ROWS, merged GPU cells, intro sheet first
def p06():
    name = "06_yunjing_tiers_in_rows.xlsx"
    V = "云径科技"
    intro = {1: ["云径科技 · GPU算力租赁报价"], 3: ["本报价按租期分档，租期越长单价越低。"],
             4: ["详细价格见“阶梯价格”页；付款方式见“付款条款”页。"], 6: ["客户经理：赵先生　186-0000-0000"]}
    S = "阶梯价格"
    rows = {
        1: ["云径科技 GPU 租赁阶梯价（2026年12月）"],
        2: ["单位：人民币元（含税）；“计价单位”列注明按卡或按台计"],
        3: ["GPU型号", "单机卡数", "可供台数", "租期", "单价", "计价单位", "网络", "说明"],
    }
    # row, gpu text (merged), gpn, nodes, tier, price, unit, network (merged)
    tiers = [
        (4, "H800 SXM 80G", 8, 6, "1个月", 7488, "元/卡/月", "IB 400G×8"),
        (5, None, None, None, "3个月", 7200, "元/卡/月", None),
        (6, None, None, None, "6个月", 6912, "元/卡/月", None),
        (7, None, None, None, "12个月", 6624, "元/卡/月", None),
        (8, "A100 80G SXM", 8, 4, "1个月", 3960, "元/卡/月", "IB 200G×4"),
        (9, None, None, None, "3个月", 3744, "元/卡/月", None),
        (10, None, None, None, "12个月", 3456, "元/卡/月", None),
        (11, "L20 48G", 8, 5, "1个月", 15200, "元/台/月", "25G"),
        (12, None, None, None, "3个月", 14400, "元/台/月", None),
        (13, None, None, None, "12个月", "面议", "元/台/月", None),
        (14, "RTX 4090 24G", 8, 20, "1个月", 1080, "元/卡/月", "25G"),
        (15, None, None, None, "6个月", 1008, "元/卡/月", None),
    ]
    for row, g, gpn, nodes, tier, p, unit, net in tiers:
        rows[row] = [g, gpn, nodes, tier, Num(p, "int") if isinstance(p, int) else p, unit, net,
                     "长租优惠" if tier == "12个月" else None]
    note = "注：3个月及以上租期需签订合同并预付一个月租金作为押金；同一型号的租期档位共用上方型号、卡数、台数和网络。"
    rows[17] = [note]
    merges = ["A1:H1", "A2:H2", "A17:H17"]
    for a, b in ((4, 7), (8, 10), (11, 13), (14, 15)):
        merges += ["%s%d:%s%d" % (c, a, c, b) for c in "ABCG"]
    terms = {1: ["付款条款"], 2: ["1个月：按月预付"], 3: ["3个月/6个月：首月预付，之后按月支付"], 4: ["12个月：可按季度支付"]}
    write_xlsx(name, [("报价说明", intro, ["A1:F1"], [50]), (S, rows, merges, [16, 9, 9, 8, 10, 10, 12, 10]),
                      ("付款条款", terms, [], [40])], creator="云径科技")
    MH = {"1个月": None, "3个月": 2160, "6个月": 4320, "12个月": 8640}
    q = []
    cur = {}
    for row, g, gpn, nodes, tier, p, unit, net in tiers:
        if g:
            cur = {"g": g, "gpn": gpn, "nodes": nodes, "net": net}
        if not isinstance(p, int):
            continue
        gid = {"H800 SXM 80G": "H800-80G-SXM", "A100 80G SXM": "A100-80G-SXM", "L20 48G": "L20-48G", "RTX 4090 24G": "RTX4090-24G"}[cur["g"]]
        inter = "ib" if "IB" in cur["net"] else "ethernet"
        if unit == "元/卡/月":
            pph, how = p / M, "%d per card-month / 720" % p          # e.g. 7488 / 720 = 10.40
        else:
            pph, how = p / (M * 8), "%d per machine-month / (720 x 8)" % p  # 15200 / 5760 = 2.6389
        q.append(quote(row, V, gid, cur["gpn"], cur["nodes"], pph, sheet=S, min_hours=MH[tier], inter=inter,
                       cell="%s | %s | %s (GPU cell merged above)" % (tier, format(p, ","), unit),
                       how=how + ("; term %s = %s h" % (tier, MH[tier]) if MH[tier] else "; one-month tier, no minimum checked")))
    cp = [refuse(13, V, "L20-48G", "12个月 | 面议 | 元/台/月", "12-month price to be negotiated (面议): no number", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S), other(17, note, "notes row", sheet=S)]
    expected(name, "Tiered long-term quote workbook: an intro sheet first (no table), the price table on the second sheet with the "
                   "tiers in ROWS (租期 1个月/3个月/6个月/12个月, one row each) under GPU/cards/machines/network cells merged down "
                   "over the tier rows; per card-month and per machine-month units in a 计价单位 column; a 面议 tier; notes row; "
                   "a payment-terms sheet", q, cp, nq)


# ================================================================== 07 English vendor workbook, vendor only in the file name, per GPU vs per instance
def p07():
    name = "07_OrionMetal_pricing_Dec2026.xlsx"
    V, AL = "OrionMetal", ["Orion Metal"]
    overview = {1: ["GPU cloud pricing, December 2026"], 3: ["On-demand capacity is billed per second with no minimum."],
                4: ["Commitments (3-month, 1-year) lower the rate and are billed monthly in advance."],
                5: ["See the Pricing sheet for rates; 'Billed per' says whether a rate is per GPU or per whole instance."],
                7: ["Questions: sales@example.com"]}
    S = "Pricing"
    rows = {
        1: ["GPU Pricing — December 2026"],
        2: ["All prices in USD per hour, excluding sales tax."],
        4: ["GPU", "GPUs", "vCPU", "RAM", "Storage", "Networking", "Commitment", "Rate", "Billed per"],
        5: ["H100 SXM 80GB", 8, 208, "1.8 TB", "8 x 3.5 TB NVMe", "3.2 Tb/s InfiniBand", "On-demand", Num(2.49, "usd"), "GPU"],
        6: [None, None, None, None, None, None, "3-month", Num(2.19, "usd"), "GPU"],
        7: [None, None, None, None, None, None, "1-year", Num(1.89, "usd"), "GPU"],
        8: ["H200 SXM 141GB", 8, 192, "2 TB", "8 x 3.5 TB NVMe", "3.2 Tb/s InfiniBand", "On-demand", Num(27.12, "usd"), "instance"],
        9: [None, None, None, None, None, None, "1-year", Num(22.32, "usd"), "instance"],
        10: ["A100 80GB PCIe", 1, 30, "200 GB", "1 x 1 TB NVMe", "25 Gb/s Ethernet", "On-demand", Num(1.29, "usd"), "instance"],
        11: ["A100 80GB SXM", 8, 240, "1.8 TB", "4 x 3.5 TB NVMe", "1.6 Tb/s InfiniBand", "On-demand", Num(11.76, "usd"), "instance"],
        12: ["L40S 48GB", 4, 64, "512 GB", "2 x 3.5 TB NVMe", "100 Gb/s Ethernet", "On-demand", Num(4.36, "usd"), "instance"],
        13: ["B200 180GB", 8, 224, "2.9 TB", "8 x 3.5 TB NVMe", "3.2 Tb/s InfiniBand", "Reserved only", "Contact us", "instance"],
        14: ["RTX 6000 Ada 48GB", 1, 14, "100 GB", "1 x 1 TB NVMe", "25 Gb/s Ethernet", "On-demand", Num(0.74, "usd"), "GPU"],
        16: ["3-month and 1-year commitments are billed monthly in advance; on-demand is billed per second."],
    }
    merges = ["A1:I1", "A2:I2", "A16:I16"] + ["%s5:%s7" % (c, c) for c in "ABCDEF"] + ["%s8:%s9" % (c, c) for c in "ABCDEF"]
    write_xlsx(name, [("Overview", overview, [], [90]), (S, rows, merges, [18, 6, 6, 8, 16, 20, 14, 9, 10])], creator="pricing")
    MH = {"On-demand": None, "3-month": 2160, "1-year": 8760}
    q = [
        quote(5, V, "H100-80G-SXM", 8, sheet=S, aliases=AL, usd=2.49, unit="gpu_hour", inter="ib", cell="On-demand | 2.49 | GPU",
              how="billed per GPU; vendor only in the file name"),
        quote(6, V, "H100-80G-SXM", 8, sheet=S, aliases=AL, usd=2.19, unit="gpu_hour", min_hours=2160, inter="ib",
              cell="3-month | 2.19 | GPU (GPU cells merged A5:A7)", how="3-month commitment = 2160 h"),
        quote(7, V, "H100-80G-SXM", 8, sheet=S, aliases=AL, usd=1.89, unit="gpu_hour", min_hours=8760, inter="ib",
              cell="1-year | 1.89 | GPU", how="1-year commitment = 8760 h"),
        quote(8, V, "H200-141G", 8, sheet=S, aliases=AL, usd=27.12, unit="node_hour", inter="ib", cell="On-demand | 27.12 | instance",
              how="whole 8-GPU instance: USD 3.39 per GPU-hour"),
        quote(9, V, "H200-141G", 8, sheet=S, aliases=AL, usd=22.32, unit="node_hour", min_hours=8760, inter="ib",
              cell="1-year | 22.32 | instance", how="USD 2.79 per GPU-hour, 1-year term"),
        quote(10, V, "A100-80G-PCIe", 1, sheet=S, aliases=AL, usd=1.29, unit="gpu_hour", inter="ethernet",
              cell="On-demand | 1.29 | instance (1 GPU)", how="a one-GPU instance: instance price = GPU price"),
        quote(11, V, "A100-80G-SXM", 8, sheet=S, aliases=AL, usd=11.76, unit="node_hour", inter="ib",
              cell="On-demand | 11.76 | instance", how="USD 1.47 per GPU-hour"),
        quote(12, V, "L40S-48G", 4, sheet=S, aliases=AL, usd=4.36, unit="node_hour", inter="ethernet",
              cell="On-demand | 4.36 | instance", how="4-GPU instance: USD 1.09 per GPU-hour"),
        quote(14, V, "RTX6000Ada-48G", 1, sheet=S, aliases=AL, usd=0.74, unit="gpu_hour", inter="ethernet",
              cell="On-demand | 0.74 | GPU"),
    ]
    cp = [refuse(13, V, "B200-180G", "Reserved only | Contact us", "no price: contact us", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S), other(16, rows[16][0], "notes row", sheet=S)]
    expected(name, "English vendor workbook whose vendor is named only in the FILE NAME ('OrionMetal'); an Overview sheet first, "
                   "then the Pricing sheet: a 'Billed per' column saying GPU or instance beside one Rate column ($ number format), "
                   "commitment tiers in rows (On-demand / 3-month / 1-year) under machine cells merged down, 1-GPU instances, "
                   "'Contact us', notes row", q, cp, nq)


# ================================================================== 08 IDC quote in 万元 headers, numbers as text, sections, totals, terms sheet
def p08():
    name = "08_songtao_dc_wanyuan_quote.xlsx"
    V = "松涛数据中心"
    S = "报价单"
    rows = {
        1: ["松涛数据中心 GPU服务器租赁报价单"],
        2: ["报价日期：2026-12-02　　有效期：10个工作日"],
        3: ["序号", "产品名称", "GPU数量", "交付台数", "月租金（万元/台）", "年租金（万元/台）", "网络", "续训", "备注"],
        4: ["一、训练型服务器"],
        5: ["1", "NVIDIA HGX H100 8-GPU SXM5 80GB", "8", "4", "6.48", "72.00", "IB NDR 400G×8", "支持", ""],
        6: ["2", "NVIDIA HGX H20 141GB 8-GPU", "8", "6", "3.60", "40.80", "RoCE 4×400G", "支持", ""],
        7: ["3", "A800 80GB PCIe ×8", "8", "2", "2.88", "—", "RoCE 2×200G", "支持", "仅月租"],
        8: ["4", "Ascend 910B 64GB ×8（Atlas 800T A2）", "8", "8", "2.40", "26.40", "RoCE 8×200G", "支持", ""],
        9: ["二、推理型服务器"],
        10: ["5", "L40S 48GB ×8 服务器", "8", "3", "1.68", "18.00", "25GE×2", "不支持", ""],
        11: ["6", "RTX 4090 24GB ×8", "8", "10", "1.15", "面议", "25GE×2", "不支持", "年租另议"],
        13: ["合计", "", "", "33"],
        14: ["注：①租金含6%增值税；②年租金为一年期合同总价，可分季度支付；③“—”为不提供；④机柜、电力、带宽已含。"],
    }
    terms = {1: ["报价条款"], 2: ["1. 本报价单所列价格单位为万元人民币。"], 3: ["2. 交付周期：合同签订后7个工作日。"],
             4: ["3. 违约与赔偿按正式合同执行。"]}
    write_xlsx(name, [(S, rows, ["A1:I1", "A2:I2", "A4:I4", "A9:I9", "A14:I14"], [6, 34, 9, 9, 16, 16, 16, 8, 10]),
                      ("报价条款", terms, [], [50])], creator="松涛数据中心 销售部")
    spec = [  # row, gpu id, nodes, month 万元, year 万元, inter, resume
        (5, "H100-80G-SXM", 4, 6.48, 72.00, "ib", True),      # 64800/5760 = 11.25 ; 720000/70080 = 10.2740
        (6, "H20-141G", 6, 3.60, 40.80, "roce", True),         # 36000/5760 = 6.25 ; 408000/70080 = 5.8219
        (7, "A800-80G-PCIe", 2, 2.88, None, "roce", True),     # 28800/5760 = 5.00
        (8, "Ascend910B-64G", 8, 2.40, 26.40, "roce", True),   # 24000/5760 = 4.1667 ; 264000/70080 = 3.7671
        (10, "L40S-48G", 3, 1.68, 18.00, "ethernet", False),   # 16800/5760 = 2.9167 ; 180000/70080 = 2.5685
        (11, "RTX4090-24G", 10, 1.15, None, "ethernet", False),  # 11500/5760 = 1.9965
    ]
    q = []
    for row, gid, nodes, mo, yr, inter, res in spec:
        q.append(quote(row, V, gid, 8, nodes, mo * 10000 / (M * 8), sheet=S, inter=inter, resume=res,
                       cell="月租金（万元/台） = %s (text)" % rows[row][4], how="%s万 = %d per machine-month / (720 x 8)" % (rows[row][4], round(mo * 10000))))
        if yr is not None:
            q.append(quote(row, V, gid, 8, nodes, yr * 10000 / (Y * 8), sheet=S, min_hours=8760, inter=inter, resume=res,
                           cell="年租金（万元/台） = %s (text)" % rows[row][5],
                           how="%s万 = %d per machine-year / (8760 x 8); a year's commitment" % (rows[row][5], round(yr * 10000))))
    cp = [refuse(11, V, "RTX4090-24G", "年租金（万元/台） = 面议", "yearly price to be negotiated (面议); the monthly price on this row still imports", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "date/validity line", sheet=S),
          other(4, rows[4][0], "section label row", sheet=S), other(9, rows[9][0], "section label row", sheet=S),
          other(13, "合计 | 33", "totals row", sheet=S), other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "IDC formal quote sheet: the unit 万元 per machine only in the headers (月租金（万元/台）, 年租金（万元/台）), two "
                   "price columns per row (month and year), every number stored as text, GPU names as HGX / '×8' product names, "
                   "section label rows, a blank spacer, a totals row, a notes row, '—' and 面议 year cells; a terms sheet", q, cp, nq)


# ================================================================== 09 e-mail body pasted as TSV, CRLF, ragged rows
def p09():
    name = "09_qinghe_email_paste.tsv"
    V = "清河算力"
    s = Sheet()
    s.add(["主题：清河算力 12月第1周 GPU资源报价"], "subject")
    s.add(["王经理您好，附上本周可交付资源及报价，请查收："], "greet")
    s.add([])
    s.add(["机型", "卡数/台", "可交付", "单价", "计费单位", "网络", "说明"])
    s.add(["H100 SXM 80G", "8", "3台", "8.5", "元/卡/h", "IB 400G×8", "按量，秒级计费"], "h100")
    s.add(["H800 80G", "8", "2台", "5.6万", "元/台/月", "IB 400G×8", "包月"], "h800")
    s.add(["A100 40G SXM4", "8", "4台", "2.9", "元/卡/h", "RoCE 100G", "按量"], "a100")
    s.add(["4090", "8", "16台", "2.2万", "元/台/季", "万兆", "包季"], "4090")
    s.add(["3090", "8", "6台", "0.95", "元/卡/h", "万兆", "按量"], "3090")
    s.add(["L40", "8", "2台", "约合2.4元/卡时", "", "25G", "包年，年付"], "l40")
    s.add(["A10", "4", "5台", "580", "元/台/周", "万兆", "包周"], "a10")
    s.add(["H200", "8", "—", "暂缺"], "h200")
    s.add([])
    closing = "以上价格含税，如需长租可再申请优惠。"
    s.add([closing], "closing")
    sig = "—— 清河算力 商务部 李敏 / 139-0000-0000"
    s.add([sig], "sig")
    write_text(name, s, "utf-8", "\t", "\r\n")
    r = s.at
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, 3, 8.5, inter="ib", cell="8.5 | 元/卡/h"),
        quote(r["h800"], V, "H800-80G-SXM", 8, 2, 56000 / (M * 8), inter="ib", cell="5.6万 | 元/台/月 | 包月",
              how="56000 / (720 x 8) = 9.7222; H800 form factor not stated -> SXM (warning)"),
        quote(r["a100"], V, "A100-40G-SXM", 8, 4, 2.9, inter="roce", cell="2.9 | 元/卡/h"),
        quote(r["4090"], V, "RTX4090-24G", 8, 16, 22000 / (QTR * 8), min_hours=2160, inter="ethernet", cell="2.2万 | 元/台/季 | 包季",
              how="22000 per machine-quarter / (2160 x 8) = 1.2731"),
        quote(r["3090"], V, "RTX3090-24G", 8, 6, 0.95, inter="ethernet", cell="0.95 | 元/卡/h"),
        quote(r["l40"], V, "L40-48G", 8, 2, 2.4, min_hours=8760, inter="ethernet", cell="约合2.4元/卡时 | 说明 包年，年付",
              how="约合 = card-hour equivalent; 包年 -> 8760 h"),
        quote(r["a10"], V, "A10-24G", 4, 5, 580 / (W * 4), inter="ethernet", cell="580 | 元/台/周", how="580 / (168 x 4) = 0.8631"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "暂缺", "not available (暂缺): no price")]
    nq = [other(r["subject"], s.rows[0][0], "e-mail subject line (names the vendor)"), other(r["greet"], s.rows[1][0], "greeting line"),
          other(r["closing"], closing, "closing remark"), other(r["sig"], sig, "signature line")]
    expected(name, "Table pasted from an e-mail body into a .tsv (UTF-8, TAB, CRLF, ragged rows): subject and greeting lines and a "
                   "blank line above the header, vendor only in the subject/signature, quantity as '3台', units like 元/卡/h, "
                   "元/台/季 with 包季 and a 约合 equivalent with 包年 in the remark column, plain H800, 暂缺, closing and "
                   "signature lines", q, cp, nq, "utf-8, tab-delimited")


# ================================================================== 10 analyst weekly sheet, GBK CRLF, bilingual headers, fill-down, total cards, mixed currency
def p10():
    name = "10_weekly_market_sheet_gbk.csv"
    A, B, C = "北溟算力", "Aster GPU Cloud", "南溟云"
    s = Sheet()
    s.add(["Supplier 供应商", "GPU 卡型", "GPUs/node 单机卡数", "In stock (GPUs) 现货卡数", "Price 报价", "Unit 计价单位",
           "Plan 付费模式", "Currency 币种", "Notes 备注"])
    s.add([A, "H100 80G SXM", "8", "48", "8.20", "元/GPU/小时", "按量", "CNY", ""], "h100a")
    s.add(["", "H100 80G SXM", "8", "48", "4.2万", "元/台/月", "包月", "CNY", "同一批机器"], "h100b")
    s.add(["", "A800 80G SXM", "8", "24", "32.4万", "元/台/年", "包年", "CNY", "年付"], "a800")
    s.add([B, "H200 SXM 141GB", "8", "64", "3.49", "USD/GPU/hr", "On-demand", "USD", ""], "h200")
    s.add(["", "A100 80GB SXM", "8", "32", "11.20", "USD/node/hr", "On-demand", "USD", ""], "a100")
    s.add(["", "L40S 48GB", "8", "16", "590", "USD/GPU/month", "Monthly", "USD", ""], "l40s")
    s.add([C, "RTX 4090", "8", "40", "3.1万", "元/台/季", "包季", "CNY", ""], "4090")
    s.add(["", "昇腾910B", "8", "32", "面议", "元/台/月", "包月", "CNY", ""], "910b")
    s.add(["", "H20 96G", "8", "16", "3.2~3.6", "元/卡/时", "按量", "CNY", "视用量"], "h20")
    s.add(["", "T4 16G", "4", "20", "0.48", "元/卡/时", "按量", "CNY", ""], "t4")
    s.add([])
    s.add(["合计 Total", "", "", "340"], "total")
    note = "注 Note：供应商为空表示同上；现货卡数为该型号可供总卡数（不是每台卡数）；美元报价未换算人民币。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=9)
    r = s.at
    q = [
        quote(r["h100a"], A, "H100-80G-SXM", 8, 6, 8.20, cell="8.20 | 元/GPU/小时 | 按量", how="48 cards / 8 = 6 nodes"),
        quote(r["h100b"], A, "H100-80G-SXM", 8, 6, 42000 / (M * 8), cell="4.2万 | 元/台/月 (supplier blank = 北溟算力)",
              how="42000 / (720 x 8) = 7.2917"),
        quote(r["a800"], A, "A800-80G-SXM", 8, 3, 324000 / (Y * 8), min_hours=8760, cell="32.4万 | 元/台/年 | 包年",
              how="324000 / (8760 x 8) = 4.6233; 24 / 8 = 3"),
        quote(r["h200"], B, "H200-141G", 8, 8, usd=3.49, unit="gpu_hour", cell="3.49 | USD/GPU/hr", how="64 / 8 = 8 nodes"),
        quote(r["a100"], B, "A100-80G-SXM", 8, 4, usd=11.20, unit="node_hour", cell="11.20 | USD/node/hr",
              how="USD 1.40 per GPU-hour; 32 / 8 = 4"),
        quote(r["l40s"], B, "L40S-48G", 8, 2, usd=590, unit="gpu_month", cell="590 | USD/GPU/month | Monthly",
              how="USD 590 / 720 = 0.8194 per GPU-hour; monthly plan, no minimum checked"),
        quote(r["4090"], C, "RTX4090-24G", 8, 5, 31000 / (QTR * 8), min_hours=2160, cell="3.1万 | 元/台/季 | 包季",
              how="31000 / (2160 x 8) = 1.7940; 40 / 8 = 5"),
        quote(r["t4"], C, "T4-16G", 4, 5, 0.48, cell="0.48 | 元/卡/时 (supplier blank = 南溟云)", how="20 cards / 4 per node = 5"),
    ]
    cp = [refuse(r["910b"], C, "Ascend910B-64G", "面议", "price to be negotiated (面议): no number"),
          refuse(r["h20"], C, "H20-96G", "3.2~3.6", "a price range, not one price")]
    nq = [other(r["total"], "合计 Total | 340", "totals row"), other(r["note"], note, "notes row")]
    expected(name, "Analyst's weekly market sheet saved as GBK CSV with CRLF: 'English 中文' bilingual headers, supplier written "
                   "once per group (fill-down), an 'In stock (GPUs) 现货卡数' TOTAL card column beside cards per node, CNY and "
                   "USD rows (USD per GPU-hour, per node-hour, per GPU-month), a 'Plan 付费模式' column beside explicit units, "
                   "万 per machine-month/year/quarter, 包季/包年, 面议 and a ~ range, blank spacer, totals and notes rows",
             q, cp, nq, "gbk")


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10):
        f()
    print("written to", OUT)
