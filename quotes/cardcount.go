package quotes

// English headers that count the GPUs of the priced machine or instance
// ("GPU qty", "Number of GPUs"): the GPUs per machine, as "GPU count"
// and "GPU数量" are; a bare "qty" stays the machines.
var cardCountSynonyms = []struct {
	field string
	names []string
}{
	{fGPUsPerNode, []string{"gpu qty", "gpus qty", "gpu quantity", "gpus quantity", "card qty", "cards qty", "card count",
		"number of gpus", "no. of gpus", "num gpus", "# gpus", "# of gpus", "gpus (qty)", "gpu (qty)"}},
}

func init() {
	synonyms = append(synonyms, cardCountSynonyms...)
	for _, s := range cardCountSynonyms {
		for _, n := range s.names {
			if k := headerKey(n); synonymIndex[k] == "" {
				synonymIndex[k] = s.field
			}
		}
	}
}
