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

# --- storage doors (issue 25 classes 1, 5) ---
# Backups planted where the pragmas do not look (CHECK, REFERENCES, COLLATE,
# DEFAULT, settings, column mappings) must be refused with the database
# unchanged; a full disk, a read-only file, folder or disk, a backup with
# another page size, journals left by failed copies and quote ids at the
# top of int64 must be worded (no SQLite English in zh, no CSV row blamed)
# and leave nothing behind. Families needing root (tmpfs, a read-only bind
# mount) are tried with chmod when not root, and said skipped otherwise.
print("storage doors ...", flush=True)
SQLITE_EN = ["database or disk is full", "attempt to write", "readonly database", "unable to open", "no such file",
             "disk I/O error", "no such quote", "-9223372036854775808"]

def worded_zh(what, err, also=()):
    """A zh refusal: Chinese, none of SQLite's English, no row blamed for the disk."""
    if not re.search(r"[\u4e00-\u9fff]", err):
        find("wrong message", what, "not worded in Chinese: " + err.strip()[:200])
    for w in SQLITE_EN + list(also):
        if w in err:
            find("wrong message", what, f"says {w!r}: " + err.strip()[:200])
            return

def plant_sql(path, script):
    c = sqlite3.connect(path)
    try:
        c.executescript(script)
        c.commit()
        return True
    except sqlite3.Error:
        return False
    finally:
        c.close()

def schema_edit(table, old, new):
    o, n = old.replace("'", "''"), new.replace("'", "''")
    return (f"PRAGMA writable_schema=ON; UPDATE sqlite_master SET sql = replace(sql, '{o}', '{n}') "
            f"WHERE type='table' AND name='{table}'; PRAGMA writable_schema=OFF;")

def rebuild(table, old, new):
    """The same plant made without writable_schema: a new table, rows copied, renamed."""
    c = sqlite3.connect(os.path.join(pbase, "clean.db"))
    ddl = c.execute("SELECT sql FROM sqlite_master WHERE type='table' AND name=?", (table,)).fetchone()[0]
    idx = [r[0] for r in c.execute("SELECT sql FROM sqlite_master WHERE type='index' AND tbl_name=? AND sql IS NOT NULL", (table,))]
    c.close()
    ddl = ddl.replace(old, new).replace(f"CREATE TABLE {table}", f"CREATE TABLE {table}_new", 1)
    return (f"PRAGMA foreign_keys=OFF; {ddl}; INSERT INTO {table}_new SELECT * FROM {table}; DROP TABLE {table}; "
            f"ALTER TABLE {table}_new RENAME TO {table}; " + "; ".join(idx) + ";")

STORAGE_PLANTS = []
for ref in ["REFERENCES quotes(id) ON DELETE CASCADE", "REFERENCES quotes(id) ON DELETE SET NULL", "REFERENCES tasks(id)"]:
    STORAGE_PLANTS.append((f"bench_results.quote_id {ref}", schema_edit("bench_results", "quote_id                INTEGER,", f"quote_id INTEGER {ref},")))
    STORAGE_PLANTS.append((f"bench_results.quote_id {ref} (rebuilt)", rebuild("bench_results", "quote_id                INTEGER,", f"quote_id INTEGER {ref},")))
for lim in [50000, rng.choice([100, 1000, 12345.6]), 1e9]:
    STORAGE_PLANTS.append((f"CHECK (price < {lim})", schema_edit("quotes", "CHECK (price > 0)", f"CHECK (price > 0 AND price < {lim})")))
