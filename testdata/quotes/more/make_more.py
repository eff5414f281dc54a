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


for fn in (m01, m02, m03, m04, m05, m06):
    fn()
