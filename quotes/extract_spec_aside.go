package quotes

import (
	"regexp"
	"strings"
)

// The spec extractor's asides: a bracket inside a machine-spec cell is a
// remark on the machine, not part of its GPU name. Documents other people
// fill in put whole sentences there: the network ("8卡服务器（IB 400G×4）",
// whose ×4 counts NICs, not GPUs), the GPU the buyer asked for ("8×H800
// 80GB（A800缺货，以H800替代）"), or the machine's own spec after an
// instance code ("gn7.8xH800 (8 * H800 SXM 80GB)", "单卡云主机（1×L40S）").
// specAsides rewrites such a bracket as a part of its own, so ParseSpec
// reads the GPU and its count from one part: an aside that is a count and
// a GPU ("1×L40S") is the spec and goes first; one naming a network or a
// GPU beside the GPU already named goes after. Any other bracket ("(96G)",
// "(HCCS)") stays where it is.

var reAside = regexp.MustCompile(`\(([^()]*)\)`)

func specAsides(s string) string {
	if !strings.Contains(s, "(") {
		return s // most cells: no remark to move
	}
	lead := reAside.ReplaceAllString(s, " ")
	if _, ok := matchGPU(lead); !ok {
		return codeSpec(s, lead)
	}
	var first, after []string
	rest := reAside.ReplaceAllStringFunc(s, func(m string) string {
		in := strings.TrimSpace(m[1 : len(m)-1])
		low := strings.ToLower(in)
		_, gpu := matchGPU(low)
		switch {
		case gpu && countByName[0].re.MatchString(low) && !strings.ContainsAny(low, ",;，；"):
			first = append(first, in)
		case gpu, reNetWords.MatchString(low):
			after = append(after, in)
		default:
			return m
		}
		return " "
	})
	if first == nil && after == nil {
		return s
	}
	parts := append(append(first, strings.TrimSpace(rest)), after...)
	return strings.Join(parts, " / ")
}

// codeSpec (CX0020): an instance code whose one bracket is the machine's spec,
// count first ("gn8v.48xlarge（8 × NVIDIA H20 96GB，192 vCPU，1024 GiB）"):
// the bracket's parts are the spec, the code a part after them; s unchanged
// otherwise.
func codeSpec(s, lead string) string {
	m := reAside.FindAllStringSubmatch(s, -1)
	if len(m) != 1 {
		return s
	}
	in := strings.TrimSpace(m[0][1])
	low := strings.ToLower(in)
	if _, gpu := matchGPU(low); !gpu || !countByName[0].re.MatchString(low) {
		return s
	}
	return in + " / " + strings.TrimSpace(lead)
}

// gpnCellOf is the cell the chosen GPUs-per-machine candidate of q was read
// from (the spec cell, when the count is there), else c: the basis one GPU
// a machine settles names the cell that said so.
func gpnCellOf(q *Quote, c cell) cell {
	for _, e := range q.Evidence {
		if e.Field == "gpus_per_machine" && e.Chosen && e.Letter != "" {
			return cell{text: e.Text, header: e.Header, letter: e.Letter}
		}
	}
	return c
}
