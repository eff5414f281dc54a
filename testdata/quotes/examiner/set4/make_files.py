#!/usr/bin/env python3
"""Write the ComputeCheck held-out set #4 (examiner): 11 GPU-rental quote files in the style of
Chinese IDC / reseller / cloud price sheets (plus one English catalogue), each with
FILE.expected.json beside it.

Run:  python3 make_files.py          (writes into this script's folder)

Every vendor is fictitious. Every expected number is worked out by hand from what the cells
say (the arithmetic is written next to each row), never from the app:
  day = 24 h, week = 168 h, month = 720 h (30 days), quarter (包季/季) = 2160 h,
  3/6/12-month terms = 2160/4320/8640 h, year (包年 / 年 / one-year) = 8760 h.
Whole-machine prices are divided by the GPUs in one machine (8-GPU machine-month = 5760 GPU-h).
Row numbers are the rows a spreadsheet shows: for .xlsx the sheet row, for .csv/.tsv the
record number (a blank line counts; a quoted multi-line cell is still one row).
The writer helpers below are copied from the practice set's make_files.py.
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



CONVENTIONS = ("month=720h, week=168h, year=8760h, day=24h, quarter(包季)=2160h, 3/6/12-month terms=2160/4320/8640h; "
               "price_per_gpu_hour in CNY; USD rows carry currency/price/price_unit instead "
               "(the app states no default FX rate)")
M8 = M * 8  # one 8-GPU machine for a month = 5760 GPU-hours


# ================================================================== 01 IDC rate sheet, GBK, CRLF, 计费单元 column
def p01():
    name = "01_hanlan_idc_rates_gbk.csv"
    V = "瀚澜数据"
    s = Sheet()
    s.add(["瀚澜数据 智算中心 GPU服务器出租报价单"], "title")
    s.add(["更新：2026-12-01　报价均含6%增值税专票；“节点”即整台服务器"], "sub")
    s.add([])
    s.add(["序号", "服务商", "加速卡", "单节点卡数", "可租节点", "租赁价格", "计费单元", "GPU互联", "RDMA网络", "本地盘", "断点续训", "备注"])
    s.add(["1", V, "NVIDIA H100 80GB HBM3 (SXM)", "8", "4", "9.15", "卡·小时", "NVLink", "IB NDR 8×400Gb", "8×3.84T", "是", ""], "h100")
    s.add(["2", V, "A100-SXM4-80G", "8", "6", "42,800", "台·月", "NVLink", "RoCE 4×200G", "4×3.84T", "是", ""], "a100")
    s.add(["3", V, "L40S", "8", "5", "58.5", "卡·日", "PCIe", "25G以太网", "2×3.84T", "否", ""], "l40s")
    s.add(["4", V, "GeForce RTX 4090 24G", "8", "12", "2,150", "节点·周", "PCIe", "万兆", "2×1.92T", "否", "周租起"], "4090")
    s.add(["5", V, "H20 141G", "8", "3", "1.98万", "卡·年", "NVLink", "RoCE 4×400G", "4×3.84T", "是", "年付"], "h20")
    s.add(["6", V, "A800 80GB PCIe", "4", "2", "4.60", "卡·小时", "PCIe", "RoCE 2×100G", "2×3.84T", "是", "4卡机"], "a800")
    s.add(["7", V, "V100 32G SXM2", "8", "—", "面议", "台·月", "NVLink", "万兆", "1×1.92T", "否", "老机型"], "v100")
    s.add(["8", V, "Ascend 910B", "8", "0", "已租满", "台·月", "HCCS", "RoCE 8×200G", "2×7.68T", "是", "下批预计1月到货"], "910b")
    s.add([])
    nodes = 4 + 6 + 5 + 12 + 3 + 2
    s.add(["合计", "", "", "", str(nodes), "", "", "", "", "", "", ""], "total")
    note = "注：1.“卡·”为每张卡计价，“台·/节点·”为整台计价；2.面议项请联系客户经理；3.卡·年价格须一次性预付全年。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=12)
    r = s.at
    q = [
        quote(r["h100"], V, "H100-80G-SXM", 8, 4, 9.15, intra="nvlink", inter="ib", resume=True,
              cell="9.15 | 计费单元 卡·小时", how="per card-hour"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 6, 42800 / M8, intra="nvlink", inter="roce", resume=True,
              cell="42,800 | 台·月", how="42800 per machine-month / (720 x 8) = 7.430556"),
        quote(r["l40s"], V, "L40S-48G", 8, 5, 58.5 / D, intra="pcie", inter="ethernet", resume=False,
              cell="58.5 | 卡·日", how="58.5 per card-day / 24 = 2.4375"),
        quote(r["4090"], V, "RTX4090-24G", 8, 12, 2150 / (W * 8), intra="pcie", inter="ethernet", resume=False,
              cell="2,150 | 节点·周", how="2150 per machine-week / (168 x 8) = 1.599702"),
        quote(r["h20"], V, "H20-141G", 8, 3, 19800 / Y, min_hours=8760, intra="nvlink", inter="roce", resume=True,
              cell="1.98万 | 卡·年", how="19800 per card-year / 8760 = 2.260274; a year's commitment"),
        quote(r["a800"], V, "A800-80G-PCIe", 4, 2, 4.60, intra="pcie", inter="roce", resume=True,
              cell="4.60 | 卡·小时", how="per card-hour; 4-GPU machine"),
    ]
    cp = [refuse(r["v100"], V, "V100-32G", "面议", "price to be negotiated: no number"),
          refuse(r["910b"], V, "Ascend910B-64G", "已租满", "fully rented: no price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["sub"], s.rows[1][0], "sub-title line"),
          other(r["total"], "合计 | %d" % nodes, "totals row"), other(r["note"], note, "notes row")]
    expected(name, "IDC rate sheet saved from Excel as GBK CSV with CRLF: two title lines and a spacer above the header; "
                   "unit column headed '计费单元' holding 卡·小时 / 台·月 / 卡·日 / 节点·周 / 卡·年; 万, comma thousands; "
                   "面议 and 已租满 rows; blank spacer, totals and notes rows", q, cp, nq, "gbk")


# ================================================================== 02 formal workbook: cover, terms, two price sheets
def p02():
    name = "02_xingyao_quote_workbook.xlsx"
    V = "星曜智算科技（杭州）有限公司"
    AL = ["星曜智算科技", "星曜智算"]
    cover = {1: ["星曜智算科技（杭州）有限公司"], 3: ["GPU 算力服务 报价书"], 5: ["报价编号：XY-Q-20261202-07"],
             6: ["客户：某大模型创业公司"], 7: ["报价日期", Num(46358, "date")], 9: ["销售经理：陈先生 138-0000-0000"]}
    terms = {1: ["报价说明"], 2: ["1. 本报价书各机房页均为整机（整台服务器）月租单价，不含税。"],
             3: ["2. 季付、半年付、年付须签订3个月、6个月、12个月的租用合同，按月结算。"],
             4: ["3. 交付：合同签订后7个工作日内完成交付与验收。"], 5: ["4. SLA：单机故障4小时内更换同配置整机。"]}
    HDR1 = ["序号", "GPU型号", "整机配置", None, None, "单机卡数", "可供台数", "整机月租（元/台/月）", None, None, None, "备注"]
    HDR2 = [None, None, "CPU", "内存", "存储", None, None, "月付", "季付（3个月）", "半年付（6个月）", "年付（12个月）"]
    MER = ["A3:A4", "B3:B4", "C3:E3", "F3:F4", "G3:G4", "H3:K3", "L3:L4"]
    WID = [5, 16, 12, 8, 14, 9, 9, 10, 12, 13, 13, 16]
    terms_h = ["月付", "季付（3个月）", "半年付（6个月）", "年付（12个月）"]
    mins = [None, 2160, 4320, 8640]

    def tier(v):
        return Num(v, "int") if isinstance(v, int) else v

    # --- 华东 sheet
    S1 = "华东-杭州机房"
    e_specs = [  # row, no, gpu, cpu, ram, disk, gpn, nodes, tiers (per machine-month), gpu id
        (5, 1, "H800 80G SXM5", "2×8468", "2TB", "8×3.84T NVMe", 8, 5, [59800, 57500, 55200, 52900], "H800-80G-SXM"),
        (6, 2, "A800 80G SXM4", "2×8358", "1TB", "4×3.84T NVMe", 8, 8, [36000, 34560, 33120, 31680], "A800-80G-SXM"),
        (7, 3, "L20 48G", "2×6430", "512GB", "2×3.84T NVMe", 8, 10, [13680, 13248, "—", "—"], "L20-48G"),
        (8, 4, "RTX 4090 24G", "2×7763", "512GB", "2×1.92T NVMe", 8, 20, [9600, 9216, 8928, 8640], "RTX4090-24G"),
    ]
    east = {1: ["华东（杭州）机房 整机租赁价格"], 2: ["币种：人民币；单位见表头；整台交付"], 3: HDR1, 4: HDR2}
    for row, no, g, cpu, ram, disk, gpn, nodes, tiers, _ in e_specs:
        east[row] = [no, g, cpu, ram, disk, gpn, nodes] + [tier(t) for t in tiers] + [""]
    east[10] = ["合计", None, None, None, None, None, Formula("SUM(G5:G8)", 43)]
    note1 = "注：季付/半年付/年付须签订对应期限合同；“—”表示该期限暂不提供。"
    east[11] = [note1]
    # --- 华北 sheet
    S2 = "华北-乌兰察布机房"
    n_specs = [
        (5, 1, "H20 96G", "2×8480+", "2TB", "4×3.84T NVMe", 8, 6, [25920, 24480, "—", 22320], "H20-96G"),
        (6, 2, "Ascend 910B 64G", "4×鲲鹏920", "1.5TB", "2×7.68T NVMe", 8, 10, [23040, 21600, 20736, 19584], "Ascend910B-64G"),
    ]
    north = {1: ["华北（乌兰察布）机房 整机租赁价格"], 2: ["币种：人民币；单位见表头；整台交付"], 3: HDR1, 4: HDR2}
    for row, no, g, cpu, ram, disk, gpn, nodes, tiers, _ in n_specs:
        north[row] = [no, g, cpu, ram, disk, gpn, nodes] + [tier(t) for t in tiers] + [""]
    north[7] = [3, "A100 40G PCIe", "2×8358", "1TB", "4×3.84T NVMe", 8, 2, "面议", None, None, None, "库存少量"]
    north[9] = ["合计", None, None, None, None, None, Formula("SUM(G5:G7)", 18)]
    write_xlsx(name, [("封面", cover, ["A1:F1", "A3:F3"], [40, 14]), ("报价说明", terms, [], [80]),
                      (S1, east, MER + ["A1:L1", "A2:L2", "A11:L11"], WID),
                      (S2, north, MER + ["A1:L1", "A2:L2", "H7:K7"], WID)], creator="星曜智算 销售部")
    q = []
    for S, specs in ((S1, e_specs), (S2, n_specs)):
        for row, no, g, cpu, ram, disk, gpn, nodes, tiers, gid in specs:
            for t, mh, h in zip(tiers, mins, terms_h):
                if not isinstance(t, int):
                    continue
                q.append(quote(row, V, gid, gpn, nodes, t / M8, sheet=S, aliases=AL, min_hours=mh,
                               cell="整机月租（元/台/月） %s = %s" % (h, format(t, ",")),
                               how="%d per machine-month / (720 x 8) = %.6f%s" % (t, t / M8, "" if mh is None else "; term %d h" % mh)))
    cp = [refuse(7, V, "A100-40G-PCIe", "面议 (merged over H7:K7)", "price to be negotiated: no number", sheet=S2)]
    nq = [other(1, east[1][0], "title", sheet=S1), other(2, east[2][0], "explanation line", sheet=S1),
          other(4, "second header row (CPU | 内存 | 存储 | 月付 | 季付 ...)", "second header row", sheet=S1),
          other(10, "合计 | 43", "totals row (formula)", sheet=S1), other(11, note1, "notes row", sheet=S1),
          other(1, north[1][0], "title", sheet=S2), other(2, north[2][0], "explanation line", sheet=S2),
          other(4, "second header row", "second header row", sheet=S2), other(9, "合计 | 18", "totals row (formula)", sheet=S2)]
    expected(name, "Formal quote workbook, four sheets: cover (the only place the vendor is named), a terms sheet, then TWO "
                   "price sheets (one per data centre) with the same two-row header: merged group cells 整机配置 and "
                   "整机月租（元/台/月） over tier columns 月付 / 季付（3个月） / 半年付（6个月） / 年付（12个月）, every tier a "
                   "per-machine-month price; numeric cells, '—' tiers not offered, a 面议 cell merged across all tiers, SUM "
                   "totals rows and a notes row", q, cp, nq)


# ================================================================== 03 WeChat group paste, TSV
def p03():
    name = "03_wechat_group_quotes.tsv"
    A, B, C = "云栖算力", "北辰智算", "南湖云"
    s = Sheet()
    s.add(["今日群内报价汇总（12.02）仅供参考👇"], "title")
    s.add(["供应商", "型号", "机型", "总卡数", "台数", "报价", "备注"])
    s.add([A, "4090", "8卡机", "64", "8", "1.65/卡/时", "现货"], "4090")
    s.add(["", "4090D", "8卡机", "32", "4", "1.1w/台/月", "月付"], "4090d")
    s.add(["", "A100 80G", "8卡 SXM", "16", "2", "4.2/卡/时"], "a100")
    s.add([])
    s.add([B, "H100", "8卡 SXM5", "24", "3", "8.8/卡/时", "包月价"], "h100")
    s.add(["", "H20 141G", "8卡", "8", "1", "2.3w/台/月"], "h20")
    s.add(["", "L40S", "4卡机", "20", "5", "2.6/卡/时", "可拆单卡"], "l40s")
    s.add(["", "H200", "8卡", "16", "2", "私聊"], "h200")
    s.add([])
    s.add([C, "3090", "8卡机", "40", "5", "0.95/卡/时", "千兆网"], "3090")
    s.add(["", "A6000", "8卡", "8", "1", "1.3-1.5/卡/时", "看量"], "a6000")
    write_text(name, s, "utf-8", "\t", "\n")
    r = s.at
    q = [
        quote(r["4090"], A, "RTX4090-24G", 8, 8, 1.65, cell="1.65/卡/时; 总卡数 64, 台数 8, 8卡机", how="per card-hour; 64 / 8 = 8 per machine"),
        quote(r["4090d"], A, "RTX4090D-24G", 8, 4, 11000 / M8, cell="1.1w/台/月 (供应商 blank = 云栖算力)",
              how="w = 万: 11000 per machine-month / 5760 = 1.909722"),
        quote(r["a100"], A, "A100-80G-SXM", 8, 2, 4.2, cell="4.2/卡/时; 机型 8卡 SXM", how="SXM from 机型; short row"),
        quote(r["h100"], B, "H100-80G-SXM", 8, 3, 8.8, cell="8.8/卡/时 | 包月价", how="card-hour rate of the monthly plan"),
        quote(r["h20"], B, "H20-141G", 8, 1, 23000 / M8, cell="2.3w/台/月", how="23000 / 5760 = 3.993056"),
        quote(r["l40s"], B, "L40S-48G", 4, 5, 2.6, cell="2.6/卡/时; 4卡机, 20 cards / 5 machines", how="per card-hour"),
        quote(r["3090"], C, "RTX3090-24G", 8, 5, 0.95, inter="ethernet", cell="0.95/卡/时; 40 / 5", how="per card-hour"),
    ]
    cp = [refuse(r["h200"], B, "H200-141G", "私聊", "no price: ask privately"),
          refuse(r["a6000"], C, "A6000-48G", "1.3-1.5/卡/时", "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title line of the paste")]
    expected(name, "Quotes pasted from a WeChat group into a text file: TAB-separated, UTF-8, LF, an emoji title line, "
                   "ragged rows, empty lines between suppliers, supplier written once per block (fill-down); '总卡数' is "
                   "the TOTAL card count beside 台数; chat spellings 'w' for 万 and '/卡/时' in the price; 私聊 and a range",
             q, cp, nq, "utf-8, tab-delimited")


# ================================================================== 04 English instance catalogue, on-demand + reserved
def p04():
    name = "04_partner_instances_usd.csv"
    A, B = "Aldergrove Cloud", "Tessellate GPU"
    s = Sheet()
    s.add(["GPU instance price list, collected 2026-12-01 (USD)"], "title")
    s.add(["Provider", "Instance", "Accelerators", "Interconnect", "Network", "On-demand ($/instance/hr)",
           "1-yr reserved ($/instance/hr)", "Notes"])
    s.add([A, "ag.8xh100", "8x H100 80GB SXM", "NVLink", "3200 Gbps InfiniBand", "22.32", "15.60", "bare metal"], "h100")
    s.add([A, "ag.4xl40s", "4x L40S 48GB", "PCIe", "100 Gbps Ethernet", "6.84", "4.80", ""], "l40s")
    s.add([A, "ag.1xa10", "1x A10 24GB", "—", "25 Gbps Ethernet", "0.76", "—", "single GPU"], "a10")
    s.add([B, "ts-h200-8", "8 x NVIDIA H200 141GB", "NVLink", "3.2 Tbps RoCE", "$30.16", "$21.44", ""], "h200")
    s.add([B, "ts-a100-2", "2 x A100 80GB PCIe", "PCIe", "—", "$3.38", "—", "2-GPU VM"], "a100")
    s.add([B, "ts-b200-8", "8 x B200 180GB", "NVLink", "InfiniBand", "Contact sales", "Contact sales", "allocation only"], "b200")
    s.add([B, "ts-4090-1", "1 x RTX 4090 24GB", "—", "—", "$0.44", "$0.31", ""], "4090")
    note = "Prices are per instance per hour, billed per second. Reserved prices require a one-year commitment."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [
        quote(r["h100"], A, "H100-80G-SXM", 8, usd=22.32, unit="node_hour", intra="nvlink", inter="ib",
              cell="On-demand ($/instance/hr) 22.32; 8x H100", how="USD 2.79 per GPU-hour"),
        quote(r["h100"], A, "H100-80G-SXM", 8, usd=15.60, unit="node_hour", min_hours=8760, intra="nvlink", inter="ib",
              cell="1-yr reserved 15.60", how="USD 1.95 per GPU-hour; one-year commitment"),
        quote(r["l40s"], A, "L40S-48G", 4, usd=6.84, unit="node_hour", intra="pcie", inter="ethernet",
              cell="6.84 per 4-GPU instance-hour", how="USD 1.71 per GPU-hour"),
        quote(r["l40s"], A, "L40S-48G", 4, usd=4.80, unit="node_hour", min_hours=8760, intra="pcie", inter="ethernet",
              cell="1-yr reserved 4.80", how="USD 1.20 per GPU-hour"),
        quote(r["a10"], A, "A10-24G", 1, usd=0.76, unit="gpu_hour", inter="ethernet",
              cell="0.76 per 1-GPU instance-hour", how="one GPU: the instance price is the GPU price"),
        quote(r["h200"], B, "H200-141G", 8, usd=30.16, unit="node_hour", intra="nvlink", inter="roce",
              cell="$30.16 per 8-GPU instance-hour", how="USD 3.77 per GPU-hour"),
        quote(r["h200"], B, "H200-141G", 8, usd=21.44, unit="node_hour", min_hours=8760, intra="nvlink", inter="roce",
              cell="1-yr reserved $21.44", how="USD 2.68 per GPU-hour"),
        quote(r["a100"], B, "A100-80G-PCIe", 2, usd=3.38, unit="node_hour", intra="pcie",
              cell="$3.38 per 2-GPU VM-hour", how="USD 1.69 per GPU-hour"),
        quote(r["4090"], B, "RTX4090-24G", 1, usd=0.44, unit="gpu_hour", cell="$0.44 per 1-GPU instance-hour"),
        quote(r["4090"], B, "RTX4090-24G", 1, usd=0.31, unit="gpu_hour", min_hours=8760, cell="1-yr reserved $0.31"),
    ]
    cp = [refuse(r["b200"], B, "B200-180G", "Contact sales | Contact sales", "no price: contact sales")]
    nq = [other(r["title"], s.rows[0][0], "title line"), other(r["note"], note, "notes row")]
    expected(name, "English partner price list (UTF-8, LF): GPU count and model only in an 'Accelerators' cell ('8x H100 "
                   "80GB SXM', '2 x A100 80GB PCIe'), two price columns per row priced per INSTANCE-hour (on-demand and "
                   "1-yr reserved = one-year minimum), 8-, 4-, 2- and 1-GPU instances, $ in some cells, 'Contact sales'",
             q, cp, nq, "utf-8")


# ================================================================== 05 vendor only in the file name, spec cells, BOM CRLF
def p05():
    name = "05_云麓智算-GPU裸金属报价-2026.12.csv"
    V = "云麓智算"
    s = Sheet()
    s.add(["GPU裸金属服务器 租赁报价（2026年12月）"], "title")
    s.add([])
    s.add(["机型配置", "现货台数", "整机月租(元/台/月)", "折合(元/卡/时)", "交付", "备注"])
    s.add(["8*H800 80G SXM / 2*Xeon 8468 / 2TB / 8*3.84TB NVMe / 8*400G IB", "4", "61,200", "10.63", "现货", ""], "h800")
    s.add(["H100 SXM 80G ×8｜NVSwitch｜2T内存｜4×7.68T NVMe｜RoCE 4×200G", "2", "", "9.20", "3天", "只报卡时价"], "h100")
    s.add(["4卡 L40S 48G\n内存 512G\n系统盘 480G + 数据盘 2×3.84T NVMe\n25G 双口", "6", "9,360", "", "现货", ""], "l40s")
    s.add(["A800 80G PCIe 8张 + 1T + 4×3.84T + 100G RoCE", "3", "2.88万", "", "一周", ""], "a800")
    s.add(["RTX4090 24G*8卡 / 512G / 2T NVMe / 万兆", "10", "9,800", "1.70", "现货", ""], "4090")
    s.add(["Ascend 910B ×8 (HCCS) / 鲲鹏920 / 1.5T / 2×7.68T / 200GE RoCE×8", "5", "24,480", "4.25", "现货", "国产化项目优先"], "910b")
    s.add(["8*H200 141G / 2T / 8*3.84T / 8*400G IB", "0", "待询", "", "预约", ""], "h200")
    s.add(["2卡 A10 24G 虚拟机 / 128G / 1T", "8", "1,080", "", "现货", "每台即一个2卡虚拟机"], "a10")
    s.add([])
    note = "备注：整机月租按30天计；折合单卡时价仅供参考，以月租金为准。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=6)
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 4, 61200 / M8, inter="ib",
              cell="8*H800 80G SXM / ... | 61,200 | 折合 10.63", how="61200 / 5760 = 10.625 (the 折合 10.63 agrees)"),
        quote(r["h100"], V, "H100-80G-SXM", 8, 2, 9.20, intra="nvlink", inter="roce",
              cell="H100 SXM 80G ×8｜NVSwitch｜... | 折合 9.20", how="only the card-hour figure is given"),
        quote(r["l40s"], V, "L40S-48G", 4, 6, 9360 / (M * 4),
              cell="4卡 L40S 48G (multi-line) | 9,360", how="9360 / (720 x 4) = 3.25; '25G 双口' leaves RoCE vs plain Ethernet open, so inter_node is not checked"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, 3, 28800 / M8, inter="roce",
              cell="A800 80G PCIe 8张 + ... | 2.88万", how="28800 / 5760 = 5.0"),
        quote(r["4090"], V, "RTX4090-24G", 8, 10, 9800 / M8, inter="ethernet",
              cell="RTX4090 24G*8卡 / ... | 9,800 | 折合 1.70", how="9800 / 5760 = 1.701389"),
        quote(r["910b"], V, "Ascend910B-64G", 8, 5, 24480 / M8, intra="hccs", inter="roce",
              cell="Ascend 910B ×8 (HCCS) / ... | 24,480 | 折合 4.25", how="24480 / 5760 = 4.25"),
        quote(r["a10"], V, "A10-24G", 2, 8, 1080 / (M * 2), cell="2卡 A10 24G 虚拟机 | 1,080",
              how="per 2-GPU VM-month: 1080 / (720 x 2) = 0.75"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "待询", "no price: to be asked")]
    nq = [other(r["title"], s.rows[0][0], "title (names no vendor: the vendor is only in the file name)"),
          other(r["note"], note, "notes row")]
    expected(name, "Bare-metal quote, UTF-8 with BOM and CRLF, the vendor named ONLY in the file name; no GPU column: the "
                   "whole machine in one '机型配置' cell written several ways (8*, ×8, 8张, *8卡, 4卡, 2卡, one multi-line); "
                   "a per-machine-month column and a '折合(元/卡/时)' column, sometimes both (they agree), sometimes one; "
                   "万; 待询", q, cp, nq, "utf-8-sig")


# ================================================================== 06 reseller digest: merged vendor cells, total cards, later sheet
def p06():
    name = "06_lishan_channel_digest.xlsx"
    S = "渠道报价汇总"
    A, B, C = "骊山算力", "云梯科技", "逐光智算"
    info = {1: ["使用说明"], 2: ["1. 价格页“渠道商”为合并单元格，对应其下各行。"],
            3: ["2. “总卡数”为该渠道该型号可供的全部卡数（不是每台卡数）。"],
            4: ["3. 报价为渠道原话，单位以单元格内所写为准。"]}
    rows = {
        1: ["渠道报价汇总 2026-12-02（内部参考）"],
        2: ["渠道商", "GPU型号", "单台卡数", "总卡数", "租期", "报价", "机内互联", "组网"],
        3: [A, "H100 SXM 80G", 8, 32, "包月", "6.2万/台", "NVLink", "IB 8×400G"],
        4: [None, None, None, None, "包年", "均摊8.9元/卡/时", "NVLink", "IB 8×400G"],
        5: [None, "A800 SXM 80G", 8, 48, "包季", "11.2万/台/季", "NVLink", "IB 4×200G"],
        6: [None, "RTX4090 24G", 8, 160, "按量", "1.88元/卡时", "PCIe", "25G"],
        7: [B, "H20 96G", 8, 16, "包月", "折合 3.6 元/卡·时", "NVLink", "RoCE 2×200G"],
        8: [None, "L20 48G", 8, 24, "包月", "13,500/台/月", "PCIe", "25G"],
        9: [None, "A100 40G PCIe", 4, 12, "包周", "约合 2.35元/卡时", "PCIe", "万兆"],
        10: [C, "B200 180G", 8, 16, "包年", "面议", "NVLink", "IB 8×400G"],
        11: [C, "H200 141G", 8, 8, "包月", "8.1万~8.6万/台/月", "NVLink", "IB 8×400G"],
        13: ["合计", None, None, Formula("SUM(D3:D11)", 316, "int")],
        14: ["注：H100 一行的包月与包年为同一批机器（B3:D4 合并）；价格未经核实。"],
    }
    merges = ["A1:H1", "A3:A6", "A7:A9", "B3:B4", "C3:C4", "D3:D4", "A14:H14"]
    write_xlsx(name, [("使用说明", info, [], [70]), (S, rows, merges, [10, 16, 9, 8, 7, 20, 9, 13])], creator="渠道部")
    q = [
        quote(3, A, "H100-80G-SXM", 8, 4, 62000 / M8, sheet=S, intra="nvlink", inter="ib",
              cell="6.2万/台 | 包月 | 总卡数 32", how="62000 per machine-month / 5760 = 10.763889; nodes 32 / 8"),
        quote(4, A, "H100-80G-SXM", 8, 4, 8.9, sheet=S, min_hours=8760, intra="nvlink", inter="ib",
              cell="均摊8.9元/卡/时 | 包年 (A/B/C/D merged from row 3)", how="the yearly plan's card-hour equivalent"),
        quote(5, A, "A800-80G-SXM", 8, 6, 112000 / (QTR * 8), sheet=S, min_hours=2160, intra="nvlink", inter="ib",
              cell="11.2万/台/季 | 包季", how="112000 / (2160 x 8) = 6.481481; 48 / 8 = 6 machines"),
        quote(6, A, "RTX4090-24G", 8, 20, 1.88, sheet=S, intra="pcie", inter="ethernet",
              cell="1.88元/卡时 | 按量 | 总卡数 160", how="160 / 8 = 20 machines"),
        quote(7, B, "H20-96G", 8, 2, 3.6, sheet=S, intra="nvlink", inter="roce",
              cell="折合 3.6 元/卡·时 | 包月", how="the equivalent is per card-hour; 16 / 8 = 2"),
        quote(8, B, "L20-48G", 8, 3, 13500 / M8, sheet=S, intra="pcie", inter="ethernet",
              cell="13,500/台/月 | 包月", how="13500 / 5760 = 2.34375; 24 / 8 = 3"),
        quote(9, B, "A100-40G-PCIe", 4, 3, 2.35, sheet=S, intra="pcie", inter="ethernet",
              cell="约合 2.35元/卡时 | 包周", how="the equivalent is per card-hour; 12 / 4 = 3"),
    ]
    cp = [refuse(10, C, "B200-180G", "面议", "price to be negotiated: no number", sheet=S),
          refuse(11, C, "H200-141G", "8.1万~8.6万/台/月", "a price range, not one price", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(13, "合计 | 316", "totals row (formula)", sheet=S),
          other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Channel digest workbook: a usage sheet first, the table on the second sheet; vendor cells MERGED over "
                   "their rows (A3:A6, A7:A9), GPU / 单台卡数 / 总卡数 merged over two tier rows; 总卡数 is the total card "
                   "count beside 单台卡数 (machines = total / per machine); 租期 按量/包周/包月/包季/包年 beside prices that "
                   "carry their own unit ('6.2万/台', '11.2万/台/季') or an equivalent ('均摊 … 元/卡/时', '折合 …', "
                   "'约合 …'); 面议 and a 万~万 range; SUM totals and notes rows", q, cp, nq)


# ================================================================== 07 billing-mode column beside a clearer unit column, GBK
def p07():
    name = "07_qinghe_modes_units_gbk.csv"
    V = "清禾算力"
    s = Sheet()
    s.add(["厂商", "GPU", "卡数/台", "台数", "付费方式", "单价", "单价单位", "卡间互联", "集群网络", "支持断点续训"])
    s.add([V, "NVIDIA H800 SXM 80G", "8", "6", "包月", "7.95", "元/卡/时", "NVLink", "IB 8×400G", "是"], "h800")
    s.add(["", "A800 PCIe 80G", "8", "4", "包月", "29,520", "元/台/月", "PCIe", "RoCE 2×100G", "是"], "a800")
    s.add(["", "H20 96G", "8", "8", "包季", "7.2万", "元/台/季", "NVLink", "RoCE 4×200G", "是"], "h20")
    s.add(["", "L40S 48G", "8", "5", "包年", "2.45", "元/卡/时", "PCIe", "25GE", "否"], "l40s")
    s.add(["", "RTX4090 24G", "8", "10", "按量", "15.2", "元/台/时", "PCIe", "25GE", "否"], "4090")
    s.add(["", "A100 SXM 80G", "8", "3", "包年", "3.4万", "元/台/月", "NVLink", "IB 4×200G", "是"], "a100")
    s.add(["", "RTX 3090 24G", "8", "6", "包天", "190", "元/台/天", "PCIe", "千兆", "否"], "3090")
    s.add(["", "V100 32G SXM2", "8", "2", "包周", "1,380", "元/台/月", "NVLink", "万兆", "否"], "v100")
    s.add([])
    note = "说明：“付费方式”为结算周期，单价的计量以“单价单位”为准；包年按365天计。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=10)
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, 6, 7.95, intra="nvlink", inter="ib", resume=True,
              cell="包月 | 7.95 | 元/卡/时", how="the unit column says per card-hour: 7.95 (NOT 7.95 per card-month)"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, 4, 29520 / M8, intra="pcie", inter="roce", resume=True,
              cell="包月 | 29,520 | 元/台/月", how="29520 / 5760 = 5.125"),
        quote(r["h20"], V, "H20-96G", 8, 8, 72000 / (QTR * 8), min_hours=2160, intra="nvlink", inter="roce", resume=True,
              cell="包季 | 7.2万 | 元/台/季", how="72000 / (2160 x 8) = 4.166667; a quarter's commitment"),
        quote(r["l40s"], V, "L40S-48G", 8, 5, 2.45, min_hours=8760, intra="pcie", inter="ethernet", resume=False,
              cell="包年 | 2.45 | 元/卡/时", how="card-hour rate on a yearly plan"),
        quote(r["4090"], V, "RTX4090-24G", 8, 10, 15.2 / 8, intra="pcie", inter="ethernet", resume=False,
              cell="按量 | 15.2 | 元/台/时", how="15.2 per machine-hour / 8 = 1.9"),
        quote(r["a100"], V, "A100-80G-SXM", 8, 3, 34000 / M8, min_hours=8760, intra="nvlink", inter="ib", resume=True,
              cell="包年 | 3.4万 | 元/台/月", how="a monthly machine rate on a yearly plan: 34000 / 5760 = 5.902778"),
        quote(r["3090"], V, "RTX3090-24G", 8, 6, 190 / (D * 8), intra="pcie", inter="ethernet", resume=False,
              cell="包天 | 190 | 元/台/天", how="190 / (24 x 8) = 0.989583"),
    ]
    cp = [refuse(r["v100"], V, "V100-32G", "付费方式 包周 | 1,380 | 元/台/月",
                 "conflicting period: billing mode says weekly but the unit column says per machine-month "
                 "(1.03 vs 0.24 CNY/GPU-h) - flag the row, do not guess")]
    nq = [other(r["note"], note, "notes row")]
    expected(name, "Vendor sheet saved as GBK CSV with CRLF: a '付费方式' billing-mode column (按量/包天/包月/包季/包年) beside "
                   "a clearer '单价单位' column (元/卡/时, 元/台/月, 元/台/季 ...) that must win; vendor written once and "
                   "left blank below; one row whose billing mode and unit contradict", q, cp, nq, "gbk")


# ================================================================== 08 bilingual partner sheet, table on the third sheet
def p08():
    name = "08_partner_rates_bilingual.xlsx"
    S = "Rates 价格"
    A, B = "Ironbark Compute", "铁杉算力"
    cover = {1: ["Partner GPU capacity 合作伙伴GPU资源"], 3: ["Prepared for 致：采购部 Procurement"], 4: ["Date 日期: 2026-12-02"]}
    terms = {1: ["Terms 条款"], 2: ["1. USD rows are billed by Ironbark Compute (HK); CNY rows by 铁杉算力 (mainland)."],
             3: ["2. 价格不含税 Prices exclude tax."], 4: ["3. Quotes valid 14 days 报价14天内有效."]}
    rows = {
        1: ["Partner GPU rate sheet 合作伙伴GPU价格表 (Dec 2026)"],
        3: ["Vendor 供应商", "GPU model 型号", "GPUs/server 每台卡数", "Servers 台数", "Price 价格", "Unit 单位",
            "Currency 币种", "Fabric 组网", "Remark 备注"],
        4: ["Hong Kong 香港"],
        5: [A, "H100 SXM5 80GB", "8", "3", "2.55", "per GPU-hour 每卡每小时", "USD", "InfiniBand 8×400G", ""],
        6: [A, "A100 SXM4 40GB", "8", "2", "9.60", "per server-hour 每台每小时", "USD", "RoCE 4×200G", ""],
        7: [A, "L40S 48GB", "4", "4", "1,980", "per server-month 每台每月", "USD", "Ethernet 100G", "monthly"],
        8: ["Mainland 中国大陆"],
        9: [B, "H800 80G", "8", "5", "7.60", "每卡每小时 per GPU-hour", "CNY 人民币", "IB 8×400G", ""],
        10: [B, "910B", "8", "4", "3.2万", "每台每月 per server-month", "CNY 人民币", "RoCE 8×200G", "昇腾"],
        11: [B, "RTX 4090D", "8", "6", "TBD 待定", "每卡每小时 per GPU-hour", "CNY 人民币", "25GE", ""],
        13: ["Total servers 合计台数", None, None, "24"],
        14: ["Note 注: all numbers are as the partner quoted; no currency conversion 未做币种换算."],
    }
    write_xlsx(name, [("Cover 封面", cover, [], [50]), ("Terms 条款", terms, [], [80]),
                      (S, rows, ["A1:I1", "A4:I4", "A8:I8", "A14:I14"], [18, 16, 12, 10, 10, 24, 12, 18, 10])],
               creator="Procurement")
    q = [
        quote(5, A, "H100-80G-SXM", 8, 3, sheet=S, usd=2.55, unit="gpu_hour", inter="ib",
              cell="2.55 | per GPU-hour 每卡每小时 | USD"),
        quote(6, A, "A100-40G-SXM", 8, 2, sheet=S, usd=9.60, unit="node_hour", inter="roce",
              cell="9.60 | per server-hour 每台每小时 | USD", how="USD 1.20 per GPU-hour"),
        quote(7, A, "L40S-48G", 4, 4, sheet=S, usd=1980, unit="node_month", inter="ethernet",
              cell="1,980 (text) | per server-month 每台每月 | USD", how="USD 1980 / (720 x 4) = 0.6875 per GPU-hour"),
        quote(9, B, "H800-80G-SXM", 8, 5, 7.60, sheet=S, inter="ib",
              cell="7.60 | 每卡每小时 | CNY", how="plain H800 -> SXM part, with a warning"),
        quote(10, B, "Ascend910B-64G", 8, 4, 32000 / M8, sheet=S, inter="roce",
              cell="3.2万 | 每台每月 | CNY", how="32000 / 5760 = 5.555556; '910B' + remark 昇腾"),
    ]
    cp = [refuse(11, B, "RTX4090D-24G", "TBD 待定", "no price yet (TBD)", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(4, rows[4][0], "section label row", sheet=S),
          other(8, rows[8][0], "section label row", sheet=S), other(13, "Total servers 合计台数 | 24", "totals row", sheet=S),
          other(14, rows[14][0], "notes row", sheet=S)]
    expected(name, "Procurement's partner workbook: cover and terms sheets first, the table on the third sheet; every "
                   "header cell bilingual in one cell ('GPUs/server 每台卡数', 'Unit 单位'); all numbers stored as text; a "
                   "currency column (USD and CNY rows); bilingual unit phrases (per server-month 每台每月); section label "
                   "rows, blank spacer, totals and notes rows; plain H800; TBD", q, cp, nq)


# ================================================================== 09 tiers in rows, fill-down
def p09():
    name = "09_dongting_term_rows.csv"
    V = "洞庭智算"
    s = Sheet()
    s.add(["洞庭智算 长租阶梯价（含税）"], "title")
    s.add(["资源提供方", "GPU型号", "每台卡数", "租期", "整机价格（元/台/月）", "单卡小时价（元）", "说明"])
    s.add([V, "H100 SXM 80G", "8", "1个月", "63,360", "", ""], "h1")
    s.add(["", "", "", "3个月", "60,480", "", ""], "h3")
    s.add(["", "", "", "6个月", "57,600", "", ""], "h6")
    s.add(["", "", "", "12个月", "54,720", "", "可季付"], "h12")
    s.add([V, "A800 SXM 80G", "8", "1个月", "36,864", "", ""], "a1")
    s.add(["", "", "", "12个月", "33,408", "", ""], "a12")
    s.add([V, "RTX4090 24G", "8", "按小时", "", "1.85", "随用随停"], "g0")
    s.add(["", "", "", "1个月", "9,792", "", ""], "g1")
    s.add([V, "L20 48G", "4", "1个月", "7,200", "", "4卡机"], "l1")
    s.add(["", "", "", "6个月", "面议", "", ""], "l6")
    note = "说明：GPU型号、每台卡数为空表示同上一行；3个月及以上租期按合同期限锁价，按月付款。"
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n", width=7)
    r = s.at

    def t(tag, gid, gpn, price, mh, cell, how):
        return quote(r[tag], V, gid, gpn, None, price, min_hours=mh, cell=cell, how=how)

    q = [
        t("h1", "H100-80G-SXM", 8, 63360 / M8, None, "1个月 | 63,360", "63360 / 5760 = 11.0"),
        t("h3", "H100-80G-SXM", 8, 60480 / M8, 2160, "3个月 | 60,480 (GPU blank = same as above)", "60480 / 5760 = 10.5; 3-month term"),
        t("h6", "H100-80G-SXM", 8, 57600 / M8, 4320, "6个月 | 57,600", "57600 / 5760 = 10.0; 6-month term"),
        t("h12", "H100-80G-SXM", 8, 54720 / M8, 8640, "12个月 | 54,720", "54720 / 5760 = 9.5; 12-month term"),
        t("a1", "A800-80G-SXM", 8, 36864 / M8, None, "1个月 | 36,864", "36864 / 5760 = 6.4"),
        t("a12", "A800-80G-SXM", 8, 33408 / M8, 8640, "12个月 | 33,408", "33408 / 5760 = 5.8"),
        t("g0", "RTX4090-24G", 8, 1.85, None, "按小时 | 单卡小时价 1.85", "per card-hour (header 单卡小时价)"),
        t("g1", "RTX4090-24G", 8, 9792 / M8, None, "1个月 | 9,792", "9792 / 5760 = 1.7"),
        t("l1", "L20-48G", 4, 7200 / (M * 4), None, "1个月 | 7,200 | 每台卡数 4", "7200 / (720 x 4) = 2.5"),
    ]
    cp = [refuse(r["l6"], V, "L20-48G", "6个月 | 面议", "price to be negotiated: no number")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Long-term price ladder, UTF-8 CSV with LF: tiers in ROWS (租期 1个月/3个月/6个月/12个月/按小时) with the "
                   "GPU and card count left blank below the first row of each GPU; two price columns whose headers carry "
                   "the basis (整机价格（元/台/月）, 单卡小时价（元）); 面议", q, cp, nq, "utf-8")


# ================================================================== 10 万元 in the header, month + year columns, vendor in title
def p10():
    name = "10_jinyun_wanyuan_rates.xlsx"
    S = "租赁价格"
    V = "金云智算"
    rows = {
        1: ["金云智算 算力服务器租赁价格表（2026年12月）"],
        2: ["服务器型号", "GPU", "卡数", "可租台数", "月租金（万元/台）", "年租金（万元/台）", "网络", "说明"],
        3: ["GX-880", "H800 SXM 80G", 8, 4, 5.9, 62.4, "IB 400G×8", ""],
        4: ["GX-A80", "A800 SXM 80G", 8, 6, 3.45, 36, "IB 200G×4", ""],
        5: ["GX-H20", "H20 141G", 8, 4, 2.6, "—", "RoCE 2×400G", "仅月租"],
        6: ["GX-L40S", "L40S 48G", 8, 5, 1.55, 16.8, "25G", ""],
        7: ["GX-4090", "RTX 4090 24G", 8, 12, 1.02, 10.8, "万兆", ""],
        8: ["GX-910", "昇腾910B 64G", 8, 8, 2.3, "按需定制", "RoCE 8×200G", "年租需定制方案"],
        10: ["合计", None, None, Formula("SUM(D3:D8)", 39)],
        11: ["注：年租金须一年一付，合同期一年；月租金按自然月30天计；价格不含税。"],
    }
    terms = {1: ["付款方式"], 2: ["月租：每月5日前支付当月租金"], 3: ["年租：签约后一次性支付全年租金"]}
    write_xlsx(name, [(S, rows, ["A1:H1", "A11:H11"], [12, 16, 6, 9, 16, 16, 14, 16]), ("付款方式", terms, [], [50])],
               creator="金云智算")
    Y8 = Y * 8
    specs = [(3, "H800-80G-SXM", 4, 5.9, 62.4, "ib"), (4, "A800-80G-SXM", 6, 3.45, 36, "ib"), (5, "H20-141G", 4, 2.6, None, "roce"),
             (6, "L40S-48G", 5, 1.55, 16.8, "ethernet"), (7, "RTX4090-24G", 12, 1.02, 10.8, "ethernet"),
             (8, "Ascend910B-64G", 8, 2.3, None, "roce")]
    q = []
    for row, gid, nodes, mo, yr, net in specs:
        q.append(quote(row, V, gid, 8, nodes, mo * 10000 / M8, sheet=S, inter=net,
                       cell="月租金（万元/台） %s" % mo, how="%s万 = %d per machine-month / 5760 = %.6f" % (mo, round(mo * 10000), mo * 10000 / M8)))
        if yr is not None:
            q.append(quote(row, V, gid, 8, nodes, yr * 10000 / Y8, sheet=S, min_hours=8760, inter=net,
                           cell="年租金（万元/台） %s" % yr,
                           how="%s万 = %d per machine-year / (8760 x 8) = %.6f; a year's commitment" % (yr, round(yr * 10000), yr * 10000 / Y8)))
    cp = [refuse(8, V, "Ascend910B-64G", "年租金（万元/台） 按需定制",
                 "no yearly price (custom plan); the monthly price on this row still imports", sheet=S)]
    nq = [other(1, rows[1][0], "title (the only place the vendor is named)", sheet=S),
          other(10, "合计 | 39", "totals row (formula)", sheet=S), other(11, rows[11][0], "notes row", sheet=S)]
    expected(name, "Vendor workbook, vendor only in the title: two price columns whose header carries both the basis and "
                   "the magnitude ('月租金（万元/台）' = 10,000 CNY per machine-month, '年租金（万元/台）' per machine-year), "
                   "plain numeric cells such as 5.9 and 62.4; '—' and a words cell (按需定制) in the yearly column beside a "
                   "monthly price that still imports; SUM totals, notes, a payment-terms sheet", q, cp, nq)


# ================================================================== 11 cloud console export, GBK, per-instance catalogue price
def p11():
    name = "11_panshi_console_export_gbk.csv"
    V = "磐石云"
    s = Sheet()
    s.add(["磐石云 GPU云服务器 目录价导出 2026-12-01 10:32"], "title")
    s.add(["产品名称", "实例规格", "地域", "计费周期", "目录价(￥/实例)", "库存状态"])
    s.add(["GPU计算型 gn8-h800", "H800 SXM 80GB×8 / 2TB / 8×3.84TB", "华东2", "小时", "￥95.20", "充足"], "h800")
    s.add(["GPU计算型 gn4-l20", "L20 48GB×4 / 512GB", "华东2", "月", "￥9,360.00", "充足"], "l20")
    s.add(["GPU渲染型 gn1-4090", "RTX 4090 24GB×1 / 64GB", "华南1", "小时", "￥2.10", "紧张"], "4090")
    s.add(["GPU计算型 gn8-a800", "A800 80GB PCIe ×8 / 1TB", "华北3", "周", "￥6,720.00", "充足"], "a800")
    s.add(["GPU推理型 gn2-a10", "A10 24GB ×2 / 128GB", "华南1", "日", "￥86.40", "充足"], "a10")
    s.add(["GPU计算型 gn8-h20", "H20 96GB ×8 / 2TB", "华北3", "年", "￥262,800.00", "充足"], "h20")
    s.add(["GPU计算型 gn8-h200", "H200 141GB ×8 / 2TB", "华东2", "小时", "-", "售罄"], "h200")
    s.add(["共7条记录"], "count")
    write_text(name, s, "gbk", ",", "\r\n")
    r = s.at
    q = [
        quote(r["h800"], V, "H800-80G-SXM", 8, None, 95.20 / 8, cell="目录价(￥/实例) ￥95.20 | 计费周期 小时 | ×8",
              how="per 8-GPU instance-hour / 8 = 11.9"),
        quote(r["l20"], V, "L20-48G", 4, None, 9360 / (M * 4), cell="￥9,360.00 | 月 | L20 48GB×4",
              how="per 4-GPU instance-month: 9360 / 2880 = 3.25"),
        quote(r["4090"], V, "RTX4090-24G", 1, None, 2.10, cell="￥2.10 | 小时 | ×1", how="one-GPU instance"),
        quote(r["a800"], V, "A800-80G-PCIe", 8, None, 6720 / (W * 8), cell="￥6,720.00 | 周 | ×8",
              how="per instance-week: 6720 / (168 x 8) = 5.0"),
        quote(r["a10"], V, "A10-24G", 2, None, 86.4 / (D * 2), cell="￥86.40 | 日 | ×2", how="86.4 / (24 x 2) = 1.8"),
        quote(r["h20"], V, "H20-96G", 8, None, 262800 / (Y * 8), min_hours=8760, cell="￥262,800.00 | 年 | ×8",
              how="per instance-year: 262800 / (8760 x 8) = 3.75; a year's commitment"),
    ]
    cp = [refuse(r["h200"], V, "H200-141G", "- | 库存状态 售罄", "no price: sold out")]
    nq = [other(r["title"], s.rows[0][0], "title (the only place the vendor is named)"),
          other(r["count"], "共7条记录", "record-count footer")]
    expected(name, "Cloud console price export, GBK CSV with CRLF: vendor only in the title; GPU model and count only in "
                   "the 实例规格 cell ('H800 SXM 80GB×8 / 2TB'); the price header says it is per instance "
                   "('目录价(￥/实例)') and a 计费周期 column gives the period in one word (小时/日/周/月/年); ￥ and "
                   "comma thousands inside quoted cells; a sold-out row; a record-count footer", q, cp, nq, "gbk")


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11):
        f()
    print("written to", OUT)
