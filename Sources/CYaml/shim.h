// The one place listkit includes libyaml; only ListkitYAML imports this module.
#include <yaml.h>

// libyaml's own free (api.c: `if (ptr) free(ptr)`, the counterpart of the yaml_malloc behind
// every event's text). Exported by the library but declared only in its private header: the
// loader frees with it the scalar texts it takes out of their events (ScalarOwnership.swift).
void yaml_free(void *ptr);
