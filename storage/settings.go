package storage

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"strconv"
	"strings"

	"computecheck/calc"
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
	_, err := db.exec(ctx,
		"INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
	return err
}

// Settings of the assumed prices for cost lines a quote leaves out (CNY,
// like the market data their defaults come from: calc.DefaultAssumptions).
const (
	SettingAssumedStorage     = "assumed_storage_per_gb_month"
	SettingAssumedStorageLow  = "assumed_storage_low"
	SettingAssumedStorageHigh = "assumed_storage_high"
	SettingAssumedEgress      = "assumed_egress_per_gb"
	SettingAssumedEgressLow   = "assumed_egress_low"
	SettingAssumedEgressHigh  = "assumed_egress_high"
	SettingAssumedFees        = "assumed_fees"
	SettingAssumedFeesLow     = "assumed_fees_low"
	SettingAssumedFeesHigh    = "assumed_fees_high"
)

// assumedSettings pairs each setting with its field.
func assumedSettings(a *calc.Assumptions) []struct {
	key string
	v   *float64
} {
	return []struct {
		key string
		v   *float64
	}{
		{SettingAssumedStorage, &a.StoragePerGBMonth}, {SettingAssumedStorageLow, &a.StorageLow}, {SettingAssumedStorageHigh, &a.StorageHigh},
		{SettingAssumedEgress, &a.EgressPerGB}, {SettingAssumedEgressLow, &a.EgressLow}, {SettingAssumedEgressHigh, &a.EgressHigh},
		{SettingAssumedFees, &a.FeesPerQuote}, {SettingAssumedFeesLow, &a.FeesLow}, {SettingAssumedFeesHigh, &a.FeesHigh},
	}
}

// Assumptions are the user's assumed prices, each setting not stored (or
// not a number) at its default; custom is true when any is stored.
func (db *DB) Assumptions(ctx context.Context) (a calc.Assumptions, custom bool, err error) {
	a = calc.DefaultAssumptions()
	for _, s := range assumedSettings(&a) {
		v, err := db.Setting(ctx, s.key, "")
		if err != nil {
			return a, false, err
		}
		if f, perr := strconv.ParseFloat(strings.TrimSpace(v), 64); perr == nil && f >= 0 && !math.IsInf(f, 0) {
			*s.v, custom = f, true
		}
	}
	return a.Sorted(), custom, nil
}

// SetAssumptions stores every assumed price in one transaction.
func (db *DB) SetAssumptions(ctx context.Context, a calc.Assumptions) error {
	a = a.Sorted()
	return db.WithTx(ctx, func(tx *sql.Tx) error {
		for _, s := range assumedSettings(&a) {
			if _, err := tx.ExecContext(ctx,
				"INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
				s.key, strconv.FormatFloat(*s.v, 'f', -1, 64)); err != nil {
				return err
			}
		}
		return nil
	})
}
