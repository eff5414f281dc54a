package chart

import "fmt"

// labels are the few words the charts add themselves. They live here, not
// in assets/i18n, which the lead regenerates; a missing key shows as the
// key, in English.
var labels = map[string]map[string]string{
	"zh": {
		"no_data":                 "无数据",
		"missing":                 "未测",
		"weights":                 "权重",
		"gradients":               "梯度",
		"optimizer":               "优化器状态",
		"activations":             "激活值",
		"logits":                  "Logits",
		"overhead":                "CUDA/NCCL/碎片",
		"vram_axis":               "每卡显存（GiB）",
		"capacity":                "%s 容量 %s GiB",
		"compute":                 "算力",
		"storage":                 "存储",
		"egress":                  "流量",
		"fixed":                   "固定费用",
		"risk":                    "故障风险",
		"cost_axis":               "总成本（%s）",
		"hours_axis":              "训练时长（小时）",
		"tokens_axis":             "训练数据量（十亿 token）",
		"at_hours":                "%s 小时",
		"at_tokens":               "%s 十亿 token",
		"break_even":              "%s → %s：%s",
		"this_task":               "本任务：%s",
		"estimated":               "估算",
		"measured":                "实测",
		"throughput_axis":         "吞吐（tokens/s）",
		"low_input":               "参数取低值",
		"high_input":              "参数取高值",
		"delta_axis":              "总成本变化（%s），相对基准",
		"base":                    "基准 %s",
		"CNY":                     "元",
		"method_full":             "全参",
		"method_lora":             "LoRA",
		"method_qlora":            "QLoRA",
		"variant_task":            "本任务",
		"variant_recompute":       "+全量重计算",
		"variant_zero3":           "+ZeRO-3",
		"variant_zero3_recompute": "+ZeRO-3 +重计算",
		"variant_full":            "全参微调",
		"variant_lora":            "LoRA r%d",
		"variant_qlora":           "QLoRA r%d",
		"footer":                  "%s · 任务：%s · 算力体检 ComputeCheck",
		"footer_notask":           "%s · 算力体检 ComputeCheck",
		"vram_title":              "每卡显存：本任务与省显存方案",
		"vram_subtitle":           "%s · %d × %s · micro-batch %d × 序列 %d · %s %s",
		"factor_mfu":              "速度（MFU）",
		"factor_failure_rate":     "故障率",
		"factor_storage_gb":       "存储量",
		"factor_egress_gb":        "外传流量",
		"factor_hours":            "训练时长",
		"factor_fx":               "汇率",
		"USD":                     "美元",
	},
	"en": {
		"no_data":                 "No data",
		"missing":                 "not measured",
		"weights":                 "Weights",
		"gradients":               "Gradients",
		"optimizer":               "Optimizer",
		"activations":             "Activations",
		"logits":                  "Logits",
		"overhead":                "CUDA/NCCL/alloc",
		"vram_axis":               "Memory per GPU (GiB)",
		"capacity":                "%s %s GiB",
		"compute":                 "Compute",
		"storage":                 "Storage",
		"egress":                  "Egress",
		"fixed":                   "Fixed fees",
		"risk":                    "Failure risk",
		"cost_axis":               "Total cost (%s)",
		"hours_axis":              "Training time (hours)",
		"tokens_axis":             "Training tokens (billions)",
		"at_hours":                "%s h",
		"at_tokens":               "%sB tokens",
		"break_even":              "%s → %s at %s",
		"this_task":               "This task: %s",
		"estimated":               "Estimated",
		"measured":                "Measured",
		"throughput_axis":         "Throughput (tokens/s)",
		"low_input":               "Input at low value",
		"high_input":              "Input at high value",
		"delta_axis":              "Change in total cost (%s) from base",
		"base":                    "Base %s",
		"CNY":                     "CNY",
		"method_full":             "full",
		"method_lora":             "LoRA",
		"method_qlora":            "QLoRA",
		"variant_task":            "This task",
		"variant_recompute":       "+ full recompute",
		"variant_zero3":           "+ ZeRO-3",
		"variant_zero3_recompute": "+ ZeRO-3 + recompute",
		"variant_full":            "Full fine-tune",
		"variant_lora":            "LoRA r%d",
		"variant_qlora":           "QLoRA r%d",
		"footer":                  "%s · Task: %s · ComputeCheck",
		"footer_notask":           "%s · ComputeCheck",
		"vram_title":              "Memory per GPU: this task and memory-saving variants",
		"vram_subtitle":           "%s · %d × %s · micro-batch %d × seq %d · %s %s",
		"factor_mfu":              "Speed (MFU)",
		"factor_failure_rate":     "Failure rate",
		"factor_storage_gb":       "Storage kept",
		"factor_egress_gb":        "Egress",
		"factor_hours":            "Training hours",
		"factor_fx":               "Exchange rate",
		"USD":                     "USD",
	},
}

// tr returns the label for key in lang (zh unless "en"), args filling
// %-verbs.
func tr(lang, key string, args ...any) string {
	if lang != "en" {
		lang = "zh"
	}
	s, ok := labels[lang][key]
	if !ok {
		if s, ok = labels["en"][key]; !ok {
			s = key
		}
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}