STORAGE_PLANTS += [
    ("CHECK (price < 50000) (rebuilt)", rebuild("quotes", "CHECK (price > 0)", "CHECK (price > 0 AND price < 50000)")),
    ("CHECK loosened", schema_edit("quotes", "CHECK (price > 0)", "CHECK (price > -1e9)")),
    ("CHECK on task names", schema_edit("tasks", "name       TEXT NOT NULL UNIQUE", "name TEXT NOT NULL UNIQUE CHECK (length(name) < 3)")),
    ("COLLATE NOCASE", schema_edit("tasks", "name       TEXT NOT NULL UNIQUE", "name TEXT NOT NULL UNIQUE COLLATE NOCASE")),
    ("DEFAULT currency", schema_edit("quotes", "currency                       TEXT NOT NULL", "currency TEXT NOT NULL DEFAULT 'USD'")),
]
ASSUMED = ["assumed_storage_per_gb_month", "assumed_storage_low", "assumed_storage_high", "assumed_egress_per_gb",
           "assumed_egress_low", "assumed_egress_high", "assumed_fees", "assumed_fees_low", "assumed_fees_high"]
for key in ASSUMED:
    for v in ["1e12", rng.choice(["1e8", "10000001", "3.5e7"]), "-1", rng.choice(["abc", "NaN", "inf", "1e999", ""])]:
        STORAGE_PLANTS.append((f"setting {key} = {v!r}", f"INSERT OR REPLACE INTO settings(key, value) VALUES('{key}', '{v}')"))
BENCH_ROW = ("INSERT INTO bench_results(source, format, raw_json, gpu_name, gpu_count, tokens_per_s, tokens_per_s_per_gpu) "
             "VALUES('r.json', 'json', '{\"schema\":\"computecheck-bench/1\",\"gpu_name\":\"NVIDIA H800\",\"gpu_count\":8,"
             "\"tokens_per_s\":94400,\"tokens_per_s_per_gpu\":11800,\"steps\":50}', 'NVIDIA H800', 8, 94400, 11800);")
for col, v in [("tokens_per_s_per_gpu", rng.choice(["1e12", "1e9", "5e8"])), ("tokens_per_s", "1e20"), ("gpu_count", "1000000000"),
               ("peak_memory_bytes", str(rng.randint(2**51, 2**62)))]:
    STORAGE_PLANTS.append((f"bench_results.{col} = {v} beside a sound raw_json", BENCH_ROW + f" UPDATE bench_results SET {col} = {v};"))
STORAGE_PLANTS += [
    ("unknown setting", "INSERT INTO settings(key, value) VALUES('update_url', 'http://x')"),
    ("hours_per_month 1e9", "INSERT OR REPLACE INTO settings(key, value) VALUES('hours_per_month', '1e9')"),
]
for name, mp, hd, key in [("field unknown", '{"B":"owner"}', "[]", "0123456789abcdef"),
                          ("field price ", '{"B":"price "}', "[]", "0123456789abcdef"),
                          ("column not a letter", '{"price":"price"}', "[]", "0123456789abcdef"),
                          ("column past XFD", '{"XFE":"price"}', "[]", "0123456789abcdef"),
                          ("not JSON", "{", "[]", "0123456789abcdef"),
                          ("JSON array", '["B","price"]', "[]", "0123456789abcdef"),
                          ("headers not an array", '{"B":"price"}', '{"a":1}', "0123456789abcdef"),
                          ("forged layout key", '{"B":"price"}', "[]", "' OR 1=1 --")]:
    STORAGE_PLANTS.append((f"column mapping {name}", "INSERT INTO column_mappings(layout_key, mapping_json, headers_json) "
                           f"VALUES('{key.replace(chr(39), chr(39) * 2)}', '{mp}', '{hd}')"))
for name, script in STORAGE_PLANTS:
    d = fresh("sdoor-plant")
    planted = os.path.join(d, "planted.db")
    shutil.copy(os.path.join(pbase, "clean.db"), planted)
    if not plant_sql(planted, script):
        continue
    live = os.path.join(d, "live.db")
    shutil.copy(os.path.join(pbase, "clean.db"), live)
    before = digest(live)
    code, _, err = run(["restore", planted, "--db", live, "--lang", "zh"], f"restore of plant {name}")
    if code == 0:
        find("accepted plant", f"restore of {name}", "restored")
    else:
        worded_zh(f"restore of plant {name}", err)
        if digest(live) != before:
            find("half-written", f"restore of {name}", "the database changed")
