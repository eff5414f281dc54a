// Package assets embeds what ships inside the binary: the font that renders
// Chinese and Latin text in the window and in charts, the icon, the UI
// translations and the benchmark kit.
package assets

import (
	_ "embed"
)

// FontTTF is WenQuanYi Micro Hei (Apache-2.0, see fonts/LICENSE-wqy-microhei.txt),
// the first face of Debian's wqy-microhei.ttc saved as a single TrueType (glyf)
// file, because go-chart's parser takes nothing else.
//
//go:embed fonts/wqy-microhei.ttf
var FontTTF []byte

// IconPNG is the application icon (drawn by cmd in assets/icon_gen.go).
//
//go:embed icon.png
var IconPNG []byte
