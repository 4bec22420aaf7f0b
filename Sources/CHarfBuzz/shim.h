// The one place listkit includes HarfBuzz; only ListkitLayout (Content/FontFace.swift) imports
// this module.
#include <hb.h>
#include <hb-ot.h>
