package calc

// What a training stack does that the rest of a task does not say: each
// trait is a mechanism with its source, selected by the task's `stack`
// field, never a correction for one source's measurements.

// Stack values. The empty stack is a plain PyTorch training loop: the
// mechanisms the memory and speed models apply to any trainer, and the
// loop's own habit of holding the model's output through backward.
const (
	StackGeneric    = ""
	StackHF         = "hf"         // transformers Trainer and the trainers built on it (TRL, ms-swift, LLaMA-Factory, axolotl)
	StackLitGPT     = "litgpt"     // Lightning-AI/litgpt on Lightning Fabric
	StackColossalAI = "colossalai" // ColossalAI Gemini / its Lightning strategy
	StackMegatron   = "megatron"   // Megatron-LM, NeMo, Megatron-Bridge (Transformer Engine)
	StackTorchtitan = "torchtitan"
	StackTorchtune  = "torchtune"
	StackDeepSpeed  = "deepspeed"
)

// Stacks lists the accepted stack values.
func Stacks() []string {
	return []string{StackGeneric, StackHF, StackLitGPT, StackColossalAI, StackMegatron, StackTorchtitan, StackTorchtune, StackDeepSpeed}
}

// stackTraits are the mechanisms a stack switches on.
type stackTraits struct {
	// loadsFullCheckpoint: under FSDP/ZeRO-3 every rank materialises the
	// whole unsharded model on its GPU while it loads the checkpoint, next
	// to its own shard: Lightning Fabric's FSDP load_raw copies the state
	// dict inside FSDP.summon_full_params(writeback=True, rank0_only=False)
	// (lightning/fabric/strategies/fsdp.py, _load_raw_module_state), which
	// LitGPT's finetune scripts call after setup_module [sourced: the code].
	loadsFullCheckpoint bool
	// halfPrecisionLoss: the model itself is cast to 16 bits (Gemini keeps
	// fp16 parameters and runs without autocast) and a model without an
	// explicit upcast (HF GPT-2) takes the loss on the 16-bit logits:
	// the logits, the shifted copy and the log-softmax output are 16-bit,
	// and so are their gradients [sourced: ColossalAI ZeroDDP, HF
	// GPT2LMHeadModel.forward].
	halfPrecisionLoss bool
	// transformerEngine: FP8 GEMMs through Transformer Engine, whose amax
	// and scaling are fused into the cast kernels of its fused
	// LayerNorm-Linear modules, and attention through cuDNN's fused
	// kernels (FA3-class on Hopper) [sourced: TE and NeMo docs].
	transformerEngine bool
	// fusedAdamW: the recipes build torch.optim.AdamW with fused=True,
	// whose kernel updates in place: no copy of v for sqrt(v) + eps at the
	// step (torchtune recipes/configs optimizer.fused: True; torchtitan
	// optimizer implementation "fused") [sourced: the configs].
	fusedAdamW bool
	// keepsOutputs: the training loop holds the model's output while it
	// runs backward (out = model(x, labels=y); out.loss.backward(), as
	// fsdp_qlora's train.py and DeepSpeed's examples do), so the fp32
	// logits the model returns stay alive through the loss backward: 4 B
	// per logit more. HF Trainer's compute_loss returns the loss alone,
	// torchtitan deletes pred, torchtune deletes the logits, LitGPT and
	// Megatron chunk or fuse the loss [sourced: the loops]. A task that
	// names no stack is taken as such a plain loop.
	keepsOutputs bool
}

func (t Task) stackTraits() stackTraits {
	switch t.Stack {
	case StackLitGPT:
		return stackTraits{loadsFullCheckpoint: true}
	case StackColossalAI:
		return stackTraits{halfPrecisionLoss: true}
	case StackMegatron:
		return stackTraits{transformerEngine: true}
	case StackTorchtune, StackTorchtitan:
		return stackTraits{fusedAdamW: true}
	case StackGeneric, StackDeepSpeed:
		return stackTraits{keepsOutputs: true}
	}
	return stackTraits{}
}
