package quotes

import (
	"slices"
	"strings"
	"unicode"
)

// Offers written by AI chat assistants (issue 23, set101, rules AS0001-):
// a heading line naming the GPU and its machine ("✅ **NVIDIA H800 SXM（8卡
// 整机，现货2台）**", "A800 80G SXM 8卡整机（NVLink）：") with its prices on
// the bullet or indented lines under it ("   - 包月：¥56,800/台/月"), several
// such headings one after another with no blank line between them, in a
// text file or in one multi-line chat message. Each price line is its own
// offer, read after its heading (as blockRecords reads a block's lines after
// its title); the heading's lines under it that hold no price ("· 当前可租 3
// 台") are read with the heading for every price line. A heading is a line
// naming one GPU and no price (recordTitle); a line is under it only where it
// is written deeper (indented, or a list item under a line that is none) and
// names no GPU of its own, or, under a heading marked as one (a colon, bold
// whole, ### or 【】, AS0004), any line up to the next heading or blank line. A price line under a heading naming no GPU, or two,
// is left as it is: refused at its line as a price tied to no GPU, never tied
// to one by guess.

// lineLevel (AS0001): how deep a line is written: its leading blanks (a tab
// as four), then its list mark ("-", "·", "1.").
func lineLevel(raw string) int {
	n := 0
	for _, r := range raw {
		if r == '\t' {
			n += 4
		} else if r == ' ' || r == '\u3000' {
			n++
		} else {
			break
		}
	}
	level := 2 * n
	if t := strings.TrimLeftFunc(raw, unicode.IsSpace); reListMarker.MatchString(t) && stripListMarker(t) != strings.TrimSpace(t) {
		level++
	}
	return level
}

// headingItems (AS0001) gives the lines written under a heading line the
// heading as their head. next(k) says line k follows line k-1 with no blank
// line between them and from the same sender. A line that already has a head
// (blockRecords) is left.
func headingItems(lines []proseLine, next func(k int) bool) []proseLine {
	title, titleLevel := -1, 0
	var held []string // the heading's lines under it holding no price
	var items []int   // the heading's price lines
	tie := func() {   // every price line takes the heading and all its lines holding no price, before or after it (AS0001)
		if title >= 0 {
			head := strings.Join(append([]string{strings.TrimRight(lines[title].text, ":：")}, held...), "；") + "；"
			for _, k := range items {
				lines[k].head, lines[k].headSlips, lines[k].underHeading = head, lines[title].slips, lines[title].row
			}
		}
		title, held, items = -1, nil, nil
	}
	for k := range lines {
		if k == 0 || !next(k) {
			tie()
		}
		l := lines[k]
		pre, offers := proseOffers(spokenLine(l.text))
		priced := pricedPieces(pre) || len(offers) > 0 && pricedPieces(offers[0].pieces)
		switch {
		case len(offers) == 1 && !pricedPieces(offers[0].pieces) && !slices.ContainsFunc(pre, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney }): // recordTitle, from the offers in hand
			tie()
			title, titleLevel = k, l.level
			if headingMarked(l.text) && !reListMarker.MatchString(l.text) {
				titleLevel = -1 // "A800 80G 8卡整机：", "**H800 SXM**", "### L40S": the heading announces the lines under it, however deep
			}
		case len(offers) == 0 && l.level <= max(titleLevel, 0) && gpulessHeading(l.text):
			tie() // "**训练机型（8卡）**", "其他机型：": a heading naming no GPU ends the one before; its lines are tied to none (AS0004)
		case title < 0:
		case l.level <= titleLevel || len(offers) > 0:
			tie() // a line as deep as the heading, or naming a GPU of its own: the heading's lines end
		case l.head != "":
		case !priced:
			held = append(held, l.text)
		default:
			items = append(items, k)
		}
	}
	tie()
	return lines
}

// pricedPieces: some piece is a price, an amount of money or a price still to come.
func pricedPieces(ps []prosePiece) bool {
	for _, p := range ps {
		if p.kind == piecePrice || p.kind == pieceMoney || p.kind == piecePending {
			return true
		}
	}
	return false
}

// messageLines (AS0002) cuts a chat message written over several lines into
// its lines where it is a heading with its items (headingItems); any other
// message stays one line.
func messageLines(l proseLine) []proseLine {
	if !strings.Contains(l.text, "\n") {
		return []proseLine{l}
	}
	var subs []proseLine
	var afterBlank []bool // a blank line before the line ends a heading's lines
	blank := false
	for _, s := range strings.Split(l.text, "\n") {
		if strings.TrimSpace(s) == "" {
			blank = true
			continue
		}
		sub := l
		sub.text, sub.level = strings.TrimSpace(s), lineLevel(s)
		subs, afterBlank, blank = append(subs, sub), append(afterBlank, blank), false
	}
	subs = headingItems(subs, func(k int) bool { return !afterBlank[k] })
	for _, s := range subs {
		if s.head != "" {
			return subs
		}
	}
	return []proseLine{l}
}

// headingMarked (AS0004): a line written as a heading of what follows: it
// ends in a colon, is bold whole (Markdown "**…**"), a Markdown heading
// ("### …") or a bracketed label ("【…】").
func headingMarked(text string) bool {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasSuffix(t, ":") || strings.HasSuffix(t, "："):
		return true
	case strings.HasPrefix(t, "#"):
		return true
	case strings.HasPrefix(t, "【") && strings.HasSuffix(t, "】"):
		return true
	}
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '*' }) // "✅ **…**"
	return len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**")
}

// gpulessHeading (AS0004): a line marked as a heading ("**训练机型（8卡）**",
// "其他机型：") that names no GPU and no price: the lines under it are none
// of the heading's before it.
func gpulessHeading(text string) bool {
	if !headingMarked(text) || reListMarker.MatchString(text) {
		return false
	}
	pre, offers := proseOffers(spokenLine(text))
	return len(offers) == 0 && !pricedPieces(pre)
}
