#!/usr/bin/env bash
# probe-hostile.sh — issue 16's probe, rerunnable with other numbers:
# hostile numbers in every numeric field of TASK.json, quote files and share
# files, planted databases restored and opened, odd --db paths, lost and
# half-written databases. It fails (exit 1) on any crash (panic, signal),
# runaway (over PROBE_TIMEOUT seconds or PROBE_MAX_MB of memory), exit
# status other than 0/1/2, silently wrong number (NaN, infinite, negative or
# beyond the bounds in --json output; "Inf"/"NaN" in a table) or accepted
# plant, and prints what it found.
#
#   scripts/probe-hostile.sh [BINARY]      (default: builds ./computecheck)
#   PROBE_SEED=7 PROBE_VALUES=12 scripts/probe-hostile.sh
#
# PROBE_SEED picks which extra random values are tried besides the fixed
# hostile list; PROBE_VALUES how many per field.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
  go build -o computecheck . && bin=./computecheck
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home XDG_DATA_HOME=$work/home/data LANG=C.UTF-8
mkdir -p "$HOME"
exec python3 - "$bin" "$work" "$PWD" <<'PY'
import json, math, os, random, re, sqlite3, subprocess, sys, shutil, hashlib

BIN, WORK, REPO = sys.argv[1], sys.argv[2], sys.argv[3]
SEED = int(os.environ.get("PROBE_SEED", "1"))
NVALUES = int(os.environ.get("PROBE_VALUES", "3"))
TIMEOUT = float(os.environ.get("PROBE_TIMEOUT", "60"))
MAX_MB = float(os.environ.get("PROBE_MAX_MB", "1500"))
rng = random.Random(SEED)
findings, runs = [], 0
TOTAL_MAX = 1e15  # calc.LimitTotal

def find(kind, what, detail=""):
    findings.append((kind, what, detail[:300]))

def run(args, what, expect=None, stdin=None):
    """Runs the binary; checks exit status, crashes, runaways; returns (code, out, err)."""
    global runs
    runs += 1
    timef = os.path.join(WORK, "time.txt")
    cmd = ["/usr/bin/time", "-f", "%M", "-o", timef, BIN] + args
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, input=stdin)
    except subprocess.TimeoutExpired:
        find("runaway", what, f"over {TIMEOUT}s: {args}")
        return -1, "", ""
    out, err = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    try:
        mb = int(open(timef).read().split()[-1]) / 1024
        if mb > MAX_MB:
            find("runaway", what, f"{mb:.0f} MB: {args}")
    except (OSError, ValueError, IndexError):
        pass
    code = p.returncode
    if "panic:" in err or "goroutine " in err or "fatal error" in err:
        find("crash", what, err[-300:])
    elif code not in (0, 1, 2):
        find("crash", what, f"exit {code}: {err[-200:]}")
    if expect is not None and code != expect:
        find("wrong exit", what, f"exit {code}, want {expect}: {err.strip()[:200]}")
    if code == 1 and not err.strip():
        find("silent refusal", what, "exit 1 with nothing on stderr")
    if "--json" not in args:
        for line in out.splitlines():
            if re.search(r"(^|[^A-Za-z])(Inf|NaN|\+,Inf)([^A-Za-z]|$)", line):
                find("wrong number", what, "table shows: " + line.strip()[:200])
                break
    return code, out, err

def walk_numbers(v, path=""):
    if isinstance(v, bool):
        return
    if isinstance(v, (int, float)):
        yield path, v
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from walk_numbers(x, path + "." + k)
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from walk_numbers(x, f"{path}[{i}]")

