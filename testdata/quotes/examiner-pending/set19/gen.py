#!/usr/bin/python3
"""Examiner set 19: writes every vendor file and its FILE.expected.json (run with /usr/bin/python3; needs openpyxl)."""
import csv, io, json, os
from openpyxl import Workbook
from openpyxl.styles import Font, Alignment

OUT = os.path.dirname(os.path.abspath(__file__))
CONVENTIONS = ("month=720h, week=168h, year=8760h, day=24h, quarter(包季/per quarter)=2160h, 12/24/36 months=8640/17280/25920h; "
               "price_per_gpu_hour in CNY; USD/EUR rows carry currency/price/price_unit instead (no FX rate in a fresh DB); "
               "a discount stated for the buyer is applied (net price)")


def quote(row, vendor, gpu, gpn=None, nodes=None, pph=None, *, sheet=None, aliases=None, cur=None, price=None,
          unit=None, min_hours=None, intra=None, inter=None, resume=None, cell="", how=""):
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
    if cur is not None:
        d["currency"] = cur
        d["price"] = round(price, 6)
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
    d = {"row": row}
    if sheet:
        d["sheet"] = sheet
    d.update({"vendor": vendor, "gpu": gpu, "cell": cell, "why": why})
    return d


def other(row, text, why, sheet=None):
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


