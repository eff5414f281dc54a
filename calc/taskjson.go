package calc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strings"

	"computecheck/msg"
)

// MaxTaskBytes bounds TASK.json: a real one is under 2 kB; the window and
// the command line read through this limit, and ParseTask refuses more
// [assumed: 500 times the largest task a person writes].
const MaxTaskBytes = 1 << 20

// maxTaskDepth bounds nesting: TASK.json is three levels deep at most (the
// task, its model, a list); anything far deeper is no task [assumed].
const maxTaskDepth = 32

// knownModelFields are the field names of a model object, from the tags.
var knownModelFields = jsonNames(reflect.TypeOf(Model{}))

func jsonNames(rt reflect.Type) map[string]bool {
	k := map[string]bool{}
	for i := 0; i < rt.NumField(); i++ {
		if name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			k[name] = true
		}
	}
	return k
}

// taskScan walks TASK.json token by token before it is decoded.
type taskScan struct {
	data []byte
	dec  *json.Decoder
	// modelUnknown are the keys of an object "model" this version does not know.
	modelUnknown []string
}

// checkTaskJSON refuses what encoding/json would read other than as
// written: a key that differs from a field only in case (the decoder
// matches keys case-insensitively and would use "TOKENS", while the
// unknown-field list called it ignored), a key given twice in one object
// at any depth (the decoder keeps the last), nesting deeper than any task,
// a second value after the first, and broken JSON, worded with its line
// and column. It returns the model object's unknown keys.
func checkTaskJSON(data []byte) ([]string, error) {
	s := &taskScan{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	s.dec.UseNumber()
	tok, err := s.dec.Token()
	if err != nil {
		return nil, s.syntax(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fieldErr("", "doors.task.not_object")
	}
	if err := s.object("", knownTaskFields, 1); err != nil {
		return nil, err
	}
	if _, err := s.dec.Token(); err != io.EOF {
		return nil, fieldErr("", "doors.task.trailing", s.where(s.dec.InputOffset()))
	}
	sort.Strings(s.modelUnknown)
	return s.modelUnknown, nil
}

// object reads an object's members; its '{' has been read. known, when not
// nil, are the field names a key is compared with.
func (s *taskScan) object(path string, known map[string]bool, depth int) error {
	if depth > maxTaskDepth {
		return fieldErr(path, "doors.task.too_deep", maxTaskDepth)
	}
	seen := map[string]bool{}
	for s.dec.More() {
		tok, err := s.dec.Token()
		if err != nil {
			return s.syntax(err)
		}
		key, _ := tok.(string) // the decoder yields only a string here
		at := key
		if path != "" {
			at = path + "." + key
		}
		if seen[key] {
			return fieldErr(at, "doors.task.duplicate_key", key)
		}
		seen[key] = true
		var inner map[string]bool
		if known != nil && !known[key] {
			for k := range known {
				if strings.EqualFold(k, key) {
					return fieldErr(at, "doors.task.key_case", key, k)
				}
			}
			if path == "model" {
				s.modelUnknown = append(s.modelUnknown, at)
			}
		}
		if path == "" && key == "model" {
			inner = knownModelFields
		}
		if err := s.value(at, inner, depth); err != nil {
			return err
		}
	}
	if _, err := s.dec.Token(); err != nil { // '}'
		return s.syntax(err)
	}
	return nil
}

// value reads one value at path; an object in it is checked against known.
func (s *taskScan) value(path string, known map[string]bool, depth int) error {
	tok, err := s.dec.Token()
	if err != nil {
		return s.syntax(err)
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	if d == '{' {
		return s.object(path, known, depth+1)
	}
	if depth+1 > maxTaskDepth { // '['
		return fieldErr(path, "doors.task.too_deep", maxTaskDepth)
	}
	for s.dec.More() {
		if err := s.value(path, nil, depth+1); err != nil {
			return err
		}
	}
	if _, err := s.dec.Token(); err != nil { // ']'
		return s.syntax(err)
	}
	return nil
}

// syntax words a decoder error with where it happened.
func (s *taskScan) syntax(err error) error {
	off := s.dec.InputOffset()
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = se.Offset
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fieldErr("", "doors.task.json_truncated", s.where(int64(len(s.data))))
	}
	return fieldErr("", "doors.task.json_syntax", s.where(off))
}

// where is "line L, column C" (1-based, columns in characters) of a byte offset.
func (s *taskScan) where(off int64) msg.Msg {
	if off > int64(len(s.data)) {
		off = int64(len(s.data))
	}
	if off < 0 {
		off = 0
	}
	before := s.data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len([]rune(string(before[bytes.LastIndexByte(before, '\n')+1:]))) + 1
	return msg.New("doors.task.at", line, col)
}

// numberErr words a number the decoder could not store: a whole-number
// field given a fraction or an exponent form (4096.0, 4.096e3) is refused,
// not rounded, since TASK.json is written by hand and a fraction there is a
// mistake; a value beyond the field's range (an int64 overflow, 1e400) is
// called out of range. ok is false for any other type error.
func numberErr(field string, te *json.UnmarshalTypeError) (error, bool) {
	lit, isNum := strings.CutPrefix(te.Value, "number ")
	if !isNum || te.Type == nil {
		return nil, false
	}
	t := te.Type
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	kind := t.Kind()
	f, _, err := big.ParseFloat(lit, 10, 256, big.ToNearestEven)
	if err != nil {
		return nil, false
	}
	switch kind {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if !f.IsInt() {
			return fieldErr(field, "doors.task.not_whole", lit), true
		}
		bits := t.Bits()
		lo := new(big.Float).SetInt64(-1 << (bits - 1))
		hi := new(big.Float).SetInt64(math.MaxInt64 >> (64 - bits))
		if f.Cmp(lo) < 0 || f.Cmp(hi) > 0 {
			return fieldErr(field, "doors.task.out_of_range", lit, lo.Text('f', 0), hi.Text('f', 0)), true
		}
		// integral and in range, yet refused: written with a point or an exponent
		return fieldErr(field, "doors.task.not_whole", lit), true
	case reflect.Float32, reflect.Float64:
		return fieldErr(field, "doors.task.out_of_range", lit, fmt.Sprintf("%g", -math.MaxFloat64), fmt.Sprintf("%g", math.MaxFloat64)), true
	}
	return nil, false
}
