#define LOCAL 2 // inc/local.h: found only after the source directory
