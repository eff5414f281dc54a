#!/usr/bin/env python3
"""Write the import engineer's own check files: vendor sheets of the practice set's
kinds with other spellings, layouts and vendors (all fictitious), each with
NAME.expected.json in the practice set's schema, scored the same way:

    python3 ../practice/score.py ../../../computecheck --dir .

Conventions as the practice set: day 24 h, week 168 h, month 720 h, quarter
2160 h, year 8760 h; whole-machine prices divided by the GPUs in one machine.
"""
import csv, io, json, os, sys, zipfile
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "practice"))
import make_files as mf  # the practice set's OOXML writer and expected-row helpers

OUT = os.path.dirname(os.path.abspath(__file__))
mf.OUT = OUT
D, W, M, QTR, Y = 24.0, 168.0, 720.0, 2160.0, 8760.0
quote, refuse, other = mf.quote, mf.refuse, mf.other


def expected(name, describes, q, cp, nq):
    doc = {"file": name, "describes": describes, "conventions": mf.CONVENTIONS,
           "quotes": q, "cannot_price": cp, "not_quotes": nq}
    with open(os.path.join(OUT, name + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)


def text(name, rows, encoding="utf-8", delim=",", eol="\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator=eol)
    for r in rows:
        w.writerow(r)
    data = buf.getvalue()
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data.encode(encoding))


# m01: GBK, headers of other words, unit in words ("每台每天"), 台/节点 counts, 万
def m01():
    name = "m01_xiling_gbk_words.csv"
    V = "西岭云算"
    rows = [["西岭云算 GPU 资源报价（内部版）"], [],
            ["服务商名称", "显卡型号", "每机卡数", "节点数量", "租赁单价", "计量口径", "NVLink", "网络", "说明"],
            [V, "A100 SXM4 80GB", "8", "4", "5.2", "每卡每小时", "有", "IB HDR 200G×4", ""],
            [V, "H20 96G", "8", "2", "1.2万", "每台每周", "有", "RoCE 400G×2", "含税"],
            [V, "L40S", "8", "6", "420", "每台每天", "无", "25G", ""],
            [V, "RTX 4090", "8", "10", "1,380", "每卡每月", "无", "10G", ""],
            [V, "H800 PCIe", "8", "2", "洽谈", "每卡每小时", "无", "RoCE", ""],
            ["备注：价格有效期一个月。"]]
    text(name, rows, encoding="gbk", eol="\r\n")
    q = [quote(4, V, "A100-80G-SXM", 8, 4, 5.2), quote(5, V, "H20-96G", 8, 2, 12000 / (W * 8)),
         quote(6, V, "L40S-48G", 8, 6, 420 / (D * 8)), quote(7, V, "RTX4090-24G", 8, 10, 1380 / M)]
    expected(name, "GBK, unit in words in a column named 计量口径", q, [refuse(8, V, "H800-80G-PCIe", "洽谈", "negotiable")],
             [other(1, rows[0][0], "title"), other(9, rows[-1][0], "notes")])


# m02: English, per-instance prices named "Instance $/h", cards in "GPUs", one /GPU cell, a reserved tier
def m02():
    name = "m02_harbor_instances_en.csv"
    A, B = "Harbor GPU", "Lumen Cloud"
    rows = [["Provider", "Instance", "GPU Type", "GPUs", "Instance $/h", "1-yr reserved $/h", "Interconnect", "Network", "Notes"],
            [A, "hg-8xh100", "H100 SXM 80GB", "8", "24.80", "17.60", "NVSwitch", "3200 Gbps InfiniBand", ""],
            [A, "hg-4xl40s", "L40S", "4", "5.40", "-", "PCIe", "100 Gbps Ethernet", ""],
            [A, "hg-1xa100", "A100 80GB PCIe", "1", "1.89", "1.35", "PCIe", "-", ""],
            [B, "lc.a6000.2", "RTX A6000", "2", "$0.79/GPU", "-", "PCIe", "25 GbE", "per GPU pricing"],
            [B, "lc.h200.8", "H200 141GB", "8", "Contact sales", "-", "NVLink", "InfiniBand NDR", ""]]
    text(name, rows)
    q = [quote(2, A, "H100-80G-SXM", 8, usd=24.80, unit="node_hour", intra="nvlink", inter="ib"),
         quote(2, A, "H100-80G-SXM", 8, usd=17.60, unit="node_hour", min_hours=8760),
         quote(3, A, "L40S-48G", 4, usd=5.40, unit="node_hour", inter="ethernet"),
         quote(4, A, "A100-80G-PCIe", 1, usd=1.89, unit="gpu_hour"),
         quote(4, A, "A100-80G-PCIe", 1, usd=1.35, unit="gpu_hour", min_hours=8760),
         quote(5, B, "A6000-48G", 2, usd=0.79, unit="gpu_hour")]
    expected(name, "English instance catalogue, on-demand and 1-year columns", q,
             [refuse(6, B, "H200-141G", "Contact sales", "no price")], [])


# m03: xlsx, vendor merged down, two header rows with a plan group (按月/按季/按年), numbers with formats
def m03():
    name = "m03_yunding_plans.xlsx"
    A, B = "云顶智算", "白鹭算力"
    S = "报价"
    rows = {
        1: ["2026年12月 GPU 整机租赁报价汇总"],
        3: ["服务商", "卡型", "每台卡数", "台数", "整机租金（元/台）", None, None, "机内", "组网"],
        4: [None, None, None, None, "按月", "按季", "按年", None, None],
        5: [A, "A800 80GB SXM", 8, 6, mf.Num(36000, "int"), mf.Num(102600, "int"), mf.Num(388800, "int"), "NVLink", "IB 4×200G"],
        6: [None, "910B", 8, 4, mf.Num(26000, "int"), "—", mf.Num(280800, "int"), "HCCS", "RoCE 8×200G"],
        7: [B, "RTX4090", 8, 12, mf.Num(13500, "int"), mf.Num(38000, "int"), "—", "PCIe", "万兆"],
        9: ["合计", None, None, mf.Formula("SUM(D5:D7)", 22)],
    }
    mf.write_xlsx(name, [(S, rows, ["A1:I1", "E3:G3", "A5:A6", "A3:A4", "B3:B4", "C3:C4", "D3:D4", "H3:H4", "I3:I4"], None)])
    q = [quote(5, A, "A800-80G-SXM", 8, 6, 36000 / (M * 8), sheet=S),
         quote(5, A, "A800-80G-SXM", 8, 6, 102600 / (QTR * 8), sheet=S, min_hours=2160),
         quote(5, A, "A800-80G-SXM", 8, 6, 388800 / (Y * 8), sheet=S, min_hours=8760),
         quote(6, A, "Ascend910B-64G", 8, 4, 26000 / (M * 8), sheet=S, intra="hccs"),
         quote(6, A, "Ascend910B-64G", 8, 4, 280800 / (Y * 8), sheet=S, min_hours=8760),
         quote(7, B, "RTX4090-24G", 8, 12, 13500 / (M * 8), sheet=S),
         quote(7, B, "RTX4090-24G", 8, 12, 38000 / (QTR * 8), sheet=S, min_hours=2160)]
    expected(name, "plans as a merged header group over 按月/按季/按年; vendor merged down", q, [],
             [other(1, rows[1][0], "title", sheet=S), other(9, "合计 22", "totals", sheet=S)])


# m04: spec cells in other spellings, total cards, no GPU column
def m04():
    name = "m04_qingcheng_specs.csv"
    V = "青城算力"
    rows = [["供应商", "服务器配置", "总卡数", "台数", "价格", "单位"],
            [V, "H100*8 / 2T内存 / 8*3.84T NVMe / 8*400G IB", "32", "4", "62000", "元/台/月"],
            [V, "4卡 L20 48G；512G；2*3.84T；25G*2", "24", "6", "6.8", "元/卡/时"],
            [V, "A800 SXM 80G x 8, 1TB RAM, 4 x 3.84TB NVMe, HDR 200G x 4", "16", "2", "1680", "元/台/天"],
            [V, "8*4090D 24G | 256G | 1*7.68T | 万兆", "80", "10", "3.6万", "元/台/月"]]
    text(name, rows)
    q = [quote(2, V, "H100-80G-SXM", 8, 4, 62000 / (M * 8), inter="ib"),
         quote(3, V, "L20-48G", 4, 6, 6.8, inter="ethernet"),
         quote(4, V, "A800-80G-SXM", 8, 2, 1680 / (D * 8), inter="ib"),
         quote(5, V, "RTX4090D-24G", 8, 10, 36000 / (M * 8), inter="ethernet")]
    expected(name, "spec cells with *, x, 卡, |; total cards beside machines", q, [], [])


# m05: a billing-plan column with a unit column that is only the currency, per-card/machine in a 计价对象 column
def m05():
    name = "m05_jinsha_modes.csv"
    V, B = "金沙智算", "锦里云"
    rows = [["厂商", "GPU", "单机卡数", "可用台数", "报价", "付费方式", "计价对象", "备注"],
            [V, "H20 141G", "8", "3", "38,000", "包月", "整机", ""],
            [V, "H20 141G", "8", "3", "10.5", "按量", "单卡", ""],
            [V, "L20", "8", "5", "7.2万", "包季", "整机", ""],
            [B, "A100 40G PCIe", "4", "2", "20", "包天", "单卡", ""],
            [B, "RTX 3090", "8", "8", "9,800", "包年", "单卡", "年付"],
            [B, "V100 32G", "8", "1", "1,500/台", "包周", "单卡", ""]]
    text(name, rows)
    q = [quote(2, V, "H20-141G", 8, 3, 38000 / (M * 8)), quote(3, V, "H20-141G", 8, 3, 10.5),
         quote(4, V, "L20-48G", 8, 5, 72000 / (QTR * 8), min_hours=2160), quote(5, B, "A100-40G-PCIe", 4, 2, 20 / D),
         quote(6, B, "RTX3090-24G", 8, 8, 9800 / Y, min_hours=8760)]
    expected(name, "billing plan column + basis column (计价对象)", q,
             [refuse(7, B, "V100-32G", "1,500/台 | 单卡", "cell per machine, basis column per card")], [])


# m06: lines mixing UTF-8 and GBK (edited on two machines)
def m06():
    name = "m06_mixed_encoding.csv"
    V = "蓉城智算"
    lines = ["供应商,GPU型号,每台卡数,报价,计费方式\n", V + ",A800 80GB SXM,8,38000,元/台/月\n", V + ",H20 96G,8,7.5,元/卡/时\n"]
    data = lines[0].encode("utf-8") + lines[1].encode("gbk") + lines[2].encode("utf-8")
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    q = [quote(2, V, "A800-80G-SXM", 8, None, 38000 / (M * 8)), quote(3, V, "H20-96G", 8, None, 7.5)]
    expected(name, "UTF-8 header and rows, one row saved as GBK", q, [], [])


# m07: GBK IDC list, vendor only as a company in the title, labelled lines (报价单位：…, 客户：…), section rows,
# headers of other words (在库(台), 计价标准, RDMA网络, NVLink/NVSwitch answered 有/无)
def m07():
    name = "m07_luochuan_idc_sections_gbk.csv"
    V, CO = "洛川数智", "洛川数智科技有限公司"
    rows = [[CO + " 算力租赁报价"], ["报价单位：" + CO + "　客户：某高校实验室　日期：2026-12-03"],
            ["No.", "服务器型号", "GPU数/台", "在库(台)", "租赁报价", "计价标准", "NVLink/NVSwitch", "RDMA网络", "断点续训服务", "备注说明"],
            ["◆ 训练卡"],
            ["1", "NVIDIA H800 SXM5 80GB", "8", "2", "6.8万", "元/节点/月", "有", "IB NDR 8×400G", "提供", ""],
            ["2", "A800 SXM4 80G", "8", "4", "2,150", "元/节点/天", "有", "IB HDR 4×200G", "提供", ""],
            ["◆ 推理卡"],
            ["3", "L40S 48GB", "8", "3", "1.9", "元/GPU·小时", "无", "RoCEv2 2×200G", "不提供", ""],
            ["4", "RTX 4090 24GB", "8", "6", "520", "元/卡/周", "无", "25GE", "不提供", ""],
            ["5", "A100 PCIe 40GB", "4", "2", "洽谈中", "元/节点/月", "无", "25GE", "不提供", ""],
            ["6", "H20 96GB", "8", "—", "缺货", "元/GPU·小时", "有", "RoCEv2 4×400G", "提供", "补货中"],
            [], ["说明：“元/节点”指整台服务器；报价含13%增值税。"]]
    text(name, rows, encoding="gbk", eol="\r\n")
    AL = [CO]
    q = [quote(5, V, "H800-80G-SXM", 8, 2, 68000 / (M * 8), aliases=AL, intra="nvlink", inter="ib", resume=True),
         quote(6, V, "A800-80G-SXM", 8, 4, 2150 / (D * 8), aliases=AL, intra="nvlink", inter="ib", resume=True),
         quote(8, V, "L40S-48G", 8, 3, 1.9, aliases=AL, intra="pcie", inter="roce", resume=False),
         quote(9, V, "RTX4090-24G", 8, 6, 520 / W, aliases=AL, intra="pcie", inter="ethernet", resume=False)]
    expected(name, "IDC list: company title, labelled lines, section rows, 在库(台), 计价标准, RDMA网络, NVLink 有/无", q,
             [refuse(10, V, "A100-40G-PCIe", "洽谈中", "negotiable"), refuse(11, V, "H20-96G", "缺货", "out of stock")],
             [other(1, rows[0][0], "title"), other(2, rows[1][0], "labelled line"), other(4, "◆ 训练卡", "section"),
              other(7, "◆ 推理卡", "section"), other(13, rows[-1][0], "notes")])


# m08: English pricing page: per-instance and reserved per-GPU columns, vendor in a title with '|'
def m08():
    name = "m08_cobalt_pricing_page_en.csv"
    V = "Cobalt Ridge Compute"
    rows = [["Cobalt Ridge Compute | GPU Cloud Pricing (effective Dec 2026)"], [],
            ["SKU", "Accelerator", "GPUs per instance", "Memory (GB)", "Interconnect", "Cluster networking",
             "Price per instance / hr (USD)", "Reserved 12 mo, per GPU / hr (USD)", "Remarks"],
            ["cr-h100-8", "H100 SXM 80GB", "8", "640", "NVLink 900GB/s", "3200 Gbps InfiniBand NDR", "$26.40", "$2.45", ""],
            ["cr-a100-8", "A100 SXM 80GB", "8", "640", "NVSwitch", "1600 Gbps InfiniBand", "$15.20", "$1.40", ""],
            ["cr-l40s-2", "L40S 48GB", "2", "96", "PCIe Gen4", "100 Gbps Ethernet", "$3.10", "$1.05", ""],
            ["cr-a10-1", "A10 24GB", "1", "24", "-", "50 Gbps Ethernet", "$0.85", "-", ""],
            ["cr-b200-8", "B200 192GB", "8", "1536", "NVLink 5", "3200 Gbps InfiniBand XDR", "Request a quote", "$4.10", "preview"],
            [], ["All prices in USD. Instance prices include every GPU in the instance; reserved prices are per GPU-hour with a 12-month commitment."]]
    text(name, rows)
    MO12 = 12 * M
    q = [quote(4, V, "H100-80G-SXM", 8, usd=26.40, unit="node_hour", intra="nvlink", inter="ib"),
         quote(4, V, "H100-80G-SXM", 8, usd=2.45, unit="gpu_hour", min_hours=MO12, intra="nvlink", inter="ib"),
         quote(5, V, "A100-80G-SXM", 8, usd=15.20, unit="node_hour", intra="nvlink", inter="ib"),
         quote(5, V, "A100-80G-SXM", 8, usd=1.40, unit="gpu_hour", min_hours=MO12),
         quote(6, V, "L40S-48G", 2, usd=3.10, unit="node_hour", intra="pcie", inter="ethernet"),
         quote(6, V, "L40S-48G", 2, usd=1.05, unit="gpu_hour", min_hours=MO12),
         quote(7, V, "A10-24G", 1, usd=0.85, unit="gpu_hour", inter="ethernet"),
         quote(8, V, "B200-180G", 8, usd=4.10, unit="gpu_hour", min_hours=MO12, intra="nvlink", inter="ib")]
    expected(name, "pricing page: per-instance on-demand, reserved 12 mo per GPU, one-GPU instance, request a quote", q,
             [refuse(8, V, "B200-180G", "Request a quote", "negotiable")], [other(1, rows[0][0], "title"), other(11, rows[-1][0], "note")])


# m09: workbook: cover sheet names the company, the price sheet states the unit only in a line above the
# table (单位：元/台/月), term columns under a merged group (1个月/3个月/6个月/12个月), totals, terms sheet
def m09():
    name = "m09_jiangyu_term_book.xlsx"
    V, CO = "江屿算力", "江屿算力科技（成都）有限公司"
    S = "价格表"
    cover = {2: [CO], 4: ["GPU集群租赁报价书"], 6: ["编号：JY-2026-1203"], 7: ["致：某智能驾驶公司"]}
    rows = {
        1: ["GPU 集群租期价格"],
        2: ["单位：元/台/月（含税）；“—”表示该租期不提供"],
        4: ["序号", "GPU型号", "单机卡数", "可供机器(台)", "租期单价", None, None, None, "GPU互联", "网络", "备注"],
        5: [None, None, None, None, "1个月", "3个月", "6个月", "12个月", None, None, None],
        6: [1, "H100 80GB SXM5", 8, 5, mf.Num(62000, "int"), mf.Num(60500, "int"), mf.Num(58800, "int"), mf.Num(56000, "int"), "NVLink", "IB 400G×8", ""],
        7: [2, "H20 141G", 8, 8, mf.Num(25500, "int"), mf.Num(24800, "int"), "—", mf.Num(22600, "int"), "NVLink", "RoCE 400G×4", ""],
        8: [3, "昇腾910B3 64GB", 8, 10, mf.Num(24000, "int"), mf.Num(23000, "int"), mf.Num(22000, "int"), mf.Num(21000, "int"), "HCCS", "RoCE 200G×8", ""],
        9: [4, "B200", 8, 2, "询价", "询价", "询价", "询价", "NVLink", "IB 400G×8", "1月到货"],
        11: ["合计", None, None, mf.Formula("SUM(D6:D9)", 25)],
        12: ["注：租期价格须按期预付。"],
    }
    terms = {1: ["商务条款"], 2: ["付款：按租期预付"], 3: ["交付：签约后7个工作日"]}
    merges = ["A1:K1", "A2:K2", "E4:H4", "A4:A5", "B4:B5", "C4:C5", "D4:D5", "I4:I5", "J4:J5", "K4:K5", "A12:K12"]
    mf.write_xlsx(name, [("封面", cover, [], None), (S, rows, merges, None), ("商务条款", terms, [], None)])
    AL = [CO]
    q = []
    for r, gid, nodes, tiers, intra, inter in [(6, "H100-80G-SXM", 5, [62000, 60500, 58800, 56000], "nvlink", "ib"),
                                                (7, "H20-141G", 8, [25500, 24800, None, 22600], "nvlink", "roce"),
                                                (8, "Ascend910B-64G", 10, [24000, 23000, 22000, 21000], "hccs", "roce")]:
        for t, mh in zip(tiers, [None, 3 * M, 6 * M, 12 * M]):
            if t is not None:
                q.append(quote(r, V, gid, 8, nodes, t / (M * 8), sheet=S, aliases=AL, min_hours=mh, intra=intra, inter=inter))
    expected(name, "cover sheet vendor, unit only in a line above the table, term columns under a merged group", q,
             [refuse(9, V, "B200-180G", "询价", "negotiable", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "unit line", sheet=S), other(11, "合计 25", "totals", sheet=S),
              other(12, rows[12][0], "note", sheet=S)])


# m10: quotes typed from chats: the unit and plan only in free text, counts as '8卡/台' and '2台', a
# vendor column under a header no list has (报价方)
def m10():
    name = "m10_chat_digest_bom.csv"
    A, B = "澜舟算力", "北岸科技"
    rows = [["报价方", "GPU", "规格", "台数", "价格（原文）", "备注"],
            [A, "H800", "8卡/台", "2台", "8卡机 月租5.3万", ""],
            [A, "A100 80G SXM", "8卡/台", "4台", "单卡 3.9元/小时", ""],
            [A, "RTX 4090", "8卡/台", "10台", "整机日租 360", ""],
            [B, "L40S", "4卡/台", "3台", "每台每周 2100", ""],
            [B, "H100 SXM", "8卡/台", "2台", "按年 6.5万/卡", "年付"],
            [B, "A800", "8卡/台", "1台", "1.2w/台/周", ""],
            [B, "H20", "8卡/台", "3台", "包月 整机2.36万/月，约每卡时4.1元", ""],
            [B, "4090D", "8卡/台", "6台", "1.3-1.5/卡时", "看量"],
            [B, "V100", "8卡/台", "2台", "老客户私聊", ""],
            ["（整理自微信沟通记录，价格以合同为准）"]]
    text(name, rows, encoding="utf-8-sig")
    q = [quote(2, A, "H800-80G-SXM", 8, 2, 53000 / (M * 8)), quote(3, A, "A100-80G-SXM", 8, 4, 3.9),
         quote(4, A, "RTX4090-24G", 8, 10, 360 / (D * 8)), quote(5, B, "L40S-48G", 4, 3, 2100 / (W * 4)),
         quote(6, B, "H100-80G-SXM", 8, 2, 65000 / Y, min_hours=Y), quote(7, B, "A800-80G-SXM", 8, 1, 12000 / (W * 8)),
         quote(8, B, "H20-96G", 8, 3, 23600 / (M * 8))]
    expected(name, "chat quotes: units and plans in free text, a vendor column named 报价方", q,
             [refuse(9, B, "RTX4090D-24G", "1.3-1.5/卡时", "range"), refuse(10, B, "V100-32G", "老客户私聊", "no price")],
             [other(11, rows[-1][0], "note")])


# m11: TAB list, the machine in one cell (8 pcs, ×8卡, * 4, 双卡), unit column named 结算单位, a row whose
# price cell (/台·时) and unit column (元/卡/时) disagree
def m11():
    name = "m11_xinghe_spec_tab.csv"
    A, B = "星河智算", "云栖科技"
    rows = [["商家", "整机", "数量(台)", "租金", "结算单位", "交付周期"],
            [A, "GPU 8 x A100-SXM4-80GB; CPU 2 x 8358; 内存 1TB; 4 x 3.84TB NVMe; IB HDR 200G x 4", "3", "3.2万", "元/台/月", "现货"],
            [A, "8 pcs H800 80G SXM / 2T / RoCE 8x400G", "2", "10.5", "元/卡/时", "3天"],
            [A, "H100×8卡 SXM5 80G｜2TB｜8×3.84T｜NDR 400G×8", "2", "7.1万", "元/台/月", "一周"],
            [B, "NVIDIA L40S * 4 / 512GB / 2 × 3.84TB / 2 × 25GbE", "4", "880", "元/台/天", "现货"],
            [B, "双卡 RTX 6000 Ada 48G 工作站", "3", "2.6", "元/台/时", "现货"],
            [B, "昇腾 910B ×8 | HCCS | 200GE RoCE ×8", "4", "2.4万", "元/台/月", "两周"],
            [B, "H20 96G 8卡 / RoCE 2×400G", "2", "168", "元/卡/天", "现货"],
            [B, "8卡 A100 40G PCIe / 512G", "1", "46/台·时", "元/卡/时", "现货"]]
    text(name, rows, delim="\t")
    q = [quote(2, A, "A100-80G-SXM", 8, 3, 32000 / (M * 8), inter="ib"), quote(3, A, "H800-80G-SXM", 8, 2, 10.5, inter="roce"),
         quote(4, A, "H100-80G-SXM", 8, 2, 71000 / (M * 8), inter="ib"), quote(5, B, "L40S-48G", 4, 4, 880 / (D * 4), inter="ethernet"),
         quote(6, B, "RTX6000Ada-48G", 2, 3, 2.6 / 2), quote(7, B, "Ascend910B-64G", 8, 4, 24000 / (M * 8), intra="hccs", inter="roce"),
         quote(8, B, "H20-96G", 8, 2, 168 / D, inter="roce")]
    expected(name, "spec cells in other spellings, 结算单位, a conflicting row", q,
             [refuse(9, B, "A100-40G-PCIe", "46/台·时 | 元/卡/时", "cell per machine, unit column per card")], [])


# m12: workbook, English, commitments in rows under a merged GPU, a Basis column that changes per row, NVLink Yes/No
def m12():
    name = "m12_lakeview_commit_rows.xlsx"
    V = "Lakeview GPU Cloud"
    S = "Rates"
    rows = {
        1: ["Lakeview GPU Cloud — committed-use rates for Northwind Labs (Dec 2026)"],
        2: ["All rates USD per GPU per hour unless noted in the Basis column."],
        4: ["Model", "Memory", "GPUs/server", "Servers available", "Commitment", "Basis", "Rate", "NVLink", "Network", "Remarks"],
        5: ["H100", "80GB SXM", mf.Num(8, "int"), mf.Num(16, "int"), "Pay-as-you-go", "per GPU-hr", mf.Num(2.59, "usd"), "Yes", "InfiniBand NDR 400G x8", ""],
        6: [None, None, None, None, "Monthly", "per GPU-hr", mf.Num(2.29, "usd"), None, None, ""],
        7: [None, None, None, None, "Quarterly", "per GPU-hr", mf.Num(2.09, "usd"), None, None, ""],
        8: [None, None, None, None, "Annual", "per server-month", mf.Num(11800, "usd"), None, None, "billed monthly"],
        9: ["A100", "80GB SXM", mf.Num(8, "int"), mf.Num(6, "int"), "Pay-as-you-go", "per GPU-hr", mf.Num(1.49, "usd"), "Yes", "InfiniBand HDR 200G x4", ""],
        10: ["L40S", "48GB", mf.Num(4, "int"), mf.Num(10, "int"), "Pay-as-you-go", "per server-hr", mf.Num(4.40, "usd"), "No", "100 GbE", ""],
        11: ["B200", "180GB", mf.Num(8, "int"), mf.Num(4, "int"), "Annual", "per GPU-hr", "Ask sales", "Yes", "InfiniBand XDR", ""],
        13: ["Total servers", None, None, mf.Formula("SUM(D5:D11)", 36, "int")],
        14: ["Quarterly and annual commitments are billed monthly in advance."],
    }
    merges = ["A1:J1", "A2:J2", "A5:A8", "B5:B8", "C5:C8", "D5:D8", "H5:H8", "I5:I8", "A14:J14"]
    mf.write_xlsx(name, [(S, rows, merges, None)])
    q = [quote(5, V, "H100-80G-SXM", 8, 16, usd=2.59, unit="gpu_hour", sheet=S, intra="nvlink", inter="ib"),
         quote(6, V, "H100-80G-SXM", 8, 16, usd=2.29, unit="gpu_hour", sheet=S, intra="nvlink", inter="ib"),
         quote(7, V, "H100-80G-SXM", 8, 16, usd=2.09, unit="gpu_hour", sheet=S, min_hours=QTR, intra="nvlink", inter="ib"),
         quote(8, V, "H100-80G-SXM", 8, 16, usd=11800, unit="node_month", sheet=S, min_hours=Y, intra="nvlink", inter="ib"),
         quote(9, V, "A100-80G-SXM", 8, 6, usd=1.49, unit="gpu_hour", sheet=S, intra="nvlink", inter="ib"),
         quote(10, V, "L40S-48G", 4, 10, usd=4.40, unit="node_hour", sheet=S, intra="pcie", inter="ethernet")]
    expected(name, "commitments in rows, Basis column per row, NVLink Yes/No", q,
             [refuse(11, V, "B200-180G", "Ask sales", "negotiable", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "unit line", sheet=S), other(13, "Total servers 36", "totals", sheet=S),
              other(14, rows[14][0], "note", sheet=S)])


# m13: the vendor only in the file name; all GPUs of a model in one column (GPU总数), cards per machine beside it;
# a column of total cards with machines but no cards per machine
def m13():
    name = "m13_江南算力_库存报价.csv"
    V = "江南算力"
    rows = [["GPU型号", "每台GPU", "GPU总数", "报价", "单位", "网络"],
            ["H100 SXM 80G", "8", "48", "9.9", "元/卡/时", "IB 400G×8"],
            ["A800 PCIe 80G", "4", "16", "3.3万", "元/台/月", "RoCE 100G"],
            ["RTX 4090", "8", "56", "1.6", "元/卡/时", "25G"],
            ["L20", "8", "20", "6,400", "元/台/月", "25G"]]
    text(name, rows, encoding="gbk")
    q = [quote(2, V, "H100-80G-SXM", 8, 6, 9.9, inter="ib"), quote(3, V, "A800-80G-PCIe", 4, 4, 33000 / (M * 4), inter="roce"),
         quote(4, V, "RTX4090-24G", 8, 7, 1.6), quote(5, V, "L20-48G", 8, None, 6400 / (M * 8))]
    expected(name, "vendor in the file name only; GPU总数 beside 每台GPU", q, [], [])


# m14: an English workbook with an 'Effective $/GPU-hr' column restating the server-month price: a check,
# not a second offer (one row disagrees and is refused)
def m14():
    name = "m14_atlas_effective_rate.xlsx"
    V = "Atlas Peak AI"
    S = "Offer"
    rows = {
        1: ["Atlas Peak AI - dedicated servers, monthly"],
        3: ["GPU", "Qty (servers)", "GPUs/server", "Monthly price per server (USD)", "Effective $/GPU-hr", "Fabric"],
        4: ["H100 SXM 80GB", mf.Num(4, "int"), mf.Num(8, "int"), mf.Num(14400, "usd"), mf.Num(2.5, "usd"), "InfiniBand 400G x8"],
        5: ["H200 SXM 141GB", mf.Num(2, "int"), mf.Num(8, "int"), mf.Num(18720, "usd"), mf.Num(3.25, "usd"), "InfiniBand 400G x8"],
        6: ["L40S 48GB", mf.Num(6, "int"), mf.Num(4, "int"), mf.Num(2880, "usd"), mf.Num(1.0, "usd"), "RoCE 200G"],
        7: ["A100 SXM 80GB", mf.Num(3, "int"), mf.Num(8, "int"), mf.Num(8640, "usd"), mf.Num(1.8, "usd"), "InfiniBand 200G x4"],
    }
    mf.write_xlsx(name, [(S, rows, ["A1:F1"], None)])
    q = [quote(4, V, "H100-80G-SXM", 8, 4, usd=14400, unit="node_month", sheet=S, inter="ib"),
         quote(5, V, "H200-141G", 8, 2, usd=18720, unit="node_month", sheet=S, inter="ib"),
         quote(6, V, "L40S-48G", 4, 6, usd=2880, unit="node_month", sheet=S, inter="roce")]
    expected(name, "an effective-rate column checks the monthly server price", q,
             [refuse(7, V, "A100-80G-SXM", "8,640 | 1.80", "the effective rate disagrees with the monthly price (1.50)", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S)])


# m15: GBK, a Chinese header row with an English one under it, a card count that is the total (GPU数量 16 on
# 2 machines), a unit per group of cards (元/8卡/时)
def m15():
    name = "m15_minjiang_two_header_rows_gbk.csv"
    V = "岷江算力"
    rows = [["供应商", "卡型", "GPU数量", "台数", "单价", "计价口径", "机内互联", "集群网络"],
            ["Vendor", "GPU", "GPUs", "Nodes", "Price", "Basis", "Intra-node", "Fabric"],
            [V, "H100 SXM5", "16", "2", "98", "元/8卡/时", "NVSwitch", "IB 8×400G"],
            [V, "A800 PCIe", "8", "2", "4.6", "元/卡/时", "PCIe", "RoCE 2×100G"],
            [V, "RTX 4090", "8", "5", "2,980", "元/台/周", "PCIe", "25GbE"]]
    text(name, rows, encoding="gbk", eol="\r\n")
    q = [quote(3, V, "H100-80G-SXM", 8, 2, 98 / 8, intra="nvlink", inter="ib"),
         quote(4, V, "A800-80G-PCIe", 8, 2, 4.6, intra="pcie", inter="roce"),
         quote(5, V, "RTX4090-24G", 8, 5, 2980 / (W * 8), intra="pcie", inter="ethernet")]
    expected(name, "two header rows (Chinese, English), GPU数量 as the total, 元/8卡/时", q, [], [])


# m16: English, the currency only in a line under the title, all GPUs of a node type in 'Qty (GPUs)', two price
# columns on different bases (per GPU-hour and per node-month)
def m16():
    name = "m16_lumenfield_baremetal_en.csv"
    V = "Lumenfield Cloud"
    rows = [["Lumenfield Cloud bare-metal offers (December 2026)"], ["All prices in US dollars."],
            ["Node type", "GPU", "Qty (GPUs)", "GPUs/node", "Price/GPU/hr", "Price/node/month", "Fabric", "Resume from checkpoint"],
            ["lf-h100", "H100 SXM 80GB", "64", "8", "2.65", "14,900", "IB NDR 400G x8", "Yes"],
            ["lf-h200", "H200 141GB", "16", "8", "3.45", "-", "IB NDR 400G x8", "Yes"],
            ["lf-l40s", "L40S 48GB", "40", "4", "0.95", "2,600", "RoCE 2x100G", "No"],
            ["lf-a100", "A100 80GB SXM", "24", "8", "-", "7,900", "IB HDR 200G x4", "Yes"],
            ["lf-b200", "B200", "32", "8", "TBA", "TBA", "IB XDR", "Yes"]]
    text(name, rows, eol="\r\n")
    q = [quote(4, V, "H100-80G-SXM", 8, 8, usd=2.65, unit="gpu_hour", inter="ib", resume=True),
         quote(4, V, "H100-80G-SXM", 8, 8, usd=14900, unit="node_month", inter="ib", resume=True),
         quote(5, V, "H200-141G", 8, 2, usd=3.45, unit="gpu_hour", inter="ib", resume=True),
         quote(6, V, "L40S-48G", 4, 10, usd=0.95, unit="gpu_hour", inter="roce", resume=False),
         quote(6, V, "L40S-48G", 4, 10, usd=2600, unit="node_month", inter="roce", resume=False),
         quote(7, V, "A100-80G-SXM", 8, 3, usd=7900, unit="node_month", inter="ib", resume=True)]
    expected(name, "currency only in a line, Qty (GPUs) total, per-GPU-hour and per-node-month columns", q,
             [refuse(8, V, "B200-180G", "TBA | TBA", "no price yet")],
             [other(1, rows[0][0], "title"), other(2, rows[1][0], "currency line")])


# m17: a supply list workbook: bilingual headers, numbers as text, 同上 for the vendor above, section rows, totals
def m17():
    name = "m17_procurement_supply_ditto.xlsx"
    S = "资源 Resources"
    A, B = "松岭算力", "青岚云"
    rows = {
        1: ["算力资源比价表 Price comparison（12月第3周）"],
        3: ["供应商 Supplier", "型号 Model", "每机卡数 GPUs/server", "机器数 Servers", "报价 Quote", "计价 Basis", "卡间 NVLink", "网络 Network", "备注 Notes"],
        4: ["一、训练 Training"],
        5: [A, "H800 SXM 80GB", "8", "4", "63,360", "元/台·月", "NVLink", "IB NDR 8×400G", ""],
        6: ["同上", "A800 SXM 80GB", "8", "6", "5.1", "元/卡·时", "NVLink", "IB HDR 4×200G", ""],
        7: [B, "H20 96GB", "8", "3", "2.3万", "元/台·月", "NVLink", "RoCE 4×400G", ""],
        9: ["二、推理 Inference"],
        10: ["同上", "L40S 48GB", "8", "5", "1,960", "元/卡·月", "PCIe", "25GE", ""],
        11: [A, "RTX 4090 24GB", "8", "8", "1.1万", "元/台·月", "PCIe", "25GE", ""],
        12: ["〃", "RTX 4090D 24GB", "8", "2", "面议", "", "PCIe", "25GE", "待确认"],
        14: ["合计 Total", "", "", "28"],
        15: ["注：“同上”表示与上一行供应商相同；价格含税。"],
    }
    mf.write_xlsx(name, [(S, rows, ["A1:I1", "A4:I4", "A9:I9", "A15:I15"], None)])
    q = [quote(5, A, "H800-80G-SXM", 8, 4, 63360 / (M * 8), sheet=S, intra="nvlink", inter="ib"),
         quote(6, A, "A800-80G-SXM", 8, 6, 5.1, sheet=S, intra="nvlink", inter="ib"),
         quote(7, B, "H20-96G", 8, 3, 23000 / (M * 8), sheet=S, intra="nvlink", inter="roce"),
         quote(10, B, "L40S-48G", 8, 5, 1960 / M, sheet=S, intra="pcie", inter="ethernet"),
         quote(11, A, "RTX4090-24G", 8, 8, 11000 / (M * 8), sheet=S, intra="pcie", inter="ethernet")]
    expected(name, "bilingual headers, text numbers, 同上/〃 for the vendor above, sections, totals", q,
             [refuse(12, A, "RTX4090D-24G", "面议", "negotiable", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S), other(4, rows[4][0], "section", sheet=S), other(9, rows[9][0], "section", sheet=S),
              other(14, "合计 Total 28", "totals", sheet=S), other(15, rows[15][0], "note", sheet=S)])


# m18: English quote workbook: terms in rows ("3 months", "1 year"), a Qty column the note says counts GPUs,
# a Unit column in other spellings (USD/GPU-hour, $ per node per hour)
def m18():
    name = "m18_harrow_terms_qty_en.xlsx"
    V = "Harrow Compute"
    S = "Proposal"
    rows = {
        1: ["Harrow Compute · capacity proposal · for Vantage Robotics"],
        2: ["Qty is the number of GPUs available. Valid for 10 days."],
        4: ["Accelerator", "Qty", "GPUs per node", "Term", "Unit", "Price", "GPU interconnect", "Network", "Notes"],
        5: ["H100 SXM 80GB", mf.Num(128, "int"), mf.Num(8, "int"), "On-demand", "USD/GPU-hour", mf.Num(2.45, "usd"), "NVSwitch", "InfiniBand NDR", ""],
        6: [None, None, None, "3 months", "USD/GPU-hour", mf.Num(2.20, "usd"), None, None, ""],
        7: [None, None, None, "1 year", "USD/GPU-hour", mf.Num(1.95, "usd"), None, None, ""],
        8: ["L40S 48GB", mf.Num(48, "int"), mf.Num(4, "int"), "On-demand", "$ per node per hour", mf.Num(3.60, "usd"), "PCIe", "100GbE", ""],
        9: ["H200 SXM 141GB", mf.Num(32, "int"), mf.Num(8, "int"), "1 year", "USD/GPU-hour", "TBC", "NVSwitch", "InfiniBand NDR", "Q1"],
    }
    merges = ["A1:I1", "A2:I2", "A5:A7", "B5:B7", "C5:C7", "G5:G7", "H5:H7"]
    mf.write_xlsx(name, [(S, rows, merges, None)])
    q = [quote(5, V, "H100-80G-SXM", 8, 16, usd=2.45, unit="gpu_hour", sheet=S, intra="nvlink", inter="ib"),
         quote(6, V, "H100-80G-SXM", 8, 16, usd=2.20, unit="gpu_hour", sheet=S, min_hours=3 * M, intra="nvlink", inter="ib"),
         quote(7, V, "H100-80G-SXM", 8, 16, usd=1.95, unit="gpu_hour", sheet=S, min_hours=Y, intra="nvlink", inter="ib"),
         quote(8, V, "L40S-48G", 4, 12, usd=3.60, unit="node_hour", sheet=S, intra="pcie", inter="ethernet")]
    expected(name, "terms in rows, Qty counting GPUs by the sheet's note, Unit spellings", q,
             [refuse(9, V, "H200-141G", "TBC", "no price yet", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S), other(2, rows[2][0], "note", sheet=S)])


# m19: GBK IDC list: the vendor in 【】 in the title, section rows 一、/二、, units with 块 and 每台每时, 8-GPU in a spec
def m19():
    name = "m19_qingsong_idc_brackets_gbk.csv"
    V = "青松算力"
    rows = [["【青松算力】GPU服务器租用报价（2026年12月）"],
            ["编号", "配置", "可租(台)", "价格", "收费单位", "互联", "组网", "断点续训"],
            ["一、训练服务器"],
            ["QS-1", "NVIDIA HGX H100 8-GPU", "3", "1,850", "元/台/天", "NVSwitch", "IB 400G×8", "支持"],
            ["QS-2", "8卡 A100 SXM4 80G", "2", "4.3", "元/块/时", "NVLink", "IB 200G×4", "支持"],
            ["二、推理服务器"],
            ["QS-3", "4卡 L20 48G", "6", "9.6", "元每台每时", "PCIe", "25GE", "不支持"],
            ["QS-4", "8卡 RTX 4090 24G", "10", "电询", "元/台/天", "PCIe", "25GE", "不支持"],
            [], ["备注：报价不含税。"]]
    text(name, rows, encoding="gbk", eol="\r\n")
    q = [quote(4, V, "H100-80G-SXM", 8, 3, 1850 / (D * 8), intra="nvlink", inter="ib", resume=True),
         quote(5, V, "A100-80G-SXM", 8, 2, 4.3, intra="nvlink", inter="ib", resume=True),
         quote(7, V, "L20-48G", 4, 6, 9.6 / 4, intra="pcie", inter="ethernet", resume=False)]
    expected(name, "vendor in 【】, sections 一、/二、, 元/块/时, 元每台每时, 8-GPU", q,
             [refuse(8, V, "RTX4090-24G", "电询", "negotiable")],
             [other(1, rows[0][0], "title"), other(3, rows[2][0], "section"), other(6, rows[5][0], "section"), other(10, rows[-1][0], "note")])


# m20: a channel digest: equivalents in other words (合 X, ≈, 月付…约合…), a plan column beside cells with units,
# merged vendor cells
def m20():
    name = "m20_channel_equivalents.xlsx"
    S = "渠道报价"
    A, B = "栖霞智算", "鹤鸣云"
    rows = {
        1: ["渠道报价汇总（第50周）"],
        2: ["供应商", "GPU", "每机卡数", "机器数", "计费方式", "报价", "网络"],
        3: [A, "H100 SXM 80G", mf.Num(8, "int"), mf.Num(6, "int"), "包月", "6.05万/台/月，合 10.5 元/卡时", "IB 400G×8"],
        4: [None, "A800 SXM 80G", mf.Num(8, "int"), mf.Num(4, "int"), "按量", "≈5.6/卡时", "IB 200G×4"],
        5: [None, "L20 48G", mf.Num(8, "int"), mf.Num(3, "int"), "包年", "月付 9,800/台，约合每卡时 1.70 元", "25GE"],
        6: [B, "H20 96G", mf.Num(8, "int"), mf.Num(2, "int"), "包月", "2.5万/台/月（合 3.2 元/卡时）", "RoCE 2×400G"],
        7: [None, "RTX 4090", mf.Num(8, "int"), mf.Num(10, "int"), "包周", "2,350/台·周", "25GE"],
    }
    mf.write_xlsx(name, [(S, rows, ["A1:G1", "A3:A5", "A6:A7"], None)])
    q = [quote(3, A, "H100-80G-SXM", 8, 6, 60500 / (M * 8), sheet=S, inter="ib"),
         quote(4, A, "A800-80G-SXM", 8, 4, 5.6, sheet=S, inter="ib"),
         quote(5, A, "L20-48G", 8, 3, 9800 / (M * 8), sheet=S, min_hours=Y, inter="ethernet"),
         quote(7, B, "RTX4090-24G", 8, 10, 2350 / (W * 8), sheet=S, inter="ethernet")]
    expected(name, "equivalents written 合/≈/约合 beside plan prices; one that disagrees", q,
             [refuse(6, B, "H20-96G", "2.5万/台/月（合 3.2 元/卡时）", "4.34 vs 3.2 per card-hour", sheet=S)],
             [other(1, rows[1][0], "title", sheet=S)])


# m21: a workbook whose vendor is named only on a readme sheet (报价单位：…有限公司), price sheets titled by what
# they hold (训练整机月租 / 推理按量), a title that says every inference price is per instance
def m21():
    name = "m21_dongting_readme_vendor.xlsx"
    V, CO = "洞庭智算", "洞庭智算科技（岳阳）有限公司"
    readme = {1: ["报价说明"], 2: ["报价单位：" + CO], 3: ["本文件含两张价目表：训练整机月租、推理按量。"], 4: ["价格均不含税。"]}
    S1, S2 = "训练整机", "推理"
    t = {1: ["训练整机月租报价（2026年12月）"],
         3: ["GPU型号", "每台卡数", "可供(台)", "月租(元/台)", "卡间", "网络"],
         4: ["H800 80G SXM", mf.Num(8, "int"), mf.Num(3, "int"), mf.Num(64800, "int"), "NVLink", "IB 400G×8"],
         5: ["A800 80G SXM", mf.Num(8, "int"), mf.Num(5, "int"), mf.Num(33120, "int"), "NVLink", "IB 200G×4"]}
    inf = {1: ["推理按量价格（每实例价格，含实例内全部GPU）"],
           3: ["实例", "GPU", "GPU个数", "按量(元/小时)", "备注"],
           4: ["dt.4090.2x", "RTX 4090 24G", "2", "3.60", ""],
           5: ["dt.l40s.4x", "L40S 48G", "4", "12.40", ""],
           6: ["dt.a10.1x", "A10 24G", "1", "暂停", "维护中"]}
    mf.write_xlsx(name, [("说明", readme, [], None), (S1, t, ["A1:F1"], None), (S2, inf, ["A1:E1"], None)])
    AL = [CO]
    q = [quote(4, V, "H800-80G-SXM", 8, 3, 64800 / (M * 8), sheet=S1, aliases=AL, intra="nvlink", inter="ib"),
         quote(5, V, "A800-80G-SXM", 8, 5, 33120 / (M * 8), sheet=S1, aliases=AL, intra="nvlink", inter="ib"),
         quote(4, V, "RTX4090-24G", 2, None, 3.60 / 2, sheet=S2, aliases=AL),
         quote(5, V, "L40S-48G", 4, None, 12.40 / 4, sheet=S2, aliases=AL)]
    expected(name, "vendor only as the readme's 报价单位, sheets titled by content, a per-instance statement", q,
             [refuse(6, V, "A10-24G", "暂停", "suspended", sheet=S2)],
             [other(1, t[1][0], "title", sheet=S1), other(1, inf[1][0], "title", sheet=S2)])


for fn in (m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, m12, m13, m14, m15, m16, m17, m18, m19, m20, m21):
    fn()
