#!/usr/bin/python3
"""Examiner set 22: writes every vendor file and its FILE.expected.json. Run with /usr/bin/python3 (openpyxl)."""
import csv, io, json, os
import openpyxl
from openpyxl.styles import Font, Alignment

HERE = os.path.dirname(os.path.abspath(__file__))
CONV = ("month=720h, week=168h, year=8760h, day=24h, quarter(包季)=2160h, 12 months=8640h; "
        "price_per_gpu_hour in CNY; USD rows carry currency/price/price_unit instead (the app states no default FX rate)")


def write_csv(name, rows, encoding="utf-8", newline="\n", delimiter=","):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=newline)
    for r in rows:
        w.writerow(r)
    with open(os.path.join(HERE, name), "w", encoding=encoding, newline="") as f:
        f.write(buf.getvalue())


def write_exp(name, describes, quotes, cannot, notq, encoding=None):
    d = {"file": name, "describes": describes}
    if encoding:
        d["encoding"] = encoding
    d.update({"conventions": CONV, "quotes": quotes, "cannot_price": cannot, "not_quotes": notq})
    with open(os.path.join(HERE, name + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)


def Q(row, vendor, gpu, pgh=None, sheet=None, aliases=None, **kw):
    q = {"row": row}
    if sheet:
        q["sheet"] = sheet
    q["vendor"] = vendor
    if aliases:
        q["vendor_aliases"] = aliases
    q["gpu"] = gpu
    for k in ("gpus_per_node", "nodes"):
        if k in kw:
            q[k] = kw.pop(k)
    if pgh is not None:
        q["price_per_gpu_hour"] = round(pgh, 6)
    for k in ("currency", "price", "price_unit", "min_hours", "intra_node", "inter_node", "resume_supported"):
        if k in kw:
            q[k] = kw.pop(k)
    q["cell"] = kw.pop("cell")
    q["how"] = kw.pop("how")
    assert not kw, kw
    return q


def C(row, vendor, gpu, cell, why, sheet=None):
    c = {"row": row}
    if sheet:
        c["sheet"] = sheet
    c.update({"vendor": vendor, "gpu": gpu, "cell": cell, "why": why})
    return c


def N(row, text, why, sheet=None):
    n = {"row": row}
    if sheet:
        n["sheet"] = sheet
    n.update({"text": text, "why": why})
    return n


# ---------------------------------------------------------------- 01 e-mail body pasted into a CSV
def f01():
    name = "01_yunqi_email_body_pasted.csv"
    V, AL = "云栖算力", ["云栖算力 商务部"]
    rows = [
        ["发件人: 王磊 <wanglei@yunqi-suanli.example>"],
        ["发送时间: 2026年12月3日 星期四 10:42"],
        ["主题: 回复: 12月GPU资源报价"],
        [],
        ["张工，您好："],
        ["按您上周的需求，我司可交付资源及价格如下（含税，人民币）："],
        ["型号", "数量", "单价", "计费", "备注"],
        ["H800 8卡整机", "4台", "6.80元/卡/时", "按量", "NVLink + IB 400G×8"],                 # 8
        ["A800 80G PCIe 8卡", "2台", "45,000元/台/月", "包月", "PCIe直连，RoCE 100G"],        # 9
        ["L20 48G 单卡", "16卡", "2.10元/卡/时", "按量", "可单卡起租"],                        # 10
        ["RTX 4090 24G 8卡", "10台", "380元/台/天", "包天", ""],                               # 11
        ["H20 96G 8卡", "3台", "5.2元/卡/时（较上周下调0.3）", "按量", ""],                     # 12
        ["H100 80G SXM 8卡", "1台", "已预订完", "", "下批1月中旬到货"],                          # 13
        ["昇腾910B 64G 8卡", "6台", "3.9元/卡/时", "按量", "HCCS，国产化项目优先"],             # 14
        [],
        ["以上报价有效期至12月15日，超过请重新确认。"],
        ["祝好！"],
        ["王磊 | 云栖算力 商务部 | 138-0000-0000"],
    ]
    write_csv(name, rows, newline="\r\n")
    q = [
        Q(8, V, "H800-80G-SXM", 6.80, aliases=AL, gpus_per_node=8, nodes=4, intra_node="nvlink", inter_node="ib",
          cell="6.80元/卡/时 | 按量 | H800 8卡整机", how="per card-hour 6.80; plain H800 is the SXM part (warning expected)"),
        Q(9, V, "A800-80G-PCIe", 45000 / 720 / 8, aliases=AL, gpus_per_node=8, nodes=2,
          cell="45,000元/台/月 | 包月", how="45000 per machine-month / 720 h / 8 cards"),
        Q(10, V, "L20-48G", 2.10, aliases=AL, cell="2.10元/卡/时 | 数量 16卡",
          how="per card-hour; 16卡 is a card count, not machines, so nodes/gpus_per_node are not stated"),
        Q(11, V, "RTX4090-24G", 380 / 24 / 8, aliases=AL, gpus_per_node=8, nodes=10,
          cell="380元/台/天 | 包天", how="380 per machine-day / 24 h / 8 cards"),
        Q(12, V, "H20-96G", 5.2, aliases=AL, gpus_per_node=8, nodes=3,
          cell="5.2元/卡/时（较上周下调0.3）", how="price is 5.2; the 0.3 in brackets is the week-on-week cut, not a price"),
        Q(14, V, "Ascend910B-64G", 3.9, aliases=AL, gpus_per_node=8, nodes=6, intra_node="hccs",
          cell="3.9元/卡/时 | 按量", how="per card-hour"),
    ]
    c = [C(13, V, "H100-80G-SXM", "已预订完", "no price: fully booked")]
    n = [N(1, "发件人: 王磊 <wanglei@yunqi-suanli.example>", "mail header"),
         N(2, "发送时间: 2026年12月3日 星期四 10:42", "mail header"),
         N(3, "主题: 回复: 12月GPU资源报价", "mail header"),
         N(5, "张工，您好：", "greeting"),
         N(6, "按您上周的需求，我司可交付资源及价格如下（含税，人民币）：", "mail text above the table"),
         N(16, "以上报价有效期至12月15日，超过请重新确认。", "mail text"),
         N(17, "祝好！", "sign-off"),
         N(18, "王磊 | 云栖算力 商务部 | 138-0000-0000", "signature: the only place the vendor is named")]
    write_exp(name, "A sales e-mail copied whole into a CSV (UTF-8, CRLF): mail header lines, greeting and sentences in "
              "column A above and below a small table; vendor named only in the signature and the mail domain; quantity "
              "in 台 or in 卡; a price cell carrying a second number in brackets (the week's cut); 已预订完", q, c, n, "utf-8")
    return len(q)


# ---------------------------------------------------------------- 02 per-region matrix, hidden column and row
def f02():
    name = "02_beichen_region_matrix_hidden.xlsx"
    V, S = "北辰智算", "分区域价格"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = S
    ws["A1"] = "北辰智算 GPU 分区域刊例价（单卡按量，元/卡·时）"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:H1")
    ws["A2"] = "更新日期 2026-12-01；香港节点以美元计价（USD/GPU·hr），其余为人民币含税价。"
    ws.merge_cells("A2:H2")
    hdr = ["型号", "单机卡数", "上月价", "北京", "上海", "乌兰察布", "香港 (USD)", "备注"]
    ws.append(hdr)
    data = [
        ["H800 SXM 80G", 8, 7.2, 6.9, 7.0, 5.8, 1.95, ""],          # 4
        ["A800 SXM 80G", 8, 5.6, 5.3, 5.4, 4.6, "—", "香港暂无"],     # 5
        ["V100 32G", 8, 1.5, 1.2, 1.2, 0.9, 0.35, "已下架"],          # 6 hidden
        ["L20 48G", 8, 2.3, 2.2, 2.2, 1.8, 0.42, ""],                 # 7
        ["H20 96G", 8, 4.8, 4.5, 4.6, 3.9, 1.20, ""],                 # 8
        ["RTX 4090 24G", 8, 2.0, 1.89, 1.95, "—", "—", "仅京沪"],     # 9
        ["B200 180G", 8, "—", "询价", "询价", "—", 5.40, "大陆节点询价"],  # 10
    ]
    for r in data:
        ws.append(r)
    ws.append([])
    ws.append(["注：“—”表示该区域不提供；乌兰察布为西部节点，网络时延较高；上月价仅供对比。"])  # 12
    ws.merge_cells("A12:H12")
    for r in range(4, 11):
        for col in "CDEFG":
            cell = ws["%s%d" % (col, r)]
            if isinstance(cell.value, (int, float)):
                cell.number_format = "0.00"
    ws.column_dimensions["C"].hidden = True
    ws.row_dimensions[6].hidden = True
    wb.save(os.path.join(HERE, name))
    q = []
    regions = [("D", "北京"), ("E", "上海"), ("F", "乌兰察布")]
    gmap = {4: "H800-80G-SXM", 5: "A800-80G-SXM", 7: "L20-48G", 8: "H20-96G", 9: "RTX4090-24G", 10: "B200-180G"}
    for i, r in enumerate(data):
        row = 4 + i
        if row == 6:
            continue
        for k, (col, reg) in enumerate(regions):
            v = r[3 + k]
            if isinstance(v, (int, float)):
                q.append(Q(row, V, gmap[row], v, sheet=S, gpus_per_node=8, cell="%s = %s" % (reg, v),
                           how="%s region, CNY per card-hour (title); hidden 上月价 column C (%s) is not the price" % (reg, r[2])))
        hk = r[6]
        if isinstance(hk, (int, float)):
            q.append(Q(row, V, gmap[row], sheet=S, gpus_per_node=8, currency="USD", price=hk, price_unit="gpu_hour",
                       cell="香港 (USD) = %s" % hk, how="Hong Kong column is USD per GPU-hour (header and line 2)"))
    c = [C(10, V, "B200-180G", "北京 = 询价 | 上海 = 询价", "no price in the mainland columns (询价); the Hong Kong USD cell on this row still imports", sheet=S)]
    n = [N(1, S and "北辰智算 GPU 分区域刊例价（单卡按量，元/卡·时）", "title", sheet=S),
         N(2, "更新日期 2026-12-01；香港节点以美元计价（USD/GPU·hr），其余为人民币含税价。", "explanation line", sheet=S),
         N(6, "V100 32G | 8 | 1.5 | 1.2 | 1.2 | 0.9 | 0.35 | 已下架", "hidden row: a withdrawn offer (已下架) kept in the sheet, invisible in Excel", sheet=S),
         N(12, "注：“—”表示该区域不提供；乌兰察布为西部节点，网络时延较高；上月价仅供对比。", "notes row", sheet=S)]
    write_exp(name, "Per-region price matrix (xlsx): one row per GPU, one price column per region (北京/上海/乌兰察布 in CNY, "
              "香港 in USD), so one row gives up to four quotes; a hidden 上月价 column with last month's prices; a hidden row "
              "holding a withdrawn offer (已下架); '—' for not offered; 询价 in some regions of a row whose HK price imports",
              q, c, n)
    return len(q)


# ---------------------------------------------------------------- 03 offers in columns, fields down the side
def f03():
    name = "03_hanhai_offer_columns_merged.xlsx"
    V, S = "瀚海算力", "方案对比"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = S
    ws["A1"] = "瀚海算力 · 训练集群方案报价单（致：华东某高校 AI 平台）"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:F1")
    ws["B2"] = "大规模训练"
    ws.merge_cells("B2:C2")
    ws["D2"] = "推理 / 微调"
    ws.merge_cells("D2:F2")
    rows = [
        ["项目", "方案A", "方案B", "方案C", "方案D", "方案E"],                                                   # 3
        ["GPU型号", "H100 SXM5 80GB", "A100 80G SXM4", "GH200 96GB", "L40S 48G", "H200 141G"],                   # 4
        ["每台卡数", 8, 8, 1, 4, 8],                                                                             # 5
        ["台数", 4, 8, 16, 2, 2],                                                                                # 6
        ["卡间互联", "NVLink", "NVLink", "NVLink-C2C", "PCIe", "NVLink"],                                        # 7
        ["机间网络", "IB 400G×8", "RoCE 200G×2", "IB 400G", "以太网 25G", "IB 400G×8"],                          # 8
        ["计费方式", "包月", "包月", "包月", "按量", "包年"],                                                    # 9
        ["单价", "58,000元/台·月", "36,000元/台·月", "6,500元/台·月", "9.6元/台·时", "68万元/台·年"],          # 10
        ["月合计（参考）", "232,000", "288,000", "104,000", "—", "113,333"],                                    # 11
        ["备注", "所有方案均支持断点续训；价格含税，交付周期2周。"],                                             # 12
    ]
    for r in rows:
        ws.append(r)
    ws.merge_cells("B12:F12")
    for col in "ABCDEF":
        ws.column_dimensions[col].width = 18
    wb.save(os.path.join(HERE, name))
    q = [
        Q(10, V, "H100-80G-SXM", 58000 / 720 / 8, sheet=S, gpus_per_node=8, nodes=4, intra_node="nvlink", inter_node="ib",
          resume_supported=True, cell="方案A 单价 = 58,000元/台·月", how="offer in column B: 58000 per machine-month / 720 / 8"),
        Q(10, V, "A100-80G-SXM", 36000 / 720 / 8, sheet=S, gpus_per_node=8, nodes=8, intra_node="nvlink", inter_node="roce",
          resume_supported=True, cell="方案B 单价 = 36,000元/台·月", how="column C: 36000 / 720 / 8"),
        Q(10, V, "L40S-48G", 9.6 / 4, sheet=S, gpus_per_node=4, nodes=2, intra_node="pcie", inter_node="ethernet",
          resume_supported=True, cell="方案D 单价 = 9.6元/台·时", how="column E: 9.6 per 4-card machine-hour / 4"),
        Q(10, V, "H200-141G", 680000 / 8760 / 8, sheet=S, gpus_per_node=8, nodes=2, min_hours=8760, intra_node="nvlink",
          inter_node="ib", resume_supported=True, cell="方案E 单价 = 68万元/台·年 | 包年",
          how="column F: 680000 per machine-year / 8760 / 8; 包年 term"),
    ]
    c = [C(4, V, "GH200 96GB", "方案C GPU型号 = GH200 96GB (单价 6,500元/台·月)",
           "GH200 is not in the GPU catalogue: refuse the offer in column D at its GPU cell", sheet=S)]
    n = [N(1, "瀚海算力 · 训练集群方案报价单（致：华东某高校 AI 平台）", "title", sheet=S),
         N(2, "大规模训练 | 推理 / 微调", "merged group labels over the offer columns", sheet=S),
         N(11, "月合计（参考）", "monthly totals row (per offer), not a price per unit", sheet=S),
         N(12, "备注 所有方案均支持断点续训；价格含税，交付周期2周。", "merged notes row", sheet=S)]
    write_exp(name, "Offer comparison sheet laid out sideways: one offer per column (方案A-E), the fields (GPU, 每台卡数, 台数, "
              "互联, 网络, 计费方式, 单价) down column A; merged group labels above the offers and a merged notes cell saying "
              "every offer supports resume; 万 per machine-year; a monthly totals row; a GH200 offer (not in the catalogue). "
              "Quote rows are given as the 单价 row (10); the refusal at the GPU row (4)", q, c, n)
    return len(q)


# ---------------------------------------------------------------- 04 multi-year ladder, GBK
def f04():
    name = "04_lingnan_multiyear_ladder_gbk.csv"
    V = "岭南云算"
    rows = [
        ["岭南云算 长期合约报价（多年期锁价）", "", "", "", "", "", ""],
        ["型号", "整机配置", "可供台数", "1年期(元/卡/年)", "2年期(元/卡/年)", "3年期(元/卡/年)", "付款方式"],
        ["H800 80G SXM", "8卡 NVLink，IB 400G", "20", "61,320", "56,940", "52,560", "年付"],          # 3
        ["A800 80G SXM", "8卡 NVLink，RoCE", "12", "43,800", "40,296", "37,668", "年付"],            # 4
        ["H20 96G", "8卡", "30", "35,040", "32,412", "—", "年付"],                                      # 5
        ["L20 48G", "8卡", "16", "15,330", "14,016", "13,140", "季付"],                                 # 6
        ["昇腾910B", "8卡 HCCS", "40", "28,908", "26,280", "24,528", "年付"],                          # 7
        ["RTX 4090 24G", "8卡", "8", "洽谈", "洽谈", "洽谈", ""],                                      # 8
        ["注：N年期为合同年限，表内为该合同期内每卡每年的锁定单价；“—”为不提供该期限。", "", "", "", "", "", ""],
    ]
    write_csv(name, rows, encoding="gbk", newline="\r\n")
    g = {3: ("H800-80G-SXM", "nvlink", "ib"), 4: ("A800-80G-SXM", "nvlink", "roce"), 5: ("H20-96G", None, None),
         6: ("L20-48G", None, None), 7: ("Ascend910B-64G", "hccs", None)}
    q = []
    for i in range(3, 8):
        r = rows[i - 1]
        gpu, intra, inter = g[i]
        for k, (col, years) in enumerate([(3, 1), (4, 2), (5, 3)]):
            v = r[col]
            if v == "—":
                continue
            p = float(v.replace(",", ""))
            kw = dict(gpus_per_node=8, nodes=int(r[2]), min_hours=8760 * years)
            if intra:
                kw["intra_node"] = intra
            if inter:
                kw["inter_node"] = inter
            q.append(Q(i, V, gpu, p / 8760, cell="%d年期(元/卡/年) = %s" % (years, v),
                       how="%s per card-year / 8760 h; a %d-year contract: min %d h" % (v, years, 8760 * years), **kw))
    c = [C(8, V, "RTX4090-24G", "洽谈 | 洽谈 | 洽谈", "no price in any term column (洽谈: to be negotiated)")]
    n = [N(1, "岭南云算 长期合约报价（多年期锁价）", "title"),
         N(9, "注：N年期为合同年限，表内为该合同期内每卡每年的锁定单价；“—”为不提供该期限。", "notes row")]
    write_exp(name, "Multi-year contract ladder (GBK, CRLF): one price column per contract length (1年期/2年期/3年期), each a "
              "card-year price, so one row gives up to three quotes with terms 8760/17520/26280 h; comma thousands in "
              "quoted cells; '—' for a term not offered; 洽谈 across a whole row", q, c, n, "gbk")
    return len(q)


# ---------------------------------------------------------------- 05 fiscal quarters, 万 only in a line above the header
def f05():
    name = "05_yaoshi_fiscal_quarters_wan.xlsx"
    V, S = "曜石算力", "FY2027报价"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = S
    ws["A1"] = "曜石算力 FY2027 季度包机价（财年自2027年4月1日起）"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "单位：万元/台·季（整机包季，含税）"
    ws.append(["型号", "整机配置", "FY27 Q1 (4-6月)", "FY27 Q2 (7-9月)", "FY27 Q3 (10-12月)", "FY27 Q4 (次年1-3月)", "备注"])
    data = [
        ["H800 SXM 80G", "8×H800 80G, NVLink, 8×400G IB", 15.12, 14.69, 14.26, 13.82, ""],     # 4
        ["H200 141G", "8卡 NVLink, IB", 19.87, 19.87, 19.01, 19.01, ""],                         # 5
        ["A100 80G PCIe", "8卡 PCIe", 7.78, 7.34, 7.34, 6.91, ""],                               # 6
        ["昇腾910B", "8卡 HCCS, RoCE", 6.05, 6.05, 5.62, 5.18, "国产化专区"],                    # 7
        ["L40S 48G", "4卡整机, 25G以太网", 2.16, "—", "—", 2.05, "Q2/Q3检修，不接单"],          # 8
        ["B200 180G", "8卡 NVLink5", "待定", "待定", 28.6, 27.9, "Q1/Q2价格待原厂确认"],         # 9
    ]
    for r in data:
        ws.append(r)
    ws.append([])
    ws.append(["注：季度价为该财季内起租、租满一季（90天）的整机价格；Q4 跨自然年。"])   # 11
    for r in range(4, 10):
        for col in "CDEF":
            c = ws["%s%d" % (col, r)]
            if isinstance(c.value, float):
                c.number_format = "0.00"
    wb.save(os.path.join(HERE, name))
    info = {4: ("H800-80G-SXM", 8, "nvlink", "ib"), 5: ("H200-141G", 8, "nvlink", "ib"), 6: ("A100-80G-PCIe", 8, "pcie", None),
            7: ("Ascend910B-64G", 8, "hccs", "roce"), 8: ("L40S-48G", 4, "pcie", "ethernet"), 9: ("B200-180G", 8, "nvlink", None)}
    hdr = ["FY27 Q1 (4-6月)", "FY27 Q2 (7-9月)", "FY27 Q3 (10-12月)", "FY27 Q4 (次年1-3月)"]
    q = []
    for i, r in enumerate(data):
        row = 4 + i
        gpu, n_, intra, inter = info[row]
        for k in range(4):
            v = r[2 + k]
            if not isinstance(v, float):
                continue
            kw = dict(gpus_per_node=n_, min_hours=2160)
            if intra and row != 8:  # L40S row names no intra-node link
                kw["intra_node"] = intra
            if inter:
                kw["inter_node"] = inter
            q.append(Q(row, V, gpu, v * 10000 / 2160 / n_, sheet=S, cell="%s = %s" % (hdr[k], v),
                       how="%s 万元 per machine-quarter (unit line 2) = %d / 2160 h / %d cards; 包季 term 2160 h"
                       % (v, round(v * 10000), n_), **kw))
    c = [C(9, V, "B200-180G", "FY27 Q1 = 待定 | FY27 Q2 = 待定", "no price yet for Q1/Q2 (待定); the Q3/Q4 cells of this row import", sheet=S)]
    n = [N(1, "曜石算力 FY2027 季度包机价（财年自2027年4月1日起）", "title", sheet=S),
         N(2, "单位：万元/台·季（整机包季，含税）", "unit line: the only place 万 and the basis are stated", sheet=S),
         N(11, "注：季度价为该财季内起租、租满一季（90天）的整机价格；Q4 跨自然年。", "notes row", sheet=S)]
    write_exp(name, "Fiscal-quarter price list (xlsx): columns are fiscal quarters FY27 Q1-Q4 (the year starts in April), each "
              "a whole-machine 包季 price; the unit 万元/台·季 is stated only in a line above the header, cells are bare numbers "
              "like 15.12; GPUs per machine only in the config cell (8 or 4); '—' not offered; 待定 in two cells of a row "
              "whose other quarters import", q, c, n)
    return len(q)


# ---------------------------------------------------------------- 06 European semicolon CSV, USD, spot, per-minute billing
def f06():
    name = "06_nordlicht_eu_semicolon_usd.csv"
    V = "Nordlicht GPU GmbH"
    AL = ["Nordlicht GPU", "Nordlicht"]
    rows = [
        ["Nordlicht GPU GmbH - Preisliste / price list Dezember 2026 (USD, excl. VAT)"],
        ["Model", "GPUs per server", "Offer", "Price (USD)", "Per", "Billing", "Notes"],
        ["H100 SXM 80GB", "8", "On-demand", "2,45", "GPU-hour", "per-minute billing", "NVLink, InfiniBand 3,2 Tbit/s"],      # 3
        ["H100 SXM 80GB", "8", "Spot (preemptible)", "1,38", "GPU-hour", "per-second billing", "may be reclaimed with 30 s notice"],  # 4
        ["H100 SXM 80GB", "8", "Reserved 1 month", "9.460,80", "server-month", "monthly in advance", ""],              # 5
        ["A100 SXM 80GB", "8", "On-demand", "1,29", "GPU-hour", "per-minute billing", ""],                              # 6
        ["A100 SXM 80GB", "8", "Spot (preemptible)", "0,71 - 0,85", "GPU-hour", "per-second billing", "dynamic price"], # 7
        ["H200 SXM 141GB", "8", "On-demand", "3,10", "GPU-hour", "per-minute billing", ""],                            # 8
        ["H200 SXM 141GB", "8", "Reserved 1 month", "1.995", "GPU-month", "monthly in advance", ""],                   # 9
        ["L40S 48GB", "4", "On-demand", "0,89", "GPU-hour", "per-minute billing", "PCIe"],                              # 10
        ["MI300X 192GB", "8", "On-demand", "2,10", "GPU-hour", "per-minute billing", "AMD Instinct, ROCm 6"],          # 11
        ["B200 180GB", "8", "On-demand", "on request", "GPU-hour", "", "allocation Q1 2027"],                          # 12
        [],
        ["Decimal comma, dot for thousands (9.460,80 = nine thousand four hundred sixty dollars eighty)."],           # 14
    ]
    write_csv(name, rows, encoding="utf-8-sig", newline="\n", delimiter=";")
    q = [
        Q(3, V, "H100-80G-SXM", aliases=AL, gpus_per_node=8, currency="USD", price=2.45, price_unit="gpu_hour",
          intra_node="nvlink", inter_node="ib", cell="2,45 | GPU-hour", how="decimal comma: USD 2.45 per GPU-hour"),
        Q(4, V, "H100-80G-SXM", aliases=AL, gpus_per_node=8, currency="USD", price=1.38, price_unit="gpu_hour",
          cell="1,38 | GPU-hour | Spot (preemptible)", how="spot offer, USD 1.38 per GPU-hour"),
        Q(5, V, "H100-80G-SXM", aliases=AL, gpus_per_node=8, currency="USD", price=9460.80, price_unit="node_month",
          cell="9.460,80 | server-month", how="European thousands dot + decimal comma: 9460.80 per 8-GPU server-month"),
        Q(6, V, "A100-80G-SXM", aliases=AL, gpus_per_node=8, currency="USD", price=1.29, price_unit="gpu_hour",
          cell="1,29 | GPU-hour", how="USD 1.29 per GPU-hour"),
        Q(8, V, "H200-141G", aliases=AL, gpus_per_node=8, currency="USD", price=3.10, price_unit="gpu_hour",
          cell="3,10 | GPU-hour", how="USD 3.10 per GPU-hour"),
        Q(9, V, "H200-141G", aliases=AL, gpus_per_node=8, currency="USD", price=1995.0, price_unit="gpu_month",
          cell="1.995 | GPU-month", how="1.995 is 1995 in this file's style (dot = thousands, line 14): USD 1995 per GPU-month = 2.77/GPU-h"),
        Q(10, V, "L40S-48G", aliases=AL, gpus_per_node=4, currency="USD", price=0.89, price_unit="gpu_hour",
          intra_node="pcie", cell="0,89 | GPU-hour", how="USD 0.89 per GPU-hour"),
    ]
    c = [C(7, V, "A100-80G-SXM", "0,71 - 0,85", "a price range (dynamic spot price), not one price"),
         C(11, V, "MI300X 192GB", "MI300X 192GB | 2,10", "MI300X is not in the GPU catalogue: refuse at the model cell"),
         C(12, V, "B200-180G", "on request", "no price: on request")]
    n = [N(1, "Nordlicht GPU GmbH - Preisliste / price list Dezember 2026 (USD, excl. VAT)", "title"),
         N(14, "Decimal comma, dot for thousands (9.460,80 = nine thousand four hundred sixty dollars eighty).", "notes row")]
    write_exp(name, "German vendor's price list: semicolon-separated, UTF-8 BOM, European numbers (2,45; 9.460,80; 1.995 = 1995); "
              "USD; on-demand, spot/preemptible and 1-month reserved offers of the same GPU on separate rows; per-minute and "
              "per-second billing columns beside hourly prices; a spot range; MI300X (not in the catalogue); 'on request'",
              q, c, n, "utf-8-sig")
    return len(q)


# ---------------------------------------------------------------- 07 GBK, 万 in odd places, Chinese numerals, discount column
def f07():
    name = "07_xingqiao_wan_discount_gbk.csv"
    V = "星桥数据"
    rows = [
        ["星桥数据 整机租赁刊例价及折扣（12月）", "", "", "", "", "", ""],
        ["序号", "GPU", "整机配置", "租期", "刊例价", "折扣", "备注"],
        ["1", "H800 SXM", "8卡/2TB内存/4×3.84T NVMe", "包月", "4万3/台", "85折", ""],                 # 3
        ["2", "A800 PCIe", "8卡/1TB内存", "包月", "3万2千/台", "9折", ""],                            # 4
        ["3", "RTX 4090", "8卡/512G内存", "包月", "1.15万/台", "无", ""],                              # 5
        ["4", "L20", "8卡/1TB内存", "包季", "3.3万/台", "-5%", "季付"],                                # 6
        ["5", "H20 96G", "8卡/2TB内存", "包年", "28.5万/台", "8折", ""],                               # 7
        ["6", "A100 80G SXM", "8卡/1TB内存", "包月", "2万6/台", "85折", ""],                           # 8
        ["7", "昇腾910B", "8卡/1.5TB内存", "包月", "2.4万/台", "85折", "需预付3个月方享折扣"],        # 9
        ["8", "V100 32G", "8卡/512G内存", "包月", "八千五/台", "无", "老卡清库存"],                   # 10
        ["9", "H100 PCIe", "8卡/1TB内存", "包月", "价格另议", "", ""],                                 # 11
        ["注：折扣在刊例价基础上执行，折后价即结算价；刊例价均为每台整机价格。", "", "", "", "", "", ""],  # 12
    ]
    write_csv(name, rows, encoding="gbk", newline="\r\n")
    def M(row, gpu, price, disc, hours, cell, how, **kw):
        return Q(row, V, gpu, price * disc / hours / 8, gpus_per_node=8, cell=cell, how=how, **kw)
    q = [
        M(3, "H800-80G-SXM", 43000, 0.85, 720, "4万3/台 | 包月 | 85折", "4万3 = 43000 per machine-month x 0.85 = 36550 / 720 / 8"),
        M(4, "A800-80G-PCIe", 32000, 0.9, 720, "3万2千/台 | 包月 | 9折", "3万2千 = 32000 x 0.9 / 720 / 8"),
        M(5, "RTX4090-24G", 11500, 1.0, 720, "1.15万/台 | 包月 | 无", "11500 / 720 / 8, no discount"),
        M(6, "L20-48G", 33000, 0.95, 2160, "3.3万/台 | 包季 | -5%", "33000 per machine-quarter x 0.95 / 2160 / 8; 包季 term", min_hours=2160),
        M(7, "H20-96G", 285000, 0.8, 8760, "28.5万/台 | 包年 | 8折", "285000 per machine-year x 0.8 / 8760 / 8; 包年 term", min_hours=8760),
        M(8, "A100-80G-SXM", 26000, 0.85, 720, "2万6/台 | 包月 | 85折", "2万6 = 26000 x 0.85 / 720 / 8"),
        M(10, "V100-32G", 8500, 1.0, 720, "八千五/台 | 包月 | 无", "八千五 = 8500 in Chinese numerals, / 720 / 8"),
    ]
    c = [C(9, V, "Ascend910B-64G", "2.4万/台 | 包月 | 85折 | 备注: 需预付3个月方享折扣",
           "the discount holds only with 3 months prepaid: a one-month price of 24000 or a 3-month price of 20400 - which offer is meant is not clear; ask, do not guess"),
         C(11, V, "H100-80G-PCIe", "价格另议", "no price (价格另议)")]
    n = [N(1, "星桥数据 整机租赁刊例价及折扣（12月）", "title"),
         N(12, "注：折扣在刊例价基础上执行，折后价即结算价；刊例价均为每台整机价格。", "notes row: the discount is the settled price")]
    write_exp(name, "GBK list-price sheet with a 折扣 column (85折, 9折, 8折, -5%, 无) that the notes say gives the settled "
              "price; whole-machine prices with 万 in odd places (4万3, 3万2千, 2万6, 1.15万, 28.5万) and one price in Chinese "
              "numerals (八千五); cards per machine only inside the config cell; a conditional discount (needs 3 months "
              "prepaid) that leaves the price unclear; 价格另议", q, c, n, "gbk")
    return len(q)


# ---------------------------------------------------------------- 08 serverless per-second / per-minute prices
def f08():
    name = "08_fangzhou_serverless_per_second.csv"
    V = "弹性方舟"
    rows = [
        ["弹性方舟 Serverless GPU 计费标准（2026年12月起）"],
        ["实例规格", "GPU", "卡数", "单价", "计费粒度", "说明"],
        ["gpu.4090.1", "RTX 4090 24G", "1", "0.000583元/秒", "按秒计费", ""],                              # 3
        ["gpu.a10.1", "A10 24G", "1", "0.0267元/分钟", "按分钟计费", ""],                                   # 4
        ["gpu.l20.2", "L20 48G", "2", "0.072元/分钟", "按分钟计费", "价格为整个实例（2卡）"],                # 5
        ["gpu.h20.1", "H20 96G", "1", "0.00125元/秒", "按秒计费", ""],                                      # 6
        ["gpu.h800.8", "H800 80G SXM", "8", "0.00194元/卡/秒", "按秒计费", "8卡实例，按卡计价"],            # 7
        ["gpu.a800.1", "A800 80G", "1", "5.40元/小时", "按小时计费", "不足1小时按1小时计"],                 # 8
        ["gpu.t4.1", "T4 16G", "1", "0.0001元/秒起", "按秒计费", "视地域浮动"],                             # 9
        ["gpu.4090d.1", "RTX 4090D 24G", "1", "0.0275元/分钟", "按分钟计费", ""],                           # 10
        ["说明：单价为每实例每秒（或每分钟）价格，除非注明按卡；实例释放即停止计费。"],                    # 11
    ]
    write_csv(name, rows, encoding="utf-8", newline="\n")
    q = [
        Q(3, V, "RTX4090-24G", 0.000583 * 3600, gpus_per_node=1, cell="0.000583元/秒 | 1卡", how="per second x 3600"),
        Q(4, V, "A10-24G", 0.0267 * 60, gpus_per_node=1, cell="0.0267元/分钟 | 1卡", how="per minute x 60"),
        Q(5, V, "L20-48G", 0.072 * 60 / 2, gpus_per_node=2, cell="0.072元/分钟 | 2卡 | 价格为整个实例（2卡）",
          how="per 2-card instance-minute x 60 / 2"),
        Q(6, V, "H20-96G", 0.00125 * 3600, gpus_per_node=1, cell="0.00125元/秒", how="per second x 3600"),
        Q(7, V, "H800-80G-SXM", 0.00194 * 3600, gpus_per_node=8, cell="0.00194元/卡/秒 | 8卡",
          how="per card-second x 3600 (the cell and 说明 say per card)"),
        Q(8, V, "A800-80G-SXM", 5.40, gpus_per_node=1, cell="5.40元/小时 | A800 80G",
          how="per hour, 1-card instance; plain A800 is the SXM part (warning expected)"),
        Q(10, V, "RTX4090D-24G", 0.0275 * 60, gpus_per_node=1, cell="0.0275元/分钟", how="per minute x 60"),
    ]
    c = [C(9, V, "T4-16G", "0.0001元/秒起", "a 'from' price (起) that varies by region: not one price")]
    n = [N(1, "弹性方舟 Serverless GPU 计费标准（2026年12月起）", "title"),
         N(11, "说明：单价为每实例每秒（或每分钟）价格，除非注明按卡；实例释放即停止计费。", "notes row")]
    write_exp(name, "Serverless GPU platform tariff (UTF-8, LF): prices per instance-second or instance-minute (元/秒, 元/分钟) "
              "beside the billing granularity, one per card-second, one plain hourly; a 2-card instance priced for the whole "
              "instance; a 'from' price (起)", q, c, n, "utf-8")
    return len(q)


# ---------------------------------------------------------------- 09 price-change notice: before / after columns
def f09():
    name = "09_canglan_price_change_notice_bom.csv"
    V = "沧澜算力"
    rows = [
        ["沧澜算力 关于2026年12月1日起部分GPU资源调价的通知", "", "", "", "", ""],
        ["尊敬的客户：自2026年12月1日零时起，下列资源按“调整后”价格计费，已签订包月合同的在续费时生效。", "", "", "", "", ""],
        ["资源类型", "计费方式", "调整前", "调整后", "生效日期", "备注"],
        ["H100 SXM 80G 8卡", "按量（元/卡·时）", "8.50", "7.90", "2026-12-01", ""],             # 4
        ["A100 80G PCIe 8卡", "包月（元/卡·月）", "3,600", "3,240", "2026-12-01", ""],           # 5
        ["L40S 48G 4卡", "按量（元/卡·时）", "2.80", "不变", "", "维持原价"],                    # 6
        ["H20 141G 8卡", "包月（元/台·月）", "3.1万", "2.9万", "2026-12-01", ""],                 # 7
        ["RTX 3090 24G 8卡", "按量（元/卡·时）", "1.10", "下架", "2026-12-01", "存量实例可用至12月31日"],  # 8
        ["RTX 6000 Ada 48G 8卡", "按量（元/卡·时）", "1.95", "2.10", "2026-12-01", "上调"],       # 9
        ["未列出的资源价格不变。特此通知。", "", "", "", "", ""],                                  # 10
        ["沧澜算力 运营中心  2026年11月25日", "", "", "", "", ""],                                  # 11
    ]
    write_csv(name, rows, encoding="utf-8-sig", newline="\r\n")
    q = [
        Q(4, V, "H100-80G-SXM", 7.90, gpus_per_node=8, cell="调整前 8.50 | 调整后 7.90 | 按量（元/卡·时）",
          how="the new price applies from 12-01: 7.90 per card-hour (8.50 is the old price)"),
        Q(5, V, "A100-80G-PCIe", 3240 / 720, gpus_per_node=8, cell="调整前 3,600 | 调整后 3,240 | 包月（元/卡·月）",
          how="3240 per card-month / 720"),
        Q(6, V, "L40S-48G", 2.80, gpus_per_node=4, cell="调整前 2.80 | 调整后 不变",
          how="不变 = unchanged: the price stays 2.80 per card-hour"),
        Q(7, V, "H20-141G", 29000 / 720 / 8, gpus_per_node=8, cell="调整前 3.1万 | 调整后 2.9万 | 包月（元/台·月）",
          how="29000 per machine-month / 720 / 8"),
        Q(9, V, "RTX6000Ada-48G", 2.10, gpus_per_node=8, cell="调整前 1.95 | 调整后 2.10",
          how="a price rise: the new price 2.10 per card-hour"),
    ]
    c = [C(8, V, "RTX3090-24G", "调整前 1.10 | 调整后 下架",
           "the offer is withdrawn (下架) from 12-01: the old price 1.10 must not be stored as a current offer")]
    n = [N(1, "沧澜算力 关于2026年12月1日起部分GPU资源调价的通知", "title"),
         N(2, "尊敬的客户：自2026年12月1日零时起，下列资源按“调整后”价格计费……", "notice text"),
         N(10, "未列出的资源价格不变。特此通知。", "notice text"),
         N(11, "沧澜算力 运营中心  2026年11月25日", "signature")]
    write_exp(name, "Price-change notice (UTF-8 BOM, CRLF): 调整前/调整后 columns - the new price is the quote, the old one "
              "is history; the unit sits in the billing-mode column (按量（元/卡·时）, 包月（元/台·月）); 不变 in the new-price "
              "column (keep the old price); 下架 (withdrawn); a price rise; cards per machine only in the resource name",
              q, c, n, "utf-8-sig")
    return len(q)


if __name__ == "__main__":
    total = 0
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09):
        n = f()
        print(f.__name__, n)
        total += n
    print("quote rows:", total)
