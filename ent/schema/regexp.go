package schema

import "regexp"

// aliasPattern is the case alias of the spec: letters, digits and hyphens.
var aliasPattern = regexp.MustCompile(`^[A-Za-z0-9-]+$`)
