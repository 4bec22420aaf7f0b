// The one place listkit includes libyaml; only ListkitYAML imports this module.
#include <yaml.h>