# What the app itself stores restores.
d = fresh("sdoor-legit")
legit = os.path.join(d, "legit.db")
shutil.copy(os.path.join(pbase, "clean.db"), legit)
plant_sql(legit, BENCH_ROW + "INSERT OR REPLACE INTO settings(key, value) VALUES('assumed_storage_per_gb_month', '10000000'), ('assumed_fees', '0'), "
          "('reporting_currency', 'USD'), ('hours_per_month', '730'); INSERT INTO column_mappings(layout_key, mapping_json, headers_json) "
          "VALUES('0123456789abcdef', '{\"A\":\"vendor\",\"B\":\"price\",\"C\":\"-\"}', '[\"供应商\",\"单价\"]')")
live = os.path.join(d, "live.db")
shutil.copy(os.path.join(pbase, "clean.db"), live)
run(["restore", legit, "--db", live], "restore of a backup with the app's own settings and mappings", expect=0)

# A sound backup in another page size restores.
for size in [512, 1024, 16384, 65536]:
    d = fresh("sdoor-pagesize")
    b = os.path.join(d, "b.db")
    shutil.copy(os.path.join(pbase, "clean.db"), b)
    c = sqlite3.connect(b)
    c.execute("PRAGMA journal_mode=DELETE"); c.execute(f"PRAGMA page_size={size}"); c.execute("VACUUM"); c.close()
    live = os.path.join(d, "live.db")
    shutil.copy(os.path.join(pbase, "clean.db"), live)
    plant_sql(live, "DELETE FROM quotes")
    code, _, err = run(["restore", b, "--db", live, "--lang", "zh"], f"restore of a backup with page size {size}", expect=0)
    if code == 0:
        code, out, _ = run(["quotes", "list", "--json", "--db", live], f"list after restoring page size {size}", expect=0)
        if code == 0 and len(json.loads(out)) != 3:
            find("wrong file", f"restore of page size {size}", f"{len(json.loads(out))} quotes, want 3")

# Journals of failed temporary copies are cleaned.
d, db, _ = base_db("sdoor-journals")
run(["backup", "--db", db], "backup before journals", expect=0)
bdir = os.path.join(d, "backups")
left = [os.path.join(bdir, f".cc-backup-{rng.randint(1, 10**9)}.tmp-journal"), os.path.join(bdir, ".cc-backup-7.tmp-wal"),
        os.path.join(d, f".cc.db.restore-{rng.randint(1, 10**9)}.tmp-journal")]
for p in left:
    write(p, "j" * 512)
    os.utime(p, (0, 0))
run(["quotes", "list", "--db", db], "start with journals of failed copies", expect=0)
for p in left:
    if os.path.exists(p):
        find("leftover", "journal of a failed copy", os.path.basename(p) + " was not cleaned")

# Quote ids at the top of int64, in a benchmark result and on the command line.
d, db, _ = base_db("sdoor-ids")
kit = open(os.path.join(REPO, "bench", "testdata", "kit_h800x8.json")).read()
for qid in ["9223372036854775807", "9223372036854775808", "18446744073709551616", "1e19", "9007199254740993",
            str(rng.randint(2**62, 2**63 - 1))]:
    dbx = os.path.join(fresh("sdoor-id"), "cc.db")
    rp = write(os.path.join(d, "r.json"), kit.replace('"quote_id": 12', '"quote_id": ' + qid, 1))
    code, _, err = run(["bench", "import", rp, "--db", dbx, "--lang", "zh"], f"bench quote_id {qid}")
    if qid not in err:
        find("wrong message", f"bench quote_id {qid}", "the id is not said as written: " + err.strip()[:200])
    worded_zh(f"bench quote_id {qid}", err)
