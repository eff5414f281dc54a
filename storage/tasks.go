package storage

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"computecheck/msg"
)

// SavedTask is a task stored by name; JSON is TASK.json text.
type SavedTask struct {
	ID        int64
	Name      string
	JSON      string
	UpdatedAt string
}

// SaveTask inserts or replaces the task with this name.
func (db *DB) SaveTask(ctx context.Context, name, taskJSON string) error {
	name = strings.TrimSpace(name)
	if name == "" {
		return msg.Errorf("store.task.no_name")
	}
	_, err := db.exec(ctx, `INSERT INTO tasks(name, task_json) VALUES(?, ?)
		ON CONFLICT(name) DO UPDATE SET task_json = excluded.task_json,
		updated_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')`, name, taskJSON)
	return err
}

// Tasks lists saved tasks, most recently changed first.
func (db *DB) Tasks(ctx context.Context) ([]SavedTask, error) {
	rows, err := db.sql.QueryContext(ctx, "SELECT id, name, task_json, updated_at FROM tasks ORDER BY updated_at DESC, name")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SavedTask
	for rows.Next() {
		var t SavedTask
		if err := rows.Scan(&t.ID, &t.Name, &t.JSON, &t.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Task loads one saved task by name.
func (db *DB) Task(ctx context.Context, name string) (SavedTask, error) {
	var t SavedTask
	err := db.sql.QueryRowContext(ctx, "SELECT id, name, task_json, updated_at FROM tasks WHERE name = ?", name).
		Scan(&t.ID, &t.Name, &t.JSON, &t.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return t, msg.Wrap(err, "store.task.not_found", name)
	}
	return t, err
}

// DeleteTask removes a saved task.
func (db *DB) DeleteTask(ctx context.Context, name string) error {
	_, err := db.exec(ctx, "DELETE FROM tasks WHERE name = ?", name)
	return err
}