def check_json(out, what, kind):
    """--json output: parses, every number finite; for compare rows, totals within bounds."""
    try:
        v = json.loads(out, parse_constant=lambda c: float("nan"))
    except ValueError as e:
        find("wrong number", what, f"{kind} --json does not parse: {e}")
        return None
    for p, x in walk_numbers(v):
        if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
            find("wrong number", what, f"{kind}: {p} = {x}")
            return v
    if kind == "compare":
        for r in v:
            c = r.get("cost") or {}
            for k in ("compute", "storage", "egress", "fixed", "risk", "total"):
                x = c.get(k)
                if x is not None and not (0 <= x <= TOTAL_MAX):
                    find("wrong number", what, f"row {r.get('quote_id')}: cost.{k} = {x}")
            if r.get("rank", 0) > 0 and not (r.get("hours", 0) > 0):
                find("wrong number", what, f"row {r.get('quote_id')} ranked with hours {r.get('hours')}")
            for k in ("hours", "billed_hours", "price_per_gpu_hour"):
                x = r.get(k)
                if isinstance(x, (int, float)) and x < 0:
                    find("wrong number", what, f"row {r.get('quote_id')}: {k} = {x}")
            m = r.get("memory") or {}
            if any(isinstance(x, (int, float)) and x < 0 for x in m.values()) or r.get("gpu_memory", 0) < 0:
                find("wrong number", what, f"row {r.get('quote_id')}: memory {m}, gpu_memory {r.get('gpu_memory')}")
    if kind == "estimate":
        m = v.get("memory", {})
        if any(isinstance(x, (int, float)) and x < 0 for x in m.values()):
            find("wrong number", what, f"memory {m}")
        if v.get("fits") and m.get("total", 0) > v.get("gpu_memory", 0):
            find("wrong number", what, f"fits with total {m.get('total')} > {v.get('gpu_memory')}")
        if v.get("training_hours", 0) < 0:
            find("wrong number", what, f"training_hours {v.get('training_hours')}")
    return v

HOSTILE = [0, -1, 5e-324, 1e-300, 1e-9, 1e-3, 1, 1e3, 1e6, 1e9, 1e12, 1e16, 1e300, 1.7976931348623157e308, 2**63 - 1]
def values():
    extra = [rng.choice([1, 1, -1]) * 10 ** rng.uniform(-320, 308) for _ in range(NVALUES)]
    return HOSTILE + extra + [rng.randint(-2**40, 2**40)]