for qid in ["9223372036854775807", "9223372036854775808", "0", "-1"]:
    for verb in (["quotes", "questions", qid], ["quotes", "confirm", qid, "--price", "3"], ["quotes", "delete", qid]):
        code, _, err = run(verb + ["--db", db, "--lang", "zh"], f"{' '.join(verb)}")
        if code == 0:
            find("wrong exit", " ".join(verb), "accepted an id that names no quote")
        else:
            worded_zh(" ".join(verb), err)

def sh(*args):
    return subprocess.run(list(args), capture_output=True).returncode == 0

IS_ROOT = os.geteuid() == 0
SAMPLE = write(os.path.join(WORK, "sdoor-m.csv"), QUOTES_CSV.replace("蓉城智算", "只读测试").replace("Kestrel", "K2").replace("Third", "T3"))

def readonly_checks(db, what):
    code, out, _ = run(["quotes", "list", "--json", "--db", db], f"{what}: quotes list", expect=0)
    if code == 0 and len(json.loads(out)) != 3:
        find("wrong file", what, f"{len(json.loads(out))} quotes listed, want 3")
    task = write(os.path.join(WORK, "sdoor-task.json"), json.dumps({"model": "llama3.1-8b", "zero": 3, "tokens": 1e9}))
    run(["compare", task, "--json", "--db", db], f"{what}: compare", expect=0)
    for lang in ("zh", "en"):
        code, _, err = run(["quotes", "import", SAMPLE, "--db", db, "--lang", lang], f"{what}: quotes import ({lang})", expect=1)
        if lang == "zh":
            worded_zh(f"{what}: quotes import", err, also=["sdoor-m.csv row", "第 2 行"])
        elif any(w in err for w in ("row 2", "attempt to write", "no such file")):
            find("wrong message", f"{what}: quotes import (en)", err.strip()[:200])
    code, _, err = run(["backup", "--db", db, "--lang", "zh"], f"{what}: backup")
    if code != 0:
        worded_zh(f"{what}: backup", err)
    kitp = os.path.join(REPO, "bench", "testdata", "kit_h800x8.json")
    code, _, err = run(["bench", "import", kitp, "--db", db, "--lang", "zh"], f"{what}: bench import", expect=1)
    worded_zh(f"{what}: bench import", err, also=["已保存"])

# A read-only folder or disk: reading works, every change is refused in words.
d, db, _ = base_db("sdoor-ro")
shutil.rmtree(os.path.join(d, "backups"), ignore_errors=True)
if IS_ROOT and sh("mount", "--bind", d, d):
    try:
        if sh("mount", "-o", "remount,bind,ro", d, d):
            before = digest(db)
            readonly_checks(db, "read-only disk")
            if digest(db) != before:
                find("half-written", "read-only disk", "the database changed")
        else:
            print("  skipped read-only disk: remount failed")
    finally:
        sh("umount", d)
elif not IS_ROOT:
    os.chmod(db, 0o444); os.chmod(d, 0o555)
    try:
        readonly_checks(db, "read-only folder")
    finally:
        os.chmod(d, 0o755); os.chmod(db, 0o644)
else:
    print("  skipped read-only disk: no bind mount here")
# A read-only file in a folder that can be written: as another user when root.
d, db, _ = base_db("sdoor-rofile")
os.chmod(db, 0o444)
if not IS_ROOT:
    readonly_checks(db, "read-only file")
elif shutil.which("setpriv"):
    os.chmod(d, 0o777); os.chmod(WORK, 0o755)
    as_nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    p = subprocess.run(as_nobody + [BIN, "quotes", "import", SAMPLE, "--db", db, "--lang", "zh"], capture_output=True, timeout=TIMEOUT)
    runs += 1
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode != 1:
        find("wrong exit", "read-only file: quotes import", f"exit {p.returncode}: {err.strip()[:200]}")
    worded_zh("read-only file: quotes import", err, also=["sdoor-m.csv row", "第 2 行"])
    p = subprocess.run(as_nobody + [BIN, "quotes", "list", "--json", "--db", db], capture_output=True, timeout=TIMEOUT)
    runs += 1
    if p.returncode != 0:
        find("wrong exit", "read-only file: quotes list", p.stderr.decode("utf-8", "replace").strip()[:200])
