package storage

import (
	"context"
	"database/sql"
	"errors"
)

// Setting keys.
const (
	SettingCurrency      = "reporting_currency" // ISO 4217, default CNY
	SettingHoursPerMonth = "hours_per_month"    // default 720
)

// Setting returns the stored value or def when unset.
func (db *DB) Setting(ctx context.Context, key, def string) (string, error) {
	var v string
	err := db.sql.QueryRowContext(ctx, "SELECT value FROM settings WHERE key = ?", key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return def, nil
	}
	return v, err
}

// SetSetting stores a value.
func (db *DB) SetSetting(ctx context.Context, key, value string) error {
	_, err := db.sql.ExecContext(ctx,
		"INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
	return err
}
