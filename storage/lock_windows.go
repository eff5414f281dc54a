//go:build windows

package storage

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// Windows byte-range locks are mandatory: a locked byte cannot be read by
// another process. The lock is on one byte far past the PID, so the second
// window can still read who holds it.
const lockOffset = 1 << 30

func lockFile(f *os.File) (ok bool, err error) {
	ol := &windows.Overlapped{Offset: lockOffset}
	err = windows.LockFileEx(windows.Handle(f.Fd()),
		windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
		return false, nil
	}
	return err == nil, err
}

func unlockFile(f *os.File) {
	ol := &windows.Overlapped{Offset: lockOffset}
	windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, ol)
}

// releaseLock empties and unlocks the file but leaves it: removing it could
// let two processes hold locks on two different files (a handle opened
// before the removal keeps the old one), and a leftover file is simply
// taken over.
func releaseLock(f *os.File, path string) {
	f.Truncate(0)
	unlockFile(f)
	f.Close()
}
