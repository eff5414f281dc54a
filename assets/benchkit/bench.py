#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""ComputeCheck benchmark kit (算力体检 基准测试包).

Trains the task's model for a fixed number of steps on random weights and
synthetic tokens, and writes one JSON result (schema "computecheck-bench/1",
see README.md) that `computecheck bench import` reads.

Nothing is downloaded. Needs PyTorch >= 1.13; bitsandbytes is used for QLoRA
and 8-bit AdamW when it is installed.

    python3 bench.py --device cpu --model tiny --steps 5 --out r.json
    torchrun --nproc_per_node 8 bench.py --task task.json --out result.json

The JSON is written even when the run fails (out of memory, no GPU, ...):
then tokens_per_s is null and the reason is in "errors".
"""

import argparse
import datetime
import gc
import json
import math
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback

SCHEMA = "computecheck-bench/1"
KIT_VERSION = "1.0"

# Published architectures of the presets ComputeCheck knows (config.json of
# each release), so a task.json that names a preset by id still runs.
PRESETS = {
    "llama2-7b": dict(layers=32, hidden=4096, heads=32, kv_heads=32, ffn=11008, vocab=32000, mlp="swiglu"),
    "llama3.1-8b": dict(layers=32, hidden=4096, heads=32, kv_heads=8, ffn=14336, vocab=128256, mlp="swiglu"),
    "qwen2.5-7b": dict(layers=28, hidden=3584, heads=28, kv_heads=4, ffn=18944, vocab=152064, mlp="swiglu",
                       qkv_bias=True),
}

# A model small enough for a CPU smoke test (about 0.7 M parameters).
TINY = dict(id="tiny", name="tiny test model", layers=2, hidden=128, heads=4, kv_heads=2, ffn=352,
            vocab=1024, mlp="swiglu", tied_embeddings=False)

# Dense (not sparse) peak TFLOPS by precision for the common training GPUs,
# matched on the name nvidia-smi prints; the same figures as ComputeCheck's
# GPU catalogue (torchtitan get_peak_flops, vendor datasheets). Order matters:
# more specific names first.
PEAK_TFLOPS = [
    ("H100 PCIE", {"bf16": 756, "fp32": 378}),
    ("H100 NVL", {"bf16": 835, "fp32": 417}),
    ("H800 PCIE", {"bf16": 756, "fp32": 378}),
    ("H100", {"bf16": 989, "fp32": 494.5}),
    ("H800", {"bf16": 989, "fp32": 494.5}),
    ("H200", {"bf16": 989, "fp32": 494.5}),
    ("H20", {"bf16": 148, "fp32": 74}),
    ("GH200", {"bf16": 989, "fp32": 494.5}),
    ("B200", {"bf16": 2250, "fp32": 1125}),
    ("A100", {"bf16": 312, "fp32": 156}),
    ("A800", {"bf16": 312, "fp32": 156}),
    ("L40S", {"bf16": 362, "fp32": 183}),
    ("L40", {"bf16": 181, "fp32": 90.5}),
    ("L20", {"bf16": 119.5, "fp32": 59.8}),
    ("A40", {"bf16": 149.7, "fp32": 74.8}),
    ("RTX 6000 ADA", {"bf16": 364, "fp32": 182}),
    ("A6000", {"bf16": 154.8, "fp32": 77.4}),
    ("4090", {"bf16": 165.2, "fp32": 82.6}),
    ("3090", {"bf16": 71, "fp32": 35.6}),
    ("A10", {"bf16": 125, "fp32": 62.5}),
    ("V100", {"bf16": 0, "fp16": 125, "fp32": 15.7}),
    ("T4", {"bf16": 0, "fp16": 65, "fp32": 8.1}),
]


def utc_now():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def finite(x):
    """A JSON-safe number: None for NaN/inf/None."""
    if x is None:
        return None
    try:
        x = float(x)
    except (TypeError, ValueError):
        return None
    if math.isnan(x) or math.isinf(x):
        return None
    return x


def run_cmd(args, timeout=30):
    """Output of a command, or None when it is missing or fails."""
    try:
        p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except (OSError, subprocess.SubprocessError):
        return None
    if p.returncode != 0:
        return None
    return p.stdout.decode("utf-8", "replace")


class Interrupted(Exception):
    pass


def on_signal(signum, frame):
    raise Interrupted("stopped by signal %d" % signum)


# ----------------------------------------------------------------------------
# The result


class Result(object):
    """Collects the contract fields; write() always produces valid JSON."""

    def __init__(self, args):
        self.t0 = time.time()
        self.path = args.out
        self.d = {
            "schema": SCHEMA,
            "quote_id": args.quote_id,
            "started_at": utc_now(),
            "duration_s": 0.0,
            "gpu_name": None,
            "gpu_count": 0,
            "nodes": 1,
            "driver": None,
            "torch_version": None,
            "model": None,
            "precision": None,
            "micro_batch": 0,
            "seq_len": 0,
            "steps": 0,
            "tokens_per_s": None,
            "tokens_per_s_per_gpu": None,
            "step_time_s": None,
            "peak_memory_bytes": None,
            "allreduce_busbw_gbps": None,
            "topology": None,
            "disk_read_mbps": None,
            "errors": [],
            # extras
            "kit_version": KIT_VERSION,
            "task_name": None,
            "device": None,
            "method": None,
            "lora_rank": None,
            "recompute": None,
            "grad_accum": None,
            "warmup_steps": 0,
            "mfu": None,
            "warnings": [],
            "warning_ids": [],
            "python_version": platform.python_version(),
        }

    def __setitem__(self, k, v):
        self.d[k] = v

    def __getitem__(self, k):
        return self.d[k]

    def error(self, stage, exc):
        msg = "%s: %s: %s" % (stage, type(exc).__name__, str(exc).strip().splitlines()[0] if str(exc).strip() else "")
        self.d["errors"].append(msg[:1000])
        tb = traceback.format_exc()
        self.d.setdefault("tracebacks", []).append(tb[-4000:])
        log("ERROR " + msg)

    def warn(self, key, fmt, *args):
        """Records a warning twice: as English text (warnings) and as the
        message kit.warn.KEY with its arguments (warning_ids), which
        ComputeCheck shows in its user's language. fmt is the English text
        of that message in ComputeCheck's catalogue, word for word."""
        msg = fmt % args if args else fmt
        if msg not in self.d["warnings"]:
            self.d["warnings"].append(msg)
            self.d["warning_ids"].append({
                "key": "kit.warn." + key,
                "args": [a if isinstance(a, (int, float)) and not isinstance(a, bool) else str(a) for a in args],
            })
        log("warning: " + msg)

    def write(self, final=True):
        if not self.path:
            return
        d = dict(self.d)
        d["duration_s"] = round(time.time() - self.t0, 3)
        if not final:
            d["errors"] = list(d["errors"]) + ["incomplete: the run was still going or was killed before it finished"]
        d = sanitize(d)
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(d, f, ensure_ascii=False, indent=2, allow_nan=False)
            f.write("\n")
        os.replace(tmp, self.path)


