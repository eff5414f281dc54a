#!/usr/bin/env python3
"""Held-out set 7 for ComputeCheck's quote importer: 10 GPU-rental quote files, each with
FILE.expected.json beside it.  Run:  python3 make_files.py   (writes into this folder)

All vendors are fictitious. Every expected number is worked out by hand from what the cells
say (the arithmetic is in the comments and in each row's "how"), never from the app:
  day = 24 h, week = 168 h, month = 720 h, quarter (包季 / 3 months) = 2160 h,
  6 months = 4320 h, 12 months = 8640 h, year (包年 / per year / 1-year term) = 8760 h.
Whole-machine prices are divided by the GPUs in one machine.
Row numbers: .xlsx = sheet row; .csv/.tsv = record number (blank lines count, a quoted
multi-line cell is one record).
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



Q6, T1 = 4320.0, 8760.0  # 6 months; a 1-year term


# ================================================================== 01 IDC workbook: cover, two-row merged header, tier columns
def p01():
    name = "01_yunlan_guian_idc_quote.xlsx"
    V, AL = "云岚数据科技（贵州）有限公司", ["云岚数据", "云岚数据科技", "云岚数据科技(贵州)有限公司"]
    cover = {
        1: ["云岚数据科技（贵州）有限公司"],
        3: ["云岚数据 · 贵安智算中心"],
        4: ["GPU服务器租赁 商务报价书"],
        6: ["报价编号：YL-GA-20261201-07"],
        7: ["客户：某大模型创业公司 基础设施组"],
        8: ["报价日期", Num(46357, "date")],
        10: ["联系人：韦先生　手机：138 0000 0000"],
    }
    S = "报价明细"
    rows = {
        1: ["贵安智算中心 GPU服务器租赁报价明细（含税，人民币）"],
        2: ["报价有效期：30天；租金按整台服务器计"],
        3: ["序号", "加速卡", "整机配置", None, None, "卡/台", "可交付台数", "租金（元/台·月）", None, None, "卡间互联", "集群网络", "断点续训"],
        4: [None, None, "CPU", "内存", "数据盘", None, None, "月付", "包季", "包年"],
        5: ["一、NVIDIA 训练机型"],
        # 60480/(720x8)=10.50  57600/5760=10.00  53280/5760=9.25
        6: [1, "H800 80GB SXM5", "2×Xeon 8468", "2TB", "8×3.84TB NVMe", 8, 5, Num(60480, "int"), Num(57600, "int"), Num(53280, "int"), "NVLink 900GB/s", "IB NDR 8×400G", "支持"],
        # 33120/5760=5.75  31680/5760=5.50  29520/5760=5.125
        7: [2, "A100 80GB SXM4", "2×Xeon 8358", "1TB", "4×3.84TB NVMe", 8, 3, Num(33120, "int"), Num(31680, "int"), Num(29520, "int"), "NVLink", "IB HDR 4×200G", "支持"],
        # 36000/5760=6.25  34560/5760=6.00  包年 not offered
        8: [3, "H20 141G", "2×Xeon 8480+", "2TB", "4×3.84TB NVMe", 8, 6, Num(36000, "int"), Num(34560, "int"), "—", "NVLink", "RoCE 4×200G", "支持"],
        9: ["二、推理及国产机型"],
        # 17280/5760=3.00  16416/5760=2.85  15552/5760=2.70
        10: [4, "L40S 48GB", "2×EPYC 9354", "768GB", "2×3.84TB NVMe", 8, 4, Num(17280, "int"), Num(16416, "int"), Num(15552, "int"), "PCIe", "RoCE 2×100G", "不支持"],
        # 25920/5760=4.50  24480/5760=4.25  23040/5760=4.00
        11: [5, "昇腾910B 64G", "4×鲲鹏920", "1TB", "4×3.84TB NVMe", 8, 10, Num(25920, "int"), Num(24480, "int"), Num(23040, "int"), "HCCS", "RoCE 8×200G", "支持"],
        12: [6, "B200 180GB", "2×Xeon 8570", "2TB", "8×3.84TB NVMe", 8, 2, "面议", "面议", "面议", "NVLink 5", "IB NDR 8×400G", "支持"],
        14: ["合计", None, None, None, None, None, Formula("SUM(G6:G12)", 5 + 3 + 6 + 4 + 10 + 2)],
        15: ["注：1. 表中租金为每台服务器每月价格；2. 包季须一次预付3个月；包年须签订一年期合同（按365天计）；3. “—”为该租期不提供；4. B200 视到货情况另行报价。"],
    }
    merges = ["A1:M1", "A2:M2", "A3:A4", "B3:B4", "C3:E3", "F3:F4", "G3:G4", "H3:J3", "K3:K4", "L3:L4", "M3:M4",
              "A5:M5", "A9:M9", "A14:F14", "A15:M15"]
    terms = {1: ["商务条款"], 2: ["项目", "内容"],
             3: ["计费", "按整台服务器计费，月付按自然月预付"],
             4: ["包季", "一次性预付三个月租金，期内不退租"],
             5: ["包年", "一年期合同，可按季度支付"],
             6: ["交付", "合同签订后7个工作日内交付"],
             7: ["SLA", "单机可用性99.5%，故障4小时内更换"]}
    write_xlsx(name, [("封面", cover, ["A1:F1", "A3:F3", "A4:F4"], [40, 14]),
                      (S, rows, merges, [5, 16, 13, 7, 15, 6, 10, 10, 10, 10, 14, 15, 9]),
                      ("商务条款", terms, [], [10, 50])], creator="云岚数据 商务部")
    specs = [  # row, gpu id, gpn, nodes, [月付, 包季, 包年] per machine-month, intra, inter, resume
        (6, "H800-80G-SXM", 8, 5, [60480, 57600, 53280], "nvlink", "ib", True),
        (7, "A100-80G-SXM", 8, 3, [33120, 31680, 29520], "nvlink", "ib", True),
        (8, "H20-141G", 8, 6, [36000, 34560, None], "nvlink", "roce", True),
        (10, "L40S-48G", 8, 4, [17280, 16416, 15552], "pcie", "roce", False),
        (11, "Ascend910B-64G", 8, 10, [25920, 24480, 23040], "hccs", "roce", True),
    ]
    q = []
    for row, gid, gpn, nodes, tiers, intra, inter, res in specs:
        for p, head, mh in zip(tiers, ["月付", "包季", "包年"], [None, 2160, 8760]):
            if p is None:
                continue
            q.append(quote(row, V, gid, gpn, nodes, p / (M * gpn), sheet=S, aliases=AL, min_hours=mh,
                           intra=intra, inter=inter, resume=res,
                           cell="租金（元/台·月） %s = %s" % (head, format(p, ",")),
                           how="%d per machine-month / (720 x %d)%s" % (p, gpn, "" if mh is None else "; %s -> min %d h" % (head, mh))))
    cp = [refuse(12, V, "B200-180G", "面议 | 面议 | 面议", "price to be negotiated (面议) in every tier: no number", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S),
          other(4, "CPU | 内存 | 数据盘 | 月付 | 包季 | 包年", "second header row", sheet=S),
          other(5, rows[5][0], "section row", sheet=S), other(9, rows[9][0], "section row", sheet=S),
          other(14, "合计 | 30", "totals row (SUM formula)", sheet=S), other(15, rows[15][0], "notes row", sheet=S)]
    expected(name, "Chinese IDC quotation workbook: the vendor's name only on the cover sheet (封面); the price table on the "
                   "second sheet with a two-row header (merged 整机配置 over CPU/内存/数据盘, merged 租金（元/台·月） over "
                   "月付/包季/包年 tier columns), per-machine-month numeric cells with a #,##0 format, a tier not offered "
                   "(—), section rows, a SUM totals row, a notes row, 面议 in every tier; a terms sheet", q, cp, nq)


# ================================================================== 02 reseller WeChat paste: TSV, GBK, CRLF, spec cells
def p02():
    name = "02_hongqiao_wechat_paste_gbk.tsv"
    A, B = "鸿桥算力", "澄江云"
    s = Sheet()
    s.add(["【鸿桥算力】12月1日现货资源汇总，有需要的老板私聊"], "title")
    s.add([])
    s.add(["资源方", "机器配置", "台数", "报价", "结算方式", "说明"])
    s.add([A, "8卡H800 80G SXM5 / 2T内存 / 8*3.84T NVMe / IB 400G*8", "4", "7.2万/台", "包月", "含税，可开专票"], "h800")
    s.add(["", "H20 141G×8，2TB，RoCE 200G×4", "3", "4.35", "按量", "元/卡/时，随开随停"], "h20")
    s.add(["", "4张A6000 48G，512G内存，单机", "2", "168", "包天", "整机价"], "a6000")
    s.add(["", "A100 80G PCIe x8 / 1T / 2*7.68T", "2", "6,800", "包月", "现货，可看机"], "a100")
    s.add([B, "4090 24G * 8 卡，双路6430，1T内存", "10", "1.95", "按量", "单卡价"], "4090")
    s.add(["", "L20 48G 8卡", "6", "2.3起", "包月", "量大可谈"], "l20")
    s.add(["", "910B 64G*8 HCCS", "5", "7.2万", "包季", "整台，季付"], "910b")
    s.add(["", "V100 32G SXM2 x8", "3", "1.2万", "包月", "每台"], "v100")
    s.add(["", "RTX 3090 24G ×4", "4", "4,200", "包月", "整机4卡"], "3090")
    s.add([])
    note = "以上价格均含税，报价有效期3天，以实际库存为准；资源方为空的行同上一行。"
    s.add([note], "note")
    write_text(name, s, "gbk", "\t", "\r\n")
    r = s.at
    q = [
        quote(r["h800"], A, "H800-80G-SXM", 8, 4, 72000 / (M * 8), inter="ib",
              cell="7.2万/台 | 包月 | 8卡H800 80G SXM5 / ... / IB 400G*8", how="72000 per machine-month / (720 x 8) = 12.50; 8 GPUs from the spec cell"),
        quote(r["h20"], A, "H20-141G", 8, 3, 4.35, inter="roce",
              cell="4.35 | 按量 | 说明: 元/卡/时 (资源方 blank = 鸿桥算力)", how="per card-hour, unit in the note; 141G×8 in the spec cell"),
        quote(r["a6000"], A, "A6000-48G", 4, 2, 168 / (D * 4),
              cell="168 | 包天 | 整机价 | 4张A6000", how="168 per machine-day / (24 x 4) = 1.75"),
        quote(r["4090"], B, "RTX4090-24G", 8, 10, 1.95,
              cell="1.95 | 按量 | 单卡价 | 4090 24G * 8 卡", how="按量 + 单卡价 -> per card-hour"),
        quote(r["910b"], B, "Ascend910B-64G", 8, 5, 72000 / (QTR * 8), min_hours=2160, intra="hccs",
              cell="7.2万 | 包季 | 整台，季付 (资源方 blank = 澄江云)", how="72000 per machine-quarter / (2160 x 8) = 4.1667"),
        quote(r["v100"], B, "V100-32G", 8, 3, 12000 / (M * 8),
              cell="1.2万 | 包月 | 每台", how="12000 per machine-month / (720 x 8) = 2.0833"),
        quote(r["3090"], B, "RTX3090-24G", 4, 4, 4200 / (M * 4),
              cell="4,200 | 包月 | 整机4卡", how="4200 per machine-month / (720 x 4) = 1.4583"),
    ]
    cp = [refuse(r["a100"], A, "A100-80G-PCIe", "6,800 | 包月 | 现货，可看机",
                 "per card or per machine not stated anywhere in the row: 6,800 a card-month is 9.44 CNY/GPU-h, a "
                 "machine-month 1.18 - both plausible, ask the vendor"),
          refuse(r["l20"], B, "L20-48G", "2.3起", "a 'from' price (起), not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Reseller's WeChat list pasted into Excel and saved as tab-delimited text (GBK, CRLF): title line and "
                   "blank above the header; the whole machine in one 机器配置 cell written many ways (8卡H800 ..., ×8, "
                   "4张, * 8 卡, x8, ×4); billing mode (按量/包天/包月/包季) with the per-card / per-machine hint in the "
                   "price cell or the note; 万; the vendor written once and left blank below; a row with no per-card / "
                   "per-machine hint at all; a 起 price", q, cp, nq, "gbk, tab-delimited")


# ================================================================== 03 English cloud catalogue, per instance, two price columns
def p03():
    name = "03_cirrusgrid_instance_pricing.csv"
    V = "CirrusGrid"
    s = Sheet()
    s.add(["CirrusGrid - GPU instance pricing (USD), us-east-2 / eu-west-1, December 2026"], "title")
    s.add(["Instance type", "GPU", "GPUs", "vCPU", "Memory", "Local SSD", "GPU interconnect", "Network",
           "On-demand (USD per instance-hour)", "1-year term (USD per instance-hour)", "Notes"])
    s.add(["cg.h100.8xl", "NVIDIA H100 80GB SXM5", "8", "192", "2 TiB", "8 x 3.84 TB NVMe", "NVLink / NVSwitch", "3.2 Tbps InfiniBand", "22.40", "16.80", ""], "h100")
    s.add(["cg.h100.1xl", "NVIDIA H100 80GB SXM5", "1", "24", "256 GiB", "1 x 3.84 TB NVMe", "n/a", "100 Gbps Ethernet", "3.05", "2.30", "slice of an 8-GPU host"], "h100s")
    s.add(["cg.a100.8xl", "NVIDIA A100 80GB SXM4", "8", "128", "1 TiB", "4 x 3.84 TB NVMe", "NVLink", "1.6 Tbps InfiniBand", "14.00", "10.40", ""], "a100")
    s.add(["cg.l40s.4xl", "NVIDIA L40S 48GB", "4", "64", "512 GiB", "2 x 3.84 TB NVMe", "PCIe Gen4", "100 Gbps Ethernet", "6.20", "4.60", ""], "l40s")
    s.add(["cg.h200.8xl", "NVIDIA H200 141GB", "8", "192", "2 TiB", "8 x 3.84 TB NVMe", "NVLink / NVSwitch", "3.2 Tbps InfiniBand", "31.60", "Contact sales", ""], "h200")
    s.add(["cg.b200.8xl", "NVIDIA B200 180GB", "8", "224", "2 TiB", "8 x 7.68 TB NVMe", "NVLink 5", "3.2 Tbps InfiniBand", "Contact sales", "Contact sales", "preview regions only"], "b200")
    s.add(["cg.t4.4xl", "NVIDIA T4 16GB", "4", "48", "192 GiB", "1 x 0.9 TB NVMe", "PCIe", "25 Gbps Ethernet", "1.40", "—", "no term pricing"], "t4")
    s.add(["cg.h100p.2xl", "NVIDIA H100 80GB PCIe", "2", "48", "512 GiB", "2 x 3.84 TB NVMe", "PCIe Gen5", "100 Gbps Ethernet", "$4.90-$5.60 (spot)", "—", "spot only, price varies"], "h100p")
    s.add([])
    note = "Prices are per instance per hour (the whole instance, all its GPUs), billed per second. 1-year term pricing requires a one-year commitment. Taxes not included."
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = []

    def two(tag, gid, gpn, od, yr, intra, inter):
        unit = "node_hour" if gpn > 1 else "gpu_hour"
        q.append(quote(r[tag], V, gid, gpn, usd=od, unit=unit, intra=intra, inter=inter,
                       cell="On-demand (USD per instance-hour) = %.2f (%d GPUs)" % (od, gpn),
                       how="USD %.4f per GPU-hour = %.2f / %d" % (od / gpn, od, gpn)))
        if yr is not None:
            q.append(quote(r[tag], V, gid, gpn, usd=yr, unit=unit, min_hours=8760, intra=intra, inter=inter,
                           cell="1-year term (USD per instance-hour) = %.2f (%d GPUs)" % (yr, gpn),
                           how="USD %.4f per GPU-hour = %.2f / %d; 1-year commitment -> min 8760 h" % (yr / gpn, yr, gpn)))

    two("h100", "H100-80G-SXM", 8, 22.40, 16.80, "nvlink", "ib")     # 2.80 / 2.10 per GPU-h
    two("h100s", "H100-80G-SXM", 1, 3.05, 2.30, None, "ethernet")    # one GPU: instance = GPU
    two("a100", "A100-80G-SXM", 8, 14.00, 10.40, "nvlink", "ib")     # 1.75 / 1.30
    two("l40s", "L40S-48G", 4, 6.20, 4.60, "pcie", "ethernet")       # 1.55 / 1.15
    two("h200", "H200-141G", 8, 31.60, None, "nvlink", "ib")         # 3.95
    two("t4", "T4-16G", 4, 1.40, None, "pcie", "ethernet")           # 0.35
    cp = [refuse(r["h200"], V, "H200-141G", "1-year term = Contact sales", "no 1-year price (contact sales); the on-demand price on this row still imports"),
          refuse(r["b200"], V, "B200-180G", "Contact sales | Contact sales", "no price: contact sales"),
          refuse(r["h100p"], V, "H100-80G-PCIe", "$4.90-$5.60 (spot)", "a price range (spot), not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "English cloud instance catalogue (UTF-8, LF): vendor only in the title; each row an instance with its GPU "
                   "count, two price columns per instance-hour (on-demand and 1-year term), 8-, 4- and 1-GPU instances, "
                   "'Contact sales', a '$4.90-$5.60' spot range, '—' for no term price, a notes row", q, cp, nq, "utf-8")


# ================================================================== 04 analyst consolidation: bilingual headers, mixed currency, total cards
def p04():
    name = "04_sourcing_shortlist_bilingual_bom.csv"
    A, B, C = "砺锋算力", "Meridian GPU Cloud", "景曜智算"
    s = Sheet()
    s.add(["Q1 算力采购比价底表 / GPU sourcing shortlist (compiled 2026-12-01)"], "title")
    s.add(["供应商 Vendor", "GPU型号 Model", "单机卡数 GPUs/node", "总卡数 Total GPUs", "报价 Quote", "币种 Ccy",
           "单位 Unit", "折算说明 Remark", "网络 Fabric", "续训 Resume"])
    s.add([A, "H100 SXM 80G", "8", "32", "9.80", "CNY", "元/卡/时", "", "IB 8×400G", "是"], "h100")
    s.add([A, "A800 80G", "8", "16", "4.32万", "CNY", "元/台/月", "", "RoCE 4×200G", "是"], "a800")
    s.add([A, "L20 48G", "8", "24", "13,800", "CNY", "元/台/月", "包年价，折合2.40元/卡时", "RoCE 2×100G", "否"], "l20")
    s.add([B, "H100 80GB SXM", "8", "64", "23.20", "USD", "per node-hour", "", "InfiniBand NDR", "Yes"], "mh100")
    s.add([B, "A100 40GB SXM", "8", "16", "1.29", "USD", "per GPU-hour", "", "InfiniBand HDR", "Yes"], "ma100")
    s.add([B, "L40S", "4", "8", "1,980", "USD", "per node-month", "reserved monthly", "100GbE", "No"], "ml40s")
    s.add([C, "RTX 4090D", "8", "40", "2.8万", "CNY", "元/台/季", "包季，均摊约1.62元/卡·时", "25GE", "否"], "4090d")
    s.add([C, "昇腾910B", "8", "48", "面议", "CNY", "元/台/月", "需预约看机", "RoCE 8×200G", "是"], "910b")
    s.add([C, "A40 48G", "4", "12", "3,960", "CNY", "元/台/月", "", "25GE", "否"], "a40")
    s.add([C, "T4", "8", "16", "0.55~0.70", "CNY", "元/卡/时", "视时段浮动", "10GE", "否"], "t4")
    s.add([])
    total = sum(int(x[3]) for x in s.rows[2:] if x)
    s.add(["合计 Total", "", "", str(total)], "total")
    note = "注 Note: USD 报价未换汇 (no FX conversion)；“折合/均摊”为供应商自述，按原报价计算。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=10)
    r = s.at
    q = [
        quote(r["h100"], A, "H100-80G-SXM", 8, 4, 9.80, inter="ib", resume=True,
              cell="9.80 | CNY | 元/卡/时; 总卡数 32", how="per card-hour; nodes = 32 total / 8 per node"),
        quote(r["a800"], A, "A800-80G-SXM", 8, 2, 43200 / (M * 8), inter="roce", resume=True,
              cell="4.32万 | 元/台/月; 总卡数 16", how="43200 / (720 x 8) = 7.50; A800 form factor not stated -> SXM; 16/8 = 2 nodes"),
        quote(r["l20"], A, "L20-48G", 8, 3, 13800 / (M * 8), min_hours=8760, inter="roce", resume=False,
              cell="13,800 | 元/台/月 | 包年价，折合2.40元/卡时", how="13800 / (720 x 8) = 2.3958 (the stated 折合 2.40 agrees); 包年 -> min 8760 h; 24/8 = 3 nodes"),
        quote(r["mh100"], B, "H100-80G-SXM", 8, 8, usd=23.20, unit="node_hour", inter="ib", resume=True,
              cell="23.20 | USD | per node-hour", how="USD 2.90 per GPU-hour; 64/8 = 8 nodes"),
        quote(r["ma100"], B, "A100-40G-SXM", 8, 2, usd=1.29, unit="gpu_hour", inter="ib", resume=True,
              cell="1.29 | USD | per GPU-hour", how="16/8 = 2 nodes"),
        quote(r["ml40s"], B, "L40S-48G", 4, 2, usd=1980, unit="node_month", inter="ethernet", resume=False,
              cell="1,980 | USD | per node-month", how="USD 1980 / (720 x 4) = 0.6875 per GPU-hour; 8/4 = 2 nodes"),
        quote(r["4090d"], C, "RTX4090D-24G", 8, 5, 28000 / (QTR * 8), min_hours=2160, inter="ethernet", resume=False,
              cell="2.8万 | 元/台/季 | 包季，均摊约1.62元/卡·时", how="28000 / (2160 x 8) = 1.6204 (agrees with 均摊 1.62); 40/8 = 5 nodes"),
        quote(r["a40"], C, "A40-48G", 4, 3, 3960 / (M * 4), inter="ethernet", resume=False,
              cell="3,960 | 元/台/月; 总卡数 12", how="3960 / (720 x 4) = 1.375; 12/4 = 3 nodes"),
    ]
    cp = [refuse(r["910b"], C, "Ascend910B-64G", "面议", "price to be negotiated (面议): no number"),
          refuse(r["t4"], C, "T4-16G", "0.55~0.70", "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["total"], "合计 Total | %d" % total, "totals row"),
          other(r["note"], note, "notes row")]
    expected(name, "Procurement analyst's consolidation (UTF-8 BOM, CRLF): bilingual 'Chinese English' headers in one cell, "
                   "a 总卡数 Total GPUs column beside GPUs/node, CNY and USD suppliers side by side with a currency column, "
                   "units 元/卡/时, 元/台/月, 元/台/季, per node-hour, per GPU-hour, per node-month; '折合' and '均摊' "
                   "equivalents in a remark column (consistent with the price), 包年 / 包季 in the remark, 面议, a ~ range, "
                   "totals and notes rows", q, cp, nq, "utf-8-sig")


# ================================================================== 05 long-term workbook: tiers in rows, vertical merges, text numbers
def p05():
    name = "05_xinghe_chengdu_longterm.xlsx"
    S = "价格表"
    V = "星河智算"
    intro = {1: ["报价说明"],
             3: ["1. 本报价适用于成都天府节点整机长租，租期不同单价不同，详见“价格表”。"],
             4: ["2. 月租金按整台服务器计，单位为万元；“折合单卡时价”仅供比较参考。"],
             5: ["3. 3个月及以上租期需预付首月租金并缴纳一个月押金。"],
             6: ["4. 报价含6%增值税，有效期至2026年12月31日。"]}
    rows = {
        1: ["星河智算 · 成都天府节点 GPU整机长租价格表（2026年12月）"],
        3: ["GPU", "整机规格", "每台卡数", "可租台数", "租期", "月租金（万元/台）", "折合单卡时价（元）", "卡间互联", "机间网络"],
        # H200: 64800/5760=11.25, 61200/5760=10.625, 59400/5760=10.3125, 57600/5760=10.00
        4: ["H200 141G SXM", "2×8480+ / 2TB / 8×3.84T NVMe", "8", "4", "1个月", "6.48", "11.25", "NVLink", "IB NDR 8×400G"],
        5: [None, None, None, None, "3个月", "6.12", "10.63", "NVLink", "IB NDR 8×400G"],
        6: [None, None, None, None, "6个月", "5.94", "10.31", "NVLink", "IB NDR 8×400G"],
        7: [None, None, None, None, "12个月", "5.76", "10.00", "NVLink", "IB NDR 8×400G"],
        # A800 PCIe: 28800/5760=5.00, 27600/5760=4.7917, 25900/5760=4.4965
        8: ["A800 PCIe 80G", "2×8358 / 1TB / 4×3.84T NVMe", "8", "6", "1个月", "2.88", "5.00", "PCIe", "RoCE 2×200G"],
        9: [None, None, None, None, "3个月", "2.76", "4.79", "PCIe", "RoCE 2×200G"],
        10: [None, None, None, None, "12个月", "2.59", "4.50", "PCIe", "RoCE 2×200G"],
        # H20 96G: 21600/5760=3.75, 20200/5760=3.5069
        11: ["H20 96G", "2×8468 / 2TB / 4×3.84T NVMe", "8", "10", "3个月", "2.16", "3.75", "NVLink", "RoCE 4×200G"],
        12: [None, None, None, None, "12个月", "2.02", "3.51", "NVLink", "RoCE 4×200G"],
        # RTX4090: 8200/5760=1.4236, 7800/5760=1.3542
        13: ["RTX 4090 24G", "2×6430 / 512G / 2×3.84T NVMe", "8", "20", "1个月", "0.82", "1.42", "PCIe", "25GE"],
        14: [None, None, None, None, "6个月", "0.78", "1.35", "PCIe", "25GE"],
        15: ["B200 180G", "2×8570 / 2TB / 8×7.68T NVMe", "8", "2", "12个月", "面议", "—", "NVLink", "IB NDR 8×400G"],
        17: ["注：租期为最短签约期；1个月为月付，不承诺续约价格。"],
    }
    merges = ["A1:I1", "A4:A7", "B4:B7", "C4:C7", "D4:D7", "A8:A10", "B8:B10", "C8:C10", "D8:D10",
              "A11:A12", "B11:B12", "C11:C12", "D11:D12", "A13:A14", "B13:B14", "C13:C14", "D13:D14", "A17:I17"]
    write_xlsx(name, [("报价说明", intro, [], [90]), (S, rows, merges, [16, 28, 8, 8, 8, 14, 16, 9, 15])], creator="星河智算")
    TERM = {"1个月": None, "3个月": 2160, "6个月": 4320, "12个月": 8640}
    groups = [  # first row, gpu id, gpn, nodes, [(row, term, 万元/台/月)], intra, inter
        (4, "H200-141G", 8, 4, [(4, "1个月", 6.48), (5, "3个月", 6.12), (6, "6个月", 5.94), (7, "12个月", 5.76)], "nvlink", "ib"),
        (8, "A800-80G-PCIe", 8, 6, [(8, "1个月", 2.88), (9, "3个月", 2.76), (10, "12个月", 2.59)], "pcie", "roce"),
        (11, "H20-96G", 8, 10, [(11, "3个月", 2.16), (12, "12个月", 2.02)], "nvlink", "roce"),
        (13, "RTX4090-24G", 8, 20, [(13, "1个月", 0.82), (14, "6个月", 0.78)], "pcie", "ethernet"),
    ]
    q = []
    for first, gid, gpn, nodes, tiers, intra, inter in groups:
        for row, term, wan in tiers:
            yuan = round(wan * 10000)
            q.append(quote(row, V, gid, gpn, nodes, yuan / (M * gpn), sheet=S, min_hours=TERM[term], intra=intra, inter=inter,
                           cell="月租金（万元/台） %s | 租期 %s%s" % (rows[row][5], term, "" if row == first else " (GPU/规格/卡数/台数 merged from row %d)" % first),
                           how="%d per machine-month / (720 x %d)%s" % (yuan, gpn, "" if TERM[term] is None else "; %s -> min %d h" % (term, TERM[term]))))
    cp = [refuse(15, V, "B200-180G", "月租金（万元/台） 面议", "price to be negotiated (面议): no number", sheet=S)]
    nq = [other(1, rows[1][0], "title (the only place the vendor is named)", sheet=S), other(17, rows[17][0], "notes row", sheet=S)]
    expected(name, "Long-term rental workbook: an explanation sheet first (no table), the price table on the second sheet "
                   "with the vendor only in its title; tiers in ROWS (租期 1/3/6/12个月), GPU, spec, cards and machine "
                   "cells merged down over each GPU's tier rows; the price in 万元 per machine-month (unit only in the "
                   "header), every number stored as text, a 折合单卡时价 column that agrees with it; 面议", q, cp, nq)


# ================================================================== 06 broker e-mail: equivalents, 包季/包年, 万元, ranges, 起
def p06():
    name = "06_broker_email_roundup_bom_crlf.csv"
    A, B, C = "北辰智联", "汀兰云", "岱宗算力"
    s = Sheet()
    s.add(["转发：12月第一周GPU资源汇总（整理自各家报价邮件）"], "title")
    s.add(["来源", "卡型", "每台卡数", "台数", "价格", "周期", "备注"])
    s.add([A, "H800 PCIe 80G", "8", "2", "5.4万元/台", "包月", ""], "h800m")
    s.add([A, "H800 PCIe 80G", "8", "2", "15.12万元/台", "包季", "季付"], "h800q")
    s.add([A, "A100 40G PCIe", "4", "3", "2.8万元/卡/年", "包年", "年付"], "a100")
    s.add([B, "RTX 4090", "8", "6", "包年，约合1.30元/卡时", "包年", "一次性付清"], "4090")
    s.add([B, "L40", "8", "2", "1.98元/卡·时（按季付费均摊）", "包季", ""], "l40")
    s.add([B, "A10", "4", "4", "0.95起", "按量", "看用量"], "a10")
    s.add([C, "H100 SXM", "8", "4", "56.2万/台/年", "包年", "含税"], "h100")
    s.add([C, "Ascend 910B", "8", "8", "3.6~3.9元/卡时", "包月", "视批次"], "910b")
    s.add([C, "RTX 3090", "8", "5", "24元/卡/天", "包天", ""], "3090")
    s.add([])
    note = "以上为各家原始报价，未核实库存；“约合/均摊”系对方口径。"
    s.add([note], "note")
    write_text(name, s, "utf-8-sig", ",", "\r\n", width=7)
    r = s.at
    q = [
        quote(r["h800m"], A, "H800-80G-PCIe", 8, 2, 54000 / (M * 8), cell="5.4万元/台 | 包月", how="54000 per machine-month / (720 x 8) = 9.375"),
        quote(r["h800q"], A, "H800-80G-PCIe", 8, 2, 151200 / (QTR * 8), min_hours=2160, cell="15.12万元/台 | 包季",
              how="151200 per machine-quarter / (2160 x 8) = 8.75"),
        quote(r["a100"], A, "A100-40G-PCIe", 4, 3, 28000 / Y, min_hours=8760, cell="2.8万元/卡/年 | 包年",
              how="28000 per card-year / 8760 = 3.1963"),
        quote(r["4090"], B, "RTX4090-24G", 8, 6, 1.30, min_hours=8760, cell="包年，约合1.30元/卡时",
              how="the card-hour equivalent of the yearly price; 包年 -> min 8760 h"),
        quote(r["l40"], B, "L40-48G", 8, 2, 1.98, min_hours=2160, cell="1.98元/卡·时（按季付费均摊） | 包季",
              how="card-hour equivalent of the quarterly price; 包季 -> min 2160 h"),
        quote(r["h100"], C, "H100-80G-SXM", 8, 4, 562000 / (Y * 8), min_hours=8760, cell="56.2万/台/年 | 包年",
              how="562000 per machine-year / (8760 x 8) = 8.0194"),
        quote(r["3090"], C, "RTX3090-24G", 8, 5, 24 / D, cell="24元/卡/天 | 包天", how="24 per card-day / 24 = 1.00"),
    ]
    cp = [refuse(r["a10"], B, "A10-24G", "0.95起", "a 'from' price (起), not one price"),
          refuse(r["910b"], C, "Ascend910B-64G", "3.6~3.9元/卡时", "a price range, not one price")]
    nq = [other(r["title"], s.rows[0][0], "title"), other(r["note"], note, "notes row")]
    expected(name, "Broker's e-mail round-up pasted into a sheet (UTF-8 BOM, CRLF): price cells carrying their own unit "
                   "(万元/台, 万元/卡/年, 万/台/年, 元/卡/天), 包月/包季/包年 in a 周期 column, '约合 X 元/卡时' and "
                   "'按季付费均摊' equivalents, the same GPU priced monthly and quarterly on two rows, a 起 price and a ~ range",
             q, cp, nq, "utf-8-sig")


# ================================================================== 07 vendor only in the file name; spec cells, multi-line
def p07():
    name = "07_天工智算_报价单.csv"
    V = "天工智算"
    s = Sheet()
    s.add(["GPU算力租赁报价单（2026-12-02）"], "title")
    s.add(["节点配置", "交付数量(台)", "费用", "计价口径", "网络方案", "断点续训", "备注"])
    s.add(["GPU：8×A800 SXM4 80G\nCPU：2×8358P\n内存：1TB\n存储：4×3.84TB NVMe", "6", "39,600", "元/台·月", "IB HDR 4×200G", "支持", ""], "a800")
    s.add(["H100 SXM5 80G ×8 | 2TB | 8×3.84T", "2", "9.2", "元/卡·时", "IB NDR 8×400G", "支持", ""], "h100")
    s.add(["L40S-48G*8 / 768G / 2*3.84T", "3", "480", "元/台·天", "RoCE 2×100G", "不支持", ""], "l40s")
    s.add(["4卡 RTX 6000 Ada（48G），512G内存", "2", "5,184", "元/台·月", "25GE", "不支持", ""], "ada")
    s.add(["单卡 RTX4090 24G 容器", "", "1.88", "元/卡·时", "—", "不支持", "按秒计费"], "4090")
    s.add(["GPU：8×H20 96G\n内存：2TB\nNVMe：4×3.84TB", "4", "待定", "元/台·月", "RoCE 4×200G", "支持", "待签约"], "h20")
    s.add(["2×A40 48G 虚拟机", "5", "2.6", "元/时", "25GE", "不支持", ""], "a40")
    s.add([])
    note = "说明：费用不含税；整台租用按台计费，容器按卡计费；交付周期5个工作日。"
    s.add([note], "note")
    write_text(name, s, "utf-8", ",", "\n")
    r = s.at
    q = [
        quote(r["a800"], V, "A800-80G-SXM", 8, 6, 39600 / (M * 8), inter="ib", resume=True,
              cell="39,600 | 元/台·月 | GPU：8×A800 SXM4 80G (multi-line spec)", how="39600 / (720 x 8) = 6.875; vendor from the file name"),
        quote(r["h100"], V, "H100-80G-SXM", 8, 2, 9.2, inter="ib", resume=True,
              cell="9.2 | 元/卡·时 | H100 SXM5 80G ×8", how="per card-hour"),
        quote(r["l40s"], V, "L40S-48G", 8, 3, 480 / (D * 8), inter="roce", resume=False,
              cell="480 | 元/台·天 | L40S-48G*8", how="480 / (24 x 8) = 2.50"),
        quote(r["ada"], V, "RTX6000Ada-48G", 4, 2, 5184 / (M * 4), inter="ethernet", resume=False,
              cell="5,184 | 元/台·月 | 4卡 RTX 6000 Ada", how="5184 / (720 x 4) = 1.80"),
        quote(r["4090"], V, "RTX4090-24G", None, None, 1.88, resume=False,
              cell="1.88 | 元/卡·时 | 单卡 RTX4090 24G 容器", how="per card-hour (single-card container)"),
    ]
    cp = [refuse(r["h20"], V, "H20-96G", "待定", "price to be decided (待定): no number"),
          refuse(r["a40"], V, "A40-48G", "2.6 | 元/时 | 2×A40 48G 虚拟机",
                 "unit 元/时 does not say per card or per 2-GPU VM: 2.6 a card-hour or 1.30 a card-hour both plausible - ask")]
    nq = [other(r["title"], s.rows[0][0], "title (no vendor in the file: the vendor is only in the file name)"),
          other(r["note"], note, "notes row")]
    expected(name, "Quotation CSV (UTF-8, LF) whose vendor appears only in the file name (天工智算); no GPU column: the "
                   "node in one 节点配置 cell, written as a multi-line 'GPU：8×...' block, '... ×8 | 2TB', 'L40S-48G*8 / ...', "
                   "'4卡 ...', '单卡 ... 容器'; unit in a 计价口径 column; 待定; a 2-GPU VM priced '元/时' that cannot be told "
                   "per card or per VM", q, cp, nq, "utf-8")


# ================================================================== 08 English xlsx: overview sheet, billing unit column, commitments
def p08():
    name = "08_brightwater_price_list.xlsx"
    S = "Price list"
    V = "Brightwater GPU"
    overview = {1: ["Brightwater GPU"], 2: ["Dedicated GPU servers and instances — price list for enterprise customers"],
                4: ["Sheets: 'Price list' (rates), 'Terms' (commitments and billing)."],
                5: ["Questions: sales@brightwater.example"]}
    rows = {
        1: ["Brightwater GPU — Price list (valid through 31 Jan 2027)"],
        2: ["Currency: USD. The billing unit is stated per row."],
        4: ["SKU", "Accelerator", "GPUs / server", "Servers available", "List price", "Billing unit", "Commitment",
            "Intra-node", "Inter-node", "Checkpoint resume"],
        5: ["BW-H100-8", "H100 SXM 80GB", 8, 12, Num(2.49, "usd"), "per GPU-hour", "On-demand", "NVLink", "InfiniBand 8x400G", "Yes"],
        6: ["BW-H100-8R", "H100 SXM 80GB", 8, 12, Num(12960, "usd"), "per server / month", "3 months", "NVLink", "InfiniBand 8x400G", "Yes"],
        7: ["BW-H200-8", "H200 141GB", 8, 4, Num(27.6, "usd"), "per server-hour", "On-demand", "NVLink", "InfiniBand 8x400G", "Yes"],
        8: ["BW-A100-8R", "A100 80GB SXM", 8, 6, Num(1008, "usd"), "per GPU / month", "1 year", "NVLink", "InfiniBand 4x200G", "Yes"],
        9: ["BW-L40S-4", "L40S 48GB", 4, 10, Num(3.96, "usd"), "per instance-hour (4 GPUs)", "On-demand", "PCIe", "100GbE", "No"],
        10: ["BW-A6000-2", "RTX A6000 48GB", 2, 8, Num(0.98, "usd"), "per instance-hour", "On-demand", "PCIe", "25GbE", "No"],
        11: ["BW-B200-8", "B200 180GB", 8, "—", "Call", "per server-hour", "—", "NVLink", "InfiniBand 8x400G", "Yes"],
        12: ["BW-H100P-1", "H100 PCIe 80GB", 1, 20, Num(1.99, "usd"), "per hour", "On-demand", "—", "25GbE", "No"],
        13: ["BW-A10-4", "A10 24GB", 4, 6, Num(1.2, "usd"), "per hour", "On-demand", "PCIe", "25GbE", "No"],
        15: ["All prices exclude taxes. Commitment terms are billed monthly in advance."],
    }
    terms = {1: ["Terms"], 2: ["On-demand", "Billed per second, no minimum"],
             3: ["3 months", "Monthly invoices over a 3-month minimum term"],
             4: ["1 year", "Monthly invoices over a 1-year minimum term"]}
    write_xlsx(name, [("Overview", overview, [], [80]), (S, rows, ["A1:J1", "A2:J2", "A15:J15"], [12, 16, 12, 16, 12, 26, 12, 10, 18, 16]),
                      ("Terms", terms, [], [12, 50])], creator="Brightwater GPU")
    q = [
        quote(5, V, "H100-80G-SXM", 8, 12, sheet=S, usd=2.49, unit="gpu_hour", intra="nvlink", inter="ib", resume=True,
              cell="2.49 | per GPU-hour | On-demand"),
        quote(6, V, "H100-80G-SXM", 8, 12, sheet=S, usd=12960, unit="node_month", min_hours=2160, intra="nvlink", inter="ib", resume=True,
              cell="12,960 | per server / month | 3 months", how="USD 12960 / (720 x 8) = 2.25 per GPU-hour; 3-month term -> min 2160 h"),
        quote(7, V, "H200-141G", 8, 4, sheet=S, usd=27.60, unit="node_hour", intra="nvlink", inter="ib", resume=True,
              cell="27.60 | per server-hour", how="USD 27.60 / 8 = 3.45 per GPU-hour"),
        quote(8, V, "A100-80G-SXM", 8, 6, sheet=S, usd=1008, unit="gpu_month", min_hours=8760, intra="nvlink", inter="ib", resume=True,
              cell="1,008 | per GPU / month | 1 year", how="USD 1008 / 720 = 1.40 per GPU-hour; 1-year term -> min 8760 h"),
        quote(9, V, "L40S-48G", 4, 10, sheet=S, usd=3.96, unit="node_hour", intra="pcie", inter="ethernet", resume=False,
              cell="3.96 | per instance-hour (4 GPUs)", how="USD 3.96 / 4 = 0.99 per GPU-hour"),
        quote(10, V, "A6000-48G", 2, 8, sheet=S, usd=0.98, unit="node_hour", intra="pcie", inter="ethernet", resume=False,
              cell="0.98 | per instance-hour (GPUs / server 2)", how="USD 0.98 / 2 = 0.49 per GPU-hour"),
        quote(12, V, "H100-80G-PCIe", 1, 20, sheet=S, usd=1.99, unit="gpu_hour", inter="ethernet", resume=False,
              cell="1.99 | per hour | GPUs / server 1", how="one GPU per server: per hour = per GPU-hour"),
    ]
    cp = [refuse(11, V, "B200-180G", "Call", "no price: call sales", sheet=S),
          refuse(13, V, "A10-24G", "1.20 | per hour | GPUs / server 4",
                 "'per hour' on a 4-GPU server does not say per GPU or per server: USD 1.20 or 0.30 per GPU-hour - ask", sheet=S)]
    nq = [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "explanation line", sheet=S),
          other(15, rows[15][0], "notes row", sheet=S)]
    expected(name, "English xlsx price list: an Overview sheet first, the table on 'Price list' below a title and a note; "
                   "a 'Billing unit' column mixing per GPU-hour, per server / month, per server-hour, per GPU / month, per "
                   "instance-hour (with and without the GPU count), plain 'per hour' on a 1-GPU server and on a 4-GPU "
                   "server (the latter cannot be told); a Commitment column (3 months, 1 year); $ number formats; 'Call'; "
                   "a Terms sheet", q, cp, nq)


# ================================================================== 09 marketplace export: total cards, billing mode beside a clear unit, GBK
def p09():
    name = "09_market_listing_totalcards_gbk.csv"
    A, B = "青柠算力", "沧澜GPU"
    s = Sheet()
    s.add(["平台商家", "显卡型号", "总卡数", "台数", "单价", "计费模式", "卡间", "组网", "断点续训", "上架时间"])
    s.add([A, "H800 80GB SXM5", "48", "6", "10.60元/卡/时", "包月", "NVLink", "IB 8×400G", "支持", "2026-11-30"], "h800")
    s.add([A, "A100 80G SXM4", "24", "3", "3.38万元/台/月", "包年", "NVLink", "IB 4×200G", "支持", "2026-11-30"], "a100")
    s.add([A, "RTX 4090 24G", "64", "8", "1.72元/卡/时", "按量", "PCIe", "25G", "不支持", "2026-12-01"], "4090")
    s.add([A, "L20 48G", "32", "4", "440元/台/天", "包周", "PCIe", "25G", "不支持", "2026-12-01"], "l20")
    s.add([B, "H20 96G", "16", "2", "5.18元/卡/时", "包季", "NVLink", "RoCE 2×200G", "支持", "2026-11-29"], "h20")
    s.add([B, "A800 80G PCIe", "32", "8", "1.44万元/台/月", "包月", "PCIe", "RoCE 100G", "支持", "2026-11-29"], "a800")
    s.add([B, "T4 16G", "16", "2", "0.52元/卡/时", "按量", "PCIe", "10G", "不支持", "2026-11-28"], "t4")
    s.add([B, "A6000 48G", "12", "3", "已下架", "包月", "PCIe", "25G", "不支持", "2026-11-20"], "a6000")
    s.add([B, "3090 24G", "40", "5", "26元/卡/天", "包天", "PCIe", "10G", "不支持", "2026-11-28"], "3090")
    s.add([])
    cards = sum(int(x[2]) for x in s.rows[1:] if x)
    nodes = sum(int(x[3]) for x in s.rows[1:] if x)
    s.add(["合计", "", str(cards), str(nodes)], "total")
    note = "说明：总卡数 = 台数 × 每台卡数；单价以单价列所写单位为准，计费模式为最短租期。"
    s.add([note], "note")
    write_text(name, s, "gbk", ",", "\r\n", width=10)
    r = s.at
    q = [
        quote(r["h800"], A, "H800-80G-SXM", 8, 6, 10.60, intra="nvlink", inter="ib", resume=True,
              cell="10.60元/卡/时 | 包月; 48 cards / 6 machines", how="the cell's per card-hour unit stands; 包月 is only the minimum term"),
        quote(r["a100"], A, "A100-80G-SXM", 8, 3, 33800 / (M * 8), min_hours=8760, intra="nvlink", inter="ib", resume=True,
              cell="3.38万元/台/月 | 包年; 24 / 3", how="33800 / (720 x 8) = 5.8681; 包年 -> min 8760 h"),
        quote(r["4090"], A, "RTX4090-24G", 8, 8, 1.72, intra="pcie", inter="ethernet", resume=False,
              cell="1.72元/卡/时 | 按量; 64 / 8"),
        quote(r["l20"], A, "L20-48G", 8, 4, 440 / (D * 8), intra="pcie", inter="ethernet", resume=False,
              cell="440元/台/天 | 包周; 32 / 4", how="per machine-day: 440 / (24 x 8) = 2.2917; 包周 does not change the unit"),
        quote(r["h20"], B, "H20-96G", 8, 2, 5.18, min_hours=2160, intra="nvlink", inter="roce", resume=True,
              cell="5.18元/卡/时 | 包季; 16 / 2", how="per card-hour; 包季 -> min 2160 h"),
        quote(r["a800"], B, "A800-80G-PCIe", 4, 8, 14400 / (M * 4), intra="pcie", inter="roce", resume=True,
              cell="1.44万元/台/月 | 包月; 32 / 8 = 4 per machine", how="14400 / (720 x 4) = 5.00"),
        quote(r["t4"], B, "T4-16G", 8, 2, 0.52, intra="pcie", inter="ethernet", resume=False,
              cell="0.52元/卡/时 | 按量; 16 / 2"),
        quote(r["3090"], B, "RTX3090-24G", 8, 5, 26 / D, intra="pcie", inter="ethernet", resume=False,
              cell="26元/卡/天 | 包天; 40 / 5", how="26 / 24 = 1.0833"),
    ]
    cp = [refuse(r["a6000"], B, "A6000-48G", "已下架", "listing withdrawn (已下架): no price")]
    nq = [other(r["total"], "合计 | %d | %d" % (cards, nodes), "totals row"), other(r["note"], note, "notes row")]
    expected(name, "Marketplace export (GBK, CRLF): 总卡数 is the TOTAL card count beside 台数 (per machine = total / "
                   "machines, 8 or 4); every price cell states its own unit (元/卡/时, 万元/台/月, 元/台/天, 元/卡/天) while a "
                   "计费模式 column holds 按量/包天/包周/包月/包季/包年 (the minimum term, never the unit); 已下架; totals "
                   "and notes rows", q, cp, nq, "gbk")


# ================================================================== 10 IDC workbook: two site sheets, per-card month/quarter/year columns
def p10():
    name = "10_lianjiang_two_sites_card_rates.xlsx"
    V = "涟江数据"
    head = ["型号", "单机GPU", "可用卡数（合计）", "月付（元/卡/月）", "包季（元/卡/季）", "包年（元/卡/年）", "NVLink", "组网", "备注"]
    note = "注：包季按3个月一次性预付；包年合同一年一签、按季度付款；“—”为不提供。"
    bj = {1: ["涟江数据 · 北京亦庄机房 GPU资源报价（单卡计价，含税）"], 2: head,
          # 6480/720=9.00  18576/2160=8.60  70080/8760=8.00
          3: ["H100 SXM 80G", 8, 64, Num(6480, "int"), Num(18576, "int"), Num(70080, "int"), "有", "IB 400G×8", ""],
          # 3960/720=5.50  11448/2160=5.30  43800/8760=5.00
          4: ["A800 SXM4 80G", 8, 40, Num(3960, "int"), Num(11448, "int"), Num(43800, "int"), "有", "IB 200G×4", ""],
          6: [note]}
    wl = {1: ["涟江数据 · 乌兰察布机房 GPU资源报价（单卡计价，含税）"], 2: head,
          # 3024/720=4.20  8640/2160=4.00  32850/8760=3.75
          3: ["H20 141G", 8, 80, Num(3024, "int"), Num(8640, "int"), Num(32850, "int"), "有", "RoCE 200G×4", ""],
          # 2520/720=3.50  7128/2160=3.30  26280/8760=3.00
          4: ["Ascend 910B 64GB", 8, 128, Num(2520, "int"), Num(7128, "int"), Num(26280, "int"), "—", "RoCE 200G×8", "HCCS 卡间互联"],
          # 1152/720=1.60  3240/2160=1.50
          5: ["RTX 4090 24G", 8, 96, Num(1152, "int"), Num(3240, "int"), "—", "无", "25GE", ""],
          # 2160/720=3.00
          6: ["A100 40G PCIe", 4, 24, Num(2160, "int"), "询价", "询价", "无", "25GE", "4卡机"],
          8: [note]}
    contact = {1: ["联系我们"], 2: ["北京亦庄：010-0000 0000"], 3: ["乌兰察布：0474-000 0000"]}
    write_xlsx(name, [("北京亦庄", bj, ["A1:I1", "A6:I6"], [18, 8, 14, 14, 14, 14, 8, 14, 14]),
                      ("乌兰察布", wl, ["A1:I1", "A8:I8"], [18, 8, 14, 14, 14, 14, 8, 14, 14]),
                      ("联系方式", contact, [], [40])], creator="涟江数据")
    heads = ["月付（元/卡/月）", "包季（元/卡/季）", "包年（元/卡/年）"]
    hours = [M, QTR, Y]
    mins = [None, 2160, 8760]
    q = []
    for S, row, gid, gpn, nodes, prices, intra, inter in [
            ("北京亦庄", 3, "H100-80G-SXM", 8, 8, [6480, 18576, 70080], "nvlink", "ib"),
            ("北京亦庄", 4, "A800-80G-SXM", 8, 5, [3960, 11448, 43800], "nvlink", "ib"),
            ("乌兰察布", 3, "H20-141G", 8, 10, [3024, 8640, 32850], "nvlink", "roce"),
            ("乌兰察布", 4, "Ascend910B-64G", 8, 16, [2520, 7128, 26280], None, "roce"),
            ("乌兰察布", 5, "RTX4090-24G", 8, 12, [1152, 3240, None], None, "ethernet"),
            ("乌兰察布", 6, "A100-40G-PCIe", 4, 6, [2160, None, None], None, "ethernet")]:
        for p, h, hr, mh in zip(prices, heads, hours, mins):
            if p is None:
                continue
            q.append(quote(row, V, gid, gpn, nodes, p / hr, sheet=S, min_hours=mh, intra=intra, inter=inter,
                           cell="%s = %s" % (h, format(p, ",")),
                           how="%d per card / %d h%s; nodes = total cards / %d" % (p, hr, "" if mh is None else " -> min %d h" % mh, gpn)))
    cp = [refuse(6, V, "A100-40G-PCIe", "包季 询价 | 包年 询价", "no quarterly or yearly price (询价); the monthly price on this row still imports", sheet="乌兰察布")]
    nq = [other(1, bj[1][0], "title", sheet="北京亦庄"), other(6, note, "notes row", sheet="北京亦庄"),
          other(1, wl[1][0], "title", sheet="乌兰察布"), other(8, note, "notes row", sheet="乌兰察布")]
    expected(name, "IDC workbook with one quote table per site on two sheets (北京亦庄, 乌兰察布), vendor in each sheet's "
                   "title; three per-card tier columns whose headers carry the unit (元/卡/月, 元/卡/季, 元/卡/年); a "
                   "可用卡数（合计） total-card column beside 单机GPU; NVLink as 有/无/—; tiers not offered (—) and 询价; "
                   "notes rows; a contacts sheet", q, cp, nq)


if __name__ == "__main__":
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10):
        f()
    print("written to", OUT)
