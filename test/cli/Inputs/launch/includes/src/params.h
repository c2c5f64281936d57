#define PARAMS 2 // src/params.h: never found by <params.h>