else:
    print("  skipped read-only file: root without setpriv")

# A full disk (a small tmpfs): nothing stored, worded, nothing left behind.
d = fresh("sdoor-full")
if IS_ROOT and sh("mount", "-t", "tmpfs", "-o", "size=320k", "tmpfs", d):
    try:
        db = os.path.join(d, "cc.db")
        run(["quotes", "import", write(os.path.join(WORK, "sdoor-q.csv"), QUOTES_CSV), "--db", db], "full disk: setup", expect=0)
        rows = ["vendor,offer,gpu,gpus_per_node,nodes,price,price_unit,currency,notes"]
        rows += [f"V{i},o{i},A100-80G-SXM,8,2,{rng.uniform(5, 50):.2f},gpu_hour,CNY,{'n' * rng.randint(100, 300)}" for i in range(3000)]
        big = write(os.path.join(WORK, "sdoor-big.csv"), "\n".join(rows) + "\n")
        for lang in ("zh", "en"):
            code, _, err = run(["quotes", "import", big, "--db", db, "--lang", lang], f"full disk: import ({lang})", expect=1)
            if lang == "zh":
                worded_zh("full disk: import", err, also=["sdoor-big.csv row", "行："])
            elif "row" in err or "database or disk is full" in err:
                find("wrong message", "full disk: import (en)", err.strip()[:200])
        code, out, _ = run(["quotes", "list", "--json", "--db", db], "full disk: list", expect=0)
        if code == 0 and len(json.loads(out)) != 3:
            find("half-written", "full disk: import", f"{len(json.loads(out))} quotes, want the 3 before")
        # Fill what is left a little at a time: each backup that fails is
        # worded and leaves no temporary file or journal.
        for i in range(12):
            free = os.statvfs(d).f_bavail * os.statvfs(d).f_frsize
            try:
                write(os.path.join(d, f"filler{i}"), "f" * max(free - rng.randint(4, 40) * 1024, 1024))
            except OSError:
                pass
            code, _, err = run(["backup", "--db", db, "--lang", "zh"], f"full disk: backup {i}")
            if code != 0:
                worded_zh(f"full disk: backup {i}", err)
            code, _, err = run(["quotes", "list", "--db", db, "--lang", "zh"], f"full disk: list {i}", expect=0)
            stray = [n for n in os.listdir(d) + os.listdir(os.path.join(d, "backups")) if ".tmp" in n]
            if stray:
                find("leftover", f"full disk: backup {i}", f"temporary files left: {stray}")
                break
            for f in os.listdir(d):
                if f.startswith("filler"):
                    os.remove(os.path.join(d, f))
    finally:
        sh("umount", d)
else:
    print("  skipped full disk: needs root and tmpfs")
# --- end storage doors ---

# --- doors: TASK.json, logs, sanitiser (issue 25 classes 2-5) ---
# TASK.json keys read exactly (case variants and duplicates refused at every
# depth), every refusal worded in zh, every input read through a limit (a
# 10 MB input in < 2 s and < 500 MB, anything larger refused or streamed),
# and no control or bidi character from a share file, a benchmark result, a
# log or a task name reaching the terminal, the database or the workbook.
print("doors: TASK.json, logs, sanitiser ...", flush=True)
import zipfile
DOORS_MB, DOORS_S = 500, 2.0
ESCAPES = ["\x1b]0;pwned\x07\x1b[2J", "\u202e", "\x1b[31m", "\u009b2J", "\x07", "\u2066x\u2069", "\x00", "\x7f"]
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]")
CJK = re.compile("[\u4e00-\u9fff]")

