#!/usr/bin/env python3
"""Write held-out set 5 for ComputeCheck's quote importer: 11 GPU-rental quote files, each with
FILE.expected.json beside it.

Run:  python3 make_files.py          (writes into this script's folder)

Every vendor is fictitious. Every expected number is worked out by hand from what the cells
say (the arithmetic is in each row's "how"), never from the app:
  day = 24 h, week = 168 h, month = 720 h (30 days), quarter (包季) = 3 months = 2160 h,
  6 months = 4320 h, 12 months = 8640 h, year (包年 / 1-yr / per year) = 8760 h.
Whole-machine / per-instance / per-VM prices are divided by the GPUs in one machine.
1万 = 10,000; a 万元 column holds amounts in units of 10,000 CNY.
Row numbers are the rows a spreadsheet shows: for .xlsx the sheet row, for .csv/.tsv the
record number (a blank line counts; a quoted cell that runs over several lines is one row).
The xlsx writer and expected-row helpers are copied from the practice set's make_files.py
(one number format added: "¥"#,##0.00).
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


FMTS = {"int": (164, "#,##0"), "usd": (165, '"$"#,##0.00'), "date": (166, "yyyy\\-mm\\-dd"), "cny": (167, '"¥"#,##0.00')}
STYLE = {None: 0, "int": 1, "usd": 2, "date": 3, "bold": 4, "wrap": 5, "cny": 6}


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
              '<numFmts count="4">' + "".join('<numFmt numFmtId="%d" formatCode="%s"/>' % (i, escape(c, {'"': "&quot;"})) for i, c in FMTS.values()) + '</numFmts>'
              '<fonts count="2"><font><sz val="11"/><name val="等线"/><family val="2"/></font>'
              '<font><b/><sz val="11"/><name val="等线"/><family val="2"/></font></fonts>'
              '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
              '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
              '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
              '<cellXfs count="7">'
              '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
              '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
              '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
              '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1"/></xf>'
              '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
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




# ================================================================== 01 English cloud catalogue, $ and ¥ per instance
def p01():
    name = "01_tidewater_cloud_instances_en.csv"
    V = "Tidewater Cloud"
    s = Sheet()
    s.add(["Tidewater Cloud - GPU instance pricing (exported 2026-12-01)"], "title")
    s.add(["Provider", "Instance type", "GPU", "GPUs", "vCPU", "Memory (GiB)", "GPU interconnect", "Network",
           "On-demand $/instance-hr", "1-yr commit $/instance-hr", "Notes"])
    s.add([V, "tw.h100.8xl", "NVIDIA H100 80GB SXM", "8", "192", "2048", "NVSwitch", "InfiniBand 8x400G", "31.44", "21.52", ""], "h100")
    s.add([V, "tw.l40s.4xl", "NVIDIA L40S 48GB", "4", "48", "384", "PCIe", "100 Gbps Ethernet", "9.36", "6.28", ""], "l40s")
    s.add([V, "tw.a10.xl", "NVIDIA A10 24GB", "1", "8", "32", "—", "25 Gbps Ethernet", "1.21", "—", "single GPU"], "a10")
    s.add([V, "tw.a100.8xl", "NVIDIA A100 80GB SXM4", "8", "96", "1152", "NVSwitch", "InfiniBand HDR 4x200G", "27.45", "17.05", ""], "a100")
    s.add([V, "tw.h200.8xl", "NVIDIA H200 141GB", "8", "192", "2048", "NVSwitch", "InfiniBand 8x400G", "39.80", "Contact sales", ""], "h200")
    s.add([V, "tw.cn-bj.4090.8xl", "GeForce RTX 4090 24GB", "8", "64", "512", "PCIe", "25 Gbps Ethernet", "¥16.80", "¥12.80",
           "Beijing region, billed in RMB"], "4090")
    s.add([V, "tw.cn-bj.h20.8xl", "NVIDIA H20 96GB", "8", "128", "2048", "NVLink", "RoCE 2x200G", "¥78.40", "—",
           "Beijing region, billed in RMB"], "h20")
    s.add([V, "tw.b200.8xl", "NVIDIA B200 180GB", "8", "", "", "NVLink", "InfiniBand 8x400G", "Preview - request access", "", ""], "b200")
    s.add([])
    note = ("1-yr commit = effective hourly rate of a one-year (365-day) commitment. Prices shown with ¥ are in RMB "
            "(Beijing region); all others USD. Taxes not included.")
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    OD, YR = "On-demand $/instance-hr", "1-yr commit $/instance-hr"
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, usd=31.44, unit="node_hour", intra="nvlink", inter="ib",
              cell="%s = 31.44 (8 GPUs)" % OD, how="per 8-GPU instance-hour: USD 3.93 per GPU-hour"),
        quote(r["h100"], V, "H100-80G-SXM", 8, usd=21.52, unit="node_hour", min_hours=8760, intra="nvlink", inter="ib",
              cell="%s = 21.52" % YR, how="USD 2.69 per GPU-hour; one-year term = 8760 h"),
        quote(r["l40s"], V, "L40S-48G", 4, usd=9.36, unit="node_hour", intra="pcie", inter="ethernet",
              cell="%s = 9.36 (4 GPUs)" % OD, how="USD 2.34 per GPU-hour"),
        quote(r["l40s"], V, "L40S-48G", 4, usd=6.28, unit="node_hour", min_hours=8760, intra="pcie", inter="ethernet",
              cell="%s = 6.28" % YR, how="USD 1.57 per GPU-hour; 8760 h term"),
        quote(r["a10"], V, "A10-24G", 1, usd=1.21, unit="gpu_hour", inter="ethernet",
              cell="%s = 1.21 (1 GPU)" % OD, how="a one-GPU instance: instance price = GPU price; 1-yr '—' not offered"),
        quote(r["a100"], V, "A100-80G-SXM", 8, usd=27.45, unit="node_hour", intra="nvlink", inter="ib",
              cell="%s = 27.45" % OD, how="USD 3.43125 per GPU-hour"),
        quote(r["a100"], V, "A100-80G-SXM", 8, usd=17.05, unit="node_hour", min_hours=8760, intra="nvlink", inter="ib",
              cell="%s = 17.05" % YR, how="USD 2.13125 per GPU-hour; 8760 h term"),
        quote(r["h200"], V, "H200-141G", 8, usd=39.80, unit="node_hour", intra="nvlink", inter="ib",
              cell="%s = 39.80" % OD, how="USD 4.975 per GPU-hour"),
        quote(r["4090"], V, "RTX4090-24G", 8, None, 16.80 / 8, intra="pcie", inter="ethernet",
              cell="%s = ¥16.80" % OD, how="the ¥ in the cell (and the note) make it RMB: 16.80 per instance-hour / 8 GPUs = 2.10"),
        quote(r["4090"], V, "RTX4090-24G", 8, None, 12.80 / 8, min_hours=8760, intra="pcie", inter="ethernet",
              cell="%s = ¥12.80" % YR, how="12.80 / 8 = 1.60 CNY per GPU-hour; 8760 h term"),
        quote(r["h20"], V, "H20-96G", 8, None, 78.40 / 8, intra="nvlink", inter="roce",
              cell="%s = ¥78.40" % OD, how="78.40 / 8 = 9.80 CNY per GPU-hour"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "%s = Contact sales" % YR,
                 "no 1-yr price (contact sales); the on-demand price on this row still imports"),
          refuse(r["b200"], V, "B200-180G", "Preview - request access", "no price: preview, request access")]
    nq = [other(r["title"], s.rows[0][0], "title line"), other(r["note"], note, "notes row")]
    expected(name, "English cloud catalogue (UTF-8, LF): prices per whole instance in two columns (on-demand and 1-yr "
                   "commit effective hourly), 8-, 4- and 1-GPU instances; two China-region rows priced in RMB with ¥ in the "
                   "cell under $ headers; 'Contact sales' in one tier cell beside a valid on-demand price; a preview row; "
                   "blank spacer and notes row", q, cp, nq, "utf-8")


# ================================================================== 02 IDC list typed with a full-width IME, GBK CRLF
def p02():
    name = "02_hengsha_idc_fullwidth_gbk.csv"
    V = "横沙数据"
    s = Sheet()
    s.add(["横沙数据　ＧＰＵ算力租赁报价（２０２６年１２月）"], "title")
    s.add(["服务商", "显卡型号", "单台卡数", "可租台数", "租金报价", "计费方式", "卡间互联", "机间网络", "断点续训", "备注"])
    s.add([V, "H800 SXM5 80G", "８", "４", "１２．５元／卡／时", "按量", "NVLink", "IB 400G×8", "支持", ""], "h800")
    s.add([V, "A800 PCIe 80G", "８", "２", "４．２万／台／月", "包月", "PCIe", "RoCE 100G×2", "支持", ""], "a800")
    s.add([V, "RTX 4090 24G", "８", "１０", "３９６元／台／天", "包天", "PCIe", "万兆", "不支持", ""], "4090")
    s.add([V, "L40S 48G", "８", "３", "２，１６０元／卡／月", "包月", "PCIe", "25G", "不支持", ""], "l40s")
    s.add([V, "昇腾910B", "８", "５", "９．３６万／台／季", "包季", "HCCS", "RoCE 200G×8", "支持", "季付"], "910b")
    s.add([V, "H20 141G", "８", "２", "折合６．８元／卡／时", "包年", "NVLink", "RoCE 400G×4", "支持", "年付"], "h20")
    s.add([V, "A100 40G PCIe", "８", "３", "价格面议", "包月", "PCIe", "万兆", "不支持", ""], "a100")
    s.add([V, "V100 32G", "８", "６", "３．５～４．０元／卡／时", "按量", "NVLink", "万兆", "不支持", "视数量"], "v100")
    s.add([])
    note = "注：以上报价均含６％增值税；“台”指整机（８卡）；包季、包年需预付。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=10)
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 4, 12.5, intra="nvlink", inter="ib", resume=True,
              cell="１２．５元／卡／时 | 按量", how="full-width digits: 12.5 per card-hour"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, 2, 42000 / (M * 8), intra="pcie", inter="roce", resume=True,
              cell="４．２万／台／月 | 包月", how="4.2万 = 42000 per machine-month / (720 x 8) = 7.2917"),
        quote(r["4090"], V, "RTX4090-24G", 8, 10, 396 / (D * 8), intra="pcie", inter="ethernet", resume=False,
              cell="３９６元／台／天 | 包天", how="396 per machine-day / (24 x 8) = 2.0625"),
        quote(r["l40s"], V, "L40S-48G", 8, 3, 2160 / M, intra="pcie", inter="ethernet", resume=False,
              cell="２，１６０元／卡／月 | 包月", how="full-width comma is a thousands separator: 2160 per card-month / 720 = 3.00"),
        quote(r["910b"], V, "Ascend910B-64G", 8, 5, 93600 / (QTR * 8), min_hours=2160, intra="hccs", inter="roce", resume=True,
              cell="９．３６万／台／季 | 包季", how="93600 per machine-quarter / (2160 x 8) = 5.4167; quarter term"),
        quote(r["h20"], V, "H20-141G", 8, 2, 6.8, min_hours=8760, intra="nvlink", inter="roce", resume=True,
              cell="折合６．８元／卡／时 | 包年", how="折合 states the card-hour equivalent: 6.8; 包年 -> 8760 h term"),
    ]
    cp = [refuse(r["a100"], V, "A100-40G-PCIe", "价格面议", "price to be negotiated: no number"),
          refuse(r["v100"], V, "V100-32G", "３．５～４．０元／卡／时", "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "IDC price list typed with a Chinese IME in full-width mode, saved as GBK CSV with CRLF: full-width "
                   "digits, decimal point, slash and comma in price and count cells (１２．５元／卡／时, ２，１６０, ８), "
                   "units only in the price cell beside a 计费方式 billing-mode column, 万 per machine-month and per "
                   "machine-quarter (包季), a 折合 card-hour equivalent under 包年, 面议 and a ～ range, spacer and notes row",
             q, cp, nq, "gbk")


# ================================================================== 03 analyst comparison workbook, 含税/不含税 columns, merged vendor
def p03():
    name = "03_procurement_compare_tax_columns.xlsx"
    S = "比价汇总"
    A, B, C, Dv = "云峤科技", "北辰算力", "Sable Compute", "长汀智算"
    intro = {1: ["GPU租赁比价（项目：多模态预训练二期）"],
             3: ["本工作簿由采购部整理，比价表见第二个工作表“比价汇总”，各供应商付款条款见“付款条款”。"],
             4: ["各供应商报价口径不同：有的报含税价，有的报不含税价，已分两列照录，未做换算。"],
             6: ["整理人：采购部 孙某　2026-12-02"]}
    rows = {
        1: ["GPU租赁比价汇总（采购部整理，2026-12-02）"],
        2: ["供应商", "GPU型号", "每台卡数", "台数", "报价（含税）", "报价（不含税）", "计价单位", "付费方式", "机内互联", "集群网络", "备注"],
        3: [A, "H100 SXM 80G", 8, 4, Num(62400, "int"), None, "元/台/月", "包月", "NVLink", "IB 400G×8", None],
        4: [None, "H100 SXM 80G", 8, 4, Num(172800, "int"), None, "元/台/季", "包季", "NVLink", "IB 400G×8", "季付"],
        5: [None, "A800 SXM 80G", 8, 6, Num(36000, "int"), None, "元/台/月", "包月", "NVLink", "RoCE 200G×4", None],
        6: [B, "L20 48G", 8, 5, None, 1.95, "元/卡/时", "按量", "PCIe", "25G", None],
        7: [None, "RTX 4090D 24G", 8, 10, None, "1.38万", "元/台/月", "包月", "PCIe", "25G", None],
        8: [C, "H200 SXM 141GB", 8, 2, None, "$2.95", "USD/GPU/hr", "on-demand", "NVLink", "InfiniBand NDR", None],
        9: [None, "B200 SXM 180GB", 8, 1, None, "TBD", "USD/GPU/hr", "on-demand", "NVLink", "InfiniBand NDR", "Q1交付"],
        10: [Dv, "Ascend 910B 64G", 8, 8, "28.5万", None, "元/台/年", "包年", "HCCS", "RoCE 200G×8", None],
        11: [None, "A100 PCIe 80G", 8, 3, "均摊约3.2元/卡·时", None, None, "包月", "PCIe", "25G", "按月结算"],
        13: ["小计", None, None, Formula("SUM(D3:D11)", 4 + 4 + 6 + 5 + 10 + 2 + 1 + 8 + 3)],
        14: ["注：含税/不含税两列按各供应商原报价口径填写，未做换算；Sable Compute 报价为美元。"],
    }
    terms = {1: ["供应商", "付款方式", "发票"],
             2: [A, "包月：月初预付；包季：签约时一次付清", "6%增值税专票"],
             3: [B, "按量：预充值，按小时扣费", "报价不含税，开票另计"],
             4: [C, "Monthly in arrears, USD wire", "No Chinese VAT invoice"],
             5: [Dv, "包年：签约预付50%，余款季度支付", "6%增值税专票"]}
    merges = ["A1:K1", "A3:A5", "A6:A7", "A8:A9", "A10:A11", "A14:K14"]
    write_xlsx(name, [("说明", intro, ["A1:H1"], [90]), (S, rows, merges, [14, 16, 9, 6, 13, 13, 11, 10, 10, 14, 10]),
                      ("付款条款", terms, [], [16, 40, 20])], creator="采购部")
    q = [
        quote(3, A, "H100-80G-SXM", 8, 4, 62400 / (M * 8), sheet=S, intra="nvlink", inter="ib",
              cell="报价（含税） 62,400 | 元/台/月 | 包月", how="62400 / (720 x 8) = 10.8333; vendor cell merged A3:A5"),
        quote(4, A, "H100-80G-SXM", 8, 4, 172800 / (QTR * 8), sheet=S, min_hours=2160, intra="nvlink", inter="ib",
              cell="报价（含税） 172,800 | 元/台/季 | 包季", how="172800 / (2160 x 8) = 10.00; vendor from merged A3:A5"),
        quote(5, A, "A800-80G-SXM", 8, 6, 36000 / (M * 8), sheet=S, intra="nvlink", inter="roce",
              cell="报价（含税） 36,000 | 元/台/月", how="36000 / 5760 = 6.25; vendor from merged A3:A5"),
        quote(6, B, "L20-48G", 8, 5, 1.95, sheet=S, intra="pcie", inter="ethernet",
              cell="报价（不含税） 1.95 | 元/卡/时", how="the only filled price column is 不含税; as quoted"),
        quote(7, B, "RTX4090D-24G", 8, 10, 13800 / (M * 8), sheet=S, intra="pcie", inter="ethernet",
              cell="报价（不含税） 1.38万 | 元/台/月", how="13800 / 5760 = 2.3958; vendor from merged A6:A7"),
        quote(8, C, "H200-141G", 8, 2, sheet=S, usd=2.95, unit="gpu_hour", intra="nvlink", inter="ib",
              cell="报价（不含税） $2.95 | USD/GPU/hr", how="USD per GPU-hour"),
        quote(10, Dv, "Ascend910B-64G", 8, 8, 285000 / (Y * 8), sheet=S, min_hours=8760, intra="hccs", inter="roce",
              cell="报价（含税） 28.5万 | 元/台/年 | 包年", how="285000 / (8760 x 8) = 4.0668; a year's term"),
        quote(11, Dv, "A100-80G-PCIe", 8, 3, 3.2, sheet=S, intra="pcie", inter="ethernet",
              cell="报价（含税） 均摊约3.2元/卡·时 | 包月", how="均摊约 states the card-hour equivalent of the monthly price; vendor from merged A10:A11"),
    ]
    cp = [refuse(9, C, "B200-180G", "报价（不含税） TBD", "no price yet (TBD)", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(13, "小计 | 43", "subtotal row (formula)", sheet=S),
          other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Procurement analyst's comparison workbook: an explanation sheet first, the table on the second sheet; "
                   "vendor cells merged vertically over each supplier's rows; two price columns 报价（含税） and "
                   "报价（不含税） of which each row fills exactly one (stored as quoted); numeric and text prices side by "
                   "side (62,400 / 1.38万 / $2.95 / 28.5万); per machine-quarter (包季) and machine-year (包年) units; a "
                   "'均摊约 X元/卡·时' equivalent; TBD; a SUM subtotal and a notes row; a payment-terms sheet", q, cp, nq)


# ================================================================== 04 e-mail body pasted into Excel, BOM + CRLF
def p04():
    name = "04_moheng_email_paste_bom_crlf.csv"
    V = "墨衡算力"
    s = Sheet()
    greet = "王经理您好！附上墨衡算力本周可供GPU资源及报价，请查收："
    s.add([greet], "greet")
    s.add([])
    s.add(["型号", "配置", "数量", "单价", "计费模式", "说明"])
    s.add(["H100 80G SXM5", "8卡整机", "3台", "9.6元/卡/时", "包月", "含税\n可开6%专票"], "h100")
    s.add(["A800 80G", "8卡整机", "5台", "38,500", "包月（整机）", "不含税"], "a800")
    s.add(["RTX 4090", "8卡/台", "12台", "2.05元/卡/时", "包周", "含税"], "4090")
    s.add(["L40S 48G", "4卡/台", "2台", "5,880元/台/月", "包季", "含税"], "l40s")
    s.add(["H20 96G", "8卡/台", "4台", "单卡月租 4,100", "包年", "含税，年付"], "h20")
    s.add(["A100 40G SXM", "8卡/台", "1台", "21.6元/卡/时", "按量", "整机按量价"], "a100")
    s.add(["T4 16G", "8卡/台", "6台", "面议", "按量", ""], "t4")
    s.add([])
    note = "以上价格有效期至12月15日，如有疑问随时联系。"
    s.add([note], "note")
    s.add(["祝好！"], "bye")
    sig = "墨衡算力 商务部 李工 138-0000-0000"
    s.add([sig], "sig")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=6)
    r = s.at
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, 3, 9.6, cell="9.6元/卡/时 | 包月",
              how="the price cell says per card-hour; 包月 is the contract mode, not the unit; 说明 is a two-line cell"),
        quote(r["a800"], V, "A800-80G-SXM", 8, 5, 38500 / (M * 8), cell="38,500 | 包月（整机）",
              how="包月 + 整机 -> per machine-month: 38500 / 5760 = 6.6840; plain A800 -> SXM (warn)"),
        quote(r["4090"], V, "RTX4090-24G", 8, 12, 2.05, cell="2.05元/卡/时 | 包周",
              how="the price cell's per card-hour wins over the weekly billing mode"),
        quote(r["l40s"], V, "L40S-48G", 4, 2, 5880 / (M * 4), min_hours=2160, cell="5,880元/台/月 | 包季",
              how="a monthly machine rate under a quarterly contract: 5880 / (720 x 4) = 2.0417; term 2160 h"),
        quote(r["h20"], V, "H20-96G", 8, 4, 4100 / M, min_hours=8760, cell="单卡月租 4,100 | 包年",
              how="单卡月租 = per card-month: 4100 / 720 = 5.6944, under a yearly contract (8760 h)"),
    ]
    cp = [refuse(r["a100"], V, "A100-40G-SXM", "21.6元/卡/时 | 说明: 整机按量价",
                 "conflicting basis: the cell says per card-hour, the note says whole-machine price (21.6 vs 2.70 "
                 "CNY/GPU-h) - flag the row, do not guess"),
          refuse(r["t4"], V, "T4-16G", "面议", "price to be negotiated: no number")]
    nq = [other(r["greet"], greet, "greeting line above the table (names the vendor)"), other(r["note"], note, "notes row"),
          other(r["bye"], "祝好！", "e-mail sign-off"), other(r["sig"], sig, "e-mail signature")]
    expected(name, "Sales e-mail body pasted into Excel and saved as CSV (UTF-8 with BOM, CRLF, rows padded to 6 fields): "
                   "vendor only in the greeting sentence and the signature; GPUs per machine only in a 配置 cell (8卡整机, "
                   "4卡/台); counts with 台; a 计费模式 column (包月/包周/包季/包年) beside price cells that carry the "
                   "clearer unit; a two-line quoted cell; a per-card-vs-machine contradiction; 面议; sign-off lines",
             q, cp, nq, "utf-8-sig")


# ================================================================== 05 semicolon CSV, decimal comma, English, vendor in title
def p05():
    name = "05_nordvik_price_list_semicolon.csv"
    V, AL = "Nordvik Compute AB", ["Nordvik Compute", "Nordvik"]
    s = Sheet()
    s.add(["Nordvik Compute AB – GPU price list, December 2026"], "title")
    s.add(["All prices in USD, excl. VAT. Decimal comma."], "cur")
    s.add(["GPU model", "GPUs per server", "Servers available", "Price (USD)", "Billing unit", "GPU interconnect", "Network",
           "Checkpoint resume", "Comment"])
    s.add(["H100 SXM 80GB", "8", "6", "2,49", "per GPU-hour", "NVLink", "InfiniBand NDR", "yes", ""], "h100h")
    s.add(["H100 SXM 80GB", "8", "6", "1 612,80", "per GPU-month", "NVLink", "InfiniBand NDR", "yes", "monthly commitment"], "h100m")
    s.add(["A100 SXM 80GB", "8", "4", "11,20", "per server-hour", "NVLink", "InfiniBand HDR", "yes", ""], "a100")
    s.add(["L40S 48GB", "4", "10", "0,89", "per GPU-hour", "PCIe", "25 GbE", "no", ""], "l40s")
    s.add(["RTX 6000 Ada 48GB", "4", "3", "2,76", "per server-hour", "PCIe", "25 GbE", "no", ""], "ada")
    s.add(["A40 48GB", "2", "5", "264,00", "per server-week", "PCIe", "10 GbE", "no", ""], "a40")
    s.add(["H200 SXM 141GB", "8", "2", "3,10 – 3,45", "per GPU-hour", "NVLink", "InfiniBand NDR", "yes", "depends on volume"], "h200")
    s.add(["B200 180GB", "8", "0", "on request", "", "NVLink", "InfiniBand NDR", "yes", "available Q2 2027"], "b200")
    s.add([])
    s.add(["Contact: sales@nordvik.example, +46 0000 0000"], "contact")
    write_text(name, s, "utf-8", ";", "\r\n")
    r = s.at
    q = [
        quote(r["h100h"], V, "H100-80G-SXM", 8, 6, aliases=AL, usd=2.49, unit="gpu_hour", intra="nvlink", inter="ib", resume=True,
              cell="2,49 | per GPU-hour", how="decimal comma: USD 2.49 per GPU-hour"),
        quote(r["h100m"], V, "H100-80G-SXM", 8, 6, aliases=AL, usd=1612.80, unit="gpu_month", intra="nvlink", inter="ib", resume=True,
              cell="1 612,80 | per GPU-month", how="space thousands + decimal comma: USD 1612.80 / 720 = 2.24 per GPU-hour"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 4, aliases=AL, usd=11.20, unit="node_hour", intra="nvlink", inter="ib", resume=True,
              cell="11,20 | per server-hour", how="USD 11.20 / 8 = 1.40 per GPU-hour"),
        quote(r["l40s"], V, "L40S-48G", 4, 10, aliases=AL, usd=0.89, unit="gpu_hour", intra="pcie", inter="ethernet", resume=False,
              cell="0,89 | per GPU-hour"),
        quote(r["ada"], V, "RTX6000Ada-48G", 4, 3, aliases=AL, usd=2.76, unit="node_hour", intra="pcie", inter="ethernet", resume=False,
              cell="2,76 | per server-hour", how="USD 2.76 / 4 = 0.69 per GPU-hour"),
        quote(r["a40"], V, "A40-48G", 2, 5, aliases=AL, usd=264.00, unit="node_week", intra="pcie", inter="ethernet", resume=False,
              cell="264,00 | per server-week", how="USD 264 / (168 x 2) = 0.7857 per GPU-hour"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "3,10 – 3,45", "a price range, not one price"),
          refuse(r["b200"], V, "B200-180G", "on request", "no price: on request")]
    nq = [other(r["title"], s.rows[0][0], "title (the only place the vendor is named)"),
          other(r["cur"], s.rows[1][0], "currency / format line"), other(r["contact"], s.rows[-1][0], "contact line")]
    expected(name, "European vendor's price list exported from Excel with a Swedish locale: semicolon-separated, UTF-8 "
                   "without BOM, CRLF, decimal comma (2,49) and space thousands (1 612,80); vendor only in the title; "
                   "USD per GPU-hour, GPU-month, server-hour and server-week; an en-dash range and 'on request'",
             q, cp, nq, "utf-8, semicolon-delimited")


# ================================================================== 06 vendor only in the file name; spec cells; month/day columns
def p06():
    name = "06_星垣算力_GPU报价单_202612.xlsx"
    S = "报价单"
    V = "星垣算力"
    rows = {
        1: ["GPU服务器租赁报价单"],
        2: ["致：尊敬的客户　　报价日期：2026-12-02　　币种：人民币"],
        4: ["序号", "服务器配置", "可租台数", "月租（元/台）", "日租（元/台）", "交付周期"],
        5: ["1", "GPU：H800*8（80G SXM）/ 内存2T / NVMe 4*3.84T / IB 400G*8", "3", "79,200", "3,000", "现货"],
        6: ["2", "8卡 A800-SXM4-80G，1TB，NVMe 2×7.68T，HDR 200G×4", "4", "41,760", "1,680", "现货"],
        7: ["3", "4张 L20 48G / 512G / 2×3.84T / 25G×2", "6", "8,640", "—", "3个工作日"],
        8: ["4", "单台：GPU 8×RTX4090 24G；CPU 2×6430；内存 512G；网络 25G×2", "10", "12,960", "520", "现货"],
        9: ["5", "NVIDIA H20 96G x8卡 + 2T + RoCE 200G x2", "2", "5.4万", "2,200", "一周"],
        10: ["6", "8×A100 80G PCIe / 1T / 4×3.84T", "1", "另议", "另议", "待定"],
        12: ["备注：以上价格均为整台价格并含税；日租不足一天按一天计；月租按30天计。"],
    }
    terms = {1: ["商务条款"], 2: ["1. 月租：每月月初预付；日租：按日结算，次日开票。"],
             3: ["2. 交付：签约付款后按“交付周期”交付整机。"], 4: ["3. 故障：4小时内响应，24小时内更换同配置服务器。"]}
    write_xlsx(name, [(S, rows, ["A1:F1", "A2:F2", "A12:F12"], [6, 60, 9, 13, 13, 10]), ("条款", terms, [], [70])],
               creator="sales")
    MO, DA = "月租（元/台）", "日租（元/台）"
    q = [
        quote(5, V, "H800-80G-SXM", 8, 3, 79200 / (M * 8), sheet=S, inter="ib", cell="%s 79,200 | H800*8" % MO,
              how="79200 / (720 x 8) = 13.75; 8 GPUs from the spec cell; vendor only in the file name"),
        quote(5, V, "H800-80G-SXM", 8, 3, 3000 / (D * 8), sheet=S, inter="ib", cell="%s 3,000" % DA,
              how="3000 / (24 x 8) = 15.625"),
        quote(6, V, "A800-80G-SXM", 8, 4, 41760 / (M * 8), sheet=S, cell="%s 41,760 | 8卡 A800-SXM4-80G" % MO,
              how="41760 / 5760 = 7.25"),
        quote(6, V, "A800-80G-SXM", 8, 4, 1680 / (D * 8), sheet=S, cell="%s 1,680" % DA, how="1680 / 192 = 8.75"),
        quote(7, V, "L20-48G", 4, 6, 8640 / (M * 4), sheet=S, inter="ethernet", cell="%s 8,640 | 4张 L20 48G" % MO,
              how="8640 / (720 x 4) = 3.00; day rate '—' not offered"),
        quote(8, V, "RTX4090-24G", 8, 10, 12960 / (M * 8), sheet=S, inter="ethernet", cell="%s 12,960 | GPU 8×RTX4090 24G" % MO,
              how="12960 / 5760 = 2.25 (the 2×6430 in the cell is the CPU)"),
        quote(8, V, "RTX4090-24G", 8, 10, 520 / (D * 8), sheet=S, inter="ethernet", cell="%s 520" % DA,
              how="520 / 192 = 2.7083"),
        quote(9, V, "H20-96G", 8, 2, 54000 / (M * 8), sheet=S, inter="roce", cell="%s 5.4万 | H20 96G x8卡" % MO,
              how="54000 / 5760 = 9.375"),
        quote(9, V, "H20-96G", 8, 2, 2200 / (D * 8), sheet=S, inter="roce", cell="%s 2,200" % DA,
              how="2200 / 192 = 11.4583"),
    ]
    cp = [refuse(10, V, "A100-80G-PCIe", "另议 | 另议", "no price in either column: to be agreed (另议)", sheet=S)]
    nq = [other(1, rows[1][0], "title (no vendor)", sheet=S), other(2, rows[2][0], "addressee / date line", sheet=S),
          other(12, rows[12][0], "notes row", sheet=S)]
    expected(name, "Quote workbook whose only vendor evidence is the file name (星垣算力): title and addressee lines without "
                   "a vendor, no GPU or card-count column - the whole server in one 服务器配置 cell written five ways "
                   "(H800*8, 8卡 A800-SXM4-80G, 4张 L20, GPU 8×RTX4090 beside CPU 2×6430, H20 96G x8卡); two price "
                   "columns whose headers carry the basis and period (月租（元/台）, 日租（元/台）) so one row gives two "
                   "offers; every number stored as text; 万; '—' and 另议; a terms sheet", q, cp, nq)


# ================================================================== 07 tiers in rows, fill-down, TSV
def p07():
    name = "07_qingyu_longterm_tiers.tsv"
    V = "青屿智算"
    s = Sheet()
    s.add(["青屿智算 长租价格表（按租期）"], "title")
    s.add(["厂商", "GPU", "每台卡数", "可供台数", "租期", "单价（元/卡·月）", "折合（元/卡·时）", "网络", "备注"])
    s.add([V, "H800 80G", "8", "6", "1个月", "7,560", "10.50", "IB 400G×8", ""], "h800_1")
    s.add(["", "", "", "", "3个月", "7,200", "10.00", "", ""], "h800_3")
    s.add(["", "", "", "", "6个月", "6,912", "9.60", "", ""], "h800_6")
    s.add(["", "", "", "", "12个月", "6,480", "9.00", "", ""], "h800_12")
    s.add([])
    s.add(["", "A800 SXM4 80G", "8", "10", "1个月", "4,320", "6.00", "IB 200G×4", ""], "a800_1")
    s.add(["", "", "", "", "3个月", "4,104", "5.70", "", ""], "a800_3")
    s.add(["", "", "", "", "12个月", "3,672", "5.10", "", ""], "a800_12")
    s.add([])
    s.add(["", "L40S 48G", "8", "4", "1个月", "2,448", "3.40", "25G", ""], "l40s_1")
    s.add(["", "", "", "", "6个月", "2,232", "3.10", "", ""], "l40s_6")
    s.add([])
    s.add(["", "Ascend 910B 64G", "8", "8", "3个月", "2,880", "4.00", "RoCE 200G×8", "起租3个月"], "910b_3")
    s.add(["", "", "", "", "12个月", "2,520", "3.50", "", ""], "910b_12")
    s.add([])
    s.add(["", "H20 141G", "8", "2", "—", "需单独询价", "—", "RoCE", ""], "h20")
    s.add([])
    note = "说明：空白单元格同上；3个月及以上租期需预付首月；折合价 = 月单价 ÷ 720小时。"
    s.add([note], "note")
    write_text(name, s, "utf-8", "\t", "\n")
    r = s.at
    q = []
    TERM = {"1": None, "3": 2160, "6": 4320, "12": 8640}

    def tiers(prefix, gid, nodes, inter, items, extra=""):
        for months, pcm, eq in items:
            tag = "%s_%s" % (prefix, months)
            q.append(quote(r[tag], V, gid, 8, nodes, pcm / M, min_hours=TERM[months], inter=inter,
                           cell="租期 %s个月 | 单价（元/卡·月） %s | 折合 %s" % (months, format(pcm, ","), eq),
                           how="%d per card-month / 720 = %s (the 折合 column agrees)%s%s" % (
                               pcm, eq, "" if TERM[months] is None else "; term %d h" % TERM[months],
                               "" if r[tag] == r[prefix + "_" + items[0][0]] else "; vendor, GPU, counts, network filled down"
                           ) + extra))

    tiers("h800", "H800-80G-SXM", 6, "ib", [("1", 7560, "10.50"), ("3", 7200, "10.00"), ("6", 6912, "9.60"), ("12", 6480, "9.00")],
          "; plain H800 -> SXM (warn)")
    tiers("a800", "A800-80G-SXM", 10, "ib", [("1", 4320, "6.00"), ("3", 4104, "5.70"), ("12", 3672, "5.10")])
    tiers("l40s", "L40S-48G", 4, "ethernet", [("1", 2448, "3.40"), ("6", 2232, "3.10")])
    tiers("910b", "Ascend910B-64G", 8, "roce", [("3", 2880, "4.00"), ("12", 2520, "3.50")])
    cp = [refuse(r["h20"], V, "H20-141G", "需单独询价", "no price: ask separately")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Long-term rate table saved as .tsv (TAB, UTF-8, LF): term tiers in ROWS (租期 1/3/6/12个月) under each "
                   "GPU, with vendor, GPU, counts and network written only on a group's first row and left blank below "
                   "(the note says blank = same as above); a per-card-month price column and a 折合 card-hour column "
                   "that agree; blank lines between groups; plain 'H800 80G'; 需单独询价", q, cp, nq, "utf-8, tab-delimited")


# ================================================================== 08 bilingual rate card: cover sheet vendor, total GPUs, English units
def p08():
    name = "08_tianshu_rate_card_cover.xlsx"
    S = "价目表 Rates"
    V, AL = "天枢云计算", ["天枢云计算有限公司", "Tianshu Cloud Computing Co., Ltd.", "Tianshu Cloud", "天枢云"]
    cover = {1: ["天枢云计算有限公司"], 2: ["Tianshu Cloud Computing Co., Ltd."], 4: ["GPU算力服务价目 / GPU compute rate card"],
             5: ["版本 v3 · 2026-12"], 7: ["客户经理：赵先生 / Account manager: Mr. Zhao"]}
    rows = {
        1: ["价目表 Rate card（人民币 CNY，含税 VAT incl.）"],
        3: ["GPU型号\nGPU model", "台数\nServers", "总卡数\nTotal GPUs", "单价\nPrice", "计费单位\nBilling unit",
            "卡间互联\nIntra-node", "机间网络\nInter-node", "断点续训\nResume"],
        4: ["【训练 Training】"],
        5: ["H100 PCIe 80G", 4, 32, Num(6120, "int"), "per GPU per month", "PCIe", "RoCE 2×200G", "支持 Yes"],
        6: ["H200 SXM 141G", 2, 16, Num(138240, "int"), "per server per month", "NVLink", "IB 8×400G", "支持 Yes"],
        7: ["A100 SXM 40G", 3, 24, 52.5, "per GPU per day", "NVLink", "IB 4×200G", "支持 Yes"],
        8: ["Ascend 910B", 6, 48, Num(1056, "int"), "per server per day", "HCCS", "RoCE 8×200G", "支持 Yes"],
        9: ["【推理 Inference】"],
        10: ["L40 48G", 5, 40, 392, "per GPU per week", "PCIe", "25GE", "不支持 No"],
        11: ["RTX 4090", 12, 96, Num(13824, "int"), "per server per month", "PCIe", "25GE", "不支持 No"],
        12: ["A10 24G", 4, 16, 0.95, "per GPU per hour", "PCIe", "10GE", "不支持 No"],
        13: ["T4 16G", 2, 16, "售罄 Sold out", "per GPU per hour", "PCIe", "10GE", "不支持 No"],
        15: ["合计 Total", Formula("SUM(B5:B13)", 4 + 2 + 3 + 6 + 5 + 12 + 4 + 2), Formula("SUM(C5:C13)", 32 + 16 + 24 + 48 + 40 + 96 + 16 + 16)],
        16: ["注 Note：价格含6%增值税；按月计费按30天计。 Prices include 6% VAT; a month is 30 days."],
    }
    terms = {1: ["条款 Terms"], 2: ["1. 按月计费的资源须至少租用一个完整月 / Monthly resources are rented in whole months."],
             3: ["2. 断点续训仅训练集群提供 / Checkpoint resume on training clusters only."],
             4: ["3. 付款：预付 / Payment in advance."]}
    write_xlsx(name, [("封面 Cover", cover, ["A1:H1", "A2:H2", "A4:H4"], [60]),
                      (S, rows, ["A1:H1", "A4:H4", "A9:H9", "A16:H16"], [16, 9, 11, 11, 20, 11, 13, 11]),
                      ("条款 Terms", terms, [], [80])], creator="天枢云 市场部")
    q = [
        quote(5, V, "H100-80G-PCIe", 8, 4, 6120 / M, sheet=S, aliases=AL, intra="pcie", inter="roce", resume=True,
              cell="6,120 | per GPU per month | 32 GPUs / 4 servers", how="6120 / 720 = 8.50; 8 per server = 32 / 4"),
        quote(6, V, "H200-141G", 8, 2, 138240 / (M * 8), sheet=S, aliases=AL, intra="nvlink", inter="ib", resume=True,
              cell="138,240 | per server per month | 16 / 2", how="138240 / (720 x 8) = 24.00"),
        quote(7, V, "A100-40G-SXM", 8, 3, 52.5 / D, sheet=S, aliases=AL, intra="nvlink", inter="ib", resume=True,
              cell="52.5 | per GPU per day | 24 / 3", how="52.5 / 24 = 2.1875"),
        quote(8, V, "Ascend910B-64G", 8, 6, 1056 / (D * 8), sheet=S, aliases=AL, intra="hccs", inter="roce", resume=True,
              cell="1,056 | per server per day | 48 / 6", how="1056 / (24 x 8) = 5.50"),
        quote(10, V, "L40-48G", 8, 5, 392 / W, sheet=S, aliases=AL, intra="pcie", inter="ethernet", resume=False,
              cell="392 | per GPU per week | 40 / 5", how="392 / 168 = 2.3333"),
        quote(11, V, "RTX4090-24G", 8, 12, 13824 / (M * 8), sheet=S, aliases=AL, intra="pcie", inter="ethernet", resume=False,
              cell="13,824 | per server per month | 96 / 12", how="13824 / 5760 = 2.40"),
        quote(12, V, "A10-24G", 4, 4, 0.95, sheet=S, aliases=AL, intra="pcie", inter="ethernet", resume=False,
              cell="0.95 | per GPU per hour | 16 / 4", how="4 per server = 16 / 4"),
    ]
    cp = [refuse(13, V, "T4-16G", "售罄 Sold out", "sold out: no price", sheet=S)]
    nq = [other(1, rows[1][0], "title (no vendor)", sheet=S), other(4, rows[4][0], "section row", sheet=S),
          other(9, rows[9][0], "section row", sheet=S), other(15, "合计 Total | 38 | 288", "totals row (formulas)", sheet=S),
          other(16, rows[16][0], "notes row", sheet=S)]
    expected(name, "Vendor rate card workbook: the vendor only on the cover sheet (Chinese and English company names), the "
                   "rates on the second sheet; bilingual header cells with a line break (台数\\nServers, 总卡数\\nTotal "
                   "GPUs); the card count given only as TOTAL GPUs beside a server count (per server = total / servers); "
                   "English billing units (per GPU per month / per server per day / per GPU per week); numeric cells "
                   "with #,##0; section rows, SUM totals, notes, 售罄; a terms sheet", q, cp, nq)


# ================================================================== 09 万元 units in the header, month/year columns, GBK CRLF
def p09():
    name = "09_guancheng_wanyuan_rent_gbk.csv"
    A, B = "观澄算力", "澜岸科技"
    s = Sheet()
    s.add(["算力资源月/年租金一览（单位：万元）"], "title")
    s.add(["供应商", "机型", "卡数/台", "台数", "月租金(万元/台)", "年租金(万元/台)", "组网", "备注"])
    s.add([A, "H100 SXM 80G", "8", "4", "5.76", "63.072", "IB 400G×8", "含税"], "h100")
    s.add([A, "A800 PCIe 80G", "8", "6", "3.024", "33.288", "RoCE 100G×2", "含税"], "a800")
    s.add([A, "L40S 48G", "8", "3", "1.728", "—", "25G", "含税"], "l40s")
    s.add([A, "RTX4090 24G", "8", "20", "1.152", "12.264", "25G", "含税"], "4090")
    s.add([B, "H20 96G", "8", "2", "3.6", "面议", "RoCE 200G×2", "不含税"], "h20")
    s.add([B, "昇腾910B 64G", "8", "5", "2.7~3.0", "—", "RoCE 200G×8", "不含税"], "910b")
    s.add([B, "A40 48G", "4", "3", "0.648", "7.0956", "万兆", "不含税"], "a40")
    s.add([])
    note = "注：金额单位为万元/台（整机）；年租金为一次性年付价格（按365天）；月租金按30天计。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=8)
    r = s.at
    MO, YR = "月租金(万元/台)", "年租金(万元/台)"

    def two(tag, v, gid, gpn, nodes, inter, mo, yr):
        out = [quote(r[tag], v, gid, gpn, nodes, mo * 10000 / (M * gpn), inter=inter,
                     cell="%s = %s" % (MO, format(mo, "g")),
                     how="%s万 = %d per machine-month / (720 x %d)" % (format(mo, "g"), round(mo * 10000), gpn))]
        if yr is not None:
            out.append(quote(r[tag], v, gid, gpn, nodes, yr * 10000 / (Y * gpn), min_hours=8760, inter=inter,
                             cell="%s = %s" % (YR, format(yr, "g")),
                             how="%s万 = %d per machine-year / (8760 x %d); a year's term" % (format(yr, "g"), round(yr * 10000), gpn)))
        return out

    q = (two("h100", A, "H100-80G-SXM", 8, 4, "ib", 5.76, 63.072)          # 10.00 and 9.00
         + two("a800", A, "A800-80G-PCIe", 8, 6, "roce", 3.024, 33.288)    # 5.25 and 4.75
         + two("l40s", A, "L40S-48G", 8, 3, "ethernet", 1.728, None)       # 3.00; year '—' not offered
         + two("4090", A, "RTX4090-24G", 8, 20, "ethernet", 1.152, 12.264) # 2.00 and 1.75
         + two("h20", B, "H20-96G", 8, 2, "roce", 3.6, None)               # 6.25; year 面议 -> refused below
         + two("a40", B, "A40-48G", 4, 3, "ethernet", 0.648, 7.0956))      # 2.25 and 2.025
    cp = [refuse(r["h20"], B, "H20-96G", "%s = 面议" % YR, "no yearly price (面议); the monthly price on this row still imports"),
          refuse(r["910b"], B, "Ascend910B-64G", "%s = 2.7~3.0" % MO, "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Two suppliers' monthly and yearly whole-machine rents in one GBK CSV with CRLF: amounts in 万元 stated "
                   "only in the title and the column headers (月租金(万元/台), 年租金(万元/台)) while the cells hold bare "
                   "numbers (5.76, 63.072); one row gives a monthly and a yearly offer; '—', 面议 in the yearly column beside a "
                   "valid monthly price, a ~ range; 万兆", q, cp, nq, "gbk")


# ================================================================== 10 buyer's shortlist, English, $ and ¥ rows
def p10():
    name = "10_buyer_shortlist_usd_cny.csv"
    O, Qh, H = "Orchid GPU", "启衡算力", "Harrow Cloud"
    s = Sheet()
    s.add(["Vendor", "Offer", "Accelerator", "GPUs/instance", "Instances", "Quoted price", "Currency", "Basis", "Term",
           "Interconnect", "Analyst note"])
    s.add([O, "8x H100 SXM bare metal", "H100 80GB SXM", "8", "2", "$19.92", "USD", "per instance-hour", "on-demand", "IB NDR 8x400G", ""], "o1")
    s.add([O, "H100 reserved (1 month)", "H100 80GB SXM", "8", "2", "$1,612.80", "USD", "per GPU-month", "1 month", "IB NDR 8x400G", ""], "o2")
    s.add([O, "2x A100 VM", "A100 80GB PCIe", "2", "6", "$2.58", "USD", "per VM-hour", "on-demand", "—", "2-GPU VM"], "o3")
    s.add([Qh, "H800 整机包月", "H800 SXM 80GB", "8", "3", "¥61,920", "CNY", "per server-month", "包月", "IB 400G×8", ""], "q1")
    s.add([Qh, "4090 按量", "RTX 4090", "8", "10", "¥1.95", "CNY", "per GPU-hour", "按量", "25GbE", ""], "q2")
    s.add([Qh, "L20 包季", "L20 48GB", "8", "4", "¥5,400", "CNY", "per GPU per quarter", "包季", "25GbE", "paid quarterly"], "q3")
    s.add([Qh, "A800 包年", "A800 80GB", "8", "2", "¥36.8万", "CNY", "per server-year", "包年", "RoCE 4x200G", ""], "q4")
    s.add([H, "H200 8x, 12-month contract", "H200 141GB", "8", "1", "≈ $3.35/GPU-hr effective", "USD", "monthly invoice",
           "12 months", "IB NDR", ""], "h1")
    s.add([H, "B200 8x", "B200 180GB", "8", "1", "$38.40–$42.00", "USD", "per instance-hour", "on-demand", "IB NDR", "range given on call"], "h2")
    s.add([H, "L40S 4x", "L40S 48GB", "4", "3", "$4.12", "USD", "per instance-hour", "on-demand", "100GbE", ""], "h3")
    s.add([])
    inst = sum(int(x[4]) for x in s.rows[1:] if x)
    s.add(["Total instances", "", "", "", str(inst)], "total")
    note = "Prices as quoted by each vendor; no FX conversion applied."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [
        quote(r["o1"], O, "H100-80G-SXM", 8, 2, usd=19.92, unit="node_hour", inter="ib",
              cell="$19.92 | per instance-hour", how="8-GPU instance: USD 2.49 per GPU-hour"),
        quote(r["o2"], O, "H100-80G-SXM", 8, 2, usd=1612.80, unit="gpu_month", inter="ib",
              cell="$1,612.80 | per GPU-month | 1 month", how="USD 1612.80 / 720 = 2.24 per GPU-hour"),
        quote(r["o3"], O, "A100-80G-PCIe", 2, 6, usd=2.58, unit="node_hour",
              cell="$2.58 | per VM-hour | 2 GPUs", how="USD 2.58 / 2 = 1.29 per GPU-hour"),
        quote(r["q1"], Qh, "H800-80G-SXM", 8, 3, 61920 / (M * 8), inter="ib",
              cell="¥61,920 | CNY | per server-month", how="61920 / 5760 = 10.75"),
        quote(r["q2"], Qh, "RTX4090-24G", 8, 10, 1.95, inter="ethernet", cell="¥1.95 | per GPU-hour"),
        quote(r["q3"], Qh, "L20-48G", 8, 4, 5400 / QTR, min_hours=2160, inter="ethernet",
              cell="¥5,400 | per GPU per quarter | 包季", how="5400 / 2160 = 2.50; quarter term"),
        quote(r["q4"], Qh, "A800-80G-SXM", 8, 2, 368000 / (Y * 8), min_hours=8760, inter="roce",
              cell="¥36.8万 | per server-year | 包年", how="368000 / (8760 x 8) = 5.2511; plain A800 -> SXM (warn)"),
        quote(r["h1"], H, "H200-141G", 8, 1, usd=3.35, unit="gpu_hour", min_hours=8640, inter="ib",
              cell="≈ $3.35/GPU-hr effective | 12 months",
              how="the cell states the GPU-hour equivalent; invoiced monthly; 12-month term = 8640 h"),
        quote(r["h3"], H, "L40S-48G", 4, 3, usd=4.12, unit="node_hour", inter="ethernet",
              cell="$4.12 | per instance-hour | 4 GPUs", how="USD 1.03 per GPU-hour"),
    ]
    cp = [refuse(r["h2"], H, "B200-180G", "$38.40–$42.00", "a price range, not one price")]
    nq = [other(r["total"], "Total instances | %d" % inst, "totals row"), other(r["note"], note, "notes row")]
    expected(name, "Buyer's English shortlist of three vendors (UTF-8, LF): a Currency column with $ and ¥ in the price "
                   "cells, a Basis column (per instance-hour / per GPU-month / per VM-hour / per server-month / per GPU "
                   "per quarter / per server-year), Term (on-demand, 1 month, 包季, 包年, 12 months), '¥36.8万', an "
                   "'≈ $X/GPU-hr effective' equivalent, a $–$ range, totals and notes rows", q, cp, nq, "utf-8")


# ================================================================== 11 channel quote workbook: changelog sheet first, total cards, ¥ formats
def p11():
    name = "11_yaoguang_channel_quotes.xlsx"
    S = "报价"
    V = "瑶光算力"
    log = {1: ["版本", "日期", "说明"], 2: ["v1", Num(46355, "date"), "首版"], 3: ["v2", Num(46357, "date"), "新增L20包年、A100日租"]}
    rows = {
        1: ["瑶光算力 · 渠道报价（2026年12月）"],
        2: ["价格单位见“单位”列；“付费模式”为合同付费方式。"],
        3: ["产品", "GPU", "每台卡数", "总卡数", "报价", "单位", "付费模式", "机内", "组网", "续训"],
        4: ["训练-按量", "H100 80G SXM", 8, 48, Num(8.8, "cny"), "元/卡/时", "按量", "NVLink", "IB 8×400G", "是"],
        5: ["训练-包年", "H100 80G SXM", 8, 48, Num(50688, "cny"), "元/台/月", "包年", "NVLink", "IB 8×400G", "是"],
        6: ["训练-包月", "A800 SXM4 80G", 8, 32, "6.2元/卡/时", None, "包月", "NVLink", "IB 4×200G", "是"],
        7: ["推理-包季", "RTX 4090D", 8, 80, Num(2208, "cny"), "元/卡/月", "包季", "PCIe", "25G", "否"],
        8: ["推理-包年", "L20 48G", 8, 24, "折合2.3元/卡时", None, "包年", "PCIe", "25G", "否"],
        9: ["训练-包月", "H20 141G", 8, 16, "待报价", "元/台/月", "包月", "NVLink", "RoCE 4×400G", "是"],
        10: ["推理-包天", "A100 40G PCIe", 4, 12, Num(384, "cny"), "元/台/天", "包天", "PCIe", "25G", "否"],
        11: ["推理-按量", "RTX 3090", 8, 40, "1.1", "元/卡/时", "按量", "PCIe", "10G", "否"],
        13: ["合计", None, None, Formula("SUM(D4:D11)", 48 + 48 + 32 + 80 + 24 + 16 + 12 + 40)],
        14: ["注：总卡数为该产品全部可租卡数；包年、包季须签约预付。"],
    }
    write_xlsx(name, [("更新记录", log, [], [8, 12, 30]), (S, rows, ["A1:J1", "A2:J2", "A14:J14"], [12, 16, 9, 8, 12, 10, 10, 8, 12, 6])],
               creator="瑶光算力 渠道部")
    q = [
        quote(4, V, "H100-80G-SXM", 8, 6, 8.8, sheet=S, intra="nvlink", inter="ib", resume=True,
              cell="¥8.80 | 元/卡/时 | 按量", how="numeric cell with a ¥ format; nodes = 48 total / 8"),
        quote(5, V, "H100-80G-SXM", 8, 6, 50688 / (M * 8), sheet=S, min_hours=8760, intra="nvlink", inter="ib", resume=True,
              cell="¥50,688.00 | 元/台/月 | 包年", how="a monthly machine rate under a yearly contract: 50688 / 5760 = 8.80; 8760 h term"),
        quote(6, V, "A800-80G-SXM", 8, 4, 6.2, sheet=S, intra="nvlink", inter="ib", resume=True,
              cell="6.2元/卡/时 | 包月", how="unit in the price cell; 32 / 8 = 4 machines"),
        quote(7, V, "RTX4090D-24G", 8, 10, 2208 / M, sheet=S, min_hours=2160, intra="pcie", inter="ethernet", resume=False,
              cell="¥2,208.00 | 元/卡/月 | 包季", how="2208 / 720 = 3.0667 under a quarterly contract; 80 / 8 = 10"),
        quote(8, V, "L20-48G", 8, 3, 2.3, sheet=S, min_hours=8760, intra="pcie", inter="ethernet", resume=False,
              cell="折合2.3元/卡时 | 包年", how="the card-hour equivalent; 8760 h term; 24 / 8 = 3"),
        quote(10, V, "A100-40G-PCIe", 4, 3, 384 / (D * 4), sheet=S, intra="pcie", inter="ethernet", resume=False,
              cell="¥384.00 | 元/台/天 | 包天", how="384 / (24 x 4) = 4.00; 12 / 4 = 3 machines"),
        quote(11, V, "RTX3090-24G", 8, 5, 1.1, sheet=S, intra="pcie", inter="ethernet", resume=False,
              cell="1.1 (text) | 元/卡/时 | 按量", how="40 / 8 = 5 machines"),
    ]
    cp = [refuse(9, V, "H20-141G", "待报价", "no price yet (待报价)", sheet=S)]
    nq = [other(1, rows[1][0], "title (the only place the vendor is named)", sheet=S),
          other(2, rows[2][0], "explanation line", sheet=S), other(13, "合计 | 300", "totals row (formula)", sheet=S),
          other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Channel quote workbook: a changelog sheet first, the table on the second sheet with the vendor only in "
                   "its title; 每台卡数 beside 总卡数 (total cards: machines = total / per machine); a 付费模式 column "
                   "(按量/包月/包季/包年/包天) beside the unit column or the price cell's own unit, including per "
                   "machine-month and per card-month rates under 包年/包季 contracts; numeric cells with a ¥ number "
                   "format, text numbers, a 折合 equivalent, 待报价, SUM totals and notes rows", q, cp, nq)


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11):
        f()
    print("written to", OUT)
