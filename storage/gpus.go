package storage

import (
	"context"
	"encoding/json"

	"computecheck/calc"
	"computecheck/msg"
)

// GPUs returns the catalogue with the user's edits applied over the
// built-in entries (calc.Catalogue), in catalogue order. An edit that does
// not read or is out of bounds (calc.GPU.CheckBounds: a negative memory
// size planted by hand) is left out, its built-in entry standing, and
// named in a *SkippedGPUError returned with the catalogue: the catalogue
// is always whole and usable, so a caller that only warns may go on.
func (db *DB) GPUs(ctx context.Context) ([]calc.GPU, error) {
	over := map[string]calc.GPU{}
	rows, err := db.sql.QueryContext(ctx, "SELECT gpu_id, gpu_json FROM gpu_overrides ORDER BY gpu_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var skipped SkippedGPUError
	for rows.Next() {
		var id, js string
		if err := rows.Scan(&id, &js); err != nil {
			return nil, err
		}
		var g calc.GPU
		err := json.Unmarshal([]byte(js), &g)
		if err == nil {
			err = g.CheckBounds()
		}
		if err == nil && g.ID != id {
			err = msg.Errorf("store.row.gpu_names", g.ID)
		}
		if err != nil {
			skipped.IDs = append(skipped.IDs, id)
			skipped.Errs = append(skipped.Errs, err)
			continue
		}
		over[id] = g
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	cat := calc.Catalogue()
	for i, g := range cat {
		if o, ok := over[g.ID]; ok {
			cat[i] = o
		}
	}
	if len(skipped.IDs) > 0 {
		return cat, &skipped
	}
	return cat, nil
}

// SkippedGPUError names the stored GPU edits GPUs left out.
type SkippedGPUError struct {
	IDs  []string
	Errs []error
}

// Message words the first skipped edit and how many there are.
func (e *SkippedGPUError) Message() msg.Msg {
	return msg.New("storage.gpu_skipped", e.IDs[0], reason(e.Errs[0]), len(e.IDs))
}

func (e *SkippedGPUError) Error() string { return e.Message().In("en") }

// SaveGPU stores an edit of a catalogue entry; the id must exist.
func (db *DB) SaveGPU(ctx context.Context, g calc.GPU) error {
	if _, ok := calc.LookupGPU(g.ID); !ok {
		return msg.Errorf("store.gpu.unknown", g.ID)
	}
	if g.MemoryBytes <= 0 || g.BF16TFLOPS < 0 || g.FP16TFLOPS <= 0 {
		return msg.Errorf("store.gpu.positive", g.ID)
	}
	if err := g.CheckBounds(); err != nil { // calc/bounds.go: the same bounds as a restore
		return msg.Because(err, "store.gpu.at", g.ID)
	}
	js, err := json.Marshal(g)
	if err != nil {
		return err
	}
	_, err = db.exec(ctx, `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES(?, ?)
		ON CONFLICT(gpu_id) DO UPDATE SET gpu_json = excluded.gpu_json,
		updated_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')`, g.ID, string(js))
	return err
}

// ResetGPU drops the user's edit of one entry.
func (db *DB) ResetGPU(ctx context.Context, id string) error {
	_, err := db.exec(ctx, "DELETE FROM gpu_overrides WHERE gpu_id = ?", id)
	return err
}
