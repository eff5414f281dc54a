//go:build unix

package storage

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock without waiting; ok is false when
// another open file (another process) holds it.
func lockFile(f *os.File) (ok bool, err error) {
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) || errors.Is(err, syscall.EAGAIN) {
		return false, nil
	}
	return err == nil, err
}

func unlockFile(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// releaseLock removes the file while still holding the lock, so that a
// process waiting on the old file notices (samePath) and starts over.
func releaseLock(f *os.File, path string) {
	os.Remove(path)
	unlockFile(f)
	f.Close()
}
