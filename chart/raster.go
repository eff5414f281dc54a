package chart

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// raster is the PNG backend: shapes through x/image/vector, text through the
// bundled TrueType font, anti-aliased, on an opaque white RGBA image.
type raster struct {
	img  *image.RGBA
	fs   *fontSet
	z    vector.Rasterizer
	mask *image.Alpha
}

func newRaster(w, h int, fs *fontSet) *raster {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	// Opaque white (the encoder relies on opacity): one row, then copies.
	row := img.Pix[:4*w]
	for i := range row {
		row[i] = 0xFF
	}
	for done := len(row); done < len(img.Pix); done *= 2 {
		copy(img.Pix[done:], img.Pix[:done])
	}
	return &raster{img: img, fs: fs}
}

func (r *raster) fillRect(x0, y0, x1, y1 float64, c color.NRGBA) {
	if c.A == 0 {
		return
	}
	x0, x1 = math.Min(x0, x1), math.Max(x0, x1)
	y0, y1 = math.Min(y0, y1), math.Max(y0, y1)
	if x0 == math.Round(x0) && x1 == math.Round(x1) && y0 == math.Round(y0) && y1 == math.Round(y1) {
		// Pixel-aligned (bars, grid lines): a plain copy, crisp and fast.
		rect := image.Rect(int(x0), int(y0), int(x1), int(y1)).Intersect(r.img.Bounds())
		op := draw.Over
		if c.A == 0xFF {
			op = draw.Src
		}
		draw.Draw(r.img, rect, image.NewUniform(c), image.Point{}, op)
		return
	}
	r.fillPolygon([]pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, c)
}

func (r *raster) fillPolygon(pts []pt, c color.NRGBA) {
	r.fillPaths([][]pt{pts}, c)
}

