package graph

import (
	"context"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/casefront/casefront/server/apperr"
)

// BadUserInput is the extensions.code of an input coercion error: a value
// its argument's type does not accept (a Money sent as a JSON number or as
// "abc", an ID holding a NUL, a Cursor that does not decode), whether given
// inline or as a variable. Such an error also carries extensions.key, the
// api.* key (api.validation), and extensions.field, the argument and where
// inside it ("input.cases[0].count"), or the variable as the document names
// it ("$input.cases[0].count") when the validator refused the variable
// before any argument was decoded.
const BadUserInput = "BAD_USER_INPUT"

// maxInputMessage bounds the scalar's own words in the message: they may
// quote the value, which may be long.
const maxInputMessage = 200

// inputError presents ge (as out, the presenter's copy) as BAD_USER_INPUT
// when it is an input coercion error, and returns nil for any other error.
//
// gqlgen decodes a field's arguments before anything runs for the field;
// a scalar's UnmarshalGQL refusing a value comes back as an error whose path
// is the field's path followed by the argument's name (and the place inside
// an input object or list), while the field context holds no arguments yet.
// Nothing else produces that shape, so every custom scalar, present or
// added later, is covered without knowing its errors. Variables of the
// built-in types are checked earlier, by the validator, under the path
// "variable.<name>".
func inputError(ctx context.Context, ge, out *gqlerror.Error) *gqlerror.Error {
	if ge == nil {
		return nil
	}
	field, ok := coercedArgument(ctx, ge)
	if !ok {
		field, ok = coercedVariable(ge)
	}
	if !ok {
		return nil
	}
	e, known := apperr.As(ge)
	msg := e.Message
	if !known {
		e = apperr.Validation
		msg = "invalid value for " + field
		if cause := ge.Unwrap(); cause != nil {
			msg += ": " + clip(cause.Error())
		} else if ge.Message != "" {
			msg += ": " + clip(ge.Message)
		}
	}
	out.Message, out.Extensions = msg, map[string]any{}
	for k, v := range e.Fields {
		out.Extensions[k] = v
	}
	out.Extensions["code"] = BadUserInput
	out.Extensions["key"] = e.Key
	out.Extensions["field"] = field
	return out
}

// coercedArgument: an error while the field's arguments were decoded.
func coercedArgument(ctx context.Context, ge *gqlerror.Error) (string, bool) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Args != nil || fc.Field.Field == nil || len(fc.Field.Arguments) == 0 {
		return "", false
	}
	at := len(fc.Path())
	if len(ge.Path) <= at {
		return "", false
	}
	name, ok := ge.Path[at].(ast.PathName)
	if !ok || fc.Field.Arguments.ForName(string(name)) == nil {
		return "", false
	}
	return ge.Path[at:].String(), true
}

// coercedVariable: a variable the validator refused (wrong type, missing,
// null where it may not be).
func coercedVariable(ge *gqlerror.Error) (string, bool) {
	if code, _ := ge.Extensions["code"].(string); code != errcode.ValidationFailed || len(ge.Path) < 2 || ge.Path[0] != ast.PathName("variable") {
		return "", false
	}
	return "$" + ge.Path[1:].String(), true
}

// clip shortens s to maxInputMessage bytes without cutting a character.
func clip(s string) string {
	if len(s) <= maxInputMessage {
		return s
	}
	cut := maxInputMessage
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// errIntrospectionOff answers __schema and __type where introspection is
// off (GRAPHQL_INTROSPECTION=0, the production default).
var errIntrospectionOff = apperr.Forbidden.Msg("schema introspection is turned off on this server")

// refuseIntrospection is a field middleware answering the introspection
// fields with errIntrospectionOff; gqlgen's own refusal is a plain error,
// which would be presented as api.internal.
func refuseIntrospection(ctx context.Context, next graphql.Resolver) (any, error) {
	if fc := graphql.GetFieldContext(ctx); fc != nil && fc.Object == "Query" && (fc.Field.Name == "__schema" || fc.Field.Name == "__type") {
		return nil, errIntrospectionOff
	}
	return next(ctx)
}
