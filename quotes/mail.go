package quotes

// The mail-structure stage: what a mail client leaves around a quote (its
// head lines, its quoting marks, its folder exports). The knowledge is in
// words/locate.tsv (tables mail_head, mail_export_column); rules ML….

import (
	"regexp"
	"slices"
	"strings"
)

// reMailHeadLine (ML0001): a line of a mail's head, "发件人: …", "Sent:\t…",
// "收件人：…" (words/locate.tsv mail_head: from, sent, to), its label and value.
var reMailHeadLine = regexp.MustCompile(`(?i)^\s*(` + wordAlternation("mail_head", "from", "sent", "to") + `)\s*[:：][\s,，]*(.*)$`)

// reMailbox: a mailbox as a mail client writes it, its display name and the
// address in angle brackets ("\"邛崃山算力-陈晓\"<chenxiao@…>;").
var reMailbox = regexp.MustCompile(`<\s*[^<>\s]+@[^<>\s]+\s*>|[\w.+-]+@[\w-]+(?:\.[\w-]+)+`)

// reDisplaySplit: the parts of a display name ("邛崃山算力-陈晓", "周婷 | 峨眉算力").
var reDisplaySplit = regexp.MustCompile(`\s*[-—_|｜·/／]\s*|\s{2,}|\x{3000}`)

// mailHeadVendor reads a line of a mail's head (ML0001). ok is false for
// any other line. A head's label is never a name ("Sent: Thursday…" names
// no "Sent"); only its sender's line may name the vendor, by the company in
// the sender's display name ("邛崃山算力-陈晓" → 邛崃山算力); a person's name
// alone, an addressee or a date names none.
func mailHeadVendor(line string) (vendor string, ok bool) {
	m := reMailHeadLine.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return "", false
	}
	if mailHeadKind[strings.ToLower(strings.TrimSpace(m[1]))] != "from" {
		return "", true
	}
	return mailDisplayCompany(m[2]), true
}

// mailHeadKind: the mail_head words and what they label.
var mailHeadKind = wordMap("mail_head")

// mailDisplayCompany is the company a sender's display name names, "" when
// it names only a person.
func mailDisplayCompany(value string) string {
	name := reMailbox.ReplaceAllString(value, " ")
	name = strings.Trim(strings.TrimSpace(name), `"'“”;；,，`)
	for _, part := range reDisplaySplit.Split(name, -1) {
		part = strings.Trim(strings.TrimSpace(part), `"'“”`)
		if part == "" || rePersonName.MatchString(part) {
			continue
		}
		if namesCompany(part) {
			if v := titleHead(part); v != "" && !notAVendorName(v) {
				return v
			}
		}
	}
	return ""
}

// reMailDomain: the domain of a sender's address.
var reMailDomain = regexp.MustCompile(`@([\w-]+(?:\.[\w-]+)+)`)

// reLatinName: a Latin word a signature or title may name a company by.
var reLatinName = regexp.MustCompile(`[A-Za-z][A-Za-z0-9&-]*[A-Za-z0-9]`)

// senderDomainName is the name a sender's address gives its company by
// ("priya.raman@lumenrack.sg" → lumenrack; "…@x.com.cn" → x), "" for a
// public mailbox (words/locate.tsv mail_provider: qq.com, gmail.com …).
func senderDomainName(value string) string {
	m := reMailDomain.FindStringSubmatch(value)
	if m == nil {
		return ""
	}
	parts := strings.Split(strings.ToLower(m[1]), ".")
	parts = parts[:len(parts)-1] // the country or top-level domain
	for len(parts) > 1 && mailSecondLevel[parts[len(parts)-1]] {
		parts = parts[:len(parts)-1]
	}
	name := parts[len(parts)-1]
	if mailProvider[name] || len(name) < 3 {
		return ""
	}
	return name
}

var (
	mailSecondLevel = wordSet("mail_second_level")
	mailProvider    = wordSet("mail_provider")
)

// mailSenderVendor (ML0017, the vendor policy's vendor.mail_sender): the
// company named in the file whose Latin name is the domain of the address
// in the mail's own from head ("From: Priya Raman <priya.raman@lumenrack.sg>"
// and "… | LumenRack Pte. Ltd." → LumenRack): the sender's company, where
// neither the head nor a signature reads as one by its words alone.
func mailSenderVendor(s vendorScope) []vendorCand {
	for _, line := range s.titles {
		m := reMailHeadLine.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil || mailHeadKind[strings.ToLower(strings.TrimSpace(m[1]))] != "from" {
			continue
		}
		dom := strings.ReplaceAll(senderDomainName(m[2]), "-", "")
		if dom == "" {
			return nil
		}
		for _, other := range append(slices.Clone(s.titles), s.lone...) {
			if reMailbox.MatchString(other) {
				continue // an address names its domain, not the company
			}
			for _, w := range reLatinName.FindAllString(other, -1) {
				if strings.ReplaceAll(strings.ToLower(w), "-", "") == dom {
					return []vendorCand{{ev: Evidence{Value: w, Source: srcSheetLine, Text: other}, rank: vendorNamed,
						say: mk("import.warn.vendor_from_sender_domain", w, other, m[2])}}
				}
			}
		}
		return nil
	}
	return nil
}
