package bench

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"computecheck/assets"
	"computecheck/calc"
)

// DefaultKitTask is baked into a kit when the user names no task: the most
// common job ComputeCheck's users rent for, a LoRA fine-tune of an 8B model.
const DefaultKitTask = `{"name": "llama3.1-8b LoRA", "model": "llama3.1-8b", "method": "lora", "micro_batch": 1, "seq_len": 2048}`

// DefaultTask parses DefaultKitTask.
func DefaultTask() calc.Task {
	t, err := calc.ParseTask([]byte(DefaultKitTask))
	if err != nil {
		panic("bench: DefaultKitTask does not parse: " + err.Error())
	}
	return t
}

// KitFile is one file of the benchmark kit.
type KitFile struct {
	Name string      // relative to the kit folder
	Data []byte      //
	Mode fs.FileMode // 0755 for run.sh, 0644 for the rest
}

// KitFiles returns the kit (bench.py, run.sh, README.md) with task.json for
// this task and kit.json naming the quote, sorted by name. task.json holds the
// model as an architecture object, so bench.py needs no preset table.
func KitFiles(task calc.Task, quoteID *int64) ([]KitFile, error) {
	taskJSON, err := KitTaskJSON(task)
	if err != nil {
		return nil, err
	}
	var files []KitFile
	err = fs.WalkDir(assets.BenchKit(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(assets.BenchKit(), p)
		if err != nil {
			return err
		}
		mode := fs.FileMode(0o644)
		if filepath.Ext(p) == ".sh" {
			mode = 0o755
		}
		files = append(files, KitFile{Name: p, Data: b, Mode: mode})
		return nil
	})
	if err != nil {
		return nil, err
	}
	kit := map[string]any{"quote_id": nil}
	if quoteID != nil {
		if *quoteID <= 0 {
			return nil, fmt.Errorf("quote id must be positive, got %d", *quoteID)
		}
		kit["quote_id"] = *quoteID
	}
	kitJSON, _ := json.MarshalIndent(kit, "", "  ")
	files = append(files,
		KitFile{Name: "task.json", Data: taskJSON, Mode: 0o644},
		KitFile{Name: "kit.json", Data: append(kitJSON, '\n'), Mode: 0o644})
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	return files, nil
}

// KitTaskJSON is the task as TASK.json with the model written out as an
// object (id and name kept), checked to parse back with calc.ParseTask.
func KitTaskJSON(task calc.Task) ([]byte, error) {
	b, err := json.Marshal(task)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	m["model"] = task.Model
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	if _, err := calc.ParseTask(out); err != nil {
		return nil, fmt.Errorf("the kit's task.json does not parse back: %w", err)
	}
	return append(out, '\n'), nil
}

// WriteKit writes the kit into dir (created if missing), replacing files of
// the same names, and returns the paths written.
func WriteKit(dir string, task calc.Task, quoteID *int64) ([]string, error) {
	files, err := KitFiles(task, quoteID)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cannot create %s: %w", dir, err)
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return paths, err
		}
		if err := os.WriteFile(p, f.Data, f.Mode); err != nil {
			return paths, fmt.Errorf("cannot write %s: %w", p, err)
		}
		// WriteFile keeps an existing file's mode and applies the umask: set it.
		if err := os.Chmod(p, f.Mode); err != nil {
			return paths, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}