def sanitize(v):
    if isinstance(v, float):
        return finite(v)
    if isinstance(v, dict):
        return {str(k): sanitize(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [sanitize(x) for x in v]
    return v


RANK = int(os.environ.get("RANK", "0"))


def log(msg):
    if RANK == 0:
        sys.stderr.write("[bench %s] %s\n" % (time.strftime("%H:%M:%S"), msg))
        sys.stderr.flush()


# ----------------------------------------------------------------------------
# Task and architecture


def load_task(path):
    if not path:
        here = os.path.dirname(os.path.abspath(__file__))
        cand = os.path.join(here, "task.json")
        if not os.path.exists(cand):
            return {"model": "llama3.1-8b", "method": "lora"}
        path = cand
    with open(path, "r", encoding="utf-8-sig") as f:
        task = json.load(f)
    if not isinstance(task, dict):
        raise ValueError("%s: must be a JSON object" % path)
    return task


def kit_quote_id():
    """The quote id `computecheck benchkit --quote` baked into kit.json, if any."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kit.json")
    try:
        with open(path, "r", encoding="utf-8-sig") as f:
            q = json.load(f).get("quote_id")
    except (OSError, ValueError, AttributeError):
        return None
    return q if isinstance(q, int) and not isinstance(q, bool) and q > 0 else None


def resolve_model(task, override):
    if override == "tiny":
        return dict(TINY)
    if override and override != "task":
        m = task_model_dict(override)
    else:
        m = task_model_dict(task.get("model"))
    for k in ("layers", "hidden", "heads", "ffn", "vocab"):
        if not isinstance(m.get(k), int) or m[k] <= 0:
            raise ValueError("task.json model.%s must be a positive whole number" % k)
    m.setdefault("kv_heads", m["heads"])
    if not m.get("kv_heads"):
        m["kv_heads"] = m["heads"]
    m["mlp"] = (m.get("mlp") or "swiglu").lower()
    if m["hidden"] % m["heads"] or m["heads"] % m["kv_heads"]:
        raise ValueError("task.json model: hidden must divide by heads and heads by kv_heads")
    return m


def task_model_dict(v):
    if isinstance(v, str):
        key = v.strip().lower()
        if key not in PRESETS:
            raise ValueError("unknown model preset %r; put the architecture object in task.json "
                             "(computecheck benchkit does this)" % v)
        m = dict(PRESETS[key])
        m["id"] = key
        return m
    if isinstance(v, dict):
        return dict(v)
    raise ValueError("task.json has no model")


def count_params(m):
    """Parameters of the decoder as built here: (total, embedding, non-embedding)."""
    h, f, L, V = m["hidden"], m["ffn"], m["layers"], m["vocab"]
    kv = m["kv_heads"] * (h // m["heads"])
    lin = h * h * 2 + h * kv * 2 + (2 if m["mlp"] == "gelu" else 3) * h * f
    small = 2 * h + (h + 2 * kv if m.get("qkv_bias") else 0)
    non_emb = L * (lin + small) + h
    emb = V * h * (1 if m.get("tied_embeddings") else 2)
    return non_emb + emb, emb, non_emb


# ----------------------------------------------------------------------------
# The model (built lazily: torch is imported only inside main)


def build_classes(torch):
    nn = torch.nn
    F = torch.nn.functional
    has_sdpa = hasattr(F, "scaled_dot_product_attention")

    try:
        from torch.utils.checkpoint import checkpoint as _ckpt
    except ImportError:  # pragma: no cover
        _ckpt = None

    def checkpoint(fn, *args):
        try:
            return _ckpt(fn, *args, use_reentrant=False)
        except TypeError:  # very old torch: no use_reentrant argument
            return _ckpt(fn, *args)

    class RMSNorm(nn.Module):
        def __init__(self, dim, eps=1e-5, device=None, dtype=None):
            super().__init__()
            self.eps = eps
            self.weight = nn.Parameter(torch.ones(dim, device=device, dtype=dtype))

        def forward(self, x):
            xf = x.float()
            xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)
            return xf.type_as(x) * self.weight.to(x.dtype)

    class LoRALinear(nn.Module):
        """y = base(x) + (x A^T) B^T * alpha/r with base frozen (Hu et al. 2021)."""

        def __init__(self, base, rank, alpha, device, dtype):
            super().__init__()
            self.base = base
            for p in self.base.parameters():
                p.requires_grad_(False)
            self.lora_a = nn.Parameter(torch.empty(rank, base.in_features, device=device, dtype=dtype))
            self.lora_b = nn.Parameter(torch.zeros(base.out_features, rank, device=device, dtype=dtype))
            nn.init.kaiming_uniform_(self.lora_a, a=math.sqrt(5))
            self.scaling = float(alpha) / rank

        def forward(self, x):
            return self.base(x) + F.linear(F.linear(x, self.lora_a.to(x.dtype)), self.lora_b.to(x.dtype)) * self.scaling

    def rotate_half(x):
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((-x2, x1), dim=-1)

    class Attention(nn.Module):
        def __init__(self, cfg, make_linear):
            super().__init__()
            h = cfg["hidden"]
            self.nh = cfg["heads"]
            self.nkv = cfg["kv_heads"]
            self.hd = h // self.nh
            bias = bool(cfg.get("qkv_bias"))
            self.q = make_linear("q", h, self.nh * self.hd, bias)
            self.k = make_linear("k", h, self.nkv * self.hd, bias)
            self.v = make_linear("v", h, self.nkv * self.hd, bias)
            self.o = make_linear("o", self.nh * self.hd, h, False)
            self.use_sdpa = has_sdpa and cfg.get("_flash", True)
            self.ckpt_core = cfg.get("_recompute") == "selective"

        def core(self, q, k, v):
            if self.use_sdpa:
                return F.scaled_dot_product_attention(q, k, v, is_causal=True)
            s = q.shape[-2]
            att = torch.matmul(q, k.transpose(-2, -1)) * (1.0 / math.sqrt(self.hd))
            mask = torch.ones(s, s, dtype=torch.bool, device=q.device).triu(1)
            att = att.masked_fill(mask, float("-inf"))
            att = torch.softmax(att.float(), dim=-1).to(q.dtype)
            return torch.matmul(att, v)

        def forward(self, x, cos, sin):
            b, s, _ = x.shape
            q = self.q(x).view(b, s, self.nh, self.hd).transpose(1, 2)
            k = self.k(x).view(b, s, self.nkv, self.hd).transpose(1, 2)
            v = self.v(x).view(b, s, self.nkv, self.hd).transpose(1, 2)
            cos = cos.to(q.dtype)
            sin = sin.to(q.dtype)
            q = q * cos + rotate_half(q) * sin
            k = k * cos + rotate_half(k) * sin
            if self.nkv != self.nh:  # grouped-query attention: share each kv head
                rep = self.nh // self.nkv
                k = k[:, :, None].expand(b, self.nkv, rep, s, self.hd).reshape(b, self.nh, s, self.hd)
                v = v[:, :, None].expand(b, self.nkv, rep, s, self.hd).reshape(b, self.nh, s, self.hd)
            if self.ckpt_core and self.training:
                y = checkpoint(self.core, q, k, v)
            else:
                y = self.core(q, k, v)
            y = y.transpose(1, 2).reshape(b, s, self.nh * self.hd)
            return self.o(y)

    class MLP(nn.Module):
        def __init__(self, cfg, make_linear):
            super().__init__()
            h, f = cfg["hidden"], cfg["ffn"]
            self.gelu = cfg["mlp"] == "gelu"
            if self.gelu:
                self.fc_in = make_linear("fc_in", h, f, False)
                self.fc_out = make_linear("fc_out", f, h, False)
            else:
                self.gate = make_linear("gate", h, f, False)
                self.up = make_linear("up", h, f, False)
                self.down = make_linear("down", f, h, False)

        def forward(self, x):
            if self.gelu:
                return self.fc_out(F.gelu(self.fc_in(x), approximate="tanh"))
            return self.down(F.silu(self.gate(x)) * self.up(x))

    class Block(nn.Module):
        def __init__(self, cfg, make_linear, device, dtype):
            super().__init__()
            self.norm1 = RMSNorm(cfg["hidden"], device=device, dtype=dtype)
            self.attn = Attention(cfg, make_linear)
            self.norm2 = RMSNorm(cfg["hidden"], device=device, dtype=dtype)
            self.mlp = MLP(cfg, make_linear)

        def forward(self, x, cos, sin):
            x = x + self.attn(self.norm1(x), cos, sin)
            return x + self.mlp(self.norm2(x))

    class Decoder(nn.Module):
        def __init__(self, cfg, make_linear, device, dtype, seq_len):
            super().__init__()
            h, V = cfg["hidden"], cfg["vocab"]
            self.embed = nn.Embedding(V, h, device=device, dtype=dtype)
            nn.init.normal_(self.embed.weight, std=0.02)
            self.blocks = nn.ModuleList([Block(cfg, make_linear, device, dtype) for _ in range(cfg["layers"])])
            self.norm = RMSNorm(h, device=device, dtype=dtype)
            self.lm_head = nn.Linear(h, V, bias=False, device=device, dtype=dtype)
            if cfg.get("tied_embeddings"):
                self.lm_head.weight = self.embed.weight
            else:
                nn.init.normal_(self.lm_head.weight, std=0.02)
            self.full_ckpt = cfg.get("_recompute") == "full"
            hd = h // cfg["heads"]
            inv = 1.0 / (float(cfg.get("rope_theta", 500000.0)) **
                         (torch.arange(0, hd, 2, device=device, dtype=torch.float32) / hd))
            t = torch.arange(seq_len, device=device, dtype=torch.float32)
            freqs = torch.outer(t, inv)
            emb = torch.cat((freqs, freqs), dim=-1)
            # Not persistent and never broadcast by DDP (broadcast_buffers=False).
            self.register_buffer("cos", emb.cos()[None, None], persistent=False)
            self.register_buffer("sin", emb.sin()[None, None], persistent=False)

        def forward(self, idx, targets):
            x = self.embed(idx)
            cos, sin = self.cos, self.sin
            for blk in self.blocks:
                if self.full_ckpt and self.training:
                    x = checkpoint(blk, x, cos, sin)
                else:
                    x = blk(x, cos, sin)
            logits = self.lm_head(self.norm(x))
            return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))

    return Decoder, LoRALinear, has_sdpa


def build_model(torch, cfg, plan, device, seq_len, res, use_bnb):
    """Builds the decoder on the device with the method and precision of the plan."""
    nn = torch.nn
    Decoder, LoRALinear, _ = build_classes(torch)
    lora = plan["method"] in ("lora", "qlora")
    targets = {"q", "k", "v", "o"} if plan["lora_targets"] == "attention" else None
    base_dtype = plan["param_dtype"]
    if lora and device.type == "cuda" and plan["precision"] != "fp32":
        base_dtype = plan["lowp_dtype"]  # frozen base stored in 16 bits, as LoRA recipes do
    adapter_dtype = plan["param_dtype"]
    bnb = None
    if use_bnb:
        import bitsandbytes as bnb  # noqa: F811

    def make_linear(name, fan_in, fan_out, bias):
        adapted = lora and (targets is None or name in targets)
        if bnb is not None:  # QLoRA: every linear layer of the blocks is NF4, adapters or not
            kw = dict(bias=bias, compute_dtype=plan["lowp_dtype"], compress_statistics=True, quant_type="nf4")
            try:  # no fp32 placeholder weight on the host where bitsandbytes allows it
                lin = bnb.nn.Linear4bit(fan_in, fan_out, device="meta", **kw)
            except TypeError:
                lin = bnb.nn.Linear4bit(fan_in, fan_out, **kw)
            w = (torch.randn(fan_out, fan_in, device=device, dtype=plan["lowp_dtype"]) * 0.02).cpu()
            lin.weight = bnb.nn.Params4bit(w, requires_grad=False, compress_statistics=True, quant_type="nf4")
            if bias:
                lin.bias = nn.Parameter(torch.zeros(fan_out, dtype=plan["lowp_dtype"]), requires_grad=False)
            lin = lin.to(device)  # bitsandbytes quantizes to NF4 on the move to the GPU
            if getattr(lin.weight, "quant_state", None) is None:
                raise RuntimeError("bitsandbytes did not quantize the weight to 4 bits")
        else:
            lin = nn.Linear(fan_in, fan_out, bias=bias, device=device, dtype=base_dtype if lora else plan["param_dtype"])
            nn.init.normal_(lin.weight, std=0.02)
            if bias:
                nn.init.zeros_(lin.bias)
        if adapted:
            return LoRALinear(lin, plan["lora_rank"], 2 * plan["lora_rank"], device, adapter_dtype)
        return lin

    model = Decoder(cfg, make_linear, device, base_dtype if lora else plan["param_dtype"], seq_len)
    if lora:
        for n, p in model.named_parameters():
            p.requires_grad_("lora_" in n)
    return model


# ----------------------------------------------------------------------------
# Measurements besides training


def nvidia_smi_info():
    out = run_cmd(["nvidia-smi", "--query-gpu=name,driver_version,memory.used,memory.total",
                   "--format=csv,noheader,nounits"])
    if not out:
        return None
    rows = []
    for line in out.strip().splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) >= 4:
            rows.append(parts)
    return rows or None


def disk_read_test(res, directory, size_mb):
    """Writes size_mb MB with fsync, drops it from the page cache, reads it back."""
    size_mb = int(size_mb)
    if size_mb <= 0:
        return
    try:
        free = shutil.disk_usage(directory).free
        if free < size_mb * 2 * 1000000:
            size_mb = int(free / 4 / 1000000)
            res.warn("disk_shrunk", "little free space in %s: disk test shrunk to %d MB", directory, size_mb)
            if size_mb < 16:
                return
        block = os.urandom(8 << 20)
        nblocks = max(1, (size_mb * 1000000) // len(block))
        fd, path = tempfile.mkstemp(prefix="computecheck-disk-", dir=directory)
        try:
            t = time.perf_counter()
            with os.fdopen(fd, "wb", buffering=0) as f:
                for _ in range(nblocks):
                    f.write(block)
                f.flush()
                os.fsync(f.fileno())
            write_s = time.perf_counter() - t
            total = nblocks * len(block)
            dropped = False
            rfd = os.open(path, os.O_RDONLY)
            try:
                if hasattr(os, "posix_fadvise"):
                    try:
                        os.posix_fadvise(rfd, 0, 0, os.POSIX_FADV_DONTNEED)
                        dropped = True
                    except OSError:
                        pass
                buf = bytearray(8 << 20)
                mv = memoryview(buf)
                t = time.perf_counter()
                n = 0
                with os.fdopen(rfd, "rb", buffering=0) as f:
                    rfd = None
                    while True:
                        k = f.readinto(mv)
                        if not k:
                            break
                        n += k
                read_s = time.perf_counter() - t
            finally:
                if rfd is not None:
                    os.close(rfd)
            res["disk_read_mbps"] = round(n / 1e6 / max(read_s, 1e-9), 1)
            res["disk_write_mbps"] = round(total / 1e6 / max(write_s, 1e-9), 1)
            res["disk_test_bytes"] = total
            res["disk_path"] = os.path.abspath(directory)
            res["disk_cache_dropped"] = dropped
            if not dropped:
                res.warn("page_cache", "could not drop the test file from the page cache: disk_read_mbps may show memory speed")
        finally:
            try:
                os.unlink(path)
            except OSError:
                pass
    except Interrupted:
        raise
    except Exception as e:  # noqa: BLE001 - every failure is recorded
        res.error("disk", e)


def allreduce_test(torch, dist, device, world, res):
    """All-reduce bus bandwidth as nccl-tests defines it:
    busbw = algbw * 2(n-1)/n, algbw = bytes / time (nccl-tests doc/PERFORMANCE.md).
    Reported in GB/s (1e9 bytes per second)."""
    if device.type == "cuda":
        sizes = [(1 << 20, 50), (8 << 20, 30), (64 << 20, 20), (256 << 20, 10), (1 << 30, 5)]
    else:
        sizes = [(1 << 20, 20), (8 << 20, 10), (32 << 20, 5)]
    table = []
    for nbytes, iters in sizes:
        try:
            x = torch.zeros(nbytes // 4, dtype=torch.float32, device=device)
        except Exception as e:  # noqa: BLE001 - out of memory on the largest sizes
            res.warn("allreduce_skipped", "all-reduce test skipped %d MiB: %s", nbytes >> 20, type(e).__name__)
            break
        for _ in range(3):
            dist.all_reduce(x)
        sync(torch, device)
        dist.barrier()
        t = time.perf_counter()
        for _ in range(iters):
            dist.all_reduce(x)
        sync(torch, device)
        dt = (time.perf_counter() - t) / iters
        tt = torch.tensor([dt], dtype=torch.float64, device=device)
        dist.all_reduce(tt, op=dist.ReduceOp.MAX)
        dt = float(tt.item())
        algbw = nbytes / dt / 1e9
        busbw = algbw * 2.0 * (world - 1) / world
        table.append({"bytes": nbytes, "time_s": round(dt, 6), "algbw_gbps": round(algbw, 3),
                      "busbw_gbps": round(busbw, 3)})
        del x
    if table:
        res["allreduce"] = table
        res["allreduce_busbw_gbps"] = table[-1]["busbw_gbps"]
        res["allreduce_bytes"] = table[-1]["bytes"]
        res["allreduce_unit"] = "GB/s (1e9 bytes/s), nccl-tests busbw"


def sync(torch, device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def is_oom(e):
    s = str(e).lower()
    return "out of memory" in s or type(e).__name__ == "OutOfMemoryError"


def peak_for(gpu_name, precision):
    if not gpu_name:
        return None
    name = gpu_name.upper()
    for key, peaks in PEAK_TFLOPS:
        if key in name:
            p = peaks.get(precision) or peaks.get("bf16") or peaks.get("fp16")
            return p * 1e12 if p else None
    return None


# ----------------------------------------------------------------------------
# Main


def parse_args(argv):
    p = argparse.ArgumentParser(description="ComputeCheck benchmark: fixed-step training throughput on random weights.")
    p.add_argument("--task", default=None, help="task.json (default: task.json beside this script)")
    p.add_argument("--model", default=None, help="'tiny' for a smoke test, a preset id, or leave out to use the task's")
    p.add_argument("--device", default="auto", choices=["auto", "cpu", "cuda"])
    p.add_argument("--steps", type=int, default=None, help="measured steps (default 50, or unlimited with --minutes)")
    p.add_argument("--warmup", type=int, default=None, help="warm-up steps, not measured (default 5 on GPU, 2 on CPU)")
    p.add_argument("--minutes", type=float, default=None, help="stop measuring after this many minutes")
    p.add_argument("--micro-batch", type=int, default=None)
    p.add_argument("--seq-len", type=int, default=None)
    p.add_argument("--grad-accum", type=int, default=None)
    p.add_argument("--out", default="result.json", help="where the result JSON goes (rank 0 writes it)")
    p.add_argument("--quote-id", type=int, default=None, help="the ComputeCheck quote this server was rented on")
    p.add_argument("--scratch", default=None, help="folder for the disk read test (default: current folder)")
    p.add_argument("--disk-mb", type=int, default=None, help="size of the disk test file in MB (0 skips it)")
    p.add_argument("--no-allreduce", action="store_true", help="skip the all-reduce bandwidth test")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    res = Result(args)
    world = int(os.environ.get("WORLD_SIZE", "1"))
    rank = int(os.environ.get("RANK", "0"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    local_world = int(os.environ.get("LOCAL_WORLD_SIZE", str(world)))
    if rank != 0:
        res.path = None  # only rank 0 writes the JSON
    signal.signal(signal.SIGTERM, on_signal)
    try:
        signal.signal(signal.SIGHUP, on_signal)
    except (AttributeError, ValueError):
        pass
    res["nodes"] = max(1, world // max(1, local_world))
    res["world_size"] = world

    if args.quote_id is None:
        args.quote_id = kit_quote_id()
        res["quote_id"] = args.quote_id
    try:
        task = load_task(args.task)
        res["task_name"] = task.get("name")
    except Exception as e:  # noqa: BLE001
        res.error("task", e)
        task = {"model": "llama3.1-8b"}
    res.write(final=False)

    try:
        import torch
    except Exception as e:  # noqa: BLE001
        res.error("import torch", e)
        res.write()
        return 1
    res["torch_version"] = torch.__version__
    res["cuda_version"] = getattr(torch.version, "cuda", None)

    try:
        rc = run(torch, args, task, res, world, rank, local_rank)
    except Interrupted as e:
        res.error("interrupted", e)
        rc = 1
    except KeyboardInterrupt as e:
        res.error("interrupted", e)
        rc = 1
    except Exception as e:  # noqa: BLE001
        res.error("run", e)
        rc = 1
    res.write()
    if rank == 0:
        summary(res)
    return rc if rc else (1 if res["errors"] else 0)


def make_plan(torch, task, args, device, res, cfg):
    method = str(task.get("method") or "full").lower()
    precision = str(task.get("precision") or "bf16").lower()
    plan = {
        "method": method,
        "lora_rank": int(task.get("lora_rank") or 16),
        "lora_targets": str(task.get("lora_targets") or "all").lower(),
        "recompute": str(task.get("recompute") or "none").lower(),
        "optimizer": str(task.get("optimizer") or "adamw").lower(),
        "zero": int(task.get("zero") or 0),
        "task_precision": precision,
    }
    if method not in ("full", "lora", "qlora"):
        raise ValueError("task.json method %r is not full, lora or qlora" % method)
    plan["lowp_dtype"] = torch.bfloat16
    if device.type == "cpu":
        if precision != "fp32":
            res.warn("cpu_fp32", "precision %s runs as fp32 on the CPU", precision)
        precision = "fp32"
    elif precision == "fp8":
        res.warn("fp8", "fp8 needs NVIDIA Transformer Engine, which this kit does not use: measured in bf16 instead")
        precision = "bf16"
    if precision == "bf16" and device.type == "cuda" and not torch.cuda.is_bf16_supported():
        res.warn("no_bf16", "this GPU has no bf16: measured in fp16 with loss scaling")
        precision = "fp16"
    if precision == "bf16-pure" and device.type == "cuda" and not torch.cuda.is_bf16_supported():
        raise RuntimeError("precision bf16-pure needs a GPU with bf16 (Ampere or newer)")
    plan["precision"] = precision
    if precision == "fp32" and device.type == "cuda":
        # fp32 training runs its matmuls on TF32 tensor cores, as the estimate assumes.
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
        res["tf32"] = True
    if precision == "fp16":
        plan["lowp_dtype"] = torch.float16
    plan["param_dtype"] = torch.bfloat16 if precision == "bf16-pure" else torch.float32
    plan["autocast"] = {"bf16": torch.bfloat16, "fp16": torch.float16}.get(precision)
    if task.get("offload") not in (None, "", "none"):
        res.warn("offload", "offload %s is not reproduced by the kit: measured without offload", task.get("offload"))
    for k in ("tp", "pp"):
        if int(task.get(k) or 1) > 1:
            res.warn("model_parallel", "%s=%s is not reproduced by the kit: measured as data parallel", k, task.get(k))
    if plan["recompute"] not in ("none", "selective", "full"):
        raise ValueError("task.json recompute %r is not none, selective or full" % plan["recompute"])
    cfg["_recompute"] = plan["recompute"]
    cfg["_flash"] = task.get("flash_attention", True) is not False
    return plan


def run(torch, args, task, res, world, rank, local_rank):
    dist = None
    want = args.device
    if want == "auto":
        want = "cuda" if torch.cuda.is_available() else "cpu"
    if want == "cuda" and not torch.cuda.is_available():
        raise RuntimeError("--device cuda but torch.cuda.is_available() is False (no GPU, or a CPU-only PyTorch)")
    if want == "cuda":
        torch.cuda.set_device(local_rank)
        device = torch.device("cuda", local_rank)
    else:
        device = torch.device("cpu")
        torch.set_num_threads(max(1, (os.cpu_count() or 1) // max(1, int(os.environ.get("LOCAL_WORLD_SIZE", "1")))))
    res["device"] = device.type

    if world > 1:
        import torch.distributed as dist
        backend = "nccl" if device.type == "cuda" else "gloo"
        dist.init_process_group(backend=backend, timeout=datetime.timedelta(minutes=10))
        res["dist_backend"] = backend

    # ---- environment
    if device.type == "cuda":
        res["gpu_count"] = world
        res["gpu_name"] = torch.cuda.get_device_name(device)
        smi = nvidia_smi_info()
        if smi:
            res["gpu_name"] = smi[0][0]
            res["driver"] = smi[0][1]
            res["gpus_on_node"] = len(smi)
        topo = run_cmd(["nvidia-smi", "topo", "-m"])
        res["topology"] = topo.rstrip() if topo else None
        try:
            res["nccl_version"] = ".".join(str(v) for v in torch.cuda.nccl.version()) \
                if isinstance(torch.cuda.nccl.version(), tuple) else str(torch.cuda.nccl.version())
        except Exception:  # noqa: BLE001 - informational only
            pass
    else:
        res["gpu_count"] = 0
        res["cpu"] = platform.processor() or platform.machine()
        res["cpu_threads"] = torch.get_num_threads()

    # ---- model and plan
    cfg = resolve_model(task, args.model)
    res["model"] = {k: v for k, v in cfg.items() if not k.startswith("_")}
    plan = make_plan(torch, task, args, device, res, cfg)
    tiny = args.model == "tiny"
    mb = args.micro_batch or (2 if tiny else int(task.get("micro_batch") or 1))
    seq = args.seq_len or (256 if tiny else int(task.get("seq_len") or 2048))
    ga = args.grad_accum or int(task.get("grad_accum") or 1)
    if mb < 1 or seq < 2 or ga < 1:
        raise ValueError("micro_batch, seq_len and grad_accum must be positive")
    res["micro_batch"], res["seq_len"], res["grad_accum"] = mb, seq, ga
    res["precision"] = plan["precision"]
    res["task_precision"] = plan["task_precision"]
    res["method"] = plan["method"]
    res["lora_rank"] = plan["lora_rank"] if plan["method"] != "full" else None
    res["lora_targets"] = plan["lora_targets"] if plan["method"] != "full" else None
    res["recompute"] = plan["recompute"]
    res["optimizer"] = plan["optimizer"]

    warmup = args.warmup if args.warmup is not None else (5 if device.type == "cuda" else 2)
    steps = args.steps
    minutes = args.minutes
    if steps is None:
        if minutes is None:
            steps, minutes = 50, 10.0
        else:
            steps = 10 ** 9
    if steps < 1:
        raise ValueError("--steps must be at least 1")
    res["warmup_steps"] = warmup
    res["time_limit_min"] = minutes

    total_p, emb_p, non_emb = count_params(cfg)
    res["model_params"] = total_p
    log("model %s: %.3f B parameters, %s, %s, micro_batch %d, seq_len %d, grad_accum %d, %d rank(s) on %s" % (
        cfg.get("id") or cfg.get("name") or "custom", total_p / 1e9, plan["method"], plan["precision"],
        mb, seq, ga, world, device.type))

    train_ok = False
    try:
        train_ok = train(torch, dist, device, cfg, plan, mb, seq, ga, warmup, steps, minutes, world, res)
    except (Interrupted, KeyboardInterrupt):
        raise
    except Exception as e:  # noqa: BLE001 - an OOM or any failure is a result too
        if is_oom(e):
            res.error("train (out of memory)", e)
        else:
            res.error("train", e)
    finally:
        gc.collect()
        if device.type == "cuda":
            torch.cuda.empty_cache()
    res.write(final=False)

    if dist is not None:
        # Every rank reports whether its training went through, so no rank
        # starts the bandwidth test while another is still stuck in a step.
        flag = torch.tensor([0 if train_ok else 1], device=device)
        dist.all_reduce(flag, op=dist.ReduceOp.MAX)
        if not args.no_allreduce:
            try:
                allreduce_test(torch, dist, device, world, res)
            except (Interrupted, KeyboardInterrupt):
                raise
            except Exception as e:  # noqa: BLE001
                res.error("all-reduce", e)
        res.write(final=False)

    if rank == 0:
        disk_mb = args.disk_mb if args.disk_mb is not None else (1024 if device.type == "cuda" else 256)
        disk_read_test(res, args.scratch or os.getcwd(), disk_mb)

    if dist is not None:
        try:
            dist.barrier()
            dist.destroy_process_group()
        except Exception:  # noqa: BLE001 - shutting down
            pass
    return 0


def train(torch, dist, device, cfg, plan, mb, seq, ga, warmup, steps, minutes, world, res):
    use_bnb = False
    if plan["method"] == "qlora":
        if device.type != "cuda":
            res.warn("qlora_cpu", "QLoRA needs a GPU: measured as LoRA on the CPU")
        else:
            try:
                import bitsandbytes  # noqa: F401
                use_bnb = True
                res["bitsandbytes_version"] = getattr(bitsandbytes, "__version__", "?")
            except Exception as e:  # noqa: BLE001
                res.warn("qlora_no_bnb", "bitsandbytes is not installed (%s): QLoRA measured as LoRA on a 16-bit base, "
                         "which is faster and uses more memory than real QLoRA; pip install bitsandbytes "
                         "and run again for the real figure", type(e).__name__)
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    torch.manual_seed(1234)
    try:
        model = build_model(torch, cfg, plan, device, seq, res, use_bnb)
    except Exception as e:  # noqa: BLE001
        if not use_bnb or is_oom(e):
            raise
        res.warn("qlora_bnb_failed", "bitsandbytes 4-bit layers failed (%s: %s): QLoRA measured as LoRA on a 16-bit base",
                 type(e).__name__, str(e)[:200])
        use_bnb = False
        gc.collect()
        if device.type == "cuda":
            torch.cuda.empty_cache()
        model = build_model(torch, cfg, plan, device, seq, res, False)
    res["qlora_4bit"] = use_bnb if plan["method"] == "qlora" else None
    if not cfg.get("_flash", True):
        res["attention"] = "manual (flash_attention false in the task)"
    elif hasattr(torch.nn.functional, "scaled_dot_product_attention"):
        res["attention"] = "scaled_dot_product_attention"
    else:
        res["attention"] = "manual (this PyTorch has no scaled_dot_product_attention)"
        if device.type == "cuda":
            res.warn("no_sdpa", "PyTorch %s has no scaled_dot_product_attention: attention runs unfused, slower and "
                     "larger than with FlashAttention; PyTorch >= 2.0 measures the real figure", torch.__version__)

    trainable = [p for p in model.parameters() if p.requires_grad]
    res["trainable_params"] = sum(p.numel() for p in trainable)

    ddp_model = model
    zero_opt = False
    if dist is not None:
        if plan["zero"] >= 2 and device.type == "cuda":
            try:
                ddp_model = wrap_fsdp(torch, model, plan, device)
                res["parallel"] = "FSDP %s" % ("FULL_SHARD (ZeRO-3)" if plan["zero"] >= 3 else "SHARD_GRAD_OP (ZeRO-2)")
            except Exception as e:  # noqa: BLE001 - an older PyTorch: fall back to DDP
                res.warn("fsdp_failed", "FSDP for zero %d failed (%s: %s): measured as DDP with a sharded optimizer (ZeRO-1), "
                         "so memory is higher than the task's", plan["zero"], type(e).__name__, str(e)[:200])
                ddp_model = model
        elif plan["zero"] >= 2:
            res.warn("zero_cpu", "zero %d on the CPU is measured as DDP with a sharded optimizer (ZeRO-1)", plan["zero"])
        if ddp_model is model:
            from torch.nn.parallel import DistributedDataParallel as DDP
            ddp_model = DDP(model, device_ids=[device.index] if device.type == "cuda" else None,
                            broadcast_buffers=False, gradient_as_bucket_view=True)
            zero_opt = plan["zero"] >= 1
            res["parallel"] = "DDP" + (" + ZeroRedundancyOptimizer (ZeRO-1)" if zero_opt else "")
        # FSDP replaces the parameters with its shards: the optimizer takes those.
        trainable = [p for p in ddp_model.parameters() if p.requires_grad]
    elif plan["zero"] >= 1:
        res["zero_note"] = "one process: ZeRO sharding has nothing to shard"

    opt = make_optimizer(torch, plan, trainable, res, zero_opt)
    scaler = None
    if plan["precision"] == "fp16" and device.type == "cuda":
        if res.d.get("parallel", "").startswith("FSDP"):
            from torch.distributed.fsdp.sharded_grad_scaler import ShardedGradScaler
            scaler = ShardedGradScaler()
        else:
            try:
                scaler = torch.amp.GradScaler("cuda")
            except (AttributeError, TypeError):
                scaler = torch.cuda.amp.GradScaler()

    g = torch.Generator(device="cpu")
    g.manual_seed(42)
    data = torch.randint(0, cfg["vocab"], (ga, mb, seq + 1), generator=g).to(device)

    def autocast():
        if plan["autocast"] is not None and device.type == "cuda":
            return torch.autocast(device_type="cuda", dtype=plan["autocast"])
        return _Null()

    def no_sync(i):
        if dist is not None and i < ga - 1:
            return ddp_model.no_sync()
        return _Null()

    model.train()

    def one_step():
        for i in range(ga):
            with no_sync(i):
                with autocast():
                    loss = ddp_model(data[i, :, :-1], data[i, :, 1:]) / ga
                if scaler is not None:
                    scaler.scale(loss).backward()
                else:
                    loss.backward()
        if scaler is not None:
            scaler.step(opt)
            scaler.update()
        else:
            opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    for i in range(warmup):
        loss = one_step()
        if i == 0:
            res["first_loss"] = finite(loss.item() * ga)
    sync(torch, device)
    if dist is not None:
        dist.barrier()

    times = []
    deadline = time.perf_counter() + minutes * 60 if minutes else None
    last_note = time.perf_counter()
    loss = None
    while len(times) < steps:
        sync(torch, device)
        t = time.perf_counter()
        loss = one_step()
        sync(torch, device)
        times.append(time.perf_counter() - t)
        now = time.perf_counter()
        stop = deadline is not None and now >= deadline
        if dist is not None and deadline is not None:
            f = torch.tensor([1 if stop else 0], device=device)
            dist.all_reduce(f, op=dist.ReduceOp.MAX)
            stop = bool(f.item())
        if now - last_note > 30:
            last_note = now
            log("step %d, median %.3f s" % (len(times), median(times)))
            # Provisional figures, in case the run is killed before it ends.
            res["steps"] = len(times)
            res["step_time_s"] = round(median(times), 6)
            res["tokens_per_s"] = round(mb * seq * ga * world / median(times), 3)
            res["tokens_per_s_per_gpu"] = round(mb * seq * ga / median(times), 3)
            res.write(final=False)
        if stop:
            break

    res["steps"] = len(times)
    res["final_loss"] = finite(loss.item() * ga) if loss is not None else None
    step_time = median(times)
    if dist is not None:  # the slowest rank sets the pace of a synchronous job
        tt = torch.tensor([step_time], dtype=torch.float64, device=device)
        dist.all_reduce(tt, op=dist.ReduceOp.MAX)
        step_time = float(tt.item())
    tokens_per_step = mb * seq * ga * world
    res["step_time_s"] = round(step_time, 6)
    res["step_time_mean_s"] = round(sum(times) / len(times), 6)
    res["step_time_min_s"] = round(min(times), 6)
    res["step_time_max_s"] = round(max(times), 6)
    res["tokens_per_step"] = tokens_per_step
    res["tokens_per_s"] = round(tokens_per_step / step_time, 3)
    res["tokens_per_s_per_gpu"] = round(tokens_per_step / step_time / world, 3)

    if device.type == "cuda":
        peak = torch.tensor([torch.cuda.max_memory_reserved(device), torch.cuda.max_memory_allocated(device)],
                            dtype=torch.float64, device=device)
        if dist is not None:
            dist.all_reduce(peak, op=dist.ReduceOp.MAX)
        res["peak_memory_bytes"] = int(peak[0].item())
        res["peak_memory_allocated_bytes"] = int(peak[1].item())
        smi = nvidia_smi_info()  # still holding the caching allocator's memory
        if smi:
            try:
                res["nvidia_smi_memory_used_bytes"] = max(int(float(r[2])) for r in smi) * (1 << 20)
                res["gpu_memory_total_bytes"] = int(float(smi[0][3])) * (1 << 20)
            except ValueError:
                pass
        peak_tf = peak_for(res["gpu_name"], "fp32" if plan["precision"] == "fp32" else
                           ("fp16" if plan["precision"] == "fp16" else "bf16"))
        total_p, emb_p, non_emb = count_params(cfg)
        # Model FLOPs per token, torchtitan style: 6(N - N_emb) + 12 L h s
        # (formulas.md A4); LoRA skips the weight gradients of the frozen base,
        # so its matmuls are 4(N - N_emb) (forward 2, input gradient 2).
        attn = 12 * cfg["layers"] * cfg["hidden"] * seq
        dense = (6 if plan["method"] == "full" else 4) * non_emb
        fpt = dense + attn
        res["mfu_flops_per_token"] = fpt
        res["mfu_definition"] = ("(6 if full else 4) x non-embedding params + 12 x layers x hidden x seq_len "
                                 "FLOPs per token, over the dense peak of the GPU")
        if peak_tf:
            res["peak_tflops"] = peak_tf / 1e12
            res["mfu"] = round(res["tokens_per_s_per_gpu"] * fpt / peak_tf, 4)
    else:
        try:
            import resource
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            res["cpu_max_rss_bytes"] = int(rss if sys.platform == "darwin" else rss * 1024)
        except Exception:  # noqa: BLE001 - informational only
            pass

    if len(times) < steps and deadline is not None and steps < 10 ** 9:
        res.warn("time_limit", "time limit reached after %d of %d steps", len(times), steps)
    return True


def wrap_fsdp(torch, model, plan, device):
    """ZeRO-2/3 as PyTorch FSDP: each decoder block is one FSDP unit; 16-bit
    compute with fp32 gradient reduction, as torchtitan and the HF FSDP recipes do."""
    import functools
    from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
    from torch.distributed.fsdp import MixedPrecision, ShardingStrategy
    from torch.distributed.fsdp.wrap import transformer_auto_wrap_policy
    policy = functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={type(model.blocks[0])})
    kwargs = dict(
        auto_wrap_policy=policy,
        sharding_strategy=ShardingStrategy.FULL_SHARD if plan["zero"] >= 3 else ShardingStrategy.SHARD_GRAD_OP,
        device_id=device,
    )
    if plan["autocast"] is not None:
        kwargs["mixed_precision"] = MixedPrecision(param_dtype=plan["autocast"], reduce_dtype=torch.float32,
                                                   buffer_dtype=torch.float32)
    if plan["method"] != "full":
        # Frozen and trainable weights in one unit need use_orig_params (PyTorch >= 2.0).
        kwargs["use_orig_params"] = True
    return FSDP(model, **kwargs)


def make_optimizer(torch, plan, params, res, zero):
    name = plan["optimizer"]
    kind, kwargs = torch.optim.AdamW, dict(lr=1e-5, betas=(0.9, 0.95), weight_decay=0.0)
    if name == "sgd":
        kind, kwargs = torch.optim.SGD, dict(lr=1e-5, momentum=0.9)
    elif name == "adamw8bit":
        try:
            import bitsandbytes as bnb
            kind = bnb.optim.AdamW8bit
            res["optimizer_impl"] = "bitsandbytes AdamW8bit"
        except Exception:  # noqa: BLE001
            res.warn("adamw8bit", "adamw8bit needs bitsandbytes, which is not installed: measured with AdamW")
    if zero:
        from torch.distributed.optim import ZeroRedundancyOptimizer
        res["optimizer_impl"] = "ZeroRedundancyOptimizer(%s)" % kind.__name__
        return ZeroRedundancyOptimizer(params, optimizer_class=kind, **kwargs)
    res.d.setdefault("optimizer_impl", kind.__name__)
    return kind(params, **kwargs)


class _Null(object):
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def median(xs):
    s = sorted(xs)
    n = len(s)
    if n == 0:
        return float("nan")
    return s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])


def summary(res):
    d = res.d

    def f(v, fmt):
        return fmt % v if isinstance(v, (int, float)) and not isinstance(v, bool) else "-"

    lines = [
        "",
        "== ComputeCheck benchmark ==",
        "GPU / 显卡:            %s x %s" % (d.get("gpu_count"), d.get("gpu_name") or d.get("device")),
        "tokens/s (all / 全部):  %s" % f(d.get("tokens_per_s"), "%.1f"),
        "tokens/s per GPU / 每卡: %s" % f(d.get("tokens_per_s_per_gpu"), "%.1f"),
        "step time / 每步 (s):   %s" % f(d.get("step_time_s"), "%.4f"),
        "peak memory / 显存峰值: %s" % f((d.get("peak_memory_bytes") or 0) / 2 ** 30 if d.get("peak_memory_bytes") else None, "%.1f GiB"),
        "MFU:                   %s" % f(d.get("mfu"), "%.3f"),
        "all-reduce busbw:      %s" % f(d.get("allreduce_busbw_gbps"), "%.1f GB/s"),
        "disk read / 磁盘读:     %s" % f(d.get("disk_read_mbps"), "%.0f MB/s"),
        "errors / 错误:          %s" % ("; ".join(d.get("errors") or []) or "none / 无"),
        "result / 结果文件:      %s" % (res.path or "-"),
        "",
    ]
    sys.stderr.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
