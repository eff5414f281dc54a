package quotes

// The columns stage's GPU column known by its values: a column is the GPU
// column when most of its values name catalogue GPUs, or, in a tariff or a
// project quote where GPU lines stand among rack, bandwidth, storage and
// service lines, when at least three of its values and half of them do
// (the other lines are not offers of GPU time and are left unread).

// gpuColumnShare: of n filled values, gpus name a catalogue GPU, enough
// for the column to be the GPU column.
func gpuColumnShare(n, gpus int) bool {
	return n >= 1 && gpus*10 >= n*7 || gpus >= 3 && gpus*2 >= n
}

// offerHeader: the header names what is offered among other things
// ("规格说明" is a spec as much as a note), so its GPU names may make it
// the GPU column.
func offerHeader(h string) bool { return headerScores(h)[fOffer].score >= scoreAssign }
