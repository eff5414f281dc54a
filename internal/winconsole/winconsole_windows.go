//go:build windows

package winconsole

import (
	"os"
	"syscall"
)

// attachParentProcess is ATTACH_PARENT_PROCESS, (DWORD)-1.
const attachParentProcess = ^uint32(0)

var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	procAttachConsole = kernel32.NewProc("AttachConsole")
	procSetStdHandle  = kernel32.NewProc("SetStdHandle")
)

// Attach connects a GUI-subsystem process to the console of the shell that
// started it, so that CLI output is seen. Standard streams that already lead
// somewhere (a file, a pipe, an inherited console) are left alone. It reports
// whether the process was attached; false when every stream was usable
// already or the parent has no console (started from Explorer, a shortcut).
func Attach() bool {
	in := usable(syscall.STD_INPUT_HANDLE)
	out := usable(syscall.STD_OUTPUT_HANDLE)
	errs := usable(syscall.STD_ERROR_HANDLE)
	if in && out && errs {
		return false
	}
	if r, _, _ := procAttachConsole.Call(uintptr(attachParentProcess)); r == 0 {
		return false
	}
	if !out {
		if f := openConsole("CONOUT$", os.O_WRONLY); f != nil {
			os.Stdout = f
			setStd(syscall.STD_OUTPUT_HANDLE, f)
		}
	}
	if !errs {
		if f := openConsole("CONOUT$", os.O_WRONLY); f != nil {
			os.Stderr = f
			setStd(syscall.STD_ERROR_HANDLE, f) // the runtime writes panics here
		}
	}
	if !in {
		if f := openConsole("CONIN$", os.O_RDONLY); f != nil {
			os.Stdin = f
			setStd(syscall.STD_INPUT_HANDLE, f)
		}
	}
	return true
}

// usable reports whether the standard handle leads anywhere.
func usable(std int) bool {
	h, err := syscall.GetStdHandle(std)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return false
	}
	t, _ := syscall.GetFileType(h)
	return t != syscall.FILE_TYPE_UNKNOWN
}

// openConsole opens the attached console's input or output buffer. os marks
// the file as a console, so writes go through WriteConsoleW and Chinese text
// shows whatever the console's code page.
func openConsole(name string, flag int) *os.File {
	f, err := os.OpenFile(name, flag, 0)
	if err != nil {
		return nil
	}
	return f
}

func setStd(std int, f *os.File) {
	procSetStdHandle.Call(uintptr(uint32(std)), f.Fd())
}
