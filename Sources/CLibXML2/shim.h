// The one place listkit includes libxml2; only ListkitInterfaceBuilder imports this module, on
// Linux, to read .xib and .storyboard files with the SAX2 push parser (LibXML2TreeReader.swift).
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
