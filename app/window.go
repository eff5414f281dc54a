package app

import (
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// Preference keys of the window's place: its size in Fyne units and its
// position in screen pixels when it was last closed. prefWinPlace holds
// all four in one value ("width height x y", x and y left out when the
// driver does not say): Fyne writes the preferences file on the first
// change and drops the changes of the next 100 ms when the app quits
// then, so four separate values kept only the width (Ctrl+Q). The four
// old keys are still read, from a build before it.
const (
	prefWinPlace  = "window.place"
	prefWinWidth  = "window.width"
	prefWinHeight = "window.height"
	prefWinX      = "window.x"
	prefWinY      = "window.y"
)

// windowPlace is the remembered size and, when hasPos, position.
type windowPlace struct {
	size   fyne.Size
	x, y   int
	hasPos bool
}

func (p windowPlace) String() string {
	s := strconv.FormatFloat(float64(p.size.Width), 'f', -1, 32) + " " + strconv.FormatFloat(float64(p.size.Height), 'f', -1, 32)
	if p.hasPos {
		s += " " + strconv.Itoa(p.x) + " " + strconv.Itoa(p.y)
	}
	return s
}

// rememberedPlace reads prefWinPlace, else the old four keys.
func rememberedPlace(prefs fyne.Preferences) windowPlace {
	var p windowPlace
	if f := strings.Fields(prefs.String(prefWinPlace)); len(f) >= 2 {
		w, errW := strconv.ParseFloat(f[0], 32)
		h, errH := strconv.ParseFloat(f[1], 32)
		if errW == nil && errH == nil {
			p.size = fyne.NewSize(float32(w), float32(h))
		}
		if len(f) == 4 {
			x, errX := strconv.Atoi(f[2])
			y, errY := strconv.Atoi(f[3])
			p.x, p.y, p.hasPos = x, y, errX == nil && errY == nil
		}
		return p
	}
	p.size = fyne.NewSize(float32(prefs.Float(prefWinWidth)), float32(prefs.Float(prefWinHeight)))
	const none = -1 << 31
	p.x, p.y = prefs.IntWithFallback(prefWinX, none), prefs.IntWithFallback(prefWinY, none)
	p.hasPos = p.x != none && p.y != none
	return p
}

// screenRect is a monitor's area in screen pixels.
type screenRect struct{ x, y, w, h int }

func (r screenRect) holds(x, y int) bool { return x >= r.x && y >= r.y && x < r.x+r.w && y < r.y+r.h }

// defaultWindowSize fits the screen (Fyne units) with room for a taskbar
// and the title bar: 1600×980 on a 1920×1080 screen, 1200×700 on 1280×800.
// An unknown screen (0×0) gets a size that fits 1280×800.
func defaultWindowSize(screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 {
		return fyne.NewSize(1200, 700)
	}
	return fyne.NewSize(min(1600, screen.Width-80), min(1000, screen.Height-100))
}

// windowSize is the size to open at: the one remembered, when it still
// fits the screen, else the default.
func windowSize(prefs fyne.Preferences, screen fyne.Size) fyne.Size {
	size := rememberedPlace(prefs).size
	w, h := size.Width, size.Height
	fits := screen.Width <= 0 || w <= screen.Width && h <= screen.Height
	if w >= 400 && h >= 300 && fits {
		return fyne.NewSize(w, h)
	}
	return defaultWindowSize(screen)
}

// saveWindow remembers the window's size, and its position where the
// driver tells it, in one preference change (prefWinPlace says why).
func saveWindow(win fyne.Window, prefs fyne.Preferences) {
	p := rememberedPlace(prefs)
	if size := win.Canvas().Size(); size.Width > 0 && size.Height > 0 {
		p.size = size
	}
	if x, y, ok := windowPos(win); ok {
		p.x, p.y, p.hasPos = x, y, true
	}
	prefs.SetString(prefWinPlace, p.String())
}

// restorePos puts the window back where it was, when that place is still
// on one of the screens; false when it was not moved (the caller centres).
func restorePos(win fyne.Window, prefs fyne.Preferences, screens []screenRect) bool {
	p := rememberedPlace(prefs)
	if !p.hasPos {
		return false
	}
	x, y := p.x, p.y
	for _, s := range screens {
		// The title bar's left end must be on a screen to grab the window.
		if s.holds(x+40, y+10) {
			return setWindowPos(win, x, y)
		}
	}
	return false
}

// Fyne 2.7 has no API for a window's position (fyne-io/fyne#1155). Its
// desktop driver keeps the position in the window's xpos/ypos fields and
// the GLFW window in viewport; these two functions reach them, and do
// nothing for any other kind of window (the test driver's, or a Fyne
// version whose fields differ).

func driverField(win fyne.Window, name string) (reflect.Value, bool) {
	v := reflect.ValueOf(win)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return reflect.Value{}, false
	}
	f := v.Elem().FieldByName(name)
	return f, f.IsValid()
}

// windowPos is the window's position in screen pixels.
func windowPos(win fyne.Window) (x, y int, ok bool) {
	fx, okx := driverField(win, "xpos")
	fy, oky := driverField(win, "ypos")
	if !okx || !oky || fx.Kind() != reflect.Int || fy.Kind() != reflect.Int {
		return 0, 0, false
	}
	return int(fx.Int()), int(fy.Int()), true
}

// setWindowPos moves a shown window; it must run on the main goroutine
// (a lifecycle callback does).
func setWindowPos(win fyne.Window, x, y int) bool {
	f, ok := driverField(win, "viewport")
	if !ok || f.Type() != reflect.TypeOf((*glfw.Window)(nil)) || f.IsNil() {
		return false
	}
	(*glfw.Window)(unsafe.Pointer(f.Pointer())).SetPos(x, y)
	return true
}

// screens lists the monitors in screen pixels and the primary one's size
// in Fyne units (userScale: the app's scale setting, times the monitor's
// own). It calls GLFW, which the desktop driver has started once a window
// exists; on the main goroutine.
func screens(userScale float32) (all []screenRect, primary fyne.Size) {
	for _, m := range glfw.GetMonitors() {
		x, y := m.GetPos()
		if mode := m.GetVideoMode(); mode != nil {
			all = append(all, screenRect{x, y, mode.Width, mode.Height})
		}
	}
	if m := glfw.GetPrimaryMonitor(); m != nil {
		sx, _ := m.GetContentScale()
		if userScale <= 0 { // not set: Fyne's automatic scale
			userScale = 1
		}
		scale := max(sx, 1) * userScale
		if mode := m.GetVideoMode(); mode != nil {
			primary = fyne.NewSize(float32(mode.Width)/scale, float32(mode.Height)/scale)
		}
	}
	return all, primary
}
