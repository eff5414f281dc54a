package app

// background runs slow work (imports, rankings, chart rendering) off the UI
// goroutine; the work hands its results back only through fyne.Do. UI tests
// make it synchronous: the test driver runs fyne.Do inline, so a test then
// reads widget state without racing the worker.
var background = func(work func()) { go work() }