def last_mb():
    try:
        return int(open(os.path.join(WORK, "time.txt")).read().split()[-1]) / 1024
    except (OSError, ValueError, IndexError):
        return 0

def timed(args, what, expect=None, limit_s=DOORS_S, limit_mb=DOORS_MB):
    import time
    t0 = time.monotonic()
    code, out, err = run(args, what, expect=expect)
    took, mb = time.monotonic() - t0, last_mb()
    if took > limit_s or mb > limit_mb:
        find("runaway", what, f"{took:.1f} s, {mb:.0f} MB (budget {limit_s} s, {limit_mb} MB)")
    return code, out, err

def no_controls(text, what):
    m = RAW_CONTROL.search(text)
    if m:
        find("display injection", what, f"printed U+{ord(m.group()):04X}: {text[max(0, m.start() - 40):m.end() + 20]!r}")

def zh_refusal(err, what):
    """A refusal in zh: worded in Chinese, without Go's English reasons."""
    if not CJK.search(err) or re.search(r"not valid JSON|invalid character|expected .* got|cannot unmarshal|unexpected end", err):
        find("wrong message", what, "zh refusal not worded: " + err.strip()[:200])

d, db, task = base_db("doors")
DOORS_ARCH = {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn": 14336, "vocab": 128256}
KNOWN = ["tokens", "seq_len", "micro_batch", "gpus", "zero", "method", "precision", "gpu", "mfu", "grad_accum", "name"]
MODEL_KNOWN = ["layers", "hidden", "heads", "ffn", "vocab", "kv_heads", "params"]
def variants(k):
    out = {k.upper(), k.capitalize(), k.swapcase() if k != k.swapcase() else k.upper()}
    i = rng.randrange(len(k))
    out.add(k[:i] + k[i].upper() + k[i + 1:])
    return [v for v in out if v != k]
def task_text(pairs, model_pairs=None):
    """TASK.json text with keys in order, duplicates allowed."""
    m = "{" + ",".join(f"{json.dumps(k)}:{json.dumps(v)}" for k, v in (model_pairs or list(DOORS_ARCH.items()))) + "}"
    return "{" + ",".join([f'"model":{m}'] + [f"{json.dumps(k)}:{json.dumps(v)}" for k, v in pairs]) + "}"
VALS = {"tokens": 5e12, "seq_len": 4096, "micro_batch": 2, "gpus": 8, "zero": 3, "method": "lora", "precision": "fp32",
        "gpu": "H100-80G-SXM", "mfu": 0.3, "grad_accum": 4, "name": "x"}
# Class 2: a case variant or a duplicate is refused, never used or ignored.
for k in KNOWN:
    for kv in variants(k):
        what = f"TASK.json key {kv!r} beside {k!r}"
        code, _, err = run(["estimate", write(os.path.join(d, "t.json"), task_text([("tokens", 1e9), (kv, VALS[k])])), "--lang", "zh"], what, expect=1)
        if code == 1 and kv not in err:
            find("wrong message", what, "the key is not named: " + err.strip()[:200])
    for a, b in [(VALS[k], VALS[k]), (VALS[k], VALS["tokens"] if k != "tokens" else 1e9)]:
        what = f"TASK.json {k!r} twice"
        run(["estimate", write(os.path.join(d, "t.json"), task_text([(k, a), ("tokens", 1e9) if k != "tokens" else ("zero", 3), (k, b)])), "--lang", "zh"], what, expect=1)
for k in MODEL_KNOWN:
    pairs = list(DOORS_ARCH.items()) + [(rng.choice(variants(k)), DOORS_ARCH.get(k, 8))]
    run(["estimate", write(os.path.join(d, "t.json"), task_text([("tokens", 1e9)], pairs))], f"model key variant of {k!r}", expect=1)
    pairs = list(DOORS_ARCH.items()) + [(k, DOORS_ARCH.get(k, 8) * 2)]
    run(["estimate", write(os.path.join(d, "t.json"), task_text([("tokens", 1e9)], pairs))], f"model {k!r} twice", expect=1)
for shape in ['{"model":"llama3.1-8b","x":{"a":1,"a":2}}', '{"model":"llama3.1-8b","x":[{"b":[{"c":1,"c":1}]}]}',
              '{"model":"llama3.1-8b"}{"tokens":5e12}', '{"model":"llama3.1-8b"} x']:
    run(["estimate", write(os.path.join(d, "t.json"), shape)], f"TASK.json {shape[:50]!r}", expect=1)
# Class 5: malformed, deep, fractional and overflowing values are worded in zh.
deep = rng.choice([100, 1000, 10000, 100000])
for shape in ["{", '{"model": "llama3.1-8b",', '{"model" "llama3.1-8b"}', "[" * deep + "]" * deep,
              '{"model":"llama3.1-8b","x":' + "[" * deep + "]" * deep + "}", '{"model":"llama3.1-8b","x":' + '{"a":' * deep + "1" + "}" * deep + "}",
              "\x00\x01", "\ufeff\ufeff{}", '{"model":"llama3.1-8b",}', "null", '"task"',
              '{"model":"llama3.1-8b","seq_len":4096.0}', '{"model":"llama3.1-8b","seq_len":4.096e3}',
              '{"model":"llama3.1-8b","micro_batch":%d.5}' % rng.randint(1, 64), '{"model":"llama3.1-8b","tokens":1e400}',
              '{"model":"llama3.1-8b","gpus":%d}' % rng.choice([2**63, 2**64, -2**63 - 1, 10**30]),
              '{"model":{"layers":32,"hidden":4096,"heads":32,"ffn":14336,"vocab":128256,"params":%d}}' % rng.choice([2**63, 10**20])]:
    what = f"TASK.json {shape[:60]!r}"
    code, _, err = run(["estimate", write(os.path.join(d, "t.json"), shape), "--lang", "zh"], what, expect=1)
    if code == 1:
        zh_refusal(err, what)
# Class 3: sizes. A 10 MB TASK.json, a 2 GB sparse one, /dev/zero.
big = os.path.join(d, "big.json")
write(big, '{"model":"llama3.1-8b","name":"' + "x" * (10 << 20) + '"}')
timed(["estimate", big, "--lang", "zh"], "10 MB TASK.json", expect=1)
with open(big, "w") as f:
    f.truncate(rng.choice([2, 3]) << 30)
timed(["estimate", big], "2 GB sparse TASK.json", expect=1)
timed(["estimate", "/dev/zero"], "TASK.json /dev/zero", expect=1)
# Logs: 10 MB read whole, 200 MB of 10M lines streamed, a 3 GB sparse one refused, /dev/zero refused at the limit.
def log_file(name, size, line_len):
    p = os.path.join(d, name)
    noise = ("n" * (line_len - 1) + "\n") * 4096
    with open(p, "w") as f:
        left = size
        while left > 0:
            f.write(noise[:left])
            left -= len(noise)
        f.write("\n")  # the noise may end mid-line
        for i in range(1, 6):
            f.write(f"step: {i} tps: {6000 + i}\n")
    return p
for name, size, line_len, limit_s in [("10mb.log", 10 << 20, rng.choice([20, 80, 4000]), DOORS_S),
                                      ("200mb.log", 200 << 20, 20, TIMEOUT)]:
    dbx = os.path.join(d, name + ".db")
    code, out, err = timed(["bench", "import", log_file(name, size, line_len), "--gpus", "8", "--json", "--db", dbx], f"{name} bench import",
                           expect=0, limit_s=limit_s)
    if code == 0 and '"tokens_per_s_per_gpu": 6003.5' not in out:
        find("wrong number", f"{name} bench import", "the steady tps is not 6003.5: " + out[:200])
    os.remove(os.path.join(d, name))
sparse_log = os.path.join(d, "sparse.log")
with open(sparse_log, "w") as f:
    f.truncate(3 << 30)
timed(["bench", "import", sparse_log, "--db", os.path.join(d, "logs.db")], "3 GB sparse log", expect=1)
timed(["bench", "import", "/dev/zero", "--db", os.path.join(d, "logs.db")], "bench import /dev/zero", expect=1, limit_s=TIMEOUT)
os.remove(sparse_log); os.remove(big)
# Class 4: controls from every door never reach the terminal, the database or the workbook.
sharef = os.path.join(d, "s.json")
run(["share", "export", "--quotes", "all", "--tasks", "all", "--out", sharef, "--db", db], "doors share export", expect=0)
s = json.load(open(sharef))
e1, e2 = rng.sample(ESCAPES, 2)
s["quotes"][0]["quote"]["vendor"] = "Evil" + e1 + "Co" + e2
s["quotes"][0]["quote"]["offer"] = " =1+1" + e2
s["quotes"][1]["quote"]["vendor"] = "\u00a0=HYPERLINK(\"x\")" + e1
dbx = os.path.join(d, "evil.db")
shutil.copy(db, dbx)
run(["share", "import", write(os.path.join(d, "evil.json"), json.dumps(s)), "--db", dbx], "share with controls", expect=0)
kit = {"schema": "computecheck-bench/1", "gpu_name": "H100" + e1, "gpu_count": 8, "tokens_per_s": 48000, "driver": "550" + e2,
       "task_name": "t" + e1, "errors": [], "topology": "GPU0" + e2}
run(["bench", "import", write(os.path.join(d, "r.json"), json.dumps(kit)), "--db", dbx], "bench result with controls", expect=0)
run(["bench", "import", write(os.path.join(d, "c.log"), f"step: 1 tps: 5{e1}\nstep: 2 tps: 6{e2}\n"), "--gpus", "1", "--db", dbx],
    "log with controls", expect=0)
evil_task = write(os.path.join(d, "evil-task.json"), json.dumps({"model": "llama3.1-8b", "name": "run" + e1, "tokens": 1e9}))
con = sqlite3.connect(dbx)
for (v,) in con.execute("SELECT vendor || offer || coalesce(notes, '') FROM quotes UNION ALL SELECT coalesce(gpu_name, '') || source FROM bench_results"):
    m = RAW_CONTROL.search(v)
    if m:
        find("display injection", "share/bench import", f"stored U+{ord(m.group()):04X}: {v!r}")
con.execute("UPDATE quotes SET region = 'r' || char(27) || '[2J' || char(8238) WHERE id = 1")  # an old database's raw text
con.commit(); con.close()
xlsx = os.path.join(d, "c.xlsx")
if os.path.exists(xlsx):
    os.remove(xlsx)
for args in (["quotes", "list"], ["quotes", "list", "--json"], ["quotes", "questions"], ["compare", evil_task],
             ["compare", evil_task, "--json"], ["compare", evil_task, "--xlsx", xlsx], ["bench", "list"], ["bench", "list", "--json"],
             ["estimate", evil_task], ["report", evil_task, "--json"]):
    code, out, err = run(args + ["--db", dbx], "doors " + " ".join(args[:2]))
    no_controls(out + err, "doors " + " ".join(args[:3]))
if os.path.exists(xlsx):
    with zipfile.ZipFile(xlsx) as z:
        for n in z.namelist():
            if n.endswith(".xml"):
                t = z.read(n).decode("utf-8", "replace")
                no_controls(re.sub(r"_x00[0-9A-Fa-f]{2}_", lambda m: chr(int(m.group()[2:6], 16)), t), f"workbook {n}")
                for cell in re.findall(r"<t[^>]*>([^<]*)</t>", t):
                    if re.match(r"^[\s\u00a0\u3000]+[=+\-@＝＋－＠]", cell):
                        find("formula injection", f"workbook {n}", f"cell {cell[:40]!r} not neutralised")
else:
    find("wrong exit", "compare --xlsx", "no workbook written")

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
