// A header found through -isystem sys that includes "cfg.h": not beside it,
// so the compiler goes on to -I inc. src/cfg.h must never be found (a search
// path with src/ on it for quote includes would find it first).
#include "cfg.h"
