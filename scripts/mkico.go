//go:build ignore

// mkico writes a Windows .ico holding the app icon at the sizes Explorer,
// the taskbar and the title bar ask for. Each entry is PNG-compressed, which
// Windows reads since Vista. Run by scripts/release.sh:
//
//	go run scripts/mkico.go assets/icon.png out.ico
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"os"

	"golang.org/x/image/draw"
)

var sizes = []int{256, 64, 48, 40, 32, 24, 20, 16}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: go run scripts/mkico.go ICON.png OUT.ico")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "mkico:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	var images [][]byte
	for _, s := range sizes {
		dst := image.NewNRGBA(image.Rect(0, 0, s, s))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
		var b bytes.Buffer
		if err := png.Encode(&b, dst); err != nil {
			return err
		}
		images = append(images, b.Bytes())
	}

	// ICONDIR, then one ICONDIRENTRY per image, then the images.
	var ico bytes.Buffer
	le := binary.LittleEndian
	binary.Write(&ico, le, [3]uint16{0, 1, uint16(len(images))})
	offset := 6 + 16*len(images)
	for i, s := range sizes {
		dim := uint8(s) // 256 is written as 0
		binary.Write(&ico, le, struct {
			W, H, Colors, Reserved uint8
			Planes, BitCount       uint16
			Size, Offset           uint32
		}{dim, dim, 0, 0, 1, 32, uint32(len(images[i])), uint32(offset)})
		offset += len(images[i])
	}
	for _, img := range images {
		ico.Write(img)
	}
	return os.WriteFile(out, ico.Bytes(), 0o644)
}
