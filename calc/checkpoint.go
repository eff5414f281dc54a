package calc

// What a task keeps on the platform: checkpoints, data set, model.

// CheckpointBytes is the size of one resumable checkpoint of the task.
//
// A full fine-tune or pretraining checkpoint must hold everything 断点续训
// needs: the 16-bit weights (2 B/param), the fp32 master copy (4) and the
// two Adam moments (4 + 4): 14 B/param under mixed precision (DeepSpeed's
// model_states + zero_pp_rank_*_optim_states, Megatron's distributed
// optimizer; ZeRO 1910.02054 §3.1 K = 12 plus the 2-byte weights). It is
// 16 B/param only if fp32 gradients were saved too, which no framework does.
// bf16-pure keeps bf16 moments and no master (2 + 4); fp32 training 4 + 8;
// 8-bit Adam ≈ 2 B of state; SGD one momentum.
//
// LoRA/QLoRA checkpoints hold the adapters only: fp32 adapter weights (PEFT
// upcasts them) and their Adam moments, 12 B per adapter parameter (6 under
// bf16-pure). The frozen base model is not in the checkpoint; StorageGB
// counts it once.
func CheckpointBytes(t Task) float64 {
	n := float64(t.Model.ParamCount())
	moments := func(elem float64) float64 {
		switch t.Optimizer {
		case OptimizerSGD:
			return elem
		case OptimizerAdamW8bit:
			return 2 * (1 + 4.0/256) // bitsandbytes block-wise 8-bit m and v
		}
		return 2 * elem
	}
	if t.Method == MethodLoRA || t.Method == MethodQLoRA {
		a := float64(t.Model.LoRAParamsPerLayer(t.LoRARank, t.LoRATargets)) * float64(t.Model.Layers)
		if t.Precision == PrecisionBF16Pure {
			return a * (2 + moments(2))
		}
		return a * (4 + moments(4))
	}
	switch t.Precision {
	case PrecisionFP32:
		return n * (4 + moments(4))
	case PrecisionBF16Pure:
		return n * (2 + moments(2))
	default: // bf16, fp16, fp8: 16-bit weights + fp32 master + fp32 moments
		return n * (2 + 4 + moments(4))
	}
}

// StorageGB is what the task keeps on the platform, in GB (10^9): the data
// set, checkpoints_kept checkpoints (CheckpointBytes), and the 16-bit model
// once (2 B/param: the base model a fine-tune or LoRA starts from, or the
// exported result of a pretraining run).
func StorageGB(t Task) float64 {
	n := float64(t.Model.ParamCount())
	return t.DatasetGB + (float64(t.Checkpoints)*CheckpointBytes(t)+2*n)/GB
}