def write_text(name, rows, encoding, delim=",", eol="\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator=eol, quoting=csv.QUOTE_MINIMAL)
    for r in rows:
        if r:
            w.writerow(r)
        else:
            buf.write(eol)
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(buf.getvalue().encode(encoding))


# ------------------------------------------------------------------ 01 e-mail reply with the old table quoted below
def f01():
    name = "01_yunzhou_email_reply_thread.csv"
    V, AL = "云舟智算", ["云舟智算 商务部"]
    rows = [
        ["主题：回复：12月GPU资源报价（更新版）"],                         # 1
        ["发件人：王磊 <wanglei@yunzhou-ai.example>"],                    # 2
        ["张经理您好，"],                                                  # 3
        ["按上周电话沟通，更新后的报价如下（单价单位：元/卡/小时，含税，按整台8卡交付）："],  # 4
        [],                                                                # 5
        ["序号", "卡型", "每台卡数", "可供台数", "单价", "备注"],            # 6
        ["1", "H100 SXM5 80G", "8", "4", "9.20", "NVLink + IB 400G"],      # 7
        ["2", "H800 SXM 80G", "8", "6", "8.60", "NVLink + IB 400G"],       # 8
        ["3", "A800 PCIe 80G", "8", "3", "5.10", "PCIe；RoCE 200G"],        # 9
        ["4", "RTX 4090 24G", "8", "12", "1.75", "单机，不组网"],            # 10
        ["5", "H20 96G", "8", "5", "5.60", "NVLink + RoCE 200G"],         # 11
        ["6", "MI300X 192G", "8", "2", "9.90", "AMD 平台，ROCm 6.2"],      # 12
        [],                                                                # 13
        ["以上价格有效期至2026年12月31日，如有疑问请随时联系。"],           # 14
        ["王磊 | 云舟智算 商务部 | 138-0000-0000"],                        # 15
        [],                                                                # 16
        ["-----原始邮件-----"],                                            # 17
        ["发件时间：2026年11月20日 16:02  主题：12月GPU资源报价"],           # 18
        ["序号", "卡型", "每台卡数", "可供台数", "单价", "备注"],            # 19
        ["1", "H100 SXM5 80G", "8", "4", "9.80", ""],                      # 20
        ["2", "H800 SXM 80G", "8", "6", "9.10", ""],                       # 21
        ["3", "A800 PCIe 80G", "8", "3", "5.40", ""],                      # 22
    ]
    write_text(name, rows, "utf-8", eol="\r\n")
    q = [
        quote(7, V, "H100-80G-SXM", 8, 4, 9.20, aliases=AL, intra="nvlink", inter="ib", cell="单价 = 9.20",
              how="unit only in the prose line 4 (元/卡/小时); vendor only in the signature"),
        quote(8, V, "H800-80G-SXM", 8, 6, 8.60, aliases=AL, intra="nvlink", inter="ib", cell="单价 = 8.60"),
        quote(9, V, "A800-80G-PCIe", 8, 3, 5.10, aliases=AL, intra="pcie", inter="roce", cell="单价 = 5.10"),
        quote(10, V, "RTX4090-24G", 8, 12, 1.75, aliases=AL, cell="单价 = 1.75"),
        quote(11, V, "H20-96G", 8, 5, 5.60, aliases=AL, intra="nvlink", inter="roce", cell="单价 = 5.60"),
    ]
    cp = [refuse(12, V, "MI300X 192G", "MI300X 192G | 9.90", "GPU not in the catalogue (AMD MI300X): refuse, do not map")]
    nq = [other(1, rows[0][0], "e-mail subject"), other(2, rows[1][0], "sender"), other(3, rows[2][0], "greeting"),
          other(4, rows[3][0], "prose line that states the unit"), other(14, rows[13][0], "validity line"),
          other(15, rows[14][0], "signature (the only place the vendor is named)"), other(17, rows[16][0], "quoted-mail marker"),
          other(18, rows[17][0], "quoted-mail header"), other(19, "序号,卡型,... (old header)", "header of the superseded table"),
          other(20, "H100 SXM5 80G 9.80", "superseded price in the quoted original mail"),
          other(21, "H800 SXM 80G 9.10", "superseded price in the quoted original mail"),
          other(22, "A800 PCIe 80G 5.40", "superseded price in the quoted original mail")]
    expected(name, "A sales reply e-mail pasted into a CSV: subject/sender/greeting lines, the unit stated only in a prose line, "
             "the new table, a signature that is the only place naming the vendor, then '-----原始邮件-----' and the OLD table from "
             "the quoted original mail with the same header and superseded prices (must not be imported); an AMD MI300X row",
             q, cp, nq, encoding="utf-8, CRLF")
    return len(q)


# ------------------------------------------------------------------ 02 per-region price matrix
def f02():
    name = "02_xinghe_region_matrix.xlsx"
    V, S = "星河算力", "区域价格"
    wb = Workbook(); ws = wb.active; ws.title = S
    ws["A1"] = "星河算力 各可用区 GPU 云服务器按需单价（2026年12月）"
    ws.merge_cells("A1:G1")
    ws["A2"] = "单位：元/卡·时；中国香港区以美元结算（US$/GPU·hr）；“—”表示该区无此机型"
    ws.merge_cells("A2:G2")
    ws["A3"] = "机型"; ws.merge_cells("A3:A4")
    ws["B3"] = "每台卡数"; ws.merge_cells("B3:B4")
    ws["C3"] = "可用区单价"; ws.merge_cells("C3:G3")
    regions = ["华北2（乌兰察布）", "华东1（芜湖）", "西南1（贵安）", "华南1（韶关）", "中国香港（USD）"]
    for i, r in enumerate(regions):
        ws.cell(4, 3 + i, r)
    data = [  # row, label, gpu id, gpn, cells
        (5, "H100 SXM 80GB", "H100-80G-SXM", 8, [9.60, 9.90, 9.30, "—", 2.35]),
        (6, "H800 SXM 80GB", "H800-80G-SXM", 8, [8.80, 9.10, "—", 8.95, "—"]),
        (7, "A100 SXM4 80GB", "A100-80G-SXM", 8, [5.90, 6.20, 5.70, 6.00, 1.45]),
        (8, "L40S 48GB", "L40S-48G", 8, [3.40, 3.50, 3.30, "售罄", 0.88]),
        (9, "昇腾910B 64GB", "Ascend910B-64G", 8, [5.20, "—", 4.90, 5.10, "—"]),
        (10, "GH200 96GB", None, 1, [12.00, "—", "—", "—", 3.10]),
    ]
    q, cp = [], []
    for row, label, gid, gpn, cells in data:
        ws.cell(row, 1, label); ws.cell(row, 2, gpn)
        for i, v in enumerate(cells):
            c = ws.cell(row, 3 + i, v)
            if isinstance(v, float):
                c.number_format = '"US$"0.00' if i == 4 else "0.00"
            if gid is None or not isinstance(v, float):
                continue
            if i == 4:
                q.append(quote(row, V, gid, gpn, sheet=S, cur="USD", price=v, unit="gpu_hour",
                               cell="%s = %.2f" % (regions[i], v), how="Hong Kong column is USD per GPU-hour"))
            else:
                q.append(quote(row, V, gid, gpn, pph=v, sheet=S, cell="%s = %.2f" % (regions[i], v), how="CNY per card-hour; region %s" % regions[i]))
    cp.append(refuse(8, V, "L40S-48G", "华南1（韶关） = 售罄", "sold out in that region: no price (other regions on this row import)", sheet=S))
    cp.append(refuse(10, V, "GH200 96GB", "GH200 96GB | 12.00 | US$3.10", "GPU not in the catalogue (GH200): refuse, do not map to H100/H200", sheet=S))
    ws["A12"] = "注：各区价格差异来自电价与机房等级；香港区美元结算，不含税。"
    ws.merge_cells("A12:G12")
    ws.column_dimensions["A"].width = 18
    wb.save(os.path.join(OUT, name))
    nq = [other(1, ws["A1"].value, "title", S), other(2, ws["A2"].value, "unit/currency line", S),
          other(4, "region names (second header row)", "second header row", S), other(12, ws["A12"].value, "notes row", S)]
    expected(name, "Per-region price matrix: one row per GPU model, one column per availability zone under a merged group header "
             "(two header rows), each cell a card-hour price, so one row gives up to five quotes; the Hong Kong column is in USD "
             "(number format US$); '—' not offered; a sold-out cell; a GH200 row (not in the catalogue)", q, cp, nq)
    return len(q)


# ------------------------------------------------------------------ 03 transposed multi-year ladder
def f03():
    name = "03_beichen_multiyear_offers_transposed.xlsx"
    V, S = "北辰超算中心", "方案对比"
    wb = Workbook(); ws = wb.active; ws.title = S
    ws["A1"] = "北辰超算中心 — 大模型训练集群长期租赁方案（报价单号 BC-2026-1207）"; ws.merge_cells("A1:E1")
    hdr = ["项目", "方案A", "方案B", "方案C", "方案D"]
    for i, h in enumerate(hdr):
        ws.cell(3, 1 + i, h)
    offers = [  # label, gid, gpn, nodes, intra, inter, resume, net_text, resume_text
        ("NVIDIA H800 SXM5 80GB", "H800-80G-SXM", 8, 16, "nvlink", "ib", True, "4×400G InfiniBand", "支持"),
        ("NVIDIA H100 SXM5 80GB", "H100-80G-SXM", 8, 8, "nvlink", "ib", True, "8×400G InfiniBand", "支持"),
        ("NVIDIA A800 SXM4 80GB", "A800-80G-SXM", 8, 32, "nvlink", "roce", True, "4×200G RoCE", "支持"),
        ("NVIDIA H20 141GB", "H20-141G", 8, 20, "nvlink", "roce", False, "2×200G RoCE", "不支持"),
    ]
    side = ["GPU型号", "单台GPU数量", "台数", "机内互联", "机间网络", "断点续训"]
    for j, s in enumerate(side):
        ws.cell(4 + j, 1, s)
    for i, o in enumerate(offers):
        col = 2 + i
        ws.cell(4, col, o[0]); ws.cell(5, col, o[2]); ws.cell(6, col, o[3]); ws.cell(7, col, "NVLink")
        ws.cell(8, col, o[7]); ws.cell(9, col, o[8])
    ws["A10"] = "租金（元/台/月，含税），按合同期限"; ws.merge_cells("A10:E10")
    ladder = [(11, "12个月合同", 8640, [52000, 58000, 33000, 30000]),
              (12, "24个月合同", 17280, [49000, 55000, 31000, 28500]),
              (13, "36个月合同", 25920, [46500, "—", 29500, "面议"])]
    q, cp = [], []
    for row, lab, mh, vals in ladder:
        ws.cell(row, 1, lab)
        for i, v in enumerate(vals):
            c = ws.cell(row, 2 + i, v)
            if isinstance(v, int):
                c.number_format = "#,##0"
                o = offers[i]
                q.append(quote(row, V, o[1], o[2], o[3], v / o[2] / 720, sheet=S, min_hours=mh, intra=o[4], inter=o[5], resume=o[6],
                               cell="%s %s = %s" % (hdr[1 + i], lab, format(v, ",")),
                               how="offer laid out in a column (fields down the side); %d per machine-month / 8 / 720; term %s = %d h" % (v, lab, mh)))
    cp.append(refuse(13, V, "H20-141G", "方案D 36个月合同 = 面议", "no price: to be negotiated", sheet=S))
    ws["A15"] = "付款方式：季付，押一付三；合同期内价格锁定。"; ws.merge_cells("A15:E15")
    ws.column_dimensions["A"].width = 16
    for c in "BCDE":
        ws.column_dimensions[c].width = 24
    wb.save(os.path.join(OUT, name))
    nq = [other(1, ws["A1"].value, "title (the only place the vendor is named)", S), other(10, ws["A10"].value, "section row giving the unit", S),
          other(15, ws["A15"].value, "notes row", S)]
    for r in range(4, 10):
        nq.append(other(r, side[r - 4], "field row of the transposed layout (no price)", S))
    expected(name, "Transposed proposal: offers in columns (方案A-D), fields down the side (GPU, cards per machine, machines, "
             "interconnect, network, resume), a merged section row giving the unit (元/台/月), then a contract-length ladder "
             "12/24/36个月 each giving the machine-month rent; the quote's row is the row of its price cell; '—' not offered; 面议",
             q, cp, nq)
    return len(q)


# ------------------------------------------------------------------ 04 GBK, 万 written every odd way
def f04():
    name = "04_dingyuan_wan_styles_gbk.csv"
    V = "鼎元算力"
    rows = [
        ["鼎元算力 现货整机月租报价（经销商版，12月）"],                            # 1
        ["机型", "配置", "数量(台)", "月租(整台)", "备注"],                          # 2
        ["H100 80G SXM", "8卡 NVLink / IB 400G", "2", "6万5", "含税"],              # 3
        ["H800 80G SXM", "8卡 NVLink / IB 400G", "3", "5万8", "含税"],              # 4
        ["A800 80G PCIe", "8卡 PCIe / RoCE", "4", "3.2w", ""],                      # 5
        ["RTX 4090 24G", "8卡", "10", "一万零八百", ""],                            # 6
        ["L40S 48G", "8卡 PCIe", "2", "2万3千5", ""],                              # 7
        ["A100 40G SXM", "8卡 NVLink", "1", "2.6万起", "视租期"],                   # 8
        ["H20 96G", "8卡 NVLink", "6", "叁万伍仟元整", "合同价"],                   # 9
        ["RTX 3090 24G", "8卡", "5", "0.68万", ""],                                 # 10
        ["H200 141G", "8卡 NVLink / IB 400G", "1", "12.8万", "现货1台"],            # 11
        [],                                                                         # 12
        ["注：月租为整台价格；数量为可交付台数；w=万。"],                           # 13
    ]
    write_text(name, rows, "gbk", eol="\r\n")
    P = lambda v: v / 8 / 720
    q = [
        quote(3, V, "H100-80G-SXM", 8, 2, P(65000), intra="nvlink", inter="ib", cell="6万5", how="6万5 = 65,000 per machine-month"),
        quote(4, V, "H800-80G-SXM", 8, 3, P(58000), intra="nvlink", inter="ib", cell="5万8", how="58,000 per machine-month"),
        quote(5, V, "A800-80G-PCIe", 8, 4, P(32000), intra="pcie", inter="roce", cell="3.2w", how="w = 万: 32,000"),
        quote(6, V, "RTX4090-24G", 8, 10, P(10800), cell="一万零八百", how="Chinese numerals: 10,800"),
        quote(7, V, "L40S-48G", 8, 2, P(23500), intra="pcie", cell="2万3千5", how="2万3千5 = 23,500"),
        quote(9, V, "H20-96G", 8, 6, P(35000), intra="nvlink", cell="叁万伍仟元整", how="financial capital numerals: 35,000"),
        quote(10, V, "RTX3090-24G", 8, 5, P(6800), cell="0.68万", how="6,800"),
        quote(11, V, "H200-141G", 8, 1, P(128000), intra="nvlink", inter="ib", cell="12.8万", how="128,000"),
    ]
    cp = [refuse(8, V, "A100-40G-SXM", "2.6万起", "a floor ('from 26,000'), not a price")]
    nq = [other(1, rows[0][0], "title"), other(13, rows[12][0], "notes row")]
    expected(name, "GBK CSV from a reseller where every machine-month rent writes 万 differently: 6万5, 5万8, 3.2w, 一万零八百, 2万3千5, "
             "叁万伍仟元整 (financial capital numerals), 0.68万, 12.8万; a floor price 2.6万起; unit only in the header (月租(整台)) and notes",
             q, cp, nq, encoding="gbk, CRLF")
    return len(q)


# ------------------------------------------------------------------ 05 fiscal quarters, hidden old column and hidden row
def f05():
    name = "05_aurora_fiscal_quarter_reservations.xlsx"
    V, S = "Aurora Compute", "Reservations"
    AL = ["Aurora Compute Pte Ltd"]
    wb = Workbook(); ws = wb.active; ws.title = S
    ws["A1"] = "Aurora Compute Pte Ltd — committed quarterly reservations (fiscal year starts 1 April)"
    ws["A2"] = "USD per GPU per fiscal quarter (2,160 GPU-hours per GPU, prepaid); servers are 8-GPU, NVLink + 400G InfiniBand"
    hdr = ["GPU", "GPUs / server", "Servers available", "FY27 Q2 (Jul–Sep 2026)", "FY27 Q4 (Jan–Mar 2027)", "FY28 Q1 (Apr–Jun 2027)", "Notes"]
    for i, h in enumerate(hdr):
        ws.cell(3, 1 + i, h).font = Font(bold=True)
    data = [
        (4, "H100 SXM 80GB", "H100-80G-SXM", 8, 10, [5184, 4860, 4650], ""),
        (5, "H200 SXM 141GB", "H200-141G", 8, 6, [7560, 6912, 6696], ""),
        (6, "B200 180GB", "B200-180G", 8, 2, [None, 9720, "TBD"], "allocation from Feb 2027"),
        (7, "V100 SXM2 32GB", "V100-32G", 8, 4, [1512, 1404, 1350], "discontinued – row kept for reference"),
        (8, "L40S 48GB", "L40S-48G", 8, 12, [1944, 1814.40, 1728], ""),
        (9, "A100 SXM 80GB", "A100-80G-SXM", 8, 8, [3024, 2808, 2700], ""),
        (10, "MI300X 192GB", None, 8, 3, [5616, 5400, 5184], ""),
    ]
    q, cp = [], []
    for row, label, gid, gpn, nodes, prices, note in data:
        ws.cell(row, 1, label); ws.cell(row, 2, gpn); ws.cell(row, 3, nodes); ws.cell(row, 7, note)
        for i, v in enumerate(prices):
            c = ws.cell(row, 4 + i, v)
            if isinstance(v, (int, float)):
                c.number_format = '"$"#,##0.00'
        if gid is None or row == 7:
            continue
        for i in (1, 2):
            v = prices[i]
            if isinstance(v, (int, float)):
                q.append(quote(row, V, gid, gpn, nodes, sheet=S, aliases=AL, cur="USD", price=v / 2160, unit="gpu_hour", min_hours=2160,
                               intra="nvlink", inter="ib", cell="%s = $%s" % (hdr[3 + i], format(v, ",.2f")),
                               how="USD %s per GPU per quarter / 2160 h; prepaid quarter = min 2160 h" % v))
    ws.column_dimensions["D"].hidden = True      # expired quarter, old prices
    ws.row_dimensions[7].hidden = True           # discontinued V100
    cp.append(refuse(6, V, "B200-180G", "FY28 Q1 (Apr–Jun 2027) = TBD", "no price yet for that quarter (the FY27 Q4 price imports)", sheet=S))
    cp.append(refuse(10, V, "MI300X 192GB", "MI300X 192GB | $5,400.00 | $5,184.00", "GPU not in the catalogue (AMD MI300X)", sheet=S))
    ws["A12"] = "Prices exclude GST. Hidden columns/rows are archived and not offered."
    for c, w in zip("ABCDEFG", (18, 14, 18, 24, 24, 24, 36)):
        ws.column_dimensions[c].width = w
    ws.column_dimensions["D"].hidden = True
    wb.save(os.path.join(OUT, name))
    nq = [other(1, ws["A1"].value, "title", S), other(2, ws["A2"].value, "unit and configuration line", S),
          other(7, "V100 SXM2 32GB (hidden row)", "hidden row: discontinued model kept for reference, not offered", S),
          other(12, ws["A12"].value, "notes row", S)]
    expected(name, "English reservation sheet priced in USD per GPU per FISCAL quarter (FY starts April) with two forward quarters "
             "as columns (each a quote, min 2160 h); a HIDDEN column holding the expired quarter's old prices, a HIDDEN row for a "
             "discontinued V100; the unit and interconnect only in the line above the header; TBD; an MI300X row",
             q, cp, nq)
    return len(q)


# ------------------------------------------------------------------ 06 semicolon CSV, decimal comma, EUR, spot
def f06():
    name = "06_nordlicht_eu_semicolon_decimal_comma.csv"
    V = "Nordlicht Rechenzentrum"
    AL = ["Nordlicht Rechenzentrum GmbH"]
    rows = [
        ["Nordlicht Rechenzentrum GmbH – GPU-Preisliste / GPU price list 12/2026"],                              # 1
        ["Alle Preise in EUR zzgl. MwSt.; sekundengenaue Abrechnung (per-second billing)"],                      # 2
        ["Modell", "GPUs je Server", "Verfügbar (Server)", "Preis je GPU und Stunde", "Preis je Server und Monat", "Tarif"],  # 3
        ["H100 SXM5 80GB", "8", "6", "2,79", "", "On-Demand"],                                                    # 4
        ["H100 SXM5 80GB", "8", "6", "", "13.248,00", "Reserved 1 Monat"],                                         # 5
        ["H200 SXM 141GB", "8", "2", "3,65", "", "On-Demand"],                                                    # 6
        ["H200 SXM 141GB", "8", "2", "", "19.584,00", "Reserved 1 Monat"],                                         # 7
        ["L40S 48GB", "4", "10", "0,95", "", "On-Demand"],                                                        # 8
        ["L40S 48GB", "4", "10", "0,62", "", "Spot (unterbrechbar / preemptible)"],                               # 9
        ["A100 80GB PCIe", "4", "5", "1,295", "", "On-Demand"],                                                   # 10
        ["RTX 6000 Ada 48GB", "4", "8", "0,89", "", "On-Demand"],                                                 # 11
        ["MI300X 192GB", "8", "1", "2,95", "", "On-Demand"],                                                      # 12
        ["H100 SXM5 80GB", "8", "6", "1,65", "", "Spot (unterbrechbar / preemptible)"],                           # 13
        [],                                                                                                        # 14
        ["Spot-Instanzen können mit 2 Minuten Vorwarnung beendet werden."],                                       # 15
    ]
    write_text(name, rows, "utf-8-sig", delim=";", eol="\r\n")
    E = dict(aliases=AL, cur="EUR")
    q = [
        quote(4, V, "H100-80G-SXM", 8, 6, price=2.79, unit="gpu_hour", cell="2,79", how="decimal comma", **E),
        quote(5, V, "H100-80G-SXM", 8, 6, price=13248.0, unit="node_month", cell="13.248,00", how="'.' thousands, ',' decimals: 13,248 per server-month = 2.30/GPU-h", **E),
        quote(6, V, "H200-141G", 8, 2, price=3.65, unit="gpu_hour", cell="3,65", **E),
        quote(7, V, "H200-141G", 8, 2, price=19584.0, unit="node_month", cell="19.584,00", how="3.40/GPU-h", **E),
        quote(8, V, "L40S-48G", 4, 10, price=0.95, unit="gpu_hour", cell="0,95", **E),
        quote(9, V, "L40S-48G", 4, 10, price=0.62, unit="gpu_hour", cell="0,62", how="spot offer, price stated", **E),
        quote(10, V, "A100-80G-PCIe", 4, 5, price=1.295, unit="gpu_hour", cell="1,295",
              how="in this file ',' is the decimal mark: 1.295 EUR, NOT 1,295", **E),
        quote(11, V, "RTX6000Ada-48G", 4, 8, price=0.89, unit="gpu_hour", cell="0,89", **E),
        quote(13, V, "H100-80G-SXM", 8, 6, price=1.65, unit="gpu_hour", cell="1,65", how="spot", **E),
    ]
    cp = [refuse(12, V, "MI300X 192GB", "MI300X 192GB | 2,95", "GPU not in the catalogue (AMD MI300X)")]
    nq = [other(1, rows[0][0], "title"), other(2, rows[1][0], "currency and billing line"), other(15, rows[14][0], "notes row")]
    expected(name, "German data centre's Excel 'CSV (semicolon)' export, UTF-8 with BOM, CRLF: ';' separator, decimal comma and '.' "
             "thousands (2,79 / 13.248,00 / 1,295 = 1.295), EUR stated only in a line above the header, per-second billing, a per-GPU-hour "
             "and a per-server-month column, on-demand, 1-month reserved and spot (preemptible) tariffs as separate rows; an MI300X row",
             q, cp, nq, encoding="utf-8-sig, CRLF, ';'")
    return len(q)


# ------------------------------------------------------------------ 07 list price + discount columns, merged headers
def f07():
    name = "07_lanjing_list_price_discounts.xlsx"
    V, S = "蓝鲸云", "刊例价及折扣"
    wb = Workbook(); ws = wb.active; ws.title = S
    ws["A1"] = "蓝鲸云 GPU 云服务器刊例价与贵司商务折扣（2026年第四季度）"; ws.merge_cells("A1:H1")
    for ref, v in (("A2", "实例规格"), ("B2", "GPU"), ("C2", "GPU数"), ("D2", "刊例价"), ("F2", "贵司折扣（以刊例价为基数）")):
        ws[ref] = v
    ws.merge_cells("A2:A3"); ws.merge_cells("B2:B3"); ws.merge_cells("C2:C3"); ws.merge_cells("D2:E2"); ws.merge_cells("F2:H2")
    for ref, v in (("D3", "按量（元/实例·时）"), ("E3", "包月（元/实例·月）"), ("F3", "按量"), ("G3", "包月"), ("H3", "包年（以包月刊例价为基数）")):
        ws[ref] = v
    data = [  # row, spec, gpu text, gid, n, od, mo, d_od, d_mo, d_yr
        (4, "gn8-h800.8x", "H800 80G SXM", "H800-80G-SXM", 8, 86.40, 48000, ("85折", .85), ("9折", .90), ("1-yr: -15%", .85)),
        (5, "gn7-a800.8x", "A800 80G SXM", "A800-80G-SXM", 8, 52.00, 28800, ("85折", .85), ("9折", .90), ("1-yr: -15%", .85)),
        (6, "gn7-a800.1x", "A800 80G SXM", "A800-80G-SXM", 1, 6.80, 3800, ("85折", .85), ("9折", .90), ("1-yr: -15%", .85)),
        (7, "gn9-4090.8x", "RTX 4090 24G", "RTX4090-24G", 8, 14.40, 8000, ("-8%", .92), ("不参与", 1.0), ("—", None)),
        (8, "gn8-h20.8x", "H20 96G", "H20-96G", 8, 48.00, 26400, ("8.5折", .85), ("9折", .90), ("1-yr: -15%", .85)),
        (9, "gn8-h100.8x", "H100 80G SXM", "H100-80G-SXM", 8, 92.00, "价格调整中", ("85折", .85), ("9折", .90), ("1-yr: -15%", .85)),
    ]
    q, cp = [], []
    for row, spec, gtxt, gid, n, od, mo, dod, dmo, dyr in data:
        for col, v in enumerate([spec, gtxt, n, od, mo, dod[0], dmo[0], dyr[0]], 1):
            c = ws.cell(row, col, v)
            if col == 4:
                c.number_format = "0.00"
            if col == 5 and isinstance(v, int):
                c.number_format = "#,##0"
        q.append(quote(row, V, gid, n, pph=od * dod[1] / n, sheet=S, cell="按量 %.2f × %s" % (od, dod[0]),
                       how="on-demand list %.2f per instance-hour × %s = %.4f, / %d GPUs" % (od, dod[0], od * dod[1], n)))
        if isinstance(mo, int):
            q.append(quote(row, V, gid, n, pph=mo * dmo[1] / n / 720, sheet=S, cell="包月 %s × %s" % (format(mo, ","), dmo[0]),
                           how="monthly list × discount (不参与 = no discount) / %d / 720" % n))
            if dyr[1]:
                q.append(quote(row, V, gid, n, pph=mo * dyr[1] / n / 720, sheet=S, min_hours=8760,
                               cell="包年 = 包月刊例价 %s × (1 - 15%%)" % format(mo, ","),
                               how="yearly: the monthly list price less 15%%, a one-year commitment (8760 h)"))
    cp.append(refuse(9, V, "H100-80G-SXM", "包月 = 价格调整中 (so 包年, based on it, has no base either)",
                     "monthly list price under revision: no monthly or yearly price; the on-demand price on this row imports", sheet=S))
    ws["A11"] = "注：折后价 = 刊例价 × 折扣；85折即刊例价的85%；-8%即刊例价减8%；“不参与”即按刊例价；“—”为不提供；包年须一次签约一年。"
    ws.merge_cells("A11:H11")
    wb.save(os.path.join(OUT, name))
    nq = [other(1, ws["A1"].value, "title", S), other(3, "second header row", "second header row", S), other(11, ws["A11"].value, "notes row", S)]
    expected(name, "Cloud list-price sheet (merged two-row header) with the buyer's negotiated discounts in separate columns: "
             "85折 / 8.5折 / -8% / 不参与 on the on-demand and monthly list prices, and '1-yr: -15%' on the monthly list price for a yearly "
             "commitment; prices per INSTANCE (8-GPU and 1-GPU instances); the importer must store the net price or refuse, never the "
             "list price silently; a monthly price under revision", q, cp, nq)
    return len(q)


# ------------------------------------------------------------------ 08 broker summary sheet + vendor sheets with hidden old rows
def f08():
    name = "08_broker_summary_and_vendor_tabs.xlsx"
    wb = Workbook()
    s0 = wb.active; s0.title = "汇总"
    S1, S2 = "华算科技", "极光智算"
    s0["A1"] = "渠道比价汇总（数据引自各供应商分页，12月5日整理）"
    for i, h in enumerate(["供应商", "卡型", "单价(元/卡时)", "可供卡数", "出处"]):
        s0.cell(2, 1 + i, h)
    summ = [("华算科技", "H100 SXM", 9.40, 64, "华算科技!第5行"), ("华算科技", "A800 SXM", 5.30, 128, "华算科技!第6行"),
            ("华算科技", "RTX 4090", 1.70, 80, "华算科技!第7行"), ("极光智算", "H800 SXM", 8.96, 96, "极光智算!第4行"),
            ("极光智算", "L40S", 3.47, 32, "极光智算!第5行"), ("极光智算", "H20 96G", 5.56, 40, "极光智算!第6行")]
    for r, row in enumerate(summ, 3):
        for c, v in enumerate(row, 1):
            s0.cell(r, c, v)
    s0["A10"] = "注：单价已折算到每卡每小时，原始报价及配置见各供应商分页；汇总页仅供浏览。"
    # vendor 1
    s1 = wb.create_sheet(S1)
    s1["A1"] = "华算科技 GPU报价单"
    for i, h in enumerate(["型号", "形态", "每台卡数", "台数", "单价", "单位", "互联", "备注"]):
        s1.cell(2, 1 + i, h)
    v1 = [(3, ["H100 80G", "SXM5", 8, 8, 10.20, "元/卡·时", "NVLink+IB", "2026年10月旧价"]),
          (4, ["A800 80G", "SXM4", 8, 16, 5.90, "元/卡·时", "NVLink+RoCE", "2026年10月旧价"]),
          (5, ["H100 80G", "SXM5", 8, 8, 9.40, "元/卡·时", "NVLink+IB", "12月价"]),
          (6, ["A800 80G", "SXM4", 8, 16, 5.30, "元/卡·时", "NVLink+RoCE", "12月价"]),
          (7, ["RTX 4090 24G", "PCIe", 8, 10, 1.70, "元/卡·时", "PCIe", "12月价"]),
          (8, ["GH200 96G", "Grace Hopper", 1, 4, 11.50, "元/卡·时", "", "12月价"])]
    for r, vals in v1:
        for c, v in enumerate(vals, 1):
            s1.cell(r, c, v)
    s1.row_dimensions[3].hidden = True
    s1.row_dimensions[4].hidden = True
    # vendor 2
    s2 = wb.create_sheet(S2)
    s2["A1"] = "极光智算 报价"
    s2["A2"] = "报价日期 2026-12-03，计价单位见各行"
    for i, h in enumerate(["GPU", "卡数/台", "可租台数", "租金", "计价", "网络", "备注"]):
        s2.cell(3, 1 + i, h)
    v2 = [(4, ["H800 SXM 80GB", 8, 12, 51600, "元/台/月", "IB 400G", ""]),
          (5, ["L40S 48GB", 4, 8, 2500, "元/卡/月", "RoCE 100G", ""]),
          (6, ["H20 96GB", 8, 5, 32000, "元/台/月", "RoCE 200G", ""]),
          (7, ["H800 SXM 80GB", 8, 12, 55000, "元/台/月", "IB 400G", "11月价（作废）"])]
    for r, vals in v2:
        for c, v in enumerate(vals, 1):
            x = s2.cell(r, c, v)
            if c == 4:
                x.number_format = "#,##0"
    s2.row_dimensions[7].hidden = True
    wb.save(os.path.join(OUT, name))
    q = [
        quote(5, S1, "H100-80G-SXM", 8, 8, 9.40, sheet=S1, intra="nvlink", inter="ib", cell="9.40 元/卡·时",
              how="vendor tab; the same offer repeated on 汇总 row 3 must not be stored twice"),
        quote(6, S1, "A800-80G-SXM", 8, 16, 5.30, sheet=S1, intra="nvlink", inter="roce", cell="5.30 元/卡·时"),
        quote(7, S1, "RTX4090-24G", 8, 10, 1.70, sheet=S1, intra="pcie", cell="1.70 元/卡·时"),
        quote(4, S2, "H800-80G-SXM", 8, 12, 51600 / 8 / 720, sheet=S2, inter="ib", cell="51,600 元/台/月", how="8.9583 per card-hour"),
        quote(5, S2, "L40S-48G", 4, 8, 2500 / 720, sheet=S2, inter="roce", cell="2,500 元/卡/月", how="3.4722"),
        quote(6, S2, "H20-96G", 8, 5, 32000 / 8 / 720, sheet=S2, inter="roce", cell="32,000 元/台/月", how="5.5556"),
    ]
    cp = [refuse(8, S1, "GH200 96G", "GH200 96G | 11.50 元/卡·时", "GPU not in the catalogue (GH200)", sheet=S1)]
    nq = [other(1, s0["A1"].value, "title", "汇总"), other(10, s0["A10"].value, "notes row", "汇总")]
    for r, row in enumerate(summ, 3):
        nq.append(other(r, " | ".join(str(x) for x in row), "summary row repeating a vendor tab's offer (store once, from the vendor tab)", "汇总"))
    nq += [other(1, s1["A1"].value, "title", S1), other(3, "H100 80G 10.20 2026年10月旧价 (hidden row)", "hidden row: superseded October price", S1),
           other(4, "A800 80G 5.90 2026年10月旧价 (hidden row)", "hidden row: superseded October price", S1),
           other(1, s2["A1"].value, "title", S2), other(2, s2["A2"].value, "date/unit line", S2),
           other(7, "H800 SXM 80GB 55,000 11月价（作废） (hidden row)", "hidden row: void November price", S2)]
    expected(name, "Broker workbook: a first sheet 汇总 that repeats every vendor's offer (already converted to 元/卡时, rounded) and "
             "points to the vendor tabs; two vendor tabs in different layouts (per card-hour with a 形态 column; per machine-month and "
             "per card-month with a 计价 column), each with HIDDEN rows holding superseded prices; vendor named by the tab and its "
             "title; each offer must be stored once; a GH200 row", q, cp, nq)
    return len(q)


# ------------------------------------------------------------------ 09 chat log export
def f09():
    name = "09_wechat_chat_export.csv"
    V = "锐思算力"
    AL = ["锐思算力-小周"]
    rows = [
        ["时间", "发送人", "内容"],                                                                         # 1
        ["2026-12-02 10:31", "采购-李婷", "您好，想问下H100和4090现在什么价格"],                            # 2
        ["2026-12-02 10:35", "锐思算力-小周", "H100 SXM 8卡整机，9块5一卡时，现货3台，NVLink+IB"],           # 3
        ["2026-12-02 10:36", "锐思算力-小周", "4090的话单卡1.8一小时；包月的话1100一张卡"],                   # 4
        ["2026-12-02 10:40", "采购-李婷", "A800有吗？上次说的5.2还能做吗"],                                  # 5
        ["2026-12-02 10:52", "锐思算力-小周", "A800 PCIe 80G 可以，5.2一卡时不变"],                         # 6
        ["2026-12-02 10:53", "锐思算力-小周", "[图片]"],                                                     # 7
        ["2026-12-02 11:05", "锐思算力-小周", "H200的话要等下周到货，价格到时候报您"],                       # 8
        ["2026-12-02 11:06", "采购-李婷", "好的，谢谢"],                                                      # 9
    ]
    write_text(name, rows, "utf-8")
    q = [
        quote(3, V, "H100-80G-SXM", 8, 3, 9.5, aliases=AL, intra="nvlink", inter="ib", cell="9块5一卡时",
              how="9块5 = 9.5 CNY per card-hour; vendor from the sender name"),
        quote(4, V, "RTX4090-24G", pph=1.8, aliases=AL, cell="单卡1.8一小时", how="per card-hour"),
        quote(4, V, "RTX4090-24G", pph=1100 / 720, aliases=AL, cell="包月的话1100一张卡", how="1100 per card-month / 720"),
        quote(6, V, "A800-80G-PCIe", pph=5.2, aliases=AL, cell="5.2一卡时"),
    ]
    cp = [refuse(8, V, "H200-141G", "价格到时候报您", "no price yet (to be quoted next week)")]
    nq = [other(2, rows[1][2], "buyer's question"), other(5, rows[4][2], "buyer's message quoting an OLD price (5.2) - not an offer by itself"),
          other(7, "[图片]", "image placeholder"), other(9, rows[8][2], "buyer's reply")]
    expected(name, "A WeChat conversation exported to CSV (时间,发送人,内容): the offers are in the salesperson's free-text messages "
             "(9块5一卡时, 单卡1.8一小时, 包月1100一张卡), the vendor only in the sender name, the buyer's own messages mention prices too "
             "and are not offers; one message gives two offers; 价格到时候报您", q, cp, nq, encoding="utf-8, LF")
    return len(q)


if __name__ == "__main__":
    n = 0
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09):
        k = f(); n += k
        print(f.__name__, k)
    print("total quote rows", n)
