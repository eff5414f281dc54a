#!/usr/bin/env bash
# ComputeCheck benchmark kit launcher (算力体检 基准测试启动脚本).
#
#   bash run.sh                       one server: all its GPUs
#   bash run.sh --minutes 5           measure for 5 minutes instead of 50 steps
#   NNODES=2 NODE_RANK=0 MASTER_ADDR=10.0.0.1 bash run.sh    on the first server
#   NNODES=2 NODE_RANK=1 MASTER_ADDR=10.0.0.1 bash run.sh    on the second
#
# Any other argument goes to bench.py (python3 bench.py --help lists them).
# The result is written to result.json (set OUT=... to change it); on several
# servers only the one with NODE_RANK=0 writes it.
set -u
cd "$(dirname "$0")" || exit 1

PY=${PYTHON:-python3}
OUT=${OUT:-result.json}
NNODES=${NNODES:-1}
NODE_RANK=${NODE_RANK:-0}
MASTER_ADDR=${MASTER_ADDR:-127.0.0.1}
MASTER_PORT=${MASTER_PORT:-29571}

if ! command -v "$PY" >/dev/null 2>&1; then
    echo "没有找到 $PY / $PY not found: install Python 3 with PyTorch first" >&2
    exit 1
fi

if ! "$PY" -c 'import torch' >/dev/null 2>&1; then
    echo "没有找到 PyTorch / PyTorch is not installed for $PY." >&2
    echo "  大多数租用镜像已带 PyTorch：换一个带 PyTorch 的镜像，或 pip install torch" >&2
    echo "  Most rental images ship PyTorch: pick such an image, or pip install torch" >&2
    # bench.py still writes the JSON, with the error in it.
    exec "$PY" bench.py --out "$OUT" "$@"
fi

# GPUs this server gives us (honours CUDA_VISIBLE_DEVICES).
NGPU=${NGPUS:-$("$PY" -c 'import torch; print(torch.cuda.device_count() if torch.cuda.is_available() else 0)' 2>/dev/null || echo 0)}

device_given=0
for a in "$@"; do
    case "$a" in --device|--device=*) device_given=1 ;; esac
done

# A hung collective (one rank out of memory, a dead link) errors out instead
# of waiting forever, so the result JSON still gets written.
export TORCH_NCCL_ASYNC_ERROR_HANDLING=${TORCH_NCCL_ASYNC_ERROR_HANDLING:-1}
export NCCL_ASYNC_ERROR_HANDLING=${NCCL_ASYNC_ERROR_HANDLING:-1}

echo "== ComputeCheck benchmark: ${NGPU} GPU(s) on this server, ${NNODES} server(s) =="
nvidia-smi --query-gpu=index,name,memory.total,driver_version --format=csv,noheader 2>/dev/null || true

if [ "$NGPU" -eq 0 ]; then
    if [ "$device_given" -eq 0 ]; then
        echo "PyTorch 看不到 GPU / PyTorch sees no GPU: check nvidia-smi and that PyTorch is a CUDA build." >&2
        # Recorded in the JSON as an error rather than training an 8B model on the CPU.
        exec "$PY" bench.py --device cuda --out "$OUT" "$@"
    fi
    exec "$PY" bench.py --out "$OUT" "$@"
fi

if [ "$NNODES" -gt 1 ] || [ "$NGPU" -gt 1 ]; then
    export OMP_NUM_THREADS=${OMP_NUM_THREADS:-4}
    exec "$PY" -m torch.distributed.run \
        --nnodes="$NNODES" --node_rank="$NODE_RANK" --nproc_per_node="$NGPU" \
        --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT" \
        bench.py --out "$OUT" "$@"
fi

exec "$PY" bench.py --out "$OUT" "$@"
