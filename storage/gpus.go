package storage

import (
	"context"
	"encoding/json"
	"fmt"

	"computecheck/calc"
)

// GPUs returns the catalogue with the user's edits applied over the
// built-in entries (calc.Catalogue), in catalogue order.
func (db *DB) GPUs(ctx context.Context) ([]calc.GPU, error) {
	over := map[string]calc.GPU{}
	rows, err := db.sql.QueryContext(ctx, "SELECT gpu_id, gpu_json FROM gpu_overrides")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id, js string
		if err := rows.Scan(&id, &js); err != nil {
			return nil, err
		}
		var g calc.GPU
		if err := json.Unmarshal([]byte(js), &g); err != nil {
			return nil, fmt.Errorf("stored GPU %s is unreadable: %w", id, err)
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
	return cat, nil
}

// SaveGPU stores an edit of a catalogue entry; the id must exist.
func (db *DB) SaveGPU(ctx context.Context, g calc.GPU) error {
	if _, ok := calc.LookupGPU(g.ID); !ok {
		return fmt.Errorf("unknown GPU id %q", g.ID)
	}
	if g.MemoryBytes <= 0 || g.BF16TFLOPS < 0 || g.FP16TFLOPS <= 0 {
		return fmt.Errorf("GPU %s: memory and FP16 TFLOPS must be positive", g.ID)
	}
	js, err := json.Marshal(g)
	if err != nil {
		return err
	}
	_, err = db.sql.ExecContext(ctx, `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES(?, ?)
		ON CONFLICT(gpu_id) DO UPDATE SET gpu_json = excluded.gpu_json,
		updated_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')`, g.ID, string(js))
	return err
}

// ResetGPU drops the user's edit of one entry.
func (db *DB) ResetGPU(ctx context.Context, id string) error {
	_, err := db.sql.ExecContext(ctx, "DELETE FROM gpu_overrides WHERE gpu_id = ?", id)
	return err
}
