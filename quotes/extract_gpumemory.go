package quotes

// The extract stage's GPU memory beside a GPU name: in a text segment that
// names a catalogue GPU ("RTX 4090 24G ×8"), a bare size ("24G") is the
// card's memory; it is no network speed unless the segment names the
// network's kind (IB, RoCE, 以太网), so a kind only assumed from it is none.
func gpuMemoryAsSpeed(seg string, n Network) bool { return namesGPU(seg) && !n.Assumed.IsZero() }