// fillPaths rasterises closed sub-paths together, so where they overlap
// (the joints of a stroked polyline) coverage saturates instead of
// blending twice. The rasteriser covers only the paths' bounding box:
// vector.Rasterizer costs time in proportion to its area.
func (r *raster) fillPaths(paths [][]pt, c color.NRGBA) {
	if c.A == 0 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range paths {
		for _, q := range p {
			minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
			minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
		}
	}
	if math.IsInf(minX, 0) || math.IsNaN(minX+minY+maxX+maxY) {
		return
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	clip := box.Intersect(r.img.Bounds())
	if clip.Empty() {
		return
	}
	// A path far larger than the image (a value near the float limit put
	// a point 1e300 px away) is rasterised on the image's part only: its
	// own box would not fit in memory.
	if box.Dx() > 4*r.img.Bounds().Dx() || box.Dy() > 4*r.img.Bounds().Dy() {
		box = clip
	}
	r.z.Reset(box.Dx(), box.Dy())
	r.z.DrawOp = draw.Src
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	at := func(v float64) float32 { return float32(math.Max(-1e7, math.Min(1e7, v))) }
	for _, p := range paths {
		if len(p) < 3 {
			continue
		}
		r.z.MoveTo(at(p[0].X-ox), at(p[0].Y-oy))
		for _, q := range p[1:] {
			r.z.LineTo(at(q.X-ox), at(q.Y-oy))
		}
		r.z.ClosePath()
	}
	// Coverage into an alpha mask (the rasteriser's SIMD path), then the
	// colour through it (image/draw's glyph path, which skips the empty
	// pixels that make up most of a long line's box). Rasterising straight
	// onto the RGBA image costs twice as much.
	r.mask = growAlpha(r.mask, box.Dx(), box.Dy())
	r.z.Draw(r.mask, r.mask.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(r.img, clip, image.NewUniform(c), image.Point{}, r.mask, clip.Min.Sub(box.Min), draw.Over)
}

// growAlpha returns a cleared w x h mask, reusing m's memory.
func growAlpha(m *image.Alpha, w, h int) *image.Alpha {
	n := w * h
	if m == nil || cap(m.Pix) < n {
		return image.NewAlpha(image.Rect(0, 0, w, h))
	}
	// No clearing: the rasteriser writes every pixel (draw.Src).
	return &image.Alpha{Pix: m.Pix[:n], Stride: w, Rect: image.Rect(0, 0, w, h)}
}

func (r *raster) strokeLine(pts []pt, width float64, c color.NRGBA, dash []float64) {
	if c.A == 0 || width <= 0 || len(pts) < 2 {
		return
	}
	var outlines [][]pt
	for _, piece := range dashes(pts, dash) {
		if o := strokeOutline(piece, width); o != nil {
			outlines = append(outlines, o)
		}
	}
	r.fillPaths(outlines, c)
}

// strokeOutline is the outline of a polyline drawn width wide: square
// caps, mitred joints (bevelled where the miter would be long), as one
// closed polygon, so joints are not painted twice (anti-aliased edges that
// overlap would show as dark beads along the line).
func strokeOutline(pts []pt, width float64) []pt {
	h := width / 2
	// Drop repeated points and the middle of straight runs.
	var p []pt
	for _, q := range pts {
		if n := len(p); n > 0 && p[n-1] == q {
			continue
		}
		if n := len(p); n >= 2 {
			a, b := p[n-2], p[n-1]
			if cross := (b.X-a.X)*(q.Y-b.Y) - (b.Y-a.Y)*(q.X-b.X); math.Abs(cross) < 1e-9 && (b.X-a.X)*(q.X-b.X)+(b.Y-a.Y)*(q.Y-b.Y) > 0 {
				p[n-1] = q
				continue
			}
		}
		p = append(p, q)
	}
	if len(p) < 2 {
		return nil
	}
	unit := func(a, b pt) pt {
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		return pt{(b.X - a.X) / l, (b.Y - a.Y) / l}
	}
	n := len(p)
	left := make([]pt, 0, n+2)
	right := make([]pt, 0, n+2)
	d0 := unit(p[0], p[1])
	start := pt{p[0].X - d0.X*h, p[0].Y - d0.Y*h}
	left = append(left, pt{start.X - d0.Y*h, start.Y + d0.X*h})
	right = append(right, pt{start.X + d0.Y*h, start.Y - d0.X*h})
	for i := 1; i < n-1; i++ {
		din, dout := unit(p[i-1], p[i]), unit(p[i], p[i+1])
		nin, nout := pt{-din.Y, din.X}, pt{-dout.Y, dout.X}
		m := pt{nin.X + nout.X, nin.Y + nout.Y}
		ml := math.Hypot(m.X, m.Y)
		cos := ml / 2 // cosine of half the turn
		if ml < 1e-9 || 1/cos > 4 {
			// Sharp turn: bevel.
			left = append(left, pt{p[i].X + nin.X*h, p[i].Y + nin.Y*h}, pt{p[i].X + nout.X*h, p[i].Y + nout.Y*h})
			right = append(right, pt{p[i].X - nin.X*h, p[i].Y - nin.Y*h}, pt{p[i].X - nout.X*h, p[i].Y - nout.Y*h})
			continue
		}
		k := h / cos / ml
		left = append(left, pt{p[i].X + m.X*k, p[i].Y + m.Y*k})
		right = append(right, pt{p[i].X - m.X*k, p[i].Y - m.Y*k})
	}
	d1 := unit(p[n-2], p[n-1])
	end := pt{p[n-1].X + d1.X*h, p[n-1].Y + d1.Y*h}
	left = append(left, pt{end.X - d1.Y*h, end.Y + d1.X*h})
	right = append(right, pt{end.X + d1.Y*h, end.Y - d1.X*h})
	for i := len(right) - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return left
}

func (r *raster) text(s string, x, y, size float64, c color.NRGBA, a anchor) {
	if s == "" || c.A == 0 {
		return
	}
	switch a {
	case anchorMiddle:
		x -= r.fs.width(s, size) / 2
	case anchorEnd:
		x -= r.fs.width(s, size)
	}
	d := font.Drawer{
		Dst:  r.img,
		Src:  image.NewUniform(c),
		Face: r.fs.face(size),
		Dot:  fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(y * 64))},
	}
	d.DrawString(s)
}

// encode writes the image as an 8-bit RGB PNG. image/png tries five row
// filters on every row, which takes most of a render's time; charts are flat
// colour, where the "up" filter alone leaves long runs of zeros for deflate,
// so this writes every row with it. The image is opaque (newRaster paints
// it white, everything after composites over), so no alpha channel.
func (r *raster) encode() ([]byte, error) {
	img := r.img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits per sample, truecolour
	writeChunk(&buf, "IHDR", ihdr[:])

	var data bytes.Buffer
	zw, err := zlib.NewWriterLevel(&data, zlib.BestSpeed)
	if err != nil {
		return nil, err
	}
	above := make([]byte, 4*w) // the row above the first is zeros
	row := make([]byte, 1+3*w)
	row[0] = 2 // filter: up
	for y := range h {
		pix := img.Pix[y*img.Stride : y*img.Stride+4*w]
		out := row[1:]
		for x := 0; x < w; x++ {
			p, q, o := pix[4*x:4*x+3:4*x+3], above[4*x:4*x+3:4*x+3], out[3*x:3*x+3:3*x+3]
			o[0], o[1], o[2] = p[0]-q[0], p[1]-q[1], p[2]-q[2]
		}
		above = pix
		if _, err := zw.Write(row); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	writeChunk(&buf, "IDAT", data.Bytes())
	writeChunk(&buf, "IEND", nil)
	return buf.Bytes(), nil
}

func writeChunk(b *bytes.Buffer, kind string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	b.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	b.WriteString(kind)
	b.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	b.Write(n[:])
}