def fresh(name):
    d = os.path.join(WORK, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d

def write(path, text, mode="w"):
    with open(path, mode) as f:
        f.write(text)
    return path

def digest(path):
    h = hashlib.sha256()
    for s in ("", "-wal"):
        if os.path.exists(path + s):
            h.update(open(path + s, "rb").read())
    return h.hexdigest()

QUOTES_CSV = ("vendor,offer,gpu,gpus_per_node,nodes,price,price_unit,currency,setup_fee,storage_free_gb\n"
              "蓉城智算,8卡,A100-80G-SXM,8,2,9.8,gpu_hour,CNY,0,100\n"
              "Kestrel,x,H100-80G-SXM,8,1,38000,node_month,CNY,500,0\n"
              "Third,y,A800-80G-SXM,8,4,200,gpu_day,CNY,0,0\n")

def base_db(name):
    d = fresh(name)
    csv = write(os.path.join(d, "q.csv"), QUOTES_CSV)
    db = os.path.join(d, "cc.db")
    run(["quotes", "import", csv, "--db", db], f"{name}: setup import", expect=0)
    task = write(os.path.join(d, "task.json"), json.dumps({"model": "llama3.1-8b", "zero": 3, "tokens": 1e9}))
    return d, db, task

def after_store(db, task, what):
    """Whatever was stored: compare --json, the table and chart cost keep working."""
    code, out, err = run(["compare", task, "--json", "--db", db], what + ": compare --json", expect=0)
    if code == 0:
        check_json(out, what, "compare")
    run(["compare", task, "--db", db], what + ": compare table", expect=0)
    run(["chart", "cost", task, "--out", os.path.join(WORK, "c.png"), "--db", db], what + ": chart cost", expect=0)

# 1. TASK.json: every numeric field, every hostile value.
print("tasks ...", flush=True)
d, db, _ = base_db("task")
TASK_FIELDS = ["tokens", "hours", "mfu", "micro_batch", "seq_len", "grad_accum", "gpus", "gpus_per_node", "tp", "pp",
               "zero", "lora_rank", "inter_node_gbps", "dataset_gb", "egress_gb", "checkpoints_kept",
               "failure_rate_per_node_day", "restart_hours", "checkpoint_interval_hours",
               "model.layers", "model.hidden", "model.heads", "model.kv_heads", "model.ffn", "model.vocab", "model.params"]
ARCH = {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn": 14336, "vocab": 128256}
for field in TASK_FIELDS:
    for v in values():
        t = {"model": dict(ARCH), "zero": 3, "tokens": 1e9}
        if field.startswith("model."):
            t["model"][field[6:]] = v
        else:
            t[field] = v
        if isinstance(v, float) and v.is_integer() and abs(v) < 2**63:
            v = int(v)
        tp = write(os.path.join(d, "t.json"), json.dumps(t))
        what = f"TASK.json {field}={v!r}"
        code, out, err = run(["estimate", tp, "--json"], what)
        if code == 0:
            check_json(out, what, "estimate")
        code, out, err = run(["compare", tp, "--json", "--db", db], what + " compare")
        if code == 0:
            check_json(out, what, "compare")
# BOM, and the largest architecture the checks once let through.
write(os.path.join(d, "bom.json"), "\ufeff" + json.dumps({"model": "llama3.1-8b", "tokens": 1e9}), "w")
run(["estimate", os.path.join(d, "bom.json")], "TASK.json with a BOM", expect=0)
big = {"model": {"layers": 1000, "hidden": 131072, "heads": 4096, "ffn": 1048576, "vocab": 4194304},
       "seq_len": 4194304, "micro_batch": 65536, "flash_attention": False, "tokens": 1e16}
code, out, _ = run(["estimate", write(os.path.join(d, "big.json"), json.dumps(big)), "--json"], "largest architecture")
if code == 0:
    check_json(out, "largest architecture", "estimate")

# 2. Quotes and share files: every numeric quote field, every hostile value.
print("quotes and share files ...", flush=True)
d, db, task = base_db("share")
sharef = os.path.join(d, "s.json")
run(["share", "export", "--quotes", "all", "--tasks", "all", "--out", sharef, "--db", db], "share export", expect=0)
share = json.load(open(sharef))
QFIELDS = ["price", "gpus_per_node", "nodes", "min_hours", "billing_increment_hours", "intra_node_gbps", "pcie_gen",
           "inter_node_gbps", "nics", "nic_gbps", "local_nvme_tb", "storage_free_gb", "storage_price_per_gb_month",
           "egress_price_per_gb", "bandwidth_price_per_mbps_month", "image_fee", "setup_fee",
           "gpu_less_price_per_hour", "voucher_discount_pct", "failure_response_hours",
           "pack_gpu_hours", "pack_million_tokens", "pack_price", "pack_valid_days"]
for field in QFIELDS:
    for v in values():
        what = f"share quote {field}={v!r}"
        s = json.loads(json.dumps(share))
        s["quotes"][1]["quote"][field] = v
        if field.startswith("pack_"):
            s["quotes"][1]["quote"].setdefault("pack_price", 1000)
            s["quotes"][1]["quote"].setdefault("pack_gpu_hours", 100)
            s["quotes"][1]["quote"].setdefault("pack_valid_days", 30)
        sp = write(os.path.join(d, "evil.json"), json.dumps(s))
        dbx = os.path.join(d, "x.db")
        shutil.copy(db, dbx)
        for ext in ("-wal", "-shm"):
            if os.path.exists(db + ext):
                shutil.copy(db + ext, dbx + ext)
        before = digest(dbx)
        # Every other value comes in as a quotes import (.json) instead.
        if rng.random() < 0.5:
            code, _, _ = run(["share", "import", sp, "--db", dbx], what)
        else:
            what += " (quotes import)"
            qp = write(os.path.join(d, "q.json"), json.dumps([s["quotes"][1]["quote"]]))
            code, _, _ = run(["quotes", "import", qp, "--db", dbx], what)
        if code != 0 and digest(dbx) != before:
            find("half-written", what, "a refused import changed the database")
        if code == 0:
            after_store(dbx, task, what)
# Price cells as vendors (and attackers) write them.
for cell in ["1e308", "1e-9", "-5", "0", "0.000001", "１２３", "9.8元/卡·时", "¥38,000", "5.8万", "1e400", "NaN", "inf",
             "99999999999999999999", "0x10", "1_000", "\u202e9.8", "9.8\u200b"]:
    csv = write(os.path.join(d, "cell.csv"), QUOTES_CSV.replace("9.8,gpu_hour", f'"{cell}",gpu_hour'))
    dbx = os.path.join(d, "cell.db")
    for f in (dbx, dbx + "-wal", dbx + "-shm"):
        if os.path.exists(f):
            os.remove(f)
    code, _, _ = run(["quotes", "import", csv, "--partial", "--db", dbx], f"price cell {cell!r}")
    if code == 0:
        after_store(dbx, task, f"price cell {cell!r}")
# Share schema spellings and source keys.
for schema, ok in [("computecheck-share/1 ", 0), (" computecheck-share/1", 0), ("computecheck-share/1\n", 0),
                   ("computecheck-share/2", 1), ("", 1), ("computecheck-share/1\u0000", 1)]:
    s = json.loads(json.dumps(share)); s["schema"] = schema
    code, _, err = run(["share", "import", write(os.path.join(d, "sch.json"), json.dumps(s)), "--dry-run", "--db", db],
                       f"share schema {schema!r}", expect=ok)
    if ok == 1 and schema != "computecheck-share/2" and "newer" in err:
        find("wrong message", f"share schema {schema!r}", err.strip())
s = json.loads(json.dumps(share))
dup = json.loads(json.dumps(s["quotes"][0])); dup["source_key"] = dup["source_key"].upper(); dup["row_key"] = dup["row_key"].upper()
s["quotes"].append(dup)
run(["share", "import", write(os.path.join(d, "dup.json"), json.dumps(s)), "--dry-run", "--db", db],
    "share source_key A.csv and a.csv", expect=1)

# 3. Planted databases: restored (must be refused, database unchanged) and
#    opened directly (triggers and views refused; bad rows skipped, named).
print("planted databases ...", flush=True)
PLANTS = [
    ("trigger deleting quotes", "CREATE TRIGGER p AFTER INSERT ON quotes BEGIN DELETE FROM quotes WHERE id <> NEW.id; END", "refuse"),
    ("trigger halving prices", "CREATE TRIGGER p AFTER INSERT ON quotes BEGIN UPDATE quotes SET price = price/2 WHERE id = NEW.id; END", "refuse"),
    ("trigger on update", "CREATE TRIGGER p BEFORE UPDATE ON quotes BEGIN SELECT 1; END", "refuse"),
    ("trigger on tasks", "CREATE TRIGGER p AFTER INSERT ON tasks BEGIN DELETE FROM tasks; END", "refuse"),
    ("trigger on settings", "CREATE TRIGGER p AFTER UPDATE ON settings BEGIN UPDATE settings SET value='USD'; END", "refuse"),
    ("view named quotes", "ALTER TABLE quotes RENAME TO q0; CREATE VIEW quotes AS SELECT * FROM q0", "refuse"),
    ("view", "CREATE VIEW cheap AS SELECT * FROM quotes", "refuse"),
    ("extra table", "CREATE TABLE exfil(x)", "restore-refuse"),
    ("extra index", "CREATE INDEX evil ON quotes(price)", "restore-refuse"),
    ("dropped index", "DROP INDEX quotes_identity", "restore-refuse"),
    ("added column", "ALTER TABLE quotes ADD COLUMN owner TEXT", "restore-refuse"),
    ("negative GPU memory", "INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('H100-80G-SXM', '{\"id\":\"H100-80G-SXM\",\"memory_bytes\":-85899345920,\"mem_bw_tbps\":3.35,\"bf16_tflops\":989,\"fp16_tflops\":989}')", "restore-refuse"),
    ("NaN-ish GPU", "INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('A100-80G-SXM', '{\"id\":\"A100-80G-SXM\",\"memory_bytes\":1e30,\"fp16_tflops\":1e300}')", "restore-refuse"),
    ("unknown GPU override", "INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('X', '{}')", "restore-refuse"),
    ("exchange rate 1e300", "INSERT INTO fx_rates(currency, to_cny, date) VALUES('USD', 1e300, '2026-11-20')", "restore-refuse"),
    ("month of 1e9 hours", "INSERT INTO settings(key, value) VALUES('hours_per_month', '1e9')", "restore-refuse"),
    ("task tokens 1e-300", "INSERT INTO tasks(name, task_json) VALUES('evil', '{\"model\":\"llama3.1-8b\",\"tokens\":1e-300}')", "restore-refuse"),
]
# Values no import lets in, planted in each number column (1e-9 is a
# legitimate tiny fee, but no price and no billing step).
for col in ["price", "setup_fee", "image_fee", "min_hours", "billing_increment_hours", "storage_price_per_gb_month",
            "egress_price_per_gb", "inter_node_gbps", "local_nvme_tb", "voucher_discount_pct", "nodes", "gpus_per_node",
            "failure_response_hours", "intra_node_gbps", "nic_gbps", "storage_free_gb"]:
    for v in ["1e308", "-1", "9e999", "'many'"] + (["1e-9"] if col in ("price", "billing_increment_hours") else []):
        PLANTS.append((f"quotes.{col} = {v}", f"UPDATE quotes SET {col} = {v} WHERE id = 2", "row"))
for col in ["warnings_json", "raw_json", "compensation_json", "min_term"]:
    PLANTS.append((f"quotes.{col} unreadable", f"UPDATE quotes SET {col} = '{{' WHERE id = 2", "row"))
pbase, pdb, _ = base_db("plant-base")
run(["backup", "--out", os.path.join(pbase, "clean.db"), "--db", pdb], "plant base", expect=0)
for name, sql, kind in PLANTS:
    d = fresh("plant")
    task = write(os.path.join(d, "task.json"), json.dumps({"model": "llama3.1-8b", "zero": 3, "tokens": 1e9}))
    write(os.path.join(d, "q.csv"), QUOTES_CSV)
    planted = os.path.join(d, "planted.db")
    shutil.copy(os.path.join(pbase, "clean.db"), planted)
    try:
        c = sqlite3.connect(planted)
        c.executescript(sql)
        c.commit(); c.close()
    except sqlite3.Error as e:
        continue  # SQLite itself refuses this plant
    live = os.path.join(d, "live.db")
    shutil.copy(os.path.join(pbase, "clean.db"), live)
    before = digest(live)
    code, _, err = run(["restore", planted, "--db", live], f"restore of plant {name}")
    if code == 0:
        find("accepted plant", f"restore of {name}", "restored")
    elif digest(live) != before:
        find("half-written", f"restore of {name}", "the database changed")
    # The plant opened directly, as if an older version had restored it.
    code, out, err = run(["compare", task, "--json", "--db", planted], f"open plant {name}")
    if kind == "refuse" and code == 0:
        find("accepted plant", f"opened {name}", "compare ran on it")
    if kind == "restore-refuse" and code == 0:
        check_json(out, f"opened plant {name}", "compare")
        code, out, _ = run(["estimate", task, "--json", "--db", planted], f"estimate on plant {name}")
        if code == 0:
            check_json(out, f"estimate on plant {name}", "estimate")
            if json.loads(out).get("gpu_memory", 0) <= 0:
                find("wrong number", f"estimate on plant {name}", "gpu_memory " + str(json.loads(out).get("gpu_memory")))
    if kind == "row":
        if code != 0:
            find("wrong exit", f"open plant {name}", f"exit {code}: {err.strip()[:200]}")
        else:
            check_json(out, f"plant {name}", "compare")
            rows = json.loads(out)
            if any(r.get("quote_id") == 2 for r in rows):
                find("accepted plant", f"plant {name}", "the planted row was compared")
            if "2" not in err:
                find("silent skip", f"plant {name}", "the skipped row is not named")
            run(["quotes", "list", "--db", planted], f"plant {name}: quotes list", expect=0)
            run(["share", "export", "--quotes", "all", "--out", os.path.join(d, "e.json"), "--db", planted],
                f"plant {name}: share export", expect=0)
            run(["quotes", "delete", "2", "--purge", "--db", planted], f"plant {name}: quotes delete", expect=0)
            code, _, err = run(["quotes", "list", "--db", planted], f"plant {name}: list after delete", expect=0)
            if err.strip():
                find("wrong message", f"plant {name}", "still named after delete: " + err.strip()[:100])

# 4. --db paths with characters SQLite URIs give meaning to.
print("database paths ...", flush=True)
d = fresh("paths")
csv = write(os.path.join(d, "q.csv"), QUOTES_CSV)
names = ["a b", "#1", "x#y", "%", "%41", "100%25", "?", "a?b=c", "&", ";", "中文 报价", "'", '"', "[x]", "(1)", "~", "=", "+", ",", "!", "$HOME"]
for n in names:
    p = os.path.join(d, n, "cc.db")
    code, _, _ = run(["quotes", "import", csv, "--db", p], f"--db {p!r}", expect=0)
    if code == 0 and not os.path.isfile(p):
        find("wrong file", f"--db {p!r}", "the database is not at the path given")
    code, out, _ = run(["quotes", "list", "--json", "--db", p], f"--db {p!r} list", expect=0)
    if code == 0 and len(json.loads(out)) != 3:
        find("wrong file", f"--db {p!r}", f"{len(json.loads(out))} quotes, want 3 (two paths share a file)")
expected = set(names) | {"q.csv"}
for e in os.listdir(d):
    if e not in expected:
        find("wrong file", "--db paths", f"stray file or folder {e!r}")

# 5. Lost and half-written databases, and leftovers of killed runs.
print("lost databases ...", flush=True)
for how in ("zero", "missing"):
    d, db, task = base_db("lost-" + how)
    run(["backup", "--db", db], "backup", expect=0)
    for ext in ("-wal", "-shm"):
        if os.path.exists(db + ext):
            os.remove(db + ext)
    if how == "zero":
        open(db, "w").close()
    else:
        os.remove(db)
    code, _, err = run(["quotes", "list", "--db", db], f"{how} database beside a backup", expect=1)
    if "restore" not in err:
        find("wrong message", f"{how} database", "does not offer the backup: " + err.strip()[:200])
    if how == "zero" and os.path.getsize(db) != 0 or how == "missing" and os.path.exists(db):
        find("half-written", f"{how} database", "the file was created or written")
d, db, task = base_db("temps")
tmp = os.path.join(d, ".cc.db.restore-1.tmp")
write(tmp, "x" * 4096)
os.utime(tmp, (0, 0))
run(["quotes", "list", "--db", db], "start with a leftover restore copy", expect=0)
if os.path.exists(tmp):
    find("leftover", "restore temp", "an hour-old .restore-*.tmp was not cleaned")

# --- quote readers (issue 25 classes 2, 3) ---
# What a quote reader cannot read exactly is refused at its place, never
# trimmed, merged or guessed; hidden rows, columns and sheets are never
# stored; no quote input costs over 10 s or 500 MB (the benchmarks hold the
# 2 s budget; this allows a slow machine).
print("quote readers ...", flush=True)
import time, zipfile
d = fresh("readers")
HEAD = "vendor,gpu,price,price_unit,currency"

def budgeted(args, what, stdin=None, limit_s=10, limit_mb=500):
    t0 = time.time()
    code, out, err = run(args, what, stdin=stdin)
    if time.time() - t0 > limit_s:
        find("runaway", what, f"{time.time() - t0:.1f} s, over {limit_s} s")
    try:
        mb = int(open(os.path.join(WORK, "time.txt")).read().split()[-1]) / 1024
        if mb > limit_mb:
            find("runaway", what, f"{mb:.0f} MB, over {limit_mb} MB")
    except (OSError, ValueError, IndexError):
        pass
    return code, out, err

def stored(db):
    code, out, _ = run(["quotes", "list", "--json", "--db", db], "list after a reader case")
    return json.loads(out) if code == 0 and out.strip() else []

cases = iter(range(10**6))
def import_case(name, data, what, partial=True, mode="wb"):
    p = write(os.path.join(d, name), data, mode)
    db = os.path.join(d, f"case{next(cases)}", "cc.db")  # a fresh database each time
    code, out, err = budgeted(["quotes", "import", p, "--json", "--db", db] + (["--partial"] if partial else []), what)
    return code, out, err, (stored(db) if code == 0 else [])

def book(sheets, extra=(), rels=True):
    """sheets: (name, xml, state); extra: (entry name, content) written after, duplicates allowed."""
    import io, warnings
    b = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns on a duplicate name: that is the point
        with zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED) as z:
            ws = "".join(f'<sheet name="{n}" sheetId="{i+1}" r:id="rId{i+1}"' + (f' state="{s}"' if s else "") + "/>"
                         for i, (n, _, s) in enumerate(sheets))
            z.writestr("xl/workbook.xml", f'<workbook xmlns:r="r"><sheets>{ws}</sheets></workbook>')
            z.writestr("xl/_rels/workbook.xml.rels", "<Relationships>" + "".join(
                f'<Relationship Id="rId{i+1}" Target="worksheets/sheet{i+1}.xml"/>' for i in range(len(sheets))) + "</Relationships>")
            for i, (_, x, _) in enumerate(sheets):
                z.writestr(f"xl/worksheets/sheet{i+1}.xml", x)
            for n, x in extra:
                z.writestr(n, x)
    return b.getvalue()

def row(r, cells, hidden=False):
    cs = "".join(f'<c r="{chr(65 + i)}{r}" t="inlineStr"><is><t>{c}</t></is></c>' for i, c in enumerate(cells))
    return f'<row r="{r}"' + (' hidden="1"' if hidden else "") + f">{cs}</row>"

def sheet(rows, cols=""):
    return f"<worksheet>{cols}<sheetData>{''.join(rows)}</sheetData></worksheet>"

price = lambda: rng.choice([9.8, 11.5, 23.9, 38.0, 120.0])
# CR, LF and CRLF mixed: every row read, none joined; "CNY<CR>x" is not CNY.
for k in range(NVALUES + 1):
    ends = [rng.choice(["\r", "\n", "\r\n"]) for _ in range(5)]
    vs = [f"V{k}{i}" for i in range(5)]
    text = HEAD + ends[0] + "".join(f"{v},H100-80G-SXM,{price()},gpu_hour,CNY{e}" for v, e in zip(vs, ends[1:] + ["\n"]))
    code, _, err, qs = import_case("ends.csv", text, f"line ends {ends!r}", mode="w")
    got = sorted(q.get("vendor") for q in qs)
    if code != 0 or got != sorted(vs):
        find("silently wrong", f"line ends {ends!r}", f"exit {code}, stored {got}, want {sorted(vs)}: {err.strip()[:100]}")
    tail = rng.choice(["B", "USD", "x", "Q1"])  # each line must name CNY ("元" would)
    code, _, _, qs = import_case("cr.csv", HEAD + f'\nA,H100-80G-SXM,9.8,gpu_hour,"CNY\r{tail}"\n', f"currency cell CNY<CR>{tail}", mode="w")
    if any(q.get("vendor") == "A" for q in qs):
        find("silently wrong", f"currency cell CNY<CR>{tail}", "stored as " + str([q.get("currency") for q in qs]))
# Cells past column 1,024: never cut (a currency far right is the row's).
for col in [1025, rng.randint(1100, 20000)]:
    pad = "," * (col - 5)
    text = f"vendor,gpu,price,price_unit{pad},currency\nA,H100-80G-SXM,9.8,gpu_hour{pad},USD\n"
    code, _, _, qs = import_case("wide.csv", text, f"currency in column {col}", mode="w")
    if any(q.get("currency") != "USD" for q in qs):
        find("silently wrong", f"currency in column {col}", "stored " + str([q.get("currency") for q in qs]))
# Hidden rows, hidden columns, hidden and veryHidden sheets: never stored.
head = row(1, ["vendor", "gpu", "price", "price_unit", "currency"])
for state in ["hidden", "veryHidden"]:
    data = book([("S", sheet([head, row(2, ["Seen", "H100-80G-SXM", "9.8", "gpu_hour", "CNY"]),
                              row(3, ["HiddenRow", "H100-80G-SXM", "1", "gpu_hour", "CNY"], hidden=True)],
                             '<cols><col min="6" max="6" hidden="1"/></cols>'), ""),
                 ("T", sheet([head, row(2, ["HiddenSheet", "H100-80G-SXM", "2", "gpu_hour", "CNY"])]), state)])
    code, out, _, qs = import_case("hidden.xlsx", data, f"hidden row and {state} sheet")
    got = sorted(q.get("vendor") for q in qs)
    if code != 0 or got != ["Seen"]:
        find("silently wrong", f"hidden row and {state} sheet", f"exit {code}, stored {got}, want ['Seen']")
    elif "hidden" not in out:
        find("silent skip", f"hidden row and {state} sheet", "--json names no hidden part")
# Two entries of one part name: refused, not the second picked.
for second in ["xl/worksheets/sheet1.xml", "xl/worksheets/SHEET1.xml"]:
    data = book([("S", sheet([head, row(2, ["First", "H100-80G-SXM", "9.8", "gpu_hour", "CNY"])]), "")],
                extra=[(second, sheet([head, row(2, ["Second", "H100-80G-SXM", "1", "gpu_hour", "CNY"])]))])
    code, _, _, qs = import_case("dup.xlsx", data, f"two entries {second}")
    if code == 0:
        find("silently wrong", f"two entries {second}", "imported " + str([q.get("vendor") for q in qs]))
# Digits other than 0-9 beside the others: never read as the rest.
for cell in ["⑨8", "8⑨", "²8", "1½", "9.8⑦", "⓵0", "٣8", "8٫5"]:
    code, _, _, qs = import_case("odd.csv", HEAD + f"\nA,H100-80G-SXM,{cell},gpu_hour,CNY\n", f"price {cell!r}", mode="w")
    if qs:
        find("silently wrong", f"price {cell!r}", "stored price " + str([q.get("price") for q in qs]))
# UTF-16 without a byte-order mark: read, or refused as what it is.
for enc in ["utf-16-le", "utf-16-be"]:
    text = HEAD + "\n蓉城,H100-80G-SXM,9.8,gpu_hour,CNY\n"
    code, _, err, qs = import_case("u16.csv", text.encode(enc), f"{enc} without BOM")
    if code == 0 and [q.get("vendor") for q in qs] != ["蓉城"]:
        find("silently wrong", f"{enc} without BOM", str([q.get("vendor") for q in qs]))
    if code != 0 and "binary" in err:
        find("wrong message", f"{enc} without BOM", err.strip()[:150])
# Cells, lines and files over the limits: refused at their place, in budget.
for n, what in [(32 << 20, "32 MB cell"), (4 << 20, "4 MB vendor cell"), (40000, "40,000-character cell")]:
    p = os.path.join(d, "cell.csv")
    with open(p, "w") as f:
        f.write(HEAD + "\n" + "A" * n + ",H100-80G-SXM,9.8,gpu_hour,CNY\n")
    code, _, err = budgeted(["quotes", "import", p, "--db", os.path.join(d, "cell.db")], what)
    if code == 0:
        find("silently wrong", what, "a cell longer than a spreadsheet cell was stored")
p = os.path.join(d, "line.csv")
with open(p, "w") as f:
    f.write(HEAD + "\n")
    for _ in range(200):
        f.write("," * (1 << 20))
budgeted(["quotes", "import", p, "--db", os.path.join(d, "line.db")], "one 200 MB line")
os.remove(p)
# Workbooks: many sheets naming one large part; a sheet bomb.
big = sheet([head] + [row(r, [f"V{r}", "H100-80G-SXM", "9.8", "gpu_hour", "CNY"]) for r in range(2, 2000)]
            + ["<x/>" * ((20 << 20) // 4)])
import io
b = io.BytesIO()
with zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("xl/workbook.xml", '<workbook xmlns:r="r"><sheets>' + "".join(
        f'<sheet name="S{i}" sheetId="{i}" r:id="rId1"/>' for i in range(1, 301)) + "</sheets></workbook>")
    z.writestr("xl/_rels/workbook.xml.rels", '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>')
    z.writestr("xl/worksheets/sheet1.xml", big)
import_case("shared.xlsx", b.getvalue(), "300 sheets sharing one 20 MB part")
for unit, what in [("<x/>", "tags"), ('<c r="A1"/>', "empty cells"), (" ", "white space"),
                   ('<mergeCell ref="A1:XFD1048576"/>', "merges")]:
    body = unit * ((rng.choice([90, 200]) << 20) // len(unit))
    rows = [head, row(2, ["A", "H100-80G-SXM", "9.8", "gpu_hour", "CNY"])]
    if what == "merges":
        x = sheet(rows).replace("</worksheet>", "<mergeCells>" + body + "</mergeCells></worksheet>")
    else:
        x = sheet(rows + ['<row r="3">' + body + "</row>"])
    import_case("bomb.xlsx", book([("S", x, "")]), f"sheet bomb of {what}")
# JSON quote files: many objects, ever new keys, long values.
obj = lambda i, extra="": json.dumps({"vendor": f"V{i}", "gpu": "H100-80G-SXM", "price": 9.8, "price_unit": "gpu_hour", **({extra: 1} if extra else {})})
for what, objs in [("100,000 quote objects", [obj(i) for i in range(100000)]),
                   ("a new key in every object", [obj(i, f"k{i}") for i in range(20000)]),
                   ("a 1 MB key", [obj(0, "k" * (1 << 20))])]:
    import_case("q.json", "[" + ",".join(objs) + "]", what, mode="w")
# Streams: stdin and a device are read through the limit.
def stream_case(src, what):
    t0 = time.time()
    timef = os.path.join(WORK, "time.txt")
    try:
        with open(src, "rb") as f:
            p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", timef, BIN, "quotes", "import", "-", "--db",
                                os.path.join(d, "s.db")], stdin=f, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        find("runaway", what, f"over {TIMEOUT} s")
        return
    mb = int(open(timef).read().split()[-1]) / 1024
    if mb > 500 or time.time() - t0 > 10:
        find("runaway", what, f"{mb:.0f} MB, {time.time() - t0:.1f} s")
    if p.returncode != 1:
        find("wrong exit", what, f"exit {p.returncode}")
stream_case("/dev/zero", "quotes import - from /dev/zero")
budgeted(["quotes", "import", "/dev/zero", "--db", os.path.join(d, "z.db")], "quote file /dev/zero")
p = os.path.join(d, "sparse.csv")
with open(p, "wb") as f:
    f.truncate(3 << 30)
stream_case(p, "quotes import - from a 3 GB sparse file")
os.remove(p)
# --- end of quote readers ---

print(f"{runs} commands run (seed {SEED}, {NVALUES} random values per field)")
if not findings:
    print("found nothing: no crash, runaway, silently wrong number or accepted plant")
    sys.exit(0)
kinds = {}
for k, w, det in findings:
    kinds.setdefault(k, []).append((w, det))
for k, items in kinds.items():
    print(f"\n{k}: {len(items)}")
    for w, det in items[:15]:
        print(f"  {w}: {det}")
    if len(items) > 15:
        print(f"  ... {len(items) - 15} more")
sys.exit(1)
PY
