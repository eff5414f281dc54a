package bench

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/export"
	"computecheck/msg"
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

// DefaultKitName is the kit folder's name when nothing names it.
const DefaultKitName = "benchkit"

// KitName is the name of the kit's folder (and of its .zip): "benchkit",
// then the quote's id and label, or the task's name when the kit is for no
// quote, so that two kits copied to one server, or kept side by side on the
// buyer's computer, are told apart. Characters a shell or Windows folder
// would trip on become "-"; Chinese stays.
func KitName(quoteID *int64, quoteLabel, taskName string) string {
	parts := []string{DefaultKitName}
	if quoteID != nil {
		parts = append(parts, fmt.Sprintf("q%d", *quoteID), quoteLabel)
	} else {
		parts = append(parts, taskName)
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString("-")
		b.WriteString(p)
	}
	clean := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' {
			return r
		}
		return '-'
	}, b.String()[1:])
	for strings.Contains(clean, "--") {
		clean = strings.ReplaceAll(clean, "--", "-")
	}
	clean = strings.Trim(clean, "-.")
	if r := []rune(clean); len(r) > 60 {
		clean = strings.TrimRight(string(r[:60]), "-.")
	}
	if clean == "" {
		return DefaultKitName
	}
	return clean
}

// KitFiles returns the kit (bench.py, run.sh, README.md) with task.json for
// this task and kit.json naming the quote, sorted by name. task.json holds the
// model as an architecture object, so bench.py needs no preset table. name
// is the folder the kit goes into: the README's commands use it.
func KitFiles(task calc.Task, quoteID *int64, name string) ([]KitFile, error) {
	taskJSON, err := KitTaskJSON(task)
	if err != nil {
		return nil, err
	}
	if quoteID != nil && *quoteID <= 0 {
		return nil, msg.Errorf("bench.err.kit_quote_id", *quoteID)
	}
	if name == "" {
		name = DefaultKitName
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
		if p == "README.md" {
			b = fillReadme(b, name, quoteID)
		}
		files = append(files, KitFile{Name: p, Data: b, Mode: mode})
		return nil
	})
	if err != nil {
		return nil, err
	}
	kit := map[string]any{"quote_id": nil}
	if quoteID != nil {
		kit["quote_id"] = *quoteID
	}
	kitJSON, _ := json.MarshalIndent(kit, "", "  ")
	files = append(files,
		KitFile{Name: "task.json", Data: taskJSON, Mode: 0o644},
		KitFile{Name: "kit.json", Data: append(kitJSON, '\n'), Mode: 0o644})
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	return files, nil
}

// fillReadme writes the folder's name and the quote into the README's
// commands, so that they can be copied as they stand.
func fillReadme(b []byte, name string, quoteID *int64) []byte {
	quoteZh, quoteEn, flag := "（没有指定报价：导入后在“实测”区关联）", "(no quote named: attach it in the Benchmarks area after importing)", ""
	if quoteID != nil {
		quoteZh = fmt.Sprintf("报价 #%d", *quoteID)
		quoteEn = fmt.Sprintf("quote #%d", *quoteID)
		flag = fmt.Sprintf(" --quote %d", *quoteID)
	}
	r := strings.NewReplacer("{{KIT}}", name, "{{QUOTE_ZH}}", quoteZh, "{{QUOTE_EN}}", quoteEn, "{{QUOTE_FLAG}}", flag)
	return []byte(r.Replace(string(b)))
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
		return nil, msg.Wrap(err, "bench.err.kit_task", err.Error())
	}
	return append(out, '\n'), nil
}

// WriteKit writes the kit into dir (created if missing), replacing files of
// the same names, and returns the paths written. The README's commands name
// dir's last element as the folder.
func WriteKit(dir string, task calc.Task, quoteID *int64) ([]string, error) {
	files, err := KitFiles(task, quoteID, filepath.Base(filepath.Clean(dir)))
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, msg.Wrap(err, "bench.err.kit_create", dir, err.Error())
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return paths, err
		}
		if err := os.WriteFile(p, f.Data, f.Mode); err != nil {
			return paths, msg.Wrap(err, "bench.err.kit_write", p, err.Error())
		}
		// WriteFile keeps an existing file's mode and applies the umask: set it.
		if err := os.Chmod(p, f.Mode); err != nil {
			return paths, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// WriteKitZip writes the kit as one .zip whose files sit in a folder named
// after the zip (report.zip holds report/run.sh, ...), so that unpacking it
// on the server gives the same folder the README's commands name. run.sh
// keeps its executable bit. The zip is written whole or not at all.
func WriteKitZip(zipPath string, task calc.Task, quoteID *int64) error {
	name := strings.TrimSuffix(filepath.Base(zipPath), filepath.Ext(zipPath))
	files, err := KitFiles(task, quoteID, name)
	if err != nil {
		return err
	}
	return export.WriteFileFunc(zipPath, true, func(w io.Writer) error {
		zw := zip.NewWriter(w)
		for _, f := range files {
			h := &zip.FileHeader{Name: name + "/" + f.Name, Method: zip.Deflate}
			h.SetMode(f.Mode)
			fw, err := zw.CreateHeader(h)
			if err != nil {
				return err
			}
			if _, err := fw.Write(f.Data); err != nil {
				return err
			}
		}
		return zw.Close()
	})
}

// WriteKitBundle writes the kit for a task and quote into parent as one
// folder named name and, beside it, name.zip holding the same folder: copy
// either to the server. It returns the folder's and the zip's paths.
func WriteKitBundle(parent, name string, task calc.Task, quoteID *int64) (dir, zipPath string, err error) {
	dir = filepath.Join(parent, name)
	zipPath = dir + ".zip"
	if _, err = WriteKit(dir, task, quoteID); err != nil {
		return "", "", err
	}
	if err = WriteKitZip(zipPath, task, quoteID); err != nil {
		return "", "", err
	}
	return dir, zipPath, nil
}
