// Package winconsole lets the Windows build, which is linked as a GUI
// program (-H=windowsgui, so double-clicking it opens no black console
// window), still answer on the command line.
//
// A GUI-subsystem process started from cmd.exe or PowerShell gets no
// standard output: whatever `computecheck.exe --help` printed would go
// nowhere. Attach, called only when the command line holds a CLI verb,
// attaches the process to its parent's console (AttachConsole with
// ATTACH_PARENT_PROCESS) and points os.Stdin, os.Stdout and os.Stderr at it.
// A stream that is already redirected to a file or a pipe is kept as it is,
// so `computecheck.exe estimate t.json --json > out.json` and scripts work
// unchanged.
//
// The shell does not wait for a GUI program: in an interactive cmd.exe or
// PowerShell the prompt comes back at once and the output is printed after
// it (press Enter for a fresh prompt). Use `start /wait computecheck.exe
// --help` in cmd.exe (then %ERRORLEVEL% is the exit status), or pipe it in
// PowerShell (`.\computecheck.exe --help | Out-Host`, $LASTEXITCODE); batch
// files and redirected runs always wait.
//
// On other systems Attach does nothing.
package winconsole
