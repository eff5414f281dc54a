package app

import "computecheck/calc"

// taskFeed is how the screens other than Task read the task being edited
// and learn that it changed: one notification (subscribe), instead of
// each screen reaching into the Task screen. The Task screen is its only
// publisher; set and addRequires are the two ways another screen changes
// the task (Compare applies a plan or the advice's requirements), and
// they go through the Task screen, which then publishes.
type taskFeed struct {
	task      calc.Task
	catalogue []calc.GPU
	subs      []func(calc.Task)

	set         func(calc.Task)
	addRequires func([]string)
}

// current is the task as the Task area reads it now (its default while
// the form holds a refused value).
func (f *taskFeed) current() calc.Task { return f.task }

// gpus is the GPU catalogue the task is estimated with (Settings' edits included).
func (f *taskFeed) gpus() []calc.GPU { return f.catalogue }

// subscribe calls fn, on the UI goroutine, after every change of the task
// or of the catalogue.
func (f *taskFeed) subscribe(fn func(calc.Task)) { f.subs = append(f.subs, fn) }

// publish is the Task screen's: the task and catalogue now, to every subscriber.
func (f *taskFeed) publish(t calc.Task, cat []calc.GPU) {
	f.task, f.catalogue = t, cat
	for _, fn := range f.subs {
		fn(t)
	}
}

// reset forgets the subscribers: the window is being rebuilt (a language
// switch, a restore) and the screens that subscribed are gone.
func (f *taskFeed) reset() { f.subs = nil }
