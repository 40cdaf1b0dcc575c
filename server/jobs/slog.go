package jobs

import (
	"context"
	"log/slog"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// zapHandler sends River's slog records to the app's zap logger.
type zapHandler struct {
	log    *zap.Logger
	fields []zap.Field
	group  string
}

func level(l slog.Level) zapcore.Level {
	switch {
	case l >= slog.LevelError:
		return zapcore.ErrorLevel
	case l >= slog.LevelWarn:
		return zapcore.WarnLevel
	case l >= slog.LevelInfo:
		return zapcore.InfoLevel
	default:
		return zapcore.DebugLevel
	}
}

func (h zapHandler) Enabled(_ context.Context, l slog.Level) bool {
	return h.log.Core().Enabled(level(l))
}

func (h zapHandler) Handle(_ context.Context, r slog.Record) error {
	ce := h.log.Check(level(r.Level), r.Message)
	if ce == nil {
		return nil
	}
	fields := append([]zap.Field(nil), h.fields...)
	r.Attrs(func(a slog.Attr) bool {
		fields = append(fields, h.field(a))
		return true
	})
	ce.Write(fields...)
	return nil
}

func (h zapHandler) field(a slog.Attr) zap.Field {
	key := a.Key
	if h.group != "" {
		key = h.group + "." + key
	}
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return zap.String(key, v.String())
	case slog.KindInt64:
		return zap.Int64(key, v.Int64())
	case slog.KindUint64:
		return zap.Uint64(key, v.Uint64())
	case slog.KindFloat64:
		return zap.Float64(key, v.Float64())
	case slog.KindBool:
		return zap.Bool(key, v.Bool())
	case slog.KindDuration:
		return zap.Duration(key, v.Duration())
	case slog.KindTime:
		return zap.Time(key, v.Time())
	default:
		return zap.Any(key, v.Any())
	}
}

func (h zapHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	out := h
	out.fields = append([]zap.Field(nil), h.fields...)
	for _, a := range attrs {
		out.fields = append(out.fields, h.field(a))
	}
	return out
}

func (h zapHandler) WithGroup(name string) slog.Handler {
	out := h
	if out.group != "" {
		name = out.group + "." + name
	}
	out.group = name
	return out
}
